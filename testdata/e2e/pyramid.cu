// Rodinia's time-blocked stencils as Rodinia's hosts launch them: the halo
// (`border`) and the grid come from the pyramid height, fixed for the run,
// while each launch does `iteration` = min(pyramid, steps left) steps, so
// the last launch of a run does fewer steps than the pyramid and its
// border is wider than its steps. Each block then stores a tile of
// 16 - 2*iteration results shifted by border - iteration from the tile's
// start (blocks still own disjoint tiles): every launch splits, the last
// one included. calculate_temp is hotspot's kernel (2-D, a power input,
// neighbours clamped to the grid, the `computed` flag), dynproc is
// pathfinder's (1-D, a cost row per step). main also runs a pyramid higher
// than the whole run: its only launch has fewer steps than the pyramid.
// expect: calculate_temp split y
// expect: dynproc split x
#include "check.h"

#define BLOCK_SIZE 16
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

__global__ void calculate_temp(int iteration, const float *power, const float *temp_src, float *temp_dst, int grid_cols,
                               int grid_rows, int border_cols, int border_rows, float k) {
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE];
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty;
  int xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;
  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();
  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1) : BLOCK_SIZE - 1;
  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      float t = temp_on_cuda[ty][tx];
      temp_t[ty][tx] = t + k * (power_on_cuda[ty][tx] + temp_on_cuda[S][tx] + temp_on_cuda[N][tx] +
                                temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 4.0f * t);
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  if (computed)
    temp_dst[index] = temp_t[ty][tx];
}

__global__ void dynproc(int iteration, const int *gpuWall, const int *gpuSrc, int *gpuResults, int cols, int rows,
                        int startStep, int border) {
  __shared__ int prev[BLOCK_SIZE];
  __shared__ int result[BLOCK_SIZE];
  int bx = blockIdx.x, tx = threadIdx.x;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkX = small_block_cols * bx - border;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int xidx = blkX + tx;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - cols + 1) : BLOCK_SIZE - 1;
  int W = tx - 1, E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool isValid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(xidx, 0, cols - 1))
    prev[tx] = gpuSrc[xidx];
  __syncthreads();
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && isValid) {
      computed = true;
      int shortest = MIN(MIN(prev[W], prev[tx]), prev[E]);
      result[tx] = shortest + gpuWall[cols * (startStep + i) + xidx];
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }
  if (computed)
    gpuResults[xidx] = result[tx];
}

// hotspot runs total steps of calculate_temp, pyramid steps per launch, as
// Rodinia's compute_tran_temp does; it returns whether the result matches
// the CPU's.
static bool hotspot(int pyramid, int total) {
  const int cols = 70, rows = 53;
  const float k = 0.1f;
  static float pw[rows * cols], h[rows * cols], ref[rows * cols], tmp[rows * cols];
  for (int i = 0; i < rows * cols; i++) {
    pw[i] = (float)((i * 31) % 17) / 170.0f;
    h[i] = ref[i] = (float)((i * 7919) % 613) / 61.0f;
  }
  float *dp, *dt[2];
  CHECK(cudaMalloc(&dp, sizeof pw));
  CHECK(cudaMalloc(&dt[0], sizeof h));
  CHECK(cudaMalloc(&dt[1], sizeof h));
  CHECK(cudaMemcpy(dp, pw, sizeof pw, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dt[0], h, sizeof h, cudaMemcpyHostToDevice));
  int border = pyramid, small = BLOCK_SIZE - 2 * pyramid;
  dim3 grid(cols / small + (cols % small == 0 ? 0 : 1), rows / small + (rows % small == 0 ? 0 : 1));
  int src = 1, dst = 0;
  for (int t = 0; t < total; t += pyramid) {
    int temp = src;
    src = dst;
    dst = temp;
    calculate_temp<<<grid, dim3(BLOCK_SIZE, BLOCK_SIZE)>>>(MIN(pyramid, total - t), dp, dt[src], dt[dst], cols, rows,
                                                         border, border, k);
  }
  CHECK(cudaMemcpy(h, dt[dst], sizeof h, cudaMemcpyDeviceToHost));
  for (int t = 0; t < total; t++) {
    for (int y = 0; y < rows; y++)
      for (int x = 0; x < cols; x++) {
        float c = ref[y * cols + x];
        float north = ref[(y > 0 ? y - 1 : y) * cols + x], south = ref[(y < rows - 1 ? y + 1 : y) * cols + x];
        float west = ref[y * cols + (x > 0 ? x - 1 : x)], east = ref[y * cols + (x < cols - 1 ? x + 1 : x)];
        tmp[y * cols + x] = c + k * (pw[y * cols + x] + south + north + east + west - 4.0f * c);
      }
    for (int i = 0; i < rows * cols; i++)
      ref[i] = tmp[i];
  }
  bool ok = true;
  for (int i = 0; i < rows * cols; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, sizeof h);
  CHECK(cudaFree(dp));
  CHECK(cudaFree(dt[0]));
  CHECK(cudaFree(dt[1]));
  return ok;
}

