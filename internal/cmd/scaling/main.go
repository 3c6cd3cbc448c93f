// Command scaling predicts how an mgpucc-built program scales over the
// GPUs of a machine: it runs the program with 1, 2, 4, ... devices on the
// null backend (the runtime plans, tracks and issues every copy; no data
// moves and no kernel runs) with MGPU_TRACE, replays each trace on the
// machine's topology (internal/scaling) and prints the predicted time,
// speedup and bytes moved per device count, and an SVG plot.
//
//	scaling [-machine FILE] [-devices 1,2,4,8,16] [kernel times] PROGRAM ARGS...
//	scaling -check [-write docs/results.md] [-svg docs/scaling.svg]
//
// Kernel times (one GPU, per launch of the study's arguments): -kernel-trace
// (a one-GPU trace whose kernel durations are the GPU's), -kernel-ms, or
// -kernel-work (a roofline on the machine's GPU); -one-gpu-ms scales them
// so that the one-device replay takes a measured time. -check holds the
// model against the paper's Figure 6 and the H100 measurements.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"mgpucc/internal/scaling"
)

func main() {
	machine := flag.String("machine", "docs/machines/k80-x10drg.json", "the machine's topology file")
	devices := flag.String("devices", "1,2,4,8,16", "device counts: N,M,... or FIRST-LAST (counts above the machine's GPUs are left out)")
	backend := flag.String("backend", "null", "the backend the program runs on to make its traces: null or sim")
	kernelTrace := flag.String("kernel-trace", "", "a one-GPU MGPU_TRACE whose kernel durations are GPU times, measured at the same arguments")
	kernelMS := flag.String("kernel-ms", "", "one-GPU milliseconds per launch: NAME=MS,...")
	kernelWork := flag.String("kernel-work", "", "bytes and FP32 operations per launch for the roofline: NAME=BYTES:FLOPS,...")
	oneGPU := flag.Float64("one-gpu-ms", 0, "a measured one-GPU time of the timed region: kernel times are scaled to it")
	region := flag.String("region", "kernels", "what is timed: kernels (first launch to last kernel, as the examples' time_ms) or program")
	hostCopies := flag.String("host-copies", "pageable", "what a copy between host and device holds the host for: pageable (as the runtime copies: until it ends, but for the copies the trace marks queued) or page-locked (every copy its call alone: what queuing the copies out too would gain, pinning left out)")
	ordering := flag.String("ordering", "backend", "what a peer copy waits for: backend (as mgpu/backend_cuda.go: the source's stream waits for the copy) or writes (only the source's next write does)")
	svg := flag.String("svg", "", "write the speedup plot here")
	keep := flag.String("keep", "", "keep the traces in this folder, and use those it holds for the same command line")
	check := flag.Bool("check", false, "hold the model against the paper's Figure 6 and the H100 measurements")
	poly := flag.Bool("polybench", false, "with -check: only the PolyBench-style programs' table, printed")
	write := flag.String("write", "", "with -check: replace the scaling section of this Markdown file")
	mgpucc := flag.String("mgpucc", "bin/mgpucc", "with -check: the compiler that builds the examples")
	flag.Parse()
	var err error
	if *check && *poly {
		err = runPolybench(*mgpucc, *keep)
	} else if *check {
		err = runCheck(*mgpucc, *write, *svg, *keep)
	} else {
		err = runStudy(os.Stdout, study{
			machine: *machine, devices: *devices, backend: *backend, kernelTrace: *kernelTrace,
			kernelMS: *kernelMS, kernelWork: *kernelWork, oneGPUms: *oneGPU, region: *region, ordering: *ordering,
			hostCopies: *hostCopies, svg: *svg, keep: *keep, program: flag.Args(),
		})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "scaling:", err)
		os.Exit(1)
	}
}

// study is one program on one machine.
type study struct {
	machine, devices, backend         string
	kernelTrace, kernelMS, kernelWork string
	oneGPUms                          float64
	region, ordering, hostCopies      string
	svg, keep                         string
	program                           []string
}

