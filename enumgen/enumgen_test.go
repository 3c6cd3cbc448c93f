package enumgen

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"mgpucc/isl"
	"mgpucc/model"
)

// accessMap writes an access map over the model's space with the given
// scalar parameters, array subscripts and condition; tz, ty, tx are the
// thread index, bounded by blockDim.
func accessMap(scalars, subscripts, cond string) string {
	if scalars != "" {
		scalars = ", " + scalars
	}
	return fmt.Sprintf("[bdz, bdy, bdx, gdz, gdy, gdx%s] -> { [boz, boy, box, bz, by, bx] -> A[%s] : "+
		"exists (tz, ty, tx : 0 <= tz < bdz and 0 <= ty < bdy and 0 <= tx < bdx and %s) }", scalars, subscripts, cond)
}

func pointer(index int, acc model.Access) model.Param {
	acc.ElemSize = 4
	return model.Param{Index: index, Kind: model.ParamPointer, Type: "float*", Size: 8, Align: 8, ScalarSlot: -1, Access: &acc}
}

func scalar(index, slot int) model.Param {
	return model.Param{Index: index, Kind: model.ParamScalar, Type: "i32", Size: 4, Align: 4, ScalarSlot: slot, Signed: true}
}

// The hand-written access patterns of the tests. Scalars p<i> are the
// kernel's parameters of index i, which hold slots in index order.
var kernels = []model.Kernel{
	{Name: "saxpy", Mangled: "_Z5saxpyPfPKfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p2", "i", "i = box + tx and i < p2")}),
		pointer(1, model.Access{Read: accessMap("p2", "i", "i = box + tx and i < p2")}),
		scalar(2, 0),
	}},
	{Name: "stencil", Mangled: "_Z7stencilPfPKfii", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p3"},
			Write: accessMap("p2, p3", "i, j", "i = boy + ty and j = box + tx and 1 <= i < p2 - 1 and 1 <= j < p3 - 1")}),
		pointer(1, model.Access{Sizes: []string{"p3"},
			Read: accessMap("p2, p3", "i, j", "exists (di, dj : 1 <= boy + ty < p2 - 1 and 1 <= box + tx < p3 - 1 and "+
				"((di = 0 and -1 <= dj <= 1) or (dj = 0 and -1 <= di <= 1)) and i = boy + ty + di and j = box + tx + dj)")}),
		scalar(2, 0), scalar(3, 1),
	}},
	{Name: "matmul", Mangled: "_Z6matmulPfPKfS1_i", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p3"},
			Write: accessMap("p3", "i, j", "i = boy + ty and j = box + tx and i < p3 and j < p3")}),
		pointer(1, model.Access{Sizes: []string{"p3"},
			Read: accessMap("p3", "i, k", "i = boy + ty and box + tx < p3 and i < p3 and 0 <= k < p3")}),
		pointer(2, model.Access{Sizes: []string{"p3"},
			Read: accessMap("p3", "k, j", "j = box + tx and boy + ty < p3 and j < p3 and 0 <= k < p3")}),
		scalar(3, 0),
	}},
	{Name: "transpose", Mangled: "_Z9transposePfPKfii", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p2"},
			Write: accessMap("p2, p3", "j, i", "i = boy + ty and j = box + tx and i < p2 and j < p3")}),
		pointer(1, model.Access{Sizes: []string{"p3"},
			Read: accessMap("p2, p3", "i, j", "i = boy + ty and j = box + tx and i < p2 and j < p3")}),
		scalar(2, 0), scalar(3, 1),
	}},
	{Name: "strided", Mangled: "_Z7stridedPfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{
			Write:    accessMap("p1", "e", "e = 2 * (box + tx) and box + tx < p1"),
			MayWrite: accessMap("p1", "e", "e = 3 * (box + tx) + 1 and box + tx < p1 and (box + tx) mod 4 = 1")}),
		scalar(1, 0),
	}},
	// Negative subscripts and floor division of negative values.
	{Name: "shift", Mangled: "_Z5shiftPfPKfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p2", "e", "e = box + tx - 3 and box + tx < p2")}),
		pointer(1, model.Access{Read: accessMap("p2", "e", "e = floor((box + tx - 7) / 3) and box + tx < p2")}),
		scalar(2, 0),
	}},
	{Name: "heat3d", Mangled: "_Z6heat3dPfPKfiii", Split: model.SplitZ, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p3", "p4"},
			Write: accessMap("p2, p3, p4", "k, i, j", "k = boz + tz and i = boy + ty and j = box + tx and k < p2 and i < p3 and j < p4")}),
		pointer(1, model.Access{Sizes: []string{"p3", "p4"},
			Read: accessMap("p2, p3, p4", "k, i, j", "exists (dk : -1 <= dk <= 1 and k = boz + tz + dk and 1 <= boz + tz < p2 - 1 and "+
				"i = boy + ty and j = box + tx and i < p3 and j < p4)")}),
		scalar(2, 0), scalar(3, 1), scalar(4, 2),
	}},
	// Rows that go down in memory (j = x - 8i with rows of 4): the
	// emitter's unsorted path.
	{Name: "skewed", Mangled: "_Z6skewedPf", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"4"}, Write: accessMap("", "i, j", "i = boy + ty and j = box + tx - 8i")}),
	}},
	{Name: "reduce", Mangled: "_Z6reducePfPKfi", Split: model.SplitNone, Params: []model.Param{
		{Index: 0, Kind: model.ParamPointer, Type: "float*", Size: 8, Align: 8, ScalarSlot: -1},
		pointer(1, model.Access{ReadAll: true}),
		scalar(2, 0),
	}},
	// A block's rows and their mirror image, far apart: the loop nest skips
	// the rows between them.
	{Name: "mirror", Mangled: "_Z6mirrorPfii", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p2"},
			Write: accessMap("p1, p2", "i, j", "(i = boy + ty or i = p1 - 1 - boy - ty) and j = box + tx and boy + ty < p1 and j < p2")}),
		scalar(1, 0), scalar(2, 1),
	}},
	// A strided read, whose rows may be enumerated as their hulls.
	{Name: "gather", Mangled: "_Z6gatherPfPKfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p2", "e", "e = box + tx and e < p2")}),
		pointer(1, model.Access{Read: accessMap("p2", "e", "e = 3 * (box + tx) + 1 and box + tx < p2")}),
		scalar(2, 0),
	}},
	// Coefficients too large for the loops written in Go: isl's AST
	// generator makes these.
	{Name: "sparse", Mangled: "_Z6sparsePfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p1", "e", "e = 3000000 * (box + tx) + 7 and box + tx < p1")}),
		scalar(1, 0),
	}},
	// The bins of a histogram of maxima, only updated by atomicMax, and a
	// flag only ever set to -2.
	{Name: "histo", Mangled: "_Z5histoPKiPjiPi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Read: accessMap("p2", "e", "e = box + tx and e < p2")}),
		pointer(1, model.Access{Reduce: "umax"}),
		scalar(2, 0),
		pointer(3, model.Access{Reduce: "store", ReduceValue: 0xfffffffffffffffe}),
	}},
	// An LU step (p1 = n, p2 = k) split along the columns: the trailing
	// block and column k below row k, bounds of a scalar, get spans; a
	// lower triangle (j <= i) does not.
	{Name: "lu", Mangled: "_Z2luPfPKfii", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p2"},
			Write: accessMap("p2, p3", "i, j", "j = box + tx and p3 < j < p2 and p3 < i < p2")}),
		pointer(1, model.Access{Sizes: []string{"p2"},
			Read: accessMap("p2, p3", "i, j", "box + tx < p2 and ((p3 < i < p2 and j = p3) or (i = p3 and j = box + tx))")}),
		scalar(2, 0), scalar(3, 1),
	}},
	{Name: "triangle", Mangled: "_Z8trianglePfi", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p1"},
			Write: accessMap("p1", "i, j", "i = boy + ty and j = box + tx and j <= i and i < p1")}),
		scalar(1, 0),
	}},
	// Correlation's symmetric writes (thread j1 writes row j1 from the
	// diagonal and column j1 below it): two triangles whose runs move with
	// the row, and whose union fills each row of the block from its first
	// column on, and the block's columns below: spans, by the rows' hulls.
	{Name: "symrows", Mangled: "_Z7symrowsPfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p1"},
			Write: accessMap("p1", "i, j", "box + tx < p1 and ((i = box + tx and i <= j < p1) or (j = box + tx and j < i < p1))")}),
		scalar(1, 0),
	}},
	// Each thread's row of a flat array of rows of 16, from its third
	// element (ADI's sweeps): an exact may-write whose rows are a div,
	// enumerated a row per step, not a point per step.
	{Name: "rowtails", Mangled: "_Z8rowtailsPfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{MayWrite: accessMap("p1", "e", "exists (i, j : e = 16i + j and i = box + tx and 2 <= j < 16 and i < p1)")}),
		scalar(1, 0),
	}},
	// The same as two pieces, the loop's first iteration peeled (as the
	// analysis gives ADI's sweeps): their spans side by side are one.
	{Name: "rowpeeled", Mangled: "_Z9rowpeeledPfi", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{MayWrite: accessMap("p1", "e", "exists (i, k : e = 16i + k + 1 and i = box + tx and i < p1 and (k = 0 or 1 <= k <= 14))")}),
		scalar(1, 0),
	}},
	// The same, within flat bounds of scalars that cut the first and last
	// rows: whole rows are a span, the cut ones a run each.
	{Name: "rowcut", Mangled: "_Z6rowcutPfii", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{MayWrite: accessMap("p1, p2", "e", "exists (i, j : e = 16i + j and i = box + tx and 2 <= j < 16 and p2 <= e < p1)")}),
		scalar(1, 0), scalar(2, 1),
	}},
	// Reads of points m apart: a column p5 of a row-major matrix with rows
	// of 64 (a thread per row, the column index unbounded, so the access
	// is not delinearized), the x fields of float4s (m = 4), and the two
	// strides either side of scanStride.
	{Name: "strides", Mangled: "_Z7stridesPfPKfS1_S1_S1_ii", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p6", "e", "e = box + tx and e < p6")}),
		pointer(1, model.Access{Read: accessMap("p5, p6", "e", "e = 64 * (box + tx) + p5 and box + tx < p6")}),
		pointer(2, model.Access{Read: accessMap("p6", "e", "e = 4 * (box + tx) and box + tx < p6")}),
		pointer(3, model.Access{Read: accessMap("p6", "e", "e = 16 * (box + tx) + 3 and box + tx < p6")}),
		pointer(4, model.Access{Read: accessMap("p6", "e", "e = 15 * (box + tx) + 3 and box + tx < p6")}),
		scalar(5, 0), scalar(6, 1),
	}},
}

