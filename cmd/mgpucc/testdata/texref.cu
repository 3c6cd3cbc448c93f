// A texture reference: removed in CUDA 12, an error that names its replacement.
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> tref;

__global__ void k(float *out) { out[threadIdx.x] = 1.0f; }

int main() { return 0; }
