package analyze

import (
	"errors"
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// deviceLibrary are the functions device code may call without defining
// them besides LLVM's intrinsics (llvm.*): the GPU's printf, assert and
// device heap.
var deviceLibrary = map[string]bool{"vprintf": true, "__assertfail": true, "malloc": true, "free": true}

// Unresolved reports the functions and variables that mod's device code
// uses but neither defines nor gets from the GPU, one "file:line: error:"
// line each: defined in another .cu file, which whole-program device code
// (nvcc without -rdc) cannot reach. ptxas refuses such PTX ("Unresolved
// extern function"); mgpucc says so at the compile, where a program built
// anyway ran no kernel of that module (HeCBench's fresnel). linked: mod is
// the device link of a program's relocatable device code, so no file of
// the program defines what is reported. src is the position given when a
// use has none.
func Unresolved(mod *ir.Module, src string, linked bool) error {
	var lines []string
	used := map[string]string{} // symbol -> the position of its first use
	for _, f := range mod.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				u, ok := inst.(interface{ Operands() []*value.Value })
				if !ok {
					continue
				}
				for _, op := range u.Operands() {
					for _, name := range symbolsOf(*op, nil) {
						if used[name] == "" {
							used[name] = instPosition(inst, funcPosition(f))
						}
					}
				}
			}
		}
	}
	report := func(name, what string) {
		pos := used[name]
		if pos == "" {
			pos = src
		}
		if linked {
			lines = append(lines, fmt.Sprintf("%s: error: %s %s is used but no file of the program defines it", pos, what, demangledName(name)))
			return
		}
		lines = append(lines, fmt.Sprintf("%s: error: %s %s is used but not defined in this file: define it in this file or in a header the file includes, or compile the program's .cu files with -rdc=true (or -dc) so that their device code is linked", pos, what, demangledName(name)))
	}
	for _, f := range mod.Funcs {
		name := f.Name()
		if len(f.Blocks) == 0 && !strings.HasPrefix(name, "llvm.") && !deviceLibrary[name] && used[name] != "" {
			report(name, "the __device__ function")
		}
	}
	for _, g := range mod.Globals {
		// extern __shared__ arrays are the launch's dynamic shared memory.
		if g.Init == nil && g.AddrSpace != 3 && used[g.Name()] != "" {
			report(g.Name(), "the __device__ variable")
		}
	}
	if len(lines) == 0 {
		return nil
	}
	return errors.New(strings.Join(lines, "\n"))
}

// symbolsOf appends to names the functions and globals v names, directly
// or through the constant casts and address arithmetic device code wraps
// them in (a __device__ variable's addrspacecast to a generic pointer).
func symbolsOf(v value.Value, names []string) []string {
	switch v := v.(type) {
	case *ir.Func:
		return append(names, v.Name())
	case *ir.Global:
		return append(names, v.Name())
	case *constant.ExprAddrSpaceCast:
		return symbolsOf(v.From, names)
	case *constant.ExprBitCast:
		return symbolsOf(v.From, names)
	case *constant.ExprPtrToInt:
		return symbolsOf(v.From, names)
	case *constant.ExprGetElementPtr:
		return symbolsOf(v.Src, names)
	}
	return names
}
