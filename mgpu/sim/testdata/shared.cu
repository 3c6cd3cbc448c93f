// Shared memory, barriers, stencil and tiled matmul kernels.
#include <cuda_runtime.h>

#define TILE 16

// Sum of each block's 256 elements with a static shared tree reduction.
__global__ void block_sum(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// The same with dynamic (extern) shared memory of blockDim.x ints, and
// __syncthreads_count as a check.
__global__ void block_sum_dyn(const int *in, int *out, int *positives) {
  extern __shared__ int ds[];
  unsigned t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  ds[t] = v;
  int count = __nvvm_bar0_popc(v > 0);
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) ds[t] += ds[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    out[blockIdx.x] = ds[0];
    positives[blockIdx.x] = count;
  }
}

// 2-D 5-point stencil on a rows x cols grid; the border is copied.
__global__ void stencil5(int rows, int cols, const float *in, float *out) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols) return;
  int i = r * cols + c;
  if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - cols] + in[i + cols]);
}

// C = A * B for n x n matrices, n a multiple of TILE.
__global__ void matmul_tiled(int n, const float *A, const float *B, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc = 0;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    As[ty][tx] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

// The classic warp-synchronous tail of a reduction: no __syncwarp, only
// volatile shared memory and lanes in lockstep.
__device__ void warp_reduce(volatile int *s, unsigned t) {
  s[t] += s[t + 32];
  s[t] += s[t + 16];
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
}

__global__ void reduce_volatile(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  if (t < 64) s[t] += s[t + 64];
  __syncthreads();
  if (t < 32) warp_reduce(s, t);
  if (t == 0) out[blockIdx.x] = s[0];
}
