package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// peerLog records the peer copies a backend is asked for.
type peerLog struct {
	Backend
	copies []peerCopy
}

type peerCopy struct {
	dstDev, srcDev int
	src            DevPtr
	n              int64
}

func (b *peerLog) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	b.copies = append(b.copies, peerCopy{dstDev, srcDev, src, n})
	return b.Backend.CopyPeer(dstDev, dst, srcDev, src, n)
}

// TestGatherCopiesFromWriters: when every part of a launch reads a whole
// buffer that each device holds a quarter of (a matrix multiply's B after
// the host's copy spread it), each quarter reaches each device straight
// from the device that held it before the launch, never passed on (part k
// copying from part k-1, which had just received it, made an all-to-all
// exchange a chain of copies, each waiting for the one before).
func TestGatherCopiesFromWriters(t *testing.T) {
	const devices, n, quarter = 4, 4096, 4096 // 16 KiB: 4 KiB per device
	log := &peerLog{Backend: NewNullBackend(devices)}
	rt, err := New(Config{Backend: log})
	require.NoError(t, err)
	defer rt.Close()
	desc := &KernelDesc{
		Mangled: "_Z6gatherPKfPf", Name: "gather", Partitioned: "_Z6gatherPKfPf__mgpu", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessAll}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessBlocked1D}},
		},
	}
	require.NoError(t, rt.RegisterKernel(desc, true))
	img := rt.AddImage(nil)
	in, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	out, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(in, make([]byte, 4*n))) // quarter q on device q
	b, _, ok := rt.resolve(in)
	require.True(t, ok)
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: desc.Mangled, Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
		Args: [][]byte{pArg(in), pArg(out)}}))

	// hops[d][q]: copies quarter q went through to reach device d.
	var hops [devices][devices]int
	for d := range hops {
		for q := range hops[d] {
			hops[d][q] = -1
		}
		hops[d][d] = 0
	}
	for _, c := range log.copies {
		first := int((c.src - b.inst[c.srcDev]) / quarter)
		for q := first; q < first+int(c.n/quarter); q++ {
			require.GreaterOrEqual(t, hops[c.srcDev][q], 0, "%+v: device %d does not hold quarter %d yet", c, c.srcDev, q)
			require.Equal(t, -1, hops[c.dstDev][q], "%+v: quarter %d copied twice to device %d", c, q, c.dstDev)
			hops[c.dstDev][q] = hops[c.srcDev][q] + 1
		}
	}
	for d := range hops {
		for q, h := range hops[d] {
			require.True(t, h == 0 && q == d || h == 1 && q != d, "quarter %d reached device %d in %d copies", q, d, h)
		}
	}
}
