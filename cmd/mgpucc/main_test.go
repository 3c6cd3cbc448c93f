package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/model"
	"mgpucc/rewrite"
)

// TestMain lets the test binary act as mgpucc itself, so that tests which
// need a fresh process (tool lookup is cached per process) can run it.
func TestMain(m *testing.M) {
	if os.Getenv("MGPUCC_TEST_AS_DRIVER") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	var err error
	if repoRoot, err = filepath.Abs("../.."); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// repoRoot is the source tree (tests change their working folder).
var repoRoot string

// testInstall makes an install without the runtime library (these tests
// stop before linking; e2e/ links and runs): include/ and lib/ headers.
func testInstall(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(home, "lib"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join(repoRoot, "include"), filepath.Join(home, "include")))
	for _, f := range []string{"mgpu/mgpu.h", "include/cuda_runtime_api.h"} {
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(home, "lib", filepath.Base(f)), data, 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(home, "lib", "mgpu-aliases.ld"), []byte(rewrite.AliasScript()), 0o644))
	return home
}

// mgpucc runs the driver in this process with the test install.
func mgpucc(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	t.Setenv("MGPU_HOME", testInstall(t))
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return out.String(), errOut.String(), status
}

// testdata returns the absolute path of a test input.
func testdata(t *testing.T, name string) string {
	return filepath.Join(repoRoot, "cmd", "mgpucc", "testdata", name)
}

