__global__ void broken(float *a) {
  a[threadIdx.x] = 1.0f
}
