// Block reductions: shared memory, one result per block.
#include <cuda_runtime.h>

__global__ void block_sum(float *partial, const float *in, int n) {
  __shared__ float buf[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = buf[0];
}

__global__ void block_max2d(int *out, const int *in, int nx) {
  __shared__ int m;
  if (threadIdx.x == 0) m = 0;
  __syncthreads();
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x < nx ? in[blockIdx.y * nx + x] : 0;
  if (v > m) m = v;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.y * gridDim.x + blockIdx.x] = m;
}

// A shared tile chosen by a select, and a pointer stepping through shared
// memory in a loop (a phi): neither reaches a device buffer.
__global__ void shared_choice(const float *in, float *out, int n) {
  __shared__ float a[64], b[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *p = (threadIdx.x & 1) ? a : b;
  if (i < n && threadIdx.x < 64) p[threadIdx.x] = in[i];
  __syncthreads();
  float s = 0;
  for (float *q = a; q != a + 4; q++) s += *q;
  if (i < n && threadIdx.x < 64) out[i] = p[threadIdx.x] + s;
}
