package mgpu

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

// simBackend drives simulated devices (mgpu/sim): the backend of machines
// without a GPU and of the tests. Every operation completes before it
// returns, so the ordering the Backend interface asks for is trivial.
type simBackend struct {
	devs  []*sim.Device
	opts  sim.Options
	mu    sync.Mutex
	progs map[*model.Container]*simProgram // compiled once, loaded per device
	clock simClock                         // modelled kernel times (backend_sim_timing.go)
}

// simProgram is a compiled container and the kernel attributes set on it,
// which hold on every device as cudaFuncSetAttribute's do.
type simProgram struct {
	prog *sim.Program
	set  map[string]map[FuncAttribute]int // by kernel
}

// newSimBackend makes n simulated devices of memory bytes each
// (MGPU_DEVICE_MEMORY; "": the simulator's default) whose partial
// instances map pages of page bytes (MGPU_SIM_PAGE, a power of two; "":
// the simulator's default), so that small test problems have as many
// pages as large ones have on GPUs.
func newSimBackend(n int, memory, page string) (Backend, error) {
	limit, err := parseBytes(memory)
	if err != nil {
		return nil, fmt.Errorf("MGPU_DEVICE_MEMORY=%q: %w", memory, err)
	}
	pageSize, err := parseBytes(page)
	if err == nil && pageSize&(pageSize-1) != 0 {
		err = fmt.Errorf("want a power of two")
	}
	if err != nil {
		return nil, fmt.Errorf("MGPU_SIM_PAGE=%q: %w", page, err)
	}
	return NewSimBackend(n, sim.Options{MemLimit: limit, PageSize: pageSize}), nil
}

// parseBytes reads a size: a number of bytes, or of KiB, MiB or GiB with
// the suffix K, M or G; "" is 0.
func parseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	unit := int64(1)
	switch s[len(s)-1] {
	case 'K', 'k':
		unit = 1 << 10
	case 'M', 'm':
		unit = 1 << 20
	case 'G', 'g':
		unit = 1 << 30
	}
	if unit > 1 {
		s = s[:len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/unit {
		return 0, errors.New("want a positive number of bytes, or of KiB, MiB or GiB with the suffix K, M or G")
	}
	return n * unit, nil
}

// NewSimBackend makes n simulated devices with the given options (a
// memory limit makes out-of-memory testable).
func NewSimBackend(n int, opts sim.Options) Backend {
	b := &simBackend{opts: opts, progs: map[*model.Container]*simProgram{}}
	for i := 0; i < n; i++ {
		b.devs = append(b.devs, sim.NewDevice(i, opts))
	}
	return b
}

func (b *simBackend) Name() string { return "sim" }
func (b *simBackend) Devices() int { return len(b.devs) }

func (b *simBackend) Info(dev int) DeviceInfo {
	mem := b.opts.MemLimit
	if mem == 0 {
		mem = 16 << 30
	}
	return virtualDeviceInfo("mgpu simulated GPU", mem, dev)
}

// virtualSharedPerBlock is the shared memory a block of a simulated or
// null device may use without opting in.
const virtualSharedPerBlock = 48 << 10

// virtualDeviceInfo describes a device of the simulator or the null
// backend: one multiprocessor of a compute capability 7.0 GPU.
func virtualDeviceInfo(name string, mem int64, dev int) DeviceInfo {
	return DeviceInfo{
		Name: name, TotalMem: mem, SharedMemPerBlock: virtualSharedPerBlock, MaxThreadsPerBlock: 1024,
		MaxBlockDim: Dim3{1024, 1024, 64}, MaxGridDim: Dim3{1<<31 - 1, 65535, 65535}, MultiProcessors: 1,
		ComputeMajor: 7, ComputeMinor: 0, WarpSize: 32, ClockRateKHz: 1000000, MemoryClockRateKHz: 1000000,
		MemoryBusWidth: 64, L2CacheSize: 1 << 20, MaxThreadsPerSM: 2048, TotalConstMem: 64 << 10,
		RegistersPerBlock: 65536, ConcurrentKernels: true, UnifiedAddressing: true, PCIDevice: dev,
		SharedMemPerSM: 96 << 10, SharedMemPerBlockOptin: 96 << 10, RegistersPerSM: 65536, MaxBlocksPerSM: 32,
		PersistingL2CacheMax: 768 << 10, AccessPolicyMaxWindow: 128 << 20,
	}
}

func (b *simBackend) Malloc(dev int, size int64) (DevPtr, error) {
	p, err := b.devs[dev].Malloc(size)
	if errors.Is(err, sim.ErrOutOfMemory) {
		return 0, wrap(ErrorMemoryAllocation, err, "device %d", dev)
	}
	return DevPtr(p), err
}

// SetLimit sets the devices' heap; the simulator's threads have no stack
// to size, and its printf no buffer.
func (b *simBackend) SetLimit(l Limit, v int64) error {
	if l != LimitMallocHeapSize {
		return nil
	}
	for _, d := range b.devs {
		if err := d.SetHeapSize(v); err != nil {
			return err
		}
	}
	return nil
}

func (b *simBackend) Free(dev int, p DevPtr) error { return b.devs[dev].Free(uint64(p)) }

func (b *simBackend) PageSize(dev int) int64 { return b.devs[dev].PageSize() }

func (b *simBackend) Reserve(dev int, size int64) (DevPtr, error) {
	p, err := b.devs[dev].Reserve(size)
	return DevPtr(p), err
}

func (b *simBackend) Map(dev int, p DevPtr, n int64) error {
	err := b.devs[dev].Map(uint64(p), n)
	if errors.Is(err, sim.ErrOutOfMemory) {
		return wrap(ErrorMemoryAllocation, err, "device %d", dev)
	}
	return err
}

func (b *simBackend) Unmap(dev int, p DevPtr, n int64) error { return b.devs[dev].Unmap(uint64(p), n) }

func (b *simBackend) Unreserve(dev int, p DevPtr) error { return b.devs[dev].Release(uint64(p)) }

func (b *simBackend) Write(dev int, dst DevPtr, src []byte) error {
	return b.devs[dev].Write(uint64(dst), src)
}

func (b *simBackend) Read(dev int, src DevPtr, dst []byte) error {
	return b.devs[dev].Read(uint64(src), dst)
}

func (b *simBackend) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	tmp := make([]byte, n)
	if err := b.devs[srcDev].Read(uint64(src), tmp); err != nil {
		return err
	}
	return b.devs[dstDev].Write(uint64(dst), tmp)
}

