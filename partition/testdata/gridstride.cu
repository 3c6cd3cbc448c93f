// Grid-stride loop: the stride is the ORIGINAL grid's thread count, so a
// partition must read gridDim.x as the original grid size.
#include <cuda_runtime.h>

__global__ void scale(int n, float s, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] *= s;
}
