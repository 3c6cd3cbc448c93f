/* A stand-in for libcuda.so.1 that runs on the host, so the binding's
 * plumbing (symbol names, argument passing, contexts, error reporting) is
 * tested without a GPU. Device memory is host memory; the only "kernel"
 * writes its launch configuration and arguments to its first argument:
 * grid x,y,z, block x,y,z, shared bytes, the current context (u32 each),
 * then the u32 of argument 1 and the u64 of argument 2.
 *
 * Copies between a device and page-locked memory (cuMemHostAlloc) are
 * asynchronous, as on a GPU: they wait in a queue until something orders
 * them (a synchronisation, a wait, a query of an event recorded after
 * them, or any other work, which a GPU would run after them), so a
 * caller that uses the bytes before its event says they are there reads
 * stale ones. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>

typedef int CUresult;
typedef uintptr_t H; /* every handle */

/* With FAKECUDA_LOG set, the stream operations are appended to that file,
 * one a line ("record EVENT STREAM", "wait STREAM EVENT", "copy STREAM";
 * a linear copy between a device and page-locked memory, "queued STREAM
 * BYTES", the queue of such copies run, "ran COPIES 0"; page-locked
 * memory, "hostalloc ADDRESS BYTES" and "freehost ADDRESS 0"), so a test
 * can check how work is ordered between streams. */
static void logOp(const char *op, H a, H b) {
  const char *path = getenv("FAKECUDA_LOG");
  FILE *f = path ? fopen(path, "a") : NULL;
  if (!f) return;
  fprintf(f, "%s %lx %lx\n", op, (unsigned long)a, (unsigned long)b);
  fclose(f);
}

static void runDeferred(void);

static H current;
static int peerEnabled;

CUresult cuInit(unsigned flags) { return flags == 0 ? 0 : 1; }
CUresult cuDeviceGetCount(int *n) { *n = 2; return 0; }
CUresult cuDeviceGet(int *d, int ordinal) { if (ordinal < 0 || ordinal > 1) return 101; *d = ordinal; return 0; }
CUresult cuDeviceGetName(char *s, int n, int d) { strncpy(s, d ? "Fake GPU 1" : "Fake GPU 0", n); return 0; }
CUresult cuDeviceTotalMem_v2(size_t *b, int d) { *b = ((size_t)1 << 30) + d; return 0; }
/* Attribute a of GPU d reads 10a + d, but for the largest grid's x
 * (CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, 5): 2^31-1, as on a GPU, so that
 * smooth.cu may launch many blocks; and the compute capability (75, 76):
 * GPU 0 is a 9.0 (an H100), GPU 1 an 8.6, so that machine code is chosen
 * for each. */
CUresult cuDeviceGetAttribute(int *v, int attr, int d) {
  *v = attr == 5 ? 0x7fffffff : attr == 75 ? 9 - d : attr == 76 ? 6 * d : attr * 10 + d;
  return 0;
}
CUresult cuDeviceCanAccessPeer(int *can, int d, int peer) { *can = d != peer; return 0; }
CUresult cuDevicePrimaryCtxRetain(H *c, int d) { *c = 0x1000 + d; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return 0; }
CUresult cuCtxSetCurrent(H c) { current = c; return 0; }
CUresult cuCtxEnablePeerAccess(H peer, unsigned flags) { return peerEnabled++ ? 704 : 0; }
CUresult cuCtxSetLimit(int limit, size_t v) { return limit >= 0 && limit <= 2 ? 0 : 1; }

/* Code with "bad" before its first NUL is refused: PTX text, or a cubin
 * ("\x7fELF" then "bad"; a real one has a NUL in its first bytes). */
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
/* The kernels: record, and smooth.cu's smooth with its partitioned clone. */
enum { RECORD = 0x3000, SMOOTH, SMOOTH_PART };
CUresult cuModuleGetFunction(H *f, H m, const char *name) {
  if (!strcmp(name, "record")) *f = RECORD;
  else if (!strcmp(name, "smooth")) *f = SMOOTH;
  else if (!strcmp(name, "smooth__mgpu")) *f = SMOOTH_PART;
  else return 500;
  return 0;
}
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

/* smooth.cu's kernel, over the launch's blocks; the partitioned clone's
 * six trailing int32s are the part's block offset (z, y, x) and the whole
 * grid (z, y, x). */
