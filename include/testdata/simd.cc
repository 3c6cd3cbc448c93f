// simd.cc — checks the SIMD, DPX, dot-product and __fns intrinsics of
// __mgpu_simd.h (compiled for the host) against a lane-by-lane model of
// their documented semantics, on edge values and random words. Prints
// "ok" or the first difference (include/headers_test.go runs it).
#include <stdint.h>
#include <stdio.h>

#include "__mgpu_simd.h"

static uint64_t state = 0x9e3779b97f4a7c15ull;
static unsigned rnd() {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned)(state >> 32);
}

// lanes of a word: n lanes of w bits, as signed or unsigned values
struct Lanes {
  long long v[4];
  int n, w;
};
static Lanes split(unsigned x, int w, bool sign) {
  Lanes l;
  l.n = 32 / w;
  l.w = w;
  for (int i = 0; i < l.n; i++) {
    long long u = ((unsigned long long)x >> (i * w)) & ((1ull << w) - 1);
    l.v[i] = sign && u >= (1ll << (w - 1)) ? u - (1ll << w) : u;
  }
  return l;
}
static unsigned join(const long long *v, int w) {
  unsigned r = 0;
  for (int i = 0; i < 32 / w; i++)
    r |= (unsigned)(((unsigned long long)v[i] & ((1ull << w) - 1)) << (i * w));
  return r;
}
static long long clamp(long long v, long long lo, long long hi) { return v < lo ? lo : v > hi ? hi : v; }

static int failures;
static void check(const char *name, unsigned a, unsigned b, unsigned got, unsigned want) {
  if (got != want && failures++ < 5)
    printf("%s(%#x, %#x) = %#x, want %#x\n", name, a, b, got, want);
}

// the model: op on lanes of width w
static unsigned model(const char *op, unsigned a, unsigned b, int w) {
  bool sign = op[0] == 's';
  Lanes x = split(a, w, sign), y = split(b, w, sign);
  long long smin = -(1ll << (w - 1)), smax = (1ll << (w - 1)) - 1, umax = (1ll << w) - 1, r[4], sum = 0;
  const char *o = op + 1;
  for (int i = 0; i < x.n; i++) {
    long long p = x.v[i], q = y.v[i], t;
    if (!__builtin_strcmp(o, "abs"))
      t = p < 0 ? -p : p; // wraps for the most negative
    else if (!__builtin_strcmp(o, "absss"))
      t = clamp(p < 0 ? -p : p, smin, smax);
    else if (!__builtin_strcmp(o, "absdiff") || !__builtin_strcmp(o, "sad"))
      t = p > q ? p - q : q - p;
    else if (!__builtin_strcmp(o, "add"))
      t = p + q;
    else if (!__builtin_strcmp(o, "addsat"))
      t = sign ? clamp(p + q, smin, smax) : clamp(p + q, 0, umax);
    else if (!__builtin_strcmp(o, "avg")) // rounded, halves away from zero
      t = sign ? ((p + q) >= 0 ? (p + q + 1) / 2 : -((-(p + q) + 1) / 2)) : (p + q + 1) / 2;
    else if (!__builtin_strcmp(o, "hadd"))
      t = (p + q) / 2;
    else if (!__builtin_strcmp(o, "max"))
      t = p > q ? p : q;
    else if (!__builtin_strcmp(o, "min"))
      t = p < q ? p : q;
    else if (!__builtin_strcmp(o, "neg"))
      t = -p;
    else if (!__builtin_strcmp(o, "negss"))
      t = clamp(-p, smin, smax);
    else if (!__builtin_strcmp(o, "sub"))
      t = p - q;
    else if (!__builtin_strcmp(o, "subsat"))
      t = sign ? clamp(p - q, smin, smax) : clamp(p - q, 0, umax);
    else { // comparisons: "eq", "ne", "ge", ... then 'c' (all ones) or 's' (one)
      int len = (int)__builtin_strlen(o);
      bool c = o[len - 1] == 'c', res;
      if (!__builtin_strncmp(o, "eq", 2))
        res = p == q;
      else if (!__builtin_strncmp(o, "ne", 2))
        res = p != q;
      else if (!__builtin_strncmp(o, "ge", 2))
        res = p >= q;
      else if (!__builtin_strncmp(o, "gt", 2))
        res = p > q;
      else if (!__builtin_strncmp(o, "le", 2))
        res = p <= q;
      else
        res = p < q;
      t = res ? (c ? umax : 1) : 0;
    }
    r[i] = t;
    sum += t;
  }
  return !__builtin_strcmp(o, "sad") ? (unsigned)sum : join(r, w);
}

