// Package toolchain finds the external tools mgpucc drives (clang-14,
// clang++-14, opt-14, llc-14, objcopy, ld) in one place and runs the
// device-side compile that the driver and the tests of every stage share.
package toolchain

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Tool names an external program and how to find it.
type Tool struct {
	Name       string   // what the error messages call it
	EnvVar     string   // overrides the search when set
	Candidates []string // tried in order on PATH and in the LLVM 14 bin folder
	Package    string   // the Debian package that provides it
}

// The tools. clang-14 is pinned: llir/llvm reads only typed-pointer IR,
// and clang 15+ emits opaque pointers.
var (
	Clang   = Tool{"clang", "MGPU_CLANG", []string{"clang-14", "/usr/lib/llvm-14/bin/clang"}, "clang-14"}
	ClangXX = Tool{"clang++", "MGPU_CLANGXX", []string{"clang++-14", "/usr/lib/llvm-14/bin/clang++"}, "clang-14"}
	LLC     = Tool{"llc", "MGPU_LLC", []string{"llc-14", "/usr/lib/llvm-14/bin/llc"}, "llvm-14"}
	Opt     = Tool{"opt", "MGPU_OPT", []string{"opt-14", "/usr/lib/llvm-14/bin/opt"}, "llvm-14"}
	// The device link of relocatable device code (-rdc, -dc) joins the
	// files' bitcode, and lists each file's symbols first.
	LLVMLink = Tool{"llvm-link", "MGPU_LLVM_LINK", []string{"llvm-link-14", "/usr/lib/llvm-14/bin/llvm-link"}, "llvm-14"}
	LLVMNM   = Tool{"llvm-nm", "MGPU_LLVM_NM", []string{"llvm-nm-14", "/usr/lib/llvm-14/bin/llvm-nm"}, "llvm-14"}
	// GNU objcopy first: llvm-objcopy-14's --update-section loses the
	// section symbol of the updated section in objects with COMDAT groups
	// (C++ templates with exception tables), which then fail to link.
	ObjCopy = Tool{"objcopy", "MGPU_OBJCOPY", []string{"objcopy", "llvm-objcopy-14", "/usr/lib/llvm-14/bin/llvm-objcopy"}, "binutils"}
	// The linker itself, for relocatable links (-c with enumerators):
	// clang++ -r would only start it, 30 ms later.
	LD = Tool{"ld", "MGPU_LD", []string{"ld", "ld.lld-14", "/usr/lib/llvm-14/bin/ld.lld"}, "binutils"}
	// NVIDIA's assembler makes the machine code -arch=sm_XX asks for
	// (where it is missing the compile ships PTX alone) and checks the
	// PTX in the tests: a CUDA SDK's, else the one scripts/nvidia-tools.sh
	// extracts from Debian's non-free nvidia-cuda-toolkit.
	PTXAS = Tool{"ptxas", "MGPU_PTXAS", []string{"ptxas", "/usr/local/cuda/bin/ptxas", filepath.Join(NVIDIAToolsDir(), "ptxas")},
		"nvidia-cuda-toolkit (non-free; scripts/nvidia-tools.sh extracts its ptxas without installing it)"}
)

// NVIDIAToolsDir is where scripts/nvidia-tools.sh puts NVIDIA's tools:
// $MGPU_NVIDIA_TOOLS, else mgpucc/nvidia-tools in the user's cache folder.
func NVIDIAToolsDir() string {
	if v := os.Getenv("MGPU_NVIDIA_TOOLS"); v != "" {
		return v
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "mgpucc", "nvidia-tools")
}

var (
	cacheMu    sync.Mutex
	cache      = map[string]string{}
	includeDir string    // set by SetIncludeDir
	trace      io.Writer // set by SetTrace
)

// Path returns the absolute path of the tool, or an error that lists every
// name tried and the package to install.
func (t Tool) Path() (string, error) {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if p, ok := cache[t.Name]; ok {
		return p, nil
	}
	var tried []string
	if v := os.Getenv(t.EnvVar); v != "" {
		p, err := exec.LookPath(v)
		if err != nil {
			return "", fmt.Errorf("%s=%s: %w", t.EnvVar, v, err)
		}
		cache[t.Name] = p
		return p, nil
	}
	for _, c := range t.Candidates {
		tried = append(tried, c)
		if p, err := exec.LookPath(c); err == nil {
			cache[t.Name] = p
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found (tried %s, and $%s is not set): install the Debian package %s (./build.sh does it when run as root) or set %s to its path",
		t.Name, strings.Join(tried, ", "), t.EnvVar, t.Package, t.EnvVar)
}

// IncludeDir is the folder of mgpucc's own CUDA headers: $MGPU_INCLUDE,
// else what the driver set from its install location (SetIncludeDir), else
// <repo>/include of the source tree.
func IncludeDir() string {
	if v := os.Getenv("MGPU_INCLUDE"); v != "" {
		return v
	}
	cacheMu.Lock()
	dir := includeDir
	cacheMu.Unlock()
	if dir != "" {
		return dir
	}
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "include")
}

