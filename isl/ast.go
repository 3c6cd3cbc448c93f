package isl

/*
#include <stdlib.h>
#include <isl/union_map.h>
#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/printer.h>
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// UnionMap is an isl_union_map: maps between possibly different spaces,
// e.g. the schedules of several statements.
type UnionMap struct {
	obj
	p *C.isl_union_map
}

func (c *Ctx) newUnionMap(op string, p *C.isl_union_map) *UnionMap {
	u := &UnionMap{}
	if p == nil {
		u.ctx, u.err = c, c.lastError(op)
		return u
	}
	register(c, u, &u.obj, func() { C.isl_union_map_free(p) })
	u.p = p
	return u
}

// ParseUnionMap reads a union map, e.g. "{ S[i] -> [i, 0]; T[i] -> [i, 1] }".
func (c *Ctx) ParseUnionMap(s string) (*UnionMap, error) {
	cs := cstring(s)
	defer C.free(unsafe.Pointer(cs))
	u := c.newUnionMap("parse union map", C.isl_union_map_read_from_str(c.p, cs))
	if u.err != nil {
		return nil, fmt.Errorf("%w in %q", u.err, s)
	}
	return u, nil
}

// UnionMap converts m.
func (m *Map) UnionMap() *UnionMap {
	if err := m.Err(); err != nil {
		return &UnionMap{obj: obj{ctx: m.ctx, err: err}}
	}
	return m.ctx.newUnionMap("union map from map", C.isl_union_map_from_map(m.cp()))
}

// AddMap is u with m added.
func (u *UnionMap) AddMap(m *Map) *UnionMap {
	if err := check(&u.obj, &m.obj); err != nil {
		return &UnionMap{obj: obj{ctx: u.ctx, err: err}}
	}
	return u.ctx.newUnionMap("add map", C.isl_union_map_add_map(C.isl_union_map_copy(u.p), m.cp()))
}

// Text is the union map in isl syntax, or the error it carries.
func (u *UnionMap) Text() (string, error) {
	if err := u.Err(); err != nil {
		return "", err
	}
	return goString(C.isl_union_map_to_str(u.p)), nil
}

// String is Text for printing.
func (u *UnionMap) String() string {
	t, err := u.Text()
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return t
}

// ASTOptions tune C generation.
type ASTOptions struct {
	// IteratorType is the C type of loop iterators (isl's default "int").
	IteratorType string
	// BuildOptions are isl AST build options (isl_ast_build_set_options),
	// e.g. "{ [t0, t1] -> atomic[0] }", which makes the outer loop one loop
	// instead of separate loops for different statement domains.
	BuildOptions *UnionMap
}

// GenerateC scans the domain of schedule (statement instance -> time) in
// the schedule's lexicographic order and prints the loop nest as C. The
// iterators are c0, c1, ...; each statement instance is printed as a call
// NAME(args); where NAME is the statement's tuple name and args are its
// domain coordinates as C expressions of the iterators and parameters.
// context constrains the parameters (a parameter set). The C uses
// floord(a, b) (floor division), min(a, b) and max(a, b), which the caller
// defines.
func (c *Ctx) GenerateC(schedule *UnionMap, context *Set, opts ASTOptions) (string, error) {
	if err := check(&schedule.obj, &context.obj); err != nil {
		return "", err
	}
	if opts.IteratorType != "" {
		old := C.GoString(C.isl_options_get_ast_iterator_type(c.p))
		ct := cstring(opts.IteratorType)
		C.isl_options_set_ast_iterator_type(c.p, ct)
		C.free(unsafe.Pointer(ct))
		defer func() {
			co := cstring(old)
			C.isl_options_set_ast_iterator_type(c.p, co)
			C.free(unsafe.Pointer(co))
		}()
	}
	build := C.isl_ast_build_from_context(context.cp())
	if o := opts.BuildOptions; o != nil {
		if err := check(&schedule.obj, &o.obj); err != nil {
			C.isl_ast_build_free(build)
			return "", err
		}
		build = C.isl_ast_build_set_options(build, C.isl_union_map_copy(o.p))
	}
	node := C.isl_ast_build_node_from_schedule_map(build, C.isl_union_map_copy(schedule.p))
	C.isl_ast_build_free(build)
	if node == nil {
		return "", c.lastError("ast generation")
	}
	defer C.isl_ast_node_free(node)
	p := C.isl_printer_to_str(c.p)
	p = C.isl_printer_set_output_format(p, C.ISL_FORMAT_C)
	p = C.isl_printer_print_ast_node(p, node)
	if p == nil {
		return "", c.lastError("ast printing")
	}
	s := C.isl_printer_get_str(p)
	C.isl_printer_free(p)
	if s == nil {
		return "", c.lastError("ast printing")
	}
	return goString(s), nil
}

// ExprC prints the function a as one C expression of its parameters,
// valid where context holds (a parameter set). a must have no domain
// dimensions.
func (c *Ctx) ExprC(a *PwAff, context *Set) (string, error) {
	if err := check(&a.obj, &context.obj); err != nil {
		return "", err
	}
	build := C.isl_ast_build_from_context(context.cp())
	expr := C.isl_ast_build_expr_from_pw_aff(build, a.cp())
	C.isl_ast_build_free(build)
	if expr == nil {
		return "", c.lastError("expression from pw_aff")
	}
	defer C.isl_ast_expr_free(expr)
	s := C.isl_ast_expr_to_C_str(expr)
	if s == nil {
		return "", c.lastError("expression printing")
	}
	return goString(s), nil
}
