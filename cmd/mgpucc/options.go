package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"mgpucc/internal/toolchain"
)

// inputKind says what the driver does with an input file.
type inputKind int

const (
	inputCU     inputKind = iota // through the mgpucc pipeline
	inputC                       // compiled with clang
	inputCXX                     // compiled with clang++
	inputObject                  // handed to the linker
)

type input struct {
	path string
	kind inputKind
}

// options is the parsed command line.
type options struct {
	inputs      []input
	language    string // -x: overrides the file name suffix
	output      string
	compileOnly bool
	rdc         bool     // -rdc=true, -dc: device code linked with the program (rdc.go)
	dlink       bool     // -dlink: the device link alone, an object for another linker
	shared      bool     // -shared: accepted with -dlink only
	ptx         bool     // -ptx: write PTX only
	cudaHost    bool     // -cuda: write the rewritten host source only
	cudart      string   // "static" (the default) or "shared": how the runtime is linked
	optLevel    string   // "0".."3", "" when not given
	debug       bool     // -g: host debug info
	preproc     []string // -I -D -U, in command line order, for every compile
	std         string   // -std=: the C++ dialect (not for .c inputs)
	linkFlags   []string // -L -l, in command line order
	hostFlags   []string // -Xcompiler
	arch        string   // sm_XX: the PTX's target
	archGiven   bool     // arch is the command line's, not the default
	sass        []string // sm_XX ptxas makes machine code for (-arch=sm_XX, -gencode's and -code's)
	ptxasFlags  []string // -Xptxas, -maxrregcount
	ccbin       string
	fastMath    bool
	verbose     bool
	keep        bool
	keepDir     string
	version     bool
	help        bool

	warnings []string // about options taken in another sense than nvcc's

	report      bool
	modelFile   string
	emitHost    bool
	noPartition bool
}

// flagSpec describes one option. Names are written without leading dashes;
// both -name and --name are accepted, as nvcc does.
type flagSpec struct {
	names []string
	arg   string // the value's name in --help; "" for options without one
	// joined: the value may follow a one-letter name directly (-Idir).
	joined bool
	apply  func(o *options, name, value string) error
	help   string
}

var flagSpecs []flagSpec

// cudaLibraries are the libraries of NVIDIA's runtime that programs link
// with -l; mgpucc's runtime is linked instead.
var cudaLibraries = map[string]bool{"cudart": true, "cudart_static": true, "cuda": true, "cudadevrt": true}

