package mgpu

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// planeDesc: plane(const float *a, float *b, int n, int i) over a 2-D grid
// of one n x n plane of two n x n x n arrays, split y: for 0 < i < n-1
// and j, k inside the plane, b[i][j][k] is a sum of a's planes i-1, i and
// i+1 (a 3-D convolution launched per plane). Its Shifts say that i moves
// both arrays' accesses by a plane.
func planeDesc(n int64) *KernelDesc {
	plane := func(di int64, edge bool) EnumFunc {
		return func(box *[12]int64, s []int64, out []Range) int64 {
			i := s[1]
			if i <= 0 || i >= n-1 {
				return 0
			}
			rlo, rhi := boxRows(box, 1, n)
			clo, chi := boxCols(box, n)
			rlo, rhi, clo, chi = max(rlo, 1), min(rhi, n-1), max(clo, 1), min(chi, n-1)
			if edge { // the terms one row and one column off
				rlo, clo = rlo-1, clo-1
			}
			count := int64(0)
			for j := rlo; j < rhi; j++ {
				if count < int64(len(out)) {
					base := (i+di)*n*n + j*n
					out[count] = Range{base + clo, base + chi}
				}
				count++
			}
			return count
		}
	}
	return &KernelDesc{
		Mangled: "_Z5planePKfPfii", Name: "plane", Partitioned: "plane_part", Split: SplitY,
		Params: []Param{
			ptrParam(enumAccess(unionEnum(unionEnum(plane(-1, false), plane(0, true)), plane(1, false))), Access{}),
			ptrParam(Access{}, enumAccess(plane(0, false))),
			intParam(0), intParam(1),
		},
		Shifts: []ScalarShift{{Slot: 1, Moves: fixedMoves(1, n-2, n*n, n*n, 0, 0)}},
	}
}

// fixedMoves is a ScalarShift's Moves that gives the interval [lo, hi]
// and the moves by at every launch.
func fixedMoves(lo, hi int64, by ...int64) func(*[12]int64, []int64, []int64) {
	return func(_ *[12]int64, _, out []int64) {
		out[0], out[1] = lo, hi
		copy(out[2:], by)
	}
}

// windowDesc: window(const float *a, float *b, int n, int k) over a 2-D
// grid of an n x n matrix's rows, split y: b[i][0] is a sum of a[i][k+1]
// to a[i][k+62] (n is 64), a window of each row that moves with k. Closing the
// small hole between the rows of the window's reads rounds its start down
// to a row's start for small k only, so a plan moved by a k not a
// multiple of the row closes its holes anew.
func windowDesc() *KernelDesc {
	window := byRow(1, 0, 0, func(_ *[12]int64, s []int64, _ int64) (int64, int64) { return s[1] + 1, s[1] + 63 })
	first := byRow(1, 0, 0, func(_ *[12]int64, _ []int64, _ int64) (int64, int64) { return 0, 1 })
	return &KernelDesc{
		Mangled: "_Z6windowPKfPfii", Name: "window", Partitioned: "window_part", Split: SplitY,
		Params: []Param{ptrParam(enumAccess(window), Access{}), ptrParam(Access{}, enumAccess(first)), intParam(0), intParam(1)},
		Shifts: []ScalarShift{{Slot: 1, Moves: fixedMoves(math.MinInt64, math.MaxInt64, 1, 0, 0, 0)}},
	}
}

