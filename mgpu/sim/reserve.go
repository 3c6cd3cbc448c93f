package sim

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"syscall"
	"unsafe"
)

// Reservations are address ranges a device reserves whole, with memory
// behind only the pages mapped into them: CUDA's virtual memory management
// (cuMemAddressReserve, cuMemMap), with which a runtime gives a device the
// parts of a buffer it uses at the addresses of the whole. An access of a
// page that is not mapped is outside every allocation, as it faults on a
// GPU, so a runtime that maps too little is caught. Mapped pages that
// touch are one segment, so an access or a copy across a page boundary
// behaves as in contiguous memory. Mapped bytes count against MemLimit;
// reserved ones do not. A reservation's bytes are one block (deviceMemory:
// from a megabyte, a mapping whose pages take host memory once written)
// that its mapped segments view: a Map copies nothing, an Unmap zeroes its
// pages and gives the mapping's back to the system.

// DefaultPageSize is the mapping granularity of a device whose Options
// leave PageSize 0: small, so that small test problems map in parts.
const DefaultPageSize = 4096

// reservation is a reserved range [base, end) of whole pages and the
// bytes behind it, mapped or not.
type reservation struct {
	base, end uint64
	mem       []byte
	mapped    bool // mem is a mapping of its own (deviceMemory)
}

// PageSize is the granularity of Map and Unmap, a power of two.
func (d *Device) PageSize() int64 { return d.opts.PageSize }

// Reserve reserves size bytes of addresses (whole pages), page aligned,
// with nothing mapped.
func (d *Device) Reserve(size int64) (uint64, error) {
	if size < 0 {
		return 0, fmt.Errorf("sim: device %d: reservation of negative size %d", d.id, size)
	}
	page := uint64(d.opts.PageSize)
	d.mu.Lock()
	defer d.mu.Unlock()
	base := (d.next + page - 1) &^ (page - 1)
	end := base + (uint64(size)+page-1)&^(page-1)
	if end+allocGap > uint64(d.id+2)<<globalBits {
		return 0, fmt.Errorf("sim: device %d: address space exhausted: %w", d.id, ErrOutOfMemory)
	}
	d.next = (end + allocGap + allocAlign - 1) &^ (allocAlign - 1)
	mem, mapped := deviceMemory(int64(end - base))
	i := sort.Search(len(d.resvs), func(i int) bool { return d.resvs[i].base > base })
	d.resvs = slices.Insert(d.resvs, i, &reservation{base, end, mem, mapped})
	return base, nil
}

// reservationOf returns the reservation holding [addr, addr+n), or nil.
func (d *Device) reservationOf(addr, n uint64) *reservation {
	i := sort.Search(len(d.resvs), func(i int) bool { return d.resvs[i].base > addr }) - 1
	if i < 0 || addr+n > d.resvs[i].end || addr+n < addr {
		return nil
	}
	return d.resvs[i]
}

// checkPages checks that [addr, addr+n) is whole pages of one reservation.
func (d *Device) checkPages(addr uint64, n int64, what string) (*reservation, error) {
	page := uint64(d.opts.PageSize)
	r := d.reservationOf(addr, uint64(n))
	switch {
	case n <= 0 || addr%page != 0 || uint64(n)%page != 0:
		return nil, fmt.Errorf("sim: device %d: %s of %d bytes at 0x%x: not whole pages of %d bytes", d.id, what, n, addr, page)
	case r == nil:
		return nil, fmt.Errorf("sim: device %d: %s of %d bytes at 0x%x: not inside one reservation", d.id, what, n, addr)
	}
	return r, nil
}

