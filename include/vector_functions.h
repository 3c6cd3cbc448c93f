/* mgpucc's clean-room vector_functions.h: make_char1 .. make_double4,
 * callable from host and device code. */
#ifndef MGPU_VECTOR_FUNCTIONS_H
#define MGPU_VECTOR_FUNCTIONS_H

#include "cuda_runtime_api.h"

#define __MGPU_VF static inline __MGPU_HD

__MGPU_VF char1 make_char1(signed char x) {
  char1 t = {x};
  return t;
}
__MGPU_VF char2 make_char2(signed char x, signed char y) {
  char2 t = {x, y};
  return t;
}
__MGPU_VF char3 make_char3(signed char x, signed char y, signed char z) {
  char3 t = {x, y, z};
  return t;
}
__MGPU_VF char4 make_char4(signed char x, signed char y, signed char z, signed char w) {
  char4 t = {x, y, z, w};
  return t;
}
__MGPU_VF uchar1 make_uchar1(unsigned char x) {
  uchar1 t = {x};
  return t;
}
__MGPU_VF uchar2 make_uchar2(unsigned char x, unsigned char y) {
  uchar2 t = {x, y};
  return t;
}
__MGPU_VF uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) {
  uchar3 t = {x, y, z};
  return t;
}
__MGPU_VF uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) {
  uchar4 t = {x, y, z, w};
  return t;
}
__MGPU_VF short1 make_short1(short x) {
  short1 t = {x};
  return t;
}
__MGPU_VF short2 make_short2(short x, short y) {
  short2 t = {x, y};
  return t;
}
__MGPU_VF short3 make_short3(short x, short y, short z) {
  short3 t = {x, y, z};
  return t;
}
__MGPU_VF short4 make_short4(short x, short y, short z, short w) {
  short4 t = {x, y, z, w};
  return t;
}
__MGPU_VF ushort1 make_ushort1(unsigned short x) {
  ushort1 t = {x};
  return t;
}
__MGPU_VF ushort2 make_ushort2(unsigned short x, unsigned short y) {
  ushort2 t = {x, y};
  return t;
}
__MGPU_VF ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) {
  ushort3 t = {x, y, z};
  return t;
}
__MGPU_VF ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w) {
  ushort4 t = {x, y, z, w};
  return t;
}
__MGPU_VF int1 make_int1(int x) {
  int1 t = {x};
  return t;
}
__MGPU_VF int2 make_int2(int x, int y) {
  int2 t = {x, y};
  return t;
}
__MGPU_VF int3 make_int3(int x, int y, int z) {
  int3 t = {x, y, z};
  return t;
}
__MGPU_VF int4 make_int4(int x, int y, int z, int w) {
  int4 t = {x, y, z, w};
  return t;
}
__MGPU_VF uint1 make_uint1(unsigned int x) {
  uint1 t = {x};
  return t;
}
__MGPU_VF uint2 make_uint2(unsigned int x, unsigned int y) {
  uint2 t = {x, y};
  return t;
}
__MGPU_VF uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) {
  uint3 t = {x, y, z};
  return t;
}
__MGPU_VF uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) {
  uint4 t = {x, y, z, w};
  return t;
}
__MGPU_VF long1 make_long1(long x) {
  long1 t = {x};
  return t;
}
__MGPU_VF long2 make_long2(long x, long y) {
  long2 t = {x, y};
  return t;
}
__MGPU_VF long3 make_long3(long x, long y, long z) {
  long3 t = {x, y, z};
  return t;
}
__MGPU_VF long4 make_long4(long x, long y, long z, long w) {
  long4 t = {x, y, z, w};
  return t;
}
__MGPU_VF ulong1 make_ulong1(unsigned long x) {
  ulong1 t = {x};
  return t;
}
__MGPU_VF ulong2 make_ulong2(unsigned long x, unsigned long y) {
  ulong2 t = {x, y};
  return t;
}
__MGPU_VF ulong3 make_ulong3(unsigned long x, unsigned long y, unsigned long z) {
  ulong3 t = {x, y, z};
  return t;
}
__MGPU_VF ulong4 make_ulong4(unsigned long x, unsigned long y, unsigned long z, unsigned long w) {
  ulong4 t = {x, y, z, w};
  return t;
}
__MGPU_VF longlong1 make_longlong1(long long x) {
  longlong1 t = {x};
  return t;
}
__MGPU_VF longlong2 make_longlong2(long long x, long long y) {
  longlong2 t = {x, y};
  return t;
}
__MGPU_VF longlong3 make_longlong3(long long x, long long y, long long z) {
  longlong3 t = {x, y, z};
  return t;
}
__MGPU_VF longlong4 make_longlong4(long long x, long long y, long long z, long long w) {
  longlong4 t = {x, y, z, w};
  return t;
}
__MGPU_VF ulonglong1 make_ulonglong1(unsigned long long x) {
  ulonglong1 t = {x};
  return t;
}
__MGPU_VF ulonglong2 make_ulonglong2(unsigned long long x, unsigned long long y) {
  ulonglong2 t = {x, y};
  return t;
}
__MGPU_VF ulonglong3 make_ulonglong3(unsigned long long x, unsigned long long y, unsigned long long z) {
  ulonglong3 t = {x, y, z};
  return t;
}
__MGPU_VF ulonglong4 make_ulonglong4(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) {
  ulonglong4 t = {x, y, z, w};
  return t;
}
__MGPU_VF float1 make_float1(float x) {
  float1 t = {x};
  return t;
}
__MGPU_VF float2 make_float2(float x, float y) {
  float2 t = {x, y};
  return t;
}
__MGPU_VF float3 make_float3(float x, float y, float z) {
  float3 t = {x, y, z};
  return t;
}
__MGPU_VF float4 make_float4(float x, float y, float z, float w) {
  float4 t = {x, y, z, w};
  return t;
}
__MGPU_VF double1 make_double1(double x) {
  double1 t = {x};
  return t;
}
__MGPU_VF double2 make_double2(double x, double y) {
  double2 t = {x, y};
  return t;
}
__MGPU_VF double3 make_double3(double x, double y, double z) {
  double3 t = {x, y, z};
  return t;
}
__MGPU_VF double4 make_double4(double x, double y, double z, double w) {
  double4 t = {x, y, z, w};
  return t;
}

#undef __MGPU_VF
#endif /* MGPU_VECTOR_FUNCTIONS_H */
