package enumgen

import (
	"errors"
	"fmt"
	"mgpucc/isl"
	"mgpucc/model"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// One range enumerator: the C function listing the image of a box under
// an access map, from the loop nests of loops.go or isl's AST generator,
// with the grid-stride offsets, parameters and sizes it reads.

// job is one enumerator to generate.
type job struct {
	kernel         int    // the kernel's index in the model
	what, fn, text string // what: the access, for errors
	exact          bool
	sizes          []string
	slots          map[string]int
	lasts          map[string]model.GridStride // by offset parameter (gk<d>, gb<d>)
}

// generated is a job's C code: its range enumerator and, where spanRows
// allows it, a span enumerator named spanName(j.fn); reads is the mask of
// the scalar slots below 64 the code reads.
type generated struct {
	code  string
	spans bool
	reads uint64
}

func (j job) run() (generated, error) { return enumerator(j) }

// spanName is the name of the span enumerator of range enumerator fn.
func spanName(fn string) string { return fn + "_spans" }

// enumerator returns the C function j.fn enumerating the image of the box
// under the access map j.text: exactly when j.exact is set, else possibly
// over-approximated by the hull of each row of each convex piece (of
// those whose points lie less than scanStride apart). A map
// of grid-stride loops is enumerated for each of their offsets gk<d>.
func enumerator(j job) (generated, error) {
	code, spans, err := enumerators(j)
	return generated{code, spans, scalarsRead(code)}, err
}

// scalarDef is the definition of a map parameter from its scalar slot at
// the top of an enumerator (head in enumerators).
var scalarDef = regexp.MustCompile(`const int64_t (\w+) __attribute__\(\(unused\)\) = scalars\[(\d+)\];`)

// scalarsRead is the mask of the slots below 64 whose parameter code uses
// beyond its definitions: a plan made with other values of the rest is the
// same plan (mgpu_kernel_desc.scalars_unread).
func scalarsRead(code string) uint64 {
	defs := scalarDef.FindAllStringSubmatch(code, -1)
	count := map[string]int{} // name -> its definitions
	for _, m := range defs {
		count[m[1]]++
	}
	var mask uint64
	for _, m := range defs {
		slot, _ := strconv.Atoi(m[2])
		named := regexp.MustCompile(`\b` + m[1] + `\b`)
		if slot < 64 && len(named.FindAllStringIndex(code, -1)) > count[m[1]] {
			mask |= 1 << slot
		}
	}
	return mask
}

// enumerators returns the C code of j's range enumerator and, when spans
// is set, its span enumerator after it: the same loop nest without the
// loop over the last row dimension (spanRows), each piece's rows one span,
// or for a flat array each piece's strided points one span (flatStrides).
func enumerators(j job) (_ string, spans bool, _ error) {
	fn, text, exact, sizes, slots := j.fn, j.text, j.exact, j.sizes, j.slots
	c := isl.NewCtx()
	defer c.Close()
	acc, err := c.ParseMap(text)
	if err != nil {
		return "", false, err
	}
	if n, err := acc.Dims(isl.In); err != nil || n != 6 {
		return "", false, fmt.Errorf("domain has %d dimensions, want 6 [boz, boy, box, bz, by, bx]", n)
	}
	rank, err := acc.Dims(isl.Out)
	if err != nil {
		return "", false, err
	}
	if rank < 1 {
		return "", false, fmt.Errorf("access map %s has no array dimensions", text)
	}
	if len(sizes) != rank-1 {
		return "", false, fmt.Errorf("%d sizes for a %d-dimensional array, want %d", len(sizes), rank, rank-1)
	}
	names, err := paramNames(acc, slots)
	if err != nil {
		return "", false, err
	}
	var involved [6]bool
	wrapped := acc.Wrap() // the domain's dimensions come first
	for i := range involved {
		if involved[i], err = wrapped.Involves(isl.Dim, i); err != nil {
			return "", false, err
		}
	}
	box, err := c.ParseSet(boxDomain(involved))
	if err != nil {
		return "", false, err
	}
	img := acc.IntersectDomain(box).Range().SetTupleName("A")
	// isl's work grows with the parameters in play: the loop nest is built
	// over those the image involves only (a 2-D access leaves out the z
	// dimension's box and the grid size, for example).
	img, context, err := dropUnusedParams(c, img)
	if err != nil {
		return "", false, err
	}

	rows := make([]string, rank-1)
	for i := range rows {
		rows[i] = fmt.Sprintf("r%d", i)
	}
	pieces, err := img.Pieces()
	if err != nil {
		return "", false, err
	}
	if pieces, err = mergeTwins(c, pieces, rank); err != nil {
		return "", false, err
	}
	if len(pieces) == 0 {
		return emptyEnumerator(fn), false, nil
	}
	// Per row, each convex piece of the image gives its runs in order.
	// With one piece they go straight to the output; with several, a row's
	// runs are buffered, sorted and merged when the row ends.
	emit := "__mgpu_interval(&em, " + linear(rows, "0", len(sizes)) + ", "
	if len(pieces) == 1 {
		emit = "__mgpu_emit(&em, "
	}
	var loops, spanLoops, defines, undefs string
	convex, ok, err := convexPieces(c, pieces, exact)
	if err != nil {
		return "", false, err
	}
	if ok && len(convex) == 0 {
		return emptyEnumerator(fn), false, nil
	}
	if ok {
		params, err := paramNamesOf(img)
		if err != nil {
			return "", false, err
		}
		dims := append(slices.Clone(rows), "x")
		if rank > 1 && !spanRows(convex, len(dims)) && !flatStrides(convex, len(dims)) {
			if hull, ok := rowHull(c, img, rank, exact); ok {
				convex = hull
			}
		}
		loops = loopNest(convex, params, dims, func(lo, hi string) string {
			return fmt.Sprintf("%s%s, %s + 1)", emit, linear(rows, lo, len(sizes)), linear(rows, hi, len(sizes)))
		}, nil)
		switch {
		case spanRows(convex, len(dims)):
			spans, spanLoops = true, loopNest(convex, params, dims, nil, func(first, count, lo, hi string) string {
				at := append(slices.Clone(rows[:len(rows)-1]), first)
				return fmt.Sprintf("__mgpu_span(out, cap, &n, %s, %s + 1, __sz%d, %s)",
					linear(at, lo, len(sizes)), linear(at, hi, len(sizes)), len(sizes)-1, count)
			})
		case flatStrides(convex, len(dims)):
			spans, spanLoops = true, flatSpans(convex, params, func(lo, hi, pitch, count string) string {
				return fmt.Sprintf("__mgpu_span(out, cap, &n, %s, %s + 1, %s, %s)", lo, hi, pitch, count)
			})
		}
	} else {
		loopContext, err := paramContext(context, img)
		if err != nil {
			return "", false, err
		}
		if loops, defines, undefs, err = islLoopNest(c, pieces, rows, sizes, emit, exact, loopContext); err != nil {
			return "", false, err
		}
	}
	if loops, err = strideLoops(img, loops, j.lasts); err != nil {
		return "", false, err
	}
	if spans {
		if spanLoops, err = strideLoops(img, spanLoops, j.lasts); err != nil {
			return "", false, err
		}
	}
	sizeExprs := make([]string, len(sizes))
	for i, s := range sizes {
		if sizeExprs[i], err = sizeExpr(c, s, names); err != nil {
			return "", false, fmt.Errorf("size %d %q: %w", i, s, err)
		}
	}

	// head is a function's signature and the values its loop nest uses.
	head := func(name, out string) string {
		var b strings.Builder
		fmt.Fprintf(&b, "static int64_t %s(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, %s *out, int64_t cap) {\n", name, out)
		b.WriteString("  if (__mgpu_box_empty(box)) return 0;\n  MGPU_BOX_PARAMS(box);\n")
		for _, n := range names {
			if slot, ok := slots[n]; ok {
				fmt.Fprintf(&b, "  const int64_t %s __attribute__((unused)) = scalars[%d];\n", n, slot)
			}
		}
		for i, e := range sizeExprs {
			fmt.Fprintf(&b, "  const int64_t __sz%d = %s;\n", i, e)
		}
		return b.String()
	}
	indent := func(b *strings.Builder, loops string) {
		for _, line := range strings.Split(strings.TrimRight(loops, "\n"), "\n") {
			b.WriteString("  " + line + "\n")
		}
	}
	var b strings.Builder
	b.WriteString(head(fn, "mgpu_range"))
	b.WriteString("  __mgpu_emitter em = {.out = out, .cap = cap};\n")
	b.WriteString(defines)
	indent(&b, loops)
	b.WriteString(undefs)
	b.WriteString("  return __mgpu_finish(&em);\n}\n\n")
	if spans {
		b.WriteString(head(spanName(fn), "mgpu_span"))
		b.WriteString("  int64_t n = 0;\n")
		indent(&b, spanLoops)
		b.WriteString("  return __mgpu_span_finish(out, cap, n);\n}\n\n")
	}
	return b.String(), spans, nil
}

// islLoopNest returns the loop nest isl's AST generator makes for pieces
// that convexPieces does not take (strided ones), and the macros its
// statements call. The statements are scheduled by (row, piece, x, kind).
func islLoopNest(c *isl.Ctx, pieces []*isl.Set, rows, sizes []string, emit string, exact bool, loopContext *isl.Set) (loops, defines, undefs string, err error) {
	// Hundreds of pieces (a fully unrolled loop's offsets, each with its
	// divisions: HeCBench's hexciton) took isl many minutes: past the
	// budget the kernel is left unsplit (enumgen.KernelError).
	c.Limit(loopNestOps)
	defer c.Limit(0)
	tuple := func(last string) string {
		return "A[" + strings.Join(append(slices.Clone(rows), last), ", ") + "]"
	}
	// Unit shift along the last dimension.
	shift, err := c.ParseMap(fmt.Sprintf("{ %s -> %s }", tuple("x"), tuple("x + 1")))
	if err != nil {
		return "", "", "", err
	}
	var sched *isl.UnionMap
	var defs, undefBuf strings.Builder
	add := func(set *isl.Set, name string, dims []string, time []string, body string) error {
		m, err := c.ParseMap(fmt.Sprintf("{ %s[%s] -> [%s] }", name, strings.Join(dims, ", "), strings.Join(time, ", ")))
		if err != nil {
			return err
		}
		m = m.IntersectDomain(set.GistParams(loopContext).Coalesce().SetTupleName(name))
		if sched == nil {
			sched = m.UnionMap()
		} else {
			sched = sched.AddMap(m)
		}
		fmt.Fprintf(&defs, "#define %s(%s) %s\n", name, strings.Join(dims, ", "), body)
		fmt.Fprintf(&undefBuf, "#undef %s\n", name)
		return nil
	}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	srows, trows := prefix(rows, "s"), prefix(rows, "t")
	byRow, err := c.ParseMap(fmt.Sprintf("{ R[%s] -> %s }", strings.Join(rows, ", "), tuple("x")))
	if err != nil {
		return "", "", "", err
	}
	// [rows, rows, lo, rows, hi] -> the points between lo and hi in the row.
	between, err := c.ParseMap(fmt.Sprintf("{ [%s] -> %s : lo <= x <= hi }",
		strings.Join(cat(rows, srows, []string{"lo"}, trows, []string{"hi"}), ", "), tuple("x")))
	if err != nil {
		return "", "", "", err
	}
	for k, piece := range pieces {
		inRow := byRow.IntersectRange(piece)
		bounds := inRow.LexMin().FlatRangeProduct(inRow.LexMax()).Wrap().Flatten()
		interval, err := bounds.Apply(between).IsSubset(piece)
		if err != nil {
			return "", "", "", err
		}
		pk := fmt.Sprint(k)
		if interval || !exact {
			// Each row of the piece is one interval [lo, hi] (for reads, the
			// row's hull, a permitted over-approximation).
			err = add(bounds, "__mgpu_run"+pk, cat(rows, srows, []string{"lo"}, trows, []string{"hi"}), cat(rows, []string{pk, "0", "0"}),
				fmt.Sprintf("%s%s, %s + 1)", emit, linear(rows, "lo", len(sizes)), linear(rows, "hi", len(sizes))))
		} else {
			// Rows with holes (strides): each run starts at a point whose
			// predecessor is not in the piece and ends at the next point
			// whose successor is not.
			err = add(piece.Subtract(piece.Apply(shift)), "__mgpu_open"+pk, cat(rows, []string{"x"}), cat(rows, []string{pk, "x", "0"}),
				fmt.Sprintf("(em.lo = %s)", linear(rows, "x", len(sizes))))
			if err == nil {
				err = add(piece.Subtract(piece.Apply(shift.Reverse())), "__mgpu_close"+pk, cat(rows, []string{"x"}), cat(rows, []string{pk, "x", "1"}),
					fmt.Sprintf("%sem.lo, %s + 1)", emit, linear(rows, "x", len(sizes))))
			}
		}
		if err != nil {
			return "", "", "", err
		}
	}
	if err := sched.Err(); err != nil {
		return "", "", "", err
	}
	loops, err = c.GenerateC(sched, loopContext, isl.ASTOptions{IteratorType: "int64_t"})
	return loops, defs.String(), undefBuf.String(), err
}

// strideLoops wraps the loop nest of an image that involves the offsets
// gk<d> (gb<d>) of grid-stride loops in loops over them: gk<d> = 0,
// gs<d>, ... (gb<d> = 0, gd<d>, ...) up to the kernel's bound
// (model.GridStride.Last).
func strideLoops(img *isl.Set, loops string, lasts map[string]model.GridStride) (string, error) {
	params, err := paramNamesOf(img)
	if err != nil {
		return "", err
	}
	for _, d := range boxDims {
		for _, offset := range []string{"gk" + d, "gb" + d} {
			if !slices.Contains(params, offset) {
				continue
			}
			g, ok := lasts[offset]
			if !ok {
				return "", fmt.Errorf("the map has %s but the kernel has no grid-stride loop with that offset", offset)
			}
			loops = strideLoop(g, loops)
		}
	}
	return loops, nil
}

// strideLoop wraps loops in the loop over the offsets of g.
func strideLoop(g model.GridStride, loops string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "for (int64_t %[1]s = 0; %[1]s <= max(0, %[2]s); %[1]s += %[3]s) {\n", g.Offset(), g.Last, g.Step())
	for _, line := range strings.Split(strings.TrimRight(loops, "\n"), "\n") {
		b.WriteString("  " + line + "\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// lastText and lastIdent are what a grid-stride bound may be made of:
// the names of the box, gs<d>, max() and (not listed) the integer scalars.
var (
	lastText  = regexp.MustCompile(`^[A-Za-z0-9_ ()+\-*,]+$`)
	lastIdent = regexp.MustCompile(`^(max|(bol|boh|bmin|bmax|bd|gd|gs)[xyz])$`)
)

// checkLast makes sure a grid-stride bound is a C expression of the names
// the enumerators define.
func checkLast(g model.GridStride, slots map[string]int) error {
	if !slices.Contains(boxDims[:], g.Dim) {
		return fmt.Errorf("grid-stride loop along %q (want x, y or z)", g.Dim)
	}
	if !lastText.MatchString(g.Last) {
		return fmt.Errorf("grid-stride bound %q is not an expression of the box's parameters", g.Last)
	}
	for _, id := range sizeIdent.FindAllString(g.Last, -1) {
		if _, scalar := slots[id]; !scalar && !lastIdent.MatchString(id) {
			return fmt.Errorf("grid-stride bound %q: unknown name %q", g.Last, id)
		}
	}
	return nil
}

// paramNamesOf lists the names of s's parameters, in order.
func paramNamesOf(s *isl.Set) ([]string, error) {
	n, err := s.Dims(isl.Param)
	if err != nil {
		return nil, err
	}
	names := make([]string, n)
	for i := range names {
		if names[i], err = s.DimName(isl.Param, i); err != nil {
			return nil, err
		}
	}
	return names, nil
}

// dropUnusedParams simplifies img in the context of the box parameters it
// involves, which it returns, and projects out the parameters img does not
// involve, before the gist (isl's gist costs with the parameters in play)
// and after it (the gist may drop the only constraints that involved some
// parameter).
func dropUnusedParams(c *isl.Ctx, img *isl.Set) (*isl.Set, *isl.Set, error) {
	img, err := projectUnusedParams(img)
	if err != nil {
		return nil, nil, err
	}
	names, err := paramNamesOf(img)
	if err != nil {
		return nil, nil, err
	}
	var dims [3]bool
	for _, n := range names {
		for i, d := range boxDims {
			for _, prefix := range boxParamPrefixes {
				dims[i] = dims[i] || n == prefix+d
			}
		}
	}
	context, err := c.ParseSet(boxContext(dims))
	if err != nil {
		return nil, nil, err
	}
	// Where the gist explodes (a fully unrolled loop's hundreds of
	// offsets, each with its divisions: HeCBench's hexciton spent minutes
	// in one), the image stays as it is, and the loop nest's budget
	// decides.
	c.Limit(gistOps)
	gisted := img.GistParams(context)
	c.Limit(0)
	if errors.Is(gisted.Err(), isl.ErrBudget) {
		gisted = img
	}
	img, err = projectUnusedParams(gisted)
	return img, context, err
}

// gistOps bounds dropUnusedParams's gist, which keeps the loop nest
// tractable: dctcols.cu's dct_cols takes 64-256 K operations in it, and
// the loop nest of its image without the gist more than 256 M.
// loopNestOps bounds islLoopNest's work, which no kernel of the corpus
// comes near once its image is gisted (all of them fit in 256 K; without
// their gists examples/hotspot's hotspot_valid takes 8-16 M). hexciton's
// kernel with DIM=7 took more than ten minutes before. Variables, which a
// test lowers.
var gistOps, loopNestOps uint64 = 1 << 20, 1 << 22

func projectUnusedParams(s *isl.Set) (*isl.Set, error) {
	n, err := s.Dims(isl.Param)
	if err != nil {
		return nil, err
	}
	for pos := n - 1; pos >= 0; pos-- {
		used, err := s.Involves(isl.Param, pos)
		if err != nil {
			return nil, err
		}
		if !used {
			s = s.ProjectOut(isl.Param, pos, 1)
		}
	}
	return s, s.Err()
}

// paramContext projects out of the context the parameters s does not have,
// keeping what they imply for the others (such as 0 <= boly through
// 0 <= bminy <= boly).
func paramContext(context, s *isl.Set) (*isl.Set, error) {
	names, err := paramNamesOf(context)
	if err != nil {
		return nil, err
	}
	for pos := len(names) - 1; pos >= 0; pos-- {
		if _, err := s.FindDim(isl.Param, names[pos]); err != nil {
			context = context.ProjectOut(isl.Param, pos, 1)
		}
	}
	return context, context.Err()
}

// mergeTwins replaces pieces that cover the same rows by their convex hull
// where the hull adds no point: a stencil's x-1, x, x+1 accesses, or the
// x, y, z and w fields of float4s (four stride-4 pieces that only together
// fill an interval), become one piece when isl can prove it for all
// parameters. Fewer pieces make isl's loop nest, and the enumerator,
// cheaper; a strided piece would be enumerated point by point. Each proof
// has a budget: one isl cannot settle within it (the unions of many
// pieces with products of blockDim) leaves the pieces apart.
func mergeTwins(c *isl.Ctx, pieces []*isl.Set, rank int) ([]*isl.Set, error) {
	var out []*isl.Set
	used := make([]bool, len(pieces))
	// Proofs that run out of the budget say these pieces are hard for isl:
	// after maxExhausted of them, no more is tried.
	exhausted := 0
	exhaust := func(err error) error {
		if errors.Is(err, isl.ErrBudget) {
			exhausted++
			return nil
		}
		return err
	}
	// tightHull returns the hull of the union of sets when it adds no point.
	tightHull := func(sets []*isl.Set) (*isl.Set, bool, error) {
		if exhausted >= maxExhausted {
			return nil, false, nil
		}
		c.Limit(mergeBudget)
		defer c.Limit(0)
		union := sets[0]
		for _, s := range sets[1:] {
			union = union.Union(s)
		}
		hull := union.SimpleHull()
		tight, err := hull.IsSubset(union)
		return hull, tight, exhaust(err)
	}
	// sameRows reports whether pieces a and b cover the same rows.
	sameRows := func(a, b *isl.Set) (bool, error) {
		if exhausted >= maxExhausted {
			return false, nil
		}
		c.Limit(mergeBudget)
		defer c.Limit(0)
		same, err := a.ProjectOut(isl.Dim, rank-1, 1).IsEqual(b.ProjectOut(isl.Dim, rank-1, 1))
		return same, exhaust(err)
	}
	for i, cur := range pieces {
		if used[i] {
			continue
		}
		group := []int{}
		for j := i + 1; j < len(pieces); j++ {
			if used[j] {
				continue
			}
			same, err := sameRows(cur, pieces[j])
			if err != nil {
				return nil, err
			}
			if same {
				group = append(group, j)
			}
		}
		if len(group) > 1 {
			sets := []*isl.Set{cur}
			for _, j := range group {
				sets = append(sets, pieces[j])
			}
			hull, tight, err := tightHull(sets)
			if err != nil {
				return nil, err
			}
			if tight {
				for _, j := range group {
					used[j] = true
				}
				out = append(out, hull)
				continue
			}
		}
		for _, j := range group {
			hull, tight, err := tightHull([]*isl.Set{cur, pieces[j]})
			if err != nil {
				return nil, err
			}
			if tight {
				cur, used[j] = hull, true
			}
		}
		out = append(out, cur)
	}
	return out, nil
}

// mergeBudget bounds the work of one proof of mergeTwins, in isl's steps:
// no proof of the test corpora reaches it; the 31 pieces of a write
// through rows of blockDim.x*blockDim.y*blockDim.z took minutes without
// it, and HeCBench bm3d's DCT (38 pieces of an 8-strided column behind a
// guard on its size) over 15 minutes comparing their rows, then, with
// each comparison bounded, still minutes for the 700 comparisons;
// maxExhausted proofs that run out of it end the merging.
const mergeBudget, maxExhausted = 100_000, 4

// emptyEnumerator is the enumerator of an access no block makes.
func emptyEnumerator(fn string) string {
	return fmt.Sprintf("static int64_t %s(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, mgpu_range *out, int64_t cap) {\n"+
		"  (void)box; (void)scalars; (void)out; (void)cap;\n  return 0;\n}\n\n", fn)
}

// linear is the C expression of the linear element index of A[rows..., last].
func linear(rows []string, last string, nsizes int) string {
	if len(rows) == 0 {
		return "(" + last + ")"
	}
	e := "(" + rows[0] + ")"
	for i := 1; i < len(rows); i++ {
		e = fmt.Sprintf("(%s * __sz%d + (%s))", e, i-1, rows[i])
	}
	return fmt.Sprintf("(%s * __sz%d + (%s))", e, nsizes-1, last)
}

func prefix(names []string, p string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = p + n
	}
	return out
}

// gridStrideParam matches the parameters of grid-stride loops: gs<d>
// (blockDim*gridDim), gk<d> and gb<d> (a loop's offset).
var gridStrideParam = regexp.MustCompile(`^g[skb][xyz]$`)

// paramNames checks the map's parameters: the launch parameters, p<i> of
// integer scalars and those of grid-stride loops.
func paramNames(acc *isl.Map, slots map[string]int) ([]string, error) {
	n, err := acc.Dims(isl.Param)
	if err != nil {
		return nil, err
	}
	var names []string
	for i := 0; i < n; i++ {
		name, err := acc.DimName(isl.Param, i)
		if err != nil {
			return nil, err
		}
		_, scalar := slots[name]
		if !scalar && !slices.Contains(launchParams, name) && !gridStrideParam.MatchString(name) {
			return nil, fmt.Errorf("parameter %q is neither blockDim/gridDim nor an integer scalar parameter with a scalar slot", name)
		}
		names = append(names, name)
	}
	return names, nil
}

// plainSize matches size expressions that are already valid C over the
// parameters (products of parameters, which isl cannot parse).
var plainSize = regexp.MustCompile(`^[A-Za-z0-9_+\-* ()]+$`)

var sizeIdent = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// sizeExpr is the C expression of an array size given as an affine
// expression of the parameters.
func sizeExpr(c *isl.Ctx, s string, names []string) (string, error) {
	for _, id := range sizeIdent.FindAllString(s, -1) {
		if !slices.Contains(names, id) && !slices.Contains(launchParams, id) {
			return "", fmt.Errorf("unknown name %q (the sizes may use the access map's parameters only)", id)
		}
	}
	all := append(append([]string{}, launchParams...), names...)
	pa, err := c.ParsePwAff(fmt.Sprintf("[%s] -> { [(%s)] }", strings.Join(all, ", "), s))
	if err != nil {
		if plainSize.MatchString(s) {
			return "(" + s + ")", nil
		}
		return "", err
	}
	defer pa.Free()
	context, err := c.ParseSet(launchContext)
	if err != nil {
		return "", err
	}
	e, err := c.ExprC(pa, context.AlignParams(pa.Domain()).Params())
	if err != nil {
		return "", err
	}
	return "(" + e + ")", nil
}
