package cuda

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/cuda/standin"
)

func TestOpenMissingLibrary(t *testing.T) {
	err := open("libmgpu-no-such-driver.so.1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot load the CUDA driver library libmgpu-no-such-driver.so.1")
	assert.Contains(t, err.Error(), "MGPU_BACKEND=sim")
}

func TestOpenLibraryWithoutDriverAPI(t *testing.T) {
	err := open("libc.so.6")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "missing symbol cuInit")
}

// TestLoad: without a driver, Load names the library it looked for; with
// one, the driver answers.
func TestLoad(t *testing.T) {
	err := Load()
	if err != nil {
		var driverErr *Error
		if errors.As(err, &driverErr) {
			assert.Equal(t, "cuInit", driverErr.Call, "the library loaded, so only cuInit can fail")
		} else {
			assert.Contains(t, err.Error(), "cannot load the CUDA driver library libcuda.so.1")
		}
		assert.Equal(t, err, Load(), "Load reports its first result")
		return
	}
	n, err := DeviceCount()
	require.NoError(t, err)
	assert.Positive(t, n)
}

// buildFakeDriver compiles testdata/fakecuda.c, a host-only stand-in for
// libcuda.so.1, into a shared library.
func buildFakeDriver(t *testing.T) string {
	lib, err := standin.Build(t.TempDir(), "libfakecuda.so")
	require.NoError(t, err)
	return lib
}

