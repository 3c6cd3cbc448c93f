// Warp-aggregated histograms: the lanes of a warp holding the same key
// find each other with __match_any_sync, and the lowest of them adds the
// group's count with one atomic (HeCBench's match-based programs); keys of
// 32 and 64 bits (the latter matched as two halves: clang-14's 64-bit
// match writes a register ptxas rejects), a float key matched by its
// bits, and a warp whose lanes all agree (__match_all_sync) taking one
// atomic for all. The counts are integers, so the kernels split.
// expect: group_counts split x
// expect: uniform_runs split x
#include "check.h"
#include <cstring>

#define BINS 16

__global__ void group_counts(const int *keys, const long long *wide, const float *weights, int n, unsigned *bins,
                             unsigned *wideBins, unsigned *signBins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned active = __activemask();
  int lane = threadIdx.x % 32;
  unsigned same = __match_any_sync(active, keys[i]);
  if (lane == __ffs(same) - 1)
    atomicAdd(&bins[keys[i]], (unsigned)__popc(same));
  long long w = wide[i];
  unsigned sameWide = __match_any_sync(active, w);
  if (lane == __ffs(sameWide) - 1)
    atomicAdd(&wideBins[(w >> 40) % BINS + (w & 1) * BINS], (unsigned)__popc(sameWide));
  // 0.0 and -0.0 are different bits, so different groups
  unsigned sameWeight = __match_any_sync(active, weights[i]);
  if (lane == __ffs(sameWeight) - 1)
    atomicAdd(&signBins[__float_as_uint(weights[i]) >> 31], (unsigned)__popc(sameWeight));
}

__global__ void uniform_runs(const int *keys, int n, unsigned *uniform, unsigned *mixed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int all;
  unsigned m = __match_all_sync(__activemask(), keys[i] / 32, &all);
  if (all && threadIdx.x % 32 == __ffs(m) - 1)
    atomicAdd(uniform, (unsigned)__popc(m));
  if (!all)
    atomicAdd(mixed, 1u);
}

int main() {
  const int n = 32 * 96 + 17, block = 64; // a last, partial warp
  static int keys[n], runs[n];
  static long long wide[n];
  static float weights[n];
  unsigned s = 2024;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    keys[i] = (s >> 16) % BINS;
    wide[i] = ((long long)((s >> 8) % 5) << 40) | ((s >> 3) & 1);
    weights[i] = (s >> 11) & 1 ? 0.0f : -0.0f;
    runs[i] = (i / 32) % 3 == 0 ? i : (i / 32 + (i % 7 == 0)) * 32; // every third warp agrees on runs[i] / 32
  }
  int *d_keys, *d_runs;
  long long *d_wide;
  float *d_weights;
  unsigned *d_bins, *d_wideBins, *d_signBins, *d_uniform, *d_mixed;
  CHECK(cudaMalloc(&d_keys, sizeof keys));
  CHECK(cudaMalloc(&d_runs, sizeof runs));
  CHECK(cudaMalloc(&d_wide, sizeof wide));
  CHECK(cudaMalloc(&d_weights, sizeof weights));
  CHECK(cudaMalloc(&d_bins, BINS * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_wideBins, 2 * BINS * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_signBins, 2 * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_uniform, sizeof(unsigned)));
  CHECK(cudaMalloc(&d_mixed, sizeof(unsigned)));
  CHECK(cudaMemcpy(d_keys, keys, sizeof keys, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_runs, runs, sizeof runs, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_wide, wide, sizeof wide, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_weights, weights, sizeof weights, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_bins, 0, BINS * sizeof(unsigned)));
  CHECK(cudaMemset(d_wideBins, 0, 2 * BINS * sizeof(unsigned)));
  CHECK(cudaMemset(d_signBins, 0, 2 * sizeof(unsigned)));
  CHECK(cudaMemset(d_uniform, 0, sizeof(unsigned)));
  CHECK(cudaMemset(d_mixed, 0, sizeof(unsigned)));
  int blocks = (n + block - 1) / block;
  group_counts<<<blocks, block>>>(d_keys, d_wide, d_weights, n, d_bins, d_wideBins, d_signBins);
  uniform_runs<<<blocks, block>>>(d_runs, n, d_uniform, d_mixed);
  unsigned bins[BINS], wideBins[2 * BINS], signBins[2], uniform, mixed;
  CHECK(cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(wideBins, d_wideBins, sizeof wideBins, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(signBins, d_signBins, sizeof signBins, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&uniform, d_uniform, sizeof uniform, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&mixed, d_mixed, sizeof mixed, cudaMemcpyDeviceToHost));

  unsigned want[BINS] = {}, wantWide[2 * BINS] = {}, wantSign[2] = {}, wantUniform = 0, wantMixed = 0;
  for (int i = 0; i < n; i++) {
    want[keys[i]]++;
    wantWide[(wide[i] >> 40) % BINS + (wide[i] & 1) * BINS]++;
    unsigned bits;
    memcpy(&bits, &weights[i], sizeof bits);
    wantSign[bits >> 31]++;
  }
  for (int w = 0; w < n; w += 32) {
    int end = w + 32 < n ? w + 32 : n;
    bool same = true;
    for (int i = w; i < end; i++)
      same = same && runs[i] / 32 == runs[w] / 32;
    if (same)
      wantUniform += end - w;
    else
      wantMixed += end - w;
  }
  bool ok = memcmp(bins, want, sizeof want) == 0 && memcmp(wideBins, wantWide, sizeof wantWide) == 0 &&
            memcmp(signBins, wantSign, sizeof wantSign) == 0 && uniform == wantUniform && mixed == wantMixed &&
            wantUniform > 0 && wantMixed > 0;
  sum(bins, sizeof bins);
  sum(wideBins, sizeof wideBins);
  sum(signBins, sizeof signBins);
  sum(&uniform, sizeof uniform);
  sum(&mixed, sizeof mixed);
  return finish(ok);
}
