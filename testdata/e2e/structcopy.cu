// Structs copied whole between global memory and a thread's own copy:
// LLVM keeps a copy of a struct whose array it indexes at run time as one
// llvm.memcpy of the struct's bytes, a read of that range of the array of
// structs (or a write of it, a struct stored whole); a copy of a length
// known only at run time reaches any element and stays unsplit.
// expect: spectrum_sums split x
// expect: swap_halves split x
// expect: copy_prefix not split
#include "check.h"

#define BINS 12

struct Spectrum {
  float bin[BINS];
  int used;
};

// Sums a spectrum's bins in the order a stride visits them.
__global__ void spectrum_sums(const Spectrum *in, float *out, int n, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Spectrum s = in[i];
  float total = 0;
  for (int k = 0; k < s.used; k++)
    total += s.bin[(k * stride) % BINS];
  out[i] = total;
}

// Writes each spectrum with its halves swapped, from a copy it indexes.
__global__ void swap_halves(const Spectrum *in, Spectrum *out, int n, int shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Spectrum s = in[i], t;
  for (int k = 0; k < BINS; k++)
    t.bin[k] = s.bin[(k + shift) % BINS];
  t.used = s.used;
  out[i] = t;
}

// Copies the first len bytes of each spectrum: a length only the launch
// knows.
__global__ void copy_prefix(const Spectrum *in, Spectrum *out, int n, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __builtin_memcpy(&out[i], &in[i], len);
}

int main() {
  const int n = 500, threads = 64, blocks = (n + threads - 1) / threads;
  static Spectrum h[n], swapped[n], prefix[n];
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < BINS; k++)
      h[i].bin[k] = (float)((i * 31 + k * 7) % 53) * 0.5f;
    h[i].used = 1 + i % BINS;
  }
  Spectrum *din, *dout, *dpre;
  float *dsum;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&dout, sizeof h));
  CHECK(cudaMalloc(&dpre, sizeof h));
  CHECK(cudaMalloc(&dsum, n * sizeof(float)));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dpre, 0, sizeof h));
  spectrum_sums<<<blocks, threads>>>(din, dsum, n, 5);
  swap_halves<<<blocks, threads>>>(din, dout, n, BINS / 2);
  copy_prefix<<<blocks, threads>>>(dout, dpre, n, 6 * (int)sizeof(float));
  static float sums[n];
  CHECK(cudaMemcpy(sums, dsum, sizeof sums, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(swapped, dout, sizeof swapped, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(prefix, dpre, sizeof prefix, cudaMemcpyDeviceToHost));

  bool ok = true;
  for (int i = 0; i < n; i++) {
    float total = 0;
    for (int k = 0; k < h[i].used; k++)
      total += h[i].bin[(k * 5) % BINS];
    ok = ok && sums[i] == total && swapped[i].used == h[i].used;
    for (int k = 0; k < BINS; k++) {
      ok = ok && swapped[i].bin[k] == h[i].bin[(k + BINS / 2) % BINS];
      ok = ok && prefix[i].bin[k] == (k < 6 ? swapped[i].bin[k] : 0.0f);
    }
    ok = ok && prefix[i].used == 0;
  }
  sum(sums, sizeof sums);
  sum(swapped, sizeof swapped);
  sum(prefix, sizeof prefix);
  return finish(ok);
}
