// Package sim implements simulated GPUs in host memory that execute the
// NVPTX LLVM IR clang-14 produces. It is the `sim` backend of the runtime and
// the oracle of the end-to-end tests, so it reports every out-of-bounds or
// misaligned access, division by zero and barrier divergence (threads at
// different barriers) instead of guessing; a shift by the width or more
// gives what the GPU's gives (0, or the sign's bits), since the optimiser
// computes such shifts ahead of the tests that discard them.
//
// Compile turns each function into a flat array of ops over register slots
// (operands, constants and branch targets resolved, phis lowered to copies
// on edges). A block's threads run one after another as coroutines: each
// runs until it exits or reaches a barrier or warp primitive; a barrier
// releases once every live thread waits at it (exited threads count as
// arrived, as on the GPU), a warp primitive once the
// lanes of its member mask that have not exited wait at the same primitive
// with the same mask (lanes at another primitive, or with another mask,
// are a rendezvous of their own; a shuffle reading a lane outside its
// rendezvous, live or exited (a mask may name exited lanes), gets its own
// value, CUDA leaving the value undefined).
// Volatile accesses are warp yield points, so lanes that run together take
// them in lockstep, as legacy warp-synchronous code expects. Blocks run in
// parallel on Options.Workers goroutines, and on more where the blocks
// stall, since they may wait on blocks not yet started (launch.go,
// spinCheck). Floating point follows the GPU: contractable fmul/fadd pairs
// of a basic block are fused as llc-14 fuses them, with one rounding.
package sim

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"syscall"
)

// ErrOutOfMemory is wrapped by Malloc when a device's MemLimit is exceeded.
var ErrOutOfMemory = errors.New("sim: out of device memory")

// Options configures a simulated device.
type Options struct {
	MemLimit int64     // bytes; 0 means 16 GiB
	Workers  int       // goroutines running blocks; 0 means GOMAXPROCS
	Stdout   io.Writer // device printf output; nil means os.Stdout
	PageSize int64     // the granularity of Map (reserve.go), a power of two; 0 means DefaultPageSize
}

// Address layout of the flat 64-bit space of a device: the top two bits
// tag the region, so that a generic pointer needs no translation.
const (
	tagShift   = 62
	tagGlobal  = 0 // device buffers and module globals: (id+1)<<globalBits + offset
	tagLocal   = 1 // per thread (alloca, byval copies)
	tagShared  = 2 // per block
	tagCode    = 3 // functions' addresses (funcAddr), where no memory is
	localBase  = uint64(tagLocal) << tagShift
	sharedBase = uint64(tagShared) << tagShift
	codeBase   = uint64(tagCode) << tagShift
	globalBits = 44 // 16 TiB of address space per device
	allocAlign = 256
	// allocGap separates allocations so that running off the end of one
	// buffer is an error rather than a silent access of the next.
	allocGap = 4096
)

// segment is one allocation, or a run of mapped pages of a reservation
// (resv): [base, end) backed by mem.
type segment struct {
	base, end uint64
	mem       []byte
	name      string
	resv      *reservation
	mapped    bool // mem is its own mapping (deviceMemory), unmapped by Free
}

// Device is one simulated GPU: its memory and the modules loaded on it.
type Device struct {
	id        int
	opts      Options
	mu        sync.Mutex
	segs      atomic.Pointer[[]*segment] // sorted by base; copy on write
	next      uint64
	used      int64          // bytes allocated and mapped
	resvs     []*reservation // sorted by base (reserve.go)
	workers   int
	printMu   sync.Mutex  // one launch's printf text is written at once
	texTables             // texture objects (texture.go), guarded by mu
	heap      *deviceHeap // malloc and free in device code (heap.go), guarded by mu
	heapSize  int64
	heapMu    sync.Mutex // held while the heap is made
}

func (d *Device) stdout() io.Writer {
	if d.opts.Stdout != nil {
		return d.opts.Stdout
	}
	return os.Stdout
}

// NewDevice makes a device. Devices with different ids have disjoint
// global address ranges, so a pointer used on the wrong device is reported
// as out of bounds.
func NewDevice(id int, opts Options) *Device {
	if opts.MemLimit == 0 {
		opts.MemLimit = 16 << 30
	}
	if opts.PageSize <= 0 || opts.PageSize&(opts.PageSize-1) != 0 {
		opts.PageSize = DefaultPageSize
	}
	w := opts.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	d := &Device{id: id, opts: opts, next: uint64(id+1) << globalBits, workers: w, heapSize: DefaultHeapSize}
	empty := []*segment{}
	d.segs.Store(&empty)
	return d
}

// mappedMin is the size from which an allocation (Malloc's, the device
// heap's, a reservation's) is a mapping of its own.
const mappedMin = 1 << 20

// deviceMemory returns size bytes of zeroed memory for an allocation, and
// whether they are a mapping of their own: from a megabyte, anonymous
// memory outside Go's heap, whose pages take host memory only once
// touched and go back to the system at Free (a program's buffer of 4 GB
// of which it writes a corner, a buffer freed and allocated again larger
// each step: in Go's heap, the collector, at the GOGC the runtime sets,
// let the heap grow to five times what was live, and the process ran out
// of memory on 4 devices); smaller ones in Go's heap (zeroed).
func deviceMemory(size int64) ([]byte, bool) {
	if size >= mappedMin && int64(int(size)) == size {
		mem, err := syscall.Mmap(-1, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
		if err == nil {
			return mem, true
		}
	}
	return zeroed(size), false
}

// releaseDeviceMemory gives back what deviceMemory mapped (Go's heap
// takes back the rest).
func releaseDeviceMemory(mem []byte, mapped bool) error {
	if !mapped {
		return nil
	}
	return syscall.Munmap(mem)
}

// Close gives back the device's mappings (deviceMemory): its allocations
// not freed, and its heap. The device is not used after.
func (d *Device) Close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, s := range *d.segs.Load() {
		releaseDeviceMemory(s.mem, s.mapped)
	}
	for _, r := range d.resvs {
		releaseDeviceMemory(r.mem, r.mapped)
	}
	empty := []*segment{}
	d.segs.Store(&empty)
	d.resvs = nil
}

