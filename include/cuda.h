/* mgpucc's clean-room cuda.h: the version macro and the basic types of
 * CUDA's driver API, for programs that include <cuda.h> for them. mgpucc
 * programs use the runtime API (cuda_runtime.h); the driver API functions
 * themselves are not provided. Plain C. */
#ifndef MGPU_CUDA_H
#define MGPU_CUDA_H

#include <stddef.h>

#define CUDA_VERSION 11000

typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

#endif /* MGPU_CUDA_H */
