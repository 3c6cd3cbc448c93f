package mgpu

import (
	"encoding/binary"
	"math"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

var (
	testIROnce sync.Once
	testIR     string
	testIRErr  error
)

// testContainer compiles testdata/kernels.cu once for all tests.
func testContainer(t testing.TB) *model.Container {
	testIROnce.Do(func() { testIR, testIRErr = toolchain.CompileDeviceIR("testdata/kernels.cu", "", "-O2") })
	require.NoError(t, testIRErr)
	return &model.Container{IR: []byte(testIR)}
}

// Kernel descriptors for testdata/kernels.cu, as a hand port would write
// them (they exercise every pattern kind).
func stencilDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z7stencilPfPKfii", Name: "stencil", Partitioned: "stencil_part", Split: SplitY, Reason: "rows",
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessRows2D, Arg: [4]int64{-1 - 1, 0}}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessRows2D, Arg: [4]int64{-1 - 1, 1}}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 1, Signed: true},
		},
	}
}

// saxpyRange enumerates x's elements [bmin.x*bd.x, min(bmax.x*bd.x, n)).
func saxpyRange(box *[12]int64, scalars []int64, out []Range) int64 {
	lo, hi := box[boxMin+2]*box[boxBlockDim+2], min(box[boxMax+2]*box[boxBlockDim+2], scalars[0])
	if lo >= hi {
		return 0
	}
	if len(out) > 0 {
		out[0] = Range{lo, hi}
	}
	return 1
}

func saxpyDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z5saxpyifPKfPf", Name: "saxpy", Partitioned: "saxpy_part", Split: SplitX,
		Params: []Param{
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
			{Kind: ParamScalar, Size: 4, ScalarSlot: -1},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessEnum, Enum: saxpyRange}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessBlocked1D}, MayWrite: Access{Pattern: AccessBlocked1D}},
		},
	}
}

func scatterDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z7scatterPKfPKiPfi", Name: "scatter", Split: SplitNone, Reason: "indirect write",
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessAll}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessReplicated}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessAll}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
		},
	}
}

func scaleDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z5scalePKfPfi", Name: "scale", Split: SplitNone, Reason: "writes a __device__ variable",
		Params: []Param{
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Read: Access{Pattern: AccessBlocked1D}},
			{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessBlocked1D}},
			{Kind: ParamScalar, Size: 4, ScalarSlot: 0, Signed: true},
		},
	}
}

// incDesc describes inc, whose buffer pointer is inside a by-value
// aggregate: the descriptor cannot describe its accesses.
func incDesc() *KernelDesc {
	return &KernelDesc{
		Mangled: "_Z3inc3Vec", Name: "inc", Partitioned: "inc_part", Split: SplitX,
		Params: []Param{{Kind: ParamOther, Size: 16, ScalarSlot: -1}},
	}
}

// testMemory is the MGPU_MEMORY of testRuntime's runtimes (TestPartial
// runs other tests with partial instances).
var testMemory = ""

// testRuntime starts a runtime on n simulated devices with the test
// kernels registered.
func testRuntime(t testing.TB, n int) (*Runtime, *Image) {
	return testRuntimeWith(t, n, simOptions(), testMemory)
}

// testRuntimeWith starts a runtime on n simulated devices made with opts,
// with MGPU_MEMORY=memory and the test kernels registered.
func testRuntimeWith(t testing.TB, n int, opts sim.Options, memory string) (*Runtime, *Image) {
	rt, err := New(Config{Backend: NewSimBackend(n, opts), Memory: memory})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(testContainer(t))
	for _, d := range []*KernelDesc{stencilDesc(), saxpyDesc(), scatterDesc(), scaleDesc()} {
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	return rt, img
}

func f32bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func bytesF32(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

func i32arg(v int32) []byte {
	return binary.LittleEndian.AppendUint32(nil, uint32(v))
}

func f32arg(v float32) []byte { return i32arg(int32(math.Float32bits(v))) }

func pArg(p DevPtr) []byte { return binary.LittleEndian.AppendUint64(nil, uint64(p)) }

func upload(t testing.TB, rt *Runtime, v []float32) DevPtr {
	p, err := rt.Malloc(int64(4 * len(v)))
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(p, f32bytes(v)))
	return p
}

func download(t testing.TB, rt *Runtime, p DevPtr, n int) []float32 {
	b := make([]byte, 4*n)
	require.NoError(t, rt.MemcpyDtoH(b, p))
	return bytesF32(b)
}

// cpuStencil is the reference of the stencil kernel.
func cpuStencil(out, in []float32, rows, cols int) {
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if r == 0 || c == 0 || r == rows-1 || c == cols-1 {
				out[i] = in[i]
				continue
			}
			out[i] = 0.2 * ((((in[i] + in[i-1]) + in[i+1]) + in[i-cols]) + in[i+cols])
		}
	}
}

