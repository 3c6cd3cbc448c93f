package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"mgpucc/analyze"
	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

// builder is one invocation of mgpucc.
type builder struct {
	opts           *options
	dirs           installDirs
	work           string // intermediate files; removed at the end unless --keep
	stdout, stderr io.Writer
	stems          map[string]bool // intermediate file names in use
}

func build(opts *options, stdout, stderr io.Writer) (err error) {
	stderr = &syncWriter{w: stderr} // steps run concurrently
	dirs, err := findInstall()
	if err != nil {
		return err
	}
	toolchain.SetIncludeDir(dirs.include)
	dirs.include = toolchain.IncludeDir() // $MGPU_INCLUDE still wins, for every compile
	if opts.verbose {
		toolchain.SetTrace(stderr)
	}
	b := &builder{opts: opts, dirs: dirs, stdout: stdout, stderr: stderr, stems: map[string]bool{}}
	if opts.emitHost || opts.cudaHost {
		return b.emitHost()
	}
	if err := checkTools(opts); err != nil {
		return err
	}
	if opts.keep {
		b.work = opts.keepDir
		if b.work == "" {
			b.work = "."
		}
		if err := os.MkdirAll(b.work, 0o755); err != nil {
			return fmt.Errorf("--keep-dir: %w", err)
		}
	} else {
		if b.work, err = os.MkdirTemp("", "mgpucc-"); err != nil {
			return fmt.Errorf("cannot make a temporary folder: %w", err)
		}
		temporaries.add(b.work)
		defer temporaries.remove(b.work)
	}
	stop := removeTemporariesOnSignal()
	defer stop()
	return b.buildAll()
}

// syncWriter serialises writes from concurrent steps.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// temporaries are the files and folders to delete if mgpucc is stopped.
var temporaries = &tempSet{paths: map[string]bool{}}

type tempSet struct {
	mu    sync.Mutex
	paths map[string]bool
}

func (s *tempSet) add(p string) {
	s.mu.Lock()
	s.paths[p] = true
	s.mu.Unlock()
}

// remove deletes p and forgets it.
func (s *tempSet) remove(p string) {
	s.mu.Lock()
	delete(s.paths, p)
	s.mu.Unlock()
	os.RemoveAll(p)
}

func (s *tempSet) removeAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for p := range s.paths {
		os.RemoveAll(p)
	}
}

// removeTemporariesOnSignal makes Ctrl-C (or a kill) leave nothing behind.
func removeTemporariesOnSignal() (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		select {
		case s := <-sig:
			temporaries.removeAll()
			fmt.Fprintf(os.Stderr, "mgpucc: stopped by %v\n", s)
			os.Exit(130)
		case <-done:
		}
	}()
	return func() { signal.Stop(sig); close(done) }
}

// checkTools finds every tool the inputs need before any work starts, so
// that a missing one is a single clear error.
func checkTools(opts *options) error {
	needed := map[string]toolchain.Tool{}
	for _, in := range opts.inputs {
		switch in.kind {
		case inputCU:
			needed["clang"], needed["clang++"], needed["llc"] = toolchain.Clang, toolchain.ClangXX, toolchain.LLC
			needed["opt"] = toolchain.Opt
			needed["objcopy"] = toolchain.ObjCopy
			if opts.compileOnly {
				needed["ld"] = toolchain.LD
			}
			if opts.rdc {
				needed["llvm-nm"] = toolchain.LLVMNM
			}
		case inputC:
			needed["clang"] = toolchain.Clang
		case inputCXX:
			needed["clang++"] = toolchain.ClangXX
		}
	}
	if !opts.compileOnly && !opts.emitHost {
		needed["clang++"] = toolchain.ClangXX
	}
	if opts.ccbin != "" {
		if _, err := hostTool(opts).Path(); err != nil {
			return fmt.Errorf("-ccbin %s: %w", opts.ccbin, err)
		}
	}
	if opts.dlink || opts.rdc && !opts.compileOnly {
		needed["llvm-link"], needed["llvm-nm"] = toolchain.LLVMLink, toolchain.LLVMNM
	}
	for _, name := range []string{"clang", "clang++", "opt", "llc", "objcopy", "ld", "llvm-link", "llvm-nm"} {
		if t, ok := needed[name]; ok {
			if _, err := t.Path(); err != nil {
				return err
			}
		}
	}
	return nil
}

// hostTool is the compiler for plain .c/.cpp inputs and the link: -ccbin's,
// else clang++-14.
func hostTool(opts *options) toolchain.Tool {
	if opts.ccbin == "" {
		return toolchain.ClangXX
	}
	return toolchain.Tool{Name: opts.ccbin, EnvVar: "MGPU_CCBIN", Candidates: []string{opts.ccbin}, Package: "that provides " + opts.ccbin}
}

// stem returns a unique base name for an input's intermediate files.
func (b *builder) stem(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	s := base
	for i := 2; b.stems[s]; i++ {
		s = fmt.Sprintf("%s-%d", base, i)
	}
	b.stems[s] = true
	return s
}

