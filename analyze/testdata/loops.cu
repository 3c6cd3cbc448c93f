// Loops: n-body over all bodies, grid-stride loops, per-thread row loops.
#include <cuda_runtime.h>

__global__ void nbody(float *ax, const float *px, const float *mass, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = 0;
  for (int j = 0; j < n; j++) {
    float d = px[j] - px[i];
    a += mass[j] * d / (d * d + 0.01f);
  }
  ax[i] = a;
}

__global__ void grid_stride(float *out, const float *in, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) out[i] = 2 * in[i];
}

__global__ void row_sums(float *sums, const float *m, int rows, int cols) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && threadIdx.x == 0) {
    float s = 0;
    for (int c = 0; c < cols; c++) s += m[r * cols + c];
    sums[r] = s;
  }
}

__global__ void chunks(int *out, int n, int per_thread) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 4; k++) {
    int i = t * 4 + k;
    if (i < n) out[i] = i * per_thread;
  }
}

// Triangular loop: row r sums the first r+1 entries of its row.
__global__ void prefix_rows(float *out, const float *m, int n) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < n) {
    float s = 0;
    for (int c = 0; c <= r; c++) s += m[r * n + c];
    out[r] = s;
  }
}

// A loop counting down, and a write in every iteration of a nested loop:
// each thread owns a 4x4 tile of a 2-D array.
__global__ void tiles4(float *out, const float *in, int cols) {
  int tx = blockIdx.x * blockDim.x + threadIdx.x;
  int ty = blockIdx.y * blockDim.y + threadIdx.y;
  if (tx * 4 + 3 < cols)
    for (int dy = 3; dy >= 0; dy--)
      for (int dx = 0; dx < 4; dx++) out[(ty * 4 + dy) * cols + tx * 4 + dx] = in[(ty * 4 + dy) * cols + tx * 4 + dx];
}

// A loop whose counter no address uses: its exit test j + 1 < 4 reaches
// the counter's phi before the phi is evaluated.
__global__ void repeat_update(float *o, const float *in, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < n)
    for (int j = 0; j < 4; j++) o[x] += in[x] * j;
}

// Steps of 4 (an unsigned exit test, j < 12 on the value before the step,
// with 0 <= 4*k always true) over rows of a constant tile.
__global__ void rows_by_four(float *o, const float *in, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
  for (int j = 0; j < 16; j += 4)
    if (x < w && y + j < h) o[(y + j) * w + x] = in[(y + j) * w + x];
}

// An index stepped by a value fixed for the launch (c += nx*ny, as
// Rodinia's hotspot3D walks the planes): k*nx*ny is the plane index.
__global__ void planes_by_step(float *out, const float *in, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nx || j >= ny) return;
  int c = i + j * nx, xy = nx * ny;
#pragma unroll 1
  for (int k = 0; k < 3; ++k) {
    out[c] = 2.0f * in[c];
    c += xy;
  }
}

// Grid-stride loops along y and x (a 2-D grid covering a larger matrix),
// reading the row above: split y.
__global__ void grid_stride_2d(float *out, const float *in, int rows, int cols) {
  for (int r = blockIdx.y * blockDim.y + threadIdx.y + 1; r < rows; r += blockDim.y * gridDim.y)
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += blockDim.x * gridDim.x)
      out[r * cols + c] = in[(r - 1) * cols + c] + in[r * cols + c];
}

// In place, each thread reading only what it writes.
__global__ void grid_stride_inplace(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    a[i] = 2.0f * a[i] + 1.0f;
}

// Two grid-stride loops along x nested: one offset per dimension cannot
// describe both.
__global__ void grid_stride_nested(float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += blockDim.x * gridDim.x)
      out[i * n + j] = i - j;
}

