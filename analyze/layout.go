package analyze

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// typeLayout returns the size and ABI alignment in bytes of t under the
// nvptx64 data layout clang-14 emits ("e-i64:64-i128:128-v16:16-v32:32-
// n16:32:64"): integers and floats are naturally aligned, pointers are 8
// bytes, structs lay out their fields in order with padding.
func typeLayout(t types.Type) (size, align int, err error) {
	switch t := t.(type) {
	case *types.IntType:
		size = int((t.BitSize + 7) / 8)
		align = 1
		for align < size {
			align *= 2
		}
		return size, align, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
	case *types.PointerType:
		return 8, 8, nil
	case *types.ArrayType:
		es, ea, err := typeLayout(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		return es * int(t.Len), ea, nil
	case *types.VectorType:
		es, _, err := typeLayout(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		size = es * int(t.Len)
		align = 1
		for align < size {
			align *= 2
		}
		return size, align, nil
	case *types.StructType:
		if t.Opaque {
			return 0, 0, fmt.Errorf("opaque type %s has no size", t)
		}
		align = 1
		for _, f := range t.Fields {
			fs, fa, err := typeLayout(f)
			if err != nil {
				return 0, 0, err
			}
			if t.Packed {
				fa = 1
			}
			size = roundUp(size, fa) + fs
			if fa > align {
				align = fa
			}
		}
		return roundUp(size, align), align, nil
	}
	return 0, 0, fmt.Errorf("type %s has no known size", t)
}

func roundUp(n, a int) int {
	return (n + a - 1) / a * a
}
