// facilities.cu — uses every facility of mgpucc's CUDA headers, so that
// include/headers_test.go can check that it compiles in clang's device and
// host passes and that the device IR calls only the intrinsics of
// INTRINSICS.md. The warp functions need PTX 6.0 and are compiled only
// with -DWARP (and -Xclang -target-feature -Xclang +ptx64).
#include <cuda_runtime.h>
#include <cuda.h>
#include <device_launch_parameters.h>
#include <math_constants.h>

#include <math.h>
#include <stdio.h>

// CUDA's sizes and alignments of the vector types.
static_assert(sizeof(char3) == 3 && alignof(char4) == 4 && alignof(short2) == 4, "char/short vectors");
static_assert(sizeof(int3) == 12 && alignof(int2) == 8 && alignof(int4) == 16 && alignof(uint3) == 4, "int vectors");
static_assert(sizeof(float3) == 12 && alignof(float2) == 8 && alignof(float4) == 16, "float vectors");
static_assert(sizeof(double3) == 24 && alignof(double2) == 16 && alignof(double4) == 16, "double vectors");
static_assert(alignof(long2) == 16 && alignof(longlong4) == 16 && alignof(ulonglong1) == 8, "64-bit vectors");
static_assert(CUDA_VERSION >= 11000 && CUDART_VERSION >= 11000, "versions");

__constant__ float coef[4];
__device__ int counter;

__device__ float helper(float x) { return x * coef[1]; }

__global__ void sync_atomics(int *a, float *f, double *d, unsigned long long *u, float4 *v) {
  __shared__ float s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = helper(f[i]) * coef[0] + gridDim.x + blockDim.y + threadIdx.z + blockIdx.y + warpSize;
  __syncthreads();
  int c = __syncthreads_count(i & 1) + __syncthreads_and(i) + __syncthreads_or(i);
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  atomicAdd(a, 1);
  atomicAdd((unsigned *)a, 1u);
  atomicAdd(u, 1ull);
  atomicAdd(f, 1.0f);
  atomicAdd(d, 1.0);
  atomicSub(a, 1);
  atomicSub((unsigned *)a, 1u);
  atomicMin(a, 3);
  atomicMin((unsigned *)a, 3u);
  atomicMin((long long *)u, 3ll);
  atomicMin(u, 3ull);
  atomicMax(a, 3);
  atomicMax((unsigned *)a, 3u);
  atomicMax((long long *)u, 3ll);
  atomicMax(u, 3ull);
  atomicExch(a, 2);
  atomicExch((unsigned *)a, 2u);
  atomicExch(u, 2ull);
  atomicExch(f, 2.0f);
  atomicCAS(a, 1, 2);
  atomicCAS((unsigned *)a, 1u, 2u);
  atomicCAS(u, 1ull, 2ull);
  atomicAnd(a, 7);
  atomicOr((unsigned *)a, 8u);
  atomicXor(u, 9ull);
  atomicInc((unsigned *)a, 10u);
  atomicDec((unsigned *)a, 10u);
  atomicAdd(&counter, 1);
  c += __popc(i) + __popcll(i) + __clz(i) + __clzll(i) + __ffs(i) + __ffsll(i) + __brev(i) + (int)__brevll(i);
  c += __mul24(i, i) + __umul24(i, i) + __mulhi(i, c) + __umulhi(i, c) + (int)__mul64hi(i, c) + (int)__umul64hi(i, c);
  c += __hadd(i, c) + __rhadd(i, c) + __uhadd(i, c) + __urhadd(i, c) + __byte_perm(i, c, 0x3210);
  c += min(i, c) + max(i, c) + min(1u, (unsigned)c) + max(2ll, (long long)c) + umin(i, c) + umax(i, c) + abs(c) + llabs(c);
  c += __funnelshift_l(i, c, 3) + __funnelshift_r(i, c, 3) + __funnelshift_lc(i, c, 40) + __funnelshift_rc(i, c, 40);
  c += __sad(i, c, 1u) + __usad(i, c, 2u) + __float_as_int(s[0]) + (int)__float_as_uint(s[1]);
  c += __double2hiint(d[0]) + __double2loint(d[0]) + __float2int_rn(s[2]) + __float2int_rz(s[2]) + __float2int_rd(s[2]);
  c += __float2int_ru(s[2]) + __float2uint_rn(s[3]) + __double2int_rn(d[1]);
  float x = s[(threadIdx.x + 1) % 64];
  x = __fdividef(x, 3.0f) + __saturatef(x) + __fmaf_rn(x, x, x) + min(x, 1.0f) + max(x, 2.0f) + __frcp_rn(x);
  x += __fadd_rn(x, 1.0f) + __fmul_rn(x, x) + __fsub_rn(x, 2.0f) + __fdiv_rn(x, 3.0f) + __fsqrt_rn(x) + __frsqrt_rn(x);
  x += __int_as_float(c) + __uint_as_float(c) + __int2float_rn(c) + __uint2float_rn(c) + __double2float_rn(d[2]);
  x += __expf(x) + __exp10f(x) + __logf(x) + __log2f(x) + __log10f(x) + __sinf(x) + __cosf(x) + __tanf(x) + __powf(x, 2.0f);
  float sx, cx;
  __sincosf(x, &sx, &cx);
  float4 q = make_float4(x, sx, cx, 3);
  v[i] = q;
  double2 dd = make_double2(1, 2);
  d[i] += dd.x + __longlong_as_double(__double_as_longlong(dd.y)) + __hiloint2double(c, i) + __int2double_rn(c);
  d[i] += __dadd_rn(dd.x, 1.0) + __dmul_rn(dd.x, 2.0) + __ddiv_rn(dd.y, 3.0) + __dsub_rn(dd.x, 1.0) + __drcp_rn(dd.y) + __dsqrt_rn(dd.y) + __fma_rn(dd.x, dd.y, 1.0);
  uchar4 b = make_uchar4(1, 2, 3, 4);
  int3 i3 = make_int3(b.x, b.y, b.z);
  long long t0 = clock64();
  a[i] = c + (int)(clock64() - t0) + clock() + i3.x + make_short2(1, 2).y + (int)make_ulonglong2(1, 2).x;
  f[i] = x;
}

