/* mgpucc's clean-room math_functions.h: the device-side C and C++ math
 * functions (sinf, sin(float), sin(double), std::sin, ...), forwarding to
 * the implementations of __mgpu_math.h. Included by cuda_runtime.h in CUDA
 * compiles. Host code keeps the host's libm: these are __device__
 * overloads, which clang prefers in device code; CUDA's own functions,
 * which no libm has (rsqrtf, normcdfinv, erfinv, ...), are __host__
 * __device__, as CUDA gives them to host code too.
 *
 * They are declared before any <cmath> the program includes (the driver
 * includes cuda_runtime.h first), so libstdc++'s constexpr float overloads
 * stay host-only instead of becoming __host__ __device__ functions that
 * would call __builtin_sinf on the device. */
#ifndef MGPU_MATH_FUNCTIONS_H
#define MGPU_MATH_FUNCTIONS_H

#ifdef __CUDA__
#include "__mgpu_math.h"

#define __MGPU_MD static __device__ __inline__ __attribute__((always_inline))

/* CUDA's own functions, which no host libm has (rsqrtf, normcdfinv,
 * erfinv, ...): CUDA gives host code them too, and so does this header. */
#define __MGPU_MDH static __host__ __device__ __inline__ __attribute__((always_inline))

/* name(double), name##f(float) and the C++ overload name(float), declared
 * as Q says. */
#define __MGPU_MATH1_AS(Q, name, dexpr, fexpr)         \
  Q double name(double x) { return dexpr; }             \
  Q float name##f(float x) { return fexpr; }            \
  Q float name(float x) { return fexpr; }
#define __MGPU_MATH2_AS(Q, name, dexpr, fexpr)                 \
  Q double name(double x, double y) { return dexpr; }           \
  Q float name##f(float x, float y) { return fexpr; }           \
  Q float name(float x, float y) { return fexpr; }
#define __MGPU_MATH1(name, dexpr, fexpr) __MGPU_MATH1_AS(__MGPU_MD, name, dexpr, fexpr)
#define __MGPU_MATH2(name, dexpr, fexpr) __MGPU_MATH2_AS(__MGPU_MD, name, dexpr, fexpr)
#define __MGPU_IMPL1(name) __MGPU_MATH1(name, __mgpu_##name(x), __mgpu_##name##f(x))
#define __MGPU_IMPL2(name) __MGPU_MATH2(name, __mgpu_##name(x, y), __mgpu_##name##f(x, y))
#define __MGPU_CUDA1(name) __MGPU_MATH1_AS(__MGPU_MDH, name, __mgpu_##name(x), __mgpu_##name##f(x))
#define __MGPU_CUDA2(name) __MGPU_MATH2_AS(__MGPU_MDH, name, __mgpu_##name(x, y), __mgpu_##name##f(x, y))

