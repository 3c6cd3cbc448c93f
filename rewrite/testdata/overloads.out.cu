#include "mgpu.h"
#line 1 "overloads.cu"
// Overloaded kernels: a launch picks one by overload resolution on its
// arguments, which a kernel pointer cannot do, so those launches are left
// to clang's launch ABI; a kernel declared before it is defined, with the
// same parameters, is one kernel and is rewritten.
#include <cuda_fp16.h>

__global__ void accumulate(__half *result, int n);
__global__ void accumulate(float *result, int n);

__global__ void scale(float *x, int n);

__global__ void accumulate(__half *result, int n) { result[threadIdx.x] = __float2half(1.0f * n); }
__global__ void accumulate(float *result, int n) { result[threadIdx.x] = 1.0f * n; }

__global__ void scale(float *x, int n) { x[threadIdx.x] *= n; }

void run(__half *h, float *f, int n) {
  accumulate<<<1, 32>>>(h, n);
  accumulate<<<1, 32>>>(f, n);
  (void)__mgpu_launch(scale, 1, 32, 0, 0, f, n);
}
