package sim

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"mgpucc/internal/nvptx"
)

// funcCompiler translates one function.
type funcCompiler struct {
	p       *Program
	fn      *function
	slots   map[value.Value]int32
	consts  map[string]int32
	blockPC map[*ir.Block]int32
	fixups  []fixup
	pos     int32
	posIdx  map[string]int32
	uses    map[value.Value]int       // IR uses of each value, for FMA contraction
	blockOf map[value.Value]*ir.Block // defining block of each instruction
	cur     *ir.Block
	// lockstep: the function was compiled for a GPU before Volta, whose
	// warps run in lockstep: code for one may pass values between a
	// warp's lanes through shared memory with no __syncwarp (the
	// simulator otherwise lets lanes run apart between warp primitives).
	lockstep bool
}

func (p *Program) compileFunc(fn *function) error {
	c := &funcCompiler{p: p, fn: fn, slots: map[value.Value]int32{}, consts: map[string]int32{},
		blockPC: map[*ir.Block]int32{}, posIdx: map[string]int32{}, lockstep: fn.sm > 0 && fn.sm < 70}
	f := fn.src
	for _, prm := range f.Params {
		pi := paramInfo{typ: prm.Typ, n: nleaves(prm.Typ)}
		pi.slot = c.alloc(pi.n)
		c.slots[prm] = pi.slot
		var err error
		if pi.lvs, err = leaves(prm.Typ); err != nil {
			return fmt.Errorf("parameter %s: %w", prm.Ident(), err)
		}
		pi.size = sizeOf(prm.Typ)
		for _, a := range prm.Attrs {
			if bv, ok := a.(ir.Byval); ok {
				t := bv.Typ
				if t == nil {
					t = prm.Typ.(*types.PointerType).ElemType
				}
				s, al, err := nvptx.SizeAlign(t)
				if err != nil {
					return fmt.Errorf("byval parameter %s: %w", prm.Ident(), err)
				}
				pi.byval, pi.byvalAlign, pi.size = s, al, s
			}
		}
		fn.params = append(fn.params, pi)
	}
	if rt := f.Sig.RetType; rt != nil {
		fn.retN = nleaves(rt)
	}
	c.uses, c.blockOf = map[value.Value]int{}, map[value.Value]*ir.Block{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok {
				c.blockOf[v] = b
				if n := nleaves(v.Type()); n > 0 {
					c.slots[v] = c.alloc(n)
				}
			}
			c.countUses(inst)
		}
		c.countUses(b.Term)
	}
	for _, b := range f.Blocks {
		c.blockPC[b] = int32(len(fn.code))
		c.cur = b
		for _, inst := range b.Insts {
			if _, isPhi := inst.(*ir.InstPhi); isPhi {
				continue
			}
			c.setPos(position(attachments(inst)))
			if err := c.inst(inst); err != nil {
				pos := position(attachments(inst))
				if pos != "" {
					pos += ": "
				}
				return fmt.Errorf("%s%w", pos, err)
			}
		}
		c.setPos(position(attachments(b.Term)))
		if err := c.term(b, b.Term); err != nil {
			return err
		}
	}
	return c.resolveEdges()
}

func (c *funcCompiler) countUses(u interface{}) {
	if user, ok := u.(interface{ Operands() []*value.Value }); ok {
		for _, v := range user.Operands() {
			if v != nil && *v != nil {
				c.uses[*v]++
			}
		}
	}
}

func (c *funcCompiler) alloc(n int) int32 {
	s := int32(c.fn.nslots)
	c.fn.nslots += n
	return s
}

func (c *funcCompiler) setPos(pos string) {
	if pos == "" {
		c.pos = -1
		return
	}
	i, ok := c.posIdx[pos]
	if !ok {
		i = int32(len(c.fn.posTab))
		c.fn.posTab = append(c.fn.posTab, pos)
		c.posIdx[pos] = i
	}
	c.pos = i
}

