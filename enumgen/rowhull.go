package enumgen

import (
	"errors"
	"fmt"
	"strings"

	"mgpucc/isl"
)

// rowHull returns img as pieces whose runs in a row do not move with the
// row, where there are such: each row's hull, from the row's first to its
// last point, when the hull adds no point (every row of img one run). A
// union of accesses whose own runs move with the row can fill its rows:
// correlation's row j1 from the diagonal and column j1 below it make, in
// a part's rows, the whole row from the part's first column, and below
// them the part's columns; enumerated access by access, that is a range
// per row (ok false: img is not one run per row, or isl could not say
// within its budget).
func rowHull(c *isl.Ctx, img *isl.Set, rank int) (pieces []*isl.Set, ok bool, err error) {
	c.Limit(mergeBudget)
	defer c.Limit(0)
	rows := make([]string, rank-1)
	for i := range rows {
		rows[i] = fmt.Sprintf("r%d", i)
	}
	r := strings.Join(rows, ", ")
	parse := func(s string) *isl.Map {
		m, perr := c.ParseMap(s)
		if perr != nil && err == nil {
			err = perr
		}
		return m
	}
	toRows := parse(fmt.Sprintf("{ A[%s, x] -> R[%s] }", r, r))
	from := parse(fmt.Sprintf("{ A[%s, a] -> A[%s, x] : x >= a }", r, r))
	upTo := parse(fmt.Sprintf("{ A[%s, a] -> A[%s, x] : x <= a }", r, r))
	if err != nil {
		return nil, false, err
	}
	byRow := img.Identity().ApplyDomain(toRows) // R[rows] -> A[rows, x]
	between := byRow.LexMin().ApplyRange(from).Intersect(byRow.LexMax().ApplyRange(upTo))
	hull := between.Range().Coalesce()
	exact, err := hull.IsSubset(img)
	if errors.Is(err, isl.ErrBudget) || err == nil && !exact {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	pieces, err = hull.Pieces()
	return pieces, err == nil, err
}
