package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/model"
)

var (
	mgpucc     string // the installed driver
	installErr error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mgpucc-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	mgpucc, installErr = Install(dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// deviceCounts are the simulated GPU counts every program runs with; on
// partialDevices with every buffer's instances partial (MGPU_MEMORY=partial:
// each device holds only the pages its work touches, and the simulator
// faults on any other).
var deviceCounts = []int{1, 2, 3, 4, 8, 16}

const partialDevices = 3

// program is one CUDA program of the suite.
type program struct {
	name string
	src  string
	args []string // command line arguments for a small, fast run
	// expect maps a kernel's name (without parameters) to the report's
	// decision: "split y", "split" (any dimension), "not split", or "any"
	// (only the results are checked).
	expect map[string]string
	// runs maps a kernel's name to the dimensions its launches on several
	// devices are split along, as MGPU_STATS lists them ("x", "x,y").
	runs map[string]string
}

// expectRE reads the "// expect: KERNEL split y" lines of a corpus program.
var expectRE = regexp.MustCompile(`(?m)^// expect: (\w+) (split(?: [xyz])?|not split|any)\s*$`)

// runsRE reads the "// runs: KERNEL x,y" lines of a corpus program.
var runsRE = regexp.MustCompile(`(?m)^// runs: (\w+) ([xyz](?:,[xyz])*)\s*$`)

func corpusPrograms(t *testing.T) []program {
	files, err := filepath.Glob(filepath.Join(RepoRoot(), "testdata", "e2e", "*.cu"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 20, "the corpus has at least 20 programs")
	var progs []program
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		p := program{name: strings.TrimSuffix(filepath.Base(f), ".cu"), src: f, expect: map[string]string{}, runs: map[string]string{}}
		for _, m := range expectRE.FindAllStringSubmatch(string(src), -1) {
			p.expect[m[1]] = m[2]
		}
		for _, m := range runsRE.FindAllStringSubmatch(string(src), -1) {
			p.runs[m[1]] = m[2]
		}
		require.NotEmpty(t, p.expect, "%s: no // expect: lines", f)
		progs = append(progs, p)
	}
	return progs
}

// examplePrograms are the examples of examples/, with arguments that keep
// a simulated run short.
func examplePrograms() []program {
	example := func(name string) string { return filepath.Join(RepoRoot(), "examples", name, name+".cu") }
	return []program{
		{name: "hotspot", src: example("hotspot"), args: []string{"--check", "--size", "64", "--iters", "4"},
			expect: map[string]string{"hotspot_step": "split y"}},
		{name: "matmul", src: example("matmul"), args: []string{"--check", "--size", "48", "--iters", "1"},
			expect: map[string]string{"matmul": "split y"}},
		{name: "nbody", src: example("nbody"), args: []string{"--check", "--size", "1024", "--iters", "1"},
			expect: map[string]string{"nbody_accel": "split x", "nbody_integrate": "split x"}},
	}
}

// TestCorpus compiles every program and runs it on 1, 2, 3, 4, 8 and 16
// simulated GPUs (3 with partial instances) and on 4 with the adaptive
// split: each run passes its CPU check, and its output checksum is the
// one of the 1-GPU run, bit for bit; then on 4 with half the memory of
// its largest buffer each (checkHalfMemory).
func TestCorpus(t *testing.T) {
	require.NoError(t, installErr)
	for _, p := range corpusPrograms(t) {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			exe, want, largest := checkProgram(t, p)
			checkHalfMemory(t, p, exe, want, largest)
		})
	}
}

// TestExamples does the same for the examples.
func TestExamples(t *testing.T) {
	require.NoError(t, installErr)
	for _, p := range examplePrograms() {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			checkProgram(t, p)
		})
	}
}

