// Package partition makes the partitioned variant of every splittable kernel
// (DESIGN.md, "Partitioned kernels"; the paper, section 7) and compiles the
// result to PTX.
//
// Kernel K becomes K__mgpu with six trailing i32 parameters: the block
// offset z, y, x of the partition and the original grid size z, y, x. In
// the clone, and in clones of the __device__ functions it calls that read
// them, blockIdx.w reads as blockIdx.w + offset.w and gridDim.w as the
// original gridDim.w, so every block of a partition launched with grid
// max − min computes exactly what it computed in the single-GPU launch,
// grid-stride loops included. The original kernels stay in the module.
package partition

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"mgpucc/model"
)

// Suffix is appended to a function's name to name its partitioned clone.
const Suffix = "__mgpu"

// The special registers the transformation substitutes, by dimension
// index (0 = z, 1 = y, 2 = x: the order of the extra parameters).
const (
	ctaidPrefix  = "llvm.nvvm.read.ptx.sreg.ctaid."
	nctaidPrefix = "llvm.nvvm.read.ptx.sreg.nctaid."
)

// extraParamNames name the trailing parameters of every clone, in order.
var extraParamNames = [6]string{"mgpu.off.z", "mgpu.off.y", "mgpu.off.x", "mgpu.grid.z", "mgpu.grid.y", "mgpu.grid.x"}

// Partition adds K__mgpu for every kernel of m whose Split is not "none"
// and records its name in the kernel's Partitioned field. A kernel whose
// clone could not compute what the original computes (it reads blockIdx
// through inline assembly, or passes a function that reads it around as a
// pointer) is not split: its Split becomes "none", Reason says why and
// Position where.
// An error means the module or the model is inconsistent (a kernel of the
// model missing from the IR, a clone that exists already).
func Partition(mod *ir.Module, m *model.Model) error {
	p := newPartitioner(mod)
	for i := range m.Kernels {
		k := &m.Kernels[i]
		if k.Split == model.SplitNone {
			continue
		}
		f := p.funcs[k.Mangled]
		if f == nil || len(f.Blocks) == 0 {
			return fmt.Errorf("partition: kernel %s (%s) has no definition in the device IR: the model and the IR come from different compiles", k.Name, k.Mangled)
		}
		if p.funcs[k.Mangled+Suffix] != nil {
			return fmt.Errorf("partition: the IR already defines %s: partition each module once", k.Mangled+Suffix)
		}
		if pos, reason := p.refusal(f); reason != "" {
			k.Split, k.Reason, k.Partitioned, k.Alternatives = model.SplitNone, reason, "", nil
			if pos != "" {
				k.Position = pos
			}
			continue
		}
		clone, err := p.cloneKernel(f)
		if err != nil {
			return fmt.Errorf("partition: kernel %s: %w", k.Name, err)
		}
		k.Partitioned = clone.Name()
	}
	return nil
}

// partitioner holds what the clones of one module share.
type partitioner struct {
	mod   *ir.Module
	funcs map[string]*ir.Func
	// reads holds the defined functions that read ctaid or nctaid, directly
	// or through the functions they call.
	reads map[*ir.Func]bool
	// clones maps each cloned __device__ function to its clone; one clone
	// serves every kernel, since all pass the same extra parameters.
	clones map[*ir.Func]*ir.Func
}

func newPartitioner(mod *ir.Module) *partitioner {
	p := &partitioner{mod: mod, funcs: map[string]*ir.Func{}, reads: map[*ir.Func]bool{}, clones: map[*ir.Func]*ir.Func{}}
	for _, f := range mod.Funcs {
		p.funcs[f.Name()] = f
	}
	// Least fixed point over the call graph.
	for changed := true; changed; {
		changed = false
		for _, f := range mod.Funcs {
			if p.reads[f] {
				continue
			}
			for _, c := range calls(f) {
				callee, ok := c.Callee.(*ir.Func)
				if ok && (gridRegister(callee) >= 0 || p.reads[callee]) {
					p.reads[f], changed = true, true
					break
				}
			}
		}
	}
	return p
}

// gridRegister returns the dimension index (0 z, 1 y, 2 x) of a ctaid
// intrinsic, that index + 3 for an nctaid intrinsic, and -1 otherwise.
func gridRegister(f *ir.Func) int {
	name := f.Name()
	for base, prefix := range []string{ctaidPrefix, nctaidPrefix} {
		if dim, ok := strings.CutPrefix(name, prefix); ok {
			if i := strings.Index("zyx", dim); len(dim) == 1 && i >= 0 {
				return 3*base + i
			}
		}
	}
	return -1
}

// calls lists the call instructions of a function.
func calls(f *ir.Func) []*ir.InstCall {
	var out []*ir.InstCall
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if c, ok := in.(*ir.InstCall); ok {
				out = append(out, c)
			}
		}
	}
	return out
}