func TestParseArgs(t *testing.T) {
	scale := testdata(t, "scale.cu")
	helperC, helperCXX := testdata(t, "helper.c"), testdata(t, "helper.cpp")
	for _, tc := range []struct {
		args  []string
		check func(t *testing.T, o *options)
	}{
		{[]string{scale, "-o", "app"}, func(t *testing.T, o *options) {
			assert.Equal(t, "app", o.output)
			assert.Equal(t, []input{{scale, inputCU}}, o.inputs)
			assert.Equal(t, toolchain.DefaultArch, o.arch)
			assert.Equal(t, "", o.optLevel)
		}},
		{[]string{"-oapp", "-c", "-O2", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "app", o.output)
			assert.True(t, o.compileOnly)
			assert.Equal(t, "2", o.optLevel)
		}},
		{[]string{"--output-file=app", "--optimize", "3", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "app", o.output)
			assert.Equal(t, "3", o.optLevel)
		}},
		{[]string{"-Iinc", "-I", "inc2", "-DN=4", "-D", "M", "-UX", "-std=c++17", "--include-path=inc3", scale},
			func(t *testing.T, o *options) {
				assert.Equal(t, []string{"-Iinc", "-Iinc2", "-DN=4", "-DM", "-UX", "-Iinc3"}, o.preproc)
				assert.Equal(t, "c++17", o.std)
			}},
		{[]string{"-L/opt/lib", "-lm", "-l", "z", "--library=dl", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, []string{"-L/opt/lib", "-lm", "-lz", "-ldl"}, o.linkFlags)
		}},
		{[]string{"-lcudart", "-l", "cuda", "-Xlinker", "--as-needed,-z,now", "-w", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, []string{"-Xlinker", "--as-needed", "-Xlinker", "-z", "-Xlinker", "now"}, o.linkFlags,
				"NVIDIA's runtime libraries are dropped")
			assert.Equal(t, []string{"-w"}, o.preproc)
		}},
		{[]string{"-Xptxas", "-v", "--ptxas-options=-v", "-maxrregcount=32", "-ftz=true", "-prec-div=false", "-fmad=false",
			"--expt-relaxed-constexpr", "--extended-lambda", "-m64", "--default-stream", "per-thread",
			"-res-usage", "--threads", "4", "-code=sm_70", scale}, func(t *testing.T, o *options) {
			assert.Empty(t, o.linkFlags)
			assert.Empty(t, o.preproc)
			assert.Len(t, o.inputs, 1, "the ignored options took their values, not the input")
			assert.Equal(t, []string{"-v", "-v", "--maxrregcount=32"}, o.ptxasFlags)
			assert.Equal(t, []string{"sm_70"}, o.sass)
		}},
		{[]string{"-arch=sm_80", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_80", o.arch)
			assert.Equal(t, []string{"sm_80"}, o.sass, "machine code for the GPU named, as nvcc makes")
		}},
		{[]string{"-arch=all-major", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_70", o.arch)
			assert.Equal(t, []string{"sm_70", "sm_80", "sm_90"}, o.sass)
		}},
		{[]string{"--gpu-architecture", "all", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_70", o.arch)
			assert.Equal(t, []string{"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"}, o.sass)
		}},
		{[]string{"-arch", "compute_75", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_75", o.arch)
			assert.Empty(t, o.sass, "PTX alone")
		}},
		{[]string{"--gpu-architecture=sm_90a", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_86", o.arch, "clang-14 compiles sm_86 at most; its PTX runs on sm_90")
			assert.Equal(t, []string{"sm_90a"}, o.sass, "ptxas makes sm_90a's code from sm_86's PTX")
		}},
		{[]string{"-gencode", "arch=compute_80,code=sm_80", "-gencode=arch=compute_70,code=[sm_70,compute_70]", "-gencode", "arch=compute_80,code=sm_80", scale},
			func(t *testing.T, o *options) {
				assert.Equal(t, "sm_70", o.arch)
				assert.Equal(t, []string{"sm_80", "sm_70"}, o.sass)
			}},
		{[]string{"-Xcompiler", "-fPIC,-Wall", "-Xcompiler=-O1", "-ccbin", "g++", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, []string{"-fPIC", "-Wall", "-O1"}, o.hostFlags)
			assert.Equal(t, "g++", o.ccbin)
		}},
		{[]string{"-dc", "-Wno-deprecated-gpu-targets", scale}, func(t *testing.T, o *options) { assert.True(t, o.compileOnly && o.rdc) }},
		{[]string{"--device-c", "-rdc=false", scale}, func(t *testing.T, o *options) { assert.True(t, o.compileOnly && !o.rdc) }},
		{[]string{"-rdc", "--relocatable-device-code=true", scale}, func(t *testing.T, o *options) { assert.True(t, !o.compileOnly && o.rdc) }},
		{[]string{"-g", "-lineinfo", "--use_fast_math", "-v", "--keep", "--keep-dir", "k", "-rdc=false", scale},
			func(t *testing.T, o *options) {
				assert.True(t, o.debug && o.fastMath && o.verbose && o.keep)
				assert.Equal(t, "k", o.keepDir)
			}},
		{[]string{"--mgpu-report", "--mgpu-model=m.json", "--mgpu-emit-host", "--mgpu-no-partition", scale},
			func(t *testing.T, o *options) {
				assert.True(t, o.report && o.emitHost && o.noPartition)
				assert.Equal(t, "m.json", o.modelFile)
			}},
		{[]string{"-x", "cu", helperCXX, helperC}, func(t *testing.T, o *options) {
			assert.Equal(t, []input{{helperCXX, inputCU}, {helperC, inputCU}}, o.inputs)
		}},
		{[]string{scale, helperC, helperCXX, "-o", "app"}, func(t *testing.T, o *options) {
			assert.Equal(t, []input{{scale, inputCU}, {helperC, inputC}, {helperCXX, inputCXX}}, o.inputs)
		}},
		{[]string{"--version"}, func(t *testing.T, o *options) { assert.True(t, o.version) }},
		{[]string{"-ptx", scale}, func(t *testing.T, o *options) { assert.True(t, o.ptx) }},
		{[]string{"-cudart", "shared", scale}, func(t *testing.T, o *options) { assert.Equal(t, "shared", o.cudart) }},
		{[]string{"--cudart=none", scale}, func(t *testing.T, o *options) { assert.Equal(t, "static", o.cudart) }},
		{[]string{"-G", "--device-debug", scale}, func(t *testing.T, o *options) {
			assert.Len(t, o.warnings, 2)
			assert.Contains(t, o.warnings[0], "building with -lineinfo")
		}},
		{[]string{"-arch=sm_13", scale}, func(t *testing.T, o *options) {
			assert.Equal(t, "sm_35", o.arch)
			assert.Equal(t, []string{"sm_13 is older than any GPU mgpucc builds for: building for sm_35"}, o.warnings)
			assert.Empty(t, o.sass, "no machine code for a GPU mgpucc does not build for")
		}},
		{[]string{"-gencode", "arch=compute_20,code=sm_20", scale}, func(t *testing.T, o *options) { assert.Equal(t, "sm_35", o.arch) }},
		{[]string{"--gpu-code=sm_70", "--resource-usage", "--machine", "64", "--cuda", scale}, func(t *testing.T, o *options) {
			assert.True(t, o.cudaHost)
			assert.Len(t, o.inputs, 1)
		}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			o, err := parseArgs(tc.args)
			require.NoError(t, err)
			tc.check(t, o)
		})
	}
}

