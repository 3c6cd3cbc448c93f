// Vector and struct element types.
#include <cuda_runtime.h>

struct Body { float x, y, z, mass; };
struct Cell { float density; int flags; double energy; };

__global__ void vec4_add(float4 *out, const float4 *a, const float4 *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 p = a[i], q = b[i];
    out[i] = make_float4(p.x + q.x, p.y + q.y, p.z + q.z, p.w + q.w);
  }
}

__global__ void body_mass(float *out, const Body *bodies, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = bodies[i].mass * bodies[i].x;
}

__global__ void cell_update(Cell *cells, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) cells[i].energy = cells[i].density * 2.0;
}
