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
 * references) computes the same bits as the device. The functions that
 * cuda_bf16.h's type has alike are written once, in __mgpu_half_api.h. */
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
/* The code of a finite double's magnitude (its bits a) in the format of
 * mant significand bits and bias, rounded as mode says (up: the rounding
 * is away from zero): the encoding is continuous, ((biased exponent - 1)
 * << mant) + significand with the subnormals in the first binade, so a
 * carry moves to the next binade. A magnitude past the format's binades
 * gives a code at or past its top binade's end (~0u far beyond): the caller
 * decides what overflows (infinity, or E4M3's NaN, cuda_fp8.h). The
 * significand is shifted so that its last kept bit has the weight of one
 * ulp at a's exponent; the bits shifted out decide the rounding. */
__MGPU_F16 unsigned __mgpu_round_bits(unsigned long long a, int up, int mode, int mant, int bias) {
  int e = (int)(a >> 52);
  unsigned long long m = a & 0xfffffffffffffull;
  if (e == 0)
    e = 1; /* double subnormal: m * 2^-1074 */
  else
    m |= 1ull << 52;
  int ex = e - 1023; /* a = m * 2^(ex - 52) */
  if (ex > bias + 1)
    return ~0u;
  int qexp = (ex < 1 - bias ? 1 - bias : ex) - mant; /* the ulp of the result: 2^qexp */
  int sh = qexp - ex + 52;                            /* >= 52 - mant */
  if (sh > 63)
    sh = 63; /* from 54 on, q = 0 and rem = m < halfway: all the same */
  unsigned long long q = m >> sh, rem = m & ((1ull << sh) - 1), halfway = 1ull << (sh - 1);
  if (mode == __MGPU_F16_RN) {
    if (rem > halfway || (rem == halfway && (q & 1)))
      q++;
  } else if (up && rem != 0) {
    q++;
  }
  return ((unsigned)(qexp + mant + bias - 1) << mant) + (unsigned)q;
}
/* x rounded in the given mode to the 16-bit binary format of mant
 * significand bits and exponent bias bias (the bits): binary16 (10, 15)
 * here, bfloat16 (7, 127) in cuda_bf16.h; past the finite values,
 * infinity or the largest finite value as the mode says. */
__MGPU_F16 unsigned short __mgpu_double2fp16_bits(double x, int mode, int mant, int bias) {
  unsigned long long u = __builtin_bit_cast(unsigned long long, x);
  unsigned short sign = (unsigned short)((u >> 48) & 0x8000u);
  unsigned long long a = u & 0x7fffffffffffffffull;
  unsigned inf = (unsigned)(2 * bias + 1) << mant;
  if (a >= 0x7ff0000000000000ull) /* inf, or NaN made quiet keeping its payload's top bits */
    return a == 0x7ff0000000000000ull
               ? (unsigned short)(sign | inf)
               : (unsigned short)(sign | inf | (1u << (mant - 1)) | ((a >> (52 - mant)) & ((1u << mant) - 1)));
  int up_ok = (mode == __MGPU_F16_RU && !sign) || (mode == __MGPU_F16_RD && sign);
  unsigned bits = __mgpu_round_bits(a, up_ok, mode, mant, bias);
  if (bits >= inf) /* beyond every finite value */
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

/* integers to half: exact in double below 2^53, and every value beyond
 * 2^20 rounds like 2^20 in every mode (inf or 65504) */
__MGPU_F16 unsigned short __mgpu_ll2half_bits(long long v, int mode) {
  v = v > (1ll << 20) ? (1ll << 20) : v < -(1ll << 20) ? -(1ll << 20) : v;
  return __mgpu_double2half_bits((double)v, mode);
}
__MGPU_F16 unsigned short __mgpu_ull2half_bits(unsigned long long v, int mode) {
  return __mgpu_ll2half_bits(v > (1ull << 20) ? (1ll << 20) : (long long)v, mode);
}
/* half to unsigned long long: beyond the long long range only +inf */
__MGPU_F16 unsigned long long __mgpu_half2ull_bits(unsigned short h, int mode) {
  return h == 0x7c00u ? ~0ull : (unsigned long long)__mgpu_half2ll_bits(h, mode, 0, 9223372036854775807ll);
}

/* ---- the types, and the API CUDA gives both 16-bit types ------------------------ */
/* (the parameters of __mgpu_half_members.h and __mgpu_half_api.h) */
#define __MGPU_N half
#define __MGPU_H __half
#define __MGPU_H2 __half2
#define __MGPU_HF __MGPU_F16
#define __MGPU_H_OF __mgpu_half_of_bits
#define __MGPU_H_TOF __mgpu_half2float_bits
#define __MGPU_H_ROUND __mgpu_double2half_bits
#define __MGPU_H_OFLL __mgpu_ll2half_bits
#define __MGPU_H_OFULL __mgpu_ull2half_bits
#define __MGPU_H_TOULL __mgpu_half2ull_bits
#define __MGPU_H_INF 0x7c00u
#define __MGPU_H_ONE 0x3c00u
#if !defined(__CUDA_NO_HALF_OPERATORS__)
#define __MGPU_H_OPS
#endif
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
#define __MGPU_H2_OPS
#endif
#define __MGPU_H_RAW __half_raw
#define __MGPU_HD __MGPU_F16_HD
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
#define __MGPU_H_CONV
#endif
struct __attribute__((aligned(2))) __half {
#include "__mgpu_half_members.h"
};

/* __mgpu_raw_assign<R, Raw, T>::type is T& where R is Raw: the pairs'
 * assignment from their raw struct is a template of it, which an empty
 * brace list cannot deduce, so that `h2 = {}` is the move assignment of a
 * zero pair, as with nvcc (GPTQ's kernels, HeCBench's quant3MatMul),
 * where a plain overload was as good a match. */
template <class R, class Raw, class T> struct __mgpu_raw_assign {};
template <class Raw, class T> struct __mgpu_raw_assign<Raw, Raw, T> { typedef T &type; };

struct __attribute__((aligned(4))) __half2 {
  __half x, y;

  __half2() = default;
  __MGPU_F16_HD constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __MGPU_F16_HD constexpr __half2(const __half2_raw &r) : x(__half_raw{r.x}), y(__half_raw{r.y}) {}
  template <class R> __MGPU_F16_HD typename __mgpu_raw_assign<R, __half2_raw, __half2>::type operator=(const R &r) {
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

/* p + q rounded to odd (TwoSum gives the sum's error): p the exact product
 * of two 16-bit values, q a third; one rounding of it to 16 bits is then
 * the correct rounding of the fma (here and in cuda_bf16.h) */
__MGPU_F16 double __mgpu_sum_odd(double p, double q) {
  __MGPU_F16_EXACT
  double s = p + q;
  double bb = s - p, err = (p - (s - bb)) + (q - bb);
  unsigned long long u = __builtin_bit_cast(unsigned long long, s);
  if (s == s && err == err && err != 0.0 && (u & 1) == 0 && s - s == 0.0)
    s = __builtin_bit_cast(double, (err > 0) == (s > 0) ? u + 1 : u - 1);
  return s;
}

#include "__mgpu_half_api.h"

#undef __MGPU_F16
#undef __MGPU_F16_HD
#undef __MGPU_F16_D
#undef __MGPU_F16_EXACT
#endif /* __cplusplus */
#endif /* MGPU_CUDA_FP16_H */
