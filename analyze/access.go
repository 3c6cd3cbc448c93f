package analyze

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"mgpucc/internal/nvptx"
)

// baseKind says what memory an address points into.
type baseKind int

const (
	baseParam   baseKind = iota // a pointer parameter: a device buffer
	baseLocal                   // an alloca: thread-private
	baseShared                  // a __shared__ variable (address space 3)
	baseConst                   // a __constant__ variable or other immutable global
	baseGlobal                  // a __device__ variable
	baseLoaded                  // a pointer loaded from memory
	baseUnknown                 // anything else (pointers stepped in loops, casts from integers)
	baseChoice                  // one of alts, each under the condition that picks it
)

// address is a pointer split into its base and a byte offset.
type address struct {
	kind   baseKind
	param  int    // baseParam, and baseLocal with byval
	byval  bool   // baseLocal: the kernel's copy of struct argument param
	name   string // baseGlobal: the variable
	offset pieces // bytes from the base; nil with err set when not affine
	err    error
	alts   []address // baseChoice: none of them a baseChoice
	// inStruct: baseParam is the pointer at byte field of struct
	// argument param (a struct of arrays, a lambda's captures).
	inStruct bool
	field    int
}

// alternatives lists the addresses a may be: its alts for a choice.
func (a address) alternatives() []address {
	if a.kind == baseChoice {
		return a.alts
	}
	return []address{a}
}

// address resolves a pointer value.
func (ev *evaluator) address(v value.Value) address {
	switch v := v.(type) {
	case *ir.Param:
		if byvalType(v) != nil { // the kernel's own copy of a struct argument
			return address{kind: baseLocal, param: ev.params[v], byval: true, offset: single(poly{})}
		}
		return address{kind: baseParam, param: ev.params[v], offset: single(poly{})}
	case *ir.InstAlloca:
		return address{kind: baseLocal}
	case *ir.InstCall: // a block of the device heap its thread keeps (heap.go)
		if callee, ok := v.Callee.(*ir.Func); ok && callee.Name() == "malloc" && ev.privateBlock(v) {
			return address{kind: baseLocal}
		}
	case *ir.Global:
		switch {
		case v.AddrSpace == 3:
			return address{kind: baseShared}
		case v.Immutable || v.AddrSpace == 4:
			return address{kind: baseConst}
		}
		return address{kind: baseGlobal, name: v.Name(), offset: single(poly{})}
	case *ir.InstLoad:
		if a, ok := ev.pointerField(v); ok {
			return a
		}
		return address{kind: baseLoaded}
	case *ir.Arg: // a call's argument (llvm.memcpy's pointers)
		return ev.address(v.Value)
	case *ir.InstBitCast:
		return ev.address(v.From)
	case *ir.InstAddrSpaceCast:
		return ev.address(v.From)
	case *constant.ExprBitCast:
		return ev.address(v.From)
	case *constant.ExprAddrSpaceCast:
		return ev.address(v.From)
	case *ir.InstGetElementPtr:
		return ev.gep(ev.address(v.Src), v.ElemType, v.Indices)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(v.Indices))
		for i, x := range v.Indices {
			if ix, ok := x.(*constant.Index); ok {
				idx[i] = ix.Constant
			} else {
				idx[i] = x
			}
		}
		return ev.gep(ev.address(v.Src), v.ElemType, idx)
	case *ir.InstSelect:
		return ev.choice(v, []value.Value{v.ValueTrue, v.ValueFalse}, func() ([]dnf, error) {
			c, err := ev.condition(v.Cond)
			if err != nil {
				return nil, err
			}
			if !c.negatable() {
				return nil, errTooManyCases
			}
			return []dnf{c, c.not()}, nil
		})
	case *ir.InstPhi:
		var incs []value.Value
		for _, inc := range v.Incs {
			incs = append(incs, inc.X)
		}
		return ev.choice(v, incs, func() ([]dnf, error) { return ev.incomingConditions(v) })
	}
	return address{kind: baseUnknown, err: errNotAffine("a pointer computed by %s", instName(v))}
}

