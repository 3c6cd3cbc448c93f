// Writes that one block makes beside the elements every block owns: a
// count stored by the first thread (if (i == 0)), and Rodinia backprop's
// weight update, whose first block row also updates the bias row 0
// (if (ty == 0 && by == 0), which LLVM folds into (ty | by) == 0).
// expect: scale_and_count split x
// expect: adjust_weights split y
#include "check.h"

#define HEIGHT 16

__global__ void scale_and_count(float *out, int *count, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 3.0f * in[i];
  if (i == 0)
    *count = n;
}

__global__ void adjust_weights(const float *delta, int hid, const float *ly, float *w, float *oldw) {
  int by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_y = HEIGHT * by + ty + 1, index_x = tx + 1;
  w[index] += 0.3f * delta[index_x] * ly[index_y] + 0.3f * oldw[index];
  oldw[index] = 0.3f * delta[index_x] * ly[index_y] + 0.3f * oldw[index];
  __syncthreads();
  if (ty == 0 && by == 0) {
    w[index_x] += 0.3f * delta[index_x] + 0.3f * oldw[index_x];
    oldw[index_x] = 0.3f * delta[index_x] + 0.3f * oldw[index_x];
  }
}

int main() {
  bool ok = true;
  const int n = 777;
  static float hin[n], hout[n];
  for (int i = 0; i < n; i++)
    hin[i] = 0.5f * (i % 13);
  float *in, *out;
  int *count, hcount = -1;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&out, sizeof hout));
  CHECK(cudaMalloc(&count, sizeof(int)));
  CHECK(cudaMemcpy(count, &hcount, sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  scale_and_count<<<(n + 63) / 64, 64>>>(out, count, in, n);
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hcount, count, sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && hout[i] == 3.0f * hin[i];
  ok = ok && hcount == n;
  sum(hout, sizeof hout);
  sum(&hcount, sizeof hcount);

  // in = 64 inputs (4 block rows of 16), hid = 16 hidden units.
  const int in_n = 64, hid = 16, size = (in_n + 1) * (hid + 1);
  static float hw[size], hold[size], hdelta[hid + 1], hly[in_n + 1], rw[size], rold[size];
  for (int i = 0; i < size; i++) {
    hw[i] = 0.01f * (i % 29);
    hold[i] = 0.02f * (i % 7);
  }
  for (int i = 0; i <= hid; i++)
    hdelta[i] = 0.1f * i;
  for (int i = 0; i <= in_n; i++)
    hly[i] = 1.0f - 0.01f * i;
  float *w, *oldw, *delta, *ly;
  CHECK(cudaMalloc(&w, sizeof hw));
  CHECK(cudaMalloc(&oldw, sizeof hold));
  CHECK(cudaMalloc(&delta, sizeof hdelta));
  CHECK(cudaMalloc(&ly, sizeof hly));
  CHECK(cudaMemcpy(w, hw, sizeof hw, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(oldw, hold, sizeof hold, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(delta, hdelta, sizeof hdelta, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(ly, hly, sizeof hly, cudaMemcpyHostToDevice));
  for (int step = 0; step < 3; step++) {
    adjust_weights<<<dim3(1, in_n / HEIGHT), dim3(hid, HEIGHT)>>>(delta, hid, ly, w, oldw);
    for (int r = 1; r <= in_n; r++)
      for (int c = 1; c <= hid; c++) {
        int i = r * (hid + 1) + c;
        float d = 0.3f * hdelta[c] * hly[r] + 0.3f * hold[i];
        hw[i] += d;
        hold[i] = d;
      }
    for (int c = 1; c <= hid; c++) {
      float d = 0.3f * hdelta[c] + 0.3f * hold[c];
      hw[c] += d;
      hold[c] = d;
    }
  }
  CHECK(cudaMemcpy(rw, w, sizeof rw, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rold, oldw, sizeof rold, cudaMemcpyDeviceToHost));
  for (int i = 0; i < size; i++)
    ok = ok && near(rw[i], hw[i]) && near(rold[i], hold[i]);
  sum(rw, sizeof rw);
  sum(rold, sizeof rold);
  return finish(ok);
}
