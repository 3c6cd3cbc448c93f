// Command benchreport measures the three examples at the paper's sizes and
// writes docs/results.md and docs/speedup.svg (scripts/bench.sh runs it).
//
// What is measured, on this machine, with the null backend (the runtime
// runs for real, devices move no data and run no kernel): the bytes the
// runtime copies between devices and to and from the host, the enumeration
// cache, and the runtime's own CPU time per launch, also under
// MGPU_DEBUG=notransfers and nopatterns (the paper's decomposition, 9.2).
//
// What is modelled: the speedup on n GPUs. Single-GPU kernel times come
// from a roofline estimate of each kernel on a stated GPU (or from
// -kernel-ms, measured on a real GPU by scripts/gpu-check.sh); partitions
// get 1/n of the blocks (rounded up to whole blocks); peer copies run in
// parallel, one link per GPU, at the stated bandwidth; the measured
// runtime time is added on top.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"mgpucc/internal/scaling"
	"mgpucc/mgpu"
)

// example is one program of examples/ with what the model needs of it.
type example struct {
	name   string
	preset string   // the paper's Table 1 size
	args   []string // besides --preset
	paper  string   // the paper's result (section 9.1)
	// work returns each kernel's single-launch work at the preset size:
	// bytes moved to and from GPU memory and floating-point operations.
	work map[string]func(size float64) (bytes, flops float64)
	// splitBlocks is the grid extent along the split dimension.
	splitBlocks func(size int) int
	size        int // the preset's problem size
}

var examples = []example{
	{
		name: "hotspot", preset: "small", size: 8192, paper: "7.1x at 14 GPUs",
		// Per cell: read temperature (neighbours hit the cache) and
		// power, write the new temperature; about 15 operations.
		work: map[string]func(float64) (float64, float64){
			"hotspot_step": func(n float64) (float64, float64) { return 12 * n * n, 15 * n * n },
		},
		splitBlocks: func(n int) int { return (n + 15) / 16 },
	},
	{
		name: "nbody", preset: "small", size: 65536, paper: "12.4x at 16 GPUs",
		// 20 operations per body pair (the usual count, rsqrt included);
		// the integration step streams 5 float4 per body.
		work: map[string]func(float64) (float64, float64){
			"nbody_accel":     func(n float64) (float64, float64) { return 16 * n * (n/256 + 2), 20 * n * n },
			"nbody_integrate": func(n float64) (float64, float64) { return 80 * n, 12 * n },
		},
		splitBlocks: func(n int) int { return (n + 255) / 256 },
	},
	{
		name: "matmul", preset: "small", size: 8192, paper: "6.3x at 14 GPUs",
		// 16x16 tiles: A and B are each read n/16 times.
		work: map[string]func(float64) (float64, float64){
			"matmul": func(n float64) (float64, float64) { return 2*4*n*n*n/16 + 4*n*n, 2 * n * n * n },
		},
		splitBlocks: func(n int) int { return (n + 15) / 16 },
	},
}

// machine is a GPU and its links, for the model.
type machine struct {
	name     string
	memGBs   float64 // GPU memory bandwidth, GB/s, as reached by a good kernel
	gflops   float64 // FP32 GFLOP/s, as reached by a good kernel
	peerGBs  float64 // GPU to GPU, per GPU, GB/s
	hostGBs  float64 // host to GPU, per GPU, GB/s
	describe string
}

var machines = []machine{
	{name: "K80 + PCIe 3", memGBs: 0.75 * 240, gflops: 0.5 * 2800, peerGBs: 10, hostGBs: 10,
		describe: "the paper's machine: one GK210 (half a K80: 240 GB/s, 2.8 TFLOP/s FP32 at boost) per GPU, PCIe 3.0 x16 (10 GB/s reached) for peer and host copies"},
	{name: "H100 + NVLink 4", memGBs: 0.75 * 3350, gflops: 0.5 * 67000, peerGBs: 400, hostGBs: 50,
		describe: "H100 SXM (3.35 TB/s, 67 TFLOP/s FP32), NVLink 4 through NVSwitch (400 GB/s per GPU reached) for peer copies, PCIe 5.0 x16 (50 GB/s) to the host"},
}

// Efficiencies assumed by the roofline: 75% of peak memory bandwidth, 50%
// of peak FP32 rate (stated in the machines' numbers above).

