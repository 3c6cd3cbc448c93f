// cuda_fp16.h on the simulator (headers2_test.go, TestCudaFP16): the device
// results must equal, bit for bit, the same functions run on the host and a
// reference written here from the IEEE 754 definition of binary16 (and,
// for the conversions, the host CPU's F16C instructions when it has them).
// Prints "ok" and exits 0, or prints the first mismatches and exits 1.
#include <cuda_fp16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "harness.h"

typedef unsigned short u16;

// ---- the reference ---------------------------------------------------------
// A half's value in units of 2^-25 (exact): k < 0x400: subnormal k * 2^-24;
// otherwise (1024 + mantissa) * 2^(e - 25). k = 0x7c00 gives 2^16, the value
// IEEE rounding compares with beyond the largest finite half.
static long long units(unsigned k) { return k < 0x400 ? 2ll * k : (1024ll + (k & 0x3ff)) << (k >> 10); }
static double hval(unsigned k) { return ldexp((double)units(k), -25); }

// Rounds the real number x (its sign neg, |x| known through cmp(T) = the
// sign of |x| - T * 2^-25, exactly) to binary16 in mode 0 rn, 1 rz, 2 rd,
// 3 ru: the neighbours lo <= |x| < hi among the halves, then IEEE's rule
// (nearest, ties to the even significand; overflow to inf for rn when
// |x| >= 65520, the midpoint of 65504 and 2^16).
template <class Cmp> static u16 ref_round(bool neg, Cmp cmp, int mode) {
  unsigned lo = 0, hi = 0x7bff; // largest k with hval(k) <= |x|
  while (lo < hi) {
    unsigned mid = (lo + hi + 1) / 2;
    if (cmp(units(mid)) >= 0)
      lo = mid;
    else
      hi = mid - 1;
  }
  unsigned k = lo, r;
  if (cmp(units(k)) == 0)
    r = k;
  else if (mode == 0) {
    int c = cmp((units(k) + units(k + 1)) / 2);
    r = c < 0 ? k : c > 0 ? k + 1 : (k & 1) ? k + 1 : k;
  } else if (mode == 1)
    r = k;
  else if (mode == 2)
    r = neg ? k + 1 : k;
  else
    r = neg ? k : k + 1;
  return (u16)((neg ? 0x8000 : 0) | r);
}
// x given exactly as a double (floats, doubles, exact sums and products)
static u16 ref_double(double x, int mode) {
  if (x != x) // documented: quiet, sign and the payload's top bits kept
    return (u16)((signbit(x) ? 0x8000 : 0) | 0x7e00 | ((*(unsigned long long *)&x >> 42) & 0x3ff));
  double a = fabs(x);
  if (a == INFINITY) // infinities are exact in every mode
    return signbit(x) ? 0xfc00 : 0x7c00;
  return ref_round(signbit(x) != 0, [&](long long t) { double v = ldexp((double)t, -25); return a < v ? -1 : a > v ? 1 : 0; }, mode);
}
static u16 ref_float(float f, int mode) {
  if (f != f) {
    unsigned b;
    memcpy(&b, &f, 4);
    return (u16)(((b >> 16) & 0x8000) | 0x7e00 | ((b >> 13) & 0x3ff));
  }
  return ref_double((double)f, mode);
}
static float ref_h2f(u16 h) {
  unsigned s = (h & 0x8000u) << 16, k = h & 0x7fff, b;
  float f;
  if (k >= 0x7c00)
    b = s | 0x7f800000u | ((k & 0x3ff) << 13) | ((k & 0x3ff) ? 0x400000u : 0);
  else {
    f = (float)hval(k);
    memcpy(&b, &f, 4);
    b |= s;
  }
  memcpy(&f, &b, 4);
  return f;
}
static bool isnan_h(u16 h) { return (h & 0x7fff) > 0x7c00; }
static bool isinf_h(u16 h) { return (h & 0x7fff) == 0x7c00; }
static const u16 NAN_H = 0x7fff;
// a result that float arithmetic gets exactly (inf, NaN, zero operands)
static u16 ref_special(float r) { return r != r ? NAN_H : ref_double(r, 0); }

