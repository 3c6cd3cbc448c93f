package mgpu

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// rowsEnum is a generated-style enumerator of a row-major rows x cols
// array: the rows of the box's blocks along y, widened by halo rows.
func rowsEnum(halo int64) EnumFunc {
	return func(box *[12]int64, scalars []int64, out []Range) int64 {
		rows, cols := scalars[0], scalars[1]
		bd := box[boxBlockDim+1]
		lo, hi := max(box[boxMin+1]*bd-halo, 0), min(box[boxMax+1]*bd+halo, rows)
		if len(out) > 0 {
			out[0] = Range{lo * cols, hi * cols}
		}
		return 1
	}
}

// stencilOnNull starts a null-backend runtime with a 2-D stencil kernel
// and two rows x cols float buffers; step launches one iteration.
func stencilOnNull(t testing.TB, devices, rows, cols int) (rt *Runtime, step func() error, bufs [2]DevPtr) {
	return stencilOnNullDesc(t, devices, rows, cols, &KernelDesc{
		Mangled: "_Z7stencilPfPKfii", Name: "stencil", Partitioned: "_Z7stencilPfPKfii__mgpu", Split: SplitY,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessEnum, Enum: rowsEnum(0)}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessEnum, Enum: rowsEnum(1)}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 1, Signed: true},
		},
	})
}

// stencilOnNullDesc is stencilOnNull with the kernel's descriptor desc.
func stencilOnNullDesc(t testing.TB, devices, rows, cols int, desc *KernelDesc) (rt *Runtime, step func() error, bufs [2]DevPtr) {
	rt, err := New(Config{Backend: NewNullBackend(devices), Memory: testMemory})
	require.NoError(t, err)
	require.NoError(t, rt.RegisterKernel(desc, false))
	img := rt.AddImage(nil)
	for i := range bufs {
		bufs[i], err = rt.Malloc(int64(4 * rows * cols))
		require.NoError(t, err)
	}
	require.NoError(t, rt.MemcpyHtoD(bufs[0], make([]byte, 4*rows*cols)))
	args := [2][][]byte{
		{pArg(bufs[1]), pArg(bufs[0]), i32arg(int32(rows)), i32arg(int32(cols))},
		{pArg(bufs[0]), pArg(bufs[1]), i32arg(int32(rows)), i32arg(int32(cols))},
	}
	grid, block := Dim3{cols / 32, rows / 8, 1}, Dim3{32, 8, 1}
	it := 0
	step = func() error {
		err := rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: grid, Block: block, Args: args[it%2]})
		it++
		return err
	}
	return rt, step, bufs
}

// BenchmarkStencilLaunch measures the runtime's CPU cost of one launch of
// a 2-D stencil over two buffers on 16 null devices, enumeration cached:
// planning, tracker queries and updates, halo copies issued, arguments
// laid out. Target: at most 20 µs per launch.
func BenchmarkStencilLaunch(b *testing.B) {
	rt, step, bufs := stencilOnNull(b, 16, 4096, 4096)
	defer rt.Close()
	benchSteps(b, step)
	b0, _, _ := rt.resolve(bufs[0])
	b1, _, _ := rt.resolve(bufs[1])
	b.ReportMetric(float64(b0.tracker.Segments()+b1.tracker.Segments()), "segments")
}

// BenchmarkStencilLaunchPartial is BenchmarkStencilLaunch with partial
// instances (MGPU_MEMORY=partial, pages of 2 MiB): each part's pages are
// looked up, and pinned, at every launch.
func BenchmarkStencilLaunchPartial(b *testing.B) {
	old := testMemory
	testMemory = "partial"
	defer func() { testMemory = old }()
	BenchmarkStencilLaunch(b)
}

