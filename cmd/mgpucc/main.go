// Command mgpucc compiles a single-GPU CUDA program so that it runs on all
// GPUs of a node: `mgpucc app.cu -o app` in place of `nvcc app.cu -o app`.
// It takes nvcc's common options and drives the pipeline of DESIGN.md:
// device IR (clang-14), analysis, partitioned kernels and PTX, host source
// rewrite, host compile with the embedded container, link with libmgpu.a.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"mgpucc/internal/toolchain"
	"mgpucc/model"
	"mgpucc/rewrite"
)

// version is mgpucc's own version.
const version = "0.1.0"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command: it returns the exit status and prints every
// error in one place, here.
func run(args []string, stdout, stderr io.Writer) int {
	opts, err := parseArgs(args)
	if err != nil {
		printError(stderr, err)
		return 1
	}
	for _, w := range opts.warnings {
		fmt.Fprintf(stderr, "mgpucc: warning: %s\n", w)
	}
	if opts.help {
		fmt.Fprint(stdout, usage())
		return 0
	}
	if opts.version {
		if err := printVersion(stdout); err != nil {
			printError(stderr, err)
			return 1
		}
		return 0
	}
	if err := build(opts, stdout, stderr); err != nil {
		printError(stderr, err)
		return 1
	}
	return 0
}

func printVersion(w io.Writer) error {
	fmt.Fprintf(w, "mgpucc %s (model version %d, container version %d)\n", version, model.Version, model.ContainerVersion)
	var errs []error
	for _, t := range []toolchain.Tool{toolchain.Clang, toolchain.ClangXX, toolchain.Opt, toolchain.LLC} {
		out, _, err := toolchain.Run(t, "--version")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		path, _ := t.Path()
		fmt.Fprintf(w, "%s: %s (%s)\n", t.Name, path, versionLine(out))
	}
	return errors.Join(errs...)
}

// versionLine picks "... version X.Y.Z" out of a tool's --version output.
func versionLine(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "version") {
			return strings.TrimSpace(l)
		}
	}
	return strings.TrimSpace(out)
}

// stepError says which step of the build failed.
type stepError struct {
	step string // "device compile of app.cu", ...
	err  error
}

func (e *stepError) Error() string { return e.step + ": " + e.err.Error() }
func (e *stepError) Unwrap() error { return e.err }

func stepFailed(step string, err error) error {
	if err == nil {
		return nil
	}
	return &stepError{step, err}
}

// printError shows an error the way clang shows its own: a tool's
// diagnostics as they came (they carry the user's file and line), then one
// "mgpucc: error:" line, or "file:line: error:" when the message has a
// source position.
func printError(w io.Writer, err error) {
	var te *toolchain.ToolError
	var se *stepError
	hasStep := errors.As(err, &se)
	diags := ""
	switch {
	case errors.As(err, &te):
		diags = te.Stderr
	case hasStep && diagnosticRE.MatchString(se.err.Error()):
		diags = se.err.Error() // e.g. the rewriter's "file:line:col: error: ..." lines
	}
	if strings.TrimSpace(diags) != "" {
		fmt.Fprint(w, explainUnsupported(strings.TrimRight(diags, "\n")+"\n"))
		what := "compilation"
		if hasStep {
			what = se.step
		}
		fmt.Fprintf(w, "mgpucc: error: %s failed\n", what)
		return
	}
	for _, e := range joined(err) {
		fmt.Fprintln(w, formatError(e.Error()))
	}
}

// diagnosticRE matches a line that is already a compiler diagnostic.
var diagnosticRE = regexp.MustCompile(`(?m)^[^\s:]+:\d+(?::\d+)?: (?:fatal )?error: `)

