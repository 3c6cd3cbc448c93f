// handport.cu — a CUDA program ported to several GPUs by hand with the
// mgpucc runtime API (mgpu.h), no rewriting involved.
//
// The kernel smooths a rows x cols grid vertically and writes each row's
// results through a column permutation: out[r][perm[c]]. The analysis
// cannot split it (the write address depends on data it cannot see), but
// its author knows perm is a permutation of 0..cols-1, so every block
// writes only its own rows. The hand-written descriptor below says so:
// reads are row blocks with a halo of one row, writes are row blocks, perm
// is read whole by every device. With it the runtime splits the grid by
// rows over all devices. Output is checked bit for bit against the CPU.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime.h>

#include "mgpu.h"

__device__ void smooth_permute_at(float *out, const float *in, const int *perm, int rows, int cols, int by) {
  int r = by * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows || c >= cols)
    return;
  float up = in[(r > 0 ? r - 1 : r) * cols + c];
  float down = in[(r < rows - 1 ? r + 1 : r) * cols + c];
  out[r * cols + perm[c]] = 0.25f * (up + 2.0f * in[r * cols + c] + down);
}

extern "C" __global__ void smooth_permute(float *out, const float *in, const int *perm, int rows, int cols) {
  smooth_permute_at(out, in, perm, rows, cols, blockIdx.y);
}

// The partitioned variant the runtime launches on each device: the six
// trailing parameters are the partition's block offset (z, y, x) and the
// original grid size (z, y, x) (docs/abi.md).
extern "C" __global__ void smooth_permute_part(float *out, const float *in, const int *perm, int rows, int cols,
                                               int oz, int oy, int ox, int gz, int gy, int gx) {
  smooth_permute_at(out, in, perm, rows, cols, blockIdx.y + oy);
}

// The descriptor. Ranges are in elements of the pointer arguments; row
// lengths come from the scalar argument cols (scalar slot 1).
static const mgpu_param_desc params[] = {
    /* out */ {MGPU_PARAM_POINTER, 8, sizeof(float), -1, 0, 0,
               /* read */ {MGPU_ACCESS_NONE, 0, 0, {0}},
               /* write */ {MGPU_ACCESS_ROWS_2D, 0, 0, {MGPU_SCALAR(1), 0, 1, 0}},
               /* may_write */ {MGPU_ACCESS_NONE, 0, 0, {0}}},
    /* in */ {MGPU_PARAM_POINTER, 8, sizeof(float), -1, 0, 0,
              {MGPU_ACCESS_ROWS_2D, 0, 0, {MGPU_SCALAR(1), 1, 1, 0}},
              {MGPU_ACCESS_NONE, 0, 0, {0}},
              {MGPU_ACCESS_NONE, 0, 0, {0}}},
    /* perm */ {MGPU_PARAM_POINTER, 8, sizeof(int), -1, 0, 0,
                {MGPU_ACCESS_REPLICATED, 0, 0, {0}},
                {MGPU_ACCESS_NONE, 0, 0, {0}},
                {MGPU_ACCESS_NONE, 0, 0, {0}}},
    /* rows */ {MGPU_PARAM_SCALAR, 4, 0, 0, 1, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {0, 0, 0, {0}}},
    /* cols */ {MGPU_PARAM_SCALAR, 4, 0, 1, 1, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {0, 0, 0, {0}}},
};

static const mgpu_kernel_desc smooth_permute_desc = {
    "smooth_permute", "smooth_permute", "smooth_permute_part",
    "hand port: writes stay in each block's own rows", "handport.cu:33", MGPU_SPLIT_Y, 5, params};

// Registered from a static constructor, like generated descriptors: the
// runtime reads it on its first call.
__attribute__((constructor)) static void register_descriptor(void) { __mgpuRegisterKernel(&smooth_permute_desc); }

#define CHECK(call)                                                                                                    \
  do {                                                                                                                 \
    cudaError_t e_ = (call);                                                                                           \
    if (e_ != cudaSuccess) {                                                                                           \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, __mgpuGetErrorString(e_));                        \
      return 1;                                                                                                        \
    }                                                                                                                  \
  } while (0)

static void cpu_step(float *out, const float *in, const int *perm, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      float up = in[(r > 0 ? r - 1 : r) * cols + c];
      float down = in[(r < rows - 1 ? r + 1 : r) * cols + c];
      out[r * cols + perm[c]] = 0.25f * (up + 2.0f * in[r * cols + c] + down);
    }
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 150, cols = argc > 2 ? atoi(argv[2]) : 48, iters = 8;
  size_t n = (size_t)rows * cols;
  float *host = (float *)malloc(n * sizeof(float)), *ref = (float *)malloc(n * sizeof(float)),
        *tmp = (float *)malloc(n * sizeof(float));
  int *perm = (int *)malloc(cols * sizeof(int));
  for (size_t i = 0; i < n; i++)
    host[i] = ref[i] = (float)((i * 7919) % 1000) / 8.0f;
  for (int c = 0; c < cols; c++)
    perm[c] = (c * 5 + 3) % cols; // a permutation when gcd(5, cols) == 1
  for (int it = 0; it < iters; it++) {
    cpu_step(tmp, ref, perm, rows, cols);
    memcpy(ref, tmp, n * sizeof(float));
  }

  float *a, *b;
  int *dperm;
  CHECK(__mgpuMalloc(&a, n * sizeof(float)));
  CHECK(__mgpuMalloc(&b, n * sizeof(float)));
  CHECK(__mgpuMalloc(&dperm, cols * sizeof(int)));
  CHECK(__mgpuMemcpy(a, host, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(__mgpuMemcpy(dperm, perm, cols * sizeof(int), cudaMemcpyHostToDevice));
  dim3 block(16, 8), grid((cols + 15) / 16, (rows + 7) / 8);
  for (int it = 0; it < iters; it++) {
    CHECK(__mgpu_launch(smooth_permute, grid, block, 0, 0, b, a, dperm, rows, cols));
    float *t = a;
    a = b;
    b = t;
  }
  CHECK(__mgpuDeviceSynchronize());
  CHECK(__mgpuMemcpy(host, a, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(__mgpuFree(a));
  CHECK(__mgpuFree(b));
  CHECK(__mgpuFree(dperm));
  for (size_t i = 0; i < n; i++)
    if (memcmp(&host[i], &ref[i], sizeof(float)) != 0) {
      fprintf(stderr, "handport: element %zu: got %g, want %g\n", i, host[i], ref[i]);
      return 1;
    }
  printf("handport: OK (%d x %d, %d iterations)\n", rows, cols, iters);
  return 0;
}
