package analyze

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"mgpucc/model"
)

// Texture fetches. tex1Dfetch<T>(t, x) and tex2D<T>(t, x, y) are one PTX
// tex instruction each (include/texture_indirect_functions.h): a read of
// texel x, or of texel (floor(x), floor(y)), of the memory of the texture
// object t. When t is an argument of the kernel, the runtime knows that
// memory and the object's shape at each launch, so a fetch is described
// like a read through a pointer argument (model.Texture): in bytes from
// the object's memory, rows of the object's pitch, the coordinates
// clamped to the texture, as a clamping fetch reads and as a superset of
// what a bordered one reads (outside it, the border colour, no memory).

// textureFetch is one fetch through a texture object argument.
type textureFetch struct {
	handle textureHandle
	dims   int      // 1 (tex1Dfetch) or 2 (tex2D)
	coords []pieces // texel subscripts, outermost first: [x] or [y, x]; nil when not affine
	why    string   // why coords is nil
	domain blockDomain
	pos    string
}

// texturePTX reports whether inline PTX is one texture fetch, as
// include/texture_indirect_functions.h writes it (tex.1d.v4.f32.s32 ...):
// a read of the memory of the texture object its handle names.
func texturePTX(text string) bool {
	text = strings.TrimSpace(text)
	return strings.HasPrefix(text, "tex.") && strings.Count(text, ";") <= 1
}

// textureHandle is where a texture object comes from: argument param, or
// the field at byte field >= 0 of struct argument param.
type textureHandle struct{ param, field int }

// shape is the handle's map parameters (model.TextureShape).
func (h textureHandle) shape() []string { return model.TextureShape(h.param, h.field) }

// fetchPTX reads the texture instruction an inline asm call holds: its
// dimensions, 0 when it holds none (textureFetch says whether it does).
func fetchPTX(call *ir.InstCall) int {
	asm, ok := call.Callee.(*ir.InlineAsm)
	if !ok || !texturePTX(asm.Asm) {
		return 0
	}
	switch {
	case strings.HasPrefix(strings.TrimSpace(asm.Asm), "tex.1d.") && len(call.Args) == 2:
		return 1
	case strings.HasPrefix(strings.TrimSpace(asm.Asm), "tex.2d.") && len(call.Args) == 3:
		return 2
	}
	return -1
}

// fetch reads a texture fetch of block bi; ok is false when call is no
// fetch.
func (ev *evaluator) fetch(call *ir.InstCall, bi int, pos string) (_ *textureFetch, r *refusal, ok bool) {
	dims := fetchPTX(call)
	switch {
	case dims == 0:
		return nil, nil, false
	case dims < 0:
		return nil, &refusal{"reads through a texture object with a tex instruction other than tex1Dfetch's and tex2D's", pos}, true
	}
	handle := call.Args[0]
	if a, isArg := handle.(*ir.Arg); isArg {
		handle = a.Value
	}
	var h textureHandle
	switch v := handle.(type) {
	case *ir.Param:
		h = textureHandle{param: ev.params[v], field: -1}
	case *ir.InstLoad:
		// A field of a struct argument the kernel never changes.
		param, off, ok := ev.unchangedField(v)
		if !ok {
			return nil, &refusal{"reads through a texture object loaded from memory (a handle in device memory, or in a struct argument the kernel changes), whose memory the runtime cannot tell at the launch", pos}, true
		}
		h = textureHandle{param: param, field: int(off)}
	default:
		return nil, &refusal{fmt.Sprintf("reads through a texture object computed by %s, whose memory the runtime cannot tell at the launch", instName(handle)), pos}, true
	}
	tf := &textureFetch{handle: h, dims: dims, domain: ev.blockDomainOf(bi), pos: pos}
	// The subscripts outermost first: tex2D's operands are x, then y.
	operands := []value.Value{call.Args[1]}
	if dims == 2 {
		operands = []value.Value{call.Args[2], call.Args[1]}
	}
	for _, v := range operands {
		c, err := ev.texel(v, dims == 2)
		if err != nil {
			tf.coords, tf.why = nil, err.Error()
			break
		}
		tf.coords = append(tf.coords, c)
	}
	return tf, nil, true
}

