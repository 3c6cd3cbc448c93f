/* mgpucc's clean-room math library: the implementations behind
 * math_functions.h. Every function is __host__ __device__ and written with
 * ordinary arithmetic plus the intrinsics of INTRINSICS.md (sqrt, fma,
 * fabs, rint, floor, trunc, copysign), so the same source runs on the
 * simulator, on a GPU through llc, and on the host (include/headers_test.go
 * compares it there with the host libm; README.md lists the error bounds).
 *
 * Double functions reduce the argument exactly (Cody-Waite with fma, or
 * Payne-Hanek for huge trigonometric arguments) and evaluate Taylor series
 * on a short interval, carrying double-double (hi + lo) intermediates where
 * a rounding error would otherwise be amplified (log for pow, exp(-x^2) for
 * erfc). Single-precision functions evaluate the double function and round
 * once. Names are __mgpu_<libm name>; this file includes only its two
 * companions (__mgpu_special.h: gamma, inverse error and Bessel functions;
 * __mgpu_rounding.h: directed rounding) and may be compiled as plain C++. */
#ifndef MGPU_MATH_IMPL_H
#define MGPU_MATH_IMPL_H

/* The algorithms below need every operation rounded as written (two_sum,
 * two_prod and the double-double arithmetic compute exact rounding errors),
 * so each function body turns off fused multiply-add contraction, which
 * CUDA compiles enable by default: the device then computes bit for bit
 * what the host computes in include/headers_test.go. */
#define __MGPU_EXACT _Pragma("clang fp contract(off)")

#ifdef __CUDA__
#define __MGPU_M static __inline__ __attribute__((always_inline)) __attribute__((host)) __attribute__((device))
#elif defined(MGPU_MATH_TEST_NO_FORCE_INLINE)
/* the host accuracy test: inlining changes no result (every body fixes its
 * own contraction), and compiling every call inline takes long */
#define __MGPU_M static inline
#else
#define __MGPU_M static inline __attribute__((always_inline))
#endif

/* ---- bits, double-double arithmetic ------------------------------------ */
__MGPU_M unsigned long long __mgpu_bits(double x) { return __builtin_bit_cast(unsigned long long, x); }
__MGPU_M double __mgpu_from_bits(unsigned long long b) { return __builtin_bit_cast(double, b); }
__MGPU_M double __mgpu_inf(void) { return __builtin_bit_cast(double, 0x7ff0000000000000ull); }
__MGPU_M double __mgpu_nan(void) { return __builtin_bit_cast(double, 0x7ff8000000000000ull); }
__MGPU_M int __mgpu_isinf(double x) { return __builtin_fabs(x) == __mgpu_inf(); }

struct __mgpu_dd {
  double hi, lo;
};
__MGPU_M __mgpu_dd __mgpu_dd_of(double hi, double lo) {
  __MGPU_EXACT
  __mgpu_dd r = {hi, lo};
  return r;
}
/* a + b exactly (Knuth) */
__MGPU_M __mgpu_dd __mgpu_two_sum(double a, double b) {
  __MGPU_EXACT
  double s = a + b, bb = s - a;
  return __mgpu_dd_of(s, (a - (s - bb)) + (b - bb));
}
/* a + b exactly when |a| >= |b| (Dekker) */
__MGPU_M __mgpu_dd __mgpu_fast_two_sum(double a, double b) {
  __MGPU_EXACT
  double s = a + b;
  return __mgpu_dd_of(s, b - (s - a));
}
__MGPU_M __mgpu_dd __mgpu_two_prod(double a, double b) {
  __MGPU_EXACT
  double p = a * b;
  return __mgpu_dd_of(p, __builtin_fma(a, b, -p));
}
__MGPU_M __mgpu_dd __mgpu_dd_add(__mgpu_dd a, __mgpu_dd b) {
  __MGPU_EXACT
  __mgpu_dd s = __mgpu_two_sum(a.hi, b.hi);
  return __mgpu_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}
__MGPU_M __mgpu_dd __mgpu_dd_mul(__mgpu_dd a, __mgpu_dd b) {
  __MGPU_EXACT
  __mgpu_dd p = __mgpu_two_prod(a.hi, b.hi);
  return __mgpu_fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}
__MGPU_M __mgpu_dd __mgpu_dd_mul_d(__mgpu_dd a, double b) {
  __MGPU_EXACT
  __mgpu_dd p = __mgpu_two_prod(a.hi, b);
  return __mgpu_fast_two_sum(p.hi, __builtin_fma(a.lo, b, p.lo));
}
__MGPU_M __mgpu_dd __mgpu_dd_div(__mgpu_dd a, __mgpu_dd b) {
  __MGPU_EXACT
  double q = a.hi / b.hi;
  /* remainder a - q*b, the leading product exactly */
  __mgpu_dd qb = __mgpu_dd_mul_d(b, q);
  double r = ((a.hi - qb.hi) - qb.lo + a.lo) / b.hi;
  return __mgpu_fast_two_sum(q, r);
}

/* Constants as hi + lo pairs. */
#define __MGPU_LN2_HI 0.6931471805599453
#define __MGPU_LN2_LO 2.3190468138462996e-17
#define __MGPU_LN10_HI 2.302585092994046
#define __MGPU_LN10_LO (-2.1707562233822494e-16)
#define __MGPU_LOG2E_HI 1.4426950408889634
#define __MGPU_LOG2E_LO 2.0355273740931033e-17
#define __MGPU_LOG10E_HI 0.4342944819032518
#define __MGPU_LOG10E_LO 1.098319650216765e-17
#define __MGPU_PIO2_1 1.5707963267948966
#define __MGPU_PIO2_2 6.123233995736766e-17
#define __MGPU_PIO2_3 (-1.4973849048591698e-33)
#define __MGPU_PI_HI 3.141592653589793
#define __MGPU_PI_LO 1.2246467991473532e-16
#define __MGPU_2_SQRTPI_HI 1.1283791670955126
#define __MGPU_2_SQRTPI_LO 1.533545961316588e-17
#define __MGPU_1_SQRTPI 0.5641895835477563

/* x * 2^n for any int n, rounding once. */
__MGPU_M double __mgpu_ldexp(double x, int n) {
  __MGPU_EXACT
  if (n > 1023) {
    x *= 0x1p1023;
    n -= 1023;
    if (n > 1023) {
      x *= 0x1p1023;
      n -= 1023;
      if (n > 1023)
        n = 1023;
    }
  } else if (n < -1022) {
    /* scale by 2^-1022 * 2^53 first so that only the last step rounds */
    x *= 0x1p-969;
    n += 969;
    if (n < -1022) {
      x *= 0x1p-969;
      n += 969;
      if (n < -1022)
        n = -1022;
    }
  }
  return x * __mgpu_from_bits((unsigned long long)(n + 1023) << 52);
}

/* ---- exp family ----------------------------------------------------------- */
/* exp(r) - 1 - r for |r| <= 0.35: Taylor series to r^13. */
__MGPU_M double __mgpu_expm1_tail(double r) {
  __MGPU_EXACT
  double p = 1.0 / 6227020800.0;
  p = p * r + 1.0 / 479001600.0;
  p = p * r + 1.0 / 39916800.0;
  p = p * r + 1.0 / 3628800.0;
  p = p * r + 1.0 / 362880.0;
  p = p * r + 1.0 / 40320.0;
  p = p * r + 1.0 / 5040.0;
  p = p * r + 1.0 / 720.0;
  p = p * r + 1.0 / 120.0;
  p = p * r + 1.0 / 24.0;
  p = p * r + 1.0 / 6.0;
  p = p * r + 0.5;
  return r * r * p;
}
/* exp(hi + lo) = (v.hi + v.lo) 2^k for finite |hi| < 746, |lo| <= ulp(hi)
 * (lo may be far above 2^-53 when hi is large). */
__MGPU_M __mgpu_dd __mgpu_exp_core(double hi, double lo, int *kp) {
  __MGPU_EXACT
  double k = __builtin_rint(hi * __MGPU_LOG2E_HI);
  /* r + rl = hi + lo - k ln2: the first step is exact (fma, and k ln2 is
   * within a factor 2 of hi); the rest is carried as a low part */
  double r1 = __builtin_fma(-k, __MGPU_LN2_HI, hi);
  __mgpu_dd p = __mgpu_two_prod(-k, __MGPU_LN2_LO);
  __mgpu_dd rr = __mgpu_two_sum(r1, p.hi);
  double r = rr.hi, rl = rr.lo + p.lo + lo;
  /* exp(r + rl) = (1 + r) + (tail(r) + rl exp(r)), 1 + r exactly */
  __mgpu_dd s = __mgpu_two_sum(1.0, r);
  double tail = __mgpu_expm1_tail(r);
  *kp = (int)k;
  return __mgpu_fast_two_sum(s.hi, s.lo + (tail + rl * (s.hi + tail)));
}
/* exp(hi + lo): the core of exp, exp2, exp10, pow. */
__MGPU_M double __mgpu_exp_dd(double hi, double lo) {
  __MGPU_EXACT
  if (hi != hi)
    return hi;
  if (hi > 709.79)
    return __mgpu_inf();
  if (hi < -745.2)
    return 0.0;
  int k;
  __mgpu_dd v = __mgpu_exp_core(hi, lo, &k);
  return __mgpu_ldexp(v.hi + v.lo, k);
}
/* (e^x + s e^-x) / 2 for |x| < 36, s = 1 or -1: cosh and sinh */
__MGPU_M double __mgpu_exp_pm_half(double x, double s) {
  __MGPU_EXACT
  int k;
  __mgpu_dd v = __mgpu_exp_core(x, 0.0, &k);
  double scale = __mgpu_ldexp(0.5, k); /* exact: no overflow below 36 */
  __mgpu_dd e = __mgpu_dd_of(v.hi * scale, v.lo * scale); /* e^x / 2 */
  __mgpu_dd inv = __mgpu_dd_div(__mgpu_dd_of(0.25 * s, 0.0), e); /* s e^-x / 2 */
  __mgpu_dd r = __mgpu_dd_add(e, inv);
  return r.hi + r.lo;
}
__MGPU_M double __mgpu_exp(double x) { return __mgpu_exp_dd(x, 0.0); }
/* b**x as exp(x * ln b), ln b given in double-double (hi, lo); beyond
 * +-limit the result overflows or underflows whatever the rounding. */
