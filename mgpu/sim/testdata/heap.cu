// malloc and free in device code (heap_test.go).
#include <cuda_runtime.h>

// Each thread takes n ints, fills them, sums them and gives them back;
// a NULL from malloc gives -1, a block not 16-byte aligned one more.
__global__ void scratch(int n, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = (int *)malloc(n * sizeof(int));
  if (p == NULL) {
    out[i] = -1;
    return;
  }
  for (int k = 0; k < n; k++)
    p[k] = i + k;
  int s = 0;
  for (int k = 0; k < n; k++)
    s += p[k];
  out[i] = s + (((unsigned long long)p & 15) != 0);
  free(p);
}

// A block of n bytes kept in *slot for a later launch, and given back.
__global__ void keep(char **slot, unsigned long long n) { *slot = (char *)malloc(n); }
__global__ void release(char **slot) { free(*slot); }
