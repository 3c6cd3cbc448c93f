// Package mgpu is the runtime every mgpucc program links: it presents the
// node's GPUs (or simulated ones) to a single-GPU CUDA program as one
// device, keeps one instance of each buffer per device coherent with a
// tracker, and splits kernel launches over the devices as their
// descriptors allow (docs/runtime.md). The C API in mgpu/capi wraps it.
package mgpu

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/btree"

	"mgpucc/mgpu/cuda"
	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

// MaxDevices is the most logical devices a runtime drives: the tracker's
// holder sets are 64-bit masks, and the last bit is the host's.
const MaxDevices = hostSlot

// DefaultSimDevices is the simulated device count when MGPU_DEVICES is unset.
const DefaultSimDevices = 4

// Config says which backend to drive and what to report. ConfigFromEnv
// reads it from the MGPU_* environment variables.
type Config struct {
	// Backend, when set, is used as is and Kind/Devices are ignored.
	Backend Backend
	Kind    string // MGPU_BACKEND: auto (default), cuda, sim or null
	Devices string // MGPU_DEVICES: a count, or physical ids ("0,0,1,1", "0", "2,")
	Stats   string // MGPU_STATS: "1" prints a table at Close, else a JSON file
	Trace   string // MGPU_TRACE: a Chrome/Perfetto trace file written at Close
	Debug   string // MGPU_DEBUG: comma-separated notransfers, nopatterns
	Oracle  string // MGPU_ORACLE: "1" counts the peer bytes the parts need (oracle.go; simulator only)
	Split   string // MGPU_SPLIT: adaptive, always or never (adaptive.go)
	Link    string // MGPU_LINK: "bw_GBps,latency_us[,launch_us]" instead of probing the links
	Timings string // MGPU_KERNEL_TIMES: "name=us_per_block,...", kernel times where the backend measures none
	Memory  string // MGPU_MEMORY: auto, whole or partial instances (partial.go)
	// DeviceMemory is MGPU_DEVICE_MEMORY: the memory each device may use
	// (a simulated device's size; a share of a GPU).
	DeviceMemory string
	// SimPage is MGPU_SIM_PAGE: the simulated devices' page, the unit
	// partial instances map (default 4 KiB).
	SimPage string
	Log     io.Writer
}

// ConfigFromEnv reads the MGPU_* environment variables.
func ConfigFromEnv() Config {
	return Config{
		Kind:         os.Getenv("MGPU_BACKEND"),
		Devices:      os.Getenv("MGPU_DEVICES"),
		Stats:        os.Getenv("MGPU_STATS"),
		Trace:        os.Getenv("MGPU_TRACE"),
		Debug:        os.Getenv("MGPU_DEBUG"),
		Oracle:       os.Getenv("MGPU_ORACLE"),
		Split:        os.Getenv("MGPU_SPLIT"),
		Link:         os.Getenv("MGPU_LINK"),
		Timings:      os.Getenv("MGPU_KERNEL_TIMES"),
		Memory:       os.Getenv("MGPU_MEMORY"),
		DeviceMemory: os.Getenv("MGPU_DEVICE_MEMORY"),
		SimPage:      os.Getenv("MGPU_SIM_PAGE"),
	}
}

// parseDevices reads MGPU_DEVICES: "" (nil, 0); a count ("8": nil, 8);
// physical ids with repeats ("0,0,1": [0 0 1], 3), one id ending with a
// comma ("2,": [2], 1); or "0", GPU 0 alone (no count is 0: CUDA's
// CUDA_VISIBLE_DEVICES=0 habit).
func parseDevices(s string) ([]int, int, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return nil, 0, nil
	case s == "0":
		return []int{0}, 1, nil
	case !strings.Contains(s, ","):
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > MaxDevices {
			return nil, 0, fmt.Errorf("MGPU_DEVICES=%q: want a device count from 1 to %d, or device ids separated by commas (0,0,1,1; one id alone: 0 or 2,)", s, MaxDevices)
		}
		return nil, n, nil
	}
	var ids []int
	fields := strings.Split(s, ",")
	if len(fields) == 2 && strings.TrimSpace(fields[1]) == "" {
		fields = fields[:1] // "2,": the list of one id
	}
	for _, f := range fields {
		id, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || id < 0 {
			return nil, 0, fmt.Errorf("MGPU_DEVICES=%q: %q is not a device id (want e.g. 0,0,1,1)", s, f)
		}
		ids = append(ids, id)
	}
	if len(ids) > MaxDevices {
		return nil, 0, fmt.Errorf("MGPU_DEVICES=%q: %d devices, at most %d", s, len(ids), MaxDevices)
	}
	return ids, len(ids), nil
}

