/* mgpucc's clean-room SIMD and DPX integer intrinsics: __vadd2, __vabsdiffu4,
 * __vcmpgts2, __vsads4, ... (two 16-bit or four 8-bit lanes in a 32-bit
 * word), __dp4a, __dp2a_lo/hi, __fns and CUDA 12's DPX functions (__vimax3_s32,
 * __viaddmax_s16x2_relu, __vibmin_u32, ...), written from their documented
 * semantics with ordinary integer arithmetic. Included by
 * device_functions.h, where they are __device__ functions as in CUDA; the
 * host test (headers_test.go, testdata/simd.cc) compiles them as plain C++. */
#ifndef MGPU_SIMD_H
#define MGPU_SIMD_H

#ifdef __CUDA__
#define __MGPU_V static __device__ __inline__ __attribute__((always_inline))
#else
#define __MGPU_V static inline __attribute__((always_inline))
#endif

/* The lane operations; __mgpu_simd applies one to every lane (the loop
 * unrolls and the switch folds once inlined). */
enum {
  __MGPU_V_ABS, __MGPU_V_ABSSS, __MGPU_V_ABSDIFFS, __MGPU_V_ABSDIFFU, __MGPU_V_ADD, __MGPU_V_ADDSS,
  __MGPU_V_ADDUS, __MGPU_V_AVGS, __MGPU_V_AVGU, __MGPU_V_HADDU, __MGPU_V_MAXS, __MGPU_V_MAXU,
  __MGPU_V_MINS, __MGPU_V_MINU, __MGPU_V_NEG, __MGPU_V_NEGSS, __MGPU_V_SUB, __MGPU_V_SUBSS,
  __MGPU_V_SUBUS, __MGPU_V_EQ, __MGPU_V_NE, __MGPU_V_GES, __MGPU_V_GEU, __MGPU_V_GTS, __MGPU_V_GTU,
  __MGPU_V_LES, __MGPU_V_LEU, __MGPU_V_LTS, __MGPU_V_LTU
};
/* each lane of width bits: the op's value (comparisons: true as all ones
 * when cmp, as 1 otherwise); sad: the sum of the lanes' |a - b| instead */
__MGPU_V unsigned __mgpu_simd(unsigned a, unsigned b, int bits, int op, int cmp, int sad) {
  unsigned mask = bits == 16 ? 0xffffu : 0xffu, r = 0, sum = 0;
  int smax = bits == 16 ? 32767 : 127, smin = -smax - 1;
  int umax = (int)mask;
  for (int sh = 0; sh < 32; sh += bits) {
    int ua = (int)((a >> sh) & mask), ub = (int)((b >> sh) & mask);
    int sa = ua > smax ? ua - umax - 1 : ua, sb = ub > smax ? ub - umax - 1 : ub; /* signed lanes */
    int v = 0, t = -1;
    switch (op) {
    case __MGPU_V_ABS: v = sa < 0 ? -sa : sa; break; /* the most negative lane stays */
    case __MGPU_V_ABSSS: v = sa < 0 ? (sa == smin ? smax : -sa) : sa; break;
    case __MGPU_V_ABSDIFFS: v = sa > sb ? sa - sb : sb - sa; break;
    case __MGPU_V_ABSDIFFU: v = ua > ub ? ua - ub : ub - ua; break;
    case __MGPU_V_ADD: v = ua + ub; break;
    case __MGPU_V_ADDSS: v = sa + sb; v = v > smax ? smax : (v < smin ? smin : v); break;
    case __MGPU_V_ADDUS: v = ua + ub; v = v > umax ? umax : v; break;
    case __MGPU_V_AVGS: v = sa + sb; v = v < 0 ? v >> 1 : (v + 1) >> 1; break; /* halves away from zero */
    case __MGPU_V_AVGU: v = (ua + ub + 1) >> 1; break;
    case __MGPU_V_HADDU: v = (ua + ub) >> 1; break;
    case __MGPU_V_MAXS: v = sa > sb ? sa : sb; break;
    case __MGPU_V_MAXU: v = ua > ub ? ua : ub; break;
    case __MGPU_V_MINS: v = sa < sb ? sa : sb; break;
    case __MGPU_V_MINU: v = ua < ub ? ua : ub; break;
    case __MGPU_V_NEG: v = -sa; break;
    case __MGPU_V_NEGSS: v = sa == smin ? smax : -sa; break;
    case __MGPU_V_SUB: v = ua - ub; break;
    case __MGPU_V_SUBSS: v = sa - sb; v = v > smax ? smax : (v < smin ? smin : v); break;
    case __MGPU_V_SUBUS: v = ua - ub; v = v < 0 ? 0 : v; break;
    case __MGPU_V_EQ: t = ua == ub; break;
    case __MGPU_V_NE: t = ua != ub; break;
    case __MGPU_V_GES: t = sa >= sb; break;
    case __MGPU_V_GEU: t = ua >= ub; break;
    case __MGPU_V_GTS: t = sa > sb; break;
    case __MGPU_V_GTU: t = ua > ub; break;
    case __MGPU_V_LES: t = sa <= sb; break;
    case __MGPU_V_LEU: t = ua <= ub; break;
    case __MGPU_V_LTS: t = sa < sb; break;
    default: t = ua < ub; break;
    }
    if (t >= 0)
      v = t ? (cmp ? umax : 1) : 0;
    sum += (unsigned)v;
    r |= ((unsigned)v & mask) << sh;
  }
  return sad ? sum : r;
}

