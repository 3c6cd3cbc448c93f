package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
)

// ptxasTargets are the PTX builds checked and the GPUs ptxas assembles
// each for: the default sm_70 PTX is what a newer GPU's driver JITs (an
// H100 JITs it for sm_90), sm_80 the Ampere build, and -arch=sm_90 gives
// clang-14's newest, sm_86, for the H100.
var ptxasTargets = []struct {
	arch   string   // mgpucc -arch
	gpuFor []string // ptxas -arch
}{
	{"sm_70", []string{"sm_70", "sm_90"}},
	{"sm_80", []string{"sm_80"}},
	{"sm_90", []string{"sm_90"}},
}

// TestPTXAssembles: NVIDIA's ptxas assembles the PTX mgpucc writes
// (every kernel and its partitioned clone, with line information) for
// every example and corpus program. The simulator and the stand-in driver
// never read PTX; ptxas refuses what the driver's JIT refuses. In CI
// (CI set) a missing ptxas fails the test: build.sh fetches it there.
func TestPTXAssembles(t *testing.T) {
	require.NoError(t, installErr)
	ptxas := needPTXAS(t)
	progs := append(examplePrograms(), corpusPrograms(t)...)
	for _, target := range ptxasTargets {
		for _, p := range progs {
			t.Run(target.arch+"/"+p.name, func(t *testing.T) {
				t.Parallel()
				ptx := filepath.Join(t.TempDir(), p.name+".ptx")
				compile(t, p.src, ptx, "-O3", "-ptx", "-arch="+target.arch)
				for _, gpu := range target.gpuFor {
					out, err := exec.Command(ptxas, "-arch="+gpu, ptx, "-o", os.DevNull).CombinedOutput()
					require.NoError(t, err, "ptxas -arch=%s on mgpucc -arch=%s's PTX of %s:\n%s", gpu, target.arch, p.src, out)
				}
			})
		}
	}
}

// needPTXAS returns NVIDIA's ptxas, and ends a test without it: in CI (CI
// set) as a failure, since build.sh fetches it there.
func needPTXAS(t *testing.T) string {
	t.Helper()
	ptxas, err := toolchain.PTXAS.Path()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs NVIDIA's ptxas (scripts/nvidia-tools.sh fetches it): %v", err)
		}
		t.Skipf("no ptxas (scripts/nvidia-tools.sh fetches it): %v", err)
	}
	return ptxas
}

// TestNVCCUnroll: the kernels that run have their loops of a run-time
// trip count unrolled 4 times as nvcc unrolls them (toolchain.NVCCUnroll):
// n-body's interaction loop, whose rolled form was 7.5 % slower than
// nvcc's build on an H100, holds four square roots per trip and one in its
// remainder loop.
func TestNVCCUnroll(t *testing.T) {
	require.NoError(t, installErr)
	ptx := filepath.Join(t.TempDir(), "nbody.ptx")
	compile(t, filepath.Join(RepoRoot(), "examples", "nbody", "nbody.cu"), ptx, "-O3", "-ptx")
	text, err := os.ReadFile(ptx)
	require.NoError(t, err)
	for _, entry := range []string{"_Z11nbody_accelP6float4PKS_if", "_Z11nbody_accelP6float4PKS_if__mgpu"} {
		body := regexp.MustCompile(`(?s)\.entry ` + regexp.QuoteMeta(entry) + `\(.*?\n}\n`).FindString(string(text))
		require.NotEmpty(t, body, "entry %s", entry)
		assert.Equal(t, 5, strings.Count(body, "sqrt.rn.f32"), "%s: four in the unrolled loop, one in its remainder", entry)
	}
}
