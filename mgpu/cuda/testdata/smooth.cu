// smooth.cu: a program whose kernel the stand-in driver (fakecuda.c)
// computes on the host, so that the CUDA backend runs a whole program,
// split across devices and ranks, without a GPU. The stand-in's smooth
// and smooth__mgpu are this kernel: keep them the same.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" __global__ void smooth(unsigned *out, const unsigned *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i > 0 ? i - 1 : 0] + 2u * in[i] + (in[i + 1 < n ? i + 1 : n - 1] ^ (unsigned)i);
}

#define CHECK(call)                                                  \
  do {                                                               \
    int e_ = (int)(call);                                            \
    if (e_ != 0) {                                                   \
      printf("line %d: CUDA error %d\ncheck: FAIL\n", __LINE__, e_); \
      return 2;                                                      \
    }                                                                \
  } while (0)

// smooth [n]: n elements, a multiple of 8 (the stand-in's GPUs take blocks
// of at most 10 threads).
int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) / 8 * 8 : 384, iters = 12;
  unsigned *h = (unsigned *)malloc(n * sizeof *h), *want = (unsigned *)malloc(n * sizeof *h), *tmp = (unsigned *)malloc(n * sizeof *h);
  const size_t bytes = n * sizeof *h;
  for (int i = 0; i < n; i++)
    h[i] = want[i] = (unsigned)i * 2654435761u;
  unsigned *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
  for (int it = 0; it < iters; it++) {
    smooth<<<n / 8, 8>>>(b, a, n);
    unsigned *t = a;
    a = b;
    b = t;
    for (int i = 0; i < n; i++)
      tmp[i] = want[i > 0 ? i - 1 : 0] + 2u * want[i] + (want[i + 1 < n ? i + 1 : n - 1] ^ (unsigned)i);
    for (int i = 0; i < n; i++)
      want[i] = tmp[i];
  }
  // The halves swapped into b, which lie on other devices (and ranks)
  // than the parts of the next launch: their bytes move between them.
  CHECK(cudaMemcpy(b, a + n / 2, (n - n / 2) * sizeof *h, cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(b + (n - n / 2), a, n / 2 * sizeof *h, cudaMemcpyDeviceToDevice));
  smooth<<<n / 8, 8>>>(a, b, n);
  for (int i = 0; i < n; i++)
    tmp[i] = want[(i + n / 2) % n];
  for (int i = 0; i < n; i++)
    want[i] = tmp[i > 0 ? i - 1 : 0] + 2u * tmp[i] + (tmp[i + 1 < n ? i + 1 : n - 1] ^ (unsigned)i);
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  bool ok = true;
  uint64_t sum = 1469598103934665603ull;
  for (int i = 0; i < n; i++) {
    ok = ok && h[i] == want[i];
    for (int k = 0; k < 4; k++) {
      sum ^= (h[i] >> (8 * k)) & 0xff;
      sum *= 1099511628211ull;
    }
  }
  printf("checksum: %016llx\n", (unsigned long long)sum);
  printf("check: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
