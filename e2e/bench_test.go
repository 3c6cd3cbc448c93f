package e2e

import (
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"mgpucc/internal/toolchain"
)

// BenchmarkCompileTime reports mgpucc's compile time over a plain clang
// CUDA compile of the same example (target: at most 1.3x). The plain
// compile is what `clang-14 -x cuda -c` does without a CUDA SDK: device
// code to PTX, then host code to an object (ptxas and fatbinary need the
// SDK; mgpucc runs neither). Both sides use -O2 and -c. Each time is the
// best of b.N compiles; scripts/compile-bench.sh prints the table.
func BenchmarkCompileTime(b *testing.B) {
	if installErr != nil {
		b.Fatal(installErr)
	}
	clang, err := toolchain.Clang.Path()
	if err != nil {
		b.Fatal(err)
	}
	include := filepath.Join(RepoRoot(), "include")
	for _, name := range []string{"hotspot", "matmul", "nbody"} {
		b.Run(name, func(b *testing.B) {
			src := filepath.Join(RepoRoot(), "examples", name, name+".cu")
			dir := b.TempDir()
			common := []string{"-x", "cuda", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_70", "-O2",
				"-Xclang", "-target-sdk-version=11.0", "-isystem", include, "-include", "cuda_runtime.h"}
			plain := [][]string{
				append(append([]string{clang, "--cuda-device-only", "-S"}, common...), src, "-o", filepath.Join(dir, "plain.ptx")),
				append(append([]string{clang, "--cuda-host-only", "-c"}, common...), src, "-o", filepath.Join(dir, "plain.o")),
			}
			ours := [][]string{{mgpucc, "-O2", "-c", src, "-o", filepath.Join(dir, "mgpucc.o")}}
			var bestPlain, bestOurs time.Duration
			for i := 0; i < b.N; i++ {
				bestPlain = fastest(b, bestPlain, plain)
				bestOurs = fastest(b, bestOurs, ours)
			}
			b.ReportMetric(bestPlain.Seconds(), "clang-s")
			b.ReportMetric(bestOurs.Seconds(), "mgpucc-s")
			b.ReportMetric(bestOurs.Seconds()/bestPlain.Seconds(), "ratio")
		})
	}
}

// fastest runs the commands one after the other and returns the smaller
// of best (0: none yet) and the time they took.
func fastest(b *testing.B, best time.Duration, cmds [][]string) time.Duration {
	start := time.Now()
	for _, argv := range cmds {
		if out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput(); err != nil {
			b.Fatalf("%v: %v\n%s", argv, err, out)
		}
	}
	if d := time.Since(start); best == 0 || d < best {
		return d
	}
	return best
}
