// Data goes back and forth: the host reads a partial result, changes part
// of it and sends it back, between split launches; then cudaThreadExit
// (cudaDeviceReset's deprecated name) frees it all before one more launch.
// expect: decay split x
#include "check.h"

__global__ void decay(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * 0.5f + 1.0f;
}

int main() {
  const int n = 640;
  float h[n], ref[n];
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = (float)(i % 32);
  float *a;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  for (int round = 0; round < 3; round++) {
    decay<<<n / 64, 64>>>(a, n);
    for (int i = 0; i < n; i++)
      ref[i] = ref[i] * 0.5f + 1.0f;
    // Read back a middle slice, change it, write it back.
    CHECK(cudaMemcpy(h, a + 100, 200 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 200; i++)
      h[i] += round;
    for (int i = 100; i < 300; i++)
      ref[i] += round;
    CHECK(cudaMemcpy(a + 100, h, 200 * sizeof(float), cudaMemcpyHostToDevice));
  }
  CHECK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == ref[i];
  sum(h, sizeof h);
  // CUDA's deprecated cudaThreadExit is cudaDeviceReset: every buffer
  // freed, then a new one, on the same devices.
  CHECK(cudaThreadExit());
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  decay<<<n / 64, 64>>>(a, n);
  CHECK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == ref[i] * 0.5f + 1.0f;
  sum(h, sizeof h);
  return finish(ok);
}
