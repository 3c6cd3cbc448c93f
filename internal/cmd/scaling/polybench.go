package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"mgpucc/internal/scaling"
)

// polyProgram is one of the corpus's PolyBench-style programs
// (testdata/e2e), at the sizes of the runtime-cost table of
// docs/results.md (internal/cmd/benchreport, iterative.go), with its
// kernels' times on an H100, measured, and a stated estimate of them on
// a K80, which no one has run them on.
type polyProgram struct {
	name    string
	defines []string
	// blockBytes is each kernel's bytes to and from GPU memory per
	// thread block at those sizes, read off its source: every thread does
	// its whole work (the guards' idle threads and blocks cost nothing
	// less), a value read by several threads of a block counts once, a
	// loop's bytes are its iterations'. Over the memory's bandwidth at
	// the roofline's efficiency it is a block's time: a lower bound where
	// a thread's loop is bound by the latency of its dependent loads
	// (gs_norm, the adi row sweeps, atax's and bicg's dot products).
	blockBytes map[string]float64
	// h100 is each kernel's µs per thread block on one H100 80GB HBM3
	// (SXM), measured: the GPU times (gpu_us) of a one-GPU MGPU_TRACE of
	// the program at those sizes, the GPU's kernel start (3.4 µs) taken
	// off each, summed over its launches, over their blocks, at least 132
	// a launch (scaling.FromTrace on the H100 machines' GPU;
	// docs/gpu-results.md, 2026-11-27).
	h100 map[string]float64
}

var polyPrograms = []polyProgram{
	{name: "elimination", defines: []string{"-DN=512"}, blockBytes: map[string]float64{
		"lu_scale_row": 16 * 8,             // 16 threads: A[k][j] read and written
		"lu_update":    64*8 + 2*8*4,       // 8x8: A[i][j] read and written; 8 of A[i][k], 8 of A[k][j]
		"Fan1":         8 * 8,              // 8 threads: a read, m written
		"Fan2":         16*8 + 2*4*4,       // 4x4: a read and written; 4 of m, 4 of a's row t
		"sweep":        16 * (2*8 + 8 + 8), // 16 threads, doubles: X read and written, X's row before, A
	}, h100: map[string]float64{"Fan1": 0.03497, "Fan2": 0.036, "lu_scale_row": 0.02954, "lu_update": 0.001515, "sweep": 0.02783}},
	{name: "gramschmidt", defines: []string{"-DNI=512", "-DNJ=512"}, blockBytes: map[string]float64{
		"gs_norm":      4 * 512 / 64.0,    // one thread reads a column (NI floats); 64 blocks
		"gs_normalise": 8 * 8,             // 8 threads: a read, q written
		"gs_update":    8*3*4*512 + 4*512, // 8 threads: a's column read twice and written; q's column once
	}, h100: map[string]float64{"gs_norm": 0.2107, "gs_normalise": 0.0075, "gs_update": 0.838}},
	{name: "fdtd2d", defines: []string{"-DNX=1024", "-DNY=1024", "-DTMAX=50"}, blockBytes: map[string]float64{
		"fdtd_step1": 256 * 12, // 32x8: ey read and written, hz (its row above from the cache)
		"fdtd_step2": 256 * 12, // ex read and written, hz
		"fdtd_step3": 256 * 16, // hz read and written, ex, ey (the neighbours from the cache)
	}, h100: map[string]float64{"fdtd_step1": 0.001694, "fdtd_step2": 0.001473, "fdtd_step3": 0.001634}},
	{name: "conv3d", defines: []string{"-DNI=128", "-DNJ=128", "-DNK=128"}, blockBytes: map[string]float64{
		"conv3d_plane":   32 * 16, // 8x4: three planes of a read once, b written
		"conv3d_plane_n": 32 * 16,
	}, h100: map[string]float64{"conv3d_plane": 0.007246, "conv3d_plane_n": 0.007206}},
	{name: "adi", defines: []string{"-DN=512", "-DTSTEPS=5"}, blockBytes: map[string]float64{
		"adi_rows_forward": 8 * 511 * 40, // 8 threads, a row each: A, B, X read, B, X written per step
		"adi_rows_last":    8 * 24,
		"adi_rows_back":    8 * 510 * 32, // A, B, X read, X written per step
		"adi_cols_forward": 8 * 56,       // a row's element: A, B, X, the row before's B, X; B, X written
		"adi_cols_last":    8 * 24,
		"adi_cols_back":    8 * 40,
	}, h100: map[string]float64{"adi_cols_back": 0.02855, "adi_cols_forward": 0.03091, "adi_cols_last": 0.03858, "adi_rows_back": 0.5706, "adi_rows_forward": 2.271, "adi_rows_last": 0.004982}},
	{name: "atax_bicg", defines: []string{"-DNX=2048", "-DNY=2048"}, blockBytes: map[string]float64{
		"atax_rows": 8*4*2048 + 4*2048, // 8 threads, a row of A each; the vector once
		"atax_cols": 8*4*2048 + 4*2048, // 8 columns of A; the vector once
		"bicg_cols": 8*4*2048 + 4*2048,
		"bicg_rows": 8*4*2048 + 4*2048,
	}, h100: map[string]float64{"atax_cols": 1.43, "atax_rows": 0.6881, "bicg_cols": 0.4557, "bicg_rows": 0.2693}},
}

