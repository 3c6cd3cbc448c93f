// Loops over the blocks (v += gridDim.x): CUDA's scalarProd (a dot product
// per vector, the blocks striding over the vectors, a shared-memory
// reduction, thread 0 storing the result) and a row update whose blocks
// stride over the rows while their threads stride over the columns. The
// grids are smaller than the number of vectors and rows.
// expect: scalar_prod split x
// expect: rows_over_blocks split x
#include "check.h"

#define ACC_N 128

__global__ void scalar_prod(float *c, const float *a, const float *b, int vectors, int len) {
  __shared__ float acc[ACC_N];
  for (int v = blockIdx.x; v < vectors; v += gridDim.x) {
    float s = 0.0f;
    for (int i = threadIdx.x; i < len; i += blockDim.x)
      s += a[v * len + i] * b[v * len + i];
    acc[threadIdx.x] = s;
    for (int stride = ACC_N / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      if (threadIdx.x < stride)
        acc[threadIdx.x] += acc[threadIdx.x + stride];
    }
    if (threadIdx.x == 0)
      c[v] = acc[0];
    __syncthreads();
  }
}

__global__ void rows_over_blocks(float *m, int rows, int cols) {
  for (int row = blockIdx.x; row < rows; row += gridDim.x)
    for (int col = threadIdx.x; col < cols; col += blockDim.x)
      m[row * cols + col] = 0.5f * m[row * cols + col] + row;
}

int main() {
  bool ok = true;
  const int vectors = 75, len = 500, n = vectors * len;
  static float ha[n], hb[n], hc[vectors];
  for (int i = 0; i < n; i++) {
    ha[i] = (float)(i % 11) - 5.0f;
    hb[i] = 0.25f * (i % 7);
  }
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  scalar_prod<<<16, ACC_N>>>(c, a, b, vectors, len);
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  for (int v = 0; v < vectors; v++) {
    double s = 0;
    for (int i = 0; i < len; i++)
      s += (double)ha[v * len + i] * hb[v * len + i];
    ok = ok && near(hc[v], s);
  }
  sum(hc, sizeof hc);

  rows_over_blocks<<<7, 64>>>(a, vectors, len);
  rows_over_blocks<<<3, 96>>>(a, vectors, len);
  CHECK(cudaMemcpy(hb, a, sizeof hb, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++) {
    float r = (float)(i / len), want = 0.5f * (0.5f * ha[i] + r) + r;
    ok = ok && hb[i] == want;
  }
  sum(hb, sizeof hb);
  return finish(ok);
}
