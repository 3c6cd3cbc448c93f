// Kernels that must stop with a LaunchError.
#include <cuda_runtime.h>

__global__ void oob_read(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i + n];
}

__global__ void oob_shared(int k, int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x + k];
}

__global__ void divergent_barrier(int *out) {
  if (threadIdx.x >= 16) return;
  __syncthreads();
  out[threadIdx.x] = 1;
}

__device__ __noinline__ void wait_here(int *out) {
  __syncthreads();
  out[threadIdx.x] = 1;
}

__global__ void different_barriers(int *out) {
  if (threadIdx.x & 1)
    wait_here(out);
  else
    __syncthreads();
}

__global__ void div_zero(const int *a, const int *b, int *out) {
  int i = threadIdx.x;
  out[i] = a[i] / b[i];
}

__global__ void misaligned(const char *p, int *out) {
  out[threadIdx.x] = *(const int *)(p + 1 + 4 * threadIdx.x);
}

// Warps waiting at different __syncthreads of the source meet at barrier 0,
// as on a GPU (vLLM's moe_align_block_size): the first warp fills its half
// of out[2..65] and returns past its own; the second sums both halves past
// another and waits at a third alone. Not an error: out[0] = 32*2 + 32*1.
__global__ void warps_at_different_barriers(int *out) {
  int *s = out + 2;
  if (threadIdx.x < 32) {
    s[threadIdx.x] = 2;
    __syncthreads();
    if (threadIdx.x == 0)
      out[1] = s[40];
    return;
  }
  s[threadIdx.x] = 1;
  __syncthreads();
  if (threadIdx.x == 32) {
    int t = 0;
    for (int i = 0; i < 64; i++)
      t += s[i];
    out[0] = t;
  }
  __syncthreads();
}

// One warp at __syncthreads_count, another at __syncthreads: reported.
__global__ void barrier_kinds(int *out) {
  if (threadIdx.x < 32)
    out[threadIdx.x] = __syncthreads_count(threadIdx.x & 1);
  else
    __syncthreads();
}
