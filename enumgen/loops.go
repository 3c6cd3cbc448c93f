package enumgen

import (
	"fmt"
	"slices"
	"strings"

	"mgpucc/isl"
)

// Most images are unions of a few convex pieces without existentially
// quantified variables (no strides). For those the loop nest is written
// here, from the pieces' constraints, instead of by isl's AST generator,
// which takes tens of milliseconds per enumerator where this takes
// microseconds: the enumerators were most of mgpucc's compile time.
//
// Each piece's bounds per dimension come from Fourier-Motzkin elimination
// of the inner dimensions. Eliminating gives the rational shadow, a superset
// of the rows that hold integer points, so an outer loop may visit a row
// that has none; the innermost bounds are exact (x between the largest lower
// and the smallest upper bound, rounded inwards) and such a row emits
// nothing. So every run emitted is exactly the piece's points of its row.
// The loops scan the rows of all pieces together in ascending order, as
// the emitter expects, and skip ahead over rows no piece has.

// coefLimit bounds the coefficients the loop nest uses, so that its int64
// arithmetic cannot overflow for any index that fits in 32 bits;
// constLimit its constants, which multiply no index: those of a flat
// array's bounds pass 2^20 at 1024 x 1024 elements (ADI at 2048², whose
// rows isl's generator then listed one by one).
const coefLimit, constLimit = 1 << 20, 1 << 40

// maxConstraints stops an elimination that blows up (it never does for
// the few constraints of an array access): isl's generator takes over.
const maxConstraints = 256

// row is one inequality coef·(params, dims) + cst >= 0.
type row struct {
	params, dims []int64
	cst          int64
}

// convexPiece is one piece's constraints per level: bounds[k] are the
// constraints on dimension k (nonzero coefficient) that involve no inner
// dimension; guard the parameter-only ones. A piece that must be
// enumerated exactly and has existentially quantified variables (a stride)
// has their definitions in divs: its rows are then scanned point by point
// within the bounds, and a point is in when members, over the dimensions
// and the divs, all hold.
type convexPiece struct {
	guard   []row
	bounds  [][]row
	divs    []isl.Div
	members []row
}

// convexPieces returns the pieces' bounds, or ok false when a piece has
// large coefficients or, in an exact enumeration, existentially
// quantified variables (strides) without a definition. Those variables are
// eliminated like the inner dimensions: each row of such a piece gets the
// hull of its points, an over-approximation that reads allow; exact
// enumerations scan the hull. Reads scan too when the points lie
// scanStride or more apart (see there).
func convexPieces(c *isl.Ctx, pieces []*isl.Set, exact bool) (out []convexPiece, ok bool, err error) {
	for _, piece := range pieces {
		cs, ok, err := piece.Constraints(coefLimit, constLimit)
		if err != nil || !ok {
			return nil, false, err
		}
		n, err := piece.Dims(isl.Dim)
		if err != nil {
			return nil, false, err
		}
		var rows []row
		divs := 0
		if len(cs) > 0 {
			divs = len(cs[0].Divs)
		}
		for _, c := range cs {
			r := row{params: c.Params, dims: append(slices.Clone(c.Dims), c.Divs...), cst: c.Const}
			rows = append(rows, r)
			if c.Eq {
				rows = append(rows, r.negated())
			}
		}
		p, empty, ok := eliminate(rows, n, divs)
		if !ok {
			return nil, false, nil
		}
		if divs > 0 && exact {
			if p.divs, ok, err = piece.Divs(coefLimit, constLimit); err != nil || !ok {
				return nil, false, err
			}
			p.members = rows
		} else if divs > 0 {
			if p, err = sparseRead(piece, p, rows, n); err != nil {
				return nil, false, err
			}
			if p.divs == nil && !empty {
				if err := tightenHull(c, piece, p, n); err != nil {
					return nil, false, err
				}
			}
		}
		if !empty {
			out = append(out, p)
		}
	}
	return out, true, nil
}

