// Command capi is the C API of the mgpucc runtime: built with
// -buildmode=c-archive into lib/libmgpu.a, it exports the __mgpu functions
// and clang's CUDA host ABI declared in mgpu/mgpu.h, each a thin wrapper
// of package mgpu. The registration functions are C (registry.c): they run
// before the Go runtime is up.
package main

/*
#cgo CFLAGS: -I${SRCDIR}/.. -I${SRCDIR}/../../include -O2
#include <stdlib.h>
#include <string.h>
#include "registry.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"unsafe"

	"mgpucc/mgpu"
	"mgpucc/model"
)

func main() {}

// process is the runtime of the process and what the C side registered.
type process struct {
	once    sync.Once
	rt      *mgpu.Runtime
	initErr error
	quiet   bool

	mu         sync.Mutex // guards the fields below
	generation C.ulong
	seen       struct{ fatbins, funcs, vars, descs int }
	images     map[*C.mgpu_fatbin_rec]*image
	// relocatable are the images of files compiled with -rdc or -dc,
	// whose kernels and variables are those of linked, the program's
	// device link.
	linked        *image
	relocatable   []*image
	notLinkedSaid bool
	funcs         map[uintptr]function // by host stub
	lastErr       mgpu.Code
	// initReported is set once the start failure has been printed;
	// faultReported is the sticky fault printed last.
	initReported  bool
	faultReported error
}

var proc process

// errNotLinked is the error of a kernel or variable of relocatable device
// code in a program without its device link.
var errNotLinked = errors.New("the program holds relocatable device code (compiled with -rdc or -dc) but not its device link: link the program with mgpucc, or add the object of mgpucc -dlink to the link")

// image is a registered container: loaded, or why it cannot be.
type image struct {
	img *mgpu.Image
	err error
}

// function is a registered kernel: its image and mangled name.
type function struct {
	img  *image
	name string
}

// runtime returns the process' runtime, starting it on first use and
// taking in whatever was registered since the last call.
func runtime() (*mgpu.Runtime, error) {
	proc.once.Do(func() {
		proc.quiet = os.Getenv("MGPU_QUIET") == "1"
		// The runtime's heap is a few megabytes: at Go's default the
		// collector would run every megabyte or two a loop counter's
		// plans leave behind, its pauses landing on launches. A GOGC
		// the user set stays.
		if os.Getenv("GOGC") == "" {
			debug.SetGCPercent(400)
		}
		proc.images = map[*C.mgpu_fatbin_rec]*image{}
		proc.funcs = map[uintptr]function{}
		proc.rt, proc.initErr = mgpu.New(mgpu.ConfigFromEnv())
		if proc.initErr == nil {
			proc.rt.Warm() // before the program's first launch, not in it
		}
		startProfile(os.Getenv("MGPU_CPUPROFILE"))
		C.mgpu_install_atexit()
	})
	if proc.initErr != nil {
		return nil, proc.initErr
	}
	proc.mu.Lock()
	defer proc.mu.Unlock()
	if g := C.mgpu_registry_generation(); g != proc.generation {
		proc.syncRegistry()
	}
	return proc.rt, nil
}

// syncRegistry takes in the records added since the last call.
func (p *process) syncRegistry() {
	reg := C.mgpu_registry_lock()
	defer C.mgpu_registry_unlock()
	p.generation = reg.generation
	fatbins := unsafe.Slice(reg.fatbins, reg.nfatbins)
	for _, rec := range fatbins[p.seen.fatbins:] {
		p.images[rec] = p.loadImage(rec)
	}
	p.seen.fatbins = len(fatbins)
	for _, im := range p.relocatable {
		if p.linked != nil {
			im.img, im.err = p.linked.img, p.linked.err
		} else if im.err == nil {
			im.err = errNotLinked
		}
	}
	if p.linked == nil && len(p.relocatable) > 0 && !p.notLinkedSaid {
		// The images' variables are not registered either: say why once,
		// before the errors of the calls that use them.
		fmt.Fprintf(os.Stderr, "mgpu: %v\n", errNotLinked)
		p.notLinkedSaid = true
	}
	funcs := unsafe.Slice(reg.funcs, reg.nfuncs)
	for _, f := range funcs[p.seen.funcs:] {
		p.funcs[uintptr(f.host)] = function{p.images[f.fatbin], C.GoString(f.name)}
	}
	p.seen.funcs = len(funcs)
	vars := unsafe.Slice(reg.vars, reg.nvars)
	for _, v := range vars[p.seen.vars:] {
		if img := p.images[v.fatbin]; img != nil && img.err == nil {
			var mem []byte // a __managed__ variable's host copy
			if v.host != nil {
				mem = unsafe.Slice((*byte)(v.host), int(v.size))
			}
			p.rt.RegisterVar(img.img, uintptr(v.host), C.GoString(v.name), int64(v.size), v.constant != 0, mem)
		}
	}
	p.seen.vars = len(vars)
	descs := unsafe.Slice(reg.descs, reg.ndescs)
	for _, d := range descs[p.seen.descs:] {
		desc := goDesc(d.desc)
		if err := p.rt.RegisterKernel(desc, d.hand != 0); err != nil {
			fmt.Fprintf(os.Stderr, "mgpu: ignoring the descriptor of %s: %v\n", desc.Mangled, err)
		}
	}
	p.seen.descs = len(descs)
}

// loadImage decodes the container a fat binary record points to.
func (p *process) loadImage(rec *C.mgpu_fatbin_rec) *image {
	if rec.data == nil {
		return &image{err: fmt.Errorf("a registered fat binary is not clang's wrapper")}
	}
	header := C.GoBytes(rec.data, model.ContainerHeaderSize)
	n, err := model.ContainerLength(header)
	if err != nil {
		return &image{err: err}
	}
	c, err := model.DecodeContainer(C.GoBytes(rec.data, C.int(n)))
	if err != nil {
		return &image{err: err}
	}
	switch c.Link {
	case model.LinkRelocatable:
		im := &image{}
		p.relocatable = append(p.relocatable, im)
		return im
	case model.LinkLinked:
		if p.linked != nil {
			return &image{err: errors.New("a second device link in the program: link its relocatable device code (-rdc, -dc) once, in one mgpucc command")}
		}
		p.linked = &image{img: p.rt.AddImage(c)}
		return p.linked
	}
	return &image{img: p.rt.AddImage(c)}
}

// goStr converts a C string that may be NULL.
func goStr(s *C.char) string {
	if s == nil {
		return ""
	}
	return C.GoString(s)
}

// goDesc converts a C descriptor; enumerators stay C functions.
func goDesc(d *C.mgpu_kernel_desc) *mgpu.KernelDesc {
	out := &mgpu.KernelDesc{
		Mangled: goStr(d.mangled), Name: goStr(d.name), Partitioned: goStr(d.partitioned),
		Reason: goStr(d.reason), Position: goStr(d.position), Split: mgpu.Split(d.split),
		Indirect: d.flags&C.MGPU_KERNEL_INDIRECT != 0, SplitRequires: goStr(d.split_requires),
		StructsDescribed: d.flags&C.MGPU_KERNEL_STRUCTS_DESCRIBED != 0,
		ScalarsUnread:    uint64(d.scalars_unread),
	}
	out.SplitValid = goSplitValid(d.split_valid)
	if d.nshifts > 0 && d.shifts != nil {
		for _, sh := range unsafe.Slice(d.shifts, d.nshifts) {
			out.Shifts = append(out.Shifts, mgpu.ScalarShift{Slot: int(sh.slot), Moves: goMoves(sh.moves)})
		}
	}
	if d.nalternatives > 0 && d.alternatives != nil {
		for _, a := range unsafe.Slice(d.alternatives, d.nalternatives) {
			out.Alternatives = append(out.Alternatives, mgpu.Alternative{Split: mgpu.Split(a.split),
				SplitValid: goSplitValid(a.split_valid), SplitRequires: goStr(a.split_requires)})
		}
	}
	if d.nfields > 0 && d.fields != nil {
		for _, f := range unsafe.Slice(d.fields, d.nfields) {
			out.Fields = append(out.Fields, mgpu.Field{Param: int(f.param), Offset: int(f.offset), Size: int(f.size),
				Signed: f.is_signed != 0, ScalarSlot: int(f.scalar_slot)})
		}
	}
	if d.nparams > 0 && d.params != nil {
		for _, p := range unsafe.Slice(d.params, d.nparams) {
			out.Params = append(out.Params, goParam(p))
		}
	}
	if d.nptrfields > 0 && d.ptrfields != nil {
		for _, f := range unsafe.Slice(d.ptrfields, d.nptrfields) {
			out.PtrFields = append(out.PtrFields, mgpu.PtrField{Param: int(f.param), Offset: int(f.offset), Desc: goParam(f.desc)})
		}
	}
	if d.ntextures > 0 && d.textures != nil {
		for _, t := range unsafe.Slice(d.textures, d.ntextures) {
			out.Textures = append(out.Textures, mgpu.TextureArg{Param: int(t.param), Offset: int(t.offset), Dims: int(t.dims), ScalarSlot: int(t.scalar_slot), Desc: goParam(t.desc)})
		}
	}
	if d.nvarreductions > 0 && d.varreductions != nil {
		for _, v := range unsafe.Slice(d.varreductions, d.nvarreductions) {
			out.VarReductions = append(out.VarReductions, mgpu.VarReduction{Name: C.GoString(v.name), Reduce: mgpu.Reduce(v.reduce),
				ElemSize: int(v.elem_size), ReduceValue: uint64(v.reduce_value)})
		}
	}
	return out
}

// goSplitValid wraps a C split_valid function (nil for NULL).
func goSplitValid(fn *[0]byte) func(box *[12]int64, scalars []int64) bool {
	if fn == nil {
		return nil
	}
	return func(box *[12]int64, scalars []int64) bool {
		var sp unsafe.Pointer
		if len(scalars) > 0 {
			sp = unsafe.Pointer(&scalars[0])
		}
		return C.mgpu_call_split_valid(fn, (*C.int64_t)(unsafe.Pointer(&box[0])), (*C.int64_t)(sp)) != 0
	}
}

// goMoves wraps a C mgpu_scalar_shift.moves function (nil for NULL).
func goMoves(fn *[0]byte) func(box *[12]int64, scalars, out []int64) {
	if fn == nil {
		return nil
	}
	return func(box *[12]int64, scalars, out []int64) {
		var sp unsafe.Pointer
		if len(scalars) > 0 {
			sp = unsafe.Pointer(&scalars[0])
		}
		C.mgpu_call_moves(fn, (*C.int64_t)(unsafe.Pointer(&box[0])), (*C.int64_t)(sp), (*C.int64_t)(unsafe.Pointer(&out[0])))
	}
}

func goParam(p C.mgpu_param_desc) mgpu.Param {
	return mgpu.Param{
		Kind: mgpu.ParamKind(p.kind), Size: int(p.size), ElemSize: int(p.elem_size),
		ScalarSlot: int(p.scalar_slot), Signed: p.is_signed != 0,
		Reduce: mgpu.Reduce(p.reduce), ReduceValue: uint64(p.reduce_value),
		Read: goAccess(p.read), Write: goAccess(p.write), MayWrite: goAccess(p.may_write),
	}
}

func goAccess(a C.mgpu_access) mgpu.Access {
	out := mgpu.Access{Pattern: mgpu.Pattern(a.pattern)}
	for i := range out.Arg {
		out.Arg[i] = int64(a.arg[i])
	}
	if fn := a.fn; fn != nil {
		out.Enum = func(box *[12]int64, scalars []int64, ranges []mgpu.Range) int64 {
			var sp, rp unsafe.Pointer
			if len(scalars) > 0 {
				sp = unsafe.Pointer(&scalars[0])
			}
			if len(ranges) > 0 {
				rp = unsafe.Pointer(&ranges[0])
			}
			return int64(C.mgpu_call_enum(fn, (*C.int64_t)(unsafe.Pointer(&box[0])), (*C.int64_t)(sp), (*C.mgpu_range)(rp), C.int64_t(len(ranges))))
		}
		out.EnumBoxes = func(boxes [][12]int64, scalars []int64, ranges []mgpu.Range, counts []int64) int64 {
			b, s, o, c := boxesArgs(boxes, scalars, ranges, counts)
			return int64(C.mgpu_call_enum_boxes(fn, b, C.int64_t(len(boxes)), s, (*C.mgpu_range)(o), C.int64_t(len(ranges)), c))
		}
	}
	if fn := a.spans; fn != nil {
		out.Spans = func(box *[12]int64, scalars []int64, spans []mgpu.Span) int64 {
			var sp, op unsafe.Pointer
			if len(scalars) > 0 {
				sp = unsafe.Pointer(&scalars[0])
			}
			if len(spans) > 0 {
				op = unsafe.Pointer(&spans[0])
			}
			return int64(C.mgpu_call_spans(fn, (*C.int64_t)(unsafe.Pointer(&box[0])), (*C.int64_t)(sp), (*C.mgpu_span)(op), C.int64_t(len(spans))))
		}
		out.SpansBoxes = func(boxes [][12]int64, scalars []int64, spans []mgpu.Span, counts []int64) int64 {
			b, s, o, c := boxesArgs(boxes, scalars, spans, counts)
			return int64(C.mgpu_call_spans_boxes(fn, b, C.int64_t(len(boxes)), s, (*C.mgpu_span)(o), C.int64_t(len(spans)), c))
		}
	}
	return out
}

// boxesArgs are the C arguments of an mgpu_call_*_boxes call: the boxes,
// the scalars, out's array and the counts (nil for empty slices).
func boxesArgs[T mgpu.Range | mgpu.Span](boxes [][12]int64, scalars []int64, out []T, counts []int64) (b, s *C.int64_t, o unsafe.Pointer, c *C.int64_t) {
	if len(boxes) > 0 {
		b, c = (*C.int64_t)(unsafe.Pointer(&boxes[0][0])), (*C.int64_t)(unsafe.Pointer(&counts[0]))
	}
	if len(scalars) > 0 {
		s = (*C.int64_t)(unsafe.Pointer(&scalars[0]))
	}
	if len(out) > 0 {
		o = unsafe.Pointer(&out[0])
	}
	return b, s, o, c
}

// ret turns an error into the code a C call returns, recording it as the
// last error and printing its message (unless MGPU_QUIET=1).
func ret(err error) C.cudaError_t {
	if err == nil {
		return C.cudaSuccess
	}
	code := mgpu.CodeOf(err)
	proc.mu.Lock()
	defer proc.mu.Unlock()
	proc.lastErr = code
	// A failed start and a kernel's fault, which every later call returns
	// (until a reset, for the fault), are reported once.
	again := err == proc.initErr && proc.initReported || err == proc.faultReported
	if !proc.quiet && !again {
		fmt.Fprintln(os.Stderr, err)
		proc.initReported = proc.initReported || err == proc.initErr
		if proc.rt != nil && err == proc.rt.Sticky() {
			proc.faultReported = err
		}
	}
	return C.cudaError_t(code)
}

// invalid is the error of a bad argument.
func invalid(format string, args ...any) error {
	return &mgpu.Error{Code: mgpu.ErrorInvalidValue, Msg: fmt.Sprintf(format, args...)}
}

//export mgpuAtExit
func mgpuAtExit() {
	stopProfile()
	if proc.rt != nil {
		if err := proc.rt.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "mgpu: at exit:", err)
		}
	}
}
