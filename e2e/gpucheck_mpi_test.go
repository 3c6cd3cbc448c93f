package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGPUCheckMPIStep runs scripts/gpu-check.sh --mpi, the MPI step alone,
// on stand-ins: nvidia-smi on PATH, a prepared folder whose mpi/bin/mpirun
// starts rank 0 alone (OMPI_COMM_WORLD_SIZE and the -x variables set), and
// examples that print a checksum ($SUM3 as 3 ranks), a time of 1N.5 ms as
// N ranks and, under mpirun, rank 0's statistics with one link. The
// report must compare the three jobs and list the link; a 3-rank checksum
// that differs must fail the check, and a folder without Open MPI must
// say that the step did not run. The step itself, with the carried Open
// MPI on simulated devices: MGPU_CHECK_BACKEND=sim scripts/gpu-check.sh
// --mpi after --prepare (docs/mpi.md, On a GPU).
func TestGPUCheckMPIStep(t *testing.T) {
	dir := t.TempDir()
	tools, gpu := filepath.Join(dir, "tools"), filepath.Join(dir, "gpu")
	for _, d := range []string{tools, filepath.Join(gpu, "bin"), filepath.Join(gpu, "lib"), filepath.Join(gpu, "overlap"), filepath.Join(gpu, "mpi", "bin")} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	write := func(path, text string) {
		require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+text), 0o755))
	}
	write(filepath.Join(tools, "nvidia-smi"), `echo "Stand-in GPU, 999.1"`+"\n")
	write(filepath.Join(gpu, "overlap", "diffusion3d"), "exit 1\n")
	require.NoError(t, os.WriteFile(filepath.Join(gpu, "lib", "libmgpu-mpi.so"), nil, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(gpu, "mpi", "VERSION"), []byte("Open MPI v0.0.0\n"), 0o644))
	mpirun := filepath.Join(gpu, "mpi", "bin", "mpirun")
	write(mpirun, `n=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) n=$2; shift 2 ;;
    -x) export "$2"; shift 2 ;;
    --bind-to) shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done
OMPI_COMM_WORLD_SIZE=$n OMPI_COMM_WORLD_RANK=0 exec "$@"
`)
	for _, e := range []string{"hotspot", "nbody", "matmul"} {
		write(filepath.Join(gpu, "bin", e), `[ "$MGPU_BACKEND" = cuda ] && [ "$1" = --preset ] && [ "$2" = small ] || exit 1
n=${OMPI_COMM_WORLD_SIZE:-1}
case "$n/$MGPU_DEVICES" in 1/0 | [23]/0,0) ;; *) exit 1 ;; esac
sum=abc; [ "$n" = 3 ] && sum=$SUM3
echo "checksum: $sum"; echo "time_ms: 1$n.5"
[ "$n" = 1 ] || echo '{"rank_links": [{"from_rank": 0, "to_rank": 1, "peer_bytes": 1234567, "peer_copies": 3, "host_bytes": 4096}]}' >"$MGPU_STATS"
`)
	}
	run := func(sum3 string) (string, error) {
		cmd := exec.Command("bash", filepath.Join(RepoRoot(), "scripts", "gpu-check.sh"), "--mpi")
		cmd.Env = append(os.Environ(), "PATH="+tools+":"+os.Getenv("PATH"), "MGPU_GPU_DIR="+gpu, "OUT=", "SUM3="+sum3, "MGPU_CHECK_BACKEND=")
		out, err := cmd.Output()
		return string(out), err
	}

	report, err := run("abc")
	require.NoError(t, err, report)
	assert.Contains(t, report, "GPU: Stand-in GPU, 999.1")
	assert.Contains(t, report, "mpirun: Open MPI v0.0.0, carried in "+gpu+"/mpi")
	for _, e := range []string{"hotspot", "nbody", "matmul"} {
		assert.Regexp(t, `\| `+e+` \| 11\.5 \| 12\.5 \| 13\.5 \| abc / abc / abc \| yes \| [0-9.]+ / [0-9.]+ / [0-9.]+ \|`, report)
	}
	if _, err := exec.LookPath("python3"); err == nil {
		assert.Contains(t, report, "| matmul | 3 x 2 | 0 -> 1 | 1,234,567 | 3 | 4,096 |")
	}
	saved, err := os.ReadFile(filepath.Join(gpu, "gpu-results-mpi.md"))
	require.NoError(t, err)
	assert.Equal(t, report, string(saved))

	report, err = run("abd")
	require.Error(t, err, "a 3-rank result that differs must fail")
	assert.Contains(t, report, "| abc / abc / abd | NO |")

	require.NoError(t, os.Remove(mpirun))
	report, err = run("abc")
	require.Error(t, err, "--mpi without Open MPI in the folder")
	assert.Contains(t, report, "the MPI step did not run")
}
