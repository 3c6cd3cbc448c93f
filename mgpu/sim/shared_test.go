package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBlockSumStaticShared(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const blocks = 13
	in := make([]float32, blocks*256)
	for i := range in {
		in[i] = float32(i%17) - 3
	}
	out, err := d.Malloc(4 * blocks)
	require.NoError(t, err)
	launch1D(t, m, "_Z9block_sumPKfPf", len(in), 256, ptr(buf(t, d, in)), ptr(out))
	got := fetch[float32](t, d, out, blocks)
	for b := 0; b < blocks; b++ {
		s := make([]float32, 256)
		copy(s, in[b*256:])
		for stride := 128; stride > 0; stride /= 2 {
			for i := 0; i < stride; i++ {
				s[i] += s[i+stride]
			}
		}
		require.Equal(t, s[0], got[b], "block %d", b)
	}
}

func TestBlockSumDynamicShared(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const blocks, bs = 9, 128
	in := make([]int32, blocks*bs)
	for i := range in {
		in[i] = int32(i*7%23) - 11
	}
	out, err := d.Malloc(4 * blocks)
	require.NoError(t, err)
	pos, err := d.Malloc(4 * blocks)
	require.NoError(t, err)
	_, err = m.Launch("_Z13block_sum_dynPKiPiS1_", LaunchConfig{Grid: [3]int{blocks, 1, 1}, Block: [3]int{bs, 1, 1},
		SharedBytes: 4 * bs, Args: [][]byte{ptr(buf(t, d, in)), ptr(out), ptr(pos)}})
	require.NoError(t, err)
	got, gotPos := fetch[int32](t, d, out, blocks), fetch[int32](t, d, pos, blocks)
	for b := 0; b < blocks; b++ {
		var sum, p int32
		for _, v := range in[b*bs : (b+1)*bs] {
			sum += v
			if v > 0 {
				p++
			}
		}
		require.Equal(t, sum, got[b])
		require.Equal(t, p, gotPos[b])
	}
	// Too little dynamic shared memory is an out-of-bounds access.
	_, err = m.Launch("_Z13block_sum_dynPKiPiS1_", LaunchConfig{Grid: [3]int{blocks, 1, 1}, Block: [3]int{bs, 1, 1},
		SharedBytes: 4 * bs / 2, Args: [][]byte{ptr(buf(t, d, in)), ptr(out), ptr(pos)}})
	var le *LaunchError
	require.ErrorAs(t, err, &le)
	require.Contains(t, le.Msg, "out-of-bounds store")
}

func stencilRef(rows, cols int, in []float32) []float32 {
	out := make([]float32, len(in))
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if r == 0 || c == 0 || r == rows-1 || c == cols-1 {
				out[i] = in[i]
				continue
			}
			out[i] = 0.2 * (in[i] + in[i-1] + in[i+1] + in[i-cols] + in[i+cols])
		}
	}
	return out
}

func TestStencil5(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const rows, cols = 70, 90
	in := make([]float32, rows*cols)
	for i := range in {
		in[i] = float32(math.Sin(float64(i)))
	}
	out, err := d.Malloc(4 * rows * cols)
	require.NoError(t, err)
	_, err = m.Launch("_Z8stencil5iiPKfPf", LaunchConfig{Grid: [3]int{(cols + 15) / 16, (rows + 15) / 16, 1}, Block: [3]int{16, 16, 1},
		Args: [][]byte{i32(rows), i32(cols), ptr(buf(t, d, in)), ptr(out)}})
	require.NoError(t, err)
	require.Equal(t, stencilRef(rows, cols, in), fetch[float32](t, d, out, rows*cols))
}

func matmulRef(n int, a, b []float32) []float32 {
	c := make([]float32, n*n)
	for r := 0; r < n; r++ {
		for col := 0; col < n; col++ {
			var acc float32
			for k := 0; k < n; k++ {
				acc = float32(math.FMA(float64(a[r*n+k]), float64(b[k*n+col]), float64(acc)))
			}
			c[r*n+col] = acc
		}
	}
	return c
}

func TestMatmulTiled(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const n = 64
	a, b := make([]float32, n*n), make([]float32, n*n)
	for i := range a {
		a[i], b[i] = float32(i%7)-2.5, float32(i%5)*0.25
	}
	c, err := d.Malloc(4 * n * n)
	require.NoError(t, err)
	_, err = m.Launch("_Z12matmul_tilediPKfS0_Pf", LaunchConfig{Grid: [3]int{n / 16, n / 16, 1}, Block: [3]int{16, 16, 1},
		Args: [][]byte{i32(n), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(c)}})
	require.NoError(t, err)
	require.Equal(t, matmulRef(n, a, b), fetch[float32](t, d, c, n*n))
}

func TestVolatileWarpSynchronousReduction(t *testing.T) {
	d, m := testModule(t, "shared", Options{})
	const blocks = 5
	in := make([]int32, blocks*128)
	for i := range in {
		in[i] = int32(i*i%1000) - 300
	}
	out, err := d.Malloc(4 * blocks)
	require.NoError(t, err)
	launch1D(t, m, "_Z15reduce_volatilePKiPi", len(in), 128, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, blocks)
	for b := 0; b < blocks; b++ {
		var s int32
		for _, v := range in[b*128 : (b+1)*128] {
			s += v
		}
		require.Equal(t, s, got[b], "block %d", b)
	}
}

// TestStaticSharedByKernel: each kernel's static shared memory is the
// variables it reaches, not the module's (what occupancy counts).
func TestStaticSharedByKernel(t *testing.T) {
	p := testProgram(t, "shared")
	require.EqualValues(t, 256*4, p.StaticSharedBytes("_Z9block_sumPKfPf"))
	require.EqualValues(t, 0, p.StaticSharedBytes("_Z13block_sum_dynPKiPiS1_"), "dynamic shared memory only")
	require.EqualValues(t, 0, p.StaticSharedBytes("_Z8stencil5iiPKfPf"))
	require.EqualValues(t, 2*16*16*4, p.StaticSharedBytes("_Z12matmul_tilediPKfS0_Pf"))
	require.EqualValues(t, 128*4, p.StaticSharedBytes("_Z15reduce_volatilePKiPi"))
}
