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

/* count ranges of one width, pitch elements apart: [lo + i*pitch,
 * hi + i*pitch) for 0 <= i < count (pitch unused when count is 1). */
typedef struct mgpu_span {
  int64_t lo, hi, pitch, count;
} mgpu_span;

/* Lists the element spans the blocks of box touch, as mgpu_enum_fn lists
 * ranges (at most cap written, the total count returned). Spans may
 * overlap and come in any order; the rows of a block of a matrix are one
 * span, so a launch costs the runtime the same whatever its rows. */
typedef int64_t (*mgpu_span_fn)(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars,
                                mgpu_span *out, int64_t cap);

/* How one access (read, write or may-write) of a pointer argument is known. */
enum {
  MGPU_ACCESS_NONE = 0,   /* no such access */
  MGPU_ACCESS_ENUM = 1,   /* fn lists the ranges */
  MGPU_ACCESS_ALL = 2,    /* the whole buffer (unknown pattern); arg unused */
  /* Ready-made patterns for hand ports (docs/runtime.md). An arg[] value
   * v < 0 stands for the kernel's integer scalar of slot -1 - v, so a row
   * length passed as a kernel argument can be named: MGPU_SCALAR(slot). */
  /* 1-D blocked along x: the thread with global index
   * g = blockIdx.x*blockDim.x + threadIdx.x touches elements
   * [g*arg[0], (g+1)*arg[0]) widened by arg[1] elements on each side.
   * arg[0] = elements per thread (0 means 1), arg[1] = halo (elements). */
  MGPU_ACCESS_BLOCKED_1D = 3,
  /* 2-D row blocks along y of a row-major array: the thread with global row
   * index r = blockIdx.y*blockDim.y + threadIdx.y touches whole rows
   * [r*arg[2], (r+1)*arg[2]) (arg[2] = rows per thread, 0 means 1), widened
   * by arg[1] halo rows above and below; arg[0] = row length in elements. */
  MGPU_ACCESS_ROWS_2D = 4,
  /* Read-only data every partition reads whole (lookup tables, weights):
   * copied to each device once and kept there while nobody writes it.
   * Valid for reads only. */
  MGPU_ACCESS_REPLICATED = 5,
  MGPU_ACCESS_SPANS = 6   /* spans lists the spans */
};

/* An arg[] value naming integer scalar slot s of the kernel. */
#define MGPU_SCALAR(s) (-1 - (int64_t)(s))

typedef struct mgpu_access {
  int32_t pattern;        /* MGPU_ACCESS_* */
  int32_t reserved;
  mgpu_enum_fn fn;        /* MGPU_ACCESS_ENUM */
  int64_t arg[4];         /* pattern arguments */
  mgpu_span_fn spans;     /* MGPU_ACCESS_SPANS */
} mgpu_access;

enum { MGPU_PARAM_SCALAR = 0, MGPU_PARAM_POINTER = 1, MGPU_PARAM_OTHER = 2 };

/* A pointer the kernel only updates with one integer atomic operation whose
 * result it does not use (a histogram's bins, a counter, a running minimum):
 * each device's part applies it to a copy that starts as the operation's
 * identity (the first part's: the buffer's contents), and the runtime then
 * combines the copies element by element into the buffer, which gives exactly
 * what one device computes. elem_size (4 or 8) is the operands' size; the
 * element grid starts at the pointer; read, write and may_write are
 * MGPU_ACCESS_NONE, and the whole buffer is combined. MIN and MAX compare as
 * signed, UMIN and UMAX as unsigned integers; ADD covers atomicSub too.
 * STORE: the kernel only stores reduce_value into the buffer, in elements of
 * elem_size (1, 2, 4 or 8) bytes (a "changed" flag, marks at data-dependent
 * positions, where several blocks may store into one element): every element
 * any part stored into holds reduce_value afterwards, the others keep their
 * contents. */
enum {
  MGPU_REDUCE_NONE = 0,
  MGPU_REDUCE_ADD = 1,
  MGPU_REDUCE_AND = 2,
  MGPU_REDUCE_OR = 3,
  MGPU_REDUCE_XOR = 4,
  MGPU_REDUCE_MIN = 5,
  MGPU_REDUCE_MAX = 6,
  MGPU_REDUCE_UMIN = 7,
  MGPU_REDUCE_UMAX = 8,
  MGPU_REDUCE_STORE = 9
};

typedef struct mgpu_param_desc {
  int32_t kind;           /* MGPU_PARAM_* */
  int32_t size;           /* bytes in the argument buffer */
  int32_t elem_size;      /* pointers: bytes per element of the ranges (0 allowed when no access has ranges) */
  int32_t scalar_slot;    /* integer scalars: index into scalars[], else -1 */
  int32_t is_signed;      /* integer scalars: sign-extend to int64 */
  int32_t reduce;         /* pointers: MGPU_REDUCE_*, 0 for none */
  mgpu_access read, write, may_write;
  uint64_t reduce_value;  /* MGPU_REDUCE_STORE: the value stored (its low elem_size bytes) */
} mgpu_param_desc;

