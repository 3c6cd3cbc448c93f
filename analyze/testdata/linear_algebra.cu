// Matrix kernels: tiled matmul with shared memory, naive matmul, transpose,
// matrix-vector product.
#include <cuda_runtime.h>

#define TILE 16

__global__ void matmul_tiled(float *c, const float *a, const float *b, int n) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + t * TILE + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(t * TILE + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++) sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = sum;
}

// Without the guard a thread past the last column would write into the
// next row: not provably owned by its block row.
__global__ void matmul_unguarded(float *c, const float *a, const float *b, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0;
  for (int k = 0; k < n; k++) sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

__global__ void matmul(float *c, const float *a, const float *b, int m, int n, int p) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < m && col < p) {
    float sum = 0;
    for (int k = 0; k < n; k++) sum += a[row * n + k] * b[k * p + col];
    c[row * p + col] = sum;
  }
}

__global__ void transpose(float *out, const float *in, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}

__global__ void matvec(float *y, const float *a, const float *x, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    float s = 0;
    for (int c = 0; c < cols; c++) s += a[r * cols + c] * x[c];
    y[r] = s;
  }
}

// The textbook tiled matmul: the tile size is a constant, not blockDim, so
// blocks are apart only if blockDim.y <= 8 (split y, checked per launch).
#define CTILE 8
__global__ void matmul_const_tile(float *c, const float *a, const float *b, int n) {
  __shared__ float ta[CTILE][CTILE], tb[CTILE][CTILE];
  int row = blockIdx.y * CTILE + threadIdx.y;
  int col = blockIdx.x * CTILE + threadIdx.x;
  float sum = 0;
  for (int t = 0; t < n / CTILE; t++) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + t * CTILE + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(t * CTILE + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < CTILE; k++) sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = sum;
}

// A transpose through a shared tile: the block (bx, by) writes the rows
// bx*CTILE + threadIdx.y of out, apart only if blockDim.y <= CTILE.
__global__ void transpose_const_tile(float *out, const float *in, int rows, int cols) {
  __shared__ float tile[CTILE][CTILE + 1];
  int x = blockIdx.x * CTILE + threadIdx.x, y = blockIdx.y * CTILE + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * CTILE + threadIdx.x;
  y = blockIdx.x * CTILE + threadIdx.y;
  if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

// Two rows per thread: rows 2*(blockIdx.y*CTILE + threadIdx.y) and the
// next span 2*blockDim.y rows from 2*CTILE*blockIdx.y on.
__global__ void two_rows_const_tile(float *out, int n) {
  int col = blockIdx.x * CTILE + threadIdx.x;
  int row = 2 * (blockIdx.y * CTILE + threadIdx.y);
  if (row + 1 < n && col < n) {
    out[row * n + col] = row - col;
    out[(row + 1) * n + col] = row + col;
  }
}

// PolyBench style: the sizes are #define'd constants, so the index
// i*NJ + j is affine and read as [i][j] with rows of NJ.
#define NI 44
#define NJ 52
__global__ void gemm_defined(float *c, const float *a, const float *b) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NI && j < NJ) {
    float s = 0;
    for (int k = 0; k < NJ; k++) s += a[i * NJ + k] * b[k * NJ + j];
    c[i * NJ + j] = s;
  }
}
