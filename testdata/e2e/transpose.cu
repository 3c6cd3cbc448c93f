// Tiled transpose through shared memory with __syncthreads.
// expect: transpose split x
#include "check.h"

#define TILE 8

__global__ void transpose(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  if (x < cols && y < rows)
    tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < rows && y < cols)
    out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  const int rows = 24, cols = 40;
  static float h[rows * cols], out[rows * cols];
  for (int i = 0; i < rows * cols; i++)
    h[i] = (float)i;
  float *in, *o;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&o, sizeof out));
  CHECK(cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid(cols / TILE, rows / TILE);
  transpose<<<grid, block>>>(in, o, rows, cols);
  CHECK(cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      ok = ok && out[c * rows + r] == h[r * cols + c];
  sum(out, sizeof out);
  return finish(ok);
}
