/* mgpucc's clean-room cuda_fp8.h: the 8-bit floating point formats of
 * CUDA 11.8 (__nv_fp8_e4m3, __nv_fp8_e5m2, their pairs and quadruples),
 * written from their definitions (the OCP 8-bit floating point formats):
 *   E5M2: 1 sign, 5 exponent (bias 15), 2 significand bits, with
 *         infinities and NaNs as IEEE 754 has them (binary16's top byte);
 *   E4M3: 1 sign, 4 exponent (bias 7), 3 significand bits, no infinity,
 *         a single NaN (S.1111.111): the largest finite value is 448.
 * Conversions to FP8 round to nearest, ties to even, once (from double,
 * float, half and bfloat16, each first made exact in double). A value
 * past the largest finite one saturates to it with __NV_SATFINITE (the
 * types' constructors), and is otherwise NaN (E4M3) or infinite (E5M2);
 * a NaN gives the positive NaN 0x7f. Conversions from FP8 are exact.
 * Everything is __host__ __device__, in software. */
#ifndef MGPU_CUDA_FP8_H
#define MGPU_CUDA_FP8_H
#define __CUDA_FP8_H__
#define __CUDA_FP8_TYPES_EXIST__

#include "cuda_bf16.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#ifdef __cplusplus
#ifdef __CUDA__
#define __MGPU_FP8_HD __attribute__((host)) __attribute__((device))
#else
#define __MGPU_FP8_HD
#endif
#define __MGPU_FP8 static __inline__ __attribute__((always_inline)) __MGPU_FP8_HD

/* ---- bit-level conversions ------------------------------------------------ */
/* x rounded to nearest even in the format (cuda_fp16.h's
 * __mgpu_round_bits); limit is the first code past the finite values:
 * E5M2's infinity, E4M3's NaN. */
__MGPU_FP8 __nv_fp8_storage_t __mgpu_double2fp8_bits(double x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  const unsigned limit = fmt == __NV_E5M2 ? 0x7cu : 0x7fu;
  unsigned long long u = __builtin_bit_cast(unsigned long long, x);
  unsigned char sign = (unsigned char)((u >> 56) & 0x80u);
  unsigned long long a = u & 0x7fffffffffffffffull;
  if (a > 0x7ff0000000000000ull)
    return 0x7f;
  unsigned char overflow = (unsigned char)(sign | (sat == __NV_SATFINITE ? limit - 1 : limit));
  if (a == 0x7ff0000000000000ull)
    return overflow;
  unsigned bits = fmt == __NV_E5M2 ? __mgpu_round_bits(a, 0, __MGPU_F16_RN, 2, 15) : __mgpu_round_bits(a, 0, __MGPU_F16_RN, 3, 7);
  return bits >= limit ? overflow : (unsigned char)(sign | bits);
}
/* FP8 to float: exact */
__MGPU_FP8 float __mgpu_fp82float_bits(__nv_fp8_storage_t v, __nv_fp8_interpretation_t fmt) {
  if (fmt == __NV_E5M2)
    return __mgpu_half2float_bits((unsigned short)(v << 8));
  unsigned sign = (unsigned)(v & 0x80u) << 24, e = (v >> 3) & 0xfu, m = v & 7u;
  if (e == 0xf && m == 7)
    return __builtin_bit_cast(float, sign | 0x7fc00000u);
  if (e == 0) { /* zero or subnormal: m * 2^-9 */
    float f = (float)m * 0.001953125f;
    return sign ? -f : f;
  }
  return __builtin_bit_cast(float, sign | ((e + 120u) << 23) | (m << 20));
}

