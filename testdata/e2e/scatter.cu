// A permutation scatter (data-dependent write address: unsplit) between
// split kernels.
// expect: makeperm split x
// expect: scatter not split
// expect: twice split x
#include "check.h"

__global__ void makeperm(int *perm, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    perm[i] = (i * 37) % n; // n is prime: a permutation
}
__global__ void scatter(const float *in, const int *perm, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[perm[i]] = in[i];
}
__global__ void twice(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * a[i];
}

int main() {
  const int n = 509;
  float h[n], out[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)i;
  float *in, *o;
  int *perm;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&o, sizeof h));
  CHECK(cudaMalloc(&perm, n * sizeof(int)));
  CHECK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  makeperm<<<(n + 63) / 64, 64>>>(perm, n);
  twice<<<(n + 63) / 64, 64>>>(in, n);
  scatter<<<(n + 63) / 64, 64>>>(in, perm, o, n);
  twice<<<(n + 63) / 64, 64>>>(o, n);
  CHECK(cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[(i * 37) % n] == 4.0f * i;
  sum(out, sizeof out);
  return finish(ok);
}
