// cooperative_groups.h on the simulator (headers2_test.go,
// TestCooperativeGroups): the classic cooperative-groups reductions of the
// CUDA samples, cg::reduce over tiles and coalesced groups, the tile and
// group queries, and this_grid() ranks, each checked exactly against a CPU
// reference. Prints "ok" and exits 0, or the first mismatches and exits 1.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include "harness.h"

namespace cg = cooperative_groups;

// ---- the samples' patterns ----------------------------------------------------
// simpleCooperativeGroups: a reduction any group can run through shared memory
__device__ int sumReduction(cg::thread_group g, int *x, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    x[lane] = val;
    g.sync();
    if (lane < i)
      val += x[lane + i];
    g.sync();
  }
  return g.thread_rank() == 0 ? val : -1;
}
__global__ void groupKernel(int *out) {
  __shared__ int workspace[256];
  cg::thread_block block = cg::this_thread_block();
  int input = block.thread_rank();
  int blockSum = sumReduction(block, workspace, input);
  cg::thread_group tile16 = cg::tiled_partition(block, 16);
  int offset = block.thread_rank() - tile16.thread_rank();
  int tileSum = sumReduction(tile16, workspace + offset, input);
  out[2 * block.thread_rank()] = blockSum;
  out[2 * block.thread_rank() + 1] = tileSum;
}

// reduction samples: shared memory down to a warp, then the warp's tile
// shuffles (reduce6 with cooperative groups)
template <unsigned blockSize>
__global__ void reduceBlocks(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int sdata[blockSize];
  unsigned tid = threadIdx.x, gridSize = blockSize * 2 * gridDim.x;
  int sum = 0;
  for (unsigned i = blockIdx.x * blockSize * 2 + threadIdx.x; i < n; i += gridSize) {
    sum += in[i];
    if (i + blockSize < n)
      sum += in[i + blockSize];
  }
  sdata[tid] = sum;
  cg::sync(cta);
  for (unsigned s = blockSize / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    cg::sync(cta);
  }
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64)
      sum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      sum += tile32.shfl_down(sum, offset);
  }
  if (cta.thread_rank() == 0)
    out[blockIdx.x] = sum;
}

// a tiled warp reduction with cg::reduce, then one atomicAdd per warp
__global__ void warpReduce(const int *in, int *total, int *perWarp, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = cg::reduce(warp, v, cg::plus<int>());
  if (warp.thread_rank() == 0) {
    atomicAdd(total, s);
    perWarp[i / 32] = s;
  }
}

// ---- tiles: every query and collective, per thread --------------------------------
#define NT 31
template <unsigned N> __device__ void tileFacts(cg::thread_block_tile<N> t, int v, int *o) {
  o[0] = t.thread_rank();
  o[1] = t.size() * 100 + t.num_threads();
  o[2] = t.meta_group_rank() * 100 + t.meta_group_size();
  o[3] = cg::reduce(t, v, cg::plus<int>());
  o[4] = cg::reduce(t, v, cg::less<int>());
  o[5] = cg::reduce(t, v, cg::greater<int>());
  o[6] = t.shfl(v, 1);
  o[7] = t.shfl_up(v, 1);
  o[8] = t.shfl_down(v, 2);
  o[9] = t.shfl_xor(v, 1);
  o[10] = (int)t.ballot(v & 1);
  o[11] = t.any(v == 7) * 10 + t.all(v >= 0);
}
__global__ void tiles(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  int r = b.thread_rank();
  int v = in[blockIdx.x * b.size() + r];
  int *o = out + (blockIdx.x * b.size() + r) * NT;
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
  tileFacts(t32, v, o);
  auto t8 = cg::tiled_partition<8>(t32); // a tile of a tile
  tileFacts<8>(t8, v, o + 12);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(b);
  o[24] = cg::reduce(t4, (unsigned)v, cg::bit_or<unsigned>()) * 1000 + t4.meta_group_rank();
  o[25] = (int)t32.match_any(v % 3);
  double d = cg::reduce(t32, (double)v * 0.5, cg::plus<double>()); // exact: halves of small integers
  o[26] = (int)(d * 2);
  t32.sync();
  t8.sync();
  cg::thread_group g8 = cg::tiled_partition(b, 8);
  o[27] = (int)(g8.thread_rank() * 100 + g8.size());
  g8.sync();
  cg::sync(t4);
  cg::thread_group gb = b; // the block as a generic group
  o[28] = (int)(gb.size() * 1000 + gb.thread_rank());
  o[29] = (int)(cg::reduce(cg::tiled_partition<16>(b), (long long)v << 33, cg::plus<long long>()) >> 33);
  // only the second tile of 8 of each warp: its collectives name only its lanes
  o[30] = -1;
  if (t8.meta_group_rank() == 1)
    o[30] = cg::reduce(t8, v, cg::plus<int>()) + t8.shfl_up(v, 1);
}

