// __match_any_sync and __match_all_sync for each of CUDA's value types:
// lanes whose values are equal (floats by their bits: 0.0 and -0.0
// differ, a NaN matches the same NaN) under the whole warp's mask and
// under the even lanes' alone, checked against the definition on the
// host. Prints "ok".
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

const int warps = 2, lanes = 32 * warps, kinds = 8;

__device__ float fvalue(int lane) { return lane % 3 == 0 ? 0.0f : lane % 3 == 1 ? -0.0f : __int_as_float(0x7fc00001); }

__global__ void match(unsigned *any, unsigned *all, int *pred) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32, w = i / 32;
  unsigned m = 0xffffffffu;
  unsigned *o = any + i * kinds;
  o[0] = __match_any_sync(m, lane % 4);
  o[1] = __match_any_sync(m, (unsigned)(lane / 8));
  o[2] = __match_any_sync(m, fvalue(lane));
  o[3] = __match_any_sync(m, (long long)(lane % 2) << 40);
  o[4] = __match_any_sync(m, (unsigned long long)(lane % 5));
  o[5] = __match_any_sync(m, lane < 16 ? 1.5 : -1.5);
  o[6] = __match_any_sync(m, (long)(lane / 16) - 1);
  o[7] = lane % 2 == 0 ? __match_any_sync(0x55555555u, (unsigned long)(lane % 6)) : 0;
  // all: equal in warp 0, one lane apart in warp 1; then the even lanes
  // of warp 1, equal among themselves
  all[i * 2] = __match_all_sync(m, w == 1 && lane == 7 ? 2 : 1, &pred[i * 2]);
  if (lane % 2 == 0)
    all[i * 2 + 1] = __match_all_sync(0x55555555u, w == 1 ? 3.0f : (float)lane, &pred[i * 2 + 1]);
}

static unsigned matching(int lane, unsigned mask, long long (*value)(int)) {
  unsigned m = 0;
  for (int l = 0; l < 32; l++)
    if (mask >> l & 1 && value(l) == value(lane))
      m |= 1u << l;
  return m;
}

static long long fbits(int lane) {
  float f = lane % 3 == 0 ? 0.0f : lane % 3 == 1 ? -0.0f : 0.0f;
  unsigned u;
  memcpy(&u, &f, sizeof u);
  return lane % 3 == 2 ? 0x7fc00001 : u;
}

int main() {
  unsigned *dany, *dall;
  int *dpred;
  cudaMalloc(&dany, lanes * kinds * sizeof(unsigned));
  cudaMalloc(&dall, lanes * 2 * sizeof(unsigned));
  cudaMalloc(&dpred, lanes * 2 * sizeof(int));
  cudaMemset(dall, 0xff, lanes * 2 * sizeof(unsigned));
  cudaMemset(dpred, 0xff, lanes * 2 * sizeof(int));
  match<<<warps, 32>>>(dany, dall, dpred);
  static unsigned any[lanes * kinds], all[lanes * 2];
  static int pred[lanes * 2];
  cudaMemcpy(any, dany, sizeof any, cudaMemcpyDeviceToHost);
  cudaMemcpy(all, dall, sizeof all, cudaMemcpyDeviceToHost);
  cudaMemcpy(pred, dpred, sizeof pred, cudaMemcpyDeviceToHost);
  long long (*values[kinds])(int) = {
      [](int l) -> long long { return l % 4; },
      [](int l) -> long long { return l / 8; },
      fbits,
      [](int l) -> long long { return (long long)(l % 2) << 40; },
      [](int l) -> long long { return l % 5; },
      [](int l) -> long long { return l < 16; },
      [](int l) -> long long { return l / 16; },
      [](int l) -> long long { return l % 6; },
  };
  int bad = cudaGetLastError() != cudaSuccess;
  for (int i = 0; i < lanes; i++) {
    int lane = i % 32, w = i / 32;
    for (int k = 0; k < kinds; k++) {
      unsigned want = k < 7 ? matching(lane, 0xffffffffu, values[k]) : lane % 2 == 0 ? matching(lane, 0x55555555u, values[k]) : 0;
      if (any[i * kinds + k] != want) {
        printf("lane %d kind %d: match_any %08x, want %08x\n", i, k, any[i * kinds + k], want);
        bad = 1;
      }
    }
    unsigned wantAll = w == 0 ? 0xffffffffu : 0;
    if (all[i * 2] != wantAll || pred[i * 2] != (w == 0)) {
      printf("lane %d: match_all %08x pred %d, want %08x %d\n", i, all[i * 2], pred[i * 2], wantAll, w == 0);
      bad = 1;
    }
    if (lane % 2 == 0) {
      unsigned want = w == 1 ? 0x55555555u : 0;
      if (all[i * 2 + 1] != want || pred[i * 2 + 1] != (w == 1)) {
        printf("lane %d: even lanes' match_all %08x pred %d, want %08x %d\n", i, all[i * 2 + 1], pred[i * 2 + 1], want, w == 1);
        bad = 1;
      }
    }
  }
  printf(bad ? "FAIL\n" : "ok\n");
  return bad;
}
