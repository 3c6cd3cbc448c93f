package mgpu

import (
	"cmp"
	"fmt"
	"slices"
)

// Split is the grid dimension a kernel is split along (mgpu.h MGPU_SPLIT_*).
type Split int

// Split dimensions; the values are mgpu.h's.
const (
	SplitNone Split = -1
	SplitX    Split = 0
	SplitY    Split = 1
	SplitZ    Split = 2
)

func (s Split) String() string {
	switch s {
	case SplitX:
		return "x"
	case SplitY:
		return "y"
	case SplitZ:
		return "z"
	}
	return "none"
}

// Pattern says how one access of a pointer argument is known (mgpu.h
// MGPU_ACCESS_*).
type Pattern int

// Access patterns; the values are mgpu.h's.
const (
	AccessNone       Pattern = 0 // no such access
	AccessEnum       Pattern = 1 // Enum lists the ranges
	AccessAll        Pattern = 2 // the whole buffer
	AccessBlocked1D  Pattern = 3 // Arg: elements per thread, halo elements
	AccessRows2D     Pattern = 4 // Arg: row length, halo rows, rows per thread
	AccessReplicated Pattern = 5 // the whole buffer, read-only
	AccessSpans      Pattern = 6 // Spans lists the spans
)

// Range is a half-open range [Lo, Hi) of elements (enumerators) or bytes.
type Range struct{ Lo, Hi int64 }

// Box indices (mgpu.h MGPU_BOX_*): a box is bmin z,y,x | bmax z,y,x |
// blockDim z,y,x | original gridDim z,y,x.
const (
	boxMin      = 0
	boxMax      = 3
	boxBlockDim = 6
	boxGridDim  = 9
)

// EnumFunc lists the element ranges the blocks of box touch: it fills out
// and returns the total count (more than len(out) means call again with
// more room). The C API wraps generated and hand-written C enumerators.
type EnumFunc func(box *[12]int64, scalars []int64, out []Range) int64

// SpanFunc lists the element spans the blocks of box touch, as EnumFunc
// lists ranges: the rows of a block of a matrix are one span, so that a
// launch costs the same whatever its rows.
type SpanFunc func(box *[12]int64, scalars []int64, out []Span) int64

// Access describes one access (read, write or may-write) of a pointer
// parameter.
type Access struct {
	Pattern Pattern
	Enum    EnumFunc // AccessEnum
	Spans   SpanFunc // AccessSpans
	// EnumBoxes and SpansBoxes, when set, list what Enum and Spans list
	// for several boxes in one call (boxes.go).
	EnumBoxes  BoxesFunc[Range]
	SpansBoxes BoxesFunc[Span]
	// Arg holds the pattern's arguments; a value v < 0 stands for the
	// scalar of slot -1-v (mgpu.h MGPU_SCALAR).
	Arg [4]int64
}

// ParamKind is a parameter's kind (mgpu.h MGPU_PARAM_*).
type ParamKind int

// Parameter kinds; the values are mgpu.h's.
const (
	ParamScalar  ParamKind = 0
	ParamPointer ParamKind = 1
	ParamOther   ParamKind = 2
)

// Param describes one kernel parameter.
type Param struct {
	Kind       ParamKind
	Size       int  // bytes in the argument buffer
	ElemSize   int  // pointers: bytes per element of the ranges
	ScalarSlot int  // integer scalars: index into the scalars array, else -1
	Signed     bool // integer scalars: sign-extend
	// Reduce: the kernel only applies this atomic operation to the
	// pointer's buffer, on elements of ElemSize bytes, or only stores
	// ReduceValue there (ReduceStore); Read, Write and MayWrite are
	// AccessNone.
	Reduce      Reduce
	ReduceValue uint64
	Read        Access
	Write       Access
	MayWrite    Access
}

