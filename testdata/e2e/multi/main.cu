// Several inputs in one program: this file, lib.cu (another translation
// unit with kernels) and factor.c (plain C).
#include "../check.h"

extern "C" int factor(void);
void lib_offset(float *d, int n, float by); // in lib.cu

__global__ void times(float *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= k;
}

int main() {
  const int n = 300;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = i;
  float *d;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  times<<<(n + 31) / 32, 32>>>(d, n, factor());
  lib_offset(d, n, 0.5f);
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == i * factor() + 0.5f;
  sum(h, sizeof h);
  return finish(ok);
}
