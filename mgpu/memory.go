package mgpu

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"weak"
)

// buffer is a virtual buffer: an instance of size bytes on every device
// and the tracker of which instances hold valid bytes. Its address, base,
// is device 0's instance address, or for managed memory the host's copy.
type buffer struct {
	base    DevPtr
	size    int64
	inst    []DevPtr
	tracker *Tracker
	// pages is set when the instances are partial: which of their pages
	// have memory behind them on each device (partial.go).
	pages *residency
	// variable is set for the instances of a __device__ or __constant__
	// variable, which are the modules' memory, not the runtime's.
	variable *symbol
	// host is set for managed memory (managed.go) and for page-locked host
	// memory the devices used (host.go).
	host *hostCopy
	// staged holds the bytes of host-to-device copies that no device has
	// received yet (the host slot holds them alone): the first split
	// launch that uses them copies each part what it needs (gatherInputs;
	// a byte several need from the host once) and places the rest; any
	// other operation places them all (place).
	staged []byte
	// pin is the page-locked memory behind staged, when the backend
	// could pin it (memory_pinned.go); pinQueued the devices with copies
	// from it queued since they were last waited for.
	pin       *pinnedBuf
	pinQueued Holders
	// restKept is set when a split launch left staged bytes no part
	// touched without placing them (placeRest): the tracker knew no rows
	// of the buffer yet, which the next launch may read by columns.
	restKept bool
	// layout is how the last launch that wrote the buffer was split,
	// which the next launch's choice of dimension follows.
	layout layout
	// memos are the coherence memos kept over the buffer, which its
	// free forgets (memo.go); weak, so that only the plans keep them.
	memos []weak.Pointer[coherenceMemo]
}

// allDevices is the holder set of every device.
func (rt *Runtime) allDevices() Holders { return Holders(1)<<uint(rt.ndev) - 1 }

// Malloc allocates a virtual buffer of size bytes. A fresh buffer's bytes
// are undefined, so every device counts as holding them; with partial
// instances, nobody does (partial.go).
func (rt *Runtime) Malloc(size int64) (DevPtr, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	if size < 0 {
		return 0, errorf(ErrorInvalidValue, "malloc of negative size %d", size)
	}
	b := &buffer{size: size}
	if err := rt.instantiate(b); err != nil {
		return 0, err
	}
	holders := rt.allDevices()
	if b.pages != nil {
		holders = 0
	}
	b.base, b.tracker = b.inst[0], rt.newTracker(size, holders)
	rt.buffers.ReplaceOrInsert(b)
	return b.base, nil
}

// allocInstances allocates size bytes on every device; when one device
// fails, it frees the instances already made.
func (rt *Runtime) allocInstances(size int64) ([]DevPtr, error) {
	inst := make([]DevPtr, rt.ndev)
	for d := range inst {
		p, err := DevPtr(0), error(nil)
		if rt.mem.fits(d, size) {
			p, err = rt.be.Malloc(d, size)
		} else {
			err = fmt.Errorf("%d bytes in use of the device's %d", rt.mem.used[d], rt.mem.capacity[d])
		}
		if err != nil {
			for e := 0; e < d; e++ {
				rt.be.Free(e, inst[e])
			}
			return nil, wrap(ErrorMemoryAllocation, err, "allocating %d bytes on device %d", size, d)
		}
		inst[d] = p
	}
	return inst, nil
}

// Free releases the buffer whose address is p; freeing 0 does nothing.
func (rt *Runtime) Free(p DevPtr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	if p == 0 {
		return nil
	}
	if rt.isHost(uintptr(p)) {
		return errorf(ErrorInvalidDevicePointer, "free of 0x%x, which is page-locked host memory: release it with cudaFreeHost or cudaHostUnregister", p)
	}
	b, off, ok := rt.resolve(p)
	if !ok || off != 0 {
		return errorf(ErrorInvalidDevicePointer, "free of 0x%x, which is not a buffer returned by cudaMalloc or cudaMallocManaged (or was freed already)", p)
	}
	if b.variable != nil {
		return errorf(ErrorInvalidDevicePointer, "free of 0x%x, the address of the device variable %s: only memory from cudaMalloc can be freed", p, b.variable.name)
	}
	return rt.freeBuffer(b)
}

