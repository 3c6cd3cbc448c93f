/* mgpucc's clean-room device_functions.h: barriers, fences, warp
 * functions, and the integer and single-precision intrinsics. Included by
 * cuda_runtime.h in CUDA compiles; every function here lowers to ordinary
 * LLVM instructions or to an intrinsic listed in INTRINSICS.md. */
#ifndef MGPU_DEVICE_FUNCTIONS_H
#define MGPU_DEVICE_FUNCTIONS_H

#ifdef __CUDA__
#include "vector_types.h"
#include "__mgpu_math.h"
#include "__mgpu_simd.h"

#define __MGPU_DF static __device__ __inline__ __attribute__((always_inline))

/* ---- Barriers and fences ----------------------------------------------- */
__MGPU_DF int __syncthreads_count(int predicate) { return __nvvm_bar0_popc(predicate); }
__MGPU_DF int __syncthreads_and(int predicate) { return __nvvm_bar0_and(predicate); }
__MGPU_DF int __syncthreads_or(int predicate) { return __nvvm_bar0_or(predicate); }
__MGPU_DF void __threadfence_block(void) { __nvvm_membar_cta(); }
__MGPU_DF void __threadfence(void) { __nvvm_membar_gl(); }
__MGPU_DF void __threadfence_system(void) { __nvvm_membar_sys(); }
__MGPU_DF long long clock64(void) { return __nvvm_read_ptx_sreg_clock64(); }
__MGPU_DF int clock(void) { return __nvvm_read_ptx_sreg_clock(); }

/* memcpy and memset in device code, as CUDA has them (the host's stay
 * <string.h>'s): LLVM's memcpy and memset, which the kernels' own struct
 * copies use too. */
__MGPU_DF void *memcpy(void *dst, const void *src, __SIZE_TYPE__ n) { return __builtin_memcpy(dst, src, n); }
__MGPU_DF void *memset(void *dst, int c, __SIZE_TYPE__ n) { return __builtin_memset(dst, c, n); }

/* ---- Warp functions (need PTX 6.0: see INTRINSICS.md) ------------------- */
__MGPU_DF void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
/* The lanes of the warp executing this call: PTX's activemask, as inline
 * PTX as CUDA's own header writes it (clang-14 has no builtin for it). */
__MGPU_DF unsigned __activemask() {
  unsigned m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  return m;
}
__MGPU_DF unsigned __ballot_sync(unsigned mask, int predicate) { return __nvvm_vote_ballot_sync(mask, predicate); }
__MGPU_DF int __any_sync(unsigned mask, int predicate) { return __nvvm_vote_any_sync(mask, predicate); }
__MGPU_DF int __all_sync(unsigned mask, int predicate) { return __nvvm_vote_all_sync(mask, predicate); }
__MGPU_DF int __uni_sync(unsigned mask, int predicate) { return __nvvm_vote_uni_sync(mask, predicate); }

/* Shuffles for every 32- and 64-bit type. c packs the segment mask and the
 * clamp lane as PTX shfl.sync wants them: up clamps at lane 0 of the
 * segment, the others at its last lane. */
#define __MGPU_SHFL(NAME, OP, LANE_T, CLAMP)                                                    \
  __MGPU_DF int NAME(unsigned mask, int v, LANE_T l, int width = 32) {                          \
    return __nvvm_shfl_sync_##OP##_i32(mask, v, l, ((32 - width) << 8) | (CLAMP));              \
  }                                                                                              \
  __MGPU_DF unsigned NAME(unsigned mask, unsigned v, LANE_T l, int width = 32) {                \
    return (unsigned)NAME(mask, (int)v, l, width);                                               \
  }                                                                                              \
  __MGPU_DF float NAME(unsigned mask, float v, LANE_T l, int width = 32) {                      \
    return __nvvm_shfl_sync_##OP##_f32(mask, v, l, ((32 - width) << 8) | (CLAMP));              \
  }                                                                                              \
  __MGPU_DF long long NAME(unsigned mask, long long v, LANE_T l, int width = 32) {              \
    unsigned lo = NAME(mask, (unsigned)v, l, width);                                             \
    unsigned hi = NAME(mask, (unsigned)((unsigned long long)v >> 32), l, width);                \
    return (long long)(((unsigned long long)hi << 32) | lo);                                     \
  }                                                                                              \
  __MGPU_DF unsigned long long NAME(unsigned mask, unsigned long long v, LANE_T l, int width = 32) { \
    return (unsigned long long)NAME(mask, (long long)v, l, width);                               \
  }                                                                                              \
  __MGPU_DF long NAME(unsigned mask, long v, LANE_T l, int width = 32) {                        \
    return (long)NAME(mask, (long long)v, l, width);                                             \
  }                                                                                              \
  __MGPU_DF unsigned long NAME(unsigned mask, unsigned long v, LANE_T l, int width = 32) {      \
    return (unsigned long)NAME(mask, (long long)v, l, width);                                    \
  }                                                                                              \
  __MGPU_DF double NAME(unsigned mask, double v, LANE_T l, int width = 32) {                    \
    return __builtin_bit_cast(double, NAME(mask, __builtin_bit_cast(long long, v), l, width));   \
  }
