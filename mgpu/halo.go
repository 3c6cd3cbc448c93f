package mgpu

import (
	"errors"
	"slices"
)

// Bringing a split launch's inputs in and overlapping the copies with its
// blocks. All parts' copies are found before any is made, so each comes
// from a device that held the piece before the launch. The copies into a
// part from other devices, where they bring only buffers the launch reads,
// run on the device's copy queue (copierBeside): copies into different
// devices then run side by side, none waiting for another device's copies
// out. Where the part's blocks one block away from the other parts (its
// interior) read none of what they bring, those blocks run meanwhile; the
// blocks next to the other parts (its boundary), or the whole part, run
// once they are in. The blocks of one launch do not depend on each other,
// so the order changes no result.

// gathering is a split launch's copies while gatherInputs finds and makes
// them, and which parts' copies run beside their work.
type gathering struct {
	on       bool // syncSpan defers its copies to gatherInputs
	deferred []deferredCopy
	beside   []besideState  // by device
	copying  []float64      // by device: its copies' seconds from other devices (interiorPays)
	copies   [][2]int       // by device: its copies' range in deferred (a part's are together)
	into     []neededBuffer // the buffers copied into the current part so far
	jobs     []rectJob      // the deferred copies' rects
	st       *kernelStats   // the statistics of the kernel gathering
	needs    int32          // syncSpan calls so far (deferredCopy.need)
	// recorded are the copies made for the recording under way, until
	// it ends (recorded).
	recorded []memoCopy
	// While telling, copyJobs leaves the holders of the copies into
	// device to to tellHolders, their rects in told.
	telling bool
	to      int
	told    []toldRect
	rects   []rect
	relay   relayScratch
	hubs    hubScratch
	// shared are, by pointer, the needs the parts take from a hub
	// (shareNeeds) while the parts' copies are found; hubbing is set
	// while the hub's part finds its pieces of one, made first.
	shared  []sharedNeed
	hubbing bool
	// untold is set while a part's copies of a need inside what it
	// writes are found or made (syncAccess, makeCopy): recordWrites makes
	// its device their only holder after the launch, so the trackers are
	// not told of them before (a plane's write holes would split a band's
	// segments at every row, to be joined again at once).
	untold bool
}

// besideState is how a device's copies run in the current launch: a set
// of the flags below, none for the plain order.
type besideState uint8

const (
	besideChosen      besideState = 1 << iota // its copies run on its copy queue
	besideInterior                            // its interior runs beside them
	besideStarted                             // CopiesBeside issued, JoinCopies not yet
	besideMayInterior                         // chooseBeside enumerates its interior
)

// state is dev's besideState (none before any launch chose).
func (g *gathering) state(dev int) besideState {
	if dev < len(g.beside) {
		return g.beside[dev]
	}
	return 0
}

// interior is a part's blocks one block away from the parts before and
// after it along the split (inner, with what they need), and the blocks
// before and after those (edges; an empty grid: none).
type interior struct {
	inner part
	edges [2]part
	ok    bool // inner has blocks
}

