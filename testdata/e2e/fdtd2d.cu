// PolyBench's fdtd-2d: three kernels per time step over 2-D grids, the
// step t a scalar argument. Step 1 sets the first row of ey from fict[t]
// (if (i == 0), one store after LLVM merges the branches) and updates the
// others from the row of hz above; steps 2 and 3 update ex and hz from
// their neighbours. All three split by rows, so each device keeps its rows
// of the three fields from step to step and only the rows at the parts'
// edges move.
// expect: fdtd_step1 split y
// expect: fdtd_step2 split y
// expect: fdtd_step3 split y
#include "check.h"

#ifndef TMAX // scripts/bench.sh sets larger sizes
#define TMAX 6
#endif
#ifndef NX // scripts/bench.sh sets larger sizes
#define NX 45
#endif
#ifndef NY // scripts/bench.sh sets larger sizes
#define NY 38
#endif

__global__ void fdtd_step1(const float *fict, float *ey, const float *hz, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NX && j < NY) {
    if (i == 0)
      ey[i * NY + j] = fict[t];
    else
      ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
  }
}

// ex has NY + 1 columns: step 3 reads one beyond each row's last hz.
__global__ void fdtd_step2(float *ex, const float *hz, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NX && j < NY && j > 0)
    ex[i * (NY + 1) + j] = ex[i * (NY + 1) + j] - 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
}

// ey has NX + 1 rows: the last row of hz reads one below.
__global__ void fdtd_step3(const float *ex, const float *ey, float *hz, int t) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < NX && j < NY)
    hz[i * NY + j] = hz[i * NY + j] - 0.7f * (ex[i * (NY + 1) + (j + 1)] - ex[i * (NY + 1) + j] +
                                              ey[(i + 1) * NY + j] - ey[i * NY + j]);
}

static float fict[TMAX], ex[NX * (NY + 1)], ey[(NX + 1) * NY], hz[NX * NY];
static float rex[NX * (NY + 1)], rey[(NX + 1) * NY], rhz[NX * NY];

int main() {
  for (int t = 0; t < TMAX; t++)
    fict[t] = (float)t;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j <= NY; j++)
      ex[i * (NY + 1) + j] = rex[i * (NY + 1) + j] = ((float)i * (j + 1) + 1) / NX;
  for (int i = 0; i <= NX; i++)
    for (int j = 0; j < NY; j++)
      ey[i * NY + j] = rey[i * NY + j] = ((float)(i - 1) * (j + 2) + 2) / NX;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      hz[i * NY + j] = rhz[i * NY + j] = ((float)(i - 9) * (j + 4) + 3) / NX;
  float *dfict, *dex, *dey, *dhz;
  CHECK(cudaMalloc(&dfict, sizeof fict));
  CHECK(cudaMalloc(&dex, sizeof ex));
  CHECK(cudaMalloc(&dey, sizeof ey));
  CHECK(cudaMalloc(&dhz, sizeof hz));
  CHECK(cudaMemcpy(dfict, fict, sizeof fict, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dex, ex, sizeof ex, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dey, ey, sizeof ey, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dhz, hz, sizeof hz, cudaMemcpyHostToDevice));
  dim3 block(32, 8), grid((NY + 31) / 32, (NX + 7) / 8);
  for (int t = 0; t < TMAX; t++) {
    fdtd_step1<<<grid, block>>>(dfict, dey, dhz, t);
    fdtd_step2<<<grid, block>>>(dex, dhz, t);
    fdtd_step3<<<grid, block>>>(dex, dey, dhz, t);
  }
  CHECK(cudaMemcpy(ex, dex, sizeof ex, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ey, dey, sizeof ey, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hz, dhz, sizeof hz, cudaMemcpyDeviceToHost));

  for (int t = 0; t < TMAX; t++) {
    for (int j = 0; j < NY; j++)
      rey[j] = fict[t];
    for (int i = 1; i < NX; i++)
      for (int j = 0; j < NY; j++)
        rey[i * NY + j] = rey[i * NY + j] - 0.5f * (rhz[i * NY + j] - rhz[(i - 1) * NY + j]);
    for (int i = 0; i < NX; i++)
      for (int j = 1; j < NY; j++)
        rex[i * (NY + 1) + j] = rex[i * (NY + 1) + j] - 0.5f * (rhz[i * NY + j] - rhz[i * NY + (j - 1)]);
    for (int i = 0; i < NX; i++)
      for (int j = 0; j < NY; j++)
        rhz[i * NY + j] = rhz[i * NY + j] - 0.7f * (rex[i * (NY + 1) + (j + 1)] - rex[i * (NY + 1) + j] +
                                                    rey[(i + 1) * NY + j] - rey[i * NY + j]);
  }
  bool ok = true;
  for (int i = 0; i < NX * (NY + 1); i++)
    ok = ok && near(ex[i], rex[i]);
  for (int i = 0; i < (NX + 1) * NY; i++)
    ok = ok && near(ey[i], rey[i]);
  for (int i = 0; i < NX * NY; i++)
    ok = ok && near(hz[i], rhz[i]);
  sum(ex, sizeof ex);
  sum(ey, sizeof ey);
  sum(hz, sizeof hz);
  return finish(ok);
}
