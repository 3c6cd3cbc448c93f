package e2e

import (
	"path/filepath"
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

// hostOpenMP fills its input with an OpenMP loop on the host, as the CUDA
// samples' cudaOpenMP does, and sums it on the device.
const hostOpenMP = `#include <omp.h>
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void add(const int *in, unsigned long long *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, (unsigned long long)in[i]);
}

int main() {
  const int n = 4096;
  static int in[n];
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    in[i] = i * (omp_get_thread_num() >= 0);
  int *din;
  unsigned long long *dsum, sum = 0;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dsum, sizeof sum);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(dsum, &sum, sizeof sum, cudaMemcpyHostToDevice);
  add<<<n / 256, 256>>>(din, dsum, n);
  cudaMemcpy(&sum, dsum, sizeof sum, cudaMemcpyDeviceToHost);
  printf("%llu %d\n", sum, omp_get_max_threads() >= 1);
  return 0;
}
`

// TestHostOpenMP: host code with OpenMP builds with -Xcompiler -fopenmp,
// as with nvcc, and runs on one device and split over two.
func TestHostOpenMP(t *testing.T) {
	require.NoError(t, installErr)
	exe := buildSource(t, "omp", hostOpenMP, "-Xcompiler", "-fopenmp")
	for _, n := range []int{1, 2} {
		assert.Equal(t, "8386560 1\n", runOnSim(t, exe, n), "%d devices", n)
	}
}

// hostOnly has no kernel and no CUDA call; its host code calls CUDA's
// own math functions, which CUDA gives host code too (HeCBench's
// softmax-fused: rsqrtf in main).
const hostOnly = `#include <stdio.h>
int main() {
  printf("%g %g %g %g %g\n", rsqrtf(4.0f), normcdfinv(0.5), erfinv(0.0), rhypot(3.0, 4.0), rcbrtf(8.0f));
  return 0;
}
`

// TestHostOnlyProgram: a .cu file with no kernel and no CUDA call links
// and runs (the runtime's aliases named symbols that nothing had taken in
// from its archive: "undefined symbol `__mgpuCreateChannelDesc'"), and
// its host code has CUDA's rsqrtf, normcdfinv, erfinv, rhypot, rcbrtf.
func TestHostOnlyProgram(t *testing.T) {
	require.NoError(t, installErr)
	exe := buildSource(t, "hostonly", hostOnly)
	assert.Equal(t, "0.5 0 0 0.2 0.5\n", runOnSim(t, exe, 1))
}

// TestThrustForPascal: thrust.cu built for sm_60, as HeCBench's Makefiles
// build, with sorts of several tiles of CUB's radix sort. On the
// simulator, kernel attributes once said PTX version 70 whatever the
// build: CUB's host code then launched its sm_60 kernels with sm_70's
// tuning, and sorted wrongly. Code for GPUs before Volta also runs its
// warps in lockstep there.
func TestThrustForPascal(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "thrust60")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "thrust.cu"), exe, "-O2", "-arch=sm_60", "-DITEMS=10000")
	one := runProgram(t, exe, 1)
	four := runProgram(t, exe, 4)
	assert.Equal(t, one.checksum, four.checksum, "4 devices against 1")
}

// inConstructor calls the runtime from a global object's constructor,
// before main, as HeCBench's halo-finder picks its device.
const inConstructor = `#include <stdio.h>
#include <cuda_runtime.h>

__global__ void iota(int *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x; }

struct Device {
  int *buf = nullptr;
  Device() {
    cudaSetDevice(0);
    cudaMalloc(&buf, 256 * sizeof(int));
  }
};
Device device;

int main() {
  int h[256];
  iota<<<2, 128>>>(device.buf);
  cudaMemcpy(h, device.buf, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[1], h[255]);
  return 0;
}
`

// TestRuntimeInConstructor: CUDA calls from a constructor that runs
// before main work: the runtime (Go's, in libmgpu.a) starts before the
// program's constructors, whose objects come first on the link line
// (build.sh go_starts_first; they waited for it for ever).
func TestRuntimeInConstructor(t *testing.T) {
	require.NoError(t, installErr)
	exe := buildSource(t, "constructor", inConstructor)
	for _, n := range []int{1, 2} {
		assert.Equal(t, "1 255\n", runOnSim(t, exe, n), "%d devices", n)
	}
}
