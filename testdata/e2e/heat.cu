// A 2-D heat step written as users write it: the interior is updated, the
// boundary copied in an else branch (clang merges both stores into one),
// std::swap ping-pongs the buffers, cudaGetLastError after each launch,
// the grid computed by a helper; a device printf and assert for good measure.
// expect: heat_step split y
// expect: report any
#include "check.h"
#include <algorithm>
#include <cassert>
#include <vector>

__global__ void heat_step(const float *in, float *out, int nx, int ny, float a) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  assert(nx > 2 && ny > 2);
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1) {
    int i = y * nx + x;
    out[i] = in[i] + a * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] - 4.0f * in[i]);
  } else if (x < nx && y < ny) {
    out[y * nx + x] = in[y * nx + x];
  }
}

__global__ void report(const float *t, int nx) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    printf("corner %.3f, first interior %.3f, nx %d\n", t[0], t[nx + 1], nx);
}

static dim3 grid_for(int nx, int ny, dim3 block) {
  return dim3((nx + block.x - 1) / block.x, (ny + block.y - 1) / block.y);
}

int main() {
  const int nx = 45, ny = 70, steps = 6;
  const float a = 0.2f;
  std::vector<float> h(nx * ny);
  for (int i = 0; i < nx * ny; i++)
    h[i] = (float)((i * 37) % 101) / 101.0f;
  float *d_in, *d_out;
  CHECK(cudaMalloc((void **)&d_in, nx * ny * sizeof(float)));
  CHECK(cudaMalloc(&d_out, nx * ny * sizeof(float)));
  CHECK(cudaMemcpy(d_in, h.data(), nx * ny * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(16, 8);
  for (int s = 0; s < steps; s++) {
    heat_step<<<grid_for(nx, ny, block), block>>>(d_in, d_out, nx, ny, a);
    CHECK(cudaGetLastError());
    std::swap(d_in, d_out);
  }
  report<<<1, 32>>>(d_in, nx);
  CHECK(cudaDeviceSynchronize());
  std::vector<float> got(nx * ny);
  CHECK(cudaMemcpy(got.data(), d_in, nx * ny * sizeof(float), cudaMemcpyDeviceToHost));

  std::vector<float> cur(h), next(nx * ny);
  for (int s = 0; s < steps; s++) {
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        int i = y * nx + x;
        bool inner = x > 0 && x < nx - 1 && y > 0 && y < ny - 1;
        next[i] = inner ? cur[i] + a * (cur[i - 1] + cur[i + 1] + cur[i - nx] + cur[i + nx] - 4.0f * cur[i]) : cur[i];
      }
    std::swap(cur, next);
  }
  bool ok = true;
  for (int i = 0; i < nx * ny; i++)
    ok = ok && near(got[i], cur[i]);
  sum(got.data(), got.size() * sizeof(float));
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  return finish(ok);
}
