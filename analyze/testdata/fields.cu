// One buffer holding several fields of n elements each (a structure of
// arrays in one allocation, Rodinia cfd's variables[i + k*nelr]).
#include <cuda_runtime.h>

#define NVAR 5

// Fields by constant: rows of n elements, split when the grid fits in n.
__global__ void scale_fields(int n, float *v, const float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i + 0 * n] *= f[i];
  v[i + 4 * n] *= f[i];
}

// Guarded: i < n bounds the column, no requirement.
__global__ void momentum(float *v, const float *old, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    v[i + 2 * n] = old[i + 2 * n] + dt * v[i];
    v[i + n] = old[i + n] - dt * v[i + 3 * n];
  }
}

// Fields by a loop and by constants in one kernel: one shape.
__global__ void init_fields(int nelr, float *v, float e) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < NVAR - 1; j++) v[i + j * nelr] = j;
  v[i + (NVAR - 1) * nelr] = e;
}

// An offset every access adds alike stays an offset: 1-D, no requirement.
__global__ void shifted(float *out, const float *in, int off, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[off + i] = 2.0f * in[off + i];
}

// Reading another row of the written array: blocks apart only if the grid
// fits in shift (a launch wider than that runs unsplit).
__global__ void shift_down(float *a, int shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = a[i + shift];
}
