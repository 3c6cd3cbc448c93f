// Time-blocked stencils: several time steps per launch in shared memory,
// each block keeping a tile of results that shrinks by two cells per step
// (tile = BS - 2*steps, computed in the kernel from the step count) with a
// halo of `border` cells loaded beside it, as Rodinia's pathfinder and
// hotspot do: a 1-D integer stencil and a 2-D heat stencil. Their indices
// are products of an argument and blockIdx (tile*blockIdx.x - border +
// threadIdx.x); for one launch those are constants, so the blocks own
// their tiles (shifted by steps - border: pyramid.cu launches with a wider
// border). The last launch of a run does fewer steps. ripple_flagged
// stores where a flag its step loop sets says the last step computed, as
// Rodinia's kernels do (the flag is undefined where the loop does not run:
// the split requires steps >= 1). min_path_steps is Rodinia pathfinder's
// shape: a minimum-cost path down the rows of a cost grid, each step a
// row, neighbours clamped to the valid cells by bounds chosen by selects
// (validXmin = blkX < 0 ? -blkX : 0). hotspot_steps is Rodinia hotspot's
// shape in 2-D: the same bounds in both dimensions, a power input, and
// neighbours outside the grid read as the cell itself.
// expect: ripple_steps split x
// expect: ripple_flagged split x
// expect: min_path_steps split x
// expect: heat_steps split y
// expect: hotspot_steps split y
#include "check.h"

#define BS 16

__global__ void ripple_steps(int steps, const int *src, int *dst, int n, int border) {
  __shared__ int cur[BS], nxt[BS];
  int tx = threadIdx.x;
  int tile = BS - 2 * steps;
  int x = tile * blockIdx.x - border + tx;
  bool inside = x >= 0 && x < n;
  cur[tx] = inside ? src[x] : 0;
  __syncthreads();
  for (int s = 0; s < steps; s++) {
    int v = cur[tx];
    if (inside && tx > s && tx < BS - 1 - s)
      v = (cur[tx - 1] + 2 * cur[tx] + cur[tx + 1]) / 4 + (x % 7 == 3);
    nxt[tx] = v;
    __syncthreads();
    cur[tx] = nxt[tx];
    __syncthreads();
  }
  if (tx >= steps && tx < BS - steps && x >= 0 && x < n)
    dst[x] = cur[tx];
}

__global__ void ripple_flagged(int steps, const int *src, int *dst, int n, int border) {
  __shared__ int cur[BS], nxt[BS];
  int tx = threadIdx.x;
  int tile = BS - 2 * steps;
  int x = tile * blockIdx.x - border + tx;
  bool inside = x >= 0 && x < n;
  cur[tx] = inside ? src[x] : 0;
  nxt[tx] = cur[tx];
  __syncthreads();
  bool computed;
  for (int s = 0; s < steps; s++) {
    computed = false;
    if (inside && tx > s && tx < BS - 1 - s) {
      computed = true;
      nxt[tx] = (cur[tx - 1] + 2 * cur[tx] + cur[tx + 1]) / 4 + (x % 7 == 3);
    }
    __syncthreads();
    if (s == steps - 1)
      break;
    cur[tx] = nxt[tx];
    __syncthreads();
  }
  if (computed)
    dst[x] = nxt[tx];
}

#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))

__global__ void min_path_steps(int steps, const int *cost, const int *src, int *dst, int cols, int first, int border) {
  __shared__ int prev[BS], next[BS];
  int tx = threadIdx.x;
  int tile = BS - 2 * steps;
  int blkX = tile * blockIdx.x - border, blkXmax = blkX + BS - 1;
  int x = blkX + tx;
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkXmax > cols - 1 ? BS - 1 - (blkXmax - cols + 1) : BS - 1;
  int west = tx - 1 < validXmin ? validXmin : tx - 1;
  int east = tx + 1 > validXmax ? validXmax : tx + 1;
  bool valid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(x, 0, cols - 1))
    prev[tx] = src[x];
  __syncthreads();
  bool computed;
  for (int s = 0; s < steps; s++) {
    computed = false;
    if (IN_RANGE(tx, s + 1, BS - s - 2) && valid) {
      computed = true;
      int best = min(min(prev[west], prev[tx]), prev[east]);
      next[tx] = best + cost[cols * (first + s) + x];
    }
    __syncthreads();
    if (s == steps - 1)
      break;
    if (computed)
      prev[tx] = next[tx];
    __syncthreads();
  }
  if (computed)
    dst[x] = next[tx];
}

