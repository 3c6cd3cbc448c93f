/* shim.h: the C side of package cuda, included by cuda.go only: the
 * driver types declared from their documented ABI, the entry points
 * found with dlopen/dlsym, and a wrapper per call that makes the
 * context current in the same C call (the functions are static: one
 * translation unit, the cgo preamble, includes this file). */
#ifndef MGPU_CUDA_SHIM_H
#define MGPU_CUDA_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef unsigned long long CUdeviceptr;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef int CUjit_option;
typedef struct CUarray_st *CUarray;
typedef int CUmemorytype;
#define MG_MEMORYTYPE_HOST 1   // CU_MEMORYTYPE_HOST
#define MG_MEMORYTYPE_DEVICE 2 // CU_MEMORYTYPE_DEVICE

// Virtual memory management's types, as cuda.h lays them out.
typedef unsigned long long CUmemGenericAllocationHandle;
typedef struct { int type; int id; } CUmemLocation;
typedef struct {
	int type;                 // CU_MEM_ALLOCATION_TYPE_PINNED = 1
	int requestedHandleTypes; // CU_MEM_HANDLE_TYPE_NONE = 0
	CUmemLocation location;   // CU_MEM_LOCATION_TYPE_DEVICE = 1, the device
	void *win32HandleMetaData;
	struct {
		unsigned char compressionType;
		unsigned char gpuDirectRDMACapable;
		unsigned short usage;
		unsigned char reserved[4];
	} allocFlags;
} CUmemAllocationProp;
typedef struct {
	CUmemLocation location;
	int flags; // CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3
} CUmemAccessDesc;

// The copy descriptors of cuMemcpy2DAsync_v2 and cuMemcpy3DPeerAsync, as
// cuda.h lays them out.
typedef struct {
	size_t srcXInBytes, srcY;
	CUmemorytype srcMemoryType;
	const void *srcHost;
	CUdeviceptr srcDevice;
	CUarray srcArray;
	size_t srcPitch;
	size_t dstXInBytes, dstY;
	CUmemorytype dstMemoryType;
	void *dstHost;
	CUdeviceptr dstDevice;
	CUarray dstArray;
	size_t dstPitch;
	size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;

typedef struct {
	size_t srcXInBytes, srcY, srcZ, srcLOD;
	CUmemorytype srcMemoryType;
	const void *srcHost;
	CUdeviceptr srcDevice;
	CUarray srcArray;
	CUcontext srcContext;
	size_t srcPitch, srcHeight;
	size_t dstXInBytes, dstY, dstZ, dstLOD;
	CUmemorytype dstMemoryType;
	void *dstHost;
	CUdeviceptr dstDevice;
	CUarray dstArray;
	CUcontext dstContext;
	size_t dstPitch, dstHeight;
	size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D_PEER;

typedef struct {
	CUresult (*cuInit)(unsigned);
	CUresult (*cuDeviceGetCount)(int *);
	CUresult (*cuDeviceGet)(CUdevice *, int);
	CUresult (*cuDeviceGetName)(char *, int, CUdevice);
	CUresult (*cuDeviceTotalMem)(size_t *, CUdevice);
	CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
	CUresult (*cuDeviceCanAccessPeer)(int *, CUdevice, CUdevice);
	CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
	CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
	CUresult (*cuCtxSetCurrent)(CUcontext);
	CUresult (*cuCtxEnablePeerAccess)(CUcontext, unsigned);
	CUresult (*cuCtxSetLimit)(int, size_t);
	CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, CUjit_option *, void **);
	CUresult (*cuModuleUnload)(CUmodule);
	CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
	CUresult (*cuModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule, const char *);
	CUresult (*cuFuncGetAttribute)(int *, int, CUfunction);
	CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
	CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
	                           unsigned, CUstream, void **, void **);
	CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
	CUresult (*cuMemFree)(CUdeviceptr);
	CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr, const void *, size_t, CUstream);
	CUresult (*cuMemcpyDtoHAsync)(void *, CUdeviceptr, size_t, CUstream);
	CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
	CUresult (*cuMemcpyPeerAsync)(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream);
	CUresult (*cuMemcpy2DAsync)(const CUDA_MEMCPY2D *, CUstream);
	CUresult (*cuMemcpy3DPeerAsync)(const CUDA_MEMCPY3D_PEER *, CUstream);
	CUresult (*cuMemsetD8Async)(CUdeviceptr, unsigned char, size_t, CUstream);
	CUresult (*cuStreamCreate)(CUstream *, unsigned);
	CUresult (*cuStreamDestroy)(CUstream);
	CUresult (*cuStreamSynchronize)(CUstream);
	CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
	CUresult (*cuEventCreate)(CUevent *, unsigned);
	CUresult (*cuEventDestroy)(CUevent);
	CUresult (*cuEventRecord)(CUevent, CUstream);
	CUresult (*cuEventSynchronize)(CUevent);
	CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
	CUresult (*cuEventQuery)(CUevent);
	CUresult (*cuMemHostAlloc)(void **, size_t, unsigned);
	CUresult (*cuMemFreeHost)(void *);
	CUresult (*cuGetErrorName)(CUresult, const char **);
	CUresult (*cuGetErrorString)(CUresult, const char **);
	// Virtual memory management (CUDA 10.2): optional, NULL when the
	// driver lacks it.
	CUresult (*cuMemAddressReserve)(CUdeviceptr *, size_t, size_t, CUdeviceptr, unsigned long long);
	CUresult (*cuMemAddressFree)(CUdeviceptr, size_t);
	CUresult (*cuMemCreate)(CUmemGenericAllocationHandle *, size_t, const CUmemAllocationProp *, unsigned long long);
	CUresult (*cuMemRelease)(CUmemGenericAllocationHandle);
	CUresult (*cuMemMap)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long);
	CUresult (*cuMemUnmap)(CUdeviceptr, size_t);
	CUresult (*cuMemSetAccess)(CUdeviceptr, size_t, const CUmemAccessDesc *, size_t);
	CUresult (*cuMemGetAllocationGranularity)(size_t *, const CUmemAllocationProp *, int);
} entryPoints;

