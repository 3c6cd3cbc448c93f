// A block per row, its threads striding over the row (for (c =
// threadIdx.x; c < cols; c += blockDim.x)): an update in place, a softmax
// with shared-memory reductions, a column-major layout, and a loop only
// the first 8 threads of each block run (a may-write: the other columns
// keep their values, which live on other devices after a kernel that
// wrote the array back to front).
// expect: row_update split x
// expect: row_softmax split x
// expect: first_threads split x
// expect: column_major split x
#include "check.h"

__global__ void reversed_fill(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[n - 1 - i] = 0.01f * (n - 1 - i);
}

__global__ void row_update(float *a, int rows, int cols) {
  int row = blockIdx.x;
  if (row < rows)
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      a[row * cols + c] = 2.0f * a[row * cols + c] + 1.0f;
}

__global__ void row_softmax(const float *in, float *out, int cols) {
  __shared__ float red[128];
  const float *r = in + blockIdx.x * cols;
  float m = -1e30f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, r[c]);
  red[threadIdx.x] = m;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]);
    __syncthreads();
  }
  m = red[0];
  __syncthreads();
  float sum = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    sum += expf(r[c] - m);
  red[threadIdx.x] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  sum = red[0];
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[blockIdx.x * cols + c] = expf(r[c] - m) / sum;
}

__global__ void first_threads(float *a, int cols) {
  if (threadIdx.x < 8)
    for (int c = threadIdx.x; c < cols; c += blockDim.x)
      a[blockIdx.x * cols + c] = -1.0f;
}

__global__ void column_major(float *a, int rows, int cols) {
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    a[c * rows + blockIdx.x] += 3.0f;
}

int main() {
  const int rows = 37, cols = 301, n = rows * cols;
  static float ref[n], soft[n], got[n];
  float *a, *b;
  CHECK(cudaMalloc(&a, sizeof got));
  CHECK(cudaMalloc(&b, sizeof got));
  bool ok = true;
  reversed_fill<<<(n + 127) / 128, 128>>>(a, n);
  for (int i = 0; i < n; i++)
    ref[i] = 0.01f * i;
  row_update<<<rows, 64>>>(a, rows, cols);
  for (int i = 0; i < n; i++)
    ref[i] = 2.0f * ref[i] + 1.0f;
  first_threads<<<rows, 96>>>(a, cols);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if (c % 96 < 8)
        ref[r * cols + c] = -1.0f;
  row_softmax<<<rows, 128>>>(a, b, cols);
  for (int r = 0; r < rows; r++) {
    double m = -1e30, s = 0;
    for (int c = 0; c < cols; c++)
      m = std::fmax(m, ref[r * cols + c]);
    for (int c = 0; c < cols; c++)
      s += std::exp(ref[r * cols + c] - m);
    for (int c = 0; c < cols; c++)
      soft[r * cols + c] = (float)(std::exp(ref[r * cols + c] - m) / s);
  }
  column_major<<<rows, 32>>>(a, rows, cols);
  for (int i = 0; i < n; i++)
    ref[i] += 3.0f;
  CHECK(cudaMemcpy(got, a, sizeof got, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && got[i] == ref[i];
  sum(got, sizeof got);
  CHECK(cudaMemcpy(got, b, sizeof got, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && near(got[i], soft[i]);
  sum(got, sizeof got);
  return finish(ok);
}