// gatherInputs copies to each part of a split launch what it needs and
// lacks, each piece from a holder it had before the launch's copies began:
// the parts' copies are all found first (syncSpan defers them while
// gathering), then made. Had each part's copies been made before the next
// part looked, the nearest holder would often be a device that had just
// received the piece, and an all-to-all exchange would become a chain
// through every device, each copy waiting for the one before. The copies
// of a part chosen by chooseBeside are queued beside its work.
func (rt *Runtime) gatherInputs(k *kernel, p *plan, lc LaunchConfig, reduces bool) error {
	g := &rt.scratch.gather
	// Room for a piece per part, pointer and device (a transpose's), at
	// once: grown by doubling, the lists of a launch that copies hundreds
	// of pieces took a quarter of its time (ADI's first sweep back along
	// the rows on 16 null devices, 508 copies: 290-330 -> 225-240 µs).
	// They keep it for the next launch. Fresh memory is page faults: the
	// room is touched only as it fills (grow; cleared whole, the room
	// for 768 pieces took 50 page faults, 70-97 µs of the gathering of
	// ADI's first column sweep on 16 null devices, for 15-19 µs of
	// work), and a recording's list gets room for the copies once they
	// are found.
	n := min(len(p.parts)*len(rt.scratch.ptrs)*rt.ndev, maxPresized)
	g.on, g.st, g.deferred, g.jobs = true, k.stats, grow(g.deferred[:0], n), grow(g.jobs[:0], n)
	rt.shareNeeds(k, p)
	for i := range p.parts {
		pt := &p.parts[i] // not copied: a part is two dozen words
		err := rt.syncIn(k, pt)
		if err == nil {
			err = rt.syncVars(k, lc.Image, pt.dev)
		}
		if err != nil {
			g.on = false
			return err
		}
	}
	g.on = false
	if rt.scratch.recording != nil {
		// A deferred copy from a hub is about two copies.
		g.recorded = grow(g.recorded, 2*len(g.deferred))
	}
	if err := rt.relayCopies(); err != nil {
		return err
	}
	if err := rt.gatherAtHubs(); err != nil {
		return err
	}
	rt.chooseBeside(k, p, reduces)
	// A part's copies are together in the list: a buffer another need of
	// the same part asked for may have had some of its bytes brought
	// already (the pieces one need finds are apart). The trackers learn a
	// part's copies together (tellHolders), before any is asked again.
	defer func() {
		rt.tellHolders()
		g.telling = false
		clear(g.into)
		clear(g.told[:cap(g.told)])
	}()
	for i := range g.deferred {
		c := &g.deferred[i] // not copied: a deferred copy is a dozen words
		if !g.telling || c.to != g.to {
			rt.tellHolders()
			g.telling, g.to, g.into = true, c.to, g.into[:0]
		}
		again, seen := false, false
		for _, n := range g.into {
			again = again || n.b == c.b && n.need != c.need
			seen = seen || n == neededBuffer{c.b, c.need}
		}
		if !seen {
			g.into = append(g.into, neededBuffer{c.b, c.need})
		}
		if g.beside[c.to]&(besideChosen|besideStarted) == besideChosen {
			if err := rt.copiesBeside(c.to); err != nil {
				return err
			}
			rt.recordCopy(memoCopy{to: c.to, start: true})
		}
		if err := rt.makeCopy(c, again); err != nil {
			return err
		}
	}
	return nil
}

// maxPresized bounds the pieces gatherInputs makes room for at once
// (a MiB of lists at most).
const maxPresized = 4096

// neededBuffer is a buffer copied into the current part for the syncSpan
// call numbered need.
type neededBuffer struct {
	b    *buffer
	need int32
}

// chooseBeside marks the parts whose copies run beside their work: those
// that copy from other devices only into buffers the launch does not
// write (a device sending them may run its blocks meanwhile) through its
// pointer parameters (not a __device__ variable every block reads), on a
// backend that can; and of those, the ones whose interior reads only what
// their device holds (readsNoCopy) and is worth its extra launches
// (interiorPays). A
// launch that reduces combines partial results between copies and
// kernels, and keeps the plain order.
func (rt *Runtime) chooseBeside(k *kernel, p *plan, reduces bool) {
	g := &rt.scratch.gather
	g.beside = append(g.beside[:0], make([]besideState, rt.ndev)...)
	if _, ok := rt.be.(copierBeside); !ok || reduces || p.split == SplitNone {
		return
	}
	g.copying = append(g.copying[:0], make([]float64, rt.ndev)...)
	g.copies = append(g.copies[:0], make([][2]int, rt.ndev)...)
	// A device copying from others only into buffers the launch reads
	// alone may run beside its copies; the seconds of its copies are
	// summed for those alone (a transpose's copies, into what the launch
	// writes, are not looked up on the links).
	var refused Holders // devices copied into a buffer the launch writes
	var last *buffer    // the buffer of the copy before, readOnly of it
	readOnly := false
	for i := range g.deferred {
		c := &g.deferred[i]
		if r := &g.copies[c.to]; r[1] == 0 {
			r[0] = i
		}
		g.copies[c.to][1] = i + 1
		if c.b != last {
			last, readOnly = c.b, rt.readOnlyParam(k, c.b)
		}
		if !readOnly {
			refused |= 1 << uint(c.to)
		}
	}
	peers := false
	for i := range g.deferred {
		if c := &g.deferred[i]; c.from != hostSlot && !refused.Has(c.to) {
			g.beside[c.to], peers = besideChosen, true
			l := rt.linkCost(c.to, c.from)
			g.copying[c.to] += float64((c.s.Hi-c.s.Lo)*c.s.Count)*l.perByte + l.perCopy
		}
	}
	if !peers {
		return
	}
	// The interiors are enumerated only where one may run.
	pays := false
	for i := range p.parts {
		if dev := p.parts[i].dev; g.beside[dev] == besideChosen && !rt.copiesReadByAll(k, p, i) && rt.interiorPays(k, p, i) {
			g.beside[dev] |= besideMayInterior
			pays = true
		}
	}
	if !pays {
		return
	}
	interiors := rt.interiorsOf(k, p)
	for i := range p.parts {
		it, dev := &interiors[i], p.parts[i].dev
		if g.beside[dev]&besideMayInterior != 0 && it.ok && rt.readsNoCopy(k, &it.inner) {
			g.beside[dev] |= besideInterior
		}
	}
}

