/* mgpucc's clean-room cuda_bf16.h: bfloat16 (__nv_bfloat16,
 * __nv_bfloat162) with CUDA's API, written from the documented semantics.
 * bfloat16 is float's upper half: 1 sign bit, float's 8 exponent bits and
 * 7 significand bits. As with cuda_fp16.h (whose rounding it shares), the
 * type is a struct of the 16 bits, every conversion is done in software
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
#ifdef __clang__
#define __MGPU_BF16_EXACT _Pragma("clang fp contract(off)")
#else
#define __MGPU_BF16_EXACT
#endif

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

/* ---- the types ---------------------------------------------------------------- */
struct __attribute__((aligned(2))) __nv_bfloat16 {
  unsigned short __x;

  __nv_bfloat16() = default;
  __MGPU_BF16_HD constexpr __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __MGPU_BF16_HD __nv_bfloat16 &operator=(const __nv_bfloat16_raw &r) {
    __x = r.x;
    return *this;
  }
  __MGPU_BF16_HD constexpr operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
  __MGPU_BF16_HD operator __nv_bfloat16_raw() const volatile { return __nv_bfloat16_raw{__x}; }
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
  /* round to nearest even */
  __MGPU_BF16_HD __nv_bfloat16(float f) : __x(__mgpu_double2bf16_bits((double)f, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(double d) : __x(__mgpu_double2bf16_bits(d, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(short v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(unsigned short v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(int v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(unsigned v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(long v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(unsigned long v) : __x(__mgpu_ull2bf16_bits(v, false, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(long long v) : __x(__mgpu_ll2bf16_bits(v, __MGPU_F16_RN)) {}
  __MGPU_BF16_HD __nv_bfloat16(unsigned long long v) : __x(__mgpu_ull2bf16_bits(v, false, __MGPU_F16_RN)) {}
  template <class T> __MGPU_BF16_HD __nv_bfloat16 &operator=(T v) { return *this = __nv_bfloat16(v); }
  __MGPU_BF16_HD operator float() const { return __mgpu_bf162float_bits(__x); }
  __MGPU_BF16_HD explicit operator bool() const { return (__x & 0x7fffu) != 0; }
  /* to integers: toward zero, saturating, NaN gives 0 */
#define __MGPU_BF16_TO(T, LO, HI) \
  __MGPU_BF16_HD explicit operator T() const { return (T)__mgpu_float2ll(__mgpu_bf162float_bits(__x), __MGPU_F16_RZ, LO, HI); }
  __MGPU_BF16_TO(signed char, -128, 127)
  __MGPU_BF16_TO(unsigned char, 0, 255)
  __MGPU_BF16_TO(char, (char)-1 < 0 ? -128 : 0, (char)-1 < 0 ? 127 : 255)
  __MGPU_BF16_TO(short, -32768, 32767)
  __MGPU_BF16_TO(unsigned short, 0, 65535)
  __MGPU_BF16_TO(int, -2147483647 - 1, 2147483647)
  __MGPU_BF16_TO(unsigned, 0, 4294967295ll)
  __MGPU_BF16_TO(long, sizeof(long) == 8 ? -9223372036854775807ll - 1 : -2147483647 - 1,
                 sizeof(long) == 8 ? 9223372036854775807ll : 2147483647)
  __MGPU_BF16_TO(long long, -9223372036854775807ll - 1, 9223372036854775807ll)
#undef __MGPU_BF16_TO
  __MGPU_BF16_HD explicit operator unsigned long() const {
    return sizeof(long) == 8 ? (unsigned long)__mgpu_bf162ull_bits(__x, __MGPU_F16_RZ)
                             : (unsigned long)__mgpu_float2ll(__mgpu_bf162float_bits(__x), __MGPU_F16_RZ, 0, 4294967295ll);
  }
  __MGPU_BF16_HD explicit operator unsigned long long() const { return __mgpu_bf162ull_bits(__x, __MGPU_F16_RZ); }
#endif
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x, y;

  __nv_bfloat162() = default;
  __MGPU_BF16_HD constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __MGPU_BF16_HD constexpr __nv_bfloat162(const __nv_bfloat162_raw &r)
      : x(__nv_bfloat16_raw{r.x}), y(__nv_bfloat16_raw{r.y}) {}
  __MGPU_BF16_HD __nv_bfloat162 &operator=(const __nv_bfloat162_raw &r) {
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

/* ---- reinterpretation and data movement -------------------------------------- */
__MGPU_BF16 constexpr unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) { return h.__x; }
__MGPU_BF16 constexpr short __bfloat16_as_short(__nv_bfloat16 h) { return (short)h.__x; }
__MGPU_BF16 constexpr __nv_bfloat16 __ushort_as_bfloat16(unsigned short b) { return __mgpu_bf16_of_bits(b); }
__MGPU_BF16 constexpr __nv_bfloat16 __short_as_bfloat16(short b) { return __mgpu_bf16_of_bits((unsigned short)b); }
__MGPU_BF16 __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
__MGPU_BF16 __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 lo, __nv_bfloat16 hi) { return __nv_bfloat162(lo, hi); }
__MGPU_BF16 __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__MGPU_BF16 __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a) { return a.x; }
__MGPU_BF16 __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a) { return a.y; }
__MGPU_BF16 __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__MGPU_BF16 __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__MGPU_BF16 __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__MGPU_BF16 __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__MGPU_BF16 __nv_bfloat162 __lowhigh2highlow(__nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }

/* ---- conversions ---------------------------------------------------------------- */
__MGPU_BF16 float __bfloat162float(__nv_bfloat16 h) { return __mgpu_bf162float_bits(h.__x); }
__MGPU_BF16 __nv_bfloat16 __float2bfloat16(float f) { return __mgpu_bf16_of_bits(__mgpu_double2bf16_bits((double)f, __MGPU_F16_RN)); }
__MGPU_BF16 __nv_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }
__MGPU_BF16 __nv_bfloat16 __float2bfloat16_rz(float f) { return __mgpu_bf16_of_bits(__mgpu_double2bf16_bits((double)f, __MGPU_F16_RZ)); }
__MGPU_BF16 __nv_bfloat16 __float2bfloat16_rd(float f) { return __mgpu_bf16_of_bits(__mgpu_double2bf16_bits((double)f, __MGPU_F16_RD)); }
__MGPU_BF16 __nv_bfloat16 __float2bfloat16_ru(float f) { return __mgpu_bf16_of_bits(__mgpu_double2bf16_bits((double)f, __MGPU_F16_RU)); }
__MGPU_BF16 __nv_bfloat16 __double2bfloat16(double d) { return __mgpu_bf16_of_bits(__mgpu_double2bf16_bits(d, __MGPU_F16_RN)); }
__MGPU_BF16 float __low2float(__nv_bfloat162 a) { return __bfloat162float(a.x); }
__MGPU_BF16 float __high2float(__nv_bfloat162 a) { return __bfloat162float(a.y); }
__MGPU_BF16 float2 __bfloat1622float2(__nv_bfloat162 a) {
  float2 r = {__bfloat162float(a.x), __bfloat162float(a.y)};
  return r;
}
__MGPU_BF16 __nv_bfloat162 __float2bfloat162_rn(float f) { return __bfloat162bfloat162(__float2bfloat16(f)); }
__MGPU_BF16 __nv_bfloat162 __floats2bfloat162_rn(float lo, float hi) { return __nv_bfloat162(__float2bfloat16(lo), __float2bfloat16(hi)); }
__MGPU_BF16 __nv_bfloat162 __float22bfloat162_rn(float2 f) { return __floats2bfloat162_rn(f.x, f.y); }
/* integers, both ways, in the four roundings */
#define __MGPU_BF16_INT(SFX, MODE)                                                                                            \
  __MGPU_BF16 int __bfloat162int_##SFX(__nv_bfloat16 h) {                                                                       \
    return (int)__mgpu_float2ll(__bfloat162float(h), MODE, -2147483647 - 1, 2147483647);                                        \
  }                                                                                                                            \
  __MGPU_BF16 unsigned __bfloat162uint_##SFX(__nv_bfloat16 h) {                                                                 \
    return (unsigned)__mgpu_float2ll(__bfloat162float(h), MODE, 0, 4294967295ll);                                               \
  }                                                                                                                            \
  __MGPU_BF16 short __bfloat162short_##SFX(__nv_bfloat16 h) { return (short)__mgpu_float2ll(__bfloat162float(h), MODE, -32768, 32767); } \
  __MGPU_BF16 unsigned short __bfloat162ushort_##SFX(__nv_bfloat16 h) {                                                         \
    return (unsigned short)__mgpu_float2ll(__bfloat162float(h), MODE, 0, 65535);                                                \
  }                                                                                                                            \
  __MGPU_BF16 long long __bfloat162ll_##SFX(__nv_bfloat16 h) {                                                                  \
    return __mgpu_float2ll(__bfloat162float(h), MODE, -9223372036854775807ll - 1, 9223372036854775807ll);                      \
  }                                                                                                                            \
  __MGPU_BF16 unsigned long long __bfloat162ull_##SFX(__nv_bfloat16 h) { return __mgpu_bf162ull_bits(h.__x, MODE); }            \
  __MGPU_BF16 __nv_bfloat16 __int2bfloat16_##SFX(int v) { return __mgpu_bf16_of_bits(__mgpu_ll2bf16_bits(v, MODE)); }          \
  __MGPU_BF16 __nv_bfloat16 __uint2bfloat16_##SFX(unsigned v) { return __mgpu_bf16_of_bits(__mgpu_ll2bf16_bits(v, MODE)); }    \
  __MGPU_BF16 __nv_bfloat16 __short2bfloat16_##SFX(short v) { return __mgpu_bf16_of_bits(__mgpu_ll2bf16_bits(v, MODE)); }      \
  __MGPU_BF16 __nv_bfloat16 __ushort2bfloat16_##SFX(unsigned short v) { return __mgpu_bf16_of_bits(__mgpu_ll2bf16_bits(v, MODE)); } \
  __MGPU_BF16 __nv_bfloat16 __ll2bfloat16_##SFX(long long v) { return __mgpu_bf16_of_bits(__mgpu_ll2bf16_bits(v, MODE)); }     \
  __MGPU_BF16 __nv_bfloat16 __ull2bfloat16_##SFX(unsigned long long v) {                                                        \
    return __mgpu_bf16_of_bits(__mgpu_ull2bf16_bits(v, false, MODE));                                                           \
  }
__MGPU_BF16_INT(rn, __MGPU_F16_RN)
__MGPU_BF16_INT(rz, __MGPU_F16_RZ)
__MGPU_BF16_INT(rd, __MGPU_F16_RD)
__MGPU_BF16_INT(ru, __MGPU_F16_RU)
#undef __MGPU_BF16_INT

/* ---- classification, sign -------------------------------------------------------- */
__MGPU_BF16 bool __hisnan(__nv_bfloat16 a) { return (a.__x & 0x7fffu) > 0x7f80u; }
/* -1 for -inf, 1 for +inf, 0 otherwise */
__MGPU_BF16 int __hisinf(__nv_bfloat16 a) { return a.__x == 0x7f80u ? 1 : a.__x == 0xff80u ? -1 : 0; }
__MGPU_BF16 __nv_bfloat16 __hneg(__nv_bfloat16 a) { return __mgpu_bf16_of_bits((unsigned short)(a.__x ^ 0x8000u)); }
__MGPU_BF16 __nv_bfloat16 __habs(__nv_bfloat16 a) { return __mgpu_bf16_of_bits((unsigned short)(a.__x & 0x7fffu)); }

/* ---- arithmetic ------------------------------------------------------------------ */
/* results of arithmetic: a NaN is the canonical NaN, as on the GPU */
__MGPU_BF16 __nv_bfloat16 __mgpu_d2bf(double d) { return d != d ? CUDART_NAN_BF16 : __double2bfloat16(d); }
#define __MGPU_BF16_OP(NAME, OP)                                                      \
  __MGPU_BF16 __nv_bfloat16 NAME(__nv_bfloat16 a, __nv_bfloat16 b) {                  \
    __MGPU_BF16_EXACT                                                                 \
    return __mgpu_d2bf((double)(__bfloat162float(a) OP __bfloat162float(b)));         \
  }                                                                                   \
  __MGPU_BF16 __nv_bfloat16 NAME##_rn(__nv_bfloat16 a, __nv_bfloat16 b) { return NAME(a, b); }
__MGPU_BF16_OP(__hadd, +)
__MGPU_BF16_OP(__hsub, -)
__MGPU_BF16_OP(__hmul, *)
#undef __MGPU_BF16_OP
__MGPU_BF16 __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) {
  __MGPU_BF16_EXACT
  return __mgpu_d2bf((double)(__bfloat162float(a) / __bfloat162float(b)));
}
/* a * b + c: the product is exact in double, the sum rounded to odd */
__MGPU_BF16 __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __mgpu_d2bf(__mgpu_sum_odd((double)__bfloat162float(a) * (double)__bfloat162float(b), (double)__bfloat162float(c)));
}
/* the _sat forms clamp to [0, 1], NaN giving +0 */
__MGPU_BF16 __nv_bfloat16 __mgpu_bfsat(__nv_bfloat16 r) {
  float f = __bfloat162float(r);
  return f != f || f <= 0.0f ? CUDART_ZERO_BF16 : f >= 1.0f ? CUDART_ONE_BF16 : r;
}
__MGPU_BF16 __nv_bfloat16 __hadd_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __mgpu_bfsat(__hadd(a, b)); }
__MGPU_BF16 __nv_bfloat16 __hsub_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __mgpu_bfsat(__hsub(a, b)); }
__MGPU_BF16 __nv_bfloat16 __hmul_sat(__nv_bfloat16 a, __nv_bfloat16 b) { return __mgpu_bfsat(__hmul(a, b)); }
__MGPU_BF16 __nv_bfloat16 __hfma_sat(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) { return __mgpu_bfsat(__hfma(a, b, c)); }
/* negative results become +0, NaN the canonical NaN */
__MGPU_BF16 __nv_bfloat16 __hfma_relu(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  __nv_bfloat16 r = __hfma(a, b, c);
  return !__hisnan(r) && __bfloat162float(r) < 0.0f ? CUDART_ZERO_BF16 : r;
}

