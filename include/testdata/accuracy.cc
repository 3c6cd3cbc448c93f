// accuracy.cc — measures the error of the math functions of __mgpu_math.h
// against the host libm (include/headers_test.go builds and runs it).
//
// Double functions are compared with the long double (64-bit mantissa)
// libm function, single-precision ones with the double libm function, so
// the reference itself is about 2^-11 ulp or better. For every function it
// prints one line:
//   NAME max_ulp WORST_INPUT special_mismatches
// where special_mismatches counts inputs whose reference is NaN, infinite
// or zero and whose result is not the same (NaN for NaN; equal, sign of
// zero included, otherwise). Functions the libm lacks (sinpi, erfinv,
// normcdf, erfcx, I0, ...) get long double references written below; the
// Bessel functions and lgamma on x < 0 count ulps of a floor near their
// zeros (record_env); the directed-rounding operations are compared bit for
// bit with the host FPU under fesetround. ACC_TIME=1 prints each test's
// time on stderr.
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "__mgpu_math.h"

static uint64_t rng_state = 0x243f6a8885a308d3ull;
static uint64_t next_u64() {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static double unit() { return (double)(next_u64() >> 11) * 0x1p-53; }

// Samples from [lo, hi]: even i uniformly, odd i log-uniformly in magnitude
// (every binade equally often), so tiny and huge arguments both appear.
static double sample(int i, double lo, double hi) {
  if (i % 2 == 0)
    return lo + (hi - lo) * unit();
  double m = fmax(fabs(lo), fabs(hi));
  int emax = ilogb(m), emin = emax - 60;
  if (emin < -1074)
    emin = -1074;
  for (;;) {
    double v = ldexp(1.0 + unit(), emin + (int)(unit() * (emax - emin + 1)));
    if (next_u64() & 1)
      v = -v;
    if (v >= lo && v <= hi)
      return v;
    if (-v >= lo && -v <= hi)
      return -v;
  }
}

static const double kEdges[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 0x1p-1074, -0x1p-1074, 0x1p-1022,
                                0x1.fffffffffffffp+1023, -0x1.fffffffffffffp+1023, INFINITY, -INFINITY, NAN,
                                1e-300, 1e300, 3.141592653589793, 1.5707963267948966, 0.7853981633974483, 1e22,
                                6.5, 0.75, 27.0, 709.78, -745.1, 710.0, 1e-8, 0x1p-30, 0x1.6a09e667f3bcdp+0};
static const float kEdgesF[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 0x1p-149f, 0x1p-126f, FLT_MAX, -FLT_MAX,
                                INFINITY, -INFINITY, NAN, 3.14159265f, 1.57079633f, 1e30f, 88.7f, -103.9f, 1e-8f,
                                0x1p-30f, 1e10f, 105615.0f, 6.5f, 0.75f};

struct Stat {
  double worst = 0;
  double at_x = 0, at_y = 0;
  long special = 0;
};

static double ulp_of(long double ref, int mant_bits, int emin) {
  long double a = fabsl(ref);
  int e = a == 0 ? emin : ilogbl(a);
  if (e < emin)
    e = emin;
  return ldexp(1.0, e - (mant_bits - 1));
}

static void record(Stat &s, double got, long double ref, int mant_bits, int emin, double x, double y) {
  // a reference beyond the double range is what double arithmetic gives
  if (isinf((double)ref) || (double)ref == 0)
    ref = (double)ref;
  if (isnan(ref) || isinf(ref) || ref == 0) {
    bool ok = isnan(ref) ? isnan(got) : (got == (double)ref && signbit(got) == signbit((double)ref));
    if (!ok) {
      s.special++;
      if (s.worst < 1e9) {
        s.worst = 1e9;
        s.at_x = x;
        s.at_y = y;
      }
    }
    return;
  }
  double err;
  if (isnan(got) || isinf(got))
    err = 1e9;
  else
    err = (double)(fabsl((long double)got - ref) / ulp_of(ref, mant_bits, emin));
  if (err > s.worst) {
    s.worst = err;
    s.at_x = x;
    s.at_y = y;
  }
}

static void report(const char *name, const Stat &s) {
  printf("%s %.4f %a %a %ld\n", name, s.worst, s.at_x, s.at_y, s.special);
  if (getenv("ACC_TIME")) {
    static clock_t last;
    clock_t now = clock();
    fprintf(stderr, "%-14s %.3f s\n", name, (double)(now - last) / CLOCKS_PER_SEC);
    last = now;
  }
}

// A double reference beyond the float range is what float arithmetic gives.
static long double float_ref(double r) { return (float)r == 0 || isinf((float)r) ? (float)r : r; }

static int N = 40000;

typedef double (*D1)(double);
typedef long double (*L1)(long double);
typedef float (*F1)(float);
typedef double (*R1)(double);

static void test1(const char *name, D1 f, L1 ref, double lo, double hi, int n = -1) {
  Stat s;
  if (n < 0)
    n = N;
  for (double x : kEdges)
    record(s, f(x), ref(x), 53, -1022, x, 0);
  for (int i = 0; i < n; i++) {
    double x = sample(i, lo, hi);
    record(s, f(x), ref(x), 53, -1022, x, 0);
  }
  report(name, s);
}
static void test1f(const char *name, F1 f, R1 ref, double lo, double hi, int n = -1) {
  Stat s;
  if (n < 0)
    n = N;
  for (int i = -(int)(sizeof kEdgesF / sizeof kEdgesF[0]); i < n; i++) {
    float x = i < 0 ? kEdgesF[-1 - i] : (float)sample(i, lo, hi);
    record(s, f(x), float_ref(ref(x)), 24, -126, x, 0);
  }
  report(name, s);
}

typedef double (*D2)(double, double);
typedef long double (*L2)(long double, long double);
typedef float (*F2)(float, float);
typedef double (*R2)(double, double);

static void test2(const char *name, D2 f, L2 ref, double xlo, double xhi, double ylo, double yhi) {
  Stat s;
  for (double x : kEdges)
    for (double y : kEdges)
      record(s, f(x, y), ref(x, y), 53, -1022, x, y);
  for (int i = 0; i < N; i++) {
    double x = sample(i, xlo, xhi), y = sample(i / 2, ylo, yhi);
    record(s, f(x, y), ref(x, y), 53, -1022, x, y);
  }
  report(name, s);
}
static void test2f(const char *name, F2 f, R2 ref, double xlo, double xhi, double ylo, double yhi) {
  Stat s;
  for (float x : kEdgesF)
    for (float y : kEdgesF)
      record(s, f(x, y), float_ref(ref(x, y)), 24, -126, x, y);
  for (int i = 0; i < N; i++) {
    float x = (float)sample(i, xlo, xhi), y = (float)sample(i / 2, ylo, yhi);
    record(s, f(x, y), float_ref(ref(x, y)), 24, -126, x, y);
  }
  report(name, s);
}

// Functions whose error near their zeros is stated as an absolute error
// (the Bessel functions, lgamma on the negative axis): env(x) is a floor on
// the magnitude whose ulp the error is measured in, the envelope
// sqrt(2/(pi x)) of the oscillation for the Bessel functions beyond their
// first zero (0 below it: there the error is relative).
typedef long double (*Env)(double);
static void record_env(Stat &s, double got, long double ref, long double env, int mant_bits, int emin, double x,
                       double y) {
  if (env > 0 && fabsl(ref) < env && isfinite((double)ref) && (double)ref != 0 && isfinite(got)) {
    double err = (double)(fabsl((long double)got - ref) / ulp_of(env, mant_bits, emin));
    if (err > s.worst) {
      s.worst = err;
      s.at_x = x;
      s.at_y = y;
    }
    return;
  }
  record(s, got, ref, mant_bits, emin, x, y);
}
static void test1e(const char *name, D1 f, L1 ref, Env env, double lo, double hi, int n = -1) {
  Stat s;
  if (n < 0)
    n = N;
  for (double x : kEdges)
    record_env(s, f(x), ref(x), env(x), 53, -1022, x, 0);
  for (int i = 0; i < n; i++) {
    double x = sample(i, lo, hi);
    record_env(s, f(x), ref(x), env(x), 53, -1022, x, 0);
  }
  report(name, s);
}
static void test1fe(const char *name, F1 f, L1 ref, Env env, double lo, double hi, int n = -1) {
  Stat s;
  if (n < 0)
    n = N;
  for (int i = -(int)(sizeof kEdgesF / sizeof kEdgesF[0]); i < n; i++) {
    float x = i < 0 ? kEdgesF[-1 - i] : (float)sample(i, lo, hi);
    record_env(s, f(x), float_ref((double)ref(x)), env(x), 24, -126, x, 0);
  }
  report(name, s);
}
// A double function against a long double reference, for floats: the
// reference rounded to double (2^-29 ulp of float or better).
static void test1fl(const char *name, F1 f, L1 ref, double lo, double hi, int n = -1) {
  Stat s;
  if (n < 0)
    n = N;
  for (int i = -(int)(sizeof kEdgesF / sizeof kEdgesF[0]); i < n; i++) {
    float x = i < 0 ? kEdgesF[-1 - i] : (float)sample(i, lo, hi);
    record(s, f(x), float_ref((double)ref(x)), 24, -126, x, 0);
  }
  report(name, s);
}

// Exact functions: same(x) says whether the result equals libm's (NaN and
// the unspecified exponent of frexp(inf or NaN) aside); reported as 0 ulp or
// as 1e9 at the first differing input.
static bool same_d(double a, double b) { return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b)); }
static bool frexp_same(double x) {
  int e1 = 0, e2 = 0;
  double a = __mgpu_frexp(x, &e1), b = frexp(x, &e2);
  return same_d(a, b) && (e1 == e2 || !isfinite(x));
}
static bool modf_same(double x) {
  double i1, i2, a = __mgpu_modf(x, &i1), b = modf(x, &i2);
  return same_d(a, b) && same_d(i1, i2);
}
static bool ldexp_same(double x) {
  static const int ns[] = {-2100, -1100, -1074, -60, -3, 0, 5, 1000, 1023, 2100};
  for (int n : ns)
    if (!same_d(__mgpu_ldexp(x, n), ldexp(x, n)))
      return false;
  return true;
}
static bool frexpf_same(double xd) {
  float x = (float)xd;
  int e1 = 0, e2 = 0;
  float a = __mgpu_frexpf(x, &e1), b = frexpf(x, &e2);
  return same_d(a, b) && (e1 == e2 || !isfinite(x));
}
static bool modff_same(double xd) {
  float x = (float)xd, i1, i2, a = __mgpu_modff(x, &i1), b = modff(x, &i2);
  return same_d(a, b) && same_d(i1, i2);
}
static bool ldexpf_same(double xd) {
  float x = (float)xd;
  static const int ns[] = {-400, -300, -149, -20, 0, 7, 127, 300, 400};
  for (int n : ns)
    if (!same_d(__mgpu_ldexpf(x, n), ldexpf(x, n)))
      return false;
  return true;
}
static void test_exact(const char *name, bool (*same)(double), double lo, double hi) {
  Stat s;
  for (int i = -(int)(sizeof kEdges / sizeof kEdges[0]); i < N; i++) {
    double x = i < 0 ? kEdges[-1 - i] : sample(i, lo, hi);
    if (!same(x) && s.worst == 0) {
      s.worst = 1e9;
      s.at_x = x;
    }
  }
  report(name, s);
}

