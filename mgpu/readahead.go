package mgpu

import (
	"cmp"
	"slices"
)

// Reading ahead along a loop over a shift scalar. A kernel launched once
// per value of a loop counter that moves what it reads (conv3d's plane i,
// FDTD's fict[t]) needs a few new rows of a read-only buffer at every
// launch: on 16 devices, 30 copies of a row or two per plane. Once the
// counter has stepped by the same amount twice, and a buffer the kernel
// only reads has not been written since its last launch, each part's
// spans of it are widened to what the launches at the counter's next
// values (up to aheadSteps of them, within its interval:
// KernelDesc.Shifts) will read, and the copies bring those at once: one
// strided copy per piece, after which those launches find what they read
// in place, and the first launch past them reads ahead again. The bytes
// are those the loop reads, earlier; a loop that stops within a window has
// had the rest of the window brought for nothing. A buffer written
// meanwhile is copied again as before: the trackers keep every copy
// correct. Partial instances are not read ahead (a part's pages are
// mapped for what it needs: backPart).

// readAhead is a kernel's record of its last launches' shift scalar, and
// of the buffers it read and their trackers' writes after each launch.
type readAhead struct {
	values [2]int64 // the scalar's last two values, the latest first
	seen   int      // launches recorded, up to 2
	bufs   []ptrArg // by pointer parameter, at the last launch
	writes []uint64 // by pointer parameter: its tracker's writes then
	// read is, by pointer parameter, whether a launch of the loop read
	// ahead and nothing has been written since, and until the scalar's
	// last value it read for: the launches up to it need only their own
	// spans, which are there.
	read  []bool
	until []int64
}

// aheadSteps is how many of the scalar's next values a read-ahead reads
// for: enough that the loop's copies are a few per window instead of a
// few per launch, few enough that no launch moves the rest of a large
// array at once (on 16 devices, a part's rows of every plane of conv3d's
// 128 come from 16 devices: 0.3 ms of the runtime's time in one launch).
const aheadSteps = 16

// aheadSpan is how a launch widens a pointer parameter's needs: by
// steps more moves of by bytes each; steps 0: not at all.
type aheadSpan struct{ by, steps int64 }

// readAheadFor sets the scratch's read-ahead (rt.scratch.ahead) of a
// launch of k split by p: none unless k has one shift scalar, which has
// stepped by the same amount over its last two launches and steps on
// within its interval.
func (rt *Runtime) readAheadFor(k *kernel, p *plan) {
	s := &rt.scratch
	s.ahead = s.ahead[:0]
	ra := &k.ahead
	if len(k.desc.Shifts) != 1 || p.split == SplitNone || len(s.shiftMoves) != 1 || ra.seen < 2 {
		return
	}
	v, moves := s.scalars[k.desc.Shifts[0].Slot], s.shiftMoves[0]
	step := v - ra.values[0]
	steps := int64(0)
	if step > 0 && v <= moves[1] {
		steps = (moves[1] - v) / step
	} else if step < 0 && v >= moves[0] {
		steps = (v - moves[0]) / -step
	}
	if step != ra.values[0]-ra.values[1] || steps <= 0 {
		clear(ra.read)
		return
	}
	steps = min(steps, aheadSteps)
	s.ahead = append(s.ahead, make([]aheadSpan, len(k.pointers))...)
	ra.read = slices.Grow(ra.read[:0], len(k.pointers))[:len(k.pointers)]
	ra.until = slices.Grow(ra.until[:0], len(k.pointers))[:len(k.pointers)]
	for i, pa := range s.ptrs[:min(len(s.ptrs), len(moves)-2)] {
		by := moves[2+i] * step * int64(max(k.pointers[i].ElemSize, 1))
		if pa.buf == nil || by == 0 || pa.buf.pages != nil || pa != ra.bufs[i] || pa.buf.tracker.writes != ra.writes[i] || !rt.readOnlyParam(k, pa.buf) {
			ra.read[i] = false
			continue
		}
		if !ra.read[i] || (v-ra.until[i])*step > 0 {
			s.ahead[i] = aheadSpan{by, steps}
			ra.read[i], ra.until[i] = true, v+steps*step
		}
	}
}

