// Sizes passed in a struct by value: its integer fields are scalars like
// integer arguments.
#include <cuda_runtime.h>

struct Dims { int nx, ny; };
struct Grid { float h; unsigned rows; long long cols; Dims inner; };

__global__ void scale_dims(const float *in, float *out, Dims d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < d.nx && y < d.ny) out[y * d.nx + x] = 2.0f * in[y * d.nx + x];
}

// Fields of several types and a nested struct; a float field.
__global__ void grid_rows(float *out, Grid g) {
  unsigned r = blockIdx.y * blockDim.y + threadIdx.y;
  long long c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < g.rows && c < g.cols) out[r * g.cols + c] = g.h * (float)(g.inner.nx + c);
}

// The kernel changes its copy of the struct: a field is no longer the
// argument's value.
__global__ void changes_copy(float *out, Dims d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) d.nx = n;
  if (i < n) out[i + d.nx] = 1.0f;
}

// A loop stepping by a field (each thread fills a column of 8 rows).
__global__ void columns(float *out, Dims d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < d.nx)
    for (int y = 0; y < 8; y++)
      out[y * d.nx + x] = (float)y;
}

// A loop whose step is a field.
__global__ void field_step(float *out, Dims d) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < d.nx; i += d.ny)
    out[i] = 1.0f;
}

// Buffers in a struct passed by value (a structure of arrays): its pointer
// fields are reached like pointer arguments.
struct Particles {
  float *x, *v;
  const float *force;
  int n;
};

__global__ void advance(Particles p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) {
    p.v[i] += dt * p.force[i];
    p.x[i] += dt * p.v[i];
  }
}

// A lambda's captures are such a struct.
template <typename F>
__global__ void forall(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

void saxpy(float *y, const float *x, float a, int n) {
  forall<<<(n + 255) / 256, 256>>>(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
}
