/* mgpucc's clean-room special functions: lgamma, tgamma, erfcx, erfinv,
 * erfcinv, normcdf, normcdfinv and the Bessel functions j0, j1, jn, y0, y1,
 * yn, cyl_bessel_i0, cyl_bessel_i1. Included by __mgpu_math.h (whose
 * macros and double-double helpers it uses); not to be included alone.
 *
 * The algorithms are the textbook ones, evaluated in double-double where a
 * rounding error would be amplified: Taylor series of lgamma around 1, 3/2
 * and 2 (coefficients polygamma(k-1, c)/k!, computed once with 60-digit
 * arithmetic) and Stirling's series after shifting the argument above 10;
 * the reflection formula for negative arguments; Newton's method on erf or
 * on log erfc for the inverse error functions; power series and Hankel's
 * asymptotic expansion for the Bessel functions, with the three-term
 * recurrence (forward for Y_n and for J_n with n < x, Miller's backward
 * recurrence otherwise). */
#ifndef MGPU_MATH_SPECIAL_H
#define MGPU_MATH_SPECIAL_H

#define __MGPU_EULER_HI 0.5772156649015329
#define __MGPU_EULER_LO (-4.942915152430645e-18)
#define __MGPU_HALF_LN_2PI_HI 0.9189385332046728
#define __MGPU_HALF_LN_2PI_LO (-3.8782941580672414e-17)
#define __MGPU_LN_PI_HI 1.1447298858494002
#define __MGPU_LN_PI_LO 1.0265951162707826e-17
#define __MGPU_SQRTPI_HI 1.772453850905516
#define __MGPU_SQRTPI_LO (-7.666586499825799e-17)
#define __MGPU_1_SQRTPI_LO 7.66772980658294e-18
#define __MGPU_SQRT2_HI 1.4142135623730951
#define __MGPU_SQRT2_LO (-9.667293313452913e-17)
#define __MGPU_1_SQRT2_HI 0.7071067811865476
#define __MGPU_1_SQRT2_LO (-4.833646656726457e-17)
#define __MGPU_2_PI_HI 0.6366197723675814
#define __MGPU_2_PI_LO (-3.935735335036497e-17)
#define __MGPU_1_PI_HI 0.3183098861837907
#define __MGPU_1_PI_LO (-1.9678676675182486e-17)

/* ---- double-double helpers ------------------------------------------------ */
__MGPU_M __mgpu_dd __mgpu_dd_neg(__mgpu_dd a) { return __mgpu_dd_of(-a.hi, -a.lo); }
__MGPU_M __mgpu_dd __mgpu_dd_sub(__mgpu_dd a, __mgpu_dd b) { return __mgpu_dd_add(a, __mgpu_dd_neg(b)); }
__MGPU_M __mgpu_dd __mgpu_dd_div_d(__mgpu_dd a, double b) { return __mgpu_dd_div(a, __mgpu_dd_of(b, 0.0)); }
/* log(a) for a positive double-double a */
__MGPU_M __mgpu_dd __mgpu_log_of_dd(__mgpu_dd a) {
  __MGPU_EXACT
  __mgpu_dd l = __mgpu_log_dd(a.hi);
  return __mgpu_fast_two_sum(l.hi, l.lo + a.lo / a.hi);
}
/* exp(hi + lo) as a double-double, for |hi| < 700 (no overflow, no
 * subnormal parts) */
__MGPU_M __mgpu_dd __mgpu_exp_to_dd(double hi, double lo) {
  __MGPU_EXACT
  int k;
  __mgpu_dd v = __mgpu_exp_core(hi, lo, &k);
  double s = __mgpu_ldexp(1.0, k);
  return __mgpu_dd_of(v.hi * s, v.lo * s);
}
/* sqrt(x) as hi + lo, x > 0 normal */
__MGPU_M __mgpu_dd __mgpu_sqrt_dd(double x) {
  __MGPU_EXACT
  double s = __builtin_sqrt(x);
  return __mgpu_fast_two_sum(s, __builtin_fma(-s, s, x) / (2.0 * s));
}

/* ---- lgamma, tgamma --------------------------------------------------------- */
/* lgamma(c + e) = sum_k a_k e^k around c = 1 (|e| <= 0.2), 3/2 (|e| <= 0.3)
 * and 2 (-0.2 <= e <= 0.25); a_0 = lgamma(c), a_k = polygamma(k-1, c)/k!,
 * which keeps the relative error small at the zeros 1 and 2. The _lo
 * arrays hold the rounding errors of a_0..a_2. */
static constexpr double __mgpu_lgamma_c1[26] = {0.0, -0.5772156649015329, 0.8224670334241132, -0.40068563438653143, 0.27058080842778454, -0.20738555102867398, 0.1695571769974082, -0.1440498967688461, 0.12550966952474304, -0.11133426586956469, 0.1000994575127818, -0.09095401714582904, 0.083353840546109, -0.0769325164113522, 0.07143294629536133, -0.06666870588242046, 0.06250095514121304, -0.058823978658684585, 0.055555767627403614, -0.05263167937961666, 0.05000004769810169, -0.047619070330142226, 0.04545455629320467, -0.04347826605304026, 0.04166666915034121, -0.04000000119214014};
static constexpr double __mgpu_lgamma_c1_lo[3] = {0.0, 4.942915152430645e-18, 1.520336175199238e-17};
static constexpr double __mgpu_lgamma_c15[26] = {-0.12078223763524522, 0.03648997397857652, 0.46740110027233966, -0.13813277403905333, 0.05871212641676822, -0.028952081888893543, 0.0154354841700493, -0.008622603929171286, 0.004965728809475818, -0.002920970458667952, 0.00174503557579013, -0.001054915693867632, 0.0006437029830381486, -0.00039577153964650777, 0.0002448711904829441, -0.00015231593814270082, 9.517939662502588e-05, -5.97136233623377e-05, 3.759490926961219e-05, -2.3743185469209343e-05, 1.5036983408359218e-05, -9.547151192148187e-06, 6.07540647448469e-06, -3.87415183000977e-06, 2.4751447344295936e-06, -1.5840896262969798e-06};
static constexpr double __mgpu_lgamma_c15_lo[3] = {-4.1797047492946264e-18, 1.9534229894802305e-19, -9.901065975280688e-18};
static constexpr double __mgpu_lgamma_c2[22] = {0.0, 0.42278433509846713, 0.3224670334241132, -0.0673523010531981, 0.020580808427784546, -0.007385551028673986, 0.0028905103307415234, -0.001192753911703261, 0.0005096695247430425, -0.00022315475845357939, 9.945751278180853e-05, -4.492623673813314e-05, 2.050721277567069e-05, -9.439488275268397e-06, 4.374866789907488e-06, -2.039215753801366e-06, 9.55141213040742e-07, -4.492469198764566e-07, 2.1207184805554665e-07, -1.0043224823968099e-07, 4.7698101693639804e-08, -2.2711094608943164e-08};
static constexpr double __mgpu_lgamma_c2_lo[3] = {0.0, 4.942915152430645e-18, 1.520336175199238e-17};

