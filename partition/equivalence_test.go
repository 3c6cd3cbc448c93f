package partition

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

// launchCase is one kernel of a CUDA source with a launch of it: the grid
// and block (x, y, z), the split dimension, and its arguments, in order.
type launchCase struct {
	source, kernel string
	split          string
	grid, block    [3]int
	args           []launchArg
}

// launchArg is a scalar (its bytes) or a buffer (its size in bytes, filled
// with random bytes before each run).
type launchArg struct {
	scalar []byte
	buffer int
}

func i32(v int32) launchArg {
	return launchArg{scalar: binary.LittleEndian.AppendUint32(nil, uint32(v))}
}
func i64(v int64) launchArg {
	return launchArg{scalar: binary.LittleEndian.AppendUint64(nil, uint64(v))}
}
func f32(v float32) launchArg {
	return launchArg{scalar: binary.LittleEndian.AppendUint32(nil, math.Float32bits(v))}
}
func f64(v float64) launchArg {
	return launchArg{scalar: binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))}
}
func buf(n int) launchArg { return launchArg{buffer: n} }

// corpus is the project's end-to-end corpus (testdata/e2e).
const corpus = "../testdata/e2e/"

// launchCases: the kernels of the golden tests, with launches whose grids
// do not divide their data evenly, and kernels of the corpus with the
// launches their programs make (the ramp_call kernel calls a noinline
// __device__ function that reads blockIdx: the analysis leaves it unsplit,
// but its clone must still be right).
var launchCases = []launchCase{
	{"testdata/vec1d.cu", "_Z5saxpyifPKfPf", model.SplitX, [3]int{13, 1, 1}, [3]int{32, 1, 1},
		[]launchArg{i32(13*32 - 5), f32(1.5), buf(4 * 13 * 32), buf(4 * 13 * 32)}},
	{"testdata/stencil2d.cu", "_Z7stenciliiPKfPf", model.SplitY, [3]int{3, 9, 1}, [3]int{16, 8, 1},
		[]launchArg{i32(69), i32(46), buf(4 * 69 * 46), buf(4 * 69 * 46)}},
	{"testdata/gridstride.cu", "_Z5scaleifPf", model.SplitX, [3]int{6, 1, 1}, [3]int{32, 1, 1},
		[]launchArg{i32(6*32*3 + 7), f32(-2), buf(4 * (6*32*3 + 7))}},
	{"testdata/devfunc.cu", "_Z9index_mapiPi", model.SplitY, [3]int{2, 5, 1}, [3]int{8, 4, 1},
		[]launchArg{i32(2*8*5*4 - 3), buf(4 * 2 * 8 * 5 * 4)}},
	{"testdata/griddim.cu", "_Z9block_idsPi", model.SplitZ, [3]int{3, 4, 5}, [3]int{2, 2, 2},
		[]launchArg{buf(4 * 3 * 4 * 5 * 8)}},
	{"testdata/features.cu", "_Z12mirror_tilesPKfPfii", model.SplitY, [3]int{5, 4, 1}, [3]int{8, 8, 1},
		[]launchArg{buf(4 * 29 * 37), buf(4 * 29 * 37), i32(29), i32(37)}},
	{"testdata/features.cu", "_Z12depth_weightPKfPfiii", model.SplitZ, [3]int{2, 3, 5}, [3]int{8, 4, 2},
		[]launchArg{buf(4 * 15 * 11 * 9), buf(4 * 15 * 11 * 9), i32(15), i32(11), i32(9)}},
	{"testdata/features.cu", "_Z6lerp64PKdPdld", model.SplitX, [3]int{9, 1, 1}, [3]int{32, 1, 1},
		[]launchArg{buf(8 * 280), buf(8 * 280), i64(280), f64(0.25)}},
	{corpus + "stencil3d.cu", "_Z6heat3dPKfPfiii", model.SplitZ, [3]int{2, 3, 5}, [3]int{8, 4, 2},
		[]launchArg{buf(4 * 16 * 12 * 10), buf(4 * 16 * 12 * 10), i32(16), i32(12), i32(10)}},
	{corpus + "transpose.cu", "_Z9transposePKfPfii", model.SplitY, [3]int{5, 3, 1}, [3]int{8, 8, 1},
		[]launchArg{buf(4 * 24 * 40), buf(4 * 24 * 40), i32(24), i32(40)}},
	{corpus + "reduction.cu", "_Z12partial_sumsPKiPii", model.SplitX, [3]int{32, 1, 1}, [3]int{64, 1, 1},
		[]launchArg{buf(4 * 2000), buf(4 * 32), i32(2000)}},
	{corpus + "matmul.cu", "_Z6matmulPKfS0_Pfi", model.SplitY, [3]int{5, 5, 1}, [3]int{8, 8, 1},
		[]launchArg{buf(4 * 40 * 40), buf(4 * 40 * 40), buf(4 * 40 * 40), i32(40)}},
	{corpus + "devicefunc.cu", "_Z4rampPfi", model.SplitX, [3]int{22, 1, 1}, [3]int{32, 1, 1},
		[]launchArg{buf(4 * 700), i32(700)}},
	{corpus + "devicefunc.cu", "_Z9ramp_callPfi", model.SplitX, [3]int{22, 1, 1}, [3]int{32, 1, 1},
		[]launchArg{buf(4 * 700), i32(700)}},
	{corpus + "double2d.cu", "_Z5blendPKdPdlld", model.SplitY, [3]int{3, 4, 1}, [3]int{8, 8, 1},
		[]launchArg{buf(8 * 30 * 20), buf(8 * 30 * 20), i64(30), i64(20), f64(0.25)}},
	{corpus + "template.cu", "_Z4axpyIiEvT_PKS0_PS0_i", model.SplitX, [3]int{8, 1, 1}, [3]int{96, 1, 1},
		[]launchArg{i32(-3), buf(4 * 700), buf(4 * 700), i32(700)}},
	{corpus + "blur.cu", "_Z4blurPKhPhii", model.SplitY, [3]int{3, 4, 1}, [3]int{16, 8, 1},
		[]launchArg{buf(48 * 32), buf(48 * 32), i32(48), i32(32)}},
}

