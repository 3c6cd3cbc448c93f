// cuComplex.h on the simulator (headers2_test.go, TestCuComplex): every
// function on the device must give the bits the same function gives on the
// host, and stay within its error bound of a long double reference; the
// scaled cuCabs/cuCdiv must not overflow or underflow where the result is
// representable. Prints "ok" and exits 0, or the first mismatches and exits 1.
#include <cuComplex.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

#include "harness.h"

#define NF 12
// every single-precision function on (x, y, d), as 2 * NF floats
__host__ __device__ void floatOps(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d, float *o) {
  cuFloatComplex r[NF / 2] = {cuCaddf(x, y), cuCsubf(x, y), cuCmulf(x, y), cuCdivf(x, y), cuCfmaf(x, y, d),
                              cuConjf(make_cuComplex(cuCrealf(x), cuCimagf(x)))};
  for (int j = 0; j < NF / 2; j++) {
    o[2 * j] = r[j].x;
    o[2 * j + 1] = r[j].y;
  }
  o[NF] = cuCabsf(x);
  cuDoubleComplex w = cuComplexFloatToDouble(x);
  cuFloatComplex back = cuComplexDoubleToFloat(cuCmul(w, w));
  o[NF + 1] = back.x;
  o[NF + 2] = back.y;
}
#define NOUTF (NF + 3)
__host__ __device__ void doubleOps(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d, double *o) {
  cuDoubleComplex r[NF / 2] = {cuCadd(x, y), cuCsub(x, y), cuCmul(x, y), cuCdiv(x, y), cuCfma(x, y, d),
                               cuConj(make_cuDoubleComplex(cuCreal(x), cuCimag(x)))};
  for (int j = 0; j < NF / 2; j++) {
    o[2 * j] = r[j].x;
    o[2 * j + 1] = r[j].y;
  }
  o[NF] = cuCabs(x);
}
#define NOUTD (NF + 1)

__global__ void kf(const cuFloatComplex *x, const cuFloatComplex *y, const cuFloatComplex *d, float *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    floatOps(x[i], y[i], d[i], o + NOUTF * i);
}
__global__ void kd(const cuDoubleComplex *x, const cuDoubleComplex *y, const cuDoubleComplex *d, double *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    doubleOps(x[i], y[i], d[i], o + NOUTD * i);
}
// Horner on arrays of cuDoubleComplex (CUDA's layout: double2)
__global__ void horner(const cuDoubleComplex *z, const cuDoubleComplex *coef, int deg, cuDoubleComplex *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cuDoubleComplex acc = coef[deg];
  for (int k = deg - 1; k >= 0; k--)
    acc = cuCadd(cuCmul(acc, z[i]), coef[k]);
  out[i] = acc;
}

static int failures;
static void fail(const char *what, long long i, double got, double want) {
  if (failures++ < 20)
    printf("FAIL %s #%lld: got %.17g, want %.17g\n", what, i, got, want);
}
template <class T> static bool same(T a, T b) { return memcmp(&a, &b, sizeof(T)) == 0 || (a != a && b != b); }
static unsigned long long rng = 88172645463325252ull;
static double uniform() {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return (double)(rng >> 11) * 0x1p-53;
}
static double value(int emin, int emax) { // random sign, log-uniform magnitude
  return (uniform() < 0.5 ? -1 : 1) * ldexp(1 + uniform(), emin + (int)(uniform() * (emax - emin)));
}
static double ulps(long double got, long double want, int mant, int emin) {
  if (got == want)
    return 0;
  int e;
  frexpl(want, &e);
  if (e - 1 < emin)
    e = emin + 1;
  return (double)(fabsl(got - want) / ldexpl(1, e - 1 - mant));
}