// launch is one launch configuration: blockDim, gridDim and scalars.
type launch struct {
	bd, gd  [3]int64
	scalars []int64
}

var launches = map[string][]launch{
	"saxpy":     {{[3]int64{1, 1, 8}, [3]int64{1, 1, 5}, []int64{37}}},
	"stencil":   {{[3]int64{1, 4, 4}, [3]int64{1, 4, 5}, []int64{13, 17}}, {[3]int64{1, 2, 8}, [3]int64{1, 6, 2}, []int64{12, 16}}},
	"matmul":    {{[3]int64{1, 4, 4}, [3]int64{1, 3, 3}, []int64{10}}},
	"transpose": {{[3]int64{1, 4, 4}, [3]int64{1, 3, 4}, []int64{11, 14}}},
	"strided":   {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{21}}},
	"shift":     {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{22}}},
	"heat3d":    {{[3]int64{2, 2, 4}, [3]int64{3, 3, 2}, []int64{6, 5, 7}}},
	"skewed":    {{[3]int64{1, 2, 2}, [3]int64{1, 3, 2}, nil}},
	"rowtails":  {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{21}}, {[3]int64{1, 1, 3}, [3]int64{1, 1, 4}, []int64{5}}},
	"rowpeeled": {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{21}}},
	"rowcut":    {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{301, 37}}, {[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{100, 3}}, {[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{40, 36}}},
	"mirror":    {{[3]int64{1, 4, 4}, [3]int64{1, 5, 2}, []int64{20, 8}}, {[3]int64{1, 2, 4}, [3]int64{1, 3, 2}, []int64{6, 8}}},
	"gather":    {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{22}}},
	"sparse":    {{[3]int64{1, 1, 4}, [3]int64{1, 1, 3}, []int64{10}}},
	"lu":        {{[3]int64{1, 1, 4}, [3]int64{1, 1, 4}, []int64{13, 2}}, {[3]int64{1, 1, 2}, [3]int64{1, 1, 5}, []int64{9, 0}}},
	"triangle":  {{[3]int64{1, 2, 4}, [3]int64{1, 4, 2}, []int64{7}}},
	"symrows":   {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{21}}, {[3]int64{1, 1, 4}, [3]int64{1, 1, 5}, []int64{20}}},
	"strides":   {{[3]int64{1, 1, 4}, [3]int64{1, 1, 6}, []int64{5, 21}}, {[3]int64{1, 1, 8}, [3]int64{1, 1, 3}, []int64{-7, 24}}},
}

