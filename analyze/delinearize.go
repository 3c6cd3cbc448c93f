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
// hints.lengths are constant row lengths to try on an affine index (from
// #define'd sizes: i*44 + j is [i][j] with sizes [44], k*44 + j with k an
// argument [k][j]): the smallest that leaves thread or block indices in
// the column and anything but a constant in the row is used, and
// the quotient is split again by the longer ones it divides.
// hints.params are integer arguments that are row lengths of the array
// (rowParamsOf): an affine index c*n + i is [c][i] with sizes [n] (one
// without n stays 1-D, which indexParam reads as row 0).
func delinearize(e poly, hints rowHints) (sizes, subs []poly, ok bool) {
	inner := len(hints.sizes) - 1
	if e.affine() {
		// In the array's shape, whose rows are n long: row c of c*n + x,
		// row y of y*44 + 0.
		if inner >= 0 {
			n := hints.sizes[inner]
			if length, constant := n.constant(); constant && length > 0 && len(hints.sizes) == 1 {
				q, r := splitRow(e, length, true)
				return []poly{n}, []poly{q, r}, true
			}
			if arg := firstMonomial(n); len(n) == 1 && isArgAtom(arg) && n[arg] == 1 && e[arg] != 0 {
				sizes, subs := argRow(e, arg)
				return sizes, subs, true
			}
		}
		rowLengths := hints.lengths
		for i, c := range rowLengths {
			q, r := splitRow(e, c, false)
			_, constQ := q.constant()
			_, constR := r.constant()
			if constQ || constR || (hints.loopRows && !loopRow(q)) {
				continue
			}
			var longer []int64
			for _, l := range rowLengths[i+1:] {
				if l%c == 0 && l > c {
					longer = append(longer, l/c)
				}
			}
			outer, outerSubs, _ := delinearize(q, rowHints{lengths: longer})
			return append(outer, constPoly(c)), append(outerSubs, r), true
		}
		for _, p := range hints.params {
			if e[p] != 0 {
				sizes, subs := argRow(e, p)
				return sizes, subs, true
			}
		}
		return nil, []poly{e}, true
	}
	// Prefer a size whose quotient is an index (uses more than parameters):
	// (blockIdx.x + off)*blockDim.x is an offset, not a row.
	// The array's shape first, if it has an argument here.
	cands := sizeCandidates(e)
	// And, after those two (the sorts are stable, the last decides
	// first), a size whose rows the conditions keep the remainder in:
	// out[r*n + i] under i < n is row r of rows of n, not row n of rows
	// of r (split only where n <= r).
	keptIn := func(p string) bool {
		_, r, ok := divideBy(rowForm(e, p), p)
		return ok && r.affine() && hints.withinRow(r, atomPoly(p))
	}
	sort.SliceStable(cands, func(i, j int) bool { return keptIn(cands[i]) && !keptIn(cands[j]) })
	sort.SliceStable(cands, func(i, j int) bool {
		return indexQuotient(rowForm(e, cands[i]), cands[i]) && !indexQuotient(rowForm(e, cands[j]), cands[j])
	})
	if inner >= 0 {
		sort.SliceStable(cands, func(i, j int) bool {
			return hints.sizes[inner].equal(atomPoly(cands[i])) && !hints.sizes[inner].equal(atomPoly(cands[j]))
		})
	}
	// A remainder with products of a block index and arguments (the
	// column tile*blockIdx.x - border + threadIdx.x in a row tile*
	// blockIdx.y - border + threadIdx.y of a time-blocked stencil) is
	// taken only when no size leaves an affine one, relaxed (hints.relax):
	// the rows stay exact.
	for i := range 2 * len(cands) {
		p := cands[i%len(cands)]
		q, r, ok := divideBy(rowForm(e, p), p)
		if ok && !r.affine() && i >= len(cands) {
			r, ok = hints.relaxTiles(r)
		}
		if !ok || !r.affine() {
			continue
		}
		// A size p + c shows as c*q inside the remainder (unless the
		// array's shape has p here, or the conditions keep the remainder
		// inside rows of p: a[j*n + j] and a[j*n + j + 1 + k], k < n - j - 1,
		// are the diagonal and the row beyond it).
		size := atomPoly(p)
		// Rows of g*p when every term of the quotient is a multiple of g
		// (out[6*gid + c] over a 2-D block, gid = (blockIdx.x*blockDim.y +
		// threadIdx.y)*blockDim.x + threadIdx.x, is row blockIdx.x,
		// threadIdx.y of rows of 6*blockDim.x), unless the remainder stays
		// in rows of p (a[2*y*nx + x]) or the array's shape says p.
		if g := content(q); g > 1 && (inner < 0 || !hints.sizes[inner].equal(size)) &&
			((inner >= 0 && hints.sizes[inner].equal(size.scale(g))) || !hints.withinRow(r, size)) {
			q, size = q.divideConstant(g), size.scale(g)
		}
		if m := firstMonomial(q); m != "" && r[m] != 0 && r[m]%q[m] == 0 && (inner < 0 || !hints.sizes[inner].equal(size)) && !hints.withinRow(r, size) {
			c := r[m] / q[m]
			r = r.sub(q.scale(c))
			size = size.add(constPoly(c))
		}
		// A size made negative by the row's constant part above, under
		// a row index that falls as the indices rise, is the other way
		// round: a tile that shrinks by two per time step, (16 -
		// 2*steps)*blockIdx.x, reads as row -blockIdx.x of rows of
		// 2*steps - 16, which no launch has; it is row blockIdx.x of rows
		// of 16 - 2*steps.
		if size[""] < 0 && decreasing(q) {
			q, size = q.scale(-1), size.scale(-1)
		}
		outerHints := rowHints{cond: hints.cond}
		if inner > 0 {
			outerHints.sizes = hints.sizes[:inner]
		}
		outer, outerSubs, ok := delinearize(q, outerHints)
		if !ok {
			continue
		}
		return append(outer, size), append(outerSubs, r), true
	}
	return nil, nil, false
}

