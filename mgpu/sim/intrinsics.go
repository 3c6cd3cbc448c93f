package sim

// The pure intrinsics (llvm.*, llvm.nvvm.* without effects): each a Go
// function of its operands' bits, which the compiled ops call.

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strings"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// mathIntrinsic returns the Go implementation of a pure intrinsic, nil when
// the name is unknown.
func mathIntrinsic(name string, rt types.Type, args []value.Value) (func(a, b, c uint64) uint64, error) {
	// NVVM spellings of the same operations.
	nv := map[string]string{
		"llvm.nvvm.sqrt.f": "llvm.sqrt.f32", "llvm.nvvm.sqrt.rn.f": "llvm.sqrt.f32", "llvm.nvvm.sqrt.rn.d": "llvm.sqrt.f64",
		"llvm.nvvm.sqrt.approx.f": "llvm.sqrt.f32", "llvm.nvvm.fabs.f": "llvm.fabs.f32", "llvm.nvvm.fabs.d": "llvm.fabs.f64",
		"llvm.nvvm.fmin.f": "llvm.minnum.f32", "llvm.nvvm.fmin.d": "llvm.minnum.f64", "llvm.nvvm.fmax.f": "llvm.maxnum.f32",
		"llvm.nvvm.fmax.d": "llvm.maxnum.f64", "llvm.nvvm.fma.rn.f": "llvm.fma.f32", "llvm.nvvm.fma.rn.d": "llvm.fma.f64",
		"llvm.nvvm.floor.f": "llvm.floor.f32", "llvm.nvvm.floor.d": "llvm.floor.f64", "llvm.nvvm.ceil.f": "llvm.ceil.f32",
		"llvm.nvvm.ceil.d": "llvm.ceil.f64", "llvm.nvvm.trunc.f": "llvm.trunc.f32", "llvm.nvvm.trunc.d": "llvm.trunc.f64",
		"llvm.nvvm.round.f": "llvm.round.f32", "llvm.nvvm.round.d": "llvm.round.f64",
		"llvm.nvvm.ex2.approx.f": "llvm.exp2.f32", "llvm.nvvm.ex2.approx.d": "llvm.exp2.f64",
		"llvm.nvvm.lg2.approx.f": "llvm.log2.f32", "llvm.nvvm.lg2.approx.d": "llvm.log2.f64",
		"llvm.nvvm.sin.approx.f": "llvm.sin.f32", "llvm.nvvm.cos.approx.f": "llvm.cos.f32",
		"llvm.nvvm.popc.i": "llvm.ctpop.i32", "llvm.nvvm.popc.ll": "llvm.ctpop.i64",
		"llvm.nvvm.brev32": "llvm.bitreverse.i32", "llvm.nvvm.brev64": "llvm.bitreverse.i64",
	}
	if n, ok := nv[strings.Replace(name, ".ftz", "", 1)]; ok {
		name = n
	}
	switch name {
	case "llvm.nvvm.rcp.rn.f", "llvm.nvvm.rcp.approx.f", "llvm.nvvm.rcp.rn.ftz.f", "llvm.nvvm.rcp.approx.ftz.f":
		return f32op1(func(x float64) float64 { return 1 / x }), nil
	case "llvm.nvvm.rcp.rn.d", "llvm.nvvm.rcp.approx.ftz.d":
		return f64op1(func(x float64) float64 { return 1 / x }), nil
	case "llvm.nvvm.div.rn.f", "llvm.nvvm.div.approx.f", "llvm.nvvm.div.full", "llvm.nvvm.div.rn.ftz.f", "llvm.nvvm.div.approx.ftz.f":
		return func(a, b, _ uint64) uint64 { return f32(fv32(a) / fv32(b)) }, nil
	case "llvm.nvvm.div.rn.d":
		return func(a, b, _ uint64) uint64 { return f64b(fv64(a) / fv64(b)) }, nil
	case "llvm.nvvm.saturate.f", "llvm.nvvm.saturate.ftz.f":
		return f32op1(func(x float64) float64 { return math.Max(0, math.Min(1, x)) }), nil
	case "llvm.nvvm.saturate.d":
		return f64op1(func(x float64) float64 { return math.Max(0, math.Min(1, x)) }), nil
	case "llvm.nvvm.mulhi.i":
		return func(a, b, _ uint64) uint64 { return uint64(uint32((int64(int32(a)) * int64(int32(b))) >> 32)) }, nil
	case "llvm.nvvm.mulhi.ui":
		return func(a, b, _ uint64) uint64 { return (a * b) >> 32 & 0xffffffff }, nil
	case "llvm.nvvm.mulhi.ll":
		return func(a, b, _ uint64) uint64 {
			hi, _ := bits.Mul64(a, b)
			if int64(a) < 0 {
				hi -= b
			}
			if int64(b) < 0 {
				hi -= a
			}
			return hi
		}, nil
	case "llvm.nvvm.mulhi.ull":
		return func(a, b, _ uint64) uint64 { hi, _ := bits.Mul64(a, b); return hi }, nil
	case "llvm.nvvm.mul24.i":
		return func(a, b, _ uint64) uint64 {
			return uint64(uint32(int32(uint32(a)<<8) >> 8 * int32(uint32(b)<<8) >> 8))
		}, nil
	case "llvm.nvvm.mul24.ui":
		return func(a, b, _ uint64) uint64 { return (a & 0xffffff) * (b & 0xffffff) & 0xffffffff }, nil
	case "llvm.convert.from.fp16.f32":
		return func(a, _, _ uint64) uint64 { return f32(htof32(uint16(a))) }, nil
	case "llvm.convert.from.fp16.f64":
		return func(a, _, _ uint64) uint64 { return f64b(float64(htof32(uint16(a)))) }, nil
	case "llvm.convert.to.fp16.f32":
		return func(a, _, _ uint64) uint64 { return uint64(f32toh(fv32(a))) }, nil
	case "llvm.nvvm.clz.i":
		return func(a, _, _ uint64) uint64 { return uint64(bits.LeadingZeros32(uint32(a))) }, nil
	case "llvm.nvvm.clz.ll":
		return func(a, _, _ uint64) uint64 { return uint64(bits.LeadingZeros64(a)) }, nil
	}
	if f := nvvmMisc(name); f != nil {
		return f, nil
	}
	if f := nvvmConversion(name); f != nil {
		return f, nil
	}
	dot := strings.LastIndex(name, ".")
	if dot < 0 || !strings.HasPrefix(name, "llvm.") {
		return nil, nil
	}
	base, suffix := name[5:dot], name[dot+1:]
	switch suffix {
	case "f32", "f64":
		is32 := suffix == "f32"
		if f, ok := floatUnary[base]; ok {
			if is32 {
				return f32op1(f), nil
			}
			return f64op1(f), nil
		}
		if f, ok := floatBinaryFns[base]; ok {
			if is32 {
				return func(a, b, _ uint64) uint64 { return f32(float32(f(float64(fv32(a)), float64(fv32(b))))) }, nil
			}
			return func(a, b, _ uint64) uint64 { return f64b(f(fv64(a), fv64(b))) }, nil
		}
		if base == "fma" || base == "fmuladd" {
			if is32 {
				return func(a, b, c uint64) uint64 { return f32(fma32(fv32(a), fv32(b), fv32(c))) }, nil
			}
			return func(a, b, c uint64) uint64 { return f64b(math.FMA(fv64(a), fv64(b), fv64(c))) }, nil
		}
	case "i8", "i16", "i32", "i64":
		w := map[string]uint{"i8": 8, "i16": 16, "i32": 32, "i64": 64}[suffix]
		if f := intIntrinsic(base, w); f != nil {
			return f, nil
		}
	}
	return nil, nil
}