static long double rsqrt_l(long double x) { return 1.0L / sqrtl(x); }
static double rsqrt_d(double x) { return (double)(1.0L / sqrtl(x)); }
static long double exp10_l(long double x) { return exp10l(x); }
static double exp10_d(double x) { return exp10(x); }

// ---- references for the functions the host libm lacks (or has only as
// double): computed in long double, exact where an argument is reduced.
static const long double kPiL = 3.141592653589793238462643383279502884L;
static const long double k2SqrtPiL = 1.128379167095512573896158903121545172L;
// sin(pi r), cos(pi r) for exact |r| <= 1/2, through the function whose
// argument stays within pi/4 (cos near pi/2 would lose the product's
// rounding error relative to a tiny result)
static long double sinpi_r(double r) {
  double a = fabs(r);
  long double v = a <= 0.25 ? sinl(kPiL * a) : cosl(kPiL * (0.5 - a)); // 0.5 - a exact
  return r < 0 ? -v : v;
}
static long double cospi_r(double r) {
  double a = fabs(r);
  return a <= 0.25 ? cosl(kPiL * a) : sinl(kPiL * (0.5 - a));
}
// x mod 2 exactly, then into [-1/2, 1/2] by the symmetries
static long double sinpi_l(long double xl) {
  double x = (double)xl;
  if (!isfinite(x))
    return NAN;
  double r = fmod(x, 2.0); // exact
  if (r == 0)
    return copysign(0.0, x);
  if (r > 1)
    r -= 2;
  else if (r < -1)
    r += 2;
  if (r > 0.5)
    r = 1 - r;
  else if (r < -0.5)
    r = -1 - r;
  long double v = sinpi_r(r);
  return v == 0 ? copysign(0.0, x) : v;
}
static long double cospi_l(long double xl) {
  double x = fabs((double)xl);
  if (!isfinite(x))
    return NAN;
  double r = fmod(x, 2.0); // exact, in [0, 2)
  if (r > 1)
    r = 2 - r; // cos(pi r) = cos(pi (2 - r))
  if (r == 0.5)
    return 0.0;
  if (r > 0.5)
    return -cospi_r(1 - r); // cos(pi r) = -cos(pi (1 - r))
  return cospi_r(r);
}
static long double rcbrt_l(long double x) { return 1.0L / cbrtl(x); }
// erfc(x) exp(x^2), x^2 split into parts exact in long double
static long double erfcx_l(long double xl) {
  double x = (double)xl;
  if (isnan(x) || x == INFINITY)
    return x == INFINITY ? 0 : x;
  if (x < -27) // 2 exp(x^2) beyond the double range
    return INFINITY;
  if (x >= 50) { // asymptotic series, its terms shrinking by (2n-1)/(2x^2)
    long double t = 1, s = 1, z = 2.0L * x * x;
    for (int n = 1; n < 30; n++) {
      t *= -(2.0L * n - 1) / z;
      s += t;
    }
    return s / (x * sqrtl(kPiL));
  }
  double xh = (double)(float)x, xl2 = x - xh;
  long double e = expl((long double)xh * xh) * expl(2.0L * xh * xl2) * expl((long double)xl2 * xl2);
  return erfcl(x) * e;
}
// Newton on erf or erfc in long double, from y (or a crude start)
static long double inverfc_newton(long double t, long double y) {
  if (!(y > 0 && y < 40))
    y = 1;
  for (int i = 0; i < 60; i++) {
    long double dy = (erfcl(y) - t) / (k2SqrtPiL * expl(-y * y));
    y += dy;
    if (y <= 0)
      y = 1e-3L;
    if (fabsl(dy) < 1e-18L * y)
      break;
  }
  return y;
}
static long double inverf_newton(long double x, long double y) {
  if (!(y > 0 && y < 1))
    y = x;
  for (int i = 0; i < 60; i++) {
    long double dy = (erfl(y) - x) / (k2SqrtPiL * expl(-y * y));
    y -= dy;
    if (fabsl(dy) <= 1e-18L * y)
      break;
  }
  return y;
}
static long double erfinv_l(long double xl) {
  double x = (double)xl, ax = fabs(x);
  if (isnan(x) || ax > 1)
    return NAN;
  if (ax == 1)
    return copysign(INFINITY, x);
  if (x == 0)
    return x;
  double guess = fabs(__mgpu_erfinv(x));
  long double y = ax <= 0.5 ? inverf_newton(ax, guess) : inverfc_newton(1 - ax, guess);
  return x < 0 ? -y : y;
}
static double erfinv_1m(double t) { return __mgpu_erfinv(1 - t); }
static long double erfinv_1m_l(long double t) { return erfinv_l(1 - (double)t); }
static long double erfcinv_l(long double tl) {
  double t = (double)tl;
  if (isnan(t) || t < 0 || t > 2)
    return NAN;
  if (t == 0)
    return INFINITY;
  if (t == 2)
    return -INFINITY;
  if (t == 1)
    return 0;
  if (t > 1)
    return -erfcinv_l(2 - t);
  double guess = __mgpu_erfcinv(t);
  return t >= 0.5 ? inverf_newton(1 - t, guess) : inverfc_newton(t, guess);
}
static long double normcdfinv_l(long double pl) {
  double p = (double)pl;
  if (isnan(p) || p < 0 || p > 1)
    return NAN;
  if (p == 0)
    return -INFINITY;
  if (p == 1)
    return INFINITY;
  if (p == 0.5)
    return 0;
  return -sqrtl(2.0L) * erfcinv_l(2 * p);
}
// erfc(-x/sqrt(2))/2 with the rounding error of -x/sqrt(2) corrected to
// first order (erfc's relative sensitivity is 2 z^2, up to 3000 here)
static long double normcdf_l(long double xl) {
  double x = (double)xl;
  if (isnan(x) || isinf(x))
    return isnan(x) ? x : x > 0;
  long double c = 1 / sqrtl(2.0L), c2 = fmal(-c, c, 0.5L) / (2 * c); // c + c2 = 1/sqrt(2)
  long double z = -x * c, err = fmal(-x, c, -z) - x * c2;
  return 0.5L * (erfcl(z) - err * k2SqrtPiL * expl(-z * z));
}
// I0, I1: the power series (positive terms) below 40, the asymptotic series above
static long double bessel_i_l(double x, int nu) {
  long double ax = fabsl(x);
  if (isnan(x) || isinf(x))
    return isnan(x) ? x : nu ? x : INFINITY;
  long double r;
  if (ax < 40) {
    long double q = ax * ax / 4, t = 1, s = 1;
    for (int k = 1; k < 200; k++) {
      t *= q / ((long double)k * (k + nu));
      s += t;
      if (t < 1e-30L * s)
        break;
    }
    r = nu ? s * ax / 2 : s;
  } else {
    long double mu = 4.0L * nu * nu, t = 1, s = 1;
    for (int k = 1; k < 40; k++) {
      t *= -(mu - (2.0L * k - 1) * (2.0L * k - 1)) / (8.0L * k * ax);
      s += t;
    }
    r = expl(ax) / sqrtl(2 * kPiL * ax) * s;
  }
  return (nu && signbit(x)) ? -r : r;
}
static long double i0_l(long double x) { return bessel_i_l((double)x, 0); }
static long double i1_l(long double x) { return bessel_i_l((double)x, 1); }
// envelopes: relative error below the first zero, absolute beyond
static long double bessel_env(double x, double first_zero) {
  double ax = fabs(x);
  return ax < first_zero || !isfinite(ax) ? 0 : sqrtl(2 / (kPiL * ax));
}
static long double env_j0(double x) { return bessel_env(x, 2.4048); }
static long double env_j1(double x) { return bessel_env(x, 3.8317); }
static long double env_y0(double x) { return bessel_env(x, 0.8935); }
static long double env_y1(double x) { return bessel_env(x, 2.1971); }
static int g_n; // the order of jn, yn under test
static long double env_jn(double x) { return bessel_env(x, g_n + 1.85 * cbrt((double)g_n)); }
static long double env_yn(double x) { return bessel_env(x, g_n + 0.93 * cbrt((double)g_n)); }
static long double env_none(double) { return 0; }
// lgamma on the negative axis, which crosses zero twice between negative
// integers: error in ulps of max(|lgamma(x)|, 2^-8), i.e. an absolute error
// of at most 2^-60 times the bound near the zeros
static long double env_lgamma(double) { return 0x1p-8L; }
static void test_lgamma_zeros() {
  // the zeros down to -5, then -n -+ 1/n!, which the zeros approach
  static const double zeros[] = {-0x1.3a7fc9600f86cp+1, -0x1.5fb410a1bd901p+1, -0x1.9260dbc9e59afp+1,
                                 -0x1.fa471547c2fe5p+1, -0x1.0284e78599581p+2, -0x1.3f7577a6eeafdp+2,
                                 -5 - 1 / 120.0,        -6 + 1 / 720.0,        -6 - 1 / 720.0,
                                 -7 + 1 / 5040.0,       -9 - 1 / 362880.0,     -12 + 1 / 479001600.0};
  Stat s;
  for (int i = 0; i < N / 4; i++) {
    double x = zeros[i % 12] + ldexp(unit() - 0.5, -((i / 12) % 45));
    record_env(s, __mgpu_lgamma(x), lgammal(x), 0x1p-8L, 53, -1022, x, 0);
  }
  report("lgamma_negzero", s);
}
static double jn_d(double x) { return __mgpu_jn(g_n, x); }
static double yn_d(double x) { return __mgpu_yn(g_n, x); }
static float jnf_f(float x) { return __mgpu_jnf(g_n, x); }
static float ynf_f(float x) { return __mgpu_ynf(g_n, x); }
static long double jn_l(long double x) { return jnl(g_n, x); }
static long double yn_l(long double x) { return ynl(g_n, x); }
static long double rhypot_l(long double x, long double y) { return 1 / hypotl(x, y); }

