package analyze

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Atoms are the variables affine expressions are made of:
//
//	tx ty tz        threadIdx
//	bx by bz        blockIdx
//	box boy boz     blockOff = blockIdx*blockDim (made from the product)
//	bdx bdy bdz     blockDim
//	gdx gdy gdz     gridDim (the original one)
//	p<i>            integer kernel parameter i
//	k<n>            the iteration counter of loop n (0, 1, 2, ...)
//
// A poly is a polynomial over atoms with integer coefficients: monomial ->
// coefficient, the monomial written as its atoms sorted and joined by "*",
// "" for the constant term. Products are kept so that blockIdx*blockDim and
// row*cols can be recognised later; everything that reaches isl is affine.
type poly map[string]int64

func constPoly(c int64) poly {
	if c == 0 {
		return poly{}
	}
	return poly{"": c}
}

func atomPoly(a string) poly { return poly{a: 1} }

func (p poly) add(q poly) poly {
	r := poly{}
	for m, c := range p {
		r[m] += c
	}
	for m, c := range q {
		r[m] += c
	}
	return r.clean()
}

func (p poly) scale(s int64) poly {
	r := poly{}
	for m, c := range p {
		r[m] = c * s
	}
	return r.clean()
}

func (p poly) sub(q poly) poly { return p.add(q.scale(-1)) }

func (p poly) mul(q poly) poly {
	r := poly{}
	for m1, c1 := range p {
		for m2, c2 := range q {
			r[mulMonomial(m1, m2)] += c1 * c2
		}
	}
	return r.clean()
}

func (p poly) clean() poly {
	for m, c := range p {
		if c == 0 {
			delete(p, m)
		}
	}
	return p
}

func mulMonomial(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	atoms := append(strings.Split(a, "*"), strings.Split(b, "*")...)
	sort.Strings(atoms)
	return strings.Join(atoms, "*")
}

// constant returns the value of a constant poly.
func (p poly) constant() (int64, bool) {
	for m := range p {
		if m != "" {
			return 0, false
		}
	}
	return p[""], true
}

func (p poly) equal(q poly) bool {
	return len(p.sub(q)) == 0
}

// affine reports whether every monomial has at most one atom.
func (p poly) affine() bool {
	for m := range p {
		if strings.Contains(m, "*") {
			return false
		}
	}
	return true
}

// linearIn reports whether atom appears in p only as a term of its own
// (c*atom), never multiplied with another atom.
func (p poly) linearIn(atom string) bool {
	for m := range p {
		if m != atom && strings.Contains(m, "*") {
			for _, a := range strings.Split(m, "*") {
				if a == atom {
					return false
				}
			}
		}
	}
	return true
}

// uses reports whether any monomial contains an atom accepted by pred.
func (p poly) uses(pred func(atom string) bool) bool {
	for m := range p {
		if m == "" {
			continue
		}
		for _, a := range strings.Split(m, "*") {
			if pred(a) {
				return true
			}
		}
	}
	return false
}

// substitute replaces atom a by q everywhere.
func (p poly) substitute(a string, q poly) poly {
	r := poly{}
	for m, c := range p {
		term := constPoly(c)
		if m != "" {
			for _, x := range strings.Split(m, "*") {
				if x == a {
					term = term.mul(q)
				} else {
					term = term.mul(atomPoly(x))
				}
			}
		}
		r = r.add(term)
	}
	return r
}

// withBlockOff rewrites blockIdx*blockDim products as the blockOff atoms.
func (p poly) withBlockOff() poly {
	r := poly{}
	for m, c := range p {
		atoms := strings.Split(m, "*")
		for _, d := range []string{"x", "y", "z"} {
			bi, bd := -1, -1
			for i, a := range atoms {
				if a == "b"+d && bi < 0 {
					bi = i
				}
				if a == "bd"+d && bd < 0 {
					bd = i
				}
			}
			if bi >= 0 && bd >= 0 {
				var rest []string
				for i, a := range atoms {
					if i != bi && i != bd {
						rest = append(rest, a)
					}
				}
				atoms = append(rest, "bo"+d)
				sort.Strings(atoms)
			}
		}
		r[strings.Join(atoms, "*")] += c
	}
	return r.clean()
}

// withGridSize writes blockDim.d*gridDim.d as the atom gs<d> (the grid's
// threads along d, an isl parameter) in every monomial that has both.
func (p poly) withGridSize() poly {
	r := poly{}
	for m, c := range p {
		atoms := strings.Split(m, "*")
		for _, d := range []string{"x", "y", "z"} {
			if bd := slices.Index(atoms, "bd"+d); bd >= 0 {
				if gd := slices.Index(atoms, "gd"+d); gd >= 0 {
					atoms[bd], atoms[gd] = "gs"+d, ""
					atoms = slices.DeleteFunc(atoms, func(a string) bool { return a == "" })
					sort.Strings(atoms)
				}
			}
		}
		r[strings.Join(atoms, "*")] += c
	}
	return r.clean()
}

