package include

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
)

// Tests of cuComplex.h, cooperative_groups.h (+ cooperative_groups/reduce.h)
// and cuda_fp16.h. Each has a program in testdata/ that runs its kernels on
// the simulator and checks every result exactly against the same header
// functions on the host and a reference written in the program; it prints
// "ok" when everything matched.

// builtMgpucc is the tree's bin/mgpucc (./build.sh builds it with
// lib/libmgpu.a); the tests fail when it is not built.
func builtMgpucc(t *testing.T) (exe, home string) {
	t.Helper()
	home, err := filepath.Abs("..")
	require.NoError(t, err)
	exe = filepath.Join(home, "bin", "mgpucc")
	for _, f := range []string{exe, filepath.Join(home, "lib", "libmgpu.a")} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("%s is missing: run ./build.sh first (./build.sh test does)", f)
		}
	}
	return exe, home
}

// buildProgram compiles src with mgpucc -O2 (and flags) against this
// tree's headers and returns the executable and mgpucc's standard output.
func buildProgram(t *testing.T, src string, flags ...string) (string, string) {
	t.Helper()
	mgpucc, home := builtMgpucc(t)
	exe := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".cu"))
	args := append(append([]string{"-O2"}, flags...), src, "-o", exe)
	cmd := exec.Command(mgpucc, args...)
	cmd.Env = append(os.Environ(), "MGPU_HOME="+home)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), "mgpucc %s\n%s", strings.Join(args, " "), stderr.String())
	return exe, stdout.String()
}

// runOnSim runs a test program on n simulated GPUs and requires it to end
// with "ok".
func runOnSim(t *testing.T, exe string, n string) string {
	t.Helper()
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", "MGPU_DEVICES="+n)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s on %s simulated GPUs:\n%s", filepath.Base(exe), n, out)
	require.True(t, strings.HasSuffix(string(out), "ok\n"), "%s on %s simulated GPUs:\n%s", filepath.Base(exe), n, out)
	return string(out)
}

// cuComplex.h: every function on the device gives the host's bits, within
// its error bound of a long double reference (cuCabsf, cuCabs: half an
// ulp), and the scaled division and modulus neither overflow nor underflow.
// The header also compiles as plain C.
func TestCuComplex(t *testing.T) {
	exe, _ := buildProgram(t, filepath.Join("testdata", "cucomplex.cu"))
	t.Log(runOnSim(t, exe, "1"))

	src := filepath.Join(t.TempDir(), "c.c")
	require.NoError(t, os.WriteFile(src, []byte(`#include <cuComplex.h>
int main(void) {
  cuDoubleComplex z = cuCdiv(make_cuDoubleComplex(3e307, 4e307), make_cuDoubleComplex(1, 1));
  return cuCabs(z) > 0 && cuCabsf(make_cuComplex(3, 4)) == 5.0f ? 0 : 1;
}
`), 0o644))
	bin := filepath.Join(t.TempDir(), "c")
	_, _, err := toolchain.Run(toolchain.Clang, "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror",
		"-isystem", toolchain.IncludeDir(), src, "-o", bin, "-lm")
	require.NoError(t, err)
	require.NoError(t, exec.Command(bin).Run())
}

// cooperative_groups.h: the CUDA samples' reductions (simpleCooperativeGroups'
// thread_group reduction, reduce6 with a thread_block_tile<32>), a tiled
// warp reduction with cg::reduce, every tile query and collective for
// tiles of 32, 8 and 4 (nested and alone in a branch), coalesced groups
// (coalesced_threads, binary_partition, labeled_partition, tiles of them),
// and thread_block/grid_group queries, on 1 and 3 simulated GPUs; a kernel
// using this_grid() is split across GPUs and keeps the whole grid's ranks.
func TestCooperativeGroups(t *testing.T) {
	exe, report := buildProgram(t, filepath.Join("testdata", "cg.cu"), "--mgpu-report")
	require.Contains(t, report, "kernel gridRanks(long long*): split x")
	for _, n := range []string{"1", "3"} {
		runOnSim(t, exe, n)
	}
}

// grid_group::sync() and cg::sync(grid) are compile errors that say why;
// this_grid() for ranks and sizes compiles.
func TestGridSyncIsCompileError(t *testing.T) {
	const head = "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
	for name, body := range map[string]string{
		"member": "__global__ void k(int *o) { cg::grid_group g = cg::this_grid(); o[g.thread_rank()] = 1; g.sync(); }\n",
		"free":   "__global__ void k(int *o) { auto g = cg::this_grid(); o[g.thread_rank()] = 1; cg::sync(g); }\n",
	} {
		src := filepath.Join(t.TempDir(), name+".cu")
		require.NoError(t, os.WriteFile(src, []byte(head+body), 0o644))
		_, err := toolchain.CompileDeviceIR(src, "", "-O2")
		require.Error(t, err, name)
		require.Contains(t, err.Error(), "grid-wide synchronization is not supported by mgpucc", name)
	}
	src := filepath.Join(t.TempDir(), "ranks.cu")
	require.NoError(t, os.WriteFile(src, []byte(head+
		"__global__ void k(long long *o) { auto g = cg::this_grid(); o[g.thread_rank()] = g.size() + g.num_blocks() + g.block_rank(); }\n"), 0o644))
	_, err := toolchain.CompileDeviceIR(src, "", "-O2")
	require.NoError(t, err)
}

