package rewrite

import (
	"time"

	"github.com/dlclark/regexp2"
)

// The patterns run on the masked source (see lex), so they never see a
// comment or literal. They use regexp2's balancing groups, (?<x>) pushes and
// (?<-x>) pops, with (?(x)(?!)) to demand that all pushed were popped:
// nested parentheses and template argument lists are matched exactly.

// balanced matches text with balanced (), [] and {} and no ';' outside
// them, in group g.
func balanced(g string) string {
	return `(?>[^()\[\]{};]+|[(\[{](?<` + g + `>)|[)\]}](?<-` + g + `>))*(?(` + g + `)(?!))`
}

// templateArgs matches a template argument list <...>, nested ones and
// parentheses included.
const templateArgs = `<(?>[^<>(){};]+|[<(](?<t>)|[>)](?<-t>))*(?(t)(?!))>`

// notKeyword rejects the keywords that may precede a kernel name.
const notKeyword = `(?!(?:return|else|do|case|throw|goto|sizeof|new|delete|operator|co_return|co_yield|co_await|and|or|not)\b)`

// identifier of a kernel name component, with its template arguments.
const component = notKeyword + `[A-Za-z_]\w*(?:\s*` + templateArgs + `)?`

// configArg is one argument of a launch configuration. A '<' may open a
// template argument list (f<int, 2>(n)) or compare (n < 4 ? 1 : 2), and a
// '>' close one or compare: backtracking picks the reading in which the
// argument balances. One character per step keeps backtracking linear in
// everything but the angles, which rewriteLaunch bounds (maxConfigAngles).
const configArg = `(?:[^,()\[\]{}<>]|[(\[{](?<d>)|[)\]}](?<-d>)|(?(d),|(?!))|(?(t),|(?!))|<(?<t>)|>(?<-t>)|[<>])+(?(d)(?!))(?(t)(?!))`

var (
	// callRe finds cudaXxx followed by '('; classifyCall decides what it is.
	callRe = mustCompile(`\bcuda[A-Z]\w*(?=\s*\()`)

	// kernelRe matches the kernel expression just before <<< (it runs on
	// the statement up to the <<<): a possibly qualified name with template
	// arguments (::ns::k<float, 4>), subscripts (table[i]), or a
	// parenthesized expression ((*fp)).
	kernelRe = mustCompile(`(?<![\w.]|->)(?<kernel>(?:::\s*)?` + component +
		`(?:\s*::\s*(?:template\s+)?` + component + `)*(?:\s*\[` + balanced("s") + `\])*` +
		`|\(` + balanced("e") + `\))\s*\z`)

	// launchRe matches, from <<<, the configuration, the >>>, and the
	// parenthesized arguments.
	launchRe = mustCompile(`\G<<<(?<cfg>(?>[^()\[\]{}<>;]+|<(?!<<)|>(?!>>)|[(\[{](?<d>)|[)\]}](?<-d>))*(?(d)(?!)))>>>` +
		`(?<ws>\s*)\((?<args>` + balanced("p") + `)\)`)

	// configRe splits a launch configuration into its 2 to 4 arguments.
	configRe = mustCompile(`^(?<arg>` + configArg + `)(?:,(?<arg>` + configArg + `)){1,3}\z`)

	// templateKernelRe matches a declaration of a kernel template and names
	// it (it runs on one declaration, up to its first ';' or '{').
	templateKernelRe = mustCompile(`^\s*template\s*` + templateArgs +
		`(?:__launch_bounds__\s*\([^()]*\)|(?!__global__\b)[^;{}()])*?\b__global__\b(?:__launch_bounds__\s*\([^()]*\)|[^;{}()])*?\b(?!__launch_bounds__\b)(?<name>[A-Za-z_]\w*)\s*\(`)
)

// matchTimeout stops a backtracking case the bounds on the matched text
// missed; it is far above what any real source needs.
const matchTimeout = 2 * time.Second

func mustCompile(expr string) *regexp2.Regexp {
	re := regexp2.MustCompile(expr, regexp2.None)
	re.MatchTimeout = matchTimeout
	return re
}
