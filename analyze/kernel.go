package analyze

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"mgpucc/internal/nvptx"
	"mgpucc/isl"
	"mgpucc/model"
)

// accessCase is one convex case of an access: under cond (affine
// constraints over atoms, blockOff already formed) the element subscripts
// are subs.
type accessCase struct {
	cond conj
	subs []poly
}

// indexedAccess is an access in element subscripts.
type indexedAccess struct {
	acc   *access
	cases []accessCase
	sizes []poly // the delinearized inner sizes of its subscripts
	width int    // elements covered from the innermost subscript on
	must  bool   // executed exactly under cond (no condition dropped)
}

// paramAccesses gathers what a kernel does to one pointer parameter.
type paramAccesses struct {
	index    int
	name     string // for messages: the argument's, or arg@offset for a pointer field
	inStruct bool   // a pointer field of struct argument index, at byte field
	field    int
	elemSize int
	sizes    []poly // delinearized inner sizes, outermost first
	reads    []*indexedAccess
	writes   []*indexedAccess
	readAll  bool
	readWhy  string // why readAll
	// reduce is the one atomic operation the kernel applies to the
	// buffer, which it does not otherwise access (model.Access.Reduce),
	// or "store" for flag stores (value).
	reduce string
	value  uint64
	// flag is set when every access is a store of one integer constant
	// (a "changed" flag, a visited mark): blocks writing the same
	// element then write the same value, so when no owner divides the
	// elements among blocks the stores can be combined like a reduction.
	flag *flagStores
}

// flagStores is what a buffer's constant stores write: value in elements
// of size bytes.
type flagStores struct {
	value uint64
	size  int
}

// flagOf returns the constant every access of a buffer stores, or nil
// when some access is not such a store.
func flagOf(accs []*access) *flagStores {
	if len(accs) == 0 || accs[0].stored == nil || !slices.Contains([]int{1, 2, 4, 8}, accs[0].size) {
		return nil
	}
	size := accs[0].size
	bits := func(v uint64) uint64 { return v & (math.MaxUint64 >> (64 - 8*size)) }
	f := &flagStores{value: bits(*accs[0].stored), size: size}
	for _, a := range accs {
		if !a.write || a.stored == nil || a.size != size || bits(*a.stored) != f.value {
			return nil
		}
	}
	return f
}

// asFlag makes pa a "store" reduction of its flag stores.
func (pa *paramAccesses) asFlag() {
	pa.reduce, pa.value, pa.elemSize = "store", pa.flag.value, pa.flag.size
	pa.reads, pa.writes, pa.readAll, pa.sizes = nil, nil, false, nil
}

