// A block sum with warp shuffles (__shfl_down_sync) and shared memory, one
// partial sum per block: the common modern reduction. Needs PTX 6.0.
// expect: block_sum split x
#include "check.h"

__inline__ __device__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffff, v, off);
  return v;
}

__global__ void block_sum(const float *in, float *partial, int n) {
  __shared__ float warps[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warp_sum(v);
  if (threadIdx.x % 32 == 0)
    warps[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0.0f;
    v = warp_sum(v);
    if (threadIdx.x == 0)
      partial[blockIdx.x] = v;
  }
}

int main() {
  const int n = 10000, block = 256, blocks = (n + block - 1) / block;
  static float h[n], part[blocks];
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 17) * 0.5f;
  float *d_in, *d_part;
  CHECK(cudaMalloc(&d_in, sizeof h));
  CHECK(cudaMalloc(&d_part, sizeof part));
  CHECK(cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice));
  block_sum<<<blocks, block>>>(d_in, d_part, n);
  CHECK(cudaMemcpy(part, d_part, sizeof part, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int b = 0; b < blocks; b++) {
    double want = 0;
    for (int i = b * block; i < n && i < (b + 1) * block; i++)
      want += h[i];
    ok = ok && near(part[b], want);
  }
  sum(part, sizeof part);
  return finish(ok);
}
