package main

import (
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/template"

	"mgpucc/internal/scaling"
)

// benchmark is one example with the measurements the model is held
// against: the paper's best point on its K80 node (section 9.1, Figure 6,
// at Table 1's small size) and the H100's times with 1, 2 and 4 logical
// devices (docs/gpu-results.md, medium size).
type benchmark struct {
	name          string
	small, medium float64 // the presets' problem sizes
	paperDevices  int
	paperSpeedup  float64
	h100ms        map[int]float64
	// work is a launch's bytes to and from GPU memory and FP32
	// operations at problem size n, for the roofline estimate of kernel
	// times where none is measured (the same counts as benchreport's).
	work map[string]func(n float64) (bytes, flops float64)
}

var benchmarks = []benchmark{
	{
		name: "hotspot", small: 8192, medium: 16384, paperDevices: 14, paperSpeedup: 7.1,
		h100ms: map[int]float64{1: 2147.5, 2: 2161, 4: 2189},
		// Per cell: temperature and power read once (neighbours hit the
		// cache), the new temperature written; about 15 operations.
		work: map[string]func(float64) (float64, float64){
			"hotspot_step": func(n float64) (float64, float64) { return 12 * n * n, 15 * n * n },
		},
	},
	{
		name: "nbody", small: 65536, medium: 131072, paperDevices: 16, paperSpeedup: 12.4,
		h100ms: map[int]float64{1: 2545.6, 2: 2492, 4: 2503},
		// 20 operations per pair; each block of 256 reads every body once.
		work: map[string]func(float64) (float64, float64){
			"nbody_accel":     func(n float64) (float64, float64) { return 16 * n * (n/256 + 2), 20 * n * n },
			"nbody_integrate": func(n float64) (float64, float64) { return 80 * n, 12 * n },
		},
	},
	{
		name: "matmul", small: 8192, medium: 16384, paperDevices: 14, paperSpeedup: 6.3,
		h100ms: map[int]float64{1: 1076.8, 2: 1078, 4: 1079},
		// 16x16 tiles: A and B are each read n/16 times.
		work: map[string]func(float64) (float64, float64){
			"matmul": func(n float64) (float64, float64) { return 2*4*n*n*n/16 + 4*n*n, 2 * n * n * n },
		},
	},
}

// paperRegion is what the paper's Figure 6 times: the whole run less
// the driver's initialisation and the host buffers' set-up (its section
// 9), so the copies of the input to the GPUs and of the result back are
// in it. An example's trace begins with those copies in and ends with
// the copies out (the null backend's initialisation is not traced, and
// the host buffers are filled before the first call), so the whole
// trace is that region.
const paperRegion = scaling.Program

var orderingLabel = map[scaling.Ordering]string{scaling.Backend: "", scaling.Writes: ", copies by writes"}

var colors = map[string]string{"hotspot": "#d62728", "nbody": "#1f77b4", "matmul": "#2ca02c"}

// rooflineTimes is the roofline estimate of each kernel of b at size n on
// the machine's GPU, per block of the launches in one (a one-device trace).
func rooflineTimes(b benchmark, n float64, topo *scaling.Topology, one []scaling.Op) (scaling.KernelTimes, error) {
	secs := map[string]float64{}
	for k, w := range b.work {
		bytes, flops := w(n)
		secs[k] = topo.GPU.Roofline(bytes, flops)
	}
	return scaling.PerLaunch(one, secs, topo.GPU)
}

// checker holds the machines of the check and what it has found so far:
// the rows of the section's tables and the plots' curves.
type checker struct {
	k80, logical *scaling.Topology
	others       []*scaling.Topology // 8-GPU H100 nodes, predicted only
	nvswitch     *scaling.Topology   // the NVSwitch node, one of others
	traceDir     string

	paperRows, h100Rows, otherRows []string
	pastRows                       []string // the K80 node at 16 beside the NVSwitch node at 8
	polyRows, polyKernels          []string // the PolyBench-style programs (polybench.go)
	k80Series, otherSeries         []scaling.Series
	marks                          []scaling.Mark
}

