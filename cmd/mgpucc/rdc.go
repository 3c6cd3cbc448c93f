package main

import (
	"bytes"
	"cmp"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"mgpucc/analyze"
	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

// Relocatable device code (-rdc=true, -dc): a .cu file's device code may
// use __device__ functions and variables that another file defines. The
// compile keeps the file's front-end bitcode in its object (the section
// .mgpu_rdc) and, where the file registers kernels or variables, a
// container that holds nothing but that role (model.LinkRelocatable). The
// program's link joins every object's bitcode (llvm-link) and runs the
// device side of the pipeline on the whole as on one file: its container
// (model.LinkLinked), which the runtime takes for every relocatable
// file's, and its enumerators are objects of the link.

// rdcSection is the section of an object that holds its device bitcode:
// one or more entries of rdcMagic, a little-endian uint64 length and that
// many bytes, the sm_XX the file was compiled for, a NUL and the bitcode
// (a relocatable link, ld -r, concatenates its inputs' entries).
const rdcSection = ".mgpu_rdc"

// rdcMagic ends with the entry format's version.
var rdcMagic = []byte("MGPURDC\x01")

// compileRelocatable compiles src with relocatable device code and
// returns its object.
func (b *builder) compileRelocatable(src, stem string) ([]string, error) {
	if err := b.dirs.need(b.dirs.lib, "mgpu.h"); err != nil {
		return nil, err
	}
	var front string
	frontDone := make(chan error, 1)
	go func() {
		var err error
		front, err = b.deviceFrontend(src, stem, "-fgpu-rdc")
		frontDone <- err
	}()
	hostObj, rewriteErr, hostDone := b.compileHostSide(src, stem)
	frontErr, hostErr := <-frontDone, <-hostDone
	switch {
	case rewriteErr != nil:
		return nil, rewriteErr
	case frontErr != nil:
		return nil, frontErr
	case hostErr != nil:
		return nil, hostErr
	}
	marker := (&model.Container{Arch: b.opts.arch, Link: model.LinkRelocatable}).Encode()
	if err := b.embed(src, stem, hostObj, marker); err != nil {
		return nil, err
	}
	// The host code's copies of the file's __device__ variables are
	// local to its object in clang's host compile without -fgpu-rdc
	// (whose registration would need NVIDIA's device linker): another
	// file's host code reaches them by name (cudaMemcpyToSymbol of an
	// extern __device__ variable), so those the device code exports are
	// exported too.
	exported, err := definedSymbols(front, "DBRC")
	if err != nil {
		return nil, err
	}
	bitcode, err := os.ReadFile(front)
	if err != nil {
		return nil, err
	}
	payload := append(append([]byte(b.opts.arch), 0), bitcode...)
	entry := binary.LittleEndian.AppendUint64(append([]byte{}, rdcMagic...), uint64(len(payload)))
	file := b.tmp(stem, ".rdc")
	if err := os.WriteFile(file, append(entry, payload...), 0o644); err != nil {
		return nil, err
	}
	args := []string{"--add-section", rdcSection + "=" + file}
	for _, name := range exported {
		args = append(args, "--globalize-symbol="+name)
	}
	return []string{hostObj}, b.runTool("adding the device code of "+src+" to its object (a bug in mgpucc: please report it)",
		toolchain.ObjCopy, append(args, hostObj)...)
}

// definedSymbols lists the symbols a bitcode file defines whose llvm-nm
// type is one of types.
func definedSymbols(bitcode, types string) ([]string, error) {
	stdout, _, err := toolchain.Run(toolchain.LLVMNM, "--defined-only", bitcode)
	if err != nil {
		return nil, stepFailed("listing the symbols of the device code", err)
	}
	var names []string
	for _, line := range strings.Split(stdout, "\n") {
		if f := strings.Fields(line); len(f) == 3 && len(f[1]) == 1 && strings.Contains(types, f[1]) {
			names = append(names, f[2])
		}
	}
	return names, nil
}

// rdcUnit is the device bitcode of one file compiled with relocatable
// device code, the sm_XX it was compiled for, and the object (or archive
// member) it came from.
type rdcUnit struct {
	from    string
	arch    string
	bitcode []byte
}

// relocatableCode returns the device bitcode of an object compiled with
// relocatable device code, one unit per file it was compiled from, or of
// each such member of an archive (all of them: the device link does not
// know which the linker takes), or nothing for any other input.
func relocatableCode(path string) ([]rdcUnit, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil // the linker says what is wrong with it
	}
	if !bytes.HasPrefix(data, []byte(arMagic)) {
		return objectCode(path, data)
	}
	var units []rdcUnit
	err = eachMember(data, func(name string, member []byte) error {
		u, err := objectCode(path+"("+name+")", member)
		units = append(units, u...)
		return err
	})
	return units, err
}

