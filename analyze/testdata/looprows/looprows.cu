// Flat subscripts of #define'd widths whose row is a loop's counter
// (looprows_test.go). Not in the corpus of testdata/*.cu: the tests here
// state what they check themselves.
#include <cuda_runtime.h>

#define NX 43
#define NY 37

// PolyBench's column sweep (atax, bicg): thread j reads column j of A, a
// row per iteration. A is only read, so it is rows of NY, row i holding
// the block's columns, not the hull of all rows.
__global__ void col_sweep(const float *A, const float *x, float *y) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    float acc = 0.0f;
    for (int i = 0; i < NX; i++)
      acc += A[i * NY + j] * x[i];
    y[j] = acc;
  }
}

// The row sweep: thread i reads row i, one contiguous range per block;
// the row is a thread's, not a loop's, so A stays one-dimensional.
__global__ void row_sweep(const float *A, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    float acc = 0.0f;
    for (int j = 0; j < NY; j++)
      acc += A[i * NY + j] * x[j];
    y[i] = acc;
  }
}

// The same rows written: the guard j < NY proves the column inside its
// row, so the blocks' columns are apart.
__global__ void col_copy(const float *A, float *B) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY)
    for (int i = 0; i < NX; i++)
      B[i * NY + j] = 2.0f * A[i * NY + j];
}

// Without the guard nothing proves B's column inside its row: j may run
// past NY into the next row, whose columns other blocks write, so B is
// split only where the launch keeps j below NY (split_requires). A, only
// read, is rows of NY all the same: a column past them still names the
// element A[i*NY + j] it reads.
__global__ void col_copy_unguarded(const float *A, float *B) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < NX; i++)
    B[i * NY + j] = 2.0f * A[i * NY + j];
}
