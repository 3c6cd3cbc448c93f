package mgpu

import (
	"encoding/binary"
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// refTracker is the per-byte reference model of a Tracker.
type refTracker []Holders

func (r refTracker) set(lo, hi int64, f func(Holders) Holders) {
	for i := max(lo, 0); i < min(hi, int64(len(r))); i++ {
		r[i] = f(r[i])
	}
}

// settled checks a tracker after a write against the reference, to
// which the write was applied: the rows it wrote may have settled
// (tracker_settle.go), so a byte may have lost holders but never its
// last nor the host, nor gained one; the reference then takes the
// tracker's holders.
func (r refTracker) settled(t testing.TB, tr *Tracker) {
	tr.Query(0, int64(len(r)), func(lo, hi int64, h Holders) bool {
		for i := lo; i < hi; i++ {
			if h&^r[i] != 0 || h == 0 && r[i] != 0 || (r[i]&^h)&hostHolder != 0 {
				require.Failf(t, "settled", "byte %d: held by %x, written or copied to %x", i, h, r[i])
			}
			r[i] = h
		}
		return true
	})
}

// trackerOp applies one operation, chosen by op, to both the tracker and the
// reference, and compares the answer of a query over the same range.
func trackerOp(t testing.TB, tr *Tracker, ref refTracker, op byte, lo, hi int64, dev int) {
	switch op % 5 {
	case 0:
		tr.Write(lo, hi, dev)
		ref.set(lo, hi, func(Holders) Holders { return 1 << uint(dev) })
		ref.settled(t, tr)
	case 3:
		// A column of rows 64 or 128 bytes long from lo to hi: the
		// tracker takes those rows where they divide its own, and the
		// rows written may settle.
		pitch := int64(64) << (dev % 2)
		w, count := max((hi-lo)%pitch, 1), (hi-lo)/pitch+1
		tr.WriteSpan(lo, lo+w, pitch, count, dev)
		for i := int64(0); i < count; i++ {
			ref.set(lo+i*pitch, lo+w+i*pitch, func(Holders) Holders { return 1 << uint(dev) })
		}
		ref.settled(t, tr)
	case 1:
		tr.Copy(lo, hi, dev)
		ref.set(lo, hi, func(h Holders) Holders { return h | 1<<uint(dev) })
	case 2:
		h := Holders(uint64(lo)*0x9e3779b97f4a7c15) | 1
		tr.Set(lo, hi, h)
		ref.set(lo, hi, func(Holders) Holders { return h })
	case 4:
		// dev sheds what others hold too, over the whole buffer.
		tr.Shed(dev)
		ref.set(0, int64(len(ref)), func(h Holders) Holders {
			if h&^(1<<uint(dev)) != 0 {
				return h &^ (1 << uint(dev))
			}
			return h
		})
	}
	require.NoError(t, tr.check())
	// Query: the runs must tile the clamped range, be maximal, and agree
	// with the reference byte by byte.
	next := max(lo, 0)
	var prev Holders
	tr.Query(lo, hi, func(a, b int64, h Holders) bool {
		require.Equal(t, next, a, "runs must be contiguous")
		require.Less(t, a, b)
		if a > max(lo, 0) {
			require.NotEqual(t, prev, h, "adjacent runs must differ")
		}
		for i := a; i < b; i++ {
			if ref[i] != h { // require per byte would cost the fuzzer most of its time
				require.Failf(t, "holders", "byte %d: held by %x, want %x", i, h, ref[i])
			}
		}
		next, prev = b, h
		return true
	})
	if end := min(hi, int64(len(ref))); end > max(lo, 0) {
		require.Equal(t, end, next, "runs must cover the range")
	}
	only, whole, some := true, true, false
	for _, h := range ref {
		only = only && h == 1<<uint(dev)
		whole = whole && h.Has(dev)
		some = some || h.Has(dev)
	}
	require.Equal(t, only, tr.HeldOnlyBy(dev), "held by %d alone", dev)
	require.Equal(t, whole, tr.HeldWholeBy(dev), "held whole by %d", dev)
	require.Equal(t, some, tr.HoldsAny(dev), "held anywhere by %d", dev)
}

func TestTrackerAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, devices := range []int{1, 2, 3, 4, 8, 16} {
		sizes := []int64{0, 1, 7, 64, 1000, 4096}
		trackers := make([]*Tracker, len(sizes))
		refs := make([]refTracker, len(sizes))
		for i, n := range sizes {
			all := Holders(1)<<uint(devices) - 1
			trackers[i] = NewTracker(n, all)
			refs[i] = make(refTracker, n)
			refs[i].set(0, n, func(Holders) Holders { return all })
		}
		for step := 0; step < 3000; step++ {
			b := rng.Intn(len(sizes))
			n := sizes[b] + 4
			lo := rng.Int63n(n+4) - 4
			hi := lo + rng.Int63n(n/2+2)
			trackerOp(t, trackers[b], refs[b], byte(rng.Intn(5)), lo, hi, rng.Intn(devices))
		}
	}
}

