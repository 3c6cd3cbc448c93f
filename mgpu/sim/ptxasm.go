package sim

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
)

// asmCompiler compiles inline PTX assembly: one instruction, or a block
// of them in braces with its own registers (.reg) and guarded
// instructions (@p, @!p), as CUDA's headers and CUB write them (CUB's
// warp scans: a shuffle whose predicate guards an add). It knows the
// instructions such code uses, not PTX.
type asmCompiler struct {
	c    *funcCompiler
	in   *ir.InstCall
	nout int              // the call's results: $0 .. $nout-1
	regs map[string]int32 // the block's registers
}

// inlineAsm compiles the inline assembly asm of the call in.
func (c *funcCompiler) inlineAsm(in *ir.InstCall, asm *ir.InlineAsm) error {
	text := strings.TrimSpace(asm.Asm)
	if strings.HasPrefix(text, "tex.") {
		if ok, err := c.texFetch(in, text); ok || err != nil {
			return err
		}
	}
	a := &asmCompiler{c: c, in: in, nout: nleaves(in.Type()), regs: map[string]int32{}}
	for _, stmt := range asmStatements(text) {
		if err := a.statement(stmt); err != nil {
			return fmt.Errorf("inline assembly %q: %w", text, err)
		}
	}
	return nil
}

// asmStatements splits a block into its statements, without the braces
// around it, comments or empty statements.
func asmStatements(text string) []string {
	if strings.HasPrefix(text, "{") && strings.HasSuffix(text, "}") {
		text = text[1 : len(text)-1]
	}
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		for _, s := range strings.Split(line, ";") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}

// statement compiles one declaration or (guarded) instruction.
func (a *asmCompiler) statement(s string) error {
	if strings.HasPrefix(s, ".reg") {
		f := strings.Fields(strings.NewReplacer(",", " ").Replace(s))
		if len(f) < 3 {
			return fmt.Errorf("bad declaration %q", s)
		}
		for _, name := range f[2:] {
			a.regs[name] = a.c.alloc(1)
		}
		return nil
	}
	if !strings.HasPrefix(s, "@") {
		return a.instruction(s)
	}
	guard, rest := cutSpace(s)
	negate := strings.HasPrefix(guard, "@!")
	p, err := a.source(strings.TrimLeft(guard, "@!"))
	if err != nil {
		return err
	}
	// A guarded instruction is branched over when its guard is false.
	at := a.c.emit(op{code: oBr, a: p})
	if err := a.instruction(rest); err != nil {
		return err
	}
	run, skip := int32(at+1), int32(len(a.c.fn.code))
	if negate {
		run, skip = skip, run
	}
	a.c.fn.code[at].d, a.c.fn.code[at].x = run, int64(skip)
	return nil
}

// ptxType is the type suffix of an instruction: width in bits, and
// whether signed or floating point.
type ptxType struct {
	bits          int
	signed, float bool
}