__MGPU_M double __mgpu_exp_base(double x, double limit, double ln_hi, double ln_lo) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x > limit)
    return __mgpu_inf();
  if (x < -limit)
    return 0.0;
  __mgpu_dd t = __mgpu_dd_mul_d(__mgpu_dd_of(ln_hi, ln_lo), x);
  return __mgpu_exp_dd(t.hi, t.lo);
}
__MGPU_M double __mgpu_exp2(double x) { return __mgpu_exp_base(x, 1100.0, __MGPU_LN2_HI, __MGPU_LN2_LO); }
__MGPU_M double __mgpu_exp10(double x) { return __mgpu_exp_base(x, 330.0, __MGPU_LN10_HI, __MGPU_LN10_LO); }
__MGPU_M double __mgpu_expm1(double x) {
  __MGPU_EXACT
  if (x != x || x == 0.0)
    return x;
  double ax = __builtin_fabs(x);
  if (ax <= 0.34657359027997264)
    return x + __mgpu_expm1_tail(x);
  if (x > 709.79)
    return __mgpu_inf();
  if (x < -40.0)
    return -1.0;
  if (x > 700.0)
    return __mgpu_exp(x);
  double k = __builtin_rint(x * __MGPU_LOG2E_HI);
  /* r + rl = x - k ln2, as in __mgpu_exp_dd */
  double r1 = __builtin_fma(-k, __MGPU_LN2_HI, x);
  __mgpu_dd p = __mgpu_two_prod(-k, __MGPU_LN2_LO);
  __mgpu_dd rr = __mgpu_two_sum(r1, p.hi);
  double r = rr.hi, rl = rr.lo + p.lo;
  /* q = exp(r + rl) - 1 as hi + lo */
  __mgpu_dd q = __mgpu_two_sum(r, __mgpu_expm1_tail(r));
  q.lo += rl * (1.0 + q.hi);
  /* 2^k (1 + q) - 1 = (2^k - 1) + 2^k q; 2^k - 1 and 2^k q.hi are exact */
  double t = __mgpu_ldexp(1.0, (int)k);
  __mgpu_dd v = __mgpu_two_sum(t - 1.0, t * q.hi);
  return v.hi + (v.lo + t * q.lo);
}