// A block per row, its threads striding over the row's columns (c +=
// blockDim.x): softmax, layer norm, row sums of user code.
__global__ void row_per_block(float *a, const float *b, int rows, int cols) {
  int row = blockIdx.x;
  if (row < rows)
    for (int c = threadIdx.x; c < cols; c += blockDim.x) a[row * cols + c] = 2.0f * a[row * cols + c] + b[c];
}

// The same with a row sum through shared memory first.
__global__ void row_normalize(const float *in, float *out, int cols) {
  __shared__ float part[64];
  const float *r = in + blockIdx.x * cols;
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) s += r[c];
  part[threadIdx.x % 64] = s;
  __syncthreads();
  float total = 0.0f;
  for (int i = 0; i < 64 && i < blockDim.x; i++) total += part[i];
  for (int c = threadIdx.x; c < cols; c += blockDim.x) out[blockIdx.x * cols + c] = r[c] / total;
}

// Only the first 8 threads of each block stride: the loop covers the
// columns c % blockDim.x < 8, a may-write.
__global__ void few_threads_stride(float *a, int cols) {
  if (threadIdx.x < 8)
    for (int c = threadIdx.x; c < cols; c += blockDim.x) a[blockIdx.x * cols + c] = 1.0f;
}

// Steps of two blocks' worth, and loops that do not start at threadIdx:
// not a loop over the threads.
__global__ void double_stride(float *a, int cols) {
  for (int c = threadIdx.x; c < cols; c += 2 * blockDim.x) a[blockIdx.x * cols + c] = 1.0f;
}
__global__ void no_thread_start(float *a, int cols) {
  for (int c = 0; c < cols; c += blockDim.x) a[blockIdx.x * cols + c] = 1.0f;
}

// Loops over the blocks (row += gridDim.x): each block takes the rows
// blockIdx.x, blockIdx.x + gridDim.x, ...; its threads stride over the row.
__global__ void rows_over_blocks(float *a, int rows, int cols) {
  for (int row = blockIdx.x; row < rows; row += gridDim.x)
    for (int c = threadIdx.x; c < cols; c += blockDim.x) a[row * cols + c] += 1.0f;
}

// CUDA's scalarProd: a dot product per vector, the blocks striding over
// the vectors, a shared-memory reduction, thread 0 storing the result.
__global__ void dot_per_vector(float *out, const float *a, const float *b, int vectors, int len) {
  __shared__ float acc[64];
  for (int v = blockIdx.x; v < vectors; v += gridDim.x) {
    float s = 0.0f;
    for (int i = threadIdx.x; i < len; i += blockDim.x) s += a[v * len + i] * b[v * len + i];
    acc[threadIdx.x % 64] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
      float t = 0.0f;
      for (int j = 0; j < 64 && j < blockDim.x; j++) t += acc[j];
      out[v] = t;
    }
    __syncthreads();
  }
}

// Over the blocks and over the grid's threads along x in one kernel.
__global__ void blocks_and_grid(float *a, float *b, int n) {
  for (int r = blockIdx.x; r < n; r += gridDim.x) a[r] = 1.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) b[i] = 2.0f;
}

// A band of a matrix: the loop starts at max(0, i - w), whose two cases
// read alone as rows of n + 1 and of n, together as rows of n.
__global__ void band(float *m, int n, int w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int j = max(0, i - w); j <= min(n - 1, i + w); j++) m[i * n + j] += 0.5f;
}

// A thread per row walking it backwards (PolyBench adi's back
// substitution, a[r*N + N-2-c] from a[r*N + N-3-c]): LLVM keeps -c for
// the next iteration as -c - 1 from the counter c, a phi that lags the
// counter by one iteration.
#define ROW 21
__global__ void row_backwards(double *x, const double *b) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < ROW)
    for (int c = 0; c < ROW - 2; c++)
      x[r * ROW + ROW - 2 - c] = x[r * ROW + ROW - 2 - c] - x[r * ROW + ROW - 3 - c] * b[r * ROW + ROW - 3 - c];
}
