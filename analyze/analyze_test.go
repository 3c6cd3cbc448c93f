package analyze

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/nvptx"
	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

var update = flag.Bool("update", false, "rewrite the golden models in testdata/")

// analysisFlags are the flags the driver compiles the analysis IR with.
var analysisFlags = []string{"-O1", "-fno-unroll-loops", "-mllvm", toolchain.AnalysisInlineThreshold, "-gline-tables-only"}

// analyzeSource compiles a corpus file and analyses it.
func analyzeSource(t testing.TB, src string, flags ...string) (*model.Model, string) {
	t.Helper()
	if flags == nil {
		flags = analysisFlags
	}
	key := src + "\x00" + strings.Join(flags, " ")
	ll, ok := compiled.Load(key)
	if !ok {
		text, err := toolchain.CompileDeviceIR(src, "", flags...)
		require.NoError(t, err)
		ll, _ = compiled.LoadOrStore(key, text)
	}
	return analyzeText(t, src, ll.(string)), ll.(string)
}

// compiled caches the IR of each corpus file and flag set within one test
// run: several tests analyse the same files.
var compiled sync.Map

// analyzeText parses IR text and analyses it.
func analyzeText(t testing.TB, src, ll string) *model.Model {
	t.Helper()
	mod, err := nvptx.ParseModule(src, ll)
	require.NoError(t, err)
	m, err := Analyze(mod, Options{Source: src})
	require.NoError(t, err)
	return m
}

// TestGolden analyses every corpus file and compares the model with
// testdata/NAME.model.json (go test ./analyze -run TestGolden -update).
func TestGolden(t *testing.T) {
	srcs, err := filepath.Glob("testdata/*.cu")
	require.NoError(t, err)
	require.NotEmpty(t, srcs)
	for _, src := range srcs {
		t.Run(filepath.Base(src), func(t *testing.T) {
			m, _ := analyzeSource(t, src)
			got, err := m.Marshal()
			require.NoError(t, err)
			golden := strings.TrimSuffix(src, ".cu") + ".model.json"
			if *update {
				require.NoError(t, os.WriteFile(golden, append(got, '\n'), 0o644))
				return
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "run go test ./analyze -run TestGolden -update")
			wantLines := strings.Split(strings.TrimSpace(string(want)), "\n")
			gotLines := strings.Split(string(got), "\n")
			for i := 0; i < max(len(wantLines), len(gotLines)); i++ {
				var w, g string
				if i < len(wantLines) {
					w = wantLines[i]
				}
				if i < len(gotLines) {
					g = gotLines[i]
				}
				require.Equal(t, w, g, "%s line %d differs (go test ./analyze -run TestGolden -update regenerates)", golden, i+1)
			}
		})
	}
}

func TestParams(t *testing.T) {
	m, _ := analyzeSource(t, "testdata/params.cu")
	require.Len(t, m.Kernels, 3)

	fill := m.Kernels[0]
	require.Equal(t, "sim::fill<float, 2>(float*, float, unsigned int, long long)", fill.Name)
	require.Equal(t, "_ZN3sim4fillIfLi2EEEvPT_S1_jx", fill.Mangled)
	type p struct {
		kind, typ         string
		size, align, slot int
		signed            bool
	}
	var got []p
	for _, q := range fill.Params {
		got = append(got, p{q.Kind, q.Type, q.Size, q.Align, q.ScalarSlot, q.Signed})
	}
	require.Equal(t, []p{
		{model.ParamPointer, "float*", 8, 8, -1, false},
		{model.ParamScalar, "float", 4, 4, -1, false},
		{model.ParamScalar, "i32", 4, 4, 0, false},
		{model.ParamScalar, "i64", 8, 8, 1, true},
	}, got)

	bv := m.Kernels[1]
	require.Equal(t, "by_value(Particle, float*, unsigned short, bool, double, char)", bv.Name)
	got = nil
	for _, q := range bv.Params {
		got = append(got, p{q.Kind, q.Type, q.Size, q.Align, q.ScalarSlot, q.Signed})
	}
	require.Equal(t, []p{
		{model.ParamOther, "%struct.Particle", 24, 8, -1, false},
		{model.ParamPointer, "float*", 8, 8, -1, false},
		{model.ParamScalar, "i16", 2, 2, 0, false},
		{model.ParamScalar, "i1", 1, 1, 1, false},
		{model.ParamScalar, "double", 8, 8, -1, false},
		{model.ParamScalar, "i8", 1, 1, 2, true},
	}, got)

	c := m.Kernels[2]
	require.Equal(t, "plain_c", c.Name)
	require.Equal(t, "plain_c", c.Mangled)
	require.True(t, c.Params[1].Signed)
	require.Equal(t, "none", c.Split)
	require.Equal(t, "blocks with different blockIdx.x may write the same element of a", c.Reason)
	require.Equal(t, "testdata/params.cu:20", c.Position, "the refusing store")
}

// TestOwnStores: loads of a thread's own stores are no reads; a load
// before the store, or after one some path skips, is.
func TestOwnStores(t *testing.T) {
	m, _ := analyzeSource(t, "testdata/accumulators.cu")
	reads := map[string]bool{} // kernel: its first parameter is read
	for _, k := range m.Kernels {
		a := k.Params[0].Access
		require.NotNil(t, a, k.Name)
		require.NotEmpty(t, a.Write, k.Name)
		reads[k.Name[:strings.Index(k.Name, "(")]] = a.Read != "" || a.ReadAll
	}
	require.Equal(t, map[string]bool{"accumulated_sums": false, "correlate": false, "scaled_sums": true, "sums_but_row": true}, reads)
}

// TestSharedVars: the model lists the file-scope __shared__ variables
// (the host code registers one declared __device__ __shared__ as a device
// variable), not a kernel's own __shared__ arrays.
func TestSharedVars(t *testing.T) {
	src := filepath.Join(t.TempDir(), "shared.cu")
	require.NoError(t, os.WriteFile(src, []byte(`__device__ __shared__ int staged[64];
__shared__ float plain[32];
__device__ int counter;
__global__ void k(int *out) {
  __shared__ int own[64];
  own[threadIdx.x] = staged[threadIdx.x] = threadIdx.x;
  plain[threadIdx.x % 32] = counter;
  __syncthreads();
  out[threadIdx.x] = own[63 - threadIdx.x] + staged[threadIdx.x ^ 1] + (int)plain[0];
}
`), 0o644))
	m, _ := analyzeSource(t, src, append([]string{"-include", "cuda_runtime.h"}, analysisFlags...)...)
	require.ElementsMatch(t, []string{"staged", "plain"}, m.SharedVars)
}
