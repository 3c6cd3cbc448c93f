package mgpu

import (
	"math"
	"slices"
)

// A tracker's rows: the row length a strided access or a shift scalar's
// planes give it, and compaction, which finds longer rows that repeat
// once the segments of one row length have grown (tracker.go).

// gridRows gives a tracker still one row, and not cut into more than
// maxRegridSegments pieces, rows of pitch bytes where they divide it, and
// keeps them as it keeps those compact finds: a shorter strided access
// does not cut them. The runtime gives it the stride by which a shift
// scalar moves a kernel's accesses (a plane of a 3-D array), so that the
// planes are rows from the first launch on, not a row's segments until
// compact finds them.
func (t *Tracker) gridRows(pitch int64) {
	if t.rows() == 1 && t.nsegs <= maxRegridSegments && pitch >= minPitch && pitch < t.size && t.size%pitch == 0 {
		t.regrid(pitch)
		t.compacted = true
	}
}

// regrid makes rows of pitch bytes (a divisor of the size), keeping
// every byte's holders.
func (t *Tracker) regrid(pitch int64) {
	runs, _ := t.runs(math.MaxInt)
	t.adopt(regridded(t.size, pitch, runs))
}

// adopt takes the rows and bands of n, a tracker of the same bytes.
func (t *Tracker) adopt(n *Tracker) { t.pitch, t.bands, t.nsegs, t.hint = n.pitch, n.bands, n.nsegs, 0 }

// runs returns the first n maximal runs of bytes with one holder set, in
// order, and whether they are all the runs.
func (t *Tracker) runs(n int) ([]segment, bool) {
	// Sized at once: growing by doubling takes memory of a new size each
	// time, fresh pages the first time (compact runs once in a while).
	runs := make([]segment, 0, min(n, t.nsegs))
	whole := true
	t.Query(0, t.size, func(lo, hi int64, h Holders) bool {
		if len(runs) == n {
			whole = false
			return false
		}
		runs = append(runs, segment{lo, hi, h})
		return true
	})
	return runs, whole
}

// regridded is a tracker of size bytes in rows of pitch bytes (a divisor
// of size) whose holders are runs: the maximal runs of a tracker of size
// bytes from its start, the bytes past the last held as the first is. It
// is built in one pass over the runs, a band per row that runs cut and
// one per stretch of whole rows a run covers, alike neighbours joined:
// its cost grows with the runs, not with the rows (compact tries several
// row lengths in one launch).
func regridded(size, pitch int64, runs []segment) *Tracker {
	t := &Tracker{size: size, pitch: pitch, compactAt: math.MaxInt}
	if last := runs[len(runs)-1]; last.hi < size {
		runs = slices.Clone(runs)
		if last.holders == runs[0].holders {
			runs[len(runs)-1].hi = size
		} else {
			runs = append(runs, segment{last.hi, size, runs[0].holders})
		}
	}
	// The bands' segments, carved from one array: a row a run ends in
	// holds a segment more than the runs give it, and each run leaves at
	// most two bands.
	segs := make([]segment, 0, 2*len(runs)+1)
	t.bands = make([]band, 0, 2*len(runs)+1)
	add := func(r0, r1 int64, at int) {
		row := segs[at:len(segs):len(segs)]
		if n := len(t.bands); n > 0 && slices.Equal(t.bands[n-1].segs, row) {
			t.bands[n-1].r1 = r1
			segs = segs[:at]
			return
		}
		t.bands = append(t.bands, band{r0, r1, row})
	}
	i := 0 // the first run past the row's start
	for r := int64(0); r < size/pitch; {
		lo := r * pitch
		for runs[i].hi <= lo {
			i++
		}
		at := len(segs)
		if runs[i].hi >= lo+pitch { // whole rows of one run
			segs = append(segs, segment{0, pitch, runs[i].holders})
			add(r, runs[i].hi/pitch, at)
			r = runs[i].hi / pitch
			continue
		}
		for j := i; j < len(runs) && runs[j].lo < lo+pitch; j++ {
			segs = append(segs, segment{max(runs[j].lo, lo) - lo, min(runs[j].hi, lo+pitch) - lo, runs[j].holders})
		}
		add(r, r+1, at)
		r++
	}
	for _, b := range t.bands {
		t.nsegs += len(b.segs)
	}
	return t
}

// compact gives the tracker longer rows when its segments have grown past
// compactAt and rows of some other length, a divisor of the size, would
// hold at most half as many (a tracker of one row: about as many,
// fewEnough): a 3-D array written or copied plane by plane
// (a row block of each plane per device) is then a band of planes alike,
// not a band or a segment per plane, however many planes the launches
// touch. The candidate lengths are the distances from each of the first
// runs to the next run alike (same holders and width). It must not run
// between a Missing and the copyRect of its rects, which are rows of the
// current length: the runtime calls it before a launch gathers its inputs.
func (t *Tracker) compact() {
	if t.nsegs <= t.compactAt {
		return
	}
	defer func() { t.compactAt = max(2*t.nsegs, compactMin) }()
	// A length is tried on the first runs before the whole buffer is
	// regridded: expanding and regridding every run costs milliseconds
	// for a matrix whose columns are cut into bands (LU's), which a
	// length that halves nothing never repays.
	runs, whole := t.runs(compactSample)
	var best *Tracker
	tried := map[int64]bool{t.pitch: true}
	for i := 0; i < min(len(runs), 8); i++ {
		r := runs[i]
		j := slices.IndexFunc(runs[i+1:], func(o segment) bool { return o.holders == r.holders && o.hi-o.lo == r.hi-r.lo })
		if j < 0 {
			continue
		}
		pitch := runs[i+1+j].lo - r.lo
		if tried[pitch] || pitch < minPitch || t.size%pitch != 0 {
			continue
		}
		tried[pitch] = true
		if !whole {
			// The sample's runs regridded end in one run to the end of
			// the buffer: a segment, or two, more than they hold.
			end := runs[len(runs)-1].hi
			if trial := regridded(t.size, pitch, runs); !t.fewEnough(trial.nsegs-2, t.segsBefore(end)) {
				continue
			}
			runs, whole = t.runs(math.MaxInt)
		}
		if trial := regridded(t.size, pitch, runs); best == nil || trial.nsegs < best.nsegs {
			best = trial
		}
	}
	if best != nil && t.fewEnough(best.nsegs, t.nsegs) {
		t.adopt(best)
		t.compacted = true
	}
}

// compactSample is how many runs compact tries a row length on first.
const compactSample = 128

// segsBefore returns the segments of the bands holding bytes before x,
// those of a band whose first row x cuts up to x.
func (t *Tracker) segsBefore(x int64) int {
	n := 0
	for _, b := range t.bands {
		start := b.r0 * t.pitch
		if start >= x {
			break
		}
		if x-start < t.pitch {
			return n + column(b.segs, x-start) + 1
		}
		n += len(b.segs)
	}
	return n
}
