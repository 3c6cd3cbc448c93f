package scaling

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// twoSwitches is four GPUs, two under each switch, the switches joined by
// one link and the host on the first: copies 0->2 and 1->3 share the
// switches' link, copies 0->1 and 2->3 share nothing.
func twoSwitches(t *testing.T) *Topology {
	topo := &Topology{
		Name: "test", GPU: GPU{MemGBs: 100, FP32GFlops: 1000, MemEfficiency: 1, FP32Efficiency: 1, LocalCopyGBs: 10},
		API:  API{Launch: 2, Copy: 1, Event: 0.5},
		GPUs: []string{"g0", "g1", "g2", "g3"}, HostMemory: "cpu",
		Links: []Link{
			{A: "g0", B: "swA", GBs: 10, LatencyUS: 1}, {A: "g1", B: "swA", GBs: 10, LatencyUS: 1},
			{A: "g2", B: "swB", GBs: 10, LatencyUS: 1}, {A: "g3", B: "swB", GBs: 10, LatencyUS: 1},
			{A: "swA", B: "swB", GBs: 10}, {A: "cpu", B: "swA", GBs: 10},
		},
	}
	require.NoError(t, topo.init())
	return topo
}

func TestReplayKnownAnswers(t *testing.T) {
	kt := KernelTimes{"k": 1e-3} // a millisecond per block
	kernel := func(dev int, blocks int64) Op {
		return Op{Kind: Kernel, Dev: dev, Src: -1, Name: "k", Blocks: blocks}
	}
	peer := func(src, dst int, bytes int64) Op { return Op{Kind: Peer, Dev: dst, Src: src, Bytes: bytes} }
	const us = 1e-6
	for _, tc := range []struct {
		name   string
		ops    []Op
		region Region
		want   float64
	}{
		{
			// Two parts of 4 blocks, each issued after a 2 µs launch; the
			// halo copy 1->0 (10 MB over two 10 GB/s links, 2 µs of
			// latency) waits for both parts (its destination's and its
			// source's streams), then the next part waits for it.
			name:   "parts, a copy between them, the next part",
			ops:    []Op{kernel(0, 4), kernel(1, 4), peer(1, 0, 1e7), kernel(0, 4)},
			region: Kernels,
			want:   4*us + 4e-3 + (2*us + 1e-3) + 4e-3,
		},
		{
			// Both cross swA>swB: the second waits for the first's
			// bytes (1 ms), which start after 3 µs of calls and 2 µs of
			// latency; its own latency has passed by then.
			name:   "copies sharing a link take turns",
			ops:    []Op{peer(0, 2, 1e7), peer(1, 3, 1e7)},
			region: Program,
			want:   3*us + 2*us + 2*1e-3,
		},
		{
			// Apart, the second starts when the host has issued it (3 µs
			// of driver calls per peer copy).
			name:   "copies on separate links overlap",
			ops:    []Op{peer(0, 1, 1e7), peer(2, 3, 1e7)},
			region: Program,
			want:   6*us + 1e-3 + 2*us,
		},
		{
			// A copy from the host holds the host: the kernel on device
			// 1 is issued after it ends (1 µs of latency and 1 ms, then
			// 2 µs of launch).
			name:   "host copies are synchronous",
			ops:    []Op{{Kind: HostToDevice, Dev: 0, Src: -1, Bytes: 1e7}, kernel(1, 1)},
			region: Program,
			want:   1*us + (1*us + 1e-3) + 2*us + 1e-3,
		},
		{
			// The runtime's traced CPU time before an operation delays it.
			name:   "traced CPU time",
			ops:    []Op{kernel(0, 1), {Kind: Kernel, Dev: 1, Src: -1, Name: "k", Blocks: 1, CPU: 5e-3}},
			region: Kernels,
			want:   2*us + 5e-3 + 2*us + 1e-3,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Replay(tc.ops, twoSwitches(t), kt, Options{Region: tc.region})
			require.NoError(t, err)
			require.InDelta(t, tc.want, r.Seconds, 1e-12)
		})
	}
}

