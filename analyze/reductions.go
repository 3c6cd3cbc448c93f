package analyze

import (
	"fmt"
	"math"
	"mgpucc/model"
	"slices"
)

// Reductions: buffers and __device__ variables a kernel only updates with
// one integer atomic or only sets to one constant, which each device may
// update in a copy of its own for the runtime to combine.

// flagStores is what a buffer's constant stores write: value in elements
// of size bytes.
type flagStores struct {
	value uint64
	size  int
}

// flagOf returns the constant every access of a buffer stores, or nil
// when some access is not such a store.
func flagOf(accs []*access) *flagStores {
	if len(accs) == 0 || accs[0].stored == nil || !slices.Contains([]int{1, 2, 4, 8}, accs[0].size) {
		return nil
	}
	size := accs[0].size
	bits := func(v uint64) uint64 { return v & (math.MaxUint64 >> (64 - 8*size)) }
	f := &flagStores{value: bits(*accs[0].stored), size: size}
	for _, a := range accs {
		if !a.write || a.stored == nil || a.size != size || bits(*a.stored) != f.value {
			return nil
		}
	}
	return f
}

// asFlag makes pa a "store" reduction of its flag stores.
func (pa *paramAccesses) asFlag() {
	pa.reduce, pa.value, pa.elemSize = "store", pa.flag.value, pa.flag.size
	pa.reads, pa.writes, pa.readAll, pa.sizes = nil, nil, false, nil
}

// variableReductions takes the accesses to __device__ variables out of
// accs: a variable the kernel only reads needs nothing (the runtime makes
// every variable fresh on each device), one it only updates with one
// integer atomic operation or only stores one constant into is a
// reduction, and any other write refuses the split.
func variableReductions(accs []*access) ([]model.VarReduction, []*access, *refusal) {
	var rest []*access
	byVar := map[string][]*access{}
	var names []string
	for _, a := range accs {
		switch {
		case a.variable == "":
			rest = append(rest, a)
		case byVar[a.variable] == nil:
			names = append(names, a.variable)
			fallthrough
		default:
			byVar[a.variable] = append(byVar[a.variable], a)
		}
	}
	var out []model.VarReduction
	for _, name := range names {
		vaccs := byVar[name]
		what := "the __device__ variable " + name
		if i := slices.IndexFunc(vaccs, func(a *access) bool { return a.reduce != "" }); i >= 0 {
			pa, r := reductionOf(&paramAccesses{name: what}, vaccs[i], vaccs)
			if r != nil {
				return nil, nil, r
			}
			out = append(out, model.VarReduction{Var: name, Reduce: pa.reduce, ElemSize: pa.elemSize})
			continue
		}
		w := slices.IndexFunc(vaccs, func(a *access) bool { return a.write })
		if w < 0 {
			continue
		}
		f := flagOf(vaccs)
		if f == nil {
			return nil, nil, &refusal{"writes " + what, vaccs[w].pos}
		}
		out = append(out, model.VarReduction{Var: name, Reduce: "store", ElemSize: f.size, ReduceValue: f.value})
	}
	return out, rest, nil
}

// reductionOf describes a buffer the kernel reaches through atomic
// operations, first among them, all of which must be the same reduction
// on elements of one size: the devices then compute partial results the
// runtime combines.
func reductionOf(pa *paramAccesses, first *access, accs []*access) (*paramAccesses, *refusal) {
	for _, a := range accs {
		switch {
		case a.reduce == "" && a.write:
			return nil, &refusal{fmt.Sprintf("writes %s, which it also updates with atomic operations", pa.name), a.pos}
		case a.reduce == "":
			return nil, &refusal{fmt.Sprintf("reads %s, which it also updates with atomic operations (what a block reads would depend on the other devices' updates)", pa.name), a.pos}
		case a.reduce != first.reduce || a.size != first.size:
			return nil, &refusal{fmt.Sprintf("applies different atomic operations to %s (%d-byte %s, %d-byte %s)", pa.name, first.size, first.reduce, a.size, a.reduce), a.pos}
		}
	}
	pa.reduce, pa.elemSize = first.reduce, first.size
	return pa, nil
}

// combinedWords describes a reduction into what for the reason.
func combinedWords(reduce string, value uint64, size int, what string) string {
	op := "atomic " + reduce
	if reduce == "store" {
		shift := 64 - 8*size // the value as the program writes it, signed
		op = fmt.Sprintf("stores of %d", int64(value<<shift)>>shift)
	}
	return fmt.Sprintf("%s into %s combined over the devices", op, what)
}