// scanStride is the distance, in elements, from which the points of a
// strided read are scanned one by one instead of taking the row's hull: a
// hull of points m apart holds m times the elements read, copied between
// devices at every launch that needs them. Below 16 (the x fields of an
// array of float4s, 4 apart) the hull copies at most 16 times the bytes,
// contiguously, while the points come at one range each: a few ns of the
// enumerator per point, and as many ranges for the runtime, which copies
// them as one strided 2-D copy whose narrow rows run far below a plain
// copy's bandwidth. From 16 on the hull's waste dominates, and the gap
// grows with the stride: a column of a row-major n×n matrix is n points
// against a hull of n² elements, a whole matrix per launch.
const scanStride = 16

// sparseRead makes piece p of a read (its bounds eliminated from rows
// over n dimensions and then the divs) scan its points when stride finds
// them scanStride or more apart and isl defines its divs; it returns p
// unchanged, to be enumerated as its rows' hulls, otherwise.
func sparseRead(piece *isl.Set, p convexPiece, rows []row, n int) (convexPiece, error) {
	divs, ok, err := piece.Divs(coefLimit, constLimit)
	if err != nil || !ok {
		return p, err
	}
	scan := p
	scan.divs, scan.members = divs, rows
	if _, m, ok := stride(scan, n-1); !ok || m < scanStride {
		return p, nil
	}
	return scan, nil
}

// tightenHull moves each bound of the last dimension of p, piece's rows'
// hulls once its divs were eliminated over the rationals, inward while
// no point of piece lies between, up to maxTighten elements: elimination
// forgets that a div is an integer. ADI's row sweep reading
// X[i*N + j - 1] for j from 1 got rows' hulls from the element before a
// row block, so every part copied one element of its neighbour's.
func tightenHull(c *isl.Ctx, piece *isl.Set, p convexPiece, n int) error {
	params, err := paramNamesOf(piece)
	if err != nil {
		return err
	}
	dims := make([]string, n)
	for i := range dims {
		dims[i] = fmt.Sprintf("d%d", i)
	}
	bounds := p.bounds[n-1]
	for i := range bounds {
		r := &bounds[i]
		if slices.ContainsFunc(r.dims[n:], func(v int64) bool { return v != 0 }) {
			continue
		}
		a := max(r.dims[n-1], -r.dims[n-1])
		for range maxTighten {
			// A point of piece where r holds by less than a: r's bound
			// one element inward would cut it off.
			e := fmt.Sprint(r.cst)
			term := func(v int64, name string) {
				if v > 0 {
					e += fmt.Sprintf(" + %d*%s", v, name)
				} else if v < 0 {
					e += fmt.Sprintf(" - %d*%s", -v, name)
				}
			}
			for j, v := range r.params {
				term(v, params[j])
			}
			for j, v := range r.dims[:n] {
				term(v, dims[j])
			}
			cut, err := c.ParseSet(fmt.Sprintf("[%s] -> { A[%s] : %s < %d }",
				strings.Join(params, ", "), strings.Join(dims, ", "), e, a))
			if err != nil {
				return err
			}
			if kept, err := piece.Intersect(cut).IsEmpty(); err != nil || !kept {
				return err
			}
			r.cst -= a
		}
	}
	return nil
}

// maxTighten bounds the elements tightenHull moves a bound by.
const maxTighten = 4

// coefficients lists the row's coefficients, parameters then dimensions,
// in a new slice.
func (r row) coefficients() []int64 {
	return append(slices.Clone(r.params), r.dims...)
}

func (r row) negated() row {
	n := row{params: make([]int64, len(r.params)), dims: make([]int64, len(r.dims)), cst: -r.cst}
	for i, v := range r.params {
		n.params[i] = -v
	}
	for i, v := range r.dims {
		n.dims[i] = -v
	}
	return n
}