/* ---- log family ----------------------------------------------------------- */
/* log(x) as hi + lo (relative error about 2^-100) for finite x > 0. */
__MGPU_M __mgpu_dd __mgpu_log_dd(double x) {
  __MGPU_EXACT
  int e = 0;
  if (x < 0x1p-1022) {
    x *= 0x1p54;
    e = -54;
  }
  unsigned long long b = __mgpu_bits(x);
  e += (int)(b >> 52) - 1023;
  double m = __mgpu_from_bits((b & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  if (m > 1.4142135623730951) {
    m *= 0.5;
    e += 1;
  }
  double f = m - 1.0; /* exact */
  /* log(1 + f) = 2 atanh(s), s = f / (2 + f) */
  __mgpu_dd s = __mgpu_dd_div(__mgpu_dd_of(f, 0.0), __mgpu_two_sum(2.0, f));
  __mgpu_dd z = __mgpu_dd_mul(s, s);
  double zh = z.hi;
  /* atanh(s)/s = 1 + z/3 + z^2 (1/5 + z/7 + ... + z^8/21) */
  double t = 1.0 / 21.0;
  t = t * zh + 1.0 / 19.0;
  t = t * zh + 1.0 / 17.0;
  t = t * zh + 1.0 / 15.0;
  t = t * zh + 1.0 / 13.0;
  t = t * zh + 1.0 / 11.0;
  t = t * zh + 1.0 / 9.0;
  t = t * zh + 1.0 / 7.0;
  t = t * zh + 1.0 / 5.0;
  t *= zh * zh;
  __mgpu_dd u = __mgpu_dd_mul(z, __mgpu_dd_of(0.3333333333333333, 1.850371707708594e-17));
  u = __mgpu_dd_add(__mgpu_dd_of(1.0, 0.0), __mgpu_dd_add(u, __mgpu_dd_of(t, 0.0)));
  __mgpu_dd l = __mgpu_dd_mul(__mgpu_dd_of(2.0 * s.hi, 2.0 * s.lo), u);
  return __mgpu_dd_add(__mgpu_dd_mul_d(__mgpu_dd_of(__MGPU_LN2_HI, __MGPU_LN2_LO), (double)e), l);
}
/* The special cases shared by log, log2, log10: NaN for x < 0 or NaN, -inf
 * for 0, +inf for +inf; 0 when x is an ordinary positive number. */
__MGPU_M int __mgpu_log_special(double x, double *r) {
  __MGPU_EXACT
  if (x != x || x < 0.0) {
    *r = __mgpu_nan();
    return 1;
  }
  if (x == 0.0) {
    *r = -__mgpu_inf();
    return 1;
  }
  if (x == __mgpu_inf()) {
    *r = x;
    return 1;
  }
  return 0;
}
__MGPU_M double __mgpu_log(double x) {
  __MGPU_EXACT
  double r;
  if (__mgpu_log_special(x, &r))
    return r;
  __mgpu_dd l = __mgpu_log_dd(x);
  return l.hi + l.lo;
}
__MGPU_M double __mgpu_log2(double x) {
  __MGPU_EXACT
  double r;
  if (__mgpu_log_special(x, &r))
    return r;
  __mgpu_dd l = __mgpu_dd_mul(__mgpu_log_dd(x), __mgpu_dd_of(__MGPU_LOG2E_HI, __MGPU_LOG2E_LO));
  return l.hi + l.lo;
}
__MGPU_M double __mgpu_log10(double x) {
  __MGPU_EXACT
  double r;
  if (__mgpu_log_special(x, &r))
    return r;
  __mgpu_dd l = __mgpu_dd_mul(__mgpu_log_dd(x), __mgpu_dd_of(__MGPU_LOG10E_HI, __MGPU_LOG10E_LO));
  return l.hi + l.lo;
}
/* log(1 + xh + xl) as hi + lo, for finite xh > -1, |xl| <= ulp(xh) */
__MGPU_M __mgpu_dd __mgpu_log1p_dd(double xh, double xl) {
  __MGPU_EXACT
  __mgpu_dd u = __mgpu_two_sum(1.0, xh);
  __mgpu_dd l = __mgpu_log_dd(u.hi);
  /* log(1 + x) = log(u) + log(1 + c/u), c = the rounding error of u */
  return __mgpu_dd_add(l, __mgpu_dd_of((u.lo + xl) / u.hi, 0.0));
}
__MGPU_M double __mgpu_log1p(double x) {
  __MGPU_EXACT
  if (x != x || x < -1.0)
    return __mgpu_nan();
  if (x == -1.0)
    return -__mgpu_inf();
  if (x == __mgpu_inf() || __builtin_fabs(x) < 0x1p-60)
    return x;
  __mgpu_dd l = __mgpu_log1p_dd(x, 0.0);
  return l.hi + l.lo;
}

/* ---- pow ------------------------------------------------------------------ */
/* 0: y is not an integer, 1: odd integer, 2: even integer */
__MGPU_M int __mgpu_int_kind(double y) {
  __MGPU_EXACT
  if (__builtin_trunc(y) != y)
    return 0;
  if (__builtin_fabs(y) >= 0x1p53)
    return 2;
  return ((long long)y & 1) ? 1 : 2;
}
__MGPU_M double __mgpu_pow(double x, double y) {
  __MGPU_EXACT
  if (y == 0.0 || x == 1.0)
    return 1.0;
  if (x != x || y != y)
    return x + y;
  int yk = __mgpu_int_kind(y);
  double ax = __builtin_fabs(x);
  if (__mgpu_isinf(y)) {
    if (ax == 1.0)
      return 1.0;
    return (ax > 1.0) == (y > 0.0) ? __mgpu_inf() : 0.0;
  }
  double sign = (__builtin_signbit(x) && yk == 1) ? -1.0 : 1.0;
  if (x == 0.0 || __mgpu_isinf(x)) {
    /* 0^y and inf^y: 0 or inf, signed for odd integer y and negative x */
    int big = (x == 0.0) == (y < 0.0);
    return __builtin_copysign(big ? __mgpu_inf() : 0.0, sign < 0.0 ? x : 1.0);
  }
  if (x < 0.0 && yk == 0)
    return __mgpu_nan();
  __mgpu_dd l = __mgpu_log_dd(ax);
  if (__builtin_fabs(l.hi * y) > 2000.0) /* far beyond the range: 0 or inf */
    return sign * ((l.hi * y > 0.0) ? __mgpu_inf() : 0.0);
  __mgpu_dd t = __mgpu_dd_mul_d(l, y);
  return sign * __mgpu_exp_dd(t.hi, t.lo);
}

/* ---- trigonometric -------------------------------------------------------- */
/* 2/pi in 32-bit words, most significant first (1280 bits). */
static constexpr unsigned __mgpu_2_over_pi[40] = {0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu, 0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u, 0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu, 0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du, 0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u, 0x56033046u, 0xfc7b6babu, 0xf0cfbc20u, 0x9af4361du};

/* The 64 bits b_j .. b_(j+63) of 2/pi = 0.b_1 b_2 ... (b_j = 0 for j < 1). */
__MGPU_M unsigned long long __mgpu_2_over_pi_bits(int j) {
  __MGPU_EXACT
  int from = j < 1 ? 1 : j, w = (from - 1) >> 5, sh = (from - 1) & 31;
  unsigned long long hi = (unsigned long long)__mgpu_2_over_pi[w] << 32 | __mgpu_2_over_pi[w + 1];
  unsigned long long lo = __mgpu_2_over_pi[w + 2];
  unsigned long long v = hi << sh | lo >> (32 - sh); /* lo < 2^32: lo >> 32 is 0 */
  return v >> (from - j); /* leading zero bits for j < 1 */
}
/* a b = hi 2^64 + lo; returns lo */
__MGPU_M unsigned long long __mgpu_mul64(unsigned long long a, unsigned long long b, unsigned long long *hi) {
  __MGPU_EXACT
  unsigned long long al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
  unsigned long long ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  unsigned long long mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  return mid << 32 | (ll & 0xffffffffu);
}
/* x = q pi/2 + r with |r| <= pi/4 (a little more for huge x), r = hi + lo;
 * returns q mod 4. */
__MGPU_M int __mgpu_rem_pio2(double x, __mgpu_dd *r) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (ax <= 0.7853981633974483) {
    *r = __mgpu_dd_of(x, 0.0);
    return 0;
  }
  if (ax < 0x1p27) {
    /* Cody-Waite in three parts; the first step is exact (fma, and n*P1
     * lies within a factor 2 of x) */
    double n = __builtin_rint(x * 0.6366197723675814);
    double r1 = __builtin_fma(-n, __MGPU_PIO2_1, x);
    __mgpu_dd w = __mgpu_two_prod(n, __MGPU_PIO2_2);
    __mgpu_dd s = __mgpu_two_sum(r1, -w.hi);
    *r = __mgpu_fast_two_sum(s.hi, s.lo - (w.lo + n * __MGPU_PIO2_3));
    return (int)((long long)n & 3);
  }
  /* Payne-Hanek. x = m 2^E with a 53-bit integer m, and 2/pi = sum b_j 2^-j:
   * x 2/pi = sum m b_j 2^(E-j), where the terms with j < E - 1 are
   * multiples of 4 and do not change the quadrant. So with C the 192 bits
   * b_(E-1) .. b_(E+190) (b_j = 0 for j < 1), x 2/pi = m C / 2^190 mod 4:
   * the quadrant is bits 190-191 of m C, the fraction the bits below. */
  unsigned long long b = __mgpu_bits(ax);
  int E = (int)(b >> 52) - 1075;
  unsigned long long m = (b & 0x000fffffffffffffull) | 0x0010000000000000ull;
  int j0 = E - 1;
  unsigned long long c2 = __mgpu_2_over_pi_bits(j0), c1 = __mgpu_2_over_pi_bits(j0 + 64),
                     c0 = __mgpu_2_over_pi_bits(j0 + 128);
  unsigned long long h0, l0 = __mgpu_mul64(m, c0, &h0);
  unsigned long long h1, l1 = __mgpu_mul64(m, c1, &h1);
  unsigned long long l2 = m * c2; /* its high half: bits 192 and up, multiples of 4 */
  /* m C = r2 2^128 + r1 2^64 + l0 (mod 2^192) */
  unsigned long long r1 = h0 + l1;
  unsigned long long r2 = h1 + l2 + (r1 < h0);
  int q = (int)(r2 >> 62);
  unsigned long long fh = (r2 << 2) | (r1 >> 62), fl = (r1 << 2) | (l0 >> 62);
  double sgn = 1.0;
  if (fh >> 63) {
    /* fraction >= 1/2: take the next quadrant and the negated rest */
    q += 1;
    fl = ~fl + 1;
    fh = ~fh + (fl == 0);
    sgn = -1.0;
  }
  __mgpu_dd f = __mgpu_dd_of((double)(fh >> 32) * 0x1p-32, 0.0);
  f = __mgpu_dd_add(f, __mgpu_dd_of((double)(fh & 0xffffffffu) * 0x1p-64, 0.0));
  f = __mgpu_dd_add(f, __mgpu_dd_of((double)(fl >> 32) * 0x1p-96, 0.0));
  f = __mgpu_dd_add(f, __mgpu_dd_of((double)(fl & 0xffffffffu) * 0x1p-128, 0.0));
  __mgpu_dd y = __mgpu_dd_mul(f, __mgpu_dd_of(__MGPU_PIO2_1, __MGPU_PIO2_2));
  y.hi *= sgn;
  y.lo *= sgn;
  if (x < 0.0) {
    y.hi = -y.hi;
    y.lo = -y.lo;
    q = -q;
  }
  *r = y;
  return q & 3;
}
/* sin(r) and cos(r) for |r| <= ~pi/4, as hi + lo. */
__MGPU_M __mgpu_dd __mgpu_sin_kernel(__mgpu_dd r) {
  __MGPU_EXACT
  double x = r.hi, z = x * x;
  double p = -1.0 / 121645100408832000.0; /* -1/19! */
  p = p * z + 1.0 / 355687428096000.0;
  p = p * z - 1.0 / 1307674368000.0;
  p = p * z + 1.0 / 6227020800.0;
  p = p * z - 1.0 / 39916800.0;
  p = p * z + 1.0 / 362880.0;
  p = p * z - 1.0 / 5040.0;
  p = p * z + 1.0 / 120.0;
  p = p * z - 1.0 / 6.0;
  return __mgpu_fast_two_sum(x, x * z * p + r.lo * (1.0 - 0.5 * z));
}
__MGPU_M __mgpu_dd __mgpu_cos_kernel(__mgpu_dd r) {
  __MGPU_EXACT
  __mgpu_dd z = __mgpu_two_prod(r.hi, r.hi);
  double zh = z.hi;
  double q = 1.0 / 6402373705728000.0; /* 1/18! */
  q = q * zh - 1.0 / 20922789888000.0;
  q = q * zh + 1.0 / 87178291200.0;
  q = q * zh - 1.0 / 479001600.0;
  q = q * zh + 1.0 / 3628800.0;
  q = q * zh - 1.0 / 40320.0;
  q = q * zh + 1.0 / 720.0;
  q = q * zh - 1.0 / 24.0;
  double hz = 0.5 * zh, w = 1.0 - hz;
  double tail = (((1.0 - w) - hz) - 0.5 * z.lo - r.hi * r.lo) - zh * zh * q;
  return __mgpu_fast_two_sum(w, tail);
}
__MGPU_M double __mgpu_sin(double x) {
  __MGPU_EXACT
  if (x == 0.0)
    return x;
  if (__mgpu_isinf(x))
    return __mgpu_nan();
  if (x != x)
    return x;
  __mgpu_dd r;
  int q = __mgpu_rem_pio2(x, &r);
  __mgpu_dd v = (q & 1) ? __mgpu_cos_kernel(r) : __mgpu_sin_kernel(r);
  double s = v.hi + v.lo;
  return (q & 2) ? -s : s;
}
__MGPU_M double __mgpu_cos(double x) {
  __MGPU_EXACT
  if (__mgpu_isinf(x))
    return __mgpu_nan();
  if (x != x)
    return x;
  __mgpu_dd r;
  int q = __mgpu_rem_pio2(x, &r);
  __mgpu_dd v = (q & 1) ? __mgpu_sin_kernel(r) : __mgpu_cos_kernel(r);
  double c = v.hi + v.lo;
  return ((q + 1) & 2) ? -c : c;
}
__MGPU_M void __mgpu_sincos(double x, double *s, double *c) {
  __MGPU_EXACT
  if (__mgpu_isinf(x) || x != x) {
    *s = *c = x - x;
    return;
  }
  __mgpu_dd r;
  int q = __mgpu_rem_pio2(x, &r);
  __mgpu_dd sv = __mgpu_sin_kernel(r), cv = __mgpu_cos_kernel(r);
  double sr = sv.hi + sv.lo, cr = cv.hi + cv.lo;
  double ss = (q & 1) ? cr : sr, cc = (q & 1) ? sr : cr;
  *s = (q & 2) ? -ss : ss;
  *c = ((q + 1) & 2) ? -cc : cc;
}
__MGPU_M double __mgpu_tan(double x) {
  __MGPU_EXACT
  if (x == 0.0)
    return x;
  if (__mgpu_isinf(x))
    return __mgpu_nan();
  if (x != x)
    return x;
  __mgpu_dd r;
  int q = __mgpu_rem_pio2(x, &r);
  __mgpu_dd s = __mgpu_sin_kernel(r), c = __mgpu_cos_kernel(r);
  if (q & 1) {
    __mgpu_dd t = __mgpu_dd_div(c, s);
    return -(t.hi + t.lo);
  }
  __mgpu_dd t = __mgpu_dd_div(s, c);
  return t.hi + t.lo;
}

/* ---- inverse trigonometric -------------------------------------------- */
/* atan(k/8), k = 0..8, as hi + lo. */
static constexpr double __mgpu_atan_k8[9][2] = {
    {0.0, 0.0},
    {0.12435499454676144, -3.1253241424539383e-18},
    {0.24497866312686414, 1.0698755618734451e-17},
    {0.35877067027057225, -2.4623815582638635e-17},
    {0.4636476090008061, 2.2698777452961687e-17},
    {0.5585993153435624, -5.4556305485916264e-18},
    {0.6435011087932844, 1.5834785051444286e-17},
    {0.7188299996216245, -2.1478388444456983e-17},
    {0.7853981633974483, 3.061616997868383e-17},
};
/* atan(t) for 0 <= t <= 1 as hi + lo: atan(c) + atan((t - c)/(1 + t c)). */
__MGPU_M __mgpu_dd __mgpu_atan01(double t) {
  __MGPU_EXACT
  int k = (int)__builtin_rint(t * 8.0);
  double c = k * 0.125;
  __mgpu_dd u = __mgpu_dd_div(__mgpu_dd_of(t - c, 0.0), __mgpu_dd_add(__mgpu_dd_of(1.0, 0.0), __mgpu_two_prod(t, c)));
  double uh = u.hi, z = uh * uh;
  /* atan(u) = u - u^3/3 + ... - u^19/19, |u| <= 1/16 */
  double p = -1.0 / 19.0;
  p = p * z + 1.0 / 17.0;
  p = p * z - 1.0 / 15.0;
  p = p * z + 1.0 / 13.0;
  p = p * z - 1.0 / 11.0;
  p = p * z + 1.0 / 9.0;
  p = p * z - 1.0 / 7.0;
  p = p * z + 1.0 / 5.0;
  p = p * z - 1.0 / 3.0;
  __mgpu_dd s = __mgpu_two_sum(__mgpu_atan_k8[k][0], uh);
  return __mgpu_fast_two_sum(s.hi, s.lo + (__mgpu_atan_k8[k][1] + u.lo + uh * z * p));
}
/* atan(n / d) for n >= 0, d > 0 given as hi + lo. */
__MGPU_M __mgpu_dd __mgpu_atan_ratio(__mgpu_dd n, __mgpu_dd d) {
  __MGPU_EXACT
  int swap = n.hi > d.hi;
  __mgpu_dd q = swap ? __mgpu_dd_div(d, n) : __mgpu_dd_div(n, d);
  __mgpu_dd a = __mgpu_atan01(q.hi);
  a = __mgpu_fast_two_sum(a.hi, a.lo + q.lo / (1.0 + q.hi * q.hi));
  if (swap)
    a = __mgpu_dd_add(__mgpu_dd_of(__MGPU_PIO2_1, __MGPU_PIO2_2), __mgpu_dd_of(-a.hi, -a.lo));
  return a;
}
__MGPU_M double __mgpu_atan(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (__mgpu_isinf(x))
    return __builtin_copysign(__MGPU_PIO2_1, x);
  __mgpu_dd a = __mgpu_atan_ratio(__mgpu_dd_of(__builtin_fabs(x), 0.0), __mgpu_dd_of(1.0, 0.0));
  return __builtin_copysign(a.hi + a.lo, x);
}
__MGPU_M double __mgpu_atan2(double y, double x) {
  __MGPU_EXACT
  if (x != x || y != y)
    return x + y;
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y), r;
  if (ay == 0.0) {
    r = __builtin_signbit(x) ? __MGPU_PI_HI : 0.0;
  } else if (__mgpu_isinf(ax) && __mgpu_isinf(ay)) {
    r = x > 0.0 ? 0.7853981633974483 : 2.356194490192345;
  } else if (ax == 0.0 || __mgpu_isinf(ay)) {
    r = __MGPU_PIO2_1;
  } else if (__mgpu_isinf(ax)) {
    r = x > 0.0 ? 0.0 : __MGPU_PI_HI;
  } else {
    __mgpu_dd a = __mgpu_atan_ratio(__mgpu_dd_of(ay, 0.0), __mgpu_dd_of(ax, 0.0));
    if (x < 0.0) /* pi - a */
      a = __mgpu_dd_add(__mgpu_dd_of(__MGPU_PI_HI, __MGPU_PI_LO), __mgpu_dd_of(-a.hi, -a.lo));
    r = a.hi + a.lo;
  }
  return __builtin_copysign(r, y);
}
/* sqrt((1 - x)(1 + x)) for |x| <= 1, as hi + lo. */
__MGPU_M __mgpu_dd __mgpu_sqrt_1mx2(double x) {
  __MGPU_EXACT
  __mgpu_dd a = __mgpu_two_sum(1.0, -x), b = __mgpu_two_sum(1.0, x);
  __mgpu_dd p = __mgpu_dd_mul(a, b);
  double s = __builtin_sqrt(p.hi);
  if (s == 0.0)
    return __mgpu_dd_of(0.0, 0.0);
  /* one Newton step in extended precision */
  double e = (__builtin_fma(-s, s, p.hi) + p.lo) / (2.0 * s);
  return __mgpu_fast_two_sum(s, e);
}
__MGPU_M double __mgpu_asin(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (!(ax <= 1.0))
    return __mgpu_nan(); /* NaN too */
  if (ax == 1.0)
    return __builtin_copysign(__MGPU_PIO2_1, x);
  __mgpu_dd a = __mgpu_atan_ratio(__mgpu_dd_of(ax, 0.0), __mgpu_sqrt_1mx2(ax));
  return __builtin_copysign(a.hi + a.lo, x);
}
__MGPU_M double __mgpu_acos(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (!(ax <= 1.0))
    return __mgpu_nan();
  if (ax == 1.0)
    return x > 0.0 ? 0.0 : __MGPU_PI_HI;
  if (x == 0.0)
    return __MGPU_PIO2_1;
  __mgpu_dd a = __mgpu_atan_ratio(__mgpu_sqrt_1mx2(ax), __mgpu_dd_of(ax, 0.0));
  if (x < 0.0)
    a = __mgpu_dd_add(__mgpu_dd_of(__MGPU_PI_HI, __MGPU_PI_LO), __mgpu_dd_of(-a.hi, -a.lo));
  return a.hi + a.lo;
}

