// __device__ variables: a count by atomicAdd and a flag (split, each
// device's updates combined), a kernel that stores data into one (runs
// unsplit), and split kernels that read them; and a file-scope array
// declared __device__ __shared__, each block's own, which the host code
// registers as a device variable (HeCBench's pns): no device variable.
// expect: count_positive split x
// expect: remember_last not split
// expect: shift split x
// expect: block_totals split x
#include "check.h"

__device__ int positives;
__device__ bool any_big;
__device__ int last;
__device__ __shared__ int staged[64];

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
// block_totals sums each block's 64 elements through the staged array.
__global__ void block_totals(const int *a, int *totals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  staged[threadIdx.x] = i < n ? a[i] : 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    int t = 0;
    for (int j = 0; j < 64; j++)
      t += staged[j];
    totals[blockIdx.x] = t;
  }
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
  const int blocks = (n + 63) / 64;
  int *d_totals, totals[blocks];
  CHECK(cudaMalloc(&d_totals, sizeof totals));
  block_totals<<<blocks, 64>>>(a, d_totals, n);
  CHECK(cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost));
  int out[n];
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = count == want && big == want_big && want_big;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == h[i] - want - h[n - 1];
  for (int b = 0; b < blocks; b++) {
    int t = 0;
    for (int i = b * 64; i < n && i < (b + 1) * 64; i++)
      t += out[i];
    ok = ok && totals[b] == t;
  }
  sum(out, sizeof out);
  sum(totals, sizeof totals);
  sum(&count, sizeof count);
  sum(&big, sizeof big);
  return finish(ok);
}
