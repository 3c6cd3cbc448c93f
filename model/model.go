// Package model holds the types every mgpucc stage shares: the versioned
// kernel model written by the analysis and read by code generation, the
// driver's report and the runtime, and the container that carries the
// model, PTX and partitioned IR inside a user binary. It imports nothing of
// ours, so stages meet here and nowhere else.
package model

import (
	"encoding/json"
	"fmt"
	"os"
)

// Version is the model format version. Bump it when a field changes meaning;
// readers refuse other versions instead of guessing.
const Version = 8

// Split dimensions as written in the model.
const (
	SplitNone = "none"
	SplitX    = "x"
	SplitY    = "y"
	SplitZ    = "z"
)

// Parameter kinds.
const (
	ParamScalar  = "scalar"  // an integer or float value
	ParamPointer = "pointer" // a pointer into device memory (a runtime buffer)
	ParamOther   = "other"   // aggregates passed by value, etc.
)

// Reductions are the values of Access.Reduce, in the order of the C
// ABI's MGPU_REDUCE_* codes (1 for the first).
var Reductions = []string{"add", "and", "or", "xor", "min", "max", "umin", "umax", "store"}

// Model is the analysis result for one translation unit.
type Model struct {
	Version int      `json:"version"`
	Source  string   `json:"source,omitempty"` // the .cu file it was made from
	Kernels []Kernel `json:"kernels"`
	// SharedVars are the translation unit's variables in __shared__
	// memory, each block's own. The host code registers one declared
	// __device__ __shared__ at file scope as a device variable (clang
	// does; HeCBench's pns), which has no instance to copy to or keep
	// coherent: the runtime registers none of them. Added without a
	// version change: a model without it names none.
	SharedVars []string `json:"shared_vars,omitempty"`
	// ManagedVars are the translation unit's __managed__ variables: the
	// host reads and writes its copy of each directly, which the runtime
	// keeps coherent with the devices' as it does managed memory's. Added
	// without a version change: a model without it names none.
	ManagedVars []string `json:"managed_vars,omitempty"`
}

// Kernel describes one __global__ function.
type Kernel struct {
	Name     string  `json:"name"`    // readable (demangled) name
	Mangled  string  `json:"mangled"` // symbol name in the IR
	Params   []Param `json:"params"`
	Split    string  `json:"split"`              // SplitX/Y/Z or SplitNone
	Reason   string  `json:"reason"`             // why this split, or why not split
	Position string  `json:"position,omitempty"` // "file:line" of the kernel or of the refusing access
	// Indirect is set when the kernel may read or write device memory
	// through pointers it loads (pointer tables, pointers in variables or
	// in structs in device memory) or through calls the analysis cannot
	// see into: its accesses are not all described by its parameters.
	Indirect bool `json:"indirect,omitempty"`
	// SplitRequires are the conditions on the launch under which the split
	// is safe, "expr <= constant" in C syntax, expr a sum of integer
	// multiples of blockDim (bdx, bdy, bdz), gridDim (gdx, gdy, gdz), the
	// integer arguments (p<i>) and products of two of them: "bdy <= 8" when
	// blocks are disjoint only if blockDim.y <= 8, as in blockIdx.y*8 +
	// threadIdx.y; "16*gdx + bdx - p4 <= 16" when an unguarded
	// 16*blockIdx.x + threadIdx.x stays inside rows of p4 elements only if
	// the grid is no wider than that; or "bd<d> % c == 0" (since version
	// 4) when blocks are apart only if blockDim is a multiple of c, as in
	// out[i / 32] written once per warp. A launch that violates one runs
	// unsplit.
	SplitRequires []string `json:"split_requires,omitempty"`
	// Alternatives (since version 7) are the other grid dimensions along
	// which the split is valid with the same parameter accesses, each with
	// its own requirements, in the analysis's order of preference after
	// Split: the runtime may split a launch along one of them instead (the
	// grid has one block along Split, or the launch's buffers are laid out
	// along it).
	Alternatives []Alternative `json:"alternatives,omitempty"`
	// GridStrides are the kernel's grid-stride loops (i += blockDim.x *
	// gridDim.x) the maps describe: per grid dimension, the maps have the
	// parameters gs<dim> (blockDim*gridDim) and gk<dim> (the loop's offset
	// i - i0, a multiple of gs<dim>), and the enumerators take the union
	// over gk<dim> = 0, gs<dim>, ... up to Last. Loops over the blocks
	// (row += gridDim.x, Blocks set) are alike with gb<dim> stepped by
	// gd<dim>.
	GridStrides []GridStride `json:"grid_strides,omitempty"`
	// VarReductions (since version 6) are the __device__ variables a split
	// kernel only updates with one integer atomic operation, or only
	// stores one constant into (a counter, a "changed" flag): combined
	// over the devices like a pointer parameter's Access.Reduce.
	VarReductions []VarReduction `json:"var_reductions,omitempty"`
	// Partitioned is the symbol of the partitioned clone (Mangled + "__mgpu")
	// once partition/ has made it; empty when the kernel is not split.
	Partitioned string `json:"partitioned,omitempty"`
}