// boxes lists sub-boxes of the grid: the whole grid, its halves and thirds
// along the split dimension, and single blocks at the edges.
func boxes(split string, l launch) [][12]int64 {
	d := map[string]int{model.SplitZ: 0, model.SplitY: 1, model.SplitX: 2}[split]
	mk := func(lo, hi int64) [12]int64 {
		var b [12]int64
		for i := 0; i < 3; i++ {
			b[3+i] = l.gd[i]
			b[6+i] = l.bd[i]
			b[9+i] = l.gd[i]
		}
		b[d], b[3+d] = lo, hi
		return b
	}
	g := l.gd[d]
	out := [][12]int64{mk(0, g), mk(0, g/2), mk(g/2, g), mk(0, 1), mk(g-1, g)}
	if g >= 3 {
		out = append(out, mk(g/3, 2*g/3+1))
	}
	return out
}

func values(k *model.Kernel, l launch) map[string]int64 {
	v := map[string]int64{"bdz": l.bd[0], "bdy": l.bd[1], "bdx": l.bd[2], "gdz": l.gd[0], "gdy": l.gd[1], "gdx": l.gd[2]}
	for _, p := range k.Params {
		if p.ScalarSlot >= 0 {
			v[fmt.Sprintf("p%d", p.Index)] = l.scalars[p.ScalarSlot]
		}
		for _, f := range p.Fields {
			v[fmt.Sprintf("p%df%d", p.Index, f.Offset)] = l.scalars[f.ScalarSlot]
		}
	}
	return v
}

// TestEnumeratorsMatchIsl compares every enumerator, on several boxes and
// launches, with the image computed point by point by isl: equal for
// writes and may-writes (they must be exact); reads may be more, within
// the hull of the image (a strided read gets its rows' hulls).
func TestEnumeratorsMatchIsl(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels})
	for ki := range kernels {
		k := &kernels[ki]
		for _, l := range launches[k.Name] {
			for _, box := range boxes(k.Split, l) {
				for _, p := range k.Params {
					if p.Access == nil {
						continue
					}
					for mode, text := range []string{p.Access.Read, p.Access.Write, p.Access.MayWrite} {
						if text == "" {
							continue
						}
						want := bruteForce(t, text, p.Access.Sizes, values(k, l), box)
						n, got := d.enumerate(t, k.Mangled, p.Index, mode, 1<<20, box, l.scalars)
						exact := reflect.DeepEqual(got, want)
						if mode == modeRead && len(want) > 0 {
							exact = covers(got, want) && covers([]rng{{want[0].lo, want[len(want)-1].hi}}, got)
						}
						if n != int64(len(got)) || !exact {
							t.Errorf("%s param %d mode %d box %v: got %d ranges %v, want %v", k.Name, p.Index, mode, box, n, got, want)
						}
						checkSpans(t, d, k, p.Index, mode, box, l.scalars, got)
					}
				}
			}
		}
	}
}

// checkSpans checks that the access's span enumerator, where it has one,
// lists exactly the elements of its range enumerator (ranges), no span
// empty, and keeps the capacity protocol.
func checkSpans(t *testing.T, d *driver, k *model.Kernel, param, mode int, box [12]int64, scalars []int64, ranges []rng) {
	t.Helper()
	n, ss, ok := d.spans(t, k.Mangled, param, mode, 1<<20, box, scalars)
	if !ok {
		return
	}
	spanned[k.Name+fmt.Sprint(param, mode)] = true
	for _, s := range ss {
		if s.count < 1 || s.lo >= s.hi {
			t.Errorf("%s param %d mode %d box %v: empty span %v", k.Name, param, mode, box, s)
		}
	}
	if got := expand(ss); n != int64(len(ss)) || !reflect.DeepEqual(got, ranges) {
		t.Errorf("%s param %d mode %d box %v scalars %v: %d spans %v are %v, want the ranges %v", k.Name, param, mode, box, scalars, n, ss, got, ranges)
	}
	if n > 1 {
		// Short of room, the spans are listed as found, unsorted and
		// unjoined: the count is an upper bound with which they fit.
		upper, _, _ := d.spans(t, k.Mangled, param, mode, n-1, box, scalars)
		again, all, _ := d.spans(t, k.Mangled, param, mode, upper, box, scalars)
		if upper < n || again != n || !reflect.DeepEqual(all, ss) {
			t.Errorf("%s param %d mode %d box %v: cap %d: %d; cap %d: %d %v, want %d %v", k.Name, param, mode, box, n-1, upper, upper, again, all, n, ss)
		}
	}
	for i := 1; i < len(ss); i++ {
		if ss[i].lo < ss[i-1].lo {
			t.Errorf("%s param %d mode %d box %v: spans %v out of order", k.Name, param, mode, box, ss)
		}
	}
}