/* ---- hyperbolic ----------------------------------------------------------- */
__MGPU_M double __mgpu_sinh(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x), r;
  if (x != x || x == 0.0)
    return x;
  if (ax < 1.0) {
    /* Taylor series to x^21 */
    double z = x * x, p = 1.0 / 51090942171709440000.0;
    p = p * z + 1.0 / 121645100408832000.0;
    p = p * z + 1.0 / 355687428096000.0;
    p = p * z + 1.0 / 1307674368000.0;
    p = p * z + 1.0 / 6227020800.0;
    p = p * z + 1.0 / 39916800.0;
    p = p * z + 1.0 / 362880.0;
    p = p * z + 1.0 / 5040.0;
    p = p * z + 1.0 / 120.0;
    p = p * z + 1.0 / 6.0;
    return x + x * z * p;
  }
  if (ax < 36.0) {
    r = __mgpu_exp_pm_half(ax, -1.0);
  } else {
    __mgpu_dd a = __mgpu_two_sum(ax, -__MGPU_LN2_HI); /* exp(|x| - ln2) */
    r = __mgpu_exp_dd(a.hi, a.lo - __MGPU_LN2_LO);
  }
  return __builtin_copysign(r, x);
}
__MGPU_M double __mgpu_cosh(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (x != x)
    return x;
  if (ax < 36.0)
    return __mgpu_exp_pm_half(ax, 1.0);
  __mgpu_dd a = __mgpu_two_sum(ax, -__MGPU_LN2_HI); /* exp(|x| - ln2) */
  return __mgpu_exp_dd(a.hi, a.lo - __MGPU_LN2_LO);
}
__MGPU_M double __mgpu_tanh(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x), r;
  if (x != x)
    return x;
  if (ax > 22.0) {
    r = 1.0;
  } else if (ax < 0x1p-55) {
    return x;
  } else {
    double e = __mgpu_expm1(2.0 * ax);
    __mgpu_dd t = __mgpu_dd_div(__mgpu_dd_of(e, 0.0), __mgpu_two_sum(e, 2.0));
    r = t.hi + t.lo;
  }
  return __builtin_copysign(r, x);
}
__MGPU_M double __mgpu_asinh(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x), r;
  if (x != x || __mgpu_isinf(x))
    return x;
  if (ax < 0x1p-28)
    return x;
  if (ax > 0x1p28) {
    __mgpu_dd l = __mgpu_dd_add(__mgpu_log_dd(ax), __mgpu_dd_of(__MGPU_LN2_HI, __MGPU_LN2_LO));
    r = l.hi + l.lo;
  } else if (ax > 2.0) {
    r = __mgpu_log(2.0 * ax + 1.0 / (__builtin_sqrt(ax * ax + 1.0) + ax));
  } else {
    double z = ax * ax;
    r = __mgpu_log1p(ax + z / (1.0 + __builtin_sqrt(1.0 + z)));
  }
  return __builtin_copysign(r, x);
}
__MGPU_M double __mgpu_acosh(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x < 1.0)
    return __mgpu_nan();
  if (__mgpu_isinf(x))
    return x;
  if (x == 1.0)
    return 0.0;
  if (x > 0x1p28) {
    __mgpu_dd l = __mgpu_dd_add(__mgpu_log_dd(x), __mgpu_dd_of(__MGPU_LN2_HI, __MGPU_LN2_LO));
    return l.hi + l.lo;
  }
  if (x > 2.0)
    return __mgpu_log(2.0 * x - 1.0 / (x + __builtin_sqrt(x * x - 1.0)));
  /* log1p(t + sqrt(2t + t^2)), t = x - 1 exactly, the argument as hi + lo */
  double t = x - 1.0;
  __mgpu_dd q = __mgpu_dd_add(__mgpu_two_prod(t, t), __mgpu_dd_of(2.0 * t, 0.0));
  double sq = __builtin_sqrt(q.hi);
  __mgpu_dd root = __mgpu_fast_two_sum(sq, (__builtin_fma(-sq, sq, q.hi) + q.lo) / (2.0 * sq));
  __mgpu_dd a = __mgpu_dd_add(__mgpu_dd_of(t, 0.0), root);
  __mgpu_dd l = __mgpu_log1p_dd(a.hi, a.lo);
  return l.hi + l.lo;
}
__MGPU_M double __mgpu_atanh(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x), r;
  if (!(ax <= 1.0))
    return __mgpu_nan();
  if (ax == 1.0)
    return __builtin_copysign(__mgpu_inf(), x);
  if (ax < 0x1p-28)
    return x;
  /* atanh(x) = log1p(2x / (1 - x)) / 2, the quotient as hi + lo */
  __mgpu_dd q = __mgpu_dd_div(__mgpu_dd_of(2.0 * ax, 0.0), __mgpu_two_sum(1.0, -ax));
  __mgpu_dd l = __mgpu_log1p_dd(q.hi, q.lo);
  r = 0.5 * (l.hi + l.lo);
  return __builtin_copysign(r, x);
}

