package mgpu

import (
	"cmp"
	"slices"
)

// The copy engine: how bytes move between a device and the host or
// another device, one range, a strided rect or a row at a time, counted in
// the statistics and the trace. Coherence (coherence.go) decides what moves.

// copySpan copies the ranges of s of b from holder slot src to holder
// slot to: one copy when they are one run of bytes, else a strided copy.
func (rt *Runtime) copySpan(st *kernelStats, b *buffer, s Span, src, to int) error {
	w := s.Hi - s.Lo
	switch {
	case src == hostSlot && b.pin != nil && b.host == nil:
		// From the page-locked staging copy (a split launch's first
		// use of bytes copied from the host): queued, so that the
		// parts' pieces cross the links side by side.
		return rt.queueFromStaging(to, b, s, st)
	case s.Count == 1 || w == s.Pitch:
		return rt.transfer(st, b, s.Lo, s.end(), to, src)
	case src == hostSlot:
		return rt.hostWrite2D(to, b.inst[to]+DevPtr(s.Lo), b.hostBytes()[s.Lo:s.end()], w, s.Pitch, s.Count, st)
	case to == hostSlot:
		if err := rt.hostRead2D(src, b.inst[src]+DevPtr(s.Lo), b.host.mem[s.Lo:s.end()], w, s.Pitch, s.Count, st); err != nil {
			return err
		}
		for i := int64(0); i < s.Count; i++ {
			b.host.settle(s.Lo+i*s.Pitch, s.Hi+i*s.Pitch)
		}
		return nil
	}
	return rt.peerCopy2D(to, b.inst[to]+DevPtr(s.Lo), src, b.inst[src]+DevPtr(s.Lo), w, s.Pitch, s.Count, st)
}

// eachCopy calls f with the copies that bring jobs, rects of a tracker
// with rows of p bytes (reordered): a job's rect as a span, or a run of
// one-row jobs of one width and source at a constant stride as one span,
// with the jobs it brings. A row block of a matrix whose tracker keeps
// planes, or the narrow holes between its rows, is then one strided copy
// rather than one per row.
func eachCopy(jobs []rectJob, p int64, f func(s Span, src int, jobs []rectJob) error) error {
	bySource := func(a, b rectJob) int {
		if a.src != b.src {
			return cmp.Compare(a.src, b.src)
		}
		return cmp.Compare(a.r0*p+a.c0, b.r0*p+b.c0)
	}
	// Missing lists jobs down the buffer, which a block-partitioned one
	// holds in the order of its holders. The look is written out: made
	// through sortUnlessSorted's function value, its and mergeJobs'
	// comparisons were 9% of a transpose's time on 16 null devices.
	for i := 1; i < len(jobs); i++ {
		if bySource(jobs[i-1], jobs[i]) > 0 {
			slices.SortFunc(jobs, bySource)
			break
		}
	}
	for i := 0; i < len(jobs); {
		j := jobs[i]
		s, n := Span{j.r0*p + j.c0, j.r0*p + j.c1, p, j.r1 - j.r0}, 1
		if j.r1-j.r0 == 1 {
			for ; i+n < len(jobs); n++ {
				k := jobs[i+n]
				lo := k.r0*p + k.c0
				if n == 1 {
					s.Pitch = lo - s.Lo // the stride, from the second
				}
				if k.r1-k.r0 != 1 || k.src != j.src || k.c1-k.c0 != s.Hi-s.Lo || s.Pitch < s.Hi-s.Lo || lo != s.Lo+int64(n)*s.Pitch {
					break
				}
			}
			if n == 1 {
				s.Pitch = p
			}
			s.Count = int64(n)
		}
		if err := f(s, j.src, jobs[i:i+n]); err != nil {
			return err
		}
		i += n
	}
	return nil
}

// transfer copies [lo, hi) of b from holder slot from to holder slot to
// (the host slot: managed memory's host copy, or the bytes staged by a
// copy from the host).
func (rt *Runtime) transfer(st *kernelStats, b *buffer, lo, hi int64, to, from int) error {
	switch {
	case from == hostSlot:
		return rt.hostWrite(to, b.inst[to]+DevPtr(lo), b.hostBytes()[lo:hi], st)
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
	rt.countHost(k, int64(len(src)), 0)
	rt.trace.copy(t, dev, "host to device", -1, int64(len(src)))
	return nil
}

// hostBytes is the host's bytes of b a copy to a device takes: its
// host copy (managed, page-locked), else the bytes not placed yet
// (memory.go).
func (b *buffer) hostBytes() []byte {
	if b.host != nil {
		return b.host.mem
	}
	return b.staged
}

// hostWrite2D and hostRead2D move height rows of width bytes, pitch apart
// on the device and in host (from its start), in one backend call where
// it can (hostCopier2D), else row by row, counted as hostWrite and
// hostRead count.
func (rt *Runtime) hostWrite2D(dev int, dst DevPtr, host []byte, width, pitch, height int64, k *kernelStats) error {
	hc, ok := rt.be.(hostCopier2D)
	if !ok {
		return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return rt.hostWrite(dev, dst+DevPtr(r*pitch), row, k) })
	}
	t := rt.trace.begin()
	if err := hc.Write2D(dev, dst, host, width, pitch, height); err != nil {
		return rt.fault(err, "copy of %d rows of %d bytes (pitch %d) to device %d", height, width, pitch, dev)
	}
	rt.countHost(k, width*height, 0)
	rt.trace.copy(t, dev, "host to device", -1, width*height)
	return nil
}

