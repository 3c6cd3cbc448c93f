package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"

	"mgpucc/analyze"
	"mgpucc/enumgen"
	"mgpucc/internal/nvptx"
	"mgpucc/internal/toolchain"
	"mgpucc/isl"
	"mgpucc/model"
	"mgpucc/partition"
	"mgpucc/rewrite"
)

// deviceIR is one optimised version of a .cu file's device code, parsed.
type deviceIR struct {
	mod *ir.Module
	err error
}

// compileDevice parses the device code of src once (clang's front end,
// most of the time a compile takes) and optimises it twice, concurrently:
// at the user's level for the kernels that run, and at an un-unrolled -O1
// for the analysis, whose loops are clean (DESIGN.md, analysis model).
// The texts are kept under --keep.
func (b *builder) compileDevice(src, stem string) (full, analysis <-chan deviceIR) {
	fullCh, analysisCh := make(chan deviceIR, 1), make(chan deviceIR, 1)
	go func() {
		front, err := b.deviceFrontend(src, stem)
		if err != nil {
			fullCh <- deviceIR{err: err}
			analysisCh <- deviceIR{err: err}
			return
		}
		b.optimizeTwice(src, stem, front, fullCh, analysisCh)
	}()
	return fullCh, analysisCh
}

// deviceLevel is the optimisation level of device code.
func (b *builder) deviceLevel() string {
	if b.opts.optLevel == "" {
		return "3" // nvcc's device default
	}
	return b.opts.optLevel
}

// deviceFrontend runs clang's front end on src's device code and returns
// the bitcode file it wrote; extra are more clang flags (-fgpu-rdc).
func (b *builder) deviceFrontend(src, stem string, extra ...string) (string, error) {
	flags := append([]string{"-gline-tables-only"}, b.commonFlags()...)
	if b.opts.fastMath {
		flags = append(flags, "-ffast-math", "-fcuda-flush-denormals-to-zero")
	}
	front := b.tmp(stem, ".front.bc")
	input, err := b.deviceSource(src, stem)
	if err == nil {
		if input != src {
			// The copy lives in a temporary folder: its quoted
			// includes must still find the user's headers.
			flags = append(flags, "-iquote", filepath.Dir(src))
		}
		err = toolchain.CompileDeviceFrontend(input, b.opts.arch, b.deviceLevel(), front, append(flags, extra...)...)
	}
	return front, stepFailed("device compile of "+src, err)
}

// optimizeTwice optimises the front end's bitcode for the kernels that run
// and for the analysis, concurrently, and sends each parsed.
func (b *builder) optimizeTwice(src, stem, front string, full, analysis chan<- deviceIR) {
	go func() {
		full <- b.optimizeDevice(src, front, b.tmp(stem, ".device.ll"), b.deviceLevel(), toolchain.NVCCUnroll...)
	}()
	analysis <- b.optimizeDevice(src, front, b.tmp(stem, ".analysis.ll"), "1", "-disable-loop-unrolling", toolchain.AnalysisInlineThreshold)
}

// deviceSource is the file clang compiles for the device: src itself, or
// when src writes launch brackets with spaces (kernel << < g, b >> > (x),
// as nvcc allows, which clang does not) a copy with them joined, its
// lines and the name in positions src's.
func (b *builder) deviceSource(src, stem string) (string, error) {
	text, err := os.ReadFile(src)
	if err != nil {
		return "", err
	}
	joined, ok := rewrite.JoinLaunchBrackets(text)
	if !ok {
		return src, nil
	}
	copyFile := b.tmp(stem, ".device.cu")
	line := fmt.Sprintf("#line 1 %s\n", strconv.Quote(src))
	return copyFile, os.WriteFile(copyFile, append([]byte(line), joined...), 0o644)
}

// optimizeDevice runs one optimisation of the front end's IR and parses it.
func (b *builder) optimizeDevice(src, front, keepAs, level string, flags ...string) deviceIR {
	text, err := toolchain.OptimizeDeviceIR(front, level, flags...)
	if err != nil {
		return deviceIR{err: stepFailed("device compile of "+src, err)}
	}
	if b.opts.keep {
		if err := os.WriteFile(keepAs, []byte(text), 0o644); err != nil {
			return deviceIR{err: err}
		}
	}
	var mod *ir.Module
	err = safely(func() (err error) { mod, err = nvptx.ParseModule(src, text); return err })
	return deviceIR{mod: mod, err: stepFailed("reading the device IR of "+src+" (a bug in mgpucc: please report it)", err)}
}