func (c *funcCompiler) emit(o op) int {
	c.fn.code = append(c.fn.code, o)
	c.fn.pos = append(c.fn.pos, c.pos)
	return len(c.fn.code) - 1
}

// operand returns the base slot of a value, folding constants into slots
// that the frame template initialises.
func (c *funcCompiler) operand(v value.Value) (int32, error) {
	if a, ok := v.(*ir.Arg); ok {
		v = a.Value
	}
	if s, ok := c.slots[v]; ok {
		return s, nil
	}
	k, ok := isConst(v)
	if !ok {
		return 0, fmt.Errorf("operand %s is not supported", v.Ident())
	}
	key := v.Type().String() + " " + v.Ident()
	if s, ok := c.consts[key]; ok {
		return s, nil
	}
	vals, err := c.p.constEval(k)
	if err != nil {
		return 0, err
	}
	s := c.alloc(len(vals))
	for i, cv := range vals {
		c.fn.consts = append(c.fn.consts, constSlot{slot: s + int32(i), val: cv})
	}
	c.consts[key] = s
	return s, nil
}

func (c *funcCompiler) operands(vs ...value.Value) ([]int32, error) {
	out := make([]int32, len(vs))
	for i, v := range vs {
		s, err := c.operand(v)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}

// scalarOf returns the element type of a vector, or t itself.
func scalarOf(t types.Type) types.Type {
	if v, ok := t.(*types.VectorType); ok {
		return v.ElemType
	}
	return t
}

func intWidth(t types.Type) (uint8, uint64) {
	w := uint64(64)
	if it, ok := scalarOf(t).(*types.IntType); ok {
		w = it.BitSize
	}
	mask := ^uint64(0)
	if w < 64 {
		mask = 1<<w - 1
	}
	return uint8(64 - w), mask
}

func floatKind(t types.Type) (kind, bool) {
	ft, ok := scalarOf(t).(*types.FloatType)
	if !ok {
		return 0, false
	}
	switch ft.Kind {
	case types.FloatKindHalf:
		return kHalf, true
	case types.FloatKindFloat:
		return kFloat, true
	case types.FloatKindDouble:
		return kDouble, true
	}
	return 0, false
}

func (c *funcCompiler) intrinsic(name string, f func(a, b, c uint64) uint64) int64 {
	for i, in := range c.fn.intrins {
		if in.name == name {
			return int64(i)
		}
	}
	c.fn.intrins = append(c.fn.intrins, intrinsic{name: name, f: f})
	return int64(len(c.fn.intrins) - 1)
}

var icmpOps = map[enum.IPred]opcode{enum.IPredEQ: oEq, enum.IPredNE: oNe, enum.IPredUGT: oUgt, enum.IPredUGE: oUge,
	enum.IPredULT: oUlt, enum.IPredULE: oUle, enum.IPredSGT: oSgt, enum.IPredSGE: oSge, enum.IPredSLT: oSlt, enum.IPredSLE: oSle}

// fcmpMask: which of eq(1), gt(2), lt(4), unordered(8) make the predicate true.
var fcmpMask = map[enum.FPred]uint64{enum.FPredFalse: 0, enum.FPredOEQ: 1, enum.FPredOGT: 2, enum.FPredOGE: 3,
	enum.FPredOLT: 4, enum.FPredOLE: 5, enum.FPredONE: 6, enum.FPredORD: 7, enum.FPredUNO: 8, enum.FPredUEQ: 9,
	enum.FPredUGT: 10, enum.FPredUGE: 11, enum.FPredULT: 12, enum.FPredULE: 13, enum.FPredUNE: 14, enum.FPredTrue: 15}

func (c *funcCompiler) inst(inst ir.Instruction) error {
	switch in := inst.(type) {
	case *ir.InstAdd:
		return c.binary("add", in, in.X, in.Y)
	case *ir.InstSub:
		return c.binary("sub", in, in.X, in.Y)
	case *ir.InstMul:
		return c.binary("mul", in, in.X, in.Y)
	case *ir.InstUDiv:
		return c.binary("udiv", in, in.X, in.Y)
	case *ir.InstSDiv:
		return c.binary("sdiv", in, in.X, in.Y)
	case *ir.InstURem:
		return c.binary("urem", in, in.X, in.Y)
	case *ir.InstSRem:
		return c.binary("srem", in, in.X, in.Y)
	case *ir.InstShl:
		return c.binary("shl", in, in.X, in.Y)
	case *ir.InstLShr:
		return c.binary("lshr", in, in.X, in.Y)
	case *ir.InstAShr:
		return c.binary("ashr", in, in.X, in.Y)
	case *ir.InstAnd:
		return c.binary("and", in, in.X, in.Y)
	case *ir.InstOr:
		return c.binary("or", in, in.X, in.Y)
	case *ir.InstXor:
		return c.binary("xor", in, in.X, in.Y)
	case *ir.InstFAdd:
		if ok, err := c.contract(in, in.X, in.Y, false, in.FastMathFlags); ok || err != nil {
			return err
		}
		return c.binary("fadd", in, in.X, in.Y)
	case *ir.InstFSub:
		if ok, err := c.contract(in, in.X, in.Y, true, in.FastMathFlags); ok || err != nil {
			return err
		}
		return c.binary("fsub", in, in.X, in.Y)
	case *ir.InstFMul:
		return c.binary("fmul", in, in.X, in.Y)
	case *ir.InstFDiv:
		return c.binary("fdiv", in, in.X, in.Y)
	case *ir.InstFRem:
		return c.binary("frem", in, in.X, in.Y)
	case *ir.InstFNeg:
		a, err := c.operand(in.X)
		if err != nil {
			return err
		}
		k, _ := floatKind(in.Type())
		o := op{code: oFNeg32}
		switch k {
		case kDouble:
			o.code = oFNeg64
		case kHalf:
			sign := c.constSlot(0x8000)
			for i := 0; i < nleaves(in.Type()); i++ {
				c.emit(op{code: oXor, d: c.slots[in] + int32(i), a: a + int32(i), b: sign, imm: 0xffff})
			}
			return nil
		}
		c.elementwise(nleaves(in.Type()), o, c.slots[in], a)
		return nil
	case *ir.InstICmp:
		ops, err := c.operands(in.X, in.Y)
		if err != nil {
			return err
		}
		sh, _ := intWidth(in.X.Type())
		c.elementwise(nleaves(in.Type()), op{code: icmpOps[in.Pred], sh: sh}, c.slots[in], ops...)
		return nil
	case *ir.InstFCmp:
		ops, err := c.operands(in.X, in.Y)
		if err != nil {
			return err
		}
		k, _ := floatKind(in.X.Type())
		o := op{code: oFCmp32, imm: fcmpMask[in.Pred]}
		switch k {
		case kDouble:
			o.code = oFCmp64
		case kHalf:
			o = op{code: oIntrin, x: c.intrinsic(fmt.Sprintf("fcmp.f16.%d", o.imm), halfCmp(o.imm))}
		}
		c.elementwise(nleaves(in.Type()), o, c.slots[in], ops...)
		return nil
	case *ir.InstSelect:
		ops, err := c.operands(in.Cond, in.ValueTrue, in.ValueFalse)
		if err != nil {
			return err
		}
		n := nleaves(in.Type())
		_, vecCond := in.Cond.Type().(*types.VectorType)
		for i := 0; i < n; i++ {
			cond := ops[0]
			if vecCond {
				cond += int32(i)
			}
			c.emit(op{code: oSelect, d: c.slots[in] + int32(i), a: cond, b: ops[1] + int32(i), c: ops[2] + int32(i)})
		}
		return nil
	case *ir.InstFreeze:
		return c.move(in, in.X)
	case *ir.InstTrunc:
		return c.cast(in, in.From, in.To)
	case *ir.InstZExt:
		return c.cast(in, in.From, in.To)
	case *ir.InstSExt:
		return c.cast(in, in.From, in.To)
	case *ir.InstFPTrunc:
		return c.cast(in, in.From, in.To)
	case *ir.InstFPExt:
		return c.cast(in, in.From, in.To)
	case *ir.InstFPToSI:
		return c.cast(in, in.From, in.To)
	case *ir.InstFPToUI:
		return c.cast(in, in.From, in.To)
	case *ir.InstSIToFP:
		return c.cast(in, in.From, in.To)
	case *ir.InstUIToFP:
		return c.cast(in, in.From, in.To)
	case *ir.InstPtrToInt:
		return c.cast(in, in.From, in.To)
	case *ir.InstIntToPtr:
		return c.move(in, in.From)
	case *ir.InstBitCast:
		return c.bitcast(in, in.From)
	case *ir.InstAddrSpaceCast:
		return c.move(in, in.From)
	case *ir.InstGetElementPtr:
		return c.gep(in)
	case *ir.InstLoad:
		a, err := c.operand(in.Src)
		if err != nil {
			return err
		}
		if in.Volatile {
			c.warpYield()
		} else {
			c.lockstepYield(in.Src, a)
		}
		if size, ok := wideParts(in.ElemType, int64(in.Align)); ok {
			c.emit(op{code: oLoad16, d: c.slots[in], a: a, size: size, x: 15})
			return nil
		}
		return c.memLeaves(in.ElemType, int64(in.Align), func(l leaf, i int32, alignMask int64) {
			c.emit(op{code: oLoad1 + sizeCode(l.size()), d: c.slots[in] + i, a: a, imm: uint64(l.off), x: alignMask})
		})
	case *ir.InstStore:
		ops, err := c.operands(in.Dst, in.Src)
		if err != nil {
			return err
		}
		if in.Volatile {
			c.warpYield()
		} else {
			c.lockstepYield(in.Dst, ops[0])
		}
		if size, ok := wideParts(in.Src.Type(), int64(in.Align)); ok {
			c.emit(op{code: oStore16, a: ops[0], b: ops[1], size: size, x: 15})
			return nil
		}
		return c.memLeaves(in.Src.Type(), int64(in.Align), func(l leaf, i int32, alignMask int64) {
			c.emit(op{code: oStore1 + sizeCode(l.size()), a: ops[0], b: ops[1] + i, imm: uint64(l.off), x: alignMask})
		})
	case *ir.InstAlloca:
		n := int64(1)
		if in.NElems != nil {
			k, ok := in.NElems.(*constant.Int)
			if !ok {
				return fmt.Errorf("alloca with a variable element count is not supported")
			}
			n = k.X.Int64()
		}
		s, a, err := nvptx.SizeAlign(in.ElemType)
		if err != nil {
			return err
		}
		if int64(in.Align) > a {
			a = int64(in.Align)
		}
		c.emit(op{code: oAlloca, d: c.slots[in], imm: uint64(s * n), x: a})
		return nil
	case *ir.InstExtractValue:
		a, err := c.operand(in.X)
		if err != nil {
			return err
		}
		start, n := leafRange(in.X.Type(), in.Indices)
		for i := 0; i < n; i++ {
			c.emit(op{code: oMov, d: c.slots[in] + int32(i), a: a + int32(start+i)})
		}
		return nil
	case *ir.InstInsertValue:
		ops, err := c.operands(in.X, in.Elem)
		if err != nil {
			return err
		}
		d := c.slots[in]
		for i := 0; i < nleaves(in.Type()); i++ {
			c.emit(op{code: oMov, d: d + int32(i), a: ops[0] + int32(i)})
		}
		start, n := leafRange(in.X.Type(), in.Indices)
		for i := 0; i < n; i++ {
			c.emit(op{code: oMov, d: d + int32(start+i), a: ops[1] + int32(i)})
		}
		return nil
	case *ir.InstExtractElement:
		ops, err := c.operands(in.X, in.Index)
		if err != nil {
			return err
		}
		sh, _ := intWidth(in.Index.Type())
		c.emit(op{code: oExtractElem, d: c.slots[in], a: ops[0], b: ops[1], sh: sh, imm: uint64(nleaves(in.X.Type()))})
		return nil
	case *ir.InstInsertElement:
		ops, err := c.operands(in.X, in.Elem, in.Index)
		if err != nil {
			return err
		}
		sh, _ := intWidth(in.Index.Type())
		c.emit(op{code: oInsertElem, d: c.slots[in], a: ops[0], b: ops[1], c: ops[2], sh: sh, imm: uint64(nleaves(in.X.Type()))})
		return nil
	case *ir.InstShuffleVector:
		return c.shuffle(in)
	case *ir.InstAtomicRMW:
		p, err := c.operand(in.Dst)
		if err != nil {
			return err
		}
		c.lockstepYield(in.Dst, p)
		return c.atomicRMW(in)
	case *ir.InstCmpXchg:
		ops, err := c.operands(in.Ptr, in.Cmp, in.New)
		if err != nil {
			return err
		}
		c.lockstepYield(in.Ptr, ops[0])
		c.emit(op{code: oCmpXchg, d: c.slots[in], a: ops[0], b: ops[1], c: ops[2], size: uint8(sizeOf(in.Cmp.Type()))})
		return nil
	case *ir.InstFence:
		return nil
	case *ir.InstCall:
		return c.call(in)
	}
	text := inst.LLString()
	if i := strings.Index(text, " = "); i >= 0 {
		text = text[i+3:]
	}
	return fmt.Errorf("instruction %s is not supported", strings.Fields(text)[0])
}

// constSlot returns a slot holding the literal bits v.
func (c *funcCompiler) constSlot(v uint64) int32 {
	key := fmt.Sprintf("lit %d", v)
	if s, ok := c.consts[key]; ok {
		return s
	}
	s := c.alloc(1)
	c.fn.consts = append(c.fn.consts, constSlot{slot: s, val: cval{bits: v, global: -1}})
	c.consts[key] = s
	return s
}

func sizeCode(n int64) opcode {
	switch n {
	case 2:
		return 1
	case 4:
		return 2
	case 8:
		return 3
	}
	return 0
}

func (c *funcCompiler) memLeaves(t types.Type, align int64, emit func(l leaf, i int32, alignMask int64)) error {
	lvs, err := leaves(t)
	if err != nil {
		return err
	}
	for i, l := range lvs {
		// A leaf must be aligned to its own size, or to the access's
		// declared alignment if that is smaller (memory from memcpy-like
		// code), as the GPU requires.
		a := l.size()
		if align > 0 && align < a {
			a = align
		}
		if l.off%a != 0 {
			a = 1
		}
		emit(l, int32(i), a-1)
	}
	return nil
}

func (c *funcCompiler) move(dst, src value.Value) error {
	a, err := c.operand(src)
	if err != nil {
		return err
	}
	c.elementwise(nleaves(dst.Type()), op{code: oMov}, c.slots[dst], a)
	return nil
}

// leafRange returns the first leaf and leaf count of an aggregate member.
func leafRange(t types.Type, idx []uint64) (int, int) {
	start := 0
	for _, i := range idx {
		switch tt := t.(type) {
		case *types.StructType:
			for _, f := range tt.Fields[:i] {
				start += nleaves(f)
			}
			t = tt.Fields[i]
		case *types.ArrayType:
			start += int(i) * nleaves(tt.ElemType)
			t = tt.ElemType
		case *types.VectorType:
			start += int(i) * nleaves(tt.ElemType)
			t = tt.ElemType
		}
	}
	return start, nleaves(t)
}

func (c *funcCompiler) cast(inst value.Value, from value.Value, to types.Type) error {
	a, err := c.operand(from)
	if err != nil {
		return err
	}
	n := nleaves(to)
	d := c.slots[inst]
	fk, _ := floatKind(from.Type())
	tk, _ := floatKind(to)
	fsh, _ := intWidth(from.Type())
	tsh, tmask := intWidth(to)
	var o op
	switch inst.(type) {
	case *ir.InstTrunc, *ir.InstPtrToInt:
		o = op{code: oTrunc, imm: tmask}
	case *ir.InstZExt:
		o = op{code: oMov}
	case *ir.InstSExt:
		o = op{code: oSExt, sh: fsh, imm: tmask}
	case *ir.InstFPTrunc, *ir.InstFPExt:
		switch {
		case fk == kDouble && tk == kFloat:
			o = op{code: oFPTrunc}
		case fk == kFloat && tk == kDouble:
			o = op{code: oFPExt}
		default:
			o = op{code: oFConv, size: uint8(fk), x: int64(tk)}
		}
	case *ir.InstFPToSI:
		o = op{code: oFPToSI, size: uint8(fk), sh: tsh, imm: tmask}
	case *ir.InstFPToUI:
		o = op{code: oFPToUI, size: uint8(fk), sh: tsh, imm: tmask}
	case *ir.InstSIToFP:
		o = op{code: oSIToFP, size: uint8(tk), sh: fsh}
	case *ir.InstUIToFP:
		o = op{code: oUIToFP, size: uint8(tk), sh: fsh}
	}
	c.elementwise(n, o, d, a)
	return nil
}

// bitcast between types with the same leaves is a move; other
// reinterpretations (a scalar as a vector, <4 x i32> as <2 x double>) go
// through their memory layout: runs of narrow leaves are packed into
// wide ones, or wide leaves split, the first leaf lowest.
func (c *funcCompiler) bitcast(inst value.Value, from value.Value) error {
	fl, err := leaves(from.Type())
	if err != nil {
		return err
	}
	tl, err := leaves(inst.Type())
	if err != nil {
		return err
	}
	if len(fl) == len(tl) {
		return c.move(inst, from)
	}
	a, err := c.operand(from)
	if err != nil {
		return err
	}
	fsz, tsz := fl[0].width(), tl[0].width()
	if int64(len(fl))*fsz != int64(len(tl))*tsz || fsz > 64 || tsz > 64 {
		return fmt.Errorf("bitcast from %s to %s is not supported", from.Type(), inst.Type())
	}
	d := c.slots[inst]
	if fsz < tsz {
		per := tsz / fsz
		for j := range tl {
			c.emit(op{code: oMov, d: d + int32(j), a: c.constSlot(0)})
			for i := int64(0); i < per; i++ {
				t := c.alloc(1)
				c.emit(op{code: oShl, d: t, a: a + int32(int64(j)*per+i), b: c.constSlot(uint64(i * fsz)), imm: ^uint64(0)})
				c.emit(op{code: oOr, d: d + int32(j), a: d + int32(j), b: t, imm: ^uint64(0)})
			}
		}
		return nil
	}
	per, mask := fsz/tsz, uint64(1)<<uint(tsz)-1
	for j := range tl {
		src := a + int32(int64(j)/per)
		if part := int64(j) % per; part > 0 {
			t := c.alloc(1)
			c.emit(op{code: oLShr, d: t, a: src, b: c.constSlot(uint64(part * tsz))})
			src = t
		}
		c.emit(op{code: oTrunc, d: d + int32(j), a: src, imm: mask})
	}
	return nil
}

func (c *funcCompiler) gep(in *ir.InstGetElementPtr) error {
	if _, ok := in.Type().(*types.VectorType); ok {
		return fmt.Errorf("vector getelementptr is not supported")
	}
	base, err := c.operand(in.Src)
	if err != nil {
		return err
	}
	d := c.slots[in]
	var off int64
	type varIdx struct {
		slot  int32
		sh    uint8
		scale int64
	}
	var vars []varIdx
	t := in.ElemType
	for i, x := range in.Indices {
		var scale int64
		if i == 0 {
			scale = sizeOf(in.ElemType)
		} else {
			switch tt := t.(type) {
			case *types.StructType:
				k, ok := x.(*constant.Int)
				if !ok {
					return fmt.Errorf("getelementptr: struct index is not a constant")
				}
				offs, err := nvptx.FieldOffsets(tt)
				if err != nil {
					return err
				}
				off += offs[k.X.Int64()]
				t = tt.Fields[k.X.Int64()]
				continue
			case *types.ArrayType:
				t = tt.ElemType
			case *types.VectorType:
				t = tt.ElemType
			default:
				return fmt.Errorf("getelementptr into %s", t)
			}
			scale = sizeOf(t)
		}
		if k, ok := x.(*constant.Int); ok {
			off += k.X.Int64() * scale
			continue
		}
		s, err := c.operand(x)
		if err != nil {
			return err
		}
		sh, _ := intWidth(x.Type())
		vars = append(vars, varIdx{s, sh, scale})
	}
	if len(vars) == 0 {
		c.emit(op{code: oAddImm, d: d, a: base, imm: uint64(off)})
		return nil
	}
	for i, v := range vars {
		src := d
		imm := uint64(0)
		if i == 0 {
			src, imm = base, uint64(off)
		}
		c.emit(op{code: oGep, d: d, a: src, b: v.slot, sh: v.sh, x: v.scale, imm: imm})
	}
	return nil
}

func (c *funcCompiler) shuffle(in *ir.InstShuffleVector) error {
	ops, err := c.operands(in.X, in.Y)
	if err != nil {
		return err
	}
	n := nleaves(in.X.Type())
	var mask []int64
	switch m := in.Mask.(type) {
	case *constant.Vector:
		for _, e := range m.Elems {
			if k, ok := e.(*constant.Int); ok {
				mask = append(mask, k.X.Int64())
			} else {
				mask = append(mask, -1)
			}
		}
	case *constant.ZeroInitializer:
		mask = make([]int64, nleaves(in.Type()))
	default:
		for i := 0; i < nleaves(in.Type()); i++ {
			mask = append(mask, -1)
		}
	}
	for i, m := range mask {
		src := c.constSlot(0)
		switch {
		case m >= 0 && int(m) < n:
			src = ops[0] + int32(m)
		case m >= 0:
			src = ops[1] + int32(int(m)-n)
		}
		c.emit(op{code: oMov, d: c.slots[in] + int32(i), a: src})
	}
	return nil
}

var rmwKinds = map[enum.AtomicOp]int64{enum.AtomicOpXChg: aXchg, enum.AtomicOpAdd: aAdd, enum.AtomicOpSub: aSub,
	enum.AtomicOpAnd: aAnd, enum.AtomicOpNAnd: aNand, enum.AtomicOpOr: aOr, enum.AtomicOpXor: aXor,
	enum.AtomicOpMax: aMax, enum.AtomicOpMin: aMin, enum.AtomicOpUMax: aUMax, enum.AtomicOpUMin: aUMin,
	enum.AtomicOpFAdd: aFAdd, enum.AtomicOpFSub: aFSub}

func (c *funcCompiler) atomicRMW(in *ir.InstAtomicRMW) error {
	ops, err := c.operands(in.Dst, in.X)
	if err != nil {
		return err
	}
	k, ok := rmwKinds[in.Op]
	if !ok {
		return fmt.Errorf("atomicrmw %s is not supported", in.Op)
	}
	if fk, isF := floatKind(in.X.Type()); isF && fk == kHalf {
		return fmt.Errorf("atomicrmw on half is not supported")
	}
	c.emitAtomic(k, c.slots[in], ops[0], ops[1], in.X.Type())
	return nil
}

func (c *funcCompiler) emitAtomic(kind int64, d, addr, val int32, t types.Type) {
	sh, _ := intWidth(t)
	if _, isF := floatKind(t); isF {
		sh = 0
	}
	c.emit(op{code: oAtomic, d: d, a: addr, b: val, x: kind, sh: sh, size: uint8(sizeOf(t))})
}

// attachments returns the metadata attachments of an instruction or
// terminator (!dbg among them).
func attachments(v interface{}) []*metadata.Attachment {
	if m, ok := v.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return m.MDAttachments()
	}
	return nil
}