/* An integer field of a struct argument, read into scalars[] like an
 * integer argument. */
typedef struct mgpu_field_desc {
  int32_t param;          /* the argument (a struct passed by value) */
  int32_t offset;         /* bytes from its start */
  int32_t size;           /* 1, 2, 4 or 8 */
  int32_t is_signed;      /* sign-extend to int64 */
  int32_t scalar_slot;    /* index into scalars[] */
  int32_t reserved;
} mgpu_field_desc;

/* A pointer field of a struct argument, described like a pointer
 * argument: desc.kind is MGPU_PARAM_POINTER and desc.size 8. Each device
 * runs the kernel with the field translated to its own copy of the buffer. */
typedef struct mgpu_ptrfield_desc {
  int32_t param;          /* the argument (a struct passed by value) */
  int32_t offset;         /* bytes from its start, a multiple of 8 */
  mgpu_param_desc desc;
} mgpu_ptrfield_desc;

/* A texture object argument a split kernel fetches through (tex1Dfetch,
 * tex2D): desc (MGPU_PARAM_POINTER, elem_size 1) describes the bytes of
 * the object's memory the fetches read, in maps whose four scalars from
 * scalar_slot on are the object's shape, which the runtime fills at each
 * launch: bytes per texel, width in texels, height in rows (1 for a
 * linear texture), row pitch in texels. */
typedef struct mgpu_texture_desc {
  int32_t param;          /* the argument: an 8-byte scalar holding the handle, or a struct */
  int32_t dims;           /* 1: tex1Dfetch over linear memory; 2: tex2D over pitched memory */
  int32_t scalar_slot;    /* the first of the shape's four slots in scalars[] */
  int32_t offset;         /* a struct argument: the handle's byte offset in it, a multiple of 8; else 0 */
  mgpu_param_desc desc;
} mgpu_texture_desc;

/* A __device__ variable a split kernel only updates with one integer atomic
 * operation, or only stores one value into (a counter, a "changed" flag):
 * combined over the devices like a pointer with mgpu_param_desc.reduce. */
typedef struct mgpu_var_reduction {
  const char *name;       /* the variable's device-side symbol */
  int32_t reduce;         /* MGPU_REDUCE_* */
  int32_t elem_size;      /* bytes per element */
  uint64_t reduce_value;  /* MGPU_REDUCE_STORE: the value stored */
} mgpu_var_reduction;

enum { MGPU_SPLIT_NONE = -1, MGPU_SPLIT_X = 0, MGPU_SPLIT_Y = 1, MGPU_SPLIT_Z = 2 };

/* Another grid dimension along which the kernel's split is valid with the
 * same parameter descriptions (and the same partitioned kernel): the
 * runtime splits a launch along it when the grid has one block along the
 * kernel's split, or when the launch's buffers are laid out along it. */
typedef struct mgpu_split_alternative {
  int32_t split;              /* MGPU_SPLIT_X, _Y or _Z */
  int32_t reserved;
  /* As mgpu_kernel_desc's, for a split along this dimension. */
  int32_t (*split_valid)(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars);
  const char *split_requires;
} mgpu_split_alternative;

/* A scalar whose value only moves what a split kernel's blocks touch (a
 * plane or column index passed to every launch): moves writes, for a launch
 * over box (the whole grid) with these scalars, lo and hi, then by[i] for
 * each of the nparams parameters; for any two values of the scalar both in
 * [lo, hi] or both outside it, pointer parameter i's accesses at s1 are
 * those at s0 moved by by[i] * (s1 - s0) elements, and outside [lo, hi] the
 * accesses that use the scalar touch nothing (INT64_MIN, INT64_MAX: no
 * bound). The runtime then makes a launch's plan once and moves it for
 * each new value. */
typedef struct mgpu_scalar_shift {
  int32_t slot;             /* the scalar's slot in the scalars array */
  int32_t reserved;
  void (*moves)(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, int64_t *out);
} mgpu_scalar_shift;

