package mgpu

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Iterative programs (PolyBench LU, Gram-Schmidt, FDTD) pass their loop
// counter to every launch, so no two launches share a plan. These kernels
// describe such programs' accesses as generated enumerators do: one range
// per row of an n x n row-major matrix (scalars[0] is n).

// boxRows is the box's rows along grid dimension dim (1: y, 2: x),
// clipped to [0, n).
func boxRows(box *[12]int64, dim int, n int64) (int64, int64) {
	bd := box[boxBlockDim+dim]
	return min(box[boxMin+dim]*bd, n), min(box[boxMax+dim]*bd, n)
}

// byRow makes an enumerator listing, for each row i of the box's rows
// along dim widened by before and after rows, the elements
// [i*n + lo, i*n + hi) that cols gives (nothing where lo >= hi).
func byRow(dim int, before, after int64, cols func(box *[12]int64, s []int64, i int64) (lo, hi int64)) EnumFunc {
	return func(box *[12]int64, s []int64, out []Range) int64 {
		n := s[0]
		rlo, rhi := boxRows(box, dim, n)
		count := int64(0)
		for i := max(rlo-before, 0); i < min(rhi+after, n); i++ {
			lo, hi := cols(box, s, i)
			if lo >= hi {
				continue
			}
			if count < int64(len(out)) {
				out[count] = Range{i*n + lo, i*n + hi}
			}
			count++
		}
		return count
	}
}

// single enumerates the one element at(s).
func single(at func(s []int64) int64) EnumFunc {
	return func(_ *[12]int64, s []int64, out []Range) int64 {
		if len(out) > 0 {
			out[0] = Range{at(s), at(s) + 1}
		}
		return 1
	}
}

// boxCols is the box's columns (x) of an n-column matrix.
func boxCols(box *[12]int64, n int64) (int64, int64) { return boxRows(box, 2, n) }

func ptrParam(read, write Access) Param {
	return Param{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: read, Write: write}
}

func enumAccess(f EnumFunc) Access { return Access{Pattern: AccessEnum, Enum: f} }

func intParam(slot int) Param {
	return Param{Kind: ParamScalar, Size: 4, ScalarSlot: slot, Signed: true}
}

// luStepDesc: luStep(float *A, int n, int k) over a 2-D grid, split y:
// A[i][j] -= A[i][k] * A[k][j] for i, j > k. It reads row k and column k
// and writes the trailing submatrix.
func luStepDesc() *KernelDesc {
	k := func(s []int64) int64 { return s[1] }
	read := byRow(1, 0, 0, func(box *[12]int64, s []int64, i int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		if i <= k(s) {
			return 0, 0
		}
		return k(s), max(hi, lo, k(s)+1) // column k and the elements updated
	})
	pivotRow := func(box *[12]int64, s []int64, out []Range) int64 {
		lo, hi := boxCols(box, s[0])
		lo = max(lo, k(s)+1)
		if lo >= hi {
			return 0
		}
		if len(out) > 0 {
			out[0] = Range{k(s)*s[0] + lo, k(s)*s[0] + hi}
		}
		return 1
	}
	write := byRow(1, 0, 0, func(box *[12]int64, s []int64, i int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		if i <= k(s) {
			return 0, 0
		}
		return max(lo, k(s)+1), hi
	})
	return &KernelDesc{
		Mangled: "_Z6luStepPfii", Name: "luStep", Partitioned: "luStep_part", Split: SplitY,
		Params: []Param{
			ptrParam(enumAccess(unionEnum(read, pivotRow)), enumAccess(write)),
			intParam(0), intParam(1),
		},
	}
}

// unionEnum lists the ranges of a, then those of b.
func unionEnum(a, b EnumFunc) EnumFunc {
	return func(box *[12]int64, s []int64, out []Range) int64 {
		n := a(box, s, out)
		var rest []Range
		if n < int64(len(out)) {
			rest = out[n:]
		}
		return n + b(box, s, rest)
	}
}

// gsColumnDesc: gsColumn(float *Q, const float *A, const float *R, int n,
// int k) over a 1-D grid of rows, split x: Q[i][k] = A[i][k] / R[k][k],
// a write of column k.
func gsColumnDesc() *KernelDesc {
	column := byRow(2, 0, 0, func(_ *[12]int64, s []int64, _ int64) (int64, int64) { return s[1], s[1] + 1 })
	return &KernelDesc{
		Mangled: "_Z8gsColumnPfPKfS1_ii", Name: "gsColumn", Partitioned: "gsColumn_part", Split: SplitX,
		Params: []Param{
			ptrParam(Access{}, enumAccess(column)),
			ptrParam(enumAccess(column), Access{}),
			ptrParam(enumAccess(single(func(s []int64) int64 { return s[1]*s[0] + s[1] })), Access{}),
			intParam(0), intParam(1),
		},
	}
}

