package analyze

import (
	"fmt"
	"slices"
	"strings"
)

// Ownership: which block along a grid dimension owns each element a
// subscript writes (its row, a group of rows, a pinned element), the
// windows of elements a block reads, and what a launch must satisfy for
// blocks to stay apart.

// owner describes how subscript q of an access names the block that
// touches it: sub = m*g_s + rest + w (g = blockOff + threadIdx, kind "g")
// or sub = m*blockIdx_s + rest + w (kind "b"), or sub = floor(g_s/c) + rest
// + w (kind "group", m = 1: one element per c threads), m != 0, rest made of kernel
// parameters only and w in a window: a constant, plus loop counters with
// constant bounds, plus threadIdx terms c*t_d (c > 0). When all writes of
// an array share kind, m and rest, and their windows fit in |m|
// consecutive values, the subscript determines g_s (or blockIdx_s), so
// blocks with different blockIdx_s write different elements. A window with
// threadIdx terms spans c*(blockDim_d - 1) more values: it fits only for
// small enough blocks (blockIdx.x*16 + threadIdx.x needs blockDim.x <= 16),
// which the launch must then satisfy (model.Kernel.SplitRequires).
type owner struct {
	kind  string
	m     int64
	rest  string
	group int64 // kind "group": the threads per element (groupOwner)
}

// window is where the part w of one access case's subscript lies: in
// [lo, hi + sum of threads[t_d]*(blockDim_d - 1)].
type window struct {
	lo, hi  int64
	threads poly // threadIdx atom -> its coefficient (> 0)
}

func ownerOf(sub poly, s string, cond conj) (o owner, w window, ok bool) {
	var rest poly
	switch {
	case sub["bo"+s] != 0 && sub["bo"+s] == sub["t"+s] && (sub["gk"+s] == 0 || sub["gk"+s] == sub["bo"+s]):
		// In a grid-stride loop the index is g + gk, gk a multiple of
		// gs = blockDim*gridDim > g: it determines g, hence the block.
		o.kind, o.m = "g", sub["bo"+s]
		g := atomPoly("bo" + s).add(atomPoly("t" + s))
		if sub["gk"+s] != 0 {
			g = g.add(atomPoly("gk" + s))
		}
		rest = sub.sub(g.scale(o.m))
	case sub["b"+s] != 0 && (sub["gb"+s] == 0 || sub["gb"+s] == sub["b"+s]):
		// In a loop over the blocks the index is b + gb, gb a multiple of
		// gridDim > b: it determines b.
		o.kind, o.m = "b", sub["b"+s]
		x := atomPoly("b" + s)
		if sub["gb"+s] != 0 {
			x = x.add(atomPoly("gb" + s))
		}
		rest = sub.sub(x.scale(o.m))
	default:
		return groupOwner(sub, s, cond)
	}
	// Remainders (x % c, x & (c - 1)) lie in [0, c): whatever x is.
	rest, rlo, rhi := remainderRanges(rest, cond)
	// Loop counters with constant bounds widen the window of constants.
	w.lo, w.hi, w.threads = rest[""]+rlo, rest[""]+rhi, poly{}
	fixed := poly{}
	for m, c := range rest {
		switch {
		case m == "" || isParamAtom(m):
			fixed[m] = c
		case strings.HasPrefix(m, "k") && !strings.Contains(m, "*"):
			kmax, bounded := counterBound(m, cond)
			if !bounded {
				return owner{}, window{}, false
			}
			w.lo += min(0, c*kmax)
			w.hi += max(0, c*kmax)
		case (m == "tx" || m == "ty" || m == "tz") && c > 0:
			w.threads[m] = c
		default:
			return owner{}, window{}, false
		}
	}
	o.rest = fixed.sub(constPoly(fixed[""])).String()
	return o, w, true
}

// remainderRanges takes out of e the multiples of remainders x - c*q whose
// quotient q cond defines (c*q <= x <= c*q + c - 1, quotient in eval.go):
// each lies in [0, c). It returns what is left and the range the
// remainders add.
func remainderRanges(e poly, cond conj) (rest poly, lo, hi int64) {
	rest = e
	for _, k := range cond {
		if !k.def {
			continue
		}
		for q, a := range k.e {
			if !strings.HasPrefix(q, "q") || strings.Contains(q, "*") || a >= 0 || rest[q] == 0 || rest[q]%a != 0 {
				continue
			}
			// k.e = x - c*q >= 0 with c = -a; its partner c*q + c - 1 - x >= 0.
			upper := k.e.scale(-1).add(constPoly(-a - 1))
			if !slices.ContainsFunc(cond, func(u constraint) bool { return u.def && u.e.equal(upper) }) {
				continue
			}
			n := rest[q] / a
			rest = rest.sub(k.e.scale(n))
			lo, hi = lo+min(0, n*(-a-1)), hi+max(0, n*(-a-1))
			break
		}
	}
	return rest, lo, hi
}

