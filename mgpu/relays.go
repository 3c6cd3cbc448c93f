package mgpu

import (
	"cmp"
	"slices"
)

// Relays: a piece of a split launch's inputs that several devices lack
// and one device holds crosses each of the holder's costly links once. A
// destination whose link from the holder costs much more than its link
// from another destination of the same piece (the holder's socket
// against the destination's, on a node whose peer copies between sockets
// are staged through host memory) copies it from that destination, which
// copies it from the holder first: on the paper's K80 node an all-to-all
// exchange of 14 GPUs crosses the sockets 7 times per piece without
// relays and once with them. The costly hop is the one copies share (a
// socket link, a NIC), so the relay's copy is the only one of the piece
// that pays it.
//
// A relay's copy is made before the other copies, in the plain order (on
// its device's stream, which the copies from it then wait for, as they
// wait for any source's earlier work), and only relays that copy straight
// from the holder serve, so a piece moves in at most two hops. Every
// copy is from a device holding the piece when the copy runs: the bytes
// are the holder's whichever way they come.

// relayMargin is the most a relay's link to a destination may cost,
// as a share of the holder's own link to it, for the destination to copy
// from the relay (links measured alike within noise are not relayed).
const relayMargin = 2.0 / 3

// relayScratch is relayCopies' scratch, kept between launches.
type relayScratch struct {
	pieces map[pieceKey]int // a piece's number, in order of first copy
	piece  []int            // by deferred copy: its piece's number, -1 from the host
	order  []int            // indices of the deferred copies, by piece
	first  []bool           // by deferred copy: a relay's, made first
	load   []float64        // by device: bytes it relays in this launch
	direct []int            // the current piece's destinations copying from its holder, by deferred index
}

// relayCopies picks relays for the deferred copies of gatherInputs where
// the links differ enough for one to pay, makes the relays' copies and
// takes them off the list.
func (rt *Runtime) relayCopies() error {
	g := &rt.scratch.gather
	r := &g.relay
	// Links a backend gives are known only once asked for.
	if !rt.adapt.mayBeUneven() || len(g.deferred) < 2 {
		return nil
	}
	if r.pieces == nil {
		r.pieces = map[pieceKey]int{}
	}
	clear(r.pieces)
	r.piece, r.order = r.piece[:0], r.order[:0]
	for i := range g.deferred {
		c := &g.deferred[i]
		n := -1
		if c.from != hostSlot {
			key := pieceKey{c.b, c.s, c.from}
			var seen bool
			if n, seen = r.pieces[key]; !seen {
				n = len(r.pieces)
				r.pieces[key] = n
			}
			r.order = append(r.order, i)
		}
		r.piece = append(r.piece, n)
	}
	if len(r.pieces) == len(r.order) {
		return nil // no piece goes to two devices
	}
	slices.SortStableFunc(r.order, func(i, j int) int { return cmp.Compare(r.piece[i], r.piece[j]) })
	r.first = append(r.first[:0], make([]bool, len(g.deferred))...)
	r.load = append(r.load[:0], make([]float64, rt.ndev)...)
	relayed := false
	for lo := 0; lo < len(r.order); {
		hi := lo + 1
		for hi < len(r.order) && r.piece[r.order[hi]] == r.piece[r.order[lo]] {
			hi++
		}
		if hi-lo > 1 {
			relayed = rt.relayPiece(r.order[lo:hi]) || relayed
		}
		lo = hi
	}
	if !relayed {
		return nil
	}
	kept := g.deferred[:0]
	for i := range g.deferred {
		c := &g.deferred[i]
		if !r.first[i] {
			kept = append(kept, *c)
			continue
		}
		// Asked of the tracker again: another relay's copy into the
		// same device may have brought some of the piece.
		if err := rt.makeCopy(c, true); err != nil {
			return err
		}
	}
	g.deferred = kept
	return nil
}

// relayPiece chooses, for the copies of one piece (indices into the
// deferred list), which come from its holder and which from a relay:
// the destinations by their link from the holder, cheapest first (of
// equal ones the least loaded with relaying), each from the relay among
// those before it copying from the holder whose link costs at most
// relayMargin of the holder's (the cheapest, then the least loaded), else
// from the holder. It reports whether any copy is relayed.
func (rt *Runtime) relayPiece(copies []int) bool {
	g := &rt.scratch.gather
	r := &g.relay
	first := &g.deferred[copies[0]]
	from, bytes := first.from, float64((first.s.Hi-first.s.Lo)*first.s.Count)
	cost := func(src, dst int) float64 {
		l := rt.linkCost(dst, src)
		return l.perByte*bytes + l.perCopy
	}
	slices.SortStableFunc(copies, func(i, j int) int {
		a, b := g.deferred[i].to, g.deferred[j].to
		if ca, cb := cost(from, a), cost(from, b); ca != cb {
			return cmp.Compare(ca, cb)
		}
		return cmp.Compare(r.load[a], r.load[b])
	})
	r.direct = r.direct[:0]
	relayed := false
	for _, i := range copies {
		c := &g.deferred[i]
		bound, best, bestCost := cost(from, c.to)*relayMargin, -1, 0.0
		for _, j := range r.direct {
			via := g.deferred[j].to
			cv := cost(via, c.to)
			if cv <= bound && (best < 0 || cv < bestCost || cv == bestCost && r.load[via] < r.load[g.deferred[best].to]) {
				best, bestCost = j, cv
			}
		}
		if best < 0 {
			r.direct = append(r.direct, i)
			continue
		}
		c.from = g.deferred[best].to
		r.load[c.from] += bytes
		r.first[best], relayed = true, true
	}
	return relayed
}

// pieceKey is what a piece of a split launch's inputs is: the bytes and
// their holder.
type pieceKey struct {
	b    *buffer
	s    Span
	from int
}
