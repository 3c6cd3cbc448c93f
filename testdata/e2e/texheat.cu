// Stencils that read through texture objects, split like stencils that
// read through pointers: a heat step over pitched memory (tex2D, point
// sampled, clamped borders) alternating between two images, each part
// fetching its rows and one halo row either side; a 1-D smoothing over
// linear memory (tex1Dfetch, 0 past either end) alternating between two
// vectors; 8-byte texels (float2, made on the devices) shifted by
// constants with a border colour; a texture handle in a struct argument
// with the image's size, fetching two rows up; and a sampler over a texture with normalised
// coordinates, which the maps do not describe, so those launches run on
// one GPU.
// expect: heat split y
// expect: smooth split x
// expect: pairsOf split y
// expect: shifted split y
// expect: framed split y
// expect: sample split y
// runs: heat y
// runs: smooth x
// runs: pairsOf y
// runs: shifted y
// runs: framed y
#include "check.h"
#include <cstring>

__global__ void heat(cudaTextureObject_t src, float *dst, int pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  float c = tex2D<float>(src, x + 0.5f, y + 0.5f);
  float up = tex2D<float>(src, x + 0.5f, y - 0.5f);
  float down = tex2D<float>(src, x + 0.5f, y + 1.5f);
  float left = tex2D<float>(src, x - 0.5f, y + 0.5f);
  float right = tex2D<float>(src, (float)x + 1.0f, (float)y);
  dst[y * pitch + x] = c + 0.25f * (up + down + left + right - 4.0f * c);
}

__global__ void smooth(cudaTextureObject_t src, float *dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    dst[i] = (tex1Dfetch<float>(src, i - 2) + tex1Dfetch<float>(src, i - 1) + tex1Dfetch<float>(src, i) +
              tex1Dfetch<float>(src, i + 1) + tex1Dfetch<float>(src, i + 2)) *
             0.2f;
}

// The float2 image, made on the devices: the shifted fetch then reads
// rows another device wrote.
__global__ void pairsOf(float2 *p, int pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    p[y * pitch + x] = make_float2((float)(x - y), (float)((x * y) % 13));
}

// Texel (x - 2, y + 2) of a float2 image; outside it, the border colour.
__global__ void shifted(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float2 v = tex2D<float2>(t, x - 1.5f, y + 2.25f);
    out[y * w + x] = v.x - 2.0f * v.y;
  }
}

struct Frame {
  int w, h;
  cudaTextureObject_t tex;
};

// Texel (x, y - 2) of the frame's texture, clamped: a handle in a struct.
__global__ void framed(Frame f, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < f.w && y < f.h)
    out[y * f.w + x] = tex2D<float>(f.tex, x + 0.5f, y - 1.5f);
}

__global__ void sample(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

static int clampi(int v, int n) { return v < 0 ? 0 : v >= n ? n - 1 : v; }

// pitched makes a texture over a pitched image of w x h texels.
static cudaTextureObject_t pitched(void *p, size_t pitch, cudaChannelFormatDesc fmt, int w, int h,
                                   cudaTextureAddressMode mode, bool normalized) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypePitch2D;
  r.res.pitch2D.devPtr = p;
  r.res.pitch2D.desc = fmt;
  r.res.pitch2D.width = w;
  r.res.pitch2D.height = h;
  r.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = mode;
  td.filterMode = cudaFilterModePoint;
  td.normalizedCoords = normalized;
  td.borderColor[0] = 0.5f;
  td.borderColor[1] = -0.25f;
  cudaTextureObject_t t;
  CHECK(cudaCreateTextureObject(&t, &r, &td, NULL));
  return t;
}

static cudaTextureObject_t linear(float *p, int n) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeLinear;
  r.res.linear.devPtr = p;
  r.res.linear.desc = cudaCreateChannelDesc<float>();
  r.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td = {};
  cudaTextureObject_t t;
  CHECK(cudaCreateTextureObject(&t, &r, &td, NULL));
  return t;
}

