package mgpu

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/cuda"
	"mgpucc/mgpu/sim"
)

func TestParseDevices(t *testing.T) {
	for _, tc := range []struct {
		in    string
		ids   []int
		count int
		bad   bool
	}{
		{"", nil, 0, false},
		{"8", nil, 8, false},
		{" 3 ", nil, 3, false},
		{"0,0,1,1", []int{0, 0, 1, 1}, 4, false},
		{"0, 2", []int{0, 2}, 2, false},
		{"0", []int{0}, 1, false}, // GPU 0 alone: gpu-check.sh's 1-device run
		{"2,", []int{2}, 1, false},
		{" 0 , ", []int{0}, 1, false},
		{"0,0,0", []int{0, 0, 0}, 3, false},
		{"00", nil, 0, true},
		{",", nil, 0, true},
		{"1,2,", nil, 0, true},
		{"64", nil, 0, true}, // bit 63 of a holder set is the host's
		{"65", nil, 0, true},
		{"-1,0", nil, 0, true},
		{"a", nil, 0, true},
		{"1,,2", nil, 0, true},
	} {
		ids, count, err := parseDevices(tc.in)
		if tc.bad {
			require.Error(t, err, tc.in)
			require.Contains(t, err.Error(), "MGPU_DEVICES", tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		require.Equal(t, tc.ids, ids, tc.in)
		require.Equal(t, tc.count, count, tc.in)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, cfg := range []Config{
		{Kind: "sim", Devices: "x"},
		{Kind: "gpu"},
		{Kind: "sim", Debug: "fast"},
	} {
		_, err := New(cfg)
		require.Error(t, err, "%+v", cfg)
		require.Equal(t, ErrorInitializationError, CodeOf(err), "%+v", cfg)
	}
	// auto falls back to the simulator with a notice when there is no GPU.
	var log bytes.Buffer
	rt, err := New(Config{Kind: "auto", Devices: "3", Log: &log})
	require.NoError(t, err)
	defer rt.Close()
	if rt.BackendName() == "sim" {
		require.Equal(t, 3, rt.Devices())
		require.Regexp(t, `^mgpu: no CUDA device \(.+\); using 3 simulated devices\n$`, log.String())
	}
}

// countingBackend wraps a backend, counts live allocations and fails
// Malloc on one device.
type countingBackend struct {
	Backend
	failOn int
	live   int
}

func (b *countingBackend) Malloc(dev int, size int64) (DevPtr, error) {
	if dev == b.failOn {
		return 0, errors.New("device full")
	}
	p, err := b.Backend.Malloc(dev, size)
	if err == nil {
		b.live++
	}
	return p, err
}

func (b *countingBackend) Free(dev int, p DevPtr) error {
	b.live--
	return b.Backend.Free(dev, p)
}

func TestOutOfMemoryOnOneDevice(t *testing.T) {
	be := &countingBackend{Backend: NewNullBackend(4), failOn: 2}
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	_, err = rt.Malloc(1000)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.Contains(t, err.Error(), "device 2")
	require.Zero(t, be.live, "the instances on devices 0 and 1 are freed")
	require.Zero(t, rt.Allocated())
	// The simulator's own limit is reported the same way.
	rt2, err := New(Config{Backend: NewSimBackend(2, simOptions())})
	require.NoError(t, err)
	defer rt2.Close()
	_, err = rt2.Malloc(1 << 40)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
}

func TestMemoryErrors(t *testing.T) {
	rt, _ := testRuntime(t, 3)
	p, err := rt.Malloc(100)
	require.NoError(t, err)
	buf := make([]byte, 101)
	for _, err := range []error{
		rt.MemcpyHtoD(p, buf),
		rt.MemcpyHtoD(p+50, buf[:51]),
		rt.MemcpyDtoH(buf, p),
		rt.MemcpyDtoD(p, p+1, 100),
		rt.Memset(p+1, 0, 100),
	} {
		require.Equal(t, ErrorInvalidValue, CodeOf(err), "%v", err)
		require.Contains(t, err.Error(), "past the end")
	}
	require.Equal(t, ErrorInvalidValue, CodeOf(func() error { _, err := rt.Malloc(-1); return err }()))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.MemcpyHtoD(0x1234, buf)))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(p+8)))
	require.NoError(t, rt.Free(p))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(p)))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.MemcpyDtoH(buf[:4], p)))
	require.Equal(t, ErrorInvalidSymbol, CodeOf(rt.MemcpyToSymbol(0x99, buf[:4], 0)))
	require.Zero(t, rt.Allocated())
}