// 3 and 4 arguments: norm3d & co against sqrtl of the long double sum
static long double norm_l(const double *v, int n, int recip) {
  long double s = 0;
  bool nan = false;
  for (int i = 0; i < n; i++) {
    if (isinf(v[i]))
      return recip ? 0 : INFINITY;
    if (isnan(v[i]))
      nan = true;
    s += (long double)v[i] * v[i];
  }
  if (nan)
    return NAN;
  return recip ? 1 / sqrtl(s) : sqrtl(s);
}
static void test_norm(const char *name, int n, int recip, bool single, double lo, double hi) {
  Stat s;
  for (int i = 0; i < N; i++) {
    double v[4];
    for (int k = 0; k < n; k++) {
      v[k] = sample(i + k * 7919, lo, hi);
      if (i < 64 && ((i >> k) & 1)) // edge mixtures: zeros, infinities, NaNs, extremes
        v[k] = kEdges[(i * 7 + k * 3) % (sizeof kEdges / sizeof kEdges[0])];
      if (single)
        v[k] = (float)v[k];
    }
    long double ref = norm_l(v, n, recip);
    if (single) {
      float r;
      if (n == 3)
        r = recip ? __mgpu_rnorm3df(v[0], v[1], v[2]) : __mgpu_norm3df(v[0], v[1], v[2]);
      else
        r = recip ? __mgpu_rnorm4df(v[0], v[1], v[2], v[3]) : __mgpu_norm4df(v[0], v[1], v[2], v[3]);
      float fv[4] = {(float)v[0], (float)v[1], (float)v[2], (float)v[3]};
      float r2 = __mgpu_normf_n(n, fv, recip); // normf / rnormf
      if (!(r == r2 || (isnan(r) && isnan(r2))))
        s.special++;
      record(s, r, float_ref((double)ref), 24, -126, v[0], v[1]);
    } else {
      double r;
      if (n == 3)
        r = recip ? __mgpu_rnorm3d(v[0], v[1], v[2]) : __mgpu_norm3d(v[0], v[1], v[2]);
      else
        r = recip ? __mgpu_rnorm4d(v[0], v[1], v[2], v[3]) : __mgpu_norm4d(v[0], v[1], v[2], v[3]);
      record(s, r, ref, 53, -1022, v[0], v[1]);
    }
  }
  report(name, s);
}

