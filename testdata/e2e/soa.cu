// Structure of arrays: two inputs, two outputs per kernel.
// expect: polar split x
#include "check.h"

__global__ void polar(const float *x, const float *y, float *r2, float *dot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    r2[i] = x[i] * x[i] + y[i] * y[i];
    dot[i] = x[i] * y[i];
  }
}

int main() {
  const int n = 900;
  static float hx[n], hy[n], r2[n], dot[n];
  for (int i = 0; i < n; i++) {
    hx[i] = (float)(i % 17) - 8.0f;
    hy[i] = (float)(i % 5);
  }
  float *x, *y, *dr, *dd;
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMalloc(&dr, sizeof r2));
  CHECK(cudaMalloc(&dd, sizeof dot));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  polar<<<(n + 127) / 128, 128>>>(x, y, dr, dd, n);
  CHECK(cudaMemcpy(r2, dr, sizeof r2, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(dot, dd, sizeof dot, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && r2[i] == hx[i] * hx[i] + hy[i] * hy[i] && dot[i] == hx[i] * hy[i];
  sum(r2, sizeof r2);
  sum(dot, sizeof dot);
  return finish(ok);
}
