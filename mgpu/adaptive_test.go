package mgpu

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// timedBackend is a null backend whose kernels take perBlock per block
// (measured once a launch has run) and whose links cost what the test
// says: the adaptive split's inputs under the test's control.
type timedBackend struct {
	Backend
	perBlock time.Duration
	last     map[string]kernelTiming
	seq      uint64
	perByte  float64
	perCopy  float64
	probes   int
	probe    time.Duration // each ProbeLink's time
	start    time.Duration // what each kernel takes besides its blocks
	floor    kernelFloor   // what Floor says of it
	gpus     []int         // each device's GPU (nil: each its own)
}

func newTimedBackend(n int, perBlock time.Duration) *timedBackend {
	return &timedBackend{Backend: NewNullBackend(n), perBlock: perBlock, last: map[string]kernelTiming{},
		perByte: 1e-9, perCopy: 10e-6}
}

func (b *timedBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, shared int, args [][]byte) error {
	b.seq++
	b.last[kernel] = kernelTiming{Time: b.start + b.perBlock*time.Duration(blocksOf(grid)), Blocks: blocksOf(grid), Seq: b.seq}
	return b.Backend.Launch(dev, m, kernel, grid, block, shared, args)
}

func (b *timedBackend) KernelTime(kernel string) (kernelTiming, bool) {
	t, ok := b.last[kernel]
	return t, ok
}

func (b *timedBackend) TimeKernels() {}

// Floor is the test's: none unless set, so that its kernels take their
// time per block alone.
func (b *timedBackend) Floor() kernelFloor { return b.floor }

// PhysicalGPU is the test's: devices share GPUs as gpus says.
func (b *timedBackend) PhysicalGPU(dev int) int {
	if b.gpus == nil {
		return dev
	}
	return b.gpus[dev]
}

func (b *timedBackend) ProbeLink(dst, src int) (float64, float64, error) {
	b.probes++
	time.Sleep(b.probe)
	return b.perByte, b.perCopy, nil
}

// haloDesc is the stencil with a halo of halo rows.
func haloDesc(halo int64) *KernelDesc {
	d := stencilDesc()
	d.Params[1].Read.Arg[1] = halo
	return d
}

// haloPingPong is the stencil with a halo of 64 rows on a runtime of its
// own, launched back and forth between two rows x cols grids of floats.
type haloPingPong struct {
	rt         *Runtime
	img        *Image
	d          *KernelDesc
	a, b       DevPtr // the next launch reads a, writes b
	rows, cols int
}

func newHaloPingPong(t *testing.T, be Backend, rows, cols int) *haloPingPong {
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	h := &haloPingPong{rt: rt, img: rt.AddImage(testContainer(t)), d: haloDesc(64), rows: rows, cols: cols}
	require.NoError(t, rt.RegisterKernel(h.d, true))
	h.a, h.b = upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	return h
}

// launch launches the stencil from a into b, then swaps them.
func (h *haloPingPong) launch(t *testing.T) {
	require.NoError(t, h.rt.Launch(LaunchConfig{Image: h.img, Kernel: h.d.Mangled, Grid: Dim3{h.cols / 8, h.rows / 8, 1}, Block: Dim3{8, 8, 1},
		Args: [][]byte{pArg(h.b), pArg(h.a), i32arg(int32(h.rows)), i32arg(int32(h.cols))}}))
	h.a, h.b = h.b, h.a
}

// runHalo launches the halo stencil iters times over a rows x cols grid
// of floats (blocks of 8 x 8) and returns the kernel's statistics.
func runHalo(t *testing.T, cfg Config, halo int64, rows, cols, iters int) (KernelStats, *Runtime) {
	rt, err := New(cfg)
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(testContainer(t))
	d := haloDesc(halo)
	require.NoError(t, rt.RegisterKernel(d, true))
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	for it := 0; it < iters; it++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
			Args: [][]byte{pArg(b), pArg(a), i32arg(int32(rows)), i32arg(int32(cols))}}))
		a, b = b, a
	}
	st := rt.Stats()
	require.Len(t, st.Kernels, 1)
	return st.Kernels[0], rt
}

