package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/mgpu/cuda/standin"
)

// mpiPrograms are the programs that also run under mpirun (checkProgram):
// every example, and half of the corpus: stencils of 1 to 3 dimensions,
// time-blocked and iterative solvers, reductions and warp sorts, managed,
// pinned and zero-copy memory, streams and copies, blocks polling each
// other through memory, and a few of the rest.
var mpiPrograms = map[string]bool{
	"hotspot": true, "matmul": true, "nbody": true,
	"stencil1d": true, "stencil2d": true, "stencil3d": true, "diffusion3d": true, "heat": true, "blur": true, "conv3d": true,
	"fdtd2d": true, "adi": true, "timeblocked": true, "lud": true, "gramschmidt": true, "atax_bicg": true, "rounded": true,
	"reduction": true, "warpsum": true, "warpsort": true, "histograms": true,
	"managed": true, "pinned": true, "zerocopy": true,
	"streams": true, "d2d": true, "memset": true, "roundtrip": true, "chain": true,
	"transpose": true, "scatter": true, "smallgrid": true, "gridstride": true, "structs": true, "deviceglobal": true,
	"texture": true, "texfilter": true, "cachehints": true, "devheap": true, "managedvars": true,
}

// The job every program of mpiPrograms runs as: 3 ranks of 2 simulated
// devices, 6 devices in all.
const (
	mpiRanks       = 3
	mpiDevsPerRank = 2
)

// mpirun returns the command line that starts exe as a job of ranks ranks,
// with the MGPU_* variables env passed to every rank.
func mpirun(t *testing.T, ranks int, env []string, exe string, args ...string) (string, []string) {
	t.Helper()
	path, err := exec.LookPath("mpirun")
	require.NoError(t, err, "no mpirun: install openmpi-bin and libopenmpi-dev (./build.sh does, as root)")
	line := []string{"--allow-run-as-root", "--oversubscribe", "-n", fmt.Sprint(ranks)}
	for _, e := range env {
		line = append(line, "-x", e)
	}
	return path, append(append(line, exe), args...)
}

// checkUnderMPI runs exe as a job of mpiRanks ranks: it passes its check,
// its checksum is want (the 1-device run's) and rank 0's runtime drove
// every rank's devices.
func checkUnderMPI(t *testing.T, p program, exe, want string) {
	statsFile := filepath.Join(t.TempDir(), "stats.json")
	env := []string{"MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", mpiDevsPerRank), "MGPU_STATS=" + statsFile}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	path, line := mpirun(t, mpiRanks, env, exe, p.args...)
	cmd := exec.CommandContext(ctx, path, line...)
	cmd.Env = os.Environ()
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "mpirun %s\n%s", strings.Join(line, " "), out)
	require.Contains(t, string(out), "check: PASS", "mpirun -n %d:\n%s", mpiRanks, out)
	m := checksumRE.FindStringSubmatch(string(out))
	require.NotNil(t, m, "mpirun: no checksum line:\n%s", out)
	assert.Equal(t, want, m[1], "mpirun -n %d, %d devices each: output differs from 1 device", mpiRanks, mpiDevsPerRank)
	data, err := os.ReadFile(statsFile)
	require.NoError(t, err, "mpirun: MGPU_STATS file (written by rank 0 alone)")
	var s stats
	require.NoError(t, json.Unmarshal(data, &s), "%s", data)
	assert.Equal(t, "sim", s.Backend)
	assert.Equal(t, mpiRanks*mpiDevsPerRank, s.Devices)
	if expectsSplit(p) {
		assert.Greater(t, s.maxDevices(), 1, "mpirun: no kernel was split: %+v", s.Kernels)
	}
}

// TestMPIHalfOfTheCorpus says which programs run under mpirun, so that a
// renamed program does not drop out of it unnoticed.
func TestMPIHalfOfTheCorpus(t *testing.T) {
	names := map[string]bool{}
	for _, p := range append(corpusPrograms(t), examplePrograms()...) {
		names[p.name] = true
	}
	for name := range mpiPrograms {
		assert.True(t, names[name], "mpiPrograms names %s, which is not a program of the suite", name)
	}
	assert.GreaterOrEqual(t, len(mpiPrograms), len(names)/2, "mpiPrograms is half of the suite")
}

