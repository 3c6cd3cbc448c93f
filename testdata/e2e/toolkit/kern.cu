// The device half of a program built as a CUDA toolkit's Makefile builds
// it: nvcc -c for the .cu file, the host compiler for the rest, and the
// link by g++ with -lcudart. The launch is written with spaces inside its
// brackets, as nvcc allows (both the host and the device compile read it).
#include <cuda_runtime.h>

__global__ void twice(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * a[i] + 1.0f;
}

void launch_twice(float *d, int n) { twice << < (n + 127) / 128, 128 >> > (d, n); }
