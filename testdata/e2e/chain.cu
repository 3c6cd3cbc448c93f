// A chain of kernels with device-to-device copies between them.
// expect: scale split x
// expect: add split x
// expect: square split x
#include "check.h"

__global__ void scale(float *a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= s;
}
__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
__global__ void square(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * a[i];
}

int main() {
  const int n = 777;
  float h[n], out[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 13) - 6.0f;
  float *x, *y, *z;
  size_t bytes = n * sizeof(float);
  CHECK(cudaMalloc(&x, bytes));
  CHECK(cudaMalloc(&y, bytes));
  CHECK(cudaMalloc(&z, bytes));
  CHECK(cudaMemcpy(x, h, bytes, cudaMemcpyHostToDevice));
  int blocks = (n + 31) / 32;
  scale<<<blocks, 32>>>(x, 3.0f, n);
  CHECK(cudaMemcpy(y, x, bytes, cudaMemcpyDeviceToDevice));
  square<<<blocks, 32>>>(y, n);
  add<<<blocks, 32>>>(x, y, z, n);
  CHECK(cudaMemcpy(x, z, bytes, cudaMemcpyDeviceToDevice));
  scale<<<blocks, 32>>>(x, 0.5f, n);
  CHECK(cudaMemcpy(out, x, bytes, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    float v = h[i] * 3.0f;
    ok = ok && out[i] == (v + v * v) * 0.5f;
  }
  sum(out, bytes);
  return finish(ok);
}
