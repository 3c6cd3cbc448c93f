// Writes that one block makes (if (i == 0), if (blockIdx.x == 0)): an
// equality pins the block, so the element is that block's.
#include <cuda_runtime.h>

// A count beside the elements, written by the first thread.
__global__ void with_count(float *out, int *count, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
  if (i == 0) *count = n;
}

// A header element written by the first block, after the block's own
// elements (1 + i).
__global__ void header_first(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i + 1] = (float)i;
  if (blockIdx.x == 0 && threadIdx.x == 0) a[0] = (float)n;
}

// Each block's last element pinned to two blocks: not one block's.
__global__ void two_blocks_same(float *a) {
  if (blockIdx.x == 0 || blockIdx.x == 1) a[0] = 1.0f;
}

// Rodinia backprop's weight update: rows 16*blockIdx.y + threadIdx.y + 1
// of the blocks, and row 0 (the bias weights) by the first block row
// only; a row of n + 1 weights, columns threadIdx.x + 1 (unguarded).
__global__ void weights_and_bias(float *w, float *oldw, const float *delta, int n) {
  int row = 16 * blockIdx.y + threadIdx.y + 1, col = threadIdx.x + 1;
  float d = 0.3f * delta[col] + 0.3f * oldw[row * (n + 1) + col];
  w[row * (n + 1) + col] += d;
  oldw[row * (n + 1) + col] = d;
  __syncthreads();
  if (blockIdx.y == 0 && threadIdx.y == 0) {
    w[col] += 0.3f * delta[col] + 0.3f * oldw[col];
    oldw[col] = 0.3f * delta[col];
  }
}

// The first thread's flag tested as LLVM folds threadIdx.x == 0 &&
// blockIdx.x == 0: (threadIdx.x | blockIdx.x) == 0.
__global__ void first_thread_or(int *flag, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i;
  if ((threadIdx.x | blockIdx.x) == 0) *flag = n;
}

// PolyBench's fdtd2d step 1: the first row is set (if (i == 0)), the
// others updated from the row above; pinned to the global row 0, the
// first row is row i like the others', so the kernel splits by rows.
#define NX 20
#define NY 12
__global__ void first_row_set(float *ey, const float *hz, const float *fict, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NX && j < NY) {
    if (i == 0)
      ey[i * NY + j] = fict[t];
    else
      ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
  }
}
