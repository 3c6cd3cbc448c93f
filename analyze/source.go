package analyze

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/llir/llvm/ir/metadata"
)

// sourceFiles reads the CUDA sources that debug info points to, once each.
// The IR of a -gline-tables-only compile has no parameter names; they are
// read from the kernel's declaration in the source instead.
type sourceFiles struct {
	source string // Options.Source
	files  map[string][]string
}

func (s *sourceFiles) lines(file *metadata.DIFile) []string {
	var candidates []string
	if filepath.IsAbs(file.Filename) {
		candidates = append(candidates, file.Filename)
	} else {
		candidates = append(candidates, filepath.Join(file.Directory, file.Filename), file.Filename)
	}
	if s.source != "" && filepath.Base(s.source) == filepath.Base(file.Filename) {
		candidates = append(candidates, s.source)
	}
	for _, c := range candidates {
		if l, ok := s.files[c]; ok {
			return l
		}
		data, err := os.ReadFile(c)
		if err != nil {
			continue
		}
		l := strings.Split(string(data), "\n")
		s.files[c] = l
		return l
	}
	return nil
}

var lastIdent = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_]*)\s*(\[[^\]]*\]\s*)*$`)

// paramNames returns the parameter names of the function name declared at
// line (1-based), or nil when the declaration does not have n parameters.
func paramNames(lines []string, line int, name string, n int) []string {
	if line < 1 || line > len(lines) || name == "" {
		return nil
	}
	if i := strings.IndexByte(name, '<'); i > 0 {
		name = name[:i]
	}
	text := strings.Join(lines[line-1:min(len(lines), line+20)], "\n")
	decl := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\s*(<[^()]*>)?\s*\(`).FindStringIndex(text)
	if decl == nil {
		return nil
	}
	open := decl[1] - 1
	depth, start := 0, open+1
	var params []string
	for i := open; i < len(text); i++ {
		switch text[i] {
		case '(', '<', '[':
			depth++
		case ')', '>', ']':
			depth--
			if depth == 0 && text[i] == ')' {
				params = append(params, text[start:i])
				return namesOf(params, n)
			}
		case ',':
			if depth == 1 {
				params = append(params, text[start:i])
				start = i + 1
			}
		}
	}
	return nil
}

var keywords = map[string]bool{"int": true, "float": true, "double": true, "char": true, "long": true,
	"short": true, "unsigned": true, "signed": true, "bool": true, "const": true, "void": true}

func namesOf(params []string, n int) []string {
	if len(params) == 1 && strings.TrimSpace(params[0]) == "" {
		params = nil
	}
	if len(params) != n {
		return nil
	}
	names := make([]string, n)
	for i, p := range params {
		if eq := strings.IndexByte(p, '='); eq >= 0 {
			p = p[:eq]
		}
		p = strings.TrimSpace(p)
		m := lastIdent.FindStringSubmatch(p)
		if m == nil || keywords[m[1]] || len(strings.Fields(strings.ReplaceAll(p, "*", " "))) < 2 {
			continue
		}
		names[i] = m[1]
	}
	return names
}
