package mgpu

import (
	"fmt"
	"sort"
	"strings"

	"mgpucc/mgpu/sim"
)

// The oracle of needed peer bytes (MGPU_ORACLE=1, simulated devices only):
// the least a runtime must move between devices for the partitions it
// chose. Each part of a launch receives exactly what it reads and another
// device wrote last. The simulator traces the global bytes every part
// reads and writes; the oracle replays those traces on its own record of
// who holds each byte of each virtual buffer, independent of the runtime's
// tracker and of its copies, so that MGPU_STATS can set the peer bytes the
// runtime moved against this need (totals.peer_need_bytes).
//
// The record follows the program, not the runtime's coherence work:
//   - a part's reads of bytes its device lacks are needed bytes when some
//     device holds them (peer need), not when only the host does (a copy
//     from the host's copy of managed memory); its device holds them after;
//   - a part's writes make its device their only holder, once every part of
//     the launch has read (parts read what the launch found, as the
//     runtime's split gives them);
//   - a copy from the host makes its device the only holder, and one
//     operation done on every device in a row (cudaMemset, a symbol copy)
//     every device; into managed memory it adds the device (the host's copy
//     stays a holder); a copy to the host of managed memory adds the host;
//   - a copy within one device (cudaMemcpy device to device) writes;
//     copies between devices are the runtime's own and change nothing.
//
// Approximations: a byte a block stores and then loads is not read (the
// trace leaves it out), but one another block of the part stored is, and
// so is every byte of an atomic (which reads other blocks' updates); the
// buffers a split launch reduces into count nothing (the runtime combines
// them through the host), and end held by the first part's device, as the
// combination's copy to it says. The
// record is a holder set per byte: 8 bytes per byte of every buffer used,
// which bounds the oracle to the small sizes the simulator runs anyway.
type oracleBackend struct {
	Backend // the simulator, which does the work
	rt      *Runtime
	held    map[*buffer][]Holders // per byte, made on first use
	index   [][]instance          // per device, by address
	kernels map[string]*kernel    // by the name launched (original or partitioned)
	pending []oracleWrite         // the writes of the launch in progress
	lastDev int                   // the device of the last part launched; -1 after anything else
	last    oracleOp              // the last Write or Memset, to see one done on every device
	reduced map[*buffer]bool      // reduced into by the last split launch, until combined
}

// SetLimit passes the limits on to the simulator beneath.
func (o *oracleBackend) SetLimit(l Limit, v int64) error {
	if ls, ok := o.Backend.(limitSetter); ok {
		return ls.SetLimit(l, v)
	}
	return nil
}

// instance is a buffer's memory on one device.
type instance struct {
	lo, hi DevPtr
	b      *buffer
}

type oracleWrite struct {
	b      *buffer
	lo, hi int64
	dev    int
}

// oracleOp is a copy from the host or a memset, recognised when the next
// one repeats it on another device.
type oracleOp struct {
	memset bool
	value  byte
	b      *buffer
	lo, hi int64
	dev    int
}

// startOracle wraps the runtime's backend in the oracle when the
// configuration asks for it (MGPU_ORACLE: "" or "0" no, "1" yes).
func (rt *Runtime) startOracle(setting string) error {
	switch strings.TrimSpace(setting) {
	case "", "0":
		return nil
	case "1":
	default:
		return fmt.Errorf("MGPU_ORACLE=%q: want 1 or 0", setting)
	}
	if _, ok := rt.be.(*simBackend); !ok {
		return fmt.Errorf("MGPU_ORACLE=1 needs simulated devices (MGPU_BACKEND=sim), not the %s backend", rt.be.Name())
	}
	rt.be = &oracleBackend{Backend: rt.be, rt: rt, held: map[*buffer][]Holders{}, lastDev: -1}
	return nil
}

// Launch runs a part with its accesses traced and replays them.
func (o *oracleBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	sm, ok := m.(simModule)
	if !ok {
		return fmt.Errorf("the oracle needs the simulator's modules, got %T", m)
	}
	// The runtime launches a launch's parts on ascending devices, with
	// nothing between them: a device not above the last starts a new one.
	if dev <= o.lastDev {
		o.flush()
	}
	tr, err := sm.m.Launch(kernel, sim.LaunchConfig{Grid: grid, Block: block, SharedBytes: sharedBytes, Args: args, Trace: true})
	if err != nil {
		return err
	}
	o.lastDev = dev
	k := o.kernel(kernel)
	var skip map[*buffer]bool
	if k != nil && kernel == k.desc.Partitioned && kernel != k.desc.Mangled {
		skip = o.reductionTargets(k, m, dev)
	}
	for _, acc := range tr.Blocks {
		for _, r := range acc.Reads {
			o.each(dev, r, func(b *buffer, lo, hi int64) {
				if !skip[b] {
					o.read(k, b, lo, hi, dev)
				}
			})
		}
		for _, r := range acc.Writes {
			o.each(dev, r, func(b *buffer, lo, hi int64) { o.pending = append(o.pending, oracleWrite{b, lo, hi, dev}) })
		}
	}
	return nil
}

