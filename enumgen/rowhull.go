package enumgen

import (
	"fmt"
	"strings"

	"mgpucc/isl"
)

// rowHull returns img as convex pieces whose runs in a row do not move
// with the row, where there are such: each row's hull, from the row's
// first to its last point, when the hull adds no point (every row of img
// one run). A union of accesses whose own runs move with the row can fill
// its rows: correlation's row j1 from the diagonal and column j1 below it
// make, in a part's rows, the whole row from the part's first column, and
// below them the part's columns; enumerated access by access, that is a
// range per row. ok is false where img is not one run per row, its hulls'
// runs still move with the row, or isl could not say within its budget:
// an enumerator is made of img's own pieces then, as before.
func rowHull(c *isl.Ctx, img *isl.Set, rank int, exact bool) (pieces []convexPiece, ok bool) {
	c.Limit(mergeBudget)
	defer c.Limit(0)
	rows := make([]string, rank-1)
	for i := range rows {
		rows[i] = fmt.Sprintf("r%d", i)
	}
	r := strings.Join(rows, ", ")
	var maps [3]*isl.Map
	for i, text := range []string{
		"{ A[%[1]s, x] -> R[%[1]s] }",             // a point to its row
		"{ A[%[1]s, a] -> A[%[1]s, x] : x >= a }", // to the points of its row from it
		"{ A[%[1]s, a] -> A[%[1]s, x] : x <= a }", // and up to it
	} {
		m, err := c.ParseMap(fmt.Sprintf(text, r))
		if err != nil {
			return nil, false
		}
		maps[i] = m
	}
	byRow := img.Identity().ApplyDomain(maps[0]) // R[rows] -> A[rows, x]
	between := byRow.LexMin().ApplyRange(maps[1]).Intersect(byRow.LexMax().ApplyRange(maps[2]))
	hull := between.Range().Coalesce()
	if tight, err := hull.IsSubset(img); err != nil || !tight {
		return nil, false
	}
	sets, err := hull.Pieces()
	if err != nil {
		return nil, false
	}
	c.Limit(0)
	pieces, ok, err = convexPieces(c, sets, exact)
	return pieces, ok && err == nil && spanRows(pieces, rank)
}