// ---- coalesced groups: the odd lanes, then pairs by label --------------------------
#define NC 10
__global__ void coalesced(const int *in, int *out) {
  int r = threadIdx.x, v = in[blockIdx.x * blockDim.x + r];
  int *o = out + (blockIdx.x * blockDim.x + r) * NC;
  for (int j = 0; j < NC; j++)
    o[j] = -1;
  // (before the branch: the simulator completes a warp primitive once every
  // lane named in the masks waits at one, whichever, so full-warp shuffles
  // after a branch holding other warp primitives would mix with them)
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(cg::this_thread_block());
  cg::coalesced_group lab = cg::labeled_partition(w, v % 5);
  o[9] = lab.thread_rank() * 100 + lab.size();
  if (r & 1) {
    cg::coalesced_group g = cg::coalesced_threads();
    o[0] = g.thread_rank() * 100 + g.size();
    o[1] = cg::reduce(g, v, cg::plus<int>());
    o[2] = g.shfl(v, 3);
    o[3] = g.shfl_down(v, 1);
    o[4] = g.shfl_up(v, 2);
    o[5] = (int)g.ballot(v & 1);
    g.sync();
    cg::coalesced_group p = cg::binary_partition(g, v & 1); // odd v and even v
    o[6] = p.thread_rank() * 100 + p.size();
    o[7] = cg::reduce(p, v, cg::greater<int>());
    cg::thread_group q = cg::tiled_partition(g, 4); // 4 consecutive ranks of g
    o[8] = q.thread_rank() * 100 + q.size();
  }
}

// ---- thread_block and grid_group queries --------------------------------------------
#define NG 8
__global__ void grid(int *out) {
  cg::grid_group gr = cg::this_grid();
  cg::thread_block b = cg::this_thread_block();
  unsigned long long rank = gr.thread_rank();
  int *o = out + rank * NG;
  dim3 gi = b.group_index(), ti = b.thread_index(), bd = b.group_dim(), dt = b.dim_threads();
  o[0] = (int)gr.size();
  o[1] = (int)(gr.block_rank() * 1000 + gr.num_blocks());
  o[2] = (int)(gi.x + 10 * gi.y + 100 * gi.z);
  o[3] = (int)(ti.x + 10 * ti.y + 100 * ti.z);
  o[4] = (int)(bd.x + 10 * bd.y + 100 * bd.z + 1000 * (dt.x == bd.x && dt.y == bd.y && dt.z == bd.z));
  dim3 db = gr.dim_blocks(), bi = gr.block_index();
  o[5] = (int)(db.x + 10 * db.y + 100 * db.z);
  o[6] = (int)(bi.x + 10 * bi.y + 100 * bi.z);
  o[7] = (int)(b.thread_rank() * 1000 + b.size() + (b.num_threads() == b.size() ? 0 : 100000));
}

// this_grid() in a kernel mgpucc splits across GPUs (headers2_test.go checks
// the report): the ranks and sizes stay those of the whole grid
__global__ void gridRanks(long long *out) {
  cg::grid_group g = cg::this_grid();
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      (long long)g.thread_rank() * 1000000 + g.size() * 10 + (g.block_rank() == blockIdx.x);
}

// ---- the checks ----------------------------------------------------------------------
static int failures;
static void expect(const char *what, long long i, long long got, long long want) {
  if (got == want)
    return;
  if (failures++ < 20)
    printf("FAIL %s #%lld: got %lld, want %lld\n", what, i, got, want);
}
static unsigned rng = 12345;
static int next(int m) {
  rng = rng * 1664525u + 1013904223u;
  return (int)((rng >> 8) % (unsigned)m);
}
// reference of a tile of n ranks starting at base
struct Tile {
  const int *v;
  int base, n;
  int sum() const { int s = 0; for (int k = 0; k < n; k++) s += v[base + k]; return s; }
  int min() const { int s = v[base]; for (int k = 1; k < n; k++) s = v[base + k] < s ? v[base + k] : s; return s; }
  int max() const { int s = v[base]; for (int k = 1; k < n; k++) s = v[base + k] > s ? v[base + k] : s; return s; }
};

