package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"mgpucc/mgpu"
)

// iterativeProgram is a corpus program in a PolyBench shape whose launches
// pass a loop counter (k, t, a plane), built at a size below PolyBench's
// standard ones (its CPU reference must run in seconds on a development
// machine): every such launch misses the plan cache, which the examples
// never show.
type iterativeProgram struct {
	name    string   // testdata/e2e/NAME.cu
	shape   string   // what its launches are
	defines []string // the sizes
	// small are the sizes of the run on simulated devices with the oracle
	// of needed peer bytes (MGPU_ORACLE), where every kernel runs.
	small []string
	// larger are sizes with four times the data (fewer steps where the
	// CPU reference would take long), whose first launches show whether
	// they grow with it.
	larger []string
}

var iterativePrograms = []iterativeProgram{
	{"elimination", "LU: two kernels per k (and a small Gaussian elimination)", []string{"-DN=512"}, []string{"-DN=128"}, []string{"-DN=1024"}},
	{"gramschmidt", "three kernels per column k", []string{"-DNI=512", "-DNJ=512"}, []string{"-DNI=128", "-DNJ=128"}, []string{"-DNI=2048", "-DNJ=512"}},
	{"fdtd2d", "three kernels per time step t", []string{"-DNX=1024", "-DNY=1024", "-DTMAX=50"}, []string{"-DNX=256", "-DNY=256", "-DTMAX=20"}, []string{"-DNX=2048", "-DNY=2048", "-DTMAX=5"}},
	{"conv3d", "a 2-D launch per plane i", []string{"-DNI=128", "-DNJ=128", "-DNK=128"}, []string{"-DNI=64", "-DNJ=64", "-DNK=64"}, []string{"-DNI=128", "-DNJ=256", "-DNK=256"}},
	{"adi", "row sweeps, then column sweeps per row i1", []string{"-DN=512", "-DTSTEPS=5"}, []string{"-DN=128", "-DTSTEPS=3"}, []string{"-DN=1024", "-DTSTEPS=1"}},
	{"atax_bicg", "row and column sweeps of matrix-vector products", []string{"-DNX=2048", "-DNY=2048"}, []string{"-DNX=512", "-DNY=512"}, []string{"-DNX=4096", "-DNY=4096"}},
}

// oracleDevices is the simulated device count of the oracle's runs.
const oracleDevices = 4

// iterativeResult is one program's statistics: on each of
// iterativeCounts null devices, and on oracleDevices simulated ones with
// the oracle.
type iterativeResult struct {
	null   []mgpu.Stats
	oracle mgpu.Stats
	// longest and longestLater are, by device count, the longest launch
	// and the longest but each kernel's first, each launch timed at its
	// fastest of the runs (fastestLaunches); longestWhich names the
	// latter ("kernel #launch").
	longest, longestLater []int64
	longestWhich          []string
	// firsts and firstsLarger are, on largerDevices null devices, the
	// longest of each kernel's first launches at the table's sizes and
	// with four times the data, each at its fastest of the runs.
	firsts, firstsLarger int64
}

// largerDevices is the null device count of the runs with four times the
// data.
const largerDevices = 4

// iterativeCounts are the null device counts of the iterative table.
var iterativeCounts = []int{1, 4, 16}

// iterativeRuns is how many times each program runs on each count; the
// table gives the run with the least runtime.
const iterativeRuns = 3

