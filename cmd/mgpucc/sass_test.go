package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/mgpu/cuda/standin"
	"mgpucc/model"
)

// TestCompileMachineCode: -arch=sm_XX, -code's and -gencode's sm_XX give
// the container NVIDIA's machine code for each, made by ptxas from the
// PTX (every kernel and its partitioned clone); -Xptxas reaches ptxas; an
// architecture ptxas knows nothing of is a warning, the PTX still there
// for the driver; compute_XX alone asks for none. In CI (CI set) a
// missing ptxas fails the test: build.sh fetches it there.
func TestCompileMachineCode(t *testing.T) {
	if _, err := toolchain.PTXAS.Path(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs NVIDIA's ptxas (scripts/nvidia-tools.sh fetches it): %v", err)
		}
		t.Skipf("no ptxas (scripts/nvidia-tools.sh fetches it): %v", err)
	}
	obj := filepath.Join(t.TempDir(), "scale.o")
	_, stderr, status := mgpucc(t, "-c", "-O2", "-arch=compute_80", "-code=sm_90,compute_80,sm_99", "-gencode=arch=compute_80,code=sm_80", "-Xptxas", "-v",
		testdata(t, "scale.cu"), "-o", obj)
	require.Equal(t, 0, status, stderr)
	assert.Contains(t, stderr, "mgpucc: warning: no sm_99 machine code for "+testdata(t, "scale.cu")+
		": the driver compiles its PTX at the program's first run instead; ptxas said:\n  ptxas")
	assert.Contains(t, stderr, "ptxas info    : Compiling entry function '_Z5scalePfi' for 'sm_90'", "-Xptxas -v")
	data, err := os.ReadFile(obj)
	require.NoError(t, err)
	c := containerIn(t, data)
	assert.Equal(t, "sm_80", c.Arch, "the PTX for the oldest GPU named")
	var archs []string
	for _, s := range c.SASS {
		archs = append(archs, s.Arch)
		// An ELF file for NVIDIA's CUDA machine (EM_CUDA, 190), whose
		// e_version Go's debug/elf refuses to read.
		require.Greater(t, len(s.Cubin), 64, s.Arch)
		assert.Equal(t, elf.ELFMAG, string(s.Cubin[:4]), s.Arch)
		assert.Equal(t, elf.EM_CUDA, elf.Machine(binary.LittleEndian.Uint16(s.Cubin[18:])), s.Arch)
		for _, name := range []string{"_Z5scalePfi\x00", "_Z5scalePfi__mgpu\x00"} {
			assert.True(t, bytes.Contains(s.Cubin, []byte(name)), "%s has %q", s.Arch, name)
		}
	}
	assert.Equal(t, []string{"sm_90", "sm_80"}, archs)

	_, stderr, status = mgpucc(t, "-c", "-O2", "-gencode", "arch=compute_80,code=compute_80", testdata(t, "scale.cu"), "-o", obj)
	require.Equal(t, 0, status, stderr)
	data, err = os.ReadFile(obj)
	require.NoError(t, err)
	assert.Empty(t, containerIn(t, data).SASS, "PTX alone")
	assert.Empty(t, stderr)
}

// TestNativeArch: -arch=native builds for the GPUs the driver lists, as
// nvcc does: on the stand-in driver's 9.0 and 8.6, sm_86's PTX and (with
// ptxas) machine code for both; without a driver, a warning and the
// default architecture.
func TestNativeArch(t *testing.T) {
	dir := t.TempDir()
	_, err := standin.Build(dir, "libcuda.so.1")
	require.NoError(t, err)
	obj := filepath.Join(dir, "scale.o")
	container := func(env []string) (*model.Container, string) {
		_, stderr, status := driverProcess(t, dir, env, "-arch=native", "-O2", "-c", testdata(t, "scale.cu"), "-o", obj)
		require.Equal(t, 0, status, stderr)
		data, err := os.ReadFile(obj)
		require.NoError(t, err)
		return containerIn(t, data), stderr
	}
	c, _ := container([]string{"LD_LIBRARY_PATH=" + dir})
	assert.Equal(t, "sm_86", c.Arch)
	if _, err := toolchain.PTXAS.Path(); err == nil {
		var archs []string
		for _, s := range c.SASS {
			archs = append(archs, s.Arch)
		}
		assert.Equal(t, []string{"sm_86", "sm_90"}, archs)
	}

	// This machine's own driver, if any.
	archs, err := gpuArchs()
	c, stderr := container(nil)
	if err != nil {
		assert.Contains(t, stderr, "mgpucc: warning: -arch=native: no GPU found here (no CUDA driver library libcuda.so.1): building for sm_70")
		assert.Equal(t, "sm_70", c.Arch)
	} else {
		assert.Equal(t, archs[0], c.Arch)
	}
}
