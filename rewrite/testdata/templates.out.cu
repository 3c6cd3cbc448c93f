#include "mgpu.h"
#line 1 "templates.cu"
// Kernel templates, namespaces, template arguments with commas and nesting.
#include <cuda_runtime.h>

template <typename T, int N> struct Vec { T v[N]; };

namespace ns {
template <typename T, int N> __global__ void fill(T *a, T value) {
  a[blockIdx.x * N + threadIdx.x] = value;
}
namespace inner {
__global__ void zero(float *a) { a[threadIdx.x] = 0; }
}
} // namespace ns

template <typename T> __global__ void scale(T *a, T f) { a[threadIdx.x] *= f; }

template <typename V> __global__ void copyVec(V *dst, const V *src) { dst[threadIdx.x] = src[threadIdx.x]; }

// Its first argument named, the others deduced from the launch (HeCBench's
// rotary), or a pack's.
template <int K, typename F, typename A> __global__ void apply(int n, F f, A a) { f(a, n * K); }
struct Store {
  __device__ void operator()(float *p, int m) const { p[0] = m; }
};
template <typename T, typename... Rest> __global__ void first(T *a, Rest... rest) { a[0] = sizeof...(Rest); }
template <typename T, int N = 4> __global__ void stride(T *a) { a[threadIdx.x * N] = 0; }

struct Kernels {
  static __global__ void member(int *a) { a[0] = 1; }
};

template <typename T> void run(T *d, int n) {
  (void)__mgpu_launch(scale<T>, n / 32, 32, 0, 0, d, T(2));
  (void)__mgpu_launch(ns::fill<T, 32>, n / 32, 32, 0, 0, d, T(1));
}

int main() {
  float *d;
  int *di;
  Vec<float, 4> *dv;
  __mgpuMalloc(&d, 1024 * sizeof(float));
  __mgpuMalloc(&di, sizeof(int));
  __mgpuMalloc(&dv, 32 * sizeof(Vec<float, 4>));
  (void)__mgpu_launch(ns::fill<float, 4>, dim3(8, 1), 4, 0, 0, d, 3.0f);
  (void)__mgpu_launch(::ns::inner::zero, 1, 256, 0, 0, d);
  (void)__mgpu_launch(copyVec<Vec<float, 4>>, 1, 32, 0, 0, dv, dv);
  (void)__mgpu_launch(copyVec<Vec<Vec<int, 2>, 3> >, 1, 1, 0, 0, nullptr, nullptr);
  (void)__mgpu_launch(Kernels::member, 1, 1, 0, 0, di);
  run(d, 1024);
  // A deduced template argument cannot be named by a function pointer: this
  // launch is left to clang's launch ABI.
  scale<<<1, 32>>>(d, 0.5f);
  // So are launches that name some of the arguments only, or a pack's.
  apply<2><<<1, 1>>>(3, Store(), d);
  first<float><<<1, 1>>>(d, 1, 2.0);
  // A default argument fills in what a launch does not name.
  (void)__mgpu_launch(stride<float>, 1, 8, 0, 0, d);
  __mgpuFree(d);
  return 0;
}
