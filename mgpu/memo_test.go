package mgpu

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestCoherenceReplay: a ping-pong stencil's launches repeat from the
// fourth on (each buffer's holders as two steps before), and replay the
// recorded copies: the result is the CPU's on 3 and 4 simulated devices,
// every steady-state launch moves exactly one halo row per neighbour, as
// the launches worked out do, and the replays are counted. A host write
// into the input between launches changes its holders: the next launches
// are worked out again, and the result still matches.
func TestCoherenceReplay(t *testing.T) {
	const rows, cols, iters, rewriteAt = 37, 29, 14, 9
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	rewrite := make([]float32, cols) // a row the host writes over row 20
	for i := range rewrite {
		rewrite[i] = float32(i) * 1.5
	}
	for _, n := range []int{3, 4} {
		rt, img := testRuntime(t, n)
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		parts := min(n, (rows+7)/8)
		want := append([]float32(nil), init...)
		tmp := make([]float32, len(init))
		for it := range iters {
			if it == rewriteAt {
				require.NoError(t, rt.MemcpyHtoD(a+20*cols*4, f32bytes(rewrite)))
				copy(want[20*cols:], rewrite)
			}
			before := rt.Stats().Totals.Peer
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{(cols + 7) / 8, (rows + 7) / 8, 1},
				Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			if it >= 2 && it != rewriteAt {
				require.Equal(t, int64(2*(parts-1)*cols*4), rt.Stats().Totals.Peer-before, "%d devices, launch %d", n, it)
			}
			cpuStencil(tmp, want, rows, cols)
			want, tmp = tmp, want
			a, b = b, a
		}
		require.Equal(t, want, download(t, rt, a, rows*cols), "%d devices", n)
		k := rt.Stats().Kernels[0]
		// Launches 3-8 and 10-13 repeat a recorded one: 9 meets the
		// host's row, which goes to the parts that read it and leaves
		// the holders a launch before it left.
		require.Equal(t, int64(iters-4), k.Replays, "%d devices", n)
	}
}

// TestReplayAllocatesNothing: a replayed launch copies the recorded
// holders into the trackers' own memory.
func TestReplayAllocatesNothing(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(4)})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
	const rows, cols = 64, 64
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	var launches [2]LaunchConfig // the ping and the pong
	for i := range launches {
		launches[i] = LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1},
			Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}
		a, b = b, a
	}
	it := 0
	step := func() {
		if err := rt.Launch(launches[it%2]); err != nil {
			t.Fatal(err)
		}
		it++
	}
	for range 8 {
		step()
	}
	before := rt.Stats().Kernels[0].Replays
	require.Zero(t, testing.AllocsPerRun(10, step))
	require.Equal(t, before+11, rt.Stats().Kernels[0].Replays) // AllocsPerRun runs it once more first
}

// memosNaming reports whether a coherence memo of a plan of rt, or a
// split verdict (its arrays past their lengths included), names b.
func memosNaming(rt *Runtime, b *buffer) bool {
	for _, k := range rt.kernels {
		for _, p := range k.plans {
			for _, m := range p.memos {
				if slices.ContainsFunc(m.ptrs, func(pa ptrArg) bool { return pa.buf == b }) ||
					slices.ContainsFunc(m.bufs, func(mb memoBuffer) bool { return mb.b == b }) ||
					slices.ContainsFunc(m.copies, func(c memoCopy) bool { return c.b == b }) {
					return true
				}
			}
		}
	}
	for i := range rt.adapt.verdicts {
		v := &rt.adapt.verdicts[i]
		if slices.ContainsFunc(v.ptrs[:cap(v.ptrs)], func(pa ptrArg) bool { return pa.buf == b }) || slices.Contains(v.bufs[:cap(v.bufs)], b) {
			return true
		}
	}
	return false
}

// reusingBackend gives a freed instance's address to the next allocation
// of its size on its device, as a device's allocator may: the simulator
// never gives an address twice, so the instance is kept, not freed, for
// its memory to be there again.
type reusingBackend struct {
	*simBackend
	sizes map[DevPtr]int64
	freed map[[2]int64][]DevPtr // by device and size
}

