package mgpu

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"unsafe"
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
	// Most sets hold one device or none (a range only the host holds, in
	// Missing: 64 distances looked at for nothing, per row of a plane's
	// write holes).
	if h&(h-1) == 0 {
		return h.First()
	}
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

// segment is a range [lo, hi) of a row's bytes and the holders of a
// valid copy of it.
type segment struct {
	lo, hi  int64
	holders Holders
}

// band is a run of rows [r0, r1) whose bytes have the same holders column
// by column: segs cover [0, pitch), adjacent ones differ.
type band struct {
	r0, r1 int64
	segs   []segment
}

// rect is rows [r0, r1) by columns [c0, c1) of a tracker's rows.
type rect struct{ r0, r1, c0, c1 int64 }

// Tracker records, for the bytes of one virtual buffer, which devices hold
// a valid copy. It sees the buffer as rows of pitch bytes (one row, the
// whole buffer, until a strided access gives it a row length that divides
// the size) grouped into bands: runs of rows alike column by column. A
// column written by each of a matrix's row blocks is then a segment in a
// band per block, not a segment per row, and a strided access is one
// operation per band it crosses, whatever its rows. The bands always cover
// the rows exactly and adjacent ones differ (they are merged), so the
// state grows with the distinct runs of ownership, not with the
// operations; rows a device writes settle into a band beside them where
// they hold more (tracker_settle.go), so a triangle's rows do not each
// keep a band. Not safe for concurrent use: the runtime holds its lock.
type Tracker struct {
	size  int64
	pitch int64 // bytes per row; a divisor of size (size itself at first)
	bands []band
	hint  int // index of the band last found
	nsegs int // segments of all bands

	// compactAt is the segment count from which compact looks for a
	// longer row that repeats (see there); compacted is set once it has
	// taken one, which a strided access then keeps (taking its shorter
	// rows would cut the planes of a 3-D array into rows again, for
	// compact to join them at the next launch).
	compactAt int
	compacted bool

	// writes counts the updates that may change bytes (all but copies):
	// a buffer not written since a launch read it (readahead.go).
	writes uint64

	scratch []segment
	// spare are segment arrays of bands merged away (keepSpare), none in
	// restored's memory: restore forgets them.
	spare    [][]segment
	rects    []rect
	jobRects []rect
	// restored is the memory of the last restore (memo.go).
	restored struct {
		segs  []segment
		bands []band
	}

	// Source picks, of several devices holding a range, the one dev
	// copies it from (the runtime's cheapest link: copySource); nil: the
	// nearest by index.
	Source func(holders Holders, dev int) int
}

// minPitch is the shortest row the tracker takes from a strided access:
// shorter strides (the fields of an array of structs) would cut a matrix's
// rows into pieces that every later access then crosses one by one.
const minPitch = 64

// maxRegridSegments bounds the segments of a tracker that still changes
// its rows: the change rewrites every segment.
const maxRegridSegments = 64

// compactMin is the fewest segments compact looks at; each look that
// does not halve them doubles the count for the next, so that looking
// costs a bounded share of the operations that cut the segments.
const compactMin = 256

// NewTracker makes a tracker for size bytes, all held by holders.
func NewTracker(size int64, holders Holders) *Tracker {
	t := &Tracker{size: size, pitch: max(size, 1), compactAt: compactMin}
	if size > 0 {
		t.bands = []band{{0, 1, []segment{{0, size, holders}}}}
		t.nsegs = 1
	}
	return t
}

// Segments returns the number of segments of all bands: a measure of
// fragmentation.
func (t *Tracker) Segments() int { return t.nsegs }

// rows is the number of rows.
func (t *Tracker) rows() int64 { return t.size / t.pitch }

// find returns the index of the band holding row r (0 <= r < rows).
func (t *Tracker) find(r int64) int {
	if h := t.hint; h < len(t.bands) && t.bands[h].r0 <= r && r < t.bands[h].r1 {
		return h
	}
	t.hint = sort.Search(len(t.bands), func(i int) bool { return t.bands[i].r1 > r })
	return t.hint
}

// column returns the index of the segment of segs holding column c.
func column(segs []segment, c int64) int {
	if len(segs) == 1 {
		return 0
	}
	return sort.Search(len(segs), func(i int) bool { return segs[i].hi > c })
}

