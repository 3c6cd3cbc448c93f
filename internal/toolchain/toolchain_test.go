package toolchain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMissingToolNamesEveryCandidate(t *testing.T) {
	tool := Tool{"nosuchtool", "MGPU_NOSUCHTOOL", []string{"nosuchtool-14", "/nonexistent/nosuchtool"}, "nosuch-pkg"}
	_, err := tool.Path()
	require.Error(t, err)
	for _, want := range []string{"nosuchtool-14", "/nonexistent/nosuchtool", "MGPU_NOSUCHTOOL", "nosuch-pkg"} {
		require.Contains(t, err.Error(), want)
	}
}

func TestCompileDeviceIR(t *testing.T) {
	src := filepath.Join(t.TempDir(), "k.cu")
	require.NoError(t, os.WriteFile(src, []byte(`#include <cuda_runtime.h>
__global__ void scale(float *a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] *= 2.0f; }
`), 0o644))
	ir, err := CompileDeviceIR(src, "", "-O2")
	require.NoError(t, err)
	require.True(t, strings.Contains(ir, "define dso_local void @_Z5scalePfi"), ir)
	require.Contains(t, ir, "nvvm.annotations")

	bad := filepath.Join(t.TempDir(), "bad.cu")
	require.NoError(t, os.WriteFile(bad, []byte("__global__ void k( {"), 0o644))
	_, err = CompileDeviceIR(bad, "")
	require.ErrorContains(t, err, "bad.cu:1:")
}

// TestFrontendThenOpt checks that one front-end parse optimised by opt
// gives the IR clang -O<n> gives (the driver relies on it; with clang's
// alias analysis), for every program of the end-to-end corpus but those
// that instantiate Thrust's algorithms, thrust.cu and devheap.cu (its
// sequential sort in a kernel): in six of thrust.cu's sixty-two functions
// (CUB's) the two differ in the order of equivalent phis and in which
// zeroing loops became memsets, in devheap.cu's sort in the order of its
// blocks, all valid -O<n> code of the same source (LLVM's passes over
// hundreds of instantiated functions are sensitive to the order they meet
// them in);
// and but those whose front-end IR the driver changes: warpsort.cu and
// virtual.cu, whose local structs' padding it zeroes, where clang -O<n>
// miscompiles (DefinePadding), and virtual.cu, whose abstract class's
// vtable needs __cxa_pure_virtual defined (DefinePureVirtual).
func TestFrontendThenOpt(t *testing.T) {
	sources, err := filepath.Glob(filepath.Join("..", "..", "testdata", "e2e", "*.cu"))
	require.NoError(t, err)
	require.NotEmpty(t, sources)
	body := func(ir string) string { return ir[strings.Index(ir, "\ntarget "):] } // past ModuleID and source_filename
	for _, src := range sources {
		if name := filepath.Base(src); name == "thrust.cu" || name == "devheap.cu" {
			continue
		}
		parsed, err := CompileDeviceIR(src, "", "-O3", "-Xclang", "-disable-llvm-passes", "-include", "cuda_runtime.h")
		require.NoError(t, err)
		if DefinePureVirtual(DefinePadding(parsed)) != parsed {
			require.Contains(t, []string{"warpsort.cu", "virtual.cu"}, filepath.Base(src), "a corpus program whose front-end IR the driver changes besides warpsort.cu and virtual.cu")
			continue
		}
		front := filepath.Join(t.TempDir(), "front.bc")
		require.NoError(t, CompileDeviceFrontend(src, "", "3", front, "-include", "cuda_runtime.h"))
		for _, level := range []string{"2", "3"} {
			want, err := CompileDeviceIR(src, "", "-O"+level, "-include", "cuda_runtime.h")
			require.NoError(t, err)
			got, err := OptimizeDeviceIR(front, level, "-aa-pipeline=default")
			require.NoError(t, err)
			require.Equal(t, body(want), body(got), "%s at -O%s", src, level)
		}
	}
}

