// api.cu — exercises the C API through clang's CUDA host ABI: every call
// below is checked against the code CUDA would return. Prints "api: OK"
// when all checks pass, else one line per failed check.
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <cuda_runtime.h>

#include "mgpu.h"

// fill passes its value through 1 KiB of static shared memory, which its
// attributes and occupancy below count.
extern "C" __global__ void fill(float *p, int n, float v) {
  __shared__ float staged[256];
  staged[threadIdx.x % 256] = v;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = staged[(threadIdx.x + 1) % blockDim.x % 256]; // a neighbour's
}
extern "C" __global__ void fill_part(float *p, int n, float v, int oz, int oy, int ox, int gz, int gy, int gx) {
  __shared__ float staged[256];
  staged[threadIdx.x % 256] = v;
  __syncthreads();
  int i = (blockIdx.x + ox) * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = staged[(threadIdx.x + 1) % blockDim.x % 256]; // a neighbour's
}
extern "C" __global__ void oob(float *p) { p[1 << 24] = 1.0f; }
extern "C" __global__ void nodesc(float *p) { p[0] = 1.0f; }

__constant__ float table[4];
__device__ float samples[1000];

// out[i] = samples[i] + table[i % 4]: reads both variables directly.
extern "C" __global__ void gather(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = samples[i] + table[i % 4];
}
extern "C" __global__ void gather_part(float *out, int n, int oz, int oy, int ox, int gz, int gy, int gx) {
  int i = (blockIdx.x + ox) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = samples[i] + table[i % 4];
}

// What enumgen would generate for fill's may-write of p: the elements
// [bmin.x*bd.x, min(bmax.x*bd.x, n)).
static int64_t fill_may_write(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, mgpu_range *out, int64_t cap) {
  int64_t lo = box[MGPU_BOX_MIN + 2] * box[MGPU_BOX_BLOCKDIM + 2];
  int64_t hi = box[MGPU_BOX_MAX + 2] * box[MGPU_BOX_BLOCKDIM + 2];
  if (hi > scalars[0])
    hi = scalars[0];
  if (lo >= hi)
    return 0;
  if (cap >= 1) {
    out[0].lo = lo;
    out[0].hi = hi;
  }
  return 1;
}

static const mgpu_param_desc fill_params[] = {
    {MGPU_PARAM_POINTER, 8, 4, -1, 0, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {MGPU_ACCESS_ENUM, 0, fill_may_write, {0}}},
    {MGPU_PARAM_SCALAR, 4, 0, 0, 1, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {0, 0, 0, {0}}},
    {MGPU_PARAM_SCALAR, 4, 0, -1, 0, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {0, 0, 0, {0}}},
};
static const mgpu_kernel_desc fill_desc = {"fill", "fill", "fill_part", "", "api.cu:12", MGPU_SPLIT_X, 3, fill_params};
static const mgpu_param_desc oob_params[] = {
    {MGPU_PARAM_POINTER, 8, 4, -1, 0, 0, {0, 0, 0, {0}}, {MGPU_ACCESS_ALL, 0, 0, {0}}, {0, 0, 0, {0}}},
};
static const mgpu_kernel_desc oob_desc = {"oob", "oob", 0, "test", "api.cu:22", MGPU_SPLIT_NONE, 1, oob_params};
static const mgpu_param_desc gather_params[] = {
    {MGPU_PARAM_POINTER, 8, 4, -1, 0, 0, {0, 0, 0, {0}}, {MGPU_ACCESS_BLOCKED_1D, 0, 0, {0}}, {0, 0, 0, {0}}},
    {MGPU_PARAM_SCALAR, 4, 0, 0, 1, 0, {0, 0, 0, {0}}, {0, 0, 0, {0}}, {0, 0, 0, {0}}},
};
static const mgpu_kernel_desc gather_desc = {"gather", "gather", "gather_part", "", "api.cu:43", MGPU_SPLIT_X,
                                             2, gather_params};
__attribute__((constructor)) static void reg(void) {
  __mgpuRegisterKernel(&fill_desc);
  __mgpuRegisterGeneratedKernel(&oob_desc);
  __mgpuRegisterKernel(&gather_desc);
}

static void CUDART_CB count_call(void *calls) { ++*(int *)calls; }
static void CUDART_CB record_status(cudaStream_t, cudaError_t status, void *out) { *(int *)out = 100 + status; }

// The dynamic shared memory of a block: bytes per thread.
struct PerThread {
  size_t bytes;
  size_t operator()(int blockSize) const { return blockSize * bytes; }
};

static int failures;
#define EXPECT(call, want)                                                                                             \
  do {                                                                                                                 \
    cudaError_t got_ = (call);                                                                                         \
    if (got_ != (want)) {                                                                                              \
      printf("line %d: %s returned %s, want %s\n", __LINE__, #call, __mgpuGetErrorName(got_),                          \
             __mgpuGetErrorName(want));                                                                                \
      failures++;                                                                                                      \
    }                                                                                                                  \
  } while (0)
#define TRUE(cond)                                                                                                     \
  do {                                                                                                                 \
    if (!(cond)) {                                                                                                     \
      printf("line %d: %s is false\n", __LINE__, #cond);                                                               \
      failures++;                                                                                                      \
    }                                                                                                                  \
  } while (0)

static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < 50; i++) {
    int *p;
    int v[64], back[64];
    for (int j = 0; j < 64; j++)
      v[j] = (int)(id * 1000 + i * 64 + j);
    if (__mgpuMalloc(&p, sizeof v) != cudaSuccess || __mgpuMemcpy(p, v, sizeof v, cudaMemcpyHostToDevice) ||
        __mgpuMemcpy(back, p, sizeof v, cudaMemcpyDeviceToHost) || __mgpuFree(p) || memcmp(v, back, sizeof v))
      return (void *)1;
  }
  return 0;
}

