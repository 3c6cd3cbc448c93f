package mgpu

import "unsafe"

// hostRange is page-locked host memory as CUDA knows it: from
// cudaMallocHost or cudaHostAlloc, or registered with cudaHostRegister.
// The runtime copies host memory from wherever it is, so until the devices
// use a range it is only recorded, for cudaPointerGetAttributes, the frees
// and unregistrations and cudaHostGetDevicePointer.
//
// With unified addressing (every 64-bit platform) CUDA maps such memory
// into the devices at the address the host uses: kernels may read and
// write it. Here, the first device-side use of a range (a kernel argument,
// a device-side pointer of a copy or a memset) makes it a buffer whose host
// copy is the memory itself (attachPinned), which from then on is kept
// coherent as managed memory is (managed.go): results written by kernels
// reach the memory at synchronisations, not while the kernels run.
type hostRange struct {
	base       uintptr
	mem        []byte
	flags      uint // cudaHostAlloc's or cudaHostRegister's
	registered bool // cudaHostRegister, not an allocation
}

func hostRangeLess(a, b hostRange) bool { return a.base < b.base }

// hostRangeAt returns the recorded range with the highest base at or
// below p, which holds p if any range does.
func (rt *Runtime) hostRangeAt(p uintptr) (hostRange, bool) {
	var r hostRange
	found := false
	rt.hosts.DescendLessOrEqual(hostRange{base: p}, func(x hostRange) bool {
		r, found = x, true
		return false
	})
	return r, found
}

// isHost reports whether p is inside a recorded range.
func (rt *Runtime) isHost(p uintptr) bool {
	r, ok := rt.hostRangeAt(p)
	return ok && p < r.base+uintptr(len(r.mem))
}

// AddHostRange records mem as page-locked host memory (len(mem) > 0),
// with the flags it was allocated or registered with. Memory that overlaps
// a recorded range is cudaErrorHostMemoryAlreadyRegistered.
func (rt *Runtime) AddHostRange(mem []byte, flags uint, registered bool) error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	base := uintptr(unsafe.Pointer(&mem[0]))
	if r, ok := rt.hostRangeAt(base + uintptr(len(mem)) - 1); ok && r.base+uintptr(len(r.mem)) > base {
		return errorf(ErrorHostMemRegistered, "%d bytes of host memory at 0x%x overlap memory already page-locked (cudaHostRegister twice, or memory freed without cudaHostUnregister?)", len(mem), base)
	}
	rt.hosts.ReplaceOrInsert(hostRange{base, mem, flags, registered})
	return nil
}

// RemoveHostRange forgets the page-locked memory that starts at base: an
// allocation (cudaFreeHost) or a registration (cudaHostUnregister). When
// the devices used it, it first synchronises, as CUDA does, so that the
// memory holds what kernels wrote, and frees the device copies.
func (rt *Runtime) RemoveHostRange(base uintptr, registered bool) error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	r, ok := rt.hosts.Get(hostRange{base: base})
	switch {
	case registered && (!ok || !r.registered):
		return errorf(ErrorHostMemNotRegistered, "cudaHostUnregister of 0x%x, which is not the start of memory registered with cudaHostRegister", base)
	case !registered && (!ok || r.registered):
		return errorf(ErrorInvalidValue, "cudaFreeHost of 0x%x, which is not memory from cudaMallocHost or cudaHostAlloc (or was freed already)", base)
	}
	if b, off, ok := rt.resolve(DevPtr(base)); ok && off == 0 && b.host != nil && b.host.pinned {
		if rt.sticky != nil {
			return rt.sticky // what the devices wrote is lost: a reset frees the device copies
		}
		if err := rt.syncHost(); err != nil {
			return err
		}
		if err := rt.freeBuffer(b); err != nil {
			return err
		}
	}
	rt.hosts.Delete(r)
	return nil
}

// HostAllocFlags returns the flags of the cudaHostAlloc (or
// cudaMallocHost) allocation holding p; ok is false when p is in none.
func (rt *Runtime) HostAllocFlags(p uintptr) (flags uint, ok bool) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	r, ok := rt.hostRangeAt(p)
	if !ok || r.registered || p >= r.base+uintptr(len(r.mem)) {
		return 0, false
	}
	return r.flags, true
}

// resolveDevice resolves a pointer the devices use, as resolve does, and
// makes page-locked host memory used so for the first time a buffer; b is
// nil when p is neither in a buffer nor in page-locked memory.
func (rt *Runtime) resolveDevice(p DevPtr) (b *buffer, off int64, err error) {
	if b, off, ok := rt.resolve(p); ok {
		return b, off, nil
	}
	// One past the end resolves, as for buffers.
	r, ok := rt.hostRangeAt(uintptr(p))
	if !ok || uintptr(p) > r.base+uintptr(len(r.mem)) {
		return nil, 0, nil
	}
	if b, err = rt.attachPinned(r); err != nil {
		return nil, 0, err
	}
	return b, int64(uintptr(p) - r.base), nil
}

// attachPinned makes r a buffer: instances on every device, allocated now,
// and the memory itself as the host's copy, which holds every byte (the
// shadow starts as a copy of it).
func (rt *Runtime) attachPinned(r hostRange) (*buffer, error) {
	h := &hostCopy{mem: r.mem, pinned: true}
	b, err := rt.hostBacked(h, hostHolder, "page-locked host memory used by the devices")
	if err != nil {
		return nil, err
	}
	copy(h.shadow, h.mem)
	rt.buffers.ReplaceOrInsert(b)
	return b, nil
}

// MemoryType is a cudaMemoryType.
type MemoryType int

// The memory types the runtime reports.
const (
	MemoryUnregistered MemoryType = 0
	MemoryHost         MemoryType = 1
	MemoryDevice       MemoryType = 2
	MemoryManaged      MemoryType = 3
)

// PointerType classifies p as CUDA 11 does: inside a buffer (or a variable
// whose address the program took) is device memory, or managed memory;
// inside page-locked host memory, host memory (which the devices reach at
// the same address); anything else is unregistered.
func (rt *Runtime) PointerType(p uintptr) MemoryType {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.isHost(p) {
		return MemoryHost
	}
	if b, off, ok := rt.resolve(DevPtr(p)); ok && off < b.size {
		if b.managed() {
			return MemoryManaged
		}
		return MemoryDevice
	}
	return MemoryUnregistered
}
