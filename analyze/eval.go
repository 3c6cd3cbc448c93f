package analyze

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"mgpucc/model"
)

// evaluator recovers piecewise affine expressions of a kernel's integer
// values (DESIGN.md: a small scalar evolution). Integer arithmetic is read
// as mathematical: the analysis assumes index computations do not wrap.
type evaluator struct {
	f           *ir.Func
	g           *cfg
	params      map[*ir.Param]int
	memo        map[value.Value]evalResult
	loopDomains map[*loop]*loopDomain
	blockOf     map[value.Value]int  // the block of each instruction
	quotients   *int                 // how many quotient atoms (q0, q1, ...) exist
	choosing    map[value.Value]bool // pointer selects and phis being resolved (address)
	cycles      int                  // how often address met a choice being resolved
	// strides maps each grid-stride loop (i += blockDim.d*gridDim.d, or
	// row += gridDim.d over the blocks) to its dimension and kind; counted
	// marks the loops with an induction variable counted by k.
	strides map[*loop]model.GridStride
	counted map[*loop]bool
	// threadStrides maps each loop over the threads of a block (c +=
	// blockDim.d) to d.
	threadStrides map[*loop]string
	// fields are the fields of struct arguments the values use, by atom.
	fields map[string]field
	// assumed are conditions on the launch (each e >= 0) that the values
	// hold under (exitCondition); a split requires them.
	assumed []constraint
	// fetches are the texture fetches collectAccesses found.
	fetches []*textureFetch
	// private caches privateBlock's answers (heap.go), users the
	// kernel's values' users.
	private map[*ir.InstCall]bool
	users   map[value.Value][]ir.Instruction
}

type evalResult struct {
	p   pieces
	err error
	// pending marks a value whose evaluation is under way (its err says
	// what a cycle back to it means).
	pending bool
}

// notAffine explains why a value has no affine form.
type notAffine struct{ why string }

func (e *notAffine) Error() string { return e.why }

func errNotAffine(format string, args ...any) error {
	return &notAffine{why: fmt.Sprintf(format, args...)}
}

func newEvaluator(f *ir.Func, g *cfg) *evaluator {
	ev := &evaluator{f: f, g: g, params: map[*ir.Param]int{}, memo: map[value.Value]evalResult{},
		loopDomains: map[*loop]*loopDomain{}, blockOf: map[value.Value]int{}, quotients: new(int),
		strides: map[*loop]model.GridStride{}, counted: map[*loop]bool{}, threadStrides: map[*loop]string{}, fields: map[string]field{}}
	for i, p := range f.Params {
		ev.params[p] = i
	}
	for i, b := range f.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok {
				ev.blockOf[v] = i
			}
		}
	}
	return ev
}

// sregAtoms maps the special-register intrinsics to atoms.
var sregAtoms = map[string]string{}

func init() {
	for _, d := range []string{"x", "y", "z"} {
		sregAtoms["llvm.nvvm.read.ptx.sreg.tid."+d] = "t" + d
		sregAtoms["llvm.nvvm.read.ptx.sreg.ctaid."+d] = "b" + d
		sregAtoms["llvm.nvvm.read.ptx.sreg.ntid."+d] = "bd" + d
		sregAtoms["llvm.nvvm.read.ptx.sreg.nctaid."+d] = "gd" + d
	}
}

// loopCounter is the atom of loop l's iteration counter.
func loopCounter(l *loop) string { return fmt.Sprintf("k%d", l.id) }

// value returns the piecewise affine form of an integer value.
func (ev *evaluator) value(v value.Value) (pieces, error) {
	if r, ok := ev.memo[v]; ok {
		return r.p, r.err
	}
	// A cycle that does not pass through a loop header's phi (irreducible
	// control flow) ends here instead of recursing forever.
	ev.memo[v] = evalResult{err: errNotAffine("a value defined in terms of itself outside a natural loop"), pending: true}
	p, err := ev.compute(v)
	if err == nil && len(p) > maxCases {
		p, err = nil, errNotAffine("a value with too many cases")
	}
	ev.memo[v] = evalResult{p: p, err: err}
	return p, err
}

