package mgpu

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/scaling"
)

// TestPeerCopy2D: a 2-D peer copy counts its width*height bytes in the
// kernel's and the totals' statistics, as peerCopy does, and its trace
// event replays as a peer copy of that many bytes.
func TestPeerCopy2D(t *testing.T) {
	trace := filepath.Join(t.TempDir(), "trace.json")
	rt, err := New(Config{Backend: NewSimBackend(2, simOptions()), Trace: trace})
	require.NoError(t, err)
	const pitch, rows = 32, 8
	var mats [2]DevPtr
	for dev := range mats {
		mats[dev], err = rt.be.Malloc(dev, pitch*rows)
		require.NoError(t, err)
	}
	src := make([]byte, pitch*rows)
	for i := range src {
		src[i] = byte(i)
	}
	require.NoError(t, rt.be.Write(0, mats[0], src))

	k := &kernelStats{}
	require.NoError(t, rt.peerCopy2D(1, mats[1]+4, 0, mats[0]+4, 8, pitch, rows, k))
	require.NoError(t, rt.peerCopy(0, mats[0], 1, mats[1], 16, k))
	assert.EqualValues(t, 8*rows+16, k.Peer)
	assert.EqualValues(t, 8*rows+16, rt.stats.totals.Peer)
	got := make([]byte, pitch*rows)
	require.NoError(t, rt.be.Read(1, mats[1], got))
	for r := 0; r < rows; r++ {
		assert.Equal(t, src[r*pitch+4:][:8], got[r*pitch+4:][:8], "row %d", r)
	}

	err = rt.peerCopy2D(1, mats[1], 0, mats[0], 16, pitch, rows+1, k)
	assert.ErrorContains(t, err, "copy of 9 rows of 16 bytes (pitch 32) from device 0 to device 1")
	assert.EqualValues(t, 8*rows+16, k.Peer, "a failed copy counts nothing")

	for dev, p := range mats {
		require.NoError(t, rt.be.Free(dev, p))
	}
	rt.Close()
	ops, err := scaling.ReadTrace(trace)
	require.NoError(t, err)
	var peers []scaling.Op
	for _, op := range ops {
		if op.Kind == scaling.Peer {
			peers = append(peers, op)
		}
	}
	require.Len(t, peers, 2)
	assert.Equal(t, []int64{8 * rows, 16}, []int64{peers[0].Bytes, peers[1].Bytes})
	assert.Equal(t, []int{0, 1}, []int{peers[0].Src, peers[1].Src})
	assert.Equal(t, []int{1, 0}, []int{peers[0].Dev, peers[1].Dev})

	// The shape rides along for trace viewers.
	data, err := os.ReadFile(trace)
	require.NoError(t, err)
	var f traceFile
	require.NoError(t, json.Unmarshal(data, &f))
	var shapes []map[string]any
	for _, e := range f.TraceEvents {
		if e.Name == "peer copy" {
			shapes = append(shapes, e.Args)
		}
	}
	require.Len(t, shapes, 2)
	assert.Equal(t, map[string]any{"bytes": 64.0, "from_device": 0.0, "width": 8.0, "pitch": 32.0, "height": 8.0}, shapes[0])
	assert.NotContains(t, shapes[1], "width", "a 1-D copy has no shape")
}

// readCounter counts the simulator's reads to the host and copies within
// a device, by call.
type readCounter struct {
	*simBackend
	reads, reads2D, within int
}

func (b *readCounter) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	if dstDev == srcDev {
		b.within++
	}
	return b.simBackend.CopyPeer2D(dstDev, dst, srcDev, src, width, pitch, height)
}

func (b *readCounter) Read(dev int, src DevPtr, dst []byte) error {
	b.reads++
	return b.simBackend.Read(dev, src, dst)
}

func (b *readCounter) Read2D(dev int, src DevPtr, host []byte, width, pitch, height int64) error {
	b.reads2D++
	return b.simBackend.Read2D(dev, src, host, width, pitch, height)
}

