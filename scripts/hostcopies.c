// hostcopies: what staging a 256 MiB copy to a GPU costs on a machine, for
// docs/results.md (scaling section, "Past the paper"). Three times each: a
// copy into freshly allocated pageable memory (what mgpu's staging of a
// cudaMemcpy does on several devices) and into memory touched before;
// cuMemHostAlloc of page-locked memory and a copy into it; cuMemHostRegister
// of touched memory; and copies to and from GPU 0 from either memory.
//   gcc -O2 scripts/hostcopies.c -ldl -o hostcopies && ./hostcopies
// Needs only the driver (libcuda.so.1), no toolkit.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(int *, int);
static CUresult (*cuCtxCreate)(void **, unsigned, int);
static CUresult (*cuCtxSynchronize)(void);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemHostAlloc)(void **, size_t, unsigned);
static CUresult (*cuMemFreeHost)(void *);
static CUresult (*cuMemHostRegister)(void *, size_t, unsigned);
static CUresult (*cuMemHostUnregister)(void *);
static CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
static CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr, const void *, size_t, void *);
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);

enum { PORTABLE = 1 }; // CU_MEMHOSTALLOC_PORTABLE, CU_MEMHOSTREGISTER_PORTABLE

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int load(void) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib)
    return 0;
  struct { void **fn; const char *name; } syms[] = {
      {(void **)&cuInit, "cuInit"},
      {(void **)&cuDeviceGet, "cuDeviceGet"},
      {(void **)&cuCtxCreate, "cuCtxCreate_v2"},
      {(void **)&cuCtxSynchronize, "cuCtxSynchronize"},
      {(void **)&cuMemAlloc, "cuMemAlloc_v2"},
      {(void **)&cuMemHostAlloc, "cuMemHostAlloc"},
      {(void **)&cuMemFreeHost, "cuMemFreeHost"},
      {(void **)&cuMemHostRegister, "cuMemHostRegister_v2"},
      {(void **)&cuMemHostUnregister, "cuMemHostUnregister"},
      {(void **)&cuMemcpyHtoD, "cuMemcpyHtoD_v2"},
      {(void **)&cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2"},
      {(void **)&cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
  };
  for (size_t i = 0; i < sizeof syms / sizeof syms[0]; i++)
    if (!(*syms[i].fn = dlsym(lib, syms[i].name)))
      return 0;
  return 1;
}

int main(void) {
  const size_t n = 256u << 20;
  int dev;
  void *ctx;
  CUdeviceptr gpu;
  if (!load() || cuInit(0) || cuDeviceGet(&dev, 0) || cuCtxCreate(&ctx, 0, dev) ||
      cuMemAlloc(&gpu, n)) {
    fprintf(stderr, "hostcopies: no CUDA driver or GPU\n");
    return 1;
  }
  char *src = malloc(n);
  for (size_t i = 0; i < n; i++)
    src[i] = (char)i;
  for (int run = 0; run < 3; run++) {
    double t = now_ms(), ms;
    char *fresh = malloc(n); // glibc maps a fresh region for it
    memcpy(fresh, src, n);
    ms = now_ms() - t;
    printf("run %d: copy into fresh pageable memory %.1f ms", run, ms);
    t = now_ms();
    memcpy(fresh, src, n);
    printf(", into touched %.1f ms", now_ms() - t);
    t = now_ms();
    cuMemcpyHtoD(gpu, fresh, n);
    ms = now_ms() - t;
    printf("; to the GPU from pageable %.1f ms (%.1f GB/s)", ms, n / 1e6 / ms);
    void *pinned;
    t = now_ms();
    if (cuMemHostAlloc(&pinned, n, PORTABLE)) {
      fprintf(stderr, "\nhostcopies: cuMemHostAlloc failed\n");
      return 1;
    }
    printf("; cuMemHostAlloc %.1f ms", now_ms() - t);
    t = now_ms();
    memcpy(pinned, src, n);
    printf(", copy into it %.1f ms", now_ms() - t);
    t = now_ms();
    cuMemcpyHtoDAsync(gpu, pinned, n, 0);
    cuCtxSynchronize();
    ms = now_ms() - t;
    printf(", to the GPU from it %.1f ms (%.1f GB/s)", ms, n / 1e6 / ms);
    t = now_ms();
    CUresult reg = cuMemHostRegister(fresh, n, PORTABLE);
    printf("; cuMemHostRegister %.1f ms%s", now_ms() - t, reg ? " (failed)" : "");
    if (!reg) {
      t = now_ms();
      cuMemHostUnregister(fresh);
      printf(", unregister %.1f ms", now_ms() - t);
    }
    t = now_ms();
    cuMemcpyDtoH(fresh, gpu, n);
    printf("; back to pageable %.1f ms", now_ms() - t);
    t = now_ms();
    cuMemcpyDtoH(pinned, gpu, n);
    printf(", to page-locked %.1f ms\n", now_ms() - t);
    cuMemFreeHost(pinned);
    free(fresh);
  }
  return 0;
}
