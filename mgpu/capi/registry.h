/* registry.h — the tables the registration functions fill (registry.c)
 * and the Go side reads (capi.go). Registration runs from static
 * constructors, before the Go runtime is up, so it is plain C that only
 * records; Go reads the tables on first use and whenever the generation
 * counter moves (a library loaded later). */
#ifndef MGPU_CAPI_REGISTRY_H
#define MGPU_CAPI_REGISTRY_H

#define MGPU_CAPI_BUILD 1
#include "mgpu.h"

typedef struct mgpu_fatbin_rec {
  const void *data; /* the container, or NULL when the wrapper is not clang's */
  int unregistered;
} mgpu_fatbin_rec;

typedef struct mgpu_func_rec {
  mgpu_fatbin_rec *fatbin;
  const void *host; /* the host stub clang launches through */
  const char *name; /* the kernel's device (mangled) name */
} mgpu_func_rec;

typedef struct mgpu_var_rec {
  mgpu_fatbin_rec *fatbin;
  const void *host; /* the host shadow variable */
  const char *name;
  size_t size;
  int constant; /* __constant__: kernels cannot write it */
} mgpu_var_rec;

typedef struct mgpu_desc_rec {
  const mgpu_kernel_desc *desc;
  int hand; /* from __mgpuRegisterKernel */
} mgpu_desc_rec;

typedef struct mgpu_registry {
  unsigned long generation;
  int nfatbins, nfuncs, nvars, ndescs;
  mgpu_fatbin_rec **fatbins;
  mgpu_func_rec *funcs;
  mgpu_var_rec *vars;
  mgpu_desc_rec *descs;
} mgpu_registry;

/* mgpu_registry_lock returns the tables, locked; unlock when done. */
mgpu_registry *mgpu_registry_lock(void);
void mgpu_registry_unlock(void);
unsigned long mgpu_registry_generation(void);

/* Calls an enumerator (Go cannot call C function pointers). */
int64_t mgpu_call_enum(mgpu_enum_fn fn, const int64_t *box, const int64_t *scalars, mgpu_range *out, int64_t cap);
int64_t mgpu_call_spans(mgpu_span_fn fn, const int64_t *box, const int64_t *scalars, mgpu_span *out, int64_t cap);
int64_t mgpu_call_enum_boxes(mgpu_enum_fn fn, const int64_t *boxes, int64_t nboxes, const int64_t *scalars, mgpu_range *out,
                             int64_t cap, int64_t *counts);
int64_t mgpu_call_spans_boxes(mgpu_span_fn fn, const int64_t *boxes, int64_t nboxes, const int64_t *scalars, mgpu_span *out,
                              int64_t cap, int64_t *counts);
int32_t mgpu_call_split_valid(int32_t (*fn)(const int64_t *, const int64_t *), const int64_t *box, const int64_t *scalars);
void mgpu_call_moves(void (*fn)(const int64_t *, const int64_t *, int64_t *), const int64_t *box, const int64_t *scalars,
                     int64_t *out);

/* Call the program's host functions, stream callbacks and dynamic shared
 * memory sizes (Go cannot call C function pointers either). */
void mgpu_call_host_fn(cudaHostFn_t fn, void *userData);
void mgpu_call_stream_callback(cudaStreamCallback_t fn, cudaStream_t stream, cudaError_t status, void *userData);
size_t mgpu_call_block_smem(mgpu_block_smem_fn fn, void *context, int blockSize);

/* Runs mgpuAtExit (Go) at process exit, once. */
void mgpu_install_atexit(void);

#endif