#define __MGPU_V1(NAME, OP)                                                                      \
  __MGPU_V unsigned NAME##2(unsigned a) { return __mgpu_simd(a, 0u, 16, OP, 0, 0); }              \
  __MGPU_V unsigned NAME##4(unsigned a) { return __mgpu_simd(a, 0u, 8, OP, 0, 0); }
#define __MGPU_V2(NAME, OP, CMP, SAD)                                                            \
  __MGPU_V unsigned NAME##2(unsigned a, unsigned b) { return __mgpu_simd(a, b, 16, OP, CMP, SAD); } \
  __MGPU_V unsigned NAME##4(unsigned a, unsigned b) { return __mgpu_simd(a, b, 8, OP, CMP, SAD); }
__MGPU_V1(__vabs, __MGPU_V_ABS)
__MGPU_V1(__vabsss, __MGPU_V_ABSSS)
__MGPU_V1(__vneg, __MGPU_V_NEG)
__MGPU_V1(__vnegss, __MGPU_V_NEGSS)
__MGPU_V2(__vabsdiffs, __MGPU_V_ABSDIFFS, 0, 0)
__MGPU_V2(__vabsdiffu, __MGPU_V_ABSDIFFU, 0, 0)
__MGPU_V2(__vadd, __MGPU_V_ADD, 0, 0)
__MGPU_V2(__vaddss, __MGPU_V_ADDSS, 0, 0)
__MGPU_V2(__vaddus, __MGPU_V_ADDUS, 0, 0)
__MGPU_V2(__vavgs, __MGPU_V_AVGS, 0, 0)
__MGPU_V2(__vavgu, __MGPU_V_AVGU, 0, 0)
__MGPU_V2(__vhaddu, __MGPU_V_HADDU, 0, 0)
__MGPU_V2(__vmaxs, __MGPU_V_MAXS, 0, 0)
__MGPU_V2(__vmaxu, __MGPU_V_MAXU, 0, 0)
__MGPU_V2(__vmins, __MGPU_V_MINS, 0, 0)
__MGPU_V2(__vminu, __MGPU_V_MINU, 0, 0)
__MGPU_V2(__vsub, __MGPU_V_SUB, 0, 0)
__MGPU_V2(__vsubss, __MGPU_V_SUBSS, 0, 0)
__MGPU_V2(__vsubus, __MGPU_V_SUBUS, 0, 0)
__MGPU_V2(__vsads, __MGPU_V_ABSDIFFS, 0, 1)
__MGPU_V2(__vsadu, __MGPU_V_ABSDIFFU, 0, 1)
__MGPU_V2(__vcmpeq, __MGPU_V_EQ, 1, 0)
__MGPU_V2(__vcmpne, __MGPU_V_NE, 1, 0)
__MGPU_V2(__vcmpges, __MGPU_V_GES, 1, 0)
__MGPU_V2(__vcmpgeu, __MGPU_V_GEU, 1, 0)
__MGPU_V2(__vcmpgts, __MGPU_V_GTS, 1, 0)
__MGPU_V2(__vcmpgtu, __MGPU_V_GTU, 1, 0)
__MGPU_V2(__vcmples, __MGPU_V_LES, 1, 0)
__MGPU_V2(__vcmpleu, __MGPU_V_LEU, 1, 0)
__MGPU_V2(__vcmplts, __MGPU_V_LTS, 1, 0)
__MGPU_V2(__vcmpltu, __MGPU_V_LTU, 1, 0)
__MGPU_V2(__vseteq, __MGPU_V_EQ, 0, 0)
__MGPU_V2(__vsetne, __MGPU_V_NE, 0, 0)
__MGPU_V2(__vsetges, __MGPU_V_GES, 0, 0)
__MGPU_V2(__vsetgeu, __MGPU_V_GEU, 0, 0)
__MGPU_V2(__vsetgts, __MGPU_V_GTS, 0, 0)
__MGPU_V2(__vsetgtu, __MGPU_V_GTU, 0, 0)
__MGPU_V2(__vsetles, __MGPU_V_LES, 0, 0)
__MGPU_V2(__vsetleu, __MGPU_V_LEU, 0, 0)
__MGPU_V2(__vsetlts, __MGPU_V_LTS, 0, 0)
__MGPU_V2(__vsetltu, __MGPU_V_LTU, 0, 0)
#undef __MGPU_V1
#undef __MGPU_V2