// SetIncludeDir sets the folder of mgpucc's CUDA headers; the driver calls
// it with <install>/include.
func SetIncludeDir(dir string) {
	cacheMu.Lock()
	includeDir = dir
	cacheMu.Unlock()
}

// SetTrace makes every later command this package runs print its command
// line to w first (mgpucc -v); nil turns it off.
func SetTrace(w io.Writer) {
	cacheMu.Lock()
	trace = w
	cacheMu.Unlock()
}

// Run runs the tool with args and returns its stdout and stderr. On
// failure the error holds stderr (clang's diagnostics) and the exit status.
func Run(t Tool, args ...string) (stdout, stderr string, err error) {
	return RunInput(t, "", args...)
}

// RunInput is Run with stdin as the tool's standard input.
func RunInput(t Tool, stdin string, args ...string) (stdout, stderr string, err error) {
	path, err := t.Path()
	if err != nil {
		return "", "", err
	}
	cacheMu.Lock()
	w := trace
	cacheMu.Unlock()
	if w != nil {
		fmt.Fprintf(w, "#$ %s\n", shellQuote(append([]string{path}, args...)))
	}
	cmd := exec.Command(path, args...)
	var out, errOut bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = strings.NewReader(stdin), &out, &errOut
	if err := cmd.Run(); err != nil {
		return out.String(), errOut.String(), &ToolError{Tool: t.Name, Stderr: errOut.String(), Err: err}
	}
	return out.String(), errOut.String(), nil
}

// ToolError is a tool that ran and failed. Stderr holds its diagnostics
// (clang's are already "file:line:col: error: ..."), so a driver can show
// them as they are.
type ToolError struct {
	Tool   string
	Stderr string
	Err    error // the exit status
}

func (e *ToolError) Error() string { return e.Stderr + e.Tool + ": " + e.Err.Error() }

func (e *ToolError) Unwrap() error { return e.Err }

