/* The members CUDA gives its two 16-bit float types alike, written once:
 * included inside struct __half (cuda_fp16.h) and struct __nv_bfloat16
 * (cuda_bf16.h), with the parameters __mgpu_half_api.h lists defined, and
 *   __MGPU_H_RAW     the type's raw struct
 *   __MGPU_HD        host and device, for members
 *   __MGPU_H_CONV    set unless the program turned the conversions off
 *                    (__CUDA_NO_HALF_CONVERSIONS__ & co).
 * No include guard; it undefines nothing (the API template does). */
  unsigned short __x;

  __MGPU_H() = default;
  __MGPU_HD constexpr __MGPU_H(const __MGPU_H_RAW &r) : __x(r.x) {}
  __MGPU_HD __MGPU_H &operator=(const __MGPU_H_RAW &r) {
    __x = r.x;
    return *this;
  }
  __MGPU_HD constexpr operator __MGPU_H_RAW() const { return __MGPU_H_RAW{__x}; }
  __MGPU_HD operator __MGPU_H_RAW() const volatile { return __MGPU_H_RAW{__x}; }
#ifdef __MGPU_H_CONV
  /* from numbers: round to nearest even */
  __MGPU_HD __MGPU_H(float f) : __x(__MGPU_H_ROUND((double)f, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(double d) : __x(__MGPU_H_ROUND(d, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(short v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(unsigned short v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(int v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(unsigned v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(long v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(unsigned long v) : __x(__MGPU_H_OFULL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(long long v) : __x(__MGPU_H_OFLL(v, __MGPU_F16_RN)) {}
  __MGPU_HD __MGPU_H(unsigned long long v) : __x(__MGPU_H_OFULL(v, __MGPU_F16_RN)) {}
  template <class T> __MGPU_HD __MGPU_H &operator=(T v) { return *this = __MGPU_H(v); }
  __MGPU_HD operator float() const { return __MGPU_H_TOF(__x); }
  /* to integers: toward zero, saturating, NaN gives 0 */
  __MGPU_HD explicit operator bool() const { return (__x & 0x7fffu) != 0; }
#define __MGPU_H_TO(T, LO, HI) \
  __MGPU_HD explicit operator T() const { return (T)__mgpu_float2ll(__MGPU_H_TOF(__x), __MGPU_F16_RZ, LO, HI); }
  __MGPU_H_TO(signed char, -128, 127)
  __MGPU_H_TO(unsigned char, 0, 255)
  __MGPU_H_TO(char, (char)-1 < 0 ? -128 : 0, (char)-1 < 0 ? 127 : 255)
  __MGPU_H_TO(short, -32768, 32767)
  __MGPU_H_TO(unsigned short, 0, 65535)
  __MGPU_H_TO(int, -2147483647 - 1, 2147483647)
  __MGPU_H_TO(unsigned, 0, 4294967295ll)
  __MGPU_H_TO(long, sizeof(long) == 8 ? -9223372036854775807ll - 1 : -2147483647 - 1,
              sizeof(long) == 8 ? 9223372036854775807ll : 2147483647)
  __MGPU_H_TO(long long, -9223372036854775807ll - 1, 9223372036854775807ll)
#undef __MGPU_H_TO
  __MGPU_HD explicit operator unsigned long() const {
    return sizeof(long) == 8 ? (unsigned long)__MGPU_H_TOULL(__x, __MGPU_F16_RZ)
                             : (unsigned long)__mgpu_float2ll(__MGPU_H_TOF(__x), __MGPU_F16_RZ, 0, 4294967295ll);
  }
  __MGPU_HD explicit operator unsigned long long() const { return __MGPU_H_TOULL(__x, __MGPU_F16_RZ); }
#endif
