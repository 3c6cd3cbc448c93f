__global__ void k(float *a) { a[threadIdx.x] = 1.0f; }
int main() {
  float *a;
  cudaGraphCreate(0, 0);
  cudaMalloc(&a, 64 * sizeof(float));
  k<<<1, 64>>>(a);
  return 0;
}