// polyRuns is how many times each program is traced per device count.
const polyRuns = 3

// medianResults is, per device count, the run of median time.
func medianResults(runs [][]scaling.Result) []scaling.Result {
	out := make([]scaling.Result, len(runs[0]))
	for i := range out {
		col := make([]scaling.Result, len(runs))
		for r := range runs {
			col[r] = runs[r][i]
		}
		sort.Slice(col, func(a, b int) bool { return col[a].Seconds < col[b].Seconds })
		out[i] = col[len(col)/2]
	}
	return out
}

// polyTimes are p's kernel times per block on topo's GPU: measured on
// an H100, else its bytes per block over the roofline's memory bandwidth.
func polyTimes(p polyProgram, topo *scaling.Topology, measured bool) scaling.KernelTimes {
	kt := scaling.KernelTimes{}
	for k, b := range p.blockBytes {
		if measured {
			kt[k] = p.h100[k] * 1e-6
		} else {
			kt[k] = topo.GPU.Roofline(b, 0)
		}
	}
	return kt
}

// polybench replays each PolyBench-style program on 1 to 16 GPUs of the
// K80 node and 1 to 8 of the NVSwitch H100 node, traced with each
// machine's links and kernel times (estimated on the K80, measured on
// the H100), so that the runtime splits and overlaps as it would there.
func (c *checker) polybench(mgpucc string) error {
	for _, p := range polyPrograms {
		exe := filepath.Join(c.traceDir, "poly-"+p.name)
		src := filepath.Join("testdata", "e2e", p.name+".cu")
		args := append(append([]string{"-O2"}, p.defines...), src, "-o", exe)
		if out, err := exec.Command(mgpucc, args...).CombinedOutput(); err != nil {
			return fmt.Errorf("%s %s: %v\n%s", mgpucc, strings.Join(args, " "), err, out)
		}
		fmt.Fprintf(os.Stderr, "%s: tracing on the K80 node and the NVSwitch node\n", p.name)
		row := fmt.Sprintf("| %s | %s |", p.name, strings.Join(strings.Fields(strings.ReplaceAll(strings.Join(p.defines, " "), "-D", "")), " "))
		for _, m := range []struct {
			topo     *scaling.Topology
			counts   []int
			measured bool
		}{{c.k80, []int{2, 4, 8, 16}, false}, {c.nvswitch, []int{2, 4, 8}, true}} {
			kt := polyTimes(p, m.topo, m.measured)
			// The programs run for milliseconds, and the runtime's
			// time in one traced run varies with the machine's load:
			// each count's median of polyRuns runs.
			var runs [][]scaling.Result
			var traces map[int][]scaling.Op // the first run's, for the split shares
			for i := 0; i < polyRuns; i++ {
				dir := filepath.Join(c.traceDir, fmt.Sprintf("run%d", i+1))
				if err := os.MkdirAll(dir, 0o755); err != nil {
					return err
				}
				tr, err := traceRuns([]string{exe}, "null", m.topo.RuntimeLink(), kt, m.topo.GPU, m.counts, dir)
				if err != nil {
					return err
				}
				if miss := scaling.Missing(tr[1], kt); len(miss) > 0 {
					return fmt.Errorf("%s: no time for kernel(s) %s", p.name, strings.Join(miss, ", "))
				}
				rs, err := replayAll(m.topo, tr, m.counts, kt, scaling.Options{Region: scaling.Kernels})
				if err != nil {
					return fmt.Errorf("%s on %s: %w", p.name, m.topo.Name, err)
				}
				runs = append(runs, rs)
				if traces == nil {
					traces = tr
				}
			}
			rs := medianResults(runs)
			row += fmt.Sprintf(" %.2f |", rs[0].Seconds*1e3)
			var speedups, shares []string
			for _, r := range rs[1:] {
				speedups = append(speedups, fmt.Sprintf("%.2f", rs[0].Seconds/r.Seconds))
				shares = append(shares, fmt.Sprintf("%.0f", scaling.SplitShare(traces[r.Devices])*100))
			}
			row += " " + strings.Join(speedups, " / ") + " | " + strings.Join(shares, " / ") + " |"
		}
		c.polyRows = append(c.polyRows, row)
		c.polyKernels = append(c.polyKernels, fmt.Sprintf("- %s: %s", p.name, polyKernels(p)))
	}
	return nil
}

// polyKernels lists p's kernels with their bytes per block and their
// measured µs per block on an H100, for the table's note.
func polyKernels(p polyProgram) string {
	names := make([]string, 0, len(p.blockBytes))
	for k := range p.blockBytes {
		names = append(names, k)
	}
	sort.Strings(names)
	var parts []string
	for _, k := range names {
		parts = append(parts, fmt.Sprintf("%s %.0f (%.4g µs)", k, p.blockBytes[k], p.h100[k]))
	}
	return strings.Join(parts, ", ")
}
