package mgpu

import (
	"fmt"
	"math/bits"
	"strings"
)

// Partial instances: problems larger than one GPU. A buffer with partial
// instances has its addresses reserved whole on every device, so a kernel
// indexes it as the whole and the program's pointer is device 0's address
// as for any buffer, but a device has memory behind only the pages it
// uses: those its parts of launches read or write (the plan's spans),
// those a copy from the host places on it, those another operation writes
// there (a device-to-device copy, a memset's share, a reduction's copy).
// A row-split stencil over D devices then keeps about 1/D of its grids on
// each, plus the halo rows' pages.
//
// The invariant: a device holds bytes of a partial buffer (its tracker's
// holders) only where it has their pages mapped. A fresh partial buffer is
// held by nobody: its bytes are undefined, so none are copied, and a
// device that needs them takes what its pages hold, as a fresh buffer's
// every holder does. When a device has no memory left for pages it needs,
// the runtime gives back pages the current operation does not use, their
// bytes kept by another holder or the host (reclaim.go), and fails the
// operation with cudaErrorMemoryAllocation only when what it uses at once
// does not fit.
//
// Which buffers are partial is MGPU_MEMORY's choice (memoryMode, and under
// auto also a buffer whose whole instances do not fit): a backend that
// cannot map pages (PartialBackend), and one device, keep every instance
// whole.

// memoryMode is MGPU_MEMORY.
type memoryMode int

const (
	// memoryAuto: partial for a buffer larger than an eighth of the
	// smallest device's memory, and for any buffer once the whole
	// instances would take more than half of it; whole otherwise, as
	// small programs always had.
	memoryAuto memoryMode = iota
	memoryWhole
	memoryPartial
)

func parseMemory(s string) (memoryMode, error) {
	switch strings.TrimSpace(s) {
	case "", "auto":
		return memoryAuto, nil
	case "whole":
		return memoryWhole, nil
	case "partial":
		return memoryPartial, nil
	}
	return 0, fmt.Errorf("MGPU_MEMORY=%q: want auto, whole or partial", s)
}

// deviceMemory is what the runtime knows of the devices' memory: which
// buffers get partial instances, and what the instances take of each
// device.
type deviceMemory struct {
	mode     memoryMode
	pb       PartialBackend // nil: every instance is whole
	page     int64          // the pages of partial instances: the largest device's
	smallest int64          // the smallest device's memory
	total    int64          // the devices' memory together
	whole    int64          // bytes of whole instances, on every device
	spread   int64          // bytes of buffers with partial instances
	// allocated is the most bytes of buffers, whole and partial, at once:
	// what each device reserved addresses for; largest the largest buffer.
	allocated, largest int64
	used               []int64 // per device: whole instances and mapped pages
	capacity           []int64 // per device: its memory, at most MGPU_DEVICE_MEMORY
	peak               []int64 // per device: the most used
	partials           int64   // buffers given partial instances
	// reclaimed counts the bytes of pages given back to make room, and
	// spilled the bytes of them copied to the host first; maps counts the
	// backend's Map calls.
	reclaimed, spilled, maps int64
	// pins are the pages the current operation mapped or found mapped,
	// which reclaim leaves alone (reset as each operation starts).
	pins []pin
	// trace is MGPU_TRACE's, or nil.
	trace *tracer
}

// pin is pages [p0, p1) of a buffer's instance on a device.
type pin struct {
	b      *buffer
	dev    int
	p0, p1 int64
}

// newDeviceMemory sets up the accounting of n devices, each using at most
// limit bytes (0: all its memory), and which buffers may be partial.
func newDeviceMemory(mode memoryMode, be Backend, n int, limit int64) deviceMemory {
	m := deviceMemory{mode: mode, used: make([]int64, n), peak: make([]int64, n), capacity: make([]int64, n)}
	for d := 0; d < n; d++ {
		mem := be.Info(d).TotalMem
		if limit > 0 {
			mem = min(mem, limit)
		}
		m.capacity[d] = mem
		if d == 0 || mem < m.smallest {
			m.smallest = mem
		}
		m.total += mem
	}
	if pb, ok := be.(PartialBackend); ok && n > 1 && mode != memoryWhole {
		m.pb = pb
		for d := 0; d < n; d++ {
			page := pb.PageSize(d)
			if page <= 0 {
				m.pb = nil // a device that cannot map pages
			}
			m.page = max(m.page, page)
		}
	}
	return m
}

// partialFor reports whether a buffer of size bytes gets partial instances.
func (m *deviceMemory) partialFor(size int64) bool {
	switch {
	case m.pb == nil || size == 0:
		return false
	case m.mode == memoryPartial:
		return true
	}
	return size > m.smallest/8 || m.whole+size > m.smallest/2
}

