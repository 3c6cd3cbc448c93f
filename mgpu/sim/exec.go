package sim

import (
	"encoding/binary"
	"math"
	"sync"
	"sync/atomic"
	"unsafe"
)

func sext(v uint64, sh uint8) int64 { return int64(v<<sh) >> sh }

// run executes thread t until it exits, reaches a barrier or a warp
// primitive, or fails.
func (x *blockExec) run(t *thread) error {
	fr := &t.frames[len(t.frames)-1]
	fn := fr.fn
	code := fn.code
	r := fr.regs
	pc := fr.pc
	tracing := x.tracing
	steps := int64(0)
	defer func() { x.steps += steps }()
	for {
		o := &code[pc]
		pc++
		steps++
		switch o.code {
		case oMov:
			r[o.d] = r[o.a]
		case oAdd:
			r[o.d] = (r[o.a] + r[o.b]) & o.imm
		case oSub:
			r[o.d] = (r[o.a] - r[o.b]) & o.imm
		case oMul:
			r[o.d] = (r[o.a] * r[o.b]) & o.imm
		case oUDiv, oURem:
			y := r[o.b]
			if y == 0 {
				return x.fail(t, fn, pc-1, 0, "integer division by zero")
			}
			if o.code == oUDiv {
				r[o.d] = r[o.a] / y
			} else {
				r[o.d] = r[o.a] % y
			}
		case oSDiv, oSRem:
			a, y := sext(r[o.a], o.sh), sext(r[o.b], o.sh)
			if y == 0 {
				return x.fail(t, fn, pc-1, 0, "integer division by zero")
			}
			if y == -1 && a == math.MinInt64>>o.sh {
				return x.fail(t, fn, pc-1, 0, "signed division overflow (%d / -1)", a)
			}
			if o.code == oSDiv {
				r[o.d] = uint64(a/y) & o.imm
			} else {
				r[o.d] = uint64(a%y) & o.imm
			}
		case oShl, oLShr, oAShr:
			// A shift by the width or more is LLVM's poison, which the
			// optimiser computes ahead of a test that discards it (a
			// select of `bit ? x << (32 - bit) : 0`); the GPU's shl.b32
			// and shr clamp the amount to the width: 0, or the sign's
			// bits. Go's shifts by 64 or more, and the mask, give those.
			s := r[o.b]
			switch o.code {
			case oShl:
				r[o.d] = r[o.a] << s & o.imm
			case oLShr:
				r[o.d] = r[o.a] >> s
			default:
				r[o.d] = uint64(sext(r[o.a], o.sh)>>s) & o.imm
			}
		case oAnd:
			r[o.d] = r[o.a] & r[o.b]
		case oOr:
			r[o.d] = r[o.a] | r[o.b]
		case oXor:
			r[o.d] = r[o.a] ^ r[o.b]
		case oAddImm:
			r[o.d] = r[o.a] + o.imm
		case oGep:
			r[o.d] = r[o.a] + uint64(sext(r[o.b], o.sh)*o.x) + o.imm
		case oEq:
			r[o.d] = b2u(r[o.a] == r[o.b])
		case oNe:
			r[o.d] = b2u(r[o.a] != r[o.b])
		case oUgt:
			r[o.d] = b2u(r[o.a] > r[o.b])
		case oUge:
			r[o.d] = b2u(r[o.a] >= r[o.b])
		case oUlt:
			r[o.d] = b2u(r[o.a] < r[o.b])
		case oUle:
			r[o.d] = b2u(r[o.a] <= r[o.b])
		case oSgt:
			r[o.d] = b2u(sext(r[o.a], o.sh) > sext(r[o.b], o.sh))
		case oSge:
			r[o.d] = b2u(sext(r[o.a], o.sh) >= sext(r[o.b], o.sh))
		case oSlt:
			r[o.d] = b2u(sext(r[o.a], o.sh) < sext(r[o.b], o.sh))
		case oSle:
			r[o.d] = b2u(sext(r[o.a], o.sh) <= sext(r[o.b], o.sh))
		case oFAdd32:
			r[o.d] = f32(fv32(r[o.a]) + fv32(r[o.b]))
		case oFSub32:
			r[o.d] = f32(fv32(r[o.a]) - fv32(r[o.b]))
		case oFMul32:
			r[o.d] = f32(fv32(r[o.a]) * fv32(r[o.b]))
		case oFDiv32:
			r[o.d] = f32(fv32(r[o.a]) / fv32(r[o.b]))
		case oFRem32:
			r[o.d] = f32(float32(math.Mod(float64(fv32(r[o.a])), float64(fv32(r[o.b])))))
		case oFNeg32:
			r[o.d] = r[o.a] ^ 0x80000000
		case oFMA32:
			r[o.d] = f32(fma32(fv32(r[o.a]), fv32(r[o.b]), fv32(r[o.c])))
		case oFAdd64:
			r[o.d] = f64b(fv64(r[o.a]) + fv64(r[o.b]))
		case oFSub64:
			r[o.d] = f64b(fv64(r[o.a]) - fv64(r[o.b]))
		case oFMul64:
			r[o.d] = f64b(fv64(r[o.a]) * fv64(r[o.b]))
		case oFDiv64:
			r[o.d] = f64b(fv64(r[o.a]) / fv64(r[o.b]))
		case oFRem64:
			r[o.d] = f64b(math.Mod(fv64(r[o.a]), fv64(r[o.b])))
		case oFNeg64:
			r[o.d] = r[o.a] ^ 1<<63
		case oFMA64:
			r[o.d] = f64b(math.FMA(fv64(r[o.a]), fv64(r[o.b]), fv64(r[o.c])))
		case oFCmp32:
			r[o.d] = fcmp(float64(fv32(r[o.a])), float64(fv32(r[o.b])), o.imm)
		case oFCmp64:
			r[o.d] = fcmp(fv64(r[o.a]), fv64(r[o.b]), o.imm)
		case oSelect:
			if r[o.a]&1 != 0 {
				r[o.d] = r[o.b]
			} else {
				r[o.d] = r[o.c]
			}
		case oTrunc:
			r[o.d] = r[o.a] & o.imm
		case oSExt:
			r[o.d] = uint64(sext(r[o.a], o.sh)) & o.imm
		case oFPTrunc:
			r[o.d] = f32(float32(fv64(r[o.a])))
		case oFPExt:
			r[o.d] = f64b(float64(fv32(r[o.a])))
		case oFPToSI:
			r[o.d] = fpToInt(toF64(r[o.a], kind(o.size)), true, 64-o.sh) & o.imm
		case oFPToUI:
			r[o.d] = fpToInt(toF64(r[o.a], kind(o.size)), false, 64-o.sh) & o.imm
		case oSIToFP:
			v := sext(r[o.a], o.sh)
			switch kind(o.size) {
			case kFloat:
				r[o.d] = f32(float32(v))
			case kDouble:
				r[o.d] = f64b(float64(v))
			default:
				r[o.d] = uint64(f32toh(float32(v)))
			}
		case oUIToFP:
			v := r[o.a]
			switch kind(o.size) {
			case kFloat:
				r[o.d] = f32(float32(v))
			case kDouble:
				r[o.d] = f64b(float64(v))
			default:
				r[o.d] = uint64(f32toh(float32(v)))
			}
		case oFConv:
			v := toF64(r[o.a], kind(o.size))
			switch kind(o.x) {
			case kFloat:
				r[o.d] = f32(float32(v))
			case kDouble:
				r[o.d] = f64b(v)
			default:
				r[o.d] = uint64(f32toh(float32(v)))
			}
		case oLoad1, oLoad2, oLoad4, oLoad8:
			n := uint64(1) << (o.code - oLoad1)
			addr := r[o.a] + o.imm
			if addr&uint64(o.x) != 0 {
				return x.fail(t, fn, pc-1, addr, "misaligned load of %d bytes", n).as(FaultMisaligned)
			}
			b := x.mem(t, addr, n)
			if b == nil {
				return x.fail(t, fn, pc-1, addr, "out-of-bounds load of %d bytes", n).as(FaultAddress)
			}
			switch n {
			case 4:
				r[o.d] = uint64(binary.LittleEndian.Uint32(b))
			case 8:
				r[o.d] = binary.LittleEndian.Uint64(b)
			case 2:
				r[o.d] = uint64(binary.LittleEndian.Uint16(b))
			default:
				r[o.d] = uint64(b[0])
			}
			if tracing {
				x.recordLoad(addr, n)
			}
		case oStore1, oStore2, oStore4, oStore8:
			n := uint64(1) << (o.code - oStore1)
			addr := r[o.a] + o.imm
			if addr&uint64(o.x) != 0 {
				return x.fail(t, fn, pc-1, addr, "misaligned store of %d bytes", n).as(FaultMisaligned)
			}
			b := x.mem(t, addr, n)
			if b == nil {
				return x.fail(t, fn, pc-1, addr, "out-of-bounds store of %d bytes", n).as(FaultAddress)
			}
			v := r[o.b]
			switch n {
			case 4:
				binary.LittleEndian.PutUint32(b, uint32(v))
			case 8:
				binary.LittleEndian.PutUint64(b, v)
			case 2:
				binary.LittleEndian.PutUint16(b, uint16(v))
			default:
				b[0] = byte(v)
			}
			if tracing {
				x.recordStore(addr, n)
			}
		case oLoad16, oStore16:
			addr := r[o.a] + o.imm
			if addr&uint64(o.x) != 0 {
				return x.fail(t, fn, pc-1, addr, "misaligned access of 16 bytes").as(FaultMisaligned)
			}
			b := x.mem(t, addr, 16)
			if b == nil {
				return x.fail(t, fn, pc-1, addr, "out-of-bounds access of 16 bytes").as(FaultAddress)
			}
			wideAccess(b, r, o)
			if tracing {
				if o.code == oLoad16 {
					x.recordLoad(addr, 16)
				} else {
					x.recordStore(addr, 16)
				}
			}
		case oAlloca:
			r[o.d] = t.allocLocal(o.imm, uint64(o.x), nil)
		case oMemcpy, oMemset:
			n := r[o.c]
			if n == 0 {
				break
			}
			dst := x.mem(t, r[o.a], n)
			if dst == nil {
				return x.fail(t, fn, pc-1, r[o.a], "out-of-bounds memory write of %d bytes", n).as(FaultAddress)
			}
			if o.code == oMemset {
				for i := range dst {
					dst[i] = byte(r[o.b])
				}
			} else {
				src := x.mem(t, r[o.b], n)
				if src == nil {
					return x.fail(t, fn, pc-1, r[o.b], "out-of-bounds memory read of %d bytes", n).as(FaultAddress)
				}
				copy(dst, src)
				if tracing {
					x.recordLoad(r[o.b], n)
				}
			}
			if tracing {
				x.recordStore(r[o.a], n)
			}
		case oAtomic, oCmpXchg:
			x.syncOp()
			n := uint64(o.size)
			addr := r[o.a]
			if addr&(n-1) != 0 {
				return x.fail(t, fn, pc-1, addr, "misaligned atomic of %d bytes", n).as(FaultMisaligned)
			}
			b := x.mem(t, addr, n)
			if b == nil {
				return x.fail(t, fn, pc-1, addr, "out-of-bounds atomic of %d bytes", n).as(FaultAddress)
			}
			if o.code == oCmpXchg {
				old, ok := cas(b, n, r[o.b], r[o.c])
				r[o.d], r[o.d+1] = old, b2u(ok)
			} else {
				r[o.d] = rmw(b, n, o, r[o.b])
			}
			if tracing {
				x.record(&x.reads, addr, n) // other blocks' updates too
				x.recordStore(addr, n)
			}
		case oExtractElem:
			i := uint64(sext(r[o.b], o.sh))
			if i >= o.imm {
				return x.fail(t, fn, pc-1, 0, "extractelement index %d out of range", int64(i))
			}
			r[o.d] = r[o.a+int32(i)]
		case oInsertElem:
			i := uint64(sext(r[o.c], o.sh))
			if i >= o.imm {
				return x.fail(t, fn, pc-1, 0, "insertelement index %d out of range", int64(i))
			}
			copy(r[o.d:o.d+int32(o.imm)], r[o.a:o.a+int32(o.imm)])
			r[o.d+int32(i)] = r[o.b]
		case oJmp:
			pc = o.d
		case oBr:
			if r[o.a]&1 != 0 {
				pc = o.d
			} else {
				pc = int32(o.x)
			}
		case oSwitch:
			v := r[o.a]
			pc = o.d
			for _, c := range fn.switches[o.x] {
				if c.val == v {
					pc = c.pc
					break
				}
			}
		case oCall:
			ci := &fn.calls[o.x]
			callee := ci.callee
			if callee == nil {
				a := r[ci.target]
				if callee = x.l.m.prog.funcAt(a); callee == nil || len(callee.params) != len(ci.args) {
					return x.fail(t, fn, pc-1, a, "indirect call through 0x%x, which is not the address of a function of the module taking %d arguments", a, len(ci.args)).as(FaultAddress)
				}
			}
			depth := len(t.frames)
			if depth >= maxCallDepth {
				return x.fail(t, fn, pc-1, 0, "call stack overflow: more than %d nested calls (%s)", maxCallDepth, callee.name)
			}
			fr.pc = pc
			mark, next := len(t.locals), t.localNext
			nr := t.frameRegs(depth, callee, x.l.m.tmpl[callee.index])
			for i, p := range callee.params {
				src := ci.args[i]
				if p.byval > 0 {
					b := x.mem(t, r[src], uint64(p.byval))
					if b == nil {
						return x.fail(t, fn, pc-1, r[src], "out-of-bounds byval argument of %d bytes", p.byval).as(FaultAddress)
					}
					nr[p.slot] = t.allocLocal(uint64(p.byval), uint64(p.byvalAlign), b)
					continue
				}
				copy(nr[p.slot:p.slot+int32(p.n)], r[src:src+int32(p.n)])
			}
			t.frames = append(t.frames, frame{fn: callee, regs: nr, localMark: mark, localNext: next})
			fr = &t.frames[depth]
			fn, code, r, pc = callee, callee.code, nr, 0
		case oRet:
			depth := len(t.frames) - 1
			if depth == 0 {
				t.state = stExit
				return nil
			}
			t.locals = t.locals[:fr.localMark]
			t.localNext = fr.localNext
			ret := r[o.a : o.a+int32(o.imm)]
			t.frames = t.frames[:depth]
			fr = &t.frames[depth-1]
			fn, code, r, pc = fr.fn, fr.fn.code, fr.regs, fr.pc
			copy(r[fn.calls[code[pc-1].x].dst:], ret)
		case oExit:
			t.state = stExit
			return nil
		case oUnreachable:
			return x.fail(t, fn, pc-1, 0, "reached unreachable code")
		case oTrap:
			return x.fail(t, fn, pc-1, 0, "trap (assertion failure or __trap)")
		case oVprintf:
			n, err := x.vprintf(t, r[o.a], r[o.b])
			if err != nil {
				return x.fail(t, fn, pc-1, 0, "%v", err)
			}
			r[o.d] = uint64(n)
		case oMalloc:
			r[o.d] = x.l.m.dev.heapMalloc(r[o.a])
		case oFree:
			if err := x.l.m.dev.heapFree(r[o.a]); err != nil {
				return x.fail(t, fn, pc-1, r[o.a], "%v", err)
			}
		case oAssert:
			return x.fail(t, fn, pc-1, 0, "%s", x.assertMessage(t, r[o.a], r[o.b], r[o.c], r[o.x])).as(FaultAssert)
		case oSreg:
			r[o.d] = x.sreg(t, o.imm)
		case oLockstep:
			if r[o.a]>>tagShift != tagShared {
				pc++ // the meeting after it is for shared memory only
			}
		case oBarrier, oWarp:
			t.wv = [4]uint64{r[o.a], r[o.b], r[o.c], 0}
			if o.code == oWarp {
				t.wv[3] = r[o.x]
				t.state = stWarp
			} else {
				t.state = stBarrier
			}
			t.wait, t.waitFn, t.waitPC = o, fn, pc-1
			fr.pc = pc
			return nil
		case oTex:
			if err := x.tex(t, fn, pc-1, o, r); err != nil {
				return err
			}
		case oIntrin:
			r[o.d] = fn.intrins[o.x].f(r[o.a], r[o.b], r[o.c])
		}
	}
}