var floatUnary = map[string]func(float64) float64{
	"sqrt": math.Sqrt, "fabs": math.Abs, "floor": math.Floor, "ceil": math.Ceil, "trunc": math.Trunc,
	"rint": math.RoundToEven, "nearbyint": math.RoundToEven, "roundeven": math.RoundToEven, "round": math.Round,
	"exp": math.Exp, "exp2": math.Exp2, "log": math.Log, "log2": math.Log2, "log10": math.Log10,
	"sin": math.Sin, "cos": math.Cos, "canonicalize": func(x float64) float64 { return x },
}

var floatBinaryFns = map[string]func(x, y float64) float64{
	"minnum": minnum, "maxnum": maxnum, "minimum": minimum, "maximum": maximum,
	"copysign": math.Copysign, "pow": math.Pow,
}

// minnum and maxnum return the non-NaN operand (IEEE minNum/maxNum).
func minnum(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	case x == y && x == 0:
		if math.Signbit(x) {
			return x
		}
		return y
	case x < y:
		return x
	}
	return y
}

// maxnum is minnum mirrored: negation is exact, NaNs and signed zeros
// included.
func maxnum(x, y float64) float64 { return -minnum(-x, -y) }

// minimum and maximum propagate NaN.
func minimum(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.NaN()
	}
	return minnum(x, y)
}

