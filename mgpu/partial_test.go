package mgpu

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/sim"
)

// TestStencilLargerThanOneDevice: a stencil whose two grids (256 KiB
// each) do not fit one simulated device of 320 KiB runs on four, each
// holding its quarter of each grid and the pages of its halo rows, with
// the same result and the same halo copies as whole instances would give;
// whole instances cannot even be allocated.
func TestStencilLargerThanOneDevice(t *testing.T) {
	const rows, cols, iters, limit = 256, 256, 5, 320 << 10
	opts := sim.Options{MemLimit: limit, Workers: 2}
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}

	rt, _ := testRuntimeWith(t, 4, opts, "whole")
	upload(t, rt, init)
	_, err := rt.Malloc(4 * rows * cols)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err), "whole instances of both grids need 512 KiB per device")

	rt, img := testRuntimeWith(t, 4, opts, "auto")
	require.Equal(t, int64(4*limit), rt.Info().TotalMem, "the program's one device has the memory of the four")
	got, peerBefore := runStencil(t, rt, img, init, rows, cols, iters)
	require.Equal(t, stencilWant(init, rows, cols, iters), got)
	st := rt.Stats()
	require.Equal(t, int64(2*3*cols*4), st.Totals.Peer-peerBefore, "one halo row from each neighbour per boundary")
	require.Equal(t, int64(2), st.Memory.PartialBuffers)
	require.Equal(t, int64(sim.DefaultPageSize), st.Memory.PageBytes)
	// A quarter of each grid (64 rows of 1 KiB), and a page of 4 rows for
	// each halo row; the middle devices have two halos. (The gather of
	// the result copies nothing between devices.)
	quarter, page := int64(64<<10), int64(4<<10)
	require.Equal(t, []int64{2 * (quarter + page), 2 * (quarter + 2*page), 2 * (quarter + 2*page), 2 * (quarter + page)}, st.Memory.PeakBytes)
	require.Zero(t, st.Memory.ReclaimedBytes)
	require.Equal(t, int64(2*4*rows*cols), st.Memory.AllocatedBytes)
	require.Equal(t, int64(4*rows*cols), st.Memory.LargestBuffer)
	require.Equal(t, []float64{136.0 / 512, 144.0 / 512, 144.0 / 512, 136.0 / 512}, st.Memory.MappedRatio, "KiB of the grids' 512")
}

// TestMemoryInTableAndTrace: the statistics table gives each device's peak
// and its share of the buffers' bytes, and MGPU_TRACE a counter track of
// each device's mapped bytes beside the rest of the buffers' bytes, and
// one of their ratio.
func TestMemoryInTableAndTrace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.json")
	rt, err := New(Config{Backend: NewSimBackend(2, simOptions()), Memory: "partial", Trace: path})
	require.NoError(t, err)
	p, err := rt.Malloc(64 << 10)
	require.NoError(t, err)
	require.NoError(t, rt.Memset(p, 1, 64<<10)) // 32 KiB on each device
	q, err := rt.Malloc(64 << 10)
	require.NoError(t, err)
	require.NoError(t, rt.Memset(q, 2, 4<<10)) // a page on device 0
	var table strings.Builder
	rt.Stats().WriteTable(&table)
	require.Contains(t, table.String(), "mgpu: 2 buffers with partial instances (pages of 4 KiB); device memory used at most, MiB (of the buffers' 0.125): 0.0352 (0.28), 0.0312 (0.25)\n")
	require.NoError(t, rt.Close())

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var file struct{ TraceEvents []traceEvent }
	require.NoError(t, json.Unmarshal(data, &file))
	last := map[string]map[string]any{}
	for _, e := range file.TraceEvents {
		if e.Ph == "C" {
			last[e.Name] = e.Args
		}
	}
	require.Equal(t, map[string]any{"mapped_bytes": float64(36 << 10), "unmapped_bytes": float64(92 << 10)}, last["device 0 memory"])
	require.Equal(t, map[string]any{"mapped_bytes": float64(32 << 10), "unmapped_bytes": float64(96 << 10)}, last["device 1 memory"])
	require.Equal(t, map[string]any{"ratio": 0.25}, last["device 1 mapped / allocated"])
}

