// Values that leave a loop: the loop's values in the iteration it leaves
// in (Rodinia hotspot3D marching over z, a last plane after the loop).
#include <cuda_runtime.h>

// A 2-D grid of threads marching over the planes; the last plane after
// the loop, whose guard (nz > 2) may skip it.
__global__ void march(const float *in, float *out, int nx, int ny, int nz) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  int j = blockDim.y * blockIdx.y + threadIdx.y;
  int c = i + j * nx;
  int xy = nx * ny;
  out[c] = in[c] + in[c + xy];
  c += xy;
  for (int k = 1; k < nz - 1; ++k) {
    out[c] = in[c - xy] + in[c] + in[c + xy];
    c += xy;
  }
  out[c] = in[c - xy] + in[c];
}

// Two exit tests (the smaller bound wins), then the element after the
// last one written, in rows of 64.
__global__ void bounded_twice(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *row = out + i * 64;
  int c = 0;
  for (int k = 0; k < n && k < 63; k++) {
    row[c] = 1.0f;
    c++;
  }
  if (c < 64) row[c] = -1.0f;
}

// Leaves at a data-dependent point: not split.
__global__ void until_zero(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = i * n;
  while (in[c] != 0.0f) c++;
  out[c] = 1.0f;
}
