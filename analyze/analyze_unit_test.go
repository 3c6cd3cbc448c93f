package analyze

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/stretchr/testify/require"

	"mgpucc/isl"
	"mgpucc/model"
)

func TestDemangle(t *testing.T) {
	for _, tc := range []struct{ sym, want string }{
		{"_Z5scalePfi", "scale(float*, int)"},
		{"_Z3st5PfPKfii", "st5(float*, const float*, int, int)"},
		{"_ZN3sim4fillIfLi2EEEvPT_S1_jx", "sim::fill<float, 2>(float*, float, unsigned int, long long)"},
		{"_Z4axpyIdEvPT_PKS0_S0_i", "axpy<double>(double*, const double*, double, int)"},
		{"_Z8bystruct1PPftxd", "bystruct(P, float*, unsigned short, long long, double)"},
		{"_ZN2ns5inner6kernelEPjm", "ns::inner::kernel(unsigned int*, unsigned long)"},
		{"_Z1kv", "k()"},
		{"_Z4flagILb1EEvPc", "flag<true>(char*)"},
	} {
		d, err := demangle(tc.sym)
		require.NoError(t, err, tc.sym)
		require.Equal(t, tc.want, d.Readable(), tc.sym)
	}
	for _, bad := range []string{"plain_c", "_Z", "_Z5sc", "_Z3fooPZ"} {
		_, err := demangle(bad)
		require.Error(t, err, bad)
	}
}

func TestDelinearize(t *testing.T) {
	y, x, z := atomPoly("y"), atomPoly("x"), atomPoly("z")
	nx, ny := atomPoly("p2"), atomPoly("p3")
	for _, tc := range []struct {
		name        string
		e           poly
		rowLengths  []int64
		sizes, subs []string
		rowParams   []string
	}{
		{"1-D", x.add(constPoly(3)), nil, nil, []string{"x + 3"}, nil},
		{"constant rows", y.scale(44).add(x).add(constPoly(-45)), []int64{44}, []string{"44"}, []string{"y - 1", "x - 1"}, nil},
		{"constant planes", z.scale(2200).add(y.scale(44)).add(x), []int64{44, 2200}, []string{"50", "44"}, []string{"z", "y", "x"}, nil},
		{"constant stride, no column index", x.scale(4).add(constPoly(2)), []int64{4}, nil, []string{"4*x + 2"}, nil},
		{"2-D", y.mul(nx).add(x), nil, []string{"p2"}, []string{"y", "x"}, nil},
		{"2-D halo", y.add(constPoly(-1)).mul(nx).add(x).add(constPoly(1)), nil, []string{"p2"}, []string{"y - 1", "x + 1"}, nil},
		{"3-D", z.mul(ny).add(y).mul(nx).add(x), nil, []string{"p3", "p2"}, []string{"z", "y", "x"}, nil},
		{"padded rows", y.mul(nx.add(constPoly(2))).add(x), nil, []string{"p2 + 2"}, []string{"y", "x"}, nil},
		{"grid-sized rows", atomPoly("by").mul(atomPoly("gdx")).add(atomPoly("bx")), nil, []string{"gdx"}, []string{"by", "bx"}, nil},
		{"field of n elements", x.add(nx.scale(4)), nil, []string{"p2"}, []string{"4", "x"}, []string{"p2"}},
		{"offset, not a row", x.add(ny), nil, nil, []string{"p3 + x"}, []string{"p2"}},
		{"chunked blocks", atomPoly("p1").mul(atomPoly("bdx")).add(atomPoly("box")).add(atomPoly("tx")), nil, []string{"bdx"}, []string{"bx + p1", "tx"}, nil},
	} {
		checkDelinearize(t, tc.name, tc.e, rowHints{lengths: tc.rowLengths, params: tc.rowParams}, tc.sizes, tc.subs)
	}
	// r*n + x, both arguments: the rows are those the conditions keep x
	// in (x < n: row r of rows of n; x < r: row n of rows of r).
	for _, rows := range []poly{ny, nx} {
		other := nx
		if rows.equal(nx) {
			other = ny
		}
		keptIn := dnf{conj{{e: x}, {e: rows.sub(x).add(constPoly(-1))}}}
		checkDelinearize(t, "row of an argument, rows of "+rows.String(), nx.mul(ny).add(x), rowHints{cond: keptIn},
			[]string{rows.String()}, []string{other.String(), "x"})
	}
	_, _, ok := delinearize(x.mul(y), rowHints{})
	require.False(t, ok, "a product of two indices is not an array access")
	_, _, ok = delinearize(x.mul(nx).mul(nx), rowHints{})
	require.False(t, ok, "a squared size is not a row-major layout")
}

func TestReadable(t *testing.T) {
	p := atomPoly("bdx").mul(atomPoly("gdx")).add(atomPoly("p2").scale(3)).add(atomPoly("k0")).add(constPoly(-1))
	require.Equal(t, "blockDim.x*gridDim.x + iteration0 + 3*arg2 - 1", p.readable())
	require.Equal(t, "blockIdx.y*blockDim.y + threadIdx.y", atomPoly("boy").add(atomPoly("ty")).readable())
}

