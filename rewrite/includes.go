package rewrite

import (
	"os"
	"path/filepath"
	"regexp"
)

// includeRe finds #include "file" and #include <file> in raw source lines.
var includeRe = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]`)

// Bounds on the headers read for declarations: a program's own headers are
// few and small; a runaway include graph must not slow the compile.
const (
	maxHeaders     = 256
	maxHeaderBytes = 4 << 20
)

// headerDeclarations returns the cudaXxx names that the program's own
// headers declare or #define (a cudaCheckError() macro in a util.h): calls
// of them in the source are the program's, not CUDA's.
func headerDeclarations(headers []ownHeader) map[string]bool {
	declared := map[string]bool{}
	for _, h := range headers {
		_, names, _ := scanCalls(asciiRunes(h.masked), h.masked)
		for name := range names {
			declared[name] = true
		}
	}
	return declared
}

// ownHeader is one of the program's own headers: its path, text and
// masking (comments, literals and directives masked).
type ownHeader struct {
	path         string
	text, masked []byte
}

// readOwnHeaders reads the program's own headers: those src includes,
// directly or through each other, with "..." beside the including file or
// in includeDirs (the user's -I folders), and with <...> in includeDirs.
// The system's and mgpucc's CUDA headers, which declare CUDA's own calls,
// are never read. The result is not nil.
func readOwnHeaders(src []byte, filename string, includeDirs []string) []ownHeader {
	headers := []ownHeader{}
	seen := map[string]bool{}
	var visit func(text []byte, dir string)
	visit = func(text []byte, dir string) {
		for _, m := range includeRe.FindAllSubmatch(text, -1) {
			if len(seen) >= maxHeaders {
				return
			}
			dirs := includeDirs
			if string(m[1]) == `"` {
				dirs = append([]string{dir}, includeDirs...)
			}
			path := findHeader(string(m[2]), dirs)
			if path == "" || seen[path] {
				continue
			}
			seen[path] = true
			if st, err := os.Stat(path); err != nil || st.Size() > maxHeaderBytes {
				continue
			}
			header, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			headers = append(headers, ownHeader{path, header, lex(header).masked})
			visit(header, filepath.Dir(path))
		}
	}
	visit(src, filepath.Dir(filename))
	return headers
}

// findHeader returns the first dirs/name that is a file, made absolute so
// that a header reached two ways is read once; "" when there is none.
func findHeader(name string, dirs []string) string {
	if filepath.IsAbs(name) {
		dirs = []string{""}
	}
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			if abs, err := filepath.Abs(p); err == nil {
				return abs
			}
			return p
		}
	}
	return ""
}
