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
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc((void **)&dy, n * sizeof(float));
  cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, dx, dy);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    printf("launch failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaDeviceSynchronize();
  cudaMemcpy(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  printf("y[0] = %f\n", hy[0]);
  return 0;
}