int main() {
  // simpleCooperativeGroups
  {
    int *out;
    CHECK(cudaMalloc(&out, 2 * 64 * 4));
    groupKernel<<<1, 64>>>(out);
    CHECK(cudaGetLastError());
    std::vector<int> o = from_device(out, 2 * 64);
    for (int r = 0; r < 64; r++) {
      expect("sumReduction(block)", r, o[2 * r], r == 0 ? 63 * 64 / 2 : -1);
      int base = r & ~15;
      expect("sumReduction(tile16)", r, o[2 * r + 1], r == base ? 16 * base + 15 * 16 / 2 : -1);
    }
  }
  // reduction samples, several grid and block shapes
  {
    const int n = 100000;
    std::vector<int> in(n);
    long long want = 0;
    for (int i = 0; i < n; i++)
      want += in[i] = next(2001) - 1000;
    int *din = to_device(in), *out, *total, *perWarp;
    CHECK(cudaMalloc(&out, 64 * 4));
    reduceBlocks<256><<<64, 256>>>(din, out, n);
    CHECK(cudaGetLastError());
    std::vector<int> o = from_device(out, 64);
    long long s = 0;
    for (int b = 0; b < 64; b++) {
      int bs = 0; // the block's own elements
      for (int i = b * 512; i < n; i += 512 * 64)
        for (int k = 0; k < 512 && i + k < n; k++)
          bs += in[i + k];
      expect("reduceBlocks<256> block sum", b, o[b], bs);
      s += o[b];
    }
    expect("reduceBlocks<256> total", 0, s, want);
    reduceBlocks<64><<<7, 64>>>(din, out, n);
    CHECK(cudaGetLastError());
    o = from_device(out, 7);
    s = 0;
    for (int b = 0; b < 7; b++)
      s += o[b];
    expect("reduceBlocks<64> total", 0, s, want);
    CHECK(cudaMalloc(&total, 4));
    CHECK(cudaMemset(total, 0, 4));
    CHECK(cudaMalloc(&perWarp, (n + 127) / 128 * 4 * 4)); // every warp of the grid
    warpReduce<<<(n + 127) / 128, 128>>>(din, total, perWarp, n);
    CHECK(cudaGetLastError());
    expect("warpReduce total", 0, from_device(total, 1)[0], want);
    std::vector<int> pw = from_device(perWarp, n / 32 + 1);
    for (int w = 0; w <= (n - 1) / 32; w++) {
      int ws = 0;
      for (int k = 0; k < 32 && w * 32 + k < n; k++)
        ws += in[w * 32 + k];
      expect("warpReduce per warp", w, pw[w], ws);
    }
  }
  // tiles
  {
    const int blocks = 3, bs = 96;
    std::vector<int> in(blocks * bs);
    for (int &x : in)
      x = next(50);
    int *din = to_device(in), *out;
    CHECK(cudaMalloc(&out, blocks * bs * NT * 4));
    tiles<<<blocks, bs>>>(din, out);
    CHECK(cudaGetLastError());
    std::vector<int> o = from_device(out, blocks * bs * NT);
    for (int g = 0; g < blocks * bs; g++) {
      int r = g % bs;
      const int *f = &o[g * NT];
      for (int level = 0; level < 2; level++) {
        int n = level == 0 ? 32 : 8, base = g - r % n, k = r % n;
        Tile t = {in.data(), base, n};
        const int *v = in.data();
        int ballot = 0, any7 = 0;
        for (int j = 0; j < n; j++) {
          ballot |= (v[base + j] & 1) << j;
          any7 |= v[base + j] == 7;
        }
        int want[12] = {k,
                        n * 100 + n,
                        level == 0 ? (r / 32) * 100 + bs / 32 : ((r % 32) / 8) * 100 + 4,
                        t.sum(),
                        t.min(),
                        t.max(),
                        v[base + 1],
                        k >= 1 ? v[g - 1] : v[g],
                        k + 2 < n ? v[g + 2] : v[g],
                        v[base + (k ^ 1)],
                        ballot,
                        any7 * 10 + 1};
        static const char *names[12] = {"thread_rank", "size", "meta_group", "reduce plus", "reduce less",
                                        "reduce greater", "shfl", "shfl_up", "shfl_down", "shfl_xor", "ballot",
                                        "any/all"};
        for (int j = 0; j < 12; j++)
          expect(names[j], g * 100 + level * 12 + j, f[level * 12 + j], want[j]);
      }
      int b4 = g - r % 4, orv = 0;
      for (int j = 0; j < 4; j++)
        orv |= in[b4 + j];
      expect("reduce bit_or tile4, meta_group_rank", g, f[24], orv * 1000 + r / 4);
      int b32 = g - r % 32, match = 0, dsum = 0;
      for (int j = 0; j < 32; j++) {
        match |= (in[b32 + j] % 3 == in[g] % 3) << j;
        dsum += in[b32 + j];
      }
      expect("match_any", g, f[25], match);
      expect("reduce plus<double>", g, f[26], dsum);
      expect("tiled_partition(block, 8)", g, f[27], (r % 8) * 100 + 8);
      int b16 = g - r % 16, s16 = 0;
      for (int j = 0; j < 16; j++)
        s16 += in[b16 + j];
      expect("thread_group of the block", g, f[28], bs * 1000 + r);
      expect("reduce plus<long long>", g, f[29], s16);
      int b8 = g - r % 8, s8 = 0;
      for (int j = 0; j < 8; j++)
        s8 += in[b8 + j];
      expect("a tile alone", g, f[30], (r % 32) / 8 == 1 ? s8 + in[r % 8 ? g - 1 : g] : -1);
    }
  }
  // coalesced groups
  {
    const int blocks = 2, bs = 64;
    std::vector<int> in(blocks * bs);
    for (int &x : in)
      x = next(40);
    int *din = to_device(in), *out;
    CHECK(cudaMalloc(&out, blocks * bs * NC * 4));
    coalesced<<<blocks, bs>>>(din, out);
    CHECK(cudaGetLastError());
    std::vector<int> o = from_device(out, blocks * bs * NC);
    for (int g = 0; g < blocks * bs; g++) {
      int lane = g % 32, w = g - lane;
      const int *f = &o[g * NC];
      // labeled_partition by v % 5 over the whole warp
      int lrank = 0, lsize = 0;
      for (int j = 0; j < 32; j++)
        if (in[w + j] % 5 == in[g] % 5) {
          lsize++;
          lrank += j < lane;
        }
      expect("labeled_partition", g, f[9], lrank * 100 + lsize);
      if (!(lane & 1)) {
        for (int j = 0; j < 9; j++)
          expect("even lanes untouched", g * 10 + j, f[j], -1);
        continue;
      }
      int rank = lane / 2; // members: the 16 odd lanes
      auto mv = [&](int rk) { return in[w + 2 * rk + 1]; };
      int sum = 0, ballot = 0;
      for (int j = 0; j < 16; j++) {
        sum += mv(j);
        ballot |= (mv(j) & 1) << j;
      }
      expect("coalesced rank/size", g, f[0], rank * 100 + 16);
      expect("coalesced reduce", g, f[1], sum);
      expect("coalesced shfl", g, f[2], mv(3));
      expect("coalesced shfl_down", g, f[3], rank + 1 < 16 ? mv(rank + 1) : mv(rank));
      expect("coalesced shfl_up", g, f[4], rank >= 2 ? mv(rank - 2) : mv(rank));
      expect("coalesced ballot", g, f[5], ballot);
      int prank = 0, psize = 0, pmax = -1;
      for (int j = 0; j < 16; j++)
        if ((mv(j) & 1) == (in[g] & 1)) {
          psize++;
          prank += j < rank;
          pmax = mv(j) > pmax ? mv(j) : pmax;
        }
      expect("binary_partition rank/size", g, f[6], prank * 100 + psize);
      expect("binary_partition reduce greater", g, f[7], pmax);
      expect("tiled_partition(coalesced, 4)", g, f[8], (rank % 4) * 100 + 4);
    }
  }
  // thread_block and grid_group queries on a 3D grid of 3D blocks
  {
    dim3 gd(3, 2, 2), bd(4, 2, 3);
    int nb = 12, nt = 24, total = nb * nt;
    int *out;
    CHECK(cudaMalloc(&out, total * NG * 4));
    grid<<<gd, bd>>>(out);
    CHECK(cudaGetLastError());
    std::vector<int> o = from_device(out, total * NG);
    for (int bz = 0; bz < 2; bz++)
      for (int by = 0; by < 2; by++)
        for (int bx = 0; bx < 3; bx++)
          for (int tz = 0; tz < 3; tz++)
            for (int ty = 0; ty < 2; ty++)
              for (int tx = 0; tx < 4; tx++) {
                int brank = bx + 3 * (by + 2 * bz), trank = tx + 4 * (ty + 2 * tz), rank = brank * nt + trank;
                const int *f = &o[rank * NG];
                int want[NG] = {total, brank * 1000 + nb, bx + 10 * by + 100 * bz, tx + 10 * ty + 100 * tz,
                                4 + 20 + 300 + 1000, 3 + 20 + 200, bx + 10 * by + 100 * bz, trank * 1000 + nt};
                for (int j = 0; j < NG; j++)
                  expect("grid/block queries", rank * NG + j, f[j], want[j]);
              }
  }
  // this_grid() on a split grid
  {
    const int blocks = 32, bs = 128, n = blocks * bs;
    long long *out;
    CHECK(cudaMalloc(&out, n * 8));
    gridRanks<<<blocks, bs>>>(out);
    CHECK(cudaGetLastError());
    std::vector<long long> o = from_device(out, n);
    for (int i = 0; i < n; i++)
      expect("this_grid() on a split grid", i, o[i], i * 1000000ll + n * 10 + 1);
  }
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}