// spanned records the accesses (kernel name, parameter, mode) that
// TestEnumeratorsMatchIsl found a span enumerator for.
var spanned = map[string]bool{}

// TestCapacityProtocol checks that a short buffer gets the total count and
// a prefix of the ranges, and that the count fits on the second call.
func TestCapacityProtocol(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels[3:4]})
	l := launches["transpose"][0]
	box := boxes(model.SplitY, l)[1] // the top half: a column block of the output
	n, all := d.enumerate(t, "_Z9transposePfPKfii", 0, modeWrite, 1<<20, box, l.scalars)
	if n < 4 || int(n) != len(all) {
		t.Fatalf("transpose write: %d ranges %v, want one per row of the output", n, all)
	}
	short, part := d.enumerate(t, "_Z9transposePfPKfii", 0, modeWrite, 3, box, l.scalars)
	if short != n || !reflect.DeepEqual(part, all[:3]) {
		t.Errorf("cap 3: got %d %v, want %d %v", short, part, n, all[:3])
	}
	if z, none := d.enumerate(t, "_Z9transposePfPKfii", 0, modeWrite, 0, box, l.scalars); z != n || len(none) != 0 {
		t.Errorf("cap 0: got %d %v, want %d and no ranges", z, none, n)
	}
}

// TestCapacityUnsorted checks the protocol when runs come out of memory
// order: a short buffer gets a count > cap, and a buffer of that size the
// exact sorted ranges.
func TestCapacityUnsorted(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels[7:8]})
	l := launches["skewed"][0]
	box := boxes(model.SplitY, l)[0]
	upper, _ := d.enumerate(t, "_Z6skewedPf", 0, modeWrite, 2, box, nil)
	n, got := d.enumerate(t, "_Z6skewedPf", 0, modeWrite, upper, box, nil)
	want := bruteForce(t, kernels[7].Params[0].Access.Write, []string{"4"}, values(&kernels[7], l), box)
	if upper <= 2 || n > upper || !reflect.DeepEqual(got, want) {
		t.Errorf("cap 2: %d; cap %d: %d %v, want %v", upper, upper, n, got, want)
	}
}

// TestRowSplitRangeCounts checks that a row block of a 1024x1024 array
// is O(1) ranges, not one per row: the stencil's reads (full rows plus
// the interior of the two halo rows) and matmul's full-width writes. The
// stencil's writes skip the boundary columns, so exact writes are one
// range per row there.
func TestRowSplitRangeCounts(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels[1:3]})
	const n = 1024
	for _, rows := range [][2]int64{{0, 32}, {16, 48}, {21, 22}, {63, 64}} {
		box := [12]int64{0, rows[0], 0, 1, rows[1], 64, 1, 16, 16, 1, 64, 64}
		lo, hi := max(rows[0]*16, 1), min(rows[1]*16, n-1) // the interior rows of the box
		_, r := d.enumerate(t, "_Z7stencilPfPKfii", 1, modeRead, 1<<20, box, []int64{n, n})
		want := []rng{{(lo-1)*n + 1, lo*n - 1}, {lo * n, hi * n}, {hi*n + 1, (hi+1)*n - 1}}
		if !reflect.DeepEqual(r, want) {
			t.Errorf("stencil rows %v: read ranges %v, want %v", rows, r, want)
		}
		_, w := d.enumerate(t, "_Z7stencilPfPKfii", 0, modeWrite, 1<<20, box, []int64{n, n})
		if int64(len(w)) != hi-lo || w[0] != (rng{lo*n + 1, lo*n + n - 1}) {
			t.Errorf("stencil rows %v: write has %d ranges starting %v, want %d interior rows", rows, len(w), w[0], hi-lo)
		}
		_, c := d.enumerate(t, "_Z6matmulPfPKfS1_i", 0, modeWrite, 1<<20, box, []int64{n})
		if want := []rng{{rows[0] * 16 * n, rows[1] * 16 * n}}; !reflect.DeepEqual(c, want) {
			t.Errorf("matmul rows %v: write ranges %v, want %v", rows, c, want)
		}
	}
}