// openBackend picks and starts the backend a Config names.
func openBackend(cfg Config, log io.Writer) (Backend, error) {
	ids, count, err := parseDevices(cfg.Devices)
	if err != nil {
		return nil, err
	}
	cudaIDs := ids
	if cudaIDs == nil && count > 0 {
		for i := 0; i < count; i++ {
			cudaIDs = append(cudaIDs, i)
		}
	}
	if count == 0 {
		count = DefaultSimDevices
	}
	switch kind := strings.TrimSpace(cfg.Kind); kind {
	case "cuda":
		return newCUDABackend(cudaIDs)
	case "sim":
		return newSimBackend(count, cfg.DeviceMemory, cfg.SimPage)
	case "null":
		return NewNullBackend(count), nil
	case "", "auto":
		b, err := newCUDABackend(cudaIDs)
		if err == nil && b.Devices() > 0 {
			return b, nil
		}
		reason := "0 devices"
		if err != nil {
			reason = err.Error()
			// When the node has GPUs, just not the ones asked for, the
			// request is wrong: no fallback to the simulator.
			if cudaIDs != nil {
				if all, allErr := newCUDABackend(nil); allErr == nil {
					all.Close()
					return nil, err
				}
			}
		} else {
			b.Close()
		}
		fmt.Fprintf(log, "mgpu: no CUDA device (%s); using %d simulated devices\n", reason, count)
		return newSimBackend(count, cfg.DeviceMemory, cfg.SimPage)
	default:
		return nil, fmt.Errorf("MGPU_BACKEND=%q: want auto, cuda, sim or null", kind)
	}
}

// Runtime is one instance of the runtime: the devices of a backend, the
// virtual buffers on them, the registered code and the statistics. All
// methods are safe for concurrent use.
type Runtime struct {
	mu      sync.Mutex
	be      Backend
	ndev    int
	log     io.Writer
	cfg     Config
	debug   debugFlags
	sticky  *Error
	buffers *btree.BTreeG[*buffer]
	hosts   *btree.BTreeG[hostRange]
	images  []*Image
	symbols map[uintptr]*symbol
	kernels map[string]*kernel // by mangled name
	streams map[uintptr]*stream
	special [3]stream // the default, legacy and per-thread streams' hints
	events  map[uintptr]*event
	handle  uintptr
	stats   *stats
	trace   *tracer
	// pins is page-locked staging memory to free once the copies reading
	// it are done (memory_pinned.go).
	pins []retiredPin
	// spare is page-locked staging memory whose copies are done, kept
	// for the next staging: spareBytes in all.
	spare      []*pinnedBuf
	spareBytes int64
	start      time.Time
	scratch    launchScratch
	pivot      buffer // the search key of resolve
	closed     bool

	textures textureTable // texture objects (texture.go)
	adapt    adaptive     // MGPU_SPLIT's model (adaptive.go)
	mem      deviceMemory // MGPU_MEMORY, and what the buffers take of the devices (partial.go)
}

type debugFlags struct {
	noTransfers bool // β: track and plan, but move no data
	noPatterns  bool // γ: neither track nor move data
	noWarm      bool // Warm does nothing: a process's first launch runs cold
}

func parseDebug(s string) (debugFlags, error) {
	var d debugFlags
	for _, f := range strings.Split(s, ",") {
		switch strings.TrimSpace(f) {
		case "":
		case "notransfers":
			d.noTransfers = true
		case "nopatterns":
			d.noPatterns = true
		case "nowarm":
			d.noWarm = true
		default:
			return d, fmt.Errorf("MGPU_DEBUG=%q: unknown flag %q (want notransfers, nopatterns, nowarm)", s, f)
		}
	}
	return d, nil
}

