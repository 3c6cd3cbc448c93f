// nbody.cu — all-pairs gravitational n-body simulation.
//
// Bodies are float4: x, y, z position and w the mass. Each step computes
// every body's acceleration from all bodies (softened Newtonian gravity,
// G = 1), thread i for body i, streaming the bodies through shared memory
// in tiles of blockDim.x, then integrates velocities and positions with a
// semi-implicit Euler step.
//
//   nbody [--size BODIES] [--iters STEPS] [--preset small|medium|large] [--check]
//
// prints "checksum: 0x..." (FNV-1a of the final positions and velocities),
// "time_ms:" and, with --check, compares with a CPU reference that sums in
// the same order with the same float expressions: "check: PASS" when every
// coordinate is within 1e-5 * (1 + |reference|) (bit-identical unless the
// GPU compiler fuses multiply-adds, which nvcc and llc do by default).
#include <cuda_runtime.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BLOCK 256
static const float kSoftening2 = 0.01f; // squared softening length
static const float kDt = 0.001f;

#define CHECK(call)                                                                  \
  do {                                                                               \
    cudaError_t err_ = (call);                                                       \
    if (err_ != cudaSuccess) {                                                       \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err_)); \
      exit(2);                                                                       \
    }                                                                                \
  } while (0)

// The acceleration body j causes on body i, added to a.
__host__ __device__ inline void interact(float3 &a, float4 bi, float4 bj, float eps2) {
  float dx = bj.x - bi.x, dy = bj.y - bi.y, dz = bj.z - bi.z;
  float r2 = dx * dx + dy * dy + dz * dz + eps2;
  float inv_r = 1.0f / sqrtf(r2);
  float s = bj.w * inv_r * inv_r * inv_r;
  a.x += dx * s;
  a.y += dy * s;
  a.z += dz * s;
}

