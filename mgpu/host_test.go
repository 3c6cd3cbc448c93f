package mgpu

import (
	"math"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"mgpucc/model"
)

func TestPointerTypesAndHostRanges(t *testing.T) {
	rt, _ := testRuntime(t, 2)
	p, err := rt.Malloc(100)
	require.NoError(t, err)
	require.Equal(t, MemoryDevice, rt.PointerType(uintptr(p)+99))
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(p)+100), "one past the end is not the buffer's")

	mem := make([]byte, 128)
	pinnedMem, registeredMem := mem[:64], mem[64:]
	pinned, registered := addr(pinnedMem), addr(registeredMem)
	require.NoError(t, rt.AddHostRange(pinnedMem, 0, false))
	require.NoError(t, rt.AddHostRange(registeredMem, 0, true))
	require.Equal(t, MemoryHost, rt.PointerType(pinned+63))
	require.Equal(t, MemoryHost, rt.PointerType(registered))
	require.Equal(t, MemoryUnregistered, rt.PointerType(registered+64))
	require.Equal(t, ErrorHostMemRegistered, CodeOf(rt.AddHostRange(mem[56:72], 0, true)))
	require.Equal(t, ErrorHostMemRegistered, CodeOf(rt.AddHostRange(pinnedMem[32:40], 0, true)))

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
	rt.RegisterVar(img, coefHost, "coef", 16, true, nil)
	rt.RegisterVar(img, counterHost, "counter", 4, false, nil)
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
	rt.RegisterVar(img, 0x1000, "a", 4, false, nil)
	rt.RegisterVar(img, 0x2000, "b", 4, false, nil)
	_, err = rt.SymbolAddress(0x1000)
	require.NoError(t, err)
	_, err = rt.SymbolAddress(0x2000)
	require.Equal(t, ErrorNotSupported, CodeOf(err))
	require.ErrorContains(t, err, "cannot serve as a device pointer")
}

// addr is the address of b's first byte.
func addr(b []byte) uintptr { return uintptr(unsafe.Pointer(&b[0])) }

// pinnedFloats records n floats of page-locked host memory (registered, or
// from cudaHostAlloc) and returns its address and the host's view of it.
func pinnedFloats(t testing.TB, rt *Runtime, n int, registered bool) (DevPtr, []float32) {
	mem := make([]byte, 4*n)
	require.NoError(t, rt.AddHostRange(mem, 0, registered))
	return DevPtr(addr(mem)), unsafe.Slice((*float32)(unsafe.Pointer(&mem[0])), n)
}

// TestPinnedKernelArguments: page-locked memory is plain host memory until
// a kernel takes it; from then on the host's writes between launches reach
// the devices (the changed words only) and each synchronisation copies
// back what the kernel wrote, as for managed memory.
func TestPinnedKernelArguments(t *testing.T) {
	const n = 1000
	for _, devs := range []int{1, 3, 16} {
		rt, img := testRuntime(t, devs)
		xp, x := pinnedFloats(t, rt, n, false)
		yp, y := pinnedFloats(t, rt, n, true)
		for i := range x {
			x[i], y[i] = float32(i)*0.5, float32(n-i)
		}
		// A copy source: no device memory, no shadow.
		q, err := rt.Malloc(4 * n)
		require.NoError(t, err)
		require.NoError(t, rt.MemcpyHtoD(q, unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), 4*n)))
		require.Equal(t, int64(4*n), rt.Allocated())
		require.Equal(t, x, download(t, rt, q, n))

		runHostEdits(t, rt, img, devs, xp, yp, x, y, rt.Stats().Totals, func(what string) {
			require.Equal(t, int64(3*4*n), rt.Allocated(), "%d devices, %s: x and y have device copies", devs, what)
		}, []hostEdit{
			{"first use: every byte comes from the host", func() {}, 2 * 4 * n},
			{"y[200:300) changed", func() {
				for i := 200; i < 300; i++ {
					y[i]++
				}
			}, 4 * 100},
			{"nothing changed", func() {}, 0},
		})
		require.Equal(t, MemoryHost, rt.PointerType(uintptr(yp)+4*n-1), "still host memory")
		require.False(t, rt.IsDevicePointer(yp), "copies treat it as host memory")
		_, _, ok := rt.ManagedAllocation(yp)
		require.False(t, ok, "not managed memory")
	}
}

