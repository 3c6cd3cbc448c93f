// An array of structs updated in place (particles).
// expect: step split x
#include "check.h"

struct Particle {
  float x, y, vx, vy;
};

__global__ void step(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    p[i].vy -= 9.81f * dt;
    p[i].x += p[i].vx * dt;
    p[i].y += p[i].vy * dt;
  }
}

int main() {
  const int n = 300;
  Particle h[n], ref[n];
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = Particle{(float)i, (float)(i % 10), 1.0f + i % 3, 0.5f * (i % 5)};
  Particle *d;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  for (int s = 0; s < 4; s++) {
    step<<<(n + 31) / 32, 32>>>(d, n, 0.01f);
    for (int i = 0; i < n; i++) {
      ref[i].vy -= 9.81f * 0.01f;
      ref[i].x += ref[i].vx * 0.01f;
      ref[i].y += ref[i].vy * 0.01f;
    }
  }
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(h[i].x, ref[i].x) && near(h[i].y, ref[i].y) && near(h[i].vy, ref[i].vy);
  sum(h, sizeof h);
  return finish(ok);
}