__MGPU_SHFL(__shfl_sync, idx, int, 0x1f)
__MGPU_SHFL(__shfl_up_sync, up, unsigned, 0)
__MGPU_SHFL(__shfl_down_sync, down, unsigned, 0x1f)
__MGPU_SHFL(__shfl_xor_sync, bfly, int, 0x1f)
#undef __MGPU_SHFL

/* The lanes of mask whose value equals the caller's, for every 32- and
 * 64-bit type (sm_70's match.any.sync; floats compare by their bits, as
 * CUDA's do). A 64-bit value is matched as its two halves: clang-14's
 * match.any.sync.b64 writes its 32-bit mask to a 64-bit register, which
 * ptxas rejects. __match_all_sync is the same instruction: the lanes of
 * mask all agree exactly when the caller matches all of them (clang-14's
 * match.all builtin returns a pair, which the simulator does not run). */
__MGPU_DF unsigned __match_any_sync(unsigned mask, unsigned v) { return __nvvm_match_any_sync_i32(mask, v); }
__MGPU_DF unsigned __match_any_sync(unsigned mask, unsigned long long v) {
  return __match_any_sync(mask, (unsigned)v) & __match_any_sync(mask, (unsigned)(v >> 32));
}
#define __MGPU_MATCH(T, BITS)                                                                   \
  __MGPU_DF unsigned __match_any_sync(unsigned mask, T v) {                                     \
    return __match_any_sync(mask, __builtin_bit_cast(BITS, v));                                  \
  }
__MGPU_MATCH(int, unsigned)
__MGPU_MATCH(float, unsigned)
__MGPU_MATCH(long long, unsigned long long)
__MGPU_MATCH(long, unsigned long long)
__MGPU_MATCH(unsigned long, unsigned long long)
__MGPU_MATCH(double, unsigned long long)
#undef __MGPU_MATCH
template <class T> __MGPU_DF unsigned __match_all_sync(unsigned mask, T v, int *pred) {
  *pred = __match_any_sync(mask, v) == mask;
  return *pred ? mask : 0u;
}

/* The shuffles and votes of CUDA before 9, with no member mask (CUDA
 * keeps them for sm_6x and older; HeCBench's lda and nbnxm use them): the
 * whole warp's, as those run where every lane of the warp takes part. */
#define __MGPU_WARP_LEGACY(NAME, SYNC, LANE_T) \
  template <class T> __MGPU_DF T NAME(T v, LANE_T l, int width = 32) { return SYNC(0xffffffffu, v, l, width); }
__MGPU_WARP_LEGACY(__shfl, __shfl_sync, int)
__MGPU_WARP_LEGACY(__shfl_up, __shfl_up_sync, unsigned)
__MGPU_WARP_LEGACY(__shfl_down, __shfl_down_sync, unsigned)
__MGPU_WARP_LEGACY(__shfl_xor, __shfl_xor_sync, int)
#undef __MGPU_WARP_LEGACY
__MGPU_DF unsigned __ballot(int predicate) { return __ballot_sync(0xffffffffu, predicate); }
__MGPU_DF int __any(int predicate) { return __any_sync(0xffffffffu, predicate); }
__MGPU_DF int __all(int predicate) { return __all_sync(0xffffffffu, predicate); }

/* ---- Integer intrinsics -------------------------------------------------- */
__MGPU_DF int __popc(unsigned x) { return __builtin_popcount(x); }
__MGPU_DF int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__MGPU_DF int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
__MGPU_DF int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__MGPU_DF int __ffs(int x) { return x == 0 ? 0 : __builtin_ctz((unsigned)x) + 1; }
__MGPU_DF int __ffsll(long long x) { return x == 0 ? 0 : __builtin_ctzll((unsigned long long)x) + 1; }
__MGPU_DF unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
__MGPU_DF unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
__MGPU_DF int __mul24(int x, int y) { return ((x << 8) >> 8) * ((y << 8) >> 8); }
__MGPU_DF unsigned __umul24(unsigned x, unsigned y) { return (x & 0xffffffu) * (y & 0xffffffu); }
__MGPU_DF int __mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
__MGPU_DF unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
__MGPU_DF unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  unsigned long long xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
  unsigned long long ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
  unsigned long long mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
