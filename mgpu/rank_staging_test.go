package mgpu

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pinningSim is simulated devices with page-locked memory as the CUDA
// backend has it: copies from and into it wait, as the stand-in driver's
// do, until a fence after them is waited for or asked twice, so that a
// buffer used before its fence holds stale bytes. log is what the rank
// did, in order: "read" (a chunk's copy out of a device queued), "post" (a
// message sent from a buffer).
type pinningSim struct {
	Backend
	mu      *sync.Mutex
	pending *[]func()
	log     *[]string
	pins    *int           // buffers pinned and not freed
	most    int            // how many it pins at most (0: no limit), then fails
	writing map[*byte]bool // buffers a queued copy into a device reads
}

func newPinningSim(devices int) pinningSim {
	return pinningSim{NewSimBackend(devices, simOptions()), &sync.Mutex{}, new([]func()), new([]string), new(int), 0, map[*byte]bool{}}
}

func (b pinningSim) note(s string) {
	b.mu.Lock()
	*b.log = append(*b.log, s)
	b.mu.Unlock()
}

func (b pinningSim) Pin(n int64) (*pinnedBuf, error) {
	if b.most > 0 && *b.pins >= b.most {
		return nil, fmt.Errorf("out of page-locked memory")
	}
	*b.pins++
	return &pinnedBuf{b: make([]byte, n)}, nil
}

func (b pinningSim) Unpin(*pinnedBuf) error {
	*b.pins--
	return nil
}

func (b pinningSim) ReadPinned(dev int, src DevPtr, pitch int64, buf *pinnedBuf, off, width, height int64) error {
	b.note("read")
	*b.pending = append(*b.pending, func() {
		for r := int64(0); r < height; r++ {
			b.Backend.Read(dev, src+DevPtr(r*pitch), buf.b[off+r*width:off+(r+1)*width])
		}
	})
	return nil
}

func (b pinningSim) WritePinned(dev int, dst DevPtr, pitch int64, buf *pinnedBuf, off, bufPitch, width, height int64) error {
	b.mu.Lock()
	b.writing[&buf.b[0]] = true
	b.mu.Unlock()
	*b.pending = append(*b.pending, func() {
		for r := int64(0); r < height; r++ {
			b.Backend.Write(dev, dst+DevPtr(r*pitch), buf.b[off+r*bufPitch:off+r*bufPitch+width])
		}
	})
	return nil
}

// Fence: the copies queued so far run when it is waited for, or asked a
// second time.
func (b pinningSim) Fence(dev int) (fence, error) {
	return &simFence{b: b, upto: len(*b.pending)}, nil
}

// Every other call runs the copies waiting first, as a device would.
func (b pinningSim) run() {
	for _, f := range *b.pending {
		f()
	}
	*b.pending = (*b.pending)[:0]
	b.mu.Lock()
	clear(b.writing)
	b.mu.Unlock()
}

// received notes a message received into buf while a copy into a device
// still reads it: the buffer was taken back too early.
func (b pinningSim) received(buf []byte) {
	b.mu.Lock()
	early := b.writing[&buf[0]]
	b.mu.Unlock()
	if early {
		b.note("received into a buffer a device still reads")
	}
}

func (b pinningSim) Read(dev int, src DevPtr, dst []byte) error {
	b.run()
	return b.Backend.Read(dev, src, dst)
}

func (b pinningSim) Write(dev int, dst DevPtr, src []byte) error {
	b.run()
	return b.Backend.Write(dev, dst, src)
}

func (b pinningSim) Memset(dev int, dst DevPtr, v byte, n int64) error {
	b.run()
	return b.Backend.Memset(dev, dst, v, n)
}

func (b pinningSim) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.run()
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

func (b pinningSim) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	b.run()
	return b.Backend.CopyPeer2D(dstDev, dst, srcDev, src, width, pitch, height)
}

