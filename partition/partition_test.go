package partition

import (
	"flag"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/nvptx"
	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

var update = flag.Bool("update", false, "recompile testdata/*.cu to *.ll and rewrite the golden *.out.ll files")

// goldenSplits is the hand-made model of each testdata file: the split of
// every kernel (by mangled name).
var goldenSplits = map[string]map[string]string{
	"vec1d":      {"_Z5saxpyifPKfPf": model.SplitX, "_Z4fillifPf": model.SplitNone},
	"stencil2d":  {"_Z7stenciliiPKfPf": model.SplitY},
	"gridstride": {"_Z5scaleifPf": model.SplitX},
	"devfunc":    {"_Z9index_mapiPi": model.SplitY},
	"griddim":    {"_Z9block_idsPi": model.SplitZ},
	"features":   {"_Z12mirror_tilesPKfPfii": model.SplitY, "_Z12depth_weightPKfPfiii": model.SplitZ, "_Z6lerp64PKdPdld": model.SplitX},
}

func testModel(splits map[string]string) *model.Model {
	m := &model.Model{Version: model.Version}
	for _, mangled := range slices.Sorted(maps.Keys(splits)) {
		m.Kernels = append(m.Kernels, model.Kernel{Name: mangled, Mangled: mangled, Split: splits[mangled]})
	}
	return m
}

// compileTestdata compiles testdata/NAME.cu the way the driver does, with
// the paths in the debug info made relative so the files do not depend on
// where the tree is.
func compileTestdata(t *testing.T, name string) string {
	wd, err := os.Getwd()
	require.NoError(t, err)
	text, err := toolchain.CompileDeviceIR(filepath.Join("testdata", name+".cu"), "", "-O2", "-gline-tables-only", "-fdebug-prefix-map="+wd+"=.")
	require.NoError(t, err)
	return text
}

func TestGolden(t *testing.T) {
	for name, splits := range goldenSplits {
		t.Run(name, func(t *testing.T) {
			in := filepath.Join("testdata", name+".ll")
			if *update {
				require.NoError(t, os.WriteFile(in, []byte(compileTestdata(t, name)), 0o644))
			}
			mod, err := asm.ParseFile(in)
			require.NoError(t, err)
			m := testModel(splits)
			require.NoError(t, Partition(mod, m))
			got := mod.String()

			golden := filepath.Join("testdata", name+".out.ll")
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), got, "run go test ./partition -update to regenerate %s", golden)

			for _, k := range m.Kernels {
				if k.Split == model.SplitNone {
					assert.Empty(t, k.Partitioned)
					assert.NotContains(t, got, "@"+k.Mangled+Suffix)
					continue
				}
				assert.Equal(t, k.Mangled+Suffix, k.Partitioned)
			}

			checkSelfContained(t, mod)
			_, err = asm.ParseString(golden, got)
			require.NoError(t, err, "llir must re-parse its own output")
			ptx, err := EmitPTX(got, "")
			require.NoError(t, err)
			for _, k := range m.Kernels {
				if k.Partitioned != "" {
					checkEntry(t, ptx, k.Mangled, k.Partitioned)
				}
			}
		})
	}
}

// checkSelfContained asserts that every local value an instruction uses
// (parameter, block, instruction result; also inside call-argument and
// metadata wrappers) belongs to the instruction's own function: a clone
// must not point into its original, even where the printed text would
// look right.
func checkSelfContained(t *testing.T, mod *ir.Module) {
	t.Helper()
	for _, f := range mod.Funcs {
		own := map[value.Value]bool{}
		for _, p := range f.Params {
			own[p] = true
		}
		var users []value.User
		for _, b := range f.Blocks {
			own[b] = true
			for _, in := range b.Insts {
				if v, ok := in.(value.Value); ok {
					own[v] = true
				}
				users = append(users, in)
			}
			users = append(users, b.Term)
		}
		for _, u := range users {
			for _, op := range u.Operands() {
				v := unwrap(*op)
				switch v.(type) {
				case *ir.Param, *ir.Block, ir.Instruction:
					assert.True(t, own[v], "%s: operand %s of %q belongs to another function", f.Name(), v.Ident(), u.(ir.LLStringer).LLString())
				}
			}
		}
	}
}

func unwrap(v value.Value) value.Value {
	switch w := v.(type) {
	case *ir.Arg:
		return unwrap(w.Value)
	case *metadata.Value:
		if x, ok := w.Value.(value.Value); ok {
			return unwrap(x)
		}
	}
	return v
}

// checkEntry asserts that the PTX has both the original kernel and its
// clone as entry points, the clone with six more parameters.
func checkEntry(t *testing.T, ptx, original, clone string) {
	t.Helper()
	params := func(name string) int {
		re := regexp.MustCompile(`(?s)\.entry ` + regexp.QuoteMeta(name) + `\((.*?)\)`)
		m := re.FindStringSubmatch(ptx)
		if !assert.NotNil(t, m, ".entry %s missing from the PTX", name) {
			return -1
		}
		return strings.Count(m[1], ".param")
	}
	assert.Equal(t, params(original)+6, params(clone))
}

