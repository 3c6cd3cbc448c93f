// Integer atomics into buffers: each device counts into its own copy and
// the runtime combines the copies (exact on integers), so these kernels
// split; a float sum by atomicAdd stays on one device (its rounding would
// change). Histograms of bytes (grid-stride loop), of a 2-D image into
// 64-bit counters, per-block counts in shared memory added once, extremes
// and bit masks, a counter beside a split write, and counts through a
// pointer in a struct argument.
// expect: byte_histogram split x
// expect: block_histogram split x
// expect: image_levels split y
// expect: extremes split x
// expect: clamp split x
// expect: tally split x
// expect: float_total not split
#include "check.h"
#include <cstring>

#define BINS 64

__global__ void byte_histogram(const unsigned char *data, int n, unsigned *bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
}

__global__ void block_histogram(const unsigned char *data, int n, int *bins) {
  __shared__ int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&local[data[i] % BINS], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b])
      atomicAdd(&bins[b], local[b]);
}

__global__ void image_levels(const unsigned char *img, int w, int h, unsigned long long *levels) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    atomicAdd(&levels[img[y * w + x] >> 4], 1ull);
}

__global__ void extremes(const int *v, int n, int *lo, int *hi, unsigned *seen, unsigned *umax, long long *total,
                         unsigned *parity, int *debt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(lo, v[i]);
    atomicMax(hi, v[i]);
    atomicOr(seen, 1u << (v[i] & 31));
    atomicMax(umax, (unsigned)v[i]);
    atomicAdd((unsigned long long *)total, (unsigned long long)(long long)v[i]);
    atomicXor(parity, (unsigned)v[i] * 2654435761u);
    atomicSub(debt, v[i] & 7);
  }
}

__global__ void clamp(float *a, int n, float top, int *clamped) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] > top) {
    a[i] = top;
    atomicAdd(clamped, 1);
  }
}

struct Tally {
  const int *keys;
  int *counts;
  int n;
};
__global__ void tally(Tally t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < t.n)
    atomicAdd(&t.counts[t.keys[i] & 15], 1);
}

__global__ void float_total(const float *a, int n, float *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(total, a[i]);
}