// String prints the poly in isl syntax (deterministic order).
func (p poly) String() string {
	if len(p) == 0 {
		return "0"
	}
	var ms []string
	for m := range p {
		ms = append(ms, m)
	}
	sort.Strings(ms) // the constant ("") comes first; move it last
	if ms[0] == "" {
		ms = append(ms[1:], "")
	}
	var b strings.Builder
	for i, m := range ms {
		c := p[m]
		switch {
		case i == 0 && c < 0:
			b.WriteString("-")
		case i > 0 && c < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		if c < 0 {
			c = -c
		}
		switch {
		case m == "":
			fmt.Fprintf(&b, "%d", c)
		case c == 1:
			b.WriteString(m)
		default:
			fmt.Fprintf(&b, "%d*%s", c, m)
		}
	}
	return b.String()
}

// A constraint is e >= 0, or e = 0 when eq. A definition (def) pins down a
// fresh atom as a function of others (q = floor(x/4) is 4q <= x <= 4q + 3):
// it holds for exactly one value of the atom whatever the others are, so
// negating a condition keeps its definitions and negates the rest.
type constraint struct {
	e   poly
	eq  bool
	def bool
	// when, for a requirement on the launch, are the conditions on the
	// launch of the access case it comes from: it is needed only there.
	when conj
}

func (c constraint) String() string {
	if c.eq {
		return c.e.String() + " = 0"
	}
	return c.e.String() + " >= 0"
}

// A conj is a conjunction of constraints; a dnf a disjunction of conjs. The
// empty dnf is false, a dnf holding one empty conj is true.
type (
	conj []constraint
	dnf  []conj
)

var dnfTrue = dnf{conj{}}

func (a dnf) and(b dnf) dnf {
	var r dnf
	for _, x := range a {
		for _, y := range b {
			if c, ok := append(append(conj{}, x...), y...).simplify(); ok {
				r = append(r, c)
			}
		}
	}
	return r.dedupe()
}

func (a dnf) or(b dnf) dnf { return append(append(dnf{}, a...), b...).dedupe() }

// simplify drops duplicate and constant-true constraints; ok is false when
// the conjunction is plainly unsatisfiable (a false constant constraint, or
// two constraints that add up to a negative constant).
func (c conj) simplify() (conj, bool) {
	var r conj
	seen := map[string]bool{}
	for _, k := range c {
		if v, isConst := k.e.constant(); isConst {
			if v < 0 || (k.eq && v != 0) {
				return nil, false
			}
			continue
		}
		key := fmt.Sprint(k.String(), k.def)
		if seen[key] {
			continue
		}
		seen[key] = true
		r = append(r, k)
	}
	for i := range r {
		for j := i + 1; j < len(r); j++ {
			sum, isConst := r[i].e.add(r[j].e).constant()
			if isConst && sum < 0 {
				return nil, false
			}
			if r[i].eq || r[j].eq { // e = 0 contradicts -e + c >= 0 with c < 0, and e - c >= 0 with c > 0
				diff, isConst := r[i].e.sub(r[j].e).constant()
				if isConst && ((r[i].eq && r[j].eq && diff != 0) || (r[i].eq && !r[j].eq && diff > 0) || (!r[i].eq && r[j].eq && diff < 0)) {
					return nil, false
				}
			}
		}
	}
	return r, true
}

// dedupe removes repeated conjunctions.
func (a dnf) dedupe() dnf {
	var r dnf
	seen := map[string]bool{}
	for _, c := range a {
		key := fmt.Sprint(c)
		if !seen[key] {
			seen[key] = true
			r = append(r, c)
		}
	}
	return r
}

// maxNegation bounds the conjunctions negating a dnf may distribute into
// (the product of its conjunctions' sizes): a condition of a few hundred
// cases (bounds chosen by selects, Rodinia hotspot's validXmin) would
// otherwise take exponential time.
const maxNegation = 1 << 12

// negatable reports whether a's negation stays within maxNegation.
func (a dnf) negatable() bool {
	n := 1
	for _, c := range a {
		k := 0
		for _, x := range c {
			switch {
			case x.def:
			case x.eq:
				k += 2
			default:
				k++
			}
		}
		if n *= max(k, 1); n > maxNegation {
			return false
		}
	}
	return true
}

// not negates a dnf (De Morgan, then distribution back to a dnf); check
// negatable first for a dnf of unknown size.
func (a dnf) not() dnf {
	r := dnfTrue
	for _, c := range a {
		var defs conj
		for _, k := range c {
			if k.def {
				defs = append(defs, k)
			}
		}
		var neg dnf // defs and not(c1 and c2 ...) = defs and (not c1 or not c2 ...)
		for _, k := range c {
			switch {
			case k.def:
			case k.eq:
				neg = append(neg, append(conj{{e: k.e.scale(-1).add(constPoly(-1))}}, defs...),
					append(conj{{e: k.e.add(constPoly(-1))}}, defs...))
			default:
				neg = append(neg, append(conj{{e: k.e.scale(-1).add(constPoly(-1))}}, defs...))
			}
		}
		r = r.and(neg)
	}
	return r
}

func (a dnf) substitute(atom string, q poly) dnf {
	return a.mapPolys(func(p poly) poly { return p.substitute(atom, q) })
}

// mapPolys applies f to the poly of every constraint.
// polys lists the polynomials of the constraints.
func (c conj) polys() []poly {
	var r []poly
	for _, k := range c {
		r = append(r, k.e)
	}
	return r
}

func (a dnf) mapPolys(f func(poly) poly) dnf {
	var r dnf
	for _, c := range a {
		var nc conj
		for _, k := range c {
			nc = append(nc, constraint{e: f(k.e), eq: k.eq, def: k.def})
		}
		r = append(r, nc)
	}
	return r
}

// affine reports whether every constraint is affine.
func (a dnf) affine() bool {
	for _, c := range a {
		for _, k := range c {
			if !k.e.affine() {
				return false
			}
		}
	}
	return true
}

func (a dnf) withGridSize() dnf { return a.mapPolys(poly.withGridSize) }

func (a dnf) withBlockOff() dnf { return a.mapPolys(poly.withBlockOff) }

// A piece is one case of a piecewise value: e where cond holds. Values built
// through select and min/max have several.
type piece struct {
	cond dnf
	e    poly
}

// pieces is a piecewise affine value; the conditions of its pieces
// partition the space.
type pieces []piece

func single(e poly) pieces { return pieces{{cond: dnfTrue, e: e}} }

// combine applies op to every pair of pieces.
func combine(a, b pieces, op func(x, y poly) poly) pieces {
	var r pieces
	for _, x := range a {
		for _, y := range b {
			r = append(r, piece{cond: x.cond.and(y.cond), e: op(x.e, y.e)})
		}
	}
	return r
}

// cudaAtoms spells the builtin atoms as CUDA source does, for messages.
var cudaAtoms = map[string]string{}

func init() {
	for _, d := range []string{"x", "y", "z"} {
		cudaAtoms["t"+d] = "threadIdx." + d
		cudaAtoms["b"+d] = "blockIdx." + d
		cudaAtoms["bd"+d] = "blockDim." + d
		cudaAtoms["gd"+d] = "gridDim." + d
		cudaAtoms["bo"+d] = "blockIdx." + d + "*blockDim." + d
	}
}

// readable prints p for a diagnostic: builtins by their CUDA names, kernel
// arguments as "arg<i>", loop counters as "iteration<n>".
func (p poly) readable() string { return p.readableNamed(nil) }

// readableNamed is readable with the kernel's arguments named by argName
// (from their index).
func (p poly) readableNamed(argName func(i int) string) string {
	return readableText(p.String(), argName)
}

// readableText spells the atoms of text (a poly's or a requirement's, in
// model form) as readableNamed does.
func readableText(text string, argName func(i int) string) string {
	var b strings.Builder
	word := func(w string) string {
		if c, ok := cudaAtoms[w]; ok {
			return c
		}
		// p<i>f<o>: the field at byte o of struct argument i, "d@4".
		if param, off, ok := strings.Cut(w[min(1, len(w)):], "f"); ok && w[0] == 'p' && argName != nil {
			if i, err := strconv.Atoi(param); err == nil && strings.Trim(off, "0123456789") == "" {
				return argName(i) + "@" + off
			}
		}
		if len(w) > 1 && (w[0] == 'p' || w[0] == 'k') && strings.Trim(w[1:], "0123456789") == "" {
			if w[0] == 'p' {
				if i, err := strconv.Atoi(w[1:]); err == nil && argName != nil {
					return argName(i)
				}
				return "arg" + w[1:]
			}
			return "iteration" + w[1:]
		}
		return w
	}
	start := -1
	for i := 0; i <= len(text); i++ {
		isWord := i < len(text) && (text[i] >= 'a' && text[i] <= 'z' || text[i] >= '0' && text[i] <= '9' && start >= 0)
		if isWord && start < 0 {
			start = i
		}
		if !isWord && start >= 0 {
			b.WriteString(word(text[start:i]))
			start = -1
		}
		if !isWord && i < len(text) {
			b.WriteByte(text[i])
		}
	}
	return b.String()
}