// startJob starts a job under mpirun with a marker in every rank's
// environment, so that the test finds the ranks' processes.
func startJob(t *testing.T, line []string) (*exec.Cmd, *strings.Builder, string) {
	path, err := exec.LookPath("mpirun")
	require.NoError(t, err, "no mpirun: install openmpi-bin and libopenmpi-dev (./build.sh does, as root)")
	marker := fmt.Sprintf("MGPU_E2E_JOB=%d-%d", os.Getpid(), time.Now().UnixNano())
	cmd := exec.Command(path, append([]string{"--allow-run-as-root", "--oversubscribe", "-x", marker}, line...)...)
	cmd.Env = append(os.Environ(), marker)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		for _, pid := range rankProcesses(marker) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
		cmd.Process.Kill()
	})
	return cmd, &out, marker
}

// rankProcesses returns the processes of a job by rank.
func rankProcesses(marker string) map[int]int {
	pids := map[int]int{}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		env, err := os.ReadFile(filepath.Join(d, "environ"))
		if err != nil || !strings.Contains(string(env), marker+"\x00") {
			continue
		}
		for _, v := range strings.Split(string(env), "\x00") {
			if rank, ok := strings.CutPrefix(v, "OMPI_COMM_WORLD_RANK="); ok {
				var r, pid int
				fmt.Sscan(rank, &r)
				fmt.Sscan(filepath.Base(d), &pid)
				pids[r] = pid
			}
		}
	}
	return pids
}

// waitJob waits at most limit for the job to end and returns its error.
func waitJob(t *testing.T, cmd *exec.Cmd, out *strings.Builder, limit time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(limit):
		t.Fatalf("the job still runs after %v: a rank waits forever\n%s", limit, out.String())
		return nil
	}
}

// TestMPIRankLost kills a serving rank in the middle of a run of many
// launches: the job ends, no rank waits forever, and the error names the
// rank. Under mpirun --enable-recovery the job outlives the rank and rank
// 0's runtime reports it (cudaErrorLaunchFailure, within MGPU_MPI_TIMEOUT);
// under plain mpirun, mpirun ends the job itself and names the rank.
func TestMPIRankLost(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	exe := filepath.Join(dir, "hotspot")
	compile(t, filepath.Join(RepoRoot(), "examples", "hotspot", "hotspot.cu"), exe, "-O2")
	for _, tc := range []struct {
		name  string
		flags []string
		want  []string
	}{
		{"recovery", []string{"--enable-recovery"}, []string{"cudaErrorLaunchFailure", "rank 1, serving 2 devices, is lost"}},
		{"plain", nil, []string{"process rank 1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			line := append(append([]string{}, tc.flags...), "-n", "3", "-x", "MGPU_BACKEND=sim", "-x", "MGPU_DEVICES=2",
				"-x", "MGPU_MPI_TIMEOUT=5", exe, "--size", "256", "--iters", "100000000")
			cmd, out, marker := startJob(t, line)
			// Rank 1 serves once it has its process; rank 0 launches by then.
			deadline := time.Now().Add(time.Minute)
			var victim int
			for victim == 0 && time.Now().Before(deadline) {
				if pids := rankProcesses(marker); len(pids) == 3 {
					victim = pids[1]
				}
				time.Sleep(100 * time.Millisecond)
			}
			require.NotZero(t, victim, "the job's ranks did not start:\n%s", out.String())
			time.Sleep(2 * time.Second)
			require.NoError(t, syscall.Kill(victim, syscall.SIGKILL))
			waitJob(t, cmd, out, time.Minute)
			for _, w := range tc.want {
				assert.Contains(t, out.String(), w)
			}
			assert.Empty(t, rankProcesses(marker), "every rank ended")
		})
	}
}

// TestMPIBuildsDiffer starts ranks of two different programs: the start is
// refused with a message naming the rank, and every rank ends.
func TestMPIBuildsDiffer(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	one, other := filepath.Join(dir, "stencil2d"), filepath.Join(dir, "stencil1d")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "stencil2d.cu"), one, "-O2")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "stencil1d.cu"), other, "-O2")
	env := []string{"-x", "MGPU_BACKEND=sim", "-x", "MGPU_DEVICES=2"}
	line := append(append([]string{"-n", "1"}, env...), one, ":")
	line = append(append(append(line, "-n", "2"), env...), other)
	cmd, out, marker := startJob(t, line)
	assert.Error(t, waitJob(t, cmd, out, time.Minute), "a refused start is a failure")
	assert.Contains(t, out.String(), "cudaErrorInitializationError")
	assert.Contains(t, out.String(), "rank 1 runs a different build of the program than rank 0")
	assert.Contains(t, out.String(), "start every rank from the same binary")
	assert.Empty(t, rankProcesses(marker), "every rank ended")
}

