// Threads that read a neighbour's __shared__ slot between barriers, in an
// unrolled loop (the shape of CUDA's binomialOptions): each read must see
// what the neighbour stored before the last __syncthreads(), not a value
// the compiler kept from before it.
// expect: shift_steps split x
#include "check.h"

#define T 64
#define STEPS 32

// Each step replaces every slot by a mix of itself and its right
// neighbour; block b works on its own T values.
__global__ void shift_steps(const int *in, int *out) {
  __shared__ int s[T + 1];
  int t = threadIdx.x, base = blockIdx.x * T;
  s[t] = in[base + t];
  if (t == 0)
    s[T] = 0;
  __syncthreads();
#pragma unroll 16
  for (int k = 0; k < STEPS; k++) {
    int v = 3 * s[t] + s[t + 1] + k;
    __syncthreads();
    s[t] = v % 10007;
    __syncthreads();
  }
  out[base + t] = s[t];
}

int main() {
  const int blocks = 6, n = blocks * T;
  static int hin[n], hout[n], ref[n];
  for (int i = 0; i < n; i++)
    hin[i] = (i * 37) % 101;
  int *in, *out;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&out, sizeof hout));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  shift_steps<<<blocks, T>>>(in, out);
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int b = 0; b < blocks; b++) {
    int s[T + 1];
    for (int t = 0; t < T; t++)
      s[t] = hin[b * T + t];
    s[T] = 0;
    for (int k = 0; k < STEPS; k++) {
      int v[T];
      for (int t = 0; t < T; t++)
        v[t] = (3 * s[t] + s[t + 1] + k) % 10007;
      for (int t = 0; t < T; t++)
        s[t] = v[t];
    }
    for (int t = 0; t < T; t++)
      ref[b * T + t] = s[t];
  }
  for (int i = 0; i < n; i++)
    ok = ok && hout[i] == ref[i];
  sum(hout, sizeof hout);
  return finish(ok);
}
