package mgpu

import (
	"slices"
	"weak"
)

// Replaying a split launch's coherence. A time-stepped program's launches
// repeat: the same plan meets the same holders (a stencil's halo rows,
// written by the neighbours in the step before) and so makes the same
// copies and leaves the same holders. A launch is recorded — its buffers'
// trackers before, the copies it made, the trackers after — and a later
// launch of the same plan over the same buffers at the same offsets whose
// trackers equal a recording's "before" makes the recorded copies and
// takes its "after", without asking the trackers what each part lacks:
// its cost grows with the copies and the trackers' segments, not with the
// parts' spans. The copies are made by the same calls, so results,
// statistics and the trace are those of the launch not replayed.
//
// A memo names its buffers by their *buffer, never by address, so a
// buffer allocated where a freed one was is never taken for it. Freeing a
// buffer forgets the memos that name it (forgetMemos), the split verdicts
// too, so that they keep neither it nor the launch's other buffers alive:
// each buffer lists the memos kept over it, so a free costs its own
// memos, not a look at every plan.

// coherenceMemo is one recorded launch of a plan.
type coherenceMemo struct {
	ptrs   []ptrArg     // the launch's pointer arguments
	bufs   []memoBuffer // its buffers, each once
	copies []memoCopy   // in the order made
	beside []besideState
	// freed is set when a buffer it names was freed (forgetMemos): it
	// names none then, and its plan drops it at its next launch.
	freed bool
	// shifts are the kernel's shift scalars' values at the launch
	// (KernelDesc.Shifts): a plan moved to other values replays it only
	// where what moved is in place (movedHeld).
	shifts []int64
}

// memoBuffer is a buffer's tracker before and after a recorded launch,
// their segments in segs (kept for the next recording in the memo's
// memory).
type memoBuffer struct {
	b             *buffer
	before, after trackerState
	segs          [2][]segment
}

// memoCopy is a step of a recorded launch's copies: the copy of span s
// of b from holder src, or (start) the start of the copies into device
// to beside its kernels.
type memoCopy struct {
	st      *kernelStats
	b       *buffer
	s       Span
	src, to int
	start   bool
}

// trackerState is a copy of a tracker's holders and of what decides its
// rows.
type trackerState struct {
	pitch     int64
	compactAt int
	compacted bool
	bands     []band
}

// maxMemoSegments bounds the segments of the trackers a launch is
// recorded over: comparing and restoring them must cost less than the
// coherence work they replace. A transpose among 16 devices leaves a
// matrix in about 500 (a band per row block, a segment per column block);
// comparing is a pass over memory, where finding the copies walks the
// segments per part.
const maxMemoSegments = 4096

// maxProbeSegments bounds them for the recordings of a plan whose
// launches have not repeated lately (once every 64 launches): those are a
// bet that they start to, made in memory last touched 256 launches before,
// out of the caches. Gram-Schmidt's R (256 segments on 4 devices) took
// 20-30 µs to record and as much to keep that way, 1.5 µs twice in a row.
const maxProbeSegments = 64

// maxMemos bounds the recordings kept per plan (a stencil's ping-pong
// alternates between two).
const maxMemos = 4

// snapshotInto makes s a copy of t's holders in the memory of s's bands
// and of segs, the array of its segments, which it returns (grown where
// they hold too few).
func (t *Tracker) snapshotInto(s *trackerState, segs []segment) []segment {
	// Twice what it holds, where more memory is needed: a tracker whose
	// segments grow (a column a launch) is recorded again into this
	// memory a few recordings later.
	if cap(segs) < t.nsegs {
		segs = make([]segment, 0, 2*t.nsegs)
	}
	if cap(s.bands) < len(t.bands) {
		s.bands = make([]band, 0, 2*len(t.bands))
	}
	segs, s.bands = appendBands(segs[:0], s.bands[:0], t.bands)
	s.pitch, s.compactAt, s.compacted = t.pitch, t.compactAt, t.compacted
	return segs
}