// fits reports whether n more bytes fit on dev's memory.
func (m *deviceMemory) fits(dev int, n int64) bool { return m.used[dev]+n <= m.capacity[dev] }

// take counts n more bytes in use on dev (negative: given back), which
// the trace shows beside the buffers' bytes.
func (m *deviceMemory) take(dev int, n int64) {
	m.used[dev] += n
	m.peak[dev] = max(m.peak[dev], m.used[dev])
	m.trace.memory(dev, m.used[dev], m.whole+m.spread)
}

// allocate counts a buffer of size bytes more (negative: freed), whole
// or partial.
func (m *deviceMemory) allocate(size int64, partial bool) {
	if partial {
		m.spread += size
	} else {
		m.whole += size
	}
	m.allocated, m.largest = max(m.allocated, m.whole+m.spread), max(m.largest, size)
	for d, used := range m.used {
		m.trace.memory(d, used, m.whole+m.spread)
	}
}

// residency is which pages of a partial buffer's instances have memory
// behind them: a bit per page and device.
type residency struct {
	page   int64      // bytes per page, a power of two
	pages  int64      // pages of the buffer
	mapped [][]uint64 // per device, bit p: page p is mapped
	count  []int64    // per device, pages mapped
	// touched is, per device, bit p: an operation used page p since the
	// device last made room (reclaim.go).
	touched [][]uint64
}

func (r *residency) has(dev int, p int64) bool { return r.mapped[dev][p/64]&(1<<uint(p%64)) != 0 }

// recent reports whether an operation used page p on dev since dev last
// made room.
func (r *residency) recent(dev int, p int64) bool { return r.touched[dev][p/64]&(1<<uint(p%64)) != 0 }

// run returns the end of the run of pages from p (before q) that are
// mapped on dev when mapped, else not mapped: a word of 64 pages at a
// time where it can.
func (r *residency) run(dev int, p, q int64, mapped bool) int64 {
	words := r.mapped[dev]
	for p < q {
		w := words[p/64]
		if !mapped {
			w = ^w
		}
		w >>= uint(p % 64) // the pages from p to the word's end
		if w == ^uint64(0)>>uint(p%64) {
			p = (p/64 + 1) * 64
			continue
		}
		return min(p+int64(bits.TrailingZeros64(^w)), q)
	}
	return q
}

// mark records pages [p, q) of dev, which were not, as mapped, or as
// not mapped.
func (r *residency) mark(dev int, p, q int64, mapped bool) {
	if mapped {
		setBits(r.mapped[dev], p, q)
		r.count[dev] += q - p
		return
	}
	for i := p; i < q; i++ {
		r.mapped[dev][i/64] &^= 1 << uint(i%64)
	}
	r.count[dev] -= q - p
}

// setBits sets bits [p, q) of words, a word at a time.
func setBits(words []uint64, p, q int64) {
	for p < q {
		n := min(q-p, 64-p%64) // bits from p to q or the word's end
		words[p/64] |= (^uint64(0) >> uint(64-n)) << uint(p%64)
		p += n
	}
}

// instantiate makes b's instances, whole or partial (reserved, nothing
// mapped) as partialFor says, or partial when whole ones do not fit; on
// failure nothing of them is left. Partial ones are refused when the
// buffers would take more than the devices have together.
func (rt *Runtime) instantiate(b *buffer) error {
	m := &rt.mem
	if !m.partialFor(b.size) {
		inst, err := rt.allocInstances(b.size)
		if err == nil {
			b.inst = inst
			m.allocate(b.size, false)
			for d := range inst {
				m.take(d, b.size)
			}
			return nil
		}
		if m.pb == nil || CodeOf(err) != ErrorMemoryAllocation {
			return err
		}
	}
	// As cudaMemGetInfo counts: the program's one device has the devices'
	// memory, and each buffer takes its size of it.
	if taken := m.whole + m.spread; taken+b.size > m.total {
		return errorf(ErrorMemoryAllocation, "allocating %d bytes: the %d devices have %d bytes together, and the buffers take %d of them", b.size, rt.ndev, m.total, taken)
	}
	inst := make([]DevPtr, rt.ndev)
	r := &residency{page: m.page, mapped: make([][]uint64, rt.ndev), touched: make([][]uint64, rt.ndev), count: make([]int64, rt.ndev)}
	r.pages = (b.size + r.page - 1) / r.page
	for d := range inst {
		p, err := m.pb.Reserve(d, r.pages*r.page)
		if err != nil {
			for e := 0; e < d; e++ {
				m.pb.Unreserve(e, inst[e])
			}
			return wrap(ErrorMemoryAllocation, err, "reserving %d bytes of addresses on device %d", b.size, d)
		}
		inst[d] = p
		r.mapped[d], r.touched[d] = make([]uint64, (r.pages+63)/64), make([]uint64, (r.pages+63)/64)
	}
	b.inst, b.pages = inst, r
	m.partials++
	m.allocate(b.size, true)
	return nil
}

