package mgpu

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"mgpucc/mgpu/cuda"
	"mgpucc/model"
)

// cudaBackend drives GPUs through the CUDA driver API. Logical devices map
// to physical GPUs, repeats allowed (MGPU_DEVICES=0,0,0,0 is four logical
// devices on GPU 0): each physical GPU has one context (its primary one),
// each logical device its own stream and its own allocations, so logical
// devices on one GPU behave like separate GPUs.
type cudaBackend struct {
	gpus []*cudaGPU    // one per distinct physical GPU
	devs []*cudaDevice // one per logical device
	// modules caches loaded code by container and owner (see Load).
	modules map[cudaModuleKey]*cudaModule
	clock   cudaClock // kernel times on device 0 (backend_cuda_timing.go)
	ops     opClock   // the traced operations' times (backend_cuda_optimes.go)
}

type cudaGPU struct {
	ordinal int
	dev     cuda.Device
	ctx     cuda.Context
	info    DeviceInfo
	// maxPitch is the largest row pitch its 2-D copies may have.
	maxPitch int64
	// granularity is the page of its partial instances (0: it has none);
	// accessors are the GPUs that may access its pages: itself and the
	// peers that can (backend_cuda_partial.go).
	granularity int64
	accessors   []cuda.Device
	// fences are spare events for the staging of copies between ranks
	// (backend_cuda_staging.go).
	fences []cuda.Event
}

type cudaDevice struct {
	gpu    *cudaGPU
	stream cuda.Stream
	// order is recorded on stream so that another device's stream can wait
	// for this one's work up to that point.
	order cuda.Event
	// marked: order's last record is still a point after all of the
	// device's writes: since it, only waits for copies reading the device
	// were queued on stream (a copy out of it, a JoinCopies of a device it
	// is a source of). A copy out of the device then waits for that
	// record again instead of recording anew. quiet: nothing at all was
	// queued on stream since that record, so it is also after all of the
	// device's work: its CopiesBeside, whose copies must not overwrite
	// what that work still reads (the copies out of it included), waits
	// for it again too. The K80 node's hotspot at 16 GPUs records each
	// device's event once a step, not 2.9 times. Every operation queued
	// on stream but those waits clears both (wrote); the waits clear
	// quiet (waited).
	marked, quiet bool
	// copies queues the peer copies into the device between CopiesBeside
	// and JoinCopies (backend_cuda_beside.go), copied is recorded on it.
	copies cuda.Stream
	copied cuda.Event
	beside bool
	// sources are the devices the copies beside read from.
	sources []*cudaDevice
	// reservations are its partial instances (backend_cuda_partial.go).
	reservations []*cudaReservation
}

type cudaModuleKey struct {
	img   *model.Container
	gpu   *cudaGPU
	owner int // the logical device, or -1 when all devices on gpu share it
}

type cudaModule struct {
	gpu   *cudaGPU
	mod   cuda.Module
	code  string // what loadCode loaded
	funcs map[string]cuda.Function
}