func TestTrackerMergesAdjacentWrites(t *testing.T) {
	tr := NewTracker(100, 1)
	for i := int64(0); i < 100; i += 10 {
		tr.Write(i, i+10, 2)
	}
	require.Equal(t, 1, tr.Segments())
	tr.Copy(40, 60, 3)
	require.Equal(t, 3, tr.Segments())
	tr.Write(0, 100, 0)
	require.Equal(t, 1, tr.Segments())
}

// FuzzTracker applies operations decoded from the input to a tracker of
// one of fuzzSizes' sizes (the first byte) and to the reference, op by op
// (fuzzOp: 7 bytes each): 1-D writes, copies, sets and drops, strided
// writes of any pitch and count (regridding the tracker's rows where the
// pitch divides them, clipped at its ends), the copies Missing asks for
// a strided span, compact and gridRows. After each, the tracker's
// invariants hold and every byte's holders are the reference's (a write's
// rows may settle: refTracker.settled).
func FuzzTracker(f *testing.F) {
	f.Add([]byte{0, 10, 20, 1, 1, 5, 30, 2})
	// A column in rows of 64 bytes (the first strided write gives the
	// tracker those rows), one in every other row, the copies of a column
	// to a third device, a strided write of the host, a 1-D write across
	// the rows, a drop, the copies of a span clipped at the end.
	f.Add(slices.Concat([]byte{2},
		fuzzOp(fuzzWriteSpan, 1, 0, 16, 3, 64),
		fuzzOp(fuzzWriteSpan, 2, 16, 16, 5, 32),
		fuzzOp(fuzzMissing, 3, 8, 24, 3, 64),
		fuzzOp(fuzzWriteSpan, 16, 200, 40, 6, 10), // the host
		fuzzOp(0, 4, 100, 250, 0, 0),
		fuzzOp(fuzzDrop, 3, 0, 255, 0, 0),
		fuzzOp(fuzzMissing, 5, 60, 80, 4, 40)))
	// Planes of 1024 bytes in rows of 64: each plane's rows 0, 3, 7, 11
	// and 13 written in part by five devices, then compact, which takes
	// planes for rows; a write of rows of 64 then keeps them.
	planes := append([]byte{3}, fuzzOp(fuzzWriteSpan, 1, 0, 8, 3, 2)...)
	for i, row := range []int{0, 3, 7, 11, 13} {
		planes = append(planes, fuzzOp(fuzzWriteSpan, byte(i+1), row*64+i*8, 8+byte(i)*4, 10, 16)...)
	}
	planes = append(planes, fuzzOp(fuzzCompact, 0, 0, 0, 0, 0)...)
	planes = append(planes, fuzzOp(fuzzWriteSpan, 6, 32, 16, 3, 100)...)
	planes = append(planes, fuzzOp(fuzzMissing, 7, 0, 64, 10, 16)...)
	f.Add(planes)
	// Planes given as rows before any access (gridRows), kept by a
	// column in rows of 64 bytes, then the copies of the column.
	f.Add(slices.Concat([]byte{3},
		fuzzOp(fuzzGridRows, 0, 0, 0, 10, 0),
		fuzzOp(fuzzWriteSpan, 2, 40, 8, 3, 200),
		fuzzOp(fuzzMissing, 4, 36, 16, 3, 255)))
	// A column written by row blocks in rows of 64 bytes, a band per
	// block, then rows copied to a fifth device (bands merged, their
	// arrays kept spare), recorded, cut again, restored, cut again.
	cut := slices.Concat(fuzzOp(fuzzWriteSpan, 1, 0, 4, 3, 4), fuzzOp(fuzzWriteSpan, 2, 256, 4, 3, 4),
		fuzzOp(fuzzWriteSpan, 3, 512, 4, 3, 4))
	f.Add(slices.Concat([]byte{2}, cut, fuzzOp(1, 5, 0, 192, 0, 0), fuzzOp(fuzzSnapshot, 0, 0, 0, 0, 0),
		cut, fuzzOp(fuzzRestore, 0, 0, 0, 0, 0), cut, fuzzOp(1, 6, 0, 192, 0, 0), cut))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		size := fuzzSizes[int(data[0])%len(fuzzSizes)]
		data = data[1:]
		tr := NewTracker(size, 1)
		ref := make(refTracker, size)
		ref.set(0, size, func(Holders) Holders { return 1 })
		saved, savedRef := tr.snapshot(), slices.Clone(ref)
		for n := 0; len(data) >= 7 && n < 64; n++ {
			op, dev := data[0]%11, int(data[1]%17)
			if dev == 16 {
				dev = hostSlot
			}
			lo := int64(binary.LittleEndian.Uint16(data[2:4]))%(size+256) - 128
			w, pitch, count := int64(data[4]), fuzzPitches[int(data[5])%len(fuzzPitches)], int64(data[6])
			data = data[7:]
			switch op {
			case 0, 1, 2, 3:
				trackerOp(t, tr, ref, op, lo, lo+4*w, dev)
			case fuzzWriteSpan:
				tr.WriteSpan(lo, lo+w, pitch, count, dev)
				for i := int64(0); i < count; i++ {
					ref.set(lo+i*pitch, lo+w+i*pitch, func(Holders) Holders { return 1 << uint(dev) })
				}
				ref.settled(t, tr)
			case fuzzMissing:
				ref.missing(t, tr, lo, lo+w, pitch, count, dev)
			case fuzzDrop:
				tr.Drop(lo, lo+4*w, dev)
				ref.set(lo, lo+4*w, func(h Holders) Holders { return h &^ (1 << uint(dev)) })
			case fuzzCompact:
				tr.compact()
			case fuzzGridRows:
				tr.gridRows(pitch)
			case fuzzSnapshot:
				saved, savedRef = tr.snapshot(), slices.Clone(ref)
			case fuzzRestore:
				tr.restore(&saved)
				copy(ref, savedRef)
			}
			require.NoError(t, tr.check())
			ref.equal(t, tr)
		}
	})
}