func TestLaunchErrors(t *testing.T) {
	rt, img := testRuntime(t, 4)
	const n = 256
	x, y := upload(t, rt, make([]float32, n)), upload(t, rt, make([]float32, n))
	saxpy := func(grid, block Dim3, args ...[]byte) error {
		return rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: grid, Block: block, Args: args})
	}
	g, b := Dim3{2, 1, 1}, Dim3{128, 1, 1}
	require.Equal(t, ErrorInvalidConfiguration, CodeOf(saxpy(Dim3{0, 1, 1}, b, i32arg(n), f32arg(1), pArg(x), pArg(y))))
	require.Equal(t, ErrorInvalidConfiguration, CodeOf(saxpy(g, Dim3{64, 32, 1}, i32arg(n), f32arg(1), pArg(x), pArg(y))))
	require.Equal(t, ErrorInvalidValue, CodeOf(saxpy(g, b, i32arg(n), f32arg(1), pArg(x))))
	err := saxpy(g, b, i32arg(n), f32arg(1), pArg(0xdead0000), pArg(y))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(err))
	require.Contains(t, err.Error(), "argument 2")
	err = rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7unknownv", Grid: g, Block: b})
	require.Equal(t, ErrorInvalidDeviceFunc, CodeOf(err))
	require.Contains(t, err.Error(), "_Z7unknownv")
	require.Equal(t, ErrorInvalidValue, CodeOf(rt.RegisterKernel(&KernelDesc{Mangled: "k", Split: SplitX}, true)))
	require.Equal(t, ErrorInvalidValue, CodeOf(rt.RegisterKernel(&KernelDesc{Mangled: "k", Params: []Param{
		{Kind: ParamPointer, Size: 8, ElemSize: 4, Write: Access{Pattern: AccessReplicated}}}}, true)))
	// Fields of struct arguments: inside an aggregate parameter, 1, 2, 4
	// or 8 bytes, with a slot.
	dims := []Param{{Kind: ParamOther, Size: 8, ScalarSlot: -1}, {Kind: ParamScalar, Size: 4, ScalarSlot: 0}}
	for _, f := range []Field{{Param: 1, Size: 4}, {Param: 2, Size: 4}, {Size: 3}, {Offset: 6, Size: 4}, {Size: 4, ScalarSlot: -1}} {
		require.Equal(t, ErrorInvalidValue, CodeOf(rt.RegisterKernel(&KernelDesc{Mangled: "k", Split: SplitNone, Params: dims, Fields: []Field{f}}, true)), "%+v", f)
	}
	require.NoError(t, rt.RegisterKernel(&KernelDesc{Mangled: "k", Split: SplitNone, Params: dims, Fields: []Field{{Offset: 4, Size: 4, ScalarSlot: 1}}}, true))
	// Nothing above broke the runtime.
	require.NoError(t, saxpy(g, b, i32arg(n), f32arg(1), pArg(x), pArg(y)))

	// A kernel fault is sticky until Reset, which frees every buffer.
	err = rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{1, 8, 1}, Block: Dim3{8, 8, 1},
		Args: [][]byte{pArg(y), pArg(x), i32arg(64), i32arg(8)}})
	require.Equal(t, ErrorIllegalAddress, CodeOf(err))
	require.Contains(t, err.Error(), "out-of-bounds")
	_, err2 := rt.Malloc(4)
	require.Equal(t, err, err2)
	require.NoError(t, rt.Reset())
	require.Zero(t, rt.Allocated())
	_, err = rt.Malloc(4)
	require.NoError(t, err)
}

func TestInteriorPointersAndNull(t *testing.T) {
	rt, img := testRuntime(t, 4)
	const n, off = 3000, 700
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), 1
	}
	xp, yp := upload(t, rt, x), upload(t, rt, y)
	// saxpy over the tail of the arrays, through interior pointers.
	m := n - off
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{(m + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
		Args: [][]byte{i32arg(int32(m)), f32arg(2), pArg(xp + 4*off), pArg(yp + 4*off)}}))
	got := download(t, rt, yp, n)
	for i := range got {
		want := float32(1)
		if i >= off {
			want = 2*x[i] + 1
		}
		require.Equal(t, want, got[i], "y[%d]", i)
	}
	// A NULL pointer argument is passed as NULL; with n = 0 nothing is read.
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{4, 1, 1}, Block: Dim3{32, 1, 1},
		Args: [][]byte{i32arg(0), f32arg(2), pArg(0), pArg(yp)}}))
}

