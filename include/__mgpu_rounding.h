/* mgpucc's clean-room directed rounding: the arithmetic behind CUDA's
 * __fadd_rd, __dmul_ru, __fma_rz, ... and the rounding conversions
 * (__double2float_rd, __ll2double_ru, __float2int_rd, ...). Included by
 * __mgpu_math.h; not to be included alone.
 *
 * The device has no rounding-mode control here (the simulator implements
 * only the intrinsics of INTRINSICS.md), so each operation is computed
 * exactly: the round-to-nearest result hi and the sign of the exact
 * remainder (TwoSum, TwoProduct with fma, the fma remainder of a quotient
 * or a square root, Boldo and Muller's exact error of an fma), then hi is
 * stepped to its neighbour when the requested direction says so. Operands
 * are first scaled by powers of two into a range where these error terms
 * are exact; the result is scaled back with the remainder's sign deciding
 * the last rounding (into the subnormals or past the largest double).
 * Results are correctly rounded in the requested direction, signed zeros
 * and overflow included (headers_test.go compares them with the host FPU
 * under fesetround). Directions: 1 toward -inf (rd), 2 toward +inf (ru), 3
 * toward zero (rz). */
#ifndef MGPU_MATH_ROUNDING_H
#define MGPU_MATH_ROUNDING_H

#define __MGPU_RD 1
#define __MGPU_RU 2
#define __MGPU_RZ 3

/* ---- neighbours ------------------------------------------------------------ */
__MGPU_M double __mgpu_next_up(double x) {
  __MGPU_EXACT
  if (x != x || x == __mgpu_inf())
    return x;
  if (x == 0.0)
    return 0x1p-1074;
  unsigned long long b = __mgpu_bits(x);
  return __mgpu_from_bits(x > 0.0 ? b + 1 : b - 1);
}
__MGPU_M double __mgpu_next_down(double x) { return -__mgpu_next_up(-x); }
__MGPU_M float __mgpu_next_upf(float x) {
  __MGPU_EXACT
  if (x != x || x == __builtin_bit_cast(float, 0x7f800000u))
    return x;
  if (x == 0.0f)
    return 0x1p-149f;
  unsigned b = __builtin_bit_cast(unsigned, x);
  return __builtin_bit_cast(float, x > 0.0f ? b + 1 : b - 1);
}
__MGPU_M float __mgpu_next_downf(float x) { return -__mgpu_next_upf(-x); }
__MGPU_M float __mgpu_nextafterf(float x, float y) {
  __MGPU_EXACT
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  return x < y ? __mgpu_next_upf(x) : __mgpu_next_downf(x);
}

/* ---- rounding a value known as hi + (sign of) tail ---------------------------- */
/* t rounded in direction mode when the exact value is t + tail with
 * |tail| below the spacing of the doubles next to t */
__MGPU_M double __mgpu_adjust_dir(double t, double tail, int mode) {
  __MGPU_EXACT
  if (tail == 0.0)
    return t;
  if (mode == __MGPU_RD)
    return tail < 0.0 ? __mgpu_next_down(t) : t;
  if (mode == __MGPU_RU)
    return tail > 0.0 ? __mgpu_next_up(t) : t;
  if (t > 0.0 && tail < 0.0)
    return __mgpu_next_down(t);
  if (t < 0.0 && tail > 0.0)
    return __mgpu_next_up(t);
  return t;
}
/* (hi + lo) 2^k rounded in direction mode, where hi = RN(hi + lo) is a
 * finite normal double and only lo's sign matters. ldexp rounds hi to
 * nearest (into the subnormals, or to infinity); the part it dropped,
 * hi - t 2^-k, is exact and, when nonzero, larger than |lo|, so it decides
 * on which side of t the exact value lies. */