__MGPU_MATH1(sqrt, __builtin_sqrt(x), __builtin_sqrtf(x))
__MGPU_MATH1(fabs, __builtin_fabs(x), __builtin_fabsf(x))
__MGPU_MATH1(floor, __builtin_floor(x), __builtin_floorf(x))
__MGPU_MATH1(ceil, __builtin_ceil(x), __builtin_ceilf(x))
__MGPU_MATH1(trunc, __builtin_trunc(x), __builtin_truncf(x))
__MGPU_MATH1(round, __builtin_round(x), __builtin_roundf(x))
__MGPU_MATH1(rint, __builtin_rint(x), __builtin_rintf(x))
__MGPU_MATH1(nearbyint, __builtin_nearbyint(x), __builtin_nearbyintf(x))
__MGPU_CUDA1(rsqrt)
__MGPU_IMPL1(cbrt)
__MGPU_IMPL1(exp)
__MGPU_IMPL1(exp2)
__MGPU_IMPL1(exp10)
__MGPU_IMPL1(expm1)
__MGPU_IMPL1(log)
__MGPU_IMPL1(log2)
__MGPU_IMPL1(log10)
__MGPU_IMPL1(log1p)
__MGPU_IMPL1(sin)
__MGPU_IMPL1(cos)
__MGPU_IMPL1(tan)
__MGPU_IMPL1(asin)
__MGPU_IMPL1(acos)
__MGPU_IMPL1(atan)
__MGPU_IMPL1(sinh)
__MGPU_IMPL1(cosh)
__MGPU_IMPL1(tanh)
__MGPU_IMPL1(asinh)
__MGPU_IMPL1(acosh)
__MGPU_IMPL1(atanh)
__MGPU_IMPL1(erf)
__MGPU_IMPL1(erfc)
__MGPU_IMPL2(pow)
__MGPU_IMPL2(atan2)
__MGPU_IMPL2(hypot)
__MGPU_IMPL2(fmod)
__MGPU_IMPL2(remainder)
__MGPU_MATH2(fmin, __builtin_fmin(x, y), __builtin_fminf(x, y))
__MGPU_MATH2(fmax, __builtin_fmax(x, y), __builtin_fmaxf(x, y))
__MGPU_MATH2(copysign, __builtin_copysign(x, y), __builtin_copysignf(x, y))
__MGPU_MATH2(fdim, x > y ? x - y : (x != x || y != y ? x + y : 0.0), x > y ? x - y : (x != x || y != y ? x + y : 0.0f))
/* CUDA's extensions and the C99 functions added with them */
__MGPU_IMPL1(sinpi)
__MGPU_IMPL1(cospi)
__MGPU_CUDA1(rcbrt)
__MGPU_CUDA2(rhypot)
__MGPU_IMPL1(lgamma)
__MGPU_IMPL1(tgamma)
__MGPU_CUDA1(erfcx)
__MGPU_CUDA1(erfinv)
__MGPU_CUDA1(erfcinv)
__MGPU_CUDA1(normcdf)
__MGPU_CUDA1(normcdfinv)
__MGPU_IMPL1(j0)
__MGPU_IMPL1(j1)
__MGPU_IMPL1(y0)
__MGPU_IMPL1(y1)
__MGPU_CUDA1(cyl_bessel_i0)
__MGPU_CUDA1(cyl_bessel_i1)
__MGPU_IMPL1(logb)
__MGPU_IMPL2(nextafter)
#undef __MGPU_IMPL1
#undef __MGPU_IMPL2
#undef __MGPU_CUDA1
#undef __MGPU_CUDA2
#undef __MGPU_MATH1
#undef __MGPU_MATH2
#undef __MGPU_MATH1_AS
#undef __MGPU_MATH2_AS
#undef __MGPU_MDH

