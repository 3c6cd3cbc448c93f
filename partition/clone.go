package partition

import (
	"fmt"
	"reflect"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// cloner copies one function into its partitioned clone.
type cloner struct {
	p        *partitioner
	src, dst *ir.Func
	// extra holds the clone's trailing parameters, in extraParamNames order.
	extra [6]*ir.Param
	// vmap maps the source's parameters, blocks and instructions to what
	// replaces them in the clone.
	vmap  map[value.Value]value.Value
	debug *debugCloner
}

// newClone makes the clone's header: src's parameters followed by the
// extra ones, src's attributes, and a copy of its debug subprogram (one
// DISubprogram may not be attached to two functions).
func newClone(p *partitioner, src *ir.Func, name string) *cloner {
	c := &cloner{p: p, src: src, vmap: map[value.Value]value.Value{}}
	var params []*ir.Param
	for _, sp := range src.Params {
		np := ir.NewParam(sp.LocalName, sp.Typ)
		np.Attrs = sp.Attrs
		c.vmap[sp] = np
		params = append(params, np)
	}
	for i, n := range extraParamNames {
		c.extra[i] = ir.NewParam(n, types.I32)
		params = append(params, c.extra[i])
	}
	dst := ir.NewFunc(name, src.Sig.RetType, params...)
	dst.Parent = p.mod
	dst.Linkage = src.Linkage
	dst.Preemption = src.Preemption
	dst.Visibility = src.Visibility
	dst.DLLStorageClass = src.DLLStorageClass
	dst.CallingConv = src.CallingConv
	dst.ReturnAttrs = src.ReturnAttrs
	dst.UnnamedAddr = src.UnnamedAddr
	dst.AddrSpace = src.AddrSpace
	dst.FuncAttrs = src.FuncAttrs
	dst.Section = src.Section
	dst.Align = src.Align
	dst.GC = src.GC
	dst.Typ = nil // NewFunc cached the type before AddrSpace was set
	dst.Type()
	c.dst = dst

	c.debug = &debugCloner{mod: p.mod, memo: map[metadata.Field]metadata.Field{}}
	for _, a := range src.Metadata {
		if sp, ok := a.Node.(*metadata.DISubprogram); ok && a.Name == "dbg" {
			cp := *sp
			cp.MetadataID = -1
			c.debug.from, c.debug.to = sp, &cp
			p.mod.MetadataDefs = append(p.mod.MetadataDefs, &cp)
		}
	}
	dst.Metadata = c.debug.attachments(src.Metadata)
	return c
}

// body copies src's blocks into the clone. Reads of ctaid become
// ctaid + offset, reads of nctaid become the original grid parameter, and
// calls of functions that read either go to their clones with the extra
// parameters appended.
func (c *cloner) body() error {
	for _, b := range c.src.Blocks {
		nb := &ir.Block{LocalIdent: b.LocalIdent, Parent: c.dst}
		resetID(&nb.LocalIdent)
		c.vmap[b] = nb
		c.dst.Blocks = append(c.dst.Blocks, nb)
	}
	for i, b := range c.src.Blocks {
		nb := c.dst.Blocks[i]
		for _, in := range b.Insts {
			if err := c.inst(nb, in); err != nil {
				return err
			}
		}
		nb.Term = copyUser(b.Term).(ir.Terminator)
		c.finish(nb.Term)
	}
	// Operands refer to values defined later (phis on back edges), so they
	// are remapped once every value of the clone exists.
	for _, nb := range c.dst.Blocks {
		for _, in := range nb.Insts {
			c.remap(in)
		}
		c.remap(nb.Term)
	}
	return nil
}

// inst appends the clone of one instruction to nb.
func (c *cloner) inst(nb *ir.Block, in ir.Instruction) error {
	if call, ok := in.(*ir.InstCall); ok {
		if callee, ok := call.Callee.(*ir.Func); ok {
			switch r := gridRegister(callee); {
			case r >= 3: // nctaid: the original grid size
				c.vmap[call] = c.extra[r]
				return nil
			case r >= 0: // ctaid: plus the partition's offset
				read := copyUser(call).(*ir.InstCall)
				c.finish(read)
				sum := ir.NewAdd(read, c.extra[r])
				for _, md := range read.Metadata {
					if md.Name == "dbg" { // not !range: it describes the call's result
						sum.Metadata = append(sum.Metadata, md)
					}
				}
				nb.Insts = append(nb.Insts, read, sum)
				c.vmap[call] = sum
				return nil
			case c.p.reads[callee] && len(callee.Blocks) > 0:
				target, err := c.p.clone(callee)
				if err != nil {
					return fmt.Errorf("%s: %w", callee.Name(), err)
				}
				redirected := copyUser(call).(*ir.InstCall)
				c.finish(redirected)
				redirected.Callee = target
				for _, e := range c.extra {
					redirected.Args = append(redirected.Args, e)
				}
				nb.Insts = append(nb.Insts, redirected)
				c.vmap[call] = redirected
				return nil
			}
		}
	}
	cp := copyUser(in).(ir.Instruction)
	c.finish(cp)
	nb.Insts = append(nb.Insts, cp)
	if v, ok := in.(value.Value); ok {
		c.vmap[v] = cp.(value.Value)
	}
	return nil
}

// finish gives a copied instruction a fresh local ID and the clone's debug
// metadata.
func (c *cloner) finish(u value.User) {
	if named, ok := u.(interface {
		IsUnnamed() bool
		SetID(int64)
	}); ok && named.IsUnnamed() {
		named.SetID(0)
	}
	md := reflect.ValueOf(u).Elem().FieldByName("Metadata")
	if md.IsValid() {
		md.Set(reflect.ValueOf(c.debug.attachments(md.Interface().(ir.Metadata))))
	}
}

func (c *cloner) remap(u value.User) {
	for _, op := range u.Operands() {
		if v, ok := c.mapValue(*op); ok {
			*op = v
		}
	}
}

// mapValue returns the clone's replacement for an operand, looking inside
// the wrappers llir puts around call arguments (ir.Arg, with its attributes)
// and metadata arguments (llvm.dbg.value's metadata.Value).
func (c *cloner) mapValue(v value.Value) (value.Value, bool) {
	switch w := v.(type) {
	case nil:
		return nil, false
	case *ir.Arg:
		if x, ok := c.mapValue(w.Value); ok {
			return &ir.Arg{Value: x, Attrs: w.Attrs}, true
		}
	case *metadata.Value:
		if x, ok := w.Value.(value.Value); ok {
			if y, ok := c.mapValue(x); ok {
				return &metadata.Value{Value: y}, true
			}
		}
	default:
		x, ok := c.vmap[v]
		return x, ok
	}
	return nil, false
}

// resetID clears the number of an unnamed value so that printing numbers
// the clone afresh.
func resetID(id *ir.LocalIdent) {
	if id.IsUnnamed() {
		id.SetID(0)
	}
}

var (
	valueType = reflect.TypeOf((*value.Value)(nil)).Elem()
	blocksTyp = reflect.TypeOf([]*ir.Block(nil))
)

// copyUser returns a copy of an instruction or terminator that shares no
// operand storage with it: llir instructions are plain structs whose
// operands sit in fields, slices (call arguments, GEP indices) and small
// structs behind pointers (phi incomings, switch cases, operand bundles),
// so the copy duplicates every slice and every such struct, and drops the
// successor cache of terminators (recomputed on demand).
func copyUser(u value.User) value.User {
	return copyStruct(reflect.ValueOf(u)).Interface().(value.User)
}

// copyStruct copies the struct p points to, unsharing its slices.
func copyStruct(p reflect.Value) reflect.Value {
	cp := reflect.New(p.Type().Elem())
	cp.Elem().Set(p.Elem())
	s := cp.Elem()
	for i := 0; i < s.NumField(); i++ {
		f := s.Field(i)
		if f.Kind() != reflect.Slice || f.IsNil() || !f.CanSet() {
			continue
		}
		if f.Type() == blocksTyp {
			f.Set(reflect.Zero(blocksTyp))
			continue
		}
		n := reflect.MakeSlice(f.Type(), f.Len(), f.Len())
		reflect.Copy(n, f)
		if el := f.Type().Elem(); el.Kind() == reflect.Pointer && el.Elem().Kind() == reflect.Struct && !el.Implements(valueType) {
			for j := 0; j < n.Len(); j++ {
				if !n.Index(j).IsNil() {
					n.Index(j).Set(copyStruct(n.Index(j)))
				}
			}
		}
		f.Set(n)
	}
	return cp
}
