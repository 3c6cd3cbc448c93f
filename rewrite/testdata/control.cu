// Launches as the body of loops and if/else without braces, in ternary and
// comparison-bearing configurations, in a macro, and as a void return value.
#include <cuda_runtime.h>

__global__ void step(float *a, int i) {}

#define LAUNCH_STEP(p, i) step<<<1, 32>>>(p, i)

void once(float *a) { return step<<<1, 1>>>(a, 0); }

int main() {
  float *a;
  int n = 7;
  cudaMalloc(&a, 32 * sizeof(float));
  for (int i = 0; i < 10; i++)
    step<<<n < 4 ? 1 : 2, 32>>>(a, i);
  for (int i = 0; i < 10; i++) step<<<1, 32>>>(a, i), n++;
  int i = 0;
  while (i < 3)
    step<<<(n > 2) + 1, 32>>>(a, i++);
  do
    step<<<1, 32>>>(a, i--);
  while (i > 0);
  if (n > 3)
    step<<<1, 32>>>(a, 1);
  else if (n > 2)
    step<<<2, 32>>>(a, 2);
  else
    step<<<3, 32>>>(a, 3);
  if (n) LAUNCH_STEP(a, 4);
  switch (n) {
  case 7: step<<<7, 1>>>(a, 7); break;
  default: step<<<1, 1>>>(a, 0);
  }
  once(a);
  cudaDeviceSynchronize();
  return 0;
}
