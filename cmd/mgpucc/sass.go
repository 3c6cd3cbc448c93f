package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

// machineCode assembles the PTX of src for each GPU architecture the
// command line names (-arch=sm_XX and the like), as nvcc does: the driver
// loads that code, where it would otherwise compile the PTX at the
// program's first run on a GPU (33-65 ms before a corpus program's first
// kernel on an H100, more for larger programs) and keep it in its cache
// for later runs. The PTX stays in
// the container for every other GPU. Without ptxas (no CUDA toolkit; -v
// says so) the container carries the PTX alone. An architecture ptxas
// cannot make code for, or PTX it refuses, is a warning: the program
// still runs, its PTX compiled by the driver, which says why if it
// refuses it too.
func (b *builder) machineCode(src, stem, ptx string) ([]model.SASS, error) {
	if len(b.opts.sass) == 0 {
		return nil, nil
	}
	if _, err := toolchain.PTXAS.Path(); err != nil {
		b.logf("no machine code for %s: %v", strings.Join(b.opts.sass, ", "), err)
		return nil, nil
	}
	in := b.tmp(stem, ".ptx")
	if err := os.WriteFile(in, []byte(ptx), 0o644); err != nil {
		return nil, err
	}
	code := make([]model.SASS, len(b.opts.sass))
	diags := make([]string, len(b.opts.sass))
	errs := make([]error, len(b.opts.sass))
	var wg sync.WaitGroup
	for i, arch := range b.opts.sass {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := b.tmp(stem, "."+arch+".cubin")
			args := append([]string{"-arch=" + arch}, b.opts.ptxasFlags...)
			_, diags[i], errs[i] = toolchain.Run(toolchain.PTXAS, append(args, in, "-o", out)...)
			if errs[i] == nil {
				code[i].Arch = arch
				code[i].Cubin, errs[i] = os.ReadFile(out)
			}
		}()
	}
	wg.Wait()
	var kept []model.SASS
	for i, arch := range b.opts.sass {
		var tool *toolchain.ToolError
		switch {
		case errors.As(errs[i], &tool):
			fmt.Fprintf(b.stderr, "mgpucc: warning: no %s machine code for %s: the driver compiles its PTX at the program's first run instead; ptxas said:\n%s",
				arch, src, indent(tool.Stderr))
		case errs[i] != nil:
			return nil, errs[i]
		default:
			fmt.Fprint(b.stderr, diags[i]) // -Xptxas -v's resource usage
			kept = append(kept, code[i])
		}
	}
	return kept, nil
}

// indent sets a tool's message off from mgpucc's own lines.
func indent(msg string) string {
	var out strings.Builder
	for _, line := range strings.Split(strings.TrimRight(msg, "\n"), "\n") {
		out.WriteString("  " + line + "\n")
	}
	return out.String()
}
