package mgpu

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// luScaleDesc: luScale(float *a, int n, int k) over a 1-D grid of rows,
// split x: a[i][k] /= a[k][k] for i > k.
func luScaleDesc() *KernelDesc {
	below := byRow(2, 0, 0, func(_ *[12]int64, s []int64, i int64) (int64, int64) {
		if i <= s[1] {
			return 0, 0
		}
		return s[1], s[1] + 1
	})
	pivot := single(func(s []int64) int64 { return s[1]*s[0] + s[1] })
	return &KernelDesc{
		Mangled: "_Z7luScalePfii", Name: "luScale", Partitioned: "luScale_part", Split: SplitX,
		Params: []Param{ptrParam(enumAccess(unionEnum(below, pivot)), enumAccess(below)), intParam(0), intParam(1)},
	}
}

// unsplitDesc is d run unsplit, as the analysis leaves some kernels.
func unsplitDesc(d *KernelDesc) *KernelDesc {
	u := *d
	u.Split, u.Partitioned, u.Reason = SplitNone, "", "kept whole for the test"
	return &u
}

// cpuLU is the reference of the LU kernels: steps 0 to n-2 in place.
func cpuLU(a []float32, n int) {
	for k := 0; k < n-1; k++ {
		for i := k + 1; i < n; i++ {
			a[i*n+k] /= a[k*n+k]
		}
		for i := k + 1; i < n; i++ {
			for j := k + 1; j < n; j++ {
				a[i*n+j] -= a[i*n+k] * a[k*n+j]
			}
		}
	}
}

// luMatrix is an n x n diagonally dominant matrix: LU needs no pivoting.
func luMatrix(n int) []float32 {
	a := make([]float32, n*n)
	for i := range a {
		a[i] = float32((i*7)%11) * 0.125
		if i%(n+1) == 0 {
			a[i] += float32(n)
		}
	}
	return a
}

// uploadTo copies v into a new buffer of device memory, or of managed
// memory when managed (mem is then the host's view of it).
func uploadTo(t testing.TB, rt *Runtime, v []float32, managed bool) (p DevPtr, mem []byte) {
	if !managed {
		return upload(t, rt, v), nil
	}
	p, mem, err := rt.MallocManaged(int64(4 * len(v)))
	require.NoError(t, err)
	copy(mem, f32bytes(v))
	return p, mem
}

// runLU factorises a on the simulator, in device memory or managed
// memory, and returns the result and the runtime's statistics.
func runLU(t *testing.T, devices int, split, managed bool, a []float32, n int) ([]float32, Stats) {
	rt, img := testRuntime(t, devices)
	descs := []*KernelDesc{luScaleDesc(), luStepDesc()}
	for _, d := range descs {
		if !split {
			d = unsplitDesc(d)
		}
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	p, mem := uploadTo(t, rt, a, managed)
	const bs = 8
	for k := 0; k < n-1; k++ {
		args := [][]byte{pArg(p), i32arg(int32(n)), i32arg(int32(k))}
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: descs[0].Mangled, Grid: Dim3{(n + 31) / 32, 1, 1}, Block: Dim3{32, 1, 1}, Args: args}))
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: descs[1].Mangled, Grid: Dim3{(n + bs - 1) / bs, (n + bs - 1) / bs, 1}, Block: Dim3{bs, bs, 1}, Args: args}))
	}
	if managed {
		require.NoError(t, rt.Synchronize())
		return bytesF32(mem), rt.Stats()
	}
	return download(t, rt, p, len(a)), rt.Stats()
}

