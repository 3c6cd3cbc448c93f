package mgpu

import (
	"errors"

	"mgpucc/mgpu/cuda"
)

// The CUDA backend stages copies between ranks through page-locked host
// memory (rank_staging.go): buffers of cuMemHostAlloc, portable to every
// GPU's context, filled and emptied by copies on the device's stream
// (after its earlier work, before its later work) that return at once,
// each chunk's end marked by an event of the GPU's pool.

func (b *cudaBackend) Pin(n int64) (*pinnedBuf, error) {
	h, err := b.gpus[0].ctx.MemHostAlloc(int(n))
	if err != nil {
		return nil, err
	}
	return &pinnedBuf{b: h.Bytes(), mem: h}, nil
}

func (b *cudaBackend) Unpin(buf *pinnedBuf) error {
	h, ok := buf.mem.(cuda.HostMem)
	if !ok {
		return errors.New("cuda: freeing memory the CUDA backend did not pin")
	}
	return b.gpus[0].ctx.FreeHost(h)
}

// ReadPinned and WritePinned copy rows with one cuMemcpy2DAsync, a linear
// run with one cuMemcpyDtoHAsync or HtoDAsync, and rows at a pitch beyond
// the GPU's largest row by row.
func (b *cudaBackend) ReadPinned(dev int, src DevPtr, pitch int64, buf *pinnedBuf, off, width, height int64) error {
	return b.copyPinned(dev, src, pitch, buf, off, width, width, height, true)
}

func (b *cudaBackend) WritePinned(dev int, dst DevPtr, pitch int64, buf *pinnedBuf, off, bufPitch, width, height int64) error {
	return b.copyPinned(dev, dst, pitch, buf, off, bufPitch, width, height, false)
}

// copyPinned copies height rows of width bytes, pitch apart at p on dev,
// from (read) or into the page-locked buf, bufPitch apart from off. Either is
// work on dev's stream (wrote): copies beside into dev then wait for a
// read, which returns before it runs, and a copy out of dev after a write
// records its event anew.
func (b *cudaBackend) copyPinned(dev int, p DevPtr, pitch int64, buf *pinnedBuf, off, bufPitch, width, height int64, read bool) error {
	d := b.devs[dev]
	d.wrote()
	return b.timed(d, d.stream, func() error { return b.queuePinned(d, p, pitch, buf, off, bufPitch, width, height, read) })
}

// queuePinned queues copyPinned's copy on d's stream.
func (b *cudaBackend) queuePinned(d *cudaDevice, p DevPtr, pitch int64, buf *pinnedBuf, off, bufPitch, width, height int64, read bool) error {
	h, _ := buf.mem.(cuda.HostMem)
	linear := func(p cuda.Ptr, off, n int64) error {
		if read {
			return d.stream.CopyToHostAsync(h, off, p, n)
		}
		return d.stream.CopyToDeviceAsync(p, h, off, n)
	}
	switch {
	case height == 1 || width == pitch && width == bufPitch:
		return linear(cuda.Ptr(p), off, width*height)
	case max(pitch, bufPitch) <= d.gpu.maxPitch && read:
		return d.stream.CopyToHost2DAsync(h, off, cuda.Ptr(p), pitch, width, height)
	case max(pitch, bufPitch) <= d.gpu.maxPitch:
		return d.stream.CopyToDevice2DAsync(cuda.Ptr(p), pitch, h, off, bufPitch, width, height)
	}
	for r := int64(0); r < height; r++ {
		if err := linear(cuda.Ptr(p)+cuda.Ptr(r*pitch), off+r*bufPitch, width); err != nil {
			return err
		}
	}
	return nil
}

// Fence records an event on dev's stream: one of its GPU's spare ones, or
// a new one.
func (b *cudaBackend) Fence(dev int) (fence, error) {
	d := b.devs[dev]
	g := d.gpu
	var e cuda.Event
	if n := len(g.fences); n > 0 {
		e, g.fences = g.fences[n-1], g.fences[:n-1]
	} else {
		var err error
		if e, err = g.ctx.NewEvent(cuda.EventDisableTiming); err != nil {
			return nil, err
		}
	}
	if err := e.Record(d.stream); err != nil {
		g.fences = append(g.fences, e)
		return nil, err
	}
	return &cudaFence{gpu: g, e: e}, nil
}

// cudaFence is an event recorded on a device's stream; once done it goes
// back to its GPU's spare events.
type cudaFence struct {
	gpu  *cudaGPU
	e    cuda.Event
	done bool
}

func (f *cudaFence) Done() (bool, error) {
	if f.done {
		return true, nil
	}
	ok, err := f.e.Query()
	if ok || err != nil {
		f.release()
	}
	return ok, err
}

func (f *cudaFence) Wait() error {
	if f.done {
		return nil
	}
	err := f.e.Synchronize()
	f.release()
	return err
}

func (f *cudaFence) release() {
	f.done = true
	f.gpu.fences = append(f.gpu.fences, f.e)
}
