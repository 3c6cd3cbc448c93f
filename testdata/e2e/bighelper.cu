// A __device__ helper far larger than any inlining threshold (a hundred
// unrolled terms of transcendental functions), called from two kernels:
// clang keeps it a call in the kernels that run, and the analysis, whose
// IR inlines every helper that is not recursive, sees its accesses (a
// window of neighbours, wrapped at the ends). A recursive helper that
// writes memory stays a call and keeps its kernel unsplit.
// expect: smooth split x
// expect: smooth_twice split x
// expect: fill_recursive not split
#include "check.h"

#define TERMS 48

__device__ float weigh(const float *a, int i, int n) {
  float s = 0;
#pragma unroll
  for (int k = 0; k < TERMS; k++) {
    float v = a[(i + k) % n];
    s += v * (k + 1) - sinf(v) * cosf(v * k) + sqrtf(fabsf(v) + k);
  }
#pragma unroll
  for (int k = 0; k < TERMS; k++) {
    float v = a[(i + n - k) % n];
    s -= v / (k + 2.0f) + expf(-v * v);
  }
  return s;
}

__global__ void smooth(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = weigh(a, i, n);
}

__global__ void smooth_twice(const float *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = weigh(a, i, n) - weigh(a, (i + 1) % n, n);
}

__device__ void fill(float *p, int k, float v) {
  if (k <= 0) return;
  p[k - 1] = v;
  fill(p, k - 2, v + 1.0f);
}

__global__ void fill_recursive(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) fill(out + 8 * i, 8, (float)i);
}

int main() {
  const int n = 300, threads = 64, blocks = (n + threads - 1) / threads;
  static float h[n], once[n], twice[n], filled[8 * n];
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 17) % 29) / 29.0f;
  float *da, *d1, *d2, *df;
  CHECK(cudaMalloc(&da, sizeof h));
  CHECK(cudaMalloc(&d1, sizeof once));
  CHECK(cudaMalloc(&d2, sizeof twice));
  CHECK(cudaMalloc(&df, sizeof filled));
  CHECK(cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(df, 0, sizeof filled));
  smooth<<<blocks, threads>>>(da, d1, n);
  smooth_twice<<<blocks, threads>>>(da, d2, n);
  fill_recursive<<<blocks, threads>>>(df, n);
  CHECK(cudaMemcpy(once, d1, sizeof once, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(twice, d2, sizeof twice, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(filled, df, sizeof filled, cudaMemcpyDeviceToHost));

  bool ok = true;
  static float w[n];
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = 0; k < TERMS; k++) {
      double v = h[(i + k) % n];
      s += v * (k + 1) - sin(v) * cos(v * k) + sqrt(fabs(v) + k);
    }
    for (int k = 0; k < TERMS; k++) {
      double v = h[(i + n - k) % n];
      s -= v / (k + 2.0) + exp(-v * v);
    }
    w[i] = (float)s;
  }
  for (int i = 0; i < n; i++) {
    ok = ok && fabs(once[i] - w[i]) <= 1e-3 * (1 + fabs(w[i]));
    ok = ok && fabs(twice[i] - (w[i] - w[(i + 1) % n])) <= 2e-3 * (1 + fabs(w[i]));
    for (int k = 0; k < 8; k++)
      ok = ok && filled[8 * i + k] == (k % 2 == 1 ? (float)i + (7 - k) / 2 : 0.0f);
  }
  sum(once, sizeof once);
  sum(twice, sizeof twice);
  sum(filled, sizeof filled);
  return finish(ok);
}