func maximum(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) {
		return math.NaN()
	}
	return maxnum(x, y)
}

func fv32(a uint64) float32 { return math.Float32frombits(uint32(a)) }
func fv64(a uint64) float64 { return math.Float64frombits(a) }
func f32(f float32) uint64  { return uint64(math.Float32bits(f)) }
func f64b(f float64) uint64 { return math.Float64bits(f) }

func f32op1(f func(float64) float64) func(a, b, c uint64) uint64 {
	return func(a, _, _ uint64) uint64 { return f32(float32(f(float64(fv32(a))))) }
}

func f64op1(f func(float64) float64) func(a, b, c uint64) uint64 {
	return func(a, _, _ uint64) uint64 { return f64b(f(fv64(a))) }
}

func intIntrinsic(base string, w uint) func(a, b, c uint64) uint64 {
	mask := ^uint64(0) >> (64 - w)
	sext := func(x uint64) int64 { return int64(x<<(64-w)) >> (64 - w) }
	switch base {
	case "ctpop":
		return func(a, _, _ uint64) uint64 { return uint64(bits.OnesCount64(a & mask)) }
	case "ctlz":
		return func(a, _, _ uint64) uint64 { return uint64(bits.LeadingZeros64(a&mask)) - uint64(64-w) }
	case "cttz":
		return func(a, _, _ uint64) uint64 {
			if a&mask == 0 {
				return uint64(w)
			}
			return uint64(bits.TrailingZeros64(a))
		}
	case "bitreverse":
		return func(a, _, _ uint64) uint64 { return bits.Reverse64(a) >> (64 - w) }
	case "bswap":
		return func(a, _, _ uint64) uint64 { return bits.ReverseBytes64(a) >> (64 - w) }
	case "abs":
		return func(a, _, _ uint64) uint64 {
			if v := sext(a); v < 0 {
				return uint64(-v) & mask
			}
			return a
		}
	case "smin":
		return func(a, b, _ uint64) uint64 {
			if sext(a) < sext(b) {
				return a
			}
			return b
		}
	case "smax":
		return func(a, b, _ uint64) uint64 {
			if sext(a) > sext(b) {
				return a
			}
			return b
		}
	case "umin":
		return func(a, b, _ uint64) uint64 { return min(a, b) }
	case "umax":
		return func(a, b, _ uint64) uint64 { return max(a, b) }
	case "uadd.sat":
		return func(a, b, _ uint64) uint64 {
			if s, carry := bits.Add64(a, b, 0); carry == 0 && s <= mask {
				return s
			}
			return mask
		}
	case "usub.sat":
		return func(a, b, _ uint64) uint64 {
			if a < b {
				return 0
			}
			return a - b
		}
	case "sadd.sat", "ssub.sat":
		lo, hi := int64(-1)<<(w-1), int64(mask>>1)
		sub := base == "ssub.sat"
		return func(a, b, _ uint64) uint64 {
			x, y := sext(a), sext(b)
			r, over := x+y, false
			if sub {
				r = x - y
				over = (x^y)&(x^r) < 0 // at 64 bits only: narrower ones fit
			} else {
				over = (x^r)&(y^r) < 0
			}
			if over {
				r = hi
				if x < 0 {
					r = lo
				}
			}
			return uint64(min(max(r, lo), hi)) & mask
		}
	case "fshl":
		return func(a, b, c uint64) uint64 {
			s := uint(c % uint64(w))
			if s == 0 {
				return a
			}
			return (a<<s | b>>(w-s)) & mask
		}
	case "fshr":
		return func(a, b, c uint64) uint64 {
			s := uint(c % uint64(w))
			if s == 0 {
				return b
			}
			return (a<<(w-s) | b>>s) & mask
		}
	}
	return nil
}

