// Conditional writes: only even elements change, the others keep their
// value on every device.
// expect: evens split x
#include "check.h"

__global__ void evens(int *a, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i % 2 == 0)
    a[i] = v + i;
}

int main() {
  const int n = 500;
  int h[n];
  for (int i = 0; i < n; i++)
    h[i] = -i;
  int *a;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  evens<<<(n + 63) / 64, 64>>>(a, n, 10000);
  CHECK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == (i % 2 == 0 ? 10000 + i : -i);
  sum(h, sizeof h);
  return finish(ok);
}
