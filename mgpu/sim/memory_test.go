package sim

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// residentBytes is the process' resident memory (/proc/self/statm).
func residentBytes(t *testing.T) int64 {
	data, err := os.ReadFile("/proc/self/statm")
	require.NoError(t, err)
	pages, err := strconv.ParseInt(strings.Fields(string(data))[1], 10, 64)
	require.NoError(t, err)
	return pages * int64(os.Getpagesize())
}

// TestLargeAllocationsTakeTouchedPages: an allocation of a megabyte or
// more takes host memory only for the pages written (HeCBench's btree
// reserves 4 GB and writes a corner of it), reads as zeros elsewhere, and
// gives it back at Free.
func TestLargeAllocationsTakeTouchedPages(t *testing.T) {
	d := NewDevice(0, Options{MemLimit: 8 << 30})
	before := residentBytes(t)
	const size = 4 << 30
	addr, err := d.Malloc(size)
	require.NoError(t, err)
	require.NoError(t, d.Write(addr+size-4, []byte{1, 2, 3, 4}))
	got := make([]byte, 8)
	require.NoError(t, d.Read(addr+size-8, got))
	require.Equal(t, []byte{0, 0, 0, 0, 1, 2, 3, 4}, got)
	require.Less(t, residentBytes(t)-before, int64(64<<20), "4 GiB allocated, a page written")
	require.NoError(t, d.Free(addr))
	require.Error(t, d.Read(addr+size-8, got), "freed")
}