typedef struct mgpu_kernel_desc {
  const char *mangled;      /* kernel symbol, e.g. "_Z7stencilPfPKfii" */
  const char *name;         /* readable name for reports */
  const char *partitioned;  /* symbol of the partitioned clone, NULL when not split */
  const char *reason;       /* why split this way, or why not split */
  const char *position;     /* "file:line" */
  int32_t split;            /* MGPU_SPLIT_* */
  int32_t nparams;
  const mgpu_param_desc *params;
  int32_t flags;            /* MGPU_KERNEL_* */
  /* NULL, or the launches the split is valid for: a launch for which it
   * returns 0 runs unsplit. blockIdx.x*16 + threadIdx.x, for example, keeps
   * blocks apart only if blockDim.x <= 16. box is the whole grid's. */
  int32_t (*split_valid)(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars);
  const char *split_requires; /* split_valid's condition in words, for reports */
  /* The integer fields of struct arguments that are scalars too (sizes in
   * a struct passed by value). */
  int32_t nfields;
  const struct mgpu_field_desc *fields;
  /* The pointer fields of struct arguments through which the kernel reaches
   * buffers (a struct of arrays, a lambda's captures), each described like
   * a pointer argument. */
  int32_t nptrfields;
  const struct mgpu_ptrfield_desc *ptrfields;
  /* The __device__ variables the kernel reduces into. */
  int32_t nvarreductions;
  const struct mgpu_var_reduction *varreductions;
  /* The other valid split dimensions, in order of preference after
   * split. */
  int32_t nalternatives;
  const struct mgpu_split_alternative *alternatives;
  /* The texture object arguments the kernel fetches through. */
  int32_t ntextures;
  const struct mgpu_texture_desc *textures;
  /* Bit s set: no enumerator reads scalars[s], so launches that differ
   * only there share a plan (a time step passed to a kernel that indexes
   * nothing with it; split_valid is asked at every launch). 0, as older
   * initialisers leave it: every slot may be read. Slots from 64 on always
   * count as read. */
  uint64_t scalars_unread;
  /* The scalars whose values only move the kernel's accesses. */
  int32_t nshifts;
  const struct mgpu_scalar_shift *shifts;
  /* Fields are only ever added at the end, so that older initialisers
   * leave them 0. */
} mgpu_kernel_desc;

/* The kernel may reach device memory through pointers it loads (pointer
 * tables, pointers in variables or structs in device memory): the runtime
 * runs it unsplit on device 0 after making every buffer fresh there, and
 * device 0 then holds every buffer alone. */
#define MGPU_KERNEL_INDIRECT 1
/* Every pointer in a struct argument that the kernel follows is one of its
 * ptrfields (mgpucc's analysis saw every access): other pointer-sized words
 * of struct arguments are data. Without it, a struct argument holding a
 * buffer's address makes the launch run unsplit, that buffer made whole on
 * device 0. */
#define MGPU_KERNEL_STRUCTS_DESCRIBED 2

/* Register a descriptor. Both only record the pointer, so they are safe to
 * call from static constructors. mgpucc's generated code calls
 * __mgpuRegisterGeneratedKernel; hand ports call __mgpuRegisterKernel, and a
 * hand-written descriptor overrides the generated one for its kernel
 * whatever the order of constructors. */
void __mgpuRegisterGeneratedKernel(const mgpu_kernel_desc *desc);
void __mgpuRegisterKernel(const mgpu_kernel_desc *desc);

/* Default arguments where CUDA's C++ API has them. */
#ifdef __cplusplus
#define MGPU_DEFAULT(v) = v
#else
#define MGPU_DEFAULT(v)
#endif

/* ---- The CUDA runtime replacements ---------------------------------------
 * Same signatures and error codes as their CUDA counterparts; the rewriter
 * renames cudaXxx( to __mgpuXxx(. Device pointers are virtual: the address
 * a program sees is that of the buffer's instance on device 0, and any
 * pointer into a buffer (base + offset) is accepted wherever CUDA accepts
 * one. Every function is safe to call from several host threads. Errors
 * follow CUDA: each failing call returns its code and sets the last error
 * (__mgpuGetLastError reads and clears it); a kernel fault is sticky: every
 * later call returns it until __mgpuDeviceReset. Nothing aborts. Each
 * error's message goes to stderr unless MGPU_QUIET=1 (docs/runtime.md). */
#if !defined(MGPU_CAPI_BUILD)

/* Memory. The runtime allocates one instance of the buffer per device and
 * keeps them coherent (docs/runtime.md). Freed on __mgpuFree and at exit. */
cudaError_t __mgpuMalloc(void **devPtr, size_t size);
cudaError_t __mgpuFree(void *devPtr);
/* Managed memory: *devPtr is zeroed, page-aligned host memory the program
 * reads and writes directly, and also a device pointer: kernel arguments
 * (interior pointers too, and pointers in by-value structs), copies and
 * memsets reach the buffer behind it, an instance on every device kept
 * coherent like __mgpuMalloc's, the host's copy being one more holder.
 * The host may touch managed memory only while no device-side work uses
 * it, as on GPUs without concurrent managed access (cudaDeviceProp's
 * managedMemory is 1, concurrentManagedAccess 0): from a synchronisation
 * (__mgpuDeviceSynchronize, __mgpuStreamSynchronize, __mgpuEventSynchronize,
 * a stream or event query, a copy to or from host memory) to the next
 * launch, device-to-device copy or memset that uses it. A synchronisation
 * copies back what the devices wrote; the next device-side use finds what
 * the host wrote since (comparing with a copy kept from the
 * synchronisation), and each device then copies from the host only what
 * its kernels need of that. A pointer to managed memory stored in memory
 * (a pointer table, a __device__ variable) is a host address the devices
 * cannot use. flags: cudaMemAttachGlobal or cudaMemAttachHost, which are
 * the same here. Size 0 is cudaErrorInvalidValue. Freed on __mgpuFree,
 * __mgpuDeviceReset and at exit. */
