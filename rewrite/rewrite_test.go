package rewrite

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenInputs lists testdata/NAME.cu, without the NAME.out.cu outputs.
func goldenInputs(t *testing.T) []string {
	all, err := filepath.Glob(filepath.Join("testdata", "*.cu"))
	require.NoError(t, err)
	var ins []string
	for _, f := range all {
		if !strings.HasSuffix(f, ".out.cu") {
			ins = append(ins, f)
		}
	}
	require.NotEmpty(t, ins)
	return ins
}

// checkGolden compares got with the file, or writes it under -update. An
// empty got means the file must not exist.
func checkGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if len(got) == 0 {
			require.NoError(t, os.RemoveAll(path))
			return
		}
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	if len(got) == 0 {
		require.True(t, os.IsNotExist(err), "%s should not exist: nothing to compare it with", path)
		return
	}
	require.NoError(t, err, "run go test ./rewrite -update to create it")
	require.Equal(t, string(want), string(got), "%s differs: run go test ./rewrite -update and review the diff", path)
}

// TestGolden rewrites testdata/NAME.cu and compares the output with
// NAME.out.cu, the warnings with NAME.warnings and the errors with NAME.err.
func TestGolden(t *testing.T) {
	for _, in := range goldenInputs(t) {
		base := strings.TrimSuffix(in, ".cu")
		t.Run(filepath.Base(base), func(t *testing.T) {
			src, err := os.ReadFile(in)
			require.NoError(t, err)
			res, err := Rewrite(src, filepath.Base(in), "testdata")
			var out, warnings, errs []byte
			if err != nil {
				var list Errors
				require.True(t, errors.As(err, &list), "want Errors, got %v", err)
				errs = []byte(err.Error() + "\n")
			} else {
				out = res.Source
				if len(res.Warnings) > 0 {
					warnings = []byte(strings.Join(res.Warnings, "\n") + "\n")
				}
				requireFaithful(t, src, out)
			}
			checkGolden(t, base+".out.cu", out)
			checkGolden(t, base+".warnings", warnings)
			checkGolden(t, base+".err", errs)
		})
	}
}

// requireFaithful checks what must hold for every output: it starts with
// the include and #line, has the input's line count, and holds every
// comment and literal of the input unchanged and in order.
func requireFaithful(t testing.TB, src, out []byte) {
	t.Helper()
	const header = "#include \"mgpu.h\"\n#line 1 "
	require.True(t, bytes.HasPrefix(out, []byte(header)), "output starts with %q", out[:min(len(out), 40)])
	body := out[bytes.IndexByte(out[len(header):], '\n')+len(header)+1:]
	require.Equal(t, bytes.Count(src, []byte("\n")), bytes.Count(body, []byte("\n")), "line count changed")
	at := 0
	for _, l := range lex(src).literals {
		text := src[l.start:l.end]
		i := bytes.Index(body[at:], text)
		require.GreaterOrEqual(t, i, 0, "comment or literal %q (offset %d) missing or changed in the output", text, l.start)
		at += i + len(text)
	}
}