// newCUDABackend opens the driver and sets up one logical device per
// entry of devices (physical GPU ordinals, repeats allowed); nil or empty
// means every GPU once. The error says when there is no driver, so the
// runtime can fall back to the simulator.
func newCUDABackend(devices []int) (Backend, error) {
	if err := cuda.Load(); err != nil {
		return nil, err
	}
	count, err := cuda.DeviceCount()
	if err != nil {
		return nil, err
	}
	if count == 0 {
		return nil, errors.New("cuda: the driver reports no GPU")
	}
	if len(devices) == 0 {
		for i := 0; i < count; i++ {
			devices = append(devices, i)
		}
	}
	b := &cudaBackend{modules: map[cudaModuleKey]*cudaModule{}}
	byOrdinal := map[int]*cudaGPU{}
	for _, ordinal := range devices {
		if ordinal < 0 || ordinal >= count {
			b.Close()
			return nil, fmt.Errorf("cuda: GPU %d does not exist: this node has GPUs 0 to %d (check MGPU_DEVICES)", ordinal, count-1)
		}
		gpu := byOrdinal[ordinal]
		if gpu == nil {
			if gpu, err = openGPU(ordinal); err != nil {
				b.Close()
				return nil, err
			}
			byOrdinal[ordinal] = gpu
			b.gpus = append(b.gpus, gpu)
		}
		d := &cudaDevice{gpu: gpu}
		if d.stream, err = gpu.ctx.NewStream(); err == nil {
			d.order, err = gpu.ctx.NewEvent(cuda.EventDisableTiming)
		}
		if err == nil {
			d.copies, err = gpu.ctx.NewStream()
		}
		if err == nil {
			d.copied, err = gpu.ctx.NewEvent(cuda.EventDisableTiming)
		}
		if err != nil {
			b.Close()
			return nil, err
		}
		b.devs = append(b.devs, d)
	}
	if err := b.enablePeerAccess(); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

func openGPU(ordinal int) (*cudaGPU, error) {
	dev, err := cuda.GetDevice(ordinal)
	if err != nil {
		return nil, err
	}
	info, err := deviceInfo(dev)
	if err != nil {
		return nil, err
	}
	maxPitch, err := dev.Attribute(cuda.AttrMaxPitch)
	if err != nil {
		return nil, err
	}
	// A GPU or driver without virtual memory management keeps every
	// instance whole.
	granularity, _ := dev.Granularity()
	ctx, err := dev.PrimaryContext()
	if err != nil {
		return nil, err
	}
	return &cudaGPU{ordinal: ordinal, dev: dev, ctx: ctx, info: info, maxPitch: int64(maxPitch),
		granularity: granularity, accessors: []cuda.Device{dev}}, nil
}

func deviceInfo(dev cuda.Device) (DeviceInfo, error) {
	var info DeviceInfo
	var err error
	if info.Name, err = dev.Name(); err != nil {
		return info, err
	}
	if info.TotalMem, err = dev.TotalMem(); err != nil {
		return info, err
	}
	var shared, constMem, sharedPerSM, sharedOptin, sharedReserved int
	ints := []struct {
		attr cuda.Attribute
		dst  *int
	}{
		{cuda.AttrMaxSharedMemoryPerBlock, &shared},
		{cuda.AttrMaxThreadsPerBlock, &info.MaxThreadsPerBlock},
		{cuda.AttrMaxBlockDimX, &info.MaxBlockDim[0]},
		{cuda.AttrMaxBlockDimY, &info.MaxBlockDim[1]},
		{cuda.AttrMaxBlockDimZ, &info.MaxBlockDim[2]},
		{cuda.AttrMaxGridDimX, &info.MaxGridDim[0]},
		{cuda.AttrMaxGridDimY, &info.MaxGridDim[1]},
		{cuda.AttrMaxGridDimZ, &info.MaxGridDim[2]},
		{cuda.AttrMultiprocessorCount, &info.MultiProcessors},
		{cuda.AttrComputeCapabilityMajor, &info.ComputeMajor},
		{cuda.AttrComputeCapabilityMinor, &info.ComputeMinor},
		{cuda.AttrWarpSize, &info.WarpSize},
		{cuda.AttrClockRate, &info.ClockRateKHz},
		{cuda.AttrMemoryClockRate, &info.MemoryClockRateKHz},
		{cuda.AttrGlobalMemoryBusWidth, &info.MemoryBusWidth},
		{cuda.AttrL2CacheSize, &info.L2CacheSize},
		{cuda.AttrMaxThreadsPerMultiprocessor, &info.MaxThreadsPerSM},
		{cuda.AttrTotalConstantMemory, &constMem},
		{cuda.AttrMaxRegistersPerBlock, &info.RegistersPerBlock},
		{cuda.AttrPCIBusID, &info.PCIBusID},
		{cuda.AttrPCIDeviceID, &info.PCIDevice},
	}
	for _, a := range ints {
		if *a.dst, err = dev.Attribute(a.attr); err != nil {
			return info, err
		}
	}
	// What only the occupancy calculator and the L2 hints need; drivers
	// older than CUDA 11 lack some, which then keep the values of compute
	// capability 7.0 (no L2 set-aside).
	sharedPerSM, sharedOptin, info.RegistersPerSM, info.MaxBlocksPerSM = 96<<10, shared, 64<<10, 32
	for _, a := range []struct {
		attr cuda.Attribute
		dst  *int
	}{
		{cuda.AttrMaxSharedMemoryPerSM, &sharedPerSM},
		{cuda.AttrSharedMemoryPerBlockOptin, &sharedOptin},
		{cuda.AttrReservedSharedPerBlock, &sharedReserved},
		{cuda.AttrMaxRegistersPerSM, &info.RegistersPerSM},
		{cuda.AttrMaxBlocksPerSM, &info.MaxBlocksPerSM},
		{cuda.AttrMaxPersistingL2CacheSize, &info.PersistingL2CacheMax},
		{cuda.AttrMaxAccessPolicyWindowSize, &info.AccessPolicyMaxWindow},
	} {
		if v, err := dev.Attribute(a.attr); err == nil {
			*a.dst = v
		}
	}
	info.SharedMemPerBlock, info.TotalConstMem = int64(shared), int64(constMem)
	info.SharedMemPerSM, info.SharedMemPerBlockOptin = int64(sharedPerSM), int64(sharedOptin)
	info.ReservedSharedMemPerBlock = int64(sharedReserved)
	for _, a := range []struct {
		attr cuda.Attribute
		dst  *bool
	}{{cuda.AttrConcurrentKernels, &info.ConcurrentKernels}, {cuda.AttrUnifiedAddressing, &info.UnifiedAddressing}} {
		v, err := dev.Attribute(a.attr)
		if err != nil {
			return info, err
		}
		*a.dst = v != 0
	}
	return info, nil
}

// The CUresults of cuCtxEnablePeerAccess that leave copies working (the
// driver stages them through the host instead).
const (
	cudaErrorPeerAccessUnsupported    = 217
	cudaErrorPeerAccessAlreadyEnabled = 704
	cudaErrorTooManyPeers             = 711
)

// enablePeerAccess lets every pair of distinct GPUs that can address each
// other copy directly (and lists each GPU's peers among the accessors of
// its pages).
func (b *cudaBackend) enablePeerAccess() error {
	for _, g := range b.gpus {
		for _, peer := range b.gpus {
			if g == peer {
				continue
			}
			can, err := g.dev.CanAccessPeer(peer.dev)
			if err != nil {
				return err
			}
			if !can {
				continue
			}
			peer.accessors = append(peer.accessors, g.dev)
			var driverErr *cuda.Error
			if err := g.ctx.EnablePeerAccess(peer.ctx); err != nil && !(errors.As(err, &driverErr) &&
				(driverErr.Code == cudaErrorPeerAccessUnsupported || driverErr.Code == cudaErrorPeerAccessAlreadyEnabled || driverErr.Code == cudaErrorTooManyPeers)) {
				return err
			}
		}
	}
	return nil
}

func (b *cudaBackend) Name() string { return "cuda" }

func (b *cudaBackend) Devices() int { return len(b.devs) }

func (b *cudaBackend) Info(dev int) DeviceInfo { return b.devs[dev].gpu.info }

func (b *cudaBackend) Malloc(dev int, size int64) (DevPtr, error) {
	// cuMemAlloc refuses 0 bytes; cudaMalloc(0) must still succeed.
	p, err := b.devs[dev].gpu.ctx.MemAlloc(max(size, 1))
	return DevPtr(p), err
}

func (b *cudaBackend) SetLimit(l Limit, v int64) error {
	for _, g := range b.gpus {
		if err := g.ctx.SetLimit(int(l), v); err != nil {
			return err
		}
	}
	return nil
}

func (b *cudaBackend) Free(dev int, p DevPtr) error {
	d := b.devs[dev]
	// Work queued on the stream may still use the memory.
	if err := d.stream.Synchronize(); err != nil {
		return err
	}
	return d.gpu.ctx.MemFree(cuda.Ptr(p))
}

func (b *cudaBackend) Write(dev int, dst DevPtr, src []byte) error {
	d := b.devs[dev]
	d.wrote()
	return b.timed(d, d.stream, func() error { return d.stream.CopyToDevice(cuda.Ptr(dst), src) })
}

func (b *cudaBackend) Read(dev int, src DevPtr, dst []byte) error {
	d := b.devs[dev]
	d.wrote()
	return b.timed(d, d.stream, func() error { return d.stream.CopyToHost(dst, cuda.Ptr(src)) })
}

// Read2D and Write2D copy the rows in one cuMemcpy2DAsync, or row by row
// at a pitch beyond the GPU's largest.
func (b *cudaBackend) Read2D(dev int, src DevPtr, host []byte, width, pitch, height int64) error {
	d := b.devs[dev]
	if pitch > d.gpu.maxPitch {
		return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return b.Read(dev, src+DevPtr(r*pitch), row) })
	}
	d.wrote()
	return b.timed(d, d.stream, func() error { return d.stream.CopyToHost2D(host, cuda.Ptr(src), width, pitch, height) })
}

