// Texture fetches for TestTextureSoundness (not in testdata/, whose
// kernels TestSoundness launches with pointer arguments only): linear
// fetches past both ends, a 3x3 box through loops, constant shifts, a
// handle in a struct, rows up to a step count, unguarded threads beyond
// the texture.
#include <cuda_runtime.h>

__global__ void line1d(cudaTextureObject_t t, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch<float>(t, i - 3) + tex1Dfetch<float>(t, i + 2);
}

__global__ void box2d(cudaTextureObject_t t, float *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += tex2D<float>(t, x + dx + 0.5f, y + dy + 0.5f);
  out[y * w + x] = s;
}

__global__ void shifted2d(cudaTextureObject_t t, float *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * w + x] = tex2D<float>(t, x - 1.5f, y + 2.25f);
}

struct Frame {
  int w;
  cudaTextureObject_t tex;
};

__global__ void framed(Frame f, float *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * f.w + x] = tex2D<float>(f.tex, (float)x, (float)y - 3.0f);
}

__global__ void steps(cudaTextureObject_t t, float *out, int w, int k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  float s = 0.0f;
  for (int j = 0; j < k; j++)
    s += tex2D<float>(t, x + 0.5f, (float)(y - j) + 0.5f);
  out[y * w + x] = s;
}
