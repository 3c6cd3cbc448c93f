package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// Hand-written IR for the instructions clang rarely emits for the test
// kernels: vectors, aggregates, switch, phi swaps, memcpy/memset and
// local arrays.
const handIR = `
target triple = "nvptx64-nvidia-cuda"

define void @vec(<4 x float>* %p, i32 %k, float* %out) {
  %v = load <4 x float>, <4 x float>* %p, align 16
  %s = shufflevector <4 x float> %v, <4 x float> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %e = extractelement <4 x float> %s, i32 %k
  %w = insertelement <4 x float> %v, float %e, i32 0
  %c = fcmp olt <4 x float> %w, <float 2.0, float 2.0, float 2.0, float 2.0>
  %m = select <4 x i1> %c, <4 x float> zeroinitializer, <4 x float> %w
  %q = getelementptr inbounds <4 x float>, <4 x float>* %p, i64 1
  store <4 x float> %m, <4 x float>* %q, align 16
  %agg = insertvalue { float, i32 } undef, float %e, 0
  %agg2 = insertvalue { float, i32 } %agg, i32 %k, 1
  %f = extractvalue { float, i32 } %agg2, 0
  store float %f, float* %out, align 4
  ret void
}

define void @control(i32* %out, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  store i32 %a, i32* %out
  %o1 = getelementptr i32, i32* %out, i64 1
  switch i32 %n, label %other [ i32 3, label %three
                                i32 4, label %four ]
three:
  store i32 300, i32* %o1
  ret void
four:
  store i32 400, i32* %o1
  ret void
other:
  store i32 -1, i32* %o1
  ret void
}

define void @recast(<4 x i32>* %p, double* %out) {
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %d = bitcast <4 x i32> %v to <2 x double>
  %e = extractelement <2 x double> %d, i32 1
  store double %e, double* %out, align 8
  %h = bitcast <2 x double> %d to <8 x i16>
  %r = shufflevector <8 x i16> %h, <8 x i16> undef, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %q = bitcast <8 x i16> %r to <2 x i64>
  %to = getelementptr inbounds <4 x i32>, <4 x i32>* %p, i64 1
  %to2 = bitcast <4 x i32>* %to to <2 x i64>*
  store <2 x i64> %q, <2 x i64>* %to2, align 16
  %nz = icmp ne <4 x i32> %v, zeroinitializer
  %bits = bitcast <4 x i1> %nz to i4
  %mask = zext i4 %bits to i32
  %tail = getelementptr inbounds <4 x i32>, <4 x i32>* %p, i64 2
  %tail32 = bitcast <4 x i32>* %tail to i32*
  store i32 %mask, i32* %tail32, align 4
  %b8 = trunc i32 %mask to i8
  %lanes = bitcast i8 %b8 to <8 x i1>
  %l2 = extractelement <8 x i1> %lanes, i32 2
  %l2w = zext i1 %l2 to i32
  %tail1 = getelementptr inbounds i32, i32* %tail32, i64 1
  store i32 %l2w, i32* %tail1, align 4
  ret void
}

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)

define void @local(i8* %out, i64 %k) {
  %arr = alloca [8 x i8], align 1
  %p = getelementptr [8 x i8], [8 x i8]* %arr, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* %p, i8 7, i64 8, i1 false)
  %q = getelementptr i8, i8* %p, i64 %k
  store i8 9, i8* %q
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %out, i8* %p, i64 8, i1 false)
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (<4 x float>*, i32, float*)* @vec, !"kernel", i32 1}
!1 = !{void (i32*, i32)* @control, !"kernel", i32 1}
!2 = !{void (i8*, i64)* @local, !"kernel", i32 1}
!3 = !{void (<4 x i32>*, double*)* @recast, !"kernel", i32 1}
`

func handModule(t *testing.T) (*Device, *Module) {
	p, err := CompileText(handIR)
	require.NoError(t, err)
	require.Equal(t, []string{"control", "local", "recast", "vec"}, p.Kernels())
	d := NewDevice(0, Options{})
	m, err := d.Load(p)
	require.NoError(t, err)
	return d, m
}

func TestVectorsAndAggregates(t *testing.T) {
	d, m := handModule(t)
	p := buf(t, d, []float32{1, 2, 3, 4, 0, 0, 0, 0})
	out, err := d.Malloc(4)
	require.NoError(t, err)
	cfg := block(1)
	cfg.Args = [][]byte{ptr(p), i32(1), ptr(out)}
	_, err = m.Launch("vec", cfg)
	require.NoError(t, err)
	// s = {4,3,2,1}; e = s[1] = 3; w = {3,2,3,4}; elements < 2 become 0.
	require.Equal(t, []float32{3, 2, 3, 4}, fetch[float32](t, d, p+16, 4))
	require.Equal(t, float32(3), fetch[float32](t, d, out, 1)[0])
	cfg.Args[1] = i32(4)
	le := launchErr(t, m, "vec", cfg)
	require.Contains(t, le.Msg, "extractelement index 4 out of range")
}

