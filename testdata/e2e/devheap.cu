// malloc and free in device code: each thread takes a scratch array from
// the device heap for a running median of its row's window (sorted by
// insertion in the scratch), and a thread per segment sorts a copy of its
// segment with Thrust's sequential sort, which takes its merge buffer from
// the heap (HeCBench's logic-rewrite); a block of 16 MiB, which a heap
// of CUDA's default 8 MiB does not hold, taken after cudaDeviceSetLimit
// made the heap 32 MiB. A thread's own scratch is thread-private, like an
// alloca: the medians split, each part's threads taking blocks from their
// device's heap; Thrust keeps its buffer's address in a struct, which the
// analysis does not follow (not split). Results checked against the CPU.
// expect: window_medians split x
// expect: sort_segments not split
// expect: big_block not split
#include "check.h"
#include <thrust/execution_policy.h>
#include <thrust/sort.h>

__global__ void window_medians(const float *in, int n, int w, float *out, int *failed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float *win = (float *)malloc(w * sizeof(float));
  if (win == NULL) {
    atomicAdd(failed, 1);
    return;
  }
  int m = 0;
  for (int k = max(0, i - w + 1); k <= i; k++) {
    float v = in[k];
    int j = m++;
    for (; j > 0 && win[j - 1] > v; j--)
      win[j] = win[j - 1];
    win[j] = v;
  }
  out[i] = win[m / 2];
  free(win);
}

__global__ void sort_segments(const int *keys, const int *starts, int segments, int *sorted) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= segments)
    return;
  int lo = starts[s], hi = starts[s + 1];
  for (int k = lo; k < hi; k++)
    sorted[k] = keys[k];
  thrust::sort(thrust::seq, sorted + lo, sorted + hi);
}

// big_block stores whether a block of n bytes was had, using its ends.
__global__ void big_block(size_t n, int *had) {
  char *p = (char *)malloc(n);
  if (p != NULL) {
    p[0] = 1;
    p[n - 1] = 2;
    *had = p[0] + p[n - 1];
    free(p);
  } else
    *had = 0;
}

int main() {
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 << 20));
  size_t heap;
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  int *dHad, had;
  CHECK(cudaMalloc(&dHad, sizeof(int)));
  big_block<<<1, 1>>>(16 << 20, dHad);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&had, dHad, sizeof(int), cudaMemcpyDeviceToHost));
  bool ok = heap == 32 << 20 && had == 3;

  const int n = 5000, w = 9, segments = 37;
  static float in[n], out[n];
  for (int i = 0; i < n; i++)
    in[i] = (float)((i * 7919) % 1013) / 7.0f;
  float *dIn, *dOut;
  int *dFailed;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CHECK(cudaMalloc(&dFailed, sizeof(int)));
  CHECK(cudaMemcpy(dIn, in, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dFailed, 0, sizeof(int)));
  window_medians<<<(n + 127) / 128, 128>>>(dIn, n, w, dOut, dFailed);
  CHECK(cudaGetLastError());
  int failed;
  CHECK(cudaMemcpy(out, dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&failed, dFailed, sizeof(int), cudaMemcpyDeviceToHost));
  sum(out, sizeof out);
  ok = ok && failed == 0;
  for (int i = 0; i < n && ok; i++) {
    float win[w];
    int m = 0;
    for (int k = i - w + 1 < 0 ? 0 : i - w + 1; k <= i; k++)
      win[m++] = in[k];
    for (int a = 1; a < m; a++)
      for (int b = a; b > 0 && win[b - 1] > win[b]; b--) {
        float t = win[b];
        win[b] = win[b - 1];
        win[b - 1] = t;
      }
    ok = out[i] == win[m / 2];
  }

  static int keys[n], starts[segments + 1], sorted[n];
  for (int i = 0; i < n; i++)
    keys[i] = (int)((i * 2654435761u) >> 8) % 100000 - 50000;
  for (int s = 0; s <= segments; s++)
    starts[s] = (int)((long long)s * s * n / (segments * segments)); // growing segments
  int *dKeys, *dStarts, *dSorted;
  CHECK(cudaMalloc(&dKeys, n * sizeof(int)));
  CHECK(cudaMalloc(&dStarts, (segments + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dSorted, n * sizeof(int)));
  CHECK(cudaMemcpy(dKeys, keys, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dStarts, starts, (segments + 1) * sizeof(int), cudaMemcpyHostToDevice));
  sort_segments<<<2, 32>>>(dKeys, dStarts, segments, dSorted);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(sorted, dSorted, n * sizeof(int), cudaMemcpyDeviceToHost));
  sum(sorted, sizeof sorted);
  for (int s = 0; s < segments && ok; s++) {
    int count[2] = {0, 0};
    for (int k = starts[s]; k < starts[s + 1]; k++) {
      ok = ok && (k == starts[s] || sorted[k - 1] <= sorted[k]);
      count[0] += keys[k];
      count[1] += sorted[k];
    }
    ok = ok && count[0] == count[1];
  }
  return finish(ok);
}
