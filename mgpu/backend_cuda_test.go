package mgpu

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mgpucc/mgpu/cuda/standin"
	"mgpucc/model"
)

// TestCUDABackendOpen: where libcuda.so.1 is missing (CI), the
// backend fails with an error naming it, which makes auto mode fall back
// to the simulator; on a GPU machine it opens every GPU.
func TestCUDABackendOpen(t *testing.T) {
	b, err := newCUDABackend(nil)
	if err != nil {
		assert.Contains(t, err.Error(), "libcuda.so.1")
		return
	}
	defer b.Close()
	require.Positive(t, b.Devices())
	assert.Equal(t, "cuda", b.Name())
	assert.NotEmpty(t, b.Info(0).Name)
}

func TestPTXDefinesVariables(t *testing.T) {
	for ptx, want := range map[string]bool{
		".visible .global .align 4 .u32 counter;\n":                                                  true,
		".visible .const .align 4 .b8 coef[16];\n":                                                   true,
		".global .align 4 .b8 _ZL5local[8];\n":                                                       true,
		".extern .global .align 4 .u32 shared_elsewhere;\n":                                          true,
		".visible .entry k(\n)\n{\n\t.shared .align 4 .b8 s[256];\n\tld.global.u32 \t%r5, [x];\n}\n": false,
		"\tcvta.to.global.u64 \t%rd2, %rd1;\n\tld.const.f32 \t%f1, [%rd5];\n":                        false,
	} {
		assert.Equal(t, want, ptxDefinesVariables.MatchString(ptx), ptx)
	}
}

// addBiasPTX is llc-14's PTX of
//
//	__device__ int bias;
//	__global__ void add_bias(int *a, int n) {
//	  int i = blockIdx.x * blockDim.x + threadIdx.x;
//	  if (i < n) a[i] += bias;
//	}
const addBiasPTX = `.version 6.0
.target sm_70
.address_size 64
.visible .global .align 4 .u32 bias;
.visible .entry _Z8add_biasPii(
	.param .u64 _Z8add_biasPii_param_0,
	.param .u32 _Z8add_biasPii_param_1
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<9>;
	.reg .b64 	%rd<5>;
	ld.param.u32 	%r1, [_Z8add_biasPii_param_1];
	mov.u32 	%r2, %ctaid.x;
	mov.u32 	%r3, %ntid.x;
	mov.u32 	%r4, %tid.x;
	mad.lo.s32 	%r5, %r2, %r3, %r4;
	setp.ge.s32 	%p1, %r5, %r1;
	@%p1 bra 	LBB0_2;
	ld.param.u64 	%rd2, [_Z8add_biasPii_param_0];
	cvta.to.global.u64 	%rd3, %rd2;
	mul.wide.s32 	%rd4, %r5, 4;
	add.s64 	%rd1, %rd3, %rd4;
	ld.global.u32 	%r6, [bias];
	ld.global.u32 	%r7, [%rd1];
	add.s32 	%r8, %r7, %r6;
	st.global.u32 	[%rd1], %r8;
LBB0_2:
	ret;
}
`