__MGPU_M double __mgpu_round_dir(double hi, double lo, int k, int mode) {
  __MGPU_EXACT
  double t = __mgpu_ldexp(hi, k);
  if (__mgpu_isinf(t)) { /* beyond the largest double */
    int down = mode == __MGPU_RZ || (mode == __MGPU_RD) == (hi > 0.0);
    return down ? __builtin_copysign(0x1.fffffffffffffp+1023, hi) : t;
  }
  double d = hi - __mgpu_ldexp(t, -k);
  return __mgpu_adjust_dir(t, d != 0.0 ? d : lo, mode);
}
/* x = m 2^e with m in [1, 2), for finite nonzero x (subnormals too) */
__MGPU_M double __mgpu_split_exp(double x, int *e) {
  __MGPU_EXACT
  int k = __mgpu_ilogb(x);
  *e = k;
  return __mgpu_ldexp(x, -k);
}

/* ---- double arithmetic -------------------------------------------------------- */
__MGPU_M double __mgpu_dadd_dir(double a, double b, int mode) {
  __MGPU_EXACT
  double s = a + b;
  if (s != s)
    return s;
  if (__mgpu_isinf(s)) {
    if (__mgpu_isinf(a) || __mgpu_isinf(b))
      return s;
    return __mgpu_round_dir(0.5 * a + 0.5 * b, 0.0, 1, mode); /* overflow: halves are exact */
  }
  if (s == 0.0) { /* exactly zero: -0 toward -inf unless both are +0, as IEEE 754 says */
    if (a == 0.0 && b == 0.0 && __builtin_signbit(a) == __builtin_signbit(b))
      return a;
    return mode == __MGPU_RD ? -0.0 : 0.0;
  }
  __mgpu_dd e = __mgpu_two_sum(a, b);
  return __mgpu_adjust_dir(s, e.lo, mode);
}
__MGPU_M double __mgpu_dmul_dir(double a, double b, int mode) {
  __MGPU_EXACT
  double p = a * b;
  if (p != p || a == 0.0 || b == 0.0 || __mgpu_isinf(a) || __mgpu_isinf(b))
    return p; /* exact */
  int ea, eb;
  double ma = __mgpu_split_exp(a, &ea), mb = __mgpu_split_exp(b, &eb);
  __mgpu_dd m = __mgpu_two_prod(ma, mb);
  return __mgpu_round_dir(m.hi, m.lo, ea + eb, mode);
}
__MGPU_M double __mgpu_ddiv_dir(double a, double b, int mode) {
  __MGPU_EXACT
  double q = a / b;
  if (q != q || a == 0.0 || b == 0.0 || __mgpu_isinf(a) || __mgpu_isinf(b))
    return q; /* exact */
  int ea, eb;
  double ma = __mgpu_split_exp(a, &ea), mb = __mgpu_split_exp(b, &eb);
  double m = ma / mb;
  double r = __builtin_fma(-m, mb, ma); /* the exact remainder */
  return __mgpu_round_dir(m, r / mb, ea - eb, mode);
}
__MGPU_M double __mgpu_drcp_dir(double a, int mode) { return __mgpu_ddiv_dir(1.0, a, mode); }
__MGPU_M double __mgpu_dsqrt_dir(double a, int mode) {
  __MGPU_EXACT
  if (a != a || a <= 0.0 || __mgpu_isinf(a))
    return __builtin_sqrt(a); /* NaN for a < 0, a for 0 and inf */
  int e = __mgpu_ilogb(a), k = e >= 0 ? e / 2 : -((-e + 1) / 2);
  double m = __mgpu_ldexp(a, -2 * k); /* in [1, 4) */
  double s = __builtin_sqrt(m);
  double r = __builtin_fma(-s, s, m); /* exact */
  return __mgpu_round_dir(s, r, k, mode);
}
/* a*b + c: scaled so that the larger of a*b and c is near 1, then
 * r1 = fma(a, b, c) and the exact rest r2 + r3 (Boldo and Muller, "Exact
 * and approximated error of the FMA", 2011). A term more than 2^900 below
 * the other only decides the direction. */
