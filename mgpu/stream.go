package mgpu

import "time"

// Streams and events. The runtime issues all work in program order on one
// stream per device, which is one valid execution of any program's
// streams; so a stream is only a handle to validate, and an event is the
// moment all work issued before it had finished (recording one waits for
// the devices, which is what makes its time meaningful).

// event is a cudaEvent_t.
type event struct {
	recorded bool
	at       time.Time
}

// stream is what a cudaStream_t was created with; the work issued on it
// runs in program order whatever that is.
type stream struct {
	flags    int
	priority int
	// hints are the attributes cudaStreamSetAttribute set, by ID, as the
	// program passed them: it reads them back; none changes how the work
	// runs.
	hints map[int][]byte
}

// Stream creation flags (cudaStreamDefault, cudaStreamNonBlocking).
const (
	StreamDefault     = 0
	StreamNonBlocking = 1
)

// Stream priorities range from LeastStreamPriority to
// GreatestStreamPriority (lower is more urgent), CUDA's usual range.
const (
	LeastStreamPriority    = 0
	GreatestStreamPriority = -5
)

// Stream handles CUDA gives a meaning to: the default stream, the legacy
// stream and the per-thread stream.
func specialStream(h uintptr) bool { return h <= 2 }

// StreamCreate returns a new stream handle. A priority outside the range
// is clamped to it, as CUDA does.
func (rt *Runtime) StreamCreate(flags, priority int) (uintptr, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	if flags&^StreamNonBlocking != 0 {
		return 0, errorf(ErrorInvalidValue, "cudaStreamCreate: flags 0x%x; want cudaStreamDefault or cudaStreamNonBlocking", flags)
	}
	h := rt.nextHandle()
	rt.streams[h] = &stream{flags: flags, priority: min(max(priority, GreatestStreamPriority), LeastStreamPriority)}
	return h, nil
}

func (rt *Runtime) checkStream(h uintptr) error {
	_, err := rt.streamOf(h)
	return err
}

// streamOf returns stream h, one of CUDA's special streams included.
func (rt *Runtime) streamOf(h uintptr) (*stream, error) {
	if specialStream(h) {
		return &rt.special[h], nil
	}
	if s := rt.streams[h]; s != nil {
		return s, nil
	}
	return nil, errorf(ErrorInvalidResHandle, "stream 0x%x was not created by cudaStreamCreate (or was destroyed)", h)
}

// onStream calls f with stream h, under the runtime's lock.
func (rt *Runtime) onStream(h uintptr, f func(*stream)) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	s, err := rt.streamOf(h)
	if err == nil {
		f(s)
	}
	return err
}

// StreamInfo returns the flags and priority a stream was created with
// (both 0 for CUDA's special streams), or the priority set since.
func (rt *Runtime) StreamInfo(h uintptr) (flags, priority int, err error) {
	err = rt.onStream(h, func(s *stream) { flags, priority = s.flags, s.priority })
	return flags, priority, err
}

// StreamSetPriority sets a stream's priority (the priority attribute of
// cudaStreamSetAttribute), clamped to the range as at its creation.
func (rt *Runtime) StreamSetPriority(h uintptr, priority int) error {
	return rt.onStream(h, func(s *stream) {
		s.priority = min(max(priority, GreatestStreamPriority), LeastStreamPriority)
	})
}

// StreamSetHint records value as stream h's attribute id.
func (rt *Runtime) StreamSetHint(h uintptr, id int, value []byte) error {
	return rt.onStream(h, func(s *stream) {
		if s.hints == nil {
			s.hints = map[int][]byte{}
		}
		s.hints[id] = value
	})
}

// StreamHint returns stream h's attribute id as last set, or nil.
func (rt *Runtime) StreamHint(h uintptr, id int) (value []byte, err error) {
	err = rt.onStream(h, func(s *stream) { value = s.hints[id] })
	return value, err
}

// StreamDestroy forgets a stream.
func (rt *Runtime) StreamDestroy(h uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if specialStream(h) || rt.streams[h] == nil {
		return errorf(ErrorInvalidResHandle, "cudaStreamDestroy of 0x%x, which is not a stream created by cudaStreamCreate", h)
	}
	delete(rt.streams, h)
	return nil
}

// StreamSynchronize waits for the work issued before it (on every
// device); managed memory is then current on the host.
func (rt *Runtime) StreamSynchronize(h uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if err := rt.checkStream(h); err != nil {
		return err
	}
	return rt.syncHost()
}

// StreamWaitEvent orders a stream after an event: already so.
func (rt *Runtime) StreamWaitEvent(stream, ev uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if err := rt.checkStream(stream); err != nil {
		return err
	}
	_, err := rt.lookupEvent(ev)
	return err
}

// EventCreate returns a new event handle.
func (rt *Runtime) EventCreate() (uintptr, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	h := rt.nextHandle()
	rt.events[h] = &event{}
	return h, nil
}

func (rt *Runtime) lookupEvent(h uintptr) (*event, error) {
	e := rt.events[h]
	if e == nil {
		return nil, errorf(ErrorInvalidResHandle, "event 0x%x was not created by cudaEventCreate (or was destroyed)", h)
	}
	return e, nil
}

// EventRecord marks the completion of the work issued so far.
func (rt *Runtime) EventRecord(ev, stream uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	e, err := rt.lookupEvent(ev)
	if err != nil {
		return err
	}
	if err := rt.checkStream(stream); err != nil {
		return err
	}
	if err := rt.syncAll(); err != nil {
		return err
	}
	e.recorded, e.at = true, time.Now()
	return nil
}

// EventSynchronize waits for an event: recorded events are complete, so
// only managed memory is made current on the host.
func (rt *Runtime) EventSynchronize(ev uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if _, err := rt.lookupEvent(ev); err != nil {
		return err
	}
	return rt.syncManaged()
}

// EventElapsed returns the milliseconds between two recorded events.
func (rt *Runtime) EventElapsed(start, end uintptr) (float32, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	s, err := rt.lookupEvent(start)
	if err != nil {
		return 0, err
	}
	e, err := rt.lookupEvent(end)
	if err != nil {
		return 0, err
	}
	if !s.recorded || !e.recorded {
		return 0, errorf(ErrorInvalidResHandle, "cudaEventElapsedTime: an event was never recorded")
	}
	return float32(e.at.Sub(s.at).Seconds() * 1e3), nil
}

// EventDestroy forgets an event.
func (rt *Runtime) EventDestroy(ev uintptr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if _, err := rt.lookupEvent(ev); err != nil {
		return err
	}
	delete(rt.events, ev)
	return nil
}

// ValidStream checks a stream handle.
func (rt *Runtime) ValidStream(h uintptr) error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.checkStream(h)
}