// TestDeviceAAKeepsLoadsAfterBarriers checks that device code keeps a
// __shared__ load after __syncthreads() that clang's default alias
// analysis (with globals-aa) forwards from before it.
func TestDeviceAAKeepsLoadsAfterBarriers(t *testing.T) {
	src := filepath.Join(t.TempDir(), "neighbour.cu")
	require.NoError(t, os.WriteFile(src, []byte(`__global__ void k(int *out) {
  __shared__ int s[33];
  int t = threadIdx.x;
  s[t] = t;
  __syncthreads();
  int a = s[t + 1];
  __syncthreads();
  s[t] = 100 + t;
  __syncthreads();
  out[t] = a * 1000 + s[t + 1];
}
`), 0o644))
	front := filepath.Join(t.TempDir(), "front.bc")
	require.NoError(t, CompileDeviceFrontend(src, "", "2", front, "-include", "cuda_runtime.h"))
	loads := func(extra ...string) int {
		ir, err := OptimizeDeviceIR(front, "2", extra...)
		require.NoError(t, err)
		return strings.Count(ir, "= load i32, ")
	}
	require.Equal(t, 1, loads("-aa-pipeline=default"), "clang's alias analysis forwards the load (LLVM 14); if this changes, deviceAA may go")
	require.Equal(t, 2, loads())
}

func TestRunTracesAndReportsDiagnostics(t *testing.T) {
	var trace strings.Builder
	SetTrace(&trace)
	defer SetTrace(nil)
	out, _, err := Run(Clang, "--version")
	require.NoError(t, err)
	require.Contains(t, out, "clang version 14")
	require.Contains(t, trace.String(), "#$ ")
	require.Contains(t, trace.String(), "clang")
	require.Contains(t, trace.String(), " --version\n")

	bad := filepath.Join(t.TempDir(), "bad file.c")
	require.NoError(t, os.WriteFile(bad, []byte("int f( {"), 0o644))
	_, _, err = Run(Clang, "-fsyntax-only", bad)
	var te *ToolError
	require.ErrorAs(t, err, &te)
	require.Contains(t, te.Stderr, "bad file.c:1:")
	require.Equal(t, "clang", te.Tool)
	require.Contains(t, trace.String(), "'"+bad+"'", "arguments with spaces are quoted")
}

func TestSetIncludeDir(t *testing.T) {
	t.Setenv("MGPU_INCLUDE", "")
	SetIncludeDir("/opt/mgpucc/include")
	defer SetIncludeDir("")
	require.Equal(t, "/opt/mgpucc/include", IncludeDir())
	t.Setenv("MGPU_INCLUDE", "/env/include")
	require.Equal(t, "/env/include", IncludeDir(), "the environment wins")
}

