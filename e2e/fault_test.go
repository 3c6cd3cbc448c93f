package e2e

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// faultProgram fails one of its kernels as its argument says: a failed
// assert() in one thread (0), a store far past its buffer (1). It prints
// the error the launch, the synchronisation after it and a later call
// return (the fault is sticky).
const faultProgram = `#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

__global__ void check(const int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    assert(a[i] == 0);
}

__global__ void poke(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i + (1 << 26)] = 1;
}

int main(int argc, char **argv) {
  const int n = 1024;
  int *a;
  cudaMalloc(&a, n * sizeof(int));
  cudaMemset(a, 0, n * sizeof(int));
  if (atoi(argv[1]) == 0) {
    int one = 1;
    cudaMemcpy(a + 700, &one, sizeof(int), cudaMemcpyHostToDevice);
    check<<<n / 256, 256>>>(a, n);
  } else {
    poke<<<n / 256, 256>>>(a, n);
  }
  printf("launch %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("sync %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("later %s\n", cudaGetErrorName(cudaMalloc(&a, 4)));
  return 0;
}
`

// TestKernelFaultCodes: a kernel's failed assert() is cudaErrorAssert and
// a store outside the memory cudaErrorIllegalAddress, as CUDA reports
// them (the CUDA samples' simpleAssert checks for the first), sticky, on
// one device and split over four.
func TestKernelFaultCodes(t *testing.T) {
	require.NoError(t, installErr)
	exe := buildSource(t, "fault", faultProgram)
	for which, code := range []string{"cudaErrorAssert", "cudaErrorIllegalAddress"} {
		for _, n := range []int{1, 4} {
			out := runOnSim(t, exe, n, strconv.Itoa(which))
			assert.Equal(t, "launch "+code+"\nsync "+code+"\nlater "+code, strings.TrimSpace(out), "%d devices", n)
		}
	}
}
