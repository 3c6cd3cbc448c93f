#include "mgpu.h"
#line 1 "multiline.cu"
// Launches over several lines, nested parentheses and commas, 2, 3 and 4
// configuration arguments, empty argument lists.
#include <cuda_runtime.h>

__global__ void stencil(float *out, const float *in, int rows, int cols, float w) {}
__global__ void tick() {}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
template <typename T> static T pick(T a, T b) { return a > b ? a : b; }

int main() {
  float *a, *b;
  int rows = 512, cols = 512;
  cudaStream_t st;
  __mgpuStreamCreate(&st);
  __mgpuMalloc(&a, rows * cols * sizeof(float));
  __mgpuMalloc(&b, rows * cols * sizeof(float));
  dim3 block(16, 16);
  dim3 grid((cols + block.x - 1) / block.x,
            (rows + block.y - 1) / block.y);
  (void)__mgpu_launch(stencil, grid,
            block, 0, 0, b,
                     a,
                     clampi(rows, 0, (1 << 20)),
                     pick<int>(cols, clampi(cols, 1, 2)),
                     (float)pick(0.25, 0.5));
  (void)__mgpu_launch(stencil, grid, block, 16 * 16 * sizeof(float), 0, a, b, rows, cols, 1.0f);
  (void)__mgpu_launch(stencil, dim3(cols / 16, rows / 16, 1), dim3(16, 16, 1), 0, st,
      b, a, rows, cols, 1.0f);
  (void)__mgpu_launch(stencil
      , grid, block, 0, 0
      , a, b, rows, cols, 1.0f);
  (void)__mgpu_launch(tick, 1, 1, 0, 0);
  (void)__mgpu_launch(tick, 1, 1, 0, st   );
  __mgpuStreamSynchronize(st);
  __mgpuStreamDestroy(st);
  return 0;
}