func (ev *evaluator) binary(x, y value.Value, op func(a, b poly) poly) (pieces, error) {
	a, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	b, err := ev.value(y)
	if err != nil {
		return nil, err
	}
	return combine(a, b, op), nil
}

// constantOf returns the value of a single-piece constant.
func constantOf(p pieces) (int64, bool) {
	if len(p) != 1 {
		return 0, false
	}
	return p[0].e.constant()
}

func (ev *evaluator) compute(v value.Value) (pieces, error) {
	switch v := v.(type) {
	case *constant.Int:
		if !v.X.IsInt64() {
			return nil, errNotAffine("constant %s does not fit 64 bits", v.X)
		}
		if v.Typ.BitSize == 1 {
			return single(constPoly(int64(v.X.Sign() * v.X.Sign()))), nil
		}
		return single(constPoly(v.X.Int64())), nil
	case *ir.Param:
		if _, ok := v.Typ.(*types.IntType); ok {
			return single(atomPoly(fmt.Sprintf("p%d", ev.params[v]))), nil
		}
		return nil, errNotAffine("parameter %d is not an integer", ev.params[v])
	case *ir.InstCall:
		if callee, ok := v.Callee.(*ir.Func); ok {
			if a, ok := sregAtoms[callee.Name()]; ok {
				return single(atomPoly(a)), nil
			}
			switch {
			case strings.HasPrefix(callee.Name(), "llvm.smin."), strings.HasPrefix(callee.Name(), "llvm.smax."),
				strings.HasPrefix(callee.Name(), "llvm.umin."), strings.HasPrefix(callee.Name(), "llvm.umax."):
				return ev.minMax(callee.Name(), v.Args[0], v.Args[1])
			}
			return nil, errNotAffine("the result of a call to %s", callee.Name())
		}
		return nil, errNotAffine("the result of an indirect call")
	case *ir.InstAdd:
		return ev.binary(v.X, v.Y, poly.add)
	case *ir.InstSub:
		return ev.binary(v.X, v.Y, poly.sub)
	case *ir.InstMul:
		return ev.binary(v.X, v.Y, poly.mul)
	case *ir.InstShl:
		s, err := ev.value(v.Y)
		if err != nil {
			return nil, err
		}
		c, ok := constantOf(s)
		if !ok || c < 0 || c > 62 {
			return nil, errNotAffine("a shift by a non-constant amount")
		}
		return ev.binary(v.X, v.Y, func(a, _ poly) poly { return a.scale(1 << c) }) // the second operand is the constant c
	case *ir.InstOr:
		return ev.disjointOr(v.X, v.Y)
	case *ir.InstXor: // xor x, -1 is -x - 1
		if c, ok := v.Y.(*constant.Int); ok && c.X.IsInt64() && c.X.Int64() == -1 {
			x, err := ev.value(v.X)
			if err != nil {
				return nil, err
			}
			return combine(x, single(constPoly(-1)), func(a, b poly) poly { return a.scale(-1).add(b) }), nil
		}
	case *ir.InstSDiv:
		return ev.divide(v.X, v.Y, truncating, false)
	case *ir.InstUDiv:
		return ev.divide(v.X, v.Y, flooring, false)
	case *ir.InstSRem:
		return ev.divide(v.X, v.Y, truncating, true)
	case *ir.InstURem:
		return ev.divide(v.X, v.Y, flooring, true)
	case *ir.InstLShr:
		return ev.shiftRight(v.X, v.Y)
	case *ir.InstAShr:
		return ev.shiftRight(v.X, v.Y)
	case *ir.InstAnd: // x & (2^k - 1) is x mod 2^k
		if c, ok := v.Y.(*constant.Int); ok && c.X.IsInt64() && c.X.Int64() > 0 && (c.X.Int64()+1)&c.X.Int64() == 0 {
			x, err := ev.value(v.X)
			if err != nil {
				return nil, err
			}
			return ev.quotient(x, c.X.Int64()+1, flooring, true), nil
		}
	case *ir.InstSExt:
		return ev.value(v.From)
	case *ir.InstFreeze: // the value itself, which addresses never leave undefined
		return ev.value(v.X)
	case *ir.InstZExt:
		return ev.value(v.From)
	case *ir.InstTrunc:
		return ev.value(v.From)
	case *ir.InstSelect:
		return ev.selectValue(v.Cond, v.ValueTrue, v.ValueFalse)
	case *ir.InstPhi:
		return ev.phi(v)
	case *ir.InstLoad:
		if atom, ok := ev.argField(v); ok {
			return single(atomPoly(atom)), nil
		}
		return nil, errNotAffine("a value loaded from memory (data-dependent)")
	}
	return nil, errNotAffine("%s is not an affine operation", instName(v))
}

