package analyze

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// loopDomain is the set of iterations of a loop: its counter k >= 0 and,
// for k >= 1, the loop's stay condition at iteration k-1.
type loopDomain struct {
	d     dnf
	exact bool
	why   string // why not exact
	// pending: being computed. stay is the exact stay condition, over
	// counter (k<id>, or gk<d> for a grid-stride loop).
	pending bool
	stay    dnf
	counter string
}

// loopDomainOf computes the iteration domain of l. It is exact for loops
// with one latch and one exit whose stay condition is affine and monotone
// in the counter (once false, false for all later iterations).
func (ev *evaluator) loopDomainOf(l *loop) *loopDomain {
	if ld, ok := ev.loopDomains[l]; ok {
		return ld
	}
	k := atomPoly(loopCounter(l))
	ld := &loopDomain{d: dnf{conj{{e: k}}}, pending: true}
	ev.loopDomains[l] = ld
	defer func() { ld.pending = false }()
	exiting := -1
	exits := 0
	for b := range l.blocks {
		if len(ev.g.succs[b]) == 0 {
			exits++
		}
		for _, s := range ev.g.succs[b] {
			if !l.blocks[s] {
				exits++
				exiting = b
			}
		}
	}
	if len(l.latches) != 1 || exits != 1 || !ev.g.dominates(exiting, l.latches[0]) {
		ld.why = "a loop with several back edges or exits"
		return ld
	}
	br, ok := ev.g.blocks[exiting].Term.(*ir.TermCondBr)
	if !ok {
		ld.why = "a loop that exits through a switch"
		return ld
	}
	stay, err := ev.condition(br.Cond)
	if err != nil {
		ld.why = "a loop whose exit test is not affine: " + err.Error()
		return ld
	}
	// The exit test's evaluation has seen the induction variables.
	counter, step := loopCounter(l), constPoly(1)
	if g, strided := ev.strides[l]; strided {
		counter, step = g.Offset(), atomPoly(g.Step())
		stay = stay.withGridSize() // i + blockDim.x*gridDim.x < n
	}
	if d := ev.threadStrides[l]; d != "" {
		counter, step = threadCounter(l, d), atomPoly("bd"+d)
	}
	k = atomPoly(counter)
	stayIfTrue := l.blocks[ev.g.index[br.TargetTrue.(*ir.Block)]]
	if !stayIfTrue && !stay.negatable() {
		ld.why = "a loop whose exit test has too many cases"
		return ld
	}
	if !stayIfTrue {
		stay = stay.not()
	}
	// i != n reads as i < n for a loop that steps by 1; a loop over the
	// threads steps by blockDim.
	if ne, ok := ev.countedInequality(br.Cond, counter, stayIfTrue); ok && ev.threadStrides[l] == "" {
		stay = ne
	}
	for ci, c := range stay {
		var kept conj
		for _, con := range c {
			if !con.e.linearIn(counter) {
				ld.why = "a loop whose exit test is not affine in its counter"
				return ld
			}
			coef := con.e[counter]
			if !con.eq && !con.def && coef > 0 && implied(con.e, nil) {
				// Never false (an unsigned test's 0 <= 4*k): growing
				// with the counter does not matter.
				continue
			}
			if con.eq && !con.def && (coef == 1 || coef == -1) && counter == loopCounter(l) {
				// Stays while k == c (LLVM's test of a two-trip loop,
				// k == 0): from k = 0 on, that is c == 0 and k <= 0.
				kept = append(kept, constraint{e: con.e.sub(atomPoly(counter).scale(coef)), eq: true}, constraint{e: atomPoly(counter).scale(-1)})
				continue
			}
			if (con.eq && coef != 0) || coef > 0 || (con.def && coef != 0) {
				ld.why = "a loop whose exit test is not monotone"
				return ld
			}
			kept = append(kept, con)
		}
		stay[ci] = kept
	}
	prev := stay.substitute(counter, k.sub(step))
	first := dnf{conj{{e: k, eq: true}}}
	later := dnf{conj{{e: k.sub(step)}}}.and(prev)
	ld.d = first.or(later)
	ld.exact, ld.stay, ld.counter = true, stay, counter
	return ld
}

// blockDomain is when block b executes: the iteration domains of its loops
// and the branch conditions leading to it. exact is false when some
// condition was dropped (the domain is then a superset).
type blockDomain struct {
	d          dnf
	exact      bool
	why        string
	loopsExact bool // every enclosing loop's iterations are known (bounded)
}

