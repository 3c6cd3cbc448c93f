// The column pass of an 8x8 DCT as HeCBench's bm3d writes it (CUDA's
// dct8x8 sample's shape): blocks of 8x16 threads, each thread one column
// of an 8x8 tile, its 8 elements 8 apart, behind a guard on the size
// that leaves out a block's last rows when they pass the end. Its 38
// pieces kept mgpucc's analysis comparing them for over 15 minutes; each
// comparison is now bounded, and the merging stops after 4 that ran out
// of the bound.
// expect: dct_cols split x
#include "check.h"

__global__ void dct_cols(float *__restrict dst, const float *__restrict src, const unsigned size) {
  if (blockIdx.x * 8 * 128 + (threadIdx.y + 1) * 64 - 1 >= size)
    return;
  int offset = threadIdx.y * 64 + threadIdx.x;
  src += blockIdx.x * 8 * 128 + offset;
  dst += blockIdx.x * 8 * 128 + offset;
  float run = 0.0f;
  for (unsigned int i = 0; i < 8; i++) {
    run = 0.5f * run + src[i * 8];
    dst[i * 8] = run * (float)(i + 1);
  }
}

int main() {
  // 40 blocks of 1024 elements and a part of one (its last rows past the
  // size stay unwritten).
  const unsigned n = 40 * 1024 + 640, blocks = (n + 1023) / 1024;
  static float hin[blocks * 1024], hout[blocks * 1024], want[blocks * 1024];
  for (unsigned i = 0; i < blocks * 1024; i++)
    hin[i] = (float)((i * 7 + 3) % 23) - 11.0f;
  float *in, *out;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&out, sizeof hout));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(out, 0, sizeof hout));
  dct_cols<<<blocks, dim3(8, 16)>>>(out, in, n);
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (unsigned b = 0; b < blocks; b++)
    for (unsigned y = 0; y < 16; y++)
      for (unsigned x = 0; x < 8; x++) {
        unsigned base = b * 1024 + y * 64 + x;
        bool done = b * 1024 + (y + 1) * 64 - 1 < n;
        float run = 0.0f;
        for (unsigned i = 0; i < 8; i++) {
          run = 0.5f * run + hin[base + i * 8];
          want[base + i * 8] = done ? run * (float)(i + 1) : 0.0f;
        }
      }
  for (unsigned i = 0; i < blocks * 1024; i++)
    ok = ok && hout[i] == want[i];
  sum(hout, sizeof hout);
  return finish(ok);
}