const maxDevices = 16

// decompositionCounts are the device counts of the MGPU_DEBUG runs.
var decompositionCounts = []int{1, 2, 4, 8, 16}

func main() {
	root := flag.String("root", ".", "the repository (bin/mgpucc, examples/, docs/)")
	out := flag.String("out", "docs/results.md", "the report, relative to -root")
	svg := flag.String("svg", "docs/speedup.svg", "the speedup curves, relative to -root")
	kernelMS := flag.String("kernel-ms", "", "measured single-GPU kernel times replacing the roofline for the first machine: NAME=MS,... (per launch)")
	flag.Parse()
	if err := run(*root, *out, *svg, *kernelMS); err != nil {
		fmt.Fprintln(os.Stderr, "benchreport:", err)
		os.Exit(1)
	}
}

// measurement is one example at one device count.
type measurement struct {
	devices int
	stats   mgpu.Stats
	// overheadNS holds the runtime's steady-state time per launch (plans
	// made excluded) under each MGPU_DEBUG mode ("", "notransfers",
	// "nopatterns"), where measured.
	overheadNS map[string]float64
}

// planTotals sums the plan cache counters and the time spent making plans.
func planTotals(st mgpu.Stats) (hits, misses, ns int64) {
	for _, k := range st.Kernels {
		hits += k.PlanHits
		misses += k.PlanMisses
		ns += k.PlanNS
	}
	return hits, misses, ns
}

func run(root, out, svg, kernelMS string) error {
	measured, err := parseKernelMS(kernelMS)
	if err != nil {
		return err
	}
	mgpucc := filepath.Join(root, "bin", "mgpucc")
	work, err := os.MkdirTemp("", "mgpu-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	results := map[string][]measurement{}
	for _, ex := range examples {
		exe := filepath.Join(work, ex.name)
		src := filepath.Join(root, "examples", ex.name, ex.name+".cu")
		if b, err := exec.Command(mgpucc, "-O2", src, "-o", exe).CombinedOutput(); err != nil {
			return fmt.Errorf("mgpucc %s: %v\n%s", src, err, b)
		}
		for n := 1; n <= maxDevices; n++ {
			m := measurement{devices: n, overheadNS: map[string]float64{}}
			modes := []string{""}
			if contains(decompositionCounts, n) {
				modes = []string{"", "notransfers", "nopatterns"}
			}
			for _, mode := range modes {
				st, err := runNull(exe, work, n, mode, append([]string{"--preset", ex.preset}, ex.args...), true)
				if err != nil {
					return fmt.Errorf("%s on %d devices (MGPU_DEBUG=%s): %w", ex.name, n, mode, err)
				}
				if mode == "" {
					m.stats = st
				}
				_, _, planNS := planTotals(st)
				m.overheadNS[mode] = float64(st.Totals.RuntimeNS-planNS) / float64(launches(st))
			}
			results[ex.name] = append(results[ex.name], m)
			fmt.Fprintf(os.Stderr, "%s: %d devices: %d peer bytes\n", ex.name, n, m.stats.Totals.Peer)
		}
	}
	curves := map[string][maxDevices]float64{}
	for _, ex := range examples {
		for mi, mc := range machines {
			var kt map[string]float64
			if mi == 0 {
				kt = measured
			}
			curves[ex.name+"/"+mc.name] = speedups(ex, mc, results[ex.name], kt)
		}
	}
	iterative, err := measureIterative(root, mgpucc, work)
	if err != nil {
		return err
	}
	var md strings.Builder
	writeReport(&md, results, curves, kernelMS)
	writeIterative(&md, iterative)
	report := filepath.Join(root, out)
	if old, err := os.ReadFile(report); err == nil {
		md.WriteString(scalingSection(string(old)))
	}
	if err := os.WriteFile(report, []byte(md.String()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, svg), []byte(drawSVG(curves)), 0o644)
}

// scalingSection is the section internal/cmd/scaling -check writes into
// the report, kept when the rest is remade.
func scalingSection(report string) string {
	const begin, end = "<!-- scaling: begin -->", "<!-- scaling: end -->"
	i, j := strings.Index(report, begin), strings.Index(report, end)
	if i < 0 || j < i {
		return ""
	}
	return "\n" + report[i:j+len(end)] + "\n"
}

func contains(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func parseKernelMS(s string) (map[string]float64, error) {
	m := map[string]float64{}
	if s == "" {
		return m, nil
	}
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(kv, "=")
		ms, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil || ms <= 0 {
			return nil, fmt.Errorf("-kernel-ms: %q is not NAME=MILLISECONDS", kv)
		}
		m[k] = ms
	}
	return m, nil
}

// runNull runs exe on n null devices and returns its MGPU_STATS; mustPass:
// the program must exit 0 (a program checking its results against the CPU
// cannot on the null backend).
func runNull(exe, dir string, n int, debug string, args []string, mustPass bool) (mgpu.Stats, error) {
	var st mgpu.Stats
	statsFile := filepath.Join(dir, "stats.json")
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=null", fmt.Sprintf("MGPU_DEVICES=%d", n),
		"MGPU_STATS="+statsFile, "MGPU_DEBUG="+debug)
	os.Remove(statsFile)
	if b, err := cmd.CombinedOutput(); err != nil && (mustPass || !isExit(err)) {
		return st, fmt.Errorf("%v\n%s", err, b)
	}
	data, err := os.ReadFile(statsFile)
	if err != nil {
		return st, err
	}
	return st, json.Unmarshal(data, &st)
}