// TestLUWithChangingScalars: launches passed the step k, on one device
// (no plan), split on several, and unsplit on several, in device and
// managed memory, give the same bits as on one device, and the CPU's
// result up to rounding.
func TestLUWithChangingScalars(t *testing.T) {
	const n = 37
	a := luMatrix(n)
	want := append([]float32(nil), a...)
	cpuLU(want, n)
	one, st := runLU(t, 1, true, false, a, n)
	for i := range want {
		require.InDelta(t, want[i], one[i], 1e-4*max(1, math.Abs(float64(want[i]))), "element %d", i)
	}
	for _, k := range st.Kernels {
		require.Zero(t, k.PlanMisses+k.PlanHits, "%s on one device makes no plan", k.Name)
		require.Equal(t, "one device", k.Reason)
		require.Equal(t, int64(n-1), k.Launches)
	}
	for _, c := range []struct {
		name           string
		devices        int
		split, managed bool
	}{
		{"managed/1", 1, true, true},
		{"split/2", 2, true, false},
		{"split/4", 4, true, false},
		{"unsplit/4", 4, false, false},
		{"managed split/4", 4, true, true},
		{"managed unsplit/3", 3, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, st := runLU(t, c.devices, c.split, c.managed, a, n)
			require.Equal(t, one, got)
			if c.devices == 1 {
				// The host's copy of managed memory is a holder: launches
				// on one device plan to keep it in step.
				for _, k := range st.Kernels {
					require.Equal(t, int64(n-1), k.PlanMisses, k.Name)
				}
			}
		})
	}
}

// TestUnsplitLaunchSkipsWhatDevice0Holds: an unsplit launch on several
// devices enumerates nothing for buffers device 0 holds alone, nor for
// buffers it only reads that device 0 holds (among others); it plans
// when another device holds part of a buffer it writes, and then records
// its writes.
func TestUnsplitLaunchSkipsWhatDevice0Holds(t *testing.T) {
	const n = 32 // the copies from the host wait for the first launch, which places them on device 0
	d := unsplitDesc(gsColumnDesc())
	p := newIterative(t, NewNullBackend(4), n, 3, d)
	q, a := p.bufs[0], p.bufs[1]
	launch := func(k int) {
		require.NoError(t, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: Dim3{1, 1, 1}, Block: Dim3{n, 1, 1},
			Args: [][]byte{pArg(q), pArg(a), pArg(p.bufs[2]), i32arg(n), i32arg(int32(k))}}))
	}
	tracker := func(ptr DevPtr) *Tracker {
		b, _, _ := p.rt.resolve(ptr)
		return b.tracker
	}
	for _, b := range p.bufs {
		_, h := tracker(b).Segment(0)
		require.Equal(t, hostHolder, h, "staged")
	}
	for k := range 100 {
		launch(k % n)
	}
	for _, b := range p.bufs {
		require.True(t, tracker(b).HeldOnlyBy(0))
	}
	st := p.rt.Stats().Kernels[0]
	require.Equal(t, int64(100), st.Launches)
	require.Zero(t, st.PlanMisses+st.PlanHits)

	require.NoError(t, p.rt.Memset(a, 0, 4*n*n)) // every device holds a, which the kernel only reads
	launch(3)
	require.Zero(t, p.rt.Stats().Kernels[0].PlanMisses)

	require.NoError(t, p.rt.Memset(q, 0, 4*n*n)) // every device holds q, which it writes
	launch(5)
	require.Equal(t, int64(1), p.rt.Stats().Kernels[0].PlanMisses)
	// Column 5 written: device 0 alone holds its elements, all hold the
	// rest (the holes between the elements stay open: copied in, they
	// would move n-1 times what the column is).
	var runs, want []segment
	tracker(q).Query(0, 4*n*n, func(lo, hi int64, h Holders) bool {
		runs = append(runs, segment{lo, hi, h})
		return true
	})
	for i, lo := int64(0), int64(0); i < n; i++ {
		col := 4 * (i*n + 5)
		want = append(want, segment{lo, col, 0xf}, segment{col, col + 4, 1})
		lo = col + 4
	}
	want = append(want, segment{4 * ((n-1)*n + 6), 4 * n * n, 0xf})
	require.Equal(t, want, runs)
}