// benchSteps times b.N launches of step after four that warm the plan
// cache and the trackers.
func benchSteps(b *testing.B, step func() error) {
	for i := 0; i < 4; i++ {
		require.NoError(b, step())
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := step(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
}

// BenchmarkStencilChoice measures what choosing among split dimensions
// costs a launch: the stencil described by tiles (a range per row), valid
// along y only, and along y or x (each launch then looks at its buffers'
// layout, and keeps y), on 16 null devices, 1024 x 1024.
func BenchmarkStencilChoice(b *testing.B) {
	for _, c := range []struct {
		name         string
		alternatives []Alternative
	}{{"y", nil}, {"y-or-x", []Alternative{{Split: SplitX}}}} {
		b.Run(c.name, func(b *testing.B) {
			d := stencilBothDesc(1024)
			d.Alternatives = c.alternatives
			rt, step, _ := stencilOnNullDesc(b, 16, 1024, 1024, d)
			defer rt.Close()
			benchSteps(b, step)
			require.Equal(b, "y", rt.Stats().Kernels[0].Split)
		})
	}
}

// TestStencilTrackerStaysBounded runs 1,000 stencil iterations and checks
// the trackers' fragmentation does not grow with the iteration count: per
// device at most a run it owns and a halo row shared with each neighbour.
func TestStencilTrackerStaysBounded(t *testing.T) {
	const devices = 16
	rt, step, bufs := stencilOnNull(t, devices, 1024, 256)
	defer rt.Close()
	var after10 int
	for i := 0; i < 1000; i++ {
		require.NoError(t, step())
		if i == 9 {
			after10 = segmentsOf(rt, bufs)
		}
	}
	final := segmentsOf(rt, bufs)
	t.Logf("tracker segments after 1000 iterations, 2 buffers, %d devices: %d", devices, final)
	require.Equal(t, after10, final)
	require.LessOrEqual(t, final, 2*3*devices)
	// Enumeration runs once per argument pair's layout: the two
	// ping-pong launches share grid, block and scalars, so one plan.
	k := rt.Stats().Kernels[0]
	require.Equal(t, int64(1), k.PlanMisses)
	require.Equal(t, int64(999), k.PlanHits)
}

func segmentsOf(rt *Runtime, bufs [2]DevPtr) int {
	n := 0
	for _, p := range bufs {
		b, _, _ := rt.resolve(p)
		n += b.tracker.Segments()
	}
	return n
}

// xyzEnum lists elements 4i, 4i+1 and 4i+2 of every body i of the box's
// blocks along x: a kernel storing x, y and z of float4s but not w.
func xyzEnum(box *[12]int64, scalars []int64, out []Range) int64 {
	bd := box[boxBlockDim+2]
	lo, hi := box[boxMin+2]*bd, min(box[boxMax+2]*bd, scalars[0])
	n := int64(0)
	for i := lo; i < hi; i++ {
		if n < int64(len(out)) {
			out[n] = Range{4 * i, 4*i + 3}
		}
		n++
	}
	return n
}

// TestFieldWritesKeepTrackerSmall: a split kernel that writes three of the
// four floats of each float4 leaves a few segments per device, not one per
// body, so later launches that read the whole buffer stay cheap.
func TestFieldWritesKeepTrackerSmall(t *testing.T) {
	const devices, bodies = 8, 4096
	rt, err := New(Config{Backend: NewNullBackend(devices)})
	require.NoError(t, err)
	defer rt.Close()
	desc := &KernelDesc{
		Mangled: "_Z4moveP6float4i", Name: "move", Partitioned: "_Z4moveP6float4i__mgpu", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1,
				Read: Access{Pattern: AccessAll}, Write: Access{Pattern: AccessEnum, Enum: xyzEnum}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
		},
	}
	require.NoError(t, rt.RegisterKernel(desc, false))
	img := rt.AddImage(nil)
	pos, err := rt.Malloc(16 * bodies)
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(pos, make([]byte, 16*bodies)))
	for i := 0; i < 3; i++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: Dim3{bodies / 128, 1, 1},
			Block: Dim3{128, 1, 1}, Args: [][]byte{pArg(pos), i32arg(bodies)}}))
	}
	b, _, _ := rt.resolve(pos)
	require.LessOrEqual(t, b.tracker.Segments(), 2*devices)
	require.NoError(t, b.tracker.check())
}

