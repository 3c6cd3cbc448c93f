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
  scale<T><<<n / 32, 32>>>(d, T(2));
  ns::fill<T, 32><<<n / 32, 32>>>(d, T(1));
}

int main() {
  float *d;
  int *di;
  Vec<float, 4> *dv;
  cudaMalloc(&d, 1024 * sizeof(float));
  cudaMalloc(&di, sizeof(int));
  cudaMalloc(&dv, 32 * sizeof(Vec<float, 4>));
  ns::fill<float, 4><<<dim3(8, 1), 4>>>(d, 3.0f);
  ::ns::inner::zero<<<1, 256>>>(d);
  copyVec<Vec<float, 4>><<<1, 32>>>(dv, dv);
  copyVec<Vec<Vec<int, 2>, 3> ><<<1, 1>>>(nullptr, nullptr);
  Kernels::member<<<1, 1>>>(di);
  run(d, 1024);
  // A deduced template argument cannot be named by a function pointer: this
  // launch is left to clang's launch ABI, with a warning.
  scale<<<1, 32>>>(d, 0.5f);
  cudaFree(d);
  return 0;
}
