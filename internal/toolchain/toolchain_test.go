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
// alias analysis), for every program of the end-to-end corpus but
// thrust.cu: in six of its sixty-two functions (CUB's) the two differ in the
// order of equivalent phis and in which zeroing loops became memsets, both
// valid -O<n> code of the same source (LLVM's passes over two hundred
// instantiated functions are sensitive to the order they meet them in).
func TestFrontendThenOpt(t *testing.T) {
	sources, err := filepath.Glob(filepath.Join("..", "..", "testdata", "e2e", "*.cu"))
	require.NoError(t, err)
	require.NotEmpty(t, sources)
	body := func(ir string) string { return ir[strings.Index(ir, "\ntarget "):] } // past ModuleID and source_filename
	for _, src := range sources {
		if filepath.Base(src) == "thrust.cu" {
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
