// cuda_fp8.h on the simulator (headers2_test.go, TestCudaFP8): the device
// results must equal, bit for bit, the same functions run on the host and a
// reference written here from the formats' definitions (every value of
// each format listed; a conversion picks the nearest, ties to the even
// code). Prints "ok" and exits 0, or prints the first mismatches and
// exits 1.
#include <cuda_fp8.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "harness.h"

typedef unsigned char u8;

// ---- the reference ---------------------------------------------------------
// The value of code c: E4M3 (bias 7, 3 significand bits, S.1111.111 NaN)
// or E5M2 (bias 15, 2 bits, exponent 31 infinity or NaN).
static double ref_value(u8 c, bool e5m2) {
  int mant = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7, emax = e5m2 ? 31 : 15;
  int s = c >> 7, e = (c >> mant) & emax, m = c & ((1 << mant) - 1);
  double sign = s ? -1.0 : 1.0;
  if (e5m2 && e == 31)
    return m ? NAN : sign * INFINITY;
  if (!e5m2 && e == 15 && m == 7)
    return NAN;
  if (e == 0)
    return sign * ldexp(m, 1 - bias - mant);
  return sign * ldexp((1 << mant) + m, e - bias - mant);
}
// The value of positive code c, continuing the formats' pattern past
// their finite values (E4M3's 0x7f as 480, E5M2's 0x7c as 65536).
static double pattern_value(unsigned c, int mant, int bias) {
  int e = c >> mant, m = c & ((1 << mant) - 1);
  return e == 0 ? ldexp(m, 1 - bias - mant) : ldexp((1 << mant) + m, e - bias - mant);
}
// x rounded to nearest, ties to the even code; limit is the first code past
// the finite values, where a value that rounds to it overflows.
static u8 ref_convert(double x, bool sat, bool e5m2) {
  if (x != x)
    return 0x7f;
  unsigned limit = e5m2 ? 0x7c : 0x7f;
  int mant = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  u8 sign = signbit(x) ? 0x80 : 0;
  u8 overflow = (u8)(sign | (sat ? limit - 1 : limit));
  double a = fabs(x);
  if (isinf(a) || a >= pattern_value(limit, mant, bias))
    return overflow;
  unsigned c = 0; // the largest code whose value is at most a
  while (pattern_value(c + 1, mant, bias) <= a)
    c++;
  double below = a - pattern_value(c, mant, bias), above = pattern_value(c + 1, mant, bias) - a;
  if (above < below || (above == below && (c & 1)))
    c++;
  return c >= limit ? overflow : (u8)(sign | c);
}

// ---- the device ------------------------------------------------------------
// For each float input: the four float conversions (E4M3, E5M2, with and
// without saturation), the half and bfloat16 ones of its rounding to those
// types (saturating), and the types' constructors.
__host__ __device__ void convert_all(float f, u8 *out) {
  out[0] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3);
  out[1] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E4M3);
  out[2] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2);
  out[3] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2);
  __half h = __float2half_rn(f);
  __nv_bfloat16 b = __float2bfloat16_rn(f);
  out[4] = __nv_cvt_halfraw_to_fp8(static_cast<__half_raw>(h), __NV_SATFINITE, __NV_E4M3);
  out[5] = __nv_cvt_bfloat16raw_to_fp8(static_cast<__nv_bfloat16_raw>(b), __NV_NOSAT, __NV_E5M2);
  out[6] = __nv_fp8_e4m3(f).__x;
  out[7] = __nv_fp8_e5m2(h).__x;
}
// For each double input: the double conversions.
__host__ __device__ void convert_double(double d, u8 *out) {
  out[0] = __nv_cvt_double_to_fp8(d, __NV_SATFINITE, __NV_E4M3);
  out[1] = __nv_cvt_double_to_fp8(d, __NV_NOSAT, __NV_E5M2);
}
// For each code: its value as float (both formats), as half (bits), and the
// pairs and quadruples back to float.
__host__ __device__ void decode_all(u8 c, float *f, unsigned short *h) {
  __nv_fp8_e4m3 a;
  a.__x = c;
  __nv_fp8_e5m2 b;
  b.__x = c;
  f[0] = (float)a;
  f[1] = (float)b;
  h[0] = __nv_cvt_fp8_to_halfraw(c, __NV_E4M3).x;
  h[1] = static_cast<__half_raw>((__half)b).x;
  __nv_fp8x4_e4m3 q;
  q.__x = c | (unsigned)(u8)(c + 1) << 8 | (unsigned)(u8)(c + 2) << 16 | (unsigned)(u8)(c + 3) << 24;
  float4 v = (float4)q;
  f[2] = v.x;
  f[3] = v.w;
  __nv_fp8x2_e5m2 p;
  p.__x = (unsigned short)(c | (unsigned)(u8)(c + 7) << 8);
  float2 w = (float2)p;
  f[4] = w.y;
}

