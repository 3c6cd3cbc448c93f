package mgpu

import "slices"

// Where a buffer's bytes copied from the host go (memory.go stages them):
// linearly over the devices of the operation that first uses them
// (the paper's 8.2), or, for a split launch whose parts read them apart,
// to each part as it gathers its inputs and the rest after it.

// distributionChunk is the smallest part a host-to-device copy is split
// into: smaller copies cost more in latency than they gain.
const distributionChunk = 4096

// maxStaged is the largest buffer whose copies from the host wait for
// their first use: a larger one would double the host memory a program
// needs for it, and is distributed at once.
const maxStaged = 256 << 20

// distribute copies src to [off, off+len(src)) of b linearly over the
// first devices devices (paper 8.2): device i receives the i-th part (of
// at least distributionChunk bytes) and becomes its only holder; st is the
// kernel the copies are for, or nil.
func (rt *Runtime) distribute(st *kernelStats, b *buffer, off int64, src []byte, devices int) error {
	return spread(int64(len(src)), b.chunk(), devices, func(d int, lo, hi int64) error {
		return rt.placeOn(st, b, d, off+lo, src[lo:hi])
	})
}

// placeOn copies src to [off, off+len(src)) of b on dev (mapping its
// pages), which becomes its only holder. From a page-locked staging copy
// the copy is queued: dev's later work follows it, the host does not wait.
func (rt *Runtime) placeOn(st *kernelStats, b *buffer, dev int, off int64, src []byte) error {
	hi := off + int64(len(src))
	if err := rt.back(b, dev, off, hi); err != nil {
		return err
	}
	var err error
	if b.fromStaging(off, src) {
		err = rt.queueFromStaging(dev, b, Span{off, hi, 0, 1}, st)
	} else {
		err = rt.hostWrite(dev, b.inst[dev]+DevPtr(off), src, st)
	}
	if err != nil {
		return err
	}
	b.tracker.Write(off, hi, dev)
	return nil
}

// chunk is the smallest part of b that spread gives a device: a page of a
// buffer with partial instances (a device maps no less), else
// distributionChunk.
func (b *buffer) chunk() int64 {
	if b.pages != nil {
		return b.pages.page
	}
	return distributionChunk
}

// spread divides n bytes linearly over the first devices devices (paper
// 8.2): put gets device i and its part [lo, hi), the i-th of near-equal
// parts of at least chunk bytes (so that small ranges use fewer devices),
// in order.
func spread(n, chunk int64, devices int, put func(dev int, lo, hi int64) error) error {
	parts := int64(min(devices, int((n+chunk-1)/chunk)))
	lo := int64(0)
	for i := int64(0); i < parts; i++ {
		hi := n
		if i+1 < parts {
			hi = (i + 1) * n / parts &^ 255
		}
		if err := put(int(i), lo, hi); err != nil {
			return err
		}
		lo = hi
	}
	return nil
}

// place sends the staged bytes of b (those the host alone holds) to the
// devices of the operation about to use them, each run of them linearly
// over the first devices ones (distribute), and drops the staging copy; st
// is the kernel whose launch uses them, or nil. A buffer with partial
// instances has each run's bytes placed where a copy of the whole buffer
// would place them (placeShares): the pages a device gave back, spilled to
// the host (reclaim.go), go back to the device whose share they lie in.
func (rt *Runtime) place(st *kernelStats, b *buffer, devices int) error {
	staged := b.staged
	if staged == nil {
		return nil
	}
	b.tracker.Shed(hostSlot) // bytes a device received already
	for _, r := range hostRuns(b) {
		place := rt.distribute
		if b.pages != nil {
			place = rt.placeShares
		}
		if err := place(st, b, r.lo, staged[r.lo:r.hi], devices); err != nil {
			if st != nil {
				err = wrap(CodeOf(err), err, "launch of %s, placing the bytes copied from the host", st.Name)
			}
			return err // the staged bytes not placed stay the host's
		}
	}
	if len(hostRuns(b)) == 0 { // a device making room may have spilled some
		b.staged = nil
		return rt.retirePin(b)
	}
	return nil
}

