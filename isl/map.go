package isl

/*
#include <stdlib.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Map is an isl_map: a relation between integer tuples, with parameters.
type Map struct {
	obj
	p *C.isl_map
}

// newMap wraps the result of operation op (nil means isl failed).
func (c *Ctx) newMap(op string, p *C.isl_map) *Map {
	m := &Map{}
	if p == nil {
		m.ctx, m.err = c, c.lastError(op)
		return m
	}
	register(c, m, &m.obj, func() { C.isl_map_free(p) })
	m.p = p
	return m
}

func (c *Ctx) errMap(err error) *Map { return &Map{obj: obj{ctx: c, err: err}} }

// ParseMap reads a map in isl syntax, e.g. "[n] -> { [i] -> A[i + 1] : 0 <= i < n }".
func (c *Ctx) ParseMap(s string) (*Map, error) {
	cs := cstring(s)
	defer C.free(unsafe.Pointer(cs))
	m := c.newMap("parse map", C.isl_map_read_from_str(c.p, cs))
	if m.err != nil {
		return nil, fmt.Errorf("%w in %q", m.err, s)
	}
	return m, nil
}

func (m *Map) cp() *C.isl_map { return C.isl_map_copy(m.p) }

// Copy returns a new reference to the same map.
func (m *Map) Copy() *Map { return m.unary("copy", func(p *C.isl_map) *C.isl_map { return p }) }

// unary applies f to a copy of m.
func (m *Map) unary(op string, f func(*C.isl_map) *C.isl_map) *Map {
	if err := m.Err(); err != nil {
		return m.ctx.errMap(err)
	}
	return m.ctx.newMap(op, f(m.cp()))
}

// binary applies f to copies of m and o.
func (m *Map) binary(op string, o *Map, f func(a, b *C.isl_map) *C.isl_map) *Map {
	if err := check(&m.obj, &o.obj); err != nil {
		return m.ctx.errMap(err)
	}
	return m.ctx.newMap(op, f(m.cp(), o.cp()))
}

// withSet applies f to copies of m and s.
func (m *Map) withSet(op string, s *Set, f func(*C.isl_map, *C.isl_set) *C.isl_map) *Map {
	if err := check(&m.obj, &s.obj); err != nil {
		return m.ctx.errMap(err)
	}
	return m.ctx.newMap(op, f(m.cp(), s.cp()))
}

// toSet applies f to a copy of m.
func (m *Map) toSet(op string, f func(*C.isl_map) *C.isl_set) *Set {
	if err := m.Err(); err != nil {
		return m.ctx.errSet(err)
	}
	return m.ctx.newSet(op, f(m.cp()))
}

// Text is the map in isl syntax, or the error the map carries.
func (m *Map) Text() (string, error) {
	if err := m.Err(); err != nil {
		return "", err
	}
	return goString(C.isl_map_to_str(m.p)), nil
}

// String is Text for printing; an erroneous map prints as its error.
func (m *Map) String() string {
	s, err := m.Text()
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return s
}

func (m *Map) Intersect(o *Map) *Map {
	return m.binary("intersect", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_intersect(a, b) })
}
func (m *Map) Union(o *Map) *Map {
	return m.binary("union", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_union(a, b) })
}
func (m *Map) Subtract(o *Map) *Map {
	return m.binary("subtract", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_subtract(a, b) })
}

// ApplyRange composes: { x -> o(m(x)) }.
func (m *Map) ApplyRange(o *Map) *Map {
	return m.binary("apply range", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_apply_range(a, b) })
}

// FlatRangeProduct is { x -> [y, z] : x -> y in m and x -> z in o }
// with the range tuples concatenated.
func (m *Map) FlatRangeProduct(o *Map) *Map {
	return m.binary("flat range product", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_flat_range_product(a, b) })
}

// ApplyDomain applies o to the domain: { o(x) -> y : x -> y in m }.
func (m *Map) ApplyDomain(o *Map) *Map {
	return m.binary("apply domain", o, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_apply_domain(a, b) })
}

// Gist simplifies m assuming context holds.
func (m *Map) Gist(context *Map) *Map {
	return m.binary("gist", context, func(a, b *C.isl_map) *C.isl_map { return C.isl_map_gist(a, b) })
}

// IntersectDomain restricts the domain to s.
func (m *Map) IntersectDomain(s *Set) *Map {
	return m.withSet("intersect domain", s, func(a *C.isl_map, b *C.isl_set) *C.isl_map { return C.isl_map_intersect_domain(a, b) })
}

// IntersectRange restricts the range to s.
func (m *Map) IntersectRange(s *Set) *Map {
	return m.withSet("intersect range", s, func(a *C.isl_map, b *C.isl_set) *C.isl_map { return C.isl_map_intersect_range(a, b) })
}

// IntersectParams restricts the parameters to the parameter set s.
func (m *Map) IntersectParams(s *Set) *Map {
	return m.withSet("intersect params", s, func(a *C.isl_map, b *C.isl_set) *C.isl_map { return C.isl_map_intersect_params(a, b) })
}

// GistParams simplifies m assuming the parameter set context holds.
func (m *Map) GistParams(context *Set) *Map {
	return m.withSet("gist params", context, func(a *C.isl_map, b *C.isl_set) *C.isl_map { return C.isl_map_gist_params(a, b) })
}

// AlignParams reorders and extends m's parameters to those of o (followed
// by m's own extra ones), so maps of different origins can be combined.
func (m *Map) AlignParams(o *Map) *Map {
	if err := check(&m.obj, &o.obj); err != nil {
		return m.ctx.errMap(err)
	}
	return m.ctx.newMap("align params", C.isl_map_align_params(m.cp(), C.isl_map_get_space(o.p)))
}

func (m *Map) Reverse() *Map {
	return m.unary("reverse", func(p *C.isl_map) *C.isl_map { return C.isl_map_reverse(p) })
}
func (m *Map) Coalesce() *Map {
	return m.unary("coalesce", func(p *C.isl_map) *C.isl_map { return C.isl_map_coalesce(p) })
}

// LexMin maps each domain point to the lexicographically smallest image.
func (m *Map) LexMin() *Map {
	return m.unary("lexmin", func(p *C.isl_map) *C.isl_map { return C.isl_map_lexmin(p) })
}

// LexMax maps each domain point to the lexicographically largest image.
func (m *Map) LexMax() *Map {
	return m.unary("lexmax", func(p *C.isl_map) *C.isl_map { return C.isl_map_lexmax(p) })
}

func (m *Map) DetectEqualities() *Map {
	return m.unary("detect equalities", func(p *C.isl_map) *C.isl_map { return C.isl_map_detect_equalities(p) })
}

// SimpleHull is a convex over-approximation of m (isl_map_simple_hull).
func (m *Map) SimpleHull() *Map {
	return m.unary("simple hull", func(p *C.isl_map) *C.isl_map {
		return C.isl_map_from_basic_map(C.isl_map_simple_hull(p))
	})
}

// ProjectOut removes n dimensions of kind t starting at first
// (existentially quantifying them).
func (m *Map) ProjectOut(t DimType, first, n int) *Map {
	return m.unary("project out", func(p *C.isl_map) *C.isl_map {
		return C.isl_map_project_out(p, C.enum_isl_dim_type(t), C.uint(first), C.uint(n))
	})
}

// ParamToIn makes the parameter called name the first input dimension:
// what holds for each of its values becomes a relation over them.
func (m *Map) ParamToIn(name string) *Map {
	pos, err := m.FindDim(Param, name)
	if err != nil {
		return m.ctx.errMap(err)
	}
	return m.unary("move dims", func(p *C.isl_map) *C.isl_map {
		return C.isl_map_move_dims(p, C.isl_dim_in, 0, C.isl_dim_param, C.uint(pos), 1)
	})
}

// ProjectOutName removes the dimension of kind t named name.
func (m *Map) ProjectOutName(t DimType, name string) *Map {
	pos, err := m.FindDim(t, name)
	if err != nil {
		return m.ctx.errMap(err)
	}
	return m.ProjectOut(t, pos, 1)
}

// FixParam fixes the parameter called name to v.
func (m *Map) FixParam(name string, v int64) *Map {
	pos, err := m.FindDim(Param, name)
	if err != nil {
		return m.ctx.errMap(err)
	}
	return m.unary("fix", func(p *C.isl_map) *C.isl_map {
		return C.isl_map_fix_val(p, C.isl_dim_param, C.uint(pos), C.isl_val_int_from_si(m.ctx.p, C.long(v)))
	})
}

// SetTupleName names the domain (In) or range (Out) tuple.
func (m *Map) SetTupleName(t DimType, name string) *Map {
	cs := cstring(name)
	defer C.free(unsafe.Pointer(cs))
	return m.unary("set tuple name", func(p *C.isl_map) *C.isl_map {
		return C.isl_map_set_tuple_name(p, C.enum_isl_dim_type(t), cs)
	})
}

func (m *Map) Domain() *Set {
	return m.toSet("domain", func(p *C.isl_map) *C.isl_set { return C.isl_map_domain(p) })
}
func (m *Map) Range() *Set {
	return m.toSet("range", func(p *C.isl_map) *C.isl_set { return C.isl_map_range(p) })
}
func (m *Map) Params() *Set {
	return m.toSet("params", func(p *C.isl_map) *C.isl_set { return C.isl_map_params(p) })
}

// Wrap turns the relation into a set of wrapped pairs [x -> y].
func (m *Map) Wrap() *Set {
	return m.toSet("wrap", func(p *C.isl_map) *C.isl_set { return C.isl_map_wrap(p) })
}

// Dims is the number of dimensions of kind t.
func (m *Map) Dims(t DimType) (int, error) {
	if err := m.Err(); err != nil {
		return 0, err
	}
	return m.ctx.sizeResult("dim", C.isl_map_dim(m.p, C.enum_isl_dim_type(t)))
}

// DimName is the name of dimension pos of kind t ("" when unnamed).
func (m *Map) DimName(t DimType, pos int) (string, error) {
	if err := m.Err(); err != nil {
		return "", err
	}
	n, err := m.Dims(t)
	if err != nil {
		return "", err
	}
	if pos < 0 || pos >= n {
		return "", fmt.Errorf("isl: dimension %d out of range (%d dimensions)", pos, n)
	}
	if s := C.isl_map_get_dim_name(m.p, C.enum_isl_dim_type(t), C.uint(pos)); s != nil {
		return C.GoString(s), nil
	}
	return "", nil
}

// FindDim is the position of the dimension of kind t named name.
func (m *Map) FindDim(t DimType, name string) (int, error) {
	if err := m.Err(); err != nil {
		return 0, err
	}
	cs := cstring(name)
	defer C.free(unsafe.Pointer(cs))
	pos := int(C.isl_map_find_dim_by_name(m.p, C.enum_isl_dim_type(t), cs))
	if pos < 0 {
		return 0, fmt.Errorf("isl: no dimension named %q in %s", name, m)
	}
	return pos, nil
}

// NumBasicMaps is the number of convex pieces.
func (m *Map) NumBasicMaps() (int, error) {
	if err := m.Err(); err != nil {
		return 0, err
	}
	return m.ctx.sizeResult("n basic map", C.isl_map_n_basic_map(m.p))
}

func (m *Map) pred(op string, f func(*C.isl_map) C.isl_bool) (bool, error) {
	if err := m.Err(); err != nil {
		return false, err
	}
	return m.ctx.boolResult(op, f(m.p))
}

func (m *Map) pred2(op string, o *Map, f func(a, b *C.isl_map) C.isl_bool) (bool, error) {
	if err := check(&m.obj, &o.obj); err != nil {
		return false, err
	}
	return m.ctx.boolResult(op, f(m.p, o.p))
}

func (m *Map) IsEmpty() (bool, error) {
	return m.pred("is empty", func(p *C.isl_map) C.isl_bool { return C.isl_map_is_empty(p) })
}
func (m *Map) IsInjective() (bool, error) {
	return m.pred("is injective", func(p *C.isl_map) C.isl_bool { return C.isl_map_is_injective(p) })
}
func (m *Map) IsSingleValued() (bool, error) {
	return m.pred("is single valued", func(p *C.isl_map) C.isl_bool { return C.isl_map_is_single_valued(p) })
}
func (m *Map) IsEqual(o *Map) (bool, error) {
	return m.pred2("is equal", o, func(a, b *C.isl_map) C.isl_bool { return C.isl_map_is_equal(a, b) })
}
func (m *Map) IsSubset(o *Map) (bool, error) {
	return m.pred2("is subset", o, func(a, b *C.isl_map) C.isl_bool { return C.isl_map_is_subset(a, b) })
}