func (rt *Runtime) freeBuffer(b *buffer) error {
	rt.buffers.Delete(b)
	rt.forgetMemos(b)
	rt.forgetAhead(b)
	return rt.release(b)
}

// release frees the memory of b: its instances and its host copy.
func (rt *Runtime) release(b *buffer) error {
	var first error
	if b.pages != nil {
		first = rt.unreserve(b)
	} else if b.inst != nil {
		for d, p := range b.inst {
			if err := rt.be.Free(d, p); err != nil && first == nil {
				first = wrap(ErrorInvalidDevicePointer, err, "freeing buffer 0x%x on device %d", b.base, d)
			}
			rt.mem.take(d, -b.size)
		}
		rt.mem.allocate(-b.size, false)
	}
	if b.host != nil {
		if err := b.host.unmap(); err != nil && first == nil {
			first = wrap(ErrorUnknown, err, "unmapping the host memory of the buffer at 0x%x", b.base)
		}
	}
	if err := rt.retirePin(b); err != nil && first == nil {
		first = err
	}
	return first
}

// resolve maps a pointer into a buffer (its end included) to the buffer
// and the offset.
func (rt *Runtime) resolve(p DevPtr) (*buffer, int64, bool) {
	var b *buffer
	rt.pivot.base = p
	rt.buffers.DescendLessOrEqual(&rt.pivot, func(x *buffer) bool { b = x; return false })
	if b == nil || p > b.base+DevPtr(b.size) {
		return nil, 0, false
	}
	return b, int64(p - b.base), true
}

// span resolves [p, p+n), which the devices use, to a buffer (page-locked
// host memory becomes one), checking it lies inside.
func (rt *Runtime) span(p DevPtr, n int64, what string) (*buffer, int64, error) {
	b, off, err := rt.resolveDevice(p)
	if err != nil {
		return nil, 0, wrap(CodeOf(err), err, "%s", what)
	}
	if b == nil {
		return nil, 0, errorf(ErrorInvalidDevicePointer, "%s: 0x%x is neither in a buffer from cudaMalloc or cudaMallocManaged nor in page-locked host memory (freed, or pageable host memory?)", what, p)
	}
	if n < 0 || off+n > b.size {
		return nil, 0, errorf(ErrorInvalidValue, "%s: %d bytes at offset %d run past the end of the %d-byte buffer at 0x%x", what, n, off, b.size, b.base)
	}
	return b, off, nil
}

// IsDevicePointer reports whether p points into device memory: a buffer
// from cudaMalloc or a variable's address (for cudaMemcpyDefault). Managed
// and page-locked memory are host memory to a copy: the copy makes them
// current first.
func (rt *Runtime) IsDevicePointer(p DevPtr) bool {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	b, _, ok := rt.resolve(p)
	return ok && b.host == nil
}

// MemcpyHtoD copies host bytes into a buffer. On several devices it
// keeps them in the buffer's staging copy, held by the host alone, until
// an operation uses them: a launch then places them where it runs (an
// unsplit one on device 0, a split one to its parts as they read them,
// placement.go), so data a program's first kernel reads on one device is not
// spread over the others first. On one device, and for buffers larger
// than maxStaged, it distributes them at once; into managed memory it
// copies into the host's copy, which the devices fetch from as they need
// it. It waits for the devices first, as CUDA's copy from
// pageable memory does, so it is a synchronisation of managed memory (src
// may be managed memory too). src may be overwritten once it returns: the
// staging copy is the runtime's, page-locked where the backend can pin it
// (memory_pinned.go), so that place queues the devices' copies.
func (rt *Runtime) MemcpyHtoD(dst DevPtr, src []byte) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	n := int64(len(src))
	b, off, err := rt.span(dst, n, "cudaMemcpy host to device")
	if err != nil {
		return err
	}
	if err := rt.syncManaged(); err != nil || n == 0 {
		return err
	}
	if b.host != nil {
		copy(b.host.mem[off:], src)
		return nil
	}
	if b.staged == nil {
		if rt.ndev == 1 || b.size > maxStaged {
			return rt.distribute(nil, b, off, src, rt.ndev)
		}
		rt.stageIn(b)
	} else if b.pinQueued != 0 { // copies from an earlier placing may still read it
		if err := rt.waitStaging(b); err != nil {
			return err
		}
	}
	copy(b.staged[off:], src)
	b.tracker.Set(off, off+n, hostHolder)
	return nil
}

