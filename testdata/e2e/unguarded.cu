// Kernels without bounds guards, correct only for the launches their
// programs make: CUDA's matrixMul sample (a grid exactly the size of C),
// a 2-D kernel launched once to cover its rows exactly (split: the grid is
// no wider than a row) and once with the rows half as long, so each row of
// threads also writes the next row (the same values: unsplit, since blocks
// then share elements), and blocks numbered from an offset argument,
// launched in chunks.
// expect: MatrixMulCUDA split y
// expect: scale_rows split y
// expect: chunk split x
#include "check.h"

// The shape of CUDA's matrixMul sample: A is hA x wA, B is wA x wB.
template <int BLOCK_SIZE>
__global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB) {
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by, aEnd = aBegin + wA - 1, aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx, bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k)
      Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

__global__ void scale_rows(float *out, const float *in, int w) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  out[row * w + col] = 2.0f * in[row * w + col] + 1.0f;
}

__global__ void chunk(int *out, int blockOffset, int n) {
  int i = (blockIdx.x + blockOffset) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 3 * i + blockOffset;
}

int main() {
  bool ok = true;
  const int bs = 8, hA = 5 * bs, wA = 3 * bs, wB = 4 * bs;
  static float ha[hA * wA], hb[wA * wB], hc[hA * wB];
  for (int i = 0; i < hA * wA; i++)
    ha[i] = 1.0f + (i % 7) * 0.25f;
  for (int i = 0; i < wA * wB; i++)
    hb[i] = 0.5f * (i % 5) - 1.0f;
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  MatrixMulCUDA<bs><<<dim3(wB / bs, hA / bs), dim3(bs, bs)>>>(c, a, b, wA, wB);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  for (int r = 0; r < hA; r++)
    for (int col = 0; col < wB; col++) {
      double want = 0;
      for (int k = 0; k < wA; k++)
        want += ha[r * wA + k] * hb[k * wB + col];
      ok = ok && near(hc[r * wB + col], want);
    }
  sum(hc, sizeof hc);

  // 64 x 64 elements: rows of 64 (the grid fits), then rows of 32 under
  // the same grid (a thread row spans two rows; the last thread row ends
  // at the buffer's end).
  const int side = 64;
  static float hin[side * side], hout[side * side], hhalf[side * side];
  for (int i = 0; i < side * side; i++)
    hin[i] = (float)(i % 23) - 11.0f;
  float *in, *out, *half;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&out, sizeof hout));
  CHECK(cudaMalloc(&half, sizeof hhalf));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  dim3 block(16, 4);
  scale_rows<<<dim3(side / 16, side / 4), block>>>(out, in, side);
  scale_rows<<<dim3(side / 16, (side * side / 32 - 1) / 4), block>>>(half, in, 32);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hhalf, half, sizeof hhalf, cudaMemcpyDeviceToHost));
  const int threadRows = (side * side / 32 - 1) / 4 * 4;
  for (int i = 0; i < side * side; i++) {
    ok = ok && hout[i] == 2.0f * hin[i] + 1.0f;
    if (i < (threadRows + 1) * 32)
      ok = ok && hhalf[i] == 2.0f * hin[i] + 1.0f;
  }
  sum(hout, sizeof hout);
  sum(hhalf, (threadRows + 1) * 32 * sizeof(float));

  // 1000 elements in chunks of 3 blocks of 64 threads.
  const int n = 1000, threads = 64, chunkBlocks = 3;
  static int hchunk[n];
  int *dchunk;
  CHECK(cudaMalloc(&dchunk, sizeof hchunk));
  int blocks = (n + threads - 1) / threads;
  for (int off = 0; off < blocks; off += chunkBlocks)
    chunk<<<blocks - off < chunkBlocks ? blocks - off : chunkBlocks, threads>>>(dchunk, off, n);
  CHECK(cudaMemcpy(hchunk, dchunk, sizeof hchunk, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && hchunk[i] == 3 * i + (i / threads) / chunkBlocks * chunkBlocks;
  sum(hchunk, sizeof hchunk);
  return finish(ok);
}
