package mgpu

import (
	"errors"
	"fmt"
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
	progs map[*model.Container]*sim.Program // compiled once, loaded per device
}

func newSimBackend(n int) (Backend, error) { return NewSimBackend(n, sim.Options{}), nil }

// NewSimBackend makes n simulated devices with the given options (a
// memory limit makes out-of-memory testable).
func NewSimBackend(n int, opts sim.Options) Backend {
	b := &simBackend{opts: opts, progs: map[*model.Container]*sim.Program{}}
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
	return DeviceInfo{
		Name: "mgpu simulated GPU", TotalMem: mem, SharedMemPerBlock: 48 << 10, MaxThreadsPerBlock: 1024,
		MaxBlockDim: Dim3{1024, 1024, 64}, MaxGridDim: Dim3{1<<31 - 1, 65535, 65535}, MultiProcessors: 1,
		ComputeMajor: 7, ComputeMinor: 0, WarpSize: 32, ClockRateKHz: 1000000, MemoryClockRateKHz: 1000000,
		MemoryBusWidth: 64, L2CacheSize: 1 << 20, MaxThreadsPerSM: 2048, TotalConstMem: 64 << 10,
		RegistersPerBlock: 65536, ConcurrentKernels: true, UnifiedAddressing: true, PCIDevice: dev,
	}
}

func (b *simBackend) Malloc(dev int, size int64) (DevPtr, error) {
	p, err := b.devs[dev].Malloc(size)
	if errors.Is(err, sim.ErrOutOfMemory) {
		return 0, wrap(ErrorMemoryAllocation, err, "device %d", dev)
	}
	return DevPtr(p), err
}

func (b *simBackend) Free(dev int, p DevPtr) error { return b.devs[dev].Free(uint64(p)) }

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

func (b *simBackend) Memset(dev int, dst DevPtr, value byte, n int64) error {
	return b.devs[dev].Memset(uint64(dst), value, n)
}

type simModule struct{ m *sim.Module }

func (m simModule) Global(name string) (DevPtr, int64, error) {
	p, n, err := m.m.Global(name)
	return DevPtr(p), n, err
}

func (b *simBackend) Load(dev int, img *model.Container) (Module, error) {
	b.mu.Lock()
	prog, ok := b.progs[img]
	if !ok {
		if len(img.IR) == 0 {
			b.mu.Unlock()
			return nil, fmt.Errorf("the container has no LLVM IR for the simulator (rebuild with this mgpucc)")
		}
		var err error
		prog, err = sim.CompileText(string(img.IR))
		if err != nil {
			b.mu.Unlock()
			return nil, err
		}
		b.progs[img] = prog
	}
	b.mu.Unlock()
	m, err := b.devs[dev].Load(prog)
	if err != nil {
		return nil, err
	}
	return simModule{m}, nil
}

func (b *simBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	_, err := m.(simModule).m.Launch(kernel, sim.LaunchConfig{Grid: grid, Block: block, SharedBytes: sharedBytes, Args: args})
	return err
}

func (b *simBackend) Synchronize(dev int) error { return nil }
func (b *simBackend) Close() error              { return nil }