// TestColumnWritesKeepTrackerBounded: writing a matrix a column per launch
// (Gram-Schmidt) over parts that own other rows than the first copy gave
// each device leaves at most two ownership runs per row of each buffer,
// and the trackers come back to the same size after every sweep over the
// columns: their size follows the rows, not the launches.
func TestColumnWritesKeepTrackerBounded(t *testing.T) {
	const n = 256
	for _, prog := range iterativePrograms[:2] { // lu, gramschmidt
		p := prog.make(t, NewNullBackend(16), n)
		var sweeps []int
		most := 0
		for it := range 4 * p.period {
			for _, lc := range p.launch(it) {
				require.NoError(t, p.rt.Launch(lc))
			}
			segs := 0
			for _, ptr := range p.bufs {
				b, _, _ := p.rt.resolve(ptr)
				segs += b.tracker.Segments()
			}
			most = max(most, segs)
			if it%p.period == p.period-1 {
				sweeps = append(sweeps, segs)
			}
		}
		t.Logf("%s: segments after each sweep %v, at most %d", prog.name, sweeps, most)
		require.LessOrEqual(t, most, 2*n*len(p.bufs), prog.name)
		require.Equal(t, sweeps[1], sweeps[3], prog.name)
	}
}

// peerCounter counts a backend's peer copies, 1-D and strided.
type peerCounter struct {
	Backend
	copies, strided int
	bytes           int64
}

func (b *peerCounter) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.copies++
	b.bytes += n
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

func (b *peerCounter) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	b.strided++
	b.bytes += width * height
	return b.Backend.CopyPeer2D(dstDev, dst, srcDev, src, width, pitch, height)
}

// TestColumnReadIsOneStridedCopy: a launch split over rows that reads a
// column device 0 holds gets it on each other device as one 2-D copy of
// exactly the column's elements in its rows, not a copy per element nor
// the rows between; the tracker then keeps a band per row block.
func TestColumnReadIsOneStridedCopy(t *testing.T) {
	const n = 1024
	be := &peerCounter{Backend: NewNullBackend(4)}
	p := gsProgram(gsColumnDesc)(t, be, n)
	for _, ptr := range p.bufs {
		b, _, _ := p.rt.resolve(ptr)
		b.tracker.Write(0, b.size, 0)
	}
	for it := range 3 {
		before := *be
		for _, lc := range p.launch(it) {
			require.NoError(t, p.rt.Launch(lc))
		}
		// Parts 1-3 each get A's column k in their n/4 rows, and R[k][k].
		require.Equal(t, 3, be.strided-before.strided, "launch %d", it)
		require.Equal(t, 3, be.copies-before.copies, "launch %d", it)
		require.Equal(t, int64(3*(n/4*4+4)), be.bytes-before.bytes, "launch %d", it)
	}
	a, _, _ := p.rt.resolve(p.bufs[1])
	require.NoError(t, a.tracker.check())
	require.LessOrEqual(t, a.tracker.Segments(), 4*3)
}

// TestSpanEnumeratorsMatchRanges: each iterative program described by
// span enumerators (a span per block of rows) moves the same bytes, in the
// same copies, and leaves the same trackers as described by a range per
// row, over two periods of its loop counter.
func TestSpanEnumeratorsMatchRanges(t *testing.T) {
	const n = 512
	run := func(make func(testing.TB, Backend, int) *iterative) (*peerCounter, []int) {
		be := &peerCounter{Backend: NewNullBackend(4)}
		p := make(t, be, n)
		for _, ptr := range p.bufs {
			b, _, _ := p.rt.resolve(ptr)
			b.tracker.Write(0, b.size, 0)
		}
		for it := range 2 * p.period {
			for _, lc := range p.launch(it) {
				require.NoError(t, p.rt.Launch(lc))
			}
		}
		var segs []int
		for _, ptr := range p.bufs {
			b, _, _ := p.rt.resolve(ptr)
			require.NoError(t, b.tracker.check())
			segs = append(segs, b.tracker.Segments())
		}
		return be, segs
	}
	for _, prog := range iterativePrograms {
		name, ok := strings.CutSuffix(prog.name, "-spans")
		if !ok {
			continue
		}
		i := slices.IndexFunc(iterativePrograms, func(p iterativeProgram) bool { return p.name == name })
		ranges, rangeSegs := run(iterativePrograms[i].make)
		spans, spanSegs := run(prog.make)
		require.Equal(t, ranges.bytes, spans.bytes, name)
		require.Equal(t, ranges.copies+ranges.strided, spans.copies+spans.strided, name)
		require.Equal(t, rangeSegs, spanSegs, name)
		require.NotZero(t, spans.bytes, name)
	}
}

