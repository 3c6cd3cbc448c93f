// Relocatable device code (-rdc=true, -dc): the kernel in kern.cu calls a
// __device__ function and reads a __device__ and a __constant__ variable
// that dev.cu defines; this file launches it, sets the constants and
// reads the variable back through the symbols.
#include "../check.h"
#include "dev.h"

__global__ void blend(float *out, const float *in, int n); // in kern.cu

int main() {
  const int n = 1000;
  float h[n], in[n];
  for (int i = 0; i < n; i++)
    in[i] = (float)(i % 37) - 18.0f;
  const float w[4] = {0.5f, 1.5f, -2.0f, 0.25f};
  CHECK(cudaMemcpyToSymbol(weights, w, sizeof w));
  const float b = 3.0f;
  CHECK(cudaMemcpyToSymbol(bias, &b, sizeof b));
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, sizeof in));
  CHECK(cudaMalloc(&d_out, sizeof h));
  CHECK(cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice));
  blend<<<(n + 63) / 64, 64>>>(d_out, d_in, n);
  CHECK(cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost));
  float back;
  CHECK(cudaMemcpyFromSymbol(&back, bias, sizeof back));
  bool ok = back == b;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == in[i] * w[i % 4] + b + (float)(i % 5);
  sum(h, sizeof h);
  return finish(ok);
}
