package mgpu

import (
	"fmt"
	"slices"
	"time"
)

// kernel is a registered descriptor and what the runtime keeps about it.
type kernel struct {
	desc     *KernelDesc
	pointers []Param // desc.pointers(): the parameters, then the pointer fields
	hand     bool    // hand-written: wins over a generated descriptor
	nscalars int
	// splitRefusal is why a descriptor that asks for a split cannot have
	// one (a write of the whole buffer), or "".
	splitRefusal string
	plans        map[string]*plan // by launchKey
	// Plans not cached (planFor): probed once its first launches all
	// missed; seen, while not caching, the keys made since (by their
	// hash: a string per launch would be garbage); spare, the last plan
	// made, whose memory the next reuses.
	probed bool
	seen   map[uint64]bool
	spare  *plan
	// shiftOf is, by scalar slot, its index in desc.Shifts or -1; moved,
	// the last plan planFor moved for a shift scalar's value, whose
	// memory the next reuses.
	shiftOf []int
	moved   *plan
	ahead   readAhead // the read-ahead along its shift scalar (readahead.go)
	stats   *kernelStats
	cost    kernelCost // the adaptive split's model of it (adaptive.go)
	// paramSizes are its parameters' sizes in bytes (KernelParamSizes).
	paramSizes []int
}

