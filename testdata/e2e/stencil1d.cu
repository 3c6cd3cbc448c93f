// 3-point 1-D stencil iterated with two buffers.
// expect: smooth split x
#include "check.h"

__global__ void smooth(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (i == 0 || i == n - 1)
    out[i] = in[i];
  else
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

int main() {
  const int n = 1000, iters = 5;
  float h[n], ref[n], tmp[n];
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = (float)((i * 37) % 101);
  float *a, *b;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMemcpy(a, h, n * sizeof(float), cudaMemcpyHostToDevice));
  for (int it = 0; it < iters; it++) {
    smooth<<<(n + 63) / 64, 64>>>(a, b, n);
    float *t = a;
    a = b;
    b = t;
    for (int i = 0; i < n; i++)
      tmp[i] = (i == 0 || i == n - 1) ? ref[i] : 0.25f * ref[i - 1] + 0.5f * ref[i] + 0.25f * ref[i + 1];
    for (int i = 0; i < n; i++)
      ref[i] = tmp[i];
  }
  CHECK(cudaMemcpy(h, a, n * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, sizeof h);
  return finish(ok);
}
