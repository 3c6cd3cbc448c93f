// Kernels that reach buffers through pointers they load: a pointer kept in
// a __constant__ variable, a table of pointers in device memory, a store
// through a __device__ pointer. They run unsplit, and the runtime must make
// every buffer fresh on their device first and count them all as written
// there: the split kernels around them spread the data over the devices.
// expect: produce split x
// expect: twice not split
// expect: gather_rows not split
// expect: store_through not split
#include "check.h"

__constant__ const float *c_in;
__device__ float *g_dst;

__global__ void produce(float *a, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = v + i;
}
__global__ void twice(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * c_in[i];
}
__global__ void gather_rows(float *const *rows, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = rows[i % 2][i] + 1.0f;
}
__global__ void store_through(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    g_dst[i] = 9.0f;
}

int main() {
  const int n = 4096;
  float *a, *b, *out, **table;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  CHECK(cudaMalloc(&table, 2 * sizeof(float *)));
  float *rows[2] = {a, b};
  CHECK(cudaMemcpy(table, rows, sizeof rows, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(c_in, &a, sizeof a));
  CHECK(cudaMemcpyToSymbol(g_dst, &b, sizeof b));
  static float h[n];
  bool ok = true;

  produce<<<n / 256, 256>>>(a, n, 5.0f);
  twice<<<n / 256, 256>>>(out, n);
  CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == 2.0f * (5.0f + i);
  sum(h, sizeof h);

  produce<<<n / 256, 256>>>(b, n, 1.0f);
  gather_rows<<<n / 256, 256>>>(table, out, n);
  CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == (i % 2 ? 1.0f : 5.0f) + i + 1.0f;
  sum(h, sizeof h);

  store_through<<<n / 256, 256>>>(n);
  produce<<<n / 256, 256>>>(a, n, 0.0f);
  CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == 9.0f;
  sum(h, sizeof h);
  return finish(ok);
}
