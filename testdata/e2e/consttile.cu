// Tile sizes written as constants (blockIdx.y*TILE + threadIdx.y), the way
// textbooks write the tiled matrix multiply: the blocks are apart only if
// blockDim is at most the tile, so the split holds for such launches and a
// launch with larger blocks runs unsplit.
// expect: matmul_tile split y
// expect: twice_window split x
#include "check.h"

#define TILE 8

__global__ void matmul_tile(const float *a, const float *b, float *c, int n) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < (n + TILE - 1) / TILE; t++) {
    int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
    ta[threadIdx.y][threadIdx.x] = row < n && ac < n ? a[row * n + ac] : 0.0f;
    tb[threadIdx.y][threadIdx.x] = br < n && col < n ? b[br * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}

// Each block owns 64 elements; the threadIdx.x < 64 guard keeps any block
// size correct, but the split is proved for blockDim.x <= 64 only.
__global__ void twice_window(const float *in, float *out, int n) {
  int i = blockIdx.x * 64 + threadIdx.x;
  if (threadIdx.x < 64 && i < n)
    out[i] = 2.0f * in[i] + 1.0f;
}

int main() {
  const int n = 36; // not a multiple of the tile
  static float ha[n * n], hb[n * n], hc[n * n];
  for (int i = 0; i < n * n; i++) {
    ha[i] = (float)(i % 13) - 6.0f;
    hb[i] = (float)(i % 7) * 0.5f;
  }
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
  matmul_tile<<<grid, block>>>(a, b, c, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int r = 0; r < n; r++)
    for (int col = 0; col < n; col++) {
      float want = 0;
      for (int k = 0; k < n; k++)
        want += ha[r * n + k] * hb[k * n + col];
      ok = ok && near(hc[r * n + col], want);
    }
  sum(hc, sizeof hc);

  // The same kernel with blocks of 64 (split) and of 128 threads (more
  // than the window: unsplit), each on its own output.
  const int m = 1000;
  static float hin[m], h64[m], h128[m];
  for (int i = 0; i < m; i++)
    hin[i] = (float)(i % 17);
  float *in, *o64, *o128;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&o64, sizeof h64));
  CHECK(cudaMalloc(&o128, sizeof h128));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  twice_window<<<(m + 63) / 64, 64>>>(in, o64, m);
  twice_window<<<(m + 63) / 64, 128>>>(in, o128, m);
  CHECK(cudaMemcpy(h64, o64, sizeof h64, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h128, o128, sizeof h128, cudaMemcpyDeviceToHost));
  for (int i = 0; i < m; i++)
    ok = ok && h64[i] == 2.0f * hin[i] + 1.0f && h128[i] == h64[i];
  sum(h64, sizeof h64);
  sum(h128, sizeof h128);
  return finish(ok);
}