// pointerField recognises a load of a pointer field of a struct argument
// the kernel never changes (its byval parameter is readonly): the buffer
// it points to is reached like a pointer argument's.
func (ev *evaluator) pointerField(load *ir.InstLoad) (address, bool) {
	if _, ok := load.ElemType.(*types.PointerType); !ok {
		return address{}, false
	}
	param, off, ok := ev.unchangedField(load)
	if !ok || off%8 != 0 {
		return address{}, false
	}
	return address{kind: baseParam, param: param, inStruct: true, field: int(off), offset: single(poly{})}, true
}

// maxChoices bounds the alternatives of one pointer (selects of selects
// multiply them).
const maxChoices = 16

// choice resolves a pointer v chosen among values (a select, or a phi
// where branches meet). When each points into shared or thread-private
// memory (one of two shared tiles, a pointer stepping through a shared
// array), so does v, and its accesses never reach a device buffer.
// Otherwise v is each of them where the condition from picks holds (c ?
// a[i] : b[j], whose two loads clang sinks into one load of a phi; a
// source or destination buffer picked by an argument): a choice. A choice
// that depends on itself (a pointer stepped through device memory in a
// loop) is not understood, and a choice whose conditions are not affine
// has alternatives whose offsets are unknown.
func (ev *evaluator) choice(v value.Value, values []value.Value, picks func() ([]dnf, error)) address {
	if ev.choosing[v] {
		ev.cycles++
		return address{kind: baseShared} // a cycle: the other values decide
	}
	if ev.choosing == nil {
		ev.choosing = map[value.Value]bool{}
	}
	ev.choosing[v] = true
	defer delete(ev.choosing, v)
	cycles := ev.cycles
	kind := baseLocal
	alts := make([]address, len(values))
	for i, x := range values {
		alts[i] = ev.address(x)
		switch alts[i].kind {
		case baseShared:
			if kind == baseLocal {
				kind = baseShared
			}
		case baseLocal:
		default:
			kind = baseChoice
		}
	}
	switch {
	case kind != baseChoice:
		return address{kind: kind}
	case ev.cycles != cycles:
		return address{kind: baseUnknown, err: errNotAffine("a pointer stepped through device memory in a loop")}
	}
	conds, err := picks()
	var flat []address
	for i, a := range alts {
		for _, alt := range a.alternatives() {
			switch {
			case alt.offset == nil:
			case err != nil:
				alt.offset, alt.err = nil, errNotAffine("a pointer chosen by %s", err)
			default:
				var picked pieces
				for _, pc := range alt.offset {
					picked = append(picked, piece{cond: pc.cond.and(conds[i]), e: pc.e})
				}
				alt.offset = picked
			}
			flat = append(flat, alt)
		}
	}
	if len(flat) > maxChoices {
		return address{kind: baseUnknown, err: errNotAffine("a pointer chosen among more than %d others", maxChoices)}
	}
	return address{kind: baseChoice, alts: flat}
}

// incomingConditions is, for each incoming value of phi v, the condition
// under which control comes from its block, relative to v's immediate
// dominator. A value computed in a loop that v's block is outside of is not
// understood (its offset would use the loop's counter).
func (ev *evaluator) incomingConditions(v *ir.InstPhi) ([]dnf, error) {
	b := ev.blockOf[v]
	if l := ev.g.loopOf[b]; l != nil && l.header == b {
		return nil, errNotAffine("a phi in a loop header")
	}
	memo := map[int]dnf{}
	var conds []dnf
	for _, inc := range v.Incs {
		if inst, ok := inc.X.(ir.Instruction); ok {
			for _, l := range ev.g.loopsOf(ev.blockOf[inst.(value.Value)]) {
				if !l.contains(b) {
					return nil, errNotAffine("a pointer computed in a loop and used after it")
				}
			}
		}
		q := ev.g.index[inc.Pred.(*ir.Block)]
		reached, why := ev.reach(ev.g.idom[b], q, memo)
		if why != "" {
			return nil, errNotAffine("%s", why)
		}
		edge, why := ev.edge(q, b)
		if why != "" {
			return nil, errNotAffine("%s", why)
		}
		conds = append(conds, reached.and(edge))
	}
	return conds, nil
}

