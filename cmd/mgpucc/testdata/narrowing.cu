// A narrowing conversion of a value in a braced initializer, in device
// and host code (Parboil's histo), and a register variable in C++17 (which
// removed the storage class; HeCBench's ntt, s3d): nvcc warns, mgpucc
// compiles them too.
#include <cuda_runtime.h>

__global__ void clamp(const ushort4 *in, uchar4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    register ushort4 s = in[i];
    uchar4 u = {s.x, s.y, s.z, s.w};
    out[i] = u;
  }
}

uchar4 first(ushort4 s) {
  register uchar4 u = {s.x, s.y, s.z, s.w};
  return u;
}

#ifndef __NVCC__
#error "nvcc defines __NVCC__ in every compile it makes"
#endif
