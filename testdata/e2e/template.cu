// A templated kernel instantiated for float and int, and launched by
// cudaLaunchKernelEx.
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

// The same kernel launched by cudaLaunchKernelEx (CUDA 12), with hints
// among its attributes; the arguments converted to the parameters' types
// (an int scale for a float kernel). Clusters are not supported.
static bool launchEx(int n) {
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  float *hx = new float[n], *out = new float[n];
  for (int i = 0; i < n; i++)
    hx[i] = (float)(i % 13);
  CHECK(cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(y, 0, n * sizeof(float)));
  cudaLaunchAttribute attrs[2];
  attrs[0].id = cudaLaunchAttributePriority;
  attrs[0].val.priority = -1;
  attrs[1].id = cudaLaunchAttributeIgnore;
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3((n + 127) / 128);
  config.blockDim = dim3(128);
  config.attrs = attrs;
  config.numAttrs = 2;
  CHECK(cudaLaunchKernelEx(&config, axpy<float>, 3, (const float *)x, y, n));
  CHECK(cudaMemcpy(out, y, n * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == 3.0f * hx[i];
  sum(out, n * sizeof(float));
  attrs[0].id = cudaLaunchAttributeClusterDimension;
  attrs[0].val.clusterDim.x = 2;
  attrs[0].val.clusterDim.y = attrs[0].val.clusterDim.z = 1;
  ok = ok && cudaLaunchKernelEx(&config, axpy<float>, 3, (const float *)x, y, n) == cudaErrorNotSupported;
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  delete[] hx;
  delete[] out;
  return ok;
}

int main() {
  bool ok = run<float>(1000, 2.5f);
  ok = run<int>(700, -3) && ok;
  ok = launchEx(900) && ok;
  return finish(ok);
}