func TestParseArgsErrors(t *testing.T) {
	scale := testdata(t, "scale.cu")
	helperC := testdata(t, "helper.c")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-frobnicate", scale}, "unknown option '-frobnicate'"},
		{[]string{"--mgpu-frobnicate", scale}, "unknown option '--mgpu-frobnicate'"},
		{[]string{"-c=1", scale}, "unknown option '-c=1'"},
		{[]string{"-rdc=maybe", scale}, "option '-rdc=maybe': expected true or false"},
		{[]string{"-shared", scale}, "option '-shared' is not supported: mgpucc builds programs and objects, not shared libraries"},
		{[]string{scale, "-o"}, "option '-o' needs a value"},
		{[]string{"-O7", scale}, "expected a level from 0 to 3"},
		{[]string{"-arch=kepler", scale}, "expected sm_XX or compute_XX"},
		{[]string{"-code=sm_90,volta", scale}, "option '-code=sm_90,volta': expected sm_XX or compute_XX"},
		{[]string{"-x", "fortran", scale}, "expected cu, c or c++"},
		{nil, "no input files"},
		{[]string{"-c"}, "no input files"},
		{[]string{"nosuch.cu"}, "input file nosuch.cu: no such file or directory"},
		{[]string{repoRoot}, "is a folder"},
		{[]string{testdata(t, "scale.h")}, `unknown file type ".h"`},
		{[]string{"-c", "-o", "x.o", scale, helperC}, "-o cannot name one output for several inputs"},
		{[]string{"-cudart", "dynamic", scale}, "expected static, shared or none"},
		{[]string{"-ptx", "-c", scale}, "-ptx and -c or -ptx or -cuda ask for different outputs"},
		{[]string{"-cuda", "-ptx", scale}, "ask for different outputs"},
		{[]string{"--cuda", helperC}, "-cuda compiles .cu files only"},
		{[]string{"-ptx", scale, helperC}, "-ptx compiles .cu files only; " + helperC},
		{[]string{"-ptx", "-o", "x.ptx", scale, scale}, "-o cannot name one output for several inputs with -ptx"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			_, err := parseArgs(tc.args)
			require.ErrorContains(t, err, tc.want)
		})
	}
}

func TestUnknownOptionIsOneError(t *testing.T) {
	stdout, stderr, status := mgpucc(t, "-frobnicate", testdata(t, "scale.cu"))
	assert.Equal(t, 1, status)
	assert.Empty(t, stdout)
	assert.Equal(t, "mgpucc: error: unknown option '-frobnicate' (mgpucc --help lists the options)\n", stderr)
}

func TestHelpListsOptions(t *testing.T) {
	stdout, _, status := mgpucc(t, "--help")
	require.Equal(t, 0, status)
	for _, want := range []string{"-o, --output-file", "--mgpu-report", "--mgpu-no-partition", "-arch, --gpu-architecture", "MGPU_HOME"} {
		assert.Contains(t, stdout, want)
	}
}

func TestVersion(t *testing.T) {
	stdout, stderr, status := mgpucc(t, "--version")
	require.Equal(t, 0, status, stderr)
	assert.Contains(t, stdout, "mgpucc "+version)
	assert.Regexp(t, `(?m)^clang: \S*clang\S* \(.*version 14\.`, stdout)
	assert.Regexp(t, `(?m)^llc: \S*llc\S* \(.*version 14\.`, stdout)
}

// driverProcess runs the test binary as mgpucc in a fresh process.
func driverProcess(t *testing.T, dir string, env []string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "MGPUCC_TEST_AS_DRIVER=1", "MGPU_HOME="+testInstall(t)), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), errOut.String(), ee.ExitCode()
	}
	require.NoError(t, err)
	return out.String(), errOut.String(), 0
}

func TestMissingToolIsOneError(t *testing.T) {
	for _, tc := range []struct{ env, want string }{
		{"MGPU_CLANG=/nonexistent/clang-14", "MGPU_CLANG=/nonexistent/clang-14"},
		{"MGPU_CLANGXX=/nonexistent/clang++-14", "MGPU_CLANGXX=/nonexistent/clang++-14"},
		{"MGPU_LLC=/nonexistent/llc-14", "MGPU_LLC=/nonexistent/llc-14"},
		{"MGPU_OPT=/nonexistent/opt-14", "MGPU_OPT=/nonexistent/opt-14"},
		{"MGPU_OBJCOPY=/nonexistent/objcopy", "MGPU_OBJCOPY=/nonexistent/objcopy"},
	} {
		t.Run(tc.env, func(t *testing.T) {
			dir := t.TempDir()
			_, stderr, status := driverProcess(t, dir, []string{tc.env}, testdata(t, "scale.cu"), "-o", "app")
			assert.Equal(t, 1, status)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), stderr)
			assert.Contains(t, stderr, "mgpucc: error: "+tc.want)
			assertNoFiles(t, dir)
		})
	}
	t.Run("version", func(t *testing.T) {
		stdout, stderr, status := driverProcess(t, t.TempDir(), []string{"MGPU_LLC=/nonexistent/llc-14"}, "--version")
		assert.Equal(t, 1, status)
		assert.Contains(t, stdout, "mgpucc "+version)
		assert.Contains(t, stderr, "MGPU_LLC=/nonexistent/llc-14")
	})
}

func assertNoFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Empty(t, names, "files left behind in %s", dir)
}

func TestMissingInstall(t *testing.T) {
	t.Setenv("MGPU_HOME", t.TempDir())
	var out, errOut bytes.Buffer
	status := run([]string{"-c", testdata(t, "scale.cu")}, &out, &errOut)
	assert.Equal(t, 1, status)
	assert.Contains(t, errOut.String(), "cuda_runtime.h is missing from the mgpucc install")
	assert.Contains(t, errOut.String(), "MGPU_HOME")
}

