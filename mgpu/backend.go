package mgpu

import "mgpucc/model"

// DevPtr is an address in one device's memory.
type DevPtr uint64

// Dim3 is a grid or block extent in CUDA order: x, y, z.
type Dim3 [3]int

// DeviceInfo is what cudaGetDeviceProperties reports for a device.
type DeviceInfo struct {
	Name                string
	TotalMem            int64
	SharedMemPerBlock   int64
	MaxThreadsPerBlock  int
	MaxBlockDim         Dim3
	MaxGridDim          Dim3
	MultiProcessors     int
	ComputeMajor        int
	ComputeMinor        int
	WarpSize            int
	ClockRateKHz        int
	MemoryClockRateKHz  int
	MemoryBusWidth      int
	L2CacheSize         int
	MaxThreadsPerSM     int
	TotalConstMem       int64
	RegistersPerBlock   int
	ConcurrentKernels   bool
	UnifiedAddressing   bool
	PCIBusID, PCIDevice int
	// What the occupancy calculation needs of a multiprocessor.
	SharedMemPerSM            int64
	SharedMemPerBlockOptin    int64 // the most one block may use, opting in
	ReservedSharedMemPerBlock int64 // taken by the system from every block
	RegistersPerSM            int
	MaxBlocksPerSM            int
	// The L2 cache's set-aside for persisting accesses and the largest
	// access policy window (cudaStreamSetAttribute's hints).
	PersistingL2CacheMax  int
	AccessPolicyMaxWindow int
}

// FuncAttributes is what cudaFuncGetAttributes reports of a kernel.
type FuncAttributes struct {
	MaxThreadsPerBlock        int
	SharedSizeBytes           int // static shared memory per block
	ConstSizeBytes            int
	LocalSizeBytes            int // per thread
	NumRegs                   int // per thread
	PTXVersion                int // major*10 + minor
	BinaryVersion             int
	CacheModeCA               int
	MaxDynamicSharedSizeBytes int
	PreferredShmemCarveout    int // percent of the shared memory; -1: no preference
}

// FuncAttribute is a kernel attribute cudaFuncSetAttribute sets (the
// runtime's cudaFuncAttribute and the driver's CUfunction_attribute have
// the same values).
type FuncAttribute int

// The settable attributes.
const (
	FuncAttrMaxDynamicSharedMemorySize    FuncAttribute = 8
	FuncAttrPreferredSharedMemoryCarveout FuncAttribute = 9
)

// Backend is a set of logical devices the runtime drives: the CUDA driver
// (backend_cuda.go), the simulator (backend_sim.go) or the null backend of
// the benchmarks. Work on one device runs in issue order (one stream per
// device). The runtime serialises calls; a backend need not be re-entrant.
type Backend interface {
	Name() string
	Devices() int
	Info(dev int) DeviceInfo

	Malloc(dev int, size int64) (DevPtr, error)
	Free(dev int, p DevPtr) error
	// Write copies host bytes to a device; src may be reused on return.
	Write(dev int, dst DevPtr, src []byte) error
	// Read copies device bytes to the host after the device's earlier work.
	Read(dev int, src DevPtr, dst []byte) error
	// CopyPeer copies n bytes between devices, ordered after the earlier
	// work of both devices and before the later work of both (the source
	// device's next kernel may overwrite what is being copied), without a
	// host-wide synchronisation. dstDev == srcDev is a copy within one
	// device (cudaMemcpy device to device).
	CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error
	// CopyPeer2D copies height rows of width bytes, the rows pitch bytes
	// apart in both buffers (width <= pitch), between devices, ordered as
	// CopyPeer is: one call where a column or sub-rectangle of a row-major
	// array would otherwise take one CopyPeer per row.
	CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error
	Memset(dev int, dst DevPtr, value byte, n int64) error

	// Load makes a translation unit's device code available on a device.
	Load(dev int, img *model.Container) (Module, error)
	// Launch starts a kernel (asynchronously where the backend can). args
	// holds each parameter's bytes as the C ABI lays them out; the runtime
	// reuses them after Launch returns. Errors of the kernel itself may
	// surface here or from a later Synchronize.
	Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error
	Synchronize(dev int) error
	Close() error
}