func TestDebugModesAndStatsFile(t *testing.T) {
	const rows, cols = 40, 16
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i % 9)
	}
	want := make([]float32, rows*cols)
	cpuStencil(want, init, rows, cols)
	tmp := make([]float32, rows*cols)
	cpuStencil(tmp, want, rows, cols)
	want = tmp
	run := func(debug string) ([]float32, Stats) {
		statsFile := filepath.Join(t.TempDir(), "stats.json")
		rt, err := New(Config{Backend: NewSimBackend(4, simOptions()), Debug: debug, Stats: statsFile})
		require.NoError(t, err)
		img := rt.AddImage(testContainer(t))
		require.NoError(t, rt.RegisterKernel(stencilDesc(), false))
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		for it := 0; it < 2; it++ {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{2, 5, 1}, Block: Dim3{8, 8, 1},
				Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		got := download(t, rt, a, rows*cols)
		require.NoError(t, rt.Close())
		data, err := os.ReadFile(statsFile)
		require.NoError(t, err)
		var st Stats
		require.NoError(t, json.Unmarshal(data, &st))
		return got, st
	}
	got, st := run("")
	require.Equal(t, want, got)
	require.Positive(t, st.Kernels[0].Peer)
	require.Equal(t, st.Totals.Peer, st.Kernels[0].Peer)
	// a's upload goes to the parts; b's, which the first launch writes
	// over before anything reads it, never leaves the host.
	require.Equal(t, int64(rows*cols*4), st.Totals.H2D)
	require.Equal(t, int64(rows*cols*4), st.Totals.D2H)
	require.Equal(t, "y", st.Kernels[0].Split)
	require.Equal(t, 4, st.Kernels[0].Devices)
	require.Equal(t, "sim", st.Backend)
	require.Equal(t, 4, st.Devices)
	// β: the same tracking, no data moved: halos are stale, so the
	// result differs.
	got, st = run("notransfers")
	require.NotEqual(t, want, got)
	require.Zero(t, st.Totals.Peer)
	// γ: no tracking either; the trackers still say the halo rows live
	// on the neighbours, so even the download is of a different mix.
	got, st = run("nopatterns")
	require.NotEqual(t, want, got)
	require.Zero(t, st.Totals.Peer)
}

func TestConcurrentUse(t *testing.T) {
	rt, img := testRuntime(t, 3)
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func(g int) {
			for i := 0; i < 20; i++ {
				v := make([]float32, 300)
				for j := range v {
					v[j] = float32(g*1000 + i + j)
				}
				p, err := rt.Malloc(4 * 300)
				if err == nil {
					err = rt.MemcpyHtoD(p, f32bytes(v))
				}
				if err == nil {
					err = rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{3, 1, 1}, Block: Dim3{128, 1, 1},
						Args: [][]byte{i32arg(300), f32arg(0), pArg(p), pArg(p)}})
				}
				back := make([]byte, 4*300)
				if err == nil {
					err = rt.MemcpyDtoH(back, p)
				}
				if err == nil && !bytes.Equal(back, f32bytes(v)) {
					err = errors.New("data mixed up between goroutines")
				}
				if err == nil {
					err = rt.Free(p)
				}
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}(g)
	}
	for g := 0; g < 4; g++ {
		require.NoError(t, <-done)
	}
}

func TestHandDescriptorWins(t *testing.T) {
	rt, img := testRuntime(t, 2) // registers the hand-written saxpy
	gen := saxpyDesc()
	gen.Split, gen.Partitioned, gen.Reason = SplitNone, "", "generated"
	require.NoError(t, rt.RegisterKernel(gen, false))
	x, y := upload(t, rt, make([]float32, 256)), upload(t, rt, make([]float32, 256))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: gen.Mangled, Grid: Dim3{2, 1, 1}, Block: Dim3{128, 1, 1},
		Args: [][]byte{i32arg(256), f32arg(1), pArg(x), pArg(y)}}))
	st := rt.Stats()
	require.Equal(t, "x", st.Kernels[0].Split)
	// A later hand-written descriptor replaces the earlier one.
	require.NoError(t, rt.RegisterKernel(gen, true))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: gen.Mangled, Grid: Dim3{2, 1, 1}, Block: Dim3{128, 1, 1},
		Args: [][]byte{i32arg(256), f32arg(1), pArg(x), pArg(y)}}))
	require.Equal(t, "generated", rt.Stats().Kernels[0].Reason)
}

