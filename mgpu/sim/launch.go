package sim

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"
)

const maxCallDepth = 256

// Thread states between scheduling rounds.
const (
	stRun = iota
	stExit
	stBarrier
	stWarp
)

type frame struct {
	fn        *function
	regs      []uint64
	pc        int32
	localMark int
	localNext uint64
}

type thread struct {
	tid       [3]int
	lin       int
	frames    []frame
	pool      [][]uint64
	poolFn    []*function
	locals    []*segment
	localPool []*segment // locals[i] is localPool[i]
	localNext uint64
	state     uint8
	wait      *op
	waitFn    *function
	waitPC    int32
	wv        [4]uint64 // operands captured at a barrier or warp primitive
}

// launch is the state one Launch shares among its workers.
type launch struct {
	m        *Module
	fn       *function
	cfg      LaunchConfig
	name     string
	gsegs    []*segment
	failed   atomic.Bool
	mu       sync.Mutex
	err      error
	errBlock int // linear index of the block that failed with err
	trace    *Trace
	steps    atomic.Int64
	// printed holds each block's printf text (by linear block index; nil
	// until a block prints), written out in block order when the launch
	// ends: the output is the same whatever the workers' timing, and on
	// any number of devices.
	printed [][]byte
	// The workers take blocks in order (next) and run each to its end
	// (ended counts those). The launch starts dev.workers of them, and one
	// more each time a worker finds its block stalled (spinCheck), up to
	// maxWorkers; workers counts them, under mu.
	next, ended atomic.Int64
	nblocks     int
	workers     int
	maxWorkers  int
	wg          sync.WaitGroup
}

// residentThreads bounds the threads of the blocks a launch runs at once
// when its blocks stall: about what a large GPU holds (an H100 2048 on
// each of 132 multiprocessors), so that a kernel whose blocks meet through
// global memory, and so must all be held at once, runs as on a GPU.
const residentThreads = 1 << 18

// spinOps is how many atomics and warp primitives (volatile accesses
// among them, what a block that waits on another makes) a worker runs
// between two looks at whether its block stalled; stallWait is how long no block of the launch may have
// ended, seen from one look to the next, before it starts another worker.
const (
	spinOps   = 1 << 12
	stallWait = 10 * time.Millisecond
)

// blockExec runs the blocks one worker takes, one at a time.
type blockExec struct {
	l       *launch
	block   [3]int
	threads []*thread
	shared  []byte
	ssegs   []*segment
	cache   [4]*segment // recently used global and shared allocations
	victim  int
	tracing bool
	printed []byte // the printf text of the running block
	reads   []Range
	writes  []Range
	// wrote holds the global bytes the running block stored, whose later
	// loads by the block read nothing the launch found (tracing only).
	wrote map[uint64]struct{}
	clock uint64
	steps int64 // ops executed
	// syncOps counts the atomics run and the rounds that completed a warp
	// primitive (a volatile access is one: warpYield), seenEnded the
	// launch's ended blocks at the last look at them (spinCheck), seenAt
	// when it changed.
	syncOps   int64
	seenEnded int64
	seenAt    time.Time
}

var noSegment = &segment{base: 1}

// Launch runs kernel over the grid and returns once every block is done;
// the first error stops it. The Trace is nil unless cfg.Trace.
func (m *Module) Launch(kernel string, cfg LaunchConfig) (*Trace, error) {
	fn, err := m.validate(kernel, &cfg)
	if err != nil {
		return nil, err
	}
	if m.prog.usesHeap {
		if err := m.dev.makeHeap(); err != nil {
			return nil, err
		}
	}
	l := &launch{m: m, fn: fn, cfg: cfg, name: kernel, gsegs: *m.dev.segs.Load()}
	if cfg.Trace {
		l.trace = &Trace{Blocks: map[[3]int]*BlockAccess{}}
	}
	l.nblocks = cfg.Grid[0] * cfg.Grid[1] * cfg.Grid[2]
	l.workers = min(m.dev.workers, l.nblocks)
	l.maxWorkers = max(l.workers, min(l.nblocks, residentThreads/(cfg.Block[0]*cfg.Block[1]*cfg.Block[2])))
	l.wg.Add(l.workers)
	for range l.workers {
		go l.work()
	}
	l.wg.Wait()
	m.steps.Add(l.steps.Load())
	if err := l.flushPrinted(); err != nil && l.err == nil {
		l.err = err
	}
	if l.err != nil {
		return nil, l.err
	}
	return l.trace, nil
}

