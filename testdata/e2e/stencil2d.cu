// 5-point 2-D Jacobi on an R x C grid: rows are split across devices.
// Usage: stencil2d [rows cols iters]
// expect: jacobi split y
#include "check.h"

__global__ void jacobi(const float *in, float *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols)
    return;
  // Interior rows read the whole row above and below (a full halo row per
  // boundary); border columns count their own value twice.
  if (r > 0 && r < rows - 1) {
    float v = in[(r - 1) * cols + c] + in[(r + 1) * cols + c] + 2.0f * in[r * cols + c];
    if (c > 0 && c < cols - 1)
      v += in[r * cols + c - 1] + in[r * cols + c + 1];
    else
      v += 2.0f * in[r * cols + c];
    out[r * cols + c] = v / 6.0f;
  } else {
    out[r * cols + c] = in[r * cols + c];
  }
}

static void cpu(const float *in, float *out, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      if (r == 0 || r == rows - 1) {
        out[r * cols + c] = in[r * cols + c];
        continue;
      }
      float v = in[(r - 1) * cols + c] + in[(r + 1) * cols + c] + 2.0f * in[r * cols + c];
      if (c > 0 && c < cols - 1)
        v += in[r * cols + c - 1] + in[r * cols + c + 1];
      else
        v += 2.0f * in[r * cols + c];
      out[r * cols + c] = v / 6.0f;
    }
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 40, cols = argc > 2 ? atoi(argv[2]) : 36;
  int iters = argc > 3 ? atoi(argv[3]) : 4;
  size_t bytes = (size_t)rows * cols * sizeof(float);
  float *h = (float *)malloc(bytes), *ref = (float *)malloc(bytes), *tmp = (float *)malloc(bytes);
  for (int i = 0; i < rows * cols; i++)
    h[i] = ref[i] = (float)((i * 7919) % 1000) / 10.0f;
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
  dim3 block(16, 4), grid((cols + 15) / 16, (rows + 3) / 4);
  for (int it = 0; it < iters; it++) {
    jacobi<<<grid, block>>>(a, b, rows, cols);
    float *t = a;
    a = b;
    b = t;
    cpu(ref, tmp, rows, cols);
    float *u = ref;
    ref = tmp;
    tmp = u;
  }
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < rows * cols; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, bytes);
  return finish(ok);
}
