package enumgen

import (
	"slices"
	"testing"

	"mgpucc/model"
)

// TestSpanChoice checks which accesses get a span enumerator: those whose
// rows share their runs (a row block, a plane block, an LU step's trailing
// block and column) and the strided points of a flat array (a column not
// delinearized) or the same run of each row (the tails of a flat array's
// rows), not those whose runs move with the row (a triangle, skewed
// rows) nor other 1-D arrays; and that an LU step's spans are a few
// whatever its rows, a flat column's and flat rows' tails' one.
func TestSpanChoice(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels})
	for _, c := range []struct {
		kernel      string
		param, mode int
		spans       bool
	}{
		{"stencil", 0, modeWrite, true}, {"stencil", 1, modeRead, true},
		{"matmul", 0, modeWrite, true}, {"matmul", 1, modeRead, true}, {"matmul", 2, modeRead, true},
		{"transpose", 0, modeWrite, true}, {"heat3d", 1, modeRead, true}, {"mirror", 0, modeWrite, true},
		{"lu", 0, modeWrite, true}, {"lu", 1, modeRead, true},
		{"triangle", 0, modeWrite, false}, {"skewed", 0, modeWrite, false},
		{"saxpy", 0, modeWrite, false}, {"strides", 1, modeRead, true}, {"strides", 2, modeRead, false},
		{"rowtails", 0, modeMayWrite, true}, {"rowcut", 0, modeMayWrite, true}, {"rowpeeled", 0, modeMayWrite, true},
		{"symrows", 0, modeWrite, true},
	} {
		k := kernels[slices.IndexFunc(kernels, func(k model.Kernel) bool { return k.Name == c.kernel })]
		l := launches[c.kernel][0]
		if _, _, ok := d.spans(t, k.Mangled, c.param, c.mode, 1<<20, boxes(k.Split, l)[0], l.scalars); ok != c.spans {
			t.Errorf("%s param %d mode %d: spans %v, want %v", c.kernel, c.param, c.mode, ok, c.spans)
		}
	}
	// An LU step on 4096 rows, the columns of two blocks of 64: the
	// trailing block is one span, column k and row k's part one each.
	box := [12]int64{0, 0, 2, 1, 1, 4, 1, 1, 64, 1, 1, 64}
	if n, ss, _ := d.spans(t, "_Z2luPfPKfii", 0, modeWrite, 1<<20, box, []int64{4096, 100}); n != 1 || ss[0] != (span{101*4096 + 128, 101*4096 + 256, 4096, 4096 - 101}) {
		t.Errorf("lu write: %d spans %v, want one of 3995 rows of columns [128, 256)", n, ss)
	}
	if n, ss, _ := d.spans(t, "_Z2luPfPKfii", 1, modeRead, 1<<20, box, []int64{4096, 100}); n != 2 {
		t.Errorf("lu read: %d spans %v, want column k and row k's part", n, ss)
	}
	// Correlation's writes by threads 64 to 127 of 256: their rows from
	// column 64, and their columns below them, whatever the rows.
	box = [12]int64{0, 0, 1, 1, 1, 2, 1, 1, 64, 1, 1, 4}
	if n, ss, _ := d.spans(t, "_Z7symrowsPfi", 0, modeWrite, 1<<20, box, []int64{256}); n != 2 ||
		ss[0] != (span{64*256 + 64, 64*256 + 256, 256, 64}) || ss[1] != (span{128*256 + 64, 128*256 + 128, 256, 128}) {
		t.Errorf("symrows write: %d spans %v, want rows [64, 128) from column 64 and columns [64, 128) of rows [128, 256)", n, ss)
	}
	// The tails of a flat array's rows of 16 (ADI's sweeps), rows 4 to 19
	// and 4 to 20 (the last before p1 = 21): one span whatever the rows.
	for _, c := range []struct{ hi, rows int64 }{{5, 16}, {6, 17}} {
		box := [12]int64{0, 0, 1, 1, 1, c.hi, 1, 1, 4, 1, 1, 6}
		if n, ss, _ := d.spans(t, "_Z8rowtailsPfi", 0, modeMayWrite, 1<<20, box, []int64{21}); n != 1 || ss[0] != (span{66, 80, 16, c.rows}) {
			t.Errorf("rowtails, blocks 1 to %d: %d spans %v, want one of %d rows' [2, 16)", c.hi, n, ss, c.rows)
		}
	}
	if n, ss, _ := d.spans(t, "_Z9rowpeeledPfi", 0, modeMayWrite, 1<<20, [12]int64{0, 0, 1, 1, 1, 5, 1, 1, 4, 1, 1, 6}, []int64{21}); n != 1 || ss[0] != (span{65, 80, 16, 16}) {
		t.Errorf("rowpeeled, blocks 1 to 5: %d spans %v, want one of 16 rows' [1, 16)", n, ss)
	}
	// A flat column of 24 rows, 64 apart from -7 on: one span.
	k := kernels[slices.IndexFunc(kernels, func(k model.Kernel) bool { return k.Name == "strides" })]
	col := boxes(k.Split, launches["strides"][1])[0]
	if n, ss, _ := d.spans(t, k.Mangled, 1, modeRead, 1<<20, col, []int64{-7, 24}); n != 1 || ss[0] != (span{-7, -6, 64, 24}) {
		t.Errorf("strides column: %d spans %v, want one of 24 points 64 apart from -7", n, ss)
	}
}