// recordAhead records the launch of k just made for its next launch's
// read-ahead (after its writes: those of its own buffers it only reads
// are then other launches').
func (rt *Runtime) recordAhead(k *kernel) {
	s := &rt.scratch
	if len(k.desc.Shifts) != 1 {
		return
	}
	ra := &k.ahead
	ra.values[1], ra.values[0] = ra.values[0], s.scalars[k.desc.Shifts[0].Slot]
	ra.seen = min(ra.seen+1, 2)
	ra.bufs = append(ra.bufs[:0], s.ptrs...)
	ra.writes = ra.writes[:0]
	for _, pa := range s.ptrs {
		var w uint64
		if pa.buf != nil {
			w = pa.buf.tracker.writes
		}
		ra.writes = append(ra.writes, w)
	}
}

// syncAhead syncs in to dev what a needs of pa's buffer with the
// read-ahead r: each span widened, and those repeating at r's moves
// joined where they overlap within a move (a stencil's terms read a
// plane's rows and the next plane's: one strided span of the rows of
// both, from the first plane to the last), so that no piece is looked up
// once per term.
func (rt *Runtime) syncAhead(k *kernel, pa ptrArg, elem int64, a *accessPlan, r aheadSpan, dev int) error {
	s := &rt.scratch
	wide := s.wide[:0]
	err := eachNeed(pa, elem, a, func(b Span) error {
		wide = append(wide, r.widen(b, pa.buf.size))
		return nil
	})
	if err != nil {
		return err
	}
	s.wide = joinRepeats(wide, max(r.by, -r.by), pa.buf.size)
	for _, b := range s.wide {
		if err := rt.syncSpan(k.stats, pa.buf, b, dev); err != nil {
			return err
		}
	}
	return nil
}

// joinRepeats joins, of spans (in place) of a buffer of size bytes, those
// repeating at pitch whose ranges overlap within it (after sorting by
// where they fall within it) into one span over the union of their ranges
// and their repeats: bytes at most one range wider at each end.
func joinRepeats(spans []Span, pitch, size int64) []Span {
	repeats := func(b Span) bool { return b.Count > 1 && b.Pitch == pitch && b.Hi-b.Lo <= pitch }
	slices.SortFunc(spans, func(x, y Span) int {
		if c := cmp.Compare(x.Pitch, y.Pitch); c != 0 || !repeats(x) || !repeats(y) {
			return cmp.Or(c, cmp.Compare(x.Lo, y.Lo))
		}
		return cmp.Or(cmp.Compare(x.Lo%x.Pitch, y.Lo%y.Pitch), cmp.Compare(x.Lo, y.Lo))
	})
	out := spans[:0]
	for _, b := range spans {
		if n := len(out); n > 0 && repeats(b) && repeats(out[n-1]) {
			l := &out[n-1]
			p := pitch
			lo, hi := l.Lo%p, l.Lo%p+(l.Hi-l.Lo)
			blo := b.Lo % p
			first := min(l.Lo/p, b.Lo/p)
			last := max(l.Lo/p+l.Count-1, b.Lo/p+b.Count-1) // of the ranges' starts
			hi = max(hi, blo+b.Hi-b.Lo)
			if blo <= l.Lo%p+(l.Hi-l.Lo) && hi-lo <= p && last*p+hi <= size {
				*l = Span{first*p + lo, first*p + hi, p, last - first + 1}
				continue
			}
		}
		out = append(out, b)
	}
	return out
}

// forgetAhead makes the kernels' read-ahead records let go of b, which
// is being freed: a record naming it starts over, as after a loop's end.
func (rt *Runtime) forgetAhead(b *buffer) {
	for _, k := range rt.kernels {
		if ra := &k.ahead; slices.ContainsFunc(ra.bufs, func(pa ptrArg) bool { return pa.buf == b }) {
			*ra = readAhead{}
		}
	}
}

// widen returns the byte span b of a buffer of size bytes with the moves
// of a after it, as far as they stay in the buffer: one strided span
// where a move passes b's extent, else one range. Only a span of one
// range is widened.
func (a aheadSpan) widen(b Span, size int64) Span {
	if a.steps <= 0 || b.Count != 1 {
		return b
	}
	n := a.steps
	if a.by > 0 {
		n = min(n, (size-b.Hi)/a.by)
	} else {
		n = min(n, b.Lo/-a.by)
	}
	if n <= 0 {
		return b
	}
	lo, w, stride := b.Lo, b.Hi-b.Lo, a.by
	if a.by < 0 {
		lo, stride = b.Lo+n*a.by, -a.by
	}
	if stride <= w {
		return Span{lo, lo + w + n*stride, 0, 1}
	}
	return Span{lo, lo + w, stride, n + 1}
}
