// Package enumgen generates, from a kernel model, the C translation unit
// that a program built by mgpucc links: one range enumerator per access map
// of every pointer parameter of a split kernel, and one descriptor per
// kernel, registered with the runtime from a static constructor
// (docs/abi.md).
//
// An enumerator lists the element ranges that the blocks of a box touch.
// It is a loop nest over the image of the box under the access map, with
// the box and the launch values as isl parameters. The image is split into
// convex pieces (one per access, those covering the same rows merged where
// isl proves their hull exact); the loop nest scans the rows of the array
// and, per row and piece, emits the piece's run [lo, hi] of the last
// dimension. The bounds come from Fourier-Motzkin elimination over the
// pieces' constraints (loops.go), which is exact for the points emitted.
// A piece with strides (existentially quantified variables) gets each row's
// hull when the enumeration may over-approximate (reads), and is scanned
// point by point within the hull, with the strides' definitions, when it
// must be exact (writes). isl's AST generator, about a thousand times
// slower, builds the loop nest only where that does not apply (coefficients
// too large, strides without a definition). At run time the runs of a row
// are sorted and merged, linearized with the array's sizes, and adjacent
// ranges merged across rows, so the full-width rows of a row block are one
// range.
package enumgen

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"

	"mgpucc/isl"
	"mgpucc/model"
)

// launchParams are the parameters every access map starts with.
var launchParams = []string{"bdz", "bdy", "bdx", "gdz", "gdy", "gdx"}

// boxDims name the grid's dimensions in the order of the domain. The isl
// parameters of dimension d are boxParamPrefixes with d appended: the
// launch's blockDim and gridDim, the box's block range [bmin, bmax) and
// its blockOff range [bol, boh] (bol = bmin*blockDim and boh =
// (bmax-1)*blockDim are computed in C, as isl cannot multiply parameters),
// and for grid-stride loops gs = blockDim*gridDim (computed in C too) and
// the loop's offset gk, a multiple of gs the enumerator steps through (gb,
// a multiple of gridDim, for loops over the blocks).
var (
	boxDims          = [3]string{"z", "y", "x"}
	boxParamPrefixes = []string{"bd", "gd", "bmin", "bmax", "bol", "boh", "gs", "gk", "gb"}
)

// boxDomain constrains those of the map's domain dimensions [boz, boy,
// box, bz, by, bx] that it involves to the box. blockOff and blockIdx are
// related only through their ranges, which the analysis accounts for (it
// emits only maps exact under this relaxation). A dimension the map does
// not involve is left free: the box is never empty, so constraining it
// would add only conditions the context implies, and parameters isl would
// then carry through every operation.
func boxDomain(involved [6]bool) string {
	var params, bounds []string
	for i, d := range boxDims {
		if involved[i] {
			params = append(params, "bol"+d, "boh"+d)
			bounds = append(bounds, fmt.Sprintf("bol%[1]s <= bo%[1]s <= boh%[1]s", d))
		}
		if involved[3+i] {
			params = append(params, "bmin"+d, "bmax"+d)
			bounds = append(bounds, fmt.Sprintf("bmin%[1]s <= b%[1]s < bmax%[1]s", d))
		}
	}
	cond := ""
	if len(bounds) > 0 {
		cond = " : " + strings.Join(bounds, " and ")
	}
	return fmt.Sprintf("[%s] -> { [boz, boy, box, bz, by, bx]%s }", strings.Join(params, ", "), cond)
}

