package mgpu

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Adaptive splitting (MGPU_SPLIT, issue 19; JACC's section 4.3): a launch
// the analysis lets split is split only when the model below predicts it
// finishes sooner than on one device.
//
//	unsplit = T(blocks) + L + gather, where it recurs
//	split   = max over parts p of (copies_p + T(blocks_p)) + D·L + reductions
//
// T(b) is the kernel's time on one device over b blocks, from the last
// completed measurement of one of its launches (kernelTimer: CUDA events
// on device 0, the simulator's modelled time): the device's kernel start
// and a time per block, at least a block per multiprocessor
// (kernelFloor, kernelCost.time); L is the cost of
// launching one part, D the parts launched (not those that touch nothing:
// launchParts); copies_p is what part p's device lacks of the spans
// it needs (asked of the trackers, nothing copied), each copy costing its
// bytes over the link's bandwidth plus the link's latency: a device's
// copies run one after another, different devices' at once (copies from
// the host count on neither side: both make them); the parts on logical
// devices of one GPU count as one part of all their blocks and copies
// (adaptive_gpus.go); gather is what device
// 0 would copy in of the parts' needs, weighed once the kernel's launches
// on device 0 gather each time (kernelCost.gathers). A kernel not yet
// measured is split (the layout the host copies leave is already
// spread over the devices, and its partitioned launch gives the
// measurement); a backend that measures nothing (null) always splits,
// unless MGPU_KERNEL_TIMES states the kernels' times.
// Once decided, a kernel keeps its decision until the other choice is
// predicted faster by hysteresis (10 %), so that close predictions do
// not move its data back and forth between launches.
// The decision changes where blocks run, never what they compute: an
// unsplit launch runs the original kernel on device 0, as for every other
// reason not to split.

// splitMode is MGPU_SPLIT.
type splitMode int

const (
	splitAdaptive splitMode = iota
	splitAlways
	splitNever
)

// parseSplitMode reads MGPU_SPLIT; "" is the backend's default (def).
func parseSplitMode(s string, def splitMode) (splitMode, error) {
	switch strings.TrimSpace(s) {
	case "":
		return def, nil
	case "adaptive":
		return splitAdaptive, nil
	case "always":
		return splitAlways, nil
	case "never":
		return splitNever, nil
	}
	return 0, fmt.Errorf("MGPU_SPLIT=%q: want adaptive, always or never", s)
}

// kernelTiming is one measured launch: how long it ran, over how many
// blocks; seq orders measurements (larger is newer).
type kernelTiming struct {
	Time   time.Duration
	Blocks int64
	Seq    uint64
}

// kernelTimer is a backend that measures its launches: the CUDA backend
// with events around launches on device 0, the simulator with its
// instruction count (simOpsPerSecond).
type kernelTimer interface {
	// KernelTime returns the last completed measurement of a launch of
	// kernel (its mangled name, original or partitioned), without waiting
	// for the devices; ok is false while none has completed.
	KernelTime(kernel string) (t kernelTiming, ok bool)
	// TimeKernels turns the measurements on (off at first: they cost
	// event records where nobody asks).
	TimeKernels()
	// Floor is what any kernel takes on the devices besides its blocks.
	Floor() kernelFloor
}

// kernelFloor is what a kernel takes on a device besides its blocks'
// share of its time: its start (from its launch to its end with no work)
// and a block per multiprocessor (a part of fewer blocks leaves the
// others idle, and takes as long as one of that many). On a GPU a small
// kernel's time is mostly its start: a part of a quarter of a 6.5 µs
// kernel's blocks took 6.5 µs on an H100 (docs/gpu-results.md), and
// taken per block it made every split of such kernels look 4x faster
// (the whole kernel 26 µs; with the floor, 15 µs, and no split pays).
type kernelFloor struct {
	start float64 // seconds
	sms   int64
}

// blocks is how many blocks' time a kernel of blocks takes.
func (f kernelFloor) blocks(blocks int64) float64 { return float64(max(blocks, f.sms)) }

// statedTimes is MGPU_KERNEL_TIMES: one GPU's seconds per block of each
// kernel (by its name in the source, without a signature) and the GPU's
// floor, for a backend that measures nothing: the null devices of the
// scaling study (docs/scaling.md), whose runs then split and overlap as
// the runtime would with the kernel times the study replays.
type statedTimes struct {
	perBlock map[string]float64
	floor    kernelFloor
}

// statedBlocks is the block count a stated time is given for (so that a
// Duration's nanoseconds keep a time per block's digits).
const statedBlocks = 1 << 20

// KernelTime is the stated time of statedBlocks blocks, the floor's
// start included (measure takes it off again).
func (s statedTimes) KernelTime(kernel string) (kernelTiming, bool) {
	if i := strings.IndexByte(kernel, '('); i >= 0 {
		kernel = kernel[:i] // a source name's signature
	}
	secs, ok := s.perBlock[kernel]
	return kernelTiming{Time: time.Duration((s.floor.start + secs*statedBlocks) * 1e9), Blocks: statedBlocks, Seq: 1}, ok
}

func (s statedTimes) TimeKernels() {}

func (s statedTimes) Floor() kernelFloor { return s.floor }

// parseStatedTimes reads MGPU_KERNEL_TIMES: "name=us_per_block,...",
// optionally followed by ";SMS,START_US", the GPU's multiprocessors and
// kernel start (kernelFloor).
func parseStatedTimes(v string) (statedTimes, error) {
	s := statedTimes{perBlock: map[string]float64{}}
	times, floor, hasFloor := strings.Cut(v, ";")
	if hasFloor {
		sms, start, ok := strings.Cut(floor, ",")
		n, err1 := strconv.ParseInt(strings.TrimSpace(sms), 10, 64)
		us, err2 := strconv.ParseFloat(strings.TrimSpace(start), 64)
		if !ok || err1 != nil || err2 != nil || n < 0 || us < 0 || math.IsInf(us, 0) || math.IsNaN(us) {
			return s, fmt.Errorf("MGPU_KERNEL_TIMES=%q: %q is not the GPU's MULTIPROCESSORS,KERNEL_START_US (e.g. 132,3.4)", v, floor)
		}
		s.floor = kernelFloor{start: us * 1e-6, sms: n}
	}
	for _, f := range strings.Split(times, ",") {
		name, us, ok := strings.Cut(strings.TrimSpace(f), "=")
		x, err := strconv.ParseFloat(us, 64)
		if !ok || name == "" || err != nil || x < 0 || math.IsInf(x, 0) || math.IsNaN(x) {
			return s, fmt.Errorf("MGPU_KERNEL_TIMES=%q: %q is not NAME=MICROSECONDS_PER_BLOCK (e.g. hotspot_step=0.27)", v, f)
		}
		s.perBlock[name] = x * 1e-6
	}
	return s, nil
}

// hostIssue is the host's time to issue split launch p of k: a driver
// call per part launched and per copy (MGPU_LINK's launch cost each: the copies'
// calls and events cost about a launch's) and the runtime's own time per
// launch of k so far, plans excluded (a plan is made once). Where a part's
// kernel takes less, the host bounds the launch (interiorPays).
func (rt *Runtime) hostIssue(k *kernel, p *plan) float64 {
	t := float64(rt.launched(p)+len(rt.scratch.gather.deferred)) * rt.adapt.launch.Seconds()
	if st := k.stats; st.Launches > 0 {
		t += float64(st.RuntimeNS-st.PlanNS) / float64(st.Launches) / 1e9
	}
	return t
}

// adaptive is the runtime's state for MGPU_SPLIT.
type adaptive struct {
	mode   splitMode
	timer  kernelTimer // nil: nothing is measured, every launch splits
	prober linkProber  // nil: no link is timed (MGPU_LINK, or the split weighs none: links.go)
	assume linkAssumer // the backend's links where none is timed; nil: the fixed link
	links  []link      // (ndev+1)², holder slot ndev is the host; probed or assumed on first use (linkCost)
	fixed  link        // MGPU_LINK, or the default
	uneven bool        // a link differs from fixed by more than relayMargin (relays.go)
	launch time.Duration
	// probing is the time the current launch spent timing links, the
	// backend's, left out of the runtime's own (as plans are from the
	// host's time per launch that hostIssue weighs interiors by: a
	// launch that probed would make every later one look host-bound).
	probing time.Duration
	jobs    []rectJob // Missing's scratch
	spans   []Span    // gatherCost's scratch
	perDev  []float64 // each device's copy seconds, scratch
	// gpuOf is each device's GPU, numbered from 0, where some devices
	// share one (sharedGPUs), else nil; gpusAmong[n] counts the GPUs of
	// devices 0 to n-1. gpuBlocks, gpuCopies and partCopies are
	// partsTime's and weigh's scratch.
	gpuOf      []int
	gpusAmong  []int
	gpuBlocks  []int64
	gpuCopies  []float64
	partCopies []float64
	bufs       []*buffer // the launch's buffers, scratch (verdictBuffers)
	// verdicts are splitPays's recent decisions, by plan (splitMemo).
	verdicts     [maxVerdicts]splitMemo
	verdictClock uint64 // counts verdicts kept and recalled (splitMemo.used)
	verdictHits  int64  // launches that took a verdict kept
}

// kernelCost is what the model knows of one kernel: seconds per block from
// the newest measurement, the last decision, and the last reason not to
// split (kept while its printed numbers stay the same, so the steady state
// allocates nothing).
type kernelCost struct {
	perBlock float64
	floor    kernelFloor // the timer's, when perBlock was measured
	seq      uint64
	known    bool
	decided  bool // split holds a decision of the model
	split    bool
	reason   string
	why      [4]float64 // the reason's numbers, rounded as printed
	// gathers is set when the kernel's launches on device 0 gather, each
	// time, what other devices wrote since the one before (two unsplit
	// launches in a row both copied in from peers): then every unsplit
	// launch costs that gather too. A gather after a split launch of the
	// kernel may be the last (the data stays on device 0 from then on), so
	// it alone is not weighed: weighing it would split every launch after
	// the first that stays whole.
	gathers  bool
	gathered bool // the kernel's last launch ran on device 0 alone and copied in from peers
}

// hysteresis is how much faster the other choice must be predicted for a
// kernel's split decision to change: predictions within it (a kernel
// whose split and unsplit times are close, measured with noise) would
// otherwise flip the decision from launch to launch, and each flip moves
// the kernel's data between the devices.
const hysteresis = 0.1

// time is the seconds a launch (or part) of blocks thread blocks takes.
func (c *kernelCost) time(blocks int64) float64 {
	return c.floor.start + c.perBlock*c.floor.blocks(blocks)
}

// keeps reports whether the last decision stands against predictions of
// split and unsplit seconds: there is one, and the other choice is not
// faster by hysteresis.
func (c *kernelCost) keeps(split, unsplit float64) bool {
	if !c.decided {
		return false
	}
	if c.split {
		return unsplit > split*(1-hysteresis)
	}
	return split > unsplit*(1-hysteresis)
}

// ranWhole records a launch of the kernel on device 0 alone, which
// copied in from other devices (gathered) or not.
func (c *kernelCost) ranWhole(gathered bool) {
	c.gathers = gathered && (c.gathered || c.gathers)
	c.gathered = gathered
}

// newAdaptive reads MGPU_SPLIT and MGPU_LINK for a backend of ndev devices.
func newAdaptive(cfg Config, be Backend, ndev int) (adaptive, error) {
	a := adaptive{}
	def := splitAdaptive
	if be.Name() == "sim" {
		// The end-to-end corpus runs small programs on the simulator and
		// checks how they split; MGPU_SPLIT=adaptive models them.
		def = splitAlways
	}
	var err error
	if a.mode, err = parseSplitMode(cfg.Split, def); err != nil {
		return a, err
	}
	spec, err := parseLinkCost(cfg.Link)
	if err != nil {
		return a, err
	}
	a.launch = spec.launch
	a.fixed = spec.every
	if !spec.set {
		a.fixed = link{known: true}
		a.fixed.perByte, a.fixed.perCopy = assumedLink(false)
		a.prober, _ = be.(linkProber)
		a.assume, _ = be.(linkAssumer)
	}
	a.timer, _ = be.(kernelTimer)
	if cfg.Timings != "" && a.timer == nil {
		if a.timer, err = parseStatedTimes(cfg.Timings); err != nil {
			return a, err
		}
	}
	if a.timer != nil && a.mode == splitAdaptive && ndev > 1 {
		a.timer.TimeKernels()
	} else {
		a.prober = nil // links are timed only where the split weighs them (links.go)
	}
	a.links = make([]link, (ndev+1)*(ndev+1))
	for _, p := range spec.pairs {
		if p.a < ndev && p.b < ndev {
			a.links[p.a*(ndev+1)+p.b], a.links[p.b*(ndev+1)+p.a] = p.l, p.l
			a.note(p.l)
		}
	}
	a.perDev = make([]float64, ndev)
	if s, ok := be.(sharedGPUs); ok {
		a.shareGPUs(s, ndev)
	}
	return a, nil
}

// refuses says why no launch is split (MGPU_SPLIT=never), or "".
func (a *adaptive) refuses() string {
	if a.mode == splitNever {
		return "MGPU_SPLIT=never"
	}
	return ""
}

// measure brings k's cost up to the newest measurement of its original or
// partitioned kernel; it reports whether one is known.
func (rt *Runtime) measure(k *kernel) bool {
	c := &k.cost
	for _, name := range [3]string{k.desc.Mangled, k.desc.Partitioned, k.desc.Name} {
		if name == "" {
			continue
		}
		if t, ok := rt.adapt.timer.KernelTime(name); ok && t.Blocks > 0 && (!c.known || t.Seq > c.seq) {
			c.floor = rt.adapt.timer.Floor()
			c.perBlock, c.seq, c.known = max(t.Time.Seconds()-c.floor.start, 0)/c.floor.blocks(t.Blocks), t.Seq, true
		}
	}
	return c.known
}

// modelled reports whether the adaptive split weighs k's launches: asked
// for (MGPU_SPLIT=adaptive), with kernel times measured or stated and the
// trackers on, and a time of k known (measure brings it up to the newest).
func (rt *Runtime) modelled(k *kernel) bool {
	a := &rt.adapt
	return a.mode == splitAdaptive && a.timer != nil && !rt.debug.noPatterns && !rt.debug.noTransfers && rt.measure(k)
}

// tooShort is why a launch of k (modelled) over blocks thread blocks stays whole
// before a plan is made for it (a loop counter's plans are made anew each
// launch, 16 parts' worth on 16 devices), or "": the kernel on one device
// takes no longer than any split of it into 2 to ndev parts would with no
// copies at all (the largest part at least its share of the blocks, a
// launch per part), and the launches before did not split it (the
// hysteresis). splitPays would decide the same with the plan.
func (rt *Runtime) tooShort(k *kernel, blocks int64) string {
	a := &rt.adapt
	if c := &k.cost; c.decided && c.split || c.gathers {
		return ""
	}
	launch := a.launch.Seconds()
	one := k.cost.time(blocks)
	for n := 2; n <= rt.ndev; n++ {
		g := int64(a.gpus(n))
		if k.cost.time((blocks+g-1)/g)+float64(n)*launch < one+launch {
			return ""
		}
	}
	return rt.notSplit(k, a.tooShortWhy(one, launch, rt.ndev), 0, 0, 0, rt.ndev)
}

// splitPays decides whether the split p of a launch of k (modelled) runs: "" when it
// does, else the reason it does not (counted in the kernel's statistics).
// A launch that meets what an earlier one of the plan was decided from
// takes its verdict (splitMemo) without asking the trackers.
func (rt *Runtime) splitPays(k *kernel, p *plan, reductions []reductionTarget) string {
	bufs, keep := rt.verdictBuffers(p, reductions)
	if keep {
		if m := rt.recallVerdict(k, p); m != nil {
			rt.adapt.verdictHits++
			return rt.apply(k, m.verdict, len(p.parts))
		}
	}
	v, asked := rt.weigh(k, p, reductions)
	if keep && asked {
		rt.keepVerdict(k, p, v, bufs) // before apply changes k's decision
	}
	return rt.apply(k, v, len(p.parts))
}

// verdict is what splitPays decided for a launch: split (pays), or not
// for the reason notSplit records from why and the predictions.
type verdict struct {
	pays                   bool
	why                    [4]float64
	split, unsplit, copies float64
}

// apply records v as k's decision for a launch over parts devices and
// returns its reason ("" when it splits).
func (rt *Runtime) apply(k *kernel, v verdict, parts int) string {
	if v.pays {
		k.cost.split, k.cost.decided = true, true
		return ""
	}
	return rt.notSplit(k, v.why, v.split, v.unsplit, v.copies, parts)
}

// weigh is the model's verdict on the split p of a launch of k, and
// whether it asked the trackers (a kernel too short for the parts'
// launches needs none of them).
func (rt *Runtime) weigh(k *kernel, p *plan, reductions []reductionTarget) (verdict, bool) {
	a := &rt.adapt
	c := &k.cost
	var total int64
	for i := range p.parts {
		total += blocksOf(p.parts[i].grid)
	}
	launch := a.launch.Seconds()
	one := c.time(total)
	unsplit := one + launch
	spread := float64(rt.launched(p)) * launch
	compute := a.partsTime(c, p, nil)
	// A kernel too short for the parts' launches stays whole whatever
	// its copies cost, unless the launches before split it (hysteresis)
	// or its unsplit launches gather each time: no tracker is asked.
	// Such launches on 16 devices asked 16 parts' trackers each time.
	if unsplit <= compute+spread && !(c.decided && c.split) && !c.gathers {
		return verdict{why: a.tooShortWhy(one, launch, len(p.parts))}, false
	}
	gather := 0.0
	var moved int64
	copies := a.partCopies[:0]
	for i := range p.parts {
		secs, bytes := rt.copyCost(k, &p.parts[i])
		moved += bytes
		copies = append(copies, secs)
	}
	a.partCopies = copies
	worst := a.partsTime(c, p, copies)
	// Reductions are combined through the host: each other part's copy
	// reset, every copy read back, the sum written (2D transfers).
	for _, t := range reductions {
		l := rt.linkCost(0, hostSlot)
		n := float64(2 * len(p.parts))
		worst += n * (float64(t.buf.size)*l.perByte + l.perCopy)
		moved += int64(n) * t.buf.size
	}
	if c.gathers {
		gather = rt.gatherCost(k, p)
		unsplit += gather
	}
	split := worst + spread
	kept := c.keeps(split, unsplit)
	if kept && c.split || !kept && split < unsplit {
		return verdict{pays: true}, true
	}
	saves := unsplit - (compute + spread)
	why := [4]float64{float64(moved), round3(worst - compute), round3(saves), round3(gather)}
	switch {
	case kept && split < unsplit:
		why = [4]float64{-2, round3(split), round3(unsplit)}
	case saves <= 0:
		why = a.tooShortWhy(one, launch, len(p.parts))
	}
	return verdict{why: why, split: split, unsplit: unsplit, copies: worst - compute}, true
}

// splitMemo is a verdict of splitPays on a launch of plan p of kernel k,
// with everything else it was weighed from: the kernel's time per block
// and last decision (the hysteresis), the launch's pointer arguments and
// their buffers' trackers. The links it asked for are fixed once known
// (linkCost), so a launch of p that meets the rest again would be weighed
// the same, and takes the verdict without asking each part's trackers
// what it lacks: a kernel near its break-even on few devices (fdtd2d on 2
// H100s) asked them on every launch. The verdict decides only whether a
// launch is split, never what it computes. Kept only for a cached plan
// (one made for a single launch may be made again in its memory) and
// while the kernel made no plan since (a new plan may take the memory of
// one the cache dropped).
type splitMemo struct {
	k              *kernel
	p              *plan
	used           uint64 // when last recorded or recalled (adaptive.verdictClock)
	misses         int64  // k's plan misses when recorded
	perBlock       float64
	decided, split bool
	gathers        bool
	ptrs           []ptrArg
	bufs           []*buffer
	states         []trackerState
	segs           [][]segment // states' segments, kept for the next record
	verdict        verdict
}

// maxVerdicts bounds the verdicts kept, over all kernels; maxPlanVerdicts
// those of one plan (a stencil's ping-pong alternates between two), so
// that a plan whose trackers never repeat takes no other's.
const maxVerdicts, maxPlanVerdicts = 8, 2

// verdictBuffers lists the distinct buffers of the launch's pointers and
// reports whether a verdict on a launch of p may be kept or recalled: not
// for a plan made for one launch, a reduction, or a tracker over
// maxMemoSegments segments (trackedBuffers).
func (rt *Runtime) verdictBuffers(p *plan, reductions []reductionTarget) ([]*buffer, bool) {
	if p.once || len(reductions) > 0 {
		return nil, false
	}
	a := &rt.adapt
	bufs, ok := rt.trackedBuffers(maxMemoSegments, a.bufs[:0])
	a.bufs = bufs
	return bufs, ok
}

// recallVerdict returns the verdict on an earlier launch of p of k that
// this one repeats, or nil.
func (rt *Runtime) recallVerdict(k *kernel, p *plan) *splitMemo {
	a := &rt.adapt
	for i := range a.verdicts {
		if m := &a.verdicts[i]; m.k == k && m.p == p && m.repeats(rt, k) {
			a.verdictClock++
			m.used = a.verdictClock
			return m
		}
	}
	return nil
}

// repeats reports whether a launch of m's plan of k meets what m was
// weighed from.
func (m *splitMemo) repeats(rt *Runtime, k *kernel) bool {
	c := &k.cost
	if m.misses != k.stats.PlanMisses || m.perBlock != c.perBlock || m.decided != c.decided || m.split != c.split || m.gathers != c.gathers ||
		!slices.Equal(m.ptrs, rt.scratch.ptrs) {
		return false
	}
	for i, b := range m.bufs {
		if !b.tracker.equals(&m.states[i]) {
			return false
		}
	}
	return true
}

// keepVerdict keeps v, weighed for this launch of p of k over bufs before
// its decision changes k's cost, in the least recently used slot (of p's
// own where it has maxPlanVerdicts), in that slot's memory where it is
// large enough.
func (rt *Runtime) keepVerdict(k *kernel, p *plan, v verdict, bufs []*buffer) {
	a := &rt.adapt
	var m, own *splitMemo
	mine := 0
	for i := range a.verdicts {
		x := &a.verdicts[i]
		if x.k == k && x.p == p {
			mine++
			if own == nil || x.used < own.used {
				own = x
			}
		}
		if m == nil || x.used < m.used {
			m = x
		}
	}
	if mine >= maxPlanVerdicts {
		m = own
	}
	c := &k.cost
	a.verdictClock++
	m.k, m.p, m.used, m.misses, m.verdict = k, p, a.verdictClock, k.stats.PlanMisses, v
	m.perBlock, m.decided, m.split, m.gathers = c.perBlock, c.decided, c.split, c.gathers
	m.ptrs = append(m.ptrs[:0], rt.scratch.ptrs...)
	m.bufs = append(m.bufs[:0], bufs...)
	for len(m.states) < len(m.bufs) {
		m.states, m.segs = append(m.states, trackerState{}), append(m.segs, nil)
	}
	for i, b := range m.bufs {
		m.segs[i] = b.tracker.snapshotInto(&m.states[i], m.segs[i])
	}
}

// notSplit records that a launch of k over parts devices stays whole for
// the reason why holds (as splitPays's numbers: moved bytes, the copies'
// seconds, what the split saves and the part of it that is the unsplit
// launch's gather; -1: too short, with its time on one device and a
// part's launch; -2: the launches before chose so, with the split's and
// the unsplit's predictions) and returns the reason.
func (rt *Runtime) notSplit(k *kernel, why [4]float64, split, unsplit, copies float64, parts int) string {
	k.cost.split, k.cost.decided = false, true
	k.stats.NotSplit++
	if k.cost.reason == "" || why != k.cost.why {
		k.cost.why = why
		switch why[0] {
		case -2:
			k.cost.reason = fmt.Sprintf("not split: the split's predicted %s is within %d %% of the %s on one device, which the launches before chose",
				seconds(split), int(hysteresis*100), seconds(unsplit))
		case -1:
			k.cost.reason = fmt.Sprintf("not split: the kernel runs %s on one device, too short for %d devices to gain (%s to launch each part)",
				seconds(why[1]), parts, seconds(why[2]))
		case -3:
			gpus := "one GPU"
			if why[3] > 1 {
				gpus = fmt.Sprintf("%d GPUs", int(why[3]))
			}
			k.cost.reason = fmt.Sprintf("not split: its %d devices are logical devices of %s, whose parts run together: split, the kernel would take no less than its %s on one device (%s to launch each part)",
				parts, gpus, seconds(why[1]), seconds(why[2]))
		default:
			k.cost.reason = fmt.Sprintf("not split: moving %s over the links (%s) costs more than the %s it saves",
				byteCount(int64(why[0])), seconds(copies), seconds(why[2]))
			if why[3] > 0 {
				k.cost.reason += fmt.Sprintf(", of which %s gathering its inputs on device 0 (as each launch there does)", seconds(why[3]))
			}
		}
	}
	k.stats.Adaptive = k.cost.reason
	return k.cost.reason
}

// copyCost is the seconds pt's device would spend copying in what it
// lacks of the spans it needs, and their bytes: the same questions syncIn
// asks of the trackers, with nothing copied.
func (rt *Runtime) copyCost(k *kernel, pt *part) (secs float64, bytes int64) {
	a := &rt.adapt
	for i := range pt.access {
		pa := rt.scratch.ptrs[i]
		if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
			continue
		}
		jobs := a.jobs[:0]
		eachNeed(pa, int64(k.pointers[i].ElemSize), &pt.access[i], func(b Span) error {
			jobs = pa.buf.tracker.Missing(b.Lo, b.Hi, b.Pitch, b.Count, pt.dev, jobs)
			return nil
		})
		s, n := rt.jobsCost(mergeJobs(jobs), pt.dev)
		secs, bytes = secs+s, bytes+n
		a.jobs = jobs
	}
	return secs, bytes
}

