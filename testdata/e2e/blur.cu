// A 3x3 box blur of an 8-bit image with clamped borders.
// expect: blur split
#include "check.h"

__global__ void blur(const unsigned char *in, unsigned char *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int s = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int yy = min(max(y + dy, 0), h - 1), xx = min(max(x + dx, 0), w - 1);
      s += in[yy * w + xx];
    }
  out[y * w + x] = (unsigned char)(s / 9);
}

int main() {
  const int w = 48, h = 32;
  static unsigned char img[w * h], out[w * h];
  for (int i = 0; i < w * h; i++)
    img[i] = (unsigned char)((i * 151) % 256);
  unsigned char *din, *dout;
  CHECK(cudaMalloc(&din, sizeof img));
  CHECK(cudaMalloc(&dout, sizeof out));
  CHECK(cudaMemcpy(din, img, sizeof img, cudaMemcpyHostToDevice));
  dim3 block(16, 8), grid(w / 16, h / 8);
  blur<<<grid, block>>>(din, dout, w, h);
  CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
          int xx = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
          s += img[yy * w + xx];
        }
      ok = ok && out[y * w + x] == s / 9;
    }
  sum(out, sizeof out);
  return finish(ok);
}
