package include

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
)

// ptx64 enables the PTX 6.0+ builtins the warp functions need (INTRINSICS.md).
var ptx64 = []string{"-Xclang", "-target-feature", "-Xclang", "+ptx64"}

// hostPassFlags are the flags of clang's host-only CUDA pass with our headers.
func hostPassFlags() []string {
	return []string{"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
		"-Xclang", "-target-sdk-version=11.0", "-isystem", toolchain.IncludeDir()}
}

// compileHost runs the host pass on src and returns clang's error, if any.
func compileHost(t *testing.T, src string, extra ...string) error {
	args := append(hostPassFlags(), extra...)
	args = append(args, "-O2", "-c", src, "-o", filepath.Join(t.TempDir(), "host.o"))
	_, _, err := toolchain.Run(toolchain.ClangXX, args...)
	return err
}

// allowedIntrinsics is INTRINSICS.md as data: an intrinsic is allowed when
// its name is one of these, or one of these followed by type suffixes
// (.f32, .i64, .p0i32, ...).
var allowedIntrinsics = []string{
	"llvm.sqrt", "llvm.fabs", "llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.rint", "llvm.nearbyint",
	"llvm.round", "llvm.fma", "llvm.fmuladd", "llvm.minnum", "llvm.maxnum", "llvm.copysign",
	"llvm.ctpop", "llvm.ctlz", "llvm.cttz", "llvm.bitreverse", "llvm.bswap",
	"llvm.abs", "llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax", "llvm.fshl", "llvm.fshr",
	"llvm.memcpy", "llvm.memset", "llvm.memmove", "llvm.lifetime.start", "llvm.lifetime.end",
	"llvm.assume", "llvm.experimental.noalias.scope.decl",
	"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.tid.y", "llvm.nvvm.read.ptx.sreg.tid.z",
	"llvm.nvvm.read.ptx.sreg.ntid.x", "llvm.nvvm.read.ptx.sreg.ntid.y", "llvm.nvvm.read.ptx.sreg.ntid.z",
	"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z",
	"llvm.nvvm.read.ptx.sreg.nctaid.x", "llvm.nvvm.read.ptx.sreg.nctaid.y", "llvm.nvvm.read.ptx.sreg.nctaid.z",
	"llvm.nvvm.read.ptx.sreg.warpsize", "llvm.nvvm.read.ptx.sreg.laneid",
	"llvm.nvvm.read.ptx.sreg.clock", "llvm.nvvm.read.ptx.sreg.clock64",
	"llvm.nvvm.barrier0", "llvm.nvvm.barrier0.popc", "llvm.nvvm.barrier0.and", "llvm.nvvm.barrier0.or",
	"llvm.nvvm.bar.warp.sync", "llvm.nvvm.membar.cta", "llvm.nvvm.membar.gl", "llvm.nvvm.membar.sys",
	"llvm.nvvm.shfl.sync.idx", "llvm.nvvm.shfl.sync.up", "llvm.nvvm.shfl.sync.down", "llvm.nvvm.shfl.sync.bfly",
	"llvm.nvvm.vote.ballot.sync", "llvm.nvvm.vote.any.sync", "llvm.nvvm.vote.all.sync", "llvm.nvvm.vote.uni.sync",
	"llvm.nvvm.match.any.sync",
	"llvm.nvvm.atomic.load.inc.32", "llvm.nvvm.atomic.load.dec.32",
}

var (
	typeSuffix   = regexp.MustCompile(`^(\.(f32|f64|i\d+|p\d+(i\d+|f32|f64)?))+$`)
	declaredFunc = regexp.MustCompile(`(?m)^declare [^@]*@([A-Za-z0-9_.$]+)\(`)
)

func intrinsicAllowed(name string) bool {
	for _, base := range allowedIntrinsics {
		if name == base || strings.HasPrefix(name, base+".") && typeSuffix.MatchString(name[len(base):]) {
			return true
		}
	}
	return false
}

