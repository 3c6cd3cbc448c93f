package analyze

import (
	"fmt"
	"slices"
	"strings"

	"mgpucc/isl"
)

// prover settles, with isl, what the quick syntactic check (implied)
// cannot: whether the constraints of an access imply that its inner
// subscripts stay inside their rows.
type prover struct {
	ctx    *isl.Ctx
	params []string // the kernel's integer scalar parameters, p<i>
	// guardsFirst bounds a subscript over the launch by a guard that
	// states it whole before the grid (launchBounds): in a reading that
	// forces a constant row length on loops that run to an argument
	// (otherShapes), the argument is what keeps the columns in rows.
	guardsFirst bool
}

// inBounds reports whether every inner subscript of c lies in [0, size):
// always (ok, no requirements), for launches that satisfy requires (each
// e >= 0, over blockDim, gridDim and the integer arguments: an unguarded
// C[16*blockIdx.x + threadIdx.x] stays in its rows when the grid is no
// wider than the matrix), or not provably (ok false).
func (pv *prover) inBounds(c accessCase, sizes []poly, width int) (requires []constraint, ok bool) {
	if pv.provedInBounds(c, sizes, width) {
		return nil, true
	}
	return launchBounds(c, sizes, width, pv != nil && pv.guardsFirst)
}

// launchBounds bounds every inner subscript of c over the whole launch
// (subscriptBound) and returns the conditions that keep those bounds inside
// the rows. A bound the guards imply needs none (if (y < n - t) a[t*n + y
// + t]: only t >= 0).
func launchBounds(c accessCase, sizes []poly, width int, guardsFirst bool) (requires []constraint, ok bool) {
	bound := func(p poly, largest bool) (poly, bool) { return subscriptBound(p, c.cond, largest, guardsFirst) }
	when := launchWhen(c.cond)
	for i, s := range sizes {
		sub := c.subs[i+1]
		last := sub
		if i+1 == len(sizes) {
			last = sub.add(constPoly(int64(width - 1)))
		}
		var bounds []poly
		// Remainders (threadIdx.x % 16) count by their range.
		if !implied(sub, c.cond) {
			rest, lo, _ := remainderRanges(sub, c.cond)
			lowest, ok := bound(rest, false)
			if !ok {
				return nil, false
			}
			bounds = append(bounds, lowest.add(constPoly(lo)))
		}
		if !implied(s.sub(last).add(constPoly(-1)), c.cond) {
			rest, _, hi := remainderRanges(last, c.cond)
			highest, ok := bound(rest, true)
			if !ok {
				return nil, false
			}
			bounds = append(bounds, s.sub(highest.add(constPoly(hi))).add(constPoly(-1)))
		}
		for _, e := range bounds {
			if v, constant := e.constant(); constant {
				if v < 0 {
					return nil, false
				}
				continue
			}
			if !launchTerms(e) || never(e) {
				return nil, false
			}
			requires = append(requires, constraint{e: e, when: when})
		}
	}
	return requires, true
}

// subscriptBound is the least (or largest) value of p over a launch that
// reaches cond: each index between 0 and its extent, loop counters by
// their constant bounds (extreme; the guards of cond ignored, which only
// widens the range). Where that fails, or first with guardsFirst, a guard
// of the launch's values that bounds p whole bounds it (guardedBound); so
// does a guard of the arguments alone where the grid would bound p from
// above: the column of if (j < w) a[i*W + j] is below w, and w <= W holds
// where the program passes its width, where a grid rounded up to whole
// blocks (ceil(W/32) of 32 threads) is wider than W unless 32 divides it
// (PolyBench's 2-D kernels).
func subscriptBound(p poly, cond conj, largest, guardsFirst bool) (poly, bool) {
	grid := func(x string) bool { return strings.HasPrefix(x, "bd") || strings.HasPrefix(x, "gd") }
	guarded, byGuard := guardedBound(p, cond, largest)
	if byGuard && guardsFirst {
		return guarded, true
	}
	b, ok := extreme(p, cond, largest)
	if byGuard && (!ok || largest && b.uses(grid) && !guarded.uses(grid)) {
		return guarded, true
	}
	return b, ok
}

// launchWhen are the conditions of cond on the launch alone (steps >= 2):
// those under which an access case is reached at all.
func launchWhen(cond conj) conj {
	var when conj
	for _, k := range cond {
		if !k.def && len(k.e) > 1 && launchTerms(k.e) {
			when = append(when, k)
		}
	}
	return when
}