/* ---- CUDA's conversion functions ------------------------------------------ */
__MGPU_FP8 __nv_fp8_storage_t __nv_cvt_double_to_fp8(double x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __mgpu_double2fp8_bits(x, sat, fmt);
}
__MGPU_FP8 __nv_fp8_storage_t __nv_cvt_float_to_fp8(float x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __mgpu_double2fp8_bits(x, sat, fmt);
}
__MGPU_FP8 __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(__half_raw x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __mgpu_double2fp8_bits(__mgpu_half2float_bits(x.x), sat, fmt);
}
__MGPU_FP8 __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw x, __nv_saturation_t sat,
                                                          __nv_fp8_interpretation_t fmt) {
  return __mgpu_double2fp8_bits(__mgpu_bf162float_bits(x.x), sat, fmt);
}
/* pairs: the first value in the low byte */
__MGPU_FP8 __nv_fp8x2_storage_t __mgpu_fp8x2(__nv_fp8_storage_t lo, __nv_fp8_storage_t hi) {
  return (__nv_fp8x2_storage_t)(lo | (unsigned)hi << 8);
}
__MGPU_FP8 __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2 x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __mgpu_fp8x2(__nv_cvt_double_to_fp8(x.x, sat, fmt), __nv_cvt_double_to_fp8(x.y, sat, fmt));
}
__MGPU_FP8 __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t sat, __nv_fp8_interpretation_t fmt) {
  return __mgpu_fp8x2(__nv_cvt_float_to_fp8(x.x, sat, fmt), __nv_cvt_float_to_fp8(x.y, sat, fmt));
}
__MGPU_FP8 __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(__half2_raw x, __nv_saturation_t sat,
                                                           __nv_fp8_interpretation_t fmt) {
  return __mgpu_fp8x2(__nv_cvt_halfraw_to_fp8(__half_raw{x.x}, sat, fmt), __nv_cvt_halfraw_to_fp8(__half_raw{x.y}, sat, fmt));
}
__MGPU_FP8 __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw x, __nv_saturation_t sat,
                                                               __nv_fp8_interpretation_t fmt) {
  return __mgpu_fp8x2(__nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{x.x}, sat, fmt),
                      __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{x.y}, sat, fmt));
}
/* to binary16: exact (every FP8 value is one) */
__MGPU_FP8 __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t x, __nv_fp8_interpretation_t fmt) {
  return __half_raw{__mgpu_double2half_bits(__mgpu_fp82float_bits(x, fmt), __MGPU_F16_RN)};
}
__MGPU_FP8 __half2_raw __nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t x, __nv_fp8_interpretation_t fmt) {
  return __half2_raw{__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)x, fmt).x,
                     __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x >> 8), fmt).x};
}

/* ---- the types ------------------------------------------------------------- */
/* __MGPU_FP8_TYPES(E, FMT) defines __nv_fp8_E, __nv_fp8x2_E and
 * __nv_fp8x4_E of the format FMT. Constructors saturate (__NV_SATFINITE),
 * as CUDA's do; conversions are explicit, as CUDA's are. */
