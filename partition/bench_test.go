package partition

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/stretchr/testify/require"
)

// BenchmarkPartition measures what partitioning adds to a compile for the
// largest golden module: parse, clone, print (the driver's compile-time
// budget is ≤ 1.3x a plain clang CUDA compile).
func BenchmarkPartition(b *testing.B) {
	text, err := os.ReadFile(filepath.Join("testdata", "features.ll"))
	require.NoError(b, err)
	for i := 0; i < b.N; i++ {
		mod, err := asm.ParseBytes("features.ll", text)
		require.NoError(b, err)
		require.NoError(b, Partition(mod, testModel(goldenSplits["features"])))
		_ = mod.String()
	}
}

// BenchmarkEmitPTX measures llc on the partitioned module.
func BenchmarkEmitPTX(b *testing.B) {
	text, err := os.ReadFile(filepath.Join("testdata", "features.out.ll"))
	require.NoError(b, err)
	for i := 0; i < b.N; i++ {
		_, err := EmitPTX(string(text), "")
		require.NoError(b, err)
	}
}
