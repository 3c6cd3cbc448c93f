package rewrite

import "bytes"

// span is a half-open byte range [start, end) of the source.
type span struct{ start, end int }

// lexed is the source seen by the matchers: code with everything that must
// never be rewritten blanked out, at the same byte offsets as the source.
type lexed struct {
	// masked has the source's length. Comments, the inside of string and
	// character literals and preprocessor directives other than #define
	// are spaces (newlines kept); non-ASCII bytes of code are '_' so that
	// byte offsets and regexp2 rune offsets agree.
	masked []byte
	// literals are the comments and string/character literals (quotes
	// included), ascending: the regions no edit may touch.
	literals []span
}

// rawPrefixes are the identifiers that make a following '"' a raw string.
var rawPrefixes = map[string]bool{"R": true, "LR": true, "uR": true, "UR": true, "u8R": true}

// lex masks comments, literals and directives. It never fails: an
// unterminated comment or literal runs to the end of the file (or line, for
// ordinary literals), which is what the C++ compiler will complain about.
func lex(src []byte) lexed {
	n := len(src)
	m := make([]byte, n)
	copy(m, src)
	var lits []span
	blank := func(from, to int) {
		for i := from; i < to; i++ {
			if m[i] != '\n' {
				m[i] = ' '
			}
		}
	}
	// A directive (other than #define) is masked from '#' to its end; lexing
	// goes on inside it so that a comment or string in it is found correctly.
	inDirective, directiveStart := false, 0
	lineStart := true // only whitespace (or comments) since the last newline
	endDirective := func(at int) {
		if inDirective {
			blank(directiveStart, at)
			inDirective = false
		}
	}
	i := 0
	for i < n {
		c := src[i]
		switch {
		case c == '\n':
			if i > 0 && src[i-1] == '\\' || i > 1 && src[i-1] == '\r' && src[i-2] == '\\' {
				// A line continuation (in a macro, say): whitespace to the
				// matchers, and the directive goes on.
				m[bytes.LastIndexByte(src[:i], '\\')] = ' '
				i++
				continue
			}
			endDirective(i)
			lineStart = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < n && src[i+1] == '/':
			end := i + 2
			for end < n && !(src[end] == '\n' && src[end-1] != '\\' && !(src[end-1] == '\r' && end > 1 && src[end-2] == '\\')) {
				end++
			}
			lits = append(lits, span{i, end})
			blank(i, end)
			i = end
		case c == '/' && i+1 < n && src[i+1] == '*':
			end := i + 2
			for end < n && !(src[end-1] == '*' && src[end] == '/' && end-1 > i+1) {
				end++
			}
			if end < n {
				end++
			}
			lits = append(lits, span{i, end})
			blank(i, end)
			i = end
		case c == '#' && lineStart:
			lineStart = false
			j := i + 1
			for j < n && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			k := j
			for k < n && isIdent(src[k]) {
				k++
			}
			if string(src[j:k]) != "define" {
				inDirective, directiveStart = true, i
			}
			i = k
		case c == '"' || c == '\'':
			lineStart = false
			end, closed := quotedEnd(src, i)
			lits = append(lits, span{i, end})
			if closed {
				blank(i+1, end-1)
			} else {
				blank(i+1, end)
			}
			i = end
		case isIdentStart(c):
			lineStart = false
			j := i
			for j < n && isIdent(src[j]) {
				if src[j] >= 0x80 {
					m[j] = '_'
				}
				j++
			}
			if j < n && src[j] == '"' && rawPrefixes[string(src[i:j])] {
				if end, closed, ok := rawStringEnd(src, j); ok {
					lits = append(lits, span{j, end})
					if closed {
						blank(j+1, end-1)
					} else {
						blank(j+1, end)
					}
					j = end
				}
			}
			i = j
		case c >= '0' && c <= '9' || c == '.' && i+1 < n && src[i+1] >= '0' && src[i+1] <= '9':
			// A pp-number, so that the digit separator in 1'000 is no quote.
			lineStart = false
			j := i + 1
			for j < n {
				d := src[j]
				if isIdent(d) || d == '.' {
					j++
				} else if (d == '+' || d == '-') && strchr("eEpP", src[j-1]) {
					j++
				} else if d == '\'' && j+1 < n && isIdent(src[j+1]) {
					j += 2
				} else {
					break
				}
			}
			for k := i; k < j; k++ {
				if src[k] >= 0x80 {
					m[k] = '_'
				}
			}
			i = j
		default:
			lineStart = false
			i++
		}
	}
	endDirective(n)
	return lexed{masked: m, literals: lits}
}

// quotedEnd returns the end of the string or character literal whose opening
// quote is at i: after the closing quote (closed), or at the end of the line
// when the literal is unterminated.
func quotedEnd(src []byte, i int) (end int, closed bool) {
	q := src[i]
	j := i + 1
	for j < len(src) {
		switch src[j] {
		case '\\':
			if j+2 < len(src) && src[j+1] == '\r' && src[j+2] == '\n' {
				j++ // a line continuation, which goes on with the literal
			}
			j += 2
			continue
		case q:
			return j + 1, true
		case '\n':
			return j, false
		}
		j++
	}
	return len(src), false
}

// rawStringEnd returns the end of the raw string R"d(...)d" whose quote is
// at q and whether it is closed, or !ok when the delimiter is malformed (then
// it is an ordinary string, as far as we care).
func rawStringEnd(src []byte, q int) (end int, closed, ok bool) {
	j := q + 1
	for j < len(src) && j-q-1 <= 16 && src[j] != '(' {
		if strchr(" ()\\\t\v\f\n\"", src[j]) {
			return 0, false, false
		}
		j++
	}
	if j >= len(src) || src[j] != '(' {
		return 0, false, false
	}
	closing := ")" + string(src[q+1:j]) + "\""
	for k := j + 1; k+len(closing) <= len(src); k++ {
		if src[k] == ')' && string(src[k:k+len(closing)]) == closing {
			return k + len(closing), true, true
		}
	}
	return len(src), false, true
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdent(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func strchr(set string, c byte) bool {
	for i := 0; i < len(set); i++ {
		if set[i] == c {
			return true
		}
	}
	return false
}