// eliminate splits rows over n dimensions and then extra existentially
// quantified variables into per-level bounds of the n dimensions, by
// Fourier-Motzkin elimination from the innermost variable out. empty: a
// constraint without variables fails, so the piece has no point. ok is
// false when a dimension lacks a lower or an upper bound, or coefficients
// grow past coefLimit.
func eliminate(rows []row, n, extra int) (p convexPiece, empty, ok bool) {
	p.bounds = make([][]row, n)
	for k := n + extra - 1; k >= 0; k-- {
		var rest, lower, upper []row
		for _, r := range rows {
			switch {
			case r.dims[k] > 0:
				lower = append(lower, r)
			case r.dims[k] < 0:
				upper = append(upper, r)
			default:
				rest = append(rest, r)
			}
		}
		if k < n {
			if len(lower) == 0 || len(upper) == 0 {
				return p, false, false
			}
			p.bounds[k] = append(lower, upper...)
		}
		for _, l := range lower {
			for _, u := range upper {
				// -u_k·l + l_k·u eliminates dimension k (both factors > 0).
				r, fits := combine(l, -u.dims[k], u, l.dims[k])
				if !fits {
					return p, false, false
				}
				rest = append(rest, r)
			}
		}
		if len(rest) > maxConstraints {
			return p, false, false
		}
		rows = dedupe(rest)
	}
	for _, r := range rows {
		if !slices.ContainsFunc(r.params, func(v int64) bool { return v != 0 }) {
			if r.cst < 0 {
				return p, true, true
			}
			continue // always true
		}
		p.guard = append(p.guard, r)
	}
	return p, false, true
}

// combine returns a·x + b·y (a, b <= coefLimit) normalised by the gcd of
// its coefficients, the constant rounded down (valid for integer points);
// fits is false when a coefficient of the result exceeds coefLimit or its
// constant constLimit.
func combine(x row, a int64, y row, b int64) (r row, fits bool) {
	r = row{params: make([]int64, len(x.params)), dims: make([]int64, len(x.dims)), cst: a*x.cst + b*y.cst}
	for i := range r.params {
		r.params[i] = a*x.params[i] + b*y.params[i]
	}
	for i := range r.dims {
		r.dims[i] = a*x.dims[i] + b*y.dims[i]
	}
	g := int64(0)
	for _, v := range r.coefficients() {
		g = gcd(g, abs(v))
	}
	if g > 1 {
		for i := range r.params {
			r.params[i] /= g
		}
		for i := range r.dims {
			r.dims[i] /= g
		}
		r.cst = floorDiv(r.cst, g)
	}
	for _, v := range r.coefficients() {
		if abs(v) > coefLimit {
			return r, false
		}
	}
	return r, abs(r.cst) <= constLimit
}