// copiesReadByAll reports whether a copy into part i's device brings a
// buffer of which every part that reads it needs the same spans (a vector
// read whole: atax's x, Gram-Schmidt's column k of q, which the parts
// right of column k alone read): blocks that need the same wherever they
// lie are taken to need it in the interior too, so no interior runs
// beside the copies, and the interiors are not enumerated to find so,
// which costs what the plan cost. The next part that reads the buffer
// stands for the others; a part alone, or needs alike by chance, only
// keep the part whole.
func (rt *Runtime) copiesReadByAll(k *kernel, p *plan, i int) bool {
	g := &rt.scratch.gather
	copies := g.deferred[g.copies[p.parts[i].dev][0]:g.copies[p.parts[i].dev][1]]
	for j, a := range p.parts[i].access {
		pa := rt.scratch.ptrs[j]
		if k.pointers[j].Kind != ParamPointer || pa.buf == nil || !reads(a) {
			continue
		}
		var other *accessPlan
		for n := 1; n < len(p.parts) && other == nil; n++ {
			if b := &p.parts[(i+n)%len(p.parts)].access[j]; reads(*b) {
				other = b
			}
		}
		if other == nil || a.needWhole != other.needWhole || !slices.Equal(a.need, other.need) {
			continue
		}
		for _, c := range copies {
			if c.b == pa.buf {
				return true
			}
		}
	}
	return false
}

// reads reports whether a part's access plan needs any of its pointer.
func reads(a accessPlan) bool { return a.needWhole || len(a.need) > 0 }

// interiorPays reports whether running part i's interior beside its
// copies can save more than it costs: at most the copies' time (the
// adaptive split's link costs: measured, MGPU_LINK or the default),
// against the host's time to issue the boundary's one or two more
// launches (and, for a plan made for one launch, to enumerate the
// interiors); halo rows of a few kilobytes cost less to wait for than to
// launch around. Where the kernel's time is measured (MGPU_SPLIT=adaptive
// on GPUs) and a part takes less than the host takes to issue every
// part's launch, the host bounds the launch: more launches lengthen it,
// and the copies' wait does not.
func (rt *Runtime) interiorPays(k *kernel, p *plan, i int) bool {
	pt := &p.parts[i]
	launches := 0 // a boundary launch per side another part lies on
	if i > 0 {
		launches++
	}
	if i < len(p.parts)-1 {
		launches++
	}
	launch := rt.adapt.launch.Seconds()
	if c := k.cost; c.known && c.time(blocksOf(pt.grid)) < rt.hostIssue(k, p) {
		return false
	}
	added := float64(launches) * launch
	if p.once && k.stats.PlanMisses > 0 {
		// The interiors of a plan made for this launch alone are
		// enumerated for it alone too, at about what the plan cost.
		added += float64(k.stats.PlanNS) / float64(k.stats.PlanMisses) / 1e9
	}
	return rt.scratch.gather.copying[pt.dev] > added
}