// TestDescriptors checks the descriptor table the runtime reads.
func TestDescriptors(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels})
	const (
		none, enum, all, spans = 0, 1, 2, 6
		ptr, sca               = 1, 0
	)
	cases := map[string][]int64{
		// split nparams, then kind size elem slot signed reduce reduce_value read write maywrite per param
		"_Z7stencilPfPKfii": {1, 4, ptr, 8, 4, -1, 0, 0, 0, none, spans, none, ptr, 8, 4, -1, 0, 0, 0, spans, none, none,
			sca, 4, 0, 0, 1, 0, 0, none, none, none, sca, 4, 0, 1, 1, 0, 0, none, none, none},
		// Points 2 apart, and 12 apart (3t+1 with t = 1 mod 4): a span each.
		"_Z7stridedPfi": {0, 2, ptr, 8, 4, -1, 0, 0, 0, none, spans, spans, sca, 4, 0, 0, 1, 0, 0, none, none, none},
		// MGPU_REDUCE_UMAX and MGPU_REDUCE_STORE of -2: no ranges.
		"_Z5histoPKiPjiPi": {0, 4, ptr, 8, 4, -1, 0, 0, 0, enum, none, none, ptr, 8, 4, -1, 0, 8, 0, none, none, none,
			sca, 4, 0, 0, 1, 0, 0, none, none, none, ptr, 8, 4, -1, 0, 9, -2, none, none, none},
		// Unsplit: a pointer the analysis did not describe is read and may
		// be written whole; one it did, as described (read whole here).
		"_Z6reducePfPKfi": {-1, 3, ptr, 8, 0, -1, 0, 0, 0, all, none, all, ptr, 8, 4, -1, 0, 0, 0, all, none, none,
			sca, 4, 0, 0, 1, 0, 0, none, none, none},
	}
	for mangled, want := range cases {
		if got := d.call(t, "D "+mangled); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: descriptor %v, want %v", mangled, got, want)
		}
	}
}

// TestFields checks the descriptor's fields of struct arguments and the
// enumerators that use them: a struct Dims {int nx, ny;} passed by value,
// rows of d.ny elements.
func TestFields(t *testing.T) {
	rows := model.Kernel{Name: "rows", Mangled: "_Z4rowsPf4Dims", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Sizes: []string{"p1f4"}, Write: accessMap("p1f4", "i, j", "i = boy + ty and j = box + tx and j < p1f4")}),
		{Index: 1, Kind: model.ParamOther, Type: "%struct.Dims", Size: 8, Align: 4, ScalarSlot: -1,
			Fields: []model.Field{{Offset: 4, Size: 4, Signed: true, ScalarSlot: 0}}},
	}}
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: append([]model.Kernel{rows}, kernels[0])})
	if got, want := d.call(t, "F _Z4rowsPf4Dims"), []int64{1, 1, 4, 4, 1, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("fields %v, want %v", got, want)
	}
	if got := d.call(t, "F _Z5saxpyPfPKfi"); !reflect.DeepEqual(got, []int64{0}) {
		t.Errorf("a kernel without fields: %v, want [0]", got)
	}
	// Rows 2 and 3 of 10-element rows (8 of them written per row).
	box := [12]int64{0, 2, 0, 1, 4, 1, 1, 1, 8, 1, 6, 1}
	if _, got := d.enumerate(t, "_Z4rowsPf4Dims", 0, modeWrite, 1<<20, box, []int64{10}); !reflect.DeepEqual(got, []rng{{20, 28}, {30, 38}}) {
		t.Errorf("write ranges %v, want rows 2 and 3", got)
	}
}

// TestScalarsUnread checks the descriptor's mask of the scalar slots no
// enumerator reads: a time step t passed along (slot 1) is told apart from
// one a map reads, and an unsplit kernel's plan reads none.
func TestScalarsUnread(t *testing.T) {
	stepped := model.Kernel{Name: "stepped", Mangled: "_Z7steppedPfPKfii", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p2", "i", "i = box + tx and i < p2")}),
		pointer(1, model.Access{Read: accessMap("p2, p3", "i", "i = box + tx and i < p2")}),
		scalar(2, 0), scalar(3, 1),
	}}
	readsStep := stepped
	readsStep.Mangled = "_Z9readsStepPfPKfii"
	readsStep.Params = slices.Clone(stepped.Params)
	readsStep.Params[1] = pointer(1, model.Access{Read: accessMap("p2, p3", "i", "i = p3 and box + tx < p2")})
	unsplit := kernels[slices.IndexFunc(kernels, func(k model.Kernel) bool { return k.Split == model.SplitNone })]
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: []model.Kernel{stepped, readsStep, unsplit}})
	for mangled, want := range map[string]string{
		stepped.Mangled:   "fffffffffffffffe", // t indexes nothing
		readsStep.Mangled: "fffffffffffffffc", // reads element t
		unsplit.Mangled:   "ffffffffffffffff",
	} {
		if got := d.line(t, "U "+mangled); got != want {
			t.Errorf("%s: scalars_unread %s, want %s", mangled, got, want)
		}
	}
}