// flushPrinted writes the blocks' printf text in block order.
func (l *launch) flushPrinted() error {
	dev := l.m.dev
	dev.printMu.Lock()
	defer dev.printMu.Unlock()
	for _, text := range l.printed {
		if len(text) > 0 {
			if _, err := dev.stdout().Write(text); err != nil {
				return fmt.Errorf("printf: %w", err)
			}
		}
	}
	return nil
}

// work runs blocks, taken in order, until none is left or one fails.
func (l *launch) work() {
	defer l.wg.Done()
	x := l.newExec()
	grid := l.cfg.Grid
	for !l.failed.Load() {
		i := int(l.next.Add(1) - 1)
		if i >= l.nblocks {
			return
		}
		err := x.runBlock([3]int{i % grid[0], i / grid[0] % grid[1], i / (grid[0] * grid[1])})
		l.ended.Add(1)
		if x.printed != nil {
			l.mu.Lock()
			if l.printed == nil {
				l.printed = make([][]byte, l.nblocks)
			}
			l.printed[i], x.printed = x.printed, nil
			l.mu.Unlock()
		}
		l.steps.Add(x.steps)
		x.steps = 0
		if err != nil {
			// Blocks are taken in order and every block taken
			// runs to its end, so keeping the error of the lowest
			// block makes the reported error deterministic.
			l.mu.Lock()
			if l.err == nil || i < l.errBlock {
				l.err, l.errBlock = err, i
			}
			l.mu.Unlock()
			l.failed.Store(true)
			return
		}
	}
}

// addWorker starts another worker where blocks wait to be taken and
// fewer than maxWorkers run.
func (l *launch) addWorker() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if int(l.next.Load()) >= l.nblocks || l.workers >= l.maxWorkers || l.failed.Load() {
		return
	}
	l.workers++
	l.wg.Add(1)
	go l.work()
}

// syncOp counts an atomic of the running block, or a round of it that
// completed a warp primitive (a volatile access is one), and looks at
// whether the block stalled every spinOps of them (spinCheck).
func (x *blockExec) syncOp() {
	if x.syncOps++; x.syncOps%spinOps == 0 {
		x.spinCheck()
	}
}

// spinCheck starts another worker where no block of the launch ended
// since the worker's last look, stallWait or more ago: its block may be
// waiting on one not yet taken, as blocks that meet through global memory
// do (a GPU holds them all at once, the workers one each). A block
// waiting on another never ends, and with every worker holding one
// nothing ran again. It then lets other goroutines run: the workers may
// outnumber the processors.
func (x *blockExec) spinCheck() {
	now := time.Now()
	if ended := x.l.ended.Load(); ended != x.seenEnded || x.seenAt.IsZero() {
		x.seenEnded, x.seenAt = ended, now
	} else if now.Sub(x.seenAt) >= stallWait {
		x.seenAt = now
		x.l.addWorker()
	}
	runtime.Gosched()
}

func (l *launch) newExec() *blockExec {
	x := &blockExec{l: l, cache: [4]*segment{noSegment, noSegment, noSegment, noSegment}, tracing: l.trace != nil}
	p := l.m.prog
	total := p.dynShared + int64(l.cfg.SharedBytes)
	words := make([]uint64, (total+7)/8+1)
	x.shared = unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), total)
	for _, sv := range p.shared {
		x.ssegs = append(x.ssegs, &segment{base: sharedBase + uint64(sv.off), end: sharedBase + uint64(sv.off+sv.size),
			mem: x.shared[sv.off : sv.off+sv.size], name: sv.name})
	}
	x.ssegs = append(x.ssegs, &segment{base: sharedBase + uint64(p.dynShared), end: sharedBase + uint64(total),
		mem: x.shared[p.dynShared:total], name: "extern __shared__"})
	n := l.cfg.Block[0] * l.cfg.Block[1] * l.cfg.Block[2]
	for i := 0; i < n; i++ {
		bx, by := l.cfg.Block[0], l.cfg.Block[1]
		x.threads = append(x.threads, &thread{lin: i, tid: [3]int{i % bx, i / bx % by, i / (bx * by)}})
	}
	return x
}

