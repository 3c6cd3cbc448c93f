// Kernels of texture_test.go: fetches through texture objects.
#include <cuda_runtime.h>

__global__ void fetch1d(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(t, i - 2);
}

__global__ void fetch2d(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w)
    out[y * w + x] = tex2D<float>(t, x - 1.5f, y + 0.5f);
}

struct Tex {
  int pad;
  cudaTextureObject_t t;
};

__global__ void fetchInStruct(Tex s, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<short2>(s.t, i).y;
}

// Coordinates between texels, for linear filtering; normalised ones as a
// downscale takes them.
__global__ void fetchBetween(cudaTextureObject_t t, float *out, int w, int h, int normalized) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  float u = x * 0.37f - 0.6f, v = y * 0.61f + 0.2f;
  if (normalized) {
    u = (x + 0.5f) / w * 1.3f - 0.1f;
    v = (y + 0.5f) / h * 1.3f - 0.1f;
  }
  if (x < w)
    out[y * w + x] = tex2D<float>(t, u, v);
}
