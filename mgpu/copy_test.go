package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// gatherDesc reads its first buffer whole and writes its second by blocks
// along x: every part needs every other part's block of the first (an
// all-to-all exchange, as matmul's second matrix and n-body's positions).
func gatherDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z6gatherPKfPf", Name: "gather", Partitioned: "gather_part", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessAll}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessBlocked1D}},
		},
	}
}

// sourceRecorder records each peer copy's (1-D or 2-D) source and
// destination devices and the source's offset in its instance of buf.
type sourceRecorder struct {
	Backend
	base   func(dev int) DevPtr // buf's instance on dev
	copies [][3]int64           // dst, src, offset
}

func (b *sourceRecorder) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.copies = append(b.copies, [3]int64{int64(dstDev), int64(srcDev), int64(src - b.base(srcDev))})
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

func (b *sourceRecorder) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	b.copies = append(b.copies, [3]int64{int64(dstDev), int64(srcDev), int64(src - b.base(srcDev))})
	return b.Backend.CopyPeer2D(dstDev, dst, srcDev, src, width, pitch, height)
}

// exchange sets up an all-to-all exchange on rt's devices: each wrote one
// block of a buffer of 4n bytes that every part of the gather kernel then
// reads whole. It returns the buffer and the launch.
func exchange(t *testing.T, rt *Runtime, devices, n int) (*buffer, func()) {
	img := rt.AddImage(nil)
	require.NoError(t, rt.RegisterKernel(gatherDesc(), true))
	in, err := rt.Malloc(int64(4 * n))
	require.NoError(t, err)
	out, err := rt.Malloc(int64(4 * n))
	require.NoError(t, err)
	b, _, ok := rt.resolve(in)
	require.True(t, ok)
	block := int64(4 * n / devices)
	for d := range devices {
		b.tracker.Write(int64(d)*block, int64(d+1)*block, d)
	}
	threads := min(n/devices, 256)
	return b, func() {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z6gatherPKfPf", Grid: Dim3{n / threads, 1, 1}, Block: Dim3{threads, 1, 1},
			Args: [][]byte{pArg(in), pArg(out)}}))
	}
}

// The gather tests' exchange: 4 blocks of 32 KiB, one per device (larger
// than a hub takes, hubs.go).
const (
	exchangeDevices = 4
	exchangeBlock   = 32 << 10
)

// recordExchange runs the exchange on null devices with links link
// (MGPU_LINK; "" the default) and returns its peer copies, each block
// copied once to each other device.
func recordExchange(t *testing.T, link string) (*sourceRecorder, *Runtime) {
	be := &sourceRecorder{Backend: NewNullBackend(exchangeDevices)}
	rt, err := New(Config{Backend: be, Link: link})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	b, launch := exchange(t, rt, exchangeDevices, exchangeDevices*exchangeBlock/4)
	be.base = func(dev int) DevPtr { return b.inst[dev] }
	launch()
	require.Len(t, be.copies, exchangeDevices*(exchangeDevices-1))
	return be, rt
}

// TestGatherCopiesFromHoldersBeforeLaunch: when each of 4 devices wrote
// one block of a buffer every part then reads whole, each block goes to
// the 3 others straight from its writer (12 copies, 3 from each device),
// not along a chain through the devices that received it first.
func TestGatherCopiesFromHoldersBeforeLaunch(t *testing.T) {
	be, _ := recordExchange(t, "")
	sent := make([]int, exchangeDevices)
	for _, c := range be.copies {
		require.Equal(t, c[1], c[2]/exchangeBlock, "copy to device %d of bytes at %d from device %d", c[0], c[2], c[1])
		sent[c[1]]++
	}
	require.Equal(t, []int{3, 3, 3, 3}, sent)
}

