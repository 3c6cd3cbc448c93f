// PolyBench's 2-D kernels: rows of a #define'd length that 32 does not
// divide, guarded by the sizes as arguments, on a grid rounded up to whole
// blocks of 32 x 8 threads (wider than a row): the guard keeps each column
// in its row where the arguments are the sizes (split y if nj <= NJ), which
// the grid alone would not (blockDim.x*gridDim.x <= NJ fails here).
// expect: scale2d split y
// expect: gemm_like split y
// expect: jacobi_like split y
// runs: scale2d y
// runs: gemm_like y
// runs: jacobi_like y
#include "check.h"

#define NI 100
#define NJ 129
#define NK 70

__global__ void scale2d(int ni, int nj, float *a) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj)
    a[i * NJ + j] = a[i * NJ + j] * 0.5f + (float)(i - j);
}

__global__ void gemm_like(int ni, int nj, int nk, float alpha, float beta, const float *a, const float *b, float *c) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj) {
    c[i * NJ + j] *= beta;
    for (int k = 0; k < nk; k++)
      c[i * NJ + j] += alpha * a[i * NK + k] * b[k * NJ + j];
  }
}

__global__ void jacobi_like(int n, const float *a, float *b) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    b[i * NI + j] = 0.2f * (a[i * NI + j] + a[i * NI + j - 1] + a[i * NI + j + 1] + a[(i + 1) * NI + j] + a[(i - 1) * NI + j]);
}

int main() {
  static float a[NI * NK], b[NK * NJ], c[NI * NJ], s[NI * NI], t[NI * NI];
  static float rc[NI * NJ], rs[NI * NI], rt[NI * NI];
  for (int i = 0; i < NI * NK; i++)
    a[i] = (float)((i * 7) % 13) / 13.0f;
  for (int i = 0; i < NK * NJ; i++)
    b[i] = (float)((i * 5) % 11) / 11.0f;
  for (int i = 0; i < NI * NJ; i++)
    c[i] = rc[i] = (float)((i * 3) % 17) / 17.0f;
  for (int i = 0; i < NI * NI; i++)
    s[i] = rs[i] = t[i] = rt[i] = (float)((i * 11) % 23);
  float *da, *db, *dc, *ds, *dt;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMalloc(&dc, sizeof c));
  CHECK(cudaMalloc(&ds, sizeof s));
  CHECK(cudaMalloc(&dt, sizeof t));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(ds, s, sizeof s, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dt, t, sizeof t, cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 gridC((NJ + 31) / 32, (NI + 7) / 8), gridS((NI + 31) / 32, (NI + 7) / 8);
  scale2d<<<gridC, block>>>(NI, NJ, dc);
  gemm_like<<<gridC, block>>>(NI, NJ, NK, 1.5f, 0.25f, da, db, dc);
  for (int step = 0; step < 3; step++) {
    jacobi_like<<<gridS, block>>>(NI, ds, dt);
    jacobi_like<<<gridS, block>>>(NI, dt, ds);
  }
  CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost));
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      float v = rc[i * NJ + j] * 0.5f + (float)(i - j);
      v *= 0.25f;
      for (int k = 0; k < NK; k++)
        v += 1.5f * a[i * NK + k] * b[k * NJ + j];
      rc[i * NJ + j] = v;
    }
  for (int step = 0; step < 6; step++) {
    const float *from = step % 2 ? rt : rs;
    float *to = step % 2 ? rs : rt;
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NI - 1; j++)
        to[i * NI + j] = 0.2f * (from[i * NI + j] + from[i * NI + j - 1] + from[i * NI + j + 1] + from[(i + 1) * NI + j] + from[(i - 1) * NI + j]);
  }
  bool ok = true;
  for (int i = 0; i < NI * NJ; i++)
    ok = ok && near(c[i], rc[i]);
  for (int i = 0; i < NI * NI; i++)
    ok = ok && near(s[i], rs[i]);
  sum(c, sizeof c);
  sum(s, sizeof s);
  return finish(ok);
}
