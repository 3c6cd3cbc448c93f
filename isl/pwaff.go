package isl

/*
#include <stdlib.h>
#include <isl/aff.h>
#include <isl/set.h>
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// PwAff is an isl_pw_aff: a piecewise quasi-affine function.
type PwAff struct {
	obj
	p *C.isl_pw_aff
}

func (c *Ctx) newPwAff(op string, p *C.isl_pw_aff) *PwAff {
	a := &PwAff{}
	if p == nil {
		a.ctx, a.err = c, c.lastError(op)
		return a
	}
	register(c, a, &a.obj, func() { C.isl_pw_aff_free(p) })
	a.p = p
	return a
}

func (c *Ctx) errPwAff(err error) *PwAff { return &PwAff{obj: obj{ctx: c, err: err}} }

// ParsePwAff reads a piecewise affine function, e.g. "[n] -> { [i] -> [(i + n)] : i >= 0 }".
func (c *Ctx) ParsePwAff(s string) (*PwAff, error) {
	cs := cstring(s)
	defer C.free(unsafe.Pointer(cs))
	a := c.newPwAff("parse pw_aff", C.isl_pw_aff_read_from_str(c.p, cs))
	if a.err != nil {
		return nil, fmt.Errorf("%w in %q", a.err, s)
	}
	return a, nil
}

func (a *PwAff) cp() *C.isl_pw_aff { return C.isl_pw_aff_copy(a.p) }

// Text is the function in isl syntax, or the error it carries.
func (a *PwAff) Text() (string, error) {
	if err := a.Err(); err != nil {
		return "", err
	}
	return goString(C.isl_pw_aff_to_str(a.p)), nil
}

// String is Text for printing.
func (a *PwAff) String() string {
	t, err := a.Text()
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return t
}

func (a *PwAff) binary(op string, b *PwAff, f func(x, y *C.isl_pw_aff) *C.isl_pw_aff) *PwAff {
	if err := check(&a.obj, &b.obj); err != nil {
		return a.ctx.errPwAff(err)
	}
	return a.ctx.newPwAff(op, f(a.cp(), b.cp()))
}

func (a *PwAff) Add(b *PwAff) *PwAff {
	return a.binary("add", b, func(a, b *C.isl_pw_aff) *C.isl_pw_aff { return C.isl_pw_aff_add(a, b) })
}
func (a *PwAff) Sub(b *PwAff) *PwAff {
	return a.binary("sub", b, func(a, b *C.isl_pw_aff) *C.isl_pw_aff { return C.isl_pw_aff_sub(a, b) })
}
func (a *PwAff) Min(b *PwAff) *PwAff {
	return a.binary("min", b, func(a, b *C.isl_pw_aff) *C.isl_pw_aff { return C.isl_pw_aff_min(a, b) })
}
func (a *PwAff) Max(b *PwAff) *PwAff {
	return a.binary("max", b, func(a, b *C.isl_pw_aff) *C.isl_pw_aff { return C.isl_pw_aff_max(a, b) })
}

// Domain is the set where the function is defined.
func (a *PwAff) Domain() *Set {
	if err := a.Err(); err != nil {
		return a.ctx.errSet(err)
	}
	return a.ctx.newSet("domain", C.isl_pw_aff_domain(a.cp()))
}

// IsCst reports whether the function is constant on its domain.
func (a *PwAff) IsCst() (bool, error) {
	if err := a.Err(); err != nil {
		return false, err
	}
	return a.ctx.boolResult("is cst", C.isl_pw_aff_is_cst(a.p))
}

// IsEqual reports whether a and b are the same function.
func (a *PwAff) IsEqual(b *PwAff) (bool, error) {
	if err := check(&a.obj, &b.obj); err != nil {
		return false, err
	}
	return a.ctx.boolResult("is equal", C.isl_pw_aff_is_equal(a.p, b.p))
}