func TestCompileObject(t *testing.T) {
	dir := t.TempDir()
	obj := filepath.Join(dir, "scale.o")
	_, stderr, status := mgpucc(t, "-c", "-O2", testdata(t, "scale.cu"), "-o", obj)
	require.Equal(t, 0, status, stderr)
	assert.Empty(t, stderr)
	data, err := os.ReadFile(obj)
	require.NoError(t, err)
	// The host object embeds the container (model, PTX, partitioned IR)
	// and the generated descriptors come along in the same object.
	c := containerIn(t, data)
	assert.Equal(t, "sm_70", c.Arch)
	assert.Empty(t, c.SASS, "machine code only for a GPU named")
	assert.Contains(t, string(c.PTX), ".entry _Z5scalePfi")
	assert.Contains(t, string(c.IR), "define dso_local void @_Z5scalePfi")
	m, err := model.Unmarshal(c.Model)
	require.NoError(t, err)
	require.Len(t, m.Kernels, 1)
	assert.Equal(t, "_Z5scalePfi", m.Kernels[0].Mangled)
	if m.Kernels[0].Split != model.SplitNone {
		assert.Contains(t, string(c.PTX), ".entry _Z5scalePfi__mgpu")
	}
	assert.True(t, bytes.Contains(data, []byte("__mgpuRegisterGeneratedKernel")), "no generated descriptors in the object")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "only the object is written")
}

// containerIn returns the container an object or executable embeds.
func containerIn(t *testing.T, data []byte) *model.Container {
	t.Helper()
	at := bytes.Index(data, model.ContainerMagic[:])
	require.GreaterOrEqual(t, at, 0, "no container in the object")
	n, err := model.ContainerLength(data[at:])
	require.NoError(t, err)
	c, err := model.DecodeContainer(data[at : at+n])
	require.NoError(t, err)
	return c
}

// TestNarrowingLikeNVCC: a braced initializer that narrows a value, and
// a register variable in C++17, compile in device and host code of a .cu
// file and in a .cpp file, as nvcc and g++ accept them (clang refuses
// both by default); __NVCC__ is defined in each, as nvcc defines it.
func TestNarrowingLikeNVCC(t *testing.T) {
	dir := t.TempDir()
	for _, src := range []string{"narrowing.cu", "narrowing.cpp"} {
		_, stderr, status := mgpucc(t, "-c", "-O2", "-std=c++17", testdata(t, src), "-o", filepath.Join(dir, src+".o"))
		require.Equal(t, 0, status, "%s: %s", src, stderr)
	}
}

func TestCompileObjectDefaultName(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	_, stderr, status := mgpucc(t, "-c", "-std=c++17", "-DUNUSED=1", testdata(t, "scale.cu"), testdata(t, "helper.cpp"), testdata(t, "helper.c"))
	require.Equal(t, 0, status, stderr)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	// helper.c and helper.cpp both make helper.o, as with nvcc and gcc.
	assert.ElementsMatch(t, []string{"scale.o", "helper.o"}, names)
}

var reportLineRE = regexp.MustCompile(`^(\S+):(\d+): kernel (.+): (split [xyz](?: if .+?)?(?: \(also valid: .+\))?|not split: .+)$`)

func TestReportAndModel(t *testing.T) {
	dir := t.TempDir()
	modelFile := filepath.Join(dir, "scale.json")
	stdout, stderr, status := mgpucc(t, "-c", "--mgpu-report", "--mgpu-model="+modelFile,
		testdata(t, "scale.cu"), "-o", filepath.Join(dir, "scale.o"))
	require.Equal(t, 0, status, stderr)
	m, err := model.Load(modelFile)
	require.NoError(t, err)
	require.Len(t, m.Kernels, 1)
	k := m.Kernels[0]
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	require.Len(t, lines, 1, stdout)
	g := reportLineRE.FindStringSubmatch(lines[0])
	require.NotNil(t, g, "report line %q", lines[0])
	assert.Equal(t, k.Position, g[1]+":"+g[2])
	assert.Equal(t, "scale.cu", filepath.Base(g[1]))
	assert.Contains(t, []string{"5", "6", "7", "8", "9"}, g[2], "a line of the kernel")
	assert.Equal(t, k.Name, g[3])
	if k.Split == model.SplitNone {
		assert.Equal(t, "not split: "+k.Reason, g[4])
	} else {
		assert.Equal(t, splitWords(&k), g[4])
	}
}

// TestSplitWords: the report names the split's requirements and every
// other valid dimension with its own, in the kernel's words.
func TestSplitWords(t *testing.T) {
	params := []model.Param{{Index: 0, Name: "out", Kind: "pointer"}, {Index: 1, Name: "n", Kind: "scalar", ScalarSlot: 0},
		{Index: 2, Name: "d", Kind: "other", Fields: []model.Field{{Offset: 4, Size: 4, ScalarSlot: 1}}}}
	for _, c := range []struct {
		name string
		k    model.Kernel
		want string
	}{
		{"alone", model.Kernel{Split: "x"}, "split x"},
		{"required", model.Kernel{Split: "y", SplitRequires: []string{"bdy <= 16", "bdx*gdx - p1 <= 0"}},
			"split y if blockDim.y <= 16 and blockDim.x*gridDim.x - n <= 0"},
		{"alternative", model.Kernel{Split: "y", Alternatives: []model.Alternative{{Split: "x"}}}, "split y (also valid: x)"},
		{"alternatives with requirements", model.Kernel{Split: "y", Alternatives: []model.Alternative{
			{Split: "z", SplitRequires: []string{"bdz % 32 == 0"}}, {Split: "x", SplitRequires: []string{"gdx - p2f4 <= 0", "-p1 <= -1"}}}},
			"split y (also valid: z if blockDim.z % 32 == 0, x if gridDim.x - d@4 <= 0 and -n <= -1)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.k.Params = params
			assert.Equal(t, c.want, splitWords(&c.k))
		})
	}
}

