// Linear filtering (cudaFilterModeLinear), as image codes use it (an
// optical flow's pyramid): a downscale by two through normalised
// coordinates with mirrored borders, the samples a quarter texel either
// side of each coarse pixel's centre (the first column's fold back inside
// the image), and a warp by a displacement field with clamped borders.
// Each fetch weighs the four texels around it by their distances, in
// steps of a quarter texel here, so that every sum is exact in any order
// and the CPU reference needs no tolerance. The maps name the texel a
// point sample reads, so the filtered launches run on one GPU (the
// report's reason says so); the kernels around them split.
// expect: fill split y
// expect: downscale split y
// expect: warp split y
// expect: scale split x
// runs: fill y
// runs: scale x
#include "check.h"

#define W 96
#define H 40

// Multiples of 1/8 in [-1, 2.5): filtered sums of them stay exact.
__global__ void fill(float *img, int pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    img[y * pitch + x] = 0.125f * ((x * 7 + y * 13) % 29) - 1.0f;
}

__global__ void downscale(cudaTextureObject_t fine, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float dx = 1.0f / w, dy = 1.0f / h;
  float u = (x + 0.5f) * dx, v = (y + 0.5f) * dy;
  out[y * w + x] = 0.25f * (tex2D<float>(fine, u - 0.75f * dx, v) + tex2D<float>(fine, u + 0.25f * dx, v) +
                            tex2D<float>(fine, u, v - 0.25f * dy) + tex2D<float>(fine, u, v + 0.25f * dy));
}

__global__ void warp(cudaTextureObject_t src, const float *du, const float *dv, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = tex2D<float>(src, x + 0.5f + du[y * w + x], y + 0.5f + dv[y * w + x]);
}

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 2.0f * a[i];
}

static cudaTextureObject_t filtered(float *p, size_t pitch, int w, int h, cudaTextureAddressMode mode, bool normalized) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypePitch2D;
  r.res.pitch2D.devPtr = p;
  r.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  r.res.pitch2D.width = w;
  r.res.pitch2D.height = h;
  r.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = mode;
  td.filterMode = cudaFilterModeLinear;
  td.normalizedCoords = normalized;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t;
  CHECK(cudaCreateTextureObject(&t, &r, &td, NULL));
  return t;
}

static float img[H][W];

// texel is img at (i, j), folded back inside as the address mode says.
static float texel(int i, int j, bool mirror) {
  if (mirror) {
    i = i < 0 ? -i - 1 : i >= W ? 2 * W - 1 - i : i;
    j = j < 0 ? -j - 1 : j >= H ? 2 * H - 1 - j : j;
  }
  i = i < 0 ? 0 : i >= W ? W - 1 : i;
  j = j < 0 ? 0 : j >= H ? H - 1 : j;
  return img[j][i];
}

// bilinear is the CUDA Programming Guide's filtered fetch at texel
// coordinates (x, y): the four texels around (x - 0.5, y - 0.5).
static double bilinear(double x, double y, bool mirror) {
  double fx = x - 0.5, fy = y - 0.5;
  int i = (int)std::floor(fx), j = (int)std::floor(fy);
  double a = fx - i, b = fy - j;
  return (1 - a) * (1 - b) * texel(i, j, mirror) + a * (1 - b) * texel(i + 1, j, mirror) +
         (1 - a) * b * texel(i, j + 1, mirror) + a * b * texel(i + 1, j + 1, mirror);
}

// mirrored folds a normalised coordinate as cudaAddressModeMirror does
// and scales it by n texels.
static double mirrored(double u, int n) {
  double f = u - 2 * std::floor(u / 2);
  return (f >= 1 ? 2 - f : f) * n;
}

int main() {
  bool ok = true;
  const int w2 = W / 2, h2 = H / 2, n = W * H;
  float *fine, *coarse, *du, *dv, *warped;
  size_t pitch;
  CHECK(cudaMallocPitch((void **)&fine, &pitch, W * sizeof(float), H));
  CHECK(cudaMalloc(&coarse, w2 * h2 * sizeof(float)));
  CHECK(cudaMalloc(&du, n * sizeof(float)));
  CHECK(cudaMalloc(&dv, n * sizeof(float)));
  CHECK(cudaMalloc(&warped, n * sizeof(float)));
  dim3 block(16, 8);
  fill<<<dim3((W + 15) / 16, (H + 7) / 8), block>>>(fine, (int)(pitch / sizeof(float)), W, H);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y][x] = 0.125f * ((x * 7 + y * 13) % 29) - 1.0f;

  cudaTextureObject_t mirror = filtered(fine, pitch, W, H, cudaAddressModeMirror, true);
  downscale<<<dim3((w2 + 15) / 16, (h2 + 7) / 8), block>>>(mirror, coarse, w2, h2);
  scale<<<(w2 * h2 + 127) / 128, 128>>>(coarse, w2 * h2);
  static float got[H * W];
  CHECK(cudaMemcpy(got, coarse, w2 * h2 * sizeof(float), cudaMemcpyDeviceToHost));
  sum(got, w2 * h2 * sizeof(float));
  for (int y = 0; y < h2; y++)
    for (int x = 0; x < w2; x++) {
      double u = (x + 0.5) / w2, v = (y + 0.5) / h2, dx = 1.0 / w2, dy = 1.0 / h2;
      double want = 0.25 * (bilinear(mirrored(u - 0.75 * dx, W), mirrored(v, H), true) +
                            bilinear(mirrored(u + 0.25 * dx, W), mirrored(v, H), true) +
                            bilinear(mirrored(u, W), mirrored(v - 0.25 * dy, H), true) +
                            bilinear(mirrored(u, W), mirrored(v + 0.25 * dy, H), true));
      ok = ok && got[y * w2 + x] == (float)(2 * want);
    }

  // Displacements in quarter texels, up to 3 texels either way: the
  // edges' fetches fall outside and clamp.
  static float hu[H * W], hv[H * W];
  for (int i = 0; i < n; i++) {
    hu[i] = 0.25f * (i * 5 % 25) - 3.0f;
    hv[i] = 0.25f * (i * 11 % 21) - 2.5f;
  }
  CHECK(cudaMemcpy(du, hu, sizeof hu, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice));
  cudaTextureObject_t clamped = filtered(fine, pitch, W, H, cudaAddressModeClamp, false);
  warp<<<dim3((W + 15) / 16, (H + 7) / 8), block>>>(clamped, du, dv, warped, W, H);
  scale<<<(n + 127) / 128, 128>>>(warped, n);
  CHECK(cudaMemcpy(got, warped, sizeof got, cudaMemcpyDeviceToHost));
  sum(got, sizeof got);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int i = y * W + x;
      ok = ok && got[i] == (float)(2 * bilinear(x + 0.5 + hu[i], y + 0.5 + hv[i], false));
    }
  CHECK(cudaDestroyTextureObject(mirror));
  CHECK(cudaDestroyTextureObject(clamped));
  return finish(ok);
}