// Alternative is another valid split dimension of a kernel.
type Alternative struct {
	Split         string   `json:"split"`                    // SplitX, SplitY or SplitZ
	SplitRequires []string `json:"split_requires,omitempty"` // as Kernel.SplitRequires, for this dimension
}

// VarReduction is a reduction into a __device__ variable.
type VarReduction struct {
	Var         string `json:"var"`       // its device-side symbol
	Reduce      string `json:"reduce"`    // as Access.Reduce
	ElemSize    int    `json:"elem_size"` // bytes per element
	ReduceValue uint64 `json:"reduce_value,omitempty"`
}

// GridStride bounds the grid-stride loops along one grid dimension.
type GridStride struct {
	Dim string `json:"dim"` // x, y or z
	// Blocks: loops over the blocks (row = blockIdx.x; row += gridDim.x),
	// whose offset gb<dim> is a multiple of gridDim; else loops over the
	// grid's threads, offset gk<dim>, a multiple of gs<dim>.
	Blocks bool `json:"blocks,omitempty"`
	// Last is an upper bound of gk<dim> over the iterations the blocks of
	// a box run, a C expression of the box's parameters (bol<d>, boh<d>,
	// bmin<d>, bmax<d>), bd<d>, gd<d>, gs<d>, the integer scalars p<i>
	// and max().
	Last string `json:"last"`
}

// Offset is the map parameter of the loops' offset: gk<dim> or gb<dim>.
func (g GridStride) Offset() string {
	if g.Blocks {
		return "gb" + g.Dim
	}
	return "gk" + g.Dim
}

// Step is the name of the offset's step: gs<dim> or gd<dim>.
func (g GridStride) Step() string {
	if g.Blocks {
		return "gd" + g.Dim
	}
	return "gs" + g.Dim
}

// Param describes one kernel parameter. Access fields are set for pointers.
type Param struct {
	Index  int    `json:"index"`
	Name   string `json:"name,omitempty"`
	Kind   string `json:"kind"`   // ParamScalar, ParamPointer or ParamOther
	Type   string `json:"type"`   // LLVM type text, e.g. "i32", "float*"
	Size   int    `json:"size"`   // bytes the parameter occupies in the argument buffer
	Align  int    `json:"align"`  // its alignment in the argument buffer
	Signed bool   `json:"signed"` // integer scalars: sign-extend when widening
	// ScalarSlot is the position of this parameter in the enumerators'
	// scalars array (integer scalars only), -1 otherwise.
	ScalarSlot int `json:"scalar_slot"`
	// Fields are the integer fields of a struct passed by value (Kind
	// ParamOther) that the maps use, as p<Index>f<Offset>: sizes in a
	// struct argument are scalars like integer arguments.
	Fields []Field `json:"fields,omitempty"`
	// PointerFields (since version 5) are the pointer fields of a struct
	// passed by value (Kind ParamOther: a struct of arrays, a lambda's
	// captures) through which the kernel reaches device buffers, each
	// described like a pointer parameter.
	PointerFields []PointerField `json:"pointer_fields,omitempty"`
	// Texture (since version 8) is set on an integer parameter of a split
	// kernel that holds a texture object the kernel fetches through
	// (tex1Dfetch, tex2D): the fetches are reads of the object's memory.
	Texture *Texture `json:"texture,omitempty"`
	// TextureFields (since version 8) are the texture objects a struct
	// argument (Kind ParamOther) holds that the kernel fetches through,
	// each at its byte offset (Texture.Offset).
	TextureFields []Texture `json:"texture_fields,omitempty"`

	Access *Access `json:"access,omitempty"`
}

// Texture describes the fetches through a texture object argument (or
// a struct argument's field). The maps have four more parameters, the
// object's shape, which the runtime reads from the object at each launch
// into the scalar slots from ScalarSlot on, in this order (TextureShape):
// p<i>te, bytes per texel; p<i>tw, the width in texels; p<i>th, the
// height in rows (1 for a linear texture); p<i>tp, the row pitch in
// texels. Access is in bytes (ElemSize 1) from
// the object's memory, subscripts [row, texel, byte] with sizes
// [p<i>tp, p<i>te] (2-D) or [texel, byte] with sizes [p<i>te] (1-D),
// the coordinates clamped to the texture.
type Texture struct {
	Dims       int     `json:"dims"`             // 1: tex1Dfetch over linear memory; 2: tex2D over pitched memory
	Offset     int     `json:"offset,omitempty"` // in TextureFields: the handle's byte offset in the struct
	ScalarSlot int     `json:"scalar_slot"`      // the first of its four slots
	Access     *Access `json:"access"`
}