func TestStatsTable(t *testing.T) {
	rt, img := testRuntime(t, 2)
	x, y := upload(t, rt, make([]float32, 256)), upload(t, rt, make([]float32, 256))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{2, 1, 1}, Block: Dim3{128, 1, 1},
		Args: [][]byte{i32arg(256), f32arg(1), pArg(x), pArg(y)}}))
	st := rt.Stats()
	require.Equal(t, 2+2, st.Totals.Segments, "x and y: a segment per device")
	require.Positive(t, st.Totals.LaunchP50NS)
	require.Equal(t, st.Totals.LaunchMaxNS, st.Totals.RuntimeNS, "one launch")
	require.Zero(t, st.Totals.LaunchMaxLaterNS, "a kernel's first launch is not a later one")
	require.Zero(t, st.Totals.PeerCopies, "each device's halves of x and y from the host")
	require.Equal(t, st.Totals.PeerCopies, st.Kernels[0].PeerCopies)
	var out bytes.Buffer
	st.WriteTable(&out)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 4)
	require.Equal(t, "mgpu: sim backend, 2 devices", lines[0])
	require.Regexp(t, `^kernel\s+launches\s+split\s+devices\s+peer bytes\s+h2d bytes\s+d2h bytes\s+plans cached\s+runtime ms\s+reason$`, lines[1])
	// The 1 KiB uploads wait for the launch (its host-to-device bytes),
	// whose parts copy their halves of x and y from the host.
	require.Regexp(t, `^saxpy\s+1\s+x\s+2\s+0\s+2048\s+0\s+0/1\s+\d+\.\d{3}\s*$`, lines[2])
	require.Regexp(t, `^total\s+0\s+2048\s+0\s+\d+\.\d{3}\s*$`, lines[3])
}

// TestStatsLongestLaterLaunch: the longest launch but for each kernel's
// first is a second launch's time, within the longest of all; each
// launch's time is listed.
func TestStatsLongestLaterLaunch(t *testing.T) {
	rt, img := testRuntime(t, 2)
	x, y := upload(t, rt, make([]float32, 256)), upload(t, rt, make([]float32, 256))
	for range 2 {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{2, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{i32arg(256), f32arg(1), pArg(x), pArg(y)}}))
	}
	st := rt.Stats()
	tot := st.Totals
	require.Len(t, st.Kernels[0].LaunchNS, 2, "each launch's time")
	require.Equal(t, tot.RuntimeNS, st.Kernels[0].LaunchNS[0]+st.Kernels[0].LaunchNS[1])
	require.Equal(t, tot.LaunchMaxLaterNS, st.Kernels[0].LaunchNS[1])
	require.Positive(t, tot.LaunchMaxLaterNS)
	require.LessOrEqual(t, tot.LaunchMaxLaterNS, tot.LaunchMaxNS)
	require.Less(t, tot.LaunchMaxLaterNS, tot.RuntimeNS, "the second launch alone")
}

// incTwice registers d for the inc kernel on 4 devices, launches it twice
// on a Vec of 8192 floats (32 KiB: the upload is spread over the devices),
// checks the result and returns the kernel's stats.
func incTwice(t *testing.T, d *KernelDesc) KernelStats {
	rt, img := testRuntime(t, 4)
	require.NoError(t, rt.RegisterKernel(d, true))
	v := make([]float32, incLen)
	for i := range v {
		v[i] = float32(i)
	}
	p := upload(t, rt, v)
	for it := 0; it < 2; it++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z3inc3Vec", Grid: Dim3{incLen / 256, 1, 1}, Block: Dim3{256, 1, 1},
			Args: [][]byte{vecArg(uint64(p), incLen)}}))
	}
	got := download(t, rt, p, incLen)
	for i := range got {
		require.Equal(t, v[i]+2, got[i], "v[%d]", i)
	}
	return rt.Stats().Kernels[0]
}

const incLen = 8192