// checkProgram compiles p, checks the report against its expectations,
// runs it on every device count and checks the runs' results and stats,
// then checks the --mgpu-no-partition build against them. It returns the
// program, its 1-device checksum and its largest buffer.
func checkProgram(t *testing.T, p program) (exe, want string, largest int64) {
	dir := t.TempDir()
	exe = filepath.Join(dir, p.name)
	modelFile := filepath.Join(dir, p.name+".model.json")
	report := compile(t, p.src, exe, "-O2", "--mgpu-report", "--mgpu-model="+modelFile)
	decisions := checkReport(t, p, report)
	dims := splitDims(t, modelFile)

	for _, n := range deviceCounts {
		var env []string
		if n == partialDevices {
			env = []string{"MGPU_MEMORY=partial"}
		}
		r := runProgramEnv(t, exe, n, env, p.args...)
		largest = max(largest, r.stats.Memory.LargestBuffer)
		if n == 1 {
			want = r.checksum
		} else {
			assert.Equal(t, want, r.checksum, "%d devices: output differs from 1 device", n)
		}
		for _, k := range r.stats.Kernels {
			split := decisions[instanceName(k.Name)]
			if n == 1 || !strings.HasPrefix(split, "split") {
				assert.Equal(t, 1, k.Devices, "%d devices: kernel %s (%s) ran on %d devices", n, k.Name, split, k.Devices)
			}
			if split == "not split" {
				assert.Equal(t, "none", k.Split, "%d devices: kernel %s", n, k.Name)
			} else if n > 1 && strings.HasPrefix(split, "split ") && k.Split != "none" {
				for _, d := range strings.Split(k.Split, ",") {
					assert.Contains(t, dims[baseName(k.Name)], d, "%d devices: kernel %s: the runtime's split is the report's or an alternative", n, k.Name)
				}
			}
			if want, ok := p.runs[baseName(k.Name)]; ok && n > 1 {
				assert.Equal(t, want, k.Split, "%d devices: kernel %s", n, k.Name)
			}
		}
		if n >= 2 && expectsSplit(p) {
			assert.Greater(t, r.stats.maxDevices(), 1, "%d devices: no kernel was split: %+v", n, r.stats.Kernels)
		}
	}

	// The split mode GPUs run by default: each kernel's first launch
	// splits (nothing measured yet) and the model keeps later ones whole
	// where the simulator's kernels are too short for 4 parts' launches,
	// so the data split launches left spread goes back to device 0 (44 of
	// the corpus's programs).
	adaptive := runProgramEnv(t, exe, 4, []string{"MGPU_SPLIT=adaptive"}, p.args...)
	assert.Equal(t, want, adaptive.checksum, "MGPU_SPLIT=adaptive on 4 devices: output differs from 1 device")

	if mpiPrograms[p.name] {
		checkUnderMPI(t, p, exe, want)
	}

	// The A/B baseline: the same program with every kernel unsplit.
	base := filepath.Join(dir, p.name+"-nopart")
	compile(t, p.src, base, "-O2", "--mgpu-no-partition")
	r := runProgram(t, base, 4, p.args...)
	assert.Equal(t, want, r.checksum, "--mgpu-no-partition on 4 devices: output differs")
	assert.Equal(t, 1, r.stats.maxDevices(), "--mgpu-no-partition: a kernel ran on several devices")
	return exe, want, largest
}

// splitDims reads the model mgpucc wrote: per kernel name, the
// dimensions the runtime may split its launches along (the split and its
// alternatives; of every kernel of that name).
func splitDims(t *testing.T, file string) map[string][]string {
	m, err := model.Load(file)
	require.NoError(t, err)
	dims := map[string][]string{}
	for _, k := range m.Kernels {
		name := baseName(k.Name)
		dims[name] = append(dims[name], k.Split)
		for _, a := range k.Alternatives {
			dims[name] = append(dims[name], a.Split)
		}
	}
	return dims
}

func expectsSplit(p program) bool {
	for _, want := range p.expect {
		if strings.HasPrefix(want, "split") {
			return true
		}
	}
	return false
}

// compile runs mgpucc and returns its standard output.
func compile(t *testing.T, src, exe string, flags ...string) string {
	t.Helper()
	args := append(append([]string{}, flags...), src, "-o", exe)
	cmd := exec.Command(mgpucc, args...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), "mgpucc %s\n%s", strings.Join(args, " "), stderr.String())
	return stdout.String()
}

