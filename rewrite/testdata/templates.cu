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
  // launch is left to clang's launch ABI.
  scale<<<1, 32>>>(d, 0.5f);
  // So are launches that name some of the arguments only, or a pack's.
  apply<2><<<1, 1>>>(3, Store(), d);
  first<float><<<1, 1>>>(d, 1, 2.0);
  // A default argument fills in what a launch does not name.
  stride<float><<<1, 8>>>(d);
  cudaFree(d);
  return 0;
}
