// Structs copied whole: llvm.memcpy of a struct's bytes from an array of
// structs (a read of that range) or into one (a write), llvm.memset of a
// constant length (a write); a copy of a length known only at run time
// is refused.
#include <cuda_runtime.h>

struct Spectrum {
  float bin[12];
  int used;
};

__global__ void copy_in(const Spectrum *in, float *out, int n, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Spectrum s = in[i];
  float total = 0;
  for (int k = 0; k < 12; k++) total += k < s.used ? s.bin[(k * stride) % 12] : 0.0f;
  out[i] = total;
}

__global__ void copy_out(const Spectrum *in, Spectrum *out, int n, int shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Spectrum s = in[i], t;
  for (int k = 0; k < 12; k++) t.bin[k] = s.bin[(k + shift) % 12];
  t.used = s.used;
  out[i] = t;
}

__global__ void clear(Spectrum *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __builtin_memset(&out[i], 0, sizeof(Spectrum));
}

__global__ void copy_length(const Spectrum *in, Spectrum *out, int n, int len) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __builtin_memcpy(&out[i], &in[i], len);
}