// TestMovedPlansAreEnumeratedPlans: a launch whose shift scalar changes
// gets the plan enumerating would make, moved from the plan of an earlier
// value on the same side of the interval's edges, without enumerating:
// a 3-D convolution's planes (bounded: planes 0 and n-1 touch nothing;
// moved with their holes closed), Gram-Schmidt's column k (every value)
// and a row's window (its holes closed anew), on 4 and 16 devices.
func TestMovedPlansAreEnumeratedPlans(t *testing.T) {
	const n = 64
	for _, c := range []struct {
		name   string
		desc   func() *KernelDesc
		grid   Dim3
		block  Dim3
		values []int64
		misses int64 // of the launches with the shifts
	}{
		{"plane", func() *KernelDesc { return planeDesc(n) }, Dim3{n / 16, n / 16, 1}, Dim3{16, 16, 1},
			[]int64{1, 2, 7, 0, n - 2, n - 1, 3, -5, 1, n - 3}, 2},
		{"gram-schmidt column", gsColumnMoved, Dim3{n / 16, 1, 1}, Dim3{16, 1, 1}, []int64{0, 1, 2, 40, 5, n - 1, 0}, 1},
		{"window", windowDesc, Dim3{1, n / 4, 1}, Dim3{16, 4, 1}, []int64{0, 10, 3, 4, 0, 1}, 1},
	} {
		for _, devs := range []int{4, 16} {
			rt, err := New(Config{Backend: NewNullBackend(devs)})
			require.NoError(t, err)
			moving, plain := c.desc(), c.desc()
			plain.Mangled, plain.Shifts = plain.Mangled+"_plain", nil
			calls := 0 // of moving's enumerators
			for i := range moving.Params {
				for _, acc := range []*Access{&moving.Params[i].Read, &moving.Params[i].Write} {
					if f := acc.Enum; f != nil {
						acc.Enum = func(box *[12]int64, s []int64, out []Range) int64 { calls++; return f(box, s, out) }
					}
				}
			}
			require.NoError(t, rt.RegisterKernel(moving, true))
			require.NoError(t, rt.RegisterKernel(plain, true))
			km, kp := rt.kernels[moving.Mangled], rt.kernels[plain.Mangled]
			for _, v := range c.values {
				rt.scratch.scalars = []int64{n, v}
				want := rt.makePlan(kp, c.grid, c.block, plain.Split, nil, nil)
				before, hits := calls, km.stats.PlanHits
				got := rt.planFor(km, c.grid, c.block, moving.Split)
				require.Equal(t, want.parts, got.parts, "%s on %d devices, value %d", c.name, devs, v)
				if km.stats.PlanHits > hits {
					require.Equal(t, before, calls, "%s on %d devices, value %d: a moved plan enumerates nothing", c.name, devs, v)
				}
			}
			require.Equal(t, c.misses, km.stats.PlanMisses, "%s on %d devices: plans enumerated", c.name, devs)
			require.Equal(t, int64(len(c.values))-c.misses, km.stats.PlanHits, "%s on %d devices: plans moved or found", c.name, devs)
			require.NoError(t, rt.Close())
		}
	}
}

// TestShiftsValidated: a shift names one of the kernel's scalar slots,
// once, with its moves.
func TestShiftsValidated(t *testing.T) {
	moves := fixedMoves(0, 1, 1, 1, 0, 0)
	for _, bad := range [][]ScalarShift{
		{{Slot: 5, Moves: moves}},
		{{Slot: 1}},
		{{Slot: 1, Moves: moves}, {Slot: 1, Moves: moves}},
	} {
		d := planeDesc(8)
		d.Shifts = bad
		require.ErrorContains(t, d.validate(), "shift of scalar slot", "%+v", bad)
	}
	require.NoError(t, planeDesc(8).validate())
}

// TestShiftGridsTrackersByPlanes: a kernel whose shift scalar moves its
// accesses by a plane of a 3-D array has its buffers tracked by planes
// from the first launch, which the rows of its strided writes do not cut
// again: the launches over every plane leave a band per run of planes
// alike, as few segments as compact would find, without its look.
func TestShiftGridsTrackersByPlanes(t *testing.T) {
	const n, plane = 64, 64 * 64 * 4
	for _, devs := range []int{4, 16} {
		p := planeProgram(t, NewNullBackend(devs), 0)
		for it := range n - 2 {
			for _, lc := range p.launch(it) {
				require.NoError(t, p.rt.Launch(lc))
			}
			for i, ptr := range p.bufs {
				buf, _, _ := p.rt.resolve(ptr)
				require.Equal(t, int64(plane), buf.tracker.pitch, "%d devices, buffer %d after plane %d", devs, i, it+1)
				require.NoError(t, buf.tracker.check())
			}
		}
	}
	tr := NewTracker(8*plane, 1)
	tr.gridRows(plane)
	tr.WriteSpan(plane+256, plane+384, 256, 4, 2) // half rows of a plane
	require.Equal(t, int64(plane), tr.pitch, "a strided access keeps the planes")
	tr = NewTracker(8*plane, 1)
	tr.WriteSpan(256, 384, 256, 4, 2)
	tr.gridRows(plane)
	require.Equal(t, int64(256), tr.pitch, "a tracker with rows keeps them")
}

