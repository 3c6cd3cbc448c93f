// Every thread of every block prints: the output must come in block order
// (and thread order within a block), whatever the workers' timing.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void hello(int tag) {
  printf("block %d thread %d tag %d\n", blockIdx.x, threadIdx.x, tag);
}
