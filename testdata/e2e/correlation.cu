// PolyBench's correlation, and an ADI row sweep, in the suite's own style:
// arrays whose rows are #define'd (M, N) and loops that run to the
// arguments m and n. The correlation's last kernel has thread j1 write row
// j1 of symmat beyond the diagonal and column j1 below it, its loop over
// j2 counted from j1 + 1: the diagonal and the row beyond it vote for rows
// of M + 1, only rows of M keep the column apart from other blocks' rows,
// and only m <= M keeps the columns inside those rows (split_requires).
// The row sweep reads its row's first element before its loop (column 0
// of row i1, not column i1*N of row 0).
// expect: mean_cols split x
// expect: std_cols split x
// expect: normalise split
// expect: corr_rows split x
// expect: row_sweep split x
#include "check.h"

#define M 40
#define N 30
#define EPS 0.1f

__global__ void mean_cols(int m, int n, float *mean, const float *data) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i * M + j];
    mean[j] /= (float)N;
  }
}

__global__ void std_cols(int m, int n, const float *mean, float *stddev, const float *data) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < m) {
    stddev[j] = 0.0f;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
    stddev[j] /= (float)N;
    stddev[j] = sqrtf(stddev[j]);
    if (stddev[j] <= EPS)
      stddev[j] = 1.0f;
  }
}

__global__ void normalise(int m, int n, const float *mean, const float *stddev, float *data) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < m) {
    data[i * M + j] -= mean[j];
    data[i * M + j] /= sqrtf((float)N) * stddev[j];
  }
}

__global__ void corr_rows(int m, int n, float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * M + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * M + j2] = 0.0f;
      for (int i = 0; i < n; i++)
        symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
      symmat[j2 * M + j1] = symmat[j1 * M + j2];
    }
  }
}

__global__ void row_sweep(int n, const float *a, float *b, float *x) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i1 < n) {
    for (int i2 = 1; i2 < n; i2++) {
      x[i1 * N + i2] = x[i1 * N + i2] - x[i1 * N + i2 - 1] * a[i1 * N + i2] / b[i1 * N + i2 - 1];
      b[i1 * N + i2] = b[i1 * N + i2] - a[i1 * N + i2] * a[i1 * N + i2] / b[i1 * N + i2 - 1];
    }
  }
}

// The CPU's correlation of the first m columns, in the kernels' order of
// operations.
static void correlate(int m, int n, const float *in, float *symmat) {
  static float data[N * M], mean[M], stddev[M];
  for (int i = 0; i < N * M; i++)
    data[i] = in[i];
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i * M + j];
    mean[j] /= (float)N;
    stddev[j] = 0.0f;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
    stddev[j] /= (float)N;
    stddev[j] = sqrtf(stddev[j]);
    if (stddev[j] <= EPS)
      stddev[j] = 1.0f;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i * M + j] -= mean[j];
      data[i * M + j] /= sqrtf((float)N) * stddev[j];
    }
  for (int j1 = 0; j1 < m - 1; j1++) {
    symmat[j1 * M + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * M + j2] = 0.0f;
      for (int i = 0; i < n; i++)
        symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
      symmat[j2 * M + j1] = symmat[j1 * M + j2];
    }
  }
}

static float data[N * M], symmat[M * M], ref[M * M];
static float a[N * N], b[N * N], x[N * N], rb[N * N], rx[N * N];

int main() {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i * M + j] = (float)((i * (j + 3)) % 17) / 17.0f + 0.01f * j;
  for (int i = 0; i < N * N; i++) {
    a[i] = 0.1f + (float)(i % 13) / 13.0f;
    b[i] = 2.0f + (float)(i % 7) / 7.0f;
    x[i] = (float)(i % 11) / 11.0f;
  }
  float *ddata, *dmean, *dstd, *dsym, *da, *db, *dx;
  CHECK(cudaMalloc(&ddata, sizeof data));
  CHECK(cudaMalloc(&dmean, M * sizeof(float)));
  CHECK(cudaMalloc(&dstd, M * sizeof(float)));
  CHECK(cudaMalloc(&dsym, sizeof symmat));
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMalloc(&dx, sizeof x));
  CHECK(cudaMemset(dsym, 0, sizeof symmat));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));

  bool ok = true;
  // Fewer columns than the rows hold, then all of them.
  for (int m = M - 7; m <= M; m += 7) {
    int n = m < M ? N - 3 : N;
    CHECK(cudaMemcpy(ddata, data, sizeof data, cudaMemcpyHostToDevice));
    mean_cols<<<(M + 7) / 8, 8>>>(m, n, dmean, ddata);
    std_cols<<<(M + 7) / 8, 8>>>(m, n, dmean, dstd, ddata);
    normalise<<<dim3((M + 7) / 8, (N + 3) / 4), dim3(8, 4)>>>(m, n, dmean, dstd, ddata);
    corr_rows<<<(M + 7) / 8, 8>>>(m, n, dsym, ddata);
    CHECK(cudaMemcpy(symmat, dsym, sizeof symmat, cudaMemcpyDeviceToHost));
    correlate(m, n, data, ref);
    for (int i = 0; i < M * M; i++)
      ok = ok && near(symmat[i], ref[i]);
    sum(symmat, sizeof symmat);
  }

  for (int i = 0; i < N * N; i++) {
    rb[i] = b[i];
    rx[i] = x[i];
  }
  for (int n = N - 5; n <= N; n += 5) {
    row_sweep<<<(N + 7) / 8, 8>>>(n, da, db, dx);
    for (int i1 = 0; i1 < n; i1++)
      for (int i2 = 1; i2 < n; i2++) {
        rx[i1 * N + i2] = rx[i1 * N + i2] - rx[i1 * N + i2 - 1] * a[i1 * N + i2] / rb[i1 * N + i2 - 1];
        rb[i1 * N + i2] = rb[i1 * N + i2] - a[i1 * N + i2] * a[i1 * N + i2] / rb[i1 * N + i2 - 1];
      }
  }
  CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(x, dx, sizeof x, cudaMemcpyDeviceToHost));
  for (int i = 0; i < N * N; i++)
    ok = ok && near(b[i], rb[i]) && near(x[i], rx[i]);
  sum(b, sizeof b);
  sum(x, sizeof x);
  return finish(ok);
}