func TestSharedGPUTakesTurns(t *testing.T) {
	topo := twoSwitches(t)
	topo.SharedGPU = "g0"
	ops := []Op{
		{Kind: Kernel, Dev: 0, Src: -1, Name: "k", Blocks: 2},
		{Kind: Kernel, Dev: 1, Src: -1, Name: "k", Blocks: 2},
		{Kind: Peer, Dev: 0, Src: 1, Bytes: 1e7}, // 1 ms in the GPU's memory at 10 GB/s
		{Kind: Kernel, Dev: 0, Src: -1, Name: "k", Blocks: 1},
	}
	r, err := Replay(ops, topo, KernelTimes{"k": 1e-3}, Options{Region: Kernels})
	require.NoError(t, err)
	// The second part starts when the first ends, not when it is issued;
	// the copy between them waits for both, the last part for the copy.
	require.InDelta(t, 2e-6+2e-3+2e-3+1e-3+1e-3, r.Seconds, 1e-12)
	require.Equal(t, int64(1e7), r.PeerBytes)
}

// TestHostCopiesCrossAtHostRate: the link between two sockets carries a
// peer copy at its gbs (a staged copy's rate) and a host copy at its
// host_gbs, the narrower PCIe link then bounding the host copy.
func TestHostCopiesCrossAtHostRate(t *testing.T) {
	topo := &Topology{
		GPU:  GPU{MemGBs: 1, FP32GFlops: 1, LocalCopyGBs: 1},
		GPUs: []string{"g0", "g1"}, HostMemory: "cpu0",
		Links: []Link{
			{A: "cpu0", B: "cpu1", GBs: 5, HostGBs: 38.4, LatencyUS: 15},
			{A: "cpu0", B: "g0", GBs: 10}, {A: "cpu1", B: "g1", GBs: 10},
		},
	}
	require.NoError(t, topo.init())
	names, lat, d := topo.transfer("g0", "g1", 1e9)
	require.Equal(t, []string{"g0>cpu0", "cpu0>cpu1", "cpu1>g1"}, names)
	require.InDelta(t, 15e-6, lat, 1e-12)
	require.InDelta(t, 0.2, d, 1e-12) // 5 GB/s
	names, _, d = topo.transfer("cpu0", "g1", 1e9)
	require.Equal(t, []string{"cpu0>cpu1", "cpu1>g1"}, names)
	require.InDelta(t, 0.1, d, 1e-12) // 10 GB/s: PCIe, not the staged 5
	_, _, d = topo.transfer("g1", "cpu0", 1e9)
	require.InDelta(t, 0.1, d, 1e-12)
	topo.Links[0].HostGBs = -1
	require.Error(t, topo.init())
}

func TestRoutesTakeTheQuickestPath(t *testing.T) {
	topo := &Topology{
		GPU:  GPU{MemGBs: 1, FP32GFlops: 1, LocalCopyGBs: 1},
		GPUs: []string{"a", "b"}, HostMemory: "cpu",
		Links: []Link{
			{A: "a", B: "pcie", GBs: 50}, {A: "b", B: "pcie", GBs: 50}, {A: "cpu", B: "pcie", GBs: 50},
			{A: "a", B: "nvswitch", GBs: 400}, {A: "b", B: "nvswitch", GBs: 400},
		},
	}
	require.NoError(t, topo.init())
	names, lat, d := topo.transfer("a", "b", 4e8)
	require.Equal(t, []string{"a>nvswitch", "nvswitch>b"}, names)
	require.Zero(t, lat)
	require.InDelta(t, 1e-3, d, 1e-12)
}

func TestReadTraceGroupsLaunches(t *testing.T) {
	// Two launches of k on devices 0 and 1 (rows 0-2 and 2-4 of a 4x8
	// grid, then rows 0-1 and 1-2 of a 2x8 one), a halo copy between.
	trace := `{"traceEvents": [
 {"name": "thread_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": "device 0"}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 10, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,2,8]}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 12, "dur": 1, "pid": 1, "tid": 1, "args": {"blocks_min_zyx": [0,2,0], "blocks_max_zyx": [1,4,8]}},
 {"name": "peer copy", "cat": "copy", "ph": "X", "ts": 20, "dur": 1, "pid": 1, "tid": 0, "args": {"bytes": 128, "from_device": 1}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 30, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,8]}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 31, "dur": 1, "pid": 1, "tid": 1, "args": {"blocks_min_zyx": [0,1,0], "blocks_max_zyx": [1,2,8]}}
]}`
	ops := readTraceText(t, trace)
	require.Len(t, ops, 5)
	require.Equal(t, int64(16), ops[1].Blocks)
	require.Equal(t, []int64{32, 32, 0, 16, 16}, []int64{ops[0].Grid, ops[1].Grid, ops[2].Grid, ops[3].Grid, ops[4].Grid})
	require.Equal(t, Op{Kind: Peer, Dev: 0, Src: 1, Bytes: 128, CPU: 7e-6, Dur: 1e-6}, ops[2])
	require.InDelta(t, 1e-6, ops[1].CPU, 1e-12) // from 11 µs to 12 µs
	kt := FromTrace(ops, GPU{})
	require.InDelta(t, 4e-6/48, kt["k"], 1e-15) // 4 µs over 48 blocks
}

