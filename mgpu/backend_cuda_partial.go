package mgpu

import (
	"errors"
	"fmt"

	"mgpucc/mgpu/cuda"
)

// Partial instances on GPUs (PartialBackend, partial.go) through CUDA's
// virtual memory management: an instance is a range of addresses reserved
// on the logical device's GPU (cuMemAddressReserve), and each page the
// runtime maps is memory of its own created on that GPU (cuMemCreate of
// the GPU's minimum granularity, usually 2 MiB) mapped there (cuMemMap),
// which that GPU and its peers may access (cuMemSetAccess: peer copies
// read and write it directly). A page of its own per page lets the
// runtime give back any page. A GPU or a driver without virtual memory
// management has page size 0, and the runtime keeps every instance whole.

// cudaReservation is a partial instance: its addresses and, per page, the
// memory mapped there.
type cudaReservation struct {
	base   DevPtr
	size   int64 // whole pages
	mem    []cuda.MemHandle
	mapped []bool
}

func (b *cudaBackend) PageSize(dev int) int64 { return b.devs[dev].gpu.granularity }

func (b *cudaBackend) Reserve(dev int, size int64) (DevPtr, error) {
	d := b.devs[dev]
	g := d.gpu.granularity
	if g == 0 {
		return 0, fmt.Errorf("cuda: GPU %d cannot map memory into reserved addresses", d.gpu.ordinal)
	}
	size = max((size+g-1)/g*g, g)
	p, err := d.gpu.ctx.AddressReserve(size, g)
	if err != nil {
		return 0, err
	}
	pages := size / g
	d.reservations = append(d.reservations, &cudaReservation{base: DevPtr(p), size: size, mem: make([]cuda.MemHandle, pages), mapped: make([]bool, pages)})
	return DevPtr(p), nil
}

// reservation returns the reservation of dev holding [p, p+n) and the
// pages [p0, p1) it covers, which must be whole.
func (b *cudaBackend) reservation(dev int, p DevPtr, n int64) (r *cudaReservation, p0, p1 int64, err error) {
	d := b.devs[dev]
	g := d.gpu.granularity
	for _, r := range d.reservations {
		if p >= r.base && p+DevPtr(n) <= r.base+DevPtr(r.size) {
			off := int64(p - r.base)
			if off%g != 0 || n%g != 0 || n <= 0 {
				return nil, 0, 0, fmt.Errorf("cuda: %d bytes at 0x%x on device %d: not whole pages of %d bytes", n, p, dev, g)
			}
			return r, off / g, (off + n) / g, nil
		}
	}
	return nil, 0, 0, fmt.Errorf("cuda: %d bytes at 0x%x on device %d: not inside a reservation", n, p, dev)
}

// Map creates and maps a page of memory per page of [p, p+n) and lets the
// GPU and its peers access them; on failure it unmaps what it mapped.
func (b *cudaBackend) Map(dev int, p DevPtr, n int64) error {
	r, p0, p1, err := b.reservation(dev, p, n)
	if err != nil {
		return err
	}
	gpu := b.devs[dev].gpu
	g := gpu.granularity
	undo := func(to int64) {
		for i := p0; i < to; i++ {
			gpu.ctx.UnmapRelease(cuda.Ptr(r.base)+cuda.Ptr(i*g), g, r.mem[i])
			r.mapped[i] = false
		}
	}
	for i := p0; i < p1; i++ {
		if r.mapped[i] {
			undo(i)
			return fmt.Errorf("cuda: page 0x%x on device %d is mapped already", r.base+DevPtr(i*g), dev)
		}
		h, err := gpu.ctx.MapNew(gpu.dev, cuda.Ptr(r.base)+cuda.Ptr(i*g), g)
		if err != nil {
			undo(i)
			return outOfMemory(err, dev)
		}
		r.mem[i], r.mapped[i] = h, true
	}
	if err := gpu.ctx.SetAccess(cuda.Ptr(p), n, gpu.accessors); err != nil {
		undo(p1)
		return outOfMemory(err, dev)
	}
	return nil
}

// outOfMemory makes the driver's CUDA_ERROR_OUT_OF_MEMORY the runtime's
// cudaErrorMemoryAllocation, which makes it give back pages.
func outOfMemory(err error, dev int) error {
	var driverErr *cuda.Error
	if errors.As(err, &driverErr) && driverErr.Code == cuda.ErrOutOfMemory {
		return wrap(ErrorMemoryAllocation, err, "device %d", dev)
	}
	return err
}

// Unmap waits for the device's work, then unmaps and frees the pages of
// [p, p+n).
func (b *cudaBackend) Unmap(dev int, p DevPtr, n int64) error {
	r, p0, p1, err := b.reservation(dev, p, n)
	if err != nil {
		return err
	}
	d := b.devs[dev]
	if err := d.stream.Synchronize(); err != nil {
		return err
	}
	var errs []error
	for i := p0; i < p1; i++ {
		if !r.mapped[i] {
			errs = append(errs, fmt.Errorf("cuda: page 0x%x on device %d is not mapped", r.base+DevPtr(i*d.gpu.granularity), dev))
			continue
		}
		errs = append(errs, d.gpu.ctx.UnmapRelease(cuda.Ptr(r.base)+cuda.Ptr(i*d.gpu.granularity), d.gpu.granularity, r.mem[i]))
		r.mapped[i] = false
	}
	return errors.Join(errs...)
}

// Unreserve waits for the device's work, then frees the reservation at p
// and the pages mapped into it.
func (b *cudaBackend) Unreserve(dev int, p DevPtr) error {
	d := b.devs[dev]
	for i, r := range d.reservations {
		if r.base != p {
			continue
		}
		if err := d.stream.Synchronize(); err != nil {
			return err
		}
		var errs []error
		g := d.gpu.granularity
		for j, m := range r.mapped {
			if m {
				errs = append(errs, d.gpu.ctx.UnmapRelease(cuda.Ptr(r.base)+cuda.Ptr(int64(j)*g), g, r.mem[j]))
			}
		}
		errs = append(errs, d.gpu.ctx.AddressFree(cuda.Ptr(r.base), r.size))
		d.reservations = append(d.reservations[:i], d.reservations[i+1:]...)
		return errors.Join(errs...)
	}
	return fmt.Errorf("cuda: 0x%x on device %d is not a reservation", p, dev)
}