// TestPartitionEquivalence runs each kernel on the simulator once whole
// and then, for random splits of its grid into 1 to 7 boxes along its
// split dimension, runs K__mgpu on each box alone, starting from the same
// memory: each box must read and write exactly the bytes the original
// launch's blocks of that box read and wrote, leave every other byte
// alone, and write the same values.
func TestPartitionEquivalence(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	for _, lc := range launchCases {
		t.Run(filepath.Base(lc.source)+"/"+lc.kernel, func(t *testing.T) {
			text, err := toolchain.CompileDeviceIR(lc.source, "", "-O2", "-gline-tables-only", "-include", "cuda_runtime.h")
			require.NoError(t, err)
			mod, err := asm.ParseString(lc.source, text)
			require.NoError(t, err)
			m := testModel(map[string]string{lc.kernel: lc.split})
			require.NoError(t, Partition(mod, m))
			prog, err := sim.CompileText(mod.String())
			require.NoError(t, err)
			dev := sim.NewDevice(0, sim.Options{})
			loaded, err := dev.Load(prog)
			require.NoError(t, err)

			// Buffers and their initial contents.
			var args [][]byte
			var bases []uint64
			var initial [][]byte
			for _, a := range lc.args {
				if a.scalar != nil {
					args = append(args, a.scalar)
					continue
				}
				p, err := dev.Malloc(int64(a.buffer))
				require.NoError(t, err)
				init := make([]byte, a.buffer)
				for i := range init {
					init[i] = byte(rng.UintN(256))
				}
				bases, initial = append(bases, p), append(initial, init)
				args = append(args, binary.LittleEndian.AppendUint64(nil, p))
			}
			reset := func() {
				for i, p := range bases {
					require.NoError(t, dev.Write(p, initial[i]))
				}
			}
			contents := func() [][]byte {
				out := make([][]byte, len(bases))
				for i, p := range bases {
					out[i] = make([]byte, len(initial[i]))
					require.NoError(t, dev.Read(p, out[i]))
				}
				return out
			}

			reset()
			whole, err := loaded.Launch(lc.kernel, sim.LaunchConfig{Grid: lc.grid, Block: lc.block, Args: args, Trace: true})
			require.NoError(t, err)
			final := contents()
			require.NotEqual(t, initial, final, "the kernel must write something for the test to mean anything")

			dim := map[string]int{model.SplitX: 0, model.SplitY: 1, model.SplitZ: 2}[lc.split]
			for trial := 0; trial < 6; trial++ {
				cuts := randomCuts(rng, lc.grid[dim])
				for b := 0; b+1 < len(cuts); b++ {
					lo, hi := cuts[b], cuts[b+1]
					t.Run(fmt.Sprintf("split%d/box[%d,%d)", trial, lo, hi), func(t *testing.T) {
						reset()
						grid, offset := lc.grid, [3]int{}
						grid[dim], offset[dim] = hi-lo, lo
						extra := [6]int{offset[2], offset[1], offset[0], lc.grid[2], lc.grid[1], lc.grid[0]}
						boxArgs := append([][]byte(nil), args...)
						for _, v := range extra {
							boxArgs = append(boxArgs, i32(int32(v)).scalar)
						}
						part, err := loaded.Launch(m.Kernels[0].Partitioned, sim.LaunchConfig{Grid: grid, Block: lc.block, Args: boxArgs, Trace: true})
						require.NoError(t, err)

						// Same accesses, block by block.
						want := make([][]byte, len(initial))
						for i := range initial {
							want[i] = append([]byte(nil), initial[i]...)
						}
						for blk := range part.Blocks {
							assert.True(t, blk[0] < grid[0] && blk[1] < grid[1] && blk[2] < grid[2], "block %v outside the box's grid", blk)
						}
						forEachBlock(grid, func(blk [3]int) {
							orig := [3]int{blk[0] + offset[0], blk[1] + offset[1], blk[2] + offset[2]}
							ref, acc := accesses(whole, orig), accesses(part, blk)
							assert.Equal(t, ref.Reads, acc.Reads, "reads of block %v", orig)
							assert.Equal(t, ref.Writes, acc.Writes, "writes of block %v", orig)
							for _, r := range ref.Writes {
								i, off := locate(t, bases, initial, r)
								copy(want[i][off:off+int(r.Hi-r.Lo)], final[i][off:])
							}
						})
						// Same values, and nothing else written.
						assert.Equal(t, want, contents())
					})
				}
			}
		})
	}
}