// analyzeKernel decides the kernel's split and fills the access maps of its
// pointer parameters.
func analyzeKernel(f *ir.Func, k *model.Kernel, ctx *isl.Ctx) {
	pv := &prover{ctx: ctx}
	for _, p := range k.Params {
		if p.ScalarSlot >= 0 {
			pv.params = append(pv.params, fmt.Sprintf("p%d", p.Index))
		}
	}
	g := newCFG(f)
	ev := newEvaluator(f, g)
	k.Indirect = ev.indirect()
	refuse := func(r *refusal) {
		k.Split, k.Reason, k.VarReductions = model.SplitNone, r.reason, nil
		if r.pos != "" {
			k.Position = r.pos
		}
	}
	accs, r := ev.collectAccesses(k.Position)
	if r == nil {
		k.VarReductions, accs, r = variableReductions(accs)
	}
	if r != nil {
		refuse(r)
		return
	}
	// The integer fields of struct arguments the accesses use are scalars
	// like the integer arguments: the next slots, isl parameters
	// p<i>f<offset>.
	fields := slices.Sorted(maps.Keys(ev.fields))
	slot := 0
	for _, p := range k.Params {
		slot = max(slot, p.ScalarSlot+1)
	}
	pv.params = append(pv.params, fields...)
	// Grid-stride loops count in isl parameters the enumerators step;
	// blockDim*gridDim is one too (gs<d>).
	strided := map[model.GridStride]bool{}
	for _, g := range ev.strides {
		strided[g] = true
	}
	for _, d := range dims {
		threads, blocks := model.GridStride{Dim: d}, model.GridStride{Dim: d, Blocks: true}
		if strided[threads] || usesGridSize(accs, d) {
			pv.params = append(pv.params, "gs"+d)
		}
		for _, g := range []model.GridStride{threads, blocks} {
			if strided[g] {
				pv.params = append(pv.params, g.Offset())
			}
		}
	}
	// Affine indices are one-dimensional first; when that gives no split,
	// they are read again with arguments as row lengths (fields of one
	// allocation), then with constant row lengths too (#define'd sizes),
	// then the three readings are asked of isl where owner forms fail
	// (blocksApart). The first reading's refusal is the one reported.
	var dec decision
	var first *refusal
	var readings [][]*paramAccesses
	split := false
	for i, how := range []indexing{{}, {argRows: true}, {argRows: true, constRows: true}} {
		params, r := indexParams(f, k, accs, how)
		if r == nil {
			readings = append(readings, params)
			if dec, r = decideSplit(k, params, pv, ev.assumed, false); r == nil {
				split = true
				break
			}
		}
		if i == 0 {
			first = r
		}
	}
	for _, params := range readings {
		if split {
			break
		}
		if d, r := decideSplit(k, params, pv, ev.assumed, true); r == nil {
			dec, split = d, true
		}
	}
	r = first
	if split {
		r = nil
	}
	if r == nil && k.Indirect {
		// The collected accesses refuse every way there is to be indirect;
		// this keeps a split impossible should the two ever disagree.
		r = &refusal{"reaches device memory through pointers it loads", k.Position}
	}
	var strides []model.GridStride
	if r == nil {
		strides, r = gridStrides(ev, k.Position)
	}
	if r != nil {
		refuse(r)
		return
	}
	accesses := make([]*model.Access, len(dec.params))
	for i, pa := range dec.params {
		accesses[i] = pa.model(pv.params)
		for _, text := range []string{accesses[i].Read, accesses[i].Write, accesses[i].MayWrite} {
			if err := pv.checkMap(text, len(pa.sizes)+1); err != nil {
				refuse(&refusal{fmt.Sprintf("internal error: isl rejects the map of %s (%v); please report this kernel", pa.name, err), k.Position})
				return
			}
		}
	}
	k.Split, k.Reason, k.Position, k.SplitRequires, k.GridStrides = dec.split, dec.reason, dec.pos, dec.requires, strides
	k.Alternatives = dec.alternatives
	for i, pa := range dec.params {
		p := &k.Params[pa.index]
		if pa.inStruct {
			p.PointerFields = append(p.PointerFields, model.PointerField{Offset: pa.field, Access: accesses[i]})
		} else {
			p.Access = accesses[i]
		}
	}
	for i, atom := range fields {
		f := ev.fields[atom]
		k.Params[f.param].Fields = append(k.Params[f.param].Fields,
			model.Field{Offset: f.offset, Size: f.size, Signed: f.signed, ScalarSlot: slot + i})
	}
}

// gridThreads is gs<d> - blockOff<d> - threadIdx<d> - 1, never negative:
// a thread's index along d is below blockDim*gridDim.
func gridThreads(d string) poly {
	return atomPoly("gs" + d).sub(atomPoly("bo" + d)).sub(atomPoly("t" + d)).add(constPoly(-1))
}

