// Package standin builds mgpu/cuda's stand-in CUDA driver for tests that
// run the CUDA backend without a GPU: testdata/fakecuda.c, two fake GPUs
// (a 9.0 and an 8.6) in host memory that compute testdata/smooth.cu's
// kernel on the host.
package standin

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// Dir is the folder of fakecuda.c and smooth.cu.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(filepath.Dir(file)), "testdata")
}

// Build compiles the stand-in with $CC (else cc) into dir/name, which a
// dlopen of that path, or of libcuda.so.1 with LD_LIBRARY_PATH=dir when
// name is libcuda.so.1, loads, and returns its path.
func Build(dir, name string) (string, error) {
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	lib := filepath.Join(dir, name)
	if out, err := exec.Command(cc, "-shared", "-fPIC", "-o", lib, filepath.Join(Dir(), "fakecuda.c")).CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the stand-in CUDA driver: %w\n%s", err, out)
	}
	return lib, nil
}
