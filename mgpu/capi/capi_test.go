package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/mgpu"
	"mgpucc/model"
)

var (
	libOnce sync.Once
	libDir  string
	libErr  error
)

// library builds lib/libmgpu.a as build.sh does, once per test run.
func library(t *testing.T) string {
	libOnce.Do(func() {
		libDir, libErr = os.MkdirTemp("", "mgpu-capi-test")
		if libErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-buildmode=c-archive", "-o", filepath.Join(libDir, "libmgpu.a"), "mgpucc/mgpu/capi")
		out, err := cmd.CombinedOutput()
		if err != nil {
			libErr = &exec.ExitError{Stderr: out}
		}
	})
	require.NoError(t, libErr)
	return filepath.Join(libDir, "libmgpu.a")
}

// buildProgram compiles a CUDA source the way mgpucc does for a hand port
// (device IR into a container, host pass embedding it, link with the
// runtime) and returns the executable.
func buildProgram(t *testing.T, src string) string {
	lib := library(t)
	mgpuDir, err := filepath.Abs("..")
	require.NoError(t, err)
	ir, err := toolchain.CompileDeviceIR(src, "", "-O2", "-I", mgpuDir)
	require.NoError(t, err)
	dir := t.TempDir()
	container := filepath.Join(dir, "container.bin")
	c := &model.Container{Model: []byte(`{"version":1,"kernels":[]}`), IR: []byte(ir), Arch: toolchain.DefaultArch}
	require.NoError(t, os.WriteFile(container, c.Encode(), 0o644))
	clangxx, err := toolchain.ClangXX.Path()
	require.NoError(t, err)
	obj, exe := filepath.Join(dir, "prog.o"), filepath.Join(dir, "prog")
	run(t, clangxx, "-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "-Xclang", "-target-sdk-version=11.0",
		"-isystem", toolchain.IncludeDir(), "-I", mgpuDir, "-Xclang", "-fcuda-include-gpubinary", "-Xclang", container,
		"-O2", "-c", src, "-o", obj)
	run(t, clangxx, obj, lib, "-lpthread", "-ldl", "-o", exe)
	return exe
}

func run(t *testing.T, name string, args ...string) {
	out, err := exec.Command(name, args...).CombinedOutput()
	require.NoError(t, err, "%s %s\n%s", name, strings.Join(args, " "), out)
}

// execute runs a program with extra environment; it returns stdout,
// stderr and the exit code.
func execute(t *testing.T, exe string, env ...string) (string, string, int) {
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return stdout.String(), stderr.String(), code
}

func TestMain(m *testing.M) {
	code := m.Run()
	if libDir != "" {
		os.RemoveAll(libDir)
	}
	os.Exit(code)
}

func TestHandPortExample(t *testing.T) {
	exe := buildProgram(t, "../../examples/handport/handport.cu")
	for _, n := range []string{"1", "2", "3", "4", "8", "16"} {
		stats := filepath.Join(t.TempDir(), "stats.json")
		out, errOut, code := execute(t, exe, "MGPU_BACKEND=sim", "MGPU_DEVICES="+n, "MGPU_STATS="+stats)
		require.Equal(t, 0, code, "%s devices: %s%s", n, out, errOut)
		require.Contains(t, out, "handport: OK")
		data, err := os.ReadFile(stats)
		require.NoError(t, err)
		var st mgpu.Stats
		require.NoError(t, json.Unmarshal(data, &st))
		require.Equal(t, "sim", st.Backend)
		require.Len(t, st.Kernels, 1)
		k := st.Kernels[0]
		require.Equal(t, "smooth_permute", k.Name)
		require.Equal(t, int64(8), k.Launches)
		if n == "1" {
			require.Equal(t, "none", k.Split)
			require.Zero(t, k.Peer)
		} else {
			require.Equal(t, "y", k.Split, "%s devices", n)
			require.Positive(t, k.Peer)
		}
		require.Equal(t, int64(150*48*4+48*4), st.Totals.H2D)
		require.Equal(t, int64(150*48*4), st.Totals.D2H)
	}
}