// measureIterative builds each iterative program and runs it on the null
// backend (its own CPU check fails there, no kernel runs: only the
// statistics are read), and, built at its small sizes, on simulated
// devices with the oracle (its CPU check must pass there).
func measureIterative(root, mgpucc, work string) (map[string]*iterativeResult, error) {
	res := map[string]*iterativeResult{}
	for _, p := range iterativePrograms {
		r := &iterativeResult{}
		res[p.name] = r
		exe, err := buildIterative(root, mgpucc, work, p.name, p.defines)
		if err != nil {
			return nil, err
		}
		for _, n := range iterativeCounts {
			// The fastest of a few runs: on a shared machine a run the
			// scheduler or the collector interrupts says more about the
			// machine than about the runtime.
			var st mgpu.Stats
			var runs []mgpu.Stats
			for run := 0; run < iterativeRuns; run++ {
				s, err := runNull(exe, work, n, "", nil, false)
				if err != nil {
					return nil, fmt.Errorf("%s on %d devices: %w", p.name, n, err)
				}
				if run == 0 || s.Totals.RuntimeNS < st.Totals.RuntimeNS {
					st = s
				}
				runs = append(runs, s)
			}
			r.null = append(r.null, st)
			if n == largerDevices {
				r.firsts = fastestFirsts(runs)
			}
			longest, later, which := fastestLaunches(runs)
			r.longest, r.longestLater = append(r.longest, longest), append(r.longestLater, later)
			r.longestWhich = append(r.longestWhich, which)
			fmt.Fprintf(os.Stderr, "%s: %d devices: %.1f µs per launch\n", p.name, n, float64(st.Totals.RuntimeNS)/1e3/float64(launches(st)))
		}
		if exe, err = buildIterative(root, mgpucc, work, p.name+"-larger", p.larger); err != nil {
			return nil, err
		}
		var runs []mgpu.Stats
		for run := 0; run < iterativeRuns; run++ {
			s, err := runNull(exe, work, largerDevices, "", nil, false)
			if err != nil {
				return nil, fmt.Errorf("%s, four times the data, on %d devices: %w", p.name, largerDevices, err)
			}
			runs = append(runs, s)
		}
		r.firstsLarger = fastestFirsts(runs)
		fmt.Fprintf(os.Stderr, "%s: %d devices, first launches: %.0f µs, four times the data %.0f\n", p.name, largerDevices, float64(r.firsts)/1e3, float64(r.firstsLarger)/1e3)
		if exe, err = buildIterative(root, mgpucc, work, p.name+"-small", p.small); err != nil {
			return nil, err
		}
		if r.oracle, err = runOracle(exe, work); err != nil {
			return nil, fmt.Errorf("%s on %d simulated devices: %w", p.name, oracleDevices, err)
		}
		t := r.oracle.Totals
		fmt.Fprintf(os.Stderr, "%s: %d simulated devices: %d peer bytes, %d needed\n", p.name, oracleDevices, t.Peer, t.PeerNeed)
	}
	return res, nil
}

// fastestLaunches times each launch of the runs (each kernel's first
// launches that KernelStats.LaunchNS lists) at its fastest over the runs,
// and returns the longest of those times and the longest but each
// kernel's first launch, which it names ("kernel #launch", counted from
// 0; "-" where every launch is a kernel's first). The same program makes
// the same launches in every run, so a launch the runtime's work makes
// long is long in all of them, while the scheduler's interruptions, which
// lengthen launches by up to a few hundred µs on a shared machine, land
// on different launches each run.
func fastestLaunches(runs []mgpu.Stats) (longest, later int64, which string) {
	fastest := map[string][]int64{}
	names := map[string]string{}
	which = "-"
	for _, st := range runs {
		for _, k := range st.Kernels {
			names[k.Mangled], _, _ = strings.Cut(k.Name, "(")
			f, seen := fastest[k.Mangled]
			if !seen {
				fastest[k.Mangled] = slices.Clone(k.LaunchNS)
				continue
			}
			f = f[:min(len(f), len(k.LaunchNS))]
			for i := range f {
				f[i] = min(f[i], k.LaunchNS[i])
			}
			fastest[k.Mangled] = f
		}
	}
	for mangled, f := range fastest {
		for i, ns := range f {
			longest = max(longest, ns)
			if i > 0 && ns > later {
				later, which = ns, fmt.Sprintf("%s #%d", names[mangled], i)
			}
		}
	}
	return longest, later, which
}