func TestNoPartition(t *testing.T) {
	dir := t.TempDir()
	obj := filepath.Join(dir, "scale.o")
	stdout, stderr, status := mgpucc(t, "-c", "--mgpu-report", "--mgpu-no-partition", testdata(t, "scale.cu"), "-o", obj)
	require.Equal(t, 0, status, stderr)
	assert.Regexp(t, `^\S*scale.cu:[5-9]: kernel scale\(float\*, int\): not split: --mgpu-no-partition\n$`, stdout)
	data, err := os.ReadFile(obj)
	require.NoError(t, err)
	assert.NotContains(t, string(data), "_Z5scalePfi__mgpu", "no partitioned clone")
}

func TestEmitHost(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	stdout, stderr, status := mgpucc(t, "--mgpu-emit-host", testdata(t, "scale.cu"))
	require.Equal(t, 0, status, stderr)
	assert.True(t, strings.HasPrefix(stdout, "#include \"mgpu.h\"\n"), stdout)
	assert.Contains(t, stdout, `#line 1 "`+testdata(t, "scale.cu")+`"`)
	assert.Contains(t, stdout, "__mgpuMalloc(&d")
	assert.NotContains(t, stdout, "<<<")
	assertNoFiles(t, dir)
}

func TestVerboseShowsCommands(t *testing.T) {
	dir := t.TempDir()
	_, stderr, status := mgpucc(t, "-v", "-c", testdata(t, "scale.cu"), "-o", filepath.Join(dir, "scale.o"))
	require.Equal(t, 0, status, stderr)
	for _, want := range []string{"--cuda-device-only", "-O3 -Xclang -disable-llvm-passes", "opt-14 -O3", "opt-14 -O1 -discard-value-names -S -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa -disable-loop-unrolling",
		"--cuda-host-only", "-fcuda-include-gpubinary", "[mgpucc] analyze", "[mgpucc] partition", "-mcpu=sm_70", "--update-section .nv_fatbin=", " -r "} {
		assert.Contains(t, stderr, want)
	}
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		assert.True(t, strings.HasPrefix(line, "#$ "), "not a command line: %q", line)
	}
}

func TestKeep(t *testing.T) {
	dir := t.TempDir()
	keep := filepath.Join(dir, "keep")
	_, stderr, status := mgpucc(t, "--keep", "--keep-dir", keep, "-c", testdata(t, "scale.cu"), "-o", filepath.Join(dir, "scale.o"))
	require.Equal(t, 0, status, stderr)
	for _, f := range []string{"scale.front.bc", "scale.device.ll", "scale.analysis.ll", "scale.mgpu.ll", "scale.ptx", "scale.container",
		"scale.enum.c", "scale.enum.o", "scale.host.cu", "scale.host.o"} {
		assert.FileExists(t, filepath.Join(keep, f))
	}
}

// A compile error is reported once, with the user's file and line, and
// leaves nothing behind.
func TestSyntaxError(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "app")
	_, stderr, status := mgpucc(t, testdata(t, "syntax.cu"), "-o", out)
	assert.Equal(t, 1, status)
	assert.Equal(t, 1, strings.Count(stderr, "syntax.cu:2:24: error: expected ';'"), stderr)
	assert.True(t, strings.HasSuffix(stderr, "mgpucc: error: device compile of "+testdata(t, "syntax.cu")+" failed\n"), stderr)
	assertNoFiles(t, dir)
}

func TestMissingHeader(t *testing.T) {
	dir := t.TempDir()
	_, stderr, status := mgpucc(t, "-c", testdata(t, "noheader.cu"), "-o", filepath.Join(dir, "x.o"))
	assert.Equal(t, 1, status)
	assert.Equal(t, 1, strings.Count(stderr, "noheader.cu:1:10: fatal error: 'does_not_exist.h' file not found"), stderr)
	assertNoFiles(t, dir)
}