typedef __int128 i128;
static int sgn(i128 v) { return v < 0 ? -1 : v > 0 ? 1 : 0; }
// x = n * 2^-48 exactly (sums and products of halves)
static u16 ref_scaled48(i128 n) {
  bool neg = n < 0;
  i128 m = neg ? -n : n;
  return ref_round(neg, [&](long long t) { return sgn(m - ((i128)t << 23)); }, 0);
}
static i128 n48(u16 h) { // a finite half as n * 2^-48
  i128 v = (i128)units(h & 0x7fff) << 23;
  return (h & 0x8000) ? -v : v;
}
static u16 ref_add(u16 a, u16 b) {
  if (isnan_h(a) || isnan_h(b) || isinf_h(a) || isinf_h(b))
    return ref_special(ref_h2f(a) + ref_h2f(b));
  i128 n = n48(a) + n48(b);
  if (n == 0) // x + (-x) = +0; -0 + -0 = -0
    return (a & b & 0x8000) ? 0x8000 : 0;
  return ref_scaled48(n);
}
static u16 ref_mul(u16 a, u16 b) {
  if (isnan_h(a) || isnan_h(b) || isinf_h(a) || isinf_h(b))
    return ref_special(ref_h2f(a) * ref_h2f(b));
  i128 p = (n48(a) >> 23) * (n48(b) >> 23); // ab * 2^50
  bool neg = ((a ^ b) & 0x8000) != 0;
  if (p == 0)
    return neg ? 0x8000 : 0;
  i128 m = p < 0 ? -p : p;
  return ref_round(neg, [&](long long t) { return sgn(m - ((i128)t << 25)); }, 0);
}
static u16 ref_div(u16 a, u16 b) {
  if (isnan_h(a) || isnan_h(b) || isinf_h(a) || isinf_h(b) || (b & 0x7fff) == 0)
    return ref_special(ref_h2f(a) / ref_h2f(b));
  bool neg = ((a ^ b) & 0x8000) != 0;
  long long A = units(a & 0x7fff), B = units(b & 0x7fff); // |x| = A/B = (2^25 A/B) * 2^-25
  if (A == 0)
    return neg ? 0x8000 : 0;
  return ref_round(neg, [&](long long t) { return sgn(((i128)A << 25) - (i128)t * B); }, 0);
}
static u16 ref_fma(u16 a, u16 b, u16 c) {
  if (isnan_h(a) || isnan_h(b) || isnan_h(c) || isinf_h(a) || isinf_h(b) || isinf_h(c))
    return ref_special(fmaf(ref_h2f(a), ref_h2f(b), ref_h2f(c)));
  i128 p = (n48(a) >> 23) * (n48(b) >> 23); // ab * 2^50
  i128 n = p + (n48(c) << 2);                // (ab + c) * 2^50
  if (n == 0) {
    bool pneg = ((a ^ b) & 0x8000) != 0;
    if (p == 0 && (c & 0x7fff) == 0) // a signed zero plus a signed zero
      return (pneg && (c & 0x8000)) ? 0x8000 : 0;
    return 0;
  }
  bool neg = n < 0;
  i128 m = neg ? -n : n;
  return ref_round(neg, [&](long long t) { return sgn(m - ((i128)t << 25)); }, 0);
}
static u16 ref_sqrt(u16 a) {
  if (isnan_h(a) || ((a & 0x8000) && (a & 0x7fff)))
    return NAN_H;
  if ((a & 0x7fff) == 0 || a == 0x7c00)
    return a;
  long long A = units(a); // sqrt(A 2^-25) vs t 2^-25  <=>  A 2^25 vs t^2
  return ref_round(false, [&](long long t) { return sgn(((i128)A << 25) - (i128)t * t); }, 0);
}
static u16 ref_max(u16 a, u16 b, bool nan) {
  if (isnan_h(a) || isnan_h(b))
    return nan || (isnan_h(a) && isnan_h(b)) ? NAN_H : isnan_h(a) ? b : a;
  float x = ref_h2f(a), y = ref_h2f(b);
  return x > y ? a : x < y ? b : (a & 0x8000) ? b : a;
}
static u16 ref_min(u16 a, u16 b, bool nan) {
  if (isnan_h(a) || isnan_h(b))
    return nan || (isnan_h(a) && isnan_h(b)) ? NAN_H : isnan_h(a) ? b : a;
  float x = ref_h2f(a), y = ref_h2f(b);
  return x < y ? a : x > y ? b : (a & 0x8000) ? a : b;
}
static unsigned ref_cmp(u16 a, u16 b) {
  float x = ref_h2f(a), y = ref_h2f(b);
  bool un = x != x || y != y;
  bool r[12] = {x == y, !un && x != y, x < y, x <= y, x > y, x >= y,
                un || x == y, un || x != y, un || x < y, un || x <= y, un || x > y, un || x >= y};
  unsigned m = 0;
  for (int i = 0; i < 12; i++)
    m |= (unsigned)r[i] << i;
  return m;
}
// functions: the long double function rounded once
static u16 ref_fn(long double v) {
  if (v != v)
    return NAN_H;
  return ref_double((double)v, 0); // every result here is far from a half tie in double
}
static long long ref_toint(u16 h, int mode, long long lo, long long hi) {
  if (isnan_h(h))
    return 0;
  double v = ref_h2f(h);
  double r = mode == 0 ? nearbyint(v) : mode == 1 ? trunc(v) : mode == 2 ? floor(v) : ceil(v);
  return r <= (double)lo ? lo : r >= (double)hi ? hi : (long long)r;
}
static u16 ref_fromint(long long v, int mode) {
  bool neg = v < 0;
  i128 m = neg ? -(i128)v : (i128)v;
  if (m == 0)
    return 0;
  return ref_round(neg, [&](long long t) { return sgn((m << 25) - t); }, mode);
}