// acc[i] = sum over all bodies j of interact(i, j), j in ascending order.
__global__ void nbody_accel(float4 *acc, const float4 *pos, int n, float eps2) {
  __shared__ float4 tile[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  float3 a = make_float3(0.0f, 0.0f, 0.0f);
  for (int base = 0; base < n; base += blockDim.x) {
    int j = base + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    __syncthreads();
    int count = n - base < (int)blockDim.x ? n - base : (int)blockDim.x;
    for (int k = 0; k < count; k++)
      interact(a, me, tile[k], eps2);
    __syncthreads();
  }
  if (i < n)
    acc[i] = make_float4(a.x, a.y, a.z, 0.0f);
}

// v += a dt, then x += v dt; the mass (pos.w) is kept.
__global__ void nbody_integrate(float4 *pos, float4 *vel, const float4 *acc, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = pos[i], v = vel[i], a = acc[i];
  v.x += a.x * dt;
  v.y += a.y * dt;
  v.z += a.z * dt;
  p.x += v.x * dt;
  p.y += v.y * dt;
  p.z += v.z * dt;
  pos[i] = p;
  vel[i] = v;
}

static void nbody_step_cpu(float4 *pos, float4 *vel, float4 *acc, int n, float eps2, float dt) {
  for (int i = 0; i < n; i++) {
    float3 a = make_float3(0.0f, 0.0f, 0.0f);
    for (int j = 0; j < n; j++)
      interact(a, pos[i], pos[j], eps2);
    acc[i] = make_float4(a.x, a.y, a.z, 0.0f);
  }
  for (int i = 0; i < n; i++) {
    vel[i].x += acc[i].x * dt;
    vel[i].y += acc[i].y * dt;
    vel[i].z += acc[i].z * dt;
    pos[i].x += vel[i].x * dt;
    pos[i].y += vel[i].y * dt;
    pos[i].z += vel[i].z * dt;
  }
}

// A fixed pseudo-random value in [0, 1) for item i of stream seed.
static float unit_hash(uint64_t i, uint64_t seed) {
  uint64_t z = i * 0x9e3779b97f4a7c15ull + seed;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return (float)(z >> 40) / 16777216.0f;
}

static uint64_t fnv1a(uint64_t h, const void *data, size_t len) {
  const unsigned char *p = (const unsigned char *)data;
  for (size_t i = 0; i < len; i++)
    h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static void usage(void) {
  fprintf(stderr, "usage: nbody [--size BODIES] [--iters STEPS] [--preset small|medium|large] [--check]\n"
                  "  presets (the paper's Table 1): small 65536, medium 131072, large 327680 bodies; 96 steps\n");
  exit(2);
}

int main(int argc, char **argv) {
  int n = 0, steps = 0, check = 0;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--check")) {
      check = 1;
    } else if (!strcmp(argv[a], "--size") && a + 1 < argc) {
      n = atoi(argv[++a]);
    } else if (!strcmp(argv[a], "--iters") && a + 1 < argc) {
      steps = atoi(argv[++a]);
    } else if (!strcmp(argv[a], "--preset") && a + 1 < argc) {
      const char *p = argv[++a];
      n = !strcmp(p, "small") ? 65536 : !strcmp(p, "medium") ? 131072 : !strcmp(p, "large") ? 327680 : -1;
      if (n < 0)
        usage();
      if (steps == 0)
        steps = 96;
    } else {
      usage();
    }
  }
  if (n == 0)
    n = check ? 512 : 16384;
  if (steps == 0)
    steps = check ? 2 : 10;
  if (n <= 0 || steps <= 0)
    usage();
  size_t bytes = (size_t)n * sizeof(float4);

  // A unit cube of bodies with masses in [0.5, 1.5) / n, at rest.
  float4 *pos = (float4 *)malloc(bytes), *vel = (float4 *)malloc(bytes), *acc = (float4 *)malloc(bytes);
  if (!pos || !vel || !acc) {
    fprintf(stderr, "nbody: out of host memory for %d bodies\n", n);
    return 2;
  }
  for (int i = 0; i < n; i++) {
    pos[i] = make_float4(unit_hash(i, 1) - 0.5f, unit_hash(i, 2) - 0.5f, unit_hash(i, 3) - 0.5f,
                         (0.5f + unit_hash(i, 4)) / n);
    vel[i] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  }

  float4 *d_pos, *d_vel, *d_acc;
  CHECK(cudaMalloc(&d_pos, bytes));
  CHECK(cudaMalloc(&d_vel, bytes));
  CHECK(cudaMalloc(&d_acc, bytes));
  CHECK(cudaMemcpy(d_pos, pos, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_vel, vel, bytes, cudaMemcpyHostToDevice));

  dim3 block(BLOCK), grid((n + BLOCK - 1) / BLOCK);
  CHECK(cudaDeviceSynchronize());
  double t0 = now_ms();
  for (int s = 0; s < steps; s++) {
    nbody_accel<<<grid, block>>>(d_acc, d_pos, n, kSoftening2);
    nbody_integrate<<<grid, block>>>(d_pos, d_vel, d_acc, n, kDt);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  double t1 = now_ms();

  float4 *rpos = (float4 *)malloc(bytes), *rvel = (float4 *)malloc(bytes);
  CHECK(cudaMemcpy(rpos, d_pos, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rvel, d_vel, bytes, cudaMemcpyDeviceToHost));
  printf("nbody: %d bodies, %d steps\n", n, steps);
  printf("checksum: 0x%016llx\n", (unsigned long long)fnv1a(fnv1a(0xcbf29ce484222325ull, rpos, bytes), rvel, bytes));
  printf("time_ms: %.3f\n", t1 - t0);

  int status = 0;
  if (check) {
    for (int s = 0; s < steps; s++)
      nbody_step_cpu(pos, vel, acc, n, kSoftening2, kDt);
    const float *g[2] = {(const float *)rpos, (const float *)rvel};
    const float *c[2] = {(const float *)pos, (const float *)vel};
    size_t bad = 0, differ = 0, values = (size_t)n * 8;
    double worst = 0;
    for (int k = 0; k < 2; k++)
      for (size_t i = 0; i < (size_t)n * 4; i++) {
        double d = fabs((double)g[k][i] - c[k][i]) / (1.0 + fabs((double)c[k][i]));
        differ += g[k][i] != c[k][i];
        bad += !(d <= 1e-5);
        worst = d > worst ? d : worst;
      }
    if (bad == 0) {
      printf("check: PASS (%zu of %zu values bit-identical, max scaled difference %.3g)\n", values - differ, values, worst);
    } else {
      printf("check: FAIL %zu of %zu position/velocity values differ by more than 1e-5 * (1 + |cpu|) (max %.3g)\n",
             bad, values, worst);
      status = 1;
    }
  }

  CHECK(cudaFree(d_pos));
  CHECK(cudaFree(d_vel));
  CHECK(cudaFree(d_acc));
  free(pos);
  free(vel);
  free(acc);
  free(rpos);
  free(rvel);
  return status;
}
