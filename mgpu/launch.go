package mgpu

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"slices"
	"sort"
	"strings"
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
	stats        *kernelStats
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
	if desc.Split != SplitNone {
		for i, p := range k.pointers {
			if p.Kind == ParamPointer && (p.Write.Pattern == AccessAll || p.MayWrite.Pattern == AccessAll) {
				k.splitRefusal = fmt.Sprintf("%s may write anywhere in its buffer", desc.pointerName(i))
			}
		}
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
	Args [][]byte
}

// part is one device's share of a launch.
type part struct {
	dev      int
	box      [12]int64
	grid     Dim3     // the grid it is launched with
	trailing [6]int32 // partitioned kernels: offset z,y,x, gridDim z,y,x
	access   []accessPlan
}

// accessPlan is what one part needs of one pointer parameter, in elements
// relative to the pointer: need is synced in before the launch, written is
// recorded as held by the part's device only after it.
//
// A pointer a kernel reduces into (Param.Reduce) is needed and written
// whole by an unsplit launch and by the first part of a split one; the
// other parts' copies start as the reduction's identity (resetPartials)
// and are combined into the first part's after the launch
// (combinePartials). Every part counts as writing it whole, so that
// partsMeet runs a launch unsplit when another of its pointers shares the
// buffer.
type accessPlan struct {
	need, written           []Range
	needWhole, writtenWhole bool
}

// plan is a launch's parts, a pure function of (kernel, grid, block,
// scalars) and therefore cached: one part on device 0 when the launch is
// not split.
type plan struct {
	parts   []part
	devices int
	split   Split // the dimension split along (SplitNone: one part)
}

// ptrArg is a pointer argument resolved to a buffer (nil for NULL and for
// parameters that are not pointers).
type ptrArg struct {
	buf *buffer
	off int64
}

// argPatch is a pointer to managed or page-locked memory inside a
// by-value aggregate argument: its value is the host's address, so each
// device gets its own instance's address there instead.
type argPatch struct {
	param, at int // the parameter, and the pointer's byte offset in it
	ptr       ptrArg
}

// launchScratch holds the buffers a launch reuses, so a steady-state
// launch allocates nothing.
type launchScratch struct {
	box     [12]int64 // the launch's whole grid
	key     []byte
	scalars []int64
	ptrs    []ptrArg
	others  []*buffer
	patches []argPatch
	stray   bool // a described pointer field is not a buffer's address
	args    [][]byte
	arena   []byte
	missing []copyJob
	ranges  []Range // accessPlans' enumerations
}

type copyJob struct {
	lo, hi int64 // bytes of the buffer
	src    int
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
	if err := rt.decodeArgs(k, lc.Args); err != nil {
		return err
	}
	unsplit := ""
	if len(s.others) > 0 || s.stray {
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
		backendTime, err = rt.runUnsplit(k, lc, full)
		if st.Split == "" || st.Split == "none" {
			st.Split, st.Reason = "none", reason
		}
		st.Devices = max(st.Devices, 1)
	}
	st.Launches++
	rt.stats.addRuntime(st, time.Since(start)-backendTime)
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
	return p, reductions, "", nil
}

// decodeArgs fills the scratch scalars and resolved pointers.
func (rt *Runtime) decodeArgs(k *kernel, args [][]byte) error {
	s := &rt.scratch
	d := k.desc
	s.scalars = append(s.scalars[:0], make([]int64, k.nscalars)...)
	s.ptrs = append(s.ptrs[:0], make([]ptrArg, len(k.pointers))...)
	s.others = s.others[:0]
	s.patches = s.patches[:0]
	s.stray = false
	if d.Indirect {
		// Any buffer may be reached: all are made whole on device 0 and
		// written there, as for pointers inside aggregates.
		rt.buffers.Ascend(func(b *buffer) bool { s.others = append(s.others, b); return true })
	}
	for i, prm := range d.Params {
		a := args[i]
		if len(a) < prm.Size {
			return errorf(ErrorInvalidValue, "launch of %s: argument %d has %d bytes, the parameter %d", d.Name, i, len(a), prm.Size)
		}
		switch prm.Kind {
		case ParamScalar:
			if prm.ScalarSlot >= 0 {
				s.scalars[prm.ScalarSlot] = loadInt(a[:prm.Size], prm.Signed)
			}
		case ParamPointer:
			v, b, off, err := rt.argBuffer(a, d.Name, i)
			if err != nil {
				return err
			}
			if b == nil && v != 0 {
				return errorf(ErrorInvalidDevicePointer, "launch of %s: argument %d (0x%x) is neither in a buffer from cudaMalloc or cudaMallocManaged nor in page-locked host memory (freed, or pageable host memory? allocate it with cudaMallocHost or register it with cudaHostRegister)", d.Name, i, v)
			}
			if b != nil {
				s.ptrs[i] = ptrArg{b, off}
			}
		case ParamOther:
			if err := rt.decodeStruct(k, i, a[:prm.Size]); err != nil {
				return err
			}
		}
	}
	// Integer fields of struct arguments (inside them: validate checked
	// the offsets against the parameter sizes, the loop above the bytes).
	for _, f := range d.Fields {
		s.scalars[f.ScalarSlot] = loadInt(args[f.Param][f.Offset:f.Offset+f.Size], f.Signed)
	}
	return nil
}

