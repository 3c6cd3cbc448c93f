package mgpu

// hostRange is page-locked host memory as CUDA knows it: from
// cudaMallocHost or cudaHostAlloc, or registered with cudaHostRegister.
// The runtime copies host memory from wherever it is; the ranges are kept
// so that cudaPointerGetAttributes and the frees and unregistrations can
// tell such memory from any other.
type hostRange struct {
	base       uintptr
	size       int64
	registered bool // cudaHostRegister, not an allocation
}

func hostRangeLess(a, b hostRange) bool { return a.base < b.base }

// isHost reports whether p is inside a recorded range.
func (rt *Runtime) isHost(p uintptr) bool {
	inside := false
	rt.hosts.DescendLessOrEqual(hostRange{base: p}, func(r hostRange) bool {
		inside = p < r.base+uintptr(r.size)
		return false
	})
	return inside
}

// AddHostRange records size > 0 bytes of page-locked host memory.
// Memory that overlaps a recorded range is
// cudaErrorHostMemoryAlreadyRegistered.
func (rt *Runtime) AddHostRange(base uintptr, size int64, registered bool) error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	overlap := false
	rt.hosts.DescendLessOrEqual(hostRange{base: base + uintptr(size) - 1}, func(r hostRange) bool {
		overlap = r.base+uintptr(r.size) > base
		return false
	})
	if overlap {
		return errorf(ErrorHostMemRegistered, "%d bytes of host memory at 0x%x overlap memory already page-locked (cudaHostRegister twice, or memory freed without cudaHostUnregister?)", size, base)
	}
	rt.hosts.ReplaceOrInsert(hostRange{base, size, registered})
	return nil
}

// RemoveHostRange forgets the page-locked memory that starts at base: an
// allocation (cudaFreeHost) or a registration (cudaHostUnregister).
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
	rt.hosts.Delete(r)
	return nil
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
// inside page-locked host memory, host memory; anything else is
// unregistered.
func (rt *Runtime) PointerType(p uintptr) MemoryType {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if b, off, ok := rt.resolve(DevPtr(p)); ok && off < b.size {
		if b.host != nil {
			return MemoryManaged
		}
		return MemoryDevice
	}
	if rt.isHost(p) {
		return MemoryHost
	}
	return MemoryUnregistered
}