func TestAdaptiveSplit(t *testing.T) {
	const rows, cols, iters = 1024, 1024, 5
	// 16384 blocks; a halo of 64 rows is 256 KiB per neighbour, 0.26 ms
	// at 1 GB/s.
	for _, tc := range []struct {
		name     string
		split    string
		perBlock time.Duration
		halo     int64
		notSplit int64 // launches kept on one device
		reason   string
		unprobed bool // too short whatever its copies cost: no link is asked
		start    time.Duration
		floor    bool  // the backend states the kernels' start
		gpus     []int // the devices' GPUs (nil: each its own)
	}{
		// 0.33 ms on one device; split: 0.08 ms plus 0.5 ms of halos
		// (the second launch). Once device 0 holds everything, a split
		// would move each part's rows too: parts 1 and 2 need 384 rows of
		// 4 KiB, part 3 320 rows (the reason of the last launch).
		{name: "small kernel, big halo", perBlock: 20 * time.Nanosecond, halo: 64, notSplit: iters - 1,
			reason: "not split: moving 4.25 MiB over the links (1.58 ms) costs more than the 231 µs it saves"},
		// 33 ms on one device: the halos are worth moving.
		{name: "big kernel", perBlock: 2 * time.Microsecond, halo: 64},
		// Too short for launch costs of 5 µs per part.
		{name: "tiny kernel", perBlock: time.Nanosecond, halo: 1, notSplit: iters - 1, unprobed: true,
			reason: "not split: the kernel runs 16.4 µs on one device, too short for 4 devices to gain (5 µs to launch each part)"},
		// A kernel that takes 6 µs to start on its device: a part of a
		// quarter of its blocks takes 10.1 µs, the whole 22.4 µs. Taken
		// per block, a part's time makes the whole 40.4 µs and every
		// split pays; with the start known, none does.
		{name: "kernel start", perBlock: time.Nanosecond, halo: 1, start: 6 * time.Microsecond, floor: true, notSplit: iters - 1, unprobed: true,
			reason: "not split: the kernel runs 22.4 µs on one device, too short for 4 devices to gain (5 µs to launch each part)"},
		{name: "kernel start taken per block", perBlock: time.Nanosecond, halo: 1, start: 6 * time.Microsecond},
		// Logical devices of one GPU run their parts together: however
		// long the kernel, a split over them gains nothing, and no link
		// is asked. Over two GPUs it halves the kernel's time.
		{name: "big kernel, one GPU", perBlock: 2 * time.Microsecond, halo: 64, gpus: []int{0, 0, 0, 0}, notSplit: iters - 1, unprobed: true,
			reason: "not split: its 4 devices are logical devices of one GPU, whose parts run together: split, the kernel would take no less than its 32.8 ms on one device (5 µs to launch each part)"},
		{name: "big kernel, two GPUs", perBlock: 2 * time.Microsecond, halo: 64, gpus: []int{3, 3, 1, 1}},
		{name: "always", split: "always", perBlock: 20 * time.Nanosecond, halo: 64},
		{name: "never", split: "never", perBlock: 2 * time.Microsecond, halo: 64, reason: "MGPU_SPLIT=never"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			be := newTimedBackend(4, tc.perBlock)
			be.perByte = 1e-9 // 1 GB/s
			be.start, be.gpus = tc.start, tc.gpus
			if tc.start > 0 { // a GPU's own memory: copies cost next to nothing
				be.perByte, be.perCopy = 1e-12, 1e-7
			}
			if tc.floor {
				be.floor = kernelFloor{start: tc.start.Seconds()}
			}
			k, rt := runHalo(t, Config{Backend: be, Split: tc.split}, tc.halo, rows, cols, iters)
			require.Equal(t, tc.notSplit, k.NotSplit)
			switch {
			case tc.split == "never":
				require.Equal(t, "none", k.Split)
				require.Equal(t, tc.reason, k.Reason)
			case tc.notSplit == 0:
				require.Equal(t, "y", k.Split)
				require.Empty(t, k.Adaptive)
			default:
				// The first launch splits (nothing measured yet), the
				// others stay on device 0 and say why.
				require.Equal(t, "y", k.Split)
				require.Equal(t, tc.reason, k.Adaptive)
				var out strings.Builder
				Stats{Kernels: []KernelStats{k}}.WriteTable(&out)
				require.Contains(t, out.String(), "4 of 5 launches "+tc.reason)
			}
			// Links are probed once per pair copied over, and only when
			// the model runs.
			require.LessOrEqual(t, be.probes, 12)
			if tc.split != "" {
				require.Zero(t, be.probes)
			}
			if tc.unprobed {
				require.Zero(t, be.probes)
			} else if tc.notSplit > 0 {
				st := rt.Stats()
				require.Len(t, st.Links, be.probes)
				require.InDelta(t, 1.0, st.Links[0].GBps, 1e-9)
				require.InDelta(t, 10.0, st.Links[0].LatencyUS, 1e-9)
			}
		})
	}
}