// inBoundsBut is inBounds for every inner subscript of c but subscript
// skip (>= 1), whose row may be shifted (shiftedRow).
func (pv *prover) inBoundsBut(c accessCase, sizes []poly, width, skip int) ([]constraint, bool) {
	rest := accessCase{cond: c.cond, subs: slices.Delete(slices.Clone(c.subs), skip, skip+1)}
	restSizes := slices.Delete(slices.Clone(sizes), skip-1, skip)
	if skip == len(sizes) {
		width = 1 // the width is the skipped subscript's
	}
	return pv.inBounds(rest, restSizes, width)
}

// rowSpan is where subscript q of an access case lies over a launch, for
// the launches that reach the case (when): from lo to hi, polynomials of
// the launch and the arguments.
type rowSpan struct {
	lo, hi poly
	when   conj
}

// spanOf is the rowSpan of subscript q of c (the last one width elements
// wide), bounded as launchBounds bounds it.
func (pv *prover) spanOf(c accessCase, q, width int) (rowSpan, bool) {
	sub := c.subs[q]
	last := sub
	if q == len(c.subs)-1 {
		last = sub.add(constPoly(int64(width - 1)))
	}
	guardsFirst := pv != nil && pv.guardsFirst
	lo, okLo := subscriptBound(sub, c.cond, false, guardsFirst)
	hi, okHi := subscriptBound(last, c.cond, true, guardsFirst)
	return rowSpan{lo: lo, hi: hi, when: launchWhen(c.cond)}, okLo && okHi
}

// shiftedRow says when the spans of the write cases of one subscript fit
// together in size consecutive values, wherever those start: a subscript
// that lies in [c, c + size) for some c fixed for the launch (not by the
// block), inside a subscript the block index owns, shifts every block's
// elements by the same c*(inner sizes), so blocks that own different rows
// still write different elements. A time-blocked stencil's last launch
// (Rodinia's hotspot and pathfinder: border = the pyramid's height, fewer
// steps left) stores tiles of 16 - 2*steps cells from tx - border, with
// steps <= tx < 16 - steps: [steps - border, 15 - steps - border], one
// tile wide, out of [0, 16 - 2*steps) when border > steps. The
// requirements are hi - lo <= size - 1 for every two spans a launch may
// reach together (pairs whose launches exclude each other need nothing).
func (pv *prover) shiftedRow(spans []rowSpan, size poly) (requires []constraint, ok bool) {
	for _, a := range spans {
		for _, b := range spans {
			when := append(slices.Clone(a.when), b.when...)
			e := size.add(constPoly(-1)).sub(a.hi).add(b.lo)
			if v, constant := e.constant(); constant && v >= 0 {
				continue
			}
			if pv.impliedUnder(constraint{e: constPoly(-1), when: when}, nil) {
				continue // no launch reaches both
			}
			if _, constant := e.constant(); constant || !launchTerms(e) || never(e) {
				return nil, false
			}
			requires = append(requires, constraint{e: e, when: when})
		}
	}
	return requires, true
}

// extreme returns the largest (or smallest) value p takes over the launch
// as a polynomial of the launch and the arguments: each term with one
// index atom (times blockDim and gridDim atoms, which are positive) takes
// that index at the end of its range that the sign of the term picks.
func extreme(p poly, cond conj, largest bool) (poly, bool) {
	r := poly{}
	for m, c := range p {
		var index string
		rest := constPoly(c)
		if m != "" {
			for _, a := range strings.Split(m, "*") {
				switch {
				case isParamAtom(a):
					rest = rest.mul(atomPoly(a))
				case index == "":
					index = a
				default:
					return nil, false
				}
			}
		}
		if index != "" && rest.uses(func(a string) bool { return strings.HasPrefix(a, "p") }) {
			return nil, false // the sign of an argument is unknown
		}
		if index == "" {
			r = r.add(rest)
			continue
		}
		lo, hi, bounded := indexRange(index, cond)
		if !bounded {
			return nil, false
		}
		if (c > 0) == largest {
			r = r.add(rest.mul(hi))
		} else {
			r = r.add(rest.mul(lo))
		}
	}
	return r, true
}