/* sum_k a[k] (e + el)^k: Horner in double for the high terms, the last
 * three steps in double-double; el (|el| <= ulp(e)) enters through the
 * derivative. */
__MGPU_M __mgpu_dd __mgpu_lgamma_series(const double *a, const double *alo, int deg, double e, double el) {
  __MGPU_EXACT
  double p = a[deg];
  for (int k = deg - 1; k >= 3; k--)
    p = p * e + a[k];
  __mgpu_dd u = __mgpu_two_sum(a[2], p * e);
  u.lo += alo[2];
  __mgpu_dd v = __mgpu_dd_add(__mgpu_dd_of(a[1], alo[1]), __mgpu_dd_mul_d(u, e));
  __mgpu_dd w = __mgpu_dd_add(__mgpu_dd_of(a[0], alo[0]), __mgpu_dd_mul_d(v, e));
  double slope = a[1] + e * (2.0 * a[2] + e * 3.0 * a[3]);
  return __mgpu_fast_two_sum(w.hi, w.lo + el * slope);
}
/* Stirling: lgamma(z) = z (log z - 1) - log(z)/2 + log(2 pi)/2 + sum_k
 * B_2k / (2k (2k-1) z^(2k-1)), for z = zh + zl >= 10 (ten terms: the first
 * omitted one is below 2^-65 there). */
__MGPU_M __mgpu_dd __mgpu_lgamma_stirling(double zh, double zl) {
  __MGPU_EXACT
  double w = 1.0 / zh, w2 = w * w;
  double s = -174611.0 / 125400.0;
  s = s * w2 + 43867.0 / 244188.0;
  s = s * w2 - 3617.0 / 122400.0;
  s = s * w2 + 1.0 / 156.0;
  s = s * w2 - 691.0 / 360360.0;
  s = s * w2 + 1.0 / 1188.0;
  s = s * w2 - 1.0 / 1680.0;
  s = s * w2 + 1.0 / 1260.0;
  s = s * w2 - 1.0 / 360.0;
  s *= w * w2;
  __mgpu_dd z = __mgpu_dd_of(zh, zl);
  __mgpu_dd lz = __mgpu_log_of_dd(z);
  __mgpu_dd t = __mgpu_dd_mul(z, __mgpu_dd_add(lz, __mgpu_dd_of(-1.0, 0.0)));
  t = __mgpu_dd_add(t, __mgpu_dd_of(-0.5 * lz.hi, -0.5 * lz.lo));
  /* the first term 1/(12 z) in double-double, the others in double */
  __mgpu_dd f = __mgpu_dd_div(__mgpu_dd_of(1.0, 0.0), __mgpu_dd_mul_d(z, 12.0));
  f = __mgpu_fast_two_sum(f.hi, f.lo + s);
  return __mgpu_dd_add(t, __mgpu_dd_add(f, __mgpu_dd_of(__MGPU_HALF_LN_2PI_HI, __MGPU_HALF_LN_2PI_LO)));
}
/* sin(pi a) as hi + lo for 0 <= a < 2^52 with an absolute error near
 * 2^-62 (the reflection formula subtracts its logarithm from lgamma(1-x),
 * and near the zeros of lgamma every bit counts): the Taylor series of sin
 * or cos at pi r, |pi r| <= pi/4, its terms up to t^5 or t^4 in
 * double-double, the rest in double */