// refusal says why the kernel k cannot be cloned faithfully, and where,
// or returns an empty reason when it can: every function it reaches that
// reads the grid registers must be called directly (so the clone can
// redirect the call), and none may read them through inline assembly
// (which the clone cannot see).
func (p *partitioner) refusal(k *ir.Func) (pos, reason string) {
	seen := map[*ir.Func]bool{}
	var visit func(f *ir.Func) (string, string)
	visit = func(f *ir.Func) (string, string) {
		if seen[f] {
			return "", ""
		}
		seen[f] = true
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				c, isCall := in.(*ir.InstCall)
				if isCall {
					if asm, ok := c.Callee.(*ir.InlineAsm); ok && readsGridInAsm(asm.Asm) {
						return position(c), "inline assembly reads %ctaid or %nctaid, which the partitioned kernel cannot offset"
					}
				}
				for _, op := range in.Operands() {
					g, ok := (*op).(*ir.Func)
					if !ok || !p.reads[g] {
						continue
					}
					if !isCall || op != &c.Callee {
						return position(in), g.Name() + " reads blockIdx or gridDim and is used as a function pointer, so the partitioned kernel cannot redirect it"
					}
					if g.Sig.Variadic {
						return position(in), g.Name() + " reads blockIdx or gridDim and is variadic, so the partitioned kernel cannot pass it the partition"
					}
					if len(g.Blocks) > 0 {
						if pos, reason := visit(g); reason != "" {
							return pos, reason
						}
					}
				}
			}
		}
		return "", ""
	}
	return visit(k)
}

func readsGridInAsm(asm string) bool {
	return strings.Contains(asm, "%ctaid") || strings.Contains(asm, "%nctaid")
}

// position returns "file:line" of an instruction from its !dbg location,
// or "" when it has none.
func position(in ir.Instruction) string {
	md, _ := in.(interface{ MDAttachments() []*metadata.Attachment })
	if md == nil {
		return ""
	}
	for _, a := range md.MDAttachments() {
		if loc, ok := a.Node.(*metadata.DILocation); ok && a.Name == "dbg" {
			if file := scopeFile(loc.Scope); file != "" {
				return fmt.Sprintf("%s:%d", file, loc.Line)
			}
		}
	}
	return ""
}

func scopeFile(scope metadata.Field) string {
	switch s := scope.(type) {
	case *metadata.DISubprogram:
		if s.File != nil {
			return s.File.Filename
		}
	case *metadata.DILexicalBlock:
		if s.File != nil {
			return s.File.Filename
		}
	case *metadata.DILexicalBlockFile:
		if s.File != nil {
			return s.File.Filename
		}
	}
	return ""
}

// cloneKernel makes k's partitioned clone, places it after k and marks it
// as a kernel with every nvvm.annotations entry k has (kernel, maxntid,
// minctasm...).
func (p *partitioner) cloneKernel(k *ir.Func) (*ir.Func, error) {
	var entries []*metadata.Tuple
	isKernel := false
	annotations := p.mod.NamedMetadataDefs["nvvm.annotations"]
	if annotations != nil {
		for _, node := range annotations.Nodes {
			if t, ok := node.(*metadata.Tuple); ok && len(t.Fields) > 1 && t.Fields[0] == metadata.Field(k) {
				entries = append(entries, t)
				isKernel = isKernel || t.Fields[1].String() == `!"kernel"`
			}
		}
	}
	if !isKernel {
		return nil, fmt.Errorf("%s is not marked as a kernel in !nvvm.annotations", k.Name())
	}
	clone, err := p.clone(k)
	if err != nil {
		return nil, err
	}
	for _, t := range entries {
		c := &metadata.Tuple{MetadataID: -1, Distinct: t.Distinct, Fields: append([]metadata.Field{clone}, t.Fields[1:]...)}
		annotations.Nodes = append(annotations.Nodes, c)
		p.mod.MetadataDefs = append(p.mod.MetadataDefs, c)
	}
	return clone, nil
}

// clone returns f's clone, making it (and the clones of the functions it
// calls that read the grid registers) on first use.
func (p *partitioner) clone(f *ir.Func) (*ir.Func, error) {
	if c := p.clones[f]; c != nil {
		return c, nil
	}
	name := f.Name() + Suffix
	if p.funcs[name] != nil {
		return nil, fmt.Errorf("the IR already defines %s", name)
	}
	c := newClone(p, f, name)
	p.clones[f] = c.dst
	p.funcs[name] = c.dst
	// Insert the clone right after the original.
	for i, g := range p.mod.Funcs {
		if g == f {
			p.mod.Funcs = append(p.mod.Funcs[:i+1], append([]*ir.Func{c.dst}, p.mod.Funcs[i+1:]...)...)
			break
		}
	}
	if err := c.body(); err != nil {
		return nil, err
	}
	return c.dst, nil
}