func (b *builder) tmp(stem, suffix string) string {
	return filepath.Join(b.work, stem+suffix)
}

func (b *builder) buildAll() error {
	if b.opts.dlink {
		return b.deviceLinkObject()
	}
	var objs []string // link inputs, in command line order
	var models []*model.Model
	for _, in := range b.opts.inputs {
		if in.kind == inputObject {
			if b.opts.compileOnly {
				fmt.Fprintf(b.stderr, "mgpucc: warning: %s: linker input unused with -c\n", in.path)
			} else {
				objs = append(objs, in.path)
			}
			continue
		}
		stem := b.stem(in.path)
		if b.opts.ptx {
			m, err := b.compilePTX(in.path, stem)
			if err != nil {
				return err
			}
			models = append(models, m)
			continue
		}
		var unitObjs []string
		var err error
		if in.kind == inputCU && b.opts.rdc {
			unitObjs, err = b.compileRelocatable(in.path, stem)
		} else if in.kind == inputCU {
			var m *model.Model
			unitObjs, m, err = b.compileCU(in.path, stem)
			if m != nil {
				models = append(models, m)
			}
		} else {
			var obj string
			obj, err = b.compileHostFile(in, stem)
			unitObjs = []string{obj}
		}
		if err != nil {
			return err
		}
		if b.opts.compileOnly {
			if err := b.writeObject(in.path, unitObjs); err != nil {
				return err
			}
		}
		objs = append(objs, unitObjs...)
	}
	if !b.opts.compileOnly && !b.opts.ptx {
		linked, m, err := b.deviceLink(objs, b.outputName())
		if err != nil {
			return err
		}
		if m != nil {
			models = append(models, m)
		}
		objs = append(objs, linked...)
	}
	if err := b.reportModels(models); err != nil {
		return err
	}
	if b.opts.compileOnly || b.opts.ptx {
		return nil
	}
	return b.link(objs)
}

// reportModels prints --mgpu-report and writes --mgpu-model.
func (b *builder) reportModels(models []*model.Model) error {
	if b.opts.report {
		for _, m := range models {
			for _, k := range m.Kernels {
				pos := k.Position
				if pos == "" {
					pos = m.Source
				}
				if k.Split == model.SplitNone {
					fmt.Fprintf(b.stdout, "%s: kernel %s: not split: %s\n", pos, k.Name, k.Reason)
				} else {
					fmt.Fprintf(b.stdout, "%s: kernel %s: %s\n", pos, k.Name, splitWords(&k))
				}
			}
		}
	}
	if b.opts.modelFile == "" {
		return nil
	}
	// No model where the kernels are in relocatable device code, whose
	// model is the device link's (-dc -c: an empty one).
	all := &model.Model{Version: model.Version, Kernels: []model.Kernel{}}
	if len(models) == 1 {
		all = models[0]
	} else {
		for _, m := range models {
			all.Kernels = append(all.Kernels, m.Kernels...)
			all.SharedVars = append(all.SharedVars, m.SharedVars...)
			all.ManagedVars = append(all.ManagedVars, m.ManagedVars...)
		}
	}
	data, err := all.Marshal()
	if err != nil {
		return err
	}
	return writeAtomically(b.opts.modelFile, func(tmp string) error {
		return os.WriteFile(tmp, append(data, '\n'), 0o644)
	})
}

// splitWords is the report's decision for a split kernel: the dimension
// and what a launch needs for it, then every other valid dimension with
// its own: "split y if blockDim.y <= 16 (also valid: x, z if -n + gridDim.z <= 0)".
func splitWords(k *model.Kernel) string {
	dim := func(split string, requires []string) string {
		if len(requires) == 0 {
			return split
		}
		words := make([]string, len(requires))
		for i, r := range requires {
			words[i] = analyze.RequirementWords(k, r)
		}
		return split + " if " + strings.Join(words, " and ")
	}
	s := "split " + dim(k.Split, k.SplitRequires)
	if len(k.Alternatives) > 0 {
		alts := make([]string, len(k.Alternatives))
		for i, a := range k.Alternatives {
			alts[i] = dim(a.Split, a.SplitRequires)
		}
		s += " (also valid: " + strings.Join(alts, ", ") + ")"
	}
	return s
}

// commonFlags are the preprocessor flags of every compile: nvcc includes
// cuda_runtime.h implicitly, so mgpucc does too.
func (b *builder) commonFlags() []string {
	return append([]string{"-include", "cuda_runtime.h"}, b.cxxFlags()...)
}

// cxxFlags are the preprocessor and dialect flags of every C++ compile.
func (b *builder) cxxFlags() []string {
	if b.opts.std == "" {
		return b.opts.preproc
	}
	return append([]string{"-std=" + b.opts.std}, b.opts.preproc...)
}

// hostOptFlags are -O, -g and -Xcompiler for host code.
func (b *builder) hostOptFlags() []string {
	var f []string
	if b.opts.optLevel != "" {
		f = append(f, "-O"+b.opts.optLevel)
	}
	if b.opts.debug {
		f = append(f, "-g")
	}
	return append(f, b.opts.hostFlags...)
}

