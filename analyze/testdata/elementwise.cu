// Element-wise kernels over 1-D, 2-D and 3-D arrays.
#include <cuda_runtime.h>

__global__ void scale(float *a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= s;
}

__global__ void saxpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void add2d(float *c, const float *a, const float *b, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < rows && col < cols) c[row * cols + col] = a[row * cols + col] + b[row * cols + col];
}

__global__ void add3d(double *out, const double *in, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) out[(z * ny + y) * nx + x] = 2.0 * in[(z * ny + y) * nx + x];
}

__global__ void strided(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[2 * i + 1] = in[3 * i];
}

__global__ void reversed(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[n - 1 - i];
}

__global__ void unsigned_index(float *out, const float *in, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1.0f;
}

// 1-D data over a 2-D grid of blocks (for more blocks than gridDim.x
// allows): rows of blockDim.x*gridDim.x elements, one per blockIdx.y.
__global__ void grid2d_over_1d(float *y, const float *x, int n) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] + 2.0f;
}

// Inline PTX that only computes on registers (the active mask, the lane
// id) writes no memory.
__global__ void lane_tagged(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane, mask;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("activemask.b32 %0;" : "=r"(mask));
  if (i < n) out[i] = (int)(lane + (mask & 1u));
}

// Halving a block's first index, as an int or as the unsigned product
// blockIdx.x*blockDim.x: a quotient of the block's offset, bounded by its
// definition. Indexed with the product left as it is (not affine), the
// definition is dropped and the quotient would be every index, which no
// enumerator lists (Rodinia dwt2d's staging of pixels stopped the build).
__global__ void quotient_of_product(float *out, const float *in, const float *in2) {
  int first = blockDim.x * blockIdx.x;
  out[first + threadIdx.x] = in[first >> 1] + in2[(blockIdx.x * blockDim.x) >> 1];
}