// guardedBound is a bound of p by the launch alone that a guard of cond
// states of p whole, where extreme, bounding p's atoms one by one, fails:
// a column j1 + 1 + k that a loop keeps below the argument m
// (for (j2 = j1 + 1; j2 < m; j2++) a[j1*M + j2]) is at most m - 1 (the
// largest), whatever the bounds of j1 and k alone.
func guardedBound(p poly, cond conj, largest bool) (poly, bool) {
	// An index an equality fixes (a loop's first iteration, k = 0) is its
	// value, in p and in the guards.
	values := map[string]poly{}
	for _, k := range cond {
		e := k.e.clean()
		a := firstMonomial(e)
		if c := e[a]; k.eq && a != "" && !strings.Contains(a, "*") && len(e)-len(constPoly(e[""]).clean()) == 1 && (c == 1 || c == -1) {
			values[a] = constPoly(-e[""] * c)
		}
	}
	fixed := func(q poly) poly {
		for a, v := range values {
			q = q.substitute(a, v)
		}
		return q
	}
	p = fixed(p)
	for _, k := range cond {
		if k.def {
			continue
		}
		// k.e >= 0 with k.e = b - p bounds p from above by b, with
		// k.e = p - b from below; an equality does both.
		for _, sign := range []int64{1, -1} {
			if sign == -1 && !k.eq {
				break
			}
			e := fixed(k.e).scale(sign)
			b := e.add(p)
			if !largest {
				b = p.sub(e)
			}
			if !b.uses(func(x string) bool { return !isParamAtom(x) }) {
				return b, true
			}
		}
	}
	return nil, false
}

// indexRange is the range of an index atom over a launch, for threadIdx
// within the bounds the guards give it (if (tx >= steps && tx < 16 -
// steps), the part of a tile a time-blocked stencil keeps).
func indexRange(a string, cond conj) (lo, hi poly, ok bool) {
	for _, d := range dims {
		switch a {
		case "t" + d:
			lo, hi = poly{}, atomPoly("bd"+d).add(constPoly(-1))
			if l, guarded := guardBound(a, cond, 1); guarded {
				lo = l
			}
			if h, guarded := guardBound(a, cond, -1); guarded {
				hi = h
			}
			return lo, hi, true
		case "b" + d:
			return poly{}, atomPoly("gd" + d).add(constPoly(-1)), true
		case "bo" + d:
			bd := atomPoly("bd" + d)
			return poly{}, bd.mul(atomPoly("gd" + d)).sub(bd), true
		}
	}
	if strings.HasPrefix(a, "k") {
		if kmax, bounded := counterBound(a, cond); bounded {
			return poly{}, constPoly(kmax), true
		}
	}
	return nil, nil, false
}

// guardBound finds among cond a bound of atom a by launch parameters:
// a >= b (sign 1) from a - b >= 0, or a <= b (sign -1) from b - a >= 0, or
// from a = b.
func guardBound(a string, cond conj, sign int64) (poly, bool) {
	for _, k := range cond {
		c := k.e[a]
		if c != sign && !(k.eq && c == -sign) {
			continue
		}
		b := k.e.sub(atomPoly(a).scale(c)).scale(-c)
		if !b.uses(func(x string) bool { return !isParamAtom(x) }) {
			return b, true
		}
	}
	return nil, false
}

// impliedUnder reports whether isl proves r for every launch that meets
// facts and the conditions of r's access case (r.when): a requirement a
// case that only some launches reach needs, which the others' give there.
// Products, which isl cannot read, are left out of the facts.
func (pv *prover) impliedUnder(r constraint, facts []constraint) bool {
	if pv == nil || !r.e.affine() {
		return false
	}
	var cons []string
	var used []poly
	for _, f := range append(slices.Clone(facts), r.when...) {
		if f.e.affine() {
			cons = append(cons, f.String())
			used = append(used, f.e)
		}
	}
	violated := r.e.scale(-1).add(constPoly(-1))
	cons = append(cons, violated.String()+" >= 0")
	used = append(used, violated)
	set, err := pv.ctx.ParseSet(islParamList(pv.params) + " -> { V[] : " + islBody(cons, used) + " }")
	if err != nil {
		return false
	}
	defer set.Free()
	empty, err := set.IsEmpty()
	return err == nil && empty
}

