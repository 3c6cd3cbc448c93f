// 1-D data over a 2-D grid of blocks, as code written for more blocks than
// gridDim.x allowed indexes it: (blockIdx.y*gridDim.x + blockIdx.x)*
// blockDim.x + threadIdx.x, rows of blockDim.x*gridDim.x elements.
// expect: saxpy2d split y
#include "check.h"

__global__ void saxpy2d(float a, const float *x, float *y, int n) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 10000;
  static float hx[n], hy[n], ref[n];
  for (int i = 0; i < n; i++) {
    hx[i] = (float)(i % 31);
    hy[i] = ref[i] = (float)(i % 7) - 3.0f;
  }
  float *x, *y;
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  dim3 grid(8, (n + 8 * 64 - 1) / (8 * 64));
  for (int it = 0; it < 3; it++)
    saxpy2d<<<grid, 64>>>(1.5f, x, y, n);
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    for (int it = 0; it < 3; it++)
      ref[i] = 1.5f * hx[i] + ref[i];
    ok = ok && hy[i] == ref[i];
  }
  sum(hy, sizeof hy);
  return finish(ok);
}
