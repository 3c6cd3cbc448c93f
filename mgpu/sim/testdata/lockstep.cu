// Code for GPUs before Volta (regen.sh builds this file for sm_60), whose
// warps run in lockstep: lanes pass values through shared memory with no
// __syncwarp, as CUB's and the CUDA samples' code for such GPUs does.
#include <cuda_runtime.h>

// out[t] is the value lane t ^ 1 stored: every lane stores before any loads.
__global__ void exchange(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  out[t] = s[t ^ 1];
}

// release: every lane writes a word of a node in global memory (lane 30
// the lock word, its lock bit still set), then, after a fence, lane 1
// clears the lock bit (HeCBench btree's insertion): lanes in lockstep
// all store before the fence, so the lock ends up released.
__global__ void release(unsigned *node) {
  unsigned lane = threadIdx.x & 31;
  node[31 - lane] = 0x80000000u | lane;
  __threadfence();
  if (lane == 1)
    atomicAnd(node + 1, 0x7fffffffu);
}
