// Loads and stores with cache hints. A decoupled look-back (CUB's scan):
// each block takes a tile from a ticket, publishes its sum as one 16-byte
// word {status, low half, high half, tile} with __stcg and polls its
// predecessors' words with __ldcg until they are set. __ldcg and __stcg
// are volatile accesses of the whole word, so the poll is not hoisted out
// of its loop and the status is never read beside an older value (a
// plain load kept `.x` alone in the loop). The blocks talk through memory,
// so the kernel runs on one device. Then element copies through every
// hint, of 1 to 16 bytes and a float3 of three words: split.
// expect: scan_lookback not split
// expect: hinted_copy split x
#include "check.h"

#define TILE 256

enum { EMPTY = 0, AGGREGATE = 1, INCLUSIVE = 2 };

__device__ int4 word(int status, long long v, int tile) {
  return make_int4(status, (int)(unsigned)v, (int)(v >> 32), tile);
}

__device__ long long value(int4 w) { return (long long)(unsigned)w.y | (long long)w.z << 32; }

__global__ void scan_lookback(const int *in, int n, int4 *status, unsigned *ticket, long long *prefix, int *torn) {
  __shared__ long long partial[TILE];
  __shared__ unsigned tile;
  if (threadIdx.x == 0)
    tile = atomicAdd(ticket, 1u);
  __syncthreads();
  int i = tile * TILE + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = TILE / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x != 0)
    return;
  long long sum = partial[0];
  if (tile == 0) {
    __stcg(&status[0], word(INCLUSIVE, sum, 0));
    prefix[0] = 0;
    return;
  }
  __stcg(&status[tile], word(AGGREGATE, sum, tile));
  long long before = 0;
  for (int p = tile - 1; p >= 0; p--) {
    int4 w;
    do
      w = __ldcg(&status[p]);
    while (w.x == EMPTY);
    if (w.w != p)
      atomicAdd(torn, 1);
    before += value(w);
    if (w.x == INCLUSIVE)
      break;
  }
  prefix[tile] = before;
  __stcg(&status[tile], word(INCLUSIVE, before + sum, tile));
}

struct Elements {
  double *d;
  float3 *f3;
  short *s;
  double2 *d2;
  char *c;
  float4 *f4;
  long long *ll;
};

__global__ void hinted_copy(Elements in, Elements out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __stcg(&out.d[i], __ldcs(&in.d[i]) * 2.0);
  float3 f = __ldcg(&in.f3[i]);
  __stwt(&out.f3[i], make_float3(f.z, f.x, f.y));
  __stcs(&out.s[i], (short)(__ldcv(&in.s[i]) - 7));
  double2 d = __ldcg(&in.d2[i]);
  __stcg(&out.d2[i], make_double2(d.y, -d.x));
  __stwb(&out.c[i], (char)(__ldlu(&in.c[i]) ^ 0x55));
  float4 g = __ldca(&in.f4[i]);
  __stcg(&out.f4[i], make_float4(g.w, g.z, g.y, g.x + __ldg(&in.d[i])));
  __stwt(&out.ll[i], __ldcv(&in.ll[i]) + 1);
}

template <class T> static T *upload(const T *host, int n) {
  T *dev;
  CHECK(cudaMalloc(&dev, n * sizeof(T)));
  CHECK(cudaMemcpy(dev, host, n * sizeof(T), cudaMemcpyHostToDevice));
  return dev;
}

template <class T> static T *space(int n) {
  T *dev;
  CHECK(cudaMalloc(&dev, n * sizeof(T)));
  return dev;
}

template <class T> static void download(T *host, const T *dev, int n) {
  CHECK(cudaMemcpy(host, dev, n * sizeof(T), cudaMemcpyDeviceToHost));
  sum(host, n * sizeof(T));
}

int main() {
  const int n = TILE * 40 + 77, tiles = (n + TILE - 1) / TILE;
  static int in[n];
  for (int i = 0; i < n; i++)
    in[i] = (int)((i * 2654435761u) >> 4) - (1 << 26); // sums past 32 bits
  int *dIn = upload(in, n), *dTorn = space<int>(1);
  int4 *dStatus = space<int4>(tiles);
  unsigned *dTicket = space<unsigned>(1);
  long long *dPrefix = space<long long>(tiles);
  CHECK(cudaMemset(dStatus, 0, tiles * sizeof(int4)));
  CHECK(cudaMemset(dTicket, 0, sizeof(unsigned)));
  CHECK(cudaMemset(dTorn, 0, sizeof(int)));
  scan_lookback<<<tiles, TILE>>>(dIn, n, dStatus, dTicket, dPrefix, dTorn);
  CHECK(cudaGetLastError());
  static long long prefix[tiles];
  int torn;
  download(prefix, dPrefix, tiles);
  CHECK(cudaMemcpy(&torn, dTorn, sizeof(int), cudaMemcpyDeviceToHost));
  bool ok = torn == 0;
  long long running = 0;
  for (int t = 0; t < tiles; t++) {
    ok = ok && prefix[t] == running;
    for (int i = t * TILE; i < n && i < (t + 1) * TILE; i++)
      running += in[i];
  }

  const int m = 3000;
  static double d[m];
  static float3 f3[m];
  static short s[m];
  static double2 d2[m];
  static char c[m];
  static float4 f4[m];
  static long long ll[m];
  for (int i = 0; i < m; i++) {
    d[i] = i * 0.25 - 100;
    f3[i] = make_float3(i, i * 0.5f, -i);
    s[i] = (short)(i * 37);
    d2[i] = make_double2(i / 3.0, i * 1e10);
    c[i] = (char)(i * 11);
    f4[i] = make_float4(i, i + 1, i + 2, i * 0.125f);
    ll[i] = (long long)i << 40 | i;
  }
  Elements dIns = {upload(d, m), upload(f3, m), upload(s, m), upload(d2, m), upload(c, m), upload(f4, m), upload(ll, m)};
  Elements dOuts = {space<double>(m), space<float3>(m), space<short>(m), space<double2>(m),
                    space<char>(m),   space<float4>(m), space<long long>(m)};
  hinted_copy<<<(m + 127) / 128, 128>>>(dIns, dOuts, m);
  CHECK(cudaGetLastError());
  static double od[m];
  static float3 of3[m];
  static short os[m];
  static double2 od2[m];
  static char oc[m];
  static float4 of4[m];
  static long long oll[m];
  download(od, dOuts.d, m);
  download(of3, dOuts.f3, m);
  download(os, dOuts.s, m);
  download(od2, dOuts.d2, m);
  download(oc, dOuts.c, m);
  download(of4, dOuts.f4, m);
  download(oll, dOuts.ll, m);
  for (int i = 0; i < m; i++) {
    ok = ok && od[i] == d[i] * 2.0;
    ok = ok && of3[i].x == f3[i].z && of3[i].y == f3[i].x && of3[i].z == f3[i].y;
    ok = ok && os[i] == (short)(s[i] - 7);
    ok = ok && od2[i].x == d2[i].y && od2[i].y == -d2[i].x;
    ok = ok && oc[i] == (char)(c[i] ^ 0x55);
    ok = ok && of4[i].x == f4[i].w && of4[i].y == f4[i].z && of4[i].z == f4[i].y &&
         of4[i].w == (float)(f4[i].x + d[i]);
    ok = ok && oll[i] == ll[i] + 1;
  }
  return finish(ok);
}
