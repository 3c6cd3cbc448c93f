package sim

import (
	"strings"
	"testing"

	"mgpucc/internal/toolchain"

	"github.com/stretchr/testify/require"
)

// A kernel compiled on the fly with the project's device compile (the path
// the runtime takes) runs, and its line numbers reach the errors.
func TestCompileDeviceIRFromSource(t *testing.T) {
	ll, err := toolchain.CompileDeviceIR("testdata/errors.cu", "", "-O2", "-gline-tables-only")
	require.NoError(t, err)
	p, err := CompileText(ll)
	require.NoError(t, err)
	require.Contains(t, p.Kernels(), "_Z8div_zeroPKiS0_Pi")
	d := NewDevice(0, Options{})
	m, err := d.Load(p)
	require.NoError(t, err)
	a := buf(t, d, []int32{10, -20, 30})
	b := buf(t, d, []int32{3, 4, -5})
	out, err := d.Malloc(12)
	require.NoError(t, err)
	cfg := block(3)
	cfg.Args = [][]byte{ptr(a), ptr(b), ptr(out)}
	_, err = m.Launch("_Z8div_zeroPKiS0_Pi", cfg)
	require.NoError(t, err)
	require.Equal(t, []int32{3, -5, -6}, fetch[int32](t, d, out, 3))
	require.NoError(t, d.Write(b, encode([]int32{0})))
	le := launchErr(t, m, "_Z8div_zeroPKiS0_Pi", cfg)
	require.True(t, strings.HasSuffix(le.Pos, "errors.cu:36"), le.Pos)
}
