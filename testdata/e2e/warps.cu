// One result per warp: warp sums stored by each warp's first lane at
// i / 32, and CSR sparse matrix times vector with a warp per row (the
// "vector" kernel). Split when blockDim.x is a multiple of 32 (checked at
// each launch: 128, 96 and 64 threads). The same product with warps taking
// rows from a counter (ECL-CC's worklist): lane 0 takes the next row with
// an atomic and a shuffle gives it to the others, whose own copy was never
// set (unsplit: it uses the value an atomic returns).
// expect: warp_sums split x
// expect: spmv_vector split x
// expect: spmv_worklist not split
#include "check.h"

__global__ void warp_sums(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0 && i < n)
    out[i >> 5] = v;
}

// row_product is row's product with x, in lane 0: each lane sums every
// 32nd entry, and the lanes' sums are added by shuffles.
__device__ float row_product(int row, int lane, const int *ptr, const int *cols, const float *vals, const float *x) {
  float s = 0.0f;
  for (int j = ptr[row] + lane; j < ptr[row + 1]; j += 32)
    s += vals[j] * x[cols[j]];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_down_sync(0xffffffffu, s, o);
  return s;
}

__global__ void spmv_vector(int rows, const int *ptr, const int *cols, const float *vals, const float *x, float *y) {
  int thread = blockDim.x * blockIdx.x + threadIdx.x, row = thread / 32, lane = thread & 31;
  if (row < rows) {
    float s = row_product(row, lane, ptr, cols, vals, x);
    if (lane == 0)
      y[row] = s;
  }
}

__device__ int next_row;

__global__ void spmv_worklist(int rows, const int *ptr, const int *cols, const float *vals, const float *x, float *y) {
  int lane = threadIdx.x & 31, row;
  if (lane == 0)
    row = atomicAdd(&next_row, 1);
  row = __shfl_sync(0xffffffffu, row, 0);
  while (row < rows) {
    float s = row_product(row, lane, ptr, cols, vals, x);
    if (lane == 0)
      y[row] = s;
    if (lane == 0)
      row = atomicAdd(&next_row, 1);
    row = __shfl_sync(0xffffffffu, row, 0);
  }
}

int main() {
  bool ok = true;
  const int n = 2000, warps = (n + 31) / 32;
  static float hin[n], hw[warps], ref[warps];
  for (int i = 0; i < n; i++)
    hin[i] = (float)(i % 17) - 8.0f;
  for (int w = 0; w < warps; w++) {
    ref[w] = 0;
    for (int i = 32 * w; i < 32 * w + 32 && i < n; i++)
      ref[w] += hin[i];
  }
  float *in, *ws;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&ws, sizeof hw));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  const int block_sizes[] = {128, 96, 64};
  for (int threads : block_sizes) {
    CHECK(cudaMemset(ws, 0, sizeof hw));
    warp_sums<<<(n + threads - 1) / threads, threads>>>(in, ws, n);
    CHECK(cudaMemcpy(hw, ws, sizeof hw, cudaMemcpyDeviceToHost));
    for (int w = 0; w < warps; w++)
      ok = ok && hw[w] == ref[w];
    sum(hw, sizeof hw);
  }

  // A banded matrix: row r has entries at columns r-2 .. r+2*(r%5).
  const int rows = 300;
  static int hptr[rows + 1], hcols[rows * 12];
  static float hvals[rows * 12], hx[rows], hy[rows], yref[rows];
  int nnz = 0;
  for (int r = 0; r < rows; r++) {
    hptr[r] = nnz;
    for (int c = r - 2; c <= r + 2 * (r % 5); c++)
      if (c >= 0 && c < rows) {
        hcols[nnz] = c;
        hvals[nnz++] = 0.25f * ((r + c) % 9) - 1.0f;
      }
  }
  hptr[rows] = nnz;
  for (int c = 0; c < rows; c++)
    hx[c] = 1.0f + 0.5f * (c % 4);
  int *ptr, *cols;
  float *vals, *x, *y;
  CHECK(cudaMalloc(&ptr, sizeof hptr));
  CHECK(cudaMalloc(&cols, nnz * sizeof(int)));
  CHECK(cudaMalloc(&vals, nnz * sizeof(float)));
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMemcpy(ptr, hptr, sizeof hptr, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(cols, hcols, nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(vals, hvals, nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  spmv_vector<<<(rows * 32 + 127) / 128, 128>>>(rows, ptr, cols, vals, x, y);
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  for (int r = 0; r < rows; r++) {
    double s = 0;
    for (int j = hptr[r]; j < hptr[r + 1]; j++)
      s += hvals[j] * hx[hcols[j]];
    ok = ok && near(hy[r], s);
  }
  sum(hy, sizeof hy);

  static float hy2[rows];
  const int first = 0;
  CHECK(cudaMemcpyToSymbol(next_row, &first, sizeof first));
  CHECK(cudaMemset(y, 0, sizeof hy));
  spmv_worklist<<<3, 64>>>(rows, ptr, cols, vals, x, y);
  CHECK(cudaMemcpy(hy2, y, sizeof hy2, cudaMemcpyDeviceToHost));
  for (int r = 0; r < rows; r++)
    ok = ok && hy2[r] == hy[r]; // each row summed in the same order
  int taken;
  CHECK(cudaMemcpyFromSymbol(&taken, next_row, sizeof taken));
  ok = ok && taken == rows + 3 * 64 / 32; // each warp's last take is past the end
  sum(hy2, sizeof hy2);
  return finish(ok);
}