func parseType(s string) (ptxType, bool) {
	if s == "pred" {
		return ptxType{bits: 1}, true
	}
	if len(s) < 2 || !strings.Contains("bsuf", s[:1]) {
		return ptxType{}, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n != 8 && n != 16 && n != 32 && n != 64 {
		return ptxType{}, false
	}
	return ptxType{bits: n, signed: s[0] == 's', float: s[0] == 'f'}, true
}

// sh and mask are the type's op fields (compile.go's intWidth).
func (t ptxType) sh() uint8 { return uint8(64 - t.bits) }
func (t ptxType) mask() uint64 {
	if t.bits >= 64 {
		return math.MaxUint64
	}
	return 1<<t.bits - 1
}

// instruction compiles one instruction: mnemonic, then operands.
func (a *asmCompiler) instruction(s string) error {
	mn, rest := cutSpace(s)
	args := splitOperands(rest)
	parts := strings.Split(mn, ".")
	t, typed := parseType(parts[len(parts)-1])
	has := func(q string) bool { return slices.Contains(parts[1:], q) }
	want := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("%s takes %d operands, not %d", mn, n, len(args))
		}
		return nil
	}
	c := a.c
	switch parts[0] {
	case "membar", "fence":
		if c.lockstep {
			c.warpYield() // as a fence's intrinsic (funcCompiler.call)
		}
		return nil
	case "trap":
		c.emit(op{code: oTrap})
		return nil
	case "exit":
		c.emit(op{code: oExit})
		return nil
	case "bar", "barrier":
		if has("warp") {
			if err := want(1); err != nil {
				return err
			}
			m, err := a.source(args[0])
			if err != nil {
				return err
			}
			c.emit(op{code: oWarp, imm: wSync, a: m, d: c.alloc(1)})
			return nil
		}
		if has("sync") || len(parts) == 1 {
			// Barrier 0 of the whole block, __syncthreads's; a named
			// barrier of a thread count (producers and consumers) is not
			// run as one.
			if len(args) > 1 || len(args) == 1 && strings.TrimSpace(args[0]) != "0" {
				return fmt.Errorf("%s with a barrier other than 0 of the whole block is not supported by the simulator", strings.Join(parts, "."))
			}
			c.emit(op{code: oBarrier, imm: barSync})
			return nil
		}
	case "activemask":
		if err := want(1); err != nil {
			return err
		}
		d, err := a.dest(args[0])
		if err != nil {
			return err
		}
		c.warpPoint(wActivemask, d)
		return nil
	}
	if !typed {
		return fmt.Errorf("%s is not supported", mn)
	}
	switch parts[0] {
	case "mov":
		if len(args) == 2 && (isVector(args[0]) || isVector(args[1])) {
			return a.movVector(mn, args, t)
		}
		return a.unary(mn, args, func(d, x int32) {
			c.emit(op{code: oAnd, d: d, a: x, b: c.constSlot(t.mask()), imm: t.mask()})
		})
	case "not":
		return a.unary(mn, args, func(d, x int32) {
			c.emit(op{code: oXor, d: d, a: x, b: c.constSlot(t.mask()), imm: t.mask()})
		})
	case "and", "or", "xor", "add", "sub", "mul", "shl", "shr", "min", "max":
		return a.binaryOp(mn, parts, args, t)
	case "setp":
		return a.setp(mn, parts, args, t)
	case "selp":
		d, ops, err := a.operands(mn, args, 4)
		if err != nil {
			return err
		}
		c.emit(op{code: oSelect, d: d, a: ops[2], b: ops[0], c: ops[1]})
		return nil
	case "bfe":
		d, ops, err := a.operands(mn, args, 4)
		if err != nil {
			return err
		}
		c.emit(op{code: oIntrin, d: d, a: ops[0], b: ops[1], c: ops[2], x: c.intrinsic(mn, bitFieldExtract(t))})
		return nil
	case "vote":
		return a.vote(mn, parts, args)
	case "shfl":
		return a.shuffle(mn, parts, args)
	case "ld", "ldu":
		return a.memory(mn, parts, args, t, true)
	case "st":
		return a.memory(mn, parts, args, t, false)
	}
	return fmt.Errorf("%s is not supported", mn)
}

// cutSpace cuts s at its first space or tab: a guard or mnemonic, and the
// rest.
func cutSpace(s string) (string, string) {
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		return s[:i], strings.TrimSpace(s[i+1:])
	}
	return s, ""
}

// splitOperands splits operands at the commas outside braces.
func splitOperands(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if last := strings.TrimSpace(s[start:]); last != "" {
		out = append(out, last)
	}
	return out
}