// TestAdaptiveVerdictKept: a kernel the model keeps whole, launched over
// and over with its buffers held as before (a ping-pong of two, the
// second launch after each holding them as the one before it did), takes
// its plan's earlier verdict without asking the trackers, and decides as
// when it asked them (the reason of TestAdaptiveSplit's small kernel).
// A launch whose trackers changed (a buffer copied in from the host), or
// whose kernel's time did, is weighed again, and both split.
func TestAdaptiveVerdictKept(t *testing.T) {
	const rows, cols = 1024, 1024
	be := newTimedBackend(4, 20*time.Nanosecond)
	be.perByte = 1e-9
	h := newHaloPingPong(t, be, rows, cols)
	rt := h.rt
	launch := func() KernelStats {
		h.launch(t)
		return rt.Stats().Kernels[0]
	}
	var k KernelStats
	for range 12 {
		k = launch()
	}
	require.Equal(t, int64(11), k.NotSplit)
	require.Equal(t, "not split: moving 4.25 MiB over the links (1.58 ms) costs more than the 231 µs it saves", k.Adaptive)
	hits := rt.adapt.verdictHits
	require.GreaterOrEqual(t, hits, int64(6), "launches 7 to 12 repeat launches 5 and 6")

	// The input copied in anew is only the host's: the unsplit launch
	// would copy it too, so the split pays.
	require.NoError(t, rt.MemcpyHtoD(h.a, f32bytes(make([]float32, rows*cols))))
	k = launch()
	require.Equal(t, hits, rt.adapt.verdictHits, "the input's tracker changed: weighed again")
	require.Equal(t, int64(11), k.NotSplit)
	for range 8 {
		k = launch()
	}
	require.Equal(t, int64(19), k.NotSplit)
	hits = rt.adapt.verdictHits
	require.Greater(t, hits, int64(6))

	be.perBlock = 2 * time.Microsecond // measured by the next launch, decided from 20 ns
	k = launch()
	require.Equal(t, int64(20), k.NotSplit)
	require.Equal(t, hits+1, rt.adapt.verdictHits)
	k = launch()
	require.Equal(t, int64(20), k.NotSplit, "33 ms on one device: the halos are worth moving")
	require.Equal(t, hits+1, rt.adapt.verdictHits)
}