// groupOwner reads sub = floor((g_s + r)/c) + rest (g_s the global index,
// r a multiple of c, rest made of kernel parameters and a constant): one
// element per group of c consecutive threads, out[i / 32] for a warp's
// result. Its kind is "group", with m = 1 and the window the constant of
// rest plus r/c. The groups of different blocks are apart when blockDim_s
// is a multiple of c, which the launch must satisfy.
func groupOwner(sub poly, s string, cond conj) (owner, window, bool) {
	var q string
	for m, c := range sub {
		if strings.HasPrefix(m, "q") && !strings.Contains(m, "*") && c == 1 && q == "" {
			q = m
		} else if m != "" && !isParamAtom(m) {
			return owner{}, window{}, false
		}
	}
	global := atomPoly("bo" + s).add(atomPoly("t" + s))
	for _, k := range cond {
		c := -k.e[q]
		if q == "" || !k.def || c <= 0 {
			continue
		}
		// The definition c*q <= e < c*q + c of the quotient of e by c.
		e := k.e.add(atomPoly(q).scale(c))
		r, constant := e.sub(global).constant()
		if !constant || r%c != 0 || !slices.ContainsFunc(cond, func(o constraint) bool {
			return o.def && o.e.equal(atomPoly(q).scale(c).add(constPoly(c-1)).sub(e))
		}) {
			continue
		}
		rest := sub.sub(atomPoly(q))
		k := rest[""] + r/c
		return owner{kind: "group", group: c, m: 1, rest: rest.sub(constPoly(rest[""])).String()},
			window{lo: k, hi: k, threads: poly{}}, true
	}
	return owner{}, window{}, false
}

// firstOwner is the owner of subscript q of the first write case in owner
// form, or nil.
func firstOwner(writes []*indexedAccess, q int, s string) *owner {
	for _, ia := range writes {
		for _, c := range ia.cases {
			if o, _, good := ownerOf(c.subs[q], s, c.cond); good {
				return &o
			}
		}
	}
	return nil
}

// pinnedOwner reads sub in the form of owner o (nil: any, with m = 1)
// where cond pins the block: blockIdx_s = v, or the global index g_s = v
// (i == 0, or blockIdx_s == 0 and threadIdx_s == v) around total[0] = ....
// Adding m*(x - v), zero wherever the case applies, to sub gives the
// owner form, with the window of the elements the block(s) with x = v
// write there: m*v + rest + window.
func pinnedOwner(sub poly, s string, cond conj, o *owner) (owner, int64, window, bool) {
	global := atomPoly("bo" + s).add(atomPoly("t" + s))
	index := map[string]poly{"b": atomPoly("b" + s), "t": atomPoly("t" + s), "g": global}
	pins := map[string]int64{} // "b", "t", "g" -> the value cond gives it
	for _, k := range cond {
		for x, xp := range index {
			a := k.e[firstMonomial(xp)]
			if !k.eq || a == 0 {
				continue
			}
			if c, constant := k.e.sub(xp.scale(a)).constant(); constant && c%a == 0 {
				pins[x] = -c / a
			}
		}
	}
	if b, ok := pins["b"]; ok && b == 0 {
		if t, ok := pins["t"]; ok {
			pins["g"] = t // blockIdx 0: blockOff 0
		}
	}
	m := int64(1)
	if o != nil {
		m = o.m
	}
	for _, x := range []string{"b", "g"} {
		v, pinned := pins[x]
		if !pinned {
			continue
		}
		if p, w, ok := ownerOf(sub.add(index[x].add(constPoly(-v)).scale(m)), s, cond); ok && (o == nil || p == *o) {
			return p, v, w, true
		}
	}
	return owner{}, 0, window{}, false
}

// pin is the range of elements (less the owner's parameter part) of a
// pinned access case, which only the block(s) with owner index v touch,
// and its window in owner form (where the case applies the owner index is
// v, so the subscript is also m*x + rest + window).
type pin struct {
	v, lo, hi int64
	w         window
}