// field is an integer field of a struct argument that the kernel reads
// (sizes passed in a struct by value): fixed for a launch, like an integer
// argument.
type field struct {
	param, offset, size int
	signed              bool
}

// argField recognises a load of an integer field of a struct argument the
// kernel never changes (its byval parameter is readonly) and returns the
// field's atom, p<param>f<offset>.
func (ev *evaluator) argField(load *ir.InstLoad) (string, bool) {
	it, ok := load.ElemType.(*types.IntType)
	if !ok || it.BitSize%8 != 0 || it.BitSize > 64 {
		return "", false
	}
	param, off, ok := ev.unchangedField(load)
	if !ok {
		return "", false
	}
	atom := fmt.Sprintf("p%df%d", param, off)
	f := field{param: param, offset: int(off), size: int(it.BitSize / 8), signed: true}
	if old, seen := ev.fields[atom]; seen {
		f.signed = old.signed
	}
	// A field the kernel widens with zext or compares unsigned is unsigned.
	f.signed = f.signed && !ev.usedUnsigned(load)
	ev.fields[atom] = f
	return atom, true
}

// unchangedField reports whether load reads the kernel's copy of a struct
// argument that the kernel never changes, at a constant byte offset.
func (ev *evaluator) unchangedField(load *ir.InstLoad) (param int, off int64, ok bool) {
	a := ev.address(load.Src)
	if !a.byval || a.err != nil || !ev.readonly(a.param) {
		return 0, 0, false
	}
	off, ok = constantOf(a.offset)
	return a.param, off, ok
}

// readonly reports whether parameter i carries LLVM's readonly attribute:
// the kernel never writes its copy of the struct.
func (ev *evaluator) readonly(i int) bool {
	return slices.Contains(ev.f.Params[i].Attrs, ir.ParamAttribute(enum.ParamAttrReadOnly))
}

// usedUnsigned reports whether v is zero-extended or compared unsigned.
func (ev *evaluator) usedUnsigned(v value.Value) bool {
	for _, b := range ev.f.Blocks {
		for _, inst := range b.Insts {
			switch inst := inst.(type) {
			case *ir.InstZExt:
				if inst.From == v {
					return true
				}
			case *ir.InstICmp:
				unsigned := inst.Pred == enum.IPredULT || inst.Pred == enum.IPredULE || inst.Pred == enum.IPredUGT || inst.Pred == enum.IPredUGE
				if unsigned && (inst.X == v || inst.Y == v) {
					return true
				}
			}
		}
	}
	return false
}

// instName is the opcode-like name of a value for messages.
func instName(v value.Value) string {
	name := fmt.Sprintf("%T", v)
	name = strings.TrimPrefix(name, "*ir.Inst")
	name = strings.TrimPrefix(name, "*constant.Expr")
	return strings.ToLower(name)
}

