// Calls through functions' addresses (NVIDIA's newdelete): objects with
// virtual functions (an abstract base's vtable holds __cxa_pure_virtual)
// made with new on the device heap by one kernel, whose areas another
// reads through the base class and a third deletes; arrays made with
// new[] (its size checked by llvm.umul.with.overflow); a table
// of device functions in a __device__ array, picked per element; and
// virtual calls on objects in a thread's own memory. The calls' targets
// are data, so the analysis does not split the kernels that make them: they
// run on one GPU, the kernels around them split.
// expect: make any
// expect: areas any
// expect: destroy any
// expect: apply any
// expect: local any
// expect: scale split x
#include "check.h"

#define N 1000

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual ~Shape() {}
};
struct Square : Shape {
  float s;
  __device__ explicit Square(float s) : s(s) {}
  __device__ float area() const override { return s * s; }
};
struct Rect : Shape {
  float w, h;
  __device__ Rect(float w, float h) : w(w), h(h) {}
  __device__ float area() const override { return w * h; }
};

typedef float (*op_t)(float, float);
__device__ float add(float a, float b) { return a + b; }
__device__ float mul(float a, float b) { return a * b; }
__device__ float diff(float a, float b) { return a - b; }
__device__ op_t ops[3] = {add, mul, diff};

__global__ void make(Shape **shapes, const float *dims, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    shapes[i] = i % 2 ? static_cast<Shape *>(new Rect(dims[i], dims[i] + 1)) : new Square(dims[i]);
}

__global__ void areas(Shape *const *shapes, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // A thread's scratch array of a length only the data gives.
    int k = 1 + (int)shapes[i]->area() % 5;
    float *terms = new float[k];
    for (int j = 0; j < k; j++)
      terms[j] = shapes[i]->area() * (j + 1);
    float a = 0;
    for (int j = 0; j < k; j++)
      a += terms[j];
    delete[] terms;
    out[i] = a;
  }
}

__global__ void destroy(Shape **shapes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    delete shapes[i];
}

__global__ void apply(const float *a, const float *b, float *out, int n, int pick) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = ops[(i + pick) % 3](a[i], b[i]);
}

// A shape in the thread's own memory, chosen through a pointer the
// compiler cannot see through (the array of both).
__global__ void local(const float *dims, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    Square sq(dims[i]);
    Rect r(dims[i], 2.0f);
    Shape *both[2] = {&sq, &r};
    out[i] = both[(int)dims[i] % 2]->area();
  }
}

__global__ void scale(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 0.5f * a[i];
}

static float dims[N], other[N], got[N];

int main() {
  bool ok = true;
  for (int i = 0; i < N; i++) {
    dims[i] = (float)(i % 17);
    other[i] = 0.25f * (i % 9);
  }
  float *d, *o, *out;
  Shape **shapes;
  CHECK(cudaMalloc(&d, sizeof dims));
  CHECK(cudaMalloc(&o, sizeof other));
  CHECK(cudaMalloc(&out, sizeof got));
  CHECK(cudaMalloc(&shapes, N * sizeof(Shape *)));
  CHECK(cudaMemcpy(d, dims, sizeof dims, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(o, other, sizeof other, cudaMemcpyHostToDevice));
  int blocks = (N + 127) / 128;

  make<<<blocks, 128>>>(shapes, d, N);
  areas<<<blocks, 128>>>(shapes, out, N);
  scale<<<blocks, 128>>>(out, N);
  destroy<<<blocks, 128>>>(shapes, N);
  CHECK(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaDeviceSynchronize());
  sum(got, sizeof got);
  for (int i = 0; i < N; i++) {
    float area = i % 2 ? dims[i] * (dims[i] + 1) : dims[i] * dims[i];
    int k = 1 + (int)area % 5;
    ok = ok && got[i] == 0.5f * (area * (k * (k + 1) / 2));
  }

  for (int pick = 0; pick < 3; pick++) {
    apply<<<blocks, 128>>>(d, o, out, N, pick);
    scale<<<blocks, 128>>>(out, N);
    CHECK(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost));
    sum(got, sizeof got);
    for (int i = 0; i < N; i++) {
      float a = dims[i], b = other[i];
      int k = (i + pick) % 3;
      ok = ok && got[i] == 0.5f * (k == 0 ? a + b : k == 1 ? a * b : a - b);
    }
  }

  local<<<blocks, 128>>>(d, out, N);
  CHECK(cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost));
  sum(got, sizeof got);
  for (int i = 0; i < N; i++)
    ok = ok && got[i] == ((int)dims[i] % 2 ? dims[i] * 2.0f : dims[i] * dims[i]);

  CHECK(cudaFree(d));
  CHECK(cudaFree(o));
  CHECK(cudaFree(out));
  CHECK(cudaFree(shapes));
  return finish(ok);
}
