package rewrite

import (
	"fmt"
	"sort"
	"strings"
)

// supported are the CUDA runtime calls mgpu.h implements as __mgpuXxx with
// CUDA's own signature, so renaming the call is the whole rewrite.
var supported = map[string]bool{
	"cudaMalloc": true, "cudaFree": true, "cudaMallocHost": true, "cudaFreeHost": true,
	"cudaHostAlloc": true, "cudaMemcpy": true, "cudaMemcpyAsync": true, "cudaMemset": true,
	"cudaMemsetAsync": true, "cudaMemcpyToSymbol": true, "cudaMemcpyFromSymbol": true,
	"cudaMemcpyToSymbolAsync": true, "cudaMemcpyFromSymbolAsync": true,
	"cudaDeviceSynchronize": true, "cudaThreadSynchronize": true, "cudaDeviceReset": true, "cudaThreadExit": true,
	"cudaGetDeviceCount": true, "cudaSetDevice": true, "cudaGetDevice": true,
	"cudaGetLastError": true, "cudaPeekAtLastError": true, "cudaGetErrorString": true,
	"cudaGetErrorName": true, "cudaGetDeviceProperties": true, "cudaDeviceGetAttribute": true,
	"cudaMemGetInfo": true, "cudaStreamCreate": true, "cudaStreamCreateWithFlags": true,
	"cudaStreamDestroy": true, "cudaStreamSynchronize": true, "cudaStreamQuery": true,
	"cudaStreamWaitEvent": true, "cudaEventCreate": true, "cudaEventCreateWithFlags": true,
	"cudaEventRecord": true, "cudaEventSynchronize": true, "cudaEventQuery": true,
	"cudaEventElapsedTime": true, "cudaEventDestroy": true, "cudaLaunchKernel": true,
	"cudaLaunchKernelEx": true, "cudaLaunchKernelExC": true,
	"cudaFuncSetCacheConfig": true, "cudaDeviceSetCacheConfig": true, "cudaSetDeviceFlags": true,
	"cudaMallocPitch": true, "cudaMemcpy2D": true, "cudaMemcpy2DAsync": true, "cudaMemset2D": true,
	"cudaMalloc3D": true, "cudaMemcpy3D": true, "cudaMemcpy3DAsync": true, "cudaMemset3D": true,
	"cudaHostRegister": true, "cudaHostUnregister": true, "cudaRuntimeGetVersion": true,
	"cudaDriverGetVersion": true, "cudaDeviceSetLimit": true, "cudaDeviceGetLimit": true,
	"cudaDeviceGetCacheConfig": true, "cudaDeviceSetSharedMemConfig": true,
	"cudaDeviceGetSharedMemConfig": true, "cudaFuncSetSharedMemConfig": true,
	"cudaFuncGetAttributes": true, "cudaFuncSetAttribute": true, "cudaMallocAsync": true,
	"cudaOccupancyMaxActiveBlocksPerMultiprocessor": true, "cudaFreeAsync": true,
	"cudaMallocFromPoolAsync": true, "cudaDeviceGetDefaultMemPool": true, "cudaDeviceGetMemPool": true,
	"cudaDeviceSetMemPool": true, "cudaMemPoolSetAttribute": true, "cudaMemPoolGetAttribute": true,
	"cudaMemPoolTrimTo": true, "cudaMemPoolSetAccess": true, "cudaMemPoolGetAccess": true,
	"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags": true, "cudaMemcpyPeer": true,
	"cudaOccupancyMaxPotentialBlockSize": true, "cudaOccupancyMaxPotentialBlockSizeVariableSMem": true,
	"cudaStreamCreateWithPriority": true, "cudaDeviceGetStreamPriorityRange": true,
	"cudaStreamGetPriority": true, "cudaStreamGetFlags": true, "cudaStreamSetAttribute": true,
	"cudaStreamGetAttribute": true, "cudaCtxResetPersistingL2Cache": true,
	"cudaMallocArray": true, "cudaFreeArray": true, "cudaArrayGetInfo": true, "cudaMemcpy2DToArray": true,
	"cudaMemcpy2DToArrayAsync": true, "cudaMemcpy2DFromArray": true, "cudaMemcpy2DFromArrayAsync": true,
	"cudaMemcpyToArray": true, "cudaMemcpyFromArray": true, "cudaMemcpy2DArrayToArray": true, "cudaPointerGetAttributes": true,
	"cudaLaunchHostFunc": true, "cudaStreamAddCallback": true, "cudaMemcpyPeerAsync": true,
	"cudaDeviceCanAccessPeer": true, "cudaDeviceEnablePeerAccess": true, "cudaDeviceDisablePeerAccess": true,
	"cudaGetSymbolAddress": true, "cudaGetSymbolSize": true,
	"cudaProfilerStart": true, "cudaProfilerStop": true, "cudaMallocManaged": true,
	"cudaMemPrefetchAsync": true, "cudaMemAdvise": true, "cudaStreamAttachMemAsync": true,
	"cudaMemPrefetchAsync_v2": true, "cudaMemAdvise_v2": true,
	"cudaHostGetDevicePointer": true, "cudaHostGetFlags": true,
	"cudaCreateTextureObject": true, "cudaDestroyTextureObject": true, "cudaCreateChannelDesc": true,
	"cudaGetTextureObjectResourceDesc": true, "cudaGetTextureObjectTextureDesc": true,
}