// Exact functions new with the CUDA math API extensions
static bool remquo_same(double x, double y) {
  int q1 = 0, q2 = 0;
  double a = __mgpu_remquo(x, y, &q1), b = remquo(x, y, &q2);
  if (!same_d(a, b))
    return false;
  if (isnan(b))
    return true;
  // the low three bits of the quotient, signed as x/y
  return (abs(q1) & 7) == (abs(q2) & 7) && (q1 == 0 || q2 == 0 || (q1 < 0) == (q2 < 0));
}
static bool remquof_same(double xd, double yd) {
  float x = (float)xd, y = (float)yd;
  int q1 = 0, q2 = 0;
  float a = __mgpu_remquof(x, y, &q1), b = remquof(x, y, &q2);
  if (!same_d(a, b))
    return false;
  return isnan(b) || ((abs(q1) & 7) == (abs(q2) & 7) && (q1 == 0 || q2 == 0 || (q1 < 0) == (q2 < 0)));
}
static bool nextafter_same(double x, double y) { return same_d(__mgpu_nextafter(x, y), nextafter(x, y)); }
static bool nextafterf_same(double x, double y) {
  return same_d(__mgpu_nextafterf((float)x, (float)y), nextafterf((float)x, (float)y));
}
static void test_exact2(const char *name, bool (*same)(double, double), double lo, double hi, double ylo, double yhi) {
  Stat s;
  for (double x : kEdges)
    for (double y : kEdges)
      if (!same(x, y) && s.worst == 0) {
        s.worst = 1e9;
        s.at_x = x;
        s.at_y = y;
      }
  for (int i = 0; i < N; i++) {
    double x = sample(i, lo, hi), y = (i % 5 == 0) ? x * (1 + 1e-16 * (i % 3)) : sample(i / 2, ylo, yhi);
    if (!same(x, y) && s.worst == 0) {
      s.worst = 1e9;
      s.at_x = x;
      s.at_y = y;
    }
  }
  report(name, s);
}
static bool ilogb_same(double x) {
  float f = (float)x;
  return __mgpu_ilogb(x) == ilogb(x) && same_d(__mgpu_logb(x), logb(x)) && __mgpu_ilogbf(f) == ilogbf(f) &&
         same_d(__mgpu_logbf(f), logbf(f));
}
static bool scalbln_same(double x) {
  static const long ns[] = {-5000000000L, -2100, -1074, -3, 0, 5, 1023, 2100, 5000000000L};
  for (long n : ns)
    if (!same_d(__mgpu_scalbln(x, n), scalbln(x, n)) || !same_d(__mgpu_scalblnf((float)x, n), scalblnf((float)x, n)))
      return false;
  return true;
}
static bool sincospi_same(double x) {
  double s, c;
  float sf, cf;
  __mgpu_sincospi(x, &s, &c);
  __mgpu_sincospif((float)x, &sf, &cf);
  return same_d(s, __mgpu_sinpi(x)) && same_d(c, __mgpu_cospi(x)) && same_d(sf, __mgpu_sinpif((float)x)) &&
         same_d(cf, __mgpu_cospif((float)x));
}
static void test_nan_tags() {
  static const char *tags[] = {"", "0", "1", "123", "0x1f", "0X7fffffffffffffff", "017", "08", "abc", "12z", "0x"};
  Stat s;
  for (const char *t : tags) {
    unsigned long long a = __builtin_bit_cast(unsigned long long, __mgpu_nan_tag(t)),
                       b = __builtin_bit_cast(unsigned long long, nan(t));
    unsigned af = __builtin_bit_cast(unsigned, __mgpu_nanf_tag(t)), bf = __builtin_bit_cast(unsigned, nanf(t));
    if ((a != b || af != bf) && s.worst == 0)
      s.worst = 1e9;
  }
  report("nan", s);
}

