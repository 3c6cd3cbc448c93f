// Loads and stores with cache hints, for their device IR
// (TestCacheHintedAccesses): a poll of a 16-byte status word, stores of
// every width, a fetch-again of a double2.
__global__ void poll(const int4 *status, int4 *out) {
  int4 w;
  do
    w = __ldcg(status);
  while (w.x == 0);
  *out = w;
}

__global__ void post(int4 *status, double *d, float3 *f) {
  __stcg(status, make_int4(1, 2, 3, 4));
  __stwt(d, 1.5);
  __stcg(f, make_float3(1, 2, 3));
}

__global__ void fetch_again(const double2 *p, double2 *out) { *out = __ldcv(p); }
