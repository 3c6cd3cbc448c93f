// What dev.cu defines for the other files of the program.
extern __constant__ float weights[4];
extern __device__ float bias;
__device__ float weighted(float x, int i);