/* ---- comparisons (ordered: false on NaN; the u forms: true on NaN) ---------------- */
#define __MGPU_BF16_CMP(NAME, EXPR)                            \
  __MGPU_BF16 bool NAME(__nv_bfloat16 a, __nv_bfloat16 b) {   \
    float x = __bfloat162float(a), y = __bfloat162float(b);   \
    return EXPR;                                              \
  }
__MGPU_BF16_CMP(__heq, x == y)
__MGPU_BF16_CMP(__hne, x < y || x > y)
__MGPU_BF16_CMP(__hlt, x < y)
__MGPU_BF16_CMP(__hle, x <= y)
__MGPU_BF16_CMP(__hgt, x > y)
__MGPU_BF16_CMP(__hge, x >= y)
__MGPU_BF16_CMP(__hequ, !(x < y || x > y))
__MGPU_BF16_CMP(__hneu, !(x == y))
__MGPU_BF16_CMP(__hltu, !(x >= y))
__MGPU_BF16_CMP(__hleu, !(x > y))
__MGPU_BF16_CMP(__hgtu, !(x <= y))
__MGPU_BF16_CMP(__hgeu, !(x < y))
#undef __MGPU_BF16_CMP
/* max/min: a NaN operand gives the other one (both NaN: the canonical NaN),
 * -0 below +0; the _nan forms give the canonical NaN for any NaN operand */