// New starts a runtime. Errors are *Error with ErrorInitializationError
// (bad configuration), ErrorNoDevice or ErrorInvalidDevice.
func New(cfg Config) (*Runtime, error) {
	log := cfg.Log
	if log == nil {
		log = os.Stderr
	}
	debug, err := parseDebug(cfg.Debug)
	if err != nil {
		return nil, wrap(ErrorInitializationError, err, "bad configuration")
	}
	memory, err := parseMemory(cfg.Memory)
	if err != nil {
		return nil, wrap(ErrorInitializationError, err, "bad configuration")
	}
	limit, err := parseBytes(cfg.DeviceMemory)
	if err != nil {
		return nil, wrap(ErrorInitializationError, fmt.Errorf("MGPU_DEVICE_MEMORY=%q: %w", cfg.DeviceMemory, err), "bad configuration")
	}
	be := cfg.Backend
	if be == nil {
		be, err = openBackend(cfg, log)
		if err == nil {
			// Under mpirun, every rank's devices (backend_ranks.go).
			local := be
			if be, err = joinRanks(local, cfg.Timings, log); err != nil {
				local.Close()
			}
		}
		if err != nil {
			code := CodeOf(err)
			if code == ErrorUnknown {
				code = ErrorInitializationError
			}
			return nil, wrap(code, err, "cannot start the %q backend", cfg.Kind)
		}
	}
	n := be.Devices()
	if n < 1 || n > MaxDevices {
		be.Close()
		return nil, errorf(ErrorNoDevice, "backend %s has %d devices; need 1 to %d", be.Name(), n, MaxDevices)
	}
	rt := &Runtime{
		be: be, ndev: n, log: log, cfg: cfg, debug: debug,
		buffers: btree.NewG(16, func(a, b *buffer) bool { return a.base < b.base }),
		hosts:   btree.NewG(16, hostRangeLess),
		symbols: map[uintptr]*symbol{},
		kernels: map[string]*kernel{},
		streams: map[uintptr]*stream{},
		events:  map[uintptr]*event{},
		handle:  0x1000,
		stats:   newStats(),
		start:   time.Now(),
		mem:     newDeviceMemory(memory, be, n, limit),
	}
	if memory == memoryPartial && rt.mem.pb == nil && n > 1 {
		// Asked for, and not given: the program would see less memory
		// than it was told to expect, without a word.
		fmt.Fprintf(log, "mgpu: MGPU_MEMORY=partial: not every device can hold part of a buffer (other ranks' devices under mpirun cannot, nor a GPU without virtual memory management); every buffer is whole on each device, and the program's device has %d MiB\n",
			rt.mem.smallest>>20)
	}
	if cfg.Trace != "" {
		if rt.trace, err = newTracer(n, be); err != nil {
			be.Close()
			return nil, wrap(ErrorInitializationError, err, "MGPU_TRACE: timing the devices' operations")
		}
		rt.mem.trace = rt.trace
	}
	if rt.adapt, err = newAdaptive(cfg, be, n); err != nil {
		be.Close()
		return nil, wrap(ErrorInitializationError, err, "bad configuration")
	}
	if err := rt.startOracle(cfg.Oracle); err != nil {
		be.Close()
		return nil, wrap(ErrorInitializationError, err, "bad configuration")
	}
	return rt, nil
}

// Devices returns the number of logical devices.
func (rt *Runtime) Devices() int { return rt.ndev }

// BackendName returns the backend's name.
func (rt *Runtime) BackendName() string { return rt.be.Name() }

// Info returns the properties of logical device 0, with the total memory
// of the smallest device when every buffer has a whole instance on each,
// or of all of them when buffers may be partial (partial.go): the
// program's one device then holds what the devices hold together.
func (rt *Runtime) Info() DeviceInfo {
	info := rt.be.Info(0)
	info.TotalMem = rt.mem.smallest
	if rt.mem.pb != nil {
		info.TotalMem = rt.mem.total
	}
	return info
}