__MGPU_M double __mgpu_fma_dir(double a, double b, double c, int mode) {
  __MGPU_EXACT
  double f = __builtin_fma(a, b, c);
  if (f != f || __mgpu_isinf(a) || __mgpu_isinf(b) || __mgpu_isinf(c))
    return f;
  if (a == 0.0 || b == 0.0) { /* exactly c + (+-0) */
    if (c != 0.0)
      return c;
    return __mgpu_dadd_dir(a * b, c, mode); /* the sign of a zero sum */
  }
  if (c == 0.0)
    return __mgpu_dmul_dir(a, b, mode);
  int ea, eb, ec;
  double ma = __mgpu_split_exp(a, &ea), mb = __mgpu_split_exp(b, &eb), mc = __mgpu_split_exp(c, &ec);
  int E = ea + eb, S = E > ec ? E : ec;
  if (E - S < -900) /* the product only breaks the tie */
    return __mgpu_round_dir(mc, (ma > 0.0) == (mb > 0.0) ? 1.0 : -1.0, ec, mode);
  if (ec - S < -900) {
    __mgpu_dd p = __mgpu_two_prod(ma, mb);
    return __mgpu_round_dir(p.hi, p.lo != 0.0 ? p.lo : c, E, mode);
  }
  double x = __mgpu_ldexp(ma, E - S), y = mb, z = __mgpu_ldexp(mc, ec - S);
  double r1 = __builtin_fma(x, y, z);
  if (r1 == 0.0) /* an exact zero: a*b and c are nonzero and cancel */
    return mode == __MGPU_RD ? -0.0 : 0.0;
  __mgpu_dd u = __mgpu_two_prod(x, y);
  __mgpu_dd al = __mgpu_two_sum(z, u.lo);
  __mgpu_dd be = __mgpu_two_sum(u.hi, al.hi);
  double g = (be.hi - r1) + be.lo;
  __mgpu_dd r = __mgpu_fast_two_sum(g, al.lo);
  return __mgpu_round_dir(r1, r.hi != 0.0 ? r.hi : r.lo, S, mode);
}

/* ---- float arithmetic: exact in double, then rounded once to float -------------- */
/* The exact value v + tail, v = RN(exact) a double, |tail| <= half its
 * spacing: rounded to float in direction mode. A double that is not a
 * float lies strictly between the same two floats as the exact value. */
__MGPU_M float __mgpu_float_dir(double v, double tail, int mode) {
  __MGPU_EXACT
  float f = (float)v;
  if (v != v)
    return f;
  double fd = (double)f;
  double side = fd != v ? v - fd : tail; /* the exact value minus f, in sign */
  if (side == 0.0)
    return f;
  if (mode == __MGPU_RD)
    return side < 0.0 ? __mgpu_next_downf(f) : f;
  if (mode == __MGPU_RU)
    return side > 0.0 ? __mgpu_next_upf(f) : f;
  if (f > 0.0f && side < 0.0)
    return __mgpu_next_downf(f);
  if (f < 0.0f && side > 0.0)
    return __mgpu_next_upf(f);
  return f;
}
__MGPU_M float __mgpu_fadd_dir(float a, float b, int mode) {
  __MGPU_EXACT
  double x = a, y = b, s = x + y;
  if (s != s || __mgpu_isinf(s))
    return (float)s; /* float operands cannot overflow a double */
  if (s == 0.0) {
    if (a == 0.0f && b == 0.0f && __builtin_signbit(a) == __builtin_signbit(b))
      return a;
    return mode == __MGPU_RD ? -0.0f : 0.0f;
  }
  __mgpu_dd e = __mgpu_two_sum(x, y);
  return __mgpu_float_dir(s, e.lo, mode);
}
__MGPU_M float __mgpu_fmul_dir(float a, float b, int mode) {
  return __mgpu_float_dir((double)a * (double)b, 0.0, mode); /* exact in double */
}
__MGPU_M float __mgpu_fdiv_dir(float a, float b, int mode) {
  __MGPU_EXACT
  double x = a, y = b, q = x / y;
  if (q != q || x == 0.0 || y == 0.0 || __mgpu_isinf(x) || __mgpu_isinf(y))
    return (float)q;
  double r = __builtin_fma(-q, y, x); /* exact */
  return __mgpu_float_dir(q, r / y, mode);
}
__MGPU_M float __mgpu_frcp_dir(float a, int mode) { return __mgpu_fdiv_dir(1.0f, a, mode); }
__MGPU_M float __mgpu_fsqrt_dir(float a, int mode) {
  __MGPU_EXACT
  double x = a, s = __builtin_sqrt(x);
  if (x != x || x <= 0.0 || __mgpu_isinf(x))
    return (float)s;
  return __mgpu_float_dir(s, __builtin_fma(-s, s, x), mode);
}
__MGPU_M float __mgpu_fmaf_dir(float a, float b, float c, int mode) {
  __MGPU_EXACT
  double p = (double)a * (double)b, z = c; /* the product is exact */
  double s = p + z;
  if (s != s || __mgpu_isinf(s))
    return (float)s;
  if (s == 0.0) {
    if (p == 0.0 && z == 0.0 && __builtin_signbit(p) == __builtin_signbit(z))
      return c;
    return mode == __MGPU_RD ? -0.0f : 0.0f;
  }
  __mgpu_dd e = __mgpu_two_sum(p, z);
  return __mgpu_float_dir(s, e.lo, mode);
}