// ---- directed rounding: bit for bit what the host FPU computes under
// fesetround (volatile operands keep the compiler from folding or moving
// the operations across the mode switch).
#pragma STDC FENV_ACCESS ON
static const int kModes[3] = {__MGPU_RD, __MGPU_RU, __MGPU_RZ};
static int fe_of(int mode) { return mode == __MGPU_RD ? FE_DOWNWARD : mode == __MGPU_RU ? FE_UPWARD : FE_TOWARDZERO; }
// op: 0 add, 1 sub, 2 mul, 3 div, 4 rcp, 5 sqrt, 6 fma
static double ref_d(int op, double a, double b, double c, int mode) {
#pragma clang fp contract(off)
  volatile double va = a, vb = b, vc = c;
  fesetround(fe_of(mode));
  double r;
  switch (op) {
  case 0: r = va + vb; break;
  case 1: r = va - vb; break;
  case 2: r = va * vb; break;
  case 3: r = va / vb; break;
  case 4: r = 1.0 / va; break;
  case 5: r = sqrt(va); break;
  default: r = fma(va, vb, vc); break;
  }
  volatile double vr = r;
  fesetround(FE_TONEAREST);
  return vr;
}
static float ref_f(int op, float a, float b, float c, int mode) {
#pragma clang fp contract(off)
  volatile float va = a, vb = b, vc = c;
  fesetround(fe_of(mode));
  float r;
  switch (op) {
  case 0: r = va + vb; break;
  case 1: r = va - vb; break;
  case 2: r = va * vb; break;
  case 3: r = va / vb; break;
  case 4: r = 1.0f / va; break;
  case 5: r = sqrtf(va); break;
  default: r = fmaf(va, vb, vc); break;
  }
  volatile float vr = r;
  fesetround(FE_TONEAREST);
  return vr;
}
#pragma STDC FENV_ACCESS OFF
static double got_d(int op, double a, double b, double c, int mode) {
  switch (op) {
  case 0: return __mgpu_dadd_dir(a, b, mode);
  case 1: return __mgpu_dadd_dir(a, -b, mode);
  case 2: return __mgpu_dmul_dir(a, b, mode);
  case 3: return __mgpu_ddiv_dir(a, b, mode);
  case 4: return __mgpu_drcp_dir(a, mode);
  case 5: return __mgpu_dsqrt_dir(a, mode);
  default: return __mgpu_fma_dir(a, b, c, mode);
  }
}
static float got_f(int op, float a, float b, float c, int mode) {
  switch (op) {
  case 0: return __mgpu_fadd_dir(a, b, mode);
  case 1: return __mgpu_fadd_dir(a, -b, mode);
  case 2: return __mgpu_fmul_dir(a, b, mode);
  case 3: return __mgpu_fdiv_dir(a, b, mode);
  case 4: return __mgpu_frcp_dir(a, mode);
  case 5: return __mgpu_fsqrt_dir(a, mode);
  default: return __mgpu_fmaf_dir(a, b, c, mode);
  }
}
// random doubles of every exponent, with near-cancelling and tie-making partners
static double rand_any() {
  uint64_t b = next_u64();
  switch (b & 7) {
  case 0: return sample((int)(b >> 8), -1e-300, 1e-300);
  case 1: return kEdges[(b >> 8) % (sizeof kEdges / sizeof kEdges[0])];
  default: return __builtin_bit_cast(double, next_u64() & 0xffefffffffffffffull); // finite
  }
}
static void test_directed_d() {
  static const char *names[7] = {"dadd_dir", "dsub_dir", "dmul_dir", "ddiv_dir", "drcp_dir", "dsqrt_dir", "fma_dir"};
  for (int op = 0; op < 7; op++) {
    Stat s;
    for (int i = 0; i < N / 2; i++) {
      double a = rand_any(), b = rand_any(), c = rand_any();
      int kind = (int)(next_u64() % 6);
      if (kind == 0) // b close to a: cancellation in a - b, quotients near 1
        b = a * (1 + (double)(int)(next_u64() % 64 - 32) * 0x1p-52);
      else if (kind == 1) // similar exponents
        b = ldexp(1 + unit(), ilogb(a == 0 || !isfinite(a) ? 1 : a) + (int)(next_u64() % 120) - 60);
      if (op == 6) {
        if (kind == 2) // c cancels the product: the exact rest decides
          c = -(a * b) * (1 + (double)(int)(next_u64() % 5 - 2) * 0x1p-53);
        else if (kind == 3) // moderate magnitudes, near-ties
          a = 1 + unit(), b = 1 + unit(), c = ldexp(1 + unit(), (int)(next_u64() % 200) - 100);
      }
      for (int mode : kModes) {
        double g = got_d(op, a, b, c, mode), r = ref_d(op, a, b, c, mode);
        if (!same_d(g, r) && s.worst == 0) {
          s.worst = 1e9;
          s.at_x = a;
          s.at_y = b;
          fprintf(stderr, "%s mode %d: %a %a %a: got %a want %a\n", names[op], mode, a, b, c, g, r);
        }
      }
    }
    report(names[op], s);
  }
}
static void test_directed_f() {
  static const char *names[7] = {"fadd_dir", "fsub_dir", "fmul_dir", "fdiv_dir", "frcp_dir", "fsqrt_dir", "fmaf_dir"};
  for (int op = 0; op < 7; op++) {
    Stat s;
    for (int i = 0; i < N / 2; i++) {
      uint64_t b0 = next_u64();
      float a = __builtin_bit_cast(float, (unsigned)b0 & 0xff7fffffu), b = __builtin_bit_cast(float, (unsigned)(b0 >> 32) & 0xff7fffffu),
            c = (float)rand_any();
      int kind = (int)(next_u64() % 6);
      if (kind == 0)
        b = a * (1 + (float)(int)(next_u64() % 64 - 32) * 0x1p-23f);
      else if (kind == 1)
        b = ldexpf(1 + (float)unit(), ilogbf(a == 0 || !isfinite(a) ? 1 : a) + (int)(next_u64() % 60) - 30);
      else if (kind == 2)
        a = kEdgesF[b0 % (sizeof kEdgesF / sizeof kEdgesF[0])];
      if (op == 6 && kind == 3)
        c = -(a * b) * (1 + (float)(int)(next_u64() % 5 - 2) * 0x1p-24f);
      for (int mode : kModes) {
        float g = got_f(op, a, b, c, mode), r = ref_f(op, a, b, c, mode);
        if (!same_d(g, r) && s.worst == 0) {
          s.worst = 1e9;
          s.at_x = a;
          s.at_y = b;
          fprintf(stderr, "%s mode %d: %a %a %a: got %a want %a\n", names[op], mode, a, b, c, g, r);
        }
      }
    }
    report(names[op], s);
  }
}
// conversions: to float and double under each direction; to integers
// against floor/ceil/trunc/rint with PTX's saturation (NaN gives 0)
#pragma STDC FENV_ACCESS ON
static float ref_cvt_f(int kind, double x, long long n, unsigned long long u, int mode) {
  volatile double vx = x;
  volatile long long vn = n;
  volatile unsigned long long vu = u;
  volatile int vi = (int)n;
  volatile unsigned vui = (unsigned)u;
  fesetround(fe_of(mode));
  float r;
  switch (kind) {
  case 0: r = (float)vx; break;
  case 1: r = (float)vi; break;
  case 2: r = (float)vui; break;
  case 3: r = (float)vn; break;
  default: r = (float)vu; break;
  }
  volatile float vr = r;
  fesetround(FE_TONEAREST);
  return vr;
}
static double ref_cvt_d(int kind, long long n, unsigned long long u, int mode) {
  volatile long long vn = n;
  volatile unsigned long long vu = u;
  fesetround(fe_of(mode));
  double r = kind == 0 ? (double)vn : (double)vu;
  volatile double vr = r;
  fesetround(FE_TONEAREST);
  return vr;
}
#pragma STDC FENV_ACCESS OFF
static void test_conversions() {
  Stat sf, sd, si;
  for (int i = 0; i < N / 2; i++) {
    double x = rand_any();
    if (i % 3 == 0)
      x = ldexp(1 + unit(), (int)(next_u64() % 300) - 150); // float range and its edges
    unsigned long long u = next_u64() >> (next_u64() % 64);
    long long n = (long long)u * ((i & 1) ? -1 : 1);
    for (int mode : kModes) {
      float gf[5] = {__mgpu_double2float_dir(x, mode), __mgpu_float_dir((double)(int)n, 0.0, mode),
                     __mgpu_float_dir((double)(unsigned)u, 0.0, mode), __mgpu_ll2float_dir(n, mode),
                     __mgpu_ull2float_dir(u, mode)};
      for (int k = 0; k < 5; k++)
        if (!same_d(gf[k], ref_cvt_f(k, x, n, u, mode)) && sf.worst == 0) {
          sf.worst = 1e9;
          sf.at_x = x;
          sf.at_y = (double)n;
        }
      if ((!same_d(__mgpu_ll2double_dir(n, mode), ref_cvt_d(0, n, u, mode)) ||
           !same_d(__mgpu_ull2double_dir(u, mode), ref_cvt_d(1, n, u, mode))) &&
          sd.worst == 0) {
        sd.worst = 1e9;
        sd.at_y = (double)n;
      }
    }
    // integers: every rounding, saturation, NaN to 0
    double xs[3] = {x, ldexp(unit() - 0.5, (int)(next_u64() % 70)), (double)(float)x};
    for (double v : xs)
      for (int mode = 0; mode <= 3; mode++) {
        double r = mode == 0 ? rint(v) : mode == __MGPU_RD ? floor(v) : mode == __MGPU_RU ? ceil(v) : trunc(v);
        long long wi = isnan(r) ? 0 : r >= 2147483647.0 ? INT_MAX : r <= -2147483648.0 ? INT_MIN : (long long)r;
        long long wu = isnan(r) || r <= 0 ? 0 : r >= 4294967295.0 ? UINT_MAX : (long long)r;
        long long wl = isnan(r) ? 0 : r >= 0x1p63 ? LLONG_MAX : r <= -0x1p63 ? LLONG_MIN : (long long)r;
        unsigned long long wul = isnan(r) || r <= 0 ? 0 : r >= 0x1p64 ? ULLONG_MAX : (unsigned long long)r;
        double g = __mgpu_round_int(v, mode);
        if ((__mgpu_sat_int(g) != wi || __mgpu_sat_uint(g) != (unsigned long long)wu || __mgpu_sat_ll(g) != wl ||
             __mgpu_sat_ull(g) != wul) &&
            si.worst == 0) {
          si.worst = 1e9;
          si.at_x = v;
        }
      }
  }
  report("cvt_float_dir", sf);
  report("cvt_double_dir", sd);
  report("cvt_int_dir", si);
}