// Bitcasts between vectors of other leaves (<4 x i32> as <2 x double>,
// then as <8 x i16>, as <2 x i64>) reinterpret the bytes in memory order,
// as a 16-byte __ldcg of a double2 does; a vector of i1 is a bit a lane.
func TestVectorBitcasts(t *testing.T) {
	d, m := handModule(t)
	words := []uint32{0x11223344, 0x55667788, 0, 0x40090000}
	p := buf(t, d, append(words, 0, 0, 0, 0, 0, 0, 0, 0))
	out, err := d.Malloc(8)
	require.NoError(t, err)
	cfg := block(1)
	cfg.Args = [][]byte{ptr(p), ptr(out)}
	_, err = m.Launch("recast", cfg)
	require.NoError(t, err)
	require.Equal(t, 3.125, fetch[float64](t, d, out, 1)[0])
	var halves [8]uint16
	for i, w := range words {
		halves[2*i], halves[2*i+1] = uint16(w), uint16(w>>16)
	}
	var want [2]uint64
	for i := range halves {
		want[i/4] |= uint64(halves[7-i]) << (16 * (i % 4))
	}
	require.Equal(t, want[:], fetch[uint64](t, d, p+16, 2))
	// <4 x i1> as i4 (LLVM's or-reduction of a compare), and back as i1s:
	// one bit a lane, words 0, 1 and 3 not zero.
	require.Equal(t, []uint32{0b1011, 0}, fetch[uint32](t, d, p+32, 2))
}

func TestPhiSwapAndSwitch(t *testing.T) {
	d, m := handModule(t)
	out, err := d.Malloc(8)
	require.NoError(t, err)
	for n, want := range map[int32][]int32{3: {1, 300}, 4: {2, 400}, 5: {1, -1}} {
		cfg := block(1)
		cfg.Args = [][]byte{ptr(out), i32(n)}
		_, err = m.Launch("control", cfg)
		require.NoError(t, err)
		// The phis swap a and b each iteration (a parallel copy).
		require.Equal(t, want, fetch[int32](t, d, out, 2), "n=%d", n)
	}
}

func TestLocalArray(t *testing.T) {
	d, m := handModule(t)
	out, err := d.Malloc(8)
	require.NoError(t, err)
	cfg := block(2)
	cfg.Args = [][]byte{ptr(out), ptr(5)}
	_, err = m.Launch("local", cfg)
	require.NoError(t, err)
	require.Equal(t, []byte{7, 7, 7, 7, 7, 9, 7, 7}, fetch[byte](t, d, out, 8))
	cfg.Args[1] = ptr(8)
	le := launchErr(t, m, "local", cfg)
	require.Equal(t, "out-of-bounds store of 1 bytes", le.Msg)
}

const trapIR = `
target triple = "nvptx64-nvidia-cuda"

define void @arith(i32* %out, i32 %op, i32 %x, i32 %y) {
  switch i32 %op, label %bad [ i32 0, label %shl
                               i32 1, label %sdiv
                               i32 2, label %ashr ]
shl:
  %a = shl nsw i32 %x, %y
  store i32 %a, i32* %out
  ret void
sdiv:
  %b = sdiv i32 %x, %y
  store i32 %b, i32* %out
  ret void
ashr:
  %c = ashr exact i32 %x, %y
  store i32 %c, i32* %out
  ret void
bad:
  unreachable
}

define i32 @down(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @down(i32 %m)
  ret i32 %r
}

define void @recurse(i32* %out) {
  %r = call i32 @down(i32 0)
  store i32 %r, i32* %out
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32*, i32, i32, i32)* @arith, !"kernel", i32 1}
!1 = !{void (i32*)* @recurse, !"kernel", i32 1}
`

func TestArithmeticErrors(t *testing.T) {
	p, err := CompileText(trapIR)
	require.NoError(t, err)
	d := NewDevice(0, Options{})
	m, err := d.Load(p)
	require.NoError(t, err)
	out, err := d.Malloc(4)
	require.NoError(t, err)
	run := func(op, x, y int32) error {
		cfg := block(1)
		cfg.Args = [][]byte{ptr(out), i32(op), i32(x), i32(y)}
		_, err := m.Launch("arith", cfg)
		return err
	}
	// Wrapping and sign semantics.
	require.NoError(t, run(0, 0x40000001, 1))
	require.Equal(t, int32(-0x7ffffffe), fetch[int32](t, d, out, 1)[0])
	require.NoError(t, run(2, -64, 3))
	require.Equal(t, int32(-8), fetch[int32](t, d, out, 1)[0])
	require.NoError(t, run(1, -7, 2))
	require.Equal(t, int32(-3), fetch[int32](t, d, out, 1)[0])
	// Shifts by the width or more give what the GPU's clamp gives.
	for _, c := range []struct{ op, x, y, want int32 }{
		{0, 1, 32, 0}, {0, -1, 31, math.MinInt32}, {0, 5, -1, 0}, {2, 1, -1, 0}, {2, -64, 32, -1}, {2, -64, 40, -1}, {2, math.MaxInt32, 33, 0},
	} {
		require.NoError(t, run(c.op, c.x, c.y))
		require.Equal(t, c.want, fetch[int32](t, d, out, 1)[0], "op %d of %d and %d", c.op, c.x, c.y)
	}
	require.ErrorContains(t, run(1, math.MinInt32, -1), "signed division overflow")
	require.ErrorContains(t, run(1, 5, 0), "integer division by zero")
	require.ErrorContains(t, run(7, 0, 0), "reached unreachable code")
	cfg := block(1)
	cfg.Args = [][]byte{ptr(out)}
	_, err = m.Launch("recurse", cfg)
	require.ErrorContains(t, err, "call stack overflow")
}
