// Kernels that must not be split.
#include <cuda_runtime.h>

__device__ float counter_sum;
struct Node { int value; Node *next; };

__global__ void histogram(unsigned *bins, const unsigned char *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i]], 1u);
}

__global__ void sum_all(float *total, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(total, in[i]);
}

__global__ void scatter(float *out, const int *idx, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[idx[i]] = in[i];
}

__global__ void all_to_zero(float *out, const float *in) {
  out[0] = in[blockIdx.x * blockDim.x + threadIdx.x];
}

__global__ void chase(int *out, Node *head) {
  int s = 0;
  for (Node *p = head; p; p = p->next) s += p->value;
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void to_device_global(const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0) counter_sum = in[n - 1];
}

__global__ void in_place_stencil(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) a[i] = (a[i - 1] + a[i + 1]) / 2;
}

__global__ void fixed_tile(float *out, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n) out[i] = i;
}

struct Buffers { float *data; int n; };

// The kernel changes its copy of the struct: the pointer it stores
// through is no longer the argument's.
__global__ void through_struct(Buffers b, int skip) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) b.data += skip;
  if (i < b.n) b.data[i] = 0;
}