// newChecker loads the check's machines and makes its folder of traces:
// keep, or a temporary one that done removes.
func newChecker(keep string) (c *checker, done func(), err error) {
	c = &checker{}
	if c.k80, err = scaling.LoadTopology("docs/machines/k80-x10drg.json"); err != nil {
		return nil, nil, err
	}
	if c.logical, err = scaling.LoadTopology("docs/machines/h100-sxm-logical.json"); err != nil {
		return nil, nil, err
	}
	for _, path := range []string{"docs/machines/h100-pcie.json", "docs/machines/h100-nvswitch.json"} {
		topo, err := scaling.LoadTopology(path)
		if err != nil {
			return nil, nil, err
		}
		c.others = append(c.others, topo)
		if topo.Name == "h100-nvswitch" {
			c.nvswitch = topo
		}
	}
	if c.nvswitch == nil {
		return nil, nil, fmt.Errorf("no h100-nvswitch machine among the check's")
	}
	// With a kept folder the examples are built there too, so their
	// traces are found again by the same command lines.
	if keep != "" {
		c.traceDir = keep
		return c, func() {}, os.MkdirAll(keep, 0o755)
	}
	if c.traceDir, err = os.MkdirTemp("", "mgpu-scaling-check-"); err != nil {
		return nil, nil, err
	}
	return c, func() { os.RemoveAll(c.traceDir) }, nil
}

// runPolybench prints the table of the PolyBench-style programs alone.
func runPolybench(mgpucc, keep string) error {
	c, done, err := newChecker(keep)
	if err != nil {
		return err
	}
	defer done()
	if err := c.polybench(mgpucc); err != nil {
		return err
	}
	fmt.Println(strings.Join(c.polyRows, "\n"))
	fmt.Println(strings.Join(c.polyKernels, "\n"))
	return nil
}

func runCheck(mgpucc, write, svg, keep string) error {
	c, done, err := newChecker(keep)
	if err != nil {
		return err
	}
	defer done()
	for _, b := range benchmarks {
		exe := filepath.Join(c.traceDir, b.name)
		src := filepath.Join("examples", b.name, b.name+".cu")
		if out, err := exec.Command(mgpucc, "-O2", src, "-o", exe).CombinedOutput(); err != nil {
			return fmt.Errorf("%s %s: %v\n%s", mgpucc, src, err, out)
		}
		// The H100 first: its one-device time measures how far the
		// kernels are from their roofline, which the K80 estimate uses.
		efficiency, err := c.h100(b, exe)
		if err != nil {
			return err
		}
		if err := c.paperSizes(b, exe, efficiency); err != nil {
			return err
		}
	}
	if err := c.polybench(mgpucc); err != nil {
		return err
	}
	var md strings.Builder
	if err := writeSection(&md, c); err != nil {
		return err
	}
	fmt.Print(md.String())
	if svg != "" {
		plot := scaling.Plot("predicted speedup on the paper's K80 node (circles: the paper's measurements)", 16, c.k80Series, c.marks, "the paper, Figure 6 (K80s)")
		if err := os.WriteFile(svg, []byte(plot), 0o644); err != nil {
			return err
		}
		h100 := strings.TrimSuffix(svg, ".svg") + "-h100.svg"
		plot = scaling.Plot("predicted speedup on 8-GPU H100 nodes (solid: PCIe, dashed: NVSwitch)", 8, c.otherSeries, nil, "")
		if err := os.WriteFile(h100, []byte(plot), 0o644); err != nil {
			return err
		}
	}
	if write != "" {
		return replaceSection(write, md.String())
	}
	return nil
}

// h100 replays b at the medium size on 1, 2 and 4 logical devices of one
// H100, the kernel times calibrated to the measured one-device time, and
// returns the calibration's factor: the kernels' measured time over their
// roofline's.
func (c *checker) h100(b benchmark, exe string) (float64, error) {
	fmt.Fprintf(os.Stderr, "%s: tracing 1, 2, 4 null devices at --preset medium\n", b.name)
	counts := []int{1, 2, 4}
	args := []string{exe, "--preset", "medium"}
	one, err := traceRuns(args, "null", c.logical.RuntimeLink(), nil, c.logical.GPU, nil, c.traceDir)
	if err != nil {
		return 0, err
	}
	kt, err := rooflineTimes(b, b.medium, c.logical, one[1])
	if err != nil {
		return 0, err
	}
	asToday := scaling.Options{Region: scaling.Kernels}
	kt, efficiency, err := scaling.Calibrate(one[1], c.logical, kt, asToday, b.h100ms[1]/1e3)
	if err != nil {
		return 0, err
	}
	// The runs then decide their splits and overlaps with those times.
	traces, err := traceRuns(args, "null", c.logical.RuntimeLink(), kt, c.logical.GPU, counts, c.traceDir)
	if err != nil {
		return 0, err
	}
	rs, err := replayAll(c.logical, traces, counts, kt, asToday)
	if err != nil {
		return 0, err
	}
	row := fmt.Sprintf("| %s | %.0f | %.1f | %.2f |", b.name, b.medium, b.h100ms[1], efficiency)
	for _, r := range rs[1:] {
		m := b.h100ms[r.Devices]
		row += fmt.Sprintf(" %.1f / %.1f (%+.1f %%) |", m, r.Seconds*1e3, 100*(r.Seconds*1e3-m)/m)
	}
	c.h100Rows = append(c.h100Rows, row+fmt.Sprintf(" %d / %d |", rs[1].PeerBytes, rs[2].PeerBytes))
	return efficiency, nil
}

