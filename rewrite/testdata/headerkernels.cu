// Kernels declared in the program's own header (own/kernels.h): launches
// that need CUDA's deduction or overload resolution are left to clang's
// launch ABI, the others rewritten.
#include <cuda_runtime.h>
#include "own/kernels.h"

__global__ void fold(float *x) { x[threadIdx.x] += 1; }
__global__ void fold(double *x) { x[threadIdx.x] += 1; }
__global__ void plain(float *x) { x[threadIdx.x] = 0; }

void run(float *t, float *rf, double *d) {
  ratt<<<1, 32>>>(t, rf, 2.0f);
  ratt<float><<<1, 32>>>(t, rf, 2.0f);
  fold<<<1, 32>>>(d);
  plain<<<1, 32>>>(t);
}