// TestSubstitutions checks the transformation's meaning on the IR itself:
// in the clone no ctaid read reaches a use without the offset added, and
// no nctaid is read at all.
func TestSubstitutions(t *testing.T) {
	mod, err := asm.ParseFile(filepath.Join("testdata", "devfunc.ll"))
	require.NoError(t, err)
	m := testModel(goldenSplits["devfunc"])
	require.NoError(t, Partition(mod, m))

	names := map[string]bool{}
	for _, f := range mod.Funcs {
		names[f.Name()] = true
	}
	// The functions reading the grid registers are cloned, clamp is shared.
	for _, f := range []string{"_Z9index_mapiPi", "_Z4cellv", "_Z3rowv", "_Z3colv", "_Z5widthv"} {
		assert.True(t, names[f], f)
		assert.True(t, names[f+Suffix], f+Suffix)
	}
	assert.True(t, names["_Z5clampii"])
	assert.False(t, names["_Z5clampii"+Suffix])

	for _, f := range mod.Funcs {
		if !strings.HasSuffix(f.Name(), Suffix) {
			continue
		}
		require.Len(t, f.Params, len(f.Sig.Params))
		text := f.LLString()
		assert.NotContains(t, text, "nctaid", f.Name())
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, "sreg.ctaid") {
				assert.Regexp(t, `^\s*%\d+ = tail call i32 @llvm\.nvvm\.read\.ptx\.sreg\.ctaid\.[xyz]\(\)`, line)
			}
		}
		if f.Name() == "_Z4cellv"+Suffix {
			assert.Contains(t, text, "call noundef i32 @_Z3rowv__mgpu(i32 %mgpu.off.z, i32 %mgpu.off.y, i32 %mgpu.off.x, i32 %mgpu.grid.z, i32 %mgpu.grid.y, i32 %mgpu.grid.x)")
		}
	}
}

// TestRefusals: kernels whose clone could not see every read of blockIdx
// stay unsplit, with the reason, and the module is left as it was.
func TestRefusals(t *testing.T) {
	for _, tc := range []struct{ name, src, mangled, reason string }{
		{"inline asm", `
__global__ void k(int *out) {
  unsigned b;
  asm("mov.u32 %0, %%ctaid.x;" : "=r"(b));
  out[b * blockDim.x + threadIdx.x] = 1;
}`, "_Z1kPi", "inline assembly reads %ctaid"},
		{"function pointer", `
__device__ __noinline__ int bx() { return blockIdx.x; }
__device__ int (*volatile pick)() = bx;
__global__ void k(int *out) {
  int (*f)() = threadIdx.x == 1000 ? pick : bx;
  out[f() * blockDim.x + threadIdx.x] = 1;
}`, "_Z1kPi", "_Z2bxv reads blockIdx or gridDim and is used as a function pointer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "k.cu")
			require.NoError(t, os.WriteFile(src, []byte("#include <cuda_runtime.h>\n"+tc.src), 0o644))
			text, err := toolchain.CompileDeviceIR(src, "", "-O2", "-gline-tables-only")
			require.NoError(t, err)
			mod, err := nvptx.ParseModule("k.ll", text)
			require.NoError(t, err)
			before := mod.String()
			m := testModel(map[string]string{tc.mangled: model.SplitX})
			require.NoError(t, Partition(mod, m))
			k := m.Kernels[0]
			assert.Equal(t, model.SplitNone, k.Split)
			assert.Empty(t, k.Partitioned)
			assert.Contains(t, k.Reason, tc.reason)
			assert.Regexp(t, `/k\.cu:\d+$`, k.Position)
			assert.Equal(t, before, mod.String())
		})
	}
}

func TestErrors(t *testing.T) {
	parse := func() string {
		b, err := os.ReadFile(filepath.Join("testdata", "vec1d.ll"))
		require.NoError(t, err)
		return string(b)
	}
	t.Run("kernel missing from the IR", func(t *testing.T) {
		mod, err := asm.ParseString("vec1d.ll", parse())
		require.NoError(t, err)
		err = Partition(mod, testModel(map[string]string{"_Z4nopev": model.SplitX}))
		assert.ErrorContains(t, err, "_Z4nopev")
		assert.ErrorContains(t, err, "no definition in the device IR")
	})
	t.Run("partitioned twice", func(t *testing.T) {
		mod, err := asm.ParseString("vec1d.ll", parse())
		require.NoError(t, err)
		require.NoError(t, Partition(mod, testModel(goldenSplits["vec1d"])))
		err = Partition(mod, testModel(goldenSplits["vec1d"]))
		assert.ErrorContains(t, err, "already defines _Z5saxpyifPKfPf__mgpu")
	})
	t.Run("not a kernel", func(t *testing.T) {
		text := strings.Replace(parse(), "!{void (i32, float, float*, float*)* @_Z5saxpyifPKfPf, !\"kernel\", i32 1}", "!{}", 1)
		mod, err := asm.ParseString("vec1d.ll", text)
		require.NoError(t, err)
		before := mod.String()
		err = Partition(mod, testModel(goldenSplits["vec1d"]))
		assert.ErrorContains(t, err, "not marked as a kernel")
		assert.Equal(t, before, mod.String())
	})
}

