// A 2-D grid of threads marching over the planes of a 3-D grid (Rodinia
// hotspot3D): the first plane before the loop, the inner planes in it, the
// last plane after it with the index the loop left behind (c += nx*ny);
// clamped neighbours in x and y, ping-pong buffers. Also grids of 2 and 3
// planes, where the loop runs not at all or once.
// expect: march split y
#include "check.h"
#include <utility>

__global__ void march(const float *p, const float *tIn, float *tOut, int nx, int ny, int nz, float cc, float cn, float ct) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  int j = blockDim.y * blockIdx.y + threadIdx.y;
  int c = i + j * nx;
  int xy = nx * ny;
  int W = (i == 0) ? c : c - 1;
  int E = (i == nx - 1) ? c : c + 1;
  int N = (j == 0) ? c : c - nx;
  int S = (j == ny - 1) ? c : c + nx;
  float below = tIn[c], here = tIn[c], above = tIn[c + xy];
  tOut[c] = cc * here + cn * (tIn[W] + tIn[E] + tIn[N] + tIn[S]) + ct * (below + above) + p[c];
  c += xy; W += xy; E += xy; N += xy; S += xy;
  for (int k = 1; k < nz - 1; ++k) {
    below = here;
    here = above;
    above = tIn[c + xy];
    tOut[c] = cc * here + cn * (tIn[W] + tIn[E] + tIn[N] + tIn[S]) + ct * (below + above) + p[c];
    c += xy; W += xy; E += xy; N += xy; S += xy;
  }
  below = here;
  here = above;
  tOut[c] = cc * here + cn * (tIn[W] + tIn[E] + tIn[N] + tIn[S]) + ct * (below + above) + p[c];
}

static void reference(const float *p, float *tIn, float *tOut, int nx, int ny, int nz, float cc, float cn, float ct) {
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        int c = x + y * nx + z * nx * ny;
        int w = x == 0 ? c : c - 1, e = x == nx - 1 ? c : c + 1;
        int n = y == 0 ? c : c - nx, s = y == ny - 1 ? c : c + nx;
        int b = z == 0 ? c : c - nx * ny, t = z == nz - 1 ? c : c + nx * ny;
        tOut[c] = cc * tIn[c] + cn * (tIn[w] + tIn[e] + tIn[n] + tIn[s]) + ct * (tIn[b] + tIn[t]) + p[c];
      }
}

static bool run(int nx, int ny, int nz, int iters) {
  const int size = nx * ny * nz;
  float *hp = new float[size], *ht = new float[size], *ref = new float[size], *tmp = new float[size], *out = new float[size];
  for (int i = 0; i < size; i++) {
    hp[i] = 0.01f * ((i * 31) % 97);
    ht[i] = ref[i] = 320.0f + 0.1f * ((i * 17) % 53);
  }
  const float cc = 0.5f, cn = 0.0625f, ct = 0.125f;
  float *p, *a, *b;
  CHECK(cudaMalloc(&p, size * sizeof(float)));
  CHECK(cudaMalloc(&a, size * sizeof(float)));
  CHECK(cudaMalloc(&b, size * sizeof(float)));
  CHECK(cudaMemcpy(p, hp, size * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(a, ht, size * sizeof(float), cudaMemcpyHostToDevice));
  for (int it = 0; it < iters; it++) {
    march<<<dim3(nx / 16, ny / 4), dim3(16, 4)>>>(p, a, b, nx, ny, nz, cc, cn, ct);
    std::swap(a, b);
    reference(hp, ref, tmp, nx, ny, nz, cc, cn, ct);
    std::swap(ref, tmp);
  }
  CHECK(cudaMemcpy(out, a, size * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < size; i++)
    ok = ok && near(out[i], ref[i]);
  sum(out, size * sizeof(float));
  CHECK(cudaFree(p));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  delete[] hp; delete[] ht; delete[] ref; delete[] tmp; delete[] out;
  return ok;
}

int main() {
  bool ok = run(32, 24, 6, 3);
  ok = run(16, 32, 3, 2) && ok;
  ok = run(32, 8, 2, 2) && ok;
  return finish(ok);
}
