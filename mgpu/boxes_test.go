package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// boxed makes a BoxesFunc of one box's lister, as mgpu_call_*_boxes does
// for a program's enumerators, counting its calls.
func boxed[T Range | Span](one func(*[12]int64, []int64, []T) int64, calls *int) BoxesFunc[T] {
	return func(boxes [][12]int64, scalars []int64, out []T, counts []int64) int64 {
		*calls++
		used := int64(0)
		for i := range boxes {
			room := out[min(used, int64(len(out))):]
			counts[i] = one(&boxes[i], scalars, room)
			used += counts[i]
		}
		return used
	}
}

// withBoxes gives every enumerated access of d's pointer parameters its
// BoxesFunc, counting the calls in calls.
func withBoxes(d *KernelDesc, calls *int) *KernelDesc {
	for i := range d.Params {
		for _, acc := range []*Access{&d.Params[i].Read, &d.Params[i].Write, &d.Params[i].MayWrite} {
			if acc.Enum != nil {
				acc.EnumBoxes = boxed(acc.Enum, calls)
			}
			if acc.Spans != nil {
				acc.SpansBoxes = boxed(acc.Spans, calls)
			}
		}
	}
	return d
}

// TestPlanListsBoxesInOneCall: a plan made with the accesses' BoxesFuncs
// (in the memory of the plan before) is the plan made box by box, and
// each access is listed in one call for all the parts (LU's range
// enumerators, FDTD's span enumerators, 4 and 16 devices, for several
// steps; the first, with no room yet, may be repeated with the room it
// asks for).
func TestPlanListsBoxesInOneCall(t *testing.T) {
	const n = 256
	for _, c := range []struct {
		name   string
		desc   func() *KernelDesc
		grid   Dim3
		block  Dim3
		access int // enumerated accesses
	}{
		{"lu", luStepDesc, Dim3{n / 16, n / 16, 1}, Dim3{16, 16, 1}, 2},
		{"fdtd2d step 3", func() *KernelDesc { return fdtdSpans()[2] }, Dim3{n / 16, n / 16, 1}, Dim3{16, 16, 1}, 4},
	} {
		for _, devs := range []int{4, 16} {
			calls := 0
			plain, lists := c.desc(), withBoxes(c.desc(), &calls)
			lists.Mangled += "_boxes"
			rt, err := New(Config{Backend: NewNullBackend(devs)})
			require.NoError(t, err)
			require.NoError(t, rt.RegisterKernel(plain, true))
			require.NoError(t, rt.RegisterKernel(lists, true))
			var prev *plan
			for step := int64(0); step < 5; step++ {
				rt.scratch.scalars = []int64{n, 37 * step}
				want := rt.makePlan(rt.kernels[plain.Mangled], c.grid, c.block, plain.Split, nil, nil)
				before := calls
				got := rt.makePlan(rt.kernels[lists.Mangled], c.grid, c.block, lists.Split, prev, nil)
				require.Equal(t, want.parts, got.parts, "%s on %d devices, step %d", c.name, devs, step)
				prev = got // the next plan is made in its memory, as uncached plans are
				if step == 0 {
					// No room yet: a call asks for it.
					require.LessOrEqual(t, calls-before, 2*c.access, "%s on %d devices: first calls", c.name, devs)
					continue
				}
				require.Equal(t, c.access, calls-before, "%s on %d devices, step %d: calls", c.name, devs, step)
			}
			require.NoError(t, rt.Close())
		}
	}
}