func (b pinningSim) Launch(dev int, m Module, kernel string, grid, block Dim3, shared int, args [][]byte) error {
	b.run()
	return b.Backend.Launch(dev, m, kernel, grid, block, shared, args)
}

func (b pinningSim) Synchronize(dev int) error {
	b.run()
	return b.Backend.Synchronize(dev)
}

type simFence struct {
	b     pinningSim
	upto  int
	asked bool
}

func (f *simFence) Done() (bool, error) {
	if !f.asked && len(*f.b.pending) > 0 {
		f.asked = true
		return false, nil
	}
	f.b.run()
	return true, nil
}

func (f *simFence) Wait() error {
	f.b.run()
	return nil
}

// A rank whose backend has page-locked memory stages its copies between
// ranks through it, pipelined: the device's copy of a chunk is queued
// before the chunk before it is sent. The bytes are those of the copy
// however the copies are received (rank 0 in the background, rank 0
// itself, a serving rank), and every buffer is freed at the end.
func TestRanksStageThroughPinnedMemory(t *testing.T) {
	for _, maxExp := range []int64{maxExpected, rankChunk} {
		t.Run(fmt.Sprintf("rank 0 receives %d bytes in the background", maxExp), func(t *testing.T) {
			var sims []pinningSim
			var mu sync.Mutex
			job, net, err := startJobOf(t, 3, 2*time.Second, func() Backend {
				mu.Lock()
				defer mu.Unlock()
				sims = append(sims, newPinningSim(2))
				return sims[len(sims)-1]
			})
			require.NoError(t, err)
			job.queue.maxExpected = maxExp
			const n = 2*rankChunk + 12345 // three chunks
			src, ptrs := patternOn(t, job, 2, n)
			require.NoError(t, job.CopyPeer(5, ptrs[5], 2, ptrs[2], n)) // rank 1 to rank 2
			require.NoError(t, job.CopyPeer(0, ptrs[0], 5, ptrs[5], n)) // rank 2 to rank 0
			require.NoError(t, job.CopyPeer(3, ptrs[3], 0, ptrs[0], n)) // rank 0 to rank 1
			// A column block: rows packed into the messages.
			const width, pitch, height = 3000, 4000, 1500
			require.NoError(t, job.CopyPeer2D(1, ptrs[1], 3, ptrs[3], width, pitch, height)) // rank 1 to rank 0
			requireHolds(t, job, src, ptrs, 5, 0, 3)
			got := make([]byte, n)
			require.NoError(t, job.Read(1, ptrs[1], got))
			for r := 0; r < height; r++ {
				at := r * pitch
				require.Equal(t, src[at:at+width], got[at:at+width], "row %d", r)
				require.Equal(t, byte(0xee), got[at+width], "after row %d", r)
			}
			// Two copies into rank 0, the second received after the
			// first's write into the device is queued: its buffer is not
			// the first's until the device has the bytes.
			require.NoError(t, job.CopyPeer(0, ptrs[0], 4, ptrs[4], 1000))
			time.Sleep(2 * time.Millisecond) // the first comes, and rank 0 writes it at its next call
			require.NoError(t, job.CopyPeer(1, ptrs[1]+1000, 2, ptrs[2]+1000, 1000))
			require.NoError(t, job.Read(0, ptrs[0], got))
			require.Equal(t, byte(0xee), got[0], "device 4's bytes")
			require.NoError(t, job.Read(1, ptrs[1], got))
			require.Equal(t, src[1000:2000], got[1000:2000])
			require.Positive(t, job.stage.pinned, "rank 0 staged its chunks")
			require.NoError(t, job.Close())
			assert.Zero(t, job.stage.held, "rank 0's buffers freed")
			net.mu.Lock()
			assert.Equal(t, 3+3+3+2+1+1, net.pinned, "every chunk sent from a page-locked buffer")
			net.mu.Unlock()
			mu.Lock()
			defer mu.Unlock()
			for _, s := range sims {
				assert.NotContains(t, *s.log, "received into a buffer a device still reads")
				if len(*s.log) > 0 && (*s.log)[0] == "read" {
					// The sender of the first copy: chunk i's read is queued
					// before chunk i-1 is posted.
					assert.Equal(t, []string{"read", "read", "post", "read", "post", "post"}, (*s.log)[:6])
				}
			}
		})
	}
}