// gep adds the byte offset of a getelementptr to base.
func (ev *evaluator) gep(base address, elem types.Type, indices []value.Value) address {
	if base.kind == baseChoice {
		alts := make([]address, len(base.alts))
		for i, a := range base.alts {
			alts[i] = ev.gep(a, elem, indices)
		}
		return address{kind: baseChoice, alts: alts}
	}
	if base.err != nil || base.offset == nil {
		return base
	}
	off := base.offset
	t := elem
	for i, x := range indices {
		if i > 0 {
			switch tt := t.(type) {
			case *types.StructType:
				c, ok := x.(*constant.Int)
				if !ok {
					base.err = errNotAffine("a struct field chosen at run time")
					base.offset = nil
					return base
				}
				offs, err := nvptx.FieldOffsets(tt)
				if err != nil {
					base.err, base.offset = err, nil
					return base
				}
				off = combine(off, single(constPoly(offs[c.X.Int64()])), poly.add)
				t = tt.Fields[c.X.Int64()]
				continue
			case *types.ArrayType:
				t = tt.ElemType
			case *types.VectorType:
				t = tt.ElemType
			default:
				base.err, base.offset = errNotAffine("a getelementptr into %s", t), nil
				return base
			}
		}
		size, _, err := nvptx.SizeAlign(t)
		if err != nil {
			base.err, base.offset = err, nil
			return base
		}
		ix, err := ev.value(x)
		if err != nil {
			base.err, base.offset = err, nil
			return base
		}
		off = combine(off, ix, func(a, b poly) poly { return a.add(b.scale(int64(size))) })
	}
	base.offset = off
	return base
}

// access is one load or store of a pointer parameter (or of a pointer
// field of a struct parameter: inStruct, field).
type access struct {
	param    int
	inStruct bool
	field    int
	write    bool
	// reduce is the operation of an atomic whose result is unused
	// ("add", "min", ...; see model.Access.Reduce), else "".
	reduce string
	// stored is the integer constant a store writes, when it writes one.
	stored *uint64
	// variable names the __device__ variable accessed, instead of param.
	variable string
	offset   pieces // bytes from the parameter; nil when err is set
	err      error  // why the address is not affine
	size     int    // bytes accessed
	domain   blockDomain
	pos      string // file:line
}

// refusal is a reason not to split a kernel.
type refusal struct {
	reason string
	pos    string
}

