package mgpu

// A copy from the host into a buffer on several devices is staged
// (MemcpyHtoD) until the first operation that uses the buffer places its
// bytes (place). Where the backend has page-locked memory (a stager: the
// CUDA backend, and the null devices, which stand for it in the scaling
// study's traces), the staging copy is page-locked: place then queues each
// device's part on that device's stream (WritePinned) and goes on at once,
// so the parts cross the node's links side by side, not one after
// another, and the device's later work (the launch that needed them) runs
// after its part. The memory is freed once each device's copies from it
// are done: a fence per device, recorded when the staging is retired and
// looked at by later calls (reclaimPins), waited for at a
// synchronisation and when the runtime closes or resets. Memory whose
// copies are done is kept for the next buffer staged, up to maxPinned
// bytes (spare), since a program that copies into a buffer between
// launches stages it anew each time, and pinning and freeing page-locked
// memory each time would cost driver calls (cuMemFreeHost waits for the
// GPUs) that a copy into Go's memory does not. Where pinning
// fails the staging copy is Go's memory and each part's copy waits for
// its end, as on the other backends; each buffer tries anew (one driver
// call, beside a copy of the buffer's bytes).

// retiredPin is page-locked staging memory no buffer uses any more, and
// the fences after the copies still reading it.
type retiredPin struct {
	buf    *pinnedBuf
	fences []fence
}

// stageIn gives b its staging copy: page-locked where the backend can pin
// it, else Go's memory.
func (rt *Runtime) stageIn(b *buffer) {
	b.restKept = false // a new staging's rest may be kept once
	if sg, ok := rt.be.(stager); ok {
		rt.reclaimPins(false) // memory given back first, before more is pinned
		buf := rt.takeSpare(b.size)
		if buf == nil {
			if p, err := sg.Pin(b.size); err == nil {
				buf = p
			}
		}
		if buf != nil {
			b.pin, b.staged = buf, buf.b[:b.size:b.size]
			return
		}
	}
	b.staged = make([]byte, b.size)
}

// takeSpare returns spare page-locked memory of at least n bytes and at
// most twice that, or nil.
func (rt *Runtime) takeSpare(n int64) *pinnedBuf {
	for i, buf := range rt.spare {
		if c := int64(len(buf.b)); c >= n && c <= 2*n {
			rt.spare = append(rt.spare[:i], rt.spare[i+1:]...)
			rt.spareBytes -= c
			return buf
		}
	}
	return nil
}

// fromStaging reports whether src is the bytes of b's page-locked staging
// copy at off: those a device's copy may read after the call returns.
func (b *buffer) fromStaging(off int64, src []byte) bool {
	return b.pin != nil && len(src) > 0 && off < int64(len(b.staged)) && &src[0] == &b.staged[off]
}

// queueFromStaging queues the copy of the bytes of s of b from its
// staging copy into dev's instance: it returns before the device has
// them.
func (rt *Runtime) queueFromStaging(dev int, b *buffer, s Span, k *kernelStats) error {
	t := rt.trace.begin()
	w, pitch, height := s.Hi-s.Lo, s.Pitch, s.Count
	if height == 1 || w == pitch {
		w, pitch, height = s.end()-s.Lo, s.end()-s.Lo, 1
	}
	n := w * height
	if err := rt.be.(stager).WritePinned(dev, b.inst[dev]+DevPtr(s.Lo), pitch, b.pin, s.Lo, pitch, w, height); err != nil {
		return rt.fault(err, "queueing a copy of %d bytes to device %d", n, dev)
	}
	b.pinQueued |= Holders(1) << uint(dev)
	rt.stats.totals.H2D += n
	if k != nil {
		k.H2D += n
	}
	rt.trace.queuedCopy(t, dev, "host to device", n)
	return nil
}

// waitStaging waits for the copies queued from b's staging copy, before
// the host writes it again.
func (rt *Runtime) waitStaging(b *buffer) error {
	sg := rt.be.(stager)
	for d := 0; d < rt.ndev; d++ {
		if !b.pinQueued.Has(d) {
			continue
		}
		f, err := sg.Fence(d)
		if err == nil {
			err = f.Wait()
		}
		if err != nil {
			return rt.fault(err, "waiting for the copies to device %d", d)
		}
	}
	b.pinQueued = 0
	return nil
}

// retirePin drops b's page-locked staging copy: it is freed once the
// fences recorded now, after the copies queued from it, are done.
func (rt *Runtime) retirePin(b *buffer) error {
	if b.pin == nil {
		return nil
	}
	sg := rt.be.(stager)
	r := retiredPin{buf: b.pin}
	var first error
	for d := 0; d < rt.ndev; d++ {
		if !b.pinQueued.Has(d) {
			continue
		}
		f, err := sg.Fence(d)
		if err != nil { // no event: wait for the device instead
			if err := rt.be.Synchronize(d); err != nil && first == nil {
				first = rt.fault(err, "device %d", d)
			}
			continue
		}
		r.fences = append(r.fences, f)
	}
	b.pin, b.pinQueued = nil, 0
	rt.pins = append(rt.pins, r)
	return first
}

// reclaimPins keeps as spare, or frees where the spare memory would pass
// maxPinned bytes, the retired staging memory whose copies are done
// (wait: waiting for them).
func (rt *Runtime) reclaimPins(wait bool) error {
	if len(rt.pins) == 0 {
		return nil
	}
	sg := rt.be.(stager)
	var first error
	kept := rt.pins[:0]
	for _, r := range rt.pins {
		for len(r.fences) > 0 {
			var done bool
			var err error
			if wait {
				done, err = true, r.fences[0].Wait()
			} else {
				done, err = r.fences[0].Done()
			}
			if err != nil && first == nil {
				first = err
			}
			if !done && err == nil {
				break
			}
			r.fences = r.fences[1:]
		}
		if len(r.fences) > 0 {
			kept = append(kept, r)
			continue
		}
		if c := int64(len(r.buf.b)); rt.spareBytes+c <= maxPinned {
			rt.spare, rt.spareBytes = append(rt.spare, r.buf), rt.spareBytes+c
			continue
		}
		if err := sg.Unpin(r.buf); err != nil && first == nil {
			first = err
		}
	}
	clear(rt.pins[len(kept):])
	rt.pins = kept
	if first != nil {
		return wrap(ErrorUnknown, first, "freeing the page-locked staging of copies from the host")
	}
	return nil
}

// releasePins frees all staging memory, waiting for the copies still
// reading it (cudaDeviceReset, Close).
func (rt *Runtime) releasePins() error {
	first := rt.reclaimPins(true)
	if len(rt.spare) == 0 {
		return first
	}
	sg := rt.be.(stager)
	for _, buf := range rt.spare {
		if err := sg.Unpin(buf); err != nil && first == nil {
			first = wrap(ErrorUnknown, err, "freeing the page-locked staging of copies from the host")
		}
	}
	clear(rt.spare)
	rt.spare, rt.spareBytes = rt.spare[:0], 0
	return first
}
