// Time-blocked stencils: several time steps per launch in shared memory,
// each block keeping a tile of results that shrinks by two cells per step
// (tile = BS - 2*steps, computed in the kernel from the step count) with a
// halo of `border` cells loaded beside it, as Rodinia's pathfinder and
// hotspot do: a 1-D integer stencil and a 2-D heat stencil. Their indices
// are products of an argument and blockIdx (tile*blockIdx.x - border +
// threadIdx.x); for one launch those are constants, so the blocks own
// their tiles when the border is the step count, which each launch is
// checked for. The last launch of a run does fewer steps. ripple_flagged
// stores where a flag its step loop sets says the last step computed, as
// Rodinia's kernels do (the flag is undefined where the loop does not run:
// the split requires steps >= 1).
// expect: ripple_steps split x
// expect: ripple_flagged split x
// expect: heat_steps split y
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
  return finish(ok);
}
