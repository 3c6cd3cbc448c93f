// Zero-copy (mapped page-locked) memory, as in CUDA's simpleZeroCopy
// sample: cudaSetDeviceFlags(cudaDeviceMapHost), cudaHostAlloc with
// cudaHostAllocMapped (and cudaHostRegister with cudaHostRegisterMapped),
// cudaHostGetDevicePointer, a vector add writing mapped memory that the
// host reads after cudaDeviceSynchronize; then code relying on unified
// addressing, which passes cudaMallocHost pointers straight to a kernel
// and changes its input between launches.
// Usage: zerocopy [n iters]
// expect: vectorAdd split x
// expect: axpy split x
#include "check.h"

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

__global__ void axpy(int n, float s, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = s * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  int iters = argc > 2 ? atoi(argv[2]) : 4;
  size_t bytes = n * sizeof(float);

  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  if (!prop.canMapHostMemory) {
    printf("the device cannot map host memory\n");
    return finish(false);
  }
  CHECK(cudaSetDeviceFlags(cudaDeviceMapHost));

  // a from cudaHostAlloc, b registered (page-aligned), c from cudaHostAlloc;
  // the kernel reaches them through cudaHostGetDevicePointer.
  float *a, *b, *c, *da, *db, *dc;
  CHECK(cudaHostAlloc((void **)&a, bytes, cudaHostAllocMapped));
  size_t registered = (bytes + 4095) & ~(size_t)4095;
  b = (float *)aligned_alloc(4096, registered);
  CHECK(cudaHostRegister(b, registered, cudaHostRegisterMapped));
  CHECK(cudaHostAlloc((void **)&c, bytes, cudaHostAllocMapped));
  for (int i = 0; i < n; i++) {
    a[i] = (float)(i % 1000) * 0.5f;
    b[i] = (float)((i * 7) % 333);
  }
  CHECK(cudaHostGetDevicePointer((void **)&da, a, 0));
  CHECK(cudaHostGetDevicePointer((void **)&db, b, 0));
  CHECK(cudaHostGetDevicePointer(&dc, c, 0));
  int block = 256, grid = (n + block - 1) / block;
  vectorAdd<<<grid, block>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && c[i] == a[i] + b[i];
  sum(c, bytes);
  CHECK(cudaFreeHost(a));
  CHECK(cudaHostUnregister(b));
  free(b);
  CHECK(cudaFreeHost(c));

  // cudaMallocHost pointers passed to the kernel as they are: after each
  // step the host reads y and changes a few elements of x.
  float *x, *y;
  CHECK(cudaMallocHost((void **)&x, bytes));
  CHECK(cudaMallocHost((void **)&y, bytes));
  float *ref = (float *)malloc(bytes);
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f + (float)(i % 10);
    y[i] = ref[i] = (float)(i % 100);
  }
  for (int it = 0; it < iters; it++) {
    axpy<<<grid, block>>>(n, 0.5f, x, y);
    CHECK(cudaDeviceSynchronize());
    double total = 0, want = 0;
    for (int i = 0; i < n; i++) {
      ref[i] = 0.5f * x[i] + ref[i];
      ok = ok && y[i] == ref[i];
      total += y[i];
      want += ref[i];
    }
    ok = ok && near(total, want);
    sum(&total, sizeof total);
    for (int i = it; i < n; i += n / 7 + 1)
      x[i] = -x[i];
  }
  sum(y, bytes);
  CHECK(cudaFreeHost(x));
  CHECK(cudaFreeHost(y));
  free(ref);
  return finish(ok);
}
