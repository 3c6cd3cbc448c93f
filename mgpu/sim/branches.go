package sim

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// The compilation of a function's control flow: terminators, and the
// branches patched to their targets once every block has its pc, through
// a stub of phi copies where a target has phis.

// fixup patches a branch target once every block's pc is known.
type fixup struct {
	at       int  // op index; -1: switch table entry
	table    int  // switch table index
	entry    int  // switch table entry
	useX     bool // patch op.x instead of op.d
	from, to *ir.Block
}

type edge struct{ from, to *ir.Block }

func (c *funcCompiler) term(b *ir.Block, t ir.Terminator) error {
	switch t := t.(type) {
	case *ir.TermRet:
		if t.X == nil {
			c.emit(op{code: oRet})
			return nil
		}
		a, err := c.operand(t.X)
		if err != nil {
			return err
		}
		c.emit(op{code: oRet, a: a, imm: uint64(nleaves(t.X.Type()))})
	case *ir.TermBr:
		i := c.emit(op{code: oJmp})
		c.fixups = append(c.fixups, fixup{at: i, from: b, to: t.Target.(*ir.Block)})
	case *ir.TermCondBr:
		a, err := c.operand(t.Cond)
		if err != nil {
			return err
		}
		i := c.emit(op{code: oBr, a: a})
		c.fixups = append(c.fixups, fixup{at: i, from: b, to: t.TargetTrue.(*ir.Block)},
			fixup{at: i, useX: true, from: b, to: t.TargetFalse.(*ir.Block)})
	case *ir.TermSwitch:
		a, err := c.operand(t.X)
		if err != nil {
			return err
		}
		ti := len(c.fn.switches)
		var table []switchCase
		for j, cs := range t.Cases {
			v, err := c.p.constEval(cs.X.(constant.Constant))
			if err != nil {
				return err
			}
			table = append(table, switchCase{val: v[0].bits})
			c.fixups = append(c.fixups, fixup{at: -1, table: ti, entry: j, from: b, to: cs.Target.(*ir.Block)})
		}
		c.fn.switches = append(c.fn.switches, table)
		i := c.emit(op{code: oSwitch, a: a, x: int64(ti)})
		c.fixups = append(c.fixups, fixup{at: i, from: b, to: t.TargetDefault.(*ir.Block)})
	case *ir.TermUnreachable:
		c.emit(op{code: oUnreachable})
	default:
		return fmt.Errorf("terminator %s is not supported", t.LLString())
	}
	return nil
}

// resolveEdges points branches at their targets, through a stub of phi
// copies where the target has phis (a parallel copy: through temporaries
// when a phi reads another phi of the same block).
func (c *funcCompiler) resolveEdges() error {
	stubs := map[edge]int32{}
	for _, f := range c.fixups {
		e := edge{f.from, f.to}
		pc, ok := stubs[e]
		if !ok {
			var err error
			if pc, err = c.edgeStub(e); err != nil {
				return err
			}
			stubs[e] = pc
		}
		switch {
		case f.at < 0:
			c.fn.switches[f.table][f.entry].pc = pc
		case f.useX:
			c.fn.code[f.at].x = int64(pc)
		default:
			c.fn.code[f.at].d = pc
		}
	}
	return nil
}

func (c *funcCompiler) edgeStub(e edge) (int32, error) {
	type copyOp struct{ dst, src int32 }
	var copies []copyOp
	dsts := map[int32]bool{}
	for _, inst := range e.to.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			break
		}
		var src value.Value
		for _, inc := range phi.Incs {
			if inc.Pred.(*ir.Block) == e.from {
				src = inc.X
				break
			}
		}
		if src == nil {
			return 0, fmt.Errorf("phi %s has no value for predecessor %s", phi.Ident(), e.from.Ident())
		}
		s, err := c.operand(src)
		if err != nil {
			return 0, err
		}
		d := c.slots[phi]
		for i := 0; i < nleaves(phi.Type()); i++ {
			copies = append(copies, copyOp{d + int32(i), s + int32(i)})
			dsts[d+int32(i)] = true
		}
	}
	if len(copies) == 0 {
		return c.blockPC[e.to], nil
	}
	c.pos = -1
	pc := int32(len(c.fn.code))
	conflict := false
	for _, cp := range copies {
		if dsts[cp.src] && cp.src != cp.dst {
			conflict = true
		}
	}
	if conflict {
		tmp := c.alloc(len(copies))
		for i, cp := range copies {
			c.emit(op{code: oMov, d: tmp + int32(i), a: cp.src})
		}
		for i, cp := range copies {
			c.emit(op{code: oMov, d: cp.dst, a: tmp + int32(i)})
		}
	} else {
		for _, cp := range copies {
			c.emit(op{code: oMov, d: cp.dst, a: cp.src})
		}
	}
	c.emit(op{code: oJmp, d: c.blockPC[e.to]})
	return pc, nil
}