// TestScalarShifts checks which scalars the descriptor says only move the
// accesses (mgpu_scalar_shift), and what its moves function answers for a
// launch: a plane index guarded to the inner planes moves a plane per unit
// within [1, 14], or within [1, ni - 2] by nj*nk elements where the sizes
// are arguments; a row index unguarded moves a row of a width passed too.
// A scalar that bounds which blocks write, that sizes the array, whose
// guard leaves a hole, or that moves a parameter's reads but not its
// writes stays in the plan's key.
func TestScalarShifts(t *testing.T) {
	planeAt := func(scalars, i, ni, nj, nk, di string) string {
		return accessMap(scalars, "i0, i1, i2", fmt.Sprintf("i0 = %[1]s%[5]s and 0 < %[1]s < %[2]s - 1 and 0 < i1 < %[3]s - 1 and 0 < i2 < %[4]s - 1 and i1 = boy + ty and i2 = box + tx", i, ni, nj, nk, di))
	}
	reads := func(scalars, i, ni, nj, nk string) string {
		return unionMaps(planeAt(scalars, i, ni, nj, nk, " - 1"), planeAt(scalars, i, ni, nj, nk, ""), planeAt(scalars, i, ni, nj, nk, " + 1"))
	}
	plane := model.Kernel{Name: "plane", Mangled: "_Z5planePfPKfi", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Write: planeAt("p2", "p2", "16", "16", "16", ""), Sizes: []string{"16", "16"}}),
		pointer(1, model.Access{Read: reads("p2", "p2", "16", "16", "16"), Sizes: []string{"16", "16"}}),
		scalar(2, 0),
	}}
	sizedPlane := model.Kernel{Name: "sizedPlane", Mangled: "_Z10sizedPlanePfPKfiiii", Split: model.SplitY, Params: []model.Param{
		pointer(0, model.Access{Write: planeAt("p2, p3, p4, p5", "p5", "p2", "p3", "p4", ""), Sizes: []string{"p3", "p4"}}),
		pointer(1, model.Access{Read: reads("p2, p3, p4, p5", "p5", "p2", "p3", "p4"), Sizes: []string{"p3", "p4"}}),
		scalar(2, 0), scalar(3, 1), scalar(4, 2), scalar(5, 3),
	}}
	row := model.Kernel{Name: "row", Mangled: "_Z3rowPfii", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Write: accessMap("p1, p2", "i, j", "i = p1 and j = box + tx and j < p2"), Sizes: []string{"p2"}}),
		scalar(1, 0), scalar(2, 1),
	}}
	kept := []model.Kernel{
		{Name: "triangle", Mangled: "_Z8trianglePfi", Split: model.SplitX, Params: []model.Param{
			pointer(0, model.Access{Write: accessMap("p1", "i, j", "i = p1 and j = box + tx and p1 < j < 32"), Sizes: []string{"32"}}),
			scalar(1, 0),
		}},
		{Name: "holed", Mangled: "_Z5holedPfi", Split: model.SplitX, Params: []model.Param{
			pointer(0, model.Access{Write: accessMap("p1", "i", "i = 32*p1 + box + tx and box + tx < 32 and (p1 < 3 or p1 > 3)")}),
			scalar(1, 0),
		}},
		{Name: "readsAhead", Mangled: "_Z10readsAheadPfi", Split: model.SplitX, Params: []model.Param{
			pointer(0, model.Access{Read: accessMap("p1", "i", "i = box + tx + p1 and box + tx < 32"), Write: accessMap("p1", "i", "i = box + tx and i < 32")}),
			scalar(1, 0),
		}},
	}
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: append([]model.Kernel{plane, sizedPlane, row}, kept...)})
	box := [12]int64{0, 0, 0, 1, 4, 4, 1, 4, 4, 1, 4, 4} // a 4x4 grid of 4x4 blocks
	for _, c := range []struct {
		kernel  string
		scalars []int64
		want    string
	}{
		{plane.Mangled, []int64{5}, "1; 0 1 14 256 256 0"},
		{sizedPlane.Mangled, []int64{10, 6, 7, 3}, "1; 3 1 8 42 42 0 0 0 0"}, // the sizes stay in the key
		{row.Mangled, []int64{3, 50}, "1; 0 -9223372036854775808 9223372036854775807 50 0 0"},
		{kept[0].Mangled, []int64{3}, "0"},
		{kept[1].Mangled, []int64{3}, "0"},
		{kept[2].Mangled, []int64{3}, "0"},
	} {
		if got := d.line(t, "H "+c.kernel+args(box, c.scalars)); got != c.want {
			t.Errorf("%s: shifts %q, want %q", c.kernel, got, c.want)
		}
	}
}

// unionMaps joins access maps of the same parameters into one.
func unionMaps(maps ...string) string {
	head, _, _ := strings.Cut(maps[0], "{")
	var bodies []string
	for _, m := range maps {
		_, body, _ := strings.Cut(m, "{")
		bodies = append(bodies, strings.TrimSuffix(strings.TrimSpace(body), "}"))
	}
	return head + "{" + strings.Join(bodies, ";") + "}"
}

// TestSplitValid checks the function that tells the runtime whether a
// launch is one the split is made for (model.Kernel.SplitRequires).
func TestSplitValid(t *testing.T) {
	tiled := model.Kernel{Name: "tiled", Mangled: "_Z5tiledPfi", Split: model.SplitX,
		SplitRequires: []string{"bdx <= 16", "2*bdy - p1 <= -3", "bdx*gdx - p1 <= 58"},
		Params: []model.Param{
			pointer(0, model.Access{Write: accessMap("p1", "i", "i = 16*bx + tx and i < p1")}),
			scalar(1, 0),
		}}
	warps := model.Kernel{Name: "warps", Mangled: "_Z5warpsPfi", Split: model.SplitX, SplitRequires: []string{"bdx % 32 == 0"},
		Params: []model.Param{
			pointer(0, model.Access{Write: accessMap("p1", "i", "exists (q : 32*q <= box + tx < 32*q + 32 and i = q and i < p1)")}),
			scalar(1, 0),
		}}
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: append([]model.Kernel{tiled, warps}, kernels[0])})
	const text = "blockDim.x <= 16 and 2*blockDim.y - p1 <= -3 and blockDim.x*gridDim.x - p1 <= 58"
	for _, c := range []struct {
		bdx, bdy, n int64
		want        string
	}{
		{16, 1, 6, "1 " + text},
		{16, 1, 5, "0 " + text}, // a 64-thread grid for a 5-element row
		{17, 1, 6, "0 " + text},
		{8, 2, 6, "0 " + text},
		{8, 2, 7, "1 " + text},
	} {
		box := [12]int64{0, 0, 0, 1, 1, 4, 1, c.bdy, c.bdx, 1, 1, 4}
		if got := d.line(t, "V _Z5tiledPfi"+args(box, []int64{c.n})); got != c.want {
			t.Errorf("blockDim (%d, %d), n %d: %q, want %q", c.bdx, c.bdy, c.n, got, c.want)
		}
	}
	for bdx, want := range map[int64]string{64: "1 blockDim.x % 32 == 0", 48: "0 blockDim.x % 32 == 0", 32: "1 blockDim.x % 32 == 0"} {
		if got := d.line(t, "V _Z5warpsPfi"+args([12]int64{0, 0, 0, 1, 1, 4, 1, 1, bdx, 1, 1, 4}, []int64{9})); got != want {
			t.Errorf("blockDim.x %d: %q, want %q", bdx, got, want)
		}
	}
	if got := d.line(t, "V _Z5saxpyPfPKfi"+args([12]int64{0, 0, 0, 1, 1, 4, 1, 1, 32, 1, 1, 4}, []int64{9})); got != "-1" {
		t.Errorf("a kernel without requirements: %q, want -1 (no split_valid)", got)
	}
}