func (x *blockExec) sreg(t *thread, which uint64) uint64 {
	cfg := &x.l.cfg
	lane := uint(t.lin % 32)
	switch which {
	case srTidX, srTidY, srTidZ:
		return uint64(t.tid[which-srTidX])
	case srNtidX, srNtidY, srNtidZ:
		return uint64(cfg.Block[which-srNtidX])
	case srCtaidX, srCtaidY, srCtaidZ:
		return uint64(x.block[which-srCtaidX])
	case srNctaidX, srNctaidY, srNctaidZ:
		return uint64(cfg.Grid[which-srNctaidX])
	case srLaneid:
		return uint64(lane)
	case srWarpid:
		return uint64(t.lin / 32)
	case srNwarpid:
		return uint64((len(x.threads) + 31) / 32)
	case srWarpsize:
		return 32
	case srClock, srClock64:
		x.clock += 1000
		if which == srClock {
			return x.clock & 0xffffffff
		}
		return x.clock
	case srLanemaskEq:
		return 1 << lane
	case srLanemaskLt:
		return 1<<lane - 1
	case srLanemaskLe:
		return 1<<(lane+1) - 1
	case srLanemaskGt:
		return ^(1<<(lane+1) - 1) & 0xffffffff
	case srLanemaskGe:
		return ^(1<<lane - 1) & 0xffffffff
	case srNsmid:
		return 80
	}
	return 0
}

