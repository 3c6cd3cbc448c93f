package analyze

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
)

// managedMark is the annotation include/cuda_runtime.h gives a __managed__
// variable (clang-14 ignores the managed attribute in CUDA, so the
// variable is a __device__ one whose host code does not know it is more).
const managedMark = "mgpu_managed"

// managedVars lists the variables llvm.global.annotations marks
// managedMark, in its order.
func managedVars(mod *ir.Module) []string {
	var names []string
	for _, g := range mod.Globals {
		if g.Name() != "llvm.global.annotations" {
			continue
		}
		entries, ok := g.Init.(*constant.Array)
		if !ok {
			return nil
		}
		for _, e := range entries.Elems {
			entry, ok := e.(*constant.Struct)
			if !ok || len(entry.Fields) < 2 || annotationText(entry.Fields[1]) != managedMark {
				continue
			}
			names = append(names, symbolsOf(entry.Fields[0], nil)...)
		}
	}
	return names
}

// annotationText is the string an annotation's second field points to.
func annotationText(v constant.Constant) string {
	gep, ok := v.(*constant.ExprGetElementPtr)
	if !ok {
		return ""
	}
	str, ok := gep.Src.(*ir.Global)
	if !ok {
		return ""
	}
	chars, ok := str.Init.(*constant.CharArray)
	if !ok {
		return ""
	}
	text := string(chars.X)
	if n := len(text); n > 0 && text[n-1] == 0 {
		text = text[:n-1]
	}
	return text
}