// Segment returns the end of the run of bytes from off that have off's
// holders, as far as one segment reaches, and those holders (off past
// the end: off and nobody).
func (t *Tracker) Segment(off int64) (end int64, holders Holders) {
	if off < 0 || off >= t.size {
		return off, 0
	}
	b := &t.bands[t.find(off/t.pitch)]
	if len(b.segs) == 1 {
		return b.r1 * t.pitch, b.segs[0].holders
	}
	r := off / t.pitch
	s := b.segs[column(b.segs, off-r*t.pitch)]
	return r*t.pitch + s.hi, s.holders
}

// HeldOnlyBy reports whether dev alone holds every byte: work on dev alone
// then needs nothing synchronised in and changes no holder, whatever
// ranges it touches (one look, however large the buffer).
func (t *Tracker) HeldOnlyBy(dev int) bool {
	switch len(t.bands) {
	case 0:
		return true // nothing to hold
	case 1:
		return len(t.bands[0].segs) == 1 && t.bands[0].segs[0].holders == 1<<uint(dev)
	}
	return false
}

// HeldWholeBy reports whether dev holds every byte (among others): work
// on dev then needs nothing synchronised in. It visits the segments until
// one lacks dev.
func (t *Tracker) HeldWholeBy(dev int) bool {
	for _, b := range t.bands {
		for _, s := range b.segs {
			if !s.holders.Has(dev) {
				return false
			}
		}
	}
	return true
}

// HoldsAny reports whether dev holds any byte: a look at each band's
// segments, where a Query would visit every row of a band.
func (t *Tracker) HoldsAny(dev int) bool {
	for _, b := range t.bands {
		for _, s := range b.segs {
			if s.holders.Has(dev) {
				return true
			}
		}
	}
	return false
}

// Query calls visit for each maximal run of [lo, hi) with one holder set,
// in ascending order, clipped to [lo, hi); visit returns false to stop.
// visit must not modify the tracker.
func (t *Tracker) Query(lo, hi int64, visit func(lo, hi int64, holders Holders) bool) {
	lo, hi = max(lo, 0), min(hi, t.size)
	if lo >= hi {
		return
	}
	p := t.pitch
	var run segment
	have := false
	emit := func(a, z int64, h Holders) bool {
		if a >= z {
			return true
		}
		if have && run.hi == a && run.holders == h {
			run.hi = z
			return true
		}
		if have && !visit(run.lo, run.hi, run.holders) {
			return false
		}
		run, have = segment{a, z, h}, true
		return true
	}
	for i := t.find(lo / p); i < len(t.bands) && t.bands[i].r0*p < hi; i++ {
		b := &t.bands[i]
		if len(b.segs) == 1 {
			if !emit(max(b.r0*p, lo), min(b.r1*p, hi), b.segs[0].holders) {
				return
			}
			continue
		}
		for r := max(b.r0, lo/p); r < b.r1 && r*p < hi; r++ {
			for _, s := range b.segs {
				if !emit(max(r*p+s.lo, lo), min(r*p+s.hi, hi), s.holders) {
					return
				}
			}
		}
	}
	if have {
		visit(run.lo, run.hi, run.holders)
	}
}

// Write records that dev wrote [lo, hi): it becomes the only holder.
func (t *Tracker) Write(lo, hi int64, dev int) { t.WriteSpan(lo, hi, 0, 1, dev) }

// Set makes holders the holder set of [lo, hi).
func (t *Tracker) Set(lo, hi int64, holders Holders) { t.updateSpan(lo, hi, 0, 1, holders, opSet) }

// Copy records that dev received a valid copy of [lo, hi).
func (t *Tracker) Copy(lo, hi int64, dev int) { t.updateSpan(lo, hi, 0, 1, 1<<uint(dev), opAdd) }

// Drop records that dev no longer holds [lo, hi) (its memory there is
// given back, partial.go); the other holders keep it.
func (t *Tracker) Drop(lo, hi int64, dev int) { t.updateSpan(lo, hi, 0, 1, 1<<uint(dev), opDrop) }

// Shed records that dev no longer holds the bytes others hold too (the
// host's staged bytes that devices received, placement.go): one pass over
// the segments, where a run per row of a matrix's columns would be a
// call each.
func (t *Tracker) Shed(dev int) { t.updateSpan(0, t.size, 0, 1, 1<<uint(dev), opShed) }

// WriteSpan records that dev wrote the count ranges [lo + i*pitch,
// hi + i*pitch), 0 <= i < count: it becomes their only holder, and the
// rows it wrote may settle (tracker_settle.go).
func (t *Tracker) WriteSpan(lo, hi, pitch, count int64, dev int) {
	op := opOwn
	if dev == hostSlot {
		op = opSet
	}
	t.updateSpan(lo, hi, pitch, count, 1<<uint(dev), op)
}