// runStencil runs iters steps of the stencil kernel (8 x 8 blocks) from
// init and returns the result and the peer bytes moved before the last
// step.
func runStencil(t *testing.T, rt *Runtime, img *Image, init []float32, rows, cols, iters int) (result []float32, peerBefore int64) {
	a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
	grid, block := Dim3{(cols + 7) / 8, (rows + 7) / 8, 1}, Dim3{8, 8, 1}
	for it := 0; it < iters; it++ {
		if it == iters-1 {
			peerBefore = rt.Stats().Totals.Peer
		}
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: grid, Block: block,
			Args: [][]byte{pArg(b), pArg(a), i32arg(int32(rows)), i32arg(int32(cols))}}))
		a, b = b, a
	}
	return download(t, rt, a, rows*cols), peerBefore
}

func TestStencilOnManyDevices(t *testing.T) {
	const rows, cols, iters = 37, 29, 6
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	want := stencilWant(init, rows, cols, iters)
	for _, n := range []int{1, 2, 3, 4, 8, 16} {
		rt, img := testRuntime(t, n)
		got, peerBefore := runStencil(t, rt, img, init, rows, cols, iters)
		require.Equal(t, want, got, "%d devices", n)
		st := rt.Stats()
		parts := min(n, (rows+7)/8)
		// Steady state: one halo row from each neighbour per boundary.
		require.Equal(t, int64(2*(parts-1)*cols*4), st.Totals.Peer-peerBefore, "%d devices", n)
		require.Len(t, st.Kernels, 1)
		k := st.Kernels[0]
		require.Equal(t, int64(iters), k.Launches)
		require.Equal(t, parts, k.Devices)
		if n == 1 {
			require.Equal(t, "none", k.Split)
			require.Equal(t, "one device", k.Reason)
		} else {
			require.Equal(t, "y", k.Split)
		}
	}
}

func TestSaxpyAndUnsplitScatter(t *testing.T) {
	const n = 1000
	x, y := make([]float32, n), make([]float32, n)
	idx := make([]int32, n)
	for i := range x {
		x[i], y[i] = float32(i)*0.5, float32(n-i)
		idx[i] = int32((i * 7) % n) // a permutation: 7 is prime to 1000
	}
	for _, devs := range []int{1, 3, 16} {
		rt, img := testRuntime(t, devs)
		xp, yp := upload(t, rt, x), upload(t, rt, y)
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{i32arg(n), f32arg(2.5), pArg(xp), pArg(yp)}}))
		got := download(t, rt, yp, n)
		for i := range got {
			require.Equal(t, float32(2.5)*x[i]+y[i], got[i], "y[%d] on %d devices", i, devs)
		}
		ip, err := rt.Malloc(4 * n)
		require.NoError(t, err)
		ib := make([]byte, 4*n)
		for i, v := range idx {
			binary.LittleEndian.PutUint32(ib[4*i:], uint32(v))
		}
		require.NoError(t, rt.MemcpyHtoD(ip, ib))
		zp := upload(t, rt, make([]float32, n))
		// scatter reads y, which saxpy left spread over the devices.
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7scatterPKfPKiPfi", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{pArg(yp), pArg(ip), pArg(zp), i32arg(n)}}))
		z := download(t, rt, zp, n)
		for i := range idx {
			require.Equal(t, got[i], z[idx[i]], "z[%d]", idx[i])
		}
		st := rt.Stats()
		for _, k := range st.Kernels {
			if k.Name == "scatter" {
				require.Equal(t, "none", k.Split)
				require.Equal(t, "indirect write", k.Reason)
				require.Equal(t, 1, k.Devices)
			}
		}
	}
}