func TestEmitPTXErrors(t *testing.T) {
	_, err := EmitPTX("define void @f( {", "")
	assert.ErrorContains(t, err, "expected")
	_, err = EmitPTX("define void @f() {\n ret void\n}\n", "sm_999")
	assert.ErrorContains(t, err, "not a recognized processor")
	assert.ErrorContains(t, err, "sm_80 or lower")
}

// TestFullDebugInfo: at -O0 -g the IR has llvm.dbg.declare calls whose
// metadata arguments name local values; the clone's must name its own.
// (llir cannot print such modules: it drops spFlags: DISPFlagDeleted from
// the deleted constructors of clang's builtin-variable types, so llc is
// not run here.)
func TestFullDebugInfo(t *testing.T) {
	text, err := toolchain.CompileDeviceIR(filepath.Join("testdata", "devfunc.cu"), "", "-O0", "-g")
	require.NoError(t, err)
	require.Contains(t, text, "call void @llvm.dbg.declare(metadata i32* %")
	mod, err := asm.ParseString("devfunc.ll", text)
	require.NoError(t, err)
	require.NoError(t, Partition(mod, testModel(goldenSplits["devfunc"])))
	checkSelfContained(t, mod)
}

// TestRangeMetadata: a ctaid read may carry !range (LLVM's NVVMIntrRange
// adds it); the clone's offset addition must not inherit it (the verifier
// allows !range only on loads and calls).
func TestRangeMetadata(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "vec1d.ll"))
	require.NoError(t, err)
	text := regexp.MustCompile(`(call i32 @llvm\.nvvm\.read\.ptx\.sreg\.ctaid\.x\(\) #\d+), !dbg`).ReplaceAllString(string(b), "$1, !range !{i32 0, i32 2147483647}, !dbg")
	require.Contains(t, text, "!range")
	mod, err := asm.ParseString("vec1d.ll", text)
	require.NoError(t, err)
	require.NoError(t, Partition(mod, testModel(goldenSplits["vec1d"])))
	out := mod.String()
	assert.Regexp(t, `add i32 %\d+, %mgpu\.off\.x, !dbg`, out)
	_, err = EmitPTX(out, "")
	require.NoError(t, err)
}

// TestPTXHeader: every architecture's PTX passes CheckPTX (the .version
// the driver JITs for its .target; .file directives of one path, which
// -dwarf-directory=false gives: llc-14's DWARF 5 form is refused), and
// keeps its line information.
func TestPTXHeader(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "stencil2d.out.ll"))
	require.NoError(t, err)
	for _, arch := range []string{"sm_50", "sm_60", "sm_70", "sm_75", "sm_80", "sm_86"} {
		t.Run(arch, func(t *testing.T) {
			ptx, err := EmitPTX(string(text), arch)
			require.NoError(t, err)
			assert.Regexp(t, `(?m)^\.target `+arch+`$`, ptx)
			assert.Regexp(t, `(?m)^\s*\.file\s+1 "[^"]*stencil2d\.cu"$`, ptx)
			assert.Regexp(t, `(?m)^\s*\.loc\s+1 \d+ \d+\b`, ptx)
		})
	}
}

func TestCheckPTX(t *testing.T) {
	header := ".version 6.4\n.target sm_70\n.address_size 64\n"
	for _, c := range []struct{ name, ptx, err string }{
		{"ok", header + "\t.file\t1 \"/src/app.cu\"\n", ""},
		{"file with timestamp and size", header + ".file 2 \"a b.cu\", 1700000000, 42\n", ""},
		{"DWARF 5 file", header + "\t.file\t1 \"/src\" \"app.cu\"\n", `line 4: ".file\t1 \"/src\" \"app.cu\"": the driver reads only`},
		{"old ISA for the target", ".version 6.4\n.target sm_80\n.address_size 64\n", "PTX ISA 6.4 for sm_80: the driver needs 7.0"},
		{"newer ISA than documented", ".version 7.8\n.target sm_80\n.address_size 64\n", "PTX ISA 7.8: newer than the 7.1"},
		{"unknown target", ".version 7.1\n.target sm_99\n.address_size 64\n", "sm_99, an architecture mgpucc does not know"},
		{"32-bit", ".version 6.4\n.target sm_70\n.address_size 32\n", "64-bit pointers"},
		{"no address size", ".version 6.4\n.target sm_70\n", "without .address_size 64"},
		{"no header", ".address_size 64\n", "without a .version and a .target"},
		{"bad version", ".version six\n", `line 1: ".version six" is no .version directive`},
		// a constant table's initializer, one line of PTX (HeCBench's sobol)
		{"a line of 2 MB", header + ".global .align 4 .b8 table[1048576] = {" + strings.Repeat("1, ", 700000) + "1};\n", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := CheckPTX(c.ptx)
			if c.err == "" {
				assert.NoError(t, err)
			} else {
				assert.ErrorContains(t, err, c.err)
			}
		})
	}
}
