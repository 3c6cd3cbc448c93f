package analyze

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMapEvaluator(t *testing.T) {
	bms, err := parseMap("[bdz, bdy, bdx, gdz, gdy, gdx, p2] -> { [boz, boy, box, bz, by, bx] -> A[i0] : exists (tx : i0 = 2*box + 2*tx + 1 and -box + p2 - tx - 1 >= 0 and 0 <= tx < bdx) }")
	require.NoError(t, err)
	env := map[string]int64{"bdz": 1, "bdy": 1, "bdx": 4, "gdz": 1, "gdy": 1, "gdx": 3, "p2": 6,
		"boz": 0, "boy": 0, "box": 4, "bz": 0, "by": 0, "bx": 1}
	pts, err := image(bms, env, nil, nil)
	require.NoError(t, err)
	require.Equal(t, [][]int64{{9}, {11}}, pts) // threads 0 and 1 of block 1: i = 4, 5 < 6
}
