// PolyBench style: array sizes are #define'd constants, so indices such as
// i * NJ + j are affine and the analysis reads them as [i][j] with rows of
// NJ; a loop whose counter no address uses; a loop stepping by 4.
// expect: gemm split y
// expect: jacobi split y
// expect: accumulate split x
#include "check.h"

#define NI 37
#define NJ 29
#define NK 23

__global__ void gemm(const float *a, const float *b, float *c, float alpha, float beta) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NI && j < NJ) {
    float s = c[i * NJ + j] * beta;
    for (int k = 0; k < NK; k++)
      s += alpha * a[i * NK + k] * b[k * NJ + j];
    c[i * NJ + j] = s;
  }
}

__global__ void jacobi(const float *in, float *out) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= 1 && i < NI - 1 && j >= 1 && j < NJ - 1)
    out[i * NJ + j] = 0.2f * (in[i * NJ + j] + in[(i - 1) * NJ + j] + in[(i + 1) * NJ + j] +
                              in[i * NJ + j - 1] + in[i * NJ + j + 1]);
}

__global__ void accumulate(float *o, const float *in, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < n)
    for (int r = 0; r < 3; r++)
      for (unsigned j = 0; j < 16; j += 4)
        o[x] += in[x] * (float)j;
}

int main() {
  static float ha[NI * NK], hb[NK * NJ], hc[NI * NJ], ref[NI * NJ], hj[NI * NJ], rj[NI * NJ];
  for (int i = 0; i < NI * NK; i++)
    ha[i] = (float)(i % 11) * 0.25f;
  for (int i = 0; i < NK * NJ; i++)
    hb[i] = (float)(i % 5) - 2.0f;
  for (int i = 0; i < NI * NJ; i++)
    hc[i] = ref[i] = (float)(i % 3);
  float *a, *b, *c, *o;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMalloc(&o, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(o, 0, sizeof hc));
  dim3 block(8, 4), grid((NJ + 7) / 8, (NI + 3) / 4);
  gemm<<<grid, block>>>(a, b, c, 1.5f, 0.5f);
  jacobi<<<grid, block>>>(c, o);
  accumulate<<<(NI * NJ + 63) / 64, 64>>>(o, c, NI * NJ);
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hj, o, sizeof hj, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      float s = ref[i * NJ + j] * 0.5f;
      for (int k = 0; k < NK; k++)
        s += 1.5f * ha[i * NK + k] * hb[k * NJ + j];
      ref[i * NJ + j] = s;
      ok = ok && near(hc[i * NJ + j], s);
    }
  for (int i = 0; i < NI * NJ; i++)
    rj[i] = 0;
  for (int i = 1; i < NI - 1; i++)
    for (int j = 1; j < NJ - 1; j++)
      rj[i * NJ + j] = 0.2f * (ref[i * NJ + j] + ref[(i - 1) * NJ + j] + ref[(i + 1) * NJ + j] +
                               ref[i * NJ + j - 1] + ref[i * NJ + j + 1]);
  for (int i = 0; i < NI * NJ; i++)
    ok = ok && near(hj[i], rj[i] + 3.0f * 24.0f * ref[i]);
  sum(hc, sizeof hc);
  sum(hj, sizeof hj);
  return finish(ok);
}
