package partition

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ptxMinISA is the oldest PTX ISA version (major*10 + minor) that may
// target each architecture: the driver's JIT refuses an older .version
// with a newer .target, which ptxas of a newer toolkit may accept.
var ptxMinISA = map[int]int{
	30: 31, 32: 40, 35: 31, 37: 41, 50: 40, 52: 41, 53: 42,
	60: 50, 61: 50, 62: 50, 70: 60, 72: 61, 75: 63, 80: 70, 86: 71,
}

// ptxMaxISA is the newest PTX ISA version toolchain.PTXFeature asks llc
// for (7.1, for sm_80 and newer): drivers from CUDA 11.1 on JIT it.
const ptxMaxISA = 71

var (
	ptxVersionRE = regexp.MustCompile(`^\.version\s+(\d+)\.(\d+)\s*$`)
	ptxTargetRE  = regexp.MustCompile(`^\.target\s+sm_(\d+)\b`)
	// ptxFileRE is the one form of .file ptxas reads: a number and one
	// string, optionally a timestamp and a size. llc-14 writes DWARF 5's
	// directory and name as two strings unless told otherwise.
	ptxFileRE = regexp.MustCompile(`^\.file\s+\d+\s+"(?:[^"\\]|\\.)*"(?:\s*,\s*\d+\s*,\s*\d+)?\s*$`)
)

// CheckPTX checks what the CUDA driver's PTX JIT would refuse in a module
// that llc wrote: its header (.version for the .target, .address_size 64)
// and its .file directives. It reads only directives; NVIDIA's ptxas
// checks the rest in the tests (e2e TestPTXAssembles).
func CheckPTX(ptx string) error {
	version, target := -1, -1
	addressSize := false
	// Lines of any length: a constant array's initializer is one line
	// (a Sobol generator's direction numbers: over a megabyte).
	for i, text := range strings.Split(ptx, "\n") {
		line := i + 1
		text = strings.TrimSpace(text)
		switch {
		case strings.HasPrefix(text, ".version"):
			m := ptxVersionRE.FindStringSubmatch(text)
			if m == nil {
				return fmt.Errorf("PTX line %d: %q is no .version directive", line, text)
			}
			major, _ := strconv.Atoi(m[1])
			minor, _ := strconv.Atoi(m[2])
			version = major*10 + minor
		case strings.HasPrefix(text, ".target"):
			m := ptxTargetRE.FindStringSubmatch(text)
			if m == nil {
				return fmt.Errorf("PTX line %d: %q names no sm_XX target", line, text)
			}
			target, _ = strconv.Atoi(m[1])
		case strings.HasPrefix(text, ".address_size"):
			if strings.Fields(text)[len(strings.Fields(text))-1] != "64" {
				return fmt.Errorf("PTX line %d: %q: the runtime passes 64-bit pointers", line, text)
			}
			addressSize = true
		case strings.HasPrefix(text, ".file"):
			if !ptxFileRE.MatchString(text) {
				return fmt.Errorf("PTX line %d: %q: the driver reads only `.file N \"path\"`", line, text)
			}
		}
	}
	switch {
	case version < 0 || target < 0:
		return fmt.Errorf("PTX without a .version and a .target directive")
	case !addressSize:
		return fmt.Errorf("PTX without .address_size 64")
	}
	low, ok := ptxMinISA[target]
	if !ok {
		return fmt.Errorf("PTX for sm_%d, an architecture mgpucc does not know", target)
	}
	if version < low {
		return fmt.Errorf("PTX ISA %d.%d for sm_%d: the driver needs %d.%d or newer there", version/10, version%10, target, low/10, low%10)
	}
	if version > ptxMaxISA {
		return fmt.Errorf("PTX ISA %d.%d: newer than the %d.%d mgpucc's runtime is documented to need", version/10, version%10, ptxMaxISA/10, ptxMaxISA%10)
	}
	return nil
}
