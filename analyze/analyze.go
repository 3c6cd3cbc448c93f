// Package analyze reads the NVPTX LLVM IR of a CUDA translation unit and
// writes the model (package model): per kernel its parameters and, for every
// pointer parameter, polyhedral read and write maps from the thread-block
// grid to the elements it touches, and whether and how the kernel's grid may
// be split across devices (DESIGN.md, "The analysis model").
//
// A kernel that is not understood is refused, with a reason: refusing is
// always safe (the kernel runs unsplit), a wrong split is a correctness bug.
package analyze

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"mgpucc/isl"
	"mgpucc/model"
)

// Options configure Analyze.
type Options struct {
	// Source is the .cu file the IR was compiled from, recorded in the model.
	Source string
}

// Analyze builds the model of every kernel (nvvm.annotations "kernel") of
// mod, and lists its file-scope __shared__ variables. It fails only on
// malformed input; a kernel it cannot prove splittable is listed with
// Split "none" and the reason.
func Analyze(mod *ir.Module, opts Options) (*model.Model, error) {
	m := &model.Model{Version: model.Version, Source: opts.Source, Kernels: []model.Kernel{}}
	kernels, err := kernelFuncs(mod)
	if err != nil {
		return nil, err
	}
	src := &sourceFiles{source: opts.Source, files: map[string][]string{}}
	ctx := isl.NewCtx()
	defer ctx.Close()
	for _, f := range kernels {
		k, err := describeKernel(f, src)
		if err != nil {
			return nil, err
		}
		analyzeKernel(f, &k, ctx)
		m.Kernels = append(m.Kernels, k)
	}
	for _, g := range mod.Globals {
		// A function's __shared__ arrays are internal; the host
		// registers only file-scope variables.
		if g.AddrSpace == 3 && g.Linkage != enum.LinkageInternal && g.Linkage != enum.LinkagePrivate {
			m.SharedVars = append(m.SharedVars, g.Name())
		}
	}
	m.ManagedVars = managedVars(mod)
	return m, nil
}

// kernelFuncs lists the functions nvvm.annotations marks as kernels, in
// module order.
func kernelFuncs(mod *ir.Module) ([]*ir.Func, error) {
	marked := map[*ir.Func]bool{}
	if ann, ok := mod.NamedMetadataDefs["nvvm.annotations"]; ok {
		for _, n := range ann.Nodes {
			tuple, ok := n.(*metadata.Tuple)
			if !ok || len(tuple.Fields) < 3 {
				continue
			}
			f, ok := tuple.Fields[0].(*ir.Func)
			if !ok {
				continue
			}
			if s, ok := tuple.Fields[1].(*metadata.String); !ok || s.Value != "kernel" {
				continue
			}
			if v, ok := tuple.Fields[2].(*constant.Int); !ok || v.X.Sign() == 0 {
				continue
			}
			if len(f.Blocks) == 0 {
				return nil, fmt.Errorf("error: nvvm.annotations marks @%s as a kernel but it has no body: pass the IR of the whole translation unit", f.Name())
			}
			marked[f] = true
		}
	}
	var out []*ir.Func
	for _, f := range mod.Funcs {
		if marked[f] {
			out = append(out, f)
		}
	}
	return out, nil
}