// TestAdaptiveUnsplitReason: a kernel kept on one device from
// its second launch on reports the model's reason as the kernel's.
func TestAdaptiveUnsplitReason(t *testing.T) {
	be := newTimedBackend(4, time.Nanosecond)
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(testContainer(t))
	d := haloDesc(1)
	require.NoError(t, rt.RegisterKernel(d, true))
	a, b := upload(t, rt, make([]float32, 64*64)), upload(t, rt, make([]float32, 64*64))
	// Measured before: the kernel never splits.
	be.last[d.Mangled] = kernelTiming{Time: time.Microsecond, Blocks: 64, Seq: 1}
	be.seq = 1
	for it := 0; it < 3; it++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{8, 8, 1}, Block: Dim3{8, 8, 1},
			Args: [][]byte{pArg(b), pArg(a), i32arg(64), i32arg(64)}}))
	}
	k := rt.Stats().Kernels[0]
	require.Equal(t, "none", k.Split)
	require.Equal(t, int64(3), k.NotSplit)
	require.True(t, strings.HasPrefix(k.Reason, "not split: the kernel runs "), k.Reason)
	require.Equal(t, k.Adaptive, k.Reason)
}

// TestAdaptiveNullSplits: the null backend measures nothing, so every
// launch splits (the runtime-cost benchmarks rely on it).
func TestAdaptiveNullSplits(t *testing.T) {
	k, _ := runHalo(t, Config{Backend: NewNullBackend(4), Split: "adaptive"}, 64, 256, 256, 3)
	require.Equal(t, "y", k.Split)
	require.Zero(t, k.NotSplit)
}

// TestAdaptiveLinkOverride: MGPU_LINK replaces the probe for every link.
// TestProbesNotTheRuntimes: the time a launch spends timing links is
// the backend's, not the runtime's own, which the host's time per launch
// (hostIssue: whether an interior pays) is judged by.
func TestProbesNotTheRuntimes(t *testing.T) {
	be := newTimedBackend(4, 20*time.Nanosecond)
	be.probe = 20 * time.Millisecond
	k, _ := runHalo(t, Config{Backend: be}, 64, 1024, 1024, 3)
	require.Positive(t, be.probes)
	require.Less(t, k.RuntimeNS, int64(be.probe), "%d probes of %v", be.probes, be.probe)
}

func TestAdaptiveLinkOverride(t *testing.T) {
	be := newTimedBackend(4, 20*time.Nanosecond)
	k, _ := runHalo(t, Config{Backend: be, Link: "1,10"}, 64, 1024, 1024, 3)
	require.Zero(t, be.probes)
	require.Equal(t, int64(2), k.NotSplit)
	be = newTimedBackend(4, 20*time.Nanosecond)
	k, _ = runHalo(t, Config{Backend: be, Link: "1000,1"}, 64, 1024, 1024, 3)
	require.Zero(t, be.probes)
	require.Zero(t, k.NotSplit)
}

func TestAdaptiveConfigErrors(t *testing.T) {
	for _, cfg := range []Config{{Split: "sometimes"}, {Link: "fast"}, {Link: "0,10"}, {Link: "25"}, {Link: "25,-1"}, {Link: "25,10,5,1"},
		{Link: "25,10;0-0=1,1"}, {Link: "25,10;0-1"}, {Link: "25,10;x-1=1,1"}, {Link: "25,10;0-1=1,1,5"}} {
		cfg.Backend = NewNullBackend(2)
		_, err := New(cfg)
		require.Error(t, err, "%+v", cfg)
		require.Equal(t, ErrorInitializationError, CodeOf(err))
		require.Contains(t, err.Error(), "MGPU_")
	}
	for _, s := range []string{"", "adaptive", "always", "never", " never "} {
		rt, err := New(Config{Backend: NewNullBackend(2), Split: s, Link: "25,10,5;0-1 2-3=50,1"})
		require.NoError(t, err, s)
		rt.Close()
	}
}

