// __device__ helpers (inlined by clang), templates, and a helper that is
// not inlined.
#include <cuda_runtime.h>

__device__ int global_index() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ float square(float v) { return v * v; }

__global__ void squares(float *out, const float *in, int n) {
  int i = global_index();
  if (i < n) out[i] = square(in[i]);
}

template <typename T>
__global__ void axpy(T *y, const T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
template __global__ void axpy<float>(float *, const float *, float, int);
template __global__ void axpy<double>(double *, const double *, double, int);

__device__ __attribute__((noinline)) void store(float *p, int i, float v) { p[i] = v; }

__global__ void via_noinline(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) store(out, i, 1.0f);
}
