package toolchain

import (
	"regexp"
	"strings"
)

// pureVirtualDecl is clang's declaration of the function a pure virtual
// function's vtable slot holds.
var pureVirtualDecl = regexp.MustCompile(`(?m)^declare (dso_local )?void @__cxa_pure_virtual\(\)[^\n]*$`)

// DefinePureVirtual defines __cxa_pure_virtual in device IR that declares
// it (the vtable of a class with a pure virtual function holds it): a call
// of it is the program's bug, which stops the kernel, as on a GPU. A GPU
// module must define every function it references, and nothing else
// provides this one; linkonce_odr, so that a device link of several files
// keeps one.
func DefinePureVirtual(ir string) string {
	if !pureVirtualDecl.MatchString(ir) {
		return ir
	}
	def := "define linkonce_odr void @__cxa_pure_virtual() unnamed_addr {\n  call void @llvm.trap()\n  unreachable\n}"
	if !strings.Contains(ir, "declare void @llvm.trap()") {
		def += "\n\ndeclare void @llvm.trap()"
	}
	return pureVirtualDecl.ReplaceAllLiteralString(ir, def)
}