// saxpyAllDesc is saxpy described as reading all of x: each part then
// holds all of x, a copy every other part holds too.
func saxpyAllDesc() *KernelDesc {
	d := saxpyDesc()
	d.Params[2].Read = Access{Pattern: AccessAll}
	return d
}

// TestPartialReclaim: a device short of memory gives back pages whose
// bytes another device holds too and that the launch does not use, then
// pages it alone holds, copied to the host first; a launch that needs more
// than the device at once fails with cudaErrorMemoryAllocation, leaving
// the runtime usable.
func TestPartialReclaim(t *testing.T) {
	const n = 8192 // 32 KiB per buffer, 16 KiB per part on 2 devices
	// Room for 14 pages of 4 KiB and the module's variables.
	rt, img := testRuntimeWith(t, 2, sim.Options{MemLimit: 56<<10 + 1024, Workers: 2}, "partial")
	x, y, z := make([]float32, n), make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i], z[i] = float32(i%7), float32(i%5), float32(i%3)
	}
	xp, yp, zp := upload(t, rt, x), upload(t, rt, y), upload(t, rt, z)
	saxpy := func(n int, a float32, from, to DevPtr) error {
		return rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
			Args: [][]byte{i32arg(int32(n)), f32arg(a), pArg(from), pArg(to)}})
	}
	// Each device maps all of x (32 KiB) and its half of y (16 KiB).
	require.NoError(t, rt.RegisterKernel(saxpyAllDesc(), true))
	require.NoError(t, saxpy(n, 2, xp, yp))
	require.Equal(t, []int64{48 << 10, 48 << 10}, rt.Stats().Memory.PeakBytes)
	// Its half of z needs 16 KiB, 7 KiB more than the device has left: it
	// gives back 8 KiB of x, which the other device holds too.
	require.NoError(t, rt.RegisterKernel(saxpyDesc(), true))
	require.NoError(t, saxpy(n, 3, yp, zp))
	st := rt.Stats()
	require.Equal(t, int64(2*8<<10), st.Memory.ReclaimedBytes, "each device gave back a quarter of x")
	require.Zero(t, st.Memory.SpilledBytes, "the other device holds them")
	require.Equal(t, []int64{56 << 10, 56 << 10}, st.Memory.PeakBytes, "given back before mapping more")
	// All of x again: each device lacks 8 KiB of it, and holds alone all
	// it holds, so it gives back 8 KiB of y (the launch does not use y)
	// after copying them to the host.
	require.NoError(t, rt.RegisterKernel(saxpyAllDesc(), true))
	require.NoError(t, saxpy(n, 1, xp, zp))
	st = rt.Stats()
	require.Equal(t, int64(2*(8+8)<<10), st.Memory.ReclaimedBytes)
	require.Equal(t, int64(2*8<<10), st.Memory.SpilledBytes, "8 KiB of y from each device")
	require.Equal(t, []int64{56 << 10, 56 << 10}, st.Memory.PeakBytes)

	gotY, gotZ := download(t, rt, yp, n), download(t, rt, zp, n)
	for i := range x {
		wantY := 2*x[i] + y[i]
		require.Equal(t, wantY, gotY[i], "y[%d]", i)
		require.Equal(t, x[i]+3*wantY+z[i], gotZ[i], "z[%d]", i)
	}

	// All of a 64 KiB buffer on each device: more than a device has.
	require.NoError(t, rt.Free(xp))
	require.NoError(t, rt.Free(zp))
	w := upload(t, rt, make([]float32, 2*n))
	err := saxpy(n, 1, w, yp)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.ErrorContains(t, err, "launch of saxpy, its part on device 0: device 0 has no memory for")
	require.ErrorContains(t, err, "of the 65536-byte buffer at")
	require.Equal(t, gotY, download(t, rt, yp, n), "the runtime still works, and y is as it was")
}