func newReusingBackend(n int) *reusingBackend {
	return &reusingBackend{simBackend: NewSimBackend(n, simOptions()).(*simBackend), sizes: map[DevPtr]int64{}, freed: map[[2]int64][]DevPtr{}}
}

func (b *reusingBackend) Malloc(dev int, size int64) (DevPtr, error) {
	key := [2]int64{int64(dev), size}
	if ps := b.freed[key]; len(ps) > 0 {
		b.freed[key] = ps[1:]
		return ps[0], nil
	}
	p, err := b.simBackend.Malloc(dev, size)
	b.sizes[p] = size
	return p, err
}

func (b *reusingBackend) Free(dev int, p DevPtr) error {
	key := [2]int64{int64(dev), b.sizes[p]}
	b.freed[key] = append(b.freed[key], p)
	return nil
}

// TestFreeForgetsMemos: a ping-pong stencil's launches are recorded over
// its two buffers; freeing one forgets every memo naming it, and a buffer
// allocated in its place, at its address, with the same arguments to the
// kernel, is never replayed from them: the first launch over it is worked
// out, and results, peer bytes and holders launch by launch are those of
// a twin runtime that never freed.
func TestFreeForgetsMemos(t *testing.T) {
	const rows, cols, iters, freeAt = 37, 29, 12, 6
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%13) * 0.5
	}
	start := func() (*Runtime, *Image) {
		rt, err := New(Config{Backend: newReusingBackend(3)})
		require.NoError(t, err)
		t.Cleanup(func() { rt.Close() })
		img := rt.AddImage(testContainer(t))
		require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
		return rt, img
	}
	rt, img := start()
	twin, twinImg := start()
	a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
	ta, tb := upload(t, twin, init), upload(t, twin, make([]float32, rows*cols))
	launch := func(rt *Runtime, img *Image, out, in DevPtr) int64 {
		before := rt.Stats().Totals.Peer
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{(cols + 7) / 8, (rows + 7) / 8, 1},
			Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(out), pArg(in), i32arg(rows), i32arg(cols)}}))
		return rt.Stats().Totals.Peer - before
	}
	replays := func(rt *Runtime) int64 {
		if ks := rt.Stats().Kernels; len(ks) > 0 {
			return ks[0].Replays
		}
		return 0
	}
	bufferAt := func(rt *Runtime, p DevPtr) *buffer {
		buf, off, ok := rt.resolve(p)
		require.True(t, ok && off == 0)
		return buf
	}
	want, tmp := append([]float32(nil), init...), make([]float32, len(init))
	var lost int64 // launches the twin replays and rt does not
	for it := range iters {
		if it == freeAt { // the launch writes b, from a
			old := bufferAt(rt, b)
			require.True(t, memosNaming(rt, old), "launches 2 to 5 were recorded over b")
			require.NotZero(t, replays(rt))
			require.NoError(t, rt.Free(b))
			require.False(t, memosNaming(rt, old), "a memo still names the freed buffer")
			require.Empty(t, old.memos)
			nb, err := rt.Malloc(int64(4 * rows * cols))
			require.NoError(t, err)
			require.Equal(t, b, nb, "the backend gives the freed address again")
			require.NotSame(t, old, bufferAt(rt, nb))
		}
		before, twinBefore := replays(rt), replays(twin)
		peer, twinPeer := launch(rt, img, b, a), launch(twin, twinImg, tb, ta)
		require.Equal(t, twinPeer, peer, "launch %d", it)
		lost += replays(twin) - twinBefore - (replays(rt) - before)
		if it == freeAt {
			require.Equal(t, before, replays(rt), "the launch over the new buffer replayed a memo")
		}
		for _, pair := range [][2]DevPtr{{a, ta}, {b, tb}} {
			twinState := bufferAt(twin, pair[1]).tracker.snapshot()
			require.True(t, bufferAt(rt, pair[0]).tracker.equals(&twinState), "launch %d: holders differ from the twin's", it)
		}
		cpuStencil(tmp, want, rows, cols)
		want, tmp = tmp, want
		a, b, ta, tb = b, a, tb, ta
	}
	require.Equal(t, want, download(t, rt, a, rows*cols))
	require.Equal(t, want, download(t, twin, ta, rows*cols))
	// Launches 6 and 7, which the twin replays, are worked out, and 8 too
	// (the new buffer's holders at 6, a fresh buffer's, differ from 8's);
	// 9 to 11 replay 7 and 8.
	require.Equal(t, int64(3), lost)
	require.Equal(t, replays(twin)-3, replays(rt))
}

