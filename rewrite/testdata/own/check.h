// The program's own error checks, named like CUDA's calls.
#pragma once
#include "more.h"
#define cudaCheckError()                                  \
  do {                                                    \
    cudaError_t e = cudaGetLastError();                   \
    if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e)); \
  } while (0)
