// PolyBench's gramschmidt: a QR factorisation by modified Gram-Schmidt,
// three kernels per column k (a scalar argument): the norm of column k of
// a into r[k][k] by the first thread (launched over the rows' grid, its
// element is the first block's), column k of a normalised into q (a thread
// per row), and the columns right of k made orthogonal to it (a thread per
// column, looping over the rows: r[k][j] and column j of a). The second
// launch reads r[k][k], which none of its blocks writes; the third reads
// column k of q.
// expect: gs_norm split x
// expect: gs_normalise split x
// expect: gs_update split x
#include "check.h"

#ifndef NI // scripts/bench.sh sets larger sizes
#define NI 41
#endif
#ifndef NJ // scripts/bench.sh sets larger sizes
#define NJ 27
#endif

__global__ void gs_norm(const float *a, float *r, int k) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid == 0) {
    float nrm = 0.0f;
    for (int i = 0; i < NI; i++)
      nrm += a[i * NJ + k] * a[i * NJ + k];
    r[k * NJ + k] = sqrtf(nrm);
  }
}

__global__ void gs_normalise(const float *a, const float *r, float *q, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NI) q[i * NJ + k] = a[i * NJ + k] / r[k * NJ + k];
}

__global__ void gs_update(float *a, float *r, const float *q, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j > k && j < NJ) {
    r[k * NJ + j] = 0.0f;
    for (int i = 0; i < NI; i++)
      r[k * NJ + j] += q[i * NJ + k] * a[i * NJ + j];
    for (int i = 0; i < NI; i++)
      a[i * NJ + j] -= q[i * NJ + k] * r[k * NJ + j];
  }
}

static float a[NI * NJ], r[NJ * NJ], q[NI * NJ];
static float ra[NI * NJ], rr[NJ * NJ], rq[NI * NJ];

int main() {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      a[i * NJ + j] = ra[i * NJ + j] = (i == j ? 4.0f : 0.0f) + (float)((i * 7 + j * 3) % 13) / 13.0f;
  float *da, *dr, *dq;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&dr, sizeof r));
  CHECK(cudaMalloc(&dq, sizeof q));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dr, 0, sizeof r));
  CHECK(cudaMemset(dq, 0, sizeof q));
  dim3 block(8);
  for (int k = 0; k < NJ; k++) {
    gs_norm<<<(NI + 7) / 8, block>>>(da, dr, k);
    gs_normalise<<<(NI + 7) / 8, block>>>(da, dr, dq, k);
    gs_update<<<(NJ + 7) / 8, block>>>(da, dr, dq, k);
  }
  CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost));

  for (int k = 0; k < NJ; k++) {
    float nrm = 0.0f;
    for (int i = 0; i < NI; i++)
      nrm += ra[i * NJ + k] * ra[i * NJ + k];
    rr[k * NJ + k] = sqrtf(nrm);
    for (int i = 0; i < NI; i++)
      rq[i * NJ + k] = ra[i * NJ + k] / rr[k * NJ + k];
    for (int j = k + 1; j < NJ; j++) {
      rr[k * NJ + j] = 0.0f;
      for (int i = 0; i < NI; i++)
        rr[k * NJ + j] += rq[i * NJ + k] * ra[i * NJ + j];
      for (int i = 0; i < NI; i++)
        ra[i * NJ + j] -= rq[i * NJ + k] * rr[k * NJ + j];
    }
  }
  bool ok = true;
  for (int i = 0; i < NI * NJ; i++)
    ok = ok && near(a[i], ra[i]) && near(q[i], rq[i]);
  for (int i = 0; i < NJ * NJ; i++)
    ok = ok && near(r[i], rr[i]);
  sum(a, sizeof a);
  sum(r, sizeof r);
  sum(q, sizeof q);
  return finish(ok);
}