// KernelDesc is the Go form of mgpu_kernel_desc: how a kernel's launches
// are split and what data each part reads and writes.
type KernelDesc struct {
	Mangled     string
	Name        string
	Partitioned string // the partitioned clone's symbol; "" when not split
	Reason      string
	Position    string
	Split       Split
	Params      []Param
	// Indirect: the kernel may reach any buffer through pointers it
	// loads (MGPU_KERNEL_INDIRECT); it runs unsplit with every buffer.
	Indirect bool
	// SplitValid, when set, says whether the split is valid for a launch
	// (box: the whole grid); a launch it refuses runs unsplit, and the
	// report gives SplitRequires as the reason.
	SplitValid    func(box *[12]int64, scalars []int64) bool
	SplitRequires string
	// Alternatives are the other dimensions the split is valid along,
	// with the same Params and Partitioned, in order of preference after
	// Split (mgpu_split_alternative).
	Alternatives []Alternative
	// Fields are the integer fields of struct arguments that are scalars
	// too (mgpu_field_desc).
	Fields []Field
	// PtrFields are the pointer fields of struct arguments the kernel
	// follows, each described like a pointer parameter (mgpu_ptrfield_desc).
	PtrFields []PtrField
	// StructsDescribed: pointer-sized words of struct arguments other than
	// PtrFields are data (MGPU_KERNEL_STRUCTS_DESCRIBED).
	StructsDescribed bool
	// VarReductions are the __device__ variables the kernel reduces into
	// (mgpu_var_reduction).
	VarReductions []VarReduction
	// Textures are the texture object arguments the kernel fetches
	// through, each described like a pointer parameter over the object's
	// memory (mgpu_texture_desc; texture.go).
	Textures []TextureArg
	// ScalarsUnread has bit s set where no enumerator reads scalars[s]
	// (mgpu_kernel_desc.scalars_unread): the plan cache's key leaves those
	// slots out. 0: any may be read.
	ScalarsUnread uint64
	// Shifts are the scalars whose values only move the kernel's accesses
	// (mgpu_scalar_shift): a plan made for one value serves every other
	// inside the interval, or every other outside it, its spans moved
	// (plan.go).
	Shifts []ScalarShift
}

// ScalarShift is how a kernel's accesses move with scalars[Slot]. Moves
// writes, for a launch over box (the whole grid) with these scalars, the
// interval [lo, hi], then by[i] for each parameter: for two values both in
// [lo, hi] or both outside it, pointer parameter i's accesses move by by[i]
// elements per unit; outside [lo, hi] the accesses that use the scalar
// touch nothing.
type ScalarShift struct {
	Slot  int
	Moves func(box *[12]int64, scalars, out []int64)
}

// Alternative is another dimension a kernel's split is valid along, under
// its own SplitValid (nil: every launch).
type Alternative struct {
	Split         Split
	SplitValid    func(box *[12]int64, scalars []int64) bool
	SplitRequires string
}

// VarReduction is a __device__ variable a kernel only updates with one
// integer atomic operation or only stores one value into, as a pointer
// parameter's Reduce and ReduceValue.
type VarReduction struct {
	Name        string // device-side symbol
	Reduce      Reduce
	ElemSize    int
	ReduceValue uint64
}

// pointerName names entry i of pointers() in messages.
func (d *KernelDesc) pointerName(i int) string {
	if i < len(d.Params) {
		return fmt.Sprintf("parameter %d", i)
	}
	if i -= len(d.Params); i < len(d.PtrFields) {
		f := d.PtrFields[i]
		return fmt.Sprintf("the pointer at byte %d of parameter %d", f.Offset, f.Param)
	}
	return fmt.Sprintf("the memory of texture object parameter %d", d.Textures[i-len(d.PtrFields)].Param)
}

// PtrField is a pointer field of a struct argument: Desc describes it as a
// pointer parameter.
type PtrField struct {
	Param, Offset int
	Desc          Param
}

// pointers lists what the launch code handles as pointer parameters: the
// parameters, then the pointer fields, then the texture objects' memory
// (their Desc), by index.
func (d *KernelDesc) pointers() []Param {
	out := slices.Clone(d.Params)
	for _, f := range d.PtrFields {
		out = append(out, f.Desc)
	}
	for _, t := range d.Textures {
		out = append(out, t.Desc)
	}
	return out
}

// Field is an integer field of a struct argument, read into the scalars
// array like an integer argument.
type Field struct {
	Param, Offset, Size int
	Signed              bool
	ScalarSlot          int
}

