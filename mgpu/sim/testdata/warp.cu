// Warp-level primitives with 32-lane semantics.
#include <cuda_runtime.h>

#define FULL 0xffffffffu

__global__ void warp_reduce(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = 16; off > 0; off /= 2)
    v += __nvvm_shfl_sync_down_i32(FULL, v, off, 0x1f);
  if ((threadIdx.x & 31) == 0) out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}

__global__ void shuffles(const float *in, float *idx, float *up, float *xr, unsigned *ballot, int *votes) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[g];
  idx[g] = __nvvm_shfl_sync_idx_f32(FULL, v, (threadIdx.x * 7) & 31, 0x1f);
  up[g] = __nvvm_shfl_sync_up_f32(FULL, v, 3, 0);
  xr[g] = __nvvm_shfl_sync_bfly_f32(FULL, v, 5, 0x1f);
  ballot[g] = __nvvm_vote_ballot_sync(FULL, v > 0.0f);
  votes[g] = __nvvm_vote_all_sync(FULL, v > -100.0f) | __nvvm_vote_any_sync(FULL, v > 1000.0f) << 1;
}

// Width-8 segments: __shfl_sync(mask, v, 0, 8) broadcasts each segment's lane 0.
__global__ void segments(const int *in, int *out) {
  int g = threadIdx.x;
  out[g] = __nvvm_shfl_sync_idx_i32(FULL, in[g], 0, ((32 - 8) << 8) | 0x1f);
}

// Lanes 0-15 exit while the others shuffle with a full mask, reading lane
// 0: a mask may name exited lanes, and what a lane reads from one CUDA
// leaves undefined (each lane gets its own value).
__global__ void warp_divergence(const int *in, int *out) {
  if (threadIdx.x < 16) return;
  out[threadIdx.x] = __nvvm_shfl_sync_idx_i32(FULL, in[threadIdx.x], 0, 0x1f);
}

// The lower half shuffles with its own mask, reading lane 16, which waits
// at the barrier: a lane the mask leaves out, each reader its own value.
__global__ void shfl_outside_mask(const int *in, int *out) {
  int v = in[threadIdx.x];
  if (threadIdx.x < 16) v = __nvvm_shfl_sync_idx_i32(0x0000ffffu, v, 16, 0x1f);
  __syncthreads();
  out[threadIdx.x] = v;
}

// The intrinsic by its LLVM name, as the headers declare it.
__device__ unsigned activemask_intrinsic() __asm("llvm.nvvm.activemask");

// __syncwarp orders shared-memory accesses inside a warp; lanes 24-31 exit
// first, so __activemask() (PTX activemask) sees lanes 0-23.
__global__ void syncwarp_activemask(int *out, unsigned *mask, unsigned *mask2) {
  __shared__ int s[32];
  if (threadIdx.x >= 24) return;
  s[threadIdx.x] = threadIdx.x * 10;
  __nvvm_bar_warp_sync(0x00ffffffu);
  out[threadIdx.x] = s[23 - threadIdx.x];
  unsigned m;
  asm volatile("activemask.b32 %0;" : "=r"(m));
  mask[threadIdx.x] = m;
  if (threadIdx.x & 1) mask2[threadIdx.x] = activemask_intrinsic();
}

// The PTX a header may write as inline assembly.
__global__ void asm_warp(const int *in, int *out) {
  unsigned lane, lt;
  int v;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;" : "=r"(v) : "r"(in[threadIdx.x]), "r"(1), "r"(0x1f), "r"(0xffffffffu));
  asm volatile("bar.sync 0;" ::: "memory");
  out[3 * threadIdx.x] = lane;
  out[3 * threadIdx.x + 1] = lt;
  out[3 * threadIdx.x + 2] = v;
}

// Two groups of one warp (odd and even values, 12 and 20 lanes) each sum
// their values by shuffles in rounds of their own count, then meet at a
// __syncwarp, twice: the group done first waits there for the other, not
// at the other's last shuffle. out[lane] is its group's sum, each time.
__device__ unsigned nth_lane(unsigned m, unsigned n) {
  for (unsigned k = 0; k < n; k++)
    m &= m - 1;
  return __ffs(m) - 1;
}
__global__ void partition_rounds(const int *in, int *out) {
  unsigned lane = threadIdx.x;
  for (int pass = 0; pass < 2; pass++) {
    int v = in[pass * 32 + lane];
    unsigned odd = __nvvm_vote_ballot_sync(FULL, v & 1);
    unsigned mine = (v & 1) ? odd : ~odd;
    unsigned n = __popc(mine), rank = __popc(mine & ((1u << lane) - 1));
    int sum = v;
    for (unsigned o = 1; o < n; o *= 2) {
      unsigned src = rank + o < n ? nth_lane(mine, rank + o) : lane;
      int other = __nvvm_shfl_sync_idx_i32(mine, sum, src, 0x1f);
      if (rank + o < n)
        sum += other;
    }
    int first = __ffs(mine) - 1;
    sum = __nvvm_shfl_sync_idx_i32(mine, sum, first, 0x1f);
    __syncwarp(FULL);
    out[pass * 32 + lane] = sum;
  }
}

