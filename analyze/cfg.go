package analyze

import (
	"github.com/llir/llvm/ir"
)

// cfg is the control-flow graph of one function with its dominator tree and
// natural loops.
type cfg struct {
	blocks []*ir.Block
	index  map[*ir.Block]int
	preds  [][]int
	succs  [][]int
	idom   []int // immediate dominator; -1 for the entry and unreachable blocks
	ipdom  []int // immediate postdominator; len(blocks) is the virtual exit
	loops  []*loop
	loopOf []*loop // innermost loop containing each block, or nil
}

// A loop is a natural loop: a header dominating a single latch that branches
// back to it.
type loop struct {
	id      int
	header  int
	latches []int
	blocks  map[int]bool
	parent  *loop
}

func newCFG(f *ir.Func) *cfg {
	g := &cfg{blocks: f.Blocks, index: map[*ir.Block]int{}}
	for i, b := range f.Blocks {
		g.index[b] = i
	}
	n := len(f.Blocks)
	g.preds, g.succs = make([][]int, n), make([][]int, n)
	for i, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			j := g.index[s]
			g.succs[i] = append(g.succs[i], j)
			g.preds[j] = append(g.preds[j], i)
		}
	}
	g.dominators()
	g.findLoops()
	return g
}

// dominators computes the immediate dominators and postdominators.
func (g *cfg) dominators() {
	n := len(g.blocks)
	g.idom = idoms(n, 0, g.succs, g.preds)
	// Postdominators: the reversed graph, from a virtual exit (index n)
	// that every returning block reaches.
	rsuccs, rpreds := make([][]int, n+1), make([][]int, n+1)
	for b := 0; b < n; b++ {
		if len(g.succs[b]) == 0 {
			rsuccs[n] = append(rsuccs[n], b)
			rpreds[b] = append(rpreds[b], n)
		}
		for _, s := range g.succs[b] {
			rsuccs[s] = append(rsuccs[s], b)
			rpreds[b] = append(rpreds[b], s)
		}
	}
	g.ipdom = idoms(n+1, n, rsuccs, rpreds)
}

// idoms computes immediate dominators from entry (Cooper, Harvey and
// Kennedy's iterative algorithm over reverse postorder); -1 for the entry
// and unreachable nodes.
func idoms(n, entry int, succs, preds [][]int) []int {
	order := make([]int, 0, n) // postorder
	seen := make([]bool, n)
	var visit func(int)
	visit = func(b int) {
		seen[b] = true
		for _, s := range succs[b] {
			if !seen[s] {
				visit(s)
			}
		}
		order = append(order, b)
	}
	visit(entry)
	po := make([]int, n)
	for i := range po {
		po[i] = -1
	}
	for i, b := range order {
		po[b] = i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[entry] = entry
	intersect := func(a, b int) int {
		for a != b {
			for po[a] < po[b] {
				a = idom[a]
			}
			for po[b] < po[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			b := order[i]
			if b == entry {
				continue
			}
			nd := -1
			for _, p := range preds[b] {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[b] {
				idom[b] = nd
				changed = true
			}
		}
	}
	idom[entry] = -1
	return idom
}

// postdominates reports whether every path from block b to the function's
// exit passes through block a.
func (g *cfg) postdominates(a, b int) bool {
	for b >= 0 && b < len(g.blocks) {
		if a == b {
			return true
		}
		b = g.ipdom[b]
	}
	return false
}

// dominates reports whether block a dominates block b.
func (g *cfg) dominates(a, b int) bool {
	for b >= 0 {
		if a == b {
			return true
		}
		b = g.idom[b]
	}
	return false
}

func (g *cfg) reachable(b int) bool { return b == 0 || g.idom[b] >= 0 }

// findLoops collects the natural loops (back edges to a dominating header)
// and nests them.
func (g *cfg) findLoops() {
	byHeader := map[int]*loop{}
	for b := range g.blocks {
		if !g.reachable(b) {
			continue
		}
		for _, h := range g.succs[b] {
			if !g.dominates(h, b) {
				continue
			}
			l := byHeader[h]
			if l == nil {
				l = &loop{header: h, blocks: map[int]bool{h: true}}
				byHeader[h] = l
				g.loops = append(g.loops, l)
			}
			l.latches = append(l.latches, b)
			work := []int{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if l.blocks[x] {
					continue
				}
				l.blocks[x] = true
				work = append(work, g.preds[x]...)
			}
		}
	}
	g.loopOf = make([]*loop, len(g.blocks))
	for i, l := range g.loops {
		l.id = i
	}
	for _, l := range g.loops {
		for b := range l.blocks {
			if in := g.loopOf[b]; in == nil || len(in.blocks) > len(l.blocks) {
				g.loopOf[b] = l
			}
		}
	}
	for _, l := range g.loops {
		for _, o := range g.loops {
			if o != l && o.blocks[l.header] && len(o.blocks) > len(l.blocks) &&
				(l.parent == nil || len(o.blocks) < len(l.parent.blocks)) {
				l.parent = o
			}
		}
	}
}

// loopsOf lists the loops containing block b, outermost first.
func (g *cfg) loopsOf(b int) []*loop {
	var ls []*loop
	for l := g.loopOf[b]; l != nil; l = l.parent {
		ls = append([]*loop{l}, ls...)
	}
	return ls
}

// contains reports whether loop l contains block b.
func (l *loop) contains(b int) bool { return l.blocks[b] }

// entryPreds lists the predecessors of b other than the latches of the
// loop b heads: the ways into b from outside its own loop.
func (g *cfg) entryPreds(b int) []int {
	l := g.loopOf[b]
	var out []int
	for _, p := range g.preds[b] {
		if l != nil && l.header == b && l.contains(p) {
			continue
		}
		out = append(out, p)
	}
	return out
}