__global__ void math_float(float *o, const float *in, int *ip) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i], y = in[i + 1], z = in[i + 2];
  float r = sqrtf(x) + rsqrtf(x) + cbrtf(x) + expf(x) + exp2f(x) + exp10f(x) + expm1f(x) + logf(x) + log2f(x);
  r += log10f(x) + log1pf(x) + powf(x, y) + sinf(x) + cosf(x) + tanf(x) + asinf(x) + acosf(x) + atanf(x);
  r += atan2f(x, y) + sinhf(x) + coshf(x) + tanhf(x) + asinhf(x) + acoshf(x) + atanhf(x) + erff(x) + erfcf(x);
  r += hypotf(x, y) + fmodf(x, y) + remainderf(x, y) + floorf(x) + ceilf(x) + truncf(x) + roundf(x) + rintf(x);
  r += nearbyintf(x) + fabsf(x) + fminf(x, y) + fmaxf(x, y) + fmaf(x, y, z) + copysignf(x, y) + ldexpf(x, 3) + fdimf(x, y);
  r += scalbnf(x, 2) + frexpf(x, ip) + modff(x, &z) + z;
  float s, c;
  sincosf(x, &s, &c);
  r += s + c + (isnan(x) ? 1.0f : 0.0f) + (isinf(y) ? 1.0f : 0.0f) + (isfinite(z) ? 1.0f : 0.0f) + (signbit(x) ? 1.0f : 0.0f);
  // C++ overloads and std::
  r += sin(x) + sqrt(x) + exp(x) + pow(x, y) + abs(x) + std::sin(x) + std::pow(x, 2.0f) + std::fabs(y) + std::min(x, y);
  r += CUDART_PI_F + CUDART_INF_F * 0.0f + fdividef(x, y) + __ldg(&in[i + 3]) + lrintf(x) + llroundf(y);
  o[i] = r;
}

