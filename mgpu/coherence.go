package mgpu

import "sort"

// Coherence before and after a part runs: what its device lacks of the
// ranges it needs is copied in from a holder, and what it wrote is
// recorded as held by its device alone.

type copyJob struct {
	lo, hi int64 // bytes of the buffer
	src    int
}

// recordWrites makes dev the only holder of what a part wrote through pa.
func recordWrites(pa ptrArg, elem int64, a accessPlan, dev int) {
	if a.writtenWhole {
		pa.buf.tracker.Write(0, pa.buf.size, dev)
		return
	}
	for _, r := range a.written {
		lo, hi := byteRange(pa, elem, r)
		pa.buf.tracker.Write(lo, hi, dev)
	}
}

// syncVars makes the __device__ variables of img fresh on dev.
func (rt *Runtime) syncVars(k *kernel, img *Image, dev int) error {
	for _, v := range img.vars {
		b, err := rt.instances(v)
		if err != nil {
			return err
		}
		if err := rt.syncRange(k.stats, b, 0, b.size, dev); err != nil {
			return err
		}
	}
	return nil
}

// syncIn copies to a part's device every range it needs and lacks.
func (rt *Runtime) syncIn(k *kernel, pt part) error {
	for i, a := range pt.access {
		if err := rt.syncAccess(k, i, a, pt.dev); err != nil {
			return err
		}
	}
	return nil
}

// syncAccess copies to dev what a needs of pointer i and dev lacks.
func (rt *Runtime) syncAccess(k *kernel, i int, a accessPlan, dev int) error {
	pa := rt.scratch.ptrs[i]
	if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
		return nil
	}
	if a.needWhole {
		return rt.syncRange(k.stats, pa.buf, 0, pa.buf.size, dev)
	}
	elem := int64(k.pointers[i].ElemSize)
	need := a.need
	for len(need) > 0 {
		lo, hi := byteRange(pa, elem, need[0])
		// A part needs many ranges (one per row) that its device mostly
		// holds in one segment: skip them all at once.
		if end, h := pa.buf.tracker.Segment(lo); h.Has(dev) && hi <= end {
			need = need[sort.Search(len(need), func(j int) bool {
				_, hi := byteRange(pa, elem, need[j])
				return hi > end
			}):]
			continue
		}
		if err := rt.syncRange(k.stats, pa.buf, lo, hi, dev); err != nil {
			return err
		}
		need = need[1:]
	}
	return nil
}

// syncRange makes [lo, hi) of b valid in holder slot to (a device, or the
// host's copy of managed memory), copying each missing run from the
// nearest device holding it, else from the host; adjacent runs from one
// holder become one copy. st is the kernel the copies are for, or nil.
func (rt *Runtime) syncRange(st *kernelStats, b *buffer, lo, hi int64, to int) error {
	s := &rt.scratch
	jobs := s.missing[:0]
	b.tracker.Query(lo, hi, func(a, z int64, h Holders) bool {
		if h.Has(to) {
			return true
		}
		src := h.devices().Nearest(to)
		if src < 0 {
			src = h.First() // the host, or nobody
		}
		if n := len(jobs); n > 0 && jobs[n-1].hi == a && jobs[n-1].src == src {
			jobs[n-1].hi = z
		} else {
			jobs = append(jobs, copyJob{a, z, src})
		}
		return true
	})
	s.missing = jobs
	for _, j := range jobs {
		if j.src < 0 {
			return errorf(ErrorUnknown, "buffer 0x%x bytes [%d,%d) have no holder (runtime bug)", b.base, j.lo, j.hi)
		}
		if !rt.debug.noTransfers {
			if err := rt.transfer(st, b, j.lo, j.hi, to, j.src); err != nil {
				return err
			}
		}
		b.tracker.Copy(j.lo, j.hi, to)
	}
	return nil
}

// transfer copies [lo, hi) of b from holder slot from to holder slot to.
func (rt *Runtime) transfer(st *kernelStats, b *buffer, lo, hi int64, to, from int) error {
	switch {
	case from == hostSlot:
		return rt.hostWrite(to, b.inst[to]+DevPtr(lo), b.host.mem[lo:hi], st)
	case to == hostSlot:
		if err := rt.hostRead(from, b.inst[from]+DevPtr(lo), b.host.mem[lo:hi], st); err != nil {
			return err
		}
		b.host.settle(lo, hi)
		return nil
	}
	return rt.peerCopy(to, b.inst[to]+DevPtr(lo), from, b.inst[from]+DevPtr(lo), hi-lo, st)
}