// reportRE reads "file:line: kernel NAME: DECISION"; NAME is a signature
// or, for a kernel whose template argument is a lambda, "forall<(lambda at
// file:line:col)>"; a split's DECISION is "split y", its requirements
// ("if ..."), then the other valid dimensions ("(also valid: x)"), of
// which the decision keeps "split y".
var reportRE = regexp.MustCompile(`^(\S+:\d+): kernel (.+?): (split [xyz]|not split: .+?)(?: if .+?)?(?: \(also valid: .+\))?$`)

// checkReport checks the --mgpu-report lines against the program's
// expectations (by kernel base name) and returns each kernel's decision
// (by instanceName: a template's instances may decide differently).
func checkReport(t *testing.T, p program, report string) map[string]string {
	decisions, byBase := map[string]string{}, map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(report), "\n") {
		m := reportRE.FindStringSubmatch(line)
		require.NotNil(t, m, "report line %q", line)
		name := baseName(m[2])
		decision := m[3]
		if strings.HasPrefix(decision, "not split") {
			decision = "not split"
		}
		byBase[name] = decision
		decisions[instanceName(m[2])] = decision
		// A library's kernel is in its header (Thrust's, CUB's).
		if !filepath.IsAbs(m[1]) || strings.HasPrefix(m[1], RepoRoot()) {
			assert.Contains(t, m[1], filepath.Base(p.src), "report position %s", m[1])
		}
	}
	for name, want := range p.expect {
		got, ok := byBase[name]
		if !assert.True(t, ok, "kernel %s missing from the report:\n%s", name, report) {
			continue
		}
		if want == "any" {
			continue
		}
		if want == "split" {
			assert.True(t, strings.HasPrefix(got, "split"), "kernel %s: %s, want it split\n%s", name, got, report)
		} else {
			assert.Equal(t, want, got, "kernel %s\n%s", name, report)
		}
	}
	return decisions
}

// instanceName drops a kernel's parameter list: "ns::k<float>(float*)" ->
// "ns::k<float>".
func instanceName(name string) string {
	if !strings.HasSuffix(name, ")") {
		return name
	}
	depth := 0
	for i := len(name) - 1; i >= 0; i-- {
		switch name[i] {
		case ')':
			depth++
		case '(':
			if depth--; depth == 0 {
				return name[:i]
			}
		}
	}
	return name
}

// baseName drops template arguments and namespaces: "ns::k<float>" -> "k".
func baseName(name string) string {
	if i := strings.IndexAny(name, "<("); i >= 0 {
		name = name[:i]
	}
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:]
	}
	return strings.TrimSpace(name)
}

// stats is the MGPU_STATS JSON the runtime writes at exit.
type stats struct {
	Backend string        `json:"backend"`
	Devices int           `json:"devices"`
	Kernels []kernelStats `json:"kernels"`
	Totals  struct {
		PeerBytes int64 `json:"peer_bytes"`
		H2DBytes  int64 `json:"h2d_bytes"`
		D2HBytes  int64 `json:"d2h_bytes"`
	} `json:"totals"`
	Memory struct {
		PeakBytes      []int64 `json:"peak_bytes"`
		PartialBuffers int     `json:"partial_buffers"`
		ReclaimedBytes int64   `json:"reclaimed_bytes"`
		SpilledBytes   int64   `json:"spilled_bytes"`
		LargestBuffer  int64   `json:"largest_buffer_bytes"`
	} `json:"memory"`
}

type kernelStats struct {
	Name      string `json:"name"`
	Mangled   string `json:"mangled"`
	Split     string `json:"split"`
	Reason    string `json:"reason"`
	Launches  int    `json:"launches"`
	Devices   int    `json:"devices"`
	PeerBytes int64  `json:"peer_bytes"`
	NeedBytes int64  `json:"peer_need_bytes"` // with MGPU_ORACLE=1
	H2DBytes  int64  `json:"h2d_bytes"`
	D2HBytes  int64  `json:"d2h_bytes"`
}

