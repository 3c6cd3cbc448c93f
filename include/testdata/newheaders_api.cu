// Compiled, not run (headers2_test.go, TestNewHeadersDeviceIR): the API of
// cuComplex.h, cooperative_groups.h and cuda_fp16.h that the programs run
// by the other tests do not reach, in device and host code.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuComplex.h>
#include <cuda_fp16.h>

namespace cg = cooperative_groups;

__device__ __half dh;
__constant__ unsigned short table[4] = {0x3c00, 0x4000, 0x4200, 0x4400};

__host__ __device__ float halves(long l, unsigned long ul, long long ll, unsigned long long ull, short s, unsigned short us,
                                 unsigned u, int i, double d) {
  __half a(l), b(ul), c(ll), e(ull), f(s), g(us), h(u), k(i), m(d), n = __half_raw{0x3c00};
  __half_raw raw = n;
  __half2 p(a, b), q = __half2_raw{raw.x, 0x4000}, r = make_half2(c, e);
  __nv_half x = CUDART_MAX_NORMAL_FP16;
  __nv_half2 y = __half2half2(CUDART_MIN_DENORM_FP16);
  a += b, a -= c, a *= e, a /= f, ++a, a--, a = -a, a = +a;
  p += q, p -= r, p *= q, p /= r, p = -p;
  bool cmp = a == b || a != c || a < e || a <= f || a > g || a >= h || p == q || p != r || p < q || p <= r || p > q ||
             p >= r || __hbequ2(p, q) || __hbltu2(p, r) || __hisnan(x);
  unsigned masks = __heq2_mask(p, q) ^ __hgtu2_mask(p, r) ^ __hlt2_mask(p, q);
  __half2 h2 = __hadd2_sat(__hsub2_sat(p, q), __hmul2_sat(p, r)) + __hfma2_sat(p, q, r) + __hfma2_relu(p, q, r) +
               __hmax2_nan(p, q) + __hmin2(p, r) + __habs2(p) + __hneg2(q) + h2exp10(p) + h2log2(q) + h2rcp(r) +
               h2sqrt(p) + h2rint(q) + __heq2(p, q) + __hgeu2(p, r) + __hisnan2(p) + __lows2half2(p, q) +
               __highs2half2(p, q) + __low2half2(p) + __high2half2(q) + __float22half2_rn(__half22float2(p)) +
               __float2half2_rn(1.5f) + __hadd2_rn(p, q) + __hmul2_rn(p, r) + __hsub2_rn(q, r) + __h2div(p, q) + y;
  __half s1 = __hadd_sat(a, b) + __hsub_sat(a, c) + __hmul_sat(a, e) + __hfma_sat(a, b, c) + __hfma_relu(a, b, c) +
              __hadd_rn(a, b) + __hsub_rn(a, b) + __hmul_rn(a, b) + hlog10(a) + hexp2(b) + hrsqrt(c) + htanh(e) + hcos(f) +
              __short2half_rd(s) + __ushort2half_ru(us) + __uint2half_rz(u) + __ll2half_rd(ll) + __ull2half_ru(ull) +
              __int2half_rn(i) + __float2half_rd(1.1f) + __float2half_ru(1.1f) + __short_as_half(s) + m + k + x;
  long long ints = __half2short_rn(a) + __half2ushort_rz(b) + __half2uint_rn(c) + __half2ll_rz(e) + __half2ull_rd(f) +
                   __half2char_rz(g) + __half2uchar_rz(h) + __half_as_short(a) + (int)a + (long)b + (unsigned)c +
                   (short)e + (signed char)f + (unsigned char)g + (char)h + (unsigned long long)k + (bool)m;
  return __half2float(s1) + __low2float(h2) + __high2float(h2) + (float)cmp + (float)masks + (float)ints;
}

__global__ void groups(float *o, __half2 *hp) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<16, cg::thread_block> t = cg::tiled_partition<16>(b);
  cg::thread_block_tile<16> t16 = t;
  cg::thread_block_tile<2> t2 = cg::tiled_partition<2>(t16);
  int pred;
  unsigned all = t16.match_all(threadIdx.x / 32, pred);
  cg::thread_group g = t16;
  cg::coalesced_group c = cg::coalesced_threads();
  unsigned cm = c.match_any(threadIdx.x & 3) + c.match_all(1, pred) + c.meta_group_rank() + c.meta_group_size();
  cg::coalesced_group lp = cg::labeled_partition(c, (int)threadIdx.x & 1);
  cg::coalesced_group bp = cg::binary_partition(t16, threadIdx.x & 2);
  __half hv = t16.shfl(__float2half(1.0f), 0);
  __half2 h2 = t16.shfl_xor(__floats2half2_rn(1.0f, 2.0f), 1);
  cuDoubleComplex z = t16.shfl_down(make_cuDoubleComplex(1, 2), 1);
  unsigned r = cg::reduce(t2, threadIdx.x, cg::bit_xor<unsigned>()) + cg::reduce(c, 1u, cg::bit_and<unsigned>()) +
               cg::reduce(lp, 2u, [](unsigned x, unsigned y) { return x > y ? x : y; });
  cg::sync(g);
  cg::sync(c);
  b.sync();
  o[b.thread_rank()] = (float)(all + cm + r + g.thread_rank() + g.num_threads() + bp.size() + t2.meta_group_rank() +
                               g.is_valid()) +
                       __half2float(hv) + __low2float(h2) + (float)cuCreal(z) +
                       halves(1, 2, 3, 4, 5, 6, 7, 8, 9.0) + __half2float(dh) +
                       __half2float(__ushort_as_half(table[threadIdx.x & 3]));
  atomicAdd(hp, h2);
  atomicAdd(&dh, hv);
  dh = __shfl_up_sync(0xffffffffu, hv, 1);
}

int main() { return (int)halves(1, 2, 3, 4, 5, 6, 7, 8, 9.0); }
