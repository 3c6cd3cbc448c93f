package mgpu

import (
	"cmp"
	"slices"
)

// Hubs: small pieces that several devices each gather from many others
// (column k of Gram-Schmidt's q, written by row blocks and read whole by
// every part of the next launch; a vector written by parts and read whole)
// are gathered by one of those devices, the hub, and copied on from it. An
// all-gather of n devices then takes about 3n copies instead of n², the
// same bytes: the hub receives what it needs anyway, and each other device
// receives from the hub the pieces it lacked, those continuing one another
// down the rows joined into one copy (its own rows split them in two).
// Small pieces cost their copies' latency, not their bytes, so one more
// hop costs less than the copies it saves; larger ones, and pieces a
// device gathers from few others, go straight.
//
// The hub's copies are made first, in the plain order (as a relay's,
// relays.go), so that the copies from it wait for them; every copy is
// from a device holding the piece when it runs.

// maxHubPiece is the largest piece, in bytes, that goes through a hub.
const maxHubPiece = 16 << 10

// minHubSources is the fewest pieces of a buffer a device must gather
// from other devices for it to take them from a hub.
const minHubSources = 3

// hubScratch is gatherAtHubs' scratch, kept between launches.
type hubScratch struct {
	counts []hubCount     // the buffers copied into in small pieces
	bufOf  []int32        // by deferred copy: its buffer's in counts, -1 for a copy not small
	held   [][]Span       // by buffer in counts, then source device: the hub's pieces
	hubbed []bool         // by deferred copy: it now comes from its buffer's hub
	first  []bool         // by deferred copy: a hub's, made first
	from   []deferredCopy // joinHubbed's copies of a device from a hub
	pieces []heldRect     // shareNeed's
}

// hubCount is, by device, how many small peer copies into b a launch has.
type hubCount struct {
	b   *buffer
	n   []int
	hub int // the device the small copies into b go through; -1: none
}

// count counts a small copy into b on dev and returns b's index in
// counts.
func (h *hubScratch) count(b *buffer, dev, devices int) int {
	for i := range h.counts {
		if h.counts[i].b == b {
			h.counts[i].n[dev]++
			return i
		}
	}
	n := len(h.counts)
	if n < cap(h.counts) {
		h.counts = h.counts[:n+1]
		h.counts[n].b = b
		h.counts[n].n = append(h.counts[n].n[:0], make([]int, devices)...)
	} else {
		h.counts = append(h.counts, hubCount{b: b, n: make([]int, devices)})
	}
	h.counts[n].n[dev]++
	return n
}

// Shared needs: where every part that reads a pointer needs the same
// spans of it (column k of q, a vector read whole), its tracker is walked
// once for them all and the hub chosen before the parts' copies are
// found, by the rule above (the devices lacking at least minHubSources
// small pieces held by devices; the first of them the hub). The hub's
// part finds its pieces as any part does, made first; every other such
// device takes what it lacks of the spans from the hub in one deferred
// copy, asked of the tracker when made (the pieces it lacks, joined
// where they continue one another down the rows). On 16 devices that
// saves a Gram-Schmidt update 15 walks of column k and 225 pieces found,
// counted and rerouted one by one, for the same 29 copies.

// sharedNeed is how the devices take a pointer's need: from the hub's
// device (-1: none; each part finds its own copies), those in from.
type sharedNeed struct {
	hub  int
	from Holders
}

// sharedNeed is pointer i's shared need while the parts' copies are
// found.
func (g *gathering) sharedNeed(i int) sharedNeed {
	if !g.on || i >= len(g.shared) {
		return sharedNeed{hub: -1}
	}
	return g.shared[i]
}

// shareNeeds finds, before a split launch's parts find their copies, the
// pointers whose need the parts share and gather at a hub. Links that
// differ leave the pieces to the relays (relays.go), which take them one
// by one.
func (rt *Runtime) shareNeeds(k *kernel, p *plan) {
	g := &rt.scratch.gather
	g.shared = g.shared[:0]
	if rt.adapt.mayBeUneven() {
		return
	}
	for j := range k.pointers {
		g.shared = append(g.shared, rt.shareNeed(k, p, j))
	}
}

// hasHub reports whether a shared need is gathered at a hub.
func hasHub(sh sharedNeed) bool { return sh.hub >= 0 }