func dedupe(rows []row) []row {
	var out []row
	seen := map[string]bool{}
	for _, r := range rows {
		key := fmt.Sprint(r.params, r.dims, r.cst)
		if !seen[key] {
			seen[key] = true
			out = append(out, r)
		}
	}
	return out
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// spanRows reports whether the pieces' runs can be listed a span per
// piece instead of a run per row: no piece is scanned point by point, and
// no constraint on the last dimension involves the row dimension before it,
// so every row of a piece (within its outer rows) has the same run. A
// triangle (x <= r) does not qualify; a bound of a scalar (x > k) does.
func spanRows(pieces []convexPiece, n int) bool {
	if n < 2 {
		return false
	}
	for _, pc := range pieces {
		if pc.divs != nil {
			return false
		}
		for _, r := range pc.bounds[n-1] {
			if r.dims[n-2] != 0 {
				return false
			}
		}
	}
	return true
}

// loopNest writes the C loops that scan the pieces' points row by row and
// emit each row's run of each piece: emit(lo, hi) returns the call for the
// run [lo, hi] of the current row. params are the C names of the isl
// parameters; dims the C names to give the dimensions (the last is the
// array's contiguous one). With span set (the pieces must satisfy
// spanRows) the loop over the last row dimension is left out: each piece
// gives span(first, count, lo, hi), its rows first .. first+count-1 with
// the run [lo, hi] each.
func loopNest(pieces []convexPiece, params, dims []string, emit func(lo, hi string) string, span func(first, count, lo, hi string) string) string {
	var b strings.Builder
	n := len(dims)
	loops := 0 // row loops opened
	ind := func(depth int) string { return strings.Repeat("  ", depth) }
	bound := func(rows []row, k int, lower bool) string { return bound(rows, k, lower, params, dims) }
	b.WriteString("{\n")
	for p, pc := range pieces {
		fmt.Fprintf(&b, "  const int a%d_0 = %s;\n", p, guardCond(pc, params))
	}
	for k := 0; k < n; k++ {
		depth := k + 1
		for p, pc := range pieces {
			fmt.Fprintf(&b, "%sconst int64_t l%d_%d = %s, u%d_%d = %s;\n", ind(depth), p, k, bound(pc.bounds[k], k, true), p, k, bound(pc.bounds[k], k, false))
		}
		if span != nil && k == n-2 {
			// The rows [l, u] of each piece share one run: one span.
			for p, pc := range pieces {
				fmt.Fprintf(&b, "%sconst int64_t l%d_%d = %s, u%d_%d = %s;\n", ind(depth), p, k+1, bound(pc.bounds[k+1], k+1, true), p, k+1, bound(pc.bounds[k+1], k+1, false))
			}
			for p := range pieces {
				l, u := fmt.Sprintf("l%d_%d", p, k), fmt.Sprintf("u%d_%d", p, k)
				lx, ux := fmt.Sprintf("l%d_%d", p, k+1), fmt.Sprintf("u%d_%d", p, k+1)
				fmt.Fprintf(&b, "%sif (a%d_%d && %s <= %s && %s <= %s) %s;\n", ind(depth), p, k, l, u, lx, ux,
					span(l, fmt.Sprintf("%s - %s + 1", u, l), lx, ux))
			}
			break
		}
		if k == n-1 {
			for p, pc := range pieces {
				l, u := fmt.Sprintf("l%d_%d", p, k), fmt.Sprintf("u%d_%d", p, k)
				if pc.divs == nil {
					fmt.Fprintf(&b, "%sif (a%d_%d && %s <= %s) %s;\n", ind(depth), p, k, l, u, emit(l, u))
					continue
				}
				b.WriteString(scanRuns(pc, p, params, dims, l, u, ind(depth), emit))
			}
			break
		}
		// The rows of level k that some active piece has, in order.
		fmt.Fprintf(&b, "%sint64_t lo%d = INT64_MAX, hi%d = INT64_MIN;\n", ind(depth), k, k)
		for p := range pieces {
			fmt.Fprintf(&b, "%sif (a%d_%d) { lo%d = min(lo%d, l%d_%d); hi%d = max(hi%d, u%d_%d); }\n", ind(depth), p, k, k, k, p, k, k, k, p, k)
		}
		fmt.Fprintf(&b, "%sfor (int64_t %s = lo%d; %s <= hi%d; %s++) {\n", ind(depth), dims[k], k, dims[k], k, dims[k])
		loops++
		var active []string
		for p := range pieces {
			fmt.Fprintf(&b, "%s  const int a%d_%d = a%d_%d && l%d_%d <= %s && %s <= u%d_%d;\n", ind(depth), p, k+1, p, k, p, k, dims[k], dims[k], p, k)
			active = append(active, fmt.Sprintf("a%d_%d", p, k+1))
		}
		if len(pieces) > 1 {
			// Skip to the next row where an inactive piece starts.
			fmt.Fprintf(&b, "%s  if (!(%s)) {\n%s    int64_t next = INT64_MAX;\n", ind(depth), strings.Join(active, " || "), ind(depth))
			for p := range pieces {
				fmt.Fprintf(&b, "%s    if (a%d_%d && l%d_%d > %s) next = min(next, l%d_%d);\n", ind(depth), p, k, p, k, dims[k], p, k)
			}
			fmt.Fprintf(&b, "%s    if (next > hi%d) break;\n%s    %s = next - 1;\n%s    continue;\n%s  }\n", ind(depth), k, ind(depth), dims[k], ind(depth), ind(depth))
		}
	}
	for k := loops - 1; k >= 0; k-- {
		fmt.Fprintf(&b, "%s}\n", ind(k+1))
	}
	b.WriteString("}\n")
	return b.String()
}

// guardCond is the C condition of the piece's parameter-only constraints.
func guardCond(pc convexPiece, params []string) string {
	if len(pc.guard) == 0 {
		return "1"
	}
	var cs []string
	for _, r := range pc.guard {
		cs = append(cs, affine(r, params, nil)+" >= 0")
	}
	return strings.Join(cs, " && ")
}

// bound is the C expression of dimension k's lower (or upper) bound from
// the constraints rows, each over the parameters and dims[:k]: the largest
// of the lower bounds (the smallest of the upper), rounded inwards.
func bound(rows []row, k int, lower bool, params, dims []string) string {
	var es []string
	for _, r := range rows {
		// r: a·d_k + rest >= 0, so d_k >= -rest/a (a > 0) or
		// d_k <= rest/-a (a < 0).
		a := r.dims[k]
		rest := affine(r, params, dims[:k])
		switch {
		case a > 0 && lower && a == 1:
			es = append(es, affine(r.negated(), params, dims[:k]))
		case a > 0 && lower:
			es = append(es, fmt.Sprintf("-floord(%s, %d)", rest, a))
		case a < 0 && !lower && a == -1:
			es = append(es, rest)
		case a < 0 && !lower:
			es = append(es, fmt.Sprintf("floord(%s, %d)", rest, -a))
		}
	}
	f := "min"
	if lower {
		f = "max"
	}
	out := es[0]
	for _, e := range es[1:] {
		out = fmt.Sprintf("%s(%s, %s)", f, out, e)
	}
	return out
}

// strideResidue is the C expression r that the points of stride's
// equality eq on dimension k are congruent to (x = m*e + r), over the
// parameters and the outer dimensions dims[:k].
func strideResidue(eq row, k int, params, dims []string) string {
	rest := affine(row{params: eq.params, dims: eq.dims[:k], cst: eq.cst}, params, dims[:k])
	if eq.dims[k] == 1 {
		rest = "-" + rest
	}
	return rest
}

// scanRuns is the innermost loop of a piece with strides: it visits the
// points of the row's hull [l, u], computes the divs at each, and emits the
// maximal runs of points in the piece.
func scanRuns(pc convexPiece, p int, params, dims []string, l, u, ind string, emit func(lo, hi string) string) string {
	var b strings.Builder
	k := len(dims) - 1
	names := slices.Clone(dims)
	for i := range pc.divs {
		names = append(names, fmt.Sprintf("e%d_%d", p, i))
	}
	fmt.Fprintf(&b, "%sif (a%d_%d && %s <= %s) {\n", ind, p, k, l, u)
	if eq, m, ok := stride(pc, k); ok {
		// Only every m-th point can be in: visit those, each a run of
		// its own (a column of a row-major array: a row's length apart).
		fmt.Fprintf(&b, "%s  const int64_t c%d = %s - %s;\n", ind, p, strideResidue(eq, k, params, dims), l)
		fmt.Fprintf(&b, "%s  for (int64_t %s = %s + (c%d - %d * floord(c%d, %d)); %s <= %s; %s += %d) {\n",
			ind, dims[k], l, p, m, p, m, dims[k], u, dims[k], m)
		b.WriteString(divDefs(pc, p, params, dims, names, ind))
		fmt.Fprintf(&b, "%s    if (%s) %s;\n%s  }\n%s}\n", ind, memberConds(pc, params, names), emit(dims[k], dims[k]), ind, ind)
		return b.String()
	}
	if segmentScan(&b, pc, p, params, dims, names, l, u, ind, emit) {
		return b.String()
	}
	start := fmt.Sprintf("s%d", p)
	fmt.Fprintf(&b, "%s  int64_t %s = INT64_MIN;\n", ind, start)
	fmt.Fprintf(&b, "%s  for (int64_t %s = %s; %s <= %s; %s++) {\n", ind, dims[k], l, dims[k], u, dims[k])
	b.WriteString(divDefs(pc, p, params, dims, names, ind))
	fmt.Fprintf(&b, "%s    if (%s) {\n%s      if (%s == INT64_MIN) %s = %s;\n", ind, memberConds(pc, params, names), ind, start, start, dims[k])
	fmt.Fprintf(&b, "%s    } else if (%s != INT64_MIN) {\n%s      %s;\n%s      %s = INT64_MIN;\n%s    }\n%s  }\n",
		ind, start, ind, emit(start, dims[k]+" - 1"), ind, start, ind, ind)
	fmt.Fprintf(&b, "%s  if (%s != INT64_MIN) %s;\n%s}\n", ind, start, emit(start, u), ind)
	return b.String()
}

// segmentScan writes, into b after scanRuns' opening, the loop of a piece
// over the row's hull [l, u] where its divs are each the floor of an
// affine function of the parameters and the dimensions (of no other div),
// and reports whether it could. From a point to the one before the next
// at which a div changes, the divs are constants, so each member
// constraint bounds x on one side and the piece's points there are one
// interval, found without visiting them: the columns of a row from the
// third on (a row index that is a div) are one step of the loop, not one
// a point. Runs are joined across steps.
func segmentScan(b *strings.Builder, pc convexPiece, p int, params, dims, names []string, l, u, ind string, emit func(lo, hi string) string) bool {
	k := len(dims) - 1
	x := dims[k]
	for _, d := range pc.divs {
		// A div that changes every few points (the fields of an array
		// of float4s, every 4) makes steps of a few points, each costing
		// more than the points would: those are scanned.
		if a := d.Dims[k]; a != 0 && d.Den < minSegment*max(a, -a) || slices.ContainsFunc(d.Divs, func(c int64) bool { return c != 0 }) {
			return false
		}
	}
	without := func(r row) row { // r less its term in x
		r.dims = slices.Clone(r.dims)
		r.dims[k] = 0
		return r
	}
	start, last, lo, hi := fmt.Sprintf("s%d", p), fmt.Sprintf("t%d", p), fmt.Sprintf("lo%d", p), fmt.Sprintf("hi%d", p)
	fmt.Fprintf(b, "%s  int64_t %s = INT64_MIN, %s = INT64_MIN;\n", ind, start, last)
	fmt.Fprintf(b, "%s  for (int64_t %s = %s; %s <= %s; ) {\n", ind, x, l, x, u)
	b.WriteString(divDefs(pc, p, params, dims, names, ind))
	// The step ends before the first point where a div changes: e =
	// floord(a*x + r, den) rises at x >= ceil((den*(e+1) - r) / a) for
	// a > 0, falls at x > floor((r - den*e) / -a) for a < 0.
	fmt.Fprintf(b, "%s    int64_t %s = %s, %s = %s;\n", ind, lo, x, hi, u)
	for i, d := range pc.divs {
		a := d.Dims[k]
		if a == 0 {
			continue
		}
		e := names[len(dims)+i]
		r := affine(without(row{params: d.Params, dims: d.Dims, cst: d.Const}), params, dims)
		switch {
		case a == 1:
			fmt.Fprintf(b, "%s    %s = min(%s, %d * (%s + 1) - %s - 1);\n", ind, hi, hi, d.Den, e, r)
		case a > 0:
			fmt.Fprintf(b, "%s    %s = min(%s, -floord(%s - %d * (%s + 1), %d) - 1);\n", ind, hi, hi, r, d.Den, e, a)
		case a == -1:
			fmt.Fprintf(b, "%s    %s = min(%s, %s - %d * %s);\n", ind, hi, hi, r, d.Den, e)
		default:
			fmt.Fprintf(b, "%s    %s = min(%s, floord(%s - %d * %s, %d));\n", ind, hi, hi, r, d.Den, e, -a)
		}
	}
	step := fmt.Sprintf("n%d", p)
	fmt.Fprintf(b, "%s    const int64_t %s = %s + 1;\n", ind, step, hi)
	// Within the step each member bounds x: c*x + rest >= 0.
	for _, m := range pc.members {
		c, rest := m.dims[k], affine(without(m), params, names)
		switch {
		case c == 1:
			fmt.Fprintf(b, "%s    %s = max(%s, -%s);\n", ind, lo, lo, rest)
		case c > 0:
			fmt.Fprintf(b, "%s    %s = max(%s, -floord(%s, %d));\n", ind, lo, lo, rest, c)
		case c == -1:
			fmt.Fprintf(b, "%s    %s = min(%s, %s);\n", ind, hi, hi, rest)
		case c < 0:
			fmt.Fprintf(b, "%s    %s = min(%s, floord(%s, %d));\n", ind, hi, hi, rest, -c)
		default:
			fmt.Fprintf(b, "%s    if (%s < 0) %s = %s - 1;\n", ind, rest, hi, lo)
		}
	}
	fmt.Fprintf(b, "%s    if (%s <= %s) {\n", ind, lo, hi)
	fmt.Fprintf(b, "%s      if (%s != INT64_MIN && %s == %s + 1) %s = %s;\n", ind, start, lo, last, last, hi)
	fmt.Fprintf(b, "%s      else {\n%s        if (%s != INT64_MIN) %s;\n%s        %s = %s, %s = %s;\n%s      }\n%s    }\n",
		ind, ind, start, emit(start, last), ind, start, lo, last, hi, ind, ind)
	fmt.Fprintf(b, "%s    %s = %s;\n%s  }\n", ind, x, step, ind)
	fmt.Fprintf(b, "%s  if (%s != INT64_MIN) %s;\n%s}\n", ind, start, emit(start, last), ind)
	return true
}

// minSegment is the fewest points between two changes of a div for
// segmentScan to step over them rather than scan them.
const minSegment = 16

// divDefs defines the piece's divs at the scanned point.
func divDefs(pc convexPiece, p int, params, dims, names []string, ind string) string {
	var b strings.Builder
	for i, d := range pc.divs {
		def := affine(row{params: d.Params, dims: append(slices.Clone(d.Dims), d.Divs...), cst: d.Const}, params, names)
		if d.Den != 1 {
			def = fmt.Sprintf("floord(%s, %d)", def, d.Den)
		}
		fmt.Fprintf(&b, "%s    const int64_t %s = %s;\n", ind, names[len(dims)+i], def)
	}
	return b.String()
}

// memberConds is the C condition that the scanned point is in the piece.
func memberConds(pc convexPiece, params, names []string) string {
	var conds []string
	for _, r := range pc.members {
		conds = append(conds, affine(r, params, names)+" >= 0")
	}
	return strings.Join(conds, " && ")
}

// stride finds among a piece's members an equality x + b*e + rest = 0 (or
// -x ...) on the innermost dimension x (index k) and one div e with
// |b| > 1, rest over the parameters and the outer dimensions: the piece's
// points on a row are then m = |b| apart (x = m*e - rest: a column of a
// row-major array), so a scan need visit only those.
func stride(pc convexPiece, k int) (eq row, m int64, ok bool) {
	for _, r := range pc.members {
		if r.dims[k] != 1 && r.dims[k] != -1 {
			continue
		}
		div := -1
		for j := k + 1; j < len(r.dims); j++ {
			if r.dims[j] == 0 {
				continue
			}
			if div >= 0 || r.dims[j] == 1 || r.dims[j] == -1 {
				div = -2
				break
			}
			div = j
		}
		if div < 0 || !slices.ContainsFunc(pc.members, func(o row) bool { return o.equal(r.negated()) }) {
			continue
		}
		return r, max(r.dims[div], -r.dims[div]), true
	}
	return row{}, 0, false
}

func (r row) equal(o row) bool {
	return r.cst == o.cst && slices.Equal(r.params, o.params) && slices.Equal(r.dims, o.dims)
}

// affine is the C expression of r's terms in params and dims (the
// dimensions outer to the bounded one) plus its constant.
func affine(r row, params, dims []string) string {
	var terms []string
	term := func(c int64, name string) {
		switch c {
		case 0:
		case 1:
			terms = append(terms, name)
		case -1:
			terms = append(terms, "-"+name)
		default:
			terms = append(terms, fmt.Sprintf("%d * %s", c, name))
		}
	}
	for i, c := range r.params {
		term(c, params[i])
	}
	for i, name := range dims {
		term(r.dims[i], name)
	}
	if r.cst != 0 || len(terms) == 0 {
		terms = append(terms, fmt.Sprint(r.cst))
	}
	return "(" + strings.ReplaceAll(strings.Join(terms, " + "), "+ -", "- ") + ")"
}