// disjointOr handles "or" that is provably an add: one operand below a
// power of two that divides every coefficient of the other. That operand
// is a constant, or the low bits of a value (x & (2^k - 1), x urem 2^k:
// a tile's column, (blockIdx.x + 1)*16 | threadIdx.x % 16).
func (ev *evaluator) disjointOr(x, y value.Value) (pieces, error) {
	a, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	b, err := ev.value(y)
	if err != nil {
		return nil, err
	}
	if _, ok := constantOf(a); ok {
		a, b, x, y = b, a, y, x
	}
	below, ok := int64(0), false
	if c, isConst := constantOf(b); isConst && c >= 0 {
		below, ok = pow2Above(c), true
	} else if below, ok = lowBits(y); !ok {
		if below, ok = lowBits(x); ok {
			a, b = b, a
		}
	}
	if !ok {
		return nil, errNotAffine("an \"or\" that is not provably an add")
	}
	for _, pc := range a {
		for _, coef := range pc.e {
			if coef%below != 0 {
				return nil, errNotAffine("an \"or\" that is not provably an add")
			}
		}
	}
	return combine(a, b, poly.add), nil
}

// lowBits is 2^k for a value that is the low k bits of another (x &
// (2^k - 1), x urem 2^k): it lies in [0, 2^k).
func lowBits(v value.Value) (int64, bool) {
	var mask *constant.Int
	switch v := v.(type) {
	case *ir.InstAnd:
		mask, _ = v.Y.(*constant.Int)
		if mask != nil && mask.X.IsInt64() && mask.X.Int64() > 0 && (mask.X.Int64()+1)&mask.X.Int64() == 0 {
			return mask.X.Int64() + 1, true
		}
	case *ir.InstURem:
		mask, _ = v.Y.(*constant.Int)
		if mask != nil && mask.X.IsInt64() && mask.X.Int64() > 0 && mask.X.Int64()&(mask.X.Int64()-1) == 0 {
			return mask.X.Int64(), true
		}
	}
	return 0, false
}

func pow2Above(c int64) int64 {
	p := int64(1)
	for p <= c {
		p *= 2
	}
	return p
}

func (ev *evaluator) selectValue(cond, t, f value.Value) (pieces, error) {
	if _, ok := t.Type().(*types.IntType); !ok {
		return nil, errNotAffine("a select of non-integers")
	}
	c, err := ev.condition(cond)
	if err != nil {
		return nil, err
	}
	if !c.negatable() {
		return nil, errTooManyCases
	}
	a, err := ev.value(t)
	if err != nil {
		return nil, err
	}
	b, err := ev.value(f)
	if err != nil {
		return nil, err
	}
	return choose(c, a, b), nil
}

// choose is a where c holds, else b.
func choose(c dnf, a, b pieces) pieces {
	var r pieces
	for _, pc := range a {
		r = append(r, piece{cond: pc.cond.and(c), e: pc.e})
	}
	nc := c.not()
	for _, pc := range b {
		r = append(r, piece{cond: pc.cond.and(nc), e: pc.e})
	}
	return r
}

func (ev *evaluator) minMax(name string, x, y value.Value) (pieces, error) {
	a, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	b, err := ev.value(y)
	if err != nil {
		return nil, err
	}
	return smallerOrLarger(a, b, strings.Contains(name, "min.")), nil
}

// smallerOrLarger is min(a, b) (takeMin), else max(a, b).
func smallerOrLarger(a, b pieces, takeMin bool) pieces {
	var r pieces
	for _, pa := range a {
		for _, pb := range b {
			both := pa.cond.and(pb.cond)
			le := dnf{conj{{e: pb.e.sub(pa.e)}}} // a <= b
			first, second := pa.e, pb.e
			if !takeMin {
				first, second = pb.e, pa.e
			}
			r = append(r, piece{cond: both.and(le), e: first}, piece{cond: both.and(le.not()), e: second})
		}
	}
	return r
}