__global__ void heat_steps(int steps, const float *src, float *dst, int cols, int rows, int bcol, int brow) {
  __shared__ float cur[BS][BS], nxt[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int tile = BS - 2 * steps;
  int x = tile * blockIdx.x - bcol + tx;
  int y = tile * blockIdx.y - brow + ty;
  bool inside = x >= 0 && x < cols && y >= 0 && y < rows;
  cur[ty][tx] = inside ? src[y * cols + x] : 0.0f;
  __syncthreads();
  for (int s = 0; s < steps; s++) {
    float v = cur[ty][tx];
    if (inside && tx > s && tx < BS - 1 - s && ty > s && ty < BS - 1 - s)
      v = v + 0.2f * (cur[ty - 1][tx] + cur[ty + 1][tx] + cur[ty][tx - 1] + cur[ty][tx + 1] - 4.0f * v);
    nxt[ty][tx] = v;
    __syncthreads();
    cur[ty][tx] = nxt[ty][tx];
    __syncthreads();
  }
  if (tx >= steps && tx < BS - steps && ty >= steps && ty < BS - steps && x >= 0 && x < cols && y >= 0 && y < rows)
    dst[y * cols + x] = cur[ty][tx];
}

__global__ void hotspot_steps(int steps, const float *power, const float *src, float *dst, int cols, int rows, int bcols,
                              int brows, float k) {
  __shared__ float t[BS][BS], p[BS][BS], u[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int tile = BS - 2 * steps;
  int blkY = tile * blockIdx.y - brows, blkX = tile * blockIdx.x - bcols;
  int blkYmax = blkY + BS - 1, blkXmax = blkX + BS - 1;
  int y = blkY + ty, x = blkX + tx;
  int index = cols * y + x;
  if (IN_RANGE(y, 0, rows - 1) && IN_RANGE(x, 0, cols - 1)) {
    t[ty][tx] = src[index];
    p[ty][tx] = power[index];
  }
  __syncthreads();
  int validYmin = blkY < 0 ? -blkY : 0;
  int validYmax = blkYmax > rows - 1 ? BS - 1 - (blkYmax - rows + 1) : BS - 1;
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkXmax > cols - 1 ? BS - 1 - (blkXmax - cols + 1) : BS - 1;
  int north = ty - 1 < validYmin ? validYmin : ty - 1, south = ty + 1 > validYmax ? validYmax : ty + 1;
  int west = tx - 1 < validXmin ? validXmin : tx - 1, east = tx + 1 > validXmax ? validXmax : tx + 1;
  bool computed;
  for (int s = 0; s < steps; s++) {
    computed = false;
    if (IN_RANGE(tx, s + 1, BS - s - 2) && IN_RANGE(ty, s + 1, BS - s - 2) && IN_RANGE(tx, validXmin, validXmax) &&
        IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      u[ty][tx] = t[ty][tx] + k * (p[ty][tx] + t[south][tx] + t[north][tx] + t[ty][east] + t[ty][west] - 4.0f * t[ty][tx]);
    }
    __syncthreads();
    if (s == steps - 1)
      break;
    if (computed)
      t[ty][tx] = u[ty][tx];
    __syncthreads();
  }
  if (computed)
    dst[index] = u[ty][tx];
}

int main() {
  bool ok = true;
  const int total = 11, per_launch = 3;

  // 1-D: a 3-point integer stencil, zero outside [0, n).
  const int n = 1000;
  static int h[n], ref[n], tmp[n];
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = (i * 37) % 101;
  int *da, *db;
  CHECK(cudaMalloc(&da, sizeof h));
  CHECK(cudaMalloc(&db, sizeof h));
  CHECK(cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice));
  for (int t = 0; t < total; t += per_launch) {
    int steps = total - t < per_launch ? total - t : per_launch;
    int tile = BS - 2 * steps;
    ripple_steps<<<(n + tile - 1) / tile, BS>>>(steps, da, db, n, steps);
    int *swap = da;
    da = db;
    db = swap;
  }
  CHECK(cudaMemcpy(h, da, sizeof h, cudaMemcpyDeviceToHost));
  static int flagged[n];
  for (int i = 0; i < n; i++)
    flagged[i] = (i * 37) % 101;
  CHECK(cudaMemcpy(da, flagged, sizeof flagged, cudaMemcpyHostToDevice));
  for (int t = 0; t < total; t += per_launch) {
    int steps = total - t < per_launch ? total - t : per_launch;
    int tile = BS - 2 * steps;
    ripple_flagged<<<(n + tile - 1) / tile, BS>>>(steps, da, db, n, steps);
    int *swap = da;
    da = db;
    db = swap;
  }
  CHECK(cudaMemcpy(flagged, da, sizeof flagged, cudaMemcpyDeviceToHost));
  for (int t = 0; t < total; t++) {
    for (int i = 0; i < n; i++) {
      int l = i > 0 ? ref[i - 1] : 0, r = i < n - 1 ? ref[i + 1] : 0;
      tmp[i] = (l + 2 * ref[i] + r) / 4 + (i % 7 == 3);
    }
    for (int i = 0; i < n; i++)
      ref[i] = tmp[i];
  }
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == ref[i] && flagged[i] == ref[i];
  sum(h, sizeof h);
  sum(flagged, sizeof flagged);

  // A minimum-cost path down the rows of a cost grid (row 0 starts it).
  const int pcols = 300, prows = 40;
  static int cost[prows * pcols], path[pcols], pref[pcols], ptmp[pcols];
  for (int i = 0; i < prows * pcols; i++)
    cost[i] = (i * 7919 + 13) % 10;
  for (int x = 0; x < pcols; x++)
    path[x] = pref[x] = cost[x];
  int *dcost, *pa, *pb;
  CHECK(cudaMalloc(&dcost, sizeof cost));
  CHECK(cudaMalloc(&pa, sizeof path));
  CHECK(cudaMalloc(&pb, sizeof path));
  CHECK(cudaMemcpy(dcost, cost, sizeof cost, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(pa, path, sizeof path, cudaMemcpyHostToDevice));
  for (int t = 0; t < prows - 1; t += per_launch) {
    int steps = prows - 1 - t < per_launch ? prows - 1 - t : per_launch;
    int tile = BS - 2 * steps;
    min_path_steps<<<(pcols + tile - 1) / tile, BS>>>(steps, dcost + pcols, pa, pb, pcols, t, steps);
    int *swap = pa;
    pa = pb;
    pb = swap;
  }
  CHECK(cudaMemcpy(path, pa, sizeof path, cudaMemcpyDeviceToHost));
  for (int r = 1; r < prows; r++) {
    for (int x = 0; x < pcols; x++) {
      int best = pref[x];
      if (x > 0 && pref[x - 1] < best)
        best = pref[x - 1];
      if (x < pcols - 1 && pref[x + 1] < best)
        best = pref[x + 1];
      ptmp[x] = best + cost[r * pcols + x];
    }
    for (int x = 0; x < pcols; x++)
      pref[x] = ptmp[x];
  }
  for (int x = 0; x < pcols; x++)
    ok = ok && path[x] == pref[x];
  sum(path, sizeof path);

  // 2-D: heat diffusion, zero outside the grid.
  const int cols = 70, rows = 53;
  static float g[rows * cols], gref[rows * cols], gtmp[rows * cols];
  for (int i = 0; i < rows * cols; i++)
    g[i] = gref[i] = (float)((i * 7919) % 613) / 61.0f;
  float *ga, *gb;
  CHECK(cudaMalloc(&ga, sizeof g));
  CHECK(cudaMalloc(&gb, sizeof g));
  CHECK(cudaMemcpy(ga, g, sizeof g, cudaMemcpyHostToDevice));
  for (int t = 0; t < total; t += per_launch) {
    int steps = total - t < per_launch ? total - t : per_launch;
    int tile = BS - 2 * steps;
    dim3 grid((cols + tile - 1) / tile, (rows + tile - 1) / tile);
    heat_steps<<<grid, dim3(BS, BS)>>>(steps, ga, gb, cols, rows, steps, steps);
    float *swap = ga;
    ga = gb;
    gb = swap;
  }
  CHECK(cudaMemcpy(g, ga, sizeof g, cudaMemcpyDeviceToHost));
  for (int t = 0; t < total; t++) {
    for (int y = 0; y < rows; y++)
      for (int x = 0; x < cols; x++) {
        float c = gref[y * cols + x];
        float up = y > 0 ? gref[(y - 1) * cols + x] : 0.0f, down = y < rows - 1 ? gref[(y + 1) * cols + x] : 0.0f;
        float left = x > 0 ? gref[y * cols + x - 1] : 0.0f, right = x < cols - 1 ? gref[y * cols + x + 1] : 0.0f;
        gtmp[y * cols + x] = c + 0.2f * (up + down + left + right - 4.0f * c);
      }
    for (int i = 0; i < rows * cols; i++)
      gref[i] = gtmp[i];
  }
  for (int i = 0; i < rows * cols; i++)
    ok = ok && near(g[i], gref[i]);
  sum(g, sizeof g);

  // Rodinia hotspot's shape: heat with a power input, neighbours outside
  // the grid read as the cell itself.
  static float pw[rows * cols], hs[rows * cols], href[rows * cols];
  for (int i = 0; i < rows * cols; i++) {
    pw[i] = (float)((i * 31) % 17) / 170.0f;
    hs[i] = href[i] = (float)((i * 7919) % 613) / 61.0f;
  }
  float *dp, *ha, *hb;
  CHECK(cudaMalloc(&dp, sizeof pw));
  CHECK(cudaMalloc(&ha, sizeof hs));
  CHECK(cudaMalloc(&hb, sizeof hs));
  CHECK(cudaMemcpy(dp, pw, sizeof pw, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(ha, hs, sizeof hs, cudaMemcpyHostToDevice));
  for (int t = 0; t < total; t += per_launch) {
    int steps = total - t < per_launch ? total - t : per_launch;
    int tile = BS - 2 * steps;
    dim3 grid((cols + tile - 1) / tile, (rows + tile - 1) / tile);
    hotspot_steps<<<grid, dim3(BS, BS)>>>(steps, dp, ha, hb, cols, rows, steps, steps, 0.1f);
    float *swap = ha;
    ha = hb;
    hb = swap;
  }
  CHECK(cudaMemcpy(hs, ha, sizeof hs, cudaMemcpyDeviceToHost));
  for (int t = 0; t < total; t++) {
    for (int y = 0; y < rows; y++)
      for (int x = 0; x < cols; x++) {
        float c = href[y * cols + x];
        float north = href[(y > 0 ? y - 1 : y) * cols + x], south = href[(y < rows - 1 ? y + 1 : y) * cols + x];
        float west = href[y * cols + (x > 0 ? x - 1 : x)], east = href[y * cols + (x < cols - 1 ? x + 1 : x)];
        gtmp[y * cols + x] = c + 0.1f * (pw[y * cols + x] + south + north + east + west - 4.0f * c);
      }
    for (int i = 0; i < rows * cols; i++)
      href[i] = gtmp[i];
  }
  for (int i = 0; i < rows * cols; i++)
    ok = ok && near(hs[i], href[i]);
  sum(hs, sizeof hs);
  return finish(ok);
}