// compileCU runs the pipeline of DESIGN.md on one .cu file and returns its
// objects (host code with the embedded container, enumerators) and model.
func (b *builder) compileCU(src, stem string) ([]string, *model.Model, error) {
	if err := b.dirs.need(b.dirs.lib, "mgpu.h"); err != nil {
		return nil, nil, err
	}
	// 1. Device IR, at two optimisation levels.
	fullCh, analysisCh := b.compileDevice(src, stem)

	// 6. The host compile needs no device result either (embed.go): the
	// rewrite and then the host compile run alongside the device side.
	hostObj, rewriteErr, hostDone := b.compileHostSide(src, stem)

	full, analysis := <-fullCh, <-analysisCh
	var m *model.Model
	var container []byte
	var deviceErr error
	if rewriteErr == nil && full.err == nil && analysis.err == nil {
		if err := analyze.Unresolved(full.mod, src, false); err != nil {
			deviceErr = stepFailed("device compile of "+src, err)
		} else {
			m, container, deviceErr = b.deviceSide(src, stem, full.mod, analysis.mod)
		}
	}
	hostErr := <-hostDone
	switch {
	case rewriteErr != nil:
		return nil, nil, rewriteErr // an unsupported call: more to the point than clang's view of it
	case full.err != nil:
		return nil, nil, full.err // the same diagnostics as the other compiles: show them once
	case analysis.err != nil:
		return nil, nil, analysis.err
	case hostErr != nil:
		return nil, nil, hostErr // errors in host code
	case deviceErr != nil:
		return nil, nil, deviceErr
	}
	if err := b.embed(src, stem, hostObj, container); err != nil {
		return nil, nil, err
	}
	return []string{hostObj, b.tmp(stem, ".enum.o")}, m, nil
}

// compileHostSide rewrites src's host code and compiles it, with a
// placeholder where the container goes, into the object it returns; the
// compile runs on: done says how it ended. A rewrite's error (an
// unsupported call) is returned at once.
func (b *builder) compileHostSide(src, stem string) (obj string, rewriteErr error, done <-chan error) {
	hostSrc := b.tmp(stem, ".host.cu")
	obj = b.tmp(stem, ".host.o")
	hostDone := make(chan error, 1)
	if rewriteErr = b.rewriteTo(src, hostSrc); rewriteErr != nil {
		hostDone <- rewriteErr
		return obj, rewriteErr, hostDone
	}
	go func() {
		placeholder, err := b.placeholder(stem)
		if err == nil {
			err = b.compileHostCU(src, hostSrc, placeholder, obj)
		}
		hostDone <- err
	}()
	return obj, nil, hostDone
}

// deviceSide runs steps 2 to 5: analysis, partitioned clones and PTX,
// enumerators, and the container it returns.
func (b *builder) deviceSide(src, stem string, full, analysis *ir.Module) (*model.Model, []byte, error) {
	m, err := b.analyzeAndPartition(src, full, analysis)
	if err != nil {
		return nil, nil, err
	}
	for {
		// The enumerators compile while the PTX is made.
		enumDone := make(chan error, 1)
		go func() { enumDone <- b.compileEnumerators(src, stem, m, b.tmp(stem, ".enum.o")) }()
		container, err := b.container(src, stem, full, m)
		enumErr := <-enumDone
		var ke *enumgen.KernelError
		if err == nil && errors.As(enumErr, &ke) && b.unlist(&m.Kernels[ke.Kernel], ke) {
			continue // the model changed: its container and enumerators again
		}
		if err == nil {
			err = enumErr
		}
		return m, container, err
	}
}