cudaError_t __mgpuMallocManaged(void **devPtr, size_t size, unsigned int flags MGPU_DEFAULT(cudaMemAttachGlobal));
/* Hints about managed memory, checked as CUDA does and otherwise ignored:
 * the runtime moves managed memory to the devices that use it as they use
 * it. Memory that is not managed is cudaErrorInvalidValue; a device other
 * than 0 or cudaCpuDeviceId, cudaErrorInvalidDevice. Every device may
 * access managed memory whatever stream it is attached to; length is 0 or
 * the whole allocation. */
cudaError_t __mgpuMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                   cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
/* The same with a location (CUDA 12.2): a device's (its id), or the host's
 * (cudaCpuDeviceId, whatever NUMA node). */
cudaError_t __mgpuMemPrefetchAsync_v2(const void *devPtr, size_t count, struct cudaMemLocation location,
                                      unsigned int flags, cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemAdvise_v2(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                               struct cudaMemLocation location);
cudaError_t __mgpuStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length MGPU_DEFAULT(0),
                                       unsigned int flags MGPU_DEFAULT(cudaMemAttachSingle));
/* Page-locked host memory (these three and __mgpuHostRegister) is ordinary
 * host memory, copied from where it is, until the devices use it: it is
 * mapped into the device at the address the host uses, whatever the flags,
 * as with CUDA's unified addressing, so kernels may take it as an argument
 * (interior pointers too, and in by-value structs) and copies and memsets
 * may take it as a device pointer. Its first such use gives it an instance
 * on every device, and from then on it is kept coherent as managed memory
 * is, the memory itself being the host's copy: results written by kernels
 * reach it at the next synchronisation, not while the kernels run, and the
 * host may touch it only from a synchronisation to the next device-side
 * work that uses it. __mgpuFreeHost (and __mgpuHostUnregister) of such
 * memory synchronises first and frees the instances. flags: any of
 * cudaHostAllocPortable, cudaHostAllocMapped, cudaHostAllocWriteCombined. */
cudaError_t __mgpuMallocHost(void **ptr, size_t size);
cudaError_t __mgpuFreeHost(void *ptr);
cudaError_t __mgpuHostAlloc(void **pHost, size_t size, unsigned int flags);
/* *pDevice = pHost, for any pointer into page-locked host memory; flags
 * must be 0. Else cudaErrorInvalidValue. */
cudaError_t __mgpuHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
/* The flags of the __mgpuHostAlloc (or __mgpuMallocHost) allocation
 * holding pHost, with cudaHostAllocMapped: all of it is mapped. */
cudaError_t __mgpuHostGetFlags(unsigned int *pFlags, void *pHost);
cudaError_t __mgpuMemGetInfo(size_t *free, size_t *total);
/* Pitched 2-D memory: rows of pitch bytes (width rounded up to 256) in one
 * buffer; 2-D copies and memsets go row by row, or as one range when the
 * rows are contiguous. */
cudaError_t __mgpuMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
cudaError_t __mgpuMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
                           cudaMemcpyKind kind);
cudaError_t __mgpuMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                size_t height, cudaMemcpyKind kind, cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
/* 3-D pitched memory: pitched 2-D memory of height*depth rows; a 3-D copy
 * or memset is a 2-D one per plane, or one when the planes are contiguous
 * (3-D copies to and from CUDA arrays are not supported). */
cudaError_t __mgpuMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
cudaError_t __mgpuMemcpy3D(const struct cudaMemcpy3DParms *p);
cudaError_t __mgpuMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
/* 1-D and 2-D CUDA arrays are pitched 2-D memory (a 1-D array one row),
 * the handle its address; offsets along x and widths in bytes, as CUDA's
 * copies to and from arrays take them. Texture objects over them read
 * that memory (tex1D, tex2D). 3-D, layered and cubemap arrays and
 * surfaces are not supported. */
cudaError_t __mgpuMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width,
                              size_t height MGPU_DEFAULT(0), unsigned int flags MGPU_DEFAULT(0));
cudaError_t __mgpuFreeArray(cudaArray_t array);
cudaError_t __mgpuArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags,
                               cudaArray_t array);
cudaError_t __mgpuMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                  size_t width, size_t height, cudaMemcpyKind kind);
cudaError_t __mgpuMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                       size_t spitch, size_t width, size_t height, cudaMemcpyKind kind,
                                       cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                    size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind);
cudaError_t __mgpuMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                         size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind,
                                         cudaStream_t stream MGPU_DEFAULT(0));
/* A copy of count bytes from (wOffset, hOffset) on, row after row. */
cudaError_t __mgpuMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                                cudaMemcpyKind kind);
cudaError_t __mgpuMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                  cudaMemcpyKind kind);
cudaError_t __mgpuMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src,
                                       size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
                                       cudaMemcpyKind kind MGPU_DEFAULT(cudaMemcpyDeviceToDevice));
/* Registered memory is page-locked host memory as above, mapped whatever
 * the flags (cudaHostRegisterPortable, Mapped, IoMemory, ReadOnly). */