// TestMPISharedRuntime runs a program linked with libmgpu.so under
// mpirun: the serving ranks' constructor is the shared library's.
func TestMPISharedRuntime(t *testing.T) {
	require.NoError(t, installErr)
	for _, p := range corpusPrograms(t) {
		if p.name != "stencil2d" {
			continue
		}
		exe := filepath.Join(t.TempDir(), p.name)
		compile(t, p.src, exe, "-O2", "-cudart", "shared")
		checkUnderMPI(t, p, exe, runProgram(t, exe, 1, p.args...).checksum)
		return
	}
	t.Fatal("the corpus has no stencil2d")
}

// TestMPILinkedByMakefile runs under mpirun a program compiled by mgpucc
// -c and linked, as many Makefiles do, by the host's C++ compiler with
// -lcudart from mgpucc's lib64: no runpath leads to lib/, and the runtime
// finds its MPI shim where its install put it.
func TestMPILinkedByMakefile(t *testing.T) {
	require.NoError(t, installErr)
	for _, p := range corpusPrograms(t) {
		if p.name != "stencil2d" {
			continue
		}
		dir := t.TempDir()
		obj, exe := filepath.Join(dir, p.name+".o"), filepath.Join(dir, p.name)
		compile(t, p.src, obj, "-O2", "-c")
		cxx, err := toolchain.ClangXX.Path()
		require.NoError(t, err)
		lib64 := filepath.Join(filepath.Dir(filepath.Dir(mgpucc)), "lib64")
		out, err := exec.Command(cxx, obj, "-o", exe, "-L"+lib64, "-lcudart").CombinedOutput()
		require.NoError(t, err, "%s", out)
		checkUnderMPI(t, p, exe, runProgram(t, exe, 1, p.args...).checksum)
		return
	}
	t.Fatal("the corpus has no stencil2d")
}

// TestMPICUDAStandIn runs a program on the CUDA backend under mpirun, 3
// ranks of 2 GPUs, each rank's libcuda.so.1 the stand-in driver
// (mgpu/cuda/testdata/fakecuda.c, which computes smooth.cu's kernel on
// the host). Megabytes cross the ranks through page-locked buffers, whose
// copies the stand-in runs only once an event orders them: the result is
// bit-identical to one process on one GPU, and at the default size to the
// simulator. With MGPU_MPI_CUDA=1 the same bytes go straight from and
// into the devices' memory (the stand-in's is the host's, which an MPI
// without CUDA takes), staging nothing.
func TestMPICUDAStandIn(t *testing.T) {
	require.NoError(t, installErr)
	dir := standInDriver(t)
	exe := filepath.Join(dir, "smooth")
	compile(t, filepath.Join(standin.Dir(), "smooth.cu"), exe, "-O2")
	onCUDA := func(devices string, args ...string) string {
		cmd := exec.Command(exe, args...)
		cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+dir, "MGPU_BACKEND=cuda", "MGPU_DEVICES="+devices, "MGPU_SPLIT=always")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		require.Contains(t, string(out), "check: PASS")
		m := checksumRE.FindStringSubmatch(string(out))
		require.NotNil(t, m, "%s", out)
		return m[1]
	}
	require.Equal(t, runProgram(t, exe, 1).checksum, onCUDA("0,1"), "the stand-in computes the kernel as the simulator does")

	const n = "8388608" // 32 MiB: a sixth of it (5.6 MB, two messages) crosses each pair of ranks
	want := onCUDA("0", n)
	for _, tc := range []struct {
		mpiCUDA string
		staged  bool // copies between ranks through page-locked buffers
	}{{"auto", true}, {"1", false}} {
		t.Run("MGPU_MPI_CUDA="+tc.mpiCUDA, func(t *testing.T) {
			statsFile, streams := filepath.Join(dir, "stats.json"), filepath.Join(dir, "streams-"+tc.mpiCUDA+".log")
			env := []string{"LD_LIBRARY_PATH=" + dir, "MGPU_BACKEND=cuda", "MGPU_DEVICES=0,1", "MGPU_SPLIT=always",
				"MGPU_STATS=" + statsFile, "MGPU_MPI_CUDA=" + tc.mpiCUDA, "FAKECUDA_LOG=" + streams}
			path, line := mpirun(t, mpiRanks, env, exe, n)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			out, err := exec.CommandContext(ctx, path, line...).CombinedOutput()
			require.NoError(t, err, "mpirun %s\n%s", strings.Join(line, " "), out)
			require.Contains(t, string(out), "check: PASS")
			m := checksumRE.FindStringSubmatch(string(out))
			require.NotNil(t, m, "%s", out)
			assert.Equal(t, want, m[1], "3 ranks of 2 stand-in GPUs against one")
			data, err := os.ReadFile(statsFile)
			require.NoError(t, err)
			var s struct {
				stats
				RankLinks []struct {
					From int   `json:"from_rank"`
					To   int   `json:"to_rank"`
					Peer int64 `json:"peer_bytes"`
				} `json:"rank_links"`
			}
			require.NoError(t, json.Unmarshal(data, &s), "%s", data)
			assert.Equal(t, "cuda", s.Backend)
			assert.Equal(t, 6, s.Devices)
			assert.Equal(t, 6, s.maxDevices())
			between := int64(0)
			for _, l := range s.RankLinks {
				if l.From != l.To {
					between += l.Peer
				}
			}
			assert.Greater(t, between, int64(4<<20), "megabytes between ranks")
			log, err := os.ReadFile(streams)
			require.NoError(t, err)
			staged := strings.Count(string(log), "staged ")
			if tc.staged {
				assert.Positive(t, staged, "copies between ranks through page-locked buffers")
			} else {
				assert.Zero(t, staged, "no copy staged")
			}
		})
	}
}