func (s stats) maxDevices() int {
	n := 0
	for _, k := range s.Kernels {
		n = max(n, k.Devices)
	}
	return n
}

func (s stats) kernel(name string) *kernelStats {
	for i := range s.Kernels {
		if baseName(s.Kernels[i].Name) == name {
			return &s.Kernels[i]
		}
	}
	return nil
}

type runResult struct {
	output   string
	checksum string
	stats    stats
}

var checksumRE = regexp.MustCompile(`(?m)^checksum: (?:0x)?([0-9a-f]+)\s*$`)

// runProgram runs exe on n simulated GPUs; it must pass its own check.
func runProgram(t *testing.T, exe string, n int, args ...string) runResult {
	t.Helper()
	return runProgramEnv(t, exe, n, nil, args...)
}

// runProgramEnv is runProgram with more environment variables.
func runProgramEnv(t *testing.T, exe string, n int, env []string, args ...string) runResult {
	t.Helper()
	statsFile := filepath.Join(t.TempDir(), "stats.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_STATS="+statsFile)
	cmd.Env = append(cmd.Env, env...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%d devices: %s %s\n%s", n, exe, strings.Join(args, " "), out)
	require.Contains(t, string(out), "check: PASS", "%d devices:\n%s", n, out)
	m := checksumRE.FindStringSubmatch(string(out))
	require.NotNil(t, m, "%d devices: no checksum line:\n%s", n, out)
	data, err := os.ReadFile(statsFile)
	require.NoError(t, err, "%d devices: MGPU_STATS file", n)
	var s stats
	require.NoError(t, json.Unmarshal(data, &s), "%s", data)
	assert.Equal(t, "sim", s.Backend)
	assert.Equal(t, n, s.Devices)
	return runResult{output: string(out), checksum: m[1], stats: s}
}

// buildSource writes code to NAME.cu in a temporary folder and builds it
// with mgpucc -O2 and flags; it returns the executable.
func buildSource(t *testing.T, name, code string, flags ...string) string {
	t.Helper()
	dir := t.TempDir()
	src, exe := filepath.Join(dir, name+".cu"), filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(src, []byte(code), 0o644))
	compile(t, src, exe, append([]string{"-O2"}, flags...)...)
	return exe
}

// runOnSim runs exe on n simulated devices, quietly, and returns what it
// printed on its standard output; it must succeed within two minutes.
func runOnSim(t *testing.T, exe string, n int, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_QUIET=1")
	out, err := cmd.Output()
	require.NoError(t, err, "%s %s on %d devices: %s", exe, strings.Join(args, " "), n, out)
	return string(out)
}

// TestStencilTransfers checks the bytes copied between devices against
// the analytic minimum: a row-split 5-point stencil on an R x C grid
// exchanges one halo row in each direction per boundary and iteration,
// so two more iterations cost exactly 2 * (n-1) * 2 * C * 4 more bytes,
// whatever the first iteration cost.
func TestStencilTransfers(t *testing.T) {
	require.NoError(t, installErr)
	const rows, cols = 64, 48
	exe := filepath.Join(t.TempDir(), "stencil2d")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "stencil2d.cu"), exe, "-O2")
	for _, n := range []int{2, 4} {
		short := runProgram(t, exe, n, fmt.Sprint(rows), fmt.Sprint(cols), "4")
		long := runProgram(t, exe, n, fmt.Sprint(rows), fmt.Sprint(cols), "6")
		k1, k2 := short.stats.kernel("jacobi"), long.stats.kernel("jacobi")
		require.NotNil(t, k1)
		require.NotNil(t, k2)
		assert.Equal(t, n, k2.Devices)
		assert.Equal(t, int64(2*(n-1)*2*cols*4), k2.PeerBytes-k1.PeerBytes, "%d devices", n)
		assert.Equal(t, long.stats.Totals.PeerBytes-short.stats.Totals.PeerBytes, k2.PeerBytes-k1.PeerBytes,
			"%d devices: only the stencil's halos move between devices", n)
	}
}

