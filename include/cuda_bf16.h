/* mgpucc's clean-room cuda_bf16.h: bfloat16 (__nv_bfloat16,
 * __nv_bfloat162) with CUDA's API, written from the documented semantics.
 * bfloat16 is float's upper half: 1 sign bit, float's 8 exponent bits and
 * 7 significand bits. As with cuda_fp16.h (whose rounding it shares, and
 * the API both types have alike: __mgpu_half_api.h), the type is a struct
 * of the 16 bits, every conversion is done in software
 * with the rounding its name says (rn and the unsuffixed ones, rz, rd,
 * ru), correctly rounded including subnormals; to float it is exact.
 *
 * Arithmetic is exact in float (or double) and rounded once to bfloat16 (a
 * NaN result is the canonical NaN 0x7fff): +, -, *, / and sqrt in float
 * rounded again are correctly rounded (float has 24 >= 2*8 + 2 bits), fma
 * is rounded to odd in double first. The transcendental functions round
 * the double function of __mgpu_math.h once. Everything but the warp
 * shuffles and atomics is __host__ __device__. */
#ifndef MGPU_CUDA_BF16_H
#define MGPU_CUDA_BF16_H
#define __CUDA_BF16_H__
#define __CUDA_BF16_TYPES_EXIST__

#include "cuda_fp16.h"

typedef struct __nv_bfloat16_raw {
  unsigned short x;
} __nv_bfloat16_raw;
typedef struct __nv_bfloat162_raw {
  unsigned short x, y;
} __nv_bfloat162_raw;

#ifdef __cplusplus
#ifdef __CUDA__
#define __MGPU_BF16_HD __attribute__((host)) __attribute__((device))
#else
#define __MGPU_BF16_HD
#endif
#define __MGPU_BF16 static __inline__ __attribute__((always_inline)) __MGPU_BF16_HD

/* ---- bit-level conversions ------------------------------------------------ */
__MGPU_BF16 unsigned short __mgpu_double2bf16_bits(double x, int mode) { return __mgpu_double2fp16_bits(x, mode, 7, 127); }
/* bfloat16 to float: exact, the bits moved up (a NaN stays as it is) */
__MGPU_BF16 float __mgpu_bf162float_bits(unsigned short h) { return __builtin_bit_cast(float, (unsigned)h << 16); }
/* an integer: exact in double below 2^53; above, the bits below double's
 * last kept one are folded into it (sticky), so that the one rounding to
 * bfloat16's 8 bits still sees whether anything lay beyond a midpoint */
__MGPU_BF16 unsigned short __mgpu_ull2bf16_bits(unsigned long long v, bool neg, int mode) {
  if (v >> 53) {
    int drop = 11 - __builtin_clzll(v); /* bits below double's 53 */
    unsigned long long low = v & ((1ull << drop) - 1);
    v = (v >> drop << drop) | (low ? 1ull << drop : 0);
  }
  double d = (double)v;
  return __mgpu_double2bf16_bits(neg ? -d : d, mode);
}
__MGPU_BF16 unsigned short __mgpu_ll2bf16_bits(long long v, int mode) {
  return __mgpu_ull2bf16_bits(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v, v < 0, mode);
}
/* bfloat16 to unsigned long long: rounded as mode says, saturating (2^64
 * and beyond, +inf: all ones), NaN gives 0 */
__MGPU_BF16 unsigned long long __mgpu_bf162ull_bits(unsigned short h, int mode) {
  float f = __mgpu_bf162float_bits(h);
  if (f >= 18446744073709551616.0f)
    return ~0ull;
  if (f >= 9223372036854775808.0f) /* exact: bfloat16 has no fraction there */
    return (unsigned long long)f;
  return (unsigned long long)__mgpu_float2ll(f, mode, 0, 9223372036854775807ll);
}

/* ---- the types, and the API CUDA gives both 16-bit types ------------------------ */
/* (the parameters of __mgpu_half_members.h and __mgpu_half_api.h) */
#define __MGPU_N bfloat16
#define __MGPU_H __nv_bfloat16
#define __MGPU_H2 __nv_bfloat162
#define __MGPU_HF __MGPU_BF16
#define __MGPU_H_OF __mgpu_bf16_of_bits
#define __MGPU_H_TOF __mgpu_bf162float_bits
#define __MGPU_H_ROUND __mgpu_double2bf16_bits
#define __MGPU_H_OFLL __mgpu_ll2bf16_bits
#define __MGPU_H_OFULL(v, mode) __mgpu_ull2bf16_bits(v, false, mode)
#define __MGPU_H_TOULL __mgpu_bf162ull_bits
#define __MGPU_H_INF 0x7f80u
#define __MGPU_H_ONE 0x3f80u
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define __MGPU_H_OPS
#endif
#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define __MGPU_H2_OPS
#endif
#define __MGPU_H_RAW __nv_bfloat16_raw
#define __MGPU_HD __MGPU_BF16_HD
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
#define __MGPU_H_CONV
#endif
struct __attribute__((aligned(2))) __nv_bfloat16 {
#include "__mgpu_half_members.h"
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x, y;

  __nv_bfloat162() = default;
  __MGPU_BF16_HD constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __MGPU_BF16_HD constexpr __nv_bfloat162(const __nv_bfloat162_raw &r)
      : x(__nv_bfloat16_raw{r.x}), y(__nv_bfloat16_raw{r.y}) {}
  template <class R>
  __MGPU_BF16_HD typename __mgpu_raw_assign<R, __nv_bfloat162_raw, __nv_bfloat162>::type operator=(const R &r) {
    x = __nv_bfloat16_raw{r.x};
    y = __nv_bfloat16_raw{r.y};
    return *this;
  }
  __MGPU_BF16_HD operator __nv_bfloat162_raw() const { return __nv_bfloat162_raw{x.__x, y.__x}; }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

__MGPU_BF16 constexpr __nv_bfloat16 __mgpu_bf16_of_bits(unsigned short b) { return __nv_bfloat16(__nv_bfloat16_raw{b}); }

#define CUDART_INF_BF16 __mgpu_bf16_of_bits(0x7f80u)
#define CUDART_NAN_BF16 __mgpu_bf16_of_bits(0x7fffu)
#define CUDART_MIN_DENORM_BF16 __mgpu_bf16_of_bits(0x0001u)
#define CUDART_MAX_NORMAL_BF16 __mgpu_bf16_of_bits(0x7f7fu)
#define CUDART_NEG_ZERO_BF16 __mgpu_bf16_of_bits(0x8000u)
#define CUDART_ZERO_BF16 __mgpu_bf16_of_bits(0x0000u)
#define CUDART_ONE_BF16 __mgpu_bf16_of_bits(0x3f80u)

#include "__mgpu_half_api.h"

#undef __MGPU_BF16
#undef __MGPU_BF16_HD
#endif /* __cplusplus */
#endif /* MGPU_CUDA_BF16_H */
