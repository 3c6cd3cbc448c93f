#include "mgpu.h"
#line 1 "queries.cu"
// Kernel attributes, occupancy, pointer attributes, host functions,
// stream-ordered allocation, peer copies, symbol addresses and the
// profiler, in the forms CUDA programs call them (C++ overloads included).
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <stdio.h>

__device__ float table[64];

__global__ void scale(float *a, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= 2.0f;
}

struct SharedPerBlock {
  size_t operator()(int blockSize) const { return blockSize * sizeof(float); }
};

static void CUDART_CB done(void *data) { ++*(int *)data; }
static void CUDART_CB called(cudaStream_t, cudaError_t status, void *data) { *(int *)data = status; }

int main() {
  __mgpuProfilerStart();
  cudaFuncAttributes attr;
  __mgpuFuncGetAttributes(&attr, scale);
  __mgpuFuncGetAttributes(&attr, (const void *)scale);
  __mgpuFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 << 10);
  __mgpuFuncSetAttribute((const void *)scale, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
  __mgpuFuncSetSharedMemConfig(scale, cudaSharedMemBankSizeFourByte);
  cudaFuncCache cache;
  __mgpuDeviceGetCacheConfig(&cache);
  cudaSharedMemConfig banks;
  __mgpuDeviceSetSharedMemConfig(cudaSharedMemBankSizeDefault);
  __mgpuDeviceGetSharedMemConfig(&banks);

  int blocks = 0, minGrid = 0, block = 0;
  __mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0);
  __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, scale, 256, 1024, cudaOccupancyDefault);
  __mgpuOccupancyMaxPotentialBlockSize(&minGrid, &block, scale);
  __mgpuOccupancyMaxPotentialBlockSize(&minGrid, &block, scale, 4096, 512);
  __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, scale, SharedPerBlock());
  __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, scale, [](int b) { return b * 8; }, 256);

  int least, greatest, priority;
  unsigned flags;
  cudaStream_t s;
  __mgpuDeviceGetStreamPriorityRange(&least, &greatest);
  __mgpuStreamCreateWithPriority(&s, cudaStreamNonBlocking, greatest);
  __mgpuStreamGetPriority(s, &priority);
  __mgpuStreamGetFlags(s, &flags);

  float *a, *b;
  __mgpuMallocAsync(&a, 256 * sizeof(float), s);
  __mgpuMallocAsync((void **)&b, 256 * sizeof(float), s);
  cudaPointerAttributes pa;
  __mgpuPointerGetAttributes(&pa, a + 1);
  int count = 0, status = -1, can = 1;
  __mgpuLaunchHostFunc(s, done, &count);
  __mgpuStreamAddCallback(s, called, &status, 0);
  __mgpuDeviceCanAccessPeer(&can, 0, 0);
  __mgpuMemcpyPeer(b, 0, a, 0, 256 * sizeof(float));
  __mgpuMemcpyPeerAsync(b, 0, a, 0, 256 * sizeof(float), s);
  __mgpuMemcpyPeerAsync(b, 0, a, 0, 16);

  float *t;
  size_t size;
  __mgpuGetSymbolAddress((void **)&t, table);
  __mgpuGetSymbolSize(&size, table);
  (void)__mgpu_launch(scale, 1, 64, 64 << 10, s, t, 64);
  __mgpuFreeAsync(a, s);
  __mgpuFreeAsync(b, s);
  __mgpuStreamDestroy(s);
  __mgpuProfilerStop();
  printf("%d %d %d %zu %d\n", attr.numRegs, blocks, block, size, pa.type);
  return 0;
}
