// __managed__ variables: the host writes a scale and a table before
// launches (the scale's initial value is the program's) and reads a
// counter and a histogram after synchronising; a split kernel reads the
// scale and the table on every device, another counts into the variables
// with atomics (the parts' counts summed), and the host changes the scale
// and clears the counts between iterations. A step count the host sets
// before its first CUDA call is passed by address (&steps, a device
// pointer as with CUDA) to a kernel that counts the iterations.
// expect: scaled split x
// expect: count split x
// expect: step any
#include "check.h"

__managed__ float scale = 1.0f;
__device__ __managed__ float table[4];
__managed__ int counter;
__managed__ int histogram[8];
__managed__ int steps;

__global__ void scaled(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + table[i % 4];
}

__global__ void count(const float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && out[i] > 0.0f) {
    atomicAdd(&counter, 1);
    atomicAdd(&histogram[i % 8], 1);
  }
}

__global__ void step(int *count) {
  if (threadIdx.x == 0)
    atomicAdd(count, 1);
}

int main() {
  steps = 7; // before any CUDA call
  const int n = 3000, iters = 3;
  static float in[n], out[n];
  for (int i = 0; i < n; i++)
    in[i] = (float)((i * 7919) % 23) - 11.0f;
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_in, sizeof in));
  CHECK(cudaMalloc(&d_out, sizeof out));
  CHECK(cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice));
  for (int k = 0; k < 4; k++)
    table[k] = 0.5f * k - 0.75f;
  bool ok = scale == 1.0f;
  for (int it = 0; it < iters; it++) {
    scale = 1.0f - 0.5f * it; // 1, 0.5, 0
    counter = 0;
    for (int b = 0; b < 8; b++)
      histogram[b] = 0;
    scaled<<<(n + 127) / 128, 128>>>(d_in, d_out, n);
    count<<<(n + 127) / 128, 128>>>(d_out, n);
    step<<<1, 32>>>(&steps);
    CHECK(cudaDeviceSynchronize());
    ok = ok && steps == 8 + it;
    CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    int want = 0, bins[8] = {0};
    for (int i = 0; i < n; i++) {
      float v = in[i] * scale + table[i % 4];
      ok = ok && out[i] == v;
      if (v > 0.0f) {
        want++;
        bins[i % 8]++;
      }
    }
    ok = ok && counter == want;
    for (int b = 0; b < 8; b++)
      ok = ok && histogram[b] == bins[b];
    sum(out, sizeof out);
    sum(&counter, sizeof counter);
    sum(histogram, sizeof histogram);
    sum(&steps, sizeof steps);
  }
  return finish(ok);
}