// TestAdaptiveResultsOnSim: the stencil on simulated devices gives the
// same bytes whether its launches split or not; the simulator's modelled
// times keep this small grid on one device after its first launch.
func TestAdaptiveResultsOnSim(t *testing.T) {
	const rows, cols, iters = 37, 29, 6
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	want := stencilWant(init, rows, cols, iters)
	for _, mode := range []string{"adaptive", "always", "never"} {
		rt, err := New(Config{Backend: NewSimBackend(4, simOptions()), Split: mode})
		require.NoError(t, err)
		img := rt.AddImage(testContainer(t))
		require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		for it := 0; it < iters; it++ {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{(cols + 7) / 8, (rows + 7) / 8, 1}, Block: Dim3{8, 8, 1},
				Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		require.Equal(t, want, download(t, rt, a, rows*cols), mode)
		k := rt.Stats().Kernels[0]
		switch mode {
		case "adaptive":
			require.Equal(t, int64(iters-1), k.NotSplit, k.Adaptive)
		case "always":
			require.Zero(t, k.NotSplit)
			require.Equal(t, "y", k.Split)
		case "never":
			require.Equal(t, "none", k.Split)
		}
		require.NoError(t, rt.Close())
	}
}

// TestAdaptiveSteadyStateAllocates: the model's look at the trackers
// allocates nothing once a kernel's launches repeat, split or not.
func TestAdaptiveSteadyStateAllocates(t *testing.T) {
	for _, perBlock := range []time.Duration{2 * time.Microsecond, 20 * time.Nanosecond} {
		be := newTimedBackend(4, perBlock)
		be.perByte = 1e-9
		_, rt := runHalo(t, Config{Backend: be}, 64, 1024, 1024, 4)
		img := rt.images[0]
		a, b := DevPtr(0), DevPtr(0)
		rt.buffers.Ascend(func(buf *buffer) bool {
			if a == 0 {
				a = buf.base
			} else {
				b = buf.base
			}
			return true
		})
		args := [][]byte{pArg(a), pArg(b), i32arg(1024), i32arg(1024)}
		lc := LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{128, 128, 1}, Block: Dim3{8, 8, 1}, Args: args}
		require.NoError(t, rt.Launch(lc))
		k := &rt.kernels[lc.Kernel].cost
		allocs := testing.AllocsPerRun(20, func() {
			require.NoError(t, rt.Launch(lc))
		})
		require.Zero(t, allocs, "per block %v (reason %q)", perBlock, k.reason)
	}
}

// TestAdaptiveHysteresis: a kernel whose split and unsplit predictions
// alternate within a few per cent of each other (an elementwise kernel
// that copies nothing, its one-device time measured alternately 3.5 %
// under and over the break-even of 4 launches of 1 ms against one)
// keeps its first decision; a measurement that makes splitting 25 %
// faster changes it.
func TestAdaptiveHysteresis(t *testing.T) {
	const rows, cols = 1024, 1024 // 16384 blocks of 8 x 8
	be := newTimedBackend(4, 0)
	rt, err := New(Config{Backend: be, Link: "25,10,1000"})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(testContainer(t))
	d := haloDesc(0)
	require.NoError(t, rt.RegisterKernel(d, true))
	in, out := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	launch := func(perBlock time.Duration) KernelStats {
		be.perBlock = perBlock
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
			Args: [][]byte{pArg(out), pArg(in), i32arg(rows), i32arg(cols)}}))
		return rt.Stats().Kernels[0]
	}
	// Break-even: 16384 blocks of 244 ns (4 ms) on one device against a
	// quarter of them and 4 ms of launches. The first launch is measured
	// split; the second decides from 230 ns: unsplit by 3.5 %.
	k := launch(230 * time.Nanosecond)
	require.Zero(t, k.NotSplit)
	for i := range 8 {
		k = launch([2]time.Duration{260, 230}[i%2] * time.Nanosecond)
	}
	require.Equal(t, int64(8), k.NotSplit, "the first decision kept: %s", k.Adaptive)
	require.Contains(t, k.Adaptive, "within 10 %")
	k = launch(400 * time.Nanosecond) // decided from the 230 ns before it
	require.Equal(t, int64(9), k.NotSplit)
	k = launch(400 * time.Nanosecond)
	require.Equal(t, int64(9), k.NotSplit, "split once 25 % faster")
	for range 4 {
		k = launch(260 * time.Nanosecond) // split by 3.7 %, and kept below 244 ns
	}
	k = launch(230 * time.Nanosecond)
	require.Equal(t, int64(9), k.NotSplit, "split kept: %s", k.Adaptive)
}

