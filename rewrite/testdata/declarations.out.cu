#include "mgpu.h"
#line 1 "declarations.cu"
// Declarations and look-alikes that are not CUDA runtime calls stay as they
// are; shifts and nested templates are not launches.
#include <cuda_runtime.h>

cudaError_t cudaMalloc(void **p, size_t size); // a declaration, not a call
extern "C" cudaError_t cudaFree(void *p);

// The user's own helpers named like CUDA calls.
static void cudaCheck(cudaError_t e, int line) { (void)e; (void)line; }
#define cudaCheckLast() cudaCheck(__mgpuGetLastError(), __LINE__)
static const char *cudaDescribe(int code) { return code ? "error" : "ok"; }

namespace wrap {
inline cudaError_t cudaMallocManaged(void **p, size_t n) { return ::__mgpuMalloc(p, n); }
}

struct Allocator {
  cudaError_t cudaMallocManaged(void **p, size_t n) { return __mgpuMalloc(p, n); }
};

template <typename T> struct Box { T value; };

template <typename T> struct Printer {
  template <typename U> friend int operator<<(Printer<U> &, int);
};

int shift(int a, int b) { return a << b >> (b << 1); }

int main() {
  void *p;
  Allocator alloc;
  Allocator *ap = &alloc;
  alloc.cudaMallocManaged(&p, 4);
  ap->cudaMallocManaged(&p, 4);
  wrap::cudaMallocManaged(&p, 4);
  cudaCheck(__mgpuMalloc(&p, 16), __LINE__);
  cudaCheckLast();
  cudaError_t none = cudaError_t(0);
  cudaDeviceProp prop = cudaDeviceProp();
  Box<Box<Box<int>>> nested{};
  int s = shift(1, 2) << 3;
  const char *said = cudaDescribe(0);
  (void)none, (void)prop, (void)nested, (void)s, (void)said;
  __mgpuFree(p);
  return 0;
}