func TestDNFNot(t *testing.T) {
	x := atomPoly("x")
	// not (x >= 0 and x - 5 = 0)  ==  x < 0  or  x < 5  or  x > 5
	d := dnf{conj{{e: x}, {e: x.add(constPoly(-5)), eq: true}}}
	var got []string
	for _, c := range d.not() {
		var parts []string
		for _, k := range c {
			parts = append(parts, k.String())
		}
		got = append(got, strings.Join(parts, " and "))
	}
	require.Equal(t, []string{"-x - 1 >= 0", "-x + 4 >= 0", "x - 6 >= 0"}, got)
}

// TestSplitDecisions states, kernel by kernel, what the analysis must
// decide for the corpus and why.
func TestSplitDecisions(t *testing.T) {
	want := map[string]struct{ split, reason string }{
		"scale":                 {"x", "writes of a are contiguous ranges per block"},
		"saxpy":                 {"x", "writes of y are contiguous ranges per block"},
		"add2d":                 {"y", "writes of c are row blocks of a 2-D array: split y"},
		"add3d":                 {"z", "writes of out are plane blocks of a 3-D array"},
		"strided":               {"x", "strided ranges"},
		"reversed":              {"x", "contiguous"},
		"unsigned_index":        {"x", "contiguous"},
		"vec4_add":              {"x", "writes of out"},
		"body_mass":             {"x", "writes of out"},
		"cell_update":           {"x", "writes of cells"},
		"jacobi5":               {"y", "row blocks"},
		"stencil9":              {"y", "row blocks"},
		"stencil7":              {"z", "plane blocks"},
		"heat1d":                {"x", "contiguous"},
		"padded":                {"y", "row blocks"},
		"matmul_tiled":          {"y", "row blocks"},
		"matmul_unguarded":      {"y", "split y if blockDim.x*gridDim.x - n <= 0"},
		"matmul":                {"y", "row blocks"},
		"transpose":             {"x", "writes of out are row blocks of a 2-D array: split x"},
		"matvec":                {"x", "contiguous"},
		"planes_by_step":        {"y", "writes of out are blocks of dimension 1 of a 3-D array: split y"},
		"shared_choice":         {"x", "writes of out are contiguous ranges per block"},
		"gemm_defined":          {"y", "writes of c are row blocks of a 2-D array: split y"},
		"repeat_update":         {"x", "writes of o are contiguous ranges per block"},
		"rows_by_four":          {"x", "writes of o are column blocks of a 2-D array: split x"},
		"matmul_const_tile":     {"y", "writes of c are row blocks of a 2-D array: split y if blockDim.y <= 8"},
		"transpose_const_tile":  {"x", "split x if blockDim.y <= 8"},
		"two_rows_const_tile":   {"y", "split y if 2*blockDim.y <= 16"},
		"fixed_tile":            {"x", "writes of out are contiguous ranges per block: split x if blockDim.x <= 256"},
		"nbody":                 {"x", "writes of ax"},
		"lane_tagged":           {"x", "writes of out are contiguous ranges per block"},
		"quotient_of_product":   {"x", "writes of out are contiguous ranges per block"},
		"grid2d_over_1d":        {"y", "writes of y are row blocks of a 2-D array: split y"},
		"grid_stride":           {"x", "writes of out are contiguous ranges per block: split x"},
		"grid_stride_2d":        {"y", "row blocks"},
		"grid_stride_inplace":   {"x", "writes of a are contiguous ranges per block: split x"},
		"grid_stride_nested":    {"none", "nested grid-stride loops along x"},
		"scratch_median":        {"x", "writes of out are contiguous ranges per block"},
		"kept_block":            {"none", "keeps a block of the device heap beyond its thread"},
		"freed_from_memory":     {"none", "calls the external function free"},
		"row_sums":              {"y", "writes of sums"},
		"prefix_rows":           {"x", "writes of out are contiguous ranges per block"},
		"tiles4":                {"y", "writes of out are row blocks of a 2-D array"},
		"chunks":                {"x", "writes of out are strided ranges per block"},
		"block_sum":             {"x", "writes of partial are one element per block"},
		"block_max2d":           {"y", "row blocks"},
		"relu_mask":             {"x", "writes of out"},
		"border":                {"y", "row blocks"},
		"clamp_index":           {"x", "writes of out"},
		"many_conditions":       {"x", "writes of out"},
		"chained_bounds":        {"y", "row blocks"},
		"accumulated_sums":      {"x", "writes of sums are contiguous ranges per block"},
		"correlate":             {"x", "writes of symmat are elements no block with another blockIdx uses"},
		"scaled_sums":           {"x", "writes of sums are contiguous ranges per block"},
		"sums_but_row":          {"x", "writes of sums are contiguous ranges per block"},
		"interior_or_boundary":  {"y", "row blocks"},
		"joined_halves":         {"x", "contiguous ranges"},
		"squares":               {"x", "writes of out"},
		"axpy<float>":           {"x", "writes of y"},
		"axpy<double>":          {"x", "writes of y"},
		"via_noinline":          {"none", "calls the __device__ function store(float*, int, float), which was not inlined"},
		"pure_calls":            {"x", "writes of out"},
		"with_count":            {"x", "writes of count are elements of one block"},
		"header_first":          {"x", "writes of a are contiguous ranges per block"},
		"warp_sums":             {"x", "writes of out are one element per 32 threads: split x if blockDim.x % 32 == 0"},
		"gemv_warp_per_row":     {"x", "writes of y are one element per 32 threads"},
		"shifted_groups":        {"none", "blocks with different blockIdx.x may write the same element of out"},
		"every_32nd":            {"x", "writes of out are elements no block with another blockIdx uses"},
		"symmetric_fill":        {"x", "writes of symmat are elements no block with another blockIdx uses"},
		"mirror":                {"x", "writes of out are elements no block with another blockIdx uses"},
		"overlapping_pairs":     {"none", "blocks with different blockIdx.x may write the same element of out"},
		"mirror_in_place":       {"none", "reads elements other blocks write (a)"},
		"symmetric_defined":     {"x", "writes of symmat are elements no block with another blockIdx uses: split x if m <= 64"},
		"symmetric_both":        {"none", "blocks with different blockIdx.x may write the same element of symmat"},
		"row_sweep_defined":     {"x", "writes of b are row blocks of a 2-D array; writes of x are row blocks of a 2-D array: split x if n <= 32"},
		"row_per_block":         {"x", "writes of a are row blocks of a 2-D array"},
		"row_normalize":         {"x", "writes of out are row blocks of a 2-D array"},
		"few_threads_stride":    {"x", "writes of a are row blocks of a 2-D array"},
		"double_stride":         {"none", "writes a in a loop whose exit test is not affine in its counter"},
		"no_thread_start":       {"none", "writes a in a loop whose exit test is not affine in its counter"},
		"rows_over_blocks":      {"x", "writes of a are row blocks of a 2-D array"},
		"dot_per_vector":        {"x", "writes of out are one element per block"},
		"blocks_and_grid":       {"none", "loops over the grid's threads and over its blocks along x"},
		"band":                  {"x", "writes of m are row blocks of a 2-D array: split x"},
		"six_per_thread":        {"x", "writes of out are plane blocks of a 3-D array: split x"},
		"first_thread_or":       {"x", "writes of flag are elements of one block"},
		"two_blocks_same":       {"none", "blocks with different blockIdx.x may write the same element of a"},
		"weights_and_bias":      {"y", "writes of w are row blocks of a 2-D array; writes of oldw are row blocks of a 2-D array: split y if blockDim.x - n <= 0 and blockDim.y <= 16"},
		"index_call":            {"none", "write address of out is not affine"},
		"histogram":             {"x", "atomic add into bins combined over the devices: split x"},
		"sum_all":               {"none", "floating-point atomicAdd on global memory"},
		"histogram_bytes":       {"x", "atomic add into bins combined over the devices: split x"},
		"histogram_shared":      {"x", "atomic add into bins combined"},
		"image_levels":          {"y", "atomic add into levels combined over the devices: split y"},
		"extremes":              {"x", "atomic min into lo combined over the devices; atomic max into hi combined over the devices; atomic or into bits combined over the devices; atomic umax into ubig combined over the devices; atomic add into debt"},
		"parity":                {"x", "atomic xor into x combined over the devices; atomic add into taken"},
		"clamp_count":           {"x", "writes of a are contiguous ranges per block; atomic add into clamped combined over the devices: split x"},
		"tally":                 {"x", "atomic add into t@8 combined"},
		"compact":               {"none", "uses the value an atomic operation on global memory returns"},
		"float_sum":             {"none", "floating-point atomicAdd"},
		"last_writer":           {"none", "atomicExch on global memory"},
		"min_and_add":           {"none", "applies different atomic operations to acc (4-byte min, 4-byte add)"},
		"read_and_add":          {"none", "reads bins, which it also updates with atomic operations"},
		"count_device":          {"x", "atomic add into the __device__ variable device_count combined over the devices: split x"},
		"scan_signs":            {"x", "stores of 1 into the __device__ variable any_negative combined over the devices; atomic add into the __device__ variable negatives combined over the devices: split x"},
		"spend":                 {"none", "reads the __device__ variable budget, which it also updates with atomic operations"},
		"wrapping":              {"none", "atomicInc or atomicDec on global memory"},
		"relax":                 {"x", "writes of out are contiguous ranges per block; stores of 1 into changed combined over the devices: split x"},
		"frontier":              {"x", "writes of mask are contiguous ranges per block; writes of updating are contiguous ranges per block; writes of visited are contiguous ranges per block; stores of 1 into over combined over the devices: split x"},
		"mark_keys":             {"x", "stores of 1 into seen combined over the devices: split x"},
		"clear_rows":            {"y", "writes of a are"},
		"first_change":          {"none", "blocks with different blockIdx.x may write the same element of first"},
		"sign_state":            {"none", "blocks with different blockIdx.x may write the same element of state"},
		"scatter":               {"none", "write address of out is not affine: a value loaded from memory"},
		"all_to_zero":           {"none", "blocks with different blockIdx.x may write the same element of out"},
		"chase":                 {"none", "reads through a pointer"},
		"to_device_global":      {"none", "writes the __device__ variable counter_sum"},
		"in_place_stencil":      {"none", "reads elements other blocks write"},
		"first_thread_of_block": {"x", "writes of out are rows of blockDim.x elements"},
		"two_per_thread":        {"x", "writes of data are rows of blockDim.x elements"},
		"four_per_thread":       {"x", "writes of out are rows of blockDim.x elements"},
		"reversed_blocks":       {"x", "writes of out are rows of blockDim.x elements"},
		"chunked":               {"x", "writes of out are rows of blockDim.x elements"},
		"two_rows_y":            {"y", "writes of c are plane blocks of a 3-D array: split y"},
		"scale_dims":            {"y", "writes of out are row blocks of a 2-D array"},
		"grid_rows":             {"y", "writes of out are row blocks of a 2-D array"},
		"changes_copy":          {"none", "a value loaded from memory"},
		"columns":               {"x", "writes of out are column blocks of a 2-D array"},
		"field_step":            {"none", "exit test is not affine in its counter"},
		"through_struct":        {"none", "stores through a pointer loaded from memory"},
		"advance":               {"x", "writes of p@0 are contiguous ranges per block; writes of p@8 are contiguous ranges per block: split x"},
		"forall<":               {"x", "writes of f@0 are contiguous ranges per block: split x"},
		"scale_fields":          {"x", "writes of v are column blocks of a 2-D array: split x if blockDim.x*gridDim.x - n <= 0"},
		"momentum":              {"x", "writes of v are column blocks of a 2-D array: split x"},
		"init_fields":           {"x", "split x if blockDim.x*gridDim.x - nelr <= 0"},
		"shifted":               {"x", "writes of out are contiguous ranges per block: split x"},
		"shift_down":            {"x", "split x if blockDim.x*gridDim.x - shift <= 0"},
		"lu_scale_row":          {"x", "writes of A are contiguous ranges per block: split x"},
		"lu_update":             {"y", "writes of A are row blocks of a 2-D array: split y if -k <= 0"},
		"lu_update_n":           {"y", "writes of a are row blocks of a 2-D array: split y if -k <= 0"},
		"pick_branch":           {"x", "writes of out are contiguous ranges per block"},
		"pick_select":           {"x", "writes of out are contiguous ranges per block"},
		"ping_pong":             {"x", "writes of a are contiguous ranges per block; writes of b are contiguous ranges per block"},
		"split_signs":           {"x", "writes of pos are contiguous ranges per block; writes of neg"},
		"pick_by_data":          {"none", "write address of a is not affine: a pointer chosen by a condition computed by fcmp"},
		"walk":                  {"none", "reads through a pointer stepped through device memory in a loop"},
		"sweep_rows":            {"x", "writes of X are contiguous ranges per block: split x"},
		"reads_written_row":     {"x", "writes of A are column blocks of a 2-D array: split x"},
		"reads_next_pivot":      {"none", "reads elements other blocks write (A)"},
		"march":                 {"y", "writes of out are blocks of dimension 1 of a 3-D array: split y if blockDim.x*gridDim.x - nx <= 0 and blockDim.y*gridDim.y - ny <= 0"},
		"bounded_twice":         {"x", "writes of out are row blocks of a 2-D array: split x"},
		"until_zero":            {"none", "a loop around it has a bound the analysis cannot read"},
		"first_row_set":         {"y", "writes of ey are row blocks of a 2-D array: split y"},
		"row_backwards":         {"x", "writes of x are strided ranges per block: split x"},
		"copy_in":               {"x", "writes of out are contiguous ranges per block: split x"},
		"copy_out":              {"x", "writes of out are contiguous ranges per block: split x"},
		"clear":                 {"x", "writes of out are contiguous ranges per block: split x"},
		"copy_length":           {"none", "copies global memory with llvm.memcpy.p0i8.p0i8.i64 of a length known only at run time"},
		"big_helper":            {"x", "writes of out are contiguous ranges per block: split x"},
		"recursive_store":       {"none", "calls the __device__ function fill_down(float*, int), which was not inlined"},
		"lud_interior":          {"y", "writes of m are row blocks of a 2-D array: split y if"},
		"lud_perimeter":         {"x", "writes of m are elements no block with another blockIdx uses: split x if"},
		"ripple_steps":          {"x", "writes of dst are row blocks of a 2-D array: split x"},
		"heat_steps":            {"y", "writes of dst are plane blocks of a 3-D array: split y"},
		"ripple_flagged":        {"x", "writes of dst are row blocks of a 2-D array: split x if -steps <= -1"},
		"hotspot_valid":         {"y", "writes of dst are plane blocks of a 3-D array: split y if -iteration <= -1"},
		"min_path":              {"x", "writes of dst are row blocks of a 2-D array: split x if -steps <= -1"},
	}
	srcs, err := filepath.Glob("testdata/*.cu")
	require.NoError(t, err)
	seen, described := map[string]bool{}, map[string]bool{}
	var symmetricBoth []string
	for _, src := range srcs {
		if filepath.Base(src) == "params.cu" {
			continue
		}
		m, _ := analyzeSource(t, src)
		for _, k := range m.Kernels {
			short := k.Name
			if i := strings.IndexByte(short, '('); i >= 0 {
				short = short[:i]
			}
			w, ok := want[short]
			require.True(t, ok, "kernel %s (%s) has no expectation", short, src)
			seen[short] = true
			require.Equal(t, w.split, k.Split, "%s: %s", short, k.Reason)
			require.Contains(t, k.Reason, w.reason, short)
			require.True(t, strings.HasPrefix(k.Position, src+":"), "%s: position %q", short, k.Position)
			for _, p := range k.Params {
				if k.Split == "none" {
					// Its maps, where the analysis read every access
					// (describeUnsplit), say what its unsplit launch
					// touches: never a pointer field or a reduction.
					require.Nil(t, p.PointerFields, "%s: a refused kernel has no pointer fields' maps", short)
					if p.Access != nil {
						require.Empty(t, p.Access.Reduce, "%s: parameter %d", short, p.Index)
						described[short] = true
						if short == "symmetric_both" && p.Name == "symmat" {
							symmetricBoth = p.Access.Sizes
						}
					}
				} else if p.Kind == "pointer" {
					require.NotNil(t, p.Access, "%s: parameter %d", short, p.Index)
				}
			}
		}
	}
	require.Len(t, seen, len(want), "every expectation matches a corpus kernel")
	// Refused only by the split's proofs (blocks that may write the same
	// element): described.
	require.True(t, described["overlapping_pairs"], "overlapping_pairs: its unsplit launch's maps")
	require.Equal(t, []string{"64"}, symmetricBoth, "symmetric_both's unsplit maps read rows of M")
}