// TextureShape are the map parameters of the texture object argument i
// (Texture's four, in slot order), or with field >= 0 of the one at that
// byte offset of struct argument i: p<i>te, ... or p<i>f<field>te, ....
func TextureShape(i, field int) []string {
	base := fmt.Sprintf("p%d", i)
	if field >= 0 {
		base = fmt.Sprintf("p%df%d", i, field)
	}
	return []string{base + "te", base + "tw", base + "th", base + "tp"}
}

// PointerField is a pointer field of a struct argument that the kernel
// never changes: a buffer it reaches like a pointer argument.
type PointerField struct {
	Offset int     `json:"offset"` // bytes from the start of the struct
	Access *Access `json:"access,omitempty"`
}

// Field is an integer field of a struct argument, a scalar of the maps.
type Field struct {
	Offset     int  `json:"offset"` // bytes from the start of the struct
	Size       int  `json:"size"`   // 1, 2, 4 or 8 bytes
	Signed     bool `json:"signed"` // sign-extend when widening
	ScalarSlot int  `json:"scalar_slot"`
}

// Access is the polyhedral description of one pointer parameter. Maps are
// isl text over the space
//
//	[bdz, bdy, bdx, gdz, gdy, gdx, p<i>...] -> { [boz, boy, box, bz, by, bx] -> A[i0, ..., ik] }
//
// where bo* is blockOff = blockIdx*blockDim, b* is blockIdx, bd* blockDim,
// gd* the original gridDim, p<i> the integer scalar parameter of index i
// and p<i>f<o> the integer field at byte o of the struct parameter i
// (always named by index, so no source name can clash with isl syntax).
// Indices are in elements of ElemSize bytes from the pointer the kernel
// received; Sizes are the delinearized inner dimension sizes (affine
// expressions of the same parameters), so the linear element index is
// ((i0*Sizes[0] + i1)*Sizes[1] + i2)... and len(Sizes) = k.
type Access struct {
	ElemSize int    `json:"elem_size"`
	Read     string `json:"read,omitempty"`      // may be over-approximated
	Write    string `json:"write,omitempty"`     // exact must-writes
	MayWrite string `json:"may_write,omitempty"` // exact conditional writes
	ReadAll  bool   `json:"read_all,omitempty"`  // reads are unknown: the whole buffer
	// Reduce (since version 6) is set when the kernel only applies one
	// integer atomic operation to the buffer, whose result it never uses:
	// "add" (atomicAdd, atomicSub), "and", "or", "xor", "min", "max"
	// (signed), "umin", "umax", on elements of ElemSize bytes (4 or 8).
	// The maps are then empty: any block may update any element, and the
	// runtime combines the devices' partial results (the operations
	// commute and associate exactly on integers).
	//
	// Reduce "store" (since version 6) marks a buffer whose every access is
	// a store of the integer ReduceValue into elements of ElemSize (1, 2,
	// 4 or 8) bytes, at addresses no owner divides among the blocks (a
	// "changed" flag, marks at data-dependent positions): each device's
	// copy starts without the value and the runtime keeps every element
	// a device stored it into.
	Reduce      string   `json:"reduce,omitempty"`
	ReduceValue uint64   `json:"reduce_value,omitempty"`
	Sizes       []string `json:"sizes,omitempty"`
	Assumptions []string `json:"assumptions,omitempty"`
}

// Kernel returns the kernel with the given mangled name, or nil.
func (m *Model) Kernel(mangled string) *Kernel {
	for i := range m.Kernels {
		if m.Kernels[i].Mangled == mangled {
			return &m.Kernels[i]
		}
	}
	return nil
}

// Marshal encodes the model as indented JSON.
func (m *Model) Marshal() ([]byte, error) {
	return json.MarshalIndent(m, "", "  ")
}

// Unmarshal decodes a model and checks its version.
func Unmarshal(data []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("model: %w", err)
	}
	if m.Version != Version {
		return nil, fmt.Errorf("model: version %d, this build reads version %d: rebuild the program with this mgpucc", m.Version, Version)
	}
	return &m, nil
}

// Load reads a model file.
func Load(path string) (*Model, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Unmarshal(data)
}

// Save writes a model file.
func (m *Model) Save(path string) error {
	data, err := m.Marshal()
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
