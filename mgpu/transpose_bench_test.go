package mgpu

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// Transpositions: a launch split along the other dimension than the one
// before brings every part its block from each other device, n(n-1)
// copies on n devices, all found and made by the runtime at that launch
// (a replay serves it when the same launch repeats, see memo.go). These
// benchmarks time such launches in a warm process on 16 null devices;
// the first launches of a program add what a cold process costs (fresh
// memory, code and caches: docs/runtime.md, "First launches").

// bandDesc: a kernel over an n x n float matrix (scalars[0] is n,
// scalars[1] a loop counter it does not index with) that reads and
// writes its part's band of columns (split x) or of rows (split y).
func bandDesc(name string, split Split) *KernelDesc {
	band := func(box *[12]int64, s []int64, out []Span) int64 {
		n := s[0]
		if len(out) == 0 {
			return 1
		}
		if split == SplitX {
			lo, hi := boxCols(box, n)
			out[0] = Span{lo, hi, n, n}
		} else {
			lo, hi := boxRows(box, 1, n)
			out[0] = Span{lo * n, hi * n, 0, 1}
		}
		return 1
	}
	acc := spanAccess(band)
	return &KernelDesc{
		Mangled: name, Name: name, Partitioned: name + "_part", Split: split,
		Params: []Param{ptrParam(acc, acc), intParam(0), intParam(1)},
	}
}

// BenchmarkTransposition: a matrix written by column bands, then by row
// bands, and so on, on 16 null devices, each launch a new plan (its loop
// counter), none replayed: every launch brings each part its band from
// the 15 other devices' (240 copies). It reports the runtime's µs per
// launch, and of those the µs finding and making the copies and making
// the plan.
func BenchmarkTransposition(b *testing.B) {
	for _, n := range []int{1024, 4096} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			cols, rows := bandDesc("cols", SplitX), bandDesc("rows", SplitY)
			p := newIterative(b, NewNullBackend(16), n, 1, cols, rows)
			launch := func(d *KernelDesc, t int) {
				require.NoError(b, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 16, 1}, Block: Dim3{16, 16, 1},
					Args: [][]byte{pArg(p.bufs[0]), i32arg(int32(n)), i32arg(int32(t))}}))
			}
			for t := range 4 {
				launch(cols, t)
				launch(rows, t)
			}
			k := p.rt.kernels["rows"]
			st0 := *k.stats
			b.ResetTimer()
			for t := range b.N {
				launch(cols, t+4)
				launch(rows, t+4)
			}
			per := func(ns int64) float64 { return float64(ns) / 1e3 / float64(b.N) }
			b.ReportMetric(per(k.stats.RuntimeNS-st0.RuntimeNS), "µs/launch")
			b.ReportMetric(per(k.stats.GatherNS-st0.GatherNS), "gather-µs")
			b.ReportMetric(per(k.stats.PlanNS-st0.PlanNS), "plan-µs")
			b.ReportMetric(float64(k.stats.PeerCopies-st0.PeerCopies)/float64(b.N), "copies")
		})
	}
}

// BenchmarkSweepTransposition: ADI's shape (testdata/e2e/adi.cu) on 16
// null devices: two 512 x 512 float matrices swept along the columns, row
// i1 = 1..n-1 at a time by column bands (a thread per column, i1 a loop
// counter), then launched by row bands (a thread per row); that launch,
// 480 copies, is timed, each time with new buffers (a replay would serve
// it otherwise). Target (runtime-cost issue): at most 50 µs.
func BenchmarkSweepTransposition(b *testing.B) {
	const n = 512
	rowBand := func(box *[12]int64, s []int64, out []Span) int64 {
		if len(out) > 0 {
			lo, hi := boxRows(box, 2, s[0])
			out[0] = Span{lo * s[0], hi * s[0], 0, 1}
		}
		return 1
	}
	rowOf := func(d int64) SpanFunc {
		return func(box *[12]int64, s []int64, out []Span) int64 {
			if len(out) > 0 {
				lo, hi := boxCols(box, s[0])
				i := s[1] + d
				out[0] = Span{i*s[0] + lo, i*s[0] + hi, 0, 1}
			}
			return 1
		}
	}
	band, sweep := ptrParam(spanAccess(rowBand), spanAccess(rowBand)), ptrParam(spanAccess(rowOf(-1)), spanAccess(rowOf(0)))
	rows := &KernelDesc{Mangled: "rows", Name: "rows", Partitioned: "rows_part", Split: SplitX,
		Params: []Param{band, band, intParam(0)}}
	cols := &KernelDesc{Mangled: "cols", Name: "cols", Partitioned: "cols_part", Split: SplitX,
		Params: []Param{sweep, sweep, intParam(0), intParam(1)}}
	p := newIterative(b, NewNullBackend(16), n, 0, rows, cols)
	grid, block := Dim3{n / 8, 1, 1}, Dim3{8, 1, 1}
	k := p.rt.kernels["rows"]
	var st KernelStats // the timed launches'
	for it := range b.N + 1 {
		var bufs [2]DevPtr
		for i := range bufs {
			var err error
			bufs[i], err = p.rt.Malloc(4 * n * n)
			require.NoError(b, err)
			require.NoError(b, p.rt.MemcpyHtoD(bufs[i], make([]byte, 4*n*n)))
		}
		launch := func(d *KernelDesc, args ...[]byte) {
			require.NoError(b, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: grid, Block: block,
				Args: append([][]byte{pArg(bufs[0]), pArg(bufs[1])}, args...)}))
		}
		launch(rows, i32arg(n))
		for i1 := 1; i1 < n; i1++ {
			launch(cols, i32arg(n), i32arg(int32(i1)))
		}
		st0 := *k.stats
		launch(rows, i32arg(n))
		if it > 0 { // the first, in a cold process, not counted
			st.RuntimeNS += k.stats.RuntimeNS - st0.RuntimeNS
			st.GatherNS += k.stats.GatherNS - st0.GatherNS
			st.PeerCopies += k.stats.PeerCopies - st0.PeerCopies
		}
		for _, buf := range bufs {
			require.NoError(b, p.rt.Free(buf))
		}
	}
	per := func(ns int64) float64 { return float64(ns) / 1e3 / float64(b.N) }
	b.ReportMetric(per(st.RuntimeNS), "µs/transposition")
	b.ReportMetric(per(st.GatherNS), "gather-µs")
	b.ReportMetric(float64(st.PeerCopies)/float64(b.N), "copies")
}

