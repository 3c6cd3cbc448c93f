package mgpu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// tileEnum lists, for each row of the box's rows (y) widened by halo, the
// columns of its columns (x) widened by halo, of a rows x cols array
// (scalars: rows, cols), clipped to the array: what a split along either
// dimension needs and writes of the 5-point stencil.
func tileEnum(halo int64) EnumFunc {
	return func(box *[12]int64, s []int64, out []Range) int64 {
		rows, cols := s[0], s[1]
		rlo, rhi := boxRows(box, 1, rows)
		clo, chi := boxRows(box, 2, cols)
		clo, chi = max(clo-halo, 0), min(chi+halo, cols)
		n := int64(0)
		for r := max(rlo-halo, 0); r < min(rhi+halo, rows) && clo < chi; r++ {
			if n < int64(len(out)) {
				out[n] = Range{r*cols + clo, r*cols + chi}
			}
			n++
		}
		return n
	}
}

// stencilBothDesc describes testdata/kernels.cu's stencil as valid along y
// (preferred) and x, with x's split valid only for blockDim.x <= maxX.
func stencilBothDesc(maxX int64) *KernelDesc {
	d := stencilDesc()
	d.Params[0].Write = enumAccess(tileEnum(0))
	d.Params[1].Read = enumAccess(tileEnum(1))
	d.Alternatives = []Alternative{{Split: SplitX, SplitRequires: "blockDim.x <= max",
		SplitValid: func(box *[12]int64, _ []int64) bool { return box[boxBlockDim+2] <= maxX }}}
	return d
}

// stencilRun runs the stencil on devices simulated devices, one launch per
// shape, ping-ponging between two buffers, and returns the result, the
// kernel's statistics, and the bytes copied between devices after the
// first launch (which distributes the data).
func stencilRun(t *testing.T, devices int, d *KernelDesc, init []float32, rows, cols int, shapes [][2]Dim3) ([]float32, KernelStats, int64) {
	rt, img := testRuntime(t, devices)
	require.NoError(t, rt.RegisterKernel(d, true))
	a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
	var first int64
	for i, sh := range shapes {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: sh[0], Block: sh[1],
			Args: [][]byte{pArg(b), pArg(a), i32arg(int32(rows)), i32arg(int32(cols))}}))
		a, b = b, a
		if i == 0 {
			first = rt.Stats().Kernels[0].Peer
		}
	}
	st := rt.Stats()
	require.Len(t, st.Kernels, 1)
	return download(t, rt, a, rows*cols), st.Kernels[0], st.Kernels[0].Peer - first
}

func stencilWant(init []float32, rows, cols, steps int) []float32 {
	want := append([]float32(nil), init...)
	tmp := make([]float32, len(init))
	for range steps {
		cpuStencil(tmp, want, rows, cols)
		want, tmp = tmp, want
	}
	return want
}

// TestAlternativeWhenOneBlock: a launch with one block along the preferred
// dimension (y) splits along the alternative (x), and a launch the
// alternative's split_valid refuses runs unsplit, saying why for each.
func TestAlternativeWhenOneBlock(t *testing.T) {
	const rows, cols = 16, 64
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%13) * 0.5
	}
	oneRow := [][2]Dim3{{{8, 1, 1}, {8, 16, 1}}} // 16 rows in one block along y
	want := stencilWant(init, rows, cols, 1)
	for _, n := range []int{1, 2, 3, 4} {
		got, k, _ := stencilRun(t, n, stencilBothDesc(8), init, rows, cols, oneRow)
		require.Equal(t, want, got, "%d devices", n)
		if n > 1 {
			require.Equal(t, "x", k.Split, "%d devices", n)
			require.Equal(t, n, k.Devices)
			require.Equal(t, "rows; launches split along x, another dimension the analysis allows", k.Reason)
		}
	}
	// Without the alternative: unsplit.
	_, k, _ := stencilRun(t, 4, stencilDesc(), init, rows, cols, oneRow)
	require.Equal(t, "none", k.Split)
	require.Equal(t, "the grid has one block along y", k.Reason)
	// The alternative's requirement refuses blockDim.x 16.
	_, k, _ = stencilRun(t, 4, stencilBothDesc(8), init, rows, cols, [][2]Dim3{{{4, 1, 1}, {16, 16, 1}}})
	require.Equal(t, "none", k.Split)
	require.Equal(t, "the grid has one block along y; the launch (grid (4, 1, 1), blockDim (16, 16, 1)) is outside what the split along x needs: blockDim.x <= max", k.Reason)
}

// TestSplitFollowsLayout: once a launch split the data along x (one block
// along y), the next launches, valid along both, keep splitting along x
// rather than moving the data to rows; a program that starts with rows
// keeps rows. Either way the bits are one device's, on any device count.
func TestSplitFollowsLayout(t *testing.T) {
	const rows, cols = 64, 64
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%29) * 0.125
	}
	square := [2]Dim3{{8, 8, 1}, {8, 8, 1}}
	byCols := [][2]Dim3{{{8, 1, 1}, {8, 64, 1}}, square, square, square, square}
	byRows := [][2]Dim3{square, square, square, square, square}
	want := stencilWant(init, rows, cols, len(byCols))
	for _, c := range []struct {
		name   string
		shapes [][2]Dim3
		split  string
	}{{"columns first", byCols, "x"}, {"rows first", byRows, "y"}} {
		for _, n := range []int{1, 2, 3, 4} {
			got, k, peer := stencilRun(t, n, stencilBothDesc(1024), init, rows, cols, c.shapes)
			require.Equal(t, want, got, "%s, %d devices", c.name, n)
			if n > 1 {
				require.Equal(t, c.split, k.Split, "%s, %d devices", c.name, n)
				require.Equal(t, c.split == "x", strings.Contains(k.Reason, "launches split along x"), k.Reason)
				// After the first launch only halos move: a column or
				// row of 64 floats each way per boundary and launch.
				require.Equal(t, int64(len(c.shapes)-1)*2*int64(n-1)*cols*4, peer, "%s, %d devices", c.name, n)
			}
		}
	}
	// Both dimensions in one program: x first, then y once the grid has
	// one block along x.
	shapes := [][2]Dim3{{{8, 1, 1}, {8, 64, 1}}, square, {{1, 8, 1}, {64, 8, 1}}, square}
	want = stencilWant(init, rows, cols, len(shapes))
	for _, n := range []int{1, 3, 4} {
		got, k, _ := stencilRun(t, n, stencilBothDesc(1024), init, rows, cols, shapes)
		require.Equal(t, want, got, "%d devices", n)
		if n > 1 {
			require.Equal(t, "x,y", k.Split)
		}
	}
}

func TestAlternativesValidate(t *testing.T) {
	for _, alts := range [][]Alternative{{{Split: SplitY}}, {{Split: SplitNone}}, {{Split: 3}}, {{Split: SplitX}, {Split: SplitX}}} {
		d := stencilDesc()
		d.Alternatives = alts
		require.ErrorContains(t, d.validate(), "alternative split", "%v", alts)
	}
	d := unsplitDesc(stencilBothDesc(8))
	require.ErrorContains(t, d.validate(), "alternative split")
}
