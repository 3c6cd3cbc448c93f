// Elimination steps: each launch reads a pivot row or column that no
// block of it writes (PolyBench lu, Rodinia gaussian), beside the
// elements each block owns.
#include <cuda_runtime.h>

#define N 64

// Row k scaled by its pivot A[k][k], which no thread writes (j > k).
__global__ void lu_scale_row(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < N) A[k * N + j] = A[k * N + j] / A[k * N + k];
}

// The rows below k updated from row k and column k: neither written.
__global__ void lu_update(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > k && j > k && i < N && j < N) A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
}

// The same with the size an argument.
__global__ void lu_update_n(float *a, int n, int k) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row > k && col > k && row < n && col < n) a[row * n + col] -= a[row * n + k] * a[k * n + col];
}

// A forward sweep: row i1 from row i1 - 1, a column per thread.
__global__ void sweep_rows(double *X, const double *A, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i2 < N) X[i1 * N + i2] = X[i1 * N + i2] - X[(i1 - 1) * N + i2] * A[i1 * N + i2];
}

// Reads row k + 1, which the rows of blocks along y write, so split along
// x: a column per block, read and written by its owner.
__global__ void reads_written_row(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > k && i < N && j < N) A[i * N + j] -= A[(k + 1) * N + j];
}

// Divides by A[k][k + 1], which thread k + 1 writes: not split.
__global__ void reads_next_pivot(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < N) A[k * N + j] = A[k * N + j] / A[k * N + k + 1];
}

// Tiled LU's interior update (Rodinia lud): reads row off + ty of the
// perimeter tiles and column off + tx, writes the tiles below and right of
// them; a tile's threads stay in it (blockDim.y <= 16, which the split
// requires anyway), so the perimeter row is above every written tile.
__global__ void lud_interior(float *m, int n, int off) {
  __shared__ float row[16][16], col[16][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  int grow = off + (blockIdx.y + 1) * 16, gcol = off + (blockIdx.x + 1) * 16;
  row[ty][tx] = m[(off + ty) * n + gcol + tx];
  col[ty][tx] = m[(grow + ty) * n + off + tx];
  __syncthreads();
  float s = 0;
  for (int k = 0; k < 16; k++) s += col[ty][k] * row[k][tx];
  m[(grow + ty) * n + gcol + tx] -= s;
}

// Tiled LU's perimeter solve, its threads in two halves: the first 16
// solve column tile + t of the rows off + 1 .. off + 15 (the row of tiles
// right of the diagonal tile), the others row tile + t - 16 (the column of
// tiles below it), both against the diagonal tile, which no block writes;
// each block owns its tile's columns in the first and rows in the second.
__global__ void lud_perimeter(float *m, int n, int off) {
  __shared__ float dia[16][16];
  int t = threadIdx.x % 16;
  bool below = threadIdx.x >= 16;
  for (int r = 0; r < 16; r++)
    if (!below) dia[r][t] = m[(off + r) * n + off + t];
  __syncthreads();
  int tile = off + (blockIdx.x + 1) * 16;
  if (!below) {
    for (int r = 1; r < 16; r++) {
      float v = m[(off + r) * n + tile + t];
      for (int k = 0; k < r; k++) v -= dia[r][k] * m[(off + k) * n + tile + t];
      m[(off + r) * n + tile + t] = v;
    }
  } else {
    for (int c = 0; c < 16; c++) {
      float v = m[(tile + t) * n + off + c];
      for (int k = 0; k < c; k++) v -= m[(tile + t) * n + off + k] * dia[k][c];
      m[(tile + t) * n + off + c] = v / dia[c][c];
    }
  }
}
