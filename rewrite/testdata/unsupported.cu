// Unsupported CUDA calls are errors that name the call and its position.
#include <cuda_runtime.h>

int main() {
  float *a, *b;
  cudaMemcpy3DParms parms;
  cudaMalloc3DArray(&a, 0, e); cudaMalloc(&b, 1024);
  cudaMemcpy3DPeer(&parms,
                   0);
  if (::cudaGraphLaunch(0, 0)) return 1;
  // cudaMalloc3DArray(&a, 0, e) in a comment is fine
  return 0;
}