#define __MGPU_FP8_TYPES(E, FMT)                                                                                       \
  struct __attribute__((aligned(1))) __nv_fp8_##E {                                                                    \
    __nv_fp8_storage_t __x;                                                                                            \
    __nv_fp8_##E() = default;                                                                                          \
    explicit __MGPU_FP8_HD __nv_fp8_##E(double f) : __x(__nv_cvt_double_to_fp8(f, __NV_SATFINITE, FMT)) {}            \
    explicit __MGPU_FP8_HD __nv_fp8_##E(float f) : __x(__nv_cvt_float_to_fp8(f, __NV_SATFINITE, FMT)) {}              \
    explicit __MGPU_FP8_HD __nv_fp8_##E(__half f)                                                                      \
        : __x(__nv_cvt_halfraw_to_fp8(static_cast<__half_raw>(f), __NV_SATFINITE, FMT)) {}                             \
    explicit __MGPU_FP8_HD __nv_fp8_##E(__nv_bfloat16 f)                                                               \
        : __x(__nv_cvt_bfloat16raw_to_fp8(static_cast<__nv_bfloat16_raw>(f), __NV_SATFINITE, FMT)) {}                  \
    explicit __MGPU_FP8_HD __nv_fp8_##E(int v) : __nv_fp8_##E((double)v) {}                                            \
    explicit __MGPU_FP8_HD __nv_fp8_##E(unsigned v) : __nv_fp8_##E((double)v) {}                                       \
    explicit __MGPU_FP8_HD __nv_fp8_##E(long long v) : __nv_fp8_##E((double)v) {}                                      \
    explicit __MGPU_FP8_HD __nv_fp8_##E(unsigned long long v) : __nv_fp8_##E((double)v) {}                             \
    explicit __MGPU_FP8_HD __nv_fp8_##E(short v) : __nv_fp8_##E((double)v) {}                                          \
    explicit __MGPU_FP8_HD __nv_fp8_##E(unsigned short v) : __nv_fp8_##E((double)v) {}                                 \
    explicit __MGPU_FP8_HD operator float() const { return __mgpu_fp82float_bits(__x, FMT); }                          \
    explicit __MGPU_FP8_HD operator double() const { return __mgpu_fp82float_bits(__x, FMT); }                         \
    explicit __MGPU_FP8_HD operator __half() const { return __half(__nv_cvt_fp8_to_halfraw(__x, FMT)); }               \
    explicit __MGPU_FP8_HD operator __nv_bfloat16() const {                                                            \
      return __nv_bfloat16(__nv_bfloat16_raw{__mgpu_double2bf16_bits(__mgpu_fp82float_bits(__x, FMT), __MGPU_F16_RN)}); \
    }                                                                                                                  \
    explicit __MGPU_FP8_HD operator bool() const { return (__x & 0x7fu) != 0; }                                        \
  };                                                                                                                   \
  struct __attribute__((aligned(2))) __nv_fp8x2_##E {                                                                  \
    __nv_fp8x2_storage_t __x;                                                                                          \
    __nv_fp8x2_##E() = default;                                                                                        \
    explicit __MGPU_FP8_HD __nv_fp8x2_##E(double2 f) : __x(__nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, FMT)) {}      \
    explicit __MGPU_FP8_HD __nv_fp8x2_##E(float2 f) : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, FMT)) {}        \
    explicit __MGPU_FP8_HD __nv_fp8x2_##E(__half2 f)                                                                   \
        : __x(__nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(f), __NV_SATFINITE, FMT)) {}                         \
    explicit __MGPU_FP8_HD __nv_fp8x2_##E(__nv_bfloat162 f)                                                            \
        : __x(__nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(f), __NV_SATFINITE, FMT)) {}              \
    explicit __MGPU_FP8_HD operator float2() const {                                                                   \
      return float2{__mgpu_fp82float_bits((__nv_fp8_storage_t)__x, FMT),                                               \
                    __mgpu_fp82float_bits((__nv_fp8_storage_t)(__x >> 8), FMT)};                                       \
    }                                                                                                                  \
    explicit __MGPU_FP8_HD operator __half2() const { return __half2(__nv_cvt_fp8x2_to_halfraw2(__x, FMT)); }          \
  };                                                                                                                   \
  struct __attribute__((aligned(4))) __nv_fp8x4_##E {                                                                  \
    __nv_fp8x4_storage_t __x;                                                                                          \
    __nv_fp8x4_##E() = default;                                                                                        \
    explicit __MGPU_FP8_HD __nv_fp8x4_##E(double4 f)                                                                   \
        : __x(__nv_cvt_double2_to_fp8x2(double2{f.x, f.y}, __NV_SATFINITE, FMT) |                                \
              (unsigned)__nv_cvt_double2_to_fp8x2(double2{f.z, f.w}, __NV_SATFINITE, FMT) << 16) {}               \
    explicit __MGPU_FP8_HD __nv_fp8x4_##E(float4 f)                                                                    \
        : __x(__nv_cvt_float2_to_fp8x2(float2{f.x, f.y}, __NV_SATFINITE, FMT) |                                  \
              (unsigned)__nv_cvt_float2_to_fp8x2(float2{f.z, f.w}, __NV_SATFINITE, FMT) << 16) {}                 \
    explicit __MGPU_FP8_HD __nv_fp8x4_##E(__half2 lo, __half2 hi)                                                      \
        : __x(__nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(lo), __NV_SATFINITE, FMT) |                          \
              (unsigned)__nv_cvt_halfraw2_to_fp8x2(static_cast<__half2_raw>(hi), __NV_SATFINITE, FMT) << 16) {}        \
    explicit __MGPU_FP8_HD __nv_fp8x4_##E(__nv_bfloat162 lo, __nv_bfloat162 hi)                                        \
        : __x(__nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(lo), __NV_SATFINITE, FMT) |               \
              (unsigned)__nv_cvt_bfloat16raw2_to_fp8x2(static_cast<__nv_bfloat162_raw>(hi), __NV_SATFINITE, FMT)       \
                  << 16) {}                                                                                            \
    explicit __MGPU_FP8_HD operator float4() const {                                                                   \
      return float4{__mgpu_fp82float_bits((__nv_fp8_storage_t)__x, FMT),                                               \
                    __mgpu_fp82float_bits((__nv_fp8_storage_t)(__x >> 8), FMT),                                        \
                    __mgpu_fp82float_bits((__nv_fp8_storage_t)(__x >> 16), FMT),                                       \
                    __mgpu_fp82float_bits((__nv_fp8_storage_t)(__x >> 24), FMT)};                                      \
    }                                                                                                                  \
  };
__MGPU_FP8_TYPES(e4m3, __NV_E4M3)
__MGPU_FP8_TYPES(e5m2, __NV_E5M2)
#undef __MGPU_FP8_TYPES

#undef __MGPU_FP8
#undef __MGPU_FP8_HD
#endif /* __cplusplus */
#endif /* MGPU_CUDA_FP8_H */