// TestOrderings replays two copies out of device 0 on separate links (its
// own link to each switch), then a kernel on device 0: both copies wait
// for the one record of device 0's event (the backend's mark: its stream
// got only the wait for the first copy since), so under either ordering
// they overlap, and the kernel, which overwrites the source, waits for
// both copies.
func TestOrderings(t *testing.T) {
	topo := &Topology{
		GPU:  GPU{MemGBs: 1, FP32GFlops: 1, LocalCopyGBs: 1},
		API:  API{Copy: 1},
		GPUs: []string{"g0", "g1", "g2"}, HostMemory: "cpu",
		Links: []Link{
			{A: "g0", B: "swA", GBs: 10}, {A: "g0", B: "swB", GBs: 10},
			{A: "g1", B: "swA", GBs: 10}, {A: "g2", B: "swB", GBs: 10}, {A: "cpu", B: "swA", GBs: 10},
		},
	}
	require.NoError(t, topo.init())
	ops := []Op{
		{Kind: Peer, Dev: 1, Src: 0, Bytes: 1e7},
		{Kind: Peer, Dev: 2, Src: 0, Bytes: 1e7},
		{Kind: Kernel, Dev: 0, Src: -1, Name: "k", Blocks: 1},
	}
	const us = 1e-6
	for _, tc := range []struct {
		ordering Ordering
		want     float64
	}{
		{Backend, 2*us + 1e-3 + 1e-3},
		{Writes, 2*us + 1e-3 + 1e-3},
	} {
		r, err := Replay(ops, topo, KernelTimes{"k": 1e-3}, Options{Region: Program, Ordering: tc.ordering})
		require.NoError(t, err)
		require.InDelta(t, tc.want, r.Seconds, 1e-12, "ordering %d", tc.ordering)
	}
	// A copy into device 0, then one out of it on other links: the
	// backend's ordering makes the second wait (device 0's event is
	// recorded after the first), Writes does not (device 0 wrote nothing
	// itself).
	ops = []Op{{Kind: Peer, Dev: 0, Src: 1, Bytes: 1e7}, {Kind: Peer, Dev: 2, Src: 0, Bytes: 1e7}}
	for _, tc := range []struct {
		ordering Ordering
		want     float64
	}{
		{Backend, us + 1e-3 + 1e-3},
		{Writes, 2*us + 1e-3},
	} {
		r, err := Replay(ops, topo, KernelTimes{}, Options{Region: Program, Ordering: tc.ordering})
		require.NoError(t, err)
		require.InDelta(t, tc.want, r.Seconds, 1e-12, "ordering %d", tc.ordering)
	}
}

// TestMarksRecordedOnce: two devices' halo exchange on their copy queues
// issues 12 event calls, not 14: device 1's Beside waits for the record
// made for its copy to device 0, and device 0's copy to device 1 for the
// one of device 0's Beside (mgpu/backend_cuda.go, mark); each Join
// records and is waited for by the device and its source; a device
// whose stream waited for copies reading it records anew for its own
// copies beside.
func TestMarksRecordedOnce(t *testing.T) {
	topo := twoGPUs(t, API{Event: 1})
	ops := []Op{
		{Kind: Beside, Dev: 0, Src: -1}, {Kind: Peer, Dev: 0, Src: 1, OnSide: true},
		{Kind: Beside, Dev: 1, Src: -1}, {Kind: Peer, Dev: 1, Src: 0, OnSide: true},
		{Kind: Join, Dev: 0, Src: -1}, {Kind: Kernel, Dev: 0, Src: -1, Name: "k", Blocks: 1},
		{Kind: Join, Dev: 1, Src: -1}, {Kind: Kernel, Dev: 1, Src: -1, Name: "k", Blocks: 1},
	}
	r, err := Replay(ops, topo, KernelTimes{"k": 0}, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 12e-6, r.Seconds, 1e-12)
	// After the kernels, each device's next copy out records anew.
	r, err = Replay(append(ops, ops...), topo, KernelTimes{"k": 0}, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 24e-6, r.Seconds, 1e-12)
	// Device 1, a source of device 0's copies, joined: its stream waits
	// for them, so its own copies beside wait for a new record (2 + 2 + 3
	// + 2 + 2 events).
	ops = []Op{
		{Kind: Beside, Dev: 0, Src: -1}, {Kind: Peer, Dev: 0, Src: 1, OnSide: true}, {Kind: Join, Dev: 0, Src: -1},
		{Kind: Beside, Dev: 1, Src: -1}, {Kind: Join, Dev: 1, Src: -1}, {Kind: Kernel, Dev: 1, Src: -1, Name: "k", Blocks: 1},
	}
	r, err = Replay(ops, topo, KernelTimes{"k": 0}, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 11e-6, r.Seconds, 1e-12)
}

