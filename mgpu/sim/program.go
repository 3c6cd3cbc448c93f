package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"mgpucc/internal/nvptx"
)

// Program is a module compiled for the simulator; it is immutable and
// shared by every device that loads it.
type Program struct {
	funcs        []*function
	byName       map[string]*function
	kernels      []string
	globals      []*globalVar // __device__ and __constant__ variables
	globalIndex  map[string]int
	sharedByName map[string]*sharedVar
	shared       []*sharedVar     // static __shared__ variables, by offset
	sharedStatic int64            // bytes of static shared memory
	kernelShared map[string]int64 // by kernel, the static shared memory it reaches (shared.go)
	dynShared    int64            // offset of the dynamic (extern) shared array
	usesHeap     bool             // device code calls malloc or free (heap.go)
}

type globalVar struct {
	name string
	size int64
	init []cval // nil: zero
	lvs  []leaf
}

type sharedVar struct {
	name    string
	off     int64
	size    int64
	align   int64
	dynamic bool
}

// function is one compiled function: a flat op array over register slots.
type function struct {
	index    int
	name     string
	code     []op
	nslots   int
	consts   []constSlot
	params   []paramInfo
	pos      []int32 // per op: index into posTab, or -1
	posTab   []string
	calls    []callInfo
	switches [][]switchCase
	intrins  []intrinsic
	retN     int
	src      *ir.Func
	isKernel bool
	sm       int // the compute capability it was compiled for (targetSM)
}

type constSlot struct {
	slot int32
	val  cval
}

type paramInfo struct {
	slot       int32
	n          int    // register slots
	lvs        []leaf // layout of a by-value aggregate passed in registers
	size       int64  // bytes of the C ABI argument
	byval      int64  // >0: the parameter is a pointer to a byval copy of this many bytes
	byvalAlign int64
	typ        types.Type
}

type callInfo struct {
	callee *function // nil: an indirect call, through the address in slot target
	target int32
	args   []int32 // caller slots, one per callee parameter (base slot)
	dst    int32
}

type switchCase struct {
	val uint64
	pc  int32
}

// CompileText parses LLVM IR text and compiles it.
func CompileText(ll string) (*Program, error) {
	m, err := nvptx.ParseModule("module.ll", ll)
	if err != nil {
		return nil, fmt.Errorf("sim: parsing IR: %w", err)
	}
	return Compile(m)
}

// Compile translates a module into the simulator's executable form. Errors
// name the unsupported instruction or intrinsic and the function using it.
func Compile(m *ir.Module) (*Program, error) {
	p := &Program{byName: map[string]*function{}, globalIndex: map[string]int{}, sharedByName: map[string]*sharedVar{}}
	// The functions first: a global's initial value may hold their
	// addresses (a vtable, a table of device functions).
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		fn := &function{index: len(p.funcs), name: f.Name(), src: f, sm: targetSM(f)}
		p.funcs = append(p.funcs, fn)
		p.byName[fn.name] = fn
	}
	if err := p.layoutGlobals(m); err != nil {
		return nil, err
	}
	p.kernels = kernelNames(m)
	for _, k := range p.kernels {
		fn := p.byName[k]
		if fn == nil {
			return nil, fmt.Errorf("sim: kernel %s has no definition", k)
		}
		fn.isKernel = true
	}
	p.sharedOfKernels(m)
	for _, fn := range p.funcs {
		if err := p.compileFunc(fn); err != nil {
			return nil, fmt.Errorf("sim: function %s: %w", fn.name, err)
		}
	}
	return p, nil
}

// Kernels returns the names of the module's kernels (nvvm.annotations).
func (p *Program) Kernels() []string { return append([]string(nil), p.kernels...) }

// TargetSM returns the compute capability the kernel was compiled for
// (sm_60: 60), or 0 where its IR does not say.
func (p *Program) TargetSM(kernel string) int {
	if fn := p.byName[kernel]; fn != nil {
		return fn.sm
	}
	return 0
}

// StaticSharedBytes returns the static shared memory of a block of the
// kernel: the __shared__ variables it reaches.
func (p *Program) StaticSharedBytes(kernel string) int64 { return p.kernelShared[kernel] }