/* ---- conversions --------------------------------------------------------------- */
__MGPU_M float __mgpu_double2float_dir(double x, int mode) { return __mgpu_float_dir(x, 0.0, mode); }
/* n as hi + lo, both exact halves of a 64-bit integer */
__MGPU_M __mgpu_dd __mgpu_ll_dd(long long n) {
  __MGPU_EXACT
  double h = (double)(n >> 32) * 0x1p32, l = (double)(unsigned)(n & 0xffffffff);
  return __mgpu_two_sum(h, l);
}
__MGPU_M __mgpu_dd __mgpu_ull_dd(unsigned long long n) {
  __MGPU_EXACT
  double h = (double)(unsigned)(n >> 32) * 0x1p32, l = (double)(unsigned)(n & 0xffffffffu);
  return __mgpu_two_sum(h, l);
}
__MGPU_M double __mgpu_ll2double_dir(long long n, int mode) {
  __mgpu_dd v = __mgpu_ll_dd(n);
  return __mgpu_adjust_dir(v.hi, v.lo, mode);
}
__MGPU_M double __mgpu_ull2double_dir(unsigned long long n, int mode) {
  __mgpu_dd v = __mgpu_ull_dd(n);
  return __mgpu_adjust_dir(v.hi, v.lo, mode);
}
__MGPU_M float __mgpu_ll2float_dir(long long n, int mode) {
  __mgpu_dd v = __mgpu_ll_dd(n);
  return __mgpu_float_dir(v.hi, v.lo, mode);
}
__MGPU_M float __mgpu_ull2float_dir(unsigned long long n, int mode) {
  __mgpu_dd v = __mgpu_ull_dd(n);
  return __mgpu_float_dir(v.hi, v.lo, mode);
}
/* Float to integer conversions saturate and turn NaN into 0, as PTX's
 * cvt does; v is already an integral value. */
__MGPU_M int __mgpu_sat_int(double v) {
  __MGPU_EXACT
  if (v != v)
    return 0;
  if (v >= 2147483647.0)
    return 2147483647;
  if (v <= -2147483648.0)
    return -2147483647 - 1;
  return (int)v;
}
__MGPU_M unsigned __mgpu_sat_uint(double v) {
  __MGPU_EXACT
  if (v != v || v <= 0.0)
    return 0u;
  if (v >= 4294967295.0)
    return 4294967295u;
  return (unsigned)v;
}
__MGPU_M long long __mgpu_sat_ll(double v) {
  __MGPU_EXACT
  if (v != v)
    return 0;
  if (v >= 0x1p63)
    return 9223372036854775807ll;
  if (v <= -0x1p63)
    return -9223372036854775807ll - 1;
  return (long long)v;
}
__MGPU_M unsigned long long __mgpu_sat_ull(double v) {
  __MGPU_EXACT
  if (v != v || v <= 0.0)
    return 0ull;
  if (v >= 0x1p64)
    return 18446744073709551615ull;
  return (unsigned long long)v;
}
/* x rounded to an integral value: 0 nearest even, else a direction */
__MGPU_M double __mgpu_round_int(double x, int mode) {
  __MGPU_EXACT
  if (mode == __MGPU_RD)
    return __builtin_floor(x);
  if (mode == __MGPU_RU)
    return __builtin_ceil(x);
  if (mode == __MGPU_RZ)
    return __builtin_trunc(x);
  return __builtin_rint(x);
}

#endif /* MGPU_MATH_ROUNDING_H */