// TestGatherRelaysOverCostlyLinks: where the links say devices 0-1 and
// 2-3 are pairs joined by a link three times slower (two sockets), each
// block of the exchange crosses between the pairs once: to one device of
// the other pair from its writer, to the second from the first.
func TestGatherRelaysOverCostlyLinks(t *testing.T) {
	be, rt := recordExchange(t, "10,15;0-1 2-3=30,1")
	crossings := 0
	got := map[[2]int64]int64{} // block, destination: source
	for _, c := range be.copies {
		blk := c[2] / exchangeBlock
		if c[0]/2 != c[1]/2 {
			crossings++
		}
		got[[2]int64{blk, c[0]}] = c[1]
	}
	require.Equal(t, exchangeDevices, crossings, "each block crosses once: %v", be.copies)
	require.Len(t, got, exchangeDevices*(exchangeDevices-1))
	for blk := int64(0); blk < exchangeDevices; blk++ {
		require.Equal(t, blk, got[[2]int64{blk, blk ^ 1}], "block %d to its writer's pair from the writer", blk)
	}
	require.Equal(t, rt.Stats().Totals.Peer, int64(exchangeDevices*(exchangeDevices-1)*exchangeBlock))
}

// TestCopySourceByLinks: of several holders, a range is copied from the
// one with the cheapest link, not the nearest by index.
func TestCopySourceByLinks(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(4), Link: "10,15;0-3=30,1"})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	tr := rt.newTracker(4096, Holders(0b1010))
	jobs := tr.Missing(0, 4096, 4096, 1, 0, nil)
	require.Len(t, jobs, 1)
	require.Equal(t, 3, jobs[0].src)
	require.Equal(t, 1, NewTracker(4096, Holders(0b1010)).Missing(0, 4096, 4096, 1, 0, nil)[0].src, "by index without links")
	jobs = tr.Missing(0, 4096, 4096, 1, 2, nil)
	require.Equal(t, 1, jobs[0].src, "equal links: the nearest by index")
	jobs = tr.Missing(0, 4096, 4096, 1, hostSlot, nil)
	require.Equal(t, 3, jobs[0].src, "to the host: the nearest by index")
}

// TestEachCopyJoinsStridedRows: one-row jobs of one width and source at a
// constant stride (a row block's rows in a tracker of planes, or the
// holes between them) are one strided copy; a change of source, width or
// stride, or a job of several rows, starts another.
func TestEachCopyJoinsStridedRows(t *testing.T) {
	const p = 1 << 16 // a plane
	row := func(r, c0, c1 int64, src int) rectJob { return rectJob{rect{r, r + 1, c0, c1}, src, 0} }
	jobs := []rectJob{
		row(2, 3072, 3080, 1), row(2, 1024, 1032, 1), row(2, 2048, 2056, 1), // 3 holes, 1024 apart, out of order
		row(2, 4096, 4104, 2),       // another source
		row(3, 0, 1016, 1),          // another width
		row(3, 1024, 2040, 1),       // ... at a stride of 1024: joined
		row(3, 3072, 4088, 1),       // a stride of 2048: not
		{rect{5, 7, 0, 1016}, 1, 0}, // two rows: a rect
	}
	type copyOf struct {
		s    Span
		src  int
		jobs int
	}
	var got []copyOf
	require.NoError(t, eachCopy(jobs, p, func(s Span, src int, js []rectJob) error {
		got = append(got, copyOf{s, src, len(js)})
		return nil
	}))
	require.Equal(t, []copyOf{
		{Span{2*p + 1024, 2*p + 1032, 1024, 3}, 1, 3},
		{Span{3 * p, 3*p + 1016, 1024, 2}, 1, 2},
		{Span{3*p + 3072, 3*p + 4088, p, 1}, 1, 1},
		{Span{5 * p, 5*p + 1016, p, 2}, 1, 1},
		{Span{2*p + 4096, 2*p + 4104, p, 1}, 2, 1},
	}, got)
}

