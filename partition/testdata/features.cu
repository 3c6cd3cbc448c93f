// Kernel features the partitioned clones must keep working: shared memory
// with barriers, 3-D grids, 64-bit and double scalars.
#include <cuda_runtime.h>

#define TILE 8

// Each block mirrors its TILE x TILE tile through shared memory.
__global__ void mirror_tiles(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int c = blockIdx.x * TILE + threadIdx.x, r = blockIdx.y * TILE + threadIdx.y;
  if (r < rows && c < cols)
    tile[threadIdx.y][threadIdx.x] = in[r * cols + c];
  __syncthreads();
  int mr = blockIdx.y * TILE + (TILE - 1 - threadIdx.y);
  if (r < rows && c < cols && mr < rows)
    out[r * cols + c] = tile[TILE - 1 - threadIdx.y][threadIdx.x];
}

// A 3-D grid: every cell gets its depth weight and the grid's depth.
__global__ void depth_weight(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) {
    int i = (z * ny + y) * nx + x;
    out[i] = in[i] * (z + 1) + gridDim.z;
  }
}

// 64-bit indices and a double scalar.
__global__ void lerp64(const double *a, double *b, long n, double t) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n)
    b[i] = (1.0 - t) * b[i] + t * a[i];
}
