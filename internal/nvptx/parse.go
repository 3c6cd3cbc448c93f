package nvptx

import (
	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// ParseModule parses clang's device IR. It also repairs what llir/llvm
// v0.3.6 gets wrong: its parser types cmpxchg as { T, i8 } instead of
// { T, i1 }, so a module printed again fails in llc-14 ("'%x' defined with
// type '{ i32, i1 }' but expected '{ i32, i8 }'") as soon as a kernel uses
// atomicCAS.
func ParseModule(name, text string) (*ir.Module, error) {
	m, err := asm.ParseString(name, text)
	if err != nil {
		return nil, err
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if x, ok := inst.(*ir.InstCmpXchg); ok {
					x.Typ = types.NewStruct(x.New.Type(), types.I1)
				}
			}
		}
	}
	return m, nil
}