// TestReadBackByPlanes: a 3-D array whose planes 4 devices hold a row
// block each of (conv3d's, split along the rows of each plane) is read
// back whole with one strided read per device, not one per plane, and
// each byte from the device holding it, and copied to another buffer with
// one strided copy on each; a run of another length breaks the stride.
func TestReadBackByPlanes(t *testing.T) {
	const devs, planes, rows, cols = 4, 6, 8, 16 // floats
	be := &readCounter{simBackend: NewSimBackend(devs, simOptions()).(*simBackend)}
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	want := make([]byte, 4*planes*rows*cols)
	for i := range want {
		want[i] = byte(i * 7)
	}
	p := upload(t, rt, make([]float32, planes*rows*cols))
	b, _, ok := rt.resolve(p)
	require.True(t, ok)
	plane, block := int64(4*rows*cols), int64(4*rows*cols/devs)
	for d := range devs {
		// Device d's rows of every plane are its own: the bytes only it
		// holds, as a split launch leaves them.
		for z := int64(0); z < planes; z++ {
			lo := z*plane + int64(d)*block
			require.NoError(t, be.simBackend.Write(d, b.inst[d]+DevPtr(lo), want[lo:lo+block]))
		}
		b.tracker.WriteSpan(int64(d)*block, int64(d+1)*block, plane, planes, d)
	}
	got := make([]byte, len(want))
	require.NoError(t, rt.MemcpyDtoH(got, p))
	require.Equal(t, want, got)
	require.Equal(t, devs, be.reads2D, "a strided read per device")
	require.Zero(t, be.reads)

	// A copy to another buffer: a strided copy on each device, which
	// holds its rows of the copy.
	q, err := rt.Malloc(int64(len(want)))
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyDtoD(q, p, int64(len(want))))
	require.Equal(t, devs, be.within)
	qb, _, ok := rt.resolve(q)
	require.True(t, ok)
	for d := range devs {
		require.Empty(t, qb.tracker.Missing(int64(d)*block, int64(d+1)*block, plane, planes, d, nil), "device %d", d)
	}
	be.reads, be.reads2D = 0, 0
	require.NoError(t, rt.MemcpyDtoH(got, q))
	require.Equal(t, want, got)
	require.Equal(t, devs, be.reads2D)

	// A run of another length breaks a stride: device 1 now holds the
	// first float, device 0 the rest of its first row block.
	be.reads, be.reads2D = 0, 0
	b.tracker.Write(0, 4, 1)
	require.NoError(t, be.simBackend.Write(1, b.inst[1], want[:4]))
	require.NoError(t, rt.MemcpyDtoH(got, p))
	require.Equal(t, want, got)
	require.Equal(t, devs, be.reads2D, "the other planes' rows, strided")
	require.Equal(t, 2, be.reads, "the first float, and device 0's first run")
}

// columnBand is the part's column band of every row of an n x n matrix
// (n the first scalar).
func columnBand(box *[12]int64, s []int64, out []Span) int64 {
	if len(out) > 0 {
		lo, hi := boxCols(box, s[0])
		out[0] = Span{lo, hi, s[0], s[0]}
	}
	return 1
}

