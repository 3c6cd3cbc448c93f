package isl

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

func mustMap(t *testing.T, c *Ctx, s string) *Map {
	t.Helper()
	m, err := c.ParseMap(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func mustSet(t *testing.T, c *Ctx, s string) *Set {
	t.Helper()
	r, err := c.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// equalSet asserts that got (a result) equals the set want (isl text).
func equalSet(t *testing.T, c *Ctx, what string, got *Set, want string) {
	t.Helper()
	eq, err := got.IsEqual(mustSet(t, c, want))
	if err != nil || !eq {
		t.Errorf("%s = %s, want %s (err %v)", what, got, want, err)
	}
}

func equalMap(t *testing.T, c *Ctx, what string, got *Map, want string) {
	t.Helper()
	eq, err := got.IsEqual(mustMap(t, c, want))
	if err != nil || !eq {
		t.Errorf("%s = %s, want %s (err %v)", what, got, want, err)
	}
}

func TestParsePrint(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	m := mustMap(t, c, "[n] -> { [i] -> A[i + 1] : 0 <= i < n }")
	if s := m.String(); s != "[n] -> { [i] -> A[1 + i] : 0 <= i < n }" {
		t.Errorf("map prints as %q", s)
	}
	s := mustSet(t, c, "{ A[i, j] : 0 <= i < 3 and j = 2i }")
	if got := s.String(); got != "{ A[i, j = 2i] : 0 <= i <= 2 }" {
		t.Errorf("set prints as %q", got)
	}
	a, err := c.ParsePwAff("[n] -> { [(floor(n / 2))] }")
	if err != nil || a.String() != "[n] -> { [(floor((n)/2))] }" {
		t.Errorf("pw_aff prints as %q (err %v)", a, err)
	}
}

func TestMapOperations(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	m := mustMap(t, c, "{ [i] -> A[j] : 0 <= i < 10 and i <= j <= i + 1 }")
	equalMap(t, c, "intersect", m.Intersect(mustMap(t, c, "{ [i] -> A[j] : j >= 5 }")),
		"{ [i] -> A[j] : 0 <= i < 10 and i <= j <= i + 1 and j >= 5 }")
	equalMap(t, c, "intersect domain", m.IntersectDomain(mustSet(t, c, "{ [i] : i < 2 }")),
		"{ [i] -> A[j] : 0 <= i < 2 and i <= j <= i + 1 }")
	equalMap(t, c, "intersect range", m.IntersectRange(mustSet(t, c, "{ A[j] : j = 0 }")), "{ [0] -> A[0] }")
	equalMap(t, c, "intersect params", mustMap(t, c, "[n] -> { [i] -> [i] : i < n }").IntersectParams(mustSet(t, c, "[n] -> { : n = 1 }")),
		"[n] -> { [i] -> [i] : i < 1 and n = 1 }")
	equalMap(t, c, "union", mustMap(t, c, "{ [0] -> [1] }").Union(mustMap(t, c, "{ [1] -> [2] }")), "{ [i] -> [i + 1] : 0 <= i <= 1 }")
	equalMap(t, c, "subtract", m.Subtract(mustMap(t, c, "{ [i] -> A[i] }")), "{ [i] -> A[i + 1] : 0 <= i < 10 }")
	equalMap(t, c, "apply range", m.ApplyRange(mustMap(t, c, "{ A[j] -> B[2j] }")),
		"{ [i] -> B[k] : 0 <= i < 10 and exists j : k = 2j and i <= j <= i + 1 }")
	equalMap(t, c, "apply domain", mustMap(t, c, "{ [i] -> [i] }").ApplyDomain(mustMap(t, c, "{ [i] -> [i + 3] }")), "{ [i] -> [i - 3] }")
	equalMap(t, c, "reverse", m.Reverse(), "{ A[j] -> [i] : 0 <= i < 10 and i <= j <= i + 1 }")
	equalSet(t, c, "domain", m.Domain(), "{ [i] : 0 <= i < 10 }")
	equalSet(t, c, "range", m.Range(), "{ A[j] : 0 <= j <= 10 }")
	equalMap(t, c, "project out", mustMap(t, c, "{ [i, k] -> [i + k] : 0 <= k < 3 }").ProjectOut(In, 1, 1), "{ [i] -> [j] : i <= j < i + 3 }")
	equalMap(t, c, "project out by name", mustMap(t, c, "[n, m] -> { [i] -> [i + n] : m > 0 }").ProjectOutName(Param, "m"), "[n] -> { [i] -> [i + n] }")
	equalMap(t, c, "lexmin", m.LexMin(), "{ [i] -> A[i] : 0 <= i < 10 }")
	equalMap(t, c, "lexmax", m.LexMax(), "{ [i] -> A[i + 1] : 0 <= i < 10 }")
	equalMap(t, c, "simple hull", mustMap(t, c, "{ [0] -> [0]; [2] -> [2] }").SimpleHull(), "{ [i] -> [i] : 0 <= i <= 2 }")
	equalMap(t, c, "coalesce", mustMap(t, c, "{ [i] -> [i] : 0 <= i < 5; [i] -> [i] : 5 <= i < 9 }").Coalesce(), "{ [i] -> [i] : 0 <= i < 9 }")
	if n, err := mustMap(t, c, "{ [i] -> [i] : 0 <= i < 5; [i] -> [i] : 5 <= i < 9 }").Coalesce().NumBasicMaps(); err != nil || n != 1 {
		t.Errorf("coalesced map has %d pieces (err %v), want 1", n, err)
	}
	equalMap(t, c, "gist", mustMap(t, c, "{ [i] -> [i] : 0 <= i < 5 }").Gist(mustMap(t, c, "{ [i] -> [j] : i >= 0 }")), "{ [i] -> [i] : i < 5 }")
	equalMap(t, c, "detect equalities", mustMap(t, c, "{ [i] -> [j] : j <= i and j >= i }").DetectEqualities(), "{ [i] -> [i] }")
	equalSet(t, c, "params", mustMap(t, c, "[n] -> { [i] -> [i] : 0 <= i < n }").Params(), "[n] -> { : n > 0 }")
	al := mustMap(t, c, "[m] -> { [i] -> [i + m] }").AlignParams(mustMap(t, c, "[n, m] -> { [i] -> [i] }"))
	if name, err := al.DimName(Param, 1); err != nil || name != "m" {
		t.Errorf("aligned params: %s (param 1 = %q, err %v)", al, name, err)
	}
	if n, err := m.Dims(Out); err != nil || n != 1 {
		t.Errorf("dims out = %d, %v", n, err)
	}
	for _, q := range []struct {
		what string
		f    func() (bool, error)
		want bool
	}{
		{"empty", m.IsEmpty, false},
		{"empty after subtract", m.Subtract(m).IsEmpty, true},
		{"injective", m.IsInjective, false},
		{"injective identity", mustMap(t, c, "{ [i] -> [2i] }").IsInjective, true},
		{"single valued", m.IsSingleValued, false},
		{"lexmin single valued", m.LexMin().IsSingleValued, true},
		{"subset", func() (bool, error) { return m.LexMin().IsSubset(m) }, true},
		{"not subset", func() (bool, error) { return m.IsSubset(m.LexMin()) }, false},
	} {
		if got, err := q.f(); err != nil || got != q.want {
			t.Errorf("%s: %v (err %v), want %v", q.what, got, err, q.want)
		}
	}
}

func TestSetOperations(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	s := mustSet(t, c, "[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i }")
	equalSet(t, c, "intersect", s.Intersect(mustSet(t, c, "{ [i, j] : j = 1 }")), "[n] -> { [i, 1] : 1 <= i < n }")
	equalSet(t, c, "union", mustSet(t, c, "{ [0] }").Union(mustSet(t, c, "{ [1] }")), "{ [i] : 0 <= i <= 1 }")
	equalSet(t, c, "subtract", mustSet(t, c, "{ [i] : 0 <= i < 10 }").Subtract(mustSet(t, c, "{ [i] : i >= 3 }")), "{ [i] : 0 <= i < 3 }")
	equalSet(t, c, "apply", s.Apply(mustMap(t, c, "{ [i, j] -> [i - j] }")), "[n] -> { [k] : 0 <= k < n }")
	equalSet(t, c, "project out", s.ProjectOut(Dim, 0, 1), "[n] -> { [j] : 0 <= j < n }")
	equalSet(t, c, "lexmin", s.LexMin(), "[n] -> { [0, 0] : n > 0 }")
	equalSet(t, c, "lexmax", s.LexMax(), "[n] -> { [n - 1, n - 1] : n > 0 }")
	equalSet(t, c, "simple hull", mustSet(t, c, "{ [0]; [4] }").SimpleHull(), "{ [i] : 0 <= i <= 4 }")
	equalSet(t, c, "params", s.Params(), "[n] -> { : n > 0 }")
	equalSet(t, c, "fix param", s.FixParam("n", 2), "[n] -> { [i, j] : n = 2 and 0 <= j <= i <= 1 }")
	// 64-bit values survive (3 * 2^32 + 5).
	equalSet(t, c, "fix 64-bit", mustSet(t, c, "{ [i] }").Fix(Dim, 0, 3<<32+5), "{ [12884901893] }")
	equalSet(t, c, "wrap flatten", mustMap(t, c, "{ [i] -> [i + 1] : 0 <= i < 2 }").Wrap().Flatten(), "{ [i, i + 1] : 0 <= i < 2 }")
	min, max := s.DimMin(1), s.DimMax(1)
	if eq, err := min.IsEqual(mustPwAff(t, c, "[n] -> { [(0)] : n > 0 }")); err != nil || !eq {
		t.Errorf("dim min = %s (err %v)", min, err)
	}
	if eq, err := max.IsEqual(mustPwAff(t, c, "[n] -> { [(n - 1)] : n > 0 }")); err != nil || !eq {
		t.Errorf("dim max = %s (err %v)", max, err)
	}
	if n, err := mustSet(t, c, "{ [i] : 0 <= i < 5 or 7 <= i < 9 }").Coalesce().NumBasicSets(); err != nil || n != 2 {
		t.Errorf("pieces = %d (err %v), want 2", n, err)
	}
	pts, err := mustSet(t, c, "{ [i, j] : 0 <= i < 2 and j = -i - 1 }").Points(10)
	if err != nil || len(pts) != 2 || pts[0][0] != 0 || pts[0][1] != -1 || pts[1][0] != 1 || pts[1][1] != -2 {
		t.Errorf("points = %v (err %v)", pts, err)
	}
	if _, err := mustSet(t, c, "{ [i] : 0 <= i < 20 }").Points(10); err == nil {
		t.Error("points beyond the limit: no error")
	}
	if _, err := s.Points(10); err == nil {
		t.Error("points of a parametric set: no error")
	}
}

// TestConstraintsAndDivs checks the constraint rows of convex sets: every
// point satisfies them, they reject points outside, and divs evaluate to
// their definitions.
func TestConstraintsAndDivs(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	eval := func(cs Constraint, n int64, dims, divs []int64) int64 {
		v := cs.Const + cs.Params[0]*n
		for i, d := range dims {
			v += cs.Dims[i] * d
		}
		for i, e := range divs {
			v += cs.Divs[i] * e
		}
		return v
	}
	floorDiv := func(a, b int64) int64 {
		q := a / b
		if a%b != 0 && (a < 0) != (b < 0) {
			q--
		}
		return q
	}
	for _, text := range []string{
		"[n] -> { [i, j] : 0 <= i < n and i <= j <= i + 2 }",
		"[n] -> { [i] : 0 <= i < n and i mod 3 = 1 }",
		"[n] -> { [i] : exists (e : i = 4e + 2 and 0 <= i < n) }",
	} {
		s := mustSet(t, c, text)
		cs, ok, err := s.Constraints(1<<20, 1<<40)
		if err != nil || !ok || len(cs) == 0 {
			t.Fatalf("%s: constraints %v ok %v err %v", text, cs, ok, err)
		}
		divs, ok, err := s.Divs(1<<20, 1<<40)
		if err != nil || !ok || len(divs) != len(cs[0].Divs) {
			t.Fatalf("%s: divs %v ok %v err %v", text, divs, ok, err)
		}
		const n = 9
		for i := int64(-2); i < n+2; i++ {
			for j := int64(-2); j < n+4; j++ {
				dims := []int64{i, j}[:len(cs[0].Dims)]
				var e []int64
				for _, d := range divs {
					v := d.Const + d.Params[0]*n
					for k, x := range dims {
						v += d.Dims[k] * x
					}
					for k, x := range e {
						v += d.Divs[k] * x
					}
					e = append(e, floorDiv(v, d.Den))
				}
				holds := true
				for _, r := range cs {
					v := eval(r, n, dims, e)
					holds = holds && (v == 0 || !r.Eq && v > 0)
				}
				pt := mustSet(t, c, fmt.Sprintf("[n] -> { [%s] : n = %d }", strings.Trim(strings.Join(strings.Fields(fmt.Sprint(dims)), ", "), "[]"), n))
				in, err := pt.IsSubset(s)
				if err != nil || in != holds {
					t.Errorf("%s: point %v: in the set %v, constraints hold %v", text, dims, in, holds)
				}
			}
		}
	}
	if _, ok, _ := mustSet(t, c, "{ [i] : 0 <= i < 5 or 7 <= i < 9 }").Constraints(1<<20, 1<<40); ok {
		t.Error("constraints of a set with two pieces")
	}
	if _, ok, _ := mustSet(t, c, "{ [i] : 0 <= i < 5000000 }").Constraints(1<<20, 1<<20); ok {
		t.Error("constants beyond their limit")
	}
	if cs, ok, _ := mustSet(t, c, "{ [i] : 0 <= i < 5000000 }").Constraints(1<<20, 1<<40); !ok || len(cs) != 2 {
		t.Errorf("constants within their limit: %v %v", cs, ok)
	}
	if _, ok, _ := mustSet(t, c, "[n] -> { [i] : 0 <= 5000000i <= n }").Constraints(1<<20, 1<<40); ok {
		t.Error("coefficients beyond the limit")
	}
}

func mustPwAff(t *testing.T, c *Ctx, s string) *PwAff {
	t.Helper()
	a, err := c.ParsePwAff(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestErrors(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	if _, err := c.ParseMap("{ [i] -> [i : }"); err == nil || !strings.Contains(err.Error(), "parse map") {
		t.Errorf("bad map: %v", err)
	}
	if _, err := c.ParseSet("{ [i] : i < }"); err == nil {
		t.Error("bad set: no error")
	}
	// Mismatched spaces: the error propagates through a chain.
	bad := mustSet(t, c, "{ [i] }").Intersect(mustSet(t, c, "{ [i, j] }"))
	chained := bad.Coalesce().Apply(mustMap(t, c, "{ [i] -> [i] }"))
	if chained.Err() == nil || chained.Err() != bad.Err() {
		t.Errorf("chained error = %v, want %v", chained.Err(), bad.Err())
	}
	if _, err := chained.IsEmpty(); err == nil {
		t.Error("predicate on an erroneous set: no error")
	}
	if _, err := chained.Text(); err == nil {
		t.Error("text of an erroneous set: no error")
	}
	// The context still works after an error.
	equalSet(t, c, "after error", mustSet(t, c, "{ [1] }"), "{ [i] : i = 1 }")
	m := mustMap(t, c, "{ [i] -> [i] }")
	m.Free()
	if m.Err() != ErrClosed || m.Reverse().Err() != ErrClosed {
		t.Errorf("use after free: %v", m.Err())
	}
	other := NewCtx()
	defer other.Close()
	if _, err := mustMap(t, other, "{ [i] -> [i] }").IsEqual(mustMap(t, c, "{ [i] -> [i] }")); err == nil {
		t.Error("objects of two contexts mixed: no error")
	}
}

// TestLimit checks that an operation past the budget fails with
// ErrBudget, and that the context works again once the bound is lifted.
func TestLimit(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	union := mustSet(t, c, "[n, m] -> { [i, j] : 0 <= i < n and 0 <= j < m and (i + j) mod 3 = 0; [i, j] : 0 <= i < m and 0 <= j < n and (i - j) mod 5 = 1 }")
	c.Limit(1)
	_, err := union.SimpleHull().IsSubset(union)
	if !errors.Is(err, ErrBudget) {
		t.Errorf("past the budget: %v, want ErrBudget", err)
	}
	c.Limit(0)
	if tight, err := union.SimpleHull().IsSubset(union); err != nil || tight {
		t.Errorf("without a bound: %v, %v; want false, nil (the hull adds points)", tight, err)
	}
}

func TestGenerateC(t *testing.T) {
	c := NewCtx()
	defer c.Close()
	sched, err := c.ParseUnionMap("[n] -> { S[i, j] -> [i, j] : 0 <= i < n and 0 <= j <= i; T[i] -> [i, n] : 0 <= i < n }")
	if err != nil {
		t.Fatal(err)
	}
	code, err := c.GenerateC(sched, mustSet(t, c, "[n] -> { : n >= 0 }"), ASTOptions{IteratorType: "int64_t"})
	want := "for (int64_t c0 = 0; c0 < n; c0 += 1) {\n  for (int64_t c1 = 0; c1 <= c0; c1 += 1)\n    S(c0, c1);\n  T(c0);\n}\n"
	if err != nil || code != want {
		t.Errorf("GenerateC:\n%s(err %v), want\n%s", code, err, want)
	}
	expr, err := c.ExprC(mustPwAff(t, c, "[n] -> { [(floor(n / 4))] }"), mustSet(t, c, "[n] -> { : }"))
	if err != nil || expr != "floord(n, 4)" {
		t.Errorf("ExprC = %q (err %v)", expr, err)
	}
	// An unscheduled statement: isl fails and says so.
	bad := mustMap(t, c, "{ S[i] -> [i] }").UnionMap()
	if _, err := c.GenerateC(bad, mustSet(t, c, "{ : }"), ASTOptions{}); err == nil {
		t.Error("unbounded schedule: no error")
	}
}

// work runs a representative analysis: parse, combine, simplify, query.
func work(t *testing.T, c *Ctx) {
	acc := mustMap(t, c, "[bdx, p] -> { [box, bx] -> A[i] : exists tx : 0 <= tx < bdx and i = box + tx and i < p }")
	box := mustSet(t, c, "[bdx, lo, hi] -> { [box, bx] : lo <= box <= hi }")
	img := acc.IntersectDomain(box).Range().Coalesce()
	if _, err := img.IsEmpty(); err != nil {
		t.Fatal(err)
	}
	_ = img.SimpleHull().DimMax(0).String()
	_, _ = acc.IsInjective()
	_ = acc.LexMin().Reverse().Union(acc.LexMax().Reverse()).Domain().String()
	bad := img.Intersect(mustSet(t, c, "{ [i, j] }"))
	_ = bad.Coalesce().Err()
	sched := mustMap(t, c, "[n] -> { S[i] -> [i] : 0 <= i < n }").UnionMap()
	if _, err := c.GenerateC(sched, mustSet(t, c, "[n] -> { : }"), ASTOptions{IteratorType: "long"}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ExprC(img.DimMax(0), mustSet(t, c, "[bdx, p, lo, hi] -> { : }")); err != nil {
		t.Fatal(err)
	}
}

// TestNoLeaks checks that freeing and closing release every isl object:
// the per-context count returns to zero, and the C heap (where isl
// allocates) returns to its level after many analyses.
func TestNoLeaks(t *testing.T) {
	c := NewCtx()
	work(t, c)
	if c.Live() == 0 {
		t.Fatal("no live objects counted during work")
	}
	c.Close()
	if n := c.Live(); n != 0 {
		t.Errorf("%d objects live after Close", n)
	}
	// Objects dropped without Free are freed by the next operation after
	// the garbage collector finds them.
	c = NewCtx()
	defer c.Close()
	for i := 0; i < 50; i++ {
		work(t, c)
	}
	// Cleanups run asynchronously after a collection: give them time.
	n := c.Live()
	for try := 0; try < 200 && n > 10; try++ {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
		n = c.Live()
	}
	if n > 10 {
		t.Errorf("%d objects live after the collector ran, want few", n)
	}
	loop := func(n int) {
		for i := 0; i < n; i++ {
			c := NewCtx()
			work(t, c)
			c.Close()
		}
	}
	// After the one-time allocations (isl's, glibc's, the Go runtime's
	// threads), the C heap is flat: a leak of 16 bytes per analysis fails.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	loop(1300)
	before := cHeapInUse()
	loop(1000)
	if grow := cHeapInUse() - before; grow >= 16<<10 {
		t.Errorf("C heap grew by %d bytes over 1000 analyses", grow)
	}
}

// TestConcurrentContexts runs analyses on separate contexts in parallel
// (run with -race to check the binding's own state).
func TestConcurrentContexts(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				c := NewCtx()
				work(t, c)
				if got := mustSet(t, c, "{ [i] : 0 <= i < 4 }").DimMax(0).String(); got != "{ [(3)] }" {
					t.Errorf("dim max = %s", got)
				}
				c.Close()
			}
		}()
	}
	wg.Wait()
}