// A missing header of one of NVIDIA's libraries says which library
// mgpucc does not provide, one of MPI where its headers are; another
// missing header gets no note.
func TestMissingLibraryHeader(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "blas.cu")
	require.NoError(t, os.WriteFile(src, []byte("#include <cublas_v2.h>\n__global__ void k(float *a) { a[threadIdx.x] = 1.0f; }\n"), 0o644))
	_, stderr, status := mgpucc(t, "-c", src, "-o", filepath.Join(dir, "x.o"))
	assert.Equal(t, 1, status)
	assert.Contains(t, stderr, "blas.cu:1:10: fatal error: 'cublas_v2.h' file not found")
	assert.Equal(t, 1, strings.Count(stderr, "mgpucc: note: cuBLAS is one of NVIDIA's libraries, which mgpucc does not provide"), stderr)
	_, stderr, _ = mgpucc(t, "-c", testdata(t, "noheader.cu"), "-o", filepath.Join(dir, "y.o"))
	assert.NotContains(t, stderr, "note:")
	// A header library is used where installed: the note says how.
	require.NoError(t, os.WriteFile(src, []byte("#include <thrust/not_a_header.h>\n"), 0o644))
	_, stderr, _ = mgpucc(t, "-c", src, "-o", filepath.Join(dir, "z.o"))
	assert.Contains(t, stderr, "mgpucc: note: Thrust is a library of headers that mgpucc uses where it is installed: install it (Debian: libthrust-dev)", stderr)
	// MPI's headers are the installation's: the note says where they are.
	require.NoError(t, os.WriteFile(src, []byte("#include <mpi.h>\n"), 0o644))
	_, stderr, _ = mgpucc(t, "-c", src, "-o", filepath.Join(dir, "m.o"))
	assert.Contains(t, stderr, "mgpucc: note: MPI's headers are the MPI installation's: pass its include folder with -I", stderr)
}

func TestUnsupportedCall(t *testing.T) {
	dir := t.TempDir()
	_, stderr, status := mgpucc(t, testdata(t, "unsupported.cu"), "-o", filepath.Join(dir, "app"))
	assert.Equal(t, 1, status)
	assert.Regexp(t, `unsupported.cu:4:3: error: .*cudaGraphCreate`, stderr)
	assertNoFiles(t, dir)
}

// A __managed__ variable (which clang-14 takes for a __device__ one) is
// one of the model's ManagedVars, which the runtime keeps coherent with
// the host's copy (testdata/e2e/managedvars.cu runs such a program).
func TestManagedVariableInTheModel(t *testing.T) {
	dir := t.TempDir()
	modelFile := filepath.Join(dir, "m.json")
	_, stderr, status := mgpucc(t, "-c", "--mgpu-model="+modelFile, testdata(t, "managedvar.cu"), "-o", filepath.Join(dir, "m.o"))
	require.Equal(t, 0, status, stderr)
	data, err := os.ReadFile(modelFile)
	require.NoError(t, err)
	m, err := model.Unmarshal(data)
	require.NoError(t, err)
	assert.Equal(t, []string{"result"}, m.ManagedVars)
}

func TestTextureReferenceIsAnError(t *testing.T) {
	dir := t.TempDir()
	_, stderr, status := mgpucc(t, testdata(t, "texref.cu"), "-o", filepath.Join(dir, "app"))
	assert.Equal(t, 1, status)
	assert.Regexp(t, `texref.cu:4:44: error: 'texture' is unavailable: texture references were removed in CUDA 12 .*use a texture object`, stderr)
	assertNoFiles(t, dir)
}

// A failing link leaves no output, not even a partial one.
func TestFailedLinkLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("MGPU_HOME", testInstall(t))
	home := os.Getenv("MGPU_HOME")
	// An empty runtime archive: the link must fail on the missing runtime.
	require.NoError(t, os.WriteFile(filepath.Join(home, "lib", "libmgpu.a"), []byte("!<arch>\n"), 0o644))
	var stdout, stderr bytes.Buffer
	status := run([]string{testdata(t, "scale.cu"), "-o", filepath.Join(dir, "app")}, &stdout, &stderr)
	assert.Equal(t, 1, status)
	assert.Regexp(t, `undefined (reference to|symbol) .__mgpu`, stderr.String(), "the runtime's symbols are missing")
	assert.True(t, strings.HasSuffix(stderr.String(), "mgpucc: error: link of "+filepath.Join(dir, "app")+" failed\n"), stderr.String())
	assertNoFiles(t, dir)
}

func TestFormatError(t *testing.T) {
	assert.Equal(t, "app.cu:12: error: analysis of app.cu: analyze: kernel k: bad access",
		formatError("analysis of app.cu: analyze: app.cu:12: kernel k: bad access"))
	assert.Equal(t, "mgpucc: error: no input files", formatError("no input files"))
}