// shareNeed is pointer j's shared need in a launch by plan p.
func (rt *Runtime) shareNeed(k *kernel, p *plan, j int) sharedNeed {
	none := sharedNeed{hub: -1}
	s := &rt.scratch
	pa := s.ptrs[j]
	if k.pointers[j].Kind != ParamPointer || pa.buf == nil || pa.buf.pages != nil || j < len(s.ahead) && s.ahead[j].steps > 0 {
		return none
	}
	var need *accessPlan
	readers := 0
	for i := range p.parts {
		a := &p.parts[i].access[j]
		if !reads(*a) {
			continue
		}
		if need == nil {
			need = a
		} else if a.needWhole != need.needWhole || !slices.Equal(a.need, need.need) {
			return none
		}
		readers++
	}
	if readers < 2 {
		return none
	}
	h := &s.gather.hubs
	t := pa.buf.tracker
	h.pieces = h.pieces[:0]
	rows := true // no ranges closer than rows (Missing's fields of structs)
	eachNeed(pa, int64(k.pointers[j].ElemSize), need, func(b Span) error {
		rows = rows && (b.Count == 1 || b.Pitch >= minPitch)
		h.pieces = t.pieces(b.Lo, b.Hi, b.Pitch, b.Count, h.pieces)
		return nil
	})
	if !rows || len(h.pieces) < minHubSources {
		return none // no device lacks enough pieces
	}
	sh := none
	for i := range p.parts {
		dev := p.parts[i].dev
		if !reads(p.parts[i].access[j]) {
			continue
		}
		n := 0
		for _, pc := range h.pieces {
			if pc.holders.Has(dev) {
				continue
			}
			if pc.holders.devices() == 0 || (pc.r1-pc.r0)*(pc.c1-pc.c0) > maxHubPiece {
				return none // from the host, or large: straight
			}
			n++
		}
		switch {
		case n < minHubSources:
		case sh.hub < 0:
			sh.hub = dev
		case dev < sh.hub:
			sh.from |= 1 << uint(sh.hub)
			sh.hub = dev
		default:
			sh.from |= 1 << uint(dev)
		}
	}
	if sh.from == 0 {
		return none // one device gathers: no hub
	}
	return sh
}

// fromHub defers the copy to dev of what it lacks of a's need of pa from
// the hub's device.
func (rt *Runtime) fromHub(pa ptrArg, elem int64, a *accessPlan, hub, dev int) error {
	g := &rt.scratch.gather
	return eachNeed(pa, elem, a, func(b Span) error {
		g.needs++
		g.deferred = append(g.deferred, deferredCopy{b: pa.buf, s: b, to: dev, from: hub, pitch: pa.buf.tracker.pitch, ask: true, need: g.needs})
		return nil
	})
}

// gatherAtHubs routes the deferred copies of gatherInputs through hubs
// where the rule above takes them, makes the hubs' copies (those of the
// shared needs' hubs too) and joins the others'.
func (rt *Runtime) gatherAtHubs() error {
	g := &rt.scratch.gather
	h := &g.hubs
	mayRoute, shared := len(g.deferred) >= 2*minHubSources, slices.ContainsFunc(g.shared, hasHub)
	if !mayRoute && !shared {
		return nil
	}
	h.hubbed = append(h.hubbed[:0], make([]bool, len(g.deferred))...)
	routed := mayRoute && rt.routeAtHubs()
	if !routed && !shared {
		return nil
	}
	kept := g.deferred[:0]
	hubbed := h.hubbed[:0]
	for i := range g.deferred {
		c := &g.deferred[i]
		if c.first {
			// Asked of the tracker again: a relay's copy may have
			// brought some of it.
			if err := rt.makeCopy(c, true); err != nil {
				return err
			}
			continue
		}
		kept, hubbed = append(kept, *c), append(hubbed, h.hubbed[i])
	}
	g.deferred = kept
	if routed {
		g.deferred = h.joinHubbed(kept, hubbed)
	}
	return nil
}

// routeAtHubs routes the small deferred copies of each buffer that
// several devices gather from many others through the first of those
// devices, marking its pieces first and the copies now from it hubbed,
// and reports whether any copy changed source. Three walks of the copies
// whatever the buffers: a transpose of two matrices on 16 null devices
// walked its 480 copies five times, finding nothing to route.
func (rt *Runtime) routeAtHubs() bool {
	g := &rt.scratch.gather
	h := &g.hubs
	h.counts, h.bufOf = h.counts[:0], h.bufOf[:0]
	for i := range g.deferred {
		c := &g.deferred[i]
		if !small(c) {
			h.bufOf = append(h.bufOf, -1)
			continue
		}
		h.bufOf = append(h.bufOf, int32(h.count(c.b, c.to, rt.ndev)))
	}
	defer func() {
		for i := range h.counts {
			h.counts[i].b = nil // no buffer kept alive
		}
	}()
	hubs := false
	for i := range h.counts {
		bc := &h.counts[i]
		bc.hub = -1
		gatherers := 0
		for dev, k := range bc.n {
			if k >= minHubSources {
				gatherers++
				if bc.hub < 0 {
					bc.hub = dev
				}
			}
		}
		if gatherers < 2 {
			bc.hub = -1
		}
		hubs = hubs || bc.hub >= 0
	}
	if !hubs {
		return false
	}
	// The hubs' pieces, by buffer and source.
	n := len(h.counts) * rt.ndev
	h.held = slices.Grow(h.held[:0], n)[:n]
	for i := range h.held {
		h.held[i] = h.held[i][:0]
	}
	h.first = append(h.first[:0], make([]bool, len(g.deferred))...)
	for i, bi := range h.bufOf {
		if c := &g.deferred[i]; bi >= 0 && c.to == h.counts[bi].hub {
			at := int(bi)*rt.ndev + c.from
			h.held[at] = append(h.held[at], c.s)
			h.first[i] = true
		}
	}
	routed := false
	for i, bi := range h.bufOf {
		if bi < 0 {
			continue
		}
		c, bc := &g.deferred[i], &h.counts[bi]
		if bc.hub >= 0 && c.to != bc.hub && bc.n[c.to] >= minHubSources && (c.from == bc.hub || heldWithin(h.held[int(bi)*rt.ndev+c.from], c.s)) {
			// Only a piece that changes source makes the hub pay (a
			// transpose's pieces each go to one device).
			routed = routed || c.from != bc.hub
			c.from, h.hubbed[i] = bc.hub, true
		}
	}
	if routed {
		for i, first := range h.first {
			g.deferred[i].first = g.deferred[i].first || first
		}
	}
	return routed
}