// threadFenceReduction's block step: lanes below i add through volatile
// shared memory, every lane meets at a __syncwarp after each round, then
// the block at __syncthreads. out[warp] is the warp's sum.
__global__ void volatile_rounds(const int *in, int *out) {
  __shared__ int s[64];
  volatile int *v = s;
  unsigned t = threadIdx.x, lane = t & 31;
  int sum = in[t];
  v[t] = sum;
  __syncwarp(FULL);
  for (unsigned i = 16; i > 0; i >>= 1) {
    if (lane < i) {
      sum += v[t + i];
      v[t] = sum;
    }
    __syncwarp(FULL);
  }
  __syncthreads();
  if (lane == 0)
    out[t / 32] = v[t];
}

// Lanes 0-7 exit; the others meet at a __syncwarp naming all 32 lanes:
// CUDA waits for the lanes named that have not exited. out[32 + lane] is
// what the next lane wrote before it.
__global__ void syncwarp_exited(int *out) {
  if (threadIdx.x < 8)
    return;
  out[threadIdx.x] = 1;
  __syncwarp(FULL);
  out[32 + threadIdx.x] = out[(threadIdx.x + 1) % 24 + 8];
}

// Inline PTX as CUB writes it: a warp's inclusive scan by shuffles whose
// predicate guards the add (a block with its own registers), bit field
// extracts, a ballot of the lanes whose value matches under a mask, a
// vector load, and exit. out holds five words per thread; threads 60 and
// on exit before they store anything.
__global__ void asm_blocks(const int *in, int *out) {
  int i = threadIdx.x;
  int v = in[i];
  for (int offset = 1; offset < 32; offset *= 2)
    asm volatile("{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, %1, %2, %3, %5;"
                 "  @p\tadd.s32 r0, r0, %4;  mov.s32 %0, r0;}"
                 : "=r"(v)
                 : "r"(v), "r"(offset), "r"(0), "r"(v), "r"(0xffffffffu));
  unsigned field, sfield, match;
  asm("bfe.u32\t%0, %1, %2, %3;" : "=r"(field) : "r"(in[i]), "r"(i % 8), "r"(5));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(sfield) : "r"(in[i]), "r"(i % 8), "r"(i % 5));
  asm("{\n    .reg .pred p;\n    and.b32 %0, %1, %2;    setp.eq.u32 p, %0, %2;\n"
      "    vote.ballot.sync.b32 %0, p, 0xffffffff;\n    @!p not.b32 %0, %0;\n}\n"
      : "=r"(match)
      : "r"(in[i]), "r"(4u));
  unsigned pair[2];
  asm volatile("ld.global.nc.v2.u32 {%0, %1}, [%2];" : "=r"(pair[0]), "=r"(pair[1]) : "l"(in + 2 * (i / 2)));
  if (i >= 60)
    asm volatile("exit;");
  out[5 * i] = v;
  out[5 * i + 1] = field;
  out[5 * i + 2] = sfield;
  out[5 * i + 3] = match;
  out[5 * i + 4] = (int)(pair[0] + pair[1]);
}

// asm_vectors: CUB's shuffle of a double in its shape (warp_reduce_shfl):
// the 64 bits unpacked into two registers (mov.b64 {lo, hi}), each
// shuffled down a lane, packed again; then a 32-bit value's 16-bit halves
// and a part not written (_). out holds a double and three words per
// thread.
__global__ void asm_vectors(const double *in, double *out, unsigned *parts) {
  int i = threadIdx.x;
  double x = in[i], r;
  asm volatile("{  .reg .u32 lo;  .reg .u32 hi;  mov.b64 {lo, hi}, %1;"
               "  shfl.sync.down.b32 lo, lo, 1, 0x1f, 0xffffffff;"
               "  shfl.sync.down.b32 hi, hi, 1, 0x1f, 0xffffffff;"
               "  mov.b64 %0, {lo, hi};}"
               : "=d"(r)
               : "d"(x));
  unsigned short h0, h1;
  unsigned w = (unsigned)i * 0x10001u + 0x80007u, hi;
  asm("mov.b32 {%0, %1}, %2;" : "=h"(h0), "=h"(h1) : "r"(w));
  asm("{ .reg .u32 t; mov.b64 {_, t}, %1; mov.b32 %0, t; }" : "=r"(hi) : "l"((unsigned long long)w << 32 | 5u));
  out[i] = r;
  parts[3 * i] = h0;
  parts[3 * i + 1] = h1;
  parts[3 * i + 2] = hi;
}