// texel is the texel subscript a fetch's coordinate selects: the integer
// itself for tex1Dfetch; for tex2D's float coordinates (point sampling),
// floor((float)i + c) = i + floor(c) for an integer i converted to float
// plus constants c. That is exact for |i| < 2^17 (constants that are
// multiples of 1/64 and at most 64 in all keep every partial sum within a
// float's 24 bits); beyond it the coordinate is outside any texture the
// runtime splits (at most maxTexelExtent a side) and rounding, which is
// monotone, keeps it outside on the same side: the same clamped texel or
// the border.
func (ev *evaluator) texel(v value.Value, float bool) (pieces, error) {
	if a, isArg := v.(*ir.Arg); isArg {
		v = a.Value
	}
	if !float {
		return ev.value(v)
	}
	sum := 0.0
	for {
		switch x := v.(type) {
		case *ir.InstSIToFP:
			return ev.offsetTexel(x.From, sum)
		case *ir.InstUIToFP:
			return ev.offsetTexel(x.From, sum)
		case *ir.InstFAdd:
			c, rest, ok := floatTerm(x.X, x.Y)
			if !ok {
				return nil, errNotAffine("a texture coordinate that is not an integer plus constants")
			}
			sum, v = sum+c, rest
		case *ir.InstFSub:
			c, ok := fetchConstant(x.Y)
			if !ok {
				return nil, errNotAffine("a texture coordinate that is not an integer plus constants")
			}
			sum, v = sum-c, x.X
		default:
			return nil, errNotAffine("a texture coordinate computed by %s", instName(v))
		}
		if math.Abs(sum) > 64 {
			return nil, errNotAffine("a texture coordinate offset by more than 64 texels")
		}
	}
}

// offsetTexel is the integer i plus floor(sum).
func (ev *evaluator) offsetTexel(i value.Value, sum float64) (pieces, error) {
	p, err := ev.value(i)
	if err != nil {
		return nil, err
	}
	off := constPoly(int64(math.Floor(sum)))
	return combine(p, single(off), func(a, b poly) poly { return a.add(b) }), nil
}

// floatTerm splits x + y into a constant and the rest.
func floatTerm(x, y value.Value) (float64, value.Value, bool) {
	if c, ok := fetchConstant(y); ok {
		return c, x, true
	}
	if c, ok := fetchConstant(x); ok {
		return c, y, true
	}
	return 0, nil, false
}

// fetchConstant is a float constant that is a multiple of 1/64 of at most
// 64 in magnitude (exact in any coordinate texel looks at).
func fetchConstant(v value.Value) (float64, bool) {
	c, ok := v.(*constant.Float)
	if !ok {
		return 0, false
	}
	f, _ := c.X.Float64()
	return f, math.Abs(f) <= 64 && f*64 == math.Trunc(f*64)
}

// maxTexelExtent is the widest and tallest texture whose fetches the
// runtime maps to its memory (texel's exactness; CUDA's largest pitched
// 2-D texture is 65000 rows).
const maxTexelExtent = 1 << 16

// fetchedTextures lists the texture objects fetched through, in order:
// their shapes take scalar slots in that order.
func fetchedTextures(fetches []*textureFetch) []textureHandle {
	var out []textureHandle
	for _, tf := range fetches {
		if !slices.Contains(out, tf.handle) {
			out = append(out, tf.handle)
		}
	}
	slices.SortFunc(out, func(a, b textureHandle) int {
		if a.param != b.param {
			return a.param - b.param
		}
		return a.field - b.field
	})
	return out
}

// textureArgs describes the texture object arguments the fetches read, or
// refuses the kernel; slot is the first free scalar slot.
func textureArgs(k *model.Kernel, fetches []*textureFetch, pv *prover, slot int) (map[textureHandle]*model.Texture, *refusal) {
	byHandle := map[textureHandle][]*textureFetch{}
	for _, tf := range fetches {
		if prev := byHandle[tf.handle]; len(prev) > 0 && prev[0].dims != tf.dims {
			return nil, &refusal{fmt.Sprintf("fetches texture object %s both with tex1Dfetch and with tex2D", tf.handle.words(k)), tf.pos}
		}
		byHandle[tf.handle] = append(byHandle[tf.handle], tf)
	}
	out := map[textureHandle]*model.Texture{}
	for i, h := range fetchedTextures(fetches) {
		tfs := byHandle[h]
		t := &model.Texture{Dims: tfs[0].dims, ScalarSlot: slot + 4*i, Access: textureRead(h, tfs, pv.params)}
		if h.field >= 0 {
			t.Offset = h.field
		}
		if err := pv.checkMap(t.Access.Read, len(t.Access.Sizes)+1); err != nil {
			return nil, &refusal{fmt.Sprintf("internal error: isl rejects the map of texture object %s (%v); please report this kernel", h.words(k), err), tfs[0].pos}
		}
		out[h] = t
	}
	return out, nil
}

