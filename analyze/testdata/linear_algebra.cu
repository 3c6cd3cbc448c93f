// Matrix kernels: tiled matmul with shared memory, naive matmul, transpose,
// matrix-vector product.
#include <cuda_runtime.h>

#define TILE 16

__global__ void matmul_tiled(float *c, const float *a, const float *b, int n) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0;
  for (int t = 0; t < n / TILE; t++) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + t * TILE + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(t * TILE + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; k++) sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = sum;
}

// Without the guard a thread past the last column would write into the
// next row: not provably owned by its block row.
__global__ void matmul_unguarded(float *c, const float *a, const float *b, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0;
  for (int k = 0; k < n; k++) sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}

__global__ void matmul(float *c, const float *a, const float *b, int m, int n, int p) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < m && col < p) {
    float sum = 0;
    for (int k = 0; k < n; k++) sum += a[row * n + k] * b[k * p + col];
    c[row * p + col] = sum;
  }
}

__global__ void transpose(float *out, const float *in, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}

__global__ void matvec(float *y, const float *a, const float *x, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    float s = 0;
    for (int c = 0; c < cols; c++) s += a[r * cols + c] * x[c];
    y[r] = s;
  }
}
