package sim

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Where the compiled code makes a warp's lanes meet outside the warp
// primitives: before volatile accesses, and, in code for GPUs before
// Volta, before accesses to shared memory (launch.go resolves the
// meetings).

// warpYield makes the lanes of a warp that run together take a volatile
// access together, as lanes executing in lockstep do: legacy
// warp-synchronous code (a reduction through volatile shared memory without
// __syncwarp) then computes what it computes on a GPU. Code compiled for a
// GPU before Volta meets so at every access that may be shared memory
// (funcCompiler.lockstep).
func (c *funcCompiler) warpYield() { c.warpPoint(wVolatile, c.alloc(1)) }

// warpPoint emits a warp primitive of kind k that names no lanes and
// takes no operands (a volatile access's meeting, __activemask), its
// result in slot d.
func (c *funcCompiler) warpPoint(k uint64, d int32) {
	zero := c.constSlot(0)
	c.emit(op{code: oWarp, imm: k, d: d, a: zero, b: zero, c: zero, x: int64(zero)})
}

// targetSM is the compute capability f was compiled for (its
// target-cpu, sm_60: 60), or 0 where it does not say.
func targetSM(f *ir.Func) int {
	for _, a := range f.FuncAttrs {
		attrs := []ir.FuncAttribute{a}
		if g, ok := a.(*ir.AttrGroupDef); ok {
			attrs = g.FuncAttrs
		}
		for _, a := range attrs {
			if p, ok := a.(ir.AttrPair); ok && p.Key == "target-cpu" {
				sm, _ := strconv.Atoi(strings.TrimPrefix(p.Value, "sm_"))
				return sm
			}
		}
	}
	return 0
}

// lockstepYield makes the lanes of a warp of a function compiled for a
// GPU before Volta (funcCompiler.lockstep) meet before an access through
// ptr (in slot p) where it addresses shared memory: a shared pointer, or a
// generic one found shared when the access runs (oLockstep), so that their
// accesses to global memory cost no meeting.
func (c *funcCompiler) lockstepYield(ptr value.Value, p int32) {
	if !c.lockstep {
		return
	}
	pt, ok := ptr.Type().(*types.PointerType)
	if !ok || pt.AddrSpace != 0 && pt.AddrSpace != 3 {
		return
	}
	c.emit(op{code: oLockstep, a: p})
	c.warpYield()
}
