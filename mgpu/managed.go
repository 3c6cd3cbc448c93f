package mgpu

import (
	"bytes"
	"slices"
	"syscall"
	"unsafe"
)

// Managed memory (cudaMallocManaged) is a buffer whose address is host
// memory the program reads and writes directly, with an instance on every
// device as any buffer. The host's copy is one more holder in the buffer's
// tracker (hostSlot). The program writes it without telling the runtime,
// so the runtime keeps a shadow of it: what the host's copy held when the
// tracker last accounted for it.
//
//   - A synchronisation copies into the host's copy (and the shadow) every
//     range the host does not hold, from a device holding it, and opens the
//     buffer to the host.
//   - The first device-side use of an open buffer (a launch that passes it,
//     a device-to-device copy, a memset) compares the host's copy with the
//     shadow: the program wrote the ranges that differ, and the host
//     becomes their only holder, so the devices fetch exactly those ranges,
//     as their kernels need them.
//
// So the program may touch managed memory only while no device-side work
// uses it, as on GPUs without concurrent managed access.
//
// Page-locked host memory that the devices use becomes such a buffer too
// (host.go); its host copy is the program's memory.

// hostCopy is the host's side of a managed buffer. The runtime maps the
// shadow, and mem unless pinned (zeroed pages, given back to the system on
// free, and an error rather than a crash when there is no memory).
type hostCopy struct {
	mem    []byte // its address is the buffer's
	shadow []byte // what the tracker accounts for of mem
	// open is set from a synchronisation (or the allocation) to the next
	// device-side use: the program may have written mem meanwhile.
	open bool
	// pinned: mem is the program's page-locked memory, not the runtime's
	// to unmap, and not managed memory to cudaFree or the hints.
	pinned bool
	// variable: mem is a __managed__ variable of the program's, and the
	// shadow Go memory: neither is the runtime's to unmap.
	variable bool
}

// managed reports whether b is managed memory (from cudaMallocManaged).
func (b *buffer) managed() bool { return b.host != nil && !b.host.pinned }

// mapHost maps size bytes of zeroed host memory.
func mapHost(size int64) ([]byte, error) {
	return syscall.Mmap(-1, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS)
}