func (b *cudaBackend) Write2D(dev int, dst DevPtr, host []byte, width, pitch, height int64) error {
	d := b.devs[dev]
	if pitch > d.gpu.maxPitch {
		return hostRows(host, width, pitch, height, func(r int64, row []byte) error { return b.Write(dev, dst+DevPtr(r*pitch), row) })
	}
	d.wrote()
	return b.timed(d, d.stream, func() error { return d.stream.CopyToDevice2D(cuda.Ptr(dst), host, width, pitch, height) })
}

// wrote says that an operation other than a wait for a copy reading the
// device was queued on its stream: order must be recorded anew.
func (d *cudaDevice) wrote() { d.marked, d.quiet = false, false }

// waited says that the device's stream now waits for a copy reading the
// device: order is still after its writes, not after its work.
func (d *cudaDevice) waited() { d.quiet = false }

// mark makes order a point on the device's stream after all of its
// writes so far (all of its work, with all): the last record where it
// still is one, else a new record.
func (d *cudaDevice) mark(all bool) error {
	if d.marked && (d.quiet || !all) {
		return nil
	}
	if err := d.order.Record(d.stream); err != nil {
		return err
	}
	d.marked, d.quiet = true, true
	return nil
}

// CopyPeer queues the copy on the destination's stream, ordered by
// orderedCopy.
func (b *cudaBackend) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	if n == 0 {
		return nil
	}
	return b.orderedCopy(dstDev, srcDev, func(q cuda.Stream, d, s *cudaDevice) error { return copy1D(q, d, dst, s, src, n) })
}