// boxContext is what holds for every box the runtime passes (an empty box
// returns before the loop nest runs), over the parameters of the grid
// dimensions dims: they are independent of each other, and isl's work
// grows with the parameters in play.
func boxContext(dims [3]bool) string {
	var params, conds []string
	for i, d := range boxDims {
		if dims[i] {
			for _, prefix := range boxParamPrefixes {
				params = append(params, prefix+d)
			}
			conds = append(conds, fmt.Sprintf("bd%[1]s >= 1 and gd%[1]s >= 1 and "+
				"0 <= bmin%[1]s < bmax%[1]s <= gd%[1]s and bmin%[1]s <= bol%[1]s <= boh%[1]s and gs%[1]s >= 1 and gk%[1]s >= 0 and gb%[1]s >= 0", d))
		}
	}
	if len(conds) == 0 {
		return "{ : }"
	}
	return fmt.Sprintf("[%s] -> { : %s }", strings.Join(params, ", "), strings.Join(conds, " and "))
}

// launchContext is what holds for the launch values the array sizes use.
const launchContext = `[bdz, bdy, bdx, gdz, gdy, gdx] -> { :
 bdz >= 1 and bdy >= 1 and bdx >= 1 and gdz >= 1 and gdy >= 1 and gdx >= 1 }`

// Generate returns the C translation unit (C99, includes "mgpu.h") with the
// enumerators and descriptors of every kernel of m.
func Generate(m *model.Model) (string, error) {
	var descs strings.Builder
	var jobs []job
	var names []string
	for ki := range m.Kernels {
		k := &m.Kernels[ki]
		js, name, err := generateKernel(&descs, ki, k)
		if err != nil {
			return "", fmt.Errorf("enumgen: kernel %s: %w", k.Name, err)
		}
		jobs = append(jobs, js...)
		names = append(names, name)
	}
	// Each enumerator has its own isl context: generate them in parallel.
	// Accesses with the same map (the same pattern on several arrays) share
	// one enumerator.
	codes := make([]string, len(jobs))
	errs := make([]error, len(jobs))
	first := map[string]int{}
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(jobs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				codes[i], errs[i] = jobs[i].run()
			}
		}()
	}
	for i, j := range jobs {
		key := fmt.Sprint(j.text, j.exact, j.sizes, j.slots, j.lasts)
		if f, ok := first[key]; ok {
			codes[i] = fmt.Sprintf("#define %s %s\n\n", j.fn, jobs[f].fn)
			continue
		}
		first[key] = i
		next <- i
	}
	close(next)
	wg.Wait()
	var b strings.Builder
	b.WriteString(prelude)
	for i, j := range jobs {
		if errs[i] != nil {
			return "", fmt.Errorf("enumgen: %s: %w", j.what, errs[i])
		}
		b.WriteString(codes[i])
	}
	b.WriteString(descs.String())
	b.WriteString("__attribute__((constructor)) static void __mgpu_register_generated(void) {\n")
	for _, d := range names {
		fmt.Fprintf(&b, "  __mgpuRegisterGeneratedKernel(&%s);\n", d)
	}
	b.WriteString("}\n")
	return b.String(), nil
}

// job is one enumerator to generate.
type job struct {
	what, fn, text string // what: the access, for errors
	exact          bool
	sizes          []string
	slots          map[string]int
	lasts          map[string]model.GridStride // by offset parameter (gk<d>, gb<d>)
}

func (j job) run() (string, error) { return enumerator(j) }

// mode is one kind of access of a pointer parameter.
type mode struct {
	name string // used in the enumerator's name
	text func(*model.Access) string
}

var modes = []mode{
	{"read", func(a *model.Access) string { return a.Read }},
	{"write", func(a *model.Access) string { return a.Write }},
	{"maywrite", func(a *model.Access) string { return a.MayWrite }},
}

// splitCodes are the C names of the model's split dimensions.
var splitCodes = map[string]string{
	model.SplitNone: "MGPU_SPLIT_NONE", model.SplitX: "MGPU_SPLIT_X",
	model.SplitY: "MGPU_SPLIT_Y", model.SplitZ: "MGPU_SPLIT_Z",
}

