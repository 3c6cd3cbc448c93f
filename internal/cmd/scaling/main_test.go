package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/scaling"
)

// TestStudyOfCorpusProgram builds testdata/e2e/heat.cu (six steps of a
// 2-D stencil split by rows, then a one-block report kernel) and studies
// it on the K80 node with 1, 2 and 4 devices: 10 ms per step dwarf the
// few hundred bytes of halo, so the busiest GPU's kernel time falls by
// the bound of the parts' block shares where the GPU's multiprocessors
// are not, and halo copies appear from 2 devices on. A GPU with a
// multiprocessor per block runs the 9 blocks side by side: no speedup.
// The predicted times also hold the traced run's own CPU time, which a
// loaded machine stretches (1.9 ms over seven launches on CI), so the
// bounds are checked on the kernel times and the predictions only
// against them.
func TestStudyOfCorpusProgram(t *testing.T) {
	root, err := filepath.Abs("../../..")
	require.NoError(t, err)
	mgpucc := filepath.Join(root, "bin", "mgpucc")
	if _, err := os.Stat(mgpucc); err != nil {
		t.Skip("bin/mgpucc is not built (./build.sh)")
	}
	exe := filepath.Join(t.TempDir(), "heat")
	out, err := exec.Command(mgpucc, "-O2", filepath.Join(root, "testdata", "e2e", "heat.cu"), "-o", exe).CombinedOutput()
	require.NoError(t, err, "%s", out)
	svg := filepath.Join(t.TempDir(), "heat.svg")
	type row struct {
		predictedMS, kernelMS float64
		peer                  int64
	}
	run := func(machine string) (rows map[string]row, table string) {
		var b strings.Builder
		require.NoError(t, runStudy(&b, study{
			machine: machine, devices: "1,2,4", backend: "null",
			kernelMS: "heat_step=10,report=0.01", region: "kernels", ordering: "backend", svg: svg, program: []string{exe},
		}))
		table = b.String()
		found := regexp.MustCompile(`(?m)^\| (\d+) \| ([\d.]+) \| [\d.]+ \| (\d+) \| \d+ \| ([\d.]+) \|`).FindAllStringSubmatch(table, -1)
		require.Len(t, found, 3, table)
		rows = map[string]row{}
		for _, f := range found {
			var r row
			r.predictedMS, _ = strconv.ParseFloat(f[2], 64)
			r.peer, _ = strconv.ParseInt(f[3], 10, 64)
			r.kernelMS, _ = strconv.ParseFloat(f[4], 64)
			// The runtime's own time comes on top of the kernels: a few
			// milliseconds at most over seven launches.
			require.GreaterOrEqual(t, r.predictedMS, r.kernelMS, table)
			require.Less(t, r.predictedMS, r.kernelMS+10, table)
			rows[f[1]] = r
		}
		return rows, table
	}
	kernelSpeedup := func(rows map[string]row, devices string) float64 {
		return rows["1"].kernelMS / rows[devices].kernelMS
	}
	k80 := filepath.Join(root, "docs", "machines", "k80-x10drg.json")
	topo, err := os.ReadFile(k80)
	require.NoError(t, err)
	oneSM := filepath.Join(t.TempDir(), "k80-one-sm.json")
	require.NoError(t, os.WriteFile(oneSM, []byte(strings.Replace(string(topo), `"sms": 13`, `"sms": 1`, 1)), 0o644))
	rows, table := run(oneSM)
	// 70 rows in blocks of 8: 9 block rows, so 2 devices get 5 and 4
	// (at most 9/5 = 1.8x) and 4 devices 3, 2, 2, 2 (3x).
	require.InDelta(t, 1.8, kernelSpeedup(rows, "2"), 0.02, table)
	require.InDelta(t, 3.0, kernelSpeedup(rows, "4"), 0.02, table)
	require.Zero(t, rows["1"].peer)
	require.Positive(t, rows["2"].peer)
	require.Greater(t, rows["4"].peer, rows["2"].peer)
	rows, table = run(k80)
	require.InDelta(t, 1.0, kernelSpeedup(rows, "2"), 0.05, table)
	require.InDelta(t, 1.0, kernelSpeedup(rows, "4"), 0.05, table)
	plot, err := os.ReadFile(svg)
	require.NoError(t, err)
	require.Contains(t, string(plot), "<polyline")
}

func TestParseCounts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		most int
		want []int
	}{
		{"1,2,4,8,16", 16, []int{1, 2, 4, 8, 16}},
		{"1,2,4,8,16", 8, []int{1, 2, 4, 8}},
		{"1-4,8", 16, []int{1, 2, 3, 4, 8}},
	} {
		got, err := parseCounts(tc.in, tc.most)
		require.NoError(t, err, tc.in)
		require.Equal(t, tc.want, got, tc.in)
	}
	for _, bad := range []string{"0", "4-2", "x", "32"} {
		_, err := parseCounts(bad, 16)
		require.Error(t, err, bad)
	}
}

