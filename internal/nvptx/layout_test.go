package nvptx

import (
	"testing"

	"github.com/llir/llvm/ir/types"
	"github.com/stretchr/testify/require"
)

func TestLayout(t *testing.T) {
	f32, i8, i32 := types.Float, types.I8, types.I32
	cases := []struct {
		t                  types.Type
		size, align, store int64
	}{
		{types.I1, 1, 1, 1},
		{i8, 1, 1, 1},
		{types.I16, 2, 2, 2},
		{types.NewInt(24), 4, 4, 3},
		{i32, 4, 4, 4},
		{types.I64, 8, 8, 8},
		{types.NewInt(40), 8, 8, 5},
		{types.I128, 16, 16, 16},
		{types.Half, 2, 2, 2},
		{f32, 4, 4, 4},
		{types.Double, 8, 8, 8},
		{types.NewPointer(f32), 8, 8, 8},
		{types.NewArray(3, f32), 12, 4, 12},
		{types.NewVector(3, f32), 16, 16, 12},
		{types.NewVector(4, f32), 16, 16, 16},
		{types.NewVector(2, types.I16), 4, 4, 4},
		{types.NewStruct(i8, i32), 8, 4, 8},
		{&types.StructType{Packed: true, Fields: []types.Type{i8, i32}}, 5, 1, 5},
		{types.NewStruct(types.Double, i32), 16, 8, 16},
		{types.NewStruct(types.NewVector(4, f32), i8), 32, 16, 32},
	}
	for _, c := range cases {
		size, align, err := SizeAlign(c.t)
		require.NoError(t, err, "%s", c.t)
		require.Equal(t, [2]int64{c.size, c.align}, [2]int64{size, align}, "size and alignment of %s", c.t)
		store, err := StoreSize(c.t)
		require.NoError(t, err)
		require.Equal(t, c.store, store, "store size of %s", c.t)
	}
	offs, err := FieldOffsets(types.NewStruct(i8, types.Double, i8, i32))
	require.NoError(t, err)
	require.Equal(t, []int64{0, 8, 16, 20}, offs)

	_, _, err = SizeAlign(&types.StructType{Opaque: true})
	require.Error(t, err)
	_, _, err = SizeAlign(types.NewInt(256))
	require.Error(t, err)
}
