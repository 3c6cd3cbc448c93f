package mgpu

import (
	"fmt"
	"sync"
	"time"
)

// chanNet is an in-process stand-in for MPI: a buffered channel per
// (from, to, tag), so sends never wait, as MPI's eager sends of small
// messages do not.
type chanNet struct {
	mu    sync.Mutex
	boxes map[[3]int]chan []byte
	dead  map[int]bool // ranks whose process ended
	abort int          // the status a rank ended the job with
	// aware: the ranks' "MPI library" takes device memory, reached
	// through each rank's backend (device 0); direct counts the messages
	// sent straight from it.
	aware  bool
	direct int
	pinned int // messages sent from page-locked staging buffers
}

func newChanNet() *chanNet { return &chanNet{boxes: map[[3]int]chan []byte{}, dead: map[int]bool{}} }

func (n *chanNet) box(from, to, tag int) chan []byte {
	n.mu.Lock()
	defer n.mu.Unlock()
	k := [3]int{from, to, tag}
	if n.boxes[k] == nil {
		n.boxes[k] = make(chan []byte, 1<<12)
	}
	return n.boxes[k]
}

type chanLink struct {
	net        *chanNet
	rank, size int
	timeout    time.Duration
	be         Backend // the rank's devices, for PostDevice and ExpectDevice
	// expected is each box's receives started by Expect and not done, in
	// the order started: a box's messages fill them in that order, as
	// MPI matches receives.
	expected map[chan []byte][]*chanMessage
}

func (l *chanLink) Rank() int              { return l.rank }
func (l *chanLink) Timeout() time.Duration { return l.timeout }
func (l *chanLink) Size() int              { return l.size }

func (l *chanLink) Send(rank, tag int, b []byte, patient bool) error {
	l.net.mu.Lock()
	dead := l.net.dead[rank]
	l.net.mu.Unlock()
	if dead {
		return fmt.Errorf("sending to rank %d: the process ended", rank)
	}
	l.net.box(l.rank, rank, tag) <- append([]byte(nil), b...)
	return nil
}

func (l *chanLink) Recv(rank, tag int, patient bool) ([]byte, error) {
	box := l.net.box(rank, l.rank, tag)
	if patient {
		return <-box, nil
	}
	select {
	case b := <-box:
		return b, nil
	case <-time.After(l.timeout):
		return nil, fmt.Errorf("waiting for rank %d: no message in %v", rank, l.timeout)
	}
}

func (l *chanLink) Post(rank, tag int, b []byte) (message, error) {
	return &chanMessage{done: true}, l.Send(rank, tag, b, false)
}

func (l *chanLink) Expect(rank, tag, n int) (message, error) {
	box := l.net.box(rank, l.rank, tag)
	m := &chanMessage{l: l, box: box, n: n}
	l.expected[box] = append(l.expected[box], m)
	return m, nil
}

func (l *chanLink) CUDAAware() bool { return l.net.aware }

func (l *chanLink) PostHost(rank, tag int, b []byte) (message, error) {
	if s, ok := l.be.(pinningSim); ok {
		s.note("post")
	}
	l.net.mu.Lock()
	l.net.pinned++
	l.net.mu.Unlock()
	return l.Post(rank, tag, b)
}

func (l *chanLink) ExpectHost(rank, tag int, b []byte) (message, error) {
	m, err := l.Expect(rank, tag, len(b))
	m.(*chanMessage).host = b
	return m, err
}

func (l *chanLink) PostDevice(rank, tag int, p DevPtr, n int) (message, error) {
	b := make([]byte, n)
	if err := l.be.Read(0, p, b); err != nil {
		return nil, err
	}
	l.net.mu.Lock()
	l.net.direct++
	l.net.mu.Unlock()
	return l.Post(rank, tag, b)
}

func (l *chanLink) ExpectDevice(rank, tag int, p DevPtr, n int) (message, error) {
	m, err := l.Expect(rank, tag, n)
	m.(*chanMessage).into = p
	return m, err
}

// chanMessage is a message of chanLink: posted (done at once) or expected.
type chanMessage struct {
	l    *chanLink
	box  chan []byte
	n    int
	b    []byte
	done bool
	err  error
	into DevPtr // ExpectDevice's: its bytes go to device 0 there
	host []byte // ExpectHost's: its bytes go there
}

// fill gives the box's next message to its oldest expected receive,
// waiting at most wait for it (0: not at all); false if none came.
func (m *chanMessage) fill(wait time.Duration) bool {
	var got []byte
	select {
	case got = <-m.box:
	default:
		if wait == 0 {
			return false
		}
		select {
		case got = <-m.box:
		case <-time.After(wait):
			return false
		}
	}
	q := m.l.expected[m.box]
	first := q[0]
	m.l.expected[m.box] = q[1:]
	first.b, first.done = got, true
	if len(got) != first.n {
		first.err = fmt.Errorf("a message of %d bytes where %d were expected", len(got), first.n)
	} else if first.into != 0 {
		first.err = m.l.be.Write(0, first.into, got)
		first.b = nil
	} else if first.host != nil {
		if s, ok := m.l.be.(pinningSim); ok {
			s.received(first.host)
		}
		copy(first.host, got)
		first.b = nil
	}
	return true
}

func (m *chanMessage) Test() (bool, error) {
	for !m.done && m.fill(0) {
	}
	return m.done, m.err
}

func (m *chanMessage) Wait(timeout time.Duration) error {
	if timeout == 0 {
		timeout = time.Hour // no limit
	}
	for !m.done {
		if !m.fill(timeout) {
			return fmt.Errorf("waiting for a message: none in %v", timeout)
		}
	}
	return m.err
}

func (m *chanMessage) Bytes() []byte { return m.b }
func (m *chanMessage) Free()         {}

func (l *chanLink) Close(abort int) {
	l.net.mu.Lock()
	defer l.net.mu.Unlock()
	if abort != 0 && l.net.abort == 0 {
		l.net.abort = abort
	}
}