// readOnlyParam reports whether b is a pointer argument of the launch and
// no pointer argument of it writes b.
func (rt *Runtime) readOnlyParam(k *kernel, b *buffer) bool {
	found := false
	for i, pa := range rt.scratch.ptrs {
		if pa.buf != b || k.pointers[i].Kind != ParamPointer {
			continue
		}
		if k.pointers[i].writes() {
			return false
		}
		found = true
	}
	return found
}

// errLacks stops readsNoCopy's walk at the first piece that is copied.
var errLacks = errors.New("lacks a piece")

// readsNoCopy reports whether pt (an interior) reads none of what its
// device's copies of the launch bring, so that all it reads its device
// holds: no span it needs reaches into the extent of one of them (an
// interior's blocks are its part's, and read within what the part needs).
func (rt *Runtime) readsNoCopy(k *kernel, pt *part) bool {
	g := &rt.scratch.gather
	copies := g.deferred[g.copies[pt.dev][0]:g.copies[pt.dev][1]]
	for i := range pt.access {
		pa := rt.scratch.ptrs[i]
		if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
			continue
		}
		err := eachNeed(pa, int64(k.pointers[i].ElemSize), &pt.access[i], func(s Span) error {
			for _, c := range copies {
				if c.b == pa.buf && c.s.Lo < s.end() && s.Lo < c.s.end() {
					return errLacks
				}
			}
			return nil
		})
		if err != nil {
			return false
		}
	}
	return true
}

// interiorsOf returns the interiors of p's parts, made on first need and
// kept with the plan: a part's blocks along the split less one at each
// side another part lies on, and what they need.
func (rt *Runtime) interiorsOf(k *kernel, p *plan) []interior {
	if p.interiors != nil {
		return p.interiors
	}
	s := &rt.scratch
	s.planSpans, s.marks = s.planSpans[:0], s.marks[:0]
	dim := int(p.split)
	np, n := len(k.pointers), len(p.parts)
	access := slices.Grow(p.interiorAccess[:0], n*np)[:n*np]
	clear(access)
	out := slices.Grow(p.interiorArray[:0], n)[:n]
	clear(out)
	p.interiorAccess, p.interiorArray = access, out
	for i := range p.parts {
		pt := &p.parts[i]
		lo, hi := pt.box[boxMin+2-dim], pt.box[boxMax+2-dim]
		in0, in1 := lo, hi
		if i > 0 {
			in0++
		}
		if i < len(p.parts)-1 {
			in1--
		}
		if in0 >= in1 {
			continue
		}
		it := &out[i]
		it.ok = true
		it.inner = subPart(pt, dim, in0, in1)
		it.inner.access = access[i*np : (i+1)*np : (i+1)*np]
		it.edges = [2]part{subPart(pt, dim, lo, in0), subPart(pt, dim, in1, hi)}
	}
	// The interiors' accesses, each listed for all of them in one call.
	boxes := s.boxes[:0]
	for i := range out {
		if out[i].ok {
			boxes = append(boxes, &out[i].inner.box)
		}
	}
	s.boxes = boxes
	s.lists.list(k.pointers, boxes, s.scalars)
	for i, b := 0, 0; i < len(out); i++ {
		if out[i].ok {
			s.lists.part = b
			s.accessPlans(k.pointers, boxes[b], i == 0, out[i].inner.access)
			b++
		}
	}
	s.lists.done()
	p.interiorSpans = s.settleSpans(p.interiorSpans)
	p.interiors = out
	return out
}

// subPart is the blocks [lo, hi) along dimension dim (0: x) of pt.
func subPart(pt *part, dim int, lo, hi int64) part {
	q := part{dev: pt.dev, box: pt.box, grid: pt.grid, trailing: pt.trailing}
	q.box[boxMin+2-dim], q.box[boxMax+2-dim] = lo, hi
	q.grid[dim] = int(hi - lo)
	q.trailing[2-dim] = int32(lo)
	return q
}