/* ---- erf, erfc ---------------------------------------------------------- */
/* erfcx(x) = exp(x^2) erfc(x) as Taylor series around x0 = 0.75 + 0.5 j,
 * j = 0..11, |x - x0| <= 1/4: coefficients from the ODE y' = 2xy - 2/sqrt(pi),
 * computed once with 420-digit arithmetic. */
static constexpr double __mgpu_erfcx_tab[12][22] = {
    {0.5069376502931449, -0.3679726916557954, 0.2309581315512983, -0.1298360619948811, 0.06679054252756873, -0.03189726203968182, 0.014289198665935787, -0.006051532297208567, 0.0024376373607573405, -0.0009385120614756802, 0.0003467506629301161, -0.00012335437532328967, 4.237248023960813e-05, -1.4088463868243626e-05, 4.543733191203631e-06, -1.424088529978787e-06, 4.3445834921494253e-07, -1.2920526683148003e-07, 3.750604434348139e-08, -1.0639550902512525e-08, 2.9526381166596997e-09, -8.023878395255e-10},
    {0.3678229164523611, -0.20882187596460985, 0.1067955714965988, -0.05021827439590757, 0.022011364250857163, -0.009081627632934445, 0.003553109903229703, -0.0013257829296849475, 0.00047397031028087965, -0.00016296000929641064, 5.405405973207327e-05, -1.734407902387619e-05, 5.3956601587046725e-06, -1.630692896230054e-06, 4.796134340595864e-07, -1.374901471540761e-07, 3.8468843764623906e-08, -1.051812852332897e-08, 2.8134647900514105e-09, -7.369786879752322e-10, 1.8922414300823705e-10, -4.7661762782374846e-11},
    {0.2849722347374364, -0.1309763455144852, 0.05576363008708727, -0.022259995241388327, 0.008404319207328847, -0.0030209746514251374, 0.0010392045224449525, -0.00034353335347042023, 0.00010950528846792923, -3.3755355255898685e-05, 1.0086683354021308e-05, -2.927938070247526e-06, 8.271319551813563e-07, -2.2776263825848503e-07, 6.122104831842964e-08, -1.6083440493497754e-08, 4.1343784318510716e-09, -1.0409739103245152e-09, 2.569637876425745e-10, -6.224076652105366e-11, 1.4804244623073057e-11, -3.460317945778649e-12},
    {0.23108725873039188, -0.08848650280874916, 0.03199262741070626, -0.011002060756440047, 0.0036189953543580788, -0.0011437284836537476, 0.00034853542204571556, -0.00010272108115739644, 2.9353247360393394e-05, -8.150283243669179e-06, 2.2030220124275485e-06, -5.806334028558536e-07, 1.4943280933364636e-07, -3.7601474131561415e-08, 9.26135607680474e-09, -2.235123061166767e-09, 5.290411486474393e-10, -1.2291535020117983e-10, 2.805351229942052e-11, -6.2942050028930166e-12, 1.389155104291123e-12, -3.0177200173695143e-13},
    {0.1936620962790687, -0.06323763756063484, 0.019758592987322864, -0.005934337896997976, 0.0017195818852892143, -0.0004821950849810549, 0.0001311818005304378, -3.469860957781456e-05, 8.94015604786194e-06, -2.247373432487606e-06, 5.519758217042046e-07, -1.3262544050928062e-07, 3.120931005061381e-08, -7.19997505693733e-09, 1.6299112348623071e-09, -3.623625548087981e-10, 7.917677614226405e-11, -1.7014872990302587e-11, 3.598430602103548e-12, -7.493882983702976e-13, 1.5376127815852298e-13, -3.1099503184224715e-14},
    {0.16633534842682188, -0.047199402321170376, 0.012937290883018157, -0.003435471300907574, 0.0008860045775342717, -0.0002223825695684763, 5.442040881224122e-05, -1.300464026534067e-05, 3.03883198747101e-06, -6.952080680133083e-07, 1.558811532855516e-07, -3.428987633368466e-08, 7.406509200179412e-09, -1.572110989707934e-09, 3.2816406908980366e-10, -6.741036868880962e-11, 1.3635046356396555e-11, -2.717231533002448e-12, 5.337826526820666e-13, -1.0341451703007702e-13, 1.9768547233431626e-14, -3.730165573468975e-15},
    {0.14558972127503855, -0.03645625753272353, 0.008878755527325298, -0.00210728287016911, 0.00048822238209556744, -0.00011057957492429284, 2.451632537648977e-05, -5.3266727892732e-06, 1.135325604178818e-06, -2.3760039413391825e-07, 4.8864825235324905e-08, -9.883145363899974e-09, 1.9671716867833343e-09, -3.85577159763457e-10, 7.446533395291007e-11, -1.41776209920059e-11, 2.662406904110992e-12, -4.933641295987859e-13, 9.02546020128383e-14, -1.63062496895413e-14, 2.9106165677058424e-15, -5.134702438708942e-16},
    {0.12934527478598792, -0.028944331414615332, 0.006331866273872749, -0.0013559331671040983, 0.00028457515684016577, -5.8595500213357555e-05, 1.1848093644465379e-05, -2.354600635537056e-06, 4.6026023585822286e-07, -8.855436291991303e-08, 1.6780838689718502e-08, -3.1337815433835274e-09, 5.770445217230847e-10, -1.0482189631698735e-10, 1.8793066053698345e-11, -3.3268487451692517e-12, 5.817448608411281e-13, -1.0052153959934787e-13, 1.71698130604333e-14, -2.8999825360533e-15, 4.844887282206776e-16, -8.008623248718286e-17},
    {0.11630270721024731, -0.02350344859816315, 0.00466132636897234, -0.0009080988970296905, 0.000173928304040655, -3.277578113463171e-05, 6.08111455038479e-06, -1.1115677200868462e-06, 2.002919699930675e-07, -3.559574724883904e-08, 6.2424341122164055e-09, -1.080760948329294e-09, 1.8480326794204307e-10, -3.1222373169936854e-11, 5.213856483549002e-12, -8.608739830772124e-13, 1.4058813299153042e-13, -2.2715335454993283e-14, 3.63225439781248e-15, -5.749607437246318e-16, 9.011908651204792e-17, -1.3990007884990874e-17},
    {0.1056127354688918, -0.01944544467214865, 0.003524150940111397, -0.0006291014910425433, 0.00011068405606902238, -1.9204078672070307e-05, 3.287547680217758e-06, -5.555581002648793e-07, 9.271691345678536e-08, -1.5287623248168034e-08, 2.4913782807806367e-09, -4.0143404983085286e-10, 6.397491986144319e-11, -1.0087033932042482e-11, 1.5739988168885947e-12, -2.4313868578364785e-13, 3.719008956555544e-14, -5.634201831115506e-15, 8.456144391332262e-16, -1.2576063428063873e-16, 1.8537110915987293e-17, -2.7086478068290895e-18},
    {0.09669877816971392, -0.016343218143802483, 0.002725273842849635, -0.00044859569827805586, 7.292428887540691e-05, -1.1712414897786438e-05, 1.8593010710449665e-06, -2.9183821122225146e-07, 4.530783912925517e-08, -6.959585828674266e-09, 1.0580441228756284e-09, -1.5924220402534592e-10, 2.3733574954981584e-11, -3.5037150821848907e-12, 5.124590332026375e-13, -7.427675216929674e-14, 1.0670963528647651e-14, -1.5198484564203233e-15, 2.1464832269231022e-16, -3.0065326414688363e-17, 4.177269580785213e-18, -5.758120309688943e-19},
    {0.08915663178727438, -0.0139212697545827, 0.0021486958211325118, -0.00032794724833633417, 4.951275951521167e-05, -7.397000546504479e-06, 1.093835366519561e-06, -1.6015128735920634e-07, 2.3222455131130372e-08, -3.335765064364781e-09, 4.74784695770098e-10, -6.697467560030325e-11, 9.36549554470046e-12, -1.298512068603903e-12, 1.7854215941800965e-13, -2.4349809632179004e-14, 3.2944811521113614e-15, -4.422708742921169e-16, 5.8920909753959e-17, -7.791072455776113e-18, 1.0226706905358298e-18, -1.332743466597312e-19},
};
static constexpr double __mgpu_erfcx_lo[12] = {-5.335681035462232e-17, 1.387401093925035e-19, 8.539813023973122e-18, -5.74762364596782e-18, -1.2015846532739174e-17, -6.133416339501975e-19, -1.3715647344444334e-17, -1.2917508513157319e-17, -3.1774786879972914e-18, 2.7634215791419046e-18, -1.7756572733539565e-18, 5.224908596182542e-18};
/* erfc(x) for x >= 0.5 */
__MGPU_M double __mgpu_erfc_pos(double x) {
  __MGPU_EXACT
  if (x > 27.3)
    return 0.0;
  __mgpu_dd x2 = __mgpu_two_prod(x, x);
  double e = __mgpu_exp_dd(-x2.hi, -x2.lo);
  if (x < 6.5) {
    int j = (int)((x - 0.5) * 2.0);
    double h = x - (0.75 + 0.5 * j);
    const double *a = __mgpu_erfcx_tab[j];
    double p = a[21];
    for (int k = 20; k >= 1; k--)
      p = p * h + a[k];
    return e * (a[0] + (__mgpu_erfcx_lo[j] + h * p));
  }
  /* continued fraction erfc(x) = exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))) */
  double k = x;
  for (int n = 60; n >= 1; n--)
    k = x + 0.5 * n / k;
  __mgpu_dd q = __mgpu_dd_div(__mgpu_dd_of(__MGPU_1_SQRTPI, 7.66772980658294e-18), __mgpu_dd_of(k, 0.0));
  return e * q.hi + e * q.lo;
}
/* erf(x) for |x| < 0.5: 2/sqrt(pi) sum (-1)^n x^(2n+1) / (n! (2n+1)) */
__MGPU_M double __mgpu_erf_small(double x) {
  __MGPU_EXACT
  double z = x * x, t = 1.0, s = 0.0;
  for (int n = 1; n <= 16; n++) {
    t *= -z / n;
    s += t / (2 * n + 1);
  }
  __mgpu_dd c = __mgpu_dd_of(__MGPU_2_SQRTPI_HI, __MGPU_2_SQRTPI_LO);
  __mgpu_dd r = __mgpu_dd_mul_d(c, x);
  return r.hi + (r.lo + __MGPU_2_SQRTPI_HI * x * s);
}
__MGPU_M double __mgpu_erf(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (x != x || x == 0.0)
    return x;
  if (ax < 0.5)
    return __mgpu_erf_small(x);
  return __builtin_copysign(1.0 - __mgpu_erfc_pos(ax), x);
}
__MGPU_M double __mgpu_erfc(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x >= 0.5)
    return __mgpu_erfc_pos(x);
  if (x > -0.5)
    return 1.0 - __mgpu_erf_small(x);
  return 2.0 - __mgpu_erfc_pos(-x);
}

