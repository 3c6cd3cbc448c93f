package sim

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAtomicsUnderContention(t *testing.T) {
	d, m := testModule(t, "atomics", Options{Workers: 4})
	const blocks, bs = 40, 96
	total := blocks * bs
	ctr := buf(t, d, []int32{0, 0, math.MinInt32, math.MaxInt32, 0, 0, -1, 0, -5})
	uctr := buf(t, d, []uint32{0, 0})
	fsum := buf(t, d, []float32{0})
	u64 := buf(t, d, []uint64{1 << 40})
	_, err := m.Launch("_Z7atomicsPiPjPfPy", LaunchConfig{Grid: [3]int{blocks, 1, 1}, Block: [3]int{bs, 1, 1},
		Args: [][]byte{ptr(ctr), ptr(uctr), ptr(fsum), ptr(u64)}})
	require.NoError(t, err)
	got := fetch[int32](t, d, ctr, 9)
	var or, xor, sum int32
	and := int32(-1)
	for g := 0; g < total; g++ {
		or |= 1 << (g & 31)
		xor ^= int32(g)
		and &^= 1 << (g & 15)
		sum += int32(g)
	}
	require.Equal(t, int32(total), got[0])
	require.Equal(t, int32(-2*total), got[1])
	require.Equal(t, int32(total-1), got[2])
	require.Equal(t, int32(-(total - 1)), got[3])
	require.Equal(t, or, got[4])
	require.Equal(t, xor, got[5])
	require.Equal(t, and, got[6])
	require.Equal(t, sum, got[7])
	require.True(t, got[8] >= 0 && got[8] < int32(total), "xchg leaves one thread's value")
	// atomicInc wraps at 99 -> 0: total increments from 0 leave total % 100.
	// atomicDec from 0 with limit 1000: 0 -> 1000, then down.
	gu := fetch[uint32](t, d, uctr, 2)
	require.Equal(t, uint32(total%100), gu[0])
	require.Equal(t, uint32((1000-(total-1)%1001+1001)%1001), gu[1])
	require.Equal(t, float32(total), fetch[float32](t, d, fsum, 1)[0])
	require.Equal(t, uint64(1<<40+3*total), fetch[uint64](t, d, u64, 1)[0])
}

func TestSharedHistogram(t *testing.T) {
	d, m := testModule(t, "atomics", Options{})
	const n = 10000
	data := make([]uint8, n)
	want := make([]uint32, 16)
	for i := range data {
		data[i] = uint8(i*i + 3*i)
		want[data[i]&15]++
	}
	bins := buf(t, d, make([]uint32, 16))
	_, err := m.Launch("_Z9histogramPKhiPj", LaunchConfig{Grid: [3]int{7, 1, 1}, Block: [3]int{64, 1, 1},
		Args: [][]byte{ptr(buf(t, d, data)), i32(n), ptr(bins)}})
	require.NoError(t, err)
	require.Equal(t, want, fetch[uint32](t, d, bins, 16))
}

func TestWarpReduce(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	const n = 256
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i*31%97) - 40
	}
	out, err := d.Malloc(4 * n / 32)
	require.NoError(t, err)
	launch1D(t, m, "_Z11warp_reducePKiPi", n, 128, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, n/32)
	for w := 0; w < n/32; w++ {
		var s int32
		for _, v := range in[w*32 : w*32+32] {
			s += v
		}
		require.Equal(t, s, got[w], "warp %d", w)
	}
}

func TestShuffles(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	const n = 64
	in := make([]float32, n)
	for i := range in {
		in[i] = float32(i) - 20
	}
	outs := make([]uint64, 5)
	for i := range outs {
		var err error
		outs[i], err = d.Malloc(4 * n)
		require.NoError(t, err)
	}
	launch1D(t, m, "_Z8shufflesPKfPfS1_S1_PjPi", n, 64, ptr(buf(t, d, in)), ptr(outs[0]), ptr(outs[1]), ptr(outs[2]), ptr(outs[3]), ptr(outs[4]))
	idx, up, xr := fetch[float32](t, d, outs[0], n), fetch[float32](t, d, outs[1], n), fetch[float32](t, d, outs[2], n)
	ballot, votes := fetch[uint32](t, d, outs[3], n), fetch[int32](t, d, outs[4], n)
	for g := 0; g < n; g++ {
		w, l := g/32*32, g%32
		require.Equal(t, in[w+(l*7)&31], idx[g], "idx %d", g)
		if l >= 3 {
			require.Equal(t, in[g-3], up[g], "up %d", g)
		} else {
			require.Equal(t, in[g], up[g], "up %d", g)
		}
		require.Equal(t, in[w+(l^5)], xr[g], "xor %d", g)
		var b uint32
		for j := 0; j < 32; j++ {
			if in[w+j] > 0 {
				b |= 1 << j
			}
		}
		require.Equal(t, b, ballot[g])
		require.Equal(t, int32(1), votes[g])
	}
}