// TestPartialSpillLeastRecent: a device short of memory gives back, among
// pages it alone holds, those no operation used since it last made room
// before those used since, copying them to the host; the next launch that
// reads them takes them back, and every result is the one of a device
// large enough. (Launches run unsplit, on device 0 of two devices of 4
// pages; the buffers are a page each.)
func TestPartialSpillLeastRecent(t *testing.T) {
	const n = 1024
	rt, err := New(Config{Backend: NewSimBackend(2, sim.Options{MemLimit: 16<<10 + 1024, Workers: 2}), Memory: "partial", Split: "never"})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(saxpyDesc(), true))
	host := map[DevPtr][]float32{}
	var bufs [6]DevPtr // x, y, z, w, u, v: 4 of them fill device 0
	for k := range bufs {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32((i + k) % 9)
		}
		bufs[k] = upload(t, rt, v)
		host[bufs[k]] = v
	}
	for k := 1; k < len(bufs); k++ {
		require.Less(t, bufs[k-1], bufs[k], "buffers in ascending addresses")
	}
	x, y, z, w, u, v := bufs[0], bufs[1], bufs[2], bufs[3], bufs[4], bufs[5]
	saxpy := func(from, to DevPtr) {
		t.Helper()
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
			Args: [][]byte{i32arg(n), f32arg(2), pArg(from), pArg(to)}}))
		for i, a := range host[from] {
			host[to][i] += 2 * a
		}
	}
	spilled := func(p DevPtr) bool {
		b, _, _ := rt.resolve(p)
		held := false
		b.tracker.Query(0, b.size, func(_, _ int64, h Holders) bool { held = held || h.Has(hostSlot); return true })
		return held
	}
	saxpy(x, y)
	saxpy(z, w) // device 0 is full
	saxpy(u, v) // makes room twice: x, then y, used before, go to the host
	require.True(t, spilled(x) && spilled(y))
	require.False(t, spilled(z) || spilled(w))
	saxpy(z, u) // w alone is not used after device 0 made room
	saxpy(x, u) // makes room: w goes, though z lies before it
	require.True(t, spilled(w), "the page no operation used for longest")
	require.False(t, spilled(z) || spilled(x))
	st := rt.Stats()
	require.Equal(t, int64(3*4<<10), st.Memory.SpilledBytes, "x, y and w")
	require.Equal(t, []int64{16 << 10, 0}, st.Memory.PeakBytes)
	for k, p := range bufs {
		require.Equal(t, host[p], download(t, rt, p, n), "buffer %d", k)
	}
}

// TestPartialFreshAndMemset: the bytes of a fresh buffer with partial
// instances are held by nobody: reading them copies nothing. A memset
// sets each device's share, as a copy from the host places its bytes.
func TestPartialFreshAndMemset(t *testing.T) {
	const size = 64 << 10
	rt, _ := testRuntimeWith(t, 4, simOptions(), "partial")
	p, err := rt.Malloc(size)
	require.NoError(t, err)
	b, _, _ := rt.resolve(p)
	require.NotNil(t, b.pages)
	require.NoError(t, rt.MemcpyDtoH(make([]byte, size), p), "undefined bytes read back as they are")
	require.Equal(t, []int64{0, 0, 0, 0}, rt.Stats().Memory.PeakBytes, "nothing mapped for undefined bytes")

	require.NoError(t, rt.Memset(p, 7, size))
	require.Equal(t, []int64{16 << 10, 16 << 10, 16 << 10, 16 << 10}, rt.Stats().Memory.PeakBytes, "a quarter on each device")
	require.NoError(t, rt.Memset(p+1000, 9, 3000))
	got := make([]byte, size)
	require.NoError(t, rt.MemcpyDtoH(got, p))
	for i := range got {
		want := byte(7)
		if i >= 1000 && i < 4000 {
			want = 9
		}
		require.Equal(t, want, got[i], "byte %d", i)
	}
	require.NoError(t, rt.Free(p))
	require.Equal(t, []int64{16 << 10, 16 << 10, 16 << 10, 16 << 10}, rt.Stats().Memory.PeakBytes, "the small memset is device 0's page")
	require.Equal(t, []int64{0, 0, 0, 0}, rt.mem.used, "freeing gives every page back")
}

