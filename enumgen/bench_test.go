package enumgen

import (
	"testing"

	"mgpucc/model"
)

// BenchmarkEnumerators reports the time of one enumerator call on a
// 1024x1024 array with 16x16 blocks, for the top half of the grid (rows
// split), timed in C by the test driver: ns/enum is the figure (ns/op also
// counts the pipe to the driver).
func BenchmarkEnumerators(b *testing.B) {
	d := buildDriver(b, &model.Model{Version: model.Version, Kernels: kernels[1:3]})
	box := [12]int64{0, 0, 0, 1, 32, 64, 1, 16, 16, 1, 64, 64}
	for _, c := range []struct {
		name        string
		mangled     string
		param, mode int
		scalars     []int64
	}{
		{"StencilRead", "_Z7stencilPfPKfii", 1, modeRead, []int64{1024, 1024}},
		{"StencilWrite", "_Z7stencilPfPKfii", 0, modeWrite, []int64{1024, 1024}},
		{"MatmulWrite", "_Z6matmulPfPKfS1_i", 0, modeWrite, []int64{1024}},
		{"MatmulReadA", "_Z6matmulPfPKfS1_i", 1, modeRead, []int64{1024}},
		{"MatmulReadB", "_Z6matmulPfPKfS1_i", 2, modeRead, []int64{1024}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportMetric(d.nsPerCall(b, c.mangled, c.param, c.mode, b.N, box, c.scalars), "ns/enum")
		})
	}
}