static void smooth(unsigned gx, unsigned bx, void **params, int part) {
  uint32_t *out = (uint32_t *)(uintptr_t)*(uint64_t *)params[0];
  const uint32_t *in = (const uint32_t *)(uintptr_t)*(uint64_t *)params[1];
  int n = *(int32_t *)params[2];
  int off = part ? *(int32_t *)params[5] : 0;
  for (unsigned b = 0; b < gx; b++)
    for (unsigned t = 0; t < bx; t++) {
      int i = (off + (int)b) * (int)bx + (int)t;
      if (i < n) out[i] = in[i > 0 ? i - 1 : 0] + 2u * in[i] + (in[i + 1 < n ? i + 1 : n - 1] ^ (uint32_t)i);
    }
}

CUresult cuLaunchKernel(H f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, H s, void **params, void **extra) {
  if (extra) return 1;
  runDeferred();
  if (f == SMOOTH || f == SMOOTH_PART) {
    if (gy != 1 || gz != 1 || by != 1 || bz != 1) return 1;
    smooth(gx, bx, params, f == SMOOTH_PART);
    return 0;
  }
  char *out = (char *)(uintptr_t)*(uint64_t *)params[0];
  uint32_t cfg[9] = {gx, gy, gz, bx, by, bz, shared, (uint32_t)current, *(uint32_t *)params[1]};
  memcpy(out, cfg, sizeof cfg);
  memcpy(out + sizeof cfg, params[2], 8);
  return 0;
}

/* Virtual memory management: a reservation is addresses mapped with no
 * access, memory (cuMemCreate) a memfd, mapped over them with read and
 * write access (cuMemMap). The copies and memsets check that what they
 * touch inside a reservation is mapped and made accessible
 * (cuMemSetAccess), and fail with CUDA_ERROR_ILLEGAL_ADDRESS (700) where
 * a GPU would fault. FAKECUDA_VMM_BYTES bounds the memory created (then
 * CUDA_ERROR_OUT_OF_MEMORY). */
#define GRANULARITY 8192
typedef struct { uint64_t base; size_t size; } Reservation;
typedef struct { uint64_t addr; size_t size; int access; } Mapping;
static Reservation resvs[256];
static int nresvs;
static Mapping maps[4096];
static int nmaps;
static size_t created, createdLimit;

static int inReservation(uint64_t a) {
  for (int i = 0; i < nresvs; i++)
    if (a >= resvs[i].base && a < resvs[i].base + resvs[i].size) return 1;
  return 0;
}
static const Mapping *mappingAt(uint64_t a) {
  for (int i = 0; i < nmaps; i++)
    if (a >= maps[i].addr && a < maps[i].addr + maps[i].size) return &maps[i];
  return NULL;
}
/* accessible: every byte of [a, a+n) inside a reservation is mapped with access. */
static int accessible(uint64_t a, size_t n) {
  int any = 0;
  for (int i = 0; i < nresvs; i++) any = any || (a < resvs[i].base + resvs[i].size && resvs[i].base < a + n);
  if (!any) return 1; /* cudaMalloc's memory, or the host's */
  for (uint64_t p = a; p < a + n;) {
    if (!inReservation(p)) { p++; continue; }
    const Mapping *m = mappingAt(p);
    if (!m || !m->access) return 0;
    p = m->addr + m->size;
  }
  return 1;
}
#define CHECK(a, n) do { if (!accessible((uint64_t)(uintptr_t)(a), (n))) return 700; } while (0)

