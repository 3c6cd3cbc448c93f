// Accumulators in global memory: a thread stores an element, then loads
// and stores it again per term (the output may alias the inputs, so the
// loads stay in the IR). Loads of a thread's own store read nothing the
// launch found, and are no reads (ownstores.go); a load before the
// store, or after a store that some path skips, is one.
#include <cuda_runtime.h>

// PolyBench's atax and mvt: tmp[i] = 0, then tmp[i] += A[i][j] * x[j].
__global__ void accumulated_sums(float *sums, const float *a, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    sums[i] = 0;
    for (int j = 0; j < n; j++) sums[i] += a[i * n + j] * x[j];
  }
}

// PolyBench's correlation: row j1 of symmat from the diagonal, each
// element summed in place and then copied into column j1.
__global__ void correlate(float *symmat, const float *data, int m, int n) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * m + j1] = 1;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * m + j2] = 0;
      for (int i = 0; i < n; i++) symmat[j1 * m + j2] += data[i * m + j1] * data[i * m + j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
}

// The first load comes before any store: the element is read.
__global__ void scaled_sums(float *sums, const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    sums[i] = 2 * sums[i];
    for (int j = 0; j < n; j++) sums[i] += a[i * n + j];
  }
}

// Row k keeps its sum: the store that some threads skip covers nothing.
__global__ void sums_but_row(float *sums, const float *a, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if (i != k) sums[i] = 0;
    for (int j = 0; j < n; j++) sums[i] += a[i * n + j];
  }
}
