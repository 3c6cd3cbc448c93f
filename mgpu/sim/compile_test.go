package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Every checked-in test module compiles and lists its kernels.
func TestCompileTestdata(t *testing.T) {
	files, err := filepath.Glob("testdata/*.ll")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		ll, err := os.ReadFile(f)
		require.NoError(t, err)
		p, err := CompileText(string(ll))
		require.NoError(t, err, f)
		require.NotEmpty(t, p.Kernels(), f)
	}
}

func TestCompileUnsupported(t *testing.T) {
	ll := `
target triple = "nvptx64-nvidia-cuda"
declare float @mystery(float)
define void @k(float* %p) {
  %v = load float, float* %p
  %r = call float @mystery(float %v)
  store float %r, float* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @k, !"kernel", i32 1}
`
	_, err := CompileText(ll)
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "function k") && strings.Contains(err.Error(), "mystery"), err.Error())

	// A named barrier of a thread count is not __syncthreads: refused, not
	// run as barrier 0.
	named := `
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  call void asm sideeffect "bar.sync 1, 64;", "~{memory}"()
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void ()* @k, !"kernel", i32 1}
`
	_, err = CompileText(named)
	require.ErrorContains(t, err, "barrier other than 0")
}

// A 16-byte access the GPU makes at once is one op (oLoad16, oStore16),
// which no other 16-byte access sees half done: an aligned <4 x i32> or
// { double, double } load and store, and inline PTX's v4 and v2 loads and
// stores (CUB's tile status and value); a 16-byte load aligned to 4 and a
// struct of unlike parts stay element by element.
func TestWideAccesses(t *testing.T) {
	ll := `
target triple = "nvptx64-nvidia-cuda"
%pair = type { double, double }
%mixed = type { i32, i32, i64 }
define void @k(<4 x i32>* %v, %pair* %p, %mixed* %m, i32* %q) {
  %a = load <4 x i32>, <4 x i32>* %v, align 16
  store <4 x i32> %a, <4 x i32>* %v, align 16
  %b = load %pair, %pair* %p, align 16
  store %pair %b, %pair* %p, align 16
  %c = load <4 x i32>, <4 x i32>* %v, align 4
  %d = load %mixed, %mixed* %m, align 16
  %e = call { i32, i32, i32, i32 } asm sideeffect "ld.global.cg.v4.s32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l"(i32* %q)
  %f = extractvalue { i32, i32, i32, i32 } %e, 0
  call void asm sideeffect "st.global.cg.v2.u64 [$0], {$1, $2};", "l,l,l"(i32* %q, i64 1, i64 2)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (<4 x i32>*, %pair*, %mixed*, i32*)* @k, !"kernel", i32 1}
`
	p, err := CompileText(ll)
	require.NoError(t, err)
	counts := map[opcode]int{}
	for _, o := range p.byName["k"].code {
		counts[o.code]++
	}
	require.Equal(t, 3, counts[oLoad16], "the aligned vector, the pair, the inline v4")
	require.Equal(t, 3, counts[oStore16], "the aligned vector, the pair, the inline v2")
	require.Equal(t, 4+2, counts[oLoad4], "the vector aligned to 4, the unlike struct's ints")
	require.Equal(t, 1, counts[oLoad8], "the unlike struct's i64")
}
