// __device__ helpers that read blockIdx and gridDim: inlined ones are
// split, a call that stays a call is not (its accesses are unknown).
// expect: ramp split x
// expect: ramp_call not split
#include "check.h"

__device__ int global_index() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ int total_threads() { return gridDim.x * blockDim.x; }
__device__ __noinline__ int global_index_call() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ inline float shape(int i) { return 0.5f * i + 1.0f; }

__global__ void ramp(float *a, int n) {
  int i = global_index();
  if (i < n)
    a[i] = shape(i) + total_threads();
}
__global__ void ramp_call(float *a, int n) {
  int i = global_index_call();
  if (i < n)
    a[i] += 1.0f;
}

int main() {
  const int n = 700, threads = 32, blocks = (n + threads - 1) / threads;
  float *a, out[n];
  CHECK(cudaMalloc(&a, sizeof out));
  ramp<<<blocks, threads>>>(a, n);
  ramp_call<<<blocks, threads>>>(a, n);
  CHECK(cudaMemcpy(out, a, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == 0.5f * i + 2.0f + blocks * threads;
  sum(out, sizeof out);
  return finish(ok);
}