// source is the slot holding an operand's value: $k, a register of the
// block, a special register or a literal.
func (a *asmCompiler) source(s string) (int32, error) {
	c := a.c
	if strings.HasPrefix(s, "$") {
		k, err := strconv.Atoi(s[1:])
		if err != nil || k >= a.nout+len(a.in.Args) {
			return 0, fmt.Errorf("bad operand %q", s)
		}
		if k < a.nout {
			return c.slots[a.in] + int32(k), nil
		}
		return c.operand(a.in.Args[k-a.nout])
	}
	if r, ok := a.regs[s]; ok {
		return r, nil
	}
	if r, ok := asmSregs[strings.TrimPrefix(s, "%")]; ok && strings.HasPrefix(s, "%") {
		d := c.alloc(1)
		c.emit(op{code: oSreg, d: d, imm: r})
		return d, nil
	}
	if s == "WARP_SZ" {
		return c.constSlot(32), nil
	}
	v, err := literal(s)
	if err != nil {
		return 0, fmt.Errorf("bad operand %q", s)
	}
	return c.constSlot(v), nil
}

func (a *asmCompiler) sources(ss ...string) ([]int32, error) {
	out := make([]int32, len(ss))
	for i, s := range ss {
		var err error
		if out[i], err = a.source(s); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// literal is a PTX integer (decimal, hexadecimal, octal) or a float given
// by its bits (0fXXXXXXXX, 0dXXXXXXXXXXXXXXXX).
func literal(s string) (uint64, error) {
	if len(s) > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F' || s[1] == 'd' || s[1] == 'D') {
		return strconv.ParseUint(s[2:], 16, 64)
	}
	s = strings.TrimSuffix(s, "U")
	if v, err := strconv.ParseInt(s, 0, 64); err == nil {
		return uint64(v), nil
	}
	return strconv.ParseUint(s, 0, 64)
}

// dest is the slot an instruction writes: a result $k or a register of
// the block (an input of the call is not to be written).
func (a *asmCompiler) dest(s string) (int32, error) {
	if r, ok := a.regs[s]; ok {
		return r, nil
	}
	if strings.HasPrefix(s, "$") {
		if k, err := strconv.Atoi(s[1:]); err == nil && k < a.nout {
			return a.c.slots[a.in] + int32(k), nil
		}
	}
	return 0, fmt.Errorf("operand %q cannot be written", s)
}

// operands reads an instruction's n operands: the one it writes, then
// the slots of those it reads.
func (a *asmCompiler) operands(mn string, args []string, n int) (int32, []int32, error) {
	if len(args) != n {
		return 0, nil, fmt.Errorf("%s takes %d operands, not %d", mn, n, len(args))
	}
	ops, err := a.sources(args[1:]...)
	if err != nil {
		return 0, nil, err
	}
	d, err := a.dest(args[0])
	return d, ops, err
}

// isVector is an operand that lists registers in braces, {lo, hi}.
func isVector(s string) bool { return strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}") }

// movVector compiles a mov between a value and the registers of its
// parts, lowest first: mov.b64 {lo, hi}, x unpacks x, mov.b64 x, {lo, hi}
// packs it (CUB's shuffles of doubles, as two 32-bit shuffles); a part
// written _ is not written.
func (a *asmCompiler) movVector(mn string, args []string, t ptxType) error {
	unpack := isVector(args[0])
	if unpack == isVector(args[1]) {
		return fmt.Errorf("%s: a vector move has one vector operand", mn)
	}
	list := args[1]
	if unpack {
		list = args[0]
	}
	parts := splitOperands(list[1 : len(list)-1])
	if len(parts) < 2 || t.bits%len(parts) != 0 {
		return fmt.Errorf("%s: %d parts of a %d-bit value", mn, len(parts), t.bits)
	}
	c := a.c
	w := t.bits / len(parts)
	mask := c.constSlot(1<<w - 1)
	if unpack {
		x, err := a.source(args[1])
		if err != nil {
			return err
		}
		for i, p := range parts {
			if p == "_" {
				continue
			}
			d, err := a.dest(p)
			if err != nil {
				return err
			}
			v := x
			if i > 0 {
				v = c.alloc(1)
				c.emit(op{code: oLShr, d: v, a: x, b: c.constSlot(uint64(i * w))})
			}
			c.emit(op{code: oAnd, d: d, a: v, b: mask, imm: 1<<w - 1})
		}
		return nil
	}
	xs, err := a.sources(parts...)
	if err != nil {
		return err
	}
	// The parts are gathered in a register of their own, the destination
	// written last: it may be one of them.
	acc, part := c.alloc(1), c.alloc(1)
	for i, x := range xs {
		if i == 0 {
			c.emit(op{code: oAnd, d: acc, a: x, b: mask, imm: 1<<w - 1})
			continue
		}
		c.emit(op{code: oAnd, d: part, a: x, b: mask, imm: 1<<w - 1})
		c.emit(op{code: oShl, d: part, a: part, b: c.constSlot(uint64(i * w)), imm: t.mask()})
		c.emit(op{code: oOr, d: acc, a: acc, b: part})
	}
	d, err := a.dest(args[0])
	if err != nil {
		return err
	}
	c.emit(op{code: oAnd, d: d, a: acc, b: c.constSlot(t.mask()), imm: t.mask()})
	return nil
}

// unary compiles d = f(x).
func (a *asmCompiler) unary(mn string, args []string, f func(d, x int32)) error {
	d, ops, err := a.operands(mn, args, 2)
	if err != nil {
		return err
	}
	f(d, ops[0])
	return nil
}

// binaryOp compiles the integer and float arithmetic and the logic of
// two operands.
func (a *asmCompiler) binaryOp(mn string, parts, args []string, t ptxType) error {
	d, ops, err := a.operands(mn, args, 3)
	if err != nil {
		return err
	}
	c := a.c
	if t.float {
		codes := map[string]opcode{"add": oFAdd32, "sub": oFSub32, "mul": oFMul32}
		code, ok := codes[parts[0]]
		if !ok || t.bits != 32 && t.bits != 64 {
			return fmt.Errorf("%s is not supported", mn)
		}
		if t.bits == 64 {
			code += oFAdd64 - oFAdd32
		}
		c.emit(op{code: code, d: d, a: ops[0], b: ops[1]})
		return nil
	}
	code := map[string]opcode{"and": oAnd, "or": oOr, "xor": oXor, "add": oAdd, "sub": oSub, "mul": oMul, "shl": oShl}[parts[0]]
	switch parts[0] {
	case "mul":
		if len(parts) != 3 || parts[1] != "lo" {
			return fmt.Errorf("%s is not supported (mul.lo only)", mn)
		}
	case "shr":
		code = oLShr
		if t.signed {
			// Sign-extended first, so that the shift brings the sign in.
			x := c.alloc(1)
			c.emit(op{code: oSExt, d: x, a: ops[0], sh: t.sh(), imm: math.MaxUint64})
			ops[0], code = x, oAShr
		}
	case "min", "max":
		less := oUlt
		if t.signed {
			less = oSlt
		}
		p := c.alloc(1)
		c.emit(op{code: less, d: p, a: ops[0], b: ops[1], sh: t.sh()})
		if parts[0] == "min" {
			c.emit(op{code: oSelect, d: d, a: p, b: ops[0], c: ops[1]})
		} else {
			c.emit(op{code: oSelect, d: d, a: p, b: ops[1], c: ops[0]})
		}
		return nil
	}
	if t.bits == 1 { // and.pred, or.pred, xor.pred
		c.emit(op{code: code, d: d, a: ops[0], b: ops[1], imm: 1})
		return nil
	}
	c.emit(op{code: code, d: d, a: ops[0], b: ops[1], sh: t.sh(), imm: t.mask()})
	return nil
}

// setp compiles a comparison into a predicate.
func (a *asmCompiler) setp(mn string, parts, args []string, t ptxType) error {
	if len(parts) != 3 {
		return fmt.Errorf("%s is not supported", mn)
	}
	d, ops, err := a.operands(mn, args, 3)
	if err != nil {
		return err
	}
	c := a.c
	if t.float {
		masks := map[string]uint64{"eq": 1, "gt": 2, "ge": 3, "lt": 4, "le": 5, "ne": 6}
		m, ok := masks[parts[1]]
		if !ok {
			return fmt.Errorf("%s is not supported", mn)
		}
		code := oFCmp32
		if t.bits == 64 {
			code = oFCmp64
		}
		c.emit(op{code: code, d: d, a: ops[0], b: ops[1], imm: m})
		return nil
	}
	codes := map[string][2]opcode{"eq": {oEq, oEq}, "ne": {oNe, oNe}, "lt": {oUlt, oSlt}, "le": {oUle, oSle},
		"gt": {oUgt, oSgt}, "ge": {oUge, oSge}, "lo": {oUlt, oUlt}, "ls": {oUle, oUle}, "hi": {oUgt, oUgt}, "hs": {oUge, oUge}}
	cc, ok := codes[parts[1]]
	if !ok {
		return fmt.Errorf("%s is not supported", mn)
	}
	code := cc[0]
	if t.signed {
		code = cc[1]
	}
	c.emit(op{code: code, d: d, a: ops[0], b: ops[1], sh: t.sh()})
	return nil
}

// vote compiles vote.sync (vote.MODE.sync as CUB writes it too): d, p,
// member mask.
func (a *asmCompiler) vote(mn string, parts, args []string) error {
	kinds := map[string]uint64{"all": wVoteAll, "any": wVoteAny, "uni": wVoteUni, "ballot": wVoteBallot}
	var k uint64
	found, sync := false, false
	for _, p := range parts[1:] {
		if w, ok := kinds[p]; ok {
			k, found = w, true
		}
		sync = sync || p == "sync"
	}
	if !found || !sync {
		return fmt.Errorf("%s is not supported (the .sync forms with a member mask only)", mn)
	}
	d, ops, err := a.operands(mn, args, 3)
	if err != nil {
		return err
	}
	a.c.emit(op{code: oWarp, imm: k, d: d, a: ops[1], b: ops[0]})
	return nil
}

// shuffle compiles shfl.sync.MODE.b32 d[|p], a, b, c, mask; p is whether
// the source lane was in range (shflSource).
func (a *asmCompiler) shuffle(mn string, parts, args []string) error {
	modes := map[string]uint64{"idx": wShflIdx, "up": wShflUp, "down": wShflDown, "bfly": wShflBfly}
	if len(parts) != 4 || parts[1] != "sync" || parts[3] != "b32" || len(args) != 5 {
		return fmt.Errorf("%s is not supported (shfl.sync.MODE.b32 only)", mn)
	}
	k, ok := modes[parts[2]]
	if !ok {
		return fmt.Errorf("%s is not supported", mn)
	}
	ops, err := a.sources(args[1:]...)
	if err != nil {
		return err
	}
	value, pred, _ := strings.Cut(args[0], "|")
	d, err := a.dest(value)
	if err != nil {
		return err
	}
	if pred != "" {
		p, err := a.dest(pred)
		if err != nil {
			return err
		}
		a.c.shufflePredicate(k, p, ops[1], ops[2])
	}
	a.c.emit(op{code: oWarp, imm: k, d: d, a: ops[3], b: ops[0], c: ops[1], x: int64(ops[2])})
	return nil
}

// shufflePredicate sets p to whether the shuffle of kind k with lane
// operand b and clamp c reads a lane in range.
func (c *funcCompiler) shufflePredicate(k uint64, p, b, clamp int32) {
	lane := c.alloc(1)
	c.emit(op{code: oSreg, d: lane, imm: srLaneid})
	f := func(l, b, cl uint64) uint64 {
		_, in := shflSourceOf(k, int(l), int(b&0x1f), cl)
		return b2u(in)
	}
	c.emit(op{code: oIntrin, d: p, a: lane, b: b, c: clamp, x: c.intrinsic(fmt.Sprintf("shfl.pred.%d", k), f)})
}

// memory compiles a load (ld, ldu) or store (st) of one value or a
// vector ({a, b}) at [address] or [address+offset], whatever its state
// space and cache operators (addresses are generic in the simulator).
func (a *asmCompiler) memory(mn string, parts, args []string, t ptxType, load bool) error {
	if len(args) != 2 {
		return fmt.Errorf("%s takes 2 operands", mn)
	}
	addrArg, valArg := args[1], args[0]
	if !load {
		addrArg, valArg = args[0], args[1]
	}
	if !strings.HasPrefix(addrArg, "[") || !strings.HasSuffix(addrArg, "]") {
		return fmt.Errorf("bad address %q", addrArg)
	}
	base, off := strings.TrimSpace(addrArg[1:len(addrArg)-1]), int64(0)
	if i := strings.LastIndexAny(base, "+-"); i > 0 {
		v, err := strconv.ParseInt(strings.TrimSpace(strings.ReplaceAll(base[i:], "+", "")), 0, 64)
		if err != nil {
			return fmt.Errorf("bad address %q", addrArg)
		}
		base, off = strings.TrimSpace(base[:i]), v
	}
	addr, err := a.source(base)
	if err != nil {
		return err
	}
	vals := []string{valArg}
	if strings.HasPrefix(valArg, "{") {
		vals = splitOperands(strings.Trim(valArg, "{}"))
	}
	size := int64(t.bits / 8)
	if size == 0 {
		return fmt.Errorf("%s is not supported", mn)
	}
	if size*int64(len(vals)) == 16 && size >= 4 {
		return a.wideMemory(vals, addr, off, size, load, t)
	}
	for i, v := range vals {
		o := op{a: addr, imm: uint64(off + int64(i)*size), x: size - 1}
		if load {
			o.code = oLoad1 + sizeCode(size)
			if o.d, err = a.dest(v); err != nil {
				return err
			}
		} else {
			o.code = oStore1 + sizeCode(size)
			if o.b, err = a.source(v); err != nil {
				return err
			}
		}
		a.c.emit(o)
		if load && t.signed && size < 8 {
			o := op{code: oSExt, d: o.d, a: o.d, sh: t.sh(), imm: math.MaxUint64}
			a.c.emit(o)
		}
	}
	return nil
}

// bitFieldExtract is PTX's bfe of type t: n bits of a from pos (the low
// 8 bits of each), the bits past a's end and past n the sign bit (the
// field's top bit inside a) when signed, else 0.
func bitFieldExtract(t ptxType) func(a, pos, n uint64) uint64 {
	w := uint64(t.bits)
	return func(a, pos, n uint64) uint64 {
		pos, n = pos&0xff, n&0xff
		a &= t.mask()
		var sign uint64
		if t.signed && n != 0 {
			sign = a >> min(pos+n-1, w-1) & 1
		}
		keep := min(n, w-min(pos, w))          // the bits taken from a
		v := a >> min(pos, 63) & (1<<keep - 1) // nothing from pos >= w: keep is 0
		if sign == 1 {
			v |= t.mask() &^ (1<<keep - 1)
		}
		return v
	}
}

// wideMemory compiles a 16-byte vector load or store (ld.global.cg.v4.s32
// {a, b, c, d}, [p]: CUB's tile status) as one access, through registers
// side by side.
func (a *asmCompiler) wideMemory(vals []string, addr int32, off, size int64, load bool, t ptxType) error {
	c := a.c
	tmp := c.alloc(len(vals))
	if !load {
		for i, v := range vals {
			s, err := a.source(v)
			if err != nil {
				return err
			}
			c.emit(op{code: oMov, d: tmp + int32(i), a: s})
		}
		c.emit(op{code: oStore16, a: addr, b: tmp, imm: uint64(off), size: uint8(size), x: 15})
		return nil
	}
	c.emit(op{code: oLoad16, d: tmp, a: addr, imm: uint64(off), size: uint8(size), x: 15})
	for i, v := range vals {
		d, err := a.dest(v)
		if err != nil {
			return err
		}
		c.emit(op{code: oMov, d: d, a: tmp + int32(i)})
		if t.signed && size < 8 {
			c.emit(op{code: oSExt, d: d, a: d, sh: t.sh(), imm: math.MaxUint64})
		}
	}
	return nil
}
