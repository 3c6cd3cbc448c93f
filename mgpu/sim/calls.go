package sim

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
)

var sregs = map[string]uint64{
	"tid.x": srTidX, "tid.y": srTidY, "tid.z": srTidZ, "ntid.x": srNtidX, "ntid.y": srNtidY, "ntid.z": srNtidZ,
	"ctaid.x": srCtaidX, "ctaid.y": srCtaidY, "ctaid.z": srCtaidZ, "nctaid.x": srNctaidX, "nctaid.y": srNctaidY,
	"nctaid.z": srNctaidZ, "laneid": srLaneid, "warpid": srWarpid, "nwarpid": srNwarpid, "warpsize": srWarpsize,
	"clock": srClock, "clock64": srClock64, "lanemask.eq": srLanemaskEq, "lanemask.lt": srLanemaskLt,
	"lanemask.le": srLanemaskLe, "lanemask.gt": srLanemaskGt, "lanemask.ge": srLanemaskGe, "smid": srSmid,
	"nsmid": srNsmid, "gridid": srGridid, "globaltimer": srClock64,
}

var nvvmAtomics = map[string]int64{"add": aAdd, "exch": aXchg, "max": aMax, "min": aMin, "umax": aUMax,
	"umin": aUMin, "and": aAnd, "or": aOr, "xor": aXor, "inc": aInc, "dec": aDec}

// ignoredCall reports whether a call of the function name does nothing
// the simulator must do (fences: its memory is sequentially consistent;
// hints and annotations), its operands not even read (a scope list of
// llvm.experimental.noalias.scope.decl, which inlining functions with
// __restrict__ parameters leaves, is metadata).
func ignoredCall(name string) bool {
	return isFence(name) ||
		strings.HasPrefix(name, "llvm.lifetime.") || strings.HasPrefix(name, "llvm.dbg.") ||
		name == "llvm.assume" || name == "llvm.donothing" || strings.HasPrefix(name, "llvm.experimental.noalias.scope.decl") ||
		strings.HasPrefix(name, "llvm.var.annotation")
}

// isFence reports whether name is a memory fence's intrinsic.
func isFence(name string) bool {
	return strings.HasPrefix(name, "llvm.nvvm.membar") || strings.HasPrefix(name, "llvm.nvvm.fence")
}

