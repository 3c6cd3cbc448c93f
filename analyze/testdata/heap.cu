// Blocks of the device heap (heap.go): kept by their thread, thread-private
// like an alloca; stored where other threads or kernels may read them,
// or a free of a block from memory, not split.
#include <cuda_runtime.h>

__global__ void scratch_median(const float *in, int n, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float *w = (float *)malloc(3 * sizeof(float));
  if (w == NULL)
    return;
  for (int k = 0; k < 3; k++)
    w[k] = in[min(i + k, n - 1)];
  out[i] = w[0] < w[1] ? (w[1] < w[2] ? w[1] : w[2]) : w[0];
  free(w);
}

__global__ void kept_block(int n, float **slots) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    slots[i] = (float *)malloc(16);
}

__global__ void freed_from_memory(int n, float **slots) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    free(slots[i]);
}
