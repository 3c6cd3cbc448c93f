// Plain C++ that calls the CUDA runtime: the rewriter never sees it, so its
// cudaXxx calls reach the runtime through the link's aliases.
#include <cuda_runtime.h>

// upload copies n floats to a new device buffer; NULL on failure.
float *upload(const float *h, int n) {
  float *d = nullptr;
  if (cudaMalloc(&d, n * sizeof(float)) != cudaSuccess)
    return nullptr;
  if (cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice) != cudaSuccess) {
    cudaFree(d);
    return nullptr;
  }
  return d;
}