// The operations of FuzzTracker past trackerOp's four.
const (
	fuzzWriteSpan = 4 + iota
	fuzzMissing
	fuzzDrop
	fuzzCompact
	fuzzGridRows
	fuzzSnapshot // a coherence memo's recording (memo.go)
	fuzzRestore  // its replay: the tracker takes what was recorded
)

// fuzzSizes are FuzzTracker's buffer sizes, with many divisors of 64
// bytes and more; fuzzPitches its strides, some of them divisors.
var (
	fuzzSizes   = []int64{256, 768, 3072, 16384}
	fuzzPitches = []int64{16, 32, 48, 64, 96, 128, 192, 256, 512, 1000, 1024, 4096}
)

// fuzzOp encodes an operation of FuzzTracker: dev 16 is the host, pitch
// an index into fuzzPitches.
func fuzzOp(op, dev byte, lo int, w, pitch, count byte) []byte {
	return []byte{op, dev, byte(lo + 128), byte((lo + 128) >> 8), w, pitch, count}
}

// equal checks that every byte of tr has the reference's holders.
func (r refTracker) equal(t testing.TB, tr *Tracker) {
	tr.Query(0, int64(len(r)), func(lo, hi int64, h Holders) bool {
		for i := lo; i < hi; i++ {
			if r[i] != h {
				require.Failf(t, "holders", "byte %d: held by %x, want %x", i, h, r[i])
			}
		}
		return true
	})
}

