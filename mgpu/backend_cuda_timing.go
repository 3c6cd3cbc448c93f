package mgpu

import (
	"errors"
	"fmt"
	"time"

	"mgpucc/mgpu/cuda"
)

// Measurements for the adaptive split (adaptive.go) on GPUs: kernel times
// from events around launches on device 0, read back once complete
// without waiting, and link costs from timed peer copies.

// cudaTimer is the timing of one kernel on device 0: a pair of events
// around its launch while one is in flight, and the last completed
// measurement. Only one launch per kernel is timed at a time, so a steady
// stream of launches costs two event records per completed measurement.
type cudaTimer struct {
	start, end cuda.Event
	inFlight   bool
	blocks     int64
	last       kernelTiming
	done       bool
}

// cudaClock is the cudaBackend's kernel timers, by kernel name.
type cudaClock struct {
	on     bool // TimeKernels
	timers map[string]*cudaTimer
	seq    uint64
}

// TimeKernels times launches on device 0 from now on.
func (b *cudaBackend) TimeKernels() { b.clock.on = true }

// launchTimed launches a kernel on device 0, between the events of its
// timer when none of its launches is being timed already.
func (b *cudaBackend) launchTimed(d *cudaDevice, f cuda.Function, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	t := b.clock.timers[kernel]
	if t == nil {
		start, err := d.gpu.ctx.NewEvent(cuda.EventDefault)
		if err != nil {
			return err
		}
		end, err := d.gpu.ctx.NewEvent(cuda.EventDefault)
		if err != nil {
			start.Destroy()
			return err
		}
		if b.clock.timers == nil {
			b.clock.timers = map[string]*cudaTimer{}
		}
		t = &cudaTimer{start: start, end: end}
		b.clock.timers[kernel] = t
	}
	b.clock.poll(t)
	if t.inFlight {
		return f.Launch(d.stream, grid, block, sharedBytes, args)
	}
	if err := t.start.Record(d.stream); err != nil {
		return err
	}
	if err := f.Launch(d.stream, grid, block, sharedBytes, args); err != nil {
		return err
	}
	t.inFlight, t.blocks = true, blocksOf(grid)
	return t.end.Record(d.stream)
}

// poll reads a timed launch back if it has completed.
func (c *cudaClock) poll(t *cudaTimer) {
	if !t.inFlight {
		return
	}
	ms, err := t.start.Elapsed(t.end)
	var de *cuda.Error
	if errors.As(err, &de) && de.Code == cuda.ErrNotReady {
		return
	}
	t.inFlight = false
	if err == nil {
		c.seq++
		t.last, t.done = kernelTiming{Time: time.Duration(float64(ms) * 1e6), Blocks: t.blocks, Seq: c.seq}, true
	}
}

// cudaKernelStart is a kernel's time on a GPU besides its blocks: the
// shortest kernels measured on an H100, event to event (3.4 µs:
// docs/gpu-results.md, 2026-11-27). An older GPU's is longer, which
// only makes short kernels' splits look better than they are.
const cudaKernelStart = 3.4e-6

// Floor is the GPU's kernel start and device 0's multiprocessors.
func (b *cudaBackend) Floor() kernelFloor {
	return kernelFloor{start: cudaKernelStart, sms: int64(b.devs[0].gpu.info.MultiProcessors)}
}

// KernelTime returns the last completed measurement of kernel on device 0.
func (b *cudaBackend) KernelTime(kernel string) (kernelTiming, bool) {
	t := b.clock.timers[kernel]
	if t == nil {
		return kernelTiming{}, false
	}
	b.clock.poll(t)
	return t.last, t.done
}

// closeClock destroys the timers' events.
func (b *cudaBackend) closeClock() error {
	var errs []error
	for _, t := range b.clock.timers {
		errs = append(errs, t.start.Destroy(), t.end.Destroy())
	}
	b.clock.timers = nil
	return errors.Join(errs...)
}

// The probe's copies: probeSmall bytes probeSmallCopies times give the
// latency (copies issued back to back, as the runtime issues them), the
// difference between probeMid and probeBig bytes the bandwidth (large
// enough that a copy within one GPU's memory outlasts its latency).
const (
	probeSmall       = 4 << 10
	probeSmallCopies = 16
	probeMid         = 8 << 20
	probeMidCopies   = 4
	probeBig         = 64 << 20
	probeBigCopies   = 2
)

// ProbeLink times copies from device src to device dst on dst's stream
// (after a warm-up copy), waiting for them: seconds per byte from the
// large copies' difference, seconds per copy from the small ones.
func (b *cudaBackend) ProbeLink(dst, src int) (perByte, perCopy float64, err error) {
	d, s := b.devs[dst], b.devs[src]
	dp, err := d.gpu.ctx.MemAlloc(probeBig)
	if err != nil {
		return 0, 0, err
	}
	defer d.gpu.ctx.MemFree(dp)
	sp, err := s.gpu.ctx.MemAlloc(probeBig)
	if err != nil {
		return 0, 0, err
	}
	defer s.gpu.ctx.MemFree(sp)
	var ev [4]cuda.Event
	for i := range ev {
		if ev[i], err = d.gpu.ctx.NewEvent(cuda.EventDefault); err != nil {
			return 0, 0, err
		}
		defer ev[i].Destroy()
	}
	// The buffers are the probe's own: no ordering with other work.
	d.wrote()
	copies := func(n int64, times int) error {
		for i := 0; i < times; i++ {
			if err := copy1D(d.stream, d, DevPtr(dp), s, DevPtr(sp), n); err != nil {
				return err
			}
		}
		return nil
	}
	err = errors.Join(copies(probeMid, 1), ev[0].Record(d.stream), copies(probeSmall, probeSmallCopies),
		ev[1].Record(d.stream), copies(probeMid, probeMidCopies), ev[2].Record(d.stream),
		copies(probeBig, probeBigCopies), ev[3].Record(d.stream), ev[3].Synchronize())
	if err != nil {
		return 0, 0, err
	}
	small, err1 := ev[0].Elapsed(ev[1])
	mid, err2 := ev[1].Elapsed(ev[2])
	big, err3 := ev[2].Elapsed(ev[3])
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, 0, err
	}
	perCopy = float64(small) * 1e-3 / probeSmallCopies
	perByte = (float64(big)/probeBigCopies - float64(mid)/probeMidCopies) * 1e-3 / (probeBig - probeMid)
	if perByte <= 0 || perCopy <= 0 {
		return 0, 0, fmt.Errorf("the timed copies took %.3f, %.3f and %.3f ms", small, mid, big)
	}
	return perByte, perCopy, nil
}