// TestPinnedCopiesAndRelease: copies and memsets that use page-locked
// memory as device memory, cudaFree of it, and cudaFreeHost,
// cudaHostUnregister and cudaDeviceReset, which release its device copies.
func TestPinnedCopiesAndRelease(t *testing.T) {
	const n = 1000
	rt, img := testRuntime(t, 3)
	pp, pm := pinnedFloats(t, rt, n, false)
	rp, rm := pinnedFloats(t, rt, n, true)
	for i := range pm {
		pm[i] = float32(i)
	}
	q := upload(t, rt, make([]float32, n))

	// Device to device, both ways, through interior pointers: the copy
	// into page-locked memory reaches it at the next synchronisation.
	require.NoError(t, rt.MemcpyDtoD(q, pp+4*10, 4*100))
	require.Equal(t, pm[10:110], download(t, rt, q, 100))
	require.NoError(t, rt.Launch(saxpyLaunch(img, n, 1, q, q)))
	require.NoError(t, rt.MemcpyDtoD(rp+4*500, q, 4*100))
	require.NoError(t, rt.Memset(rp, 0x3f, 8))
	require.Equal(t, math.Float32frombits(0x3f3f3f3f), rm[1], "a memset sets the host's copy too")
	require.Zero(t, rm[500])
	require.NoError(t, rt.Synchronize())
	for i := 0; i < 100; i++ {
		require.Equal(t, 2*pm[10+i], rm[500+i], "rm[%d]", 500+i)
	}
	// Copies with the host: a host to device copy from page-locked memory
	// sees what kernels wrote to it (the copy synchronises first).
	require.NoError(t, rt.MemcpyDtoD(rp, q, 4*n))
	require.NoError(t, rt.MemcpyHtoD(q, unsafe.Slice((*byte)(unsafe.Pointer(&rm[0])), 4*n)))
	require.Equal(t, rm, download(t, rt, q, n))
	require.Equal(t, 2*pm[10], rm[0])

	// One past the end resolves, as for buffers; cudaFree is refused.
	end, _ := pinnedFloats(t, rt, 4, false)
	require.NoError(t, rt.MemcpyDtoD(q, end+16, 0))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(pp)))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Launch(saxpyLaunch(img, n, 1, q, DevPtr(addr(make([]byte, 4*n)))))), "pageable memory")

	// cudaFreeHost and cudaHostUnregister synchronise: the kernel's
	// results are in the memory, and the device copies are gone.
	allocated := rt.Allocated()
	require.NoError(t, rt.Launch(saxpyLaunch(img, n, 1, q, pp)))
	require.NoError(t, rt.Launch(saxpyLaunch(img, n, 1, q, rp)))
	want := make([]float32, n)
	for i := range want {
		want[i] = rm[i] + rm[i]
	}
	require.NoError(t, rt.RemoveHostRange(uintptr(rp), true))
	require.Equal(t, want, rm)
	require.Equal(t, allocated-4*n, rt.Allocated())
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Launch(saxpyLaunch(img, n, 1, q, rp))), "unregistered")
	require.NoError(t, rt.RemoveHostRange(uintptr(pp), false))
	require.Equal(t, allocated-8*n, rt.Allocated())
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(pp)))

	// A reset frees the device copies; the memory stays page-locked, and
	// the next use makes new ones.
	require.NoError(t, rt.AddHostRange(unsafe.Slice((*byte)(unsafe.Pointer(&rm[0])), 4*n), 0, true))
	require.NoError(t, rt.Memset(rp, 0, 4*n))
	require.NoError(t, rt.Reset())
	require.Zero(t, rt.Allocated())
	q = upload(t, rt, want)
	require.NoError(t, rt.Launch(saxpyLaunch(img, n, 1, q, rp)))
	require.NoError(t, rt.Synchronize())
	require.Equal(t, want, rm)
	require.NoError(t, rt.RemoveHostRange(uintptr(rp), true))
}

// TestPinnedPointerInAggregate: a page-locked pointer in a by-value struct
// reaches the kernel as the instance of the device it runs on.
func TestPinnedPointerInAggregate(t *testing.T) {
	const n = 8192
	rt, img := testRuntime(t, 4)
	require.NoError(t, rt.RegisterKernel(incDesc(), true))
	p, v := pinnedFloats(t, rt, n, false)
	for i := range v {
		v[i] = float32(i)
	}
	arg := append(pArg(p+4), i32arg(n-1)...)
	arg = append(arg, 0, 0, 0, 0)
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z3inc3Vec", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1}, Args: [][]byte{arg}}))
	require.NoError(t, rt.Synchronize())
	require.Equal(t, float32(0), v[0])
	for i := 1; i < n; i++ {
		require.Equal(t, float32(i+1), v[i], "v[%d]", i)
	}
}

// A variable declared __device__ __shared__, which the host code
// registers, is each block's own memory (the model's SharedVars): the
// runtime registers no variable for it, so a launch looks for no
// instance of it and a copy to it is refused.
func TestSharedVarNotRegistered(t *testing.T) {
	rt, err := New(Config{Backend: NewNullBackend(2)})
	require.NoError(t, err)
	defer rt.Close()
	img := rt.AddImage(&model.Container{Model: []byte(`{"version": 8, "kernels": [], "shared_vars": ["staged"]}`)})
	rt.RegisterVar(img, 0x1000, "staged", 256, false, nil)
	rt.RegisterVar(img, 0x2000, "counter", 4, false, nil)
	require.Len(t, img.vars, 1)
	require.Equal(t, "counter", img.vars[0].name)
	_, err = rt.SymbolSize(0x1000)
	require.Equal(t, ErrorInvalidSymbol, CodeOf(err))
	_, err = rt.SymbolSize(0x2000)
	require.NoError(t, err)
}
