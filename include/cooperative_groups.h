/* mgpucc's clean-room cooperative_groups.h: CUDA's cooperative groups,
 * written from the documented API over the intrinsics of
 * device_functions.h (__syncthreads, __syncwarp, __shfl_*_sync,
 * __ballot_sync, __any_sync, __all_sync).
 *
 * - thread_block (this_thread_block()), thread_block_tile<N> for N = 1, 2,
 *   4, 8, 16, 32 (tiled_partition<N>(block or tile)), the runtime-sized
 *   tiled_partition(group, n) (n a power of two up to 32) and the generic
 *   thread_group, with match_any/match_all as shuffle loops; coalesced_group
 *   (coalesced_threads(), binary_partition, labeled_partition), sync(g).
 * - grid_group (this_grid()) for ranks and sizes only. mgpucc splits a
 *   grid's blocks across GPUs and has no grid-wide barrier, so
 *   grid_group::sync() and sync(grid) are compile errors that say so.
 *   multi_grid_group is not provided.
 *
 * coalesced_threads() reads PTX activemask through inline assembly, which
 * the simulator and llc support but mgpucc's analysis treats as an unknown
 * call: a kernel using it runs on one GPU (its report says "not split").
 *
 * Threads are ranked in a block as CUDA ranks them (x fastest, then y, z);
 * a warp is 32 consecutive ranks and a tile of N the N consecutive ranks
 * starting at a multiple of N. cooperative_groups::reduce and the functors
 * are in <cooperative_groups/reduce.h>. */
#ifndef MGPU_COOPERATIVE_GROUPS_H
#define MGPU_COOPERATIVE_GROUPS_H

#if !defined(__cplusplus) || !defined(__CUDA__)
#error "cooperative_groups.h needs a CUDA C++ compile"
#endif

#include "cuda_runtime.h"

#define __MGPU_CG __device__ __inline__ __attribute__((always_inline))
#define __MGPU_CG_NO_GRID_SYNC                                                                                \
  __attribute__((unavailable("grid-wide synchronization is not supported by mgpucc: it splits a grid's "     \
                             "blocks across GPUs and has no grid barrier; end the kernel there and launch a " \
                             "second kernel for the code after the grid sync")))

