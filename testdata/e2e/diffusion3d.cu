// Heat diffusing through a 3-D block of NZ planes of NX x NY cells, STEPS
// explicit steps of a 7-point stencil (a ping-pong of two buffers), the
// outermost cells held fixed. Split by planes: each step, a part reads one
// plane beyond each of its ends, which its neighbour wrote the step
// before, so every boundary moves a whole plane (NX * NY * 4 bytes) while
// the planes between (the part's interior) need nothing from elsewhere.
// The sizes are #defines that a run may set larger (scripts/gpu-check.sh
// makes its planes 64 MiB: halos large enough for the interiors to run
// beside their copies on one GPU), for which the CPU reference runs on
// the host's cores, a share of the planes each; the program also prints
// the time of its steps ("time_ms:", from a synchronisation before them to
// one after).
// expect: diffuse split z
// runs: diffuse z
#include "check.h"

#include <thread>
#include <time.h>
#include <vector>

#ifndef NX // scripts/gpu-check.sh sets larger sizes
#define NX 64
#endif
#ifndef NY
#define NY 16
#endif
#ifndef NZ
#define NZ 48
#endif
#ifndef STEPS
#define STEPS 6
#endif

__global__ void diffuse(float *out, const float *in, int nx, int ny, int nz, float c) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  int i = (z * ny + y) * nx + x;
  float v = in[i];
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1 && z > 0 && z < nz - 1)
    v = v + c * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - nx * ny] + in[i + nx * ny] - 6.0f * v);
  out[i] = v;
}

// The same step on the CPU, the same expression in the same order, over
// planes [z0, z1).
static void diffuse_cpu(float *out, const float *in, int nx, int ny, int nz, float c, int z0, int z1) {
  for (int z = z0; z < z1; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        int i = (z * ny + y) * nx + x;
        float v = in[i];
        if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1 && z > 0 && z < nz - 1)
          v = v + c * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] + in[i - nx * ny] + in[i + nx * ny] - 6.0f * v);
        out[i] = v;
      }
}

// A step on the CPU over the host's cores (at most 16), a share of the
// planes each: each cell's value is the one the loop alone computes.
static void step_cpu(float *out, const float *in, float c) {
  int n = (int)std::thread::hardware_concurrency();
  n = n < 1 ? 1 : n > 16 ? 16 : n > NZ ? NZ : n;
  std::vector<std::thread> threads;
  for (int t = 0; t < n; t++)
    threads.emplace_back(diffuse_cpu, out, in, NX, NY, NZ, c, NZ * t / n, NZ * (t + 1) / n);
  for (std::thread &t : threads)
    t.join();
}

static double now_ms() {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

int main() {
  const int n = NX * NY * NZ;
  const size_t bytes = (size_t)n * sizeof(float);
  const float c = 0.1f;
  float *h = (float *)malloc(bytes), *ref = (float *)malloc(bytes), *tmp = (float *)malloc(bytes);
  if (!h || !ref || !tmp) {
    printf("out of host memory for %d cells\ncheck: FAIL\n", n);
    return 2;
  }
  for (int i = 0; i < n; i++)
    h[i] = ref[i] = (float)(i % 101 * 37 % 101) / 101.0f;
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
  dim3 block(32, 8, 1), grid((NX + 31) / 32, (NY + 7) / 8, NZ);
  CHECK(cudaDeviceSynchronize());
  double t0 = now_ms();
  for (int s = 0; s < STEPS; s++) {
    diffuse<<<grid, block>>>(b, a, NX, NY, NZ, c);
    float *t = a;
    a = b;
    b = t;
  }
  CHECK(cudaDeviceSynchronize());
  double t1 = now_ms();
  CHECK(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
  printf("diffusion3d: %d x %d x %d cells, %d steps\n", NX, NY, NZ, STEPS);
  printf("time_ms: %.3f\n", t1 - t0);

  for (int s = 0; s < STEPS; s++) {
    step_cpu(tmp, ref, c);
    float *t = ref;
    ref = tmp;
    tmp = t;
  }
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(h[i], ref[i]);
  sum(h, bytes);
  return finish(ok);
}
