package rewrite

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// benchSource is a 5,000-line CUDA file: kernels, comments, strings,
// renamed calls and single- and multi-line launches.
func benchSource() []byte {
	var b bytes.Buffer
	for i := 0; b.Len() == 0 || bytes.Count(b.Bytes(), []byte("\n")) < 5000; i++ {
		fmt.Fprintf(&b, `// Block %d: k<<<1, 1>>>(x) in a comment, cudaMalloc( too.
template <typename T, int N> __global__ void kern%d(T *a, const T *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; /* a "quoted" comment */
  if (i < n) a[i] = b[i] * N;
}
static void host%d(float *d, const float *h, int n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  const char *msg = "launch <<<%d>>> of kern%d; cudaFree(d)";
  for (int r = 0; r < 4; r++)
    kern%d<float, 4><<<(n + 255) / 256, 256, 0, s>>>(d, h, n);
  if (n > 1 << 10)
    kern%d<float, 2><<<dim3((n + 127) / 128, 1),
                       dim3(128, 1, 1)>>>(d,
                                          h, std::max<int>(n, 1));
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) printf("%%s: %%s\n", msg, cudaGetErrorString(e));
  cudaStreamSynchronize(s);
}
`, i, i, i, i, i, i, i)
	}
	return b.Bytes()
}

// BenchmarkRewrite rewrites a 5,000-line file; the target is well under
// 50 ms per file.
func BenchmarkRewrite(b *testing.B) {
	src := benchSource()
	b.SetBytes(int64(len(src)))
	lines := bytes.Count(src, []byte("\n"))
	var launches int
	for b.Loop() {
		res, err := Rewrite(src, "bench.cu")
		if err != nil {
			b.Fatal(err)
		}
		launches = res.Launches
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(b.N), "ms/file")
	b.Logf("%d lines, %d launches", lines, launches)
}

// BenchmarkRewritePathological times inputs built to make the patterns
// backtrack: the windows they run on keep each case in milliseconds.
func BenchmarkRewritePathological(b *testing.B) {
	cases := []struct{ name, src string }{
		{"qualified chain", strings.Repeat("a::", 2000) + "a x<<<1,1>>>(x);"},
		{"open angles", strings.Repeat("a<", 2000) + "<<<1,1>>>(x);"},
		{"open parens", strings.Repeat("(", 2000) + "<<<1,1>>>(x);"},
		{"open brackets", strings.Repeat("a[", 2000) + "<<<1,1>>>(x);"},
		{"open config", "k<<<" + strings.Repeat("(", 3000) + ">>>(x);"},
		{"open arguments", "k<<<1,1>>>(" + strings.Repeat("(", 3000)},
		{"angles in config", "k<<<" + strings.Repeat("a<b>", 3) + ", 1>>>(x);"},
		{"kernel templates", strings.Repeat("template<class T> __global__ ", 500) + "void k("},
		{"nested templates", strings.Repeat("template<", 2000) + "__global__ void k("},
		{"many launches", strings.Repeat("k<<<1,1>>>", 3000)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Rewrite([]byte(c.src), "p.cu"); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(b.N), "ms/file")
		})
	}
}