// TestHotspotTransfers: hotspot split by rows moves one halo row per
// neighbour boundary per iteration for the temperature buffer, and nothing
// for the read-only power buffer after the first iteration.
func TestHotspotTransfers(t *testing.T) {
	require.NoError(t, installErr)
	const size = 64
	exe := filepath.Join(t.TempDir(), "hotspot")
	report := compile(t, filepath.Join(RepoRoot(), "examples", "hotspot", "hotspot.cu"), exe, "-O2", "--mgpu-report")
	require.Contains(t, report, ": split y", report)
	for _, n := range []int{2, 4} {
		short := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(size), "--iters", "2")
		long := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(size), "--iters", "4")
		extra := long.stats.Totals.PeerBytes - short.stats.Totals.PeerBytes
		assert.Equal(t, int64(2*(n-1)*2*size*4), extra, "%d devices: peer bytes of 2 more iterations", n)
	}
}

// splitParts is the runtime's split of a grid extent g over ndev devices
// (mgpu/launch.go, makePlan): n = min(ndev, g) parts, part i the blocks
// [i*g/n, (i+1)*g/n).
func splitParts(g, ndev int) [][2]int {
	n := min(ndev, g)
	parts := make([][2]int, n)
	for i := range parts {
		parts[i] = [2]int{i * g / n, (i + 1) * g / n}
	}
	return parts
}

// htodParts is the runtime's distribution of a host to device copy of
// size bytes over ndev devices (mgpu/memory.go, MemcpyHtoD): parts =
// min(ndev, ceil(size/4096)), part i the bytes [b(i), b(i+1)) with
// b(i) = (i*size/parts) &^ 255 (and b(parts) = size), held by device i
// alone.
func htodParts(size int64, ndev int) [][2]int64 {
	parts := min(int64(ndev), (size+4095)/4096)
	out := make([][2]int64, parts)
	lo := int64(0)
	for i := int64(0); i < parts; i++ {
		hi := size
		if i+1 < parts {
			hi = (i + 1) * size / parts &^ 255
		}
		out[i] = [2]int64{lo, hi}
		lo = hi
	}
	return out
}

// lacking is how many bytes of the range need are outside the range held.
func lacking(need, held [2]int64) int64 {
	overlap := max(0, min(need[1], held[1])-max(need[0], held[0]))
	return max(0, need[1]-need[0]) - overlap
}

