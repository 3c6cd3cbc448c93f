// cuda_bf16.h on the simulator (headers2_test.go, TestCudaBF16): the device
// results must equal, bit for bit, the same functions run on the host and a
// reference written here from bfloat16's definition (float's upper half:
// rounding a float is rounding away its low 16 bits). Prints "ok" and exits
// 0, or prints the first mismatches and exits 1.
#include <cuda_bf16.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "harness.h"

typedef unsigned short u16;

// ---- the reference ---------------------------------------------------------
static unsigned fbits(float f) {
  unsigned b;
  memcpy(&b, &f, 4);
  return b;
}
static float bval(u16 h) {
  unsigned b = (unsigned)h << 16;
  float f;
  memcpy(&f, &b, 4);
  return f;
}
// A float rounded to bfloat16 in mode 0 rn, 1 rz, 2 rd, 3 ru: its low 16
// bits dropped, the kept ones moved one up where the mode says (a carry
// into the exponent is the next binade, or infinity: the encoding is
// continuous). A NaN stays a NaN, made quiet, with its sign.
static u16 ref_float(float f, int mode) {
  unsigned b = fbits(f), low = b & 0xffff;
  u16 k = (u16)(b >> 16);
  if (f != f)
    return (u16)(k | 0x40);
  if ((k & 0x7fff) == 0x7f80 || low == 0)
    return k; // infinities, and floats that are bfloat16 already
  bool neg = b >> 31, up;
  switch (mode) {
  case 0:
    up = low > 0x8000 || (low == 0x8000 && (k & 1));
    break;
  case 1:
    up = false;
    break;
  case 2:
    up = neg;
    break;
  default:
    up = !neg;
  }
  return (u16)(k + up);
}
// A real (exact in long double: doubles, integers) to bfloat16, round to
// nearest: the neighbours lo <= |x| < hi among the finite bfloat16, then the
// nearer one, the even one at the midpoint, infinity at or beyond the
// midpoint of the largest and 2^128.
static u16 ref_round(long double x) {
  if (x != x)
    return signbit(x) ? 0xffc0 : 0x7fc0; // quiet; no payload in these tests
  long double a = fabsl(x);
  u16 s = signbit(x) ? 0x8000 : 0;
  if (a >= ldexpl(511.0L, 119)) // 2^128 - 2^119: the midpoint past 0x7f7f
    return s | 0x7f80;
  unsigned lo = 0, hi = 0x7f7f;
  while (lo < hi) {
    unsigned mid = (lo + hi + 1) / 2;
    if ((long double)bval((u16)mid) <= a)
      lo = mid;
    else
      hi = mid - 1;
  }
  long double v = bval((u16)lo), w = lo == 0x7f7f ? ldexpl(1.0L, 128) : (long double)bval((u16)(lo + 1));
  long double m = v + (w - v) / 2; // exact: one more bit than bfloat16's
  unsigned r = a < m ? lo : a > m ? lo + 1 : (lo & 1) ? lo + 1 : lo;
  return (u16)(s | r);
}
static u16 canon(u16 r) { return (r & 0x7fff) > 0x7f80 ? 0x7fff : r; } // arithmetic's NaN

// ---- device and host, the same source ----------------------------------------
__host__ __device__ static void conversions(float f, double d, long long i, u16 *o) {
  o[0] = __bfloat16_as_ushort(__float2bfloat16_rn(f));
  o[1] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
  o[2] = __bfloat16_as_ushort(__float2bfloat16_rd(f));
  o[3] = __bfloat16_as_ushort(__float2bfloat16_ru(f));
  o[4] = __bfloat16_as_ushort(__double2bfloat16(d));
  o[5] = __bfloat16_as_ushort(__ll2bfloat16_rn(i));
  o[6] = __bfloat16_as_ushort(__ull2bfloat16_rz((unsigned long long)i));
}
__host__ __device__ static void binary(u16 x, u16 y, u16 z, u16 *o) {
  __nv_bfloat16 a = __ushort_as_bfloat16(x), b = __ushort_as_bfloat16(y), c = __ushort_as_bfloat16(z);
  o[0] = __bfloat16_as_ushort(a + b);
  o[1] = __bfloat16_as_ushort(a - b);
  o[2] = __bfloat16_as_ushort(a * b);
  o[3] = __bfloat16_as_ushort(a / b);
  o[4] = __bfloat16_as_ushort(__hfma(a, b, c));
  o[5] = __bfloat16_as_ushort(__hmax(a, b));
  o[6] = __bfloat16_as_ushort(__hmin(a, b));
  __nv_bfloat162 p = __hmul2(__halves2bfloat162(a, b), __halves2bfloat162(c, a));
  o[7] = __bfloat16_as_ushort(__high2bfloat16(p));
  o[8] = (u16)((a < b) | (a == b) << 1 | __hgtu(a, b) << 2 | __hbge2(p, p) << 3 | __hisnan(a) << 4);
  o[9] = __bfloat16_as_ushort(hsqrt(a));
  o[10] = __bfloat16_as_ushort(hexp(a));
  o[11] = (u16)__bfloat162int_rn(a);
}
enum { NCONV = 7, NBIN = 12 };

