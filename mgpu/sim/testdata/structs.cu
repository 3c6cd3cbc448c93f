// Structs, float4, __device__ calls (with recursion) and byval arguments.
#include <cuda_runtime.h>

struct __align__(16) f4 { float x, y, z, w; };
struct Particle { float pos[3]; int id; double mass; };
struct Params { int n; float scale; double offset; };

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ __noinline__ Particle step(Particle p, float dt) {
  for (int k = 0; k < 3; k++) p.pos[k] += dt * (float)p.mass;
  p.id += 1000;
  return p;
}

__global__ void scale4(int n, const f4 *in, f4 *out, Params prm) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || i >= prm.n) return;
  f4 v = in[i];
  out[i] = f4{v.x * prm.scale, v.y + (float)prm.offset, v.z - v.w, v.w * v.w};
}

__global__ void particles(int n, Particle *ps, float dt, int *fibs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ps[i] = step(ps[i], dt);
  fibs[i] = fib(i % 16);
}

__device__ float table[8];
__constant__ int coeff[4] = {3, 5, 7, 11};
__device__ int *ptrs[2];

__global__ void globals(int n, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = coeff[i & 3] * (int)table[i & 7] + ptrs[i & 1][0];
}
