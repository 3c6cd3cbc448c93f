package main

import (
	"debug/elf"
	"os"

	"mgpucc/internal/toolchain"
)

// The host compile takes about as long as the whole device side, so it
// runs alongside it: it embeds a small placeholder where clang puts the GPU
// binary (the section .nv_fatbin, which the registration code points to),
// and the container replaces the placeholder when it is ready.

// fatbinSection is where clang puts the -fcuda-include-gpubinary bytes.
const fatbinSection = ".nv_fatbin"

// placeholder writes the stand-in the host compile embeds.
func (b *builder) placeholder(stem string) (string, error) {
	path := b.tmp(stem, ".placeholder")
	return path, os.WriteFile(path, make([]byte, 8), 0o644)
}

// embed puts the container in the host object in place of the placeholder,
// followed by a NUL as clang's own embedding does.
func (b *builder) embed(src, stem, obj string, container []byte) error {
	// A file without kernels or device variables (the host-only main.cu of
	// a program) registers nothing, and clang embeds nothing to replace.
	if f, err := elf.Open(obj); err == nil {
		has := f.Section(fatbinSection) != nil
		f.Close()
		if !has {
			return nil
		}
	}
	file := b.tmp(stem, ".container")
	if err := os.WriteFile(file, append(container, 0), 0o644); err != nil {
		return err
	}
	return b.runTool("embedding the container of "+src+" (a bug in mgpucc: please report it)",
		toolchain.ObjCopy, "--update-section", fatbinSection+"="+file, obj)
}
