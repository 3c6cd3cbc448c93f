#include "mgpu.h"
#line 1 "control.cu"
// Launches as the body of loops and if/else without braces, in ternary and
// comparison-bearing configurations, in a macro, and as a void return value.
#include <cuda_runtime.h>

__global__ void step(float *a, int i) {}

#define LAUNCH_STEP(p, i) (void)__mgpu_launch(step, 1, 32, 0, 0, p, i)

void once(float *a) { return step<<<1, 1>>>(a, 0); }

int main() {
  float *a;
  int n = 7;
  __mgpuMalloc(&a, 32 * sizeof(float));
  for (int i = 0; i < 10; i++)
    (void)__mgpu_launch(step, n < 4 ? 1 : 2, 32, 0, 0, a, i);
  for (int i = 0; i < 10; i++) (void)__mgpu_launch(step, 1, 32, 0, 0, a, i), n++;
  int i = 0;
  while (i < 3)
    (void)__mgpu_launch(step, (n > 2) + 1, 32, 0, 0, a, i++);
  do
    (void)__mgpu_launch(step, 1, 32, 0, 0, a, i--);
  while (i > 0);
  if (n > 3)
    (void)__mgpu_launch(step, 1, 32, 0, 0, a, 1);
  else if (n > 2)
    (void)__mgpu_launch(step, 2, 32, 0, 0, a, 2);
  else
    (void)__mgpu_launch(step, 3, 32, 0, 0, a, 3);
  if (n) LAUNCH_STEP(a, 4);
  switch (n) {
  case 7: (void)__mgpu_launch(step, 7, 1, 0, 0, a, 7); break;
  default: step<<<1, 1>>>(a, 0);
  }
  once(a);
  __mgpuDeviceSynchronize();
  return 0;
}