// paperSizes replays b at the small size on 1 to 16 GPUs of the K80 node,
// with the roofline and with the roofline times the H100's efficiency,
// under both orderings, and on the 8-GPU H100 nodes.
func (c *checker) paperSizes(b benchmark, exe string, efficiency float64) error {
	fmt.Fprintf(os.Stderr, "%s: tracing 1-16 null devices at --preset small\n", b.name)
	counts := make([]int, 16)
	for i := range counts {
		counts[i] = i + 1
	}
	args := []string{exe, "--preset", "small"}
	one, err := traceRuns(args, "null", c.k80.RuntimeLink(), nil, c.k80.GPU, nil, c.traceDir)
	if err != nil {
		return err
	}
	roofline, err := rooflineTimes(b, b.small, c.k80, one[1])
	if err != nil {
		return err
	}
	// Against the paper, the runs split every launch, as the paper's
	// runtime did; past it, they decide with the estimate the plot shows
	// (the adaptive split and the overlap as on the machine).
	traces, err := traceRuns(args, "null", c.k80.RuntimeLink(), nil, c.k80.GPU, counts, c.traceDir)
	if err != nil {
		return err
	}
	scaled := roofline.Scaled(efficiency)
	adaptive, err := traceRuns(args, "null", c.k80.RuntimeLink(), scaled, c.k80.GPU, counts, c.traceDir)
	if err != nil {
		return err
	}
	k80, err := replayAll(c.k80, adaptive, counts, scaled, scaling.Options{Region: scaling.Kernels})
	if err != nil {
		return err
	}
	// The same runs timed as the paper timed its own.
	k80Whole, err := replayAll(c.k80, adaptive, counts, scaled, scaling.Options{Region: paperRegion})
	if err != nil {
		return err
	}
	// And as they would take if the runtime's copies to and from the
	// host were queued from page-locked memory, not made one at a time.
	k80Locked, err := replayAll(c.k80, adaptive, counts, scaled, scaling.Options{Region: paperRegion, HostCopies: scaling.PageLocked})
	if err != nil {
		return err
	}
	// The plot shows the estimate that carries the measurement.
	for ei, est := range []struct {
		label string
		kt    scaling.KernelTimes
	}{
		{"roofline", roofline},
		{fmt.Sprintf("roofline × %.2f (the H100's)", efficiency), scaled},
	} {
		row := fmt.Sprintf("| %s | %.1fx at %d | %s |", b.name, b.paperSpeedup, b.paperDevices, est.label)
		for _, ord := range []scaling.Ordering{scaling.Backend, scaling.Writes} {
			// As the paper's runtime: every device done before a
			// launch's parts (its Figure 4), each host copy waited for
			// (section 8.2: no staging), and timed as the paper timed
			// it (paperRegion).
			rs, err := replayAll(c.k80, traces, counts, est.kt, scaling.Options{Region: paperRegion, Ordering: ord, SyncLaunches: true, HostCopies: scaling.Waited})
			if err != nil {
				return err
			}
			best := fastest(rs)
			s := rs[0].Seconds / rs[b.paperDevices-1].Seconds
			if ord == scaling.Backend {
				row += fmt.Sprintf(" %.0f |", rs[0].Seconds*1e3)
			}
			row += fmt.Sprintf(" %.2fx (%+.0f %%); best %.2fx at %d |", s, 100*(s-b.paperSpeedup)/b.paperSpeedup, rs[0].Seconds/rs[best].Seconds, rs[best].Devices)
			if ei == 1 {
				c.k80Series = append(c.k80Series, scaling.Series{Label: b.name + orderingLabel[ord], Color: colors[b.name], Dashed: ord == scaling.Writes, Points: speedups(rs)})
			}
		}
		c.paperRows = append(c.paperRows, row)
	}
	c.marks = append(c.marks, scaling.Mark{Color: colors[b.name], Devices: float64(b.paperDevices), Speedup: b.paperSpeedup})

	// Each machine's own traces: the runtime picks its copy sources,
	// relays and overlaps by the machine's links.
	for oi, topo := range c.others {
		one, err := traceRuns(args, "null", topo.RuntimeLink(), nil, topo.GPU, nil, c.traceDir)
		if err != nil {
			return err
		}
		kt, err := rooflineTimes(b, b.small, topo, one[1])
		if err != nil {
			return err
		}
		kt = kt.Scaled(efficiency)
		own, err := traceRuns(args, "null", topo.RuntimeLink(), kt, topo.GPU, counts[:topo.MaxDevices()], c.traceDir)
		if err != nil {
			return err
		}
		rs, err := replayAll(topo, own, counts[:topo.MaxDevices()], kt, scaling.Options{Region: scaling.Kernels})
		if err != nil {
			return err
		}
		last := rs[len(rs)-1]
		c.otherRows = append(c.otherRows, fmt.Sprintf("| %s | %s | %.1f ms | %.2fx at %d | %.1f ms (%s) |", b.name, topo.Name, rs[0].Seconds*1e3,
			rs[0].Seconds/last.Seconds, last.Devices, last.LinkBusy*1e3, last.Link))
		c.otherSeries = append(c.otherSeries, scaling.Series{Label: b.name + ", " + topo.Name, Color: colors[b.name], Dashed: oi == 1, Points: speedups(rs)})
		if topo == c.nvswitch {
			c.pastRows = append(c.pastRows, pastRow(b, k80, k80Whole, k80Locked, rs))
		}
	}
	return nil
}