__MGPU_BF16 __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b) {
  if (__hisnan(a) || __hisnan(b))
    return __hisnan(a) ? (__hisnan(b) ? CUDART_NAN_BF16 : b) : a;
  float x = __bfloat162float(a), y = __bfloat162float(b);
  return x > y ? a : x < y ? b : (a.__x & 0x8000u) ? b : a;
}
__MGPU_BF16 __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b) {
  if (__hisnan(a) || __hisnan(b))
    return __hisnan(a) ? (__hisnan(b) ? CUDART_NAN_BF16 : b) : a;
  float x = __bfloat162float(a), y = __bfloat162float(b);
  return x < y ? a : x > y ? b : (a.__x & 0x8000u) ? a : b;
}
__MGPU_BF16 __nv_bfloat16 __hmax_nan(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? CUDART_NAN_BF16 : __hmax(a, b);
}
__MGPU_BF16 __nv_bfloat16 __hmin_nan(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? CUDART_NAN_BF16 : __hmin(a, b);
}

/* ---- functions -------------------------------------------------------------------- */
/* exact in float, or the double function of __mgpu_math.h, rounded once */
#define __MGPU_BF16_FN(NAME, EXPR) \
  __MGPU_BF16 __nv_bfloat16 NAME(__nv_bfloat16 a) { double x = (double)__bfloat162float(a); return __mgpu_d2bf(EXPR); }
