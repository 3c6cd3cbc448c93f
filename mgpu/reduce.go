package mgpu

import (
	"fmt"
	"math"
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

// resetPartials gives every part of a split launch after the first, for
// each pointer it reduces into, a copy of the buffer that holds the
// reduction's identity. The first part's copy holds the buffer's contents
// (its plan syncs them in). A reset copy no longer holds the buffer's
// data; combinePartials records that.
func (rt *Runtime) resetPartials(k *kernel, p *plan) error {
	for i, prm := range k.pointers {
		pa := rt.scratch.ptrs[i]
		if prm.Kind != ParamPointer || prm.Reduce == ReduceNone || pa.buf == nil || !p.split {
			continue
		}
		buf := make([]byte, pa.buf.size)
		prm.reduction().fill(buf, int(pa.off%int64(prm.ElemSize)))
		for _, pt := range p.parts[1:] {
			if err := rt.hostWrite(pt.dev, pa.buf.inst[pt.dev], buf, k.stats); err != nil {
				return err
			}
		}
	}
	return nil
}

// combinePartials folds the partial results of a split launch's parts
// into the first part's copy of each buffer reduced into, which is then
// the buffer's only valid copy.
func (rt *Runtime) combinePartials(k *kernel, p *plan) error {
	for i, prm := range k.pointers {
		pa := rt.scratch.ptrs[i]
		if prm.Kind != ParamPointer || prm.Reduce == ReduceNone || pa.buf == nil || !p.split {
			continue
		}
		home := p.parts[0].dev
		total := make([]byte, pa.buf.size)
		if err := rt.hostRead(home, pa.buf.inst[home], total, k.stats); err != nil {
			return err
		}
		partial := make([]byte, pa.buf.size)
		start := int(pa.off % int64(prm.ElemSize))
		for _, pt := range p.parts[1:] {
			if err := rt.hostRead(pt.dev, pa.buf.inst[pt.dev], partial, k.stats); err != nil {
				return err
			}
			prm.reduction().combine(total, partial, start)
		}
		if err := rt.hostWrite(home, pa.buf.inst[home], total, k.stats); err != nil {
			return err
		}
		pa.buf.tracker.Write(0, pa.buf.size, home)
	}
	return nil
}