// decodeStruct resolves the pointers in struct argument i: its described
// pointer fields are pointer parameters (each device gets its own copy's
// address there; one that is no buffer's address makes the launch run
// unsplit). Other words that hold a buffer's address, unless the
// descriptor says they are data to the kernel, make the launch run unsplit
// with those buffers made whole on device 0.
func (rt *Runtime) decodeStruct(k *kernel, i int, a []byte) error {
	s, d := &rt.scratch, k.desc
	for j, f := range d.PtrFields {
		if f.Param != i {
			continue
		}
		v, b, off, _ := rt.argBuffer(a[f.Offset:], d.Name, i)
		if b == nil {
			s.stray = s.stray || v != 0
			continue
		}
		s.ptrs[len(d.Params)+j] = ptrArg{b, off}
		s.patches = append(s.patches, argPatch{i, f.Offset, ptrArg{b, off}})
	}
	if d.StructsDescribed {
		return nil
	}
	for o := 0; o+8 <= len(a); o += 8 {
		if slices.ContainsFunc(d.PtrFields, func(f PtrField) bool { return f.Param == i && f.Offset == o }) {
			continue
		}
		_, b, off, err := rt.argBuffer(a[o:], d.Name, i)
		if err != nil {
			return err
		}
		if b == nil {
			continue
		}
		s.others = append(s.others, b)
		if b.host != nil {
			s.patches = append(s.patches, argPatch{i, o, ptrArg{b, off}})
		}
	}
	return nil
}

// argBuffer resolves the pointer in the first 8 bytes of word, argument i
// of kernel: no buffer for a null pointer or one outside every buffer.
func (rt *Runtime) argBuffer(word []byte, kernel string, i int) (v DevPtr, b *buffer, off int64, err error) {
	v = DevPtr(binary.LittleEndian.Uint64(word))
	if v == 0 {
		return 0, nil, 0, nil
	}
	if b, off, err = rt.resolveDevice(v); err != nil {
		err = wrap(CodeOf(err), err, "launch of %s: argument %d", kernel, i)
	}
	return v, b, off, err
}

// loadInt widens a little-endian integer argument to int64.
func loadInt(b []byte, signed bool) int64 {
	var u uint64
	for i := len(b) - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	if signed && len(b) < 8 {
		shift := uint(64 - 8*len(b))
		return int64(u<<shift) >> shift
	}
	return int64(u)
}

// maxPlans bounds each kernel's plan cache.
const maxPlans = 1024

// planFor returns the cached plan of a launch split along dim (SplitNone:
// unsplit), making it on first use.
func (rt *Runtime) planFor(k *kernel, grid, block Dim3, dim Split) *plan {
	s := &rt.scratch
	key := append(s.key[:0], byte(dim+1))
	for _, v := range [...]int{grid[0], grid[1], grid[2], block[0], block[1], block[2]} {
		key = binary.LittleEndian.AppendUint64(key, uint64(v))
	}
	for _, v := range s.scalars {
		key = binary.LittleEndian.AppendUint64(key, uint64(v))
	}
	s.key = key
	if p, ok := k.plans[string(key)]; ok {
		k.stats.PlanHits++
		return p
	}
	k.stats.PlanMisses++
	start := time.Now()
	p := rt.makePlan(k, grid, block, dim)
	k.stats.PlanNS += int64(time.Since(start))
	if len(k.plans) >= maxPlans {
		// A scalar that changes every launch (a time step) would grow
		// the cache without bound; start over instead.
		clear(k.plans)
	}
	k.plans[string(key)] = p
	return p
}

