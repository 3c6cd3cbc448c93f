// Elimination steps whose launches read a pivot row or column that none of
// their blocks writes: PolyBench's lu (A[k][k] and row k read by every
// block, rows below k written), Rodinia's gaussian (Fan1's multipliers from
// column t, Fan2's row updates from row t and the right-hand side b[t]),
// and a forward sweep over rows (row i from row i - 1, a column per
// thread).
// expect: lu_scale_row split x
// expect: lu_update split y
// expect: Fan1 split x
// expect: Fan2 split x
// expect: sweep split x
#include "check.h"

#ifndef N // scripts/bench.sh sets larger sizes
#define N 40
#endif

__global__ void lu_scale_row(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < N) A[k * N + j] = A[k * N + j] / A[k * N + k];
}

__global__ void lu_update(float *A, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > k && j > k && i < N && j < N) A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
}

__global__ void Fan1(float *m, float *a, int Size, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t) return;
  m[Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t] =
      a[Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t] / a[Size * t + t];
}

__global__ void Fan2(float *m, float *a, float *b, int Size, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t) return;
  if (threadIdx.y + blockIdx.y * blockDim.y >= Size - t) return;
  int xidx = blockIdx.x * blockDim.x + threadIdx.x;
  int yidx = blockIdx.y * blockDim.y + threadIdx.y;
  a[Size * (xidx + 1 + t) + (yidx + t)] -= m[Size * (xidx + 1 + t) + t] * a[Size * t + (yidx + t)];
  if (yidx == 0) b[xidx + 1 + t] -= m[Size * (xidx + 1 + t) + (yidx + t)] * b[t];
}

__global__ void sweep(double *X, const double *A, int n, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i2 < n) X[i1 * n + i2] = X[i1 * n + i2] - X[(i1 - 1) * n + i2] * A[i1 * n + i2];
}

static float lu_ref[N * N];
static float ga[N * N], gm[N * N], gb[N];

int main() {
  bool ok = true;
  // LU, in place.
  static float h[N * N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      h[i * N + j] = lu_ref[i * N + j] = (i == j) ? N + 1.0f : 1.0f / (1 + (i * 7 + j * 3) % 11);
  float *A;
  CHECK(cudaMalloc(&A, sizeof h));
  CHECK(cudaMemcpy(A, h, sizeof h, cudaMemcpyHostToDevice));
  for (int k = 0; k < N; k++) {
    lu_scale_row<<<(N + 15) / 16, 16>>>(A, k);
    lu_update<<<dim3((N + 7) / 8, (N + 7) / 8), dim3(8, 8)>>>(A, k);
  }
  CHECK(cudaMemcpy(h, A, sizeof h, cudaMemcpyDeviceToHost));
  for (int k = 0; k < N; k++) {
    for (int j = k + 1; j < N; j++)
      lu_ref[k * N + j] = lu_ref[k * N + j] / lu_ref[k * N + k];
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        lu_ref[i * N + j] = lu_ref[i * N + j] - lu_ref[i * N + k] * lu_ref[k * N + j];
  }
  for (int i = 0; i < N * N; i++)
    ok = ok && near(h[i], lu_ref[i]);
  sum(h, sizeof h);

  // Gaussian elimination with a right-hand side.
  const int Size = 37;
  static float a[Size * Size], m[Size * Size], b[Size];
  for (int i = 0; i < Size; i++) {
    for (int j = 0; j < Size; j++)
      a[i * Size + j] = ga[i * Size + j] = (i == j) ? Size + 1.0f : 1.0f / (1 + (i * 3 + j * 5) % 7);
    b[i] = gb[i] = 1.0f + i;
  }
  float *da, *dm, *db;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&dm, sizeof m));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dm, 0, sizeof m));
  CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  for (int t = 0; t < Size - 1; t++) {
    Fan1<<<(Size + 7) / 8, 8>>>(dm, da, Size, t);
    Fan2<<<dim3((Size + 3) / 4, (Size + 3) / 4), dim3(4, 4)>>>(dm, da, db, Size, t);
  }
  CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  for (int t = 0; t < Size - 1; t++) {
    for (int i = t + 1; i < Size; i++)
      gm[i * Size + t] = ga[i * Size + t] / ga[t * Size + t];
    for (int i = t + 1; i < Size; i++) {
      for (int j = t; j < Size; j++)
        ga[i * Size + j] -= gm[i * Size + t] * ga[t * Size + j];
      gb[i] -= gm[i * Size + t] * gb[t];
    }
  }
  for (int i = 0; i < Size * Size; i++)
    ok = ok && near(a[i], ga[i]) && near(m[i], gm[i]);
  for (int i = 0; i < Size; i++)
    ok = ok && near(b[i], gb[i]);
  sum(a, sizeof a);
  sum(m, sizeof m);
  sum(b, sizeof b);

  // A forward sweep over the rows.
  const int n = 50;
  static double sx[n * n], sa[n * n];
  for (int i = 0; i < n * n; i++) {
    sx[i] = 1.0 + (i % 13) * 0.25;
    sa[i] = 0.01 * (i % 7);
  }
  static double x[n * n];
  double *dx, *dA;
  CHECK(cudaMalloc(&dx, sizeof x));
  CHECK(cudaMalloc(&dA, sizeof x));
  CHECK(cudaMemcpy(dx, sx, sizeof x, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dA, sa, sizeof x, cudaMemcpyHostToDevice));
  for (int i1 = 1; i1 < n; i1++)
    sweep<<<(n + 15) / 16, 16>>>(dx, dA, n, i1);
  CHECK(cudaMemcpy(x, dx, sizeof x, cudaMemcpyDeviceToHost));
  for (int i1 = 1; i1 < n; i1++)
    for (int i2 = 0; i2 < n; i2++)
      sx[i1 * n + i2] = sx[i1 * n + i2] - sx[(i1 - 1) * n + i2] * sa[i1 * n + i2];
  for (int i = 0; i < n * n; i++)
    ok = ok && near(x[i], sx[i]);
  sum(x, sizeof x);
  return finish(ok);
}