// TestPartialInstancesPassOtherTests runs the runtime's tests with every
// buffer's instances partial: device memory, managed and page-locked
// memory, symbols' addresses, reductions, textures, unsplit launches,
// interiors run beside their halo copies and copies of every kind keep
// their results and their transfers.
func TestPartialInstancesPassOtherTests(t *testing.T) {
	old := testMemory
	testMemory = "partial"
	defer func() { testMemory = old }()
	for name, test := range map[string]func(*testing.T){
		"StencilOnManyDevices": TestStencilOnManyDevices, "SaxpyAndUnsplitScatter": TestSaxpyAndUnsplitScatter,
		"SymbolsMemsetAndDeviceCopies": TestSymbolsMemsetAndDeviceCopies, "SplitValid": TestSplitValid,
		"SharedBufferArguments": TestSharedBufferArguments, "LUWithChangingScalars": TestLUWithChangingScalars,
		"UnsplitLaunchSkipsWhatDevice0Holds": TestUnsplitLaunchSkipsWhatDevice0Holds,
		"ColumnWritesKeepTrackerBounded":     TestColumnWritesKeepTrackerBounded, "ColumnReadIsOneStridedCopy": TestColumnReadIsOneStridedCopy,
		"SpanEnumeratorsMatchRanges": TestSpanEnumeratorsMatchRanges, "ManagedHostWritesBetweenLaunches": TestManagedHostWritesBetweenLaunches,
		"ManagedStencil": TestManagedStencil, "ManagedCopiesAndMemset": TestManagedCopiesAndMemset,
		"ManagedPointerInAggregate": TestManagedPointerInAggregate, "ReduceCombine": TestReduceCombine,
		"ReductionSplit": TestReductionSplit, "PinnedKernelArguments": TestPinnedKernelArguments,
		"PinnedCopiesAndRelease": TestPinnedCopiesAndRelease, "PinnedPointerInAggregate": TestPinnedPointerInAggregate,
		"SymbolAddress": TestSymbolAddress, "PointerInAggregateRunsUnsplit": TestPointerInAggregateRunsUnsplit,
		"PointerFieldSplit": TestPointerFieldSplit, "AlternativeWhenOneBlock": TestAlternativeWhenOneBlock,
		"SplitFollowsLayout": TestSplitFollowsLayout, "MemoryErrors": TestMemoryErrors,
		"InteriorPointersAndNull": TestInteriorPointersAndNull, "DebugModesAndStatsFile": TestDebugModesAndStatsFile,
		"HaloCopiesBesideInterior": TestHaloCopiesBesideInterior, "TextureFetches": TestTextureFetches,
		"TextureInStruct": TestTextureInStruct, "LaunchErrors": TestLaunchErrors, "HandDescriptorWins": TestHandDescriptorWins,
	} {
		t.Run(name, test)
	}
}

func TestParseMemory(t *testing.T) {
	for s, want := range map[string]memoryMode{"": memoryAuto, "auto": memoryAuto, " whole": memoryWhole, "partial": memoryPartial} {
		got, err := parseMemory(s)
		require.NoError(t, err)
		require.Equal(t, want, got, s)
	}
	_, err := New(Config{Backend: NewNullBackend(2), Memory: "some"})
	require.Equal(t, ErrorInitializationError, CodeOf(err))
	require.ErrorContains(t, err, `MGPU_MEMORY="some": want auto, whole or partial`)
}

// TestPartialRefusedSaysSo: MGPU_MEMORY=partial on devices that cannot
// hold part of a buffer (other ranks' under mpirun) says that every buffer
// is whole, and the program's device has the smallest device's memory.
func TestPartialRefusedSaysSo(t *testing.T) {
	var log strings.Builder
	be := struct{ Backend }{NewNullBackend(2)} // no PartialBackend
	rt, err := New(Config{Backend: be, Memory: "partial", Log: &log})
	require.NoError(t, err)
	defer rt.Close()
	require.Contains(t, log.String(), "MGPU_MEMORY=partial: not every device can hold part of a buffer")
	require.Equal(t, be.Info(0).TotalMem, rt.Info().TotalMem)

	log.Reset()
	rt2, err := New(Config{Backend: NewNullBackend(2), Memory: "partial", Log: &log})
	require.NoError(t, err)
	defer rt2.Close()
	require.Empty(t, log.String())
	require.Equal(t, 2*be.Info(0).TotalMem, rt2.Info().TotalMem)
}