// unreserve frees the instances of a partial buffer.
func (rt *Runtime) unreserve(b *buffer) error {
	var first error
	for d, p := range b.inst {
		if err := rt.mem.pb.Unreserve(d, p); err != nil && first == nil {
			first = wrap(ErrorInvalidDevicePointer, err, "freeing buffer 0x%x on device %d", b.base, d)
		}
		rt.mem.take(d, -b.pages.count[d]*b.pages.page)
	}
	rt.mem.allocate(-b.size, true)
	return first
}

// back maps the pages of [lo, hi) of b (clipped to it) on dev that are
// not mapped yet, and pins them for the current operation; a buffer with
// whole instances needs nothing.
func (rt *Runtime) back(b *buffer, dev int, lo, hi int64) error {
	r := b.pages
	if r == nil {
		return nil
	}
	lo, hi = max(lo, 0), min(hi, b.size)
	if lo >= hi {
		return nil
	}
	p0, p1 := lo/r.page, (hi+r.page-1)/r.page
	rt.mem.pins = append(rt.mem.pins, pin{b, dev, p0, p1})
	setBits(r.touched[dev], p0, p1)
	for p := p0; p < p1 && r.count[dev] < r.pages; {
		p = r.run(dev, p, p1, true)
		if p == p1 {
			break
		}
		q := r.run(dev, p, p1, false)
		if err := rt.mapPages(b, dev, p, q); err != nil {
			return err
		}
		p = q
	}
	return nil
}

// mapPages maps pages [p, q) of b on dev, making room by reclaim when the
// device has none.
func (rt *Runtime) mapPages(b *buffer, dev int, p, q int64) error {
	r := b.pages
	addr, n := b.inst[dev]+DevPtr(p*r.page), (q-p)*r.page
	mapIn := func() error {
		if !rt.mem.fits(dev, n) {
			return errorf(ErrorMemoryAllocation, "%d bytes in use of the device's %d", rt.mem.used[dev], rt.mem.capacity[dev])
		}
		return rt.mem.pb.Map(dev, addr, n)
	}
	err := mapIn()
	if CodeOf(err) == ErrorMemoryAllocation {
		want := n - (rt.mem.capacity[dev] - rt.mem.used[dev])
		if want <= 0 { // the backend has less than the runtime counts
			want = n
		}
		if rerr := rt.reclaim(dev, want); rerr != nil {
			return rerr
		}
		err = mapIn()
	}
	if err != nil {
		code := CodeOf(err)
		if code != ErrorMemoryAllocation {
			code = ErrorUnknown
		}
		return wrap(code, err, "device %d has no memory for %d bytes of the %d-byte buffer at 0x%x that its work needs (%d bytes of buffers on it)",
			dev, n, b.size, b.base, rt.mem.used[dev])
	}
	r.mark(dev, p, q, true)
	rt.mem.take(dev, n)
	rt.mem.maps++
	return nil
}

// backSpan maps the pages of the bytes of s on dev: its extent, or each
// range where they lie a page or more apart.
func (rt *Runtime) backSpan(b *buffer, dev int, s Span) error {
	if b.pages == nil {
		return nil
	}
	if s.Count > 1 && s.Pitch-(s.Hi-s.Lo) >= b.pages.page {
		for i := int64(0); i < s.Count; i++ {
			if err := rt.back(b, dev, s.Lo+i*s.Pitch, s.Hi+i*s.Pitch); err != nil {
				return err
			}
		}
		return nil
	}
	return rt.back(b, dev, s.Lo, s.end())
}

// backAccess maps on dev the pages of what a part reads, may write and
// writes through pa.
func (rt *Runtime) backAccess(pa ptrArg, elem int64, a accessPlan, dev int) error {
	b := pa.buf
	if b == nil || b.pages == nil {
		return nil
	}
	if a.needWhole || a.writtenWhole {
		return rt.back(b, dev, 0, b.size)
	}
	for _, spans := range [2][]Span{a.need, a.written} {
		for _, s := range spans {
			if err := rt.backSpan(b, dev, byteSpan(pa, elem, s)); err != nil {
				return err
			}
		}
	}
	return nil
}

// backPart maps on its device the pages a part of a launch touches.
func (rt *Runtime) backPart(k *kernel, pt *part) error {
	for i, pa := range rt.scratch.ptrs {
		if k.pointers[i].Kind == ParamPointer {
			if err := rt.backAccess(pa, int64(k.pointers[i].ElemSize), pt.access[i], pt.dev); err != nil {
				return err
			}
		}
	}
	return nil
}