func TestShuffleSegments(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	in := make([]int32, 32)
	for i := range in {
		in[i] = int32(100 + i)
	}
	out, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	launch1D(t, m, "_Z8segmentsPKiPi", 32, 32, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, 32)
	for i := range got {
		require.Equal(t, in[i/8*8], got[i], "lane %d", i)
	}
}

func TestStructsAndFloat4(t *testing.T) {
	d, m := testModule(t, "structs", Options{})
	const n = 50
	in := make([]float32, 4*n)
	for i := range in {
		in[i] = float32(i) * 0.5
	}
	out, err := d.Malloc(16 * n)
	require.NoError(t, err)
	params := make([]byte, 16)
	binary.LittleEndian.PutUint32(params, 40)
	binary.LittleEndian.PutUint32(params[4:], math.Float32bits(3))
	binary.LittleEndian.PutUint64(params[8:], math.Float64bits(0.25))
	launch1D(t, m, "_Z6scale4iPK2f4PS_6Params", n, 32, i32(n), ptr(buf(t, d, in)), ptr(out), params)
	got := fetch[float32](t, d, out, 4*n)
	for i := 0; i < 40; i++ {
		v := in[4*i : 4*i+4]
		require.Equal(t, []float32{v[0] * 3, v[1] + 0.25, v[2] - v[3], v[3] * v[3]}, got[4*i:4*i+4], "element %d", i)
	}
	require.Equal(t, make([]float32, 4*(n-40)), got[4*40:], "elements past prm.n are untouched")
}

type particle struct {
	Pos  [3]float32
	ID   int32
	Mass float64
}

func fib(n int) int32 {
	if n < 2 {
		return int32(n)
	}
	return fib(n-1) + fib(n-2)
}

func TestDeviceCallsAndRecursion(t *testing.T) {
	d, m := testModule(t, "structs", Options{})
	const n = 40
	ps := make([]particle, n)
	for i := range ps {
		ps[i] = particle{Pos: [3]float32{float32(i), 1, -2}, ID: int32(i), Mass: float64(i) / 4}
	}
	pa := buf(t, d, ps)
	fibs, err := d.Malloc(4 * n)
	require.NoError(t, err)
	launch1D(t, m, "_Z9particlesiP8ParticlefPi", n, 16, i32(n), ptr(pa), f32a(0.5), ptr(fibs))
	got := fetch[particle](t, d, pa, n)
	gf := fetch[int32](t, d, fibs, n)
	for i, p := range ps {
		for k := range p.Pos {
			p.Pos[k] += 0.5 * float32(p.Mass)
		}
		p.ID += 1000
		require.Equal(t, p, got[i])
		require.Equal(t, fib(i%16), gf[i])
	}
}

func TestModuleGlobals(t *testing.T) {
	d, m := testModule(t, "structs", Options{})
	table, size, err := m.Global("table")
	require.NoError(t, err)
	require.Equal(t, int64(32), size)
	require.NoError(t, d.Write(table, encode([]float32{1, 2, 3, 4, 5, 6, 7, 8})))
	_, size, err = m.Global("coeff")
	require.NoError(t, err)
	require.Equal(t, int64(16), size)
	ptrs, _, err := m.Global("ptrs")
	require.NoError(t, err)
	p0, p1 := buf(t, d, []int32{1000}), buf(t, d, []int32{2000})
	require.NoError(t, d.Write(ptrs, encode([]uint64{p0, p1})))
	_, _, err = m.Global("nope")
	require.Error(t, err)
	const n = 16
	out, err := d.Malloc(4 * n)
	require.NoError(t, err)
	launch1D(t, m, "_Z7globalsiPi", n, 16, i32(n), ptr(out))
	coeff := []int32{3, 5, 7, 11}
	got := fetch[int32](t, d, out, n)
	for i := 0; i < n; i++ {
		require.Equal(t, coeff[i&3]*int32(i&7+1)+[]int32{1000, 2000}[i&1], got[i])
	}
	// Each device loading the program gets its own globals.
	d2 := NewDevice(1, Options{})
	m2, err := d2.Load(m.prog)
	require.NoError(t, err)
	t2, _, err := m2.Global("table")
	require.NoError(t, err)
	require.NotEqual(t, table, t2)
	require.Equal(t, make([]float32, 8), fetch[float32](t, d2, t2, 8), "globals start zeroed")
}