// indirect reports whether the kernel may reach device memory other than
// through its pointer parameters and variables: through a pointer loaded
// from memory (a table of pointers, a pointer kept in a __constant__ or
// __device__ variable or in a struct in device memory), a pointer of
// unknown origin, or a call the analysis cannot see into. The runtime then
// makes every buffer fresh on the device running it and treats every
// buffer as written there.
func (ev *evaluator) indirect() bool {
	unseen := func(v value.Value) bool {
		return slices.ContainsFunc(ev.address(v).alternatives(), func(a address) bool {
			return a.kind == baseLoaded || a.kind == baseUnknown
		})
	}
	for bi, b := range ev.g.blocks {
		if !ev.g.reachable(bi) {
			continue
		}
		for _, inst := range b.Insts {
			var ptr value.Value
			switch inst := inst.(type) {
			case *ir.InstLoad:
				ptr = inst.Src
			case *ir.InstStore:
				ptr = inst.Dst
			case *ir.InstAtomicRMW:
				ptr = inst.Dst
			case *ir.InstCmpXchg:
				ptr = inst.Ptr
			case *ir.InstCall:
				// A texture fetch reads the texture's buffer, which the
				// runtime finds by the handle among the arguments.
				if asm, ok := inst.Callee.(*ir.InlineAsm); ok && (registerOnlyAsm(asm.Asm) || texturePTX(asm.Asm)) {
					continue
				}
				callee, ok := inst.Callee.(*ir.Func)
				if !ok || (len(callee.Blocks) > 0 && !pureScalar(callee)) {
					return true
				}
				// printf's and assert's strings are only read, to print them.
				name := callee.Name()
				if !strings.HasPrefix(name, "llvm.memcpy") && !strings.HasPrefix(name, "llvm.memmove") && !strings.HasPrefix(name, "llvm.memset") {
					continue
				}
				for _, a := range inst.Args {
					if _, ok := a.Type().(*types.PointerType); ok && unseen(a) {
						return true
					}
				}
			}
			if ptr != nil && unseen(ptr) {
				return true
			}
		}
	}
	return false
}

// collectAccesses walks every instruction of the kernel (but loads of a
// thread's own stores, ownstores.go). It returns the
// accesses to pointer parameters, or the first construct that forbids a
// split.
func (ev *evaluator) collectAccesses(fallbackPos string) ([]*access, *refusal) {
	var out []*access
	own := newOwnStores(ev.g)
	for bi, b := range ev.g.blocks {
		if !ev.g.reachable(bi) {
			continue
		}
		for ii, inst := range b.Insts {
			pos := instPosition(inst, fallbackPos)
			var (
				ptr    value.Value
				write  bool
				size   types.Type
				stored *uint64
			)
			switch inst := inst.(type) {
			case *ir.InstLoad:
				if own.covers(inst, bi, ii) {
					continue // reads its thread's store (ownstores.go)
				}
				ptr, size = inst.Src, inst.ElemType
			case *ir.InstStore:
				ptr, size, write = inst.Dst, inst.Src.Type(), true
				if c, ok := inst.Src.(*constant.Int); ok {
					v := uint64(c.X.Int64()) // two's complement; the runtime keeps the stored bytes
					stored = &v
				}
			case *ir.InstAtomicRMW:
				a := ev.address(inst.Dst)
				if a.kind == baseShared || a.kind == baseLocal {
					continue
				}
				op, r := ev.reduction(inst, pos)
				if r != nil {
					return nil, r
				}
				n, _ := nvptx.StoreSize(inst.X.Type())
				for _, a := range a.alternatives() {
					if a.kind != baseParam && a.kind != baseGlobal {
						return nil, &refusal{fmt.Sprintf("atomic operation on %s", a.memory()), pos}
					}
					out = append(out, &access{param: a.param, inStruct: a.inStruct, field: a.field, variable: a.name, reduce: op, offset: a.offset, err: a.err,
						size: int(n), domain: ev.blockDomainOf(bi), pos: pos})
				}
				continue
			case *ir.InstCmpXchg:
				if a := ev.address(inst.Ptr); a.kind != baseShared && a.kind != baseLocal {
					return nil, &refusal{"atomic compare-and-swap on global memory", pos}
				}
				continue
			case *ir.InstCall:
				if tf, r, ok := ev.fetch(inst, bi, pos); ok {
					if r != nil {
						return nil, r
					}
					ev.fetches = append(ev.fetches, tf)
					continue
				}
				if copied, ok := ev.copied(inst); ok {
					for _, c := range copied {
						accs, r := ev.accessesAt(c.ptr, c.write, nil, c.size, bi, pos)
						if r != nil {
							return nil, r
						}
						out = append(out, accs...)
					}
					continue
				}
				if r := ev.checkCall(inst, pos); r != nil {
					return nil, r
				}
				continue
			default:
				continue
			}
			n, err := nvptx.StoreSize(size)
			if err != nil {
				return nil, &refusal{fmt.Sprintf("accesses memory as %s", size), pos}
			}
			accs, r := ev.accessesAt(ptr, write, stored, int(n), bi, pos)
			if r != nil {
				return nil, r
			}
			out = append(out, accs...)
		}
	}
	return out, nil
}

