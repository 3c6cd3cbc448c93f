package mgpu

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"slices"
	"strings"
	"time"
)

// Planning a launch: whether and along which dimension it is split, and
// each part's box and the ranges it needs and writes (a pure function of
// the kernel, the launch shape and the scalars, cached per kernel).

// part is one device's share of a launch.
type part struct {
	dev      int
	box      [12]int64
	grid     Dim3     // the grid it is launched with
	trailing [6]int32 // partitioned kernels: offset z,y,x, gridDim z,y,x
	access   []accessPlan
	idle     bool // its blocks touch none of the pointers (launchParts)
}

// accessPlan is what one part needs of one pointer parameter, as spans of
// elements relative to the pointer: need is synced in before the launch,
// written is recorded as held by the part's device only after it. The
// spans of written are sorted, their extents apart (compressRanges).
//
// A pointer a kernel reduces into (Param.Reduce) is needed and written
// whole by an unsplit launch and by the first part of a split one; the
// other parts' copies start as the reduction's identity (resetPartials)
// and are combined into the first part's after the launch
// (combinePartials). Every part counts as writing it whole, so that
// partsMeet runs a launch unsplit when another of its pointers shares the
// buffer.
type accessPlan struct {
	need, written           []Span
	needWhole, writtenWhole bool
}

// plan is a launch's parts, a pure function of (kernel, grid, block, the
// scalars its enumerators read) and therefore cached: one part on device 0 when the launch is
// not split.
type plan struct {
	parts   []part
	idle    int // the parts idle
	devices int
	split   Split // the dimension split along (SplitNone: one part)
	// interiors are the parts' interior and boundary blocks, made on
	// first need (halo.go).
	interiors []interior
	// memos are recorded launches of the plan whose coherence a launch
	// meeting the same holders replays (memo.go); launches and
	// memoMisses count its launches and the recordings since the last
	// replay; replayed is set once a launch replayed one.
	memos                []*coherenceMemo
	launches, memoMisses int
	replayed             bool
	// lastLaunch is the kernel's launch count at the plan's last launch.
	lastLaunch int64
	// spareMemo is the memory of the last recording let go (letGo).
	spareMemo *coherenceMemo
	// once is set on a plan made for one launch (planFor does not cache
	// a loop counter's plans, and moves a shifting scalar's).
	once bool
	// A kernel's plan for values of its shift scalars (KernelDesc.Shifts)
	// serves other values, moved: base holds the values it was made for,
	// by shift; raw its enumerated spans before holes were closed, and
	// rawEnds where each access's list in it ends, in the order makePlan
	// lists them.
	base    []int64
	raw     []Span
	rawEnds []int32
	// moveRules are, by pointer, what decides whether its raw spans'
	// holes close alike wherever they move (holesMove).
	moveRules []moveRule
	// movedFrom is the cached plan a moved one was moved from, which
	// keeps the memos of both (memo.go).
	movedFrom *plan
	// The arrays the parts' access plans and spans are carved from, and
	// the interiors' (kept for a plan made in this one's memory).
	accessArray    []accessPlan
	spanArray      []Span
	interiorArray  []interior
	interiorAccess []accessPlan
	interiorSpans  []Span
	holes          holeMemory
}

// maxPlans bounds each kernel's plan cache.
const maxPlans = 1024

