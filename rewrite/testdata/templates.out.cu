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
  // launch is left to clang's launch ABI, with a warning.
  scale<<<1, 32>>>(d, 0.5f);
  __mgpuFree(d);
  return 0;
}
