package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGPUPolybenchScript runs scripts/gpu-polybench.sh on stand-ins: an
// nvidia-smi and an nvcc on PATH, whose builds print PolyBench's timer
// (0.5 s) and dump their arrays, and a prepared folder of two programs
// whose mgpucc builds take 0.25 s on one device and 0.3 s on four, dump
// the same arrays ($DIFF4's other ones on four devices) and write the
// runtime's statistics. The report must give each program's GPU
// sections, their ratio, the statistics and the arrays' md5, and arrays
// that differ on four devices must fail the check, as must a program that
// fails. The preparation itself needs a PolyBench-ACC checkout; it only
// says so without one.
func TestGPUPolybenchScript(t *testing.T) {
	_, err := exec.LookPath("python3")
	require.NoError(t, err, "the script reads the runtime's statistics with python3 (the GPU machine has it)")
	dir := t.TempDir()
	tools, pb := filepath.Join(dir, "tools"), filepath.Join(dir, "gpu", "polybench-acc")
	for _, d := range []string{tools, filepath.Join(pb, "mg"), filepath.Join(pb, "util")} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	write := func(path, text string) {
		require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+text), 0o755))
	}
	write(filepath.Join(tools, "nvidia-smi"), `echo "Stand-in GPU, 999.1"`+"\n")
	write(filepath.Join(tools, "nvcc"), `[ "$1" = --version ] && { echo "Build stand-in"; exit 0; }
while [ "$1" != -o ]; do src=$1; shift; done
printf '#!/bin/sh\necho "GPU Time in seconds:"; echo 0.500000; echo "arrays of %s" >&2\n' "$(basename "$src" .cu)" >"$2" && chmod +x "$2"
`)
	require.NoError(t, os.WriteFile(filepath.Join(pb, "programs"), []byte("alpha\nbeta\n"), 0o644))
	for _, n := range []string{"alpha", "beta"} {
		require.NoError(t, os.MkdirAll(filepath.Join(pb, "src", n), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(pb, "src", n, n+".cu"), nil, 0o644))
		write(filepath.Join(pb, "mg", n), `[ "$MGPU_BACKEND" = cuda ] || exit 1
[ "$FAIL" = `+n+` ] && exit 3
echo "GPU Time in seconds:"
if [ "$MGPU_DEVICES" = 0 ]; then echo 0.250000; else echo 0.300000; fi
if [ "$MGPU_DEVICES" = 0,0,0,0 ] && [ "$DIFF4" = `+n+` ]; then echo "other arrays" >&2; else echo "arrays of `+n+`" >&2; fi
echo '{"kernels": [{"launches": 6}, {"launches": 4}], "totals": {"runtime_ns": 2000000, "launch_p50_ns": 700, "launch_max_ns": 9000}}' >"$MGPU_STATS"
`)
	}
	run := func(env ...string) (string, error) {
		cmd := exec.Command("bash", filepath.Join(RepoRoot(), "scripts", "gpu-polybench.sh"), "--runs", "2")
		cmd.Env = append(os.Environ(), append([]string{"PATH=" + tools + ":" + os.Getenv("PATH"), "MGPU_GPU_DIR=" + filepath.Dir(pb), "OUT=" + dir}, env...)...)
		out, err := cmd.Output()
		return string(out), err
	}

	report, err := run()
	require.NoError(t, err, report)
	md5 := func(s string) string {
		out, err := exec.Command("sh", "-c", "printf '%s\\n' \"$0\" | md5sum | cut -c1-12", s).Output()
		require.NoError(t, err)
		return string(out[:12])
	}
	assert.Contains(t, report, "GPU: Stand-in GPU, 999.1")
	for _, n := range []string{"alpha", "beta"} {
		a := md5("arrays of " + n)
		assert.Contains(t, report, "| "+n+" | 0.500000 | 0.250000 | 0.50 | 0.300000 | 10 | 2.00 | 0.7/9.0 | 0.7/9.0 | "+a+" / "+a+" / "+a+" |")
	}
	saved, err := os.ReadFile(filepath.Join(dir, "gpu-polybench.md"))
	require.NoError(t, err)
	assert.Equal(t, report, string(saved))

	report, err = run("DIFF4=beta")
	require.Error(t, err, "arrays that differ on 4 devices must fail the check")
	a := md5("arrays of beta")
	assert.Contains(t, report, "| beta | 0.500000 | 0.250000 | 0.50 | 0.300000 | 10 | 2.00 | 0.7/9.0 | 0.7/9.0 | "+a+" / "+a+" / "+md5("other arrays")+" **differs** |")

	report, err = run("FAIL=alpha")
	require.Error(t, err, "a program that fails must fail the check")
	assert.Contains(t, report, "| alpha | 0.500000 | - | - | - | - | - | - | - |")

	cmd := exec.Command("bash", filepath.Join(RepoRoot(), "scripts", "gpu-polybench.sh"), "--prepare", dir)
	out, err := cmd.CombinedOutput()
	require.Error(t, err)
	assert.Contains(t, string(out), "DIR must be a PolyBench-ACC checkout")
}
