package scaling

import (
	"fmt"
	"slices"
	"sort"
)

// KernelTimes are one GPU's seconds per thread block of each kernel (by
// name without parameters); a part of a launch takes its blocks' share.
type KernelTimes map[string]float64

// Region says which stretch of a trace is timed.
type Region int

const (
	// Kernels times from the first launch (its copies in included) to the
	// end of the last kernel part, after the earlier work is done: what
	// the examples' time_ms measures between their cudaDeviceSynchronize
	// calls.
	Kernels Region = iota
	// Program times every operation of the trace: for the examples, from
	// the copies of their input to the devices to the copies of the
	// result back, what the paper's Figure 6 times (its section 9: the
	// whole run less the driver's initialisation and the host buffers'
	// set-up, neither of which a trace holds).
	Program
)

// Ordering says what a peer copy waits for and what waits for it.
type Ordering int

const (
	// Backend orders as mgpu/backend_cuda.go does today: the copy runs on
	// the destination's stream after the source's earlier work, and the
	// source's stream then waits for the copy, so everything later on
	// the source, other copies out of it included, follows the copy.
	Backend Ordering = iota
	// Writes lets the copy, on the destination's stream, follow only the
	// source's own writes (its kernels and host copies), and only the
	// source's later writes (kernels, copies into it) wait for it, so
	// copies out of one device run side by side. The trace does not say
	// which ranges a copy moves, so a device forwarding data it has just
	// received is not made to wait for it: this times copying each range
	// from its writer, not the runtime's nearest-holder chains.
	Writes
)

// HostCopies says what a copy between the host and a device holds the
// host for.
type HostCopies int

const (
	// Pageable holds the host until the copy ends, as a copy from or to
	// pageable memory does (CUDA's cuMemcpyHtoD and DtoH from ordinary
	// memory, and mgpu's Write and Read, which wait for the stream), but
	// for the copies the trace says were queued (Op.Queued: the runtime's
	// copies of its page-locked staging to the devices): the copies as
	// the runtime makes them.
	Pageable HostCopies = iota
	// PageLocked holds the host for the call alone: every host copy is
	// queued on its device's stream, as an asynchronous copy from
	// page-locked memory is, so copies to and from different devices run
	// side by side where their routes allow (the program then waits for
	// them where it synchronises). The runtime queues its staged copies
	// to the devices so, not the copies of a result out: this times
	// what queuing those too would gain, with no cost of pinning the
	// memory.
	PageLocked
	// Waited holds the host until every host copy ends, queued in the
	// trace or not: the paper's runtime copies between the program's
	// own memory and the devices, part after part (its section 8.2),
	// with no page-locked staging.
	Waited
)

// Options choose what a replay times and how it orders copies.
type Options struct {
	Region   Region
	Ordering Ordering
	// SyncLaunches has the host wait for every device's work, its copies
	// included, before each launch's first part: the paper's runtime
	// (its Figure 4: all_devs_synchronize() between synchronizing the
	// buffers a launch reads and launching its partitions), where this
	// runtime orders a launch's copies and parts by streams and events
	// alone.
	SyncLaunches bool
	// HostCopies is what a host copy holds the host for.
	HostCopies HostCopies
}

// Result is the replay of one trace on a machine.
type Result struct {
	Devices    int
	Seconds    float64 // the timed region
	PeerBytes  int64   // copied between devices in the region
	HostBytes  int64   // copied between host and devices in the region
	KernelBusy float64 // the busiest GPU's kernel seconds in the region
	// LinkBusy is the busiest link direction's seconds in the region.
	LinkBusy float64
	Link     string
}

