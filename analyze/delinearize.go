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
func delinearize(e poly) (sizes, subs []poly, ok bool) {
	if e.affine() {
		return nil, []poly{e}, true
	}
	// Prefer a size whose quotient is an index (uses more than parameters):
	// (blockIdx.x + off)*blockDim.x is an offset, not a row.
	cands := sizeCandidates(e)
	sort.SliceStable(cands, func(i, j int) bool {
		return indexQuotient(e, cands[i]) && !indexQuotient(e, cands[j])
	})
	for _, p := range cands {
		q, r, ok := divideBy(e, p)
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
		outer, outerSubs, ok := delinearize(q)
		if !ok {
			continue
		}
		return append(outer, size), append(outerSubs, r), true
	}
	return nil, nil, false
}

// sizeCandidates lists the isl parameters (kernel arguments, blockDim,
// gridDim) that multiply something.
func sizeCandidates(e poly) []string {
	seen := map[string]bool{}
	var out []string
	for m := range e {
		if !strings.Contains(m, "*") {
			continue
		}
		for _, a := range strings.Split(m, "*") {
			if isParamAtom(a) && !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	sort.Strings(out)
	return out
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