/* ---- roots, remainders, decomposition ----------------------------------- */
__MGPU_M double __mgpu_rsqrt(double x) {
  __MGPU_EXACT
  double y = 1.0 / __builtin_sqrt(x);
  if (x == 0.0 || __mgpu_isinf(x) || x != x || x < 0.0)
    return y;
  double scale = 1.0;
  if (x < 0x1p-1000) { /* keep y*y finite and normal */
    x *= 0x1p200;
    y *= 0x1p-100;
    scale = 0x1p100;
  } else if (x > 0x1p1000) {
    x *= 0x1p-200;
    y *= 0x1p100;
    scale = 0x1p-100;
  }
  /* one Newton step y += y (1 - x y^2) / 2, the residual in extended precision */
  __mgpu_dd y2 = __mgpu_two_prod(y, y);
  __mgpu_dd p = __mgpu_two_prod(x, y2.hi);
  double e = ((1.0 - p.hi) - p.lo) - x * y2.lo;
  return (y + 0.5 * y * e) * scale;
}
__MGPU_M double __mgpu_cbrt(double x) {
  __MGPU_EXACT
  if (x == 0.0 || x != x || __mgpu_isinf(x))
    return x;
  double ax = __builtin_fabs(x);
  int scale = 0;
  if (ax < 0x1p-1000) {
    ax *= 0x1p600;
    scale = -200;
  }
  unsigned long long b = __mgpu_bits(ax);
  int e = (int)(b >> 52) - 1023;
  int e3 = e >= 0 ? e / 3 : -((-e + 2) / 3);
  double m = __mgpu_ldexp(ax, -3 * e3); /* in [1, 8) */
  double r = 1.0 + m * (0.5 - m * 0.0357); /* rough, then Newton */
  for (int i = 0; i < 6; i++)
    r = r - (r * r * r - m) / (3.0 * r * r);
  /* final step with the residual r^3 - m in extended precision */
  __mgpu_dd r2 = __mgpu_two_prod(r, r);
  __mgpu_dd r3 = __mgpu_dd_mul_d(r2, r);
  double res = (r3.hi - m) + r3.lo;
  r = r - res / (3.0 * r2.hi);
  return __builtin_copysign(__mgpu_ldexp(r, e3 + scale), x);
}
__MGPU_M double __mgpu_hypot(double x, double y) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
  if (__mgpu_isinf(ax) || __mgpu_isinf(ay))
    return __mgpu_inf();
  if (ax != ax || ay != ay)
    return ax + ay;
  double a = ax > ay ? ax : ay, b = ax > ay ? ay : ax;
  if (b == 0.0 || a > b * 0x1p60)
    return a + b;
  /* scale a into [2^-1, 2^1) by a power of two, sum the squares exactly */
  int e = (int)(__mgpu_bits(a) >> 52) - 1023;
  if (e == -1023)
    e = -1022;
  a = __mgpu_ldexp(a, -e);
  b = __mgpu_ldexp(b, -e);
  __mgpu_dd s = __mgpu_dd_add(__mgpu_two_prod(a, a), __mgpu_two_prod(b, b));
  double r = __builtin_sqrt(s.hi);
  r += (__builtin_fma(-r, r, s.hi) + s.lo) / (2.0 * r);
  return __mgpu_ldexp(r, e);
}
/* |x| = m 2^e with a 53-bit integer m (subnormals too) */
__MGPU_M unsigned long long __mgpu_mant(double x, int *e) {
  __MGPU_EXACT
  unsigned long long b = __mgpu_bits(x) & 0x7fffffffffffffffull;
  int be = (int)(b >> 52);
  unsigned long long m = b & 0x000fffffffffffffull;
  if (be == 0) {
    *e = -1074;
    return m;
  }
  *e = be - 1075;
  return m | 0x0010000000000000ull;
}
__MGPU_M double __mgpu_fmod(double x, double y) {
  __MGPU_EXACT
  if (x != x || y != y || __mgpu_isinf(x) || y == 0.0)
    return __mgpu_nan();
  if (__builtin_fabs(x) < __builtin_fabs(y) || __mgpu_isinf(y))
    return x;
  int ex, ey;
  unsigned long long mx = __mgpu_mant(x, &ex), my = __mgpu_mant(y, &ey);
  /* remainder of mx 2^(ex-ey) by my, ten bits at a time (mx < 2^54) */
  unsigned long long r = mx % my;
  int n = ex - ey;
  while (n > 0) {
    int k = n < 10 ? n : 10;
    r = (r << k) % my;
    n -= k;
  }
  return __builtin_copysign(__mgpu_ldexp((double)r, ey), x);
}
__MGPU_M double __mgpu_remainder(double x, double y) {
  __MGPU_EXACT
  if (x != x || y != y || __mgpu_isinf(x) || y == 0.0)
    return __mgpu_nan();
  double ay = __builtin_fabs(y), ax = __builtin_fabs(x);
  if (ay < 0x1p1023)
    ax = __builtin_fabs(__mgpu_fmod(ax, ay + ay)); /* now ax < 2 ay */
  if (ay < 0x1p-1021) {
    if (ax + ax > ay) {
      ax -= ay;
      if (ax + ax >= ay)
        ax -= ay;
    }
  } else {
    double hy = 0.5 * ay;
    if (ax > hy) {
      ax -= ay;
      if (ax >= hy)
        ax -= ay;
    }
  }
  return __builtin_signbit(x) ? -ax : ax;
}
__MGPU_M double __mgpu_frexp(double x, int *e) {
  __MGPU_EXACT
  if (x == 0.0 || x != x || __mgpu_isinf(x)) {
    *e = 0;
    return x;
  }
  int k = 0;
  if (__builtin_fabs(x) < 0x1p-1022) {
    x *= 0x1p54;
    k = -54;
  }
  unsigned long long b = __mgpu_bits(x);
  *e = (int)((b >> 52) & 0x7ff) - 1022 + k;
  return __mgpu_from_bits((b & 0x800fffffffffffffull) | 0x3fe0000000000000ull);
}
__MGPU_M double __mgpu_modf(double x, double *ip) {
  __MGPU_EXACT
  double t = __builtin_trunc(x);
  *ip = t;
  if (__mgpu_isinf(x))
    return __builtin_copysign(0.0, x);
  return __builtin_copysign(x - t, x);
}