// unlist makes k a kernel whose accesses are unknown, as the analysis
// does with one it cannot describe: it runs on one device, which receives
// its buffers whole before its launches. The enumerators of its maps could
// not be made (err), which is mgpucc's bug: the program still builds and
// runs, and the warning asks for a report. It returns false where k has
// no maps left to drop.
func (b *builder) unlist(k *model.Kernel, err error) bool {
	dropped := false
	drop := func(a **model.Access) {
		dropped = dropped || *a != nil
		*a = nil
	}
	for i := range k.Params {
		p := &k.Params[i]
		drop(&p.Access)
		if p.Texture != nil {
			drop(&p.Texture.Access)
		}
		for j := range p.PointerFields {
			drop(&p.PointerFields[j].Access)
		}
		for j := range p.TextureFields {
			drop(&p.TextureFields[j].Access)
		}
	}
	if !dropped && k.Split == model.SplitNone {
		return false
	}
	why := "mgpucc could not list the elements its blocks touch (" + err.Error() + ")"
	report := "; this is a bug in mgpucc, please report it with this message"
	if errors.Is(err, isl.ErrBudget) {
		// Not a bug: a bound on the compile's time (enumgen's budgets).
		why = "listing the elements its blocks touch took more of isl's work than mgpucc allows a kernel (" + err.Error() + ")"
		report = ""
	}
	k.Split, k.Reason, k.Alternatives, k.SplitRequires = model.SplitNone, why, nil, nil
	k.GridStrides, k.VarReductions, k.Partitioned = nil, nil, ""
	fmt.Fprintf(b.stderr, "mgpucc: warning: %s: kernel %s runs on one GPU: %s%s\n", k.Position, k.Name, why, report)
	return true
}

// analyzeAndPartition runs steps 2 and 3: the model, and the partitioned
// clones added to full. Partitioning may still refuse a split: the model
// is final only afterwards.
func (b *builder) analyzeAndPartition(src string, full, analysis *ir.Module) (*model.Model, error) {
	b.logf("analyze %s", src)
	var m *model.Model
	err := safely(func() (err error) { m, err = analyze.Analyze(analysis, analyze.Options{Source: src}); return err })
	if err != nil {
		return nil, stepFailed("analysis of "+src, err)
	}
	if b.opts.noPartition {
		for i := range m.Kernels {
			m.Kernels[i].Split, m.Kernels[i].Reason, m.Kernels[i].Alternatives = model.SplitNone, "--mgpu-no-partition", nil
		}
	}
	b.logf("partition %s", src)
	if err := safely(func() error { return partition.Partition(full, m) }); err != nil {
		return nil, stepFailed("partitioning the kernels of "+src, err)
	}
	return m, nil
}

// container makes the PTX of the partitioned module and the container
// that carries it, its machine code, the model and the IR (step 5).
func (b *builder) container(src, stem string, mod *ir.Module, m *model.Model) ([]byte, error) {
	irText := mod.String()
	if b.opts.keep {
		if err := os.WriteFile(b.tmp(stem, ".mgpu.ll"), []byte(irText), 0o644); err != nil {
			return nil, err
		}
	}
	ptx, err := b.emitPTX(src, irText)
	if err != nil {
		return nil, err
	}
	if b.opts.keep {
		if err := os.WriteFile(b.tmp(stem, ".ptx"), []byte(ptx), 0o644); err != nil {
			return nil, err
		}
	}
	sass, err := b.machineCode(src, stem, ptx)
	if err != nil {
		return nil, err
	}
	modelJSON, err := m.Marshal()
	if err != nil {
		return nil, err
	}
	return (&model.Container{Model: modelJSON, PTX: []byte(ptx), IR: []byte(irText), Arch: b.opts.arch, SASS: sass}).Encode(), nil
}

// emitPTX compiles the partitioned module's IR to PTX.
func (b *builder) emitPTX(src, irText string) (string, error) {
	var ptx string
	err := safely(func() (err error) { ptx, err = partition.EmitPTX(irText, b.opts.arch); return err })
	if err != nil {
		return "", stepFailed("PTX generation for "+src, err)
	}
	return ptx, nil
}

// compilePTX is -ptx: the PTX of src's kernels and their partitioned
// clones, written to -o or NAME.ptx, with no host compile.
func (b *builder) compilePTX(src, stem string) (*model.Model, error) {
	fullCh, analysisCh := b.compileDevice(src, stem)
	full, analysis := <-fullCh, <-analysisCh
	if full.err != nil {
		return nil, full.err
	}
	if analysis.err != nil {
		return nil, analysis.err
	}
	m, err := b.analyzeAndPartition(src, full.mod, analysis.mod)
	if err != nil {
		return nil, err
	}
	ptx, err := b.emitPTX(src, full.mod.String())
	if err != nil {
		return nil, err
	}
	out := b.opts.output
	if out == "" {
		out = strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + ".ptx"
	}
	return m, writeAtomically(out, func(tmp string) error { return os.WriteFile(tmp, []byte(ptx), 0o644) })
}