// sourceDesc: source(float *ey, const float *fict, int n, int t) over a
// 2-D grid of an n x n matrix's rows, split y: every element of ey's rows
// gets fict[t] added (FDTD's first step, its source term fict[t] read by
// every part). Only fict moves with t.
func sourceDesc() *KernelDesc {
	rows := enumAccess(byRow(1, 0, 0, func(box *[12]int64, s []int64, _ int64) (int64, int64) { return boxCols(box, s[0]) }))
	return &KernelDesc{
		Mangled: "_Z6sourcePfPKfii", Name: "source", Partitioned: "source_part", Split: SplitY,
		Params: []Param{ptrParam(rows, rows), ptrParam(enumAccess(single(func(s []int64) int64 { return s[1] })), Access{}), intParam(0), intParam(1)},
		Shifts: []ScalarShift{{Slot: 1, Moves: fixedMoves(math.MinInt64, math.MaxInt64, 0, 1, 0, 0)}},
	}
}

// TestMovedPlansReplay: a kernel whose plan moves with t replays a launch
// recorded at another t where what moved (fict[t], read only) is in place
// on every part's device, as the read-ahead leaves it; a launch whose
// fict[t] is not (a jump past the read-ahead) gathers it, and every
// device then holds it.
func TestMovedPlansReplay(t *testing.T) {
	const n, devs = 64, 4
	rt, err := New(Config{Backend: NewNullBackend(devs)})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(nil)
	d := sourceDesc()
	require.NoError(t, rt.RegisterKernel(d, true))
	ey := upload(t, rt, make([]float32, n*n))
	fict := upload(t, rt, make([]float32, 256))
	k := rt.kernels[d.Mangled]
	launch := func(step int) {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 16, 1}, Block: Dim3{16, 16, 1},
			Args: [][]byte{pArg(ey), pArg(fict), i32arg(n), i32arg(int32(step))}}))
	}
	for step := range 10 {
		launch(step)
	}
	require.GreaterOrEqual(t, k.stats.Replays, int64(5), "the launches after the read-ahead")
	replays := k.stats.Replays
	launch(100) // fict[100] is on no device
	require.Equal(t, replays, k.stats.Replays, "fict[100] moved out of place: gathered, not replayed")
	f, _, _ := rt.resolve(fict)
	for dev := range devs {
		require.Empty(t, f.tracker.Missing(400, 404, 0, 1, dev, nil), "device %d lacks fict[100]", dev)
	}
}

// TestHolesMoveRule: the move rules keepRaw derives from a plan's
// enumerated spans decide holesMove as a look at every span does: a
// pointer moved by d keeps its holes where none of its spans starts below
// the pointer before or after the move, and d is a multiple of every
// strided span's pitch (random spans and moves, pitches 0 among them);
// the pitches' least common multiple gives up past 2^40, overflowing
// nothing.
func TestHolesMoveRule(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	k := &kernel{desc: &KernelDesc{}, pointers: []Param{{Kind: ParamPointer}, {Kind: ParamScalar}, {Kind: ParamPointer}, {Kind: ParamPointer}}}
	var s launchScratch
	for trial := range 2000 {
		p := &plan{parts: make([]part, 2)}
		s.planSpans, s.marks = s.planSpans[:0], s.marks[:0]
		for range p.parts {
			for j, prm := range k.pointers {
				if prm.Kind != ParamPointer {
					continue
				}
				for range 2 { // need, then writes
					lo := len(s.planSpans)
					for range rng.Intn(3) {
						sp := Span{Lo: int64(rng.Intn(120) - 5 - 5*j), Count: int64(1 + rng.Intn(3))}
						sp.Hi = sp.Lo + 1 + int64(rng.Intn(4))
						if sp.Count > 1 {
							sp.Pitch = []int64{0, 4, 6, 8, 1 << 21, 3 << 21}[rng.Intn(6)]
						}
						s.planSpans = append(s.planSpans, sp)
					}
					s.marks = append(s.marks, spanMark{nil, lo, len(s.planSpans)})
				}
			}
		}
		s.keepRaw(k, p)
		delta := make([]int64, len(k.pointers))
		for j := range delta {
			if k.pointers[j].Kind == ParamPointer && rng.Intn(3) > 0 {
				delta[j] = []int64{-24, -12, -8, -6, -1, 4, 8, 12, 24, 3 << 21, 3 << 22}[rng.Intn(11)]
			}
		}
		want := true
		rawLists(k, p, func(_, j int, _ bool, spans []Span) {
			for _, sp := range spans {
				if d := delta[j]; d != 0 && (sp.Lo < 0 || sp.Lo+d < 0 || sp.Count > 1 && (sp.Pitch == 0 || d%sp.Pitch != 0)) {
					want = false
				}
			}
		})
		require.Equal(t, want, holesMove(p, delta), "trial %d: spans %v, delta %v", trial, s.planSpans, delta)
	}
	require.Equal(t, int64(12), lcm(4, 6))
	require.Equal(t, int64(0), lcm(3<<39, 5<<39), "past 2^40")
	require.Equal(t, int64(0), lcm(1<<40, 1<<62+1), "no overflow")
}