func joined(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// positionRE finds a source position inside a message.
var positionRE = regexp.MustCompile(`([^\s:'"]+\.(?:cu|cuh|h|hh|hpp|c|cc|cpp|cxx):\d+(?::\d+)?): `)

// formatError turns "step: pkg: app.cu:12: what" into
// "app.cu:12: error: step: pkg: what", and anything without a position
// into "mgpucc: error: ...".
func formatError(msg string) string {
	msg = strings.TrimSpace(msg)
	if loc := positionRE.FindStringSubmatchIndex(msg); loc != nil && !strings.HasPrefix(msg[loc[1]:], "error:") {
		return msg[loc[2]:loc[3]] + ": error: " + msg[:loc[0]] + msg[loc[1]:]
	}
	return "mgpucc: error: " + msg
}

// mgpuNameRE finds runtime entry points in clang and linker diagnostics.
var mgpuNameRE = regexp.MustCompile(`__mgpu([A-Z][A-Za-z0-9_]*)`)

// deviceLaunchRE finds clang's errors for dynamic parallelism: a kernel
// launched, or a runtime call made, in device code.
var deviceLaunchRE = regexp.MustCompile(`reference to __global__ function '[^']*' in __(global|device)__ function|call to __host__ function from __(global|device)__ function`)

// cudaNameRE finds the first CUDA runtime call a diagnostic names, as a
// .cpp file (which the rewriter does not see) calls it.
var cudaNameRE = regexp.MustCompile(`\bcuda[A-Z][A-Za-z0-9_]*`)

// quotedRE reads the name a diagnostic quotes: clang's 'x', ld's `x'.
var quotedRE = regexp.MustCompile("[`']([^'`]+)'")

// missingHeaderRE reads the header of clang's "'x.h' file not found".
var missingHeaderRE = regexp.MustCompile(`'([^']+)' file not found`)

// nvidiaLibraries are NVIDIA's libraries by their headers' names or
// folders: not part of the CUDA runtime. mgpucc provides none of them;
// the header-only ones (debian: their Debian package) it uses as
// they are installed.
var nvidiaLibraries = []struct{ prefix, name, debian string }{
	{"thrust/", "Thrust", "libthrust-dev"}, {"cub/", "CUB", "libcub-dev"}, {"cublas", "cuBLAS", ""}, {"cufft", "cuFFT", ""},
	{"curand", "cuRAND", ""}, {"cusparse", "cuSPARSE", ""}, {"cusolver", "cuSOLVER", ""}, {"cudnn", "cuDNN", ""},
	{"nccl", "NCCL", ""}, {"nvToolsExt", "NVTX", ""}, {"nvtx3/", "NVTX", ""}, {"npp", "NPP", ""}, {"nvrtc", "NVRTC", ""},
	{"cutensor", "cuTENSOR", ""},
}

// explainUnsupported adds a note after a tool's diagnostics, once each,
// for what mgpucc does not provide that they stumbled on: a kernel that
// launches kernels or calls the runtime (dynamic parallelism), a missing
// header of one of NVIDIA's libraries or of MPI, an __mgpuXxx function that does not
// exist (the rewriter renamed the user's cudaXxx, which the runtime lacks)
// and an undeclared cudaXxx the runtime lacks in a file the rewriter does
// not see (.cpp), with what to use instead.
func explainUnsupported(diags string) string {
	seen := map[string]bool{}
	var notes strings.Builder
	note := func(key, format string, args ...any) {
		if !seen[key] {
			seen[key] = true
			fmt.Fprintf(&notes, "mgpucc: note: "+format+"\n", args...)
		}
	}
	for _, line := range strings.Split(diags, "\n") {
		if deviceLaunchRE.MatchString(line) {
			note("dynamic parallelism", "kernels that launch kernels or call the CUDA runtime (dynamic parallelism) are not supported: launch them from the host (README.md, Limitations)")
			continue
		}
		if m := missingHeaderRE.FindStringSubmatch(line); m != nil {
			if m[1] == "mpi.h" {
				// A program that uses MPI on the host (HeCBench's
				// miniWeather): nvcc needs the MPI's headers named too.
				note("mpi", "MPI's headers are the MPI installation's: pass its include folder with -I (mpicxx --showme:incdirs with Open MPI, mpicxx -show with MPICH), as nvcc needs; its library at the link with -L and -lmpi")
			}
			if m[1] == "mma.h" || strings.HasPrefix(m[1], "crt/mma") {
				note("wmma", "the warp matrix functions of the tensor cores (mma.h's nvcuda::wmma) are not supported (README.md, Limitations)")
			}
			for _, lib := range nvidiaLibraries {
				switch {
				case !strings.HasPrefix(m[1], lib.prefix):
				case lib.debian != "":
					note(lib.name, "%s is a library of headers that mgpucc uses where it is installed: install it (Debian: %s), or pass a CUDA toolkit's include folder with -I (README.md, Limitations)", lib.name, lib.debian)
				default:
					note(lib.name, "%s is one of NVIDIA's libraries, which mgpucc does not provide: the program's own kernels are what it splits (README.md, Limitations)", lib.name)
				}
			}
			continue
		}
		mismatch := strings.Contains(line, "no matching function")
		if !mismatch && !strings.Contains(line, "undeclared identifier") && !strings.Contains(line, "undefined reference") {
			continue
		}
		// The name the diagnostic quotes, not a file's that it names
		// (cudaOpenMP.cu's omp_get_thread_num is no CUDA call).
		quoted := ""
		if m := quotedRE.FindStringSubmatch(line); m != nil {
			quoted = m[1]
		}
		if m := mgpuNameRE.FindStringSubmatch(quoted); m != nil {
			note("cuda"+m[1], "cuda%s is not supported by the mgpucc runtime (README.md, Limitations)", m[1])
		} else if name := cudaNameRE.FindString(quoted); name != "" && !mismatch { // not a supported call's arguments
			if hint, ok := rewrite.Unsupported(name); ok {
				note(name, "%s is not supported by the mgpucc runtime: %s", name, hint)
			}
		} else if strings.HasPrefix(quoted, "omp_") || strings.HasPrefix(quoted, "GOMP_") {
			note("openmp", "the program uses OpenMP: pass -Xcompiler -fopenmp to its compiles and its link, as nvcc needs")
		}
	}
	return diags + notes.String()
}
