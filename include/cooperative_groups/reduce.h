/* mgpucc's clean-room cooperative_groups/reduce.h: cooperative_groups::reduce
 * over a thread_block_tile<N> or a coalesced_group, and the functors CUDA
 * documents for it (plus, less = the smaller, greater = the larger,
 * bit_and, bit_or, bit_xor); any binary function object or lambda works.
 * Every thread of the group gets the result. A tile reduces by a butterfly
 * of shfl_xor (each thread combines the same values pairwise, so every
 * thread of a tile gets the same bits when op is commutative); a coalesced
 * group by a shfl_down tree over its ranks, then a broadcast. */
#ifndef MGPU_COOPERATIVE_GROUPS_REDUCE_H
#define MGPU_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"

namespace cooperative_groups {

#define __MGPU_CG_OP __host__ __device__ __inline__ __attribute__((always_inline)) constexpr
template <class T> struct plus {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T> struct less {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T> struct bit_or {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T> struct bit_xor {
  __MGPU_CG_OP T operator()(const T &a, const T &b) const { return a ^ b; }
};
#undef __MGPU_CG_OP

template <unsigned int Size, class ParentT, class T, class Op>
__MGPU_CG T reduce(const thread_block_tile<Size, ParentT> &g, T val, Op op) {
  for (unsigned o = Size / 2; o > 0; o /= 2)
    val = op(val, g.shfl_xor(val, o));
  return val;
}

template <class T, class Op> __MGPU_CG T reduce(const coalesced_group &g, T val, Op op) {
  unsigned n = g.size(), r = g.thread_rank();
  for (unsigned o = 1; o < n; o *= 2) {
    T other = g.shfl_down(val, o);
    if (r + o < n)
      val = op(val, other);
  }
  return g.shfl(val, 0);
}

} // namespace cooperative_groups

#endif /* MGPU_COOPERATIVE_GROUPS_REDUCE_H */
