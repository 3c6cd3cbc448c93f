// CUDA arrays, as image and signal codes use them (NVIDIA's
// simpleTexture, convolutionTexture): an image copied into a 2-D array
// with cudaMemcpy2DToArray and read through texture objects over the
// array, point sampled with clamped borders and linearly filtered in
// normalised coordinates; a 1-D array filled by cudaMemcpyToArray and read
// with tex1D; an array of uchar4 read as such; part of one array copied
// into another (cudaMemcpy2DArrayToArray) and both read back
// (cudaMemcpy2DFromArray, cudaMemcpyFromArray). Coordinates in quarter
// texels of values in eighths keep every filtered sum exact, so the CPU
// reference needs no tolerance.
// expect: shift split y
// expect: smooth split y
// expect: taps split x
// expect: swizzle split y
#include "check.h"

#define W 64
#define H 40
#define N 300

__global__ void shift(cudaTextureObject_t img, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = tex2D<float>(img, x + 0.5f, y + 0.5f) - tex2D<float>(img, x - 1.5f, y + 2.5f);
}

__global__ void smooth(cudaTextureObject_t img, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float u = (x + 0.75f) / w, v = (y + 0.25f) / h;
    out[y * w + x] = tex2D<float>(img, u, v);
  }
}

__global__ void taps(cudaTextureObject_t signal, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1D<float>(signal, i - 0.5f) + 2.0f * tex1D<float>(signal, i + 0.5f) + tex1D<float>(signal, i + 1.5f);
}

__global__ void swizzle(cudaTextureObject_t rgba, uchar4 *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    uchar4 c = tex2D<uchar4>(rgba, x + 0.5f, y + 0.5f);
    out[y * w + x] = make_uchar4(c.w, c.z, c.y, c.x);
  }
}

static cudaTextureObject_t over(cudaArray_t a, cudaTextureFilterMode filter, bool normalized) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = filter;
  td.normalizedCoords = normalized;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t;
  CHECK(cudaCreateTextureObject(&t, &r, &td, NULL));
  return t;
}

static float img[H][W], sig[N];

static float texel(int x, int y) {
  x = x < 0 ? 0 : x >= W ? W - 1 : x;
  y = y < 0 ? 0 : y >= H ? H - 1 : y;
  return img[y][x];
}

static float sample(int i) { return sig[i < 0 ? 0 : i >= N ? N - 1 : i]; }

