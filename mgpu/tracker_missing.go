package mgpu

import "cmp"

// What a device lacks of some ranges, and where each piece comes from:
// Missing's rects, each with the holder to copy it from (a run down the
// rows that one device holds all of from that one), and their joining
// into the fewest copies (tracker.go keeps the holders).

// rectJob is a rect a device lacks and the holder to copy it from.
type rectJob struct {
	rect
	src int
	// holders are the devices holding it, of which Missing chose src.
	holders Holders
}

// Missing appends to jobs what dev lacks of the count ranges [lo +
// i*pitch, hi + i*pitch), as rects, each with the holder to copy it from:
// the device holding it that Source picks, else the host (-1: nobody, a
// bug).
func (t *Tracker) Missing(lo, hi, pitch, count int64, dev int, jobs []rectJob) []rectJob {
	// Ranges too close together to be rows (the holes between the fields
	// of an array of structs) are a rect each: when dev holds all their
	// extent, as it mostly does, a look at its segments says so.
	if count > 1 && pitch < minPitch && t.heldThrough(lo, hi+(count-1)*pitch, dev) {
		return jobs
	}
	start, several := len(jobs), false
	for _, rc := range t.rectsOf(lo, hi, pitch, count) {
		for i := t.find(rc.r0); i < len(t.bands) && t.bands[i].r0 < rc.r1; i++ {
			b := &t.bands[i]
			rows := rect{max(b.r0, rc.r0), min(b.r1, rc.r1), 0, 0}
			for j := column(b.segs, rc.c0); j < len(b.segs) && b.segs[j].lo < rc.c1; j++ {
				s := b.segs[j]
				if s.holders.Has(dev) {
					continue
				}
				h := s.holders.devices()
				src := t.source(h, dev)
				if src < 0 {
					src = s.holders.First()
				}
				several = several || h&(h-1) != 0
				rows.c0, rows.c1 = max(s.lo, rc.c0), min(s.hi, rc.c1)
				jobs = append(jobs, rectJob{rows, src, h})
			}
		}
	}
	if several {
		t.preferRuns(jobs[start:], dev)
	}
	return jobs
}

// source returns the device of h dev copies from: Source's choice where
// several hold it, else the one (-1: none).
func (t *Tracker) source(h Holders, dev int) int {
	if t.Source != nil && h&(h-1) != 0 {
		return t.Source(h, dev)
	}
	return h.Nearest(dev)
}

// preferRuns gives the jobs of a run down the rows (the same columns, each
// the next rows of the one before) that some device holds all of that
// device as their source, in place (sorted by columns): the run is then
// one strided copy, where each piece's own nearest holder made a copy per
// piece. Covariance's data matrix has each row block's column chunks held
// by the row block's device and by the chunk's (the column part of the
// launch before): a part reading column chunks through every row block
// took a copy per chunk and block, 869 on 16 devices at 4096 columns,
// where a chunk's device sends all of it. Runs are taken longest first
// from the top (which gives the fewest), each its holders' Source choice.
func (t *Tracker) preferRuns(jobs []rectJob, dev int) {
	sortUnlessSorted(jobs, byColumns)
	for i := 0; i < len(jobs); {
		common, alike, j := jobs[i].holders, true, i+1
		for ; j < len(jobs); j++ {
			p, n := &jobs[j-1], &jobs[j]
			if n.c0 != p.c0 || n.c1 != p.c1 || n.r0 != p.r1 || common&n.holders == 0 {
				break
			}
			common &= n.holders
			alike = alike && n.src == p.src
		}
		if !alike {
			src := t.source(common, dev)
			for k := i; k < j; k++ {
				jobs[k].src = src
			}
		}
		i = j
	}
}

// heldRect is a rect of bytes that have the same holders.
type heldRect struct {
	rect
	holders Holders
}

// pieces appends to out the rects of the count ranges [lo + i*pitch,
// hi + i*pitch), a rect per band and segment they cross, with their
// holders: the rects Missing looks at, for a look at what several devices
// lack (hubs.go). Missing walks them itself: a list made first cost it a
// tenth more.
func (t *Tracker) pieces(lo, hi, pitch, count int64, out []heldRect) []heldRect {
	for _, rc := range t.rectsOf(lo, hi, pitch, count) {
		for i := t.find(rc.r0); i < len(t.bands) && t.bands[i].r0 < rc.r1; i++ {
			b := &t.bands[i]
			for j := column(b.segs, rc.c0); j < len(b.segs) && b.segs[j].lo < rc.c1; j++ {
				s := b.segs[j]
				out = append(out, heldRect{rect{max(b.r0, rc.r0), min(b.r1, rc.r1), max(s.lo, rc.c0), min(s.hi, rc.c1)}, s.holders})
			}
		}
	}
	return out
}

// heldThrough reports whether dev holds every byte of [lo, hi), looking at
// the runs until one lacks it.
func (t *Tracker) heldThrough(lo, hi int64, dev int) bool {
	held := true
	t.Query(lo, hi, func(_, _ int64, h Holders) bool {
		held = h.Has(dev)
		return held
	})
	return held
}

// byColumns orders jobs by columns, then rows, then source (the pieces of
// several Missing calls may repeat a rect).
func byColumns(a, b rectJob) int {
	switch {
	case a.c0 != b.c0:
		return cmp.Compare(a.c0, b.c0)
	case a.c1 != b.c1:
		return cmp.Compare(a.c1, b.c1)
	case a.r0 != b.r0:
		return cmp.Compare(a.r0, b.r0)
	}
	return cmp.Compare(a.src, b.src)
}

// oneBand reports whether jobs lie in the same rows in the order of
// their columns, as Missing lists one band's: none continues another down
// the rows, and they are in mergeJobs' order (a transpose's pieces of a
// row block; a look that costs less than a sort's comparisons).
func oneBand(jobs []rectJob) bool {
	for i, j := range jobs[1:] {
		if j.r0 != jobs[0].r0 || j.r1 != jobs[0].r1 || j.c0 < jobs[i].c1 {
			return false
		}
	}
	return true
}

// mergeJobs joins the jobs that continue one another down the rows (same
// columns and source, the next rows), in place.
func mergeJobs(jobs []rectJob) []rectJob {
	if len(jobs) < 2 || oneBand(jobs) {
		return jobs
	}
	// Missing lists a band's jobs by column and the bands down the rows,
	// so that the jobs of one band, or of bands read apart, come sorted.
	sortUnlessSorted(jobs, byColumns)
	out := jobs[:1]
	for _, j := range jobs[1:] {
		if l := &out[len(out)-1]; l.c0 == j.c0 && l.c1 == j.c1 && l.src == j.src && l.r1 == j.r0 {
			l.r1 = j.r1
			continue
		}
		out = append(out, j)
	}
	return out
}
