/* mgpucc's clean-room cuda_runtime.h: what a CUDA program includes. Works in
 * clang's device and host passes with no CUDA SDK installed. */
#ifndef MGPU_CUDA_RUNTIME_H
#define MGPU_CUDA_RUNTIME_H
/* CUDA's own guard, which headers test for the runtime API (the CUDA
 * samples' helper_cuda.h defines findCudaDevice under it). */
#define __CUDA_RUNTIME_H__

#include "cuda_runtime_api.h"
/* INT_MAX and the other limits, which nvcc's headers give every .cu file
 * (CUB's device_histogram.cuh uses them without an include). */
#include <limits.h>

#ifdef __CUDA__
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
/* The toolkit version nvcc says it is, that of CUDART_VERSION: headers
 * choose by it (CUB's warp shuffles and votes take a member mask, as
 * sm_70's PTX must, from 9 on). */
#define __CUDACC_VER_MAJOR__ 11
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
/* CUDA's guard of host_defines.h, which defines the qualifiers below:
 * Thrust undefines them before including the runtime API unless it is
 * set. */
#define __HOST_DEFINES_H__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* A __managed__ variable is a __device__ one that the host reads and writes
 * directly: clang-14 ignores CUDA's managed attribute, so the annotation
 * tells mgpucc's analysis (analyze/managed.go), and the runtime keeps the
 * host's copy coherent as it does managed memory's (docs/runtime.md). */
#define __managed__ __attribute__((device)) __attribute__((annotate("mgpu_managed")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict

#include "__clang_cuda_builtin_vars.h"

__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return uint3{x, y, z}; }

/* clang's CUDA launch ABI (target-sdk-version 11.0). */
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0, cudaStream_t stream = 0);

/* PTX's device-side system calls: clang turns printf in device code into
 * vprintf, and assert calls __assert_fail, which reports through
 * __assertfail; malloc and free take from the device's heap (its size
 * cudaLimitMallocHeapSize's, 8 MiB unless set; malloc returns NULL when
 * it is full). The device-only declarations overload the host ones. */
extern "C" {
__device__ int vprintf(const char *format, const char *args);
__device__ int printf(const char *format, ...);
__device__ void *malloc(size_t size);
__device__ void free(void *ptr);
__device__ void __assertfail(const char *message, const char *file, unsigned line, const char *function,
                             size_t charSize);
__device__ static inline void __assert_fail(const char *message, const char *file, unsigned line,
                                            const char *function) {
  __assertfail(message, file, line, function, sizeof(char));
}
}

/* cudaGetErrorString in device code, as CUDA declares it there (HeCBench's
 * logic-rewrite prints it in a device-side assert helper). Device code
 * gets an error only from the device runtime, which mgpucc does not have,
 * so no description is kept there. */
__device__ inline const char *cudaGetErrorString(cudaError_t) {
  return "CUDA error (its description is cudaGetErrorString's on the host)";
}

/* The device runtime's launch calls (dynamic parallelism), which Thrust's
 * device-side launch path names in __device__ functions that only a build
 * with separate compilation (-rdc) compiles for the device. Declared only:
 * mgpucc has no device runtime. */
extern "C" __device__ void *cudaGetParameterBuffer(size_t alignment, size_t size);
extern "C" __device__ cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension,
                                                   dim3 blockDimension, unsigned int sharedMemSize,
                                                   cudaStream_t stream);

#include "device_functions.h"
#include "device_atomic_functions.h"
#include "math_functions.h"
#else
/* A host compiler's view of code written for both sides, as nvcc's
 * headers give it to .cpp files (the CUDA samples' helper_math.h):
 * the execution space qualifiers mean nothing, the inlining and alignment
 * ones what they say. */
#define __host__
#define __device__
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#endif /* __CUDA__ */

/* A kernel parameter the kernel only reads (CUDA 11.7): a promise clang-14
 * has no attribute for, and nothing to do here, where parameters are copied
 * to each device as they are. */
#define __grid_constant__

#ifdef __cplusplus
#include "vector_functions.h"
#ifdef __CUDA__
#include "texture_indirect_functions.h"
#endif

/* What nvcc's cuda_runtime.h makes visible too: CUDA programs call printf,
 * malloc, memcpy, sqrt or clock_gettime without including these. After the
 * device math declarations on purpose (see math_functions.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
/* And new and delete in device code, which take from the device's heap
 * (clang's wrapper of <new>, on the device compile's include path,
 * defines them over the device's malloc and free above). */
#include <new>

/* CUDA's C++ conveniences over the C API: typed pointers and symbols
 * passed by reference. */