// TestOptimizedIR analyses the corpus compiled at -O0, -O2 and -O3: refusing is
// fine there, failing or crashing is not, and where both compiles split a
// kernel they choose the same dimension.
func TestOptimizedIR(t *testing.T) {
	srcs, err := filepath.Glob("testdata/*.cu")
	require.NoError(t, err)
	for _, src := range srcs {
		base, _ := analyzeSource(t, src)
		for _, opt := range []string{"-O0", "-O2", "-O3"} {
			m, _ := analyzeSource(t, src, opt, "-gline-tables-only")
			require.Len(t, m.Kernels, len(base.Kernels), "%s %s", src, opt)
			for i, k := range m.Kernels {
				if k.Split != "none" && base.Kernels[i].Split != "none" {
					require.Equal(t, base.Kernels[i].Split, k.Split, "%s %s %s", src, opt, k.Name)
				}
			}
		}
	}
}

// BenchmarkAnalyze times the analysis (not the clang compile) of each
// corpus file and each example; it must stay well under a second.
func BenchmarkAnalyze(b *testing.B) {
	srcs, err := filepath.Glob("testdata/*.cu")
	require.NoError(b, err)
	for _, ex := range []string{"hotspot", "nbody", "matmul"} {
		srcs = append(srcs, filepath.Join("..", "examples", ex, ex+".cu"))
	}
	for _, src := range srcs {
		b.Run(filepath.Base(src), func(b *testing.B) {
			_, ll := analyzeSource(b, src)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				analyzeText(b, src, ll)
			}
		})
	}
}

