package mgpu

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"mgpucc/mgpu/sim"
)

// stagedPattern is n bytes that differ from their neighbours' offsets.
func stagedPattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i>>9)
	}
	return b
}

// stagedBuffers allocates two buffers of n bytes, and the bytes to copy
// into the first (stagedPattern) with a copy of them to compare with.
func stagedBuffers(t *testing.T, rt *Runtime, n int64) (a, c DevPtr, src, want []byte) {
	src = stagedPattern(int(n))
	want = append([]byte(nil), src...)
	a, err := rt.Malloc(n)
	require.NoError(t, err)
	c, err = rt.Malloc(n)
	require.NoError(t, err)
	return a, c, src, want
}

// TestStagingPinnedOnTheCUDABackend: on the stand-in driver (4 logical
// devices on 2 GPUs), a copy from the host into a buffer is staged in
// page-locked memory (the caller's bytes may change once it returns);
// the first operation that uses the buffer queues one part's copy on
// each device's stream, all of them before anything runs them (the
// stand-in runs copies from page-locked memory only once something
// orders them); once they are done the staging is kept for the next one,
// which pins nothing, and freed at cudaDeviceReset; the bytes come back
// bit-identical.
func TestStagingPinnedOnTheCUDABackend(t *testing.T) {
	if !onFakeDriver(t, "TestStagingPinnedOnTheCUDABackend") {
		return
	}
	be, err := newCUDABackend([]int{0, 1, 0, 1})
	require.NoError(t, err)
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	defer func() { require.NoError(t, rt.Close()) }()
	streamLog := os.Getenv("FAKECUDA_LOG")
	ops := func() [][]string {
		data, err := os.ReadFile(streamLog) // none until the stand-in logs
		if !errors.Is(err, fs.ErrNotExist) {
			require.NoError(t, err)
		}
		require.NoError(t, os.WriteFile(streamLog, nil, 0o644))
		var out [][]string
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if f := strings.Fields(line); len(f) == 3 {
				out = append(out, f)
			}
		}
		return out
	}
	const n = 1<<20 + 1000
	a, c, src, want := stagedBuffers(t, rt, n)
	ops()

	require.NoError(t, rt.MemcpyHtoD(a, src))
	clear(src) // cudaMemcpy has returned: the caller's bytes are its own again
	b, _, _ := rt.resolve(a)
	require.NotNil(t, b.pin, "staged in page-locked memory")
	require.Zero(t, b.pinQueued)
	log := ops()
	require.Len(t, log, 1, "%q", log)
	require.Equal(t, []string{"hostalloc", log[0][1], fmt.Sprintf("%x", n)}, log[0])
	pinned := log[0][1]

	// The copy places a's bytes linearly over the 4 devices: each part's
	// copy is queued on its device's stream before any copy runs.
	require.NoError(t, rt.MemcpyDtoD(c, a, n))
	require.Nil(t, b.pin)
	require.Nil(t, b.staged)
	require.Len(t, rt.pins, 1, "freed once the devices' copies are done")
	require.Len(t, rt.pins[0].fences, 4)
	spare := rt.pins[0].buf
	streams := map[string]int{}
	for i, d := range be.(*cudaBackend).devs {
		streams[handle(d.stream)] = i
	}
	queued := map[int]bool{}
	for _, op := range ops() {
		if op[0] == "ran" {
			break
		}
		if op[0] == "queued" {
			dev, ok := streams[op[1]]
			require.True(t, ok, "a copy queued on stream %s, no device's", op[1])
			queued[dev] = true
		}
	}
	require.Equal(t, map[int]bool{0: true, 1: true, 2: true, 3: true}, queued, "every device's part queued before any ran")
	for d := 0; d < 4; d++ {
		lo, hi := int64(d)*n/4&^255, int64(d+1)*n/4&^255
		if d == 3 {
			hi = n
		}
		held := Holders(0)
		b.tracker.Query(lo, hi, func(_, _ int64, h Holders) bool { held |= h; return true })
		require.Equal(t, Holders(1)<<d, held, "device %d holds its part alone", d)
	}

	got := make([]byte, n)
	require.NoError(t, rt.MemcpyDtoH(got, c))
	require.Equal(t, want, got)
	require.NoError(t, rt.MemcpyDtoH(got, a))
	require.Equal(t, want, got)
	require.NoError(t, rt.Synchronize())
	require.Empty(t, rt.pins)
	require.Equal(t, []*pinnedBuf{spare}, rt.spare, "kept for the next staging")
	require.Equal(t, int64(n), rt.spareBytes)
	require.Equal(t, int64(n), rt.stats.totals.H2D)
	count := func(log [][]string, what string) int {
		k := 0
		for _, op := range log {
			if op[0] == what {
				require.Equal(t, pinned, op[1], "%s of memory other than the staging's", what)
				k++
			}
		}
		return k
	}
	require.Zero(t, count(ops(), "freehost"))

	// The next staging takes it, pinning nothing; a buffer freed before
	// its bytes were placed gives it back.
	require.NoError(t, rt.MemcpyHtoD(a, want[:4096]))
	require.Same(t, spare, b.pin)
	require.Empty(t, rt.spare)
	require.NoError(t, rt.Free(a))
	require.NoError(t, rt.Synchronize())
	require.Empty(t, rt.pins)
	require.Equal(t, []*pinnedBuf{spare}, rt.spare)
	log = ops()
	require.Zero(t, count(log, "hostalloc"))
	require.Zero(t, count(log, "freehost"))
	// cudaDeviceReset frees it, once.
	require.NoError(t, rt.Reset())
	require.Empty(t, rt.spare)
	require.Equal(t, 1, count(ops(), "freehost"))
}