// TestHolesWrittenByAnotherPartStayOpen: when two parts interleave their
// writes, neither may claim the other's elements.
func TestHolesWrittenByAnotherPartStayOpen(t *testing.T) {
	written := func(rs ...Range) []accessPlan { return []accessPlan{{written: compressRanges(rs, nil)}} }
	parts := []part{
		{access: written(Range{0, 1}, Range{2, 3}, Range{4, 5}, Range{10, 11}, Range{13, 14})},
		{access: written(Range{1, 2}, Range{3, 4})},
	}
	fillParamHoles(parts, 0, holeRule{4, 16}, &holeMemory{})
	require.Equal(t, []Range{{0, 1}, {2, 3}, {4, 5}, {10, 14}}, expandSpans(parts[0].access[0].written, nil))
	require.Equal(t, []Range{{11, 13}}, expandSpans(parts[0].access[0].need, nil))
	require.Equal(t, []Range{{1, 2}, {3, 4}}, expandSpans(parts[1].access[0].written, nil))
	require.Empty(t, parts[1].access[0].need)
}

// TestTouchingSpansLeaveNoHole: a part's write spans that touch (the
// first part's rows of a 256-column matrix, then its column block below
// them, as correlation writes symmat) or rows as long as their pitch have
// no hole between them to look for; a hole of one element does.
func TestTouchingSpansLeaveNoHole(t *testing.T) {
	rule := holeRule{64, 16}
	require.False(t, smallHoles([]Span{{0, 64 * 256, 0, 1}, {64 * 256, 64*256 + 64, 256, 192}}, rule))
	require.False(t, smallHoles([]Span{{0, 256, 256, 8}}, rule))
	require.True(t, smallHoles([]Span{{0, 100, 0, 1}, {101, 200, 0, 1}}, rule))
}

// TestHolesWrittenFoundBySpans: the holes of parts' column blocks (a
// strided span each, random columns and rows, row lengths and rules) are
// closed exactly as when every row is listed and each hole looked up
// among the other parts' writes (fillRangeHoles), which holesWritten
// spares when another part writes into every hole.
func TestHolesWrittenFoundBySpans(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 18))
	for iter := 0; iter < 2000; iter++ {
		pitch := int64(4 + rng.IntN(29))
		rule := holeRule{int64(1 + rng.IntN(40)), int64(1 + rng.IntN(40))}
		n := 2 + rng.IntN(3)
		cuts := []int64{0}
		for j := 1; j < n; j++ {
			cuts = append(cuts, cuts[j-1]+int64(rng.IntN(int(pitch)/n+1)))
		}
		cuts = append(cuts, pitch)
		parts := make([]part, n)
		for j := range parts {
			lo, hi := cuts[j]+int64(rng.IntN(2)), cuts[j+1]
			r0, r1 := int64(rng.IntN(4)), int64(4+rng.IntN(4))
			var w []Span
			if lo < hi {
				w = []Span{{r0*pitch + lo, r0*pitch + hi, pitch, r1 - r0}}
			}
			parts[j] = part{access: []accessPlan{{written: w}}}
		}
		// The rows' way, for each part, against every part's writes.
		var all []Range
		for _, pt := range parts {
			all = expandSpans(pt.access[0].written, all)
		}
		all = mergeRanges(all)
		type result struct{ written, need []Range }
		ranges := func(rs []Range) []Range {
			if rs = mergeRanges(slices.DeleteFunc(rs, func(r Range) bool { return r.Lo == r.Hi })); len(rs) == 0 {
				return nil
			}
			return rs
		}
		want := make([]result, n)
		for j, pt := range parts {
			if w := pt.access[0].written; len(w) > 0 {
				filled, holes := fillRangeHoles(mergeRanges(expandSpans(w, nil)), all, rule)
				want[j] = result{ranges(filled), ranges(holes)}
			}
		}
		fillParamHoles(parts, 0, rule, &holeMemory{})
		for j, pt := range parts {
			if len(want[j].written) == 0 {
				continue
			}
			got := result{ranges(expandSpans(pt.access[0].written, nil)), ranges(expandSpans(pt.access[0].need, nil))}
			require.Equal(t, want[j], got, "pitch %d rule %+v part %d of %+v", pitch, rule, j, parts)
		}
	}
}

