// All-pairs n-body whose sources come in chunks: each step launches the
// acceleration kernel once per chunk of bodies, every thread adding the
// pull of that chunk's bodies to its own body's acceleration, then
// integrates. A part of a launch reads its own bodies and one chunk,
// not every position, so a device needs its share of the three arrays
// and a chunk: the problem outgrows one device's memory as it grows,
// which the all-pairs read of every position in one launch would not
// allow (e2e TestNbodyLargerThanOneDevice).
// Usage: nbodychunks [bodies steps chunk]
// expect: accel_chunk split x
// expect: integrate split x
#include "check.h"

static const float kEps2 = 0.01f, kDt = 0.001f;

// pull adds to a the acceleration body j causes on body i.
__host__ __device__ inline void pull(float4 &a, float4 bi, float4 bj) {
  float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
  float r2 = dx * dx + dy * dy + dz * dz + kEps2;
  float inv = 1.0f / sqrtf(r2);
  float s = bj.w * inv * inv * inv;
  a.x += dx * s;
  a.y += dy * s;
  a.z += dz * s;
}

// acc[i] (from zero for the first chunk) += the pull of bodies
// [first, first + count), in ascending order: the sum of a step is the
// sum over all bodies in order, whatever the chunk size.
__global__ void accel_chunk(float4 *acc, const float4 *pos, int n, int first, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 me = pos[i];
  float4 a = first == 0 ? make_float4(0.0f, 0.0f, 0.0f, 0.0f) : acc[i];
  for (int k = 0; k < count; k++)
    pull(a, me, pos[first + k]);
  acc[i] = a;
}

__global__ void integrate(float4 *pos, float4 *vel, const float4 *acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = pos[i], v = vel[i], a = acc[i];
  v.x += a.x * kDt;
  v.y += a.y * kDt;
  v.z += a.z * kDt;
  p.x += v.x * kDt;
  p.y += v.y * kDt;
  p.z += v.z * kDt;
  pos[i] = p;
  vel[i] = v;
}

static void cpu_step(float4 *pos, float4 *vel, float4 *acc, int n) {
  for (int i = 0; i < n; i++) {
    float4 a = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    for (int j = 0; j < n; j++)
      pull(a, pos[i], pos[j]);
    acc[i] = a;
  }
  for (int i = 0; i < n; i++) {
    vel[i].x += acc[i].x * kDt;
    vel[i].y += acc[i].y * kDt;
    vel[i].z += acc[i].z * kDt;
    pos[i].x += vel[i].x * kDt;
    pos[i].y += vel[i].y * kDt;
    pos[i].z += vel[i].z * kDt;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 512, steps = argc > 2 ? atoi(argv[2]) : 2;
  int chunk = argc > 3 ? atoi(argv[3]) : 128;
  size_t bytes = (size_t)n * sizeof(float4);
  float4 *pos = (float4 *)malloc(bytes), *vel = (float4 *)malloc(bytes), *acc = (float4 *)malloc(bytes);
  float4 *rpos = (float4 *)malloc(bytes), *rvel = (float4 *)malloc(bytes);
  for (int i = 0; i < n; i++) {
    pos[i] = make_float4((i * 37 % 101) * 0.1f, (i * 53 % 97) * 0.1f, (i * 71 % 89) * 0.1f, 1.0f + (i % 7) * 0.25f);
    vel[i] = make_float4((i % 5) * 0.01f, (i % 3) * -0.01f, 0.0f, 0.0f);
    rpos[i] = pos[i];
    rvel[i] = vel[i];
  }
  float4 *dpos, *dvel, *dacc;
  CHECK(cudaMalloc(&dpos, bytes));
  CHECK(cudaMalloc(&dvel, bytes));
  CHECK(cudaMalloc(&dacc, bytes));
  CHECK(cudaMemcpy(dpos, pos, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dvel, vel, bytes, cudaMemcpyHostToDevice));
  int block = 128, grid = (n + block - 1) / block;
  for (int s = 0; s < steps; s++) {
    for (int first = 0; first < n; first += chunk) {
      accel_chunk<<<grid, block>>>(dacc, dpos, n, first, n - first < chunk ? n - first : chunk);
      CHECK(cudaGetLastError());
    }
    integrate<<<grid, block>>>(dpos, dvel, dacc, n);
    CHECK(cudaGetLastError());
    cpu_step(rpos, rvel, acc, n);
  }
  CHECK(cudaMemcpy(pos, dpos, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(vel, dvel, bytes, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(pos[i].x, rpos[i].x) && near(pos[i].y, rpos[i].y) && near(pos[i].z, rpos[i].z) &&
         near(vel[i].x, rvel[i].x) && near(vel[i].y, rvel[i].y) && near(vel[i].z, rvel[i].z);
  sum(pos, bytes);
  sum(vel, bytes);
  return finish(ok);
}
