// api.cu — exercises the C API through clang's CUDA host ABI: every call
// below is checked against the code CUDA would return. Prints "api: OK"
// when all checks pass, else one line per failed check.
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <cuda_runtime.h>

#include "mgpu.h"

extern "C" __global__ void fill(float *p, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
extern "C" __global__ void fill_part(float *p, int n, float v, int oz, int oy, int ox, int gz, int gy, int gx) {
  int i = (blockIdx.x + ox) * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
extern "C" __global__ void oob(float *p) { p[1 << 24] = 1.0f; }
extern "C" __global__ void nodesc(float *p) { p[0] = 1.0f; }

__constant__ float table[4];

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
__attribute__((constructor)) static void reg(void) {
  __mgpuRegisterKernel(&fill_desc);
  __mgpuRegisterGeneratedKernel(&oob_desc);
}

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
  EXPECT(__mgpu_launch(oob, dim3(1), dim3(1), 0, 0, a), cudaErrorLaunchFailure);
  EXPECT(__mgpuMalloc(&b, 16), cudaErrorLaunchFailure);
  EXPECT(__mgpuGetLastError(), cudaErrorLaunchFailure);
  EXPECT(__mgpuDeviceSynchronize(), cudaErrorLaunchFailure);
  EXPECT(__mgpuDeviceReset(), cudaSuccess);
  EXPECT(__mgpuGetLastError(), cudaSuccess);
  EXPECT(__mgpuMalloc(&b, 16), cudaSuccess);
  EXPECT(__mgpuFree(b), cudaSuccess);

  if (failures == 0)
    printf("api: OK\n");
  return failures != 0;
}
