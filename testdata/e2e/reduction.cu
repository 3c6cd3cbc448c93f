// A per-block reduction in shared memory: block b writes partial[b].
// expect: partial_sums split x
#include "check.h"

#define THREADS 64

__global__ void partial_sums(const int *in, int *partial, int n) {
  __shared__ int s[THREADS];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0;
  __syncthreads();
  for (int stride = THREADS / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
}

int main() {
  const int n = 2000, blocks = (n + THREADS - 1) / THREADS;
  static int h[n], part[blocks];
  long long want = 0;
  for (int i = 0; i < n; i++) {
    h[i] = (i * 13) % 101 - 50;
    want += h[i];
  }
  int *in, *p;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&p, sizeof part));
  CHECK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  partial_sums<<<blocks, THREADS>>>(in, p, n);
  CHECK(cudaMemcpy(part, p, sizeof part, cudaMemcpyDeviceToHost));
  long long got = 0;
  bool ok = true;
  for (int b = 0; b < blocks; b++) {
    long long ref = 0;
    for (int i = b * THREADS; i < (b + 1) * THREADS && i < n; i++)
      ref += h[i];
    ok = ok && part[b] == ref;
    got += part[b];
  }
  ok = ok && got == want;
  sum(part, sizeof part);
  return finish(ok);
}
