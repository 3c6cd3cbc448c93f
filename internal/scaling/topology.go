// Package scaling predicts how an mgpucc-built program scales over the
// GPUs of a stated machine: it replays the runtime's own trace of the
// program (every kernel part and copy, for each device count) on a
// topology of GPUs, switches, sockets and links.
package scaling

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
)

// Topology is a machine: its GPU, the host's cost of issuing work, and the
// links between GPUs, switches and CPU sockets. Files live in
// docs/machines/*.json; docs/results.md describes the format.
type Topology struct {
	Name    string   `json:"name"`
	Title   string   `json:"title"`
	Sources []string `json:"sources"`
	GPU     GPU      `json:"gpu"`
	API     API      `json:"api_us"`
	// GPUs are the physical GPUs' node names; logical device i runs on
	// GPUs[i], or on SharedGPU for every i when that is set (logical
	// devices sharing one GPU, as MGPU_DEVICES=0,0,0,0 makes them).
	GPUs      []string `json:"gpus"`
	SharedGPU string   `json:"shared_gpu,omitempty"`
	// HostMemory is the socket whose memory holds the program's host
	// buffers: host copies run between it and the GPU.
	HostMemory string `json:"host_memory"`
	Links      []Link `json:"links"`
	// RankGPUs, where set, makes the machine several nodes of RankGPUs
	// GPUs each run as one mpirun job (docs/mpi.md): device i is rank
	// i/RankGPUs's, and rank 0's host issues every operation, those on
	// other ranks' devices as MPI messages (API.Message).
	RankGPUs int `json:"rank_gpus,omitempty"`

	adj    map[string][]int // node -> indexes of its links
	routes map[[2]string][]hop
}

// GPU is one GPU's throughput, for the roofline estimate of kernel times
// and for copies between logical devices of one GPU.
type GPU struct {
	Name       string  `json:"name"`
	MemGBs     float64 `json:"mem_gbs"`     // peak memory bandwidth
	FP32GFlops float64 `json:"fp32_gflops"` // peak FP32 rate
	// MemEfficiency and FP32Efficiency are the fractions of the peaks a
	// good kernel reaches (the roofline's assumption, one for all kernels).
	MemEfficiency  float64 `json:"mem_efficiency"`
	FP32Efficiency float64 `json:"fp32_efficiency"`
	// LocalCopyGBs is a device-to-device copy within the GPU's memory
	// (it reads and writes: about half the memory bandwidth).
	LocalCopyGBs     float64 `json:"local_copy_gbs"`
	LocalCopyLatency float64 `json:"local_copy_latency_us"`
	// SMs is its streaming multiprocessors: a kernel of fewer thread
	// blocks leaves the others idle and takes as long as one of SMs
	// blocks (0: every block counts, however few).
	SMs int64 `json:"sms,omitempty"`
	// KernelStart is the microseconds a kernel takes on the GPU besides
	// its blocks' work (from the start of its launch to its end with no
	// work: the shortest kernels measured).
	KernelStart float64 `json:"kernel_start_us,omitempty"`
}

// Blocks is how many thread blocks' time a kernel of blocks takes on the
// GPU: at least one per multiprocessor.
func (g GPU) Blocks(blocks int64) float64 { return float64(max(blocks, g.SMs)) }

// Kernel is the seconds a kernel (or a part of one) of blocks thread
// blocks takes on the GPU at perBlock seconds a block.
func (g GPU) Kernel(perBlock float64, blocks int64) float64 {
	return g.KernelStart*1e-6 + perBlock*g.Blocks(blocks)
}

// BlocksTime is the seconds of a kernel's measured time on the GPU that
// its blocks take: what its start leaves.
func (g GPU) BlocksTime(measured float64) float64 { return max(measured-g.KernelStart*1e-6, 0) }