// appendBands appends copies of from to bands, their segments to segs in
// one array, and returns both.
func appendBands(segs []segment, bands []band, from []band) ([]segment, []band) {
	at := len(segs)
	for _, b := range from {
		segs = append(segs, b.segs...)
	}
	for _, b := range from { // segs has its final array now
		n := len(b.segs)
		bands = append(bands, band{b.r0, b.r1, segs[at : at+n : at+n]})
		at += n
	}
	return segs, bands
}

// equals reports whether t holds what s recorded.
func (t *Tracker) equals(s *trackerState) bool {
	if t.pitch != s.pitch || t.compactAt != s.compactAt || t.compacted != s.compacted || len(t.bands) != len(s.bands) {
		return false
	}
	for i, b := range t.bands {
		o := &s.bands[i]
		if b.r0 != o.r0 || b.r1 != o.r1 || !slices.Equal(b.segs, o.segs) {
			return false
		}
	}
	return true
}

// restore makes t hold what s recorded, in t's own memory (its updates
// change segments in place): the arrays of the last restore, which only
// restore writes and t's bands leave when they outgrow their share, so
// that a replay allocates nothing once they are large enough.
func (t *Tracker) restore(s *trackerState) {
	clear(t.spare) // some may be in the memory restored into
	t.spare = t.spare[:0]
	t.restored.segs, t.restored.bands = appendBands(t.restored.segs[:0], t.restored.bands[:0], s.bands)
	t.pitch, t.compactAt, t.compacted, t.bands, t.nsegs, t.hint = s.pitch, s.compactAt, s.compacted, t.restored.bands, len(t.restored.segs), 0
}

// memoBuffers lists the distinct buffers of the launch's pointers, or
// reports false when its coherence may not be recorded: a tracker too
// large, __device__ variables (synced apart from the pointers), a
// reduction. Partial instances may be: the parts' pages are mapped before
// (backPart), and a device holds bytes only where it has their pages, so
// trackers equal to a recording's mean the recorded copies' pages are
// there (a device that gave pages back holds less, and does not match).
func (rt *Runtime) memoBuffers(lc LaunchConfig, reduces bool, limit int, out []*buffer) ([]*buffer, bool) {
	if reduces || rt.debug.noTransfers || len(lc.Image.vars) > 0 {
		return out, false
	}
	return rt.trackedBuffers(limit, out)
}

// trackedBuffers appends the distinct buffers of the launch's pointers to
// out, or reports false where a tracker has more than limit segments
// (comparing and copying it would cost what a memo saves).
func (rt *Runtime) trackedBuffers(limit int, out []*buffer) ([]*buffer, bool) {
	for _, pa := range rt.scratch.ptrs {
		b := pa.buf
		if b == nil || slices.Contains(out, b) {
			continue
		}
		if b.tracker.nsegs > limit {
			return out, false
		}
		out = append(out, b)
	}
	return out, true
}

