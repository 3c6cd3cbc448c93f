// Non-inlined __device__ functions: row() reads blockIdx.y directly, col()
// through cell() reads blockIdx.x and gridDim.x, clamp() reads neither and
// must be shared by the original and the clone.
#include <cuda_runtime.h>

__device__ __noinline__ int row() { return blockIdx.y * blockDim.y + threadIdx.y; }
__device__ __noinline__ int col() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ __noinline__ int width() { return gridDim.x * blockDim.x; }
__device__ __noinline__ int cell() { return row() * width() + col(); }
__device__ __noinline__ int clamp(int v, int hi) { return v < hi ? v : hi - 1; }

__global__ void index_map(int n, int *out) {
  int i = cell();
  if (i < n)
    out[i] = clamp(i * 3, n);
}