func (x *blockExec) runBlock(b [3]int) error {
	x.block = b
	for i := range x.shared {
		x.shared[i] = 0
	}
	x.reads, x.writes = x.reads[:0], x.writes[:0]
	if x.tracing {
		if x.wrote == nil {
			x.wrote = map[uint64]struct{}{}
		}
		clear(x.wrote)
	}
	for _, t := range x.threads {
		if err := x.start(t); err != nil {
			return err
		}
	}
	for {
		for _, t := range x.threads {
			if t.state == stRun {
				if err := x.run(t); err != nil {
					return err
				}
			}
		}
		progress, err := x.resolveWarps()
		if err != nil {
			return err
		}
		if progress {
			// A block spinning on a volatile flag meets here at each
			// load (warpYield).
			x.syncOp()
			continue
		}
		done, err := x.resolveBarrier()
		if err != nil {
			return err
		}
		if done {
			break
		}
	}
	if x.tracing {
		acc := &BlockAccess{Reads: normalize(x.reads), Writes: normalize(x.writes)}
		x.l.mu.Lock()
		x.l.trace.Blocks[b] = acc
		x.l.mu.Unlock()
	}
	return nil
}

// start sets up a thread at the kernel's entry with the launch arguments.
func (x *blockExec) start(t *thread) error {
	fn := x.l.fn
	t.frames = t.frames[:0]
	t.locals = t.locals[:0]
	t.localNext = 0
	t.state = stRun
	regs := t.frameRegs(0, fn, x.l.m.tmpl[fn.index])
	t.frames = append(t.frames, frame{fn: fn, regs: regs})
	for i, p := range fn.params {
		arg := x.l.cfg.Args[i]
		if p.byval > 0 {
			regs[p.slot] = t.allocLocal(uint64(p.byval), uint64(p.byvalAlign), arg)
			continue
		}
		for j, lf := range p.lvs {
			regs[p.slot+int32(j)] = getLE(arg[lf.off:], lf.size())
		}
	}
	return nil
}

// frameRegs returns a register frame for fn at call depth depth, reusing
// the thread's earlier frame (constants already in place) when it can.
func (t *thread) frameRegs(depth int, fn *function, tmpl []uint64) []uint64 {
	for len(t.pool) <= depth {
		t.pool = append(t.pool, nil)
		t.poolFn = append(t.poolFn, nil)
	}
	if t.poolFn[depth] == fn {
		return t.pool[depth]
	}
	regs := t.pool[depth]
	if cap(regs) < fn.nslots {
		regs = make([]uint64, fn.nslots)
	}
	regs = regs[:fn.nslots]
	copy(regs, tmpl)
	t.pool[depth], t.poolFn[depth] = regs, fn
	return regs
}

// allocLocal pushes a zeroed (or init) allocation on the thread's local
// stack. Locals are a stack, so the memory of an earlier allocation at the
// same depth is reused.
func (t *thread) allocLocal(size, align uint64, init []byte) uint64 {
	if align == 0 {
		align = 1
	}
	t.localNext = (t.localNext + align - 1) / align * align
	base := localBase + 16 + t.localNext
	i := len(t.locals)
	if i == len(t.localPool) {
		t.localPool = append(t.localPool, &segment{})
	}
	s := t.localPool[i]
	if uint64(cap(s.mem)) < size {
		words := make([]uint64, (size+7)/8+1)
		s.mem = unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), (size+7)/8*8)
	}
	s.base, s.end, s.mem = base, base+size, s.mem[:size]
	clear(s.mem)
	copy(s.mem, init)
	t.locals = append(t.locals, s)
	t.localNext += size
	return base
}