// TestStagedBytesGoToTheParts: a launch split by column bands over a
// matrix copied from the host has each part's band copied to its device
// from the staging copy, one queued 2-D copy each (not placed by rows,
// which made the launch transpose them over peer copies); the bytes no
// part reads are then placed each on the device whose linear share of the
// buffer they lie in, a run of rows of a rect of the tracker's one copy
// (not one per row), and the staging copy let go. The buffer the launch
// writes all of is never copied.
func TestStagedBytesGoToTheParts(t *testing.T) {
	const n, devices = 256, 4
	const width = n / devices // a band's columns
	for _, tc := range []struct {
		rows, cols int64 // of each band, read
		copies     int
	}{
		{n, width, devices},                 // all: a band each
		{n / 2, width, devices + devices/2}, // the top half: and the rows below, in two shares
		{n, 1, devices + devices*devices}} { // a column each: and the rest of each band, in four
		band := func(box *[12]int64, s []int64, out []Span) int64 {
			if len(out) > 0 {
				lo, _ := boxCols(box, s[0])
				out[0] = Span{lo, lo + tc.cols, s[0], tc.rows}
			}
			return 1
		}
		desc := &KernelDesc{Mangled: "cols", Name: "cols", Partitioned: "cols_part", Split: SplitX,
			Params: []Param{ptrParam(spanAccess(band), Access{}), ptrParam(Access{}, spanAccess(columnBand)), intParam(0)}}
		path := filepath.Join(t.TempDir(), "trace.json")
		rt, err := New(Config{Backend: NewNullBackend(devices), Trace: path})
		require.NoError(t, err)
		img := rt.AddImage(nil)
		require.NoError(t, rt.RegisterKernel(desc, true))
		var bufs [2]DevPtr
		for i := range bufs {
			bufs[i], err = rt.Malloc(4 * n * n)
			require.NoError(t, err)
			require.NoError(t, rt.MemcpyHtoD(bufs[i], make([]byte, 4*n*n)))
		}
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "cols", Grid: Dim3{n / 64, 1, 1}, Block: Dim3{64, 1, 1},
			Args: [][]byte{pArg(bufs[0]), pArg(bufs[1]), i32arg(n)}}))
		st := rt.Stats()
		require.Zero(t, st.Totals.PeerCopies, "%+v", tc)
		require.Equal(t, int64(4*n*n), st.Totals.H2D, "the matrix read, once")
		a, _, _ := rt.resolve(bufs[0])
		require.Nil(t, a.staged, "%+v", tc)
		for r := int64(0); r < n; r++ {
			for c := int64(0); c < n; c++ {
				_, held := a.tracker.Segment(4 * (r*n + c))
				want := Holders(1) << (c / width) // its band's part read it
				if r >= tc.rows || c%width >= tc.cols {
					want = Holders(1) << (r * devices / n) // the device whose share of the buffer it is in
				}
				require.Equal(t, want, held, "%+v: element %d, %d", tc, r, c)
			}
		}
		require.NoError(t, rt.Close())
		var queued int
		for _, e := range traceOf(t, path) {
			if e.Name == "host to device" {
				require.True(t, e.Args.Queued, "from the page-locked staging copy, queued")
				queued++
			}
		}
		require.Equal(t, tc.copies, queued, "%+v", tc)
	}
}

// TestStagedRestKeptForTheNextLaunch: a launch that reads only row 0 of
// a matrix copied from the host, by column bands, tells its tracker no
// rows, so the rest stays staged; the next launch, reading column bands
// of every row, takes them from the host as well (LU's scaling of row 0,
// then its update), no peer copy, and places what is left.
func TestStagedRestKeptForTheNextLaunch(t *testing.T) {
	const n, devices = 256, 4
	row0 := func(box *[12]int64, s []int64, out []Span) int64 {
		if len(out) > 0 {
			lo, hi := boxCols(box, s[0])
			out[0] = Span{lo, hi, 0, 1}
		}
		return 1
	}
	scale := &KernelDesc{Mangled: "scale", Name: "scale", Partitioned: "scale_part", Split: SplitX,
		Params: []Param{ptrParam(spanAccess(row0), Access{}), intParam(0)}}
	sweep := &KernelDesc{Mangled: "sweep", Name: "sweep", Partitioned: "sweep_part", Split: SplitX,
		Params: []Param{ptrParam(spanAccess(columnBand), Access{}), intParam(0)}}
	p := newIterative(t, NewNullBackend(devices), n, 1, scale, sweep)
	launch := func(d *KernelDesc) {
		require.NoError(t, p.rt.Launch(LaunchConfig{Image: p.img, Kernel: d.Mangled, Grid: Dim3{n / 64, 1, 1}, Block: Dim3{64, 1, 1},
			Args: [][]byte{pArg(p.bufs[0]), i32arg(n)}}))
	}
	a, _, _ := p.rt.resolve(p.bufs[0])
	launch(scale)
	require.NotNil(t, a.staged, "rows 1 on, which no part read, kept staged")
	require.Equal(t, int64(4*n), p.rt.Stats().Totals.H2D, "row 0")
	launch(sweep)
	st := p.rt.Stats()
	require.Zero(t, st.Totals.PeerCopies)
	require.Equal(t, int64(4*n*n), st.Totals.H2D, "the rest of the bands")
	require.Nil(t, a.staged)
	for d := range devices {
		lo := int64(4 * n / devices * d)
		_, held := a.tracker.Segment(4*n*(n-1) + lo) // the last row, in d's band
		require.Equal(t, Holders(1)<<d, held, "device %d", d)
	}
}