// heldWithin reports whether one of held, the hub's pieces of a buffer
// from one device, holds all of s: the same piece, or one around it (LU's
// first update on 16 devices, split by columns over a matrix the host
// left in row blocks: column k's piece of each row block lies in the
// hub's piece of that block, and 210 copies of it became 30).
func heldWithin(held []Span, s Span) bool {
	return slices.ContainsFunc(held, func(o Span) bool { return spanWithin(s, o) })
}

// spanWithin reports whether every range of s lies in a range of o, where
// s is one range or has o's pitch.
func spanWithin(s, o Span) bool {
	if s.Lo < o.Lo || s.Count > 1 && s.Pitch != o.Pitch || o.Count > 1 && o.Pitch <= 0 {
		return false
	}
	if o.Count == 1 {
		return s.end() <= o.Hi
	}
	r := (s.Lo - o.Lo) / o.Pitch // o's row that s starts in
	return s.Hi <= o.Hi+r*o.Pitch && r+s.Count <= o.Count
}

// small reports whether c is a peer copy of a piece small enough for a
// hub.
func small(c *deferredCopy) bool {
	return c.from != hostSlot && (c.s.Hi-c.s.Lo)*c.s.Count <= maxHubPiece
}

// joinHubbed joins, of each device's copies (together in the list), those
// from a hub into the same buffer whose spans continue one another (the
// ranges of one width at one pitch, row after row) into one, which the
// tracker is asked for again when it is made (ask); it returns the list.
func (h *hubScratch) joinHubbed(deferred []deferredCopy, hubbed []bool) []deferredCopy {
	out := deferred[:0]
	for lo := 0; lo < len(deferred); {
		hi := lo + 1
		for hi < len(deferred) && deferred[hi].to == deferred[lo].to {
			hi++
		}
		from := h.from[:0] // the part's copies from a hub, after the others
		for i := lo; i < hi; i++ {
			if hubbed[i] {
				from = append(from, deferred[i])
			} else {
				out = append(out, deferred[i])
			}
		}
		sortUnlessSorted(from, byBufferAndStart)
		joined := len(out) // the part's copies from a hub start here
	pieces:
		for _, c := range from {
			c.ask = true
			// Not only the last: pieces of two columns down the same
			// rows interleave in the order of their starts.
			for j := len(out) - 1; j >= joined; j-- {
				if out[j].b != c.b {
					break
				}
				if s, ok := join(out[j].s, c.s); ok {
					out[j].s = s
					continue pieces
				}
			}
			out = append(out, c)
		}
		h.from = from
		lo = hi
	}
	clear(h.from) // no buffer kept alive
	return out
}

// byBufferAndStart orders copies by their buffer, then where they start.
func byBufferAndStart(a, b deferredCopy) int {
	if a.b.base != b.b.base {
		return cmp.Compare(a.b.base, b.b.base)
	}
	return cmp.Compare(a.s.Lo, b.s.Lo)
}

// join returns the span of a's ranges and then b's where that is one: a
// range and the range it ends at, or ranges of one width at a's pitch
// (the rows of a tracker), b's first one pitch after a's last.
func join(a, b Span) (Span, bool) {
	if a.Count == 1 && b.Count == 1 && b.Lo == a.Hi {
		a.Hi = b.Hi
		return a, true
	}
	w := a.Hi - a.Lo
	if b.Hi-b.Lo != w || a.Pitch < w || b.Count > 1 && b.Pitch != a.Pitch || b.Lo != a.Lo+a.Count*a.Pitch {
		return a, false
	}
	a.Count += b.Count
	return a, true
}
