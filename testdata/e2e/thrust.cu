// Thrust and CUB, as the CUDA toolkit ships them and Debian packages them
// (libthrust-dev, libcub-dev): device vectors, sorts (CUB's radix sort),
// reductions, scans (warp scans written as PTX blocks), selections and
// transforms with a functor; CUB's device-wide sum and scan called
// directly, with the temporary storage they ask for; and a kernel of the
// program's own reducing each block with cub::BlockReduce. Their kernels
// run as the library launches them (clang's launch ABI from its headers).
// expect: partial_sums any
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/extrema.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/unique.h>

#include <cub/block/block_reduce.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <numeric>
#include <vector>

#include "check.h"

#ifndef ITEMS // e2e TestThrustForPascal sets more, for sorts of several tiles
#define ITEMS 3000
#endif
#define N ITEMS
#define BLOCK 128

struct square {
  __host__ __device__ int operator()(int x) const { return x * x; }
};

struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

// partial_sums: each block's sum of its BLOCK elements, by CUB's block
// reduction in shared memory.
__global__ void partial_sums(const int *in, int *out, int n) {
  typedef cub::BlockReduce<int, BLOCK> Reduce;
  __shared__ typename Reduce::TempStorage tmp;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = Reduce(tmp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

int main() {
  std::vector<int> h(N);
  for (int i = 0; i < N; i++)
    h[i] = (i * 7919) % 1009 - 500;
  bool ok = true;

  // Thrust: sort, reduce, transform, scans, selections, extrema.
  thrust::device_vector<int> d(h.begin(), h.end());
  thrust::sort(d.begin(), d.end());
  std::vector<int> sorted = h;
  std::sort(sorted.begin(), sorted.end());
  thrust::host_vector<int> got = d;
  ok = ok && std::equal(sorted.begin(), sorted.end(), got.begin());
  sum(got.data(), N * sizeof(int));

  long total = thrust::reduce(d.begin(), d.end(), 0L);
  ok = ok && total == std::accumulate(h.begin(), h.end(), 0L);

  thrust::device_vector<int> sq(N);
  thrust::transform(d.begin(), d.end(), sq.begin(), square());
  thrust::device_vector<int> scan(N);
  thrust::inclusive_scan(sq.begin(), sq.end(), scan.begin());
  thrust::host_vector<int> hscan = scan;
  long run = 0;
  for (int i = 0; i < N; i++) {
    run += sorted[i] * sorted[i];
    ok = ok && hscan[i] == (int)run;
  }
  sum(hscan.data(), N * sizeof(int));

  int odd = thrust::count_if(d.begin(), d.end(), is_odd());
  thrust::device_vector<int> odds(odd);
  thrust::copy_if(d.begin(), d.end(), odds.begin(), is_odd());
  thrust::host_vector<int> hodds = odds;
  std::vector<int> wantOdds;
  std::copy_if(sorted.begin(), sorted.end(), std::back_inserter(wantOdds), is_odd());
  ok = ok && hodds.size() == wantOdds.size() && std::equal(wantOdds.begin(), wantOdds.end(), hodds.begin());
  sum(hodds.data(), hodds.size() * sizeof(int));

  int distinct = thrust::unique(d.begin(), d.end()) - d.begin();
  ok = ok && distinct == std::unique(sorted.begin(), sorted.end()) - sorted.begin();
  thrust::device_vector<int> keys(h.begin(), h.end());
  thrust::device_vector<int> vals(N);
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::host_vector<int> hk = keys, hv = vals;
  for (int i = 0; i < N; i++)
    ok = ok && hk[i] == h[hv[i]] && (i == 0 || hk[i - 1] <= hk[i]);
  sum(hv.data(), N * sizeof(int));
  ok = ok && *thrust::max_element(keys.begin(), keys.end()) == *std::max_element(h.begin(), h.end());

  // CUB's device-wide algorithms, called as CUB's documentation shows.
  int *in, *out, *blocks;
  CHECK(cudaMalloc(&in, N * sizeof(int)));
  CHECK(cudaMalloc(&out, N * sizeof(int)));
  CHECK(cudaMemcpy(in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));
  void *temp = nullptr;
  size_t bytes = 0;
  CHECK(cub::DeviceScan::ExclusiveSum(temp, bytes, in, out, N));
  CHECK(cudaMalloc(&temp, bytes));
  CHECK(cub::DeviceScan::ExclusiveSum(temp, bytes, in, out, N));
  std::vector<int> ex(N);
  CHECK(cudaMemcpy(ex.data(), out, N * sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0, acc = 0; i < N; acc += h[i], i++)
    ok = ok && ex[i] == acc;
  sum(ex.data(), N * sizeof(int));
  CHECK(cudaFree(temp));
  temp = nullptr;
  CHECK(cub::DeviceReduce::Sum(temp, bytes, in, out, N));
  CHECK(cudaMalloc(&temp, bytes));
  CHECK(cub::DeviceReduce::Sum(temp, bytes, in, out, N));
  int cubTotal;
  CHECK(cudaMemcpy(&cubTotal, out, sizeof(int), cudaMemcpyDeviceToHost));
  ok = ok && cubTotal == total;

  // The program's own kernel with CUB's block reduction.
  int nblocks = (N + BLOCK - 1) / BLOCK;
  CHECK(cudaMalloc(&blocks, nblocks * sizeof(int)));
  partial_sums<<<nblocks, BLOCK>>>(in, blocks, N);
  CHECK(cudaGetLastError());
  std::vector<int> hb(nblocks);
  CHECK(cudaMemcpy(hb.data(), blocks, nblocks * sizeof(int), cudaMemcpyDeviceToHost));
  for (int b = 0; b < nblocks; b++) {
    int want = 0;
    for (int i = b * BLOCK; i < std::min(N, (b + 1) * BLOCK); i++)
      want += h[i];
    ok = ok && hb[b] == want;
  }
  sum(hb.data(), nblocks * sizeof(int));
  CHECK(cudaFree(temp));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(blocks));
  return finish(ok);
}