// declaredFunctions lists the functions device IR calls but does not define.
func declaredFunctions(ir string) []string {
	var names []string
	for _, m := range declaredFunc.FindAllStringSubmatch(ir, -1) {
		names = append(names, m[1])
	}
	sort.Strings(names)
	return names
}

func TestIntrinsicMatching(t *testing.T) {
	for _, ok := range []string{"llvm.sqrt.f32", "llvm.fma.f64", "llvm.nvvm.atomic.load.inc.32.p0i32",
		"llvm.nvvm.shfl.sync.idx.f32", "llvm.memset.p0i8.i64", "llvm.nvvm.barrier0", "llvm.nvvm.read.ptx.sreg.tid.x"} {
		require.True(t, intrinsicAllowed(ok), ok)
	}
	for _, bad := range []string{"llvm.sin.f32", "llvm.exp.f64", "llvm.pow.f32", "llvm.nvvm.ldg.global.f.f32",
		"llvm.nvvm.barrier0.foo", "__nv_sinf", "llvm.nvvm.read.ptx.sreg.tid.w", "sinf"} {
		require.False(t, intrinsicAllowed(bad), bad)
	}
}

// Every intrinsic the test allows is named in INTRINSICS.md, the list the
// simulator implements.
func TestIntrinsicsDocumented(t *testing.T) {
	doc, err := os.ReadFile("INTRINSICS.md")
	require.NoError(t, err)
	for _, base := range allowedIntrinsics {
		require.True(t, strings.Contains(string(doc), "`"+base), "INTRINSICS.md does not list %s", base)
	}
}

// The program using every facility of the headers compiles in the device
// pass at every optimisation level, calls no function it does not define
// except the listed intrinsics, and compiles in the host pass.
func TestDeviceIRUsesOnlyListedIntrinsics(t *testing.T) {
	src := filepath.Join("testdata", "facilities.cu")
	seen := map[string]bool{}
	// the four levels two at a time (the machine has two cores)
	opts := []string{"-O0", "-O1", "-O2", "-O3"}
	irs, errs := make([]string, len(opts)), make([]error, len(opts))
	var wg sync.WaitGroup
	slots := make(chan struct{}, 2)
	for i, opt := range opts {
		wg.Add(1)
		go func(i int, opt string) {
			defer wg.Done()
			slots <- struct{}{}
			irs[i], errs[i] = toolchain.CompileDeviceIR(src, "", append([]string{opt, "-DWARP"}, ptx64...)...)
			<-slots
		}(i, opt)
	}
	wg.Wait()
	for i, opt := range opts {
		require.NoError(t, errs[i], opt)
		for _, name := range declaredFunctions(irs[i]) {
			require.True(t, intrinsicAllowed(name), "%s: device IR calls %s, which is not in INTRINSICS.md", opt, name)
			seen[name] = true
		}
	}
	// the check is not vacuous: the program reaches the intrinsic families
	for _, want := range []string{"llvm.sqrt.f64", "llvm.fma.f64", "llvm.nvvm.barrier0.popc",
		"llvm.nvvm.atomic.load.inc.32.p0i32", "llvm.nvvm.shfl.sync.bfly.f32", "llvm.nvvm.vote.ballot.sync", "llvm.nvvm.match.any.sync.i32",
		"llvm.nvvm.membar.sys", "llvm.bitreverse.i32", "llvm.nvvm.read.ptx.sreg.clock64"} {
		require.True(t, seen[want], "facilities.cu no longer reaches %s", want)
	}
	require.NoError(t, compileHost(t, src, "-DWARP"))
}

// With the device pass's own flags (no PTX 6.0 feature unless
// toolchain.DeviceFlags adds it) everything but the warp functions compiles.
func TestFacilitiesWithDefaultFlags(t *testing.T) {
	_, err := toolchain.CompileDeviceIR(filepath.Join("testdata", "facilities.cu"), "", "-O2")
	require.NoError(t, err)
}