__global__ void k_conv(const float *f, const double *d, const long long *i, u16 *o, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    conversions(f[t], d[t], i[t], o + NCONV * t);
}
__global__ void k_bin(const u16 *x, const u16 *y, const u16 *z, u16 *o, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    binary(x[t], y[t], z[t], o + NBIN * t);
}
__global__ void k_warp(u16 *out, __nv_bfloat162 *acc2, __nv_bfloat16 *acc) {
  int l = threadIdx.x;
  __nv_bfloat16 v = __int2bfloat16_rn(l);
  out[l] = __bfloat16_as_ushort(__shfl_xor_sync(0xffffffffu, v, 1));
  atomicAdd(acc2, __floats2bfloat162_rn(1.0f, 0.5f));
  atomicAdd(acc + 1, CUDART_ONE_BF16);
}

static int failures;
static void expect(const char *what, long i, unsigned got, unsigned want) {
  if (got != want && failures++ < 10)
    printf("%s #%ld: got 0x%04x, want 0x%04x\n", what, i, got, want);
}

int main() {
  srand(7);
  auto rnd = [] { return (unsigned)rand() << 17 ^ (unsigned)rand() << 2 ^ (unsigned)rand(); };
  // floats: every bfloat16 and its midpoints' neighbours, random patterns
  std::vector<float> fs;
  std::vector<double> ds;
  std::vector<long long> is;
  for (unsigned k = 0; k < 0x10000; k++)
    for (unsigned low : {0x0000u, 0x7fffu, 0x8000u, 0x8001u, 0xffffu}) {
      unsigned b = k << 16 | low;
      float f;
      memcpy(&f, &b, 4);
      fs.push_back(f);
    }
  for (int i = 0; i < 100000; i++) {
    unsigned b = rnd();
    float f;
    memcpy(&f, &b, 4);
    fs.push_back(f);
  }
  // doubles just either side of a midpoint, which rounding through float
  // would round twice; integers near powers of two (sticky bits)
  for (size_t i = 0; i < fs.size(); i++) {
    unsigned k = (unsigned)(i % 0x7f7f);
    double m = ((double)bval((u16)k) + (double)bval((u16)(k + 1))) / 2;
    ds.push_back(i % 3 == 0 ? m : i % 3 == 1 ? nextafter(m, 0.0) : nextafter(m, 1e300));
    int sh = (int)(i % 63);
    long long v = (long long)(1ull << sh) + (long long)(rnd() % 5) - 2 + ((long long)(rnd() & 1) << (sh > 9 ? sh - 9 : 0));
    is.push_back(i & 4 ? -v : v);
  }
  int n = (int)fs.size();
  float *df = to_device(fs);
  double *dd = to_device(ds);
  long long *di = to_device(is);
  u16 *dout;
  CHECK(cudaMalloc(&dout, sizeof(u16) * NCONV * n));
  k_conv<<<(n + 255) / 256, 256>>>(df, dd, di, dout, n);
  CHECK(cudaGetLastError());
  std::vector<u16> got = from_device(dout, (size_t)NCONV * n);
  for (int t = 0; t < n; t++) {
    u16 host[NCONV];
    conversions(fs[t], ds[t], is[t], host);
    for (int j = 0; j < NCONV; j++)
      expect("device against host, conversion", (long)t * NCONV + j, got[t * NCONV + j], host[j]);
    for (int mode = 0; mode < 4; mode++)
      expect("float rounding", (long)t * 4 + mode, host[mode], ref_float(fs[t], mode));
    expect("double rounding", t, host[4], ref_round(ds[t]));
    expect("long long rounding", t, host[5], ref_round((long double)is[t]));
  }
  // integers exactly at and past a midpoint, where rounding through double
  // would round twice
  expect("2^62 + 2^54", 0, __bfloat16_as_ushort(__ll2bfloat16_rn((1ll << 62) + (1ll << 54))), 0x5e80);
  expect("2^62 + 2^54 + 1", 0, __bfloat16_as_ushort(__ll2bfloat16_rn((1ll << 62) + (1ll << 54) + 1)), 0x5e81);
  expect("2^64 - 1", 0, __bfloat16_as_ushort(__ull2bfloat16_rn(~0ull)), 0x5f80);
  expect("to unsigned long long", 0, __bfloat162ull_rz(__ull2bfloat16_rz(~0ull)) == 0xff00000000000000ull, 1);

  // arithmetic: random operand triples and every bfloat16 against 1.5
  std::vector<u16> xs, ys, zs;
  for (int i = 0; i < 200000; i++) {
    xs.push_back((u16)rnd());
    ys.push_back(i < 0x10000 ? 0x3fc0 : (u16)rnd());
    zs.push_back((u16)rnd());
    if (i < 0x10000)
      xs.back() = (u16)i;
  }
  n = (int)xs.size();
  u16 *dx = to_device(xs), *dy = to_device(ys), *dz = to_device(zs), *dbin;
  CHECK(cudaMalloc(&dbin, sizeof(u16) * NBIN * n));
  k_bin<<<(n + 255) / 256, 256>>>(dx, dy, dz, dbin, n);
  CHECK(cudaGetLastError());
  got = from_device(dbin, (size_t)NBIN * n);
  for (int t = 0; t < n; t++) {
    u16 host[NBIN];
    binary(xs[t], ys[t], zs[t], host);
    for (int j = 0; j < NBIN; j++)
      expect("device against host, arithmetic", (long)t * NBIN + j, got[t * NBIN + j], host[j]);
    double a = bval(xs[t]), b = bval(ys[t]);
    expect("+", t, host[0], canon(ref_round((long double)(a + b))));
    expect("-", t, host[1], canon(ref_round((long double)(a - b))));
    expect("*", t, host[2], canon(ref_round((long double)(a * b))));
    expect("/", t, host[3], canon(ref_round((long double)(a / b))));
  }
  // fma: a product on a midpoint and a third operand far below it
  // (1.5 * 1.0234375 lies on the midpoint of 0x3fc4 and 0x3fc5, 1.5 *
  // 1.0078125 on that of 0x3fc1 and 0x3fc2: ties would go to the even one)
  __nv_bfloat16 mid = __float2bfloat16(1.5f), tiny = __float2bfloat16(1e-30f);
  expect("fma past a midpoint", 0, __bfloat16_as_ushort(__hfma(mid, __float2bfloat16(1.0234375f), tiny)), 0x3fc5);
  expect("fma below a midpoint", 0, __bfloat16_as_ushort(__hfma(mid, __float2bfloat16(1.0078125f), __hneg(tiny))), 0x3fc1);

  u16 *dw;
  __nv_bfloat162 *acc2;
  __nv_bfloat16 *acc;
  CHECK(cudaMalloc(&dw, 64));
  CHECK(cudaMalloc(&acc2, 4));
  CHECK(cudaMalloc(&acc, 4));
  CHECK(cudaMemset(acc2, 0, 4));
  CHECK(cudaMemset(acc, 0, 4));
  k_warp<<<1, 32>>>(dw, acc2, acc);
  CHECK(cudaGetLastError());
  std::vector<u16> w = from_device(dw, 32);
  for (int l = 0; l < 32; l++)
    expect("shuffle", l, w[l], __bfloat16_as_ushort(__int2bfloat16_rn(l ^ 1)));
  std::vector<__nv_bfloat162> a2 = from_device(acc2, 1);
  std::vector<__nv_bfloat16> a1 = from_device(acc, 2);
  expect("atomicAdd bfloat162", 0, __bfloat16_as_ushort(a2[0].x), __bfloat16_as_ushort(__float2bfloat16(32.0f)));
  expect("atomicAdd bfloat162", 1, __bfloat16_as_ushort(a2[0].y), __bfloat16_as_ushort(__float2bfloat16(16.0f)));
  expect("atomicAdd bfloat16", 0, __bfloat16_as_ushort(a1[1]), __bfloat16_as_ushort(__float2bfloat16(32.0f)));
  expect("atomicAdd's neighbour", 0, __bfloat16_as_ushort(a1[0]), 0);
  {
    __nv_bfloat162 z = __floats2bfloat162_rn(1.0f, 2.0f);
    z = {};
    expect("__nv_bfloat162 = {}", 0, __bfloat16_as_ushort(z.x) | __bfloat16_as_ushort(z.y), 0);
    __nv_bfloat162_raw r;
    r.x = 0x3f80, r.y = 0x4040;
    z = r;
    expect("__nv_bfloat162 = raw", 0, __bfloat16_as_ushort(z.y), 0x4040);
  }
  if (failures) {
    printf("%d mismatches\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