// haloSourceDesc: smooth(const float *a, float *b, const float *fict,
// int n, int t) over a 2-D grid of an n x n matrix's rows, split y: b's
// rows from a's rows and the rows either side, plus fict[t]. Only fict
// moves with t.
func haloSourceDesc() *KernelDesc {
	rows := enumAccess(byRow(1, 0, 0, func(box *[12]int64, s []int64, _ int64) (int64, int64) { return boxCols(box, s[0]) }))
	halo := enumAccess(byRow(1, 1, 1, func(box *[12]int64, s []int64, _ int64) (int64, int64) { return boxCols(box, s[0]) }))
	return &KernelDesc{
		Mangled: "_Z6smoothPKfPfPKfii", Name: "smooth", Partitioned: "smooth_part", Split: SplitY,
		Params: []Param{ptrParam(halo, Access{}), ptrParam(Access{}, rows), ptrParam(enumAccess(single(func(s []int64) int64 { return s[1] })), Access{}),
			intParam(0), intParam(1)},
		Shifts: []ScalarShift{{Slot: 1, Moves: fixedMoves(math.MinInt64, math.MaxInt64, 0, 0, 1, 0, 0)}},
	}
}

// TestMovedPlansReplayInteriors: a stencil stepped in t (0 to 4 over
// and over), a ping-pong of two buffers whose halo copies run beside the
// parts' interiors (copies at 10 MB/s), replays launches recorded at
// other values of t, by plans moved for one launch, which have no
// interiors: there each part runs whole once its copies are in; at the t
// a launch was recorded at, its interiors are made again and run beside
// the copies. A replay at another t indexed interiors its plan did not
// have (timeblocked under mpirun panicked in 5 of 24 runs).
func TestMovedPlansReplayInteriors(t *testing.T) {
	const n, devs = 256, 4
	// A halo row's copy (100 µs and more) outlasts the boundary's
	// launches and a moved plan's making: interiors pay.
	rt, err := New(Config{Backend: NewNullBackend(devs), Link: "0.01,100"})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(nil)
	d := haloSourceDesc()
	require.NoError(t, rt.RegisterKernel(d, true))
	bufs := [2]DevPtr{upload(t, rt, make([]float32, n*n)), upload(t, rt, make([]float32, n*n))}
	fict := upload(t, rt, make([]float32, 64))
	k := rt.kernels[d.Mangled]
	for step := range 60 {
		a, b := bufs[step%2], bufs[1-step%2]
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 16, 1}, Block: Dim3{16, 16, 1},
			Args: [][]byte{pArg(a), pArg(b), pArg(fict), i32arg(n), i32arg(int32(step % 5))}}))
	}
	require.GreaterOrEqual(t, k.stats.Replays, int64(12), "launches replayed")
	recorded := 0 // memos whose launch ran interiors beside its copies
	for _, p := range k.plans {
		for _, m := range p.memos {
			if slices.ContainsFunc(m.beside, func(st besideState) bool { return st&besideInterior != 0 }) {
				recorded++
			}
		}
	}
	require.Positive(t, recorded, "launches recorded with interiors")
}