// recall returns the recording of p that the launch repeats (replay
// set), else a recording to make of it, or nil where it may not be
// recorded or p's launches have not repeated lately: recording costs a
// copy of the trackers. A plan is recorded from its second launch (a
// loop counter's plans have one), and after maxMemoMisses recordings
// none repeated, once every 64 launches. A plan whose shift scalar moves
// what the kernel writes (writesMove) is recorded once every 64 launches
// from its first, until one of its recordings is replayed: its launches
// write elsewhere each time (conv3d's plane i, Gram-Schmidt's column k),
// none in the corpus was ever replayed, and recording its first 16 cost
// 10-20 µs each on 16 null devices (conv3d 128³'s longest later launch
// 46-49 -> 31-32 µs without them). A plan whose kernel made more than
// maxMemoGap launches since its last is not recorded (its recordings are
// replayed all the same): an LU step's plan for each k comes back once
// per factorization, and recording each of them at the second kept a
// copy of the trackers per plan, 110 MB for 1023 plans at 1024² on 16
// null devices, at 30-50 µs a recording, for replays of 5-8 µs.
func (rt *Runtime) recall(k *kernel, p *plan, lc LaunchConfig, reduces bool) (m *coherenceMemo, replay bool) {
	launched := p
	p = p.keeper()
	p.launches++
	far := k.stats.Launches-p.lastLaunch > maxMemoGap
	p.lastLaunch = k.stats.Launches
	probing := p.memoMisses >= maxMemoMisses || !p.replayed && rt.writesMove(k)
	if p.launches < 2 || probing && (p.memoMisses+1)%64 != 0 || far && len(p.memos) == 0 {
		p.memoMisses++
		return nil, false
	}
	limit := maxMemoSegments
	if probing {
		limit = maxProbeSegments
	}
	bufs, ok := rt.memoBuffers(lc, reduces, limit, rt.scratch.memoBufs[:0])
	rt.scratch.memoBufs = bufs
	if !ok {
		return nil, false
	}
	p.memos = slices.DeleteFunc(p.memos, isFreed)
	for _, m := range p.memos {
		if m.repeats(rt.scratch.ptrs, bufs) && rt.movedHeld(k, launched, m) {
			p.memoMisses, p.replayed = 0, true
			return m, true
		}
	}
	p.memoMisses++
	if far {
		return nil, false
	}
	m = rt.record(p, bufs)
	m.shifts = rt.scratch.shiftValues(k, m.shifts[:0])
	return m, false
}

// maxMemoGap is the most launches of a kernel between two of a plan's
// for the later one to be recorded.
const maxMemoGap = 64

// movedHeld reports whether a launch of k by plan p may replay m,
// recorded at other values of k's shift scalars (by a plan moved from the
// same one, or that one): every pointer parameter the change moves must
// be one k only reads, into whose buffer m copied nothing (so m's holders
// of it are those before and after), and each part's device must hold
// its moved spans already (FDTD's fict[t], read ahead). The other
// parameters' spans did not move, and m's trackers are the launch's:
// their copies are m's.
func (rt *Runtime) movedHeld(k *kernel, p *plan, m *coherenceMemo) bool {
	s := &rt.scratch
	if len(m.shifts) != len(k.desc.Shifts) || len(s.shiftMoves) != len(k.desc.Shifts) {
		return len(k.desc.Shifts) == 0
	}
	for i, delta := range s.shiftDelta(k, m.shifts) {
		pa := s.ptrs[i]
		if delta == 0 || pa.buf == nil {
			continue
		}
		if !rt.readOnlyParam(k, pa.buf) || slices.ContainsFunc(m.copies, func(c memoCopy) bool { return c.b == pa.buf }) {
			return false
		}
		for j := range p.parts {
			pt := &p.parts[j]
			err := eachNeed(pa, int64(k.pointers[i].ElemSize), &pt.access[i], func(b Span) error {
				s.missing = pa.buf.tracker.Missing(b.Lo, b.Hi, b.Pitch, b.Count, pt.dev, s.missing[:0])
				if len(s.missing) > 0 {
					return errLacks
				}
				return nil
			})
			if err != nil {
				return false
			}
		}
	}
	return true
}

// writesMove reports whether a shift scalar of k moves what k writes
// through a pointer (KernelDesc.Shifts), at this launch's values:
// its launches then write elsewhere each time, and meet the trackers a
// recording of an earlier one saw only where what they write was held
// as they leave it already.
func (rt *Runtime) writesMove(k *kernel) bool {
	s := &rt.scratch
	for i := range k.desc.Shifts {
		for j, per := range s.shiftMoves[i][2:] {
			if per != 0 && k.pointers[j].Kind == ParamPointer && k.pointers[j].writes() {
				return true
			}
		}
	}
	return false
}

// maxMemoMisses is how many recordings of a plan in a row may go unused
// before it is recorded only now and then.
const maxMemoMisses = 16

