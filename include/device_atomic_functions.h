/* mgpucc's clean-room atomic functions. clang's __nvvm_atom_* builtins
 * lower to LLVM atomicrmw / cmpxchg (inc and dec to
 * llvm.nvvm.atomic.load.inc/dec.32), all seq_cst on the pointer's address
 * space. Included by cuda_runtime.h in CUDA compiles. */
#ifndef MGPU_DEVICE_ATOMIC_FUNCTIONS_H
#define MGPU_DEVICE_ATOMIC_FUNCTIONS_H

#ifdef __CUDA__

#define __MGPU_AF static __device__ __inline__ __attribute__((always_inline))

/* One overload per CUDA type: int (i), unsigned (ui -> i), 64-bit (ll). */
#define __MGPU_ATOMIC_INT(NAME, OP)                                                        \
  __MGPU_AF int NAME(int *p, int v) { return __nvvm_atom_##OP##_gen_i(p, v); }              \
  __MGPU_AF unsigned NAME(unsigned *p, unsigned v) {                                         \
    return (unsigned)__nvvm_atom_##OP##_gen_i((int *)p, (int)v);                             \
  }                                                                                          \
  __MGPU_AF unsigned long long NAME(unsigned long long *p, unsigned long long v) {          \
    return (unsigned long long)__nvvm_atom_##OP##_gen_ll((long long *)p, (long long)v);      \
  }
__MGPU_ATOMIC_INT(atomicAdd, add)
__MGPU_ATOMIC_INT(atomicExch, xchg)
__MGPU_ATOMIC_INT(atomicAnd, and)
__MGPU_ATOMIC_INT(atomicOr, or)
__MGPU_ATOMIC_INT(atomicXor, xor)
#undef __MGPU_ATOMIC_INT
__MGPU_AF long long atomicAnd(long long *p, long long v) { return __nvvm_atom_and_gen_ll(p, v); }
__MGPU_AF long long atomicOr(long long *p, long long v) { return __nvvm_atom_or_gen_ll(p, v); }
__MGPU_AF long long atomicXor(long long *p, long long v) { return __nvvm_atom_xor_gen_ll(p, v); }
__MGPU_AF float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
__MGPU_AF double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
__MGPU_AF float atomicExch(float *p, float v) {
  return __builtin_bit_cast(float, __nvvm_atom_xchg_gen_i((int *)p, __builtin_bit_cast(int, v)));
}
__MGPU_AF int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
__MGPU_AF unsigned atomicSub(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_add_gen_i((int *)p, -(int)v); }
__MGPU_AF int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
__MGPU_AF unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
__MGPU_AF long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_gen_ll(p, v); }
__MGPU_AF unsigned long long atomicMin(unsigned long long *p, unsigned long long v) {
  return __nvvm_atom_min_gen_ull(p, v);
}
__MGPU_AF int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
__MGPU_AF unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
__MGPU_AF long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_gen_ll(p, v); }
__MGPU_AF unsigned long long atomicMax(unsigned long long *p, unsigned long long v) {
  return __nvvm_atom_max_gen_ull(p, v);
}
__MGPU_AF int atomicCAS(int *p, int cmp, int v) { return __nvvm_atom_cas_gen_i(p, cmp, v); }
__MGPU_AF unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)v);
}
__MGPU_AF unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)cmp, (long long)v);
}
/* old >= v ? 0 : old + 1, and (old == 0 || old > v) ? v : old - 1. */
__MGPU_AF unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
__MGPU_AF unsigned atomicDec(unsigned *p, unsigned v) { return __nvvm_atom_dec_gen_ui(p, v); }

/* The scoped forms (_block: the block's threads, _system: the host's and
 * other devices' too): the scope says who sees the operation in order,
 * not what it computes, so each is the operation itself. */
#define __MGPU_ATOMIC_SCOPED(NAME)                                                                    \
  template <class T, class V> __MGPU_AF T NAME##_block(T *p, V v) { return NAME(p, (T)v); }          \
  template <class T, class V> __MGPU_AF T NAME##_system(T *p, V v) { return NAME(p, (T)v); }
__MGPU_ATOMIC_SCOPED(atomicAdd)
__MGPU_ATOMIC_SCOPED(atomicSub)
__MGPU_ATOMIC_SCOPED(atomicExch)
__MGPU_ATOMIC_SCOPED(atomicMin)
__MGPU_ATOMIC_SCOPED(atomicMax)
__MGPU_ATOMIC_SCOPED(atomicInc)
__MGPU_ATOMIC_SCOPED(atomicDec)
__MGPU_ATOMIC_SCOPED(atomicAnd)
__MGPU_ATOMIC_SCOPED(atomicOr)
__MGPU_ATOMIC_SCOPED(atomicXor)
#undef __MGPU_ATOMIC_SCOPED
template <class T, class V> __MGPU_AF T atomicCAS_block(T *p, V cmp, V v) { return atomicCAS(p, (T)cmp, (T)v); }
template <class T, class V> __MGPU_AF T atomicCAS_system(T *p, V cmp, V v) { return atomicCAS(p, (T)cmp, (T)v); }

#undef __MGPU_AF
#endif /* __CUDA__ */
#endif /* MGPU_DEVICE_ATOMIC_FUNCTIONS_H */