func (rt *Runtime) hostRead2D(dev int, src DevPtr, host []byte, width, pitch, height int64, k *kernelStats) error {
	hc, ok := rt.be.(hostCopier2D)
	if !ok {
		return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return rt.hostRead(dev, src+DevPtr(r*pitch), row, k) })
	}
	t := rt.trace.begin()
	if err := hc.Read2D(dev, src, host, width, pitch, height); err != nil {
		return rt.fault(err, "copy of %d rows of %d bytes (pitch %d) from device %d", height, width, pitch, dev)
	}
	rt.countHost(k, 0, width*height)
	rt.trace.copy(t, dev, "device to host", -1, width*height)
	return nil
}

// hostRows calls f with each of height rows of width bytes, pitch apart
// in host from its start.
func hostRows(host []byte, width, pitch, height int64, f func(r int64, row []byte) error) error {
	for r := int64(0); r < height; r++ {
		if err := f(r, host[r*pitch:r*pitch+width]); err != nil {
			return err
		}
	}
	return nil
}

func (rt *Runtime) hostRead(dev int, src DevPtr, dst []byte, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.Read(dev, src, dst); err != nil {
		return rt.fault(err, "copy of %d bytes from device %d", len(dst), dev)
	}
	rt.countHost(k, 0, int64(len(dst)))
	rt.trace.copy(t, dev, "device to host", -1, int64(len(dst)))
	return nil
}

// countHost counts bytes moved to and from the host in the statistics, of
// the kernel k when not nil.
func (rt *Runtime) countHost(k *kernelStats, h2d, d2h int64) {
	rt.stats.totals.H2D += h2d
	rt.stats.totals.D2H += d2h
	if k != nil {
		k.H2D += h2d
		k.D2H += d2h
	}
}

// peerCopy copies n bytes from srcDev to dstDev for a launch of k.
func (rt *Runtime) peerCopy(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64, k *kernelStats) error {
	t := rt.trace.begin()
	if err := rt.be.CopyPeer(dstDev, dst, srcDev, src, n); err != nil {
		return rt.fault(err, "copy of %d bytes from device %d to device %d", n, srcDev, dstDev)
	}
	rt.countPeer(k, n)
	rt.trace.copy(t, dstDev, "peer copy", srcDev, n)
	return nil
}

// countPeer counts a copy of n bytes between devices for a launch of k.
func (rt *Runtime) countPeer(k *kernelStats, n int64) {
	rt.stats.totals.Peer += n
	rt.stats.totals.PeerCopies++
	k.Peer += n
	k.PeerCopies++
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
	rt.countPeer(k, width*height)
	rt.trace.copy2D(t, dstDev, srcDev, width, pitch, height)
	return nil
}

// deferredCopy is a piece of b that device to lacks, as count ranges of a
// span (which stay true if the tracker's rows change), and the holder
// found for it.
type deferredCopy struct {
	b    *buffer
	s    Span
	to   int
	from int
	// jobs index the gathering's jobs: the tracker's rects of s that to
	// lacked when it was deferred, in rows of pitch bytes.
	jobs  [2]int32
	pitch int64
	// ask is set on a copy joined from several (hubs.go): its jobs are
	// asked of the tracker when it is made.
	ask bool
	// need numbers the syncSpan call that found it: the pieces one call
	// finds are apart.
	need int32
	// first is set on a hub's piece (hubs.go): it is made before the
	// others, which copy from the hub.
	first bool
	// untold is gathering.untold when it was found.
	untold bool
}

// deferCopy keeps the copy of s of b from src to to, jobs its rects, for
// gatherInputs; need numbers the syncSpan call.
func (s *launchScratch) deferCopy(b *buffer, span Span, src, to int, jobs []rectJob, need int32) {
	g := &s.gather
	at := len(g.jobs)
	g.jobs = append(g.jobs, jobs...)
	g.deferred = append(g.deferred, deferredCopy{b, span, to, src, [2]int32{int32(at), int32(len(g.jobs))}, b.tracker.pitch, false, need, g.hubbing, g.untold})
}

