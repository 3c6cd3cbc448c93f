package mgpu

import (
	"errors"
	"sync"
)

// A copy between ranks that does not go straight from device memory
// (rank_direct.go) is staged through host memory on both sides. Where the
// rank's backend has page-locked memory (the CUDA backend), the staging
// buffers are page-locked: the device copies into and out of them by DMA,
// after the call that queued the copy returns, and MPI sends from them and
// receives into them in place, with no copy into a message of its own.
// The chunks of a copy (eachChunk's) are pipelined: the sender queues the
// device's copy of chunk i into its buffer, then waits for chunk i-1's
// and posts it, so the device copies one chunk while MPI sends the one
// before; the receiver has a window of chunks coming into their buffers
// (recvWindow) and queues each one's copy into the device as it comes,
// the buffer free again once the device has the bytes. A rank holds at
// most maxPinned bytes of page-locked memory; a chunk that finds no
// buffer goes through ordinary memory, as every chunk does on a backend
// without page-locked memory (the simulator, null devices).

// stager is a backend whose devices copy from and into page-locked host
// memory asynchronously.
type stager interface {
	// Pin allocates n bytes of page-locked host memory; Unpin frees it,
	// no copy using it still queued.
	Pin(n int64) (*pinnedBuf, error)
	Unpin(buf *pinnedBuf) error
	// ReadPinned queues a copy of height rows of width bytes, pitch apart
	// on dev at src, into buf at off, packed, after dev's earlier work;
	// WritePinned queues one of such rows, bufPitch apart in buf from off
	// (width: packed), into dev at dst, before dev's later work. Neither
	// waits. A linear copy is one row.
	ReadPinned(dev int, src DevPtr, pitch int64, buf *pinnedBuf, off, width, height int64) error
	WritePinned(dev int, dst DevPtr, pitch int64, buf *pinnedBuf, off, bufPitch, width, height int64) error
	// Fence marks the end of dev's work queued so far.
	Fence(dev int) (fence, error)
}

// pinnedBuf is page-locked host memory of a stager.
type pinnedBuf struct {
	b   []byte // the memory, not Go's: it stays put
	mem any    // the backend's handle
}

// fence is a point in a device's work: Done tells without waiting whether
// the work before it is done, Wait waits for it.
type fence interface {
	Done() (bool, error)
	Wait() error
}

// The page-locked buffers' sizes: powers of two from minPinned to
// rankChunk, so that a halo of a few rows and a 4 MiB chunk each take a
// buffer of their size; at most maxPinned bytes a rank.
const (
	minPinned = 64 << 10
	maxPinned = 128 << 20
)

// staging is a rank's page-locked buffers: free ones by size, and those
// whose device copies may still run (busy), free again once their fence
// is done.
type staging struct {
	mu   sync.Mutex // the outbox gives buffers back from its timer's goroutine
	be   stager     // nil: the backend has no page-locked memory
	free map[int64][]*pinnedBuf
	busy []busyBuf
	held int64 // bytes pinned
	// refused: pinning failed once, and the rank pins no more (each
	// refusal costs a driver call), using what it has.
	refused bool
	// pinned counts the chunks staged through page-locked buffers, for
	// the tests.
	pinned int
}

type busyBuf struct {
	buf *pinnedBuf
	f   fence
}

func newStaging(be Backend) *staging {
	sg, _ := be.(stager)
	return &staging{be: sg, free: map[int64][]*pinnedBuf{}}
}