func TestParamNames(t *testing.T) {
	src := strings.Split(`__global__ void __launch_bounds__(256) stencil(int rows, int cols,
    const float *__restrict__ in, float *out) {
template <typename T, int N> __global__ void fill(T *out, T value, unsigned int n, long long) {
__global__ void grid(float (*cells)[16], int n) {`, "\n")
	require.Equal(t, []string{"rows", "cols", "in", "out"}, paramNames(src, 1, "stencil", 4))
	require.Equal(t, []string{"out", "value", "n", ""}, paramNames(src, 3, "fill<float, 2>", 4))
	require.Equal(t, []string{"", "n"}, paramNames(src, 4, "grid", 2), "a declarator it does not read stays unnamed")
	require.Nil(t, paramNames(src, 1, "stencil", 3), "a count that does not match the IR")
	require.Nil(t, paramNames(src, 9, "stencil", 4))
}

func TestIrreducibleLoopIsRefused(t *testing.T) {
	ll, err := os.ReadFile("testdata/irreducible.ll")
	require.NoError(t, err)
	m := analyzeText(t, "irreducible.ll", string(ll))
	require.Len(t, m.Kernels, 1)
	require.Equal(t, "none", m.Kernels[0].Split)
	require.Contains(t, m.Kernels[0].Reason, "defined in terms of itself")
}

