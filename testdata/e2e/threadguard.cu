// Writes that a guard on threadIdx leaves out of every block: the first 48
// threads of each 64-thread block write, the other 16 elements keep the
// values a previous kernel left, which live on other devices (it wrote the
// array back to front). Before the fix the elements left out were claimed
// by the device of the block around them and read back stale.
// expect: reversed_fill split x
// expect: head_threads split x
#include "check.h"

__global__ void reversed_fill(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[n - 1 - i] = 7 * (n - 1 - i);
}

__global__ void head_threads(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 48 && i < n)
    out[i] = in[i] + 1;
}

int main() {
  const int n = 1000;
  static int h[n], r[n];
  for (int i = 0; i < n; i++)
    h[i] = -3 * i;
  int *in, *out;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&out, sizeof h));
  CHECK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  reversed_fill<<<(n + 63) / 64, 64>>>(out, n);
  head_threads<<<(n + 63) / 64, 64>>>(in, out, n);
  CHECK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && r[i] == (i % 64 < 48 ? -3 * i + 1 : 7 * i);
  sum(r, sizeof r);
  return finish(ok);
}
