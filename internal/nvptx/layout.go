// Package nvptx holds facts about clang-14's nvptx64 target that both the
// analysis and the simulator rely on, so they cannot disagree: the memory
// layout of LLVM types under its data layout
// ("e-i64:64-i128:128-v16:16-v32:32-n16:32:64").
package nvptx

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// SizeAlign returns the allocation size (the stride between array
// elements) and the ABI alignment in bytes of t.
func SizeAlign(t types.Type) (size, align int64, err error) {
	switch t := t.(type) {
	case *types.IntType:
		n := int64(t.BitSize+7) / 8
		if n > 16 {
			return 0, 0, fmt.Errorf("integer type %s is wider than 128 bits", t)
		}
		a := pow2AtLeast(n)
		return a, a, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
		return 0, 0, fmt.Errorf("floating-point type %s is not supported", t)
	case *types.PointerType:
		return 8, 8, nil
	case *types.ArrayType:
		s, a, err := SizeAlign(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		return s * int64(t.Len), a, nil
	case *types.VectorType:
		// Vectors are packed and naturally aligned: <3 x float> takes 12
		// bytes, aligned (and so allocated) to 16.
		s, _, err := SizeAlign(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		n := s * int64(t.Len)
		a := pow2AtLeast(n)
		return roundUp(n, a), a, nil
	case *types.StructType:
		if t.Opaque {
			return 0, 0, fmt.Errorf("opaque type %s has no size", t)
		}
		_, end, a, err := layoutFields(t)
		if err != nil {
			return 0, 0, err
		}
		return roundUp(end, a), a, nil
	}
	return 0, 0, fmt.Errorf("type %s has no known size", t)
}

// StoreSize returns the bytes a load or store of t touches: its allocation
// size without the padding that aligns integers and vectors (12 for
// <3 x float>, 3 for i24).
func StoreSize(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return int64(t.BitSize+7) / 8, nil
	case *types.VectorType:
		s, err := StoreSize(t.ElemType)
		return s * int64(t.Len), err
	}
	s, _, err := SizeAlign(t)
	return s, err
}

// FieldOffsets returns the byte offset of each field of t.
func FieldOffsets(t *types.StructType) ([]int64, error) {
	offs, _, _, err := layoutFields(t)
	return offs, err
}

// layoutFields places the fields of t in order with padding (none when
// packed) and returns their offsets, the end of the last one and the
// struct's alignment.
func layoutFields(t *types.StructType) (offs []int64, end, align int64, err error) {
	offs = make([]int64, len(t.Fields))
	align = 1
	for i, f := range t.Fields {
		s, a, err := SizeAlign(f)
		if err != nil {
			return nil, 0, 0, err
		}
		if t.Packed {
			a = 1
		}
		end = roundUp(end, a)
		offs[i] = end
		end += s
		align = max(align, a)
	}
	return offs, end, align, nil
}

func pow2AtLeast(n int64) int64 {
	a := int64(1)
	for a < n {
		a *= 2
	}
	return a
}

func roundUp(n, a int64) int64 {
	return (n + a - 1) / a * a
}