// makePlan makes the plan of a launch split along split (SplitNone: one
// part on device 0).
func (rt *Runtime) makePlan(k *kernel, grid, block Dim3, split Split) *plan {
	scalars := rt.scratch.scalars
	p := &plan{split: split}
	dim := int(split) // index into Dim3 (x, y, z)
	full := fullBox(grid, block)
	if split == SplitNone {
		pt := part{dev: 0, box: full, grid: grid}
		pt.access = accessPlans(k.pointers, &full, scalars, true, true, &rt.scratch.ranges)
		p.parts = []part{pt}
		p.devices = 1
		fillWriteHoles(k.pointers, p.parts)
		return p
	}
	g := grid[dim]
	n := min(rt.ndev, g)
	for i := 0; i < n; i++ {
		lo, hi := i*g/n, (i+1)*g/n
		pt := part{dev: i, box: full, grid: grid}
		pt.box[boxMin+2-dim] = int64(lo)
		pt.box[boxMax+2-dim] = int64(hi)
		pt.grid[dim] = hi - lo
		pt.trailing[2-dim] = int32(lo)
		for w := 0; w < 3; w++ {
			pt.trailing[3+2-w] = int32(grid[w])
		}
		pt.access = accessPlans(k.pointers, &pt.box, scalars, false, i == 0, &rt.scratch.ranges)
		p.parts = append(p.parts, pt)
	}
	p.devices = n
	fillWriteHoles(k.pointers, p.parts)
	return p
}

// fullBox is the box of a launch's whole grid.
func fullBox(grid, block Dim3) [12]int64 {
	var full [12]int64
	for w := 0; w < 3; w++ {
		full[boxMax+2-w] = int64(grid[w])
		full[boxBlockDim+2-w] = int64(block[w])
		full[boxGridDim+2-w] = int64(grid[w])
	}
	return full
}

// decide says along which dimension a launch of k over the box full is
// split, or SplitNone and why not; unsplit is a reason found before (or
// ""). The candidates are the descriptor's split, then its alternatives,
// each kept when the grid has more than one block along it and its
// split_valid accepts the launch; of several, the one most of the
// launch's buffers are laid out along (laidOut), the first on a tie. It
// enumerates nothing, so an unsplit launch needs no plan to know it is.
func (rt *Runtime) decide(k *kernel, full *[12]int64, unsplit string) (Split, string) {
	d := k.desc
	switch {
	case d.Split == SplitNone:
		return SplitNone, d.Reason
	case k.splitRefusal != "":
		return SplitNone, k.splitRefusal
	case d.Indirect:
		return SplitNone, "it reaches buffers through pointers it loads"
	case unsplit != "":
		return SplitNone, unsplit
	case rt.ndev == 1:
		return SplitNone, "one device"
	}
	best, bestHeld := SplitNone, int64(-1)
	var why []string
	for i := -1; i < len(d.Alternatives); i++ {
		dim, valid, requires := d.Split, d.SplitValid, d.SplitRequires
		if i >= 0 {
			a := &d.Alternatives[i]
			dim, valid, requires = a.Split, a.SplitValid, a.SplitRequires
		}
		blocks := full[boxMax+2-int(dim)]
		switch {
		case blocks == 1:
			why = append(why, fmt.Sprintf("the grid has one block along %s", dim))
			continue
		case valid != nil && !valid(full, rt.scratch.scalars):
			why = append(why, fmt.Sprintf("the launch (grid (%d, %d, %d), blockDim (%d, %d, %d)) is outside what the split along %s needs: %s",
				full[boxMax+2], full[boxMax+1], full[boxMax], full[boxBlockDim+2], full[boxBlockDim+1], full[boxBlockDim], dim, requires))
			continue
		case len(d.Alternatives) == 0:
			return dim, ""
		}
		if held := rt.laidOut(dim, int(min(blocks, int64(rt.ndev)))); held > bestHeld {
			best, bestHeld = dim, held
		}
	}
	if best == SplitNone {
		return SplitNone, strings.Join(why, "; ")
	}
	return best, ""
}

// layout is how the last launch that wrote a buffer was split: along
// split over devices parts (devices 0: no launch wrote it; 1: unsplit).
type layout struct {
	split   Split
	devices int
}