// planFor returns the cached plan of a launch split along dim (SplitNone:
// unsplit), making it on first use.
func (rt *Runtime) planFor(k *kernel, grid, block Dim3, dim Split) *plan {
	s := &rt.scratch
	key := append(s.key[:0], byte(dim+1))
	for _, v := range [...]int{grid[0], grid[1], grid[2], block[0], block[1], block[2]} {
		key = binary.LittleEndian.AppendUint64(key, uint64(v))
	}
	// Scalars no enumerator reads (a time step only the kernel's
	// arithmetic uses) leave the plan as it is.
	unread := k.desc.ScalarsUnread
	moves := rt.shiftMoves(k, grid, block)
	for i, v := range s.scalars {
		if i < 64 && unread&(1<<i) != 0 {
			continue
		}
		// A shift scalar keys only whether it lies in its interval.
		if sh := k.shiftOf[i]; sh >= 0 {
			in := byte(0)
			if m := moves[sh]; m[0] <= v && v <= m[1] {
				in = 1
			}
			key = append(key, in)
			continue
		}
		key = binary.LittleEndian.AppendUint64(key, uint64(v))
	}
	s.key = key
	if p, ok := k.plans[string(key)]; ok {
		k.stats.PlanHits++
		if p.base != nil && !rt.atBase(k, p) {
			k.moved = rt.makePlan(k, grid, block, dim, k.moved, p)
			k.moved.once = true
			return k.moved
		}
		return p
	}
	k.stats.PlanMisses++
	// A scalar that changes every launch (a loop counter): cached plans
	// would only fill the heap, which the collector then scans, pausing
	// launches. The plan is made in the last one's memory instead, until
	// a key comes back (the counter restarts: ADI's row index at each
	// time step), from when plans are cached again for good.
	if !k.probed && k.stats.PlanHits == 0 && k.stats.PlanMisses > planProbe {
		k.probed, k.seen = true, map[uint64]bool{}
		clear(k.plans)
	}
	if k.seen != nil {
		// Two keys of one hash only make caching resume early.
		if h := maphash.Bytes(keySeed, key); k.seen[h] {
			k.seen, k.spare = nil, nil
		} else {
			if len(k.seen) >= maxPlans {
				clear(k.seen)
			}
			k.seen[h] = true
		}
	}
	start := time.Now()
	p := rt.makePlan(k, grid, block, dim, k.spare, nil)
	k.stats.PlanNS += int64(time.Since(start))
	if k.seen != nil {
		k.spare, p.once = p, true
		return p
	}
	if len(k.plans) >= maxPlans {
		// A scalar that changes every launch (a time step) would grow
		// the cache without bound; start over instead.
		clear(k.plans)
	}
	k.plans[string(key)] = p
	return p
}

// planProbe is how many launches of a kernel, all with plans not seen
// before, make the runtime stop caching its plans (until a key repeats).
// A counter whose values come back costs a period more of plans made
// (cached from its first repeat); each plan cached before the probe ends
// is made in fresh memory.
const planProbe = 8

// keySeed hashes the keys of plans not cached.
var keySeed = maphash.MakeSeed()

// makePlan makes the plan of a launch split along split (SplitNone: one
// part on device 0), in the memory of reuse, a plan no longer used, when
// not nil; from, when not nil, is the launch's plan for other values of
// the kernel's shift scalars, whose spans are moved rather than
// enumerated. The parts' access plans and spans are carved from one array
// each, the spans gathered in the scratch first.
func (rt *Runtime) makePlan(k *kernel, grid, block Dim3, split Split, reuse, from *plan) *plan {
	s := &rt.scratch
	s.planSpans, s.marks = s.planSpans[:0], s.marks[:0]
	p := reuse
	if p == nil {
		p = &plan{}
	}
	*p = plan{split: split, devices: 1, parts: p.parts, accessArray: p.accessArray, spanArray: p.spanArray,
		interiorArray: p.interiorArray, interiorAccess: p.interiorAccess, interiorSpans: p.interiorSpans, holes: p.holes,
		base: p.base[:0], raw: p.raw[:0], rawEnds: p.rawEnds[:0], moveRules: p.moveRules[:0], movedFrom: from}
	dim := int(split) // index into Dim3 (x, y, z)
	full := fullBox(grid, block)
	if split != SplitNone {
		p.devices = min(rt.ndev, grid[dim])
	}
	np := len(k.pointers)
	p.accessArray = slices.Grow(p.accessArray[:0], p.devices*np)[:p.devices*np]
	clear(p.accessArray)
	access := p.accessArray
	p.parts = slices.Grow(p.parts[:0], p.devices)[:p.devices]
	boxes := slices.Grow(s.boxes[:0], p.devices)[:p.devices]
	s.boxes = boxes
	for i := range p.parts {
		pt := &p.parts[i]
		*pt = part{dev: i, box: full, grid: grid, access: access[i*np : (i+1)*np : (i+1)*np]}
		if split != SplitNone {
			g := grid[dim]
			lo, hi := i*g/p.devices, (i+1)*g/p.devices
			pt.box[boxMin+2-dim] = int64(lo)
			pt.box[boxMax+2-dim] = int64(hi)
			pt.grid[dim] = hi - lo
			pt.trailing[2-dim] = int32(lo)
			for w := 0; w < 3; w++ {
				pt.trailing[3+2-w] = int32(grid[w])
			}
		}
		boxes[i] = &pt.box
	}
	closed := false // the spans come with their holes closed
	if from != nil {
		closed = s.moveSpans(k, from, p)
	} else {
		s.lists.list(k.pointers, boxes, s.scalars)
		for i := range p.parts {
			s.lists.part = i
			s.accessPlans(k.pointers, boxes[i], i == 0, p.parts[i].access)
		}
		s.lists.done()
		if len(k.desc.Shifts) > 0 {
			s.keepRaw(k, p)
		}
	}
	p.spanArray = s.settleSpans(p.spanArray)
	if !closed {
		p.holes.spans = p.holes.spans[:0]
		fillWriteHoles(k.pointers, p.parts, &p.holes)
		fillNeedHoles(k.pointers, p.parts)
	}
	for i := range p.parts {
		if pt := &p.parts[i]; idle(pt) {
			pt.idle = true
			p.idle++
		}
	}
	return p
}

