// A histogram with atomicAdd (split: the devices' counts are combined)
// between split kernels, and the usual atomicCAS loop for a float maximum
// (must run unsplit).
// expect: classify split x
// expect: histogram split x
// expect: normalize split x
// expect: max_of not split
#include "check.h"

#define BINS 16

__global__ void classify(const int *v, int *bin, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bin[i] = (v[i] * 7 + 3) % BINS;
}
__global__ void histogram(const int *bin, int *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&hist[bin[i]], 1);
}
__global__ void normalize(const int *hist, float *freq, int n) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < BINS)
    freq[b] = hist[b] / (float)n;
}

__device__ float atomic_max_float(float *addr, float val) {
  int *ai = (int *)addr;
  int old = *ai, assumed;
  do {
    assumed = old;
    old = atomicCAS(ai, assumed, __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}
__global__ void max_of(const float *freq, float *m) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < BINS)
    atomic_max_float(m, freq[b]);
}

int main() {
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; i++)
    h[i] = (i * i) % 97;
  int *v, *bin, *hist;
  float *freq;
  CHECK(cudaMalloc(&v, sizeof h));
  CHECK(cudaMalloc(&bin, sizeof h));
  CHECK(cudaMalloc(&hist, BINS * sizeof(int)));
  CHECK(cudaMalloc(&freq, BINS * sizeof(float)));
  CHECK(cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(hist, 0, BINS * sizeof(int)));
  classify<<<(n + 63) / 64, 64>>>(v, bin, n);
  histogram<<<(n + 63) / 64, 64>>>(bin, hist, n);
  normalize<<<2, 8>>>(hist, freq, n);
  int out[BINS], ref[BINS] = {0};
  float f[BINS];
  CHECK(cudaMemcpy(out, hist, sizeof out, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(f, freq, sizeof f, cudaMemcpyDeviceToHost));
  float *dmax, fmax = -1.0f, top = 0.0f;
  CHECK(cudaMalloc(&dmax, sizeof(float)));
  CHECK(cudaMemcpy(dmax, &fmax, sizeof fmax, cudaMemcpyHostToDevice));
  max_of<<<2, 8>>>(freq, dmax);
  CHECK(cudaMemcpy(&fmax, dmax, sizeof fmax, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ref[(h[i] * 7 + 3) % BINS]++;
  bool ok = true;
  for (int b = 0; b < BINS; b++) {
    ok = ok && out[b] == ref[b] && f[b] == ref[b] / (float)n;
    top = top > f[b] ? top : f[b];
  }
  ok = ok && fmax == top;
  sum(out, sizeof out);
  sum(f, sizeof f);
  return finish(ok);
}