// MemcpyDtoH copies buffer bytes to the host, each run from a device
// holding it (staying on one device while it can, so runs coalesce). It
// is a synchronisation of managed memory, so a managed source is read
// from the host's copy (and dst may be managed memory too).
func (rt *Runtime) MemcpyDtoH(dst []byte, src DevPtr) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	b, off, err := rt.span(src, int64(len(dst)), "cudaMemcpy device to host")
	if err != nil {
		return err
	}
	if err := rt.syncManaged(); err != nil {
		return err
	}
	if b.host != nil {
		copy(dst, b.host.mem[off:])
		return nil
	}
	if err := rt.place(nil, b, rt.ndev); err != nil {
		return err
	}
	return rt.gatherBuffer(dst, b, off)
}

// gatherBuffer reads len(dst) bytes of b from offset off, each run from a
// device holding it, a device's runs of one length at one stride in one
// read: the rows of each plane of a 3-D array split along its rows that a
// device holds, 126 reads of conv3d's 128^3 result per device, are one.
func (rt *Runtime) gatherBuffer(dst []byte, b *buffer, off int64) error {
	return eachStrided(rt.runs(b, off, off+int64(len(dst))), func(r run, pitch, n int64) error {
		switch {
		case r.dev == -1:
			return nil // held by nobody: undefined (partial.go)
		case r.dev == hostSlot: // staged bytes a failed operation did not place
			copy(dst[r.lo-off:r.hi-off], b.staged[r.lo:r.hi])
			return nil
		case n == 1:
			return rt.hostRead(r.dev, b.inst[r.dev]+DevPtr(r.lo), dst[r.lo-off:r.hi-off], nil)
		}
		return rt.hostRead2D(r.dev, b.inst[r.dev]+DevPtr(r.lo), dst[r.lo-off:], r.hi-r.lo, pitch, n, nil)
	})
}

// eachStrided calls f with runs, ordered by device and down the buffer
// within one, those of a device of one length at one stride joined: the
// first, the stride and how many (n 1: a run alone, as are the runs of
// no device and of the host). The runs are reordered.
func eachStrided(runs []run, f func(r run, pitch, n int64) error) error {
	slices.SortStableFunc(runs, func(x, y run) int { return cmp.Compare(x.dev, y.dev) })
	for i := 0; i < len(runs); {
		r, n, pitch := runs[i], int64(1), int64(0)
		for ; r.dev >= 0 && r.dev != hostSlot && i+int(n) < len(runs); n++ {
			q := runs[i+int(n)]
			if n == 1 {
				pitch = q.lo - r.lo
			}
			if q.dev != r.dev || q.hi-q.lo != r.hi-r.lo || q.lo != r.lo+n*pitch {
				break
			}
		}
		if n == 1 {
			pitch = 0
		}
		if err := f(r, pitch, n); err != nil {
			return err
		}
		i += int(n)
	}
	return nil
}

// run is a byte range of a buffer and the device chosen to supply it
// (-1: nobody holds it, partial.go).
type run struct {
	lo, hi int64
	dev    int
}

// runs splits [lo, hi) of b into maximal ranges each supplied by one
// holder, preferring to stay on the previous run's device.
func (rt *Runtime) runs(b *buffer, lo, hi int64) []run {
	var out []run
	b.tracker.Query(lo, hi, func(a, z int64, h Holders) bool {
		if n := len(out); n > 0 && h.Has(out[n-1].dev) && out[n-1].hi == a {
			out[n-1].hi = z
			return true
		}
		out = append(out, run{a, z, h.First()})
		return true
	})
	return out
}