// TestFakeDriver drives every wrapper through the stand-in driver: symbol
// names, argument order and sizes, the context each call makes current,
// kernel parameters, the JIT log and driver errors.
func TestFakeDriver(t *testing.T) {
	require.NoError(t, open(buildFakeDriver(t)))
	le32 := func(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }
	le64 := func(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }

	n, err := DeviceCount()
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	d0, err := GetDevice(0)
	require.NoError(t, err)
	d1, err := GetDevice(1)
	require.NoError(t, err)
	_, err = GetDevice(2)
	var driverErr *Error
	require.ErrorAs(t, err, &driverErr)
	assert.Equal(t, "cuDeviceGet", driverErr.Call)
	assert.Equal(t, 101, driverErr.Code)

	name, err := d1.Name()
	require.NoError(t, err)
	assert.Equal(t, "Fake GPU 1", name)
	mem, err := d1.TotalMem()
	require.NoError(t, err)
	assert.Equal(t, int64(1<<30+1), mem)
	major, err := d1.Attribute(AttrComputeCapabilityMajor)
	require.NoError(t, err)
	assert.Equal(t, 8, major)
	can, err := d0.CanAccessPeer(d1)
	require.NoError(t, err)
	assert.True(t, can)

	c0, err := d0.PrimaryContext()
	require.NoError(t, err)
	c1, err := d1.PrimaryContext()
	require.NoError(t, err)
	require.NoError(t, c0.EnablePeerAccess(c1))
	require.ErrorAs(t, c0.EnablePeerAccess(c1), &driverErr)
	assert.Equal(t, 704, driverErr.Code)
	require.NoError(t, c0.SetLimit(2, 64<<20), "the heap of malloc in device code")
	require.ErrorAs(t, c0.SetLimit(9, 1), &driverErr)

	_, err = c1.LoadImage([]byte("bad ptx"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cuda: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX (218): fake error")
	assert.Contains(t, err.Error(), "fake jit: bad ptx")
	m, err := c1.LoadImage([]byte(".version 6.0"))
	require.NoError(t, err)
	_, err = m.Function("missing")
	assert.ErrorContains(t, err, "cuModuleGetFunction: CUDA_ERROR_NOT_FOUND")
	f, err := m.Function("record")
	require.NoError(t, err)
	regs, err := f.Attribute(FuncNumRegs)
	require.NoError(t, err)
	assert.Equal(t, 104, regs)
	require.NoError(t, f.SetAttribute(FuncMaxDynamicSharedSizeBytes, 64<<10))
	shared, err := f.Attribute(FuncMaxDynamicSharedSizeBytes)
	require.NoError(t, err)
	assert.Equal(t, 64<<10, shared)
	assert.ErrorContains(t, f.SetAttribute(FuncNumRegs, 1), "cuFuncSetAttribute")
	_, size, err := m.Global("bias")
	require.NoError(t, err)
	assert.Equal(t, int64(4), size)

	s, err := c1.NewStream()
	require.NoError(t, err)
	out, err := c1.MemAlloc(64)
	require.NoError(t, err)
	require.NoError(t, f.Launch(s, [3]int{2, 3, 4}, [3]int{5, 6, 7}, 128, [][]byte{le64(uint64(out)), le32(0xdeadbeef), le64(0x0123456789abcdef)}))
	rec := make([]byte, 9*4+8)
	require.NoError(t, s.CopyToHost(rec, out))
	var cfg [9]uint32
	for i := range cfg {
		cfg[i] = binary.LittleEndian.Uint32(rec[4*i:])
	}
	assert.Equal(t, [9]uint32{2, 3, 4, 5, 6, 7, 128, 0x1001, 0xdeadbeef}, cfg, "grid, block, shared bytes, current context, argument 1")
	assert.Equal(t, uint64(0x0123456789abcdef), binary.LittleEndian.Uint64(rec[36:]), "argument 2")
	assert.ErrorContains(t, f.Launch(s, [3]int{0, 1, 1}, [3]int{1, 1, 1}, 0, nil), "between 1 and 2^31-1")

	msg := []byte("hello, device")
	p, err := c1.MemAlloc(int64(len(msg)))
	require.NoError(t, err)
	q, err := c1.MemAlloc(int64(len(msg)))
	require.NoError(t, err)
	r, err := c0.MemAlloc(int64(len(msg)))
	require.NoError(t, err)
	require.NoError(t, s.CopyToDevice(p, msg))
	require.NoError(t, s.MemsetD8(p, 'J', 1))
	require.NoError(t, s.MemcpyDtoD(q, p, int64(len(msg))))
	require.NoError(t, s.MemcpyPeer(r, c0, q, c1, int64(len(msg))))
	got := make([]byte, len(msg))
	require.NoError(t, s.CopyToHost(got, r))
	assert.Equal(t, "Jello, device", string(got))

	// 2-D copies: columns 1 and 2 of a 4x16 byte matrix, to another
	// context at the same pitch and within one into a packed 4x2 block.
	const pitch, rows = 16, 4
	matrix := make([]byte, pitch*rows)
	for i := range matrix {
		matrix[i] = byte(i)
	}
	m1, err := c1.MemAlloc(pitch * rows)
	require.NoError(t, err)
	m0, err := c0.MemAlloc(pitch * rows)
	require.NoError(t, err)
	packed, err := c1.MemAlloc(2 * rows)
	require.NoError(t, err)
	require.NoError(t, s.CopyToDevice(m1, matrix))
	require.NoError(t, s.CopyToDevice(m0, make([]byte, pitch*rows)))
	require.NoError(t, s.MemcpyPeer2D(m0+1, c0, pitch, m1+1, c1, pitch, 2, rows))
	require.NoError(t, s.Memcpy2D(packed, 2, m1+1, pitch, 2, rows))
	got = make([]byte, pitch*rows)
	require.NoError(t, s.CopyToHost(got, m0))
	want := make([]byte, pitch*rows)
	for r := 0; r < rows; r++ {
		want[r*pitch+1], want[r*pitch+2] = matrix[r*pitch+1], matrix[r*pitch+2]
	}
	assert.Equal(t, want, got)
	got = make([]byte, 2*rows)
	require.NoError(t, s.CopyToHost(got, packed))
	assert.Equal(t, []byte{1, 2, 17, 18, 33, 34, 49, 50}, got)
	require.ErrorAs(t, s.MemcpyPeer2D(m0, c0, 200, m1, c1, 200, 2, 1), &driverErr, "the stand-in's largest pitch is 110")
	assert.Equal(t, "cuMemcpy3DPeerAsync", driverErr.Call)
	require.ErrorAs(t, s.Memcpy2D(packed, 1, m1, pitch, 2, 1), &driverErr, "width > pitch")
	assert.Equal(t, "cuMemcpy2DAsync", driverErr.Call)
	for _, ptr := range []Ptr{m1, packed} {
		require.NoError(t, c1.MemFree(ptr))
	}
	require.NoError(t, c0.MemFree(m0))

	start, err := c1.NewEvent(EventDefault)
	require.NoError(t, err)
	end, err := c1.NewEvent(EventDefault)
	require.NoError(t, err)
	require.NoError(t, start.Record(s))
	require.NoError(t, end.Record(s))
	require.NoError(t, s.Wait(end))
	require.NoError(t, end.Synchronize())
	ms, err := start.Elapsed(end)
	require.NoError(t, err)
	assert.Equal(t, float32(1.5), ms)

	// Page-locked memory: copies from and into it run after the call,
	// done once an event recorded after them says so.
	pin, err := c1.MemHostAlloc(2 * len(msg))
	require.NoError(t, err)
	assert.Equal(t, 2*len(msg), pin.Len())
	copy(pin.Bytes(), "............."+"staged device")
	require.NoError(t, s.CopyToHostAsync(pin, 0, p, int64(len(msg))))
	require.NoError(t, s.CopyToDeviceAsync(q, pin, int64(len(msg)), int64(len(msg))))
	require.NoError(t, end.Record(s))
	assert.Equal(t, ".............", string(pin.Bytes()[:len(msg)]), "the stand-in's copies wait until ordered")
	done, err := end.Query()
	require.NoError(t, err)
	assert.False(t, done, "an event recorded behind copies waiting")
	done, err = end.Query()
	require.NoError(t, err)
	assert.True(t, done)
	assert.Equal(t, "Jello, device", string(pin.Bytes()[:len(msg)]))
	got = make([]byte, len(msg))
	require.NoError(t, s.CopyToHost(got, q))
	assert.Equal(t, "staged device", string(got))
	assert.ErrorContains(t, s.CopyToHostAsync(pin, int64(len(msg)+1), p, int64(len(msg))), "page-locked memory of 26")
	// Rows: bytes 1-2 of each 16-byte row of the matrix packed, and back
	// into another matrix's bytes 5-6.
	m1, err = c1.MemAlloc(pitch * rows)
	require.NoError(t, err)
	require.NoError(t, s.CopyToDevice(m1, matrix))
	require.NoError(t, s.CopyToHost2DAsync(pin, 2, m1+1, pitch, 2, rows))
	require.NoError(t, end.Record(s))
	require.NoError(t, end.Synchronize())
	assert.Equal(t, []byte{1, 2, 17, 18, 33, 34, 49, 50}, pin.Bytes()[2:10])
	m2, err := c1.MemAlloc(pitch * rows)
	require.NoError(t, err)
	require.NoError(t, s.MemsetD8(m2, 0, pitch*rows))
	require.NoError(t, s.CopyToDevice2DAsync(m2+5, pitch, pin, 2, 2, 2, rows))
	got = make([]byte, pitch*rows)
	require.NoError(t, s.CopyToHost(got, m2))
	want = make([]byte, pitch*rows)
	for r := 0; r < rows; r++ {
		want[r*pitch+5], want[r*pitch+6] = matrix[r*pitch+1], matrix[r*pitch+2]
	}
	assert.Equal(t, want, got)
	// Rows 4 bytes apart in page-locked memory (bytes 1-2 of the matrix's
	// rows 0 and 2, where they were packed) into rows of m2.
	require.NoError(t, s.CopyToDevice2DAsync(m2+9, pitch, pin, 2, 4, 2, 2))
	require.NoError(t, s.CopyToHost(got, m2))
	want[9], want[10], want[pitch+9], want[pitch+10] = matrix[1], matrix[2], matrix[2*pitch+1], matrix[2*pitch+2]
	assert.Equal(t, want, got)
	require.ErrorContains(t, s.CopyToDevice2DAsync(m2, pitch, pin, 22, 4, 2, 2), "page-locked memory of 26")
	require.ErrorAs(t, s.CopyToHost2DAsync(pin, 0, m1, 200, 2, 2), &driverErr, "the stand-in's largest pitch is 110")
	// Rows between a device and Go memory, at the same pitch in both:
	// bytes 3-5 of each row there and back, the rest of the rows untouched.
	rowsOut := bytes.Repeat([]byte{'.'}, pitch*rows)
	require.NoError(t, s.CopyToHost2D(rowsOut[3:], m1+3, 3, pitch, rows))
	want = bytes.Repeat([]byte{'.'}, pitch*rows)
	for r := 0; r < rows; r++ {
		copy(want[r*pitch+3:r*pitch+6], matrix[r*pitch+3:r*pitch+6])
	}
	assert.Equal(t, want, rowsOut)
	require.NoError(t, s.MemsetD8(m2, 0, pitch*rows))
	require.NoError(t, s.CopyToDevice2D(m2+3, rowsOut[3:], 3, pitch, rows))
	got = make([]byte, pitch*rows)
	require.NoError(t, s.CopyToHost(got, m2))
	for i := range want {
		if want[i] == '.' {
			want[i] = 0
		}
	}
	assert.Equal(t, want, got)
	assert.ErrorContains(t, s.CopyToHost2D(rowsOut[pitch:], m1, 3, pitch, rows), "do not fit")
	require.ErrorAs(t, s.CopyToHost2D(make([]byte, 400), m1, 2, 200, 2), &driverErr, "the stand-in's largest pitch is 110")
	require.NoError(t, c1.MemFree(m1))
	require.NoError(t, c1.MemFree(m2))
	_, err = c1.MemHostAlloc(0)
	assert.Error(t, err)
	require.NoError(t, c1.FreeHost(pin))
	require.ErrorAs(t, c1.FreeHost(pin), &driverErr, "freed twice")
	assert.Equal(t, "cuMemFreeHost", driverErr.Call)

	// Virtual memory management: pages mapped into reserved addresses are
	// memory once accessible; elsewhere the stand-in faults as a GPU would.
	gran, err := d1.Granularity()
	require.NoError(t, err)
	assert.Equal(t, int64(8192), gran)
	base, err := c1.AddressReserve(4*gran, gran)
	require.NoError(t, err)
	assert.Zero(t, base%Ptr(gran))
	h1, err := c1.MapNew(d1, base+Ptr(gran), gran)
	require.NoError(t, err)
	require.ErrorAs(t, s.CopyToDevice(base+Ptr(gran), msg), &driverErr, "not accessible yet")
	assert.Equal(t, "CUDA_ERROR_ILLEGAL_ADDRESS", driverErr.Name)
	require.NoError(t, c1.SetAccess(base+Ptr(gran), gran, []Device{d1, d0}))
	require.NoError(t, s.CopyToDevice(base+Ptr(gran), msg))
	require.NoError(t, s.MemcpyPeer(r, c0, base+Ptr(gran), c1, int64(len(msg))))
	got = make([]byte, len(msg))
	require.NoError(t, s.CopyToHost(got, r))
	assert.Equal(t, "hello, device", string(got), "msg, through a mapped page")
	assert.ErrorContains(t, s.CopyToHost(got, base), "CUDA_ERROR_ILLEGAL_ADDRESS", "page 0 is not mapped")
	require.ErrorAs(t, c1.AddressFree(base, 4*gran), &driverErr, "a page is still mapped")
	require.NoError(t, c1.UnmapRelease(base+Ptr(gran), gran, h1))
	assert.ErrorContains(t, s.CopyToHost(got, base+Ptr(gran)), "CUDA_ERROR_ILLEGAL_ADDRESS")
	require.NoError(t, c1.AddressFree(base, 4*gran))

	require.NoError(t, s.Synchronize())
	for _, ptr := range []Ptr{out, p, q} {
		require.NoError(t, c1.MemFree(ptr))
	}
	require.NoError(t, c0.MemFree(r))
	require.NoError(t, start.Destroy())
	require.NoError(t, end.Destroy())
	require.NoError(t, s.Destroy())
	require.NoError(t, m.Unload())
	require.NoError(t, d0.ReleasePrimaryContext())
}