// With cuda_runtime.h included first, as nvcc and mgpucc do
// (-include cuda_runtime.h), the headers work whichever way a program orders
// its own includes, and host code keeps the host's libm. (clang's
// cuda_wrappers for <algorithm>, <new> and <complex> need __host__ defined
// before them.)
func TestIncludeOrders(t *testing.T) {
	kernel := `
__global__ void k(float *f, double *d) {
  f[0] = sinf(f[1]) + sin(f[2]) + std::sin(f[3]) + expf(f[4]) + pow(f[5], 2.0f) + std::sqrt(f[6]) + (isnan(f[7]) ? 1.f : 0.f);
  d[0] = sin(d[1]) + std::exp(d[2]) + pow(d[3], d[4]) + std::erfc(d[5]) + (std::isinf(d[8]) ? 1.0 : 0.0) + abs(d[9]);
  f[9] = max(f[1], f[2]) + std::min(f[3], f[4]) + abs(f[5]);
  f[8] = lgamma(f[1]) + std::tgamma(f[2]) + logb(f[3]) + std::nextafter(f[4], 0.0f) + lrint(f[5]) + erfinvf(f[6]) + sinpi(f[7]);
  d[7] = lgamma(d[1]) + std::tgamma(d[2]) + std::ilogb(d[3]) + nextafter(d[4], 0.0) + jn(2, d[5]) + normcdf(d[6]) + std::nan("");
}
int main() { return (int)(sin(1.0) + sinf(2.0f) + std::abs(-3) + std::max(1, 2)); }
`
	orders := map[string]string{
		"std-first":   "#include <cmath>\n#include <math.h>\n#include <cstdlib>\n#include <algorithm>\n#include <cuda_runtime.h>\n",
		"cuda-first":  "#include <cuda_runtime.h>\n#include <cmath>\n#include <math.h>\n#include <algorithm>\n",
		"c-math-only": "#include <math.h>\n#include <cuda_runtime.h>\n#include <stdlib.h>\n#include <algorithm>\n",
	}
	for name, head := range orders {
		t.Run(name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), name+".cu")
			require.NoError(t, os.WriteFile(src, []byte(head+kernel), 0o644))
			ir, err := toolchain.CompileDeviceIR(src, "", "-O2", "-include", "cuda_runtime.h")
			require.NoError(t, err)
			for _, fn := range declaredFunctions(ir) {
				require.True(t, intrinsicAllowed(fn), "device IR calls %s", fn)
			}
			require.NoError(t, compileHost(t, src, "-include", "cuda_runtime.h"))
		})
	}
}

// Like nvcc's, cuda_runtime.h alone declares the C library functions CUDA
// programs commonly call without including their headers.
func TestCudaRuntimeAloneLikeNvcc(t *testing.T) {
	src := sourceFile(t, "alone.cu", `#include <cuda_runtime.h>
__global__ void k(float *a) { a[threadIdx.x] = sqrtf(a[threadIdx.x]) + powf(a[0], 2.0f); }
int main() {
  float *h = (float *)malloc(16);
  memset(h, 0, 16);
  printf("%g %ld\n", sqrt(2.0) + h[0], (long)time(0));
  free(h);
  return 0;
}
`)
	_, err := toolchain.CompileDeviceIR(src, "", "-O2")
	require.NoError(t, err)
	require.NoError(t, compileHost(t, src))
}

