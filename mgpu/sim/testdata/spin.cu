// Blocks that wait on a block not yet started: thread 0 of every block but
// the last spins until the last block sets *flag, through a volatile load
// or an atomic. A GPU holds every block of so small a grid at once; the
// simulator starts more blocks than its workers when those it runs stall.
#include <cuda_runtime.h>

__global__ void wait_volatile(volatile int *flag, int *out) {
  if (blockIdx.x == gridDim.x - 1) {
    if (threadIdx.x == 0) *flag = 1;
  } else if (threadIdx.x == 0) {
    while (*flag == 0) {
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = blockIdx.x + 1;
}

__global__ void wait_atomic(int *flag, int *out) {
  if (blockIdx.x == gridDim.x - 1) {
    if (threadIdx.x == 0) __nvvm_atom_xchg_gen_i(flag, 1);
  } else if (threadIdx.x == 0) {
    while (__nvvm_atom_add_gen_i(flag, 0) == 0) {
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = blockIdx.x + 1;
}
