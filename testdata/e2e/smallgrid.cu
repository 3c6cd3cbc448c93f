// Grids smaller than the device count: 1, 2 and 3 blocks.
// expect: iota split x
#include "check.h"

__global__ void iota(int *a, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = base + i;
}

int main() {
  const int n = 96;
  int *a;
  CHECK(cudaMalloc(&a, n * sizeof(int)));
  iota<<<1, 96>>>(a, n, 0);
  iota<<<2, 32>>>(a, 64, 1000);
  iota<<<3, 8>>>(a, 20, 2000);
  int out[n];
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == (i < 20 ? 2000 + i : i < 64 ? 1000 + i : i);
  sum(out, sizeof out);
  return finish(ok);
}