// TestNbodyTransfers: nbody_accel reads every body's position (a float4,
// 16 bytes) and writes its own bodies' accelerations; nbody_integrate
// reads its own bodies' positions, velocities and accelerations and writes
// their positions and velocities. Both are split x the same way, so
// velocities and accelerations never leave their device, and each step's
// nbody_accel copies to every device the positions the other devices
// wrote in the step before. Two more steps cost exactly twice one step,
// whatever the first step cost (it depends on the host to device copies).
//
// One step is not quite sum over d of (N - n_d) * 16 bytes: the mass
// pos[i].w never changes, and clang drops its store, so nbody_integrate
// writes only the x, y and z of each position. The runtime closes the
// 4-byte hole of each w between two bodies of a part (mgpu/launch.go,
// fillWriteHoles), so a part of m bodies holds alone the 16*m - 4 bytes
// from its first body's x to its last body's z; its last body's w stays
// with every device that copied it in the first step and never moves
// again. So one step costs sum over d, and over the parts e != d, of
// (16 * n_e - 4) = (ndev-1) * (16*N - 4*ndev) bytes. (Only the 12 bytes
// of x, y and z per body change; the filled holes copy the (ndev-1) *
// (N - ndev) other unchanged masses too, 4 bytes each, which keeps the
// tracker at one segment per part instead of one per body.)
func TestNbodyTransfers(t *testing.T) {
	require.NoError(t, installErr)
	const bodies, block = 1024, 256
	exe := filepath.Join(t.TempDir(), "nbody")
	report := compile(t, filepath.Join(RepoRoot(), "examples", "nbody", "nbody.cu"), exe, "-O2", "--mgpu-report")
	require.Regexp(t, `(?m): kernel nbody_accel\(.*\): split x$`, report)
	require.Regexp(t, `(?m): kernel nbody_integrate\(.*\): split x$`, report)
	for _, n := range []int{2, 4} {
		parts := splitParts((bodies+block-1)/block, n)
		perStep := int64(0)
		for d := range parts {
			for e, p := range parts {
				if e != d {
					m := min(p[1]*block, bodies) - min(p[0]*block, bodies)
					perStep += int64(16*m - 4)
				}
			}
		}
		require.Equal(t, int64((n-1)*(16*bodies-4*n)), perStep)
		short := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(bodies), "--iters", "1")
		long := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(bodies), "--iters", "3")
		for _, name := range []string{"nbody_accel", "nbody_integrate"} {
			k := long.stats.kernel(name)
			require.NotNil(t, k, name)
			assert.Equal(t, n, k.Devices, "%d devices: %s", n, name)
		}
		extra := long.stats.Totals.PeerBytes - short.stats.Totals.PeerBytes
		assert.Equal(t, 2*perStep, extra, "%d devices: peer bytes of 2 more steps", n)
		a1, a2 := short.stats.kernel("nbody_accel"), long.stats.kernel("nbody_accel")
		assert.Equal(t, extra, a2.PeerBytes-a1.PeerBytes, "%d devices: only nbody_accel's positions move", n)
		t.Logf("%d devices: peer bytes %d (1 step), %d (3 steps)", n, short.stats.Totals.PeerBytes, long.stats.Totals.PeerBytes)
	}
}

// TestMatmulTransfers: C = A B split y, each part a band of rows of
// blocks. Part i (blocks [lo, hi)) reads the rows [lo*TILE, hi*TILE) of A
// clipped to N, and all of B; it writes its rows of C and reads none of
// it. The parts read A apart: each receives its rows from the host. B,
// which each reads whole, is placed first, each device the sole holder of
// one part of it, so the first launch copies to each device exactly what
// it lacks of B, and repeated launches copy nothing more: the inputs do
// not change and C is only written.
func TestMatmulTransfers(t *testing.T) {
	require.NoError(t, installErr)
	const tile = 16
	exe := filepath.Join(t.TempDir(), "matmul")
	report := compile(t, filepath.Join(RepoRoot(), "examples", "matmul", "matmul.cu"), exe, "-O2", "--mgpu-report")
	require.Regexp(t, `(?m): kernel matmul\(.*\): split y \(also valid: x\)$`, report)
	for _, size := range []int{48, 64} {
		matrix := int64(size * size * 4)
		for _, n := range []int{2, 3, 4} {
			held := htodParts(matrix, n) // B's
			want := int64(0)
			for d := range splitParts((size+tile-1)/tile, n) {
				needB := [2]int64{0, matrix}
				var mine [2]int64 // empty where the copy had fewer parts than devices
				if d < len(held) {
					mine = held[d]
				}
				want += lacking(needB, mine)
			}
			once := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(size), "--iters", "1")
			thrice := runProgram(t, exe, n, "--check", "--size", fmt.Sprint(size), "--iters", "3")
			k1, k3 := once.stats.kernel("matmul"), thrice.stats.kernel("matmul")
			require.NotNil(t, k1)
			require.NotNil(t, k3)
			assert.Equal(t, min(n, (size+tile-1)/tile), k1.Devices, "size %d, %d devices", size, n)
			assert.Equal(t, want, once.stats.Totals.PeerBytes, "size %d, %d devices: peer bytes of one launch", size, n)
			assert.Equal(t, 2*matrix, once.stats.Totals.H2DBytes, "size %d, %d devices: A and B cross from the host once", size, n)
			assert.Equal(t, once.stats.Totals.PeerBytes, k1.PeerBytes, "size %d, %d devices: only the kernel moves data", size, n)
			assert.Equal(t, once.stats.Totals.PeerBytes, thrice.stats.Totals.PeerBytes,
				"size %d, %d devices: repeated launches move nothing more", size, n)
			t.Logf("size %d, %d devices: peer bytes %d (1 launch), %d (3 launches), expected %d",
				size, n, once.stats.Totals.PeerBytes, thrice.stats.Totals.PeerBytes, want)
		}
	}
}

