package analyze

import (
	"errors"
	"strconv"
	"strings"
)

// A small Itanium C++ demangler for what CUDA kernels are called: plain and
// namespaced functions, templates with type and integer arguments, builtin,
// pointer, reference, const, vector and class types, and substitutions.
// Anything else fails, and the caller falls back to the mangled name.

// demangled is a kernel symbol taken apart.
type demangled struct {
	Name   string        // e.g. "ns::stencil<float, 4>"
	Params []demangledTy // the parameter types in order
}

// demangledTy is one parameter type.
type demangledTy struct {
	Text     string // C++ spelling, e.g. "const float*"
	Integer  bool   // a builtin integer type
	Unsigned bool   // an unsigned builtin integer type
}

// Readable is the function as it would be declared: name(params).
func (d demangled) Readable() string {
	var ps []string
	for _, p := range d.Params {
		ps = append(ps, p.Text)
	}
	return d.Name + "(" + strings.Join(ps, ", ") + ")"
}

var errDemangle = errors.New("unsupported mangling")

type demangler struct {
	s        string
	subs     []demangledTy // the substitution candidates, in order
	tmplArgs []demangledTy // the function's template arguments (T_, T0_, ...)
}

// demangle parses a mangled function symbol.
func demangle(sym string) (demangled, error) {
	if !strings.HasPrefix(sym, "_Z") {
		return demangled{}, errDemangle
	}
	d := &demangler{s: sym[2:]}
	name, isTemplate, err := d.name()
	if err != nil {
		return demangled{}, err
	}
	if isTemplate { // templates encode their return type first
		if _, err := d.typ(); err != nil {
			return demangled{}, err
		}
	}
	var params []demangledTy
	for d.s != "" {
		t, err := d.typ()
		if err != nil {
			return demangled{}, err
		}
		params = append(params, t)
	}
	if len(params) == 1 && params[0].Text == "void" {
		params = nil
	}
	return demangled{Name: name, Params: params}, nil
}

// name parses <name>: a nested name, or an unscoped one, with an optional
// template argument list; it reports whether template arguments followed.
func (d *demangler) name() (string, bool, error) {
	if strings.HasPrefix(d.s, "N") {
		d.s = d.s[1:]
		var parts []string
		template := false
		for !strings.HasPrefix(d.s, "E") {
			if d.s == "" {
				return "", false, errDemangle
			}
			if strings.HasPrefix(d.s, "I") {
				args, err := d.templateArgs()
				if err != nil || len(parts) == 0 {
					return "", false, errDemangle
				}
				parts[len(parts)-1] += args
				template = true
			} else {
				id, err := d.sourceName()
				if err != nil {
					return "", false, err
				}
				parts = append(parts, id)
				template = false
			}
			if !strings.HasPrefix(d.s, "E") { // a prefix of something longer
				d.subs = append(d.subs, demangledTy{Text: strings.Join(parts, "::")})
			}
		}
		d.s = d.s[1:]
		return strings.Join(parts, "::"), template, nil
	}
	id, err := d.sourceName()
	if err != nil {
		return "", false, err
	}
	if strings.HasPrefix(d.s, "I") {
		d.subs = append(d.subs, demangledTy{Text: id})
		args, err := d.templateArgs()
		if err != nil {
			return "", false, err
		}
		return id + args, true, nil
	}
	return id, false, nil
}

func (d *demangler) sourceName() (string, error) {
	i := 0
	for i < len(d.s) && d.s[i] >= '0' && d.s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(d.s[:i])
	if err != nil || n <= 0 || i+n > len(d.s) {
		return "", errDemangle
	}
	id := d.s[i : i+n]
	d.s = d.s[i+n:]
	return id, nil
}

// templateArgs parses I <arg>+ E and records the arguments for T_ references.
func (d *demangler) templateArgs() (string, error) {
	d.s = d.s[1:]
	var args []string
	d.tmplArgs = nil
	for !strings.HasPrefix(d.s, "E") {
		if d.s == "" {
			return "", errDemangle
		}
		if strings.HasPrefix(d.s, "L") { // integer literal: L <type> <value> E
			d.s = d.s[1:]
			t, err := d.typ()
			if err != nil {
				return "", err
			}
			end := strings.IndexByte(d.s, 'E')
			if end < 0 {
				return "", errDemangle
			}
			v := d.s[:end]
			if strings.HasPrefix(v, "n") {
				v = "-" + v[1:]
			}
			if t.Text == "bool" {
				v = map[string]string{"0": "false", "1": "true"}[v]
			}
			d.s = d.s[end+1:]
			args = append(args, v)
			d.tmplArgs = append(d.tmplArgs, demangledTy{Text: v})
			continue
		}
		t, err := d.typ()
		if err != nil {
			return "", err
		}
		args = append(args, t.Text)
		d.tmplArgs = append(d.tmplArgs, t)
	}
	d.s = d.s[1:]
	return "<" + strings.Join(args, ", ") + ">", nil
}

