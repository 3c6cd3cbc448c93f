// Unsupported CUDA calls are errors that name the call and its position.
#include <cuda_runtime.h>

int main() {
  float *a, *b;
  cudaMemcpy3DParms parms;
  cudaMallocArray(&a, 0, 1024); cudaMalloc(&b, 1024);
  cudaMemcpy3DPeer(&parms,
                   0);
  if (::cudaGraphLaunch(0, 0)) return 1;
  // cudaMallocArray(&a, 0, 4) in a comment is fine
  return 0;
}