// A copy's messages hold its rows as pieces a device copies at once: the
// whole rows of a message one piece of their height, a row cut between
// two messages a piece in each, every piece at its place in its message.
func TestEachChunk(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		name  string
		shape rows
		want  [][]piece
	}{
		{"linear", rows{100, 100, 1}, [][]piece{{{0, 0, 100, 100, 1}}}},
		{"rows", rows{30, 50, 3}, [][]piece{{{0, 0, 30, 50, 3}}}},
		{"rows that abut", rows{30, 30, 4}, [][]piece{{{0, 0, 30, 30, 4}}}},
		{"linear, cut", rows{rankChunk + 10, rankChunk + 10, 1}, [][]piece{{{0, 0, rankChunk, rankChunk, 1}}, {{rankChunk, 0, 10, 10, 1}}}},
		{"rows, a row cut", rows{1000, 1024, 5000}, [][]piece{ // 4 MiB is 4194 rows and 304 bytes
			{{0, 0, 1000, 1024, 4194}, {4194 * 1024, 4194000, 304, 304, 1}},
			{{4194*1024 + 304, 0, 696, 696, 1}, {4195 * 1024, 696, 1000, 1024, 805}},
		}},
		{"rows wider than a message", rows{3 * mb, 4 * mb, 3}, [][]piece{
			{{0, 0, 3 * mb, 3 * mb, 1}, {4 * mb, 3 * mb, mb, mb, 1}},
			{{5 * mb, 0, 2 * mb, 2 * mb, 1}, {8 * mb, 2 * mb, 2 * mb, 2 * mb, 1}},
			{{10 * mb, 0, mb, mb, 1}},
		}},
		{"no bytes", rows{0, 8, 3}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got [][]piece
			require.NoError(t, eachChunk(tc.shape, func(pieces []piece, size int64) error {
				n := int64(0)
				eachRow(pieces, func(off, at, w int64) {
					require.Equal(t, n, at, "rows packed in order")
					n += w
				})
				require.Equal(t, size, n)
				got = append(got, append([]piece(nil), pieces...))
				return nil
			}))
			assert.Equal(t, tc.want, got)
		})
	}
}

// Where pinning fails, a chunk goes through ordinary memory: the bytes
// are the same, and the buffers there are still used.
func TestRanksStageWithoutEnoughPinnedMemory(t *testing.T) {
	job, net, err := startJobOf(t, 2, 2*time.Second, func() Backend {
		s := newPinningSim(1)
		s.most = 1
		return s
	})
	require.NoError(t, err)
	const n = 3*rankChunk + 777 // four chunks, a window of them coming at once
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i*3 + i>>9)
	}
	p0, err := job.Malloc(0, n)
	require.NoError(t, err)
	p1, err := job.Malloc(1, n)
	require.NoError(t, err)
	require.NoError(t, job.Write(1, p1, src))
	require.NoError(t, job.CopyPeer(0, p0, 1, p1, n)) // rank 1 to rank 0
	require.NoError(t, job.CopyPeer(1, p1, 0, p0, n)) // and back
	got := make([]byte, n)
	require.NoError(t, job.Read(1, p1, got))
	require.Equal(t, src, got)
	require.NoError(t, job.Close())
	net.mu.Lock()
	defer net.mu.Unlock()
	require.Positive(t, net.pinned, "the one buffer each rank has is used")
	require.Less(t, net.pinned, 8, "the other chunks went through ordinary memory")
}