// phi recognises induction variables: a phi in a loop header whose value
// from the latch is itself plus a constant becomes init + step*k.
func (ev *evaluator) phi(v *ir.InstPhi) (pieces, error) {
	b := ev.blockOf[v]
	l := ev.g.loopOf[b]
	if l == nil || l.header != b {
		if p, ok, err := ev.exitPhi(v); ok {
			return p, err
		}
		// A merge of equal values is that value.
		var first pieces
		for i, inc := range v.Incs {
			p, err := ev.value(inc.X)
			if err != nil {
				return nil, err
			}
			if i == 0 {
				first = p
			} else if !samePieces(first, p) {
				return nil, errNotAffine("a phi merging different values")
			}
		}
		return first, nil
	}
	if len(l.latches) != 1 || len(v.Incs) != 2 {
		return nil, errNotAffine("a loop phi with several back edges")
	}
	latch := ev.g.blocks[l.latches[0]]
	var init, next value.Value
	for _, inc := range v.Incs {
		if inc.Pred == latch {
			next = inc.X
		} else {
			init = inc.X
		}
	}
	if init == nil || next == nil {
		return nil, errNotAffine("a loop phi without an entry value")
	}
	start, err := ev.value(init)
	if err != nil {
		return nil, err
	}
	// Evaluate the next value with the phi as a placeholder atom, in a
	// scratch memo so that nothing computed with the placeholder leaks.
	placeholder := "phi"
	// Everything else is shared: a copy of the evaluator with its own memo.
	scratch := new(evaluator)
	*scratch = *ev
	scratch.memo = map[value.Value]evalResult{}
	for k, r := range ev.memo {
		// Values under way outside the phi (an exit test's i+1 that
		// reached the phi) are evaluated afresh with the placeholder:
		// the only cycle that counts here goes through the phi.
		if !r.pending {
			scratch.memo[k] = r
		}
	}
	scratch.memo[v] = evalResult{p: single(atomPoly(placeholder))}
	n, err := scratch.value(next)
	if err != nil {
		return nil, errNotAffine("a loop variable whose step is %s", err)
	}
	if len(n) != 1 {
		return nil, errNotAffine("a loop variable with a conditional step")
	}
	if lagged, ok := ev.lagging(l, start, n[0].e, placeholder); ok {
		return lagged, nil
	}
	// The step is a constant, or fixed for the launch (c += nx*ny): then
	// k*nx*ny is a product the delinearization may read as a plane index.
	// A grid-stride loop (i += blockDim.x*gridDim.x) counts in gk<d> =
	// k*gs<d>, gs<d> = blockDim.d*gridDim.d: an isl parameter the
	// enumerators step through. Other steps with gridDim are not
	// understood.
	step := n[0].e.sub(atomPoly(placeholder))
	var counter poly
	if d, ok := threadStrideStep(step, start); ok {
		if err := ev.markThreadStride(l, d); err != nil {
			return nil, err
		}
		counter = atomPoly(threadCounter(l, d))
	} else if g, c, ok := gridStrideStep(step); ok {
		if err := ev.markGridStride(l, g); err != nil {
			return nil, err
		}
		counter = atomPoly(g.Offset()).scale(c)
	} else {
		if step.uses(func(a string) bool { return !isParamAtom(a) || strings.HasPrefix(a, "gd") }) {
			return nil, errNotAffine("a loop variable whose step %s is not a constant", step.readable())
		}
		if _, strided := ev.strides[l]; strided {
			return nil, errNotAffine("a grid-stride loop with a second induction variable")
		}
		if ev.threadStrides[l] != "" {
			return nil, errNotAffine("a loop over threadIdx with a second induction variable")
		}
		ev.counted[l] = true
		counter = atomPoly(loopCounter(l)).mul(step)
	}
	var r pieces
	for _, pc := range start {
		r = append(r, piece{cond: pc.cond, e: pc.e.add(counter)})
	}
	return r, nil
}