// objectCode is relocatableCode of one object's bytes.
func objectCode(name string, data []byte) ([]rdcUnit, error) {
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, nil // not an ELF object: the linker says what it is
	}
	defer f.Close()
	sec := f.Section(rdcSection)
	if sec == nil {
		return nil, nil
	}
	code, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: reading its device code: %w", name, err)
	}
	var units []rdcUnit
	for len(code) > 0 {
		head := len(rdcMagic) + 8
		if len(code) < head || !bytes.Equal(code[:len(rdcMagic)], rdcMagic) {
			return nil, fmt.Errorf("%s: its device code (section %s) is damaged or of another mgpucc: compile it again with this mgpucc -dc", name, rdcSection)
		}
		n := binary.LittleEndian.Uint64(code[len(rdcMagic):])
		if n > uint64(len(code)-head) {
			return nil, fmt.Errorf("%s: its device code (section %s) is cut short: compile it again with mgpucc -dc", name, rdcSection)
		}
		arch, bitcode, ok := bytes.Cut(code[head:head+int(n)], []byte{0})
		if !ok || archNumber(string(arch)) == 0 {
			return nil, fmt.Errorf("%s: its device code (section %s) names no architecture: compile it again with mgpucc -dc", name, rdcSection)
		}
		units = append(units, rdcUnit{name, string(arch), bitcode})
		code = code[head+int(n):]
	}
	return units, nil
}

// arMagic starts an ar archive (a thin archive, "!<thin>", holds no
// members' bytes: its objects are the files it names, not read here).
const arMagic = "!<arch>\n"

// eachMember calls fn with each member of an ar archive but its symbol
// and long-name tables: 60-byte headers (the name in 16 bytes, the size
// in decimal at 48), each member padded to an even size.
func eachMember(data []byte, fn func(name string, member []byte) error) error {
	data = data[len(arMagic):]
	for len(data) >= 60 {
		name := strings.TrimRight(string(data[:16]), " ")
		size, err := strconv.Atoi(strings.TrimSpace(string(data[48:58])))
		if err != nil || size < 0 || size > len(data)-60 {
			return fmt.Errorf("an archive's member %s has a damaged header", name)
		}
		member := data[60 : 60+size]
		data = data[min(60+size+size%2, len(data)):]
		if name == "/" || name == "//" || name == "/SYM64/" {
			continue
		}
		if err := fn(strings.TrimSuffix(name, "/"), member); err != nil {
			return err
		}
	}
	return nil
}

// deviceLinked reports whether an object holds a device link (-dlink's).
func deviceLinked(path string) bool {
	f, err := elf.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	sec := f.Section(fatbinSection)
	if sec == nil {
		return false
	}
	data, err := sec.Data()
	if err != nil {
		return false
	}
	c, err := model.DecodeContainer(data)
	return err == nil && c.Link == model.LinkLinked
}

// deviceLink links the relocatable device code of objs, if any: it
// returns the objects the program's link adds (the linked container's
// registration and the enumerators) and the linked model.
func (b *builder) deviceLink(objs []string, out string) ([]string, *model.Model, error) {
	var inputs, from, archs []string // bitcode files, the objects they came from, their sm_XX
	for _, o := range objs {
		if deviceLinked(o) {
			return nil, nil, nil // -dlink's object is among them: linked once
		}
	}
	for _, o := range objs {
		units, err := relocatableCode(o)
		if err != nil {
			return nil, nil, err
		}
		for _, u := range units {
			file := b.tmp(b.stem(o), ".rdc.bc")
			if err := os.WriteFile(file, u.bitcode, 0o644); err != nil {
				return nil, nil, err
			}
			inputs, from, archs = append(inputs, file), append(from, u.from), append(archs, u.arch)
		}
	}
	if len(inputs) == 0 {
		return nil, nil, nil
	}
	if !b.opts.archGiven {
		// A link without -arch compiles for the architecture the files
		// were compiled for (their code may need it; ptxas would refuse
		// its instructions for an older one), the newest where they
		// differ.
		b.opts.arch = slices.MaxFunc(archs, func(a, b string) int { return cmp.Compare(archNumber(a), archNumber(b)) })
	}
	src := out + " (device link)"
	if err := b.checkStatics(inputs, from); err != nil {
		return nil, nil, err
	}
	stem := b.stem("device-link")
	linked := b.tmp(stem, ".linked.bc")
	if err := b.runTool("device link of "+out, toolchain.LLVMLink, append(inputs, "-o", linked)...); err != nil {
		return nil, nil, err
	}
	fullCh, analysisCh := make(chan deviceIR, 1), make(chan deviceIR, 1)
	go b.optimizeTwice(src, stem, linked, fullCh, analysisCh)
	full, analysis := <-fullCh, <-analysisCh
	for _, d := range []deviceIR{full, analysis} {
		if d.err != nil {
			return nil, nil, d.err
		}
	}
	if err := analyze.Unresolved(full.mod, src, true); err != nil {
		return nil, nil, stepFailed("device link of "+out, err)
	}
	m, container, err := b.deviceSide(src, stem, full.mod, analysis.mod)
	if err != nil {
		return nil, nil, err
	}
	c, err := model.DecodeContainer(container)
	if err != nil {
		return nil, nil, err
	}
	c.Link = model.LinkLinked
	reg, err := b.registration(stem, c.Encode())
	if err != nil {
		return nil, nil, err
	}
	return []string{reg, b.tmp(stem, ".enum.o")}, m, nil
}

