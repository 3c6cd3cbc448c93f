package enumgen

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"mgpucc/isl"
	"mgpucc/model"
)

// Scalars that only move a kernel's accesses. A loop counter passed to
// every launch (the plane i of a 3-D convolution, the column k that
// Gram-Schmidt normalises) often changes nothing but where the blocks'
// accesses lie: the launch with i + 1 touches what the launch with i
// touched, NJ*NK elements further on. Where isl proves that of every access
// map of a kernel, the runtime makes a plan once and moves its spans for
// each other value (mgpu_scalar_shift), rather than running the
// enumerators again.
//
// The proof, per map and scalar s, with s made the first domain dimension:
//   - the map at s + 1 is the map at s translated by a constant vector d,
//     for every block where both touch something;
//   - the values of s for which the map touches anything form an interval
//     [lo, hi] (or all values), and within it the blocks that touch
//     something are the same for every s.
//
// The interval, and the move linearised with the array's sizes, may
// depend on the launch (blockDim, gridDim) and the other scalars, which
// the plan's key holds; the vector may not. By induction, the map at any s1 in [lo, hi] is the map at s0 in [lo, hi]
// translated by d*(s1 - s0), and outside the interval it is empty: two
// launches whose s are both inside or both outside the interval touch the
// same elements moved by (s1 - s0) times d, linearised with the array's
// sizes. Reads may be over-approximated by the enumerators: the moved
// over-approximation still covers the moved reads. Writes are enumerated
// exactly, so they move exactly. The descriptor gets a C function of the
// launch giving the interval's ends and each parameter's move.

// scalarShift is how a kernel's accesses move with the scalar in slot:
// lo and hi, C expressions of the launch, bound the values where the
// accesses that use it touch anything ("INT64_MIN", "INT64_MAX": no
// bound); by, per parameter, the C expression of the elements its
// accesses move per unit.
type scalarShift struct {
	slot   int
	lo, hi string
	by     []string
}

// mapMove is how one access map moves with a scalar: by d per unit, per
// array dimension, touching anything for values in [lo, hi] (C
// expressions, as in scalarShift), or for none (empty).
type mapMove struct {
	d      []int64
	lo, hi string
	empty  bool
}

// unbounded is the interval of every value.
var unbounded = [2]string{"INT64_MIN", "INT64_MAX"}

// moveOps bounds the isl operations of one map's proof: a proof that
// does not finish leaves the scalar in the plan cache's key.
const moveOps = 1 << 22

// kernelShifts returns the scalars whose values only move k's accesses,
// slots the parameter names of the scalar slots. A scalar that sizes an
// array, that a pointer field's or texture's accesses or a grid-stride
// loop use, or whose maps of one parameter move by different amounts, or
// that touch anything on different intervals, stays in the key.
func kernelShifts(k *model.Kernel, slots map[string]int) []scalarShift {
	if k.Split == model.SplitNone {
		return nil
	}
	var out []scalarShift
	var names []string
	for _, name := range slices.Sorted(maps.Keys(slots)) {
		if sh, ok := kernelShift(k, name, slots); ok {
			sh.slot = slots[name]
			out, names = append(out, sh), append(names, name)
		}
	}
	// A plan moves along one scalar at a time: each one's interval and
	// moves must not depend on another that moves too (a plane index
	// bounded by the plane count, which a guard also makes a shift).
	for i := 0; i < len(out); {
		sh := out[i]
		uses := func(other string) bool {
			return other != names[i] && slices.ContainsFunc(append([]string{sh.lo, sh.hi}, sh.by...), func(e string) bool { return mentions(e, other) })
		}
		if slices.ContainsFunc(names, uses) {
			out, names = slices.Delete(out, i, i+1), slices.Delete(names, i, i+1)
			i = 0
			continue
		}
		i++
	}
	return out
}