// TestCUDABackendLogicalDevices runs two logical devices on GPU 0
// (MGPU_DEVICES=0,0): each has its own __device__ variables, kernels and
// copies between them are ordered by events. Without a driver it checks
// the error instead.
func TestCUDABackendLogicalDevices(t *testing.T) {
	b, err := newCUDABackend([]int{0, 0})
	if err != nil {
		assert.Contains(t, err.Error(), "libcuda.so.1")
		return
	}
	defer b.Close()
	le32 := func(v int32) []byte { return binary.LittleEndian.AppendUint32(nil, uint32(v)) }
	le64 := func(v DevPtr) []byte { return binary.LittleEndian.AppendUint64(nil, uint64(v)) }

	img := &model.Container{PTX: []byte(addBiasPTX), Arch: "sm_70"}
	var mods [2]Module
	var bias [2]DevPtr
	for dev := range mods {
		mods[dev], err = b.Load(dev, img)
		require.NoError(t, err)
		var size int64
		bias[dev], size, err = mods[dev].Global("bias")
		require.NoError(t, err)
		assert.EqualValues(t, 4, size)
		require.NoError(t, b.Write(dev, bias[dev], le32(int32(10*dev+1))))
	}
	assert.NotEqual(t, bias[0], bias[1], "each logical device has its own __device__ variables")

	const n = 1000
	host := make([]byte, 0, 4*n)
	for i := 0; i < n; i++ {
		host = append(host, le32(int32(i))...)
	}
	a0, err := b.Malloc(0, 4*n)
	require.NoError(t, err)
	a1, err := b.Malloc(1, 4*n)
	require.NoError(t, err)
	require.NoError(t, b.Write(0, a0, host))
	require.NoError(t, b.Memset(1, a1, 0xff, 4*n))
	grid, block := Dim3{(n + 127) / 128, 1, 1}, Dim3{128, 1, 1}
	require.NoError(t, b.Launch(0, mods[0], "_Z8add_biasPii", grid, block, 0, [][]byte{le64(a0), le32(n)}))
	require.NoError(t, b.CopyPeer(1, a1, 0, a0, 4*n/2))
	require.NoError(t, b.Launch(1, mods[1], "_Z8add_biasPii", grid, block, 0, [][]byte{le64(a1), le32(n)}))

	out0, out1 := make([]byte, 4*n), make([]byte, 4*n)
	require.NoError(t, b.Read(0, a0, out0))
	require.NoError(t, b.Read(1, a1, out1))
	for i := 0; i < n; i++ {
		v0 := int32(binary.LittleEndian.Uint32(out0[4*i:]))
		v1 := int32(binary.LittleEndian.Uint32(out1[4*i:]))
		require.Equal(t, int32(i+1), v0, "device 0, element %d", i)
		want := int32(-1 + 11) // memset to 0xff, then the bias of device 1
		if i < n/2 {
			want = int32(i + 1 + 11) // copied from device 0 after its kernel
		}
		require.Equal(t, want, v1, "device 1, element %d", i)
	}
	require.NoError(t, b.Free(0, a0))
	require.NoError(t, b.Free(1, a1))
}

// onFakeDriver reports whether the test runs on the stand-in driver; where
// it does not, it re-runs the test named test in a child process whose
// LD_LIBRARY_PATH finds the stand-in as libcuda.so.1, with env added, and
// checks that it passed.
func onFakeDriver(t *testing.T, test string, env ...string) bool {
	if os.Getenv("MGPU_TEST_FAKE_CUDA") != "" {
		return true
	}
	dir := t.TempDir()
	_, err := standin.Build(dir, "libcuda.so.1")
	require.NoError(t, err)
	child := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.v")
	child.Env = append(append(os.Environ(), "MGPU_TEST_FAKE_CUDA=1", "LD_LIBRARY_PATH="+dir, "FAKECUDA_LOG="+filepath.Join(dir, "streams.log")), env...)
	out, err := child.CombinedOutput()
	require.NoError(t, err, "%s", out)
	require.Contains(t, string(out), "--- PASS: "+test)
	return false
}

