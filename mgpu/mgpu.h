/* mgpu.h — the mgpucc runtime's C API.
 *
 * Every program built by mgpucc links libmgpu.a and includes this header
 * (the rewriter inserts the include). It is also the API for hand ports: a
 * CUDA developer may call the __mgpu functions directly and describe kernels
 * with the descriptors below.
 */
#ifndef MGPU_H
#define MGPU_H

#include "cuda_runtime_api.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Kernel descriptors (the enumerator ABI, docs/abi.md) ---------------- */

/* A half-open range [lo, hi) of elements of a pointer argument. */
typedef struct mgpu_range {
  int64_t lo, hi;
} mgpu_range;

/* Box layout passed to enumerators. */
enum {
  MGPU_BOX_MIN = 0,       /* box[0..2]:  first block, z y x */
  MGPU_BOX_MAX = 3,       /* box[3..5]:  one past the last block, z y x */
  MGPU_BOX_BLOCKDIM = 6,  /* box[6..8]:  blockDim z y x */
  MGPU_BOX_GRIDDIM = 9,   /* box[9..11]: the launch's (original) gridDim z y x */
  MGPU_BOX_LEN = 12
};

/* Lists the element ranges (ascending, disjoint, adjacent ones merged) that
 * the blocks of box touch. Writes at most cap ranges to out and returns the
 * total count: a result > cap means call again with a larger buffer. A pure
 * function of (box, scalars), so the runtime caches results. scalars holds
 * the kernel's integer scalar arguments in scalar_slot order. */
typedef int64_t (*mgpu_enum_fn)(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars,
                                mgpu_range *out, int64_t cap);

/* How one access (read, write or may-write) of a pointer argument is known. */
enum {
  MGPU_ACCESS_NONE = 0,   /* no such access */
  MGPU_ACCESS_ENUM = 1,   /* fn lists the ranges */
  MGPU_ACCESS_ALL = 2     /* the whole buffer (unknown pattern) */
  /* ready-made patterns for hand ports follow (see below and docs/runtime.md) */
};

typedef struct mgpu_access {
  int32_t pattern;        /* MGPU_ACCESS_* */
  int32_t reserved;
  mgpu_enum_fn fn;        /* MGPU_ACCESS_ENUM */
  int64_t arg[4];         /* pattern arguments */
} mgpu_access;

enum { MGPU_PARAM_SCALAR = 0, MGPU_PARAM_POINTER = 1, MGPU_PARAM_OTHER = 2 };

typedef struct mgpu_param_desc {
  int32_t kind;           /* MGPU_PARAM_* */
  int32_t size;           /* bytes in the argument buffer */
  int32_t elem_size;      /* pointers: bytes per element of the ranges */
  int32_t scalar_slot;    /* integer scalars: index into scalars[], else -1 */
  int32_t is_signed;      /* integer scalars: sign-extend to int64 */
  int32_t reserved;
  mgpu_access read, write, may_write;
} mgpu_param_desc;

enum { MGPU_SPLIT_NONE = -1, MGPU_SPLIT_X = 0, MGPU_SPLIT_Y = 1, MGPU_SPLIT_Z = 2 };

typedef struct mgpu_kernel_desc {
  const char *mangled;      /* kernel symbol, e.g. "_Z7stencilPfPKfii" */
  const char *name;         /* readable name for reports */
  const char *partitioned;  /* symbol of the partitioned clone, NULL when not split */
  const char *reason;       /* why split this way, or why not split */
  const char *position;     /* "file:line" */
  int32_t split;            /* MGPU_SPLIT_* */
  int32_t nparams;
  const mgpu_param_desc *params;
} mgpu_kernel_desc;

/* Register a descriptor. Both only record the pointer, so they are safe to
 * call from static constructors. mgpucc's generated code calls
 * __mgpuRegisterGeneratedKernel; hand ports call __mgpuRegisterKernel, and a
 * hand-written descriptor overrides the generated one for its kernel
 * whatever the order of constructors. */
void __mgpuRegisterGeneratedKernel(const mgpu_kernel_desc *desc);
void __mgpuRegisterKernel(const mgpu_kernel_desc *desc);

#ifdef __cplusplus
}
#endif

#endif /* MGPU_H */