// SupportedCalls returns the CUDA runtime calls the rewriter renames, sorted.
// mgpu.h must declare MGPUName(c) for each of them.
func SupportedCalls() []string {
	names := make([]string, 0, len(supported))
	for n := range supported {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// AliasScript is the linker script (lib/mgpu-aliases.ld) that makes every
// supported cudaXxx an alias of its __mgpuXxx (same signature by design),
// for the CUDA calls the rewriter never sees: in headers, .cpp files and
// libraries. Linked beside libmgpu.a, or into libmgpu.so, whose exported
// cudaXxx then serve programs linked against it (but notAliased).
func AliasScript() string {
	var b strings.Builder
	b.WriteString("/* mgpucc: each CUDA runtime call is the runtime's __mgpu function of the same signature. */\n")
	for _, c := range SupportedCalls() {
		if !notAliased[c] {
			fmt.Fprintf(&b, "%s = %s;\n", c, MGPUName(c))
		}
	}
	return b.String()
}

// notAliased are the supported calls AliasScript leaves out: the runtime
// defines cudaLaunchKernel itself, and cudaLaunchKernelEx is a template of
// the headers, no symbol.
var notAliased = map[string]bool{"cudaLaunchKernel": true, "cudaLaunchKernelEx": true}

// MGPUName is the runtime function a supported call is renamed to:
// cudaMalloc -> __mgpuMalloc.
func MGPUName(call string) string { return "__mgpu" + strings.TrimPrefix(call, "cuda") }

// cudaTypes are CUDA type names that look like calls in a functional cast
// (cudaDeviceProp()); names ending in _t (cudaError_t(0)) are types too.
var cudaTypes = map[string]bool{
	"cudaDeviceProp": true, "cudaError": true, "cudaMemcpyKind": true, "cudaExtent": true,
	"cudaPitchedPtr": true, "cudaPos": true, "cudaChannelFormatDesc": true,
	"cudaFuncAttributes": true, "cudaPointerAttributes": true, "cudaMemcpy3DParms": true,
	"cudaResourceDesc": true, "cudaTextureDesc": true, "cudaLaunchParams": true,
	"cudaFuncCache": true, "cudaDeviceAttr": true, "cudaFuncAttribute": true, "cudaSharedMemConfig": true,
	"cudaMemoryType": true, "cudaMemoryAdvise": true, "cudaMemLocation": true, "cudaMemLocationType": true,
}

func isCUDAType(name string) bool { return strings.HasSuffix(name, "_t") || cudaTypes[name] }

// hints say what to do instead of an unsupported call, where there is a
// better answer than the generic one.
var hints = map[string]string{
	"cudaMalloc3DArray":           cudaArrays3D,
	"cudaMemcpyArrayToArray":      "it is deprecated: use cudaMemcpy2DArrayToArray",
	"cudaBindTextureToArray":      textureReferences,
	"cudaBindTexture":             textureReferences,
	"cudaBindTexture2D":           textureReferences,
	"cudaUnbindTexture":           textureReferences,
	"cudaLaunchCooperativeKernel": "cooperative launches cannot be split across GPUs: use an ordinary <<<...>>> launch",
}

// cudaArrays3D is the hint for the calls of 3-D CUDA arrays.
const cudaArrays3D = "3-D, layered and cubemap CUDA arrays are not supported: use a 2-D array from cudaMallocArray, or pitched linear memory from cudaMalloc3D"

// textureReferences is the hint for the calls of texture references.
const textureReferences = "texture references were removed in CUDA 12 and mgpucc does not support them: use a texture object (cudaCreateTextureObject over cudaResourceTypeLinear or cudaResourceTypePitch2D, read with tex1Dfetch<T> or tex2D<T>)"

// Unsupported returns what to do instead of the CUDA runtime call name,
// and whether the runtime lacks it: for the driver's notes on a file the
// rewriter does not see (a .cpp file's undeclared cudaXxx).
func Unsupported(name string) (string, bool) {
	if supported[name] {
		return "", false
	}
	return hint(name), true
}

func hint(name string) string {
	if h, ok := hints[name]; ok {
		return h
	}
	return "mgpucc's runtime does not implement it: use a supported call (memory, copy, device, error, stream, event, kernel attribute and occupancy calls of CUDA's runtime API) or remove it; if it is your own function, declare it in this file"
}

// callKeywords may directly precede a call: after any other identifier a
// cudaXxx( is the name in a declaration (cudaError_t cudaMalloc(...)).
var callKeywords = map[string]bool{
	"return": true, "else": true, "do": true, "case": true, "throw": true, "sizeof": true,
	"co_return": true, "co_yield": true, "co_await": true, "and": true, "or": true,
	"not": true, "xor": true, "bitand": true, "bitor": true, "compl": true, "not_eq": true,
	"and_eq": true, "or_eq": true, "xor_eq": true, "new": true, "delete": true,
}

// callUse is how an occurrence of cudaXxx( is used.
type callUse int

const (
	useCall    callUse = iota // a call of the CUDA runtime (or ::cudaXxx)
	useDecl                   // the name in a declaration, definition or #define
	useForeign                // a member (x.cudaXxx) or another namespace's (ns::cudaXxx)
)

// classifyCall looks at the code before the name that starts at pos.
func classifyCall(m []byte, pos int) callUse {
	j := lastNonSpace(m, pos)
	if j < 0 {
		return useCall
	}
	switch c := m[j]; {
	case c == '.' || c == '>' && j > 0 && m[j-1] == '-':
		return useForeign
	case c == ':' && j > 0 && m[j-1] == ':':
		k := lastNonSpace(m, j-1)
		if k >= 0 && (m[k] == '>' || isIdent(m[k]) && !callKeywords[identBefore(m, k+1)]) {
			return useForeign // ns::cudaXxx, T<int>::cudaXxx
		}
		return useCall // ::cudaXxx, return ::cudaXxx
	case isIdent(c):
		if w := identBefore(m, j+1); callKeywords[w] || w[0] >= '0' && w[0] <= '9' {
			return useCall // return cudaXxx; after a number it is clang's syntax error
		}
		return useDecl
	case c == '*' || c == '&':
		// A pointer or reference result type (char *cudaXxx(...)) unless
		// it is &&, or follows an operator or keyword (return *cudaXxx()).
		k := j
		for k > 0 && (m[k-1] == '*' || m[k-1] == '&') {
			k--
		}
		if string(m[k:j+1]) == "&&" {
			return useCall
		}
		t := lastNonSpace(m, k)
		if t >= 0 && (m[t] == '>' || isIdent(m[t]) && !callKeywords[identBefore(m, t+1)]) {
			return useDecl
		}
	}
	return useCall
}

// identBefore returns the identifier (or number) that ends at end.
func identBefore(m []byte, end int) string {
	k := end
	for k > 0 && isIdent(m[k-1]) {
		k--
	}
	return string(m[k:end])
}

// lastNonSpace returns the index of the last non-space byte before i, or -1.
func lastNonSpace(m []byte, i int) int {
	for i--; i >= 0; i-- {
		switch m[i] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
		default:
			return i
		}
	}
	return -1
}
