// __device__ variables: a count by atomicAdd and a flag (split, each
// device's updates combined), a kernel that stores data into one (runs
// unsplit), and split kernels that read them.
// expect: count_positive split x
// expect: remember_last not split
// expect: shift split x
#include "check.h"

__device__ int positives;
__device__ bool any_big;
__device__ int last;

__global__ void count_positive(const int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] > 0) {
    atomicAdd(&positives, 1);
    if (a[i] > 4)
      any_big = true;
  }
}
__global__ void remember_last(const int *a, int n) {
  if (blockIdx.x * blockDim.x + threadIdx.x == n - 1)
    last = a[n - 1];
}
__global__ void shift(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] -= positives + last;
}

int main() {
  const int n = 400;
  int h[n], zero = 0, count = 0, want = 0;
  bool big = false, want_big = false;
  for (int i = 0; i < n; i++) {
    h[i] = (i * 29) % 11 - 5;
    want += h[i] > 0;
    want_big = want_big || h[i] > 4;
  }
  int *a;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(positives, &zero, sizeof zero));
  CHECK(cudaMemcpyToSymbol(any_big, &big, sizeof big));
  count_positive<<<(n + 63) / 64, 64>>>(a, n);
  remember_last<<<(n + 63) / 64, 64>>>(a, n);
  shift<<<(n + 63) / 64, 64>>>(a, n);
  CHECK(cudaMemcpyFromSymbol(&count, positives, sizeof count));
  CHECK(cudaMemcpyFromSymbol(&big, any_big, sizeof big));
  int out[n];
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = count == want && big == want_big && want_big;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == h[i] - want - h[n - 1];
  sum(out, sizeof out);
  sum(&count, sizeof count);
  sum(&big, sizeof big);
  return finish(ok);
}
