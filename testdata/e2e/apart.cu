// Writes no subscript owns, which isl shows apart between blocks: PolyBench's
// correlation filling a symmetric matrix (thread j1 writes row j1 beyond the
// diagonal and column j1 below it), a reversal writing both ends of an
// array, a compaction of every 32nd element, and a first half computed
// from the second, which no block writes.
// expect: symmetric_fill split x
// expect: reverse split x
// expect: every_32nd split x
// expect: mirror_in_place split x
#include "check.h"

__global__ void symmetric_fill(int m, int n, float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * m + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++) symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
}

__global__ void reverse(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2) {
    out[i] = in[n - 1 - i];
    out[n - 1 - i] = in[i];
  }
}

__global__ void every_32nd(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 32 == 0 && i < n) out[(i + 1) / 32] = in[i] * 2.0f;
}

__global__ void mirror_in_place(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2) a[i] = a[n - 1 - i] + 1.0f;
}

int main() {
  const int m = 150, n = 70, len = 2001;
  static float hdata[n * m], hsym[m * m], ref[m * m], hin[len], hout[len], hc[len], ha[len];
  for (int i = 0; i < n * m; i++)
    hdata[i] = 0.01f * ((i * 7) % 23) - 0.1f;
  for (int i = 0; i < len; i++)
    hin[i] = 0.5f * (i % 41);
  float *data, *sym, *in, *out, *c, *a;
  CHECK(cudaMalloc(&data, sizeof hdata));
  CHECK(cudaMalloc(&sym, sizeof hsym));
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&out, sizeof hout));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMemcpy(data, hdata, sizeof hdata, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(sym, 0, sizeof hsym));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(out, 0, sizeof hout));
  CHECK(cudaMemset(c, 0, sizeof hc));
  CHECK(cudaMemcpy(a, hin, sizeof hin, cudaMemcpyHostToDevice));
  symmetric_fill<<<(m + 31) / 32, 32>>>(m, n, sym, data);
  reverse<<<(len / 2 + 63) / 64, 64>>>(out, in, len);
  every_32nd<<<(len + 95) / 96, 96>>>(c, in, len);
  mirror_in_place<<<(len / 2 + 63) / 64, 64>>>(a, len);
  CHECK(cudaMemcpy(hsym, sym, sizeof hsym, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost));

  for (int j1 = 0; j1 < m - 1; j1++) {
    ref[j1 * m + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      ref[j1 * m + j2] = 0.0f;
      for (int i = 0; i < n; i++) ref[j1 * m + j2] += hdata[i * m + j1] * hdata[i * m + j2];
      ref[j2 * m + j1] = ref[j1 * m + j2];
    }
  }
  bool ok = hsym[(m - 1) * m + m - 1] == 0.0f;
  for (int i = 0; i < m * m - 1; i++)
    ok = ok && near(hsym[i], ref[i]);
  for (int i = 0; i < len; i++) {
    float want = i < len / 2 ? hin[len - 1 - i] : (i >= len - len / 2 ? hin[len - 1 - i] : 0.0f);
    ok = ok && hout[i] == want;
    ok = ok && hc[i] == (i * 32 < len ? hin[i * 32] * 2.0f : 0.0f);
    ok = ok && ha[i] == (i < len / 2 ? hin[len - 1 - i] + 1.0f : hin[i]);
  }
  sum(hsym, sizeof hsym);
  sum(hout, sizeof hout);
  sum(hc, sizeof hc);
  sum(ha, sizeof ha);
  return finish(ok);
}