// placeRest places the staged bytes of b no part of a split launch over
// devices touched (those the host alone holds after it, the host shed
// from the others: Tracker.Shed), then drops the
// staging copy: each byte on the device whose linear share of the whole
// buffer (spread) it lies in, by the tracker's rects of them. A rect of
// whole rows, or of one, is a run of bytes, cut where the shares end; a
// narrower one goes by rows, a row where it starts, a run of rows of one
// device one strided copy: a column a launch read leaves the rest of
// every row, one copy, not one per row.
func (rt *Runtime) placeRest(st *kernelStats, b *buffer, devices int) error {
	t := b.tracker
	var ends []int64 // of the devices' shares
	spread(b.size, b.chunk(), devices, func(_ int, _, hi int64) error {
		ends = append(ends, hi)
		return nil
	})
	shareOf := func(at int64) int {
		d, _ := slices.BinarySearch(ends, at+1)
		return d
	}
	place := func(s Span, d int) error {
		if err := rt.copySpan(st, b, s, hostSlot, d); err != nil {
			return err
		}
		t.updateSpan(s.Lo, s.Hi, s.Pitch, s.Count, 1<<uint(d), opSet)
		return nil
	}
	p := t.pitch
	for _, hr := range t.pieces(0, b.size, 0, 1, nil) {
		if hr.holders != hostHolder {
			continue
		}
		if hr.r1-hr.r0 == 1 || hr.c0 == 0 && hr.c1 == p {
			for at, end := hr.r0*p+hr.c0, (hr.r1-1)*p+hr.c1; at < end; {
				d := shareOf(at)
				hi := min(end, ends[d])
				if err := place(Span{at, hi, 0, 1}, d); err != nil {
					return err
				}
				at = hi
			}
			continue
		}
		for r := hr.r0; r < hr.r1; {
			d := shareOf(r*p + hr.c0)
			r1 := min(hr.r1, (ends[d]-hr.c0+p-1)/p) // the rows starting in d's share
			if err := place(Span{r*p + hr.c0, r*p + hr.c1, p, r1 - r}, d); err != nil {
				return err
			}
			r = r1
		}
	}
	b.staged, b.restKept = nil, false
	return rt.retirePin(b)
}

// hostRuns returns the runs of b the host holds.
func hostRuns(b *buffer) []segment {
	if !b.tracker.HoldsAny(hostSlot) {
		return nil // at once, however many rows its bands have
	}
	var runs []segment
	b.tracker.Query(0, b.size, func(lo, hi int64, h Holders) bool {
		if h.Has(hostSlot) {
			runs = append(runs, segment{lo, hi, h})
		}
		return true
	})
	return runs
}

// placeShares copies src to [off, off+len(src)) of b, each byte to the
// device whose linear share of the whole buffer (spread over the first
// devices devices) it lies in, which becomes its only holder.
func (rt *Runtime) placeShares(st *kernelStats, b *buffer, off int64, src []byte, devices int) error {
	end := off + int64(len(src))
	return spread(b.size, b.chunk(), devices, func(d int, lo, hi int64) error {
		lo, hi = max(lo, off), min(hi, end)
		if lo >= hi {
			return nil
		}
		return rt.placeOn(st, b, d, lo, src[lo-off:hi-off])
	})
}

// readApart reports whether the parts of p read b mostly apart: what
// they need of it through all of k's pointers adds up to at most one and
// a half times its size (a halo row each is apart; the whole of it each,
// on two devices, is not).
func (rt *Runtime) readApart(k *kernel, p *plan, b *buffer) bool {
	total := int64(0)
	for i, pa := range rt.scratch.ptrs {
		if pa.buf != b {
			continue
		}
		for j := range p.parts {
			eachNeed(pa, int64(k.pointers[i].ElemSize), &p.parts[j].access[i], func(s Span) error {
				total += s.covered()
				return nil
			})
		}
	}
	return total <= b.size+b.size/2
}

// placeAfter places what is left staged of b after a split launch over
// devices that left the staged bytes to its parts (what they neither
// read nor wrote), or keeps it for one more launch where the launch told
// the tracker no rows (LU's scaling of row 0): the next may read them by
// column bands, which a placement by rows would make it transpose.
func (rt *Runtime) placeAfter(st *kernelStats, b *buffer, devices int) error {
	if b.staged == nil {
		return nil
	}
	b.tracker.Shed(hostSlot) // bytes a device received
	if b.tracker.pitch == b.size && !b.restKept && b.tracker.HoldsAny(hostSlot) {
		b.restKept = true
		return nil
	}
	return rt.placeRest(st, b, devices)
}