__MGPU_MD double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
__MGPU_MD float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
__MGPU_MD float fma(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
__MGPU_MD double ldexp(double x, int n) { return __mgpu_ldexp(x, n < -2200 ? -2200 : (n > 2200 ? 2200 : n)); }
__MGPU_MD float ldexpf(float x, int n) { return __mgpu_ldexpf(x, n); }
__MGPU_MD float ldexp(float x, int n) { return __mgpu_ldexpf(x, n); }
__MGPU_MD double scalbn(double x, int n) { return ldexp(x, n); }
__MGPU_MD float scalbnf(float x, int n) { return __mgpu_ldexpf(x, n); }
__MGPU_MD float scalbn(float x, int n) { return __mgpu_ldexpf(x, n); }
__MGPU_MD double scalbln(double x, long n) { return __mgpu_scalbln(x, n); }
__MGPU_MD float scalblnf(float x, long n) { return __mgpu_scalblnf(x, n); }
__MGPU_MD float scalbln(float x, long n) { return __mgpu_scalblnf(x, n); }
__MGPU_MD int ilogb(double x) { return __mgpu_ilogb(x); }
__MGPU_MD int ilogbf(float x) { return __mgpu_ilogbf(x); }
__MGPU_MD int ilogb(float x) { return __mgpu_ilogbf(x); }
__MGPU_MD double remquo(double x, double y, int *q) { return __mgpu_remquo(x, y, q); }
__MGPU_MD float remquof(float x, float y, int *q) { return __mgpu_remquof(x, y, q); }
__MGPU_MD float remquo(float x, float y, int *q) { return __mgpu_remquof(x, y, q); }
__MGPU_MD double nan(const char *tag) { return __mgpu_nan_tag(tag); }
__MGPU_MD float nanf(const char *tag) { return __mgpu_nanf_tag(tag); }
__MGPU_MD double jn(int n, double x) { return __mgpu_jn(n, x); }
__MGPU_MD float jnf(int n, float x) { return __mgpu_jnf(n, x); }
__MGPU_MD float jn(int n, float x) { return __mgpu_jnf(n, x); }
__MGPU_MD double yn(int n, double x) { return __mgpu_yn(n, x); }
__MGPU_MD float ynf(int n, float x) { return __mgpu_ynf(n, x); }
__MGPU_MD float yn(int n, float x) { return __mgpu_ynf(n, x); }
__MGPU_MD void sincospi(double x, double *s, double *c) { __mgpu_sincospi(x, s, c); }
__MGPU_MD void sincospif(float x, float *s, float *c) { __mgpu_sincospif(x, s, c); }
__MGPU_MD void sincospi(float x, float *s, float *c) { __mgpu_sincospif(x, s, c); }
__MGPU_MD double norm3d(double a, double b, double c) { return __mgpu_norm3d(a, b, c); }
__MGPU_MD double rnorm3d(double a, double b, double c) { return __mgpu_rnorm3d(a, b, c); }
__MGPU_MD double norm4d(double a, double b, double c, double d) { return __mgpu_norm4d(a, b, c, d); }
__MGPU_MD double rnorm4d(double a, double b, double c, double d) { return __mgpu_rnorm4d(a, b, c, d); }
__MGPU_MD float norm3df(float a, float b, float c) { return __mgpu_norm3df(a, b, c); }
__MGPU_MD float rnorm3df(float a, float b, float c) { return __mgpu_rnorm3df(a, b, c); }
__MGPU_MD float norm4df(float a, float b, float c, float d) { return __mgpu_norm4df(a, b, c, d); }
__MGPU_MD float rnorm4df(float a, float b, float c, float d) { return __mgpu_rnorm4df(a, b, c, d); }
/* sqrt of the sum of squares of dim coordinates, and its reciprocal */
__MGPU_MD double norm(int dim, const double *p) { return __mgpu_norm_n(dim, p, 0); }
__MGPU_MD double rnorm(int dim, const double *p) { return __mgpu_norm_n(dim, p, 1); }
__MGPU_MD float normf(int dim, const float *p) { return __mgpu_normf_n(dim, p, 0); }
__MGPU_MD float rnormf(int dim, const float *p) { return __mgpu_normf_n(dim, p, 1); }
__MGPU_MD double frexp(double x, int *e) { return __mgpu_frexp(x, e); }
__MGPU_MD float frexpf(float x, int *e) { return __mgpu_frexpf(x, e); }
__MGPU_MD float frexp(float x, int *e) { return __mgpu_frexpf(x, e); }
__MGPU_MD double modf(double x, double *ip) { return __mgpu_modf(x, ip); }
__MGPU_MD float modff(float x, float *ip) { return __mgpu_modff(x, ip); }
__MGPU_MD float modf(float x, float *ip) { return __mgpu_modff(x, ip); }
__MGPU_MD void sincos(double x, double *s, double *c) { __mgpu_sincos(x, s, c); }
__MGPU_MD void sincosf(float x, float *s, float *c) { __mgpu_sincosf(x, s, c); }
__MGPU_MD void sincos(float x, float *s, float *c) { __mgpu_sincosf(x, s, c); }
__MGPU_MD long lrint(double x) { return (long)__builtin_rint(x); }
__MGPU_MD long lrintf(float x) { return (long)__builtin_rintf(x); }
__MGPU_MD long lrint(float x) { return (long)__builtin_rintf(x); }
__MGPU_MD long long llrint(double x) { return (long long)__builtin_rint(x); }
__MGPU_MD long long llrintf(float x) { return (long long)__builtin_rintf(x); }
__MGPU_MD long long llrint(float x) { return (long long)__builtin_rintf(x); }
__MGPU_MD long lround(double x) { return (long)__builtin_round(x); }
__MGPU_MD long lroundf(float x) { return (long)__builtin_roundf(x); }
__MGPU_MD long lround(float x) { return (long)__builtin_roundf(x); }
__MGPU_MD long long llround(double x) { return (long long)__builtin_round(x); }
__MGPU_MD long long llroundf(float x) { return (long long)__builtin_roundf(x); }
__MGPU_MD long long llround(float x) { return (long long)__builtin_roundf(x); }
__MGPU_MD float abs(float x) { return __builtin_fabsf(x); }
__MGPU_MD double abs(double x) { return __builtin_fabs(x); }

/* Integer arguments convert to double, as <cmath> says: sin(n) is
 * sin((double)n). (libstdc++'s constexpr templates for them would call
 * __builtin_sin & co, which become calls or intrinsics the device cannot
 * have; these __device__ templates win over them in device code.) */
template <bool B, class T> struct __mgpu_enable_if {};
template <class T> struct __mgpu_enable_if<true, T> { typedef T type; };
template <class T> struct __mgpu_is_int { static const bool value = __is_integral(T); };
#define __MGPU_INT1(name, R)                                                                     \
  template <class T> __MGPU_MD typename __mgpu_enable_if<__mgpu_is_int<T>::value, R>::type name(T x) { \
    return name((double)x);                                                                      \
  }
__MGPU_INT1(sin, double)
__MGPU_INT1(cos, double)
__MGPU_INT1(tan, double)
__MGPU_INT1(asin, double)
__MGPU_INT1(acos, double)
__MGPU_INT1(atan, double)
__MGPU_INT1(sinh, double)
__MGPU_INT1(cosh, double)
__MGPU_INT1(tanh, double)
__MGPU_INT1(asinh, double)
__MGPU_INT1(acosh, double)
__MGPU_INT1(atanh, double)
__MGPU_INT1(exp, double)
__MGPU_INT1(exp2, double)
__MGPU_INT1(expm1, double)
__MGPU_INT1(log, double)
__MGPU_INT1(log2, double)
__MGPU_INT1(log10, double)
__MGPU_INT1(log1p, double)
__MGPU_INT1(logb, double)
__MGPU_INT1(ilogb, int)
__MGPU_INT1(cbrt, double)
__MGPU_INT1(erf, double)
__MGPU_INT1(erfc, double)
__MGPU_INT1(lgamma, double)
__MGPU_INT1(tgamma, double)
__MGPU_INT1(lrint, long)
__MGPU_INT1(llrint, long long)
__MGPU_INT1(lround, long)
__MGPU_INT1(llround, long long)
#undef __MGPU_INT1

/* Classification: C's macros are C++ functions in <cmath>; these are the
 * device overloads. */
__MGPU_MD bool isnan(double x) { return __builtin_isnan(x); }
__MGPU_MD bool isnan(float x) { return __builtin_isnan(x); }
__MGPU_MD bool isinf(double x) { return __builtin_isinf(x); }
__MGPU_MD bool isinf(float x) { return __builtin_isinf(x); }
__MGPU_MD bool isfinite(double x) { return __builtin_isfinite(x); }
__MGPU_MD bool isfinite(float x) { return __builtin_isfinite(x); }
__MGPU_MD bool signbit(double x) { return __builtin_signbit(x); }
__MGPU_MD bool signbit(float x) { return __builtin_signbitf(x); }

/* CUDA's fast single-precision intrinsics: here they are the accurate
 * functions (never less accurate than CUDA's). */
__MGPU_MD float __expf(float x) { return __mgpu_expf(x); }
__MGPU_MD float __exp10f(float x) { return __mgpu_exp10f(x); }
__MGPU_MD float __logf(float x) { return __mgpu_logf(x); }
__MGPU_MD float __log2f(float x) { return __mgpu_log2f(x); }
__MGPU_MD float __log10f(float x) { return __mgpu_log10f(x); }
__MGPU_MD float __sinf(float x) { return __mgpu_sinf(x); }
__MGPU_MD float __cosf(float x) { return __mgpu_cosf(x); }
__MGPU_MD float __tanf(float x) { return __mgpu_tanf(x); }
__MGPU_MD void __sincosf(float x, float *s, float *c) { __mgpu_sincosf(x, s, c); }
__MGPU_MD float __powf(float x, float y) { return __mgpu_powf(x, y); }
__MGPU_MD float __tanhf(float x) { return __mgpu_tanhf(x); }

/* The same functions in namespace std (std::sin(x) in device code). Not
 * isnan & co: libstdc++ defines those in std as constexpr functions (which
 * clang makes __host__ __device__), and they use only builtins. */
namespace std {
using ::acos;
using ::acosh;
using ::asin;
using ::asinh;
using ::atan;
using ::atan2;
using ::atanh;
using ::cbrt;
using ::ceil;
using ::copysign;
using ::cos;
using ::cosh;
using ::erf;
using ::erfc;
using ::exp;
using ::exp2;
using ::expm1;
using ::fabs;
using ::fdim;
using ::floor;
using ::fma;
using ::fmax;
using ::fmin;
using ::fmod;
using ::frexp;
using ::hypot;
using ::ilogb;
using ::ldexp;
using ::lgamma;
using ::logb;
using ::nan;
using ::nextafter;
using ::remquo;
using ::scalbln;
using ::tgamma;
using ::log;
using ::log10;
using ::log1p;
using ::log2;
using ::llrint;
using ::llround;
using ::lrint;
using ::lround;
using ::modf;
using ::nearbyint;
using ::pow;
using ::remainder;
using ::rint;
using ::round;
using ::scalbn;
using ::sin;
using ::sinh;
using ::sqrt;
using ::tan;
using ::tanh;
using ::trunc;
using ::abs;
using ::min;
using ::max;
} // namespace std

#undef __MGPU_MD
#endif /* __CUDA__ */
#endif /* MGPU_MATH_FUNCTIONS_H */
