/* The registration half of the C API, in plain C (see registry.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "registry.h"

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static mgpu_registry reg;
static int cap_fatbins, cap_funcs, cap_vars, cap_descs;

/* grow makes room for one more element of size elem in *arr. It returns 0
 * when memory is exhausted: the registration is then dropped and the
 * kernel reported unknown at launch, rather than aborting. */
static int grow(void **arr, int n, int *cap, size_t elem) {
  if (n < *cap)
    return 1;
  int ncap = *cap ? 2 * *cap : 16;
  void *p = realloc(*arr, (size_t)ncap * elem);
  if (!p)
    return 0;
  *arr = p;
  *cap = ncap;
  return 1;
}

mgpu_registry *mgpu_registry_lock(void) {
  pthread_mutex_lock(&mu);
  return &reg;
}

void mgpu_registry_unlock(void) { pthread_mutex_unlock(&mu); }

unsigned long mgpu_registry_generation(void) {
  pthread_mutex_lock(&mu);
  unsigned long g = reg.generation;
  pthread_mutex_unlock(&mu);
  return g;
}

/* clang's fat binary wrapper. */
struct fatbin_wrapper {
  int32_t magic;
  int32_t version;
  const void *data;
  void *unused;
};

void **__cudaRegisterFatBinary(void *fatCubin) {
  const struct fatbin_wrapper *w = (const struct fatbin_wrapper *)fatCubin;
  mgpu_fatbin_rec *rec = (mgpu_fatbin_rec *)calloc(1, sizeof *rec);
  if (!rec)
    return NULL;
  if (w && w->magic == 0x466243b1)
    rec->data = w->data;
  pthread_mutex_lock(&mu);
  if (grow((void **)&reg.fatbins, reg.nfatbins, &cap_fatbins, sizeof *reg.fatbins)) {
    reg.fatbins[reg.nfatbins++] = rec;
    reg.generation++;
  }
  pthread_mutex_unlock(&mu);
  return (void **)rec;
}

void __cudaRegisterFatBinaryEnd(void **handle) { (void)handle; }

void __cudaUnregisterFatBinary(void **handle) {
  pthread_mutex_lock(&mu);
  if (handle)
    ((mgpu_fatbin_rec *)handle)->unregistered = 1;
  pthread_mutex_unlock(&mu);
}

void __cudaRegisterFunction(void **handle, const char *hostFun, char *deviceFun, const char *deviceName,
                            int threadLimit, void *tid, void *bid, void *bDim, void *gDim, int *wSize) {
  (void)deviceFun, (void)threadLimit, (void)tid, (void)bid, (void)bDim, (void)gDim, (void)wSize;
  pthread_mutex_lock(&mu);
  if (grow((void **)&reg.funcs, reg.nfuncs, &cap_funcs, sizeof *reg.funcs)) {
    mgpu_func_rec *f = &reg.funcs[reg.nfuncs++];
    f->fatbin = (mgpu_fatbin_rec *)handle;
    f->host = hostFun;
    f->name = deviceName;
    reg.generation++;
  }
  pthread_mutex_unlock(&mu);
}

void __cudaRegisterVar(void **handle, char *hostVar, char *deviceAddress, const char *deviceName, int ext,
                       size_t size, int constant, int global) {
  (void)deviceAddress, (void)ext, (void)global;
  pthread_mutex_lock(&mu);
  if (grow((void **)&reg.vars, reg.nvars, &cap_vars, sizeof *reg.vars)) {
    mgpu_var_rec *v = &reg.vars[reg.nvars++];
    v->fatbin = (mgpu_fatbin_rec *)handle;
    v->host = hostVar;
    v->name = deviceName;
    v->size = size;
    v->constant = constant;
    reg.generation++;
  }
  pthread_mutex_unlock(&mu);
}

static void register_desc(const mgpu_kernel_desc *desc, int hand) {
  if (!desc)
    return;
  pthread_mutex_lock(&mu);
  if (grow((void **)&reg.descs, reg.ndescs, &cap_descs, sizeof *reg.descs)) {
    reg.descs[reg.ndescs].desc = desc;
    reg.descs[reg.ndescs].hand = hand;
    reg.ndescs++;
    reg.generation++;
  }
  pthread_mutex_unlock(&mu);
}

