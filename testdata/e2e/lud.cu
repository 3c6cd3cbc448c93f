// Blocked LU decomposition in the shape of Rodinia's lud: per step, one
// block factors the diagonal tile; the perimeter kernel solves the tiles
// right of it and below it (a block per pair, its threads picking the
// tile by threadIdx.x / T, their column or row threadIdx.x % T: each block
// owns its tile's columns in the row of tiles and its rows in the column,
// the diagonal tile read by all and written by none: split by blocks);
// the internal kernel updates every interior tile from the perimeter row
// and column of tiles, which none of its blocks writes: split by rows of
// tiles.
// expect: lud_diagonal not split
// expect: lud_perimeter split x
// expect: lud_internal split y
// runs: lud_perimeter x
#include "check.h"

#define T 16

__global__ void lud_diagonal(float *m, int n, int off) {
  __shared__ float s[T][T];
  int tx = threadIdx.x;
  for (int r = 0; r < T; r++)
    s[r][tx] = m[(off + r) * n + off + tx];
  __syncthreads();
  for (int k = 0; k < T - 1; k++) {
    if (tx > k) {
      s[tx][k] /= s[k][k];
      for (int j = k + 1; j < T; j++)
        s[tx][j] -= s[tx][k] * s[k][j];
    }
    __syncthreads();
  }
  for (int r = 0; r < T; r++)
    m[(off + r) * n + off + tx] = s[r][tx];
}

// Block b updates tile b + 1 right of the diagonal tile (row solve) with
// its first T threads and tile b + 1 below it (column solve) with the
// others.
__global__ void lud_perimeter(float *m, int n, int off) {
  __shared__ float dia[T][T];
  int tx = threadIdx.x % T;
  bool below = threadIdx.x >= T;
  for (int r = 0; r < T; r++)
    if (!below) dia[r][tx] = m[(off + r) * n + off + tx];
  __syncthreads();
  int tile = off + (blockIdx.x + 1) * T;
  if (!below) {
    // Row solve: column tile + tx of rows off .. off + T - 1 (unit lower L).
    for (int r = 1; r < T; r++) {
      float v = m[(off + r) * n + tile + tx];
      for (int k = 0; k < r; k++)
        v -= dia[r][k] * m[(off + k) * n + tile + tx];
      m[(off + r) * n + tile + tx] = v;
    }
  } else {
    // Column solve: row tile + tx against U.
    for (int c = 0; c < T; c++) {
      float v = m[(tile + tx) * n + off + c];
      for (int k = 0; k < c; k++)
        v -= m[(tile + tx) * n + off + k] * dia[k][c];
      m[(tile + tx) * n + off + c] = v / dia[c][c];
    }
  }
}

__global__ void lud_internal(float *m, int n, int off) {
  __shared__ float row[T][T], col[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int grow = off + (blockIdx.y + 1) * T, gcol = off + (blockIdx.x + 1) * T;
  row[ty][tx] = m[(off + ty) * n + gcol + tx];
  col[ty][tx] = m[(grow + ty) * n + off + tx];
  __syncthreads();
  float s = 0;
  for (int k = 0; k < T; k++)
    s += col[ty][k] * row[k][tx];
  m[(grow + ty) * n + gcol + tx] -= s;
}

int main() {
  const int n = 5 * T;
  static float h[n * n], ref[n * n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      h[i * n + j] = ref[i * n + j] = (i == j) ? n + 2.0f : 1.0f / (1 + (i * 5 + j * 3) % 13);
  float *dm;
  CHECK(cudaMalloc(&dm, sizeof h));
  CHECK(cudaMemcpy(dm, h, sizeof h, cudaMemcpyHostToDevice));
  for (int off = 0; off < n - T; off += T) {
    int tiles = (n - off) / T - 1;
    lud_diagonal<<<1, T>>>(dm, n, off);
    lud_perimeter<<<tiles, 2 * T>>>(dm, n, off);
    lud_internal<<<dim3(tiles, tiles), dim3(T, T)>>>(dm, n, off);
  }
  lud_diagonal<<<1, T>>>(dm, n, n - T);
  CHECK(cudaMemcpy(h, dm, sizeof h, cudaMemcpyDeviceToHost));
  // Doolittle in place: L (unit diagonal) below, U on and above.
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) {
      ref[i * n + k] /= ref[k * n + k];
      for (int j = k + 1; j < n; j++)
        ref[i * n + j] -= ref[i * n + k] * ref[k * n + j];
    }
  bool ok = true;
  for (int i = 0; i < n * n; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, sizeof h);
  return finish(ok);
}
