package mgpu

// Making room: a device with no memory left for pages of partial
// instances (partial.go) that an operation needs gives back pages the
// operation does not use, in the order they cost: first pages whose bytes
// another holder keeps (or that hold none of the device's), then pages
// holding bytes the device alone holds, which are copied to the host
// first (spilled: the buffer's staged bytes, or a managed buffer's host
// copy, from which the next operation that needs them takes them as it
// takes a copy from the host). Nothing is lost, and the operation fails
// with cudaErrorMemoryAllocation only when what it uses at once does not
// fit.
//
// Within each kind, pages no operation has touched since the device last
// made room go before those touched since (a clock: every page used is
// marked as back() pins it, a word of 64 pages at a time, and the marks
// are cleared each time the device makes room, but for the current
// operation's), so the chunks a streaming program read a while ago go
// before the ones it just used.

// reclaim gives back at least want bytes of dev's pages where it can. The
// devices' earlier work is waited for first: a kernel or a copy may still
// use the pages.
func (rt *Runtime) reclaim(dev int, want int64) error {
	for d := 0; d < rt.ndev; d++ {
		if err := rt.be.Synchronize(d); err != nil {
			return rt.fault(err, "waiting for device %d", d)
		}
	}
	freed := int64(0)
	var err error
	for pass := 0; pass < 4 && freed < want && err == nil; pass++ {
		spill, touched := pass >= 2, pass%2 == 1
		rt.buffers.Ascend(func(b *buffer) bool {
			r := b.pages
			if r == nil || r.count[dev] == 0 {
				return true
			}
			for p := int64(0); p < r.pages && freed < want; p++ {
				if !r.has(dev, p) || r.recent(dev, p) != touched || rt.mem.pinned(b, dev, p) {
					continue
				}
				alone := rt.heldAlone(b, dev, p)
				if len(alone) > 0 && !spill {
					continue
				}
				if err = rt.giveBack(b, dev, p, alone); err != nil {
					return false
				}
				freed += r.page
			}
			return freed < want
		})
	}
	rt.buffers.Ascend(func(b *buffer) bool {
		if b.pages != nil {
			clear(b.pages.touched[dev])
		}
		return true
	})
	for _, x := range rt.mem.pins {
		if x.dev == dev {
			setBits(x.b.pages.touched[dev], x.p0, x.p1)
		}
	}
	return err
}

// pinned reports whether the current operation uses page p of b on dev.
func (m *deviceMemory) pinned(b *buffer, dev int, p int64) bool {
	for _, x := range m.pins {
		if x.b == b && x.dev == dev && x.p0 <= p && p < x.p1 {
			return true
		}
	}
	return false
}

// heldAlone returns the ranges of page p of b that dev alone holds.
func (rt *Runtime) heldAlone(b *buffer, dev int, p int64) []segment {
	var alone []segment
	lo, hi := p*b.pages.page, min((p+1)*b.pages.page, b.size)
	b.tracker.Query(lo, hi, func(lo, hi int64, h Holders) bool {
		if h == 1<<uint(dev) {
			alone = append(alone, segment{lo, hi, h})
		}
		return true
	})
	return alone
}

// giveBack unmaps page p of b on dev, after copying the ranges of it that
// dev alone holds to the host; dev then holds none of its bytes.
func (rt *Runtime) giveBack(b *buffer, dev int, p int64, alone []segment) error {
	for _, s := range alone {
		if err := rt.spill(b, dev, s.lo, s.hi); err != nil {
			return err
		}
	}
	r := b.pages
	if err := rt.mem.pb.Unmap(dev, b.inst[dev]+DevPtr(p*r.page), r.page); err != nil {
		return wrap(ErrorUnknown, err, "giving back a page of the buffer at 0x%x on device %d", b.base, dev)
	}
	b.tracker.Drop(p*r.page, min((p+1)*r.page, b.size), dev)
	r.mark(dev, p, p+1, false)
	rt.mem.take(dev, -r.page)
	rt.mem.reclaimed += r.page
	return nil
}

// spill copies [lo, hi) of b from dev to the host, which then holds it
// too: into a managed or page-locked buffer's host copy, else into its
// staged bytes (made on the first spill), from which the next operation
// places or copies it as it does bytes copied from the host (placement.go).
func (rt *Runtime) spill(b *buffer, dev int, lo, hi int64) error {
	if b.host != nil {
		if err := rt.transfer(nil, b, lo, hi, hostSlot, dev); err != nil {
			return err
		}
	} else {
		if b.staged == nil {
			b.staged = make([]byte, b.size)
		}
		if err := rt.hostRead(dev, b.inst[dev]+DevPtr(lo), b.staged[lo:hi], nil); err != nil {
			return err
		}
	}
	b.tracker.Copy(lo, hi, hostSlot)
	rt.mem.spilled += hi - lo
	return nil
}