template <class T> static inline cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return cudaMalloc((void **)devPtr, size);
}
template <class T> static inline cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return cudaHostAlloc((void **)ptr, size, flags);
}
template <class T> static inline cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return cudaHostAlloc((void **)ptr, size, flags);
}
static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
  return cudaEventCreateWithFlags(event, flags);
}
static inline cudaError_t cudaStreamCreate(cudaStream_t *stream, unsigned int flags) {
  return cudaStreamCreateWithFlags(stream, flags);
}
template <class T>
static inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                             cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                               cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                  cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                  cudaStream_t stream = 0) {
  return cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                    cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                    cudaStream_t stream = 0) {
  return cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T> static inline cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T> static inline cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config) {
  return cudaFuncSetSharedMemConfig((const void *)func, config);
}
template <class T> static inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, T *func) {
  return cudaFuncGetAttributes(attr, (const void *)func);
}
template <class T> static inline cudaError_t cudaFuncSetAttribute(T *func, enum cudaFuncAttribute attr, int value) {
  return cudaFuncSetAttribute((const void *)func, attr, value);
}
template <class T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                        size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize);
}
template <class T>
static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize,
                                                                                 size_t dynamicSMemSize,
                                                                                 unsigned int flags) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                dynamicSMemSize, flags);
}
template <class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                             size_t dynamicSMemSize = 0, int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSize(minGridSize, blockSize, (const void *)func, dynamicSMemSize,
                                            blockSizeLimit);
}
template <class UnaryFunction, class T>
static inline cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                                                         UnaryFunction blockSizeToDynamicSMemSize,
                                                                         int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMem(minGridSize, blockSize, (const void *)func,
                                                        __mgpu_block_smem<UnaryFunction>,
                                                        (void *)&blockSizeToDynamicSMemSize, blockSizeLimit);
}
template <class T> static inline cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) {
  return cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T> static inline cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return cudaGetSymbolSize(size, (const void *)&symbol);
}
template <class T> static inline cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream) {
  return cudaMallocAsync((void **)devPtr, size, stream);
}
template <class T>
static inline cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return cudaMallocFromPoolAsync((void **)ptr, size, memPool, stream);
}
/* C++'s cudaMallocAsync from a pool. */
template <class T>
static inline cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return cudaMallocFromPoolAsync((void **)ptr, size, memPool, stream);
}
template <class T>
static inline cudaError_t cudaLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim, void **args,
                                           size_t sharedMem = 0, cudaStream_t stream = 0) {
  return cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
/* CUDA's channel formats of the element types (cudaCreateChannelDesc<T>()),
 * made here without a runtime call. */
template <class T> static inline cudaChannelFormatDesc cudaCreateChannelDesc() {
  return cudaChannelFormatDesc{0, 0, 0, 0, cudaChannelFormatKindNone};
}
#define __MGPU_CHANNELS(T, B, K)                                                                           \
  template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<T>() {                                    \
    return cudaChannelFormatDesc{8 * (int)sizeof(T), 0, 0, 0, K};                                          \
  }                                                                                                        \
  template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<B##1>() {                                 \
    return cudaChannelFormatDesc{8 * (int)sizeof(T), 0, 0, 0, K};                                          \
  }                                                                                                        \
  template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<B##2>() {                                 \
    return cudaChannelFormatDesc{8 * (int)sizeof(T), 8 * (int)sizeof(T), 0, 0, K};                         \
  }                                                                                                        \
  template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<B##4>() {                                 \
    int n = 8 * (int)sizeof(T);                                                                            \
    return cudaChannelFormatDesc{n, n, n, n, K};                                                           \
  }
__MGPU_CHANNELS(float, float, cudaChannelFormatKindFloat)
__MGPU_CHANNELS(int, int, cudaChannelFormatKindSigned)
__MGPU_CHANNELS(unsigned int, uint, cudaChannelFormatKindUnsigned)
__MGPU_CHANNELS(signed char, char, cudaChannelFormatKindSigned)
__MGPU_CHANNELS(unsigned char, uchar, cudaChannelFormatKindUnsigned)
__MGPU_CHANNELS(short, short, cudaChannelFormatKindSigned)
__MGPU_CHANNELS(unsigned short, ushort, cudaChannelFormatKindUnsigned)
#undef __MGPU_CHANNELS
template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<char>() {
  return cudaChannelFormatDesc{8, 0, 0, 0, (char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned};
}
#endif /* __cplusplus */

#endif /* MGPU_CUDA_RUNTIME_H */
