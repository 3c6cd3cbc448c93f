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
