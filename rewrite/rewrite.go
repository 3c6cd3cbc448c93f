// Package rewrite is mgpucc's host source rewriter (the paper, section 5): it
// makes an ordinary CUDA program call the mgpu runtime. It inserts the
// runtime's include, renames each supported CUDA runtime call cudaXxx( to
// __mgpuXxx(, and turns each launch k<<<g, b, s, st>>>(args) into
// (void)__mgpu_launch(k, g, b, s, st, args) (void: a launch is a void
// expression, as in `return k<<<1, 1>>>(x);` in a void function; shared
// memory and stream default to 0). Comments, string and character
// literals and preprocessor directives (other than #define) are never
// touched, and every rewrite keeps the user's line breaks, so diagnostics of
// the rewritten source name the user's lines.
package rewrite

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dlclark/regexp2"

	"mgpucc/internal/split"
)

// Result is a rewritten translation unit.
type Result struct {
	Source   []byte   // the rewritten source
	Launches int      // kernel launches rewritten
	Renamed  int      // CUDA calls renamed
	Warnings []string // "file:line:col: warning: ..." for launches left to clang's launch ABI
}

// Problem is one reason a source cannot be rewritten.
type Problem struct {
	File      string
	Line, Col int // 1-based; Col counts bytes, as clang does
	Call      string
	Msg       string
}

func (p Problem) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: unsupported CUDA call '%s': %s", p.File, p.Line, p.Col, p.Call, p.Msg)
}

// Errors lists every problem of a source, one per line.
type Errors []Problem

