// Package isl is a thin cgo binding to the integer set library (libisl
// 0.25): the operations mgpucc's analysis and enumerator generation need on
// sets, maps and piecewise affine expressions, and AST generation to C.
//
// Ownership. Every Go value (Set, Map, PwAff, UnionMap) owns one reference
// to its isl object. Methods never consume their receiver or arguments:
// they copy internally and return new objects. Free releases an object
// early; Ctx.Close frees everything of the context that is still alive, so
// a context's memory is deterministic. A garbage-collected object is only
// queued and freed by the next operation on its context (isl contexts are
// single-threaded, so nothing is freed from the collector's goroutine).
//
// Errors. Operations that fail inside isl (a parse error, mismatched
// spaces, an unbounded set where a bounded one is needed) return an object
// that carries the error instead of an isl object; every later operation on
// it returns an object carrying the same error, and Err, Text and the
// predicates (IsEmpty, ...) report it. So a chain of operations is checked
// once, at its end:
//
//	img := acc.IntersectDomain(box).Range().Coalesce()
//	s, err := img.Text()
//
// Concurrency. One Ctx per analysis. A Ctx and its objects are used by one
// goroutine at a time; different contexts may be used concurrently.
package isl

/*
#cgo LDFLAGS: -lisl
#include <stdlib.h>
#include <malloc.h>
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/space_type.h>

static isl_ctx *mgpu_isl_ctx_alloc(void) {
	isl_ctx *ctx = isl_ctx_alloc();
	if (ctx)
		isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
	return ctx;
}
*/
import "C"

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// DimType selects a kind of dimension of a space.
type DimType int

// Dimension kinds.
const (
	Param DimType = C.isl_dim_param // parameters
	In    DimType = C.isl_dim_in    // input (domain) dimensions of a map
	Out   DimType = C.isl_dim_out   // output (range) dimensions of a map
	Dim   DimType = C.isl_dim_set   // the dimensions of a set
)

// ErrClosed is carried by objects used after their context was closed or
// after Free.
var ErrClosed = errors.New("isl: object used after Free or Ctx.Close")

// Ctx is an isl context: one per analysis.
type Ctx struct {
	p      *C.isl_ctx
	live   map[uint64]func() // frees each live object's reference
	nextID uint64
	closed bool

	// Objects the garbage collector found unreachable, freed by the next
	// operation on the context's own goroutine.
	pendingMu  sync.Mutex
	pending    []uint64
	hasPending atomic.Bool
}

// NewCtx allocates a context whose errors are reported, not printed or
// fatal. Close it when the analysis ends.
func NewCtx() *Ctx {
	p := C.mgpu_isl_ctx_alloc()
	if p == nil {
		panic("isl: isl_ctx_alloc failed (out of memory)")
	}
	return &Ctx{p: p, live: map[uint64]func(){}}
}

// Close frees every object of the context that is still alive, then the
// context. Objects of a closed context carry ErrClosed. Close is idempotent.
func (c *Ctx) Close() {
	if c.closed {
		return
	}
	for id, free := range c.live {
		free()
		delete(c.live, id)
	}
	c.closed = true
	C.isl_ctx_free(c.p)
	c.p = nil
}

// Live is the number of isl objects of the context not yet freed (objects
// collected by the garbage collector count until the next operation frees
// them). Leak tests assert it returns to zero.
func (c *Ctx) Live() int {
	c.drain()
	return len(c.live)
}

// track registers a freshly made isl object and returns its id.
func (c *Ctx) track(free func()) uint64 {
	c.drain()
	c.nextID++
	c.live[c.nextID] = free
	return c.nextID
}

// release frees the object id if it is still alive.
func (c *Ctx) release(id uint64) {
	if free, ok := c.live[id]; ok {
		free()
		delete(c.live, id)
	}
}

// collected is the garbage-collector cleanup: it only queues the id.
func (c *Ctx) collected(id uint64) {
	c.pendingMu.Lock()
	c.pending = append(c.pending, id)
	c.pendingMu.Unlock()
	c.hasPending.Store(true)
}

