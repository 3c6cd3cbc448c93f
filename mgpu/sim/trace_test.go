package sim

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The traced accesses of the stencil are exactly the rows and columns each
// block touches, computed here from the kernel's definition.
func TestTraceStencil(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const rows, cols, bx, by = 20, 24, 8, 4
	in := buf(t, d, make([]float32, rows*cols))
	out, err := d.Malloc(4 * rows * cols)
	require.NoError(t, err)
	grid := [3]int{cols / bx, rows / by, 1}
	tr, err := m.Launch("_Z8stencil5iiPKfPf", LaunchConfig{Grid: grid, Block: [3]int{bx, by, 1}, Trace: true,
		Args: [][]byte{i32(rows), i32(cols), ptr(in), ptr(out)}})
	require.NoError(t, err)
	require.Len(t, tr.Blocks, grid[0]*grid[1])
	for key, acc := range tr.Blocks {
		reads, writes := map[uint64]bool{}, map[uint64]bool{}
		for r := key[1] * by; r < (key[1]+1)*by; r++ {
			for c := key[0] * bx; c < (key[0]+1)*bx; c++ {
				i := r*cols + c
				writes[uint64(i)] = true
				reads[uint64(i)] = true
				if r > 0 && c > 0 && r < rows-1 && c < cols-1 {
					for _, j := range []int{i - 1, i + 1, i - cols, i + cols} {
						reads[uint64(j)] = true
					}
				}
			}
		}
		require.Equal(t, elemRanges(in, reads), acc.Reads, "reads of block %v", key)
		require.Equal(t, elemRanges(out, writes), acc.Writes, "writes of block %v", key)
	}
	// Without Trace there is no trace.
	tr, err = m.Launch("_Z8stencil5iiPKfPf", LaunchConfig{Grid: grid, Block: [3]int{bx, by, 1},
		Args: [][]byte{i32(rows), i32(cols), ptr(in), ptr(out)}})
	require.NoError(t, err)
	require.Nil(t, tr)
}

// elemRanges turns a set of float indices into merged byte ranges.
func elemRanges(base uint64, set map[uint64]bool) []Range {
	var out []Range
	for i := uint64(0); i < 1<<16; i++ {
		if !set[i] {
			continue
		}
		lo := base + 4*i
		if k := len(out); k > 0 && out[k-1].Hi == lo {
			out[k-1].Hi += 4
			continue
		}
		out = append(out, Range{lo, lo + 4})
	}
	return out
}

func TestTraceAtomicsAndShared(t *testing.T) {
	d, m := testModule(t, "atomics", Options{})
	data := buf(t, d, make([]uint8, 100))
	bins := buf(t, d, make([]uint32, 16))
	tr, err := m.Launch("_Z9histogramPKhiPj", LaunchConfig{Grid: [3]int{2, 1, 1}, Block: [3]int{32, 1, 1}, Trace: true,
		Args: [][]byte{ptr(data), i32(100), ptr(bins)}})
	require.NoError(t, err)
	// Block 0 reads bytes i with i%64 < 32; shared-memory accesses are not traced.
	require.Equal(t, []Range{{data, data + 32}, {data + 64, data + 96}, {bins, bins + 64}}, tr.Blocks[[3]int{0, 0, 0}].Reads)
	require.Equal(t, []Range{{bins, bins + 64}}, tr.Blocks[[3]int{0, 0, 0}].Writes)
}

// A load of bytes the block stored before reads nothing the launch found:
// the trace's reads leave it out; one the block stores after reading, or
// never, stays.
func TestTraceLeavesOutOwnStores(t *testing.T) {
	d, m := testModule(t, "reload", Options{})
	const n = 8
	a, b := buf(t, d, make([]float32, n)), buf(t, d, make([]float32, n))
	c, out := buf(t, d, make([]float32, n)), buf(t, d, make([]float32, n))
	tr, err := m.Launch("_Z6reloadPfS_PKfS_", LaunchConfig{Grid: [3]int{1, 1, 1}, Block: [3]int{n, 1, 1}, Trace: true,
		Args: [][]byte{ptr(a), ptr(b), ptr(c), ptr(out)}})
	require.NoError(t, err)
	acc := tr.Blocks[[3]int{0, 0, 0}]
	require.Equal(t, []Range{{c, c + 4*n}}, acc.Reads)
	require.ElementsMatch(t, []Range{{a, a + 4*n}, {b, b + 4*n}, {out, out + 4*n}}, acc.Writes)
}
