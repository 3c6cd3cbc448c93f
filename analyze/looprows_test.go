package analyze

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/sim"
)

// TestDelinearizeLoopRows: an array the kernel only reads takes a constant
// row length where the row is a loop counter's (rowHints.loopRows), and
// only there.
func TestDelinearizeLoopRows(t *testing.T) {
	k, box, tx := atomPoly("k0"), atomPoly("box"), atomPoly("tx")
	column := box.add(tx)
	for _, tc := range []struct {
		name        string
		e           poly
		sizes, subs []string
	}{
		{"loop row, guarded column", k.scale(37).add(column), []string{"37"}, []string{"k0", "box + tx"}},
		{"loop row with an offset", k.add(constPoly(1)).scale(37).add(column), []string{"37"}, []string{"k0 + 1", "box + tx"}},
		{"thread row stays one range", column.scale(37).add(k), nil, []string{"37*box + k0 + 37*tx"}},
		{"argument row stays one range", atomPoly("p2").scale(37).add(column), nil, []string{"box + 37*p2 + tx"}},
		{"thread-loop counter is no loop row", atomPoly("k1tx").scale(37).add(column), nil, []string{"box + 37*k1tx + tx"}},
	} {
		checkDelinearize(t, tc.name, tc.e, rowHints{lengths: []int64{37}, loopRows: true}, tc.sizes, tc.subs)
	}
	// Without loopRows (the reading with constant rows) a thread's row
	// is a row too.
	sizes, _, _ := delinearize(column.scale(37).add(k), rowHints{lengths: []int64{37}})
	require.Len(t, sizes, 1)
}

// TestLoopRows analyses testdata/looprows/looprows.cu: the read-only A of a
// column sweep is rows of NY (a row per iteration, so the enumerators
// list rows, not the hull of all of them), a row sweep's stays one range,
// and written arrays keep the shapes and requirements the guards prove.
// Each split kernel's maps are checked against a simulated launch as
// TestSoundness checks the corpus.
func TestLoopRows(t *testing.T) {
	const src = "testdata/looprows/looprows.cu"
	m, ll := analyzeSource(t, src)
	type want struct {
		split    string
		requires []string
		sizes    map[string][]string // parameter -> its array's inner sizes
		read     map[string]string   // parameter -> a piece of its read map
	}
	wants := map[string]want{
		"col_sweep": {split: "x", sizes: map[string][]string{"A": {"37"}, "y": nil},
			read: map[string]string{"A": "i0 = k0 and i1 = box + tx"}},
		"row_sweep": {split: "x", sizes: map[string][]string{"A": nil, "y": nil},
			read: map[string]string{"A": "i0 = 37*box + k0 + 37*tx"}},
		"col_copy": {split: "x", sizes: map[string][]string{"A": {"37"}, "B": {"37"}}},
		"col_copy_unguarded": {split: "x", requires: []string{"bdx*gdx <= 37"},
			sizes: map[string][]string{"A": {"37"}, "B": {"37"}}},
	}
	prog, err := sim.CompileText(ll)
	require.NoError(t, err)
	require.Len(t, m.Kernels, len(wants))
	for _, k := range m.Kernels {
		short, _, _ := strings.Cut(k.Name, "(")
		w, ok := wants[short]
		require.True(t, ok, "kernel %s has no expectation", short)
		require.Equal(t, w.split, k.Split, "%s: %s", short, k.Reason)
		require.Equal(t, w.requires, k.SplitRequires, short)
		for _, p := range k.Params {
			sizes, ok := w.sizes[p.Name]
			if !ok {
				continue
			}
			require.NotNil(t, p.Access, "%s.%s", short, p.Name)
			require.Equal(t, sizes, p.Access.Sizes, "%s.%s", short, p.Name)
			if piece, ok := w.read[p.Name]; ok {
				require.Contains(t, p.Access.Read, piece, "%s.%s", short, p.Name)
			}
		}
		for _, shape := range soundnessShapes {
			t.Run(fmt.Sprintf("%s/%v", k.Mangled, shape.grid), func(t *testing.T) {
				checkKernel(t, prog, k, shape, true)
			})
		}
	}
}
