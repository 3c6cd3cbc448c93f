// Atomics under contention: every thread of every block hits the same words.
#include <cuda_runtime.h>

__global__ void atomics(int *ctr, unsigned *uctr, float *fsum, unsigned long long *u64) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  __nvvm_atom_add_gen_i(&ctr[0], 1);
  __nvvm_atom_add_gen_i(&ctr[1], -2);
  __nvvm_atom_max_gen_i(&ctr[2], g);
  __nvvm_atom_min_gen_i(&ctr[3], -g);
  __nvvm_atom_or_gen_i(&ctr[4], 1 << (g & 31));
  __nvvm_atom_xor_gen_i(&ctr[5], g);
  __nvvm_atom_and_gen_i(&ctr[6], ~(1 << (g & 15)));
  __nvvm_atom_inc_gen_ui(&uctr[0], 99u);
  __nvvm_atom_dec_gen_ui(&uctr[1], 1000u);
  __nvvm_atom_add_gen_f(fsum, 1.0f);
  __nvvm_atom_add_gen_ll((long long *)u64, 3);
  // A CAS loop: a lock-free add of g.
  int old = ctr[7], assumed;
  do {
    assumed = old;
    old = __nvvm_atom_cas_gen_i(&ctr[7], assumed, assumed + g);
  } while (old != assumed);
  int prev = __nvvm_atom_xchg_gen_i(&ctr[8], g);
  (void)prev;
}

// Shared-memory histogram merged into global bins.
__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  __shared__ unsigned local[16];
  if (threadIdx.x < 16) local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    __nvvm_atom_add_gen_i((int *)&local[data[i] & 15], 1);
  __syncthreads();
  if (threadIdx.x < 16) __nvvm_atom_add_gen_i((int *)&bins[threadIdx.x], local[threadIdx.x]);
}