// gatherCost is the seconds device 0 would spend copying in what the
// parts of p need and it lacks: what the launch on device 0 alone would
// copy, from the union of the parts' needs (unionSpans: a row the parts
// read a piece each of is one copy there, a matrix every part reads is
// counted once).
func (rt *Runtime) gatherCost(k *kernel, p *plan) float64 {
	a := &rt.adapt
	secs := 0.0
	for i := range k.pointers {
		pa := rt.scratch.ptrs[i]
		if k.pointers[i].Kind != ParamPointer || pa.buf == nil {
			continue
		}
		spans := a.spans[:0]
		for j := range p.parts {
			eachNeed(pa, int64(k.pointers[i].ElemSize), &p.parts[j].access[i], func(b Span) error {
				spans = append(spans, b)
				return nil
			})
		}
		spans = unionSpans(spans)
		jobs := a.jobs[:0]
		for _, b := range spans {
			jobs = pa.buf.tracker.Missing(b.Lo, b.Hi, b.Pitch, b.Count, 0, jobs)
		}
		s, _ := rt.jobsCost(mergeJobs(jobs), 0)
		secs += s
		a.spans, a.jobs = spans, jobs
	}
	return secs
}

// unionSpans joins, in place, the spans over the same rows (pitch and
// count) whose first ranges overlap or touch, where the joined range
// stays within the pitch; others are kept apart (halo rows that overlap
// are then counted twice).
func unionSpans(spans []Span) []Span {
	slices.SortFunc(spans, func(a, b Span) int {
		return cmp.Or(cmp.Compare(a.Pitch, b.Pitch), cmp.Compare(a.Count, b.Count), cmp.Compare(a.Lo, b.Lo))
	})
	out := spans[:0]
	for _, s := range spans {
		if n := len(out); n > 0 {
			l := &out[n-1]
			if l.Pitch == s.Pitch && l.Count == s.Count && s.Lo <= l.Hi && (s.Count == 1 || max(l.Hi, s.Hi)-l.Lo <= s.Pitch) {
				l.Hi = max(l.Hi, s.Hi)
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

// jobsCost is the seconds device dev would spend on copies jobs, and
// their bytes, those from holders other than the host.
func (rt *Runtime) jobsCost(jobs []rectJob, dev int) (secs float64, bytes int64) {
	for _, j := range jobs {
		// What only the host holds (bytes copied in and not placed yet,
		// managed memory) the unsplit launch copies too, all to one
		// device: it is no cost of the split.
		if j.src < 0 || j.src == hostSlot {
			continue
		}
		n := (j.r1 - j.r0) * (j.c1 - j.c0)
		l := rt.linkCost(dev, j.src)
		secs += float64(n)*l.perByte + l.perCopy
		bytes += n
	}
	return secs, bytes
}

// blocksOf is the number of blocks of a grid.
func blocksOf(g Dim3) int64 { return int64(g[0]) * int64(g[1]) * int64(g[2]) }

// round3 rounds x to three significant digits (as the reasons print it).
func round3(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	e := math.Pow(10, 2-math.Floor(math.Log10(math.Abs(x))))
	return math.Round(x*e) / e
}

// seconds prints a duration in seconds as ms or µs, three digits.
func seconds(s float64) string {
	switch {
	case s >= 1:
		return strconv.FormatFloat(round3(s), 'f', -1, 64) + " s"
	case s >= 1e-3:
		return strconv.FormatFloat(round3(s*1e3), 'f', -1, 64) + " ms"
	case s >= 1e-6:
		return strconv.FormatFloat(round3(s*1e6), 'f', -1, 64) + " µs"
	}
	return strconv.FormatFloat(round3(s*1e9), 'f', -1, 64) + " ns"
}

// byteCount prints a byte count in B, KiB, MiB or GiB, three digits.
func byteCount(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB"}
	x, u := float64(n), 0
	for x >= 1024 && u < len(units)-1 {
		x, u = x/1024, u+1
	}
	return strconv.FormatFloat(round3(x), 'f', -1, 64) + " " + units[u]
}