func runStudy(w io.Writer, s study) error {
	if len(s.program) == 0 {
		return fmt.Errorf("no program: scaling [flags] PROGRAM ARGS...")
	}
	topo, err := scaling.LoadTopology(s.machine)
	if err != nil {
		return err
	}
	counts, err := parseCounts(s.devices, topo.MaxDevices())
	if err != nil {
		return err
	}
	opts, err := parseOptions(s.region, s.ordering, s.hostCopies)
	if err != nil {
		return err
	}
	dir := s.keep
	if dir == "" {
		if dir, err = os.MkdirTemp("", "mgpu-scaling-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	}
	one, err := traceRuns(s.program, s.backend, topo.RuntimeLink(), nil, topo.GPU, nil, dir)
	if err != nil {
		return err
	}
	kt, err := kernelTimes(topo, one[1], s, opts)
	if err != nil {
		return err
	}
	traces, err := traceRuns(s.program, s.backend, topo.RuntimeLink(), kt, topo.GPU, counts, dir)
	if err != nil {
		return err
	}
	results, err := replayAll(topo, traces, counts, kt, opts)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s on %s\n%s\n\n", strings.Join(s.program, " "), topo.Name, topo.Title)
	printTable(w, results)
	if s.svg != "" {
		title := filepath.Base(s.program[0]) + " on " + topo.Name
		plot := scaling.Plot(title, max(counts[len(counts)-1], 2), []scaling.Series{{Label: filepath.Base(s.program[0]), Color: "#1f77b4", Points: speedups(results)}}, nil, "")
		return os.WriteFile(s.svg, []byte(plot), 0o644)
	}
	return nil
}

// traceRuns runs the program once per device count with MGPU_TRACE and
// reads the traces; one device is always run, as the speedup's base. The
// runtime decides with link, the machine's MGPU_LINK (RuntimeLink), and
// with the kernel times kt (MGPU_KERNEL_TIMES: null devices measure
// none), so that it splits launches and overlaps copies as it would on
// the machine with those kernels; nil: it knows none. One device splits
// nothing and overlaps nothing, so its run takes no kernel times and is
// made once for every kt.
func traceRuns(program []string, backend, link string, kt scaling.KernelTimes, gpu scaling.GPU, counts []int, dir string) (map[int][]scaling.Op, error) {
	traces := map[int][]scaling.Op{}
	for _, n := range append([]int{1}, counts...) {
		if traces[n] != nil {
			continue
		}
		times := kt.Env(gpu)
		if n == 1 {
			times = ""
		}
		// Named by the command line, so that a kept folder serves
		// again for the same run.
		h := fnv.New64a()
		h.Write([]byte(backend + "\x00" + link + "\x00" + times + "\x00" + strings.Join(program, "\x00")))
		path := filepath.Join(dir, fmt.Sprintf("%s-%016x-%d.json", filepath.Base(program[0]), h.Sum64(), n))
		if _, err := os.Stat(path); err != nil {
			cmd := exec.Command(program[0], program[1:]...)
			cmd.Env = append(os.Environ(), "MGPU_BACKEND="+backend, fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_TRACE="+path, "MGPU_STATS=", "MGPU_DEBUG=", "MGPU_LINK="+link, "MGPU_KERNEL_TIMES="+times)
			out, err := cmd.CombinedOutput()
			if _, statErr := os.Stat(path); err != nil && (backend != "null" || statErr != nil) {
				os.Remove(path)
				return nil, fmt.Errorf("%s on %d %s devices: %v\n%s", program[0], n, backend, err, out)
			}
		}
		// On null devices no kernel runs, so a program checking its
		// results fails; its trace still holds what it issued.
		ops, err := scaling.ReadTrace(path)
		if err != nil {
			return nil, err
		}
		scaling.Steady(ops)
		traces[n] = ops
	}
	return traces, nil
}

// kernelTimes takes the kernels' one-GPU times from the first source
// given for each: a measured trace, milliseconds per launch, a roofline.
func kernelTimes(topo *scaling.Topology, one []scaling.Op, s study, opts scaling.Options) (scaling.KernelTimes, error) {
	kt := scaling.KernelTimes{}
	if s.kernelWork != "" {
		work, err := parseList(s.kernelWork, 2)
		if err != nil {
			return nil, fmt.Errorf("-kernel-work: %w", err)
		}
		secs := map[string]float64{}
		for n, v := range work {
			secs[n] = topo.GPU.Roofline(v[0], v[1])
		}
		if kt, err = scaling.PerLaunch(one, secs, topo.GPU); err != nil {
			return nil, err
		}
	}
	if s.kernelMS != "" {
		ms, err := parseList(s.kernelMS, 1)
		if err != nil {
			return nil, fmt.Errorf("-kernel-ms: %w", err)
		}
		secs := map[string]float64{}
		for n, v := range ms {
			secs[n] = topo.GPU.BlocksTime(v[0] / 1e3)
		}
		m, err := scaling.PerLaunch(one, secs, topo.GPU)
		if err != nil {
			return nil, err
		}
		for n, v := range m {
			kt[n] = v
		}
	}
	if s.kernelTrace != "" {
		ops, err := scaling.ReadTrace(s.kernelTrace)
		if err != nil {
			return nil, err
		}
		for n, v := range scaling.FromTrace(ops, topo.GPU) {
			kt[n] = v
		}
	}
	if miss := scaling.Missing(one, kt); len(miss) > 0 {
		return nil, fmt.Errorf("no one-GPU time for kernel(s) %s: give -kernel-trace, -kernel-ms or -kernel-work", strings.Join(miss, ", "))
	}
	if s.oneGPUms > 0 {
		kt, _, err := scaling.Calibrate(one, topo, kt, opts, s.oneGPUms/1e3)
		return kt, err
	}
	return kt, nil
}

func replayAll(topo *scaling.Topology, traces map[int][]scaling.Op, counts []int, kt scaling.KernelTimes, opts scaling.Options) ([]scaling.Result, error) {
	var out []scaling.Result
	for _, n := range append([]int{1}, counts...) {
		if n == 1 && len(out) > 0 {
			continue
		}
		r, err := scaling.Replay(traces[n], topo, kt, opts)
		if err != nil {
			return nil, fmt.Errorf("%d devices: %w", n, err)
		}
		r.Devices = n
		out = append(out, r)
	}
	return out, nil
}

func printTable(w io.Writer, rs []scaling.Result) {
	fmt.Fprintln(w, "| devices | predicted ms | speedup | peer bytes | host bytes | busiest GPU's kernels ms | busiest link ms |")
	fmt.Fprintln(w, "|---:|---:|---:|---:|---:|---:|---|")
	for _, r := range rs {
		link := "-"
		if r.Link != "" {
			link = fmt.Sprintf("%.3f (%s)", r.LinkBusy*1e3, r.Link)
		}
		fmt.Fprintf(w, "| %d | %.3f | %.2f | %d | %d | %.3f | %s |\n", r.Devices, r.Seconds*1e3, rs[0].Seconds/r.Seconds, r.PeerBytes, r.HostBytes, r.KernelBusy*1e3, link)
	}
}

// parseOptions reads -region, -ordering and -host-copies. An empty value
// is the flag's default for each of the three alike (kernels, backend,
// pageable: the zero Options), so that a study naming none of them means
// the defaults; any other value must be one the flag lists.
func parseOptions(region, ordering, hostCopies string) (scaling.Options, error) {
	var o scaling.Options
	switch region {
	case "", "kernels":
		o.Region = scaling.Kernels
	case "program":
		o.Region = scaling.Program
	default:
		return o, fmt.Errorf("-region %q: kernels or program", region)
	}
	switch ordering {
	case "", "backend":
		o.Ordering = scaling.Backend
	case "writes":
		o.Ordering = scaling.Writes
	default:
		return o, fmt.Errorf("-ordering %q: backend or writes", ordering)
	}
	switch hostCopies {
	case "", "pageable":
		o.HostCopies = scaling.Pageable
	case "page-locked":
		o.HostCopies = scaling.PageLocked
	default:
		return o, fmt.Errorf("-host-copies %q: pageable or page-locked", hostCopies)
	}
	return o, nil
}

// parseCounts reads N,M,... or FIRST-LAST, keeping counts the machine has.
func parseCounts(s string, most int) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(lo)
		b := a
		if isRange {
			b, err = strconv.Atoi(hi)
			if err == nil {
				a, err = strconv.Atoi(lo)
			}
		}
		if err != nil || a < 1 || b < a {
			return nil, fmt.Errorf("-devices %q: counts N,M,... or a range FIRST-LAST", s)
		}
		for n := a; n <= b && n <= most; n++ {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-devices %q: none within the machine's %d", s, most)
	}
	return out, nil
}

// parseList reads NAME=V[:V...],... with k positive numbers each.
func parseList(s string, k int) (map[string][]float64, error) {
	out := map[string][]float64{}
	for _, item := range strings.Split(s, ",") {
		name, vals, ok := strings.Cut(item, "=")
		fields := strings.Split(vals, ":")
		if !ok || len(fields) != k {
			return nil, fmt.Errorf("%q is not NAME=%s", item, strings.TrimSuffix(strings.Repeat("V:", k), ":"))
		}
		for _, f := range fields {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil || v < 0 {
				return nil, fmt.Errorf("%q: %q is not a number", item, f)
			}
			out[name] = append(out[name], v)
		}
	}
	return out, nil
}
