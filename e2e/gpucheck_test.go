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
// 10 ms, the mgpucc build's 10.1 ms), and a corpus program with its
// recorded simulator output. The report must compare them, and a build
// whose 4-device checksum differs, or a corpus program whose 3-device
// run, or 4-device run with partial instances, differs from the
// simulator, must fail the check.
func TestGPUCheckScript(t *testing.T) {
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
*) if [ "$MGPU_DEVICES" = 0,0,0,0 ]; then echo "checksum: $SUM4"; else echo "checksum: $SUM"; fi; echo "time_ms: $MS" ;;
esac
`
	write(filepath.Join(tools, "nvidia-smi"), `echo "Stand-in GPU, 999.1"`+"\n")
	write(filepath.Join(tools, "nvcc"), `while [ "$1" != -o ]; do shift; done
printf '#!/bin/sh\nSUM=abc SUM4=abc MS=10 exec sh %s "$@"\n' "$(dirname "$0")/example" >"$2" && chmod +x "$2"
`)
	write(filepath.Join(tools, "example"), example)
	run := func(sum4, corpus3, partial4 string) (string, error) {
		for _, e := range []string{"hotspot", "nbody", "matmul"} {
			write(filepath.Join(gpu, "bin", e), "SUM=abc SUM4="+sum4+" MS=10.1 exec sh "+filepath.Join(tools, "example")+` "$@"`+"\n")
		}
		write(filepath.Join(gpu, "corpus", "saxpy"), `[ "$MGPU_BACKEND" = cuda ] || exit 1
if [ "$MGPU_DEVICES" = 0,0,0 ]; then echo "checksum: `+corpus3+`"; elif [ "$MGPU_MEMORY" = partial ]; then echo "checksum: `+partial4+`"; else echo "checksum: 0x1234"; fi
echo "check: PASS"
`)
		cmd := exec.Command("bash", filepath.Join(RepoRoot(), "scripts", "gpu-check.sh"), "--runs", "2")
		cmd.Env = append(os.Environ(), "PATH="+tools+":"+os.Getenv("PATH"), "MGPU_GPU_DIR="+gpu, "OUT=")
		out, err := cmd.Output()
		return string(out), err
	}

	report, err := run("abc", "0x1234", "0x1234")
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

	report, err = run("abd", "0x1234", "0x1234")
	require.Error(t, err, "a 4-device result that differs must fail")
	assert.True(t, strings.Contains(report, "| NO |"), report)

	report, err = run("abc", "0x9999", "0x1234")
	require.Error(t, err, "a corpus program that differs from the simulator on 3 devices must fail")
	assert.Contains(t, report, "| saxpy | 0x1234 | 0x1234 / 0x9999 / 0x1234 / 0x1234 **differs** | PASS / PASS / PASS / PASS |")
	assert.Contains(t, report, "Corpus: 0 of 1 programs identical")

	report, err = run("abc", "0x1234", "0x5555")
	require.Error(t, err, "a corpus program whose partial instances change its result must fail")
	assert.Contains(t, report, "| saxpy | 0x1234 | 0x1234 / 0x1234 / 0x1234 / 0x5555 **differs** | PASS / PASS / PASS / PASS |")
}