func TestRewriteExamples(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"two args", "k<<<g, b>>>(a, f(x, y));", "(void)__mgpu_launch(k, g, b, 0, 0, a, f(x, y));"},
		{"three args", "k<<<g, b, s>>>(a);", "(void)__mgpu_launch(k, g, b, s, 0, a);"},
		{"four args", "k<<<g, b, s, st>>>(a);", "(void)__mgpu_launch(k, g, b, s, st, a);"},
		{"no args", "k<<<1, 1>>>();", "(void)__mgpu_launch(k, 1, 1, 0, 0);"},
		{"template with commas", "ns::k<float, 4><<<g, b>>>(x);", "(void)__mgpu_launch(ns::k<float, 4>, g, b, 0, 0, x);"},
		{"global namespace", "::ns::k<<<g, b>>>(x);", "(void)__mgpu_launch(::ns::k, g, b, 0, 0, x);"},
		{"function pointer", "(*fp)<<<g, b>>>(x);", "(void)__mgpu_launch((*fp), g, b, 0, 0, x);"},
		{"table of kernels", "table[i % 2]<<<g, b>>>(x);", "(void)__mgpu_launch(table[i % 2], g, b, 0, 0, x);"},
		{"after return", "return k<<<1, 1>>>(x);", "return (void)__mgpu_launch(k, 1, 1, 0, 0, x);"},
		{"if without braces", "if (c) k<<<1, 1>>>(x); else k<<<2, 2>>>(y);",
			"if (c) (void)__mgpu_launch(k, 1, 1, 0, 0, x); else (void)__mgpu_launch(k, 2, 2, 0, 0, y);"},
		{"comparison in config", "k<<<n < 4 ? 1 : 2, m > 3>>>(x);", "(void)__mgpu_launch(k, n < 4 ? 1 : 2, m > 3, 0, 0, x);"},
		{"template call in config", "k<<<f<int, 2>(n), b>>>(x);", "(void)__mgpu_launch(k, f<int, 2>(n), b, 0, 0, x);"},
		{"shift in config", "k<<<n >> 8, 1 << 8>>>(x);", "(void)__mgpu_launch(k, n >> 8, 1 << 8, 0, 0, x);"},
		{"braces in config", "k<<<dim3{4, 4}, dim3{16, 16}>>>(S{1, 2});", "(void)__mgpu_launch(k, dim3{4, 4}, dim3{16, 16}, 0, 0, S{1, 2});"},
		{"nested template kernel", "k<A<B<int>>><<<1, 2>>>(x);", "(void)__mgpu_launch(k<A<B<int>>>, 1, 2, 0, 0, x);"},
		{"macro over continued lines", "#define L(k, x) k<<<1, 2>>> \\\n  (x)\nL(a, b);", "#define L(k, x) (void)__mgpu_launch(k, 1, 2, 0, 0 \\\n  , x)\nL(a, b);"},
		{"rename", "e = cudaMalloc(&p, n);", "e = __mgpuMalloc(&p, n);"},
		{"rename with space", "cudaFree (p);", "__mgpuFree (p);"},
		{"global rename", "::cudaDeviceSynchronize();", "::__mgpuDeviceSynchronize();"},
		{"pointer result is a declaration", "char *cudaName(int); const float &cudaRef(int);", "char *cudaName(int); const float &cudaRef(int);"},
		{"dereference and logical and are calls", "x = *cudaGetErrorName(e); ok = a && cudaFree(p);", "x = *__mgpuGetErrorName(e); ok = a && __mgpuFree(p);"},
		{"shift is no launch", "x = a << b >> c;", "x = a << b >> c;"},
		{"nested templates", "std::vector<std::vector<int>> v;", "std::vector<std::vector<int>> v;"},
		{"operator template", "friend ostream &operator<<<>(ostream &, const X<T> &);", "friend ostream &operator<<<>(ostream &, const X<T> &);"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Rewrite([]byte(c.in), "x.cu")
			require.NoError(t, err)
			require.Equal(t, "#include \"mgpu.h\"\n#line 1 \"x.cu\"\n"+c.want, string(res.Source))
			require.Empty(t, res.Warnings)
		})
	}
}

func TestCounts(t *testing.T) {
	res, err := Rewrite([]byte("cudaMalloc(&p, 4); k<<<1, 1>>>(p); k<<<1, 1>>>(p); cudaFree(p); // cudaFree(p)\n"), "x.cu")
	require.NoError(t, err)
	require.Equal(t, 2, res.Launches)
	require.Equal(t, 2, res.Renamed)
}

func TestUnsupportedCallsAreErrorsWithPositions(t *testing.T) {
	src := "int main() {\n  cudaMalloc3DArray(&p, &desc, e);\n  x = 1 +   cudaBindTexture(a, b);\n  cudaFooBar();\n}\n"
	_, err := Rewrite([]byte(src), "dir/app.cu")
	var list Errors
	require.True(t, errors.As(err, &list))
	require.Len(t, list, 3)
	require.Equal(t, Problem{"dir/app.cu", 2, 3, "cudaMalloc3DArray", hint("cudaMalloc3DArray")}, list[0])
	require.Equal(t, "dir/app.cu:3:13: error: unsupported CUDA call 'cudaBindTexture': "+hints["cudaBindTexture"], list[1].Error())
	require.Equal(t, 4, list[2].Line)
	require.Contains(t, list[2].Msg, "use a supported call")
	// 1-D and 2-D arrays are supported; the calls of the others say what
	// is (Rodinia mummergpu's arrays are 2-D, bound as texture references).
	for _, c := range []string{"cudaMallocArray", "cudaMemcpyToArray", "cudaFreeArray", "cudaMemcpy2DFromArray", "cudaArrayGetInfo"} {
		_, unsupported := Unsupported(c)
		require.False(t, unsupported, c)
	}
	require.Contains(t, hint("cudaMalloc3DArray"), "3-D, layered and cubemap CUDA arrays are not supported")
	require.Contains(t, hint("cudaBindTextureToArray"), "texture references were removed")
}