__MGPU_DF long long __mul64hi(long long x, long long y) {
  unsigned long long h = __umul64hi((unsigned long long)x, (unsigned long long)y);
  /* two's complement correction of the unsigned high half */
  h -= (x < 0 ? (unsigned long long)y : 0) + (y < 0 ? (unsigned long long)x : 0);
  return (long long)h;
}
__MGPU_DF int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
__MGPU_DF int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
__MGPU_DF unsigned __uhadd(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x + y) >> 1); }
__MGPU_DF unsigned __urhadd(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x + y + 1) >> 1); }
__MGPU_DF unsigned __sad(int x, int y, unsigned z) { return z + (unsigned)(x > y ? x - y : y - x); }
__MGPU_DF unsigned __usad(unsigned x, unsigned y, unsigned z) { return z + (x > y ? x - y : y - x); }
__MGPU_DF unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned r = 0;
  for (int i = 0; i < 4; i++)
    r |= (unsigned)((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}
__MGPU_DF unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift) {
  return (unsigned)((((unsigned long long)hi << 32 | lo) << (shift & 31)) >> 32);
}
__MGPU_DF unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift) {
  return (unsigned)((((unsigned long long)hi << 32 | lo) << (shift > 32 ? 32 : shift)) >> 32);
}
__MGPU_DF unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift) {
  return (unsigned)(((unsigned long long)hi << 32 | lo) >> (shift & 31));
}
__MGPU_DF unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift) {
  return (unsigned)(((unsigned long long)hi << 32 | lo) >> (shift > 32 ? 32 : shift));
}

/* min and max as CUDA's C++ overloads, callable from host code too (as
 * with nvcc); abs stays device-only (the host has the C library's). The
 * integer ones are constexpr: math_functions.h makes them std::min and
 * std::max too, which constant expressions call (HeCBench's topk:
 * constexpr x = 256 / std::min(sizeof(T), sizeof(U))). */
#define __MGPU_HDF static __inline__ __attribute__((always_inline)) __attribute__((host)) __attribute__((device))
#define __MGPU_MINMAX(T)                                           \
  __MGPU_HDF constexpr T min(T a, T b) { return a < b ? a : b; }     \
  __MGPU_HDF constexpr T max(T a, T b) { return a > b ? a : b; }
__MGPU_MINMAX(int)
__MGPU_MINMAX(unsigned)
__MGPU_MINMAX(long)
__MGPU_MINMAX(unsigned long)
__MGPU_MINMAX(long long)
__MGPU_MINMAX(unsigned long long)
#undef __MGPU_MINMAX
__MGPU_HDF unsigned min(int a, unsigned b) { return min((unsigned)a, b); }
__MGPU_HDF unsigned min(unsigned a, int b) { return min(a, (unsigned)b); }
__MGPU_HDF unsigned max(int a, unsigned b) { return max((unsigned)a, b); }
__MGPU_HDF unsigned max(unsigned a, int b) { return max(a, (unsigned)b); }
__MGPU_HDF float min(float a, float b) { return __builtin_fminf(a, b); }
__MGPU_HDF float max(float a, float b) { return __builtin_fmaxf(a, b); }
__MGPU_HDF double min(double a, double b) { return __builtin_fmin(a, b); }
__MGPU_HDF double max(double a, double b) { return __builtin_fmax(a, b); }
__MGPU_HDF double min(float a, double b) { return __builtin_fmin(a, b); }
__MGPU_HDF double min(double a, float b) { return __builtin_fmin(a, b); }
__MGPU_HDF double max(float a, double b) { return __builtin_fmax(a, b); }
__MGPU_HDF double max(double a, float b) { return __builtin_fmax(a, b); }
__MGPU_HDF unsigned umin(unsigned a, unsigned b) { return min(a, b); }
__MGPU_HDF unsigned umax(unsigned a, unsigned b) { return max(a, b); }
__MGPU_HDF long long llmin(long long a, long long b) { return min(a, b); }
__MGPU_HDF long long llmax(long long a, long long b) { return max(a, b); }
__MGPU_HDF unsigned long long ullmin(unsigned long long a, unsigned long long b) { return min(a, b); }
__MGPU_HDF unsigned long long ullmax(unsigned long long a, unsigned long long b) { return max(a, b); }
__MGPU_DF int abs(int a) { return a < 0 ? -a : a; }
__MGPU_DF long labs(long a) { return a < 0 ? -a : a; }
__MGPU_DF long long llabs(long long a) { return a < 0 ? -a : a; }
__MGPU_DF long abs(long a) { return labs(a); }
__MGPU_DF long long abs(long long a) { return llabs(a); }