// compileHostFile compiles a plain .c or .cpp input.
func (b *builder) compileHostFile(in input, stem string) (string, error) {
	obj := b.tmp(stem, ".o")
	tool := hostTool(b.opts)
	lang := "c++"
	if in.kind == inputC {
		lang = "c"
		if b.opts.ccbin == "" {
			tool = toolchain.Clang
		}
	}
	args := []string{"-x", lang, "-isystem", b.dirs.include}
	if in.kind == inputC {
		args = append(args, b.opts.preproc...)
	} else {
		if b.opts.ccbin == "" {
			args = append(args, toolchain.HostLikeGCC...)
		}
		args = append(args, b.cxxFlags()...)
	}
	args = append(args, b.hostOptFlags()...)
	args = append(args, "-c", in.path, "-o", obj)
	return obj, b.runTool("compile of "+in.path, tool, args...)
}

// runTool runs a tool for a step of the build. Its warnings are shown
// now; on failure its diagnostics travel in the error.
func (b *builder) runTool(step string, tool toolchain.Tool, args ...string) error {
	_, diags, err := toolchain.Run(tool, args...)
	if err != nil {
		return stepFailed(step, err)
	}
	fmt.Fprint(b.stderr, explainUnsupported(diags))
	return nil
}

// writeObject puts a compiled input's objects, merged into one, at its -c
// output path.
func (b *builder) writeObject(src string, objs []string) error {
	out := b.opts.output
	if out == "" {
		out = strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + ".o"
	}
	return writeAtomically(out, func(tmp string) error {
		if len(objs) == 1 {
			data, err := os.ReadFile(objs[0])
			if err != nil {
				return err
			}
			return os.WriteFile(tmp, data, 0o644)
		}
		// A relocatable link keeps host code and enumerators in the one
		// object the user asked for.
		args := append([]string{"-r"}, objs...)
		return b.runTool("merging the objects of "+src, toolchain.LD, append(args, "-o", tmp)...)
	})
}

// link makes the program: the objects, the user's -L/-l, and the runtime
// (lib/libmgpu.a, or with -cudart shared lib/libmgpu.so, found at run time
// through the runpath of this install's lib/ or LD_LIBRARY_PATH).
func (b *builder) link(objs []string) error {
	runtimeLib := "libmgpu.a"
	if b.opts.cudart == "shared" {
		runtimeLib = "libmgpu.so"
	}
	files := []string{runtimeLib}
	if runtimeLib == "libmgpu.a" {
		files = append(files, "mgpu-aliases.ld")
	}
	for _, f := range files {
		if err := b.dirs.need(b.dirs.lib, f); err != nil {
			return err
		}
	}
	out := b.outputName()
	return writeAtomically(out, func(tmp string) error {
		args := append([]string{}, objs...)
		args = append(args, b.opts.linkFlags...)
		if b.opts.cudart != "shared" {
			// The archive is taken in even where no object calls the
			// runtime (a .cu of host code only): mgpu-aliases.ld names its
			// symbols, which ld refuses undefined.
			args = append(args, "-Wl,-u,__mgpuGetLastError")
		}
		args = append(args, filepath.Join(b.dirs.lib, runtimeLib))
		// The runpath finds libmgpu.so, and under mpirun libmgpu-mpi.so.
		args = append(args, "-Wl,--enable-new-dtags,-rpath,"+b.dirs.lib)
		if b.opts.cudart != "shared" {
			// mgpu-aliases.ld makes each supported cudaXxx an alias of its
			// __mgpuXxx (libmgpu.so exports them itself).
			args = append(args, filepath.Join(b.dirs.lib, "mgpu-aliases.ld"))
		}
		// The runtime is Go: it needs the threads library, and dlopen for
		// the CUDA backend.
		args = append(args, "-lpthread", "-ldl", "-lm")
		args = append(args, b.opts.hostFlags...)
		args = append(args, "-o", tmp)
		return b.runTool("link of "+out, hostTool(b.opts), args...)
	})
}

// outputName is the program the link writes.
func (b *builder) outputName() string {
	if b.opts.output == "" {
		return "a.out"
	}
	return b.opts.output
}

// writeAtomically lets write make a temporary file next to path and renames
// it to path only when write succeeded: a failed build never leaves a
// partial or stale-looking output behind.
func writeAtomically(path string, write func(tmp string) error) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".mgpucc-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPathError(err))
	}
	tmp := f.Name()
	f.Close()
	temporaries.add(tmp)
	defer temporaries.remove(tmp) // a no-op once renamed
	if err := write(tmp); err != nil {
		return err
	}
	// CreateTemp makes the file 0600; an output gets the usual permissions.
	mode := os.FileMode(0o644)
	if st, err := os.Stat(tmp); err == nil && st.Mode()&0o100 != 0 {
		mode = 0o755
	}
	if err := os.Chmod(tmp, mode&^umask()); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	return nil
}

// umask is the process umask, for the permissions of outputs.
func umask() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}