// fullBox is the box of a launch's whole grid.
func fullBox(grid, block Dim3) [12]int64 {
	var full [12]int64
	for w := 0; w < 3; w++ {
		full[boxMax+2-w] = int64(grid[w])
		full[boxBlockDim+2-w] = int64(block[w])
		full[boxGridDim+2-w] = int64(grid[w])
	}
	return full
}

// decide says along which dimension a launch of k over the box full is
// split, or SplitNone and why not; unsplit is a reason found before (or
// ""). The candidates are the descriptor's split, then its alternatives,
// each kept when the grid has more than one block along it and its
// split_valid accepts the launch; of several, the one most of the
// launch's buffers are laid out along (laidOut), the first on a tie. It
// enumerates nothing, so an unsplit launch needs no plan to know it is.
func (rt *Runtime) decide(k *kernel, full *[12]int64, unsplit string) (Split, string) {
	d := k.desc
	switch {
	case d.Split == SplitNone:
		return SplitNone, d.Reason
	case k.splitRefusal != "":
		return SplitNone, k.splitRefusal
	case d.Indirect:
		return SplitNone, "it reaches buffers through pointers it loads"
	case unsplit != "":
		return SplitNone, unsplit
	case rt.ndev == 1:
		return SplitNone, "one device"
	}
	best, bestHeld := SplitNone, int64(-1)
	var why []string
	for i := -1; i < len(d.Alternatives); i++ {
		dim, valid, requires := d.Split, d.SplitValid, d.SplitRequires
		if i >= 0 {
			a := &d.Alternatives[i]
			dim, valid, requires = a.Split, a.SplitValid, a.SplitRequires
		}
		blocks := full[boxMax+2-int(dim)]
		switch {
		case blocks == 1:
			why = append(why, fmt.Sprintf("the grid has one block along %s", dim))
			continue
		case valid != nil && !valid(full, rt.scratch.scalars):
			why = append(why, fmt.Sprintf("the launch (grid (%d, %d, %d), blockDim (%d, %d, %d)) is outside what the split along %s needs: %s",
				full[boxMax+2], full[boxMax+1], full[boxMax], full[boxBlockDim+2], full[boxBlockDim+1], full[boxBlockDim], dim, requires))
			continue
		case len(d.Alternatives) == 0:
			return dim, ""
		}
		if held := rt.laidOut(dim, int(min(blocks, int64(rt.ndev)))); held > bestHeld {
			best, bestHeld = dim, held
		}
	}
	if best == SplitNone {
		return SplitNone, strings.Join(why, "; ")
	}
	return best, ""
}

// layout is how the last launch that wrote a buffer was split: along
// split over devices parts (devices 0: no launch wrote it; 1: unsplit).
type layout struct {
	split   Split
	devices int
}

// laidOut is the bytes of the launch's buffers that the last launch
// writing them split along dim over devices parts, as a split along dim
// would: the devices then hold their parts' data already, and the launch
// moves the least. One look per pointer, where comparing the candidates'
// plans would enumerate every candidate.
func (rt *Runtime) laidOut(dim Split, devices int) int64 {
	held := int64(0)
	for _, pa := range rt.scratch.ptrs {
		if pa.buf != nil && pa.buf.layout == (layout{dim, devices}) {
			held += pa.buf.size
		}
	}
	return held
}