// accessesAt is the access of n bytes at ptr from block bi: one per
// buffer ptr may point into, none for thread-private, shared and constant
// memory.
func (ev *evaluator) accessesAt(ptr value.Value, write bool, stored *uint64, n, bi int, pos string) ([]*access, *refusal) {
	var out []*access
	for _, a := range ev.address(ptr).alternatives() {
		switch a.kind {
		case baseLocal, baseShared, baseConst:
			continue
		case baseGlobal:
			// For reductions into variables (variableReductions).
			out = append(out, &access{variable: a.name, write: write, stored: stored, size: n, pos: pos})
			continue
		case baseLoaded:
			if write {
				return nil, &refusal{"stores through a pointer loaded from memory", pos}
			}
			return nil, &refusal{"reads through a pointer loaded from memory (pointer chasing)", pos}
		case baseUnknown:
			verb := "reads"
			if write {
				verb = "writes"
			}
			return nil, &refusal{fmt.Sprintf("%s through %s", verb, a.err), pos}
		}
		out = append(out, &access{param: a.param, inStruct: a.inStruct, field: a.field, write: write, stored: stored, offset: a.offset, err: a.err,
			size: n, domain: ev.blockDomainOf(bi), pos: pos})
	}
	return out, nil
}

// copiedRange is one side of a memory copy: n bytes at ptr.
type copiedRange struct {
	ptr   value.Value
	write bool
	size  int
}

// copied reads llvm.memcpy and llvm.memmove of a constant length (a struct
// copied from an array of structs into a local one, or back) as a read of
// that many bytes at the source and a write of them at the destination,
// like the loads and stores they stand for; llvm.memset of a constant
// length as a write of them. Not ok for other calls and for lengths known
// only at run time (checkCall refuses those that reach global memory).
func (ev *evaluator) copied(call *ir.InstCall) ([]copiedRange, bool) {
	callee, ok := call.Callee.(*ir.Func)
	if !ok || len(call.Args) < 3 {
		return nil, false
	}
	name := callee.Name()
	copies := strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.")
	if !copies && !strings.HasPrefix(name, "llvm.memset.") {
		return nil, false
	}
	length := call.Args[2]
	if a, isArg := length.(*ir.Arg); isArg {
		length = a.Value
	}
	n, ok := length.(*constant.Int)
	if !ok || !n.X.IsInt64() || n.X.Int64() <= 0 || n.X.Int64() > maxCopied {
		return nil, false
	}
	ranges := []copiedRange{{ptr: call.Args[0], write: true, size: int(n.X.Int64())}}
	if copies {
		ranges = append(ranges, copiedRange{ptr: call.Args[1], size: int(n.X.Int64())})
	}
	return ranges, true
}

// maxCopied bounds the bytes of a copy read as one access: its width in
// elements is a constraint of the maps.
const maxCopied = 1 << 16

// registerOnlyAsm reports whether inline PTX only computes on registers
// (__activemask's activemask.b32, reading %laneid, bit tricks): no memory
// operand, and only instructions that cannot reach memory.
func registerOnlyAsm(text string) bool {
	if strings.Contains(text, "[") {
		return false
	}
	for _, inst := range strings.Split(text, ";") {
		inst = strings.TrimSpace(inst)
		if inst == "" {
			continue
		}
		op, _, _ := strings.Cut(inst, " ")
		op, _, _ = strings.Cut(op, ".")
		switch op {
		case "activemask", "mov", "cvt", "add", "sub", "mul", "mad", "shl", "shr", "and", "or", "xor", "not",
			"brev", "popc", "clz", "bfind", "bfe", "bfi", "prmt", "min", "max", "selp", "setp":
		default:
			return false
		}
	}
	return true
}

