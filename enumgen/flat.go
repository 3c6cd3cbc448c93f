package enumgen

import (
	"fmt"
	"slices"
	"strings"
)

// The spans of a flat array: an image of one dimension (an array the
// analysis did not delinearize, its row length a constant) whose pieces
// are runs, the points of a residue class (a column), or the same run of
// each block of a row's length (each row's tail), listed as a few spans
// per piece however many rows the launch has (enumerators: the span
// enumerator of a flat array).

// flatStrides reports whether a one-dimensional image (a flat array) can
// be listed a few spans per piece: some piece is scanned point by point
// with a pure stride (pureStride) or in runs a block apart (blockedRuns),
// and the others have no strides, so every piece is one run, the points
// of one residue class between two bounds, or the same run of each block.
// A column of a row-major matrix that the analysis could not delinearize
// is then one span, not a range per row for the runtime to gather again,
// and so is the tail of each row (ADI's sweeps write from the row's
// second element on), where the rows were listed one by one: 512 rows took
// 120 µs of a launch's plan, 2048 rows 380.
func flatStrides(pieces []convexPiece, n int) bool {
	if n != 1 {
		return false
	}
	strided := false
	for _, pc := range pieces {
		if pc.divs == nil {
			continue
		}
		_, _, pure := pureStride(pc, 0)
		_, blocked := blockedRuns(pc)
		if !pure && !blocked {
			return false
		}
		strided = true
	}
	return strided
}

// blockRuns are the bounds of a piece whose points are, in each block of
// den elements, the same run: x = den*e + o with o between the largest of
// lo and the smallest of hi, e (the block) between those of elo and ehi
// (none: only x's own bounds limit it). Each bound is a row over the
// parameters and one dimension, o or e, as bound reads them.
type blockRuns struct {
	den              int64
	lo, hi, elo, ehi []row
}

// blockedRuns finds, for a flat piece with one div e = floor((x + r) / den),
// r over the parameters, whether every member constraint bounds x alone
// (its bounds), e alone, or the offset x - den*e alone: then the piece's
// points in block e are one run at the same offsets, and a span lists
// all the whole blocks between two bounds on x.
func blockedRuns(pc convexPiece) (blockRuns, bool) {
	if len(pc.divs) != 1 {
		return blockRuns{}, false
	}
	d := pc.divs[0]
	if len(d.Dims) != 1 || d.Dims[0] != 1 || d.Den < 2 || slices.ContainsFunc(d.Divs, func(c int64) bool { return c != 0 }) {
		return blockRuns{}, false
	}
	// The div's definition: 0 <= x + r - den*e <= den - 1.
	def := row{params: d.Params, dims: []int64{1}, cst: d.Const}
	b := blockRuns{den: d.Den, lo: []row{def}, hi: []row{row{params: d.Params, dims: []int64{1}, cst: d.Const - (d.Den - 1)}.negated()}}
	for _, r := range pc.members {
		if len(r.dims) != 2 {
			return blockRuns{}, false
		}
		cx, ce := r.dims[0], r.dims[1]
		rest := row{params: r.params, cst: r.cst}
		switch {
		case ce == 0: // x's own bound, or the parameters': the piece's bounds and guard
		case cx == 0:
			rest.dims = []int64{ce}
			if ce > 0 {
				b.elo = append(b.elo, rest)
			} else {
				b.ehi = append(b.ehi, rest)
			}
		case ce == -d.Den*cx:
			rest.dims = []int64{cx}
			if cx > 0 {
				b.lo = append(b.lo, rest)
			} else {
				b.hi = append(b.hi, rest)
			}
		default:
			return blockRuns{}, false
		}
	}
	return b, true
}