func init() {
	set := func(f func(o *options)) func(*options, string, string) error {
		return func(o *options, _, _ string) error { f(o); return nil }
	}
	preproc := func(prefix string) func(*options, string, string) error {
		return func(o *options, _, v string) error { o.preproc = append(o.preproc, prefix+v); return nil }
	}
	link := func(prefix string) func(*options, string, string) error {
		return func(o *options, _, v string) error { o.linkFlags = append(o.linkFlags, prefix+v); return nil }
	}
	// ignored accepts an nvcc option that has nothing to act on here (no
	// ptxas, no CUDA runtime library to choose, clang's defaults).
	ignored := func(*options, string, string) error { return nil }
	rdc := func(o *options, name, v string) error {
		if v != "" && v != "true" && v != "false" {
			return fmt.Errorf("option '-%s=%s': expected true or false", name, v)
		}
		o.rdc = v != "false"
		return nil
	}
	flagSpecs = []flagSpec{
		{names: []string{"o", "output-file"}, arg: "FILE", joined: true, help: "write the program (or, with -c, the object) to FILE",
			apply: func(o *options, _, v string) error { o.output = v; return nil }},
		{names: []string{"c", "compile"}, help: "compile to an object file, do not link", apply: set(func(o *options) { o.compileOnly = true })},
		{names: []string{"ptx"}, help: "write the PTX of each .cu file (kernels and their partitioned clones) to NAME.ptx or -o FILE; no host compile, no link",
			apply: set(func(o *options) { o.ptx = true })},
		{names: []string{"cuda"}, help: "write the host code of each .cu file, rewritten for mgpucc's runtime, to NAME.cu.cpp.ii or -o FILE",
			apply: set(func(o *options) { o.cudaHost = true })},
		{names: []string{"cudart"}, arg: "static|shared|none", help: "link the runtime (mgpucc's, in place of NVIDIA's) as lib/libmgpu.a (static, none: it is always needed) or lib/libmgpu.so (shared)",
			apply: func(o *options, name, v string) error {
				switch v {
				case "static", "none":
					o.cudart = "static"
				case "shared":
					o.cudart = v
				default:
					return fmt.Errorf("option '-%s %s': expected static, shared or none", name, v)
				}
				return nil
			}},
		{names: []string{"O", "optimize"}, arg: "N", joined: true, help: "optimisation level 0-3 (device code defaults to 3, as with nvcc)",
			apply: func(o *options, _, v string) error {
				if len(v) != 1 || v[0] < '0' || v[0] > '3' {
					return fmt.Errorf("option '-O%s': expected a level from 0 to 3", v)
				}
				o.optLevel = v
				return nil
			}},
		{names: []string{"g", "debug"}, help: "host debug information", apply: set(func(o *options) { o.debug = true })},
		{names: []string{"lineinfo", "generate-line-info"}, help: "device line information (always on: mgpucc's reports need it)", apply: set(func(*options) {})},
		{names: []string{"G", "device-debug"}, help: "accepted with a warning: built as -lineinfo (device debugging is not available for partitioned kernels)",
			apply: func(o *options, name, _ string) error {
				o.warnings = append(o.warnings, "option '-"+name+"': device debugging is not available for partitioned kernels; building with -lineinfo")
				return nil
			}},
		{names: []string{"I", "include-path"}, arg: "DIR", joined: true, help: "add DIR to the include search path", apply: preproc("-I")},
		{names: []string{"D", "define-macro"}, arg: "NAME[=VALUE]", joined: true, help: "define a macro", apply: preproc("-D")},
		{names: []string{"U", "undefine-macro"}, arg: "NAME", joined: true, help: "undefine a macro", apply: preproc("-U")},
		{names: []string{"L", "library-path"}, arg: "DIR", joined: true, help: "add DIR to the library search path", apply: link("-L")},
		{names: []string{"l", "library"}, arg: "LIB", joined: true, help: "link with library LIB (cudart and cuda: mgpucc's runtime replaces them)",
			apply: func(o *options, name, v string) error {
				if cudaLibraries[v] {
					return nil
				}
				return link("-l")(o, name, v)
			}},
		{names: []string{"Xlinker", "linker-options"}, arg: "OPTIONS", help: "comma-separated options for the linker",
			apply: func(o *options, _, v string) error {
				for _, f := range splitCommas(v) {
					o.linkFlags = append(o.linkFlags, "-Xlinker", f)
				}
				return nil
			}},
		{names: []string{"w", "disable-warnings"}, help: "no warnings", apply: preproc("-w")},
		{names: []string{"Xptxas", "ptxas-options"}, arg: "OPTIONS", help: "comma-separated options for ptxas, which makes the machine code of -arch=sm_XX",
			apply: func(o *options, _, v string) error {
				o.ptxasFlags = append(o.ptxasFlags, splitCommas(v)...)
				return nil
			}},
		{names: []string{"maxrregcount"}, arg: "N", help: "at most N registers per thread in the machine code ptxas makes",
			apply: func(o *options, _, v string) error {
				o.ptxasFlags = append(o.ptxasFlags, "--maxrregcount="+v)
				return nil
			}},
		{names: []string{"code", "gpu-code"}, arg: "ARCHS", help: "comma-separated sm_XX to make machine code for (compute_XX: the PTX, always there)",
			apply: func(o *options, name, v string) error { return o.codes(name, v) }},
		{names: []string{"Xcudafe", "default-stream", "threads",
			"ftz", "prec-div", "prec-sqrt", "fmad", "machine"}, arg: "VALUE", help: "accepted and ignored (nvcc's front end and code generation options; mgpucc has its own)", apply: ignored},
		{names: []string{"res-usage", "resource-usage", "m64", "expt-relaxed-constexpr", "extended-lambda", "expt-extended-lambda"},
			help: "accepted and ignored (clang's CUDA mode allows these by default)", apply: ignored},
		{names: []string{"Wno-deprecated-gpu-targets", "Wno-deprecated-declarations"}, help: "accepted and ignored (nvcc's warnings; CMake's device link passes the first)", apply: ignored},
		{names: []string{"shared"}, help: "with -dlink, accepted (CMake's device link passes it); a shared library is not built",
			apply: set(func(o *options) { o.shared = true })},
		{names: []string{"std"}, arg: "STD", help: "C++ dialect, e.g. c++17",
			apply: func(o *options, _, v string) error { o.std = v; return nil }},
		{names: []string{"arch", "gpu-architecture"}, arg: "sm_XX", help: "GPU architecture sm_XX or compute_XX of the PTX (default " + toolchain.DefaultArch + "; newer than sm_86: sm_86's PTX); sm_XX also gets machine code from ptxas, where found; native: this machine's GPUs; all, all-major",
			apply: func(o *options, name, v string) error { return o.setArch(name, v) }},
		{names: []string{"gencode", "generate-code"}, arg: "SPEC", help: "arch=compute_XX,code=sm_XX; with several, the PTX is the lowest sm's (it runs on newer GPUs), machine code each code=sm_XX's",
			apply: func(o *options, name, v string) error { return o.gencode(name, v) }},
		{names: []string{"Xcompiler", "compiler-options"}, arg: "OPTIONS", help: "comma-separated options for the host compiler",
			apply: func(o *options, _, v string) error { o.hostFlags = append(o.hostFlags, splitCommas(v)...); return nil }},
		{names: []string{"ccbin", "compiler-bindir"}, arg: "PATH", help: "host compiler for .c/.cpp files and the link (.cu host code is always compiled by clang++-14)",
			apply: func(o *options, _, v string) error { o.ccbin = v; return nil }},
		{names: []string{"x"}, arg: "LANG", help: "treat every input as LANG: cu, c or c++",
			apply: func(o *options, _, v string) error {
				if v != "cu" && v != "c" && v != "c++" {
					return fmt.Errorf("option '-x %s': expected cu, c or c++", v)
				}
				o.language = v
				return nil
			}},
		{names: []string{"use_fast_math", "use-fast-math"}, help: "fast, less precise device math", apply: set(func(o *options) { o.fastMath = true })},
		{names: []string{"v", "verbose"}, help: "print every command mgpucc runs", apply: set(func(o *options) { o.verbose = true })},
		{names: []string{"keep"}, help: "keep the intermediate files (in --keep-dir, default the current folder)", apply: set(func(o *options) { o.keep = true })},
		{names: []string{"keep-dir"}, arg: "DIR", help: "folder for --keep's files",
			apply: func(o *options, _, v string) error { o.keepDir = v; return nil }},
		{names: []string{"version", "V"}, help: "print mgpucc's version and the clang and llc it uses", apply: set(func(o *options) { o.version = true })},
		{names: []string{"help", "h"}, help: "print this help", apply: set(func(o *options) { o.help = true })},
		{names: []string{"rdc", "relocatable-device-code"}, arg: "true|false", apply: rdc,
			help: "relocatable device code: a .cu file's device code may use __device__ functions and variables another file defines; it is compiled and split when the program is linked (by mgpucc)"},
		{names: []string{"dlink", "device-link"}, help: "link the relocatable device code of the objects given into one object (-o, a_dlink.o by default), which another linker links with them",
			apply: set(func(o *options) { o.dlink = true })},
		{names: []string{"dc", "device-c"}, help: "-c -rdc=true: an object of relocatable device code",
			apply: set(func(o *options) { o.compileOnly, o.rdc = true, true })},

		{names: []string{"mgpu-report"}, help: "print, per kernel, whether it is split and why, with its source line", apply: set(func(o *options) { o.report = true })},
		{names: []string{"mgpu-model"}, arg: "FILE", help: "write the analysis model (JSON) to FILE",
			apply: func(o *options, _, v string) error { o.modelFile = v; return nil }},
		{names: []string{"mgpu-emit-host"}, help: "print the rewritten host source and stop", apply: set(func(o *options) { o.emitHost = true })},
		{names: []string{"mgpu-no-partition"}, help: "same pipeline with every kernel unsplit (the baseline for A/B runs)", apply: set(func(o *options) { o.noPartition = true })},
	}
}

