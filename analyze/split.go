package analyze

import (
	"cmp"
	"fmt"
	"mgpucc/model"
	"slices"
	"sort"
	"strings"
)

// The split decision: the dimension a kernel is split along, the others
// it could be, their launch requirements, and the reasons the report gives.

// decision is how a kernel is split: its indexed accesses, the dimension,
// the reason and its position, and the blockDim conditions (model form)
// the split needs.
type decision struct {
	params             []*paramAccesses
	split, reason, pos string
	requires           []string
	alternatives       []model.Alternative
}

// decideSplit picks the grid dimension to split: one in which every
// written array has a subscript owned by the block index (so blocks in
// different partitions never write one element), read back only by its
// owner, preferably for every blockDim (requires empty: the conditions on
// blockDim otherwise, model form), and with the outermost such subscript
// (the most contiguous partitions). Every split requires assumed, the
// launches the accesses were read for.
func decideSplit(k *model.Kernel, params []*paramAccesses, pv *prover, assumed []constraint, apart bool) (decision, *refusal) {
	var written, reduced []*paramAccesses
	for _, pa := range params {
		if len(pa.writes) > 0 {
			written = append(written, pa)
		}
		if pa.reduce != "" {
			reduced = append(reduced, pa)
		}
	}
	if len(written) == 0 && len(reduced) == 0 && len(k.VarReductions) == 0 {
		return decision{}, &refusal{"writes no device memory: nothing to split", k.Position}
	}
	type choice struct {
		score    int
		owners   []*paramAccesses  // the written arrays the blocks own parts of,
		owned    []ownership       // and how
		flags    []*paramAccesses  // flag stores no owner divides (the last pass only)
		requires map[string]string // model form -> readable
	}
	better := func(a, b *choice) bool {
		if len(a.flags) != len(b.flags) {
			return len(a.flags) < len(b.flags)
		}
		if (len(a.requires) == 0) != (len(b.requires) == 0) {
			return len(a.requires) == 0
		}
		return a.score < b.score
	}
	var best *choice
	bestDim := ""
	var why *refusal
	valid := map[string]*choice{}
	for _, s := range []string{"y", "z", "x"} {
		ch := &choice{requires: map[string]string{}}
		facts := slices.Clone(assumed)
		var conditional []constraint
		for _, pa := range written {
			own, r := pa.ownedDim(s, pa.name, pv)
			if r != nil && apart {
				if o, ok := pa.apartBetweenBlocks(s, pv); ok {
					own, r = o, nil
				} else if pa.flag != nil {
					ch.flags = append(ch.flags, pa)
					continue
				}
			}
			if r != nil {
				if why == nil || s == "x" {
					why = r
				}
				ch = nil
				break
			}
			ch.score += own.dim
			ch.owners = append(ch.owners, pa)
			ch.owned = append(ch.owned, own)
			for _, c := range own.requires {
				if len(c.when) > 0 {
					conditional = append(conditional, c)
					continue
				}
				facts = append(facts, c)
			}
			if g := own.owner.group; g > 0 {
				ch.requires[fmt.Sprintf("bd%s %% %d == 0", s, g)] = fmt.Sprintf("blockDim.%s %% %d == 0", s, g)
			}
		}
		if ch != nil {
			// What a case only some launches reach needs (steps == 1)
			// is left out where the requirements kept so far imply it
			// there, the cases of the most launches kept first.
			slices.SortStableFunc(conditional, func(a, b constraint) int {
				return cmp.Compare(boolInt(pinsLaunch(a.when)), boolInt(pinsLaunch(b.when)))
			})
			for _, c := range conditional {
				if !pv.impliedUnder(c, facts) {
					facts = append(facts, constraint{e: c.e})
				}
			}
			for _, c := range tightest(facts) {
				model, readable := launchBound(c.e, k)
				ch.requires[model] = readable
			}
			valid[s] = ch
		}
		if ch != nil && (best == nil || better(ch, best)) {
			best, bestDim = ch, s
		}
	}
	if best == nil {
		return decision{}, why
	}
	// The valid dimensions, best first, that share the best one's
	// accesses: one whose flag stores no owner divides differ is left
	// out, its accesses being other reductions.
	var alternatives []string
	for _, s := range []string{"y", "z", "x"} {
		if ch := valid[s]; ch != nil && slices.Equal(ch.flags, best.flags) {
			alternatives = append(alternatives, s)
		}
	}
	slices.SortStableFunc(alternatives, func(a, b string) int {
		switch {
		case better(valid[a], valid[b]):
			return -1
		case better(valid[b], valid[a]):
			return 1
		}
		return 0
	})
	for _, pa := range best.flags {
		pa.asFlag()
		reduced = append(reduced, pa)
	}
	dec := decision{params: params, split: bestDim, pos: k.Position}
	if len(best.owners) == 0 {
		// Only reductions: any dimension will do; the one the reads
		// follow keeps each device's share of them together.
		dec.split = readDim(params)
	} else {
		dec.pos = best.owners[0].writes[0].acc.pos
	}
	var parts, readable []string
	for i, pa := range best.owners {
		parts = append(parts, fmt.Sprintf("writes of %s are %s", pa.name, shapeWords(pa.sizes, best.owned[i])))
	}
	for _, pa := range reduced {
		parts = append(parts, combinedWords(pa.reduce, pa.value, pa.elemSize, pa.name))
	}
	for _, v := range k.VarReductions {
		parts = append(parts, combinedWords(v.Reduce, v.ReduceValue, v.ElemSize, "the __device__ variable "+v.Var))
	}
	dec.requires, readable = sortedRequires(best.requires)
	for _, s := range alternatives {
		if s == dec.split {
			continue
		}
		reqs, _ := sortedRequires(valid[s].requires)
		dec.alternatives = append(dec.alternatives, model.Alternative{Split: s, SplitRequires: reqs})
	}
	dec.reason = strings.Join(parts, "; ") + ": split " + dec.split
	if len(readable) > 0 {
		dec.reason += " if " + strings.Join(readable, " and ")
	}
	return dec, nil
}