// vecArg is the bytes of a Vec{p, n}.
func vecArg(p uint64, n int32) []byte {
	return append(append(binary.LittleEndian.AppendUint64(nil, p), i32arg(n)...), 0, 0, 0, 0)
}

func TestPointerInAggregateRunsUnsplit(t *testing.T) {
	k := incTwice(t, incDesc())
	require.Equal(t, "none", k.Split)
	require.Equal(t, "a struct argument holds a pointer the analysis does not describe, or a described one that is not a buffer's", k.Reason)
	require.Zero(t, k.Peer, "the copy from the host went to device 0, where the launch runs")
	require.Equal(t, int64(4*incLen), k.H2D)
}

// TestPointerFieldSplit: a described pointer field is a pointer parameter:
// each device gets its own copy's address in its copy of the struct.
func TestPointerFieldSplit(t *testing.T) {
	d := incDesc()
	d.StructsDescribed = true
	d.PtrFields = []PtrField{{Param: 0, Offset: 0, Desc: Param{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1,
		Read: Access{Pattern: AccessBlocked1D}, Write: Access{Pattern: AccessBlocked1D}}}}
	k := incTwice(t, d)
	require.Equal(t, "x", k.Split)
	require.Equal(t, 4, k.Devices)
	require.Zero(t, k.Peer, "each device updates the quarter it holds")

	// A field that is no buffer's address (here unused: n is 0) cannot be
	// translated per device: the launch runs unsplit.
	rt, img := testRuntime(t, 4)
	require.NoError(t, rt.RegisterKernel(d, true))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z3inc3Vec", Grid: Dim3{incLen / 256, 1, 1}, Block: Dim3{256, 1, 1},
		Args: [][]byte{vecArg(0x1000, 0)}}))
	require.Contains(t, rt.Stats().Kernels[0].Reason, "a described one that is not a buffer's")

	// A descriptor naming a field outside its struct is refused.
	d.PtrFields[0].Offset = 16
	require.ErrorContains(t, rt.RegisterKernel(d, true), "pointer field at byte 16 of parameter 0")
}

// TestCodesAsHeader: the codes the runtime returns have the values and
// names include/cuda_runtime_api.h gives them, CUDA's own.
func TestCodesAsHeader(t *testing.T) {
	h, err := os.ReadFile(filepath.Join("..", "include", "cuda_runtime_api.h"))
	require.NoError(t, err)
	byName := map[string]Code{}
	for _, m := range regexp.MustCompile(`(?m)^\s*(cuda(?:Success|Error\w+)) = (\d+),?$`).FindAllSubmatch(h, -1) {
		v, err := strconv.Atoi(string(m[2]))
		require.NoError(t, err)
		byName[string(m[1])] = Code(v)
	}
	require.Greater(t, len(byName), 100, "the header's enum cudaError")
	for c, n := range codeNames {
		v, ok := byName[n[0]]
		require.True(t, ok, "%s is not in the header", n[0])
		require.Equal(t, c, v, n[0])
	}
}

// TestFaultCodes: a backend's failure is the error CUDA gives for it: the
// simulator's faults by their kind, the driver's codes as they are where
// the runtime has them, anything else a launch failure.
func TestFaultCodes(t *testing.T) {
	for _, c := range []struct {
		err  error
		want Code
	}{
		{&sim.LaunchError{Kind: sim.FaultAssert}, ErrorAssert},
		{fmt.Errorf("part 2: %w", &sim.LaunchError{Kind: sim.FaultAddress}), ErrorIllegalAddress},
		{&sim.LaunchError{Kind: sim.FaultMisaligned}, ErrorMisalignedAddress},
		{&sim.LaunchError{Kind: sim.FaultLaunch}, ErrorLaunchFailure},
		{&cuda.Error{Call: "cuStreamSynchronize", Code: 710, Name: "CUDA_ERROR_ASSERT"}, ErrorAssert},
		{&cuda.Error{Call: "cuStreamSynchronize", Code: 700, Name: "CUDA_ERROR_ILLEGAL_ADDRESS"}, ErrorIllegalAddress},
		{&cuda.Error{Call: "cuMemcpyPeerAsync", Code: 2, Name: "CUDA_ERROR_OUT_OF_MEMORY"}, ErrorLaunchFailure},
		{errors.New("lost"), ErrorLaunchFailure},
	} {
		assert.Equal(t, c.want, faultCode(c.err), "%v", c.err)
	}
}
