package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCoherenceReplay: a ping-pong stencil's launches repeat from the
// fourth on (each buffer's holders as two steps before), and replay the
// recorded copies: the result is the CPU's on 3 and 4 simulated devices,
// every steady-state launch moves exactly one halo row per neighbour, as
// the launches worked out do, and the replays are counted. A host write
// into the input between launches changes its holders: the next launches
// are worked out again, and the result still matches.
func TestCoherenceReplay(t *testing.T) {
	const rows, cols, iters, rewriteAt = 37, 29, 14, 9
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	rewrite := make([]float32, cols) // a row the host writes over row 20
	for i := range rewrite {
		rewrite[i] = float32(i) * 1.5
	}
	for _, n := range []int{3, 4} {
		rt, img := testRuntime(t, n)
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		parts := min(n, (rows+7)/8)
		want := append([]float32(nil), init...)
		tmp := make([]float32, len(init))
		for it := range iters {
			if it == rewriteAt {
				require.NoError(t, rt.MemcpyHtoD(a+20*cols*4, f32bytes(rewrite)))
				copy(want[20*cols:], rewrite)
			}
			before := rt.Stats().Totals.Peer
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{(cols + 7) / 8, (rows + 7) / 8, 1},
				Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			if it >= 2 && it != rewriteAt {
				require.Equal(t, int64(2*(parts-1)*cols*4), rt.Stats().Totals.Peer-before, "%d devices, launch %d", n, it)
			}
			cpuStencil(tmp, want, rows, cols)
			want, tmp = tmp, want
			a, b = b, a
		}
		require.Equal(t, want, download(t, rt, a, rows*cols), "%d devices", n)
		k := rt.Stats().Kernels[0]
		// Launches 3-8 and 12-13 repeat a recorded one (9 meets the host's
		// row; 10 and 11 are recorded again).
		require.Equal(t, int64(iters-6), k.Replays, "%d devices", n)
	}
}

// TestReplayAllocatesNothing: a replayed launch copies the recorded
// holders into the trackers' own memory.
func TestReplayAllocatesNothing(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(4)})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(testContainer(t))
	require.NoError(t, rt.RegisterKernel(stencilDesc(), true))
	const rows, cols = 64, 64
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	var launches [2]LaunchConfig // the ping and the pong
	for i := range launches {
		launches[i] = LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1},
			Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}
		a, b = b, a
	}
	it := 0
	step := func() {
		if err := rt.Launch(launches[it%2]); err != nil {
			t.Fatal(err)
		}
		it++
	}
	for range 8 {
		step()
	}
	before := rt.Stats().Kernels[0].Replays
	require.Zero(t, testing.AllocsPerRun(10, step))
	require.Equal(t, before+11, rt.Stats().Kernels[0].Replays) // AllocsPerRun runs it once more first
}
