package mgpu

import (
	"encoding/binary"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// refTracker is the per-byte reference model of a Tracker.
type refTracker []Holders

func (r refTracker) set(lo, hi int64, f func(Holders) Holders) {
	for i := max(lo, 0); i < min(hi, int64(len(r))); i++ {
		r[i] = f(r[i])
	}
}

// trackerOp applies one operation, chosen by op, to both the tracker and the
// reference, and compares the answer of a query over the same range.
func trackerOp(t testing.TB, tr *Tracker, ref refTracker, op byte, lo, hi int64, dev int) {
	switch op % 4 {
	case 0:
		tr.Write(lo, hi, dev)
		ref.set(lo, hi, func(Holders) Holders { return 1 << uint(dev) })
	case 1:
		tr.Copy(lo, hi, dev)
		ref.set(lo, hi, func(h Holders) Holders { return h | 1<<uint(dev) })
	case 2:
		h := Holders(uint64(lo)*0x9e3779b97f4a7c15) | 1
		tr.Set(lo, hi, h)
		ref.set(lo, hi, func(Holders) Holders { return h })
	}
	require.NoError(t, tr.check())
	// Query: the runs must tile the clamped range, be maximal, and agree
	// with the reference byte by byte.
	next := max(lo, 0)
	var prev Holders
	tr.Query(lo, hi, func(a, b int64, h Holders) bool {
		require.Equal(t, next, a, "runs must be contiguous")
		require.Less(t, a, b)
		if a > max(lo, 0) {
			require.NotEqual(t, prev, h, "adjacent runs must differ")
		}
		for i := a; i < b; i++ {
			require.Equal(t, ref[i], h, "byte %d", i)
		}
		next, prev = b, h
		return true
	})
	if end := min(hi, int64(len(ref))); end > max(lo, 0) {
		require.Equal(t, end, next, "runs must cover the range")
	}
	only, whole := true, true
	for _, h := range ref {
		only = only && h == 1<<uint(dev)
		whole = whole && h.Has(dev)
	}
	require.Equal(t, only, tr.HeldOnlyBy(dev), "held by %d alone", dev)
	require.Equal(t, whole, tr.HeldWholeBy(dev), "held whole by %d", dev)
}

func TestTrackerAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, devices := range []int{1, 2, 3, 4, 8, 16} {
		sizes := []int64{0, 1, 7, 64, 1000, 4096}
		trackers := make([]*Tracker, len(sizes))
		refs := make([]refTracker, len(sizes))
		for i, n := range sizes {
			all := Holders(1)<<uint(devices) - 1
			trackers[i] = NewTracker(n, all)
			refs[i] = make(refTracker, n)
			refs[i].set(0, n, func(Holders) Holders { return all })
		}
		for step := 0; step < 3000; step++ {
			b := rng.Intn(len(sizes))
			n := sizes[b] + 4
			lo := rng.Int63n(n+4) - 4
			hi := lo + rng.Int63n(n/2+2)
			trackerOp(t, trackers[b], refs[b], byte(rng.Intn(4)), lo, hi, rng.Intn(devices))
		}
	}
}

func TestTrackerMergesAdjacentWrites(t *testing.T) {
	tr := NewTracker(100, 1)
	for i := int64(0); i < 100; i += 10 {
		tr.Write(i, i+10, 2)
	}
	require.Equal(t, 1, tr.Segments())
	tr.Copy(40, 60, 3)
	require.Equal(t, 3, tr.Segments())
	tr.Write(0, 100, 0)
	require.Equal(t, 1, tr.Segments())
}

func FuzzTracker(f *testing.F) {
	f.Add([]byte{0, 10, 20, 1, 1, 5, 30, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		const size = 256
		tr := NewTracker(size, 1)
		ref := make(refTracker, size)
		ref.set(0, size, func(Holders) Holders { return 1 })
		for len(data) >= 5 {
			op, dev := data[0], int(data[1]%16)
			lo := int64(int8(data[2])) + 100
			hi := lo + int64(binary.LittleEndian.Uint16(data[3:5])%300)
			trackerOp(t, tr, ref, op, lo, hi, dev)
			data = data[5:]
		}
	})
}