// BenchmarkLUFirstUpdate: LU's first step (testdata/e2e/elimination.cu)
// on 16 null devices over a 512 x 512 float matrix copied from the host:
// row 0 scaled by column bands, then the trailing matrix updated by column
// bands, each part reading column 0 and its band; that update is timed,
// each time with a new buffer. The scaling leaves the rest of the matrix
// staged, so the update's parts take their bands from the host (placed by
// rows, the update transposed them: 284 copies).
func BenchmarkLUFirstUpdate(b *testing.B) {
	const n = 512
	cols := func(box *[12]int64, s []int64) (int64, int64) {
		lo, hi := boxCols(box, s[0])
		return max(lo, s[1]+1), hi
	}
	row := func(box *[12]int64, s []int64, out []Span) int64 {
		lo, hi := cols(box, s)
		if lo >= hi {
			return 0
		}
		if len(out) > 0 {
			out[0] = Span{s[1]*n + lo, s[1]*n + hi, 0, 1}
		}
		return 1
	}
	strip := func(box *[12]int64, s []int64, out []Span) int64 {
		k := s[1]
		lo, hi := cols(box, s)
		if lo >= hi {
			return 0
		}
		if len(out) > 0 {
			out[0] = Span{(k+1)*n + lo, (k+1)*n + hi, n, n - k - 1}
		}
		return 1
	}
	scaleRead := func(box *[12]int64, s []int64, out []Span) int64 {
		if len(out) > 0 {
			k := s[1]
			out[0] = Span{k*n + k, k*n + k + 1, 0, 1}
			return 1 + row(box, s, out[1:])
		}
		return 1 + row(box, s, nil)
	}
	updateRead := func(box *[12]int64, s []int64, out []Span) int64 {
		if len(out) == 0 {
			return 1 + row(box, s, nil) + strip(box, s, nil)
		}
		k := s[1]
		out[0] = Span{(k+1)*n + k, (k+1)*n + k + 1, n, n - k - 1}
		m := 1 + row(box, s, out[1:])
		return m + strip(box, s, out[m:])
	}
	scale := &KernelDesc{Mangled: "scale", Name: "scale", Partitioned: "scale_part", Split: SplitX,
		Params: []Param{ptrParam(spanAccess(scaleRead), spanAccess(row)), intParam(0), intParam(1)}}
	update := &KernelDesc{Mangled: "update", Name: "update", Partitioned: "update_part", Split: SplitX,
		Params: []Param{ptrParam(spanAccess(updateRead), spanAccess(strip)), intParam(0), intParam(1)}}
	p := newIterative(b, NewNullBackend(16), n, 0, scale, update)
	k := p.rt.kernels["update"]
	host := make([]byte, 4*n*n)
	var st KernelStats // the timed launches'
	for it := range b.N + 1 {
		buf, err := p.rt.Malloc(4 * n * n)
		require.NoError(b, err)
		require.NoError(b, p.rt.MemcpyHtoD(buf, host))
		launch := func(d *KernelDesc, grid, block Dim3) {
			require.NoError(b, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: grid, Block: block,
				Args: [][]byte{pArg(buf), i32arg(n), i32arg(0)}}))
		}
		launch(scale, Dim3{n / 16, 1, 1}, Dim3{16, 1, 1})
		st0 := *k.stats
		launch(update, Dim3{n / 8, n / 8, 1}, Dim3{8, 8, 1})
		if it > 0 { // the first, in a cold process, not counted
			st.RuntimeNS += k.stats.RuntimeNS - st0.RuntimeNS
			st.GatherNS += k.stats.GatherNS - st0.GatherNS
			st.PeerCopies += k.stats.PeerCopies - st0.PeerCopies
		}
		require.NoError(b, p.rt.Free(buf))
	}
	per := func(ns int64) float64 { return float64(ns) / 1e3 / float64(b.N) }
	b.ReportMetric(per(st.RuntimeNS), "µs/update")
	b.ReportMetric(per(st.GatherNS), "gather-µs")
	b.ReportMetric(float64(st.PeerCopies)/float64(b.N), "copies")
}