func TestSteadyClipsRareGaps(t *testing.T) {
	ops := make([]Op, 200)
	for i := range ops {
		ops[i] = Op{Kind: Peer, CPU: 1e-6}
	}
	ops[7].CPU = 50e-3   // a collector's pause
	ops[9].Kind = Kernel // one of its kind: its own limit
	ops[9].CPU = 3e-6
	Steady(ops)
	require.Equal(t, 1e-6, ops[7].CPU)
	require.Equal(t, 3e-6, ops[9].CPU)
}

// TestReplayCopiesBeside: device 0's halo from device 1 on its copy queue
// runs beside its interior (3 blocks), and its boundary block follows
// both; in the plain order the whole part waits for the copy.
func TestReplayCopiesBeside(t *testing.T) {
	kt := KernelTimes{"k": 1e-3}
	kernel := func(dev int, blocks int64) Op {
		return Op{Kind: Kernel, Dev: dev, Src: -1, Name: "k", Blocks: blocks}
	}
	const us = 1e-6
	before := []Op{kernel(0, 4), kernel(1, 4)}
	beside := append(before, Op{Kind: Beside, Dev: 0, Src: -1}, Op{Kind: Peer, Dev: 0, Src: 1, Bytes: 1e7, OnSide: true},
		kernel(0, 3), Op{Kind: Join, Dev: 0, Src: -1}, kernel(0, 1))
	plain := append(before, Op{Kind: Peer, Dev: 0, Src: 1, Bytes: 1e7}, kernel(0, 4))
	for _, tc := range []struct {
		name string
		ops  []Op
		want float64
	}{
		// The interior starts when device 0's first part ends (4.002
		// ms); the copy waits for device 1's (4.004 ms) and its latency
		// and ends at 5.006 ms, under the interior; the boundary block
		// follows the interior.
		{"beside", beside, 2*us + 4e-3 + 3e-3 + 1e-3},
		// The copy ends at 5.006 ms, then the part's 4 ms.
		{"plain", plain, 4*us + 4e-3 + 2*us + 1e-3 + 4e-3},
	} {
		for _, ordering := range []Ordering{Backend, Writes} {
			r, err := Replay(tc.ops, twoSwitches(t), kt, Options{Region: Program, Ordering: ordering})
			require.NoError(t, err)
			require.InDelta(t, tc.want, r.Seconds, 1e-12, "%s, ordering %d", tc.name, ordering)
		}
	}
	// Joined, device 1's next kernel (it may overwrite what was copied)
	// waits for a 10 ms copy, which ends at 14.006 ms, under the
	// backend's ordering and under Writes; not joined, it does not.
	long := append(append([]Op(nil), before...), Op{Kind: Beside, Dev: 0, Src: -1}, Op{Kind: Peer, Dev: 0, Src: 1, Bytes: 1e8, OnSide: true},
		kernel(0, 3))
	joined := append(append(append([]Op(nil), long...), Op{Kind: Join, Dev: 0, Src: -1}), kernel(1, 1))
	for _, ordering := range []Ordering{Backend, Writes} {
		r, err := Replay(joined, twoSwitches(t), kt, Options{Region: Program, Ordering: ordering})
		require.NoError(t, err)
		require.InDelta(t, 4*us+4e-3+2*us+10e-3+1e-3, r.Seconds, 1e-12, "ordering %d", ordering)
		r, err = Replay(append(long, kernel(1, 1)), twoSwitches(t), kt, Options{Region: Program, Ordering: ordering})
		require.NoError(t, err)
		require.InDelta(t, 4*us+4e-3+2*us+10e-3, r.Seconds, 1e-12, "ordering %d, not joined", ordering)
	}
}

