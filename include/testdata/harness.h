// harness.h: what the header test programs (cg.cu, cucomplex.cu, fp16.cu)
// share: stop on a failed CUDA call, move vectors to and from the device.
#ifndef HARNESS_H
#define HARNESS_H
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#define CHECK(call)                                                                 \
  do {                                                                              \
    cudaError_t e = (call);                                                         \
    if (e != cudaSuccess) {                                                         \
      printf("FAIL %s: %s\n", #call, cudaGetErrorString(e));                        \
      exit(1);                                                                      \
    }                                                                               \
  } while (0)

template <class T> static T *to_device(const std::vector<T> &v) {
  T *d;
  CHECK(cudaMalloc(&d, v.size() * sizeof(T)));
  CHECK(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <class T> static std::vector<T> from_device(const T *d, size_t n) {
  std::vector<T> v(n);
  CHECK(cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return v;
}
#endif
