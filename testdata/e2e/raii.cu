// C++ as users write it around CUDA: an RAII buffer class template (its
// destructors put exception tables in COMDAT groups, which the container
// embedding must survive: llvm-objcopy-14 broke this program's host object),
// template kernels for float, double and <double, 64>, a struct
// of device pointers passed by value (its pointer fields described like
// pointer arguments).
// expect: axpby split x
// expect: advance split x
// expect: scale_rows split
#include "check.h"
#include <vector>

template <typename T> class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { CHECK(cudaMalloc(&p_, n * sizeof(T))); }
  ~DeviceBuffer() { cudaFree(p_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  void upload(const std::vector<T> &h) { CHECK(cudaMemcpy(p_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice)); }
  std::vector<T> download() const {
    std::vector<T> h(n_);
    CHECK(cudaMemcpy(h.data(), p_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
  }
  T *get() { return p_; }

private:
  size_t n_;
  T *p_ = nullptr;
};

template <typename T> __global__ void axpby(T a, const T *x, T b, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + b * y[i];
}

template <typename T, int BS> __global__ void scale_rows(T *m, const T *row_scale, int rows, int cols) {
  int r = blockIdx.y;
  int c = blockIdx.x * BS + threadIdx.x;
  if (c < cols)
    m[r * cols + c] *= row_scale[r];
}

struct Particles {
  float *x, *v;
  int n;
};

__global__ void advance(Particles p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.x[i] += p.v[i] * dt;
}

template <typename T> bool run_axpby(int n) {
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; i++) {
    x[i] = (T)i / 3;
    y[i] = (T)(n - i) / 7;
  }
  DeviceBuffer<T> dx(n), dy(n);
  dx.upload(x);
  dy.upload(y);
  axpby<T><<<(n + 127) / 128, 128>>>((T)2, dx.get(), (T)0.5, dy.get(), n);
  std::vector<T> got = dy.download();
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && near(got[i], (T)2 * x[i] + (T)0.5 * y[i]);
  sum(got.data(), got.size() * sizeof(T));
  return ok;
}

int main() {
  bool ok = run_axpby<float>(1000) && run_axpby<double>(777);
  const int n = 500;
  std::vector<float> x(n), v(n);
  for (int i = 0; i < n; i++) {
    x[i] = (float)i;
    v[i] = (float)(i % 9) - 4.0f;
  }
  DeviceBuffer<float> dx(n), dv(n);
  dx.upload(x);
  dv.upload(v);
  Particles p{dx.get(), dv.get(), n};
  for (int s = 0; s < 3; s++)
    advance<<<(n + 63) / 64, 64>>>(p, 0.25f);
  std::vector<float> got = dx.download();
  for (int i = 0; i < n; i++) {
    float want = x[i];
    for (int s = 0; s < 3; s++)
      want += v[i] * 0.25f;
    ok = ok && near(got[i], want);
  }
  sum(got.data(), got.size() * sizeof(float));
  const int rows = 37, cols = 300;
  std::vector<double> m(rows * cols), sc(rows);
  for (int i = 0; i < rows * cols; i++)
    m[i] = i * 0.5;
  for (int r = 0; r < rows; r++)
    sc[r] = r + 1;
  DeviceBuffer<double> dm(rows * cols), ds(rows);
  dm.upload(m);
  ds.upload(sc);
  scale_rows<double, 64><<<dim3((cols + 63) / 64, rows), 64>>>(dm.get(), ds.get(), rows, cols);
  CHECK(cudaGetLastError());
  std::vector<double> gm = dm.download();
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      ok = ok && gm[r * cols + c] == m[r * cols + c] * sc[r];
  sum(gm.data(), gm.size() * sizeof(double));
  return finish(ok);
}