// TestPartialFor: MGPU_MEMORY=auto keeps small buffers whole while whole
// instances take at most half of a device, and makes large ones partial;
// one device, and a backend without partial instances, keep all whole.
func TestPartialFor(t *testing.T) {
	m := newDeviceMemory(memoryAuto, NewSimBackend(2, sim.Options{MemLimit: 1 << 20}), 2, 0)
	require.False(t, m.partialFor(128<<10), "an eighth of a device")
	require.True(t, m.partialFor(128<<10+1))
	m.whole = 400 << 10
	require.False(t, m.partialFor(112<<10))
	require.True(t, m.partialFor(112<<10+1), "whole instances would take more than half")
	require.False(t, m.partialFor(0))
	require.Nil(t, newDeviceMemory(memoryAuto, NewSimBackend(1, sim.Options{}), 1, 0).pb)
	require.Nil(t, newDeviceMemory(memoryPartial, &countingBackend{Backend: NewNullBackend(2)}, 2, 0).pb)
	require.Nil(t, newDeviceMemory(memoryWhole, NewNullBackend(2), 2, 0).pb)
	m = newDeviceMemory(memoryPartial, NewNullBackend(2), 2, 0)
	require.True(t, m.partialFor(1))
}

// TestPartialRefusesMoreThanTheDevices: a buffer the devices cannot hold
// together is refused at cudaMalloc, as cudaMemGetInfo's free memory says.
func TestPartialRefusesMoreThanTheDevices(t *testing.T) {
	rt, _ := testRuntimeWith(t, 2, sim.Options{MemLimit: 1 << 20}, "partial")
	p, err := rt.Malloc(1 << 20)
	require.NoError(t, err)
	_, err = rt.Malloc(1<<20 + 1)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.ErrorContains(t, err, "the 2 devices have 2097152 bytes together, and the buffers take 1048576 of them")
	require.NoError(t, rt.Free(p))
	_, err = rt.Malloc(1<<20 + 1)
	require.NoError(t, err)
}

func TestResidencyRuns(t *testing.T) {
	r := &residency{page: 1, pages: 200, mapped: [][]uint64{make([]uint64, 4)}, count: []int64{0}}
	r.mark(0, 3, 130, true)
	require.Equal(t, int64(127), r.count[0])
	require.Equal(t, int64(3), r.run(0, 0, 200, false))
	require.Equal(t, int64(130), r.run(0, 3, 200, true))
	require.Equal(t, int64(100), r.run(0, 64, 100, true))
	require.Equal(t, int64(200), r.run(0, 130, 200, false))
	r.mark(0, 64, 65, false)
	require.Equal(t, int64(64), r.run(0, 3, 200, true))
	require.Equal(t, int64(65), r.run(0, 64, 200, false))
	require.True(t, r.has(0, 65) && !r.has(0, 64) && !r.has(0, 2))
	require.Equal(t, int64(126), r.count[0])
}

