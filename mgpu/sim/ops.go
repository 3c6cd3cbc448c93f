package sim

// opcode selects what an op does; operands are register slots of the
// current frame, pre-resolved at compile time.
type opcode uint8

const (
	oMov opcode = iota
	// Integer arithmetic: imm is the width mask, sh is 64-width.
	oAdd
	oSub
	oMul
	oUDiv
	oSDiv
	oURem
	oSRem
	oShl
	oLShr
	oAShr
	oAnd
	oOr
	oXor
	oAddImm // d = a + imm
	oGep    // d = a + sext(b)*x + imm
	// Integer comparisons (sh for signed ones).
	oEq
	oNe
	oUgt
	oUge
	oUlt
	oUle
	oSgt
	oSge
	oSlt
	oSle
	// Floating point.
	oFAdd32
	oFSub32
	oFMul32
	oFDiv32
	oFRem32
	oFNeg32
	oFMA32
	oFAdd64
	oFSub64
	oFMul64
	oFDiv64
	oFRem64
	oFNeg64
	oFMA64
	oFCmp32 // imm: predicate mask (1 eq, 2 gt, 4 lt, 8 unordered)
	oFCmp64
	oSelect // d = a&1 ? b : c
	// Conversions.
	oTrunc // d = a & imm
	oSExt  // d = sext(a, sh) & imm
	oFPTrunc
	oFPExt
	oFPToSI // size: source kind; imm: dest mask, sh: 64-width
	oFPToUI
	oSIToFP // size: dest kind; sh: 64-source width
	oUIToFP
	oFConv // size: source kind, x: dest kind (half conversions)
	// Memory: imm is the constant offset, x the alignment mask.
	oLoad1
	oLoad2
	oLoad4
	oLoad8
	oStore1 // store b to [a+imm]
	oStore2
	oStore4
	oStore8
	// 16 bytes at once, as a GPU moves an aligned vector (CUB's tile
	// status and value, read while another block writes them): slots d
	// (load) or b (store) on, of size bytes each.
	oLoad16
	oStore16
	oAlloca // imm: bytes
	oMemcpy // a dst, b src, c length
	oMemset // a dst, b value, c length
	oAtomic // x: rmw kind, size: bytes, b operand, a address
	oCmpXchg
	oExtractElem // d = regs[a+idx(b)], imm: vector length
	oInsertElem  // d..d+imm = a..; d[idx(c)] = b
	// Control.
	oJmp    // pc = d
	oBr     // pc = a&1 ? d : x
	oSwitch // x: table
	oRet    // return a..a+imm
	oCall   // x: call info
	oUnreachable
	oSreg     // imm: which special register
	oBarrier  // imm: barrier kind, a: predicate
	oWarp     // imm: warp primitive, a mask, b value, c lane operand, x clamp
	oIntrin   // x: intrinsic index; a, b, c operands
	oTrap     // x: message index in intrinsics
	oExit     // the thread ends (PTX exit), from any depth of calls
	oLockstep // skip the next op unless a is an address in shared memory
	oVprintf  // d = vprintf(a format, b argument buffer)
	oMalloc   // d = malloc(a bytes) from the device heap
	oFree     // free(a) to the device heap
	oAssert   // __assertfail(a message, b file, c line, x function slot)
	oTex      // texture fetch (texture.go): d..d+3 = channels of handle a at b (imm 1) or (b, c) (imm 2)
)

type op struct {
	code opcode
	sh   uint8 // 64 - integer width
	size uint8
	d    int32
	a    int32
	b    int32
	c    int32
	x    int64
	imm  uint64
}

// Special registers (oSreg imm).
const (
	srTidX = iota
	srTidY
	srTidZ
	srNtidX
	srNtidY
	srNtidZ
	srCtaidX
	srCtaidY
	srCtaidZ
	srNctaidX
	srNctaidY
	srNctaidZ
	srLaneid
	srWarpid
	srNwarpid
	srWarpsize
	srClock
	srClock64
	srLanemaskEq
	srLanemaskLt
	srLanemaskLe
	srLanemaskGt
	srLanemaskGe
	srSmid
	srNsmid
	srGridid
)

// Barrier kinds (oBarrier imm).
const (
	barSync = iota
	barPopc
	barAnd
	barOr
)

// Warp primitives (oWarp imm).
const (
	wShflIdx = iota
	wShflUp
	wShflDown
	wShflBfly
	wVoteAll
	wVoteAny
	wVoteUni
	wVoteBallot
	wSync
	wMatchAny
	wMatchAll
	wActivemask // needs no lanes; reports the lanes that reach it together
	wVolatile   // before a volatile access: the lanes that reach it go on together
)

// Atomic read-modify-write kinds (oAtomic x).
const (
	aXchg = iota
	aAdd
	aSub
	aAnd
	aNand
	aOr
	aXor
	aMax
	aMin
	aUMax
	aUMin
	aFAdd
	aFSub
	aInc // CUDA atomicInc: old >= b ? 0 : old+1
	aDec // CUDA atomicDec: old == 0 || old > b ? b : old-1
)

// intrinsic is a pure function of up to three operand slots, used for the
// less frequent math intrinsics.
type intrinsic struct {
	name string
	f    func(a, b, c uint64) uint64
}