// ID returns the device id given to NewDevice.
func (d *Device) ID() int { return d.id }

// Malloc allocates size bytes of zeroed device memory: never 0, 256-byte
// aligned, never reused after Free (so a dangling pointer is reported).
func (d *Device) Malloc(size int64) (uint64, error) {
	return d.alloc(size, "")
}

func (d *Device) alloc(size int64, name string) (uint64, error) {
	return d.place(size, name, true)
}

// place allocates size bytes named name (a module global's, or "" for
// Malloc's), counted in the device's memory unless not counted.
func (d *Device) place(size int64, name string, counted bool) (uint64, error) {
	if size < 0 {
		return 0, fmt.Errorf("sim: device %d: malloc of negative size %d", d.id, size)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if counted && d.used+size > d.opts.MemLimit {
		return 0, fmt.Errorf("sim: device %d: allocating %d bytes with %d of %d in use: %w", d.id, size, d.used, d.opts.MemLimit, ErrOutOfMemory)
	}
	limit := uint64(d.id+2) << globalBits
	base := d.next
	end := base + uint64(size)
	if end+allocGap > limit {
		return 0, fmt.Errorf("sim: device %d: address space exhausted: %w", d.id, ErrOutOfMemory)
	}
	d.next = (end + allocGap + allocAlign - 1) &^ (allocAlign - 1)
	if counted {
		d.used += size
	}
	old := *d.segs.Load()
	segs := make([]*segment, len(old), len(old)+1)
	copy(segs, old)
	mem, mapped := deviceMemory(size)
	segs = append(segs, &segment{base: base, end: end, mem: mem, name: name, mapped: mapped})
	d.segs.Store(&segs)
	return base, nil
}

// Free releases an allocation; addr must be its base. Nothing may run
// on the device meanwhile (a launch reads the allocations it started
// with).
func (d *Device) Free(addr uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	old := *d.segs.Load()
	i := sort.Search(len(old), func(i int) bool { return old[i].base >= addr })
	if i == len(old) || old[i].base != addr {
		return fmt.Errorf("sim: device %d: free of 0x%x, which is not the base of an allocation", d.id, addr)
	}
	if old[i].name != "" {
		return fmt.Errorf("sim: device %d: free of 0x%x, the module global %s", d.id, addr, old[i].name)
	}
	if old[i].resv != nil {
		return fmt.Errorf("sim: device %d: free of 0x%x, mapped pages of a reservation (release the reservation)", d.id, addr)
	}
	d.used -= int64(len(old[i].mem))
	segs := make([]*segment, 0, len(old)-1)
	segs = append(append(segs, old[:i]...), old[i+1:]...)
	d.segs.Store(&segs)
	if err := releaseDeviceMemory(old[i].mem, old[i].mapped); err != nil {
		return fmt.Errorf("sim: device %d: free of 0x%x: %w", d.id, addr, err)
	}
	return nil
}

// lookup returns the allocation holding [addr, addr+n), or nil.
func lookup(segs []*segment, addr, n uint64) *segment {
	i := sort.Search(len(segs), func(i int) bool { return segs[i].base > addr }) - 1
	if i < 0 {
		return nil
	}
	s := segs[i]
	if addr+n > s.end || addr+n < addr {
		return nil
	}
	return s
}

func (d *Device) bytes(addr uint64, n int64, what string) ([]byte, error) {
	if n < 0 {
		return nil, fmt.Errorf("sim: device %d: %s of negative size %d", d.id, what, n)
	}
	s := lookup(*d.segs.Load(), addr, uint64(n))
	if s == nil {
		return nil, fmt.Errorf("sim: device %d: %s of %d bytes at 0x%x is outside every allocation", d.id, what, n, addr)
	}
	off := addr - s.base
	return s.mem[off : off+uint64(n)], nil
}

// Write copies host bytes to device memory; the range must lie inside one
// allocation.
func (d *Device) Write(addr uint64, src []byte) error {
	b, err := d.bytes(addr, int64(len(src)), "write")
	if err != nil {
		return err
	}
	copy(b, src)
	return nil
}

// Read copies device memory to the host.
func (d *Device) Read(addr uint64, dst []byte) error {
	b, err := d.bytes(addr, int64(len(dst)), "read")
	if err != nil {
		return err
	}
	copy(dst, b)
	return nil
}

// Memset sets n bytes of device memory to value.
func (d *Device) Memset(addr uint64, value byte, n int64) error {
	b, err := d.bytes(addr, n, "memset")
	if err != nil {
		return err
	}
	for i := range b {
		b[i] = value
	}
	return nil
}

// CopyFrom copies n bytes from src's memory at srcAddr to this device's
// memory at dst: a peer copy (or, with src == d, a device-to-device copy).
// Each range must lie inside one allocation; overlapping ranges on one
// device are copied as if through a buffer.
func (d *Device) CopyFrom(dst uint64, src *Device, srcAddr uint64, n int64) error {
	from, err := src.bytes(srcAddr, n, "copy source")
	if err != nil {
		return err
	}
	to, err := d.bytes(dst, n, "copy destination")
	if err != nil {
		return err
	}
	copy(to, from)
	return nil
}
