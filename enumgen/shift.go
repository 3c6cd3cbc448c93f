package enumgen

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
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
// By induction, the map at any s1 in [lo, hi] is the map at s0 in [lo,
// hi] translated by d*(s1 - s0), and outside the interval it is empty: two
// launches whose s lie on the same side of the interval's edges touch the
// same elements moved by (s1 - s0) times d, linearised with the array's
// sizes. Reads may be over-approximated by the enumerators: the moved
// over-approximation still covers the moved reads. Writes are enumerated
// exactly, so they move exactly.

// scalarShift is how a kernel's accesses move with the scalar in slot:
// by parameter, by[i] elements per unit; lo and hi bound the values where
// the accesses that use it touch anything (math.MinInt64, math.MaxInt64:
// every value).
type scalarShift struct {
	slot   int
	lo, hi int64
	by     []int64
}

// mapMove is how one access map moves with a scalar.
type mapMove struct {
	by     int64 // elements per unit
	lo, hi int64 // the values where the map touches anything
	empty  bool  // it touches nothing for any value
}

// moveOps bounds the isl operations of one map's proof: a proof that
// does not finish leaves the scalar in the plan cache's key.
const moveOps = 1 << 22

// kernelShifts returns the scalars whose values only move k's accesses,
// slots the parameter names of the scalar slots. A scalar that sizes an
// array, that a pointer field's or texture's accesses or a grid-stride
// loop use, or whose maps move by different amounts or touch anything on
// different intervals, stays in the key.
func kernelShifts(k *model.Kernel, slots map[string]int) []scalarShift {
	if k.Split == model.SplitNone {
		return nil
	}
	var out []scalarShift
	for _, name := range slices.Sorted(maps.Keys(slots)) {
		if sh, ok := kernelShift(k, name); ok {
			sh.slot = slots[name]
			out = append(out, sh)
		}
	}
	return out
}

// kernelShift is how k's accesses move with the scalar called name;
// false where they do not only move, or do not use it.
func kernelShift(k *model.Kernel, name string) (scalarShift, bool) {
	named := func(text string) bool { return mentions(text, name) }
	for _, g := range k.GridStrides {
		if named(fmt.Sprint(g)) {
			return scalarShift{}, false
		}
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
	sh := scalarShift{lo: math.MinInt64, hi: math.MaxInt64, by: make([]int64, len(k.Params))}
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
		moved := false
		for _, text := range mapTexts(a) {
			mv := mapMove{lo: math.MinInt64, hi: math.MaxInt64}
			if named(text) {
				var ok bool
				if mv, ok = mapMoves(text, name, a.Sizes); !ok {
					return scalarShift{}, false
				}
			}
			if mv.empty {
				continue
			}
			if moved && mv.by != sh.by[i] {
				return scalarShift{}, false
			}
			sh.by[i], moved, used = mv.by, true, true
			if mv.lo == math.MinInt64 && mv.hi == math.MaxInt64 {
				continue
			}
			if bounded && (mv.lo != sh.lo || mv.hi != sh.hi) {
				return scalarShift{}, false
			}
			sh.lo, sh.hi, bounded = mv.lo, mv.hi, true
		}
	}
	moves := slices.ContainsFunc(sh.by, func(by int64) bool { return by != 0 })
	return sh, used && (moves || bounded)
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
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(name)
		if (j == 0 || !identByte(text[j-1])) && (end == len(text) || !identByte(text[end])) {
			return true
		}
		i = end
	}
}

func identByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// mapMoves proves how the access map text moves with its parameter name
// (sizes: the array's, as in model.Access), or reports false: not a
// translation, a move along a dimension whose stride is not a constant,
// or a proof isl could not finish.
func mapMoves(text, name string, sizes []string) (mapMove, bool) {
	c := isl.NewCtx()
	defer c.Close()
	c.Limit(moveOps)
	mv, ok, err := proveMove(c, text, name, sizes)
	return mv, ok && err == nil
}

func proveMove(c *isl.Ctx, text, name string, sizes []string) (mapMove, bool, error) {
	m, err := c.ParseMap(text)
	if err != nil {
		return mapMove{}, false, err
	}
	in, err := m.Dims(isl.In)
	if err != nil {
		return mapMove{}, false, err
	}
	rank, err := m.Dims(isl.Out)
	if err != nil || rank < 1 || len(sizes) != rank-1 {
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
	d := make([]int64, rank)
	if len(points) == 1 {
		d = points[0]
	}
	var moves []string
	for i := 0; i < rank; i++ {
		moves = append(moves, fmt.Sprintf("y%d + %d", i, d[i]))
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

	// The values of s where the map touches anything, and the blocks.
	values := touched.ProjectOut(isl.Dim, 1, in)
	if np, err = values.Dims(isl.Param); err != nil {
		return mapMove{}, false, err
	}
	values = values.ProjectOut(isl.Param, 0, np)
	if empty, err := values.IsEmpty(); err != nil || empty {
		return mapMove{empty: true}, err == nil, err
	}
	mv := mapMove{lo: math.MinInt64, hi: math.MaxInt64}
	span, within := "{ [s] }", fmt.Sprintf("{ [s, %s] }", dims)
	if bounded, err := values.IsBounded(); err != nil {
		return mapMove{}, false, err
	} else if bounded {
		lo, err := values.LexMin().Points(1)
		if err != nil {
			return mapMove{}, false, err
		}
		hi, err := values.LexMax().Points(1)
		if err != nil {
			return mapMove{}, false, err
		}
		mv.lo, mv.hi = lo[0][0], hi[0][0]
		span = fmt.Sprintf("{ [s] : %d <= s <= %d }", mv.lo, mv.hi)
		within = fmt.Sprintf("{ [s, %s] : %d <= s < %d }", dims, mv.lo, mv.hi)
	}
	if ok, err := equalsText(c, values, span); err != nil || !ok {
		return mapMove{}, false, err
	}
	w, err := c.ParseSet(within)
	if err != nil {
		return mapMove{}, false, err
	}
	if same, err := touched.Intersect(w).IsEqual(touchedNext.Intersect(w)); err != nil || !same {
		return mapMove{}, false, err
	}

	// Linearised: dimension i moves stride(i) elements per unit.
	stride := int64(1)
	for i := rank - 1; i >= 0; i-- {
		if d[i] != 0 {
			if stride == 0 {
				return mapMove{}, false, nil
			}
			mv.by += d[i] * stride
		}
		if i > 0 {
			n, err := strconv.ParseInt(sizes[i-1], 10, 64)
			if err != nil || n <= 0 || stride > math.MaxInt32 || n > math.MaxInt32 {
				stride = 0 // not a constant from here on
			} else {
				stride *= n
			}
		}
	}
	return mv, true, nil
}

// tuple is "<prefix>0, ..., <prefix>n-1".
func tuple(prefix string, n int) string {
	var names []string
	for i := 0; i < n; i++ {
		names = append(names, fmt.Sprintf("%s%d", prefix, i))
	}
	return strings.Join(names, ", ")
}

// equalsText reports whether s is the set text describes.
func equalsText(c *isl.Ctx, s *isl.Set, text string) (bool, error) {
	t, err := c.ParseSet(text)
	if err != nil {
		return false, err
	}
	return s.IsEqual(t)
}