// MemcpyDtoD copies n bytes between buffers: each run of the source is
// copied on a device holding it, which becomes the only holder of the
// destination run (no data crosses devices). A run of managed memory only
// the host holds is copied from the host's copy.
func (rt *Runtime) MemcpyDtoD(dst, src DevPtr, n int64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	db, doff, err := rt.span(dst, n, "cudaMemcpy device to device (destination)")
	if err != nil {
		return err
	}
	sb, soff, err := rt.span(src, n, "cudaMemcpy device to device (source)")
	if err != nil {
		return err
	}
	rt.claim(db)
	rt.claim(sb)
	if err := errors.Join(rt.place(nil, db, rt.ndev), rt.place(nil, sb, rt.ndev)); err != nil {
		return err
	}
	// A device's runs of one length at one stride are one strided copy,
	// unless source and destination overlap (each run then copied in
	// turn down the buffer, as cudaMemcpy copies).
	runs := rt.runs(sb, soff, soff+n)
	each := eachStrided
	if db == sb && doff < soff+n && soff < doff+n {
		each = eachRun
	}
	return each(runs, func(r run, pitch, rows int64) error {
		d, w := r.dev, r.hi-r.lo
		to := doff + r.lo - soff
		switch d {
		case -1:
			return nil // undefined bytes: the destination's are as good
		case hostSlot:
			return rt.writeFromHost(db, to, sb.host.mem[r.lo:r.hi])
		}
		for i := range rows {
			if err := rt.back(db, d, to+i*pitch, to+i*pitch+w); err != nil {
				return err
			}
		}
		if err := rt.be.CopyPeer2D(d, db.inst[d]+DevPtr(to), d, sb.inst[d]+DevPtr(r.lo), w, max(pitch, w), rows); err != nil {
			return rt.fault(err, "device-to-device copy on device %d", d)
		}
		db.tracker.WriteSpan(to, to+w, pitch, rows, d)
		return nil
	})
}

// eachRun calls f with each of runs alone, in order.
func eachRun(runs []run, f func(r run, pitch, n int64) error) error {
	for _, r := range runs {
		if err := f(r, 0, 1); err != nil {
			return err
		}
	}
	return nil
}

// Memset sets n bytes of a buffer to value on every device, which then
// all hold them; in managed memory, the host's copy too. Partial
// instances get it linearly over the devices, each device its part,
// or in managed memory the host's copy alone (memsetPartial).
func (rt *Runtime) Memset(dst DevPtr, value byte, n int64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	b, off, err := rt.span(dst, n, "cudaMemset")
	if err != nil || n == 0 {
		return err
	}
	rt.claim(b)
	if err := rt.place(nil, b, rt.ndev); err != nil {
		return err
	}
	if b.pages != nil {
		return rt.memsetPartial(b, off, n, value)
	}
	for d := 0; d < rt.ndev; d++ {
		if err := rt.be.Memset(d, b.inst[d]+DevPtr(off), value, n); err != nil {
			return rt.fault(err, "memset on device %d", d)
		}
	}
	holders := rt.allDevices()
	if b.host != nil {
		b.host.set(off, off+n, value)
		holders |= hostHolder
	}
	b.tracker.Set(off, off+n, holders)
	return nil
}

// memsetPartial sets [off, off+n) of a buffer with partial instances: in
// the host's copy, which then holds it alone, or linearly over the
// devices, each the only holder of its part, as a copy from the host
// places its bytes.
func (rt *Runtime) memsetPartial(b *buffer, off, n int64, value byte) error {
	if b.host != nil {
		b.host.set(off, off+n, value)
		b.tracker.Set(off, off+n, hostHolder)
		return nil
	}
	return spread(n, b.chunk(), rt.ndev, func(d int, lo, hi int64) error {
		lo, hi = off+lo, off+hi
		if err := rt.back(b, d, lo, hi); err != nil {
			return err
		}
		if err := rt.be.Memset(d, b.inst[d]+DevPtr(lo), value, hi-lo); err != nil {
			return rt.fault(err, "memset on device %d", d)
		}
		b.tracker.Write(lo, hi, d)
		return nil
	})
}

