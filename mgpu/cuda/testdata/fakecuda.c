/* A stand-in for libcuda.so.1 that runs on the host, so the binding's
 * plumbing (symbol names, argument passing, contexts, error reporting) is
 * tested without a GPU. Device memory is host memory; the only "kernel"
 * writes its launch configuration and arguments to its first argument:
 * grid x,y,z, block x,y,z, shared bytes, the current context (u32 each),
 * then the u32 of argument 1 and the u64 of argument 2. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef uintptr_t H; /* every handle */

/* With FAKECUDA_LOG set, the stream operations are appended to that file,
 * one a line ("record EVENT STREAM", "wait STREAM EVENT", "copy STREAM"),
 * so a test can check how work is ordered between streams. */
static void logOp(const char *op, H a, H b) {
  const char *path = getenv("FAKECUDA_LOG");
  FILE *f = path ? fopen(path, "a") : NULL;
  if (!f) return;
  fprintf(f, "%s %lx %lx\n", op, (unsigned long)a, (unsigned long)b);
  fclose(f);
}

static H current;
static int peerEnabled;

CUresult cuInit(unsigned flags) { return flags == 0 ? 0 : 1; }
CUresult cuDeviceGetCount(int *n) { *n = 2; return 0; }
CUresult cuDeviceGet(int *d, int ordinal) { if (ordinal < 0 || ordinal > 1) return 101; *d = ordinal; return 0; }
CUresult cuDeviceGetName(char *s, int n, int d) { strncpy(s, d ? "Fake GPU 1" : "Fake GPU 0", n); return 0; }
CUresult cuDeviceTotalMem_v2(size_t *b, int d) { *b = ((size_t)1 << 30) + d; return 0; }
CUresult cuDeviceGetAttribute(int *v, int attr, int d) { *v = attr * 10 + d; return 0; }
CUresult cuDeviceCanAccessPeer(int *can, int d, int peer) { *can = d != peer; return 0; }
CUresult cuDevicePrimaryCtxRetain(H *c, int d) { *c = 0x1000 + d; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return 0; }
CUresult cuCtxSetCurrent(H c) { current = c; return 0; }
CUresult cuCtxEnablePeerAccess(H peer, unsigned flags) { return peerEnabled++ ? 704 : 0; }

CUresult cuModuleLoadDataEx(H *m, const void *image, unsigned n, int *opts, void **vals) {
  if (!strstr((const char *)image, "bad")) { *m = 0x2000; return 0; }
  char *log = NULL;
  size_t size = 0;
  for (unsigned i = 0; i < n; i++) {
    if (opts[i] == 5) log = vals[i];
    if (opts[i] == 6) size = (size_t)vals[i];
  }
  if (log && size) { strncpy(log, "fake jit: bad ptx", size - 1); log[size - 1] = 0; }
  return 218;
}
CUresult cuModuleUnload(H m) { return 0; }
CUresult cuModuleGetFunction(H *f, H m, const char *name) { if (strcmp(name, "record")) return 500; *f = 0x3000; return 0; }
/* Kernel attribute a reads 100 + a until cuFuncSetAttribute sets it. */
static int funcAttr[10], funcAttrSet[10];
CUresult cuFuncGetAttribute(int *v, int attr, H f) {
  if (attr < 0 || attr > 9) return 1;
  *v = funcAttrSet[attr] ? funcAttr[attr] : 100 + attr;
  return 0;
}
CUresult cuFuncSetAttribute(H f, int attr, int v) {
  if (attr != 8 && attr != 9) return 1;
  funcAttr[attr] = v;
  funcAttrSet[attr] = 1;
  return 0;
}
static uint32_t global;
CUresult cuModuleGetGlobal_v2(uint64_t *p, size_t *n, H m, const char *name) { *p = (uintptr_t)&global; *n = sizeof global; return 0; }

CUresult cuLaunchKernel(H f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, H s, void **params, void **extra) {
  if (extra) return 1;
  char *out = (char *)(uintptr_t)*(uint64_t *)params[0];
  uint32_t cfg[9] = {gx, gy, gz, bx, by, bz, shared, (uint32_t)current, *(uint32_t *)params[1]};
  memcpy(out, cfg, sizeof cfg);
  memcpy(out + sizeof cfg, params[2], 8);
  return 0;
}