// TestManagedTransfers: managed memory moves what changed, whatever the
// device count. The devices fetch from the host what it wrote: x and y
// whole, then the stencil's first grid whole, then one 8-byte word per
// later iteration (the heat source the host writes into the result); and
// each synchronisation copies back what the kernels wrote: y, and the
// whole result grid of every iteration.
func TestManagedTransfers(t *testing.T) {
	require.NoError(t, installErr)
	const n, rows, cols, iters = 3000, 24, 20, 4
	exe := filepath.Join(t.TempDir(), "managed")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "managed.cu"), exe, "-O2")
	grid := int64(rows * cols * 4)
	for _, devs := range []int{1, 3} {
		r := runProgram(t, exe, devs, fmt.Sprint(n), fmt.Sprint(rows), fmt.Sprint(cols), fmt.Sprint(iters))
		assert.Equal(t, 2*n*4+grid+(iters-1)*8, r.stats.Totals.H2DBytes, "%d devices: bytes to the devices", devs)
		assert.Equal(t, n*4+iters*grid, r.stats.Totals.D2HBytes, "%d devices: bytes back to the host", devs)
	}
}

// TestHostOnlyFile: a .cu file without kernels compiles (nothing to embed)
// and its CUDA calls reach the runtime, and so do those of a plain .cpp
// file linked with it: through lib/mgpu-aliases.ld beside the static
// runtime, and through the cudaXxx that libmgpu.so exports with -cudart
// shared.
func TestHostOnlyFile(t *testing.T) {
	require.NoError(t, installErr)
	multi := filepath.Join(RepoRoot(), "testdata", "e2e", "multi")
	for _, cudart := range []string{"static", "shared"} {
		t.Run(cudart, func(t *testing.T) {
			exe := filepath.Join(t.TempDir(), "hostonly")
			report := compile(t, filepath.Join(multi, "hostonly.cu"), exe, "-O2", "-cudart", cudart, "--mgpu-report", filepath.Join(multi, "upload.cpp"))
			assert.Empty(t, strings.TrimSpace(report), "no kernel, no report line")
			one, two := runProgram(t, exe, 1), runProgram(t, exe, 2)
			assert.Equal(t, one.checksum, two.checksum)
			ldd, err := exec.Command("ldd", exe).CombinedOutput()
			require.NoError(t, err, "%s", ldd)
			assert.Equal(t, cudart == "shared", strings.Contains(string(ldd), "libmgpu.so"), "%s", ldd)
		})
	}
}

// TestSharedRuntime: a program linked with -cudart shared (the small
// binaries gpu-check.sh carries to a GPU machine) computes what the static
// build computes, split.
func TestSharedRuntime(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	src := filepath.Join(RepoRoot(), "testdata", "e2e", "stencil2d.cu")
	static, shared := filepath.Join(dir, "static"), filepath.Join(dir, "shared")
	compile(t, src, static, "-O2")
	compile(t, src, shared, "-O2", "--cudart=shared")
	for _, n := range []int{1, 3} {
		a, b := runProgram(t, static, n), runProgram(t, shared, n)
		assert.Equal(t, a.checksum, b.checksum, "%d devices", n)
		assert.Equal(t, a.stats.Totals, b.stats.Totals, "%d devices", n)
	}
	st, err := os.Stat(shared)
	require.NoError(t, err)
	assert.Less(t, st.Size(), int64(1<<20), "the shared build carries no copy of the runtime")
}

// TestCorpusDocumented: testdata/e2e/README.md describes every program.
func TestCorpusDocumented(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(RepoRoot(), "testdata", "e2e", "README.md"))
	require.NoError(t, err)
	for _, p := range corpusPrograms(t) {
		assert.Contains(t, string(readme), "- `"+p.name+".cu`", "testdata/e2e/README.md does not describe %s.cu", p.name)
	}
}

