#include "mgpu.h"
#line 1 "devices.cu"
// Device queries, streams and events, symbols, and the deprecated
// cudaThreadSynchronize.
#include <cuda_runtime.h>
#include <stdio.h>

__constant__ float coeff[4];
__device__ int counter;

__global__ void work(float *a, int n) {}

int main() {
  int count = 0, dev = -1;
  __mgpuGetDeviceCount(&count); // mgpu reports 1: the program sees one big GPU
  __mgpuSetDevice(0);
  __mgpuGetDevice(&dev);
  __mgpuSetDeviceFlags(0);
  cudaDeviceProp prop;
  __mgpuGetDeviceProperties(&prop, 0);
  int sms = 0;
  __mgpuDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  size_t freeMem, totalMem;
  __mgpuMemGetInfo(&freeMem, &totalMem);
  printf("%d devices, %s, %d SMs, %zu free\n", count, prop.name, sms, freeMem);

  float h[4] = {1, 2, 3, 4}, *d, *host;
  int hc = 0;
  __mgpuMallocHost(&host, 64 * sizeof(float));
  __mgpuHostAlloc((void **)&host, 64 * sizeof(float), cudaHostAllocDefault);
  __mgpuMalloc(&d, 64 * sizeof(float));
  __mgpuMemset(d, 0, 64 * sizeof(float));
  __mgpuMemcpyToSymbol(coeff, h, sizeof(h));
  __mgpuMemcpyFromSymbol(&hc, counter, sizeof(int));

  cudaStream_t s1, s2;
  __mgpuStreamCreate(&s1);
  __mgpuStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t start, stop, mark;
  __mgpuEventCreate(&start);
  __mgpuEventCreate(&stop);
  __mgpuEventCreateWithFlags(&mark, cudaEventDisableTiming);
  __mgpuFuncSetCacheConfig(work, cudaFuncCachePreferL1);
  __mgpuDeviceSetCacheConfig(cudaFuncCachePreferShared);

  __mgpuEventRecord(start, s1);
  __mgpuMemcpyAsync(d, host, 64 * sizeof(float), cudaMemcpyHostToDevice, s1);
  __mgpuMemsetAsync(d, 0, 4, s1);
  __mgpuMemcpyToSymbolAsync(coeff, h, sizeof(h), 0, cudaMemcpyHostToDevice, s1);
  (void)__mgpu_launch(work, 4, 16, 0, s1, d, 64);
  (void)__mgpu_launch(work, 4, 16, 128, 0, d, 64);
  __mgpuEventRecord(mark, s1);
  __mgpuStreamWaitEvent(s2, mark, 0);
  (void)__mgpu_launch(work, 2, 32, 0, s2, d, 64);
  __mgpuMemcpyFromSymbolAsync(&hc, counter, sizeof(int), 0, cudaMemcpyDeviceToHost, s2);
  __mgpuEventRecord(stop, s2);
  __mgpuEventSynchronize(stop);
  if (__mgpuStreamQuery(s1) == cudaSuccess && __mgpuEventQuery(stop) == cudaSuccess) {
    float ms = 0;
    __mgpuEventElapsedTime(&ms, start, stop);
    printf("%.3f ms\n", ms);
  }
  void *args[] = {&d, &hc};
  __mgpuLaunchKernel((const void *)work, dim3(1), dim3(1), args, 0, s1);
  __mgpuThreadSynchronize();
  cudaError_t e = __mgpuPeekAtLastError();
  printf("%s %s\n", __mgpuGetErrorName(e), __mgpuGetErrorString(e));
  __mgpuEventDestroy(start);
  __mgpuEventDestroy(stop);
  __mgpuEventDestroy(mark);
  __mgpuStreamDestroy(s1);
  __mgpuStreamDestroy(s2);
  __mgpuFreeHost(host);
  __mgpuFree(d);
  __mgpuDeviceReset();
  return 0;
}
