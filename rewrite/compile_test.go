package rewrite

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
)

// runtimeHeader is the runtime's C header, which declares what the rewritten
// source calls. It is read as a file only: the rewriter does not import the
// runtime.
var runtimeHeader = filepath.Join("..", "mgpu", "mgpu.h")

// hostSyntaxCheck runs clang's host pass on file with the project's CUDA
// headers and the runtime's mgpu.h, and returns its diagnostics.
func hostSyntaxCheck(t *testing.T, file string) (string, error) {
	t.Helper()
	clangxx, err := toolchain.ClangXX.Path()
	require.NoError(t, err)
	mgpuDir, err := filepath.Abs(filepath.Dir(runtimeHeader))
	require.NoError(t, err)
	cmd := exec.Command(clangxx, "-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
		"-Xclang", "-target-sdk-version=11.0", "-isystem", toolchain.IncludeDir(), "-I", mgpuDir,
		"-fsyntax-only", "-Werror", file)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestGoldenOutputsCompile checks that clang's host pass accepts the
// rewritten sources: the renamed calls and launches type-check against the
// runtime's signatures.
func TestGoldenOutputsCompile(t *testing.T) {
	outs, err := filepath.Glob(filepath.Join("testdata", "*.out.cu"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(outs), 6)
	for _, f := range outs {
		t.Run(filepath.Base(f), func(t *testing.T) {
			diags, err := hostSyntaxCheck(t, f)
			require.NoError(t, err, diags)
		})
	}
}

// TestDiagnosticsKeepUserLines checks that clang reports errors in and after
// a rewritten multi-line launch at the user's original lines and file.
func TestDiagnosticsKeepUserLines(t *testing.T) {
	src := `#include <cuda_runtime.h>
__global__ void k(float *a, int n) {}
int main() {
  float *a = 0;
  k<<<1,
      2>>>(a,
           undeclared_n);
  int x = "not an int";
  return x;
}
`
	res, err := Rewrite([]byte(src), "app.cu")
	require.NoError(t, err)
	require.Equal(t, 1, res.Launches)
	file := filepath.Join(t.TempDir(), "rewritten.cu")
	require.NoError(t, os.WriteFile(file, res.Source, 0o644))
	diags, err := hostSyntaxCheck(t, file)
	require.Error(t, err)
	require.Contains(t, diags, "app.cu:7:12: error: use of undeclared identifier 'undeclared_n'")
	require.Regexp(t, regexp.MustCompile(`app\.cu:8:7: error: cannot initialize a variable of type 'int'`), diags)
	require.NotContains(t, diags, "rewritten.cu")
}

// TestHeaderDeclaresEverySupportedCall keeps the table of supported calls in
// step with what the runtime's mgpu.h declares.
func TestHeaderDeclaresEverySupportedCall(t *testing.T) {
	stub, err := os.ReadFile(runtimeHeader)
	require.NoError(t, err)
	declared := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b(__mgpu[A-Z]\w*)\s*\(`).FindAllStringSubmatch(string(stub), -1) {
		declared[m[1]] = true
	}
	var missing []string
	for _, c := range SupportedCalls() {
		if !declared[MGPUName(c)] {
			missing = append(missing, MGPUName(c))
		}
	}
	require.Empty(t, missing, "mgpu/mgpu.h lacks %s", strings.Join(missing, ", "))
	require.Contains(t, string(stub), "__mgpu_launch(void (*kernel)(P...)")
}

// TestCUDAHeadersDeclareEverySupportedCall: code the rewriter never sees
// (headers, .cpp files) calls the cudaXxx names, which the link makes
// aliases of the __mgpuXxx ones; the CUDA headers must declare them.
func TestCUDAHeadersDeclareEverySupportedCall(t *testing.T) {
	var headers []byte
	for _, h := range []string{"cuda_runtime_api.h", "cuda_profiler_api.h"} {
		text, err := os.ReadFile(filepath.Join(toolchain.IncludeDir(), h))
		require.NoError(t, err)
		headers = append(headers, text...)
	}
	var missing []string
	for _, c := range SupportedCalls() {
		if !regexp.MustCompile(`(?m)^(?:cudaError_t |const char \*|struct cudaChannelFormatDesc )` + c + `\(`).Match(headers) {
			missing = append(missing, c)
		}
	}
	require.Empty(t, missing, "include/cuda_runtime_api.h and cuda_profiler_api.h lack %s", strings.Join(missing, ", "))
}
