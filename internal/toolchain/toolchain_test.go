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