/* ---- sin(pi x), cos(pi x) ------------------------------------------------- */
/* pi r as hi + lo (r exact) */
__MGPU_M __mgpu_dd __mgpu_pi_times(double r) {
  __MGPU_EXACT
  __mgpu_dd p = __mgpu_two_prod(r, __MGPU_PI_HI);
  return __mgpu_fast_two_sum(p.hi, __builtin_fma(r, __MGPU_PI_LO, p.lo));
}
/* For 0 <= a < 2^53: a = n/2 + r exactly with |r| <= 1/4; returns n mod 4.
 * No argument reduction error: this is why sinpi is exact at integers. */
__MGPU_M int __mgpu_rem_half(double a, double *r) {
  __MGPU_EXACT
  double n = __builtin_rint(2.0 * a);
  *r = a - 0.5 * n;
  return (int)((long long)n & 3);
}
/* sin(pi a) as hi + lo for 0 <= a < 2^53 */
__MGPU_M __mgpu_dd __mgpu_sinpi_dd(double a) {
  __MGPU_EXACT
  double r;
  int q = __mgpu_rem_half(a, &r);
  __mgpu_dd t = __mgpu_pi_times(r);
  __mgpu_dd v = (q & 1) ? __mgpu_cos_kernel(t) : __mgpu_sin_kernel(t);
  return (q & 2) ? __mgpu_dd_of(-v.hi, -v.lo) : v;
}
/* sin(pi x): odd, +0 at positive integers (IEEE 754 sinPi) */
__MGPU_M double __mgpu_sinpi(double x) {
  __MGPU_EXACT
  if (x != x || __mgpu_isinf(x))
    return x - x;
  double ax = __builtin_fabs(x);
  if (ax >= 0x1p52) /* an integer */
    return __builtin_copysign(0.0, x);
  __mgpu_dd v = __mgpu_sinpi_dd(ax);
  double s = v.hi + v.lo;
  if (s == 0.0)
    return __builtin_copysign(0.0, x);
  return x < 0.0 ? -s : s;
}
/* cos(pi x): even, +0 at half-integers */
__MGPU_M double __mgpu_cospi(double x) {
  __MGPU_EXACT
  if (x != x || __mgpu_isinf(x))
    return x - x;
  double ax = __builtin_fabs(x), r;
  if (ax >= 0x1p53) /* an even integer */
    return 1.0;
  int q = __mgpu_rem_half(ax, &r);
  __mgpu_dd t = __mgpu_pi_times(r);
  __mgpu_dd v = (q & 1) ? __mgpu_sin_kernel(t) : __mgpu_cos_kernel(t);
  double c = v.hi + v.lo;
  if (c == 0.0)
    return 0.0;
  return (q == 1 || q == 2) ? -c : c;
}
__MGPU_M void __mgpu_sincospi(double x, double *s, double *c) {
  __MGPU_EXACT
  *s = __mgpu_sinpi(x);
  *c = __mgpu_cospi(x);
}

/* ---- reciprocal roots, norms ---------------------------------------------- */
/* 1/cbrt(x): a Newton step on y^-3 = m from 1/cbrt(m), the residual
 * 1 - m y^3 in extended precision */
__MGPU_M double __mgpu_rcbrt(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x == 0.0)
    return __builtin_copysign(__mgpu_inf(), x);
  if (__mgpu_isinf(x))
    return __builtin_copysign(0.0, x);
  double ax = __builtin_fabs(x);
  int scale = 0;
  if (ax < 0x1p-1000) {
    ax *= 0x1p600;
    scale = -200;
  }
  int e = (int)(__mgpu_bits(ax) >> 52) - 1023;
  int e3 = e >= 0 ? e / 3 : -((-e + 2) / 3);
  double m = __mgpu_ldexp(ax, -3 * e3); /* in [1, 8) */
  double y = 1.0 / __mgpu_cbrt(m);
  __mgpu_dd y3 = __mgpu_dd_mul_d(__mgpu_two_prod(y, y), y);
  __mgpu_dd p = __mgpu_dd_mul_d(y3, m);
  double res = (1.0 - p.hi) - p.lo;
  y += y * res * (1.0 / 3.0);
  return __builtin_copysign(__mgpu_ldexp(y, -(e3 + scale)), x);
}
/* sqrt(sum v_i^2) (recip = 0) or its reciprocal (recip = 1), rounding
 * once: the values are scaled by a power of two so that the largest lies in
 * [1/2, 1), their squares summed exactly in double-double, and the root
 * corrected by one Newton step. Infinities win over NaNs, as in hypot. */
__MGPU_M double __mgpu_norm_n(int n, const double *v, int recip) {
  __MGPU_EXACT
  double m = 0.0;
  int nan = 0;
  for (int i = 0; i < n; i++) {
    double a = __builtin_fabs(v[i]);
    if (__mgpu_isinf(a))
      return recip ? 0.0 : __mgpu_inf();
    if (a != a)
      nan = 1;
    else if (a > m)
      m = a;
  }
  if (nan)
    return __mgpu_nan();
  if (m == 0.0)
    return recip ? __mgpu_inf() : 0.0;
  int e = (int)(__mgpu_bits(m) >> 52) - 1022;
  if (e == -1022) { /* subnormal */
    e = (int)(__mgpu_bits(m * 0x1p54) >> 52) - 1022 - 54;
  }
  __mgpu_dd s = __mgpu_dd_of(0.0, 0.0);
  for (int i = 0; i < n; i++) {
    double a = __mgpu_ldexp(__builtin_fabs(v[i]), -e);
    s = __mgpu_dd_add(s, __mgpu_two_prod(a, a));
  }
  double r = __builtin_sqrt(s.hi);
  __mgpu_dd root = __mgpu_fast_two_sum(r, (__builtin_fma(-r, r, s.hi) + s.lo) / (2.0 * r));
  if (!recip)
    return __mgpu_ldexp(root.hi + root.lo, e);
  __mgpu_dd q = __mgpu_dd_div(__mgpu_dd_of(1.0, 0.0), root);
  return __mgpu_ldexp(q.hi + q.lo, -e);
}
__MGPU_M double __mgpu_rhypot(double x, double y) {
  double v[2] = {x, y};
  return __mgpu_norm_n(2, v, 1);
}
__MGPU_M double __mgpu_norm3d(double a, double b, double c) {
  double v[3] = {a, b, c};
  return __mgpu_norm_n(3, v, 0);
}
__MGPU_M double __mgpu_rnorm3d(double a, double b, double c) {
  double v[3] = {a, b, c};
  return __mgpu_norm_n(3, v, 1);
}
__MGPU_M double __mgpu_norm4d(double a, double b, double c, double d) {
  double v[4] = {a, b, c, d};
  return __mgpu_norm_n(4, v, 0);
}
__MGPU_M double __mgpu_rnorm4d(double a, double b, double c, double d) {
  double v[4] = {a, b, c, d};
  return __mgpu_norm_n(4, v, 1);
}
/* the same for float coordinates (squares and sums are exact enough in
 * double-double; one rounding to float at the end) */
__MGPU_M float __mgpu_normf_n(int n, const float *v, int recip) {
  __MGPU_EXACT
  double m = 0.0;
  int nan = 0;
  for (int i = 0; i < n; i++) {
    double a = __builtin_fabs((double)v[i]);
    if (__mgpu_isinf(a))
      return recip ? 0.0f : (float)__mgpu_inf();
    if (a != a)
      nan = 1;
    else if (a > m)
      m = a;
  }
  if (nan)
    return (float)__mgpu_nan();
  if (m == 0.0)
    return recip ? (float)__mgpu_inf() : 0.0f;
  __mgpu_dd s = __mgpu_dd_of(0.0, 0.0);
  for (int i = 0; i < n; i++) { /* float squares cannot overflow or underflow in double */
    double a = (double)v[i];
    s = __mgpu_dd_add(s, __mgpu_two_prod(a, a));
  }
  double r = __builtin_sqrt(s.hi);
  __mgpu_dd root = __mgpu_fast_two_sum(r, (__builtin_fma(-r, r, s.hi) + s.lo) / (2.0 * r));
  if (!recip)
    return (float)(root.hi + root.lo);
  __mgpu_dd q = __mgpu_dd_div(__mgpu_dd_of(1.0, 0.0), root);
  return (float)(q.hi + q.lo);
}

