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

// TestSaturatingAndScopeDecl: -O2's saturating arithmetic (llvm.usub.sat,
// llvm.uadd.sat) and the scope declarations that inlining __restrict__
// parameters leaves (satdecl.cu), which the simulator refused ("an
// external function or intrinsic the simulator does not implement",
// "operand !48 is not supported"); and the four saturating intrinsics at
// their edges, at 8 and 64 bits.
func TestSaturatingAndScopeDecl(t *testing.T) {
	d, m := testModule(t, "satdecl", Options{})
	a := []uint32{5, 3, 0xfffffff0, 0, 7}
	b := []uint32{3, 5, 0x20, 0, 0xffffffff}
	x := []float32{1, 2, 3, 4, 5}
	n := len(a)
	diff, err := d.Malloc(int64(4 * n))
	require.NoError(t, err)
	sum, err := d.Malloc(int64(4 * n))
	require.NoError(t, err)
	y := buf(t, d, []float32{1, 1, 1, 1, 1})
	launch1D(t, m, "_Z10saturatingPKjS0_PjS1_PfPKfi", n, 32, ptr(buf(t, d, a)), ptr(buf(t, d, b)), ptr(diff), ptr(sum), ptr(y),
		ptr(buf(t, d, x)), i32(int32(n)))
	require.Equal(t, []uint32{2, 0, 0xffffffd0, 0, 0}, fetch[uint32](t, d, diff, n))
	require.Equal(t, []uint32{8, 8, 0xffffffff, 0, 0xffffffff}, fetch[uint32](t, d, sum, n))
	require.Equal(t, []float32{3, 5, 7, 9, 11}, fetch[float32](t, d, y, n))

	for _, c := range []struct {
		op      string
		w       uint
		a, b, r uint64
	}{
		{"uadd.sat", 8, 200, 100, 255}, {"uadd.sat", 64, math.MaxUint64 - 1, 5, math.MaxUint64}, {"uadd.sat", 8, 1, 2, 3},
		{"usub.sat", 8, 3, 200, 0}, {"usub.sat", 64, 9, 4, 5},
		{"sadd.sat", 8, 100, 100, 127}, {"sadd.sat", 8, 0x80, 0xff, 0x80}, {"sadd.sat", 8, 0xfe, 3, 1},
		{"sadd.sat", 64, math.MaxInt64, 1, math.MaxInt64}, {"sadd.sat", 64, 1 << 63, 1 << 63, 1 << 63},
		{"ssub.sat", 8, 0x80, 1, 0x80}, {"ssub.sat", 8, 100, 0x9c, 127}, {"ssub.sat", 8, 5, 7, 0xfe},
		{"ssub.sat", 64, 0, 1 << 63, math.MaxInt64}, {"ssub.sat", 64, 1 << 63, 1, 1 << 63},
	} {
		require.Equal(t, c.r, intIntrinsic(c.op, c.w)(c.a, c.b, 0), "%s.i%d(%#x, %#x)", c.op, c.w, c.a, c.b)
	}
}

// TestMinMaxNum: IEEE minNum and maxNum: the number beside a NaN, -0
// below +0.
func TestMinMaxNum(t *testing.T) {
	nan, negz := math.NaN(), math.Copysign(0, -1)
	for _, c := range []struct{ x, y, min, max float64 }{
		{1, 2, 1, 2}, {2, 1, 1, 2}, {nan, 3, 3, 3}, {3, nan, 3, 3}, {negz, 0, negz, 0}, {0, negz, negz, 0}, {-5, -7, -7, -5},
	} {
		require.Equal(t, math.Float64bits(c.min), math.Float64bits(minnum(c.x, c.y)), "minnum(%v, %v)", c.x, c.y)
		require.Equal(t, math.Float64bits(c.max), math.Float64bits(maxnum(c.x, c.y)), "maxnum(%v, %v)", c.x, c.y)
	}
	require.True(t, math.IsNaN(maxnum(nan, nan)))
}

// TestOverflowIntrinsics: llvm.*.with.overflow's result and flag, for the
// widths and signs a program's new T[n] and checked arithmetic use,
// against exact arithmetic.
func TestOverflowIntrinsics(t *testing.T) {
	edges := []int64{0, 1, 2, 3, -1, -2, 100, -100, 1 << 7, 1<<7 - 1, -1 << 7, 1 << 15, 1<<31 - 1, -1 << 31, 1 << 32, 1<<62 + 5,
		math.MaxInt64, math.MinInt64, 0x5555555555555555}
	ops := map[string]func(x, y *big.Int) *big.Int{
		"add": func(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) },
		"sub": func(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) },
		"mul": func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) },
	}
	for _, w := range []uint{8, 16, 32, 64} {
		mask := ^uint64(0) >> (64 - w)
		for opName, exact := range ops {
			for _, sign := range []string{"s", "u"} {
				name := "llvm." + sign + opName + ".with.overflow.i" + big.NewInt(int64(w)).String()
				value, flag, ok := overflowIntrinsic(name)
				require.True(t, ok, name)
				// An operand as the simulator holds it (w bits), and as
				// the operation reads it.
				read := func(v uint64) *big.Int {
					if sign == "s" {
						return big.NewInt(sext(v, uint8(64-w)))
					}
					return new(big.Int).SetUint64(v)
				}
				lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), w)
				if sign == "s" {
					lo.Neg(new(big.Int).Lsh(big.NewInt(1), w-1))
					hi.Lsh(big.NewInt(1), w-1)
				}
				for _, x := range edges {
					for _, y := range edges {
						a, b := uint64(x)&mask, uint64(y)&mask
						r := exact(read(a), read(b))
						wantFlag := uint64(0)
						if r.Cmp(lo) < 0 || r.Cmp(hi) >= 0 {
							wantFlag = 1
						}
						wantValue := new(big.Int).And(r, new(big.Int).SetUint64(mask)) // two's complement
						require.Equal(t, wantValue.Uint64(), value(a, b, 0), "%s(%#x, %#x)", name, a, b)
						require.Equal(t, wantFlag, flag(a, b, 0), "%s(%#x, %#x) overflow", name, a, b)
					}
				}
			}
		}
	}
	_, _, ok := overflowIntrinsic("llvm.umul.with.overflow.v2i32")
	require.False(t, ok)
}
