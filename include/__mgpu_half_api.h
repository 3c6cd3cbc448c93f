/* The API that CUDA gives its two 16-bit float types alike, written once:
 * cuda_fp16.h includes this file for __half (names on "half": __half2float,
 * __hadd, ...) and cuda_bf16.h for __nv_bfloat16 (names on "bfloat16":
 * __bfloat162float, __hadd, ...). No include guard: each includer defines
 *   __MGPU_N         the names' stem (half, bfloat16)
 *   __MGPU_H, __MGPU_H2  the type and its pair
 *   __MGPU_HF        how a function is declared (static inline, host and device)
 *   __MGPU_H_OF(b)   the value of 16 bits
 *   __MGPU_H_TOF(b)  the float of 16 bits (exact)
 *   __MGPU_H_ROUND(d, mode)  a double rounded to the bits in a mode
 *   __MGPU_H_OFLL(v, mode), __MGPU_H_OFULL(v, mode)  integers rounded to the bits
 *   __MGPU_H_TOULL(b, mode)  the bits to unsigned long long, saturating
 *   __MGPU_H_INF, __MGPU_H_ONE  the bits of +inf and 1
 *   __MGPU_H_OPS, __MGPU_H2_OPS  set unless the program turned the
 *                    C++ operators off (__CUDA_NO_HALF_OPERATORS__ & co)
 * and this file undefines them. Arithmetic is exact in float (or double)
 * and rounded once (+, -, *, / and sqrt in float: 24 >= 2 * 11 + 2 bits);
 * a NaN result is the canonical NaN 0x7fff, as on the GPU. */

/* names: __MGPU_NM(__, 2float) is __half2float, __MGPU_NM2(__, 2, 2) is
 * __half2half2 (the stem expanded a level before it is pasted) */
#define __MGPU_NM__(P, N, S) P##N##S
#define __MGPU_NM_(P, N, S) __MGPU_NM__(P, N, S)
#define __MGPU_NM(P, S) __MGPU_NM_(P, __MGPU_N, S)
#define __MGPU_NM2__(P, N, M, S) P##N##M##N##S
#define __MGPU_NM2_(P, N, M, S) __MGPU_NM2__(P, N, M, S)
#define __MGPU_NM2(P, M, S) __MGPU_NM2_(P, __MGPU_N, M, S)
#define __MGPU_H_NAN __MGPU_H_OF(0x7fffu)
#ifdef __clang__
#define __MGPU_H_EXACT _Pragma("clang fp contract(off)")
#else
#define __MGPU_H_EXACT
#endif
#define __MGPU_H_1 __MGPU_H_OF(__MGPU_H_ONE)
#define __MGPU_H_0 __MGPU_H_OF(0u)

/* ---- reinterpretation and data movement -------------------------------------- */
__MGPU_HF constexpr unsigned short __MGPU_NM(__, _as_ushort)(__MGPU_H h) { return h.__x; }
__MGPU_HF constexpr short __MGPU_NM(__, _as_short)(__MGPU_H h) { return (short)h.__x; }
__MGPU_HF constexpr __MGPU_H __MGPU_NM(__ushort_as_, )(unsigned short b) { return __MGPU_H_OF(b); }
__MGPU_HF constexpr __MGPU_H __MGPU_NM(__short_as_, )(short b) { return __MGPU_H_OF((unsigned short)b); }
__MGPU_HF __MGPU_H2 __MGPU_NM(make_, 2)(__MGPU_H x, __MGPU_H y) { return __MGPU_H2(x, y); }
__MGPU_HF __MGPU_H2 __MGPU_NM(__halves2, 2)(__MGPU_H lo, __MGPU_H hi) { return __MGPU_H2(lo, hi); }
__MGPU_HF __MGPU_H2 __MGPU_NM2(__, 2, 2)(__MGPU_H a) { return __MGPU_H2(a, a); }
__MGPU_HF __MGPU_H __MGPU_NM(__low2, )(__MGPU_H2 a) { return a.x; }
__MGPU_HF __MGPU_H __MGPU_NM(__high2, )(__MGPU_H2 a) { return a.y; }
__MGPU_HF __MGPU_H2 __MGPU_NM(__low2, 2)(__MGPU_H2 a) { return __MGPU_H2(a.x, a.x); }
__MGPU_HF __MGPU_H2 __MGPU_NM(__high2, 2)(__MGPU_H2 a) { return __MGPU_H2(a.y, a.y); }
__MGPU_HF __MGPU_H2 __MGPU_NM(__lows2, 2)(__MGPU_H2 a, __MGPU_H2 b) { return __MGPU_H2(a.x, b.x); }
__MGPU_HF __MGPU_H2 __MGPU_NM(__highs2, 2)(__MGPU_H2 a, __MGPU_H2 b) { return __MGPU_H2(a.y, b.y); }
__MGPU_HF __MGPU_H2 __lowhigh2highlow(__MGPU_H2 a) { return __MGPU_H2(a.y, a.x); }

