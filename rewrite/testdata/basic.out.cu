#include "mgpu.h"
#line 1 "basic.cu"
// A complete small program: allocation, copies, one launch, error checks.
#include <cuda_runtime.h>
#include <stdio.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 20;
  float *hx = new float[n], *hy = new float[n];
  for (int i = 0; i < n; i++) { hx[i] = 1.0f; hy[i] = 2.0f; }
  float *dx, *dy;
  __mgpuMalloc(&dx, n * sizeof(float));
  __mgpuMalloc((void **)&dy, n * sizeof(float));
  __mgpuMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  __mgpuMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice);
  (void)__mgpu_launch(saxpy, (n + 255) / 256, 256, 0, 0, n, 2.0f, dx, dy);
  cudaError_t err = __mgpuGetLastError();
  if (err != cudaSuccess) {
    printf("launch failed: %s\n", __mgpuGetErrorString(err));
    return 1;
  }
  __mgpuDeviceSynchronize();
  __mgpuMemcpy(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  __mgpuFree(dx);
  __mgpuFree(dy);
  printf("y[0] = %f\n", hy[0]);
  return 0;
}