// Limit is a device limit of cudaDeviceSetLimit that reaches the devices,
// numbered as CUDA numbers them.
type Limit int

const (
	LimitStackSize      Limit = 0 // bytes of stack of a GPU thread
	LimitPrintfFifoSize Limit = 1 // bytes of the buffer of device printf
	LimitMallocHeapSize Limit = 2 // bytes of the heap of malloc in device code
)

// limitSetter is a backend whose devices take CUDA's limits, before the
// first kernel that needs them.
type limitSetter interface {
	SetLimit(l Limit, v int64) error
}

// hostCopier2D is a backend that moves height rows of width bytes, pitch
// apart in the device's memory and in the host's (whose copy of a buffer
// is laid out as the buffer), between a device and the host in one call:
// a device's rows of each plane of a 3-D array split along its rows, read
// back whole, are one copy, not one per plane. The CUDA backend
// (cuMemcpy2DAsync), the simulator and the null backend; the runtime
// copies row by row on another. host holds the rows from its start.
type hostCopier2D interface {
	Read2D(dev int, src DevPtr, host []byte, width, pitch, height int64) error
	Write2D(dev int, dst DevPtr, host []byte, width, pitch, height int64) error
}

// copierBeside is a backend that can run a device's incoming peer copies
// beside its work (halo.go overlaps a part's copies with its interior
// blocks): the CUDA backend (a second stream per device), and the
// simulator and the null backend, which run every call in order but take
// the calls so that the runtime's trace holds them.
type copierBeside interface {
	// CopiesBeside starts queueing the peer copies into dev apart from
	// its work: each still follows the earlier work of both devices, but
	// dev's work issued until JoinCopies(dev) does not wait for them (the
	// runtime issues there only kernels reading nothing they write).
	CopiesBeside(dev int) error
	// JoinCopies ends CopiesBeside: dev's later work, and that of every
	// device those copies read from, waits for them.
	JoinCopies(dev int) error
}

// PartialBackend is a backend whose buffers may have partial instances: a
// range of addresses reserved whole on a device, with memory behind only
// the pages the device uses (CUDA's virtual memory management, the
// simulator's reservations), so that a device holds only the parts of a
// buffer its parts of launches touch (partial.go). Work on a device is
// ordered with Map and Unmap as with the other calls: Map completes before
// the device's later work uses the pages, Unmap after its earlier work.
type PartialBackend interface {
	// PageSize is the granularity of Map and Unmap on dev, a power of
	// two; 0 when dev cannot map pages (every instance is then whole).
	PageSize(dev int) int64
	// Reserve reserves size bytes of addresses on dev (whole pages), page
	// aligned, with no memory behind them.
	Reserve(dev int, size int64) (DevPtr, error)
	// Map puts memory behind [p, p+n), whole pages of a reservation not
	// mapped yet; its bytes are undefined. Out of memory is an *Error
	// with ErrorMemoryAllocation.
	Map(dev int, p DevPtr, n int64) error
	// Unmap takes the memory from [p, p+n), whole mapped pages.
	Unmap(dev int, p DevPtr, n int64) error
	// Unreserve releases a reservation and what is mapped into it.
	Unreserve(dev int, p DevPtr) error
}

// Module is a loaded translation unit on one device.
type Module interface {
	// Global returns the device address and size of a __device__ or
	// __constant__ variable, by its device-side (mangled) name.
	Global(name string) (DevPtr, int64, error)
	// Attributes returns a kernel's attributes, as set by SetAttribute.
	Attributes(kernel string) (FuncAttributes, error)
	// SetAttribute sets a kernel attribute for its later launches (the
	// runtime has checked the value).
	SetAttribute(kernel string, attr FuncAttribute, value int) error
}
