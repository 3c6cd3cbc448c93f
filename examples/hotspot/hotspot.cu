// hotspot.cu — transient thermal simulation of a chip (the HotSpot model
// used by the Rodinia benchmark), written from the physics.
//
// The die is a rows x cols grid of cells. Each cell is a thermal node with
// capacitance Cap, coupled to its four neighbours by lateral resistances
// Rx (east-west) and Ry (north-south) and to the ambient (the heat sink) by
// the vertical resistance Rz. One explicit Euler step of
//   Cap dT/dt = P + (T_n + T_s - 2T)/Ry + (T_e + T_w - 2T)/Rx + (T_amb - T)/Rz
// per iteration; at the die's edges the missing neighbour is the cell
// itself (no heat flows out sideways). The time step is the largest the
// power density allows for the chosen precision, as in HotSpot.
//
//   hotspot [--size N] [--iters N] [--preset small|medium|large] [--check]
//
// prints "checksum: 0x..." (FNV-1a of the final temperatures), "time_ms:"
// and, with --check, compares with a CPU reference computed with the same
// float expressions: "check: PASS" when every cell is within a relative
// 1e-5 of the reference (bit-identical unless the GPU compiler fuses
// multiply-adds, which nvcc and llc do by default).
#include <cuda_runtime.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// Chip and material constants (SI units).
static const float kChipThickness = 0.0005f; // m
static const float kChipHeight = 0.016f;     // m
static const float kChipWidth = 0.016f;      // m
static const float kAmbient = 80.0f;         // temperature of the heat sink
static const float kFactorChip = 0.5f;       // share of the die's volume that conducts
static const float kSpecHeatSi = 1.75e6f;    // J/(m^3 K), silicon
static const float kConductSi = 100.0f;      // W/(m K), silicon
static const float kMaxPowerDensity = 3.0e6f; // W/m^3, sets the time step
static const float kPrecision = 0.001f;      // largest temperature change per step (K)

#define BLOCK 16

#define CHECK(call)                                                                  \
  do {                                                                               \
    cudaError_t err_ = (call);                                                       \
    if (err_ != cudaSuccess) {                                                       \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err_)); \
      exit(2);                                                                       \
    }                                                                                \
  } while (0)

// One Euler step: out = in + step/Cap * (heat flowing into each cell).
__global__ void hotspot_step(float *out, const float *in, const float *power, int rows, int cols,
                             float step_div_cap, float rx_inv, float ry_inv, float rz_inv, float amb) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  float t = in[y * cols + x];
  float n = y > 0 ? in[(y - 1) * cols + x] : t;
  float s = y < rows - 1 ? in[(y + 1) * cols + x] : t;
  float w = x > 0 ? in[y * cols + x - 1] : t;
  float e = x < cols - 1 ? in[y * cols + x + 1] : t;
  float flow = power[y * cols + x] + (n + s - 2.0f * t) * ry_inv + (e + w - 2.0f * t) * rx_inv + (amb - t) * rz_inv;
  out[y * cols + x] = t + step_div_cap * flow;
}

// The same step on the CPU, same expressions in the same order.
static void hotspot_step_cpu(float *out, const float *in, const float *power, int rows, int cols,
                             float step_div_cap, float rx_inv, float ry_inv, float rz_inv, float amb) {
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < cols; x++) {
      float t = in[y * cols + x];
      float n = y > 0 ? in[(y - 1) * cols + x] : t;
      float s = y < rows - 1 ? in[(y + 1) * cols + x] : t;
      float w = x > 0 ? in[y * cols + x - 1] : t;
      float e = x < cols - 1 ? in[y * cols + x + 1] : t;
      float flow = power[y * cols + x] + (n + s - 2.0f * t) * ry_inv + (e + w - 2.0f * t) * rx_inv + (amb - t) * rz_inv;
      out[y * cols + x] = t + step_div_cap * flow;
    }
}

// A fixed pseudo-random value in [0, 1) for cell i of stream seed.
static float unit_hash(uint64_t i, uint64_t seed) {
  uint64_t z = i * 0x9e3779b97f4a7c15ull + seed;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return (float)(z >> 40) / 16777216.0f;
}

static uint64_t fnv1a(const void *data, size_t len) {
  const unsigned char *p = (const unsigned char *)data;
  uint64_t h = 0xcbf29ce484222325ull;
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
  fprintf(stderr, "usage: hotspot [--size N] [--iters N] [--preset small|medium|large] [--check]\n"
                  "  presets (the paper's Table 1): small 8192, medium 16384, large 36864; 1500 iterations\n");
  exit(2);
}