__MGPU_BF16_FN(hsqrt, (double)__builtin_sqrtf((float)x))
__MGPU_BF16_FN(hrsqrt, __mgpu_rsqrt(x))
__MGPU_BF16_FN(hrcp, (double)(1.0f / (float)x))
__MGPU_BF16_FN(hexp, __mgpu_exp(x))
__MGPU_BF16_FN(hexp2, __mgpu_exp2(x))
__MGPU_BF16_FN(hexp10, __mgpu_exp10(x))
__MGPU_BF16_FN(hlog, __mgpu_log(x))
__MGPU_BF16_FN(hlog2, __mgpu_log2(x))
__MGPU_BF16_FN(hlog10, __mgpu_log10(x))
__MGPU_BF16_FN(hsin, __mgpu_sin(x))
__MGPU_BF16_FN(hcos, __mgpu_cos(x))
__MGPU_BF16_FN(htanh, __mgpu_tanh(x))
__MGPU_BF16_FN(hceil, (double)__builtin_ceilf((float)x))
__MGPU_BF16_FN(hfloor, (double)__builtin_floorf((float)x))
__MGPU_BF16_FN(htrunc, (double)__builtin_truncf((float)x))
__MGPU_BF16_FN(hrint, (double)__builtin_rintf((float)x))
#undef __MGPU_BF16_FN

