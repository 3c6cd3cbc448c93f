// Conditional writes: affine guards (exact) and data-dependent guards
// (may-writes).
#include <cuda_runtime.h>

__global__ void relu_mask(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0) out[i] = in[i];
}

__global__ void border(float *grid, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < nx && y < ny && (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)) grid[y * nx + x] = 0;
}

__global__ void clamp_index(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = i + 4 < n ? i + 4 : n - 1;
  if (i < n) out[i] = in[j];
}

// Twelve inequalities: 2^12 cases if multiplied out. The analysis caps the
// cases, drops the condition and keeps the write as a may-write.
__global__ void many_conditions(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i != 1 && i != 3 && i != 5 && i != 7 && i != 9 && i != 11 && i != 13 && i != 15 && i != 17 &&
      i != 19 && i != 21 && i != 23)
    out[i] = i;
}

// The column bound follows from a chain of three guards: beyond the quick
// check, proven with isl.
__global__ void chained_bounds(float *out, int nx, int ny, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (w <= nx && h <= w && x < h && y < ny) out[y * nx + x] = 1;
}

// Interior update and boundary copy: clang merges the two stores into one
// block reached from both branches, whose condition is the union of the
// paths (interior, or not interior but inside the grid).
__global__ void interior_or_boundary(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1)
    out[y * nx + x] = 0.25f * (in[y * nx + x - 1] + in[y * nx + x + 1] + in[(y - 1) * nx + x] + in[(y + 1) * nx + x]);
  else if (x < nx && y < ny)
    out[y * nx + x] = in[y * nx + x];
}

// Two guarded stores joining: elements below n are written on one path,
// the others skipped; the union of the paths is still exact.
__global__ void joined_halves(int *out, int n, int half) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v;
  if (i < half)
    v = 1;
  else if (i < n)
    v = 2;
  else
    return;
  out[i] = v;
}