// isExit is a program that ran and exited non-zero.
func isExit(err error) bool {
	var ee *exec.ExitError
	return errors.As(err, &ee)
}

func launches(st mgpu.Stats) int64 {
	var n int64
	for _, k := range st.Kernels {
		n += k.Launches
	}
	return max(n, 1)
}

// baseName is a kernel's name without its parameter list.
func baseName(name string) string {
	if i := strings.IndexByte(name, '('); i >= 0 {
		return name[:i]
	}
	return name
}

// kernelSeconds is one launch's single-GPU time of kernel name.
func kernelSeconds(ex example, mc machine, name string, measuredMS map[string]float64) float64 {
	if ms, ok := measuredMS[name]; ok {
		return ms / 1e3
	}
	bytes, flops := ex.work[name](float64(ex.size))
	return math.Max(bytes/(mc.memGBs*1e9), flops/(mc.gflops*1e9))
}

// speedups models the speedup over one GPU for 1..16 GPUs.
func speedups(ex example, mc machine, ms []measurement, measuredMS map[string]float64) [maxDevices]float64 {
	var out [maxDevices]float64
	var single float64
	for _, m := range ms {
		n := m.devices
		g := ex.splitBlocks(ex.size)
		share := float64((g+n-1)/n) / float64(g)
		t := 0.0
		for _, k := range m.stats.Kernels {
			kt := float64(k.Launches) * kernelSeconds(ex, mc, baseName(k.Name), measuredMS)
			if k.Devices > 1 {
				kt *= share
			}
			t += kt
		}
		tot := m.stats.Totals
		t += float64(tot.Peer) / float64(n) / (mc.peerGBs * 1e9)
		t += float64(tot.H2D+tot.D2H) / float64(n) / (mc.hostGBs * 1e9)
		if n == 1 {
			single = t // the single-GPU program: no runtime of ours
		}
		t += float64(tot.RuntimeNS) / 1e9
		out[n-1] = single / t
	}
	return out
}