func TestReadTraceCopiesBeside(t *testing.T) {
	// Launch 7 of k on devices 0 and 1 (rows 0-2 and 2-4 of a 4x8 grid):
	// device 0's halo copy beside its interior (row 0), then its
	// boundary (row 1); device 1 whole.
	trace := `{"traceEvents": [
 {"name": "copies beside", "cat": "sync", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 0},
 {"name": "peer copy", "cat": "copy", "ph": "X", "ts": 3, "dur": 1, "pid": 1, "tid": 64, "args": {"bytes": 32, "from_device": 1, "device": 0}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 5, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,8], "launch": 7}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 7, "dur": 1, "pid": 1, "tid": 1, "args": {"blocks_min_zyx": [0,2,0], "blocks_max_zyx": [1,4,8], "launch": 7}},
 {"name": "join copies", "cat": "sync", "ph": "X", "ts": 9, "dur": 1, "pid": 1, "tid": 0},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 11, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,1,0], "blocks_max_zyx": [1,2,8], "launch": 7}}
]}`
	ops := readTraceText(t, trace)
	require.Len(t, ops, 6)
	var kinds []OpKind
	for _, op := range ops {
		kinds = append(kinds, op.Kind)
	}
	require.Equal(t, []OpKind{Beside, Peer, Kernel, Kernel, Join, Kernel}, kinds)
	require.Equal(t, Op{Kind: Peer, Dev: 0, Src: 1, OnSide: true, Bytes: 32, CPU: 1e-6, Dur: 1e-6}, ops[1])
	require.Equal(t, []int64{32, 32, 32}, []int64{ops[2].Grid, ops[3].Grid, ops[5].Grid})

	// A copy on a copies track names its device; nothing else is there.
	bad := `{"traceEvents": [{"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 1, "pid": 1, "tid": 65, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,1]}}]}`
	path := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(path, []byte(bad), 0o644))
	_, err := ReadTrace(path)
	require.ErrorContains(t, err, "on track 65")
}

// On a machine of several ranks (rank_gpus), rank 0 issues an operation
// on another rank's device as a message instead of the driver calls, one
// message per device of another rank a copy touches.
func TestRanksIssueByMessage(t *testing.T) {
	topo := twoSwitches(t)
	topo.RankGPUs, topo.API.Message = 2, 10 // g2 and g3 are rank 1's
	require.NoError(t, topo.init())
	kt := KernelTimes{"k": 1e-3}
	const us = 1e-6
	for _, tc := range []struct {
		name string
		op   Op
		want float64
	}{
		{"a kernel on rank 0", Op{Kind: Kernel, Dev: 0, Src: -1, Name: "k", Blocks: 1}, 2*us + 1e-3},
		{"a kernel on rank 1", Op{Kind: Kernel, Dev: 2, Src: -1, Name: "k", Blocks: 1}, 10*us + 1e-3},
		// Rank 0's driver calls (a copy, 4 events) and a message; 10 MB at
		// 10 GB/s after 2 µs of latency.
		{"a copy from rank 0 to rank 1", Op{Kind: Peer, Dev: 2, Src: 0, Bytes: 1e7}, 13*us + 2*us + 1e-3},
		{"a copy within rank 1", Op{Kind: Peer, Dev: 3, Src: 2, Bytes: 1e7}, 20*us + 2*us + 1e-3},
		{"a host copy to rank 1", Op{Kind: HostToDevice, Dev: 3, Src: -1, Bytes: 1e7}, 10*us + 1*us + 1e-3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Replay([]Op{tc.op}, topo, kt, Options{Region: Program})
			require.NoError(t, err)
			require.InDelta(t, tc.want, r.Seconds, 1e-12)
		})
	}
	topo.RankGPUs = 3
	require.ErrorContains(t, topo.init(), "rank_gpus 3: must divide the 4 gpus")
}

// The two-node machines route a copy between nodes through the
// InfiniBand switch (NDR: through a NIC on the GPUs' own PCIe switches;
// EDR: the one NIC), and one within a node over NVLink.
func TestTwoNodeMachines(t *testing.T) {
	for _, tc := range []struct {
		file string
		via  []string
	}{
		{"2x-h100-nvswitch-ndr.json", []string{"gpu3>pcieswitch1", "ibswitch>n1-nic2", "n1-pcieswitch1>n1-gpu3"}},
		{"2x-h100-nvswitch-edr.json", []string{"pcieswitch0>nic0", "nic0>ibswitch", "ibswitch>n1-nic0"}},
	} {
		topo, err := LoadTopology(filepath.Join("..", "..", "docs", "machines", tc.file))
		require.NoError(t, err)
		require.Equal(t, 16, topo.MaxDevices())
		names, _, _ := topo.transfer("gpu3", "n1-gpu3", 1e6)
		for _, hop := range tc.via {
			require.Contains(t, names, hop, tc.file)
		}
		names, _, _ = topo.transfer("gpu3", "gpu4", 1e6)
		require.Equal(t, []string{"gpu3>nvswitch", "nvswitch>gpu4"}, names, tc.file)
		require.True(t, topo.remote(8) && !topo.remote(7), tc.file)
	}
}

