// What -O2 makes of common source the simulator must run: a difference
// clamped at zero becomes llvm.usub.sat, a sum clamped at the top
// llvm.uadd.sat, and an inlined function with __restrict__ parameters
// leaves llvm.experimental.noalias.scope.decl with a metadata operand.
#include <cuda_runtime.h>

static __device__ __forceinline__ void axpy(float *__restrict__ y, const float *__restrict__ x, float a, int i) {
  y[i] += a * x[i];
}

__global__ void saturating(const unsigned *a, const unsigned *b, unsigned *diff, unsigned *sum, float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    diff[i] = a[i] > b[i] ? a[i] - b[i] : 0;
    unsigned s = a[i] + b[i];
    sum[i] = s < a[i] ? 0xffffffffu : s;
    axpy(y, x, 2.0f, i);
  }
}