// launchParts launches the parts of a split launch: the interiors of
// those whose copies run beside them and the parts whose copies run in
// the plain order, then, once each one's copies are in, the boundaries
// and the other parts.
//
// A part whose blocks touch nothing (the rows above k of an LU's or a
// Gram-Schmidt's step, all parts but the first of a kernel whose one
// thread works) is not launched where the kernel can do nothing else
// (skipsIdle): on a GPU each launch is a driver call.
func (rt *Runtime) launchParts(d *KernelDesc, p *plan, lc LaunchConfig) error {
	g := &rt.scratch.gather
	var err error
	for i := range p.parts {
		pt := &p.parts[i]
		st := g.state(pt.dev)
		if st&besideStarted != 0 && st&besideInterior == 0 || p.unlaunched(i) && rt.scratch.skipIdle() {
			continue
		}
		if st&besideStarted != 0 {
			pt = &p.interiors[i].inner
		}
		if err = rt.launchPart(d, pt, lc, true); err != nil {
			break
		}
	}
	for i := range p.parts {
		pt := &p.parts[i]
		st := g.state(pt.dev)
		if st&besideStarted == 0 {
			continue
		}
		g.beside[pt.dev] = 0
		if e := rt.joinCopies(pt.dev); err == nil {
			err = e
		}
		if st&besideInterior == 0 {
			if err == nil {
				err = rt.launchPart(d, pt, lc, true)
			}
			continue
		}
		for j := range p.interiors[i].edges {
			if e := &p.interiors[i].edges[j]; err == nil && blocksOf(e.grid) > 0 {
				err = rt.launchPart(d, e, lc, true)
			}
		}
	}
	return err
}

// skipsIdle reports whether the parts of a launch of d from img that
// touch nothing may go unlaunched: the kernel reduces into no variable,
// the image has no variables a launch makes fresh (a kernel may write
// those apart from its pointers) and its code neither prints, asserts,
// traps nor allocates (Image.quietCode). The analysis describes every
// other access of a split kernel.
func skipsIdle(d *KernelDesc, img *Image) bool {
	return len(d.VarReductions) == 0 && len(img.vars) == 0 && img.quietCode()
}

// skipIdle reports whether the launch's idle parts go unlaunched
// (skipsIdle). It is asked only where a part is idle: the first question
// about an image scans its code, tens of µs, many times a one-device
// launch.
func (s *launchScratch) skipIdle() bool { return skipsIdle(s.desc, s.image) }

// unlaunched reports whether a launch that skips idle parts leaves part i
// of p out: an idle part, but the first where every part is idle (a
// launch of nothing would not report what the kernel's launch reports,
// too much shared memory).
func (p *plan) unlaunched(i int) bool {
	return p.parts[i].idle && (i > 0 || p.idle < len(p.parts))
}

// launched returns how many of p's parts a launch runs (the adaptive
// split's launch cost is per part launched).
func (rt *Runtime) launched(p *plan) int {
	if p.idle == 0 || !rt.scratch.skipIdle() {
		return len(p.parts)
	}
	return max(len(p.parts)-p.idle, 1)
}

// idle reports whether part pt's blocks touch none of its pointers
// (makePlan marks such parts).
func idle(pt *part) bool {
	for i := range pt.access {
		if a := &pt.access[i]; reads(*a) || a.writtenWhole || len(a.written) > 0 {
			return false
		}
	}
	return true
}

// copiesBeside and joinCopies start and end queueing the copies into dev
// beside its kernels, in the backend and the trace.
func (rt *Runtime) copiesBeside(dev int) error {
	t := rt.trace.begin()
	if err := rt.be.(copierBeside).CopiesBeside(dev); err != nil {
		return rt.fault(err, "copies into device %d beside its kernels", dev)
	}
	rt.scratch.gather.beside[dev] |= besideStarted
	rt.trace.beside(t, dev, true)
	return nil
}

func (rt *Runtime) joinCopies(dev int) error {
	t := rt.trace.begin()
	if err := rt.be.(copierBeside).JoinCopies(dev); err != nil {
		return rt.fault(err, "waiting for the copies into device %d", dev)
	}
	rt.trace.beside(t, dev, false)
	return nil
}