/* ---- __nv_bfloat162: each lane on its own ---------------------------------------- */
#define __MGPU_BF16_LANES1(NAME, F) \
  __MGPU_BF16 __nv_bfloat162 NAME(__nv_bfloat162 a) { return __nv_bfloat162(F(a.x), F(a.y)); }
#define __MGPU_BF16_LANES2(NAME, F) \
  __MGPU_BF16 __nv_bfloat162 NAME(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162(F(a.x, b.x), F(a.y, b.y)); }
#define __MGPU_BF16_LANES3(NAME, F)                                                               \
  __MGPU_BF16 __nv_bfloat162 NAME(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {         \
    return __nv_bfloat162(F(a.x, b.x, c.x), F(a.y, b.y, c.y));                                    \
  }
__MGPU_BF16_LANES2(__hadd2, __hadd)
__MGPU_BF16_LANES2(__hsub2, __hsub)
__MGPU_BF16_LANES2(__hmul2, __hmul)
__MGPU_BF16_LANES2(__h2div, __hdiv)
__MGPU_BF16_LANES2(__hadd2_rn, __hadd)
__MGPU_BF16_LANES2(__hsub2_rn, __hsub)
__MGPU_BF16_LANES2(__hmul2_rn, __hmul)
__MGPU_BF16_LANES2(__hadd2_sat, __hadd_sat)
__MGPU_BF16_LANES2(__hsub2_sat, __hsub_sat)
__MGPU_BF16_LANES2(__hmul2_sat, __hmul_sat)
__MGPU_BF16_LANES2(__hmax2, __hmax)
__MGPU_BF16_LANES2(__hmin2, __hmin)
__MGPU_BF16_LANES2(__hmax2_nan, __hmax_nan)
__MGPU_BF16_LANES2(__hmin2_nan, __hmin_nan)
__MGPU_BF16_LANES3(__hfma2, __hfma)
__MGPU_BF16_LANES3(__hfma2_sat, __hfma_sat)
__MGPU_BF16_LANES3(__hfma2_relu, __hfma_relu)
__MGPU_BF16_LANES1(__hneg2, __hneg)
__MGPU_BF16_LANES1(__habs2, __habs)
__MGPU_BF16_LANES1(h2sqrt, hsqrt)
__MGPU_BF16_LANES1(h2rsqrt, hrsqrt)
__MGPU_BF16_LANES1(h2rcp, hrcp)
__MGPU_BF16_LANES1(h2exp, hexp)
__MGPU_BF16_LANES1(h2exp2, hexp2)
__MGPU_BF16_LANES1(h2exp10, hexp10)
__MGPU_BF16_LANES1(h2log, hlog)
__MGPU_BF16_LANES1(h2log2, hlog2)
__MGPU_BF16_LANES1(h2log10, hlog10)
__MGPU_BF16_LANES1(h2sin, hsin)
__MGPU_BF16_LANES1(h2cos, hcos)
__MGPU_BF16_LANES1(h2tanh, htanh)
__MGPU_BF16_LANES1(h2ceil, hceil)
__MGPU_BF16_LANES1(h2floor, hfloor)
__MGPU_BF16_LANES1(h2trunc, htrunc)
__MGPU_BF16_LANES1(h2rint, hrint)
#undef __MGPU_BF16_LANES1
#undef __MGPU_BF16_LANES2
#undef __MGPU_BF16_LANES3
__MGPU_BF16 __nv_bfloat162 __hisnan2(__nv_bfloat162 a) {
  return __nv_bfloat162(__hisnan(a.x) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16, __hisnan(a.y) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16);
}
/* comparisons of __nv_bfloat162: __heq2 & co give 1.0 or 0.0 per lane, the
 * _mask forms 0xffff or 0 per lane, __hbeq2 & co whether both lanes hold */
#define __MGPU_BF16_CMP2(OP)                                                                            \
  __MGPU_BF16 __nv_bfloat162 __h##OP##2(__nv_bfloat162 a, __nv_bfloat162 b) {                           \
    return __nv_bfloat162(__h##OP(a.x, b.x) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16,                        \
                          __h##OP(a.y, b.y) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16);                       \
  }                                                                                                     \
  __MGPU_BF16 unsigned __h##OP##2_mask(__nv_bfloat162 a, __nv_bfloat162 b) {                            \
    return (__h##OP(a.x, b.x) ? 0xffffu : 0u) | (__h##OP(a.y, b.y) ? 0xffff0000u : 0u);                 \
  }                                                                                                     \
  __MGPU_BF16 bool __hb##OP##2(__nv_bfloat162 a, __nv_bfloat162 b) { return __h##OP(a.x, b.x) && __h##OP(a.y, b.y); }
__MGPU_BF16_CMP2(eq)
__MGPU_BF16_CMP2(ne)
__MGPU_BF16_CMP2(lt)
__MGPU_BF16_CMP2(le)
__MGPU_BF16_CMP2(gt)
__MGPU_BF16_CMP2(ge)
__MGPU_BF16_CMP2(equ)
__MGPU_BF16_CMP2(neu)
__MGPU_BF16_CMP2(ltu)
__MGPU_BF16_CMP2(leu)
__MGPU_BF16_CMP2(gtu)
__MGPU_BF16_CMP2(geu)
#undef __MGPU_BF16_CMP2

/* ---- C++ operators ----------------------------------------------------------------- */
#define __MGPU_BF16_OPS(T, ADD, SUB, MUL, DIV, NEG)                                             \
  __MGPU_BF16 T operator+(const T &a, const T &b) { return ADD(a, b); }                         \
  __MGPU_BF16 T operator-(const T &a, const T &b) { return SUB(a, b); }                         \
  __MGPU_BF16 T operator*(const T &a, const T &b) { return MUL(a, b); }                         \
  __MGPU_BF16 T operator/(const T &a, const T &b) { return DIV(a, b); }                         \
  __MGPU_BF16 T &operator+=(T &a, const T &b) { return a = ADD(a, b); }                         \
  __MGPU_BF16 T &operator-=(T &a, const T &b) { return a = SUB(a, b); }                         \
  __MGPU_BF16 T &operator*=(T &a, const T &b) { return a = MUL(a, b); }                         \
  __MGPU_BF16 T &operator/=(T &a, const T &b) { return a = DIV(a, b); }                         \
  __MGPU_BF16 T operator+(const T &a) { return a; }                                             \
  __MGPU_BF16 T operator-(const T &a) { return NEG(a); }
__MGPU_BF16_OPS(__nv_bfloat16, __hadd, __hsub, __hmul, __hdiv, __hneg)
__MGPU_BF16_OPS(__nv_bfloat162, __hadd2, __hsub2, __hmul2, __h2div, __hneg2)
#undef __MGPU_BF16_OPS
__MGPU_BF16 __nv_bfloat16 &operator++(__nv_bfloat16 &a) { return a = __hadd(a, CUDART_ONE_BF16); }
__MGPU_BF16 __nv_bfloat16 &operator--(__nv_bfloat16 &a) { return a = __hsub(a, CUDART_ONE_BF16); }
__MGPU_BF16 __nv_bfloat16 operator++(__nv_bfloat16 &a, int) {
  __nv_bfloat16 r = a;
  ++a;
  return r;
}
__MGPU_BF16 __nv_bfloat16 operator--(__nv_bfloat16 &a, int) {
  __nv_bfloat16 r = a;
  --a;
  return r;
}
#define __MGPU_BF16_REL(OP, F, F2)                                                                 \
  __MGPU_BF16 bool operator OP(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return F(a, b); } \
  __MGPU_BF16 bool operator OP(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return F2(a, b); }
__MGPU_BF16_REL(==, __heq, __hbeq2)
__MGPU_BF16_REL(!=, __hneu, __hbneu2)
__MGPU_BF16_REL(<, __hlt, __hblt2)
__MGPU_BF16_REL(<=, __hle, __hble2)
__MGPU_BF16_REL(>, __hgt, __hbgt2)
__MGPU_BF16_REL(>=, __hge, __hbge2)
#undef __MGPU_BF16_REL

/* ---- device only: warp shuffles, atomics ------------------------------------------ */
#ifdef __CUDA__
#define __MGPU_BF16_DEV static __inline__ __attribute__((always_inline)) __attribute__((device))
#define __MGPU_BF16_SHFL(NAME, LANE_T)                                                                        \
  __MGPU_BF16_DEV __nv_bfloat16 NAME(unsigned mask, __nv_bfloat16 v, LANE_T l, int width = 32) {              \
    return __mgpu_bf16_of_bits((unsigned short)NAME(mask, (unsigned)v.__x, l, width));                        \
  }                                                                                                           \
  __MGPU_BF16_DEV __nv_bfloat162 NAME(unsigned mask, __nv_bfloat162 v, LANE_T l, int width = 32) {            \
    unsigned r = NAME(mask, (unsigned)v.x.__x | ((unsigned)v.y.__x << 16), l, width);                        \
    return __nv_bfloat162(__mgpu_bf16_of_bits((unsigned short)r), __mgpu_bf16_of_bits((unsigned short)(r >> 16))); \
  }
__MGPU_BF16_SHFL(__shfl_sync, int)
__MGPU_BF16_SHFL(__shfl_up_sync, unsigned)
__MGPU_BF16_SHFL(__shfl_down_sync, unsigned)
__MGPU_BF16_SHFL(__shfl_xor_sync, int)
#undef __MGPU_BF16_SHFL
/* atomicAdd on __nv_bfloat162 (both lanes, one 32-bit compare-and-swap)
 * and on __nv_bfloat16 (the 32-bit word holding it); they return the old
 * value */
__MGPU_BF16_DEV __nv_bfloat162 atomicAdd(__nv_bfloat162 *p, __nv_bfloat162 v) {
  unsigned *w = (unsigned *)p, old = *w, assumed;
  do {
    assumed = old;
    __nv_bfloat162 sum = __hadd2(__nv_bfloat162(__nv_bfloat162_raw{(unsigned short)assumed, (unsigned short)(assumed >> 16)}), v);
    old = atomicCAS(w, assumed, (unsigned)sum.x.__x | ((unsigned)sum.y.__x << 16));
  } while (old != assumed);
  return __nv_bfloat162(__nv_bfloat162_raw{(unsigned short)old, (unsigned short)(old >> 16)});
}
__MGPU_BF16_DEV __nv_bfloat16 atomicAdd(__nv_bfloat16 *p, __nv_bfloat16 v) {
  unsigned long long addr = (unsigned long long)p;
  unsigned *w = (unsigned *)(addr & ~3ull), sh = (unsigned)(addr & 2) * 8, old = *w, assumed;
  do {
    assumed = old;
    __nv_bfloat16 sum = __hadd(__mgpu_bf16_of_bits((unsigned short)(assumed >> sh)), v);
    old = atomicCAS(w, assumed, (assumed & ~(0xffffu << sh)) | ((unsigned)sum.__x << sh));
  } while (old != assumed);
  return __mgpu_bf16_of_bits((unsigned short)(old >> sh));
}
#undef __MGPU_BF16_DEV
#endif /* __CUDA__ */

#undef __MGPU_BF16
#undef __MGPU_BF16_HD
#undef __MGPU_BF16_EXACT
#endif /* __cplusplus */
#endif /* MGPU_CUDA_BF16_H */