// TestRuntimeLink: a traced run models its links as the route between the
// first two GPUs (narrowest bandwidth, latencies summed), or a copy
// within the GPU for logical devices sharing one, with the launch call,
// and the pairs of GPUs whose routes differ from that, by their figures.
func TestRuntimeLink(t *testing.T) {
	topo := twoSwitches(t)
	require.Equal(t, "10,2,2", topo.RuntimeLink())
	topo.Links[4].GBs, topo.Links[4].LatencyUS = 4, 3
	require.NoError(t, topo.init())
	require.Equal(t, "10,2,2;0-2 0-3 1-2 1-3=4,5", topo.RuntimeLink())
	topo.SharedGPU, topo.GPU.LocalCopyLatency = "g0", 0.5
	require.Equal(t, "10,0.5,2", topo.RuntimeLink())
}

// TestKernelTimesEnv: the kernel times a traced run decides with, as
// MGPU_KERNEL_TIMES reads them (µs per block, by name).
func TestKernelTimesEnv(t *testing.T) {
	require.Equal(t, "a=0.5,hotspot_step=2", KernelTimes{"hotspot_step": 2e-6, "a": 5e-7}.Env(GPU{}))
	require.Equal(t, "a=0.5;132,3.4", KernelTimes{"a": 5e-7}.Env(GPU{SMs: 132, KernelStart: 3.4}))
	require.Equal(t, "", KernelTimes(nil).Env(GPU{SMs: 132}))
}

// TestSplitShare: of three launches (by number), one ran on two devices;
// a trace without numbers tells its launches as ReadTrace does, by kernel
// and rising device with nothing between, so a copy between two parts
// makes them two launches.
func TestSplitShare(t *testing.T) {
	ops := []Op{
		{Kind: Peer, Dev: 1, Src: 0},
		{Kind: Kernel, Dev: 0, Name: "k", Blocks: 4, Grid: 8, launch: 1},
		{Kind: Kernel, Dev: 1, Name: "k", Blocks: 4, Grid: 8, launch: 1},
		{Kind: Kernel, Dev: 0, Name: "k", Blocks: 8, Grid: 8, launch: 2},
		{Kind: Kernel, Dev: 0, Name: "r", Blocks: 1, Grid: 1, launch: 3},
	}
	require.InDelta(t, 1.0/3, SplitShare(ops), 1e-12)
	for i := range ops {
		ops[i].launch = 0
	}
	require.InDelta(t, 1.0/3, SplitShare(ops), 1e-12)
	ops[0], ops[1] = ops[1], ops[0]
	require.InDelta(t, 2.0/4, SplitShare(ops), 1e-12)
	require.Zero(t, SplitShare(nil))
}

// TestSyncLaunches: as the paper's runtime, the host waits for every
// device before a launch's first part: the second launch's part on device
// 1 is issued only when device 0's kernel of the first launch has ended
// (its halo copy then follows it); without, it is issued at once and
// waits for the copy alone.
func TestSyncLaunches(t *testing.T) {
	topo := twoGPUs(t, API{Launch: 1})
	ops := []Op{
		{Kind: Kernel, Dev: 0, Src: -1, Name: "long", Blocks: 1, launch: 1},
		{Kind: Kernel, Dev: 1, Src: -1, Name: "short", Blocks: 1, launch: 2},
		{Kind: Kernel, Dev: 1, Src: -1, Name: "short", Blocks: 1, launch: 3},
	}
	kt := KernelTimes{"long": 1e-3, "short": 1e-6}
	const us = 1e-6
	r, err := Replay(ops, topo, kt, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 1e-3+us, r.Seconds, 1e-12) // device 0's kernel, issued after 1 µs
	r, err = Replay(ops, topo, kt, Options{Region: Program, SyncLaunches: true})
	require.NoError(t, err)
	// Launch 2 waits for launch 1's kernel, launch 3 for launch 2's.
	require.InDelta(t, us+1e-3+us+us+us+us, r.Seconds, 1e-12)
}

