// Double precision on a 2-D grid with 64-bit indices.
// expect: blend split y
#include "check.h"

__global__ void blend(const double *a, double *b, long rows, long cols, double t) {
  long c = blockIdx.x * (long)blockDim.x + threadIdx.x;
  long r = blockIdx.y * (long)blockDim.y + threadIdx.y;
  if (r < rows && c < cols)
    b[r * cols + c] = (1.0 - t) * b[r * cols + c] + t * a[r * cols + c];
}

int main() {
  const long rows = 30, cols = 20;
  static double a[rows * cols], b[rows * cols], ref[rows * cols];
  for (long i = 0; i < rows * cols; i++) {
    a[i] = i * 0.25;
    b[i] = ref[i] = 100.0 - i;
  }
  double *da, *db;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  dim3 block(8, 8), grid((cols + 7) / 8, (rows + 7) / 8);
  for (int k = 0; k < 3; k++) {
    blend<<<grid, block>>>(da, db, rows, cols, 0.25);
    for (long i = 0; i < rows * cols; i++)
      ref[i] = 0.75 * ref[i] + 0.25 * a[i];
  }
  CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (long i = 0; i < rows * cols; i++)
    ok = ok && near(b[i], ref[i]);
  sum(b, sizeof b);
  return finish(ok);
}
