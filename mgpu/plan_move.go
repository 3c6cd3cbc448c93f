package mgpu

import (
	"math"
	"slices"
)

// Plans that move with a scalar (KernelDesc.Shifts): a kernel's plan made
// for some values of its shift scalars serves other values on the same
// sides of their intervals, its spans moved by each pointer's elements per
// unit times the change, with no enumerator run (planFor, makePlan).

// shiftMoves asks each of k's shift scalars (KernelDesc.Shifts) for its
// interval and moves at this launch: by shift, lo, hi, then the moves by
// parameter.
func (rt *Runtime) shiftMoves(k *kernel, grid, block Dim3) [][]int64 {
	s := &rt.scratch
	if len(k.desc.Shifts) == 0 {
		return nil
	}
	s.shiftBox = fullBox(grid, block)
	n := 2 + len(k.desc.Params)
	flat := slices.Grow(s.moves[:0], n*len(k.desc.Shifts))[:n*len(k.desc.Shifts)]
	s.moves, s.shiftMoves = flat, s.shiftMoves[:0]
	for i, sh := range k.desc.Shifts {
		out := flat[i*n : (i+1)*n : (i+1)*n]
		sh.Moves(&s.shiftBox, s.scalars, out)
		s.shiftMoves = append(s.shiftMoves, out)
	}
	return s.shiftMoves
}

// gridByShifts gives each buffer a shift scalar of k moves the launch's
// accesses through rows of the stride it moves them by (Tracker.gridRows),
// where its tracker has none yet: conv3d's arrays, whose plane i moves a
// plane per unit, are then tracked by planes from the first launch.
func (rt *Runtime) gridByShifts(k *kernel) {
	s := &rt.scratch
	for i := range k.desc.Shifts {
		for j, per := range s.shiftMoves[i][2:] {
			if pa := s.ptrs[j]; pa.buf != nil && per != 0 && k.pointers[j].Kind == ParamPointer {
				pa.buf.tracker.gridRows(max(per, -per) * int64(max(k.pointers[j].ElemSize, 1)))
			}
		}
	}
}

// atBase reports whether the launch's shift scalars have the values p
// was made for.
func (rt *Runtime) atBase(k *kernel, p *plan) bool {
	for i, sh := range k.desc.Shifts {
		if rt.scratch.scalars[sh.Slot] != p.base[i] {
			return false
		}
	}
	return true
}

// shiftValues appends to out the launch's values of k's shift scalars.
func (s *launchScratch) shiftValues(k *kernel, out []int64) []int64 {
	for _, sh := range k.desc.Shifts {
		out = append(out, s.scalars[sh.Slot])
	}
	return out
}

// shiftDelta returns, by pointer (in the scratch's memory), the elements
// its spans move from where they were at the shift scalars' values base
// to where they are at this launch's (shiftMoves, at this launch).
func (s *launchScratch) shiftDelta(k *kernel, base []int64) []int64 {
	delta := slices.Grow(s.delta[:0], len(k.pointers))[:len(k.pointers)]
	clear(delta)
	for i, sh := range k.desc.Shifts {
		by := s.scalars[sh.Slot] - base[i]
		for j, per := range s.shiftMoves[i][2:] {
			delta[j] += per * by
		}
	}
	s.delta = delta
	return delta
}

// keepRaw keeps with p, a plan just enumerated, the values of the shift
// scalars and the spans it was enumerated with, and their move rules, for
// moveSpans.
func (s *launchScratch) keepRaw(k *kernel, p *plan) {
	p.base = s.shiftValues(k, p.base)
	p.raw = append(p.raw, s.planSpans...)
	for _, m := range s.marks {
		p.rawEnds = append(p.rawEnds, int32(m.hi))
	}
	p.moveRules = slices.Grow(p.moveRules[:0], len(k.pointers))[:len(k.pointers)]
	for j := range p.moveRules {
		p.moveRules[j] = moveRule{lo: math.MaxInt64, step: 1}
	}
	rawLists(k, p, func(_, j int, _ bool, spans []Span) {
		r := &p.moveRules[j]
		for _, sp := range spans {
			r.lo = min(r.lo, sp.Lo)
			if sp.Count > 1 {
				r.step = lcm(r.step, sp.Pitch)
			}
		}
	})
}