// kernelShift is how k's accesses move with the scalar called name;
// false where they do not only move, or do not use it.
func kernelShift(k *model.Kernel, name string, slots map[string]int) (scalarShift, bool) {
	named := func(text string) bool { return mentions(text, name) }
	if slices.ContainsFunc(k.GridStrides, func(g model.GridStride) bool { return named(g.Last) }) {
		return scalarShift{}, false
	}
	for _, p := range k.Params {
		for _, f := range p.PointerFields {
			if f.Access != nil && slices.ContainsFunc(mapTexts(f.Access), named) {
				return scalarShift{}, false
			}
		}
		for _, t := range textureHandles(p) {
			if t.Access != nil && slices.ContainsFunc(mapTexts(t.Access), named) {
				return scalarShift{}, false
			}
		}
	}
	sh := scalarShift{by: slices.Repeat([]string{"0"}, len(k.Params))}
	span := unbounded
	used, bounded := false, false
	for i, p := range k.Params {
		a := p.Access
		if p.Kind != model.ParamPointer || a == nil || !slices.ContainsFunc(mapTexts(a), named) {
			continue
		}
		if slices.ContainsFunc(a.Sizes, named) {
			return scalarShift{}, false
		}
		// The parameter's maps move together, those not using the
		// scalar by nothing.
		var d []int64
		for _, text := range mapTexts(a) {
			mv := mapMove{lo: unbounded[0], hi: unbounded[1]}
			if named(text) {
				var ok bool
				if mv, ok = mapMoves(text, name, slots); !ok {
					return scalarShift{}, false
				}
			}
			if mv.empty {
				continue
			}
			if mv.d == nil {
				mv.d = make([]int64, len(a.Sizes)+1)
			}
			if d != nil && !slices.Equal(d, mv.d) {
				return scalarShift{}, false
			}
			d, used = mv.d, true
			if [2]string{mv.lo, mv.hi} == unbounded {
				continue
			}
			if bounded && [2]string{mv.lo, mv.hi} != span {
				return scalarShift{}, false
			}
			span, bounded = [2]string{mv.lo, mv.hi}, true
		}
		if d != nil {
			by, err := linearMove(d, a.Sizes, slots)
			if err != nil {
				return scalarShift{}, false
			}
			sh.by[i] = by
		}
	}
	sh.lo, sh.hi = span[0], span[1]
	moves := slices.ContainsFunc(sh.by, func(by string) bool { return by != "0" })
	return sh, used && (moves || bounded)
}

// linearMove is the C expression of the elements a move by d (per array
// dimension) covers in an array of the given sizes.
func linearMove(d []int64, sizes []string, slots map[string]int) (string, error) {
	if !slices.ContainsFunc(d, func(v int64) bool { return v != 0 }) {
		return "0", nil
	}
	c := isl.NewCtx()
	defer c.Close()
	names := slices.Sorted(maps.Keys(slots))
	e := fmt.Sprintf("(%d)", d[0])
	for i, size := range sizes {
		sz, err := sizeExpr(c, size, names)
		if err != nil {
			return "", err
		}
		e = fmt.Sprintf("(%s * %s + (%d))", e, sz, d[i+1])
	}
	return e, nil
}