// partsMeet reports whether two parts of a split plan would write the same
// bytes, or one write what another reads, through pointers that share a
// buffer (the analysis keeps each pointer's blocks apart, assuming
// different buffers): the launch must then run unsplit. Only buffers that
// two pointers reach are checked, so the usual launch costs a scan of its
// pointers.
func (rt *Runtime) partsMeet(k *kernel, p *plan) bool {
	ptrs := rt.scratch.ptrs
	for i, a := range ptrs {
		if a.buf == nil || !slices.ContainsFunc(ptrs[i+1:], func(b ptrArg) bool { return b.buf == a.buf }) {
			continue
		}
		if slices.ContainsFunc(ptrs[:i], func(b ptrArg) bool { return b.buf == a.buf }) {
			continue // checked with its first pointer
		}
		type use struct {
			lo, hi int64
			part   int
			write  bool
		}
		var spans []use
		for pi, pt := range p.parts {
			for j, b := range ptrs {
				if b.buf != a.buf {
					continue
				}
				acc, elem := pt.access[j], int64(k.pointers[j].ElemSize)
				add := func(ss []Span, whole, write bool) {
					if whole {
						spans = append(spans, use{0, a.buf.size, pi, write})
						return
					}
					for _, r := range expandSpans(ss, nil) {
						lo, hi := max(b.off+r.Lo*elem, 0), min(b.off+r.Hi*elem, a.buf.size)
						spans = append(spans, use{lo, hi, pi, write})
					}
				}
				add(acc.written, acc.writtenWhole, true)
				add(acc.need, acc.needWhole, false)
			}
		}
		slices.SortFunc(spans, func(u, v use) int { return cmp.Compare(u.lo, v.lo) })
		for x, u := range spans {
			for _, v := range spans[x+1:] {
				if v.lo >= u.hi {
					break
				}
				if u.part != v.part && (u.write || v.write) {
					return true
				}
			}
		}
	}
	return false
}

// maxFilledHole is the widest hole, in bytes, between two write ranges of
// a part that fillWriteHoles closes.
const maxFilledHole = 256

// fillWriteHoles closes the small holes between each part's write ranges
// of a pointer parameter that no part of the launch writes: the part syncs
// such a hole in before the launch and holds it alone afterwards, which is
// correct (its bytes did not change) and keeps the tracker from splitting
// into a segment per struct field when a kernel stores the x, y and z of
// float4s but not w, or per row when it writes all columns but a few.
// Holes another part writes stay open.
// The spans it makes are carved from mem's, which a plan made again in
// the same memory reuses.
func fillWriteHoles(pointers []Param, parts []part, mem *holeMemory) {
	for i, prm := range pointers {
		if prm.Kind == ParamPointer {
			elem := max(int64(prm.ElemSize), 1)
			fillParamHoles(parts, i, holeRule{max(maxFilledHole/elem, 1), max(minPitch/elem, 1)}, mem)
		}
	}
}

// holeMemory is the memory fillWriteHoles works in: a plan's (a loop
// counter's plan is made anew at every launch, in the last one's memory).
type holeMemory struct {
	spans []Span  // the parts' write and need spans it rewrote, carved
	exts  []Range // fillParamHoles' scratch
}

// carve returns an empty array of n spans from m's.
func (m *holeMemory) carve(n int) []Span {
	m.spans = slices.Grow(m.spans, n)
	at := len(m.spans)
	m.spans = m.spans[:at+n]
	return m.spans[at : at : at+n]
}

// needFillShare bounds the bytes fillNeedHoles adds to a part's needs: at
// most one in needFillShare of what the spans it closes cover.
const needFillShare = 16

// fillNeedHoles closes the small holes within and between each part's
// need spans of a pointer parameter. The terms of a stencil each read a
// block of rows shifted by a row or a column (a 3-D convolution's seven
// reads of three planes), and their union leaves a column or two out of
// some rows: copied as they are, each row is a piece of its own, and the
// columns left out come in a few bytes at a time as later launches read
// them. A hole is closed where it is at most maxFilledHole bytes and adds
// at most a sixteenth to the bytes around it: the part then holds a valid
// copy of bytes it does not read, which is correct, and moves slightly
// more than it needs in far fewer copies.
func fillNeedHoles(pointers []Param, parts []part) {
	for i, prm := range pointers {
		if prm.Kind != ParamPointer {
			continue
		}
		maxHole := max(maxFilledHole/max(int64(prm.ElemSize), 1), 1)
		for pi := range parts {
			if a := &parts[pi].access[i]; !a.needWhole && (len(a.need) > 1 || len(a.need) == 1 && a.need[0].Count > 1) {
				a.need = closeNeedHoles(a.need, maxHole)
			}
		}
	}
}

