package mgpu

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/model"
)

// v100 is the occupancy-relevant part of a compute capability 7.0 GPU.
var v100 = DeviceInfo{
	MaxThreadsPerBlock: 1024, WarpSize: 32, MultiProcessors: 80, ComputeMajor: 7, MaxThreadsPerSM: 2048,
	MaxBlocksPerSM: 32, RegistersPerSM: 65536, RegistersPerBlock: 65536, SharedMemPerSM: 96 << 10,
	SharedMemPerBlockOptin: 96 << 10,
}

func TestMaxActiveBlocksPerSM(t *testing.T) {
	regs := func(n int) FuncAttributes {
		return FuncAttributes{MaxThreadsPerBlock: 1024, NumRegs: n, MaxDynamicSharedSizeBytes: 48 << 10}
	}
	for _, c := range []struct {
		name    string
		fa      FuncAttributes
		block   int
		dynamic int64
		want    int
	}{
		{"warps and registers both allow 8", regs(32), 256, 0, 8},
		{"registers allow 4", regs(64), 256, 0, 4},
		{"shared memory allows 2", regs(32), 128, 48 << 10, 2},
		{"the block slots allow 32", regs(16), 32, 0, 32},
		{"a partial warp takes a whole warp slot", regs(16), 33, 0, 32},
		{"too many registers for one block", regs(128), 1024, 0, 0},
		{"more threads than a block may have", regs(32), 2048, 0, 0},
		{"more dynamic shared memory than set", regs(32), 256, 48<<10 + 1, 0},
		{"the kernel's own thread limit", FuncAttributes{MaxThreadsPerBlock: 256, NumRegs: 32, MaxDynamicSharedSizeBytes: 48 << 10}, 512, 0, 0},
		{"static shared memory counts", FuncAttributes{MaxThreadsPerBlock: 1024, SharedSizeBytes: 40 << 10, MaxDynamicSharedSizeBytes: 8 << 10}, 64, 8 << 10, 2},
	} {
		require.Equal(t, c.want, MaxActiveBlocksPerSM(v100, c.fa, c.block, c.dynamic), c.name)
	}
	// From compute capability 8.0 on, shared memory comes in 128-byte units
	// and the system reserves some of every block's.
	a100 := v100
	a100.ComputeMajor, a100.SharedMemPerSM, a100.ReservedSharedMemPerBlock = 8, 164<<10, 1<<10
	fa := FuncAttributes{MaxThreadsPerBlock: 1024, MaxDynamicSharedSizeBytes: 163 << 10}
	require.Equal(t, 11, MaxActiveBlocksPerSM(a100, fa, 32, 14<<10-128)) // 15 KiB - 128 per block
	require.Equal(t, 10, MaxActiveBlocksPerSM(v100, fa, 32, 9<<10-128))  // 9 KiB per block (256-byte units)
}

func TestMaxPotentialBlockSize(t *testing.T) {
	fa := FuncAttributes{MaxThreadsPerBlock: 1024, NumRegs: 32, MaxDynamicSharedSizeBytes: 48 << 10}
	none := func(int) int64 { return 0 }
	grid, block := MaxPotentialBlockSize(v100, fa, none, 0)
	require.Equal(t, [2]int{160, 1024}, [2]int{grid, block}, "full occupancy at the largest block")
	grid, block = MaxPotentialBlockSize(v100, fa, none, 100)
	require.Equal(t, [2]int{32 * 80, 64}, [2]int{grid, block}, "100 threads at most: 64 fills the block slots")
	fa.NumRegs = 64
	grid, block = MaxPotentialBlockSize(v100, fa, none, 0)
	require.Equal(t, [2]int{80, 1024}, [2]int{grid, block}, "half occupancy whatever the size: the largest wins")
	fa.NumRegs = 32
	grid, block = MaxPotentialBlockSize(v100, fa, func(b int) int64 { return int64(b) * 256 }, 0)
	require.Equal(t, [2]int{160, 192}, [2]int{grid, block}, "shared memory grows with the block")
	grid, block = MaxPotentialBlockSize(v100, fa, func(int) int64 { return 1 << 20 }, 0)
	require.Equal(t, [2]int{0, 0}, [2]int{grid, block}, "nothing fits")
}

// The simulator's attributes, and what FuncSetAttribute sets on a kernel
// and its partitioned clone.
func TestFuncAttributesOnTheSimulator(t *testing.T) {
	rt, img := testRuntime(t, 3)
	const saxpy = "_Z5saxpyifPKfPf"
	fa, err := rt.FuncAttributes(img, saxpy)
	require.NoError(t, err)
	require.Equal(t, FuncAttributes{MaxThreadsPerBlock: 1024, NumRegs: 32, PTXVersion: 70, BinaryVersion: 70,
		MaxDynamicSharedSizeBytes: 48 << 10, PreferredShmemCarveout: -1}, fa)
	_, err = rt.FuncAttributes(img, "no_such_kernel")
	require.Equal(t, ErrorInvalidDeviceFunc, CodeOf(err))

	require.NoError(t, rt.FuncSetAttribute(img, saxpy, FuncAttrMaxDynamicSharedMemorySize, 96<<10))
	require.NoError(t, rt.FuncSetAttribute(img, saxpy, FuncAttrPreferredSharedMemoryCarveout, 50))
	for _, name := range []string{saxpy, "saxpy_part"} {
		for d := 0; d < 3; d++ {
			m, err := rt.module(img, d)
			require.NoError(t, err)
			a, err := m.Attributes(name)
			require.NoError(t, err)
			require.Equal(t, [2]int{96 << 10, 50}, [2]int{a.MaxDynamicSharedSizeBytes, a.PreferredShmemCarveout}, "%s on device %d", name, d)
		}
	}
	for _, bad := range []struct {
		attr  FuncAttribute
		value int
	}{{FuncAttrMaxDynamicSharedMemorySize, 96<<10 + 1}, {FuncAttrMaxDynamicSharedMemorySize, -1},
		{FuncAttrPreferredSharedMemoryCarveout, 101}, {FuncAttrPreferredSharedMemoryCarveout, -2}, {7, 0}} {
		require.Equal(t, ErrorInvalidValue, CodeOf(rt.FuncSetAttribute(img, saxpy, bad.attr, bad.value)), "%v", bad)
	}
}

// The simulator reports the PTX version a kernel was compiled for, as a
// GPU does: CUB's host code picks its tuning by it.
func TestFuncAttributesPTXVersion(t *testing.T) {
	ll, err := os.ReadFile(filepath.Join("sim", "testdata", "lockstep.ll"))
	require.NoError(t, err)
	m, err := NewSimBackend(1, simOptions()).Load(0, &model.Container{IR: ll})
	require.NoError(t, err)
	fa, err := m.Attributes("_Z8exchangePKiPi")
	require.NoError(t, err)
	require.Equal(t, [2]int{60, 60}, [2]int{fa.PTXVersion, fa.BinaryVersion}, "built for sm_60")
}