// halfBinary implements half arithmetic in float32, which rounds each
// result exactly as half arithmetic would (float32 has more than twice the
// precision).
func halfBinary(code opcode) func(a, b, c uint64) uint64 {
	return func(a, b, _ uint64) uint64 {
		x, y := htof32(uint16(a)), htof32(uint16(b))
		var r float32
		switch code {
		case oFAdd32:
			r = x + y
		case oFSub32:
			r = x - y
		case oFMul32:
			r = x * y
		case oFDiv32:
			r = x / y
		default:
			r = float32(math.Mod(float64(x), float64(y)))
		}
		return uint64(f32toh(r))
	}
}

func halfCmp(mask uint64) func(a, b, c uint64) uint64 {
	return func(a, b, _ uint64) uint64 {
		return fcmp(float64(htof32(uint16(a))), float64(htof32(uint16(b))), mask)
	}
}

func fcmp(x, y float64, mask uint64) uint64 {
	var rel uint64
	switch {
	case x == y:
		rel = 1
	case x > y:
		rel = 2
	case x < y:
		rel = 4
	default:
		rel = 8
	}
	if mask&rel != 0 {
		return 1
	}
	return 0
}

// nvvmMisc implements the integer and bit NVVM intrinsics of the CUDA
// device functions (__byte_perm, __sad, min/max, __isGlobal, ...).
func nvvmMisc(name string) func(a, b, c uint64) uint64 {
	s32 := func(v uint64) int64 { return int64(int32(v)) }
	switch strings.Replace(name, ".ftz", "", 1) {
	case "llvm.nvvm.rsqrt.approx.f":
		return f32op1(func(x float64) float64 { return 1 / math.Sqrt(x) })
	case "llvm.nvvm.rsqrt.approx.d":
		return f64op1(func(x float64) float64 { return 1 / math.Sqrt(x) })
	case "llvm.nvvm.add.rn.f":
		return func(a, b, _ uint64) uint64 { return f32(fv32(a) + fv32(b)) }
	case "llvm.nvvm.mul.rn.f":
		return func(a, b, _ uint64) uint64 { return f32(fv32(a) * fv32(b)) }
	case "llvm.nvvm.add.rn.d":
		return func(a, b, _ uint64) uint64 { return f64b(fv64(a) + fv64(b)) }
	case "llvm.nvvm.mul.rn.d":
		return func(a, b, _ uint64) uint64 { return f64b(fv64(a) * fv64(b)) }
	case "llvm.nvvm.min.i":
		return func(a, b, _ uint64) uint64 { return uint64(uint32(min(s32(a), s32(b)))) }
	case "llvm.nvvm.max.i":
		return func(a, b, _ uint64) uint64 { return uint64(uint32(max(s32(a), s32(b)))) }
	case "llvm.nvvm.min.ui", "llvm.nvvm.min.ull":
		return func(a, b, _ uint64) uint64 { return min(a, b) }
	case "llvm.nvvm.max.ui", "llvm.nvvm.max.ull":
		return func(a, b, _ uint64) uint64 { return max(a, b) }
	case "llvm.nvvm.min.ll":
		return func(a, b, _ uint64) uint64 { return uint64(min(int64(a), int64(b))) }
	case "llvm.nvvm.max.ll":
		return func(a, b, _ uint64) uint64 { return uint64(max(int64(a), int64(b))) }
	case "llvm.nvvm.abs.i":
		return func(a, _, _ uint64) uint64 {
			if v := s32(a); v < 0 {
				return uint64(uint32(-v))
			}
			return a
		}
	case "llvm.nvvm.abs.ll":
		return func(a, _, _ uint64) uint64 {
			if int64(a) < 0 {
				return -a
			}
			return a
		}
	case "llvm.nvvm.sad.i":
		return func(a, b, c uint64) uint64 {
			d := s32(a) - s32(b)
			if d < 0 {
				d = -d
			}
			return uint64(uint32(d + s32(c)))
		}
	case "llvm.nvvm.sad.ui":
		return func(a, b, c uint64) uint64 {
			d := a - b
			if b > a {
				d = b - a
			}
			return (d + c) & 0xffffffff
		}
	case "llvm.nvvm.prmt":
		// __byte_perm(x, y, s): byte k of the result is byte s[4k+2:4k] of y:x.
		return func(a, b, c uint64) uint64 {
			src := b<<32 | a
			var r uint64
			for k := 0; k < 4; k++ {
				sel := c >> (4 * k) & 7
				r |= (src >> (8 * sel) & 0xff) << (8 * k)
			}
			return r
		}
	case "llvm.nvvm.bitcast.f2i", "llvm.nvvm.bitcast.i2f", "llvm.nvvm.bitcast.ll2d", "llvm.nvvm.bitcast.d2ll",
		"llvm.nvvm.ptr.gen.to.global.p1i8.p0i8", "llvm.nvvm.ptr.gen.to.shared.p3i8.p0i8", "llvm.nvvm.ptr.gen.to.local.p5i8.p0i8",
		"llvm.nvvm.ptr.gen.to.constant.p4i8.p0i8", "llvm.nvvm.ptr.global.to.gen.p0i8.p1i8",
		"llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8", "llvm.nvvm.ptr.local.to.gen.p0i8.p5i8", "llvm.nvvm.ptr.constant.to.gen.p0i8.p4i8":
		return func(a, _, _ uint64) uint64 { return a }
	case "llvm.nvvm.isspacep.global", "llvm.nvvm.isspacep.const":
		return func(a, _, _ uint64) uint64 { return b2u(a>>tagShift == tagGlobal && a != 0) }
	case "llvm.nvvm.isspacep.shared":
		return func(a, _, _ uint64) uint64 { return b2u(a>>tagShift == tagShared) }
	case "llvm.nvvm.isspacep.local":
		return func(a, _, _ uint64) uint64 { return b2u(a>>tagShift == tagLocal) }
	case "llvm.nvvm.d2i.hi":
		return func(a, _, _ uint64) uint64 { return a >> 32 }
	case "llvm.nvvm.d2i.lo":
		return func(a, _, _ uint64) uint64 { return a & 0xffffffff }
	case "llvm.nvvm.lohi.i2d":
		return func(a, b, _ uint64) uint64 { return b<<32 | a&0xffffffff }
	case "llvm.nvvm.f2h.rn":
		return func(a, _, _ uint64) uint64 { return uint64(f32toh(fv32(a))) }
	}
	return nil
}

