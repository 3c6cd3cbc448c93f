// Words rotated by amounts read from memory, in 32 and 64 bits, written as
// `bit ? w << (32 - bit) : 0` (Rodinia huffman's packing shape): clang
// computes the shift for every element and selects the result, so an
// element with bit 0 shifts by 32, which the GPU's shl clamps to 0 and
// the select discards.
// expect: rotate32 split x
// expect: rotate64 split x
#include "check.h"

__global__ void rotate32(unsigned *out, const unsigned *in, const unsigned *amount, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned bit = amount[i] % 32, w = in[i];
    unsigned r = w >> bit;
    r |= bit ? w << (32 - bit) : 0u;
    out[i] = r;
  }
}

__global__ void rotate64(unsigned long long *out, const unsigned long long *in, const unsigned *amount, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned bit = amount[i] % 64;
    unsigned long long w = in[i], r = w >> bit;
    r |= bit ? w << (64 - bit) : 0ull;
    out[i] = r;
  }
}

int main() {
  const int n = 1000;
  static unsigned w32[n], amount[n], r32[n];
  static unsigned long long w64[n], r64[n];
  for (int i = 0; i < n; i++) {
    w32[i] = 0x9e3779b9u * (unsigned)(i + 1);
    w64[i] = 0x9e3779b97f4a7c15ull * (unsigned long long)(i + 3);
    amount[i] = (unsigned)(i * 7) % 97; // 0, 32 and 64 among them
  }
  unsigned *d32, *o32, *damount;
  unsigned long long *d64, *o64;
  CHECK(cudaMalloc(&d32, sizeof w32));
  CHECK(cudaMalloc(&o32, sizeof w32));
  CHECK(cudaMalloc(&damount, sizeof amount));
  CHECK(cudaMalloc(&d64, sizeof w64));
  CHECK(cudaMalloc(&o64, sizeof w64));
  CHECK(cudaMemcpy(d32, w32, sizeof w32, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d64, w64, sizeof w64, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(damount, amount, sizeof amount, cudaMemcpyHostToDevice));
  rotate32<<<(n + 127) / 128, 128>>>(o32, d32, damount, n);
  rotate64<<<(n + 127) / 128, 128>>>(o64, d64, damount, n);
  CHECK(cudaMemcpy(r32, o32, sizeof r32, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(r64, o64, sizeof r64, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    unsigned b32 = amount[i] % 32, b64 = amount[i] % 64;
    unsigned want32 = b32 ? (w32[i] >> b32 | w32[i] << (32 - b32)) : w32[i];
    unsigned long long want64 = b64 ? (w64[i] >> b64 | w64[i] << (64 - b64)) : w64[i];
    ok = ok && r32[i] == want32 && r64[i] == want64;
  }
  sum(r32, sizeof r32);
  sum(r64, sizeof r64);
  return finish(ok);
}