func forEachBlock(grid [3]int, f func([3]int)) {
	for z := 0; z < grid[2]; z++ {
		for y := 0; y < grid[1]; y++ {
			for x := 0; x < grid[0]; x++ {
				f([3]int{x, y, z})
			}
		}
	}
}

// accesses returns a block's traced accesses; a block that touched no
// global memory may have no entry.
func accesses(tr *sim.Trace, blk [3]int) sim.BlockAccess {
	if a := tr.Blocks[blk]; a != nil {
		return *a
	}
	return sim.BlockAccess{}
}

// randomCuts splits [0, n) into 1 to 7 non-empty intervals: the returned
// bounds ascend from 0 to n.
func randomCuts(rng *rand.Rand, n int) []int {
	boxes := 1 + rng.IntN(min(7, n))
	picked := map[int]bool{}
	for len(picked) < boxes-1 {
		picked[1+rng.IntN(n-1)] = true
	}
	cuts := []int{0}
	for c := 1; c < n; c++ {
		if picked[c] {
			cuts = append(cuts, c)
		}
	}
	return append(cuts, n)
}

// locate returns the buffer holding byte range r and r's offset in it.
func locate(t *testing.T, bases []uint64, bufs [][]byte, r sim.Range) (int, int) {
	for i, p := range bases {
		if r.Lo >= p && r.Hi <= p+uint64(len(bufs[i])) {
			return i, int(r.Lo - p)
		}
	}
	t.Fatalf("write [%#x, %#x) outside every buffer", r.Lo, r.Hi)
	return 0, 0
}
