package sim

import (
	"cmp"
	"fmt"
	"slices"
)

// The device heap: malloc and free in device code (a kernel's own
// scratch; Thrust's sequential sort takes its merge buffer there). It is
// one allocation of the device, made at the first launch of a program that
// calls malloc or free, of the size SetHeapSize gave (CUDA's
// cudaLimitMallocHeapSize, 8 MiB unless set). malloc returns NULL when the
// heap has no room, as CUDA's does; its blocks are 16-byte aligned. The
// blocks of a launch share it under the device's lock. It is not counted
// in the device's memory (Options.MemLimit): a GPU sets it aside with the
// context, outside what the program allocates.

// DefaultHeapSize is CUDA's default cudaLimitMallocHeapSize.
const DefaultHeapSize = 8 << 20

// heapAlign is the alignment of what malloc returns.
const heapAlign = 16

// deviceHeap is the heap's allocation and its free runs, sorted by
// address and apart; live maps an allocated block to its size.
type deviceHeap struct {
	base, size uint64
	free       []heapRun
	live       map[uint64]uint64
}

type heapRun struct{ lo, hi uint64 }

// SetHeapSize sets the size of the device heap, before a launch made it.
func (d *Device) SetHeapSize(n int64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.heap != nil {
		return fmt.Errorf("sim: device %d: the device heap is in use (its size is set before the first launch of a kernel calling malloc)", d.id)
	}
	if n < 0 {
		return fmt.Errorf("sim: device %d: negative heap size %d", d.id, n)
	}
	d.heapSize = n
	return nil
}

// makeHeap allocates the device heap if it is not there yet.
func (d *Device) makeHeap() error {
	d.heapMu.Lock() // one heap, whoever launches first
	defer d.heapMu.Unlock()
	d.mu.Lock()
	made := d.heap != nil
	size := d.heapSize
	d.mu.Unlock()
	if made {
		return nil
	}
	base, err := d.place(size, "device heap", false)
	if err != nil {
		return fmt.Errorf("sim: device %d: the device heap of %d bytes (cudaLimitMallocHeapSize): %w", d.id, size, err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.heap = &deviceHeap{base: base, size: uint64(size), free: []heapRun{{base, base + uint64(size)}}, live: map[uint64]uint64{}}
	return nil
}

// heapMalloc returns a block of n bytes of the heap, first fit, or 0.
func (d *Device) heapMalloc(n uint64) uint64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	h := d.heap
	if h == nil || n == 0 || n > h.size {
		return 0
	}
	n = (n + heapAlign - 1) &^ (heapAlign - 1)
	for i, r := range h.free {
		if r.hi-r.lo < n {
			continue
		}
		if r.hi-r.lo == n {
			h.free = slices.Delete(h.free, i, i+1)
		} else {
			h.free[i].lo += n
		}
		h.live[r.lo] = n
		return r.lo
	}
	return 0
}

// heapFree returns the block at addr to the heap, joining the free runs
// beside it; free(NULL) does nothing.
func (d *Device) heapFree(addr uint64) error {
	if addr == 0 {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	h := d.heap
	var n uint64
	if h != nil {
		n = h.live[addr]
	}
	if n == 0 {
		return fmt.Errorf("free of 0x%x, which is not a block malloc returned (or was freed already)", addr)
	}
	delete(h.live, addr)
	i, _ := slices.BinarySearchFunc(h.free, addr, func(r heapRun, a uint64) int { return cmp.Compare(r.lo, a) })
	r := heapRun{addr, addr + n}
	if i > 0 && h.free[i-1].hi == r.lo {
		i--
		r.lo = h.free[i].lo
		h.free = slices.Delete(h.free, i, i+1)
	}
	if i < len(h.free) && h.free[i].lo == r.hi {
		r.hi = h.free[i].hi
		h.free = slices.Delete(h.free, i, i+1)
	}
	h.free = slices.Insert(h.free, i, r)
	return nil
}