// holderOp is how an update changes the holders of the bytes it covers.
type holderOp uint8

const (
	opSet  holderOp = iota // they become h
	opAdd                  // h joins them
	opDrop                 // h leaves them
	opOwn                  // they become h, a device that wrote them: the rows then settle (tracker_settle.go)
	opShed                 // h leaves them where others hold them too
)

// apply returns the holders hs become.
func (op holderOp) apply(hs, h Holders) Holders {
	switch op {
	case opAdd:
		return hs | h
	case opDrop:
		return hs &^ h
	case opShed:
		if hs&^h != 0 {
			return hs &^ h
		}
		return hs
	}
	return h
}

// updateSpan changes the holders of the count ranges [lo + i*pitch,
// hi + i*pitch) by op with h, rect by rect.
func (t *Tracker) updateSpan(lo, hi, pitch, count int64, h Holders, op holderOp) {
	t.updateRects(t.rectsOf(lo, hi, pitch, count), h, op)
}

// updateRects changes the holders of rects (in address order, apart) by op
// with h, those of the same rows (ranges within one row: a row block of a
// plane) in one pass over the segments of the rows.
func (t *Tracker) updateRects(rects []rect, h Holders, op holderOp) {
	for i := 0; i < len(rects); {
		j := i + 1
		for j < len(rects) && rects[j].r0 == rects[i].r0 && rects[j].r1 == rects[i].r1 {
			j++
		}
		t.updateColumns(rects[i:j], h, op)
		i = j
	}
}

// copyRects records that dev received the rects of jobs (in address order,
// apart).
func (t *Tracker) copyRects(jobs []rectJob, dev int) {
	rects := t.jobRects[:0]
	for _, j := range jobs {
		rects = append(rects, j.rect)
	}
	t.jobRects = rects
	t.updateRects(rects, 1<<uint(dev), opAdd)
}

// copyRect records that dev received a valid copy of rc.
func (t *Tracker) copyRect(rc rect, dev int) { t.update(rc, 1<<uint(dev), opAdd) }

// rectsOf returns the rects covering the count ranges [lo + i*pitch,
// hi + i*pitch) clipped to the buffer (valid until the next call). A
// strided access whose row length divides the rows of the tracker makes
// those its rows first (regrid), also when each range crosses a row's
// end (a matrix's last column and the next row's first: FDTD's ex, rows
// of NY + 1, less the columns step 2 writes), which are then two rects,
// where they were one per range on a tracker of one row.
func (t *Tracker) rectsOf(lo, hi, pitch, count int64) []rect {
	out := t.rects[:0]
	defer func() { t.rects = out }()
	w := hi - lo
	if w <= 0 || count <= 0 {
		return out
	}
	if count > 1 && w >= pitch {
		// Ranges that touch or overlap (whole rows of a row block) are
		// one range: rows of their pitch would only cut it, and regrid
		// a tracker whose rows are longer (planes) at every launch.
		hi, count = hi+(count-1)*pitch, 1
		w = hi - lo
	}
	if count > 1 && pitch != t.pitch && pitch >= minPitch && t.pitch%pitch == 0 && lo >= 0 && w < pitch &&
		(t.rows() == 1 || t.Segments() <= maxRegridSegments && !t.compacted) {
		t.regrid(pitch)
	}
	p := t.pitch
	inside := lo >= 0 && hi+(count-1)*pitch <= t.size
	if count > 1 && pitch%p == 0 && inside && lo%p+w <= p {
		r0, c0 := lo/p, lo%p
		if pitch == p {
			return append(out, rect{r0, r0 + count, c0, c0 + w})
		}
		for i := int64(0); i < count; i++ {
			r := r0 + i*(pitch/p)
			out = append(out, rect{r, r + 1, c0, c0 + w})
		}
		return out
	}
	if count > 1 && pitch == p && inside && w < p {
		// Ranges one row apart that each cross a row's end (a matrix's
		// last columns and the next row's first: LU's update at k = 31 of
		// 2048, read 32 columns wider than a row's end) are the tails of
		// count rows and the heads of the count after: two rects, not two
		// per range. Missing took 60 µs for one launch's 16 parts.
		r0, c0 := lo/p, lo%p
		return append(out, rect{r0, r0 + count, c0, p}, rect{r0 + 1, r0 + 1 + count, 0, c0 + w - p})
	}
	for i := int64(0); i < count; i++ {
		a, z := max(lo+i*pitch, 0), min(hi+i*pitch, t.size)
		if a >= z {
			continue
		}
		r0, c0, r1, c1 := a/p, a%p, (z-1)/p, (z-1)%p+1
		if r0 == r1 {
			out = append(out, rect{r0, r0 + 1, c0, c1})
			continue
		}
		if c0 != 0 {
			out = append(out, rect{r0, r0 + 1, c0, p})
			r0++
		}
		if c1 != p {
			if r0 < r1 {
				out = append(out, rect{r0, r1, 0, p})
			}
			out = append(out, rect{r1, r1 + 1, 0, c1})
			continue
		}
		out = append(out, rect{r0, r1 + 1, 0, p})
	}
	return out
}