// missing asks tr what dev lacks of the count ranges [lo + i*pitch, hi +
// i*pitch) and records the copies, checking that each rect is lacking
// and listed once, its source a holder (-1 where nobody holds it), and
// that dev then holds every byte of the ranges.
func (r refTracker) missing(t testing.TB, tr *Tracker, lo, hi, pitch, count int64, dev int) {
	size := int64(len(r))
	listed := make([]bool, size)
	jobs := tr.Missing(lo, hi, pitch, count, dev, nil)
	for _, j := range jobs {
		for row := j.r0; row < j.r1; row++ {
			for c := j.c0; c < j.c1; c++ {
				at := row*tr.pitch + c
				switch {
				case r[at].Has(dev):
					t.Fatalf("byte %d is held", at)
				case r[at] == 0 && j.src != -1:
					t.Fatalf("byte %d, held by nobody, listed from %d", at, j.src)
				case r[at] != 0 && !r[at].Has(j.src):
					t.Fatalf("byte %d is not held by the source %d", at, j.src)
				case listed[at]:
					t.Fatalf("byte %d listed twice", at)
				}
				listed[at] = true
			}
		}
	}
	tr.copyRects(jobs, dev)
	for _, j := range jobs {
		for row := j.r0; row < j.r1; row++ {
			r.set(row*tr.pitch+j.c0, row*tr.pitch+j.c1, func(h Holders) Holders { return h | 1<<uint(dev) })
		}
	}
	for i := int64(0); i < count; i++ {
		for at := max(lo+i*pitch, 0); at < min(hi+i*pitch, size); at++ {
			if !r[at].Has(dev) {
				t.Fatalf("byte %d still lacking", at)
			}
		}
	}
}

// TestTrackerStridedAgainstReference mixes strided writes, the copies
// Missing asks for, and 1-D operations on buffers whose size several row
// lengths divide, checking every byte against the reference and that
// Missing lists exactly what a device lacks, each piece from a holder.
func TestTrackerStridedAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, size := range []int64{64 * 64, 128 * 48, 96 * 96} {
		tr := NewTracker(size, 0xf)
		ref := make(refTracker, size)
		ref.set(0, size, func(Holders) Holders { return 0xf })
		pitches := []int64{64, 128, 192, 96, 256, 1000, 16, 4}
		for step := 0; step < 1500; step++ {
			dev := rng.Intn(4)
			pitch := pitches[rng.Intn(len(pitches))]
			lo := rng.Int63n(size+pitch) - pitch/2
			hi := lo + 1 + rng.Int63n(pitch)
			count := 1 + rng.Int63n(size/pitch+1)
			switch rng.Intn(3) {
			case 0:
				tr.WriteSpan(lo, hi, pitch, count, dev)
				for i := int64(0); i < count; i++ {
					ref.set(lo+i*pitch, hi+i*pitch, func(Holders) Holders { return 1 << uint(dev) })
				}
				ref.settled(t, tr)
			case 1:
				lacking := make(refTracker, size)
				for _, j := range tr.Missing(lo, hi, pitch, count, dev, nil) {
					for r := j.r0; r < j.r1; r++ {
						for c := j.c0; c < j.c1; c++ {
							at := r*tr.pitch + c
							require.False(t, ref[at].Has(dev), "byte %d is held", at)
							require.True(t, ref[at].Has(j.src), "byte %d is not held by the source %d", at, j.src)
							require.Zero(t, lacking[at], "byte %d listed twice", at)
							lacking[at] = 1
						}
					}
					tr.copyRect(j.rect, dev)
					for r := j.r0; r < j.r1; r++ {
						ref.set(r*tr.pitch+j.c0, r*tr.pitch+j.c1, func(h Holders) Holders { return h | 1<<uint(dev) })
					}
				}
				for i := int64(0); i < count; i++ {
					for at := max(lo+i*pitch, 0); at < min(hi+i*pitch, size); at++ {
						require.True(t, ref[at].Has(dev), "byte %d still lacking", at)
					}
				}
				require.NoError(t, tr.check())
			case 2:
				trackerOp(t, tr, ref, byte(rng.Intn(3)), lo, hi+rng.Int63n(size/4), dev)
			}
			require.NoError(t, tr.check())
		}
	}
}