__global__ void math_double(double *o, const double *in, int *ip) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double x = in[i], y = in[i + 1], z = in[i + 2];
  double r = sqrt(x) + rsqrt(x) + cbrt(x) + exp(x) + exp2(x) + exp10(x) + expm1(x) + log(x) + log2(x);
  r += log10(x) + log1p(x) + pow(x, y) + sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x);
  r += atan2(x, y) + sinh(x) + cosh(x) + tanh(x) + asinh(x) + acosh(x) + atanh(x) + erf(x) + erfc(x);
  r += hypot(x, y) + fmod(x, y) + remainder(x, y) + floor(x) + ceil(x) + trunc(x) + round(x) + rint(x);
  r += nearbyint(x) + fabs(x) + fmin(x, y) + fmax(x, y) + fma(x, y, z) + copysign(x, y) + ldexp(x, 3) + fdim(x, y);
  r += scalbn(x, 2) + frexp(x, ip) + modf(x, &z) + z;
  double s, c;
  sincos(x, &s, &c);
  r += s + c + (isnan(x) ? 1.0 : 0.0) + (isinf(y) ? 1.0 : 0.0) + (isfinite(z) ? 1.0 : 0.0) + (signbit(x) ? 1.0 : 0.0);
  r += std::exp(x) + std::atan2(x, y) + std::erfc(y) + CUDART_PI + __ldg(&in[i + 3]) + lrint(x) + llround(y) + lround(z) + llrint(z);
  o[i] = r;
}

#ifdef WARP
__global__ void warp(int *a, float *f, double *d, long long *l, unsigned *u) {
  unsigned m = 0xffffffffu;
  a[threadIdx.x] = __shfl_sync(m, a[threadIdx.x], 0) + __shfl_up_sync(m, a[0], 1) + __shfl_down_sync(m, a[1], 1u, 16) +
                   __shfl_xor_sync(m, a[2], 1);
  f[threadIdx.x] = __shfl_sync(m, f[threadIdx.x], 3) + __shfl_xor_sync(m, f[0], 2) + __shfl_up_sync(m, f[1], 1, 8);
  d[threadIdx.x] = __shfl_down_sync(m, d[threadIdx.x], 1);
  l[threadIdx.x] = __shfl_sync(m, l[threadIdx.x], 1);
  u[threadIdx.x] = __shfl_xor_sync(m, u[threadIdx.x], 4);
  a[0] = __ballot_sync(m, a[1]) + __any_sync(m, a[2]) + __all_sync(m, a[3]) + __uni_sync(m, a[4]);
  __syncwarp();
  __syncwarp(m);
}
#endif

int main() {
  int *a;
  float *f;
  cudaStream_t st;
  cudaEvent_t e0, e1;
  float h[4] = {1, 2, 3, 4}, ms = 0;
  cudaDeviceProp prop;
  int n = 0;
  if (cudaMalloc(&a, 64) != cudaSuccess || cudaMalloc((void **)&f, 64) != cudaSuccess)
    return 1;
  cudaMemcpyToSymbol(coef, h, sizeof h);
  cudaMemcpyFromSymbol(h, coef, sizeof h);
  cudaMemcpyToSymbolAsync(counter, &n, sizeof n, 0, cudaMemcpyHostToDevice, 0);
  cudaMemcpy(f, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(a, 0, 64);
  cudaStreamCreate(&st);
  cudaEventCreate(&e0);
  cudaEventCreate(&e1, cudaEventDefault);
  cudaEventRecord(e0, st);
  sync_atomics<<<dim3(2), dim3(64), 0, st>>>(a, f, 0, 0, 0);
  math_float<<<1, 32>>>(f, f, a);
  cudaEventRecord(e1);
  cudaEventSynchronize(e1);
  cudaEventElapsedTime(&ms, e0, e1);
  cudaMemcpyAsync(h, f, sizeof h, cudaMemcpyDeviceToHost, st);
  cudaStreamSynchronize(st);
  cudaGetDeviceCount(&n);
  cudaGetDeviceProperties(&prop, 0);
  cudaDeviceGetAttribute(&n, cudaDevAttrWarpSize, 0);
  cudaError_t err = cudaDeviceSynchronize();
  printf("%s %s %s %g\n", cudaGetErrorString(err), cudaGetErrorName(cudaGetLastError()), prop.name, sin(1.0) + ms);
  cudaStreamDestroy(st);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  cudaFree(a);
  cudaFree(f);
  // CUDA's min and max work in host code too
  return (int)make_int2(0, 1).x + min(n, 1) + max(2u, 1u) + (int)min(0.5f, 1.0f);
}