__MGPU_M __mgpu_dd __mgpu_sinpi_acc(double a) {
  __MGPU_EXACT
  double r;
  int q = __mgpu_rem_half(a, &r);
  __mgpu_dd t = __mgpu_pi_times(r), v;
  __mgpu_dd t2 = __mgpu_dd_mul(t, t), t4 = __mgpu_dd_mul(t2, t2);
  double z = t2.hi;
  if (q & 1) { /* 1 - t^2/2 + t^4/24 - t^6 (1/720 - ...) */
    double p = 1.0 / 6402373705728000.0; /* 1/18! */
    p = p * z - 1.0 / 20922789888000.0;
    p = p * z + 1.0 / 87178291200.0;
    p = p * z - 1.0 / 479001600.0;
    p = p * z + 1.0 / 3628800.0;
    p = p * z - 1.0 / 40320.0;
    p = p * z + 1.0 / 720.0;
    v = __mgpu_dd_add(__mgpu_dd_of(1.0, 0.0), __mgpu_dd_of(-0.5 * t2.hi, -0.5 * t2.lo));
    v = __mgpu_dd_add(v, __mgpu_dd_div_d(t4, 24.0));
    v = __mgpu_fast_two_sum(v.hi, v.lo - t4.hi * z * p);
  } else { /* t - t^3/6 + t^5/120 - t^7 (1/5040 - ...) */
    __mgpu_dd t3 = __mgpu_dd_mul(t2, t), t5 = __mgpu_dd_mul(t4, t);
    double p = -1.0 / 121645100408832000.0; /* -1/19! */
    p = p * z + 1.0 / 355687428096000.0;
    p = p * z - 1.0 / 1307674368000.0;
    p = p * z + 1.0 / 6227020800.0;
    p = p * z - 1.0 / 39916800.0;
    p = p * z + 1.0 / 362880.0;
    p = p * z - 1.0 / 5040.0;
    v = __mgpu_dd_add(t, __mgpu_dd_neg(__mgpu_dd_div_d(t3, 6.0)));
    v = __mgpu_dd_add(v, __mgpu_dd_div_d(t5, 120.0));
    v = __mgpu_fast_two_sum(v.hi, v.lo + t5.hi * z * p);
  }
  return (q & 2) ? __mgpu_dd_neg(v) : v;
}
/* lgamma(x) for x = xh + xl > 0.2 (xl = 0 or tiny), as hi + lo */
__MGPU_M __mgpu_dd __mgpu_lgamma_pos(double xh, double xl) {
  __MGPU_EXACT
  if (xh >= 0.8 && xh <= 1.2)
    return __mgpu_lgamma_series(__mgpu_lgamma_c1, __mgpu_lgamma_c1_lo, 25, xh - 1.0, xl);
  if (xh > 1.2 && xh < 1.8)
    return __mgpu_lgamma_series(__mgpu_lgamma_c15, __mgpu_lgamma_c15_lo, 25, xh - 1.5, xl);
  if (xh >= 1.8 && xh <= 2.25)
    return __mgpu_lgamma_series(__mgpu_lgamma_c2, __mgpu_lgamma_c2_lo, 21, xh - 2.0, xl);
  if (xh >= 10.0)
    return __mgpu_lgamma_stirling(xh, xl);
  /* lgamma(x) = lgamma(x + n) - log(x (x+1) ... (x+n-1)), x + n >= 10 */
  int n = (int)(10.0 - xh) + 1;
  __mgpu_dd p = __mgpu_dd_of(xh, xl);
  for (int i = 1; i < n; i++)
    p = __mgpu_dd_mul(p, __mgpu_dd_add(__mgpu_two_sum(xh, (double)i), __mgpu_dd_of(xl, 0.0)));
  __mgpu_dd z = __mgpu_dd_add(__mgpu_two_sum(xh, (double)n), __mgpu_dd_of(xl, 0.0));
  return __mgpu_dd_sub(__mgpu_lgamma_stirling(z.hi, z.lo), __mgpu_log_of_dd(p));
}
/* log|gamma(x)| as hi + lo and the sign of gamma(x), for finite x that is
 * not 0 or a negative integer */
__MGPU_M __mgpu_dd __mgpu_lgamma_signed(double x, int *sign) {
  __MGPU_EXACT
  *sign = 1;
  if (x > 0.2)
    return __mgpu_lgamma_pos(x, 0.0);
  if (x > -0.2) { /* gamma(x) = gamma(1 + x) / x, the series around 1 at e = x */
    if (x < 0.0)
      *sign = -1;
    __mgpu_dd l = __mgpu_lgamma_series(__mgpu_lgamma_c1, __mgpu_lgamma_c1_lo, 25, x, 0.0);
    return __mgpu_dd_sub(l, __mgpu_log_dd(__builtin_fabs(x)));
  }
  /* reflection: gamma(x) = pi / (sin(pi x) gamma(1 - x)); 1 - x as hi + lo,
   * sin(pi x) = -sin(pi |x|) */
  __mgpu_dd y = __mgpu_two_sum(1.0, -x);
  __mgpu_dd s = __mgpu_sinpi_acc(-x);
  if (s.hi > 0.0) {
    *sign = -1;
  } else {
    s = __mgpu_dd_neg(s);
  }
  __mgpu_dd l = __mgpu_dd_add(__mgpu_log_of_dd(s), __mgpu_lgamma_pos(y.hi, y.lo));
  return __mgpu_dd_sub(__mgpu_dd_of(__MGPU_LN_PI_HI, __MGPU_LN_PI_LO), l);
}
__MGPU_M double __mgpu_lgamma(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (__mgpu_isinf(x) || x == 0.0 || (x < 0.0 && __builtin_trunc(x) == x))
    return __mgpu_inf(); /* the poles */
  if (x > 0x1.754d9278b51a7p+1014) /* lgamma(x) > DBL_MAX */
    return __mgpu_inf();
  int sign;
  __mgpu_dd l = __mgpu_lgamma_signed(x, &sign);
  return l.hi + l.lo;
}
__MGPU_M double __mgpu_tgamma(double x) {
  __MGPU_EXACT
  if (x != x || x == __mgpu_inf())
    return x;
  if (x == 0.0)
    return __builtin_copysign(__mgpu_inf(), x);
  if (x < 0.0 && __builtin_trunc(x) == x)
    return __mgpu_nan(); /* negative integers and -inf */
  if (x > 171.6243769563027)
    return __mgpu_inf();
  if (x < -190.0) { /* |gamma(x)| < 2^-1100: a zero with the sign (-1)^ceil(-x) */
    double k = __builtin_floor(-x);
    return (k == 2.0 * __builtin_floor(0.5 * k)) ? -0.0 : 0.0;
  }
  int sign;
  __mgpu_dd l = __mgpu_lgamma_signed(x, &sign);
  double r = __mgpu_exp_dd(l.hi, l.lo);
  return sign < 0 ? -r : r;
}

/* ---- erfcx, erfinv, erfcinv, normcdf, normcdfinv ----------------------------- */
/* erf(x) for |x| <= 0.5 (a little beyond too) as hi + lo, relative error
 * about 2^-59: the series 2/sqrt(pi) x (1 - x^2/3 + sum_(n>=2) (-x^2)^n /
 * (n! (2n+1))) with its first two terms in double-double */