void __mgpuRegisterGeneratedKernel(const mgpu_kernel_desc *desc) { register_desc(desc, 0); }
void __mgpuRegisterKernel(const mgpu_kernel_desc *desc) { register_desc(desc, 1); }

/* The launch configuration of a <<<>>> launch, from the push in the caller
 * to the pop in clang's host stub: per thread, nested for launches made
 * while evaluating another launch's arguments. */
#define MAX_CONFIG_DEPTH 64
struct call_config {
  dim3 grid, block;
  size_t shmem;
  cudaStream_t stream;
};
static __thread struct call_config config_stack[MAX_CONFIG_DEPTH];
static __thread int config_depth;

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  if (config_depth >= MAX_CONFIG_DEPTH)
    return 1;
  struct call_config *c = &config_stack[config_depth++];
  c->grid = gridDim;
  c->block = blockDim;
  c->shmem = sharedMem;
  c->stream = stream;
  return 0;
}

unsigned __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream) {
  if (config_depth == 0)
    return 1;
  struct call_config *c = &config_stack[--config_depth];
  *gridDim = c->grid;
  *blockDim = c->block;
  *sharedMem = c->shmem;
  *(cudaStream_t *)stream = c->stream;
  return 0;
}

int64_t mgpu_call_enum(mgpu_enum_fn fn, const int64_t *box, const int64_t *scalars, mgpu_range *out, int64_t cap) {
  return fn(box, scalars, out, cap);
}

int64_t mgpu_call_spans(mgpu_span_fn fn, const int64_t *box, const int64_t *scalars, mgpu_span *out, int64_t cap) {
  return fn(box, scalars, out, cap);
}

/* name calls fn (of type fn_t, listing elem_t entries) for nboxes boxes
 * of MGPU_BOX_LEN values in one cgo call: box i's entries after box i-1's
 * in out, counts[i] of them, while they fit in cap. It returns the total,
 * which, above cap, is a capacity that makes all fit (mgpu.BoxesFunc). */
#define MGPU_CALL_BOXES(name, fn_t, elem_t)                                                                   \
  int64_t name(fn_t fn, const int64_t *boxes, int64_t nboxes, const int64_t *scalars, elem_t *out, int64_t cap, \
               int64_t *counts) {                                                                             \
    int64_t used = 0;                                                                                         \
    for (int64_t i = 0; i < nboxes; i++) {                                                                    \
      int64_t room = used < cap ? cap - used : 0;                                                             \
      counts[i] = fn(boxes + i * MGPU_BOX_LEN, scalars, room > 0 ? out + used : out, room);                  \
      used += counts[i];                                                                                      \
    }                                                                                                         \
    return used;                                                                                              \
  }
MGPU_CALL_BOXES(mgpu_call_enum_boxes, mgpu_enum_fn, mgpu_range)
MGPU_CALL_BOXES(mgpu_call_spans_boxes, mgpu_span_fn, mgpu_span)

int32_t mgpu_call_split_valid(int32_t (*fn)(const int64_t *, const int64_t *), const int64_t *box, const int64_t *scalars) {
  return fn(box, scalars);
}

void mgpu_call_moves(void (*fn)(const int64_t *, const int64_t *, int64_t *), const int64_t *box, const int64_t *scalars,
                     int64_t *out) {
  fn(box, scalars, out);
}

void mgpu_call_host_fn(cudaHostFn_t fn, void *userData) { fn(userData); }

void mgpu_call_stream_callback(cudaStreamCallback_t fn, cudaStream_t stream, cudaError_t status, void *userData) {
  fn(stream, status, userData);
}

size_t mgpu_call_block_smem(mgpu_block_smem_fn fn, void *context, int blockSize) { return fn(context, blockSize); }

extern void mgpuAtExit(void);
static pthread_once_t atexit_once = PTHREAD_ONCE_INIT;
static void at_exit(void) { mgpuAtExit(); }
static void install(void) { atexit(at_exit); }
void mgpu_install_atexit(void) { pthread_once(&atexit_once, install); }
