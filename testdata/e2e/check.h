// check.h: what every program of the e2e corpus shares. A program computes
// on the device, compares with its own CPU reference, prints a checksum of
// its outputs (FNV-1a of the raw bytes, so "bit-identical" is checkable from
// the output) and "check: PASS" or "check: FAIL"; it exits 0 on PASS.
#ifndef E2E_CHECK_H
#define E2E_CHECK_H
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static uint64_t checksum_state = 1469598103934665603ull;

// sum adds n raw bytes to the checksum.
static inline void sum(const void *p, size_t n) {
  const unsigned char *b = (const unsigned char *)p;
  for (size_t i = 0; i < n; i++) {
    checksum_state ^= b[i];
    checksum_state *= 1099511628211ull;
  }
}

// near compares a device result with the CPU reference.
static inline bool near(double got, double want) {
  return std::fabs(got - want) <= 1e-4 * (1.0 + std::fabs(want));
}

// finish prints the checksum and the verdict and returns main's status.
static inline int finish(bool ok) {
  printf("checksum: %016llx\n", (unsigned long long)checksum_state);
  printf("check: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

// CHECK stops on a failed CUDA call (the call itself is in the .cu file,
// where mgpucc rewrites it).
#define CHECK(call)                                                         \
  do {                                                                      \
    int e_ = (int)(call);                                                   \
    if (e_ != 0) {                                                          \
      printf("%s:%d: CUDA error %d\ncheck: FAIL\n", __FILE__, __LINE__, e_); \
      exit(2);                                                              \
    }                                                                       \
  } while (0)

#endif