int main() {
  bool ok = true;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y][x] = 0.125f * ((x * 5 + y * 11) % 23) - 1.0f;
  for (int i = 0; i < N; i++)
    sig[i] = 0.5f * (i * 7 % 13);

  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t image, copy, signal, colours;
  CHECK(cudaMallocArray(&image, &f, W, H));
  CHECK(cudaMallocArray(&copy, &f, W, H));
  CHECK(cudaMallocArray(&signal, &f, N));
  cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
  CHECK(cudaMallocArray(&colours, &c4, W, H));
  CHECK(cudaMemcpy2DToArray(image, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToArray(signal, 0, 0, sig, sizeof sig, cudaMemcpyHostToDevice));

  cudaChannelFormatDesc got_desc;
  cudaExtent extent;
  unsigned flags = 7;
  CHECK(cudaArrayGetInfo(&got_desc, &extent, &flags, signal));
  ok = ok && got_desc.x == 32 && got_desc.f == cudaChannelFormatKindFloat && extent.width == N &&
       extent.height == 0 && extent.depth == 0 && flags == 0;

  float *out;
  CHECK(cudaMalloc(&out, W * H * sizeof(float)));
  static float got[H * W];
  dim3 block(16, 8), grid((W + 15) / 16, (H + 7) / 8);

  cudaTextureObject_t point = over(image, cudaFilterModePoint, false);
  shift<<<grid, block>>>(point, out, W, H);
  CHECK(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost));
  sum(got, sizeof got);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      ok = ok && got[y * W + x] == texel(x, y) - texel(x - 2, y + 2);

  // Filtered at a quarter texel right of and below each texel's corner:
  // weights 1/4 and 3/4 between neighbours.
  cudaTextureObject_t linear = over(image, cudaFilterModeLinear, true);
  smooth<<<grid, block>>>(linear, out, W, H);
  CHECK(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost));
  sum(got, sizeof got);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double want = 0.75 * 0.25 * texel(x, y - 1) + 0.25 * 0.25 * texel(x + 1, y - 1) +
                    0.75 * 0.75 * texel(x, y) + 0.25 * 0.75 * texel(x + 1, y);
      ok = ok && got[y * W + x] == (float)want;
    }

  cudaTextureObject_t taps1 = over(signal, cudaFilterModePoint, false);
  taps<<<(N + 127) / 128, 128>>>(taps1, out, N);
  CHECK(cudaMemcpy(got, out, N * sizeof(float), cudaMemcpyDeviceToHost));
  sum(got, N * sizeof(float));
  for (int i = 0; i < N; i++)
    ok = ok && got[i] == sample(i - 1) + 2.0f * sample(i) + sample(i + 1);

  static uchar4 rgba[H][W], swz[H * W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      rgba[y][x] = make_uchar4(x, y, x ^ y, 255 - x);
  CHECK(cudaMemcpy2DToArray(colours, 0, 0, rgba, W * sizeof(uchar4), W * sizeof(uchar4), H, cudaMemcpyHostToDevice));
  uchar4 *swzd;
  CHECK(cudaMalloc(&swzd, sizeof swz));
  cudaTextureObject_t rgbat = over(colours, cudaFilterModePoint, false);
  swizzle<<<grid, block>>>(rgbat, swzd, W, H);
  CHECK(cudaMemcpy(swz, swzd, sizeof swz, cudaMemcpyDeviceToHost));
  sum(swz, sizeof swz);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      uchar4 s = swz[y * W + x], c = rgba[y][x];
      ok = ok && s.x == c.w && s.y == c.z && s.z == c.y && s.w == c.x;
    }

  // A block of the image copied into the other array at another place,
  // the rest of which is zeros (a device-to-device copy of a zeroed
  // buffer first), read back whole and as runs of rows.
  float *zeros;
  CHECK(cudaMalloc(&zeros, W * H * sizeof(float)));
  CHECK(cudaMemset(zeros, 0, W * H * sizeof(float)));
  CHECK(cudaMemcpy2DToArray(copy, 0, 0, zeros, W * sizeof(float), W * sizeof(float), H, cudaMemcpyDeviceToDevice));
  const int bw = 20, bh = 10, sx = 5, sy = 3, dx = 40, dy = 25;
  CHECK(cudaMemcpy2DArrayToArray(copy, dx * sizeof(float), dy, image, sx * sizeof(float), sy, bw * sizeof(float), bh,
                                 cudaMemcpyDeviceToDevice));
  static float back[H][W], runs[H * W];
  CHECK(cudaMemcpy2DFromArray(back, W * sizeof(float), copy, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToHost));
  const int from = 7, count = 3 * W + 11;
  CHECK(cudaMemcpyFromArray(runs, copy, from * sizeof(float), dy, count * sizeof(float), cudaMemcpyDeviceToHost));
  sum(back, sizeof back);
  sum(runs, count * sizeof(float));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      bool in = x >= dx && x < dx + bw && y >= dy && y < dy + bh;
      float want = in ? img[y - dy + sy][x - dx + sx] : 0.0f;
      ok = ok && back[y][x] == want;
    }
  for (int k = 0; k < count; k++)
    ok = ok && runs[k] == back[dy + (from + k) / W][(from + k) % W];

  // Out of the array: an error, nothing copied.
  ok = ok && cudaMemcpy2DToArray(copy, 1, 0, img, W * sizeof(float), W * sizeof(float), 1, cudaMemcpyHostToDevice) ==
                 cudaErrorInvalidValue;

  CHECK(cudaDestroyTextureObject(point));
  CHECK(cudaDestroyTextureObject(linear));
  CHECK(cudaDestroyTextureObject(taps1));
  CHECK(cudaDestroyTextureObject(rgbat));
  CHECK(cudaFreeArray(image));
  CHECK(cudaFreeArray(copy));
  CHECK(cudaFreeArray(signal));
  CHECK(cudaFreeArray(colours));
  ok = ok && cudaFreeArray(image) == cudaErrorInvalidResourceHandle;
  CHECK(cudaFree(out));
  CHECK(cudaFree(swzd));
  CHECK(cudaFree(zeros));

  // A reset frees every array with the rest.
  cudaArray_t gone;
  CHECK(cudaMallocArray(&gone, &f, 8));
  CHECK(cudaDeviceReset());
  ok = ok && cudaFreeArray(gone) == cudaErrorInvalidResourceHandle;
  return finish(ok);
}
