/* mgpucc's clean-room cuda_profiler_api.h: the profiler control calls,
 * accepted with no effect (profile mgpucc programs with MGPU_TRACE, or the
 * GPU vendor's tools on the whole run). */
#ifndef MGPU_CUDA_PROFILER_API_H
#define MGPU_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

#ifdef __cplusplus
extern "C" {
#endif

cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);

#ifdef __cplusplus
}
#endif

#endif /* MGPU_CUDA_PROFILER_API_H */
