package sim

import (
	"reflect"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// sharedOfKernels works out, by kernel, the bytes of the static __shared__
// variables it reaches (its own and those of the functions it calls, at
// any depth), laid out one after the other at their alignments: what a
// GPU compiler gives the kernel, what cudaFuncGetAttributes reports and
// what bounds its blocks per multiprocessor and its dynamic shared memory.
// The simulator gives every block all of the module's variables, at the
// module's offsets: a module of many kernels, CUB's, has far more than any
// one of them.
func (p *Program) sharedOfKernels(m *ir.Module) {
	refs := map[*ir.Func][]*sharedVar{}
	calls := map[*ir.Func][]*ir.Func{}
	for _, f := range m.Funcs {
		seen := map[*sharedVar]bool{}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					if callee, ok := call.Callee.(*ir.Func); ok {
						calls[f] = append(calls[f], callee)
					}
				}
				if user, ok := inst.(interface{ Operands() []*value.Value }); ok {
					for _, v := range user.Operands() {
						if v != nil && *v != nil {
							p.sharedRefs(*v, seen)
						}
					}
				}
			}
		}
		for sv := range seen {
			refs[f] = append(refs[f], sv)
		}
	}
	p.kernelShared = map[string]int64{}
	for _, name := range p.kernels {
		fn := p.byName[name]
		if fn == nil {
			continue
		}
		reached := map[*sharedVar]bool{}
		visited := map[*ir.Func]bool{}
		stack := []*ir.Func{fn.src}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if visited[f] {
				continue
			}
			visited[f] = true
			for _, sv := range refs[f] {
				reached[sv] = true
			}
			stack = append(stack, calls[f]...)
		}
		var vars []*sharedVar
		for sv := range reached {
			vars = append(vars, sv)
		}
		slices.SortFunc(vars, func(a, b *sharedVar) int { return int(a.off - b.off) })
		var size int64
		for _, sv := range vars {
			size = (size+sv.align-1)/sv.align*sv.align + sv.size
		}
		p.kernelShared[name] = size
	}
}

// sharedRefs adds to seen the static __shared__ variables v is or refers
// to through constant expressions (a getelementptr of an addrspacecast of
// one).
func (p *Program) sharedRefs(v value.Value, seen map[*sharedVar]bool) {
	switch v := v.(type) {
	case *ir.Global:
		if sv := p.sharedByName[v.Name()]; sv != nil && !sv.dynamic {
			seen[sv] = true
		}
	case constant.Expression:
		e := reflect.ValueOf(v).Elem()
		for i := 0; i < e.NumField(); i++ {
			switch f := e.Field(i).Interface().(type) {
			case constant.Constant:
				p.sharedRefs(f, seen)
			case []constant.Constant:
				for _, c := range f {
					p.sharedRefs(c, seen)
				}
			}
		}
	}
}
