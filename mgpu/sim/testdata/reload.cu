// Loads of what the block stored: a and b may alias, so the load of a[i]
// after the store to b[i] stays in the IR.
#include <cuda_runtime.h>

__global__ void reload(float *a, float *b, const float *c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 1;
  b[i] = 2;
  out[i] = a[i] + c[i];
}