typedef unsigned (*V2)(unsigned, unsigned);
typedef unsigned (*V1)(unsigned);
struct Case2 {
  const char *op;
  V2 f2, f4;
};
struct Case1 {
  const char *op;
  V1 f2, f4;
};

static unsigned dp4a_model(unsigned a, unsigned b, unsigned c, bool sign) {
  Lanes x = split(a, 8, sign), y = split(b, 8, sign);
  long long s = sign ? (int)c : (long long)c;
  for (int i = 0; i < 4; i++)
    s += x.v[i] * y.v[i];
  return (unsigned)s;
}
static unsigned dp2a_model(unsigned a, unsigned b, unsigned c, bool sign, bool hi) {
  Lanes x = split(a, 16, sign), y = split(b, 8, sign);
  long long s = sign ? (int)c : (long long)c;
  s += x.v[0] * y.v[hi ? 2 : 0] + x.v[1] * y.v[hi ? 3 : 1];
  return (unsigned)s;
}
static unsigned fns_model(unsigned mask, unsigned base, int offset) {
  int b = (int)(base & 31);
  if (offset == 0)
    return (mask >> b & 1) ? (unsigned)b : 0xffffffffu;
  int seen = 0, want = offset > 0 ? offset : -offset;
  for (int p = b; p >= 0 && p < 32; p += offset > 0 ? 1 : -1)
    if ((mask >> p & 1) && ++seen == want)
      return (unsigned)p;
  return 0xffffffffu;
}
// DPX: lanes of 32 or 16 bits; op "max"/"min", optionally three-way, add-first, relu
static unsigned dpx_model(unsigned a, unsigned b, unsigned c, int w, bool sign, bool mx, bool three, bool add, bool relu) {
  Lanes x = split(a, w, sign), y = split(b, w, sign), z = split(c, w, sign);
  long long r[4];
  for (int i = 0; i < x.n; i++) {
    long long p = x.v[i], q = y.v[i];
    if (add) {
      p = split(join(&(r[i] = p + q), w), w, sign).v[0]; // the sum wrapped to the lane
      q = z.v[i];
    }
    long long t = mx ? (p > q ? p : q) : (p < q ? p : q);
    if (three)
      t = mx ? (t > z.v[i] ? t : z.v[i]) : (t < z.v[i] ? t : z.v[i]);
    if (relu && t < 0)
      t = 0;
    r[i] = t;
  }
  return join(r, w);
}