#undef __MGPU_HDF

/* Loads and stores with a cache hint. The hints change no value, but those
 * that pass the SM's own cache (global level, "fetch again", write
 * through) are how blocks talk through memory: a flag polled with __ldcg,
 * a tile's status and value written with __stcg as one 16-byte word
 * (CUB's look-back). Those are volatile accesses of the whole value, as
 * nvcc's single ld/st.global.cg of it: the compiler may not keep one in a
 * register across a spin loop, nor load a vector's fields apart. The
 * others (__ldg, cached at all levels, streaming, last use, write-back)
 * are ordinary loads and stores. */
template <unsigned A> struct __mgpu_word;
template <> struct __mgpu_word<1> { typedef unsigned char type; };
template <> struct __mgpu_word<2> { typedef unsigned short type; };
template <> struct __mgpu_word<4> { typedef unsigned int type; };
template <> struct __mgpu_word<8> { typedef unsigned long long type; };
template <> struct __mgpu_word<16> { typedef unsigned int type __attribute__((ext_vector_type(4))); };

/* T in words of its alignment (16 bytes at most): one for the scalars and
 * the aligned vector types, three for a float3. */
template <class T> struct __mgpu_words {
  typedef typename __mgpu_word<(alignof(T) < 16 ? alignof(T) : 16)>::type word;
  static const unsigned count = sizeof(T) / sizeof(word);
};

template <class T> __MGPU_DF T __mgpu_load_volatile(const T *p) {
  typedef typename __mgpu_words<T>::word W;
  W w[__mgpu_words<T>::count];
  for (unsigned i = 0; i < __mgpu_words<T>::count; i++)
    w[i] = ((const volatile W *)p)[i];
  T v;
  __builtin_memcpy(&v, w, sizeof(T));
  return v;
}

template <class T> __MGPU_DF void __mgpu_store_volatile(T *p, T v) {
  typedef typename __mgpu_words<T>::word W;
  W w[__mgpu_words<T>::count];
  __builtin_memcpy(w, &v, sizeof(T));
  for (unsigned i = 0; i < __mgpu_words<T>::count; i++)
    ((volatile W *)p)[i] = w[i];
}

template <class T> __MGPU_DF T __ldg(const T *p) { return *p; }
template <class T> __MGPU_DF T __ldca(const T *p) { return *p; }
template <class T> __MGPU_DF T __ldcg(const T *p) { return __mgpu_load_volatile(p); }
template <class T> __MGPU_DF T __ldcs(const T *p) { return *p; }
template <class T> __MGPU_DF T __ldlu(const T *p) { return *p; }
template <class T> __MGPU_DF T __ldcv(const T *p) { return __mgpu_load_volatile(p); }
template <class T> __MGPU_DF void __stwb(T *p, T v) { *p = v; }
template <class T> __MGPU_DF void __stcg(T *p, T v) { __mgpu_store_volatile(p, v); }
template <class T> __MGPU_DF void __stcs(T *p, T v) { *p = v; }
template <class T> __MGPU_DF void __stwt(T *p, T v) { __mgpu_store_volatile(p, v); }

/* ---- Single-precision intrinsics ----------------------------------------
 * __fadd_rn & co are never fused into a multiply-add (CUDA's rule). The
 * fast forms are the accurate functions of math_functions.h: correct
 * results within their stated error, never worse than CUDA's. */
__MGPU_DF float __fdividef(float a, float b) { return a / b; }
__MGPU_DF float fdividef(float a, float b) { return a / b; }
__MGPU_DF float __fdiv_rn(float a, float b) { return a / b; }
__MGPU_DF float __frcp_rn(float a) { return 1.0f / a; }
__MGPU_DF float __fsqrt_rn(float a) { return __builtin_sqrtf(a); }
__MGPU_DF float __frsqrt_rn(float a) { return 1.0f / __builtin_sqrtf(a); }
__MGPU_DF float __fadd_rn(float a, float b) {
  _Pragma("clang fp contract(off)") return a + b; }
