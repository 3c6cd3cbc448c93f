package mgpu

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// triangleSteps drives a tracker of an n x n matrix of 4-byte elements,
// held by devs devices at first (a memset), through the launches of a
// factorisation's step k, its column blocks split over the devices
// (device d owns columns [d*n/devs, (d+1)*n/devs)), calling compact
// before each launch as the runtime does and check after each, and
// returns the segments after the last step. gs is Gram-Schmidt's R
// (device 0 writes r[k][k], every device copies it, then each device
// writes its columns of row k right of k); otherwise an LU's steps (each
// device writes its columns of row k right of k, copies column k of the
// rows below, then writes its columns right of k of those rows). Every
// launch is checked against an exact reference (refTracker.settled).
func triangleSteps(t *testing.T, n int64, devs int, gs bool) int {
	all := Holders(1)<<uint(devs) - 1
	tr := NewTracker(4*n*n, all)
	ref := make(refTracker, 4*n*n)
	ref.set(0, 4*n*n, func(Holders) Holders { return all })
	at := func(i, j int64) int64 { return 4 * (i*n + j) }
	cols := func(d int, k int64) (int64, int64) {
		return max(int64(d)*n/int64(devs), k+1), int64(d+1) * n / int64(devs)
	}
	write := func(lo, hi, pitch, count int64, d int) {
		tr.WriteSpan(lo, hi, pitch, count, d)
		for i := int64(0); i < count; i++ {
			ref.set(lo+i*pitch, hi+i*pitch, func(Holders) Holders { return 1 << uint(d) })
		}
	}
	copyIn := func(lo, hi, pitch, count int64, d int) {
		for _, j := range tr.Missing(lo, hi, pitch, count, d, nil) {
			require.True(t, ref[j.r0*tr.pitch+j.c0].Has(j.src), "copied from a device that does not hold it")
			tr.copyRect(j.rect, d)
		}
		for i := int64(0); i < count; i++ {
			ref.set(lo+i*pitch, hi+i*pitch, func(h Holders) Holders { return h | 1<<uint(d) })
		}
	}
	for k := int64(0); k < n; k++ {
		if gs {
			tr.compact()
			write(at(k, k), at(k, k+1), 0, 1, 0)
			ref.settled(t, tr)
			tr.compact()
			for d := range devs {
				copyIn(at(k, k), at(k, k+1), 0, 1, d)
			}
		}
		tr.compact()
		for d := range devs {
			if c0, c1 := cols(d, k); c0 < c1 {
				write(at(k, c0), at(k, c1), 0, 1, d)
			}
		}
		ref.settled(t, tr)
		if gs || k+1 == n {
			require.NoError(t, tr.check())
			continue
		}
		tr.compact()
		for d := range devs {
			if c0, c1 := cols(d, k); c0 < c1 {
				copyIn(at(k+1, k), at(k+1, k+1), 4*n, n-k-1, d)
			}
		}
		for d := range devs {
			if c0, c1 := cols(d, k); c0 < c1 {
				write(at(k+1, c0), at(k+1, c1), 4*n, n-k-1, d)
			}
		}
		ref.settled(t, tr)
		require.NoError(t, tr.check())
	}
	tr.Query(0, tr.size, func(lo, hi int64, h Holders) bool {
		for b := lo; b < hi; b++ {
			require.Equal(t, ref[b], h, "byte %d", b)
		}
		return true
	})
	return tr.Segments()
}

// TestTriangleKeepsTrackerBounded: the rows of a triangle written row by
// row (Gram-Schmidt's R, an LU's U), each differing from the next at the
// diagonal, settle into a band per column block: the segments follow the
// devices, not the rows, and the same for a matrix twice as large (each
// row a band of its own would hold n*devs/2 segments or so).
func TestTriangleKeepsTrackerBounded(t *testing.T) {
	for _, gs := range []bool{true, false} {
		for _, devs := range []int{4, 16} {
			name := fmt.Sprintf("lu/%d", devs)
			if gs {
				name = fmt.Sprintf("gramschmidt/%d", devs)
			}
			t.Run(name, func(t *testing.T) {
				small, large := triangleSteps(t, 128, devs, gs), triangleSteps(t, 256, devs, gs)
				t.Logf("segments: %d for 128 rows, %d for 256", small, large)
				// What compact leaves of the rows before it first
				// looks (compactMin), and a band of at most devs+1
				// segments per device.
				bound := compactMin + devs*(devs+1)
				require.LessOrEqual(t, small, bound)
				require.LessOrEqual(t, large, bound)
			})
		}
	}
}