// TestHolesOfAColumnStayOpen: a part writing a column of a row-major
// matrix (rows of 37 elements) keeps its holes, which would move 36 times
// what it writes; the x, y and z of float4s, and all the columns of a row
// but two, are filled.
func TestHolesOfAColumnStayOpen(t *testing.T) {
	rule := holeRule{64, 16} // 4-byte elements
	for _, c := range []struct {
		written    Span
		filledHole bool
	}{
		{Span{5, 6, 37, 10}, false},  // a column
		{Span{0, 3, 4, 10}, true},    // x, y, z of float4s
		{Span{1, 31, 32, 10}, true},  // the interior columns of rows
		{Span{0, 1, 8, 10}, true},    // a field of 32-byte structs: below a row
		{Span{0, 16, 96, 10}, false}, // a column block: holes wider than the rule's
	} {
		parts := []part{{access: []accessPlan{{written: []Span{c.written}}}}}
		fillParamHoles(parts, 0, rule, &holeMemory{})
		a := parts[0].access[0]
		require.Equal(t, c.filledHole, len(a.need) > 0, "%+v: holes copied in", c.written)
		// What it holds afterwards is what it writes and the holes it
		// copied in.
		require.Equal(t, mergeRanges(expandSpans(a.written, nil)),
			mergeRanges(append(expandSpans([]Span{c.written}, nil), expandSpans(a.need, nil)...)), "%+v", c.written)
	}
}

// TestNeedHolesClose: the seven reads of a 3-D convolution's plane (rows
// of 128 elements, a part's rows 8 to 16 and the rows around them, each
// term a column or a row off) become one range of whole rows per plane,
// adding a few elements it does not read; a column and a column block
// stay as they are.
func TestNeedHolesClose(t *testing.T) {
	const nk, plane = 128, 128 * 128
	rows := func(p, r0, r1, c0, c1 int64) Span {
		return Span{p*plane + r0*nk + c0, p*plane + r0*nk + c1, nk, r1 - r0}
	}
	conv := []Span{
		rows(0, 7, 15, 0, 126), rows(0, 9, 17, 2, 128), // above
		rows(1, 8, 16, 1, 127), rows(1, 7, 15, 1, 127), rows(1, 8, 16, 2, 128), // here
		rows(2, 9, 17, 0, 126), rows(2, 8, 16, 1, 127), // below
	}
	for _, c := range []struct {
		need   []Span
		ranges int // after closing; -1: unchanged
	}{
		{conv, 3},
		{[]Span{{5, 6, 37, 10}}, -1},                  // a column
		{[]Span{{0, 16, 96, 10}}, -1},                 // a column block
		{[]Span{{0, 10, 0, 1}, {300, 310, 0, 1}}, -1}, // ranges too far apart
	} {
		need := closeNeedHoles(slices.Clone(c.need), maxFilledHole/4)
		before, after := mergeRanges(expandSpans(c.need, nil)), mergeRanges(expandSpans(need, nil))
		if c.ranges < 0 {
			require.Equal(t, before, after)
			continue
		}
		require.Len(t, need, c.ranges)
		for _, r := range need {
			require.Zero(t, r.Lo%nk, "%+v: not whole rows", r)
			require.Zero(t, r.Hi%nk, "%+v: not whole rows", r)
		}
		var read, moved int64
		for _, r := range before {
			read += r.Hi - r.Lo
			require.True(t, slices.ContainsFunc(after, func(a Range) bool { return a.Lo <= r.Lo && r.Hi <= a.Hi }), "%v not needed", r)
		}
		for _, r := range after {
			moved += r.Hi - r.Lo
		}
		require.LessOrEqual(t, (moved-read)*8, moved, "holes closed: %d of %d elements", moved-read, moved)
	}
}
