package sim

import (
	"math"
	"math/big"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
)

func roundTo(x float64, mode big.RoundingMode) int64 {
	switch mode {
	case big.ToNegativeInf:
		return int64(math.Floor(x))
	case big.ToPositiveInf:
		return int64(math.Ceil(x))
	}
	return int64(math.RoundToEven(x))
}

func clampI32(v int64) int32 { return int32(max(math.MinInt32, min(math.MaxInt32, v))) }

func TestNVVMIntrinsics(t *testing.T) {
	d, m := testModule(t, "intrinsics", Options{})
	f := []float32{2.5, -2.5, 3.5, -0.4, 1e10, 0.7}
	dv := []float64{2.5, -3.5, 1e12, 0.5, -0.5, 7}
	x := []int32{123456789, -5, 16777217, 0x7fffffff, -1, 42}
	y := []int32{-7, 9, 3, 1, -1, 0x10203}
	n := len(f)
	iout, err := d.Malloc(int64(4 * 16 * n))
	require.NoError(t, err)
	fout, err := d.Malloc(int64(4 * 6 * n))
	require.NoError(t, err)
	dout, err := d.Malloc(int64(8 * n))
	require.NoError(t, err)
	launch1D(t, m, "_Z8nvvm_opsiPKfPKdPKiS4_PiPfPd", n, 32, i32(int32(n)), ptr(buf(t, d, f)), ptr(buf(t, d, dv)),
		ptr(buf(t, d, x)), ptr(buf(t, d, y)), ptr(iout), ptr(fout), ptr(dout))
	gi, gf, gd := fetch[int32](t, d, iout, 16*n), fetch[float32](t, d, fout, 6*n), fetch[float64](t, d, dout, n)
	for i := 0; i < n; i++ {
		a, p, q := float64(f[i]), x[i], y[i]
		u32 := uint32(max(0, min(math.MaxUint32, roundTo(a, big.ToNearestEven))))
		sad := int64(p) - int64(q)
		if sad < 0 {
			sad = -sad
		}
		perm := uint32(p)&0xff | (uint32(q)&0xff)<<8 | (uint32(p)>>8&0xff)<<16 | (uint32(q)>>8&0xff)<<24
		want := []int32{clampI32(roundTo(a, big.ToNearestEven)), clampI32(int64(a)), clampI32(roundTo(a, big.ToNegativeInf)),
			clampI32(roundTo(a, big.ToPositiveInf)), int32(u32), clampI32(roundTo(dv[i], big.ToNearestEven)), int32(perm),
			int32(sad + 3), min(p, q), int32(max(uint32(p), uint32(q))), int32((int64(p) * int64(q)) >> 32),
			int32((uint64(uint32(p)) * uint64(uint32(q))) >> 32), int32(bits.Reverse32(uint32(p))),
			int32(bits.OnesCount32(uint32(p))), int32(bits.LeadingZeros32(uint32(p | 1))), int32(math.Float64bits(dv[i]) >> 32)}
		require.Equal(t, want, gi[16*i:16*i+16], "case %d", i)
		up, _ := new(big.Float).SetPrec(24).SetMode(big.ToPositiveInf).SetInt64(int64(p)).Float32()
		sat := float32(math.Max(0, math.Min(1, a)))
		wantF := []float32{float32(p), up, float32(math.Sqrt(math.Abs(a))), float32(minnum(a, float64(float32(p)))), sat, f[i] / 3}
		require.Equal(t, wantF, gf[6*i:6*i+6], "case %d", i)
		lohi := math.Float64frombits(uint64(uint32(q))<<32 | uint64(uint32(p)))
		require.Equal(t, math.Float64bits(lohi+1/dv[i]), math.Float64bits(gd[i]), "case %d", i)
	}
}