// TestDefinePaddingKeepsComparison checks that a comparison of structs
// passed and returned by value, whose padding LLVM 14 turns into poison
// (and the comparison with it), stays in the optimised device code once
// the padding is zeroed (CompileDeviceFrontend).
func TestDefinePaddingKeepsComparison(t *testing.T) {
	src := filepath.Join(t.TempDir(), "pairs.cu")
	require.NoError(t, os.WriteFile(src, []byte(`struct P {
  int k; bool v;
  __device__ P(int k, bool v) : k(k), v(v) {}
  __device__ bool operator<(const P &o) const { return k < o.k || (k == o.k && v < o.v); }
};
template <typename T> struct Less {
  static __device__ __forceinline__ bool before(const T a, const T b) { return a < b; }
};
template <typename T> __device__ __forceinline__ T partner(const T &p) {
  return T(__shfl_xor_sync(0xffffffffu, p.k, 1), __shfl_xor_sync(0xffffffffu, p.v, 1));
}
template <typename T, typename C> __device__ __forceinline__ T swap(const T x, int dir) {
  T y = partner(x);
  return C::before(x, y) == dir ? y : x;
}
__global__ void k(int *out) {
  P p(31 - (int)threadIdx.x, threadIdx.x == 3);
  p = swap<P, Less<P> >(p, threadIdx.x & 1);
  out[threadIdx.x] = p.k;
}
`), 0o644))
	compares := func(ir string) int {
		return strings.Count(ir, "icmp slt") + strings.Count(ir, "icmp sgt") + strings.Count(ir, "icmp ult") + strings.Count(ir, "icmp ugt")
	}
	front := filepath.Join(t.TempDir(), "front.bc")
	require.NoError(t, CompileDeviceFrontend(src, "", "3", front, "-include", "cuda_runtime.h"))
	ir, err := OptimizeDeviceIR(front, "3")
	require.NoError(t, err)
	require.Positive(t, compares(ir), ir)

	folded, err := CompileDeviceIR(src, "", "-O3", "-include", "cuda_runtime.h")
	require.NoError(t, err)
	require.Zero(t, compares(folded), "clang -O3 folds the comparison away (LLVM 14); if this changes, DefinePadding may go")
}

// TestDefinePadding checks which variables get their padding zeroed, and
// where: after the alloca, and again after each start of its lifetime.
func TestDefinePadding(t *testing.T) {
	in := `%struct.P = type { i32, i8, [3 x i8] }
%struct.Q = type { %struct.P, double }
%struct.Plain = type { i32, float }
%struct.Name = type { [32 x i8] }

define void @f() {
  %1 = alloca %struct.P, align 4
  %2 = alloca [2 x %struct.P], align 4
  %3 = alloca %struct.Q, align 8
  %4 = alloca %struct.Plain, align 4
  %5 = alloca %struct.Name, align 1
  %6 = bitcast %struct.P* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %6)
  ret void
}
`
	want := `%struct.P = type { i32, i8, [3 x i8] }
%struct.Q = type { %struct.P, double }
%struct.Plain = type { i32, float }
%struct.Name = type { [32 x i8] }

define void @f() {
  %1 = alloca %struct.P, align 4
  %mgpu.padding.1 = getelementptr inbounds %struct.P, %struct.P* %1, i32 0, i32 2
  store [3 x i8] zeroinitializer, [3 x i8]* %mgpu.padding.1, align 1
  %2 = alloca [2 x %struct.P], align 4
  %mgpu.padding.2 = getelementptr inbounds [2 x %struct.P], [2 x %struct.P]* %2, i32 0, i64 0, i32 2
  store [3 x i8] zeroinitializer, [3 x i8]* %mgpu.padding.2, align 1
  %mgpu.padding.3 = getelementptr inbounds [2 x %struct.P], [2 x %struct.P]* %2, i32 0, i64 1, i32 2
  store [3 x i8] zeroinitializer, [3 x i8]* %mgpu.padding.3, align 1
  %3 = alloca %struct.Q, align 8
  %mgpu.padding.4 = getelementptr inbounds %struct.Q, %struct.Q* %3, i32 0, i32 0, i32 2
  store [3 x i8] zeroinitializer, [3 x i8]* %mgpu.padding.4, align 1
  %4 = alloca %struct.Plain, align 4
  %5 = alloca %struct.Name, align 1
  %6 = bitcast %struct.P* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %6)
  %mgpu.padding.5 = getelementptr inbounds %struct.P, %struct.P* %1, i32 0, i32 2
  store [3 x i8] zeroinitializer, [3 x i8]* %mgpu.padding.5, align 1
  ret void
}
`
	require.Equal(t, want, DefinePadding(in))
	plain := "%struct.Plain = type { i32, float }\ndefine void @g() {\n  %1 = alloca %struct.Plain, align 4\n  ret void\n}\n"
	require.Equal(t, plain, DefinePadding(plain), "no padded type: the IR as it is")
}
