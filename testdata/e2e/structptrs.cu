// Buffers reached through pointer fields of struct arguments: a structure
// of arrays passed by value (an update in place reading another field's
// array), a 2-D stencil whose grid struct carries its input, output and
// sizes, a lambda capturing pointers by value, launched through a generic
// forall kernel, and a struct with a pointer field the kernel never
// follows (data to the kernel).
// expect: update split x
// expect: stencil split y
// expect: forall split x
// expect: scale_first split x
#include "check.h"

struct Particles {
  float *x, *v;
  const float *force;
  int n;
};

__global__ void update(Particles p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) {
    p.v[i] += dt * p.force[i];
    p.x[i] += dt * p.v[i];
  }
}

struct Grid {
  const float *in;
  float *out;
  int nx, ny;
};

__global__ void stencil(Grid g) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && y > 0 && x < g.nx - 1 && y < g.ny - 1)
    g.out[y * g.nx + x] = 0.25f * (g.in[(y - 1) * g.nx + x] + g.in[(y + 1) * g.nx + x] +
                                   g.in[y * g.nx + x - 1] + g.in[y * g.nx + x + 1]);
}

template <typename F>
__global__ void forall(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

struct Pair {
  float *first, *second;
  int n;
};

__global__ void scale_first(Pair p, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) p.first[i] *= s;
}

template <typename F>
void launch_forall(int n, F f) {
  forall<<<(n + 127) / 128, 128>>>(n, f);
}

int main() {
  const int n = 3000, nx = 70, ny = 50, steps = 4;
  static float hx[n], hv[n], hf[n], rx[n], rv[n];
  static float hin[nx * ny], hout[nx * ny], ref[nx * ny];
  static float hy[n], ry[n], hs[n], rs[n];
  for (int i = 0; i < n; i++) {
    hx[i] = 0.01f * i;
    hv[i] = 0.0f;
    hf[i] = (float)((i * 7) % 13) - 6.0f;
    hy[i] = 0.5f * (i % 17);
    hs[i] = (float)(i % 5);
  }
  for (int i = 0; i < nx * ny; i++)
    hin[i] = (float)((i * 11) % 29);
  Particles p;
  p.n = n;
  float *force;
  CHECK(cudaMalloc(&p.x, sizeof hx));
  CHECK(cudaMalloc(&p.v, sizeof hv));
  CHECK(cudaMalloc(&force, sizeof hf));
  p.force = force;
  CHECK(cudaMemcpy(p.x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(p.v, hv, sizeof hv, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(force, hf, sizeof hf, cudaMemcpyHostToDevice));
  for (int s = 0; s < steps; s++)
    update<<<(n + 127) / 128, 128>>>(p, 0.1f);
  CHECK(cudaMemcpy(hx, p.x, sizeof hx, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hv, p.v, sizeof hv, cudaMemcpyDeviceToHost));

  Grid g;
  g.nx = nx;
  g.ny = ny;
  float *gin, *gout;
  CHECK(cudaMalloc(&gin, sizeof hin));
  CHECK(cudaMalloc(&gout, sizeof hout));
  CHECK(cudaMemcpy(gin, hin, sizeof hin, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(gout, hin, sizeof hin, cudaMemcpyHostToDevice));
  for (int s = 0; s < steps; s++) {
    g.in = s % 2 ? gout : gin;
    g.out = s % 2 ? gin : gout;
    stencil<<<dim3((nx + 15) / 16, (ny + 7) / 8), dim3(16, 8)>>>(g);
  }
  CHECK(cudaMemcpy(hout, gin, sizeof hout, cudaMemcpyDeviceToHost));

  float *y, *xs;
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMalloc(&xs, sizeof hs));
  CHECK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(xs, hs, sizeof hs, cudaMemcpyHostToDevice));
  const float a = 1.5f;
  launch_forall(n, [=] __device__(int i) { y[i] = a * xs[i] + y[i]; });
  Pair pair;
  pair.first = xs;
  pair.second = y;  // never followed by the kernel
  pair.n = n;
  scale_first<<<(n + 255) / 256, 256>>>(pair, 3.0f);
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hs, xs, sizeof hs, cudaMemcpyDeviceToHost));

  bool ok = true;
  for (int i = 0; i < n; i++) {
    rx[i] = 0.01f * i;
    rv[i] = 0.0f;
  }
  for (int s = 0; s < steps; s++)
    for (int i = 0; i < n; i++) {
      rv[i] += 0.1f * ((float)((i * 7) % 13) - 6.0f);
      rx[i] += 0.1f * rv[i];
    }
  for (int i = 0; i < n; i++)
    ok = ok && near(hx[i], rx[i]) && near(hv[i], rv[i]);
  static float a0[nx * ny], a1[nx * ny];
  for (int i = 0; i < nx * ny; i++)
    a0[i] = a1[i] = (float)((i * 11) % 29);
  for (int s = 0; s < steps; s++) {
    float *in = s % 2 ? a1 : a0, *out = s % 2 ? a0 : a1;
    for (int yy = 1; yy < ny - 1; yy++)
      for (int xx = 1; xx < nx - 1; xx++)
        out[yy * nx + xx] = 0.25f * (in[(yy - 1) * nx + xx] + in[(yy + 1) * nx + xx] + in[yy * nx + xx - 1] + in[yy * nx + xx + 1]);
  }
  for (int i = 0; i < nx * ny; i++) {
    ref[i] = a0[i];
    ok = ok && near(hout[i], ref[i]);
  }
  for (int i = 0; i < n; i++) {
    ry[i] = 1.5f * (float)(i % 5) + 0.5f * (i % 17);
    rs[i] = 3.0f * (float)(i % 5);
    ok = ok && near(hy[i], ry[i]) && hs[i] == rs[i];
  }
  sum(hx, sizeof hx);
  sum(hv, sizeof hv);
  sum(hout, sizeof hout);
  sum(hy, sizeof hy);
  sum(hs, sizeof hs);
  return finish(ok);
}