// TestTraceKernelEvents: each part of a launch is a kernel event with its
// blocks, the launch's whole grid and the launch's number, the same for
// all of its parts.
func TestTraceKernelEvents(t *testing.T) {
	data, grid := traceStencil(t, NewSimBackend(2, simOptions()))
	var trace struct {
		TraceEvents []struct {
			Cat  string `json:"cat"`
			TID  int    `json:"tid"`
			Args struct {
				Launch int64   `json:"launch"`
				Grid   []int64 `json:"grid_zyx"`
				Min    []int64 `json:"blocks_min_zyx"`
			} `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &trace))
	parts := map[int64][]int{}
	for _, e := range trace.TraceEvents {
		if e.Cat != "kernel" {
			continue
		}
		require.Equal(t, []int64{1, int64(grid[1]), int64(grid[0])}, e.Args.Grid)
		parts[e.Args.Launch] = append(parts[e.Args.Launch], e.TID)
	}
	// Parts that copy halos in run them beside their interiors (halo.go),
	// then their boundaries: two kernels on such a device (none in the
	// first launch, whose parts copy what they read from the host).
	require.Equal(t, map[int64][]int{1: {0, 1}, 2: {0, 1, 0, 1}}, parts)
}

// traceStencil is the trace of two launches of a 37x29 stencil on be,
// and the launches' grid; closing the runtime must return closeErr.
func traceStencil(t *testing.T, be Backend, closeErr ...string) ([]byte, Dim3) {
	const rows, cols = 37, 29
	path := filepath.Join(t.TempDir(), "trace.json")
	rt, err := New(Config{Backend: be, Trace: path})
	require.NoError(t, err)
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	grid := Dim3{(cols + 7) / 8, (rows + 7) / 8, 1}
	for range 2 {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: grid, Block: Dim3{8, 8, 1},
			Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
		a, b = b, a
	}
	if err := rt.Close(); len(closeErr) > 0 {
		require.ErrorContains(t, err, closeErr[0])
	} else {
		require.NoError(t, err)
	}
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data, grid
}

// TestLoopCounterPlansAreNotCached: a kernel whose launches each pass a
// new loop counter stops caching plans after planProbe launches (they
// would only fill the heap), and caches them again once the counter
// restarts; one whose scalars repeat from the start keeps its plans.
func TestLoopCounterPlansAreNotCached(t *testing.T) {
	const n = 256
	for _, c := range []struct {
		name           string
		period, launch int
		cached, hits   int
	}{
		{"loop counter", n - 1, 2 * planProbe, 0, 0},
		{"two values", 2, 2 * planProbe, 2, 2*planProbe - 2},
		{"restarting counter", 2 * planProbe, 6 * planProbe, 2 * planProbe, planProbe}, // cached again from the 2nd period's second half
	} {
		d := luStepDesc()
		p := newIterative(t, NewNullBackend(4), n, 1, d)
		for it := range c.launch {
			require.NoError(t, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 16, 1}, Block: Dim3{16, 16, 1},
				Args: [][]byte{pArg(p.bufs[0]), i32arg(n), i32arg(int32(it % c.period))}}))
		}
		require.Len(t, p.rt.kernels[d.Mangled].plans, c.cached, c.name)
		require.Equal(t, int64(c.hits), p.rt.Stats().Kernels[0].PlanHits, c.name)
	}
}

// TestUnreadScalarsShareAPlan: FDTD's time step t changes at every launch,
// but only step 1's enumerators read it (fict[t]); steps 2 and 3 make one
// plan each and reuse it (KernelDesc.ScalarsUnread), while step 1 makes
// one per step.
func TestUnreadScalarsShareAPlan(t *testing.T) {
	const n, steps = 64, 20
	p := fdtdProgram(fdtdSpans)(t, NewNullBackend(4), n)
	for it := range steps {
		for _, lc := range p.launch(it) {
			require.NoError(t, p.rt.Launch(lc))
		}
	}
	for _, k := range p.rt.Stats().Kernels {
		want := int64(1)
		if k.Name == "fdtdEy" {
			want = steps
		}
		require.Equal(t, want, k.PlanMisses, k.Name)
		require.Equal(t, steps-want, k.PlanHits, k.Name)
	}
}

// launchWatcher calls onLaunch before each kernel it starts.
type launchWatcher struct {
	Backend
	onLaunch func(dev int)
}

func (w *launchWatcher) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	w.onLaunch(dev)
	return w.Backend.Launch(dev, m, kernel, grid, block, sharedBytes, args)
}

// TestWriteHolesUntold: parts that write the inner columns of their rows
// of a matrix device 0 holds copy in the holes between (each row's ends)
// and hold their rows whole afterwards. The trackers learn of those copies
// only from the writes, after the kernels ran: when the kernels start the
// matrix's tracker is as before the launch, not split at every hole. Where
// a part also reads overlapping ranges of what it writes (a row sweep
// reading a[i][j-1] and a[i][j]), its copies are told as they are made, and
// each byte is copied once.
func TestWriteHolesUntold(t *testing.T) {
	// The rows' first m columns: written from the second, read from the
	// first.
	const devices, n, m = 4, 64, 56
	inner := byRow(1, 0, 0, func(*[12]int64, []int64, int64) (int64, int64) { return 1, m })
	// a[i][j-1] and a[i][j]: two spans of a span enumerator, overlapping.
	sweep := func(box *[12]int64, s []int64, out []Span) int64 {
		rlo, rhi := boxRows(box, 1, s[0])
		if len(out) >= 2 {
			out[0], out[1] = Span{rlo * n, rlo*n + m - 1, n, rhi - rlo}, Span{rlo*n + 1, rlo*n + m, n, rhi - rlo}
		}
		return 2
	}
	for _, tc := range []struct {
		name   string
		read   Access
		untold bool
	}{
		{"holes only", Access{}, true},
		{"reads overlapping the holes", spanAccess(sweep), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			desc := &KernelDesc{Mangled: "_Z5innerPfi", Name: "inner", Partitioned: "inner_part", Split: SplitY,
				Params: []Param{ptrParam(tc.read, enumAccess(inner)), intParam(0)}}
			var segs []int
			be := &launchWatcher{Backend: NewNullBackend(devices)}
			rt, err := New(Config{Backend: be})
			require.NoError(t, err)
			defer rt.Close()
			img := rt.AddImage(nil)
			require.NoError(t, rt.RegisterKernel(desc, true))
			a, err := rt.Malloc(4 * n * n)
			require.NoError(t, err)
			b, _, ok := rt.resolve(a)
			require.True(t, ok)
			b.tracker.Write(0, 4*n*n, 0)
			before := b.tracker.Segments()
			be.onLaunch = func(int) { segs = append(segs, b.tracker.Segments()) }
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: Dim3{1, devices, 1}, Block: Dim3{n, n / devices, 1},
				Args: [][]byte{pArg(a), i32arg(n)}}))
			require.Len(t, segs, devices)
			if tc.untold {
				require.Equal(t, before, segs[0], "the holes' copies are told before the kernels run")
			} else {
				require.Greater(t, segs[0], before, "the copies of overlapping needs are told as made")
			}
			// Each part's device holds its rows alone, holes included,
			// from the first written column of its first row to the last
			// of its last; each byte it lacked crossed once: the holes,
			// n - m + 1 elements between two rows, or where it reads, its
			// rows from the first column to the last it writes.
			rows := int64(n / devices)
			for d := int64(1); d < devices; d++ {
				lo, hi := 4*(d*rows*n+1), 4*((d+1)*rows*n-n+m)
				b.tracker.Query(lo, hi, func(_, _ int64, h Holders) bool {
					require.Equal(t, Holders(1)<<uint(d), h, "device %d's rows", d)
					return true
				})
			}
			lacked := (rows - 1) * (n - m + 1)
			if tc.read.Pattern != 0 {
				lacked = (rows-1)*n + m
			}
			require.Equal(t, (devices-1)*lacked*4, rt.Stats().Totals.Peer)
		})
	}
}

// timingBackend times its kernels and peer copies as a GPU's backend
// does (opTimer): operation i ran from 1000i to 1000i+500 µs.
type timingBackend struct {
	Backend
	ops, last int
	fail      error // what OpTimes returns, if not nil
}

func (b *timingBackend) TimeOps(time.Time) error { return nil }

func (b *timingBackend) TimedOp() int {
	n := b.last
	b.last = -1
	return n
}

func (b *timingBackend) OpTimes() ([][2]float64, error) {
	if b.fail != nil {
		return nil, b.fail
	}
	times := make([][2]float64, b.ops)
	for i := range times {
		times[i] = [2]float64{1000 * float64(i), 1000*float64(i) + 500}
	}
	return times, nil
}

func (b *timingBackend) timed() { b.last, b.ops = b.ops, b.ops+1 }

func (b *timingBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	b.timed()
	return b.Backend.Launch(dev, m, kernel, grid, block, sharedBytes, args)
}

func (b *timingBackend) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.timed()
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

// TestTraceTimesOnTheGPU: where the backend times its operations, each
// kernel and copy it timed has its GPU time (gpu_us) and an event at its
// time on its device's GPU track; host copies it did not time have none.
func TestTraceTimesOnTheGPU(t *testing.T) {
	be := &timingBackend{Backend: NewSimBackend(2, simOptions()), last: -1}
	data, _ := traceStencil(t, be)
	var trace struct {
		TraceEvents []struct {
			Name string         `json:"name"`
			Cat  string         `json:"cat"`
			TS   float64        `json:"ts"`
			Dur  float64        `json:"dur"`
			TID  int            `json:"tid"`
			Args map[string]any `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &trace))
	var timed, onGPU []string
	var starts []float64
	for _, e := range trace.TraceEvents {
		switch {
		case e.Cat == "gpu":
			require.Equal(t, 500.0, e.Dur)
			require.Contains(t, []int{128, 129}, e.TID)
			onGPU = append(onGPU, fmt.Sprintf("%s on %d", e.Name, e.TID-128))
			starts = append(starts, e.TS)
		case e.Cat == "kernel" || e.Cat == "copy" && e.Name == "peer copy":
			require.Equal(t, 500.0, e.Args["gpu_us"], "%s", e.Name)
			timed = append(timed, fmt.Sprintf("%s on %d", e.Name, e.TID))
		case e.Cat == "copy":
			require.NotContains(t, e.Args, "gpu_us", "a host copy the backend did not time")
		}
	}
	require.Equal(t, be.ops, len(onGPU), "every timed operation on the GPU's tracks")
	require.Equal(t, timed, onGPU)
	require.Contains(t, timed, "peer copy on 1")
	require.IsIncreasing(t, starts)
}

// TestTraceWithoutTheGPUsTimes: where the devices' times cannot be read
// back (a device's fault ends its stream), the trace is written with the
// host's times alone, and closing says why it lacks the GPU's.
func TestTraceWithoutTheGPUsTimes(t *testing.T) {
	be := &timingBackend{Backend: NewSimBackend(2, simOptions()), last: -1, fail: errors.New("an illegal address")}
	data, _ := traceStencil(t, be, "written without the devices' times of its operations: an illegal address")
	require.Contains(t, string(data), `"cat": "kernel"`)
	require.NotContains(t, string(data), `"cat": "gpu"`)
	require.NotContains(t, string(data), "gpu_us")
}