func TestExplainUnsupported(t *testing.T) {
	diags := "app.cu:4:3: error: use of undeclared identifier '__mgpuMemcpy3DPeer'\n  __mgpuMemcpy3DPeer(&p);\n  ^\n1 error generated.\n"
	assert.Equal(t, diags+"mgpucc: note: cudaMemcpy3DPeer is not supported by the mgpucc runtime (README.md, Limitations)\n",
		explainUnsupported(diags))
	assert.Equal(t, "all good\n", explainUnsupported("all good\n"))
	wmma := "main.cu:33:10: fatal error: 'mma.h' file not found\n"
	assert.Equal(t, wmma+"mgpucc: note: the warp matrix functions of the tensor cores (mma.h's nvcuda::wmma) are not supported (README.md, Limitations)\n",
		explainUnsupported(wmma))
	// A .cpp file's calls are not renamed: the undeclared cudaXxx is
	// named, with what to use instead; a supported call's mismatched
	// arguments get no note.
	cpp := "main.cpp:81:21: error: use of undeclared identifier 'cudaMalloc3DArray'; did you mean 'cudaMalloc3D'?\n" +
		"main.cpp:90:3: error: no matching function for call to 'cudaMemcpy'\n"
	notes := strings.TrimPrefix(explainUnsupported(cpp), cpp)
	assert.Equal(t, 1, strings.Count(notes, "\n"), notes)
	assert.Contains(t, notes, "mgpucc: note: cudaMalloc3DArray is not supported by the mgpucc runtime: 3-D, layered and cubemap CUDA arrays are not supported")
	// A linker's undefined symbol in a file named cuda...: the symbol is
	// what the note is about (OpenMP's here), not the file.
	omp := "/usr/bin/ld: cudaOpenMP.host.cu:(.text+0x2d5): undefined reference to `omp_get_thread_num'\n" +
		"/usr/bin/ld: cudaOpenMP.host.cu:(.text+0x2dd): undefined reference to `omp_get_num_threads'\n"
	assert.Equal(t, "mgpucc: note: the program uses OpenMP: pass -Xcompiler -fopenmp to its compiles and its link, as nvcc needs\n",
		strings.TrimPrefix(explainUnsupported(omp), omp))
	undefined := "/usr/bin/ld: app.host.cu:(.text+0x2d5): undefined reference to `cudaMalloc3DArray'\n"
	assert.Contains(t, explainUnsupported(undefined), "mgpucc: note: cudaMalloc3DArray is not supported by the mgpucc runtime: 3-D")
	// Dynamic parallelism: one note for its errors.
	cdp := "qs.cu:114:9: error: no matching function for call to 'cudaStreamCreateWithFlags'\n" +
		"include/cuda_runtime_api.h:543:13: note: candidate function not viable: call to __host__ function from __global__ function\n" +
		"qs.cu:115:9: error: reference to __global__ function 'quicksort' in __global__ function\n"
	notes = strings.TrimPrefix(explainUnsupported(cdp), cdp)
	assert.Equal(t, "mgpucc: note: kernels that launch kernels or call the CUDA runtime (dynamic parallelism) are not supported: launch them from the host (README.md, Limitations)\n", notes)
}

func TestStagePanicIsAnError(t *testing.T) {
	err := safely(func() error { panic("index out of range") })
	require.ErrorContains(t, err, "internal error")
	require.ErrorContains(t, err, "index out of range")
	require.NoError(t, safely(func() error { return nil }))
}

// TestPTXOutput: -ptx writes NAME.ptx in the current folder (or -o's
// file) holding each kernel and its partitioned clone, and nothing else.
func TestPTXOutput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	_, stderr, status := mgpucc(t, "-ptx", "-arch=sm_80", testdata(t, "scale.cu"))
	require.Equal(t, 0, status, stderr)
	ptx, err := os.ReadFile(filepath.Join(dir, "scale.ptx"))
	require.NoError(t, err)
	assert.Contains(t, string(ptx), ".target sm_80")
	assert.Contains(t, string(ptx), ".entry _Z5scalePfi(")
	assert.Contains(t, string(ptx), ".entry _Z5scalePfi__mgpu(")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no object, no program")

	_, stderr, status = mgpucc(t, "-cuda", testdata(t, "scale.cu"))
	require.Equal(t, 0, status, stderr)
	host, err := os.ReadFile(filepath.Join(dir, "scale.cu.cpp.ii"))
	require.NoError(t, err)
	assert.Contains(t, string(host), "__mgpu_launch(")
}

// Device code that uses a __device__ function or variable another .cu
// file defines stops the compile at its use without -rdc, as ptxas stops
// nvcc's: built anyway, the program ran no kernel of the file (HeCBench's
// fresnel, whose Makefile builds with -dc). A kernel's dynamic shared
// memory (extern __shared__) is no such use.
func TestUnresolvedDeviceSymbols(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "uses.cu")
	require.NoError(t, os.WriteFile(src, []byte(`extern __device__ double twice(double x);
extern __device__ int offset;
__global__ void k(double *p) {
  extern __shared__ double staged[];
  staged[threadIdx.x] = twice(threadIdx.x);
  __syncthreads();
  p[threadIdx.x] = staged[threadIdx.x] + offset;
}
`), 0o644))
	other := filepath.Join(dir, "defines.cu")
	require.NoError(t, os.WriteFile(other, []byte("__device__ double twice(double x) { return 2 * x; }\n__device__ int offset = 1;\n"), 0o644))
	_, stderr, status := mgpucc(t, src, other, "-o", filepath.Join(dir, "app"))
	assert.Equal(t, 1, status)
	assert.Contains(t, stderr, "uses.cu:5: error: the __device__ function twice(double) is used but not defined in this file: define it in this file or in a header the file includes, or compile the program's .cu files with -rdc=true (or -dc) so that their device code is linked", stderr)
	assert.Contains(t, stderr, "uses.cu:7: error: the __device__ variable offset is used but not defined in this file", stderr)
	assert.NotContains(t, stderr, "staged")
	_, err := os.Stat(filepath.Join(dir, "app"))
	assert.True(t, os.IsNotExist(err), "no program")
}

