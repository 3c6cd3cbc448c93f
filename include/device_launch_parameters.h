/* mgpucc's clean-room device_launch_parameters.h: threadIdx, blockIdx,
 * blockDim, gridDim and warpSize, which cuda_runtime.h already declares. */
#ifndef MGPU_DEVICE_LAUNCH_PARAMETERS_H
#define MGPU_DEVICE_LAUNCH_PARAMETERS_H
#include "cuda_runtime.h"
#endif
