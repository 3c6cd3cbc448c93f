package mgpu

import (
	"errors"
	"time"
)

// The adaptive split (MGPU_SPLIT=adaptive, adaptive.go) models a launch
// with the kernel's measured time and the cost of each link its copies
// take. Under mpirun rankedBackend gives it both as one node's backend
// would: a kernel's time is rank 0's measurement (its device 0 runs part
// of every split launch, and every unsplit one), and a link is probed
// where it is: between two devices of one rank by that rank's backend
// (rank 0's own, a serving rank's on request), between ranks by timing
// copies through MPI, staging and messages and all, once per pair of
// ranks: every device of a rank reaches another rank's through the same
// network, and each probe costs the program the copies it times.
//
// Links are probed only where the adaptive split decides with them: the
// runtime asks ProbeLink only where the split weighs links (links.go:
// MGPU_SPLIT=adaptive on several devices), and the job times one only
// where rank 0 has kernel times to weigh it against (its backend
// measures, or MGPU_KERNEL_TIMES states them); the probes then come at
// the first decision or copy that weighs the pair. Elsewhere the runtime
// asks a link's cost only to pick which holder a copy comes from, and
// gets assumed links (AssumedLink), timed nothing: the probes cost a job
// of 3 ranks 30-50 ms at its start.

// TimeKernels and KernelTime are rank 0's backend's, where it measures,
// else the times MGPU_KERNEL_TIMES states (stateTimes), as on one node.
func (b *rankedBackend) TimeKernels() {
	if b.timer != nil {
		b.timer.TimeKernels()
	}
}

// The link assumed between devices of two ranks where nothing is timed:
// InfiniBand EDR (100 Gb/s) and an MPI message's latency with its staging
// on both sides, costlier than the default link within a node, so that a
// copy comes from a holder on its own rank where there is one.
const (
	rankLinkGBps    = 12.5
	rankLinkLatency = 20 * time.Microsecond
)

// assumedLink is the cost of copies between two devices, of two ranks
// (across) or of one, where nothing is timed.
func assumedLink(across bool) (perByte, perCopy float64) {
	if across {
		return 1 / (rankLinkGBps * 1e9), rankLinkLatency.Seconds()
	}
	return 1 / (defaultLinkGBps * 1e9), defaultLinkLatency.Seconds()
}

func (b *rankedBackend) Floor() kernelFloor {
	if b.timer != nil {
		return b.timer.Floor()
	}
	return kernelFloor{}
}

func (b *rankedBackend) KernelTime(kernel string) (kernelTiming, bool) {
	if b.timer != nil {
		return b.timer.KernelTime(kernel)
	}
	return kernelTiming{}, false
}

// stateTimes takes MGPU_KERNEL_TIMES's value v (none: "") for a rank 0
// whose backend measures nothing: the runtime asks the job, a timer
// always, for its kernels' times.
func (b *rankedBackend) stateTimes(v string) error {
	if b.timer != nil || v == "" {
		return nil
	}
	t, err := parseStatedTimes(v)
	if err != nil {
		return wrap(ErrorInitializationError, err, "bad configuration")
	}
	b.timer = t
	return nil
}

// AssumedLink is the cost assumed of copies from device src to device
// dst: a rank's own devices nearer than another rank's.
func (b *rankedBackend) AssumedLink(dst, src int) (perByte, perCopy float64) {
	return assumedLink(b.owner[src] != b.owner[dst])
}

// ProbeLink measures copies from device src to device dst, or assumes
// them where rank 0 has no kernel times (null devices, none stated: the
// adaptive split splits every launch, weighing nothing).
func (b *rankedBackend) ProbeLink(dst, src int) (perByte, perCopy float64, err error) {
	if b.timer == nil {
		perByte, perCopy = b.AssumedLink(dst, src)
		return perByte, perCopy, nil
	}
	from, to := b.owner[src], b.owner[dst]
	switch {
	case from != to:
		l, ok := b.probed[[2]int{from, to}]
		if !ok {
			l.perByte, l.perCopy, err = b.probeAcross(dst, src)
			if err != nil {
				return 0, 0, err
			}
			if b.probed == nil {
				b.probed = map[[2]int]link{}
			}
			b.probed[[2]int{from, to}] = l
		}
		return l.perByte, l.perCopy, nil
	case from == 0:
		return probeOrDefault(b.parts[0], b.local[dst], b.local[src])
	}
	r := b.parts[from].(*remoteRank)
	w := r.begin(opProbeLink, b.local[dst])
	w.int(b.local[src])
	rd, err := r.call()
	if err != nil {
		return 0, 0, err
	}
	return rd.f64(), rd.f64(), rd.err
}

// probeOrDefault probes a link between two devices of be, or returns the
// default link where be measures none (as one node's runtime assumes).
func probeOrDefault(be Backend, dst, src int) (perByte, perCopy float64, err error) {
	if p, ok := be.(linkProber); ok {
		return p.ProbeLink(dst, src)
	}
	perByte, perCopy = assumedLink(false)
	return perByte, perCopy, nil
}

// The copies that probe a link between ranks: rankProbeSmall bytes
// rankProbeSmallCopies times give the latency, rankProbeBig bytes the
// bandwidth.
const (
	rankProbeSmall       = 4 << 10
	rankProbeSmallCopies = 8
	rankProbeBig         = 1 << 20
	rankProbeBigCopies   = 2
)

// probeAcross times copies between devices of two ranks, each batch until
// dst has them: seconds per copy from the small ones, per byte from the
// difference. The probe's copies are not the program's: the link
// statistics leave them out.
func (b *rankedBackend) probeAcross(dst, src int) (perByte, perCopy float64, err error) {
	dp, err := b.Malloc(dst, rankProbeBig)
	if err != nil {
		return 0, 0, err
	}
	defer b.Free(dst, dp)
	sp, err := b.Malloc(src, rankProbeBig)
	if err != nil {
		return 0, 0, err
	}
	defer b.Free(src, sp)
	timed := func(n int64, times int) (float64, error) {
		start := time.Now()
		for i := 0; i < times; i++ {
			if err := b.copyAcross(dst, dp, src, sp, rows{n, n, 1}); err != nil {
				return 0, err
			}
		}
		err := b.Synchronize(dst)
		return time.Since(start).Seconds(), err
	}
	_, err1 := timed(rankProbeSmall, 1) // the first message of a pair sets up its connection
	small, err2 := timed(rankProbeSmall, rankProbeSmallCopies)
	big, err3 := timed(rankProbeBig, rankProbeBigCopies)
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, 0, err
	}
	perCopy = small / rankProbeSmallCopies
	perByte = (big/rankProbeBigCopies - perCopy) / (rankProbeBig - rankProbeSmall)
	return max(perByte, 1e-15), perCopy, nil
}
