// Pointers chosen among buffers: a boundary value from another array
// (`i > 0 ? in[i-1] : left[i]`, one load of a phi of two pointers after
// clang), the source and destination of a ping-pong picked in the kernel by
// the step's parity, a destination picked per element, and one picked by
// data (unsplit: the analysis cannot know which buffer an element goes to).
// expect: shift_in split x
// expect: ping_pong split x
// expect: by_class split x
// expect: by_sign not split
#include "check.h"

__global__ void shift_in(const float *in, const float *left, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (i > 0) ? in[i - 1] : left[i];
}

__global__ void ping_pong(float *a, float *b, int n, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *src = (step & 1) ? b : a;
  float *dst = (step & 1) ? a : b;
  if (i < n) dst[i] = 0.5f * src[i] + (i > 0 ? 0.25f * src[i - 1] : 0.0f) + (i + 1 < n ? 0.25f * src[i + 1] : 0.0f);
}

__global__ void by_class(const float *in, float *first, float *rest, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float *dst = (i % 3 == 0) ? first : rest;
    dst[i] = in[i] * 3.0f;
  }
}

__global__ void by_sign(const float *in, float *pos, float *neg, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float *dst = in[i] > 0.0f ? pos : neg;
    dst[i] = in[i];
  }
}

int main() {
  const int n = 3001, steps = 7;
  static float hin[n], hleft[n], ha[n], hb[n], hout[n], hfirst[n], hrest[n], hpos[n], hneg[n];
  static float ra[n], rb[n];
  for (int i = 0; i < n; i++) {
    hin[i] = 0.5f * (i % 17) - 4.0f;
    hleft[i] = -1.0f - i;
    ha[i] = (float)(i % 23);
  }
  float *in, *left, *a, *b, *out, *first, *rest, *pos, *neg;
  float **buffers[] = {&in, &left, &a, &b, &out, &first, &rest, &pos, &neg};
  for (float **p : buffers) {
    CHECK(cudaMalloc(p, n * sizeof(float)));
    CHECK(cudaMemset(*p, 0, n * sizeof(float)));
  }
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(left, hleft, sizeof hleft, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  const int threads = 128, blocks = (n + threads - 1) / threads;
  shift_in<<<blocks, threads>>>(in, left, out, n);
  for (int s = 0; s < steps; s++)
    ping_pong<<<blocks, threads>>>(a, b, n, s);
  by_class<<<blocks, threads>>>(in, first, rest, n);
  by_sign<<<blocks, threads>>>(in, pos, neg, n);
  CHECK(cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hfirst, first, sizeof hfirst, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hrest, rest, sizeof hrest, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hpos, pos, sizeof hpos, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hneg, neg, sizeof hneg, cudaMemcpyDeviceToHost));

  bool ok = true;
  for (int i = 0; i < n; i++) {
    ok = ok && hout[i] == (i > 0 ? hin[i - 1] : hleft[i]);
    ok = ok && hfirst[i] == (i % 3 == 0 ? hin[i] * 3.0f : 0.0f) && hrest[i] == (i % 3 != 0 ? hin[i] * 3.0f : 0.0f);
    ok = ok && hpos[i] == (hin[i] > 0 ? hin[i] : 0.0f) && hneg[i] == (hin[i] > 0 ? 0.0f : hin[i]);
    ra[i] = (float)(i % 23);
    rb[i] = 0.0f;
  }
  for (int s = 0; s < steps; s++) {
    const float *src = (s & 1) ? rb : ra;
    float *dst = (s & 1) ? ra : rb;
    for (int i = 0; i < n; i++)
      dst[i] = 0.5f * src[i] + (i > 0 ? 0.25f * src[i - 1] : 0.0f) + (i + 1 < n ? 0.25f * src[i + 1] : 0.0f);
  }
  for (int i = 0; i < n; i++)
    ok = ok && near(ha[i], ra[i]) && near(hb[i], rb[i]);
  sum(hout, sizeof hout);
  sum(ha, sizeof ha);
  sum(hb, sizeof hb);
  sum(hfirst, sizeof hfirst);
  sum(hrest, sizeof hrest);
  sum(hpos, sizeof hpos);
  sum(hneg, sizeof hneg);
  return finish(ok);
}
