/* mgpucc's clean-room cuda_occupancy.h. CUDA's is an occupancy calculator
 * in C++ (cudaOcc*) that Thrust includes without calling; the runtime's
 * cudaOccupancyMaxActiveBlocksPerMultiprocessor is in cuda_runtime_api.h.
 * Nothing of the calculator is here. */
#ifndef MGPU_CUDA_OCCUPANCY_H
#define MGPU_CUDA_OCCUPANCY_H
#include "cuda_runtime_api.h"
#endif
