package mgpu

// The copy engine: how bytes move between a device and the host or
// another device, one range, a strided rect or a row at a time, counted in
// the statistics and the trace. Coherence (coherence.go) decides what moves.

// copyRect copies the rect of a job of b, in rows of p bytes, to holder
// slot to: one copy when its rows are whole or it is one row, else a
// strided copy between devices, or a copy per row to or from the host.
func (rt *Runtime) copyRect(st *kernelStats, b *buffer, j rectJob, to int, p int64) error {
	lo := j.r0*p + j.c0
	if j.r1-j.r0 == 1 || j.c0 == 0 && j.c1 == p {
		return rt.transfer(st, b, lo, (j.r1-1)*p+j.c1, to, j.src)
	}
	if to != hostSlot && j.src != hostSlot {
		return rt.peerCopy2D(to, b.inst[to]+DevPtr(lo), j.src, b.inst[j.src]+DevPtr(lo), j.c1-j.c0, p, j.r1-j.r0, st)
	}
	for r := j.r0; r < j.r1; r++ {
		if err := rt.transfer(st, b, r*p+j.c0, r*p+j.c1, to, j.src); err != nil {
			return err
		}
	}
	return nil
}

// transfer copies [lo, hi) of b from holder slot from to holder slot to
// (the host slot: managed memory's host copy, or the bytes staged by a
// copy from the host).
func (rt *Runtime) transfer(st *kernelStats, b *buffer, lo, hi int64, to, from int) error {
	switch {
	case from == hostSlot:
		src := b.staged // bytes not placed yet (memory.go)
		if b.host != nil {
			src = b.host.mem
		}
		return rt.hostWrite(to, b.inst[to]+DevPtr(lo), src[lo:hi], st)
	case to == hostSlot:
		if err := rt.hostRead(from, b.inst[from]+DevPtr(lo), b.host.mem[lo:hi], st); err != nil {
			return err
		}
		b.host.settle(lo, hi)
		return nil
	}
	return rt.peerCopy(to, b.inst[to]+DevPtr(lo), from, b.inst[from]+DevPtr(lo), hi-lo, st)
}

// hostWrite and hostRead move bytes between the host and a device,
// counting them in the statistics (of the kernel k, when not nil) and the
// trace.
func (rt *Runtime) hostWrite(dev int, dst DevPtr, src []byte, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.Write(dev, dst, src); err != nil {
		return rt.fault(err, "copy of %d bytes to device %d", len(src), dev)
	}
	rt.stats.totals.H2D += int64(len(src))
	if k != nil {
		k.H2D += int64(len(src))
	}
	rt.trace.copy(t, dev, "host to device", -1, int64(len(src)))
	return nil
}

func (rt *Runtime) hostRead(dev int, src DevPtr, dst []byte, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.Read(dev, src, dst); err != nil {
		return rt.fault(err, "copy of %d bytes from device %d", len(dst), dev)
	}
	rt.stats.totals.D2H += int64(len(dst))
	if k != nil {
		k.D2H += int64(len(dst))
	}
	rt.trace.copy(t, dev, "device to host", -1, int64(len(dst)))
	return nil
}

// peerCopy copies n bytes from srcDev to dstDev for a launch of k.
func (rt *Runtime) peerCopy(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.CopyPeer(dstDev, dst, srcDev, src, n); err != nil {
		return rt.fault(err, "copy of %d bytes from device %d to device %d", n, srcDev, dstDev)
	}
	rt.stats.totals.Peer += n
	k.Peer += n
	rt.trace.copy(t, dstDev, "peer copy", srcDev, n)
	return nil
}

// peerCopy2D copies height rows of width bytes, pitch bytes apart in both
// instances, from srcDev to dstDev for a launch of k: one backend call for
// a column or sub-rectangle of a row-major array, counted as its
// width*height bytes.
func (rt *Runtime) peerCopy2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.CopyPeer2D(dstDev, dst, srcDev, src, width, pitch, height); err != nil {
		return rt.fault(err, "copy of %d rows of %d bytes (pitch %d) from device %d to device %d", height, width, pitch, srcDev, dstDev)
	}
	n := width * height
	rt.stats.totals.Peer += n
	k.Peer += n
	rt.trace.copy2D(t, dstDev, srcDev, width, pitch, height)
	return nil
}

// deferredCopy is a piece of b that device to lacks, as count ranges of a
// span (which stay true if the tracker's rows change), and the holder
// found for it.
type deferredCopy struct {
	st   *kernelStats
	b    *buffer
	s    Span
	to   int
	from int
}

// deferCopy keeps the job j of b for gatherInputs.
func (s *launchScratch) deferCopy(st *kernelStats, b *buffer, j rectJob, to int) {
	p := b.tracker.pitch
	span := Span{j.r0*p + j.c0, j.r0*p + j.c1, p, j.r1 - j.r0}
	s.gather.deferred = append(s.gather.deferred, deferredCopy{st, b, span, to, j.src})
}

// makeCopy copies what c's device lacks of c's piece from c's holder,
// which holds it still: copies only add holders. Where another request of
// the same part brought some of it (again), or only the host held it, the
// tracker is asked again: the rest comes from c's holder, pieces whose
// holders differ now (a part before took some of them) one copy all the
// same; a piece only the host held from a device that has since received
// it, where one has, so that each byte crosses from the host once.
func (rt *Runtime) makeCopy(c deferredCopy, again bool) error {
	p := c.b.tracker.pitch
	var jobs []rectJob
	if again || c.from == hostSlot || p != c.s.Pitch {
		jobs = c.b.tracker.Missing(c.s.Lo, c.s.Hi, c.s.Pitch, c.s.Count, c.to, rt.scratch.missing[:0])
		for i := range jobs {
			if c.from != hostSlot {
				jobs[i].src = c.from
			}
		}
		jobs = joinColumns(mergeJobs(jobs))
	} else {
		r0, c0 := c.s.Lo/p, c.s.Lo%p
		jobs = append(rt.scratch.missing[:0], rectJob{rect: rect{r0, r0 + c.s.Count, c0, c0 + c.s.Hi - c.s.Lo}, src: c.from})
	}
	rt.scratch.missing = jobs
	p = c.b.tracker.pitch // Missing may have cut the rows (regrid)
	for _, j := range jobs {
		if !rt.debug.noTransfers {
			if err := rt.copyRect(c.st, c.b, j, c.to, p); err != nil {
				return err
			}
		}
		rt.recordCopy(memoCopy{st: c.st, b: c.b, job: j, pitch: p, to: c.to})
		c.b.tracker.copyRect(j.rect, c.to)
	}
	return nil
}

// joinColumns joins jobs of mergeJobs' order (by columns) of the same rows
// where one's columns continue the other's.
func joinColumns(jobs []rectJob) []rectJob {
	if len(jobs) < 2 {
		return jobs
	}
	out := jobs[:1]
	for _, j := range jobs[1:] {
		if l := &out[len(out)-1]; l.r0 == j.r0 && l.r1 == j.r1 && l.c1 == j.c0 && l.src == j.src {
			l.c1 = j.c1
			continue
		}
		out = append(out, j)
	}
	return out
}