cudaError_t __mgpuHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t __mgpuHostUnregister(void *ptr);
/* Stream-ordered allocation: all work runs in program order, so these are
 * __mgpuMalloc and __mgpuFree once the stream is checked (a free waits for
 * the work issued before it). */
cudaError_t __mgpuMallocAsync(void **devPtr, size_t size, cudaStream_t stream);
cudaError_t __mgpuFreeAsync(void *devPtr, cudaStream_t stream);
/* The device's default memory pool: what cudaMallocAsync allocates from,
 * the runtime's allocator (no memory is kept back after a free, so
 * trimming has nothing to do); its attributes are kept, and the reserved
 * and used bytes are those of its live allocations. Other pools
 * (cudaMemPoolCreate) are not provided. */
cudaError_t __mgpuMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
cudaError_t __mgpuDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
cudaError_t __mgpuDeviceGetMemPool(cudaMemPool_t *memPool, int device);
cudaError_t __mgpuDeviceSetMemPool(int device, cudaMemPool_t memPool);
cudaError_t __mgpuMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
cudaError_t __mgpuMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
cudaError_t __mgpuMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
/* The pool's device reads and writes it, as CUDA's owning device does;
 * the program has no other device to give access to. */
cudaError_t __mgpuMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count);
cudaError_t __mgpuMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                   struct cudaMemLocation *location);
/* As CUDA 11: a pointer into a buffer (or a variable whose address the
 * program took) is cudaMemoryTypeDevice of device 0 with devicePointer the
 * pointer itself; into managed memory, cudaMemoryTypeManaged of device 0
 * with both pointers the pointer itself; into memory from
 * __mgpuMallocHost, __mgpuHostAlloc or __mgpuHostRegister,
 * cudaMemoryTypeHost of device 0 with both pointers the pointer itself
 * (it is mapped); anything else is cudaMemoryTypeUnregistered of
 * cudaInvalidDeviceId. */
cudaError_t __mgpuPointerGetAttributes(cudaPointerAttributes *attributes, const void *ptr);
/* Texture objects over linear memory (cudaResourceTypeLinear, read with
 * tex1Dfetch) and pitched 2-D memory (cudaResourceTypePitch2D, read with
 * tex2D) of a buffer: point sampling (cudaFilterModePoint), either read
 * mode, unnormalised or normalised coordinates; clamp and border address
 * modes (wrap and mirror with normalised coordinates). The runtime makes
 * one object per device, over that device's instance of the buffer, and
 * hands out a handle of its own: a launch passes each device its own
 * object wherever the handle is an argument (or an 8-byte word of a struct
 * argument). A kernel that reads through a texture object runs unsplit,
 * with the texture's buffer made whole on the device running it. CUDA
 * arrays (cudaResourceTypeArray), linear filtering and resource views are
 * cudaErrorNotSupported; memory outside a buffer is
 * cudaErrorInvalidDevicePointer. */
cudaError_t __mgpuCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc,
                                      const struct cudaTextureDesc *pTexDesc,
                                      const struct cudaResourceViewDesc *pResViewDesc);
cudaError_t __mgpuDestroyTextureObject(cudaTextureObject_t texObject);
cudaError_t __mgpuGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);
cudaError_t __mgpuGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);
struct cudaChannelFormatDesc __mgpuCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
/* CUDART_VERSION, the runtime ABI mgpucc implements, for both. */
cudaError_t __mgpuRuntimeGetVersion(int *runtimeVersion);
cudaError_t __mgpuDriverGetVersion(int *driverVersion);
/* Device limits are recorded and read back; they change nothing. */
cudaError_t __mgpuDeviceSetLimit(enum cudaLimit limit, size_t value);
cudaError_t __mgpuDeviceGetLimit(size_t *value, enum cudaLimit limit);

/* Copies. Host to device distributes the range linearly over the devices;
 * device to host gathers each part from a device holding it; device to
 * device copies on the devices holding the source; cudaMemcpyDefault infers
 * the direction from the pointers, managed and page-locked memory counting
 * as host memory. Those are host memory where the kind says host, and a
 * buffer where it says device; copies to or from host memory synchronise
 * them first. Synchronous variants return when the copy is done; async variants
 * are ordered on their stream. */
cudaError_t __mgpuMemcpy(void *dst, const void *src, size_t count, cudaMemcpyKind kind);
cudaError_t __mgpuMemcpyAsync(void *dst, const void *src, size_t count, cudaMemcpyKind kind,
                              cudaStream_t stream MGPU_DEFAULT(0));
/* Sets count bytes to (unsigned char)value on every device. */
cudaError_t __mgpuMemset(void *devPtr, int value, size_t count);
cudaError_t __mgpuMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream MGPU_DEFAULT(0));
/* Both devices must be 0, the only one: a copy from device to device. */
cudaError_t __mgpuMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
cudaError_t __mgpuMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count,
                                  cudaStream_t stream MGPU_DEFAULT(0));

/* __constant__ and __device__ variables. symbol is the address of the host
 * shadow variable clang registers (what &var gives in host code). Writes go
 * to every device; reads come from device 0 (kernels that write __device__
 * variables run unsplit on device 0). */
