package partition

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// debugCloner rewrites the debug metadata of one clone: LLVM's verifier
// rejects a DISubprogram attached to two functions (and llc then drops the
// module's debug info), so the clone gets its own subprogram, and every
// location, lexical block and loop tuple that leads to the original one is
// copied to lead to the clone's. Nodes that do not lead there are shared.
type debugCloner struct {
	mod      *ir.Module
	from, to *metadata.DISubprogram // nil when the source has no !dbg
	memo     map[metadata.Field]metadata.Field
}

// attachments returns md with every node remapped.
func (d *debugCloner) attachments(md ir.Metadata) ir.Metadata {
	if md == nil {
		return nil
	}
	out := make(ir.Metadata, len(md))
	for i, a := range md {
		node := a.Node
		if f, ok := node.(metadata.Field); ok {
			node = d.field(f).(metadata.MDNode)
		}
		out[i] = &metadata.Attachment{Name: a.Name, Node: node}
	}
	return out
}

// field returns the clone's version of one metadata field.
func (d *debugCloner) field(f metadata.Field) metadata.Field {
	if d.from == nil || f == nil {
		return f
	}
	if m, ok := d.memo[f]; ok {
		return m
	}
	switch n := f.(type) {
	case *metadata.DISubprogram:
		if n == d.from {
			return d.to
		}
	case *metadata.DILocation:
		scope := d.field(n.Scope)
		at := n.InlinedAt
		if at != nil {
			at = d.field(at).(*metadata.DILocation)
		}
		if scope != n.Scope || at != n.InlinedAt {
			cp := *n
			cp.Scope, cp.InlinedAt = scope, at
			return d.define(n, &cp, &cp.MetadataID)
		}
	case *metadata.DILexicalBlock:
		if scope := d.field(n.Scope); scope != n.Scope {
			cp := *n
			cp.Scope = scope
			return d.define(n, &cp, &cp.MetadataID)
		}
	case *metadata.DILexicalBlockFile:
		if scope := d.field(n.Scope); scope != n.Scope {
			cp := *n
			cp.Scope = scope
			return d.define(n, &cp, &cp.MetadataID)
		}
	case *metadata.Tuple:
		// Loop metadata refers to itself (!70 = distinct !{!70, ...}): the
		// tuple stands for itself while its fields are visited.
		d.memo[n] = n
		fields := make([]metadata.Field, len(n.Fields))
		changed := false
		for i, x := range n.Fields {
			fields[i] = d.field(x)
			changed = changed || fields[i] != x
		}
		if changed {
			cp := &metadata.Tuple{Distinct: n.Distinct, Fields: fields}
			for i, x := range fields {
				if x == metadata.Field(n) {
					fields[i] = cp
				}
			}
			return d.define(n, cp, &cp.MetadataID)
		}
	}
	d.memo[f] = f
	return f
}

// define records cp, a copy of n, as a new numbered metadata node.
func (d *debugCloner) define(n, cp metadata.Definition, id *metadata.MetadataID) metadata.Field {
	*id = -1
	d.memo[n] = cp
	d.mod.MetadataDefs = append(d.mod.MetadataDefs, cp)
	return cp
}