int main() {
  static const Case2 c2[] = {
      {"sabsdiff", __vabsdiffs2, __vabsdiffs4}, {"uabsdiff", __vabsdiffu2, __vabsdiffu4}, {"uadd", __vadd2, __vadd4},
      {"saddsat", __vaddss2, __vaddss4},        {"uaddsat", __vaddus2, __vaddus4},       {"savg", __vavgs2, __vavgs4},
      {"uavg", __vavgu2, __vavgu4},             {"uhadd", __vhaddu2, __vhaddu4},         {"smax", __vmaxs2, __vmaxs4},
      {"umax", __vmaxu2, __vmaxu4},             {"smin", __vmins2, __vmins4},            {"umin", __vminu2, __vminu4},
      {"usub", __vsub2, __vsub4},               {"ssubsat", __vsubss2, __vsubss4},       {"usubsat", __vsubus2, __vsubus4},
      {"ssad", __vsads2, __vsads4},             {"usad", __vsadu2, __vsadu4},            {"ueqc", __vcmpeq2, __vcmpeq4},
      {"unec", __vcmpne2, __vcmpne4},           {"sgec", __vcmpges2, __vcmpges4},        {"ugec", __vcmpgeu2, __vcmpgeu4},
      {"sgtc", __vcmpgts2, __vcmpgts4},         {"ugtc", __vcmpgtu2, __vcmpgtu4},        {"slec", __vcmples2, __vcmples4},
      {"ulec", __vcmpleu2, __vcmpleu4},         {"sltc", __vcmplts2, __vcmplts4},        {"ultc", __vcmpltu2, __vcmpltu4},
      {"ueqs", __vseteq2, __vseteq4},           {"unes", __vsetne2, __vsetne4},          {"sges", __vsetges2, __vsetges4},
      {"uges", __vsetgeu2, __vsetgeu4},         {"sgts", __vsetgts2, __vsetgts4},        {"ugts", __vsetgtu2, __vsetgtu4},
      {"sles", __vsetles2, __vsetles4},         {"ules", __vsetleu2, __vsetleu4},        {"slts", __vsetlts2, __vsetlts4},
      {"ults", __vsetltu2, __vsetltu4},
  };
  static const Case1 c1[] = {{"sabs", __vabs2, __vabs4},
                             {"sabsss", __vabsss2, __vabsss4},
                             {"uneg", __vneg2, __vneg4},
                             {"snegss", __vnegss2, __vnegss4}};
  static const unsigned edges[] = {0u, 1u, 0x7fu, 0x80u, 0xffu, 0x7fffu, 0x8000u, 0xffffu, 0x80808080u, 0x7f7f7f7fu,
                                   0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x01ff80feu};
  const int ne = sizeof edges / sizeof edges[0];
  for (int i = 0; i < 40000; i++) {
    unsigned a = i < ne * ne ? edges[i % ne] : rnd(), b = i < ne * ne ? edges[i / ne] : rnd(), c = rnd();
    if (i % 7 == 0) // equal lanes
      b = (a & 0xffff00ffu) | (b & 0x0000ff00u);
    for (const Case2 &k : c2) {
      check(k.op, a, b, k.f2(a, b), model(k.op, a, b, 16));
      check(k.op, a, b, k.f4(a, b), model(k.op, a, b, 8));
    }
    for (const Case1 &k : c1) {
      check(k.op, a, 0, k.f2(a), model(k.op, a, 0, 16));
      check(k.op, a, 0, k.f4(a), model(k.op, a, 0, 8));
    }
    check("dp4a", a, b, (unsigned)__dp4a((int)a, (int)b, (int)c), dp4a_model(a, b, c, true));
    check("dp4a_u", a, b, __dp4a(a, b, c), dp4a_model(a, b, c, false));
    check("dp2a_lo", a, b, (unsigned)__dp2a_lo((int)a, (int)b, (int)c), dp2a_model(a, b, c, true, false));
    check("dp2a_hi", a, b, (unsigned)__dp2a_hi((int)a, (int)b, (int)c), dp2a_model(a, b, c, true, true));
    check("dp2a_lo_u", a, b, __dp2a_lo(a, b, c), dp2a_model(a, b, c, false, false));
    check("dp2a_hi_u", a, b, __dp2a_hi(a, b, c), dp2a_model(a, b, c, false, true));
    int off = (int)(c % 67) - 33;
    check("fns", a, b, __fns(a, b, off), fns_model(a, b, off));
    // DPX
    check("vimax_s32", a, b, (unsigned)__vimax_s32((int)a, (int)b), dpx_model(a, b, c, 32, true, true, false, false, false));
    check("vimin_u32", a, b, __vimin_u32(a, b), dpx_model(a, b, c, 32, false, false, false, false, false));
    check("vimax3_s16x2", a, b, __vimax3_s16x2(a, b, c), dpx_model(a, b, c, 16, true, true, true, false, false));
    check("vimin3_u16x2", a, b, __vimin3_u16x2(a, b, c), dpx_model(a, b, c, 16, false, false, true, false, false));
    check("vimin3_s32_relu", a, b, (unsigned)__vimin3_s32_relu((int)a, (int)b, (int)c),
          dpx_model(a, b, c, 32, true, false, true, false, true));
    check("viaddmax_s32", a, b, (unsigned)__viaddmax_s32((int)a, (int)b, (int)c),
          dpx_model(a, b, c, 32, true, true, false, true, false));
    check("viaddmin_u16x2", a, b, __viaddmin_u16x2(a, b, c), dpx_model(a, b, c, 16, false, false, false, true, false));
    check("viaddmax_s16x2_relu", a, b, __viaddmax_s16x2_relu(a, b, c),
          dpx_model(a, b, c, 16, true, true, false, true, true));
    check("vimax_s16x2_relu", a, b, __vimax_s16x2_relu(a, b), dpx_model(a, b, c, 16, true, true, false, false, true));
    bool hi = false, lo = false, p = false;
    unsigned m = __vibmax_s16x2(a, b, &hi, &lo);
    Lanes x = split(a, 16, true), y = split(b, 16, true);
    check("vibmax_s16x2", a, b, m, dpx_model(a, b, c, 16, true, true, false, false, false));
    check("vibmax_s16x2_hi", a, b, hi, x.v[1] >= y.v[1]);
    check("vibmax_s16x2_lo", a, b, lo, x.v[0] >= y.v[0]);
    check("vibmin_u32", a, b, __vibmin_u32(a, b, &p), a <= b ? a : b);
    check("vibmin_u32_pred", a, b, p, a <= b);
  }
  if (failures == 0)
    printf("ok\n");
  return 0;
}