// TestStatedKernelTimes: on null devices, which measure nothing,
// MGPU_KERNEL_TIMES gives the adaptive model its kernel times: a kernel
// too short to split stays on one device; a split whose parts take less
// than the host's calls to issue its parts and copies (4 launches and 6
// halo copies of 5 µs) runs no interior beside its copies; one whose
// parts take milliseconds does. The first launch, whose grids only the
// host holds, splits: over links of 1 GB/s their 4 MiB would cost more
// than the split saves, but the unsplit launch copies them too.
func TestStatedKernelTimes(t *testing.T) {
	const rows, cols = 1024, 1024 // 16384 blocks of 8 x 8, 4096 per part
	for _, tc := range []struct {
		usPerBlock string
		notSplit   bool
		kernels    int // in the third launch
	}{
		{"0.0001", true, 1},
		{"0.01", false, 4}, // 41 µs per part
		{"1", false, 10},   // 4.1 ms per part: 4 interiors, 6 boundaries
	} {
		path := filepath.Join(t.TempDir(), "trace.json")
		k, rt := runHalo(t, Config{Backend: NewNullBackend(4), Link: "1,10,5", Timings: "stencil=" + tc.usPerBlock, Trace: path}, 1, rows, cols, 3)
		require.NoError(t, rt.Close()) // writes the trace
		require.Equal(t, tc.notSplit, k.NotSplit > 0, "%s µs per block: %s", tc.usPerBlock, k.Adaptive)
		kernels := 0
		for _, e := range traceOf(t, path) {
			if e.Cat == "kernel" && e.Args.Launch == 3 {
				kernels++
			}
		}
		require.Equal(t, tc.kernels, kernels, "%s µs per block", tc.usPerBlock)
	}
	_, err := New(Config{Backend: NewNullBackend(2), Timings: "stencil"})
	require.ErrorContains(t, err, "MGPU_KERNEL_TIMES")
}

// TestAdaptiveRecurringGather: a kernel too short to split on its own
// (an elementwise step of 1.6 µs), between launches of a stencil that
// splits (16 ms on one device), gathers the stencil's rows on device 0 at
// each of its launches (3 MiB, 156 µs over links of 25 GB/s). The first
// such gather may be the last, and is not weighed; once two launches in
// a row have gathered, every unsplit launch is taken to, and the short
// kernel splits from its third launch on. Launched alone over data that
// stays on device 0, it gathers once and stays whole. Where its own
// split would move halos of 64 rows over slow links (0.1 GB/s between
// devices 1, 2 and 3), it stays whole with the gather weighed, and says
// so.
func TestAdaptiveRecurringGather(t *testing.T) {
	const rows, cols, iters = 1024, 1024, 6
	for _, tc := range []struct {
		name     string
		between  bool // the stencil launched before each of its launches
		halo     int64
		link     string
		notSplit int64
		gathers  int64
		reason   string
	}{
		{name: "between", between: true, link: "25,10,5", notSplit: 2, gathers: 2},
		{name: "alone", link: "25,10,5", notSplit: iters, gathers: 1},
		{name: "slow halos", between: true, halo: 64, link: "25,10,5;1-2 2-3=0.1,10", notSplit: iters, gathers: iters,
			reason: "not split: moving 1.5 MiB over the links (5.26 ms) costs more than the 142 µs it saves, of which 156 µs gathering its inputs on device 0 (as each launch there does)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rt, err := New(Config{Backend: NewNullBackend(4), Link: tc.link, Timings: "stencil=1,scale=0.0001"})
			require.NoError(t, err)
			defer rt.Close()
			img := rt.AddImage(testContainer(t))
			stencil, scale := haloDesc(1), haloDesc(tc.halo)
			scale.Mangled, scale.Name, scale.Partitioned = "_Z5scalePfPKfii", "scale", "scale_part"
			require.NoError(t, rt.RegisterKernel(stencil, true))
			require.NoError(t, rt.RegisterKernel(scale, true))
			a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
			launch := func(d *KernelDesc, out, in DevPtr) {
				require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: d.Mangled, Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
					Args: [][]byte{pArg(out), pArg(in), i32arg(rows), i32arg(cols)}}))
			}
			if !tc.between {
				launch(stencil, b, a)
			}
			for range iters {
				if tc.between {
					launch(stencil, b, a)
				}
				launch(scale, a, b)
			}
			st := rt.Stats()
			require.Len(t, st.Kernels, 2)
			k, s := st.Kernels[0], st.Kernels[1] // by name
			require.Equal(t, "scale", k.Name)
			require.Zero(t, s.NotSplit, s.Adaptive)
			require.Equal(t, tc.notSplit, k.NotSplit, k.Adaptive)
			require.Equal(t, tc.gathers*3*rows*cols, k.Peer, "gathers of the three other parts' rows")
			if tc.reason != "" {
				require.Equal(t, tc.reason, k.Adaptive)
			}
		})
	}
}

