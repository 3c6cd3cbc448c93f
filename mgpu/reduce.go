package mgpu

import (
	"fmt"
	"math"
	"slices"
)

// Reduce is the integer atomic operation a kernel applies to a buffer it
// does not otherwise access (mgpu.h MGPU_REDUCE_*), or ReduceStore for a
// buffer it only stores one value into. A split launch gives each device
// after the first a copy reset to the operation's identity, and combines
// the copies into the first device's afterwards: integer addition, the
// bitwise operations and minimum and maximum commute and associate
// exactly, and so does "the value if either stored it", so the result is
// what one device computes.
type Reduce int

// Reductions; the values are mgpu.h's.
const (
	ReduceNone Reduce = iota
	ReduceAdd
	ReduceAnd
	ReduceOr
	ReduceXor
	ReduceMin // signed
	ReduceMax // signed
	ReduceUMin
	ReduceUMax
	ReduceStore // Param.ReduceValue
)

func (r Reduce) String() string {
	names := [...]string{"none", "add", "and", "or", "xor", "min", "max", "umin", "umax", "store"}
	if r < 0 || int(r) >= len(names) {
		return fmt.Sprintf("reduction %d", int(r))
	}
	return names[r]
}

// reduction is a Reduce with the value of a ReduceStore, on elements of
// size bytes.
type reduction struct {
	op    Reduce
	value uint64 // ReduceStore: the stored value, in size bytes
	size  int
}

// identity is the element e with apply(e, x) = x.
func (r reduction) identity() uint64 {
	bits := uint(8 * r.size)
	switch r.op {
	case ReduceStore:
		return ^r.value & (math.MaxUint64 >> (64 - bits)) // any element but the value

	case ReduceAnd, ReduceUMin:
		return math.MaxUint64 >> (64 - bits)
	case ReduceMin:
		return math.MaxUint64 >> (65 - bits) // the largest signed value
	case ReduceMax:
		return 1 << (bits - 1) // the smallest signed value
	}
	return 0
}

// apply combines two elements.
func (r reduction) apply(a, b uint64) uint64 {
	shift := uint(64 - 8*r.size)
	sa, sb := int64(a<<shift)>>shift, int64(b<<shift)>>shift // signed values
	switch r.op {
	case ReduceStore:
		if b == r.value {
			return b
		}
		return a
	case ReduceAdd:
		return (a + b) & (math.MaxUint64 >> shift)
	case ReduceAnd:
		return a & b
	case ReduceOr:
		return a | b
	case ReduceXor:
		return a ^ b
	case ReduceMin:
		return uint64(min(sa, sb)) & (math.MaxUint64 >> shift)
	case ReduceMax:
		return uint64(max(sa, sb)) & (math.MaxUint64 >> shift)
	case ReduceUMin:
		return min(a, b)
	case ReduceUMax:
		return max(a, b)
	}
	panic("mgpu: apply of " + r.op.String())
}

// fill writes the identity into every element of buf whose first byte is
// at start modulo the element size.
func (r reduction) fill(buf []byte, start int) {
	id := r.identity()
	for o := start; o+r.size <= len(buf); o += r.size {
		putElem(buf[o:], id, r.size)
	}
}

// combine folds src into dst element by element (elements as for fill).
func (r reduction) combine(dst, src []byte, start int) {
	for o := start; o+r.size <= len(dst); o += r.size {
		putElem(dst[o:], r.apply(elem(dst[o:], r.size), elem(src[o:], r.size)), r.size)
	}
}

