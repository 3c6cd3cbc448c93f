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

// TestRelocatableDeviceCode builds testdata/e2e/rdc, whose kernel calls a
// __device__ function and reads a __device__ and a __constant__ variable
// of another file, the ways relocatable device code is built: -dc for
// each file, then mgpucc's link (HeCBench's Makefiles), also of objects
// joined by ld -r and of an archive of them; -rdc=true in one
// command; and CMake's separable compilation, -dc, mgpucc -dlink and the
// link by g++ against the install's -lcudart. Each program runs split,
// the same on 1 and 3 devices. The objects linked by g++ without their
// device link stop at the first use of their device code, saying so.
// The first also runs under mpirun.
func TestRelocatableDeviceCode(t *testing.T) {
	require.NoError(t, installErr)
	dir := t.TempDir()
	src := filepath.Join(RepoRoot(), "testdata", "e2e", "rdc")
	run := func(tool string, args ...string) {
		cmd := exec.Command(tool, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s %s: %s", tool, strings.Join(args, " "), out)
	}
	objs := []string{"main.o", "kern.o", "dev.o"}
	var sources []string
	for _, o := range objs {
		cu := filepath.Join(src, strings.TrimSuffix(o, ".o")+".cu")
		run(mgpucc, "-dc", "-O2", cu, "-o", o)
		sources = append(sources, cu)
	}
	// -arch=sm_70: ptxas, where found (in CI), makes the linked PTX's
	// machine code, and would stop the link on PTX it refuses.
	run(mgpucc, append(objs, "-arch=sm_70", "-o", "separate")...)
	// A relocatable link of two objects keeps both files' device code.
	run("ld", "-r", "kern.o", "dev.o", "-o", "merged.o")
	run(mgpucc, "main.o", "merged.o", "-o", "merged")
	// So does an archive of them (CMake's static libraries).
	run("ar", "rcs", "libdev.a", "kern.o", "dev.o")
	run(mgpucc, "main.o", "libdev.a", "-o", "archived")
	run(mgpucc, append(append([]string{"-rdc=true", "-O2"}, sources...), "-o", "together")...)
	// CMake's device link command, with its flags.
	run(mgpucc, append(append([]string{"-Xcompiler=-fPIC", "-Wno-deprecated-gpu-targets", "-shared", "-dlink"}, objs...), "-o", "dlink.o")...)
	cudaLib := "-L" + filepath.Join(filepath.Dir(filepath.Dir(mgpucc)), "lib64")
	run("g++", append(objs, "dlink.o", "-o", "byhost", cudaLib, "-lcudart")...)
	for _, name := range []string{"separate", "merged", "archived", "together", "byhost"} {
		exe := filepath.Join(dir, name)
		one, three := runProgram(t, exe, 1), runProgram(t, exe, 3)
		assert.Equal(t, one.checksum, three.checksum, name)
		assert.Equal(t, 3, three.stats.maxDevices(), "%s: the linked kernel is split", name)
		if name == "separate" {
			checkUnderMPI(t, program{name: "rdc", expect: map[string]string{"blend": "split x"}}, exe, one.checksum)
		}
	}

	run("g++", append(objs, "-o", "unlinked", cudaLib, "-lcudart")...)
	cmd := exec.Command(filepath.Join(dir, "unlinked"))
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", "MGPU_DEVICES=2")
	out, err := cmd.CombinedOutput()
	require.Error(t, err, "%s", out)
	assert.Contains(t, string(out), "mgpu: the program holds relocatable device code (compiled with -rdc or -dc) but not its device link", "%s", out)
}
