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

// One result per warp: the sum of a warp's values by shuffles, stored by
// its first lane at i / 32 (i >> 5); apart between blocks when blockDim.x
// is a multiple of 32.
__global__ void warp_sums(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0 && i < n) out[i >> 5] = v;
}

// Matrix times vector, a warp per row: lane 0 of warp i / 32 writes row
// i / 32 (the CSR "vector" kernel's shape, dense).
__global__ void gemv_warp_per_row(int rows, int cols, const float *a, const float *x, float *y) {
  int thread = blockDim.x * blockIdx.x + threadIdx.x, row = thread / 32, lane = thread & 31;
  if (row < rows) {
    float sum = 0.0f;
    for (int j = lane; j < cols; j += 32) sum += a[row * cols + j] * x[j];
    for (int o = 16; o > 0; o /= 2) sum += __shfl_down_sync(0xffffffffu, sum, o);
    if (lane == 0) y[row] = sum;
  }
}

// A group offset that is not a multiple of the group: (i + 1) / 32 of
// two blocks meet.
__global__ void shifted_groups(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[(i + 1) / 32] = 1.0f;
}

// Only every 32nd thread writes, (i + 1) / 32 = i / 32: its own element,
// which isl shows (no owner form says it).
__global__ void every_32nd(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 32 == 0 && i < n) out[(i + 1) / 32] = 1.0f;
}