// CopyPeer2D queues one 2-D copy on the destination's stream, ordered as
// CopyPeer's: cuMemcpy2DAsync within a GPU, cuMemcpy3DPeerAsync (one slice
// deep) between GPUs. A contiguous rectangle is a 1-D copy; a pitch beyond
// either GPU's CU_DEVICE_ATTRIBUTE_MAX_PITCH, one 1-D copy per row.
func (b *cudaBackend) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	if width == 0 || height == 0 {
		return nil
	}
	if width == pitch || height == 1 {
		return b.CopyPeer(dstDev, dst, srcDev, src, width*height)
	}
	return b.orderedCopy(dstDev, srcDev, func(q cuda.Stream, d, s *cudaDevice) error {
		switch {
		case pitch > min(d.gpu.maxPitch, s.gpu.maxPitch):
			for r := int64(0); r < height; r++ {
				if err := copy1D(q, d, dst+DevPtr(r*pitch), s, src+DevPtr(r*pitch), width); err != nil {
					return err
				}
			}
			return nil
		case d.gpu == s.gpu:
			return q.Memcpy2D(cuda.Ptr(dst), pitch, cuda.Ptr(src), pitch, width, height)
		default:
			return q.MemcpyPeer2D(cuda.Ptr(dst), d.gpu.ctx, pitch, cuda.Ptr(src), s.gpu.ctx, pitch, width, height)
		}
	})
}

// orderedCopy has queue put a copy on the destination's stream after the
// source's earlier work, and makes the source's later work (which may
// overwrite src) wait for the copy: an event recorded on each stream,
// waited for by the other, with no host-wide synchronisation; the
// source's event is recorded only where it wrote since its last record
// (mark). Between
// CopiesBeside and JoinCopies the copy goes on the destination's copy
// stream instead, and the waits for it are JoinCopies'.
func (b *cudaBackend) orderedCopy(dstDev, srcDev int, queue func(q cuda.Stream, d, s *cudaDevice) error) error {
	d, s := b.devs[dstDev], b.devs[srcDev]
	q := d.stream
	if d.beside {
		q = d.copies
	}
	if d != s {
		if err := s.mark(false); err != nil {
			return err
		}
		if err := q.Wait(s.order); err != nil {
			return err
		}
	}
	issue := func() error { return queue(q, d, s) }
	if d.beside {
		if err := b.timed(d, q, issue); err != nil {
			return err
		}
		if d != s && !slices.Contains(d.sources, s) {
			d.sources = append(d.sources, s)
		}
		return nil
	}
	d.wrote()
	if err := b.timed(d, q, issue); err != nil || d == s {
		return err
	}
	if err := d.mark(false); err != nil {
		return err
	}
	s.waited()
	return s.stream.Wait(d.order)
}

// copy1D queues n bytes from s to d on q, one of d's streams, without
// ordering.
func copy1D(q cuda.Stream, d *cudaDevice, dst DevPtr, s *cudaDevice, src DevPtr, n int64) error {
	if d.gpu == s.gpu {
		return q.MemcpyDtoD(cuda.Ptr(dst), cuda.Ptr(src), n)
	}
	return q.MemcpyPeer(cuda.Ptr(dst), d.gpu.ctx, cuda.Ptr(src), s.gpu.ctx, n)
}

