// memcpy and memset in device code, as CUDA has them (the CUDA samples'
// shfl_scan packs a kernel's results with memcpy): each thread copies a
// 16-byte record through memcpy, clears a local array with memset, and
// writes both; the host checks every byte. Prints "ok".
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

struct record {
  int id;
  float x, y;
  unsigned char tag[4];
};

__global__ void pack(const record *in, record *out, int *zeros, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  record r;
  memcpy(&r, &in[i], sizeof r);
  r.id += 1;
  memcpy(&out[i], &r, sizeof r);
  int local[4];
  memset(local, 0, sizeof local);
  local[i % 4] = i;
  memcpy(&zeros[4 * i], local, sizeof local);
}

int main() {
  const int n = 1000;
  static record in[n], out[n];
  static int zeros[4 * n];
  for (int i = 0; i < n; i++) {
    in[i].id = i;
    in[i].x = i * 0.5f;
    in[i].y = -i;
    memset(in[i].tag, i & 0xff, sizeof in[i].tag);
  }
  record *din, *dout;
  int *dz;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMalloc(&dz, sizeof zeros);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  pack<<<(n + 127) / 128, 128>>>(din, dout, dz, n);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(zeros, dz, sizeof zeros, cudaMemcpyDeviceToHost);
  int bad = cudaGetLastError() != cudaSuccess;
  for (int i = 0; i < n; i++) {
    record want = in[i];
    want.id += 1;
    bad += memcmp(&want, &out[i], sizeof want) != 0;
    for (int j = 0; j < 4; j++)
      bad += zeros[4 * i + j] != (j == i % 4 ? i : 0);
  }
  printf(bad ? "%d wrong\n" : "ok\n", bad);
  return 0;
}