// split makes row r start a band (0 < r < rows) and returns that band's
// index; r == rows gives len(bands).
func (t *Tracker) split(r int64) int {
	if r >= t.rows() {
		return len(t.bands)
	}
	i := t.find(r)
	b := &t.bands[i]
	if b.r0 == r {
		return i
	}
	next := band{r, b.r1, append(t.spareSegs(), b.segs...)}
	b.r1 = r
	t.nsegs += len(next.segs)
	t.bands = slices.Insert(t.bands, i+1, next)
	return i + 1
}

// update changes the holders of every byte of rc by op with h.
func (t *Tracker) update(rc rect, h Holders, op holderOp) {
	if rc.c0 >= rc.c1 {
		return
	}
	rcs := [1]rect{rc}
	t.updateColumns(rcs[:], h, op)
}

// updateColumns changes the holders of every byte of rects of the same
// rows, not empty, their columns ascending and apart, by op with h,
// settles them where a device wrote them (even if no holder changed: the
// rows beside may have), then merges equal neighbours, the bands just
// outside the rows included.
func (t *Tracker) updateColumns(rects []rect, h Holders, op holderOp) {
	if op != opAdd && op != opShed { // neither changes the bytes
		t.writes++
	}
	r0, r1 := rects[0].r0, rects[0].r1
	if r0 >= r1 {
		return
	}
	// Steady state (a device rewriting what it holds alone, a copy to a
	// holder): nothing changes, and a look at the bands says so.
	same := true
	for i := t.find(r0); same && i < len(t.bands) && t.bands[i].r0 < r1; i++ {
		segs := t.bands[i].segs
		for _, rc := range rects {
			for j := column(segs, rc.c0); same && j < len(segs) && segs[j].lo < rc.c1; j++ {
				hs := segs[j].holders
				same = op.apply(hs, h) == hs
			}
		}
	}
	if same && (op != opOwn || !t.unsettled(r0, r1)) {
		return
	}
	i0 := t.split(r0)
	i1 := t.split(r1)
	for i := i0; i < i1 && !same; i++ {
		before := len(t.bands[i].segs)
		t.bands[i].segs = t.updateSegs(t.bands[i].segs, rects, h, op)
		t.nsegs += len(t.bands[i].segs) - before
	}
	if op == opOwn {
		t.settle(i0, i1)
	}
	t.mergeBands(max(i0-1, 0), min(i1+1, len(t.bands)))
}

// updateSegs changes the holders of the columns of rects (ascending and
// apart) of segs by op with h, merging equal neighbours, in one pass: only
// the segments from the one before the first column to the one after the
// last are rewritten, so that a band of a buffer cut into many pieces (the
// diagonal of a matrix read element by element) costs a search and a
// move per update.
func (t *Tracker) updateSegs(segs []segment, rects []rect, h Holders, op holderOp) []segment {
	a := max(column(segs, rects[0].c0)-1, 0)
	z := min(column(segs, rects[len(rects)-1].c1-1)+2, len(segs))
	out := t.scratch[:0]
	put := func(s segment) {
		if s.lo >= s.hi {
			return
		}
		if n := len(out); n > 0 && out[n-1].holders == s.holders {
			out[n-1].hi = s.hi
			return
		}
		out = append(out, s)
	}
	k := 0 // the first of rects not left behind
	for _, s := range segs[a:z] {
		for at := s.lo; at < s.hi; {
			for k < len(rects) && rects[k].c1 <= at {
				k++
			}
			if k == len(rects) || rects[k].c0 >= s.hi {
				put(segment{at, s.hi, s.holders})
				break
			}
			c0, c1 := max(rects[k].c0, at), min(rects[k].c1, s.hi)
			put(segment{at, c0, s.holders})
			put(segment{c0, c1, op.apply(s.holders, h)})
			at = c1
		}
	}
	t.scratch = out
	return slices.Replace(segs, a, z, out...)
}

