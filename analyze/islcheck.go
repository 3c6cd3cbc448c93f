package analyze

import (
	"fmt"
	"slices"
	"strings"

	"mgpucc/isl"
)

// prover settles, with isl, what the quick syntactic check (implied)
// cannot: whether the constraints of an access imply that its inner
// subscripts stay inside their rows.
type prover struct {
	ctx    *isl.Ctx
	params []string // the kernel's integer scalar parameters, p<i>
}

// inBounds reports whether every inner subscript of c provably lies in
// [0, size): the set of points of c violating it is empty. blockOff is free
// here (only known to be >= 0), which can only make the set larger, so an
// empty set is a proof.
func (pv *prover) inBounds(c accessCase, sizes []poly, width int) bool {
	if implied := inBounds(c, sizes, width); implied || pv == nil || len(sizes) == 0 {
		return implied
	}
	var cons, violations []string
	var used []poly
	for _, k := range c.cond {
		cons = append(cons, k.String())
		used = append(used, k.e)
	}
	for _, d := range dims {
		cons = append(cons, fmt.Sprintf("bo%s >= 0", d))
		if slices.Contains(pv.params, "gs"+d) {
			cons = append(cons, gridThreads(d).String()+" >= 0")
			used = append(used, gridThreads(d))
		}
	}
	for i, s := range sizes {
		sub := c.subs[i+1]
		last := sub
		if i+1 == len(sizes) {
			last = sub.add(constPoly(int64(width - 1)))
		}
		used = append(used, sub, last, s)
		violations = append(violations, fmt.Sprintf("%s < 0", sub), fmt.Sprintf("%s >= %s", last, s))
	}
	cons = append(cons, "("+strings.Join(violations, " or ")+")")
	text := islParamList(pv.params) + " -> { " + islDomain + " -> V[] : " + islBody(cons, used) + " }"
	m, err := pv.ctx.ParseMap(text)
	if err != nil {
		return false
	}
	defer m.Free()
	empty, err := m.IsEmpty()
	return err == nil && empty
}

// checkMap makes sure isl reads a map the analysis wrote, with the
// dimensions model.Access documents.
func (pv *prover) checkMap(text string, rank int) error {
	if text == "" {
		return nil
	}
	m, err := pv.ctx.ParseMap(text)
	if err != nil {
		return err
	}
	defer m.Free()
	for _, want := range []struct {
		t    isl.DimType
		n    int
		what string
	}{{isl.Param, 6 + len(pv.params), "parameters"}, {isl.In, 6, "domain dimensions"}, {isl.Out, rank, "subscripts"}} {
		n, err := m.Dims(want.t)
		if err != nil {
			return err
		}
		if n != want.n {
			return fmt.Errorf("%d %s, want %d", n, want.what, want.n)
		}
	}
	return nil
}
