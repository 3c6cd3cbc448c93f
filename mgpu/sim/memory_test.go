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

// TestReservationsTakeTouchedPages: a reservation's bytes are one block
// its mapped pages view, so a reservation of 4 GiB with pages mapped,
// written, unmapped and mapped again takes host memory for the pages
// written only, and a page mapped again reads as zeros.
func TestReservationsTakeTouchedPages(t *testing.T) {
	d := NewDevice(0, Options{MemLimit: 8 << 30, PageSize: 1 << 20})
	before := residentBytes(t)
	const size = 4 << 30
	base, err := d.Reserve(size)
	require.NoError(t, err)
	for round := 0; round < 3; round++ {
		for _, at := range []uint64{0, size / 2, size - 1<<20} {
			require.NoError(t, d.Map(base+at, 1<<20))
			got := make([]byte, 4)
			require.NoError(t, d.Read(base+at+100, got))
			require.Equal(t, []byte{0, 0, 0, 0}, got, "round %d: a page mapped again is zeros", round)
			require.NoError(t, d.Write(base+at+100, []byte{1, 2, 3, 4}))
		}
		require.NoError(t, d.Map(base+size/2+1<<20, 1<<20)) // joins its neighbour
		require.NoError(t, d.Read(base+size/2+100, make([]byte, 4)))
		require.NoError(t, d.Unmap(base+size/2+1<<20, 1<<20))
		for _, at := range []uint64{0, size / 2, size - 1<<20} {
			require.NoError(t, d.Unmap(base+at, 1<<20))
		}
	}
	require.Less(t, residentBytes(t)-before, int64(64<<20), "4 GiB reserved, pages of 3 MiB mapped")
	require.NoError(t, d.Release(base))
}