cudaError_t __mgpuMemcpyToSymbol(const void *symbol, const void *src, size_t count,
                                 size_t offset MGPU_DEFAULT(0),
                                 cudaMemcpyKind kind MGPU_DEFAULT(cudaMemcpyHostToDevice));
cudaError_t __mgpuMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
                                   size_t offset MGPU_DEFAULT(0),
                                   cudaMemcpyKind kind MGPU_DEFAULT(cudaMemcpyDeviceToHost));
cudaError_t __mgpuMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                      cudaMemcpyKind kind, cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                        cudaMemcpyKind kind, cudaStream_t stream MGPU_DEFAULT(0));
/* The address is device 0's instance of the variable, which then works as
 * any device pointer (copies, memsets, kernel arguments; not
 * __mgpuFree) and stays coherent with the other devices' instances. On a
 * backend whose variables overlap buffers (null) it is
 * cudaErrorNotSupported. */
cudaError_t __mgpuGetSymbolAddress(void **devPtr, const void *symbol);
cudaError_t __mgpuGetSymbolSize(size_t *size, const void *symbol);

/* Devices. The program sees one device (the node's GPUs together):
 * __mgpuGetDeviceCount returns 1, device 0 is the only valid device, and its
 * properties are those of physical device 0 (memory: the smallest device's). */
cudaError_t __mgpuGetDeviceCount(int *count);
cudaError_t __mgpuSetDevice(int device);
cudaError_t __mgpuGetDevice(int *device);
cudaError_t __mgpuSetDeviceFlags(unsigned int flags);
cudaError_t __mgpuGetDeviceProperties(cudaDeviceProp *prop, int device);
cudaError_t __mgpuDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
/* Waits for the work of every device. */
cudaError_t __mgpuDeviceSynchronize(void);
cudaError_t __mgpuThreadSynchronize(void);
/* Frees every buffer, clears the errors (sticky ones too) and the caches. */
cudaError_t __mgpuDeviceReset(void);
/* CUDA's deprecated name of cudaDeviceReset. */
cudaError_t __mgpuThreadExit(void);
/* Accepted and ignored: the cache split is the backend's business. The
 * device's preference is recorded and read back. */
cudaError_t __mgpuDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
cudaError_t __mgpuDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
cudaError_t __mgpuFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
/* Shared memory banks are four bytes wide on every GPU mgpucc targets:
 * setting a configuration is accepted and changes nothing. */
cudaError_t __mgpuDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
cudaError_t __mgpuDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
cudaError_t __mgpuFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config);
/* Device 0 has no peer: *canAccessPeer is 0 (mgpucc copies between the
 * GPUs itself). */
cudaError_t __mgpuDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
/* As CUDA on a machine of one GPU: no peer to enable access to
 * (cudaErrorInvalidDevice), none enabled to disable. */
cudaError_t __mgpuDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
cudaError_t __mgpuDeviceDisablePeerAccess(int peerDevice);
/* CUDA's usual range: least 0, greatest -5. */
cudaError_t __mgpuDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);

/* Errors. */
cudaError_t __mgpuGetLastError(void);
cudaError_t __mgpuPeekAtLastError(void);
const char *__mgpuGetErrorString(cudaError_t error);
const char *__mgpuGetErrorName(cudaError_t error);

/* Streams and events. Work is issued in program order on per-device
 * streams, which is one valid order of any program's streams; stream and
 * event operations synchronise accordingly. */
cudaError_t __mgpuStreamCreate(cudaStream_t *pStream);
cudaError_t __mgpuStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
/* The priority (clamped to the range) is recorded and reported: it orders
 * nothing, as all work runs in program order. */
cudaError_t __mgpuStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
cudaError_t __mgpuStreamGetPriority(cudaStream_t hStream, int *priority);
cudaError_t __mgpuStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
/* Stream attributes are hints, recorded and reported: the access policy
 * window (L2 residency of a range, on the program's one device where the
 * runtime keeps a buffer on several), the host's synchronisation policy
 * and the priority (as cudaStreamCreateWithPriority's). None changes how
 * the work runs; the persisting L2 set-aside is a limit of the same kind,
 * and resetting it does nothing. */
cudaError_t __mgpuStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value);
cudaError_t __mgpuStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out);
cudaError_t __mgpuCtxResetPersistingL2Cache(void);
cudaError_t __mgpuStreamDestroy(cudaStream_t stream);
cudaError_t __mgpuStreamSynchronize(cudaStream_t stream);
cudaError_t __mgpuStreamQuery(cudaStream_t stream);
cudaError_t __mgpuStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags MGPU_DEFAULT(0));
cudaError_t __mgpuEventCreate(cudaEvent_t *event);
cudaError_t __mgpuEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
cudaError_t __mgpuEventRecord(cudaEvent_t event, cudaStream_t stream MGPU_DEFAULT(0));
cudaError_t __mgpuEventSynchronize(cudaEvent_t event);
cudaError_t __mgpuEventQuery(cudaEvent_t event);
cudaError_t __mgpuEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t __mgpuEventDestroy(cudaEvent_t event);
/* Host functions: the call waits for the work issued before it and runs
 * the function itself before returning, so that later work follows it too.
 * The callback's status is cudaSuccess (after a kernel fault the call
 * returns the fault and calls nothing); flags must be 0. */