// take returns a free page-locked buffer of at least n bytes, or nil where
// the backend has none, the rank holds maxPinned bytes in use, or pinning
// fails.
func (s *staging) take(n int64) *pinnedBuf {
	if s.be == nil || n <= 0 || n > rankChunk {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reclaim()
	size := int64(minPinned)
	for size < n {
		size <<= 1
	}
	if l := s.free[size]; len(l) > 0 {
		buf := l[len(l)-1]
		s.free[size] = l[:len(l)-1]
		s.pinned++
		return buf
	}
	// Make room with free buffers of other sizes.
	for other, l := range s.free {
		for len(l) > 0 && s.held+size > maxPinned {
			if s.be.Unpin(l[len(l)-1]) == nil {
				s.held -= other
			}
			l = l[:len(l)-1]
		}
		s.free[other] = l
	}
	if s.held+size > maxPinned || s.refused {
		return nil
	}
	buf, err := s.be.Pin(size)
	if err != nil {
		s.refused = true
		return nil // ordinary memory then
	}
	s.held += size
	s.pinned++
	return buf
}

// give puts a buffer no copy uses back among the free ones.
func (s *staging) give(buf *pinnedBuf) {
	s.mu.Lock()
	s.free[int64(len(buf.b))] = append(s.free[int64(len(buf.b))], buf)
	s.mu.Unlock()
}

// retire gives buf back once f is done: a device copy from it is queued.
func (s *staging) retire(buf *pinnedBuf, f fence) {
	s.mu.Lock()
	s.busy = append(s.busy, busyBuf{buf, f})
	s.mu.Unlock()
}

// reclaim frees the busy buffers whose copies are done.
func (s *staging) reclaim() {
	kept := s.busy[:0]
	for _, bb := range s.busy {
		if done, err := bb.f.Done(); done || err != nil {
			s.free[int64(len(bb.buf.b))] = append(s.free[int64(len(bb.buf.b))], bb.buf)
			continue
		}
		kept = append(kept, bb)
	}
	clear(s.busy[len(kept):])
	s.busy = kept
}

// close waits for the copies of busy buffers and frees every buffer: the
// rank's messages are done.
func (s *staging) close() error {
	if s.be == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var errs []error
	for _, bb := range s.busy {
		errs = append(errs, bb.f.Wait(), s.be.Unpin(bb.buf))
	}
	s.busy = nil
	for _, l := range s.free {
		for _, buf := range l {
			errs = append(errs, s.be.Unpin(buf))
		}
	}
	s.free, s.held = map[int64][]*pinnedBuf{}, 0
	return errors.Join(errs...)
}

// stagedChunk is a chunk on its way from a device into its page-locked
// buffer.
type stagedChunk struct {
	buf    *pinnedBuf
	size   int64
	f      fence
	failed bool // a device copy failed: the message is zeros
}

// sendRows reads a copy's bytes from dev of be and posts them to rank to
// (eachChunk's messages) without waiting for them to leave: through the
// rank's page-locked buffers, pipelined, where it has them, else through
// scratch, ordinary memory. A failed read still sends its messages, zeros,
// so that the receiver stays in step; its error is returned after.
func sendRows(out *outbox, st *staging, be Backend, scratch *[]byte, to, dev int, src DevPtr, shape rows) error {
	var first error
	note := func(err error) bool {
		if err != nil && first == nil {
			first = err
		}
		return err != nil
	}
	var prev *stagedChunk
	postPrev := func() error {
		c := prev
		if c == nil {
			return nil
		}
		prev = nil
		if note(c.f.Wait()) || c.failed {
			clear(c.buf.b[:c.size])
		}
		return out.postPinned(to, tagData, c.buf.b[:c.size], func() { st.give(c.buf) })
	}
	err := eachChunk(shape, func(pieces []piece, size int64) error {
		buf := st.take(size)
		if buf == nil {
			if err := postPrev(); err != nil {
				return err
			}
			if int64(cap(*scratch)) < size {
				*scratch = make([]byte, size)
			}
			msg := (*scratch)[:size]
			eachRow(pieces, func(off, at, n int64) {
				if note(be.Read(dev, src+DevPtr(off), msg[at:at+n])) {
					clear(msg[at : at+n])
				}
			})
			return out.post(to, tagData, msg)
		}
		c := &stagedChunk{buf: buf, size: size}
		for _, p := range pieces {
			c.failed = note(st.be.ReadPinned(dev, src+DevPtr(p.off), p.pitch, buf, p.at, p.n, p.height)) || c.failed
		}
		var err error
		if c.f, err = st.be.Fence(dev); note(err) {
			c.f, c.failed = doneFence{}, true
		}
		// The device copies this chunk while MPI sends the one before.
		if err := postPrev(); err != nil {
			return err
		}
		prev = c
		return nil
	})
	if err == nil {
		err = postPrev()
	}
	if err != nil {
		return err
	}
	return first
}

// doneFence is a fence that is done: that of a copy that failed to queue.
type doneFence struct{}

func (doneFence) Done() (bool, error) { return true, nil }
func (doneFence) Wait() error         { return nil }

// incoming is a message of a copy on its way in: straight into the
// device's memory (direct, rank_direct.go), into a page-locked buffer
// (buf, rank_staging.go), or into the message's own memory.
type incoming struct {
	msg    message
	buf    *pinnedBuf
	direct bool
}

// expectChunk starts receiving a message of size bytes from rank from:
// straight into the device's memory at dst where direct, else into a
// page-locked buffer of st where it has one, else into the message's own
// memory.
func expectChunk(link rankLink, st *staging, from int, size int64, direct bool, dst DevPtr) (in incoming, err error) {
	in.direct = direct
	if direct {
		in.msg, err = link.ExpectDevice(from, tagData, dst, int(size))
		return in, err
	}
	if in.buf = st.take(size); in.buf != nil {
		in.msg, err = link.ExpectHost(from, tagData, in.buf.b[:size])
		return in, err
	}
	in.msg, err = link.Expect(from, tagData, int(size))
	return in, err
}

// write writes a received message into dev of be at dst, each piece where
// it goes: from its page-locked buffer, queued and retired, or from the
// message's memory, waited for; a direct one is there already.
func (in incoming) write(st *staging, be Backend, dev int, dst DevPtr, pieces []piece) error {
	if in.direct {
		return nil
	}
	var first error
	if in.buf == nil {
		data := in.msg.Bytes()
		eachRow(pieces, func(off, at, n int64) {
			if err := be.Write(dev, dst+DevPtr(off), data[at:at+n]); err != nil && first == nil {
				first = err
			}
		})
		return first
	}
	for _, p := range pieces {
		if err := st.be.WritePinned(dev, dst+DevPtr(p.off), p.pitch, in.buf, p.at, p.n, p.n, p.height); err != nil && first == nil {
			first = err
		}
	}
	f, err := st.be.Fence(dev)
	if err != nil {
		if first == nil {
			first = err
		}
		be.Synchronize(dev) // no fence to wait for: the device's stream then
		f = doneFence{}
	}
	st.retire(in.buf, f)
	return first
}