// TestGatherAtHub: in an exchange of 1 KiB blocks between 8 devices,
// device 0 gathers the 7 other blocks and every other device receives from
// it the blocks before and after its own, in one copy each: 20 copies
// instead of 56, the same bytes, and every device holds the whole buffer.
// The parts share their need (the buffer whole): each other device's
// copies from the hub are found as one (shareNeeds), not block by block.
func TestGatherAtHub(t *testing.T) {
	const devices, block = 8, 1024
	be := &sourceRecorder{Backend: NewNullBackend(devices)}
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	defer rt.Close()
	b, launch := exchange(t, rt, devices, devices*block/4)
	be.base = func(dev int) DevPtr { return b.inst[dev] }
	launch()
	into := make([]int, devices)
	for _, c := range be.copies {
		into[c[0]]++
		if c[0] != 0 {
			require.Equal(t, int64(0), c[1], "copy to device %d of bytes at %d not from the hub", c[0], c[2])
		}
	}
	require.Equal(t, []int{7, 2, 2, 2, 2, 2, 2, 1}, into)
	require.Equal(t, int64(devices*(devices-1)*block), rt.Stats().Totals.Peer)
	for d := range devices {
		require.True(t, b.tracker.HeldWholeBy(d), "device %d", d)
	}
	require.Len(t, rt.scratch.gather.deferred, devices-1, "a copy found per device but the hub")
}

// hubKernel starts a runtime on devices null devices whose backend
// records each copy's source, with a kernel split along x that reads its
// input (inBytes) as read says and writes its output in blocks. It returns
// the input's buffer, whose holders the test sets, and the launch of one
// block of the given threads per device.
func hubKernel(t *testing.T, devices int, read Access, inBytes int64) (*Runtime, *sourceRecorder, *buffer, func(threads int)) {
	t.Helper()
	desc := &KernelDesc{Mangled: "_Z4readPKfPf", Name: "read", Partitioned: "read_part", Split: SplitX,
		Params: []Param{ptrParam(read, Access{}), ptrParam(Access{}, Access{Pattern: AccessBlocked1D})}}
	be := &sourceRecorder{Backend: NewNullBackend(devices)}
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	img := rt.AddImage(nil)
	require.NoError(t, rt.RegisterKernel(desc, true))
	in, err := rt.Malloc(inBytes)
	require.NoError(t, err)
	out, err := rt.Malloc(inBytes)
	require.NoError(t, err)
	b, _, ok := rt.resolve(in)
	require.True(t, ok)
	be.base = func(dev int) DevPtr { return b.inst[dev] }
	return rt, be, b, func(threads int) {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: Dim3{devices, 1, 1}, Block: Dim3{threads, 1, 1},
			Args: [][]byte{pArg(in), pArg(out)}}))
	}
}

// TestGatherAtHubByPieces: where the parts' needs differ (part d of 8
// reads the blocks up to its own and the first element after it), the
// pieces are routed one by one: device 2, the first to lack 3 pieces
// (blocks 0 and 1, an element of block 3), gathers them, and the devices
// after it take blocks 0 and 1 from it; every device ends holding what it
// read, and the bytes are those it lacked.
func TestGatherAtHubByPieces(t *testing.T) {
	const devices, block = 8, 1024
	const n = devices * block / 4
	prefix := enumAccess(func(box *[12]int64, _ []int64, out []Range) int64 {
		_, hi := boxRows(box, 2, n)
		if len(out) > 0 {
			out[0] = Range{0, min(hi+1, n)}
		}
		return 1
	})
	rt, be, b, launch := hubKernel(t, devices, prefix, 4*n)
	defer rt.Close()
	for d := range devices {
		b.tracker.Write(int64(d*block), int64((d+1)*block), d)
	}
	launch(n / devices)
	var lacked int64
	for d := range devices {
		lacked += int64(d * block) // the blocks before its own
		if d < devices-1 {
			lacked += 4 // the element after
		}
		require.Empty(t, b.tracker.Missing(0, min(int64((d+1)*block+4), 4*n), 0, 1, d, nil), "device %d", d)
	}
	require.Equal(t, lacked, rt.Stats().Totals.Peer)
	for _, c := range be.copies {
		if blk := c[2] / block; c[0] > 2 && blk < 2 {
			require.Equal(t, int64(2), c[1], "block %d to device %d not from the hub", blk, c[0])
		}
	}
}

