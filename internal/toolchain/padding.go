package toolchain

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"mgpucc/internal/split"
)

// DefinePadding zeroes, in clang's unoptimised device IR (text), the
// padding of every local variable of a struct type with explicit padding
// fields ([N x i8], N < maxPadding), where it is allocated and wherever
// its lifetime starts again. It works around an LLVM 14 miscompile: SROA
// rebuilds a struct returned by value from its fields into a poison
// aggregate, InstSimplify folds the insertion of its never-written (undef)
// padding bytes away (insertvalue x, undef -> x, which LLVM 15 keeps when x
// may be poison), and a caller that packs the struct into one integer
// makes every field of it poison: HeCBench's collision sorted
// Pair<int, bool> keys by value across a warp, and the comparison of the
// pairs folded to whatever the optimiser chose (clang -O3 alike). Padding
// is never read by the program, so zeroing it changes no result; the
// stores fold into the values the optimiser builds. A local array of such
// structs is zeroed element by element up to maxPaddingStores stores; a
// larger one is left as it is.
func DefinePadding(ir string) string {
	lines := strings.Split(ir, "\n")
	types, padded := newPaddingTypes(lines)
	if !padded {
		return ir
	}
	var out []string
	var fn *paddingFunc
	for _, line := range lines {
		out = append(out, line)
		switch {
		case strings.HasPrefix(line, "define "):
			fn = &paddingFunc{allocas: map[string]string{}, casts: map[string]string{}}
		case fn == nil:
		case line == "}":
			fn = nil
		default:
			out = append(out, fn.zero(line, types)...)
		}
	}
	return strings.Join(out, "\n")
}

// maxPadding bounds the i8 arrays taken for padding: a struct's padding
// is shorter than its alignment (at most 16 bytes: float4, double2).
const maxPadding = 16

// maxPaddingStores bounds the stores that zero one variable's padding.
const maxPaddingStores = 64

var (
	typeDef   = regexp.MustCompile(`^(%(?:"[^"]*"|[-\w$.]+)) = type (<?\{.*\}>?)$`)
	allocaDef = regexp.MustCompile(`^\s+(%[-\w$.]+) = alloca (.+), align (\d+)$`)
	castDef   = regexp.MustCompile(`^\s+(%[-\w$.]+) = bitcast (.+)\* (%[-\w$.]+) to i8\*`)
	lifeStart = regexp.MustCompile(`^\s+call void @llvm\.lifetime\.start\.p0i8\(i64 \d+, i8\* (%[-\w$.]+)\)`)
	byteArray = regexp.MustCompile(`^\[(\d+) x i8\]$`)
	arrayOf   = regexp.MustCompile(`^\[(\d+) x (.+)\]$`)
)

// padField is one padding field of a type: the GEP indices that reach it
// from a pointer to the type (after the leading 0) and its length.
type padField struct {
	path string // ", i32 1, i64 2, ..."
	n    int
}

// paddingTypes finds the padding of the module's types.
type paddingTypes struct {
	bodies map[string]string     // named struct type -> its body
	memo   map[string][]padField // named struct type -> its padding
}

// newPaddingTypes reads the module's named struct types; padded reports
// whether one of them holds padding.
func newPaddingTypes(lines []string) (t *paddingTypes, padded bool) {
	t = &paddingTypes{bodies: map[string]string{}, memo: map[string][]padField{}}
	for _, line := range lines {
		if !strings.Contains(line, " = type ") {
			continue
		}
		if m := typeDef.FindStringSubmatch(line); m != nil {
			t.bodies[m[1]] = m[2]
		}
	}
	for name := range t.bodies {
		padded = padded || len(t.fields(name, 0)) > 0
	}
	return t, padded
}

// fields are the padding fields of typ (itself, in a struct member or an
// array element, nested at most 8 deep), none where they would take more
// than maxPaddingStores stores.
func (t *paddingTypes) fields(typ string, depth int) []padField {
	typ = strings.TrimSpace(typ)
	if depth > 8 {
		return nil
	}
	if body, ok := t.bodies[typ]; ok {
		if f, ok := t.memo[typ]; ok {
			return f
		}
		t.memo[typ] = nil // a type that holds itself through a pointer
		t.memo[typ] = t.fields(body, depth+1)
		return t.memo[typ]
	}
	if m := byteArray.FindStringSubmatch(typ); m != nil {
		if n, _ := strconv.Atoi(m[1]); n > 0 && n < maxPadding {
			return []padField{{n: n}}
		}
		return nil
	}
	var out []padField
	if m := arrayOf.FindStringSubmatch(typ); m != nil {
		inner := t.fields(m[2], depth+1)
		count, _ := strconv.Atoi(m[1])
		if count*len(inner) > maxPaddingStores {
			return nil
		}
		for i := range count {
			for _, f := range inner {
				out = append(out, padField{fmt.Sprintf(", i64 %d", i) + f.path, f.n})
			}
		}
		return out
	}
	body := strings.TrimSuffix(strings.TrimPrefix(typ, "<"), ">")
	if !strings.HasPrefix(body, "{") || !strings.HasSuffix(body, "}") {
		return nil
	}
	for i, member := range split.TopLevel(body[1 : len(body)-1]) {
		for _, f := range t.fields(member, depth+1) {
			out = append(out, padField{fmt.Sprintf(", i32 %d", i) + f.path, f.n})
		}
	}
	if len(out) > maxPaddingStores {
		return nil
	}
	return out
}

// paddingFunc is what DefinePadding knows of the function it is in: its
// allocas of padded types and the i8* casts of them.
type paddingFunc struct {
	allocas map[string]string // name -> type
	casts   map[string]string // i8* cast -> alloca
	made    int
}

// zero returns the lines that zero padding after line: after an alloca of
// a padded type, and after a lifetime start of one (which leaves its
// bytes undefined again).
func (f *paddingFunc) zero(line string, types *paddingTypes) []string {
	// Most lines are none of these: the regular expressions run on
	// those that may be.
	if !strings.Contains(line, " = alloca ") && !strings.Contains(line, " = bitcast ") && !strings.Contains(line, "lifetime.start") {
		return nil
	}
	if m := allocaDef.FindStringSubmatch(line); m != nil {
		typ := m[2]
		fields := types.fields(typ, 0)
		if len(fields) == 0 {
			return nil
		}
		f.allocas[m[1]] = typ
		return f.stores(m[1], typ, fields)
	}
	if m := castDef.FindStringSubmatch(line); m != nil {
		if _, ok := f.allocas[m[3]]; ok {
			f.casts[m[1]] = m[3]
		}
		return nil
	}
	if m := lifeStart.FindStringSubmatch(line); m != nil {
		if a, ok := f.casts[m[1]]; ok {
			return f.stores(a, f.allocas[a], types.fields(f.allocas[a], 0))
		}
	}
	return nil
}

// stores zeroes the padding fields of the variable at ptr, of type typ.
func (f *paddingFunc) stores(ptr, typ string, fields []padField) []string {
	var out []string
	for _, p := range fields {
		f.made++
		gep := fmt.Sprintf("%%mgpu.padding.%d", f.made)
		arr := fmt.Sprintf("[%d x i8]", p.n)
		out = append(out,
			fmt.Sprintf("  %s = getelementptr inbounds %s, %s* %s, i32 0%s", gep, typ, typ, ptr, p.path),
			fmt.Sprintf("  store %s zeroinitializer, %s* %s, align 1", arr, arr, gep))
	}
	return out
}
