// Preprocessor lines near kernels and launches: a #define continued over
// lines just before a kernel template (HeCBench's mask), and #ifdef inside
// a launch's configuration and arguments (HeCBench's pad), whose count
// only the preprocessor knows: that launch is left to clang's launch ABI.
#include <cuda_runtime.h>

#define KERNEL_LOOP(i, n) \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; \
       i < (n); i += blockDim.x * gridDim.x)

template <typename T>
__global__ void fill(T *out, T v, int n) {
  KERNEL_LOOP(i, n) { out[i] = v; }
}

__global__ void pad(float *out, int n, int *worklist) { out[n] = worklist ? 1 : 0; }

void run(float *f, int n, int *w) {
  fill<<<1, 32>>>(f, 1.0f, n);
  pad<<<1, 32
#ifdef DYNAMIC_PARTITION
        , 64
#endif
        >>>(f, n, w);
}
