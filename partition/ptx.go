package partition

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"mgpucc/internal/toolchain"
)

// EmitPTX compiles NVPTX LLVM IR text to PTX for arch (sm_XX; empty means
// toolchain.DefaultArch) with llc, and checks it with CheckPTX. llc's
// diagnostics are in the error.
func EmitPTX(irText, arch string) (string, error) {
	if arch == "" {
		arch = toolchain.DefaultArch
	}
	dir, err := os.MkdirTemp("", "mgpucc-ptx-")
	if err != nil {
		return "", fmt.Errorf("partition: %w", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "partitioned.ll")
	if err := os.WriteFile(in, []byte(irText), 0o644); err != nil {
		return "", fmt.Errorf("partition: %w", err)
	}
	// -dwarf-directory=false: llc-14 writes DWARF 5's `.file N "dir"
	// "name"`, which ptxas and the driver's JIT refuse; one joined path is
	// the form they read, and it keeps the line information.
	ptx, stderr, err := toolchain.Run(toolchain.LLC, "-march=nvptx64", "-mcpu="+arch, "-mattr="+toolchain.PTXFeature(arch),
		"-O2", "-dwarf-directory=false", in, "-o", "-")
	if err != nil {
		return "", fmt.Errorf("partition: compiling the partitioned module to PTX: %w", err)
	}
	if msg := strings.TrimSpace(stderr); msg != "" {
		// llc only warns about an unknown processor and about invalid debug
		// info (which it then drops): both mean the PTX is not what was
		// asked for.
		if strings.Contains(msg, "not a recognized processor") {
			msg += "\nllc-14 knows GPU architectures up to sm_86: use -arch=sm_80 or lower (newer GPUs JIT-compile its PTX)"
		}
		return "", fmt.Errorf("partition: llc -mcpu=%s: %s", arch, msg)
	}
	if err := CheckPTX(ptx); err != nil {
		return "", fmt.Errorf("partition: llc wrote PTX the CUDA driver would refuse (a bug in mgpucc: please report it): %w", err)
	}
	return ptx, nil
}
