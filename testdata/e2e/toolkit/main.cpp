// The host half: plain C++ compiled by g++ against the toolkit's headers;
// its CUDA calls reach mgpucc's runtime through -lcudart.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#include "../check.h"

void launch_twice(float *d, int n);

int main() {
  const int n = 100000;
  float *h = (float *)malloc(n * sizeof(float)), *d;
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 977) * 0.25f;
  if (cudaMalloc(&d, n * sizeof(float)) != cudaSuccess)
    return 2;
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  for (int step = 0; step < 3; step++)
    launch_twice(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float x = (float)(i % 977) * 0.25f;
    for (int step = 0; step < 3; step++)
      x = 2.0f * x + 1.0f;
    bad += h[i] != x;
  }
  sum(h, n * sizeof(float));
  return finish(bad == 0);
}