func TestSyncwarpActivemask(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	out, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	mask, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	mask2, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	launch1D(t, m, "_Z19syncwarp_activemaskPiPjS0_", 32, 32, ptr(out), ptr(mask), ptr(mask2))
	got, gm, gm2 := fetch[int32](t, d, out, 24), fetch[uint32](t, d, mask, 24), fetch[uint32](t, d, mask2, 24)
	for i := 0; i < 24; i++ {
		require.Equal(t, int32(10*(23-i)), got[i])
		require.Equal(t, uint32(0x00ffffff), gm[i])
		if i&1 == 1 {
			// Only the odd lanes take the branch with __activemask().
			require.Equal(t, uint32(0x00aaaaaa), gm2[i], "lane %d", i)
		}
	}
}

func TestInlineAsm(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	const n = 64
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i * 3)
	}
	out, err := d.Malloc(4 * 3 * n)
	require.NoError(t, err)
	launch1D(t, m, "_Z8asm_warpPKiPi", n, n, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, 3*n)
	for i := 0; i < n; i++ {
		l := i % 32
		require.Equal(t, []int32{int32(l), int32(1)<<l - 1, in[i^1]}, got[3*i:3*i+3], "thread %d", i)
	}
}

// TestInlineAsmBlocks runs inline PTX as CUB writes it (asm_blocks):
// blocks with their own registers and guarded instructions, bit field
// extracts, a ballot, a vector load and exit.
func TestInlineAsmBlocks(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	const n = 64
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i*2654435761) ^ int32(i<<3)
	}
	out, err := d.Malloc(4 * 5 * n)
	require.NoError(t, err)
	sentinel := make([]int32, 5*n)
	for i := range sentinel {
		sentinel[i] = -7
	}
	require.NoError(t, d.Write(out, encode(sentinel)))
	launch1D(t, m, "_Z10asm_blocksPKiPi", n, n, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, 5*n)
	for i := 0; i < n; i++ {
		if i >= 60 {
			require.Equal(t, sentinel[5*i:5*i+5], got[5*i:5*i+5], "thread %d exited", i)
			continue
		}
		var scan int32
		for j := i &^ 31; j <= i; j++ {
			scan += in[j]
		}
		field := uint32(in[i]) >> (i % 8) & 31
		sfield := int32(0)
		if w := i % 5; w > 0 {
			sfield = int32(uint32(in[i])>>(i%8)<<(32-w)) >> (32 - w)
		}
		var ballot uint32
		for j := i &^ 31; j < i&^31+32; j++ {
			if in[j]&4 == 4 {
				ballot |= 1 << (j % 32)
			}
		}
		match := ballot
		if in[i]&4 != 4 {
			match = ^ballot
		}
		pair := in[i&^1] + in[i|1]
		require.Equal(t, []int32{scan, int32(field), sfield, int32(match), pair}, got[5*i:5*i+5], "thread %d", i)
	}
}

// TestInlineAsmVectors runs inline PTX's vector moves as CUB writes them
// (asm_vectors): a double unpacked into two registers, each shuffled
// down a lane and packed again, a word's 16-bit halves, and a part left
// unwritten.
func TestInlineAsmVectors(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	const n = 64
	in := make([]float64, n)
	for i := range in {
		in[i] = math.Float64frombits(uint64(i)*0x9e3779b97f4a7c15 | 1)
	}
	out, err := d.Malloc(8 * n)
	require.NoError(t, err)
	parts, err := d.Malloc(4 * 3 * n)
	require.NoError(t, err)
	launch1D(t, m, "_Z11asm_vectorsPKdPdPj", n, n, ptr(buf(t, d, in)), ptr(out), ptr(parts))
	got, words := fetch[float64](t, d, out, n), fetch[uint32](t, d, parts, 3*n)
	for i := 0; i < n; i++ {
		from := i + 1 // down a lane, the warp's last lane keeping its own
		if i%32 == 31 {
			from = i
		}
		require.Equal(t, math.Float64bits(in[from]), math.Float64bits(got[i]), "thread %d", i)
		w := uint32(i)*0x10001 + 0x80007
		require.Equal(t, []uint32{w & 0xffff, w >> 16, w}, words[3*i:3*i+3], "thread %d", i)
	}
}