// read records that dev reads [lo, hi) of b: bytes it lacks that a device
// holds are needed.
func (o *oracleBackend) read(k *kernel, b *buffer, lo, hi int64, dev int) {
	h := o.holders(b)
	bit := Holders(1) << uint(dev)
	var need int64
	for i := lo; i < hi; i++ {
		if h[i]&bit == 0 {
			if h[i].devices() != 0 {
				need++
			}
			h[i] |= bit
		}
	}
	o.rt.stats.totals.PeerNeed += need
	if k != nil {
		k.stats.PeerNeed += need
	}
}

// flush applies the writes of the launch that ended.
func (o *oracleBackend) flush() {
	for _, w := range o.pending {
		set(o.holders(w.b)[w.lo:w.hi], Holders(1)<<uint(w.dev))
	}
	o.pending = o.pending[:0]
	o.lastDev = -1
}

func set(h []Holders, to Holders) {
	for i := range h {
		h[i] = to
	}
}

// holders returns the record of b, made on first use: a fresh buffer is
// held by every device (and the host's copy, for managed memory).
func (o *oracleBackend) holders(b *buffer) []Holders {
	h := o.held[b]
	if h == nil {
		h = make([]Holders, b.size)
		all := o.rt.allDevices()
		if b.host != nil {
			all |= hostHolder
		}
		set(h, all)
		o.held[b] = h
	}
	return h
}

// kernel returns the registered kernel launched under name.
func (o *oracleBackend) kernel(name string) *kernel {
	if k, ok := o.kernels[name]; ok && o.rt.kernels[k.desc.Mangled] == k {
		return k
	}
	o.kernels = map[string]*kernel{}
	for _, k := range o.rt.kernels {
		o.kernels[k.desc.Mangled] = k
		if k.desc.Partitioned != "" {
			o.kernels[k.desc.Partitioned] = k
		}
	}
	return o.kernels[name]
}

// reductionTargets returns the buffers a split launch of k reduces into:
// its pointer arguments with a reduction (the launch in progress decoded
// them) and the __device__ variables it reduces into.
func (o *oracleBackend) reductionTargets(k *kernel, m Module, dev int) map[*buffer]bool {
	var t map[*buffer]bool
	add := func(b *buffer) {
		if t == nil {
			t = map[*buffer]bool{}
		}
		t[b] = true
		if o.reduced == nil {
			o.reduced = map[*buffer]bool{}
		}
		o.reduced[b] = true
	}
	for i, prm := range k.pointers {
		if i < len(o.rt.scratch.ptrs) && prm.Kind == ParamPointer && prm.Reduce != ReduceNone && o.rt.scratch.ptrs[i].buf != nil {
			add(o.rt.scratch.ptrs[i].buf)
		}
	}
	if len(k.desc.VarReductions) == 0 {
		return t
	}
	for _, img := range o.rt.images {
		if img.mods[dev] != m {
			continue
		}
		for _, v := range k.desc.VarReductions {
			for _, s := range img.vars {
				if s.name == v.Name && s.copies.inst != nil {
					add(s.copies)
				}
			}
		}
	}
	return t
}

// each calls f with the pieces of the device range r (an address range on
// dev) that lie in buffers, as buffer offsets.
func (o *oracleBackend) each(dev int, r sim.Range, f func(b *buffer, lo, hi int64)) {
	if o.index == nil {
		o.reindex()
	}
	lo, hi := DevPtr(r.Lo), DevPtr(r.Hi)
	retried := false
	for lo < hi {
		in := o.index[dev]
		i := sort.Search(len(in), func(i int) bool { return in[i].hi > lo })
		if i == len(in) || in[i].lo >= hi {
			// Memory of no buffer known: a buffer made since the index was,
			// or module memory the runtime does not track.
			if !retried {
				retried = true
				o.reindex()
				continue
			}
			return
		}
		inst := in[i]
		a, z := max(lo, inst.lo), min(hi, inst.hi)
		if a > lo && !retried {
			retried = true
			o.reindex()
			continue
		}
		f(inst.b, int64(a-inst.lo), int64(z-inst.lo))
		lo = z
	}
}

