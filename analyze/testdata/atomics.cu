// Integer atomic reductions into buffers (split; the runtime combines the
// devices' partial results) and the atomic operations that stay unsplit.
#include <cuda_runtime.h>

__global__ void histogram_bytes(const unsigned char *data, unsigned *bins, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i]], 1u);
}

// Per-block counts in shared memory, added to the global bins once.
__global__ void histogram_shared(const int *data, int *bins, int n) {
  __shared__ int local[64];
  for (int b = threadIdx.x; b < 64; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&local[data[i] & 63], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < 64; b += blockDim.x)
    if (local[b])
      atomicAdd(&bins[b], local[b]);
}

// A 2-D image: the reads follow blockIdx.y.
__global__ void image_levels(const unsigned char *img, int w, int h, unsigned long long *levels) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    atomicAdd(&levels[img[y * w + x] >> 4], 1ull);
}

__global__ void extremes(const int *v, int n, int *lo, int *hi, unsigned *bits, unsigned *ubig, long long *debt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(lo, v[i]);
    atomicMax(hi, v[i]);
    atomicOr(bits, 1u << (v[i] & 31));
    atomicMax(ubig, (unsigned)v[i]);
    atomicAdd((unsigned long long *)debt, (unsigned long long)(long long)v[i]);
  }
}

__global__ void parity(const unsigned *v, int n, unsigned *x, int *taken) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicXor(x, v[i]);
    atomicSub(taken, (int)(v[i] & 7));
  }
}

// Writes decide the split; the count is combined.
__global__ void clamp_count(float *a, int n, float top, int *clamped) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] > top) {
    a[i] = top;
    atomicAdd(clamped, 1);
  }
}

struct Tally {
  const int *keys;
  int *counts;
  int n;
};
__global__ void tally(Tally t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < t.n)
    atomicAdd(&t.counts[t.keys[i] & 15], 1);
}

// Stay unsplit.
__global__ void compact(const int *in, int n, int *out, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0)
    out[atomicAdd(count, 1)] = in[i];
}
__global__ void float_sum(const float *in, int n, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, in[i]);
}
__global__ void last_writer(const int *in, int n, int *last) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicExch(last, in[i]);
}
__global__ void min_and_add(const int *in, int n, int *acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(acc, in[i]);
    atomicAdd(acc, 1);
  }
}
__global__ void read_and_add(int *bins, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && bins[in[i] & 7] < 100)
    atomicAdd(&bins[in[i] & 7], 1);
}
__device__ int device_count;
__global__ void count_device(const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i])
    atomicAdd(&device_count, 1);
}
__global__ void wrapping(unsigned *ring, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicInc(ring, 15u);
}