// TestAlternatives checks the descriptor's other split dimensions
// (model.Kernel.Alternatives), each with its own split_valid, after the
// fields that were there before.
func TestAlternatives(t *testing.T) {
	rows := model.Kernel{Name: "rows", Mangled: "_Z4rowsPfi", Split: model.SplitY,
		Alternatives: []model.Alternative{{Split: model.SplitX, SplitRequires: []string{"bdx <= 16"}}, {Split: model.SplitZ}},
		Params: []model.Param{
			pointer(0, model.Access{Sizes: []string{"p1"}, Write: accessMap("p1", "i, j", "i = boy + ty and j = box + tx and j < p1")}),
			scalar(1, 0),
		}}
	// The analysis lists none for an unsplit kernel; a model that does
	// describes nothing to split.
	unsplit := rows
	unsplit.Mangled, unsplit.Split = "_Z7unsplitPfi", model.SplitNone
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: []model.Kernel{rows, unsplit, kernels[0]}})
	for bdx, want := range map[int64]string{
		16: "2; 0 1 blockDim.x <= 16; 2 -1",
		32: "2; 0 0 blockDim.x <= 16; 2 -1",
	} {
		if got := d.line(t, "A _Z4rowsPfi"+args([12]int64{0, 0, 0, 1, 4, 4, 1, 1, bdx, 1, 4, 4}, []int64{64})); got != want {
			t.Errorf("blockDim.x %d: %q, want %q", bdx, got, want)
		}
	}
	if got := d.call(t, "D _Z4rowsPfi"); got[0] != 1 || got[1] != 2 {
		t.Errorf("descriptor %v: want split y (1) and 2 parameters", got)
	}
	for _, mangled := range []string{"_Z7unsplitPfi", "_Z5saxpyPfPKfi"} {
		if got := d.line(t, "A "+mangled+args([12]int64{0, 0, 0, 1, 1, 4, 1, 1, 32, 1, 1, 4}, []int64{9})); got != "0" {
			t.Errorf("%s: %q, want no alternatives", mangled, got)
		}
	}
	for _, alt := range []string{model.SplitY, model.SplitNone, "w"} {
		bad := rows
		bad.Alternatives = []model.Alternative{{Split: alt}}
		if _, err := Generate(&model.Model{Version: model.Version, Kernels: []model.Kernel{bad}}); err == nil || !strings.Contains(err.Error(), "alternative split") {
			t.Errorf("alternative %q: got error %v, want one naming it", alt, err)
		}
	}
}

// TestUnsplitOnlyCompiles checks that a unit without enumerators (only
// unsplit kernels) compiles warning-free too.
func TestUnsplitOnlyCompiles(t *testing.T) {
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: kernels[8:9]})
	if got := d.call(t, "D _Z6reducePfPKfi"); len(got) != 2+3*10 || got[0] != -1 {
		t.Errorf("descriptor %v", got)
	}
}

// TestGenerateErrors checks that bad maps are errors naming the access,
// and bad split requirements errors naming the requirement.
func TestGenerateErrors(t *testing.T) {
	bad := []struct{ acc model.Access }{
		{model.Access{Write: "{ [a] -> A[a] }"}},
		{model.Access{Write: accessMap("p9", "i", "i = box + tx + p9")}},
		{model.Access{Write: accessMap("", "i, j", "i = boy + ty and j = box + tx")}},
		{model.Access{Write: accessMap("", "i", "i = box + tx and")}},
	}
	for _, c := range bad {
		m := &model.Model{Version: model.Version, Kernels: []model.Kernel{{Name: "k", Mangled: "_Z1kPf", Split: model.SplitX,
			Params: []model.Param{pointer(0, c.acc)}}}}
		_, err := Generate(m)
		if err == nil || !strings.Contains(err.Error(), "kernel k: parameter 0 write map") {
			t.Errorf("%s: got error %v, want one naming the access", c.acc.Write, err)
		}
	}
	for _, r := range []string{"bdx < 16", "bdx*bdy*bdz <= 16", "bdw <= 3", "bdx <= 16; exit(1)", "bdx % 0 == 0", "p1 % 32 == 0"} {
		m := &model.Model{Version: model.Version, Kernels: []model.Kernel{{Name: "k", Mangled: "_Z1kPf", Split: model.SplitX,
			SplitRequires: []string{r}, Params: []model.Param{pointer(0, model.Access{Write: accessMap("", "i", "i = box + tx")})}}}}
		if _, err := Generate(m); err == nil || !strings.Contains(err.Error(), "split requirement") {
			t.Errorf("%s: got error %v, want one naming the requirement", r, err)
		}
	}
	// A texture object is an 8-byte scalar whose fetches are read in bytes.
	for _, tex := range []model.Param{
		{Index: 0, Kind: model.ParamPointer, Size: 8, Texture: &model.Texture{Dims: 1, Access: &model.Access{ElemSize: 1, ReadAll: true}}},
		{Index: 0, Kind: model.ParamScalar, Size: 8, Texture: &model.Texture{Dims: 3, Access: &model.Access{ElemSize: 1, ReadAll: true}}},
		{Index: 0, Kind: model.ParamScalar, Size: 8, Texture: &model.Texture{Dims: 1, Access: &model.Access{ElemSize: 4, ReadAll: true}}},
	} {
		m := &model.Model{Version: model.Version, Kernels: []model.Kernel{{Name: "k", Mangled: "_Z1ky", Split: model.SplitX, Params: []model.Param{tex}}}}
		if _, err := Generate(m); err == nil || !strings.Contains(err.Error(), "kernel k: parameter 0: a texture object is an 8-byte scalar") {
			t.Errorf("texture %+v: got error %v, want one naming it", tex.Texture, err)
		}
	}
	m := &model.Model{Version: model.Version, Kernels: []model.Kernel{{Name: "k", Mangled: "_Z1kPf", Split: model.SplitX,
		Params: []model.Param{pointer(0, model.Access{Reduce: "fadd"})}}}}
	if _, err := Generate(m); err == nil || !strings.Contains(err.Error(), `kernel k: parameter 0: unknown reduction "fadd"`) {
		t.Errorf("reduction fadd: got error %v, want one naming it", err)
	}
	// A kernel's failure names it by its index: a read of every index
	// (a quotient without its bounds) has no least element for isl.
	good := model.Kernel{Name: "ok", Mangled: "_Z2okPf", Split: model.SplitX,
		Params: []model.Param{pointer(0, model.Access{Write: accessMap("", "i", "i = box + tx")})}}
	unbounded := model.Kernel{Name: "k", Mangled: "_Z1kPf", Split: model.SplitX, Params: []model.Param{pointer(0, model.Access{
		Read: "[bdz, bdy, bdx, gdz, gdy, gdx] -> { [boz, boy, box, bz, by, bx] -> A[i0] : exists (q0 : i0 = q0) }"})}}
	for i, ks := range [][]model.Kernel{{good, unbounded}, {unbounded, good}} {
		_, err := Generate(&model.Model{Version: model.Version, Kernels: ks})
		var ke *KernelError
		if !errors.As(err, &ke) || ke.Kernel != 1-i || !strings.Contains(err.Error(), "enumgen: kernel k: parameter 0 read map: isl: lexmin: unbounded optimum") {
			t.Errorf("got %v, want kernel %d's read map refused", err, 1-i)
		}
	}
}