// ---- the device side ---------------------------------------------------------
#define NUNARY 24
#define NBINARY 10
__global__ void k_unary(u16 *out, unsigned *f32, long long *ints, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half h = __ushort_as_half((u16)i);
  float f = __half2float(h);
  f32[i] = __float_as_uint(f);
  __half r[NUNARY] = {__float2half(f), hsqrt(h),  hrsqrt(h), hrcp(h),   hexp(h),   hexp2(h),
                      hexp10(h),       hlog(h),   hlog2(h),  hlog10(h), hsin(h),   hcos(h),
                      htanh(h),        hceil(h),  hfloor(h), htrunc(h), hrint(h),  __hneg(h),
                      __habs(h),       -h,        __low2half(__half2half2(h)), __high2half(__lowhigh2highlow(__halves2half2(h, __ushort_as_half(1)))),
                      __float2half_rz(f), __double2half((double)f)};
  for (int j = 0; j < NUNARY; j++)
    out[j * n + i] = __half_as_ushort(r[j]);
  long long v[12] = {__half2int_rn(h), __half2int_rz(h), __half2int_rd(h), __half2int_ru(h), __half2short_rz(h),
                     __half2uint_rz(h), __half2ushort_rn(h), __half2ll_rd(h), (long long)__half2ull_ru(h),
                     __hisinf(h), (long long)__hisnan(h), (int)h};
  for (int j = 0; j < 12; j++)
    ints[j * n + i] = v[j];
}
__global__ void k_float(const float *in, u16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float f = in[i];
  out[i] = __half_as_ushort(__float2half_rn(f));
  out[n + i] = __half_as_ushort(__float2half_rz(f));
  out[2 * n + i] = __half_as_ushort(__float2half_rd(f));
  out[3 * n + i] = __half_as_ushort(__float2half_ru(f));
}
__global__ void k_double(const double *in, u16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __half_as_ushort(__double2half(in[i]));
}
__global__ void k_int(const long long *in, u16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long v = in[i];
  out[i] = __half_as_ushort(__ll2half_rn(v));
  out[n + i] = __half_as_ushort(__int2half_rz((int)v));
  out[2 * n + i] = __half_as_ushort(__int2half_rd((int)v));
  out[3 * n + i] = __half_as_ushort(__int2half_ru((int)v));
  out[4 * n + i] = __half_as_ushort(__ull2half_rn((unsigned long long)v));
}
__global__ void k_binary(const u16 *a, const u16 *b, const u16 *c, u16 *out, unsigned *cmp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half x = __ushort_as_half(a[i]), y = __ushort_as_half(b[i]), z = __ushort_as_half(c[i]);
  __half2 p = __halves2half2(x, z), q = __halves2half2(y, x);
  __half r[NBINARY] = {__hadd(x, y), x - y,          __hmul(x, y), x / y,          __hfma(x, y, z),
                       __hmax(x, y), __hmin(x, y),   __hmax_nan(x, y), __hmin_nan(x, y), __high2half(__hfma2(q, p, p))};
  for (int j = 0; j < NBINARY; j++)
    out[j * n + i] = __half_as_ushort(r[j]);
  __half2 s = p + q, m = __hmul2(p, q);
  out[NBINARY * n + i] = __half_as_ushort(s.y); // z + x
  out[(NBINARY + 1) * n + i] = __half_as_ushort(__low2half(m));
  bool cm[12] = {__heq(x, y), __hne(x, y), x < y, __hle(x, y), __hgt(x, y), x >= y,
                 __hequ(x, y), x != y, __hltu(x, y), __hleu(x, y), __hgtu(x, y), __hgeu(x, y)};
  unsigned m2 = 0;
  for (int j = 0; j < 12; j++)
    m2 |= (unsigned)cm[j] << j;
  cmp[i] = m2;
}
// shuffles and atomics of halves: sums of small integers are exact
__global__ void k_warp(u16 *out, __half2 *acc2, __half *acc) {
  int t = threadIdx.x;
  __half h = __int2half_rn(t);
  __half2 h2 = __halves2half2(h, __int2half_rn(100 + t));
  __half d = __shfl_down_sync(0xffffffffu, h, 1);
  __half2 x = __shfl_xor_sync(0xffffffffu, h2, 3);
  out[4 * t] = __half_as_ushort(d);
  out[4 * t + 1] = __half_as_ushort(__low2half(x));
  out[4 * t + 2] = __half_as_ushort(__high2half(x));
  out[4 * t + 3] = __half_as_ushort(__shfl_sync(0xffffffffu, h, 5));
  atomicAdd(acc2, __floats2half2_rn(1.0f, 2.0f));
  atomicAdd(&acc[1], __float2half(1.0f));
  atomicAdd(&acc[2], __float2half(3.0f));
  // `= {}` zeroes a pair, a raw pair assigns its bits: acc[3] stays 0
  __half2 z = h2;
  z = {};
  __half2_raw ones;
  ones.x = ones.y = 0x3c00;
  if (__half2float(z.x) != 0.0f || __half2float(z.y) != 0.0f || (z = ones, __half2float(z.y) != 1.0f))
    atomicAdd(&acc[3], __float2half(1.0f));
}

