// Stencils with halos: reads of neighbouring blocks' rows, exact writes.
#include <cuda_runtime.h>

__global__ void jacobi5(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1)
    out[y * nx + x] = 0.25f * (in[(y - 1) * nx + x] + in[(y + 1) * nx + x] + in[y * nx + x - 1] + in[y * nx + x + 1]);
}

__global__ void stencil9(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= 1 && x < nx - 1 && y >= 1 && y < ny - 1) {
    float s = 0;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) s += in[(y + dy) * nx + x + dx];
    out[y * nx + x] = s / 9.0f;
  }
}

__global__ void stencil7(float *out, const float *in, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x > 0 && y > 0 && z > 0 && x < nx - 1 && y < ny - 1 && z < nz - 1) {
    int c = (z * ny + y) * nx + x;
    out[c] = in[c] + in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + in[c - nx * ny] + in[c + nx * ny];
  }
}

__global__ void heat1d(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 1 && i < n - 1) out[i] = in[i] + 0.1f * (in[i - 1] - 2 * in[i] + in[i + 1]);
}

__global__ void padded(float *out, const float *in, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < nx && y < ny) out[y * nx + x] = in[(y + 1) * (nx + 2) + x + 1];
}