// fdtdDescs are the three kernels of an FDTD-2D time step over n x n
// fields, each split y and passed the time step t (scalars[1]):
//
//	ey[i][j] = i == 0 ? fict[t] : ey[i][j] - 0.5*(hz[i][j] - hz[i-1][j])
//	ex[i][j] -= 0.5*(hz[i][j] - hz[i][j-1])                  (j > 0)
//	hz[i][j] -= 0.7*(ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j])  (i, j < n-1)
func fdtdDescs() [3]*KernelDesc {
	cols := func(from, less int64) func(*[12]int64, []int64, int64) (int64, int64) {
		return func(box *[12]int64, s []int64, _ int64) (int64, int64) {
			lo, hi := boxCols(box, s[0])
			return max(lo, from), min(hi, s[0]-less)
		}
	}
	shifted := func(box *[12]int64, s []int64, _ int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return max(lo, 1) - 1, hi
	}
	fict := single(func(s []int64) int64 { return s[1] })
	all := cols(0, 0)
	const stepUnread = 1 << 1 // steps 2 and 3 index nothing with t
	return [3]*KernelDesc{{
		Mangled: "_Z5fdtdEyPfPKfS1_ii", Name: "fdtdEy", Partitioned: "fdtdEy_part", Split: SplitY,
		Params: []Param{
			ptrParam(enumAccess(byRow(1, 0, 0, all)), enumAccess(byRow(1, 0, 0, all))),
			ptrParam(enumAccess(byRow(1, 1, 0, all)), Access{}),
			ptrParam(enumAccess(fict), Access{}),
			intParam(0), intParam(1),
		},
	}, {
		Mangled: "_Z5fdtdExPfPKfii", Name: "fdtdEx", Partitioned: "fdtdEx_part", Split: SplitY, ScalarsUnread: stepUnread,
		Params: []Param{
			ptrParam(enumAccess(byRow(1, 0, 0, cols(1, 0))), enumAccess(byRow(1, 0, 0, cols(1, 0)))),
			ptrParam(enumAccess(byRow(1, 0, 0, shifted)), Access{}),
			intParam(0), intParam(1),
		},
	}, {
		Mangled: "_Z5fdtdHzPfPKfS1_ii", Name: "fdtdHz", Partitioned: "fdtdHz_part", Split: SplitY, ScalarsUnread: stepUnread,
		Params: []Param{
			ptrParam(enumAccess(byRow(1, 0, 0, cols(0, 1))), enumAccess(byRow(1, 0, 0, cols(0, 1)))),
			ptrParam(enumAccess(byRow(1, 0, 0, func(box *[12]int64, s []int64, i int64) (int64, int64) {
				lo, hi := cols(0, 1)(box, s, i)
				return lo, hi + 1
			})), Access{}),
			ptrParam(enumAccess(byRow(1, 0, 1, cols(0, 1))), Access{}),
			intParam(0), intParam(1),
		},
	}}
}

// iterative is a program of launches whose scalar changes every time.
type iterative struct {
	rt     *Runtime
	img    *Image
	bufs   []DevPtr
	launch func(it int) []LaunchConfig // the launches of iteration it
	period int                         // iterations before the scalars repeat
}

// newIterative starts a runtime of the given backend with the program's
// kernels registered and nbuf n x n float buffers filled from the host
// (distributed over the devices, as a program's first copies are).
func newIterative(t testing.TB, be Backend, n, nbuf int, descs ...*KernelDesc) *iterative {
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	p := &iterative{rt: rt, img: rt.AddImage(nil)}
	for _, d := range descs {
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	for range nbuf {
		b, err := rt.Malloc(int64(4 * n * n))
		require.NoError(t, err)
		require.NoError(t, rt.MemcpyHtoD(b, make([]byte, 4*n*n)))
		p.bufs = append(p.bufs, b)
	}
	return p
}

// luProgram: n-1 elimination steps of an n x n matrix, 16 x 16 blocks,
// the kernel described by desc.
func luProgram(desc func() *KernelDesc) func(testing.TB, Backend, int) *iterative {
	return func(t testing.TB, be Backend, n int) *iterative {
		d := desc()
		p := newIterative(t, be, n, 1, d)
		p.period = n - 1
		p.launch = func(it int) []LaunchConfig {
			k := it % (n - 1)
			return []LaunchConfig{{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 16, 1}, Block: Dim3{16, 16, 1},
				Args: [][]byte{pArg(p.bufs[0]), i32arg(int32(n)), i32arg(int32(k))}}}
		}
		return p
	}
}