// fastestFirsts is the longest of the kernels' first launches, each
// timed at its fastest of the runs.
func fastestFirsts(runs []mgpu.Stats) int64 {
	fastest := map[string]int64{}
	for _, st := range runs {
		for _, k := range st.Kernels {
			if len(k.LaunchNS) == 0 {
				continue
			}
			if f, seen := fastest[k.Mangled]; !seen || k.LaunchNS[0] < f {
				fastest[k.Mangled] = k.LaunchNS[0]
			}
		}
	}
	var longest int64
	for _, ns := range fastest {
		longest = max(longest, ns)
	}
	return longest
}

// buildIterative builds testdata/e2e/NAME.cu (name without a "-small" or
// "-larger" suffix) with the given sizes.
func buildIterative(root, mgpucc, work, name string, defines []string) (string, error) {
	exe := filepath.Join(work, name)
	base, _, _ := strings.Cut(name, "-")
	src := filepath.Join(root, "testdata", "e2e", base+".cu")
	args := append(append([]string{"-O2"}, defines...), src, "-o", exe)
	if b, err := exec.Command(mgpucc, args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("mgpucc %s: %v\n%s", strings.Join(args, " "), err, b)
	}
	return exe, nil
}

// runOracle runs exe on oracleDevices simulated devices with the oracle
// and returns its MGPU_STATS.
func runOracle(exe, dir string) (mgpu.Stats, error) {
	var st mgpu.Stats
	statsFile := filepath.Join(dir, "oracle.json")
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", oracleDevices),
		"MGPU_STATS="+statsFile, "MGPU_ORACLE=1", "MGPU_DEBUG=")
	os.Remove(statsFile)
	if b, err := cmd.CombinedOutput(); err != nil {
		return st, fmt.Errorf("%v\n%s", err, b)
	}
	data, err := os.ReadFile(statsFile)
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return st, err
	}
	if !st.Oracle {
		return st, fmt.Errorf("no oracle in %s's statistics (a runtime without MGPU_ORACLE?)", exe)
	}
	return st, nil
}

