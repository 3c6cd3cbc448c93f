// Stencils with halos: reads of neighbouring blocks' rows, exact writes.
#include <cuda_runtime.h>

__global__ void jacobi5(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1)
    out[y * nx + x] = 0.25f * (in[(y - 1) * nx + x] + in[(y + 1) * nx + x] + in[y * nx + x - 1] + in[y * nx + x + 1]);
}

__global__ void stencil9(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= 1 && x < nx - 1 && y >= 1 && y < ny - 1) {
    float s = 0;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) s += in[(y + dy) * nx + x + dx];
    out[y * nx + x] = s / 9.0f;
  }
}

__global__ void stencil7(float *out, const float *in, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x > 0 && y > 0 && z > 0 && x < nx - 1 && y < ny - 1 && z < nz - 1) {
    int c = (z * ny + y) * nx + x;
    out[c] = in[c] + in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + in[c - nx * ny] + in[c + nx * ny];
  }
}

__global__ void heat1d(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 1 && i < n - 1) out[i] = in[i] + 0.1f * (in[i - 1] - 2 * in[i] + in[i + 1]);
}

__global__ void padded(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < nx && y < ny) out[y * nx + x] = in[(y + 1) * (nx + 2) + x + 1];
}

// Time-blocked stencils (Rodinia's pathfinder and hotspot): steps per
// launch in shared memory, the tile of results shrinking by two per step,
// tile*blockIdx.x - border + threadIdx.x with tile = 16 - 2*steps: rows of
// tiles, which the blocks own when border = steps. The guard x >= 0 && x <
// n is evaluated in steps (a phi of conditions).
__global__ void ripple_steps(int steps, const int *src, int *dst, int n, int border) {
  __shared__ int cur[16], nxt[16];
  int tx = threadIdx.x, tile = 16 - 2 * steps;
  int x = tile * blockIdx.x - border + tx;
  cur[tx] = x >= 0 && x < n ? src[x] : 0;
  __syncthreads();
  for (int s = 0; s < steps; s++) {
    nxt[tx] = tx > s && tx < 15 - s ? cur[tx - 1] + cur[tx] + cur[tx + 1] : cur[tx];
    __syncthreads();
    cur[tx] = nxt[tx];
    __syncthreads();
  }
  if (tx >= steps && tx < 16 - steps && x >= 0 && x < n) dst[x] = cur[tx];
}

// In 2-D the columns of a row of tiles, tile*blockIdx.x - bcol + tx, are
// relaxed to any tile's (a may-write); the rows stay exact.
__global__ void heat_steps(int steps, const float *src, float *dst, int cols, int rows, int bcol, int brow) {
  __shared__ float cur[16][16], nxt[16][16];
  int tx = threadIdx.x, ty = threadIdx.y, tile = 16 - 2 * steps;
  int x = tile * blockIdx.x - bcol + tx, y = tile * blockIdx.y - brow + ty;
  bool inside = x >= 0 && x < cols && y >= 0 && y < rows;
  cur[ty][tx] = inside ? src[y * cols + x] : 0.0f;
  __syncthreads();
  for (int s = 0; s < steps; s++) {
    float v = cur[ty][tx];
    if (tx > s && tx < 15 - s && ty > s && ty < 15 - s)
      v += 0.2f * (cur[ty - 1][tx] + cur[ty + 1][tx] + cur[ty][tx - 1] + cur[ty][tx + 1] - 4.0f * v);
    nxt[ty][tx] = v;
    __syncthreads();
    cur[ty][tx] = nxt[ty][tx];
    __syncthreads();
  }
  if (tx >= steps && tx < 16 - steps && ty >= steps && ty < 16 - steps && inside) dst[y * cols + x] = cur[ty][tx];
}

