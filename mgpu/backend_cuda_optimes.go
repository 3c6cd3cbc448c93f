package mgpu

import (
	"errors"
	"time"

	"mgpucc/mgpu/cuda"
)

// The devices' own times of the traced operations (MGPU_TRACE on a GPU):
// the host's calls return before their work runs, so a trace of them
// alone says when each kernel and copy was issued, not when it ran. With
// timing on, the backend records a pair of events around each kernel
// launch and copy on the stream it goes to; the trace reads them back
// when it is written (opTimer), on its own clock: each GPU's events are
// placed by one reference event whose host time is known.

// maxTimedOps bounds the operations timed (two events each): a long run
// keeps its first ones.
const maxTimedOps = 1 << 18

// eventsAhead is how many events each GPU makes ready when the timing
// starts, and again whenever they run out: making one is a driver call,
// which would otherwise lengthen every timed operation's call (a kernel's
// took 7-13 µs traced on an H100's host, with both made in it).
const eventsAhead = 2048

// timedOp is one operation's pair of events on a GPU.
type timedOp struct {
	gpu        *cudaGPU
	start, end cuda.Event
}

// opClock is the cudaBackend's timing of operations.
type opClock struct {
	on bool
	// refs holds each GPU's reference event and its time on the host's
	// clock, microseconds from origin.
	refs map[*cudaGPU]opRef
	ops  []timedOp
	last int // the operation timed since TimedOp's last call, or -1
	// ready are each GPU's events made ahead, not recorded yet.
	ready map[*cudaGPU][]cuda.Event
}

type opRef struct {
	ev cuda.Event
	us float64
}

// TimeOps times every later kernel and copy on the devices' streams;
// origin is the trace's start on the host's clock. Each GPU's reference
// event is recorded on an idle stream and waited for: its host time is
// the middle of the record and the wait (a few microseconds wide).
func (b *cudaBackend) TimeOps(origin time.Time) error {
	c := &b.ops
	c.refs, c.last, c.ready = map[*cudaGPU]opRef{}, -1, map[*cudaGPU][]cuda.Event{}
	for _, d := range b.devs {
		if _, done := c.refs[d.gpu]; done {
			continue
		}
		if err := c.makeReady(d.gpu); err != nil {
			return err
		}
		ev, err := c.event(d.gpu)
		if err != nil {
			return err
		}
		before := time.Now()
		if err := errors.Join(d.stream.Synchronize(), ev.Record(d.stream), ev.Synchronize()); err != nil {
			ev.Destroy()
			return err
		}
		mid := before.Add(time.Since(before) / 2)
		c.refs[d.gpu] = opRef{ev: ev, us: float64(mid.Sub(origin).Nanoseconds()) / 1e3}
	}
	c.on = true
	return nil
}

// timed queues op on q, one of d's streams, between a pair of events
// when operations are timed.
func (b *cudaBackend) timed(d *cudaDevice, q cuda.Stream, op func() error) error {
	c := &b.ops
	if !c.on || len(c.ops) == maxTimedOps {
		return op()
	}
	start, err := c.event(d.gpu)
	if err != nil {
		return err
	}
	end, err := c.event(d.gpu)
	if err != nil {
		start.Destroy()
		return err
	}
	if err := start.Record(q); err != nil {
		return errors.Join(err, start.Destroy(), end.Destroy())
	}
	if err := op(); err != nil {
		return errors.Join(err, start.Destroy(), end.Destroy())
	}
	if err := end.Record(q); err != nil {
		return errors.Join(err, start.Destroy(), end.Destroy())
	}
	c.last = len(c.ops)
	c.ops = append(c.ops, timedOp{gpu: d.gpu, start: start, end: end})
	return nil
}

// makeReady makes eventsAhead events on g.
func (c *opClock) makeReady(g *cudaGPU) error {
	for range eventsAhead {
		e, err := g.ctx.NewEvent(cuda.EventDefault)
		if err != nil {
			return err
		}
		c.ready[g] = append(c.ready[g], e)
	}
	return nil
}

// event is one of g's events made ahead (more made when none is left).
func (c *opClock) event(g *cudaGPU) (cuda.Event, error) {
	if len(c.ready[g]) == 0 {
		if err := c.makeReady(g); err != nil {
			return cuda.Event{}, err
		}
	}
	r := c.ready[g]
	e := r[len(r)-1]
	c.ready[g] = r[:len(r)-1]
	return e, nil
}

// TimedOp returns the number of the operation timed since its last
// call, or -1 when none was: the tracer asks right after each call it
// records.
func (b *cudaBackend) TimedOp() int {
	n := b.ops.last
	b.ops.last = -1
	return n
}

// OpTimes waits for the devices and returns each timed operation's
// start and end on the host's clock, microseconds from TimeOps' origin.
func (b *cudaBackend) OpTimes() ([][2]float64, error) {
	c := &b.ops
	for _, d := range b.devs {
		if err := errors.Join(d.stream.Synchronize(), d.copies.Synchronize()); err != nil {
			return nil, err
		}
	}
	times := make([][2]float64, len(c.ops))
	for i, op := range c.ops {
		ref := c.refs[op.gpu]
		from, err1 := ref.ev.Elapsed(op.start)
		dur, err2 := op.start.Elapsed(op.end)
		if err := errors.Join(err1, err2); err != nil {
			return nil, err
		}
		start := ref.us + float64(from)*1e3
		times[i] = [2]float64{start, start + float64(dur)*1e3}
	}
	return times, nil
}

// closeOps destroys the operations' and the references' events.
func (b *cudaBackend) closeOps() error {
	var errs []error
	for _, op := range b.ops.ops {
		errs = append(errs, op.start.Destroy(), op.end.Destroy())
	}
	for _, r := range b.ops.refs {
		errs = append(errs, r.ev.Destroy())
	}
	for _, ready := range b.ops.ready {
		for _, e := range ready {
			errs = append(errs, e.Destroy())
		}
	}
	b.ops = opClock{}
	return errors.Join(errs...)
}
