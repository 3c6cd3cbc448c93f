package sim

import (
	"fmt"
	"math"
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"mgpucc/internal/nvptx"
)

// kind is the machine class of one scalar leaf of a value.
type kind uint8

const (
	kInt kind = iota // bits holds the width
	kPtr
	kHalf
	kFloat
	kDouble
)

// leaf is one scalar of a (possibly aggregate) value: its byte offset in
// memory layout and its class. Aggregates and vectors occupy one register
// slot per leaf.
type leaf struct {
	off  int64
	kind kind
	bits uint8 // integer width
}

func (l leaf) size() int64 {
	switch l.kind {
	case kPtr, kDouble:
		return 8
	case kFloat:
		return 4
	case kHalf:
		return 2
	}
	return int64(l.bits+7) / 8
}

// width is the leaf's bits: an integer's own (an i1 is one bit in a
// vector's bitcast), else its bytes'.
func (l leaf) width() int64 {
	if l.kind == kInt {
		return int64(l.bits)
	}
	return l.size() * 8
}

// sizeOf is t's allocation size; callers have checked t with leaves or
// nvptx.SizeAlign.
func sizeOf(t types.Type) int64 {
	s, _, _ := nvptx.SizeAlign(t)
	return s
}

// leaves flattens t into its scalars with their memory offsets.
func leaves(t types.Type) ([]leaf, error) {
	var out []leaf
	var walk func(t types.Type, off int64) error
	walk = func(t types.Type, off int64) error {
		switch t := t.(type) {
		case *types.IntType:
			if t.BitSize > 64 {
				return fmt.Errorf("integer type %s is wider than 64 bits", t)
			}
			out = append(out, leaf{off: off, kind: kInt, bits: uint8(t.BitSize)})
		case *types.PointerType:
			out = append(out, leaf{off: off, kind: kPtr, bits: 64})
		case *types.FloatType:
			switch t.Kind {
			case types.FloatKindHalf:
				out = append(out, leaf{off: off, kind: kHalf, bits: 16})
			case types.FloatKindFloat:
				out = append(out, leaf{off: off, kind: kFloat, bits: 32})
			case types.FloatKindDouble:
				out = append(out, leaf{off: off, kind: kDouble, bits: 64})
			default:
				return fmt.Errorf("floating-point type %s is not supported", t)
			}
		case *types.ArrayType:
			s := sizeOf(t.ElemType)
			for i := uint64(0); i < t.Len; i++ {
				if err := walk(t.ElemType, off+int64(i)*s); err != nil {
					return err
				}
			}
		case *types.VectorType:
			s := sizeOf(t.ElemType)
			for i := uint64(0); i < t.Len; i++ {
				if err := walk(t.ElemType, off+int64(i)*s); err != nil {
					return err
				}
			}
		case *types.StructType:
			offs, err := nvptx.FieldOffsets(t)
			if err != nil {
				return err
			}
			for i, f := range t.Fields {
				if err := walk(f, off+offs[i]); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("type %s is not supported", t)
		}
		return nil
	}
	if _, _, err := nvptx.SizeAlign(t); err != nil {
		return nil, err
	}
	return out, walk(t, 0)
}

// nleaves is the number of register slots a value of type t takes.
func nleaves(t types.Type) int {
	switch t := t.(type) {
	case *types.ArrayType:
		return int(t.Len) * nleaves(t.ElemType)
	case *types.VectorType:
		return int(t.Len) * nleaves(t.ElemType)
	case *types.StructType:
		n := 0
		for _, f := range t.Fields {
			n += nleaves(f)
		}
		return n
	case *types.VoidType, *types.LabelType, *types.MetadataType:
		return 0
	}
	return 1
}

// cval is the value of one constant leaf: literal bits, plus the address of
// a module global when global >= 0 (resolved per device at Load).
type cval struct {
	bits   uint64
	global int32
}

// constEval folds a constant into its leaves. globalIndex maps a module
// global to its index in Program.globals; shared globals fold to their
// fixed shared-window address.
func (p *Program) constEval(c constant.Constant) ([]cval, error) {
	lit := func(b uint64) []cval { return []cval{{bits: b, global: -1}} }
	switch c := c.(type) {
	case *constant.Int:
		return lit(bigBits(c.X, c.Typ.BitSize)), nil
	case *constant.Float:
		return lit(floatBits(c)), nil
	case *constant.Null:
		return lit(0), nil
	case *constant.Undef, *constant.Poison, *constant.ZeroInitializer:
		out := make([]cval, nleaves(c.Type()))
		for i := range out {
			out[i].global = -1
		}
		return out, nil
	case *constant.Array:
		return p.constList(c.Elems)
	case *constant.CharArray:
		out := make([]cval, len(c.X))
		for i, b := range c.X {
			out[i] = cval{bits: uint64(b), global: -1}
		}
		return out, nil
	case *constant.Vector:
		return p.constList(c.Elems)
	case *constant.Struct:
		return p.constList(c.Fields)
	case *ir.Func:
		f := p.byName[c.Name()]
		if f == nil {
			return nil, fmt.Errorf("the address of @%s, which has no body in the module", c.Name())
		}
		return lit(funcAddr(f.index)), nil
	case *ir.Global:
		if g, ok := p.sharedByName[c.Name()]; ok {
			return lit(sharedBase + uint64(g.off)), nil
		}
		if i, ok := p.globalIndex[c.Name()]; ok {
			return []cval{{global: int32(i)}}, nil
		}
		return nil, fmt.Errorf("global @%s is not defined in the module", c.Name())
	case *constant.ExprBitCast:
		return p.constEval(c.From)
	case *constant.ExprAddrSpaceCast:
		return p.constEval(c.From)
	case *constant.ExprPtrToInt:
		return p.constEval(c.From)
	case *constant.ExprIntToPtr:
		return p.constEval(c.From)
	case *constant.ExprGetElementPtr:
		base, err := p.constEval(c.Src)
		if err != nil {
			return nil, err
		}
		off, err := constGEPOffset(c.ElemType, c.Indices)
		if err != nil {
			return nil, err
		}
		base[0].bits += uint64(off)
		return base, nil
	}
	return nil, fmt.Errorf("constant %s is not supported", c.Ident())
}

func (p *Program) constList(cs []constant.Constant) ([]cval, error) {
	var out []cval
	for _, e := range cs {
		v, err := p.constEval(e)
		if err != nil {
			return nil, err
		}
		out = append(out, v...)
	}
	return out, nil
}

func constGEPOffset(elem types.Type, idx []constant.Constant) (int64, error) {
	var off int64
	t := elem
	for i, x := range idx {
		if ix, ok := x.(*constant.Index); ok {
			x = ix.Constant
		}
		ci, ok := x.(*constant.Int)
		if !ok {
			return 0, fmt.Errorf("constant getelementptr index %s is not an integer", x.Ident())
		}
		n := ci.X.Int64()
		if i == 0 {
			off += n * sizeOf(elem)
			continue
		}
		switch tt := t.(type) {
		case *types.StructType:
			offs, err := nvptx.FieldOffsets(tt)
			if err != nil {
				return 0, err
			}
			off += offs[n]
			t = tt.Fields[n]
		case *types.ArrayType:
			t = tt.ElemType
			off += n * sizeOf(t)
		case *types.VectorType:
			t = tt.ElemType
			off += n * sizeOf(t)
		default:
			return 0, fmt.Errorf("constant getelementptr into %s", t)
		}
	}
	return off, nil
}

func bigBits(x *big.Int, bits uint64) uint64 {
	var v uint64
	if x.Sign() >= 0 {
		v = new(big.Int).And(x, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
	} else {
		v = uint64(x.Int64())
	}
	if bits < 64 {
		v &= 1<<bits - 1
	}
	return v
}

func floatBits(c *constant.Float) uint64 {
	neg := c.X.Sign() < 0
	if c.NaN {
		var b uint64
		switch c.Typ.Kind {
		case types.FloatKindHalf:
			b = 0x7e00
			if neg {
				b |= 0x8000
			}
		case types.FloatKindFloat:
			b = 0x7fc00000
			if neg {
				b |= 1 << 31
			}
		default:
			b = 0x7ff8000000000000
			if neg {
				b |= 1 << 63
			}
		}
		return b
	}
	switch c.Typ.Kind {
	case types.FloatKindHalf:
		f, _ := c.X.Float32()
		return uint64(f32toh(f))
	case types.FloatKindFloat:
		f, _ := c.X.Float32()
		return uint64(math.Float32bits(f))
	default:
		f, _ := c.X.Float64()
		return math.Float64bits(f)
	}
}

// f32toh converts a float32 to IEEE half bits, rounding to nearest even.
func f32toh(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23&0xff) - 127 + 15
	man := b & 0x7fffff
	if b>>23&0xff == 0xff { // inf or NaN
		if man != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	}
	if exp >= 31 {
		return sign | 0x7c00
	}
	if exp <= 0 {
		if exp < -10 {
			return sign
		}
		man |= 0x800000
		shift := uint32(14 - exp)
		h := man >> shift
		rem := man & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || rem == half && h&1 == 1 {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(exp)<<10 | man>>13
	rem := man & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && h&1 == 1 {
		h++ // may carry into the exponent, which is correct (up to inf)
	}
	return sign | uint16(h)
}

// htof32 converts IEEE half bits to float32 (exactly).
func htof32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h >> 10 & 0x1f)
	man := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | man<<13)
	case exp == 0:
		if man == 0 {
			return math.Float32frombits(sign)
		}
		f := float32(man) / 1024 / 16384
		if sign != 0 {
			f = -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+112)<<23 | man<<13)
}

// wideParts reports whether an access of type t aligned to align moves
// 16 bytes at once on a GPU (an int4, a <4 x float>, a double2), and the
// size of its parts, all alike and side by side.
func wideParts(t types.Type, align int64) (uint8, bool) {
	lvs, err := leaves(t)
	if err != nil || align < 16 || (len(lvs) != 2 && len(lvs) != 4) {
		return 0, false
	}
	size := lvs[0].size()
	for i, l := range lvs {
		if l.size() != size || l.off != int64(i)*size {
			return 0, false
		}
	}
	return uint8(size), size*int64(len(lvs)) == 16
}
