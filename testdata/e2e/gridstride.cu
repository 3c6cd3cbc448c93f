// Grid-stride loops, the way NVIDIA's tutorials write kernels: each block
// keeps the original gridDim, so every element is computed by the same
// thread (and the same way) on any number of devices. A grid far smaller
// than the data (many iterations), one larger than needed (one iteration
// or none), and a 2-D grid-stride loop over a matrix.
// expect: gsum split x
// expect: add split x
// expect: smooth2d split y
#include "check.h"

__global__ void gsum(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c[i] = a[i] + 3.0f * b[i];
}

// From "An Even Easier Introduction to CUDA".
__global__ void add(int n, float *x, float *y) {
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = index; i < n; i += stride)
    y[i] = x[i] + y[i];
}

__global__ void smooth2d(const float *in, float *out, int rows, int cols) {
  for (int r = blockIdx.y * blockDim.y + threadIdx.y; r < rows; r += blockDim.y * gridDim.y)
    for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += blockDim.x * gridDim.x) {
      float up = r > 0 ? in[(r - 1) * cols + c] : 0.0f;
      float down = r + 1 < rows ? in[(r + 1) * cols + c] : 0.0f;
      out[r * cols + c] = 0.5f * in[r * cols + c] + 0.25f * (up + down);
    }
}

int main() {
  const int n = 3000;
  static float ha[n], hb[n], out[n], hy[n];
  for (int i = 0; i < n; i++) {
    ha[i] = (float)(i % 100);
    hb[i] = (float)(i % 7);
    hy[i] = 2.0f;
  }
  float *a, *b, *c, *y;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&b, sizeof hb));
  CHECK(cudaMalloc(&c, sizeof out));
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  gsum<<<6, 64>>>(a, b, c, n);
  add<<<(n + 255) / 256 + 3, 256>>>(n, a, y); // more threads than elements
  add<<<5, 32>>>(n, b, y);                    // 19 iterations
  CHECK(cudaMemcpy(out, c, sizeof out, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && out[i] == ha[i] + 3.0f * hb[i] && hy[i] == 2.0f + ha[i] + hb[i];
  sum(out, sizeof out);
  sum(hy, sizeof hy);

  const int rows = 45, cols = 37;
  static float hm[rows * cols], hs[rows * cols];
  for (int i = 0; i < rows * cols; i++)
    hm[i] = (float)((i * 13) % 29);
  float *m, *s;
  CHECK(cudaMalloc(&m, sizeof hm));
  CHECK(cudaMalloc(&s, sizeof hs));
  CHECK(cudaMemcpy(m, hm, sizeof hm, cudaMemcpyHostToDevice));
  smooth2d<<<dim3(2, 3), dim3(8, 4)>>>(m, s, rows, cols);
  CHECK(cudaMemcpy(hs, s, sizeof hs, cudaMemcpyDeviceToHost));
  for (int r = 0; r < rows; r++)
    for (int col = 0; col < cols; col++) {
      float up = r > 0 ? hm[(r - 1) * cols + col] : 0.0f;
      float down = r + 1 < rows ? hm[(r + 1) * cols + col] : 0.0f;
      ok = ok && hs[r * cols + col] == 0.5f * hm[r * cols + col] + 0.25f * (up + down);
    }
  sum(hs, sizeof hs);
  return finish(ok);
}
