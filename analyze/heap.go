package analyze

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// Blocks of the device heap (malloc and free in device code): a block a
// thread takes and keeps to itself (its address only loaded and stored
// through, compared, stepped and cast, copied into or out of by the
// memory intrinsics, and given back with free) is thread-private memory,
// like an alloca, and its accesses are left out of the maps: each part
// takes its blocks from its own device's heap (a running median's
// window, a sort's buffer). A block whose address is stored, returned or
// passed to any other call may be read by another thread or a later
// kernel, on another device: such a kernel is not split.

// privateBlock reports whether the block malloc call returns stays with
// its thread.
func (ev *evaluator) privateBlock(call *ir.InstCall) bool {
	if ev.private == nil {
		ev.private = map[*ir.InstCall]bool{}
	}
	if p, ok := ev.private[call]; ok {
		return p
	}
	users := ev.pointerUsers()
	seen := map[value.Value]bool{}
	var stays func(v value.Value) bool
	stays = func(v value.Value) bool {
		if seen[v] {
			return true
		}
		seen[v] = true
		for _, u := range users[v] {
			switch u := u.(type) {
			case *ir.InstLoad:
			case *ir.InstStore:
				if u.Src == v {
					return false
				}
			case *ir.InstICmp:
			case *ir.InstBitCast, *ir.InstAddrSpaceCast, *ir.InstGetElementPtr, *ir.InstPhi, *ir.InstSelect:
				if !stays(u.(value.Value)) {
					return false
				}
			case *ir.InstCall:
				if !heapUse(u) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	p := stays(call)
	ev.private[call] = p
	return p
}

// heapUse reports whether call only uses the pointers it is passed: free,
// the memory intrinsics (whose other pointers checkCall sees to), and the
// markers of a lifetime.
func heapUse(call *ir.InstCall) bool {
	callee, ok := call.Callee.(*ir.Func)
	if !ok {
		return false
	}
	name := callee.Name()
	if name == "free" {
		return true
	}
	for _, p := range []string{"llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.lifetime."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// pointerUsers maps each value of the kernel to the instructions that
// use it as an operand (a GEP's indices too, and a store's value).
func (ev *evaluator) pointerUsers() map[value.Value][]ir.Instruction {
	if ev.users != nil {
		return ev.users
	}
	ev.users = map[value.Value][]ir.Instruction{}
	for _, b := range ev.f.Blocks {
		for _, inst := range b.Insts {
			user, ok := inst.(interface{ Operands() []*value.Value })
			if !ok {
				continue
			}
			for _, op := range user.Operands() {
				if op == nil || *op == nil {
					continue
				}
				v := *op
				if a, ok := v.(*ir.Arg); ok {
					v = a.Value
				}
				ev.users[v] = append(ev.users[v], inst)
			}
		}
	}
	return ev.users
}
