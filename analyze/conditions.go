package analyze

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Conditions: branch and select conditions read as a disjunction of
// conjunctions of affine constraints (dnf), within a bound on the cases.

// maxCases bounds the size of a dnf or piecewise value: beyond it a
// condition counts as not understood, which keeps pathological kernels from
// taking exponential time.
const maxCases = 256

var errTooManyCases = errNotAffine("a condition with too many cases")

// condition returns when an i1 value is true, as a dnf of affine
// constraints. Unsigned comparisons are read as comparisons of values in
// [0, 2^31): sizes and indices are never that large in practice, and a
// negative index is out of bounds anyway.
func (ev *evaluator) condition(v value.Value) (dnf, error) {
	d, err := ev.conditionCases(v)
	if err == nil && len(d) > maxCases {
		return nil, errNotAffine("a condition with too many cases")
	}
	return d, err
}

func (ev *evaluator) conditionCases(v value.Value) (dnf, error) {
	switch v := v.(type) {
	case *constant.Int:
		if v.X.Sign() != 0 {
			return dnfTrue, nil
		}
		return dnf{}, nil
	case *ir.InstICmp:
		if _, ok := v.X.Type().(*types.IntType); !ok {
			return nil, errNotAffine("a comparison of non-integers")
		}
		if or, ok := v.X.(*ir.InstOr); ok && isZero(v.Y) && (v.Pred == enum.IPredEQ || v.Pred == enum.IPredNE) {
			// LLVM folds if (ty == 0 && by == 0) into (ty | by) == 0.
			d, err := ev.allZero(or)
			if v.Pred == enum.IPredNE && err == nil {
				if !d.negatable() {
					return nil, errTooManyCases
				}
				d = d.not()
			}
			return d, err
		}
		a, err := ev.value(v.X)
		if err != nil {
			return nil, err
		}
		b, err := ev.value(v.Y)
		if err != nil {
			return nil, err
		}
		var r dnf
		for _, pa := range a {
			for _, pb := range b {
				r = r.or(pa.cond.and(pb.cond).and(compare(v.Pred, pa.e, pb.e)))
			}
		}
		return r, nil
	case *ir.InstAnd:
		return ev.logical(v.X, v.Y, dnf.and, ev.condition)
	case *ir.InstOr:
		return ev.logical(v.X, v.Y, dnf.or, ev.condition)
	case *ir.InstXor:
		if c, ok := v.Y.(*constant.Int); ok && c.X.Sign() != 0 {
			d, err := ev.condition(v.X)
			if err != nil {
				return nil, err
			}
			if !d.negatable() {
				return nil, errTooManyCases
			}
			return d.not(), nil
		}
	case *ir.InstSelect: // select i1 a, b, false is a && b; select i1 a, true, b is a || b
		c, err := ev.condition(v.Cond)
		if err != nil {
			return nil, err
		}
		t, err := ev.condition(v.ValueTrue)
		if err != nil {
			return nil, err
		}
		f, err := ev.condition(v.ValueFalse)
		if err != nil {
			return nil, err
		}
		switch {
		case isTrue(v.ValueTrue): // a || f, without negating a
			return c.or(f), nil
		case isFalse(v.ValueFalse):
			return c.and(t), nil
		case !c.negatable():
			return nil, errTooManyCases
		}
		return c.and(t).or(c.not().and(f)), nil
	case *ir.InstFreeze:
		return ev.condition(v.X)
	case *ir.InstPhi:
		if d, ok, err := ev.exitCondition(v); ok {
			return d, err
		}
		// Where branches meet (a && b && c that clang evaluates in
		// steps): the incoming value of the branch control came from.
		from, err := ev.incomingConditions(v)
		if err != nil {
			return nil, errNotAffine("a condition merged by a phi (%s)", err)
		}
		var r dnf
		for i, inc := range v.Incs {
			c, err := ev.condition(inc.X)
			if err != nil {
				return nil, err
			}
			r = r.or(from[i].and(c))
		}
		return r, nil
	case *ir.InstTrunc:
		return nil, errNotAffine("a condition truncated from an integer")
	}
	return nil, errNotAffine("a condition computed by %s", instName(v))
}

// allZero is when v == 0, where v is an "or" of values: each of them is 0.
func (ev *evaluator) allZero(v value.Value) (dnf, error) {
	if or, ok := v.(*ir.InstOr); ok {
		return ev.logical(or.X, or.Y, dnf.and, ev.allZero)
	}
	p, err := ev.value(v)
	if err != nil {
		return nil, err
	}
	var d dnf
	for _, pc := range p {
		d = d.or(pc.cond.and(compare(enum.IPredEQ, pc.e, poly{})))
	}
	return d, nil
}

func isTrue(v value.Value) bool {
	c, ok := v.(*constant.Int)
	return ok && c.Typ.BitSize == 1 && c.X.Sign() != 0
}

func isFalse(v value.Value) bool {
	c, ok := v.(*constant.Int)
	return ok && c.Typ.BitSize == 1 && c.X.Sign() == 0
}

func isZero(v value.Value) bool {
	c, ok := v.(*constant.Int)
	return ok && c.X.Sign() == 0
}

func (ev *evaluator) logical(x, y value.Value, op func(a, b dnf) dnf, operand func(value.Value) (dnf, error)) (dnf, error) {
	a, err := operand(x)
	if err != nil {
		return nil, err
	}
	b, err := operand(y)
	if err != nil {
		return nil, err
	}
	return op(a, b), nil
}

// compare is "a pred b" as a dnf.
func compare(pred enum.IPred, a, b poly) dnf {
	ge := func(x, y poly) conj { return conj{{e: x.sub(y)}} }                     // x >= y
	gt := func(x, y poly) conj { return conj{{e: x.sub(y).add(constPoly(-1))}} }  // x > y
	nonneg := func(x poly) constraint { return constraint{e: x} }                 // x >= 0
	neg := func(x poly) conj { return conj{{e: x.scale(-1).add(constPoly(-1))}} } // x < 0
	switch pred {
	case enum.IPredEQ:
		return dnf{conj{{e: a.sub(b), eq: true}}}
	case enum.IPredNE:
		return dnf{gt(a, b), gt(b, a)}
	case enum.IPredSGT:
		return dnf{gt(a, b)}
	case enum.IPredSGE:
		return dnf{ge(a, b)}
	case enum.IPredSLT:
		return dnf{gt(b, a)}
	case enum.IPredSLE:
		return dnf{ge(b, a)}
	case enum.IPredULT: // 0 <= a < b
		return dnf{append(gt(b, a), nonneg(a))}
	case enum.IPredULE:
		return dnf{append(ge(b, a), nonneg(a))}
	case enum.IPredUGT: // a > b or a < 0 (huge)
		return dnf{gt(a, b), neg(a)}
	case enum.IPredUGE:
		return dnf{ge(a, b), neg(a)}
	}
	return dnf{}
}
