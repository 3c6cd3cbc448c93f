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
  cudaProfilerStart();
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
  cudaFuncGetAttributes(&attr, (const void *)scale);
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 << 10);
  cudaFuncSetAttribute((const void *)scale, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
  cudaFuncSetSharedMemConfig(scale, cudaSharedMemBankSizeFourByte);
  cudaFuncCache cache;
  cudaDeviceGetCacheConfig(&cache);
  cudaSharedMemConfig banks;
  cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeDefault);
  cudaDeviceGetSharedMemConfig(&banks);

  int blocks = 0, minGrid = 0, block = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, scale, 256, 1024, cudaOccupancyDefault);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, scale);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, scale, 4096, 512);
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, scale, SharedPerBlock());
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, scale, [](int b) { return b * 8; }, 256);

  int least, greatest, priority;
  unsigned flags;
  cudaStream_t s;
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, greatest);
  cudaStreamGetPriority(s, &priority);
  cudaStreamGetFlags(s, &flags);

  float *a, *b;
  cudaMallocAsync(&a, 256 * sizeof(float), s);
  cudaMallocAsync((void **)&b, 256 * sizeof(float), s);
  cudaPointerAttributes pa;
  cudaPointerGetAttributes(&pa, a + 1);
  int count = 0, status = -1, can = 1;
  cudaLaunchHostFunc(s, done, &count);
  cudaStreamAddCallback(s, called, &status, 0);
  cudaDeviceCanAccessPeer(&can, 0, 0);
  cudaMemcpyPeer(b, 0, a, 0, 256 * sizeof(float));
  cudaMemcpyPeerAsync(b, 0, a, 0, 256 * sizeof(float), s);
  cudaMemcpyPeerAsync(b, 0, a, 0, 16);

  float *t;
  size_t size;
  cudaGetSymbolAddress((void **)&t, table);
  cudaGetSymbolSize(&size, table);
  scale<<<1, 64, 64 << 10, s>>>(t, 64);
  cudaFreeAsync(a, s);
  cudaFreeAsync(b, s);
  cudaStreamDestroy(s);
  cudaProfilerStop();
  printf("%d %d %d %zu %d\n", attr.numRegs, blocks, block, size, pa.type);
  return 0;
}
