package isl

/*
#include <stdlib.h>
#include <stdint.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/val.h>
#include <isl/aff.h>

typedef struct {
	int64_t *buf;
	int cap, n, dim;
	int overflow;
} mgpu_isl_points;

static isl_stat mgpu_isl_collect_point(isl_point *pt, void *user) {
	mgpu_isl_points *ps = user;
	if (ps->n >= ps->cap) {
		ps->overflow = 1;
		isl_point_free(pt);
		return isl_stat_error;
	}
	for (int i = 0; i < ps->dim; i++) {
		isl_val *v = isl_point_get_coordinate_val(pt, isl_dim_set, i);
		ps->buf[(int64_t)ps->n * ps->dim + i] = isl_val_get_num_si(v);
		isl_val_free(v);
	}
	ps->n++;
	isl_point_free(pt);
	return isl_stat_ok;
}

// The i-th convex piece of set (i < its number of pieces), as a set.
static isl_set *mgpu_isl_set_piece(isl_set *set, int i) {
	isl_basic_set_list *list = isl_set_get_basic_set_list(set);
	isl_basic_set *bset = isl_basic_set_list_get_at(list, i);
	isl_basic_set_list_free(list);
	return isl_set_from_basic_set(bset);
}

static int mgpu_isl_set_points(isl_set *set, mgpu_isl_points *ps) {
	return isl_set_foreach_point(set, mgpu_isl_collect_point, ps);
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Set is an isl_set: a set of integer tuples, with parameters.
type Set struct {
	obj
	p *C.isl_set
}

func (c *Ctx) newSet(op string, p *C.isl_set) *Set {
	s := &Set{}
	if p == nil {
		s.ctx, s.err = c, c.lastError(op)
		return s
	}
	register(c, s, &s.obj, func() { C.isl_set_free(p) })
	s.p = p
	return s
}

func (c *Ctx) errSet(err error) *Set { return &Set{obj: obj{ctx: c, err: err}} }

// ParseSet reads a set in isl syntax, e.g. "[n] -> { A[i] : 0 <= i < n }".
func (c *Ctx) ParseSet(s string) (*Set, error) {
	cs := cstring(s)
	defer C.free(unsafe.Pointer(cs))
	r := c.newSet("parse set", C.isl_set_read_from_str(c.p, cs))
	if r.err != nil {
		return nil, fmt.Errorf("%w in %q", r.err, s)
	}
	return r, nil
}

func (s *Set) cp() *C.isl_set { return C.isl_set_copy(s.p) }

// Copy returns a new reference to the same set.
func (s *Set) Copy() *Set { return s.unary("copy", func(p *C.isl_set) *C.isl_set { return p }) }

func (s *Set) unary(op string, f func(*C.isl_set) *C.isl_set) *Set {
	if err := s.Err(); err != nil {
		return s.ctx.errSet(err)
	}
	return s.ctx.newSet(op, f(s.cp()))
}

func (s *Set) binary(op string, o *Set, f func(a, b *C.isl_set) *C.isl_set) *Set {
	if err := check(&s.obj, &o.obj); err != nil {
		return s.ctx.errSet(err)
	}
	return s.ctx.newSet(op, f(s.cp(), o.cp()))
}

// Text is the set in isl syntax, or the error the set carries.
func (s *Set) Text() (string, error) {
	if err := s.Err(); err != nil {
		return "", err
	}
	return goString(C.isl_set_to_str(s.p)), nil
}

// String is Text for printing; an erroneous set prints as its error.
func (s *Set) String() string {
	t, err := s.Text()
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return t
}

func (s *Set) Intersect(o *Set) *Set {
	return s.binary("intersect", o, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_intersect(a, b) })
}
func (s *Set) Union(o *Set) *Set {
	return s.binary("union", o, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_union(a, b) })
}
func (s *Set) Subtract(o *Set) *Set {
	return s.binary("subtract", o, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_subtract(a, b) })
}

// IntersectParams restricts the parameters to the parameter set o.
func (s *Set) IntersectParams(o *Set) *Set {
	return s.binary("intersect params", o, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_intersect_params(a, b) })
}

// Gist simplifies s assuming context holds.
func (s *Set) Gist(context *Set) *Set {
	return s.binary("gist", context, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_gist(a, b) })
}

// GistParams simplifies s assuming the parameter set context holds.
func (s *Set) GistParams(context *Set) *Set {
	return s.binary("gist params", context, func(a, b *C.isl_set) *C.isl_set { return C.isl_set_gist_params(a, b) })
}

// AlignParams reorders and extends s's parameters to those of o.
func (s *Set) AlignParams(o *Set) *Set {
	if err := check(&s.obj, &o.obj); err != nil {
		return s.ctx.errSet(err)
	}
	return s.ctx.newSet("align params", C.isl_set_align_params(s.cp(), C.isl_set_get_space(o.p)))
}

// Apply is the image of s under m.
func (s *Set) Apply(m *Map) *Set {
	if err := check(&s.obj, &m.obj); err != nil {
		return s.ctx.errSet(err)
	}
	return s.ctx.newSet("apply", C.isl_set_apply(s.cp(), m.cp()))
}

// Identity is the identity map on s's space restricted to s.
func (s *Set) Identity() *Map {
	if err := s.Err(); err != nil {
		return s.ctx.errMap(err)
	}
	return s.ctx.newMap("identity", C.isl_set_identity(s.cp()))
}

// Unwrap turns a set of wrapped pairs [x -> y] back into a map.
func (s *Set) Unwrap() *Map {
	if err := s.Err(); err != nil {
		return s.ctx.errMap(err)
	}
	return s.ctx.newMap("unwrap", C.isl_set_unwrap(s.cp()))
}

// MapFromDomainAndRange is the product relation { x -> y : x in dom, y in ran }.
func MapFromDomainAndRange(dom, ran *Set) *Map {
	if err := check(&dom.obj, &ran.obj); err != nil {
		return dom.ctx.errMap(err)
	}
	return dom.ctx.newMap("from domain and range", C.isl_map_from_domain_and_range(dom.cp(), ran.cp()))
}

func (s *Set) Coalesce() *Set {
	return s.unary("coalesce", func(p *C.isl_set) *C.isl_set { return C.isl_set_coalesce(p) })
}
func (s *Set) LexMin() *Set {
	return s.unary("lexmin", func(p *C.isl_set) *C.isl_set { return C.isl_set_lexmin(p) })
}
func (s *Set) LexMax() *Set {
	return s.unary("lexmax", func(p *C.isl_set) *C.isl_set { return C.isl_set_lexmax(p) })
}
func (s *Set) Params() *Set {
	return s.unary("params", func(p *C.isl_set) *C.isl_set { return C.isl_set_params(p) })
}
func (s *Set) DetectEqualities() *Set {
	return s.unary("detect equalities", func(p *C.isl_set) *C.isl_set { return C.isl_set_detect_equalities(p) })
}

// MakeDisjoint rewrites s as a union of pairwise disjoint convex pieces.
func (s *Set) MakeDisjoint() *Set {
	return s.unary("make disjoint", func(p *C.isl_set) *C.isl_set { return C.isl_set_make_disjoint(p) })
}

// Flatten turns nested (wrapped) tuples into one flat tuple.
func (s *Set) Flatten() *Set {
	return s.unary("flatten", func(p *C.isl_set) *C.isl_set { return C.isl_set_flatten(p) })
}

// SimpleHull is a convex over-approximation of s (isl_set_simple_hull).
func (s *Set) SimpleHull() *Set {
	return s.unary("simple hull", func(p *C.isl_set) *C.isl_set {
		return C.isl_set_from_basic_set(C.isl_set_simple_hull(p))
	})
}

// ProjectOut removes n dimensions of kind t (Param or Dim) starting at first.
func (s *Set) ProjectOut(t DimType, first, n int) *Set {
	return s.unary("project out", func(p *C.isl_set) *C.isl_set {
		return C.isl_set_project_out(p, C.enum_isl_dim_type(t), C.uint(first), C.uint(n))
	})
}

// ProjectOutName removes the dimension of kind t named name.
func (s *Set) ProjectOutName(t DimType, name string) *Set {
	pos, err := s.FindDim(t, name)
	if err != nil {
		return s.ctx.errSet(err)
	}
	return s.ProjectOut(t, pos, 1)
}

// Fix fixes dimension pos of kind t to v.
func (s *Set) Fix(t DimType, pos int, v int64) *Set {
	return s.unary("fix", func(p *C.isl_set) *C.isl_set {
		return C.isl_set_fix_val(p, C.enum_isl_dim_type(t), C.uint(pos), C.isl_val_int_from_si(s.ctx.p, C.long(v)))
	})
}

// FixParam fixes the parameter called name to v.
func (s *Set) FixParam(name string, v int64) *Set {
	pos, err := s.FindDim(Param, name)
	if err != nil {
		return s.ctx.errSet(err)
	}
	return s.Fix(Param, pos, v)
}

// SetTupleName names the set's tuple.
func (s *Set) SetTupleName(name string) *Set {
	cs := cstring(name)
	defer C.free(unsafe.Pointer(cs))
	return s.unary("set tuple name", func(p *C.isl_set) *C.isl_set {
		return C.isl_set_set_tuple_name(p, cs)
	})
}

// DimMin is the minimum of dimension pos over s, as a function of the parameters.
func (s *Set) DimMin(pos int) *PwAff {
	if err := s.Err(); err != nil {
		return s.ctx.errPwAff(err)
	}
	return s.ctx.newPwAff("dim min", C.isl_set_dim_min(s.cp(), C.int(pos)))
}

// DimMax is the maximum of dimension pos over s, as a function of the parameters.
func (s *Set) DimMax(pos int) *PwAff {
	if err := s.Err(); err != nil {
		return s.ctx.errPwAff(err)
	}
	return s.ctx.newPwAff("dim max", C.isl_set_dim_max(s.cp(), C.int(pos)))
}

// Dims is the number of dimensions of kind t (Param or Dim).
func (s *Set) Dims(t DimType) (int, error) {
	if err := s.Err(); err != nil {
		return 0, err
	}
	return s.ctx.sizeResult("dim", C.isl_set_dim(s.p, C.enum_isl_dim_type(t)))
}

// DimName is the name of dimension pos of kind t ("" when unnamed).
func (s *Set) DimName(t DimType, pos int) (string, error) {
	n, err := s.Dims(t)
	if err != nil {
		return "", err
	}
	if pos < 0 || pos >= n {
		return "", fmt.Errorf("isl: dimension %d out of range (%d dimensions)", pos, n)
	}
	if p := C.isl_set_get_dim_name(s.p, C.enum_isl_dim_type(t), C.uint(pos)); p != nil {
		return C.GoString(p), nil
	}
	return "", nil
}

// FindDim is the position of the dimension of kind t named name.
func (s *Set) FindDim(t DimType, name string) (int, error) {
	if err := s.Err(); err != nil {
		return 0, err
	}
	cs := cstring(name)
	defer C.free(unsafe.Pointer(cs))
	pos := int(C.isl_set_find_dim_by_name(s.p, C.enum_isl_dim_type(t), cs))
	if pos < 0 {
		return 0, fmt.Errorf("isl: no dimension named %q in %s", name, s)
	}
	return pos, nil
}

// NumBasicSets is the number of convex pieces.
func (s *Set) NumBasicSets() (int, error) {
	if err := s.Err(); err != nil {
		return 0, err
	}
	return s.ctx.sizeResult("n basic set", C.isl_set_n_basic_set(s.p))
}

func (s *Set) pred(op string, f func(*C.isl_set) C.isl_bool) (bool, error) {
	if err := s.Err(); err != nil {
		return false, err
	}
	return s.ctx.boolResult(op, f(s.p))
}

func (s *Set) pred2(op string, o *Set, f func(a, b *C.isl_set) C.isl_bool) (bool, error) {
	if err := check(&s.obj, &o.obj); err != nil {
		return false, err
	}
	return s.ctx.boolResult(op, f(s.p, o.p))
}

func (s *Set) IsEmpty() (bool, error) {
	return s.pred("is empty", func(p *C.isl_set) C.isl_bool { return C.isl_set_is_empty(p) })
}
func (s *Set) IsBounded() (bool, error) {
	return s.pred("is bounded", func(p *C.isl_set) C.isl_bool { return C.isl_set_is_bounded(p) })
}
func (s *Set) IsEqual(o *Set) (bool, error) {
	return s.pred2("is equal", o, func(a, b *C.isl_set) C.isl_bool { return C.isl_set_is_equal(a, b) })
}
func (s *Set) IsSubset(o *Set) (bool, error) {
	return s.pred2("is subset", o, func(a, b *C.isl_set) C.isl_bool { return C.isl_set_is_subset(a, b) })
}

// Pieces splits s into its convex pieces (basic sets), each as a Set.
func (s *Set) Pieces() ([]*Set, error) {
	n, err := s.NumBasicSets()
	if err != nil {
		return nil, err
	}
	pieces := make([]*Set, n)
	for i := range pieces {
		pieces[i] = s.ctx.newSet("piece", C.mgpu_isl_set_piece(s.p, C.int(i)))
		if err := pieces[i].Err(); err != nil {
			return nil, err
		}
	}
	return pieces, nil
}

// Points lists the points of a bounded set without parameters (fix and
// project out the parameters first), in isl's order; more than limit
// points is an error.
func (s *Set) Points(limit int) ([][]int64, error) {
	dim, err := s.Dims(Dim)
	if err != nil {
		return nil, err
	}
	if np, _ := s.Dims(Param); np != 0 {
		return nil, fmt.Errorf("isl: points of a set with %d parameters: fix and project them out first", np)
	}
	buf := make([]int64, limit*max(dim, 1))
	ps := C.mgpu_isl_points{cap: C.int(limit), dim: C.int(dim)}
	if len(buf) > 0 {
		ps.buf = (*C.int64_t)(C.malloc(C.size_t(len(buf) * 8)))
		defer C.free(unsafe.Pointer(ps.buf))
	}
	if C.mgpu_isl_set_points(s.p, &ps) < 0 {
		if ps.overflow != 0 {
			C.isl_ctx_reset_error(s.ctx.p)
			return nil, fmt.Errorf("isl: set has more than %d points", limit)
		}
		return nil, s.ctx.lastError("points")
	}
	flat := unsafe.Slice((*int64)(unsafe.Pointer(ps.buf)), int(ps.n)*dim)
	pts := make([][]int64, ps.n)
	for i := range pts {
		pts[i] = append([]int64(nil), flat[i*dim:(i+1)*dim]...)
	}
	return pts, nil
}