// TestPageLockedHostCopiesRunSideBySide: copies from pageable memory hold
// the host, so copies to three GPUs run one after another; from
// page-locked memory they are queued and run side by side where their
// routes part (g0 and g1 share their switch's uplink, g2 has its own),
// and each device's kernel still waits for its copy.
func TestPageLockedHostCopiesRunSideBySide(t *testing.T) {
	topo := hostSwitches(t)
	ops := []Op{
		{Kind: HostToDevice, Dev: 0, Src: -1, Bytes: 1e9},
		{Kind: HostToDevice, Dev: 1, Src: -1, Bytes: 1e9},
		{Kind: HostToDevice, Dev: 2, Src: -1, Bytes: 1e9},
		{Kind: Kernel, Dev: 2, Src: -1, Name: "k", Blocks: 1, Grid: 1},
		{Kind: DeviceToHost, Dev: 2, Src: -1, Bytes: 1e9},
	}
	kt := KernelTimes{"k": 0.05}
	r, err := Replay(ops, topo, kt, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 0.3+0.05+0.1, r.Seconds, 1e-9) // one copy at a time
	r, err = Replay(ops, topo, kt, Options{Region: Program, HostCopies: PageLocked})
	require.NoError(t, err)
	// g0's and g1's copies take turns on cpu>swA (0.2 s); g2's copy,
	// kernel and copy back follow one another beside them (0.25 s).
	require.InDelta(t, 0.25, r.Seconds, 1e-9)
	require.Equal(t, int64(4e9), r.HostBytes)
}

// TestQueuedHostCopiesRunSideBySide: copies the trace says were queued
// (the runtime's copies of its page-locked staging) hold the host for
// their call alone without the PageLocked option; the copy out, which
// the runtime waits for, still holds it. The trace's "queued" argument
// is what says so.
func TestQueuedHostCopiesRunSideBySide(t *testing.T) {
	topo := hostSwitches(t)
	ops := readTraceText(t, `{"traceEvents": [
		{"name": "host to device", "cat": "copy", "ph": "X", "ts": 0, "dur": 1, "tid": 0, "args": {"bytes": 1e9, "queued": true}},
		{"name": "host to device", "cat": "copy", "ph": "X", "ts": 2, "dur": 1, "tid": 1, "args": {"bytes": 1e9, "queued": true}},
		{"name": "host to device", "cat": "copy", "ph": "X", "ts": 4, "dur": 1, "tid": 2, "args": {"bytes": 1e9, "queued": true}},
		{"name": "k(int)", "cat": "kernel", "ph": "X", "ts": 6, "dur": 1, "tid": 2, "args": {"blocks_min_zyx": [0, 0, 0], "blocks_max_zyx": [1, 1, 1], "launch": 1}},
		{"name": "device to host", "cat": "copy", "ph": "X", "ts": 8, "dur": 1, "tid": 2, "args": {"bytes": 1e9}}]}`)
	require.Len(t, ops, 5)
	require.True(t, ops[0].Queued && ops[1].Queued && ops[2].Queued)
	require.False(t, ops[4].Queued)
	for i := range ops {
		ops[i].CPU = 0
	}
	kt := KernelTimes{"k": 0.05}
	queued, err := Replay(ops, topo, kt, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 0.25, queued.Seconds, 1e-9) // as TestPageLockedHostCopiesRunSideBySide's page-locked replay
	locked, err := Replay(ops, topo, kt, Options{Region: Program, HostCopies: PageLocked})
	require.NoError(t, err)
	require.InDelta(t, queued.Seconds, locked.Seconds, 1e-12)
	// The paper's runtime waits for each copy, queued here or not.
	paper, err := Replay(ops, topo, kt, Options{Region: Program, HostCopies: Waited})
	require.NoError(t, err)
	require.InDelta(t, 0.3+0.05+0.1, paper.Seconds, 1e-9)
	ops[0].Queued, ops[1].Queued, ops[2].Queued = false, false, false
	waited, err := Replay(ops, topo, kt, Options{Region: Program})
	require.NoError(t, err)
	require.InDelta(t, 0.3+0.05+0.1, waited.Seconds, 1e-9)
}

// hostSwitches is a node of three GPUs behind two switches of the host,
// g0 and g1 on swA and g2 on swB, every link 10 GB/s.
func hostSwitches(t *testing.T) *Topology {
	topo := &Topology{
		GPU:  GPU{MemGBs: 1, FP32GFlops: 1, LocalCopyGBs: 1},
		GPUs: []string{"g0", "g1", "g2"}, HostMemory: "cpu",
		Links: []Link{
			{A: "cpu", B: "swA", GBs: 10}, {A: "cpu", B: "swB", GBs: 10},
			{A: "g0", B: "swA", GBs: 10}, {A: "g1", B: "swA", GBs: 10}, {A: "g2", B: "swB", GBs: 10},
		},
	}
	require.NoError(t, topo.init())
	return topo
}

