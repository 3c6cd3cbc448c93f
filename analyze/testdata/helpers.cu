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

// Helpers left calls (noinline, recursion) that map numbers to a number:
// the values they return are data, the addresses stay affine.
__device__ __attribute__((noinline)) float cube(float v) { return v * v * v; }
__device__ int fib(int k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }

__global__ void pure_calls(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cube(in[i]) + (float)fib(i % 6);
}

// A helper left a call that computes the index: the address is its result.
__device__ __attribute__((noinline)) int wrapped(int i, int n) { return i < n ? i : n - 1; }

__global__ void index_call(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[wrapped(i, n)] = 2.0f;
}

// A helper far above any usual inlining threshold: inlined for the
// analysis all the same. A recursive one that writes memory stays a call.
__device__ float weigh(const float *a, int i, int n) {
  float s = 0;
#pragma unroll
  for (int k = 0; k < 48; k++) {
    float v = a[(i + k) % n];
    s += v * (k + 1) - sinf(v) * cosf(v * k) + sqrtf(fabsf(v) + k) - expf(-v * v);
  }
  return s;
}

__global__ void big_helper(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = weigh(a, i, n);
}

__device__ void fill_down(float *p, int k) {
  if (k <= 0) return;
  p[k - 1] = k;
  fill_down(p, k - 2);
}

__global__ void recursive_store(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) fill_down(out + 4 * i, 4);
}