func kernelNames(m *ir.Module) []string {
	var out []string
	nd := m.NamedMetadataDefs["nvvm.annotations"]
	if nd == nil {
		return nil
	}
	for _, n := range nd.Nodes {
		t, ok := n.(*metadata.Tuple)
		if !ok || len(t.Fields) < 3 {
			continue
		}
		s, ok := t.Fields[1].(*metadata.String)
		if !ok || s.Value != "kernel" {
			continue
		}
		var fv interface{} = t.Fields[0]
		if v, ok := fv.(*metadata.Value); ok {
			fv = v.Value
		}
		if f, ok := fv.(*ir.Func); ok {
			out = append(out, f.Name())
		}
	}
	sort.Strings(out)
	return out
}

func (p *Program) layoutGlobals(m *ir.Module) error {
	var dyn []*sharedVar
	for _, g := range m.Globals {
		if strings.HasPrefix(g.Name(), "llvm.") {
			continue
		}
		size, align, err := nvptx.SizeAlign(g.ContentType)
		if err != nil {
			return fmt.Errorf("sim: global @%s: %w", g.Name(), err)
		}
		if g.Align != 0 && int64(g.Align) > align {
			align = int64(g.Align)
		}
		if g.Typ.AddrSpace == 3 {
			sv := &sharedVar{name: g.Name(), size: size, align: align}
			if g.Init == nil && size == 0 {
				sv.dynamic = true
				dyn = append(dyn, sv)
			} else {
				p.sharedStatic = (p.sharedStatic + align - 1) / align * align
				sv.off = p.sharedStatic
				p.sharedStatic += size
				p.shared = append(p.shared, sv)
			}
			p.sharedByName[sv.name] = sv
			continue
		}
		lvs, err := leaves(g.ContentType)
		if err != nil {
			return fmt.Errorf("sim: global @%s: %w", g.Name(), err)
		}
		p.globalIndex[g.Name()] = len(p.globals)
		p.globals = append(p.globals, &globalVar{name: g.Name(), size: size, lvs: lvs})
	}
	p.dynShared = (p.sharedStatic + 15) &^ 15
	for _, sv := range dyn {
		sv.off = p.dynShared
	}
	// Initializers may refer to other globals, so they are folded once all
	// globals have an index.
	for _, g := range m.Globals {
		i, ok := p.globalIndex[g.Name()]
		if !ok || g.Init == nil {
			continue
		}
		v, err := p.constEval(g.Init)
		if err != nil {
			return fmt.Errorf("sim: initializer of @%s: %w", g.Name(), err)
		}
		p.globals[i].init = v
	}
	return nil
}

// position returns "file:line" of an instruction's debug location.
func position(md []*metadata.Attachment) string {
	for _, a := range md {
		if a.Name != "dbg" {
			continue
		}
		loc, ok := a.Node.(*metadata.DILocation)
		if !ok || loc.Line == 0 {
			return ""
		}
		if f := scopeFile(loc.Scope); f != nil {
			return fmt.Sprintf("%s:%d", f.Filename, loc.Line)
		}
		return fmt.Sprintf("line %d", loc.Line)
	}
	return ""
}

func scopeFile(s metadata.Field) *metadata.DIFile {
	for i := 0; i < 16 && s != nil; i++ {
		switch t := s.(type) {
		case *metadata.DISubprogram:
			return t.File
		case *metadata.DILexicalBlock:
			if t.File != nil {
				return t.File
			}
			s = t.Scope
		case *metadata.DILexicalBlockFile:
			if t.File != nil {
				return t.File
			}
			s = t.Scope
		case *metadata.DIFile:
			return t
		default:
			return nil
		}
	}
	return nil
}

// isConst reports whether v is folded into a constant slot.
func isConst(v interface{}) (constant.Constant, bool) {
	switch c := v.(type) {
	case *ir.Global:
		return c, true
	case constant.Constant: // a function too: its address (funcAddr)
		return c, true
	}
	return nil, false
}