// Replay times ops on the machine t. Each operation waits for
//   - the host to issue it: the runtime's CPU time before it (Op.CPU, as
//     traced) plus the driver calls it makes (t.API); a host copy holds
//     the host until it ends, as a copy from pageable memory does
//     (a queued one, or any with PageLocked, for its call alone);
//   - its device's stream: everything issued to that device before it;
//   - for a peer copy, also the source device's earlier work (with
//     Writes, its own writes only); with the Backend ordering the
//     source's stream then waits for the copy, with Writes only the
//     source's next write does;
//   - for a peer copy on the destination's copy queue (OnSide, between
//     Beside and Join: mgpu/halo.go), the copies before it on that queue
//     and the device's work before Beside instead of its stream, and the
//     source's earlier work (with Writes, its own writes only); Join then
//     makes the device's stream and each source's (with Writes, each
//     source's next write) wait for the queue;
//   - its resources: the physical GPU for a kernel (logical devices on one
//     GPU take turns), every link direction on the copy's route (a copy
//     holds its whole route while it runs, so copies sharing a link take
//     turns), or the GPU's memory for a copy between logical devices on
//     the same GPU.
//
// A kernel part takes its blocks times the kernel's time per block; a
// copy starts its route's latency after it is ready and then holds the
// route for its bytes over the route's narrowest link.
func Replay(ops []Op, t *Topology, kt KernelTimes, o Options) (Result, error) {
	devices := 0
	first, last := 0, len(ops)-1
	if o.Region == Kernels {
		first, last = -1, -1
		for i, op := range ops {
			if op.Kind == Kernel || op.Kind == Peer {
				if first < 0 {
					first = i
				}
			}
			if op.Kind == Kernel {
				last = i
			}
		}
		if first < 0 {
			return Result{}, fmt.Errorf("the trace has no kernel launch")
		}
	}
	for _, op := range ops {
		devices = max(devices, op.Dev+1, op.Src+1)
	}
	r := Result{Devices: devices}
	host := 0.0
	stream := make([]float64, devices)
	// For Writes: the end of the copies out of each device, and of its
	// own writes.
	reads, wrote := make([]float64, devices), make([]float64, devices)
	// Each device's copy queue: the end of the copies on it, and their
	// sources since its Beside.
	side, sideFrom := make([]float64, devices), make([][]int, devices)
	// Each device's event, as the CUDA backend keeps it (mark): whether
	// its last record is still after all of the device's writes (only
	// waits for copies reading it since), whether nothing at all was
	// queued since (quiet), and the stream's time there.
	marked, quiet, markAt := make([]bool, devices), make([]bool, devices), make([]float64, devices)
	// mark is the events recorded to mark dev's stream after its writes
	// (all: after all of its work): none where its last record serves.
	mark := func(dev int, all bool) float64 {
		if marked[dev] && (quiet[dev] || !all) {
			return 0
		}
		marked[dev], quiet[dev], markAt[dev] = true, true, stream[dev]
		return 1
	}
	busy := map[string]*resource{}
	res := func(name string) *resource {
		if busy[name] == nil {
			busy[name] = &resource{}
		}
		return busy[name]
	}
	start, end := 0.0, 0.0
	var launchOf []int // each kernel part's launch: its first part
	if o.SyncLaunches {
		launchOf = launches(ops)
	}
	for i, op := range ops {
		if i == first {
			// The program synchronises before it starts timing.
			for _, s := range stream {
				host = max(host, s)
			}
			start, end = host, host
		}
		gpu, err := t.physical(op.Dev)
		if err != nil {
			return r, err
		}
		host += op.CPU
		if o.SyncLaunches && launchOf[i] == i {
			for d := range stream {
				host = max(host, stream[d], side[d], reads[d])
			}
		}
		switch op.Kind {
		case Beside:
			// The copy queue waits for the device's work so far: an
			// event recorded (where its last record does not serve) and
			// waited for.
			host += (mark(op.Dev, true) + 1) * t.API.Event * 1e-6
			side[op.Dev] = max(side[op.Dev], markAt[op.Dev])
			continue
		case Join:
			// An event recorded on the copy queue, waited for by the
			// device's stream and each source's.
			host += float64(2+len(sideFrom[op.Dev])) * t.API.Event * 1e-6
			marked[op.Dev], quiet[op.Dev] = false, false
			stream[op.Dev] = max(stream[op.Dev], side[op.Dev])
			for _, src := range sideFrom[op.Dev] {
				quiet[src] = false
				if o.Ordering == Backend {
					stream[src] = max(stream[src], side[op.Dev])
				} else {
					reads[src] = max(reads[src], side[op.Dev])
				}
			}
			sideFrom[op.Dev] = sideFrom[op.Dev][:0]
			continue
		}
		var rs []*resource
		var lat, dur float64 // a copy's latency holds no resource
		var names []string
		// Everything on a device's stream writes its memory but the
		// copies out of it, which only Writes keeps off the stream.
		ready := max(host, stream[op.Dev], reads[op.Dev])
		switch op.Kind {
		case Kernel:
			host += t.issue(t.API.Launch, op.Dev)
			per, ok := kt[op.Name]
			if !ok {
				return r, fmt.Errorf("no time for kernel %s", op.Name)
			}
			dur = t.GPU.Kernel(per, op.Blocks)
			names = []string{gpu + "/compute"}
		case HostToDevice, DeviceToHost:
			host += t.issue(t.API.Copy, op.Dev)
			from, to := t.HostMemory, gpu
			if op.Kind == DeviceToHost {
				from, to = gpu, t.HostMemory
			}
			names, lat, dur = t.transfer(from, to, op.Bytes)
		case Peer:
			src, err := t.physical(op.Src)
			if err != nil {
				return r, err
			}
			// The destination waits for the source's event (recorded
			// where its last record does not serve), the copy, and on
			// the stream the source waits for an event recorded after
			// it; on the copy queue, the source's side only (Join waits
			// for it).
			events := mark(op.Src, false) + 1
			srcReady := markAt[op.Src]
			if o.Ordering == Writes {
				srcReady = wrote[op.Src]
			}
			queue := stream[op.Dev]
			if op.OnSide {
				queue = side[op.Dev]
			} else {
				events += 2
			}
			host += t.issue(t.API.Copy+events*t.API.Event, op.Dev, op.Src)
			ready = max(host, queue, reads[op.Dev], srcReady)
			if src == gpu {
				names = []string{gpu + "/memory"}
				lat, dur = t.GPU.LocalCopyLatency*1e-6, float64(op.Bytes)/(t.GPU.LocalCopyGBs*1e9)
			} else {
				names, lat, dur = t.transfer(src, gpu, op.Bytes)
			}
		}
		ready = max(ready, host)
		for _, n := range names {
			rs = append(rs, res(n))
		}
		at := earliest(rs, ready+lat, dur)
		done := at + dur
		for _, x := range rs {
			x.reserve(at, done)
		}
		if op.OnSide {
			side[op.Dev] = done
			if !slices.Contains(sideFrom[op.Dev], op.Src) {
				sideFrom[op.Dev] = append(sideFrom[op.Dev], op.Src)
			}
		} else {
			stream[op.Dev] = done
			// A write: the device's event is recorded anew, after a
			// peer copy at once (its source's stream then waits).
			marked[op.Dev], quiet[op.Dev] = op.Kind == Peer, op.Kind == Peer
			markAt[op.Dev] = done
			switch {
			case op.Kind == Kernel || op.Kind == HostToDevice:
				wrote[op.Dev] = done
			case op.Kind == Peer && o.Ordering == Backend:
				quiet[op.Src], stream[op.Src] = false, done
			case op.Kind == Peer:
				quiet[op.Src], reads[op.Src] = false, max(reads[op.Src], done)
			}
		}
		if (op.Kind == HostToDevice || op.Kind == DeviceToHost) && (o.HostCopies == Waited || !op.Queued && o.HostCopies == Pageable) {
			host = done
		}
		if i < first || i > last {
			continue
		}
		end = max(end, done)
		switch op.Kind {
		case Peer:
			r.PeerBytes += op.Bytes
		case HostToDevice, DeviceToHost:
			r.HostBytes += op.Bytes
		}
		for _, x := range rs {
			x.inRegion += dur
		}
	}
	// Work issued in the region and still running when its last kernel
	// ends is waited for: the program synchronises.
	r.Seconds = end - start
	names := make([]string, 0, len(busy))
	for n := range busy {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		b := busy[n].inRegion
		if isCompute(n) {
			r.KernelBusy = max(r.KernelBusy, b)
		} else if b > r.LinkBusy {
			r.LinkBusy, r.Link = b, n
		}
	}
	return r, nil
}

