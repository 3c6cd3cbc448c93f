// 2-D 5-point stencil on a rows x cols grid, split y; __launch_bounds__
// adds an nvvm.annotations entry that the clone must share.
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256) stencil(int rows, int cols, const float *in, float *out) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r <= 0 || c <= 0 || r >= rows - 1 || c >= cols - 1)
    return;
  out[r * cols + c] = 0.2f * (in[r * cols + c] + in[(r - 1) * cols + c] + in[(r + 1) * cols + c] +
                              in[r * cols + c - 1] + in[r * cols + c + 1]);
}
