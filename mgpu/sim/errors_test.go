package sim

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

func launchErr(t *testing.T, m *Module, kernel string, cfg LaunchConfig) *LaunchError {
	t.Helper()
	_, err := m.Launch(kernel, cfg)
	var le *LaunchError
	require.ErrorAs(t, err, &le, "launch of %s must fail", kernel)
	require.Equal(t, kernel, le.Kernel)
	return le
}

func block(n int) LaunchConfig {
	return LaunchConfig{Grid: [3]int{1, 1, 1}, Block: [3]int{n, 1, 1}}
}

func TestOutOfBoundsGlobal(t *testing.T) {
	d, m := testModule(t, "errors", Options{Workers: 4})
	in, err := d.Malloc(4 * 64)
	require.NoError(t, err)
	out, err := d.Malloc(4 * 256)
	require.NoError(t, err)
	cfg := LaunchConfig{Grid: [3]int{8, 1, 1}, Block: [3]int{32, 1, 1}, Args: [][]byte{ptr(in), ptr(out), i32(10)}}
	le := launchErr(t, m, "_Z8oob_readPKfPfi", cfg)
	// Global thread 54 is the first to read past the 64 floats; blocks 2-7
	// fail too, but the error is always the first in grid order.
	require.Equal(t, [3]int{1, 0, 0}, le.Block)
	require.Equal(t, [3]int{22, 0, 0}, le.Thread)
	require.Equal(t, in+4*64, le.Addr)
	require.Equal(t, "errors.cu:6", le.Pos)
	require.Equal(t, "out-of-bounds load of 4 bytes", le.Msg)
	require.Contains(t, le.Error(), "kernel _Z8oob_readPKfPfi block (1,0,0) thread (22,0,0): out-of-bounds load of 4 bytes at 0x")
	// In bounds it runs.
	cfg.Grid[0] = 2
	cfg.Args[2] = i32(0)
	_, err = m.Launch("_Z8oob_readPKfPfi", cfg)
	require.NoError(t, err)
}

func TestWrongDevicePointer(t *testing.T) {
	_, m := testModule(t, "errors", Options{})
	other := NewDevice(1, Options{})
	in, err := other.Malloc(4 * 32)
	require.NoError(t, err)
	out, err := other.Malloc(4 * 32)
	require.NoError(t, err)
	cfg := block(32)
	cfg.Args = [][]byte{ptr(in), ptr(out), i32(0)}
	le := launchErr(t, m, "_Z8oob_readPKfPfi", cfg)
	require.Equal(t, in, le.Addr)
}

func TestOutOfBoundsShared(t *testing.T) {
	d, m := testModule(t, "errors", Options{})
	out, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	cfg := block(32)
	cfg.Args = [][]byte{i32(0), ptr(out)}
	_, err = m.Launch("_Z10oob_sharediPi", cfg)
	require.NoError(t, err)
	require.Equal(t, int32(31), fetch[int32](t, d, out, 32)[31])
	cfg.Args[0] = i32(1)
	le := launchErr(t, m, "_Z10oob_sharediPi", cfg)
	require.Equal(t, [3]int{31, 0, 0}, le.Thread)
	require.Equal(t, "errors.cu:13", le.Pos)
}

// TestBarrierDivergence: threads that exited count as arrived at a
// __syncthreads (PTX's bar.sync waits for the non-exited threads), in a
// warp that stays and in whole warps that return; threads at different
// barriers are reported: the lanes of one warp, or threads at different
// kinds of barrier.
func TestBarrierDivergence(t *testing.T) {
	d, m := testModule(t, "errors", Options{})
	out, err := d.Malloc(4 * 66)
	require.NoError(t, err)
	cfg := block(64)
	cfg.Args = [][]byte{ptr(out)}
	_, err = m.Launch("_Z17divergent_barrierPi", cfg)
	require.NoError(t, err)
	got := fetch[int32](t, d, out, 64)
	for i, v := range got {
		want := int32(0)
		if i < 16 {
			want = 1
		}
		require.Equal(t, want, v, "thread %d", i)
	}

	cfg.Block = [3]int{32, 1, 1}
	le := launchErr(t, m, "_Z18different_barriersPi", cfg)
	require.Contains(t, le.Msg, "different barrier")

	// Whole warps at different __syncthreads of the source meet, as on a
	// GPU; warps at different kinds of barrier do not.
	cfg.Block = [3]int{64, 1, 1}
	_, err = m.Launch("_Z27warps_at_different_barriersPi", cfg)
	require.NoError(t, err)
	require.Equal(t, []int32{96, 1}, fetch[int32](t, d, out, 2))
	le = launchErr(t, m, "_Z13barrier_kindsPi", cfg)
	require.Contains(t, le.Msg, "different barrier")
}