// Rodinia's flag: the store after the step loop is guarded by whether the
// last step computed the cell, undefined where the loop does not run
// (steps >= 1 is then required); the step that is last depends on steps
// (steps == 1 is a case of its own, which border == steps covers).
__global__ void ripple_flagged(int steps, const int *src, int *dst, int n, int border) {
  __shared__ int cur[16], nxt[16];
  int tx = threadIdx.x, tile = 16 - 2 * steps;
  int x = tile * blockIdx.x - border + tx;
  bool inside = x >= 0 && x < n;
  cur[tx] = inside ? src[x] : 0;
  __syncthreads();
  bool computed;
  for (int s = 0; s < steps; s++) {
    computed = false;
    if (inside && tx > s && tx < 15 - s) {
      computed = true;
      nxt[tx] = cur[tx - 1] + cur[tx] + cur[tx + 1];
    }
    __syncthreads();
    if (s == steps - 1) break;
    cur[tx] = nxt[tx];
    __syncthreads();
  }
  if (computed) dst[x] = nxt[tx];
}

// Rodinia hotspot's shape: bounds chosen by selects (validXmin = blkX < 0 ?
// -blkX : 0) tested in a chain of ||, which is read without negating its
// terms (hundreds of cases otherwise), and the flag: rows of tiles.
__global__ void hotspot_valid(int iteration, const float *src, float *dst, int cols, int rows, int bcols, int brows) {
  __shared__ float t[16][16], u[16][16];
  int tx = threadIdx.x, ty = threadIdx.y, small = 16 - 2 * iteration;
  int blkY = small * blockIdx.y - brows, blkX = small * blockIdx.x - bcols;
  int y = blkY + ty, x = blkX + tx, index = cols * y + x;
  if (y >= 0 && y < rows && x >= 0 && x < cols) t[ty][tx] = src[index];
  __syncthreads();
  int ymin = blkY < 0 ? -blkY : 0, ymax = blkY + 15 > rows - 1 ? 15 - (blkY + 16 - rows) : 15;
  int xmin = blkX < 0 ? -blkX : 0, xmax = blkX + 15 > cols - 1 ? 15 - (blkX + 16 - cols) : 15;
  int N = max(ty - 1, ymin), S = min(ty + 1, ymax), W = max(tx - 1, xmin), E = min(tx + 1, xmax);
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (tx > i && tx < 15 - i && ty > i && ty < 15 - i && tx >= xmin && tx <= xmax && ty >= ymin && ty <= ymax) {
      computed = true;
      u[ty][tx] = t[ty][tx] + 0.1f * (t[S][tx] + t[N][tx] + t[ty][E] + t[ty][W] - 4 * t[ty][tx]);
    }
    __syncthreads();
    if (i == iteration - 1) break;
    if (computed) t[ty][tx] = u[ty][tx];
    __syncthreads();
  }
  if (computed) dst[index] = u[ty][tx];
}

// Rodinia pathfinder's shape: neighbours clamped by bounds chosen by
// selects, the flag tested as !(not computed) in the loop's exit block,
// and a cost row per step read at the tile's columns (relaxed: the whole
// row, bounded by the valid cells).
__global__ void min_path(int steps, const int *cost, const int *src, int *dst, int cols, int first, int border) {
  __shared__ int prev[16], next[16];
  int tx = threadIdx.x, tile = 16 - 2 * steps;
  int blkX = tile * blockIdx.x - border, blkXmax = blkX + 15, x = blkX + tx;
  int xmin = blkX < 0 ? -blkX : 0, xmax = blkXmax > cols - 1 ? 15 - (blkXmax - cols + 1) : 15;
  int west = tx - 1 < xmin ? xmin : tx - 1, east = tx + 1 > xmax ? xmax : tx + 1;
  bool valid = tx >= xmin && tx <= xmax;
  if (x >= 0 && x < cols) prev[tx] = src[x];
  __syncthreads();
  bool computed;
  for (int s = 0; s < steps; s++) {
    computed = false;
    if (tx >= s + 1 && tx <= 14 - s && valid) {
      computed = true;
      next[tx] = min(min(prev[west], prev[tx]), prev[east]) + cost[cols * (first + s) + x];
    }
    __syncthreads();
    if (s == steps - 1) break;
    if (computed) prev[tx] = next[tx];
    __syncthreads();
  }
  if (computed) dst[x] = next[tx];
}