// Map puts zeroed memory behind [addr, addr+n), whole pages of one
// reservation, none of them mapped yet.
func (d *Device) Map(addr uint64, n int64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	r, err := d.checkPages(addr, n, "map")
	if err != nil {
		return err
	}
	if d.used+n > d.opts.MemLimit {
		return fmt.Errorf("sim: device %d: mapping %d bytes with %d of %d in use: %w", d.id, n, d.used, d.opts.MemLimit, ErrOutOfMemory)
	}
	old := *d.segs.Load()
	end := addr + uint64(n)
	// i: the first segment ending after addr; it must start at or after end.
	i := sort.Search(len(old), func(i int) bool { return old[i].end > addr })
	if i < len(old) && old[i].base < end {
		return fmt.Errorf("sim: device %d: map of %d bytes at 0x%x: 0x%x is mapped already", d.id, n, addr, max(old[i].base, addr))
	}
	// Join the mapped neighbours that touch it.
	lo, hi := i, i // the segments [lo, hi) the new one replaces
	seg := &segment{base: addr, end: end, resv: r}
	if lo > 0 && old[lo-1].resv == r && old[lo-1].end == addr {
		lo--
		seg.base = old[lo].base
	}
	if hi < len(old) && old[hi].resv == r && old[hi].base == end {
		seg.end = old[hi].end
		hi++
	}
	seg.mem = r.mem[seg.base-r.base : seg.end-r.base]
	segs := slices.Concat(old[:lo], []*segment{seg}, old[hi:])
	d.segs.Store(&segs)
	d.used += n
	return nil
}

// Unmap takes the memory from [addr, addr+n), whole pages, all mapped.
func (d *Device) Unmap(addr uint64, n int64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	r, err := d.checkPages(addr, n, "unmap")
	if err != nil {
		return err
	}
	old := *d.segs.Load()
	s := lookup(old, addr, uint64(n))
	if s == nil || s.resv != r {
		return fmt.Errorf("sim: device %d: unmap of %d bytes at 0x%x: not all mapped", d.id, n, addr)
	}
	i := slices.Index(old, s)
	var parts []*segment
	for _, p := range [][2]uint64{{s.base, addr}, {addr + uint64(n), s.end}} {
		if p[0] < p[1] {
			parts = append(parts, &segment{base: p[0], end: p[1], mem: r.mem[p[0]-r.base : p[1]-r.base], resv: r})
		}
	}
	segs := slices.Concat(old[:i], parts, old[i+1:])
	d.segs.Store(&segs)
	d.used -= n
	r.zero(addr-r.base, uint64(n))
	return nil
}

// zero clears n bytes of r's at off, for a later Map: the whole pages of
// a mapping are given back to the system (they read as zeros after),
// bytes around them and a Go block's are cleared.
func (r *reservation) zero(off, n uint64) {
	b := r.mem[off : off+n]
	if !r.mapped {
		clear(b)
		return
	}
	page := uint64(os.Getpagesize())
	start := (uintptr(unsafe.Pointer(&b[0])) + uintptr(page) - 1) &^ (uintptr(page) - 1)
	lo := uint64(start - uintptr(unsafe.Pointer(&b[0])))
	hi := lo + (n-min(lo, n))&^(page-1)
	if lo >= hi || syscall.Madvise(b[lo:hi], syscall.MADV_DONTNEED) != nil {
		clear(b)
		return
	}
	clear(b[:lo])
	clear(b[hi:])
}

// Release unmaps what is mapped of the reservation at base and frees its
// addresses (never reused, as Free's).
func (d *Device) Release(base uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	i := slices.IndexFunc(d.resvs, func(r *reservation) bool { return r.base == base })
	if i < 0 {
		return fmt.Errorf("sim: device %d: release of 0x%x, which is not a reservation", d.id, base)
	}
	r := d.resvs[i]
	d.resvs = slices.Delete(d.resvs, i, i+1)
	defer releaseDeviceMemory(r.mem, r.mapped) // nothing runs on the device meanwhile (Free)
	old := *d.segs.Load()
	segs := make([]*segment, 0, len(old))
	for _, s := range old {
		if s.resv == r {
			d.used -= int64(len(s.mem))
			continue
		}
		segs = append(segs, s)
	}
	d.segs.Store(&segs)
	return nil
}

// Used returns the bytes of memory in use on the device: allocated, and
// mapped into reservations.
func (d *Device) Used() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.used
}

// zeroed returns size bytes of zeroed memory backed by uint64 words, so
// that 8-byte atomics are aligned.
func zeroed(size int64) []byte {
	if size <= 0 {
		return nil
	}
	words := make([]uint64, (size+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), size)
}