// TestAnalysisModels generates the enumerators of the analysis's golden
// models (what real kernels produce), compiles them warning-free, and
// checks them against isl's point-by-point image with blockOff =
// blockIdx*blockDim exactly: writes and may-writes equal, reads contain it.
func TestAnalysisModels(t *testing.T) {
	files, err := filepath.Glob("../analyze/testdata/*.model.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no analysis models found (%v)", err)
	}
	for _, f := range files {
		m, err := model.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		d := buildDriver(t, m)
		for ki := range m.Kernels {
			k := &m.Kernels[ki]
			if k.Split == model.SplitNone {
				continue
			}
			nscalars := 0
			for _, p := range k.Params {
				nscalars = max(nscalars, p.ScalarSlot+1)
				for _, f := range p.Fields {
					nscalars = max(nscalars, f.ScalarSlot+1)
				}
			}
			for _, l := range []launch{
				{[3]int64{2, 2, 4}, [3]int64{2, 3, 3}, fill(nscalars, 11)},
				{[3]int64{1, 4, 2}, [3]int64{3, 2, 5}, fill(nscalars, 6)},
			} {
				for _, box := range boxes(k.Split, l) {
					for _, p := range k.Params {
						if p.Access == nil || p.Access.ReadAll {
							continue
						}
						for mode, text := range []string{p.Access.Read, p.Access.Write, p.Access.MayWrite} {
							if text == "" {
								continue
							}
							want := bruteForce(t, text, p.Access.Sizes, values(k, l), box)
							_, got := d.enumerate(t, k.Mangled, p.Index, mode, 1<<20, box, l.scalars)
							if ok := covers(got, want); !ok || mode != modeRead && !reflect.DeepEqual(got, want) {
								t.Errorf("%s: %s param %d mode %d box %v: got %v, want %v", filepath.Base(f), k.Name, p.Index, mode, box, got, want)
							}
						}
					}
				}
			}
		}
	}
}

func fill(n int, v int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// covers reports whether every range of want lies inside a range of got
// (both sorted and merged).
func covers(got, want []rng) bool {
	i := 0
	for _, w := range want {
		for i < len(got) && got[i].hi < w.hi {
			i++
		}
		if i == len(got) || got[i].lo > w.lo {
			return false
		}
	}
	return true
}

// TestLoopNestBudget: an image whose gist takes more of isl's work than
// gistOps stays as it is, and a loop nest that takes more than
// loopNestOps is refused with a KernelError carrying isl.ErrBudget,
// which the driver turns into an unsplit kernel and no report of a bug:
// hotspot_valid's, its gist allowed 1 K operations and its loop nest 1 M
// (it takes 8-16 M without the gist).
func TestLoopNestBudget(t *testing.T) {
	m, err := model.Load("../analyze/testdata/stencils.model.json")
	if err != nil {
		t.Fatal(err)
	}
	k := m.Kernel("_Z13hotspot_validiPKfPfiiii")
	if k == nil {
		t.Fatal("no hotspot_valid in stencils.model.json")
	}
	defer func(gist, loops uint64) { gistOps, loopNestOps = gist, loops }(gistOps, loopNestOps)
	gistOps, loopNestOps = 1<<10, 1<<20
	_, err = Generate(&model.Model{Version: model.Version, Kernels: []model.Kernel{*k}})
	var ke *KernelError
	if !errors.As(err, &ke) || !errors.Is(err, isl.ErrBudget) {
		t.Errorf("got %v, want a KernelError of isl.ErrBudget", err)
	}
}