// TestFreezeIsTheValue: LLVM freezes values it speculates (a branch
// turned into a select, a condition hoisted); an address or guard frozen is
// the value itself.
func TestFreezeIsTheValue(t *testing.T) {
	m := analyzeText(t, "freeze.ll", `target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @frozen(float* %out, i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bo = mul i32 %b, %d
  %i = add i32 %bo, %t
  %fi = freeze i32 %i
  %in = icmp slt i32 %i, %n
  %fin = freeze i1 %in
  br i1 %fin, label %store, label %exit

store:
  %p = getelementptr float, float* %out, i32 %fi
  store float 1.0, float* %p
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float*, i32)* @frozen, !"kernel", i32 1}
`)
	require.Len(t, m.Kernels, 1)
	require.Equal(t, "x", m.Kernels[0].Split, m.Kernels[0].Reason)
	require.Contains(t, m.Kernels[0].Params[0].Access.Write, "p1 - tx - 1 >= 0", "the frozen guard bounds the write")
}

func TestProverInBounds(t *testing.T) {
	ctx := isl.NewCtx()
	defer ctx.Close()
	pv := &prover{ctx: ctx, params: []string{"p1", "p2", "p3"}}
	x := atomPoly("box").add(atomPoly("tx"))
	nx, w, h := atomPoly("p1"), atomPoly("p2"), atomPoly("p3")
	ge := func(a, b poly) constraint { return constraint{e: a.sub(b)} } // a >= b
	// x < h, h <= w, w <= nx: three steps, beyond the quick check.
	c := accessCase{cond: conj{ge(h, x.add(constPoly(1))), ge(w, h), ge(nx, w)}, subs: []poly{atomPoly("boy"), x}}
	require.False(t, inBounds(c, []poly{nx}, 1), "the quick check needs at most two steps")
	require.True(t, pv.provedInBounds(c, []poly{nx}, 1))
	// Without h <= w nothing bounds x by nx.
	c.cond = conj{ge(h, x.add(constPoly(1))), ge(nx, w)}
	require.False(t, pv.provedInBounds(c, []poly{nx}, 1))
	// A 2-wide access at the last column spills into the next row.
	c.cond = conj{ge(nx, x.add(constPoly(1)))}
	require.True(t, pv.provedInBounds(c, []poly{nx}, 1))
	require.False(t, pv.provedInBounds(c, []poly{nx}, 2))
	require.Zero(t, ctx.Live(), "the prover frees what it makes")
}