// twoGPUs is a node of two GPUs and the host on one switch, every link
// 10 GB/s, with the driver's costs api.
func twoGPUs(t *testing.T, api API) *Topology {
	topo := &Topology{
		GPU:  GPU{MemGBs: 1, FP32GFlops: 1, LocalCopyGBs: 1},
		API:  api,
		GPUs: []string{"g0", "g1"}, HostMemory: "cpu",
		Links: []Link{{A: "g0", B: "sw", GBs: 10}, {A: "g1", B: "sw", GBs: 10}, {A: "cpu", B: "sw", GBs: 10}},
	}
	require.NoError(t, topo.init())
	return topo
}

// A CUDA backend's trace gives each kernel's GPU time (gpu_us) and repeats
// its operations on the GPU's tracks: the reading skips those and takes
// the kernel times from gpu_us, not from the launch calls' durations.
func TestReadTraceGPUTimes(t *testing.T) {
	trace := `{"traceEvents": [
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 1, "dur": 3, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,8], "launch": 1, "gpu_us": 400}},
 {"name": "k(float*)", "cat": "gpu", "ph": "X", "ts": 10, "dur": 400, "pid": 1, "tid": 128, "args": {"op": "kernel"}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 5, "dur": 2, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,8], "launch": 2}}
]}`
	ops := readTraceText(t, trace)
	require.Len(t, ops, 2)
	require.InDelta(t, 400e-6, ops[0].GPU, 1e-12)
	require.Zero(t, ops[1].GPU)
	// (400 + 2) µs over the two launches' 16 blocks.
	require.InDelta(t, 402e-6/16, FromTrace(ops, GPU{})["k"], 1e-12)
	// On a GPU of 10 multiprocessors whose kernels start in 2 µs: (398 +
	// 0) µs over 10 + 10 blocks' time.
	require.InDelta(t, 398e-6/20, FromTrace(ops, GPU{SMs: 10, KernelStart: 2})["k"], 1e-12)
}

// A kernel takes the GPU's start and its blocks' time, at least one block
// per multiprocessor: a part of fewer blocks than the GPU has
// multiprocessors takes as long as one of that many.
func TestKernelTime(t *testing.T) {
	g := GPU{SMs: 132, KernelStart: 3.4}
	const per = 1e-6
	require.InDelta(t, 3.4e-6+132*per, g.Kernel(per, 16), 1e-15, "16 blocks leave 116 multiprocessors idle")
	require.InDelta(t, 3.4e-6+132*per, g.Kernel(per, 132), 1e-15)
	require.InDelta(t, 3.4e-6+500*per, g.Kernel(per, 500), 1e-15)
	require.InDelta(t, 500*per, GPU{}.Kernel(per, 500), 1e-15, "per block alone")
	require.InDelta(t, 10e-6-3.4e-6, g.BlocksTime(10e-6), 1e-15)
	require.Zero(t, g.BlocksTime(2e-6), "a kernel shorter than the start: its blocks take nothing")
}

// TestReadTraceSkipsLoads: a device's code loading (a GPU trace's "load"
// events: the driver compiling PTX at a first run) is no operation of the
// replay, and its time is not the host's time between operations, which
// the replay charges to every launch like it.
func TestReadTraceSkipsLoads(t *testing.T) {
	trace := `{"traceEvents": [
 {"name": "load code", "cat": "load", "ph": "X", "ts": 0, "dur": 9, "pid": 1, "tid": 0, "args": {"code": "PTX compiled by the driver"}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 10, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,8], "launch": 1}},
 {"name": "load code", "cat": "load", "ph": "X", "ts": 12, "dur": 30, "pid": 1, "tid": 1, "args": {"code": "sm_90 machine code"}},
 {"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 44, "dur": 1, "pid": 1, "tid": 1, "args": {"blocks_min_zyx": [0,1,0], "blocks_max_zyx": [1,2,8], "launch": 1}}
]}`
	ops := readTraceText(t, trace)
	require.Len(t, ops, 2)
	require.Equal(t, Kernel, ops[1].Kind)
	require.InDelta(t, 2e-6, ops[1].CPU, 1e-12) // from the load's end, 42 µs, to 44 µs
}

// readTraceText reads a trace written as text.
func readTraceText(t *testing.T, trace string) []Op {
	t.Helper()
	path := filepath.Join(t.TempDir(), "trace.json")
	require.NoError(t, os.WriteFile(path, []byte(trace), 0o644))
	ops, err := ReadTrace(path)
	require.NoError(t, err)
	return ops
}