// checkCall accepts calls that cannot touch global memory: the special
// registers, barriers, pure math intrinsics, printf and assert.
func (ev *evaluator) checkCall(call *ir.InstCall, pos string) *refusal {
	if asm, ok := call.Callee.(*ir.InlineAsm); ok && registerOnlyAsm(asm.Asm) {
		return nil
	}
	callee, ok := call.Callee.(*ir.Func)
	if !ok {
		return &refusal{"makes an indirect call", pos}
	}
	name := callee.Name()
	switch {
	case strings.Contains(name, "atomic.load.inc") || strings.Contains(name, "atomic.load.dec"):
		return &refusal{"atomicInc or atomicDec on global memory (their wrap-around does not combine across devices)", pos}
	case strings.Contains(name, "atomic"):
		return &refusal{"atomic operation on global memory", pos}
	case strings.HasPrefix(name, "llvm.memcpy"), strings.HasPrefix(name, "llvm.memmove"), strings.HasPrefix(name, "llvm.memset"):
		for _, arg := range call.Args {
			if _, ok := arg.Type().(*types.PointerType); !ok {
				continue
			}
			switch ev.address(arg).kind {
			case baseLocal, baseShared, baseConst:
			default:
				return &refusal{fmt.Sprintf("copies global memory with %s of a length known only at run time", name), pos}
			}
		}
		return nil
	case strings.HasPrefix(name, "llvm.lifetime."), strings.HasPrefix(name, "llvm.dbg."), name == "llvm.assume",
		name == "vprintf", name == "__assertfail": // they write no memory
		return nil
	case name == "malloc" && ev.privateBlock(call):
		return nil
	case name == "malloc":
		return &refusal{"keeps a block of the device heap beyond its thread (stores, returns or passes on what malloc returned)", pos}
	case name == "free" && len(call.Args) == 1 && ev.address(call.Args[0]).kind == baseLocal:
		return nil // a block its thread took
	case strings.HasPrefix(name, "llvm."):
		for _, arg := range call.Args {
			if _, ok := arg.Type().(*types.PointerType); ok {
				return &refusal{fmt.Sprintf("passes a pointer to %s", name), pos}
			}
		}
		return nil
	case len(callee.Blocks) > 0 && pureScalar(callee):
		return nil // its result is a value the evaluator does not read into
	case len(callee.Blocks) > 0:
		return &refusal{fmt.Sprintf("calls the __device__ function %s, which was not inlined", demangledName(name)), pos}
	}
	return &refusal{fmt.Sprintf("calls the external function %s", demangledName(name)), pos}
}

// pureScalar reports whether f, a __device__ function left a call (a
// __noinline__ or recursive helper), maps numbers to a number: no pointer
// in or out, and LLVM found it reads and writes no memory the caller can
// see (readnone).
func pureScalar(f *ir.Func) bool {
	if _, ok := f.Sig.RetType.(*types.PointerType); ok {
		return false
	}
	for _, p := range f.Params {
		if _, ok := p.Type().(*types.PointerType); ok {
			return false
		}
	}
	return readNone(f.FuncAttrs)
}

func readNone(attrs []ir.FuncAttribute) bool {
	for _, a := range attrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrReadNone {
				return true
			}
		case *ir.AttrGroupDef:
			if readNone(a.FuncAttrs) {
				return true
			}
		}
	}
	return false
}

func demangledName(sym string) string {
	if d, err := demangle(sym); err == nil {
		return d.Readable()
	}
	return sym
}

