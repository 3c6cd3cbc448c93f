// PolyBench's 3-D convolution, launched once per plane i (a scalar
// argument) over a 2-D grid of the plane's rows j and columns k: plane i of
// b from planes i - 1, i and i + 1 of a. Each launch writes one plane, split
// by its rows; then the same with the planes' sizes as arguments.
// expect: conv3d_plane split y
// expect: conv3d_plane_n split y
#include "check.h"

#ifndef NI // scripts/bench.sh sets larger sizes
#define NI 9
#endif
#ifndef NJ // scripts/bench.sh sets larger sizes
#define NJ 22
#endif
#ifndef NK // scripts/bench.sh sets larger sizes
#define NK 19
#endif

// conv is output element (i, j, k) of planes of nj rows of nk.
__host__ __device__ inline float conv(const float *a, int i, int j, int k, int nj, int nk) {
  const float *above = a + (i - 1) * nj * nk, *here = a + i * nj * nk, *below = a + (i + 1) * nj * nk;
  return 2.0f * above[(j - 1) * nk + k - 1] - 8.0f * above[(j + 1) * nk + k + 1] + 5.0f * here[j * nk + k] -
         3.0f * here[(j - 1) * nk + k] + 6.0f * here[j * nk + k + 1] + 4.0f * below[(j + 1) * nk + k - 1] -
         9.0f * below[j * nk + k];
}

__global__ void conv3d_plane(const float *a, float *b, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > 0 && i < NI - 1 && j > 0 && j < NJ - 1 && k > 0 && k < NK - 1)
    b[i * (NJ * NK) + j * NK + k] = conv(a, i, j, k, NJ, NK);
}

__global__ void conv3d_plane_n(const float *a, float *b, int ni, int nj, int nk, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i > 0 && i < ni - 1 && j > 0 && j < nj - 1 && k > 0 && k < nk - 1)
    b[i * (nj * nk) + j * nk + k] = conv(a, i, j, k, nj, nk);
}

static float a[NI * NJ * NK], b[NI * NJ * NK], bn[NI * NJ * NK], ref[NI * NJ * NK];

int main() {
  for (int i = 0; i < NI * NJ * NK; i++)
    a[i] = (float)((i * 5) % 17) / 17.0f;
  float *da, *db, *dbn;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMalloc(&dbn, sizeof b));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(db, 0, sizeof b));
  CHECK(cudaMemset(dbn, 0, sizeof b));
  dim3 block(8, 4), grid((NK + 7) / 8, (NJ + 3) / 4);
  for (int i = 1; i < NI - 1; i++)
    conv3d_plane<<<grid, block>>>(da, db, i);
  for (int i = 1; i < NI - 1; i++)
    conv3d_plane_n<<<grid, block>>>(da, dbn, NI, NJ, NK, i);
  CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bn, dbn, sizeof bn, cudaMemcpyDeviceToHost));

  for (int i = 1; i < NI - 1; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 1; k < NK - 1; k++)
        ref[i * (NJ * NK) + j * NK + k] = conv(a, i, j, k, NJ, NK);
  bool ok = true;
  for (int i = 0; i < NI * NJ * NK; i++)
    ok = ok && near(b[i], ref[i]) && near(bn[i], ref[i]);
  sum(b, sizeof b);
  sum(bn, sizeof bn);
  return finish(ok);
}