// closeNeedHoles returns need (in its own memory) with the holes
// fillNeedHoles closes closed: a span whose rows leave a small hole
// between them becomes one range, of whole rows where the hole's columns
// reach its first row's start and its last row's end, and ranges a small
// hole apart are joined, sorted by their start.
func closeNeedHoles(need []Span, maxHole int64) []Span {
	for j, s := range need {
		if w, hole := s.Hi-s.Lo, s.Pitch-(s.Hi-s.Lo); s.Count > 1 && hole <= maxHole && hole*needFillShare <= w {
			// The hole's columns before the first row and after the
			// last close too (rows of Pitch elements from the
			// pointer): the next launch of a stencil reads them, as a
			// piece of its own.
			lo, end := s.Lo, s.end()
			if head := lo % s.Pitch; lo >= 0 && head <= hole {
				lo -= head
			}
			if tail := (s.Pitch - end%s.Pitch) % s.Pitch; end > 0 && tail <= hole {
				end += tail
			}
			need[j] = Span{lo, end, 0, 1}
		}
	}
	slices.SortFunc(need, func(a, b Span) int { return cmp.Compare(a.Lo, b.Lo) })
	out := need[:0]
	var filled, covered int64 // the holes closed and the bytes covered by the range out ends with
	for _, s := range need {
		if n := len(out); n > 0 && s.Count == 1 && out[n-1].Count == 1 {
			last := &out[n-1]
			hole := max(s.Lo-last.Hi, 0)
			if hole <= maxHole && (filled+hole)*needFillShare <= covered+s.Hi-s.Lo {
				if s.Hi > last.Hi {
					covered += s.Hi - max(s.Lo, last.Hi)
					last.Hi = s.Hi
				}
				filled += hole
				continue
			}
		}
		out = append(out, s)
		filled, covered = 0, s.Hi-s.Lo
	}
	return out
}

// holeRule says which holes of a part's writes fillWriteHoles closes, in
// elements: at most max wide, and no wider than the write before them
// unless the two together are shorter than the tracker's shortest row
// (minRow). A column written element by element (Gaussian elimination's
// multipliers) stays a column: its rows' holes, copied in, would move
// far more than it writes, and the tracker keeps a column as bands.
type holeRule struct{ max, minRow int64 }

// fills reports whether the rule closes a hole of hole elements after a
// write of width elements.
func (r holeRule) fills(width, hole int64) bool {
	return hole <= r.max && (hole <= width || width+hole < r.minRow)
}

// fillParamHoles closes the holes the rule takes of parameter i.
func fillParamHoles(parts []part, i int, rule holeRule, mem *holeMemory) {
	var all []Range  // every part's write ranges, merged when first needed
	var exts []Range // every part's write extent, found when first needed
	for pi := range parts {
		a := &parts[pi].access[i]
		if a.writtenWhole || len(a.written) == 0 {
			continue
		}
		sorted := apartSpans(a.written)
		if sorted && !smallHoles(a.written, rule) {
			continue
		}
		// Parts usually write apart (rows of a y split): when no other
		// part writes within a part's extent, its holes are its own.
		if exts == nil {
			mem.exts = append(mem.exts[:0], make([]Range, len(parts))...)
			exts = mem.exts
			for pj := range parts {
				if w := parts[pj].access[i].written; len(w) > 0 {
					exts[pj] = extent(w)
				}
			}
		}
		ext := exts[pi]
		apart := true
		for pj, other := range exts {
			if pj != pi && other.Lo < other.Hi {
				apart = apart && (other.Lo >= ext.Hi || other.Hi <= ext.Lo)
			}
		}
		if apart && sorted {
			fillSpanHoles(a, rule, mem)
			continue
		}
		if sorted && holesWritten(parts, pi, i, rule) {
			continue
		}
		var others []Range // the writes a hole must miss
		if !apart {
			if all == nil {
				for _, pt := range parts {
					all = expandSpans(pt.access[i].written, all)
				}
				all = mergeRanges(all)
			}
			others = all
		}
		written, holes := fillRangeHoles(mergeRanges(expandSpans(a.written, nil)), others, rule)
		a.written = compressRanges(written, nil)
		a.need = compressRanges(holes, a.need)
	}
}

