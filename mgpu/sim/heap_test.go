package sim

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDeviceHeap: malloc and free in device code. 256 threads each take,
// use and give back a block of their own, 16-byte aligned; a block larger
// than the heap is NULL; the blocks given back join again (the whole heap
// is one block after); a block kept by one launch is freed by another, and
// freeing it twice stops the launch. The heap's size is set before the
// first launch only.
func TestDeviceHeap(t *testing.T) {
	d, m := testModule(t, "heap", Options{MemLimit: 1 << 20})
	const threads = 256
	out, err := d.Malloc(4 * threads)
	require.NoError(t, err)
	cfg := LaunchConfig{Grid: [3]int{4, 1, 1}, Block: [3]int{64, 1, 1}, Args: [][]byte{i32(100), ptr(out)}}
	_, err = m.Launch("_Z7scratchiPi", cfg)
	require.NoError(t, err, "the heap is not counted in the device's 1 MiB")
	for i, v := range fetch[int32](t, d, out, threads) {
		require.Equal(t, int32(100*i+4950), v, "thread %d", i)
	}
	cfg.Args[0] = i32(DefaultHeapSize/4 + 1)
	_, err = m.Launch("_Z7scratchiPi", cfg)
	require.NoError(t, err)
	require.Equal(t, int32(-1), fetch[int32](t, d, out, 1)[0])

	slot, err := d.Malloc(8)
	require.NoError(t, err)
	keep := LaunchConfig{Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1}, Args: [][]byte{ptr(slot), ptr(DefaultHeapSize)}}
	_, err = m.Launch("_Z4keepPPcy", keep)
	require.NoError(t, err)
	require.NotZero(t, fetch[uint64](t, d, slot, 1)[0], "the whole heap, joined again")
	release := LaunchConfig{Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1}, Args: [][]byte{ptr(slot)}}
	_, err = m.Launch("_Z7releasePPc", release)
	require.NoError(t, err)
	le := launchErr(t, m, "_Z7releasePPc", release)
	require.Contains(t, le.Msg, "not a block malloc returned")
	require.Error(t, d.SetHeapSize(1<<10), "the heap is in use")

	d2, m2 := testModule(t, "heap", Options{})
	require.NoError(t, d2.SetHeapSize(1<<10))
	slot2, err := d2.Malloc(8)
	require.NoError(t, err)
	keep.Args = [][]byte{ptr(slot2), ptr(2 << 10)}
	_, err = m2.Launch("_Z4keepPPcy", keep)
	require.NoError(t, err)
	require.Zero(t, fetch[uint64](t, d2, slot2, 1)[0], "larger than the heap of 1 KiB")
}
