// Package e2e is mgpucc's end-to-end suite: it builds an install with
// ./build.sh, compiles the examples and the corpus of testdata/e2e with
// mgpucc, and runs them on 1 to 16 simulated GPUs (e2e_test.go).
package e2e

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"runtime"
)

// RepoRoot is the mgpucc source tree.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(file))
}

// Install builds a complete mgpucc install (bin/mgpucc, include/, lib/)
// in dir with `./build.sh install`, the layout users get, and returns the
// path of its mgpucc.
func Install(dir string) (string, error) {
	cmd := exec.Command("bash", filepath.Join(RepoRoot(), "build.sh"), "install", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("./build.sh install %s: %w\n%s", dir, err, out)
	}
	return filepath.Join(dir, "bin", "mgpucc"), nil
}