// cuda_fp16.h: all 65536 halves to float and back (identity; signaling
// NaNs come back quiet), every half through the functions (hsqrt, hexp,
// hlog, hsin, hrint, ...) and the integer conversions, 850000 floats in
// the four roundings (random bit patterns, the half range, every midpoint
// between neighbouring halves and the floats next to it), 300000 doubles
// (near midpoints, where rounding through float would round twice),
// integers, and 300000 operand triples through +, -, *, /, fma, max/min,
// the __half2 forms and the 12 comparisons: the device, the host build of
// the header and a reference written from the IEEE 754 definition agree
// bit for bit (and the reference with the host CPU's F16C conversions).
// Also the __half/__half2 shuffles and atomicAdd, and the header in
// plain C++.
func TestCudaFP16(t *testing.T) {
	testHalfHeader(t, "fp16.cu", `#include <cuda_fp16.h>
int main() {
  __half a = 1.5f, b = 2;
  half2 h = __floats2half2_rn(0.5f, 3.0f);
  return (float)(a * b) == 3.0f && __high2float(__hmul2(h, h)) == 9.0f && hexp(CUDART_ZERO_FP16) == CUDART_ONE_FP16 ? 0 : 1;
}
`)
}

// testHalfHeader runs the test program prog on the simulator and builds
// and runs plainCXX, which must exit 0, with the host's C++ compiler.
func testHalfHeader(t *testing.T, prog, plainCXX string) {
	exe, _ := buildProgram(t, filepath.Join("testdata", prog))
	t.Log(runOnSim(t, exe, "1"))

	src := filepath.Join(t.TempDir(), "plain.cpp")
	require.NoError(t, os.WriteFile(src, []byte(plainCXX), 0o644))
	bin := filepath.Join(t.TempDir(), "plain")
	_, _, err := toolchain.Run(toolchain.ClangXX, "-std=c++17", "-Wall", "-Werror", "-isystem", toolchain.IncludeDir(), src, "-o", bin)
	require.NoError(t, err)
	require.NoError(t, exec.Command(bin).Run())
}

// cuda_bf16.h: every bfloat16 and the floats beside its midpoints, 100000
// random floats in the four roundings, doubles on and beside midpoints,
// integers near powers of two (where rounding through double would round
// twice) and 200000 operand triples through +, -, *, /, fma, max/min, the
// __nv_bfloat162 forms, comparisons, hsqrt, hexp and the conversion to int:
// the device, the host build of the header and a reference written from
// bfloat16's definition agree bit for bit. Also the shuffles and atomicAdd,
// and the header in plain C++.
func TestCudaBF16(t *testing.T) {
	testHalfHeader(t, "bf16.cu", `#include <cuda_bf16.h>
int main() {
  __nv_bfloat16 a = 1.5f, b = 2;
  nv_bfloat162 h = __floats2bfloat162_rn(0.5f, 3.0f);
  __half x = 2.5f; // cuda_fp16.h's too
  return (float)(a * b) == 3.0f && __high2float(__hmul2(h, h)) == 9.0f && hexp(CUDART_ZERO_BF16) == CUDART_ONE_BF16 &&
         __half2float(x * x) == 6.25f ? 0 : 1;
}
`)
}

// The five test programs and testdata/newheaders_api.cu (the rest of the
// new headers' API) compile in the device pass at -O0 and -O3 to IR that
// calls only the intrinsics of INTRINSICS.md (no half type, no libm, no
// memcmp), and in the host pass.
func TestNewHeadersDeviceIR(t *testing.T) {
	srcs := []string{"cucomplex.cu", "cg.cu", "fp16.cu", "bf16.cu", "fp8.cu", "newheaders_api.cu"}
	opts := []string{"-O0", "-O3"}
	type job struct{ src, opt string }
	var jobs []job
	for _, s := range srcs {
		for _, o := range opts {
			jobs = append(jobs, job{s, o})
		}
	}
	irs, errs := make([]string, len(jobs)), make([]error, len(jobs))
	var wg sync.WaitGroup
	slots := make(chan struct{}, 2) // two cores
	for i, j := range jobs {
		wg.Add(1)
		go func(i int, j job) {
			defer wg.Done()
			slots <- struct{}{}
			// -include cuda_runtime.h as the driver does
			irs[i], errs[i] = toolchain.CompileDeviceIR(filepath.Join("testdata", j.src), "", j.opt, "-include", "cuda_runtime.h")
			<-slots
		}(i, j)
	}
	wg.Wait()
	for i, j := range jobs {
		require.NoError(t, errs[i], "%s %s", j.src, j.opt)
		for _, fn := range declaredFunctions(irs[i]) {
			require.True(t, intrinsicAllowed(fn), "%s %s: device IR calls %s", j.src, j.opt, fn)
		}
		require.NotContains(t, irs[i], " half ", "%s %s: the IR uses LLVM's half type", j.src, j.opt)
	}
	for _, s := range srcs {
		require.NoError(t, compileHost(t, filepath.Join("testdata", s), "-include", "cuda_runtime.h"), s)
	}
}

