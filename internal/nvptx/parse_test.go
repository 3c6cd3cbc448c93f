package nvptx

import (
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/stretchr/testify/require"
)

// A freeze with a debug location (clang-14's, without noundef on the
// parameters) parses, and stays a freeze of its operand.
func TestParseFreezeWithLocation(t *testing.T) {
	text := "define void @f(i32 %0, i32 %1) {\n" +
		"  %3 = icmp slt i32 %0, %1, !dbg !3\n" +
		"  %4 = freeze i1 %3, !dbg !3\n" +
		"  br i1 %4, label %5, label %5, !dbg !3\n" +
		"5:\n  ret void\n}\n" +
		"!3 = !{}"
	m, err := ParseModule("f", text)
	require.NoError(t, err)
	insts := m.Funcs[0].Blocks[0].Insts
	require.Len(t, insts, 2)
	freeze, ok := insts[1].(*ir.InstFreeze)
	require.True(t, ok, "%T", insts[1])
	require.Equal(t, insts[0], freeze.X)
}