// reindex lists every buffer's and resolved variable's instances by
// address, per device, and forgets the record of buffers freed since.
func (o *oracleBackend) reindex() {
	rt := o.rt
	live := map[*buffer]bool{}
	rt.buffers.Ascend(func(b *buffer) bool { live[b] = true; return true })
	for _, s := range rt.symbols {
		if s.copies.inst != nil {
			live[s.copies] = true
		}
	}
	o.index = make([][]instance, rt.ndev)
	for b := range live {
		if b.size == 0 || len(b.inst) != rt.ndev {
			continue
		}
		for d, p := range b.inst {
			o.index[d] = append(o.index[d], instance{p, p + DevPtr(b.size), b})
		}
	}
	for d := range o.index {
		sort.Slice(o.index[d], func(i, j int) bool { return o.index[d][i].lo < o.index[d][j].lo })
	}
	for b := range o.held {
		if !live[b] {
			delete(o.held, b)
		}
	}
}

// Write is a copy from the host: see oracleBackend.
func (o *oracleBackend) Write(dev int, dst DevPtr, src []byte) error {
	o.flush()
	if err := o.Backend.Write(dev, dst, src); err != nil {
		return err
	}
	o.hostOp(oracleOp{b: nil, dev: dev}, dst, int64(len(src)))
	return nil
}

// Memset sets bytes on one device: see oracleBackend.
func (o *oracleBackend) Memset(dev int, dst DevPtr, value byte, n int64) error {
	o.flush()
	if err := o.Backend.Memset(dev, dst, value, n); err != nil {
		return err
	}
	o.hostOp(oracleOp{memset: true, value: value, dev: dev}, dst, n)
	return nil
}

// hostOp records a copy from the host or a memset of [dst, dst+n) on op.dev.
func (o *oracleBackend) hostOp(op oracleOp, dst DevPtr, n int64) {
	var ops []oracleOp
	o.each(op.dev, sim.Range{Lo: uint64(dst), Hi: uint64(dst) + uint64(n)}, func(b *buffer, lo, hi int64) {
		x := op
		x.b, x.lo, x.hi = b, lo, hi
		ops = append(ops, x)
	})
	if len(ops) != 1 {
		o.last = oracleOp{}
		for _, x := range ops {
			set(o.holders(x.b)[x.lo:x.hi], Holders(1)<<uint(x.dev))
		}
		return
	}
	x := ops[0]
	h := o.holders(x.b)[x.lo:x.hi]
	bit := Holders(1) << uint(x.dev)
	prev := o.last
	prev.dev = x.dev
	switch {
	case prev == x && o.last.dev != x.dev:
		// The same operation on one more device.
		for i := range h {
			h[i] |= bit
		}
	case o.reduced[x.b] && !x.memset && x.lo == 0 && x.hi == x.b.size:
		// The combined result of a reduction, on the first part's device.
		set(h, bit)
		delete(o.reduced, x.b)
	case x.b.host != nil && !x.memset:
		// From the host's copy of managed memory, which still holds it.
		for i := range h {
			h[i] |= bit
		}
	case x.b.host != nil:
		set(h, bit|hostHolder) // cudaMemset sets the host's copy too
	default:
		set(h, bit)
	}
	o.last = x
}

// Read is a copy to the host: the host's copy of managed memory then
// holds the bytes.
func (o *oracleBackend) Read(dev int, src DevPtr, dst []byte) error {
	o.flush()
	o.last = oracleOp{}
	if err := o.Backend.Read(dev, src, dst); err != nil {
		return err
	}
	o.each(dev, sim.Range{Lo: uint64(src), Hi: uint64(src) + uint64(len(dst))}, func(b *buffer, lo, hi int64) {
		if b.host != nil {
			h := o.holders(b)[lo:hi]
			for i := range h {
				h[i] |= hostHolder
			}
		}
	})
	return nil
}

// CopyPeer within one device is a program's copy, which writes; between
// devices it is the runtime's coherence, which the oracle does not follow.
func (o *oracleBackend) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	o.flush()
	o.last = oracleOp{}
	if err := o.Backend.CopyPeer(dstDev, dst, srcDev, src, n); err != nil {
		return err
	}
	if dstDev == srcDev {
		o.each(dstDev, sim.Range{Lo: uint64(dst), Hi: uint64(dst) + uint64(n)}, func(b *buffer, lo, hi int64) {
			set(o.holders(b)[lo:hi], Holders(1)<<uint(dstDev))
		})
	}
	return nil
}

// Malloc and Free change the buffers: the index is made again on its next
// miss (Free: now, so that a new buffer at a freed one's address is not
// taken for it).
func (o *oracleBackend) Free(dev int, p DevPtr) error {
	o.flush()
	o.last = oracleOp{}
	o.index = nil
	return o.Backend.Free(dev, p)
}