// lagging reads a loop phi whose value from the latch is made of the
// loop's counter rather than of the phi itself (LLVM's -i2 - 1 from the
// counter i2 for the next iteration's N - 2 - i2, a loop walking a row
// backwards): its value in iteration k is the latch value of iteration
// k - 1, where that also gives the entry value at k = 0.
func (ev *evaluator) lagging(l *loop, start pieces, next poly, placeholder string) (pieces, bool) {
	k := loopCounter(l)
	_, strided := ev.strides[l]
	if next.uses(func(a string) bool { return a == placeholder }) || !ev.counted[l] || strided || ev.threadStrides[l] != "" || len(start) != 1 {
		return nil, false
	}
	e := next.substitute(k, atomPoly(k).add(constPoly(-1)))
	if !e.substitute(k, poly{}).equal(start[0].e) {
		return nil, false
	}
	return pieces{{cond: start[0].cond, e: e}}, true
}

// threadStrideStep recognises a loop over the threads of a block, for (c
// = threadIdx.d + s; c < n; c += blockDim.d): step blockDim.d, threadIdx.d
// once in the start. It counts in its offset j = k*blockDim.d from the
// start (threadCounter), stepping by blockDim.d, which the maps relax to
// any j >= blockDim.d after the first iteration: over the block's threads
// the values threadIdx.d + s + j are then exactly those of the loop,
// wherever an access uses threadIdx.d and j together (threadApart).
func threadStrideStep(step poly, start pieces) (string, bool) {
	for _, d := range dims {
		if !step.equal(atomPoly("bd" + d)) {
			continue
		}
		for _, pc := range start {
			if pc.e["t"+d] != 1 {
				return "", false
			}
		}
		return d, true
	}
	return "", false
}

// threadCounter names the counter of a loop over the threads of a block
// along d: a loop counter (k...) that threadApart recognises.
func threadCounter(l *loop, d string) string { return fmt.Sprintf("%st%s", loopCounter(l), d) }

// markThreadStride records that l loops over the threads along d. Its
// other induction variables must step by blockDim.d too (LLVM's derived
// row*cols + c), since the counter is not the iteration count.
func (ev *evaluator) markThreadStride(l *loop, d string) error {
	if _, strided := ev.strides[l]; strided || ev.counted[l] || (ev.threadStrides[l] != "" && ev.threadStrides[l] != d) {
		return errNotAffine("a loop over threadIdx with a second induction variable")
	}
	ev.threadStrides[l] = d
	return nil
}

// gridStrideStep recognises c*blockDim.d*gridDim.d (c > 0), the step of a
// grid-stride loop along d, and c*gridDim.d, the step of a loop over the
// blocks (row += gridDim.x).
func gridStrideStep(step poly) (g model.GridStride, c int64, ok bool) {
	if len(step) != 1 {
		return g, 0, false
	}
	for _, d := range dims {
		if c := step[mulMonomial("bd"+d, "gd"+d)]; c > 0 {
			return model.GridStride{Dim: d}, c, true
		}
		if c := step["gd"+d]; c > 0 {
			return model.GridStride{Dim: d, Blocks: true}, c, true
		}
	}
	return g, 0, false
}