CUresult cuMemAlloc_v2(uint64_t *p, size_t n) { void *m = malloc(n); if (!m) return 2; *p = (uintptr_t)m; return 0; }
CUresult cuMemFree_v2(uint64_t p) { free((void *)(uintptr_t)p); return 0; }
CUresult cuMemcpyHtoDAsync_v2(uint64_t d, const void *s, size_t n, H st) { memcpy((void *)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoHAsync_v2(void *d, uint64_t s, size_t n, H st) { memcpy(d, (void *)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t n, H st) { memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyPeerAsync(uint64_t d, H dc, uint64_t s, H sc, size_t n, H st) { logOp("copy", st, 0); memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0; }

/* The 2-D copies check what a driver checks (device memory, width <= pitch
 * <= CU_DEVICE_ATTRIBUTE_MAX_PITCH, which reads 110 on GPU 0, one slice,
 * known contexts) and copy row by row. */
typedef struct {
  size_t srcXInBytes, srcY;
  int srcMemoryType;
  const void *srcHost;
  uint64_t srcDevice;
  H srcArray;
  size_t srcPitch;
  size_t dstXInBytes, dstY;
  int dstMemoryType;
  void *dstHost;
  uint64_t dstDevice;
  H dstArray;
  size_t dstPitch;
  size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;
typedef struct {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType;
  const void *srcHost;
  uint64_t srcDevice;
  H srcArray, srcContext;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType;
  void *dstHost;
  uint64_t dstDevice;
  H dstArray, dstContext;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D_PEER;
static CUresult copyRows(uint64_t d, size_t dp, uint64_t s, size_t sp, size_t w, size_t h) {
  if (w > dp || w > sp || dp > 110 || sp > 110) return 1; /* CUDA_ERROR_INVALID_VALUE */
  for (size_t r = 0; r < h; r++) memmove((char *)(uintptr_t)d + r * dp, (char *)(uintptr_t)s + r * sp, w);
  return 0;
}
CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *c, H st) {
  if (c->srcMemoryType != 2 || c->dstMemoryType != 2 || c->srcXInBytes || c->srcY || c->dstXInBytes || c->dstY) return 1;
  return copyRows(c->dstDevice, c->dstPitch, c->srcDevice, c->srcPitch, c->WidthInBytes, c->Height);
}
CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *c, H st) {
  if (c->srcMemoryType != 2 || c->dstMemoryType != 2 || c->Depth != 1 || c->srcZ || c->dstZ || c->srcLOD || c->dstLOD) return 1;
  if ((c->srcContext & ~(H)1) != 0x1000 || (c->dstContext & ~(H)1) != 0x1000) return 201; /* CUDA_ERROR_INVALID_CONTEXT */
  return copyRows(c->dstDevice, c->dstPitch, c->srcDevice, c->srcPitch, c->WidthInBytes, c->Height);
}
CUresult cuMemsetD8Async(uint64_t d, unsigned char v, size_t n, H st) { memset((void *)(uintptr_t)d, v, n); return 0; }

static H handles = 0x4000;
CUresult cuStreamCreate(H *s, unsigned flags) { *s = handles++; return 0; }
CUresult cuStreamDestroy_v2(H s) { return 0; }
CUresult cuStreamSynchronize(H s) { return 0; }
CUresult cuStreamWaitEvent(H s, H e, unsigned flags) { logOp("wait", s, e); return 0; }
CUresult cuEventCreate(H *e, unsigned flags) { *e = handles++; return 0; }
CUresult cuEventDestroy_v2(H e) { return 0; }
CUresult cuEventRecord(H e, H s) { logOp("record", e, s); return 0; }
CUresult cuEventSynchronize(H e) { return 0; }
CUresult cuEventElapsedTime(float *ms, H a, H b) { *ms = 1.5f; return 0; }

CUresult cuGetErrorName(CUresult r, const char **s) { *s = r == 218 ? "CUDA_ERROR_INVALID_PTX" : r == 500 ? "CUDA_ERROR_NOT_FOUND" : "CUDA_ERROR_OTHER"; return 0; }
CUresult cuGetErrorString(CUresult r, const char **s) { *s = "fake error"; return 0; }
