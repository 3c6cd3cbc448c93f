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
// A piece with strides (existentially quantified variables) is scanned
// point by point within each row's hull, with the strides' definitions,
// when it must be exact (writes), or when its points lie far apart
// (scanStride); a read with nearby points gets each row's hull, an
// over-approximation reads allow. isl's AST generator, about a thousand times
// slower, builds the loop nest only where that does not apply (coefficients
// too large, strides without a definition). At run time the runs of a row
// are sorted and merged, linearized with the array's sizes, and adjacent
// ranges merged across rows, so the full-width rows of a row block are one
// range.
package enumgen

import (
	"fmt"
	"maps"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"

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

// KernelError is a kernel of the model whose enumerators or descriptor
// cannot be made: a model the analysis should not have written, or one isl
// cannot list. The driver then runs the kernel as one whose accesses are
// unknown (cmd/mgpucc, unlist), which needs neither.
type KernelError struct {
	Kernel int // its index in the model
	Err    error
}

func (e *KernelError) Error() string { return e.Err.Error() }
func (e *KernelError) Unwrap() error { return e.Err }

// Generate returns the C translation unit (C99, includes "mgpu.h") with the
// enumerators and descriptors of every kernel of m; a kernel's failure is
// a *KernelError.
func Generate(m *model.Model) (string, error) {
	var descs strings.Builder
	var jobs []job
	var names []string
	firstJob := make([]int, len(m.Kernels)+1) // kernel ki's jobs are jobs[firstJob[ki]:firstJob[ki+1]]
	for ki := range m.Kernels {
		k := &m.Kernels[ki]
		js, name, err := generateKernel(&descs, ki, k)
		if err != nil {
			return "", &KernelError{Kernel: ki, Err: fmt.Errorf("enumgen: kernel %s: %w", k.Name, err)}
		}
		jobs = append(jobs, js...)
		names = append(names, name)
		firstJob[ki+1] = len(jobs)
	}
	// Each enumerator has its own isl context: generate them in parallel.
	// Accesses with the same map (the same pattern on several arrays) share
	// one enumerator.
	codes := make([]generated, len(jobs))
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
	same := make([]int, len(jobs)) // the job whose enumerators each job's are
	for i, j := range jobs {
		key := fmt.Sprint(j.text, j.exact, j.sizes, j.slots, j.lasts)
		if f, ok := first[key]; ok {
			same[i] = f
			continue
		}
		first[key] = i
		same[i] = i
		next <- i
	}
	close(next)
	wg.Wait()
	var b strings.Builder
	b.WriteString(prelude)
	// The descriptors name each access's range enumerator; those with a
	// span enumerator as well are described by their spans.
	var bySpans []string
	for i, j := range jobs {
		if errs[i] != nil {
			return "", &KernelError{Kernel: j.kernel, Err: fmt.Errorf("enumgen: %s: %w", j.what, errs[i])}
		}
		f := same[i]
		if f != i {
			codes[i] = generated{code: fmt.Sprintf("#define %s %s\n\n", j.fn, jobs[f].fn), spans: codes[f].spans}
			if codes[i].spans {
				codes[i].code += fmt.Sprintf("#define %s %s\n\n", spanName(j.fn), spanName(jobs[f].fn))
			}
		}
		b.WriteString(codes[i].code)
		if codes[i].spans {
			bySpans = append(bySpans, enumAccess(j.fn), spanAccess(j.fn))
		}
	}
	// Each descriptor's scalars_unread: the slots none of its kernel's
	// enumerators reads.
	for ki, name := range names {
		var reads uint64
		for i := firstJob[ki]; i < firstJob[ki+1]; i++ {
			reads |= codes[same[i]].reads
		}
		bySpans = append(bySpans, unreadPlaceholder(name), fmt.Sprintf("%#xull", ^reads))
	}
	b.WriteString(strings.NewReplacer(bySpans...).Replace(descs.String()))
	b.WriteString("__attribute__((constructor)) static void __mgpu_register_generated(void) {\n")
	for _, d := range names {
		fmt.Fprintf(&b, "  __mgpuRegisterGeneratedKernel(&%s);\n", d)
	}
	b.WriteString("}\n")
	return b.String(), nil
}

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
		for _, t := range textureHandles(p) {
			field := -1
			if t != p.Texture {
				field = t.Offset
			}
			for j, name := range model.TextureShape(p.Index, field) {
				slots[name] = t.ScalarSlot + j
			}
		}
	}
	lasts := map[string]model.GridStride{} // by offset parameter
	for _, g := range k.GridStrides {
		if err := checkLast(g, slots); err != nil {
			return nil, "", err
		}
		lasts[g.Offset()] = g
	}
	var params, ptrFields, textures []string
	var jobs []job
	// accesses writes the read, write and may_write initialisers of a
	// pointer's access (the enumerators named after what, an identifier).
	accesses := func(a *model.Access, what, words string) (acc [3]string) {
		if a == nil || k.Split == model.SplitNone && a.Reduce != "" {
			// Unknown: the whole buffer may be read and written. (An
			// unsplit kernel's maps, where the analysis has them, say
			// what its launch touches.)
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
					kernel: ki, what: fmt.Sprintf("kernel %s: %s %s map", k.Name, words, md.name),
					fn: fn, text: text, exact: md.name != "read", sizes: a.Sizes, slots: slots, lasts: lasts,
				})
				acc[mi] = enumAccess(fn) // or spanAccess(fn), decided in Generate
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
	// Texture objects are described for split kernels, like pointer
	// fields: the bytes of the object's memory the fetches read.
	for _, p := range k.Params {
		if k.Split == model.SplitNone {
			break
		}
		for _, t := range textureHandles(p) {
			inStruct := t != p.Texture
			scalar := p.Kind == model.ParamScalar && p.Size == 8 && !inStruct
			field := p.Kind == model.ParamOther && inStruct && t.Offset%8 == 0 && t.Offset >= 0 && t.Offset+8 <= p.Size
			if !scalar && !field || (t.Dims != 1 && t.Dims != 2) || t.Access == nil || t.Access.ElemSize != 1 {
				return nil, "", fmt.Errorf("kernel %s: parameter %d: a texture object is an 8-byte scalar or an aligned word of a struct, fetched in 1 or 2 dimensions, read in bytes", k.Name, p.Index)
			}
			acc := accesses(t.Access, fmt.Sprintf("%dt%d", p.Index, t.Offset), fmt.Sprintf("texture object %d@%d", p.Index, t.Offset))
			textures = append(textures, fmt.Sprintf("  {%d, %d, %d, %d, {MGPU_PARAM_POINTER, 8, 1, -1, 0, 0, %s, %s, %s, 0}},\n",
				p.Index, t.Dims, t.ScalarSlot, t.Offset, acc[0], acc[1], acc[2]))
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
	texturesRef := "NULL"
	if len(textures) > 0 {
		texturesRef = "__mgpu_textures_" + ident
		fmt.Fprintf(b, "static const mgpu_texture_desc %s[] = {\n%s};\n", texturesRef, strings.Join(textures, ""))
	}
	shifts := kernelShifts(k, slots)
	shiftsRef := "NULL"
	if len(shifts) > 0 {
		shiftsRef = "__mgpu_shifts_" + ident
		var entries []string
		for i, sh := range shifts {
			fn := fmt.Sprintf("__mgpu_shift_%s_%d", ident, i)
			fmt.Fprintf(b, "static void %s(const int64_t box[MGPU_BOX_LEN], const int64_t *scalars, int64_t *out) {\n  MGPU_BOX_PARAMS(box);\n", fn)
			for _, name := range slices.Sorted(maps.Keys(slots)) {
				fmt.Fprintf(b, "  const int64_t %s __attribute__((unused)) = scalars[%d];\n", name, slots[name])
			}
			fmt.Fprintf(b, "  out[0] = %s;\n  out[1] = %s;\n", sh.lo, sh.hi)
			for j, by := range sh.by {
				fmt.Fprintf(b, "  out[%d] = %s;\n", 2+j, by)
			}
			b.WriteString("}\n")
			entries = append(entries, fmt.Sprintf("  {%d, 0, %s},\n", sh.slot, fn))
		}
		fmt.Fprintf(b, "static const mgpu_scalar_shift %s[] = {\n%s};\n", shiftsRef, strings.Join(entries, ""))
	}
	fmt.Fprintf(b, "static const mgpu_kernel_desc %s = {%s, %s, %s, %s, %s, %s, %d, %s, %s, %s, %s, %d, %s, %d, %s, %d, %s, %d, %s, %d, %s, %s, %d, %s};\n\n",
		desc, cString(k.Mangled), cString(k.Name), partitioned, cString(k.Reason), cString(k.Position),
		split, len(k.Params), paramsRef, flags, validFn, requiresText, len(fields), fieldsRef, len(ptrFields), ptrFieldsRef,
		len(varReductions), varReductionsRef, len(alternatives), alternativesRef, len(textures), texturesRef, unreadPlaceholder(desc),
		len(shifts), shiftsRef)
	return jobs, desc, nil
}

// unreadPlaceholder stands for descriptor desc's scalars_unread until its
// enumerators are generated (closed, so that no descriptor's is the start
// of another's).
func unreadPlaceholder(desc string) string { return "/*unread " + desc + "*/" }

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

// enumAccess is the mgpu_access initialiser of an access listed by the
// range enumerator fn; spanAccess of one listed by fn's span enumerator
// (.fn stays set: a reader of the descriptor may still use it).
func enumAccess(fn string) string { return fmt.Sprintf("{MGPU_ACCESS_ENUM, 0, %s, {0, 0, 0, 0}}", fn) }

func spanAccess(fn string) string {
	return fmt.Sprintf("{MGPU_ACCESS_SPANS, 0, %s, {0, 0, 0, 0}, %s}", fn, spanName(fn))
}

const (
	accessNone = "{MGPU_ACCESS_NONE, 0, NULL, {0, 0, 0, 0}}"
	accessAll  = "{MGPU_ACCESS_ALL, 0, NULL, {0, 0, 0, 0}}"
)

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

// textureHandles lists the texture objects a parameter holds: itself
// (Texture), or its struct's fields (TextureFields).
func textureHandles(p model.Param) []*model.Texture {
	var out []*model.Texture
	if p.Texture != nil {
		out = append(out, p.Texture)
	}
	for i := range p.TextureFields {
		out = append(out, &p.TextureFields[i])
	}
	return out
}