// API is the host's cost, in microseconds, of the driver calls the
// runtime makes for each operation (the runtime's own CPU time comes from
// the trace).
type API struct {
	Launch float64 `json:"launch"` // cuLaunchKernel
	Copy   float64 `json:"copy"`   // one cuMemcpy*Async
	Event  float64 `json:"event"`  // one cuEventRecord or cuStreamWaitEvent
	// Message is rank 0's cost of an operation on another rank's device:
	// posting its request (that rank's host makes the driver calls).
	Message float64 `json:"message,omitempty"`
}

// Link is a full-duplex connection; each direction carries GBs on its own.
type Link struct {
	A         string  `json:"a"`
	B         string  `json:"b"`
	GBs       float64 `json:"gbs"`
	LatencyUS float64 `json:"latency_us"`
	// HostGBs, where set, is what the link carries of a copy between
	// host memory and a GPU, where GBs is a peer copy's: a link the
	// driver stages peer copies across (QPI on the K80 node) is given the
	// staged copy's rate, which a host copy crossing it does not pay.
	HostGBs float64 `json:"host_gbs,omitempty"`
	Note    string  `json:"note,omitempty"`
}

// hop is one link crossed in one direction.
type hop struct {
	link    int
	forward bool // from A to B
}

// LoadTopology reads and checks a topology file.
func LoadTopology(path string) (*Topology, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t Topology
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := t.init(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &t, nil
}

// init indexes the links and checks that every GPU reaches host memory
// and every other GPU.
func (t *Topology) init() error {
	if len(t.GPUs) == 0 {
		return fmt.Errorf("no gpus")
	}
	if t.GPU.MemGBs <= 0 || t.GPU.FP32GFlops <= 0 || t.GPU.LocalCopyGBs <= 0 || t.GPU.SMs < 0 || t.GPU.KernelStart < 0 {
		return fmt.Errorf("gpu: mem_gbs, fp32_gflops and local_copy_gbs must be positive, sms and kernel_start_us at least 0")
	}
	if t.RankGPUs < 0 || t.RankGPUs > 0 && (len(t.GPUs)%t.RankGPUs != 0 || t.API.Message <= 0) {
		return fmt.Errorf("rank_gpus %d: must divide the %d gpus, with api_us.message positive", t.RankGPUs, len(t.GPUs))
	}
	t.adj = map[string][]int{}
	for i, l := range t.Links {
		if l.GBs <= 0 || l.HostGBs < 0 || l.A == "" || l.B == "" || l.A == l.B {
			return fmt.Errorf("link %d (%s-%s): needs two different ends, a positive gbs and no negative host_gbs", i, l.A, l.B)
		}
		t.adj[l.A] = append(t.adj[l.A], i)
		t.adj[l.B] = append(t.adj[l.B], i)
	}
	t.routes = map[[2]string][]hop{}
	nodes := append([]string{t.HostMemory}, t.GPUs...)
	for _, a := range nodes {
		for _, b := range nodes {
			if a != b && t.route(a, b) == nil {
				return fmt.Errorf("no path from %s to %s", a, b)
			}
		}
	}
	return nil
}

// route is the quickest path from a to b for a megabyte (the least sum of
// the links' latencies and of a megabyte's time on each; ties go to the
// links listed first), or nil when there is none.
func (t *Topology) route(a, b string) []hop {
	key := [2]string{a, b}
	if r, ok := t.routes[key]; ok {
		return r
	}
	cost := map[string]float64{a: 0}
	prev := map[string]hop{}
	done := map[string]bool{}
	for {
		n, best := "", math.Inf(1)
		for m, c := range cost {
			if !done[m] && (c < best || c == best && m < n) {
				n, best = m, c
			}
		}
		if n == "" || n == b {
			break
		}
		done[n] = true
		for _, li := range t.adj[n] {
			l := t.Links[li]
			next, fwd := l.B, true
			if l.B == n {
				next, fwd = l.A, false
			}
			c := best + l.LatencyUS + 1e6/(l.GBs*1e3)
			if old, ok := cost[next]; !done[next] && (!ok || c < old) {
				cost[next] = c
				prev[next] = hop{li, fwd}
			}
		}
	}
	if _, ok := cost[b]; !ok {
		return nil
	}
	var path []hop
	for n := b; n != a; {
		h := prev[n]
		path = append([]hop{h}, path...)
		if h.forward {
			n = t.Links[h.link].A
		} else {
			n = t.Links[h.link].B
		}
	}
	t.routes[key] = path
	return path
}

// RuntimeLink is the MGPU_LINK a traced run decides with (the runtime's
// model of its links, by which it splits launches, overlaps copies and
// picks copy sources and relays): the route between the first two GPUs,
// its narrowest bandwidth and its latencies summed (within one GPU,
// local_copy_gbs and its latency), and the driver's launch call; then
// every pair of GPUs whose route differs from that, grouped by their
// figures (";0-8 1-9=5,16.5": the runtime's probes on the machine).
func (t *Topology) RuntimeLink() string {
	gbs, latencyUS := t.GPU.LocalCopyGBs, t.GPU.LocalCopyLatency
	if t.SharedGPU != "" || len(t.GPUs) < 2 {
		return fmt.Sprintf("%g,%g,%g", gbs, latencyUS, t.API.Launch)
	}
	figures := func(a, b string) string {
		_, lat, secs := t.transfer(a, b, 1e9)
		return fmt.Sprintf("%.4g,%.4g", 1/secs, lat*1e6)
	}
	every := figures(t.GPUs[0], t.GPUs[1])
	var order []string
	pairs := map[string][]string{}
	for i := range t.GPUs {
		for j := i + 1; j < len(t.GPUs); j++ {
			f := figures(t.GPUs[i], t.GPUs[j])
			if f == every {
				continue
			}
			if pairs[f] == nil {
				order = append(order, f)
			}
			pairs[f] = append(pairs[f], fmt.Sprintf("%d-%d", i, j))
		}
	}
	s := fmt.Sprintf("%s,%g", every, t.API.Launch)
	for _, f := range order {
		s += ";" + strings.Join(pairs[f], " ") + "=" + f
	}
	return s
}

// physical is the GPU logical device dev runs on.
func (t *Topology) physical(dev int) (string, error) {
	if t.SharedGPU != "" {
		return t.SharedGPU, nil
	}
	if dev >= len(t.GPUs) {
		return "", fmt.Errorf("device %d: the machine %s has %d GPUs", dev, t.Name, len(t.GPUs))
	}
	return t.GPUs[dev], nil
}

// remote reports whether dev is another rank's than rank 0's.
func (t *Topology) remote(dev int) bool { return t.RankGPUs > 0 && dev >= t.RankGPUs }

// issue is rank 0's time, in seconds, to issue an operation on the devices
// devs whose driver calls take driverUS on one node: a message for each
// device of another rank, the driver calls where one is rank 0's.
func (t *Topology) issue(driverUS float64, devs ...int) float64 {
	us, local := 0.0, false
	for _, d := range devs {
		if t.remote(d) {
			us += t.API.Message
		} else {
			local = true
		}
	}
	if local {
		us += driverUS
	}
	return us * 1e-6
}

// MaxDevices is how many logical devices the machine runs: one per GPU,
// or any number (up to the runtime's 63) on a shared GPU.
func (t *Topology) MaxDevices() int {
	if t.SharedGPU != "" {
		return maxDevices
	}
	return len(t.GPUs)
}

// Roofline is one full launch's time on the GPU from the bytes it moves
// to and from memory and the FP32 operations it does.
func (g GPU) Roofline(bytes, flops float64) float64 {
	return max(bytes/(g.MemGBs*g.MemEfficiency*1e9), flops/(g.FP32GFlops*g.FP32Efficiency*1e9))
}