cudaError_t __mgpuLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
cudaError_t __mgpuStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                    unsigned int flags);

/* Kernel attributes, of the kernel and of its partitioned clone together
 * (the most registers and shared memory, the fewest threads per block):
 * on a GPU, the driver's for device 0; on the simulator fixed values
 * (1024 threads per block, 32 registers, PTX and binary version 70), the
 * static shared memory it gives each block, and what was set. A func that
 * is not a registered kernel is cudaErrorInvalidDeviceFunction. */
cudaError_t __mgpuFuncGetAttributes(cudaFuncAttributes *attr, const void *func);
/* Sets the attribute on every device, for the kernel and its partitioned
 * clone: launches with more than 48 KiB of dynamic shared memory need
 * cudaFuncAttributeMaxDynamicSharedMemorySize on a GPU, as on CUDA (the
 * simulator does not check). */
cudaError_t __mgpuFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);

/* Occupancy, computed from the device's properties and the kernel's
 * attributes by CUDA's occupancy calculation: blocks per multiprocessor
 * limited by the block slots, warp slots, registers (per warp, in units of
 * 256) and shared memory. Deterministic. A multiprocessor and a minimum
 * grid are those of ONE device, the one cudaGetDeviceProperties reports:
 * the grid that fills every GPU is the device count (MGPU_DEVICES) times
 * as large. */
cudaError_t __mgpuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                            size_t dynamicSMemSize);
cudaError_t __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize,
                                                                     size_t dynamicSMemSize, unsigned int flags);
/* The C forms of CUDA's templates (below): the block size, at most
 * blockSizeLimit (0: any), with the best occupancy, the largest first when
 * several tie; minGridSize fills one device's multiprocessors with it. */
cudaError_t __mgpuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, const void *func,
                                                 size_t dynamicSMemSize, int blockSizeLimit);
cudaError_t __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, const void *func,
                                                             mgpu_block_smem_fn blockSizeToDynamicSMemSize,
                                                             void *context, int blockSizeLimit);

/* Profiling: accepted, no effect. */
cudaError_t __mgpuProfilerStart(void);
cudaError_t __mgpuProfilerStop(void);

/* Launches kernel func (its host stub, as registered by clang's
 * __cudaRegisterFunction) over gridDim x blockDim; args[i] points to the
 * i-th argument. The kernel's descriptor decides how the grid is split over
 * the devices and which data each device needs first (docs/runtime.md). */
cudaError_t __mgpuLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                               cudaStream_t stream);
/* The launch of a configuration (cudaLaunchKernelEx): its attributes are
 * hints, but a cooperative launch and thread block clusters, which are
 * cudaErrorNotSupported. */
cudaError_t __mgpuLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args);

/* clang's CUDA host ABI, so that host code compiled by clang registers its
 * kernels and variables by name and a <<<>>> launch that was not rewritten
 * still goes through the runtime. fatCubin points to {int magic, int
 * version, const void *data, void *}, data to an mgpucc container. */
void **__cudaRegisterFatBinary(void *fatCubin);
void __cudaRegisterFatBinaryEnd(void **handle);
void __cudaUnregisterFatBinary(void **handle);
void __cudaRegisterFunction(void **handle, const char *hostFun, char *deviceFun, const char *deviceName,
                            int threadLimit, void *tid, void *bid, void *bDim, void *gDim, int *wSize);
void __cudaRegisterVar(void **handle, char *hostVar, char *deviceAddress, const char *deviceName, int ext,
                       size_t size, int constant, int global);
unsigned __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream);
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                             cudaStream_t stream);
#ifndef __CUDA__
/* clang declares it itself (with default arguments) in CUDA mode. */
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream);
#endif

#endif /* !MGPU_CAPI_BUILD */

#ifdef __cplusplus
}

/* ---- C++ conveniences (CUDA's own C++ overloads) ------------------------- */
#if !defined(MGPU_CAPI_BUILD)