// tightest keeps, of requirements that differ only in their constant
// (m <= 64 and m <= 65), the one that implies the others.
func tightest(reqs []constraint) []constraint {
	var out []constraint
	for _, r := range reqs {
		linear := r.e.sub(constPoly(r.e[""])).clean()
		i := slices.IndexFunc(out, func(o constraint) bool {
			return o.e.sub(constPoly(o.e[""])).clean().equal(linear)
		})
		switch {
		case i < 0:
			out = append(out, r)
		case r.e[""] < out[i].e[""]:
			out[i] = r
		}
	}
	return out
}

// sortedRequires lists a choice's requirements (model form -> readable)
// in both forms, sorted.
func sortedRequires(reqs map[string]string) (model, readable []string) {
	for c, text := range reqs {
		model = append(model, c)
		readable = append(readable, text)
	}
	sort.Strings(model)
	sort.Strings(readable)
	return model, readable
}

// readDim is the grid dimension along which the blocks' reads are apart
// in the outermost subscript, else the first one they depend on at all
// (y, z, x), else x.
func readDim(params []*paramAccesses) string {
	uses := func(p poly, d string) bool { return p["b"+d] != 0 || p["bo"+d] != 0 }
	for _, outer := range []bool{true, false} {
		for _, d := range []string{"y", "z", "x"} {
			for _, pa := range params {
				for _, ia := range pa.reads {
					for _, c := range ia.cases {
						if (outer && uses(c.subs[0], d)) || (!outer && slices.ContainsFunc(c.subs, func(p poly) bool { return uses(p, d) })) {
							return d
						}
					}
				}
			}
		}
	}
	return "x"
}

// launchBound writes a requirement e >= 0, e = K - sum c*atom, as
// "c*atom + ... <= K", which is C (model form), and in the words of k's
// source: "c*blockDim.d + n ... <= K".
func launchBound(e poly, k *model.Kernel) (model, readable string) {
	lhs, bound := e.sub(constPoly(e[""])).scale(-1), fmt.Sprintf(" <= %d", e[""])
	return lhs.String() + bound, lhs.readableNamed(func(i int) string { return paramName(k, i) }) + bound
}

// RequirementWords spells a split requirement of k in model form
// ("-p0 + p7 <= 0", "bdx % 32 == 0") in the words of k's source, as the
// kernel's reason does ("-steps + border <= 0", "blockDim.x % 32 == 0").
func RequirementWords(k *model.Kernel, requirement string) string {
	return readableText(requirement, func(i int) string {
		if i < 0 || i >= len(k.Params) {
			return fmt.Sprintf("arg%d", i)
		}
		return paramName(k, i)
	})
}

// shapeWords describes the elements a block writes (in an array of the
// inner sizes).
func shapeWords(sizes []poly, own ownership) string {
	q, o, threaded, rank := own.dim, own.owner, own.threaded, len(sizes)+1
	switch {
	case own.apart:
		return "elements no block with another blockIdx uses"
	case own.onlyPinned:
		return "elements of one block"
	case o.group > 0:
		return fmt.Sprintf("one element per %d threads", o.group)
	case rank == 2 && q == 0 && slices.ContainsFunc(dims, func(d string) bool { return sizes[0].equal(atomPoly("bd" + d)) }):
		return "rows of " + sizes[0].readable() + " elements"
	case rank == 1 && o.kind == "b" && !threaded:
		return "one element per block"
	case rank == 1 && (o.m == 1 || o.m == -1 || o.kind == "b"):
		return "contiguous ranges per block"
	case rank == 1:
		return "strided ranges per block"
	case q == 0 && rank == 2:
		return "row blocks of a 2-D array"
	case q == 0 && rank == 3:
		return "plane blocks of a 3-D array"
	case q == rank-1:
		return fmt.Sprintf("column blocks of a %d-D array", rank)
	}
	return fmt.Sprintf("blocks of dimension %d of a %d-D array", q, rank)
}