// generateKernel writes the kernel's descriptor and returns the jobs that
// make its enumerators and the descriptor's C name.
func generateKernel(b *strings.Builder, ki int, k *model.Kernel) ([]job, string, error) {
	ident := fmt.Sprintf("%s_k%d", cIdent(k.Mangled), ki)
	split, ok := splitCodes[k.Split]
	if !ok {
		return nil, "", fmt.Errorf("unknown split %q (want none, x, y or z)", k.Split)
	}
	slots := map[string]int{} // isl parameter name p<i> or p<i>f<o> -> scalar slot
	var fields []string
	for _, p := range k.Params {
		if p.ScalarSlot >= 0 {
			slots[fmt.Sprintf("p%d", p.Index)] = p.ScalarSlot
		}
		for _, f := range p.Fields {
			slots[fmt.Sprintf("p%df%d", p.Index, f.Offset)] = f.ScalarSlot
			fields = append(fields, fmt.Sprintf("  {%d, %d, %d, %d, %d, 0},\n", p.Index, f.Offset, f.Size, boolInt(f.Signed), f.ScalarSlot))
		}
	}
	lasts := map[string]model.GridStride{} // by offset parameter
	for _, g := range k.GridStrides {
		if err := checkLast(g, slots); err != nil {
			return nil, "", err
		}
		lasts[g.Offset()] = g
	}
	var params, ptrFields []string
	var jobs []job
	// accesses writes the read, write and may_write initialisers of a
	// pointer's access (the enumerators named after what, an identifier).
	accesses := func(a *model.Access, what, words string) (acc [3]string) {
		if k.Split == model.SplitNone || a == nil {
			// Unknown or unsplit: the whole buffer may be read and written.
			return [3]string{accessAll, accessNone, accessAll}
		}
		for mi, md := range modes {
			text := md.text(a)
			switch {
			case md.name == "read" && a.ReadAll:
				acc[mi] = accessAll
			case text == "":
				acc[mi] = accessNone
			default:
				fn := fmt.Sprintf("__mgpu_enum_%s_%s_%s", ident, what, md.name)
				jobs = append(jobs, job{
					what: fmt.Sprintf("kernel %s: %s %s map", k.Name, words, md.name),
					fn:   fn, text: text, exact: md.name != "read", sizes: a.Sizes, slots: slots, lasts: lasts,
				})
				acc[mi] = fmt.Sprintf("{MGPU_ACCESS_ENUM, 0, %s, {0, 0, 0, 0}}", fn)
			}
		}
		return acc
	}
	elemSize := func(a *model.Access) int {
		if a == nil {
			return 0
		}
		return a.ElemSize
	}
	// reduce is the mgpu_param_desc.reduce initialiser of a pointer.
	reduce := func(a *model.Access) string {
		if k.Split == model.SplitNone || a == nil || a.Reduce == "" {
			return "0"
		}
		return "MGPU_REDUCE_" + strings.ToUpper(a.Reduce)
	}
	reduceValue := func(a *model.Access) string {
		if reduce(a) == "0" {
			return "0"
		}
		return fmt.Sprintf("%#xull", a.ReduceValue)
	}
	for _, p := range k.Params {
		accs := []*model.Access{p.Access}
		for _, f := range p.PointerFields {
			accs = append(accs, f.Access)
		}
		for _, a := range accs {
			if a != nil && a.Reduce != "" && !slices.Contains(model.Reductions, a.Reduce) {
				return nil, "", fmt.Errorf("kernel %s: parameter %d: unknown reduction %q (known: %s)", k.Name, p.Index, a.Reduce, strings.Join(model.Reductions, ", "))
			}
		}
	}
	for _, p := range k.Params {
		acc := [3]string{accessNone, accessNone, accessNone}
		if p.Kind == model.ParamPointer {
			acc = accesses(p.Access, fmt.Sprint(p.Index), fmt.Sprintf("parameter %d", p.Index))
		}
		kind := map[string]string{model.ParamScalar: "MGPU_PARAM_SCALAR", model.ParamPointer: "MGPU_PARAM_POINTER"}[p.Kind]
		if kind == "" {
			kind = "MGPU_PARAM_OTHER"
		}
		params = append(params, fmt.Sprintf("  {%s, %d, %d, %d, %d, %s, %s, %s, %s, %s},\n",
			kind, p.Size, elemSize(p.Access), p.ScalarSlot, boolInt(p.Signed), reduce(p.Access), acc[0], acc[1], acc[2], reduceValue(p.Access)))
		// Pointer fields are described for split kernels; an unsplit
		// launch makes the buffers in a struct argument whole on device 0.
		for _, f := range p.PointerFields {
			if k.Split == model.SplitNone {
				break
			}
			acc := accesses(f.Access, fmt.Sprintf("%df%d", p.Index, f.Offset), fmt.Sprintf("pointer at byte %d of parameter %d", f.Offset, p.Index))
			ptrFields = append(ptrFields, fmt.Sprintf("  {%d, %d, {MGPU_PARAM_POINTER, 8, %d, -1, 0, %s, %s, %s, %s, %s}},\n",
				p.Index, f.Offset, elemSize(f.Access), reduce(f.Access), acc[0], acc[1], acc[2], reduceValue(f.Access)))
		}
	}
	paramsRef := "NULL"
	if len(params) > 0 {
		paramsRef = "__mgpu_params_" + ident
		fmt.Fprintf(b, "static const mgpu_param_desc %s[] = {\n%s};\n", paramsRef, strings.Join(params, ""))
	}
	partitioned := "NULL"
	if k.Partitioned != "" {
		partitioned = cString(k.Partitioned)
	}
	desc := "__mgpu_desc_" + ident
	flags := "0"
	switch {
	case k.Indirect:
		flags = "MGPU_KERNEL_INDIRECT"
	case k.Split != model.SplitNone:
		// A split kernel follows no pointer the analysis did not see.
		flags = "MGPU_KERNEL_STRUCTS_DESCRIBED"
	}
	validFn, requiresText, err := splitValid(b, ident, k, k.SplitRequires, slots)
	if err != nil {
		return nil, "", err
	}
	var alternatives []string
	for _, alt := range k.Alternatives {
		if k.Split == model.SplitNone {
			break
		}
		dim, ok := splitCodes[alt.Split]
		if !ok || alt.Split == k.Split || alt.Split == model.SplitNone {
			return nil, "", fmt.Errorf("kernel %s: alternative split %q (want x, y or z, other than %s)", k.Name, alt.Split, k.Split)
		}
		fn, text, err := splitValid(b, ident+"_"+alt.Split, k, alt.SplitRequires, slots)
		if err != nil {
			return nil, "", err
		}
		alternatives = append(alternatives, fmt.Sprintf("  {%s, 0, %s, %s},\n", dim, fn, text))
	}
	alternativesRef := "NULL"
	if len(alternatives) > 0 {
		alternativesRef = "__mgpu_alternatives_" + ident
		fmt.Fprintf(b, "static const mgpu_split_alternative %s[] = {\n%s};\n", alternativesRef, strings.Join(alternatives, ""))
	}
	fieldsRef := "NULL"
	if len(fields) > 0 {
		fieldsRef = "__mgpu_fields_" + ident
		fmt.Fprintf(b, "static const mgpu_field_desc %s[] = {\n%s};\n", fieldsRef, strings.Join(fields, ""))
	}
	ptrFieldsRef := "NULL"
	if len(ptrFields) > 0 {
		ptrFieldsRef = "__mgpu_ptrfields_" + ident
		fmt.Fprintf(b, "static const mgpu_ptrfield_desc %s[] = {\n%s};\n", ptrFieldsRef, strings.Join(ptrFields, ""))
	}
	var varReductions []string
	for _, v := range k.VarReductions {
		if k.Split == model.SplitNone {
			break
		}
		if !slices.Contains(model.Reductions, v.Reduce) {
			return nil, "", fmt.Errorf("kernel %s: variable %s: unknown reduction %q (known: %s)", k.Name, v.Var, v.Reduce, strings.Join(model.Reductions, ", "))
		}
		varReductions = append(varReductions, fmt.Sprintf("  {%s, MGPU_REDUCE_%s, %d, %#xull},\n", cString(v.Var), strings.ToUpper(v.Reduce), v.ElemSize, v.ReduceValue))
	}
	varReductionsRef := "NULL"
	if len(varReductions) > 0 {
		varReductionsRef = "__mgpu_varreductions_" + ident
		fmt.Fprintf(b, "static const mgpu_var_reduction %s[] = {\n%s};\n", varReductionsRef, strings.Join(varReductions, ""))
	}
	fmt.Fprintf(b, "static const mgpu_kernel_desc %s = {%s, %s, %s, %s, %s, %s, %d, %s, %s, %s, %s, %d, %s, %d, %s, %d, %s, %d, %s};\n\n",
		desc, cString(k.Mangled), cString(k.Name), partitioned, cString(k.Reason), cString(k.Position),
		split, len(k.Params), paramsRef, flags, validFn, requiresText, len(fields), fieldsRef, len(ptrFields), ptrFieldsRef,
		len(varReductions), varReductionsRef, len(alternatives), alternativesRef)
	return jobs, desc, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// requirement is the form of model.Kernel.SplitRequires, valid C as it
// is: terms (an integer times one name or a product of two) joined by
// " + " and " - ", "<=" an integer; or a blockDim that is a multiple of a
// positive integer.
var requirement = regexp.MustCompile(`^-?(\d+\*)?` + reqName + `( [+-] (\d+\*)?` + reqName + `| [+-] \d+)* <= -?\d+$|^bd[xyz] % [1-9]\d* == 0$`)

const reqName = `[A-Za-z_][A-Za-z0-9_]*(\*[A-Za-z_][A-Za-z0-9_]*)?`

// splitValid writes the function that tells whether a launch satisfies
// the requirements reqs of a split of k (its own, or an alternative's),
// and returns the split_valid and split_requires initialisers (NULL, NULL
// without any).
func splitValid(b *strings.Builder, ident string, k *model.Kernel, reqs []string, slots map[string]int) (fn, text string, err error) {
	if len(reqs) == 0 || k.Split == model.SplitNone {
		return "NULL", "NULL", nil
	}
	var conds, readable []string
	scalars := map[string]int{}
	argNames := map[string]string{} // p<i> -> its source name, p<i>f<o> -> name@o
	for _, p := range k.Params {
		if p.Name != "" {
			argNames[fmt.Sprintf("p%d", p.Index)] = p.Name
			for _, f := range p.Fields {
				argNames[fmt.Sprintf("p%df%d", p.Index, f.Offset)] = fmt.Sprintf("%s@%d", p.Name, f.Offset)
			}
		}
	}
	argWords := func(id string) string {
		if name, ok := argNames[id]; ok {
			return name
		}
		return id
	}
	for _, r := range reqs {
		if !requirement.MatchString(r) {
			return "", "", fmt.Errorf("split requirement %q is not \"affine expression <= integer\" nor \"bd<d> %% integer == 0\"", r)
		}
		for _, id := range sizeIdent.FindAllString(r, -1) {
			slot, scalar := slots[id]
			if !scalar && !slices.Contains(launchParams, id) {
				return "", "", fmt.Errorf("split requirement %q: unknown name %q (want blockDim, gridDim or an integer scalar parameter)", r, id)
			}
			if scalar {
				scalars[id] = slot
			}
		}
		conds = append(conds, "("+r+")")
		readable = append(readable, sizeIdent.ReplaceAllStringFunc(launchWords.Replace(r), argWords))
	}
	fn = "__mgpu_split_valid_" + ident
	fmt.Fprintf(b, "static int32_t %s(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars) {\n  MGPU_BOX_PARAMS(box);\n", fn)
	for _, id := range slices.Sorted(maps.Keys(scalars)) {
		fmt.Fprintf(b, "  const int64_t %s = scalars[%d];\n", id, scalars[id])
	}
	fmt.Fprintf(b, "  (void)scalars;\n  return %s;\n}\n", strings.Join(conds, " && "))
	return fn, cString(strings.Join(readable, " and ")), nil
}

// launchWords spells the launch parameters as CUDA does, for reports.
var launchWords = strings.NewReplacer("bdx", "blockDim.x", "bdy", "blockDim.y", "bdz", "blockDim.z",
	"gdx", "gridDim.x", "gdy", "gridDim.y", "gdz", "gridDim.z")

const (
	accessNone = "{MGPU_ACCESS_NONE, 0, NULL, {0, 0, 0, 0}}"
	accessAll  = "{MGPU_ACCESS_ALL, 0, NULL, {0, 0, 0, 0}}"
)

// enumerator returns the C function j.fn enumerating the image of the box
// under the access map j.text: exactly when j.exact is set, else possibly
// over-approximated by the hull of each row of each convex piece. A map
// of grid-stride loops is enumerated for each of their offsets gk<d>.
func enumerator(j job) (string, error) {
	fn, text, exact, sizes, slots := j.fn, j.text, j.exact, j.sizes, j.slots
	c := isl.NewCtx()
	defer c.Close()
	acc, err := c.ParseMap(text)
	if err != nil {
		return "", err
	}
	if n, err := acc.Dims(isl.In); err != nil || n != 6 {
		return "", fmt.Errorf("domain has %d dimensions, want 6 [boz, boy, box, bz, by, bx]", n)
	}
	rank, err := acc.Dims(isl.Out)
	if err != nil {
		return "", err
	}
	if rank < 1 {
		return "", fmt.Errorf("access map %s has no array dimensions", text)
	}
	if len(sizes) != rank-1 {
		return "", fmt.Errorf("%d sizes for a %d-dimensional array, want %d", len(sizes), rank, rank-1)
	}
	names, err := paramNames(acc, slots)
	if err != nil {
		return "", err
	}
	var involved [6]bool
	wrapped := acc.Wrap() // the domain's dimensions come first
	for i := range involved {
		if involved[i], err = wrapped.Involves(isl.Dim, i); err != nil {
			return "", err
		}
	}
	box, err := c.ParseSet(boxDomain(involved))
	if err != nil {
		return "", err
	}
	img := acc.IntersectDomain(box).Range().SetTupleName("A")
	// isl's work grows with the parameters in play: the loop nest is built
	// over those the image involves only (a 2-D access leaves out the z
	// dimension's box and the grid size, for example).
	img, context, err := dropUnusedParams(c, img)
	if err != nil {
		return "", err
	}

	rows := make([]string, rank-1)
	for i := range rows {
		rows[i] = fmt.Sprintf("r%d", i)
	}
	pieces, err := img.Pieces()
	if err != nil {
		return "", err
	}
	if pieces, err = mergeTwins(c, pieces, rank); err != nil {
		return "", err
	}
	if len(pieces) == 0 {
		return emptyEnumerator(fn), nil
	}
	// Per row, each convex piece of the image gives its runs in order.
	// With one piece they go straight to the output; with several, a row's
	// runs are buffered, sorted and merged when the row ends.
	emit := "__mgpu_interval(&em, " + linear(rows, "0", len(sizes)) + ", "
	if len(pieces) == 1 {
		emit = "__mgpu_emit(&em, "
	}
	var loops, defines, undefs string
	convex, ok, err := convexPieces(pieces, exact)
	if err != nil {
		return "", err
	}
	if ok && len(convex) == 0 {
		return emptyEnumerator(fn), nil
	}
	if ok {
		params, err := paramNamesOf(img)
		if err != nil {
			return "", err
		}
		loops = loopNest(convex, params, append(slices.Clone(rows), "x"), func(lo, hi string) string {
			return fmt.Sprintf("%s%s, %s + 1)", emit, linear(rows, lo, len(sizes)), linear(rows, hi, len(sizes)))
		})
	} else {
		loopContext, err := paramContext(context, img)
		if err != nil {
			return "", err
		}
		if loops, defines, undefs, err = islLoopNest(c, pieces, rows, sizes, emit, exact, loopContext); err != nil {
			return "", err
		}
	}
	if loops, err = strideLoops(img, loops, j.lasts); err != nil {
		return "", err
	}
	sizeExprs := make([]string, len(sizes))
	for i, s := range sizes {
		if sizeExprs[i], err = sizeExpr(c, s, names); err != nil {
			return "", fmt.Errorf("size %d %q: %w", i, s, err)
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "static int64_t %s(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, mgpu_range *out, int64_t cap) {\n", fn)
	b.WriteString("  if (__mgpu_box_empty(box)) return 0;\n  MGPU_BOX_PARAMS(box);\n")
	for _, n := range names {
		if slot, ok := slots[n]; ok {
			fmt.Fprintf(&b, "  const int64_t %s __attribute__((unused)) = scalars[%d];\n", n, slot)
		}
	}
	for i, e := range sizeExprs {
		fmt.Fprintf(&b, "  const int64_t __sz%d = %s;\n", i, e)
	}
	b.WriteString("  __mgpu_emitter em = {.out = out, .cap = cap};\n")
	b.WriteString(defines)
	for _, line := range strings.Split(strings.TrimRight(loops, "\n"), "\n") {
		b.WriteString("  " + line + "\n")
	}
	b.WriteString(undefs)
	b.WriteString("  return __mgpu_finish(&em);\n}\n\n")
	return b.String(), nil
}

// islLoopNest returns the loop nest isl's AST generator makes for pieces
// that convexPieces does not take (strided ones), and the macros its
// statements call. The statements are scheduled by (row, piece, x, kind).
func islLoopNest(c *isl.Ctx, pieces []*isl.Set, rows, sizes []string, emit string, exact bool, loopContext *isl.Set) (loops, defines, undefs string, err error) {
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
	img, err = projectUnusedParams(img.GistParams(context))
	return img, context, err
}

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
	// tightHull returns the hull of the union of sets when it adds no point.
	tightHull := func(sets []*isl.Set) (*isl.Set, bool, error) {
		c.Limit(mergeBudget)
		defer c.Limit(0)
		union := sets[0]
		for _, s := range sets[1:] {
			union = union.Union(s)
		}
		hull := union.SimpleHull()
		tight, err := hull.IsSubset(union)
		if errors.Is(err, isl.ErrBudget) {
			return nil, false, nil
		}
		return hull, tight, err
	}
	for i, cur := range pieces {
		if used[i] {
			continue
		}
		rows := cur.ProjectOut(isl.Dim, rank-1, 1)
		group := []int{}
		for j := i + 1; j < len(pieces); j++ {
			if used[j] {
				continue
			}
			same, err := pieces[j].ProjectOut(isl.Dim, rank-1, 1).IsEqual(rows)
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
// through rows of blockDim.x*blockDim.y*blockDim.z took minutes without it.
const mergeBudget = 100_000

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

// cIdent makes a C identifier fragment of a symbol name.
func cIdent(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteString("_")
		}
	}
	return b.String()
}

// cString is s as a C string literal.
func cString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range []byte(s) {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteByte(r)
		case r < 0x20 || r >= 0x7f:
			fmt.Fprintf(&b, "\\%03o", r) // three digits: a following digit is not absorbed
		default:
			b.WriteByte(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
