package mgpu

import (
	"fmt"
	"syscall"

	"mgpucc/model"
)

// nullBackend has devices that hand out addresses but move no data and
// run no kernel: the runtime's own CPU cost is what remains to measure
// (the launch benchmark), and MGPU_BACKEND=null runs a program's control
// flow without devices.
type nullBackend struct {
	next   []DevPtr
	allocs []map[DevPtr]int64
}

// NewNullBackend makes n null devices.
func NewNullBackend(n int) Backend {
	b := &nullBackend{}
	for d := 0; d < n; d++ {
		b.next = append(b.next, DevPtr(d+1)<<40)
		b.allocs = append(b.allocs, map[DevPtr]int64{})
	}
	return b
}

func (b *nullBackend) Name() string { return "null" }
func (b *nullBackend) Devices() int { return len(b.next) }

func (b *nullBackend) Info(dev int) DeviceInfo {
	return virtualDeviceInfo("mgpu null device", 1<<40, dev)
}

func (b *nullBackend) Malloc(dev int, size int64) (DevPtr, error) {
	p := b.next[dev]
	b.next[dev] += DevPtr(size+4096+255) &^ 255
	b.allocs[dev][p] = size
	return p, nil
}

func (b *nullBackend) Free(dev int, p DevPtr) error {
	if _, ok := b.allocs[dev][p]; !ok {
		return fmt.Errorf("null device %d: free of 0x%x, not an allocation", dev, p)
	}
	delete(b.allocs[dev], p)
	return nil
}

// The null devices map nothing: pages of 2 MiB, a GPU's, so that the
// runtime's bookkeeping of partial instances costs what it would there.
func (b *nullBackend) PageSize(int) int64 { return nullPageSize }

func (b *nullBackend) Reserve(dev int, size int64) (DevPtr, error) {
	b.next[dev] = (b.next[dev] + nullPageSize - 1) &^ (nullPageSize - 1)
	return b.Malloc(dev, (size+nullPageSize-1)&^(nullPageSize-1))
}

func (b *nullBackend) Unreserve(dev int, p DevPtr) error { return b.Free(dev, p) }
func (b *nullBackend) Map(int, DevPtr, int64) error      { return nil }
func (b *nullBackend) Unmap(int, DevPtr, int64) error    { return nil }

const nullPageSize = 2 << 20

func (b *nullBackend) Write(int, DevPtr, []byte) error                             { return nil }
func (b *nullBackend) Read(int, DevPtr, []byte) error                              { return nil }
func (b *nullBackend) CopyPeer(int, DevPtr, int, DevPtr, int64) error              { return nil }
func (b *nullBackend) Memset(int, DevPtr, byte, int64) error                       { return nil }
func (b *nullBackend) Synchronize(int) error                                       { return nil }
func (b *nullBackend) Close() error                                                { return nil }
func (b *nullBackend) Load(int, *model.Container) (Module, error)                  { return nullModule{}, nil }
func (b *nullBackend) Launch(int, Module, string, Dim3, Dim3, int, [][]byte) error { return nil }

func (b *nullBackend) CopyPeer2D(int, DevPtr, int, DevPtr, int64, int64, int64) error { return nil }
func (b *nullBackend) Read2D(int, DevPtr, []byte, int64, int64, int64) error          { return nil }
func (b *nullBackend) Write2D(int, DevPtr, []byte, int64, int64, int64) error         { return nil }
func (b *nullBackend) CopiesBeside(int) error                                         { return nil }
func (b *nullBackend) JoinCopies(int) error                                           { return nil }

type nullModule struct{}

func (nullModule) Global(name string) (DevPtr, int64, error) { return 1 << 50, 1 << 20, nil }

func (nullModule) Attributes(kernel string) (FuncAttributes, error) {
	return FuncAttributes{MaxThreadsPerBlock: 1024, MaxDynamicSharedSizeBytes: virtualSharedPerBlock, PreferredShmemCarveout: -1}, nil
}

func (nullModule) SetAttribute(string, FuncAttribute, int) error { return nil }

// The null devices pin as the CUDA backend does (rank_staging.go's
// stager), and their copies to and from it are queued and done at once:
// the runtime then issues, and traces, the copies it queues on a GPU
// (memory_pinned.go), which is what the scaling study replays. Pin maps
// the memory outside Go's heap, as page-locked memory is on a GPU: the
// staging copies of a program's buffers then start no collection, whose
// marking would slow the launches measured beside it.
func (b *nullBackend) Pin(n int64) (*pinnedBuf, error) {
	m, err := syscall.Mmap(-1, 0, int(max(n, 1)), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, err
	}
	return &pinnedBuf{b: m[:n]}, nil
}

func (b *nullBackend) Unpin(p *pinnedBuf) error { return syscall.Munmap(p.b[:cap(p.b)]) }
func (b *nullBackend) Fence(int) (fence, error) { return nullFence{}, nil }

func (b *nullBackend) ReadPinned(int, DevPtr, int64, *pinnedBuf, int64, int64, int64) error {
	return nil
}

func (b *nullBackend) WritePinned(int, DevPtr, int64, *pinnedBuf, int64, int64, int64, int64) error {
	return nil
}

// nullFence is a point in a null device's work, which is always done.
type nullFence struct{}

func (nullFence) Done() (bool, error) { return true, nil }
func (nullFence) Wait() error         { return nil }