func (ev *evaluator) blockDomainOf(b int) blockDomain {
	bd := blockDomain{d: dnfTrue, exact: true, loopsExact: true}
	drop := func(why string) {
		if bd.exact {
			bd.exact, bd.why = false, why
		}
	}
	for _, l := range ev.g.loopsOf(b) {
		ld := ev.loopDomainOf(l)
		bd.d = bd.d.and(ld.d)
		if !ld.exact {
			drop(ld.why)
			bd.loopsExact = false
		}
	}
	for x := b; ev.g.idom[x] >= 0; x = ev.g.idom[x] {
		p := ev.g.idom[x]
		if ev.g.postdominates(x, p) {
			continue
		}
		if l := ev.g.loopOf[p]; l != nil && !l.contains(b) {
			drop("reached by leaving a loop early")
			continue
		}
		c, why := ev.reach(p, x, map[int]dnf{})
		if why != "" {
			drop(why)
			continue
		}
		if d := bd.d.and(c); len(d) <= maxCases {
			bd.d = d
		} else {
			drop("too many combinations of conditions")
		}
	}
	return bd
}

// reach is the condition under which control in block p goes on to block
// x, where p is x's immediate dominator: the union over the paths from p
// to x (a join after if/else, where clang merges the branches' stores into
// one) of the conjunction of their branch conditions. It gives up, saying
// why, on a path through another loop, a switch or a condition that is
// not affine. memo holds the conditions of the blocks between them.
func (ev *evaluator) reach(p, x int, memo map[int]dnf) (dnf, string) {
	if x == p {
		return dnfTrue, ""
	}
	if d, ok := memo[x]; ok {
		return d, ""
	}
	var r dnf // false: no path yet
	for _, q := range ev.g.entryPreds(x) {
		if !ev.g.reachable(q) {
			continue
		}
		if q != p && ev.g.loopOf[q] != ev.g.loopOf[x] {
			return nil, "reached through a loop on one of several paths"
		}
		rq, why := ev.reach(p, q, memo)
		if why != "" {
			return nil, why
		}
		edge, why := ev.edge(q, x)
		if why != "" {
			return nil, why
		}
		if r = r.or(rq.and(edge)); len(r) > maxCases {
			return nil, "too many combinations of conditions"
		}
	}
	memo[x] = r
	return r, ""
}

// edge is the condition under which block q branches to block x.
func (ev *evaluator) edge(q, x int) (dnf, string) {
	switch t := ev.g.blocks[q].Term.(type) {
	case *ir.TermBr:
		return dnfTrue, ""
	case *ir.TermCondBr:
		if t.TargetTrue == t.TargetFalse {
			return dnfTrue, ""
		}
		c, err := ev.condition(t.Cond)
		if err != nil {
			return nil, "a condition that is not affine: " + err.Error()
		}
		if t.TargetTrue != ev.g.blocks[x] {
			if !c.negatable() {
				return nil, "too many combinations of conditions"
			}
			c = c.not()
		}
		return c, ""
	}
	return nil, "reached through a switch"
}

// countedInequality reads the exit test "i != n" (or "i == n") of a loop
// whose variable i steps by +1 or -1 as "i < n" (or "i > n"): the loop
// terminates, so i reaches n from below (above). It returns the condition
// under which the test gives truth.
func (ev *evaluator) countedInequality(cond value.Value, counter string, truth bool) (dnf, bool) {
	cmp, ok := cond.(*ir.InstICmp)
	if !ok || (cmp.Pred != enum.IPredNE && cmp.Pred != enum.IPredEQ) {
		return nil, false
	}
	if (cmp.Pred == enum.IPredEQ) == truth {
		return nil, false // stays while equal: not a count up to n
	}
	a, errA := ev.value(cmp.X)
	b, errB := ev.value(cmp.Y)
	if errA != nil || errB != nil {
		return nil, false
	}
	var r dnf
	for _, pa := range a {
		for _, pb := range b {
			d := pa.e.sub(pb.e)
			step := d[counter]
			if (step != 1 && step != -1) || !d.linearIn(counter) {
				return nil, false
			}
			// d moves by step each iteration and stops at 0: while running, step*d < 0.
			differ := dnf{conj{{e: d.scale(-step).add(constPoly(-1))}}}
			if (cmp.Pred == enum.IPredEQ) == truth {
				differ = differ.not()
			}
			r = r.or(pa.cond.and(pb.cond).and(differ))
		}
	}
	return r, true
}