// pinsApart reports whether the pinned ranges are apart from each other
// (for different v) and below every element of the other cases' windows:
// those are m*x + window with x >= 0 (blockIdx, or the global index), so
// for m > 0 they start at the lowest window's lo.
func pinsApart(pins []pin, windows []window, m int64) bool {
	if len(pins) > 0 && len(windows) > 0 {
		if m <= 0 {
			return false
		}
		lo := windows[0].lo
		for _, w := range windows {
			lo = min(lo, w.lo)
		}
		for _, p := range pins {
			if p.hi >= lo {
				return false
			}
		}
	}
	for i, p := range pins {
		for _, other := range pins[:i] {
			if p.v != other.v && p.lo <= other.hi && other.lo <= p.hi {
				return false
			}
		}
	}
	return true
}

// windowRequires says when the windows of the cases of one owner fit in
// width consecutive values: never (ok false), always (no constraint), or
// for blocks small enough (constraints on blockDim, each e >= 0).
func windowRequires(windows []window, width int64) (requires []constraint, ok bool) {
	lo := windows[0].lo
	for _, w := range windows {
		lo = min(lo, w.lo)
	}
	for _, w := range windows {
		// w.hi + sum c*(bd_d - 1) - lo <= width - 1
		spare := width - 1 - (w.hi - lo)
		if spare < 0 {
			return nil, false
		}
		if len(w.threads) == 0 {
			continue
		}
		e := constPoly(spare)
		for t, c := range w.threads {
			e = e.sub(atomPoly("bd" + t[1:]).add(constPoly(-1)).scale(c))
		}
		if e[""] < 0 {
			return nil, false // too wide even for one thread per block
		}
		requires = append(requires, constraint{e: e})
	}
	return requires, true
}

// counterBound finds a constant upper bound of loop counter k (whose lower
// bound is 0) among constraints -a*k + c >= 0 of cond, or -a*k + b*k2 + c
// >= 0 with k2 an enclosing loop's counter bounded so (a triangle, k < c
// of Rodinia lud's column solve).
func counterBound(k string, cond conj) (int64, bool) {
	return counterBoundIn(k, cond, 2)
}

func counterBoundIn(k string, cond conj, depth int) (int64, bool) {
	best, found := int64(0), false
	for _, con := range cond {
		a := con.e[k]
		if b, ok := outerCounterBound(k, con, cond, depth); ok {
			if !found || b < best {
				best, found = b, true
			}
			continue
		}
		if len(con.e) > 2 || (len(con.e) == 2 && con.e[""] == 0) || a == 0 {
			continue
		}
		if con.eq {
			if b := -con.e[""]; b%a == 0 && (!found || b/a < best) {
				best, found = b/a, true
			}
			continue
		}
		if a < 0 {
			if b := con.e[""] / -a; !found || b < best {
				best, found = b, true
			}
		}
	}
	return best, found
}

// outerCounterBound reads con as -a*k + b*k2 + c >= 0 (a, b > 0, k2 another
// counter, never negative) and bounds k by the bound of k2.
func outerCounterBound(k string, con constraint, cond conj, depth int) (int64, bool) {
	a := -con.e[k]
	if depth == 0 || con.eq || a <= 0 || len(con.e) > 3 {
		return 0, false
	}
	for k2, b := range con.e {
		if k2 == k || k2 == "" || b <= 0 || !strings.HasPrefix(k2, "k") || strings.Contains(k2, "*") {
			continue
		}
		if len(con.e) == 3 && con.e[""] == 0 {
			return 0, false // a third atom
		}
		k2max, ok := counterBoundIn(k2, cond, depth-1)
		if !ok {
			return 0, false
		}
		x := b*k2max + con.e[""]
		q := x / a
		if x%a != 0 && x < 0 {
			q--
		}
		return q, true
	}
	return 0, false
}

// isParamAtom reports whether an atom is an isl parameter (fixed for a
// launch): blockDim, gridDim and the kernel's integer arguments.
func isParamAtom(a string) bool {
	return strings.HasPrefix(a, "bd") || strings.HasPrefix(a, "gd") || isArgAtom(a)
}

// isArgAtom reports whether an atom is an integer argument of the kernel
// (p<i>, or p<i>f<offset>: a field of a struct argument).
func isArgAtom(a string) bool {
	return strings.HasPrefix(a, "p") && a != "phi"
}

