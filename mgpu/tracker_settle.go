package mgpu

// Settling: what keeps a tracker's bands bounded where a device writes
// rows that differ from one another only by what other devices also
// hold, a triangle's rows. Row k of Gram-Schmidt's R (or of an LU's U)
// is written from column k+1 on, split in column blocks over the
// devices, and the columns before k+1 keep the holders they had, every
// device that once read them: each row differs from the next at column
// k+1, so each would be a band of its own, a band per element of the
// diagonal. A written row whose holders, column by column, include those
// of the band beside it takes that band's holders instead: it merges
// with it, and the devices it drops held copies of bytes that the band's
// holders still hold, so nothing is lost; a device that reads them later
// copies them again. What a part wrote is untouched (the band beside must
// be held there by the writer alone), and the host never stops holding
// (a managed buffer's next synchronisation would copy back bytes it
// already holds).

// Only the bands at the edges of the written rows settle, with the bands
// outside them: the bands within (a column block written down a matrix
// cut into row blocks by the copies of a column) would settle into one
// band that the next launch's copies cut again, at the cost of a band's
// copy each.

// unsettled reports whether the band starting at row r0 or the band
// ending at row r1 includes the holders of the band outside it and more:
// settle may then merge it (rows [r0, r1) that a device wrote).
func (t *Tracker) unsettled(r0, r1 int64) bool {
	i, j := t.find(r0), t.find(r1-1)
	return i > 0 && t.bands[i].r0 == r0 && covers(t.bands[i].segs, t.bands[i-1].segs) ||
		j+1 < len(t.bands) && t.bands[j].r1 == r1 && covers(t.bands[j].segs, t.bands[j+1].segs)
}

// settle gives the first band of bands[i0:i1] (rows a device just wrote)
// the holders of the band before it, and the last those of the band after
// it, where it holds those and more, for mergeBands to merge them.
func (t *Tracker) settle(i0, i1 int) {
	take := func(i, from int) {
		segs := t.bands[from].segs
		t.nsegs += len(segs) - len(t.bands[i].segs)
		t.bands[i].segs = append(t.bands[i].segs[:0], segs...)
	}
	if i0 > 0 && covers(t.bands[i0].segs, t.bands[i0-1].segs) {
		take(i0, i0-1)
	}
	if i1 < len(t.bands) && covers(t.bands[i1-1].segs, t.bands[i1].segs) {
		take(i1-1, i1)
	}
}

// covers reports whether the segments of a row, a, hold column by column
// every holder of b's (which holds every column), and more somewhere,
// the host not among those more.
func covers(a, b []segment) bool {
	more := false
	for i, j := 0, 0; i < len(a) && j < len(b); {
		ha, hb := a[i].holders, b[j].holders
		if hb == 0 || hb&^ha != 0 || (ha&^hb)&hostHolder != 0 {
			return false
		}
		more = more || ha != hb
		switch {
		case a[i].hi < b[j].hi:
			i++
		case a[i].hi > b[j].hi:
			j++
		default:
			i, j = i+1, j+1
		}
	}
	return more
}

// fewEnough reports whether after segments are few enough, against
// before, for compact to take the rows that hold them: half as many, or,
// for a tracker of one row (a buffer no access strides over,
// Gram-Schmidt's R), about as many (up to an eighth more: runs the rows
// cut in two), since its rows can then settle.
func (t *Tracker) fewEnough(after, before int) bool {
	return 2*after <= before || t.rows() == 1 && 8*after <= 9*before
}