func TestSymbolsMemsetAndDeviceCopies(t *testing.T) {
	rt, img := testRuntime(t, 4)
	const coefHost, counterHost = 0x1000, 0x2000
	rt.RegisterVar(img, coefHost, "coef", 16, true, nil)
	rt.RegisterVar(img, counterHost, "counter", 4, false, nil)
	require.NoError(t, rt.MemcpyToSymbol(coefHost, f32bytes([]float32{1, 2, 3, 4}), 0))
	require.NoError(t, rt.MemcpyToSymbol(coefHost, f32bytes([]float32{5}), 12))
	const n = 20000
	xp, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	require.NoError(t, rt.Memset(xp, 0x3f, 4*n)) // 0x3f3f3f3f
	yp, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	for launch := 0; launch < 2; launch++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5scalePKfPfi", Grid: Dim3{(n + 255) / 256, 1, 1}, Block: Dim3{256, 1, 1},
			Args: [][]byte{pArg(xp), pArg(yp), i32arg(n)}}))
	}
	xv := math.Float32frombits(0x3f3f3f3f)
	y := download(t, rt, yp, n)
	for i := range y {
		require.Equal(t, []float32{1, 2, 3, 5}[i%4]*xv, y[i], "y[%d]", i)
	}
	cnt := make([]byte, 4)
	require.NoError(t, rt.MemcpyFromSymbol(cnt, counterHost, 0))
	require.Equal(t, uint32(2), binary.LittleEndian.Uint32(cnt))

	// Device to device: spread the source over the devices first, copy an
	// interior range, read it back.
	src := make([]float32, n)
	for i := range src {
		src[i] = float32(i)
	}
	require.NoError(t, rt.MemcpyHtoD(xp, f32bytes(src)))
	require.NoError(t, rt.MemcpyDtoD(yp+400, xp+800, 4*(n-300)))
	y = download(t, rt, yp, n)
	for i := 100; i < n-200; i++ {
		require.Equal(t, src[i+100], y[i], "y[%d]", i)
	}
	require.Equal(t, []float32{1, 2, 3, 5}[99%4]*xv, y[99])
}

func simOptions() sim.Options { return sim.Options{MemLimit: 64 << 20, Workers: 2} }

// TestSplitValid checks that a launch the descriptor's SplitValid refuses
// runs unsplit, correctly, with its requirement as the reason, and that
// the others split.
func TestSplitValid(t *testing.T) {
	const n = 1000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i), float32(2*i)
	}
	rt, img := testRuntime(t, 3)
	d := saxpyDesc()
	d.SplitValid = func(box *[12]int64, scalars []int64) bool { return box[boxBlockDim+2] <= 64 }
	d.SplitRequires = "blockDim.x <= 64"
	require.NoError(t, rt.RegisterKernel(d, true))
	xp, yp := upload(t, rt, x), upload(t, rt, y)
	for i, block := range []int{128, 64} {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{(n + block - 1) / block, 1, 1}, Block: Dim3{block, 1, 1},
			Args: [][]byte{i32arg(n), f32arg(1), pArg(xp), pArg(yp)}}))
		got := download(t, rt, yp, n)
		for j := range got {
			require.Equal(t, float32(2*j+(i+1)*j), got[j], "y[%d] after launch %d", j, i)
		}
		k := rt.Stats().Kernels[0]
		if block == 128 {
			require.Equal(t, "none", k.Split)
			require.Equal(t, "the launch (grid (8, 1, 1), blockDim (128, 1, 1)) is outside what the split along x needs: blockDim.x <= 64", k.Reason)
			require.Equal(t, 1, k.Devices)
		} else {
			require.Equal(t, "x", k.Split)
			require.Equal(t, 3, k.Devices)
		}
	}
}

// TestSharedBufferArguments: the analysis assumes different pointer
// arguments are different buffers. An in-place saxpy (x and y one buffer,
// each block using its own elements) stays split; an in-place stencil
// (each block reads rows its neighbours write, racy in CUDA itself) runs
// unsplit, as on one GPU.
func TestSharedBufferArguments(t *testing.T) {
	rt, img := testRuntime(t, 4)
	const n = 4096
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(i % 13)
	}
	x := upload(t, rt, v)
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1},
		Args: [][]byte{i32arg(n), f32arg(2), pArg(x), pArg(x)}}))
	got := download(t, rt, x, n)
	for i := range got {
		require.Equal(t, 3*v[i], got[i], "x[%d]", i)
	}
	st := rt.Stats().Kernels[0]
	require.Equal(t, "x", st.Split)
	require.Equal(t, 4, st.Devices)

	const rows, cols = 64, 32
	g := upload(t, rt, make([]float32, rows*cols))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{cols / 8, rows / 8, 1}, Block: Dim3{8, 8, 1},
		Args: [][]byte{pArg(g), pArg(g), i32arg(rows), i32arg(cols)}}))
	for _, k := range rt.Stats().Kernels {
		if k.Name == "stencil" {
			require.Equal(t, "none", k.Split)
			require.Contains(t, k.Reason, "pointer arguments share a buffer")
		}
	}
}