// nonnegAtom reports whether an atom is never negative: the builtins, loop
// counters and access widths (not kernel arguments, quotients, nor
// relaxed products).
func nonnegAtom(a string) bool {
	return a != "" && !strings.HasPrefix(a, "p") && !strings.HasPrefix(a, "q") && !strings.HasPrefix(a, "u")
}

// implied reports whether e >= 0 follows from c by a simple argument: e,
// or e minus one or two constraints of c (or of 0 <= threadIdx < blockDim
// and 0 <= blockIdx < gridDim), has
// non-negative coefficients on never-negative atoms and a non-negative
// constant (or 0 <= blockIdx < gridDim). Sufficient, not complete: false means "not proven".
func implied(e poly, c conj) bool {
	trivially := func(x poly) bool {
		for m, v := range x {
			if m == "" {
				if v < 0 {
					return false
				}
				continue
			}
			if v < 0 {
				return false
			}
			for _, a := range strings.Split(m, "*") {
				if !nonnegAtom(a) {
					return false
				}
			}
		}
		return true
	}
	if trivially(e) {
		return true
	}
	facts := append(conj{}, c...)
	for _, d := range dims {
		facts = append(facts, constraint{e: atomPoly("bd" + d).sub(atomPoly("t" + d)).add(constPoly(-1))},
			constraint{e: atomPoly("gd" + d).sub(atomPoly("b" + d)).add(constPoly(-1))},
			constraint{e: gridThreads(d)})
	}
	// e minus one or two facts (equalities with either sign).
	var terms []poly
	for _, f := range facts {
		terms = append(terms, f.e)
		if f.eq {
			terms = append(terms, f.e.scale(-1))
		}
	}
	for i, f := range terms {
		rest := e.sub(f)
		if trivially(rest) {
			return true
		}
		for _, g := range terms[i+1:] {
			if trivially(rest.sub(g)) {
				return true
			}
		}
	}
	return false
}

// ownership is how the blocks along one grid dimension own the elements
// of an array they write.
type ownership struct {
	dim      int   // the subscript the block index owns
	owner    owner // how
	threaded bool  // a block's window of that subscript depends on blockDim
	// onlyPinned: every access is pinned to one block (if (i == 0)).
	onlyPinned bool
	// apart: no owner form, but isl shows blocks apart (blocksApart).
	apart bool
	// requires are the conditions on the launch under which that holds
	// (none: always).
	requires []constraint
}

// apartBetweenBlocks is the ownership of pa's elements when no subscript
// has an owner but isl shows that the blocks along s never use what
// another writes (blocksApart), every access inside its rows.
func (pa *paramAccesses) apartBetweenBlocks(s string, pv *prover) (ownership, bool) {
	if pa.readAll {
		return ownership{}, false
	}
	var bounds []constraint
	for _, ia := range append(slices.Clone(pa.writes), pa.reads...) {
		for _, c := range ia.cases {
			inside, proved := pv.inBounds(c, pa.sizes, ia.width)
			if !proved {
				return ownership{}, false
			}
			bounds = append(bounds, inside...)
		}
	}
	if !pv.blocksApart(pa.writes, pa.reads, s) {
		return ownership{}, false
	}
	return ownership{dim: len(pa.sizes) + 1, apart: true, requires: bounds}, true
}