// TestDeviceMemory: MGPU_DEVICE_MEMORY sizes each simulated device, and
// limits what the runtime places on any device (the null backend's here,
// as a share of a GPU would be): an allocation that does not fit is
// cudaErrorMemoryAllocation naming the device and the sizes, and the
// runtime stays usable.
func TestDeviceMemory(t *testing.T) {
	for s, want := range map[string]int64{"": 0, "4096": 4096, "320K": 320 << 10, "64m": 64 << 20, " 2G": 2 << 30} {
		got, err := parseBytes(s)
		require.NoError(t, err, s)
		require.Equal(t, want, got, s)
	}
	for _, bad := range []string{"K", "-1", "0", "1.5M", "12T", "99999999999G"} {
		_, err := parseBytes(bad)
		require.Error(t, err, bad)
	}
	rt, err := New(Config{Kind: "sim", Devices: "2", DeviceMemory: "1M"})
	require.NoError(t, err)
	require.Equal(t, int64(2<<20), rt.Info().TotalMem, "two devices of 1 MiB, buffers may be partial")
	require.NoError(t, rt.Close())
	_, err = New(Config{Kind: "sim", DeviceMemory: "lots"})
	require.Equal(t, ErrorInitializationError, CodeOf(err))
	require.ErrorContains(t, err, `MGPU_DEVICE_MEMORY="lots": want a positive number of bytes`)
	_, err = New(Config{Kind: "sim", SimPage: "3000"})
	require.ErrorContains(t, err, `MGPU_SIM_PAGE="3000": want a power of two`)
	rt, err = New(Config{Kind: "sim", Devices: "2", SimPage: "512", Memory: "partial"})
	require.NoError(t, err)
	require.Equal(t, int64(512), rt.mem.page, "MGPU_SIM_PAGE")
	require.NoError(t, rt.Close())

	rt, err = New(Config{Kind: "null", Devices: "2", DeviceMemory: "1M", Memory: "whole"})
	require.NoError(t, err)
	defer rt.Close()
	require.Equal(t, int64(1<<20), rt.Info().TotalMem, "whole instances: one device's share")
	a, err := rt.Malloc(600 << 10)
	require.NoError(t, err)
	_, err = rt.Malloc(600 << 10)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.ErrorContains(t, err, "allocating 614400 bytes on device 0: 614400 bytes in use of the device's 1048576")
	require.NoError(t, rt.Free(a))
	_, err = rt.Malloc(1 << 20)
	require.NoError(t, err, "room again once freed")
}

// TestPartialWhenWholeDoesNotFit: a small buffer whose whole instances no
// longer fit, the devices being full of another's pages, is partial.
func TestPartialWhenWholeDoesNotFit(t *testing.T) {
	rt, _ := testRuntimeWith(t, 2, sim.Options{MemLimit: 64 << 10}, "auto")
	big, err := rt.Malloc(120 << 10)
	require.NoError(t, err)
	require.NoError(t, rt.Memset(big, 1, 120<<10))
	require.Equal(t, []int64{60 << 10, 60 << 10}, rt.Stats().Memory.PeakBytes)
	small, err := rt.Malloc(8 << 10)
	require.NoError(t, err)
	require.Equal(t, int64(2), rt.Stats().Memory.PartialBuffers)
	require.NoError(t, rt.Memset(small, 2, 4<<10), "one page on device 0")
	require.Equal(t, []int64{64 << 10, 60 << 10}, rt.Stats().Memory.PeakBytes)
}

// TestPartialPlacementFails: bytes copied from the host that a launch
// could not place, its device having no room, stay the host's: the
// launch is cudaErrorMemoryAllocation, and reading them back, placed on
// both devices, gives them intact.
func TestPartialPlacementFails(t *testing.T) {
	const n = 4096 // 16 KiB: all on device 0 for an unsplit launch, half each for a copy
	rt, err := New(Config{Backend: NewSimBackend(2, sim.Options{MemLimit: 8<<10 + 1024, Workers: 2}), Memory: "partial", Split: "never"})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(saxpyDesc(), true))
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i % 13)
	}
	xp := upload(t, rt, x)
	err = rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
		Args: [][]byte{i32arg(n), f32arg(2), pArg(xp), pArg(xp)}})
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.Equal(t, x, download(t, rt, xp, n))
	require.Equal(t, []int64{8 << 10, 8 << 10}, rt.Stats().Memory.PeakBytes)
}

// TestSteadyLaunchesMapNothing: a stencil's launches on 16 devices with
// partial instances map their pages once; the launches after map nothing
// and give nothing back (the launch path only looks the pages up).
func TestSteadyLaunchesMapNothing(t *testing.T) {
	old := testMemory
	testMemory = "partial"
	defer func() { testMemory = old }()
	rt, step, _ := stencilOnNull(t, 16, 4096, 4096)
	defer rt.Close()
	require.NoError(t, step())
	require.NoError(t, step())
	maps, used := rt.mem.maps, append([]int64(nil), rt.mem.used...)
	require.Positive(t, maps)
	for i := 0; i < 10; i++ {
		require.NoError(t, step())
	}
	require.Equal(t, maps, rt.mem.maps, "no page mapped after the first two launches")
	require.Equal(t, used, rt.mem.used)
	require.Zero(t, rt.mem.reclaimed)
}
