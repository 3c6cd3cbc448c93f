// A kernel that writes a __device__ variable runs unsplit; the split
// kernel after it reads it.
// expect: count_positive not split
// expect: shift split x
#include "check.h"

__device__ int positives;

__global__ void count_positive(const int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] > 0)
    atomicAdd(&positives, 1);
}
__global__ void shift(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] -= positives;
}

int main() {
  const int n = 400;
  int h[n], zero = 0, count = 0, want = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (i * 29) % 11 - 5;
    want += h[i] > 0;
  }
  int *a;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(positives, &zero, sizeof zero));
  count_positive<<<(n + 63) / 64, 64>>>(a, n);
  shift<<<(n + 63) / 64, 64>>>(a, n);
  CHECK(cudaMemcpyFromSymbol(&count, positives, sizeof count));
  int out[n];
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = count == want;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == h[i] - want;
  sum(out, sizeof out);
  return finish(ok);
}