// Code mgpucc does not rewrite (headers, .cpp files) calls CUDA's C++
// overloads of the runtime API, which cuda_runtime.h declares over the C
// functions the runtime library provides.
func TestRuntimeOverloads(t *testing.T) {
	src := sourceFile(t, "overloads.cu", `#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
__device__ float samples[16];
__global__ void k(float *a) { a[threadIdx.x] = samples[threadIdx.x]; }
struct PerThread {
  size_t operator()(int blockSize) const { return blockSize * 4; }
};
int main() {
  cudaFuncAttributes fa;
  int blocks, grid, block;
  float *p;
  size_t size = 0;
  cudaStream_t s = 0;
  cudaProfilerStart();
  cudaFuncGetAttributes(&fa, k);
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 << 10);
  cudaFuncSetSharedMemConfig(k, cudaSharedMemBankSizeFourByte);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 128, 0);
  cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&blocks, k, 128, 0, cudaOccupancyDefault);
  cudaOccupancyMaxPotentialBlockSize(&grid, &block, k);
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, k, PerThread());
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, k, [&](int b) { return b * size; }, 256);
  cudaGetSymbolAddress((void **)&p, samples);
  cudaGetSymbolSize(&size, samples);
  cudaMallocAsync(&p, 64, s);
  cudaProfilerStop();
  return fa.numRegs + blocks + grid + block;
}
`)
	require.NoError(t, compileHost(t, src, "-Wall", "-Werror"))
}

// The three examples compile in both passes with the headers alone.
func TestExamplesCompile(t *testing.T) {
	for _, ex := range []string{"hotspot", "nbody", "matmul"} {
		t.Run(ex, func(t *testing.T) {
			src := filepath.Join("..", "examples", ex, ex+".cu")
			ir, err := toolchain.CompileDeviceIR(src, "", "-O2")
			require.NoError(t, err)
			for _, fn := range declaredFunctions(ir) {
				require.True(t, intrinsicAllowed(fn), "device IR calls %s", fn)
			}
			require.NoError(t, compileHost(t, src, "-Wall", "-Werror"))
		})
	}
}

// mathBound is the largest error in ulps each measured function may show
// (README.md has the table). Single-precision functions round the double
// result once: correctly rounded on every sample.
var mathBound = map[string]float64{
	"exp": 1, "exp2": 1, "exp10": 1, "expm1": 1, "expm1_small": 1,
	"log": 1, "log_near1": 1, "log2": 1, "log10": 1, "log1p": 1, "log1p_small": 1,
	"sin": 1, "sin_huge": 1, "cos": 1, "cos_huge": 1, "tan": 1, "tan_huge": 1,
	"asin": 1, "acos": 1, "atan": 1, "atan_unit": 1, "atan2": 1,
	"sinh": 1, "sinh_small": 1, "cosh": 1, "tanh": 1.5,
	"asinh": 1, "acosh": 1, "acosh_small": 1, "atanh": 1,
	"erf": 1.5, "erfc": 2.5, "cbrt": 1, "rsqrt": 1, "hypot": 1,
	"pow": 1, "pow_near1": 1, "pow_negx": 1, "fmod": 0, "remainder": 0,
	"frexp": 0, "modf": 0, "ldexp": 0, "frexpf": 0, "modff": 0, "ldexpf": 0,
	// CUDA's extensions. lgamma_neg, lgamma_negzero and the Bessel functions
	// count ulps of max(|f(x)|, floor): 2^-8 for lgamma on x < 0, the
	// envelope sqrt(2/(pi x)) beyond a Bessel function's first zero (an
	// absolute error near the zeros; accuracy.cc has the details).
	"sinpi": 1, "sinpi_huge": 1, "cospi": 1, "cospi_huge": 1, "sincospi": 0,
	"rcbrt": 1, "rhypot": 1, "rhypot_unit": 1, "norm3d": 1, "norm3d_unit": 1, "rnorm3d": 1, "norm4d": 1, "rnorm4d": 1,
	"lgamma": 1, "lgamma_small": 1, "lgamma_neg": 1, "lgamma_negzero": 1, "tgamma": 1, "tgamma_neg": 1,
	"erfcx": 1, "erfcx_huge": 1, "erfinv": 1, "erfinv_tail": 1, "erfcinv": 1, "normcdf": 1, "normcdfinv": 1,
	"j0": 1, "j0_huge": 1, "j1": 1, "y0": 1, "y1": 1, "y1_huge": 1,
	"jn_2": 1, "jn_5": 1, "jn_20": 1, "jn_100": 1, "yn_2": 1, "yn_5": 1, "yn_20": 1, "yn_100": 1,
	"cyl_bessel_i0": 1, "cyl_bessel_i1": 1,
	"remquo": 0, "remquof": 0, "nextafter": 0, "nextafterf": 0, "ilogb": 0, "scalbln": 0, "nan": 0,
	// directed rounding (__dadd_rd & co, conversions): bit for bit the host
	// FPU's result under fesetround
	"dadd_dir": 0, "dsub_dir": 0, "dmul_dir": 0, "ddiv_dir": 0, "drcp_dir": 0, "dsqrt_dir": 0, "fma_dir": 0,
	"fadd_dir": 0, "fsub_dir": 0, "fmul_dir": 0, "fdiv_dir": 0, "frcp_dir": 0, "fsqrt_dir": 0, "fmaf_dir": 0,
	"cvt_float_dir": 0, "cvt_double_dir": 0, "cvt_int_dir": 0,
}

