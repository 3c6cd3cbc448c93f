package mgpu

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

var (
	oracleIROnce sync.Once
	oracleIR     string
	oracleIRErr  error
)

// oracleRuntime starts a runtime with the oracle on n simulated devices,
// with the kernels of testdata/kernels.cu and testdata/oracle.cu.
func oracleRuntime(t *testing.T, n int) (rt *Runtime, kernels, oracle *Image) {
	oracleIROnce.Do(func() { oracleIR, oracleIRErr = toolchain.CompileDeviceIR("testdata/oracle.cu", "", "-O2") })
	require.NoError(t, oracleIRErr)
	rt, err := New(Config{Backend: NewSimBackend(n, simOptions()), Oracle: "1"})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	kernels = rt.AddImage(testContainer(t))
	oracle = rt.AddImage(&model.Container{IR: []byte(oracleIR)})
	for _, d := range []*KernelDesc{stencilDesc(), stencil1DDesc(), luScaleDesc(), luStepDesc()} {
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	return rt, kernels, oracle
}

// stencil1DDesc: stencil1d(float *out, const float *in, int n), split x:
// each thread writes its element and reads it and its two neighbours.
func stencil1DDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z9stencil1dPfPKfi", Name: "stencil1d", Partitioned: "stencil1d_part", Split: SplitX,
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessBlocked1D}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessBlocked1D, Arg: [4]int64{1, 1}}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
		},
	}
}

// TestOracleStencil1D: a 1-D three-point stencil split over 2 and 4
// devices, whose input the host copy laid out as the split does, needs one
// element from each side of every boundary per step: 2*(parts-1)*4 bytes.
// The runtime moves at least that.
func TestOracleStencil1D(t *testing.T) {
	const n, block, steps = 4096, 32, 5
	init := make([]float32, n)
	for i := range init {
		init[i] = float32(i%13) * 0.5
	}
	var want []float32
	for _, devs := range []int{1, 2, 4} {
		rt, _, img := oracleRuntime(t, devs)
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, n))
		for s := 0; s < steps; s++ {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z9stencil1dPfPKfi", Grid: Dim3{n / block, 1, 1},
				Block: Dim3{block, 1, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(n)}}))
			a, b = b, a
		}
		got := download(t, rt, a, n)
		if want == nil {
			want = got
		}
		require.Equal(t, want, got, "%d devices", devs)
		st := rt.Stats()
		t.Logf("%d devices: peer %d, need %d", devs, st.Totals.Peer, st.Totals.PeerNeed)
		require.True(t, st.Oracle)
		need := int64(steps * 2 * (devs - 1) * 4)
		require.Equal(t, need, st.Totals.PeerNeed, "%d devices", devs)
		require.Equal(t, need, st.Kernels[0].PeerNeed)
		require.GreaterOrEqual(t, st.Totals.Peer, st.Totals.PeerNeed, "%d devices: the runtime moved less than the parts need", devs)
	}
}

// TestOracleStencil2D: the five-point stencil split by rows needs, per
// step, the interior columns of one halo row from each side of every
// boundary (its border cells read nothing else).
func TestOracleStencil2D(t *testing.T) {
	const rows, cols, steps = 64, 29, 6
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	for _, devs := range []int{2, 3, 4} {
		rt, img, _ := oracleRuntime(t, devs)
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		grid, block := Dim3{(cols + 7) / 8, rows / 8, 1}, Dim3{8, 8, 1}
		var before Stats
		for s := 0; s < steps; s++ {
			if s == steps-1 {
				before = rt.Stats()
			}
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: grid, Block: block,
				Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		st := rt.Stats()
		t.Logf("%d devices: peer %d, need %d", devs, st.Totals.Peer, st.Totals.PeerNeed)
		require.Equal(t, int64(2*(devs-1)*(cols-2)*4), st.Totals.PeerNeed-before.Totals.PeerNeed, "%d devices", devs)
		require.GreaterOrEqual(t, st.Totals.Peer-before.Totals.Peer, st.Totals.PeerNeed-before.Totals.PeerNeed)
		require.GreaterOrEqual(t, st.Totals.Peer, st.Totals.PeerNeed, "%d devices: the runtime moved less than the parts need", devs)
	}
}

// TestOracleLU: LU with a per-launch k, in device and managed memory, on
// 2 to 4 devices: the runtime moves at least what the parts need, and
// the oracle finds a need (row k and column k cross the split).
func TestOracleLU(t *testing.T) {
	const n = 37
	for _, c := range []struct {
		name    string
		devs    int
		managed bool
	}{{"2", 2, false}, {"4", 4, false}, {"managed/3", 3, true}} {
		t.Run(c.name, func(t *testing.T) {
			rt, img, _ := oracleRuntime(t, c.devs)
			p, _ := uploadTo(t, rt, luMatrix(n), c.managed)
			for k := 0; k < n-1; k++ {
				args := [][]byte{pArg(p), i32arg(n), i32arg(int32(k))}
				require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7luScalePfii", Grid: Dim3{(n + 31) / 32, 1, 1}, Block: Dim3{32, 1, 1}, Args: args}))
				require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z6luStepPfii", Grid: Dim3{(n + 7) / 8, (n + 7) / 8, 1}, Block: Dim3{8, 8, 1}, Args: args}))
			}
			require.NoError(t, rt.Synchronize())
			st := rt.Stats()
			t.Logf("peer %d, need %d", st.Totals.Peer, st.Totals.PeerNeed)
			require.Positive(t, st.Totals.PeerNeed)
			// (Per kernel the runtime may move less: bytes an earlier
			// kernel's copies brought count for the kernel that needs them.)
			require.GreaterOrEqual(t, st.Totals.Peer, st.Totals.PeerNeed, "the runtime moved less than the parts need")
		})
	}
}

// TestOracleConfig: MGPU_ORACLE takes 1 or 0, and 1 only with simulated
// devices.
func TestOracleConfig(t *testing.T) {
	_, err := New(Config{Backend: NewNullBackend(2), Oracle: "1"})
	require.ErrorContains(t, err, "needs simulated devices")
	_, err = New(Config{Backend: NewSimBackend(2, simOptions()), Oracle: "yes"})
	require.ErrorContains(t, err, "MGPU_ORACLE")
	rt, err := New(Config{Backend: NewSimBackend(2, simOptions()), Oracle: "0"})
	require.NoError(t, err)
	require.False(t, rt.Stats().Oracle)
	require.NoError(t, rt.Close())
}