// mem returns the size bytes at addr, or nil when they are not inside one
// allocation the thread may access.
func (x *blockExec) mem(t *thread, addr, size uint64) []byte {
	for _, s := range &x.cache {
		if addr >= s.base && addr+size <= s.end {
			off := addr - s.base
			return s.mem[off : off+size : off+size]
		}
	}
	var s *segment
	switch addr >> tagShift {
	case tagGlobal:
		s = lookup(x.l.gsegs, addr, size)
	case tagShared:
		s = lookup(x.ssegs, addr, size)
	case tagLocal:
		s = lookup(t.locals, addr, size)
		if s == nil {
			return nil
		}
		off := addr - s.base
		return s.mem[off : off+size]
	}
	if s == nil {
		return nil
	}
	// Shared segments stay valid across blocks: the buffer is reused.
	x.cache[x.victim] = s
	x.victim = (x.victim + 1) % len(x.cache)
	off := addr - s.base
	return s.mem[off : off+size : off+size]
}

func (x *blockExec) record(rs *[]Range, addr, n uint64) {
	if addr>>tagShift != tagGlobal {
		return
	}
	if k := len(*rs); k > 0 {
		last := &(*rs)[k-1]
		if addr <= last.Hi && addr+n >= last.Lo {
			last.Lo = min(last.Lo, addr)
			last.Hi = max(last.Hi, addr+n)
			return
		}
	}
	*rs = append(*rs, Range{addr, addr + n})
}

// recordLoad records a load of n bytes at addr as a read, unless the
// block stored every one of them before: the model's read maps leave out
// such loads of a thread's own stores (analyze/ownstores.go), and the
// oracle's need counts what a part reads of what the launch found.
func (x *blockExec) recordLoad(addr, n uint64) {
	for b := addr; b < addr+n; b++ {
		if _, ok := x.wrote[b]; !ok {
			x.record(&x.reads, addr, n)
			return
		}
	}
}

// recordStore records a store of n bytes at addr.
func (x *blockExec) recordStore(addr, n uint64) {
	x.record(&x.writes, addr, n)
	if addr>>tagShift == tagGlobal {
		for b := addr; b < addr+n; b++ {
			x.wrote[b] = struct{}{}
		}
	}
}

