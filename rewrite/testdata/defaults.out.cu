#include "mgpu.h"
#line 1 "defaults.cu"
#include <cstddef>
#include <cuda_runtime.h>

// Launches a kernel pointer cannot make: default arguments and NULL
// pointers are left to clang's launch ABI.
__global__ void __launch_bounds__(256) scan(int *data, int n, int *partial = NULL) {}
__global__ void plain(int *data, int n, int *partial) {}
__global__ void compare(int *data, bool flag = (1 == 2)) {}

static int f(void *p, int n) { return p ? n : 0; }

int main() {
  int *d = nullptr;
  scan<<<2, 256>>>(d, 512);
  scan<<<2, 256>>>(d, 512, d);
  plain<<<2, 256>>>(d, 512, NULL);
  plain<<<2, 256>>>(d, 0, nullptr);
  (void)__mgpu_launch(plain, 2, 256, 0, 0, d, f(NULL, 1), d);
  compare<<<1, 1>>>(d);
  return 0;
}
