// __constant__ weights written with cudaMemcpyToSymbol.
// expect: weighted split x
#include "check.h"

#define TAPS 5
__constant__ float weights[TAPS];
__constant__ int offset;

__global__ void weighted(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < TAPS / 2 || i >= n - TAPS / 2)
    return;
  float s = 0;
  for (int k = 0; k < TAPS; k++)
    s += weights[k] * in[i + k - TAPS / 2];
  out[i] = s + offset;
}

int main() {
  const int n = 400;
  float h[n], out[n];
  float w[TAPS] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
  int off = 3;
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 9);
  float *in, *o;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&o, sizeof h));
  CHECK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(o, 0, sizeof h));
  CHECK(cudaMemcpyToSymbol(weights, w, sizeof w));
  CHECK(cudaMemcpyToSymbol(offset, &off, sizeof off));
  weighted<<<(n + 63) / 64, 64>>>(in, o, n);
  CHECK(cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    float s = 0;
    if (i >= TAPS / 2 && i < n - TAPS / 2) {
      for (int k = 0; k < TAPS; k++)
        s += w[k] * h[i + k - TAPS / 2];
      s += off;
    }
    ok = ok && near(out[i], s);
  }
  sum(out, sizeof out);
  return finish(ok);
}