// With relocatable device code (-dc), a file's object carries its device
// bitcode and a container that says so; the link joins the files' code,
// where a __device__ function no file defines is an error, and so are two
// files' writable static __device__ variables of one name, which each
// file's host code would reach by name. -dlink takes objects only.
func TestRelocatableDeviceCodeErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	counted := func(kernel string) string {
		return "static __device__ int counter;\n__global__ void " + kernel + "(int *out) { out[threadIdx.x] = ++counter; }\n"
	}
	a, b := write("a.cu", counted("count_a")), write("b.cu", counted("count_b"))
	uses := write("uses.cu", "__device__ double twice(double x);\n__global__ void k(double *p) { p[threadIdx.x] = twice(threadIdx.x); }\nint main() { return 0; }\n")
	for _, src := range []string{a, b, uses} {
		_, stderr, status := mgpucc(t, "-dc", src, "-o", strings.TrimSuffix(src, ".cu")+".o")
		require.Equal(t, 0, status, "%s: %s", src, stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "a.o"))
	require.NoError(t, err)
	assert.Equal(t, model.LinkRelocatable, containerIn(t, data).Link)
	entries, err := relocatableCode(filepath.Join(dir, "a.o"))
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.True(t, bytes.HasPrefix(entries[0].bitcode, []byte("BC\xc0\xde")), "LLVM bitcode")

	_, stderr, status := mgpucc(t, filepath.Join(dir, "uses.o"), "-o", filepath.Join(dir, "app"))
	assert.Equal(t, 1, status)
	assert.Contains(t, stderr, "uses.cu:2: error: the __device__ function twice(double) is used but no file of the program defines it", stderr)

	// Device code of another mgpucc's format (or damaged) is refused.
	garbage := write("garbage.bin", "MGPURDC\x00 of an older format")
	out, err := exec.Command("objcopy", "--update-section", ".mgpu_rdc="+garbage, filepath.Join(dir, "uses.o"), filepath.Join(dir, "old.o")).CombinedOutput()
	require.NoError(t, err, "%s", out)
	_, stderr, status = mgpucc(t, filepath.Join(dir, "old.o"), "-o", filepath.Join(dir, "app"))
	assert.Equal(t, 1, status)
	assert.Contains(t, stderr, "old.o: its device code (section .mgpu_rdc) is damaged or of another mgpucc: compile it again with this mgpucc -dc", stderr)

	_, stderr, status = mgpucc(t, filepath.Join(dir, "a.o"), filepath.Join(dir, "b.o"), "-dlink", "-o", filepath.Join(dir, "dlink.o"))
	assert.Equal(t, 1, status)
	assert.Contains(t, stderr, "mgpucc: error: the static __device__ variable counter is defined in a.o and b.o", stderr)

	for args, want := range map[string]string{
		"-dlink " + a:           "-dlink links objects; " + a + " is not one: compile it with -dc first",
		"-dlink -c " + a:        "-dlink and -c or -ptx or -cuda ask for different outputs",
		"-rdc=maybe -c " + uses: "option '-rdc=maybe': expected true or false",
	} {
		_, stderr, status := mgpucc(t, strings.Fields(args)...)
		assert.Equal(t, 1, status, args)
		assert.Contains(t, stderr, want, args)
	}
}

// A device link without -arch compiles for the architecture the files
// were compiled for (their code may need it), not mgpucc's default.
func TestRelocatableDeviceCodeArch(t *testing.T) {
	dir := t.TempDir()
	objs := []string{}
	for i, arch := range []string{"sm_80", "sm_80"} {
		src := filepath.Join(dir, fmt.Sprintf("k%d.cu", i))
		require.NoError(t, os.WriteFile(src, []byte(fmt.Sprintf("__global__ void k%d(float *p) { p[threadIdx.x] *= 2; }\n", i)), 0o644))
		obj := strings.TrimSuffix(src, ".cu") + ".o"
		_, stderr, status := mgpucc(t, "-dc", "-arch="+arch, src, "-o", obj)
		require.Equal(t, 0, status, stderr)
		objs = append(objs, obj)
	}
	dlink := filepath.Join(dir, "dlink.o")
	_, stderr, status := mgpucc(t, append([]string{"-dlink", "-o", dlink}, objs...)...)
	require.Equal(t, 0, status, stderr)
	data, err := os.ReadFile(dlink)
	require.NoError(t, err)
	c := containerIn(t, data)
	assert.Equal(t, model.LinkLinked, c.Link)
	assert.Equal(t, "sm_80", c.Arch)
	assert.Contains(t, string(c.PTX), ".target sm_80")
}