func lookupFlag(name string) *flagSpec {
	for i := range flagSpecs {
		for _, n := range flagSpecs[i].names {
			if n == name {
				return &flagSpecs[i]
			}
		}
	}
	return nil
}

// parseArgs parses an nvcc-style command line. Options may be written
// -name value, -name=value or --name ...; one-letter options taking a value
// also accept it joined (-Idir, -O3). Everything else is an input file.
func parseArgs(args []string) (*options, error) {
	o := &options{}
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if len(a) < 2 || a[0] != '-' {
			files = append(files, a)
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, value, hasValue := strings.Cut(body, "=")
		spec := lookupFlag(name)
		if spec == nil || (hasValue && spec.arg == "") {
			// -Idir, -DNAME=1, -O3, -lm: a one-letter option with its value joined.
			if j := lookupFlag(body[:1]); j != nil && j.joined && a[1] != '-' {
				spec, name, value, hasValue = j, body[:1], body[1:], true
			} else {
				return nil, fmt.Errorf("unknown option '%s' (mgpucc --help lists the options)", a)
			}
		}
		if spec.arg != "" && !hasValue {
			if spec.names[0] == "rdc" {
				value = "" // -rdc alone means -rdc=true
			} else {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("option '%s' needs a value", a)
				}
				i++
				value = args[i]
			}
		}
		if err := spec.apply(o, name, value); err != nil {
			return nil, err
		}
	}
	if o.version || o.help {
		return o, nil
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no input files")
	}
	for _, f := range files {
		in, err := o.classify(f)
		if err != nil {
			return nil, err
		}
		o.inputs = append(o.inputs, in)
	}
	if o.shared && !o.dlink {
		return nil, fmt.Errorf("option '-shared' is not supported: mgpucc builds programs and objects, not shared libraries (it takes -shared with -dlink, as CMake's device link passes it)")
	}
	if o.dlink {
		if o.compileOnly || o.ptx || o.cudaHost {
			return nil, fmt.Errorf("-dlink and -c or -ptx or -cuda ask for different outputs: give one of them")
		}
		for _, in := range o.inputs {
			if in.kind != inputObject {
				return nil, fmt.Errorf("-dlink links objects; %s is not one: compile it with -dc first", in.path)
			}
		}
	}
	if o.compileOnly && o.output != "" && o.countCompiled() > 1 {
		return nil, fmt.Errorf("-o cannot name one output for several inputs with -c: compile them one at a time")
	}
	for _, phase := range []struct {
		set  bool
		name string
	}{{o.ptx, "-ptx"}, {o.cudaHost, "-cuda"}} {
		if !phase.set {
			continue
		}
		if o.compileOnly || o.ptx && o.cudaHost {
			return nil, fmt.Errorf("%s and -c or -ptx or -cuda ask for different outputs: give one of them", phase.name)
		}
		for _, in := range o.inputs {
			if in.kind != inputCU {
				return nil, fmt.Errorf("%s compiles .cu files only; %s is not one (or name the language with -x cu)", phase.name, in.path)
			}
		}
		if o.output != "" && len(o.inputs) > 1 {
			return nil, fmt.Errorf("-o cannot name one output for several inputs with %s: compile them one at a time", phase.name)
		}
	}
	if archNumber(o.arch) > toolchain.NewestArch {
		o.arch = fmt.Sprintf("sm_%d", toolchain.NewestArch)
	}
	if o.arch != "" && archNumber(o.arch) < oldestArch {
		o.warnings = append(o.warnings, fmt.Sprintf("%s is older than any GPU mgpucc builds for: building for sm_%d", o.arch, oldestArch))
		o.arch = fmt.Sprintf("sm_%d", oldestArch)
	}
	o.archGiven = o.arch != ""
	if o.arch == "" {
		o.arch = toolchain.DefaultArch
	}
	o.sass = slices.DeleteFunc(o.sass, func(a string) bool { return archNumber(a) < oldestArch })
	return o, nil
}