// fma32 is a*b+c rounded once to float32. The product is exact in
// float64; the sum is rounded to odd there (exact sum truncated, low bit
// set when inexact) so that the final rounding to float32 is correct.
func fma32(a, b, c float32) float32 {
	p, z := float64(a)*float64(b), float64(c)
	s := p + z
	if math.IsInf(s, 0) || math.IsNaN(s) || s == 0 {
		return float32(s)
	}
	// TwoSum: s + e == p + z exactly.
	bb := s - p
	e := (p - (s - bb)) + (z - bb)
	if e == 0 {
		return float32(s)
	}
	bits := math.Float64bits(s)
	if (e > 0) != (s > 0) {
		bits-- // s is above the exact sum in magnitude: truncate toward zero
	}
	return float32(math.Float64frombits(bits | 1))
}

func toF64(v uint64, k kind) float64 {
	switch k {
	case kFloat:
		return float64(fv32(v))
	case kDouble:
		return fv64(v)
	}
	return float64(htof32(uint16(v)))
}

// fpToInt converts like the GPU's cvt.rzi: truncation, saturation at the
// range of the destination, NaN to 0.
func fpToInt(f float64, signed bool, w uint8) uint64 {
	if math.IsNaN(f) {
		return 0
	}
	f = math.Trunc(f)
	if signed {
		lo, hi := -math.Ldexp(1, int(w)-1), math.Ldexp(1, int(w)-1)
		switch {
		case f < lo:
			return uint64(int64(-1) << (w - 1))
		case f >= hi:
			return 1<<(w-1) - 1
		}
		return uint64(int64(f))
	}
	hi := math.Ldexp(1, int(w))
	switch {
	case f <= 0:
		return 0
	case f >= hi:
		return ^uint64(0) >> (64 - w)
	}
	if f >= 1<<63 {
		return uint64(f-(1<<63)) + 1<<63
	}
	return uint64(f)
}

