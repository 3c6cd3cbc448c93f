package analyze

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// A test-only evaluator for the isl maps the analysis prints (the subset it
// prints: unions of basic maps with linear constraints, chains like
// 0 <= tx < bdx, and one "exists" per basic map). It fixes the parameters
// and the block, bounds the existential variables by interval propagation
// and enumerates them: an independent reading of the model text.

type linExpr map[string]int64 // name -> coefficient, "" the constant

type linCons struct {
	e  linExpr
	eq bool // e = 0, else e >= 0
}

type basicMap struct {
	outs   []string
	exists []string
	cons   []linCons
}

func parseLin(s string) (linExpr, error) {
	e := linExpr{}
	s = strings.ReplaceAll(s, " ", "")
	sign := int64(1)
	for i := 0; i < len(s); {
		switch s[i] {
		case '+':
			sign = 1
			i++
			continue
		case '-':
			sign = -1
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != '+' && s[j] != '-' {
			j++
		}
		term := s[i:j]
		// A term is an integer, names joined by "*" (a product: split
		// requirements), or both.
		coef, name := int64(1), term
		if c, err := strconv.ParseInt(term, 10, 64); err == nil {
			coef, name = c, ""
		} else if k := strings.IndexByte(term, '*'); k >= 0 && term[0] >= '0' && term[0] <= '9' {
			c, err := strconv.ParseInt(term[:k], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("term %q: %w", term, err)
			}
			coef, name = c, term[k+1:]
		}
		e[name] += sign * coef
		sign = 1
		i = j
	}
	return e, nil
}

// eval is e's value with the names bound by env.
func (e linExpr) eval(env map[string]int64) int64 {
	var v int64
	for name, c := range e {
		term := c
		if name != "" {
			for _, factor := range strings.Split(name, "*") {
				term *= env[factor]
			}
		}
		v += term
	}
	return v
}

func (e linExpr) sub(f linExpr) linExpr {
	r := linExpr{}
	for k, v := range e {
		r[k] += v
	}
	for k, v := range f {
		r[k] -= v
	}
	return r
}

// parseConstraint reads "a OP b [OP c]" into constraints.
func parseConstraint(s string) ([]linCons, error) {
	var parts []string
	var ops []string
	rest := s
	for {
		best, op := -1, ""
		for _, o := range []string{"<=", ">=", "<", "=", ">"} {
			if k := strings.Index(rest, " "+o+" "); k >= 0 && (best < 0 || k < best) {
				best, op = k, o
			}
		}
		if best < 0 {
			parts = append(parts, rest)
			break
		}
		parts = append(parts, rest[:best])
		ops = append(ops, op)
		rest = rest[best+len(op)+2:]
	}
	var out []linCons
	for i, op := range ops {
		a, err := parseLin(parts[i])
		if err != nil {
			return nil, err
		}
		b, err := parseLin(parts[i+1])
		if err != nil {
			return nil, err
		}
		switch op {
		case "<=":
			out = append(out, linCons{e: b.sub(a)})
		case "<":
			out = append(out, linCons{e: b.sub(a).sub(linExpr{"": 1})})
		case ">=":
			out = append(out, linCons{e: a.sub(b)})
		case ">":
			out = append(out, linCons{e: a.sub(b).sub(linExpr{"": 1})})
		case "=":
			out = append(out, linCons{e: a.sub(b), eq: true})
		}
	}
	return out, nil
}

func parseMap(text string) ([]basicMap, error) {
	open := strings.Index(text, "{")
	close := strings.LastIndex(text, "}")
	if open < 0 || close < open {
		return nil, fmt.Errorf("not a map: %s", text)
	}
	var out []basicMap
	for _, part := range strings.Split(text[open+1:close], ";") {
		var bm basicMap
		colon := strings.Index(part, " : ")
		head, body := part, ""
		if colon >= 0 {
			head, body = part[:colon], part[colon+3:]
		}
		rng := head[strings.LastIndex(head, "[")+1 : strings.LastIndex(head, "]")]
		for _, o := range strings.Split(rng, ",") {
			bm.outs = append(bm.outs, strings.TrimSpace(o))
		}
		body = strings.TrimSpace(body)
		if strings.HasPrefix(body, "exists (") {
			inner := body[len("exists (") : len(body)-1]
			c := strings.Index(inner, " : ")
			for _, v := range strings.Split(inner[:c], ",") {
				bm.exists = append(bm.exists, strings.TrimSpace(v))
			}
			body = inner[c+3:]
		}
		if body != "" {
			for _, c := range strings.Split(body, " and ") {
				cs, err := parseConstraint(strings.TrimSpace(c))
				if err != nil {
					return nil, err
				}
				bm.cons = append(bm.cons, cs...)
			}
		}
		out = append(out, bm)
	}
	return out, nil
}

type interval struct{ lo, hi int64 }

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

// image lists the points (output tuples) of the map for the fixed values
// in env (parameters and domain dimensions); free names further unknowns
// (domain dimensions left open) bounded by the extra constraints.
func image(bms []basicMap, env map[string]int64, free []string, extra []linCons) ([][]int64, error) {
	seen := map[string]bool{}
	var out [][]int64
	for _, bm := range bms {
		bm.cons = append(append([]linCons{}, bm.cons...), extra...)
		vars := append(append(append([]string{}, free...), bm.exists...), bm.outs...)
		bounds := map[string]*interval{}
		const inf = int64(1) << 40
		for _, v := range vars {
			bounds[v] = &interval{-inf, inf}
		}
		value := func(e linExpr, skip string) (lo, hi int64) { // range of e without the term of skip
			for k, c := range e {
				if k == skip {
					continue
				}
				if k == "" {
					lo += c
					hi += c
					continue
				}
				if v, ok := env[k]; ok {
					lo += c * v
					hi += c * v
					continue
				}
				b := bounds[k]
				if b == nil {
					return -(1 << 60), 1 << 60
				}
				if c > 0 {
					lo, hi = lo+c*b.lo, hi+c*b.hi
				} else {
					lo, hi = lo+c*b.hi, hi+c*b.lo
				}
			}
			return lo, hi
		}
		for changed, rounds := true, 0; changed && rounds < 100; rounds++ {
			changed = false
			for _, c := range bm.cons {
				for v, a := range c.e {
					b := bounds[v]
					if b == nil || a == 0 {
						continue
					}
					lo, hi := value(c.e, v) // a*v + [lo, hi] >= 0 (or = 0)
					nlo, nhi := b.lo, b.hi
					if a > 0 {
						nlo = max(nlo, ceilDiv(-hi, a))
						if c.eq {
							nhi = min(nhi, floorDiv(-lo, a))
						}
					} else {
						nhi = min(nhi, floorDiv(hi, -a))
						if c.eq {
							nlo = max(nlo, ceilDiv(lo, -a))
						}
					}
					if nlo != b.lo || nhi != b.hi {
						b.lo, b.hi = nlo, nhi
						changed = true
					}
				}
			}
		}
		// A variable an equality fixes once the earlier ones are set
		// (i0 = box + tx) is computed, not enumerated.
		fixedBy := map[string]linCons{}
		known := map[string]bool{}
		for k := range env {
			known[k] = true
		}
		for _, v := range vars {
			for _, c := range bm.cons {
				if !c.eq || c.e[v] == 0 {
					continue
				}
				determined := true
				for k := range c.e {
					determined = determined && (k == "" || k == v || known[k])
				}
				if determined {
					fixedBy[v] = c
					break
				}
			}
			known[v] = true
		}
		total := int64(1)
		for _, v := range vars {
			b := bounds[v]
			if b.lo > b.hi {
				total = 0
				break
			}
			if _, fixed := fixedBy[v]; fixed {
				continue
			}
			if b.hi-b.lo > 1<<20 {
				return nil, fmt.Errorf("variable %s is unbounded in %v", v, bm.cons)
			}
			total *= b.hi - b.lo + 1
			if total > 1<<26 {
				return nil, fmt.Errorf("too many points to enumerate (%v)", bounds)
			}
		}
		if total == 0 {
			continue
		}
		point := map[string]int64{}
		for k, v := range env {
			point[k] = v
		}
		var rec func(i int)
		rec = func(i int) {
			if i == len(vars) {
				for _, c := range bm.cons {
					var s int64
					for k, a := range c.e {
						if k == "" {
							s += a
						} else {
							s += a * point[k]
						}
					}
					if s < 0 || (c.eq && s != 0) {
						return
					}
				}
				tuple := make([]int64, len(bm.outs))
				for j, o := range bm.outs {
					tuple[j] = point[o]
				}
				key := fmt.Sprint(tuple)
				if !seen[key] {
					seen[key] = true
					out = append(out, tuple)
				}
				return
			}
			if c, fixed := fixedBy[vars[i]]; fixed {
				var rest int64 // a*v + rest = 0
				for k, a := range c.e {
					if k == "" {
						rest += a
					} else if k != vars[i] {
						rest += a * point[k]
					}
				}
				if a := c.e[vars[i]]; rest%a == 0 {
					point[vars[i]] = -rest / a
					rec(i + 1)
				}
				return
			}
			b := bounds[vars[i]]
			for x := b.lo; x <= b.hi; x++ {
				point[vars[i]] = x
				rec(i + 1)
			}
		}
		rec(0)
	}
	sort.Slice(out, func(i, j int) bool {
		for k := range out[i] {
			if out[i][k] != out[j][k] {
				return out[i][k] < out[j][k]
			}
		}
		return false
	})
	return out, nil
}
