// Blocks whose writes have no owner subscript, shown apart by isl: no block
// writes what a block with another blockIdx reads or writes.
#include <cuda_runtime.h>

// PolyBench's correlation (its sum over the samples left out): thread j1
// writes row j1 beyond the diagonal and column j1 below it, reading back
// its own row.
__global__ void symmetric_fill(int m, float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * m + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * m + j2] = data[j1] * data[j2];
      symmat[j2 * m + j1] = symmat[j1 * m + j2];
    }
  }
}

// Thread i writes elements i and n - 1 - i of the first and second half.
__global__ void mirror(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2) {
    out[i] = in[n - 1 - i];
    out[n - 1 - i] = in[i];
  }
}

// Thread i writes elements i and i + 1: neighbouring blocks share one.
__global__ void overlapping_pairs(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    out[i] = 1.0f;
    out[i + 1] = 2.0f;
  }
}

// The mirror image read from the array written: another block's element.
__global__ void mirror_in_place(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[n - 1 - i] + 1.0f;
}

// PolyBench's correlation with #define'd rows and loops to the argument m:
// the diagonal and the row beyond it (j2 counted from j1 + 1) vote for
// rows of M + 1; rows of M keep them apart from the column (otherShapes),
// and the loop's guard keeps the columns in those rows where m <= M.
#define M 64
__global__ void symmetric_defined(int m, float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m - 1) {
    symmat[j1 * M + j1] = 1.0f;
    for (int j2 = j1 + 1; j2 < m; j2++) {
      symmat[j1 * M + j2] = data[j1] * data[j2];
      symmat[j2 * M + j1] = symmat[j1 * M + j2];
    }
  }
}

// PolyBench's ADI row sweep: the row's first element is read before the
// loop, a multiple of N that is column 0 of row i1 in the rows of N the
// loop's accesses have.
#define N 32
__global__ void row_sweep_defined(int n, const float *a, float *b, float *x) {
  int i1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (i1 < n)
    for (int i2 = 1; i2 < n; i2++) {
      x[i1 * N + i2] = x[i1 * N + i2] - x[i1 * N + i2 - 1] * a[i1 * N + i2] / b[i1 * N + i2 - 1];
      b[i1 * N + i2] = b[i1 * N + i2] - a[i1 * N + i2] * a[i1 * N + i2] / b[i1 * N + i2 - 1];
    }
}

// Both triangles from every thread: thread j1 writes all of row j1 and of
// column j1, so blocks write each other's elements (unsplit). Its unsplit
// launch's maps read the matrix as rows of M (rowsOf), which an enumerator
// lists a run a row, not the column element by element.
__global__ void symmetric_both(int m, float *symmat, const float *data) {
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < m)
    for (int j2 = 0; j2 < m; j2++) {
      symmat[j1 * M + j2] = data[j1] * data[j2];
      symmat[j2 * M + j1] = data[j1] * data[j2];
    }
}