// TestGatherAtHubWithin: LU's first update split by columns, over a matrix
// whose row blocks the devices hold: part d reads its column block and
// column 0, every row. The hub (device 0) gathers column block 0 of each
// row block, which holds that block's piece of column 0, so the other
// devices take column 0 from the hub, the rows before and after their own
// in one copy each, not a copy per row block: 8 + 7 pieces become 8 + 2.
// Every device ends holding what it read, and the bytes are those it
// lacked.
func TestGatherAtHubWithin(t *testing.T) {
	const devices, n = 8, 256 // n x n floats, 32 rows and columns a device
	const rows = n / devices
	read := spanAccess(func(box *[12]int64, _ []int64, out []Span) int64 {
		lo, hi := boxCols(box, n)
		if lo == 0 { // column 0 is in the block
			if len(out) >= 1 {
				out[0] = Span{lo, hi, n, n}
			}
			return 1
		}
		if len(out) >= 2 {
			out[0], out[1] = Span{0, 1, n, n}, Span{lo, hi, n, n}
		}
		return 2
	})
	rt, be, b, launch := hubKernel(t, devices, read, 4*n*n)
	defer rt.Close()
	for d := range devices {
		b.tracker.Write(int64(4*d*rows*n), int64(4*(d+1)*rows*n), d)
	}
	launch(rows)
	into := make([]int, devices)
	for _, c := range be.copies {
		into[c[0]]++
		if col := c[2] % (4 * n); c[0] != 0 && col == 0 && c[1] != 0 {
			t.Errorf("column 0 of row %d to device %d from device %d, not the hub", c[2]/(4*n), c[0], c[1])
		}
	}
	require.Equal(t, []int{7, 9, 9, 9, 9, 9, 9, 8}, into)
	require.Equal(t, int64(devices*(devices-1)*4*rows*rows+(devices-1)*(devices-1)*4*rows), rt.Stats().Totals.Peer)
	for d := range devices {
		require.Empty(t, b.tracker.Missing(0, 4, 4*n, n, d, nil), "device %d, column 0", d)
		require.Empty(t, b.tracker.Missing(int64(4*d*rows), int64(4*(d+1)*rows), 4*n, n, d, nil), "device %d, its columns", d)
	}
}

// TestSpanWithin: a piece lies within a hub's piece when each of its
// ranges lies in one of the hub's, whatever row it starts in.
func TestSpanWithin(t *testing.T) {
	rows := Span{100, 132, 1000, 10} // columns 100-131 of rows 0-9
	for _, c := range []struct {
		s, o Span
		want bool
	}{
		{rows, rows, true},
		{Span{10, 20, 0, 1}, Span{0, 64, 0, 1}, true},
		{Span{10, 70, 0, 1}, Span{0, 64, 0, 1}, false},
		{Span{3100, 3132, 0, 1}, rows, true},                   // row 3 whole
		{Span{3120, 3140, 0, 1}, rows, false},                  // past row 3's end
		{Span{3050, 3110, 0, 1}, rows, false},                  // before row 3's start
		{Span{10100, 10101, 0, 1}, rows, false},                // row 10
		{Span{2100, 2101, 1000, 8}, rows, true},                // column 100 of rows 2-9
		{Span{2100, 2101, 1000, 9}, rows, false},               // and row 10
		{Span{2100, 2101, 2000, 4}, rows, false},               // another pitch
		{Span{99, 101, 1000, 2}, rows, false},                  // from before the first range
		{Span{100, 132, 1000, 10}, Span{0, 5000, 0, 1}, false}, // past one range's end
	} {
		require.Equal(t, c.want, spanWithin(c.s, c.o), "%v within %v", c.s, c.o)
	}
}