// decreasing reports whether every term of q that is not fixed for the
// launch has a negative coefficient (and there is one).
func decreasing(q poly) bool {
	indexed := false
	for m, c := range q {
		if !(poly{m: c}).uses(func(a string) bool { return !isParamAtom(a) }) {
			continue // fixed for the launch
		}
		if c > 0 {
			return false
		}
		indexed = true
	}
	return indexed
}

// content is the greatest common divisor of p's coefficients (0 for 0).
func content(p poly) int64 {
	var g int64
	for _, c := range p {
		g = gcd(g, c)
	}
	return g
}

// divideConstant divides every coefficient of p by g, which divides them.
func (p poly) divideConstant(g int64) poly {
	r := poly{}
	for m, c := range p {
		r[m] = c / g
	}
	return r
}

// argRow reads an affine e = c*n + i, n an integer argument, as row c of
// rows of n elements: [c][i].
func argRow(e poly, n string) (sizes, subs []poly) {
	c := e[n]
	return []poly{atomPoly(n)}, []poly{constPoly(c), e.sub(atomPoly(n).scale(c))}
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
// coefficient c divides, and the multiples of c of the constant (rounded
// toward zero: j - 1 stays in the row of j) and of arguments (65*k is row
// k, column k), and of every term where the array's shape says rows of c
// (shaped: 65*j + k + 1 is row j, column j + k + 1, a row beyond the
// diagonal).
func splitRow(e poly, c int64, shaped bool) (q, r poly) {
	q, r = poly{}, poly{}
	for m, v := range e {
		switch {
		case m == "" || isArgAtom(m) || shaped:
			q[m], r[m] = v/c, v%c
		case v%c == 0:
			q[m] = v / c
		default:
			r[m] = v
		}
	}
	return q.clean(), r.clean()
}

// loopRow reports whether row q is loop counters (and a constant), some:
// the row a loop over the rows of a #define'd width steps through.
func loopRow(q poly) bool {
	counters := false
	for m := range q {
		switch {
		case m == "":
		case isLoopCounter(m):
			counters = true
		default:
			return false
		}
	}
	return counters
}

// isLoopCounter reports whether atom a is the counter of a loop
// (loopCounter: k<id>; not one over the threads, k<id>t<d>).
func isLoopCounter(a string) bool {
	digits, ok := strings.CutPrefix(a, "k")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// rowHints are the row lengths delinearize tries on an affine index.
type rowHints struct {
	lengths []int64
	// loopRows takes lengths only where the row is a loop counter's
	// (A[i*NY + j] in a loop over i: a row per iteration), for an array
	// the kernel only reads in a reading without constant rows
	// (indexAccesses): its other affine indices stay one range.
	loopRows bool
	params   []string
	sizes    []poly // the array's shape, preferred where an index allows two
	cond     dnf    // where the index is used: a remainder it keeps in its row needs no size + c
	// relax collects the products delinearize relaxed (relaxTiles): the
	// monomial and the atom that stands for it. nil: none may be.
	relax map[string]string
}

// relaxTiles writes each product of one blockIdx and arguments in r (a
// tile's first column, tile*blockIdx.x) as an atom of its own, free in the
// maps: the elements of any such tile. Not ok when r has other products,
// or when h takes none.
func (h rowHints) relaxTiles(r poly) (poly, bool) {
	if h.relax == nil {
		return r, false
	}
	out := poly{}
	for m, c := range r {
		if strings.Contains(m, "*") {
			blocks := 0
			for _, a := range strings.Split(m, "*") {
				switch {
				case len(a) == 2 && a[0] == 'b':
					blocks++
				case !isArgAtom(a):
					return r, false
				}
			}
			if blocks != 1 {
				return r, false
			}
			h.relax[m] = relaxedAtom(m)
			m = h.relax[m]
		}
		out[m] += c
	}
	return out, true
}

// relaxedAtom names the atom that stands for product m: u, then its atoms.
func relaxedAtom(m string) string { return "u" + strings.ReplaceAll(m, "*", "_") }

// relaxed writes the products of p that relax names as their atoms.
func relaxed(p poly, relax map[string]string) poly {
	out := poly{}
	for m, c := range p {
		if a, ok := relax[m]; ok {
			m = a
		}
		out[m] += c
	}
	return out.clean()
}

// withinRow reports whether the conditions keep r in [0, size) by simple
// arguments (implied), in every case.
func (h rowHints) withinRow(r, size poly) bool {
	for _, c := range h.cond {
		if !implied(r, c) || !implied(size.sub(r).add(constPoly(-1)), c) {
			return false
		}
	}
	return len(h.cond) > 0
}

// rowParamsOf lists the integer arguments n that are row lengths of the
// array accs reach (elem bytes per element): those a nonaffine offset
// multiplies (v[j*n + i]), and those the affine offsets add with different
// coefficients, one of them 0 or 1 (v[i] and v[i + 4*n], a structure of
// arrays with n elements per field: [0][i] and [4][i], which blocks owning
// i write apart when i < n, a bound the guards or the launch must give as
// for v[j*n + i]). An argument every access adds alike (out[off + i]) is
// an offset, and one with large coefficients (a[k*64 + j] beside
// a[k*65]: row k of a #define'd width, its diagonal) is a row index.
func rowParamsOf(accs []*access, elem int64) []string {
	rows := map[string]bool{}
	coefs := map[string]map[int64]bool{} // argument -> its coefficients, in elements
	uses := map[string]int{}             // argument -> affine offsets using it
	offsets := 0
	for _, a := range accs {
		if a.err != nil {
			continue
		}
		for _, pc := range a.offset {
			e := pc.e.withBlockOff().withGridSize()
			if !e.affine() {
				for _, m := range sizeCandidates(e) {
					rows[m] = rows[m] || isArgAtom(m)
				}
				continue
			}
			offsets++
			for m, c := range e {
				if isArgAtom(m) {
					if coefs[m] == nil {
						coefs[m] = map[int64]bool{}
					}
					coefs[m][c/elem] = true
					uses[m]++
				}
			}
		}
	}
	for m, cs := range coefs {
		if uses[m] < offsets {
			cs[0] = true // absent from an offset
		}
		rows[m] = rows[m] || (len(cs) > 1 && (cs[0] || cs[1] || cs[-1]))
	}
	var out []string
	for m, row := range rows {
		if row {
			out = append(out, m)
		}
	}
	sort.Strings(out)
	return out
}

// rowLengthsOf lists, ascending, the constant coefficients (> 1, in
// elements) of thread, block and loop indices and of integer arguments in
// the affine offsets of accs: the candidate row lengths of a #define'd
// array shape (a[i*64 + j], a[k*64 + j] with k an argument).
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
				if m != "" && (!isParamAtom(m) || isArgAtom(m)) && c > 1 && !seen[c] {
					seen[c] = true
					out = append(out, c)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