func normalize(rs []Range) []Range {
	if len(rs) == 0 {
		return nil
	}
	s := append([]Range(nil), rs...)
	sort.Slice(s, func(i, j int) bool { return s[i].Lo < s[j].Lo })
	out := s[:1]
	for _, r := range s[1:] {
		last := &out[len(out)-1]
		if r.Lo <= last.Hi {
			last.Hi = max(last.Hi, r.Hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

func (x *blockExec) fail(t *thread, fn *function, pc int32, addr uint64, format string, args ...interface{}) *LaunchError {
	e := &LaunchError{Kernel: x.l.name, Block: x.block, Thread: t.tid, Addr: addr, Msg: fmt.Sprintf(format, args...)}
	if pc >= 0 && int(pc) < len(fn.pos) && fn.pos[pc] >= 0 {
		e.Pos = fn.posTab[fn.pos[pc]]
	}
	return e
}

var barrierNames = map[uint64]string{barSync: "__syncthreads", barPopc: "__syncthreads_count", barAnd: "__syncthreads_and", barOr: "__syncthreads_or"}

// resolveBarrier releases a block barrier once every live thread waits at
// it: threads that exited count as arrived, as PTX's bar.sync and exit
// say (a block whose threads past the data return before a
// __syncthreads, as Barnes-Hut codes do, runs on a GPU). A barrier is its
// number, 0, not its instruction: warps may wait at different
// __syncthreads of the source (vLLM's moe_align_block_size: one group of
// warps fills shared memory past one, and returns; the others pass two
// more). The lanes of one warp at different ones (bar.sync is aligned),
// or threads at different kinds (__syncthreads_count and
// __syncthreads), are reported instead of hanging. done: every thread
// exited.
func (x *blockExec) resolveBarrier() (bool, error) {
	var waiting, warpFirst *thread
	var count uint64
	all, anyp := true, false
	for i, t := range x.threads {
		if i%32 == 0 {
			warpFirst = nil
		}
		if t.state != stBarrier {
			continue
		}
		var other *thread
		switch {
		case waiting == nil:
			waiting = t
		case t.wait.imm != waiting.wait.imm:
			other = waiting
		case warpFirst != nil && t.wait != warpFirst.wait:
			other = warpFirst
		}
		if warpFirst == nil {
			warpFirst = t
		}
		if other != nil {
			return false, x.fail(t, t.waitFn, t.waitPC, 0, "barrier divergence: waits at a different barrier than thread (%d,%d,%d) (%s)",
				other.tid[0], other.tid[1], other.tid[2], posOf(other.waitFn, other.waitPC))
		}
		if t.wv[0]&1 != 0 {
			count++
			anyp = true
		} else {
			all = false
		}
	}
	if waiting == nil {
		return true, nil
	}
	var res uint64
	switch waiting.wait.imm {
	case barPopc:
		res = count
	case barAnd:
		res = b2u(all)
	case barOr:
		res = b2u(anyp)
	}
	for _, t := range x.threads {
		if t.state != stBarrier {
			continue
		}
		if t.wait.imm != barSync {
			t.frames[len(t.frames)-1].regs[t.wait.d] = res
		}
		t.state = stRun
	}
	return false, nil
}

func posOf(fn *function, pc int32) string {
	if fn != nil && pc >= 0 && int(pc) < len(fn.pos) && fn.pos[pc] >= 0 {
		return fn.posTab[fn.pos[pc]]
	}
	return "unknown position"
}

var warpNames = map[uint64]string{wShflIdx: "__shfl_sync", wShflUp: "__shfl_up_sync", wShflDown: "__shfl_down_sync",
	wShflBfly: "__shfl_xor_sync", wVoteAll: "__all_sync", wVoteAny: "__any_sync", wVoteUni: "__uni_sync",
	wVoteBallot: "__ballot_sync", wSync: "__syncwarp", wActivemask: "__activemask", wVolatile: "volatile access", wMatchAny: "__match_any_sync", wMatchAll: "__match_all_sync"}

// resolveWarps completes the warp-synchronous primitives whose lanes have
// all arrived. A rendezvous is the lanes waiting at one kind of primitive
// with one member mask, complete when every lane the mask names that has
// not exited waits in it (CUDA: "all non-exited threads named in mask");
// a point naming no lanes (a volatile access, __activemask) is one of the
// lanes that reach it. Lanes at different primitives, or the same one with
// another mask, do not meet: where an odd and an even group of a binary
// partition reduce in rounds of their own sizes, the group done first
// waits at its __syncwarp for the other, not at the other's last shuffle
// (the CUDA samples' binaryPartitionCG; threadFenceReduction's lanes at a
// volatile access likewise). A warp whose waiting lanes complete no
// rendezvous is divergent: reported, not hung.
func (x *blockExec) resolveWarps() (bool, error) {
	progress := false
	for w := 0; w*32 < len(x.threads); w++ {
		lanes := x.threads[w*32 : min(w*32+32, len(x.threads))]
		var first *thread
		// done: the lanes released this round; seen: those whose
		// rendezvous was looked at.
		done, seen := uint32(0), uint32(0)
		for i, t := range lanes {
			if t.state != stWarp || seen>>uint(i)&1 != 0 {
				continue
			}
			if first == nil {
				first = t
			}
			members, complete := rendezvous(lanes, t)
			if seen |= members; !complete {
				continue
			}
			for j, u := range lanes {
				if members>>uint(j)&1 != 0 {
					u.frames[len(u.frames)-1].regs[u.wait.d] = warpResult(lanes, j, u)
				}
			}
			for j, u := range lanes {
				if members>>uint(j)&1 != 0 {
					u.state = stRun
				}
			}
			done |= members
		}
		if done != 0 {
			progress = true
			continue
		}
		if first != nil {
			return false, x.diverged(lanes, first)
		}
	}
	return progress, nil
}

// rendezvous returns the lanes waiting at t's primitive with t's member
// mask, and whether they are all the mask's lanes but those exited.
func rendezvous(lanes []*thread, t *thread) (members uint32, complete bool) {
	mask := uint32(t.wv[0])
	for j, u := range lanes {
		if u.state == stWarp && u.wait.imm == t.wait.imm && uint32(u.wv[0]) == mask {
			members |= 1 << uint(j)
		}
	}
	for j, u := range lanes {
		if mask>>uint(j)&1 != 0 && members>>uint(j)&1 == 0 && u.state != stExit {
			return members, false
		}
	}
	return members, true
}

// diverged describes the first lane that t's primitive waits for in vain.
func (x *blockExec) diverged(lanes []*thread, t *thread) error {
	mask := uint32(t.wv[0])
	members, _ := rendezvous(lanes, t)
	for i, u := range lanes {
		if mask>>uint(i)&1 == 0 || members>>uint(i)&1 != 0 || u.state == stExit {
			continue
		}
		what := "waits at " + warpNames[u.wait.imm]
		if u.state == stBarrier {
			what = "waits at " + barrierNames[u.wait.imm]
		} else if uint32(u.wv[0]) != mask && u.wait.imm == t.wait.imm {
			what += fmt.Sprintf(" with member mask 0x%08x", uint32(u.wv[0]))
		}
		return x.fail(t, t.waitFn, t.waitPC, 0, "warp divergence: %s with member mask 0x%08x, but lane %d %s (%s)",
			warpNames[t.wait.imm], mask, i, what, posOf(u.waitFn, u.waitPC))
	}
	return x.fail(t, t.waitFn, t.waitPC, 0, "warp divergence: %s with member mask 0x%08x waits for no lane", warpNames[t.wait.imm], mask)
}

// shflSource is the lane that lane i, waiting at shuffle t, reads, and
// whether it reads one (not its own value, for a source past its segment).
func shflSource(i int, t *thread) (int, bool) {
	return shflSourceOf(t.wait.imm, i, int(t.wv[2]&0x1f), t.wv[3])
}

// shflSourceOf is the lane that lane i reads in a shuffle of kind k with
// lane operand b and clamp operand c, and whether it is in range (PTX's
// shfl.sync: out of range, a lane reads its own value).
func shflSourceOf(k uint64, i, b int, c uint64) (int, bool) {
	segmask := int(c>>8) & 0x1f
	clamp := int(c) & 0x1f
	maxLane := i&segmask | clamp&^segmask
	minLane := i & segmask
	switch k {
	case wShflUp:
		return i - b, i-b >= maxLane
	case wShflDown:
		return i + b, i+b <= maxLane
	case wShflBfly:
		return i ^ b, i^b <= maxLane
	}
	j := minLane | b&^segmask
	return j, j <= maxLane
}

// warpResult is lane i's result of the primitive t waits at. A shuffle
// that reads a lane outside its rendezvous (one that has exited, which the
// mask may name, or a live one the mask leaves out) gets the reader's own
// value, as past its segment: CUDA leaves the value undefined. Reductions
// over a block's last, partial warp read exited lanes, and HeCBench's bsw
// lane 0 of a partial warp reading lane 31, and use none of it.
func warpResult(lanes []*thread, i int, t *thread) uint64 {
	m := uint32(t.wv[0])
	in := func(j int) bool { return j >= 0 && j < len(lanes) && m>>uint(j)&1 != 0 && lanes[j].state == stWarp }
	switch t.wait.imm {
	case wShflIdx, wShflUp, wShflDown, wShflBfly:
		j, ok := shflSource(i, t)
		if !ok || !in(j) {
			j = i
		}
		return lanes[j].wv[1]
	case wVoteAll, wVoteAny, wVoteUni, wVoteBallot:
		var ballot uint64
		for j := range lanes {
			if in(j) && lanes[j].wv[1]&1 != 0 {
				ballot |= 1 << uint(j)
			}
		}
		var members uint64
		for j := range lanes {
			if in(j) {
				members |= 1 << uint(j)
			}
		}
		switch t.wait.imm {
		case wVoteAll:
			return b2u(ballot == members)
		case wVoteAny:
			return b2u(ballot != 0)
		case wVoteUni:
			return b2u(ballot == members || ballot == 0)
		}
		return ballot
	case wActivemask:
		var active uint64
		for j, u := range lanes {
			if u.state == stWarp && u.wait.imm == wActivemask {
				active |= 1 << uint(j)
			}
		}
		return active
	case wMatchAny, wMatchAll:
		var same uint64
		all := true
		for j := range lanes {
			if in(j) {
				if lanes[j].wv[1] == t.wv[1] {
					same |= 1 << uint(j)
				} else {
					all = false
				}
			}
		}
		if t.wait.imm == wMatchAll && !all {
			return 0
		}
		return same
	}
	return 0
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
