package sim

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// The compilation of arithmetic: element by element over vectors, integer
// and floating point binary operations, and the contraction of a multiply
// and an add into one fma, as the GPU's compiler contracts them.

// elementwise emits one op per leaf of a vector (or one for a scalar).
func (c *funcCompiler) elementwise(n int, o op, dst int32, srcs ...int32) {
	for i := 0; i < n; i++ {
		e := o
		e.d = dst + int32(i)
		if len(srcs) > 0 {
			e.a = srcs[0] + int32(i)
		}
		if len(srcs) > 1 {
			e.b = srcs[1] + int32(i)
		}
		if len(srcs) > 2 {
			e.c = srcs[2] + int32(i)
		}
		c.emit(e)
	}
}

var intBinOps = map[string]opcode{"add": oAdd, "sub": oSub, "mul": oMul, "udiv": oUDiv, "sdiv": oSDiv,
	"urem": oURem, "srem": oSRem, "shl": oShl, "lshr": oLShr, "ashr": oAShr, "and": oAnd, "or": oOr, "xor": oXor}

func (c *funcCompiler) binary(name string, inst value.Value, x, y value.Value) error {
	ops, err := c.operands(x, y)
	if err != nil {
		return err
	}
	d := c.slots[inst]
	n := nleaves(inst.Type())
	if k, ok := floatKind(inst.Type()); ok {
		return c.floatBinary(name, k, n, d, ops[0], ops[1])
	}
	code, ok := intBinOps[name]
	if !ok {
		return fmt.Errorf("instruction %s on %s is not supported", name, inst.Type())
	}
	sh, mask := intWidth(inst.Type())
	c.elementwise(n, op{code: code, sh: sh, imm: mask}, d, ops...)
	return nil
}

func (c *funcCompiler) floatBinary(name string, k kind, n int, d, a, b int32) error {
	var code opcode
	switch name {
	case "fadd":
		code = oFAdd32
	case "fsub":
		code = oFSub32
	case "fmul":
		code = oFMul32
	case "fdiv":
		code = oFDiv32
	case "frem":
		code = oFRem32
	default:
		return fmt.Errorf("instruction %s on floating point is not supported", name)
	}
	switch k {
	case kDouble:
		code += oFAdd64 - oFAdd32
	case kHalf:
		idx := c.intrinsic(name+".f16", halfBinary(code))
		c.elementwise(n, op{code: oIntrin, x: idx}, d, a, b)
		return nil
	}
	c.elementwise(n, op{code: code}, d, a, b)
	return nil
}

func contractable(flags []enum.FastMathFlag) bool {
	for _, f := range flags {
		if f == enum.FastMathFlagContract || f == enum.FastMathFlagFast {
			return true
		}
	}
	return false
}

// contractableMul returns v as an fmul that may be fused into its user in
// the current block: the NVPTX backend (llc-14) fuses contractable fmul/fadd pairs of
// one basic block into fma.rn, whatever the fmul's other uses
// (enableAggressiveFMAFusion), and the simulator must round as the GPU does.
func (c *funcCompiler) contractableMul(v value.Value) *ir.InstFMul {
	m, ok := v.(*ir.InstFMul)
	if !ok || c.blockOf[m] != c.cur || !contractable(m.FastMathFlags) {
		return nil
	}
	return m
}

// contract emits x + y (or x - y) as one fused multiply-add where the
// backend would, following DAGCombiner's visitFADDForFMACombine: with two
// candidates it fuses the multiply with fewer uses, the left one on a tie.
func (c *funcCompiler) contract(inst value.Value, x, y value.Value, sub bool, flags []enum.FastMathFlag) (bool, error) {
	k, ok := floatKind(inst.Type())
	if !ok || k == kHalf || !contractable(flags) || nleaves(inst.Type()) != 1 {
		return false, nil
	}
	mx, my := c.contractableMul(x), c.contractableMul(y)
	if mx != nil && my != nil && c.uses[mx] > c.uses[my] {
		mx = nil
	}
	code := oFMA32
	neg := oFNeg32
	if k == kDouble {
		code, neg = oFMA64, oFNeg64
	}
	var ops []int32
	var err error
	negated := 2 // the operand a subtraction negates
	switch {
	case mx != nil: // x*y + z, or x*y - z = fma(x, y, -z)
		ops, err = c.operands(mx.X, mx.Y, y)
	case my != nil: // z + x*y, or z - x*y = fma(-x, y, z)
		ops, err = c.operands(my.X, my.Y, x)
		negated = 0
	default:
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if sub {
		t := c.alloc(1)
		c.emit(op{code: neg, d: t, a: ops[negated]})
		ops[negated] = t
	}
	c.emit(op{code: code, d: c.slots[inst], a: ops[0], b: ops[1], c: ops[2]})
	return true, nil
}
