// Kernels for the runtime tests. The partitioned variants are written by
// hand here (in a real build partition/ makes them): they take the six
// trailing int32s (block offset z,y,x, original gridDim z,y,x).
#include <cuda_runtime.h>

// 5-point stencil over a rows x cols grid; border cells are copied.
__device__ void stencil_at(float *out, const float *in, int rows, int cols, int by, int bx) {
  int r = by * blockDim.y + threadIdx.y;
  int c = bx * blockDim.x + threadIdx.x;
  if (r >= rows || c >= cols)
    return;
  int i = r * cols + c;
  if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - cols] + in[i + cols]);
}

__global__ void stencil(float *out, const float *in, int rows, int cols) {
  stencil_at(out, in, rows, cols, blockIdx.y, blockIdx.x);
}

extern "C" __global__ void stencil_part(float *out, const float *in, int rows, int cols, int oz, int oy, int ox,
                                        int gz, int gy, int gx) {
  stencil_at(out, in, rows, cols, blockIdx.y + oy, blockIdx.x + ox);
}

// y[i] = a*x[i] + y[i] over n elements, 1-D.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

extern "C" __global__ void saxpy_part(int n, float a, const float *x, float *y, int oz, int oy, int ox, int gz,
                                      int gy, int gx) {
  int i = (blockIdx.x + ox) * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// A kernel the runtime runs unsplit: an indirect write, y[idx[i]] = x[i].
__global__ void scatter(const float *x, const int *idx, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[idx[i]] = x[i];
}

__constant__ float coef[4];
__device__ int counter;

// y[i] = coef[i % 4] * x[i]; counts launches in counter (block 0 thread 0).
__global__ void scale(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = coef[i % 4] * x[i];
  if (i == 0)
    counter += 1;
}

// A buffer pointer inside a by-value aggregate: unsplit on device 0 unless
// the descriptor describes the field.
struct Vec {
  float *p;
  int n;
};

__global__ void inc(Vec v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < v.n)
    v.p[i] += 1.0f;
}

extern "C" __global__ void inc_part(Vec v, int oz, int oy, int ox, int gz, int gy, int gx) {
  int i = (blockIdx.x + ox) * blockDim.x + threadIdx.x;
  if (i < v.n)
    v.p[i] += 1.0f;
}

// Atomic reductions: a histogram of v (values modulo nbins) and the lowest
// value, which the runtime combines across devices.
__device__ void histo_at(const int *v, int n, unsigned *bins, int nbins, int *lowest, int bx) {
  int i = bx * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&bins[(v[i] % nbins + nbins) % nbins], 1u);
    atomicMin(lowest, v[i]);
  }
}

__global__ void histo(const int *v, int n, unsigned *bins, int nbins, int *lowest) {
  histo_at(v, n, bins, nbins, lowest, blockIdx.x);
}

extern "C" __global__ void histo_part(const int *v, int n, unsigned *bins, int nbins, int *lowest, int oz, int oy,
                                      int ox, int gz, int gy, int gx) {
  histo_at(v, n, bins, nbins, lowest, blockIdx.x + ox);
}

// One step k of an LU factorisation of an n x n matrix, in two kernels
// passed k: the column below the pivot divided by it (1-D over rows), then
// the trailing submatrix updated (2-D).
__device__ void lu_scale_at(float *a, int n, int k, int bx) {
  int i = bx * blockDim.x + threadIdx.x;
  if (i > k && i < n)
    a[i * n + k] /= a[k * n + k];
}

__global__ void luScale(float *a, int n, int k) { lu_scale_at(a, n, k, blockIdx.x); }

extern "C" __global__ void luScale_part(float *a, int n, int k, int oz, int oy, int ox, int gz, int gy, int gx) {
  lu_scale_at(a, n, k, blockIdx.x + ox);
}

__device__ void lu_step_at(float *a, int n, int k, int by, int bx) {
  int i = by * blockDim.y + threadIdx.y;
  int j = bx * blockDim.x + threadIdx.x;
  if (i > k && j > k && i < n && j < n)
    a[i * n + j] -= a[i * n + k] * a[k * n + j];
}

__global__ void luStep(float *a, int n, int k) { lu_step_at(a, n, k, blockIdx.y, blockIdx.x); }

extern "C" __global__ void luStep_part(float *a, int n, int k, int oz, int oy, int ox, int gz, int gy, int gx) {
  lu_step_at(a, n, k, blockIdx.y + oy, blockIdx.x + ox);
}
