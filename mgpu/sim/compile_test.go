package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Every checked-in test module compiles and lists its kernels.
func TestCompileTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/*.ll")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		ll, err := os.ReadFile(f)
		require.NoError(t, err)
		p, err := CompileText(string(ll))
		require.NoError(t, err, f)
		require.NotEmpty(t, p.Kernels(), f)
	}
}

func TestCompileUnsupported(t *testing.T) {
	ll := `
target triple = "nvptx64-nvidia-cuda"
declare float @mystery(float)
define void @k(float* %p) {
  %v = load float, float* %p
  %r = call float @mystery(float %v)
  store float %r, float* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @k, !"kernel", i32 1}
`
	_, err := CompileText(ll)
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "function k") && strings.Contains(err.Error(), "mystery"), err.Error())
}
