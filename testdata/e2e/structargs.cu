// Sizes passed in structs by value, the way C++ codes pass their problem
// description: a parameter block for an iterated 2-D diffusion step, a
// grid class with an indexing method, and unsigned and 64-bit fields.
// expect: diffuse split y
// expect: laplacian split y
// expect: fill_rows split y
#include "check.h"

struct Params {
  int nx, ny;
  float alpha;
};

struct Grid {
  int width, height;
  __host__ __device__ int at(int x, int y) const { return y * width + x; }
  __host__ __device__ bool inside(int x, int y) const { return x >= 1 && y >= 1 && x < width - 1 && y < height - 1; }
};

struct Layout {
  unsigned rows;
  long long cols;
};

__global__ void diffuse(const float *in, float *out, Params p) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= p.nx || y >= p.ny)
    return;
  int i = y * p.nx + x;
  if (x == 0 || y == 0 || x == p.nx - 1 || y == p.ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = in[i] + p.alpha * (in[i - 1] + in[i + 1] + in[i - p.nx] + in[i + p.nx] - 4.0f * in[i]);
}

__global__ void laplacian(const float *in, float *out, Grid g) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (g.inside(x, y))
    out[g.at(x, y)] = in[g.at(x - 1, y)] + in[g.at(x + 1, y)] + in[g.at(x, y - 1)] + in[g.at(x, y + 1)] - 4.0f * in[g.at(x, y)];
}

__global__ void fill_rows(double *out, Layout l) {
  unsigned r = blockIdx.y * blockDim.y + threadIdx.y;
  long long c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < l.rows && c < l.cols)
    out[r * l.cols + c] = 0.5 * r + c;
}

int main() {
  bool ok = true;
  const int nx = 70, ny = 45, n = nx * ny;
  const Params p = {nx, ny, 0.2f};
  static float h[n], ref[n], tmp[n], lap[n], want[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 7) % 31);
  float *a, *b, *l;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMalloc(&b, sizeof h));
  CHECK(cudaMalloc(&l, sizeof lap));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(l, 0, sizeof lap));
  dim3 block(16, 8), grid((p.nx + 15) / 16, (p.ny + 7) / 8);
  for (int it = 0; it < 4; it++) {
    diffuse<<<grid, block>>>(a, b, p);
    float *t = a;
    a = b;
    b = t;
  }
  laplacian<<<grid, block>>>(a, l, Grid{p.nx, p.ny});
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(lap, l, sizeof lap, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ref[i] = (float)((i * 7) % 31);
  for (int it = 0; it < 4; it++) {
    for (int y = 0; y < p.ny; y++)
      for (int x = 0; x < p.nx; x++) {
        int i = y * p.nx + x;
        tmp[i] = (x == 0 || y == 0 || x == p.nx - 1 || y == p.ny - 1)
                     ? ref[i]
                     : ref[i] + p.alpha * (ref[i - 1] + ref[i + 1] + ref[i - p.nx] + ref[i + p.nx] - 4.0f * ref[i]);
      }
    for (int i = 0; i < n; i++)
      ref[i] = tmp[i];
  }
  Grid g = {p.nx, p.ny};
  for (int y = 0; y < p.ny; y++)
    for (int x = 0; x < p.nx; x++) {
      want[g.at(x, y)] = g.inside(x, y) ? ref[g.at(x - 1, y)] + ref[g.at(x + 1, y)] + ref[g.at(x, y - 1)] + ref[g.at(x, y + 1)] - 4.0f * ref[g.at(x, y)] : 0.0f;
    }
  for (int i = 0; i < n; i++)
    ok = ok && near(h[i], ref[i]) && near(lap[i], want[i]);
  sum(h, sizeof h);
  sum(lap, sizeof lap);

  const Layout lay = {37u, 50};
  static double hd[37 * 50];
  double *d;
  CHECK(cudaMalloc(&d, sizeof hd));
  fill_rows<<<dim3(4, 5), dim3(16, 8)>>>(d, lay);
  CHECK(cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost));
  for (unsigned r = 0; r < lay.rows; r++)
    for (long long c = 0; c < lay.cols; c++)
      ok = ok && hd[r * lay.cols + c] == 0.5 * r + c;
  sum(hd, sizeof hd);
  return finish(ok);
}
