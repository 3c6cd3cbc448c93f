package mgpu

import "sort"

// Coherence before and after a part runs: what its device lacks of the
// ranges it needs is copied in from a holder, and what it wrote is
// recorded as held by its device alone.

// recordWrites makes dev the only holder of what a part wrote through pa.
func recordWrites(pa ptrArg, elem int64, a *accessPlan, dev int) {
	if a.writtenWhole {
		pa.buf.tracker.Write(0, pa.buf.size, dev)
		return
	}
	for _, s := range a.written {
		b := byteSpan(pa, elem, s)
		pa.buf.tracker.WriteSpan(b.Lo, b.Hi, b.Pitch, b.Count, dev)
	}
}

// syncVars makes the __device__ variables of img fresh on dev.
func (rt *Runtime) syncVars(k *kernel, img *Image, dev int) error {
	for _, v := range img.vars {
		b, err := rt.instances(v)
		if err != nil {
			return err
		}
		rt.claim(b) // a __managed__ variable the host may have written
		if err := rt.syncRange(k.stats, b, 0, b.size, dev); err != nil {
			return err
		}
	}
	return nil
}

// syncIn copies to a part's device every range it needs and lacks.
func (rt *Runtime) syncIn(k *kernel, pt *part) error {
	for i := range pt.access {
		if err := rt.syncAccess(k, i, &pt.access[i], pt.dev); err != nil {
			return err
		}
	}
	return nil
}

// syncAccess copies to dev what a needs of pointer i and dev lacks.
func (rt *Runtime) syncAccess(k *kernel, i int, a *accessPlan, dev int) error {
	pa := rt.scratch.ptrs[i]
	if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
		return nil
	}
	elem := int64(k.pointers[i].ElemSize)
	if i < len(rt.scratch.ahead) && rt.scratch.ahead[i].steps > 0 {
		return rt.syncAhead(k, pa, elem, a, rt.scratch.ahead[i], dev)
	}
	g := &rt.scratch.gather
	sh := g.sharedNeed(i)
	if sh.from.Has(dev) {
		return rt.fromHub(pa, elem, a, sh.hub, dev)
	}
	g.hubbing = sh.hub == dev
	// A need's copies the trackers are not told of are asked again by
	// any other need of the part that overlaps it: only needs apart, of
	// the launch's only pointer to the buffer, go untold (and only where
	// the part writes the buffer at all).
	untold := (a.writtenWhole || len(a.written) > 0) && needsApart(a)
	for j, o := range rt.scratch.ptrs {
		untold = untold && (j == i || o.buf != pa.buf)
	}
	err := eachNeed(pa, elem, a, func(b Span) error {
		g.untold = untold && writesOver(pa, elem, a, b)
		return rt.syncSpan(k.stats, pa.buf, b, dev)
	})
	g.hubbing, g.untold = false, false
	return err
}

// needsApart reports whether a's needs lie apart in order: each one's
// last byte before the next one's first.
func needsApart(a *accessPlan) bool {
	for i := 1; i < len(a.need); i++ {
		if a.need[i-1].end() > a.need[i].Lo {
			return false
		}
	}
	return true
}

// writesOver reports whether a writes all of byte span s of pa's buffer
// (a hull of its bytes): its whole buffer, or one written range holding
// s's first and last bytes.
func writesOver(pa ptrArg, elem int64, a *accessPlan, s Span) bool {
	if a.writtenWhole {
		return true
	}
	// The written spans are sorted by their start: the last one starting
	// at or before s.
	i := sort.Search(len(a.written), func(i int) bool { return pa.off+a.written[i].Lo*elem > s.Lo }) - 1
	if i < 0 {
		return false
	}
	w := byteSpan(pa, elem, a.written[i])
	return w.Count == 1 && s.end() <= w.Hi
}

// eachNeed calls f with each span of bytes of pa's buffer that a needs
// (the whole buffer when a needs it whole), stopping at an error.
func eachNeed(pa ptrArg, elem int64, a *accessPlan, f func(Span) error) error {
	if a.needWhole {
		return f(Span{0, pa.buf.size, 0, 1})
	}
	for _, s := range a.need {
		if err := f(byteSpan(pa, elem, s)); err != nil {
			return err
		}
	}
	return nil
}

// syncRange makes [lo, hi) of b valid in holder slot to (a device, or the
// host's copy of managed memory); st is the kernel the copies are for, or
// nil.
func (rt *Runtime) syncRange(st *kernelStats, b *buffer, lo, hi int64, to int) error {
	return rt.syncSpan(st, b, Span{lo, hi, 0, 1}, to)
}

// syncSpan makes the bytes of s valid in holder slot to, copying each
// piece it lacks from the nearest device holding it, else from the host
// (while a split launch gathers its inputs, gatherInputs copies it):
// the pieces are the tracker's rects, those continuing one another down
// the rows joined, so that a column is one strided copy.
func (rt *Runtime) syncSpan(st *kernelStats, b *buffer, s Span, to int) error {
	jobs := mergeJobs(b.tracker.Missing(s.Lo, s.Hi, s.Pitch, s.Count, to, rt.scratch.missing[:0]))
	held := jobs[:0] // the jobs with a holder
	for _, j := range jobs {
		if j.src >= 0 {
			held = append(held, j)
			continue
		}
		if b.pages == nil {
			p := b.tracker.pitch
			return errorf(ErrorUnknown, "buffer 0x%x bytes [%d,%d) have no holder (runtime bug)", b.base, j.r0*p+j.c0, (j.r1-1)*p+j.c1)
		}
		// Bytes of partial instances that nobody holds are undefined:
		// what the pages of to hold will do (partial.go).
		b.tracker.copyRect(j.rect, to)
	}
	rt.scratch.missing = held
	if !rt.scratch.gather.on {
		return rt.copyJobs(st, b, held, to)
	}
	g := &rt.scratch.gather
	g.needs++
	return eachCopy(held, b.tracker.pitch, func(s Span, src int, jobs []rectJob) error {
		rt.scratch.deferCopy(b, s, src, to, jobs, g.needs)
		return nil
	})
}
