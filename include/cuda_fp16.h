/* mgpucc's clean-room cuda_fp16.h: IEEE binary16 (__half, __half2) with
 * CUDA's API, written from the documented semantics. __half is a struct
 * holding the 16 bits (no LLVM `half` type reaches the IR, so the simulator
 * and llc see integer and float operations only), and every conversion is
 * done in software with the rounding its name says: round to nearest even
 * (rn, and the unsuffixed ones), toward zero (rz), down (rd), up (ru),
 * correctly rounded including subnormals; infinities stay infinities and a
 * NaN stays a quiet NaN with its sign and payload's top bits.
 *
 * Arithmetic is exact in float (or double) and rounded once to half (a NaN
 * result is the canonical NaN 0x7fff, as on the GPU):
 * +, -, *, / and sqrt computed in float and rounded again to half are
 * correctly rounded (float has 24 >= 2*11 + 2 bits), fma is rounded to odd
 * in double first. The transcendental functions (hexp, hlog, hsin, ...)
 * round the double function of __mgpu_math.h once. Everything but the warp
 * shuffles and atomics is __host__ __device__, so host code (CPU
 * references) computes the same bits as the device. */
#ifndef MGPU_CUDA_FP16_H
#define MGPU_CUDA_FP16_H
#define __CUDA_FP16_H__
#define __CUDA_FP16_TYPES_EXIST__

#if defined(__cplusplus) && defined(__CUDA__)
#include "cuda_runtime.h" /* the warp shuffles and atomics below */
#endif
#include "vector_types.h"

typedef struct __half_raw {
  unsigned short x;
} __half_raw;
typedef struct __half2_raw {
  unsigned short x, y;
} __half2_raw;

#ifdef __cplusplus
#include "__mgpu_math.h"

#ifdef __CUDA__
#define __MGPU_F16_HD __attribute__((host)) __attribute__((device))
#define __MGPU_F16_D __attribute__((device))
#else
#define __MGPU_F16_HD
#define __MGPU_F16_D
#endif
#define __MGPU_F16 static __inline__ __attribute__((always_inline)) __MGPU_F16_HD
#ifdef __clang__
#define __MGPU_F16_EXACT _Pragma("clang fp contract(off)")
#else
#define __MGPU_F16_EXACT
#endif

/* rounding modes of the conversions */
enum { __MGPU_F16_RN, __MGPU_F16_RZ, __MGPU_F16_RD, __MGPU_F16_RU };

/* ---- bit-level conversions ------------------------------------------------ */
/* x rounded in the given mode to the 16-bit binary format of mant
 * significand bits and exponent bias bias (the bits): binary16 (10, 15)
 * here, bfloat16 (7, 127) in cuda_bf16.h. x's significand m (53 bits) is
 * shifted so that its last kept bit has the weight of one half ulp at x's
 * exponent (the subnormals share the smallest normal binade's ulp); the
 * bits shifted out decide the rounding. */
__MGPU_F16 unsigned short __mgpu_double2fp16_bits(double x, int mode, int mant, int bias) {
  unsigned long long u = __builtin_bit_cast(unsigned long long, x);
  unsigned short sign = (unsigned short)((u >> 48) & 0x8000u);
  unsigned long long a = u & 0x7fffffffffffffffull;
  unsigned inf = (unsigned)(2 * bias + 1) << mant;
  if (a >= 0x7ff0000000000000ull) /* inf, or NaN made quiet keeping its payload's top bits */
    return a == 0x7ff0000000000000ull
               ? (unsigned short)(sign | inf)
               : (unsigned short)(sign | inf | (1u << (mant - 1)) | ((a >> (52 - mant)) & ((1u << mant) - 1)));
  int e = (int)(a >> 52);
  unsigned long long m = a & 0xfffffffffffffull;
  if (e == 0)
    e = 1; /* double subnormal: m * 2^-1074 */
  else
    m |= 1ull << 52;
  int ex = e - 1023; /* x = m * 2^(ex - 52) */
  int up_ok = (mode == __MGPU_F16_RU && !sign) || (mode == __MGPU_F16_RD && sign);
  if (ex > bias) /* beyond every finite value */
    return (unsigned short)(sign | ((mode == __MGPU_F16_RN || up_ok) ? inf : inf - 1));
  int qexp = (ex < 1 - bias ? 1 - bias : ex) - mant; /* the ulp of the result: 2^qexp */
  int sh = qexp - ex + 52;                            /* >= 52 - mant */
  if (sh > 63)
    sh = 63; /* from 54 on, q = 0 and rem = m < halfway: all the same */
  unsigned long long q = m >> sh, rem = m & ((1ull << sh) - 1), halfway = 1ull << (sh - 1);
  if (mode == __MGPU_F16_RN) {
    if (rem > halfway || (rem == halfway && (q & 1)))
      q++;
  } else if (up_ok && rem != 0) {
    q++;
  }
  /* the encoding is continuous: ((biased exponent - 1) << mant) + significand,
   * with the subnormals in the first binade; a carry moves to the next binade */
  unsigned bits = ((unsigned)(qexp + mant + bias - 1) << mant) + (unsigned)q;
  if (bits >= inf)
    bits = (mode == __MGPU_F16_RN || up_ok) ? inf : inf - 1;
  return (unsigned short)(sign | bits);
}
__MGPU_F16 unsigned short __mgpu_double2half_bits(double x, int mode) { return __mgpu_double2fp16_bits(x, mode, 10, 15); }
/* binary16 to float: exact; a NaN keeps its sign and payload and is made quiet */
__MGPU_F16 float __mgpu_half2float_bits(unsigned short h) {
  unsigned sign = (unsigned)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1f)
    return __builtin_bit_cast(float, sign | 0x7f800000u | (m << 13) | (m ? 0x400000u : 0u));
  if (e == 0) { /* zero or subnormal: m * 2^-24, a normal float when m != 0 */
    float v = (float)m * 5.9604644775390625e-8f;
    return sign ? -v : v;
  }
  return __builtin_bit_cast(float, sign | ((e + 112u) << 23) | (m << 13));
}
__MGPU_F16 unsigned short __mgpu_float2half_bits(float f, int mode) { return __mgpu_double2half_bits((double)f, mode); }
/* f rounded to an integer as mode says, clamped to [lo, hi], NaN gives 0
 * (binary16's and bfloat16's conversions to integers) */