// TestCUDABackendFakeDriver runs the backend on mgpu/cuda's host-only
// stand-in driver (two fake GPUs): the test re-runs itself in a child
// process whose LD_LIBRARY_PATH finds the stand-in as libcuda.so.1.
func TestCUDABackendFakeDriver(t *testing.T) {
	if !onFakeDriver(t, "TestCUDABackendFakeDriver", "FAKECUDA_VMM_BYTES=2097152") {
		return
	}

	_, err := newCUDABackend([]int{0, 5})
	assert.ErrorContains(t, err, "GPU 5 does not exist: this node has GPUs 0 to 1")

	// Logical devices 0 and 1 on GPU 0, 2 on GPU 1.
	b, err := newCUDABackend([]int{0, 0, 1})
	require.NoError(t, err)
	defer func() { require.NoError(t, b.Close()) }()
	assert.Equal(t, 3, b.Devices())
	gpus := b.(sharedGPUs)
	assert.Equal(t, []int{0, 0, 1}, []int{gpus.PhysicalGPU(0), gpus.PhysicalGPU(1), gpus.PhysicalGPU(2)}, "the adaptive split's GPUs")
	assert.Equal(t, "Fake GPU 0", b.Info(1).Name)
	assert.Equal(t, "Fake GPU 1", b.Info(2).Name)
	assert.Equal(t, 8, b.Info(2).ComputeMajor)
	assert.Equal(t, 6, b.Info(2).ComputeMinor)
	assert.Equal(t, Dim3{21, 31, 41}, b.Info(2).MaxBlockDim)
	assert.Equal(t, 1061, b.Info(2).MaxBlocksPerSM)
	assert.Equal(t, int64(971), b.Info(2).SharedMemPerBlockOptin)

	// Module-scope variables: one module per logical device; none: one per GPU.
	withVar := &model.Container{PTX: []byte(".visible .global .align 4 .u32 bias;\n"), Arch: "sm_70"}
	noVar := &model.Container{PTX: []byte(".visible .entry record()\n{\n\tret;\n}\n"), Arch: "sm_70"}
	var mods [3]Module
	for dev := range mods {
		mods[dev], err = b.Load(dev, withVar)
		require.NoError(t, err)
	}
	assert.NotSame(t, mods[0], mods[1])
	shared0, err := b.Load(0, noVar)
	require.NoError(t, err)
	shared1, err := b.Load(1, noVar)
	require.NoError(t, err)
	shared2, err := b.Load(2, noVar)
	require.NoError(t, err)
	assert.Same(t, shared0, shared1)
	assert.NotSame(t, shared0, shared2)
	_, err = b.Load(0, &model.Container{PTX: []byte("bad")})
	assert.ErrorContains(t, err, "fake jit: bad ptx")

	// Machine code where some runs on the GPU (GPU 0 is a 9.0, GPU 1 an
	// 8.6), the PTX elsewhere and where the driver refuses the code.
	cubin := func(arch string) model.SASS { return model.SASS{Arch: arch, Cubin: []byte("\x7fELF\x00" + arch)} }
	for _, c := range []struct {
		dev  int
		sass []model.SASS
		code string
	}{
		{0, []model.SASS{cubin("sm_80"), cubin("sm_90"), cubin("sm_86")}, "sm_90 machine code"},
		{2, []model.SASS{cubin("sm_80"), cubin("sm_90"), cubin("sm_86")}, "sm_86 machine code"},
		{2, []model.SASS{cubin("sm_90"), cubin("sm_80")}, "sm_80 machine code"},
		{2, []model.SASS{cubin("sm_89"), cubin("sm_80a"), cubin("sm_70")}, "PTX compiled by the driver"},
		{2, []model.SASS{cubin("sm_86a")}, "sm_86a machine code"},
		{0, []model.SASS{cubin("sm_90a")}, "sm_90a machine code"},
		{0, nil, "PTX compiled by the driver"},
		{0, []model.SASS{{Arch: "sm_90", Cubin: []byte("\x7fELFbad")}},
			"PTX compiled by the driver (its sm_90 machine code refused: cuda: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX (218): fake error\nfake jit: bad ptx)"},
	} {
		m, err := b.Load(c.dev, &model.Container{PTX: noVar.PTX, SASS: c.sass})
		require.NoError(t, err)
		assert.Equal(t, c.code, m.(*cudaModule).Code(), "device %d, %v", c.dev, c.sass)
	}

	// Kernel attributes come from the driver, set on the launched handle.
	require.NoError(t, mods[2].SetAttribute("record", FuncAttrMaxDynamicSharedMemorySize, 70000))
	attrs, err := mods[2].Attributes("record")
	require.NoError(t, err)
	assert.Equal(t, FuncAttributes{MaxThreadsPerBlock: 100, SharedSizeBytes: 101, ConstSizeBytes: 102, LocalSizeBytes: 103,
		NumRegs: 104, PTXVersion: 105, BinaryVersion: 106, CacheModeCA: 107, MaxDynamicSharedSizeBytes: 70000,
		PreferredShmemCarveout: 109}, attrs)
	_, err = mods[2].Attributes("missing")
	assert.ErrorContains(t, err, "kernel missing")

	// Copies within a GPU and between GPUs, memset, host round trips.
	msg := []byte("hello, devices")
	var ptrs [3]DevPtr
	for dev := range ptrs {
		ptrs[dev], err = b.Malloc(dev, int64(len(msg)))
		require.NoError(t, err)
	}
	require.NoError(t, b.Write(0, ptrs[0], msg))
	require.NoError(t, b.Memset(0, ptrs[0], 'J', 1))
	require.NoError(t, b.CopyPeer(1, ptrs[1], 0, ptrs[0], int64(len(msg))))
	require.NoError(t, b.CopyPeer(2, ptrs[2], 1, ptrs[1], int64(len(msg))))
	got := make([]byte, len(msg))
	require.NoError(t, b.Read(2, ptrs[2], got))
	assert.Equal(t, "Jello, devices", string(got))

	// A copy beside device 2's work (its copy stream) has arrived once
	// joined; beside twice without a join is the runtime's bug.
	beside := b.(copierBeside)
	require.NoError(t, b.Write(0, ptrs[0], []byte("beside")))
	streamLog := os.Getenv("FAKECUDA_LOG")
	require.NoError(t, os.WriteFile(streamLog, nil, 0o644))
	require.NoError(t, beside.CopiesBeside(2))
	assert.ErrorContains(t, beside.CopiesBeside(2), "twice without JoinCopies")
	require.NoError(t, b.CopyPeer(2, ptrs[2], 0, ptrs[0], 6))
	require.NoError(t, beside.JoinCopies(2))
	require.NoError(t, b.Read(2, ptrs[2], got))
	assert.Equal(t, "beside devices", string(got))
	// The stream operations: the copy stream waits for device 2's stream,
	// then for device 0's, and copies; joined, device 2's stream and
	// device 0's wait for an event recorded on the copy stream.
	data, err := os.ReadFile(streamLog)
	require.NoError(t, err)
	var ops [][3]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		require.Len(t, f, 3, "%q", line)
		ops = append(ops, [3]string{f[0], f[1], f[2]})
	}
	require.Len(t, ops, 8, "%q", data)
	main2, copies2, main0 := ops[0][2], ops[1][1], ops[2][2]
	assert.NotEqual(t, main2, copies2)
	joined := ops[5][1]
	assert.Equal(t, [][3]string{
		{"record", ops[0][1], main2}, {"wait", copies2, ops[0][1]},
		{"record", ops[2][1], main0}, {"wait", copies2, ops[2][1]}, {"copy", copies2, "0"},
		{"record", joined, copies2}, {"wait", main2, joined}, {"wait", main0, joined},
	}, ops)

	// 2-D copies of column 2 of a 3-row matrix: within GPU 0
	// (cuMemcpy2DAsync), to GPU 1 (cuMemcpy3DPeerAsync), and at a pitch
	// beyond the stand-in's CU_DEVICE_ATTRIBUTE_MAX_PITCH (110), row by row.
	for _, pitch := range []int64{16, 200} {
		var mats [3]DevPtr
		for dev := range mats {
			mats[dev], err = b.Malloc(dev, 3*pitch)
			require.NoError(t, err)
			require.NoError(t, b.Memset(dev, mats[dev], '.', 3*pitch))
		}
		for r := int64(0); r < 3; r++ {
			require.NoError(t, b.Write(0, mats[0]+DevPtr(r*pitch+2), []byte{byte('a' + r)}))
		}
		require.NoError(t, b.CopyPeer2D(1, mats[1]+2, 0, mats[0]+2, 1, pitch, 3))
		require.NoError(t, b.CopyPeer2D(2, mats[2]+2, 1, mats[1]+2, 1, pitch, 3))
		mat := make([]byte, 3*pitch)
		require.NoError(t, b.Read(2, mats[2], mat))
		for r := int64(0); r < 3; r++ {
			row := bytes.Repeat([]byte{'.'}, int(pitch))
			row[2] = byte('a' + r)
			assert.Equal(t, string(row), string(mat[r*pitch:][:pitch]), "pitch %d, row %d", pitch, r)
		}
		for dev, p := range mats {
			require.NoError(t, b.Free(dev, p))
		}
	}

	// The stand-in's kernel writes its configuration to its first argument.
	out, err := b.Malloc(2, 64)
	require.NoError(t, err)
	require.NoError(t, b.Launch(2, mods[2], "record", Dim3{4, 2, 1}, Dim3{32, 1, 1}, 0,
		[][]byte{binary.LittleEndian.AppendUint64(nil, uint64(out)), binary.LittleEndian.AppendUint32(nil, 7), make([]byte, 8)}))
	rec := make([]byte, 36)
	require.NoError(t, b.Read(2, out, rec))
	assert.Equal(t, uint32(4), binary.LittleEndian.Uint32(rec[0:]), "grid x")
	assert.Equal(t, uint32(0x1001), binary.LittleEndian.Uint32(rec[28:]), "GPU 1's context is current")
	assert.Equal(t, uint32(7), binary.LittleEndian.Uint32(rec[32:]), "argument 1")
	assert.ErrorContains(t, b.Launch(0, mods[2], "record", Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, nil), "not loaded for its GPU")
	assert.ErrorContains(t, b.Launch(2, mods[2], "missing", Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, nil), "kernel missing")
	for dev, p := range ptrs {
		require.NoError(t, b.Free(dev, p))
	}
	require.NoError(t, b.Free(2, out))
	require.NoError(t, b.Synchronize(2))

	// Partial instances: pages of the stand-in's granularity (8 KiB)
	// mapped into reserved addresses, which the GPU and its peer access.
	const page = 8192
	pb := b.(PartialBackend)
	assert.Equal(t, int64(page), pb.PageSize(2))
	r0, err := pb.Reserve(0, 3*page-5)
	require.NoError(t, err)
	r2, err := pb.Reserve(2, 3*page)
	require.NoError(t, err)
	require.NoError(t, pb.Map(0, r0+page, 2*page))
	require.NoError(t, pb.Map(2, r2, page))
	require.NoError(t, b.Write(0, r0+2*page-4, msg), "across two pages")
	require.NoError(t, b.CopyPeer(2, r2+100, 0, r0+2*page-4, int64(len(msg))), "between GPUs")
	got = make([]byte, len(msg))
	require.NoError(t, b.Read(2, r2+100, got))
	assert.Equal(t, string(msg), string(got))
	assert.ErrorContains(t, b.Read(2, r2+page, got), "CUDA_ERROR_ILLEGAL_ADDRESS", "page 1 of device 2 is not mapped")
	assert.ErrorContains(t, pb.Map(0, r0+page, page), "mapped already")
	assert.ErrorContains(t, pb.Map(0, r0+1, page), "not whole pages")
	assert.ErrorContains(t, pb.Map(0, r0+page, 3*page), "not inside a reservation")
	require.NoError(t, pb.Unmap(0, r0+2*page, page))
	assert.ErrorContains(t, b.Read(0, r0+2*page, got), "CUDA_ERROR_ILLEGAL_ADDRESS")
	assert.ErrorContains(t, pb.Unmap(0, r0+2*page, page), "not mapped")
	// FAKECUDA_VMM_BYTES allows 256 pages: more is the runtime's out of
	// memory, and nothing of the request stays mapped.
	big, err := pb.Reserve(1, 300*page)
	require.NoError(t, err)
	err = pb.Map(1, big, 300*page)
	assert.Equal(t, ErrorMemoryAllocation, CodeOf(err), "%v", err)
	require.NoError(t, pb.Map(1, big, 200*page))
	for dev, r := range map[int]DevPtr{0: r0, 1: big, 2: r2} {
		require.NoError(t, pb.Unreserve(dev, r))
	}
	assert.ErrorContains(t, pb.Unreserve(0, r0), "not a reservation")

	// The runtime's copies and memsets through partial instances.
	be, err := newCUDABackend([]int{0, 1})
	require.NoError(t, err)
	rt, err := New(Config{Backend: be, Memory: "partial"})
	require.NoError(t, err)
	const size = 40000
	src, err := rt.Malloc(size)
	require.NoError(t, err)
	dst, err := rt.Malloc(size)
	require.NoError(t, err)
	input := make([]byte, size)
	for i := range input {
		input[i] = byte(i * 7)
	}
	require.NoError(t, rt.MemcpyHtoD(src, input))
	require.NoError(t, rt.Memset(dst, 1, size))
	require.NoError(t, rt.MemcpyDtoD(dst+1000, src+2000, 30000))
	result := make([]byte, size)
	require.NoError(t, rt.MemcpyDtoH(result, dst))
	for i := range result {
		want := byte(1)
		if i >= 1000 && i < 31000 {
			want = input[i+1000]
		}
		require.Equal(t, want, result[i], "byte %d", i)
	}
	assert.Equal(t, int64(2), rt.Stats().Memory.PartialBuffers)
	require.NoError(t, rt.Close())
}