// usesGridSize reports whether an access uses blockDim.d*gridDim.d (an
// index over a 2-D grid of blocks, (blockIdx.y*gridDim.x + blockIdx.x)*
// blockDim.x + threadIdx.x).
func usesGridSize(accs []*access, d string) bool {
	has := func(p poly) bool {
		for m := range p {
			atoms := strings.Split(m, "*")
			if slices.Contains(atoms, "bd"+d) && slices.Contains(atoms, "gd"+d) {
				return true
			}
		}
		return false
	}
	for _, a := range accs {
		for _, pc := range a.offset {
			if has(pc.e) {
				return true
			}
			for _, c := range pc.cond {
				if slices.ContainsFunc(c, func(k constraint) bool { return has(k.e) }) {
					return true
				}
			}
		}
	}
	return false
}

// gridStrides bounds, for the enumerators, the iterations of the kernel's
// grid-stride loops that the blocks of a box run: per dimension, the
// last gk<d> (gb<d>) as a C expression of the box's parameters.
func gridStrides(ev *evaluator, pos string) ([]model.GridStride, *refusal) {
	lasts := map[model.GridStride]string{}
	for l, d := range ev.strides {
		ld := ev.loopDomains[l]
		if ld == nil || !ld.exact {
			continue // its accesses are whole buffers, or refused
		}
		last := lasts[d]
		if last == "" {
			last = "0"
		}
		for _, c := range ld.stay {
			bound, ok := "", false
			for _, con := range c {
				if a := con.e[ld.counter]; a < 0 && !con.eq && !con.def {
					// a*gk + rest >= 0: gk <= rest/-a <= max(rest, 0).
					if bound, ok = boxMaximum(con.e.sub(atomPoly(ld.counter).scale(a)).withBlockOff()); ok {
						break
					}
				}
			}
			if !ok {
				return nil, &refusal{fmt.Sprintf("cannot bound the iterations of its grid-stride loop along %s", d.Dim), pos}
			}
			last = fmt.Sprintf("max(%s, %s)", last, bound)
		}
		lasts[d] = last
	}
	var out []model.GridStride
	for _, d := range dims {
		for _, g := range []model.GridStride{{Dim: d}, {Dim: d, Blocks: true}} {
			if last, ok := lasts[g]; ok {
				// The iteration after the last that stays.
				g.Last = last + " + " + g.Step()
				out = append(out, g)
			}
		}
	}
	return out, nil
}

// boxMaximum writes the largest value of e over the threads of a box as a
// C expression of the box's parameters (bol, boh, bmin, bmax), blockDim,
// gridDim and the integer scalars; false when e uses anything else.
func boxMaximum(e poly) (string, bool) {
	var terms []string
	for m, c := range e {
		atom := m
		switch {
		case m == "" || !strings.Contains(m, "*") && (isParamAtom(m) || strings.HasPrefix(m, "gs")):
		case strings.Contains(m, "*"):
			for _, a := range strings.Split(m, "*") {
				if !isParamAtom(a) {
					return "", false
				}
			}
		case strings.HasPrefix(m, "bo") && c > 0:
			atom = "boh" + m[2:]
		case strings.HasPrefix(m, "bo"):
			atom = "bol" + m[2:]
		case strings.HasPrefix(m, "t") && len(m) == 2 && c > 0:
			atom = "(bd" + m[1:] + " - 1)"
		case strings.HasPrefix(m, "t") && len(m) == 2:
			continue // threadIdx at 0
		case strings.HasPrefix(m, "b") && len(m) == 2 && c > 0:
			atom = "(bmax" + m[1:] + " - 1)"
		case strings.HasPrefix(m, "b") && len(m) == 2:
			atom = "bmin" + m[1:]
		default:
			return "", false
		}
		switch {
		case m == "":
			terms = append(terms, fmt.Sprintf("%d", c))
		default:
			terms = append(terms, fmt.Sprintf("%d * %s", c, atom))
		}
	}
	if len(terms) == 0 {
		return "0", true
	}
	sort.Strings(terms)
	return "(" + strings.Join(terms, " + ") + ")", true
}

