// PolyBench's atax and bicg: matrix-vector products with a thread per row
// (a row sweep, tmp[i] from row i of A) and with a thread per column (a
// column sweep, y[j] from column j of A: thread j reads A[i*NY + j] for
// every i). atax computes y = A^T (A x), bicg s = A^T r and q = A p. Each
// kernel writes one element per thread, so all split along x; a column
// sweep reads all of A on every device, a row sweep only its rows.
// expect: atax_rows split x
// expect: atax_cols split x
// expect: bicg_cols split x
// expect: bicg_rows split x
#include "check.h"

#ifndef NX // scripts/bench.sh sets larger sizes
#define NX 43
#endif
#ifndef NY // scripts/bench.sh sets larger sizes
#define NY 37
#endif

__global__ void atax_rows(const float *A, const float *x, float *tmp) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    tmp[i] = 0.0f;
    for (int j = 0; j < NY; j++)
      tmp[i] += A[i * NY + j] * x[j];
  }
}

__global__ void atax_cols(const float *A, const float *tmp, float *y) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    y[j] = 0.0f;
    for (int i = 0; i < NX; i++)
      y[j] += A[i * NY + j] * tmp[i];
  }
}

__global__ void bicg_cols(const float *A, const float *r, float *s) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    float acc = 0.0f;
    for (int i = 0; i < NX; i++)
      acc += r[i] * A[i * NY + j];
    s[j] = acc;
  }
}

__global__ void bicg_rows(const float *A, const float *p, float *q) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    float acc = 0.0f;
    for (int j = 0; j < NY; j++)
      acc += A[i * NY + j] * p[j];
    q[i] = acc;
  }
}

static float A[NX * NY], x[NY], r[NX], tmp[NX], y[NY], s[NY], q[NX];

int main() {
  for (int i = 0; i < NX; i++) {
    for (int j = 0; j < NY; j++)
      A[i * NY + j] = (float)((i * (j + 1)) % 19) / 19.0f;
    r[i] = 1.0f - 0.03f * i;
  }
  for (int j = 0; j < NY; j++)
    x[j] = 0.5f + 0.02f * j;
  float *dA, *dx, *dr, *dtmp, *dy, *ds, *dq;
  CHECK(cudaMalloc(&dA, sizeof A));
  CHECK(cudaMalloc(&dx, sizeof x));
  CHECK(cudaMalloc(&dr, sizeof r));
  CHECK(cudaMalloc(&dtmp, sizeof tmp));
  CHECK(cudaMalloc(&dy, sizeof y));
  CHECK(cudaMalloc(&ds, sizeof s));
  CHECK(cudaMalloc(&dq, sizeof q));
  CHECK(cudaMemcpy(dA, A, sizeof A, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dr, r, sizeof r, cudaMemcpyHostToDevice));
  atax_rows<<<(NX + 7) / 8, 8>>>(dA, dx, dtmp);
  atax_cols<<<(NY + 7) / 8, 8>>>(dA, dtmp, dy);
  bicg_cols<<<(NY + 7) / 8, 8>>>(dA, dr, ds);
  // p = y: the rows' product reads what the column sweep wrote.
  bicg_rows<<<(NX + 7) / 8, 8>>>(dA, dy, dq);
  CHECK(cudaMemcpy(tmp, dtmp, sizeof tmp, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost));

  bool ok = true;
  static float rtmp[NX], ry[NY];
  for (int i = 0; i < NX; i++) {
    rtmp[i] = 0.0f;
    for (int j = 0; j < NY; j++)
      rtmp[i] += A[i * NY + j] * x[j];
    ok = ok && near(tmp[i], rtmp[i]);
  }
  for (int j = 0; j < NY; j++) {
    ry[j] = 0.0f;
    float rs = 0.0f;
    for (int i = 0; i < NX; i++) {
      ry[j] += A[i * NY + j] * rtmp[i];
      rs += r[i] * A[i * NY + j];
    }
    ok = ok && near(y[j], ry[j]) && near(s[j], rs);
  }
  for (int i = 0; i < NX; i++) {
    float rq = 0.0f;
    for (int j = 0; j < NY; j++)
      rq += A[i * NY + j] * ry[j];
    ok = ok && near(q[i], rq);
  }
  sum(tmp, sizeof tmp);
  sum(y, sizeof y);
  sum(s, sizeof s);
  sum(q, sizeof q);
  return finish(ok);
}