// gsProgram: the column writes of Gram-Schmidt, column k of Q per launch,
// the kernel described by desc.
func gsProgram(desc func() *KernelDesc) func(testing.TB, Backend, int) *iterative {
	return func(t testing.TB, be Backend, n int) *iterative {
		d := desc()
		p := newIterative(t, be, n, 3, d)
		p.period = n
		p.launch = func(it int) []LaunchConfig {
			k := it % n
			return []LaunchConfig{{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
				Args: [][]byte{pArg(p.bufs[0]), pArg(p.bufs[1]), pArg(p.bufs[2]), i32arg(int32(n)), i32arg(int32(k))}}}
		}
		return p
	}
}

// fdtdProgram: time steps of FDTD-2D, three launches each, the kernels
// described by descs; fict has n time steps' values.
func fdtdProgram(descs func() [3]*KernelDesc) func(testing.TB, Backend, int) *iterative {
	return func(t testing.TB, be Backend, n int) *iterative {
		ds := descs()
		p := newIterative(t, be, n, 4, ds[0], ds[1], ds[2])
		p.period = n
		ex, ey, hz, fict := p.bufs[0], p.bufs[1], p.bufs[2], p.bufs[3]
		grid, block := Dim3{(n + 31) / 32, (n + 7) / 8, 1}, Dim3{32, 8, 1}
		p.launch = func(it int) []LaunchConfig {
			nt := i32arg(int32(n))
			tt := i32arg(int32(it % n))
			return []LaunchConfig{
				{Image: p.img, Kernel: ds[0].Mangled, Grid: grid, Block: block, Args: [][]byte{pArg(ey), pArg(hz), pArg(fict), nt, tt}},
				{Image: p.img, Kernel: ds[1].Mangled, Grid: grid, Block: block, Args: [][]byte{pArg(ex), pArg(hz), nt, tt}},
				{Image: p.img, Kernel: ds[2].Mangled, Grid: grid, Block: block, Args: [][]byte{pArg(hz), pArg(ex), pArg(ey), nt, tt}},
			}
		}
		return p
	}
}

// iterativeProgram is a benchmarked program and how to make it.
type iterativeProgram struct {
	name string
	make func(testing.TB, Backend, int) *iterative
}

// iterativePrograms are the benchmarked programs by name: each described
// by range enumerators listing a range per row, and by span enumerators
// listing a span per block of rows (as generated ones do where the
// columns of a row do not depend on the row).
var iterativePrograms = []iterativeProgram{
	{"lu", luProgram(luStepDesc)}, {"gramschmidt", gsProgram(gsColumnDesc)}, {"fdtd2d", fdtdProgram(fdtdDescs)},
	{"lu-spans", luProgram(luStepSpans)}, {"gramschmidt-spans", gsProgram(gsColumnSpans)}, {"fdtd2d-spans", fdtdProgram(fdtdSpans)},
	{"gramschmidt-moved", gsProgram(gsColumnMoved)}, {"conv3d-moved", planeProgram},
}

// gsColumnMoved is gsColumnDesc with its column index k a shift scalar,
// as mgpucc's descriptor lists it: k moves Q's and A's column by an
// element, and R's diagonal element by a row and an element.
func gsColumnMoved() *KernelDesc {
	d := gsColumnDesc()
	d.Shifts = []ScalarShift{{Slot: 1, Moves: func(_ *[12]int64, s, out []int64) {
		copy(out, []int64{math.MinInt64, math.MaxInt64, 1, 1, s[0] + 1, 0, 0})
	}}}
	return d
}

// planeProgram launches planeDesc (a 3-D convolution per plane, its plane
// index a shift scalar) over the inner planes of two 64^3 float arrays,
// whatever the size asked, in blocks of 16 x 4 threads (16 rows of
// blocks).
func planeProgram(t testing.TB, be Backend, _ int) *iterative {
	const n = 64
	d := planeDesc(n)
	p := newIterative(t, be, 512, 2, d) // 512 x 512 floats: an n^3 array
	p.period = n - 2
	p.launch = func(it int) []LaunchConfig {
		i := 1 + it%(n-2)
		return []LaunchConfig{{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 4, 1}, Block: Dim3{16, 4, 1},
			Args: [][]byte{pArg(p.bufs[0]), pArg(p.bufs[1]), i32arg(n), i32arg(int32(i))}}}
	}
	return p
}

