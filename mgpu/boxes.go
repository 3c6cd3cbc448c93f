package mgpu

import "slices"

// Enumerating a plan's parts in one call per access: a program's
// enumerators are C functions, and a call into them costs about as much
// as the enumeration itself (80-150 ns), so that a launch over 16 devices
// with 5 accesses per part spent more entering enumerators than in them.

// BoxesFunc lists in one call what an EnumFunc (T Range) or a SpanFunc
// (T Span) lists for each of several boxes: box i's entries after box
// i-1's in out, counts[i] of them, as long as they fit. It returns the
// total, which, when greater than len(out), is a capacity with which a
// second call fits all (out then holds nothing usable).
type BoxesFunc[T Range | Span] func(boxes [][12]int64, scalars []int64, out []T, counts []int64) int64

// listBoxes calls f for boxes into out's array, grown when f says so, and
// returns the entries and, in ends, where each box's end: box i's are
// entries[ends[i-1]:ends[i]] (from 0 for box 0).
func listBoxes[T Range | Span](f BoxesFunc[T], boxes [][12]int64, scalars []int64, out []T, ends []int64) ([]T, []int64) {
	ends = slices.Grow(ends[:0], len(boxes))[:len(boxes)]
	for {
		n := f(boxes, scalars, out[:cap(out)], ends)
		if n <= int64(cap(out)) {
			for i := 1; i < len(ends); i++ {
				ends[i] += ends[i-1]
			}
			return out[:n], ends
		}
		out = slices.Grow(out[:0], int(n))
	}
}

// boxLists are the enumerations of each pointer parameter's accesses for
// the boxes of the parts of a plan being made (makePlan), by slot (the
// parameter times 3 plus the access's mode): accessPlans takes a part's
// from them instead of calling its enumerators. Only accesses with a
// BoxesFunc are listed.
type boxLists struct {
	boxes []*[12]int64 // the parts' boxes; nil outside makePlan
	part  int          // the part accessPlans is planning
	boxed [][12]int64  // the boxes, in one array for the BoxesFuncs
	slots []boxList
}

// boxList is one access's entries for all boxes (see listBoxes).
type boxList struct {
	listed  bool
	spanned bool // spans, not ranges
	ranges  []Range
	spans   []Span
	ends    []int64
}

// The modes of an access, in a slot.
const (
	modeRead = iota
	modeWrite
	modeMayWrite
	modes
)

// list enumerates, one call per access with a BoxesFunc, the pointer
// parameters' accesses for boxes (the parts' boxes, in order).
func (l *boxLists) list(pointers []Param, boxes []*[12]int64, scalars []int64) {
	l.boxes, l.boxed = boxes, l.boxed[:0]
	for _, b := range boxes {
		l.boxed = append(l.boxed, *b)
	}
	l.slots = slices.Grow(l.slots[:0], modes*len(pointers))[:modes*len(pointers)]
	for i := range pointers {
		prm := &pointers[i]
		for m, acc := range [modes]*Access{&prm.Read, &prm.Write, &prm.MayWrite} {
			sl := &l.slots[i*modes+m]
			sl.listed = prm.Kind == ParamPointer && prm.Reduce == ReduceNone &&
				(acc.Pattern == AccessEnum && acc.EnumBoxes != nil || acc.Pattern == AccessSpans && acc.SpansBoxes != nil)
			switch {
			case !sl.listed:
			case acc.Pattern == AccessEnum:
				sl.spanned = false
				sl.ranges, sl.ends = listBoxes(acc.EnumBoxes, l.boxed, scalars, sl.ranges, sl.ends)
			default:
				sl.spanned = true
				sl.spans, sl.ends = listBoxes(acc.SpansBoxes, l.boxed, scalars, sl.spans, sl.ends)
			}
		}
	}
}

// done ends the plan: accessPlans calls for other boxes (a part's
// interior) call their enumerators.
func (l *boxLists) done() { l.boxes = nil }

// listed returns the entries of slot for box when they were listed.
func (l *boxLists) listed(slot int, box *[12]int64) (ranges []Range, spans []Span, ok bool) {
	if slot < 0 || l.part >= len(l.boxes) || l.boxes[l.part] != box || !l.slots[slot].listed {
		return nil, nil, false
	}
	sl := &l.slots[slot]
	lo := int64(0)
	if l.part > 0 {
		lo = sl.ends[l.part-1]
	}
	hi := sl.ends[l.part]
	if sl.spanned {
		return nil, sl.spans[lo:hi], true
	}
	return sl.ranges[lo:hi], nil, true
}