// laidOut is the bytes of the launch's buffers that the last launch
// writing them split along dim over devices parts, as a split along dim
// would: the devices then hold their parts' data already, and the launch
// moves the least. One look per pointer, where comparing the candidates'
// plans would enumerate every candidate.
func (rt *Runtime) laidOut(dim Split, devices int) int64 {
	held := int64(0)
	for _, pa := range rt.scratch.ptrs {
		if pa.buf != nil && pa.buf.layout == (layout{dim, devices}) {
			held += pa.buf.size
		}
	}
	return held
}

// partsMeet reports whether two parts of a split plan would write the same
// bytes, or one write what another reads, through pointers that share a
// buffer (the analysis keeps each pointer's blocks apart, assuming
// different buffers): the launch must then run unsplit. Only buffers that
// two pointers reach are checked, so the usual launch costs a scan of its
// pointers.
func (rt *Runtime) partsMeet(k *kernel, p *plan) bool {
	ptrs := rt.scratch.ptrs
	for i, a := range ptrs {
		if a.buf == nil || !slices.ContainsFunc(ptrs[i+1:], func(b ptrArg) bool { return b.buf == a.buf }) {
			continue
		}
		if slices.ContainsFunc(ptrs[:i], func(b ptrArg) bool { return b.buf == a.buf }) {
			continue // checked with its first pointer
		}
		type span struct {
			lo, hi int64
			part   int
			write  bool
		}
		var spans []span
		for pi, pt := range p.parts {
			for j, b := range ptrs {
				if b.buf != a.buf {
					continue
				}
				acc, elem := pt.access[j], int64(k.pointers[j].ElemSize)
				add := func(rs []Range, whole, write bool) {
					if whole {
						spans = append(spans, span{0, a.buf.size, pi, write})
						return
					}
					for _, r := range rs {
						lo, hi := byteRange(b, elem, r)
						spans = append(spans, span{lo, hi, pi, write})
					}
				}
				add(acc.written, acc.writtenWhole, true)
				add(acc.need, acc.needWhole, false)
			}
		}
		slices.SortFunc(spans, func(u, v span) int { return cmp.Compare(u.lo, v.lo) })
		for x, u := range spans {
			for _, v := range spans[x+1:] {
				if v.lo >= u.hi {
					break
				}
				if u.part != v.part && (u.write || v.write) {
					return true
				}
			}
		}
	}
	return false
}

// maxFilledHole is the widest hole, in bytes, between two write ranges of
// a part that fillWriteHoles closes.
const maxFilledHole = 256

// fillWriteHoles closes the small holes between each part's write ranges
// of a pointer parameter that no part of the launch writes: the part syncs
// such a hole in before the launch and holds it alone afterwards, which is
// correct (its bytes did not change) and keeps the tracker from splitting
// into a segment per struct field when a kernel stores the x, y and z of
// float4s but not w. Holes another part writes stay open.
func fillWriteHoles(pointers []Param, parts []part) {
	for i, prm := range pointers {
		if prm.Kind == ParamPointer {
			fillParamHoles(parts, i, max(maxFilledHole/max(int64(prm.ElemSize), 1), 1))
		}
	}
}

// fillParamHoles closes the holes of at most maxHole elements of parameter i.
func fillParamHoles(parts []part, i int, maxHole int64) {
	var all []Range // every part's write ranges, merged when first needed
	for pi := range parts {
		a := &parts[pi].access[i]
		if a.writtenWhole || len(a.written) < 2 {
			continue
		}
		// Parts usually write apart (rows of a y split): when no other
		// part writes between a part's first and last write, no hole
		// needs looking up.
		lo, hi := a.written[0].Lo, a.written[len(a.written)-1].Hi
		apart := true
		for pj := range parts {
			w := parts[pj].access[i].written
			apart = apart && (pj == pi || len(w) == 0 || w[0].Lo >= hi || w[len(w)-1].Hi <= lo)
		}
		if !apart && all == nil {
			for _, pt := range parts {
				all = append(all, pt.access[i].written...)
			}
			all = mergeRanges(all)
		}
		filled := a.written[:1]
		var holes []Range
		for _, r := range a.written[1:] {
			last := &filled[len(filled)-1]
			hole := Range{last.Hi, r.Lo}
			if hole.Hi-hole.Lo <= maxHole && (apart || !overlapsAny(all, hole)) {
				holes = append(holes, hole)
				last.Hi = r.Hi
				continue
			}
			filled = append(filled, r)
		}
		a.written = filled
		if len(holes) > 0 {
			a.need = unionRanges(a.need, holes)
		}
	}
}

