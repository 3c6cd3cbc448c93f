// Texture objects: tex1Dfetch over linear memory written by a split kernel
// (its parts gathered to the device that reads the texture), indices past
// the end reading 0; tex2D over pitched memory from cudaMallocPitch, point
// sampled, with clamped borders (a 3x3 box blur) and with a border colour
// outside; 8-bit channels read as normalised floats and as integers, two
// channels at a time; a texture handle inside a struct argument. Fetches
// through a texture argument are reads of its memory, so those kernels
// split like the kernels around them (each part brings the texels it
// fetches, the reversed gather's from the other devices), a handle inside
// a struct argument too (its data-dependent fetches read the whole
// texture).
// expect: ramp split x
// expect: gather split x
// expect: blur split y
// expect: bytes split x
// expect: packed split x
// expect: scale split x
// runs: gather x
// runs: blur y
// runs: bytes x
// runs: packed x
#include "check.h"

__global__ void ramp(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 0.25f * (float)(i % 97) - 3.0f;
}

// out[i] = a[i] + a[n-1-i], and past the end (i + n) the fetch reads 0.
__global__ void gather(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(t, i) + tex1Dfetch<float>(t, n - 1 - i) + tex1Dfetch<float>(t, i + n);
}

// A 3x3 box blur of a pitched image (clamped borders), and the centre
// read through a texture with a border colour (sampling one pixel to the
// left and above: the first row and column read the border).
__global__ void blur(cudaTextureObject_t img, cudaTextureObject_t bordered, float *out, float *shifted, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += tex2D<float>(img, x + dx + 0.5f, y + dy + 0.5f);
  out[y * w + x] = s / 9.0f;
  shifted[y * w + x] = tex2D<float>(bordered, (float)x - 0.5f, (float)y - 0.5f);
}

// 8-bit pixels: as floats in [0, 1] (cudaReadModeNormalizedFloat) and as
// integers, two channels per element.
__global__ void bytes(cudaTextureObject_t norm, cudaTextureObject_t pairs, float *f, int *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    f[i] = tex1Dfetch<float>(norm, i);
    uchar2 p = tex1Dfetch<uchar2>(pairs, i / 2);
    sums[i] = (int)p.x - (int)p.y;
  }
}

struct Lookup {
  cudaTextureObject_t table;
  int size;
};

// A handle inside a struct argument.
__global__ void packed(Lookup l, const int *keys, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(l.table, keys[i] % l.size);
}

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * a[i];
}

static float hramp(int i) { return 0.25f * (float)(i % 97) - 3.0f; }