// shellQuote joins argv so that it can be pasted into a shell.
func shellQuote(argv []string) string {
	quoted := make([]string, len(argv))
	for i, a := range argv {
		if a != "" && strings.Trim(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=+./,:@%") == "" {
			quoted[i] = a
		} else {
			quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return strings.Join(quoted, " ")
}

// DefaultArch is the GPU architecture when the user names none: old enough
// that every current driver JITs its PTX.
const DefaultArch = "sm_70"

// NewestArch is the newest architecture clang-14 compiles for: a newer one
// (sm_89, sm_90) gets sm_86 code, whose PTX the driver JITs for it.
const NewestArch = 86

// PTXFeature is the PTX ISA version the device code targets, as a target
// feature: without a CUDA SDK clang-14 assumes an old one, too old for the
// warp-synchronous intrinsics (__shfl_sync & co. need PTX 6.0); sm_8x needs
// PTX 7.0 or newer.
func PTXFeature(arch string) string {
	if n, _ := strconv.Atoi(strings.TrimPrefix(arch, "sm_")); n >= 80 {
		return "+ptx71"
	}
	return "+ptx64"
}

// DeviceFlags are the clang flags of the device-only pass (DESIGN.md,
// Pipeline step 1) without optimisation level, input or output. Without
// noundef on parameters, as nvcc's compiles: clang-14 marks them so, and
// a value a lane leaves unset before a shuffle (if (lane == 0) idx =
// atomicAdd(&pos, 1); idx = __shfl_sync(mask, idx, 0), ECL-CC's worklist)
// then makes the other lanes' path undefined, and LLVM ran the atomic on
// every lane.
func DeviceFlags(arch string) []string {
	return append([]string{"-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
		"--cuda-gpu-arch=" + arch, "-emit-llvm", "-S", "-Xclang", "-target-sdk-version=11.0",
		"-Xclang", "-target-feature", "-Xclang", PTXFeature(arch), "-Xclang", "-disable-noundef-analysis",
		"-isystem", IncludeDir()}, LikeNVCC...)
}

// LikeNVCC are the clang flags of every C++ compile of CUDA code (and of
// .cpp files clang compiles) that make it see what nvcc's compiles see:
// nvcc's macro __NVCC__, which programs test to give functions CUDA's
// qualifiers (HeCBench's xsbench and gpp define __host__ and __device__
// away without it); and what nvcc and the host compilers it calls accept
// with a warning and clang refuses: a narrowing conversion of a value in a
// braced initializer (uchar4 u = {s.x, s.y, s.z, s.w} of a ushort4 s,
// Parboil's histo), and the register storage class under -std=c++17,
// which removed it (HeCBench's ntt and s3d).
var LikeNVCC = []string{"-D__NVCC__", "-Wno-c++11-narrowing", "-Wno-register"}

// HostLikeGCC are the clang flags of host compiles that build what g++
// (nvcc's host compiler) builds: a non-void function that ends without a
// return returns whatever it returns, where clang makes its end
// unreachable (Parboil's sgemm reads its input in one, and clang's build
// ran on past it into other code: std::bad_alloc). Device code keeps
// clang's reading, which the analysis has always seen.
var HostLikeGCC = append([]string{"-fno-strict-return"}, LikeNVCC...)

// CompileDeviceIR compiles a CUDA source file to NVPTX LLVM IR text with the
// project's headers. extra holds further flags (-O2, -gline-tables-only,
// -D..., -I...). clang's diagnostics are returned in the error.
func CompileDeviceIR(src, arch string, extra ...string) (string, error) {
	if arch == "" {
		arch = DefaultArch
	}
	args := append(DeviceFlags(arch), extra...)
	args = append(args, src, "-o", "-")
	stdout, _, err := Run(Clang, args...)
	if err != nil {
		return "", err
	}
	return stdout, nil
}

// CompileDeviceFrontend runs only clang's front end on src (the device
// pass) and writes its IR to dst, the padding of its local structs zeroed
// (DefinePadding) and __cxa_pure_virtual defined where a vtable needs it
// (DefinePureVirtual). At -O<level> (at least -O1) clang emits what the
// optimiser needs (TBAA, lifetime markers, no optnone) but runs no LLVM
// pass, so OptimizeDeviceIR can make several optimised versions of one
// parse, which is most of a compile's time. dst is bitcode, which opt
// assembles from the text: opt discards value names, and only bitcode
// can be read that way.
func CompileDeviceFrontend(src, arch, level, dst string, extra ...string) error {
	if arch == "" {
		arch = DefaultArch
	}
	if level == "0" {
		level = "1"
	}
	args := append(DeviceFlags(arch), "-O"+level, "-Xclang", "-disable-llvm-passes")
	args = append(append(args, extra...), src, "-o", "-")
	text, _, err := Run(Clang, args...)
	if err != nil {
		return err
	}
	_, _, err = RunInput(Opt, DefinePureVirtual(DefinePadding(text)), "-", "-o", dst)
	return err
}

// AnalysisInlineThreshold is the inliner's threshold for the IR the
// analysis reads (opt's -inline-threshold, clang's -mllvm
// -inline-threshold): so high that every __device__ helper is inlined and
// its accesses seen, however large (that IR never runs; only recursion
// stays a call), yet low enough that LLVM's bonuses on top of it (at most
// three times it) fit its int.
const AnalysisInlineThreshold = "-inline-threshold=100000000"

// NVCCUnroll are the opt flags that unroll loops of a run-time trip count
// as nvcc does, by 4 with a remainder loop, for the kernels that run.
// LLVM 14's NVPTX target allows partial and run-time unrolling only up to
// a quarter of the usual size threshold, which leaves a loop of about 20
// instructions (n-body's interaction: sqrt, reciprocal, three FMAs) rolled;
// nvcc's build of the same loop, unrolled 4 times, was 7.5 % faster on an
// H100. Unrolling keeps the order of every operation: results are unchanged.
var NVCCUnroll = []string{"-unroll-partial-threshold=150", "-unroll-max-count=4"}

// deviceAA is the alias analysis of device code: LLVM 14's default without
// globals-aa, which takes a __syncthreads() (llvm.nvvm.barrier0, a call
// that cannot name a non-escaping __shared__ array) for one that leaves
// the array unchanged, and so forwards a load across the barrier over
// what other threads stored there: a wrong result.
const deviceAA = "-aa-pipeline=basic-aa,scoped-noalias-aa,tbaa"

// OptimizeDeviceIR runs on the IR file the pipeline that clang -O<level>
// runs (the same IR results, value names aside) with deviceAA, and returns
// the IR text. extra holds further opt flags (-disable-loop-unrolling; an
// -aa-pipeline of its own replaces deviceAA).
func OptimizeDeviceIR(file, level string, extra ...string) (string, error) {
	args := []string{"-O" + level, "-discard-value-names", "-S"}
	if !slices.ContainsFunc(extra, func(a string) bool { return strings.HasPrefix(a, "-aa-pipeline=") }) {
		args = append(args, deviceAA)
	}
	args = append(args, extra...)
	stdout, _, err := Run(Opt, append(args, file, "-o", "-")...)
	return stdout, err
}