// SetLimit sets a device limit on every device, where the backend's
// devices take it (the simulator its heap, a GPU all three): the
// program's one device is all of them.
func (rt *Runtime) SetLimit(l Limit, v int64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	ls, ok := rt.be.(limitSetter)
	if !ok {
		return nil
	}
	if err := ls.SetLimit(l, v); err != nil {
		return errorf(ErrorInvalidValue, "cudaDeviceSetLimit(%d, %d): %v", int(l), v, err)
	}
	return nil
}

// enter takes the lock and returns the sticky error, if any.
func (rt *Runtime) enter() error {
	rt.mu.Lock()
	rt.mem.pins = rt.mem.pins[:0]
	if rt.closed {
		return errorf(ErrorInitializationError, "the runtime is closed")
	}
	if rt.sticky != nil {
		return rt.sticky
	}
	return nil
}

// Sticky returns the fault that every call returns until a reset, or nil.
func (rt *Runtime) Sticky() error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.sticky == nil {
		return nil
	}
	return rt.sticky
}

// fault records a kernel or copy failure of the backend: it is sticky.
func (rt *Runtime) fault(err error, format string, args ...any) error {
	e := wrap(faultCode(err), err, format, args...)
	rt.sticky = e
	return e
}

// faultCode is the error CUDA gives for the failure err of a backend: a
// kernel's illegal or misaligned address, or failed assert (the driver's
// codes are the runtime's), else a launch failure.
func faultCode(err error) Code {
	var fault *sim.LaunchError
	var driver *cuda.Error
	code := CodeOf(err)
	switch {
	case errors.As(err, &fault):
		code = [...]Code{sim.FaultLaunch: ErrorLaunchFailure, sim.FaultAddress: ErrorIllegalAddress,
			sim.FaultMisaligned: ErrorMisalignedAddress, sim.FaultAssert: ErrorAssert}[fault.Kind]
	case errors.As(err, &driver):
		code = Code(driver.Code)
	}
	if !code.Sticky() {
		return ErrorLaunchFailure
	}
	return code
}

// Synchronize waits for the work of every device; managed memory is then
// current on the host.
func (rt *Runtime) Synchronize() error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	return rt.syncHost()
}

// syncHost is a synchronisation of the host with the devices: it waits
// for every device and makes managed memory current on the host.
func (rt *Runtime) syncHost() error {
	if err := rt.syncAll(); err != nil {
		return err
	}
	return rt.syncManaged()
}

func (rt *Runtime) syncAll() error {
	for d := 0; d < rt.ndev; d++ {
		if err := rt.be.Synchronize(d); err != nil {
			return rt.fault(err, "device %d", d)
		}
	}
	return rt.reclaimPins(true) // every fence is done: the waits return at once
}

// Reset frees every buffer, streams and events and forgets the sticky
// error and the launch plans, as cudaDeviceReset does. Registered code
// and the statistics stay.
func (rt *Runtime) Reset() error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.sticky = nil
	first := rt.destroyTextures()
	for _, b := range rt.allocations() {
		if err := rt.freeBuffer(b); err != nil && first == nil {
			first = err
		}
	}
	if err := rt.releasePins(); err != nil && first == nil {
		first = err
	}
	for _, k := range rt.kernels {
		k.plans = map[string]*plan{}
	}
	clear(rt.streams)
	rt.special = [3]stream{}
	clear(rt.events)
	return first
}