int main() {
  const int n = 20000, w = 97, h = 61;
  static unsigned char data[n], img[w * h];
  static int v[n];
  static float a[n];
  for (int i = 0; i < n; i++) {
    data[i] = (unsigned char)((i * 2654435761u) >> 13);
    v[i] = (int)((i * 1103515245u + 12345u) >> 3) - (1 << 28);
    a[i] = (float)((i * 37) % 1000) / 10.0f;
  }
  for (int i = 0; i < w * h; i++)
    img[i] = (unsigned char)((i * i) % 251);

  unsigned char *d_data, *d_img;
  int *d_v, *d_small;
  unsigned *d_bins, *d_words[3];
  unsigned long long *d_levels;
  long long *d_total;
  float *d_a, *d_ftotal;
  CHECK(cudaMalloc(&d_data, n));
  CHECK(cudaMalloc(&d_img, w * h));
  CHECK(cudaMalloc(&d_v, n * sizeof(int)));
  CHECK(cudaMalloc(&d_a, n * sizeof(float)));
  CHECK(cudaMalloc(&d_bins, 256 * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_small, (BINS + 16) * sizeof(int)));
  CHECK(cudaMalloc(&d_levels, 16 * sizeof(unsigned long long)));
  for (int k = 0; k < 3; k++) {
    CHECK(cudaMalloc(&d_words[k], sizeof(unsigned)));
    CHECK(cudaMemset(d_words[k], 0, sizeof(unsigned)));
  }
  CHECK(cudaMalloc(&d_total, sizeof(long long)));
  CHECK(cudaMalloc(&d_ftotal, sizeof(float)));
  int *d_lo, *d_hi, *d_debt, *d_clamped, *d_counts;
  CHECK(cudaMalloc(&d_lo, sizeof(int)));
  CHECK(cudaMalloc(&d_hi, sizeof(int)));
  CHECK(cudaMalloc(&d_debt, sizeof(int)));
  CHECK(cudaMalloc(&d_clamped, sizeof(int)));
  CHECK(cudaMalloc(&d_counts, 16 * sizeof(int)));
  CHECK(cudaMemcpy(d_data, data, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_img, img, w * h, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_v, v, sizeof v, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_a, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_bins, 0, 256 * sizeof(unsigned)));
  CHECK(cudaMemset(d_small, 0, (BINS + 16) * sizeof(int)));
  CHECK(cudaMemset(d_levels, 0, 16 * sizeof(unsigned long long)));
  CHECK(cudaMemset(d_total, 0, sizeof(long long)));
  CHECK(cudaMemset(d_ftotal, 0, sizeof(float)));
  CHECK(cudaMemset(d_debt, 0, sizeof(int)));
  CHECK(cudaMemset(d_clamped, 0, sizeof(int)));
  CHECK(cudaMemset(d_counts, 0, 16 * sizeof(int)));
  int lo0 = 1 << 30, hi0 = -(1 << 30);
  CHECK(cudaMemcpy(d_lo, &lo0, sizeof lo0, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_hi, &hi0, sizeof hi0, cudaMemcpyHostToDevice));

  // Twice, so that the second launch adds to what the first combined.
  for (int rep = 0; rep < 2; rep++) {
    byte_histogram<<<24, 128>>>(d_data, n, d_bins);
    block_histogram<<<(n + 255) / 256, 256>>>(d_data, n, d_small);
  }
  image_levels<<<dim3((w + 15) / 16, (h + 7) / 8), dim3(16, 8)>>>(d_img, w, h, d_levels);
  extremes<<<(n + 127) / 128, 128>>>(d_v, n, d_lo, d_hi, d_words[0], d_words[1], d_total, d_words[2], d_debt);
  clamp<<<(n + 255) / 256, 256>>>(d_a, n, 75.0f, d_clamped);
  Tally t = {d_v, d_counts, n};
  tally<<<(n + 191) / 192, 192>>>(t);
  float_total<<<(n + 255) / 256, 256>>>(d_a, n, d_ftotal);

  unsigned bins[256], words[3];
  int small[BINS], lo, hi, debt, clamped, counts[16];
  unsigned long long levels[16];
  long long total;
  float ftotal;
  static float a_out[n];
  CHECK(cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(small, d_small, sizeof small, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(levels, d_levels, sizeof levels, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&lo, d_lo, sizeof lo, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hi, d_hi, sizeof hi, cudaMemcpyDeviceToHost));
  for (int k = 0; k < 3; k++)
    CHECK(cudaMemcpy(&words[k], d_words[k], sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&total, d_total, sizeof total, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&debt, d_debt, sizeof debt, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&clamped, d_clamped, sizeof clamped, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(counts, d_counts, sizeof counts, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&ftotal, d_ftotal, sizeof ftotal, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(a_out, d_a, sizeof a_out, cudaMemcpyDeviceToHost));

  unsigned rbins[256] = {0}, rwords[3] = {0, 0, 0};
  int rsmall[BINS] = {0}, rlo = lo0, rhi = hi0, rdebt = 0, rclamped = 0, rcounts[16] = {0};
  unsigned long long rlevels[16] = {0};
  long long rtotal = 0;
  double rftotal = 0;
  for (int rep = 0; rep < 2; rep++)
    for (int i = 0; i < n; i++) {
      rbins[data[i]]++;
      rsmall[data[i] % BINS]++;
    }
  for (int i = 0; i < w * h; i++)
    rlevels[img[i] >> 4]++;
  for (int i = 0; i < n; i++) {
    rlo = v[i] < rlo ? v[i] : rlo;
    rhi = v[i] > rhi ? v[i] : rhi;
    rwords[0] |= 1u << (v[i] & 31);
    rwords[1] = (unsigned)v[i] > rwords[1] ? (unsigned)v[i] : rwords[1];
    rtotal += v[i];
    rwords[2] ^= (unsigned)v[i] * 2654435761u;
    rdebt -= v[i] & 7;
    rcounts[v[i] & 15]++;
    float c = a[i] > 75.0f ? 75.0f : a[i];
    rclamped += a[i] > 75.0f;
    rftotal += c;
  }
  bool ok = memcmp(bins, rbins, sizeof bins) == 0 && memcmp(small, rsmall, sizeof small) == 0 &&
            memcmp(levels, rlevels, sizeof levels) == 0 && lo == rlo && hi == rhi &&
            memcmp(words, rwords, sizeof words) == 0 && total == rtotal && debt == rdebt && clamped == rclamped &&
            memcmp(counts, rcounts, sizeof counts) == 0 && near(ftotal, rftotal);
  for (int i = 0; i < n; i++)
    ok = ok && a_out[i] == (a[i] > 75.0f ? 75.0f : a[i]);
  sum(bins, sizeof bins);
  sum(small, sizeof small);
  sum(levels, sizeof levels);
  sum(words, sizeof words);
  sum(&total, sizeof total);
  sum(&lo, sizeof lo);
  sum(&hi, sizeof hi);
  sum(&debt, sizeof debt);
  sum(&clamped, sizeof clamped);
  sum(counts, sizeof counts);
  // ftotal is checked, not summed: the order of float atomics differs
  // between runs on one GPU too (blocks run in parallel).
  sum(a_out, sizeof a_out);
  return finish(ok);
}