var mathBoundFloat = []string{"expf", "exp2f", "exp10f", "expm1f", "logf", "log2f", "log10f", "log1pf",
	"sinf", "cosf", "tanf", "asinf", "acosf", "atanf", "sinhf", "coshf", "tanhf", "asinhf", "acoshf", "atanhf",
	"erff", "erfcf", "cbrtf", "rsqrtf", "powf", "atan2f", "hypotf", "fmodf", "remainderf",
	"sinpif", "cospif", "rcbrtf", "norm3df", "rnorm4df", "lgammaf", "tgammaf", "erfcxf", "erfinvf", "erfcinvf",
	"normcdff", "normcdfinvf", "j0f", "j1f", "y0f", "y1f", "jnf_5", "ynf_5", "cyl_bessel_i0f", "cyl_bessel_i1f"}

const floatBound = 0.501

// The math functions of __mgpu_math.h, compiled for the host from the same
// source the device uses, against the host libm (long double references for
// double functions): worst error over edge cases and 50000 samples per
// function, built without contraction and with -ffp-contract=fast and
// hardware fma (the functions turn contraction off in their bodies, so both
// must pass: the caller's setting does not leak in).
func TestMathAccuracy(t *testing.T) {
	bounds := map[string]float64{}
	for k, v := range mathBound {
		bounds[k] = v
	}
	for _, k := range mathBoundFloat {
		bounds[k] = floatBound
	}
	modes := map[string][]string{
		"no-contraction": {"-ffp-contract=off"},
		"fma":            {"-ffp-contract=fast", "-march=native"},
	}
	for mode, flags := range modes {
		flags := flags
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			bin := filepath.Join(t.TempDir(), "accuracy")
			// MGPU_MATH_TEST_NO_FORCE_INLINE: the same results, a quarter of the compile time
			args := append([]string{"-O2", "-std=c++17", "-DMGPU_MATH_TEST_NO_FORCE_INLINE", "-I", ".",
				filepath.Join("testdata", "accuracy.cc"), "-o", bin}, flags...)
			_, _, err := toolchain.Run(toolchain.ClangXX, args...)
			require.NoError(t, err)
			out, err := exec.Command(bin, "50000").Output()
			require.NoError(t, err)
			seen := map[string]bool{}
			sc := bufio.NewScanner(strings.NewReader(string(out)))
			for sc.Scan() {
				f := strings.Fields(sc.Text())
				require.Len(t, f, 5, "bad line %q", sc.Text())
				name := f[0]
				bound, ok := bounds[name]
				require.True(t, ok, "accuracy.cc measured %s, which has no bound", name)
				ulp, err := strconv.ParseFloat(f[1], 64)
				require.NoError(t, err)
				require.Equal(t, "0", f[4], "%s: %s results differ from libm on NaN/inf/zero (first at x=%s y=%s)", name, f[4], f[2], f[3])
				require.LessOrEqual(t, ulp, bound, "%s: %.4f ulp at x=%s y=%s (bound %g)", name, ulp, f[2], f[3], bound)
				t.Logf("%-12s %.4f ulp", name, ulp)
				seen[name] = true
			}
			for name := range bounds {
				require.True(t, seen[name], "accuracy.cc did not measure %s", name)
			}
		})
	}
}