// linkRegistration registers the device link's container as clang's host
// code registers a file's: a wrapper pointing to the section .nv_fatbin,
// whose placeholder embed replaces.
const linkRegistration = `struct mgpu_fatbin_wrapper { int magic; int version; const void *data; void *unused; };
__attribute__((section(".nv_fatbin"), aligned(8), used)) static const char mgpu_linked_image[8] = {0};
__attribute__((section(".nvFatBinSegment"), aligned(8), used))
static const struct mgpu_fatbin_wrapper mgpu_linked_wrapper = {0x466243b1, 1, mgpu_linked_image, 0};
void **__cudaRegisterFatBinary(void *fatCubin);
void __cudaRegisterFatBinaryEnd(void **handle);
__attribute__((constructor)) static void mgpu_register_linked_image(void) {
  __cudaRegisterFatBinaryEnd(__cudaRegisterFatBinary((void *)&mgpu_linked_wrapper));
}
`

// registration compiles the object that registers the linked container.
func (b *builder) registration(stem string, container []byte) (string, error) {
	src, o := b.tmp(stem, ".register.c"), b.tmp(stem, ".register.o")
	if err := os.WriteFile(src, []byte(linkRegistration), 0o644); err != nil {
		return "", err
	}
	if err := b.runTool("compile of the device link's registration (a bug in mgpucc: please report it)",
		toolchain.Clang, "-x", "c", "-fPIC", "-c", src, "-o", o); err != nil {
		return "", err
	}
	return o, b.embed(src, stem, o, container)
}

// checkStatics refuses writable static __device__ variables of the same
// name in two files: the device link keeps them apart (renaming one), but
// each file's host code reaches its own by name (cudaMemcpyToSymbol), and
// would reach the other file's. Read-only ones (a header's tables) are the
// same in every file; a function's statics are not reached by name.
func (b *builder) checkStatics(inputs, from []string) error {
	files := map[string][]string{} // name -> the objects defining it
	for i, in := range inputs {
		names, err := definedSymbols(in, "db")
		if err != nil {
			return err
		}
		for _, name := range names {
			if !strings.HasPrefix(name, "_ZZ") && !strings.Contains(name, ".") {
				files[name] = append(files[name], filepath.Base(from[i]))
			}
		}
	}
	var names []string
	for name, objs := range files {
		if len(objs) > 1 {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var clashes []error
	for _, name := range names {
		clashes = append(clashes, fmt.Errorf("the static __device__ variable %s is defined in %s: with relocatable device code each file's host code reaches its own by name; rename them apart",
			staticName(name), strings.Join(files[name], " and ")))
	}
	return errors.Join(clashes...)
}

// staticName is a static variable's name as its source spells it
// (counter for _ZL7counter), or its symbol.
func staticName(sym string) string {
	rest, ok := strings.CutPrefix(sym, "_ZL")
	digits := len(rest) - len(strings.TrimLeft(rest, "0123456789"))
	if !ok || digits == 0 {
		return sym
	}
	n, err := strconv.Atoi(rest[:digits])
	if err != nil || digits+n != len(rest) {
		return sym
	}
	return rest[digits:]
}

// deviceLinkObject is -dlink: the device link of the input objects as one
// object, for a linker that is not mgpucc's (CMake's separable
// compilation links with the host compiler). Objects without relocatable
// device code make an object without content, as nvcc's does.
func (b *builder) deviceLinkObject() error {
	var objs []string
	for _, in := range b.opts.inputs {
		objs = append(objs, in.path)
	}
	out := b.opts.output
	if out == "" {
		out = "a_dlink.o"
	}
	linked, m, err := b.deviceLink(objs, out)
	if err != nil {
		return err
	}
	if m != nil {
		if err := b.reportModels([]*model.Model{m}); err != nil {
			return err
		}
	}
	if len(linked) == 0 {
		empty := b.tmp(b.stem("dlink"), ".c")
		if err := os.WriteFile(empty, []byte("/* no relocatable device code */\n"), 0o644); err != nil {
			return err
		}
		o := empty + ".o"
		if err := b.runTool("compile of an empty device link", toolchain.Clang, "-x", "c", "-c", empty, "-o", o); err != nil {
			return err
		}
		linked = []string{o}
	}
	return b.writeObject(out, linked) // -o's, or out
}
