// Fields of one allocation n elements apart (a structure of arrays in one
// buffer, Rodinia cfd's variables[i + k*nelr] with nelr padded to the block
// size): an initialisation by a loop over the fields, a perturbation of two
// fields unrolled, a time step that reads fields of the array it writes,
// a guarded update whose n is not a multiple of the block, and a field k
// set per launch (v[k*nelr + i], i < nelr: row k of rows of nelr, not
// row nelr of rows of k, whatever the arguments' order).
// expect: init_fields split x
// expect: perturb split x
// expect: time_step split x
// expect: swap_fields split x
// expect: set_field split x
// runs: set_field x
#include "check.h"

#define NVAR 5
#define BLOCK 64

__global__ void init_fields(int nelr, float *v) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  for (int j = 0; j < NVAR; j++)
    v[i + j * nelr] = 1.0f + 0.5f * j + 0.001f * (i % 97);
}

__global__ void perturb(int nelr, float *v, const float *bump) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  v[i + 0 * nelr] *= bump[i];
  v[i + (NVAR - 1) * nelr] *= bump[i];
}

__global__ void time_step(int nelr, const float *old, float *v, const float *flux, float factor) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  v[i + 0 * nelr] = old[i + 0 * nelr] + factor * flux[i + 0 * nelr];
  v[i + 1 * nelr] = old[i + 1 * nelr] + factor * flux[i + 1 * nelr] * v[i];
  v[i + 2 * nelr] = old[i + 2 * nelr] + factor * flux[i + 2 * nelr] * v[i + 1 * nelr];
  v[i + 3 * nelr] = old[i + 3 * nelr] - factor * v[i + 4 * nelr];
}

__global__ void swap_fields(float *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float t = v[i + n];
    v[i + n] = v[i + 3 * n];
    v[i + 3 * n] = t;
  }
}

__global__ void set_field(float *v, const float *src, int k, int nelr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nelr)
    v[k * nelr + i] = src[i] * 0.5f + k;
}

int main() {
  const int n = 1000, nelr = (n + BLOCK - 1) / BLOCK * BLOCK, len = NVAR * nelr;
  static float hv[len], hold[len], hflux[len], hbump[nelr], ref[len];
  for (int i = 0; i < nelr; i++)
    hbump[i] = 1.0f + 0.01f * (i % 13);
  for (int i = 0; i < len; i++) {
    hold[i] = 0.25f * (i % 31);
    hflux[i] = 0.125f * (i % 7) - 0.375f;
  }
  float *v, *old, *flux, *bump;
  CHECK(cudaMalloc(&v, sizeof hv));
  CHECK(cudaMalloc(&old, sizeof hold));
  CHECK(cudaMalloc(&flux, sizeof hflux));
  CHECK(cudaMalloc(&bump, sizeof hbump));
  CHECK(cudaMemcpy(old, hold, sizeof hold, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(flux, hflux, sizeof hflux, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(bump, hbump, sizeof hbump, cudaMemcpyHostToDevice));
  const int blocks = nelr / BLOCK;
  init_fields<<<blocks, BLOCK>>>(nelr, v);
  perturb<<<blocks, BLOCK>>>(nelr, v, bump);
  for (int step = 0; step < 3; step++) {
    time_step<<<blocks, BLOCK>>>(nelr, old, v, flux, 0.5f / (step + 1));
    swap_fields<<<(n + 127) / 128, 128>>>(v, nelr);
  }
  for (int k = 0; k < NVAR; k += 2)
    set_field<<<blocks, BLOCK>>>(v, bump, k, nelr);
  CHECK(cudaMemcpy(hv, v, sizeof hv, cudaMemcpyDeviceToHost));

  for (int i = 0; i < nelr; i++)
    for (int j = 0; j < NVAR; j++)
      ref[i + j * nelr] = 1.0f + 0.5f * j + 0.001f * (i % 97);
  for (int i = 0; i < nelr; i++) {
    ref[i] *= hbump[i];
    ref[i + (NVAR - 1) * nelr] *= hbump[i];
  }
  for (int step = 0; step < 3; step++) {
    float factor = 0.5f / (step + 1);
    for (int i = 0; i < nelr; i++) {
      ref[i] = hold[i] + factor * hflux[i];
      ref[i + nelr] = hold[i + nelr] + factor * hflux[i + nelr] * ref[i];
      ref[i + 2 * nelr] = hold[i + 2 * nelr] + factor * hflux[i + 2 * nelr] * ref[i + nelr];
      ref[i + 3 * nelr] = hold[i + 3 * nelr] - factor * ref[i + 4 * nelr];
    }
    for (int i = 0; i < nelr; i++) {
      float t = ref[i + nelr];
      ref[i + nelr] = ref[i + 3 * nelr];
      ref[i + 3 * nelr] = t;
    }
  }
  for (int k = 0; k < NVAR; k += 2)
    for (int i = 0; i < nelr; i++)
      ref[k * nelr + i] = hbump[i] * 0.5f + k;
  bool ok = true;
  for (int i = 0; i < len; i++)
    ok = ok && near(hv[i], ref[i]);
  sum(hv, sizeof hv);
  return finish(ok);
}
