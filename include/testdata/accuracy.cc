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
// zero included, otherwise).
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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
}

// A double reference beyond the float range is what float arithmetic gives.
static long double float_ref(double r) { return (float)r == 0 || isinf((float)r) ? (float)r : r; }

static int N = 40000;

typedef double (*D1)(double);
typedef long double (*L1)(long double);
typedef float (*F1)(float);
typedef double (*R1)(double);

static void test1(const char *name, D1 f, L1 ref, double lo, double hi) {
  Stat s;
  for (double x : kEdges)
    record(s, f(x), ref(x), 53, -1022, x, 0);
  for (int i = 0; i < N; i++) {
    double x = sample(i, lo, hi);
    record(s, f(x), ref(x), 53, -1022, x, 0);
  }
  report(name, s);
}
static void test1f(const char *name, F1 f, R1 ref, double lo, double hi) {
  Stat s;
  for (int i = -(int)(sizeof kEdgesF / sizeof kEdgesF[0]); i < N; i++) {
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
  return 0;
}