// makeCopy copies what c's device lacks of c's piece from c's holder,
// which holds it still: copies only add holders. Where another request of
// the same part brought some of it (again), or only the host held it, the
// tracker is asked again: the rest comes from c's holder, pieces whose
// holders differ now (a part before took some of them) one copy all the
// same; a piece only the host held from a device that has since received
// it, where one has, so that each byte crosses from the host once.
func (rt *Runtime) makeCopy(c *deferredCopy, again bool) error {
	g := &rt.scratch.gather
	g.untold = c.untold
	defer func() { g.untold = false }()
	var jobs []rectJob
	if again || c.ask || c.from == hostSlot || c.pitch != c.b.tracker.pitch {
		rt.tellHolders()
		jobs = c.b.tracker.Missing(c.s.Lo, c.s.Hi, c.s.Pitch, c.s.Count, c.to, rt.scratch.missing[:0])
		for i := range jobs {
			if c.from != hostSlot {
				jobs[i].src = c.from
			}
		}
		jobs = joinColumns(mergeJobs(jobs))
		rt.scratch.missing = jobs
		return rt.copyJobs(g.st, c.b, jobs, c.to)
	}
	// What it lacked then, it lacks still (copies only add holders): the
	// copy eachCopy made of its jobs, from c's holder.
	return rt.copyPiece(g.st, c.b, c.s, c.from, c.to, g.jobs[c.jobs[0]:c.jobs[1]])
}

// copyJobs copies jobs, rects b's tracker lacks on to, and records to as
// a holder of each (the copies as eachCopy joins them), at once or, while
// gatherInputs makes a part's copies, at tellHolders.
func (rt *Runtime) copyJobs(st *kernelStats, b *buffer, jobs []rectJob, to int) error {
	// The pitch after Missing, which may have cut the rows (regrid).
	return eachCopy(jobs, b.tracker.pitch, func(s Span, src int, jobs []rectJob) error {
		return rt.copyPiece(st, b, s, src, to, jobs)
	})
}

// copyPiece copies s of b, the rects of jobs, from holder slot src to to,
// and records to as a holder of them, at once or at tellHolders.
func (rt *Runtime) copyPiece(st *kernelStats, b *buffer, s Span, src, to int, jobs []rectJob) error {
	if !rt.debug.noTransfers {
		if err := rt.copySpan(st, b, s, src, to); err != nil {
			return err
		}
	}
	rt.recordCopy(memoCopy{st: st, b: b, s: s, src: src, to: to})
	g := &rt.scratch.gather
	if g.untold {
		return nil
	}
	if !g.telling {
		b.tracker.copyRects(jobs, to)
		return nil
	}
	for _, j := range jobs {
		g.told = append(g.told, toldRect{b, j.rect})
	}
	return nil
}

// toldRect is a rect of b copied into the device gatherInputs is making
// copies for, not yet recorded by b's tracker.
type toldRect struct {
	b  *buffer
	rc rect
}

// tellHolders records the rects of the current part's copies made since
// the last call with their trackers, a buffer's all in one update: a
// transpose's 15 pieces into a row block are 15 column ranges of the same
// rows, one pass over the band's segments instead of one each, and its
// pieces into a column block one rect. Rects of one buffer are apart: a
// part's pieces from one syncSpan call are, and a later call's are asked
// of the tracker after this.
func (rt *Runtime) tellHolders() {
	g := &rt.scratch.gather
	for len(g.told) > 0 {
		b := g.told[0].b
		rects, rest := g.rects[:0], g.told[:0]
		for _, t := range g.told {
			if t.b == b {
				rects = append(rects, t.rc)
			} else {
				rest = append(rest, t)
			}
		}
		g.told = rest
		rects = joinRows(rects)
		sortUnlessSorted(rects, byRows)
		b.tracker.updateRects(rects, 1<<uint(g.to), opAdd)
		g.rects = rects
	}
}

// joinRows joins rects (apart) of the same columns where one's rows
// continue the other's: the pieces of a column slab each row block's
// holder sent (a transpose's into a column block), one update.
func joinRows(rects []rect) []rect {
	if len(rects) < 2 {
		return rects
	}
	// The pieces of a part come by source, which is by column where the
	// sources' blocks are in device order.
	sortUnlessSorted(rects, func(x, y rect) int {
		if x.c0 != y.c0 {
			return cmp.Compare(x.c0, y.c0)
		}
		if x.c1 != y.c1 {
			return cmp.Compare(x.c1, y.c1)
		}
		return cmp.Compare(x.r0, y.r0)
	})
	out := rects[:1]
	for _, rc := range rects[1:] {
		if l := &out[len(out)-1]; l.c0 == rc.c0 && l.c1 == rc.c1 && l.r1 == rc.r0 {
			l.r1 = rc.r1
			continue
		}
		out = append(out, rc)
	}
	return out
}

// byRows orders rects by their rows, then by their first column: the
// order updateRects takes them in.
func byRows(x, y rect) int {
	if x.r0 != y.r0 {
		return cmp.Compare(x.r0, y.r0)
	}
	if x.r1 != y.r1 {
		return cmp.Compare(x.r1, y.r1)
	}
	return cmp.Compare(x.c0, y.c0)
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