// TestTrackerColumnWritesStayBounded writes one column per step of a
// matrix whose row blocks belong to four devices (Gram-Schmidt's shape):
// the tracker keeps a band per block, not a segment per row.
func TestTrackerColumnWritesStayBounded(t *testing.T) {
	const n = 512
	tr := NewTracker(4*n*n, 1)
	for k := int64(0); k < n; k++ {
		for d := int64(0); d < 4; d++ {
			rows := int64(n / 4)
			tr.WriteSpan((d*rows*n+k)*4, (d*rows*n+k+1)*4, 4*n, rows, int(d))
		}
		require.LessOrEqual(t, tr.Segments(), 4*3, "after column %d", k)
	}
	require.NoError(t, tr.check())
	require.Equal(t, 4, tr.Segments())
}

// TestTrackerPlanesStayBounded: a 3-D array written plane by plane, each
// of 4 devices a block of the plane's rows (the interior rows only), and
// another read the same way (each device copying its rows and a halo row
// of three planes), as a convolution launched per plane does: compact,
// called before each launch, finds the plane as the row length, and the
// segments stay a few per device however many planes were touched; every
// byte keeps its holders (checked against the reference).
func TestTrackerPlanesStayBounded(t *testing.T) {
	const ni, nj, nk = 64, 32, 64 // planes, rows, bytes per row
	plane := int64(nj * nk)
	written, read := NewTracker(ni*plane, hostHolder), NewTracker(ni*plane, hostHolder)
	wref, rref := make(refTracker, ni*plane), make(refTracker, ni*plane)
	wref.set(0, ni*plane, func(Holders) Holders { return hostHolder })
	rref.set(0, ni*plane, func(Holders) Holders { return hostHolder })
	for i := int64(1); i < ni-1; i++ {
		written.compact()
		read.compact()
		for d := int64(0); d < 4; d++ {
			r0, r1 := max(d*nj/4, 1), min((d+1)*nj/4, nj-1)
			lo, hi := i*plane+r0*nk, i*plane+r1*nk
			written.Write(lo, hi, int(d))
			wref.set(lo, hi, func(Holders) Holders { return 1 << uint(d) })
			for p := i - 1; p <= i+1; p++ {
				lo, hi := p*plane+max(r0-1, 0)*nk, p*plane+min(r1+1, nj)*nk
				read.Copy(lo, hi, int(d))
				rref.set(lo, hi, func(h Holders) Holders { return h | 1<<uint(d) })
			}
		}
		require.LessOrEqual(t, written.Segments(), compactMin+16, "written, after plane %d", i)
		require.LessOrEqual(t, read.Segments(), compactMin+16, "read, after plane %d", i)
	}
	for _, c := range []struct {
		tr  *Tracker
		ref refTracker
	}{{written, wref}, {read, rref}} {
		c.tr.compactAt = 0
		c.tr.compact()
		require.NoError(t, c.tr.check())
		require.Equal(t, plane, c.tr.pitch, "rows of a plane")
		require.LessOrEqual(t, c.tr.Segments(), 3*16, "segments of the planes' bands")
		c.tr.Query(0, c.tr.size, func(lo, hi int64, h Holders) bool {
			for b := lo; b < hi; b++ {
				require.Equal(t, c.ref[b], h, "byte %d", b)
			}
			return true
		})
	}
}

