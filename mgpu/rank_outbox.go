package mgpu

import (
	"fmt"
	"sync"
	"time"
)

// outbox is the messages a rank posted and does not wait for: each is
// tested as the rank goes on, and the oldest waited for when too many,
// or too many bytes, are on their way.
//
// Rank 0's requests to a serving rank are gathered into one message (a
// batch: each request prefixed with its length), sent when rank 0 is
// about to wait for anything, when the batch is large, and at most
// batchDelay after its first request (a timer, for a program that goes on
// computing on the host after a launch): a launch's requests to a rank,
// its parts and its copies' halves, cost the rank one message to take
// instead of one each.
//
// Rank 0's outbox also keeps its messages moving while its program
// computes on the host (keepUp): MPI moves a large message only while
// its sender asks MPI how it fares, and the serving rank receiving it
// would wait for rank 0's next call into the runtime. The timer asks
// every keepUpDelay while messages are on their way.
type outbox struct {
	link  rankLink
	lose  func(rank int, err error) error
	drain func() error // runs rank 0's queue before a wait for a message

	mu      sync.Mutex // the timer sends batches from its own goroutine
	sent    []sent
	bytes   int
	batches map[int][]byte // by rank: requests not sent yet
	timer   *time.Timer
	armed   bool
	keepUp  bool
	failed  error // the timer's failure, for the next call to report
	failing int   // its rank
}

type sent struct {
	rank, size int
	msg        message
	release    func() // gives a page-locked buffer back once done, or nil
}

// The most messages, and bytes, on their way from a rank; the largest
// batch, and how long its first request waits at most.
const (
	maxPosted      = 1024
	maxPostedBytes = 64 << 20
	maxBatch       = 64 << 10
	batchDelay     = 50 * time.Microsecond
	keepUpDelay    = time.Millisecond
)

func newOutbox(link rankLink, lose func(rank int, err error) error, drain func() error) *outbox {
	return &outbox{link: link, lose: lose, drain: drain, batches: map[int][]byte{}}
}

// request adds a request for rank to its batch.
func (o *outbox) request(rank int, req []byte) error {
	o.mu.Lock()
	w := wireWriter{o.batches[rank]}
	w.bytes(req)
	o.batches[rank] = w.b
	var err error
	switch {
	case len(o.batches[rank]) >= maxBatch:
		err = o.sendBatch(rank)
	default:
		o.arm(batchDelay)
	}
	o.mu.Unlock()
	if err != nil {
		return o.lose(rank, err)
	}
	return o.bounded()
}

// arm starts the timer, unless it runs.
func (o *outbox) arm(after time.Duration) {
	if o.armed {
		return
	}
	o.armed = true
	if o.timer == nil {
		o.timer = time.AfterFunc(after, o.sendLate)
	} else {
		o.timer.Reset(after)
	}
}

// sendLate sends the batches from the timer's goroutine and, keeping up,
// asks how the messages on their way fare, again while some are; a
// failure waits for the rank's next call.
func (o *outbox) sendLate() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.armed = false
	for rank := range o.batches {
		if err := o.sendBatch(rank); err != nil && o.failed == nil {
			o.failed, o.failing = err, rank
		}
	}
	if !o.keepUp {
		return
	}
	if rank, err := o.testSent(); err != nil && o.failed == nil {
		o.failed, o.failing = err, rank
	}
	if len(o.sent) > 0 && o.failed == nil {
		o.arm(keepUpDelay)
	}
}

// send sends every batch: rank 0 is about to wait.
func (o *outbox) send() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	for rank := range o.batches {
		if err := o.sendBatch(rank); err != nil {
			return o.lose(rank, err)
		}
	}
	return o.timerFailure()
}

func (o *outbox) timerFailure() error {
	if o.failed != nil {
		return o.lose(o.failing, o.failed)
	}
	return nil
}

func (o *outbox) sendBatch(rank int) error {
	b := o.batches[rank]
	if len(b) == 0 {
		return nil
	}
	o.batches[rank] = b[:0]
	return o.postLocked(rank, len(b), nil, func() (message, error) { return o.link.Post(rank, tagRequest, b) })
}