// pinsLaunch reports whether conditions on the launch fix a value (steps
// - 1 >= 0 and 1 - steps >= 0): a case of few launches.
func pinsLaunch(when conj) bool {
	for i, a := range when {
		if a.eq {
			return true
		}
		for _, b := range when[i+1:] {
			if _, constant := a.e.add(b.e).constant(); constant {
				return true
			}
		}
	}
	return false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// never reports whether e >= 0 fails for every launch: e has no argument
// terms and decreases in every blockDim and gridDim (each at least 1).
func never(e poly) bool {
	atLeastOne := e[""]
	for m, c := range e {
		if m == "" {
			continue
		}
		if c > 0 || strings.Contains(m, "p") {
			return false
		}
		atLeastOne += c
	}
	return atLeastOne < 0
}

// launchTerms reports whether e is a requirement a launch can check:
// terms of blockDim, gridDim and integer arguments, at most two atoms each.
func launchTerms(e poly) bool {
	for m := range e {
		if m == "" {
			continue
		}
		atoms := strings.Split(m, "*")
		if len(atoms) > 2 {
			return false
		}
		for _, a := range atoms {
			if !isParamAtom(a) {
				return false
			}
		}
	}
	return true
}

// provedInBounds reports whether every inner subscript of c provably lies
// in [0, size): the set of points of c violating it is empty. blockOff is
// free here (only known to be >= 0), which can only make the set larger,
// so an empty set is a proof.
func (pv *prover) provedInBounds(c accessCase, sizes []poly, width int) bool {
	if implied := inBounds(c, sizes, width); implied || pv == nil || len(sizes) == 0 {
		return implied
	}
	var cons, violations []string
	var used []poly
	for _, k := range c.cond {
		cons = append(cons, k.String())
		used = append(used, k.e)
	}
	for _, d := range dims {
		cons = append(cons, fmt.Sprintf("bo%s >= 0", d))
		if slices.Contains(pv.params, "gs"+d) {
			cons = append(cons, gridThreads(d).String()+" >= 0")
			used = append(used, gridThreads(d))
		}
	}
	for i, s := range sizes {
		sub := c.subs[i+1]
		last := sub
		if i+1 == len(sizes) {
			last = sub.add(constPoly(int64(width - 1)))
		}
		used = append(used, sub, last, s)
		violations = append(violations, fmt.Sprintf("%s < 0", sub), fmt.Sprintf("%s >= %s", last, s))
	}
	cons = append(cons, "("+strings.Join(violations, " or ")+")")
	text := islParamList(pv.params) + " -> { " + islDomain + " -> V[] : " + islBody(cons, used) + " }"
	m, err := pv.ctx.ParseMap(text)
	if err != nil {
		return false
	}
	defer m.Free()
	empty, err := m.IsEmpty()
	return err == nil && empty
}

// checkMap makes sure isl reads a map the analysis wrote, with the
// dimensions model.Access documents.
func (pv *prover) checkMap(text string, rank int) error {
	if text == "" {
		return nil
	}
	m, err := pv.ctx.ParseMap(text)
	if err != nil {
		return err
	}
	defer m.Free()
	for _, want := range []struct {
		t    isl.DimType
		n    int
		what string
	}{{isl.Param, 6 + len(pv.params), "parameters"}, {isl.In, 6, "domain dimensions"}, {isl.Out, rank, "subscripts"}} {
		n, err := m.Dims(want.t)
		if err != nil {
			return err
		}
		if n != want.n {
			return fmt.Errorf("%d %s, want %d", n, want.what, want.n)
		}
	}
	return nil
}

// unwritten reports whether no thread of the launch writes, in any case of
// writes, an element that case c (width elements wide) reads: the pivot
// row of an elimination step (a[k*n + j] read by every block of a launch
// that writes only the rows below k). Subscripts are compared, so the
// inner subscripts of both must lie in their rows (the caller checks c's;
// writes are checked by ownedDim). Each side gets its own threads, blocks
// and counters; blockOff is free (>= 0), which only widens the sets, so an
// empty intersection is a proof. It holds for the launches that meet
// requires (each e >= 0 over blockDim, gridDim and the arguments), which
// the split requires anyway; those isl cannot read (products) are left
// out, which only widens the sets.
func (pv *prover) unwritten(c accessCase, width int, writes []*indexedAccess, requires []constraint) bool {
	if pv == nil {
		return false
	}
	read := apartSide(c, "r_")
	var launch []string
	for _, r := range requires {
		if r.e.affine() && len(r.when) == 0 {
			launch = append(launch, r.String())
		}
	}
	var meetings []string
	for _, ia := range writes {
		for _, w := range ia.cases {
			m, ok := meeting(read, width, apartSide(w, "w_"), ia.width, launch...)
			if !ok {
				return false
			}
			meetings = append(meetings, m)
		}
	}
	return pv.noneMeet(meetings)
}

// meeting is isl's text of the points where sides x and y (xw and yw
// elements wide), under the extra constraints, touch a common element;
// not ok when their ranks differ.
func meeting(x apartTerms, xw int, y apartTerms, yw int, extra ...string) (string, bool) {
	if len(x.subs) != len(y.subs) {
		return "", false
	}
	cons := append(append(slices.Clone(x.cons), y.cons...), extra...)
	used := append(slices.Clone(x.used), y.used...)
	rank := len(x.subs)
	for i := range rank {
		xs, ys := x.subs[i], y.subs[i]
		if i == rank-1 {
			xa, ya := atomPoly(x.prefix+"w"), atomPoly(y.prefix+"w")
			xs, ys = xs.add(xa), ys.add(ya)
			cons = append(cons, fmt.Sprintf("0 <= %sw < %d", x.prefix, xw), fmt.Sprintf("0 <= %sw < %d", y.prefix, yw))
			used = append(used, xa, ya)
		}
		cons = append(cons, xs.sub(ys).String()+" = 0")
		used = append(used, xs, ys)
	}
	return "V[] : " + islBody(cons, used), true
}

// noneMeet reports whether isl proves the union of the meetings empty.
func (pv *prover) noneMeet(meetings []string) bool {
	if len(meetings) == 0 {
		return true
	}
	set, err := pv.ctx.ParseSet(islParamList(pv.params) + " -> { " + strings.Join(meetings, "; ") + " }")
	if err != nil {
		return false
	}
	defer set.Free()
	empty, err := set.IsEmpty()
	return err == nil && empty
}

// maxApartQuestions bounds the pairs of cases blocksApart asks isl about
// for one array.
const maxApartQuestions = 512

// blocksApart reports whether no block writes an element of the array that
// a block with another blockIdx along s reads or writes, asked of isl for
// each access case against each write case, the write in a later block
// and in an earlier one. That blockOff is blockIdx*blockDim, which isl
// cannot say, is kept as: a later block has a blockOff at least blockDim
// larger. The caller has checked that the subscripts stay inside their
// rows, so only equal subscripts are the same element. It settles what
// the owner forms cannot (ownedDim): a thread writing row j and column j
// of a symmetric matrix, the triangle beyond its diagonal.
func (pv *prover) blocksApart(writes, reads []*indexedAccess, s string) bool {
	if pv == nil {
		return false
	}
	// Accesses that are the same case (the load and the store of +=) are
	// asked about once.
	type sized struct {
		c     accessCase
		width int
	}
	unique := func(accs []*indexedAccess) []sized {
		var out []sized
		seen := map[string]bool{}
		for _, ia := range accs {
			for _, c := range ia.cases {
				if key := fmt.Sprint(c.subs, c.cond, ia.width); !seen[key] {
					seen[key] = true
					out = append(out, sized{c, ia.width})
				}
			}
		}
		return out
	}
	written, all := unique(writes), unique(append(slices.Clone(writes), reads...))
	if 2*len(written)*len(all) > maxApartQuestions {
		return false
	}
	order := []string{fmt.Sprintf("e_b%[1]s < l_b%[1]s", s), fmt.Sprintf("l_bo%[1]s >= e_bo%[1]s + bd%[1]s", s)}
	var meetings []string
	for _, x := range all {
		for _, w := range written {
			for _, pair := range [][2]sized{{x, w}, {w, x}} {
				m, ok := meeting(apartSide(pair[0].c, "e_"), pair[0].width, apartSide(pair[1].c, "l_"), pair[1].width, order...)
				if !ok {
					return false
				}
				meetings = append(meetings, m)
			}
		}
	}
	return pv.noneMeet(meetings)
}

// apartTerms is one side of unwritten's question: a case with its
// thread, block and counter atoms renamed apart.
type apartTerms struct {
	prefix string
	subs   []poly
	cons   []string
	used   []poly
}

// apartSide renames the atoms of c that are not launch parameters with
// prefix and bounds its threadIdx, blockIdx and blockOff.
func apartSide(c accessCase, prefix string) apartTerms {
	t := apartTerms{prefix: prefix}
	rename := func(p poly) poly {
		r := poly{}
		for m, v := range p {
			atoms := strings.Split(m, "*")
			for i, a := range atoms {
				if a != "" && !isParamAtom(a) && !strings.HasPrefix(a, "gs") {
					atoms[i] = prefix + a
				}
			}
			r[strings.Join(atoms, "*")] += v
		}
		return r
	}
	for _, s := range c.subs {
		t.subs = append(t.subs, rename(s))
	}
	for _, k := range c.cond {
		e := rename(k.e)
		t.cons = append(t.cons, constraint{e: e, eq: k.eq}.String())
		t.used = append(t.used, e)
	}
	for _, d := range dims {
		t.cons = append(t.cons, fmt.Sprintf("0 <= %st%s < bd%s", prefix, d, d), fmt.Sprintf("0 <= %sb%s < gd%s", prefix, d, d), fmt.Sprintf("%sbo%s >= 0", prefix, d))
		t.used = append(t.used, atomPoly(prefix+"t"+d), atomPoly(prefix+"b"+d), atomPoly(prefix+"bo"+d))
	}
	return t
}