__MGPU_M __mgpu_dd __mgpu_erf_small_dd(double x) {
  __MGPU_EXACT
  __mgpu_dd z = __mgpu_two_prod(x, x);
  double t = -z.hi, s = 0.0;
  for (int n = 2; n <= 17; n++) {
    t *= -z.hi / n;
    s += t / (2 * n + 1);
  }
  __mgpu_dd u = __mgpu_dd_add(__mgpu_dd_of(1.0, s), __mgpu_dd_neg(__mgpu_dd_div_d(z, 3.0)));
  return __mgpu_dd_mul(__mgpu_dd_of(__MGPU_2_SQRTPI_HI, __MGPU_2_SQRTPI_LO), __mgpu_dd_mul_d(u, x));
}
/* erfcx(x) = exp(x^2) erfc(x) as hi + lo for x >= 0 */
__MGPU_M __mgpu_dd __mgpu_erfcx_dd(double x) {
  __MGPU_EXACT
  if (x < 0.5) { /* exp(x^2) (1 - erf(x)) */
    __mgpu_dd x2 = __mgpu_two_prod(x, x);
    __mgpu_dd e = __mgpu_exp_to_dd(x2.hi, x2.lo);
    return __mgpu_dd_mul(e, __mgpu_dd_sub(__mgpu_dd_of(1.0, 0.0), __mgpu_erf_small_dd(x)));
  }
  if (x < 6.5) { /* the Taylor table of erfc */
    int j = (int)((x - 0.5) * 2.0);
    double h = x - (0.75 + 0.5 * j);
    const double *a = __mgpu_erfcx_tab[j];
    double p = a[21];
    for (int k = 20; k >= 1; k--)
      p = p * h + a[k];
    return __mgpu_fast_two_sum(a[0], __mgpu_erfcx_lo[j] + h * p);
  }
  /* the continued fraction of erfc: 1/sqrt(pi) / (x + (1/2)/(x + 1/(x + ...))),
   * its last step in double-double */
  if (x == __mgpu_inf())
    return __mgpu_dd_of(0.0, 0.0);
  double k = x;
  if (x < 0x1p27)
    for (int n = 60; n >= 2; n--)
      k = x + 0.5 * n / k;
  __mgpu_dd K = __mgpu_two_sum(x, 0.5 / k);
  return __mgpu_dd_div(__mgpu_dd_of(__MGPU_1_SQRTPI, __MGPU_1_SQRTPI_LO), K);
}
__MGPU_M double __mgpu_erfcx(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x >= 0.0) {
    __mgpu_dd r = __mgpu_erfcx_dd(x);
    return r.hi + r.lo;
  }
  if (x > -0.5) { /* exp(x^2) (1 - erf(x)) */
    __mgpu_dd x2 = __mgpu_two_prod(x, x);
    __mgpu_dd e = __mgpu_exp_to_dd(x2.hi, x2.lo);
    __mgpu_dd r = __mgpu_dd_mul(e, __mgpu_dd_sub(__mgpu_dd_of(1.0, 0.0), __mgpu_erf_small_dd(x)));
    return r.hi + r.lo;
  }
  if (x < -26.7) /* 2 exp(x^2) overflows */
    return __mgpu_inf();
  /* 2 exp(x^2) - erfcx(-x) */
  __mgpu_dd x2 = __mgpu_two_prod(x, x);
  int k;
  __mgpu_dd v = __mgpu_exp_core(x2.hi, x2.lo, &k);
  __mgpu_dd c = __mgpu_erfcx_dd(-x);
  double s = __mgpu_ldexp(1.0, -k - 1);
  __mgpu_dd r = __mgpu_dd_sub(v, __mgpu_dd_of(c.hi * s, c.lo * s));
  return __mgpu_ldexp(r.hi + r.lo, k + 1);
}
/* y with erf(y) = X (X = hi + lo, 0 < X <= erf(0.5)), as hi + lo: Newton
 * from the first terms of the series of erfinv; the residual erf(y) - X in
 * double-double. */
__MGPU_M __mgpu_dd __mgpu_inverf_small(__mgpu_dd X) {
  __MGPU_EXACT
  double x = X.hi, z = x * x;
  /* sqrt(pi)/2 (x + pi/12 x^3 + 7 pi^2/480 x^5 + 127 pi^3/40320 x^7) */
  double y = 0.886226925452758 * x * (1.0 + z * (0.2617993877991494 + z * (0.14393173084921979 + z * 0.09766361950392052)));
  double dy = 0.0;
  for (int i = 0; i < 3; i++) {
    __mgpu_dd f = __mgpu_dd_sub(__mgpu_erf_small_dd(y), X);
    dy = -(f.hi + f.lo) / (__MGPU_2_SQRTPI_HI * __mgpu_exp(-y * y));
    if (i < 2) {
      y += dy;
      dy = 0.0;
    }
  }
  return __mgpu_fast_two_sum(y, dy);
}
/* y with erfc(y) = t for 0 < t <= erfc(0.5), as hi + lo: Newton on
 * g(y) = -y^2 + log(erfcx(y)) - log(t), which is nearly linear (and has no
 * underflow down to the smallest t), from a closed-form estimate of
 * erfinv (Winitzki's, relative error below 0.2%). */
