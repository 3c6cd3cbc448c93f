package sim

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSaxpy(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	const n = 1000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i)*0.5, float32(n-i)
	}
	xa, ya := buf(t, d, x), buf(t, d, y)
	launch1D(t, m, "_Z5saxpyifPKfPf", n, 128, i32(n), f32a(2.5), ptr(xa), ptr(ya))
	got := fetch[float32](t, d, ya, n)
	for i := range got {
		require.Equal(t, float32(math.FMA(2.5, float64(x[i]), float64(y[i]))), got[i], "y[%d]", i)
	}
}

var intCases = [][2]int32{{7, 3}, {-7, 3}, {7, -3}, {math.MaxInt32, 2}, {math.MinInt32, 3}, {math.MinInt32, -2},
	{123456789, 33}, {-1, 31}, {0, 5}, {math.MaxInt32, math.MaxInt32}, {-100, 7}, {1 << 30, 4}}

func TestIntOps(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	n := len(intCases)
	a, b := make([]int32, n), make([]int32, n)
	for i, c := range intCases {
		a[i], b[i] = c[0], c[1]
	}
	out, err := d.Malloc(int64(8 * 4 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z7int_opsiPKiS0_Pi", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(out))
	got := fetch[int32](t, d, out, 8*n)
	for i := range a {
		x, y := a[i], b[i]
		s := uint32(y & 31)
		want := []int32{x + y, x - y, x * y, x / y, x % y, x >> s, int32(uint32(x) >> s), x << s}
		require.Equal(t, want, got[8*i:8*i+8], "case %d/%d", x, y)
	}
}

func TestUint64Ops(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	a := []uint64{1, math.MaxUint64, 1 << 63, 12345678901234, 99, math.MaxInt64}
	b := []uint64{3, 7, 5, 1000, 1 << 40, math.MaxUint64}
	n := len(a)
	out, err := d.Malloc(int64(6 * 8 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z10uint64_opsiPKyS0_Py", n, 64, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(out))
	got := fetch[uint64](t, d, out, 6*n)
	for i := range a {
		x, y := a[i], b[i]
		want := []uint64{x + y, x * y, x / y, x % y, uint64(int64(x) / int64(y)), x ^ y<<7}
		require.Equal(t, want, got[6*i:6*i+6], "case %d", i)
	}
}

func TestSmallInts(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	a := []int8{-128, -1, 0, 1, 127, 100, -77}
	b := []int16{-32768, 300, -5, 32767, 2, -999, 12345}
	n := len(a)
	c, err := d.Malloc(int64(n))
	require.NoError(t, err)
	out, err := d.Malloc(int64(4 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z10small_intsiPKaPKsPhPs", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(c), ptr(out))
	gc := fetch[uint8](t, d, c, n)
	gout := fetch[int16](t, d, out, 2*n)
	for i := range a {
		x, y := a[i], b[i]
		require.Equal(t, uint8(int32(x)*3+7), gc[i])
		require.Equal(t, int16(int32(x)*int32(y)), gout[2*i])
		require.Equal(t, int16(int32(y)/int32(x|1)), gout[2*i+1])
	}
}

var floatCases = [][2]float32{{1.5, 2.25}, {-0.0, 0.0}, {float32(math.Inf(1)), 1}, {float32(math.Inf(-1)), float32(math.Inf(1))},
	{float32(math.NaN()), 1}, {1, float32(math.NaN())}, {1e-45, 3}, {1.17549435e-38, 0.5}, {3.4e38, 10}, {1, 0}, {-1, 0}, {0, 0}, {1e-40, 1e-40}}

func sameFloat32(t *testing.T, want, got float32, msg string) {
	if math.IsNaN(float64(want)) {
		require.True(t, math.IsNaN(float64(got)), "%s: want NaN, got %v", msg, got)
		return
	}
	require.Equal(t, math.Float32bits(want), math.Float32bits(got), "%s: want %v got %v", msg, want, got)
}

func TestFloatOps(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	n := len(floatCases)
	a, b := make([]float32, n), make([]float32, n)
	for i, c := range floatCases {
		a[i], b[i] = c[0], c[1]
	}
	out, err := d.Malloc(int64(6 * 4 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z9float_opsiPKfS0_Pf", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(out))
	got := fetch[float32](t, d, out, 6*n)
	for i := range a {
		x, y := a[i], b[i]
		mn := y
		if x < y {
			mn = x
		}
		want := []float32{x + y, x - y, x * y, x / y, mn, -x}
		for j := range want {
			sameFloat32(t, want[j], got[6*i+j], fmt.Sprintf("case %v,%v op %d", x, y, j))
		}
	}
}

func TestDoubleOps(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	a := []float64{1.5, -0.0, math.Inf(1), math.NaN(), 5e-324, 1e308, 1.0000001}
	b := []float64{2.5, 0.0, math.Inf(1), 1, 2, 10, 3}
	n := len(a)
	out, err := d.Malloc(int64(4 * 8 * n))
	require.NoError(t, err)
	cmp, err := d.Malloc(int64(4 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z10double_opsiPKdS0_PdPi", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(out), ptr(cmp))
	got := fetch[float64](t, d, out, 4*n)
	gcmp := fetch[int32](t, d, cmp, n)
	bi := func(v bool) int32 {
		if v {
			return 1
		}
		return 0
	}
	for i := range a {
		x, y := a[i], b[i]
		want := []float64{x + y, x * y, x / y, float64(float32(x))}
		for j := range want {
			if math.IsNaN(want[j]) {
				require.True(t, math.IsNaN(got[4*i+j]))
				continue
			}
			require.Equal(t, math.Float64bits(want[j]), math.Float64bits(got[4*i+j]), "case %v,%v op %d", x, y, j)
		}
		require.Equal(t, bi(x < y)|bi(x == y)<<1|bi(x != y)<<2|bi(x >= y)<<3, gcmp[i], "compare %v %v", x, y)
	}
}

func TestConversions(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	f := []float32{1.9, -1.9, 1e9, -2e9, 0.5, 16777217}
	dv := []float64{3.99, 4e9, 123456789.7, 0.1, 4294967295.5, 7}
	n := len(f)
	outs := make([]uint64, 4)
	for i := range outs {
		var err error
		outs[i], err = d.Malloc(int64(8 * n))
		require.NoError(t, err)
	}
	launch1D(t, m, "_Z11conversionsiPKfPKdPiPjPxPf", n, 32, i32(int32(n)), ptr(buf(t, d, f)), ptr(buf(t, d, dv)),
		ptr(outs[0]), ptr(outs[1]), ptr(outs[2]), ptr(outs[3]))
	gi := fetch[int32](t, d, outs[0], n)
	gu := fetch[uint32](t, d, outs[1], n)
	gl := fetch[int64](t, d, outs[2], n)
	gb := fetch[float32](t, d, outs[3], n)
	for i := range f {
		require.Equal(t, int32(f[i]), gi[i])
		require.Equal(t, uint32(dv[i]), gu[i])
		require.Equal(t, int64(dv[i]), gl[i])
		require.Equal(t, float32(gi[i])+float32(uint32(i))+float32(gl[i]), gb[i])
	}
}

// halfRef rounds a float32 to the nearest half (ties to even) by
// exhaustive search over the half values: an independent reference.
func halfRef(f float32) uint16 {
	if math.Abs(float64(f)) >= 65520 { // rounds past the largest half, 65504
		if f < 0 {
			return 0xfc00
		}
		return 0x7c00
	}
	best, bestErr := uint16(0), math.Inf(1)
	for h := 0; h < 0x10000; h++ {
		v := float64(htof32(uint16(h)))
		if math.IsNaN(v) {
			continue
		}
		e := math.Abs(v - float64(f))
		if e < bestErr || e == bestErr && h&1 == 0 && math.Signbit(v) == math.Signbit(float64(f)) {
			best, bestErr = uint16(h), e
		}
	}
	return best
}

func TestHalf(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	// 1, 2.5, -0.333, 65504 (max), 6e-8 (denormal), 1000
	a := []uint16{0x3c00, 0x4100, 0xb554, 0x7bff, 0x0001, 0x63d0}
	b := []uint16{0x3c00, 0xc000, 0x3555, 0x3c00, 0x0001, 0x5640}
	n := len(a)
	out, err := d.Malloc(int64(6 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z8half_opsiPKDhS0_PDh", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(out))
	got := fetch[uint16](t, d, out, 3*n)
	for i := range a {
		x, y := htof32(a[i]), htof32(b[i])
		require.Equal(t, []uint16{halfRef(x + y), halfRef(x * y), halfRef(x / 3)}, got[3*i:3*i+3], "case %d", i)
	}
}

// fmaRef is a*b+c rounded once, computed exactly with big.Float.
func fmaRef(a, b, c float64) *big.Float {
	x := new(big.Float).SetPrec(2000).SetFloat64(a)
	x.Mul(x, new(big.Float).SetFloat64(b))
	return x.Add(x, new(big.Float).SetFloat64(c))
}

func TestFMA32(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		a := math.Float32frombits(rng.Uint32())
		b := math.Float32frombits(rng.Uint32())
		c := math.Float32frombits(rng.Uint32())
		if i%2 == 0 { // operands of similar magnitude, where cancellation happens
			a, b = float32(rng.Float64()+1), float32(rng.Float64()+1)
			c = -a * b * float32(1+rng.NormFloat64()*1e-6)
		}
		if math.IsNaN(float64(a)) || math.IsNaN(float64(b)) || math.IsNaN(float64(c)) ||
			math.IsInf(float64(a), 0) || math.IsInf(float64(b), 0) || math.IsInf(float64(c), 0) {
			continue
		}
		want, _ := fmaRef(float64(a), float64(b), float64(c)).Float32()
		got := fma32(a, b, c)
		if want == 0 && got == 0 {
			continue // the sign of an exact zero sum is not what this checks
		}
		require.Equal(t, math.Float32bits(want), math.Float32bits(got), "fma(%g, %g, %g)", a, b, c)
	}
}

func TestContraction(t *testing.T) {
	d, m := testModule(t, "basic", Options{})
	e := float32(1 + 1.0/4096)
	a := []float32{e, 1.5, e, 3}
	b := []float32{e, 2, -e, 1e-8}
	c := []float32{-1, 0.25, 1, 7}
	n := len(a)
	out, err := d.Malloc(int64(8 * n))
	require.NoError(t, err)
	dout, err := d.Malloc(int64(8 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z3madiPKfS0_S0_PfPd", n, 32, i32(int32(n)), ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(buf(t, d, c)), ptr(out), ptr(dout))
	got, gd := fetch[float32](t, d, out, 2*n), fetch[float64](t, d, dout, n)
	for i := range a {
		x, y, z := float64(a[i]), float64(b[i]), float64(c[i])
		f1, _ := fmaRef(x, y, z).Float32()
		f2, _ := fmaRef(-x, y, z).Float32()
		require.Equal(t, []float32{f1, f2}, got[2*i:2*i+2], "case %d", i)
		require.Equal(t, math.FMA(x, y, -z), gd[i], "case %d", i)
	}
	// The first case is one where a separate multiply would round away 2^-24.
	require.NotEqual(t, float32(a[0]*b[0])+c[0], got[0])
}