// validate checks a descriptor once, at registration, so launches need not.
func (d *KernelDesc) validate() error {
	if d.Mangled == "" {
		return fmt.Errorf("kernel descriptor without a mangled name")
	}
	if d.Split < SplitNone || d.Split > SplitZ {
		return fmt.Errorf("kernel %s: split %d is not one of MGPU_SPLIT_*", d.Mangled, d.Split)
	}
	if d.Split != SplitNone && d.Partitioned == "" {
		return fmt.Errorf("kernel %s: split along %s but no partitioned kernel is named", d.Mangled, d.Split)
	}
	for i, a := range d.Alternatives {
		if d.Split == SplitNone || a.Split < SplitX || a.Split > SplitZ || a.Split == d.Split ||
			slices.ContainsFunc(d.Alternatives[:i], func(b Alternative) bool { return b.Split == a.Split }) {
			return fmt.Errorf("kernel %s: alternative split %d of a kernel split along %s is not another MGPU_SPLIT_X, _Y or _Z, listed once", d.Mangled, a.Split, d.Split)
		}
	}
	for i, p := range d.Params {
		if p.Size <= 0 || p.Size > 4096 {
			return fmt.Errorf("kernel %s: parameter %d has size %d", d.Mangled, i, p.Size)
		}
		switch p.Kind {
		case ParamScalar, ParamOther:
			if p.ScalarSlot >= 0 && (p.Kind != ParamScalar || p.Size > 8) {
				return fmt.Errorf("kernel %s: parameter %d has a scalar slot but is not an integer scalar", d.Mangled, i)
			}
		case ParamPointer:
			if err := p.validatePointer(); err != nil {
				return fmt.Errorf("kernel %s: pointer parameter %d: %w", d.Mangled, i, err)
			}
		default:
			return fmt.Errorf("kernel %s: parameter %d has kind %d", d.Mangled, i, p.Kind)
		}
	}
	for _, f := range d.Fields {
		if f.Param < 0 || f.Param >= len(d.Params) || d.Params[f.Param].Kind != ParamOther ||
			!slices.Contains([]int{1, 2, 4, 8}, f.Size) || f.Offset < 0 || f.Offset+f.Size > d.Params[f.Param].Size || f.ScalarSlot < 0 {
			return fmt.Errorf("kernel %s: field of %d bytes at byte %d of parameter %d (slot %d) is not an integer in a struct argument", d.Mangled, f.Size, f.Offset, f.Param, f.ScalarSlot)
		}
	}
	for _, v := range d.VarReductions {
		if v.Name == "" {
			return fmt.Errorf("kernel %s: a variable reduction without the variable's name", d.Mangled)
		}
		if err := v.reduction().validate(); err != nil {
			return fmt.Errorf("kernel %s: __device__ variable %q: %w", d.Mangled, v.Name, err)
		}
	}
	for i, t := range d.Textures {
		if err := t.validate(d, i); err != nil {
			return fmt.Errorf("kernel %s: texture object parameter %d: %w", d.Mangled, t.Param, err)
		}
	}
	for i, f := range d.PtrFields {
		if f.Param < 0 || f.Param >= len(d.Params) || d.Params[f.Param].Kind != ParamOther ||
			f.Offset < 0 || f.Offset%8 != 0 || f.Offset+8 > d.Params[f.Param].Size || f.Desc.Kind != ParamPointer ||
			slices.ContainsFunc(d.PtrFields[:i], func(g PtrField) bool { return g.Param == f.Param && g.Offset == f.Offset }) {
			return fmt.Errorf("kernel %s: pointer field at byte %d of parameter %d is not a pointer in a struct argument, described once", d.Mangled, f.Offset, f.Param)
		}
		if err := f.Desc.validatePointer(); err != nil {
			return fmt.Errorf("kernel %s: pointer field at byte %d of parameter %d: %w", d.Mangled, f.Offset, f.Param, err)
		}
	}
	n := d.scalarCount()
	for i, sh := range d.Shifts {
		if sh.Slot < 0 || sh.Slot >= n || sh.Moves == nil ||
			slices.ContainsFunc(d.Shifts[:i], func(o ScalarShift) bool { return o.Slot == sh.Slot }) {
			return fmt.Errorf("kernel %s: shift of scalar slot %d is not one of the kernel's slots, listed once, with its moves", d.Mangled, sh.Slot)
		}
	}
	return nil
}

// validatePointer checks the description of a pointer parameter or field.
func (p Param) validatePointer() error {
	if p.Size != 8 {
		return fmt.Errorf("size %d, want 8", p.Size)
	}
	// elem_size scales element ranges to bytes; accesses that are
	// none or the whole buffer have no ranges and need none.
	if p.ElemSize <= 0 && (p.Read.hasRanges() || p.Write.hasRanges() || p.MayWrite.hasRanges()) {
		return fmt.Errorf("element ranges but elem_size %d (want > 0)", p.ElemSize)
	}
	if p.Reduce != ReduceNone {
		if err := p.reduction().validate(); err != nil {
			return err
		}
		if p.Read.Pattern != AccessNone || p.Write.Pattern != AccessNone || p.MayWrite.Pattern != AccessNone {
			return fmt.Errorf("reduce %s with other accesses (want MGPU_ACCESS_NONE for read, write and may_write)", p.Reduce)
		}
	}
	for _, a := range []struct {
		name string
		acc  Access
	}{{"read", p.Read}, {"write", p.Write}, {"may_write", p.MayWrite}} {
		if err := a.acc.validate(a.name != "read"); err != nil {
			return fmt.Errorf("%s: %w", a.name, err)
		}
	}
	return nil
}

