// NVVM builtins behind the CUDA device functions (__float2int_rn, __byte_perm, ...).
#include <cuda_runtime.h>
__device__ static int t_imin(int a, int b) { return a < b ? a : b; }
__device__ static unsigned t_umax(unsigned a, unsigned b) { return a > b ? a : b; }

__global__ void nvvm_ops(int n, const float *f, const double *d, const int *x, const int *y, int *iout, float *fout, double *dout) {
  int i = threadIdx.x;
  if (i >= n) return;
  float a = f[i];
  int p = x[i], q = y[i];
  int *o = iout + 16 * i;
  o[0] = __nvvm_f2i_rn(a);
  o[1] = __nvvm_f2i_rz(a);
  o[2] = __nvvm_f2i_rm(a);
  o[3] = __nvvm_f2i_rp(a);
  o[4] = __nvvm_f2ui_rn(a);
  o[5] = __nvvm_d2i_rn(d[i]);
  o[6] = __nvvm_prmt(p, q, 0x5140);
  o[7] = __nvvm_sad_i(p, q, 3);
  o[8] = t_imin(p, q);
  o[9] = t_umax((unsigned)p, (unsigned)q);
  o[10] = __nvvm_mulhi_i(p, q);
  o[11] = __nvvm_mulhi_ui(p, q);
  o[12] = __builtin_bitreverse32(p);
  o[13] = __builtin_popcount(p);
  o[14] = __builtin_clz(p | 1);
  o[15] = __nvvm_d2i_hi(d[i]);
  float *g = fout + 6 * i;
  g[0] = __nvvm_i2f_rz(p);
  g[1] = __nvvm_i2f_rp(p);
  g[2] = __nvvm_sqrt_rn_f(a < 0 ? -a : a);
  g[3] = __nvvm_fmin_f(a, (float)p);
  g[4] = __nvvm_saturate_f(a);
  g[5] = __nvvm_div_rn_f(a, 3.0f);
  dout[i] = __nvvm_lohi_i2d(p, q) + __nvvm_rcp_rn_d(d[i]);
}
