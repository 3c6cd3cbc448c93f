package mgpu

import (
	"math"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// managedFloats allocates n floats of managed memory and returns its
// address and the host's view of it, which the test writes and reads
// directly as a program does.
func managedFloats(t testing.TB, rt *Runtime, n int) (DevPtr, []float32) {
	p, mem, err := rt.MallocManaged(int64(4 * n))
	require.NoError(t, err)
	return p, unsafe.Slice((*float32)(unsafe.Pointer(&mem[0])), n)
}

// saxpyLaunch is y = a*x + y over n elements in blocks of 128.
func saxpyLaunch(img *Image, n int, a float32, x, y DevPtr) LaunchConfig {
	return LaunchConfig{Image: img, Kernel: "_Z5saxpyifPKfPf", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
		Args: [][]byte{i32arg(int32(n)), f32arg(a), pArg(x), pArg(y)}}
}

// TestManagedHostWritesBetweenLaunches: the host initialises managed
// memory and changes parts of it between launches; the devices fetch
// exactly the 8-byte words that changed (runs at most 256 bytes apart
// merged), and each synchronisation copies back what the kernel wrote.
func TestManagedHostWritesBetweenLaunches(t *testing.T) {
	const n = 1000
	for _, devs := range []int{1, 3, 16} {
		rt, img := testRuntime(t, devs)
		xp, x := managedFloats(t, rt, n)
		yp, y := managedFloats(t, rt, n)
		require.Equal(t, make([]float32, n), x, "managed memory starts zeroed")
		for i := range x {
			x[i], y[i] = float32(i)*0.5, float32(n-i)
		}
		runHostEdits(t, rt, img, devs, xp, yp, x, y, Totals{}, nil, []hostEdit{
			{"initialised", func() {}, 2 * 4 * n},
			{"y[200:300) changed", func() {
				for i := 200; i < 300; i++ {
					y[i]++
				}
			}, 4 * 100},
			{"every 100th element changed: ten words", func() {
				for i := 0; i < n; i += 100 {
					y[i] = -y[i]
				}
			}, 10 * 8},
			{"every 16th element changed: one run from the first word to the last", func() {
				for i := 0; i < n; i += 16 {
					y[i] = -y[i]
				}
			}, 4*992 + 8},
			{"nothing changed", func() {}, 0},
		})
		require.Equal(t, rt.Stats().Totals.H2D, rt.Stats().Kernels[0].H2D, "the fetches are the kernel's")
	}
}

// hostEdit is one change the host makes to y between launches of saxpy
// over host-backed x and y, and the bytes it must send to the devices.
type hostEdit struct {
	what  string
	edit  func()
	bytes int64
}

// runHostEdits makes each edit, launches y = 2.5*x + y, synchronises and
// checks y, the bytes sent to the devices (the edit's), back (y, whole) and
// between them (none: every part uses its own elements); before are the
// totals to count from, and launched (if set) runs between the launch and
// the synchronisation.
func runHostEdits(t *testing.T, rt *Runtime, img *Image, devs int, xp, yp DevPtr, x, y []float32, before Totals, launched func(what string), edits []hostEdit) {
	t.Helper()
	n := len(x)
	for _, e := range edits {
		e.edit()
		want := make([]float32, n)
		for i := range want {
			want[i] = 2.5*x[i] + y[i]
		}
		require.NoError(t, rt.Launch(saxpyLaunch(img, n, 2.5, xp, yp)))
		if launched != nil {
			launched(e.what)
		}
		require.NoError(t, rt.Synchronize())
		require.Equal(t, want, y, "%d devices, %s", devs, e.what)
		st := rt.Stats().Totals
		require.Equal(t, e.bytes, st.H2D-before.H2D, "%d devices, %s: bytes to the devices", devs, e.what)
		require.Equal(t, int64(4*n), st.D2H-before.D2H, "%d devices, %s: y comes back whole", devs, e.what)
		require.Zero(t, st.Peer-before.Peer, "%d devices, %s: every part uses only its own elements", devs, e.what)
		before = st
	}
}

// TestManagedStencil iterates a row-split stencil over managed memory,
// the host reading every result and changing one cell between launches:
// per iteration the devices exchange their halo rows, the changed cell's
// word goes to the device that owns it, and the result comes back whole.
func TestManagedStencil(t *testing.T) {
	const rows, cols, iters = 37, 29, 5
	const center = rows/2*cols + cols/2
	for _, devs := range []int{1, 3, 16} {
		rt, img := testRuntime(t, devs)
		ap, a := managedFloats(t, rt, rows*cols)
		bp, b := managedFloats(t, rt, rows*cols)
		want, tmp := make([]float32, rows*cols), make([]float32, rows*cols)
		for i := range a {
			a[i] = float32(i%17) * 0.25
			want[i] = a[i]
		}
		grid, block := Dim3{(cols + 7) / 8, (rows + 7) / 8, 1}, Dim3{8, 8, 1}
		parts := min(devs, grid[1])
		var before Totals
		for it := 0; it < iters; it++ {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: grid, Block: block,
				Args: [][]byte{pArg(bp), pArg(ap), i32arg(rows), i32arg(cols)}}))
			require.NoError(t, rt.Synchronize())
			cpuStencil(tmp, want, rows, cols)
			require.Equal(t, tmp, b, "%d devices, iteration %d", devs, it)
			b[center]++
			tmp[center]++
			a, b, ap, bp, want, tmp = b, a, bp, ap, tmp, want
			st := rt.Stats().Totals
			if it > 0 {
				require.Equal(t, int64(8), st.H2D-before.H2D, "%d devices, iteration %d: the changed cell's word", devs, it)
				require.Equal(t, int64(2*(parts-1)*cols*4), st.Peer-before.Peer, "%d devices, iteration %d: the halo rows", devs, it)
			}
			require.Equal(t, int64(4*rows*cols), st.D2H-before.D2H, "%d devices, iteration %d: the result", devs, it)
			before = st
		}
	}
}