// TestJoinHubbed: a device's pieces from a hub that continue one another
// (ranges end to end, rows of a column one after the other) are one copy;
// its own rows between them split them in two.
func TestJoinHubbed(t *testing.T) {
	var b buffer
	col := func(r0, r1 int64) Span { return Span{r0*64 + 8, r0*64 + 12, 64, r1 - r0} }
	deferred := []deferredCopy{
		{b: &b, to: 1, s: col(8, 12), from: 0},
		{b: &b, to: 1, s: col(0, 4), from: 0},
		{b: &b, to: 1, s: col(12, 16), from: 0},
		{b: &b, to: 1, s: Span{4096, 4100, 0, 1}, from: 2}, // not from a hub
		{b: &b, to: 2, s: Span{0, 100, 0, 1}, from: 0},
		{b: &b, to: 2, s: Span{100, 200, 0, 1}, from: 0},
	}
	var h hubScratch
	got := h.joinHubbed(deferred, []bool{true, true, true, false, true, true})
	var spans []Span
	for _, c := range got {
		spans = append(spans, c.s)
	}
	require.Equal(t, []Span{{4096, 4100, 0, 1}, col(0, 4), col(8, 16), {0, 200, 0, 1}}, spans)
}

// transposeDescs are two kernels over an n x n float matrix (scalars[0]
// is n), a thread per row or per column along x, each reading and
// writing its row or its column.
func transposeDescs() (rows, cols *KernelDesc) {
	row := byRow(2, 0, 0, func(_ *[12]int64, s []int64, _ int64) (int64, int64) { return 0, s[0] })
	rows = &KernelDesc{
		Mangled: "_Z4rowsPf", Name: "rows", Partitioned: "rows_part", Split: SplitX,
		Params: []Param{ptrParam(enumAccess(row), enumAccess(row)), intParam(0)},
	}
	column := func(box *[12]int64, s []int64, out []Range) int64 {
		lo, hi := boxCols(box, s[0])
		for i := range s[0] {
			if i < int64(len(out)) {
				out[i] = Range{i*s[0] + lo, i*s[0] + hi}
			}
		}
		return s[0]
	}
	cols = &KernelDesc{
		Mangled: "_Z4colsPf", Name: "cols", Partitioned: "cols_part", Split: SplitX,
		Params: []Param{ptrParam(enumAccess(column), enumAccess(column)), intParam(0)},
	}
	return rows, cols
}