// repeats reports whether a launch with pointers ptrs over bufs meets
// what m recorded.
func (m *coherenceMemo) repeats(ptrs []ptrArg, bufs []*buffer) bool {
	if !slices.Equal(m.ptrs, ptrs) || len(m.bufs) != len(bufs) {
		return false
	}
	for i, mb := range m.bufs {
		if mb.b != bufs[i] || !mb.b.tracker.equals(&mb.before) {
			return false
		}
	}
	return true
}

// record starts recording the launch's coherence over bufs, in the
// memory of the recording p let go last, if any: a plan whose launches
// do not repeat is recorded now and then all the same, and memory taken
// anew lands on pages the process has not touched yet, each a page fault
// (tens of µs a recording on 4 null devices).
func (rt *Runtime) record(p *plan, bufs []*buffer) *coherenceMemo {
	m := p.spareMemo
	p.spareMemo = nil
	if m == nil {
		m = &coherenceMemo{}
	}
	m.ptrs, m.freed = append(m.ptrs[:0], rt.scratch.ptrs...), false
	m.bufs = slices.Grow(m.bufs[:0], len(bufs))[:len(bufs)]
	for i, b := range bufs {
		mb := &m.bufs[i]
		mb.b = b
		mb.segs[0] = b.tracker.snapshotInto(&mb.before, mb.segs[0])
	}
	return m
}

// keeper is the plan that keeps p's memos: the one it was moved from, if
// any, which keeps those of every plan moved from it.
func (p *plan) keeper() *plan {
	if p.movedFrom != nil {
		return p.movedFrom
	}
	return p
}

// letGo keeps m's memory for p's next recording, naming no buffer (a
// recording not kept is listed with none, whose free would forget it).
func (p *plan) letGo(m *coherenceMemo) {
	for i := range m.bufs {
		m.bufs[i].b = nil
	}
	clear(m.ptrs)
	clear(m.copies)
	p.spareMemo = m
}

// recorded ends the recording of the copies gatherInputs made (listed in
// the gathering until now: m takes the list, and the gathering m's old
// one, cleared when m was let go) with how each device's ran
// (besideState, less the start, which a step replays). Copying the list
// would write it to fresh memory on a plan's first recordings: 9 page
// faults, 15-18 µs, for ADI's 508 copies of a transpose among 16 devices.
func (rt *Runtime) recorded(m *coherenceMemo) {
	rt.scratch.recording = nil
	g := &rt.scratch.gather
	m.copies, g.recorded = g.recorded, m.copies[:0]
	m.beside = append(m.beside[:0], g.beside...)
	for i := range m.beside {
		m.beside[i] &^= besideStarted
	}
}

// isFreed reports whether a buffer m names was freed.
func isFreed(m *coherenceMemo) bool { return m.freed }

// keep ends m's recording with the trackers as the launch left them and
// keeps it with p (the oldest goes past maxMemos), listed with each of its
// buffers (its copies are of those) for their free to forget.
func (rt *Runtime) keep(p *plan, m *coherenceMemo) {
	p = p.keeper()
	for i := range m.bufs {
		mb := &m.bufs[i]
		if mb.b.tracker.nsegs > maxMemoSegments {
			p.letGo(m)
			return
		}
		mb.segs[1] = mb.b.tracker.snapshotInto(&mb.after, mb.segs[1])
	}
	if len(p.memos) == maxMemos {
		p.letGo(p.memos[0])
		p.memos = slices.Delete(p.memos, 0, 1)
	}
	p.memos = append(p.memos, m)
	w := weak.Make(m)
	for _, mb := range m.bufs {
		mb.b.listMemo(w)
	}
}

// listMemo adds w to b's memos, unless listed (a memo recorded again in
// the memory of one let go), first dropping, when the list would grow,
// those collected (their plans let them go) or forgotten since: the list
// holds about the memos its plans keep.
func (b *buffer) listMemo(w weak.Pointer[coherenceMemo]) {
	if slices.Contains(b.memos, w) {
		return
	}
	if len(b.memos) == cap(b.memos) {
		b.memos = slices.DeleteFunc(b.memos, func(w weak.Pointer[coherenceMemo]) bool {
			m := w.Value()
			return m == nil || m.freed
		})
	}
	b.memos = append(b.memos, w)
}