int main(int argc, char **argv) {
  if (argc > 1)
    N = atoi(argv[1]);
  const double H = 1.7976931348623157e308;
  // name, implementation, reference, argument range
  test1("exp", __mgpu_exp, expl, -746, 710);
  test1("exp2", __mgpu_exp2, exp2l, -1076, 1025);
  test1("exp10", __mgpu_exp10, exp10_l, -324, 309);
  test1("expm1", __mgpu_expm1, expm1l, -40, 710);
  test1("expm1_small", __mgpu_expm1, expm1l, -1, 1);
  test1("log", __mgpu_log, logl, 0, H);
  test1("log_near1", __mgpu_log, logl, 0.9, 1.1);
  test1("log2", __mgpu_log2, log2l, 0, H);
  test1("log10", __mgpu_log10, log10l, 0, H);
  test1("log1p", __mgpu_log1p, log1pl, -1, H);
  test1("log1p_small", __mgpu_log1p, log1pl, -0.5, 0.5);
  test1("sin", __mgpu_sin, sinl, -10, 10);
  test1("sin_huge", __mgpu_sin, sinl, -H, H);
  test1("cos", __mgpu_cos, cosl, -10, 10);
  test1("cos_huge", __mgpu_cos, cosl, -H, H);
  test1("tan", __mgpu_tan, tanl, -10, 10);
  test1("tan_huge", __mgpu_tan, tanl, -H, H);
  test1("asin", __mgpu_asin, asinl, -1, 1);
  test1("acos", __mgpu_acos, acosl, -1, 1);
  test1("atan", __mgpu_atan, atanl, -H, H);
  test1("atan_unit", __mgpu_atan, atanl, -2, 2);
  test1("sinh", __mgpu_sinh, sinhl, -711, 711);
  test1("sinh_small", __mgpu_sinh, sinhl, -2, 2);
  test1("cosh", __mgpu_cosh, coshl, -711, 711);
  test1("tanh", __mgpu_tanh, tanhl, -25, 25);
  test1("asinh", __mgpu_asinh, asinhl, -H, H);
  test1("acosh", __mgpu_acosh, acoshl, 1, H);
  test1("acosh_small", __mgpu_acosh, acoshl, 1, 3);
  test1("atanh", __mgpu_atanh, atanhl, -1, 1);
  test1("erf", __mgpu_erf, erfl, -7, 7);
  test1("erfc", __mgpu_erfc, erfcl, -7, 28);
  test1("cbrt", __mgpu_cbrt, cbrtl, -H, H);
  test1("rsqrt", __mgpu_rsqrt, rsqrt_l, 0, H);
  test2("pow", __mgpu_pow, powl, 0, 20, -60, 60);
  test2("pow_near1", __mgpu_pow, powl, 0.99, 1.01, -70000, 70000);
  test2("pow_negx", __mgpu_pow, powl, -20, 0, -40, 40);
  test2("atan2", __mgpu_atan2, atan2l, -H, H, -H, H);
  test2("hypot", __mgpu_hypot, hypotl, -H, H, -H, H);
  test2("fmod", __mgpu_fmod, fmodl, -H, H, -1e10, 1e10);
  test2("remainder", __mgpu_remainder, remainderl, -H, H, -1e10, 1e10);

  test_exact("frexp", frexp_same, -H, H);
  test_exact("modf", modf_same, -1e17, 1e17);
  test_exact("ldexp", ldexp_same, -H, H);
  test_exact("frexpf", frexpf_same, -3.4e38, 3.4e38);
  test_exact("modff", modff_same, -1e9, 1e9);
  test_exact("ldexpf", ldexpf_same, -3.4e38, 3.4e38);

  test1f("expf", __mgpu_expf, exp, -104, 89);
  test1f("exp2f", __mgpu_exp2f, exp2, -150, 129);
  test1f("exp10f", __mgpu_exp10f, exp10_d, -46, 39);
  test1f("expm1f", __mgpu_expm1f, expm1, -20, 89);
  test1f("logf", __mgpu_logf, log, 0, 3.4e38);
  test1f("log2f", __mgpu_log2f, log2, 0, 3.4e38);
  test1f("log10f", __mgpu_log10f, log10, 0, 3.4e38);
  test1f("log1pf", __mgpu_log1pf, log1p, -1, 3.4e38);
  test1f("sinf", __mgpu_sinf, sin, -3.4e38, 3.4e38);
  test1f("cosf", __mgpu_cosf, cos, -3.4e38, 3.4e38);
  test1f("tanf", __mgpu_tanf, tan, -100, 100);
  test1f("asinf", __mgpu_asinf, asin, -1, 1);
  test1f("acosf", __mgpu_acosf, acos, -1, 1);
  test1f("atanf", __mgpu_atanf, atan, -3.4e38, 3.4e38);
  test1f("sinhf", __mgpu_sinhf, sinh, -90, 90);
  test1f("coshf", __mgpu_coshf, cosh, -90, 90);
  test1f("tanhf", __mgpu_tanhf, tanh, -20, 20);
  test1f("asinhf", __mgpu_asinhf, asinh, -3.4e38, 3.4e38);
  test1f("acoshf", __mgpu_acoshf, acosh, 1, 3.4e38);
  test1f("atanhf", __mgpu_atanhf, atanh, -1, 1);
  test1f("erff", __mgpu_erff, erf, -5, 5);
  test1f("erfcf", __mgpu_erfcf, erfc, -5, 11);
  test1f("cbrtf", __mgpu_cbrtf, cbrt, -3.4e38, 3.4e38);
  test1f("rsqrtf", __mgpu_rsqrtf, rsqrt_d, 0, 3.4e38);
  test2f("powf", __mgpu_powf, pow, 0, 20, -30, 30);
  test2f("atan2f", __mgpu_atan2f, atan2, -3.4e38, 3.4e38, -3.4e38, 3.4e38);
  test2f("hypotf", __mgpu_hypotf, hypot, -3.4e38, 3.4e38, -3.4e38, 3.4e38);
  test2f("fmodf", __mgpu_fmodf, fmod, -3.4e38, 3.4e38, -1e6, 1e6);
  test2f("remainderf", __mgpu_remainderf, remainder, -3.4e38, 3.4e38, -1e6, 1e6);

  // the CUDA extensions: pi-scaled trigonometry, reciprocal roots, norms
  test1("sinpi", __mgpu_sinpi, sinpi_l, -10, 10);
  test1("sinpi_huge", __mgpu_sinpi, sinpi_l, -1e17, 1e17);
  test1("cospi", __mgpu_cospi, cospi_l, -10, 10);
  test1("cospi_huge", __mgpu_cospi, cospi_l, -1e17, 1e17);
  test_exact("sincospi", sincospi_same, -1e6, 1e6);
  test1("rcbrt", __mgpu_rcbrt, rcbrt_l, -H, H);
  test2("rhypot", __mgpu_rhypot, rhypot_l, -H, H, -H, H);
  test2("rhypot_unit", __mgpu_rhypot, rhypot_l, -4, 4, -4, 4);
  test_norm("norm3d", 3, 0, false, -H, H);
  test_norm("norm3d_unit", 3, 0, false, -4, 4);
  test_norm("rnorm3d", 3, 1, false, -H, H);
  test_norm("norm4d", 4, 0, false, -H, H);
  test_norm("rnorm4d", 4, 1, false, -1e3, 1e3);
  // gamma
  test1("lgamma", __mgpu_lgamma, lgammal, 0, H);
  test1("lgamma_small", __mgpu_lgamma, lgammal, 0, 12);
  test1e("lgamma_neg", __mgpu_lgamma, lgammal, env_lgamma, -180, 0);
  test_lgamma_zeros();
  test1("tgamma", __mgpu_tgamma, tgammal, 0, 172);
  test1("tgamma_neg", __mgpu_tgamma, tgammal, -190, 0);
  // error function relatives
  test1("erfcx", __mgpu_erfcx, erfcx_l, -26.7, 1e5);
  test1("erfcx_huge", __mgpu_erfcx, erfcx_l, 1, H);
  test1("erfinv", __mgpu_erfinv, erfinv_l, -1, 1);
  test1("erfinv_tail", erfinv_1m, erfinv_1m_l, 0, 1e-3); // x = 1 - t
  test1("erfcinv", __mgpu_erfcinv, erfcinv_l, 0, 2);
  test1("normcdf", __mgpu_normcdf, normcdf_l, -40, 10);
  test1("normcdfinv", __mgpu_normcdfinv, normcdfinv_l, 0, 1);
  // Bessel functions (error near the zeros measured against the envelope)
  test1e("j0", __mgpu_j0, j0l, env_j0, -200, 200, N / 2);
  test1e("j0_huge", __mgpu_j0, j0l, env_j0, -H, H, N / 4);
  test1e("j1", __mgpu_j1, j1l, env_j1, -200, 200, N / 2);
  test1e("y0", __mgpu_y0, y0l, env_y0, 0, 200, N / 2);
  test1e("y1", __mgpu_y1, y1l, env_y1, 0, 200, N / 2);
  test1e("y1_huge", __mgpu_y1, y1l, env_y1, 0, H, N / 4);
  static const int orders[] = {2, 5, 20, 100};
  for (int n : orders) {
    char name[32];
    g_n = n;
    snprintf(name, sizeof name, "jn_%d", n);
    test1e(name, jn_d, jn_l, env_jn, -300, 300, N / 8);
    snprintf(name, sizeof name, "yn_%d", n);
    test1e(name, yn_d, yn_l, env_yn, 0, 300, N / 8);
  }
  test1("cyl_bessel_i0", __mgpu_cyl_bessel_i0, i0_l, -720, 720);
  test1("cyl_bessel_i1", __mgpu_cyl_bessel_i1, i1_l, -720, 720);
  // exact ones
  test_exact2("remquo", remquo_same, -H, H, -1e10, 1e10);
  test_exact2("remquof", remquof_same, -3.4e38, 3.4e38, -1e6, 1e6);
  test_exact2("nextafter", nextafter_same, -H, H, -H, H);
  test_exact2("nextafterf", nextafterf_same, -3.4e38, 3.4e38, -3.4e38, 3.4e38);
  test_exact("ilogb", ilogb_same, -H, H);
  test_exact("scalbln", scalbln_same, -H, H);
  test_nan_tags();
  test_directed_d();
  test_directed_f();
  test_conversions();
  // single precision: the double function rounded once
  test1fl("sinpif", __mgpu_sinpif, sinpi_l, -1e9, 1e9);
  test1fl("cospif", __mgpu_cospif, cospi_l, -1e9, 1e9);
  test1fl("rcbrtf", __mgpu_rcbrtf, rcbrt_l, -3.4e38, 3.4e38);
  test_norm("norm3df", 3, 0, true, -3.4e38, 3.4e38);
  test_norm("rnorm4df", 4, 1, true, -3.4e38, 3.4e38);
  test1fl("lgammaf", __mgpu_lgammaf, lgammal, -100, 4e36);
  test1fl("tgammaf", __mgpu_tgammaf, tgammal, -50, 36);
  test1fl("erfcxf", __mgpu_erfcxf, erfcx_l, -9.3, 1e30);
  test1fl("erfinvf", __mgpu_erfinvf, erfinv_l, -1, 1);
  test1fl("erfcinvf", __mgpu_erfcinvf, erfcinv_l, 0, 2);
  test1fl("normcdff", __mgpu_normcdff, normcdf_l, -15, 6);
  test1fl("normcdfinvf", __mgpu_normcdfinvf, normcdfinv_l, 0, 1);
  test1fe("j0f", __mgpu_j0f, j0l, env_j0, -1e4, 1e4, N / 4);
  test1fe("j1f", __mgpu_j1f, j1l, env_j1, -1e4, 1e4, N / 4);
  test1fe("y0f", __mgpu_y0f, y0l, env_y0, 0, 1e4, N / 4);
  test1fe("y1f", __mgpu_y1f, y1l, env_y1, 0, 1e4, N / 4);
  g_n = 5;
  test1fe("jnf_5", jnf_f, jn_l, env_jn, -1e3, 1e3, N / 8);
  test1fe("ynf_5", ynf_f, yn_l, env_yn, 0, 1e3, N / 8);
  test1fl("cyl_bessel_i0f", __mgpu_cyl_bessel_i0f, i0_l, -100, 100);
  test1fl("cyl_bessel_i1f", __mgpu_cyl_bessel_i1f, i1_l, -100, 100);
  return 0;
}