func (e Errors) Error() string {
	lines := make([]string, len(e))
	for i, p := range e {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	text       string
}

// unit is one source being rewritten.
type unit struct {
	src        []byte
	filename   string
	lx         lexed
	runes      []rune // lx.masked as runes: regexp2 matches runes, and masked is ASCII
	lineStarts []int
	edits      []edit
	res        Result
	// brackets maps a launch bracket written with spaces (<< <, > >>) to
	// where it ends in the source; masked has it as <<< or >>> followed by
	// the spaces.
	brackets map[int]int
	headers  []ownHeader // the program's own headers, once read (ownHeaders)
}

// ownHeaders returns the program's own headers (readOwnHeaders), read
// once for the calls and the launches.
func (u *unit) ownHeaders(includeDirs []string) []ownHeader {
	if u.headers == nil {
		u.headers = readOwnHeaders(u.src, u.filename, includeDirs)
	}
	return u.headers
}

// asciiRunes is ASCII text (a masking) as the runes regexp2 matches.
func asciiRunes(b []byte) []rune {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return r
}

// Rewrite rewrites the CUDA source src; filename is used in the #line
// directive and in messages, includeDirs (the user's -I folders) to find
// the program's own headers, whose cudaXxx functions and macros are not
// CUDA's. An unsupported CUDA call makes it fail with Errors, which lists
// them all.
func Rewrite(src []byte, filename string, includeDirs ...string) (*Result, error) {
	u := &unit{src: src, filename: filename, lx: lex(src)}
	u.brackets = joinBrackets(u.lx.masked)
	u.runes = asciiRunes(u.lx.masked)
	u.lineStarts = append(u.lineStarts, 0)
	for i, b := range src {
		if b == '\n' {
			u.lineStarts = append(u.lineStarts, i+1)
		}
	}
	if err := u.renameCalls(includeDirs); err != nil {
		return nil, err
	}
	if err := u.rewriteLaunches(includeDirs); err != nil {
		return nil, err
	}
	out, err := u.apply()
	if err != nil {
		return nil, err
	}
	u.res.Source = out
	return &u.res, nil
}

// occurrence is a call of a cudaXxx function in the source.
type occurrence struct {
	pos  int
	name string
}

// scanCalls finds the cudaXxx( of a masked text: the calls, in order, and
// the names the text declares, defines or #defines itself.
func scanCalls(runes []rune, masked []byte) (calls []occurrence, declared map[string]bool, err error) {
	declared = map[string]bool{}
	m, err := callRe.FindRunesMatch(runes)
	for ; m != nil && err == nil; m, err = callRe.FindNextMatch(m) {
		name := m.String()
		if isCUDAType(name) {
			continue
		}
		switch classifyCall(masked, m.Index) {
		case useCall:
			calls = append(calls, occurrence{m.Index, name})
		case useDecl:
			declared[name] = true
		}
	}
	return calls, declared, err
}

// renameCalls renames the supported calls and reports the unsupported ones.
// A cudaXxx that this file or one of the program's own headers declares or
// #defines is the user's own function or macro, not CUDA's, and is left
// alone.
func (u *unit) renameCalls(includeDirs []string) error {
	calls, declared, err := scanCalls(u.runes, u.lx.masked)
	if err != nil {
		return fmt.Errorf("%s: scanning for CUDA calls: %w", u.filename, err)
	}
	var fromHeaders map[string]bool
	var problems Errors
	for _, c := range calls {
		switch {
		case supported[c.name]:
			u.edits = append(u.edits, edit{c.pos, c.pos + len(c.name), MGPUName(c.name)})
			u.res.Renamed++
		case declared[c.name]:
		default:
			if fromHeaders == nil {
				fromHeaders = headerDeclarations(u.ownHeaders(includeDirs))
			}
			if !fromHeaders[c.name] {
				line, col := u.position(c.pos)
				problems = append(problems, Problem{u.filename, line, col, c.name, hint(c.name)})
			}
		}
	}
	if len(problems) > 0 {
		return problems
	}
	return nil
}

// rewriteLaunches finds each <<< in code and, when it starts a launch,
// rewrites it in place; the kernels are declared in the file or in its own
// headers (includeDirs: the user's -I folders).
func (u *unit) rewriteLaunches(includeDirs []string) error {
	masked := u.lx.masked
	if !bytes.Contains(masked, []byte("<<<")) {
		return nil
	}
	kernels := kernelDecls{templates: map[string]bool{}, defaults: map[string]bool{}, overloaded: map[string]bool{},
		arity: map[string]templateArity{}}
	signatures := map[string]string{} // a kernel's parameter list as last declared
	if err := kernels.scan(u.src, masked, u.filename, signatures); err != nil {
		return err
	}
	for _, h := range u.ownHeaders(includeDirs) {
		if err := kernels.scan(h.text, h.masked, h.path, signatures); err != nil {
			return err
		}
	}
	done := 0 // launches do not nest: skip <<< inside one already rewritten
	for off := 0; ; {
		i := bytes.Index(masked[off:], []byte("<<<"))
		if i < 0 {
			return nil
		}
		p := off + i
		off = p + 3
		if p < done {
			continue
		}
		end, err := u.rewriteLaunch(done, p, kernels)
		if err != nil {
			return err
		}
		done = end
	}
}

// maxKernelExpr bounds how far back from <<< the kernel expression is looked
// for, and maxStatement the length of a kernel declaration: kernelRe and
// templateKernelRe may take time quadratic in the text they are given.
const (
	maxKernelExpr = 256
	maxStatement  = 1024
)

// maxConfigAngles bounds the '<' and '>' of a launch configuration: each may
// be read two ways, and configRe tries the readings by backtracking.
const maxConfigAngles = 12

// rewriteLaunch rewrites the launch whose <<< is at p, with a kernel
// expression that starts at or after from, and returns where the launch
// ends, or p when p starts no launch (such as operator<<<>).
func (u *unit) rewriteLaunch(from, p int, kernels kernelDecls) (int, error) {
	masked := u.lx.masked
	from = max(from, p-maxKernelExpr)
	if k := bytes.LastIndexAny(masked[from:p], ";{}"); k >= 0 {
		from += k + 1
	}
	km, err := kernelRe.FindRunesMatch(u.runes[from:p])
	if err != nil {
		return 0, fmt.Errorf("%s: matching a kernel launch: %w", u.filename, err)
	}
	if km == nil {
		return p, nil
	}
	kernel := km.GroupByName("kernel")
	kstart := from + kernel.Index
	lm, err := launchRe.FindRunesMatchStartingAt(u.runes, p)
	if err != nil {
		return 0, fmt.Errorf("%s: matching a kernel launch: %w", u.filename, err)
	}
	if lm == nil {
		u.warn(p, "kernel launch not rewritten: its configuration or arguments could not be parsed (a lambda argument?); it is left to clang's launch ABI, which the runtime also implements")
		return p, nil
	}
	name := kernel.String()
	last := lastComponent(name)
	cfg := lm.GroupByName("cfg")
	cfgText := masked[cfg.Index : cfg.Index+cfg.Length]
	var cm *regexp2.Match
	if bytes.Count(cfgText, []byte("<"))+bytes.Count(cfgText, []byte(">")) <= maxConfigAngles {
		cm, err = configRe.FindRunesMatch(u.runes[cfg.Index : cfg.Index+cfg.Length])
		if err != nil {
			return 0, fmt.Errorf("%s: matching a launch configuration: %w", u.filename, err)
		}
	}
	if cm == nil {
		u.warn(p, "kernel launch not rewritten: its configuration is not <<<grid, block[, shared[, stream]]>>>; it is left to clang's launch ABI, which the runtime also implements")
		return p, nil
	}
	gt := cfg.Index + cfg.Length // the >>>
	lparen := gt + 3 + len(lm.GroupByName("ws").String())
	args := lm.GroupByName("args")
	// A kernel pointer knows neither the template arguments CUDA deduces
	// from a call, nor which of overloaded kernels the call picks, nor
	// default arguments, nor that a NULL or 0 argument is a null pointer:
	// such launches are left to clang's launch ABI, which the runtime also
	// implements.
	deduced := kernels.templates[last] && !strings.HasSuffix(strings.TrimSpace(name), ">")
	if a, ok := kernels.arity[last]; ok && !deduced {
		// Some arguments named, the others deduced (or a pack's).
		deduced = a.pack || len(split.TopLevel(trailingArgs(name))) < a.required
	}
	if deduced || kernels.overloaded[last] || kernels.defaults[last] || nullArgument(masked[args.Index:args.Index+args.Length]) {
		return lm.Index + lm.Length, nil
	}
	if hasDirective(u.src[p : lm.Index+lm.Length]) {
		u.warn(p, "kernel launch not rewritten: preprocessor lines inside its configuration or arguments decide them; it is left to clang's launch ABI, which the runtime also implements")
		return lm.Index + lm.Length, nil
	}
	defaults := [...]string{2: ", 0, 0", 3: ", 0", 4: ""}[len(cm.GroupByName("arg").Captures)]
	sep := "" // ( -> ", " before the first argument, none when there is none
	if a := args.String(); strings.TrimSpace(a) != "" {
		sep = ","
		if !strings.ContainsAny(a[:1], " \t\r\n") {
			sep = ", "
		}
	}
	u.edits = append(u.edits,
		edit{kstart, kstart, "(void)__mgpu_launch("},
		edit{p, u.bracketEnd(p), ", "},
		edit{gt, u.bracketEnd(gt), defaults},
		edit{lparen, lparen + 1, sep})
	u.res.Launches++
	return lm.Index + lm.Length, nil
}

// joinBrackets finds the launch brackets written with spaces between their
// angles (kernel << < grid, block >> > (args), as nvcc allows), writes each
// in masked as <<< or >>> followed by those spaces, and returns where each
// ends in the source. A closing bracket is looked for only between an
// opening one and the next ';', followed by '(': elsewhere "> > >" closes
// nested template argument lists.
func joinBrackets(masked []byte) map[int]int {
	ends := map[int]int{}
	// bracket returns the end of three c from i with only whitespace
	// between them, and whether it has any.
	bracket := func(i int, c byte) (end int, spaced bool) {
		if i > 0 && masked[i-1] == c {
			return -1, false
		}
		n, j := 0, i
		for j < len(masked) && n < 3 {
			switch {
			case masked[j] == c:
				n++
			case n > 0 && isSpace(masked[j]):
			default:
				return -1, false
			}
			j++
		}
		if n < 3 || j < len(masked) && masked[j] == c {
			return -1, false
		}
		return j, j-i > 3
	}
	join := func(i, end int, c byte) {
		copy(masked[i:end], strings.Repeat(" ", end-i))
		copy(masked[i:], []byte{c, c, c})
		ends[i] = end
	}
	for i := 0; i < len(masked); i++ {
		if masked[i] != '<' {
			continue
		}
		end, spaced := bracket(i, '<')
		if end < 0 {
			continue
		}
		if spaced {
			join(i, end, '<')
		}
		stop := bytes.IndexByte(masked[end:], ';')
		if stop < 0 {
			stop = len(masked) - end
		}
		for k := end; k < end+stop; k++ {
			if masked[k] != '>' {
				continue
			}
			if close, spaced := bracket(k, '>'); close >= 0 && spaced {
				if rest := bytes.TrimLeft(masked[close:], " \t\r\n"); len(rest) > 0 && rest[0] == '(' {
					join(k, close, '>')
				}
			}
		}
		i = end - 1
	}
	return ends
}

// bracketEnd is where the launch bracket at p ends in the source.
func (u *unit) bracketEnd(p int) int {
	if end, ok := u.brackets[p]; ok {
		return end
	}
	return p + 3
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// kernelDecls are the names of the kernels declared in a file or its own
// headers as function templates (a launch of one without explicit template arguments
// needs CUDA's deduction from the call, which a function pointer cannot
// do), of those with default arguments, and of those overloaded (declared
// with different parameter lists: a launch picks one by overload
// resolution on its arguments, which a function pointer cannot do either).
type kernelDecls struct {
	templates, defaults, overloaded map[string]bool
	arity                           map[string]templateArity
}

// templateArity is what a kernel template's parameter list asks of a
// launch naming its arguments: how many it must name (those without a
// default), and whether one is a pack, whose arguments CUDA may deduce.
type templateArity struct {
	required int
	pack     bool
}

// scan adds the kernels declared in src (masked: its masking) to kd; signatures holds
// each kernel's parameter list as last declared, across files. Each
// __global__ is looked at within its declaration, which keeps the scan
// linear. Two declarations whose parameter lists differ in names alone
// count as overloads: their launches are left to clang's launch ABI, which
// the runtime implements too.
func (kd kernelDecls) scan(src, masked []byte, filename string, signatures map[string]string) error {
	masked = withoutDirectives(src, masked)
	runes := asciiRunes(masked)
	for off := 0; ; {
		i := bytes.Index(masked[off:], []byte("__global__"))
		if i < 0 {
			return nil
		}
		g := off + i
		off = g + len("__global__")
		from := max(0, g-maxStatement)
		if k := bytes.LastIndexAny(masked[from:g], ";{}"); k >= 0 {
			from += k + 1
		}
		to := min(len(masked), off+maxStatement)
		if k := bytes.IndexAny(masked[off:to], ";{"); k >= 0 {
			to = off + k
		}
		m, err := templateKernelRe.FindRunesMatch(runes[from:to])
		if err != nil {
			return fmt.Errorf("%s: scanning for kernel templates: %w", filename, err)
		}
		name, params, ok := kernelSignature(masked[off:to])
		if m != nil {
			if !ok {
				name = m.GroupByName("name").String()
			}
			kd.templates[name] = true
			var a templateArity
			for _, p := range split.TopLevel(leadingArgs(m.String())) {
				a.pack = a.pack || strings.Contains(p, "...")
				if !strings.Contains(p, "=") && !strings.Contains(p, "...") {
					a.required++
				}
			}
			kd.arity[name] = a
		}
		if ok {
			kd.defaults[name] = kd.defaults[name] || hasDefault(params)
			sig := string(bytes.Join(bytes.Fields(params), []byte(" ")))
			if prev, seen := signatures[name]; seen && prev != sig {
				kd.overloaded[name] = true
			}
			signatures[name] = sig
		}
	}
}

// withoutDirectives is masked (the masking of src) with src's
// preprocessor lines and the lines a backslash continues them onto
// blanked, the same length: a #define just before a kernel template
// (HeCBench's s3d defines its LAUNCH_BOUNDS there, mask a KERNEL_LOOP over
// three lines) is no part of the kernel's declaration.
func withoutDirectives(src, masked []byte) []byte {
	out := bytes.Clone(masked)
	continued := false
	for line := 0; line < len(src); {
		end := bytes.IndexByte(src[line:], '\n')
		if end < 0 {
			end = len(src) - line
		}
		l := src[line : line+end]
		if t := bytes.TrimLeft(l, " \t"); continued || len(t) > 0 && t[0] == '#' {
			continued = bytes.HasSuffix(bytes.TrimRight(l, " \t\r"), []byte("\\"))
			for k := line; k < line+end; k++ {
				out[k] = ' '
			}
		}
		line += end + 1
	}
	return out
}

// hasDirective reports whether text (a source's, not masked) holds a
// preprocessor line: a launch whose configuration or arguments hold one
// (#ifdef around a shared memory size) has arguments only the
// preprocessor knows.
func hasDirective(text []byte) bool {
	for _, l := range bytes.Split(text, []byte("\n"))[1:] {
		if t := bytes.TrimLeft(l, " \t"); len(t) > 0 && t[0] == '#' {
			return true
		}
	}
	return false
}

// kernelSignature reads a kernel declaration after its __global__ and
// returns the kernel's name and its parameter list, parentheses included
// (masked text), passing over attributes.
func kernelSignature(decl []byte) (name string, params []byte, ok bool) {
	for at := 0; ; {
		i := bytes.IndexByte(decl[at:], '(')
		if i < 0 {
			return "", nil, false
		}
		open := at + i
		before := bytes.TrimRight(decl[:open], " \t\r\n")
		start := len(before)
		for start > 0 && isIdentByte(before[start-1]) {
			start--
		}
		closing, depth := open, 0
		for ; closing < len(decl); closing++ {
			switch decl[closing] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		switch string(before[start:]) {
		case "__launch_bounds__", "__attribute__", "__declspec", "alignas":
			at = closing + 1
			continue
		}
		// A macro that stands for an attribute (LAUNCH_BOUNDS(...)
		// before the name in HeCBench's s3d) is followed by more of the
		// declaration; the parameters are followed by its end.
		if rest := bytes.TrimLeft(decl[min(closing+1, len(decl)):], " \t\r\n"); len(rest) > 0 && isIdentByte(rest[0]) {
			at = closing + 1
			continue
		}
		return string(before[start:]), decl[open:min(closing+1, len(decl))], true
	}
}

// hasDefault reports whether a parameter list (kernelSignature's) gives
// a parameter a default value.
func hasDefault(params []byte) bool {
	depth := 0
	for j, c := range params {
		switch c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		case '=':
			if depth == 1 && (j+1 >= len(params) || params[j+1] != '=') && params[j-1] != '=' && params[j-1] != '!' {
				return true
			}
		}
	}
	return false
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// nullArgument reports whether a launch's argument list (masked text) has
// an argument that is just NULL or 0 (which may be a pointer parameter's).
func nullArgument(args []byte) bool {
	depth, start := 0, 0
	for i := 0; i <= len(args); i++ {
		if i < len(args) {
			switch args[i] {
			case '(', '[', '{':
				depth++
				continue
			case ')', ']', '}':
				depth--
				continue
			case ',':
				if depth > 0 {
					continue
				}
			default:
				continue
			}
		}
		if a := string(bytes.TrimSpace(args[start:i])); a == "NULL" || a == "0" {
			return true
		}
		start = i + 1
	}
	return false
}

// lastComponent is the unqualified name of a kernel expression:
// ns::k<float, 4> -> k.
// leadingArgs is what the first <...> of s holds (a template's
// parameters), or "".
func leadingArgs(s string) string {
	i := strings.IndexByte(s, '<')
	if i < 0 {
		return ""
	}
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '<':
			depth++
		case '>':
			if depth--; depth == 0 {
				return s[i+1 : j]
			}
		}
	}
	return ""
}

// trailingArgs is what the <...> that ends s holds (a launch's template
// arguments), or "".
func trailingArgs(s string) string {
	s = strings.TrimSpace(s)
	depth := 0
	for j := len(s) - 1; j >= 0; j-- {
		switch s[j] {
		case '>':
			depth++
		case '<':
			if depth--; depth == 0 {
				return s[j+1 : len(s)-1]
			}
		}
	}
	return ""
}

func lastComponent(kernel string) string {
	if i := strings.IndexByte(kernel, '<'); i >= 0 {
		kernel = kernel[:i]
	}
	if i := strings.LastIndex(kernel, "::"); i >= 0 {
		kernel = kernel[i+2:]
	}
	return strings.TrimSpace(kernel)
}

func (u *unit) warn(pos int, msg string) {
	line, col := u.position(pos)
	u.res.Warnings = append(u.res.Warnings, fmt.Sprintf("%s:%d:%d: warning: %s", u.filename, line, col, msg))
}

// position returns the 1-based line and byte column of offset pos.
func (u *unit) position(pos int) (int, int) {
	line := sort.Search(len(u.lineStarts), func(i int) bool { return u.lineStarts[i] > pos })
	return line, pos - u.lineStarts[line-1] + 1
}

// apply builds the output: the runtime include, a #line directive that
// gives the user's lines back, and the source with the edits made. An edit
// that would touch a comment or literal is a bug of the rewriter, reported
// rather than written.
func (u *unit) apply() ([]byte, error) {
	sort.Slice(u.edits, func(i, j int) bool {
		a, b := u.edits[i], u.edits[j]
		return a.start < b.start || a.start == b.start && a.end < b.end // insertions first
	})
	var out bytes.Buffer
	out.Grow(len(u.src) + len(u.edits)*16 + 64)
	fmt.Fprintf(&out, "#include \"mgpu.h\"\n#line 1 %s\n", strconv.Quote(u.filename))
	at, lit := 0, 0
	lits := u.lx.literals
	for _, e := range u.edits {
		if e.start < at {
			return nil, fmt.Errorf("%s: internal error: overlapping rewrites at offset %d", u.filename, e.start)
		}
		for lit < len(lits) && lits[lit].end <= e.start {
			lit++
		}
		if lit < len(lits) && lits[lit].start < e.end {
			line, col := u.position(e.start)
			return nil, fmt.Errorf("%s:%d:%d: internal error: a rewrite would change a comment or literal", u.filename, line, col)
		}
		out.Write(u.src[at:e.start])
		out.WriteString(e.text)
		at = e.end
	}
	out.Write(u.src[at:])
	return out.Bytes(), nil
}

// JoinLaunchBrackets returns src with its launch brackets written with
// spaces (kernel << < grid, block >> > (args), as nvcc allows) written as
// <<< and >>> followed by those spaces, for clang's device compile, which
// knows only the joined form; every other byte, and so every position,
// stays. ok is false when there are none. An opening bracket counts only
// when a closing one follows it before the next ';' (operator<< <int>(x)
// stays).
func JoinLaunchBrackets(src []byte) (joined []byte, ok bool) {
	masked := lex(src).masked
	ends := joinBrackets(masked)
	joined = slices.Clone(src)
	for i, end := range ends {
		if masked[i] == '<' {
			// Only a launch's: a closing bracket follows.
			stop := bytes.IndexByte(masked[end:], ';')
			if stop < 0 {
				stop = len(masked) - end
			}
			if !bytes.Contains(masked[end:end+stop], []byte(">>>")) {
				continue
			}
		}
		copy(joined[i:end], masked[i:end])
		ok = true
	}
	return joined, ok
}