__MGPU_DF float __fsub_rn(float a, float b) {
  _Pragma("clang fp contract(off)") return a - b; }
__MGPU_DF float __fmul_rn(float a, float b) {
  _Pragma("clang fp contract(off)") return a * b; }
__MGPU_DF float __fmaf_rn(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__MGPU_DF float __fmaf_ieee_rn(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__MGPU_DF double __dadd_rn(double a, double b) {
  _Pragma("clang fp contract(off)") return a + b; }
__MGPU_DF double __dsub_rn(double a, double b) {
  _Pragma("clang fp contract(off)") return a - b; }
__MGPU_DF double __dmul_rn(double a, double b) {
  _Pragma("clang fp contract(off)") return a * b; }
__MGPU_DF double __ddiv_rn(double a, double b) { return a / b; }
__MGPU_DF double __drcp_rn(double a) { return 1.0 / a; }
__MGPU_DF double __dsqrt_rn(double a) { return __builtin_sqrt(a); }
__MGPU_DF double __fma_rn(double a, double b, double c) { return __builtin_fma(a, b, c); }

/* Directed rounding (rd: toward -inf, ru: toward +inf, rz: toward zero),
 * computed exactly in software (__mgpu_rounding.h): correctly rounded in
 * the requested direction, as the hardware's. */
#define __MGPU_DIRECTED(SFX, MODE)                                                                         \
  __MGPU_DF float __fadd_##SFX(float a, float b) { return __mgpu_fadd_dir(a, b, MODE); }                   \
  __MGPU_DF float __fsub_##SFX(float a, float b) { return __mgpu_fadd_dir(a, -b, MODE); }                  \
  __MGPU_DF float __fmul_##SFX(float a, float b) { return __mgpu_fmul_dir(a, b, MODE); }                   \
  __MGPU_DF float __fdiv_##SFX(float a, float b) { return __mgpu_fdiv_dir(a, b, MODE); }                   \
  __MGPU_DF float __frcp_##SFX(float a) { return __mgpu_frcp_dir(a, MODE); }                               \
  __MGPU_DF float __fsqrt_##SFX(float a) { return __mgpu_fsqrt_dir(a, MODE); }                             \
  __MGPU_DF float __fmaf_##SFX(float a, float b, float c) { return __mgpu_fmaf_dir(a, b, c, MODE); }       \
  __MGPU_DF float __fmaf_ieee_##SFX(float a, float b, float c) { return __mgpu_fmaf_dir(a, b, c, MODE); }  \
  __MGPU_DF double __dadd_##SFX(double a, double b) { return __mgpu_dadd_dir(a, b, MODE); }                \
  __MGPU_DF double __dsub_##SFX(double a, double b) { return __mgpu_dadd_dir(a, -b, MODE); }               \
  __MGPU_DF double __dmul_##SFX(double a, double b) { return __mgpu_dmul_dir(a, b, MODE); }                \
  __MGPU_DF double __ddiv_##SFX(double a, double b) { return __mgpu_ddiv_dir(a, b, MODE); }                \
  __MGPU_DF double __drcp_##SFX(double a) { return __mgpu_drcp_dir(a, MODE); }                             \
  __MGPU_DF double __dsqrt_##SFX(double a) { return __mgpu_dsqrt_dir(a, MODE); }                           \
  __MGPU_DF double __fma_##SFX(double a, double b, double c) { return __mgpu_fma_dir(a, b, c, MODE); }      \
  __MGPU_DF float __double2float_##SFX(double x) { return __mgpu_double2float_dir(x, MODE); }              \
  __MGPU_DF float __int2float_##SFX(int x) { return __mgpu_float_dir((double)x, 0.0, MODE); }              \
  __MGPU_DF float __uint2float_##SFX(unsigned x) { return __mgpu_float_dir((double)x, 0.0, MODE); }        \
  __MGPU_DF float __ll2float_##SFX(long long x) { return __mgpu_ll2float_dir(x, MODE); }                   \
  __MGPU_DF float __ull2float_##SFX(unsigned long long x) { return __mgpu_ull2float_dir(x, MODE); }        \
  __MGPU_DF double __ll2double_##SFX(long long x) { return __mgpu_ll2double_dir(x, MODE); }                \
  __MGPU_DF double __ull2double_##SFX(unsigned long long x) { return __mgpu_ull2double_dir(x, MODE); }
__MGPU_DIRECTED(rd, __MGPU_RD)
__MGPU_DIRECTED(ru, __MGPU_RU)
__MGPU_DIRECTED(rz, __MGPU_RZ)
#undef __MGPU_DIRECTED

/* float2 forms (CUDA 12.8): each lane on its own */
#define __MGPU_PAIRED(SFX)                                                                                 \
  __MGPU_DF float2 __fadd2_##SFX(float2 a, float2 b) {                                                     \
    float2 r = {__fadd_##SFX(a.x, b.x), __fadd_##SFX(a.y, b.y)};                                           \
    return r;                                                                                              \
  }                                                                                                        \
  __MGPU_DF float2 __fmul2_##SFX(float2 a, float2 b) {                                                     \
    float2 r = {__fmul_##SFX(a.x, b.x), __fmul_##SFX(a.y, b.y)};                                           \
    return r;                                                                                              \
  }                                                                                                        \
  __MGPU_DF float2 __ffma2_##SFX(float2 a, float2 b, float2 c) {                                           \
    float2 r = {__fmaf_##SFX(a.x, b.x, c.x), __fmaf_##SFX(a.y, b.y, c.y)};                                 \
    return r;                                                                                              \
  }
__MGPU_PAIRED(rn)
__MGPU_PAIRED(rd)
__MGPU_PAIRED(ru)
__MGPU_PAIRED(rz)
#undef __MGPU_PAIRED

__MGPU_DF float __saturatef(float x) { return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f); }
__MGPU_DF int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
__MGPU_DF unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
__MGPU_DF float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
__MGPU_DF float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
__MGPU_DF long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
__MGPU_DF double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
__MGPU_DF int __double2hiint(double x) { return (int)(__builtin_bit_cast(unsigned long long, x) >> 32); }
__MGPU_DF int __double2loint(double x) { return (int)__builtin_bit_cast(unsigned long long, x); }
__MGPU_DF double __hiloint2double(int hi, int lo) {
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}

/* Float to integer conversions round as named (rn: to nearest even) and,
 * like PTX's cvt, saturate to the integer range and turn NaN into 0. */
#define __MGPU_TO_INT(SFX, MODE)                                                                                    \
  __MGPU_DF int __float2int_##SFX(float x) { return __mgpu_sat_int(__mgpu_round_int((double)x, MODE)); }              \
  __MGPU_DF unsigned __float2uint_##SFX(float x) { return __mgpu_sat_uint(__mgpu_round_int((double)x, MODE)); }       \
  __MGPU_DF long long __float2ll_##SFX(float x) { return __mgpu_sat_ll(__mgpu_round_int((double)x, MODE)); }          \
  __MGPU_DF unsigned long long __float2ull_##SFX(float x) { return __mgpu_sat_ull(__mgpu_round_int((double)x, MODE)); } \
  __MGPU_DF int __double2int_##SFX(double x) { return __mgpu_sat_int(__mgpu_round_int(x, MODE)); }                   \
  __MGPU_DF unsigned __double2uint_##SFX(double x) { return __mgpu_sat_uint(__mgpu_round_int(x, MODE)); }            \
  __MGPU_DF long long __double2ll_##SFX(double x) { return __mgpu_sat_ll(__mgpu_round_int(x, MODE)); }               \
  __MGPU_DF unsigned long long __double2ull_##SFX(double x) { return __mgpu_sat_ull(__mgpu_round_int(x, MODE)); }
__MGPU_TO_INT(rn, 0)
__MGPU_TO_INT(rd, __MGPU_RD)
__MGPU_TO_INT(ru, __MGPU_RU)
__MGPU_TO_INT(rz, __MGPU_RZ)
#undef __MGPU_TO_INT
__MGPU_DF float __int2float_rn(int x) { return (float)x; }
__MGPU_DF float __uint2float_rn(unsigned x) { return (float)x; }
__MGPU_DF float __ll2float_rn(long long x) { return (float)x; }
__MGPU_DF float __ull2float_rn(unsigned long long x) { return (float)x; }
__MGPU_DF double __int2double_rn(int x) { return (double)x; }
__MGPU_DF double __uint2double_rn(unsigned x) { return (double)x; }
__MGPU_DF double __ll2double_rn(long long x) { return (double)x; }
__MGPU_DF double __ull2double_rn(unsigned long long x) { return (double)x; }
__MGPU_DF float __double2float_rn(double x) { return (float)x; }

#undef __MGPU_DF
#endif /* __CUDA__ */
#endif /* MGPU_DEVICE_FUNCTIONS_H */