// spanRows makes a span enumerator of the box's rows along dim (an n x n
// matrix, scalars[0] is n) widened by before and after rows, from row
// from(s) on, each row's columns [lo, hi) those cols gives for the box.
func spanRows(dim int, before, after int64, from func(s []int64) int64, cols func(box *[12]int64, s []int64) (lo, hi int64)) SpanFunc {
	return func(box *[12]int64, s []int64, out []Span) int64 {
		n := s[0]
		rlo, rhi := boxRows(box, dim, n)
		rlo, rhi = max(rlo-before, from(s), 0), min(rhi+after, n)
		lo, hi := cols(box, s)
		if rlo >= rhi || lo >= hi {
			return 0
		}
		if len(out) > 0 {
			out[0] = Span{rlo*n + lo, rlo*n + hi, n, rhi - rlo}
		}
		return 1
	}
}

// spanAccess is an access listed by the span enumerator f.
func spanAccess(f SpanFunc) Access { return Access{Pattern: AccessSpans, Spans: f} }

// luStepSpans is luStepDesc by span enumerators.
func luStepSpans() *KernelDesc {
	d := luStepDesc()
	below := func(s []int64) int64 { return s[1] + 1 }
	read := spanRows(1, 0, 0, below, func(box *[12]int64, s []int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return s[1], max(hi, lo, s[1]+1)
	})
	pivot := spanRows(1, 0, 0, func(s []int64) int64 { return s[1] }, func(box *[12]int64, s []int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return max(lo, s[1]+1), hi
	})
	pivotRow := func(box *[12]int64, s []int64, out []Span) int64 {
		b := *box // the pivot row alone, whichever rows the box has
		b[boxMin+1], b[boxMax+1], b[boxBlockDim+1] = s[1], s[1]+1, 1
		return pivot(&b, s, out)
	}
	write := spanRows(1, 0, 0, below, func(box *[12]int64, s []int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return max(lo, s[1]+1), hi
	})
	d.Params[0].Read = spanAccess(func(box *[12]int64, s []int64, out []Span) int64 {
		n := read(box, s, out)
		var rest []Span
		if n < int64(len(out)) {
			rest = out[n:]
		}
		return n + pivotRow(box, s, rest)
	})
	d.Params[0].Write = spanAccess(write)
	return d
}

// gsColumnSpans is gsColumnDesc by span enumerators.
func gsColumnSpans() *KernelDesc {
	d := gsColumnDesc()
	column := spanRows(2, 0, 0, func([]int64) int64 { return 0 }, func(_ *[12]int64, s []int64) (int64, int64) { return s[1], s[1] + 1 })
	d.Params[0].Write = spanAccess(column)
	d.Params[1].Read = spanAccess(column)
	return d
}

// fdtdSpans are fdtdDescs by span enumerators.
func fdtdSpans() [3]*KernelDesc {
	ds := fdtdDescs()
	zero := func([]int64) int64 { return 0 }
	cols := func(from, less, more int64) func(*[12]int64, []int64) (int64, int64) {
		return func(box *[12]int64, s []int64) (int64, int64) {
			lo, hi := boxCols(box, s[0])
			return max(lo, from), min(hi, s[0]-less) + more
		}
	}
	shifted := func(box *[12]int64, s []int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return max(lo, 1) - 1, hi
	}
	rows := func(before, after int64, c func(*[12]int64, []int64) (int64, int64)) Access {
		return spanAccess(spanRows(1, before, after, zero, c))
	}
	ds[0].Params[0].Read, ds[0].Params[0].Write = rows(0, 0, cols(0, 0, 0)), rows(0, 0, cols(0, 0, 0))
	ds[0].Params[1].Read = rows(1, 0, cols(0, 0, 0))
	ds[1].Params[0].Read, ds[1].Params[0].Write = rows(0, 0, cols(1, 0, 0)), rows(0, 0, cols(1, 0, 0))
	ds[1].Params[1].Read = rows(0, 0, shifted)
	ds[2].Params[0].Read, ds[2].Params[0].Write = rows(0, 0, cols(0, 1, 0)), rows(0, 0, cols(0, 1, 0))
	ds[2].Params[1].Read = rows(0, 0, cols(0, 1, 1))
	ds[2].Params[2].Read = rows(0, 1, cols(0, 1, 0))
	return ds
}