// TestCompressRanges: runs of ranges repeating with a period of up to
// maxPeriod ranges become a span per range of the period, and expanding
// the spans gives the ranges back.
func TestCompressRanges(t *testing.T) {
	rows := func(n int64, pieces ...Range) []Range {
		var rs []Range
		for i := int64(0); i < n; i++ {
			for _, p := range pieces {
				rs = append(rs, Range{i*100 + p.Lo, i*100 + p.Hi})
			}
		}
		return rs
	}
	for _, c := range []struct {
		name string
		rs   []Range
		want []Span
	}{
		{"row block", rows(8, Range{10, 30}), []Span{{10, 30, 100, 8}}},
		{"column and block", rows(8, Range{3, 4}, Range{10, 30}), []Span{{3, 4, 100, 8}, {10, 30, 100, 8}}},
		{"one row", rows(1, Range{3, 4}, Range{10, 30}), []Span{{3, 4, 0, 1}, {10, 30, 0, 1}}},
		{"a range then a column", append([]Range{{0, 50}}, rows(4, Range{60, 61})...), []Span{{0, 50, 0, 1}, {60, 61, 100, 4}}},
		{"five per row", rows(3, Range{0, 1}, Range{2, 3}, Range{4, 6}, Range{7, 8}, Range{9, 10}), nil},
		{"one", []Range{{5, 9}}, []Span{{5, 9, 0, 1}}},
	} {
		got := compressRanges(c.rs, nil)
		if c.want != nil {
			require.Equal(t, c.want, got, c.name)
		}
		back := mergeRanges(expandSpans(got, nil))
		require.Equal(t, c.rs, back, c.name)
	}
}

// TestDurationsMedian: the histogram's median is within a sixteenth of
// the true one, its maximum exact.
func TestDurationsMedian(t *testing.T) {
	var d durations
	for _, ns := range []int64{5, 900, 1000, 1100, 1_000_000} {
		d.add(ns)
	}
	require.InDelta(t, 1000, float64(d.median()), 1000.0/16)
	require.GreaterOrEqual(t, d.median(), int64(1000))
	require.Equal(t, int64(1_000_000), d.max)
	var small durations
	small.add(7)
	require.Equal(t, int64(7), small.median())
}

// TestCompactedRowsStay: a tracker whose rows compact made planes keeps
// them when a strided access of shorter rows comes (regridding to those
// would cut the planes into rows for compact to join at the next launch),
// and a span of whole rows is one range of its rows.
func TestCompactedRowsStay(t *testing.T) {
	const planes, rows, row = 16, 16, 256 // bytes per row
	plane := int64(rows * row)
	tr := NewTracker(planes*plane, 1)
	for i := int64(0); i < planes; i++ { // plane i: rows 1..7 on device 1, 8..14 on device 2
		tr.Write(i*plane+row, i*plane+8*row, 1)
		tr.Write(i*plane+8*row, i*plane+15*row, 2)
	}
	tr.compactAt = 0
	tr.compact()
	require.Equal(t, plane, tr.pitch)
	tr.WriteSpan(3*plane+row+4, 3*plane+2*row-4, row, 7, 3)
	require.Equal(t, plane, tr.pitch, "rows kept")
	require.NoError(t, tr.check())
	require.Len(t, tr.rectsOf(row, 2*row, row, 5), 1, "five whole rows")
}

// TestRegriddedInOnePass: regridded, built in one pass over the runs, is
// the tracker that setting each run on the rows gives, band for band,
// for runs cut anywhere (within rows, across them, covering many) and
// for the first runs alone (the rest held as the first run is).
func TestRegriddedInOnePass(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for trial := range 400 {
		pitch := int64(64 * (1 + rng.Intn(4)))
		size := pitch * int64(1+rng.Intn(40))
		var runs []segment
		for lo := int64(0); lo < size; {
			hi := min(lo+1+rng.Int63n(3*pitch), size)
			h := Holders(1 + rng.Intn(4))
			if n := len(runs); n > 0 && runs[n-1].holders == h {
				h = h%4 + 1 // maximal runs: neighbours differ
			}
			runs = append(runs, segment{lo, hi, h})
			lo = hi
		}
		if trial%3 == 0 && len(runs) > 1 {
			runs = runs[:1+rng.Intn(len(runs)-1)] // a sample
		}
		want := &Tracker{size: size, pitch: pitch, nsegs: 1, compactAt: math.MaxInt}
		want.bands = []band{{0, size / pitch, []segment{{0, pitch, runs[0].holders}}}}
		for _, r := range runs[1:] {
			want.Set(r.lo, r.hi, r.holders)
		}
		got := regridded(size, pitch, runs)
		require.Equal(t, want.nsegs, got.nsegs, "trial %d", trial)
		require.Equal(t, len(want.bands), len(got.bands), "trial %d", trial)
		for i, b := range want.bands {
			require.Equal(t, b, got.bands[i], "trial %d band %d", trial, i)
		}
	}
}

