package mgpu

import (
	"fmt"
	"math/bits"

	"github.com/google/btree"
)

// Holders is a set of logical devices (bit d = device d), at most 63, and
// the host (bit hostSlot) for managed memory.
type Holders uint64

// hostSlot is the holder index of the host's copy of managed memory: the
// last bit of a holder set, which is why the runtime drives at most 63
// devices.
const hostSlot = 63

// hostHolder is the holder set of the host alone.
const hostHolder = Holders(1) << hostSlot

// devices returns the set without the host.
func (h Holders) devices() Holders { return h &^ hostHolder }

// Has reports whether device dev is in the set.
func (h Holders) Has(dev int) bool { return h&(1<<uint(dev)) != 0 }

// First returns the lowest device in the set, or -1 when it is empty.
func (h Holders) First() int {
	if h == 0 {
		return -1
	}
	return bits.TrailingZeros64(uint64(h))
}

// Nearest returns the device of the set closest to dev by index (the
// cheapest peer on most topologies), or -1 when the set is empty.
func (h Holders) Nearest(dev int) int {
	for dist := 0; dist < 64; dist++ {
		if d := dev - dist; d >= 0 && h.Has(d) {
			return d
		}
		if d := dev + dist; d < 64 && h.Has(d) {
			return d
		}
	}
	return -1
}

// segment is a byte range [lo, hi) of a buffer and the devices holding a
// valid copy of it.
type segment struct {
	lo, hi  int64
	holders Holders
}

func segmentLess(a, b segment) bool { return a.lo < b.lo }

// Tracker records, for the bytes of one virtual buffer, which devices hold
// a valid copy. Its segments always cover [0, size) exactly, never overlap,
// and adjacent segments have different holder sets (they are merged), so
// the segment count stays proportional to the number of distinct runs of
// ownership, not to the number of operations. Not safe for concurrent use:
// the runtime holds its lock. Steady-state operations allocate nothing:
// the b-tree iterators are made once and write into the tracker's scratch.
type Tracker struct {
	size int64
	tree *btree.BTreeG[segment]

	found segment // set by findFn
	// hint is the segment containing last found, while the tree is
	// unchanged (empty otherwise): the queries of one launch mostly fall
	// in the segment of the one before, which then costs no descent.
	hint    segment
	limit   int64     // collectFn stops at segments starting past limit
	pieces  []segment // filled by collectFn
	out     []segment
	findFn  func(segment) bool
	collect func(segment) bool
	holder  int  // holdsFn looks for it
	held    bool // holdsFn found it in every segment so far
	holdsFn func(segment) bool
}

// NewTracker makes a tracker for size bytes, all held by holders.
func NewTracker(size int64, holders Holders) *Tracker {
	t := &Tracker{size: size, tree: btree.NewG(16, segmentLess)}
	t.findFn = func(s segment) bool { t.found = s; return false }
	t.collect = func(s segment) bool {
		if s.lo > t.limit {
			return false
		}
		t.pieces = append(t.pieces, s)
		return true
	}
	t.holdsFn = func(s segment) bool {
		t.held = s.holders.Has(t.holder)
		return t.held
	}
	if size > 0 {
		t.tree.ReplaceOrInsert(segment{0, size, holders})
	}
	return t
}

// Segments returns the number of segments: a measure of fragmentation.
func (t *Tracker) Segments() int { return t.tree.Len() }

// Segment returns the end of the segment holding byte off and its
// holders (off past the end: off and nobody).
func (t *Tracker) Segment(off int64) (end int64, holders Holders) {
	if off < 0 || off >= t.size {
		return off, 0
	}
	s := t.containing(off)
	return s.hi, s.holders
}

// HeldOnlyBy reports whether dev alone holds every byte: work on dev alone
// then needs nothing synchronised in and changes no holder, whatever
// ranges it touches (one look at the tree, however large the buffer).
func (t *Tracker) HeldOnlyBy(dev int) bool {
	switch t.tree.Len() {
	case 0:
		return true // nothing to hold
	case 1:
		s, _ := t.tree.Min()
		return s.holders == 1<<uint(dev)
	}
	return false
}

// HeldWholeBy reports whether dev holds every byte (among others): work
// on dev then needs nothing synchronised in. It visits the segments until
// one lacks dev.
func (t *Tracker) HeldWholeBy(dev int) bool {
	t.holder, t.held = dev, true
	t.tree.Ascend(t.holdsFn)
	return t.held
}

// clamp limits [lo, hi) to the buffer; ok is false when nothing is left.
func (t *Tracker) clamp(lo, hi int64) (int64, int64, bool) {
	lo = max(lo, 0)
	hi = min(hi, t.size)
	return lo, hi, lo < hi
}

