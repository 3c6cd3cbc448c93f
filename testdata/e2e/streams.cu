// Two streams, async copies and events; one buffer allocated in stream
// order from the device's default memory pool.
// expect: inc split x
#include "check.h"

__global__ void inc(int *a, int n, int by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += by;
}

int main() {
  const int n = 512;
  int h0[n], h1[n];
  for (int i = 0; i < n; i++)
    h0[i] = h1[i] = i;
  int *a, *b;
  CHECK(cudaMalloc(&a, sizeof h0));
  cudaStream_t s0, s1;
  cudaEvent_t start, done;
  CHECK(cudaStreamCreate(&s0));
  CHECK(cudaStreamCreate(&s1));
  cudaMemPool_t pool;
  CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  uint64_t keep = UINT64_MAX, used = 0;
  CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
  CHECK(cudaMallocFromPoolAsync(&b, sizeof h1, pool, s1));
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&done));
  CHECK(cudaEventRecord(start, s0));
  CHECK(cudaMemcpyAsync(a, h0, sizeof h0, cudaMemcpyHostToDevice, s0));
  CHECK(cudaMemcpyAsync(b, h1, sizeof h1, cudaMemcpyHostToDevice, s1));
  inc<<<n / 64, 64, 0, s0>>>(a, n, 5);
  inc<<<n / 128, 128, 0, s1>>>(b, n, 7);
  CHECK(cudaEventRecord(done, s1));
  CHECK(cudaStreamWaitEvent(s0, done, 0));
  inc<<<n / 64, 64, 0, s0>>>(a, n, 1);
  CHECK(cudaMemcpyAsync(h0, a, sizeof h0, cudaMemcpyDeviceToHost, s0));
  CHECK(cudaMemcpyAsync(h1, b, sizeof h1, cudaMemcpyDeviceToHost, s1));
  CHECK(cudaStreamSynchronize(s0));
  CHECK(cudaStreamSynchronize(s1));
  CHECK(cudaEventSynchronize(done));
  float ms = -1;
  CHECK(cudaEventElapsedTime(&ms, start, done));
  bool ok = ms >= 0 && used >= sizeof h1;
  for (int i = 0; i < n; i++)
    ok = ok && h0[i] == i + 6 && h1[i] == i + 7;
  CHECK(cudaFreeAsync(b, s1));
  CHECK(cudaStreamDestroy(s0));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(done));
  sum(h0, sizeof h0);
  sum(h1, sizeof h1);
  return finish(ok);
}