func TestAPI(t *testing.T) {
	exe := buildProgram(t, "testdata/api.cu")
	for _, n := range []string{"1", "3"} {
		out, errOut, code := execute(t, exe, "MGPU_BACKEND=sim", "MGPU_DEVICES="+n, "MGPU_QUIET=1")
		require.Equal(t, 0, code, "%s devices: %s%s", n, out, errOut)
		require.Contains(t, out, "api: OK")
	}
	// Without MGPU_QUIET every error comes with a message on stderr, the
	// kernel's fault once, not again by each later call returning it.
	_, errOut, _ := execute(t, exe, "MGPU_BACKEND=sim", "MGPU_DEVICES=2")
	require.Contains(t, errOut, "cudaErrorInvalidDevicePointer")
	require.Contains(t, errOut, "kernel nodesc has no descriptor")
	require.Equal(t, 1, strings.Count(errOut, "cudaErrorIllegalAddress"), errOut)
}

func TestBadConfiguration(t *testing.T) {
	exe := buildProgram(t, "testdata/api.cu")
	for _, env := range [][]string{
		{"MGPU_DEVICES=abc"},
		{"MGPU_DEVICES=65"},
		{"MGPU_DEVICES=0,x"},
		{"MGPU_BACKEND=quantum"},
		{"MGPU_DEBUG=fast"},
	} {
		out, errOut, code := execute(t, exe, env[0], "MGPU_BACKEND="+backendOf(env))
		require.NotEqual(t, 0, code, "%v", env)
		require.Contains(t, out, "returned cudaErrorInitializationError", "%v", env)
		require.Contains(t, errOut, strings.SplitN(env[0], "=", 2)[0], "%v: the message names the variable", env)
		require.Equal(t, 1, strings.Count(errOut, "\n"), "%v: reported once", env)
	}
}

func backendOf(env []string) string {
	for _, e := range env {
		if v, ok := strings.CutPrefix(e, "MGPU_BACKEND="); ok {
			return v
		}
	}
	return "sim"
}

func TestTraceFile(t *testing.T) {
	exe := buildProgram(t, "../../examples/handport/handport.cu")
	trace := filepath.Join(t.TempDir(), "trace.json")
	out, errOut, code := execute(t, exe, "MGPU_BACKEND=sim", "MGPU_DEVICES=3", "MGPU_TRACE="+trace)
	require.Equal(t, 0, code, out+errOut)
	data, err := os.ReadFile(trace)
	require.NoError(t, err)
	var tf struct {
		TraceEvents []struct {
			Name string         `json:"name"`
			Cat  string         `json:"cat"`
			Ph   string         `json:"ph"`
			TID  int            `json:"tid"`
			Args map[string]any `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &tf))
	// A part may launch as its interior and its boundary (halo copies
	// beside): launches are counted by their number in the program.
	launches := map[int]map[any]bool{}
	peer := 0
	for _, e := range tf.TraceEvents {
		switch e.Cat {
		case "kernel":
			if launches[e.TID] == nil {
				launches[e.TID] = map[any]bool{}
			}
			launches[e.TID][e.Args["launch"]] = true
		case "copy":
			require.Positive(t, e.Args["bytes"])
			if e.Name == "peer copy" {
				peer++
			}
		}
	}
	kernels := map[int]int{}
	for tid, ls := range launches {
		kernels[tid] = len(ls)
	}
	require.Equal(t, map[int]int{0: 8, 1: 8, 2: 8}, kernels)
	require.Positive(t, peer)
}

// TestHeaderLanguages compiles mgpu.h as C and as plain C++ (the CUDA mode
// is what the other tests build).
func TestHeaderLanguages(t *testing.T) {
	mgpuDir, err := filepath.Abs("..")
	require.NoError(t, err)
	src := filepath.Join(t.TempDir(), "use.c")
	require.NoError(t, os.WriteFile(src, []byte(`#include "mgpu.h"
int use(void) {
  void *p = 0;
  cudaStream_t s = 0;
  return __mgpuMalloc(&p, 16) + __mgpuMemcpyAsync(p, p, 0, cudaMemcpyDefault, s) + __mgpuGetDeviceCount(0);
}
`), 0o644))
	clang, err := toolchain.Clang.Path()
	require.NoError(t, err)
	run(t, clang, "-fsyntax-only", "-Wall", "-Werror", "-std=c99", "-I", mgpuDir, "-I", toolchain.IncludeDir(), src)
	run(t, clang, "-x", "c++", "-fsyntax-only", "-Wall", "-Werror", "-std=c++11", "-I", mgpuDir, "-I", toolchain.IncludeDir(), src)
}
