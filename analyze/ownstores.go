package analyze

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"mgpucc/internal/nvptx"
)

// Reads of a thread's own stores: a load from the very pointer value that
// a store of at least as many bytes wrote before it on every path (the
// store precedes it in its block, or the store's block dominates the
// load's) reads what its own thread wrote in this launch, or what a thread
// of its block wrote since, on the same device: never what the launch
// found. Every path from the pointer's definition to the load passes the
// store (a path around it would reach the load from the entry without
// it), so the store wrote the address the load reads. Such a load needs
// nothing brought to its part, and is left out of the read map:
// PolyBench's accumulators (`tmp[i] = 0; for (j ...) tmp[i] += A[i][j] *
// x[j]`, correlation's row of symmat from the diagonal), whose parts
// would otherwise receive the bytes they are about to overwrite. A
// volatile or atomic load may read another block's store (a flag), and
// stays a read.

// storeSite is a store to global memory: its block, its index there, and
// the bytes it writes.
type storeSite struct {
	block, index int
	size         int64
}

// ownStores are a kernel's stores by the pointer value they store
// through, casts taken off.
type ownStores struct {
	g  *cfg
	at map[value.Value][]storeSite
}

// newOwnStores lists the stores of the kernel whose graph is g.
func newOwnStores(g *cfg) *ownStores {
	s := &ownStores{g: g, at: map[value.Value][]storeSite{}}
	for bi, b := range g.blocks {
		if !g.reachable(bi) {
			continue
		}
		for ii, inst := range b.Insts {
			st, ok := inst.(*ir.InstStore)
			if !ok {
				continue
			}
			n, err := nvptx.StoreSize(st.Src.Type())
			if err != nil {
				continue
			}
			p := uncast(st.Dst)
			s.at[p] = append(s.at[p], storeSite{bi, ii, n})
		}
	}
	return s
}

// covers reports whether ld, instruction ii of block bi, reads only what
// a store of its own thread wrote before it.
func (s *ownStores) covers(ld *ir.InstLoad, bi, ii int) bool {
	if ld.Volatile || ld.Atomic {
		return false
	}
	n, err := nvptx.StoreSize(ld.ElemType)
	if err != nil {
		return false
	}
	for _, st := range s.at[uncast(ld.Src)] {
		if st.size < n {
			continue
		}
		if st.block == bi && st.index < ii || st.block != bi && s.g.dominates(st.block, bi) {
			return true
		}
	}
	return false
}

// uncast is the pointer v casts, or v.
func uncast(v value.Value) value.Value {
	for {
		switch c := v.(type) {
		case *ir.InstBitCast:
			v = c.From
		case *ir.InstAddrSpaceCast:
			v = c.From
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprAddrSpaceCast:
			v = c.From
		default:
			return v
		}
	}
}