func (c *Ctx) drain() {
	if !c.hasPending.Load() {
		return
	}
	c.pendingMu.Lock()
	ids := c.pending
	c.pending = nil
	c.hasPending.Store(false)
	c.pendingMu.Unlock()
	if c.closed {
		return
	}
	for _, id := range ids {
		c.release(id)
	}
}

// ErrBudget is carried by the results of operations past the budget set
// with Ctx.Limit.
var ErrBudget = errors.New("isl: operation budget exceeded")

// Limit bounds the work of the operations that follow to about ops of
// isl's basic steps (0: no bound). Past it, operations fail with
// ErrBudget: a way to give up an optional computation that explodes.
func (c *Ctx) Limit(ops uint64) {
	C.isl_ctx_reset_operations(c.p)
	C.isl_ctx_set_max_operations(c.p, C.ulong(ops))
}

// lastError turns isl's last error into a Go error and clears it.
func (c *Ctx) lastError(op string) error {
	if C.isl_ctx_last_error(c.p) == C.isl_error_quota {
		C.isl_ctx_reset_error(c.p)
		return fmt.Errorf("isl: %s: %w", op, ErrBudget)
	}
	msg := "failed"
	if m := C.isl_ctx_last_error_msg(c.p); m != nil {
		msg = C.GoString(m)
	}
	where := ""
	if f := C.isl_ctx_last_error_file(c.p); f != nil {
		where = fmt.Sprintf(" (%s:%d)", C.GoString(f), int(C.isl_ctx_last_error_line(c.p)))
	}
	C.isl_ctx_reset_error(c.p)
	return fmt.Errorf("isl: %s: %s%s", op, msg, where)
}

// cHeapInUse is the number of bytes of the C heap in use (glibc), which
// holds every isl object: leak tests check that it returns to its level.
func cHeapInUse() int64 {
	mi := C.mallinfo2()
	return int64(mi.uordblks + mi.hblkhd)
}

// obj is the state every wrapper shares.
type obj struct {
	ctx *Ctx
	id  uint64 // 0 when the object carries an error instead
	err error
}

// Err is the error this object carries, nil when it is a valid isl object.
func (o *obj) Err() error {
	if o.err != nil {
		return o.err
	}
	if o.id == 0 || o.ctx.closed {
		return ErrClosed
	}
	if _, ok := o.ctx.live[o.id]; !ok {
		return ErrClosed
	}
	return nil
}

// Free releases the object's reference now. Using it afterwards gives
// ErrClosed. Free is idempotent.
func (o *obj) Free() {
	if o.id != 0 && !o.ctx.closed {
		o.ctx.release(o.id)
	}
}

// register makes o own a new isl reference; cleanup is attached to owner.
func register[T any](c *Ctx, owner *T, o *obj, free func()) {
	o.ctx = c
	o.id = c.track(free)
	runtime.AddCleanup(owner, c.collected, o.id)
}

// check returns the first error among the objects, including objects of a
// different context than the first.
func check(objs ...*obj) error {
	for _, o := range objs {
		if err := o.Err(); err != nil {
			return err
		}
		if o.ctx != objs[0].ctx {
			return errors.New("isl: objects of different contexts mixed in one operation")
		}
	}
	return nil
}

// cstring converts s for a C call; free the result with C.free.
func cstring(s string) *C.char { return C.CString(s) }

// goString takes an isl-allocated string and frees it.
func goString(p *C.char) string {
	s := C.GoString(p)
	C.free(unsafe.Pointer(p))
	return s
}

// boolResult converts an isl_bool.
func (c *Ctx) boolResult(op string, b C.isl_bool) (bool, error) {
	if b < 0 {
		return false, c.lastError(op)
	}
	return b != 0, nil
}

// sizeResult converts an isl_size.
func (c *Ctx) sizeResult(op string, n C.isl_size) (int, error) {
	if n < 0 {
		return 0, c.lastError(op)
	}
	return int(n), nil
}