// mapTexts are the non-empty maps of an access.
func mapTexts(a *model.Access) []string {
	var out []string
	for _, md := range modes {
		if t := md.text(a); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// mentions reports whether text uses the identifier name.
func mentions(text, name string) bool {
	return slices.Contains(sizeIdent.FindAllString(text, -1), name)
}

// mapMoves proves how the access map text moves with its parameter name,
// or reports false: not a translation, an interval whose ends C cannot
// compute from the launch and the scalars (slots), or a proof isl could
// not finish.
func mapMoves(text, name string, slots map[string]int) (mapMove, bool) {
	c := isl.NewCtx()
	defer c.Close()
	c.Limit(moveOps)
	mv, ok, err := proveMove(c, text, name)
	if !ok || err != nil {
		return mapMove{}, false
	}
	for _, e := range []string{mv.lo, mv.hi} {
		for _, id := range sizeIdent.FindAllString(e, -1) {
			_, scalar := slots[id]
			if !scalar && !slices.Contains(launchParams, id) && !slices.Contains(unbounded[:], id) && !slices.Contains([]string{"floord", "min", "max"}, id) {
				return mapMove{}, false
			}
		}
	}
	return mv, true
}

func proveMove(c *isl.Ctx, text, name string) (mapMove, bool, error) {
	m, err := c.ParseMap(text)
	if err != nil {
		return mapMove{}, false, err
	}
	in, err := m.Dims(isl.In)
	if err != nil {
		return mapMove{}, false, err
	}
	rank, err := m.Dims(isl.Out)
	if err != nil || rank < 1 {
		return mapMove{}, false, err
	}
	moved := m.ParamToIn(name) // [s, domain...] -> A[y]
	dims := tuple("x", in)
	step, err := c.ParseMap(fmt.Sprintf("{ [s, %s] -> [s + 1, %[1]s] }", dims))
	if err != nil {
		return mapMove{}, false, err
	}
	next := step.ApplyRange(moved) // [s, domain...] -> the map at s + 1

	// The translation, if any, moves each block's least point too.
	least := moved.LexMin()
	pairs := least.FlatRangeProduct(step.ApplyRange(least)).Range().SetTupleName("P")
	ys, zs := tuple("y", rank), tuple("z", rank)
	var diffs []string
	for i := 0; i < rank; i++ {
		diffs = append(diffs, fmt.Sprintf("z%d - y%d", i, i))
	}
	diff, err := c.ParseMap(fmt.Sprintf("{ P[%s, %s] -> [%s] }", ys, zs, strings.Join(diffs, ", ")))
	if err != nil {
		return mapMove{}, false, err
	}
	deltas := pairs.Apply(diff)
	np, err := deltas.Dims(isl.Param)
	if err != nil {
		return mapMove{}, false, err
	}
	points, err := deltas.ProjectOut(isl.Param, 0, np).Points(2)
	if err != nil || len(points) > 1 {
		return mapMove{}, false, err
	}
	mv := mapMove{d: make([]int64, rank)}
	if len(points) == 1 {
		mv.d = points[0]
	}
	var moves []string
	for i := 0; i < rank; i++ {
		moves = append(moves, fmt.Sprintf("y%d + %d", i, mv.d[i]))
	}
	translate, err := c.ParseMap(fmt.Sprintf("{ A[%s] -> A[%s] }", ys, strings.Join(moves, ", ")))
	if err != nil {
		return mapMove{}, false, err
	}
	touched, touchedNext := moved.Domain(), next.Domain()
	both := touched.Intersect(touchedNext)
	same, err := next.IntersectDomain(both).IsEqual(moved.ApplyRange(translate).IntersectDomain(both))
	if err != nil || !same {
		return mapMove{}, false, err
	}

	// The values of s where the map touches anything: an interval, for
	// each launch and value of the other scalars.
	values := touched.ProjectOut(isl.Dim, 1, in).Coalesce()
	if empty, err := values.IsEmpty(); err != nil || empty {
		return mapMove{empty: true}, err == nil, err
	}
	between, err := c.ParseMap("{ [a, b] -> [s] : a <= s <= b }")
	if err != nil {
		return mapMove{}, false, err
	}
	hull := isl.MapFromDomainAndRange(values, values).Wrap().Flatten().Apply(between)
	if interval, err := hull.IsSubset(values); err != nil || !interval {
		return mapMove{}, false, err
	}
	if mv.lo, err = valueBound(c, values.DimMin(0), unbounded[0]); err != nil {
		return mapMove{}, false, err
	}
	if mv.hi, err = valueBound(c, values.DimMax(0), unbounded[1]); err != nil {
		return mapMove{}, false, err
	}
	// Within it, the same blocks touch something at s and s + 1.
	down, err := c.ParseMap("{ [s] -> [s - 1] }")
	if err != nil {
		return mapMove{}, false, err
	}
	blocks, err := c.ParseSet(fmt.Sprintf("{ [%s] }", dims))
	if err != nil {
		return mapMove{}, false, err
	}
	within := isl.MapFromDomainAndRange(values.Intersect(values.Apply(down)), blocks).Wrap().Flatten()
	if same, err := touched.Intersect(within).IsEqual(touchedNext.Intersect(within)); err != nil || !same {
		return mapMove{}, false, err
	}
	return mv, true, nil
}

// valueBound is the C expression of an end of the values (DimMin or
// DimMax), or none where isl finds no bound.
func valueBound(c *isl.Ctx, end *isl.PwAff, none string) (string, error) {
	if err := end.Err(); err != nil {
		if strings.Contains(err.Error(), "unbounded optimum") {
			return none, nil
		}
		return "", err
	}
	e, err := c.ExprC(end, end.Domain())
	if err != nil {
		return "", err
	}
	return "(" + e + ")", nil
}

// tuple is "<prefix>0, ..., <prefix>n-1".
func tuple(prefix string, n int) string {
	var names []string
	for i := 0; i < n; i++ {
		names = append(names, fmt.Sprintf("%s%d", prefix, i))
	}
	return strings.Join(names, ", ")
}
