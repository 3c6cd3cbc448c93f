// Package split splits the lists that the compiler reads as text: a C++
// template's parameters or arguments (rewrite/), an LLVM struct type's
// members (internal/toolchain).
package split

import "strings"

// TopLevel splits list at the commas outside brackets ((), [], {}, <>);
// none for an empty list.
func TopLevel(list string) []string {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	var out []string
	depth, start := 0, 0
	for i, c := range list {
		switch c {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, list[start:i])
				start = i + 1
			}
		}
	}
	return append(out, list[start:])
}
