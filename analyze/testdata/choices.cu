// Pointers chosen among buffers or elements: each alternative is an access
// under the condition that picks it.
#include <cuda_runtime.h>

// c ? a[i] : b[j]: clang sinks the two loads into one load of a phi.
__global__ void pick_branch(const float *in, const float *edge, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (i > 0) ? in[i - 1] : edge[i];
}

// The same as a select.
__global__ void pick_select(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (i & 1) ? a[i] : b[i];
}

// Source and destination picked by an argument (ping-pong in one kernel):
// the neighbours read are of the other buffer, which no block writes.
__global__ void ping_pong(float *a, float *b, int n, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *src = (step & 1) ? b : a;
  float *dst = (step & 1) ? a : b;
  if (i > 0 && i < n - 1) dst[i] = src[i - 1] + src[i] * 2.0f + src[i + 1];
}

// A destination chosen per element, both in the thread's own element.
__global__ void split_signs(const float *in, float *pos, float *neg, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = in[i];
    float *dst = (i % 3 == 0) ? pos : neg;
    dst[i] = v;
  }
}

// A destination chosen by data: the alternatives' offsets are not known
// exactly, so the kernel is not split.
__global__ void pick_by_data(const float *in, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float *dst = in[i] > 0 ? a : b;
    dst[i] = in[i];
  }
}

// A pointer stepped through device memory in a loop is not understood.
__global__ void walk(float *a, int n, int steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *p = a + i;
  for (int s = 0; s < steps; s++) {
    *p = *p + 1.0f;
    p += n;
  }
}