__global__ void k_convert(const float *in, u8 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    convert_all(in[i], out + 8 * i);
}
__global__ void k_double(const double *in, u8 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    convert_double(in[i], out + 2 * i);
}
__global__ void k_decode(float *f, unsigned short *h) {
  int c = threadIdx.x;
  decode_all((u8)c, f + 5 * c, h + 2 * c);
}
// The quadruple from floats, and a pair from bfloat16s, on the device.
__global__ void k_pack(const float4 *in, unsigned *out4, unsigned short *out2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out4[i] = __nv_fp8x4_e4m3(in[i]).__x;
    out2[i] = __nv_fp8x2_e5m2(__floats2bfloat162_rn(in[i].x, in[i].y)).__x;
  }
}

static int failures = 0;
static void fail(const char *what, double x, unsigned got, unsigned want) {
  if (failures++ < 10)
    printf("%s(%a): got 0x%x, want 0x%x\n", what, x, got, want);
}

int main() {
  // inputs: every value of both formats, the midpoints between neighbours
  // and the floats beside them, powers of two, special values, random
  // floats of every magnitude
  std::vector<float> in;
  for (int fmt = 0; fmt < 2; fmt++)
    for (int c = 0; c < 256; c++) {
      double v = ref_value((u8)c, fmt == 1), w = ref_value((u8)(c + 1), fmt == 1);
      in.push_back((float)v);
      if (v == v && w == w && !isinf(v) && !isinf(w) && (c & 0x7f) != 0x7f) {
        float mid = (float)((v + w) / 2);
        in.push_back(mid);
        in.push_back(nextafterf(mid, INFINITY));
        in.push_back(nextafterf(mid, -INFINITY));
      }
    }
  for (int e = -30; e < 30; e++)
    for (float s : {1.0f, -1.0f})
      in.push_back(s * ldexpf(1.0f, e));
  for (float v : {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 448.0f, 464.0f, 464.01f, 480.0f, 57344.0f, 59392.0f, 59391.0f,
                  61440.0f, 1e30f, -1e30f, 1e-30f, 3e38f})
    in.push_back(v);
  srand(7);
  for (int i = 0; i < 100000; i++) {
    float m = (float)rand() / RAND_MAX;
    in.push_back((rand() & 1 ? -1 : 1) * ldexpf(m, rand() % 40 - 24));
  }
  int n = (int)in.size();

  // the reference and the host build of the header against each other
  std::vector<u8> host(8 * n);
  for (int i = 0; i < n; i++) {
    float f = in[i];
    convert_all(f, &host[8 * i]);
    u8 want[8] = {ref_convert(f, true, false), ref_convert(f, false, false), ref_convert(f, true, true),
                  ref_convert(f, false, true), ref_convert(__half2float(__float2half_rn(f)), true, false),
                  ref_convert(__bfloat162float(__float2bfloat16_rn(f)), false, true), ref_convert(f, true, false),
                  ref_convert(__half2float(__float2half_rn(f)), true, true)};
    for (int k = 0; k < 8; k++)
      if (host[8 * i + k] != want[k])
        fail("host conversion", f, host[8 * i + k], want[k] + 0x100 * k);
  }
  // the device against the host
  float *din = to_device(in);
  u8 *dout;
  CHECK(cudaMalloc(&dout, 8 * n));
  k_convert<<<(n + 255) / 256, 256>>>(din, dout, n);
  CHECK(cudaGetLastError());
  std::vector<u8> dev = from_device(dout, 8 * n);
  for (int i = 0; i < 8 * n; i++)
    if (dev[i] != host[i])
      fail("device conversion", in[i / 8], dev[i], host[i]);

  // doubles: rounded once (a double on a midpoint's far side must not
  // round to the midpoint as a float first)
  std::vector<double> din2;
  for (int c = 0; c < 0x7e; c++) {
    double v = ref_value((u8)c, false), w = ref_value((u8)(c + 1), false), mid = (v + w) / 2;
    din2.push_back(mid);
    din2.push_back(nextafter(mid, INFINITY));
    din2.push_back(nextafter(mid, -INFINITY));
    din2.push_back(-(mid + ldexp(mid, -40)));
  }
  int n2 = (int)din2.size();
  double *dd = to_device(din2);
  u8 *dout2;
  CHECK(cudaMalloc(&dout2, 2 * n2));
  k_double<<<(n2 + 127) / 128, 128>>>(dd, dout2, n2);
  std::vector<u8> dev2 = from_device(dout2, 2 * n2);
  for (int i = 0; i < n2; i++) {
    u8 host2[2];
    convert_double(din2[i], host2);
    u8 want[2] = {ref_convert(din2[i], true, false), ref_convert(din2[i], false, true)};
    for (int k = 0; k < 2; k++) {
      if (host2[k] != want[k])
        fail("host double conversion", din2[i], host2[k], want[k]);
      if (dev2[2 * i + k] != host2[k])
        fail("device double conversion", din2[i], dev2[2 * i + k], host2[k]);
    }
  }

  // every code back to float and half
  float *df;
  unsigned short *dh;
  CHECK(cudaMalloc(&df, 5 * 256 * sizeof(float)));
  CHECK(cudaMalloc(&dh, 2 * 256 * sizeof(unsigned short)));
  k_decode<<<1, 256>>>(df, dh);
  std::vector<float> gf = from_device(df, 5 * 256);
  std::vector<unsigned short> gh = from_device(dh, 2 * 256);
  for (int c = 0; c < 256; c++) {
    float hf[5];
    unsigned short hh[2];
    decode_all((u8)c, hf, hh);
    double want[5] = {ref_value((u8)c, false), ref_value((u8)c, true), ref_value((u8)c, false),
                      ref_value((u8)(c + 3), false), ref_value((u8)(c + 7), true)};
    for (int k = 0; k < 5; k++) {
      bool same = (want[k] != want[k]) ? hf[k] != hf[k] : (double)hf[k] == want[k] && signbit(hf[k]) == signbit(want[k]);
      if (!same)
        fail("host decode", c, (unsigned)k, (unsigned)c);
      if (memcmp(&gf[5 * c + k], &hf[k], 4) != 0)
        fail("device decode", c, (unsigned)k, (unsigned)c);
    }
    for (int k = 0; k < 2; k++) {
      double w = ref_value((u8)c, k == 1);
      unsigned short r = static_cast<__half_raw>(__double2half(w)).x;
      if (w != w ? (hh[k] & 0x7c00) != 0x7c00 || (hh[k] & 0x3ff) == 0 : hh[k] != r)
        fail("host to half", c, hh[k], r);
      if (gh[2 * c + k] != hh[k])
        fail("device to half", c, gh[2 * c + k], hh[k]);
    }
  }

  // the packed types from floats and bfloat16s
  std::vector<float4> q(n / 4);
  for (int i = 0; i < n / 4; i++)
    q[i] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
  int nq = (int)q.size();
  float4 *dq = to_device(q);
  unsigned *d4;
  unsigned short *d2;
  CHECK(cudaMalloc(&d4, nq * 4));
  CHECK(cudaMalloc(&d2, nq * 2));
  k_pack<<<(nq + 255) / 256, 256>>>(dq, d4, d2, nq);
  std::vector<unsigned> g4 = from_device(d4, nq);
  std::vector<unsigned short> g2 = from_device(d2, nq);
  for (int i = 0; i < nq; i++) {
    unsigned w4 = 0;
    for (int k = 0; k < 4; k++)
      w4 |= (unsigned)ref_convert(in[4 * i + k], true, false) << (8 * k);
    unsigned short w2 = (unsigned short)(ref_convert(__bfloat162float(__float2bfloat16_rn(in[4 * i])), true, true) |
                                         ref_convert(__bfloat162float(__float2bfloat16_rn(in[4 * i + 1])), true, true) << 8);
    if (g4[i] != w4)
      fail("fp8x4_e4m3(float4)", in[4 * i], g4[i], w4);
    if (g2[i] != w2)
      fail("fp8x2_e5m2(bfloat162)", in[4 * i], g2[i], w2);
  }
  if (failures) {
    printf("%d mismatches\n", failures);
    return 1;
  }
  printf("%d floats, %d doubles, 256 codes, %d quadruples\nok\n", n, n2, nq);
  return 0;
}
