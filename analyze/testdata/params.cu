// Parameter kinds, sizes, signedness and scalar slots.
#include <cuda_runtime.h>

struct Particle { float x, y, z; double m; };

namespace sim {
template <typename T, int N>
__global__ void fill(T *out, T value, unsigned int n, long long offset) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i + offset] = value * N;
}
template __global__ void fill<float, 2>(float *, float, unsigned int, long long);
}

__global__ void by_value(Particle p, float *out, unsigned short s, bool flag, double d, char c) {
  out[threadIdx.x] = p.x + s + flag + d + c;
}

extern "C" __global__ void plain_c(int *a, int n) {
  if ((int)threadIdx.x < n) a[threadIdx.x] = n;
}