func TestUnparsableLaunchIsLeftWithWarning(t *testing.T) {
	angles := strings.Repeat("a<", 40) + "b"
	src := "void f() {\n  k<<<1, 2, 3, 4, 5>>>(x);\n  k<<<1, 1>>>([] { return; });\n  k<<<" + angles + ", 1>>>(x);\n}\n"
	res, err := Rewrite([]byte(src), "w.cu")
	require.NoError(t, err)
	require.Equal(t, 0, res.Launches)
	require.Len(t, res.Warnings, 3)
	for i, w := range res.Warnings {
		require.True(t, strings.HasPrefix(w, fmt.Sprintf("w.cu:%d:4: warning: kernel launch not rewritten", i+2)), w)
	}
	require.Contains(t, string(res.Source), "k<<<1, 2, 3, 4, 5>>>(x);")
}

func TestLexMasksOnlyCommentsLiteralsAndDirectives(t *testing.T) {
	cases := []struct{ in, want string }{
		{`a /* x */ b // y`, `a         b     `},
		{"a // x \\\n y\nb", "a       \n  \nb"},
		{`s = "a\"b" + 'c' + '\'';`, `s = "    " + ' ' + '  ';`},
		{`r = R"d(a)" )d" + x;`, `r = R"        " + x;`},
		{`r = R"(a)";`, `r = R"   ";`},
		{`n = 1'000 + u8'x';`, `n = 1'000 + u8' ';`},
		{"#include <a>\n#define F(x) f(x) /* c */\n# if A<<<B\nz", "            \n#define F(x) f(x)        \n          \nz"},
		{"#if 0 /* x\n y */ k\nz", "          \n       \nz"},
		{"x = \"unterminated\ny", "x = \"            \ny"},
		{"é = 1;", "__ = 1;"},
	}
	for _, c := range cases {
		require.Equal(t, c.want, string(lex([]byte(c.in)).masked), "lex(%q)", c.in)
	}
}

func TestSupportedCalls(t *testing.T) {
	calls := SupportedCalls()
	require.Len(t, calls, 123)
	require.IsIncreasing(t, calls)
	require.Contains(t, calls, "cudaThreadSynchronize")
	require.Contains(t, calls, "cudaThreadExit")
	require.Equal(t, "__mgpuGetDeviceCount", MGPUName("cudaGetDeviceCount"))
}

// TestOwnHeaders: the program's own cudaXxx macros and functions are found
// in the headers it includes beside itself (or in -I folders, TestGolden's
// ownheader.cu); where the header is not found, they are CUDA calls the
// runtime does not have.
func TestOwnHeaders(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "ownheader.cu"))
	require.NoError(t, err)
	res, err := Rewrite(src, filepath.Join("testdata", "ownheader.cu"))
	require.NoError(t, err)
	require.Contains(t, string(res.Source), "  cudaCheckError();\n")

	_, err = Rewrite(src, filepath.Join("elsewhere", "ownheader.cu"))
	require.ErrorContains(t, err, "ownheader.cu:13:3: error: unsupported CUDA call 'cudaCheckError'")
	require.ErrorContains(t, err, "unsupported CUDA call 'cudaSyncOrDie'")
}

// TestJoinLaunchBrackets: the device compile's copy of a source joins the
// launch brackets written with spaces and keeps every position; angles
// that are no launch stay as they are.
func TestJoinLaunchBrackets(t *testing.T) {
	src, err := os.ReadFile("testdata/spaced.cu")
	require.NoError(t, err)
	joined, ok := JoinLaunchBrackets(src)
	require.True(t, ok)
	require.Len(t, joined, len(src))
	text := string(joined)
	for _, want := range []string{
		"scale <<<  (n + 255) / 256, 256 >>>  (d, n);",
		"scale<<< 1, 32>>>(d, n);",
		"scale <<<1, 32 >>> (d, n);",
		"scale <<<   2, 64, 0, 0 >>>   (d, n);",
		"std::vector<std::vector<std::vector<int> > > nested(2);",
		"int k = operator<< <int>(b, 3);",
		"int shifted = n << 2 >> 1;",
	} {
		require.Contains(t, text, want)
	}
	require.Equal(t, strings.Count(string(src), "\n"), strings.Count(text, "\n"))
	_, ok = JoinLaunchBrackets([]byte("k<<<1, 2>>>(x); int y = a << 2;"))
	require.False(t, ok)
}