// moveRule is what decides, for one pointer's enumerated spans, whether
// closing their holes commutes with a move (holesMove): the lowest start
// of its spans (math.MaxInt64: none), and the least common multiple of
// its strided spans' pitches (0: none moves so, a pitch of 0 or one too
// large).
type moveRule struct{ lo, step int64 }

// lcm is the least common multiple of a and b, both positive, or 0 where
// either is not or it passes 2^40 (no span moves by that much).
func lcm(a, b int64) int64 {
	if a <= 0 || b <= 0 {
		return 0
	}
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	if a/x > (1<<40)/b {
		return 0
	}
	return a / x * b
}

// moveSpans lists p's spans from from's (made for other values of the
// shift scalars, with the same parts): each pointer parameter's moved by
// its elements per unit of each shift scalar (shiftMoves, at this launch)
// times the scalar's change. It moves from's spans with their holes
// closed where closing them commutes with the move (holesMove), and
// reports so; else the spans from's enumerators gave, as accessPlans
// would list them.
func (s *launchScratch) moveSpans(k *kernel, from, p *plan) (closed bool) {
	delta := s.shiftDelta(k, from.base)
	move := func(to *[]Span, spans []Span, by int64) {
		at := len(s.planSpans)
		for _, sp := range spans {
			sp.Lo += by
			sp.Hi += by
			s.planSpans = append(s.planSpans, sp)
		}
		s.marks = append(s.marks, spanMark{to, at, len(s.planSpans)})
	}
	closed = holesMove(from, delta)
	for i := range p.parts {
		for j, prm := range k.pointers {
			if prm.Kind != ParamPointer {
				continue
			}
			a, was := &p.parts[i].access[j], &from.parts[i].access[j]
			a.needWhole, a.writtenWhole = was.needWhole, was.writtenWhole
			if closed && prm.Reduce == ReduceNone {
				move(&a.need, was.need, delta[j])
				move(&a.written, was.written, delta[j])
			}
		}
	}
	if !closed {
		rawLists(k, from, func(i, j int, written bool, spans []Span) {
			a := &p.parts[i].access[j]
			to := &a.need
			if written {
				to = &a.written
			}
			move(to, spans, delta[j])
		})
	}
	return closed
}

// holesMove reports whether closing the holes of from's enumerated spans
// (fillWriteHoles, fillNeedHoles) commutes with moving them by delta (by
// pointer): the write holes depend only on where a pointer's spans lie
// relative to each other, and the need holes also on where the rows of a
// span's pitch start (from the pointer) and on whether it starts below
// the pointer, which a move by a multiple of every pitch that starts no
// span below the pointer leaves as they were (a plane moved in a 3-D
// convolution; not a column moved along its rows).
func holesMove(from *plan, delta []int64) bool {
	for j, d := range delta {
		if r := from.moveRules[j]; d != 0 && r.lo != math.MaxInt64 && (r.lo < 0 || r.lo+d < 0 || r.step == 0 || d%r.step != 0) {
			return false
		}
	}
	return true
}

// rawLists calls f with each list of from's enumerated spans (keepRaw):
// part i's need (written false) or writes of pointer j, in the order
// makePlan lists them.
func rawLists(k *kernel, from *plan, f func(i, j int, written bool, spans []Span)) {
	m, lo := 0, int32(0)
	for i := range from.parts {
		for j, prm := range k.pointers {
			if prm.Kind != ParamPointer || prm.Reduce != ReduceNone {
				continue
			}
			for _, written := range [2]bool{false, true} {
				hi := from.rawEnds[m]
				f(i, j, written, from.raw[lo:hi])
				lo, m = hi, m+1
			}
		}
	}
}
