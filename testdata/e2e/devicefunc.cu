// __device__ helpers that read blockIdx and gridDim: inlined ones are
// split, a call that stays a call computing the index is not (the address
// is its result). Helpers that stay calls but only map numbers to a number
// (__noinline__, recursion) do not keep a kernel on one GPU, and a large
// helper called twice (CUDA's BlackScholes: clang leaves it a call at -O3)
// is inlined for the analysis.
// expect: ramp split x
// expect: ramp_call not split
// expect: pure_helpers split x
// expect: option_prices split x
#include "check.h"

__device__ int global_index() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ int total_threads() { return gridDim.x * blockDim.x; }
__device__ __noinline__ int global_index_call() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ inline float shape(int i) { return 0.5f * i + 1.0f; }
__device__ __noinline__ float twice(float v) { return 2.0f * v; }
__device__ int tri(int k) { return k <= 0 ? 0 : k + tri(k - 1); }

__global__ void ramp(float *a, int n) {
  int i = global_index();
  if (i < n)
    a[i] = shape(i) + total_threads();
}
__global__ void ramp_call(float *a, int n) {
  int i = global_index_call();
  if (i < n)
    a[i] += 1.0f;
}
__global__ void pure_helpers(float *a, int n) {
  int i = global_index();
  if (i < n)
    a[i] = twice(a[i]) + tri(i % 5);
}

// The cumulative normal distribution (polynomial approximation) and the
// Black-Scholes formula, as in CUDA's sample.
__device__ float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f, a5 = 1.330274429f;
  float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = 0.3989422804f * expf(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}
__device__ void black_scholes(float &call, float &put, float s, float x, float t, float r, float v) {
  float sqrt_t = sqrtf(t);
  float d1 = (logf(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt_t);
  float d2 = d1 - v * sqrt_t;
  float e = expf(-r * t);
  call = s * cnd(d1) - x * e * cnd(d2);
  put = x * e * (1.0f - cnd(d2)) - s * (1.0f - cnd(d1));
}
__global__ void option_prices(float *call, float *put, float *call_hi, float *put_hi, const float *s, const float *x,
                              const float *t, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    black_scholes(call[i], put[i], s[i], x[i], t[i], 0.02f, 0.3f);
    black_scholes(call_hi[i], put_hi[i], s[i], x[i], t[i], 0.02f, 0.6f);
  }
}

int main() {
  const int n = 700, threads = 32, blocks = (n + threads - 1) / threads;
  float *a, out[n];
  CHECK(cudaMalloc(&a, sizeof out));
  ramp<<<blocks, threads>>>(a, n);
  ramp_call<<<blocks, threads>>>(a, n);
  pure_helpers<<<blocks, threads>>>(a, n);
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    int k = i % 5;
    ok = ok && out[i] == 2.0f * (0.5f * i + 2.0f + blocks * threads) + k * (k + 1) / 2;
  }
  sum(out, sizeof out);

  static float hs[n], hx[n], ht[n], hc[2][n], hp[2][n];
  for (int i = 0; i < n; i++) {
    hs[i] = 10.0f + (i % 31);
    hx[i] = 5.0f + (i % 17) * 2.0f;
    ht[i] = 0.25f + (i % 9) * 0.5f;
  }
  float *dc[2], *dp[2], *ds, *dx, *dt;
  for (int v = 0; v < 2; v++) {
    CHECK(cudaMalloc(&dc[v], sizeof hs));
    CHECK(cudaMalloc(&dp[v], sizeof hs));
  }
  CHECK(cudaMalloc(&ds, sizeof hs));
  CHECK(cudaMalloc(&dx, sizeof hx));
  CHECK(cudaMalloc(&dt, sizeof ht));
  CHECK(cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dt, ht, sizeof ht, cudaMemcpyHostToDevice));
  option_prices<<<8, threads>>>(dc[0], dp[0], dc[1], dp[1], ds, dx, dt, n);
  for (int v = 0; v < 2; v++) {
    CHECK(cudaMemcpy(hc[v], dc[v], sizeof hs, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hp[v], dp[v], sizeof hs, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) {
      // put-call parity: C - P = S - X e^{-rT}
      double parity = hs[i] - hx[i] * std::exp(-0.02 * ht[i]);
      ok = ok && std::fabs((hc[v][i] - hp[v][i]) - parity) <= 1e-3 * (1.0 + std::fabs(parity));
    }
    sum(hc[v], sizeof hs);
    sum(hp[v], sizeof hs);
  }
  return finish(ok);
}
