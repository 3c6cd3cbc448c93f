package analyze

import (
	"sort"
	"strings"
)

// delinearize splits a linear element index into subscripts of a
// row-major array with parametric inner sizes: y*nx + x becomes [y][x] with
// sizes [nx], (z*ny + y)*nx + x becomes [z][y][x] with sizes [ny, nx], and
// y*(nx+2) + x becomes [y][x] with sizes [nx + 2]. An affine index is
// one-dimensional. It fails when products remain that are not a size
// parameter times an index.
//
// rowLengths are constant row lengths to try on an affine index (from
// #define'd sizes: i*44 + j is [i][j] with sizes [44]): the smallest that
// leaves thread or block indices on both sides of the split is used, and
// the quotient is split again by the longer ones it divides.
func delinearize(e poly, rowLengths []int64) (sizes, subs []poly, ok bool) {
	if e.affine() {
		for i, c := range rowLengths {
			q, r := splitRow(e, c)
			if !usesIndex(q) || !usesIndex(r) {
				continue
			}
			var longer []int64
			for _, l := range rowLengths[i+1:] {
				if l%c == 0 && l > c {
					longer = append(longer, l/c)
				}
			}
			outer, outerSubs, _ := delinearize(q, longer)
			return append(outer, constPoly(c)), append(outerSubs, r), true
		}
		return nil, []poly{e}, true
	}
	// Prefer a size whose quotient is an index (uses more than parameters):
	// (blockIdx.x + off)*blockDim.x is an offset, not a row.
	cands := sizeCandidates(e)
	sort.SliceStable(cands, func(i, j int) bool {
		return indexQuotient(rowForm(e, cands[i]), cands[i]) && !indexQuotient(rowForm(e, cands[j]), cands[j])
	})
	for _, p := range cands {
		q, r, ok := divideBy(rowForm(e, p), p)
		if !ok || !r.affine() {
			continue
		}
		// A size p + c shows as c*q inside the remainder.
		size := atomPoly(p)
		if m := firstMonomial(q); m != "" && r[m] != 0 && r[m]%q[m] == 0 {
			c := r[m] / q[m]
			r = r.sub(q.scale(c))
			size = size.add(constPoly(c))
		}
		outer, outerSubs, ok := delinearize(q, nil)
		if !ok {
			continue
		}
		return append(outer, size), append(outerSubs, r), true
	}
	return nil, nil, false
}

// sizeCandidates lists the isl parameters (kernel arguments, blockDim,
// gridDim, blockDim*gridDim) that multiply something.
func sizeCandidates(e poly) []string {
	seen := map[string]bool{}
	var out []string
	for m := range e {
		if !strings.Contains(m, "*") {
			continue
		}
		for _, a := range strings.Split(m, "*") {
			if (isParamAtom(a) || strings.HasPrefix(a, "gs")) && !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	sort.Strings(out)
	return out
}

// rowForm writes blockOff as blockIdx*blockDim and gs as gridDim*blockDim
// before a division by that blockDim: (blockIdx.x + off)*blockDim.x +
// threadIdx.x is element threadIdx.x of row blockIdx.x + off, rows of
// blockDim.x elements.
func rowForm(e poly, size string) poly {
	if d, ok := strings.CutPrefix(size, "bd"); ok {
		bd := atomPoly(size)
		return e.substitute("bo"+d, atomPoly("b"+d).mul(bd)).substitute("gs"+d, atomPoly("gd"+d).mul(bd))
	}
	return e
}

// divideBy writes e = atom*q + r where r does not use atom; it fails when
// atom appears squared.
func divideBy(e poly, atom string) (q, r poly, ok bool) {
	q, r = poly{}, poly{}
	for m, c := range e {
		atoms := strings.Split(m, "*")
		var rest []string
		n := 0
		for _, a := range atoms {
			if a == atom {
				n++
			} else if a != "" {
				rest = append(rest, a)
			}
		}
		switch n {
		case 0:
			r[m] += c
		case 1:
			q[strings.Join(rest, "*")] += c
		default:
			return nil, nil, false
		}
	}
	return q.clean(), r.clean(), true
}

// firstMonomial is the smallest non-constant monomial of p, or "".
func firstMonomial(p poly) string {
	var ms []string
	for m := range p {
		if m != "" {
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 {
		return ""
	}
	sort.Strings(ms)
	return ms[0]
}

// indexQuotient reports whether dividing e by atom leaves a quotient that
// uses something other than isl parameters.
func indexQuotient(e poly, atom string) bool {
	q, _, ok := divideBy(e, atom)
	return ok && q.uses(func(a string) bool { return !isParamAtom(a) })
}

// splitRow writes an affine e as c*q + r: q takes the terms whose
// coefficient c divides and the constant's multiple of c (rounded toward
// zero: j - 1 stays in the row of j).
func splitRow(e poly, c int64) (q, r poly) {
	q, r = poly{}, poly{}
	for m, v := range e {
		switch {
		case m == "":
			q[m], r[m] = v/c, v%c
		case v%c == 0:
			q[m] = v / c
		default:
			r[m] = v
		}
	}
	return q.clean(), r.clean()
}

// usesIndex reports whether p uses a thread, block or loop index (not
// only isl parameters and constants).
func usesIndex(p poly) bool {
	return p.uses(func(a string) bool { return !isParamAtom(a) })
}

// rowLengthsOf lists, ascending, the constant coefficients (> 1, in
// elements) of thread, block and loop indices in the affine offsets of
// accs: the candidate row lengths of a #define'd array shape.
func rowLengthsOf(accs []*access, elem int64) []int64 {
	seen := map[int64]bool{}
	var out []int64
	for _, a := range accs {
		if a.err != nil {
			continue
		}
		for _, pc := range a.offset {
			e := pc.e.withBlockOff()
			if !e.affine() {
				continue
			}
			for m, c := range e {
				c = max(c, -c) / elem
				if m != "" && !isParamAtom(m) && c > 1 && !seen[c] {
					seen[c] = true
					out = append(out, c)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
