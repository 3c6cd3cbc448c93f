package mgpu

import (
	"fmt"
	"time"
)

// Rank 0 never waits for another rank inside a launch: a copy from another
// rank's device into one of its own is received in the background (the
// messages are posted at once, MPI fills them as they come), and rank 0's
// own devices take their later operations in order behind it. So rank 0
// issues a launch's every part, on every rank, while the bytes travel,
// and waits only where the program waits: a read, a synchronisation, a
// call with a result.

// message is a message on its way: sent by Post, or awaited by Expect.
type message interface {
	// Test reports whether the message is done, without waiting.
	Test() (bool, error)
	// Wait waits at most timeout for it.
	Wait(timeout time.Duration) error
	// Bytes is a received message's bytes, valid until Free.
	Bytes() []byte
	// Free gives back its memory, once done (or failed).
	Free()
}

// rankQueue is rank 0's operations on its own devices that wait for a copy
// from another rank still on its way, in program order. Its head is
// either such a copy, which ends when its messages have come and are
// written, or an operation, which runs once it is the head.
type rankQueue struct {
	items []queued
	// failed is the first failure of a queued operation: the next call
	// that waits (drain) reports it, naming the operation and its device,
	// as a kernel's failure comes back from the next synchronisation.
	failed error
	asked  time.Time // when progress last asked MPI
	// expecting is the bytes of the copies received in the background,
	// at most maxExpected (a field: the tests lower it).
	expecting, maxExpected int64
}

// maxQueued bounds the queue: past it, rank 0 waits for its head, as a
// device's queue of launches fills on one node.
const maxQueued = 4096

// queued is one entry of rankQueue: an inbound copy, or an operation.
type queued struct {
	in  *inbound
	run func() error
	op  rankOp
	dev int // the device's number on rank 0
}

// inbound is a copy from rank from into dst on rank 0's device dev: its
// messages (eachChunk's), each with the pieces it fills.
type inbound struct {
	from   int
	dev    int
	dst    DevPtr
	chunks []inChunk
}

type inChunk struct {
	pieces []piece
	size   int64
	incoming
}

// maxExpected bounds the bytes of the copies rank 0 receives in the
// background.
const maxExpected = 64 << 20

// expectRows starts receiving a copy of shape from rank from into dst on
// rank 0's device dev and queues its writing. Where the background
// receives would hold more than maxExpected bytes, rank 0 first waits for
// the copies queued, and receives a copy larger than that itself, a
// window of its messages at a time (recvRows).
func (b *rankedBackend) expectRows(from, dev int, dst DevPtr, shape rows, direct bool) error {
	size := max(shape.width, 0) * max(shape.height, 0)
	if size > 0 && b.queue.expecting+size > b.queue.maxExpected {
		if err := b.drain(); err != nil {
			return err
		}
		if size > b.queue.maxExpected {
			devErr, linkErr := recvRows(b.link, b.stage, from, b.parts[0], dev, dst, shape, direct)
			if linkErr != nil {
				return b.lose(from, linkErr)
			}
			return devErr
		}
	}
	in := &inbound{from: from, dev: dev, dst: dst}
	err := eachChunk(shape, func(pieces []piece, size int64) error {
		c, err := expectChunk(b.link, b.stage, from, size, direct, dst+DevPtr(pieces[0].off))
		if err != nil {
			return err
		}
		in.chunks = append(in.chunks, inChunk{append([]piece(nil), pieces...), size, c})
		b.queue.expecting += size
		return nil
	})
	if err != nil {
		return b.lose(from, err)
	}
	return b.push(queued{in: in, op: opRecvPeer, dev: dev})
}

// enqueue queues run, op on rank 0's device dev, behind the copies it must
// follow.
func (b *rankedBackend) enqueue(op rankOp, dev int, run func() error) error {
	return b.push(queued{run: run, op: op, dev: dev})
}

func (b *rankedBackend) push(q queued) error {
	b.queue.items = append(b.queue.items, q)
	if len(b.queue.items) > maxQueued {
		if err := b.out.send(); err != nil {
			return err
		}
	}
	for len(b.queue.items) > maxQueued {
		if err := b.step(true); err != nil {
			return err
		}
	}
	return nil
}

// progressEvery is how often at most rank 0 asks MPI how its messages
// fare between waits. Each asking may give the core away (Open MPI yields
// when nothing came, where ranks share cores), and a message that came
// meanwhile waits the little it costs to queue behind it.
const progressEvery = 50 * time.Microsecond

// progress runs what the queue can run without waiting, and notes the
// messages rank 0 posted that are done.
func (b *rankedBackend) progress() error {
	if now := time.Now(); now.Sub(b.queue.asked) >= progressEvery {
		b.queue.asked = now
	} else {
		return nil
	}
	if err := b.out.progress(); err != nil {
		return err
	}
	for len(b.queue.items) > 0 {
		if done, err := b.head(false); err != nil || !done {
			return err
		}
	}
	return nil
}

// step runs the queue's head, waiting for it where wait is set.
func (b *rankedBackend) step(wait bool) error {
	_, err := b.head(wait)
	return err
}

// head runs the queue's head: a copy's messages as they have come (all,
// waiting at most the link's timeout for each, where wait is set), or an
// operation. It reports whether the head is done and gone.
func (b *rankedBackend) head(wait bool) (bool, error) {
	q := &b.queue.items[0]
	if q.in != nil {
		for len(q.in.chunks) > 0 {
			c := q.in.chunks[0]
			var done bool
			var err error
			if wait {
				done, err = true, c.msg.Wait(b.link.Timeout())
			} else {
				done, err = c.msg.Test()
			}
			if err != nil {
				return false, b.lose(q.in.from, err)
			}
			if !done {
				return false, nil
			}
			if err := c.write(b.stage, b.parts[0], q.in.dev, q.in.dst, c.pieces); err != nil && b.queue.failed == nil {
				b.queue.failed = wrap(CodeOf(err), err, "rank 0: a copy from rank %d into its device %d", q.in.from, q.in.dev)
			}
			c.msg.Free()
			b.queue.expecting -= c.size
			q.in.chunks = q.in.chunks[1:]
		}
		b.pop()
		return true, nil
	}
	op := *q
	b.pop() // before it runs: it may post, and a full outbox drains the queue
	if err := op.run(); err != nil && b.queue.failed == nil {
		b.queue.failed = wrap(CodeOf(err), err, "rank 0: %s on its device %d, queued behind a copy from another rank", op.op, op.dev)
	}
	return true, nil
}

func (b *rankedBackend) pop() {
	b.queue.items[0] = queued{}
	b.queue.items = b.queue.items[1:]
}

// drain runs the whole queue, waiting for the copies in it, and returns
// the first failure of a queued operation: rank 0 is about to wait for a
// result, and the ranks it waits for may wait for what is queued.
func (b *rankedBackend) drain() error {
	if err := b.out.send(); err != nil { // the ranks waited for may need their requests
		return err
	}
	for len(b.queue.items) > 0 {
		if err := b.step(true); err != nil {
			return err
		}
	}
	err := b.queue.failed
	b.queue.failed = nil
	return err
}

// lose is the error of a message to or from rank that failed: the rank is
// lost.
func (b *rankedBackend) lose(rank int, err error) error {
	if r, ok := b.parts[rank].(*remoteRank); ok {
		return r.rankLost(err)
	}
	return fmt.Errorf("rank %d: %w", rank, err)
}