// TestBitFieldExtract: PTX's bfe, past the value's end and with the sign.
func TestBitFieldExtract(t *testing.T) {
	u32, s32, s64 := bitFieldExtract(ptxType{bits: 32}), bitFieldExtract(ptxType{bits: 32, signed: true}), bitFieldExtract(ptxType{bits: 64, signed: true})
	for _, c := range []struct {
		f            func(a, pos, n uint64) uint64
		a, pos, n, w uint64
	}{
		{u32, 0xdeadbeef, 4, 8, 0xee},
		{u32, 0xdeadbeef, 28, 8, 0xd},     // past the end: zeros
		{u32, 0xdeadbeef, 40, 8, 0},       // starts past the end
		{u32, 0xdeadbeef, 4, 0, 0},        // no bits
		{u32, 0xdeadbeef, 0x104, 8, 0xee}, // pos and n are their low 8 bits
		{s32, 0xdeadbeef, 4, 8, 0xffffffee},
		{s32, 0xdeadbeef, 0, 4, 0xffffffff},
		{s32, 0x7eadbeef, 28, 8, 0x7},        // the sign is a's top bit, 0
		{s32, 0xdeadbeef, 40, 8, 0xffffffff}, // past the end: a's top bit
		{s32, 0xdeadbeef, 4, 0, 0},
		{s64, 0x8000000000000000, 60, 8, 0xfffffffffffffff8},
		{s64, 0x0f, 0, 4, math.MaxUint64},
		{s64, 0x07, 0, 4, 7},
	} {
		require.Equal(t, c.w, c.f(c.a, c.pos, c.n), "bfe(%#x, %d, %d)", c.a, c.pos, c.n)
	}
}

// TestWarpGroupsMeetTheirOwn: lanes at one primitive with one mask meet
// each other only. Two groups of a warp that reduce by shuffles in rounds
// of their own count meet again at a __syncwarp (binaryPartitionCG);
// lanes at volatile accesses go on without the lanes at the __syncwarp
// after them (threadFenceReduction); a __syncwarp waits for the named
// lanes that have not exited.
func TestWarpGroupsMeetTheirOwn(t *testing.T) {
	d, m := testModule(t, "warp", Options{})
	in, want := make([]int32, 64), make([]int32, 64)
	for pass := 0; pass < 2; pass++ {
		var sums [2]int32
		for lane := 0; lane < 32; lane++ {
			odd := lane%8 < 3 == (pass == 0) // 12 odd lanes, then 20
			v := int32(2 * lane)
			if odd {
				v++
			}
			in[pass*32+lane] = v
			sums[v&1] += v
		}
		for lane := 0; lane < 32; lane++ {
			want[pass*32+lane] = sums[in[pass*32+lane]&1]
		}
	}
	out, err := d.Malloc(4 * 64)
	require.NoError(t, err)
	launch1D(t, m, "_Z16partition_roundsPKiPi", 32, 32, ptr(buf(t, d, in)), ptr(out))
	require.Equal(t, want, fetch[int32](t, d, out, 64))

	var warps [2]int32
	for i := range in {
		in[i] = int32(3*i + 1)
		warps[i/32] += in[i]
	}
	launch1D(t, m, "_Z15volatile_roundsPKiPi", 64, 64, ptr(buf(t, d, in)), ptr(out))
	require.Equal(t, warps[:], fetch[int32](t, d, out, 2))

	zero := buf(t, d, make([]int32, 64))
	launch1D(t, m, "_Z15syncwarp_exitedPi", 32, 32, ptr(zero))
	got := fetch[int32](t, d, zero, 64)
	for i, v := range got {
		require.Equal(t, int32(min(i%32/8, 1)), v, "element %d", i)
	}
}

// TestLockstepWarps: code compiled for a GPU before Volta passes values
// between a warp's lanes through shared memory with no __syncwarp; its
// lanes meet at each access as lockstep lanes do, and at fences
// (funcCompiler.lockstep).
func TestLockstepWarps(t *testing.T) {
	d, m := testModule(t, "lockstep", Options{})
	const n = 64
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(7*i + 3)
	}
	out, err := d.Malloc(4 * n)
	require.NoError(t, err)
	launch1D(t, m, "_Z8exchangePKiPi", n, n, ptr(buf(t, d, in)), ptr(out))
	got := fetch[int32](t, d, out, n)
	for i := range got {
		require.Equal(t, in[i^1], got[i], "lane %d", i)
	}
	// At a fence too: the lanes' stores to global memory before it come
	// before lane 1's atomic after it.
	node, err := d.Malloc(4 * 32)
	require.NoError(t, err)
	launch1D(t, m, "_Z7releasePj", 32, 32, ptr(node))
	words := fetch[uint32](t, d, node, 32)
	for i, w := range words {
		want := uint32(0x80000000 | (31 - i))
		if i == 1 {
			want = 30
		}
		require.Equal(t, want, w, "word %d", i)
	}
}