// writes reports whether a pointer parameter's description has the kernel
// write through it.
func (p Param) writes() bool {
	return p.Kind == ParamPointer && (p.Reduce != ReduceNone || p.Write.Pattern != AccessNone || p.MayWrite.Pattern != AccessNone)
}

// hasRanges reports whether the access is described by element ranges.
func (a Access) hasRanges() bool {
	return a.Pattern == AccessEnum || a.Pattern == AccessSpans || a.Pattern == AccessBlocked1D || a.Pattern == AccessRows2D
}

func (a Access) validate(write bool) error {
	switch a.Pattern {
	case AccessNone, AccessAll, AccessBlocked1D, AccessRows2D:
	case AccessEnum:
		if a.Enum == nil {
			return fmt.Errorf("MGPU_ACCESS_ENUM without an enumerator")
		}
	case AccessSpans:
		if a.Spans == nil {
			return fmt.Errorf("MGPU_ACCESS_SPANS without an enumerator")
		}
	case AccessReplicated:
		if write {
			return fmt.Errorf("MGPU_ACCESS_REPLICATED describes reads only")
		}
	default:
		return fmt.Errorf("unknown access pattern %d", a.Pattern)
	}
	return nil
}

// scalarCount is the length of the scalars array the enumerators read.
func (d *KernelDesc) scalarCount() int {
	n := 0
	for _, p := range d.Params {
		n = max(n, p.ScalarSlot+1)
	}
	for _, f := range d.Fields {
		n = max(n, f.ScalarSlot+1)
	}
	for _, t := range d.Textures {
		n = max(n, t.ScalarSlot+textureShapeSlots)
	}
	return n
}

// elemRanges is an access's element ranges for one box: whole reports the
// whole buffer; otherwise the ranges are appended to out.
func (a *Access) elemRanges(box *[12]int64, scalars []int64, out []Range) (_ []Range, whole bool) {
	arg := func(i int) int64 {
		v := a.Arg[i]
		if v < 0 {
			slot := int(-1 - v)
			if slot < len(scalars) {
				return scalars[slot]
			}
			return 0
		}
		return v
	}
	switch a.Pattern {
	case AccessAll, AccessReplicated:
		return out, true
	case AccessEnum:
		start := len(out)
		for {
			room := out[start:cap(out)]
			n := a.Enum(box, scalars, room)
			if n <= int64(len(room)) {
				return out[:start+int(n)], false
			}
			out = slices.Grow(out[:start], int(n))
		}
	case AccessBlocked1D:
		per := max(arg(0), 1)
		halo := arg(1)
		bd := box[boxBlockDim+2]
		return append(out, Range{box[boxMin+2]*bd*per - halo, box[boxMax+2]*bd*per + halo}), false
	case AccessRows2D:
		cols, halo, per := arg(0), arg(1), max(arg(2), 1)
		bd := box[boxBlockDim+1]
		lo := max(box[boxMin+1]*bd*per-halo, 0)
		hi := box[boxMax+1]*bd*per + halo
		return append(out, Range{lo * cols, hi * cols}), false
	}
	return out, false
}

// elemSpans appends the spans of an AccessSpans access for the box to out
// (other patterns: elemRanges), calling the enumerator again with room
// enough when out is short.
func (a *Access) elemSpans(box *[12]int64, scalars []int64, out []Span) []Span {
	start := len(out)
	for {
		room := out[start:cap(out)]
		n := a.Spans(box, scalars, room)
		if n <= int64(len(room)) {
			return out[:start+int(n)]
		}
		out = slices.Grow(out[:start], int(n))
	}
}

// mergeRanges sorts ranges and merges overlapping or adjacent ones.
func mergeRanges(rs []Range) []Range {
	byLo := func(a, b Range) int { return cmp.Compare(a.Lo, b.Lo) }
	sortUnlessSorted(rs, byLo) // enumerators mostly list ranges in order
	out := rs[:0]
	for _, r := range rs {
		if r.Lo >= r.Hi {
			continue
		}
		if n := len(out); n > 0 && r.Lo <= out[n-1].Hi {
			out[n-1].Hi = max(out[n-1].Hi, r.Hi)
			continue
		}
		out = append(out, r)
	}
	return out
}
