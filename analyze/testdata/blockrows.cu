// Indices built from blockIdx*blockDim other than as the global index
// blockIdx*blockDim + threadIdx: read as rows of blockDim elements, the
// row owned by blockIdx.
#include <cuda_runtime.h>

__global__ void first_thread_of_block(float *out, const float *in, int n) {
  int base = blockIdx.x * blockDim.x;
  if (base < n) out[base] = in[base];
}

// Each thread handles two elements, a block's width apart (the uniform
// add of a scan).
__global__ void two_per_thread(int *data, const int *sums, int n) {
  int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  int u = sums[blockIdx.x];
  if (i < n) data[i] += u;
  if (i + blockDim.x < n) data[i + blockDim.x] += u;
}

// Four elements per thread in a loop, no guard.
__global__ void four_per_thread(float *out, const float *in) {
  int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int k = 0; k < 4; k++)
    out[base + k * blockDim.x] = 2.0f * in[base + k * blockDim.x];
}

// Blocks in reverse order.
__global__ void reversed_blocks(const int *in, int *out, int n) {
  int i = (gridDim.x - 1 - blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2 * in[i] + 1;
}

// Blocks numbered from an offset (a grid launched in chunks).
__global__ void chunked(int *out, int blockOffset, int n) {
  int i = (blockIdx.x + blockOffset) * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 3 * i;
}

// Two rows blockDim.y apart per thread, in a loop of two trips (LLVM
// stays while k == 0): rows 2*blockIdx.y + k of blockDim.y rows; the guard
// y < n is a product with blockDim.y, dropped (a may-write).
__global__ void two_rows_y(const float *a, float *c, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y0 = blockIdx.y * blockDim.y * 2 + threadIdx.y;
  for (int r = 0; r < 2; r++) {
    int y = y0 + r * blockDim.y;
    if (x < n && y < n) c[y * n + x] = a[y * n + x] + 1.0f;
  }
}

// Six results per thread of a 2-D block numbered as one (thread
// threadIdx.y*blockDim.x + threadIdx.x of block blockIdx.x): rows of
// 6*blockDim.x elements.
__global__ void six_per_thread(const int *in, int *out, int n) {
  int tid = threadIdx.y * blockDim.x + threadIdx.x;
  int gid = blockIdx.x * blockDim.x * blockDim.y + tid;
  if (gid < n)
    for (int c = 0; c < 6; c++) out[6 * gid + c] = in[gid] * c;
}
