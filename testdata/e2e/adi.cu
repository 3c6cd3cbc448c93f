// PolyBench's adi (alternating direction implicit): per time step, a
// forward and a backward sweep along the rows (a thread per row, looping
// over its columns) and then along the columns, the column sweeps launched
// once per row i1 (a scalar argument) with a thread per column. The row
// sweeps split by the rows of the threads, the column sweeps by columns,
// so the data changes hands between the two phases.
// expect: adi_rows_forward split x
// expect: adi_rows_last split x
// expect: adi_rows_back split x
// expect: adi_cols_forward split x
// expect: adi_cols_last split x
// expect: adi_cols_back split x
#include "check.h"

#ifndef TSTEPS // scripts/bench.sh sets larger sizes
#define TSTEPS 2
#endif
#ifndef N // scripts/bench.sh sets larger sizes
#define N 21
#endif

__global__ void adi_rows_forward(const double *A, double *B, double *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i1 < N)
    for (int i2 = 1; i2 < N; i2++) {
      X[i1 * N + i2] = X[i1 * N + i2] - X[i1 * N + i2 - 1] * A[i1 * N + i2] / B[i1 * N + i2 - 1];
      B[i1 * N + i2] = B[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / B[i1 * N + i2 - 1];
    }
}

__global__ void adi_rows_last(const double *B, double *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i1 < N) X[i1 * N + N - 1] = X[i1 * N + N - 1] / B[i1 * N + N - 1];
}

__global__ void adi_rows_back(const double *A, const double *B, double *X) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i1 < N)
    for (int i2 = 0; i2 < N - 2; i2++)
      X[i1 * N + N - 2 - i2] =
          (X[i1 * N + N - 2 - i2] - X[i1 * N + N - 3 - i2] * A[i1 * N + N - 3 - i2]) / B[i1 * N + N - 3 - i2];
}

__global__ void adi_cols_forward(const double *A, double *B, double *X, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i2 < N) {
    X[i1 * N + i2] = X[i1 * N + i2] - X[(i1 - 1) * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
    B[i1 * N + i2] = B[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
  }
}

__global__ void adi_cols_last(const double *B, double *X) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i2 < N) X[(N - 1) * N + i2] = X[(N - 1) * N + i2] / B[(N - 1) * N + i2];
}

__global__ void adi_cols_back(const double *A, const double *B, double *X, int i1) {
  int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i2 < N)
    X[(N - 2 - i1) * N + i2] =
        (X[(N - 2 - i1) * N + i2] - X[(N - 3 - i1) * N + i2] * A[(N - 3 - i1) * N + i2]) / B[(N - 2 - i1) * N + i2];
}

static double A[N * N], B[N * N], X[N * N], rB[N * N], rX[N * N];

int main() {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = 0.05 * ((i * 3 + j) % 7);
      B[i * N + j] = rB[i * N + j] = 3.0 + 0.1 * ((i + 2 * j) % 5);
      X[i * N + j] = rX[i * N + j] = 1.0 + 0.01 * (i * (j + 1) % 11);
    }
  double *dA, *dB, *dX;
  CHECK(cudaMalloc(&dA, sizeof A));
  CHECK(cudaMalloc(&dB, sizeof B));
  CHECK(cudaMalloc(&dX, sizeof X));
  CHECK(cudaMemcpy(dA, A, sizeof A, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B, sizeof B, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, X, sizeof X, cudaMemcpyHostToDevice));
  int blocks = (N + 7) / 8;
  for (int t = 0; t < TSTEPS; t++) {
    adi_rows_forward<<<blocks, 8>>>(dA, dB, dX);
    adi_rows_last<<<blocks, 8>>>(dB, dX);
    adi_rows_back<<<blocks, 8>>>(dA, dB, dX);
    for (int i1 = 1; i1 < N; i1++)
      adi_cols_forward<<<blocks, 8>>>(dA, dB, dX, i1);
    adi_cols_last<<<blocks, 8>>>(dB, dX);
    for (int i1 = 0; i1 < N - 2; i1++)
      adi_cols_back<<<blocks, 8>>>(dA, dB, dX, i1);
  }
  CHECK(cudaMemcpy(B, dB, sizeof B, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(X, dX, sizeof X, cudaMemcpyDeviceToHost));

  for (int t = 0; t < TSTEPS; t++) {
    for (int i1 = 0; i1 < N; i1++)
      for (int i2 = 1; i2 < N; i2++) {
        rX[i1 * N + i2] = rX[i1 * N + i2] - rX[i1 * N + i2 - 1] * A[i1 * N + i2] / rB[i1 * N + i2 - 1];
        rB[i1 * N + i2] = rB[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / rB[i1 * N + i2 - 1];
      }
    for (int i1 = 0; i1 < N; i1++)
      rX[i1 * N + N - 1] = rX[i1 * N + N - 1] / rB[i1 * N + N - 1];
    for (int i1 = 0; i1 < N; i1++)
      for (int i2 = 0; i2 < N - 2; i2++)
        rX[i1 * N + N - 2 - i2] =
            (rX[i1 * N + N - 2 - i2] - rX[i1 * N + N - 3 - i2] * A[i1 * N + N - 3 - i2]) / rB[i1 * N + N - 3 - i2];
    for (int i1 = 1; i1 < N; i1++)
      for (int i2 = 0; i2 < N; i2++) {
        rX[i1 * N + i2] = rX[i1 * N + i2] - rX[(i1 - 1) * N + i2] * A[i1 * N + i2] / rB[(i1 - 1) * N + i2];
        rB[i1 * N + i2] = rB[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / rB[(i1 - 1) * N + i2];
      }
    for (int i2 = 0; i2 < N; i2++)
      rX[(N - 1) * N + i2] = rX[(N - 1) * N + i2] / rB[(N - 1) * N + i2];
    for (int i1 = 0; i1 < N - 2; i1++)
      for (int i2 = 0; i2 < N; i2++)
        rX[(N - 2 - i1) * N + i2] =
            (rX[(N - 2 - i1) * N + i2] - rX[(N - 3 - i1) * N + i2] * A[(N - 3 - i1) * N + i2]) / rB[(N - 2 - i1) * N + i2];
  }
  bool ok = true;
  for (int i = 0; i < N * N; i++)
    ok = ok && near(B[i], rB[i]) && near(X[i], rX[i]);
  sum(B, sizeof B);
  sum(X, sizeof X);
  return finish(ok);
}