/* ---- conversions ---------------------------------------------------------------- */
__MGPU_HF float __MGPU_NM(__, 2float)(__MGPU_H h) { return __MGPU_H_TOF(h.__x); }
__MGPU_HF __MGPU_H __MGPU_NM(__float2, )(float f) { return __MGPU_H_OF(__MGPU_H_ROUND((double)f, __MGPU_F16_RN)); }
__MGPU_HF __MGPU_H __MGPU_NM(__float2, _rn)(float f) { return __MGPU_H_OF(__MGPU_H_ROUND((double)f, __MGPU_F16_RN)); }
__MGPU_HF __MGPU_H __MGPU_NM(__float2, _rz)(float f) { return __MGPU_H_OF(__MGPU_H_ROUND((double)f, __MGPU_F16_RZ)); }
__MGPU_HF __MGPU_H __MGPU_NM(__float2, _rd)(float f) { return __MGPU_H_OF(__MGPU_H_ROUND((double)f, __MGPU_F16_RD)); }
__MGPU_HF __MGPU_H __MGPU_NM(__float2, _ru)(float f) { return __MGPU_H_OF(__MGPU_H_ROUND((double)f, __MGPU_F16_RU)); }
__MGPU_HF __MGPU_H __MGPU_NM(__double2, )(double d) { return __MGPU_H_OF(__MGPU_H_ROUND(d, __MGPU_F16_RN)); }
__MGPU_HF float __low2float(__MGPU_H2 a) { return __MGPU_H_TOF(a.x.__x); }
__MGPU_HF float __high2float(__MGPU_H2 a) { return __MGPU_H_TOF(a.y.__x); }
__MGPU_HF float2 __MGPU_NM(__, 22float2)(__MGPU_H2 a) {
  float2 r = {__MGPU_H_TOF(a.x.__x), __MGPU_H_TOF(a.y.__x)};
  return r;
}
__MGPU_HF __MGPU_H2 __MGPU_NM(__floats2, 2_rn)(float lo, float hi) {
  return __MGPU_H2(__MGPU_H_OF(__MGPU_H_ROUND((double)lo, __MGPU_F16_RN)), __MGPU_H_OF(__MGPU_H_ROUND((double)hi, __MGPU_F16_RN)));
}
__MGPU_HF __MGPU_H2 __MGPU_NM(__float2, 2_rn)(float f) { return __MGPU_NM(__floats2, 2_rn)(f, f); }
__MGPU_HF __MGPU_H2 __MGPU_NM(__float22, 2_rn)(float2 f) { return __MGPU_NM(__floats2, 2_rn)(f.x, f.y); }
/* integers, both ways, in the four roundings: to integers rounded as
 * named, clamped to the type's range, NaN gives 0 */