int main() {
  const int B = 128;
  // single precision
  {
    std::vector<cuFloatComplex> x, y, d;
    for (int i = 0; i < 20000; i++) {
      x.push_back(make_cuFloatComplex((float)value(-20, 20), (float)value(-20, 20)));
      y.push_back(make_cuFloatComplex((float)value(-20, 20), (float)value(-20, 20)));
      d.push_back(make_cuFloatComplex((float)value(-20, 20), (float)value(-20, 20)));
    }
    // scaling: these overflow or underflow when computed naively
    float big[][4] = {{3e37f, 4e37f, 1e20f, 1e20f}, {1e20f, 1e20f, 1e20f, -1e20f}, {3e-30f, 4e-30f, 1e-25f, 2e-25f},
                      {3e-44f, 4e-44f, 1.0f, 0.0f}, {INFINITY, NAN, 1.0f, 2.0f}, {NAN, 1.0f, 0.0f, 0.0f},
                      {FLT_MAX, FLT_MAX, FLT_MAX, 0.0f}, {0.0f, -0.0f, 2.0f, 0.0f}};
    for (auto &b : big) {
      x.push_back(make_cuFloatComplex(b[0], b[1]));
      y.push_back(make_cuFloatComplex(b[2], b[3]));
      d.push_back(make_cuFloatComplex(0, 0));
    }
    int n = (int)x.size();
    float *o;
    CHECK(cudaMalloc(&o, n * NOUTF * sizeof(float)));
    kf<<<(n + B - 1) / B, B>>>(to_device(x), to_device(y), to_device(d), o, n);
    CHECK(cudaGetLastError());
    std::vector<float> got = from_device(o, n * NOUTF);
    double worst[4] = {0, 0, 0, 0}; // mul, div (normwise), abs, fma (normwise)
    for (int i = 0; i < n; i++) {
      float host[NOUTF];
      floatOps(x[i], y[i], d[i], host);
      for (int j = 0; j < NOUTF; j++)
        if (!same(got[i * NOUTF + j], host[j]))
          fail("float: device differs from host", i * NOUTF + j, got[i * NOUTF + j], host[j]);
      if (i >= 20000)
        continue;
      long double xr = x[i].x, xi = x[i].y, yr = y[i].x, yi = y[i].y, dr = d[i].x, di = d[i].y;
      // add, sub, conj: exact roundings of the exact results
      float ex[6] = {(float)(xr + yr), (float)(xi + yi), (float)(xr - yr), (float)(xi - yi), x[i].x, -x[i].y};
      int at[6] = {0, 1, 2, 3, 10, 11};
      for (int j = 0; j < 6; j++)
        if (!same(host[at[j]], ex[j]))
          fail("float add/sub/conj", i * 10 + j, host[at[j]], ex[j]);
      long double mr = xr * yr - xi * yi, mi = xr * yi + xi * yr, norm = sqrtl((xr * xr + xi * xi) * (yr * yr + yi * yi));
      double em = (double)(hypotl(host[4] - mr, host[5] - mi) / norm / ldexpl(1, -24));
      long double q2 = yr * yr + yi * yi, qr = (xr * yr + xi * yi) / q2, qi = (xi * yr - xr * yi) / q2;
      double ed = (double)(hypotl(host[6] - qr, host[7] - qi) / hypotl(qr, qi) / ldexpl(1, -24));
      double ea = ulps(host[NF], hypotl(xr, xi), 23, -126);
      long double fr = mr + dr, fi = mi + di, fn = norm + hypotl(dr, di);
      double ef = (double)(hypotl(host[8] - fr, host[9] - fi) / fn / ldexpl(1, -24));
      double e[4] = {em, ed, ea, ef};
      for (int j = 0; j < 4; j++)
        worst[j] = e[j] > worst[j] ? e[j] : worst[j];
    }
    // bounds: normwise, in units of 2^-24 (float's unit roundoff is 2^-24)
    if (worst[0] > 4 || worst[1] > 8 || worst[2] > 0.5001 || worst[3] > 4)
      printf("FAIL float error bounds: mul %.3g div %.3g abs %.4g ulp fma %.3g\n", worst[0], worst[1], worst[2],
             worst[3]),
          failures++;
    printf("float: mul %.3g div %.3g (normwise, 2^-24) abs %.4g ulp fma %.3g\n", worst[0], worst[1], worst[2], worst[3]);
    // the scaled cases
    const float *h = &got[20000 * NOUTF];
    for (int k = 0; k < 8; k++) { // within 0.5 ulp of |x|, inf for the one beyond FLT_MAX, NaN for NaN
      float a = h[k * NOUTF + NF];
      long double want = hypotl(big[k][0], big[k][1]);
      if (!(a == (float)want || (a != a && want != want) || ulps(a, want, 23, -126) <= 0.5))
        fail("cuCabsf scaled", k, a, (double)want);
    }
    if (h[1 * NOUTF + 6] != 0.0f || h[1 * NOUTF + 7] != 1.0f) // (1+i)/(1-i) = i, with |y|^2 = 2e40 > FLT_MAX
      fail("cuCdivf scaled", 1, h[1 * NOUTF + 6], 0.0);
    // (3+4i)e-30 / (1+2i)e-25 = (2.2 - 0.4i)e-5, with |y|^2 = 5e-50 below the smallest float
    if (fabs(h[2 * NOUTF + 6] - 2.2e-5) > 1e-6 * 2.2e-5 || fabs(h[2 * NOUTF + 7] + 0.4e-5) > 1e-6 * 2.2e-5)
      fail("cuCdivf tiny", 2, h[2 * NOUTF + 6], 2.2e-5);
  }
  // double precision
  {
    std::vector<cuDoubleComplex> x, y, d;
    for (int i = 0; i < 20000; i++) {
      x.push_back(make_cuDoubleComplex(value(-200, 200), value(-200, 200)));
      y.push_back(make_cuDoubleComplex(value(-200, 200), value(-200, 200)));
      d.push_back(make_cuDoubleComplex(value(-200, 200), value(-200, 200)));
    }
    double big[][4] = {{3e307, 4e307, 1e300, 1e300}, {1e300, 1e300, 1e300, -1e300}, {3e-310, 4e-310, 1e-160, 2e-160},
                       {1e-320, 0.0, 1.0, 0.0}, {INFINITY, NAN, 1.0, 2.0}, {NAN, 1.0, 0.0, 0.0},
                       {DBL_MAX, DBL_MAX, DBL_MAX, 0.0}, {DBL_MAX, 1.0, 1.0, 0.0}};
    for (auto &b : big) {
      x.push_back(make_cuDoubleComplex(b[0], b[1]));
      y.push_back(make_cuDoubleComplex(b[2], b[3]));
      d.push_back(make_cuDoubleComplex(0, 0));
    }
    int n = (int)x.size();
    double *o;
    CHECK(cudaMalloc(&o, n * NOUTD * sizeof(double)));
    kd<<<(n + B - 1) / B, B>>>(to_device(x), to_device(y), to_device(d), o, n);
    CHECK(cudaGetLastError());
    std::vector<double> got = from_device(o, n * NOUTD);
    double worstAbs = 0;
    for (int i = 0; i < n; i++) {
      double host[NOUTD];
      doubleOps(x[i], y[i], d[i], host);
      for (int j = 0; j < NOUTD; j++)
        if (!same(got[i * NOUTD + j], host[j]))
          fail("double: device differs from host", i * NOUTD + j, got[i * NOUTD + j], host[j]);
      if (i < 20000) {
        double e = ulps(host[NF], hypotl(x[i].x, x[i].y), 52, -1022);
        worstAbs = e > worstAbs ? e : worstAbs;
      }
    }
    if (worstAbs > 0.51)
      printf("FAIL cuCabs: %.4g ulp\n", worstAbs), failures++;
    printf("double: abs %.4g ulp\n", worstAbs);
    const double *h = &got[20000 * NOUTD];
    for (int k = 0; k < 8; k++) {
      double a = h[k * NOUTD + NF];
      long double want = hypotl(big[k][0], big[k][1]);
      if (!(a == (double)want || (a != a && want != want) || ulps(a, want, 52, -1022) <= 1))
        fail("cuCabs scaled", k, a, (double)want);
    }
    if (h[1 * NOUTD + 6] != 0.0 || h[1 * NOUTD + 7] != 1.0)
      fail("cuCdiv scaled", 1, h[1 * NOUTD + 6], 0.0);
  }
  // arrays of cuDoubleComplex: Horner's rule, device against host bit for bit
  {
    const int n = 1000, deg = 6;
    std::vector<cuDoubleComplex> z(n), c(deg + 1), out(n);
    for (auto &v : z)
      v = make_cuDoubleComplex(value(-3, 1), value(-3, 1));
    for (auto &v : c)
      v = make_cuDoubleComplex(value(-2, 2), value(-2, 2));
    cuDoubleComplex *dout;
    CHECK(cudaMalloc(&dout, n * sizeof(cuDoubleComplex)));
    horner<<<(n + B - 1) / B, B>>>(to_device(z), to_device(c), deg, dout, n);
    CHECK(cudaGetLastError());
    out = from_device(dout, n);
    for (int i = 0; i < n; i++) {
      cuDoubleComplex acc = c[deg];
      for (int k = deg - 1; k >= 0; k--)
        acc = cuCadd(cuCmul(acc, z[i]), c[k]);
      if (!same(out[i].x, acc.x) || !same(out[i].y, acc.y))
        fail("horner", i, out[i].x, acc.x);
    }
  }
  if (sizeof(cuFloatComplex) != 8 || alignof(cuFloatComplex) != 8 || sizeof(cuDoubleComplex) != 16 ||
      alignof(cuDoubleComplex) != 16 || sizeof(cuComplex) != 8)
    fail("sizes and alignments", 0, (double)sizeof(cuDoubleComplex), 16);
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