// BenchmarkIterativeLaunch measures the runtime's CPU cost per launch of
// programs whose scalar changes every launch, 1024 x 1024 matrices, on 1,
// 4 and 16 null devices; it reports the mean (µs/launch), the median and
// the worst launch, and the trackers' segments at the end. Targets: at
// most 5 µs per launch on one device; a median of at most 20 µs and a
// worst of at most 50 µs on several.
func BenchmarkIterativeLaunch(b *testing.B) {
	const n = 1024
	for _, prog := range iterativePrograms {
		for _, devs := range []int{1, 4, 16} {
			b.Run(fmt.Sprintf("%s/%ddev", prog.name, devs), func(b *testing.B) {
				p := prog.make(b, NewNullBackend(devs), n)
				for it := range 4 {
					for _, lc := range p.launch(it) {
						require.NoError(b, p.rt.Launch(lc))
					}
				}
				var times []time.Duration
				b.ResetTimer()
				for it := 0; it < b.N; it++ {
					for _, lc := range p.launch(it + 4) {
						start := time.Now()
						if err := p.rt.Launch(lc); err != nil {
							b.Fatal(err)
						}
						times = append(times, time.Since(start))
					}
				}
				b.StopTimer()
				slices.Sort(times)
				us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
				b.ReportMetric(us(b.Elapsed())/float64(len(times)), "µs/launch")
				b.ReportMetric(us(times[len(times)/2]), "p50-µs")
				b.ReportMetric(us(times[len(times)-1]), "max-µs")
				segs := 0
				for _, ptr := range p.bufs {
					buf, _, _ := p.rt.resolve(ptr)
					segs += buf.tracker.Segments()
				}
				b.ReportMetric(float64(segs), "segments")
			})
		}
	}
}

// TestIterativeLaunchesAllocateNothing: once its plans are made and its
// trackers have their bands, a launch whose scalar changes every time
// allocates nothing (the plan is made or moved in the last one's memory,
// the trackers' split bands take the arrays of bands merged before), so
// that the collector has nothing to pause launches for. 16 null devices,
// the second half of 400 launches.
func TestIterativeLaunchesAllocateNothing(t *testing.T) {
	for _, name := range []string{"gramschmidt", "gramschmidt-moved", "conv3d-moved"} {
		i := slices.IndexFunc(iterativePrograms, func(p iterativeProgram) bool { return p.name == name })
		p := iterativePrograms[i].make(t, NewNullBackend(16), 1024)
		var lcs []LaunchConfig
		for it := range 400 {
			lcs = append(lcs, p.launch(it)...)
		}
		half := len(lcs) / 2
		for _, lc := range lcs[:half] {
			require.NoError(t, p.rt.Launch(lc))
		}
		next := half
		allocs := testing.AllocsPerRun(half-1, func() {
			require.NoError(t, p.rt.Launch(lcs[next]))
			next++
		})
		require.Zero(t, allocs, name)
	}
}

// BenchmarkFirstLaunch measures each kernel's first launch of the
// iterative programs, 1024 x 1024 matrices copied from the host, on 4 and
// 16 null devices, each time in a new runtime (a plan made for the first
// time, the buffers untracked until the launch places them) but in a
// process that has run them before: what the runtime's own work costs a
// first launch, apart from what a new process adds to it (the heap's first
// pages, cold code). It reports the mean of each runtime's longest first
// launch (µs/first-launch) and the longest of all (max-µs).
func BenchmarkFirstLaunch(b *testing.B) {
	const n = 1024
	for _, prog := range iterativePrograms {
		for _, devs := range []int{4, 16} {
			b.Run(fmt.Sprintf("%s/%ddev", prog.name, devs), func(b *testing.B) {
				var sum, longest time.Duration
				for range b.N {
					b.StopTimer()
					p := prog.make(b, NewNullBackend(devs), n)
					runtime.GC() // the host's matrices made for it, not the launches' work
					b.StartTimer()
					var worst time.Duration
					for _, lc := range p.launch(0) {
						start := time.Now()
						require.NoError(b, p.rt.Launch(lc))
						worst = max(worst, time.Since(start))
					}
					sum, longest = sum+worst, max(longest, worst)
					b.StopTimer()
					p.rt.Close()
					b.StartTimer()
				}
				us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
				b.ReportMetric(us(sum)/float64(b.N), "µs/first-launch")
				b.ReportMetric(us(longest), "max-µs")
			})
		}
	}
}
