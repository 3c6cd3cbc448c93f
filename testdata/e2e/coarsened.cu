// Threads that handle several elements a block's width apart (thread
// coarsening, the uniform add of a scan), and blocks numbered backwards:
// indices made of blockIdx*blockDim other than blockIdx*blockDim +
// threadIdx, each block still owning its own rows of blockDim elements;
// and six results per thread of 2-D blocks numbered as one (rows of
// 6*blockDim.x elements per threadIdx.y).
// expect: block_sums split x
// expect: add_block_sums split x
// expect: scale4 split x
// expect: mirror_blocks split x
// expect: two_rows split y
// expect: six_per_thread split x
#include "check.h"

__global__ void six_per_thread(const int *in, int *out, int n) {
  int tid = threadIdx.y * blockDim.x + threadIdx.x;
  int gid = blockIdx.x * blockDim.x * blockDim.y + tid;
  if (gid < n)
    for (int c = 0; c < 6; c++) out[6 * gid + c] = in[gid] * (c + 1) - c;
}

// Each block sums its 2*blockDim.x elements (two per thread).
__global__ void block_sums(const int *in, int *sums, int n) {
  extern __shared__ int part[];
  int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  int v = (i < n ? in[i] : 0) + (i + blockDim.x < n ? in[i + blockDim.x] : 0);
  part[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    sums[blockIdx.x] = part[0];
}

// Adds to every element the sum of the blocks before its own.
__global__ void add_block_sums(int *data, const int *prefix, int n) {
  int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  int u = prefix[blockIdx.x];
  if (i < n)
    data[i] += u;
  if (i + blockDim.x < n)
    data[i + blockDim.x] += u;
}

// Four elements per thread, no guard: the grid covers the data exactly.
__global__ void scale4(float *out, const float *in, float f) {
  int base = blockIdx.x * blockDim.x * 4 + threadIdx.x;
  for (int k = 0; k < 4; k++)
    out[base + k * blockDim.x] = f * in[base + k * blockDim.x] + (float)k;
}

// Block b handles the elements of block gridDim.x - 1 - b.
__global__ void mirror_blocks(const float *in, float *out, int n) {
  int i = (gridDim.x - 1 - blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * in[i] - 1.0f;
}

// Two rows blockDim.y apart per thread, by a loop of two trips (a
// transpose-and-add, coarsened along y).
__global__ void two_rows(const float *a, float *c, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y0 = blockIdx.y * blockDim.y * 2 + threadIdx.y;
  for (int r = 0; r < 2; r++) {
    int y = y0 + r * blockDim.y;
    if (x < n && y < n)
      c[y * n + x] = a[y * n + x] + a[x * n + y];
  }
}

int main() {
  bool ok = true;
  const int n = 5000, threads = 64, per = 2 * threads, blocks = (n + per - 1) / per;
  static int hin[n], hdata[n], hsums[blocks], hprefix[blocks];
  for (int i = 0; i < n; i++)
    hin[i] = (i * 37 + 11) % 19 - 4;
  int *in, *data, *sums, *prefix;
  CHECK(cudaMalloc(&in, sizeof hin));
  CHECK(cudaMalloc(&data, sizeof hdata));
  CHECK(cudaMalloc(&sums, sizeof hsums));
  CHECK(cudaMalloc(&prefix, sizeof hprefix));
  CHECK(cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(data, hin, sizeof hin, cudaMemcpyHostToDevice));
  block_sums<<<blocks, threads, threads * sizeof(int)>>>(in, sums, n);
  CHECK(cudaMemcpy(hsums, sums, sizeof hsums, cudaMemcpyDeviceToHost));
  int run = 0;
  for (int b = 0; b < blocks; b++) {
    int want = 0;
    for (int i = b * per; i < (b + 1) * per && i < n; i++)
      want += hin[i];
    ok = ok && hsums[b] == want;
    hprefix[b] = run;
    run += hsums[b];
  }
  CHECK(cudaMemcpy(prefix, hprefix, sizeof hprefix, cudaMemcpyHostToDevice));
  add_block_sums<<<blocks, threads>>>(data, prefix, n);
  CHECK(cudaMemcpy(hdata, data, sizeof hdata, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; i++)
    ok = ok && hdata[i] == hin[i] + hprefix[i / per];
  sum(hsums, sizeof hsums);
  sum(hdata, sizeof hdata);

  const int m = 4 * 32 * 24; // 24 blocks of 32 threads, 4 elements each
  static float hx[m], hy[m], hz[m];
  for (int i = 0; i < m; i++)
    hx[i] = (float)(i % 29) * 0.5f - 3.0f;
  float *x, *y, *z;
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&y, sizeof hy));
  CHECK(cudaMalloc(&z, sizeof hz));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  for (int it = 0; it < 3; it++) {
    scale4<<<m / (4 * 32), 32>>>(y, x, 1.5f);
    mirror_blocks<<<(m + 127) / 128, 128>>>(y, z, m - 5);
    CHECK(cudaMemcpy(x, z, (m - 5) * sizeof(float), cudaMemcpyDeviceToDevice));
  }
  CHECK(cudaMemcpy(hz, z, sizeof hz, cudaMemcpyDeviceToHost));
  static float want[m];
  for (int i = 0; i < m; i++)
    want[i] = (float)(i % 29) * 0.5f - 3.0f;
  for (int it = 0; it < 3; it++) {
    static float ty[m];
    for (int i = 0; i < m; i++)
      ty[i] = 1.5f * want[i] + (float)((i / 32) % 4);
    for (int i = 0; i < m - 5; i++)
      want[i] = ty[i] * ty[i] - 1.0f;
  }
  for (int i = 0; i < m - 5; i++)
    ok = ok && near(hz[i], want[i]);
  sum(hz, (m - 5) * sizeof(float));

  const int side = 45;
  static float ha[side * side], hc[side * side];
  for (int i = 0; i < side * side; i++)
    ha[i] = (float)((i * 13) % 31) - 7.0f;
  float *a, *c;
  CHECK(cudaMalloc(&a, sizeof ha));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(c, 0, sizeof hc));
  two_rows<<<dim3((side + 7) / 8, (side + 7) / 8), dim3(8, 4)>>>(a, c, side);
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  for (int y = 0; y < side; y++)
    for (int x = 0; x < side; x++)
      ok = ok && hc[y * side + x] == ha[y * side + x] + ha[x * side + y];
  sum(hc, sizeof hc);

  const int nv = 1000;
  static int hvals[nv], hsix[6 * nv];
  for (int i = 0; i < nv; i++)
    hvals[i] = (i * 37) % 101 - 50;
  int *vals, *six;
  CHECK(cudaMalloc(&vals, sizeof hvals));
  CHECK(cudaMalloc(&six, sizeof hsix));
  CHECK(cudaMemcpy(vals, hvals, sizeof hvals, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(six, 0, sizeof hsix));
  six_per_thread<<<(nv + 63) / 64, dim3(16, 4)>>>(vals, six, nv);
  CHECK(cudaMemcpy(hsix, six, sizeof hsix, cudaMemcpyDeviceToHost));
  for (int i = 0; i < nv; i++)
    for (int c = 0; c < 6; c++)
      ok = ok && hsix[6 * i + c] == hvals[i] * (c + 1) - c;
  sum(hsix, sizeof hsix);
  return finish(ok);
}