/* ---- dot products, find n-th set bit -------------------------------------- */
/* c + the sum of the products of the four byte lanes (signed or unsigned),
 * wrapping modulo 2^32 */
__MGPU_V int __dp4a(int a, int b, int c) {
  unsigned r = (unsigned)c;
  for (int sh = 0; sh < 32; sh += 8)
    r += (unsigned)((int)(signed char)(a >> sh) * (int)(signed char)(b >> sh));
  return (int)r;
}
__MGPU_V unsigned __dp4a(unsigned a, unsigned b, unsigned c) {
  for (int sh = 0; sh < 32; sh += 8)
    c += ((a >> sh) & 0xffu) * ((b >> sh) & 0xffu);
  return c;
}
/* c + a's two 16-bit lanes times two byte lanes of b (its low half for lo,
 * its high half for hi) */
__MGPU_V int __mgpu_dp2a(int a, int b, int c, int hi) {
  int bs = hi ? 16 : 0;
  unsigned r = (unsigned)c;
  r += (unsigned)((int)(short)a * (int)(signed char)(b >> bs));
  r += (unsigned)((int)(short)(a >> 16) * (int)(signed char)(b >> (bs + 8)));
  return (int)r;
}
__MGPU_V unsigned __mgpu_dp2au(unsigned a, unsigned b, unsigned c, int hi) {
  int bs = hi ? 16 : 0;
  return c + (a & 0xffffu) * ((b >> bs) & 0xffu) + (a >> 16) * ((b >> (bs + 8)) & 0xffu);
}
__MGPU_V int __dp2a_lo(int a, int b, int c) { return __mgpu_dp2a(a, b, c, 0); }
__MGPU_V int __dp2a_hi(int a, int b, int c) { return __mgpu_dp2a(a, b, c, 1); }
__MGPU_V unsigned __dp2a_lo(unsigned a, unsigned b, unsigned c) { return __mgpu_dp2au(a, b, c, 0); }
__MGPU_V unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c) { return __mgpu_dp2au(a, b, c, 1); }
#ifdef __CUDA__
/* the vector forms (vector_types.h) */
__MGPU_V unsigned __mgpu_pack4(unsigned x, unsigned y, unsigned z, unsigned w) {
  return (x & 0xffu) | (y & 0xffu) << 8 | (z & 0xffu) << 16 | (w & 0xffu) << 24;
}
__MGPU_V int __dp4a(char4 a, char4 b, int c) {
  return __dp4a((int)__mgpu_pack4(a.x, a.y, a.z, a.w), (int)__mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
__MGPU_V unsigned __dp4a(uchar4 a, uchar4 b, unsigned c) {
  return __dp4a(__mgpu_pack4(a.x, a.y, a.z, a.w), __mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
__MGPU_V int __dp2a_lo(short2 a, char4 b, int c) {
  return __dp2a_lo((int)(((unsigned)a.x & 0xffffu) | (unsigned)a.y << 16), (int)__mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
__MGPU_V int __dp2a_hi(short2 a, char4 b, int c) {
  return __dp2a_hi((int)(((unsigned)a.x & 0xffffu) | (unsigned)a.y << 16), (int)__mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
__MGPU_V unsigned __dp2a_lo(ushort2 a, uchar4 b, unsigned c) {
  return __dp2a_lo((unsigned)a.x | (unsigned)a.y << 16, __mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
__MGPU_V unsigned __dp2a_hi(ushort2 a, uchar4 b, unsigned c) {
  return __dp2a_hi((unsigned)a.x | (unsigned)a.y << 16, __mgpu_pack4(b.x, b.y, b.z, b.w), c);
}
#endif
/* The position of the offset-th set bit of mask counting from bit base
 * (upward for offset > 0, downward for offset < 0; offset 0: base itself
 * if set), 0xffffffff when there is none (PTX fns) */
__MGPU_V unsigned __fns(unsigned mask, unsigned base, int offset) {
  int pos = (int)(base & 31u);
  if (offset == 0)
    return (mask >> pos) & 1u ? (unsigned)pos : 0xffffffffu;
  int step = offset > 0 ? 1 : -1;
  unsigned left = offset > 0 ? (unsigned)offset : 0u - (unsigned)offset;
  for (; pos >= 0 && pos < 32; pos += step)
    if ((mask >> pos) & 1u && --left == 0)
      return (unsigned)pos;
  return 0xffffffffu;
}

/* ---- DPX (CUDA 12): max/min of two or three, after an add, with relu ----- */
/* lane-wise on 32-bit values or pairs of 16-bit lanes (s16x2, u16x2) */
enum { __MGPU_DPX_S32, __MGPU_DPX_U32, __MGPU_DPX_S16, __MGPU_DPX_U16 };
__MGPU_V long long __mgpu_dpx_lane(unsigned v, int kind, int sh) {
  if (kind == __MGPU_DPX_S32)
    return (int)v;
  if (kind == __MGPU_DPX_U32)
    return v;
  unsigned h = (v >> sh) & 0xffffu;
  return kind == __MGPU_DPX_S16 ? (long long)(short)h : (long long)h;
}
/* op: 0 max, 1 min; add: a + b first (wrapping in the lane); three: with c;
 * relu: then max(., 0) */
__MGPU_V unsigned __mgpu_dpx(unsigned a, unsigned b, unsigned c, int kind, int op, int add, int three, int relu) {
  int wide = kind == __MGPU_DPX_S32 || kind == __MGPU_DPX_U32;
  unsigned r = 0;
  for (int sh = 0; sh < (wide ? 1 : 32); sh += 16) {
    long long x = __mgpu_dpx_lane(a, kind, sh), y = __mgpu_dpx_lane(b, kind, sh), z = __mgpu_dpx_lane(c, kind, sh);
    if (add) { /* the sum wraps in the lane's type */
      unsigned long long s = (unsigned long long)(x + y);
      x = __mgpu_dpx_lane(wide ? (unsigned)s : (unsigned)(s & 0xffffu) << sh, kind, sh);
      y = z;
    }
    long long v = op == 0 ? (x > y ? x : y) : (x < y ? x : y);
    if (three && !add)
      v = op == 0 ? (v > z ? v : z) : (v < z ? v : z);
    if (relu && v < 0)
      v = 0;
    r |= wide ? (unsigned)v : ((unsigned)v & 0xffffu) << sh;
  }
  return r;
}
#define __MGPU_DPX_TYPE(SFX, T, KIND)                                                                           \
  __MGPU_V T __vimax_##SFX(T a, T b) { return (T)__mgpu_dpx((unsigned)a, (unsigned)b, 0u, KIND, 0, 0, 0, 0); }  \
  __MGPU_V T __vimin_##SFX(T a, T b) { return (T)__mgpu_dpx((unsigned)a, (unsigned)b, 0u, KIND, 1, 0, 0, 0); }  \
  __MGPU_V T __vimax3_##SFX(T a, T b, T c) {                                                                    \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 0, 0, 1, 0);                              \
  }                                                                                                             \
  __MGPU_V T __vimin3_##SFX(T a, T b, T c) {                                                                    \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 1, 0, 1, 0);                              \
  }                                                                                                             \
  __MGPU_V T __viaddmax_##SFX(T a, T b, T c) {                                                                  \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 0, 1, 0, 0);                              \
  }                                                                                                             \
  __MGPU_V T __viaddmin_##SFX(T a, T b, T c) {                                                                  \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 1, 1, 0, 0);                              \
  }
#define __MGPU_DPX_RELU(SFX, T, KIND)                                                                           \
  __MGPU_V T __vimax_##SFX##_relu(T a, T b) { return (T)__mgpu_dpx((unsigned)a, (unsigned)b, 0u, KIND, 0, 0, 0, 1); } \
  __MGPU_V T __vimin_##SFX##_relu(T a, T b) { return (T)__mgpu_dpx((unsigned)a, (unsigned)b, 0u, KIND, 1, 0, 0, 1); } \
  __MGPU_V T __vimax3_##SFX##_relu(T a, T b, T c) {                                                             \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 0, 0, 1, 1);                              \
  }                                                                                                             \
  __MGPU_V T __vimin3_##SFX##_relu(T a, T b, T c) {                                                             \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 1, 0, 1, 1);                              \
  }                                                                                                             \
  __MGPU_V T __viaddmax_##SFX##_relu(T a, T b, T c) {                                                           \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 0, 1, 0, 1);                              \
  }                                                                                                             \
  __MGPU_V T __viaddmin_##SFX##_relu(T a, T b, T c) {                                                           \
    return (T)__mgpu_dpx((unsigned)a, (unsigned)b, (unsigned)c, KIND, 1, 1, 0, 1);                              \
  }
__MGPU_DPX_TYPE(s32, int, __MGPU_DPX_S32)
__MGPU_DPX_TYPE(u32, unsigned, __MGPU_DPX_U32)
__MGPU_DPX_TYPE(s16x2, unsigned, __MGPU_DPX_S16)
__MGPU_DPX_TYPE(u16x2, unsigned, __MGPU_DPX_U16)
__MGPU_DPX_RELU(s32, int, __MGPU_DPX_S32)
__MGPU_DPX_RELU(s16x2, unsigned, __MGPU_DPX_S16)
#undef __MGPU_DPX_TYPE
#undef __MGPU_DPX_RELU
/* max or min and whether a won (a >= b for max, a <= b for min) */
__MGPU_V int __vibmax_s32(int a, int b, bool *pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
__MGPU_V unsigned __vibmax_u32(unsigned a, unsigned b, bool *pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
__MGPU_V int __vibmin_s32(int a, int b, bool *pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
__MGPU_V unsigned __vibmin_u32(unsigned a, unsigned b, bool *pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
/* 16x2: pred_hi for the high lanes, pred_lo for the low ones */
__MGPU_V unsigned __mgpu_vib16(unsigned a, unsigned b, int kind, int op, bool *hi, bool *lo) {
  unsigned r = 0;
  for (int sh = 0; sh < 32; sh += 16) {
    long long x = __mgpu_dpx_lane(a, kind, sh), y = __mgpu_dpx_lane(b, kind, sh);
    bool p = op == 0 ? x >= y : x <= y;
    *(sh ? hi : lo) = p;
    r |= ((unsigned)(p ? x : y) & 0xffffu) << sh;
  }
  return r;
}
__MGPU_V unsigned __vibmax_s16x2(unsigned a, unsigned b, bool *hi, bool *lo) { return __mgpu_vib16(a, b, __MGPU_DPX_S16, 0, hi, lo); }
__MGPU_V unsigned __vibmax_u16x2(unsigned a, unsigned b, bool *hi, bool *lo) { return __mgpu_vib16(a, b, __MGPU_DPX_U16, 0, hi, lo); }
__MGPU_V unsigned __vibmin_s16x2(unsigned a, unsigned b, bool *hi, bool *lo) { return __mgpu_vib16(a, b, __MGPU_DPX_S16, 1, hi, lo); }
__MGPU_V unsigned __vibmin_u16x2(unsigned a, unsigned b, bool *hi, bool *lo) { return __mgpu_vib16(a, b, __MGPU_DPX_U16, 1, hi, lo); }

#undef __MGPU_V
#endif /* MGPU_SIMD_H */
