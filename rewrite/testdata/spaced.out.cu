#include "mgpu.h"
#line 1 "spaced.cu"
// Launch brackets written with spaces between their angles, as nvcc
// allows, beside angles that are no launch.
#include <cuda_runtime.h>
#include <vector>

__global__ void scale(float *a, int n) {}

template <typename T> struct Box {};

template <typename T> int operator<<(Box<T> b, int n) { return n; }

void run(float *d, int n) {
  (void)__mgpu_launch(scale ,  (n + 255) / 256, 256 , 0, 0 , d, n);
  (void)__mgpu_launch(scale, 1, 32, 0, 0, d, n);
  (void)__mgpu_launch(scale , 1, 32 , 0, 0, d, n);
  (void)__mgpu_launch(scale ,  2, 64, 0, 0  , d, n);
  std::vector<std::vector<std::vector<int> > > nested(2);
  Box<int> b;
  int k = operator<< <int>(b, 3);
  int shifted = n << 2 >> 1;
}