__MGPU_M __mgpu_dd __mgpu_inverfc_tail(double t) {
  __MGPU_EXACT
  __mgpu_dd lt = __mgpu_log_dd(t);
  double L = __mgpu_log(t * (2.0 - t)); /* log(1 - x^2), x = 1 - t */
  double a = 0.147, B = 2.0 / (__MGPU_PI_HI * a) + 0.5 * L;
  double y = __builtin_sqrt((-L / a) / (__builtin_sqrt(B * B - L / a) + B));
  if (y < 0.47)
    y = 0.47;
  double dy = 0.0;
  for (int i = 0; i < 4; i++) {
    __mgpu_dd e = __mgpu_erfcx_dd(y);
    __mgpu_dd g = __mgpu_dd_add(__mgpu_log_of_dd(e), __mgpu_dd_neg(__mgpu_two_prod(y, y)));
    g = __mgpu_dd_sub(g, lt);
    /* g'(y) = -2 / (sqrt(pi) erfcx(y)) */
    dy = (g.hi + g.lo) * (0.5 * __MGPU_SQRTPI_HI) * e.hi;
    if (i < 3) {
      y += dy;
      dy = 0.0;
    }
  }
  return __mgpu_fast_two_sum(y, dy);
}
/* erfcinv(t) for 0 < t < 1, as hi + lo */
__MGPU_M __mgpu_dd __mgpu_erfcinv_dd(double t) {
  __MGPU_EXACT
  if (t <= 0.4795001221869535) /* erfc(0.5) */
    return __mgpu_inverfc_tail(t);
  return __mgpu_inverf_small(__mgpu_two_sum(1.0, -t));
}
__MGPU_M double __mgpu_erfinv(double x) {
  __MGPU_EXACT
  double ax = __builtin_fabs(x);
  if (x != x || x == 0.0)
    return x;
  if (ax > 1.0)
    return __mgpu_nan();
  if (ax == 1.0)
    return __builtin_copysign(__mgpu_inf(), x);
  __mgpu_dd y = ax <= 0.5204998778130465 /* erf(0.5) */
                    ? __mgpu_inverf_small(__mgpu_dd_of(ax, 0.0))
                    : __mgpu_inverfc_tail(1.0 - ax); /* exact */
  return __builtin_copysign(y.hi + y.lo, x);
}
__MGPU_M double __mgpu_erfcinv(double t) {
  __MGPU_EXACT
  if (t != t)
    return t;
  if (t < 0.0 || t > 2.0)
    return __mgpu_nan();
  if (t == 0.0)
    return __mgpu_inf();
  if (t == 2.0)
    return -__mgpu_inf();
  if (t == 1.0)
    return 0.0;
  if (t > 1.0) { /* erfcinv(t) = -erfcinv(2 - t), 2 - t exact */
    __mgpu_dd y = __mgpu_erfcinv_dd(2.0 - t);
    return -(y.hi + y.lo);
  }
  __mgpu_dd y = __mgpu_erfcinv_dd(t);
  return y.hi + y.lo;
}
/* normcdfinv(p) = -sqrt(2) erfcinv(2p) */
__MGPU_M double __mgpu_normcdfinv(double p) {
  __MGPU_EXACT
  if (p != p)
    return p;
  if (p < 0.0 || p > 1.0)
    return __mgpu_nan();
  if (p == 0.0)
    return -__mgpu_inf();
  if (p == 1.0)
    return __mgpu_inf();
  if (p == 0.5)
    return 0.0;
  int upper = p > 0.5;
  __mgpu_dd y = __mgpu_erfcinv_dd(upper ? 2.0 - 2.0 * p : 2.0 * p); /* both exact */
  __mgpu_dd r = __mgpu_dd_mul(y, __mgpu_dd_of(__MGPU_SQRT2_HI, __MGPU_SQRT2_LO));
  return upper ? r.hi + r.lo : -(r.hi + r.lo);
}
/* erfc(z)/2 for z = zh + zl >= 0.5, as exp(-z^2 + log(erfcx(z)/2)): one
 * rounding, no underflow before the end */
__MGPU_M double __mgpu_half_erfc_dd(double zh, double zl) {
  __MGPU_EXACT
  __mgpu_dd e = __mgpu_erfcx_dd(zh);
  /* erfcx'(z) = 2 z erfcx(z) - 2/sqrt(pi) */
  e = __mgpu_fast_two_sum(e.hi, e.lo + zl * (2.0 * zh * e.hi - __MGPU_2_SQRTPI_HI));
  __mgpu_dd z = __mgpu_dd_of(zh, zl);
  __mgpu_dd a = __mgpu_dd_sub(__mgpu_log_of_dd(e), __mgpu_dd_mul(z, z));
  a = __mgpu_dd_sub(a, __mgpu_dd_of(__MGPU_LN2_HI, __MGPU_LN2_LO));
  return __mgpu_exp_dd(a.hi, a.lo);
}
/* normcdf(x) = erfc(-x/sqrt(2))/2, with -x/sqrt(2) in double-double */
__MGPU_M double __mgpu_normcdf(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  if (x > 9.0) /* 1 - normcdf(x) < 2^-60 */
    return 1.0;
  if (x < -40.0) /* below the smallest subnormal */
    return 0.0;
  __mgpu_dd z = __mgpu_dd_mul_d(__mgpu_dd_of(-__MGPU_1_SQRT2_HI, -__MGPU_1_SQRT2_LO), x);
  if (z.hi >= 0.5)
    return __mgpu_half_erfc_dd(z.hi, z.lo);
  if (z.hi <= -0.5)
    return 1.0 - __mgpu_half_erfc_dd(-z.hi, -z.lo);
  /* (1 - erf(z)) / 2, erf's derivative carrying the low part of z */
  __mgpu_dd e = __mgpu_erf_small_dd(z.hi);
  e.lo += z.lo * __MGPU_2_SQRTPI_HI * __mgpu_exp(-z.hi * z.hi);
  __mgpu_dd r = __mgpu_dd_sub(__mgpu_dd_of(1.0, 0.0), e);
  return 0.5 * (r.hi + r.lo);
}