// word returns the aligned 32-bit word holding b[0] and b's shift in it.
// Every allocation is backed by whole uint64 words, so the word exists.
func word(b []byte) (*uint32, uint) {
	mis := uintptr(unsafe.Pointer(&b[0])) & 3
	return (*uint32)(unsafe.Add(unsafe.Pointer(&b[0]), -int(mis))), uint(mis) * 8
}

// update applies f to the n-byte value at b atomically and returns the old value.
func update(b []byte, n uint64, f func(old uint64) uint64) uint64 {
	switch n {
	case 8:
		p := (*uint64)(unsafe.Pointer(&b[0]))
		for {
			old := atomic.LoadUint64(p)
			if atomic.CompareAndSwapUint64(p, old, f(old)) {
				return old
			}
		}
	case 4:
		p := (*uint32)(unsafe.Pointer(&b[0]))
		for {
			old := atomic.LoadUint32(p)
			if atomic.CompareAndSwapUint32(p, old, uint32(f(uint64(old)))) {
				return uint64(old)
			}
		}
	}
	p, sh := word(b)
	mask := uint32(1)<<(n*8) - 1
	for {
		w := atomic.LoadUint32(p)
		old := uint64(w >> sh & mask)
		nw := w&^(mask<<sh) | (uint32(f(old))&mask)<<sh
		if atomic.CompareAndSwapUint32(p, w, nw) {
			return old
		}
	}
}

