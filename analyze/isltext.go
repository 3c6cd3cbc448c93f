package analyze

import (
	"fmt"
	"sort"
	"strings"
)

var domainAtoms = map[string]bool{"boz": true, "boy": true, "box": true, "bz": true, "by": true, "bx": true}

// islDomain is the domain tuple of every map: blockOff and blockIdx, z y x.
const islDomain = "[boz, boy, box, bz, by, bx]"

// islParamList is the parameter tuple of the maps of a kernel whose
// integer scalar parameters are named params.
func islParamList(params []string) string {
	return "[" + strings.Join(append([]string{"bdz", "bdy", "bdx", "gdz", "gdy", "gdx"}, params...), ", ") + "]"
}

// islBody closes constraint texts over the atoms of the polys they use:
// atoms that are neither domain dimensions nor parameters become
// existentials, and threadIdx and blockIdx get their bounds.
func islBody(cons []string, used []poly) string {
	atoms := map[string]bool{}
	for _, p := range used {
		for m := range p {
			for _, a := range strings.Split(m, "*") {
				if a != "" {
					atoms[a] = true
				}
			}
		}
	}
	var exists []string
	for a := range atoms {
		if !domainAtoms[a] && !isParamAtom(a) && !gridStrideAtom(a) {
			exists = append(exists, a)
		}
	}
	sort.Strings(exists)
	for _, d := range dims {
		if atoms["t"+d] {
			cons = append(cons, fmt.Sprintf("0 <= t%s < bd%s", d, d))
		}
		if atoms["b"+d] {
			cons = append(cons, fmt.Sprintf("0 <= b%s < gd%s", d, d))
		}
	}
	body := strings.Join(cons, " and ")
	if len(exists) > 0 {
		body = "exists (" + strings.Join(exists, ", ") + " : " + body + ")"
	}
	return body
}

// islMap prints the union of the accesses as an isl map over the space of
// model.Access; "" when there are none.
func islMap(params []string, accs []*indexedAccess) string {
	var parts []string
	seen := map[string]bool{}
	for _, ia := range accs {
		for _, c := range ia.cases {
			s := islBasicMap(c, ia.width)
			if !seen[s] {
				seen[s] = true
				parts = append(parts, s)
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return islParamList(params) + " -> { " + strings.Join(parts, "; ") + " }"
}

func islBasicMap(c accessCase, width int) string {
	var outs, cons []string
	var used []poly
	for i, s := range c.subs {
		outs = append(outs, fmt.Sprintf("i%d", i))
		e := s
		if i == len(c.subs)-1 && width > 1 {
			e = e.add(atomPoly("w"))
			cons = append(cons, fmt.Sprintf("0 <= w < %d", width))
		}
		used = append(used, e)
		cons = append(cons, fmt.Sprintf("i%d = %s", i, e))
	}
	for _, k := range c.cond {
		used = append(used, k.e)
		cons = append(cons, k.String())
	}
	return islDomain + " -> A[" + strings.Join(outs, ", ") + "] : " + islBody(cons, used)
}

// gridStrideAtom reports whether a is gs<d> (blockDim*gridDim), gk<d> or
// gb<d> (the offset of a loop over the grid's threads or blocks), isl
// parameters of the maps.
func gridStrideAtom(a string) bool {
	return len(a) == 3 && (strings.HasPrefix(a, "gs") || strings.HasPrefix(a, "gk") || strings.HasPrefix(a, "gb"))
}