/* ---- Bessel functions ------------------------------------------------------ */
/* sin(x) and cos(x) as hi + lo */
__MGPU_M void __mgpu_sincos_dd(double x, __mgpu_dd *s, __mgpu_dd *c) {
  __MGPU_EXACT
  __mgpu_dd r;
  int q = __mgpu_rem_pio2(x, &r);
  __mgpu_dd sv = __mgpu_sin_kernel(r), cv = __mgpu_cos_kernel(r);
  __mgpu_dd ss = (q & 1) ? cv : sv, cc = (q & 1) ? sv : cv;
  *s = (q & 2) ? __mgpu_dd_neg(ss) : ss;
  *c = ((q + 1) & 2) ? __mgpu_dd_neg(cc) : cc;
}
/* The power series of J_nu and Y_nu (nu = 0, 1) at 0 <= x < 25, in
 * double-double (their terms reach 2^30 there and cancel):
 *   S = sum_k (-q)^k / (k! (k+nu)!),   q = x^2/4, J_nu(x) = (x/2)^nu S,
 *   T = sum_k (-q)^k (H_k + H_(k+nu)) / (k! (k+nu)!)  (H_k harmonic numbers),
 *   Y_nu(x) = (2/pi) (log(x/2) + euler) J_nu(x) - (x/2)^nu T / pi - nu 2/(pi x).
 * T only when want_t. */
__MGPU_M void __mgpu_bessel_series(double x, int nu, int want_t, __mgpu_dd *S, __mgpu_dd *T) {
  __MGPU_EXACT
  __mgpu_dd q = __mgpu_two_prod(0.5 * x, 0.5 * x);
  q = __mgpu_dd_neg(q);
  __mgpu_dd t = __mgpu_dd_of(1.0, 0.0), s = t, h = __mgpu_dd_of(0.0, 0.0);
  __mgpu_dd u = __mgpu_dd_of(nu ? 1.0 : 0.0, 0.0); /* T's k = 0 term: H_0 + H_nu */
  for (int k = 1; k < 100; k++) {
    t = __mgpu_dd_div_d(__mgpu_dd_mul(t, q), (double)(k * (k + nu)));
    s = __mgpu_dd_add(s, t);
    if (want_t) {
      h = __mgpu_dd_add(h, __mgpu_dd_div_d(__mgpu_dd_of(1.0, 0.0), (double)k)); /* H_k */
      __mgpu_dd hh = __mgpu_dd_of(2.0 * h.hi, 2.0 * h.lo);
      if (nu)
        hh = __mgpu_dd_add(hh, __mgpu_dd_div_d(__mgpu_dd_of(1.0, 0.0), (double)(k + 1)));
      u = __mgpu_dd_add(u, __mgpu_dd_mul(t, hh));
    }
    if (__builtin_fabs(t.hi) < 1e-36)
      break;
  }
  *S = s;
  *T = u;
}
/* Hankel's expansion for x >= 25: J_nu(x) = (P cos w - Q sin w) sqrt(2/(pi x)),
 * Y_nu(x) = (P sin w + Q cos w) sqrt(2/(pi x)), w = x - (nu/2 + 1/4) pi,
 * P - i Q = sum_k (i)^k a_k(nu) / x^k, a_k = prod_(j<=k) (4nu^2 - (2j-1)^2) / (k! 8^k).
 * Its smallest term is about e^-2x (2^-72 at 25). sin x and cos x come
 * from the exact reduction, so the phase carries no rounding error. */
