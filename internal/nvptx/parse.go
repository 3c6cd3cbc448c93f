package nvptx

import (
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// ParseModule parses clang's device IR. It also repairs what llir/llvm
// v0.3.6 gets wrong: its parser types cmpxchg as { T, i8 } instead of
// { T, i1 }, so a module printed again fails in llc-14 ("'%x' defined with
// type '{ i32, i1 }' but expected '{ i32, i8 }'") as soon as a kernel uses
// atomicCAS; and its grammar has no metadata on freeze, which clang-14
// gives a debug location (dropFreezeMetadata).
func ParseModule(name, text string) (*ir.Module, error) {
	m, err := asm.ParseString(name, dropFreezeMetadata(text))
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

// dropFreezeMetadata drops the metadata attachments of the freeze
// instructions in text (", !dbg !12": a freeze's operand holds no "!").
func dropFreezeMetadata(text string) string {
	const freeze = " = freeze "
	if !strings.Contains(text, freeze) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for rest := text; rest != ""; {
		line, tail, found := strings.Cut(rest, "\n")
		if i := strings.Index(line, freeze); i >= 0 {
			if j := strings.Index(line[i:], ", !"); j >= 0 {
				line = line[:i+j]
			}
		}
		b.WriteString(line)
		if found {
			b.WriteByte('\n')
		}
		rest = tail
	}
	return b.String()
}