int main(int argc, char **argv) {
  int size = 0, iters = 0, check = 0;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--check")) {
      check = 1;
    } else if (!strcmp(argv[a], "--size") && a + 1 < argc) {
      size = atoi(argv[++a]);
    } else if (!strcmp(argv[a], "--iters") && a + 1 < argc) {
      iters = atoi(argv[++a]);
    } else if (!strcmp(argv[a], "--preset") && a + 1 < argc) {
      const char *p = argv[++a];
      size = !strcmp(p, "small") ? 8192 : !strcmp(p, "medium") ? 16384 : !strcmp(p, "large") ? 36864 : -1;
      if (size < 0)
        usage();
      if (iters == 0)
        iters = 1500;
    } else {
      usage();
    }
  }
  if (size == 0)
    size = check ? 64 : 1024;
  if (iters == 0)
    iters = check ? 10 : 100;
  if (size <= 0 || iters <= 0)
    usage();
  int rows = size, cols = size;
  size_t cells = (size_t)rows * cols, bytes = cells * sizeof(float);

  float grid_height = kChipHeight / rows, grid_width = kChipWidth / cols;
  float cap = kFactorChip * kSpecHeatSi * kChipThickness * grid_width * grid_height;
  float rx = grid_width / (2.0f * kConductSi * kChipThickness * grid_height);
  float ry = grid_height / (2.0f * kConductSi * kChipThickness * grid_width);
  float rz = kChipThickness / (kConductSi * grid_height * grid_width);
  float max_slope = kMaxPowerDensity / (kFactorChip * kChipThickness * kSpecHeatSi);
  float step = kPrecision / max_slope;
  float step_div_cap = step / cap, rx_inv = 1.0f / rx, ry_inv = 1.0f / ry, rz_inv = 1.0f / rz;

  // Initial temperatures around 323 K; power up to 1 MW/m^2 of die area.
  float *temp = (float *)malloc(bytes), *power = (float *)malloc(bytes);
  if (!temp || !power) {
    fprintf(stderr, "hotspot: out of host memory for %d x %d cells\n", rows, cols);
    return 2;
  }
  for (size_t i = 0; i < cells; i++) {
    temp[i] = 323.0f + 10.0f * unit_hash(i, 1);
    power[i] = 1.0e6f * grid_width * grid_height * unit_hash(i, 2);
  }

  float *d_in, *d_out, *d_power;
  CHECK(cudaMalloc(&d_in, bytes));
  CHECK(cudaMalloc(&d_out, bytes));
  CHECK(cudaMalloc(&d_power, bytes));
  CHECK(cudaMemcpy(d_in, temp, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_power, power, bytes, cudaMemcpyHostToDevice));

  dim3 block(BLOCK, BLOCK);
  dim3 grid((cols + BLOCK - 1) / BLOCK, (rows + BLOCK - 1) / BLOCK);
  CHECK(cudaDeviceSynchronize());
  double t0 = now_ms();
  for (int it = 0; it < iters; it++) {
    hotspot_step<<<grid, block>>>(d_out, d_in, d_power, rows, cols, step_div_cap, rx_inv, ry_inv, rz_inv, kAmbient);
    float *t = d_in;
    d_in = d_out;
    d_out = t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  double t1 = now_ms();

  float *result = (float *)malloc(bytes);
  CHECK(cudaMemcpy(result, d_in, bytes, cudaMemcpyDeviceToHost));
  printf("hotspot: %d x %d cells, %d iterations\n", rows, cols, iters);
  printf("checksum: 0x%016llx\n", (unsigned long long)fnv1a(result, bytes));
  printf("time_ms: %.3f\n", t1 - t0);

  int status = 0;
  if (check) {
    float *a = (float *)malloc(bytes), *b = (float *)malloc(bytes);
    memcpy(a, temp, bytes);
    for (int it = 0; it < iters; it++) {
      hotspot_step_cpu(b, a, power, rows, cols, step_div_cap, rx_inv, ry_inv, rz_inv, kAmbient);
      float *t = a;
      a = b;
      b = t;
    }
    size_t bad = 0, differ = 0, worst_at = 0;
    double worst = 0;
    for (size_t i = 0; i < cells; i++) {
      double d = fabs((double)result[i] - a[i]), rel = d / fabs((double)a[i]);
      differ += result[i] != a[i];
      bad += !(rel <= 1e-5);
      if (!(rel <= worst)) {
        worst = rel;
        worst_at = i;
      }
    }
    if (bad == 0) {
      printf("check: PASS (%zu of %zu cells bit-identical, max relative difference %.3g)\n", cells - differ, cells, worst);
    } else {
      printf("check: FAIL %zu of %zu cells off by more than 1e-5 relative; worst at row %zu col %zu: gpu %.9g cpu %.9g\n",
             bad, cells, worst_at / cols, worst_at % cols, result[worst_at], a[worst_at]);
      status = 1;
    }
    free(a);
    free(b);
  }

  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_power));
  free(result);
  free(temp);
  free(power);
  return status;
}