// TestLaunchBounds checks the requirements that keep unguarded subscripts
// in their rows: the bound of each subscript over the whole launch.
func TestLaunchBounds(t *testing.T) {
	tx, bx, nx := atomPoly("tx"), atomPoly("bx"), atomPoly("p4")
	requires := func(sub poly, width int, cond conj) ([]string, bool) {
		req, ok := launchBounds(accessCase{cond: cond, subs: []poly{atomPoly("by"), sub}}, []poly{nx}, width, false)
		var out []string
		for _, c := range req {
			text, _ := launchBound(c.e, &model.Kernel{Params: make([]model.Param, 5)})
			out = append(out, text)
		}
		return out, ok
	}
	// C[16*blockIdx.x + threadIdx.x]: the grid is no wider than a row.
	got, ok := requires(bx.scale(16).add(tx), 1, nil)
	require.True(t, ok)
	require.Equal(t, []string{"bdx + 16*gdx - p4 <= 16"}, got)
	// blockOff + threadIdx and a 4-wide access.
	got, ok = requires(atomPoly("box").add(tx), 4, nil)
	require.True(t, ok)
	require.Equal(t, []string{"bdx*gdx - p4 <= -3"}, got)
	// A loop counter bounded by 3 widens the range.
	k := constraint{e: constPoly(3).sub(atomPoly("k0"))}
	got, ok = requires(bx.scale(16).add(atomPoly("k0").scale(4)), 1, conj{k})
	require.True(t, ok)
	require.Equal(t, []string{"16*gdx - p4 <= 3"}, got)
	// threadIdx.x - 1 is -1 in the first thread of every launch (the launch
	// bounds ignore guards).
	_, ok = requires(tx.add(constPoly(-1)), 1, nil)
	require.False(t, ok)
	// The sign of an argument times an index is unknown; an unbounded
	// loop counter has no largest value.
	_, ok = requires(tx.mul(atomPoly("p2")), 1, nil)
	require.False(t, ok)
	_, ok = requires(atomPoly("k0"), 1, nil)
	require.False(t, ok)
	// A field of a struct argument reads as NAME@OFFSET.
	text, readable := launchBound(atomPoly("p1f4").sub(atomPoly("gdx").scale(16)), &model.Kernel{Params: []model.Param{{}, {Name: "d"}}})
	require.Equal(t, "16*gdx - p1f4 <= 0", text)
	require.Equal(t, "16*gridDim.x - d@4 <= 0", readable)
	// 2*threadIdx.x + 1 stays in rows of blockDim.x elements for no launch.
	_, ok = launchBounds(accessCase{subs: []poly{atomPoly("by"), tx.scale(2).add(constPoly(1))}}, []poly{atomPoly("bdx")}, 1, false)
	require.False(t, ok)
}

// TestLaunchBoundsByGuards: a subscript whose parts have no bound of their
// own (a loop to an argument, counted from the thread's column) takes the
// bound a guard states of it whole; an index an equality fixes is its
// value; a guard of the arguments alone bounds a column from above before
// the grid does, and with guardsFirst any guard does.
func TestLaunchBoundsByGuards(t *testing.T) {
	j, k, m := atomPoly("box").add(atomPoly("tx")), atomPoly("k0"), atomPoly("p0")
	// for (j2 = j + 1; j2 < m; j2++) a[j*64 + j2]: column j + 1 + k < m.
	guard := constraint{e: m.sub(j).sub(k).add(constPoly(-2))}
	column := j.add(k).add(constPoly(1))
	requires := func(sub poly, cond conj, guardsFirst bool) []string {
		req, ok := launchBounds(accessCase{cond: cond, subs: []poly{j, sub}}, []poly{constPoly(64)}, 1, guardsFirst)
		require.True(t, ok)
		var out []string
		for _, c := range req {
			text, _ := launchBound(c.e, &model.Kernel{Params: make([]model.Param, 1)})
			out = append(out, text)
		}
		return out
	}
	require.Equal(t, []string{"p0 <= 64"}, requires(column, conj{guard, {e: k}}, false))
	// The loop's first trip, k = 0, peeled: the grid would bound j, but
	// the guard on the argument m does, where the program passes m = 64
	// and rounds its grid up to whole blocks (PolyBench's 2-D kernels,
	// if (j < nj) a[i*NJ + j], with NJ not a multiple of 32).
	first := conj{guard, {e: k, eq: true}}
	require.Equal(t, []string{"p0 <= 64"}, requires(column, first, false))
	require.Equal(t, []string{"p0 <= 64"}, requires(column, first, true))
	// A guard that needs the grid itself leaves the grid's bound.
	byGrid := conj{{e: atomPoly("bdx").mul(atomPoly("gdx")).sub(j).sub(k).add(constPoly(-2))}, {e: k, eq: true}}
	require.Equal(t, []string{"bdx*gdx <= 63"}, requires(column, byGrid, false))
	// Without the guard nothing bounds the loop counter.
	_, ok := launchBounds(accessCase{cond: conj{{e: k}}, subs: []poly{j, column}}, []poly{constPoly(64)}, 1, false)
	require.False(t, ok)
	// From below: a column j + k - 1 that a guard keeps at or past the
	// argument m (j + k >= m) is at least m - 1, in the row where m >= 1.
	below := conj{{e: j.add(k).sub(m)}, {e: constPoly(62).sub(j).sub(k)}}
	require.Equal(t, []string{"-p0 <= -1"}, requires(j.add(k).add(constPoly(-1)), below, false))
}

