package mgpu

import (
	"encoding/json"
	"fmt"
	"io"
	"math/bits"
	"os"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// KernelStats is one kernel's line of the statistics (MGPU_STATS; the JSON
// names are a contract, docs/runtime.md).
type KernelStats struct {
	Name     string `json:"name"`
	Mangled  string `json:"mangled"`
	Split    string `json:"split"`  // x, y, z, those used joined by commas (x,y), or none
	Reason   string `json:"reason"` // why not split (or the analysis' reason for the split)
	Launches int64  `json:"launches"`
	Devices  int    `json:"devices"` // the most devices one launch used
	Peer     int64  `json:"peer_bytes"`
	// PeerCopies is how many copies between devices moved Peer: each a
	// driver call on a GPU, a strided rect counted once.
	PeerCopies int64 `json:"peer_copies"`
	// PeerNeed is the peer bytes the parts need (MGPU_ORACLE, oracle.go).
	PeerNeed int64 `json:"peer_need_bytes,omitempty"`
	H2D      int64 `json:"h2d_bytes"`
	D2H      int64 `json:"d2h_bytes"`
	// PlanHits counts launches whose split and enumerated ranges came from
	// the cache; PlanMisses those that enumerated (the first launch of each
	// grid, block and integer-scalar combination).
	PlanHits   int64 `json:"plan_hits"`
	PlanMisses int64 `json:"plan_misses"`
	// Replays counts split launches that replayed a recorded launch's
	// copies and holders (memo.go).
	Replays int64 `json:"replays,omitempty"`
	// NotSplit counts the launches the analysis let split that
	// MGPU_SPLIT=adaptive ran on one device (adaptive.go), Adaptive the
	// last one's reason.
	NotSplit int64  `json:"not_split,omitempty"`
	Adaptive string `json:"adaptive,omitempty"`
	// PlanNS is the part of RuntimeNS spent making plans (enumerating).
	PlanNS int64 `json:"plan_ns"`
	// GatherNS is the part of RuntimeNS spent bringing split launches'
	// inputs to their parts: finding and making the copies, or replaying
	// recorded ones.
	GatherNS int64 `json:"gather_ns"`
	// RuntimeNS is the time spent in the runtime for the kernel's launches,
	// excluding the backend's time in the launch loop (loading code, launching
	// kernels; on the simulator, running them).
	RuntimeNS int64 `json:"runtime_ns"`
	// LaunchNS is the runtime's time in each of the kernel's first
	// maxLaunchTimes launches, in order: a launch that is long in every
	// run of a program is the runtime's work, one long in a single run the
	// machine's (benchreport takes each launch's fastest of a few runs).
	LaunchNS []int64 `json:"launch_ns,omitempty"`

	splits   uint8 // the dimensions launches were split along, bit 1<<Split
	analysed Split // the analysis' split, which Reason gives the reason of
}

// usedSplit records a launch split along dim, listed in Split, and in
// Reason a dimension other than the one whose reason it gives.
func (k *KernelStats) usedSplit(dim Split) {
	if k.splits&(1<<dim) != 0 {
		return
	}
	k.splits |= 1 << dim
	if dim != k.analysed {
		k.Reason += fmt.Sprintf("; launches split along %s, another dimension the analysis allows", dim)
	}
	var dims []string
	for _, d := range []Split{SplitX, SplitY, SplitZ} {
		if k.splits&(1<<d) != 0 {
			dims = append(dims, d.String())
		}
	}
	k.Split = strings.Join(dims, ",")
}

// Totals sums the traffic of kernels and copies alike.
type Totals struct {
	Peer       int64 `json:"peer_bytes"`
	PeerCopies int64 `json:"peer_copies"`
	PeerNeed   int64 `json:"peer_need_bytes,omitempty"` // MGPU_ORACLE: what the parts need of Peer
	H2D        int64 `json:"h2d_bytes"`
	D2H        int64 `json:"d2h_bytes"`
	RuntimeNS  int64 `json:"runtime_ns"`
	// LaunchP50NS and LaunchMaxNS are the median and the longest of the
	// launches' runtime (the median to within a sixteenth), and
	// LaunchMaxLaterNS the longest but for each kernel's first launch,
	// which alone makes its first plan and meets its buffers untracked.
	LaunchP50NS      int64 `json:"launch_p50_ns"`
	LaunchMaxNS      int64 `json:"launch_max_ns"`
	LaunchMaxLaterNS int64 `json:"launch_max_later_ns"`
	// Segments is the trackers' segments over the live buffers (at exit:
	// before they are freed), how fragmented the runtime's view of who
	// holds what has become.
	Segments int `json:"segments"`
}

// Stats is the MGPU_STATS report.
type Stats struct {
	Backend string `json:"backend"`
	Devices int    `json:"devices"`
	// Oracle is set when the oracle counted PeerNeed (MGPU_ORACLE=1).
	Oracle  bool          `json:"oracle,omitempty"`
	Kernels []KernelStats `json:"kernels"`
	// Links are the link costs the adaptive split measured (adaptive.go).
	Links []LinkStats `json:"links,omitempty"`
	// RankLinks is the traffic between and within the ranks of an mpirun
	// job (backend_ranks.go).
	RankLinks []RankLinkStats `json:"rank_links,omitempty"`
	// Code is what each device runs of each image, where the backend
	// says (runtime.go, module).
	Code   []CodeStats `json:"code,omitempty"`
	Totals Totals      `json:"totals"`
	Memory MemoryStats `json:"memory"`
}

// MemoryStats is what the buffers took of the devices' memory (partial.go).
type MemoryStats struct {
	// PeakBytes is, per device, the most its instances held at once:
	// whole instances, and the mapped pages of partial ones.
	PeakBytes []int64 `json:"peak_bytes"`
	// AllocatedBytes is the most bytes the program's buffers took at once
	// (every device reserved addresses for all of them), and MappedRatio,
	// per device, PeakBytes over it: the largest share of the program's
	// memory the device held (1 with whole instances, about 1/D for a
	// program split over D devices with partial ones).
	AllocatedBytes int64     `json:"allocated_bytes"`
	MappedRatio    []float64 `json:"mapped_ratio"`
	// LargestBuffer is the largest buffer's size: each of D devices
	// holds at least 1/D of it at once where every part touches its own.
	LargestBuffer int64 `json:"largest_buffer_bytes"`
	// PartialBuffers counts the buffers given partial instances, and
	// PageBytes is their pages' size.
	PartialBuffers int64 `json:"partial_buffers"`
	PageBytes      int64 `json:"page_bytes,omitempty"`
	// ReclaimedBytes is the pages given back to make room for others, and
	// SpilledBytes the bytes of them their device alone held, copied to
	// the host first.
	ReclaimedBytes int64 `json:"reclaimed_bytes,omitempty"`
	SpilledBytes   int64 `json:"spilled_bytes,omitempty"`
}

// CodeStats is the code of an image (a translation unit) that a device
// loaded, and how long loading it took: a driver compiling PTX takes
// 0.1 s and more for a program, where machine code loads in milliseconds.
type CodeStats struct {
	Device int     `json:"device"`
	Image  int     `json:"image"`
	Code   string  `json:"code"`
	LoadMS float64 `json:"load_ms"`
}

type kernelStats = KernelStats

type stats struct {
	kernels  map[string]*kernelStats
	totals   Totals
	launches durations
	maxLater int64 // the longest launch but for each kernel's first
	code     []CodeStats
}

// durations is a histogram of durations in buckets a sixteenth of an
// octave wide: a median without keeping every launch.
type durations struct {
	counts [64 * 16]int64
	n, max int64
}

// bucket is the bucket of ns nanoseconds.
func (durations) bucket(ns int64) int {
	if ns < 16 {
		return int(max(ns, 0))
	}
	e := bits.Len64(uint64(ns)) - 5 // ns >> e is 16..31
	return 16*e + int(ns>>e)
}

func (d *durations) add(ns int64) {
	d.counts[d.bucket(ns)]++
	d.n++
	d.max = max(d.max, ns)
}

// median is the upper end of the bucket holding the middle duration.
func (d *durations) median() int64 {
	seen := int64(0)
	for b, c := range d.counts {
		if seen += c; c > 0 && 2*seen >= d.n {
			if b < 32 {
				return int64(b)
			}
			e := b/16 - 1
			return int64(b%16+17)<<e - 1
		}
	}
	return 0
}

func newStats() *stats { return &stats{kernels: map[string]*kernelStats{}} }

// kernel returns the statistics of a kernel, kept across re-registration.
func (s *stats) kernel(d *KernelDesc) *kernelStats {
	k := s.kernels[d.Mangled]
	if k == nil {
		k = &kernelStats{Mangled: d.Mangled}
		s.kernels[d.Mangled] = k
	}
	k.Name = d.Name
	if k.Name == "" {
		k.Name = d.Mangled
	}
	k.Reason, k.analysed = d.Reason, d.Split
	return k
}

// maxLaunchTimes bounds KernelStats.LaunchNS: a kernel launched more
// often keeps its first launches' times.
const maxLaunchTimes = 4096

// addRuntime counts d, the runtime's own time in one launch of k (its
// launches counted already).
func (s *stats) addRuntime(k *kernelStats, d time.Duration) {
	k.RuntimeNS += int64(d)
	s.totals.RuntimeNS += int64(d)
	s.launches.add(int64(d))
	if len(k.LaunchNS) < maxLaunchTimes {
		k.LaunchNS = append(k.LaunchNS, int64(d))
	}
	if k.Launches > 1 {
		s.maxLater = max(s.maxLater, int64(d))
	}
}

// Stats returns a snapshot of the statistics (launched kernels only,
// sorted by name).
func (rt *Runtime) Stats() Stats {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.statsLocked()
}

func (rt *Runtime) statsLocked() Stats {
	out := Stats{Backend: rt.be.Name(), Devices: rt.ndev, Totals: rt.stats.totals, Kernels: []KernelStats{}, Links: rt.probedLinks(),
		Code: slices.Clone(rt.stats.code)}
	_, out.Oracle = rt.be.(*oracleBackend)
	if ranks, ok := rt.be.(*rankedBackend); ok {
		out.RankLinks = ranks.links()
	}
	out.Totals.LaunchP50NS, out.Totals.LaunchMaxNS, out.Totals.LaunchMaxLaterNS = rt.stats.launches.median(), rt.stats.launches.max, rt.stats.maxLater
	for _, b := range rt.allocations() {
		out.Totals.Segments += b.tracker.Segments()
	}
	m := &rt.mem
	out.Memory = MemoryStats{PeakBytes: append([]int64(nil), m.peak...), AllocatedBytes: m.allocated, MappedRatio: make([]float64, len(m.peak)), LargestBuffer: m.largest,
		PartialBuffers: m.partials, ReclaimedBytes: m.reclaimed, SpilledBytes: m.spilled}
	for d, peak := range m.peak {
		if m.allocated > 0 {
			out.Memory.MappedRatio[d] = float64(peak) / float64(m.allocated)
		}
	}
	if m.partials > 0 {
		out.Memory.PageBytes = m.page
	}
	for _, k := range rt.stats.kernels {
		if k.Launches > 0 {
			kk := *k
			kk.LaunchNS = slices.Clone(k.LaunchNS)
			out.Kernels = append(out.Kernels, kk)
		}
	}
	sort.Slice(out.Kernels, func(i, j int) bool { return out.Kernels[i].Name < out.Kernels[j].Name })
	return out
}

// writeReports writes what MGPU_STATS and MGPU_TRACE ask for.
func (rt *Runtime) writeReports() error {
	var first error
	if s := rt.cfg.Stats; s != "" && s != "0" {
		st := rt.statsLocked()
		if s == "1" {
			st.WriteTable(rt.log)
		} else if err := writeJSON(s, st); err != nil {
			first = fmt.Errorf("MGPU_STATS=%s: %w", s, err)
		}
	}
	if rt.trace != nil {
		f, err := rt.trace.file()
		if werr := writeJSON(rt.cfg.Trace, f); werr != nil {
			err = werr
		}
		if err != nil && first == nil {
			first = fmt.Errorf("MGPU_TRACE=%s: %w", rt.cfg.Trace, err)
		}
	}
	return first
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// WriteTable prints the statistics as a table.
func (s Stats) WriteTable(w io.Writer) {
	fmt.Fprintf(w, "mgpu: %s backend, %d devices\n", s.Backend, s.Devices)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "kernel\tlaunches\tsplit\tdevices\tpeer bytes\th2d bytes\td2h bytes\tplans cached\truntime ms\treason")
	for _, k := range s.Kernels {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%d/%d\t%.3f\t%s\n", k.Name, k.Launches, k.Split, k.Devices, k.Peer, k.H2D, k.D2H,
			k.PlanHits, k.PlanHits+k.PlanMisses, float64(k.RuntimeNS)/1e6, k.reasonText())
	}
	t := s.Totals
	fmt.Fprintf(tw, "total\t\t\t\t%d\t%d\t%d\t\t%.3f\t\n", t.Peer, t.H2D, t.D2H, float64(t.RuntimeNS)/1e6)
	tw.Flush()
	for _, l := range s.Links {
		fmt.Fprintf(w, "mgpu: link from device %d to %d: %.3g GB/s, %.3g µs per copy (measured)\n", l.From, l.To, l.GBps, l.LatencyUS)
	}
	for _, c := range s.Code {
		fmt.Fprintf(w, "mgpu: device %d runs image %d's %s (loaded in %.3g ms)\n", c.Device, c.Image, c.Code, c.LoadMS)
	}
	for _, l := range s.RankLinks {
		fmt.Fprintf(w, "mgpu: rank %d to rank %d: %d peer bytes in %d copies, %d bytes between rank 0's host and devices\n", l.From, l.To, l.Peer, l.Copies, l.Host)
	}
	if m := s.Memory; m.PartialBuffers > 0 {
		peaks := make([]string, len(m.PeakBytes))
		for d, n := range m.PeakBytes {
			peaks[d] = fmt.Sprintf("%.3g (%.2f)", float64(n)/(1<<20), m.MappedRatio[d])
		}
		fmt.Fprintf(w, "mgpu: %d buffers with partial instances (pages of %d KiB); device memory used at most, MiB (of the buffers' %.3g): %s",
			m.PartialBuffers, m.PageBytes>>10, float64(m.AllocatedBytes)/(1<<20), strings.Join(peaks, ", "))
		if m.ReclaimedBytes > 0 {
			fmt.Fprintf(w, "; %d bytes of pages given back to make room, %d of them copied to the host first", m.ReclaimedBytes, m.SpilledBytes)
		}
		fmt.Fprintln(w)
	}
	if s.Oracle {
		fmt.Fprintf(w, "mgpu: the parts needed %d peer bytes (oracle); moved %d%s\n", t.PeerNeed, t.Peer, ratio(t.Peer, t.PeerNeed))
	}
}

// ratio is moved/need as ", N.NNx the need", or "" without a need.
func ratio(moved, need int64) string {
	if need == 0 {
		return ""
	}
	return fmt.Sprintf(", %.2fx the need", float64(moved)/float64(need))
}

// reasonText is the table's reason: the kernel's, and how many of its
// launches the adaptive split kept on one device when others split.
func (k KernelStats) reasonText() string {
	if k.NotSplit == 0 || k.Split == "none" || k.Split == "" {
		return k.Reason
	}
	return fmt.Sprintf("%d of %d launches %s", k.NotSplit, k.Launches, k.Adaptive)
}