// instPosition is "file:line" of an instruction's !dbg location: the
// innermost location in the kernel's own file, or fallback.
func instPosition(inst ir.Instruction, fallback string) string {
	md, ok := inst.(interface {
		MDAttachments() []*metadata.Attachment
	})
	if !ok {
		return fallback
	}
	var loc *metadata.DILocation
	for _, a := range md.MDAttachments() {
		if l, ok := a.Node.(*metadata.DILocation); ok && a.Name == "dbg" {
			loc = l
		}
	}
	kernelFile := strings.SplitN(fallback, ":", 2)[0]
	for l := loc; l != nil; l = l.InlinedAt {
		file := scopeFile(l.Scope)
		if file == "" || l.Line == 0 {
			continue
		}
		if file == kernelFile || l.InlinedAt == nil {
			return fmt.Sprintf("%s:%d", file, l.Line)
		}
	}
	return fallback
}

func scopeFile(s metadata.Field) string {
	for s != nil {
		switch sc := s.(type) {
		case *metadata.DISubprogram:
			if sc.File != nil {
				return sc.File.Filename
			}
			return ""
		case *metadata.DILexicalBlock:
			if sc.File != nil {
				return sc.File.Filename
			}
			s = sc.Scope
		case *metadata.DILexicalBlockFile:
			if sc.File != nil {
				return sc.File.Filename
			}
			s = sc.Scope
		default:
			return ""
		}
	}
	return ""
}

// reductionOps are the atomic operations whose partial results, one per
// device, combine into exactly what one device computes: integer
// operations that commute and associate (a subtraction adds the negated
// value).
var reductionOps = map[enum.AtomicOp]string{
	enum.AtomicOpAdd: "add", enum.AtomicOpSub: "add", enum.AtomicOpAnd: "and", enum.AtomicOpOr: "or",
	enum.AtomicOpXor: "xor", enum.AtomicOpMin: "min", enum.AtomicOpMax: "max",
	enum.AtomicOpUMin: "umin", enum.AtomicOpUMax: "umax",
} // each one of model.Reductions

// reduction returns the reduction an atomic operation on global memory
// performs (model.Access.Reduce), or why it cannot be split.
func (ev *evaluator) reduction(inst *ir.InstAtomicRMW, pos string) (string, *refusal) {
	op, ok := reductionOps[inst.Op]
	switch {
	case inst.Op == enum.AtomicOpFAdd || inst.Op == enum.AtomicOpFSub:
		return "", &refusal{"floating-point atomicAdd on global memory (partial sums per device would round differently from one device's)", pos}
	case inst.Op == enum.AtomicOpXChg:
		return "", &refusal{"atomicExch on global memory (which block's value stays depends on their order)", pos}
	case !ok:
		return "", &refusal{fmt.Sprintf("atomic %s on global memory", inst.Op), pos}
	case !types.IsInt(inst.X.Type()):
		return "", &refusal{fmt.Sprintf("atomic %s on %s in global memory", inst.Op, inst.X.Type()), pos}
	case ev.used(inst):
		return "", &refusal{"uses the value an atomic operation on global memory returns (it depends on the order the blocks run in)", pos}
	}
	return op, nil
}

// used reports whether an instruction of the kernel uses v.
func (ev *evaluator) used(v value.Value) bool {
	uses := func(u value.User) bool {
		return slices.ContainsFunc(u.Operands(), func(o *value.Value) bool { return *o == v })
	}
	for _, b := range ev.f.Blocks {
		if slices.ContainsFunc(b.Insts, func(inst ir.Instruction) bool { return uses(inst) }) || uses(b.Term) {
			return true
		}
	}
	return false
}

// memory says, for messages, what an address that is no buffer argument
// points into.
func (a address) memory() string {
	switch {
	case a.kind == baseGlobal:
		return "the __device__ variable " + a.name
	case a.kind == baseLoaded:
		return "memory through a pointer loaded from memory"
	case a.err != nil:
		return fmt.Sprintf("memory through %s", a.err)
	}
	return "memory the analysis cannot name"
}
