package sim

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// testProgram compiles testdata/NAME.ll.
func testProgram(t testing.TB, name string) *Program {
	t.Helper()
	ll, err := os.ReadFile(filepath.Join("testdata", name+".ll"))
	require.NoError(t, err)
	p, err := CompileText(string(ll))
	require.NoError(t, err)
	return p
}

// testModule loads testdata/NAME.ll on a fresh device.
func testModule(t testing.TB, name string, opts Options) (*Device, *Module) {
	t.Helper()
	d := NewDevice(0, opts)
	m, err := d.Load(testProgram(t, name))
	require.NoError(t, err)
	return d, m
}

// buf allocates device memory holding the little-endian bytes of vals.
func buf[T any](t testing.TB, d *Device, vals []T) uint64 {
	t.Helper()
	b := encode(vals)
	addr, err := d.Malloc(int64(len(b)))
	require.NoError(t, err)
	require.NoError(t, d.Write(addr, b))
	return addr
}

func encode[T any](vals []T) []byte {
	var out []byte
	for _, v := range vals {
		var err error
		out, err = binary.Append(out, binary.LittleEndian, v)
		if err != nil {
			panic(err)
		}
	}
	return out
}

// fetch reads n values of type T from device memory.
func fetch[T any](t testing.TB, d *Device, addr uint64, n int) []T {
	t.Helper()
	out := make([]T, n)
	b := make([]byte, binary.Size(out))
	require.NoError(t, d.Read(addr, b))
	_, err := binary.Decode(b, binary.LittleEndian, out)
	require.NoError(t, err)
	return out
}

func ptr(a uint64) []byte   { return binary.LittleEndian.AppendUint64(nil, a) }
func i32(v int32) []byte    { return binary.LittleEndian.AppendUint32(nil, uint32(v)) }
func f32a(v float32) []byte { return binary.LittleEndian.AppendUint32(nil, math.Float32bits(v)) }

func launch1D(t testing.TB, m *Module, kernel string, n, block int, args ...[]byte) {
	t.Helper()
	_, err := m.Launch(kernel, LaunchConfig{Grid: [3]int{(n + block - 1) / block, 1, 1}, Block: [3]int{block, 1, 1}, Args: args})
	require.NoError(t, err)
}
