package mgpu

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/model"
)

func TestPointerTypesAndHostRanges(t *testing.T) {
	rt, _ := testRuntime(t, 2)
	p, err := rt.Malloc(100)
	require.NoError(t, err)
	require.Equal(t, MemoryDevice, rt.PointerType(uintptr(p)+99))
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(p)+100), "one past the end is not the buffer's")

	const pinned, registered = 0x10000, 0x20000
	require.NoError(t, rt.AddHostRange(pinned, 64, false))
	require.NoError(t, rt.AddHostRange(registered, 64, true))
	require.Equal(t, MemoryHost, rt.PointerType(pinned+63))
	require.Equal(t, MemoryHost, rt.PointerType(registered))
	require.Equal(t, MemoryUnregistered, rt.PointerType(pinned+64))
	require.Equal(t, ErrorHostMemRegistered, CodeOf(rt.AddHostRange(registered-8, 16, true)))
	require.Equal(t, ErrorHostMemRegistered, CodeOf(rt.AddHostRange(pinned+32, 8, true)))

	require.Equal(t, ErrorInvalidValue, CodeOf(rt.RemoveHostRange(registered, false)), "cudaFreeHost of registered memory")
	require.Equal(t, ErrorHostMemNotRegistered, CodeOf(rt.RemoveHostRange(pinned, true)), "cudaHostUnregister of an allocation")
	require.Equal(t, ErrorHostMemNotRegistered, CodeOf(rt.RemoveHostRange(registered+8, true)))
	require.NoError(t, rt.RemoveHostRange(registered, true))
	require.NoError(t, rt.RemoveHostRange(pinned, false))
	require.Equal(t, MemoryUnregistered, rt.PointerType(pinned))
}

func TestStreamFlagsAndPriorities(t *testing.T) {
	rt, _ := testRuntime(t, 1)
	for _, c := range []struct{ flags, priority, want int }{
		{StreamDefault, 0, 0}, {StreamNonBlocking, -3, -3}, {StreamDefault, -100, GreatestStreamPriority}, {StreamDefault, 7, LeastStreamPriority},
	} {
		h, err := rt.StreamCreate(c.flags, c.priority)
		require.NoError(t, err)
		flags, priority, err := rt.StreamInfo(h)
		require.NoError(t, err)
		require.Equal(t, [2]int{c.flags, c.want}, [2]int{flags, priority})
	}
	_, err := rt.StreamCreate(2, 0)
	require.Equal(t, ErrorInvalidValue, CodeOf(err))
	_, _, err = rt.StreamInfo(0x999)
	require.Equal(t, ErrorInvalidResHandle, CodeOf(err))
	flags, priority, err := rt.StreamInfo(0)
	require.NoError(t, err)
	require.Equal(t, [2]int{0, 0}, [2]int{flags, priority})
}

// The address of a __constant__ variable is a device pointer: a copy
// through it is distributed like any, and the unsplit launch that reads
// the variable directly sees the copied values.
func TestSymbolAddress(t *testing.T) {
	rt, img := testRuntime(t, 4)
	const coefHost, counterHost = 0x1000, 0x2000
	rt.RegisterVar(img, coefHost, "coef", 16, true)
	rt.RegisterVar(img, counterHost, "counter", 4, false)
	size, err := rt.SymbolSize(coefHost)
	require.NoError(t, err)
	require.Equal(t, int64(16), size)
	_, err = rt.SymbolSize(0x3000)
	require.Equal(t, ErrorInvalidSymbol, CodeOf(err))

	coef, err := rt.SymbolAddress(coefHost)
	require.NoError(t, err)
	again, err := rt.SymbolAddress(coefHost)
	require.NoError(t, err)
	require.Equal(t, coef, again)
	require.NoError(t, rt.MemcpyHtoD(coef, f32bytes([]float32{1, 2, 3, 4})))
	require.NoError(t, rt.Memset(coef+12, 0, 4))
	require.Equal(t, []float32{2, 3}, download(t, rt, coef+4, 2), "interior pointers")
	require.Equal(t, int64(0), rt.Allocated(), "variables are not allocations")

	const n = 1000
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i)
	}
	xp := upload(t, rt, x)
	yp, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z5scalePKfPfi", Grid: Dim3{(n + 127) / 128, 1, 1},
		Block: Dim3{128, 1, 1}, Args: [][]byte{pArg(xp), pArg(yp), i32arg(n)}}))
	for i, y := range download(t, rt, yp, n) {
		require.Equal(t, []float32{1, 2, 3, 0}[i%4]*x[i], y, "y[%d]", i)
	}

	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(coef)))
	require.NoError(t, rt.Reset())
	require.True(t, rt.IsDevicePointer(coef), "the variable outlives a reset")
	back := make([]byte, 16)
	require.NoError(t, rt.MemcpyFromSymbol(back, coefHost, 0))
	require.Equal(t, []float32{1, 2, 3, 0}, bytesF32(back))
}

// The null backend gives every variable the same address: the second one
// cannot become a device pointer.
func TestSymbolAddressOverlap(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(2)})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(&model.Container{})
	rt.RegisterVar(img, 0x1000, "a", 4, false)
	rt.RegisterVar(img, 0x2000, "b", 4, false)
	_, err = rt.SymbolAddress(0x1000)
	require.NoError(t, err)
	_, err = rt.SymbolAddress(0x2000)
	require.Equal(t, ErrorNotSupported, CodeOf(err))
	require.ErrorContains(t, err, "cannot serve as a device pointer")
}