// containing returns the segment holding byte off (0 <= off < size).
func (t *Tracker) containing(off int64) segment {
	if t.hint.lo <= off && off < t.hint.hi {
		return t.hint
	}
	t.tree.DescendLessOrEqual(segment{lo: off}, t.findFn)
	t.hint = t.found
	return t.found
}

// segmentsFrom lists, in t.pieces, the segments from the one starting at
// from up to the one starting at or before limit.
func (t *Tracker) segmentsFrom(from, limit int64) []segment {
	t.pieces = t.pieces[:0]
	t.limit = limit
	t.tree.AscendGreaterOrEqual(segment{lo: from}, t.collect)
	return t.pieces
}

// Query calls visit for each maximal run of [lo, hi) with one holder set,
// in ascending order, clipped to [lo, hi); visit returns false to stop.
// visit must not modify the tracker.
func (t *Tracker) Query(lo, hi int64, visit func(lo, hi int64, holders Holders) bool) {
	lo, hi, ok := t.clamp(lo, hi)
	if !ok {
		return
	}
	first := t.containing(lo)
	if first.hi >= hi {
		visit(lo, hi, first.holders)
		return
	}
	for _, s := range t.segmentsFrom(first.lo, hi-1) {
		if !visit(max(s.lo, lo), min(s.hi, hi), s.holders) {
			return
		}
	}
}

// Write records that dev wrote [lo, hi): it becomes the only holder.
func (t *Tracker) Write(lo, hi int64, dev int) { t.update(lo, hi, 1<<uint(dev), false) }

// Set makes holders the holder set of [lo, hi).
func (t *Tracker) Set(lo, hi int64, holders Holders) { t.update(lo, hi, holders, false) }

// Copy records that dev received a valid copy of [lo, hi).
func (t *Tracker) Copy(lo, hi int64, dev int) { t.update(lo, hi, 1<<uint(dev), true) }

// update sets the holder set of every byte in [lo, hi) to h (or adds h to
// it when add), then merges equal neighbours, including the segments just
// outside the range.
func (t *Tracker) update(lo, hi int64, h Holders, add bool) {
	lo, hi, ok := t.clamp(lo, hi)
	if !ok {
		return
	}
	// Steady state (a device rewriting what it holds alone, a copy to a
	// holder): nothing changes, and one look says so.
	if s := t.containing(lo); s.hi >= hi && (s.holders == h || add && s.holders&h == h) {
		return
	}
	// The pieces to rewrite: from the segment holding byte lo-1 (the one
	// before lo when lo starts a segment, else the one holding lo) to the
	// segment after hi (if it starts at hi).
	pieces := t.segmentsFrom(t.containing(max(lo-1, 0)).lo, hi)
	out := t.out[:0]
	put := func(s segment) {
		if s.lo >= s.hi {
			return
		}
		if n := len(out); n > 0 && out[n-1].holders == s.holders && out[n-1].hi == s.lo {
			out[n-1].hi = s.hi
			return
		}
		out = append(out, s)
	}
	for _, s := range pieces {
		put(segment{s.lo, min(s.hi, lo), s.holders})
		if s.lo < hi && s.hi > lo {
			nh := h
			if add {
				nh |= s.holders
			}
			put(segment{max(s.lo, lo), min(s.hi, hi), nh})
		}
		put(segment{max(s.lo, hi), s.hi, s.holders})
	}
	// Both lists are sorted by lo: delete the old segments whose start is
	// gone, then insert (or replace, same start) the changed ones.
	t.hint = segment{}
	j := 0
	for _, s := range pieces {
		for j < len(out) && out[j].lo < s.lo {
			j++
		}
		if j == len(out) || out[j].lo != s.lo {
			t.tree.Delete(s)
		}
	}
	j = 0
	for _, s := range out {
		for j < len(pieces) && pieces[j].lo < s.lo {
			j++
		}
		if j == len(pieces) || pieces[j] != s {
			t.tree.ReplaceOrInsert(s)
		}
	}
	t.out = out
}

// check verifies the invariants; tests call it after every operation.
func (t *Tracker) check() error {
	next := int64(0)
	var prev Holders
	var err error
	t.tree.Ascend(func(s segment) bool {
		switch {
		case s.lo != next:
			err = fmt.Errorf("segment [%d,%d) does not start at %d", s.lo, s.hi, next)
		case s.hi <= s.lo:
			err = fmt.Errorf("empty segment [%d,%d)", s.lo, s.hi)
		case s.lo > 0 && s.holders == prev:
			err = fmt.Errorf("segment [%d,%d) not merged with its equal left neighbour", s.lo, s.hi)
		}
		next, prev = s.hi, s.holders
		return err == nil
	})
	if err == nil && next != t.size {
		err = fmt.Errorf("segments end at %d, buffer size %d", next, t.size)
	}
	return err
}