// pastRow is b's row of the table past the paper: the K80 node's replays
// at 1 and 16 GPUs and its best count, the speedup at 16 with the copies
// in and out timed too (whole), and so with them queued from page-locked
// memory (locked), beside the NVSwitch node's at 1 and 8.
func pastRow(b benchmark, k80, whole, locked, nvswitch []scaling.Result) string {
	best := fastest(k80)
	k, n := k80[len(k80)-1], nvswitch[len(nvswitch)-1]
	w, l := whole[len(whole)-1], locked[len(locked)-1]
	return fmt.Sprintf("| %s | %.0f | %.0f | %.2fx at %d (best %.2fx at %d) | %.2fx | %.2fx | %.1f | %.2fx at %d |", b.name, b.small,
		k80[0].Seconds*1e3, k80[0].Seconds/k.Seconds, k.Devices, k80[0].Seconds/k80[best].Seconds, k80[best].Devices,
		whole[0].Seconds/w.Seconds, locked[0].Seconds/l.Seconds, nvswitch[0].Seconds*1e3, nvswitch[0].Seconds/n.Seconds, n.Devices)
}

// fastest is the index of the quickest of rs.
func fastest(rs []scaling.Result) int {
	best := 0
	for i, r := range rs {
		if r.Seconds < rs[best].Seconds {
			best = i
		}
	}
	return best
}

// speedups are the plot's points: devices, and the one-device time over
// theirs.
func speedups(rs []scaling.Result) [][2]float64 {
	var pts [][2]float64
	for _, r := range rs {
		pts = append(pts, [2]float64{float64(r.Devices), rs[0].Seconds / r.Seconds})
	}
	return pts
}

const beginMark, endMark = "<!-- scaling: begin -->", "<!-- scaling: end -->"

// replaceSection puts text between the markers of the file, or at its end.
func replaceSection(path, text string) error {
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	s := string(data)
	block := beginMark + "\n" + text + endMark + "\n"
	i, j := strings.Index(s, beginMark), strings.Index(s, endMark)
	if i >= 0 && j > i {
		s = s[:i] + block + strings.TrimPrefix(s[j+len(endMark):], "\n")
	} else {
		s = strings.TrimRight(s, "\n") + "\n\n" + block
	}
	return os.WriteFile(path, []byte(s), 0o644)
}

// section is the Markdown of the scaling section, its tables' rows
// filled in.
//
//go:embed section.md.tmpl
var section string

func writeSection(w *strings.Builder, c *checker) error {
	t, err := template.New("section").Parse(section)
	if err != nil {
		return err
	}
	return t.Execute(w, struct{ Paper, H100, Others, Past, Poly, PolyKernels []string }{
		c.paperRows, c.h100Rows, c.otherRows, c.pastRows, c.polyRows, c.polyKernels})
}