// TestRectsAcrossRowEnds: ranges at the tracker's pitch that each cross a
// row's end are two rects, the rows' tails and the next rows' heads, not
// two per range (LU's update reading 32 columns past a row's end walked
// its tracker range by range: 60 µs for one launch on 16 devices).
func TestRectsAcrossRowEnds(t *testing.T) {
	tr := NewTracker(64*64, 1)
	tr.regrid(64)
	require.Equal(t, []rect{{2, 12, 56, 64}, {3, 13, 0, 8}}, tr.rectsOf(2*64+56, 3*64+8, 64, 10))
	require.Equal(t, []rect{{2, 12, 56, 64}}, tr.rectsOf(2*64+56, 3*64, 64, 10), "tails only: one rect")

	// On a tracker of one row (a buffer nothing strided touched yet), such
	// ranges make the rows first (FDTD's ex, rows of NY + 1 columns, its
	// last column and the next row's first: 1023 rects per part before).
	one := NewTracker(4097*64, 1)
	one.Copy(0, 4097*64, 0)
	require.Equal(t, []rect{{0, 63, 4096, 4097}, {1, 64, 0, 1}}, one.rectsOf(4096, 4098, 4097, 63))
	require.Equal(t, int64(4097), one.pitch)
	jobs := one.Missing(4096, 4098, 4097, 63, 1, nil)
	require.Equal(t, []rectJob{{rect{0, 63, 4096, 4097}, 0, 1}, {rect{1, 64, 0, 1}, 0, 1}}, jobs)
	require.NoError(t, one.check())
}

// Pieces several devices hold come, down a run of rows with the same
// columns, from one device holding all of them: covariance's data matrix,
// whose row blocks are each held by their device and whose column chunks
// by the column parts that read them, comes to a part as a strided copy
// per chunk from the chunk's device, not a copy per chunk and row block
// from the nearer of the two.
func TestMissingPrefersRuns(t *testing.T) {
	const chunk, chunks, rows = 64, 4, 8
	const pitch = chunk * chunks
	tr := NewTracker(rows*pitch, 0)
	for s := int64(0); s < 4; s++ { // row block s, 2 rows, on device s
		tr.WriteSpan(s*2*pitch, (s+1)*2*pitch, 0, 1, int(s))
	}
	for c := int64(0); c < chunks; c++ { // column chunk c copied to device c
		tr.updateSpan(c*chunk, (c+1)*chunk, pitch, rows, 1<<uint(c), opAdd)
	}
	require.Equal(t, int64(pitch), tr.pitch)
	jobs := mergeJobs(tr.Missing(0, rows*pitch, 0, 1, 0, nil))
	var got []rectJob
	for _, j := range jobs {
		j.holders = 0
		got = append(got, j)
	}
	require.Equal(t, []rectJob{
		{rect{2, 8, 64, 128}, 1, 0},
		{rect{2, 8, 128, 192}, 2, 0},
		{rect{2, 8, 192, 256}, 3, 0},
	}, got)

	// A run's pieces that one device holds keep that device: the rows
	// device 1 holds alone come from it, the rest of the chunk from 2.
	tr.WriteSpan(2*pitch+128, 2*pitch+192, pitch, 2, 1)
	jobs = mergeJobs(tr.Missing(128, 192, pitch, rows, 0, nil))
	require.Equal(t, []rectJob{
		{rect{2, 4, 128, 192}, 1, 1 << 1},
		{rect{4, 8, 128, 192}, 2, 1 << 2},
	}, jobs)
}

// TestSpanCovered: a span covers its ranges, those that touch or overlap
// (wider than their pitch) once: what readApart adds up per part.
func TestSpanCovered(t *testing.T) {
	for _, tc := range []struct {
		s    Span
		want int64
	}{
		{Span{8, 12, 0, 1}, 4},
		{Span{0, 4, 16, 3}, 12},  // a column
		{Span{0, 16, 16, 3}, 48}, // whole rows
		{Span{0, 20, 16, 3}, 52}, // rows and a halo past each: [0, 52)
	} {
		require.Equal(t, tc.want, tc.s.covered(), "%+v", tc.s)
	}
}
