/* mgpucc's clean-room cuComplex.h: single- and double-precision complex
 * numbers as CUDA programs (and cuBLAS/cuFFT-style code) use them, written
 * from the documented API. cuFloatComplex is float2 and cuDoubleComplex is
 * double2 (real part in x, imaginary part in y), so arrays of them have
 * CUDA's layout. Every function is __host__ __device__ in CUDA compiles and
 * plain C (or C++) elsewhere.
 *
 * The bodies turn off multiply-add contraction: host and device compute
 * the same bits (products and sums rounded as written; cuCfmaf/cuCfma use
 * real fused multiply-adds). */
#ifndef MGPU_CUCOMPLEX_H
#define MGPU_CUCOMPLEX_H

#include "vector_types.h"

#ifdef __CUDA__
#define __MGPU_CX static __inline__ __attribute__((always_inline)) __attribute__((host)) __attribute__((device))
#else
#define __MGPU_CX static __inline__ __attribute__((always_inline))
#endif
#ifdef __clang__
#define __MGPU_CX_EXACT _Pragma("clang fp contract(off)")
#else
#define __MGPU_CX_EXACT
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

/* ---- single precision ---------------------------------------------------- */
__MGPU_CX float cuCrealf(cuFloatComplex x) { return x.x; }
__MGPU_CX float cuCimagf(cuFloatComplex x) { return x.y; }
__MGPU_CX cuFloatComplex make_cuFloatComplex(float r, float i) {
  cuFloatComplex z;
  z.x = r;
  z.y = i;
  return z;
}
__MGPU_CX cuFloatComplex cuConjf(cuFloatComplex x) { return make_cuFloatComplex(x.x, -x.y); }
__MGPU_CX cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x + y.x, x.y + y.y);
}
__MGPU_CX cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x - y.x, x.y - y.y);
}
/* (a + bi)(c + di) = (ac - bd) + (ad + bc)i */
__MGPU_CX cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  __MGPU_CX_EXACT
  return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
/* x / y with both scaled by s = |Re y| + |Im y| first, so that |y|^2 can
 * neither overflow nor underflow for representable quotients. */
__MGPU_CX cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  __MGPU_CX_EXACT
  float s = __builtin_fabsf(y.x) + __builtin_fabsf(y.y);
  float xr = x.x / s, xi = x.y / s, yr = y.x / s, yi = y.y / s;
  float d = yr * yr + yi * yi;
  return make_cuFloatComplex((xr * yr + xi * yi) / d, (xi * yr - xr * yi) / d);
}
/* |x| = sqrt(re^2 + im^2) in double: a float's square cannot overflow or
 * underflow there, and the one rounding to float is the last step. */
__MGPU_CX float cuCabsf(cuFloatComplex x) {
  __MGPU_CX_EXACT
  double a = x.x, b = x.y;
  if (__builtin_fabs(a) == __builtin_inf() || __builtin_fabs(b) == __builtin_inf())
    return __builtin_inff(); /* an infinite part wins over a NaN, as in hypot */
  return (float)__builtin_sqrt(a * a + b * b);
}
/* x * y + d */
__MGPU_CX cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d) {
  float re = __builtin_fmaf(-x.y, y.y, __builtin_fmaf(x.x, y.x, d.x));
  float im = __builtin_fmaf(x.y, y.x, __builtin_fmaf(x.x, y.y, d.y));
  return make_cuFloatComplex(re, im);
}

/* ---- double precision ---------------------------------------------------- */
__MGPU_CX double cuCreal(cuDoubleComplex x) { return x.x; }
__MGPU_CX double cuCimag(cuDoubleComplex x) { return x.y; }
__MGPU_CX cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  cuDoubleComplex z;
  z.x = r;
  z.y = i;
  return z;
}
__MGPU_CX cuDoubleComplex cuConj(cuDoubleComplex x) { return make_cuDoubleComplex(x.x, -x.y); }
__MGPU_CX cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x + y.x, x.y + y.y);
}
__MGPU_CX cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x - y.x, x.y - y.y);
}
__MGPU_CX cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  __MGPU_CX_EXACT
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
__MGPU_CX cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  __MGPU_CX_EXACT
  double s = __builtin_fabs(y.x) + __builtin_fabs(y.y);
  double xr = x.x / s, xi = x.y / s, yr = y.x / s, yi = y.y / s;
  double d = yr * yr + yi * yi;
  return make_cuDoubleComplex((xr * yr + xi * yi) / d, (xi * yr - xr * yi) / d);
}
/* |x| like hypot: both parts scaled by the power of two that brings the
 * larger into [1, 2) (exact), so the squares neither overflow nor
 * underflow; the squares' rounding errors (fma) and one Newton step on the
 * square root make it correctly rounded in all but rare cases. */
__MGPU_CX double cuCabs(cuDoubleComplex x) {
  __MGPU_CX_EXACT
  double a = __builtin_fabs(x.x), b = __builtin_fabs(x.y);
  if (a == __builtin_inf() || b == __builtin_inf())
    return __builtin_inf();
  if (a != a || b != b)
    return a + b;
  if (a < b) {
    double t = a;
    a = b;
    b = t;
  }
  if (a == 0.0)
    return 0.0;
  /* a = m * 2^e with m in [1, 2): scale by 2^-e (two steps for subnormal a) */
  union {
    double d;
    unsigned long long u;
  } bits, scale, back;
  bits.d = a;
  int e = (int)((bits.u >> 52) & 0x7ff);
  double pre = 1.0;
  if (e == 0) { /* subnormal: 2^54 first */
    pre = 18014398509481984.0;
    a *= pre;
    b *= pre;
    bits.d = a;
    e = (int)((bits.u >> 52) & 0x7ff);
  }
  /* 2^(1023 - e), subnormal for e = 2046 */
  scale.u = e == 2046 ? 1ull << 51 : (unsigned long long)(2046 - e) << 52;
  back.u = (unsigned long long)e << 52; /* 2^(e - 1023) */
  a *= scale.d;
  b *= scale.d;
  double ah = a * a, al = __builtin_fma(a, a, -ah), bh = b * b, bl = __builtin_fma(b, b, -bh);
  double sh = ah + bh, sl = ((ah - sh) + bh) + (al + bl); /* ah >= bh: (ah - sh) + bh is exact */
  double r = __builtin_sqrt(sh);
  r += (__builtin_fma(-r, r, sh) + sl) / (2.0 * r);
  return r * back.d / pre;
}
/* x * y + d */
__MGPU_CX cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) {
  double re = __builtin_fma(-x.y, y.y, __builtin_fma(x.x, y.x, d.x));
  double im = __builtin_fma(x.y, y.x, __builtin_fma(x.x, y.y, d.y));
  return make_cuDoubleComplex(re, im);
}

/* ---- cuComplex (= cuFloatComplex) and conversions ------------------------ */
__MGPU_CX cuComplex make_cuComplex(float x, float y) { return make_cuFloatComplex(x, y); }
__MGPU_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
__MGPU_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}

#ifdef __cplusplus
}
#endif

#undef __MGPU_CX
#undef __MGPU_CX_EXACT
#endif /* MGPU_CUCOMPLEX_H */
