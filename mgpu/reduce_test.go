package mgpu

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReduceCombine: folding values into partial results that start at the
// identity, one per device, and combining those into the first (which
// starts at the old contents) is the sequential fold, for every reduction
// and element size.
func TestReduceCombine(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for op := ReduceAdd; op <= ReduceStore; op++ {
		for _, size := range []int{1, 2, 4, 8} {
			if op != ReduceStore && size < 4 {
				continue
			}
			bits := func(v uint64) uint64 { return v & (math.MaxUint64 >> (64 - 8*size)) }
			for trial := 0; trial < 50; trial++ {
				r := reduction{op: op, value: bits(rng.Uint64()), size: size}
				base := bits(rng.Uint64())
				ndev := 1 + rng.Intn(5)
				partial := make([]uint64, ndev)
				partial[0] = base
				for d := 1; d < ndev; d++ {
					partial[d] = r.identity()
				}
				seq := base
				for i := 0; i < 20; i++ {
					v := bits(rng.Uint64())
					switch {
					case op == ReduceStore:
						v = r.value // a store writes the one value
					case rng.Intn(3) == 0:
						v = bits(uint64(rng.Intn(7)) - 3) // near zero, both signs
					}
					seq = r.apply(seq, v)
					d := rng.Intn(ndev)
					partial[d] = r.apply(partial[d], v)
				}
				dst, src := make([]byte, 3+size), make([]byte, 3+size)
				putElem(dst[3:], partial[0], size)
				for d := 1; d < ndev; d++ {
					putElem(src[3:], partial[d], size)
					r.combine(dst, src, 3)
				}
				require.Equal(t, seq, elem(dst[3:], size), "%s on %d bytes over %d devices", op, size, ndev)
			}
		}
	}
	require.Equal(t, uint64(0x7fffffff), reduction{op: ReduceMin, size: 4}.identity())
	require.Equal(t, uint64(0x8000000000000000), reduction{op: ReduceMax, size: 8}.identity())
	require.Equal(t, uint64(0xfe), reduction{op: ReduceStore, value: 1, size: 1}.identity())
	require.Equal(t, uint64(0xffffffff), reduction{op: ReduceMin, size: 4}.apply(5, 0xffffffff), "signed: -1 < 5")
	require.Equal(t, uint64(5), reduction{op: ReduceUMin, size: 4}.apply(5, 0xffffffff))
}

func histoDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z5histoPKiiPjiPi", Name: "histo", Partitioned: "histo_part", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessBlocked1D}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Reduce: ReduceAdd},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 1, Signed: true},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Reduce: ReduceMin},
		},
	}
}

func u32bytes(v []uint32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

// histoRun launches histo twice over values on ndev devices, with bins
// and lowest in one allocation when shared, and checks the result against
// the CPU. It returns the kernel's statistics.
func histoRun(t *testing.T, ndev int, shared bool) KernelStats {
	return histoRunDesc(t, ndev, shared, histoDesc())
}

func histoRunDesc(t *testing.T, ndev int, shared bool, desc *KernelDesc) KernelStats {
	const n, nbins = 5000, 37
	rt, img := testRuntime(t, ndev)
	require.NoError(t, rt.RegisterKernel(desc, true))
	values := make([]uint32, n)
	rng := rand.New(rand.NewSource(7))
	for i := range values {
		values[i] = uint32(int32(rng.Intn(100000) - 30000))
	}
	v, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(v, u32bytes(values)))
	// The bins start at b*1000 (the old contents count), lowest at -20000.
	init := make([]uint32, nbins+1)
	for b := range nbins {
		init[b] = uint32(b * 1000)
	}
	init[nbins] = uint32(0xffffb1e0) // -20000
	bins, err := rt.Malloc(4 * (nbins + 1))
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(bins, u32bytes(init)))
	lowest := bins + 4*nbins
	if !shared {
		lowest, err = rt.Malloc(4)
		require.NoError(t, err)
		require.NoError(t, rt.MemcpyHtoD(lowest, u32bytes(init[nbins:])))
	}
	for it := 0; it < 2; it++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5histoPKiiPjiPi", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{pArg(v), i32arg(n), pArg(bins), i32arg(nbins), pArg(lowest)}}))
	}
	want := init[:nbins]
	low := int32(-20000)
	for it := 0; it < 2; it++ {
		for _, x := range values {
			want[((int32(x)%nbins)+nbins)%nbins]++
			low = min(low, int32(x))
		}
	}
	got := make([]byte, 4*nbins)
	require.NoError(t, rt.MemcpyDtoH(got, bins))
	require.Equal(t, u32bytes(want), got)
	gotLow := make([]byte, 4)
	require.NoError(t, rt.MemcpyDtoH(gotLow, lowest))
	require.Equal(t, low, int32(binary.LittleEndian.Uint32(gotLow)))
	return rt.Stats().Kernels[0]
}

// TestReductionSplit: a histogram and a minimum updated with atomics are
// split, each device counting into its own copy, and come out as one
// device's; pointers that share the buffer they reduce into run unsplit.
func TestReductionSplit(t *testing.T) {
	for _, ndev := range []int{1, 2, 3, 4} {
		k := histoRun(t, ndev, false)
		require.Equal(t, ndev, k.Devices)
		if ndev > 1 {
			require.Equal(t, "x", k.Split)
			// Per launch, every device's copy of both buffers is read
			// back to be combined.
			require.Equal(t, int64(2*ndev*(4*(37+1)+4)), k.D2H)
		}
	}
	k := histoRun(t, 4, true)
	require.Equal(t, "none", k.Split)
	require.Contains(t, k.Reason, "pointer arguments share a buffer")

	// A __device__ variable the program does not register cannot be
	// combined: the launch runs unsplit (and still counts right).
	d := histoDesc()
	d.VarReductions = []VarReduction{{Name: "nosuch", Reduce: ReduceAdd, ElemSize: 4}}
	k = histoRunDesc(t, 4, false, d)
	require.Equal(t, "none", k.Split)
	require.Equal(t, "it reduces into the __device__ variable nosuch, which the program does not register", k.Reason)

	rt, _ := testRuntime(t, 2)
	for _, bad := range []struct {
		change func(*Param)
		msg    string
	}{
		{func(p *Param) { p.ElemSize = 2 }, "reduce add on elements of 2 bytes"},
		{func(p *Param) { p.Reduce = 10 }, "reduce 10 is not one of MGPU_REDUCE_*"},
		{func(p *Param) { p.Reduce, p.ElemSize, p.ReduceValue = ReduceStore, 1, 256 }, "reduce store of 0x100, which does not fit in 1 bytes"},
		{func(p *Param) { p.Reduce, p.ElemSize = ReduceStore, 3 }, "reduce store on elements of 3 bytes"},
		{func(p *Param) { p.MayWrite = Access{Pattern: AccessAll} }, "reduce add with other accesses"},
	} {
		d := histoDesc()
		bad.change(&d.Params[2])
		require.ErrorContains(t, rt.RegisterKernel(d, true), bad.msg)
	}
	d = histoDesc()
	d.VarReductions = []VarReduction{{Name: "count", Reduce: ReduceMax, ElemSize: 2}}
	require.ErrorContains(t, rt.RegisterKernel(d, true), `__device__ variable "count": reduce max on elements of 2 bytes`)
}