// The SIMD, DPX, dot-product and __fns intrinsics (__mgpu_simd.h, compiled
// for the host as the math is) agree with a lane-by-lane model of their
// documented semantics (testdata/simd.cc).
func TestSIMDIntrinsics(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "simd")
	_, _, err := toolchain.Run(toolchain.ClangXX, "-O1", "-std=c++17", "-I", ".", filepath.Join("testdata", "simd.cc"), "-o", bin)
	require.NoError(t, err)
	out, err := exec.Command(bin).Output()
	require.NoError(t, err)
	require.Equal(t, "ok\n", string(out))
}

// BenchmarkHeaderCompile times the device and host passes of a one-kernel
// program that includes cuda_runtime.h, the cost the headers add to every
// compile (report: ms per pass).
func BenchmarkHeaderCompile(b *testing.B) {
	src := filepath.Join(b.TempDir(), "k.cu")
	require.NoError(b, os.WriteFile(src, []byte(`#include <cuda_runtime.h>
__global__ void scale(float *a, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] = sinf(a[i]); }
int main() { float *a; cudaMalloc(&a, 4); scale<<<1, 1>>>(a, 1); return cudaDeviceSynchronize(); }
`), 0o644))
	b.Run("device", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, err := toolchain.CompileDeviceIR(src, "", "-O2")
			require.NoError(b, err)
		}
	})
	b.Run("host", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			require.NoError(b, compileHostB(b, src))
		}
	})
}

func compileHostB(b *testing.B, src string) error {
	args := append(hostPassFlags(), "-O2", "-c", src, "-o", filepath.Join(b.TempDir(), "host.o"))
	_, _, err := toolchain.Run(toolchain.ClangXX, args...)
	return err
}

// TestErrorEnumLikeCUDA: programs that name every cudaError_t value
// compile, as the CUDA samples' helper_cuda.h does (Rodinia's cfd includes
// it): under CUDA's driver_types.h guard, one case per name, with
// deprecated codes among them; values are CUDA's own, so no two cases meet.
func TestErrorEnumLikeCUDA(t *testing.T) {
	src := sourceFile(t, "errors.cu", `#include <driver_types.h>
#include <cuda_runtime.h>
#ifndef __DRIVER_TYPES_H__
#error "cudaError_t declared without CUDA's driver_types.h guard"
#endif
static const char *name(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "cudaSuccess";
  case cudaErrorPriorLaunchFailure: return "cudaErrorPriorLaunchFailure";
  case cudaErrorAddressOfConstant: return "cudaErrorAddressOfConstant";
  case cudaErrorTextureFetchFailed: return "cudaErrorTextureFetchFailed";
  case cudaErrorMixedDeviceExecution: return "cudaErrorMixedDeviceExecution";
  case cudaErrorNotYetImplemented: return "cudaErrorNotYetImplemented";
  case cudaErrorMapBufferObjectFailed: return "cudaErrorMapBufferObjectFailed";
  case cudaErrorECCUncorrectable: return "cudaErrorECCUncorrectable";
  case cudaErrorSetOnActiveProcess: return "cudaErrorSetOnActiveProcess";
  case cudaErrorStartupFailure: return "cudaErrorStartupFailure";
  case cudaErrorApiFailureBase: return "cudaErrorApiFailureBase";
  case cudaErrorUnknown: return "cudaErrorUnknown";
  default: return "other";
  }
}
static_assert(cudaErrorNotReady == 600 && cudaErrorStartupFailure == 0x7f && cudaErrorApiFailureBase == 10000,
              "CUDA's values");
int main() { return name(cudaGetLastError())[0] == 'o'; }
`)
	require.NoError(t, compileHost(t, src))
}

