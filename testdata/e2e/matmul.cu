// Naive matrix multiply: every block reads whole rows of A and columns of B.
// expect: matmul split y
#include "check.h"

#define N 40

__global__ void matmul(const float *a, const float *b, float *c, int n) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < n && col < n) {
    float s = 0;
    for (int k = 0; k < n; k++)
      s += a[row * n + k] * b[k * n + col];
    c[row * n + col] = s;
  }
}

int main() {
  static float a[N * N], b[N * N], c[N * N];
  for (int i = 0; i < N * N; i++) {
    a[i] = (float)(i % 5) - 2.0f;
    b[i] = (float)(i % 3);
  }
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, sizeof a));
  CHECK(cudaMalloc(&db, sizeof b));
  CHECK(cudaMalloc(&dc, sizeof c));
  CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
  dim3 block(8, 8), grid((N + 7) / 8, (N + 7) / 8);
  matmul<<<grid, block>>>(da, db, dc, N);
  CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int r = 0; r < N; r++)
    for (int col = 0; col < N; col++) {
      float s = 0;
      for (int k = 0; k < N; k++)
        s += a[r * N + k] * b[k * N + col];
      ok = ok && c[r * N + col] == s;
    }
  sum(c, sizeof c);
  return finish(ok);
}