// post sends b to rank with tag without waiting.
func (o *outbox) post(rank, tag int, b []byte) error {
	return o.postWith(rank, len(b), nil, func() (message, error) { return o.link.Post(rank, tag, b) })
}

// postPinned sends b, a page-locked staging buffer's bytes, to rank with
// tag in place, without waiting (rank_staging.go); release gives the
// buffer back once the message is done.
func (o *outbox) postPinned(rank, tag int, b []byte, release func()) error {
	return o.postWith(rank, len(b), release, func() (message, error) { return o.link.PostHost(rank, tag, b) })
}

// postDevice sends n bytes of device memory at p to rank with tag without
// waiting (rank_direct.go): they are the device's, not the outbox's, and
// count nothing against maxPostedBytes.
func (o *outbox) postDevice(rank, tag int, p DevPtr, n int) error {
	return o.postWith(rank, 0, nil, func() (message, error) { return o.link.PostDevice(rank, tag, p, n) })
}

// postWith posts a message to rank (post), keeps it until it is done, size
// bytes of the outbox's, release then called (and at once where the post
// fails), and waits for the oldest while too many are on their way.
func (o *outbox) postWith(rank, size int, release func(), post func() (message, error)) error {
	o.mu.Lock()
	err := o.postLocked(rank, size, release, post)
	o.mu.Unlock()
	if err != nil {
		if release != nil {
			release()
		}
		return o.lose(rank, err)
	}
	return o.bounded()
}

// postLocked posts a message and keeps it, the outbox locked.
func (o *outbox) postLocked(rank, size int, release func(), post func() (message, error)) error {
	msg, err := post()
	if err != nil {
		return err
	}
	o.sent = append(o.sent, sent{rank, size, msg, release})
	o.bytes += size
	if o.keepUp {
		o.arm(keepUpDelay)
	}
	return nil
}

// bounded waits for the oldest messages while too many are on their way,
// after running rank 0's queue: the rank it waits for may wait for what
// is queued.
func (o *outbox) bounded() error {
	o.mu.Lock()
	over := len(o.sent) > maxPosted || o.bytes > maxPostedBytes
	o.mu.Unlock()
	if !over {
		return nil
	}
	if err := o.drain(); err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	for len(o.sent) > maxPosted/2 || o.bytes > maxPostedBytes/2 {
		if err := o.wait(); err != nil {
			return err
		}
	}
	return nil
}

// progress drops the messages that are done, oldest first.
func (o *outbox) progress() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if rank, err := o.testSent(); err != nil {
		return o.lose(rank, err)
	}
	return o.timerFailure()
}

// testSent drops the messages that are done, oldest first; a failed one's
// rank and error.
func (o *outbox) testSent() (int, error) {
	for len(o.sent) > 0 {
		s := o.sent[0]
		done, err := s.msg.Test()
		if err != nil {
			return s.rank, err
		}
		if !done {
			break
		}
		o.drop()
	}
	return 0, nil
}

// flush sends every batch and waits for every message on its way.
func (o *outbox) flush() error {
	if err := o.send(); err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	for len(o.sent) > 0 {
		if err := o.wait(); err != nil {
			return err
		}
	}
	return nil
}

// wait waits for the oldest message. One to rank 0 has no deadline: rank
// 0 takes it when its program next calls the runtime.
func (o *outbox) wait() error {
	s := o.sent[0]
	timeout := o.link.Timeout()
	if s.rank == 0 {
		timeout = 0
	}
	err := s.msg.Wait(timeout)
	o.drop()
	if err != nil {
		return o.lose(s.rank, err)
	}
	return nil
}

func (o *outbox) drop() {
	o.sent[0].msg.Free()
	if o.sent[0].release != nil {
		o.sent[0].release()
	}
	o.bytes -= o.sent[0].size
	o.sent[0] = sent{}
	o.sent = o.sent[1:]
}

// eachRequest calls fn with each request of a batch, in order.
func eachRequest(batch []byte, fn func(req []byte) error) error {
	r := &wireReader{b: batch}
	for len(r.b) > 0 {
		req := r.bytes()
		if r.err != nil {
			return fmt.Errorf("a batch of requests cut short: %w", r.err)
		}
		if err := fn(req); err != nil {
			return err
		}
	}
	return nil
}