// pathfinder finds the minimum-cost paths down rows of a cost grid,
// pyramid rows per launch, as Rodinia's calc_path does.
static bool pathfinder(int pyramid, int rows) {
  const int cols = 300;
  static int wall[64 * cols], result[cols], ref[cols], tmp[cols];
  for (int i = 0; i < rows * cols; i++)
    wall[i] = (i * 7919 + 13) % 10;
  for (int x = 0; x < cols; x++)
    result[x] = ref[x] = wall[x];
  int *dwall, *dres[2];
  CHECK(cudaMalloc(&dwall, sizeof(int) * (rows - 1) * cols));
  CHECK(cudaMalloc(&dres[0], sizeof result));
  CHECK(cudaMalloc(&dres[1], sizeof result));
  CHECK(cudaMemcpy(dwall, wall + cols, sizeof(int) * (rows - 1) * cols, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dres[0], result, sizeof result, cudaMemcpyHostToDevice));
  int border = pyramid, small = BLOCK_SIZE - 2 * pyramid;
  int blockCols = cols / small + (cols % small == 0 ? 0 : 1);
  int src = 1, dst = 0;
  for (int t = 0; t < rows - 1; t += pyramid) {
    int temp = src;
    src = dst;
    dst = temp;
    dynproc<<<blockCols, BLOCK_SIZE>>>(MIN(pyramid, rows - t - 1), dwall, dres[src], dres[dst], cols, rows, t, border);
  }
  CHECK(cudaMemcpy(result, dres[dst], sizeof result, cudaMemcpyDeviceToHost));
  for (int r = 1; r < rows; r++) {
    for (int x = 0; x < cols; x++) {
      int best = ref[x];
      if (x > 0 && ref[x - 1] < best)
        best = ref[x - 1];
      if (x < cols - 1 && ref[x + 1] < best)
        best = ref[x + 1];
      tmp[x] = best + wall[r * cols + x];
    }
    for (int x = 0; x < cols; x++)
      ref[x] = tmp[x];
  }
  bool ok = true;
  for (int x = 0; x < cols; x++)
    ok = ok && result[x] == ref[x];
  sum(result, sizeof result);
  CHECK(cudaFree(dwall));
  CHECK(cudaFree(dres[0]));
  CHECK(cudaFree(dres[1]));
  return ok;
}

int main() {
  bool ok = true;
  // Launches of 3, 3, 3 and 2 steps; of 2 steps under a pyramid of 5.
  ok = hotspot(3, 11) && ok;
  ok = hotspot(5, 2) && ok;
  // 40 rows: launches of 4 x 9 and 3 rows; 3 rows under a pyramid of 6.
  ok = pathfinder(4, 40) && ok;
  ok = pathfinder(6, 4) && ok;
  return finish(ok);
}