// describeKernel fills the kernel's names, parameters and source position,
// and starts it refused; the analysis replaces the decision when it proves a
// split.
func describeKernel(f *ir.Func, src *sourceFiles) (model.Kernel, error) {
	k := model.Kernel{Name: f.Name(), Mangled: f.Name(), Split: model.SplitNone,
		Reason: "analysis not implemented", Position: funcPosition(f)}
	dm, derr := demangle(f.Name())
	if derr == nil && len(dm.Params) == len(f.Params) {
		k.Name = dm.Readable()
	} else if sp := subprogram(f); sp != nil && sp.Name != "" {
		k.Name = sp.Name
	}
	var names []string
	if sp := subprogram(f); sp != nil && sp.File != nil {
		names = paramNames(src.lines(sp.File), int(sp.Line), sp.Name, len(f.Params))
	}
	slot, bytes := 0, 0
	for i, p := range f.Params {
		mp := model.Param{Index: i, Name: p.LocalName, ScalarSlot: -1}
		if names != nil && names[i] != "" {
			mp.Name = names[i]
		}
		byval := byvalType(p)
		var err error
		switch {
		case byval != nil:
			mp.Kind, mp.Type = model.ParamOther, byval.String()
			mp.Size, mp.Align, err = paramLayout(byval)
			if a := paramAlign(p); a > mp.Align {
				mp.Align = a
			}
		case isPointer(p.Typ):
			mp.Kind, mp.Type, mp.Size, mp.Align = model.ParamPointer, p.Typ.String(), 8, 8
		default:
			mp.Kind, mp.Type = model.ParamScalar, p.Typ.String()
			mp.Size, mp.Align, err = paramLayout(p.Typ)
			if _, ok := p.Typ.(*types.IntType); ok {
				mp.ScalarSlot = slot
				slot++
				mp.Signed = paramSigned(p, i, dm, derr == nil && len(dm.Params) == len(f.Params))
			} else if _, ok := p.Typ.(*types.FloatType); !ok {
				mp.Kind = model.ParamOther
			}
		}
		if err != nil {
			return k, fmt.Errorf("%s: error: kernel %s: parameter %d: %w (the IR is not from clang-14 for nvptx64?)", k.Position, k.Name, i, err)
		}
		k.Params = append(k.Params, mp)
		if bytes += mp.Size; bytes > maxParamBytes {
			return k, fmt.Errorf("%s: error: kernel %s: its parameters take more than %d bytes, the most the PTX mgpucc writes may pass (CUDA 12.1's large kernel parameters need PTX 8.1): pass the data through device or __constant__ memory", k.Position, k.Name, maxParamBytes)
		}
	}
	return k, nil
}

// maxParamBytes is the most bytes of parameters a kernel may declare: a
// kernel of PTX before ISA 8.1 (clang-14 writes 6.4 or 7.1) takes 4352
// (0x1100, ptxas's limit), and its partitioned clone adds six 32-bit
// parameters (partition.go). The CUDA samples' LargeKernelParameter passes
// 4104 bytes to one kernel and 32008 to another.
const maxParamBytes = 4352 - 6*4

func isPointer(t types.Type) bool {
	_, ok := t.(*types.PointerType)
	return ok
}

// byvalType returns the pointee of a byval parameter, or nil.
func byvalType(p *ir.Param) types.Type {
	for _, a := range p.Attrs {
		if b, ok := a.(ir.Byval); ok {
			if b.Typ != nil {
				return b.Typ
			}
			if pt, ok := p.Typ.(*types.PointerType); ok {
				return pt.ElemType
			}
		}
	}
	return nil
}

func paramAlign(p *ir.Param) int {
	for _, a := range p.Attrs {
		if al, ok := a.(ir.Align); ok {
			return int(al)
		}
	}
	return 0
}

// paramSigned decides whether an integer parameter sign-extends: the
// signext/zeroext attributes when present, else the mangled C++ type, else
// signed (extern "C" kernels with plain int parameters).
func paramSigned(p *ir.Param, i int, dm demangled, haveDM bool) bool {
	for _, a := range p.Attrs {
		switch a {
		case enum.ParamAttrSignExt:
			return true
		case enum.ParamAttrZeroExt:
			return false
		}
	}
	if haveDM && dm.Params[i].Integer {
		return !dm.Params[i].Unsigned
	}
	return true
}

func subprogram(f *ir.Func) *metadata.DISubprogram {
	for _, a := range f.Metadata {
		if sp, ok := a.Node.(*metadata.DISubprogram); ok && a.Name == "dbg" {
			return sp
		}
	}
	return nil
}

// funcPosition is "file:line" of the kernel's definition, or "" without
// debug info.
func funcPosition(f *ir.Func) string {
	sp := subprogram(f)
	if sp == nil || sp.File == nil {
		return ""
	}
	return fmt.Sprintf("%s:%d", sp.File.Filename, sp.Line)
}