// TestSeveralInputs builds one program from two .cu files and a .c file,
// once in one command, once with -c and a separate link (of objects
// named .o and .obj), and once as HeCBench's Makefiles ask for relocatable
// device code (-dc, then a link with -rdc=true: no file uses another's
// device code), and runs it split across devices.
func TestSeveralInputs(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	multi := filepath.Join(RepoRoot(), "testdata", "e2e", "multi")
	main, lib, factor := filepath.Join(multi, "main.cu"), filepath.Join(multi, "lib.cu"), filepath.Join(multi, "factor.c")

	oneStep := filepath.Join(dir, "one")
	report := compile(t, main, oneStep, "-O2", "--mgpu-report", lib, factor)
	assert.Regexp(t, `(?m)main.cu:\d+: kernel times\(float\*, int, int\): split x$`, report)
	assert.Regexp(t, `(?m)lib.cu:\d+: kernel offset\(float\*, int, float\): split x$`, report)

	// lib's object named as some Makefiles name theirs: .obj is an object
	// file to nvcc too.
	run := func(args ...string) {
		cmd := exec.Command(mgpucc, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "mgpucc %s: %s", strings.Join(args, " "), out)
	}
	for src, obj := range map[string]string{main: "main.o", lib: "lib.obj", factor: "factor.o"} {
		run("-c", "-O2", src, "-o", obj)
	}
	twoStep := filepath.Join(dir, "two")
	run("main.o", "lib.obj", "factor.o", "-o", twoStep)
	run("-dc", "-O2", main, "-o", "main-rdc.o")
	run("-O2", "-rdc=true", "-dc", lib, "-o", "lib-rdc.o")
	relocatable := filepath.Join(dir, "relocatable")
	run("-rdc=true", "main-rdc.o", "lib-rdc.o", "factor.o", "-o", relocatable)

	for _, exe := range []string{oneStep, twoStep, relocatable} {
		one := runProgram(t, exe, 1)
		three := runProgram(t, exe, 3)
		assert.Equal(t, one.checksum, three.checksum)
		assert.Equal(t, 3, three.stats.maxDevices(), "%s: the kernels of both .cu files are split", exe)
	}
}

// TestToolkitMakefile builds a two-file program the way a CUDA toolkit's
// Makefile does, CUDA_DIR=DIR make with DIR an mgpucc install: nvcc -c for
// the .cu file, g++ against $(CUDA_DIR)/include for the .cpp file, the
// link by g++ with -L$(CUDA_DIR)/lib64 -lcudart. The program runs split.
func TestToolkitMakefile(t *testing.T) {
	require.NoError(t, installErr)
	base := t.TempDir()
	dir := filepath.Join(base, "toolkit")
	require.NoError(t, os.Mkdir(dir, 0o755))
	src := filepath.Join(RepoRoot(), "testdata", "e2e", "toolkit")
	for _, f := range []string{"Makefile", "main.cpp", "kern.cu"} {
		data, err := os.ReadFile(filepath.Join(src, f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), data, 0o644))
	}
	// main.cpp includes ../check.h, the corpus's.
	data, err := os.ReadFile(filepath.Join(RepoRoot(), "testdata", "e2e", "check.h"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(base, "check.h"), data, 0o644))

	cmd := exec.Command("make", "CUDA_DIR="+filepath.Dir(filepath.Dir(mgpucc)))
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	exe := filepath.Join(dir, "app")
	one, three := runProgram(t, exe, 1), runProgram(t, exe, 3)
	assert.Equal(t, one.checksum, three.checksum)
	assert.Equal(t, 3, three.stats.maxDevices(), "the kernel of the nvcc -c object is split")
	ldd, err := exec.Command("ldd", exe).CombinedOutput()
	require.NoError(t, err, "%s", ldd)
	assert.NotContains(t, string(ldd), "libmgpu", "-lcudart links the runtime statically")
}