/* ---- remquo, nextafter, ilogb, logb, nan, scalbln --------------------------- */
/* remainder(x, y) and the low three bits of the rounded quotient, signed
 * as x/y: the quotient bits come from exact subtractions of 4y, 2y, y */
__MGPU_M double __mgpu_remquo(double x, double y, int *quo) {
  __MGPU_EXACT
  *quo = 0;
  if (x != x || y != y || __mgpu_isinf(x) || y == 0.0)
    return __mgpu_nan();
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
  int q = 0;
  if (ay < 0x1p1021)
    ax = __mgpu_fmod(ax, 8.0 * ay); /* exact: now ax < 8 ay */
  for (int k = 2; k >= 0; k--) {
    double t = ay * (double)(1 << k); /* inf when it overflows: then ax < t */
    if (ax >= t) {
      ax -= t; /* exact: t <= ax < 2t */
      q |= 1 << k;
    }
  }
  /* round the quotient to nearest, ties to even (2 ax is exact) */
  if (2.0 * ax > ay || (2.0 * ax == ay && (q & 1))) {
    ax -= ay;
    q = (q + 1) & 7;
  }
  *quo = (__builtin_signbit(x) != __builtin_signbit(y)) ? -q : q;
  return __builtin_signbit(x) ? -ax : ax;
}
__MGPU_M double __mgpu_nextafter(double x, double y) {
  __MGPU_EXACT
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  if (x == 0.0)
    return __builtin_copysign(0x1p-1074, y);
  unsigned long long b = __mgpu_bits(x);
  b = ((x < y) == (x > 0.0)) ? b + 1 : b - 1; /* away from or toward zero */
  return __mgpu_from_bits(b);
}
/* the unbiased exponent; 0 and NaN give INT_MIN, infinities INT_MAX (as
 * CUDA and glibc do) */
__MGPU_M int __mgpu_ilogb(double x) {
  __MGPU_EXACT
  if (x == 0.0 || x != x)
    return -2147483647 - 1;
  if (__mgpu_isinf(x))
    return 2147483647;
  int e = (int)((__mgpu_bits(x) >> 52) & 0x7ff);
  if (e == 0) /* subnormal */
    return (int)((__mgpu_bits(x * 0x1p54) >> 52) & 0x7ff) - 1023 - 54;
  return e - 1023;
}
__MGPU_M double __mgpu_logb(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x == 0.0)
    return -__mgpu_inf();
  if (__mgpu_isinf(x))
    return __mgpu_inf();
  return (double)__mgpu_ilogb(x);
}
/* The payload a string of decimal, octal (0...) or hex (0x...) digits
 * names, as glibc's nan(); 0 for anything else. */
__MGPU_M unsigned long long __mgpu_nan_payload(const char *tag) {
  __MGPU_EXACT
  unsigned long long v = 0;
  unsigned base = 10;
  if (tag == 0)
    return 0;
  const char *p = tag;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    base = 16;
    p += 2;
  } else if (p[0] == '0') {
    base = 8;
  }
  for (; *p; p++) {
    unsigned d;
    char c = *p;
    if (c >= '0' && c <= '9')
      d = (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f')
      d = (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F')
      d = (unsigned)(c - 'A' + 10);
    else
      return 0;
    if (d >= base)
      return 0;
    v = v * base + d;
  }
  return v;
}
__MGPU_M double __mgpu_nan_tag(const char *tag) {
  return __mgpu_from_bits(0x7ff8000000000000ull | (__mgpu_nan_payload(tag) & 0x0007ffffffffffffull));
}
__MGPU_M float __mgpu_nanf_tag(const char *tag) {
  return __builtin_bit_cast(float, 0x7fc00000u | (unsigned)(__mgpu_nan_payload(tag) & 0x3fffffu));
}
__MGPU_M double __mgpu_scalbln(double x, long n) {
  return __mgpu_ldexp(x, n < -2200 ? -2200 : (n > 2200 ? 2200 : (int)n));
}

#include "__mgpu_rounding.h"
#include "__mgpu_special.h"

/* ---- single precision: the double function, rounded once --------------- */
#define __MGPU_FLOAT1(name) \
  __MGPU_M float __mgpu_##name##f(float x) { return (float)__mgpu_##name((double)x); }
#define __MGPU_FLOAT2(name) \
  __MGPU_M float __mgpu_##name##f(float x, float y) { return (float)__mgpu_##name((double)x, (double)y); }
__MGPU_FLOAT1(rsqrt)
__MGPU_FLOAT1(cbrt)
__MGPU_FLOAT1(exp)
__MGPU_FLOAT1(exp2)
__MGPU_FLOAT1(exp10)
__MGPU_FLOAT1(expm1)
__MGPU_FLOAT1(log)
__MGPU_FLOAT1(log2)
__MGPU_FLOAT1(log10)
__MGPU_FLOAT1(log1p)
__MGPU_FLOAT1(sin)
__MGPU_FLOAT1(cos)
__MGPU_FLOAT1(tan)
__MGPU_FLOAT1(asin)
__MGPU_FLOAT1(acos)
__MGPU_FLOAT1(atan)
__MGPU_FLOAT1(sinh)
__MGPU_FLOAT1(cosh)
__MGPU_FLOAT1(tanh)
__MGPU_FLOAT1(asinh)
__MGPU_FLOAT1(acosh)
__MGPU_FLOAT1(atanh)
__MGPU_FLOAT1(erf)
__MGPU_FLOAT1(erfc)
__MGPU_FLOAT2(pow)
__MGPU_FLOAT2(atan2)
__MGPU_FLOAT2(hypot)
__MGPU_FLOAT2(fmod)
__MGPU_FLOAT2(remainder)
__MGPU_FLOAT1(sinpi)
__MGPU_FLOAT1(cospi)
__MGPU_FLOAT1(rcbrt)
__MGPU_FLOAT2(rhypot)
__MGPU_FLOAT1(lgamma)
__MGPU_FLOAT1(tgamma)
__MGPU_FLOAT1(erfcx)
__MGPU_FLOAT1(erfinv)
__MGPU_FLOAT1(erfcinv)
__MGPU_FLOAT1(normcdf)
__MGPU_FLOAT1(normcdfinv)
__MGPU_FLOAT1(j0)
__MGPU_FLOAT1(j1)
__MGPU_FLOAT1(y0)
__MGPU_FLOAT1(y1)
__MGPU_FLOAT1(cyl_bessel_i0)
__MGPU_FLOAT1(cyl_bessel_i1)
__MGPU_FLOAT1(logb)
#undef __MGPU_FLOAT1
#undef __MGPU_FLOAT2
__MGPU_M void __mgpu_sincosf(float x, float *s, float *c) {
  __MGPU_EXACT
  double sd, cd;
  __mgpu_sincos((double)x, &sd, &cd);
  *s = (float)sd;
  *c = (float)cd;
}
__MGPU_M void __mgpu_sincospif(float x, float *s, float *c) {
  *s = (float)__mgpu_sinpi((double)x);
  *c = (float)__mgpu_cospi((double)x);
}
__MGPU_M float __mgpu_norm3df(float a, float b, float c) { return (float)__mgpu_norm3d(a, b, c); }
__MGPU_M float __mgpu_rnorm3df(float a, float b, float c) { return (float)__mgpu_rnorm3d(a, b, c); }
__MGPU_M float __mgpu_norm4df(float a, float b, float c, float d) { return (float)__mgpu_norm4d(a, b, c, d); }
__MGPU_M float __mgpu_rnorm4df(float a, float b, float c, float d) { return (float)__mgpu_rnorm4d(a, b, c, d); }
__MGPU_M float __mgpu_remquof(float x, float y, int *quo) { return (float)__mgpu_remquo((double)x, (double)y, quo); }
__MGPU_M int __mgpu_ilogbf(float x) { return __mgpu_ilogb((double)x); }
__MGPU_M float __mgpu_jnf(int n, float x) { return (float)__mgpu_jn(n, (double)x); }
__MGPU_M float __mgpu_ynf(int n, float x) { return (float)__mgpu_yn(n, (double)x); }
__MGPU_M float __mgpu_scalblnf(float x, long n) {
  return (float)__mgpu_ldexp((double)x, n < -400 ? -400 : (n > 400 ? 400 : (int)n));
}
__MGPU_M float __mgpu_frexpf(float x, int *e) { return (float)__mgpu_frexp((double)x, e); }
__MGPU_M float __mgpu_modff(float x, float *ip) {
  __MGPU_EXACT
  float t = __builtin_truncf(x);
  *ip = t;
  if (__builtin_fabsf(x) == __builtin_bit_cast(float, 0x7f800000u))
    return __builtin_copysignf(0.0f, x);
  return __builtin_copysignf(x - t, x);
}
__MGPU_M float __mgpu_ldexpf(float x, int n) {
  __MGPU_EXACT
  /* clamp n so that the double scaling cannot overflow an int */
  n = n > 400 ? 400 : (n < -400 ? -400 : n);
  return (float)__mgpu_ldexp((double)x, n);
}

#undef __MGPU_M
#undef __MGPU_EXACT
#endif /* MGPU_MATH_IMPL_H */