__MGPU_M void __mgpu_bessel_hankel(double x, int nu, __mgpu_dd *j, __mgpu_dd *y) {
  __MGPU_EXACT
  double mu = 4.0 * nu * nu, t = 1.0, p = 0.0, qq = 0.0, last = 1.0;
  for (int k = 1; k < 60; k++) {
    double odd = 2.0 * k - 1.0;
    t *= (mu - odd * odd) / (8.0 * k * x);
    double at = __builtin_fabs(t);
    if (at > last || at < 0x1p-64) /* the asymptotic series starts to diverge, or is done */
      break;
    last = at;
    /* (i)^k: k = 1: Q += t; 2: P -= t; 3: Q -= t; 4: P += t */
    switch (k & 3) {
    case 1: qq += t; break;
    case 2: p -= t; break;
    case 3: qq -= t; break;
    default: p += t; break;
    }
  }
  __mgpu_dd s, c;
  __mgpu_sincos_dd(x, &s, &c);
  /* A = sqrt(2) cos w, B = sqrt(2) sin w */
  __mgpu_dd A, B;
  if (nu == 0) {
    A = __mgpu_dd_add(c, s);
    B = __mgpu_dd_sub(s, c);
  } else {
    A = __mgpu_dd_sub(s, c);
    B = __mgpu_dd_neg(__mgpu_dd_add(s, c));
  }
  /* 1/sqrt(pi x) = (1/sqrt(pi)) / sqrt(x) */
  __mgpu_dd f = __mgpu_dd_div(__mgpu_dd_of(__MGPU_1_SQRTPI, __MGPU_1_SQRTPI_LO), __mgpu_sqrt_dd(x));
  __mgpu_dd jv = __mgpu_fast_two_sum(A.hi, A.lo + (p * A.hi - qq * B.hi));
  __mgpu_dd yv = __mgpu_fast_two_sum(B.hi, B.lo + (p * B.hi + qq * A.hi));
  *j = __mgpu_dd_mul(jv, f);
  *y = __mgpu_dd_mul(yv, f);
}
/* J_nu(x) for x >= 0, nu = 0 or 1, as hi + lo (x finite) */
__MGPU_M __mgpu_dd __mgpu_bessel_j01(double x, int nu) {
  __MGPU_EXACT
  if (x >= 25.0) {
    __mgpu_dd j, y;
    __mgpu_bessel_hankel(x, nu, &j, &y);
    return j;
  }
  __mgpu_dd S, T;
  __mgpu_bessel_series(x, nu, 0, &S, &T);
  if (nu == 0)
    return S;
  __mgpu_dd r = __mgpu_dd_mul_d(S, x);
  return __mgpu_dd_of(0.5 * r.hi, 0.5 * r.lo);
}
/* Y_nu(x) for x > 0 finite, nu = 0 or 1, as hi + lo */
__MGPU_M __mgpu_dd __mgpu_bessel_y01(double x, int nu) {
  __MGPU_EXACT
  if (x >= 25.0) {
    __mgpu_dd j, y;
    __mgpu_bessel_hankel(x, nu, &j, &y);
    return y;
  }
  __mgpu_dd S, T;
  __mgpu_bessel_series(x, nu, 1, &S, &T);
  /* log(x/2) + euler */
  __mgpu_dd l = __mgpu_dd_add(__mgpu_log_dd(x), __mgpu_dd_of(__MGPU_EULER_HI - __MGPU_LN2_HI, __MGPU_EULER_LO - __MGPU_LN2_LO));
  __mgpu_dd r = __mgpu_dd_mul(__mgpu_dd_mul(l, S), __mgpu_dd_of(__MGPU_2_PI_HI, __MGPU_2_PI_LO));
  __mgpu_dd u = __mgpu_dd_mul(T, __mgpu_dd_of(__MGPU_1_PI_HI, __MGPU_1_PI_LO));
  if (nu == 0)
    return __mgpu_dd_sub(r, u);
  /* nu = 1: (x/2) ((2/pi) l S - T/pi) - 2/(pi x) */
  __mgpu_dd v = __mgpu_dd_mul_d(__mgpu_dd_sub(r, u), 0.5 * x);
  return __mgpu_dd_sub(v, __mgpu_dd_div_d(__mgpu_dd_of(__MGPU_2_PI_HI, __MGPU_2_PI_LO), x));
}
__MGPU_M double __mgpu_j0(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  double ax = __builtin_fabs(x);
  if (__mgpu_isinf(ax))
    return 0.0;
  __mgpu_dd r = __mgpu_bessel_j01(ax, 0);
  return r.hi + r.lo;
}
__MGPU_M double __mgpu_j1(double x) {
  __MGPU_EXACT
  if (x != x || x == 0.0)
    return x;
  double ax = __builtin_fabs(x);
  if (__mgpu_isinf(ax))
    return __builtin_copysign(0.0, x);
  __mgpu_dd r = __mgpu_bessel_j01(ax, 1);
  double v = r.hi + r.lo;
  return x < 0.0 ? -v : v;
}
/* the value of Y at x = 0, x < 0, +inf, NaN; 0 when x is ordinary */
__MGPU_M int __mgpu_bessel_y_special(double x, double *r) {
  __MGPU_EXACT
  if (x != x) {
    *r = x;
    return 1;
  }
  if (x < 0.0) {
    *r = __mgpu_nan();
    return 1;
  }
  if (x == 0.0) {
    *r = -__mgpu_inf();
    return 1;
  }
  if (__mgpu_isinf(x)) {
    *r = 0.0;
    return 1;
  }
  return 0;
}
__MGPU_M double __mgpu_y0(double x) {
  __MGPU_EXACT
  double r;
  if (__mgpu_bessel_y_special(x, &r))
    return r;
  __mgpu_dd v = __mgpu_bessel_y01(x, 0);
  return v.hi + v.lo;
}
__MGPU_M double __mgpu_y1(double x) {
  __MGPU_EXACT
  double r;
  if (__mgpu_bessel_y_special(x, &r))
    return r;
  if (x < 1e-300) /* -2/(pi x), overflowing below 3.5e-309 */
    return -__MGPU_2_PI_HI / x;
  __mgpu_dd v = __mgpu_bessel_y01(x, 1);
  return v.hi + v.lo;
}
/* J_n(x) for n >= 2, x > 0 finite */
__MGPU_M double __mgpu_bessel_jn_pos(int n, double x) {
  __MGPU_EXACT
  if (n < x) {
    /* forward recurrence J_(k+1) = (2k/x) J_k - J_(k-1): stable while k < x */
    __mgpu_dd a = __mgpu_bessel_j01(x, 0), b = __mgpu_bessel_j01(x, 1);
    for (int k = 1; k < n; k++) {
      __mgpu_dd c = __mgpu_dd_sub(__mgpu_dd_div_d(__mgpu_dd_mul_d(b, 2.0 * k), x), a);
      a = b;
      b = c;
    }
    return b.hi + b.lo;
  }
  /* J_n(x) <= (x/2)^n / n!: zero when that is below the subnormals */
  if (n * __mgpu_log(0.5 * x) - __mgpu_lgamma(n + 1.0) < -760.0)
    return 0.0;
  /* Miller: the continued fraction J_n/J_(n-1) = 1/(2n/x - 1/(2(n+1)/x - ...))
   * (modified Lentz) tells how deep the backward recurrence must start */
  double tiny = 0x1p-600, f = tiny, C = f, D = 0.0;
  int K = n;
  for (int j = 1; j < 100000; j++) {
    double b = 2.0 * (n + j - 1) / x, a = j == 1 ? 1.0 : -1.0;
    D = b + a * D;
    if (D == 0.0)
      D = tiny;
    C = b + a / C;
    if (C == 0.0)
      C = tiny;
    D = 1.0 / D;
    double delta = C * D;
    f *= delta;
    K = n + j - 1;
    if (__builtin_fabs(delta - 1.0) < 0x1p-52)
      break;
  }
  K += 16 + (K - n) / 4;
  /* backward recurrence f_(k-1) = (2k/x) f_k - f_(k+1) from f_(K+1) = 0,
   * f_K = 1, rescaled by 2^-600 when large; J_n = f_n J_0/f_0 or f_n J_1/f_1 */
  __mgpu_dd fk1 = __mgpu_dd_of(0.0, 0.0), fk = __mgpu_dd_of(1.0, 0.0), fn = fk;
  int scaled = 0;
  for (int k = K; k >= 1; k--) {
    __mgpu_dd fm = __mgpu_dd_sub(__mgpu_dd_div_d(__mgpu_dd_mul_d(fk, 2.0 * k), x), fk1);
    fk1 = fk;
    fk = fm; /* f_(k-1) */
    if (k - 1 == n)
      fn = fk;
    if (__builtin_fabs(fk.hi) > 0x1p600) {
      fk = __mgpu_dd_of(fk.hi * 0x1p-600, fk.lo * 0x1p-600);
      fk1 = __mgpu_dd_of(fk1.hi * 0x1p-600, fk1.lo * 0x1p-600);
      if (k - 1 < n)
        scaled++;
      else
        fn = fk;
    }
  }
  /* fk = f_0, fk1 = f_1 */
  __mgpu_dd j0 = __mgpu_bessel_j01(x, 0), j1 = __mgpu_bessel_j01(x, 1), r;
  if (__builtin_fabs(j0.hi) >= __builtin_fabs(j1.hi))
    r = __mgpu_dd_mul(__mgpu_dd_div(fn, fk), j0);
  else
    r = __mgpu_dd_mul(__mgpu_dd_div(fn, fk1), j1);
  return __mgpu_ldexp(r.hi + r.lo, -600 * scaled);
}
__MGPU_M double __mgpu_jn(int n, double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  /* J_-n = (-1)^n J_n, J_n(-x) = (-1)^n J_n(x) */
  int neg = 0;
  if (n < 0) {
    n = n == -2147483647 - 1 ? 2147483647 : -n; /* INT_MIN: as glibc, near enough */
    neg = n & 1;
  }
  if (__builtin_signbit(x)) {
    x = -x;
    neg ^= n & 1;
  }
  double r;
  if (n == 0)
    r = __mgpu_j0(x);
  else if (n == 1)
    r = __mgpu_j1(x);
  else if (x == 0.0 || __mgpu_isinf(x))
    r = 0.0;
  else
    r = __mgpu_bessel_jn_pos(n, x);
  return neg ? -r : r;
}
__MGPU_M double __mgpu_yn(int n, double x) {
  __MGPU_EXACT
  int neg = 0;
  if (n < 0) {
    n = n == -2147483647 - 1 ? 2147483647 : -n;
    neg = n & 1;
  }
  double r;
  if (__mgpu_bessel_y_special(x, &r))
    return (neg && r == -__mgpu_inf()) ? -r : r;
  if (n == 0)
    return __mgpu_y0(x);
  if (n == 1) {
    r = __mgpu_y1(x);
    return neg ? -r : r;
  }
  if (x < 1e-300) /* Y_n(x) < -(2/x)^n/pi: overflows */
    return neg ? __mgpu_inf() : -__mgpu_inf();
  /* forward recurrence Y_(k+1) = (2k/x) Y_k - Y_(k-1): Y dominates, stable;
   * rescaled by 2^-512 as it grows, so that overflow happens only at the end */
  __mgpu_dd a = __mgpu_bessel_y01(x, 0), b = __mgpu_bessel_y01(x, 1);
  int scaled = 0;
  for (int k = 1; k < n && scaled < 5; k++) {
    while (__builtin_fabs(b.hi) * (2.0 * k / x) > 0x1p900 && scaled < 5) {
      a = __mgpu_dd_of(a.hi * 0x1p-512, a.lo * 0x1p-512);
      b = __mgpu_dd_of(b.hi * 0x1p-512, b.lo * 0x1p-512);
      scaled++;
    }
    __mgpu_dd c = __mgpu_dd_sub(__mgpu_dd_div_d(__mgpu_dd_mul_d(b, 2.0 * k), x), a);
    a = b;
    b = c;
  }
  /* beyond 2^2048 (scaled == 5) the value is infinite whatever b holds */
  r = scaled >= 5 ? __builtin_copysign(__mgpu_inf(), b.hi) : __mgpu_ldexp(b.hi + b.lo, 512 * scaled);
  return neg ? -r : r;
}
/* I_nu(x), nu = 0 or 1, x >= 0: the power series (all terms positive) below
 * 25, above it exp(x - log(2 pi x)/2 + log(sum_k (-1)^k a_k(nu) / x^k)). */