// holesWritten reports whether another part writes into every hole the
// rule would close of part pi's writes of parameter i (sorted spans,
// apart), found without listing their rows: the holes of a strided span
// are, from its first row to its last, the columns out of its run, and a
// span of another part a row apart as well, whose run lies among those
// columns and whose rows cover them, writes into each. Then no hole is
// closed and the writes stay as they are. Column blocks of a matrix
// (Gram-Schmidt's update split along its columns, each part's run a row
// of the others' holes) are so; listed row by row, the check took a
// plan 40 µs at 512 rows and 370 µs at 4096. A hole between two spans
// leaves it to the rows.
func holesWritten(parts []part, pi, i int, rule holeRule) bool {
	written := parts[pi].access[i].written
	for k, s := range written {
		if k > 0 && rule.fills(written[k-1].Hi-written[k-1].Lo, s.Lo-written[k-1].end()) {
			return false
		}
		if s.Count > 1 && rule.fills(s.Hi-s.Lo, s.Pitch-(s.Hi-s.Lo)) && !rowHolesWritten(parts, pi, i, s) {
			return false
		}
	}
	return true
}

// rowHolesWritten reports whether a strided span of another part than pi
// writes into every hole between the rows of s (see holesWritten): its
// run, within a row of s.Pitch elements, right of s's in the rows from
// s's first to its last but one, or left of it from s's second to its
// last.
func rowHolesWritten(parts []part, pi, i int, s Span) bool {
	p := s.Pitch
	row := func(x Span) (first, col int64, ok bool) {
		if x.Lo < 0 || x.Count < 2 || x.Pitch != p {
			return 0, 0, false
		}
		first, col = x.Lo/p, x.Lo%p
		return first, col, col+x.Hi-x.Lo <= p
	}
	r0, c0, ok := row(s)
	if !ok {
		return false
	}
	r1, c1 := r0+s.Count-1, c0+s.Hi-s.Lo
	for pj := range parts {
		if pj == pi {
			continue
		}
		for _, t := range parts[pj].access[i].written {
			t0, d0, ok := row(t)
			t1, d1 := t0+t.Count-1, d0+t.Hi-t.Lo
			if ok && (d0 >= c1 && t0 <= r0 && t1 >= r1-1 || d1 <= c0 && t0 <= r0+1 && t1 >= r1) {
				return true
			}
		}
	}
	return false
}

// smallHoles reports whether written (sorted spans, apart) leaves a hole
// the rule closes within a span or between two: a column block of a
// matrix (its holes the other blocks) has none, and needs no look at the
// other parts. Spans that touch leave none (correlation's row block of
// symmat, then the column block below it: taken for a hole, the plan
// listed every part's writes row by row, 1.0-2.3 ms at 2048 rows).
func smallHoles(written []Span, rule holeRule) bool {
	for i, s := range written {
		within := s.Pitch - (s.Hi - s.Lo)
		if s.Count > 1 && within > 0 && rule.fills(s.Hi-s.Lo, within) {
			return true
		}
		if i > 0 {
			if gap := s.Lo - written[i-1].end(); gap > 0 && rule.fills(written[i-1].Hi-written[i-1].Lo, gap) {
				return true
			}
		}
	}
	return false
}

// fillSpanHoles closes the holes the rule takes within and between a's
// write spans (sorted, apart), which no other part writes: the spans that
// remain become a's writes, the holes join its needs, both in one array
// carved from mem's.
func fillSpanHoles(a *accessPlan, rule holeRule, mem *holeMemory) {
	nw := len(a.written)
	buf := mem.carve(len(a.need) + 3*nw)
	filled, need := buf[:0:nw], append(buf[nw:nw], a.need...)
	for _, s := range a.written {
		if s.Count > 1 && rule.fills(s.Hi-s.Lo, s.Pitch-(s.Hi-s.Lo)) {
			need = append(need, Span{s.Hi, s.Lo + s.Pitch, s.Pitch, s.Count - 1})
			s = Span{s.Lo, s.end(), 0, 1}
		}
		if n := len(filled); n > 0 && filled[n-1].Count == 1 && s.Count == 1 && rule.fills(filled[n-1].Hi-filled[n-1].Lo, s.Lo-filled[n-1].Hi) {
			need = append(need, Span{filled[n-1].Hi, s.Lo, 0, 1})
			filled[n-1].Hi = s.Hi
			continue
		}
		filled = append(filled, s)
	}
	a.written, a.need = filled, need
}