#define __MGPU_H_INT(SFX, MODE)                                                                                       \
  __MGPU_HF int __MGPU_NM(__, 2int_##SFX)(__MGPU_H h) {                                                               \
    return (int)__mgpu_float2ll(__MGPU_H_TOF(h.__x), MODE, -2147483647 - 1, 2147483647);                              \
  }                                                                                                                   \
  __MGPU_HF unsigned __MGPU_NM(__, 2uint_##SFX)(__MGPU_H h) {                                                         \
    return (unsigned)__mgpu_float2ll(__MGPU_H_TOF(h.__x), MODE, 0, 4294967295ll);                                     \
  }                                                                                                                   \
  __MGPU_HF short __MGPU_NM(__, 2short_##SFX)(__MGPU_H h) {                                                           \
    return (short)__mgpu_float2ll(__MGPU_H_TOF(h.__x), MODE, -32768, 32767);                                          \
  }                                                                                                                   \
  __MGPU_HF unsigned short __MGPU_NM(__, 2ushort_##SFX)(__MGPU_H h) {                                                 \
    return (unsigned short)__mgpu_float2ll(__MGPU_H_TOF(h.__x), MODE, 0, 65535);                                      \
  }                                                                                                                   \
  __MGPU_HF long long __MGPU_NM(__, 2ll_##SFX)(__MGPU_H h) {                                                          \
    return __mgpu_float2ll(__MGPU_H_TOF(h.__x), MODE, -9223372036854775807ll - 1, 9223372036854775807ll);             \
  }                                                                                                                   \
  __MGPU_HF unsigned long long __MGPU_NM(__, 2ull_##SFX)(__MGPU_H h) { return __MGPU_H_TOULL(h.__x, MODE); }          \
  __MGPU_HF __MGPU_H __MGPU_NM(__int2, _##SFX)(int v) { return __MGPU_H_OF(__MGPU_H_OFLL(v, MODE)); }                 \
  __MGPU_HF __MGPU_H __MGPU_NM(__uint2, _##SFX)(unsigned v) { return __MGPU_H_OF(__MGPU_H_OFLL(v, MODE)); }           \
  __MGPU_HF __MGPU_H __MGPU_NM(__short2, _##SFX)(short v) { return __MGPU_H_OF(__MGPU_H_OFLL(v, MODE)); }             \
  __MGPU_HF __MGPU_H __MGPU_NM(__ushort2, _##SFX)(unsigned short v) { return __MGPU_H_OF(__MGPU_H_OFLL(v, MODE)); }    \
  __MGPU_HF __MGPU_H __MGPU_NM(__ll2, _##SFX)(long long v) { return __MGPU_H_OF(__MGPU_H_OFLL(v, MODE)); }            \
  __MGPU_HF __MGPU_H __MGPU_NM(__ull2, _##SFX)(unsigned long long v) { return __MGPU_H_OF(__MGPU_H_OFULL(v, MODE)); }
__MGPU_H_INT(rn, __MGPU_F16_RN)
__MGPU_H_INT(rz, __MGPU_F16_RZ)
__MGPU_H_INT(rd, __MGPU_F16_RD)
__MGPU_H_INT(ru, __MGPU_F16_RU)
#undef __MGPU_H_INT
__MGPU_HF signed char __MGPU_NM(__, 2char_rz)(__MGPU_H h) {
  return (signed char)__mgpu_float2ll(__MGPU_H_TOF(h.__x), __MGPU_F16_RZ, -128, 127);
}
__MGPU_HF unsigned char __MGPU_NM(__, 2uchar_rz)(__MGPU_H h) {
  return (unsigned char)__mgpu_float2ll(__MGPU_H_TOF(h.__x), __MGPU_F16_RZ, 0, 255);
}

/* ---- classification, sign -------------------------------------------------------- */
__MGPU_HF bool __hisnan(__MGPU_H a) { return (a.__x & 0x7fffu) > __MGPU_H_INF; }
/* -1 for -inf, 1 for +inf, 0 otherwise */
__MGPU_HF int __hisinf(__MGPU_H a) { return a.__x == __MGPU_H_INF ? 1 : a.__x == (__MGPU_H_INF | 0x8000u) ? -1 : 0; }
__MGPU_HF __MGPU_H __hneg(__MGPU_H a) { return __MGPU_H_OF((unsigned short)(a.__x ^ 0x8000u)); }
__MGPU_HF __MGPU_H __habs(__MGPU_H a) { return __MGPU_H_OF((unsigned short)(a.__x & 0x7fffu)); }

/* ---- arithmetic ------------------------------------------------------------------ */
/* a result rounded once: a NaN is the canonical NaN */
__MGPU_HF __MGPU_H __MGPU_NM(__mgpu_d2, )(double d) { return d != d ? __MGPU_H_NAN : __MGPU_H_OF(__MGPU_H_ROUND(d, __MGPU_F16_RN)); }
#define __MGPU_H_OP(NAME, OP)                                                                 \
  __MGPU_HF __MGPU_H NAME(__MGPU_H a, __MGPU_H b) {                                           \
    __MGPU_H_EXACT                                                                            \
    return __MGPU_NM(__mgpu_d2, )((double)(__MGPU_H_TOF(a.__x) OP __MGPU_H_TOF(b.__x)));      \
  }                                                                                           \
  __MGPU_HF __MGPU_H NAME##_rn(__MGPU_H a, __MGPU_H b) { return NAME(a, b); }
__MGPU_H_OP(__hadd, +)
__MGPU_H_OP(__hsub, -)
__MGPU_H_OP(__hmul, *)
#undef __MGPU_H_OP
__MGPU_HF __MGPU_H __hdiv(__MGPU_H a, __MGPU_H b) {
  __MGPU_H_EXACT
  return __MGPU_NM(__mgpu_d2, )((double)(__MGPU_H_TOF(a.__x) / __MGPU_H_TOF(b.__x)));
}
/* a * b + c: the product is exact in double, the sum rounded to odd */
__MGPU_HF __MGPU_H __hfma(__MGPU_H a, __MGPU_H b, __MGPU_H c) {
  __MGPU_H_EXACT
  return __MGPU_NM(__mgpu_d2, )(
      __mgpu_sum_odd((double)__MGPU_H_TOF(a.__x) * (double)__MGPU_H_TOF(b.__x), (double)__MGPU_H_TOF(c.__x)));
}
/* the _sat forms clamp to [0, 1], NaN giving +0 */
__MGPU_HF __MGPU_H __MGPU_NM(__mgpu_sat_, )(__MGPU_H r) {
  float f = __MGPU_H_TOF(r.__x);
  return f != f || f <= 0.0f ? __MGPU_H_0 : f >= 1.0f ? __MGPU_H_1 : r;
}
__MGPU_HF __MGPU_H __hadd_sat(__MGPU_H a, __MGPU_H b) { return __MGPU_NM(__mgpu_sat_, )(__hadd(a, b)); }
__MGPU_HF __MGPU_H __hsub_sat(__MGPU_H a, __MGPU_H b) { return __MGPU_NM(__mgpu_sat_, )(__hsub(a, b)); }
__MGPU_HF __MGPU_H __hmul_sat(__MGPU_H a, __MGPU_H b) { return __MGPU_NM(__mgpu_sat_, )(__hmul(a, b)); }
__MGPU_HF __MGPU_H __hfma_sat(__MGPU_H a, __MGPU_H b, __MGPU_H c) { return __MGPU_NM(__mgpu_sat_, )(__hfma(a, b, c)); }
/* negative results (and -0) become +0, NaN the canonical NaN */
__MGPU_HF __MGPU_H __hfma_relu(__MGPU_H a, __MGPU_H b, __MGPU_H c) {
  __MGPU_H r = __hfma(a, b, c);
  return __hisnan(r) ? __MGPU_H_NAN : (r.__x & 0x8000u) ? __MGPU_H_0 : r;
}

/* ---- comparisons (ordered: false on NaN; the u forms: true on NaN) ---------------- */
#define __MGPU_H_CMP(NAME, EXPR)                                      \
  __MGPU_HF bool NAME(__MGPU_H a, __MGPU_H b) {                       \
    float x = __MGPU_H_TOF(a.__x), y = __MGPU_H_TOF(b.__x);           \
    return EXPR;                                                      \
  }
__MGPU_H_CMP(__heq, x == y)
__MGPU_H_CMP(__hne, x < y || x > y)
__MGPU_H_CMP(__hlt, x < y)
__MGPU_H_CMP(__hle, x <= y)
__MGPU_H_CMP(__hgt, x > y)
__MGPU_H_CMP(__hge, x >= y)
__MGPU_H_CMP(__hequ, !(x < y || x > y))
__MGPU_H_CMP(__hneu, !(x == y))
__MGPU_H_CMP(__hltu, !(x >= y))
__MGPU_H_CMP(__hleu, !(x > y))
__MGPU_H_CMP(__hgtu, !(x <= y))
__MGPU_H_CMP(__hgeu, !(x < y))
#undef __MGPU_H_CMP
/* max/min: a NaN operand gives the other one (both NaN: the canonical NaN),
 * -0 below +0; the _nan forms give the canonical NaN for any NaN operand */
__MGPU_HF __MGPU_H __hmax(__MGPU_H a, __MGPU_H b) {
  if (__hisnan(a) || __hisnan(b))
    return __hisnan(a) ? (__hisnan(b) ? __MGPU_H_NAN : b) : a;
  float x = __MGPU_H_TOF(a.__x), y = __MGPU_H_TOF(b.__x);
  return x > y ? a : x < y ? b : (a.__x & 0x8000u) ? b : a;
}
__MGPU_HF __MGPU_H __hmin(__MGPU_H a, __MGPU_H b) {
  if (__hisnan(a) || __hisnan(b))
    return __hisnan(a) ? (__hisnan(b) ? __MGPU_H_NAN : b) : a;
  float x = __MGPU_H_TOF(a.__x), y = __MGPU_H_TOF(b.__x);
  return x < y ? a : x > y ? b : (a.__x & 0x8000u) ? a : b;
}
__MGPU_HF __MGPU_H __hmax_nan(__MGPU_H a, __MGPU_H b) { return __hisnan(a) || __hisnan(b) ? __MGPU_H_NAN : __hmax(a, b); }
__MGPU_HF __MGPU_H __hmin_nan(__MGPU_H a, __MGPU_H b) { return __hisnan(a) || __hisnan(b) ? __MGPU_H_NAN : __hmin(a, b); }

/* ---- functions -------------------------------------------------------------------- */
/* exact in float, or the double function of __mgpu_math.h, rounded once */
#define __MGPU_H_FN(NAME, EXPR)                          \
  __MGPU_HF __MGPU_H NAME(__MGPU_H a) {                  \
    float f = __MGPU_H_TOF(a.__x);                       \
    double x = (double)f;                                \
    return __MGPU_NM(__mgpu_d2, )(EXPR);                 \
  }
__MGPU_H_FN(hsqrt, (double)__builtin_sqrtf(f))
__MGPU_H_FN(hrsqrt, __mgpu_rsqrt(x))
__MGPU_H_FN(hrcp, (double)(1.0f / f))
__MGPU_H_FN(hexp, __mgpu_exp(x))
__MGPU_H_FN(hexp2, __mgpu_exp2(x))
__MGPU_H_FN(hexp10, __mgpu_exp10(x))
__MGPU_H_FN(hlog, __mgpu_log(x))
__MGPU_H_FN(hlog2, __mgpu_log2(x))
__MGPU_H_FN(hlog10, __mgpu_log10(x))
__MGPU_H_FN(hsin, __mgpu_sin(x))
__MGPU_H_FN(hcos, __mgpu_cos(x))
__MGPU_H_FN(htanh, __mgpu_tanh(x))
__MGPU_H_FN(hceil, (double)__builtin_ceilf(f))
__MGPU_H_FN(hfloor, (double)__builtin_floorf(f))
__MGPU_H_FN(htrunc, (double)__builtin_truncf(f))
__MGPU_H_FN(hrint, (double)__builtin_rintf(f))
#undef __MGPU_H_FN

/* ---- the pairs: each lane on its own ----------------------------------------------- */
#define __MGPU_H_LANES1(NAME, F) \
  __MGPU_HF __MGPU_H2 NAME(__MGPU_H2 a) { return __MGPU_H2(F(a.x), F(a.y)); }
#define __MGPU_H_LANES2(NAME, F) \
  __MGPU_HF __MGPU_H2 NAME(__MGPU_H2 a, __MGPU_H2 b) { return __MGPU_H2(F(a.x, b.x), F(a.y, b.y)); }
#define __MGPU_H_LANES3(NAME, F) \
  __MGPU_HF __MGPU_H2 NAME(__MGPU_H2 a, __MGPU_H2 b, __MGPU_H2 c) { return __MGPU_H2(F(a.x, b.x, c.x), F(a.y, b.y, c.y)); }
__MGPU_H_LANES2(__hadd2, __hadd)
__MGPU_H_LANES2(__hsub2, __hsub)
__MGPU_H_LANES2(__hmul2, __hmul)
__MGPU_H_LANES2(__h2div, __hdiv)
__MGPU_H_LANES2(__hadd2_rn, __hadd)
__MGPU_H_LANES2(__hsub2_rn, __hsub)
__MGPU_H_LANES2(__hmul2_rn, __hmul)
__MGPU_H_LANES2(__hadd2_sat, __hadd_sat)
__MGPU_H_LANES2(__hsub2_sat, __hsub_sat)
__MGPU_H_LANES2(__hmul2_sat, __hmul_sat)
__MGPU_H_LANES2(__hmax2, __hmax)
__MGPU_H_LANES2(__hmin2, __hmin)
__MGPU_H_LANES2(__hmax2_nan, __hmax_nan)
__MGPU_H_LANES2(__hmin2_nan, __hmin_nan)
__MGPU_H_LANES3(__hfma2, __hfma)
__MGPU_H_LANES3(__hfma2_sat, __hfma_sat)
__MGPU_H_LANES3(__hfma2_relu, __hfma_relu)
__MGPU_H_LANES1(__hneg2, __hneg)
__MGPU_H_LANES1(__habs2, __habs)
__MGPU_H_LANES1(h2sqrt, hsqrt)
__MGPU_H_LANES1(h2rsqrt, hrsqrt)
__MGPU_H_LANES1(h2rcp, hrcp)
__MGPU_H_LANES1(h2exp, hexp)
__MGPU_H_LANES1(h2exp2, hexp2)
__MGPU_H_LANES1(h2exp10, hexp10)
__MGPU_H_LANES1(h2log, hlog)
__MGPU_H_LANES1(h2log2, hlog2)
__MGPU_H_LANES1(h2log10, hlog10)
__MGPU_H_LANES1(h2sin, hsin)
__MGPU_H_LANES1(h2cos, hcos)
__MGPU_H_LANES1(h2tanh, htanh)
__MGPU_H_LANES1(h2ceil, hceil)
__MGPU_H_LANES1(h2floor, hfloor)
__MGPU_H_LANES1(h2trunc, htrunc)
__MGPU_H_LANES1(h2rint, hrint)
#undef __MGPU_H_LANES1
#undef __MGPU_H_LANES2
#undef __MGPU_H_LANES3
__MGPU_HF __MGPU_H2 __hisnan2(__MGPU_H2 a) {
  return __MGPU_H2(__hisnan(a.x) ? __MGPU_H_1 : __MGPU_H_0, __hisnan(a.y) ? __MGPU_H_1 : __MGPU_H_0);
}
/* comparisons of pairs: __heq2 & co give 1.0 or 0.0 per lane, the _mask
 * forms 0xffff or 0 per lane, __hbeq2 & co whether both lanes hold */
#define __MGPU_H_CMP2(OP)                                                                                        \
  __MGPU_HF __MGPU_H2 __h##OP##2(__MGPU_H2 a, __MGPU_H2 b) {                                                     \
    return __MGPU_H2(__h##OP(a.x, b.x) ? __MGPU_H_1 : __MGPU_H_0, __h##OP(a.y, b.y) ? __MGPU_H_1 : __MGPU_H_0);  \
  }                                                                                                              \
  __MGPU_HF unsigned __h##OP##2_mask(__MGPU_H2 a, __MGPU_H2 b) {                                                 \
    return (__h##OP(a.x, b.x) ? 0xffffu : 0u) | (__h##OP(a.y, b.y) ? 0xffff0000u : 0u);                          \
  }                                                                                                              \
  __MGPU_HF bool __hb##OP##2(__MGPU_H2 a, __MGPU_H2 b) { return __h##OP(a.x, b.x) && __h##OP(a.y, b.y); }
__MGPU_H_CMP2(eq)
__MGPU_H_CMP2(ne)
__MGPU_H_CMP2(lt)
__MGPU_H_CMP2(le)
__MGPU_H_CMP2(gt)
__MGPU_H_CMP2(ge)
__MGPU_H_CMP2(equ)
__MGPU_H_CMP2(neu)
__MGPU_H_CMP2(ltu)
__MGPU_H_CMP2(leu)
__MGPU_H_CMP2(gtu)
__MGPU_H_CMP2(geu)
#undef __MGPU_H_CMP2

/* ---- C++ operators ----------------------------------------------------------------- */
#define __MGPU_H_ARITH(T, ADD, SUB, MUL, DIV, NEG)                              \
  __MGPU_HF T operator+(const T &a, const T &b) { return ADD(a, b); }           \
  __MGPU_HF T operator-(const T &a, const T &b) { return SUB(a, b); }           \
  __MGPU_HF T operator*(const T &a, const T &b) { return MUL(a, b); }           \
  __MGPU_HF T operator/(const T &a, const T &b) { return DIV(a, b); }           \
  __MGPU_HF T &operator+=(T &a, const T &b) { return a = ADD(a, b); }           \
  __MGPU_HF T &operator-=(T &a, const T &b) { return a = SUB(a, b); }           \
  __MGPU_HF T &operator*=(T &a, const T &b) { return a = MUL(a, b); }           \
  __MGPU_HF T &operator/=(T &a, const T &b) { return a = DIV(a, b); }           \
  __MGPU_HF T operator+(const T &a) { return a; }                               \
  __MGPU_HF T operator-(const T &a) { return NEG(a); }
#define __MGPU_H_REL(T, EQ, NE, LT, LE, GT, GE)                                  \
  __MGPU_HF bool operator==(const T &a, const T &b) { return EQ(a, b); }        \
  __MGPU_HF bool operator!=(const T &a, const T &b) { return NE(a, b); }        \
  __MGPU_HF bool operator<(const T &a, const T &b) { return LT(a, b); }         \
  __MGPU_HF bool operator<=(const T &a, const T &b) { return LE(a, b); }        \
  __MGPU_HF bool operator>(const T &a, const T &b) { return GT(a, b); }         \
  __MGPU_HF bool operator>=(const T &a, const T &b) { return GE(a, b); }
#ifdef __MGPU_H_OPS
__MGPU_H_ARITH(__MGPU_H, __hadd, __hsub, __hmul, __hdiv, __hneg)
__MGPU_H_REL(__MGPU_H, __heq, __hneu, __hlt, __hle, __hgt, __hge)
__MGPU_HF __MGPU_H &operator++(__MGPU_H &a) { return a = __hadd(a, __MGPU_H_1); }
__MGPU_HF __MGPU_H &operator--(__MGPU_H &a) { return a = __hsub(a, __MGPU_H_1); }
__MGPU_HF __MGPU_H operator++(__MGPU_H &a, int) {
  __MGPU_H r = a;
  a = __hadd(a, __MGPU_H_1);
  return r;
}
__MGPU_HF __MGPU_H operator--(__MGPU_H &a, int) {
  __MGPU_H r = a;
  a = __hsub(a, __MGPU_H_1);
  return r;
}
#endif
#ifdef __MGPU_H2_OPS
__MGPU_H_ARITH(__MGPU_H2, __hadd2, __hsub2, __hmul2, __h2div, __hneg2)
__MGPU_H_REL(__MGPU_H2, __hbeq2, __hbneu2, __hblt2, __hble2, __hbgt2, __hbge2)
#endif
#undef __MGPU_H_ARITH
#undef __MGPU_H_REL

/* ---- device only: warp shuffles, atomics ------------------------------------------ */
#ifdef __CUDA__
#define __MGPU_H_DEV static __inline__ __attribute__((always_inline)) __attribute__((device))
#define __MGPU_H_SHFL(NAME, LANE_T)                                                                      \
  __MGPU_H_DEV __MGPU_H NAME(unsigned mask, __MGPU_H v, LANE_T l, int width = 32) {                      \
    return __MGPU_H_OF((unsigned short)NAME(mask, (unsigned)v.__x, l, width));                           \
  }                                                                                                      \
  __MGPU_H_DEV __MGPU_H2 NAME(unsigned mask, __MGPU_H2 v, LANE_T l, int width = 32) {                    \
    unsigned r = NAME(mask, (unsigned)v.x.__x | ((unsigned)v.y.__x << 16), l, width);                   \
    return __MGPU_H2(__MGPU_H_OF((unsigned short)r), __MGPU_H_OF((unsigned short)(r >> 16)));            \
  }
__MGPU_H_SHFL(__shfl_sync, int)
__MGPU_H_SHFL(__shfl_up_sync, unsigned)
__MGPU_H_SHFL(__shfl_down_sync, unsigned)
__MGPU_H_SHFL(__shfl_xor_sync, int)
#undef __MGPU_H_SHFL
/* atomicAdd on a pair (both lanes, one 32-bit compare-and-swap) and on
 * one (the 32-bit word holding it); they return the old value */
__MGPU_H_DEV __MGPU_H2 atomicAdd(__MGPU_H2 *p, __MGPU_H2 v) {
  unsigned *w = (unsigned *)p, old = *w, assumed;
  do {
    assumed = old;
    __MGPU_H2 sum = __hadd2(__MGPU_H2(__MGPU_H_OF((unsigned short)assumed), __MGPU_H_OF((unsigned short)(assumed >> 16))), v);
    old = atomicCAS(w, assumed, (unsigned)sum.x.__x | ((unsigned)sum.y.__x << 16));
  } while (old != assumed);
  return __MGPU_H2(__MGPU_H_OF((unsigned short)old), __MGPU_H_OF((unsigned short)(old >> 16)));
}
__MGPU_H_DEV __MGPU_H atomicAdd(__MGPU_H *p, __MGPU_H v) {
  unsigned long long addr = (unsigned long long)p;
  unsigned *w = (unsigned *)(addr & ~3ull), sh = (unsigned)(addr & 2) * 8, old = *w, assumed;
  do {
    assumed = old;
    __MGPU_H sum = __hadd(__MGPU_H_OF((unsigned short)(assumed >> sh)), v);
    old = atomicCAS(w, assumed, (assumed & ~(0xffffu << sh)) | ((unsigned)sum.__x << sh));
  } while (old != assumed);
  return __MGPU_H_OF((unsigned short)(old >> sh));
}
#undef __MGPU_H_DEV
#endif /* __CUDA__ */

#undef __MGPU_NM__
#undef __MGPU_NM_
#undef __MGPU_NM
#undef __MGPU_NM2__
#undef __MGPU_NM2_
#undef __MGPU_NM2
#undef __MGPU_H_NAN
#undef __MGPU_H_EXACT
#undef __MGPU_H_1
#undef __MGPU_H_0
#undef __MGPU_N
#undef __MGPU_H
#undef __MGPU_H2
#undef __MGPU_HF
#undef __MGPU_H_OF
#undef __MGPU_H_TOF
#undef __MGPU_H_ROUND
#undef __MGPU_H_OFLL
#undef __MGPU_H_OFULL
#undef __MGPU_H_TOULL
#undef __MGPU_H_INF
#undef __MGPU_H_ONE
#undef __MGPU_H_OPS
#undef __MGPU_H2_OPS
#undef __MGPU_H_RAW
#undef __MGPU_HD
#undef __MGPU_H_CONV
