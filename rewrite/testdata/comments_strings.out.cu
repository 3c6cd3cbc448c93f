#include "mgpu.h"
#line 1 "comments_strings.cu"
/* Nothing inside a comment, a string or character literal or a directive is
 * rewritten: kernel<<<1, 1>>>(p); cudaMalloc(&p, 4); cudaMallocManaged(&p, 4);
 */
#include <cuda_runtime.h>
#include <stdio.h>
#if 0 /* a comment that starts in a directive
  kernel<<<1, 1>>>(p); cudaFree(p);
*/
#endif
#if defined(NEVER_DEFINED) && NEVER_DEFINED > 1
#error "kernel<<<1, 1>>>(p) cudaMallocManaged(p)"
#endif
#define GREETING "cudaMalloc(&p, 4) kernel<<<1,1>>>(p)"
#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e_ = (call);                                               \
    if (e_ != cudaSuccess)                                                 \
      printf("%s:%d: %s (\"cudaMalloc(\")\n", __FILE__, __LINE__,          \
             __mgpuGetErrorString(e_)); /* cudaMallocManaged( */             \
  } while (0)

__global__ void kernel(const char *s, char c) {}

int main() {
  char *p; // kernel<<<1, 1>>>(p); cudaFree(p);
  CHECK(__mgpuMalloc(&p, 4));
  const char *s1 = "kernel<<<1, 1>>>(p); cudaFree(p); \" cudaMallocManaged(p) \\";
  const char *s2 = R"raw(kernel<<<1, 1>>>(")"; cudaMallocManaged(p);)raw";
  const char *s3 = u8"cudaFree(p)" "x";
  const wchar_t *s4 = LR"(cudaMallocManaged(p))";
  char q1 = '"', q2 = '\'', q3 = '(';
  (void)__mgpu_launch(kernel, /* grid */ 1, /* block, with a comma */ 1, 0, 0, "<<<1, 1>>>(", ')'); // cudaFree(p)
  (void)__mgpu_launch(kernel, 1, 1, 0, 0, GREETING, q1 + q2 + q3);
  int big = 1'000'000, hex = 0x1'0000;
  printf("%s%s%s%ls%d%d\n", s1, s2, s3, s4, big, hex);
  CHECK(__mgpuFree(p));
  return 0;
}