// ownedDim finds the outermost subscript that the block index s owns in
// every write of pa, and checks that reads of pa stay within the reading
// block's own elements.
func (pa *paramAccesses) ownedDim(s, name string, pv *prover) (ownership, *refusal) {
	first := pa.writes[0].acc.pos
	if pa.readAll {
		return ownership{}, &refusal{fmt.Sprintf("reads elements other blocks write (%s)", pa.readWhy), first}
	}
	rank := len(pa.sizes) + 1
	var notInBounds *refusal
	for q := 0; q < rank; q++ {
		var windows []window
		var pins []pin
		var windowed, bounds []constraint
		ok := true
		// The writes' next subscript may instead lie in rows shifted by
		// the launch (shiftedRow), which reads of the array, compared
		// subscript by subscript, would not allow.
		shiftable, unproved := q+1 < rank && len(pa.reads) == 0, false
		var shifted []constraint
		var spans []rowSpan
		// The owner: of the first write case in owner form, else of the
		// first one pinned to a block (checked below).
		own := firstOwner(pa.writes, q, s)
		// A read of elements no block of the launch writes (a pivot row,
		// the other buffer of a ping-pong picked by an argument) needs no
		// owner.
		// The launches the split is for meet the requirements found so
		// far (a tile's threads fit in its rows: Rodinia lud's perimeter
		// row off + ty is then above every written tile).
		unwrittenRead := func(ia *indexedAccess, c accessCase) ([]constraint, bool) {
			inside, proved := pv.inBounds(c, pa.sizes, ia.width)
			launch := append(append(slices.Clone(windowed), bounds...), inside...)
			return inside, !ia.acc.write && proved && pv.unwritten(c, ia.width, pa.writes, launch)
		}
		check := func(ia *indexedAccess) {
			for _, c := range ia.cases {
				extra := int64(0)
				if q == rank-1 {
					extra = int64(ia.width - 1)
				}
				if o, w, good := ownerOf(c.subs[q], s, c.cond); good && (own == nil || o == *own) {
					w.hi += extra
					windows = append(windows, w)
					own = &o
				} else if o, v, w, good := pinnedOwner(c.subs[q], s, c.cond, own); good && len(w.threads) == 0 {
					w.hi += extra
					pins = append(pins, pin{v: v, lo: o.m*v + w.lo, hi: o.m*v + w.hi, w: w})
					own = &o
				} else if inside, unwritten := unwrittenRead(ia, c); unwritten {
					bounds = append(bounds, inside...)
					continue
				} else {
					ok = false
					return
				}
				inside, proved := pv.inBounds(c, pa.sizes, ia.width)
				bounds = append(bounds, inside...)
				if shiftable && ia.acc.write {
					but, butProved := pv.inBoundsBut(c, pa.sizes, ia.width, q+1)
					span, spanned := pv.spanOf(c, q+1, ia.width)
					shifted, spans = append(shifted, but...), append(spans, span)
					shiftable = butProved && spanned
				}
				if !proved && shiftable && ia.acc.write {
					unproved = true
					continue
				}
				if !proved {
					ok = false
					if notInBounds == nil {
						notInBounds = &refusal{fmt.Sprintf("cannot prove the subscripts of %s stay inside the rows of its %d-D layout", name, rank), ia.acc.pos}
					}
					return
				}
			}
		}
		fits := func() bool {
			if own == nil {
				return false
			}
			width := max(own.m, -own.m)
			if !pinsApart(pins, windows, own.m) {
				// Pinned cases among the others' windows (fdtd2d's first
				// row, if (i == 0) ey[j] = ..., else ey[i*NY + j] = ...):
				// in owner form they are windows like the others'.
				if len(windows) == 0 {
					return false
				}
				all := slices.Clone(windows)
				for _, p := range pins {
					all = append(all, p.w)
				}
				windowed, ok = windowRequires(all, width)
				return ok
			}
			if len(windows) > 0 {
				windowed, ok = windowRequires(windows, width)
			}
			return ok
		}
		for _, ia := range pa.writes {
			check(ia)
		}
		if ok && shiftable && (unproved || len(bounds) > 0) {
			if shift, good := pv.shiftedRow(spans, pa.sizes[q]); good {
				bounds, unproved = append(shifted, shift...), false
			}
		}
		if ok && unproved {
			ok = false
			if notInBounds == nil {
				notInBounds = &refusal{fmt.Sprintf("cannot prove the subscripts of %s stay inside the rows of its %d-D layout", name, rank), pa.writes[0].acc.pos}
			}
		}
		if !ok || !fits() {
			continue
		}
		for _, ia := range pa.reads {
			nw, np, nb, before := len(windows), len(pins), len(bounds), own
			check(ia)
			if ok && fits() {
				continue
			}
			// Outside the owner's windows: unwritten elements, or refused.
			windows, pins, bounds, own, ok = windows[:nw], pins[:np], bounds[:nb], before, true
			for _, c := range ia.cases {
				inside, unwritten := unwrittenRead(ia, c)
				if !unwritten {
					return ownership{}, &refusal{fmt.Sprintf("reads elements other blocks write (%s)", name), ia.acc.pos}
				}
				bounds = append(bounds, inside...)
			}
			fits()
		}
		return ownership{dim: q, owner: *own, threaded: len(windowed) > 0, onlyPinned: len(windows) == 0,
			requires: append(windowed, bounds...)}, nil
	}
	if notInBounds != nil {
		return ownership{}, notInBounds
	}
	return ownership{}, &refusal{fmt.Sprintf("blocks with different blockIdx.%s may write the same element of %s", s, name), first}
}