func writeReport(w *strings.Builder, results map[string][]measurement, curves map[string][maxDevices]float64, kernelMS string) {
	fmt.Fprintf(w, "# Benchmark results\n\n")
	fmt.Fprintf(w, "Made by `scripts/bench.sh` on %s (the examples at the paper's Table 1 \"small\" sizes and iteration counts).\n", time.Now().UTC().Format("2006-01-02"))
	fmt.Fprintf(w, "Rerun it to refresh this page; `docs/speedup.svg` is drawn from the same numbers.\n\n")
	fmt.Fprintf(w, "**Measured** (runtime on the null backend: every launch is planned, tracked and its copies issued, but no data moves and no kernel runs): the bytes the runtime moves, the enumeration cache, and the runtime's own CPU time per launch on this development machine, full (α), with `MGPU_DEBUG=notransfers` (β) and `MGPU_DEBUG=nopatterns` (γ).\n\n")
	fmt.Fprintf(w, "**Modelled**: the speedup over one GPU, from single-GPU kernel times, partitions of 1/n of the blocks, peer copies at the link bandwidth in parallel on each GPU's own link, host copies spread over the GPUs, plus the measured runtime time. ")
	if kernelMS != "" {
		fmt.Fprintf(w, "Kernel times for the first machine measured on a GPU: `%s` ms per launch; the others are a roofline estimate.\n\n", kernelMS)
	} else {
		fmt.Fprintf(w, "Kernel times are a roofline estimate (75%% of peak memory bandwidth, 50%% of peak FP32), not measurements: no GPU was available when this page was made. `scripts/gpu-check.sh` measures them on a GPU; pass them with `-kernel-ms`.\n\n")
	}
	for _, mc := range machines {
		fmt.Fprintf(w, "- **%s**: %s.\n", mc.name, mc.describe)
	}
	fmt.Fprintf(w, "\n## Against the paper\n\n")
	tableHeader(w, []string{"example", "size", "paper (K80s, measured)"}, "modelled", "---")
	for _, ex := range examples {
		fmt.Fprintf(w, "| %s | %d | %s |", ex.name, ex.size, ex.paper)
		for _, mc := range machines {
			c := curves[ex.name+"/"+mc.name]
			best := 0
			for i := range c {
				if c[i] > c[best] {
					best = i
				}
			}
			fmt.Fprintf(w, " %.1fx at %d GPUs (%.1fx at 16) |", c[best], best+1, c[maxDevices-1])
		}
		fmt.Fprintln(w)
	}
	for _, ex := range examples {
		fmt.Fprintf(w, "\n## %s (`--preset %s`: %d)\n\n", ex.name, ex.preset, ex.size)
		tableHeader(w, []string{"GPUs", "peer bytes", "h2d bytes", "d2h bytes", "launches", "plans cached",
			"ms making plans", "runtime µs/launch α / β / γ"}, "speedup", "---:")
		for _, m := range results[ex.name] {
			hits, misses, planNS := planTotals(m.stats)
			t := m.stats.Totals
			over := fmt.Sprintf("%.1f", m.overheadNS[""]/1e3)
			if b, ok := m.overheadNS["notransfers"]; ok {
				over += fmt.Sprintf(" / %.1f / %.1f", b/1e3, m.overheadNS["nopatterns"]/1e3)
			}
			fmt.Fprintf(w, "| %d | %d | %d | %d | %d | %d/%d | %.2f | %s |", m.devices, t.Peer, t.H2D, t.D2H, launches(m.stats), hits, hits+misses, float64(planNS)/1e6, over)
			for _, mc := range machines {
				fmt.Fprintf(w, " %.2f |", curves[ex.name+"/"+mc.name][m.devices-1])
			}
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintf(w, "\n\"ms making plans\" is the one-time cost of splitting and enumerating each new launch shape (cached after); the runtime time per launch is the steady state, without it. Both go into the modelled time.\n")
}

// tableHeader writes a Markdown table header: the columns, then one
// "PREFIX, MACHINE" column per machine aligned by align.
func tableHeader(w *strings.Builder, columns []string, prefix, align string) {
	for _, mc := range machines {
		columns = append(columns, prefix+", "+mc.name)
	}
	fmt.Fprintf(w, "| %s |\n|", strings.Join(columns, " | "))
	for range columns {
		fmt.Fprintf(w, "%s|", align)
	}
	fmt.Fprintln(w)
}

// drawSVG plots the modelled speedup curves with the ideal line and the
// paper's reported maxima.
func drawSVG(curves map[string][maxDevices]float64) string {
	colors := map[string]string{"hotspot": "#d62728", "nbody": "#1f77b4", "matmul": "#2ca02c"}
	var keys []string
	for k := range curves {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var series []scaling.Series
	for _, k := range keys {
		ex, mc, _ := strings.Cut(k, "/")
		s := scaling.Series{Label: ex + ", " + mc, Color: colors[ex], Dashed: mc != machines[0].name}
		for i, v := range curves[k] {
			s.Points = append(s.Points, [2]float64{float64(i + 1), v})
		}
		series = append(series, s)
	}
	marks := []scaling.Mark{{Color: colors["hotspot"], Devices: 14, Speedup: 7.1},
		{Color: colors["nbody"], Devices: 16, Speedup: 12.4}, {Color: colors["matmul"], Devices: 14, Speedup: 6.3}}
	return scaling.Plot("modelled speedup (per-example work formulas)", maxDevices, series, marks, "the paper's best (K80s)")
}