// rewriteTo writes the rewritten host source of src to dst.
func (b *builder) rewriteTo(src, dst string) error {
	b.logf("rewrite %s > %s", src, dst)
	text, err := b.rewriteSource(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, text, 0o644)
}

// rewriteSource rewrites the host code of src and shows the rewriter's
// warnings.
func (b *builder) rewriteSource(src string) ([]byte, error) {
	text, err := os.ReadFile(src)
	if err != nil {
		return nil, err
	}
	var res *rewrite.Result
	err = safely(func() (err error) { res, err = rewrite.Rewrite(text, src, b.includeDirs()...); return err })
	if err != nil {
		return nil, stepFailed("rewriting the host code of "+src, err)
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(b.stderr, w)
	}
	return res.Source, nil
}

// includeDirs are the user's -I folders, where the rewriter looks for the
// program's own headers.
func (b *builder) includeDirs() []string {
	var dirs []string
	for _, f := range b.opts.preproc {
		if dir, ok := strings.CutPrefix(f, "-I"); ok {
			dirs = append(dirs, dir)
		}
	}
	return dirs
}

// compileEnumerators generates and compiles the range enumerators and
// kernel descriptors of a model.
func (b *builder) compileEnumerators(src, stem string, m *model.Model, obj string) error {
	b.logf("enumgen %s > %s", src, b.tmp(stem, ".enum.c"))
	var code string
	err := safely(func() (err error) { code, err = enumgen.Generate(m); return err })
	if err != nil {
		return stepFailed("generating the enumerators of "+src, err)
	}
	cfile := b.tmp(stem, ".enum.c")
	if err := os.WriteFile(cfile, []byte(code), 0o644); err != nil {
		return err
	}
	return b.runTool("compiling the generated enumerators of "+src+" (a bug in mgpucc: please report it)",
		toolchain.Clang, "-c", "-O2", "-I"+b.dirs.lib, "-isystem", b.dirs.include, cfile, "-o", obj)
}

// compileHostCU compiles the rewritten host source with the container
// embedded where clang would put NVIDIA's fatbin.
func (b *builder) compileHostCU(src, hostSrc, container, obj string) error {
	args := []string{"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
		"--cuda-gpu-arch=" + b.opts.arch,
		"-Xclang", "-target-sdk-version=11.0",
		"-Xclang", "-fcuda-include-gpubinary", "-Xclang", container,
		"-isystem", b.dirs.include, "-I" + b.dirs.lib,
		// The rewritten file lives in a temporary folder: its quoted
		// includes must still find the user's headers.
		"-iquote", filepath.Dir(src)}
	args = append(append(args, toolchain.HostLikeGCC...), b.commonFlags()...)
	args = append(args, b.hostOptFlags()...)
	args = append(args, "-c", hostSrc, "-o", obj)
	return b.runTool("host compile of "+src, toolchain.ClangXX, args...)
}

// emitHost prints the rewritten host source of every .cu input
// (--mgpu-emit-host), or with -cuda writes it to NAME.cu.cpp.ii or -o.
func (b *builder) emitHost() error {
	for _, in := range b.opts.inputs {
		if in.kind != inputCU {
			continue
		}
		text, err := b.rewriteSource(in.path)
		if err != nil {
			return err
		}
		if !b.opts.cudaHost {
			b.stdout.Write(text)
			continue
		}
		out := b.opts.output
		if out == "" {
			out = filepath.Base(in.path) + ".cpp.ii"
		}
		if err := writeAtomically(out, func(tmp string) error { return os.WriteFile(tmp, text, 0o644) }); err != nil {
			return err
		}
	}
	return nil
}

// safely runs a compiler stage and turns a panic in it into an error: bad
// input must never crash mgpucc.
func safely(stage func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error (a bug in mgpucc: please report it with the input file): %v", r)
		}
	}()
	return stage()
}

// logf shows an in-process step under -v, next to the commands.
func (b *builder) logf(format string, args ...any) {
	if b.opts.verbose {
		fmt.Fprintf(b.stderr, "#$ [mgpucc] "+format+"\n", args...)
	}
}
