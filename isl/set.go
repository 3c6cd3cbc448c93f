package isl

/*
#include <stdlib.h>
#include <stdint.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/val.h>
#include <isl/aff.h>
#include <isl/mat.h>

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

// The constraints of a set with one basic set, as rows [const, params...,
// dims..., divs...] of out (equalities first), *n of them, and its number
// of existentially quantified variables (divs) in *ndiv. Returns the number
// of equalities; -1 when the set has several basic sets, -2 when a
// coefficient does not fit in |v| <= limit or a constant in |v| <= climit,
// -3 when out has room for fewer than *n rows.
static int mgpu_isl_set_constraints(isl_set *set, int64_t *out, int cap, int64_t limit, int64_t climit, int *n, int *ndiv) {
	if (isl_set_n_basic_set(set) != 1)
		return -1;
	isl_basic_set_list *list = isl_set_get_basic_set_list(set);
	isl_basic_set *bset = isl_basic_set_list_get_at(list, 0);
	isl_basic_set_list_free(list);
	int ret = -1;
	isl_mat *eq = NULL, *ineq = NULL;
	if (!bset)
		goto done;
	*ndiv = isl_basic_set_dim(bset, isl_dim_div);
	eq = isl_basic_set_equalities_matrix(bset, isl_dim_cst, isl_dim_param, isl_dim_set, isl_dim_div);
	ineq = isl_basic_set_inequalities_matrix(bset, isl_dim_cst, isl_dim_param, isl_dim_set, isl_dim_div);
	if (!eq || !ineq)
		goto done;
	int cols = isl_mat_cols(eq), neq = isl_mat_rows(eq), nineq = isl_mat_rows(ineq);
	*n = neq + nineq;
	if ((neq + nineq) * cols > cap) {
		ret = -3;
		goto done;
	}
	for (int r = 0; r < neq + nineq; r++)
		for (int c = 0; c < cols; c++) {
			isl_val *v = r < neq ? isl_mat_get_element_val(eq, r, c) : isl_mat_get_element_val(ineq, r - neq, c);
			int64_t l = c == 0 ? climit : limit;
			int fits = v && isl_val_is_int(v) && isl_val_cmp_si(v, l) <= 0 && isl_val_cmp_si(v, -l) >= 0;
			out[(int64_t)r * cols + c] = fits ? isl_val_get_num_si(v) : 0;
			isl_val_free(v);
			if (!fits) {
				ret = -2;
				goto done;
			}
		}
	ret = neq;
done:
	isl_mat_free(eq);
	isl_mat_free(ineq);
	isl_basic_set_free(bset);
	return ret;
}

// Stores v * den in *out when it is an integer of at most limit in
// absolute value; returns 0, or -2.
static int mgpu_isl_scaled(isl_val *v, isl_val *den, int64_t limit, int64_t *out) {
	v = isl_val_mul(v, isl_val_copy(den));
	int fits = v && isl_val_is_int(v) && isl_val_cmp_si(v, limit) <= 0 && isl_val_cmp_si(v, -limit) >= 0;
	*out = fits ? isl_val_get_num_si(v) : 0;
	isl_val_free(v);
	return fits ? 0 : -2;
}

// The definitions of the divs of a set with one basic set, as rows [den,
// const, params..., dims..., divs...] of out (div = floor((const + ...) /
// den)), cols wide. Returns 0; -1 for a div without a definition or a set
// with several basic sets; -2 when a value does not fit in |v| <= limit,
// the constant in |v| <= climit.
static int mgpu_isl_set_divs(isl_set *set, int64_t *out, int cols, int64_t limit, int64_t climit) {
	if (isl_set_n_basic_set(set) != 1)
		return -1;
	isl_basic_set_list *list = isl_set_get_basic_set_list(set);
	isl_basic_set *bset = isl_basic_set_list_get_at(list, 0);
	isl_basic_set_list_free(list);
	if (!bset)
		return -1;
	int ret = 0, np = isl_basic_set_dim(bset, isl_dim_param), nd = isl_basic_set_dim(bset, isl_dim_set);
	int ndiv = isl_basic_set_dim(bset, isl_dim_div);
	for (int i = 0; i < ndiv && ret == 0; i++) {
		isl_aff *aff = isl_basic_set_get_div(bset, i);
		if (!aff || isl_aff_is_nan(aff) != isl_bool_false) {
			isl_aff_free(aff);
			ret = -1;
			break;
		}
		int64_t *row = out + (int64_t)i * cols;
		isl_val *den = isl_aff_get_denominator_val(aff);
		ret = mgpu_isl_scaled(isl_val_one(isl_aff_get_ctx(aff)), den, limit, &row[0]);
		if (ret == 0)
			ret = mgpu_isl_scaled(isl_aff_get_constant_val(aff), den, climit, &row[1]);
		for (int c = 0; c < np + nd + ndiv && ret == 0; c++) {
			enum isl_dim_type t = c < np ? isl_dim_param : c < np + nd ? isl_dim_in : isl_dim_div;
			int pos = c < np ? c : c < np + nd ? c - np : c - np - nd;
			ret = mgpu_isl_scaled(isl_aff_get_coefficient_val(aff, t, pos), den, limit, &row[2 + c]);
		}
		isl_val_free(den);
		isl_aff_free(aff);
	}
	isl_basic_set_free(bset);
	return ret;
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

// Involves reports whether the constraints of s mention dimension pos of
// kind t.
func (s *Set) Involves(t DimType, pos int) (bool, error) {
	return s.pred("involves dims", func(p *C.isl_set) C.isl_bool {
		return C.isl_set_involves_dims(p, C.enum_isl_dim_type(t), C.uint(pos), 1)
	})
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

// Constraint is one affine constraint of a convex set: Params·params +
// Dims·dims + Divs·divs + Const = 0 (Eq) or >= 0, where the divs are the
// set's existentially quantified variables.
type Constraint struct {
	Eq     bool
	Params []int64 // coefficients of the parameters, in order
	Dims   []int64 // coefficients of the set's dimensions
	Divs   []int64 // coefficients of the existentially quantified variables
	Const  int64
}

// dimCounts is the number of parameters and of dimensions of s.
func (s *Set) dimCounts() (np, nd int, err error) {
	if np, err = s.Dims(Param); err != nil {
		return 0, 0, err
	}
	nd, err = s.Dims(Dim)
	return np, nd, err
}

// Constraints returns the constraints of s when s is one convex piece,
// every coefficient is at most limit in absolute value and every constant
// at most constLimit; ok is false otherwise.
func (s *Set) Constraints(limit, constLimit int64) (cs []Constraint, ok bool, err error) {
	np, nd, err := s.dimCounts()
	if err != nil {
		return nil, false, err
	}
	var n, ndiv C.int
	neq := int(C.mgpu_isl_set_constraints(s.p, nil, 0, C.int64_t(limit), C.int64_t(constLimit), &n, &ndiv))
	if neq == -3 {
		cols := 1 + np + nd + int(ndiv)
		buf := (*C.int64_t)(C.malloc(C.size_t(int(n)*cols) * 8))
		defer C.free(unsafe.Pointer(buf))
		neq = int(C.mgpu_isl_set_constraints(s.p, buf, n*C.int(cols), C.int64_t(limit), C.int64_t(constLimit), &n, &ndiv))
		flat := unsafe.Slice((*int64)(unsafe.Pointer(buf)), int(n)*cols)
		cs = make([]Constraint, n)
		for r := range cs {
			row := append([]int64(nil), flat[r*cols:(r+1)*cols]...)
			cs[r] = Constraint{Eq: r < neq, Const: row[0], Params: row[1 : 1+np], Dims: row[1+np : 1+np+nd], Divs: row[1+np+nd:]}
		}
	}
	if neq < 0 {
		return nil, false, nil
	}
	return cs, true, nil
}

// Div is the definition of an existentially quantified variable of a
// convex set: floor((Const + Params·params + Dims·dims + Divs·divs) / Den),
// where Divs are the coefficients of the earlier variables.
type Div struct {
	Den, Const   int64
	Params, Dims []int64
	Divs         []int64
}

// Divs returns the definitions of the existentially quantified variables
// of s when s is one convex piece, each variable has one, and every value
// is at most limit in absolute value, constants (the definitions' and the
// constraints') constLimit; ok is false otherwise.
func (s *Set) Divs(limit, constLimit int64) (divs []Div, ok bool, err error) {
	np, nd, err := s.dimCounts()
	if err != nil {
		return nil, false, err
	}
	cs, ok, err := s.Constraints(limit, constLimit)
	if err != nil || !ok || len(cs) == 0 || len(cs[0].Divs) == 0 {
		return nil, ok, err
	}
	ndiv := len(cs[0].Divs)
	cols := 2 + np + nd + ndiv
	buf := (*C.int64_t)(C.malloc(C.size_t(ndiv*cols) * 8))
	defer C.free(unsafe.Pointer(buf))
	if C.mgpu_isl_set_divs(s.p, buf, C.int(cols), C.int64_t(limit), C.int64_t(constLimit)) != 0 {
		return nil, false, nil
	}
	flat := unsafe.Slice((*int64)(unsafe.Pointer(buf)), ndiv*cols)
	divs = make([]Div, ndiv)
	for i := range divs {
		row := append([]int64(nil), flat[i*cols:(i+1)*cols]...)
		divs[i] = Div{Den: row[0], Const: row[1], Params: row[2 : 2+np], Dims: row[2+np : 2+np+nd], Divs: row[2+np+nd:]}
	}
	return divs, true, nil
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