// ---- the checks ---------------------------------------------------------------
static int failures;
static void expect(const char *what, long long i, long long got, long long want, long long in = 0) {
  if (got == want)
    return;
  if (failures++ < 20)
    printf("FAIL %s #%lld (input 0x%llx): got 0x%llx, want 0x%llx\n", what, i, in, got, want);
}
static unsigned long long rng = 0x9e3779b97f4a7c15ull;
static unsigned long long next() {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return rng;
}
static float fbits(unsigned b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}

// the host CPU's conversion, when it has F16C (imm: 0 rn, 1 rd, 2 ru, 3 rz)
#if defined(__x86_64__) && !defined(__CUDA_ARCH__)
static bool have_f16c() { // CPUID leaf 1, ECX bit 29
  unsigned a = 1, b, c = 0, d;
  __asm__("cpuid" : "+a"(a), "=b"(b), "+c"(c), "=d"(d));
  return (c >> 29) & 1;
}
__attribute__((target("f16c"))) static u16 f16c(float f, int mode) {
  typedef float v4f __attribute__((vector_size(16)));
  typedef short v8s __attribute__((vector_size(16)));
  v4f v = {f, 0, 0, 0};
  v8s r;
  switch (mode) {
  case 0: r = __builtin_ia32_vcvtps2ph(v, 0); break;
  case 1: r = __builtin_ia32_vcvtps2ph(v, 3); break;
  case 2: r = __builtin_ia32_vcvtps2ph(v, 1); break;
  default: r = __builtin_ia32_vcvtps2ph(v, 2); break;
  }
  return (u16)r[0];
}
#else
static bool have_f16c() { return false; }
static u16 f16c(float, int) { return 0; }
#endif

