package analyze

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// Values that leave a loop (c += nx*ny in a loop over z, then a last
// plane written after it: Rodinia hotspot3D) are the loop's values in the
// iteration it leaves in: its counter there is the exit count.

// exitCount is the iteration in which counted loop l leaves: the first k
// whose stay condition fails. For stay constraints e_i - k >= 0 that is
// max(0, min_i e_i + 1). A stay condition with several cases whose other
// constraints tell them apart (k < min(n, m): k < m where m <= n, k < n
// where n < m) counts in each case's region, and leaves at once outside
// them. ok is false for other loops (grid- or thread-stride, a counter
// scaled in the test, overlapping cases).
func (ev *evaluator) exitCount(l *loop) (pieces, bool) {
	ld := ev.loopDomainOf(l)
	k := loopCounter(l)
	if !ld.exact || ld.counter != k || len(ld.stay) == 0 || len(ld.stay) > 2 {
		return nil, false
	}
	var r pieces
	outside := dnfTrue // where no case stays at all
	var regions []dnf
	for _, c := range ld.stay {
		region, bounds := conj{}, []poly{}
		for _, con := range c {
			switch {
			case con.e[k] == 0:
				region = append(region, con)
			case con.eq || con.def || con.e[k] != -1:
				return nil, false
			default:
				bounds = append(bounds, con.e.add(atomPoly(k)))
			}
		}
		if len(bounds) == 0 || len(bounds) > 2 {
			return nil, false
		}
		in := dnf{region}
		for _, other := range regions {
			if len(other.and(in)) > 0 {
				return nil, false
			}
		}
		regions = append(regions, in)
		outside = outside.and(in.not())
		for _, p := range leavesAfter(bounds) {
			if cond := p.cond.and(in); len(cond) > 0 {
				r = append(r, piece{cond: cond, e: p.e})
			}
		}
	}
	if len(outside) > 0 {
		r = append(r, piece{cond: outside, e: poly{}})
	}
	return r, true
}

// leavesAfter is max(0, min_i b_i + 1): the exit count of a loop that
// stays while k <= b_i for every i.
func leavesAfter(bounds []poly) pieces {
	last := single(bounds[0]) // min_i b_i: the last iteration that stays
	for _, b := range bounds[1:] {
		last = smallerOrLarger(last, single(b), true)
	}
	var r pieces
	for _, p := range last {
		stays := dnf{conj{{e: p.e}}}
		r = append(r, piece{cond: p.cond.and(stays), e: p.e.add(constPoly(1))}, piece{cond: p.cond.and(stays.not()), e: poly{}})
	}
	return r
}

// leaving evaluates x, computed in loop l, as it is when l has left: its
// counter replaced by the exit count.
func (ev *evaluator) leaving(x value.Value, l *loop) (pieces, error) {
	p, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	exit, ok := ev.exitCount(l)
	if !ok {
		return nil, errNotAffine("a value leaving a loop whose exit count is not known")
	}
	k := loopCounter(l)
	var r pieces
	for _, pp := range p {
		for _, kp := range exit {
			cond := pp.cond.substitute(k, kp.e).and(kp.cond)
			if len(cond) > 0 {
				r = append(r, piece{cond: cond, e: pp.e.substitute(k, kp.e)})
			}
		}
	}
	return r, nil
}

// exitPhi evaluates a phi after a loop: a single value leaving it (LCSSA),
// or, after a loop guarded by its own first test (LLVM's rotated loops: if
// (1 < nz - 1) do ... while), the value before the loop where the guard
// skips it and the value leaving it otherwise. ok is false for other phis.
func (ev *evaluator) exitPhi(v *ir.InstPhi) (pieces, bool, error) {
	ex, ok, err := ev.exitShape(v)
	if !ok || err != nil {
		return nil, ok, err
	}
	after, err := ev.leaving(ex.leave.X, ex.l)
	if err != nil || ex.skip == nil {
		return after, true, err
	}
	before, err := ev.value(ex.skip.X)
	if err != nil {
		return nil, true, err
	}
	return choose(ex.skips, before, after), true, nil
}