int main() {
  int count = -1, dev = -1;
  EXPECT(__mgpuGetDeviceCount(&count), cudaSuccess);
  if (failures)
    return 1; // the runtime did not start
  TRUE(count == 1);
  EXPECT(__mgpuSetDevice(0), cudaSuccess);
  EXPECT(__mgpuSetDevice(1), cudaErrorInvalidDevice);
  EXPECT(__mgpuGetLastError(), cudaErrorInvalidDevice);
  EXPECT(__mgpuGetLastError(), cudaSuccess);
  EXPECT(__mgpuGetDevice(&dev), cudaSuccess);
  TRUE(dev == 0);
  cudaDeviceProp prop;
  EXPECT(__mgpuGetDeviceProperties(&prop, 0), cudaSuccess);
  TRUE(prop.maxThreadsPerBlock == 1024 && prop.warpSize == 32 && prop.name[0] != 0);
  int attr = 0;
  EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0), cudaSuccess);
  TRUE(attr == 32);
  // CUDA's largest copy pitch, whatever the device count (the memory is not).
  EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrMaxPitch, 0), cudaSuccess);
  TRUE(attr == 2147483647 && prop.memPitch == 2147483647);
  // Every device in the default compute mode (the CUDA samples' device
  // choice skips prohibited ones).
  EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrComputeMode, 0), cudaSuccess);
  TRUE(attr == cudaComputeModeDefault && prop.computeMode == cudaComputeModeDefault);
  // The attributes the CUDA samples read agree with the properties.
  const struct {
    cudaDeviceAttr attr;
    int prop;
  } same[] = {{cudaDevAttrGpuOverlap, prop.deviceOverlap},
              {cudaDevAttrAsyncEngineCount, prop.asyncEngineCount},
              {cudaDevAttrKernelExecTimeout, prop.kernelExecTimeoutEnabled},
              {cudaDevAttrEccEnabled, prop.ECCEnabled},
              {cudaDevAttrTccDriver, prop.tccDriver},
              {cudaDevAttrCooperativeLaunch, prop.cooperativeLaunch},
              {cudaDevAttrPageableMemoryAccess, prop.pageableMemoryAccess}};
  for (const auto &s : same) {
    EXPECT(__mgpuDeviceGetAttribute(&attr, s.attr, 0), cudaSuccess);
    TRUE(attr == s.prop);
  }
  size_t freeMem = 0, totalMem = 0;
  EXPECT(__mgpuMemGetInfo(&freeMem, &totalMem), cudaSuccess);
  TRUE(freeMem > 0 && freeMem <= totalMem);
  TRUE(strcmp(__mgpuGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue") == 0);
  TRUE(strcmp(__mgpuGetErrorString(cudaSuccess), "no error") == 0);

  // Memory and copies.
  const int n = 10000;
  float *a, *b, host[n], back[n];
  EXPECT(__mgpuMalloc((void **)0, 4), cudaErrorInvalidValue);
  EXPECT(__mgpuMalloc(&a, n * sizeof(float)), cudaSuccess);
  EXPECT(__mgpuMalloc(&b, n * sizeof(float)), cudaSuccess);
  EXPECT(__mgpuMalloc(&b, (size_t)1 << 50), cudaErrorMemoryAllocation);
  for (int i = 0; i < n; i++)
    host[i] = (float)i;
  EXPECT(__mgpuMemcpy(a, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT(__mgpuMemcpy(a + 1, host, sizeof host, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  EXPECT(__mgpuMemcpy(a, host, sizeof host, (cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
  EXPECT(__mgpuMemcpy(a, b, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  EXPECT(__mgpuMemcpy(host, (void *)0x10, 16, cudaMemcpyDeviceToHost), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuPeekAtLastError(), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuPeekAtLastError(), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuGetLastError(), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuMemcpy(b, a, sizeof host, cudaMemcpyDefault), cudaSuccess);
  EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDefault), cudaSuccess);
  TRUE(memcmp(host, back, sizeof host) == 0);
  EXPECT(__mgpuMemset(b + 100, 0, 400), cudaSuccess);
  EXPECT(__mgpuMemset(b + 100, 0, sizeof host), cudaErrorInvalidValue);
  EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
  TRUE(back[99] == 99.0f && back[100] == 0.0f && back[199] == 0.0f && back[200] == 200.0f);
  float *pinned;
  EXPECT(__mgpuMallocHost((void **)&pinned, 64), cudaSuccess);
  EXPECT(__mgpuMemcpy(pinned, host, 64, cudaMemcpyHostToHost), cudaSuccess);
  TRUE(pinned[15] == 15.0f);
  EXPECT(__mgpuFreeHost(pinned), cudaSuccess);

  // Pitched 2-D memory: 7 rows of 100 floats, pitch rounded up to 512
  // bytes; copied in from a host pitch of 120 floats and out to a packed
  // array; a memset of a 3 x 2 byte corner.
  {
    float *img, src2d[7][120], dst2d[7][100];
    size_t pitch = 0;
    for (int r = 0; r < 7; r++)
      for (int c = 0; c < 120; c++)
        src2d[r][c] = (float)(r * 1000 + c);
    EXPECT(__mgpuMallocPitch((void **)&img, &pitch, 100 * sizeof(float), 7), cudaSuccess);
    TRUE(pitch == 512);
    EXPECT(__mgpuMemcpy2D(img, pitch, src2d, sizeof src2d[0], 100 * sizeof(float), 7, cudaMemcpyHostToDevice),
           cudaSuccess);
    EXPECT(__mgpuMemset2D(img, pitch, 0, 3 * sizeof(float), 2), cudaSuccess);
    EXPECT(__mgpuMemcpy2DAsync(dst2d, sizeof dst2d[0], img, pitch, 100 * sizeof(float), 7, cudaMemcpyDeviceToHost, 0),
           cudaSuccess);
    bool same = true;
    for (int r = 0; r < 7; r++)
      for (int c = 0; c < 100; c++)
        same = same && dst2d[r][c] == (r < 2 && c < 3 ? 0.0f : src2d[r][c]);
    TRUE(same);
    EXPECT(__mgpuMemcpy2D(dst2d, 8, img, pitch, 16, 1, cudaMemcpyDeviceToHost), cudaErrorInvalidPitchValue);
    EXPECT(__mgpuGetLastError(), cudaErrorInvalidPitchValue);
    EXPECT(__mgpuFree(img), cudaSuccess);
  }
  // Pitched 3-D memory: 3 planes of 5 rows of 20 floats, filled from a
  // box of a larger host array (4 planes of 6 rows of 24 floats, from
  // plane 1, row 1, float 2), a 2 x 2 x 2 corner cleared, and copied out
  // to a packed array.
  {
    static float src3d[4][6][24], dst3d[3][5][20];
    for (int z = 0; z < 4; z++)
      for (int y = 0; y < 6; y++)
        for (int x = 0; x < 24; x++)
          src3d[z][y][x] = (float)(z * 10000 + y * 100 + x);
    cudaPitchedPtr vol;
    cudaExtent extent = make_cudaExtent(20 * sizeof(float), 5, 3);
    EXPECT(__mgpuMalloc3D(&vol, extent), cudaSuccess);
    TRUE(vol.pitch == 256 && vol.xsize == 20 * sizeof(float) && vol.ysize == 5);
    cudaMemcpy3DParms in = {0};
    in.srcPtr = make_cudaPitchedPtr(src3d, sizeof src3d[0][0], 24 * sizeof(float), 6);
    in.srcPos = make_cudaPos(2 * sizeof(float), 1, 1);
    in.dstPtr = vol;
    in.extent = extent;
    in.kind = cudaMemcpyHostToDevice;
    EXPECT(__mgpuMemcpy3D(&in), cudaSuccess);
    EXPECT(__mgpuMemset3D(vol, 0, make_cudaExtent(2 * sizeof(float), 2, 2)), cudaSuccess);
    cudaMemcpy3DParms out = {0};
    out.srcPtr = vol;
    out.dstPtr = make_cudaPitchedPtr(dst3d, sizeof dst3d[0][0], 20 * sizeof(float), 5);
    out.extent = extent;
    out.kind = cudaMemcpyDeviceToHost;
    EXPECT(__mgpuMemcpy3DAsync(&out, 0), cudaSuccess);
    bool same = true;
    for (int z = 0; z < 3; z++)
      for (int y = 0; y < 5; y++)
        for (int x = 0; x < 20; x++)
          same = same && dst3d[z][y][x] == (z < 2 && y < 2 && x < 2 ? 0.0f : src3d[z + 1][y + 1][x + 2]);
    TRUE(same);
    out.srcArray = (cudaArray_t)1;
    EXPECT(__mgpuMemcpy3D(&out), cudaErrorInvalidValue);
    EXPECT(__mgpuGetLastError(), cudaErrorInvalidValue);
    EXPECT(__mgpuFree(vol.ptr), cudaSuccess);
  }
  int version = 0;
  EXPECT(__mgpuRuntimeGetVersion(&version), cudaSuccess);
  TRUE(version == CUDART_VERSION);
  EXPECT(__mgpuDriverGetVersion(&version), cudaSuccess);
  TRUE(version >= CUDART_VERSION);
  size_t limit = 0;
  EXPECT(__mgpuDeviceGetLimit(&limit, cudaLimitPrintfFifoSize), cudaSuccess);
  TRUE(limit == 1 << 20);
  EXPECT(__mgpuDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20), cudaSuccess);
  EXPECT(__mgpuDeviceGetLimit(&limit, cudaLimitMallocHeapSize), cudaSuccess);
  TRUE(limit == 64 << 20);
  EXPECT(__mgpuDeviceSetLimit((cudaLimit)99, 1), cudaErrorInvalidValue);
  EXPECT(__mgpuStreamSynchronize(cudaStreamPerThread), cudaSuccess);
  EXPECT(__mgpuMemsetAsync(a, 0, 4, cudaStreamLegacy), cudaSuccess);
  EXPECT(__mgpuHostRegister(host, sizeof host, 0), cudaSuccess);
  EXPECT(__mgpuHostUnregister(host), cudaSuccess);
  EXPECT(__mgpuGetLastError(), cudaErrorInvalidValue);

  // Symbols.
  float t[4] = {1, 2, 3, 4}, tb[4] = {0};
  EXPECT(__mgpuMemcpyToSymbol(table, t, sizeof t), cudaSuccess);
  EXPECT(__mgpuMemcpyFromSymbol(tb, table, 8, 8), cudaSuccess);
  TRUE(tb[0] == 3 && tb[1] == 4);
  EXPECT(__mgpuMemcpyToSymbol(table, t, sizeof t, 4), cudaErrorInvalidValue);
  EXPECT(__mgpuMemcpyToSymbol((const void *)host, t, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidSymbol);

  // Streams and events.
  cudaStream_t s;
  cudaEvent_t e0, e1;
  EXPECT(__mgpuStreamCreate(&s), cudaSuccess);
  EXPECT(__mgpuEventCreate(&e0), cudaSuccess);
  EXPECT(__mgpuEventCreateWithFlags(&e1, cudaEventDefault), cudaSuccess);
  EXPECT(__mgpuEventRecord(e0, s), cudaSuccess);
  EXPECT(__mgpu_launch(fill, dim3((n + 127) / 128), dim3(128), 0, s, a, n, 2.5f), cudaSuccess);
  EXPECT(__mgpuMemcpyAsync(back, a, sizeof back, cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT(__mgpuEventRecord(e1, s), cudaSuccess);
  EXPECT(__mgpuEventSynchronize(e1), cudaSuccess);
  float ms = -1;
  EXPECT(__mgpuEventElapsedTime(&ms, e0, e1), cudaSuccess);
  TRUE(ms >= 0);
  TRUE(back[0] == 2.5f && back[n - 1] == 2.5f);
  EXPECT(__mgpuStreamSynchronize(s), cudaSuccess);
  EXPECT(__mgpuStreamWaitEvent(s, e1, 0), cudaSuccess);
  EXPECT(__mgpuStreamDestroy(s), cudaSuccess);
  EXPECT(__mgpuStreamDestroy(s), cudaErrorInvalidResourceHandle);
  EXPECT(__mgpuMemcpyAsync(back, a, 4, cudaMemcpyDeviceToHost, s), cudaErrorInvalidResourceHandle);
  EXPECT(__mgpuEventDestroy(e0), cudaSuccess);
  EXPECT(__mgpuEventDestroy(e1), cudaSuccess);
  EXPECT(__mgpuEventDestroy(e1), cudaErrorInvalidResourceHandle);

  // Launches: a <<<>>> launch that was not rewritten goes through
  // cudaLaunchKernel; bad configurations and pointers are errors.
  __mgpuGetLastError();
  fill<<<(n + 255) / 256, 256>>>(b, n, 7.0f);
  EXPECT(__mgpuGetLastError(), cudaSuccess);
  EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
  TRUE(back[0] == 7.0f && back[n - 1] == 7.0f);
  // Arguments are converted to the parameter types (long to int, double
  // to float, int to dim3), each evaluated once.
  int evaluations = 0;
  EXPECT(__mgpu_launch(fill, (n + 63) / 64, 64, 0, 0, (evaluations++, b), (long)n, 0.5), cudaSuccess);
  TRUE(evaluations == 1);
  EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
  TRUE(back[0] == 0.5f && back[n - 1] == 0.5f);
  EXPECT(__mgpu_launch(fill, dim3(1), dim3(2048), 0, 0, b, n, 1.0f), cudaErrorInvalidConfiguration);
  EXPECT(__mgpu_launch(fill, dim3(1), dim3(32), 0, 0, host, n, 1.0f), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpu_launch(nodesc, dim3(1), dim3(1), 0, 0, b), cudaErrorInvalidDeviceFunction);
  EXPECT(__mgpuLaunchKernel((const void *)host, dim3(1), dim3(1), 0, 0, 0), cudaErrorInvalidDeviceFunction);

  // The remaining calls.
  EXPECT(__mgpuThreadSynchronize(), cudaSuccess);
  EXPECT(__mgpuSetDeviceFlags(0), cudaSuccess);
  EXPECT(__mgpuDeviceSetCacheConfig(cudaFuncCachePreferL1), cudaSuccess);
  EXPECT(__mgpuFuncSetCacheConfig(fill, cudaFuncCachePreferShared), cudaSuccess);
  EXPECT(__mgpuDeviceGetAttribute(&attr, (cudaDeviceAttr)9999, 0), cudaErrorInvalidValue);
  EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrMultiProcessorCount, 1), cudaErrorInvalidDevice);
  EXPECT(__mgpuGetDeviceProperties(&prop, 3), cudaErrorInvalidDevice);
  cudaStream_t s2;
  cudaEvent_t e2;
  EXPECT(__mgpuStreamCreateWithFlags(&s2, cudaStreamNonBlocking), cudaSuccess);
  EXPECT(__mgpuEventCreate(&e2, cudaEventDisableTiming), cudaSuccess);
  EXPECT(__mgpuMemsetAsync(a, 0, sizeof host, s2), cudaSuccess);
  EXPECT(__mgpuMemcpyToSymbolAsync(table, t + 2, 8, 0, cudaMemcpyHostToDevice, s2), cudaSuccess);
  EXPECT(__mgpuMemcpyToSymbol(table, a, 4, 8, cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT(__mgpuEventRecord(e2, s2), cudaSuccess);
  EXPECT(__mgpuEventQuery(e2), cudaSuccess);
  EXPECT(__mgpuStreamQuery(s2), cudaSuccess);
  EXPECT(__mgpuMemcpyFromSymbolAsync(tb, table, sizeof tb, 0, cudaMemcpyDeviceToHost, s2), cudaSuccess);
  EXPECT(__mgpuStreamSynchronize(s2), cudaSuccess);
  TRUE(tb[0] == 3 && tb[1] == 4 && tb[2] == 0 && tb[3] == 4);
  EXPECT(__mgpuMemcpyFromSymbol(a, table, 8, 0, cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT(__mgpuMemcpy(back, a, 12, cudaMemcpyDeviceToHost), cudaSuccess);
  TRUE(back[0] == 3 && back[1] == 4 && back[2] == 0);
  EXPECT(__mgpuMemcpyFromSymbol(tb, table, 4, 0, cudaMemcpyHostToDevice), cudaErrorInvalidMemcpyDirection);
  EXPECT(__mgpuStreamDestroy(s2), cudaSuccess);
  EXPECT(__mgpuEventDestroy(e2), cudaSuccess);
  char *ha;
  EXPECT(__mgpuHostAlloc((void **)&ha, 10, cudaHostAllocDefault), cudaSuccess);
  EXPECT(__mgpuFreeHost(ha), cudaSuccess);
  EXPECT(__mgpuGetLastError(), cudaErrorInvalidMemcpyDirection);

  // Kernel attributes (the simulator's fixed values, fill's 1 KiB of static
  // shared memory) and occupancy on its one multiprocessor of 2048
  // threads, 32 blocks, 64K registers and 96 KiB of shared memory.
  {
    cudaFuncAttributes fa;
    EXPECT(__mgpuFuncGetAttributes(&fa, fill), cudaSuccess);
    TRUE(fa.maxThreadsPerBlock == 1024 && fa.numRegs == 32 && fa.sharedSizeBytes == 1024 && fa.localSizeBytes == 0 &&
         fa.ptxVersion == 70 && fa.binaryVersion == 70 && fa.maxDynamicSharedSizeBytes == 47 * 1024 &&
         fa.preferredShmemCarveout == -1);
    EXPECT(__mgpuFuncGetAttributes(&fa, nodesc), cudaSuccess);
    EXPECT(__mgpuFuncGetAttributes(&fa, (const void *)host), cudaErrorInvalidDeviceFunction);
    EXPECT(__mgpuFuncGetAttributes((cudaFuncAttributes *)0, fill), cudaErrorInvalidValue);
    int blocks = -1, minGrid = -1, block = -1;
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill, 256, 0), cudaSuccess);
    TRUE(blocks == 8);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, fill, 128, 32 << 10,
                                                                    cudaOccupancyDisableCachingOverride),
           cudaSuccess);
    TRUE(blocks == 2);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill, 2048, 0), cudaSuccess);
    TRUE(blocks == 0);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill, 0, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, fill, 32, 0, 4), cudaErrorInvalidValue);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, (const void *)host, 32, 0),
           cudaErrorInvalidDeviceFunction);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSize(&minGrid, &block, fill), cudaSuccess);
    TRUE(minGrid == 2 && block == 1024);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSize(&minGrid, &block, fill, 0, 100), cudaSuccess);
    TRUE(minGrid == 32 && block == 64);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, fill, PerThread{128}), cudaSuccess);
    TRUE(minGrid == 2 && block == 352);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, fill, [](int) { return 1 << 20; }),
           cudaSuccess);
    TRUE(minGrid == 0 && block == 0);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSize((int *)0, &block, fill), cudaErrorInvalidValue);
    EXPECT(__mgpuOccupancyMaxPotentialBlockSize(&minGrid, &block, fill, 0, -1), cudaErrorInvalidValue);

    // More than 48 KiB of dynamic shared memory once the kernel opts in.
    EXPECT(__mgpuFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 << 10), cudaSuccess);
    EXPECT(__mgpuFuncSetAttribute(fill, cudaFuncAttributePreferredSharedMemoryCarveout, 25), cudaSuccess);
    EXPECT(__mgpuFuncGetAttributes(&fa, fill), cudaSuccess);
    TRUE(fa.maxDynamicSharedSizeBytes == 64 << 10 && fa.preferredShmemCarveout == 25);
    EXPECT(__mgpuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, fill, 256, 64 << 10), cudaSuccess);
    TRUE(blocks == 1);
    EXPECT(__mgpu_launch(fill, dim3((n + 127) / 128), dim3(128), 64 << 10, 0, b, n, 6.0f), cudaSuccess);
    EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
    TRUE(back[0] == 6.0f && back[n - 1] == 6.0f);
    EXPECT(__mgpuFuncSetAttribute(fill, cudaFuncAttributeMaxDynamicSharedMemorySize, (95 << 10) + 1),
           cudaErrorInvalidValue);
    EXPECT(__mgpuFuncSetAttribute(fill, cudaFuncAttributePreferredSharedMemoryCarveout, 101), cudaErrorInvalidValue);
    EXPECT(__mgpuFuncSetAttribute(fill, cudaFuncAttributeMax, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuFuncSetAttribute((const void *)host, cudaFuncAttributeMaxDynamicSharedMemorySize, 0),
           cudaErrorInvalidDeviceFunction);

    cudaFuncCache cache = cudaFuncCachePreferNone;
    EXPECT(__mgpuDeviceGetCacheConfig(&cache), cudaSuccess);
    TRUE(cache == cudaFuncCachePreferL1); // set above
    EXPECT(__mgpuDeviceSetCacheConfig((cudaFuncCache)9), cudaErrorInvalidValue);
    cudaSharedMemConfig banks = cudaSharedMemBankSizeDefault;
    EXPECT(__mgpuDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte), cudaSuccess);
    EXPECT(__mgpuDeviceGetSharedMemConfig(&banks), cudaSuccess);
    TRUE(banks == cudaSharedMemBankSizeFourByte);
    EXPECT(__mgpuDeviceSetSharedMemConfig((cudaSharedMemConfig)3), cudaErrorInvalidValue);
    EXPECT(__mgpuFuncSetSharedMemConfig(fill, cudaSharedMemBankSizeFourByte), cudaSuccess);
    EXPECT(__mgpuFuncSetSharedMemConfig((const void *)host, cudaSharedMemBankSizeFourByte),
           cudaErrorInvalidDeviceFunction);
    attr = 0;
    EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0), cudaSuccess);
    TRUE(attr == 96 << 10);
    EXPECT(__mgpuDeviceGetAttribute(&attr, cudaDevAttrMaxBlocksPerMultiprocessor, 0), cudaSuccess);
    TRUE(attr == 32);
    EXPECT(__mgpuGetDeviceProperties(&prop, 0), cudaSuccess);
    TRUE(prop.regsPerMultiprocessor == 65536 && prop.sharedMemPerMultiprocessor == 96 << 10 &&
         prop.streamPrioritiesSupported == 1);
  }

  // Stream priorities and flags, host functions in stream order,
  // stream-ordered allocation.
  {
    int least = 1, greatest = 1, priority = 1, calls = 0, status = -1;
    unsigned flags = 9;
    cudaStream_t ps;
    EXPECT(__mgpuDeviceGetStreamPriorityRange(&least, &greatest), cudaSuccess);
    TRUE(least == 0 && greatest == -5);
    EXPECT(__mgpuDeviceGetStreamPriorityRange(0, 0), cudaSuccess);
    EXPECT(__mgpuStreamCreateWithPriority(&ps, cudaStreamNonBlocking, -100), cudaSuccess);
    EXPECT(__mgpuStreamGetPriority(ps, &priority), cudaSuccess);
    TRUE(priority == -5);
    EXPECT(__mgpuStreamGetFlags(ps, &flags), cudaSuccess);
    TRUE(flags == cudaStreamNonBlocking);
    EXPECT(__mgpuStreamGetPriority(0, &priority), cudaSuccess);
    TRUE(priority == 0);
    EXPECT(__mgpuStreamGetFlags(ps, 0), cudaErrorInvalidValue);
    cudaStream_t bad;
    EXPECT(__mgpuStreamCreateWithPriority(&bad, 4, 0), cudaErrorInvalidValue);

    float *as;
    EXPECT(__mgpuMallocAsync(&as, n * sizeof(float), ps), cudaSuccess);
    EXPECT(__mgpu_launch(fill, dim3((n + 127) / 128), dim3(128), 0, ps, as, n, 5.0f), cudaSuccess);
    EXPECT(__mgpuLaunchHostFunc(ps, count_call, &calls), cudaSuccess);
    TRUE(calls == 1); // it ran after the kernel, before the call returned
    EXPECT(__mgpuStreamAddCallback(ps, record_status, &status, 0), cudaSuccess);
    TRUE(status == 100);
    EXPECT(__mgpuStreamAddCallback(ps, record_status, &status, 1), cudaErrorInvalidValue);
    EXPECT(__mgpuLaunchHostFunc(ps, (cudaHostFn_t)0, &calls), cudaErrorInvalidValue);
    EXPECT(__mgpuMemcpyAsync(back, as, sizeof back, cudaMemcpyDeviceToHost, ps), cudaSuccess);
    TRUE(back[0] == 5.0f && back[n - 1] == 5.0f);
    EXPECT(__mgpuFreeAsync(as, ps), cudaSuccess);
    EXPECT(__mgpuFreeAsync(as, ps), cudaErrorInvalidDevicePointer);

    // Stream attributes: hints, checked, recorded and read back.
    cudaDeviceProp prop;
    EXPECT(__mgpuGetDeviceProperties(&prop, 0), cudaSuccess);
    TRUE(prop.persistingL2CacheMaxSize > 0 && prop.accessPolicyMaxWindowSize > 0);
    int window = 0;
    EXPECT(__mgpuDeviceGetAttribute(&window, cudaDevAttrMaxAccessPolicyWindowSize, 0), cudaSuccess);
    TRUE(window == prop.accessPolicyMaxWindowSize);
    EXPECT(__mgpuDeviceSetLimit(cudaLimitPersistingL2CacheSize, prop.persistingL2CacheMaxSize), cudaSuccess);
    EXPECT(__mgpuDeviceGetLimit(&limit, cudaLimitPersistingL2CacheSize), cudaSuccess);
    TRUE(limit == (size_t)prop.persistingL2CacheMaxSize);
    EXPECT(__mgpuDeviceSetLimit(cudaLimitPersistingL2CacheSize, (size_t)prop.persistingL2CacheMaxSize + 1), cudaErrorInvalidValue);
    cudaStreamAttrValue v, got;
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.base_ptr = a;
    v.accessPolicyWindow.num_bytes = n * sizeof(float);
    v.accessPolicyWindow.hitRatio = 0.5f;
    v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    EXPECT(__mgpuStreamGetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &got), cudaSuccess);
    TRUE(got.accessPolicyWindow.base_ptr == 0 && got.accessPolicyWindow.num_bytes == 0);
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &v), cudaSuccess);
    EXPECT(__mgpuStreamGetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &got), cudaSuccess);
    TRUE(got.accessPolicyWindow.base_ptr == a && got.accessPolicyWindow.num_bytes == n * sizeof(float) &&
         got.accessPolicyWindow.hitRatio == 0.5f && got.accessPolicyWindow.hitProp == cudaAccessPropertyPersisting &&
         got.accessPolicyWindow.missProp == cudaAccessPropertyStreaming);
    v.accessPolicyWindow.hitRatio = 1.5f;
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &v), cudaErrorInvalidValue);
    v.accessPolicyWindow.hitRatio = 1;
    v.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &v), cudaErrorInvalidValue);
    v.accessPolicyWindow.missProp = cudaAccessPropertyNormal;
    v.accessPolicyWindow.num_bytes = (size_t)prop.accessPolicyMaxWindowSize + 1;
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, &v), cudaErrorInvalidValue);
    EXPECT(__mgpuStreamGetAttribute(ps, cudaStreamAttributeSynchronizationPolicy, &got), cudaSuccess);
    TRUE(got.syncPolicy == cudaSyncPolicyAuto);
    v.syncPolicy = cudaSyncPolicyBlockingSync;
    EXPECT(__mgpuStreamSetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &v), cudaSuccess);
    EXPECT(__mgpuStreamGetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &got), cudaSuccess);
    TRUE(got.syncPolicy == cudaSyncPolicyBlockingSync);
    v.syncPolicy = (cudaSynchronizationPolicy)9;
    EXPECT(__mgpuStreamSetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &v), cudaErrorInvalidValue);
    v.priority = -2;
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributePriority, &v), cudaSuccess);
    EXPECT(__mgpuStreamGetPriority(ps, &priority), cudaSuccess);
    TRUE(priority == -2);
    EXPECT(__mgpuStreamGetAttribute(ps, cudaStreamAttributePriority, &got), cudaSuccess);
    TRUE(got.priority == -2);
    EXPECT(__mgpuStreamSetAttribute(ps, cudaLaunchAttributeCooperative, &v), cudaErrorInvalidValue);
    EXPECT(__mgpuStreamGetAttribute(ps, cudaStreamAttributeAccessPolicyWindow, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuCtxResetPersistingL2Cache(), cudaSuccess);

    EXPECT(__mgpuStreamDestroy(ps), cudaSuccess);
    EXPECT(__mgpuStreamSetAttribute(ps, cudaStreamAttributePriority, &v), cudaErrorInvalidResourceHandle);
    EXPECT(__mgpuLaunchHostFunc(ps, count_call, &calls), cudaErrorInvalidResourceHandle);
    EXPECT(__mgpuMallocAsync((void **)&as, 16, ps), cudaErrorInvalidResourceHandle);
    TRUE(calls == 1);
  }

  // The default memory pool: its attributes as set, the bytes its live
  // allocations use, allocation by its handle; no other pool.
  {
    cudaMemPool_t mp = 0, cur = 0;
    EXPECT(__mgpuDeviceGetDefaultMemPool(&mp, 0), cudaSuccess);
    TRUE(mp != 0);
    EXPECT(__mgpuDeviceGetMemPool(&cur, 0), cudaSuccess);
    TRUE(cur == mp);
    EXPECT(__mgpuDeviceGetDefaultMemPool(&cur, 1), cudaErrorInvalidDevice);
    EXPECT(__mgpuDeviceSetMemPool(0, mp), cudaSuccess);
    EXPECT(__mgpuDeviceSetMemPool(0, (cudaMemPool_t)a), cudaErrorInvalidValue);
    uint64_t threshold = UINT64_MAX, got = 0, zero = 0;
    int reuse = -1;
    EXPECT(__mgpuMemPoolSetAttribute(mp, cudaMemPoolAttrReleaseThreshold, &threshold), cudaSuccess);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrReleaseThreshold, &got), cudaSuccess);
    TRUE(got == UINT64_MAX);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolReuseAllowOpportunistic, &reuse), cudaSuccess);
    TRUE(reuse == 1);
    reuse = 0;
    EXPECT(__mgpuMemPoolSetAttribute(mp, cudaMemPoolReuseAllowInternalDependencies, &reuse), cudaSuccess);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolReuseAllowInternalDependencies, &reuse), cudaSuccess);
    TRUE(reuse == 0);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolReuseFollowEventDependencies, &reuse), cudaSuccess);
    TRUE(reuse == 1);
    EXPECT(__mgpuMemPoolSetAttribute(mp, cudaMemPoolAttrUsedMemHigh, &zero), cudaSuccess); // the use so far
    float *p1, *p2;
    EXPECT(__mgpuMallocAsync(&p1, 4096, 0), cudaSuccess);
    EXPECT(__mgpuMallocAsync(&p2, 1024, mp, 0), cudaSuccess); // C++'s overload: from the pool
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrUsedMemCurrent, &got), cudaSuccess);
    TRUE(got == 5120);
    EXPECT(__mgpuFreeAsync(p1, 0), cudaSuccess);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrReservedMemCurrent, &got), cudaSuccess);
    TRUE(got == 1024);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrUsedMemHigh, &got), cudaSuccess);
    TRUE(got == 5120);
    EXPECT(__mgpuMemPoolSetAttribute(mp, cudaMemPoolAttrUsedMemHigh, &zero), cudaSuccess);
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrUsedMemHigh, &got), cudaSuccess);
    TRUE(got == 1024);
    EXPECT(__mgpuMemPoolSetAttribute(mp, cudaMemPoolAttrUsedMemCurrent, &zero), cudaErrorInvalidValue);
    EXPECT(__mgpuMemPoolTrimTo(mp, 0), cudaSuccess);
    // Access: the pool's device reads and writes it; there is no other.
    cudaMemAccessDesc access[2] = {{{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite},
                                   {{cudaMemLocationTypeDevice, 1}, cudaMemAccessFlagsProtReadWrite}};
    cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
    EXPECT(__mgpuMemPoolSetAccess(mp, access, 1), cudaSuccess);
    EXPECT(__mgpuMemPoolSetAccess(mp, access, 2), cudaErrorInvalidDevice);
    access[0].flags = cudaMemAccessFlagsProtRead;
    EXPECT(__mgpuMemPoolSetAccess(mp, access, 1), cudaErrorInvalidValue);
    EXPECT(__mgpuMemPoolGetAccess(&flags, mp, &access[0].location), cudaSuccess);
    TRUE(flags == cudaMemAccessFlagsProtReadWrite);
    EXPECT(__mgpuMemPoolGetAccess(&flags, mp, &access[1].location), cudaErrorInvalidDevice);
    access[0].location.type = cudaMemLocationTypeHost;
    EXPECT(__mgpuMemPoolGetAccess(&flags, mp, &access[0].location), cudaErrorInvalidValue);
    EXPECT(__mgpuFree(p2), cudaSuccess); // cudaFree of the pool's allocation
    EXPECT(__mgpuMemPoolGetAttribute(mp, cudaMemPoolAttrUsedMemCurrent, &got), cudaSuccess);
    TRUE(got == 0);
    EXPECT(__mgpuMallocFromPoolAsync(&p2, 16, (cudaMemPool_t)a, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuGetLastError(), cudaErrorInvalidValue);
  }

  // Pointer attributes, as CUDA 11 reports them, and page-locked host
  // memory.
  {
    cudaPointerAttributes pa;
    float *ph;
    EXPECT(__mgpuPointerGetAttributes(&pa, a + 5), cudaSuccess);
    TRUE(pa.type == cudaMemoryTypeDevice && pa.device == 0 && pa.devicePointer == a + 5 && pa.hostPointer == 0);
    EXPECT(__mgpuPointerGetAttributes(&pa, host), cudaSuccess);
    TRUE(pa.type == cudaMemoryTypeUnregistered && pa.device == cudaInvalidDeviceId && pa.devicePointer == 0 &&
         pa.hostPointer == 0);
    EXPECT(__mgpuHostAlloc((void **)&ph, 64, cudaHostAllocDefault), cudaSuccess);
    EXPECT(__mgpuPointerGetAttributes(&pa, ph + 3), cudaSuccess);
    TRUE(pa.type == cudaMemoryTypeHost && pa.device == 0 && pa.devicePointer == ph + 3 && pa.hostPointer == ph + 3);
    EXPECT(__mgpuFreeHost(ph + 1), cudaErrorInvalidValue);
    EXPECT(__mgpuFreeHost(ph), cudaSuccess);
    EXPECT(__mgpuFreeHost(host), cudaErrorInvalidValue);
    EXPECT(__mgpuHostRegister(host, sizeof host, 0), cudaSuccess);
    EXPECT(__mgpuPointerGetAttributes(&pa, host + 10), cudaSuccess);
    TRUE(pa.type == cudaMemoryTypeHost);
    EXPECT(__mgpuHostRegister(host + 1, 4, 0), cudaErrorHostMemoryAlreadyRegistered);
    EXPECT(__mgpuHostUnregister(host + 1), cudaErrorHostMemoryNotRegistered);
    EXPECT(__mgpuHostUnregister(host), cudaSuccess);
    EXPECT(__mgpuPointerGetAttributes((cudaPointerAttributes *)0, a), cudaErrorInvalidValue);
  }

  // CUDA arrays: what they may hold, copies within them, textures over
  // them named by the array.
  {
    cudaChannelFormatDesc f = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    cudaChannelFormatDesc bad = {12, 0, 0, 0, cudaChannelFormatKindSigned};
    cudaArray_t arr, none;
    EXPECT(__mgpuMallocArray(&none, &bad, 16, 4, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMallocArray(&none, &f, 16, 4, cudaArrayLayered), cudaErrorNotSupported);
    EXPECT(__mgpuMallocArray(&none, &f, 0, 4, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMallocArray(&arr, &f, 16, 4, 0), cudaSuccess);
    float row[20] = {0};
    EXPECT(__mgpuMemcpyToArray(arr, 0, 3, row, 16 * sizeof(float), cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT(__mgpuMemcpyToArray(arr, 4, 3, row, 16 * sizeof(float), cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    EXPECT(__mgpuMemcpy2DFromArray(row, sizeof row, arr, 0, 0, 17 * sizeof(float), 1, cudaMemcpyDeviceToHost),
           cudaErrorInvalidValue);
    EXPECT(__mgpuMemcpy2DArrayToArray(arr, 0, 0, arr, 0, 1, 4, 1, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    cudaResourceDesc r, back;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = arr;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    EXPECT(__mgpuCreateTextureObject(&t, &r, &td, 0), cudaSuccess);
    EXPECT(__mgpuGetTextureObjectResourceDesc(&back, t), cudaSuccess);
    TRUE(back.resType == cudaResourceTypeArray && back.res.array.array == arr);
    EXPECT(__mgpuDestroyTextureObject(t), cudaSuccess);
    EXPECT(__mgpuFreeArray(arr), cudaSuccess);
    EXPECT(__mgpuCreateTextureObject(&t, &r, &td, 0), cudaErrorInvalidResourceHandle);
    EXPECT(__mgpuArrayGetInfo(0, 0, 0, arr), cudaErrorInvalidResourceHandle);
    EXPECT(__mgpuFreeArray(0), cudaSuccess);
  }

  // Peer calls: device 0 is the only device, and not its own peer.
  {
    int can = 7;
    EXPECT(__mgpuDeviceCanAccessPeer(&can, 0, 0), cudaSuccess);
    TRUE(can == 0);
    EXPECT(__mgpuDeviceCanAccessPeer(&can, 0, 1), cudaErrorInvalidDevice);
    EXPECT(__mgpuDeviceEnablePeerAccess(1, 0), cudaErrorInvalidDevice);
    EXPECT(__mgpuDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice);
    EXPECT(__mgpuDeviceEnablePeerAccess(0, 1), cudaErrorInvalidValue);
    EXPECT(__mgpuDeviceDisablePeerAccess(0), cudaErrorPeerAccessNotEnabled);
    EXPECT(__mgpuDeviceDisablePeerAccess(1), cudaErrorInvalidDevice);
    EXPECT(__mgpuMemcpy(a, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT(__mgpuMemcpyPeer(b, 0, a, 0, sizeof host), cudaSuccess);
    EXPECT(__mgpuMemcpyPeerAsync(b + 1, 0, a, 0, sizeof(float), cudaStreamPerThread), cudaSuccess);
    EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
    TRUE(back[0] == 0 && back[1] == 0 && back[2] == 2 && back[n - 1] == n - 1);
    EXPECT(__mgpuMemcpyPeer(b, 1, a, 0, 4), cudaErrorInvalidDevice);
    EXPECT(__mgpuMemcpyPeer(b, 0, host, 0, 4), cudaErrorInvalidDevicePointer);
  }

  // Symbol addresses are device pointers, coherent with the symbol copies
  // and with kernels that read the variables directly.
  {
    float *sp, *tp, out[1000], t4[4] = {10, 20, 30, 40};
    size_t size = 0;
    EXPECT(__mgpuGetSymbolSize(&size, samples), cudaSuccess);
    TRUE(size == sizeof samples);
    EXPECT(__mgpuGetSymbolSize(&size, (const void *)host), cudaErrorInvalidSymbol);
    EXPECT(__mgpuGetSymbolAddress((void **)&sp, samples), cudaSuccess);
    EXPECT(__mgpuGetSymbolAddress((void **)&tp, table), cudaSuccess);
    EXPECT(__mgpuGetSymbolAddress((void **)&sp, (const void *)host), cudaErrorInvalidSymbol);
    // A split launch writes samples through its address, a copy to device
    // 0 (it is small) writes table.
    EXPECT(__mgpu_launch(fill, dim3(8), dim3(128), 0, 0, sp, 1000, 9.0f), cudaSuccess);
    EXPECT(__mgpuMemcpy(tp, t4, sizeof t4, cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT(__mgpuMemset(sp + 10, 0, 10 * sizeof(float)), cudaSuccess);
    EXPECT(__mgpuMemcpyFromSymbol(out, samples, sizeof out), cudaSuccess);
    TRUE(out[0] == 9 && out[10] == 0 && out[19] == 0 && out[20] == 9 && out[999] == 9);
    // Every part of a split launch reads both variables whole.
    float *g;
    EXPECT(__mgpuMalloc(&g, sizeof out), cudaSuccess);
    EXPECT(__mgpu_launch(gather, dim3(8), dim3(128), 0, 0, g, 1000), cudaSuccess);
    EXPECT(__mgpuMemcpy(out, g, sizeof out, cudaMemcpyDeviceToHost), cudaSuccess);
    bool same = true;
    for (int i = 0; i < 1000; i++)
      same = same && out[i] == (i >= 10 && i < 20 ? 0 : 9) + t4[i % 4];
    TRUE(same);
    EXPECT(__mgpuFree(sp), cudaErrorInvalidDevicePointer);
    EXPECT(__mgpuFree(g), cudaSuccess);
  }
  EXPECT(__mgpuProfilerStart(), cudaSuccess);
  EXPECT(__mgpuProfilerStop(), cudaSuccess);
  EXPECT(__mgpuGetLastError(), cudaErrorInvalidDevicePointer);

  // Managed memory: the host reads and writes it directly between
  // synchronisations; kernels, copies and memsets reach it through its
  // address and interior pointers.
  {
    float *m;
    EXPECT(__mgpuMallocManaged(&m, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMallocManaged(&m, sizeof host, cudaMemAttachSingle), cudaErrorInvalidValue);
    EXPECT(__mgpuMallocManaged((void **)0, 4), cudaErrorInvalidValue);
    EXPECT(__mgpuMallocManaged(&m, sizeof host), cudaSuccess);
    TRUE(((uintptr_t)m & 4095) == 0 && m[0] == 0 && m[n - 1] == 0);
    for (int i = 0; i < n; i++)
      m[i] = (float)i;
    EXPECT(__mgpu_launch(fill, dim3(10), dim3(128), 0, 0, m + 100, 1280, 3.0f), cudaSuccess);
    EXPECT(__mgpuDeviceSynchronize(), cudaSuccess);
    TRUE(m[99] == 99 && m[100] == 3 && m[1379] == 3 && m[1380] == 1380 && m[n - 1] == n - 1);
    // cudaMemcpyDefault treats managed memory as host memory; a copy to the
    // host waits for the kernels before it.
    EXPECT(__mgpuMemcpy(b, m, sizeof host, cudaMemcpyDefault), cudaSuccess);
    EXPECT(__mgpuMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
    TRUE(memcmp(back, m, sizeof back) == 0);
    EXPECT(__mgpu_launch(fill, dim3((n + 127) / 128), dim3(128), 0, 0, b, n, 4.0f), cudaSuccess);
    EXPECT(__mgpuMemcpy(m, b, 10 * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
    TRUE(m[0] == 4 && m[9] == 4 && m[10] == 10);
    EXPECT(__mgpuMemcpy(m + 20, host, 10 * sizeof(float), cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT(__mgpuMemset(m + 30, 0, 10 * sizeof(float)), cudaSuccess);
    EXPECT(__mgpuMemcpy(m + 40, m + 20, 10 * sizeof(float), cudaMemcpyDeviceToDevice), cudaSuccess);
    EXPECT(__mgpuDeviceSynchronize(), cudaSuccess);
    TRUE(m[20] == 0 && m[29] == 9 && m[30] == 0 && m[39] == 0 && m[40] == 0 && m[49] == 9 && m[50] == 50);
    float h[4];
    EXPECT(__mgpuMemcpy(h, m + 26, sizeof h, cudaMemcpyHostToHost), cudaSuccess);
    TRUE(h[0] == 6 && h[3] == 9);
    cudaPointerAttributes pa;
    EXPECT(__mgpuPointerGetAttributes(&pa, m + 7), cudaSuccess);
    TRUE(pa.type == cudaMemoryTypeManaged && pa.device == 0 && pa.devicePointer == m + 7 && pa.hostPointer == m + 7);
    // Hints change nothing, but are checked as CUDA checks them.
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, 0), cudaSuccess);
    EXPECT(__mgpuMemPrefetchAsync(m + 1, 8, cudaCpuDeviceId, cudaStreamPerThread), cudaSuccess);
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, 1), cudaErrorInvalidDevice);
    EXPECT(__mgpuMemPrefetchAsync(a, 16, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host + 4, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMemAdvise(m, 64, cudaMemAdviseSetReadMostly, 5), cudaSuccess);
    EXPECT(__mgpuMemAdvise(m, 64, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId), cudaSuccess);
    EXPECT(__mgpuMemAdvise(m, 64, cudaMemAdviseSetAccessedBy, 2), cudaErrorInvalidDevice);
    EXPECT(__mgpuMemAdvise(m, 64, (cudaMemoryAdvise)9, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMemAdvise(host, 64, cudaMemAdviseSetReadMostly, 0), cudaErrorInvalidValue);
    // The same with locations (CUDA 12.2's _v2 calls, CUDA 13's overloads).
    cudaMemLocation dev0 = {cudaMemLocationTypeDevice, 0}, dev1 = {cudaMemLocationTypeDevice, 1},
                    numa = {cudaMemLocationTypeHostNuma, 3}, none = {cudaMemLocationTypeInvalid, 0};
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, dev0, 0), cudaSuccess);
    EXPECT(__mgpuMemPrefetchAsync_v2(m, sizeof host, numa, 0, cudaStreamPerThread), cudaSuccess);
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, dev1, 0), cudaErrorInvalidDevice);
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, none, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuMemPrefetchAsync(m, sizeof host, dev0, 1), cudaErrorInvalidValue);
    EXPECT(__mgpuMemAdvise(m, 64, cudaMemAdviseSetPreferredLocation, numa), cudaSuccess);
    EXPECT(__mgpuMemAdvise_v2(m, 64, cudaMemAdviseSetAccessedBy, dev1), cudaErrorInvalidDevice);
    EXPECT(__mgpuStreamAttachMemAsync(0, m), cudaSuccess);
    EXPECT(__mgpuStreamAttachMemAsync(0, m, sizeof host, cudaMemAttachHost), cudaSuccess);
    EXPECT(__mgpuStreamAttachMemAsync(0, m, 64), cudaErrorInvalidValue);
    EXPECT(__mgpuStreamAttachMemAsync(0, m, 0, 8), cudaErrorInvalidValue);
    int managed = 0, concurrent = 1;
    EXPECT(__mgpuDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, 0), cudaSuccess);
    EXPECT(__mgpuDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0), cudaSuccess);
    EXPECT(__mgpuGetDeviceProperties(&prop, 0), cudaSuccess);
    TRUE(managed == 1 && concurrent == 0 && prop.managedMemory == 1 && prop.concurrentManagedAccess == 0);
    EXPECT(__mgpuFree(m + 1), cudaErrorInvalidDevicePointer);
    EXPECT(__mgpuFree(m), cudaSuccess);
  }

  // Page-locked host memory is mapped: kernels, copies and memsets take it
  // as device memory, which it becomes at the first such use; the results
  // reach it at synchronisations, and frees release the device copies.
  {
    float *ph, *pd, r[256];
    unsigned flags = 0;
    int canMap = 0, unified = 0;
    size_t free0 = 0, free1 = 0, total = 0;
    EXPECT(__mgpuSetDeviceFlags(cudaDeviceMapHost | cudaDeviceScheduleAuto), cudaSuccess);
    EXPECT(__mgpuDeviceGetAttribute(&canMap, cudaDevAttrCanMapHostMemory, 0), cudaSuccess);
    EXPECT(__mgpuDeviceGetAttribute(&unified, cudaDevAttrUnifiedAddressing, 0), cudaSuccess);
    EXPECT(__mgpuGetDeviceProperties(&prop, 0), cudaSuccess);
    TRUE(canMap == 1 && unified == 1 && prop.canMapHostMemory == 1 && prop.unifiedAddressing == 1);
    EXPECT(__mgpuHostAlloc((void **)&pd, 4, 8), cudaErrorInvalidValue);
    EXPECT(__mgpuHostAlloc((void **)&ph, sizeof host, cudaHostAllocMapped | cudaHostAllocPortable), cudaSuccess);
    EXPECT(__mgpuHostGetFlags(&flags, ph + 5), cudaSuccess);
    TRUE(flags == (cudaHostAllocMapped | cudaHostAllocPortable));
    EXPECT(__mgpuHostGetFlags(&flags, host), cudaErrorInvalidValue);
    EXPECT(__mgpuHostGetDevicePointer((void **)&pd, ph + 3, 0), cudaSuccess);
    TRUE(pd == ph + 3);
    EXPECT(__mgpuHostGetDevicePointer(&pd, ph, 1), cudaErrorInvalidValue);
    EXPECT(__mgpuHostGetDevicePointer(&pd, host, 0), cudaErrorInvalidValue);
    EXPECT(__mgpuHostGetDevicePointer(&pd, a, 0), cudaErrorInvalidValue);
    for (int i = 0; i < n; i++)
      ph[i] = (float)i;
    EXPECT(__mgpuMemGetInfo(&free0, &total), cudaSuccess);
    EXPECT(__mgpuMemcpy(b, ph, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT(__mgpuMemGetInfo(&free1, &total), cudaSuccess);
    TRUE(free1 == free0); // a copy source stays host memory
    EXPECT(__mgpu_launch(fill, dim3(10), dim3(128), 0, 0, ph + 100, 1280, 3.0f), cudaSuccess);
    EXPECT(__mgpuMemGetInfo(&free1, &total), cudaSuccess);
    TRUE(free1 == free0 - sizeof host);
    EXPECT(__mgpuDeviceSynchronize(), cudaSuccess);
    TRUE(ph[99] == 99 && ph[100] == 3 && ph[1379] == 3 && ph[1380] == 1380 && ph[n - 1] == n - 1);
    // The host writes between synchronisations and device-side uses.
    ph[0] = -1;
    EXPECT(__mgpuMemcpy(a, ph, sizeof host, cudaMemcpyDeviceToDevice), cudaSuccess);
    EXPECT(__mgpuMemset(ph + 2, 0, 2 * sizeof(float)), cudaSuccess);
    EXPECT(__mgpuMemcpy(ph + 10, b + 20, 4 * sizeof(float), cudaMemcpyDeviceToDevice), cudaSuccess);
    EXPECT(__mgpuMemcpy(back, a, sizeof back, cudaMemcpyDeviceToHost), cudaSuccess);
    TRUE(back[0] == -1 && back[1] == 1 && back[100] == 3 && back[n - 1] == n - 1);
    TRUE(ph[2] == 0 && ph[3] == 0 && ph[4] == 4 && ph[10] == 20 && ph[13] == 23 && ph[14] == 14);
    EXPECT(__mgpuFree(ph), cudaErrorInvalidDevicePointer);
    EXPECT(__mgpuFreeHost(ph), cudaSuccess);
    EXPECT(__mgpuMemGetInfo(&free1, &total), cudaSuccess);
    TRUE(free1 == free0);
    // Registered memory: unregistering waits for the kernels' results.
    EXPECT(__mgpuHostRegister(r, sizeof r, 16), cudaErrorInvalidValue);
    EXPECT(__mgpuHostRegister(r, sizeof r, cudaHostRegisterMapped), cudaSuccess);
    EXPECT(__mgpuHostGetDevicePointer(&pd, r + 255, 0), cudaSuccess);
    TRUE(pd == r + 255);
    EXPECT(__mgpuHostGetFlags(&flags, r), cudaErrorInvalidValue);
    EXPECT(__mgpu_launch(fill, dim3(2), dim3(128), 0, 0, pd - 255, 256, 7.0f), cudaSuccess);
    EXPECT(__mgpuHostUnregister(r), cudaSuccess);
    TRUE(r[0] == 7 && r[255] == 7);
    EXPECT(__mgpu_launch(fill, dim3(2), dim3(128), 0, 0, r, 256, 7.0f), cudaErrorInvalidDevicePointer);
    EXPECT(__mgpuGetLastError(), cudaErrorInvalidDevicePointer);
  }

  // Several host threads at once.
  pthread_t th[4];
  for (long i = 0; i < 4; i++)
    pthread_create(&th[i], 0, worker, (void *)i);
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(th[i], &r);
    TRUE(r == 0);
  }

  // Free: twice, and interior pointers, are errors.
  EXPECT(__mgpuFree(b + 1), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuFree(b), cudaSuccess);
  EXPECT(__mgpuFree(b), cudaErrorInvalidDevicePointer);
  EXPECT(__mgpuFree(0), cudaSuccess);

  // A kernel fault is sticky until a reset.
  EXPECT(__mgpu_launch(oob, dim3(1), dim3(1), 0, 0, a), cudaErrorIllegalAddress);
  EXPECT(__mgpuMalloc(&b, 16), cudaErrorIllegalAddress);
  EXPECT(__mgpuGetLastError(), cudaErrorIllegalAddress);
  EXPECT(__mgpuDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT(__mgpuDeviceReset(), cudaSuccess);
  EXPECT(__mgpuGetLastError(), cudaSuccess);
  EXPECT(__mgpuMalloc(&b, 16), cudaSuccess);
  EXPECT(__mgpuFree(b), cudaSuccess);

  if (failures == 0)
    printf("api: OK\n");
  return failures != 0;
}