// TestUnionSpans: the needs of a launch's parts, joined as the launch on
// one device would ask for them.
func TestUnionSpans(t *testing.T) {
	for _, tc := range []struct {
		name  string
		spans []Span
		want  []Span
	}{
		{"a row's quarters, two rows each", []Span{{192, 256, 256, 2}, {0, 64, 256, 2}, {64, 128, 256, 2}, {128, 192, 256, 2}}, []Span{{0, 256, 256, 2}}},
		{"a matrix every part reads", []Span{{0, 4096, 0, 1}, {0, 4096, 0, 1}, {0, 4096, 0, 1}}, []Span{{0, 4096, 0, 1}}},
		{"row blocks with halos", []Span{{0, 1100, 0, 1}, {900, 2100, 0, 1}, {1900, 3000, 0, 1}}, []Span{{0, 3000, 0, 1}}},
		{"blocks apart", []Span{{0, 100, 0, 1}, {200, 300, 0, 1}}, []Span{{0, 100, 0, 1}, {200, 300, 0, 1}}},
		{"other rows", []Span{{0, 64, 256, 2}, {64, 128, 256, 3}, {64, 128, 512, 2}}, []Span{{0, 64, 256, 2}, {64, 128, 256, 3}, {64, 128, 512, 2}}},
		{"wider than a row", []Span{{0, 200, 256, 4}, {100, 300, 256, 4}}, []Span{{0, 200, 256, 4}, {100, 300, 256, 4}}},
	} {
		require.Equal(t, tc.want, unionSpans(slices.Clone(tc.spans)), tc.name)
	}
}

// TestAdaptiveWeighsReductions: a split launch that reduces pays for
// combining its parts' copies through the host (each reset, read back and
// the sum written: 8 copies per reduced buffer on 4 devices, 10 µs each),
// which here costs more than the 45 µs that splitting 40 blocks of 2 µs
// saves (80 µs on one device, 20 µs and 4 launches of 5 µs split); with
// the reductions left out, it would split.
func TestAdaptiveWeighsReductions(t *testing.T) {
	const n = 5000
	rt, err := New(Config{Backend: NewNullBackend(4), Link: "1,10,5", Timings: "histo=2"})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(histoDesc(), true))
	v, bins, lowest := upload(t, rt, make([]float32, n)), upload(t, rt, make([]float32, 38)), upload(t, rt, make([]float32, 1))
	for range 2 {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5histoPKiiPjiPi", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{pArg(v), i32arg(n), pArg(bins), i32arg(37), pArg(lowest)}}))
	}
	k := rt.Stats().Kernels[0]
	require.Equal(t, int64(2), k.NotSplit, k.Adaptive)
	require.Equal(t, "not split: moving 15.8 KiB over the links (176 µs) costs more than the 45 µs it saves", k.Adaptive)
}