// TestManagedCopiesAndMemset: copies and memsets reach managed memory
// through its address and interior pointers, with CUDA's semantics.
func TestManagedCopiesAndMemset(t *testing.T) {
	const n = 1000
	rt, img := testRuntime(t, 3)
	_, _, err := rt.MallocManaged(0)
	require.Equal(t, ErrorInvalidValue, CodeOf(err))
	p, m := managedFloats(t, rt, n)
	q := upload(t, rt, make([]float32, n))
	require.Equal(t, MemoryManaged, rt.PointerType(uintptr(p)+4*n-1))
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(p)+4*n))
	require.False(t, rt.IsDevicePointer(p+8), "copies treat managed memory as host memory")
	base, size, ok := rt.ManagedAllocation(p + 10)
	require.Equal(t, []any{p, int64(4 * n), true}, []any{base, size, ok})
	_, _, ok = rt.ManagedAllocation(q)
	require.False(t, ok)

	// A copy from the host lands in the host's copy: nothing moves yet.
	vals := make([]float32, 100)
	for i := range vals {
		vals[i] = float32(i) + 0.5
	}
	h2d := rt.Stats().Totals.H2D
	require.NoError(t, rt.MemcpyHtoD(p+4*100, f32bytes(vals)))
	require.Equal(t, vals, m[100:200])
	require.Equal(t, h2d, rt.Stats().Totals.H2D)
	// A memset sets the host's copy too: nothing comes back for it.
	require.NoError(t, rt.Memset(p+4*300, 0x3f, 4*100))
	require.Equal(t, math.Float32frombits(0x3f3f3f3f), m[399])
	d2h := rt.Stats().Totals.D2H
	require.NoError(t, rt.Synchronize())
	require.Equal(t, d2h, rt.Stats().Totals.D2H)

	// A kernel through interior pointers: y = q[0:100) += 2 * m[100:200).
	require.NoError(t, rt.Launch(saxpyLaunch(img, 100, 2, p+4*100, q)))
	got := download(t, rt, q, n)
	for i := range vals {
		require.Equal(t, 2*vals[i], got[i], "q[%d]", i)
	}
	// Device to device, both ways: the copy into managed memory is on the
	// devices until a synchronisation.
	require.NoError(t, rt.MemcpyDtoD(p+4*500, q, 4*100))
	require.Zero(t, m[500])
	require.NoError(t, rt.Synchronize())
	require.Equal(t, got[:100], m[500:600])
	require.NoError(t, rt.MemcpyDtoD(q, p, 4*n))
	require.Equal(t, m, download(t, rt, q, n))
	back := make([]byte, 4*100)
	require.NoError(t, rt.MemcpyDtoH(back, p+4*500))
	require.Equal(t, got[:100], bytesF32(back))

	// Host writes nothing has seen yet reach a device-to-device copy, into
	// device memory and into other managed memory (from host to host).
	p2, m2 := managedFloats(t, rt, n)
	for i := range m {
		m[i] = float32(-i)
	}
	require.NoError(t, rt.MemcpyDtoD(q, p, 4*n))
	require.NoError(t, rt.MemcpyDtoD(p2, p, 4*n))
	require.Equal(t, m, download(t, rt, q, n))
	d2h = rt.Stats().Totals.D2H
	require.NoError(t, rt.Synchronize())
	require.Equal(t, m, m2)
	require.Equal(t, d2h, rt.Stats().Totals.D2H, "p2 was written on the host")

	// Free: the allocation's address only, once; a reset frees the rest.
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(p+4)))
	require.NoError(t, rt.Free(p))
	require.Equal(t, ErrorInvalidDevicePointer, CodeOf(rt.Free(p)))
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(p)))
	require.NoError(t, rt.Reset())
	require.Zero(t, rt.Allocated())
	require.Equal(t, MemoryUnregistered, rt.PointerType(uintptr(p2)))
}

// TestManagedPointerInAggregate: a managed pointer in a by-value struct
// reaches the kernel as the instance of the device it runs on.
func TestManagedPointerInAggregate(t *testing.T) {
	const n = 8192
	rt, img := testRuntime(t, 4)
	require.NoError(t, rt.RegisterKernel(incDesc(), true))
	p, v := managedFloats(t, rt, n)
	for i := range v {
		v[i] = float32(i)
	}
	arg := append(pArg(p+4), i32arg(n-1)...)
	arg = append(arg, 0, 0, 0, 0)
	for it := 0; it < 2; it++ {
		require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z3inc3Vec", Grid: Dim3{n / 256, 1, 1}, Block: Dim3{256, 1, 1}, Args: [][]byte{arg}}))
	}
	require.NoError(t, rt.Synchronize())
	require.Equal(t, float32(0), v[0])
	for i := 1; i < n; i++ {
		require.Equal(t, float32(i+2), v[i], "v[%d]", i)
	}
}