// maxSpare bounds the segment arrays a tracker keeps for its next bands.
const maxSpare = 64

// keepSpare keeps segs, the segments of a band merged away, for a band
// split off later: a column written by the row blocks of a matrix cuts
// its band into a band per block, and the next launch's copies of it
// merge them again, at every launch (Gram-Schmidt's q).
func (t *Tracker) keepSpare(segs []segment) {
	if len(t.spare) < maxSpare && cap(segs) > 0 {
		t.spare = append(t.spare, segs[:0])
	}
}

// spareSegs returns an empty segment array, one kept if there is one.
func (t *Tracker) spareSegs() []segment {
	n := len(t.spare)
	if n == 0 {
		return nil
	}
	s := t.spare[n-1]
	t.spare[n-1] = nil
	t.spare = t.spare[:n-1]
	return s
}

// mergeBands merges the equal adjacent bands of bands[i0:i1].
func (t *Tracker) mergeBands(i0, i1 int) {
	w := i0
	for i := i0 + 1; i < i1; i++ {
		if slices.Equal(t.bands[w].segs, t.bands[i].segs) {
			t.bands[w].r1 = t.bands[i].r1
			t.nsegs -= len(t.bands[i].segs)
			t.keepSpare(t.bands[i].segs)
			continue
		}
		w++
		t.bands[w] = t.bands[i]
	}
	if w+1 < i1 {
		t.bands = slices.Delete(t.bands, w+1, i1)
	}
	t.hint = 0
}

// check verifies the invariants; tests call it after every operation.
func (t *Tracker) check() error {
	if t.size == 0 {
		if len(t.bands) != 0 {
			return fmt.Errorf("empty buffer with %d bands", len(t.bands))
		}
		return nil
	}
	if t.pitch <= 0 || t.size%t.pitch != 0 {
		return fmt.Errorf("pitch %d does not divide size %d", t.pitch, t.size)
	}
	next, nsegs := int64(0), 0
	for i, b := range t.bands {
		nsegs += len(b.segs)
		switch {
		case b.r0 != next:
			return fmt.Errorf("band [%d,%d) does not start at row %d", b.r0, b.r1, next)
		case b.r1 <= b.r0:
			return fmt.Errorf("empty band [%d,%d)", b.r0, b.r1)
		case i > 0 && slices.Equal(b.segs, t.bands[i-1].segs):
			return fmt.Errorf("band [%d,%d) not merged with its equal neighbour", b.r0, b.r1)
		}
		next = b.r1
		col := int64(0)
		for j, s := range b.segs {
			switch {
			case s.lo != col:
				return fmt.Errorf("band [%d,%d): segment [%d,%d) does not start at %d", b.r0, b.r1, s.lo, s.hi, col)
			case s.hi <= s.lo:
				return fmt.Errorf("band [%d,%d): empty segment [%d,%d)", b.r0, b.r1, s.lo, s.hi)
			case j > 0 && s.holders == b.segs[j-1].holders:
				return fmt.Errorf("band [%d,%d): segment [%d,%d) not merged with its equal neighbour", b.r0, b.r1, s.lo, s.hi)
			}
			col = s.hi
		}
		if col != t.pitch {
			return fmt.Errorf("band [%d,%d): segments end at %d, pitch %d", b.r0, b.r1, col, t.pitch)
		}
	}
	if next != t.rows() {
		return fmt.Errorf("bands end at row %d, %d rows", next, t.rows())
	}
	if nsegs != t.nsegs {
		return fmt.Errorf("%d segments counted as %d", nsegs, t.nsegs)
	}
	return t.checkApart()
}

// checkApart verifies that no two of the bands' and the spare segment
// arrays share memory up to their capacities (an update appends in
// place).
func (t *Tracker) checkApart() error {
	type extent struct{ lo, hi uintptr }
	var xs []extent
	add := func(segs []segment) {
		if cap(segs) > 0 {
			lo := uintptr(unsafe.Pointer(unsafe.SliceData(segs)))
			xs = append(xs, extent{lo, lo + uintptr(cap(segs))*unsafe.Sizeof(segment{})})
		}
	}
	for _, b := range t.bands {
		add(b.segs)
	}
	for _, s := range t.spare {
		add(s)
	}
	slices.SortFunc(xs, func(a, b extent) int { return cmp.Compare(a.lo, b.lo) })
	for i := 1; i < len(xs); i++ {
		if xs[i].lo < xs[i-1].hi {
			return fmt.Errorf("two segment arrays share memory")
		}
	}
	return nil
}