func cas(b []byte, n uint64, cmp, nv uint64) (uint64, bool) {
	ok := false
	old := update(b, n, func(old uint64) uint64 {
		if old == cmp {
			ok = true
			return nv
		}
		ok = false
		return old
	})
	return old, ok
}

func rmw(b []byte, n uint64, o *op, v uint64) uint64 {
	sh := o.sh
	mask := ^uint64(0) >> (64 - 8*n)
	return update(b, n, func(old uint64) uint64 {
		switch o.x {
		case aXchg:
			return v
		case aAdd:
			return (old + v) & mask
		case aSub:
			return (old - v) & mask
		case aAnd:
			return old & v
		case aNand:
			return ^(old & v) & mask
		case aOr:
			return old | v
		case aXor:
			return old ^ v
		case aMax:
			if sext(v, sh) > sext(old, sh) {
				return v
			}
			return old
		case aMin:
			if sext(v, sh) < sext(old, sh) {
				return v
			}
			return old
		case aUMax:
			return max(old, v)
		case aUMin:
			return min(old, v)
		case aFAdd, aFSub:
			if o.x == aFSub {
				v ^= 1 << (8*n - 1)
			}
			if n == 4 {
				return f32(fv32(old) + fv32(v))
			}
			return f64b(fv64(old) + fv64(v))
		case aInc:
			if old >= v {
				return 0
			}
			return old + 1
		case aDec:
			if old == 0 || old > v {
				return v
			}
			return old - 1
		}
		return old
	})
}

// wideLocks make the 16-byte accesses at one address (of a stripe of
// addresses) happen one at a time, none seeing half of another.
var wideLocks [64]sync.Mutex

// wideAccess loads or stores the 16 bytes of b (oLoad16, oStore16) as
// parts of o.size bytes.
func wideAccess(b []byte, r []uint64, o *op) {
	l := &wideLocks[uintptr(unsafe.Pointer(&b[0]))>>4%uintptr(len(wideLocks))]
	l.Lock()
	defer l.Unlock()
	n := int32(16 / o.size)
	for i := range n {
		p := b[int(i)*int(o.size):]
		switch {
		case o.code == oLoad16 && o.size == 8:
			r[o.d+i] = binary.LittleEndian.Uint64(p)
		case o.code == oLoad16:
			r[o.d+i] = uint64(binary.LittleEndian.Uint32(p))
		case o.size == 8:
			binary.LittleEndian.PutUint64(p, r[o.b+i])
		default:
			binary.LittleEndian.PutUint32(p, uint32(r[o.b+i]))
		}
	}
}