// TestFreeForgetsVerdicts: the split verdicts of a kernel the model keeps
// whole (TestAdaptiveVerdictKept's) name its buffers until one is freed;
// the launch over the buffer allocated in its place is weighed anew.
func TestFreeForgetsVerdicts(t *testing.T) {
	const rows, cols = 1024, 1024
	h := newHaloPingPong(t, newTimedBackend(4, 20*time.Nanosecond), rows, cols)
	rt := h.rt
	launch := func() { h.launch(t) }
	for range 12 {
		launch()
	}
	require.NotZero(t, rt.adapt.verdictHits)
	old, _, _ := rt.resolve(h.b)
	require.True(t, memosNaming(rt, old))
	require.NoError(t, rt.Free(h.b))
	require.False(t, memosNaming(rt, old), "a verdict still names the freed buffer")
	var err error
	h.b, err = rt.Malloc(4 * rows * cols)
	require.NoError(t, err)
	hits := rt.adapt.verdictHits
	launch()
	require.Equal(t, hits, rt.adapt.verdictHits, "the launch over the new buffer took a verdict")
	require.Equal(t, int64(12), rt.Stats().Kernels[0].NotSplit)
}

// TestRecordingReusesMemory: a plan whose launches do not repeat (a
// plane moved along conv3d's i, written every launch) is recorded once
// every 64 launches, a bet they start to, and not at its first launches
// as other plans are (its writes move: writesMove); each recording is
// made in the memory of the one it pushes out, so that once the plan
// keeps its four, a launch recording allocates nothing, and the buffers
// list each memo once.
func TestRecordingReusesMemory(t *testing.T) {
	i := slices.IndexFunc(iterativePrograms, func(p iterativeProgram) bool { return p.name == "conv3d-moved" })
	p := iterativePrograms[i].make(t, NewNullBackend(4), 1024)
	var lcs []LaunchConfig
	for it := range 7 * 64 {
		lcs = append(lcs, p.launch(it)...)
	}
	it := 0
	step := func() {
		if err := p.rt.Launch(lcs[it]); err != nil {
			t.Fatal(err)
		}
		it++
	}
	memos := func() (out []*coherenceMemo) {
		for _, k := range p.rt.kernels {
			for _, pl := range k.plans {
				out = append(out, pl.memos...)
			}
		}
		return out
	}
	for range 32 {
		step()
	}
	require.Empty(t, memos(), "recorded at its first launches")
	for range (maxMemos+1)*64 - 32 {
		step()
	}
	require.Len(t, memos(), maxMemos, "the plan keeps its recordings")
	last := memos()[maxMemos-1]
	require.Zero(t, testing.AllocsPerRun(64, step))
	require.NotSame(t, last, memos()[maxMemos-1], "the launches record")
	require.Zero(t, p.rt.Stats().Kernels[0].Replays)
	for _, ptr := range p.bufs {
		b, _, ok := p.rt.resolve(ptr)
		require.True(t, ok)
		require.LessOrEqual(t, len(b.memos), maxMemos+1, "the buffer lists each memo once, the one let go included")
	}
}