// symbol is a __device__ or __constant__ variable, known by the address of
// its host shadow. Like a buffer it has an instance on every device (the
// module's copy) and a tracker: a kernel that runs unsplit on device 0 may
// write a __device__ variable, which device 0 then holds alone until a
// split launch or a copy from the host makes the others fresh again.
type symbol struct {
	img      *Image
	name     string
	size     int64
	constant bool    // __constant__: kernels cannot write it
	copies   *buffer // instances, resolved on first use, and the tracker
	// addressed: copies is among the buffers, reachable through its
	// address like memory from cudaMalloc (cudaGetSymbolAddress).
	addressed bool
}

// RegisterVar records the device variable name of img behind the host
// shadow address host (clang's __cudaRegisterVar), unless it is a
// __shared__ variable (varKind): then cudaMemcpyToSymbol and the like
// say it is no device variable, and no launch looks for its instances.
// A __managed__ variable's host shadow is the host's copy of it, which
// the program reads and writes directly (managedVar): mem is the shadow's
// bytes, where the program's memory is behind host (nil where not: a
// variable registered so is not managed).
func (rt *Runtime) RegisterVar(img *Image, host uintptr, name string, size int64, constant bool, mem []byte) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	kind := img.varKind(name)
	if kind == sharedVar {
		return
	}
	s := &symbol{img: img, name: name, size: size, constant: constant}
	s.copies = &buffer{size: size, tracker: rt.newTracker(size, rt.allDevices()), variable: s}
	if kind == managedVar && size > 0 && int64(len(mem)) == size {
		if err := rt.manage(s, mem); err != nil {
			// It stays a __device__ variable: the program is told why.
			fmt.Fprintf(rt.log, "mgpu: the __managed__ variable %s: %v\n", name, err)
		}
	}
	rt.symbols[host] = s
	if !constant {
		img.vars = append(img.vars, s)
	}
}

// instances resolves the variable's address on every device (loading the
// module where needed) and returns it as a buffer.
func (rt *Runtime) instances(s *symbol) (*buffer, error) {
	b := s.copies
	if b.inst != nil {
		return b, nil
	}
	inst := make([]DevPtr, rt.ndev)
	for d := range inst {
		m, err := rt.module(s.img, d)
		if err != nil {
			return nil, err
		}
		p, size, err := m.Global(s.name)
		if err != nil {
			return nil, wrap(ErrorInvalidSymbol, err, "%s on device %d", s.name, d)
		}
		if size < s.size {
			return nil, errorf(ErrorInvalidSymbol, "%s has %d bytes on device %d, the host registered %d", s.name, size, d, s.size)
		}
		inst[d] = p
	}
	b.inst, b.base = inst, inst[0]
	return b, nil
}

// lookupSymbol returns the variable registered behind host.
func (rt *Runtime) lookupSymbol(host uintptr, what string) (*symbol, error) {
	s, ok := rt.symbols[host]
	if !ok {
		return nil, errorf(ErrorInvalidSymbol, "%s: 0x%x is not a registered __device__ or __constant__ variable", what, host)
	}
	return s, nil
}

// symbolSpan checks [offset, offset+n) against the variable registered
// behind host and returns its instances.
func (rt *Runtime) symbolSpan(host uintptr, offset, n int64, what string) (*buffer, error) {
	s, err := rt.lookupSymbol(host, what)
	if err != nil {
		return nil, err
	}
	if offset < 0 || n < 0 || offset+n > s.size {
		return nil, errorf(ErrorInvalidValue, "%s: %d bytes at offset %d run past the end of %s (%d bytes)", what, n, offset, s.name, s.size)
	}
	b, err := rt.instances(s)
	if err != nil {
		return nil, wrap(CodeOf(err), err, "%s", what)
	}
	return b, nil
}