func isCompute(name string) bool {
	return len(name) > 8 && name[len(name)-8:] == "/compute"
}

// transfer is the link directions a copy of n bytes from node a to node b
// holds, its latency and how long it holds them. A copy to or from host
// memory crosses each link at its host_gbs where that is set.
func (t *Topology) transfer(a, b string, n int64) ([]string, float64, float64) {
	route := t.route(a, b)
	host := a == t.HostMemory || b == t.HostMemory
	lat, bw := 0.0, 0.0
	names := make([]string, len(route))
	for i, h := range route {
		l := t.Links[h.link]
		lat += l.LatencyUS * 1e-6
		gbs := l.GBs
		if host && l.HostGBs > 0 {
			gbs = l.HostGBs
		}
		if i == 0 || gbs < bw {
			bw = gbs
		}
		if h.forward {
			names[i] = l.A + ">" + l.B
		} else {
			names[i] = l.B + ">" + l.A
		}
	}
	return names, lat, float64(n) / (bw * 1e9)
}

// resource is a GPU or a link direction: the intervals it is busy, sorted
// and apart, adjacent ones merged.
type resource struct {
	busy     [][2]float64
	inRegion float64
}

// free returns the first time at or after t when r is free for d seconds.
func (r *resource) free(t, d float64) float64 {
	i := sort.Search(len(r.busy), func(i int) bool { return r.busy[i][1] > t })
	for ; i < len(r.busy); i++ {
		if t+d <= r.busy[i][0] {
			break
		}
		t = max(t, r.busy[i][1])
	}
	return t
}

func (r *resource) reserve(from, to float64) {
	if to <= from {
		return
	}
	i := sort.Search(len(r.busy), func(i int) bool { return r.busy[i][0] >= from })
	// Merge with touching neighbours so the list stays short.
	if i > 0 && r.busy[i-1][1] >= from {
		r.busy[i-1][1] = max(r.busy[i-1][1], to)
		if i < len(r.busy) && r.busy[i][0] <= r.busy[i-1][1] {
			r.busy[i-1][1] = max(r.busy[i-1][1], r.busy[i][1])
			r.busy = append(r.busy[:i], r.busy[i+1:]...)
		}
		return
	}
	if i < len(r.busy) && r.busy[i][0] <= to {
		r.busy[i][0] = from
		r.busy[i][1] = max(r.busy[i][1], to)
		return
	}
	r.busy = append(r.busy, [2]float64{})
	copy(r.busy[i+1:], r.busy[i:])
	r.busy[i] = [2]float64{from, to}
}

// earliest is the first time at or after t when all of rs are free for d
// seconds.
func earliest(rs []*resource, t, d float64) float64 {
	for {
		moved := false
		for _, r := range rs {
			if u := r.free(t, d); u > t {
				t, moved = u, true
			}
		}
		if !moved {
			return t
		}
	}
}
