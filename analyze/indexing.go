package analyze

import (
	"cmp"
	"fmt"
	"mgpucc/internal/nvptx"
	"mgpucc/model"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// Indexing: each pointer parameter's accesses as subscripts of an array
// of its element (delinearized into rows where a size divides them), and
// what those subscripts say about the threads and blocks.

// indexing says which row lengths delinearize tries on affine indices.
type indexing struct {
	argRows   bool // integer arguments (rowParamsOf)
	constRows bool // constants (rowLengthsOf)
	// rowLength, where set, is the shape of every written array with
	// that constant among its row lengths (the constant reading's
	// otherRows), whatever the accesses' votes.
	rowLength int64
}

// indexParams indexes the accesses of every pointer parameter and pointer
// field.
func indexParams(f *ir.Func, k *model.Kernel, accs []*access, how indexing) ([]*paramAccesses, *refusal) {
	// The pointer arguments, then the pointer fields of struct arguments
	// the accesses use, by argument and offset.
	type target struct {
		param, field int
		inStruct     bool
	}
	var targets []target
	for i := range f.Params {
		if k.Params[i].Kind == model.ParamPointer {
			targets = append(targets, target{param: i})
		}
	}
	var fields []target
	for _, a := range accs {
		if t := (target{a.param, a.field, true}); a.inStruct && !slices.Contains(fields, t) {
			fields = append(fields, t)
		}
	}
	slices.SortFunc(fields, func(a, b target) int { return cmp.Or(a.param-b.param, a.field-b.field) })
	var params []*paramAccesses
	for _, t := range append(targets, fields...) {
		var mine []*access
		for _, a := range accs {
			if (target{a.param, a.field, a.inStruct}) == t {
				mine = append(mine, a)
			}
		}
		name, pointee := paramName(k, t.param), 1
		if t.inStruct {
			name = fmt.Sprintf("%s@%d", name, t.field)
		} else {
			pointee = pointeeSize(f.Params[t.param].Typ)
		}
		pa, r := indexParam(t.param, name, pointee, mine, how)
		if r != nil {
			return nil, r
		}
		pa.inStruct, pa.field = t.inStruct, t.field
		params = append(params, pa)
	}
	return params, nil
}

func pointeeSize(t types.Type) int {
	if pt, ok := t.(*types.PointerType); ok {
		if n, _, err := nvptx.SizeAlign(pt.ElemType); err == nil && n > 0 {
			return int(n)
		}
	}
	return 1
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// indexParam turns the byte-offset accesses of one pointer parameter into
// element subscripts of one array shape. A write it cannot describe exactly
// refuses the kernel; a read it cannot describe makes the whole buffer read.
func indexParam(index int, name string, pointee int, accs []*access, how indexing) (*paramAccesses, *refusal) {
	if i := slices.IndexFunc(accs, func(a *access) bool { return a.reduce != "" }); i >= 0 {
		return reductionOf(&paramAccesses{index: index, name: name}, accs[i], accs)
	}
	flag := flagOf(accs)
	pa, r := indexAccesses(index, name, pointee, accs, how)
	switch {
	case r != nil && flag != nil:
		// Flag stores at addresses the maps cannot describe (data-
		// dependent ones): combined like a reduction.
		pa = &paramAccesses{index: index, name: name, flag: flag}
		pa.asFlag()
	case r != nil:
		return nil, r
	default:
		pa.flag = flag
	}
	return pa, nil
}

// indexAccesses indexes the accesses of one pointer (see indexParam).
func indexAccesses(index int, name string, pointee int, accs []*access, how indexing) (*paramAccesses, *refusal) {
	pa := &paramAccesses{index: index, name: name}
	readAll := func(why string) {
		if !pa.readAll {
			pa.readAll, pa.readWhy = true, why
		}
	}
	var e int64
	for _, a := range accs {
		if a.err != nil {
			continue
		}
		e = gcd(e, int64(a.size))
		for _, pc := range a.offset {
			for _, c := range pc.e {
				e = gcd(e, c)
			}
		}
	}
	if e == 0 {
		e = int64(pointee)
	}
	pa.elemSize = int(e)
	// An array the kernel only reads takes constant row lengths that a
	// loop steps in every reading (A[i*NY + j] in a loop over i is a row
	// per i, not the hull of all of them): no ownership rests on its
	// shape, which says how tightly the enumerators list what a block
	// reads, and a read's column need not be proven inside its row
	// (docs/model.md, assumptions).
	writes := slices.ContainsFunc(accs, func(a *access) bool { return a.write })
	var rows rowHints
	if how.constRows || !writes {
		rows.lengths, rows.loopRows = rowLengthsOf(accs, e), !how.constRows
	}
	if how.argRows && writes {
		rows.params = rowParamsOf(accs, e)
	}
	if writes && slices.Contains(rows.lengths, how.rowLength) {
		rows.sizes = []poly{constPoly(how.rowLength)}
	}

	var all []*indexedAccess
	for _, a := range accs {
		if a.err != nil {
			if a.write {
				return nil, &refusal{fmt.Sprintf("write address of %s is not affine: %s", name, a.err), a.pos}
			}
			readAll(fmt.Sprintf("read address of %s is not affine: %s", name, a.err))
			continue
		}
		if !a.domain.loopsExact {
			if a.write {
				return nil, &refusal{fmt.Sprintf("writes %s in %s", name, a.domain.why), a.pos}
			}
			readAll(fmt.Sprintf("reads %s in %s", name, a.domain.why))
			continue
		}
		ia, why := indexAccess(a, e, rows)
		if ia == nil {
			if a.write {
				return nil, &refusal{fmt.Sprintf("write address of %s is not affine: %s", name, why), a.pos}
			}
			readAll(fmt.Sprintf("read address of %s is not affine: %s", name, why))
			continue
		}
		all = append(all, ia)
	}

	// One array shape: the longest delinearization, of those as long the
	// one most writes have, then most accesses (the diagonal a[j*n + j]
	// also reads as column 0 of rows of n + 1; a[j*n + k] and a[k*n + j]
	// beside it say rows of n); shorter ones must be its suffix and get
	// leading zero subscripts. An access of another shape is indexed
	// again preferring that one (a[t*n + t + j], row t of a[i*n + j], is
	// also row t of rows of n + 1), and so is a shorter one where that
	// gives it more rows (a[i*N], column 0 of row i before a loop over
	// a[i*N + j], not column i*N of row 0).
	votes := func(sizes []poly) (writes, total int) {
		for _, ia := range all {
			if equalPolys(ia.sizes, sizes) {
				total++
				if ia.acc.write {
					writes++
				}
			}
		}
		return writes, total
	}
	for _, ia := range all {
		if len(ia.sizes) < len(pa.sizes) || equalPolys(ia.sizes, pa.sizes) {
			continue
		}
		w, n := votes(ia.sizes)
		bestW, bestN := votes(pa.sizes)
		if len(ia.sizes) > len(pa.sizes) || w > bestW || (w == bestW && n > bestN) {
			pa.sizes = ia.sizes
		}
	}
	if writes && how.constRows && how.rowLength == 0 {
		for _, l := range rows.lengths {
			if !suffixOf([]poly{constPoly(l)}, pa.sizes) {
				pa.otherRows = append(pa.otherRows, l)
			}
		}
	}
	for i, ia := range all {
		ok := suffixOf(ia.sizes, pa.sizes)
		if !ok || len(ia.sizes) < len(pa.sizes) {
			shaped := rows
			shaped.sizes = pa.sizes
			if again, _ := indexAccess(ia.acc, e, shaped); again != nil && suffixOf(again.sizes, pa.sizes) && (!ok || len(again.sizes) > len(ia.sizes)) {
				ia, ok = again, true
				all[i] = ia
			}
		}
		if !ok {
			if ia.acc.write {
				return nil, &refusal{fmt.Sprintf("writes %s as arrays of different shapes", name), ia.acc.pos}
			}
			readAll(fmt.Sprintf("reads %s as arrays of different shapes", name))
			continue
		}
		for i := range ia.cases {
			for len(ia.cases[i].subs) < len(pa.sizes)+1 {
				ia.cases[i].subs = append([]poly{{}}, ia.cases[i].subs...)
			}
		}
		if ia.acc.write {
			pa.writes = append(pa.writes, ia)
		} else {
			pa.reads = append(pa.reads, ia)
		}
	}
	return pa, nil
}

// suffixOf reports whether sizes are the innermost sizes of shape.
func suffixOf(sizes, shape []poly) bool {
	if len(sizes) > len(shape) {
		return false
	}
	for i := range sizes {
		if !sizes[i].equal(shape[len(shape)-len(sizes)+i]) {
			return false
		}
	}
	return true
}

// indexAccess divides the byte offsets by the element size and
// delinearizes them. It returns nil and the reason when that fails.
//
// Its polynomials have blockIdx*blockDim as the atom blockOff, which the
// enumerators relax to any value between the box's first and last block
// offsets: exact only in the global index blockOff + threadIdx. Where an
// access uses blockOff otherwise (2*blockIdx.x*blockDim.x + threadIdx.x
// when each thread handles two elements, (gridDim.x - 1 -
// blockIdx.x)*blockDim.x + threadIdx.x) it is indexed again with
// blockIdx*blockDim kept a product, which delinearize reads as rows of
// blockDim elements: [2*blockIdx.x][threadIdx.x], owned by blockIdx.x.
func indexAccess(a *access, elem int64, hints rowHints) (*indexedAccess, string) {
	norm := func(p poly) poly { return p.withBlockOff().withGridSize() }
	ia, why := indexAccessIn(a, elem, hints, norm)
	rows := inexactBlockOff(ia)
	if len(rows) == 0 {
		if ia != nil && threadApart(ia) {
			ia.must = false
		}
		return ia, why
	}
	byRows, whyRows := indexAccessIn(a, elem, hints, func(p poly) poly {
		p = norm(p)
		for _, d := range rows {
			p = rowForm(p, "bd"+d)
		}
		return p
	})
	switch {
	case byRows != nil:
		return byRows, ""
	case a.write:
		return nil, whyRows
	}
	return ia, "" // reads may be over-approximated
}

// indexAccessIn is indexAccess with the polynomials written by form.
func indexAccessIn(a *access, elem int64, hints rowHints, form func(poly) poly) (*indexedAccess, string) {
	ia := &indexedAccess{acc: a, width: a.size / int(elem), must: a.domain.exact}
	hints.relax = map[string]string{}
	dom, _ := keepAffine(a.domain.d.mapPolys(form))
	// Every case in the shape of the longest (c0 + nx*ny, a plane of
	// (z*ny + y)*nx + x after a loop over z that did not run, is [1][y][x]).
	index := func(pc piece) poly { return form(pc.e).divideConstant(elem) }
	type indexed struct{ sizes, subs []poly }
	first := make([]indexed, len(a.offset))
	where := func(pc piece) rowHints {
		h := hints
		h.cond = pc.cond.mapPolys(form).and(dom)
		return h
	}
	longest := 0
	for i, pc := range a.offset {
		var ok bool
		f := &first[i]
		if f.sizes, f.subs, ok = delinearize(index(pc), where(pc)); !ok {
			return nil, fmt.Sprintf("index %s has products that are not row*size", index(pc).readable())
		}
		longest = max(longest, len(f.sizes))
	}
	// The cases' shapes of that length, each tried on every case (j from
	// max(0, i - w): i*n + i - w + k reads as rows of n + 1 alone, i*n + k
	// as rows of n, and both as rows of n).
	var shapes [][]poly
	for _, f := range first {
		if len(f.sizes) == longest && !slices.ContainsFunc(shapes, func(s []poly) bool { return equalPolys(s, f.sizes) }) {
			shapes = append(shapes, f.sizes)
		}
	}
	var sizes []poly
	var all [][]poly
	for _, shape := range shapes {
		all = nil
		for i, pc := range a.offset {
			sz, subs := first[i].sizes, first[i].subs
			if !equalPolys(sz, shape) {
				shaped := where(pc)
				shaped.sizes = shape
				sz, subs, _ = delinearize(index(pc), shaped)
			}
			if !equalPolys(sz, shape) {
				break
			}
			all = append(all, subs)
		}
		if len(all) == len(a.offset) {
			sizes = shape
			break
		}
	}
	if sizes == nil && longest > 0 {
		return nil, "its cases have different array shapes"
	}
	// Conditions on a relaxed product (x < cols on a tile's column)
	// bound its atom; the elements become those of any such tile, which
	// only a may-write describes.
	if len(hints.relax) > 0 {
		ia.must = false
		plain := form
		form = func(p poly) poly { return relaxed(plain(p), hints.relax) }
	}
	dom, dropped := keepAffine(a.domain.d.mapPolys(form))
	if dropped {
		ia.must = false
	}
	for i, pc := range a.offset {
		subs := all[i]
		cond := pc.cond.mapPolys(form)
		if !cond.affine() {
			if a.write {
				return nil, "it is chosen by a condition that is not affine"
			}
			cond, _ = keepAffine(cond)
		}
		for _, c := range cond.and(dom) {
			switch a := unboundedAtom(subs, c); {
			case a == "":
			case a[0] == 'k':
				return nil, "a loop around it has a bound the analysis cannot read (not affine)"
			default:
				return nil, "it divides a value the analysis cannot read (not affine)"
			}
			if unboundedRelaxed(subs, c, hints.relax) {
				return nil, "its tile's column is not bounded by its conditions"
			}
			ia.cases = append(ia.cases, accessCase{cond: c, subs: append([]poly{}, subs...)})
		}
	}
	ia.sizes = sizes
	return ia, ""
}

// unboundedAtom returns the first atom of the subscripts whose bounds cond
// lacks, their constraints dropped as not affine, so that the image of a
// block would be unbounded: a loop counter without its upper bound, or a
// quotient (evaluator.quotient) of a value that is not affine
// (blockIdx.x*blockDim.x >> 1) without either; "" where there is none.
func unboundedAtom(subs []poly, cond conj) string {
	for _, sub := range subs {
		for m := range sub {
			for _, a := range strings.Split(m, "*") {
				counter, quotient := strings.HasPrefix(a, "k"), strings.HasPrefix(a, "q")
				if !counter && !quotient {
					continue
				}
				if below, above := bounds(cond, a); !above || quotient && !below {
					return a
				}
			}
		}
	}
	return ""
}

// unboundedRelaxed reports whether the subscripts use a relaxed product
// (rowHints.relax) that cond does not bound from both sides: the image of
// a block would be unbounded.
func unboundedRelaxed(subs []poly, cond conj, relax map[string]string) bool {
	for _, atom := range relax {
		if !slices.ContainsFunc(subs, func(p poly) bool { return p[atom] != 0 }) {
			continue
		}
		if below, above := bounds(cond, atom); !below || !above {
			return true
		}
	}
	return false
}

// bounds reports whether cond bounds atom a from below and from above.
func bounds(cond conj, a string) (below, above bool) {
	for _, k := range cond {
		below = below || k.e[a] > 0 || (k.eq && k.e[a] != 0)
		above = above || k.e[a] < 0 || (k.eq && k.e[a] != 0)
	}
	return below, above
}

// polys lists the subscripts of c and the polynomials of its conditions.
func (c accessCase) polys() []poly {
	return append(slices.Clone(c.subs), c.cond.polys()...)
}

// inexactBlockOff lists the grid dimensions in which ia (nil: none) uses
// blockOff other than in the global index blockOff + threadIdx, or
// together with blockIdx.
func inexactBlockOff(ia *indexedAccess) []string {
	if ia == nil {
		return nil
	}
	var rows []string
	for _, d := range dims {
		usesOff, usesIdx, inexact := false, false, false
		for _, c := range ia.cases {
			for _, p := range c.polys() {
				if p["bo"+d] != 0 {
					usesOff = true
					inexact = inexact || p["bo"+d] != p["t"+d]
				}
				usesIdx = usesIdx || p["b"+d] != 0
			}
		}
		if inexact || (usesOff && usesIdx) {
			rows = append(rows, d)
		}
	}
	return rows
}

// threadApart reports whether ia uses threadIdx apart from blockOff in a
// dimension where it uses blockOff (if (threadIdx.x < 64) out[i] = ...).
// The enumerators' relaxation of blockOff is then not exact: over a box it
// takes in every global index between the box's first and last, the
// elements of the threads the condition leaves out too. Such a write is a
// may-write: still only inside the box's own global indices, and made
// current before the launch, so what no thread writes keeps its value.
//
// Likewise for the counter j of a loop over the threads (for (c =
// threadIdx.x; c < n; c += blockDim.x), evaluator.threadStrides), which the
// maps relax from multiples of blockDim to any j >= 0: exact where a
// condition uses threadIdx and j together, is the loop's own j = 0 or j >=
// blockDim, or bounds threadIdx alone in a way the iterations keep
// (loopKeeps).
func threadApart(ia *indexedAccess) bool {
	for _, d := range dims {
		usesOff, apart := false, false
		for _, c := range ia.cases {
			for _, p := range c.polys() {
				usesOff = usesOff || p["bo"+d] != 0
				apart = apart || p["t"+d] != p["bo"+d]
			}
			for _, k := range threadCounters(c, d) {
				for _, sub := range c.subs {
					if sub[k] != sub["t"+d] {
						return true
					}
				}
				for _, con := range c.cond {
					if !loopKeeps(con, k, d, c.cond) {
						return true
					}
				}
			}
		}
		if usesOff && apart {
			return true
		}
	}
	return false
}

// threadCounters lists the counters of loops over the threads along d
// that case c uses (evaluator.threadCounter names them k<id>t<d>).
func threadCounters(c accessCase, d string) []string {
	var ks []string
	for _, p := range c.polys() {
		for m := range p {
			if strings.HasPrefix(m, "k") && strings.HasSuffix(m, "t"+d) && !slices.Contains(ks, m) {
				ks = append(ks, m)
			}
		}
	}
	return ks
}

// loopKeeps reports whether constraint con of an access case keeps its
// truth when the loop over the threads with counter k (relaxed to any j)
// is read back as threadIdx + j*blockDim: it uses threadIdx.d and k
// together (a function of the loop's index c), is the loop's own k = 0 or
// k >= blockDim.d, bounds threadIdx from above where the case also bounds c
// the same way (the guard LLVM puts before a loop: c = threadIdx at the
// first iteration) or where k = 0, or bounds it from below by a constant
// <= 0.
func loopKeeps(con constraint, k, d string, cond conj) bool {
	t, bd := "t"+d, atomPoly("bd"+d)
	e := con.e
	switch {
	case e[k] == e[t]:
		return true
	case e.equal(atomPoly(k)), !con.eq && e.equal(atomPoly(k).sub(bd)):
		return true
	case e[k] != 0 || con.eq:
		return false
	case e[t] > 0:
		c, constant := e.sub(atomPoly(t).scale(e[t])).constant()
		return constant && c >= 0
	}
	withLoop := e.add(atomPoly(k).scale(e[t]))
	return slices.ContainsFunc(cond, func(o constraint) bool {
		return (!o.eq && o.e.equal(withLoop)) || (o.eq && o.e.equal(atomPoly(k)))
	})
}

func equalPolys(a, b []poly) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].equal(b[i]) {
			return false
		}
	}
	return true
}

// keepAffine drops the constraints that are not affine (making the set
// larger) and reports whether it dropped any.
func keepAffine(d dnf) (dnf, bool) {
	var r dnf
	dropped := false
	for _, c := range d {
		var nc conj
		for _, k := range c {
			if k.e.affine() {
				nc = append(nc, k)
			} else {
				dropped = true
			}
		}
		r = append(r, nc)
	}
	return r, dropped
}

// inBounds reports whether every inner subscript of a case lies in
// [0, size): then distinct subscripts are distinct elements.
func inBounds(c accessCase, sizes []poly, width int) bool {
	for i, s := range sizes {
		sub := c.subs[i+1]
		last := sub
		if i+1 == len(sizes) {
			last = sub.add(constPoly(int64(width - 1)))
		}
		if !implied(sub, c.cond) || !implied(s.sub(last).add(constPoly(-1)), c.cond) {
			return false
		}
	}
	return true
}