int main() {
  const int B = 256;
  bool hw = have_f16c();

  // all 65536 halves: to float and back, the functions, the integer conversions
  {
    const int n = 65536;
    u16 *out;
    unsigned *f32;
    long long *ints;
    CHECK(cudaMalloc(&out, NUNARY * n * 2));
    CHECK(cudaMalloc(&f32, n * 4));
    CHECK(cudaMalloc(&ints, 12 * n * 8));
    k_unary<<<n / B, B>>>(out, f32, ints, n);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, NUNARY * n);
    std::vector<unsigned> fb = from_device(f32, n);
    std::vector<long long> iv = from_device(ints, 12 * n);
    for (int i = 0; i < n; i++) {
      u16 h = (u16)i;
      float rf = ref_h2f(h);
      unsigned rb;
      memcpy(&rb, &rf, 4);
      expect("half2float", i, fb[i], rb, i);
      float hf = __half2float(__ushort_as_half(h));
      unsigned hb;
      memcpy(&hb, &hf, 4);
      expect("half2float host", i, hb, rb, i);
      // round trip: identity, a signaling NaN made quiet
      u16 back = (u16)(isnan_h(h) ? (h | 0x200) : h);
      expect("float2half(half2float)", i, o[i], back, i);
      long double v = rf;
      u16 want[NUNARY] = {back,
                          ref_sqrt(h),
                          isnan_h(h) ? NAN_H : ref_fn(1.0L / sqrtl(v)),
                          ref_div(0x3c00, h),
                          ref_fn(expl(v)),
                          ref_fn(exp2l(v)),
                          ref_fn(exp10l(v)),
                          ref_fn(logl(v)),
                          ref_fn(log2l(v)),
                          ref_fn(log10l(v)),
                          ref_fn(sinl(v)),
                          ref_fn(cosl(v)),
                          ref_fn(tanhl(v)),
                          ref_fn(ceill(v)),
                          ref_fn(floorl(v)),
                          ref_fn(truncl(v)),
                          ref_fn(nearbyintl(v)),
                          (u16)(h ^ 0x8000),
                          (u16)(h & 0x7fff),
                          (u16)(h ^ 0x8000),
                          h,
                          h,
                          ref_float(rf, 1),
                          back};
      // host: the same functions of the header
      __half x = __ushort_as_half(h);
      __half host[NUNARY] = {__float2half(__half2float(x)), hsqrt(x), hrsqrt(x), hrcp(x), hexp(x), hexp2(x),
                             hexp10(x), hlog(x), hlog2(x), hlog10(x), hsin(x), hcos(x), htanh(x), hceil(x),
                             hfloor(x), htrunc(x), hrint(x), __hneg(x), __habs(x), -x, x, x,
                             __float2half_rz(__half2float(x)), __double2half((double)__half2float(x))};
      static const char *names[NUNARY] = {"roundtrip", "hsqrt", "hrsqrt", "hrcp", "hexp", "hexp2", "hexp10",
                                          "hlog", "hlog2", "hlog10", "hsin", "hcos", "htanh", "hceil", "hfloor",
                                          "htrunc", "hrint", "__hneg", "__habs", "operator-", "half2 low",
                                          "half2 swap", "float2half_rz", "double2half"};
      for (int j = 0; j < NUNARY; j++) {
        expect(names[j], i, o[j * n + i], want[j], i);
        expect(names[j], i, __half_as_ushort(host[j]), want[j], i);
      }
      long long wi[12] = {ref_toint(h, 0, INT32_MIN, INT32_MAX), ref_toint(h, 1, INT32_MIN, INT32_MAX),
                          ref_toint(h, 2, INT32_MIN, INT32_MAX), ref_toint(h, 3, INT32_MIN, INT32_MAX),
                          ref_toint(h, 1, -32768, 32767), ref_toint(h, 1, 0, UINT32_MAX),
                          ref_toint(h, 0, 0, 65535), ref_toint(h, 2, INT64_MIN, INT64_MAX),
                          isnan_h(h) ? 0 : h == 0x7c00 ? -1 : ref_toint(h, 3, 0, INT64_MAX),
                          h == 0x7c00 ? 1 : h == 0xfc00 ? -1 : 0, isnan_h(h), ref_toint(h, 1, INT32_MIN, INT32_MAX)};
      long long hi[12] = {__half2int_rn(x), __half2int_rz(x), __half2int_rd(x), __half2int_ru(x), __half2short_rz(x),
                          __half2uint_rz(x), __half2ushort_rn(x), __half2ll_rd(x), (long long)__half2ull_ru(x),
                          __hisinf(x), (long long)__hisnan(x), (int)x};
      for (int j = 0; j < 12; j++) {
        expect("half to integer", j * n + i, iv[j * n + i], wi[j], i);
        expect("half to integer host", j * n + i, hi[j], wi[j], i);
      }
    }
    printf("all 65536 halves checked\n");
  }

  // floats to half in the four roundings: random bits, random values in
  // the half range, every midpoint between neighbouring halves and the
  // floats next to it
  {
    std::vector<float> in;
    for (int i = 0; i < 300000; i++)
      in.push_back(fbits((unsigned)next()));
    for (int i = 0; i < 300000; i++) {
      unsigned e = 127 - 27 + (unsigned)(next() % 45); // 2^-27 .. 2^17
      in.push_back(fbits((unsigned)(next() & 0x807fffffu) | (e << 23)));
    }
    for (unsigned k = 0; k < 0x7c00; k++) {
      float mid = (float)((hval(k) + (k == 0x7bff ? 65536.0 : hval(k + 1))) / 2);
      for (float f : {mid, nextafterf(mid, 0), nextafterf(mid, INFINITY), (float)hval(k)}) {
        in.push_back(f);
        in.push_back(-f);
      }
    }
    for (float f : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN, fbits(0x7f800001u), fbits(0xffbfffffu), 65504.0f,
                    65519.996f, 65520.0f, 1e-45f, 2.9802322e-08f, 5.9604645e-08f, 3.4e38f})
      in.push_back(f);
    int n = (int)in.size();
    float *din = to_device(in);
    u16 *out;
    CHECK(cudaMalloc(&out, 4 * n * 2));
    k_float<<<(n + B - 1) / B, B>>>(din, out, n);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, 4 * n);
    static const char *names[4] = {"float2half_rn", "float2half_rz", "float2half_rd", "float2half_ru"};
    unsigned fb;
    for (int i = 0; i < n; i++) {
      memcpy(&fb, &in[i], 4);
      __half host[4] = {__float2half_rn(in[i]), __float2half_rz(in[i]), __float2half_rd(in[i]), __float2half_ru(in[i])};
      for (int m = 0; m < 4; m++) {
        u16 want = ref_float(in[i], m);
        expect(names[m], i, o[m * n + i], want, fb);
        expect(names[m], i, __half_as_ushort(host[m]), want, fb);
        if (hw)
          expect("F16C agrees with the reference", i, f16c(in[i], m), want, fb);
      }
    }
    printf("%d floats checked in 4 roundings%s\n", n, hw ? " (reference checked against F16C)" : "");
  }

  // doubles: a double just off a midpoint must not round as the midpoint
  // (the naive double -> float -> half rounds twice)
  {
    std::vector<double> in;
    for (unsigned k = 0; k < 0x7c00; k += 3) {
      double mid = (hval(k) + (k == 0x7bff ? 65536.0 : hval(k + 1))) / 2;
      for (double d : {mid, nextafter(mid, 0), nextafter(mid, INFINITY), mid * (1 + 0x1p-40), mid * (1 - 0x1p-40)}) {
        in.push_back(d);
        in.push_back(-d);
      }
    }
    for (int i = 0; i < 100000; i++) {
      unsigned long long b = next();
      double d;
      memcpy(&d, &b, 8);
      in.push_back(d);
      in.push_back(ldexp((double)(next() >> 11), -53 - (int)(next() % 45) + 17));
    }
    int n = (int)in.size();
    double *din = to_device(in);
    u16 *out;
    CHECK(cudaMalloc(&out, n * 2));
    k_double<<<(n + B - 1) / B, B>>>(din, out, n);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, n);
    for (int i = 0; i < n; i++) {
      u16 want = ref_double(in[i], 0);
      unsigned long long b;
      memcpy(&b, &in[i], 8);
      expect("double2half", i, o[i], want, (long long)b);
      expect("double2half host", i, __half_as_ushort(__double2half(in[i])), want, (long long)b);
    }
    printf("%d doubles checked\n", n);
  }

  // integers to half
  {
    std::vector<long long> in;
    for (long long v : {0ll, 1ll, -1ll, 2047ll, 2048ll, 2049ll, 2050ll, 2051ll, 4097ll, 65504ll, 65519ll, 65520ll,
                        65535ll, 65536ll, 1ll << 20, (1ll << 20) + 1, 2147483647ll, -2147483647ll - 1,
                        (1ll << 62) + 12345, -(1ll << 62), -65520ll, -65519ll})
      in.push_back(v);
    for (int i = 0; i < 100000; i++) {
      long long v = (long long)(next() % 140000) - 70000;
      in.push_back(v);
    }
    int n = (int)in.size();
    long long *din = to_device(in);
    u16 *out;
    CHECK(cudaMalloc(&out, 5 * n * 2));
    k_int<<<(n + B - 1) / B, B>>>(din, out, n);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, 5 * n);
    for (int i = 0; i < n; i++) {
      long long v = in[i];
      unsigned long long uv = (unsigned long long)v;
      u16 want_ull = uv >= (1ull << 40) ? 0x7c00 : ref_fromint((long long)uv, 0);
      u16 want[5] = {ref_fromint(v, 0), ref_fromint((int)v, 1), ref_fromint((int)v, 2), ref_fromint((int)v, 3),
                     want_ull};
      __half host[5] = {__ll2half_rn(v), __int2half_rz((int)v), __int2half_rd((int)v), __int2half_ru((int)v),
                        __ull2half_rn(uv)};
      for (int m = 0; m < 5; m++) {
        expect("integer to half", m * n + i, o[m * n + i], want[m], v);
        expect("integer to half host", m * n + i, __half_as_ushort(host[m]), want[m], v);
      }
    }
    printf("%d integers checked\n", n);
  }

  // arithmetic, max/min and comparisons on random halves (every bit pattern),
  // and on pairs near each other (cancellation) and ties of products
  {
    std::vector<u16> a, b, c;
    for (int i = 0; i < 200000; i++) {
      unsigned r = (unsigned)next();
      a.push_back((u16)r);
      b.push_back((u16)(r >> 16));
      c.push_back((u16)next());
    }
    for (int i = 0; i < 100000; i++) {
      unsigned r = (unsigned)next();
      u16 x = (u16)r;
      a.push_back(x);
      b.push_back((u16)((x ^ 0x8000) + (int)((r >> 16) % 9) - 4)); // -x nearby: cancellation
      c.push_back((u16)((x & 0x7fff) < 0x400 ? r >> 20 : next()));
    }
    u16 sp[] = {0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7fff, 0x7d00, 1, 0x8001, 0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x0400, 0x03ff};
    for (u16 x : sp)
      for (u16 y : sp)
        for (u16 z : sp) {
          a.push_back(x);
          b.push_back(y);
          c.push_back(z);
        }
    int n = (int)a.size();
    u16 *da = to_device(a), *db = to_device(b), *dc = to_device(c), *out;
    unsigned *cmp;
    CHECK(cudaMalloc(&out, (NBINARY + 2) * n * 2));
    CHECK(cudaMalloc(&cmp, n * 4));
    k_binary<<<(n + B - 1) / B, B>>>(da, db, dc, out, cmp, n);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, (NBINARY + 2) * n);
    std::vector<unsigned> cm = from_device(cmp, n);
    static const char *names[NBINARY + 2] = {"__hadd", "operator-", "__hmul", "operator/", "__hfma", "__hmax",
                                             "__hmin", "__hmax_nan", "__hmin_nan", "__hfma2", "half2 +", "__hmul2"};
    for (int i = 0; i < n; i++) {
      u16 x = a[i], y = b[i], z = c[i];
      u16 want[NBINARY + 2] = {ref_add(x, y), ref_add(x, (u16)(y ^ 0x8000)), ref_mul(x, y), ref_div(x, y),
                               ref_fma(x, y, z), ref_max(x, y, false), ref_min(x, y, false), ref_max(x, y, true),
                               ref_min(x, y, true), ref_fma(x, z, z), ref_add(z, x), ref_mul(x, y)};
      __half hx = __ushort_as_half(x), hy = __ushort_as_half(y), hz = __ushort_as_half(z);
      __half host[NBINARY + 2] = {hx + hy, __hsub(hx, hy), hx * hy, __hdiv(hx, hy), __hfma(hx, hy, hz),
                                  __hmax(hx, hy), __hmin(hx, hy), __hmax_nan(hx, hy), __hmin_nan(hx, hy),
                                  __hfma(hx, hz, hz), __hadd(hz, hx), __hmul(hx, hy)};
      for (int j = 0; j < NBINARY + 2; j++) {
        long long in = (long long)x << 32 | (long long)y << 16 | z;
        expect(names[j], i, o[j * n + i], want[j], in);
        expect(names[j], i, __half_as_ushort(host[j]), want[j], in);
      }
      expect("comparisons", i, cm[i], ref_cmp(x, y), (long long)x << 16 | y);
    }
    printf("%d operand triples checked\n", n);
  }

  // warp shuffles and atomics of __half and __half2
  {
    u16 *out;
    __half2 *acc2;
    __half *acc;
    CHECK(cudaMalloc(&out, 4 * 32 * 2));
    CHECK(cudaMalloc(&acc2, 4));
    CHECK(cudaMalloc(&acc, 8));
    CHECK(cudaMemset(acc2, 0, 4));
    CHECK(cudaMemset(acc, 0, 8));
    k_warp<<<8, 32>>>(out, acc2, acc);
    CHECK(cudaGetLastError());
    std::vector<u16> o = from_device(out, 4 * 32), ac = from_device((u16 *)acc, 4), ac2 = from_device((u16 *)acc2, 2);
    for (int t = 0; t < 32; t++) {
      expect("__shfl_down_sync(__half)", t, o[4 * t], ref_fromint(t < 31 ? t + 1 : t, 0));
      expect("__shfl_xor_sync(__half2).x", t, o[4 * t + 1], ref_fromint(t ^ 3, 0));
      expect("__shfl_xor_sync(__half2).y", t, o[4 * t + 2], ref_fromint(100 + (t ^ 3), 0));
      expect("__shfl_sync(__half)", t, o[4 * t + 3], ref_fromint(5, 0));
    }
    expect("atomicAdd(__half2).x", 0, ac2[0], ref_fromint(256, 0));
    expect("atomicAdd(__half2).y", 0, ac2[1], ref_fromint(512, 0));
    expect("atomicAdd(__half) [0]", 0, ac[0], 0);
    expect("atomicAdd(__half) [1]", 1, ac[1], ref_fromint(256, 0));
    expect("atomicAdd(__half) [2]", 2, ac[2], ref_fromint(768, 0));
    expect("atomicAdd(__half) [3]", 3, ac[3], 0);
  }

  // constants and the raw types
  expect("CUDART_ONE_FP16", 0, __half_as_ushort(CUDART_ONE_FP16), 0x3c00);
  expect("CUDART_INF_FP16", 0, __half_as_ushort(CUDART_INF_FP16), 0x7c00);
  expect("sizeof(__half2)", 0, sizeof(__half2) * 10 + alignof(__half2), 44);
  {
    __half2 z = __halves2half2(CUDART_ONE_FP16, CUDART_INF_FP16);
    z = {};
    expect("__half2 = {}", 0, __half_as_ushort(z.x) | __half_as_ushort(z.y), 0);
    __half2_raw r;
    r.x = 0x3c00, r.y = 0x7c00;
    z = r;
    expect("__half2 = __half2_raw", 0, __half_as_ushort(z.y), 0x7c00);
  }
  expect("sizeof(__half)", 0, sizeof(half) * 10 + alignof(half), 22);

  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