// convKinds are the operand spellings of the NVVM conversion intrinsics:
// llvm.nvvm.<from>2<to>.<rounding>[.ftz].
var convKinds = map[string]struct {
	float  bool
	bits   uint8
	signed bool
}{"f": {true, 32, true}, "d": {true, 64, true}, "i": {false, 32, true}, "ui": {false, 32, false},
	"ll": {false, 64, true}, "ull": {false, 64, false}}

var roundModes = map[string]big.RoundingMode{"rn": big.ToNearestEven, "rz": big.ToZero, "rm": big.ToNegativeInf, "rp": big.ToPositiveInf}

func nvvmConversion(name string) func(a, b, c uint64) uint64 {
	parts := strings.Split(strings.TrimPrefix(name, "llvm.nvvm."), ".")
	if len(parts) < 2 || len(parts) > 3 || len(parts) == 3 && parts[2] != "ftz" {
		return nil
	}
	ft := strings.SplitN(parts[0], "2", 2)
	mode, okm := roundModes[parts[1]]
	if len(ft) != 2 || !okm {
		return nil
	}
	from, ok1 := convKinds[ft[0]]
	to, ok2 := convKinds[ft[1]]
	if !ok1 || !ok2 || !from.float && !to.float {
		return nil
	}
	return func(a, _, _ uint64) uint64 {
		x := new(big.Float).SetPrec(200)
		switch {
		case from.float && from.bits == 32:
			f := float64(fv32(a))
			if math.IsNaN(f) {
				return convNaN(to.float, to.bits)
			}
			x.SetFloat64(f)
		case from.float:
			f := fv64(a)
			if math.IsNaN(f) {
				return convNaN(to.float, to.bits)
			}
			x.SetFloat64(f)
		case from.signed:
			x.SetInt64(sext(a, 64-from.bits))
		default:
			x.SetUint64(a)
		}
		if to.float {
			if to.bits == 32 {
				v, _ := new(big.Float).SetPrec(24).SetMode(mode).Set(x).Float32()
				return f32(v)
			}
			v, _ := new(big.Float).SetPrec(53).SetMode(mode).Set(x).Float64()
			return f64b(v)
		}
		if x.IsInf() {
			f, _ := x.Float64()
			return fpToInt(f, to.signed, to.bits)
		}
		return saturate(roundInt(x, mode), to.signed, to.bits)
	}
}

