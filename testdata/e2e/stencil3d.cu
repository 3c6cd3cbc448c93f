// 7-point 3-D stencil on a 3-D grid of blocks.
// expect: heat3d split
#include "check.h"

#define NX 16
#define NY 12
#define NZ 10

__global__ void heat3d(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  int i = (z * ny + y) * nx + x;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1 && z > 0 && z < nz - 1)
    out[i] = in[i] + 0.1f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - nx * ny] + in[i + nx * ny] -
                             6.0f * in[i]);
  else
    out[i] = in[i];
}

int main() {
  const int n = NX * NY * NZ;
  static float h[n], ref[n], tmp[n];
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = (float)((i * 31) % 17);
  float *a, *b;
  CHECK(cudaMalloc(&a, sizeof h));
  CHECK(cudaMalloc(&b, sizeof h));
  CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
  dim3 block(8, 4, 2), grid(NX / 8, NY / 4, NZ / 2);
  for (int it = 0; it < 3; it++) {
    heat3d<<<grid, block>>>(a, b, NX, NY, NZ);
    float *t = a;
    a = b;
    b = t;
    for (int z = 0; z < NZ; z++)
      for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) {
          int i = (z * NY + y) * NX + x;
          tmp[i] = (x > 0 && x < NX - 1 && y > 0 && y < NY - 1 && z > 0 && z < NZ - 1)
                       ? ref[i] + 0.1f * (ref[i - 1] + ref[i + 1] + ref[i - NX] + ref[i + NX] + ref[i - NX * NY] +
                                          ref[i + NX * NY] - 6.0f * ref[i])
                       : ref[i];
        }
    for (int i = 0; i < n; i++)
      ref[i] = tmp[i];
  }
  CHECK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, sizeof h);
  return finish(ok);
}