// TestMovedWritesReplayOnceRepeated: a plan whose writes move (conv3d's
// plane i) but whose launches come back to where they were (i alternating
// between two planes) is recorded at a probe, replayed at the next, and
// from then on recorded and replayed as any plan: the launches after the
// second probe replay but one (3 replays in 300 launches without).
func TestMovedWritesReplayOnceRepeated(t *testing.T) {
	const n = 64
	d := planeDesc(n)
	p := newIterative(t, NewNullBackend(4), 512, 2, d)
	for it := range 300 {
		require.NoError(t, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 16, n / 4, 1}, Block: Dim3{16, 4, 1},
			Args: [][]byte{pArg(p.bufs[0]), pArg(p.bufs[1]), i32arg(n), i32arg(int32(1 + it%2))}}))
	}
	require.Greater(t, p.rt.Stats().Kernels[0].Replays, int64(300-2*64-4))
}

// TestProbesSkipLargeTrackers: a plan recorded once every 64 launches is
// recorded only over trackers of at most maxProbeSegments segments:
// Gram-Schmidt's R, a diagonal element more per step, is past them by
// its second probe, and no recording is made.
func TestProbesSkipLargeTrackers(t *testing.T) {
	i := slices.IndexFunc(iterativePrograms, func(p iterativeProgram) bool { return p.name == "gramschmidt-moved" })
	p := iterativePrograms[i].make(t, NewNullBackend(4), 1024)
	memos := func() (out []*coherenceMemo) {
		for _, k := range p.rt.kernels {
			for _, pl := range k.plans {
				out = append(out, pl.memos...)
			}
		}
		return out
	}
	for it := range 200 {
		for _, lc := range p.launch(it) {
			require.NoError(t, p.rt.Launch(lc))
		}
	}
	require.Empty(t, memos(), "a probe recorded")
	r, _, ok := p.rt.resolve(p.bufs[2])
	require.True(t, ok)
	require.Greater(t, r.tracker.Segments(), maxProbeSegments)
}

// TestFarLaunchesNotRecorded: an LU factorization repeated four times
// (each step's plan back once per factorization, 255 launches of the
// kernel later) is
// not recorded, where each plan's second launch kept a copy of the
// trackers; a ping-pong whose plans come back every other launch still
// is (TestCoherenceReplay).
func TestFarLaunchesNotRecorded(t *testing.T) {
	i := slices.IndexFunc(iterativePrograms, func(p iterativeProgram) bool { return p.name == "lu-spans" })
	p := iterativePrograms[i].make(t, NewNullBackend(16), 256)
	for it := range 4 * p.period {
		for _, lc := range p.launch(it) {
			require.NoError(t, p.rt.Launch(lc))
		}
	}
	for _, k := range p.rt.kernels {
		// Cached again during the second factorization (the first's
		// plans are made one each, not kept: plan.go's probe).
		require.Greater(t, k.stats.PlanHits, int64(p.period), "the later factorizations' plans cached")
		for _, pl := range k.plans {
			require.Empty(t, pl.memos)
			require.Nil(t, pl.spareMemo)
		}
	}
}

// snapshot returns a copy of t's holders in memory of its own (the
// runtime records into a memo's memory: snapshotInto).
func (t *Tracker) snapshot() trackerState {
	s := trackerState{bands: make([]band, 0, len(t.bands))}
	t.snapshotInto(&s, make([]segment, 0, t.nsegs))
	return s
}

// TestRecordedTakesTheList: a recording ends by taking the gathering's
// list of copies, not a copy of it (which would write fresh memory on a
// plan's first recordings), and leaves the gathering the recording's old,
// emptied list.
func TestRecordedTakesTheList(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(2)})
	require.NoError(t, err)
	defer rt.Close()
	g := &rt.scratch.gather
	g.recorded = append(make([]memoCopy, 0, 8), memoCopy{src: 0, to: 1}, memoCopy{src: 1, to: 0})
	list := &g.recorded[0]
	old := make([]memoCopy, 0, 4)
	m := &coherenceMemo{copies: old}
	rt.recorded(m)
	require.Same(t, list, &m.copies[0], "the memo's copies are the gathering's list")
	require.Len(t, m.copies, 2)
	require.Empty(t, g.recorded)
	require.Equal(t, 4, cap(g.recorded), "the gathering has the memo's old list")
}