// CopiesBeside puts the peer copies into dev on its copy stream until
// JoinCopies: the copy stream first waits for dev's work so far.
func (b *cudaBackend) CopiesBeside(dev int) error {
	d := b.devs[dev]
	if d.beside {
		return fmt.Errorf("device %d: copies beside its work twice without JoinCopies (runtime bug)", dev)
	}
	if err := d.mark(true); err != nil {
		return err
	}
	if err := d.copies.Wait(d.order); err != nil {
		return err
	}
	d.beside, d.sources = true, d.sources[:0]
	return nil
}

// JoinCopies makes dev's stream, and the streams of the devices the copies
// beside it read from, wait for those copies.
func (b *cudaBackend) JoinCopies(dev int) error {
	d := b.devs[dev]
	if !d.beside {
		return nil
	}
	d.beside = false
	if err := d.copied.Record(d.copies); err != nil {
		return err
	}
	// The copies wrote the device; its sources' streams only wait for
	// the copies to have read them.
	d.wrote()
	if err := d.stream.Wait(d.copied); err != nil {
		return err
	}
	for _, s := range d.sources {
		s.waited()
		if err := s.stream.Wait(d.copied); err != nil {
			return err
		}
	}
	return nil
}

func (b *cudaBackend) Memset(dev int, dst DevPtr, value byte, n int64) error {
	if n == 0 {
		return nil
	}
	d := b.devs[dev]
	d.wrote()
	return d.stream.MemsetD8(cuda.Ptr(dst), value, n)
}

// ptxDefinesVariables matches a module-scope __device__ or __constant__
// variable in PTX (.global or .const state space outside any function).
var ptxDefinesVariables = regexp.MustCompile(`(?m)^\s*(?:\.(?:visible|extern|weak)\s+)*\.(?:global|const)\s`)

// Load loads the container's code: its machine code for the GPU's
// architecture where it has some (loadCode), else its PTX, which the
// driver compiles. Logical devices on one GPU share the loaded module
// when the PTX has no module-scope variables; otherwise each gets its own,
// so that its __device__ and __constant__ variables are its own, as on
// separate GPUs.
func (b *cudaBackend) Load(dev int, img *model.Container) (Module, error) {
	if len(img.PTX) == 0 {
		return nil, errors.New("cuda: the program carries no PTX: rebuild it with mgpucc")
	}
	d := b.devs[dev]
	key := cudaModuleKey{img: img, gpu: d.gpu, owner: -1}
	if ptxDefinesVariables.Match(img.PTX) {
		key.owner = dev
	}
	if m := b.modules[key]; m != nil {
		return m, nil
	}
	m := &cudaModule{gpu: d.gpu, funcs: map[string]cuda.Function{}}
	if err := m.loadCode(img); err != nil {
		return nil, err
	}
	b.modules[key] = m
	return m, nil
}

// loadCode loads the machine code of img that runs on m's GPU (sassFor),
// else img's PTX, and says which in m.code. Machine code the driver
// refuses (a container built with a newer ptxas than the driver knows)
// leaves the PTX to load, and the reason in m.code.
func (m *cudaModule) loadCode(img *model.Container) error {
	g := m.gpu
	refused := ""
	if s := sassFor(img.SASS, g.info.ComputeMajor, g.info.ComputeMinor); s != nil {
		mod, err := g.ctx.LoadImage(s.Cubin)
		if err == nil {
			m.mod, m.code = mod, s.Arch+" machine code"
			return nil
		}
		refused = fmt.Sprintf(" (its %s machine code refused: %v)", s.Arch, err)
	}
	mod, err := g.ctx.LoadImage(img.PTX)
	if err != nil {
		return fmt.Errorf("loading the PTX (%s) on GPU %d%s: %w", img.Arch, g.ordinal, refused, err)
	}
	m.mod, m.code = mod, "PTX compiled by the driver"+refused
	return nil
}

// sassFor returns the machine code among code that runs on a GPU of
// compute capability major.minor: made for its major version and a minor
// one no newer (sm_80's runs on an 8.6 GPU), the newest such; code for an
// architecture's own features (sm_90a) only on that architecture.
func sassFor(code []model.SASS, major, minor int) *model.SASS {
	var best *model.SASS
	bestMinor := -1
	for i := range code {
		name := strings.TrimPrefix(code[i].Arch, "sm_")
		own := strings.TrimRight(name, "af") != name
		n, err := strconv.Atoi(strings.TrimRight(name, "af"))
		if err != nil || n/10 != major || n%10 > minor || own && n%10 != minor {
			continue
		}
		if n%10 > bestMinor {
			best, bestMinor = &code[i], n%10
		}
	}
	return best
}