// CopyPeer2D copies row by row, memory to memory: a column of a large
// matrix moves only its own bytes.
func (b *simBackend) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	if width > pitch && height > 1 {
		return fmt.Errorf("sim: 2-D copy of %d-byte rows %d bytes apart: the rows overlap", width, pitch)
	}
	to, from := b.devs[dstDev], b.devs[srcDev]
	for r := int64(0); r < height; r++ {
		off := uint64(r * pitch)
		if err := to.CopyFrom(uint64(dst)+off, from, uint64(src)+off, width); err != nil {
			return fmt.Errorf("row %d of %d: %w", r, height, err)
		}
	}
	return nil
}

// Read2D and Write2D copy row by row.
func (b *simBackend) Read2D(dev int, src DevPtr, host []byte, width, pitch, height int64) error {
	return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return b.Read(dev, src+DevPtr(r*pitch), row) })
}

func (b *simBackend) Write2D(dev int, dst DevPtr, host []byte, width, pitch, height int64) error {
	return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return b.Write(dev, dst+DevPtr(r*pitch), row) })
}

// CopiesBeside and JoinCopies change nothing: the simulator runs every
// call when it is made, so a copy beside a kernel has already run.
func (b *simBackend) CopiesBeside(int) error { return nil }
func (b *simBackend) JoinCopies(int) error   { return nil }

func (b *simBackend) Memset(dev int, dst DevPtr, value byte, n int64) error {
	return b.devs[dev].Memset(uint64(dst), value, n)
}

type simModule struct {
	m    *sim.Module
	prog *simProgram
}

func (m simModule) Global(name string) (DevPtr, int64, error) {
	p, n, err := m.m.Global(name)
	return DevPtr(p), n, err
}

// simRegistersPerThread is the register count the simulator reports for
// every kernel (it has no register allocation): what a simple kernel
// compiled for a GPU uses, and few enough not to limit occupancy.
const simRegistersPerThread = 32

// Attributes reports fixed values for what only a GPU compiler knows, the
// static shared memory of the variables the kernel reaches, and what
// SetAttribute set.
func (m simModule) Attributes(kernel string) (FuncAttributes, error) {
	if !slices.Contains(m.prog.prog.Kernels(), kernel) {
		return FuncAttributes{}, fmt.Errorf("sim: the module has no kernel %q", kernel)
	}
	static := int(m.prog.prog.StaticSharedBytes(kernel))
	// The PTX's version: CUB's host code picks its tuning by it, which
	// must be the one its kernels were compiled with (sm_60's 256 threads
	// per block, not sm_70's 384).
	version := m.prog.prog.TargetSM(kernel)
	if version == 0 {
		version = 70
	}
	a := FuncAttributes{
		MaxThreadsPerBlock: 1024, SharedSizeBytes: static, NumRegs: simRegistersPerThread, PTXVersion: version,
		BinaryVersion: version, MaxDynamicSharedSizeBytes: virtualSharedPerBlock - static, PreferredShmemCarveout: -1,
	}
	for attr, v := range m.prog.set[kernel] {
		switch attr {
		case FuncAttrMaxDynamicSharedMemorySize:
			a.MaxDynamicSharedSizeBytes = v
		case FuncAttrPreferredSharedMemoryCarveout:
			a.PreferredShmemCarveout = v
		}
	}
	return a, nil
}

func (m simModule) SetAttribute(kernel string, attr FuncAttribute, value int) error {
	if m.prog.set[kernel] == nil {
		m.prog.set[kernel] = map[FuncAttribute]int{}
	}
	m.prog.set[kernel][attr] = value
	return nil
}

func (b *simBackend) Load(dev int, img *model.Container) (Module, error) {
	b.mu.Lock()
	prog, ok := b.progs[img]
	if !ok {
		if len(img.IR) == 0 {
			b.mu.Unlock()
			return nil, fmt.Errorf("the container has no LLVM IR for the simulator (rebuild with this mgpucc)")
		}
		compiled, err := sim.CompileText(string(img.IR))
		if err != nil {
			b.mu.Unlock()
			return nil, err
		}
		prog = &simProgram{prog: compiled, set: map[string]map[FuncAttribute]int{}}
		b.progs[img] = prog
	}
	b.mu.Unlock()
	m, err := b.devs[dev].Load(prog.prog)
	if err != nil {
		return nil, err
	}
	return simModule{m, prog}, nil
}

func (b *simBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	sm := m.(simModule).m
	ops := sm.Instructions()
	_, err := sm.Launch(kernel, sim.LaunchConfig{Grid: grid, Block: block, SharedBytes: sharedBytes, Args: args})
	b.clock.ran(kernel, sm.Instructions()-ops, grid)
	return err
}

func (b *simBackend) Synchronize(dev int) error { return nil }
func (b *simBackend) Close() error {
	for _, d := range b.devs {
		d.Close()
	}
	return nil
}