int main() {
  bool ok = true;

  // 1-D: a linear texture over a buffer a split kernel wrote.
  const int n = 3001;
  float *a, *g;
  CHECK(cudaMalloc(&a, 2 * n * sizeof(float)));
  CHECK(cudaMalloc(&g, n * sizeof(float)));
  CHECK(cudaMemset(a, 0, 2 * n * sizeof(float)));
  ramp<<<(n + 127) / 128, 128>>>(a, n);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = a;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t1;
  CHECK(cudaCreateTextureObject(&t1, &res, &td, NULL));
  cudaResourceDesc back;
  CHECK(cudaGetTextureObjectResourceDesc(&back, t1));
  ok = ok && back.resType == cudaResourceTypeLinear && back.res.linear.devPtr == a &&
       back.res.linear.sizeInBytes == n * sizeof(float) && back.res.linear.desc.x == 32 &&
       back.res.linear.desc.f == cudaChannelFormatKindFloat;
  gather<<<(n + 127) / 128, 128>>>(t1, g, n);
  scale<<<(n + 127) / 128, 128>>>(g, n);
  static float hg[n];
  CHECK(cudaMemcpy(hg, g, sizeof hg, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && hg[i] == 2.0f * (hramp(i) + hramp(n - 1 - i) + 0.0f);
  sum(hg, sizeof hg);

  // 2-D: a pitched image.
  const int w = 45, h = 37;
  static float img[h][w], hb[h * w], hs[h * w];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      img[y][x] = (float)((x * 7 + y * 13) % 31) * 0.5f;
  float *pimg, *blurred, *shifted;
  size_t pitch;
  CHECK(cudaMallocPitch((void **)&pimg, &pitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(pimg, pitch, img, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  CHECK(cudaMalloc(&blurred, w * h * sizeof(float)));
  CHECK(cudaMalloc(&shifted, w * h * sizeof(float)));
  cudaResourceDesc r2 = {};
  r2.resType = cudaResourceTypePitch2D;
  r2.res.pitch2D.devPtr = pimg;
  r2.res.pitch2D.desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  r2.res.pitch2D.width = w;
  r2.res.pitch2D.height = h;
  r2.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc clamp = {};
  clamp.addressMode[0] = clamp.addressMode[1] = cudaAddressModeClamp;
  clamp.filterMode = cudaFilterModePoint;
  cudaTextureDesc border = clamp;
  border.addressMode[0] = border.addressMode[1] = cudaAddressModeBorder;
  border.borderColor[0] = -1.0f;
  cudaTextureObject_t t2, t3;
  CHECK(cudaCreateTextureObject(&t2, &r2, &clamp, NULL));
  CHECK(cudaCreateTextureObject(&t3, &r2, &border, NULL));
  dim3 block(16, 8), grid((w + 15) / 16, (h + 7) / 8);
  blur<<<grid, block>>>(t2, t3, blurred, shifted, w, h);
  scale<<<(w * h + 127) / 128, 128>>>(blurred, w * h);
  CHECK(cudaMemcpy(hb, blurred, sizeof hb, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hs, shifted, sizeof hs, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int cx = std::min(std::max(x + dx, 0), w - 1), cy = std::min(std::max(y + dy, 0), h - 1);
          s += img[cy][cx];
        }
      ok = ok && hb[y * w + x] == 2.0f * (s / 9.0f);
      ok = ok && hs[y * w + x] == (x == 0 || y == 0 ? -1.0f : img[y - 1][x - 1]);
    }
  sum(hb, sizeof hb);
  sum(hs, sizeof hs);

  // 8-bit channels.
  const int m = 500;
  static unsigned char px[m];
  for (int i = 0; i < m; i++)
    px[i] = (unsigned char)(i * 37 % 256);
  unsigned char *dpx;
  float *f;
  int *sums;
  CHECK(cudaMalloc(&dpx, m));
  CHECK(cudaMalloc(&f, m * sizeof(float)));
  CHECK(cudaMalloc(&sums, m * sizeof(int)));
  CHECK(cudaMemcpy(dpx, px, m, cudaMemcpyHostToDevice));
  cudaResourceDesc r8 = {};
  r8.resType = cudaResourceTypeLinear;
  r8.res.linear.devPtr = dpx;
  r8.res.linear.desc = cudaCreateChannelDesc<unsigned char>();
  r8.res.linear.sizeInBytes = m;
  cudaTextureDesc normalized = {};
  normalized.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t tn, tp;
  CHECK(cudaCreateTextureObject(&tn, &r8, &normalized, NULL));
  r8.res.linear.desc = cudaCreateChannelDesc<uchar2>();
  CHECK(cudaCreateTextureObject(&tp, &r8, &td, NULL));
  bytes<<<(m + 63) / 64, 64>>>(tn, tp, f, sums, m);
  static float hf[m];
  static int hsum[m];
  CHECK(cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hsum, sums, sizeof hsum, cudaMemcpyDeviceToHost));
  static int levels[m]; // the normalised floats back as levels: a GPU may round them differently
  for (int i = 0; i < m; i++) {
    ok = ok && near(hf[i], px[i] / 255.0);
    levels[i] = (int)lrintf(hf[i] * 255.0f);
    ok = ok && levels[i] == px[i];
    ok = ok && hsum[i] == (int)px[i / 2 * 2] - (int)px[i / 2 * 2 + 1];
  }
  sum(levels, sizeof levels);
  sum(hsum, sizeof hsum);

  // A handle in a struct.
  static int keys[n];
  for (int i = 0; i < n; i++)
    keys[i] = i * 31 % 1000;
  int *dk;
  CHECK(cudaMalloc(&dk, sizeof keys));
  CHECK(cudaMemcpy(dk, keys, sizeof keys, cudaMemcpyHostToDevice));
  Lookup l = {t1, 700};
  packed<<<(n + 127) / 128, 128>>>(l, dk, g, n);
  CHECK(cudaMemcpy(hg, g, sizeof hg, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && hg[i] == hramp(keys[i] % 700);
  sum(hg, sizeof hg);

  CHECK(cudaDestroyTextureObject(t1));
  CHECK(cudaDestroyTextureObject(t2));
  CHECK(cudaDestroyTextureObject(t3));
  CHECK(cudaDestroyTextureObject(tn));
  CHECK(cudaDestroyTextureObject(tp));
  return finish(ok);
}