// BenchmarkTransposeGather: a launch by row blocks of a 512^2 float
// matrix whose column blocks 16 null devices wrote, worked out as a
// transpose is before a replay can serve it (ADI's first row sweep back,
// atax's column sweep): 240 2-D copies found, made and told.
func BenchmarkTransposeGather(b *testing.B) {
	const devs, n = 16, 512
	rows, cols := transposeDescs()
	p := newIterative(b, NewNullBackend(devs), n, 1, rows, cols)
	buf, _, ok := p.rt.resolve(p.bufs[0])
	require.True(b, ok)
	block := int64(4 * n / devs)
	lc := LaunchConfig{Image: p.img, Kernel: rows.Mangled, Grid: Dim3{devs, 1, 1}, Block: Dim3{n / devs, 1, 1},
		Args: [][]byte{pArg(p.bufs[0]), i32arg(n)}}
	for range b.N {
		b.StopTimer()
		for d := range devs {
			buf.tracker.WriteSpan(int64(d)*block, int64(d+1)*block, 4*n, n, d)
		}
		for _, k := range p.rt.kernels {
			for _, pl := range k.plans {
				pl.memos, pl.memoMisses = nil, maxMemoMisses+1 // neither replayed nor recorded
			}
		}
		b.StartTimer()
		if err := p.rt.Launch(lc); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/launch")
}

// TestTransposeGather: a matrix whose column blocks 16 devices wrote is
// read and written by row blocks (ADI's sweeps, atax's matrix): each part
// receives its row block's 15 other column blocks, one 2-D copy each
// from its writer (none through a hub: each piece goes to one device),
// and the tracker learns them together (tellHolders), ending as it would
// have had it learnt them copy by copy; the way back, by column blocks,
// joins the pieces of a slab into one update (joinRows) to the same end.
// The statistics count the time it takes (gather_ns).
func TestTransposeGather(t *testing.T) {
	const devs, n = 16, 256
	rowsDesc, colsDesc := transposeDescs()
	be := &sourceRecorder{Backend: NewNullBackend(devs)}
	p := newIterative(t, be, n, 1, rowsDesc, colsDesc)
	b, _, ok := p.rt.resolve(p.bufs[0])
	require.True(t, ok)
	be.base = func(dev int) DevPtr { return b.inst[dev] }
	block := int64(4 * n / devs) // bytes of a column block's row
	for d := range devs {
		b.tracker.WriteSpan(int64(d)*block, int64(d+1)*block, 4*n, n, d)
	}
	// want learns every copy one at a time, as each part's device
	// receives the blocks it lacks.
	want := NewTracker(b.size, 1)
	for d := range devs {
		want.WriteSpan(int64(d)*block, int64(d+1)*block, 4*n, n, d)
	}
	launch := func(desc *KernelDesc) {
		be.copies = nil
		require.NoError(t, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: desc.Mangled, Grid: Dim3{devs, 1, 1}, Block: Dim3{n / devs, 1, 1},
			Args: [][]byte{pArg(p.bufs[0]), i32arg(n)}}))
		require.NoError(t, b.tracker.check())
		require.Len(t, be.copies, devs*(devs-1), "one copy per piece")
	}
	launch(rowsDesc)
	for _, c := range be.copies {
		dst, src := int(c[0]), int(c[1])
		require.Equal(t, int64(src)*block+int64(dst)*(n/devs)*4*n, c[2], "piece of column block %d for row block %d from its writer", src, dst)
		for r := int64(0); r < n/devs; r++ {
			at := (int64(dst)*(n/devs)+r)*4*n + int64(src)*block
			want.Copy(at, at+block, dst)
		}
	}
	for d := range devs {
		want.WriteSpan(int64(d)*(n/devs)*4*n, int64(d+1)*(n/devs)*4*n, 0, 1, d)
	}
	held := want.snapshot()
	require.True(t, b.tracker.equals(&held), "holders after the rows")
	launch(colsDesc)
	for _, c := range be.copies {
		dst, src := int(c[0]), int(c[1])
		for r := int64(0); r < n/devs; r++ {
			at := (int64(src)*(n/devs)+r)*4*n + int64(dst)*block
			want.Copy(at, at+block, dst)
		}
	}
	for d := range devs {
		want.WriteSpan(int64(d)*block, int64(d+1)*block, 4*n, n, d)
	}
	held = want.snapshot()
	require.True(t, b.tracker.equals(&held), "holders after the columns")
	// Both launches' time bringing the pieces in is part of their time.
	for _, k := range p.rt.Stats().Kernels {
		require.Positive(t, k.GatherNS, k.Name)
		require.LessOrEqual(t, k.GatherNS, k.RuntimeNS, k.Name)
	}
}

// TestGrow: grow keeps what s holds and gives it room for n more, in s's
// own array when it has the room.
func TestGrow(t *testing.T) {
	s := make([]deferredCopy, 2, 3)
	s[0].to, s[1].to = 5, 7
	same := grow(s, 1)
	require.Same(t, &s[0], &same[0], "room enough: the same array")
	g := grow(s, 100)
	require.Len(t, g, 2)
	require.GreaterOrEqual(t, cap(g)-len(g), 100)
	require.Equal(t, []int{5, 7}, []int{g[0].to, g[1].to})
	require.NotSame(t, &s[0], &g[0])
	g = append(g, make([]deferredCopy, 100)...)
	require.Equal(t, 102, len(g))
	require.Empty(t, grow(g[:0], 50), "emptied, as gatherInputs asks")
}