// unionRanges merges two sorted lists of disjoint ranges into a new one,
// in one pass (a part's holes are many when it writes a column).
func unionRanges(a, b []Range) []Range {
	out := make([]Range, 0, len(a)+len(b))
	for len(a) > 0 || len(b) > 0 {
		var r Range
		if len(b) == 0 || len(a) > 0 && a[0].Lo <= b[0].Lo {
			r, a = a[0], a[1:]
		} else {
			r, b = b[0], b[1:]
		}
		if n := len(out); n > 0 && r.Lo <= out[n-1].Hi {
			out[n-1].Hi = max(out[n-1].Hi, r.Hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

// overlapsAny reports whether r overlaps a range of rs (sorted, disjoint).
func overlapsAny(rs []Range, r Range) bool {
	j, _ := slices.BinarySearchFunc(rs, r.Lo, func(x Range, lo int64) int {
		switch {
		case x.Hi <= lo:
			return -1
		case x.Lo > lo:
			return 1
		}
		return 0
	})
	return j < len(rs) && rs[j].Lo < r.Hi
}

// accessPlans enumerates each pointer parameter's ranges for one box. A
// part synchronises in what it reads and may write (an unsplit launch also
// what it writes, in case the writes are over-approximated), and then
// holds alone what it writes or may write. A buffer reduced into is
// needed whole by the first part only (first: an unsplit launch's part
// too). The enumerators fill buf, kept from launch to launch, so that each
// runs once with room enough; the plan keeps merged copies.
func accessPlans(pointers []Param, box *[12]int64, scalars []int64, unsplit, first bool, buf *[]Range) []accessPlan {
	out := make([]accessPlan, len(pointers))
	for i, prm := range pointers {
		if prm.Kind != ParamPointer {
			continue
		}
		a := &out[i]
		if prm.Reduce != ReduceNone {
			a.needWhole, a.writtenWhole = first, true
			continue
		}
		var w1, w2, w3 bool
		rs, w1 := prm.Read.elemRanges(box, scalars, (*buf)[:0])
		rs, w2 = prm.MayWrite.elemRanges(box, scalars, rs)
		if unsplit {
			rs, w3 = prm.Write.elemRanges(box, scalars, rs)
		}
		a.needWhole = w1 || w2 || w3
		a.need = slices.Clone(mergeRanges(rs))
		rs, w1 = prm.Write.elemRanges(box, scalars, rs[:0])
		rs, w2 = prm.MayWrite.elemRanges(box, scalars, rs)
		a.writtenWhole = w1 || w2
		a.written = slices.Clone(mergeRanges(rs))
		*buf = rs
	}
	return out
}

// byteRange converts an element range of a pointer argument to a byte
// range of its buffer, clipped to the buffer.
func byteRange(pa ptrArg, elem int64, r Range) (int64, int64) {
	return max(pa.off+r.Lo*elem, 0), min(pa.off+r.Hi*elem, pa.buf.size)
}

// runPlan synchronises, launches and records a split launch; it returns
// the time spent inside the backend loading code and launching kernels.
func (rt *Runtime) runPlan(k *kernel, p *plan, lc LaunchConfig, reductions []reductionTarget) (time.Duration, error) {
	s := &rt.scratch
	track := !rt.debug.noPatterns
	if track {
		for _, pa := range s.ptrs {
			if pa.buf != nil {
				rt.claim(pa.buf)
			}
		}
		for _, pt := range p.parts {
			if err := rt.syncIn(k, pt); err != nil {
				return 0, err
			}
			if err := rt.syncVars(k, lc.Image, pt.dev); err != nil {
				return 0, err
			}
		}
		if !rt.debug.noTransfers {
			if err := rt.resetPartials(k, p, reductions); err != nil {
				return 0, err
			}
		}
	}
	// The launch loop is timed as a whole (reading the clock per part
	// would cost more than laying out the arguments it would exclude).
	start := time.Now()
	for _, pt := range p.parts {
		if err := rt.launchPart(k.desc, pt, lc, true); err != nil {
			return time.Since(start), err
		}
	}
	inBackend := time.Since(start)
	if track {
		for _, pt := range p.parts {
			for i, a := range pt.access {
				if pa := s.ptrs[i]; pa.buf != nil {
					recordWrites(pa, int64(k.pointers[i].ElemSize), a, pt.dev)
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
	}
	return inBackend, nil
}

// runUnsplit runs the original kernel of an unsplit launch on device 0
// (full: its box). A buffer
// device 0 holds whole needs nothing synchronised in, and one it holds
// alone still is so after the launch, whatever the kernel writes; so only
// pointers to other buffers take the plan's ranges: on one device those to
// managed and page-locked memory (the host's copy is a holder too), on
// several those other devices hold parts of. A launch whose scalars change
// every time then costs a look at each pointer's tracker, not a plan.
func (rt *Runtime) runUnsplit(k *kernel, lc LaunchConfig, full *[12]int64) (time.Duration, error) {
	s := &rt.scratch
	track := !rt.debug.noPatterns
	var p *plan // made on first need
	access := func(i int) accessPlan {
		if p == nil {
			p = rt.planFor(k, lc.Grid, lc.Block, SplitNone)
		}
		return p.parts[0].access[i]
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
		for i, pa := range s.ptrs {
			if pa.buf == nil || pa.buf.tracker.HeldWholeBy(0) {
				continue
			}
			if err := rt.syncAccess(k, i, access(i), 0); err != nil {
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
	}
	start := time.Now()
	err := rt.launchPart(k.desc, part{dev: 0, box: *full, grid: lc.Grid}, lc, false)
	inBackend := time.Since(start)
	if err != nil || !track {
		return inBackend, err
	}
	for i, pa := range s.ptrs {
		if pa.buf != nil && k.pointers[i].writes() {
			pa.buf.layout = layout{SplitNone, 1}
			if !pa.buf.tracker.HeldOnlyBy(0) {
				recordWrites(pa, int64(k.pointers[i].ElemSize), access(i), 0)
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

// launchPart launches a part of a launch on its device: the partitioned
// kernel of a split launch, else the original.
func (rt *Runtime) launchPart(d *KernelDesc, pt part, lc LaunchConfig, split bool) error {
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
	rt.trace.kernel(t, pt.dev, d.Name, pt.box)
	if err != nil {
		return rt.fault(err, "kernel %s on device %d", d.Name, pt.dev)
	}
	return nil
}

// recordWrites makes dev the only holder of what a part wrote through pa.
func recordWrites(pa ptrArg, elem int64, a accessPlan, dev int) {
	if a.writtenWhole {
		pa.buf.tracker.Write(0, pa.buf.size, dev)
		return
	}
	for _, r := range a.written {
		lo, hi := byteRange(pa, elem, r)
		pa.buf.tracker.Write(lo, hi, dev)
	}
}

// syncVars makes the __device__ variables of img fresh on dev.
func (rt *Runtime) syncVars(k *kernel, img *Image, dev int) error {
	for _, v := range img.vars {
		b, err := rt.instances(v)
		if err != nil {
			return err
		}
		if err := rt.syncRange(k.stats, b, 0, b.size, dev); err != nil {
			return err
		}
	}
	return nil
}

// syncIn copies to a part's device every range it needs and lacks.
func (rt *Runtime) syncIn(k *kernel, pt part) error {
	for i, a := range pt.access {
		if err := rt.syncAccess(k, i, a, pt.dev); err != nil {
			return err
		}
	}
	return nil
}

// syncAccess copies to dev what a needs of pointer i and dev lacks.
func (rt *Runtime) syncAccess(k *kernel, i int, a accessPlan, dev int) error {
	pa := rt.scratch.ptrs[i]
	if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
		return nil
	}
	if a.needWhole {
		return rt.syncRange(k.stats, pa.buf, 0, pa.buf.size, dev)
	}
	elem := int64(k.pointers[i].ElemSize)
	need := a.need
	for len(need) > 0 {
		lo, hi := byteRange(pa, elem, need[0])
		// A part needs many ranges (one per row) that its device mostly
		// holds in one segment: skip them all at once.
		if end, h := pa.buf.tracker.Segment(lo); h.Has(dev) && hi <= end {
			need = need[sort.Search(len(need), func(j int) bool {
				_, hi := byteRange(pa, elem, need[j])
				return hi > end
			}):]
			continue
		}
		if err := rt.syncRange(k.stats, pa.buf, lo, hi, dev); err != nil {
			return err
		}
		need = need[1:]
	}
	return nil
}

// syncRange makes [lo, hi) of b valid in holder slot to (a device, or the
// host's copy of managed memory), copying each missing run from the
// nearest device holding it, else from the host; adjacent runs from one
// holder become one copy. st is the kernel the copies are for, or nil.
func (rt *Runtime) syncRange(st *kernelStats, b *buffer, lo, hi int64, to int) error {
	s := &rt.scratch
	jobs := s.missing[:0]
	b.tracker.Query(lo, hi, func(a, z int64, h Holders) bool {
		if h.Has(to) {
			return true
		}
		src := h.devices().Nearest(to)
		if src < 0 {
			src = h.First() // the host, or nobody
		}
		if n := len(jobs); n > 0 && jobs[n-1].hi == a && jobs[n-1].src == src {
			jobs[n-1].hi = z
		} else {
			jobs = append(jobs, copyJob{a, z, src})
		}
		return true
	})
	s.missing = jobs
	for _, j := range jobs {
		if j.src < 0 {
			return errorf(ErrorUnknown, "buffer 0x%x bytes [%d,%d) have no holder (runtime bug)", b.base, j.lo, j.hi)
		}
		if !rt.debug.noTransfers {
			if err := rt.transfer(st, b, j.lo, j.hi, to, j.src); err != nil {
				return err
			}
		}
		b.tracker.Copy(j.lo, j.hi, to)
	}
	return nil
}

// transfer copies [lo, hi) of b from holder slot from to holder slot to.
func (rt *Runtime) transfer(st *kernelStats, b *buffer, lo, hi int64, to, from int) error {
	switch {
	case from == hostSlot:
		return rt.hostWrite(to, b.inst[to]+DevPtr(lo), b.host.mem[lo:hi], st)
	case to == hostSlot:
		if err := rt.hostRead(from, b.inst[from]+DevPtr(lo), b.host.mem[lo:hi], st); err != nil {
			return err
		}
		b.host.settle(lo, hi)
		return nil
	}
	return rt.peerCopy(to, b.inst[to]+DevPtr(lo), from, b.inst[from]+DevPtr(lo), hi-lo, st)
}

// deviceArgs lays out a part's arguments: pointers translated to the
// device's instances, and the partitioned kernel's six trailing int32s.
func (rt *Runtime) deviceArgs(d *KernelDesc, pt part, args [][]byte, split bool) [][]byte {
	s := &rt.scratch
	s.args = s.args[:0]
	s.arena = s.arena[:0]
	total := 6 * 4
	for i := range d.Params {
		total += d.Params[i].Size
	}
	if cap(s.arena) < total {
		s.arena = make([]byte, 0, total)
	}
	for i, prm := range d.Params {
		start := len(s.arena)
		if prm.Kind == ParamPointer {
			pa := s.ptrs[i]
			var v DevPtr
			if pa.buf != nil {
				v = pa.buf.inst[pt.dev] + DevPtr(pa.off)
			}
			s.arena = binary.LittleEndian.AppendUint64(s.arena, uint64(v))
		} else {
			s.arena = append(s.arena, args[i][:prm.Size]...)
			for _, pp := range s.patches {
				if pp.param == i {
					binary.LittleEndian.PutUint64(s.arena[start+pp.at:], uint64(pp.ptr.buf.inst[pt.dev]+DevPtr(pp.ptr.off)))
				}
			}
		}
		s.args = append(s.args, s.arena[start:len(s.arena):len(s.arena)])
	}
	if split {
		for _, v := range pt.trailing {
			start := len(s.arena)
			s.arena = binary.LittleEndian.AppendUint32(s.arena, uint32(v))
			s.args = append(s.args, s.arena[start:len(s.arena):len(s.arena)])
		}
	}
	return s.args
}

// KernelParamSizes returns the byte size of each parameter of a registered
// kernel (what a C caller's args[i] point to); ok is false when the kernel
// has no descriptor.
func (rt *Runtime) KernelParamSizes(mangled string) (sizes []int, ok bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	k := rt.kernels[mangled]
	if k == nil {
		return nil, false
	}
	sizes = make([]int, len(k.desc.Params))
	for i, p := range k.desc.Params {
		sizes[i] = p.Size
	}
	return sizes, true
}
