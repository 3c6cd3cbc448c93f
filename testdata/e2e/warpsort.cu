// A bitonic sort of each warp's 32 (key, flag) entries in registers, the
// entries passed by value through a comparator and a shuffle helper that
// returns a new entry (the shape of HeCBench's collision). An entry of an
// int and a bool has three bytes of padding, which LLVM 14 made poison
// there and with it the comparison (every exchange then followed the
// network's direction alone): device code is built with local structs'
// padding zeroed (toolchain.DefinePadding).
// expect: sort_warps split x
#include "check.h"
#include <algorithm>

struct Entry {
  int key;
  bool flag;
  __host__ __device__ Entry(int k, bool f) : key(k), flag(f) {}
  __host__ __device__ bool operator<(const Entry &o) const { return key < o.key || (key == o.key && flag < o.flag); }
};

struct Ascending {
  static __device__ bool before(const Entry a, const Entry b) { return a < b; }
};

__device__ Entry exchange(const Entry &e, int lanes) {
  return Entry(__shfl_xor_sync(0xffffffffu, e.key, lanes), __shfl_xor_sync(0xffffffffu, e.flag, lanes));
}

// step keeps the smaller of the lane's entry and its partner's where the
// lane's half of the pair and the sort direction agree, else the larger.
template <typename Order>
__device__ Entry step(const Entry e, int lanes, bool keepSmaller) {
  Entry other = exchange(e, lanes);
  return Order::before(other, e) == keepSmaller ? other : e;
}

__global__ void sort_warps(const int *keys, const unsigned char *flags, int *sortedKeys, unsigned char *sortedFlags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int lane = threadIdx.x % 32;
  Entry e(keys[i], flags[i] != 0);
  for (int size = 2; size <= 32; size <<= 1)
    for (int lanes = size / 2; lanes > 0; lanes >>= 1) {
      bool up = (lane & size) == 0 || size == 32;
      bool low = (lane & lanes) == 0;
      e = step<Ascending>(e, lanes, low == up);
    }
  sortedKeys[i] = e.key;
  sortedFlags[i] = e.flag;
}

int main() {
  const int n = 32 * 64, block = 128;
  static int keys[n], sortedKeys[n];
  static unsigned char flags[n], sortedFlags[n];
  unsigned s = 12345;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    keys[i] = (int)(s >> 20) % 24 - 12; // repeated keys, so that flags order some pairs
    flags[i] = (s >> 7) & 1;
  }
  int *d_keys, *d_sortedKeys;
  unsigned char *d_flags, *d_sortedFlags;
  CHECK(cudaMalloc(&d_keys, sizeof keys));
  CHECK(cudaMalloc(&d_flags, sizeof flags));
  CHECK(cudaMalloc(&d_sortedKeys, sizeof keys));
  CHECK(cudaMalloc(&d_sortedFlags, sizeof flags));
  CHECK(cudaMemcpy(d_keys, keys, sizeof keys, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_flags, flags, sizeof flags, cudaMemcpyHostToDevice));
  sort_warps<<<n / block, block>>>(d_keys, d_flags, d_sortedKeys, d_sortedFlags, n);
  CHECK(cudaMemcpy(sortedKeys, d_sortedKeys, sizeof keys, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sortedFlags, d_sortedFlags, sizeof flags, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int w = 0; w < n; w += 32) {
    Entry want[32] = {
#define E(j) Entry(keys[w + j], flags[w + j] != 0)
        E(0),  E(1),  E(2),  E(3),  E(4),  E(5),  E(6),  E(7),  E(8),  E(9),  E(10), E(11), E(12), E(13), E(14), E(15),
        E(16), E(17), E(18), E(19), E(20), E(21), E(22), E(23), E(24), E(25), E(26), E(27), E(28), E(29), E(30), E(31)};
#undef E
    std::sort(want, want + 32);
    for (int j = 0; j < 32; j++)
      ok = ok && sortedKeys[w + j] == want[j].key && (sortedFlags[w + j] != 0) == want[j].flag;
  }
  sum(sortedKeys, sizeof sortedKeys);
  sum(sortedFlags, sizeof sortedFlags);
  return finish(ok);
}