// TestParseOptions: each of -region, -ordering and -host-copies reads an
// empty value as its default, and refuses an unknown one naming the flag
// and the values it takes.
func TestParseOptions(t *testing.T) {
	for _, tc := range []struct {
		name                         string
		region, ordering, hostCopies string
		want                         scaling.Options
	}{
		{"all empty", "", "", "", scaling.Options{}},
		{"defaults named", "kernels", "backend", "pageable", scaling.Options{}},
		{"region empty", "", "writes", "page-locked", scaling.Options{Ordering: scaling.Writes, HostCopies: scaling.PageLocked}},
		{"ordering empty", "program", "", "page-locked", scaling.Options{Region: scaling.Program, HostCopies: scaling.PageLocked}},
		{"host copies empty", "program", "writes", "", scaling.Options{Region: scaling.Program, Ordering: scaling.Writes}},
	} {
		got, err := parseOptions(tc.region, tc.ordering, tc.hostCopies)
		require.NoError(t, err, tc.name)
		require.Equal(t, tc.want, got, tc.name)
	}
	for _, tc := range []struct {
		name, region, ordering, hostCopies, msg string
	}{
		{"bad region", "all", "", "", `-region "all": kernels or program`},
		{"bad ordering", "", "peer", "", `-ordering "peer": backend or writes`},
		{"bad host copies", "", "", "pinned", `-host-copies "pinned": pageable or page-locked`},
		{"case matters", "Kernels", "", "", `-region "Kernels"`},
	} {
		_, err := parseOptions(tc.region, tc.ordering, tc.hostCopies)
		require.ErrorContains(t, err, tc.msg, tc.name)
	}
}

func TestReplaceSection(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.md")
	require.NoError(t, os.WriteFile(path, []byte("# Results\n\ntables\n"), 0o644))
	require.NoError(t, replaceSection(path, "first\n"))
	require.NoError(t, os.WriteFile(path, append(mustRead(t, path), "after\n"...), 0o644))
	require.NoError(t, replaceSection(path, "second\n"))
	require.Equal(t, "# Results\n\ntables\n\n"+beginMark+"\nsecond\n"+endMark+"\nafter\n", string(mustRead(t, path)))
}

func mustRead(t *testing.T, path string) []byte {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data
}

// TestPolyProgramsKernels: each PolyBench-style program's estimate and
// measurement name exactly the kernels of its source, so a kernel added
// or renamed there cannot go without a time (the check would stop at its
// trace).
func TestPolyProgramsKernels(t *testing.T) {
	global := regexp.MustCompile(`__global__\s+void\s+(\w+)`)
	for _, p := range polyPrograms {
		src, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "e2e", p.name+".cu"))
		require.NoError(t, err)
		var names, want []string
		for _, m := range global.FindAllStringSubmatch(string(src), -1) {
			names = append(names, m[1])
		}
		for k, b := range p.blockBytes {
			want = append(want, k)
			require.Positive(t, b, "%s: %s", p.name, k)
			require.Positive(t, p.h100[k], "%s: %s measured", p.name, k)
		}
		require.ElementsMatch(t, want, names, p.name)
		require.Len(t, p.h100, len(p.blockBytes), "%s: a measurement of each kernel and no other", p.name)
	}
}

// TestOneDeviceTracedOnce: the one-device run, which neither splits nor
// overlaps, is made once, without kernel times, for runs with and without
// them; the others are made for each.
func TestOneDeviceTracedOnce(t *testing.T) {
	dir := t.TempDir()
	runs, prog := filepath.Join(dir, "runs"), filepath.Join(dir, "prog")
	script := "#!/bin/sh\necho \"$MGPU_DEVICES:$MGPU_KERNEL_TIMES\" >> " + runs + "\n" +
		`printf '{"traceEvents": [{"name": "k(float*)", "cat": "kernel", "ph": "X", "ts": 1, "dur": 1, "pid": 1, "tid": 0, "args": {"blocks_min_zyx": [0,0,0], "blocks_max_zyx": [1,1,1], "launch": 1}}]}' > "$MGPU_TRACE"` + "\n"
	require.NoError(t, os.WriteFile(prog, []byte(script), 0o755))
	for _, kt := range []scaling.KernelTimes{nil, {"k": 1e-3}} {
		traces, err := traceRuns([]string{prog}, "null", "10,1,5", kt, scaling.GPU{}, []int{2}, dir)
		require.NoError(t, err)
		require.Len(t, traces[1], 1)
		require.Len(t, traces[2], 1)
	}
	require.Equal(t, "1:\n2:\n2:"+scaling.KernelTimes{"k": 1e-3}.Env(scaling.GPU{})+"\n", string(mustRead(t, runs)))
}