__MGPU_F16 long long __mgpu_float2ll(float f, int mode, long long lo, long long hi) {
  if (f != f)
    return 0;
  float r = mode == __MGPU_F16_RN   ? __builtin_rintf(f)
            : mode == __MGPU_F16_RZ ? __builtin_truncf(f)
            : mode == __MGPU_F16_RD ? __builtin_floorf(f)
                                    : __builtin_ceilf(f);
  if (r <= (float)lo)
    return lo;
  if (r >= (float)hi)
    return hi;
  return (long long)r;
}
__MGPU_F16 long long __mgpu_half2ll_bits(unsigned short h, int mode, long long lo, long long hi) {
  return __mgpu_float2ll(__mgpu_half2float_bits(h), mode, lo, hi);
}

/* ---- the types ---------------------------------------------------------------- */
struct __attribute__((aligned(2))) __half {
  unsigned short __x;

  __half() = default;
  __MGPU_F16_HD constexpr __half(const __half_raw &r) : __x(r.x) {}
  __MGPU_F16_HD __half &operator=(const __half_raw &r) {
    __x = r.x;
    return *this;
  }
  __MGPU_F16_HD constexpr operator __half_raw() const { return __half_raw{__x}; }
  __MGPU_F16_HD operator __half_raw() const volatile { return __half_raw{__x}; }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  /* round to nearest even */
  __MGPU_F16_HD __half(float f) : __x(__mgpu_float2half_bits(f, __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(double d) : __x(__mgpu_double2half_bits(d, __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(short v) : __x(__mgpu_double2half_bits((double)v, __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(unsigned short v) : __x(__mgpu_double2half_bits((double)v, __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(int v) : __x(__mgpu_double2half_bits((double)v, __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(unsigned v) : __x(__mgpu_double2half_bits((double)v, __MGPU_F16_RN)) {}
  /* beyond 2^20 every value rounds like 2^20 (to inf or 65504): clamp first */
  __MGPU_F16_HD __half(long v) : __x(__mgpu_double2half_bits((double)(v > (1l << 20) ? (1l << 20) : v < -(1l << 20) ? -(1l << 20) : v), __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(unsigned long v) : __x(__mgpu_double2half_bits((double)(v > (1ul << 20) ? (1ul << 20) : v), __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(long long v) : __x(__mgpu_double2half_bits((double)(v > (1ll << 20) ? (1ll << 20) : v < -(1ll << 20) ? -(1ll << 20) : v), __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half(unsigned long long v) : __x(__mgpu_double2half_bits((double)(v > (1ull << 20) ? (1ull << 20) : v), __MGPU_F16_RN)) {}
  __MGPU_F16_HD __half &operator=(float f) { return *this = __half(f); }
  __MGPU_F16_HD __half &operator=(double d) { return *this = __half(d); }
  __MGPU_F16_HD __half &operator=(short v) { return *this = __half(v); }
  __MGPU_F16_HD __half &operator=(unsigned short v) { return *this = __half(v); }
  __MGPU_F16_HD __half &operator=(int v) { return *this = __half(v); }
  __MGPU_F16_HD __half &operator=(unsigned v) { return *this = __half(v); }
  __MGPU_F16_HD __half &operator=(long long v) { return *this = __half(v); }
  __MGPU_F16_HD __half &operator=(unsigned long long v) { return *this = __half(v); }
  __MGPU_F16_HD operator float() const { return __mgpu_half2float_bits(__x); }
  /* to integers: toward zero, saturating, NaN gives 0 */
  __MGPU_F16_HD explicit operator bool() const { return (__x & 0x7fffu) != 0; }
#define __MGPU_F16_TO(T, LO, HI) \
  __MGPU_F16_HD explicit operator T() const { return (T)__mgpu_half2ll_bits(__x, __MGPU_F16_RZ, LO, HI); }
  __MGPU_F16_TO(signed char, -128, 127)
  __MGPU_F16_TO(unsigned char, 0, 255)
  __MGPU_F16_TO(char, (char)-1 < 0 ? -128 : 0, (char)-1 < 0 ? 127 : 255)
  __MGPU_F16_TO(short, -32768, 32767)
  __MGPU_F16_TO(unsigned short, 0, 65535)
  __MGPU_F16_TO(int, -2147483647 - 1, 2147483647)
  __MGPU_F16_TO(unsigned, 0, 4294967295ll)
  __MGPU_F16_TO(long, sizeof(long) == 8 ? -9223372036854775807ll - 1 : -2147483647 - 1,
                sizeof(long) == 8 ? 9223372036854775807ll : 2147483647)
  __MGPU_F16_TO(long long, -9223372036854775807ll - 1, 9223372036854775807ll)
#undef __MGPU_F16_TO
  /* beyond the long long range only +inf, which saturates */
  __MGPU_F16_HD explicit operator unsigned long() const {
    return __x == 0x7c00u ? ~0ul : (unsigned long)__mgpu_half2ll_bits(__x, __MGPU_F16_RZ, 0, 9223372036854775807ll);
  }
  __MGPU_F16_HD explicit operator unsigned long long() const {
    return __x == 0x7c00u ? ~0ull : (unsigned long long)__mgpu_half2ll_bits(__x, __MGPU_F16_RZ, 0, 9223372036854775807ll);
  }
#endif
};

struct __attribute__((aligned(4))) __half2 {
  __half x, y;

  __half2() = default;
  __MGPU_F16_HD constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __MGPU_F16_HD constexpr __half2(const __half2_raw &r) : x(__half_raw{r.x}), y(__half_raw{r.y}) {}
  __MGPU_F16_HD __half2 &operator=(const __half2_raw &r) {
    x = __half_raw{r.x};
    y = __half_raw{r.y};
    return *this;
  }
  __MGPU_F16_HD operator __half2_raw() const { return __half2_raw{x.__x, y.__x}; }
};

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;

__MGPU_F16 constexpr __half __mgpu_half_of_bits(unsigned short b) { return __half(__half_raw{b}); }

#define CUDART_INF_FP16 __mgpu_half_of_bits(0x7c00u)
#define CUDART_NAN_FP16 __mgpu_half_of_bits(0x7fffu)
#define CUDART_MIN_DENORM_FP16 __mgpu_half_of_bits(0x0001u)
#define CUDART_MAX_NORMAL_FP16 __mgpu_half_of_bits(0x7bffu)
#define CUDART_NEG_ZERO_FP16 __mgpu_half_of_bits(0x8000u)
#define CUDART_ZERO_FP16 __mgpu_half_of_bits(0x0000u)
#define CUDART_ONE_FP16 __mgpu_half_of_bits(0x3c00u)

/* ---- reinterpretation and data movement -------------------------------------- */
__MGPU_F16 constexpr unsigned short __half_as_ushort(__half h) { return h.__x; }
__MGPU_F16 constexpr short __half_as_short(__half h) { return (short)h.__x; }
__MGPU_F16 constexpr __half __ushort_as_half(unsigned short b) { return __mgpu_half_of_bits(b); }
__MGPU_F16 constexpr __half __short_as_half(short b) { return __mgpu_half_of_bits((unsigned short)b); }
__MGPU_F16 __half2 make_half2(__half x, __half y) { return __half2(x, y); }
__MGPU_F16 __half2 __halves2half2(__half lo, __half hi) { return __half2(lo, hi); }
__MGPU_F16 __half2 __half2half2(__half a) { return __half2(a, a); }
__MGPU_F16 __half __low2half(__half2 a) { return a.x; }
__MGPU_F16 __half __high2half(__half2 a) { return a.y; }
__MGPU_F16 __half2 __low2half2(__half2 a) { return __half2(a.x, a.x); }
__MGPU_F16 __half2 __high2half2(__half2 a) { return __half2(a.y, a.y); }
__MGPU_F16 __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
__MGPU_F16 __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
__MGPU_F16 __half2 __lowhigh2highlow(__half2 a) { return __half2(a.y, a.x); }

/* ---- conversions ---------------------------------------------------------------- */
__MGPU_F16 float __half2float(__half h) { return __mgpu_half2float_bits(h.__x); }
__MGPU_F16 __half __float2half(float f) { return __mgpu_half_of_bits(__mgpu_float2half_bits(f, __MGPU_F16_RN)); }
__MGPU_F16 __half __float2half_rn(float f) { return __float2half(f); }
__MGPU_F16 __half __float2half_rz(float f) { return __mgpu_half_of_bits(__mgpu_float2half_bits(f, __MGPU_F16_RZ)); }
__MGPU_F16 __half __float2half_rd(float f) { return __mgpu_half_of_bits(__mgpu_float2half_bits(f, __MGPU_F16_RD)); }
__MGPU_F16 __half __float2half_ru(float f) { return __mgpu_half_of_bits(__mgpu_float2half_bits(f, __MGPU_F16_RU)); }
__MGPU_F16 __half __double2half(double d) { return __mgpu_half_of_bits(__mgpu_double2half_bits(d, __MGPU_F16_RN)); }
__MGPU_F16 float __low2float(__half2 a) { return __half2float(a.x); }
__MGPU_F16 float __high2float(__half2 a) { return __half2float(a.y); }
__MGPU_F16 float2 __half22float2(__half2 a) {
  float2 r = {__half2float(a.x), __half2float(a.y)};
  return r;
}
__MGPU_F16 __half2 __float2half2_rn(float f) { return __half2half2(__float2half(f)); }
__MGPU_F16 __half2 __floats2half2_rn(float lo, float hi) { return __half2(__float2half(lo), __float2half(hi)); }
__MGPU_F16 __half2 __float22half2_rn(float2 f) { return __floats2half2_rn(f.x, f.y); }

/* integers to half: exact in double below 2^53, and every value beyond
 * 2^20 rounds like 2^20 in every mode (inf or 65504) */
__MGPU_F16 __half __mgpu_ll2half(long long v, int mode) {
  v = v > (1ll << 20) ? (1ll << 20) : v < -(1ll << 20) ? -(1ll << 20) : v;
  return __mgpu_half_of_bits(__mgpu_double2half_bits((double)v, mode));
}
__MGPU_F16 __half __mgpu_ull2half(unsigned long long v, int mode) {
  return __mgpu_ll2half(v > (1ull << 20) ? (1ll << 20) : (long long)v, mode);
}
/* half to integers: rounded as named, clamped to [lo, hi], NaN gives 0 */
__MGPU_F16 long long __mgpu_half2ll(__half h, int mode, long long lo, long long hi) {
  return __mgpu_half2ll_bits(h.__x, mode, lo, hi);
}
#define __MGPU_F16_INT(SFX, MODE)                                                                              \
  __MGPU_F16 int __half2int_##SFX(__half h) { return (int)__mgpu_half2ll(h, MODE, -2147483647 - 1, 2147483647); } \
  __MGPU_F16 unsigned __half2uint_##SFX(__half h) { return (unsigned)__mgpu_half2ll(h, MODE, 0, 4294967295ll); }  \
  __MGPU_F16 short __half2short_##SFX(__half h) { return (short)__mgpu_half2ll(h, MODE, -32768, 32767); }         \
  __MGPU_F16 unsigned short __half2ushort_##SFX(__half h) {                                                     \
    return (unsigned short)__mgpu_half2ll(h, MODE, 0, 65535);                                                   \
  }                                                                                                             \
  __MGPU_F16 long long __half2ll_##SFX(__half h) {                                                              \
    return __mgpu_half2ll(h, MODE, -9223372036854775807ll - 1, 9223372036854775807ll);                         \
  }                                                                                                             \
  __MGPU_F16 unsigned long long __half2ull_##SFX(__half h) { /* beyond the long long range only +inf */       \
    return h.__x == 0x7c00u ? ~0ull : (unsigned long long)__mgpu_half2ll(h, MODE, 0, 9223372036854775807ll);    \
  }                                                                                                             \
  __MGPU_F16 __half __int2half_##SFX(int v) { return __mgpu_ll2half(v, MODE); }                                 \
  __MGPU_F16 __half __uint2half_##SFX(unsigned v) { return __mgpu_ll2half(v, MODE); }                           \
  __MGPU_F16 __half __short2half_##SFX(short v) { return __mgpu_ll2half(v, MODE); }                             \
  __MGPU_F16 __half __ushort2half_##SFX(unsigned short v) { return __mgpu_ll2half(v, MODE); }                   \
  __MGPU_F16 __half __ll2half_##SFX(long long v) { return __mgpu_ll2half(v, MODE); }                            \
  __MGPU_F16 __half __ull2half_##SFX(unsigned long long v) { return __mgpu_ull2half(v, MODE); }
__MGPU_F16_INT(rn, __MGPU_F16_RN)
__MGPU_F16_INT(rz, __MGPU_F16_RZ)
__MGPU_F16_INT(rd, __MGPU_F16_RD)
__MGPU_F16_INT(ru, __MGPU_F16_RU)
#undef __MGPU_F16_INT
__MGPU_F16 signed char __half2char_rz(__half h) { return (signed char)__mgpu_half2ll(h, __MGPU_F16_RZ, -128, 127); }
__MGPU_F16 unsigned char __half2uchar_rz(__half h) {
  return (unsigned char)__mgpu_half2ll(h, __MGPU_F16_RZ, 0, 255);
}

/* ---- classification, sign -------------------------------------------------------- */
__MGPU_F16 bool __hisnan(__half a) { return (a.__x & 0x7fffu) > 0x7c00u; }
/* -1 for -inf, 1 for +inf, 0 otherwise */
__MGPU_F16 int __hisinf(__half a) { return a.__x == 0x7c00u ? 1 : a.__x == 0xfc00u ? -1 : 0; }
__MGPU_F16 __half __hneg(__half a) { return __mgpu_half_of_bits((unsigned short)(a.__x ^ 0x8000u)); }
__MGPU_F16 __half __habs(__half a) { return __mgpu_half_of_bits((unsigned short)(a.__x & 0x7fffu)); }

/* ---- arithmetic ------------------------------------------------------------------ */
/* results of arithmetic: a NaN is the canonical NaN, as on the GPU */
__MGPU_F16 __half __mgpu_f2h(float f) { return f != f ? CUDART_NAN_FP16 : __float2half(f); }
__MGPU_F16 __half __hadd(__half a, __half b) {
  __MGPU_F16_EXACT
  return __mgpu_f2h(__half2float(a) + __half2float(b));
}
__MGPU_F16 __half __hsub(__half a, __half b) {
  __MGPU_F16_EXACT
  return __mgpu_f2h(__half2float(a) - __half2float(b));
}
__MGPU_F16 __half __hmul(__half a, __half b) {
  __MGPU_F16_EXACT
  return __mgpu_f2h(__half2float(a) * __half2float(b));
}
__MGPU_F16 __half __hdiv(__half a, __half b) {
  __MGPU_F16_EXACT
  return __mgpu_f2h(__half2float(a) / __half2float(b));
}
/* p + q rounded to odd (TwoSum gives the sum's error): p the exact product
 * of two 16-bit values, q a third; one rounding of it to 16 bits is then
 * the correct rounding of the fma */
__MGPU_F16 double __mgpu_sum_odd(double p, double q) {
  __MGPU_F16_EXACT
  double s = p + q;
  double bb = s - p, err = (p - (s - bb)) + (q - bb);
  unsigned long long u = __builtin_bit_cast(unsigned long long, s);
  if (s == s && err == err && err != 0.0 && (u & 1) == 0 && s - s == 0.0)
    s = __builtin_bit_cast(double, (err > 0) == (s > 0) ? u + 1 : u - 1);
  return s;
}
/* a * b + c: the product is exact in double */
__MGPU_F16 __half __hfma(__half a, __half b, __half c) {
  __MGPU_F16_EXACT
  double s = __mgpu_sum_odd((double)__half2float(a) * (double)__half2float(b), (double)__half2float(c));
  return s != s ? CUDART_NAN_FP16 : __mgpu_half_of_bits(__mgpu_double2half_bits(s, __MGPU_F16_RN));
}
__MGPU_F16 __half __hadd_rn(__half a, __half b) { return __hadd(a, b); }
__MGPU_F16 __half __hsub_rn(__half a, __half b) { return __hsub(a, b); }
__MGPU_F16 __half __hmul_rn(__half a, __half b) { return __hmul(a, b); }
/* the _sat forms clamp to [0, 1], NaN giving +0 */
__MGPU_F16 __half __mgpu_hsat(__half r) {
  float f = __half2float(r);
  return f >= 1.0f ? __mgpu_half_of_bits(0x3c00u) : f > 0.0f ? r : __mgpu_half_of_bits(0);
}
__MGPU_F16 __half __hadd_sat(__half a, __half b) { return __mgpu_hsat(__hadd(a, b)); }
__MGPU_F16 __half __hsub_sat(__half a, __half b) { return __mgpu_hsat(__hsub(a, b)); }
__MGPU_F16 __half __hmul_sat(__half a, __half b) { return __mgpu_hsat(__hmul(a, b)); }
__MGPU_F16 __half __hfma_sat(__half a, __half b, __half c) { return __mgpu_hsat(__hfma(a, b, c)); }
/* negative results become +0, NaN the canonical NaN */
__MGPU_F16 __half __hfma_relu(__half a, __half b, __half c) {
  __half r = __hfma(a, b, c);
  return __hisnan(r) ? CUDART_NAN_FP16 : (r.__x & 0x8000u) ? __mgpu_half_of_bits(0) : r;
}

/* ---- comparisons (ordered: false on NaN; the u forms: true on NaN) ---------------- */
#define __MGPU_F16_CMP(NAME, EXPR)                                          \
  __MGPU_F16 bool NAME(__half a, __half b) {                               \
    float x = __half2float(a), y = __half2float(b);                        \
    return EXPR;                                                           \
  }
__MGPU_F16_CMP(__heq, x == y)
__MGPU_F16_CMP(__hne, x < y || x > y)
__MGPU_F16_CMP(__hlt, x < y)
__MGPU_F16_CMP(__hle, x <= y)
__MGPU_F16_CMP(__hgt, x > y)
__MGPU_F16_CMP(__hge, x >= y)
__MGPU_F16_CMP(__hequ, !(x < y || x > y))
__MGPU_F16_CMP(__hneu, !(x == y))
__MGPU_F16_CMP(__hltu, !(x >= y))
__MGPU_F16_CMP(__hleu, !(x > y))
__MGPU_F16_CMP(__hgtu, !(x <= y))
__MGPU_F16_CMP(__hgeu, !(x < y))
#undef __MGPU_F16_CMP
/* max/min: a NaN operand gives the other one (both NaN: the canonical NaN),
 * +0 is above -0; the _nan forms give the canonical NaN for any NaN */
__MGPU_F16 __half __hmax(__half a, __half b) {
  if (__hisnan(a))
    return __hisnan(b) ? CUDART_NAN_FP16 : b;
  if (__hisnan(b))
    return a;
  float x = __half2float(a), y = __half2float(b);
  return x > y ? a : x < y ? b : (a.__x & 0x8000u) ? b : a;
}
__MGPU_F16 __half __hmin(__half a, __half b) {
  if (__hisnan(a))
    return __hisnan(b) ? CUDART_NAN_FP16 : b;
  if (__hisnan(b))
    return a;
  float x = __half2float(a), y = __half2float(b);
  return x < y ? a : x > y ? b : (a.__x & 0x8000u) ? a : b;
}
__MGPU_F16 __half __hmax_nan(__half a, __half b) {
  return __hisnan(a) || __hisnan(b) ? CUDART_NAN_FP16 : __hmax(a, b);
}
__MGPU_F16 __half __hmin_nan(__half a, __half b) {
  return __hisnan(a) || __hisnan(b) ? CUDART_NAN_FP16 : __hmin(a, b);
}

/* ---- functions -------------------------------------------------------------------- */
/* exact in float, or the double function of __mgpu_math.h rounded once */
__MGPU_F16 __half __mgpu_d2h(double d) { return d != d ? CUDART_NAN_FP16 : __double2half(d); }
__MGPU_F16 __half hsqrt(__half a) { return __mgpu_f2h(__builtin_sqrtf(__half2float(a))); }
__MGPU_F16 __half hrsqrt(__half a) { return __mgpu_d2h(__mgpu_rsqrt((double)__half2float(a))); }
__MGPU_F16 __half hrcp(__half a) { return __mgpu_f2h(1.0f / __half2float(a)); }
__MGPU_F16 __half hexp(__half a) { return __mgpu_d2h(__mgpu_exp((double)__half2float(a))); }
__MGPU_F16 __half hexp2(__half a) { return __mgpu_d2h(__mgpu_exp2((double)__half2float(a))); }
__MGPU_F16 __half hexp10(__half a) { return __mgpu_d2h(__mgpu_exp10((double)__half2float(a))); }
__MGPU_F16 __half hlog(__half a) { return __mgpu_d2h(__mgpu_log((double)__half2float(a))); }
__MGPU_F16 __half hlog2(__half a) { return __mgpu_d2h(__mgpu_log2((double)__half2float(a))); }
__MGPU_F16 __half hlog10(__half a) { return __mgpu_d2h(__mgpu_log10((double)__half2float(a))); }
__MGPU_F16 __half hsin(__half a) { return __mgpu_d2h(__mgpu_sin((double)__half2float(a))); }
__MGPU_F16 __half hcos(__half a) { return __mgpu_d2h(__mgpu_cos((double)__half2float(a))); }
__MGPU_F16 __half htanh(__half a) { return __mgpu_d2h(__mgpu_tanh((double)__half2float(a))); }
__MGPU_F16 __half hceil(__half a) { return __mgpu_f2h(__builtin_ceilf(__half2float(a))); }
__MGPU_F16 __half hfloor(__half a) { return __mgpu_f2h(__builtin_floorf(__half2float(a))); }
__MGPU_F16 __half htrunc(__half a) { return __mgpu_f2h(__builtin_truncf(__half2float(a))); }
__MGPU_F16 __half hrint(__half a) { return __mgpu_f2h(__builtin_rintf(__half2float(a))); }

/* ---- __half2: each lane on its own ------------------------------------------------- */
#define __MGPU_F16_LANES1(NAME, F)                                     \
  __MGPU_F16 __half2 NAME(__half2 a) { return __half2(F(a.x), F(a.y)); }
#define __MGPU_F16_LANES2(NAME, F)                                                  \
  __MGPU_F16 __half2 NAME(__half2 a, __half2 b) { return __half2(F(a.x, b.x), F(a.y, b.y)); }
__MGPU_F16_LANES2(__hadd2, __hadd)
__MGPU_F16_LANES2(__hsub2, __hsub)
__MGPU_F16_LANES2(__hmul2, __hmul)
__MGPU_F16_LANES2(__h2div, __hdiv)
__MGPU_F16_LANES2(__hadd2_rn, __hadd)
__MGPU_F16_LANES2(__hsub2_rn, __hsub)
__MGPU_F16_LANES2(__hmul2_rn, __hmul)
__MGPU_F16_LANES2(__hadd2_sat, __hadd_sat)
__MGPU_F16_LANES2(__hsub2_sat, __hsub_sat)
__MGPU_F16_LANES2(__hmul2_sat, __hmul_sat)
__MGPU_F16_LANES2(__hmax2, __hmax)
__MGPU_F16_LANES2(__hmin2, __hmin)
__MGPU_F16_LANES2(__hmax2_nan, __hmax_nan)
__MGPU_F16_LANES2(__hmin2_nan, __hmin_nan)
__MGPU_F16_LANES1(__hneg2, __hneg)
__MGPU_F16_LANES1(__habs2, __habs)
__MGPU_F16_LANES1(h2sqrt, hsqrt)
__MGPU_F16_LANES1(h2rsqrt, hrsqrt)
__MGPU_F16_LANES1(h2rcp, hrcp)
__MGPU_F16_LANES1(h2exp, hexp)
__MGPU_F16_LANES1(h2exp2, hexp2)
__MGPU_F16_LANES1(h2exp10, hexp10)
__MGPU_F16_LANES1(h2log, hlog)
__MGPU_F16_LANES1(h2log2, hlog2)
__MGPU_F16_LANES1(h2log10, hlog10)
__MGPU_F16_LANES1(h2sin, hsin)
__MGPU_F16_LANES1(h2cos, hcos)
__MGPU_F16_LANES1(h2tanh, htanh)
__MGPU_F16_LANES1(h2ceil, hceil)
__MGPU_F16_LANES1(h2floor, hfloor)
__MGPU_F16_LANES1(h2trunc, htrunc)
__MGPU_F16_LANES1(h2rint, hrint)
#undef __MGPU_F16_LANES1
#undef __MGPU_F16_LANES2
__MGPU_F16 __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__MGPU_F16 __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__MGPU_F16 __half2 __hfma2_relu(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y));
}
__MGPU_F16 __half2 __hisnan2(__half2 a) {
  return __half2(__mgpu_half_of_bits(__hisnan(a.x) ? 0x3c00u : 0u), __mgpu_half_of_bits(__hisnan(a.y) ? 0x3c00u : 0u));
}
/* comparisons of __half2: __heq2 & co give 1.0 or 0.0 per lane, the _mask
 * forms 0xffff or 0 per lane, __hbeq2 & co whether both lanes hold */
#define __MGPU_F16_CMP2(NAME)                                                                        \
  __MGPU_F16 __half2 NAME##2(__half2 a, __half2 b) {                                                 \
    return __half2(__mgpu_half_of_bits(NAME(a.x, b.x) ? 0x3c00u : 0u),                              \
                   __mgpu_half_of_bits(NAME(a.y, b.y) ? 0x3c00u : 0u));                              \
  }                                                                                                  \
  __MGPU_F16 unsigned NAME##2_mask(__half2 a, __half2 b) {                                           \
    return (NAME(a.x, b.x) ? 0xffffu : 0u) | (NAME(a.y, b.y) ? 0xffff0000u : 0u);                    \
  }
__MGPU_F16_CMP2(__heq)
__MGPU_F16_CMP2(__hne)
__MGPU_F16_CMP2(__hlt)
__MGPU_F16_CMP2(__hle)
__MGPU_F16_CMP2(__hgt)
__MGPU_F16_CMP2(__hge)
__MGPU_F16_CMP2(__hequ)
__MGPU_F16_CMP2(__hneu)
__MGPU_F16_CMP2(__hltu)
__MGPU_F16_CMP2(__hleu)
__MGPU_F16_CMP2(__hgtu)
__MGPU_F16_CMP2(__hgeu)
#undef __MGPU_F16_CMP2
#define __MGPU_F16_BCMP2(NAME, F) \
  __MGPU_F16 bool NAME(__half2 a, __half2 b) { return F(a.x, b.x) && F(a.y, b.y); }
__MGPU_F16_BCMP2(__hbeq2, __heq)
__MGPU_F16_BCMP2(__hbne2, __hne)
__MGPU_F16_BCMP2(__hblt2, __hlt)
__MGPU_F16_BCMP2(__hble2, __hle)
__MGPU_F16_BCMP2(__hbgt2, __hgt)
__MGPU_F16_BCMP2(__hbge2, __hge)
__MGPU_F16_BCMP2(__hbequ2, __hequ)
__MGPU_F16_BCMP2(__hbneu2, __hneu)
__MGPU_F16_BCMP2(__hbltu2, __hltu)
__MGPU_F16_BCMP2(__hbleu2, __hleu)
__MGPU_F16_BCMP2(__hbgtu2, __hgtu)
__MGPU_F16_BCMP2(__hbgeu2, __hgeu)
#undef __MGPU_F16_BCMP2

/* ---- C++ operators ----------------------------------------------------------------- */
#if !defined(__CUDA_NO_HALF_OPERATORS__)
__MGPU_F16 __half operator+(const __half &a, const __half &b) { return __hadd(a, b); }
__MGPU_F16 __half operator-(const __half &a, const __half &b) { return __hsub(a, b); }
__MGPU_F16 __half operator*(const __half &a, const __half &b) { return __hmul(a, b); }
__MGPU_F16 __half operator/(const __half &a, const __half &b) { return __hdiv(a, b); }
__MGPU_F16 __half &operator+=(__half &a, const __half &b) { return a = __hadd(a, b); }
__MGPU_F16 __half &operator-=(__half &a, const __half &b) { return a = __hsub(a, b); }
__MGPU_F16 __half &operator*=(__half &a, const __half &b) { return a = __hmul(a, b); }
__MGPU_F16 __half &operator/=(__half &a, const __half &b) { return a = __hdiv(a, b); }
__MGPU_F16 __half operator+(const __half &a) { return a; }
__MGPU_F16 __half operator-(const __half &a) { return __hneg(a); }
__MGPU_F16 __half &operator++(__half &a) { return a = __hadd(a, __mgpu_half_of_bits(0x3c00u)); }
__MGPU_F16 __half &operator--(__half &a) { return a = __hsub(a, __mgpu_half_of_bits(0x3c00u)); }
__MGPU_F16 __half operator++(__half &a, int) {
  __half old = a;
  ++a;
  return old;
}
__MGPU_F16 __half operator--(__half &a, int) {
  __half old = a;
  --a;
  return old;
}
__MGPU_F16 bool operator==(const __half &a, const __half &b) { return __heq(a, b); }
__MGPU_F16 bool operator!=(const __half &a, const __half &b) { return __hneu(a, b); }
__MGPU_F16 bool operator<(const __half &a, const __half &b) { return __hlt(a, b); }
__MGPU_F16 bool operator<=(const __half &a, const __half &b) { return __hle(a, b); }
__MGPU_F16 bool operator>(const __half &a, const __half &b) { return __hgt(a, b); }
__MGPU_F16 bool operator>=(const __half &a, const __half &b) { return __hge(a, b); }
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
__MGPU_F16 __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
__MGPU_F16 __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
__MGPU_F16 __half2 operator*(const __half2 &a, const __half2 &b) { return __hmul2(a, b); }
__MGPU_F16 __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
__MGPU_F16 __half2 &operator+=(__half2 &a, const __half2 &b) { return a = __hadd2(a, b); }
__MGPU_F16 __half2 &operator-=(__half2 &a, const __half2 &b) { return a = __hsub2(a, b); }
__MGPU_F16 __half2 &operator*=(__half2 &a, const __half2 &b) { return a = __hmul2(a, b); }
__MGPU_F16 __half2 &operator/=(__half2 &a, const __half2 &b) { return a = __h2div(a, b); }
__MGPU_F16 __half2 operator+(const __half2 &a) { return a; }
__MGPU_F16 __half2 operator-(const __half2 &a) { return __hneg2(a); }
__MGPU_F16 bool operator==(const __half2 &a, const __half2 &b) { return __hbeq2(a, b); }
__MGPU_F16 bool operator!=(const __half2 &a, const __half2 &b) { return __hbneu2(a, b); }
__MGPU_F16 bool operator<(const __half2 &a, const __half2 &b) { return __hblt2(a, b); }
__MGPU_F16 bool operator<=(const __half2 &a, const __half2 &b) { return __hble2(a, b); }
__MGPU_F16 bool operator>(const __half2 &a, const __half2 &b) { return __hbgt2(a, b); }
__MGPU_F16 bool operator>=(const __half2 &a, const __half2 &b) { return __hbge2(a, b); }
#endif

/* ---- device only: warp shuffles, atomics ------------------------------------------ */
#ifdef __CUDA__
#define __MGPU_F16_DEV static __inline__ __attribute__((always_inline)) __attribute__((device))
#define __MGPU_F16_SHFL(NAME, LANE_T)                                                                          \
  __MGPU_F16_DEV __half NAME(unsigned mask, __half v, LANE_T l, int width = 32) {                              \
    return __mgpu_half_of_bits((unsigned short)NAME(mask, (unsigned)v.__x, l, width));                        \
  }                                                                                                            \
  __MGPU_F16_DEV __half2 NAME(unsigned mask, __half2 v, LANE_T l, int width = 32) {                            \
    unsigned r = NAME(mask, (unsigned)v.x.__x | ((unsigned)v.y.__x << 16), l, width);                         \
    return __half2(__mgpu_half_of_bits((unsigned short)r), __mgpu_half_of_bits((unsigned short)(r >> 16)));  \
  }
__MGPU_F16_SHFL(__shfl_sync, int)
__MGPU_F16_SHFL(__shfl_up_sync, unsigned)
__MGPU_F16_SHFL(__shfl_down_sync, unsigned)
__MGPU_F16_SHFL(__shfl_xor_sync, int)
#undef __MGPU_F16_SHFL
/* atomicAdd on __half2 (both lanes, one 32-bit compare-and-swap) and on
 * __half (the 32-bit word holding it); they return the old value */
__MGPU_F16_DEV __half2 atomicAdd(__half2 *p, __half2 v) {
  unsigned *w = (unsigned *)p, old = *w, assumed;
  do {
    assumed = old;
    __half2 cur(__mgpu_half_of_bits((unsigned short)assumed), __mgpu_half_of_bits((unsigned short)(assumed >> 16)));
    __half2 sum = __hadd2(cur, v);
    old = atomicCAS(w, assumed, (unsigned)sum.x.__x | ((unsigned)sum.y.__x << 16));
  } while (old != assumed);
  return __half2(__mgpu_half_of_bits((unsigned short)old), __mgpu_half_of_bits((unsigned short)(old >> 16)));
}
__MGPU_F16_DEV __half atomicAdd(__half *p, __half v) {
  unsigned long long addr = (unsigned long long)p;
  unsigned *w = (unsigned *)(addr & ~3ull), sh = (unsigned)(addr & 2) * 8, old = *w, assumed;
  do {
    assumed = old;
    __half sum = __hadd(__mgpu_half_of_bits((unsigned short)(assumed >> sh)), v);
    old = atomicCAS(w, assumed, (assumed & ~(0xffffu << sh)) | ((unsigned)sum.__x << sh));
  } while (old != assumed);
  return __mgpu_half_of_bits((unsigned short)(old >> sh));
}
#undef __MGPU_F16_DEV
#endif /* __CUDA__ */

#undef __MGPU_F16
#undef __MGPU_F16_HD
#undef __MGPU_F16_D
#undef __MGPU_F16_EXACT
#endif /* __cplusplus */
#endif /* MGPU_CUDA_FP16_H */
