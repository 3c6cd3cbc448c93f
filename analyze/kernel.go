package analyze

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"

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
	// otherRows are the constant row lengths of a written array's
	// accesses that its shape does not end with (indexing.rowLength).
	otherRows []int64
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
	// So is the shape of each texture object fetched through (model.Texture).
	for _, h := range fetchedTextures(ev.fetches) {
		pv.params = append(pv.params, h.shape()...)
	}
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
	// then with each other constant row length of a written array as its
	// shape (otherRows), then the readings are asked of isl where owner
	// forms fail (blocksApart). The first reading's refusal is the one
	// reported.
	type reading struct {
		how    indexing
		params []*paramAccesses
	}
	var dec decision
	var first *refusal
	var readings []reading
	split := false
	decide := func(rd reading, blocksApart bool) (decision, *refusal) {
		pv.guardsFirst = rd.how.rowLength != 0
		defer func() { pv.guardsFirst = false }()
		return decideSplit(k, rd.params, pv, ev.assumed, blocksApart)
	}
	hows := []indexing{{}, {argRows: true}, {argRows: true, constRows: true}}
	for i := 0; i < len(hows); i++ {
		params, r := indexParams(f, k, accs, hows[i])
		if r == nil {
			readings = append(readings, reading{hows[i], params})
			if dec, r = decide(readings[len(readings)-1], false); r == nil {
				split = true
				break
			}
			if hows[i].constRows && hows[i].rowLength == 0 {
				hows = append(hows, otherShapes(params)...)
			}
		}
		if i == 0 {
			first = r
		}
	}
	for _, rd := range readings {
		if split {
			break
		}
		if d, r := decide(rd, true); r == nil {
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
	var textures map[textureHandle]*model.Texture
	if r == nil {
		textures, r = textureArgs(k, ev.fetches, pv, slot+len(fields))
	}
	if r != nil {
		refuse(r)
		if len(readings) > 0 && !k.Indirect && len(ev.strides) == 0 && len(ev.fetches) == 0 && len(fields) == 0 {
			best := readings[0].params
			for _, rd := range readings[1:] {
				if rowsOf(rd.params) > rowsOf(best) {
					best = rd.params
				}
			}
			describeUnsplit(k, best, pv)
		}
		return
	}
	accesses, bad, err := modelAccesses(dec.params, pv)
	if err != nil {
		refuse(&refusal{fmt.Sprintf("internal error: isl rejects the map of %s (%v); please report this kernel", bad.name, err), k.Position})
		return
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
	for _, h := range fetchedTextures(ev.fetches) {
		if p := &k.Params[h.param]; h.field >= 0 {
			p.TextureFields = append(p.TextureFields, *textures[h])
		} else {
			p.Texture = textures[h]
		}
	}
	for i, atom := range fields {
		f := ev.fields[atom]
		k.Params[f.param].Fields = append(k.Params[f.param].Fields,
			model.Field{Offset: f.offset, Size: f.size, Signed: f.signed, ScalarSlot: slot + i})
	}
}

// otherShapes are the readings that take each of the other constant row
// lengths of a written array in params as its shape: the accesses' votes
// may pick rows of n + 1 where the diagonal a[j*n + j] and a row beyond
// it, a[j*n + j + 1 + k] (a loop from j + 1 counted from 0), outnumber
// the column a[(j + 1 + k)*n + j] (PolyBench's correlation), which only
// rows of n keep apart.
func otherShapes(params []*paramAccesses) []indexing {
	var hows []indexing
	for _, pa := range params {
		for _, l := range pa.otherRows {
			how := indexing{argRows: true, constRows: true, rowLength: l}
			if !slices.Contains(hows, how) {
				hows = append(hows, how)
			}
		}
	}
	return hows
}

// rowsOf ranks a reading for describeUnsplit: the dimensions of the
// arrays it reads the accesses of, less one per array it reads whole. An
// enumerator lists rows of an array in runs, but a one-dimensional one
// (a[j2*M + j1]) point by point: PolyBench's correlation at 2048², unsplit,
// took 24.5 ms to plan read as one dimension.
func rowsOf(params []*paramAccesses) int {
	n := 0
	for _, pa := range params {
		n += len(pa.sizes)
		if pa.readAll {
			n--
		}
	}
	return n
}

// describeUnsplit gives the pointer parameters of a kernel that runs
// unsplit the maps of a reading of its accesses (params), where it read
// them all as affine indices of plain pointer arguments: what its launch
// reads and writes, so that the runtime brings to device 0 only those
// bytes where other devices hold parts of a buffer, rather than the
// buffer whole (docs/model.md). The maps are those a split would use;
// only the split's own proofs (blocks apart) failed. A pointer field, an
// atomic reduction or flag stores leave the kernel undescribed.
func describeUnsplit(k *model.Kernel, params []*paramAccesses, pv *prover) {
	if slices.ContainsFunc(params, func(pa *paramAccesses) bool { return pa.inStruct || pa.reduce != "" }) {
		return
	}
	accesses, _, err := modelAccesses(params, pv)
	if err != nil {
		return
	}
	for i, pa := range params {
		k.Params[pa.index].Access = accesses[i]
	}
}

// modelAccesses is the model's access of each of params, every map
// checked with isl; on a map isl rejects, the parameter and why.
func modelAccesses(params []*paramAccesses, pv *prover) ([]*model.Access, *paramAccesses, error) {
	accesses := make([]*model.Access, len(params))
	for i, pa := range params {
		accesses[i] = pa.model(pv.params)
		for _, text := range []string{accesses[i].Read, accesses[i].Write, accesses[i].MayWrite} {
			if err := pv.checkMap(text, len(pa.sizes)+1); err != nil {
				return nil, pa, err
			}
		}
	}
	return accesses, nil, nil
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

func paramName(k *model.Kernel, i int) string {
	if n := k.Params[i].Name; n != "" {
		return n
	}
	return fmt.Sprintf("parameter %d", i)
}

var dims = []string{"x", "y", "z"}

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