// words names the handle in messages: the argument, or arg@offset.
func (h textureHandle) words(k *model.Kernel) string {
	if h.field >= 0 {
		return fmt.Sprintf("%s@%d", paramName(k, h.param), h.field)
	}
	return paramName(k, h.param)
}

// textureRead is the access of the fetches through texture object h: [row, texel, byte] (or [texel, byte]) in bytes from its
// memory, each subscript clamped to the texture; the whole memory when a
// coordinate is not affine.
func textureRead(h textureHandle, fetches []*textureFetch, islParams []string) *model.Access {
	shape := h.shape()
	te, tw, th, tp := shape[0], shape[1], shape[2], shape[3]
	a := &model.Access{ElemSize: 1, Sizes: []string{te}}
	bounds := []string{tw}
	if fetches[0].dims == 2 {
		a.Sizes, bounds = []string{tp, te}, []string{th, tw}
	}
	form := func(p poly) poly { return p.withBlockOff().withGridSize() }
	var parts []string
	for _, tf := range fetches {
		if tf.coords == nil {
			a.ReadAll = true
			return a
		}
		dom, _ := keepAffine(tf.domain.d.mapPolys(form))
		// Every combination of the coordinates' pieces, under the domain.
		cases := []accessCase{{}}
		for _, c := range tf.coords {
			var next []accessCase
			for _, ac := range cases {
				for _, pc := range c {
					cond, _ := keepAffine(pc.cond.mapPolys(form))
					for _, cj := range cond {
						next = append(next, accessCase{cond: append(slices.Clone(ac.cond), cj...), subs: append(slices.Clone(ac.subs), form(pc.e))})
					}
				}
			}
			cases = next
		}
		for _, ac := range cases {
			for _, d := range dom {
				ac := accessCase{cond: append(slices.Clone(ac.cond), d...), subs: ac.subs}
				if !affineSubs(ac) {
					a.ReadAll = true
					return a
				}
				parts = append(parts, clampedMap(ac, bounds, te))
			}
		}
	}
	a.Read = islParamList(islParams) + " -> { " + strings.Join(slices.Compact(slices.Sorted(slices.Values(parts))), "; ") + " }"
	return a
}

// affineSubs reports whether a case's subscripts and conditions are
// affine (no product of atoms, which isl cannot read).
func affineSubs(c accessCase) bool {
	for _, p := range append(slices.Clone(c.subs), c.cond.polys()...) {
		for m := range p {
			if strings.Contains(m, "*") {
				return false
			}
		}
	}
	return true
}

// clampedMap is one case of a fetch: texel subscripts c.subs clamped to
// [0, bound) each, then every byte of the texel.
func clampedMap(c accessCase, bounds []string, te string) string {
	var outs, cons []string
	used := slices.Clone(c.subs)
	for j, s := range c.subs {
		raw, o, n := fmt.Sprintf("fetch%d", j), fmt.Sprintf("i%d", j), bounds[j]
		used = append(used, atomPoly(raw))
		outs = append(outs, o)
		cons = append(cons, fmt.Sprintf("%s = %s", raw, s),
			fmt.Sprintf("((0 <= %[1]s < %[3]s and %[2]s = %[1]s) or (%[1]s < 0 and %[2]s = 0) or (%[1]s >= %[3]s and %[2]s = %[3]s - 1))", raw, o, n))
	}
	b := fmt.Sprintf("i%d", len(c.subs))
	outs = append(outs, b)
	cons = append(cons, fmt.Sprintf("0 <= %s < %s", b, te))
	for _, k := range c.cond {
		used = append(used, k.e)
		cons = append(cons, k.String())
	}
	return islDomain + " -> A[" + strings.Join(outs, ", ") + "] : " + islBody(cons, used)
}