func (c *funcCompiler) call(in *ir.InstCall) error {
	if asm, ok := in.Callee.(*ir.InlineAsm); ok {
		return c.inlineAsm(in, asm)
	}
	callee, direct := in.Callee.(*ir.Func)
	var target *function
	if direct {
		target = c.p.byName[callee.Name()]
	}
	if target != nil || !direct {
		// A call of a function of the module, or through a function's
		// address (a virtual function, a table of device functions),
		// which the call finds when it runs (funcAt).
		ci := callInfo{callee: target, dst: c.slots[in]}
		for _, a := range in.Args {
			s, err := c.operand(a)
			if err != nil {
				return err
			}
			ci.args = append(ci.args, s)
		}
		if !direct {
			s, err := c.operand(in.Callee)
			if err != nil {
				return err
			}
			ci.target = s
		} else if len(ci.args) != len(target.src.Params) {
			return fmt.Errorf("call of %s with %d arguments, it takes %d", target.name, len(ci.args), len(target.src.Params))
		}
		c.fn.calls = append(c.fn.calls, ci)
		c.emit(op{code: oCall, x: int64(len(c.fn.calls) - 1)})
		return nil
	}
	name := callee.Name()
	if c.lockstep && isFence(name) {
		// Lanes in lockstep reach a fence together: every lane's accesses
		// before it come before any lane's after it (a warp writing a
		// node word by word, then one lane releasing its lock).
		c.warpYield()
		return nil
	}
	if ignoredCall(name) {
		return nil
	}
	args, err := c.operands(in.Args...)
	if err != nil {
		return err
	}
	arg := func(i int) int32 {
		if i < len(args) {
			return args[i]
		}
		return 0
	}
	d := c.slots[in]
	switch {
	case strings.HasPrefix(name, "llvm.nvvm.read.ptx.sreg."):
		r, ok := sregs[strings.TrimPrefix(name, "llvm.nvvm.read.ptx.sreg.")]
		if !ok {
			break
		}
		c.emit(op{code: oSreg, d: d, imm: r})
		return nil
	case name == "llvm.nvvm.barrier0" || name == "llvm.nvvm.barrier.n" || name == "llvm.nvvm.barrier" ||
		name == "llvm.nvvm.barrier.sync" || name == "llvm.nvvm.barrier.sync.cnt" || name == "llvm.nvvm.bar.sync":
		c.emit(op{code: oBarrier, imm: barSync})
		return nil
	case name == "llvm.nvvm.barrier0.popc" || name == "llvm.nvvm.barrier0.and" || name == "llvm.nvvm.barrier0.or":
		k := map[string]uint64{"popc": barPopc, "and": barAnd, "or": barOr}[name[len("llvm.nvvm.barrier0."):]]
		c.emit(op{code: oBarrier, d: d, a: arg(0), imm: k})
		return nil
	case name == "llvm.nvvm.activemask":
		c.warpPoint(wActivemask, d)
		return nil
	case name == "llvm.nvvm.bar.warp.sync":
		c.emit(op{code: oWarp, imm: wSync, a: arg(0), d: c.alloc(1)})
		return nil
	case strings.HasPrefix(name, "llvm.nvvm.shfl.sync."):
		mode := strings.Split(strings.TrimPrefix(name, "llvm.nvvm.shfl.sync."), ".")
		k, ok := map[string]uint64{"idx": wShflIdx, "up": wShflUp, "down": wShflDown, "bfly": wShflBfly}[mode[0]]
		if !ok || len(mode) != 2 || len(args) != 4 {
			break
		}
		if mode[1] == "i32p" || mode[1] == "f32p" {
			// {value, whether the source lane was in range}
			c.shufflePredicate(k, d+1, args[2], args[3])
		}
		c.emit(op{code: oWarp, imm: k, d: d, a: args[0], b: args[1], c: args[2], x: int64(args[3])})
		return nil
	case strings.HasPrefix(name, "llvm.nvvm.vote.") && strings.HasSuffix(name, ".sync"):
		k, ok := map[string]uint64{"all": wVoteAll, "any": wVoteAny, "uni": wVoteUni, "ballot": wVoteBallot}[strings.TrimSuffix(strings.TrimPrefix(name, "llvm.nvvm.vote."), ".sync")]
		if !ok {
			break
		}
		c.emit(op{code: oWarp, imm: k, d: d, a: args[0], b: args[1]})
		return nil
	case strings.HasPrefix(name, "llvm.nvvm.match.any.sync.") || strings.HasPrefix(name, "llvm.nvvm.match.all.sync."):
		if strings.HasSuffix(name, "p") {
			break
		}
		k := uint64(wMatchAny)
		if strings.HasPrefix(name, "llvm.nvvm.match.all") {
			k = wMatchAll
		}
		c.emit(op{code: oWarp, imm: k, d: d, a: args[0], b: args[1]})
		return nil
	case strings.Contains(name, ".with.overflow.") && len(args) == 2:
		// {the result, whether it overflowed}: new T[n]'s size.
		value, flag, ok := overflowIntrinsic(name)
		if !ok {
			break
		}
		c.emit(op{code: oIntrin, d: d, a: args[0], b: args[1], x: c.intrinsic(name, value)})
		c.emit(op{code: oIntrin, d: d + 1, a: args[0], b: args[1], x: c.intrinsic(name+".overflow", flag)})
		return nil
	case strings.HasPrefix(name, "llvm.expect."):
		c.emit(op{code: oMov, d: d, a: args[0]})
		return nil
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
		c.emit(op{code: oMemcpy, a: args[0], b: args[1], c: args[2]})
		return nil
	case strings.HasPrefix(name, "llvm.memset."):
		c.emit(op{code: oMemset, a: args[0], b: args[1], c: args[2]})
		return nil
	case strings.HasPrefix(name, "llvm.nvvm.ldg.global.") || strings.HasPrefix(name, "llvm.nvvm.ldu.global."):
		return c.memLeaves(in.Type(), 0, func(l leaf, i int32, alignMask int64) {
			c.emit(op{code: oLoad1 + sizeCode(l.size()), d: d + i, a: args[0], imm: uint64(l.off), x: alignMask})
		})
	case strings.HasPrefix(name, "llvm.nvvm.atomic.load.inc.") || strings.HasPrefix(name, "llvm.nvvm.atomic.load.dec."):
		k := int64(aInc)
		if strings.Contains(name, ".dec.") {
			k = aDec
		}
		c.emitAtomic(k, d, args[0], args[1], in.Type())
		return nil
	case strings.HasPrefix(name, "llvm.nvvm.atomic."):
		// Scoped atomics: llvm.nvvm.atomic.<op>.gen.<i|f>.<scope>, cas separately.
		parts := strings.Split(strings.TrimPrefix(name, "llvm.nvvm.atomic."), ".")
		if parts[0] == "cas" && len(args) == 3 {
			c.emit(op{code: oCmpXchg, d: c.alloc(2), a: args[0], b: args[1], c: args[2], size: uint8(sizeOf(in.Type()))})
			c.emit(op{code: oMov, d: d, a: int32(c.fn.nslots - 2)})
			return nil
		}
		k, ok := nvvmAtomics[parts[0]]
		if !ok || len(args) != 2 {
			break
		}
		if _, isF := floatKind(in.Type()); isF && k == aAdd {
			k = aFAdd
		}
		c.emitAtomic(k, d, args[0], args[1], in.Type())
		return nil
	case name == "llvm.trap" || name == "llvm.debugtrap":
		c.emit(op{code: oTrap})
		return nil
	case name == "vprintf" && len(args) == 2:
		c.emit(op{code: oVprintf, d: d, a: args[0], b: args[1]})
		return nil
	case name == "malloc" && len(args) == 1:
		c.p.usesHeap = true
		c.emit(op{code: oMalloc, d: d, a: args[0]})
		return nil
	case name == "free" && len(args) == 1:
		c.p.usesHeap = true
		c.emit(op{code: oFree, a: args[0]})
		return nil
	case name == "__assertfail" && len(args) >= 4:
		c.emit(op{code: oAssert, a: args[0], b: args[1], c: args[2], x: int64(args[3])})
		return nil
	}
	f, err := mathIntrinsic(name, in.Type(), in.Args)
	if err != nil {
		return err
	}
	if f == nil {
		return fmt.Errorf("call of %s, an external function or intrinsic the simulator does not implement", name)
	}
	switch name {
	case "llvm.fmuladd.f32", "llvm.fma.f32", "llvm.nvvm.fma.rn.f":
		c.emit(op{code: oFMA32, d: d, a: arg(0), b: arg(1), c: arg(2)})
	case "llvm.fmuladd.f64", "llvm.fma.f64", "llvm.nvvm.fma.rn.d":
		c.emit(op{code: oFMA64, d: d, a: arg(0), b: arg(1), c: arg(2)})
	default:
		c.emit(op{code: oIntrin, d: d, a: arg(0), b: arg(1), c: arg(2), x: c.intrinsic(name, f)})
	}
	return nil
}