namespace cooperative_groups {

namespace __mgpu_cg {
/* the thread's rank in its block, its lane, the lanes below it */
static __MGPU_CG unsigned block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
static __MGPU_CG unsigned block_size() { return blockDim.x * blockDim.y * blockDim.z; }
static __MGPU_CG unsigned lane() { return block_rank() & 31u; }
static __MGPU_CG unsigned lanemask_lt() { return (1u << lane()) - 1u; }
/* the lanes of the warp executing this call */
static __MGPU_CG unsigned activemask() { return __activemask(); }
/* the lanes of the tile of n (a power of two up to 32) holding this thread */
static __MGPU_CG unsigned tile_mask(unsigned n) {
  return n >= 32 ? 0xffffffffu : ((1u << n) - 1u) << (lane() & ~(n - 1u));
}
/* the lane of the rank-th member of mask (0xffffffff when none) */
static __MGPU_CG unsigned nth_lane(unsigned mask, unsigned rank) {
  return rank >= 32 ? 0xffffffffu : __fns(mask, 0, (int)rank + 1);
}
/* the bits of ballot at the lanes of mask, packed in rank order */
static __MGPU_CG unsigned pack(unsigned ballot, unsigned mask) {
  unsigned r = 0, k = 0;
  for (unsigned l = 0; l < 32; l++)
    if ((mask >> l) & 1u)
      r |= ((ballot >> l) & 1u) << k++;
  return r;
}

/* shuffles of any trivially copyable type, 32 bits at a time */
enum { SHFL_IDX, SHFL_UP, SHFL_DOWN, SHFL_XOR };
template <int Op> static __MGPU_CG unsigned shfl32(unsigned mask, unsigned v, unsigned l, int width) {
  if (Op == SHFL_IDX)
    return __shfl_sync(mask, v, (int)l, width);
  if (Op == SHFL_UP)
    return __shfl_up_sync(mask, v, l, width);
  if (Op == SHFL_DOWN)
    return __shfl_down_sync(mask, v, l, width);
  return __shfl_xor_sync(mask, v, (int)l, width);
}
template <int Op, class T> static __MGPU_CG T shfl(unsigned mask, const T &v, unsigned l, int width) {
  constexpr unsigned n = (sizeof(T) + 3) / 4;
  unsigned w[n];
  for (unsigned i = 0; i < n; i++)
    w[i] = 0;
  __builtin_memcpy(w, &v, sizeof(T));
  for (unsigned i = 0; i < n; i++)
    w[i] = shfl32<Op>(mask, w[i], l, width);
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}

/* bitwise equality (match_any, labeled_partition), 32 bits at a time */
template <class T> static __MGPU_CG bool eq(const T &a, const T &b) {
  constexpr unsigned n = (sizeof(T) + 3) / 4;
  unsigned x[n], y[n];
  for (unsigned i = 0; i < n; i++)
    x[i] = y[i] = 0;
  __builtin_memcpy(x, &a, sizeof(T));
  __builtin_memcpy(y, &b, sizeof(T));
  bool same = true;
  for (unsigned i = 0; i < n; i++)
    same = same && x[i] == y[i];
  return same;
}

enum kind { BLOCK, TILE, COALESCED };
} // namespace __mgpu_cg

class thread_block;
class grid_group;
class coalesced_group;
template <unsigned int Size, class ParentT> class thread_block_tile;

/* Any group, its kind known at run time: a thread block, a warp tile
 * (tiled_partition(g, n)) or a coalesced group; what CUDA's thread_group
 * offers: sync, size, thread_rank. Tiles and coalesced groups keep the
 * mask of their lanes. */
class thread_group {
protected:
  unsigned __kind, __mask, __size, __meta_rank, __meta_size;
  __MGPU_CG thread_group(unsigned kind, unsigned mask, unsigned size, unsigned meta_rank, unsigned meta_size)
      : __kind(kind), __mask(mask), __size(size), __meta_rank(meta_rank), __meta_size(meta_size) {}
  friend __MGPU_CG thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);

public:
  __MGPU_CG unsigned long long size() const {
    return __kind == __mgpu_cg::BLOCK ? __mgpu_cg::block_size() : __size;
  }
  __MGPU_CG unsigned long long num_threads() const { return size(); }
  __MGPU_CG unsigned long long thread_rank() const {
    return __kind == __mgpu_cg::BLOCK ? __mgpu_cg::block_rank() : __popc(__mask & __mgpu_cg::lanemask_lt());
  }
  __MGPU_CG void sync() const {
    if (__kind == __mgpu_cg::BLOCK)
      __syncthreads();
    else
      __syncwarp(__mask);
  }
  __MGPU_CG bool is_valid() const { return true; }
  /* mgpucc's own: the group's kind and, for tiles and coalesced groups,
   * its lanes in the warp */
  __MGPU_CG unsigned __mgpu_kind() const { return __kind; }
  __MGPU_CG unsigned __mgpu_mask() const { return __mask; }
};

/* The thread block: every member static, as in CUDA. */
class thread_block : public thread_group {
  __MGPU_CG thread_block() : thread_group(__mgpu_cg::BLOCK, 0, 0, 0, 1) {}
  friend __MGPU_CG thread_block this_thread_block();

public:
  static __MGPU_CG void sync() { __syncthreads(); }
  static __MGPU_CG unsigned int thread_rank() { return __mgpu_cg::block_rank(); }
  static __MGPU_CG unsigned int size() { return __mgpu_cg::block_size(); }
  static __MGPU_CG unsigned int num_threads() { return __mgpu_cg::block_size(); }
  static __MGPU_CG dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static __MGPU_CG dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  static __MGPU_CG dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  static __MGPU_CG dim3 dim_threads() { return group_dim(); }
};
__MGPU_CG thread_block this_thread_block() { return thread_block(); }

