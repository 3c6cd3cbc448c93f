// gridDim in all three dimensions: the linear block id of a 3-D grid.
#include <cuda_runtime.h>

__global__ void block_ids(int *out) {
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  out[b * blockDim.x * blockDim.y * blockDim.z + t] = b * 1000 + (int)(gridDim.x * gridDim.y * gridDim.z);
}