// blockSpans writes, for piece p between lower and upper bounds l and u
// (C names), the spans of its runs: the blocks whose run [den*e + oa,
// den*e + ob] lies within [l, u] are one span; the one or two the bounds
// cut are a span each.
func blockSpans(b *strings.Builder, br blockRuns, p int, l, u string, params []string, span func(lo, hi, pitch, count string) string) {
	o, e := []string{"o"}, []string{"e"}
	oa, ob := fmt.Sprintf("oa%d", p), fmt.Sprintf("ob%d", p)
	fmt.Fprintf(b, "    const int64_t %s = %s, %s = %s;\n", oa, bound(br.lo, 0, true, params, o), ob, bound(br.hi, 0, false, params, o))
	// The blocks with a point in [l, u]: from ceil((l - ob) / den) to floor((u - oa) / den).
	ea := fmt.Sprintf("-floord(%s - %s, %d)", ob, l, br.den)
	if len(br.elo) > 0 {
		ea = fmt.Sprintf("max(%s, %s)", ea, bound(br.elo, 0, true, params, e))
	}
	ez := fmt.Sprintf("floord(%s - %s, %d)", u, oa, br.den)
	if len(br.ehi) > 0 {
		ez = fmt.Sprintf("min(%s, %s)", ez, bound(br.ehi, 0, false, params, e))
	}
	fmt.Fprintf(b, "    const int64_t ea%d = %s, ez%d = %s;\n", p, ea, p, ez)
	// The whole blocks: from ceil((l - oa) / den) to floor((u - ob) / den).
	fmt.Fprintf(b, "    const int64_t fa%d = max(ea%d, -floord(%s - %s, %d)), fz%d = min(ez%d, floord(%s - %s, %d));\n", p, p, oa, l, br.den, p, p, u, ob, br.den)
	at := func(off string) string { return fmt.Sprintf("%d * e%d + %s", br.den, p, off) }
	fmt.Fprintf(b, "    if (%s <= %s)\n", oa, ob)
	fmt.Fprintf(b, "      for (int64_t e%d = ea%d; e%d <= ez%d; e%d++) {\n", p, p, p, p, p)
	fmt.Fprintf(b, "        if (e%d == fa%d && fa%d <= fz%d) {\n          %s;\n          e%d = fz%d;\n        } else\n          %s;\n      }\n",
		p, p, p, p, span(at(oa), at(ob), fmt.Sprint(br.den), fmt.Sprintf("fz%d - fa%d + 1", p, p)), p, p,
		span(fmt.Sprintf("max(%s, %s)", l, at(oa)), fmt.Sprintf("min(%s, %s)", u, at(ob)), "0", "1"))
}

// pureStride is stride's equality when it is the only constraint of the
// piece that involves a div: the points of a row are then exactly those of
// the stride's residue class between the row's bounds (the other
// constraints are the bounds, exact on the last dimension), which can be
// counted instead of tested one by one.
func pureStride(pc convexPiece, k int) (eq row, m int64, ok bool) {
	if eq, m, ok = stride(pc, k); !ok {
		return row{}, 0, false
	}
	for _, r := range pc.members {
		if slices.ContainsFunc(r.dims[k+1:], func(c int64) bool { return c != 0 }) && !r.equal(eq) && !r.equal(eq.negated()) {
			return row{}, 0, false
		}
	}
	return eq, m, true
}

// flatSpans writes the C code listing each piece of a one-dimensional
// image (flatStrides holds) as one span, or a blocked piece's as up to
// three (blockSpans): span(lo, hi, pitch, count) returns the call for
// count runs [lo, hi] pitch apart.
func flatSpans(pieces []convexPiece, params []string, span func(lo, hi, pitch, count string) string) string {
	var b strings.Builder
	b.WriteString("{\n")
	dims := []string{"x"}
	for p, pc := range pieces {
		fmt.Fprintf(&b, "  const int a%d_0 = %s;\n", p, guardCond(pc, params))
		fmt.Fprintf(&b, "  const int64_t l%d_0 = %s, u%d_0 = %s;\n", p, bound(pc.bounds[0], 0, true, params, dims), p, bound(pc.bounds[0], 0, false, params, dims))
		l, u := fmt.Sprintf("l%d_0", p), fmt.Sprintf("u%d_0", p)
		if pc.divs == nil {
			fmt.Fprintf(&b, "  if (a%d_0 && %s <= %s) %s;\n", p, l, u, span(l, u, "0", "1"))
			continue
		}
		fmt.Fprintf(&b, "  if (a%d_0 && %s <= %s) {\n", p, l, u)
		eq, m, pure := pureStride(pc, 0)
		if !pure {
			br, _ := blockedRuns(pc)
			blockSpans(&b, br, p, l, u, params, span)
			b.WriteString("  }\n")
			continue
		}
		first := fmt.Sprintf("f%d", p)
		fmt.Fprintf(&b, "    const int64_t c%d = %s - %s;\n", p, strideResidue(eq, 0, params, nil), l)
		fmt.Fprintf(&b, "    const int64_t %s = %s + (c%d - %d * floord(c%d, %d));\n", first, l, p, m, p, m)
		fmt.Fprintf(&b, "    if (%s <= %s) %s;\n  }\n", first, u, span(first, first, fmt.Sprint(m), fmt.Sprintf("floord(%s - %s, %d) + 1", u, first, m)))
	}
	b.WriteString("}\n")
	return b.String()
}
