package rewrite

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// FuzzRewrite checks that the rewriter never panics, fails only with the
// list of unsupported calls, and leaves every comment and literal of the
// input unchanged, in order, with the line count kept.
func FuzzRewrite(f *testing.F) {
	for _, seed := range []string{
		"k<<<g, b>>>(a, f(x, y)); // k<<<1,1>>>(x)\n",
		"ns::k<float, 4><<<dim3(1, 2),\n 3, 0, s>>>(\"<<<\", '\\'', R\"x()x\")x\");",
		"/* cudaMalloc( */ cudaMalloc(&p, 4); cudaMallocArray(&p, &d, 4);",
		"#define L(k) k<<<1, 1>>>() /* c\n */ x\n#if A<<<B\nif (c) k<<<n < 4 ? 1 : 2, 32>>>(a); else k<<<1,1>>>();",
		"s = \"unterminated\\\n\"; c = 1'0; r = R\"(\n)\"; t = u8R\"d(x)d\";",
		"operator<<<>(x); a << b >> c; v<v<int>> w; k<<<<1,1>>>>(x)",
	} {
		f.Add([]byte(seed))
	}
	if src, err := os.ReadFile("testdata/multiline.cu"); err == nil {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Rewrite(src, "fuzz.cu")
		if err != nil {
			var list Errors
			if !errors.As(err, &list) {
				t.Fatalf("Rewrite failed with %v, want only unsupported-call errors", err)
			}
			for _, p := range list {
				if !strings.HasPrefix(p.Error(), "fuzz.cu:") {
					t.Fatalf("problem without position: %v", p)
				}
			}
			return
		}
		requireFaithful(t, src, res.Source)
	})
}
