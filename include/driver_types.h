/* CUDA's driver_types.h: here the types live in cuda_runtime_api.h. */
#include "cuda_runtime_api.h"
