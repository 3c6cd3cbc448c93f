// A __managed__ variable: clang-14 alone would ignore the attribute with a
// warning and the host would read zeros; mgpucc's model names it.
__device__ __managed__ int result[4];
__global__ void fill() { result[threadIdx.x] = threadIdx.x * 10; }
int main() {
  fill<<<1, 4>>>();
  cudaDeviceSynchronize();
  return result[1] != 10;
}