/* The grid, for ranks and sizes (block-linear order, blocks x fastest). */
class grid_group {
  __MGPU_CG grid_group() {}
  friend __MGPU_CG grid_group this_grid();

public:
  static __MGPU_CG unsigned long long num_blocks() {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  static __MGPU_CG unsigned long long block_rank() {
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
  }
  static __MGPU_CG unsigned long long num_threads() { return num_blocks() * __mgpu_cg::block_size(); }
  static __MGPU_CG unsigned long long size() { return num_threads(); }
  static __MGPU_CG unsigned long long thread_rank() {
    return block_rank() * __mgpu_cg::block_size() + __mgpu_cg::block_rank();
  }
  static __MGPU_CG dim3 dim_blocks() { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  static __MGPU_CG dim3 group_dim() { return dim_blocks(); }
  static __MGPU_CG dim3 block_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static __MGPU_CG dim3 dim_threads() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ void sync() const __MGPU_CG_NO_GRID_SYNC;
};
__MGPU_CG grid_group this_grid() { return grid_group(); }

/* A group of lanes of one warp given by their mask (coalesced_threads(),
 * binary_partition, labeled_partition, tiles of a coalesced group). Ranks
 * follow the lanes upward. */
class coalesced_group : public thread_group {
public:
  __MGPU_CG explicit coalesced_group(unsigned mask, unsigned meta_rank = 0, unsigned meta_size = 1)
      : thread_group(__mgpu_cg::COALESCED, mask, __popc(mask), meta_rank, meta_size) {}
  __MGPU_CG unsigned int size() const { return __size; }
  __MGPU_CG unsigned int num_threads() const { return __size; }
  __MGPU_CG unsigned int thread_rank() const { return __popc(__mask & __mgpu_cg::lanemask_lt()); }
  __MGPU_CG void sync() const { __syncwarp(__mask); }
  __MGPU_CG unsigned int meta_group_rank() const { return __meta_rank; }
  __MGPU_CG unsigned int meta_group_size() const { return __meta_size; }
  /* ranks outside [0, size) give the caller's own value */
  template <class T> __MGPU_CG T shfl(T var, int srcRank) const {
    unsigned l = __mgpu_cg::nth_lane(__mask, (unsigned)srcRank);
    return __mgpu_cg::shfl<__mgpu_cg::SHFL_IDX>(__mask, var, l > 31 ? __mgpu_cg::lane() : l, 32);
  }
  template <class T> __MGPU_CG T shfl_down(T var, unsigned int delta) const {
    return shfl(var, (int)(thread_rank() + delta));
  }
  template <class T> __MGPU_CG T shfl_up(T var, unsigned int delta) const {
    unsigned r = thread_rank();
    return shfl(var, delta > r ? (int)r : (int)(r - delta));
  }
  __MGPU_CG unsigned int ballot(int pred) const { return __mgpu_cg::pack(__ballot_sync(__mask, pred), __mask); }
  __MGPU_CG int any(int pred) const { return __any_sync(__mask, pred); }
  __MGPU_CG int all(int pred) const { return __all_sync(__mask, pred); }
  template <class T> __MGPU_CG unsigned int match_any(T value) const {
    unsigned m = 0;
    for (unsigned r = 0; r < __size; r++)
      m |= (unsigned)(__mgpu_cg::eq(shfl(value, (int)r), value)) << r;
    return m;
  }
  template <class T> __MGPU_CG unsigned int match_all(T value, int &pred) const {
    unsigned m = match_any(value);
    pred = m == (__size >= 32 ? 0xffffffffu : (1u << __size) - 1u);
    return pred ? m : 0;
  }
};
/* the lanes of the warp that execute this call together */
__MGPU_CG coalesced_group coalesced_threads() { return coalesced_group(__mgpu_cg::activemask()); }

/* A tile of Size consecutive ranks of a thread block (or of a larger tile). */
template <unsigned int Size, class ParentT = void> class thread_block_tile;
template <unsigned int Size> class thread_block_tile<Size, void> : public thread_group {
  static_assert(Size == 1 || Size == 2 || Size == 4 || Size == 8 || Size == 16 || Size == 32,
                "thread_block_tile<Size>: Size must be a power of two no larger than 32 (mgpucc supports warp-sized tiles and smaller)");

protected:
  __MGPU_CG thread_block_tile(unsigned meta_rank, unsigned meta_size)
      : thread_group(__mgpu_cg::TILE, __mgpu_cg::tile_mask(Size), Size, meta_rank, meta_size) {}
  template <unsigned S, class P> friend __MGPU_CG thread_block_tile<S, P> tiled_partition(const P &parent);

public:
  static constexpr unsigned int numThreads = Size;
  static constexpr __MGPU_CG unsigned int size() { return Size; }
  static constexpr __MGPU_CG unsigned int num_threads() { return Size; }
  __MGPU_CG unsigned int thread_rank() const { return __mgpu_cg::block_rank() & (Size - 1u); }
  __MGPU_CG void sync() const { __syncwarp(__mask); }
  __MGPU_CG unsigned int meta_group_rank() const { return __meta_rank; }
  __MGPU_CG unsigned int meta_group_size() const { return __meta_size; }
  template <class T> __MGPU_CG T shfl(T var, int srcRank) const {
    return __mgpu_cg::shfl<__mgpu_cg::SHFL_IDX>(__mask, var, (unsigned)srcRank, (int)Size);
  }
  template <class T> __MGPU_CG T shfl_down(T var, unsigned int delta) const {
    return __mgpu_cg::shfl<__mgpu_cg::SHFL_DOWN>(__mask, var, delta, (int)Size);
  }
  template <class T> __MGPU_CG T shfl_up(T var, unsigned int delta) const {
    return __mgpu_cg::shfl<__mgpu_cg::SHFL_UP>(__mask, var, delta, (int)Size);
  }
  template <class T> __MGPU_CG T shfl_xor(T var, unsigned int laneMask) const {
    return __mgpu_cg::shfl<__mgpu_cg::SHFL_XOR>(__mask, var, laneMask, (int)Size);
  }
  /* bit i for rank i */
  __MGPU_CG unsigned int ballot(int pred) const {
    return __ballot_sync(__mask, pred) >> (__mgpu_cg::lane() & ~(Size - 1u)) & (unsigned)(Size >= 32 ? 0xffffffffu : (1u << Size) - 1u);
  }
  __MGPU_CG int any(int pred) const { return __any_sync(__mask, pred); }
  __MGPU_CG int all(int pred) const { return __all_sync(__mask, pred); }
  template <class T> __MGPU_CG unsigned int match_any(T value) const {
    unsigned m = 0;
    for (unsigned r = 0; r < Size; r++)
      m |= (unsigned)(__mgpu_cg::eq(shfl(value, (int)r), value)) << r;
    return m;
  }
  template <class T> __MGPU_CG unsigned int match_all(T value, int &pred) const {
    unsigned m = match_any(value);
    pred = m == (unsigned)(Size >= 32 ? 0xffffffffu : (1u << Size) - 1u);
    return pred ? m : 0;
  }
};
/* thread_block_tile<Size, Parent> is the same tile, naming its parent */
template <unsigned int Size, class ParentT> class thread_block_tile : public thread_block_tile<Size, void> {
  template <unsigned S, class P> friend __MGPU_CG thread_block_tile<S, P> tiled_partition(const P &parent);
  __MGPU_CG thread_block_tile(unsigned meta_rank, unsigned meta_size)
      : thread_block_tile<Size, void>(meta_rank, meta_size) {}
};

/* tiled_partition<N>(block or tile): the tile of N ranks holding this thread */
template <unsigned int Size, class ParentT> __MGPU_CG thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent) {
  unsigned prank = (unsigned)parent.thread_rank(), psize = (unsigned)parent.num_threads();
  return thread_block_tile<Size, ParentT>(prank / Size, (psize + Size - 1) / Size);
}

/* tiled_partition(group, n) at run time: n a power of two up to 32. Tiles
 * of a block or tile are aligned lane ranges; tiles of a coalesced group
 * take n consecutive ranks of it. */
__MGPU_CG thread_group tiled_partition(const thread_group &parent, unsigned int tilesz) {
  unsigned prank = (unsigned)parent.thread_rank(), psize = (unsigned)parent.size();
  unsigned meta_rank = prank / tilesz, meta_size = (psize + tilesz - 1) / tilesz;
  if (parent.__kind != __mgpu_cg::COALESCED)
    return thread_group(__mgpu_cg::TILE, __mgpu_cg::tile_mask(tilesz), tilesz, meta_rank, meta_size);
  unsigned mask = 0, k = 0;
  for (unsigned l = 0; l < 32; l++)
    if ((parent.__mask >> l) & 1u) {
      if (k / tilesz == meta_rank)
        mask |= 1u << l;
      k++;
    }
  return coalesced_group(mask, meta_rank, meta_size);
}
__MGPU_CG thread_group tiled_partition(const thread_block &parent, unsigned int tilesz) {
  return tiled_partition((const thread_group &)parent, tilesz);
}

/* binary_partition: the lanes of g whose pred equals this thread's;
 * labeled_partition: those whose label equals this thread's */
template <class G> __MGPU_CG coalesced_group binary_partition(const G &g, bool pred) {
  unsigned mask = g.__mgpu_mask(), yes = __ballot_sync(mask, pred);
  return coalesced_group(pred ? (yes & mask) : (~yes & mask));
}
template <class G, class L> __MGPU_CG coalesced_group labeled_partition(const G &g, L label) {
  unsigned mask = g.__mgpu_mask(), m = 0;
  for (unsigned l = 0; l < 32; l++)
    if ((mask >> l) & 1u) {
      L other = __mgpu_cg::shfl<__mgpu_cg::SHFL_IDX>(mask, label, l, 32);
      m |= (unsigned)__mgpu_cg::eq(other, label) << l;
    }
  return coalesced_group(m);
}

/* sync(g) for every group but the grid */
template <class G> __MGPU_CG void sync(const G &g) { g.sync(); }
__device__ void sync(const grid_group &g) __MGPU_CG_NO_GRID_SYNC;

} // namespace cooperative_groups

#undef __MGPU_CG_NO_GRID_SYNC
#endif /* MGPU_COOPERATIVE_GROUPS_H */
