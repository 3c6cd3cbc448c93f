// Device-to-device copies of sub-ranges, and kernels on interior pointers.
// expect: fill split x
// expect: mix split x
#include "check.h"

__global__ void fill(float *a, float base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = base + i;
}
__global__ void mix(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] - 2.0f * b[i];
}

int main() {
  const int n = 512;
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMalloc(&c, n * sizeof(float)));
  fill<<<n / 64, 64>>>(a, 0.0f, n);
  fill<<<n / 64, 64>>>(b, 1000.0f, n);
  // Swap the halves of b through c, then overwrite the middle of a.
  CHECK(cudaMemcpy(c, b + n / 2, n / 2 * sizeof(float), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(c + n / 2, b, n / 2 * sizeof(float), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(a + 100, c + 200, 50 * sizeof(float), cudaMemcpyDeviceToDevice));
  fill<<<1, 32>>>(b + 480, -1.0f, 32); // a kernel on an interior pointer
  mix<<<n / 128, 128>>>(a, c, b, n);
  float out[n];
  CHECK(cudaMemcpy(out, b, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++) {
    float cv = i < n / 2 ? 1000.0f + i + n / 2 : 1000.0f + i - n / 2;
    float av = (i >= 100 && i < 150) ? (i - 100 + 200 < n / 2 ? 1000.0f + i - 100 + 200 + n / 2 : 0.0f) : (float)i;
    ok = ok && out[i] == av - 2.0f * cv;
  }
  sum(out, sizeof out);
  return finish(ok);
}