template <class T> static inline cudaError_t __mgpuMalloc(T **devPtr, size_t size) {
  return __mgpuMalloc((void **)devPtr, size);
}
/* CUDA 13's prefetch and advice, which take a location. */
static inline cudaError_t __mgpuMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                                 unsigned int flags, cudaStream_t stream = 0) {
  return __mgpuMemPrefetchAsync_v2(devPtr, count, location, flags, stream);
}
static inline cudaError_t __mgpuMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                                          struct cudaMemLocation location) {
  return __mgpuMemAdvise_v2(devPtr, count, advice, location);
}
template <class T>
static inline cudaError_t __mgpuMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return __mgpuMallocManaged((void **)devPtr, size, flags);
}
template <class T> static inline cudaError_t __mgpuMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return __mgpuHostAlloc((void **)ptr, size, flags);
}
template <class T> static inline cudaError_t __mgpuHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return __mgpuHostAlloc((void **)ptr, size, flags);
}
template <class T> static inline cudaError_t __mgpuHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
  return __mgpuHostGetDevicePointer((void **)pDevice, pHost, flags);
}
static inline cudaError_t __mgpuEventCreate(cudaEvent_t *event, unsigned int flags) {
  return __mgpuEventCreateWithFlags(event, flags);
}
template <class T>
static inline cudaError_t __mgpuMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                               cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return __mgpuMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline cudaError_t __mgpuMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                 cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return __mgpuMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static inline cudaError_t __mgpuMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                    cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                                    cudaStream_t stream = 0) {
  return __mgpuMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline cudaError_t __mgpuMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                      cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                      cudaStream_t stream = 0) {
  return __mgpuMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T> static inline cudaError_t __mgpuFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return __mgpuFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static inline cudaError_t __mgpuFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config) {
  return __mgpuFuncSetSharedMemConfig((const void *)func, config);
}
template <class T> static inline cudaError_t __mgpuFuncGetAttributes(cudaFuncAttributes *attr, T *func) {
  return __mgpuFuncGetAttributes(attr, (const void *)func);
}
template <class T>
static inline cudaError_t __mgpuFuncSetAttribute(T *func, enum cudaFuncAttribute attr, int value) {
  return __mgpuFuncSetAttribute((const void *)func, attr, value);
}
template <class T>
static inline cudaError_t __mgpuOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                          size_t dynamicSMemSize) {
  return __mgpuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize);
}
template <class T>
static inline cudaError_t __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                                                   int blockSize,
                                                                                   size_t dynamicSMemSize,
                                                                                   unsigned int flags) {
  return __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                  dynamicSMemSize, flags);
}
template <class T>
static inline cudaError_t __mgpuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                               size_t dynamicSMemSize = 0, int blockSizeLimit = 0) {
  return __mgpuOccupancyMaxPotentialBlockSize(minGridSize, blockSize, (const void *)func, dynamicSMemSize,
                                              blockSizeLimit);
}
/* blockSizeToDynamicSMemSize: any function or function object taking the
 * block size and returning the dynamic shared memory of such a block. */
template <class UnaryFunction, class T>
static inline cudaError_t __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                                                           UnaryFunction blockSizeToDynamicSMemSize,
                                                                           int blockSizeLimit = 0) {
  return __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(minGridSize, blockSize, (const void *)func,
                                                          __mgpu_block_smem<UnaryFunction>,
                                                          (void *)&blockSizeToDynamicSMemSize, blockSizeLimit);
}
template <class T> static inline cudaError_t __mgpuGetSymbolAddress(void **devPtr, const T &symbol) {
  return __mgpuGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T> static inline cudaError_t __mgpuGetSymbolSize(size_t *size, const T &symbol) {
  return __mgpuGetSymbolSize(size, (const void *)&symbol);
}
template <class T> static inline cudaError_t __mgpuMallocAsync(T **devPtr, size_t size, cudaStream_t stream) {
  return __mgpuMallocAsync((void **)devPtr, size, stream);
}
template <class T>
static inline cudaError_t __mgpuMallocFromPoolAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return __mgpuMallocFromPoolAsync((void **)ptr, size, memPool, stream);
}
template <class T>
static inline cudaError_t __mgpuMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return __mgpuMallocFromPoolAsync((void **)ptr, size, memPool, stream);
}
template <class T>
static inline cudaError_t __mgpuLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim, void **args,
                                             size_t sharedMem = 0, cudaStream_t stream = 0) {
  return __mgpuLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

namespace __mgpu_detail {
/* params are the arguments already converted to the kernel's parameter
 * types, each evaluated once by the call that made them. */
template <typename... P>
static inline cudaError_t launch(const void *kernel, dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                                 P... params) {
  void *argv[sizeof...(P) + 1] = {((void *)&params)..., 0};
  return __mgpuLaunchKernel(kernel, grid, block, argv, shmem, stream);
}
} // namespace __mgpu_detail

/* cudaLaunchKernelEx, renamed. */
template <class... P, class... A>
cudaError_t __mgpuLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(P...), A &&...args) {
  return __mgpu_launch_ex(__mgpuLaunchKernelExC, config, kernel, static_cast<A &&>(args)...);
}

/* What the rewriter makes of kernel<<<grid, block, shmem, stream>>>(args...). */
template <typename... P, typename... A>
static inline cudaError_t __mgpu_launch(void (*kernel)(P...), dim3 grid, dim3 block, size_t shmem,
                                        cudaStream_t stream, A &&...args) {
  static_assert(sizeof...(P) == sizeof...(A), "kernel launched with the wrong number of arguments");
  return __mgpu_detail::launch<P...>((const void *)kernel, grid, block, shmem, stream, static_cast<A &&>(args)...);
}

#endif /* !MGPU_CAPI_BUILD */
#endif /* __cplusplus */

#endif /* MGPU_H */

