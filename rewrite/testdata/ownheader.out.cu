#include "mgpu.h"
#line 1 "ownheader.cu"
// cudaXxx macros and functions of the program's own headers (found beside
// this file or in the -I folders) are the program's, not CUDA's.
#include <cuda_runtime.h>
#include <cstdio>
#include "own/check.h"

__global__ void fill(int *a) { a[threadIdx.x] = 1; }

int main() {
  int *d;
  __mgpuMalloc(&d, 32 * sizeof(int));
  (void)__mgpu_launch(fill, 1, 32, 0, 0, d);
  cudaCheckError();
  cudaSyncOrDie("fill");
  __mgpuFree(d);
}
