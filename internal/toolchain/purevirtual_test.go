package toolchain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDefinePureVirtual: a module whose vtable holds __cxa_pure_virtual
// gets its definition (a trap), once, and llvm.trap's declaration unless
// it has one; a module without it is unchanged.
func TestDefinePureVirtual(t *testing.T) {
	const vtable = "@_ZTV1B = constant [1 x i8*] [i8* bitcast (void ()* @__cxa_pure_virtual to i8*)]\n\n"
	ir := vtable + "declare dso_local void @__cxa_pure_virtual() unnamed_addr\n"
	out := DefinePureVirtual(ir)
	require.Contains(t, out, "define linkonce_odr void @__cxa_pure_virtual() unnamed_addr {\n  call void @llvm.trap()\n  unreachable\n}")
	require.Equal(t, 1, strings.Count(out, "declare void @llvm.trap()"))
	require.NotContains(t, out, "declare dso_local void @__cxa_pure_virtual")

	withTrap := ir + "declare void @llvm.trap() #7\n"
	require.Equal(t, 1, strings.Count(DefinePureVirtual(withTrap), "declare void @llvm.trap()"))

	plain := "define void @k() {\n  ret void\n}\n"
	require.Equal(t, plain, DefinePureVirtual(plain))
}
