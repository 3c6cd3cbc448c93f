package enumgen

import (
	"reflect"
	"testing"

	"mgpucc/model"
)

// Reads may be listed as more than they touch (rows' hulls) where that
// costs less: these tests hold how much more.

// TestStridedReads checks that a read whose points lie scanStride or more
// apart lists the points, in ascending order (the runtime copies such a
// run of equal ranges at one pitch as one strided copy), and one with
// nearer points the hull: one range.
func TestStridedReads(t *testing.T) {
	k := &kernels[len(kernels)-1]
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: []model.Kernel{*k}})
	for _, l := range launches[k.Name] {
		for _, box := range boxes(k.Split, l) {
			for _, c := range []struct {
				param  int
				points bool
			}{{1, true}, {2, false}, {3, true}, {4, false}} {
				want := bruteForce(t, k.Params[c.param].Access.Read, nil, values(k, l), box)
				if !c.points && len(want) > 0 {
					want = []rng{{want[0].lo, want[len(want)-1].hi}}
				}
				if _, got := d.enumerate(t, k.Mangled, c.param, modeRead, 1<<20, box, l.scalars); !reflect.DeepEqual(got, want) {
					t.Errorf("param %d (points %v) box %v scalars %v: got %v, want %v", c.param, c.points, box, l.scalars, got, want)
				}
			}
		}
	}
	// A whole column of 24 rows: 24 ranges of one element, 64 apart.
	box := boxes(k.Split, launches[k.Name][1])[0]
	if n, got := d.enumerate(t, k.Mangled, 1, modeRead, 1<<20, box, []int64{-7, 24}); n != 24 || got[0] != (rng{-7, -6}) || got[23] != (rng{23*64 - 7, 23*64 - 6}) {
		t.Errorf("column: %d ranges %v, want 24 single elements from -7, 64 apart", n, got)
	}
}

// TestRowHullsTight: a row recurrence's reads (ADI's sweep along rows:
// a thread per row i reads x[i*16 + j] and x[i*16 + j - 1] for j from 1)
// give each box its rows' elements and none of the row before, though
// isl describes the pieces with divisions, whose elimination over the
// rationals widens their hulls (tightenHull): an element more read would
// be a copy more into every part at every launch.
func TestRowHullsTight(t *testing.T) {
	k := model.Kernel{Name: "rows", Mangled: "_Z4rowsPKd", Split: model.SplitX, Params: []model.Param{
		pointer(0, model.Access{Read: "[bdz, bdy, bdx, gdz, gdy, gdx] -> { [boz, boy, box, bz, by, bx] -> A[i0] : " +
			"exists (k0, tx : i0 = 16box + k0 + 16tx + 1 and k0 = 0 and -box - tx + 15 >= 0 and 0 <= tx < bdx); " +
			"[boz, boy, box, bz, by, bx] -> A[i0] : exists (k0, tx : i0 = 16box + k0 + 16tx + 1 and k0 - 1 >= 0 and -k0 + 14 >= 0 and -box - tx + 15 >= 0 and 0 <= tx < bdx); " +
			"[boz, boy, box, bz, by, bx] -> A[i0] : exists (k0, tx : i0 = 16box + k0 + 16tx and k0 = 0 and -box - tx + 15 >= 0 and 0 <= tx < bdx); " +
			"[boz, boy, box, bz, by, bx] -> A[i0] : exists (k0, tx : i0 = 16box + k0 + 16tx and k0 - 1 >= 0 and -k0 + 14 >= 0 and -box - tx + 15 >= 0 and 0 <= tx < bdx) }"}),
	}}
	d := buildDriver(t, &model.Model{Version: model.Version, Kernels: []model.Kernel{k}})
	l := launch{[3]int64{1, 1, 4}, [3]int64{1, 1, 4}, nil}
	for _, box := range boxes(k.Split, l) {
		want := bruteForce(t, k.Params[0].Access.Read, nil, values(&k, l), box)
		_, got := d.enumerate(t, k.Mangled, 0, modeRead, 1<<20, box, nil)
		if w, g := mergeRngs(want), mergeRngs(got); !reflect.DeepEqual(w, g) {
			t.Errorf("box %v: read %v, want %v", box, g, w)
		}
	}
}
