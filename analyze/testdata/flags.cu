// Stores of one constant that blocks may repeat (a "changed" flag, marks at
// data-dependent positions): split, each device's flags combined.
#include <cuda_runtime.h>

__global__ void relax(const float *in, float *out, int n, float tol, int *changed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) {
    float v = 0.5f * (in[i - 1] + in[i + 1]);
    out[i] = v;
    if (fabsf(v - in[i]) > tol)
      *changed = 1;
  }
}

__global__ void frontier(bool *mask, bool *updating, bool *visited, bool *over, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid < n && updating[tid]) {
    mask[tid] = true;
    visited[tid] = true;
    *over = true;
    updating[tid] = false;
  }
}

__global__ void mark_keys(const unsigned char *keys, int n, unsigned char *seen) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    seen[keys[i]] = 1;
}

__global__ void clear_rows(float *a, int w) {
  a[blockIdx.y * w + blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
}

// Stay unsplit: the flag is read, or two values are stored.
__global__ void first_change(const int *v, int n, int *first) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] && *first < 0)
    *first = 0;
}
__global__ void sign_state(const int *v, int n, int *state) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    *state = v[i] > 0 ? 1 : 2;
}

// __device__ variables: a flag, a counter; read and updated stays unsplit.
__device__ bool any_negative;
__device__ unsigned long long negatives;
__device__ int budget;
__global__ void scan_signs(const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] < 0) {
    any_negative = true;
    atomicAdd(&negatives, 1ull);
  }
}
__global__ void spend(const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && budget > 0)
    atomicSub(&budget, v[i]);
}