// Close frees every buffer, writes the statistics and trace the Config
// asks for and closes the backend. The runtime is unusable afterwards.
func (rt *Runtime) Close() error {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.closed {
		return nil
	}
	rt.closed = true
	var errs []error
	// The reports first, while the buffers (their trackers) still live.
	if err := rt.writeReports(); err != nil {
		errs = append(errs, err)
	}
	for _, b := range rt.allocations() {
		if err := rt.freeBuffer(b); err != nil {
			errs = append(errs, err)
		}
	}
	if err := rt.releasePins(); err != nil {
		errs = append(errs, err)
	}
	if err := rt.be.Close(); err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// allocations returns the buffers from cudaMalloc and cudaMallocManaged:
// the others are device variables, which stay as long as their modules.
func (rt *Runtime) allocations() []*buffer {
	var bs []*buffer
	rt.buffers.Ascend(func(b *buffer) bool {
		if b.variable == nil {
			bs = append(bs, b)
		}
		return true
	})
	return bs
}

// Image is a translation unit's device code (an mgpucc container), loaded
// on each device the first time it is needed.
type Image struct {
	Container *model.Container
	mods      []Module
	// vars are the variables a launch makes fresh on its devices: the
	// __device__ ones, and the __constant__ ones the program took the
	// address of.
	vars []*symbol
	// quiet says, once asked (quietCode), whether the code does nothing
	// but compute and touch memory: 0 not asked yet, 1 yes, 2 no.
	quiet int8
	// varKinds are the model's SharedVars and ManagedVars, read at the
	// first variable the host registers (varKind).
	varKinds map[string]varKind
}

// varKind is what the model says of a variable the host registers.
type varKind int8

const (
	plainVar varKind = iota
	// sharedVar: one of the image's __shared__ variables, which the host
	// code registers where the program declares them __device__
	// __shared__: each block's own memory, no instance of which a program
	// can copy to, nor a launch keep fresh.
	sharedVar
	// managedVar: a __managed__ variable, whose host copy the program
	// reads and writes directly.
	managedVar
)

// varKind returns what the model says of img's variable name.
func (img *Image) varKind(name string) varKind {
	if img.varKinds == nil {
		img.varKinds = map[string]varKind{}
		var m struct {
			SharedVars  []string `json:"shared_vars"`
			ManagedVars []string `json:"managed_vars"`
		}
		if img.Container != nil && json.Unmarshal(img.Container.Model, &m) == nil {
			for _, v := range m.SharedVars {
				img.varKinds[v] = sharedVar
			}
			for _, v := range m.ManagedVars {
				img.varKinds[v] = managedVar
			}
		}
	}
	return img.varKinds[name]
}

// effects are the PTX names of what device code may do besides touching
// the memory the analysis describes: print, assert, trap, stop for a
// debugger, allocate from the device heap.
var effects = [][]byte{[]byte("vprintf"), []byte("__assertfail"), []byte("trap;"), []byte("brkpt;"), []byte("malloc")}

// quietCode reports whether img's code has none of the effects above (a
// container without PTX, as tests make, is not known to be quiet).
func (img *Image) quietCode() bool {
	if img.quiet == 0 {
		img.quiet = 2
		if c := img.Container; c != nil && len(c.PTX) > 0 && !slices.ContainsFunc(effects, func(e []byte) bool { return bytes.Contains(c.PTX, e) }) {
			img.quiet = 1
		}
	}
	return img.quiet == 1
}

// AddImage registers a container; its code is loaded on first use.
func (rt *Runtime) AddImage(c *model.Container) *Image {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	img := &Image{Container: c, mods: make([]Module, rt.ndev)}
	rt.images = append(rt.images, img)
	return img
}

// module returns img loaded on dev, and records what the device runs
// where the backend says (a GPU's: machine code or compiled PTX).
func (rt *Runtime) module(img *Image, dev int) (Module, error) {
	if img.mods[dev] == nil {
		start := time.Now()
		m, err := rt.be.Load(dev, img.Container)
		if err != nil {
			return nil, wrap(ErrorInvalidKernelImage, err, "loading device code on device %d", dev)
		}
		img.mods[dev] = m
		if c, ok := m.(interface{ Code() string }); ok {
			rt.stats.code = append(rt.stats.code, CodeStats{Device: dev, Image: slices.Index(rt.images, img), Code: c.Code(),
				LoadMS: float64(time.Since(start).Nanoseconds()) / 1e6})
			rt.trace.load(start, dev, c.Code())
		}
	}
	return img.mods[dev], nil
}

// nextHandle makes an opaque handle for streams and events (never one of
// CUDA's special stream values 0, 1 and 2).
func (rt *Runtime) nextHandle() uintptr {
	rt.handle += 16
	return rt.handle
}