// TestTightest keeps, of requirements on the same terms, the one that
// implies the others, and every requirement on other terms.
func TestTightest(t *testing.T) {
	m, g := atomPoly("p0"), atomPoly("bdx").mul(atomPoly("gdx"))
	le := func(e poly, c int64) constraint { return constraint{e: constPoly(c).sub(e)} } // e <= c
	got := tightest([]constraint{le(m, 65), le(g, 64), le(m, 64), le(m, 70)})
	require.Equal(t, []constraint{le(m, 64), le(g, 64)}, got)
}

func TestMalformedInput(t *testing.T) {
	// An opaque struct passed by value has no size: malformed for nvptx.
	ll := `target triple = "nvptx64-nvidia-cuda"
%struct.Opaque = type opaque
define void @k(%struct.Opaque* byval(%struct.Opaque) %0) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (%struct.Opaque*)* @k, !"kernel", i32 1}
`
	mod, err := asm.ParseString("opaque.ll", ll)
	require.NoError(t, err)
	_, err = Analyze(mod, Options{})
	require.ErrorContains(t, err, "kernel k: parameter 0")

	// Parameters past PTX's 4 KiB (CUDA 12.1's large parameters, which
	// the PTX clang-14 writes cannot pass): an error saying what to do.
	ll = `target triple = "nvptx64-nvidia-cuda"
%struct.Big = type { [8000 x i32] }
define void @k(%struct.Big* byval(%struct.Big) align 4 %0, i32* %1) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (%struct.Big*, i32*)* @k, !"kernel", i32 1}
`
	mod, err = asm.ParseString("big.ll", ll)
	require.NoError(t, err)
	_, err = Analyze(mod, Options{})
	require.ErrorContains(t, err, "kernel k: its parameters take more than 4328 bytes")
	require.ErrorContains(t, err, "__constant__")

	// A kernel annotation on a declaration.
	ll = `target triple = "nvptx64-nvidia-cuda"
declare void @k(float*)
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @k, !"kernel", i32 1}
`
	mod, err = asm.ParseString("decl.ll", ll)
	require.NoError(t, err)
	_, err = Analyze(mod, Options{})
	require.ErrorContains(t, err, "has no body")

	// No kernels at all is an empty model, not an error.
	mod, err = asm.ParseString("empty.ll", `target triple = "nvptx64-nvidia-cuda"`+"\n")
	require.NoError(t, err)
	m, err := Analyze(mod, Options{})
	require.NoError(t, err)
	require.Empty(t, m.Kernels)
}

func TestRegisterOnlyAsm(t *testing.T) {
	for text, want := range map[string]bool{
		"activemask.b32 $0;":                      true,
		"mov.u32 $0, %laneid;":                    true,
		"brev.b32 $0, $1; popc.b32 $0, $0;":       true,
		"st.global.u32 [$0], $1;":                 false,
		"ld.global.nc.f32 $0, [$1];":              false,
		"atom.global.add.u32 $0, [$1], $2;":       false,
		"{ .reg .pred p; setp.eq.u32 p, $1, 0; }": false,
		"bar.sync 0;":                             false,
	} {
		require.Equal(t, want, registerOnlyAsm(text), text)
	}
}

