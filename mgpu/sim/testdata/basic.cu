// Element-wise kernels of every type, for the simulator's tests.
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void int_ops(int n, const int *a, const int *b, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i];
  out[8 * i + 0] = x + y;
  out[8 * i + 1] = x - y;
  out[8 * i + 2] = x * y;
  out[8 * i + 3] = x / y;
  out[8 * i + 4] = x % y;
  out[8 * i + 5] = x >> (y & 31);
  out[8 * i + 6] = (int)((unsigned)x >> (y & 31));
  out[8 * i + 7] = x << (y & 31);
}

__global__ void uint64_ops(int n, const unsigned long long *a, const unsigned long long *b, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long x = a[i], y = b[i];
  out[6 * i + 0] = x + y;
  out[6 * i + 1] = x * y;
  out[6 * i + 2] = x / y;
  out[6 * i + 3] = x % y;
  out[6 * i + 4] = (long long)x / (long long)y;
  out[6 * i + 5] = x ^ (y << 7);
}

__global__ void small_ints(int n, const signed char *a, const short *b, unsigned char *c, short *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  signed char x = a[i];
  short y = b[i];
  c[i] = (unsigned char)(x * 3 + 7);
  out[2 * i] = (short)(x * y);
  out[2 * i + 1] = (short)(y / (x | 1));
}

__global__ void float_ops(int n, const float *a, const float *b, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  out[6 * i + 0] = x + y;
  out[6 * i + 1] = x - y;
  out[6 * i + 2] = x * y;
  out[6 * i + 3] = x / y;
  out[6 * i + 4] = x < y ? x : y;
  out[6 * i + 5] = -x;
}

__global__ void double_ops(int n, const double *a, const double *b, double *out, int *cmp) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = a[i], y = b[i];
  out[4 * i + 0] = x + y;
  out[4 * i + 1] = x * y;
  out[4 * i + 2] = x / y;
  out[4 * i + 3] = (double)(float)x;
  cmp[i] = (x < y) | (x == y) << 1 | (x != y) << 2 | (x >= y) << 3;
}

__global__ void conversions(int n, const float *f, const double *d, int *i32, unsigned *u32, long long *i64, float *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  i32[i] = (int)f[i];
  u32[i] = (unsigned)d[i];
  i64[i] = (long long)d[i];
  back[i] = (float)i32[i] + (float)(unsigned)i + (float)i64[i];
}

__global__ void half_ops(int n, const __fp16 *a, const __fp16 *b, __fp16 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[3 * i] = a[i] + b[i];
  out[3 * i + 1] = a[i] * b[i];
  out[3 * i + 2] = (__fp16)((float)a[i] / 3.0f);
}

// clang emits contractable fmul/fadd pairs; the GPU fuses them into fma.
__global__ void mad(int n, const float *a, const float *b, const float *c, float *out, double *dout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[2 * i] = a[i] * b[i] + c[i];
  out[2 * i + 1] = c[i] - a[i] * b[i];
  dout[i] = (double)a[i] * (double)b[i] - (double)c[i];
}