CUresult cuMemGetAllocationGranularity(size_t *g, const int *prop, int flags) {
  if (prop[0] != 1 || prop[2] != 1 || flags != 0) return 1;
  *g = GRANULARITY;
  return 0;
}
CUresult cuMemAddressReserve(uint64_t *p, size_t size, size_t align, uint64_t addr, unsigned long long flags) {
  if (size % GRANULARITY || align % GRANULARITY || addr || flags || nresvs == 256) return 1;
  char *m = mmap(NULL, size + GRANULARITY, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) return 2;
  uint64_t base = ((uintptr_t)m + GRANULARITY - 1) / GRANULARITY * GRANULARITY;
  resvs[nresvs++] = (Reservation){base, size};
  *p = base;
  return 0;
}
CUresult cuMemAddressFree(uint64_t p, size_t size) {
  for (int i = 0; i < nresvs; i++) {
    if (resvs[i].base != p || resvs[i].size != size) continue;
    for (int j = 0; j < nmaps; j++)
      if (maps[j].addr >= p && maps[j].addr < p + size) return 1; /* still mapped */
    munmap((void *)(uintptr_t)p, size);
    resvs[i] = resvs[--nresvs];
    return 0;
  }
  return 1;
}
CUresult cuMemCreate(unsigned long long *h, size_t size, const int *prop, unsigned long long flags) {
  if (!createdLimit) {
    const char *s = getenv("FAKECUDA_VMM_BYTES");
    createdLimit = s ? strtoull(s, NULL, 10) : (size_t)1 << 40;
  }
  if (prop[0] != 1 || prop[2] != 1 || size % GRANULARITY || flags) return 1;
  if (created + size > createdLimit) return 2;
  int fd = memfd_create("fakecuda", 0);
  if (fd < 0 || ftruncate(fd, size)) return 2;
  created += size;
  *h = (unsigned long long)fd + 1;
  return 0;
}
CUresult cuMemRelease(unsigned long long h) {
  off_t size = lseek((int)h - 1, 0, SEEK_END);
  if (size < 0) return 1;
  created -= size;
  close((int)h - 1);
  return 0;
}
CUresult cuMemMap(uint64_t p, size_t size, size_t off, unsigned long long h, unsigned long long flags) {
  if (!inReservation(p) || !inReservation(p + size - 1) || off || flags || nmaps == 4096) return 1;
  for (uint64_t a = p; a < p + size; a += GRANULARITY)
    if (mappingAt(a)) return 1;
  if (mmap((void *)(uintptr_t)p, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, (int)h - 1, 0) == MAP_FAILED) return 2;
  maps[nmaps++] = (Mapping){p, size, 0};
  return 0;
}
CUresult cuMemUnmap(uint64_t p, size_t size) {
  for (int i = 0; i < nmaps; i++) {
    if (maps[i].addr != p || maps[i].size != size) continue;
    mmap((void *)(uintptr_t)p, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_NORESERVE, -1, 0);
    maps[i] = maps[--nmaps];
    return 0;
  }
  return 1;
}
/* Access descriptors: location type, id, flags (3: read and write). */
CUresult cuMemSetAccess(uint64_t p, size_t size, const int *desc, size_t count) {
  if (!count) return 1;
  for (size_t i = 0; i < count; i++)
    if (desc[3 * i] != 1 || desc[3 * i + 2] != 3) return 1;
  for (uint64_t a = p; a < p + size;) {
    Mapping *m = (Mapping *)mappingAt(a);
    if (!m || m->addr < p || m->addr + m->size > p + size) return 1;
    m->access = 1;
    a = m->addr + m->size;
  }
  return 0;
}

/* Page-locked memory, and the copies from and into it waiting to run: one
 * process' state, which the tests' ranks in one process share (pinned
 * takes its lock, which a thread may take again). */
static pthread_mutex_t pinnedMu = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
#define LOCKED(...) do { pthread_mutex_lock(&pinnedMu); __VA_ARGS__; pthread_mutex_unlock(&pinnedMu); } while (0)
typedef struct { char *p; size_t n; } Pinned;
static Pinned pinned[1024];
static int npinned;
/* A deferred copy: rows of n bytes, each pitch apart on its side (one row
 * for a linear copy). */
typedef struct { char *dst; const char *src; size_t n, dpitch, spitch, rows; } Deferred;
static Deferred deferred[4096];
static int ndeferred;

static int isPinned(const void *a, size_t n) {
  int in = 0;
  LOCKED(for (int i = 0; i < npinned && !in; i++) in = (const char *)a >= pinned[i].p && (const char *)a + n <= pinned[i].p + pinned[i].n);
  return in;
}
/* runDeferred runs the copies waiting, in the order queued. */
static void runDeferred(void) {
  int ran = 0;
  LOCKED(
    for (int i = 0; i < ndeferred; i++)
      for (size_t r = 0; r < deferred[i].rows; r++)
        memmove(deferred[i].dst + r * deferred[i].dpitch, deferred[i].src + r * deferred[i].spitch, deferred[i].n);
    ran = ndeferred;
    ndeferred = 0);
  if (ran) logOp("ran", (H)ran, 0);
}
static CUresult deferRows(void *dst, size_t dpitch, const void *src, size_t spitch, size_t n, size_t rows) {
  LOCKED(if (ndeferred == 4096) runDeferred(); deferred[ndeferred++] = (Deferred){dst, src, n, dpitch, spitch, rows});
  logOp("staged", (H)n, (H)rows);
  return 0;
}
static CUresult defer(void *dst, const void *src, size_t n) { return deferRows(dst, n, src, n, n, 1); }
/* With FAKECUDA_HOSTALLOC_FAIL set, pinning fails as a host out of
 * page-locked memory does (CUDA_ERROR_OUT_OF_MEMORY). */
