package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGPUCheckScript runs scripts/gpu-check.sh, which only a machine with
// an NVIDIA GPU runs for real, on stand-ins: nvidia-smi and nvcc on PATH,
// example binaries that print a checksum and a time (the nvcc build's
// 10 ms, the mgpucc build's 10.1 ms), a corpus program with its recorded
// simulator output, and for the overlap step diffusion3d itself at its
// small size on 4 simulated devices, traced. The report must compare
// them, and a build whose 4-device checksum differs, a corpus program
// whose 3-device run, or 4-device run with partial instances, differs
// from the simulator, an overlap run whose result differs from the
// others, or a PolyBench-style program whose 4-device run differs from
// its 1-device run, must fail the check.
func TestGPUCheckScript(t *testing.T) {
	require.NoError(t, installErr)
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3, which the overlap step needs (the GPU machine has it)")
	}
	dir := t.TempDir()
	tools, gpu := filepath.Join(dir, "tools"), filepath.Join(dir, "gpu")
	require.NoError(t, os.MkdirAll(tools, 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(gpu, "bin"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(gpu, "corpus"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(gpu, "corpus", "saxpy.sim"), []byte("checksum: 0x1234\ncheck: PASS\n"), 0o644))
	write := func(path, text string) {
		require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+text), 0o755))
	}
	// An example: --check passes; a run prints the checksum ($SUM, or
	// $SUM4 on four logical devices) and the time.
	example := `case "$1" in
--check) echo "check: PASS" ;;
*) case $MGPU_DEVICES in *,*) [ "$MGPU_SPLIT" = always ] || { echo "logical devices not split always"; exit 1; } ;; esac
   if [ "$MGPU_DEVICES" = 0,0,0,0 ]; then echo "checksum: $SUM4"; else echo "checksum: $SUM"; fi; echo "time_ms: $MS" ;;
esac
`
	write(filepath.Join(tools, "nvidia-smi"), `echo "Stand-in GPU, 999.1"`+"\n")
	write(filepath.Join(tools, "nvcc"), `while [ "$1" != -o ]; do shift; done
printf '#!/bin/sh\nSUM=abc SUM4=abc MS=10 exec sh %s "$@"\n' "$(dirname "$0")/example" >"$2" && chmod +x "$2"
`)
	write(filepath.Join(tools, "example"), example)
	// The overlap step's program: diffusion3d on the simulator (its
	// default link, 25 GB/s and 10 us a copy, makes its small halos pay;
	// MGPU_LINK=1000000,0 makes them not), whose statistics list the
	// links of $LINKS as measured where MGPU_LINK is unset (the simulator
	// measures none), and whose checksum $OFF_SUM replaces in the run
	// without interiors.
	require.NoError(t, os.MkdirAll(filepath.Join(gpu, "overlap"), 0o755))
	diffusion := filepath.Join(dir, "diffusion3d")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "diffusion3d.cu"), diffusion, "-O2")
	write(filepath.Join(gpu, "overlap", "diffusion3d"), `out=$(MGPU_BACKEND=sim `+diffusion+`); status=$?
[ -z "$MGPU_LINK" ] && python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); s["links"] = json.loads(sys.argv[2]); json.dump(s, open(sys.argv[1], "w"))' "$MGPU_STATS" "$LINKS"
if [ -n "$OFF_SUM" ] && [ "$MGPU_LINK" = 1000000,0 ]; then out=$(echo "$out" | sed "s/^checksum: .*/checksum: $OFF_SUM/"); fi
echo "$out"; exit $status
`)
	// The PolyBench-style step's program: diffusion3d again, whose
	// checksum $POLY_SUM4 replaces on four devices, and whose statistics
	// on one say it loaded the code of $CODE (the simulator loads none).
	require.NoError(t, os.MkdirAll(filepath.Join(gpu, "poly"), 0o755))
	write(filepath.Join(gpu, "poly", "diffusion3d"), `out=$(MGPU_BACKEND=sim `+diffusion+`); status=$?
[ "$MGPU_DEVICES" = 0 ] && python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); s["code"] = json.loads(sys.argv[2]); json.dump(s, open(sys.argv[1], "w"))' "$MGPU_STATS" "$CODE"
if [ -n "$POLY_SUM4" ] && [ "$MGPU_DEVICES" = 0,0,0,0 ]; then out=$(echo "$out" | sed "s/^checksum: .*/checksum: $POLY_SUM4/"); fi
echo "$out"; exit $status
`)
	run := func(sum4, corpus3, partial4, offSum string, polySum4 ...string) (string, error) {
		for _, e := range []string{"hotspot", "nbody", "matmul"} {
			write(filepath.Join(gpu, "bin", e), "SUM=abc SUM4="+sum4+" MS=10.1 exec sh "+filepath.Join(tools, "example")+` "$@"`+"\n")
		}
		write(filepath.Join(gpu, "corpus", "saxpy"), `[ "$MGPU_BACKEND" = cuda ] && [ "$MGPU_SPLIT" = always ] || exit 1
if [ "$MGPU_DEVICES" = 0,0,0 ]; then echo "checksum: `+corpus3+`"; elif [ "$MGPU_MEMORY" = partial ]; then echo "checksum: `+partial4+`"; else echo "checksum: 0x1234"; fi
echo "check: PASS"
`)
		cmd := exec.Command("bash", filepath.Join(RepoRoot(), "scripts", "gpu-check.sh"), "--runs", "2")
		cmd.Env = append(os.Environ(), "PATH="+tools+":"+os.Getenv("PATH"), "MGPU_GPU_DIR="+gpu, "OUT=", "OFF_SUM="+offSum, "POLY_SUM4="+strings.Join(polySum4, ""),
			`LINKS=[{"from": 0, "to": 1, "gbps": 20, "latency_us": 12}, {"from": 1, "to": 0, "gbps": 25, "latency_us": 10}, {"from": 1, "to": 2, "gbps": 30, "latency_us": 9}]`,
			`CODE=[{"device": 0, "image": 0, "code": "sm_90 machine code", "load_ms": 2.125}]`)
		out, err := cmd.Output()
		return string(out), err
	}

	report, err := run("abc", "0x1234", "0x1234", "")
	require.NoError(t, err, report)
	assert.Contains(t, report, "GPU: Stand-in GPU, 999.1")
	for _, e := range []string{"hotspot", "nbody", "matmul"} {
		assert.Contains(t, report, "| "+e+" | 10 | 10.1 | +1.00% | abc / abc | 10.1 | 10.1 | yes | PASS / PASS / PASS / PASS |")
	}
	saved, err := os.ReadFile(filepath.Join(gpu, "gpu-results.md"))
	require.NoError(t, err)
	assert.Equal(t, report, string(saved))
	assert.Contains(t, report, "| saxpy | 0x1234 | 0x1234 / 0x1234 / 0x1234 / 0x1234 (= sim) | PASS / PASS / PASS / PASS |")
	assert.Contains(t, report, "Corpus: 1 of 1 programs identical")
	// Each launch but the first (whose parts take their planes from the
	// host) ran its interiors beside its 6 copies (each boundary's plane
	// both ways) as decided (the simulator splits every launch) and split
	// with the links' medians given, none with copies that cost nothing.
	sum := checksumRE.FindStringSubmatch(runProgram(t, diffusion, 4).output)[1]
	assert.Regexp(t, `\| as decided \| - \| 5 of 6 \(2-6\) \| 30 \(0 MiB\) \| 0 \| 0\.0 \| [0-9.]+ \| `+sum+` \| PASS \|`, report)
	assert.Regexp(t, `\| split, links given \| 25,10\.00 \| 5 of 6 \(2-6\) \| 30 \(0 MiB\) \| 0 \| 0\.0 \| [0-9.]+ \| `+sum+` \| PASS \|`, report)
	assert.Regexp(t, `\| split, interiors off \| 1000000,0 \| 0 of 6 \(none\) \| 0 \(0 MiB\) \| 30 \| 0\.0 \| [0-9.]+ \| `+sum+` \| PASS \|`, report)
	assert.Contains(t, report, "Links (as decided): 3 measured, 20-30 GB/s and 9.00-12.00 us a copy; \"links given\" sets their medians (where none, 1446,4.25).")
	assert.Regexp(t, `Steps, links given / interiors off: [0-9.]+ / [0-9.]+ ms \([-+][0-9.]+%\)\.`, report)
	// Its 6 launches, all split on 4 devices (the simulator splits every
	// launch), the code its statistics say it loaded, no GPU times in a
	// simulator's trace.
	assert.Contains(t, report, "Built with -arch=sm_90")
	assert.Regexp(t, `\| diffusion3d \| 6 \| sm_90 machine code, 2\.1 ms \| - \| - \| 6 \| [1-9][0-9]* \| - \| `+sum+` / `+sum+` \|`, report)

	report, err = run("abc", "0x1234", "0x1234", "", "0000")
	require.Error(t, err, "a PolyBench-style program whose 4-device result differs must fail")
	assert.Contains(t, report, "| "+sum+" / 0000 **differs** |")

	report, err = run("abc", "0x1234", "0x1234", "0000")
	require.Error(t, err, "an overlap run whose result differs must fail")
	assert.Contains(t, report, "diffusion3d's three runs differ: "+sum+" / "+sum+" / 0000")

	report, err = run("abd", "0x1234", "0x1234", "")
	require.Error(t, err, "a 4-device result that differs must fail")
	assert.True(t, strings.Contains(report, "| NO |"), report)

	report, err = run("abc", "0x9999", "0x1234", "")
	require.Error(t, err, "a corpus program that differs from the simulator on 3 devices must fail")
	assert.Contains(t, report, "| saxpy | 0x1234 | 0x1234 / 0x9999 / 0x1234 / 0x1234 **differs** | PASS / PASS / PASS / PASS |")
	assert.Contains(t, report, "Corpus: 0 of 1 programs identical")

	report, err = run("abc", "0x1234", "0x5555", "")
	require.Error(t, err, "a corpus program whose partial instances change its result must fail")
	assert.Contains(t, report, "| saxpy | 0x1234 | 0x1234 / 0x1234 / 0x1234 / 0x5555 **differs** | PASS / PASS / PASS / PASS |")
}
