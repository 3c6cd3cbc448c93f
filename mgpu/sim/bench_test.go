package sim

import (
	"math"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// benchKernel launches a kernel of testdata/shared.ll b.N times and
// reports dynamic instructions (simulator ops, about one per IR
// instruction) per second of wall time and per CPU second.
func benchKernel(b *testing.B, workers int, setup func(d *Device) (string, LaunchConfig)) {
	d := NewDevice(0, Options{Workers: workers})
	mod, err := d.Load(testProgram(b, "shared"))
	require.NoError(b, err)
	kernel, cfg := setup(d)
	b.ResetTimer()
	start, cpu0 := time.Now(), cpuTime()
	for i := 0; i < b.N; i++ {
		_, err := mod.Launch(kernel, cfg)
		require.NoError(b, err)
	}
	n := float64(mod.Instructions())
	b.ReportMetric(n/time.Since(start).Seconds()/1e6, "Minstr/s")
	// Per core: over the CPU time the process used, which stays meaningful
	// when other processes share the cores.
	b.ReportMetric(n/(cpuTime()-cpu0)/1e6, "Minstr/cpu-s")
}

// cpuTime returns the user+system CPU seconds this process has used.
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

func stencilSetup(d *Device) (string, LaunchConfig) {
	const rows, cols = 512, 512
	in := make([]float32, rows*cols)
	for i := range in {
		in[i] = float32(math.Sin(float64(i)))
	}
	inA, _ := d.Malloc(4 * rows * cols)
	_ = d.Write(inA, encode(in))
	out, _ := d.Malloc(4 * rows * cols)
	return "_Z8stencil5iiPKfPf", LaunchConfig{Grid: [3]int{cols / 32, rows / 8, 1}, Block: [3]int{32, 8, 1},
		Args: [][]byte{i32(rows), i32(cols), ptr(inA), ptr(out)}}
}

func matmulSetup(d *Device) (string, LaunchConfig) {
	const n = 128
	a := make([]float32, n*n)
	for i := range a {
		a[i] = float32(i%13) * 0.5
	}
	aa, _ := d.Malloc(4 * n * n)
	_ = d.Write(aa, encode(a))
	c, _ := d.Malloc(4 * n * n)
	return "_Z12matmul_tilediPKfS0_Pf", LaunchConfig{Grid: [3]int{n / 16, n / 16, 1}, Block: [3]int{16, 16, 1},
		Args: [][]byte{i32(n), ptr(aa), ptr(aa), ptr(c)}}
}

func BenchmarkStencil1(b *testing.B)   { benchKernel(b, 1, stencilSetup) }
func BenchmarkMatmul1(b *testing.B)    { benchKernel(b, 1, matmulSetup) }
func BenchmarkStencilAll(b *testing.B) { benchKernel(b, runtime.GOMAXPROCS(0), stencilSetup) }
func BenchmarkMatmulAll(b *testing.B)  { benchKernel(b, runtime.GOMAXPROCS(0), matmulSetup) }
