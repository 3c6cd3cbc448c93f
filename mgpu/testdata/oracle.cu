// Kernels of the oracle's tests (oracle_test.go), with the partitioned
// kernels a split launch runs (offsets oz, oy, ox; the whole grid gz, gy, gx).
#include <cuda_runtime.h>

// out[i] is the mean of in[i-1], in[i] and in[i+1]; the ends are copied.
__device__ void stencil1d_at(float *out, const float *in, int n, int i) {
  if (i >= n)
    return;
  if (i == 0 || i == n - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0f;
}

__global__ void stencil1d(float *out, const float *in, int n) {
  stencil1d_at(out, in, n, blockIdx.x * blockDim.x + threadIdx.x);
}

extern "C" __global__ void stencil1d_part(float *out, const float *in, int n, int oz, int oy, int ox, int gz, int gy,
                                          int gx) {
  stencil1d_at(out, in, n, (blockIdx.x + ox) * blockDim.x + threadIdx.x);
}
