package mgpu

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/model"
)

// traceOf reads an MGPU_TRACE file's timed events.
func traceOf(t *testing.T, path string) []haloEvent {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var trace struct {
		TraceEvents []haloEvent `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &trace))
	var out []haloEvent
	for _, e := range trace.TraceEvents {
		if e.Ph == "X" {
			out = append(out, e)
		}
	}
	return out
}

type haloEvent struct {
	Name string `json:"name"`
	Cat  string `json:"cat"`
	Ph   string `json:"ph"`
	TID  int    `json:"tid"`
	Args struct {
		Launch int64   `json:"launch"`
		Min    []int64 `json:"blocks_min_zyx"`
		Max    []int64 `json:"blocks_max_zyx"`
		Device *int    `json:"device"`
		From   *int    `json:"from_device"`
		Queued bool    `json:"queued"`
	} `json:"args"`
}

// TestHaloCopiesBesideInterior: on 3 simulated devices, a stencil of 8
// block rows split 2/3/3 copies each part's halo rows beside the blocks
// that do not read them: per device, "copies beside", the peer copies on
// its copies track, the interior's kernel (its rows less one next to each
// other part), then "join copies" and the boundary rows' kernels. Every
// part of every launch is launched exactly once, and the result is the
// one device's, bit for bit.
func TestHaloCopiesBesideInterior(t *testing.T) {
	const rows, cols, iters = 64, 24, 4
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%13) * 0.5
	}
	run := func(devices int, trace string) []float32 {
		rt, err := New(Config{Backend: NewSimBackend(devices, simOptions()), Trace: trace, Memory: testMemory})
		require.NoError(t, err)
		img := rt.AddImage(testContainer(t))
		require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		for range iters {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
				Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		out := download(t, rt, a, rows*cols)
		require.NoError(t, rt.Close())
		return out
	}
	path := filepath.Join(t.TempDir(), "trace.json")
	require.Equal(t, run(1, ""), run(3, path))
	require.Equal(t, stencilWant(init, rows, cols, iters), run(3, ""))

	// Per launch and device: the order of its events, and the rows of
	// each kernel it ran.
	type step struct {
		what     string
		min, max int64
	}
	steps := map[int64]map[int][]step{}
	launch := int64(0)
	for _, e := range traceOf(t, path) {
		dev := e.TID
		switch {
		case e.Cat == "kernel":
			launch = e.Args.Launch
			if steps[launch] == nil {
				steps[launch] = map[int][]step{}
			}
			steps[launch][dev] = append(steps[launch][dev], step{"kernel", e.Args.Min[1], e.Args.Max[1]})
			continue
		case e.Cat == "copy" && e.Args.From != nil && e.TID >= 64:
			require.NotNil(t, e.Args.Device)
			require.Equal(t, copiesTrack(*e.Args.Device), e.TID)
			dev = *e.Args.Device
		case e.Cat == "copy" && e.Args.From != nil:
		case e.Cat == "sync":
		default:
			continue
		}
		// Copies and "copies beside" come before the launch's kernels,
		// "join copies" after its interiors.
		l := launch + 1
		if e.Name == "join copies" {
			l = launch
		}
		if steps[l] == nil {
			steps[l] = map[int][]step{}
		}
		what := e.Name
		if e.Cat == "copy" && e.TID >= 64 {
			what = "copy beside"
		}
		steps[l][dev] = append(steps[l][dev], step{what: what})
	}
	parts := [3][2]int64{{0, 2}, {2, 5}, {5, 8}}
	for l := int64(2); l <= iters; l++ {
		for dev, rs := range parts {
			want := []step{{what: "copies beside"}}
			lo, hi := rs[0], rs[1]
			if dev > 0 {
				want = append(want, step{what: "copy beside"})
				lo++
			}
			if dev < 2 {
				want = append(want, step{what: "copy beside"})
				hi--
			}
			want = append(want, step{"kernel", lo, hi}, step{what: "join copies"})
			if dev > 0 {
				want = append(want, step{"kernel", rs[0], lo})
			}
			if dev < 2 {
				want = append(want, step{"kernel", hi, rs[1]})
			}
			require.Equal(t, want, steps[l][dev], "launch %d, device %d", l, dev)
		}
	}
}

// TestExchangeCopiesBeside: in an all-to-all exchange (every part reads
// the whole buffer, each device wrote a block of it) no part has an
// interior, yet each device's copies in run on its copy queue, none
// waiting for another device's: per device "copies beside", its 3 copies
// on its copies track, "join copies", then its whole part.
func TestExchangeCopiesBeside(t *testing.T) {
	const devices, n = 4, exchangeDevices * exchangeBlock / 4
	path := filepath.Join(t.TempDir(), "trace.json")
	rt, err := New(Config{Backend: NewNullBackend(devices), Trace: path})
	require.NoError(t, err)
	_, launch := exchange(t, rt, devices, n)
	launch()
	require.NoError(t, rt.Close())
	order := map[int][]string{}
	for _, e := range traceOf(t, path) {
		dev := e.TID
		what := e.Name
		if e.Cat == "copy" {
			require.GreaterOrEqual(t, e.TID, 64, "a peer copy off the copies track")
			dev, what = *e.Args.Device, "copy beside"
		}
		if e.Cat == "kernel" {
			per := int64(n / min(n/devices, 256) / devices) // blocks per part (exchange)
			require.Equal(t, []int64{int64(dev) * per, int64(dev+1) * per}, []int64{e.Args.Min[2], e.Args.Max[2]})
		}
		order[dev] = append(order[dev], what)
	}
	for d := range devices {
		require.Equal(t, []string{"copies beside", "copy beside", "copy beside", "copy beside", "join copies", "gather"}, order[d], "device %d", d)
	}
}

// TestInteriorOnlyWhereItPays: halo copies that take less than the
// boundary's extra launches (MGPU_LINK: 1 µs per copy, 5 µs per launch)
// run beside the parts, which then launch whole once they are in.
func TestInteriorOnlyWhereItPays(t *testing.T) {
	const rows, cols = 64, 24
	path := filepath.Join(t.TempDir(), "trace.json")
	rt, err := New(Config{Backend: NewSimBackend(3, simOptions()), Trace: path, Link: "25,1,5"})
	require.NoError(t, err)
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	for range 2 {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
			Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
		a, b = b, a
	}
	require.NoError(t, rt.Close())
	parts := map[int64][][2]int64{}
	joins := 0
	for _, e := range traceOf(t, path) {
		switch {
		case e.Cat == "kernel":
			parts[e.Args.Launch] = append(parts[e.Args.Launch], [2]int64{e.Args.Min[1], e.Args.Max[1]})
		case e.Name == "join copies":
			joins++
		}
	}
	require.Equal(t, [][2]int64{{0, 2}, {2, 5}, {5, 8}}, parts[2])
	// The second launch's copies into all three devices (the first's
	// parts copy their inputs from the host).
	require.Equal(t, 3, joins)
}

// TestInteriorNotWhereTheHostBounds: where the kernel's measured time per
// part is less than the host's time to issue every part's launch (here
// 1 ns per block against 5 µs per launch), the parts run whole after their
// copies, however long the copies take. At 1 s per block they run their
// interiors beside them, however long a loaded machine makes the host's
// time per launch (at 1 ms per block, a first launch's on a machine busy
// with three test runs made it host-bound too).
func TestInteriorNotWhereTheHostBounds(t *testing.T) {
	const rows, cols = 64, 24
	for _, perBlock := range []float64{1e-9, 1} {
		path := filepath.Join(t.TempDir(), "trace.json")
		rt, err := New(Config{Backend: NewSimBackend(3, simOptions()), Trace: path, Link: "25,10,5"})
		require.NoError(t, err)
		img := rt.AddImage(testContainer(t))
		require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
		rt.kernels["_Z7stencilPfPKfii"].cost = kernelCost{perBlock: perBlock, known: true}
		a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
		for range 2 {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
				Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		require.NoError(t, rt.Close())
		kernels := 0
		for _, e := range traceOf(t, path) {
			if e.Cat == "kernel" && e.Args.Launch == 2 {
				kernels++
			}
		}
		want := 3 + 4 // interiors, and a boundary per side another part lies on
		if perBlock < 1e-6 {
			want = 3
		}
		require.Equal(t, want, kernels, "%g s per block", perBlock)
	}
}

// TestCopiesReadByAll: a part whose copies bring a buffer every part
// needs alike (a vector read whole) has no interior to run beside them,
// found without enumerating the interiors; one whose copies bring only
// its halo rows may have one.
func TestCopiesReadByAll(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(3)})
	require.NoError(t, err)
	defer rt.Close()
	var bufs [2]*buffer
	for i := range bufs {
		ptr, err := rt.Malloc(4096)
		require.NoError(t, err)
		bufs[i], _, _ = rt.resolve(ptr)
		rt.scratch.ptrs = append(rt.scratch.ptrs, ptrArg{buf: bufs[i]})
	}
	k := &kernel{pointers: []Param{ptrParam(Access{}, Access{}), ptrParam(Access{}, Access{})}}
	vector := []Span{{0, 1024, 0, 1}}
	p := &plan{}
	for dev := range 3 {
		rows := []Span{{int64(dev)*256 - 64, int64(dev+1)*256 + 64, 0, 1}} // a row block and its halo rows
		p.parts = append(p.parts, part{dev: dev, access: []accessPlan{{need: rows}, {need: vector}}})
	}
	g := &rt.scratch.gather
	g.deferred = []deferredCopy{
		{b: bufs[0], s: Span{192, 256, 0, 1}, to: 1, from: 0}, // device 1: a halo row
		{b: bufs[0], s: Span{512, 576, 0, 1}, to: 1, from: 2}, // and the other
		{b: bufs[1], s: Span{0, 4096, 0, 1}, to: 2, from: 0}}  // device 2: the vector
	g.copies = [][2]int{{0, 0}, {0, 2}, {2, 3}}
	require.False(t, rt.copiesReadByAll(k, p, 0), "no copies")
	require.False(t, rt.copiesReadByAll(k, p, 1), "halo rows alone")
	require.True(t, rt.copiesReadByAll(k, p, 2), "the vector every part reads")
	p.parts[0].access[1].need = nil
	require.True(t, rt.copiesReadByAll(k, p, 2), "the vector every part that reads it reads (part 0 does not)")
	p.parts[1].access[1].need = []Span{{0, 512, 0, 1}}
	require.False(t, rt.copiesReadByAll(k, p, 2), "half the vector on device 1")
	p.parts = p.parts[2:]
	require.False(t, rt.copiesReadByAll(k, p, 0), "a part alone")
}

// launchCounter counts each device's kernel launches.
type launchCounter struct {
	Backend
	launches []int
}

func (b *launchCounter) Launch(dev int, m Module, kernel string, grid, block Dim3, shared int, args [][]byte) error {
	b.launches[dev]++
	return b.Backend.Launch(dev, m, kernel, grid, block, shared, args)
}

// TestIdlePartsNotLaunched: a split launch's parts whose blocks touch
// nothing (here all but the first's: the kernel writes the first two of
// eight blocks) are not launched, unless the code may print, assert,
// trap or allocate, or the image has variables, which the analysis does
// not describe; a launch whose parts are all idle runs its first, which
// reports what the kernel's launch reports. The code is read only where
// a part is idle (reading it is most of a one-device launch's cost).
func TestIdlePartsNotLaunched(t *testing.T) {
	head := func(blocks int64) *KernelDesc {
		return &KernelDesc{Mangled: "_Z4headPf", Name: "head", Partitioned: "head_part", Split: SplitX, Params: []Param{
			ptrParam(Access{}, enumAccess(func(box *[12]int64, _ []int64, out []Range) int64 {
				lo, hi := boxRows(box, 2, blocks*64) // blocks of 64 threads, the first ones
				if lo >= hi {
					return 0
				}
				if len(out) > 0 {
					out[0] = Range{lo, hi}
				}
				return 1
			}))}}
	}
	for _, c := range []struct {
		ptx      string
		vars     bool
		desc     *KernelDesc
		launches []int
		read     bool // the image's code was read
	}{
		{"ld.global.f32 %f1, [%rd1];", false, head(2), []int{1, 0, 0, 0}, true},
		{"call.uni (retval0), vprintf, (param0, param1);", false, head(2), []int{1, 1, 1, 1}, true},
		{"trap;", false, head(2), []int{1, 1, 1, 1}, true},
		{"ld.global.f32 %f1, [%rd1];", true, head(2), []int{1, 1, 1, 1}, false},
		{"ld.global.f32 %f1, [%rd1];", false, head(0), []int{1, 0, 0, 0}, true},
		{"trap;", false, head(8), []int{1, 1, 1, 1}, false},
	} {
		desc := c.desc
		be := &launchCounter{Backend: NewNullBackend(4), launches: make([]int, 4)}
		rt, err := New(Config{Backend: be})
		require.NoError(t, err)
		img := rt.AddImage(&model.Container{PTX: []byte(c.ptx)})
		if c.vars {
			rt.RegisterVar(img, 0x1000, "counter", 4, false, nil)
		}
		require.NoError(t, rt.RegisterKernel(desc, true))
		buf, err := rt.Malloc(4 * 512)
		require.NoError(t, err)
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: Dim3{8, 1, 1}, Block: Dim3{64, 1, 1}, Args: [][]byte{pArg(buf)}}))
		require.Equal(t, c.launches, be.launches, "%q, variables %v", c.ptx, c.vars)
		require.Equal(t, c.read, img.quiet != 0, "%q, variables %v", c.ptx, c.vars)
		require.NoError(t, rt.Close())
	}
}