// fillRangeHoles closes the holes the rule takes between the ranges of
// written (sorted, disjoint) that no range of all (every part's writes,
// merged) overlaps: it returns the ranges that remain and the holes
// closed.
func fillRangeHoles(written, all []Range, rule holeRule) (filled, holes []Range) {
	filled = written[:1]
	for _, r := range written[1:] {
		last := &filled[len(filled)-1]
		hole := Range{last.Hi, r.Lo}
		if rule.fills(last.Hi-last.Lo, hole.Hi-hole.Lo) && !overlapsAny(all, hole) {
			holes = append(holes, hole)
			last.Hi = r.Hi
			continue
		}
		filled = append(filled, r)
	}
	return filled, holes
}

// overlapsAny reports whether r overlaps a range of rs (sorted, disjoint).
func overlapsAny(rs []Range, r Range) bool {
	j, _ := slices.BinarySearchFunc(rs, r.Lo, func(x Range, lo int64) int {
		switch {
		case x.Hi <= lo:
			return -1
		case x.Lo > lo:
			return 1
		}
		return 0
	})
	return j < len(rs) && rs[j].Lo < r.Hi
}

// accessPlans enumerates each pointer parameter's spans for one box into
// out. A part synchronises in what it reads and may write, and then holds
// alone what it writes or may write: the writes are exact (every element
// listed is written; the analysis lists the others as may-writes, and a
// kernel it does not split as may-writing everything), so what a part
// writes needs nothing copied in, split or not. A buffer reduced into is
// needed whole by the first part only (first: an unsplit launch's part
// too). The spans stay in the scratch until settleSpans.
func (s *launchScratch) accessPlans(pointers []Param, box *[12]int64, first bool, out []accessPlan) {
	for i := range pointers {
		prm := &pointers[i] // not copied: a parameter is three accesses
		if prm.Kind != ParamPointer {
			continue
		}
		a := &out[i]
		if prm.Reduce != ReduceNone {
			a.needWhole, a.writtenWhole = first, true
			continue
		}
		mayWrite := slotted{&prm.MayWrite, i*modes + modeMayWrite}
		a.needWhole = s.enumerate(box, &a.need, slotted{&prm.Read, i*modes + modeRead}, mayWrite)
		a.writtenWhole = s.enumerate(box, &a.written, slotted{&prm.Write, i*modes + modeWrite}, mayWrite)
	}
}

// slotted is an access of a pointer parameter and its slot in the
// scratch's lists (-1: none).
type slotted struct {
	*Access
	slot int
}

// spanMark is where in the scratch's planSpans the spans of to lie.
type spanMark struct {
	to     *[]Span
	lo, hi int
}

// enumerate appends the spans of the accesses for the box to the
// scratch's planSpans (ranges merged, then compressed, and the enumerated
// spans after them), to be set in *to by settleSpans, and reports whether
// one of them is the whole buffer. The enumerators fill the scratch
// buffers ranges and spans, kept from launch to launch, so that each runs
// once with room enough.
func (s *launchScratch) enumerate(box *[12]int64, to *[]Span, accesses ...slotted) (whole bool) {
	rs, spans := s.ranges[:0], s.spans[:0]
	for _, sa := range accesses {
		if lr, ls, ok := s.lists.listed(sa.slot, box); ok {
			rs, spans = append(rs, lr...), append(spans, ls...)
			continue
		}
		if acc := sa.Access; acc.Pattern == AccessSpans {
			spans = acc.elemSpans(box, s.scalars, spans)
		} else {
			var w bool
			rs, w = acc.elemRanges(box, s.scalars, rs)
			whole = whole || w
		}
	}
	s.ranges, s.spans = rs, spans
	lo := len(s.planSpans)
	s.planSpans = append(compressRanges(mergeRanges(rs), s.planSpans), spans...)
	s.marks = append(s.marks, spanMark{to, lo, len(s.planSpans)})
	return whole
}

// settleSpans gives the spans enumerate gathered an array of the plan's
// own (the scratch is reused by the next plan), array's when it has room,
// each list capped so that appending to it copies; it returns the array.
func (s *launchScratch) settleSpans(array []Span) []Span {
	all := append(array[:0], s.planSpans...)
	for _, m := range s.marks {
		if m.hi > m.lo {
			*m.to = all[m.lo:m.hi:m.hi]
		}
	}
	return all
}