// classify decides an input's kind from -x or its suffix and checks that it exists.
func (o *options) classify(path string) (input, error) {
	st, err := os.Stat(path)
	if err != nil {
		return input{}, fmt.Errorf("input file %s: %w", path, unwrapPathError(err))
	}
	if st.IsDir() {
		return input{}, fmt.Errorf("input file %s is a folder", path)
	}
	ext := filepath.Ext(path)
	switch {
	case ext == ".o" || ext == ".obj" || ext == ".a" || ext == ".lib" || ext == ".so" || strings.Contains(filepath.Base(path), ".so."):
		// .obj and .lib too, as nvcc takes them (its names for objects
		// and libraries on Windows) and some Makefiles name theirs.
		return input{path, inputObject}, nil
	case o.language == "cu" || (o.language == "" && ext == ".cu"):
		return input{path, inputCU}, nil
	case o.language == "c" || (o.language == "" && ext == ".c"):
		return input{path, inputC}, nil
	case o.language == "c++" || (o.language == "" && (ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".C")):
		return input{path, inputCXX}, nil
	}
	return input{}, fmt.Errorf("input file %s: unknown file type %q: expected .cu, .c, .cpp, .cc, .cxx, .o, .obj, .a, .lib or .so (or name the language with -x cu)", path, ext)
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func (o *options) countCompiled() int {
	n := 0
	for _, in := range o.inputs {
		if in.kind != inputObject {
			n++
		}
	}
	return n
}

var archRE = regexp.MustCompile(`^(?:sm|compute)_(\d+)[af]?$`)

// setArch records sm_XX (compute_XX means the same here: mgpucc ships PTX),
// or nvcc's native, all and all-major.
func (o *options) setArch(name, v string) error {
	switch v {
	case "native":
		o.native(name)
		return nil
	case "all", "all-major":
		for _, a := range everyArch[v] {
			o.addArch(a)
			o.addSASS(a)
		}
		return nil
	}
	m := archRE.FindStringSubmatch(v)
	if m == nil {
		return fmt.Errorf("option '-%s=%s': expected sm_XX or compute_XX, e.g. sm_70", name, v)
	}
	o.addArch("sm_" + m[1])
	o.addSASS(v)
	return nil
}

// everyArch are nvcc's -arch=all and -arch=all-major: machine code for
// each GPU architecture from the default one on (Volta's) that ptxas of
// CUDA 11.8 and later knows, and the PTX for the oldest, which newer GPUs
// compile.
var everyArch = map[string][]string{
	"all":       {"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"},
	"all-major": {"sm_70", "sm_80", "sm_90"},
}

// native asks for the architectures of this machine's GPUs, as nvcc's
// -arch=native: their machine code and the PTX of the oldest. Without a
// GPU or its driver it is a warning, and the default architecture, as
// with nvcc.
func (o *options) native(name string) {
	archs, err := gpuArchs()
	if err == nil && len(archs) == 0 {
		err = errors.New("the driver lists none")
	}
	if err != nil {
		o.warnings = append(o.warnings, fmt.Sprintf("-%s=native: no GPU found here (%v): building for %s", name, err, toolchain.DefaultArch))
		return
	}
	for _, a := range archs {
		o.addArch(a)
		o.addSASS(a)
	}
}

// addSASS asks ptxas for machine code for arch, when it is a GPU's (sm_XX,
// not compute_XX), as nvcc's -arch=sm_XX does: the driver then loads it
// where it would compile the PTX at the program's first run.
func (o *options) addSASS(arch string) {
	if strings.HasPrefix(arch, "sm_") && !slices.Contains(o.sass, arch) {
		o.sass = append(o.sass, arch)
	}
}

// codes reads -code's list: machine code for each sm_XX.
func (o *options) codes(name, v string) error {
	for _, c := range splitCommas(v) {
		if !archRE.MatchString(c) {
			return fmt.Errorf("option '-%s=%s': expected sm_XX or compute_XX, e.g. sm_70", name, v)
		}
		o.addSASS(c)
	}
	return nil
}

// oldestArch is the oldest architecture mgpucc builds for: clang-14 and
// the drivers of today know nothing older (Kepler's K80 is sm_37).
const oldestArch = 35

// addArch keeps the lowest architecture named: mgpucc embeds PTX, which the
// driver compiles for any newer GPU.
func (o *options) addArch(arch string) {
	if o.arch == "" || archNumber(arch) < archNumber(o.arch) {
		o.arch = arch
	}
}

func archNumber(arch string) int {
	n, _ := strconv.Atoi(strings.TrimRight(strings.TrimPrefix(arch, "sm_"), "af"))
	return n
}

var gencodeRE = regexp.MustCompile(`^arch=(compute_\d+[af]?),code=(?:\[([^\]]*)\]|(.*))$`)

// gencode parses arch=compute_XX,code=sm_XX (code may be a [list]).
func (o *options) gencode(name, v string) error {
	m := gencodeRE.FindStringSubmatch(v)
	if m == nil {
		return fmt.Errorf("option '-%s %s': expected arch=compute_XX,code=sm_XX", name, v)
	}
	codes := m[2] + m[3]
	found := false
	for _, c := range splitCommas(codes) {
		if am := archRE.FindStringSubmatch(c); am != nil {
			found = true
			o.addArch("sm_" + am[1])
			o.addSASS(c)
		}
	}
	if !found {
		return o.setArch(name, m[1])
	}
	return nil
}

func splitCommas(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// nvccShortNames are the long options nvcc spells with one dash.
var nvccShortNames = map[string]bool{"lineinfo": true, "arch": true, "gencode": true, "Xcompiler": true, "ptx": true, "cudart": true, "cuda": true,
	"ccbin": true, "std": true, "rdc": true, "dc": true, "dlink": true, "shared": true, "Wno-deprecated-gpu-targets": true, "Wno-deprecated-declarations": true, "use_fast_math": true}

// usage is --help's text, made from the flag table.
func usage() string {
	var b strings.Builder
	b.WriteString("usage: mgpucc [options] file.cu [file.cu file.c file.cpp file.o ...]\n\n" +
		"Compiles a single-GPU CUDA program so that it runs on all GPUs of a node.\n\noptions:\n")
	for _, s := range flagSpecs {
		if s.help == "" {
			continue
		}
		var names []string
		for _, n := range s.names {
			dash := "--"
			if len(n) == 1 || nvccShortNames[n] {
				dash = "-"
			}
			names = append(names, dash+n)
		}
		arg := ""
		if s.arg != "" {
			arg = " " + s.arg
		}
		fmt.Fprintf(&b, "  %-40s %s\n", strings.Join(names, ", ")+arg, s.help)
	}
	b.WriteString("\nenvironment: MGPU_HOME (install folder with include/ and lib/), MGPU_INCLUDE,\n" +
		"  MGPU_CLANG, MGPU_CLANGXX, MGPU_OPT, MGPU_LLC, MGPU_OBJCOPY, MGPU_LD (tool paths); see README.md\n")
	return b.String()
}