func TestDivisionByZero(t *testing.T) {
	d, m := testModule(t, "errors", Options{})
	a := buf(t, d, []int32{10, 20, 30, 40})
	b := buf(t, d, []int32{1, 2, 0, 4})
	out, err := d.Malloc(16)
	require.NoError(t, err)
	cfg := block(4)
	cfg.Args = [][]byte{ptr(a), ptr(b), ptr(out)}
	le := launchErr(t, m, "_Z8div_zeroPKiS0_Pi", cfg)
	require.Equal(t, [3]int{2, 0, 0}, le.Thread)
	require.Equal(t, "integer division by zero", le.Msg)
	require.Equal(t, "errors.cu:36", le.Pos)
}

func TestMisaligned(t *testing.T) {
	d, m := testModule(t, "errors", Options{})
	p, err := d.Malloc(256)
	require.NoError(t, err)
	out, err := d.Malloc(256)
	require.NoError(t, err)
	cfg := block(4)
	cfg.Args = [][]byte{ptr(p), ptr(out)}
	le := launchErr(t, m, "_Z10misalignedPKcPi", cfg)
	require.Equal(t, p+1, le.Addr)
	require.Contains(t, le.Msg, "misaligned load of 4 bytes")
}

func TestLaunchValidation(t *testing.T) {
	d, m := testModule(t, "errors", Options{})
	out, err := d.Malloc(16)
	require.NoError(t, err)
	_, err = m.Launch("nope", block(1))
	require.ErrorContains(t, err, `no kernel "nope"`)
	cfg := block(1)
	cfg.Args = [][]byte{ptr(out), ptr(out)}
	_, err = m.Launch("_Z17divergent_barrierPi", cfg)
	require.ErrorContains(t, err, "2 arguments; the kernel takes 1")
	cfg.Args = [][]byte{i32(1)}
	_, err = m.Launch("_Z17divergent_barrierPi", cfg)
	require.ErrorContains(t, err, "argument 0 has 4 bytes")
	cfg = block(2048)
	cfg.Args = [][]byte{ptr(out)}
	_, err = m.Launch("_Z17divergent_barrierPi", cfg)
	require.ErrorContains(t, err, "1024 threads")
}

func TestDeviceMemory(t *testing.T) {
	d := NewDevice(3, Options{MemLimit: 1 << 20})
	a, err := d.Malloc(1000)
	require.NoError(t, err)
	require.NotZero(t, a)
	require.Zero(t, a%256)
	b, err := d.Malloc(1000)
	require.NoError(t, err)
	require.NotEqual(t, a, b)
	require.NoError(t, d.Memset(a, 7, 1000))
	got := make([]byte, 10)
	require.NoError(t, d.Read(a+990, got))
	require.Equal(t, []byte{7, 7, 7, 7, 7, 7, 7, 7, 7, 7}, got)
	require.Error(t, d.Read(a+995, got), "read past the end of an allocation")
	require.Error(t, d.Write(b-8, got), "write before an allocation")
	_, err = d.Malloc(2 << 20)
	require.True(t, errors.Is(err, ErrOutOfMemory))
	require.NoError(t, d.Free(a))
	require.Error(t, d.Free(a), "double free")
	require.Error(t, d.Read(a, got), "use after free")
	require.Error(t, d.Free(b+8), "free of an interior pointer")
	other := NewDevice(4, Options{})
	c, err := other.Malloc(16)
	require.NoError(t, err)
	require.Error(t, d.Read(c, got[:4]), "another device's pointer")
	// Peer copies.
	require.NoError(t, d.Write(b, []byte{1, 2, 3, 4, 5, 6, 7, 8}))
	require.NoError(t, other.CopyFrom(c+4, d, b+2, 6))
	require.NoError(t, other.Read(c, got[:10]))
	require.Equal(t, []byte{0, 0, 0, 0, 3, 4, 5, 6, 7, 8}, got[:10])
	require.NoError(t, d.CopyFrom(b+1, d, b, 4), "overlapping copy on one device")
	require.NoError(t, d.Read(b, got[:6]))
	require.Equal(t, []byte{1, 1, 2, 3, 4, 6}, got[:6])
	require.Error(t, other.CopyFrom(c+8, d, b, 16), "destination past the end")
}

// TestWarpDivergence: a shuffle may read a lane outside its rendezvous,
// one that has exited or a live one its mask leaves out (HeCBench's bsw
// does): CUDA leaves the value undefined, and the reader gets its own.
func TestWarpDivergence(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	vals := make([]int32, 32)
	for i := range vals {
		vals[i] = int32(100 + i)
	}
	in := buf(t, d, vals)
	out := buf(t, d, make([]int32, 32))
	cfg := block(32)
	cfg.Args = [][]byte{ptr(in), ptr(out)}
	_, err := m.Launch("_Z15warp_divergencePKiPi", cfg)
	require.NoError(t, err)
	got := fetch[int32](t, d, out, 32)
	require.Equal(t, make([]int32, 16), got[:16], "the exited lanes write nothing")
	require.Equal(t, vals[16:], got[16:], "lane 0 has exited: each reader its own value")

	_, err = m.Launch("_Z17shfl_outside_maskPKiPi", cfg)
	require.NoError(t, err)
	require.Equal(t, vals, fetch[int32](t, d, out, 32), "lanes 0-15 read lane 16, outside their mask: each its own value")
}
