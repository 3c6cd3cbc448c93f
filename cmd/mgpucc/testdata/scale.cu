// A small program for the driver tests: one splittable kernel.
#include <cstdio>
#include "scale.h"

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= FACTOR;
}

int main() {
  const int n = 1000;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = i;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 127) / 128, 128>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < n; i++)
    if (h[i] != FACTOR * i) {
      printf("check: FAIL at %d\n", i);
      return 1;
    }
  printf("check: PASS\n");
  return 0;
}