// TestRanksStageOnTheCUDABackend runs a job of 3 ranks of the CUDA backend
// on the stand-in driver (two fake GPUs each): copies between ranks go
// through page-locked buffers, which the stand-in fills and empties only
// once an event orders its copies, so the bytes arrive only where every
// chunk's fence is waited for before its message leaves and before its
// buffer takes another.
func TestRanksStageOnTheCUDABackend(t *testing.T) {
	if !onFakeDriver(t, "TestRanksStageOnTheCUDABackend") {
		return
	}
	job, _, err := startJobOf(t, 3, 5*time.Second, func() Backend {
		be, err := newCUDABackend([]int{0, 1})
		require.NoError(t, err)
		return be
	})
	require.NoError(t, err)
	require.Equal(t, "cuda", job.Name())
	const n = 2*rankChunk + 4321
	src, ptrs := patternOn(t, job, 3, n)
	require.NoError(t, job.CopyPeer(4, ptrs[4], 3, ptrs[3], n))                    // rank 1 to rank 2
	require.NoError(t, job.CopyPeer(1, ptrs[1], 4, ptrs[4], n))                    // rank 2 to rank 0
	require.NoError(t, job.CopyPeer(2, ptrs[2], 1, ptrs[1], n))                    // rank 0 to rank 1
	require.NoError(t, job.CopyPeer2D(5, ptrs[5], 2, ptrs[2], 100, 300, 20000))    // rank 1 to rank 2, rows packed, one by one (pitch > 110)
	require.NoError(t, job.CopyPeer2D(0, ptrs[0]+8, 3, ptrs[3]+8, 60, 100, 80000)) // rank 1 to rank 0: 2-D copies
	requireHolds(t, job, src, ptrs, 4, 1, 2)
	got := make([]byte, n)
	require.NoError(t, job.Read(5, ptrs[5], got))
	for r := 0; r < 20000; r++ {
		require.Equal(t, src[r*300:r*300+100], got[r*300:r*300+100], "row %d", r)
	}
	require.NoError(t, job.Read(0, ptrs[0], got))
	for r := 0; r < 80000; r++ {
		at := 8 + r*100
		require.Equal(t, src[at:at+60], got[at:at+60], "row %d", r)
		require.Equal(t, byte(0xee), got[at+60], "after row %d", r)
	}
	require.Positive(t, job.stage.pinned)
	// A staged copy out of a device is work on its stream: copies beside
	// into it, and copies out of it, wait for an event recorded after it.
	own := job.parts[0].(*cudaBackend)
	require.NoError(t, own.devs[1].mark(true))
	pin, err := own.Pin(64)
	require.NoError(t, err)
	require.NoError(t, own.ReadPinned(1, ptrs[1], 64, pin, 0, 64, 1))
	require.False(t, own.devs[1].marked)
	require.NoError(t, own.devs[1].mark(true))
	require.NoError(t, own.WritePinned(1, ptrs[1], 64, pin, 0, 64, 64, 1))
	require.False(t, own.devs[1].marked)
	f, err := own.Fence(1)
	require.NoError(t, err)
	require.NoError(t, f.Wait())
	require.NoError(t, own.Unpin(pin))
	require.NoError(t, job.Close())
	require.Zero(t, job.stage.held)
}
