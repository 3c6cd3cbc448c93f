// A .cu file with CUDA calls but no kernel and no device variable, like the
// host-only main.cu of a program whose kernels live in other files; its
// buffer comes from upload.cpp, plain C++ calling cudaMalloc and cudaMemcpy.
#include "../check.h"

float *upload(const float *h, int n);

int main() {
  float h[64], back[64];
  for (int i = 0; i < 64; i++)
    h[i] = 1.5f * i;
  float *d = upload(h, 64);
  bool ok = d != nullptr;
  CHECK(cudaMemset(d, 0, 4 * sizeof(float)));
  CHECK(cudaMemcpy(back, d, sizeof back, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; i++)
    ok = ok && back[i] == (i < 4 ? 0.0f : h[i]);
  sum(back, sizeof back);
  CHECK(cudaFree(d));
  return finish(ok);
}