// indexing says which row lengths delinearize tries on affine indices.
type indexing struct {
	argRows   bool // integer arguments (rowParamsOf)
	constRows bool // constants (rowLengthsOf)
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

// decision is how a kernel is split: its indexed accesses, the dimension,
// the reason and its position, and the blockDim conditions (model form)
// the split needs.
type decision struct {
	params             []*paramAccesses
	split, reason, pos string
	requires           []string
	alternatives       []model.Alternative
}

func paramName(k *model.Kernel, i int) string {
	if n := k.Params[i].Name; n != "" {
		return n
	}
	return fmt.Sprintf("parameter %d", i)
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
	var rows rowHints
	if how.constRows {
		rows.lengths = rowLengthsOf(accs, e)
	}
	if how.argRows && slices.ContainsFunc(accs, func(a *access) bool { return a.write }) {
		rows.params = rowParamsOf(accs, e)
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
	// also row t of rows of n + 1).
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
	for i, ia := range all {
		ok := suffixOf(ia.sizes, pa.sizes)
		if !ok {
			shaped := rows
			shaped.sizes = pa.sizes
			if again, _ := indexAccess(ia.acc, e, shaped); again != nil && suffixOf(again.sizes, pa.sizes) {
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

// variableReductions takes the accesses to __device__ variables out of
// accs: a variable the kernel only reads needs nothing (the runtime makes
// every variable fresh on each device), one it only updates with one
// integer atomic operation or only stores one constant into is a
// reduction, and any other write refuses the split.
func variableReductions(accs []*access) ([]model.VarReduction, []*access, *refusal) {
	var rest []*access
	byVar := map[string][]*access{}
	var names []string
	for _, a := range accs {
		switch {
		case a.variable == "":
			rest = append(rest, a)
		case byVar[a.variable] == nil:
			names = append(names, a.variable)
			fallthrough
		default:
			byVar[a.variable] = append(byVar[a.variable], a)
		}
	}
	var out []model.VarReduction
	for _, name := range names {
		vaccs := byVar[name]
		what := "the __device__ variable " + name
		if i := slices.IndexFunc(vaccs, func(a *access) bool { return a.reduce != "" }); i >= 0 {
			pa, r := reductionOf(&paramAccesses{name: what}, vaccs[i], vaccs)
			if r != nil {
				return nil, nil, r
			}
			out = append(out, model.VarReduction{Var: name, Reduce: pa.reduce, ElemSize: pa.elemSize})
			continue
		}
		w := slices.IndexFunc(vaccs, func(a *access) bool { return a.write })
		if w < 0 {
			continue
		}
		f := flagOf(vaccs)
		if f == nil {
			return nil, nil, &refusal{"writes " + what, vaccs[w].pos}
		}
		out = append(out, model.VarReduction{Var: name, Reduce: "store", ElemSize: f.size, ReduceValue: f.value})
	}
	return out, rest, nil
}

// reductionOf describes a buffer the kernel reaches through atomic
// operations, first among them, all of which must be the same reduction
// on elements of one size: the devices then compute partial results the
// runtime combines.
func reductionOf(pa *paramAccesses, first *access, accs []*access) (*paramAccesses, *refusal) {
	for _, a := range accs {
		switch {
		case a.reduce == "" && a.write:
			return nil, &refusal{fmt.Sprintf("writes %s, which it also updates with atomic operations", pa.name), a.pos}
		case a.reduce == "":
			return nil, &refusal{fmt.Sprintf("reads %s, which it also updates with atomic operations (what a block reads would depend on the other devices' updates)", pa.name), a.pos}
		case a.reduce != first.reduce || a.size != first.size:
			return nil, &refusal{fmt.Sprintf("applies different atomic operations to %s (%d-byte %s, %d-byte %s)", pa.name, first.size, first.reduce, a.size, a.reduce), a.pos}
		}
	}
	pa.reduce, pa.elemSize = first.reduce, first.size
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
			if unboundedCounter(subs, c) {
				return nil, "a loop around it has a bound the analysis cannot read (not affine)"
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

// unboundedCounter reports whether the subscripts use a loop counter that
// cond does not bound from above (its bound was dropped as not affine):
// the image of a block would be unbounded.
func unboundedCounter(subs []poly, cond conj) bool {
	for _, sub := range subs {
		for m := range sub {
			for _, a := range strings.Split(m, "*") {
				if !strings.HasPrefix(a, "k") {
					continue
				}
				bounded := false
				for _, k := range cond {
					bounded = bounded || k.e[a] < 0 || (k.eq && k.e[a] != 0)
				}
				if !bounded {
					return true
				}
			}
		}
	}
	return false
}

// unboundedRelaxed reports whether the subscripts use a relaxed product
// (rowHints.relax) that cond does not bound from both sides: the image of
// a block would be unbounded.
func unboundedRelaxed(subs []poly, cond conj, relax map[string]string) bool {
	for _, atom := range relax {
		if !slices.ContainsFunc(subs, func(p poly) bool { return p[atom] != 0 }) {
			continue
		}
		below, above := false, false
		for _, k := range cond {
			below = below || k.e[atom] > 0 || (k.eq && k.e[atom] != 0)
			above = above || k.e[atom] < 0 || (k.eq && k.e[atom] != 0)
		}
		if !below || !above {
			return true
		}
	}
	return false
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

var dims = []string{"x", "y", "z"}

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
	// Loop counters with constant bounds widen the window of constants.
	w.lo, w.hi, w.threads = rest[""], rest[""], poly{}
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
// bound is 0) among constraints -a*k + c >= 0 of cond.
func counterBound(k string, cond conj) (int64, bool) {
	best, found := int64(0), false
	for _, con := range cond {
		a := con.e[k]
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

// decideSplit picks the grid dimension to split: one in which every
// written array has a subscript owned by the block index (so blocks in
// different partitions never write one element), read back only by its
// owner, preferably for every blockDim (requires empty: the conditions on
// blockDim otherwise, model form), and with the outermost such subscript
// (the most contiguous partitions). Every split requires assumed, the
// launches the accesses were read for.
func decideSplit(k *model.Kernel, params []*paramAccesses, pv *prover, assumed []constraint, apart bool) (decision, *refusal) {
	var written, reduced []*paramAccesses
	for _, pa := range params {
		if len(pa.writes) > 0 {
			written = append(written, pa)
		}
		if pa.reduce != "" {
			reduced = append(reduced, pa)
		}
	}
	if len(written) == 0 && len(reduced) == 0 && len(k.VarReductions) == 0 {
		return decision{}, &refusal{"writes no device memory: nothing to split", k.Position}
	}
	type choice struct {
		score    int
		owners   []*paramAccesses  // the written arrays the blocks own parts of,
		owned    []ownership       // and how
		flags    []*paramAccesses  // flag stores no owner divides (the last pass only)
		requires map[string]string // model form -> readable
	}
	better := func(a, b *choice) bool {
		if len(a.flags) != len(b.flags) {
			return len(a.flags) < len(b.flags)
		}
		if (len(a.requires) == 0) != (len(b.requires) == 0) {
			return len(a.requires) == 0
		}
		return a.score < b.score
	}
	var best *choice
	bestDim := ""
	var why *refusal
	valid := map[string]*choice{}
	for _, s := range []string{"y", "z", "x"} {
		ch := &choice{requires: map[string]string{}}
		for _, c := range assumed {
			model, readable := launchBound(c.e, k)
			ch.requires[model] = readable
		}
		facts := slices.Clone(assumed)
		var conditional []constraint
		for _, pa := range written {
			own, r := pa.ownedDim(s, pa.name, pv)
			if r != nil && apart {
				if o, ok := pa.apartBetweenBlocks(s, pv); ok {
					own, r = o, nil
				} else if pa.flag != nil {
					ch.flags = append(ch.flags, pa)
					continue
				}
			}
			if r != nil {
				if why == nil || s == "x" {
					why = r
				}
				ch = nil
				break
			}
			ch.score += own.dim
			ch.owners = append(ch.owners, pa)
			ch.owned = append(ch.owned, own)
			for _, c := range own.requires {
				if len(c.when) > 0 {
					conditional = append(conditional, c)
					continue
				}
				facts = append(facts, c)
				model, readable := launchBound(c.e, k)
				ch.requires[model] = readable
			}
			if g := own.owner.group; g > 0 {
				ch.requires[fmt.Sprintf("bd%s %% %d == 0", s, g)] = fmt.Sprintf("blockDim.%s %% %d == 0", s, g)
			}
		}
		if ch != nil {
			// What a case only some launches reach needs (steps == 1)
			// is left out where the requirements kept so far imply it
			// there, the cases of the most launches kept first.
			slices.SortStableFunc(conditional, func(a, b constraint) int {
				return cmp.Compare(boolInt(pinsLaunch(a.when)), boolInt(pinsLaunch(b.when)))
			})
			for _, c := range conditional {
				if !pv.impliedUnder(c, facts) {
					facts = append(facts, constraint{e: c.e})
					model, readable := launchBound(c.e, k)
					ch.requires[model] = readable
				}
			}
			valid[s] = ch
		}
		if ch != nil && (best == nil || better(ch, best)) {
			best, bestDim = ch, s
		}
	}
	if best == nil {
		return decision{}, why
	}
	// The valid dimensions, best first, that share the best one's
	// accesses: one whose flag stores no owner divides differ is left
	// out, its accesses being other reductions.
	var alternatives []string
	for _, s := range []string{"y", "z", "x"} {
		if ch := valid[s]; ch != nil && slices.Equal(ch.flags, best.flags) {
			alternatives = append(alternatives, s)
		}
	}
	slices.SortStableFunc(alternatives, func(a, b string) int {
		switch {
		case better(valid[a], valid[b]):
			return -1
		case better(valid[b], valid[a]):
			return 1
		}
		return 0
	})
	for _, pa := range best.flags {
		pa.asFlag()
		reduced = append(reduced, pa)
	}
	dec := decision{params: params, split: bestDim, pos: k.Position}
	if len(best.owners) == 0 {
		// Only reductions: any dimension will do; the one the reads
		// follow keeps each device's share of them together.
		dec.split = readDim(params)
	} else {
		dec.pos = best.owners[0].writes[0].acc.pos
	}
	var parts, readable []string
	for i, pa := range best.owners {
		parts = append(parts, fmt.Sprintf("writes of %s are %s", pa.name, shapeWords(pa.sizes, best.owned[i])))
	}
	for _, pa := range reduced {
		parts = append(parts, combinedWords(pa.reduce, pa.value, pa.elemSize, pa.name))
	}
	for _, v := range k.VarReductions {
		parts = append(parts, combinedWords(v.Reduce, v.ReduceValue, v.ElemSize, "the __device__ variable "+v.Var))
	}
	dec.requires, readable = sortedRequires(best.requires)
	for _, s := range alternatives {
		if s == dec.split {
			continue
		}
		reqs, _ := sortedRequires(valid[s].requires)
		dec.alternatives = append(dec.alternatives, model.Alternative{Split: s, SplitRequires: reqs})
	}
	dec.reason = strings.Join(parts, "; ") + ": split " + dec.split
	if len(readable) > 0 {
		dec.reason += " if " + strings.Join(readable, " and ")
	}
	return dec, nil
}

// sortedRequires lists a choice's requirements (model form -> readable)
// in both forms, sorted.
func sortedRequires(reqs map[string]string) (model, readable []string) {
	for c, text := range reqs {
		model = append(model, c)
		readable = append(readable, text)
	}
	sort.Strings(model)
	sort.Strings(readable)
	return model, readable
}

// combinedWords describes a reduction into what for the reason.
func combinedWords(reduce string, value uint64, size int, what string) string {
	op := "atomic " + reduce
	if reduce == "store" {
		shift := 64 - 8*size // the value as the program writes it, signed
		op = fmt.Sprintf("stores of %d", int64(value<<shift)>>shift)
	}
	return fmt.Sprintf("%s into %s combined over the devices", op, what)
}

// readDim is the grid dimension along which the blocks' reads are apart
// in the outermost subscript, else the first one they depend on at all
// (y, z, x), else x.
func readDim(params []*paramAccesses) string {
	uses := func(p poly, d string) bool { return p["b"+d] != 0 || p["bo"+d] != 0 }
	for _, outer := range []bool{true, false} {
		for _, d := range []string{"y", "z", "x"} {
			for _, pa := range params {
				for _, ia := range pa.reads {
					for _, c := range ia.cases {
						if (outer && uses(c.subs[0], d)) || (!outer && slices.ContainsFunc(c.subs, func(p poly) bool { return uses(p, d) })) {
							return d
						}
					}
				}
			}
		}
	}
	return "x"
}

// launchBound writes a requirement e >= 0, e = K - sum c*atom, as
// "c*atom + ... <= K", which is C (model form), and in the words of k's
// source: "c*blockDim.d + n ... <= K".
func launchBound(e poly, k *model.Kernel) (model, readable string) {
	lhs, bound := e.sub(constPoly(e[""])).scale(-1), fmt.Sprintf(" <= %d", e[""])
	return lhs.String() + bound, lhs.readableNamed(func(i int) string { return paramName(k, i) }) + bound
}

// shapeWords describes the elements a block writes (in an array of the
// inner sizes).
func shapeWords(sizes []poly, own ownership) string {
	q, o, threaded, rank := own.dim, own.owner, own.threaded, len(sizes)+1
	switch {
	case own.apart:
		return "elements no block with another blockIdx uses"
	case own.onlyPinned:
		return "elements of one block"
	case o.group > 0:
		return fmt.Sprintf("one element per %d threads", o.group)
	case rank == 2 && q == 0 && slices.ContainsFunc(dims, func(d string) bool { return sizes[0].equal(atomPoly("bd" + d)) }):
		return "rows of " + sizes[0].readable() + " elements"
	case rank == 1 && o.kind == "b" && !threaded:
		return "one element per block"
	case rank == 1 && (o.m == 1 || o.m == -1 || o.kind == "b"):
		return "contiguous ranges per block"
	case rank == 1:
		return "strided ranges per block"
	case q == 0 && rank == 2:
		return "row blocks of a 2-D array"
	case q == 0 && rank == 3:
		return "plane blocks of a 3-D array"
	case q == rank-1:
		return fmt.Sprintf("column blocks of a %d-D array", rank)
	}
	return fmt.Sprintf("blocks of dimension %d of a %d-D array", q, rank)
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

// model writes the access description of the parameter.
func (pa *paramAccesses) model(islParams []string) *model.Access {
	a := &model.Access{ElemSize: pa.elemSize, ReadAll: pa.readAll, Reduce: pa.reduce, ReduceValue: pa.value}
	if pa.reduce != "" {
		return a
	}
	var must, may []*indexedAccess
	for _, w := range pa.writes {
		if w.must {
			must = append(must, w)
		} else {
			may = append(may, w)
		}
	}
	if !pa.readAll {
		a.Read = islMap(islParams, pa.reads)
	}
	a.Write = islMap(islParams, must)
	a.MayWrite = islMap(islParams, may)
	for i, s := range pa.sizes {
		a.Sizes = append(a.Sizes, s.String())
		a.Assumptions = append(a.Assumptions, fmt.Sprintf("0 <= i%d < %s", i+1, s))
	}
	return a
}
