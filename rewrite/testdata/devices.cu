// Device queries, streams and events, symbols, and the deprecated
// cudaThreadSynchronize.
#include <cuda_runtime.h>
#include <stdio.h>

__constant__ float coeff[4];
__device__ int counter;

__global__ void work(float *a, int n) {}

int main() {
  int count = 0, dev = -1;
  cudaGetDeviceCount(&count); // mgpu reports 1: the program sees one big GPU
  cudaSetDevice(0);
  cudaGetDevice(&dev);
  cudaSetDeviceFlags(0);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  size_t freeMem, totalMem;
  cudaMemGetInfo(&freeMem, &totalMem);
  printf("%d devices, %s, %d SMs, %zu free\n", count, prop.name, sms, freeMem);

  float h[4] = {1, 2, 3, 4}, *d, *host;
  int hc = 0;
  cudaMallocHost(&host, 64 * sizeof(float));
  cudaHostAlloc((void **)&host, 64 * sizeof(float), cudaHostAllocDefault);
  cudaMalloc(&d, 64 * sizeof(float));
  cudaMemset(d, 0, 64 * sizeof(float));
  cudaMemcpyToSymbol(coeff, h, sizeof(h));
  cudaMemcpyFromSymbol(&hc, counter, sizeof(int));

  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t start, stop, mark;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventCreateWithFlags(&mark, cudaEventDisableTiming);
  cudaFuncSetCacheConfig(work, cudaFuncCachePreferL1);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);

  cudaEventRecord(start, s1);
  cudaMemcpyAsync(d, host, 64 * sizeof(float), cudaMemcpyHostToDevice, s1);
  cudaMemsetAsync(d, 0, 4, s1);
  cudaMemcpyToSymbolAsync(coeff, h, sizeof(h), 0, cudaMemcpyHostToDevice, s1);
  work<<<4, 16, 0, s1>>>(d, 64);
  work<<<4, 16, 128>>>(d, 64);
  cudaEventRecord(mark, s1);
  cudaStreamWaitEvent(s2, mark, 0);
  work<<<2, 32, 0, s2>>>(d, 64);
  cudaMemcpyFromSymbolAsync(&hc, counter, sizeof(int), 0, cudaMemcpyDeviceToHost, s2);
  cudaEventRecord(stop, s2);
  cudaEventSynchronize(stop);
  if (cudaStreamQuery(s1) == cudaSuccess && cudaEventQuery(stop) == cudaSuccess) {
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%.3f ms\n", ms);
  }
  void *args[] = {&d, &hc};
  cudaLaunchKernel((const void *)work, dim3(1), dim3(1), args, 0, s1);
  cudaThreadSynchronize();
  cudaError_t e = cudaPeekAtLastError();
  printf("%s %s\n", cudaGetErrorName(e), cudaGetErrorString(e));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaEventDestroy(mark);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaFreeHost(host);
  cudaFree(d);
  cudaDeviceReset();
  return 0;
}
