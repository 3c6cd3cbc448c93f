package mgpu

import "slices"

// Span is Count ranges of one width, Pitch apart: [Lo + i*Pitch,
// Hi + i*Pitch) for 0 <= i < Count (Pitch 0 when Count is 1). The rows a
// part of a launch reads or writes of a matrix are one span, whatever
// their number, so planning, coherence and the trackers work per span.
type Span struct{ Lo, Hi, Pitch, Count int64 }

// end is one past the last element of the span's last range.
func (s Span) end() int64 { return s.Hi + (s.Count-1)*s.Pitch }

// covered is how much s covers, in its bounds' unit (its ranges' extent,
// where they touch or overlap).
func (s Span) covered() int64 {
	if w := s.Hi - s.Lo; s.Count == 1 || w < s.Pitch {
		return w * s.Count
	}
	return s.end() - s.Lo
}

// maxPeriod is the most ranges per row compressRanges looks for: a part
// of an LU step reads its column block and column k of every row, two
// ranges per row.
const maxPeriod = 4

// compressRanges appends to out the spans of rs (sorted, disjoint and
// merged, as mergeRanges leaves them): where the ranges repeat with a
// period of q ranges (q <= maxPeriod) at a constant pitch for at least
// two periods, each of the q ranges of the period becomes one span. The
// spans of one period interleave; those of successive runs are apart.
func compressRanges(rs []Range, out []Span) []Span {
	for i := 0; i < len(rs); {
		q, t := period(rs[i:])
		if q == 0 {
			out = append(out, Span{rs[i].Lo, rs[i].Hi, 0, 1})
			i++
			continue
		}
		pitch := rs[i+q].Lo - rs[i].Lo
		for j := 0; j < q; j++ {
			out = append(out, Span{rs[i+j].Lo, rs[i+j].Hi, pitch, int64((q+t-1-j)/q + 1)})
		}
		i += q + t
	}
	return out
}

// period finds the shortest period q of the ranges at the start of rs
// that repeats at least once whole: rs[x+q] is rs[x] moved by one pitch
// for the t ranges x < t, t >= q. It returns 0, 0 when none does.
func period(rs []Range) (q, t int) {
	for q = 1; q <= maxPeriod && 2*q <= len(rs); q++ {
		pitch := rs[q].Lo - rs[0].Lo
		t = 0
		for t+q < len(rs) && rs[t+q].Lo-rs[t].Lo == pitch && rs[t+q].Hi-rs[t].Hi == pitch {
			t++
		}
		if t >= q {
			return q, t
		}
	}
	return 0, 0
}

// apartSpans reports whether spans are sorted with their extents apart
// (no span starts before the one before it ends), as compressRanges makes
// them of ranges with a period of one.
func apartSpans(spans []Span) bool {
	for i := 1; i < len(spans); i++ {
		if spans[i].Lo < spans[i-1].end() {
			return false
		}
	}
	return true
}

// expandSpans appends to out the ranges of spans.
func expandSpans(spans []Span, out []Range) []Range {
	for _, s := range spans {
		for i := int64(0); i < s.Count; i++ {
			out = append(out, Range{s.Lo + i*s.Pitch, s.Hi + i*s.Pitch})
		}
	}
	return out
}

// extent is the smallest range holding every element of spans.
func extent(spans []Span) Range {
	r := Range{spans[0].Lo, spans[0].end()}
	for _, s := range spans[1:] {
		r = Range{min(r.Lo, s.Lo), max(r.Hi, s.end())}
	}
	return r
}

// byteSpan is the span of bytes of pointer argument pa that s (in
// elements of elem bytes) covers; the tracker clips it to the buffer.
func byteSpan(pa ptrArg, elem int64, s Span) Span {
	return Span{pa.off + s.Lo*elem, pa.off + s.Hi*elem, s.Pitch * elem, s.Count}
}

// sortUnlessSorted sorts s by cmp where it is not in order already: the
// lists the runtime sorts mostly come in order (enumerators list ranges
// by address, Missing lists jobs down the buffer), and a look costs less
// than sorting a sorted list.
func sortUnlessSorted[S ~[]E, E any](s S, cmp func(a, b E) int) {
	if !slices.IsSortedFunc(s, cmp) {
		slices.SortFunc(s, cmp)
	}
}

// grow is slices.Grow (s with room for n more elements) where the room,
// when s lacks it, is new memory from make, whose pages stay untouched
// until written: slices.Grow and append clear all the room they add, a
// page fault (about a µs) for each 4 KiB of a list sized for the worst
// case, which a launch mostly fills a little of.
func grow[S ~[]E, E any](s S, n int) S {
	if cap(s)-len(s) >= n {
		return s
	}
	return append(make(S, 0, len(s)+n), s...)
}
