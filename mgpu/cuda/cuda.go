// Package cuda is a thin binding of the CUDA driver API, loaded at run time
// with dlopen("libcuda.so.1"): building it needs no CUDA headers or
// libraries, and a program that never asks for a GPU runs where there is
// none. The driver types are declared here from their documented ABI.
//
// A CUDA context is current per OS thread while goroutines move between
// threads, so every call that needs a context takes it and makes it current
// inside the same C call.
package cuda

/*
#cgo LDFLAGS: -ldl
#include "shim.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"
)

// Library is the shared object the driver API is loaded from.
const Library = "libcuda.so.1"

// Attribute is a CUdevice_attribute value (CUDA driver API documentation,
// "Data types used by CUDA driver").
type Attribute int

// The attributes the runtime reports.
const (
	AttrMaxThreadsPerBlock          Attribute = 1
	AttrMaxBlockDimX                Attribute = 2
	AttrMaxBlockDimY                Attribute = 3
	AttrMaxBlockDimZ                Attribute = 4
	AttrMaxGridDimX                 Attribute = 5
	AttrMaxGridDimY                 Attribute = 6
	AttrMaxGridDimZ                 Attribute = 7
	AttrMaxPitch                    Attribute = 11 // the largest pitch of a 2-D copy
	AttrMaxSharedMemoryPerBlock     Attribute = 8
	AttrTotalConstantMemory         Attribute = 9
	AttrWarpSize                    Attribute = 10
	AttrMaxRegistersPerBlock        Attribute = 12
	AttrClockRate                   Attribute = 13
	AttrMultiprocessorCount         Attribute = 16
	AttrConcurrentKernels           Attribute = 31
	AttrPCIBusID                    Attribute = 33
	AttrPCIDeviceID                 Attribute = 34
	AttrMemoryClockRate             Attribute = 36
	AttrGlobalMemoryBusWidth        Attribute = 37
	AttrL2CacheSize                 Attribute = 38
	AttrMaxThreadsPerMultiprocessor Attribute = 39
	AttrUnifiedAddressing           Attribute = 41
	AttrComputeCapabilityMajor      Attribute = 75
	AttrComputeCapabilityMinor      Attribute = 76
	AttrMaxSharedMemoryPerSM        Attribute = 81
	AttrMaxRegistersPerSM           Attribute = 82
	AttrSharedMemoryPerBlockOptin   Attribute = 97
	AttrMaxBlocksPerSM              Attribute = 106
	AttrMaxPersistingL2CacheSize    Attribute = 108
	AttrMaxAccessPolicyWindowSize   Attribute = 109
	AttrReservedSharedPerBlock      Attribute = 111
	AttrVirtualMemoryManagement     Attribute = 102 // cuMemCreate and cuMemMap work
)

// FunctionAttribute is a CUfunction_attribute value.
type FunctionAttribute int

// The attributes of a kernel.
const (
	FuncMaxThreadsPerBlock            FunctionAttribute = 0
	FuncSharedSizeBytes               FunctionAttribute = 1
	FuncConstSizeBytes                FunctionAttribute = 2
	FuncLocalSizeBytes                FunctionAttribute = 3
	FuncNumRegs                       FunctionAttribute = 4
	FuncPTXVersion                    FunctionAttribute = 5
	FuncBinaryVersion                 FunctionAttribute = 6
	FuncCacheModeCA                   FunctionAttribute = 7
	FuncMaxDynamicSharedSizeBytes     FunctionAttribute = 8
	FuncPreferredSharedMemoryCarveout FunctionAttribute = 9
)

// Event creation flags (CUevent_flags).
const (
	EventDefault       = 0x0
	EventDisableTiming = 0x2
)

// Error is a failed driver call.
type Error struct {
	Call string // the entry point, e.g. "cuMemAlloc"
	Code int    // the CUresult
	Name string // e.g. "CUDA_ERROR_OUT_OF_MEMORY"
	Text string // the driver's description
}

func (e *Error) Error() string {
	return fmt.Sprintf("cuda: %s: %s (%d): %s", e.Call, e.Name, e.Code, e.Text)
}

func check(call string, r C.CUresult) error {
	if r == 0 {
		return nil
	}
	e := &Error{Call: call, Code: int(r), Name: "CUDA_ERROR_UNKNOWN", Text: "unknown error"}
	if s := C.mg_errorName(r); s != nil {
		e.Name = C.GoString(s)
	}
	if s := C.mg_errorString(r); s != nil {
		e.Text = C.GoString(s)
	}
	return e
}

var (
	loadOnce sync.Once
	loadErr  error
)

// Load opens libcuda.so.1 and initialises the driver; later calls return
// the first call's result.
func Load() error {
	loadOnce.Do(func() { loadErr = open(Library) })
	return loadErr
}

// open loads lib's entry points and calls cuInit.
func open(lib string) error {
	clib := C.CString(lib)
	defer C.free(unsafe.Pointer(clib))
	if msg := C.mg_open(clib); msg != nil {
		return fmt.Errorf("cuda: cannot load the CUDA driver library %s (%s): install the NVIDIA driver, or run on the simulator with MGPU_BACKEND=sim", lib, C.GoString(msg))
	}
	return check("cuInit", C.mg_init())
}

// DeviceCount returns the number of GPUs.
func DeviceCount() (int, error) {
	var n C.int
	err := check("cuDeviceGetCount", C.mg_deviceGetCount(&n))
	return int(n), err
}

// Device is a physical GPU.
type Device struct{ h C.CUdevice }

// GetDevice returns the GPU of the given ordinal.
func GetDevice(ordinal int) (Device, error) {
	var d C.CUdevice
	err := check("cuDeviceGet", C.mg_deviceGet(&d, C.int(ordinal)))
	return Device{d}, err
}

// Name returns the product name.
func (d Device) Name() (string, error) {
	var buf [256]C.char
	if err := check("cuDeviceGetName", C.mg_deviceGetName(&buf[0], C.int(len(buf)), d.h)); err != nil {
		return "", err
	}
	return C.GoString(&buf[0]), nil
}

// TotalMem returns the memory size in bytes.
func (d Device) TotalMem() (int64, error) {
	var n C.size_t
	err := check("cuDeviceTotalMem", C.mg_deviceTotalMem(&n, d.h))
	return int64(n), err
}

// Attribute returns one device attribute.
func (d Device) Attribute(a Attribute) (int, error) {
	var v C.int
	err := check("cuDeviceGetAttribute", C.mg_deviceGetAttribute(&v, C.int(a), d.h))
	return int(v), err
}

// CanAccessPeer reports whether d can address peer's memory directly.
func (d Device) CanAccessPeer(peer Device) (bool, error) {
	var can C.int
	err := check("cuDeviceCanAccessPeer", C.mg_deviceCanAccessPeer(&can, d.h, peer.h))
	return can != 0, err
}

// Context is a CUDA context.
type Context struct{ h C.CUcontext }

// PrimaryContext retains d's primary context (the one the CUDA runtime
// would use), so mgpu shares the GPU with any library that uses it too.
func (d Device) PrimaryContext() (Context, error) {
	var c C.CUcontext
	err := check("cuDevicePrimaryCtxRetain", C.mg_primaryCtxRetain(&c, d.h))
	return Context{c}, err
}

// ReleasePrimaryContext releases a PrimaryContext reference.
func (d Device) ReleasePrimaryContext() error {
	return check("cuDevicePrimaryCtxRelease", C.mg_primaryCtxRelease(d.h))
}

// EnablePeerAccess lets kernels and copies in c address peer's memory.
func (c Context) EnablePeerAccess(peer Context) error {
	return check("cuCtxEnablePeerAccess", C.mg_ctxEnablePeerAccess(c.h, peer.h))
}

// SetLimit sets a limit of c's device (cuCtxSetLimit: 0 the stack of a
// thread, 1 the printf buffer, 2 the heap of malloc in device code).
func (c Context) SetLimit(limit int, v int64) error {
	return check("cuCtxSetLimit", C.mg_ctxSetLimit(c.h, C.int(limit), C.size_t(v)))
}

// Ptr is a device address.
type Ptr uint64

// MemAlloc allocates n bytes in c.
func (c Context) MemAlloc(n int64) (Ptr, error) {
	var p C.CUdeviceptr
	err := check("cuMemAlloc", C.mg_memAlloc(c.h, &p, C.size_t(n)))
	return Ptr(p), err
}

// MemFree frees an allocation of c.
func (c Context) MemFree(p Ptr) error {
	return check("cuMemFree", C.mg_memFree(c.h, C.CUdeviceptr(p)))
}

// Stream is a queue of work in one context.
type Stream struct {
	ctx Context
	h   C.CUstream
}

// NewStream creates a stream that does not synchronise with the legacy
// default stream.
func (c Context) NewStream() (Stream, error) {
	var s C.CUstream
	err := check("cuStreamCreate", C.mg_streamCreate(c.h, &s))
	return Stream{c, s}, err
}

// Destroy releases the stream once its work is done.
func (s Stream) Destroy() error { return check("cuStreamDestroy", C.mg_streamDestroy(s.ctx.h, s.h)) }

// Synchronize waits for the stream's work.
func (s Stream) Synchronize() error {
	return check("cuStreamSynchronize", C.mg_streamSynchronize(s.ctx.h, s.h))
}

// Wait makes later work on s wait for e's most recent record.
func (s Stream) Wait(e Event) error {
	return check("cuStreamWaitEvent", C.mg_streamWaitEvent(s.ctx.h, s.h, e.h))
}

// CopyToDevice copies host bytes to the device after the stream's earlier
// work, and waits for the stream.
func (s Stream) CopyToDevice(dst Ptr, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	return check("cuMemcpyHtoDAsync", C.mg_memcpyHtoD(s.ctx.h, C.CUdeviceptr(dst), unsafe.Pointer(&src[0]), C.size_t(len(src)), s.h))
}

// CopyToHost copies device bytes to the host after the stream's earlier
// work, and waits for the stream.
func (s Stream) CopyToHost(dst []byte, src Ptr) error {
	if len(dst) == 0 {
		return nil
	}
	return check("cuMemcpyDtoHAsync", C.mg_memcpyDtoH(s.ctx.h, unsafe.Pointer(&dst[0]), C.CUdeviceptr(src), C.size_t(len(dst)), s.h))
}

// CopyToDevice2D copies height rows of width bytes, pitch apart in src,
// to dst, pitch apart, after the stream's earlier work, and waits for the
// stream (cuMemcpy2DAsync). A pitch beyond the GPU's AttrMaxPitch is an
// error.
func (s Stream) CopyToDevice2D(dst Ptr, src []byte, width, pitch, height int64) error {
	if err := rowsFit("cuMemcpy2DAsync", len(src), width, pitch, height); err != nil || width*height == 0 {
		return err
	}
	return check("cuMemcpy2DAsync", C.mg_memcpy2DHtoD(s.ctx.h, C.CUdeviceptr(dst), C.size_t(pitch), unsafe.Pointer(&src[0]), C.size_t(pitch),
		C.size_t(width), C.size_t(height), s.h))
}

// CopyToHost2D copies height rows of width bytes, pitch apart at src, into
// dst, pitch apart, after the stream's earlier work, and waits for the
// stream (cuMemcpy2DAsync).
func (s Stream) CopyToHost2D(dst []byte, src Ptr, width, pitch, height int64) error {
	if err := rowsFit("cuMemcpy2DAsync", len(dst), width, pitch, height); err != nil || width*height == 0 {
		return err
	}
	return check("cuMemcpy2DAsync", C.mg_memcpy2DDtoH(s.ctx.h, unsafe.Pointer(&dst[0]), C.size_t(pitch), C.CUdeviceptr(src), C.size_t(pitch),
		C.size_t(width), C.size_t(height), s.h))
}

// rowsFit checks that height rows of width bytes, pitch apart, lie in n
// bytes of host memory.
func rowsFit(call string, n int, width, pitch, height int64) error {
	if width < 0 || height < 0 || width > pitch && height > 1 || height > 0 && (height-1)*pitch+width > int64(n) {
		return fmt.Errorf("%s: %d rows of %d bytes, %d apart, do not fit in %d bytes of host memory", call, height, width, pitch, n)
	}
	return nil
}

// MemcpyDtoD queues a copy within the stream's context.
func (s Stream) MemcpyDtoD(dst, src Ptr, n int64) error {
	return check("cuMemcpyDtoDAsync", C.mg_memcpyDtoDAsync(s.ctx.h, C.CUdeviceptr(dst), C.CUdeviceptr(src), C.size_t(n), s.h))
}

// MemcpyPeer queues a copy between contexts; the driver stages it through
// host memory when the devices cannot access each other.
func (s Stream) MemcpyPeer(dst Ptr, dstCtx Context, src Ptr, srcCtx Context, n int64) error {
	return check("cuMemcpyPeerAsync", C.mg_memcpyPeerAsync(s.ctx.h, C.CUdeviceptr(dst), dstCtx.h, C.CUdeviceptr(src), srcCtx.h, C.size_t(n), s.h))
}

// Memcpy2D queues a copy of height rows of width bytes within the
// stream's context, the rows dstPitch and srcPitch bytes apart. Pitches
// beyond the GPU's AttrMaxPitch are an error.
func (s Stream) Memcpy2D(dst Ptr, dstPitch int64, src Ptr, srcPitch int64, width, height int64) error {
	return check("cuMemcpy2DAsync", C.mg_memcpy2DAsync(s.ctx.h, C.CUdeviceptr(dst), C.size_t(dstPitch),
		C.CUdeviceptr(src), C.size_t(srcPitch), C.size_t(width), C.size_t(height), s.h))
}

// MemcpyPeer2D is Memcpy2D between contexts (cuMemcpy3DPeerAsync, one
// slice deep); the driver stages it through host memory when the devices
// cannot access each other.
func (s Stream) MemcpyPeer2D(dst Ptr, dstCtx Context, dstPitch int64, src Ptr, srcCtx Context, srcPitch int64, width, height int64) error {
	return check("cuMemcpy3DPeerAsync", C.mg_memcpy2DPeerAsync(s.ctx.h, C.CUdeviceptr(dst), dstCtx.h, C.size_t(dstPitch),
		C.CUdeviceptr(src), srcCtx.h, C.size_t(srcPitch), C.size_t(width), C.size_t(height), s.h))
}

// MemsetD8 queues setting n bytes to v.
func (s Stream) MemsetD8(dst Ptr, v byte, n int64) error {
	return check("cuMemsetD8Async", C.mg_memsetD8Async(s.ctx.h, C.CUdeviceptr(dst), C.uchar(v), C.size_t(n), s.h))
}

// ErrOutOfMemory is the CUresult of a request for more memory than a GPU
// has (CUDA_ERROR_OUT_OF_MEMORY).
const ErrOutOfMemory = 2

// Granularity returns the size of the pages d's memory maps into reserved
// addresses with, or 0 when the driver or d cannot map memory so (virtual
// memory management, CUDA 10.2).
func (d Device) Granularity() (int64, error) {
	if C.mg_vmm() == 0 {
		return 0, nil
	}
	if ok, err := d.Attribute(AttrVirtualMemoryManagement); err != nil || ok == 0 {
		return 0, err
	}
	var g C.size_t
	err := check("cuMemGetAllocationGranularity", C.mg_granularity(&g, d.h))
	return int64(g), err
}

// AddressReserve reserves n bytes of addresses (a multiple of the
// granularity), aligned to align, with no memory behind them.
func (c Context) AddressReserve(n, align int64) (Ptr, error) {
	var p C.CUdeviceptr
	err := check("cuMemAddressReserve", C.mg_addressReserve(c.h, &p, C.size_t(n), C.size_t(align)))
	return Ptr(p), err
}

// AddressFree frees a reservation of n bytes at p, unmapped.
func (c Context) AddressFree(p Ptr, n int64) error {
	return check("cuMemAddressFree", C.mg_addressFree(c.h, C.CUdeviceptr(p), C.size_t(n)))
}

// MemHandle is memory created on a device to map into reserved addresses.
type MemHandle C.CUmemGenericAllocationHandle

// MapNew creates n bytes of memory on d (a multiple of its granularity)
// and maps them at p, in reserved addresses not mapped yet; accesses need
// SetAccess.
func (c Context) MapNew(d Device, p Ptr, n int64) (MemHandle, error) {
	var h C.CUmemGenericAllocationHandle
	err := check("cuMemCreate/cuMemMap", C.mg_mapNew(c.h, &h, d.h, C.CUdeviceptr(p), C.size_t(n)))
	return MemHandle(h), err
}

// UnmapRelease unmaps the n bytes MapNew mapped at p with h and frees them.
func (c Context) UnmapRelease(p Ptr, n int64, h MemHandle) error {
	return check("cuMemUnmap/cuMemRelease", C.mg_unmapRelease(c.h, C.CUdeviceptr(p), C.size_t(n), C.CUmemGenericAllocationHandle(h)))
}

// SetAccess lets the kernels and copies of the devices devs read and
// write [p, p+n), mapped memory.
func (c Context) SetAccess(p Ptr, n int64, devs []Device) error {
	ids := make([]C.int, len(devs))
	for i, d := range devs {
		ids[i] = C.int(d.h)
	}
	if len(ids) == 0 {
		return nil
	}
	return check("cuMemSetAccess", C.mg_setAccess(c.h, C.CUdeviceptr(p), C.size_t(n), &ids[0], C.int(len(ids))))
}

// HostMem is page-locked host memory (cuMemHostAlloc): a GPU copies from
// and into it by DMA, at the bus' full speed and after the call that
// queued the copy returns, and it stays where it is, so an MPI library
// may send from it and receive into it in place. It is C memory, not
// Go's: free it with FreeHost.
type HostMem struct {
	p unsafe.Pointer
	n int
}

// MemHostAlloc allocates n bytes of page-locked host memory that every
// context's copies may use (CU_MEMHOSTALLOC_PORTABLE).
func (c Context) MemHostAlloc(n int) (HostMem, error) {
	if n <= 0 {
		return HostMem{}, errors.New("cuda: cuMemHostAlloc: want at least 1 byte")
	}
	var p unsafe.Pointer
	if err := check("cuMemHostAlloc", C.mg_memHostAlloc(c.h, &p, C.size_t(n))); err != nil {
		return HostMem{}, err
	}
	return HostMem{p, n}, nil
}

// FreeHost frees memory of MemHostAlloc; no copy may still use it.
func (c Context) FreeHost(h HostMem) error {
	return check("cuMemFreeHost", C.mg_memFreeHost(c.h, h.p))
}

// Bytes is the memory as a slice, valid until FreeHost.
func (h HostMem) Bytes() []byte { return unsafe.Slice((*byte)(h.p), h.n) }

// Len is its size in bytes.
func (h HostMem) Len() int { return h.n }

// span checks [off, off+n) against h and returns its address.
func (h HostMem) span(call string, off, n int64) (unsafe.Pointer, error) {
	if h.p == nil || off < 0 || n < 0 || off+n > int64(h.n) {
		return nil, fmt.Errorf("cuda: %s: bytes %d to %d of page-locked memory of %d", call, off, off+n, h.n)
	}
	return unsafe.Add(h.p, off), nil
}

// CopyToHostAsync queues a copy of n bytes at src into dst at off after
// the stream's earlier work, and returns: the bytes are there once an
// event recorded after it has happened.
func (s Stream) CopyToHostAsync(dst HostMem, off int64, src Ptr, n int64) error {
	p, err := dst.span("cuMemcpyDtoHAsync", off, n)
	if err != nil || n == 0 {
		return err
	}
	return check("cuMemcpyDtoHAsync", C.mg_memcpyDtoHAsync(s.ctx.h, p, C.CUdeviceptr(src), C.size_t(n), s.h))
}

// CopyToDeviceAsync queues a copy of n bytes of src at off into dst after
// the stream's earlier work, and returns: src may be reused once an event
// recorded after it has happened.
func (s Stream) CopyToDeviceAsync(dst Ptr, src HostMem, off, n int64) error {
	p, err := src.span("cuMemcpyHtoDAsync", off, n)
	if err != nil || n == 0 {
		return err
	}
	return check("cuMemcpyHtoDAsync", C.mg_memcpyHtoDAsync(s.ctx.h, C.CUdeviceptr(dst), p, C.size_t(n), s.h))
}

// CopyToHost2DAsync queues a copy of height rows of width bytes, srcPitch
// apart at src, into dst at off, packed, after the stream's earlier work,
// and returns (cuMemcpy2DAsync). srcPitch beyond the GPU's AttrMaxPitch
// is an error.
func (s Stream) CopyToHost2DAsync(dst HostMem, off int64, src Ptr, srcPitch, width, height int64) error {
	p, err := dst.span("cuMemcpy2DAsync", off, width*height)
	if err != nil || width*height == 0 {
		return err
	}
	return check("cuMemcpy2DAsync", C.mg_memcpy2DDtoHAsync(s.ctx.h, p, C.size_t(width), C.CUdeviceptr(src), C.size_t(srcPitch), C.size_t(width), C.size_t(height), s.h))
}

// CopyToDevice2DAsync queues a copy of height rows of width bytes,
// srcPitch apart in src from off (width: packed), to dst, dstPitch apart,
// before the stream's later work, and returns.
func (s Stream) CopyToDevice2DAsync(dst Ptr, dstPitch int64, src HostMem, off, srcPitch, width, height int64) error {
	if width*height == 0 {
		return nil
	}
	p, err := src.span("cuMemcpy2DAsync", off, (height-1)*srcPitch+width)
	if err != nil {
		return err
	}
	return check("cuMemcpy2DAsync", C.mg_memcpy2DHtoDAsync(s.ctx.h, C.CUdeviceptr(dst), C.size_t(dstPitch), p, C.size_t(srcPitch), C.size_t(width), C.size_t(height), s.h))
}

// Event marks a point in a stream.
type Event struct {
	ctx Context
	h   C.CUevent
}

// NewEvent creates an event (flags: EventDefault or EventDisableTiming).
func (c Context) NewEvent(flags int) (Event, error) {
	var e C.CUevent
	err := check("cuEventCreate", C.mg_eventCreate(c.h, &e, C.uint(flags)))
	return Event{c, e}, err
}

// Destroy releases the event.
func (e Event) Destroy() error { return check("cuEventDestroy", C.mg_eventDestroy(e.ctx.h, e.h)) }

// Record marks the current end of s's work.
func (e Event) Record(s Stream) error {
	return check("cuEventRecord", C.mg_eventRecord(e.ctx.h, e.h, s.h))
}

// Synchronize waits for the work before the most recent record.
func (e Event) Synchronize() error {
	return check("cuEventSynchronize", C.mg_eventSynchronize(e.ctx.h, e.h))
}

// ErrNotReady is the CUresult of an event query or elapsed time for work
// not done yet (CUDA_ERROR_NOT_READY).
const ErrNotReady = 600

// Query reports whether the work before the most recent record is done,
// without waiting.
func (e Event) Query() (bool, error) {
	r := C.mg_eventQuery(e.ctx.h, e.h)
	if r == ErrNotReady {
		return false, nil
	}
	return r == 0, check("cuEventQuery", r)
}

// Elapsed returns the milliseconds between two recorded, completed events.
func (e Event) Elapsed(end Event) (float32, error) {
	var ms C.float
	err := check("cuEventElapsedTime", C.mg_eventElapsedTime(e.ctx.h, &ms, e.h, end.h))
	return float32(ms), err
}

// Module is code loaded into a context.
type Module struct {
	ctx Context
	h   C.CUmodule
}

// LoadImage loads code into c: PTX text, which the driver compiles for the
// GPU (its JIT), or a cubin, machine code for it. The driver's error log
// is part of the error.
func (c Context) LoadImage(code []byte) (Module, error) {
	image := C.CBytes(append(append([]byte(nil), code...), 0)) // PTX ends at a NUL
	defer C.free(image)
	var log [8192]C.char
	var m C.CUmodule
	err := check("cuModuleLoadDataEx", C.mg_moduleLoad(c.h, &m, image, &log[0], C.uint(len(log))))
	if err != nil {
		if msg := C.GoString(&log[0]); msg != "" {
			err = fmt.Errorf("%w\n%s", err, msg)
		}
		return Module{}, err
	}
	return Module{c, m}, nil
}

// Unload frees the module.
func (m Module) Unload() error { return check("cuModuleUnload", C.mg_moduleUnload(m.ctx.h, m.h)) }

// Function returns a kernel of the module by its mangled name.
func (m Module) Function(name string) (Function, error) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var f C.CUfunction
	err := check("cuModuleGetFunction", C.mg_moduleGetFunction(m.ctx.h, &f, m.h, cname))
	return Function{m.ctx, f}, err
}

// Global returns the address and size of a module-scope variable.
func (m Module) Global(name string) (Ptr, int64, error) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var p C.CUdeviceptr
	var n C.size_t
	err := check("cuModuleGetGlobal", C.mg_moduleGetGlobal(m.ctx.h, &p, &n, m.h, cname))
	return Ptr(p), int64(n), err
}

// Function is a kernel.
type Function struct {
	ctx Context
	h   C.CUfunction
}

// Attribute returns one attribute of the kernel.
func (f Function) Attribute(a FunctionAttribute) (int, error) {
	var v C.int
	err := check("cuFuncGetAttribute", C.mg_funcGetAttribute(f.ctx.h, &v, C.int(a), f.h))
	return int(v), err
}

// SetAttribute sets one attribute of the kernel for its later launches.
func (f Function) SetAttribute(a FunctionAttribute, v int) error {
	return check("cuFuncSetAttribute", C.mg_funcSetAttribute(f.ctx.h, f.h, C.int(a), C.int(v)))
}

// Launch queues the kernel on s with grid and block in x, y, z order. args
// holds each parameter's bytes as the C ABI lays them out; the driver
// copies them before Launch returns.
func (f Function) Launch(s Stream, grid, block [3]int, sharedBytes int, args [][]byte) error {
	total := 0
	for _, a := range args {
		total += (len(a) + 15) &^ 15 // keep every parameter 16-byte aligned
	}
	params := (*C.char)(C.malloc(C.size_t(total + 1)))
	defer C.free(unsafe.Pointer(params))
	offsets := make([]C.size_t, len(args)+1)
	buf := unsafe.Slice((*byte)(unsafe.Pointer(params)), total+1)
	off := 0
	for i, a := range args {
		offsets[i] = C.size_t(off)
		copy(buf[off:], a)
		off += (len(a) + 15) &^ 15
	}
	for _, v := range append(grid[:], block[:]...) {
		if v <= 0 || v > 1<<31-1 {
			return errors.New("cuda: cuLaunchKernel: grid and block extents must be between 1 and 2^31-1")
		}
	}
	return check("cuLaunchKernel", C.mg_launch(f.ctx.h, f.h,
		C.uint(grid[0]), C.uint(grid[1]), C.uint(grid[2]), C.uint(block[0]), C.uint(block[1]), C.uint(block[2]),
		C.uint(sharedBytes), s.h, params, &offsets[0], C.int(len(args))))
}