// elem reads a little-endian element of size 1, 2, 4 or 8 bytes.
func elem(b []byte, size int) uint64 {
	var v uint64
	for i := size - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

func putElem(b []byte, v uint64, size int) {
	for i := range size {
		b[i] = byte(v >> (8 * i))
	}
}

// reduction is the reduction a pointer parameter's description asks for.
func (p Param) reduction() reduction {
	return reduction{op: p.Reduce, value: p.ReduceValue, size: p.ElemSize}
}

func (v VarReduction) reduction() reduction {
	return reduction{op: v.Reduce, value: v.ReduceValue, size: v.ElemSize}
}

// validate checks a reduction of a descriptor.
func (r reduction) validate() error {
	switch {
	case r.op < ReduceAdd || r.op > ReduceStore:
		return fmt.Errorf("reduce %d is not one of MGPU_REDUCE_*", int(r.op))
	case r.op == ReduceStore && !slices.Contains([]int{1, 2, 4, 8}, r.size):
		return fmt.Errorf("reduce store on elements of %d bytes (want 1, 2, 4 or 8)", r.size)
	case r.op == ReduceStore && r.size < 8 && r.value>>(8*r.size) != 0:
		return fmt.Errorf("reduce store of %#x, which does not fit in %d bytes", r.value, r.size)
	case r.op != ReduceStore && r.size != 4 && r.size != 8:
		return fmt.Errorf("reduce %s on elements of %d bytes (want 4 or 8)", r.op, r.size)
	}
	return nil
}

// reductionTarget is a buffer a launch reduces into, its elements aligned
// to byte off.
type reductionTarget struct {
	buf *buffer
	off int64
	red reduction
}

// reductionTargets lists what a split launch of k reduces into: its
// pointer arguments and __device__ variables (of img) with a reduction.
// A variable that img does not register is named in missing.
func (rt *Runtime) reductionTargets(k *kernel, img *Image) (targets []reductionTarget, missing string, err error) {
	for i, prm := range k.pointers {
		if pa := rt.scratch.ptrs[i]; prm.Kind == ParamPointer && prm.Reduce != ReduceNone && pa.buf != nil {
			targets = append(targets, reductionTarget{pa.buf, pa.off, prm.reduction()})
		}
	}
	for _, v := range k.desc.VarReductions {
		i := slices.IndexFunc(img.vars, func(s *symbol) bool { return s.name == v.Name })
		if i < 0 {
			return nil, v.Name, nil
		}
		b, err := rt.instances(img.vars[i])
		if err != nil {
			return nil, "", err
		}
		targets = append(targets, reductionTarget{b, 0, v.reduction()})
	}
	return targets, "", nil
}

// resetPartials gives every part of a split launch after the first a copy
// of each buffer it reduces into that holds the reduction's identity. The
// first part's copy holds the buffer's contents (its plan syncs them in).
// A reset copy no longer holds the buffer's data; combinePartials records
// that.
func (rt *Runtime) resetPartials(k *kernel, p *plan, targets []reductionTarget) error {
	for _, t := range targets {
		buf := make([]byte, t.buf.size)
		t.red.fill(buf, int(t.off%int64(t.red.size)))
		for _, pt := range p.parts[1:] {
			if err := rt.hostWrite(pt.dev, t.buf.inst[pt.dev], buf, k.stats); err != nil {
				return err
			}
		}
	}
	return nil
}

// combinePartials folds the partial results of a split launch's parts into
// the first part's copy of each buffer reduced into, which is then the
// buffer's only valid copy.
func (rt *Runtime) combinePartials(k *kernel, p *plan, targets []reductionTarget) error {
	home := p.parts[0].dev
	for _, t := range targets {
		total := make([]byte, t.buf.size)
		if err := rt.hostRead(home, t.buf.inst[home], total, k.stats); err != nil {
			return err
		}
		partial := make([]byte, t.buf.size)
		for _, pt := range p.parts[1:] {
			if err := rt.hostRead(pt.dev, t.buf.inst[pt.dev], partial, k.stats); err != nil {
				return err
			}
			t.red.combine(total, partial, int(t.off%int64(t.red.size)))
		}
		if err := rt.hostWrite(home, t.buf.inst[home], total, k.stats); err != nil {
			return err
		}
		t.buf.tracker.Write(0, t.buf.size, home)
	}
	return nil
}