// ownMPIProgram is a program that is an MPI program itself, one process
// per rank (HeCBench's allreduce): each rank fills an array on its device
// with its rank, and the ranks add their sums with MPI_Allreduce.
const ownMPIProgram = `#include <mpi.h>
#include <cstdio>
__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size, devices;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  cudaGetDeviceCount(&devices);
  const int n = 1000;
  static int h[n];
  int *d;
  cudaMalloc(&d, sizeof h);
  fill<<<(n + 127) / 128, 128>>>(d, n, rank);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long long mine = 0, all = 0;
  for (int i = 0; i < n; i++) mine += h[i];
  MPI_Allreduce(&mine, &all, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
  printf("rank %d of %d: %d device, sum %lld\n", rank, size, devices, all);
  MPI_Finalize();
  return all == (long long)n * size * (size - 1) / 2 ? 0 : 1;
}
`

// TestMPIProgramOfItsOwn: a program that links MPI and calls MPI_Init
// itself runs under mpirun as its nvcc build does: every rank runs main,
// a program of one node on its host's devices (2 simulated ones, one
// device to the program), and the runtime joins no ranks (its own
// MPI_Init would be the second).
func TestMPIProgramOfItsOwn(t *testing.T) {
	require.NoError(t, installErr)
	mpicxx, err := exec.LookPath("mpicxx")
	require.NoError(t, err, "no mpicxx: install libopenmpi-dev (./build.sh does, as root)")
	showme := func(what string) []string {
		out, err := exec.Command(mpicxx, "--showme:"+what).Output()
		require.NoError(t, err, "mpicxx --showme:%s", what)
		return strings.Fields(string(out))
	}
	dir := t.TempDir()
	src, exe := filepath.Join(dir, "ranks.cu"), filepath.Join(dir, "ranks")
	require.NoError(t, os.WriteFile(src, []byte(ownMPIProgram), 0o644))
	args := append(append(append([]string{"-O2"}, showme("compile")...), src, "-o", exe), showme("link")...)
	out, err := exec.Command(mgpucc, args...).CombinedOutput()
	require.NoError(t, err, "mgpucc %s\n%s", strings.Join(args, " "), out)

	path, line := mpirun(t, mpiRanks, []string{"MGPU_BACKEND=sim", "MGPU_DEVICES=2"}, exe)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err = exec.CommandContext(ctx, path, line...).CombinedOutput()
	require.NoError(t, err, "mpirun %s\n%s", strings.Join(line, " "), out)
	for r := range mpiRanks {
		require.Contains(t, string(out), fmt.Sprintf("rank %d of %d: 1 device, sum 3000\n", r, mpiRanks))
	}
}
