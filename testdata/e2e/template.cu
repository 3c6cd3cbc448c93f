// A templated kernel instantiated for float and int.
// expect: axpy split x
#include "check.h"

template <typename T> __global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

template <typename T> static bool run(int n, T a) {
  T *hx = new T[n], *hy = new T[n], *out = new T[n];
  for (int i = 0; i < n; i++) {
    hx[i] = (T)(i % 11);
    hy[i] = (T)(i % 7);
  }
  T *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(T)));
  CHECK(cudaMalloc(&y, n * sizeof(T)));
  CHECK(cudaMemcpy(x, hx, n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, n * sizeof(T), cudaMemcpyHostToDevice));
  axpy<T><<<(n + 95) / 96, 96>>>(a, x, y, n);
  CHECK(cudaMemcpy(out, y, n * sizeof(T), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == a * hx[i] + hy[i];
  sum(out, n * sizeof(T));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  delete[] hx;
  delete[] hy;
  delete[] out;
  return ok;
}

int main() {
  bool ok = run<float>(1000, 2.5f);
  ok = run<int>(700, -3) && ok;
  return finish(ok);
}