int main() {
  bool ok = true;
  const int w = 70, h = 53, steps = 6;
  dim3 block(16, 8), grid((w + 15) / 16, (h + 7) / 8);

  // Heat: two pitched images, a texture over each.
  static float img[h][w], ref[h][w], next[h][w], out[h][w];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      img[y][x] = ref[y][x] = (float)((x * 5 + y * 11) % 23) - 7.0f;
  float *a, *b;
  size_t pa, pb;
  CHECK(cudaMallocPitch((void **)&a, &pa, w * sizeof(float), h));
  CHECK(cudaMallocPitch((void **)&b, &pb, w * sizeof(float), h));
  ok = ok && pa == pb;
  CHECK(cudaMemcpy2D(a, pa, img, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  cudaTextureObject_t ta = pitched(a, pa, f1, w, h, cudaAddressModeClamp, false);
  cudaTextureObject_t tb = pitched(b, pb, f1, w, h, cudaAddressModeClamp, false);
  for (int s = 0; s < steps; s++) {
    heat<<<grid, block>>>(s % 2 ? tb : ta, s % 2 ? a : b, (int)(pa / sizeof(float)), w, h);
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        float c = ref[y][x];
        float up = ref[clampi(y - 1, h)][x], down = ref[clampi(y + 1, h)][x];
        float left = ref[y][clampi(x - 1, w)], right = ref[y][clampi(x + 1, w)];
        next[y][x] = c + 0.25f * (up + down + left + right - 4.0f * c);
      }
    memcpy(ref, next, sizeof ref);
  }
  CHECK(cudaMemcpy2D(out, w * sizeof(float), steps % 2 ? b : a, pa, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      ok = ok && out[y][x] == ref[y][x];
  sum(out, sizeof out);

  // Smoothing: two linear vectors.
  const int n = 4099;
  static float v[n], vref[n], vnext[n];
  for (int i = 0; i < n; i++)
    v[i] = vref[i] = (float)(i * 7 % 31) * 0.125f;
  float *u0, *u1;
  CHECK(cudaMalloc(&u0, n * sizeof(float)));
  CHECK(cudaMalloc(&u1, n * sizeof(float)));
  CHECK(cudaMemcpy(u0, v, sizeof v, cudaMemcpyHostToDevice));
  cudaTextureObject_t t0 = linear(u0, n), t1 = linear(u1, n);
  for (int s = 0; s < steps; s++) {
    smooth<<<(n + 127) / 128, 128>>>(s % 2 ? t1 : t0, s % 2 ? u0 : u1, n);
    for (int i = 0; i < n; i++) {
      float at[5];
      for (int d = -2; d <= 2; d++)
        at[d + 2] = i + d < 0 || i + d >= n ? 0.0f : vref[i + d];
      vnext[i] = (at[0] + at[1] + at[2] + at[3] + at[4]) * 0.2f;
    }
    memcpy(vref, vnext, sizeof vref);
  }
  CHECK(cudaMemcpy(v, steps % 2 ? u1 : u0, sizeof v, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && v[i] == vref[i];
  sum(v, sizeof v);

  // float2 texels with a border colour.
  static float2 pairs[h][w];
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      pairs[y][x] = make_float2((float)(x - y), (float)((x * y) % 13));
  float2 *p2;
  size_t pp;
  float *sh;
  CHECK(cudaMallocPitch((void **)&p2, &pp, w * sizeof(float2), h));
  pairsOf<<<grid, block>>>(p2, (int)(pp / sizeof(float2)), w, h);
  CHECK(cudaMalloc(&sh, w * h * sizeof(float)));
  cudaTextureObject_t t2 = pitched(p2, pp, cudaCreateChannelDesc<float2>(), w, h, cudaAddressModeBorder, false);
  shifted<<<grid, block>>>(t2, sh, w, h);
  CHECK(cudaMemcpy(out, sh, sizeof out, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int sx = x - 2, sy = y + 2;
      float2 p = sx < 0 || sy >= h ? make_float2(0.5f, -0.25f) : pairs[sy][sx];
      ok = ok && out[y][x] == p.x - 2.0f * p.y;
    }
  sum(out, sizeof out);

  // A handle in a struct: the heat's last image, two rows up.
  float *fr;
  CHECK(cudaMalloc(&fr, w * h * sizeof(float)));
  Frame frame = {w, h, steps % 2 ? tb : ta};
  framed<<<grid, block>>>(frame, fr);
  CHECK(cudaMemcpy(out, fr, sizeof out, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      ok = ok && out[y][x] == ref[clampi(y - 2, h)][x];
  sum(out, sizeof out);

  // Normalised coordinates: (x + 0.5) * w texels across, clamped.
  cudaTextureObject_t tn = pitched(a, pa, f1, w, h, cudaAddressModeClamp, true);
  float *sm;
  CHECK(cudaMalloc(&sm, w * h * sizeof(float)));
  CHECK(cudaMemcpy2D(img, w * sizeof(float), a, pa, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  sample<<<grid, block>>>(tn, sm, w, h);
  CHECK(cudaMemcpy(out, sm, sizeof out, cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int sx = clampi((int)floor((double)(x + 0.5f) * w), w), sy = clampi((int)floor((double)(y + 0.5f) * h), h);
      ok = ok && out[y][x] == img[sy][sx];
    }
  sum(out, sizeof out);

  CHECK(cudaDestroyTextureObject(ta));
  CHECK(cudaDestroyTextureObject(tb));
  CHECK(cudaDestroyTextureObject(t0));
  CHECK(cudaDestroyTextureObject(t1));
  CHECK(cudaDestroyTextureObject(t2));
  CHECK(cudaDestroyTextureObject(tn));
  return finish(ok);
}
