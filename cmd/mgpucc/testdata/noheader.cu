#include "does_not_exist.h"
__global__ void k(float *a) { a[threadIdx.x] = 1.0f; }