// roundInt rounds x to an integer in the given direction.
func roundInt(x *big.Float, mode big.RoundingMode) *big.Int {
	t, _ := x.Int(nil) // toward zero
	frac := new(big.Float).Sub(x, new(big.Float).SetInt(t))
	step := big.NewInt(int64(x.Sign()))
	switch mode {
	case big.ToNegativeInf:
		if frac.Sign() < 0 {
			t.Add(t, step)
		}
	case big.ToPositiveInf:
		if frac.Sign() > 0 {
			t.Add(t, step)
		}
	case big.ToNearestEven:
		switch frac.Abs(frac).Cmp(big.NewFloat(0.5)) {
		case 1:
			t.Add(t, step)
		case 0:
			if t.Bit(0) == 1 {
				t.Add(t, step)
			}
		}
	}
	return t
}

// saturate clamps i to the range of a bits-wide integer, as cvt does.
func saturate(i *big.Int, signed bool, bits uint8) uint64 {
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(bits))
	if signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	hi.Sub(hi, big.NewInt(1))
	switch {
	case i.Cmp(lo) < 0:
		i = lo
	case i.Cmp(hi) > 0:
		i = hi
	}
	mask := ^uint64(0) >> (64 - bits)
	if i.Sign() < 0 {
		return uint64(i.Int64()) & mask
	}
	return i.Uint64() & mask
}

func convNaN(toFloat bool, bits uint8) uint64 {
	switch {
	case !toFloat:
		return 0
	case bits == 32:
		return 0x7fffffff
	}
	return 0x7fffffffffffffff
}

// overflowIntrinsic returns the result and the overflow flag of
// llvm.{s,u}{add,sub,mul}.with.overflow.iN, operands and results
// zero-extended as the simulator keeps integers.
func overflowIntrinsic(name string) (value, flag func(a, b, _ uint64) uint64, ok bool) {
	var kind string
	var w uint
	if n, err := fmt.Sscanf(strings.Replace(name, ".with.overflow.i", " ", 1), "llvm.%s %d", &kind, &w); n != 2 || err != nil || w == 0 || w > 64 {
		return nil, nil, false
	}
	sh := uint8(64 - w)
	mask := ^uint64(0) >> sh
	signed := func(v uint64) int64 { return sext(v, sh) }
	// Whether the exact result r of signed operands fits in w bits.
	fitsSigned := func(r int64) bool { return signed(uint64(r)&mask) == r }
	switch kind {
	case "uadd":
		value = func(a, b, _ uint64) uint64 { return (a + b) & mask }
		flag = func(a, b, _ uint64) uint64 { s, carry := bits.Add64(a, b, 0); return b2u(carry != 0 || s > mask) }
	case "usub":
		value = func(a, b, _ uint64) uint64 { return (a - b) & mask }
		flag = func(a, b, _ uint64) uint64 { return b2u(b > a) }
	case "umul":
		value = func(a, b, _ uint64) uint64 { return (a * b) & mask }
		flag = func(a, b, _ uint64) uint64 { hi, lo := bits.Mul64(a, b); return b2u(hi != 0 || lo > mask) }
	case "sadd", "ssub", "smul":
		exact := map[string]func(x, y int64) (int64, bool){
			"sadd": func(x, y int64) (int64, bool) { r := x + y; return r, (x >= 0) == (y >= 0) && (r >= 0) != (x >= 0) },
			"ssub": func(x, y int64) (int64, bool) { r := x - y; return r, (x >= 0) != (y >= 0) && (r >= 0) != (x >= 0) },
			"smul": func(x, y int64) (int64, bool) {
				r := x * y
				return r, x != 0 && (r/x != y || x == -1 && y == math.MinInt64)
			},
		}[kind]
		value = func(a, b, _ uint64) uint64 { r, _ := exact(signed(a), signed(b)); return uint64(r) & mask }
		flag = func(a, b, _ uint64) uint64 {
			r, wrapped := exact(signed(a), signed(b))
			return b2u(wrapped || !fitsSigned(r))
		}
	default:
		return nil, nil, false
	}
	return value, flag, true
}