// unmap gives back what the runtime mapped of h.
func (h *hostCopy) unmap() error {
	if h.variable {
		return nil
	}
	mapped := [][]byte{h.shadow}
	if !h.pinned {
		mapped = append(mapped, h.mem)
	}
	var first error
	for _, m := range mapped {
		if m == nil {
			continue
		}
		if err := syscall.Munmap(m); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// set sets mem[lo:hi] to value, as the runtime's own write (settle).
func (h *hostCopy) set(lo, hi int64, value byte) {
	mem := h.mem[lo:hi]
	for i := range mem {
		mem[i] = value
	}
	h.settle(lo, hi)
}

// settle records that the runtime itself wrote mem[lo:hi] (copying back or
// setting it), so that it does not count as the program's write.
func (h *hostCopy) settle(lo, hi int64) { copy(h.shadow[lo:hi], h.mem[lo:hi]) }

// MallocManaged allocates size bytes of managed memory: zeroed,
// page-aligned host memory (mem) the program reads and writes directly,
// whose address is also a device pointer to a buffer with an instance on
// every device.
func (rt *Runtime) MallocManaged(size int64) (DevPtr, []byte, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, nil, err
	}
	if size <= 0 {
		return 0, nil, errorf(ErrorInvalidValue, "cudaMallocManaged of %d bytes: the size must be positive", size)
	}
	mem, err := mapHost(size)
	if err != nil {
		return 0, nil, wrap(ErrorMemoryAllocation, err, "cudaMallocManaged: mapping %d bytes of host memory", size)
	}
	b, err := rt.hostBacked(&hostCopy{mem: mem, open: true}, rt.allDevices()|hostHolder, "cudaMallocManaged")
	if err != nil {
		return 0, nil, err
	}
	// The instances start zeroed like the host's copy, so that every
	// holder holds the same bytes (partial ones hold nothing yet).
	for d := 0; d < len(b.inst) && b.pages == nil; d++ {
		if err := rt.be.Memset(d, b.inst[d], 0, size); err != nil {
			rt.release(b)
			return 0, nil, rt.fault(err, "zeroing managed memory on device %d", d)
		}
	}
	rt.buffers.ReplaceOrInsert(b)
	return b.base, mem, nil
}

// hostBacked makes the buffer whose address and host copy is h.mem: an
// instance on every device, a shadow, and a tracker in which holders hold
// every byte (the host alone, when the instances are partial: their
// devices hold nothing yet). The caller adds it to the buffers; on
// failure, what was made is released (h.mem too, unless pinned).
func (rt *Runtime) hostBacked(h *hostCopy, holders Holders, what string) (*buffer, error) {
	size := int64(len(h.mem))
	b := &buffer{base: DevPtr(uintptr(unsafe.Pointer(&h.mem[0]))), size: size, host: h}
	if other := rt.overlapping(b.base, size); other != nil {
		rt.release(b)
		return nil, errorf(ErrorNotSupported, "%s: the host memory at 0x%x overlaps the buffer at 0x%x on the %s backend, so its address cannot serve as a device pointer",
			what, b.base, other.base, rt.be.Name())
	}
	if err := rt.instantiate(b); err != nil {
		rt.release(b)
		return nil, wrap(CodeOf(err), err, "%s", what)
	}
	if b.pages != nil {
		holders &= hostHolder
	}
	var err error
	if h.shadow, err = mapHost(size); err != nil {
		rt.release(b)
		return nil, wrap(ErrorMemoryAllocation, err, "%s: mapping a shadow of %d bytes of host memory", what, size)
	}
	b.tracker = rt.newTracker(size, holders)
	return b, nil
}

// claim ends the host's turn on b, if open, before device-side work uses
// it: the words the program changed since the synchronisation become held
// by the host alone.
func (rt *Runtime) claim(b *buffer) {
	h := b.host
	if h == nil || !h.open {
		return
	}
	h.open = false
	changedRanges(h.mem, h.shadow, func(lo, hi int64) {
		b.tracker.Write(lo, hi, hostSlot)
		h.settle(lo, hi)
	})
}

// diffBlock is the unit changedRanges compares first, with memcmp; only
// the blocks that differ are compared word by word.
const diffBlock = 4096

// maxHostGap is the most unchanged bytes between two changed ranges that
// changedRanges reports as one: the host then holds a few unchanged bytes
// alone too, which devices copy again, but the tracker keeps one segment
// per region the program wrote rather than one per changed word (storing
// 1.0f over 0.0f leaves the low half of each float as it was).
const maxHostGap = 256

// changedRanges calls visit, in ascending order, for each range of the
// 8-byte words (from the start) where a and b differ, ranges at most
// maxHostGap bytes apart merged.
func changedRanges(a, b []byte, visit func(lo, hi int64)) {
	n := int64(len(a))
	lo, hi := int64(-1), int64(-1)
	for blk := int64(0); blk < n; blk += diffBlock {
		end := min(blk+diffBlock, n)
		if bytes.Equal(a[blk:end], b[blk:end]) {
			continue
		}
		for w := blk; w < end; w += 8 {
			we := min(w+8, end)
			switch {
			case bytes.Equal(a[w:we], b[w:we]):
			case lo >= 0 && w-hi <= maxHostGap:
				hi = we
			default:
				if lo >= 0 {
					visit(lo, hi)
				}
				lo, hi = w, we
			}
		}
	}
	if lo >= 0 {
		visit(lo, hi)
	}
}

// syncManaged is the host's side of a synchronisation: every managed
// buffer (page-locked memory the devices used included, and __managed__
// variables) that device-side work used since the last one gets back the
// ranges the host does not hold, and opens to the host.
func (rt *Runtime) syncManaged() error {
	var err error
	rt.buffers.Ascend(func(b *buffer) bool {
		if b.host == nil || b.host.open {
			return true
		}
		if err = rt.syncRange(nil, b, 0, b.size, hostSlot); err != nil {
			return false
		}
		b.host.open = true
		return true
	})
	return err
}

// manage makes the variable s managed: mem, the program's variable, is
// the host's copy of it, open to the host until the first device-side use
// compares it with its shadow. clang's host code leaves the variable's
// initial value to the device code (the host's copy starts as zeros), so
// the shadow is device 0's instance, which every device holds, and so is
// mem where it is still all zeros: where the program wrote it before its
// first CUDA call, which registers the variable, its bytes are kept, and
// the first launch sends them (a program that wrote zeros over a
// non-zero initial value then gets the initial value). As with CUDA, the
// variable's host address is a device pointer too (a kernel's argument
// &x), as managed memory's is.
func (rt *Runtime) manage(s *symbol, mem []byte) error {
	b, err := rt.instances(s)
	if err != nil {
		return err
	}
	base := DevPtr(uintptr(unsafe.Pointer(&mem[0])))
	if other := rt.sharing(base, b.size); other != nil {
		return errorf(ErrorNotSupported, "its host copy at 0x%x overlaps the buffer at 0x%x on the %s backend, so its address cannot serve as a device pointer",
			base, other.base, rt.be.Name())
	}
	shadow := make([]byte, len(mem))
	if err := rt.hostRead(0, b.inst[0], shadow, nil); err != nil {
		return err
	}
	if !slices.ContainsFunc(mem, func(c byte) bool { return c != 0 }) {
		copy(mem, shadow)
	}
	b.base, b.host = base, &hostCopy{mem: mem, shadow: shadow, open: true, variable: true}
	b.tracker = rt.newTracker(s.size, rt.allDevices()|hostHolder)
	rt.buffers.ReplaceOrInsert(b)
	s.addressed = true
	return nil
}

// SyncManaged makes managed memory current on the host (before a copy
// from host to host, which may involve it).
func (rt *Runtime) SyncManaged() error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	return rt.syncManaged()
}

// writeFromHost writes src, bytes of the host's copy of managed memory,
// into b at off: into b's host copy when b is managed memory too, else
// onto device 0, which then holds them alone.
func (rt *Runtime) writeFromHost(b *buffer, off int64, src []byte) error {
	hi := off + int64(len(src))
	if h := b.host; h != nil {
		copy(h.mem[off:], src)
		h.settle(off, hi)
		b.tracker.Write(off, hi, hostSlot)
		return nil
	}
	if err := rt.back(b, 0, off, hi); err != nil {
		return err
	}
	if err := rt.hostWrite(0, b.inst[0]+DevPtr(off), src, nil); err != nil {
		return err
	}
	b.tracker.Write(off, hi, 0)
	return nil
}

// ManagedAllocation returns the address and size of the managed memory
// allocation holding p; ok is false when p is not managed memory.
func (rt *Runtime) ManagedAllocation(p DevPtr) (base DevPtr, size int64, ok bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	b, off, ok := rt.resolve(p)
	if !ok || !b.managed() || off == b.size {
		return 0, 0, false
	}
	return b.base, b.size, true
}