var builtinTypes = map[byte]demangledTy{
	'v': {Text: "void"}, 'b': {Text: "bool"}, 'c': {Text: "char", Integer: true},
	'a': {Text: "signed char", Integer: true}, 'h': {Text: "unsigned char", Integer: true, Unsigned: true},
	's': {Text: "short", Integer: true}, 't': {Text: "unsigned short", Integer: true, Unsigned: true},
	'i': {Text: "int", Integer: true}, 'j': {Text: "unsigned int", Integer: true, Unsigned: true},
	'l': {Text: "long", Integer: true}, 'm': {Text: "unsigned long", Integer: true, Unsigned: true},
	'x': {Text: "long long", Integer: true}, 'y': {Text: "unsigned long long", Integer: true, Unsigned: true},
	'n': {Text: "__int128", Integer: true}, 'o': {Text: "unsigned __int128", Integer: true, Unsigned: true},
	'f': {Text: "float"}, 'd': {Text: "double"}, 'e': {Text: "long double"}, 'g': {Text: "__float128"},
}

// typ parses one <type>.
func (d *demangler) typ() (demangledTy, error) {
	if d.s == "" {
		return demangledTy{}, errDemangle
	}
	c := d.s[0]
	if t, ok := builtinTypes[c]; ok {
		d.s = d.s[1:]
		return t, nil
	}
	switch c {
	case 'P', 'R', 'O', 'K', 'V':
		d.s = d.s[1:]
		inner, err := d.typ()
		if err != nil {
			return demangledTy{}, err
		}
		var t demangledTy
		switch c {
		case 'P':
			t.Text = inner.Text + "*"
		case 'R':
			t.Text = inner.Text + "&"
		case 'O':
			t.Text = inner.Text + "&&"
		case 'K':
			t = inner
			t.Text = "const " + inner.Text
			if strings.HasSuffix(inner.Text, "*") {
				t.Text = inner.Text + " const"
			}
		case 'V':
			t = inner
			t.Text = "volatile " + inner.Text
		}
		d.subs = append(d.subs, t)
		return t, nil
	case 'S', 'T':
		end := strings.IndexByte(d.s, '_')
		if end < 0 {
			return demangledTy{}, errDemangle
		}
		idx := 0
		if end > 1 {
			n, err := strconv.ParseUint(d.s[1:end], 36, 32)
			if err != nil {
				return demangledTy{}, errDemangle
			}
			idx = int(n) + 1
		}
		d.s = d.s[end+1:]
		table := d.subs
		if c == 'T' {
			table = d.tmplArgs
		}
		if idx >= len(table) {
			return demangledTy{}, errDemangle
		}
		t := table[idx]
		if c == 'T' {
			d.subs = append(d.subs, t)
		}
		return t, nil
	case 'D':
		if strings.HasPrefix(d.s, "Dv") { // vector: Dv <n> _ <type>
			end := strings.IndexByte(d.s, '_')
			if end < 0 {
				return demangledTy{}, errDemangle
			}
			n := d.s[2:end]
			d.s = d.s[end+1:]
			inner, err := d.typ()
			if err != nil {
				return demangledTy{}, err
			}
			t := demangledTy{Text: inner.Text + " __attribute__((ext_vector_type(" + n + ")))"}
			d.subs = append(d.subs, t)
			return t, nil
		}
		if strings.HasPrefix(d.s, "Dh") {
			d.s = d.s[2:]
			return demangledTy{Text: "__fp16"}, nil
		}
		return demangledTy{}, errDemangle
	}
	if c == 'N' || (c >= '0' && c <= '9') { // a class or enum name
		saved := d.tmplArgs
		name, _, err := d.name()
		d.tmplArgs = saved
		if err != nil {
			return demangledTy{}, err
		}
		t := demangledTy{Text: name}
		d.subs = append(d.subs, t)
		return t, nil
	}
	return demangledTy{}, errDemangle
}