// TestTextureFetches: a fetch through a texture object argument is a read
// of the object's memory (model.Texture): tex1Dfetch's texel, tex2D's row
// and texel (floor of an integer plus constants), clamped to the texture,
// every byte of the texel; a coordinate that is not affine reads it all. A
// handle in a struct argument is a field of it (TextureFields); one loaded
// from device memory, or one fetched both ways, keeps the kernel unsplit
// with its reason. A fetch is no access through an unknown pointer: no
// kernel here is indirect.
func TestTextureFetches(t *testing.T) {
	src := filepath.Join(t.TempDir(), "texture.cu")
	require.NoError(t, os.WriteFile(src, []byte(`#include <cuda_runtime.h>
__global__ void fetch(cudaTextureObject_t t, cudaTextureObject_t u, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, i - 1) + tex2D<float>(u, i + 0.5f, (float)blockIdx.x - 0.5f);
}
__global__ void gathered(cudaTextureObject_t t, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, idx[i]);
}
struct Lookup { int n; cudaTextureObject_t t; };
__global__ void packed(Lookup l, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < l.n) out[i] = tex1Dfetch<float>(l.t, i);
}
__global__ void loaded(const cudaTextureObject_t *ts, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch<float>(ts[1], i);
}
__global__ void both(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, i) + tex2D<float>(t, 0.5f, 0.5f);
}
`), 0o644))
	m, _ := analyzeSource(t, src)
	require.Len(t, m.Kernels, 5)
	byName := map[string]model.Kernel{}
	for _, k := range m.Kernels {
		byName[k.Name[:strings.Index(k.Name, "(")]] = k
		require.False(t, k.Indirect, k.Name)
	}
	k := byName["fetch"]
	require.Equal(t, "x", k.Split, k.Reason)
	t1, t2 := k.Params[0].Texture, k.Params[1].Texture
	require.NotNil(t, t1)
	require.NotNil(t, t2)
	require.Equal(t, 1, t1.Dims)
	require.Equal(t, 2, t2.Dims)
	require.Equal(t, []string{"p0te"}, t1.Access.Sizes)
	require.Equal(t, []string{"p1tp", "p1te"}, t2.Access.Sizes)
	// The slots after n's: p0's shape, then p1's.
	require.Equal(t, 3, t1.ScalarSlot)
	require.Equal(t, 7, t2.ScalarSlot)
	// Block 2 of 32 threads, n = 100, 4-byte texels, t 100 wide, u 80
	// wide and 10 tall: texels 63..94 of t, every byte; of u row 1
	// (floor(2 - 0.5)), texels 64..95 clamped to 79.
	ctx := isl.NewCtx()
	defer ctx.Close()
	params := "[bdz, bdy, bdx, gdz, gdy, gdx, p3, p0te, p0tw, p0th, p0tp, p1te, p1tw, p1th, p1tp]"
	launch := "bdz = 1 and bdy = 1 and bdx = 32 and gdz = 1 and gdy = 1 and gdx = 4 and p3 = 100 and p0te = 4 and p0tw = 100 and p0th = 1 and p0tp = 100 and p1te = 4 and p1tw = 80 and p1th = 10 and p1tp = 64"
	image := func(text, want string) {
		t.Helper()
		mp, err := ctx.ParseMap(text)
		require.NoError(t, err, text)
		block, err := ctx.ParseSet(params + " -> { [boz, boy, box, bz, by, bx] : boz = 0 and boy = 0 and box = 64 and bz = 0 and by = 0 and bx = 2 and " + launch + " }")
		require.NoError(t, err)
		wantSet, err := ctx.ParseSet(params + " -> { " + want + " and " + launch + " }")
		require.NoError(t, err)
		img := mp.IntersectDomain(block).Range()
		eq, err := img.IsEqual(wantSet)
		require.NoError(t, err)
		require.True(t, eq, "image %s, want %s", img, wantSet)
	}
	image(t1.Access.Read, "A[i0, i1] : 63 <= i0 <= 94 and 0 <= i1 <= 3")
	image(t2.Access.Read, "A[1, i1, i2] : 64 <= i1 <= 79 and 0 <= i2 <= 3")
	require.True(t, byName["gathered"].Params[0].Texture.Access.ReadAll)
	// A handle in a struct argument: its field at byte 8, after the
	// struct's integer field n (slot 0, then the shape's four).
	packed := byName["packed"]
	require.Equal(t, "x", packed.Split, packed.Reason)
	require.Len(t, packed.Params[0].TextureFields, 1)
	tf := packed.Params[0].TextureFields[0]
	require.Equal(t, 8, tf.Offset)
	require.Equal(t, 1, tf.ScalarSlot)
	require.Equal(t, []string{"p0f8te"}, tf.Access.Sizes)
	require.Contains(t, tf.Access.Read, "p0f8tw")
	require.Equal(t, "none", byName["loaded"].Split)
	require.Contains(t, byName["loaded"].Reason, "texture object loaded from memory")
	require.Equal(t, "none", byName["both"].Split)
	require.Contains(t, byName["both"].Reason, "both with tex1Dfetch and with tex2D")
	require.True(t, texturePTX("tex.2d.v4.f32.f32 {$0, $1, $2, $3}, [$4, {$5, $6}];"))
	require.False(t, texturePTX("tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}]; st.global.f32 [$6], $0;"))
}

// checkDelinearize delinearizes e with hints and compares the sizes and
// subscripts, printed, with the expected ones.
func checkDelinearize(t *testing.T, name string, e poly, hints rowHints, wantSizes, wantSubs []string) {
	t.Helper()
	sizes, subs, ok := delinearize(e, hints)
	require.True(t, ok, name)
	var gotSizes, gotSubs []string
	for _, s := range sizes {
		gotSizes = append(gotSizes, s.String())
	}
	for _, s := range subs {
		gotSubs = append(gotSubs, s.String())
	}
	require.Equal(t, wantSizes, gotSizes, name)
	require.Equal(t, wantSubs, gotSubs, name)
}
