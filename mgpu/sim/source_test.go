package sim

import (
	"fmt"
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

// Device printf text comes out in block order, each block's in the order
// its threads printed, on any number of workers.
func TestPrintfBlockOrder(t *testing.T) {
	ll, err := toolchain.CompileDeviceIR("testdata/printf.cu", "", "-O2")
	require.NoError(t, err)
	p, err := CompileText(ll)
	require.NoError(t, err)
	var want strings.Builder
	for b := 0; b < 40; b++ {
		for th := 0; th < 3; th++ {
			fmt.Fprintf(&want, "block %d thread %d tag 7\n", b, th)
		}
	}
	for _, workers := range []int{1, 4} {
		var out strings.Builder
		d := NewDevice(0, Options{Workers: workers, Stdout: &out})
		m, err := d.Load(p)
		require.NoError(t, err)
		_, err = m.Launch("_Z5helloi", LaunchConfig{Grid: [3]int{40, 1, 1}, Block: [3]int{3, 1, 1}, Args: [][]byte{{7, 0, 0, 0}}})
		require.NoError(t, err)
		require.Equal(t, want.String(), out.String(), "%d workers", workers)
	}
}