// writeIterative is the report's section on the iterative programs.
func writeIterative(w *strings.Builder, res map[string]*iterativeResult) {
	fmt.Fprintf(w, "\n## Iterative programs (a loop counter in every launch)\n\n")
	fmt.Fprintf(w, "The corpus programs in PolyBench's shapes (`testdata/e2e`), built with the sizes below and run on the null backend, the fastest of %d runs: the runtime's own CPU time per launch (planning, tracker, copies issued; no kernel runs) as the mean over all launches and the median launch of the fastest run; then the longest launch, and the longest but for each kernel's first launch (which alone makes the kernel's first plan and finds its buffers untracked), each launch timed at its fastest of the %d runs (the scheduler lengthens a few launches of every run on a shared machine, different ones each time: on this 2-core machine a loop of 40 µs of arithmetic takes up to 0.15-2.5 ms once in 3000 runs) and which launch that is (kernel #launch, from 0); the shares of the runtime spent enumerating plans and bringing split launches' inputs in (`plan_ns`, `gather_ns` of `MGPU_STATS`); the plan cache, the trackers' segments at exit, and the bytes moved between devices and in how many copies (on a GPU each is a driver call). Targets (runtime-cost issue): at most 5 µs per launch on one device; a median of 20 µs and a longest of 50 µs on several (the runtime warms its launch path at start, before the program's first launch: `MGPU_DEBUG=nowarm` and docs/runtime.md, First launches; on 16 devices a kernel's first plan enumerates 16 parts, and ADI's change from row to column sweeps moves the matrices all to all, 240 pieces).\n\n", iterativeRuns, iterativeRuns)
	fmt.Fprintf(w, "| program | sizes | launches | µs/launch, 1 / 4 / 16 devices | median µs, 4 / 16 | longest µs, each launch at its fastest, 4 / 16 | longest but first launches µs, each launch at its fastest, 4 / 16 (which) | %% of the runtime enumerating plans, bringing inputs, 4 / 16 | plans cached, 4 devices | segments, 4 / 16 | peer bytes, 4 / 16 devices | peer copies, 4 / 16 devices |\n")
	fmt.Fprintf(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, p := range iterativePrograms {
		r := res[p.name]
		sts := r.null
		var us []string
		for _, st := range sts {
			us = append(us, fmt.Sprintf("%.1f", float64(st.Totals.RuntimeNS)/1e3/float64(launches(st))))
		}
		hits, misses, _ := planTotals(sts[1])
		fmt.Fprintf(w, "| %s (%s) | %s | %d | %s | %.1f / %.1f | %.0f / %.0f | %.0f (%s) / %.0f (%s) | %s / %s | %d/%d | %d / %d | %d / %d | %d / %d |\n", p.name, p.shape, strings.Join(p.defines, " "),
			launches(sts[0]), strings.Join(us, " / "), float64(sts[1].Totals.LaunchP50NS)/1e3, float64(sts[2].Totals.LaunchP50NS)/1e3,
			float64(r.longest[1])/1e3, float64(r.longest[2])/1e3,
			float64(r.longestLater[1])/1e3, r.longestWhich[1], float64(r.longestLater[2])/1e3, r.longestWhich[2],
			timeShares(sts[1]), timeShares(sts[2]), hits, hits+misses,
			sts[1].Totals.Segments, sts[2].Totals.Segments, sts[1].Totals.Peer, sts[2].Totals.Peer, sts[1].Totals.PeerCopies, sts[2].Totals.PeerCopies)
	}
	fmt.Fprintf(w, "\nA launch's cost should not grow with the data (runtime-cost issue). Each kernel's first launch makes its first plan and finds its buffers untracked; the longest of them on %d null devices, each at its fastest of %d runs, at the sizes above and with four times the data (fewer steps where the program's CPU check would take long):\n\n", largerDevices, iterativeRuns)
	fmt.Fprintf(w, "| program | sizes, four times the data | longest first launch µs, the sizes above / four times the data |\n")
	fmt.Fprintf(w, "|---|---|---:|\n")
	for _, p := range iterativePrograms {
		r := res[p.name]
		fmt.Fprintf(w, "| %s | %s | %.0f / %.0f |\n", p.name, strings.Join(p.larger, " "), float64(r.firsts)/1e3, float64(r.firstsLarger)/1e3)
	}
	fmt.Fprintf(w, "\nThe same programs at the small sizes below on %d simulated devices, where every kernel runs, with the oracle of needed peer bytes (`MGPU_ORACLE=1`): the bytes each part reads that another device wrote last, from the simulator's trace of every part's accesses under the runtime's own partitions. Target (runtime-cost issue): bytes moved at most 1.05 times that need.\n\n", oracleDevices)
	fmt.Fprintf(w, "| program | sizes | peer bytes | needed | ratio |\n")
	fmt.Fprintf(w, "|---|---|---:|---:|---:|\n")
	for _, p := range iterativePrograms {
		t := res[p.name].oracle.Totals
		fmt.Fprintf(w, "| %s | %s | %d | %d | %s |\n", p.name, strings.Join(p.small, " "), t.Peer, t.PeerNeed, needRatio(t.Peer, t.PeerNeed))
	}
}

// timeShares is the percentages of the kernels' runtime spent
// enumerating plans and bringing split launches' inputs in ("plans,
// inputs").
func timeShares(st mgpu.Stats) string {
	_, _, plan := planTotals(st)
	var gather, all int64
	for _, k := range st.Kernels {
		gather, all = gather+k.GatherNS, all+k.RuntimeNS
	}
	if all == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f, %.0f", 100*float64(plan)/float64(all), 100*float64(gather)/float64(all))
}

// needRatio is moved/need, "-" when nothing is needed and nothing moved,
// "∞" when nothing is needed and bytes moved.
func needRatio(moved, need int64) string {
	switch {
	case need > 0:
		return fmt.Sprintf("%.2f", float64(moved)/float64(need))
	case moved == 0:
		return "-"
	}
	return "∞"
}
