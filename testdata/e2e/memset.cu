// cudaMemset, then kernels that accumulate into the cleared buffer.
// expect: accumulate split x
#include "check.h"

__global__ void accumulate(int *acc, const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    acc[i] += v[i] * 2 + 1;
}

int main() {
  const int n = 600;
  int h[n], out[n];
  for (int i = 0; i < n; i++)
    h[i] = i % 50;
  int *acc, *v;
  CHECK(cudaMalloc(&acc, sizeof h));
  CHECK(cudaMalloc(&v, sizeof h));
  CHECK(cudaMemset(acc, 0xff, sizeof h)); // garbage first, cleared below
  CHECK(cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(acc, 0, sizeof h));
  for (int k = 0; k < 3; k++)
    accumulate<<<(n + 127) / 128, 128>>>(acc, v, n);
  CHECK(cudaMemset(acc + 100, 0, 50 * sizeof(int))); // clear a middle part
  accumulate<<<(n + 127) / 128, 128>>>(acc, v, n);
  CHECK(cudaMemcpy(out, acc, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == (i >= 100 && i < 150 ? 1 : 4) * (h[i] * 2 + 1);
  sum(out, sizeof out);
  return finish(ok);
}