// Code says what was loaded: machine code for an architecture, or PTX
// the driver compiled (and why, when there was machine code).
func (m *cudaModule) Code() string { return m.code }

func (m *cudaModule) Global(name string) (DevPtr, int64, error) {
	p, n, err := m.mod.Global(name)
	return DevPtr(p), n, err
}

// function returns a kernel of the module, the same handle every time:
// attributes set on it hold for its launches.
func (m *cudaModule) function(kernel string) (cuda.Function, error) {
	f, ok := m.funcs[kernel]
	if !ok {
		var err error
		if f, err = m.mod.Function(kernel); err != nil {
			return f, fmt.Errorf("kernel %s: %w", kernel, err)
		}
		m.funcs[kernel] = f
	}
	return f, nil
}

func (m *cudaModule) Attributes(kernel string) (FuncAttributes, error) {
	var a FuncAttributes
	f, err := m.function(kernel)
	if err != nil {
		return a, err
	}
	for _, attr := range []struct {
		attr cuda.FunctionAttribute
		dst  *int
	}{
		{cuda.FuncMaxThreadsPerBlock, &a.MaxThreadsPerBlock},
		{cuda.FuncSharedSizeBytes, &a.SharedSizeBytes},
		{cuda.FuncConstSizeBytes, &a.ConstSizeBytes},
		{cuda.FuncLocalSizeBytes, &a.LocalSizeBytes},
		{cuda.FuncNumRegs, &a.NumRegs},
		{cuda.FuncPTXVersion, &a.PTXVersion},
		{cuda.FuncBinaryVersion, &a.BinaryVersion},
		{cuda.FuncCacheModeCA, &a.CacheModeCA},
		{cuda.FuncMaxDynamicSharedSizeBytes, &a.MaxDynamicSharedSizeBytes},
		{cuda.FuncPreferredSharedMemoryCarveout, &a.PreferredShmemCarveout},
	} {
		if *attr.dst, err = f.Attribute(attr.attr); err != nil {
			return a, fmt.Errorf("kernel %s: %w", kernel, err)
		}
	}
	return a, nil
}

func (m *cudaModule) SetAttribute(kernel string, attr FuncAttribute, value int) error {
	f, err := m.function(kernel)
	if err != nil {
		return err
	}
	return f.SetAttribute(cuda.FunctionAttribute(attr), value)
}

func (b *cudaBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	d := b.devs[dev]
	cm, ok := m.(*cudaModule)
	if !ok || cm.gpu != d.gpu {
		return fmt.Errorf("cuda: launch of %s on device %d with a module not loaded for its GPU", kernel, dev)
	}
	f, err := cm.function(kernel)
	if err != nil {
		return err
	}
	d.wrote()
	return b.timed(d, d.stream, func() error {
		if dev == 0 && b.clock.on {
			return b.launchTimed(d, f, kernel, grid, block, sharedBytes, args)
		}
		return f.Launch(d.stream, grid, block, sharedBytes, args)
	})
}

func (b *cudaBackend) Synchronize(dev int) error { return b.devs[dev].stream.Synchronize() }

// Close waits for all work and releases what the backend created.
func (b *cudaBackend) Close() error {
	var errs []error
	for _, d := range b.devs {
		errs = append(errs, d.stream.Synchronize(), d.copies.Synchronize())
	}
	errs = append(errs, b.closeClock(), b.closeOps())
	for _, d := range b.devs {
		errs = append(errs, d.order.Destroy(), d.stream.Destroy(), d.copied.Destroy(), d.copies.Destroy())
	}
	for _, m := range b.modules {
		errs = append(errs, m.mod.Unload())
	}
	for _, g := range b.gpus {
		for _, e := range g.fences {
			errs = append(errs, e.Destroy())
		}
		errs = append(errs, g.dev.ReleasePrimaryContext())
	}
	b.devs, b.modules, b.gpus = nil, nil, nil
	return errors.Join(errs...)
}

// PhysicalGPU returns the ordinal of the GPU logical device dev runs on
// (sharedGPUs).
func (b *cudaBackend) PhysicalGPU(dev int) int { return b.devs[dev].gpu.ordinal }
