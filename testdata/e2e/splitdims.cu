// Kernels valid split along rows (y, preferred) and columns (x): a scale
// launched with gridDim.y == 1 splits by columns; the smoothing steps
// after it, valid both ways, keep the columns its output is laid out in,
// while the same steps on fresh buffers split by rows.
// Usage: splitdims [steps]
// expect: scale split y
// expect: smooth split y
// runs: scale x
// runs: smooth x,y
#include "check.h"

#define ROWS 32
#define COLS 512

// out = 2*in + row, over a grid of blocks that covers the rows in one.
__global__ void scale(const float *in, float *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols)
    out[r * cols + c] = 2.0f * in[r * cols + c] + (float)r;
}

// A 5-point average; border cells are copied.
__global__ void smooth(const float *in, float *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows || c >= cols)
    return;
  int i = r * cols + c;
  if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1)
    out[i] = in[i];
  else
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - cols] + in[i + cols]);
}

static void cpu_scale(const float *in, float *out) {
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      out[r * COLS + c] = 2.0f * in[r * COLS + c] + (float)r;
}

static void cpu_smooth(const float *in, float *out) {
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++) {
      int i = r * COLS + c;
      if (r == 0 || c == 0 || r == ROWS - 1 || c == COLS - 1)
        out[i] = in[i];
      else
        out[i] = 0.2f * ((((in[i] + in[i - 1]) + in[i + 1]) + in[i - COLS]) + in[i + COLS]);
    }
}

// steps smoothing steps ping-ponging between *a and *b on the device and
// between *ha and *hb on the host; the result ends in *a and *ha.
static void smooth_steps(float **a, float **b, float **ha, float **hb, int steps) {
  dim3 block(32, 4), grid(COLS / 32, ROWS / 4);
  for (int s = 0; s < steps; s++) {
    smooth<<<grid, block>>>(*a, *b, ROWS, COLS);
    cpu_smooth(*ha, *hb);
    float *t = *a;
    *a = *b;
    *b = t;
    t = *ha;
    *ha = *hb;
    *hb = t;
  }
}

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 3;
  size_t n = (size_t)ROWS * COLS, bytes = n * sizeof(float);
  float *h = (float *)malloc(bytes), *got = (float *)malloc(bytes);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes);
  float *hc = (float *)malloc(bytes), *hd = (float *)malloc(bytes);
  for (size_t i = 0; i < n; i++)
    h[i] = (float)((i * 7919) % 1000) / 100.0f;
  float *in, *a, *b, *c, *d;
  CHECK(cudaMalloc(&in, bytes));
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMalloc(&c, bytes));
  CHECK(cudaMalloc(&d, bytes));
  CHECK(cudaMemcpy(in, h, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, h, bytes, cudaMemcpyHostToDevice));

  // One block along y: split by columns, then smoothed where it lies.
  scale<<<dim3(COLS / 32, 1), dim3(32, ROWS)>>>(in, a, ROWS, COLS);
  cpu_scale(h, ha);
  smooth_steps(&a, &b, &ha, &hb, steps);
  // Fresh data: by rows.
  memcpy(hc, h, bytes);
  smooth_steps(&c, &d, &hc, &hd, steps);

  bool ok = true;
  CHECK(cudaMemcpy(got, a, bytes, cudaMemcpyDeviceToHost));
  for (size_t i = 0; i < n; i++)
    ok = ok && near(got[i], ha[i]);
  sum(got, bytes);
  CHECK(cudaMemcpy(got, c, bytes, cudaMemcpyDeviceToHost));
  for (size_t i = 0; i < n; i++)
    ok = ok && near(got[i], hc[i]);
  sum(got, bytes);
  return finish(ok);
}
