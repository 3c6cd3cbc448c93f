package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// gatherDesc reads its first buffer whole and writes its second by blocks
// along x: every part needs every other part's block of the first (an
// all-to-all exchange, as matmul's second matrix and n-body's positions).
func gatherDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z6gatherPKfPf", Name: "gather", Partitioned: "gather_part", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessAll}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessBlocked1D}},
		},
	}
}

// sourceRecorder records each peer copy's source and destination devices
// and the source's offset in its instance of buf.
type sourceRecorder struct {
	Backend
	base   func(dev int) DevPtr // buf's instance on dev
	copies [][3]int64           // dst, src, offset
}

func (b *sourceRecorder) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.copies = append(b.copies, [3]int64{int64(dstDev), int64(srcDev), int64(src - b.base(srcDev))})
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

// exchange sets up an all-to-all exchange on rt's devices: each wrote one
// block of a buffer of 4n bytes that every part of the gather kernel then
// reads whole. It returns the buffer and the launch.
func exchange(t *testing.T, rt *Runtime, devices, n int) (*buffer, func()) {
	img := rt.AddImage(nil)
	require.NoError(t, rt.RegisterKernel(gatherDesc(), true))
	in, err := rt.Malloc(int64(4 * n))
	require.NoError(t, err)
	out, err := rt.Malloc(int64(4 * n))
	require.NoError(t, err)
	b, _, ok := rt.resolve(in)
	require.True(t, ok)
	block := int64(4 * n / devices)
	for d := range devices {
		b.tracker.Write(int64(d)*block, int64(d+1)*block, d)
	}
	return b, func() {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z6gatherPKfPf", Grid: Dim3{devices, 1, 1}, Block: Dim3{n / devices, 1, 1},
			Args: [][]byte{pArg(in), pArg(out)}}))
	}
}

// TestGatherCopiesFromHoldersBeforeLaunch: when each of 4 devices wrote
// one block of a buffer every part then reads whole, each block goes to
// the 3 others straight from its writer (12 copies, 3 from each device),
// not along a chain through the devices that received it first.
func TestGatherCopiesFromHoldersBeforeLaunch(t *testing.T) {
	const devices, n = 4, 1024
	be := &sourceRecorder{Backend: NewNullBackend(devices)}
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	b, launch := exchange(t, rt, devices, n)
	be.base = func(dev int) DevPtr { return b.inst[dev] }
	launch()
	const block = 4 * n / devices
	require.Len(t, be.copies, devices*(devices-1))
	sent := make([]int, devices)
	for _, c := range be.copies {
		require.Equal(t, c[1], c[2]/block, "copy to device %d of bytes at %d from device %d", c[0], c[2], c[1])
		sent[c[1]]++
	}
	require.Equal(t, []int{3, 3, 3, 3}, sent)
}