// asmSregs maps PTX special register names to oSreg operands.
var asmSregs = map[string]uint64{"laneid": srLaneid, "warpid": srWarpid, "nwarpid": srNwarpid, "smid": srSmid,
	"nsmid": srNsmid, "clock": srClock, "clock64": srClock64, "globaltimer": srClock64, "lanemask_eq": srLanemaskEq,
	"lanemask_lt": srLanemaskLt, "lanemask_le": srLanemaskLe, "lanemask_gt": srLanemaskGt, "lanemask_ge": srLanemaskGe,
	"tid.x": srTidX, "tid.y": srTidY, "tid.z": srTidZ, "ntid.x": srNtidX, "ntid.y": srNtidY, "ntid.z": srNtidZ,
	"ctaid.x": srCtaidX, "ctaid.y": srCtaidY, "ctaid.z": srCtaidZ, "nctaid.x": srNctaidX, "nctaid.y": srNctaidY,
	"nctaid.z": srNctaidZ, "gridid": srGridid}

// Functions' addresses: codeBase plus funcAlign times the function's index
// in the program, in a region of the address space where no memory is, so
// that a load or store through one faults and a call through one finds the
// function again.
const funcAlign = 16

func funcAddr(index int) uint64 { return codeBase + uint64(index)*funcAlign }

// funcAt returns the function at address a, or nil.
func (p *Program) funcAt(a uint64) *function {
	i := (a - codeBase) / funcAlign
	if a < codeBase || (a-codeBase)%funcAlign != 0 || i >= uint64(len(p.funcs)) {
		return nil
	}
	return p.funcs[i]
}
