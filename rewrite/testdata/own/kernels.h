// Kernels declared in a header of the program (HeCBench's s3d: ratt.h):
// a template launched without template arguments, with a macro for its
// launch bounds before its name, and an overload.
#define LAUNCH_BOUNDS(t, b) __launch_bounds__(t, b)
template <class real>
__global__ void
LAUNCH_BOUNDS(128, 1)
ratt(const real *t, real *rf, real conv) { rf[threadIdx.x] = t[threadIdx.x] * conv; }

__global__ void fold(float *x);
__global__ void fold(double *x);