CUresult cuMemHostAlloc(void **p, size_t n, unsigned flags) {
  if (flags != 1 || !n) return 1; /* the runtime asks for portable memory */
  if (getenv("FAKECUDA_HOSTALLOC_FAIL")) return 2;
  if (!(*p = malloc(n))) return 2;
  CUresult r = 0;
  LOCKED(if (npinned == 1024) r = 2; else pinned[npinned++] = (Pinned){*p, n});
  if (r) free(*p);
  else logOp("hostalloc", (H)*p, (H)n);
  return r;
}
CUresult cuMemFreeHost(void *p) {
  CUresult r = 1;
  runDeferred(); /* a GPU would have finished with it; freeing it earlier is the caller's bug */
  LOCKED(
    for (int i = 0; i < npinned; i++) {
      if (pinned[i].p != p) continue;
      free(p);
      pinned[i] = pinned[--npinned];
      r = 0;
      break;
    });
  if (!r) logOp("freehost", (H)p, 0);
  return r;
}

CUresult cuMemAlloc_v2(uint64_t *p, size_t n) { void *m = malloc(n); if (!m) return 2; *p = (uintptr_t)m; return 0; }
CUresult cuMemFree_v2(uint64_t p) { runDeferred(); free((void *)(uintptr_t)p); return 0; }
CUresult cuMemcpyHtoDAsync_v2(uint64_t d, const void *s, size_t n, H st) {
  CHECK(d, n);
  if (isPinned(s, n)) { logOp("queued", st, (H)n); return defer((void *)(uintptr_t)d, s, n); }
  runDeferred();
  memcpy((void *)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoHAsync_v2(void *d, uint64_t s, size_t n, H st) {
  CHECK(s, n);
  if (isPinned(d, n)) { logOp("queued", st, (H)n); return defer(d, (void *)(uintptr_t)s, n); }
  runDeferred();
  memcpy(d, (void *)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t n, H st) { runDeferred(); CHECK(d, n); CHECK(s, n); memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyPeerAsync(uint64_t d, H dc, uint64_t s, H sc, size_t n, H st) { runDeferred(); logOp("copy", st, 0); CHECK(d, n); CHECK(s, n); memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return 0; }

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
  runDeferred();
  if (w > dp || w > sp || dp > 110 || sp > 110) return 1; /* CUDA_ERROR_INVALID_VALUE */
  for (size_t r = 0; r < h; r++) {
    CHECK(d + r * dp, w);
    CHECK(s + r * sp, w);
    memmove((char *)(uintptr_t)d + r * dp, (char *)(uintptr_t)s + r * sp, w);
  }
  return 0;
}
/* Between a device and host memory (CU_MEMORYTYPE_HOST, 1) the rows
 * are deferred, as the linear copies are, where it is page-locked, and
 * copied before the call returns where it is not; the device's pitch is
 * checked as between devices. */
CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *c, H st) {
  if (c->srcXInBytes || c->srcY || c->dstXInBytes || c->dstY) return 1;
  if (c->srcMemoryType == 2 && c->dstMemoryType == 2)
    return copyRows(c->dstDevice, c->dstPitch, c->srcDevice, c->srcPitch, c->WidthInBytes, c->Height);
  size_t w = c->WidthInBytes, h = c->Height;
  if (c->srcMemoryType == 2 && c->dstMemoryType == 1) {
    if (w > c->srcPitch || c->srcPitch > 110 || w > c->dstPitch) return 1;
    for (size_t r = 0; r < h; r++) CHECK(c->srcDevice + r * c->srcPitch, w);
    if (isPinned(c->dstHost, c->dstPitch * (h - 1) + w))
      return deferRows(c->dstHost, c->dstPitch, (const void *)(uintptr_t)c->srcDevice, c->srcPitch, w, h);
    runDeferred(); /* pageable memory: copied before the call returns */
    for (size_t r = 0; r < h; r++) memcpy((char *)c->dstHost + r * c->dstPitch, (char *)(uintptr_t)c->srcDevice + r * c->srcPitch, w);
    return 0;
  }
  if (c->srcMemoryType == 1 && c->dstMemoryType == 2) {
    if (w > c->dstPitch || c->dstPitch > 110 || w > c->srcPitch) return 1;
    for (size_t r = 0; r < h; r++) CHECK(c->dstDevice + r * c->dstPitch, w);
    if (isPinned(c->srcHost, c->srcPitch * (h - 1) + w))
      return deferRows((void *)(uintptr_t)c->dstDevice, c->dstPitch, c->srcHost, c->srcPitch, w, h);
    runDeferred();
    for (size_t r = 0; r < h; r++) memcpy((char *)(uintptr_t)c->dstDevice + r * c->dstPitch, (const char *)c->srcHost + r * c->srcPitch, w);
    return 0;
  }
  return 1;
}
CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *c, H st) {
  if (c->srcMemoryType != 2 || c->dstMemoryType != 2 || c->Depth != 1 || c->srcZ || c->dstZ || c->srcLOD || c->dstLOD) return 1;
  if ((c->srcContext & ~(H)1) != 0x1000 || (c->dstContext & ~(H)1) != 0x1000) return 201; /* CUDA_ERROR_INVALID_CONTEXT */
  return copyRows(c->dstDevice, c->dstPitch, c->srcDevice, c->srcPitch, c->WidthInBytes, c->Height);
}
CUresult cuMemsetD8Async(uint64_t d, unsigned char v, size_t n, H st) { runDeferred(); CHECK(d, n); memset((void *)(uintptr_t)d, v, n); return 0; }

static H handles = 0x4000;
CUresult cuStreamCreate(H *s, unsigned flags) { *s = handles++; return 0; }
CUresult cuStreamDestroy_v2(H s) { return 0; }
CUresult cuStreamSynchronize(H s) { runDeferred(); return 0; }
CUresult cuStreamWaitEvent(H s, H e, unsigned flags) { runDeferred(); logOp("wait", s, e); return 0; }
CUresult cuEventCreate(H *e, unsigned flags) { *e = handles++; return 0; }
CUresult cuEventDestroy_v2(H e) { return 0; }
/* An event recorded while copies wait is not ready at its first query
 * (CUDA_ERROR_NOT_READY, 600); the next runs them. */
static H unready[256];
static int nunready;
/* Each record stamps its event with the records so far, and an event
 * pair's elapsed time is 1.5 ms a record between them: a fake clock on
 * which the work of the stream between two records takes 1.5 ms. */
static uint64_t records, *stamps;
static size_t nstamps;
static uint64_t stampOf(H e) {
  uint64_t v = 0;
  LOCKED(size_t i = (size_t)e - 0x4000; if (i < nstamps) v = stamps[i]);
  return v;
}
CUresult cuEventRecord(H e, H s) {
  logOp("record", e, s);
  LOCKED(
    if (ndeferred && nunready < 256) unready[nunready++] = e;
    size_t i = (size_t)e - 0x4000;
    if (i >= nstamps) {
      size_t n = nstamps ? nstamps : 1024;
      while (n <= i) n *= 2;
      stamps = realloc(stamps, n * sizeof *stamps);
      memset(stamps + nstamps, 0, (n - nstamps) * sizeof *stamps);
      nstamps = n;
    }
    stamps[i] = ++records);
  return 0;
}
CUresult cuEventQuery(H e) {
  CUresult r = 0;
  LOCKED(
    for (int i = 0; i < nunready; i++) {
      if (unready[i] != e) continue;
      unready[i] = unready[--nunready];
      r = 600;
      break;
    });
  if (!r) runDeferred();
  return r;
}
CUresult cuEventSynchronize(H e) {
  LOCKED(for (int i = 0; i < nunready; i++) if (unready[i] == e) unready[i--] = unready[--nunready]);
  runDeferred();
  return 0;
}
CUresult cuEventElapsedTime(float *ms, H a, H b) {
  uint64_t x = stampOf(a), y = stampOf(b);
  *ms = x && y ? 1.5f * (float)((int64_t)y - (int64_t)x) : 1.5f;
  return 0;
}

CUresult cuGetErrorName(CUresult r, const char **s) {
  *s = r == 218 ? "CUDA_ERROR_INVALID_PTX" : r == 500 ? "CUDA_ERROR_NOT_FOUND" : r == 2 ? "CUDA_ERROR_OUT_OF_MEMORY" : r == 700 ? "CUDA_ERROR_ILLEGAL_ADDRESS" : r == 600 ? "CUDA_ERROR_NOT_READY" : "CUDA_ERROR_OTHER";
  return 0;
}
CUresult cuGetErrorString(CUresult r, const char **s) { *s = "fake error"; return 0; }