// RegisterKernel registers a kernel descriptor. A hand-written descriptor
// replaces a generated one for the same kernel whatever the order; a
// generated one never replaces a hand-written one.
func (rt *Runtime) RegisterKernel(desc *KernelDesc, handWritten bool) error {
	if err := desc.validate(); err != nil {
		return wrap(ErrorInvalidValue, err, "bad kernel descriptor")
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if old := rt.kernels[desc.Mangled]; old != nil && old.hand && !handWritten {
		return nil
	}
	k := &kernel{desc: desc, pointers: desc.pointers(), hand: handWritten, nscalars: desc.scalarCount(), plans: map[string]*plan{}}
	for _, p := range desc.Params {
		k.paramSizes = append(k.paramSizes, p.Size)
	}
	if desc.Split != SplitNone {
		for i, p := range k.pointers {
			if p.Kind == ParamPointer && (p.Write.Pattern == AccessAll || p.MayWrite.Pattern == AccessAll) {
				k.splitRefusal = fmt.Sprintf("%s may write anywhere in its buffer", desc.pointerName(i))
			}
		}
	}
	k.shiftOf = slices.Repeat([]int{-1}, k.nscalars)
	for i, sh := range desc.Shifts {
		k.shiftOf[sh.Slot] = i
	}
	k.stats = rt.stats.kernel(desc)
	rt.kernels[desc.Mangled] = k
	return nil
}

// LaunchConfig is one kernel launch.
type LaunchConfig struct {
	Image       *Image // the translation unit holding the kernel
	Kernel      string // mangled name
	Grid, Block Dim3
	SharedBytes int
	// Args holds each parameter's bytes; pointers are virtual addresses.
	// Launch keeps no reference to them past its return.
	Args [][]byte
}

// launchScratch holds the buffers a launch reuses, so a steady-state
// launch allocates nothing.
type launchScratch struct {
	box     [12]int64 // the launch's whole grid
	key     []byte
	scalars []int64
	// moves and shiftMoves are the launch's shift scalars' intervals and
	// moves (shiftMoves); delta, by pointer, the elements a moved plan's
	// spans move.
	moves, delta []int64
	shiftMoves   [][]int64
	shiftBox     [12]int64   // the box shiftMoves passes (a local would escape)
	desc         *KernelDesc // the launch's kernel and image, for skipIdle
	image        *Image
	ahead        []aheadSpan // by pointer: the read-ahead of the launch gathering (readahead.go)
	wide         []Span      // syncAhead's spans
	ptrs         []ptrArg
	others       []*buffer
	patches      []argPatch
	stray        bool // a described pointer field is not a buffer's address
	// unsplit is why decodeArgs found that the launch cannot split (a
	// texture its maps do not hold for), or "".
	unsplit string
	args    [][]byte
	arena   []byte
	missing []rectJob
	gather  gathering // a split launch's copies (halo.go)
	launch  int64     // launches so far, the current one included (the trace's launch)
	// accessPlans' enumerations, and the spans of the plan being made
	ranges    []Range
	spans     []Span
	planSpans []Span
	marks     []spanMark
	lists     boxLists // the parts' enumerations, one call per access
	boxes     []*[12]int64
	// recording is the launch whose copies are being recorded (memo.go),
	// memoBufs its buffers.
	recording *coherenceMemo
	memoBufs  []*buffer
}

// Launch runs a kernel over all devices as its descriptor allows.
func (rt *Runtime) Launch(lc LaunchConfig) error {
	start := time.Now()
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	k := rt.kernels[lc.Kernel]
	if k == nil {
		return errorf(ErrorInvalidDeviceFunc, "kernel %s has no descriptor: was its translation unit compiled by mgpucc (or, for a hand port, registered with __mgpuRegisterKernel)?", lc.Kernel)
	}
	d := k.desc
	for i := 0; i < 3; i++ {
		if lc.Grid[i] < 1 || lc.Block[i] < 1 {
			return errorf(ErrorInvalidConfiguration, "launch of %s with grid %v and block %v: every extent must be at least 1", d.Name, lc.Grid, lc.Block)
		}
	}
	if n := lc.Block[0] * lc.Block[1] * lc.Block[2]; n > 1024 {
		return errorf(ErrorInvalidConfiguration, "launch of %s with %d threads per block (at most 1024)", d.Name, n)
	}
	if len(lc.Args) != len(d.Params) {
		return errorf(ErrorInvalidValue, "launch of %s with %d arguments; it has %d parameters", d.Name, len(lc.Args), len(d.Params))
	}
	s := &rt.scratch
	s.launch++
	s.desc, s.image = d, lc.Image
	rt.adapt.probing = 0
	if err := rt.decodeArgs(k, lc.Args); err != nil {
		return err
	}
	unsplit := s.unsplit
	if unsplit == "" && (len(s.others) > 0 || s.stray) {
		unsplit = "a struct argument holds a pointer the analysis does not describe, or a described one that is not a buffer's"
	}
	full := &s.box
	*full = fullBox(lc.Grid, lc.Block)
	p, reductions, reason, err := rt.choose(k, lc, full, unsplit)
	if err != nil {
		return err
	}
	var backendTime time.Duration
	st := k.stats
	if p != nil {
		backendTime, err = rt.runPlan(k, p, lc, reductions)
		st.usedSplit(p.split)
		st.Devices = max(st.Devices, p.devices)
	} else {
		backendTime, err = rt.runUnsplit(k, lc, full, reason)
		if st.Split == "" || st.Split == "none" {
			st.Split, st.Reason = "none", reason
		}
		st.Devices = max(st.Devices, 1)
	}
	if err == nil {
		rt.recordAhead(k)
	}
	st.Launches++
	rt.stats.addRuntime(st, time.Since(start)-backendTime-rt.adapt.probing)
	return err
}

// choose decides how a launch over the box full runs: split by the plan
// p, reducing into reductions, or unsplit (p nil) because of reason;
// unsplit is a reason found before, or "".
func (rt *Runtime) choose(k *kernel, lc LaunchConfig, full *[12]int64, unsplit string) (p *plan, reductions []reductionTarget, reason string, err error) {
	dim, reason := rt.decide(k, full, unsplit)
	if dim == SplitNone {
		return nil, nil, reason, nil
	}
	if why := rt.adapt.refuses(); why != "" {
		return nil, nil, why, nil
	}
	// The adaptive split's model, where it weighs this launch, first
	// without a plan, then with it.
	modelled := rt.modelled(k)
	if modelled {
		if why := rt.tooShort(k, blocksOf(lc.Grid)); why != "" {
			return nil, nil, why, nil
		}
	}
	p = rt.planFor(k, lc.Grid, lc.Block, dim)
	if rt.partsMeet(k, p) {
		return nil, nil, "pointer arguments share a buffer, and the devices' writes through them would meet", nil
	}
	reductions, missing, err := rt.reductionTargets(k, lc.Image)
	if err != nil {
		return nil, nil, "", err
	}
	if missing != "" {
		return nil, nil, fmt.Sprintf("it reduces into the __device__ variable %s, which the program does not register", missing), nil
	}
	if modelled {
		if why := rt.splitPays(k, p, reductions); why != "" {
			return nil, nil, why, nil
		}
	}
	return p, reductions, "", nil
}

// runPlan synchronises, launches and records a split launch; it returns
// the time spent inside the backend loading code and launching kernels.
func (rt *Runtime) runPlan(k *kernel, p *plan, lc LaunchConfig, reductions []reductionTarget) (time.Duration, error) {
	s := &rt.scratch
	track := !rt.debug.noPatterns
	// Bytes copied from the host that the parts read mostly apart wait
	// for the gather, which brings each part what it needs of them (a
	// column slab, where placing them first by rows made the launch
	// transpose them); the rest are placed after it. Bytes many parts
	// read are placed first, so that the parts exchange their blocks side
	// by side (matmul's second matrix), not each from the first to
	// receive them. A buffer with partial instances has them placed where
	// its pages are (placeShares).
	atNeed := track && !rt.debug.noTransfers
	staged := false
	for _, pa := range s.ptrs {
		if pa.buf == nil || pa.buf.staged == nil {
			continue
		}
		if atNeed && pa.buf.pages == nil && rt.readApart(k, p, pa.buf) {
			staged = true
			continue
		}
		if err := rt.place(k.stats, pa.buf, p.devices); err != nil {
			return 0, err
		}
	}
	for i := range p.parts {
		pt := &p.parts[i] // not copied: a part is two dozen words
		if err := rt.backPart(k, pt); err != nil {
			return 0, wrap(CodeOf(err), err, "launch of %s, its part on device %d", k.desc.Name, pt.dev)
		}
	}
	var memo *coherenceMemo // the launch recorded or replayed
	replay := false
	var gathering time.Time // when the inputs' coherence began (GatherNS)
	if track {
		for _, pa := range s.ptrs {
			if pa.buf != nil {
				rt.claim(pa.buf)
			}
		}
		rt.gridByShifts(k)
		gathering = time.Now()
		if memo, replay = rt.recall(k, p, lc, len(reductions) > 0); replay {
			k.stats.Replays++
			if err := rt.replayCopies(k, p, memo); err != nil {
				return 0, err
			}
		} else if err := rt.gatherSplit(k, p, lc, reductions, memo); err != nil {
			return 0, err
		}
	}
	// The launch loop is timed as a whole (reading the clock per part
	// would cost more than laying out the arguments it would exclude); its
	// start ends the inputs' coherence.
	start := time.Now()
	if track {
		k.stats.GatherNS += int64(start.Sub(gathering))
	}
	if err := rt.launchParts(k.desc, p, lc); err != nil {
		return time.Since(start), err
	}
	inBackend := time.Since(start)
	k.cost.gathered = false
	if track {
		if replay {
			rt.replayHolders(k, memo)
		} else {
			for j := range p.parts {
				pt := &p.parts[j]
				for i := range pt.access {
					if pa := s.ptrs[i]; pa.buf != nil {
						recordWrites(pa, int64(k.pointers[i].ElemSize), &pt.access[i], pt.dev)
					}
				}
			}
		}
		for _, pa := range s.ptrs {
			// What the parts neither read nor wrote (the bytes a part
			// copies to overwrite are told no tracker, halo.go).
			if staged && pa.buf != nil {
				if err := rt.placeAfter(k.stats, pa.buf, p.devices); err != nil {
					return inBackend, err
				}
			}
		}
		for i, pa := range s.ptrs {
			// A reduced buffer ends up combined on the first part's
			// device, laid out along nothing.
			if pa.buf != nil && k.pointers[i].writes() {
				pa.buf.layout = layout{p.split, p.devices}
				if k.pointers[i].Reduce != ReduceNone {
					pa.buf.layout = layout{SplitNone, 1}
				}
			}
		}
		if !rt.debug.noTransfers {
			if err := rt.combinePartials(k, p, reductions); err != nil {
				return inBackend, err
			}
		}
		switch {
		case memo == nil || replay:
		case staged:
			// Its copies from the host and the bytes placed after
			// them are the staging's, which a launch that meets the
			// same trackers may not have.
			p.keeper().letGo(memo)
		default:
			rt.keep(p, memo)
		}
	}
	return inBackend, nil
}

// gatherSplit brings a split launch's inputs to its parts, recording the
// copies into memo when not nil, and resets its reductions' partial
// copies.
func (rt *Runtime) gatherSplit(k *kernel, p *plan, lc LaunchConfig, reductions []reductionTarget, memo *coherenceMemo) error {
	for _, pa := range rt.scratch.ptrs {
		if pa.buf != nil {
			pa.buf.tracker.compact() // no rects pending
		}
	}
	rt.scratch.recording = memo
	rt.readAheadFor(k, p)
	err := rt.gatherInputs(k, p, lc, len(reductions) > 0)
	rt.scratch.ahead = rt.scratch.ahead[:0]
	if memo != nil {
		rt.recorded(memo)
	}
	if err != nil || rt.debug.noTransfers {
		return err
	}
	return rt.resetPartials(k, p, reductions)
}

// runUnsplit runs the original kernel of an unsplit launch on device 0
// (full: its box; reason: why unsplit). A buffer
// device 0 holds whole needs nothing synchronised in, and one it holds
// alone still is so after the launch, whatever the kernel writes; so only
// pointers to other buffers take the plan's ranges: on one device those to
// managed and page-locked memory (the host's copy is a holder too), on
// several those other devices hold parts of. A launch whose scalars change
// every time then costs a look at each pointer's tracker, not a plan.
func (rt *Runtime) runUnsplit(k *kernel, lc LaunchConfig, full *[12]int64, reason string) (time.Duration, error) {
	s := &rt.scratch
	track := !rt.debug.noPatterns
	var p *plan // made on first need
	access := func(i int) accessPlan {
		if p == nil {
			p = rt.planFor(k, lc.Grid, lc.Block, SplitNone)
		}
		return p.parts[0].access[i]
	}
	for _, pa := range s.ptrs {
		if pa.buf != nil {
			if err := rt.place(k.stats, pa.buf, 1); err != nil {
				return 0, err
			}
		}
	}
	for _, b := range s.others {
		if err := rt.place(k.stats, b, 1); err != nil {
			return 0, err
		}
	}
	// Partial instances get device 0's pages of what the launch touches;
	// all of a buffer device 0 holds whole is mapped already, and pinned
	// against giving back while the launch maps others (reclaim.go).
	for i, pa := range s.ptrs {
		if pa.buf == nil || pa.buf.pages == nil {
			continue
		}
		var err error
		if pa.buf.tracker.HeldWholeBy(0) {
			err = rt.back(pa.buf, 0, 0, pa.buf.size)
		} else {
			err = rt.backAccess(pa, int64(k.pointers[i].ElemSize), access(i), 0)
		}
		if err != nil {
			return 0, rt.unsplitNeeds(k, reason, err)
		}
	}
	for _, b := range s.others {
		if err := rt.back(b, 0, 0, b.size); err != nil {
			return 0, rt.unsplitNeeds(k, reason, err)
		}
	}
	if track {
		for _, pa := range s.ptrs {
			if pa.buf != nil {
				rt.claim(pa.buf)
			}
		}
		for _, b := range s.others {
			rt.claim(b)
		}
		peer := k.stats.Peer
		for i, pa := range s.ptrs {
			if pa.buf == nil || pa.buf.tracker.HeldWholeBy(0) {
				continue
			}
			a := access(i)
			if err := rt.syncAccess(k, i, &a, 0); err != nil {
				return 0, err
			}
		}
		if err := rt.syncVars(k, lc.Image, 0); err != nil {
			return 0, err
		}
		for _, b := range s.others {
			if err := rt.syncRange(k.stats, b, 0, b.size, 0); err != nil {
				return 0, err
			}
		}
		k.cost.ranWhole(k.stats.Peer > peer)
	}
	start := time.Now()
	err := rt.launchPart(k.desc, &part{dev: 0, box: *full, grid: lc.Grid}, lc, false)
	inBackend := time.Since(start)
	if err != nil || !track {
		return inBackend, err
	}
	for i, pa := range s.ptrs {
		if pa.buf != nil && k.pointers[i].writes() {
			pa.buf.layout = layout{SplitNone, 1}
			if !pa.buf.tracker.HeldOnlyBy(0) {
				a := access(i)
				recordWrites(pa, int64(k.pointers[i].ElemSize), &a, 0)
			}
		}
	}
	for _, b := range s.others {
		b.tracker.Write(0, b.size, 0)
	}
	// Only kernels that run unsplit write __device__ variables (a split
	// one only those it reduces into, which combinePartials records).
	for _, v := range lc.Image.vars {
		if !v.copies.tracker.HeldOnlyBy(0) {
			v.copies.tracker.Write(0, v.size, 0)
		}
	}
	return inBackend, nil
}

// unsplitNeeds says why device 0 lacks memory for an unsplit launch.
func (rt *Runtime) unsplitNeeds(k *kernel, reason string, err error) error {
	return wrap(CodeOf(err), err, "launch of %s, which runs on device 0 alone (%s)", k.desc.Name, reason)
}

// launchPart launches a part of a launch on its device: the partitioned
// kernel of a split launch, else the original.
func (rt *Runtime) launchPart(d *KernelDesc, pt *part, lc LaunchConfig, split bool) error {
	m, err := rt.module(lc.Image, pt.dev)
	if err != nil {
		return err
	}
	name := d.Mangled
	if split {
		name = d.Partitioned
	}
	args := rt.deviceArgs(d, pt, lc.Args, split)
	t := rt.trace.begin()
	err = rt.be.Launch(pt.dev, m, name, pt.grid, lc.Block, lc.SharedBytes, args)
	rt.trace.kernel(t, pt.dev, d.Name, pt.box, rt.scratch.launch)
	if err != nil {
		return rt.fault(err, "kernel %s on device %d", d.Name, pt.dev)
	}
	return nil
}

// KernelParamSizes returns the byte size of each parameter of a registered
// kernel (what a C caller's args[i] point to), the kernel's own slice, not
// to be changed; ok is false when the kernel has no descriptor.
func (rt *Runtime) KernelParamSizes(mangled string) (sizes []int, ok bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	k := rt.kernels[mangled]
	if k == nil {
		return nil, false
	}
	return k.paramSizes, true
}