// forgetMemos makes the memos let go of b, which is being freed: each
// coherence memo kept over it is emptied and marked freed (never
// replayed, and its plan drops it), and each split verdict weighed over
// it is cleared. The verdicts' arrays are cleared past their lengths too,
// where an earlier verdict's buffers may remain.
func (rt *Runtime) forgetMemos(b *buffer) {
	for _, w := range b.memos {
		if m := w.Value(); m != nil {
			*m = coherenceMemo{freed: true}
		}
	}
	b.memos = nil
	for i := range rt.adapt.verdicts {
		v := &rt.adapt.verdicts[i]
		if slices.Contains(v.bufs, b) {
			v.k, v.p, v.used, v.ptrs, v.bufs = nil, nil, 0, v.ptrs[:0], v.bufs[:0]
		}
		clear(v.ptrs[len(v.ptrs):cap(v.ptrs)])
		clear(v.bufs[len(v.bufs):cap(v.bufs)])
	}
}

// recordCopy adds a copy of gatherInputs to the recording under way, if
// any.
func (rt *Runtime) recordCopy(c memoCopy) {
	if rt.scratch.recording != nil {
		rt.scratch.gather.recorded = append(rt.scratch.gather.recorded, c)
	}
}

// replayCopies makes m's copies for a launch of k by plan p, with each
// device's copies beside its kernels where the recorded launch ran them
// so (launchParts reads the besideState it sets), and its interior beside
// them where the recorded launch ran one (replayInteriors).
func (rt *Runtime) replayCopies(k *kernel, p *plan, m *coherenceMemo) error {
	rt.scratch.gather.beside = append(rt.scratch.gather.beside[:0], m.beside...)
	rt.replayInteriors(k, p, m)
	for _, c := range m.copies {
		if c.start {
			if err := rt.copiesBeside(c.to); err != nil {
				return err
			}
			continue
		}
		if err := rt.copySpan(c.st, c.b, c.s, c.src, c.to); err != nil {
			return err
		}
	}
	return nil
}

// replayInteriors keeps the interiors m's launch ran beside its copies
// where this launch's are those: at the same values of k's shift scalars
// its plan's parts and interiors are the recorded launch's (made again
// where p is a plan made for this launch alone, which has none yet).
// m may have been recorded by a launch at other values (a plan moved from
// the same one keeps its memos with it, movedHeld): there the parts run
// whole once their copies are in, as a part with no interior does, since
// their interiors were never checked against m's copies.
func (rt *Runtime) replayInteriors(k *kernel, p *plan, m *coherenceMemo) {
	g := &rt.scratch.gather
	interiors := slices.ContainsFunc(g.beside, func(st besideState) bool { return st&besideInterior != 0 })
	if !interiors {
		return
	}
	same := len(m.shifts) == len(k.desc.Shifts)
	for i, sh := range k.desc.Shifts {
		same = same && rt.scratch.scalars[sh.Slot] == m.shifts[i]
	}
	if same && len(p.interiors) != len(p.parts) {
		rt.interiorsOf(k, p)
	}
	for i := range p.parts {
		dev := p.parts[i].dev
		if dev < len(g.beside) && g.beside[dev]&besideInterior != 0 && (!same || !p.interiors[i].ok) {
			g.beside[dev] &^= besideInterior
		}
	}
}

// replayHolders gives the buffers the holders the recorded launch of k
// left, and counts a write of each one k writes (restored, not written
// through the tracker: the read-ahead asks whether one was).
func (rt *Runtime) replayHolders(k *kernel, m *coherenceMemo) {
	for i := range m.bufs {
		m.bufs[i].b.tracker.restore(&m.bufs[i].after)
	}
	for i, pa := range rt.scratch.ptrs {
		if pa.buf != nil && k.pointers[i].writes() {
			pa.buf.tracker.writes++
		}
	}
}
