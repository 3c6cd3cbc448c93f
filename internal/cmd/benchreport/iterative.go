package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
}

var iterativePrograms = []iterativeProgram{
	{"elimination", "LU: two kernels per k (and a small Gaussian elimination)", []string{"-DN=512"}},
	{"gramschmidt", "three kernels per column k", []string{"-DNI=512", "-DNJ=512"}},
	{"fdtd2d", "three kernels per time step t", []string{"-DNX=1024", "-DNY=1024", "-DTMAX=50"}},
	{"conv3d", "a 2-D launch per plane i", []string{"-DNI=128", "-DNJ=128", "-DNK=128"}},
	{"adi", "row sweeps, then column sweeps per row i1", []string{"-DN=512", "-DTSTEPS=5"}},
	{"atax_bicg", "row and column sweeps of matrix-vector products", []string{"-DNX=2048", "-DNY=2048"}},
}

// iterativeCounts are the null device counts of the iterative table.
var iterativeCounts = []int{1, 4, 16}

// measureIterative builds each iterative program and runs it on the null
// backend. Its own CPU check fails there (no kernel runs): only the
// statistics are read.
func measureIterative(root, mgpucc, work string) (map[string][]mgpu.Stats, error) {
	res := map[string][]mgpu.Stats{}
	for _, p := range iterativePrograms {
		exe := filepath.Join(work, p.name)
		args := append(append([]string{"-O2"}, p.defines...), filepath.Join(root, "testdata", "e2e", p.name+".cu"), "-o", exe)
		if b, err := exec.Command(mgpucc, args...).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("mgpucc %s: %v\n%s", strings.Join(args, " "), err, b)
		}
		for _, n := range iterativeCounts {
			st, err := runNull(exe, work, n, "", nil, false)
			if err != nil {
				return nil, fmt.Errorf("%s on %d devices: %w", p.name, n, err)
			}
			res[p.name] = append(res[p.name], st)
			fmt.Fprintf(os.Stderr, "%s: %d devices: %.1f µs per launch\n", p.name, n, float64(st.Totals.RuntimeNS)/1e3/float64(launches(st)))
		}
	}
	return res, nil
}

// writeIterative is the report's section on the iterative programs.
func writeIterative(w *strings.Builder, res map[string][]mgpu.Stats) {
	fmt.Fprintf(w, "\n## Iterative programs (a loop counter in every launch)\n\n")
	fmt.Fprintf(w, "The corpus programs in PolyBench's shapes (`testdata/e2e`), built with the sizes below and run on the null backend: the runtime's own CPU time per launch (planning, tracker, copies issued; no kernel runs), the plan cache, and the bytes moved between devices. Targets (runtime-cost issue): at most 5 µs per launch on one device, a median of 20 µs on several.\n\n")
	fmt.Fprintf(w, "| program | sizes | launches | µs/launch, 1 / 4 / 16 devices | plans cached, 4 devices | peer bytes, 4 / 16 devices |\n")
	fmt.Fprintf(w, "|---|---|---:|---:|---:|---:|\n")
	for _, p := range iterativePrograms {
		sts := res[p.name]
		var us []string
		for _, st := range sts {
			us = append(us, fmt.Sprintf("%.1f", float64(st.Totals.RuntimeNS)/1e3/float64(launches(st))))
		}
		hits, misses, _ := planTotals(sts[1])
		fmt.Fprintf(w, "| %s (%s) | %s | %d | %s | %d/%d | %d / %d |\n", p.name, p.shape, strings.Join(p.defines, " "),
			launches(sts[0]), strings.Join(us, " / "), hits, hits+misses, sts[1].Totals.Peer, sts[2].Totals.Peer)
	}
}
