// A grid-stride loop: split or not, every block must see the original
// gridDim, so the results cannot depend on the device count.
// expect: gsum any
#include "check.h"

__global__ void gsum(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c[i] = a[i] + 3.0f * b[i];
}

int main() {
  const int n = 3000;
  static float ha[n], hb[n], out[n];
  for (int i = 0; i < n; i++) {
    ha[i] = (float)(i % 100);
    hb[i] = (float)(i % 7);
  }
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof out));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  gsum<<<6, 64>>>(a, b, c, n);
  CHECK(cudaMemcpy(out, c, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == ha[i] + 3.0f * hb[i];
  sum(out, sizeof out);
  return finish(ok);
}