// TestRuntimeGuardLikeCUDA: cuda_runtime.h defines CUDA's own guard, under
// which the CUDA samples' helper_cuda.h defines its device choice
// (findCudaDevice), which reads each device's compute mode.
func TestRuntimeGuardLikeCUDA(t *testing.T) {
	src := sourceFile(t, "guard.cu", `#include <cuda_runtime.h>
#ifndef __CUDA_RUNTIME_H__
#error "cuda_runtime.h without CUDA's guard"
#endif
static int usable(int dev) {
  int mode = -1;
  if (cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, dev) != cudaSuccess) return 0;
  return mode != cudaComputeModeProhibited;
}
int main() { return !usable(0); }
`)
	require.NoError(t, compileHost(t, src))
}

// TestQualifiersInPlainCXX: a .cpp file that includes cuda_runtime.h sees
// the execution space qualifiers as nvcc's headers give them to a host
// compiler (the CUDA samples' helper_math.h: inline __host__ __device__
// functions), and a kernel may mark a parameter __grid_constant__.
func TestQualifiersInPlainCXX(t *testing.T) {
	dir := t.TempDir()
	cpp := sourceFile(t, "helpers.cpp", `#include <cuda_runtime.h>
inline __host__ __device__ float2 twice(float2 a) { return make_float2(2 * a.x, 2 * a.y); }
struct __align__(16) quad { float v[4]; };
static __forceinline__ int one() { return 1; }
float first() { quad q = {{1, 2, 3, 4}}; return twice(make_float2(q.v[0], 0)).x + one(); }
`)
	_, _, err := toolchain.Run(toolchain.ClangXX, "-x", "c++", "-isystem", toolchain.IncludeDir(), "-O2", "-c", cpp, "-o", filepath.Join(dir, "helpers.o"))
	require.NoError(t, err)

	cu := sourceFile(t, "grid.cu", `#include <cuda_runtime.h>
struct params { int v[64]; };
__global__ void sum(__grid_constant__ const params p, int *out) { out[threadIdx.x] = p.v[threadIdx.x]; }
`)
	require.NoError(t, compileHost(t, cu))
	_, err = toolchain.CompileDeviceIR(cu, "")
	require.NoError(t, err)
}

// TestNoinlineBesideLibstdcxx: a program that marks a function
// __noinline__ and uses <memory>, whose shared_ptr_base.h (libstdc++ 12)
// writes __attribute__((__noinline__)), compiles in both passes and as
// plain C++, whichever it includes first.
func TestNoinlineBesideLibstdcxx(t *testing.T) {
	body := `__noinline__ __host__ __device__ int twice(int x) { return 2 * x; }
__global__ void run(int *out) { out[threadIdx.x] = twice(threadIdx.x); }
int count() { auto p = std::make_shared<int>(3); return *p + twice(1); }
`
	for _, first := range []string{"#include <cuda_runtime.h>\n#include <memory>\n", "#include <memory>\n#include <cuda_runtime.h>\n"} {
		cu := sourceFile(t, "shared.cu", first+body)
		require.NoError(t, compileHost(t, cu), first)
		_, err := toolchain.CompileDeviceIR(cu, "")
		require.NoError(t, err, first)
	}
	cpp := sourceFile(t, "shared.cpp", `#include <cuda_runtime.h>
#include <memory>
static __noinline__ int one() { return 1; }
int count() { auto p = std::make_shared<int>(3); return *p + one(); }
`)
	_, _, err := toolchain.Run(toolchain.ClangXX, "-x", "c++", "-isystem", toolchain.IncludeDir(), "-O2", "-c", cpp, "-o", filepath.Join(t.TempDir(), "shared.o"))
	require.NoError(t, err)
}

// sourceFile writes code to a file named name in a temporary folder and
// returns its path.
func sourceFile(t *testing.T, name, code string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(code), 0o644))
	return path
}