static entryPoints cu;

// mg_open loads the library and every entry point. It returns NULL on
// success, else a message (dlerror's text or the missing symbol) that the
// caller copies at once. The table in use changes only on success.
static const char *mg_open(const char *lib) {
	void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
	if (!h) return dlerror();
	entryPoints e;
#define SYM(field, name) if (!(*(void **)&e.field = dlsym(h, name))) { dlclose(h); return "missing symbol " name; }
	SYM(cuInit, "cuInit")
	SYM(cuDeviceGetCount, "cuDeviceGetCount")
	SYM(cuDeviceGet, "cuDeviceGet")
	SYM(cuDeviceGetName, "cuDeviceGetName")
	SYM(cuDeviceTotalMem, "cuDeviceTotalMem_v2")
	SYM(cuDeviceGetAttribute, "cuDeviceGetAttribute")
	SYM(cuDeviceCanAccessPeer, "cuDeviceCanAccessPeer")
	SYM(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")
	SYM(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2")
	SYM(cuCtxSetCurrent, "cuCtxSetCurrent")
	SYM(cuCtxEnablePeerAccess, "cuCtxEnablePeerAccess")
	SYM(cuCtxSetLimit, "cuCtxSetLimit")
	SYM(cuModuleLoadDataEx, "cuModuleLoadDataEx")
	SYM(cuModuleUnload, "cuModuleUnload")
	SYM(cuModuleGetFunction, "cuModuleGetFunction")
	SYM(cuModuleGetGlobal, "cuModuleGetGlobal_v2")
	SYM(cuFuncGetAttribute, "cuFuncGetAttribute")
	SYM(cuFuncSetAttribute, "cuFuncSetAttribute")
	SYM(cuLaunchKernel, "cuLaunchKernel")
	SYM(cuMemAlloc, "cuMemAlloc_v2")
	SYM(cuMemFree, "cuMemFree_v2")
	SYM(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2")
	SYM(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2")
	SYM(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2")
	SYM(cuMemcpyPeerAsync, "cuMemcpyPeerAsync")
	SYM(cuMemcpy2DAsync, "cuMemcpy2DAsync_v2")
	SYM(cuMemcpy3DPeerAsync, "cuMemcpy3DPeerAsync")
	SYM(cuMemsetD8Async, "cuMemsetD8Async")
	SYM(cuStreamCreate, "cuStreamCreate")
	SYM(cuStreamDestroy, "cuStreamDestroy_v2")
	SYM(cuStreamSynchronize, "cuStreamSynchronize")
	SYM(cuStreamWaitEvent, "cuStreamWaitEvent")
	SYM(cuEventCreate, "cuEventCreate")
	SYM(cuEventDestroy, "cuEventDestroy_v2")
	SYM(cuEventRecord, "cuEventRecord")
	SYM(cuEventSynchronize, "cuEventSynchronize")
	SYM(cuEventElapsedTime, "cuEventElapsedTime")
	SYM(cuEventQuery, "cuEventQuery")
	SYM(cuMemHostAlloc, "cuMemHostAlloc")
	SYM(cuMemFreeHost, "cuMemFreeHost")
	SYM(cuGetErrorName, "cuGetErrorName")
	SYM(cuGetErrorString, "cuGetErrorString")
#undef SYM
#define OPT(field, name) *(void **)&e.field = dlsym(h, name);
	OPT(cuMemAddressReserve, "cuMemAddressReserve")
	OPT(cuMemAddressFree, "cuMemAddressFree")
	OPT(cuMemCreate, "cuMemCreate")
	OPT(cuMemRelease, "cuMemRelease")
	OPT(cuMemMap, "cuMemMap")
	OPT(cuMemUnmap, "cuMemUnmap")
	OPT(cuMemSetAccess, "cuMemSetAccess")
	OPT(cuMemGetAllocationGranularity, "cuMemGetAllocationGranularity")
#undef OPT
	cu = e;
	return NULL;
}

// The wrappers: cgo cannot call through function pointers. Those taking a
// context make it current first, in the same C call (same OS thread).
#define CTX(ctx) do { CUresult r_ = cu.cuCtxSetCurrent(ctx); if (r_) return r_; } while (0)

static CUresult mg_init(void) { return cu.cuInit(0); }
static CUresult mg_deviceGetCount(int *n) { return cu.cuDeviceGetCount(n); }
static CUresult mg_deviceGet(CUdevice *d, int ordinal) { return cu.cuDeviceGet(d, ordinal); }
static CUresult mg_deviceGetName(char *s, int n, CUdevice d) { return cu.cuDeviceGetName(s, n, d); }
static CUresult mg_deviceTotalMem(size_t *b, CUdevice d) { return cu.cuDeviceTotalMem(b, d); }
static CUresult mg_deviceGetAttribute(int *v, int attr, CUdevice d) { return cu.cuDeviceGetAttribute(v, attr, d); }
static CUresult mg_deviceCanAccessPeer(int *can, CUdevice d, CUdevice peer) { return cu.cuDeviceCanAccessPeer(can, d, peer); }
static CUresult mg_primaryCtxRetain(CUcontext *c, CUdevice d) { return cu.cuDevicePrimaryCtxRetain(c, d); }
static CUresult mg_primaryCtxRelease(CUdevice d) { return cu.cuDevicePrimaryCtxRelease(d); }
static CUresult mg_ctxEnablePeerAccess(CUcontext ctx, CUcontext peer) { CTX(ctx); return cu.cuCtxEnablePeerAccess(peer, 0); }
static CUresult mg_ctxSetLimit(CUcontext ctx, int limit, size_t v) { CTX(ctx); return cu.cuCtxSetLimit(limit, v); }

static CUresult mg_moduleLoad(CUcontext ctx, CUmodule *m, const void *image, char *log, unsigned logSize) {
	CTX(ctx);
	CUjit_option opts[2] = {5, 6}; // CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
	void *vals[2] = {log, (void *)(size_t)logSize};
	return cu.cuModuleLoadDataEx(m, image, 2, opts, vals);
}
static CUresult mg_moduleUnload(CUcontext ctx, CUmodule m) { CTX(ctx); return cu.cuModuleUnload(m); }
static CUresult mg_moduleGetFunction(CUcontext ctx, CUfunction *f, CUmodule m, const char *name) { CTX(ctx); return cu.cuModuleGetFunction(f, m, name); }
static CUresult mg_moduleGetGlobal(CUcontext ctx, CUdeviceptr *p, size_t *n, CUmodule m, const char *name) { CTX(ctx); return cu.cuModuleGetGlobal(p, n, m, name); }
static CUresult mg_funcGetAttribute(CUcontext ctx, int *v, int attr, CUfunction f) { CTX(ctx); return cu.cuFuncGetAttribute(v, attr, f); }
static CUresult mg_funcSetAttribute(CUcontext ctx, CUfunction f, int attr, int v) { CTX(ctx); return cu.cuFuncSetAttribute(f, attr, v); }

// mg_launch passes kernel parameter i as a pointer to params + offsets[i].
static CUresult mg_launch(CUcontext ctx, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                          unsigned bx, unsigned by, unsigned bz, unsigned shared, CUstream s,
                          char *params, const size_t *offsets, int n) {
	CTX(ctx);
	void *stackPtrs[32];
	void **ptrs = n <= 32 ? stackPtrs : malloc(n * sizeof(void *));
	if (!ptrs) return 2; // CUDA_ERROR_OUT_OF_MEMORY
	for (int i = 0; i < n; i++) ptrs[i] = params + offsets[i];
	CUresult r = cu.cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, s, ptrs, NULL);
	if (ptrs != stackPtrs) free(ptrs);
	return r;
}

static CUresult mg_memAlloc(CUcontext ctx, CUdeviceptr *p, size_t n) { CTX(ctx); return cu.cuMemAlloc(p, n); }
static CUresult mg_memFree(CUcontext ctx, CUdeviceptr p) { CTX(ctx); return cu.cuMemFree(p); }
// The host copies run on the stream (so they follow its earlier work) and
// wait for it, all in one call: the host buffer is Go memory, which C may
// not hold after returning.
static CUresult mg_memcpyHtoD(CUcontext ctx, CUdeviceptr dst, const void *src, size_t n, CUstream s) {
	CTX(ctx);
	CUresult r = cu.cuMemcpyHtoDAsync(dst, src, n, s);
	return r ? r : cu.cuStreamSynchronize(s);
}
static CUresult mg_memcpyDtoH(CUcontext ctx, void *dst, CUdeviceptr src, size_t n, CUstream s) {
	CTX(ctx);
	CUresult r = cu.cuMemcpyDtoHAsync(dst, src, n, s);
	return r ? r : cu.cuStreamSynchronize(s);
}
// The staged copies: page-locked host memory (cuMemHostAlloc), which
// stays put, so the copy may run after the call returns.
static CUresult mg_memcpyHtoDAsync(CUcontext ctx, CUdeviceptr dst, const void *src, size_t n, CUstream s) { CTX(ctx); return cu.cuMemcpyHtoDAsync(dst, src, n, s); }
static CUresult mg_memcpyDtoHAsync(CUcontext ctx, void *dst, CUdeviceptr src, size_t n, CUstream s) { CTX(ctx); return cu.cuMemcpyDtoHAsync(dst, src, n, s); }
// Rows of width bytes between the device and host memory, each side's
// rows its pitch apart (packed in page-locked memory: the width), and
// between the device and Go memory, waiting for the stream as the linear
// ones do.
static CUresult mg_memcpy2DDtoHAsync(CUcontext ctx, void *dst, size_t dstPitch, CUdeviceptr src, size_t srcPitch,
                                     size_t width, size_t height, CUstream s) {
	CTX(ctx);
	CUDA_MEMCPY2D c = {
		.srcMemoryType = MG_MEMORYTYPE_DEVICE, .srcDevice = src, .srcPitch = srcPitch,
		.dstMemoryType = MG_MEMORYTYPE_HOST, .dstHost = dst, .dstPitch = dstPitch,
		.WidthInBytes = width, .Height = height,
	};
	return cu.cuMemcpy2DAsync(&c, s);
}
static CUresult mg_memcpy2DHtoDAsync(CUcontext ctx, CUdeviceptr dst, size_t dstPitch, const void *src, size_t srcPitch,
                                     size_t width, size_t height, CUstream s) {
	CTX(ctx);
	CUDA_MEMCPY2D c = {
		.srcMemoryType = MG_MEMORYTYPE_HOST, .srcHost = src, .srcPitch = srcPitch,
		.dstMemoryType = MG_MEMORYTYPE_DEVICE, .dstDevice = dst, .dstPitch = dstPitch,
		.WidthInBytes = width, .Height = height,
	};
	return cu.cuMemcpy2DAsync(&c, s);
}
static CUresult mg_memcpy2DDtoH(CUcontext ctx, void *dst, size_t dstPitch, CUdeviceptr src, size_t srcPitch,
                                size_t width, size_t height, CUstream s) {
	CUresult r = mg_memcpy2DDtoHAsync(ctx, dst, dstPitch, src, srcPitch, width, height, s);
	return r ? r : cu.cuStreamSynchronize(s);
}
static CUresult mg_memcpy2DHtoD(CUcontext ctx, CUdeviceptr dst, size_t dstPitch, const void *src, size_t srcPitch,
                                size_t width, size_t height, CUstream s) {
	CUresult r = mg_memcpy2DHtoDAsync(ctx, dst, dstPitch, src, srcPitch, width, height, s);
	return r ? r : cu.cuStreamSynchronize(s);
}
static CUresult mg_memcpyDtoDAsync(CUcontext ctx, CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s) { CTX(ctx); return cu.cuMemcpyDtoDAsync(dst, src, n, s); }
static CUresult mg_memcpyPeerAsync(CUcontext ctx, CUdeviceptr dst, CUcontext dstCtx, CUdeviceptr src, CUcontext srcCtx, size_t n, CUstream s) { CTX(ctx); return cu.cuMemcpyPeerAsync(dst, dstCtx, src, srcCtx, n, s); }
// The 2-D copies: height rows of width bytes, each buffer's rows its pitch
// apart.
static CUresult mg_memcpy2DAsync(CUcontext ctx, CUdeviceptr dst, size_t dstPitch, CUdeviceptr src, size_t srcPitch,
                                 size_t width, size_t height, CUstream s) {
	CTX(ctx);
	CUDA_MEMCPY2D c = {
		.srcMemoryType = MG_MEMORYTYPE_DEVICE, .srcDevice = src, .srcPitch = srcPitch,
		.dstMemoryType = MG_MEMORYTYPE_DEVICE, .dstDevice = dst, .dstPitch = dstPitch,
		.WidthInBytes = width, .Height = height,
	};
	return cu.cuMemcpy2DAsync(&c, s);
}
static CUresult mg_memcpy2DPeerAsync(CUcontext ctx, CUdeviceptr dst, CUcontext dstCtx, size_t dstPitch,
                                     CUdeviceptr src, CUcontext srcCtx, size_t srcPitch, size_t width, size_t height, CUstream s) {
	CTX(ctx);
	CUDA_MEMCPY3D_PEER c = {
		.srcMemoryType = MG_MEMORYTYPE_DEVICE, .srcDevice = src, .srcContext = srcCtx, .srcPitch = srcPitch, .srcHeight = height,
		.dstMemoryType = MG_MEMORYTYPE_DEVICE, .dstDevice = dst, .dstContext = dstCtx, .dstPitch = dstPitch, .dstHeight = height,
		.WidthInBytes = width, .Height = height, .Depth = 1,
	};
	return cu.cuMemcpy3DPeerAsync(&c, s);
}
static CUresult mg_memsetD8Async(CUcontext ctx, CUdeviceptr dst, unsigned char v, size_t n, CUstream s) { CTX(ctx); return cu.cuMemsetD8Async(dst, v, n, s); }

static CUresult mg_streamCreate(CUcontext ctx, CUstream *s) { CTX(ctx); return cu.cuStreamCreate(s, 1); } // CU_STREAM_NON_BLOCKING
static CUresult mg_streamDestroy(CUcontext ctx, CUstream s) { CTX(ctx); return cu.cuStreamDestroy(s); }
static CUresult mg_streamSynchronize(CUcontext ctx, CUstream s) { CTX(ctx); return cu.cuStreamSynchronize(s); }
static CUresult mg_streamWaitEvent(CUcontext ctx, CUstream s, CUevent e) { CTX(ctx); return cu.cuStreamWaitEvent(s, e, 0); }
static CUresult mg_eventCreate(CUcontext ctx, CUevent *e, unsigned flags) { CTX(ctx); return cu.cuEventCreate(e, flags); }
static CUresult mg_eventDestroy(CUcontext ctx, CUevent e) { CTX(ctx); return cu.cuEventDestroy(e); }
static CUresult mg_eventRecord(CUcontext ctx, CUevent e, CUstream s) { CTX(ctx); return cu.cuEventRecord(e, s); }
static CUresult mg_eventSynchronize(CUcontext ctx, CUevent e) { CTX(ctx); return cu.cuEventSynchronize(e); }
static CUresult mg_eventQuery(CUcontext ctx, CUevent e) { CTX(ctx); return cu.cuEventQuery(e); }
// Page-locked host memory for every context (CU_MEMHOSTALLOC_PORTABLE).
static CUresult mg_memHostAlloc(CUcontext ctx, void **p, size_t n) { CTX(ctx); return cu.cuMemHostAlloc(p, n, 1); }
static CUresult mg_memFreeHost(CUcontext ctx, void *p) { CTX(ctx); return cu.cuMemFreeHost(p); }
static CUresult mg_eventElapsedTime(CUcontext ctx, float *ms, CUevent a, CUevent b) { CTX(ctx); return cu.cuEventElapsedTime(ms, a, b); }

// Virtual memory management. mg_vmm says whether the driver has it.
static int mg_vmm(void) {
	return cu.cuMemAddressReserve && cu.cuMemAddressFree && cu.cuMemCreate && cu.cuMemRelease && cu.cuMemMap &&
	       cu.cuMemUnmap && cu.cuMemSetAccess && cu.cuMemGetAllocationGranularity;
}
static CUmemAllocationProp mg_deviceProp(CUdevice d) {
	CUmemAllocationProp p = {0};
	p.type = 1;
	p.location.type = 1;
	p.location.id = d;
	return p;
}
static CUresult mg_granularity(size_t *g, CUdevice d) {
	CUmemAllocationProp p = mg_deviceProp(d);
	return cu.cuMemGetAllocationGranularity(g, &p, 0); // CU_MEM_ALLOC_GRANULARITY_MINIMUM
}
static CUresult mg_addressReserve(CUcontext ctx, CUdeviceptr *p, size_t n, size_t align) { CTX(ctx); return cu.cuMemAddressReserve(p, n, align, 0, 0); }
static CUresult mg_addressFree(CUcontext ctx, CUdeviceptr p, size_t n) { CTX(ctx); return cu.cuMemAddressFree(p, n); }
// mg_mapNew creates n bytes of memory on device d and maps them at p.
static CUresult mg_mapNew(CUcontext ctx, CUmemGenericAllocationHandle *h, CUdevice d, CUdeviceptr p, size_t n) {
	CTX(ctx);
	CUmemAllocationProp prop = mg_deviceProp(d);
	CUresult r = cu.cuMemCreate(h, n, &prop, 0);
	if (r) return r;
	r = cu.cuMemMap(p, n, 0, *h, 0);
	if (r) cu.cuMemRelease(*h);
	return r;
}
static CUresult mg_unmapRelease(CUcontext ctx, CUdeviceptr p, size_t n, CUmemGenericAllocationHandle h) {
	CTX(ctx);
	CUresult r = cu.cuMemUnmap(p, n);
	CUresult r2 = cu.cuMemRelease(h);
	return r ? r : r2;
}
// mg_setAccess lets the devices devs[0..n) read and write [p, p+size).
static CUresult mg_setAccess(CUcontext ctx, CUdeviceptr p, size_t size, const int *devs, int n) {
	CTX(ctx);
	CUmemAccessDesc desc[64];
	if (n > 64) return 1; // CUDA_ERROR_INVALID_VALUE
	for (int i = 0; i < n; i++) {
		desc[i].location.type = 1;
		desc[i].location.id = devs[i];
		desc[i].flags = 3;
	}
	return cu.cuMemSetAccess(p, size, desc, n);
}

static const char *mg_errorName(CUresult r) { const char *s = NULL; cu.cuGetErrorName(r, &s); return s; }
static const char *mg_errorString(CUresult r) { const char *s = NULL; cu.cuGetErrorString(r, &s); return s; }

#endif