// TestDeviceMemcpy: memcpy and memset in device code copy and clear what
// the host's do, on one simulated GPU and split over three.
func TestDeviceMemcpy(t *testing.T) {
	exe, _ := buildProgram(t, filepath.Join("testdata", "devmem.cu"))
	for _, n := range []string{"1", "3"} {
		runOnSim(t, exe, n)
	}
}

// __match_any_sync and __match_all_sync (HeCBench's match-based programs):
// every value type, equal and unequal lanes, floats by their bits, and a
// mask of the even lanes, against the definition on the host.
func TestWarpMatch(t *testing.T) {
	exe, _ := buildProgram(t, filepath.Join("testdata", "match.cu"))
	for _, n := range []string{"1", "3"} {
		runOnSim(t, exe, n)
	}
}

// The cache hints blocks talk through (__ldcg, __ldcv, __stcg, __stwt) are
// volatile accesses of the whole value, as nvcc's ld/st.global.cg: a poll
// of a 16-byte status word loads all of it in the loop (a plain load was
// hoisted, or kept .x alone in the loop, and CUB's look-back read a
// status beside an older value), a float3 is three words, and __ldcv of a
// double2 compiles.
func TestCacheHintedAccesses(t *testing.T) {
	ir, err := toolchain.CompileDeviceIR(filepath.Join("testdata", "hints.cu"), "", "-O3", "-include", "cuda_runtime.h")
	require.NoError(t, err)
	body := func(kernel string) string {
		start := strings.Index(ir, "@"+kernel+"(")
		require.GreaterOrEqual(t, start, 0, "no kernel %s in\n%s", kernel, ir)
		return ir[start : start+strings.Index(ir[start:], "\n}\n")]
	}
	loads := regexp.MustCompile(`= load (volatile )?[^,]+`)
	poll := body("_Z4pollPK4int4PS_")
	require.Equal(t, [][]string{{"= load volatile <4 x i32>", "volatile "}}, loads.FindAllStringSubmatch(poll, -1), poll)
	require.True(t, loadInOwnLoop(poll), "the load is not in the loop's block:\n%s", poll)
	post := body("_Z4postP4int4PdP6float3")
	require.Contains(t, post, "store volatile <4 x i32>")
	require.Contains(t, post, "store volatile i64")
	require.Equal(t, 3, strings.Count(post, "store volatile i32"), post)
	require.Contains(t, body("_Z11fetch_againPK7double2PS_"), "load volatile <4 x i32>")
}

// loadInOwnLoop reports whether the block holding fn's load branches back
// to itself.
func loadInOwnLoop(fn string) bool {
	label := "%0"
	for _, line := range strings.Split(fn, "\n") {
		if n, _, ok := strings.Cut(line, ":"); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			label = "%" + n
		}
		if strings.Contains(line, "= load ") {
			for _, rest := range strings.Split(fn[strings.Index(fn, line):], "\n") {
				if strings.HasPrefix(strings.TrimSpace(rest), "br ") {
					return strings.Contains(rest, "label "+label+",") || strings.HasSuffix(rest, "label "+label)
				}
			}
		}
	}
	return false
}

// cuda_fp8.h: every code of both formats back to float and half, the
// midpoints between neighbours and the floats beside them, doubles beside
// midpoints (rounded once), special values and 100000 random floats, with
// and without saturation, from float, double, half and bfloat16, and the
// pair and quadruple types: the device, the host build of the header and
// a reference written from the formats' definitions agree bit for bit.
// Also the header in plain C++.
func TestCudaFP8(t *testing.T) {
	testHalfHeader(t, "fp8.cu", `#include <cuda_fp8.h>
int main() {
  __nv_fp8_e4m3 a(1000.0f), b(0.3f);
  __nv_fp8_e5m2 c(1e6);
  return (float)a == 448.0f && (float)b == 0.3125f && (float)c == 57344.0f &&
         __nv_cvt_float_to_fp8(1000.0f, __NV_NOSAT, __NV_E4M3) == 0x7f ? 0 : 1;
}
`)
}
