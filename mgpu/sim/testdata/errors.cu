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
