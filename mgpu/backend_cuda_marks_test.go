package mgpu

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCUDAMarksRecordedOnce: a halo exchange's copies beside three
// devices (the runtime's gather: each device's CopiesBeside, then its
// copies in) record each device's event once, where nothing was written
// to it since, and wait for that record again; a join, a memset and a
// plain copy into a device make its next copy out record anew, and a
// wait for copies reading it its next copies beside. On the stand-in
// driver, whose log lists the stream operations.
func TestCUDAMarksRecordedOnce(t *testing.T) {
	if !onFakeDriver(t, "TestCUDAMarksRecordedOnce") {
		return
	}
	cb, ptrs := threeDevices(t)
	var b Backend = cb
	for dev := range ptrs {
		require.NoError(t, b.Memset(dev, ptrs[dev], byte('a'+dev), 64))
	}
	streamLog := os.Getenv("FAKECUDA_LOG")
	require.NoError(t, os.WriteFile(streamLog, nil, 0o644))
	// The records and waits, handles named: sN, cN device N's stream and copy stream, eN its
	// event, jN its copy stream's event.
	names := map[string]string{}
	for i, d := range cb.devs {
		for _, h := range []struct {
			prefix string
			v      any
		}{{"s", d.stream}, {"c", d.copies}, {"e", d.order}, {"j", d.copied}} {
			names[handle(h.v)] = h.prefix + string(rune('0'+i))
		}
	}
	ops := func() []string {
		data, err := os.ReadFile(streamLog)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(streamLog, nil, 0o644))
		var out []string
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			for i := 1; i < len(f); i++ {
				if n, ok := names[f[i]]; ok {
					f[i] = n
				}
			}
			if f[0] != "copy" { // the stand-in logs copies between GPUs only
				out = append(out, strings.Join(f, " "))
			}
		}
		return out
	}
	beside := b.(copierBeside)
	copyIn := func(dst, src int) {
		require.NoError(t, b.CopyPeer(dst, ptrs[dst], src, ptrs[src]+8, 8))
	}
	require.NoError(t, beside.CopiesBeside(0))
	copyIn(0, 1)
	require.NoError(t, beside.CopiesBeside(1))
	copyIn(1, 0)
	copyIn(1, 2)
	require.NoError(t, beside.CopiesBeside(2))
	copyIn(2, 1)
	for dev := range ptrs {
		require.NoError(t, beside.JoinCopies(dev))
	}
	require.Equal(t, []string{
		"record e0 s0", "wait c0 e0",
		"record e1 s1", "wait c0 e1",
		"wait c1 e1", // device 1's record for device 0's copy
		"wait c1 e0",
		"record e2 s2", "wait c1 e2",
		"wait c2 e2",
		"wait c2 e1",
		"record j0 c0", "wait s0 j0", "wait s1 j0",
		"record j1 c1", "wait s1 j1", "wait s0 j1", "wait s2 j1",
		"record j2 c2", "wait s2 j2", "wait s1 j2",
	}, ops())
	// Joined, each device records anew; a plain copy into device 0 records
	// its event after the copy, which a copy out of it then waits for.
	copyIn(0, 1)
	copyIn(2, 0)
	require.NoError(t, b.Memset(1, ptrs[1], 'x', 8))
	copyIn(2, 1)
	copyIn(0, 1)
	require.Equal(t, []string{
		"record e1 s1", "wait s0 e1", "record e0 s0", "wait s1 e0",
		"wait s2 e0", "record e2 s2", "wait s0 e2",
		"record e1 s1", "wait s2 e1", "record e2 s2", "wait s1 e2",
		"wait s0 e1", "record e0 s0", "wait s1 e0",
	}, ops())
	got := make([]byte, 64)
	require.NoError(t, b.Read(2, ptrs[2], got))
	require.Equal(t, "bbbbbbbbcccccccc", string(got[:16]))
	// Device 1 a source of copies beside device 0: joined, its stream
	// waits for them, so its own copies beside, which must not overwrite
	// what they read, wait for a new record; a copy out of it waits for
	// the old one, nothing having been written since.
	require.NoError(t, b.Memset(1, ptrs[1], 'y', 8))
	ops()
	require.NoError(t, beside.CopiesBeside(0))
	copyIn(0, 1)
	require.NoError(t, beside.JoinCopies(0))
	copyIn(2, 1)
	require.NoError(t, beside.CopiesBeside(1))
	require.NoError(t, beside.JoinCopies(1))
	require.Equal(t, []string{
		"wait c0 e0", "record e1 s1", "wait c0 e1",
		"record j0 c0", "wait s0 j0", "wait s1 j0",
		"wait s2 e1", "record e2 s2", "wait s1 e2",
		"record e1 s1", "wait c1 e1",
		"record j1 c1", "wait s1 j1",
	}, ops())
}

// threeDevices opens the stand-in driver's GPU 0 as logical devices 0
// and 1 and its GPU 1 as device 2, with 64 bytes on each; the backend
// closes with the test.
func threeDevices(t *testing.T) (*cudaBackend, [3]DevPtr) {
	b, err := newCUDABackend([]int{0, 0, 1})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, b.Close()) })
	var ptrs [3]DevPtr
	for dev := range ptrs {
		ptrs[dev], err = b.Malloc(dev, 64)
		require.NoError(t, err)
	}
	return b.(*cudaBackend), ptrs
}

// handle is the driver's handle in a stream or event as the stand-in's
// log prints it (hexadecimal, no prefix): the last pointer in v's value.
func handle(v any) string {
	s := fmt.Sprint(v)
	i := strings.LastIndex(s, "0x")
	if i < 0 {
		return s
	}
	s = s[i+2:]
	return s[:strings.IndexFunc(s+"}", func(r rune) bool { return !strings.ContainsRune("0123456789abcdef", r) })]
}
