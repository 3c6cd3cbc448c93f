// Managed memory: NVIDIA's "An Even Easier Introduction to CUDA" (without
// its grid-stride loop), the host writing and reading the arrays directly;
// then a 2-D stencil over managed grids that the host reads and changes
// between iterations.
// Usage: managed [n rows cols iters]
// expect: add split x
// expect: smooth split y
#include "check.h"

__global__ void add(int n, float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = x[i] + y[i];
}

// 5-point average of the interior; border cells are copied.
__global__ void smooth(const float *in, float *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols)
    return;
  int i = r * cols + c;
  if (r > 0 && r < rows - 1 && c > 0 && c < cols - 1)
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - cols] + in[i + cols]);
  else
    out[i] = in[i];
}

static void cpu(const float *in, float *out, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int i = r * cols + c;
      if (r > 0 && r < rows - 1 && c > 0 && c < cols - 1)
        out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - cols] + in[i + cols]);
      else
        out[i] = in[i];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 10000;
  int rows = argc > 2 ? atoi(argv[2]) : 40, cols = argc > 3 ? atoi(argv[3]) : 36;
  int iters = argc > 4 ? atoi(argv[4]) : 5;

  // The tutorial: x and y live in managed memory, which the host
  // initialises and checks directly.
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
  int device = -1;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaMemPrefetchAsync(x, n * sizeof(float), device, NULL));
  int blockSize = 256;
  int numBlocks = (n + blockSize - 1) / blockSize;
  add<<<numBlocks, blockSize>>>(n, x, y);
  CHECK(cudaDeviceSynchronize());
  float maxError = 0.0f;
  for (int i = 0; i < n; i++)
    maxError = fmax(maxError, fabs(y[i] - 3.0f));
  bool ok = maxError == 0.0f;
  sum(y, n * sizeof(float));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));

  // The stencil: after each step the host reads the whole result (its
  // total) and writes a heat source into it, which the next step reads.
  size_t cells = (size_t)rows * cols;
  float *a, *b;
  CHECK(cudaMallocManaged(&a, cells * sizeof(float)));
  CHECK(cudaMallocManaged(&b, cells * sizeof(float)));
  float *ref = (float *)malloc(cells * sizeof(float)), *tmp = (float *)malloc(cells * sizeof(float));
  for (size_t i = 0; i < cells; i++)
    a[i] = ref[i] = (float)((i * 7919) % 1000) / 10.0f;
  size_t source = (size_t)(rows / 2) * cols + cols / 2;
  dim3 block(16, 4), grid((cols + 15) / 16, (rows + 3) / 4);
  for (int it = 0; it < iters; it++) {
    smooth<<<grid, block>>>(a, b, rows, cols);
    CHECK(cudaDeviceSynchronize());
    cpu(ref, tmp, rows, cols);
    double total = 0, want = 0;
    for (size_t i = 0; i < cells; i++) {
      total += b[i];
      want += tmp[i];
    }
    ok = ok && near(total, want);
    sum(&total, sizeof total);
    b[source] = tmp[source] = 100.0f + it;
    float *t = a;
    a = b;
    b = t;
    t = ref;
    ref = tmp;
    tmp = t;
  }
  for (size_t i = 0; i < cells; i++)
    ok = ok && near(a[i], ref[i]);
  sum(a, cells * sizeof(float));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  free(ref);
  free(tmp);
  return finish(ok);
}