// TestStagingFallsBackWhenPinningFails: where the driver cannot pin (the
// stand-in's cuMemHostAlloc fails), the staging copy is Go's memory and
// each part's copy waits for its end, as before: nothing queued, the
// bytes the same.
func TestStagingFallsBackWhenPinningFails(t *testing.T) {
	if !onFakeDriver(t, "TestStagingFallsBackWhenPinningFails", "FAKECUDA_HOSTALLOC_FAIL=1") {
		return
	}
	be, err := newCUDABackend([]int{0, 1})
	require.NoError(t, err)
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	defer func() { require.NoError(t, rt.Close()) }()
	const n = 256<<10 + 8
	a, c, src, want := stagedBuffers(t, rt, n)
	require.NoError(t, rt.MemcpyHtoD(a, src))
	clear(src)
	b, _, _ := rt.resolve(a)
	require.Nil(t, b.pin)
	require.NotNil(t, b.staged)
	require.NoError(t, rt.MemcpyDtoD(c, a, n))
	require.Empty(t, rt.pins)
	got := make([]byte, n)
	require.NoError(t, rt.MemcpyDtoH(got, c))
	require.Equal(t, want, got)
	data, err := os.ReadFile(os.Getenv("FAKECUDA_LOG")) // none where the stand-in logged nothing
	if !errors.Is(err, fs.ErrNotExist) {
		require.NoError(t, err)
	}
	require.NotContains(t, string(data), "queued ")
	require.NotContains(t, string(data), "hostalloc ")
}

// TestStagedCopiesTracedQueued: the null devices pin as the CUDA backend
// does, so their trace holds the staged bytes' copies as queued (which
// the scaling study's replay times side by side); the simulator keeps
// copies that wait for their ends.
func TestStagedCopiesTracedQueued(t *testing.T) {
	for _, tc := range []struct {
		name   string
		be     Backend
		queued bool
	}{{"null", NewNullBackend(4), true}, {"sim", NewSimBackend(4, sim.Options{}), false}} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "trace.json")
			rt, err := New(Config{Backend: tc.be, Trace: path})
			require.NoError(t, err)
			const n = 64 << 10
			a, err := rt.Malloc(n)
			require.NoError(t, err)
			require.NoError(t, rt.MemcpyHtoD(a, stagedPattern(n)))
			require.NoError(t, rt.Memset(a, 1, 8)) // places the bytes over the 4 devices
			require.NoError(t, rt.Close())
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			var trace struct {
				TraceEvents []struct {
					Name string `json:"name"`
					TID  int    `json:"tid"`
					Args struct {
						Bytes  int64 `json:"bytes"`
						Queued bool  `json:"queued"`
					} `json:"args"`
				} `json:"traceEvents"`
			}
			require.NoError(t, json.Unmarshal(data, &trace))
			devs, bytes := map[int]bool{}, int64(0)
			for _, e := range trace.TraceEvents {
				if e.Name == "host to device" {
					require.Equal(t, tc.queued, e.Args.Queued, "device %d", e.TID)
					devs[e.TID], bytes = true, bytes+e.Args.Bytes
				}
			}
			require.Len(t, devs, 4)
			require.Equal(t, int64(n), bytes)
		})
	}
}

// TestSpareStagingBounded: staging memory whose copies are done is kept
// for the next staging up to maxPinned bytes in all, the rest freed; a
// staging takes spare memory of no more than twice its size.
func TestSpareStagingBounded(t *testing.T) {
	be := NewNullBackend(2)
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	small, err := be.(stager).Pin(1 << 20)
	require.NoError(t, err)
	big, err := be.(stager).Pin(maxPinned)
	require.NoError(t, err)
	rt.pins = []retiredPin{{buf: small}, {buf: big}}
	require.NoError(t, rt.reclaimPins(false))
	require.Empty(t, rt.pins)
	require.Equal(t, []*pinnedBuf{small}, rt.spare, "the big one would pass maxPinned")
	require.Nil(t, rt.takeSpare(512<<10-1), "more than twice the staging")
	require.Nil(t, rt.takeSpare(1<<20+1))
	require.Same(t, small, rt.takeSpare(1<<20-5))
	require.Zero(t, rt.spareBytes)
	require.NoError(t, rt.Close())
}