__MGPU_M double __mgpu_bessel_i01(double x, int nu) {
  __MGPU_EXACT
  if (x < 25.0) {
    __mgpu_dd q = __mgpu_two_prod(0.5 * x, 0.5 * x);
    __mgpu_dd t = __mgpu_dd_of(1.0, 0.0), s = t;
    for (int k = 1; k < 100; k++) {
      t = __mgpu_dd_div_d(__mgpu_dd_mul(t, q), (double)(k * (k + nu)));
      s = __mgpu_dd_add(s, t);
      if (t.hi < 1e-34 * s.hi)
        break;
    }
    if (nu == 0)
      return s.hi + s.lo;
    __mgpu_dd r = __mgpu_dd_mul_d(s, x);
    return 0.5 * (r.hi + r.lo);
  }
  if (x > 720.0)
    return __mgpu_inf();
  double mu = 4.0 * nu * nu, t = 1.0, sum = 0.0, last = 1.0;
  for (int k = 1; k < 60; k++) {
    double odd = 2.0 * k - 1.0;
    t *= -(mu - odd * odd) / (8.0 * k * x);
    double at = __builtin_fabs(t);
    if (at > last || at < 0x1p-64)
      break;
    last = at;
    sum += t;
  }
  __mgpu_dd l = __mgpu_log_of_dd(__mgpu_dd_mul_d(__mgpu_dd_of(2.0 * __MGPU_PI_HI, 2.0 * __MGPU_PI_LO), x));
  __mgpu_dd a = __mgpu_dd_add(__mgpu_two_sum(x, __mgpu_log1p(sum)), __mgpu_dd_of(-0.5 * l.hi, -0.5 * l.lo));
  return __mgpu_exp_dd(a.hi, a.lo);
}
__MGPU_M double __mgpu_cyl_bessel_i0(double x) {
  __MGPU_EXACT
  if (x != x)
    return x;
  return __mgpu_bessel_i01(__builtin_fabs(x), 0);
}
__MGPU_M double __mgpu_cyl_bessel_i1(double x) {
  __MGPU_EXACT
  if (x != x || x == 0.0)
    return x;
  double r = __mgpu_bessel_i01(__builtin_fabs(x), 1);
  return x < 0.0 ? -r : r;
}

#endif /* MGPU_MATH_SPECIAL_H */