// MemcpyToSymbol writes host bytes into a device variable on every device.
// Like MemcpyHtoD, it is a synchronisation of managed memory.
func (rt *Runtime) MemcpyToSymbol(host uintptr, src []byte, offset int64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	n := int64(len(src))
	b, err := rt.symbolSpan(host, offset, n, "cudaMemcpyToSymbol")
	if err != nil {
		return err
	}
	if err := rt.syncManaged(); err != nil {
		return err
	}
	for d := 0; d < rt.ndev; d++ {
		if err := rt.hostWrite(d, b.inst[d]+DevPtr(offset), src, nil); err != nil {
			return err
		}
	}
	b.tracker.Set(offset, offset+n, rt.allDevices())
	return nil
}

// MemcpyFromSymbol reads a device variable from the devices holding it.
// Like MemcpyDtoH, it is a synchronisation of managed memory.
func (rt *Runtime) MemcpyFromSymbol(dst []byte, host uintptr, offset int64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	b, err := rt.symbolSpan(host, offset, int64(len(dst)), "cudaMemcpyFromSymbol")
	if err != nil {
		return err
	}
	if err := rt.syncManaged(); err != nil {
		return err
	}
	return rt.gatherBuffer(dst, b, offset)
}

// SymbolSize returns the size of the variable registered behind host.
func (rt *Runtime) SymbolSize(host uintptr) (int64, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	s, err := rt.lookupSymbol(host, "cudaGetSymbolSize")
	if err != nil {
		return 0, err
	}
	return s.size, nil
}

// SymbolAddress returns the device address of the variable registered
// behind host: its instance on device 0, like a buffer's address. From
// then on the instances are one of the buffers, so copies, memsets and
// kernel arguments reach the variable through the address (and interior
// pointers) as they reach memory from cudaMalloc, kept coherent by the
// tracker the symbol copies and launches use. A __constant__ variable so
// reached may then differ between devices, so launches make it fresh on
// their devices as they do __device__ variables.
func (rt *Runtime) SymbolAddress(host uintptr) (DevPtr, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	const what = "cudaGetSymbolAddress"
	s, err := rt.lookupSymbol(host, what)
	if err != nil {
		return 0, err
	}
	b, err := rt.instances(s)
	if err != nil {
		return 0, wrap(CodeOf(err), err, "%s", what)
	}
	if s.addressed {
		return b.base, nil
	}
	if other := rt.overlapping(b.base, b.size); other != nil {
		return 0, errorf(ErrorNotSupported, "%s: %s at 0x%x overlaps the buffer at 0x%x on the %s backend, so its address cannot serve as a device pointer",
			what, s.name, b.base, other.base, rt.be.Name())
	}
	rt.buffers.ReplaceOrInsert(b)
	s.addressed = true
	if s.constant {
		s.img.vars = append(s.img.vars, s)
	}
	return b.base, nil
}

// overlapping returns a buffer with a byte in [base, base+size], or nil:
// base+size is included because a pointer one past a buffer's end
// resolves to that buffer.
func (rt *Runtime) overlapping(base DevPtr, size int64) *buffer {
	var hit *buffer
	rt.pivot.base = base + DevPtr(size)
	rt.buffers.DescendLessOrEqual(&rt.pivot, func(x *buffer) bool {
		if x.base+DevPtr(x.size) >= base {
			hit = x
		}
		return false
	})
	return hit
}

// sharing returns a buffer with a byte in [base, base+size), or nil: one
// that ends where base starts does not count, as it does for overlapping
// (the program's variables lie side by side, and a pointer there is the
// later one's start).
func (rt *Runtime) sharing(base DevPtr, size int64) *buffer {
	var hit *buffer
	rt.pivot.base = base + DevPtr(size-1)
	rt.buffers.DescendLessOrEqual(&rt.pivot, func(x *buffer) bool {
		if x.base+DevPtr(x.size) > base {
			hit = x
		}
		return false
	})
	return hit
}

// Allocated returns the bytes of all live buffers from cudaMalloc and
// cudaMallocManaged, and of the device copies of page-locked memory (per
// device).
func (rt *Runtime) Allocated() int64 {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	var n int64
	for _, b := range rt.allocations() {
		n += b.size
	}
	return n
}
