package mgpu

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestWidenAndJoinRepeats: a need widened by the moves ahead is one
// strided span where a move passes its width, one range where it does
// not, clipped to the buffer either way; the widened needs of a plane's
// terms (rows of planes i-1, i and i+1, overlapping within a plane) join
// into one strided span over all their rows and planes.
func TestWidenAndJoinRepeats(t *testing.T) {
	const plane, size = 1000, 10 * 1000
	ahead := aheadSpan{by: plane, steps: 5}
	require.Equal(t, Span{2100, 2300, plane, 6}, ahead.widen(Span{2100, 2300, 0, 1}, size))
	require.Equal(t, Span{7100, 7300, plane, 3}, ahead.widen(Span{7100, 7300, 0, 1}, size), "clipped to the buffer")
	require.Equal(t, Span{2100, 2300, 0, 1}, ahead.widen(Span{2100, 2300, 0, 1}, 2500), "no move fits")
	require.Equal(t, Span{100, 300, plane, 3}, aheadSpan{by: -plane, steps: 5}.widen(Span{2100, 2300, 0, 1}, size), "down, to the buffer's start")
	require.Equal(t, Span{40, 64, 0, 1}, aheadSpan{by: 4, steps: 3}.widen(Span{40, 52, 0, 1}, size), "moves within the range: one range")
	require.Equal(t, Span{2100, 2300, 0, 1}, aheadSpan{}.widen(Span{2100, 2300, 0, 1}, size), "no read-ahead")
	require.Equal(t, Span{2100, 2120, 400, 2}, ahead.widen(Span{2100, 2120, 400, 2}, size), "a strided need stays")

	terms := []Span{
		ahead.widen(Span{2*plane + 90, 2*plane + 310, 0, 1}, size),  // plane i-1, rows around the part's
		ahead.widen(Span{3*plane + 90, 3*plane + 300, 0, 1}, size),  // plane i
		ahead.widen(Span{4*plane + 100, 4*plane + 310, 0, 1}, size), // plane i+1
		{500, 520, 0, 1},     // another range, kept
		{5000, 5010, 100, 3}, // a need of rows, kept
	}
	require.Equal(t, []Span{{500, 520, 0, 1}, {5000, 5010, 100, 3}, {2*plane + 90, 2*plane + 310, plane, 8}}, joinRepeats(terms, plane, size))
	apart := []Span{{100, 200, plane, 3}, {600, 700, plane, 3}}
	require.Equal(t, []Span{{100, 200, plane, 3}, {600, 700, plane, 3}}, joinRepeats(apart, plane, size), "apart within a plane")
	tail := []Span{{8*plane + 100, 8*plane + 600, plane, 1 + 1}, {9*plane + 500, 9*plane + 1000, plane, 1}}
	require.Len(t, joinRepeats(tail, plane, size), 2, "joined, the last plane's rows would pass the buffer's end")
}

// TestReadAheadAlongAPlaneLoop: a convolution launched plane after plane
// (planeProgram: 64^3, 4 devices, 16 rows a part) reads ahead once its
// plane has stepped by one twice: after the third launch, each device
// holds its rows of the next aheadSteps planes, and the launches at them
// copy nothing; the first launch past them reads ahead again. A buffer
// written between launches (here by the host), or a plane stepping back,
// is not read ahead.
func TestReadAheadAlongAPlaneLoop(t *testing.T) {
	const n, devs, plane = 64, 4, 64 * 64 * 4
	holds := func(p *iterative, at int64) bool {
		a, _, _ := p.rt.resolve(p.bufs[0])
		for d := range devs {
			r0, r1 := max(int64(16*d), 1), min(int64(16*d+16), n-1) // the rows the kernel reads
			rows := Span{at*plane + r0*n*4, at*plane + r1*n*4, 0, 1}
			if len(a.tracker.Missing(rows.Lo, rows.Hi, 0, 1, d, nil)) > 0 {
				return false
			}
		}
		return true
	}
	// run launches the planes, between(p) before each but the first, and
	// returns a's tracker after the third launch and at the end.
	run := func(planes []int, between func(p *iterative)) (p *iterative, third, end trackerState) {
		p = planeProgram(t, NewNullBackend(devs), 0)
		a, _, _ := p.rt.resolve(p.bufs[0])
		for j, i := range planes {
			if between != nil && j > 0 {
				between(p)
			}
			require.NoError(t, p.rt.Launch(p.launch(i - 1)[0]))
			if j == 2 {
				third = a.tracker.snapshot()
			}
		}
		return p, third, a.tracker.snapshot()
	}
	planes := func(lo, hi int) (out []int) {
		for i := lo; i <= hi; i++ {
			out = append(out, i)
		}
		return out
	}
	last := int64(3 + aheadSteps) // the last plane the third launch reads ahead for, as plane i-1
	p, third, end := run(planes(1, 3+aheadSteps), nil)
	require.True(t, holds(p, last))
	require.False(t, holds(p, last+2))
	require.Equal(t, third, end, "the launches after the read-ahead copy nothing of a")
	p, _, _ = run(planes(1, 4+aheadSteps), nil)
	require.True(t, holds(p, last+aheadSteps), "read ahead again")

	p, _, _ = run([]int{1, 2, 3, 4, 5, 6}, func(p *iterative) {
		require.NoError(t, p.rt.MemcpyHtoD(p.bufs[0]+DevPtr(63*plane), make([]byte, 4))) // a change to the last plane
	})
	require.False(t, holds(p, 9), "written between launches")
	p, _, _ = run([]int{1, 3, 2, 4}, nil)
	require.False(t, holds(p, 9), "no constant step")
}

// TestFreeForgetsReadAhead: a kernel's read-ahead record does not keep a
// freed buffer alive, and the loop over the buffer allocated in its place
// starts over (reads ahead from its third launch again).
func TestFreeForgetsReadAhead(t *testing.T) {
	p := planeProgram(t, NewNullBackend(4), 0)
	for it := range 3 {
		require.NoError(t, p.rt.Launch(p.launch(it)[0]))
	}
	k := p.rt.kernels[p.launch(0)[0].Kernel]
	old, _, _ := p.rt.resolve(p.bufs[0])
	require.True(t, slices.ContainsFunc(k.ahead.bufs, func(pa ptrArg) bool { return pa.buf == old }))
	require.NoError(t, p.rt.Free(p.bufs[0]))
	require.Equal(t, readAhead{}, k.ahead)
	var err error
	p.bufs[0], err = p.rt.Malloc(old.size)
	require.NoError(t, err)
	require.NoError(t, p.rt.Launch(p.launch(3)[0]))
	require.Equal(t, 1, k.ahead.seen)
}