// markGridStride records that l is a grid-stride loop along d. Its
// iterations are then gk<d> = 0, gs<d>, 2*gs<d>, ...: one such loop per
// dimension in a loop nest (the enumerators step one gk<d> for all), no
// other induction variable counted by k, and its exit test must be what
// its iteration domain is made of.
func (ev *evaluator) markGridStride(l *loop, g model.GridStride) error {
	old, marked := ev.strides[l]
	switch {
	case marked && old == g:
		return nil
	case marked || ev.counted[l] || ev.threadStrides[l] != "":
		return errNotAffine("a grid-stride loop with a second induction variable")
	}
	if ld := ev.loopDomains[l]; ld != nil && !ld.pending {
		return errNotAffine("a grid-stride loop whose exit test does not use its index")
	}
	for other, og := range ev.strides {
		switch {
		case og.Dim != g.Dim:
		case og.Blocks != g.Blocks:
			return errNotAffine("loops over the grid's threads and over its blocks along %s", g.Dim)
		case other.blocks[l.header] || l.blocks[other.header]:
			return errNotAffine("nested grid-stride loops along %s", g.Dim)
		}
	}
	ev.strides[l] = g
	return nil
}

func samePieces(a, b pieces) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].e.equal(b[i].e) || fmt.Sprint(a[i].cond) != fmt.Sprint(b[i].cond) {
			return false
		}
	}
	return true
}

// Division rounding: C's signed division truncates toward zero; unsigned
// division and arithmetic shifts round down (the analysis reads unsigned
// operands as non-negative).
const (
	flooring   = false
	truncating = true
)

// divide handles division and remainder by a positive constant.
func (ev *evaluator) divide(x, y value.Value, trunc, rem bool) (pieces, error) {
	d, err := ev.value(y)
	if err != nil {
		return nil, err
	}
	c, ok := constantOf(d)
	if !ok || c <= 0 {
		return nil, errNotAffine("a division by something other than a positive constant")
	}
	n, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	return ev.quotient(n, c, trunc, rem), nil
}

func (ev *evaluator) shiftRight(x, y value.Value) (pieces, error) {
	s, err := ev.value(y)
	if err != nil {
		return nil, err
	}
	c, ok := constantOf(s)
	if !ok || c < 0 || c > 62 {
		return nil, errNotAffine("a shift by a non-constant amount")
	}
	n, err := ev.value(x)
	if err != nil {
		return nil, err
	}
	return ev.quotient(n, 1<<c, flooring, false), nil
}

// plainlyNonneg reports whether p is never negative: a non-negative
// constant plus positive multiples of products of non-negative atoms
// (blockIdx*blockDim + threadIdx), so C's truncating division of p rounds
// down.
func plainlyNonneg(p poly) bool {
	for m, c := range p {
		if c < 0 {
			return false
		}
		for _, a := range strings.Split(m, "*") {
			if m != "" && !nonnegAtom(a) {
				return false
			}
		}
	}
	return true
}

// quotient is x/c (or x%c when rem) through a fresh quotient atom q defined
// by c*q <= x <= c*q + c - 1 (rounding down), or for truncation of a
// negative x by c*q - c + 1 <= x <= c*q.
func (ev *evaluator) quotient(x pieces, c int64, trunc, rem bool) pieces {
	var r pieces
	for _, pc := range x {
		cases := []struct {
			sel   conj
			floor bool
		}{{nil, true}}
		if trunc && !plainlyNonneg(pc.e) {
			cases = []struct {
				sel   conj
				floor bool
			}{{conj{{e: pc.e}}, true}, {conj{{e: pc.e.scale(-1).add(constPoly(-1))}}, false}}
		}
		for _, cs := range cases {
			q := atomPoly(fmt.Sprintf("q%d", *ev.quotients))
			*ev.quotients++
			cq := q.scale(c)
			def := conj{{e: pc.e.sub(cq), def: true}, {e: cq.add(constPoly(c - 1)).sub(pc.e), def: true}}
			if !cs.floor {
				def = conj{{e: pc.e.sub(cq).add(constPoly(c - 1)), def: true}, {e: cq.sub(pc.e), def: true}}
			}
			e := q
			if rem {
				e = pc.e.sub(cq)
			}
			r = append(r, piece{cond: pc.cond.and(dnf{append(cs.sel, def...)}), e: e})
		}
	}
	return r
}
