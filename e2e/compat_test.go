package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// missingReturn reads its input in a function that ends without a return,
// as Parboil's sgemm does: g++ (nvcc's host compiler) returns whatever it
// returns; the program ignores it and goes on.
const missingReturn = `#include <stdio.h>
#include <vector>
#include <cuda_runtime.h>

bool readInput(int n, std::vector<float> &v) {
  for (int i = 0; i < n; i++)
    v.push_back(i * 0.5f);
}

__global__ void twice(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= 2;
}

int main() {
  std::vector<float> v;
  readInput(256, v);
  float *d;
  cudaMalloc(&d, v.size() * sizeof(float));
  cudaMemcpy(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice);
  twice<<<2, 128>>>(d, (int)v.size());
  cudaMemcpy(v.data(), d, v.size() * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%zu %g\n", v.size(), v[255]);
  return 0;
}
`

// TestMissingReturnLikeGCC: a program whose host function ends without a
// return runs as g++ builds it, on one device and split over two.
func TestMissingReturnLikeGCC(t *testing.T) {
	require.NoError(t, installErr)
	exe := buildSource(t, "noreturn", missingReturn)
	for _, n := range []int{1, 2} {
		assert.Equal(t, "256 255\n", runOnSim(t, exe, n), "%d devices", n)
	}
}