// exitCondition is exitPhi for a condition (Rodinia's computed flag, set
// in each step of a loop and tested after it). A flag the loop never set
// where the guard skips it (undef) may be anything there: where the guard
// is a condition on the launch (steps > 0), the split requires launches
// that run the loop (evaluator.assumed), else the flag is not understood.
func (ev *evaluator) exitCondition(v *ir.InstPhi) (dnf, bool, error) {
	ex, ok, err := ev.exitShape(v)
	if !ok || err != nil {
		return nil, ok, err
	}
	d, err := ev.condition(ex.leave.X)
	if err != nil {
		return nil, true, err
	}
	exit, counted := ev.exitCount(ex.l)
	if !counted {
		return nil, true, errNotAffine("a condition leaving a loop whose exit count is not known")
	}
	k := loopCounter(ex.l)
	var after dnf
	for _, kp := range exit {
		after = after.or(d.substitute(k, kp.e).and(kp.cond))
	}
	if ex.skip == nil {
		return after, true, nil
	}
	if _, undefined := ex.skip.X.(*constant.Undef); undefined {
		runs := ex.skips.not()
		if len(runs) != 1 || slices.ContainsFunc(runs[0], func(c constraint) bool { return c.eq || c.def || !launchTerms(c.e) }) {
			return nil, true, errNotAffine("a condition left undefined where its loop does not run")
		}
		ev.assumed = append(ev.assumed, runs[0]...)
		return runs.and(after), true, nil
	}
	before, err := ev.condition(ex.skip.X)
	if err != nil {
		return nil, true, err
	}
	return ex.skips.and(before).or(ex.skips.not().and(after)), true, nil
}

// exit is the shape of a phi after loop l: leave is the incoming value
// leaving it; skip, when the loop has a guard (its own first test), is the
// value from the guard, which skips the loop where skips holds.
type exit struct {
	l     *loop
	leave *ir.Incoming
	skip  *ir.Incoming
	skips dnf
}

// exitShape recognises the phis exitPhi and exitCondition read. An
// incoming block outside the loop that only the loop leads to (an exit
// block computing !computed from a value of the last iteration) leaves
// the loop like its predecessor.
func (ev *evaluator) exitShape(v *ir.InstPhi) (exit, bool, error) {
	m := ev.blockOf[v]
	leftLoop := func(pred value.Value) *loop {
		q := ev.g.index[pred.(*ir.Block)]
		if ps := ev.g.preds[q]; ev.g.loopOf[q] == ev.g.loopOf[m] && len(ps) == 1 {
			q = ps[0]
		}
		for l := ev.g.loopOf[q]; l != nil; l = l.parent {
			if !l.contains(m) && l.parent == ev.g.loopOf[m] {
				return l
			}
		}
		return nil
	}
	if len(v.Incs) == 1 {
		if l := leftLoop(v.Incs[0].Pred); l != nil {
			return exit{l: l, leave: v.Incs[0]}, true, nil
		}
		return exit{}, false, nil
	}
	if len(v.Incs) != 2 || ev.g.idom[m] < 0 {
		return exit{}, false, nil
	}
	guard := ev.g.blocks[ev.g.idom[m]]
	br, ok := guard.Term.(*ir.TermCondBr)
	if !ok {
		return exit{}, false, nil
	}
	skip, loopInc := v.Incs[0], v.Incs[1]
	if skip.Pred != guard {
		skip, loopInc = loopInc, skip
	}
	l := leftLoop(loopInc.Pred)
	if skip.Pred != guard || l == nil {
		return exit{}, false, nil
	}
	into := br.TargetTrue
	if into == ev.g.blocks[m] {
		into = br.TargetFalse
	}
	if into == ev.g.blocks[m] || !ev.entersDirectly(into.(*ir.Block), l) {
		return exit{}, false, nil
	}
	skips, err := ev.condition(br.Cond)
	if err != nil {
		return exit{}, true, err
	}
	if !skips.negatable() {
		return exit{}, true, errTooManyCases
	}
	if br.TargetTrue != ev.g.blocks[m] {
		skips = skips.not()
	}
	return exit{l: l, leave: loopInc, skip: skip, skips: skips}, true, nil
}

// entersDirectly reports whether b is l's header or a block that only
// jumps to it (a preheader).
func (ev *evaluator) entersDirectly(b *ir.Block, l *loop) bool {
	i := ev.g.index[b]
	if i == l.header {
		return true
	}
	br, ok := b.Term.(*ir.TermBr)
	return ok && ev.g.index[br.Target.(*ir.Block)] == l.header
}
