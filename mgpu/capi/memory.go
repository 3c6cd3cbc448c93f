package main

/*
#include <stdlib.h>
#include <string.h>
#include "registry.h"
*/
import "C"

import (
	"unsafe"

	"mgpucc/mgpu"
)

// hostBytes views n bytes of host memory at p.
func hostBytes(p unsafe.Pointer, n C.size_t) []byte { return unsafe.Slice((*byte)(p), int(n)) }

//export __mgpuMalloc
func __mgpuMalloc(devPtr *uintptr, size C.size_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if devPtr == nil {
		return ret(invalid("cudaMalloc: devPtr is NULL"))
	}
	if int64(size) < 0 {
		return ret(&mgpu.Error{Code: mgpu.ErrorMemoryAllocation, Msg: "cudaMalloc: size too large"})
	}
	p, err := rt.Malloc(int64(size))
	if err != nil {
		return ret(err)
	}
	*devPtr = uintptr(p)
	return C.cudaSuccess
}

//export __mgpuFree
func __mgpuFree(devPtr unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if err := rt.Free(mgpu.DevPtr(uintptr(devPtr))); err != nil {
		return ret(err)
	}
	freed(uintptr(devPtr))
	return C.cudaSuccess
}

//export __mgpuMallocHost
func __mgpuMallocHost(ptr *unsafe.Pointer, size C.size_t) C.cudaError_t {
	return __mgpuHostAlloc(ptr, size, 0)
}

//export __mgpuHostAlloc
func __mgpuHostAlloc(ptr *unsafe.Pointer, size C.size_t, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if ptr == nil {
		return ret(invalid("cudaHostAlloc: ptr is NULL"))
	}
	if flags&^(C.cudaHostAllocPortable|C.cudaHostAllocMapped|C.cudaHostAllocWriteCombined) != 0 {
		return ret(invalid("cudaHostAlloc: flags 0x%x; want cudaHostAllocDefault or cudaHostAllocPortable, cudaHostAllocMapped and cudaHostAllocWriteCombined combined", uint(flags)))
	}
	n := max(size, 1)
	p := C.malloc(n)
	if p == nil {
		return ret(&mgpu.Error{Code: mgpu.ErrorMemoryAllocation, Msg: "cudaHostAlloc: host out of memory"})
	}
	if err := rt.AddHostRange(hostBytes(p, n), uint(flags), false); err != nil {
		C.free(p)
		return ret(err)
	}
	*ptr = p
	return C.cudaSuccess
}

// Page-locked memory is mapped into the devices at the address the host
// uses, whatever the flags, as with CUDA's unified addressing.
//
//export __mgpuHostGetDevicePointer
func __mgpuHostGetDevicePointer(pDevice *unsafe.Pointer, pHost unsafe.Pointer, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if pDevice == nil {
		return ret(invalid("cudaHostGetDevicePointer: pDevice is NULL"))
	}
	if flags != 0 {
		return ret(invalid("cudaHostGetDevicePointer: flags 0x%x; want 0", uint(flags)))
	}
	if rt.PointerType(uintptr(pHost)) != mgpu.MemoryHost {
		return ret(invalid("cudaHostGetDevicePointer: %p is not page-locked host memory: allocate it with cudaHostAlloc or cudaMallocHost, or register it with cudaHostRegister", pHost))
	}
	*pDevice = pHost
	return C.cudaSuccess
}

// All page-locked memory is mapped: the flags include cudaHostAllocMapped.
//
//export __mgpuHostGetFlags
func __mgpuHostGetFlags(pFlags *C.uint, pHost unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if pFlags == nil {
		return ret(invalid("cudaHostGetFlags: pFlags is NULL"))
	}
	flags, ok := rt.HostAllocFlags(uintptr(pHost))
	if !ok {
		return ret(invalid("cudaHostGetFlags: %p is not in memory from cudaHostAlloc or cudaMallocHost", pHost))
	}
	*pFlags = C.uint(flags) | C.cudaHostAllocMapped
	return C.cudaSuccess
}

//export __mgpuFreeHost
func __mgpuFreeHost(ptr unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil || ptr == nil {
		return ret(err)
	}
	if err := rt.RemoveHostRange(uintptr(ptr), false); err != nil {
		return ret(err)
	}
	C.free(ptr)
	return C.cudaSuccess
}

// Allocations are ordered with the stream's work as all work is: in
// program order (cudaFree waits for the devices' earlier work).
//
//export __mgpuMallocAsync
func __mgpuMallocAsync(devPtr *uintptr, size C.size_t, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	code := __mgpuMalloc(devPtr, size)
	if code == C.cudaSuccess {
		allocated(*devPtr, int64(size)) // from the default pool (mempool.go)
	}
	return code
}

//export __mgpuFreeAsync
func __mgpuFreeAsync(devPtr, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return __mgpuFree(devPtr)
}

//export __mgpuPointerGetAttributes
func __mgpuPointerGetAttributes(attributes *C.cudaPointerAttributes, ptr unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if attributes == nil {
		return ret(invalid("cudaPointerGetAttributes: attributes is NULL"))
	}
	// Device 0 is the program's one device. Page-locked host memory is
	// mapped into it at the same address, as with unified addressing.
	t := rt.PointerType(uintptr(ptr))
	*attributes = C.cudaPointerAttributes{_type: uint32(t), device: C.cudaInvalidDeviceId}
	switch t {
	case mgpu.MemoryDevice:
		attributes.device, attributes.devicePointer = 0, ptr
	case mgpu.MemoryManaged, mgpu.MemoryHost:
		attributes.device, attributes.devicePointer, attributes.hostPointer = 0, ptr, ptr
	}
	return C.cudaSuccess
}

//export __mgpuMemGetInfo
func __mgpuMemGetInfo(free, total *C.size_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if free == nil || total == nil {
		return ret(invalid("cudaMemGetInfo: NULL argument"))
	}
	t := rt.Info().TotalMem
	*total = C.size_t(t)
	*free = C.size_t(max(t-rt.Allocated(), 0))
	return C.cudaSuccess
}

// memcpy is every cudaMemcpy flavour.
func memcpy(dst, src unsafe.Pointer, count C.size_t, kind C.enum_cudaMemcpyKind) error {
	rt, err := runtime()
	if err != nil {
		return err
	}
	d, s := mgpu.DevPtr(uintptr(dst)), mgpu.DevPtr(uintptr(src))
	if kind == C.cudaMemcpyDefault {
		switch dd, sd := rt.IsDevicePointer(d), rt.IsDevicePointer(s); {
		case dd && sd:
			kind = C.cudaMemcpyDeviceToDevice
		case dd:
			kind = C.cudaMemcpyHostToDevice
		case sd:
			kind = C.cudaMemcpyDeviceToHost
		default:
			kind = C.cudaMemcpyHostToHost
		}
	}
	if kind > C.cudaMemcpyDefault {
		return &mgpu.Error{Code: mgpu.ErrorInvalidMemcpyDir, Msg: "cudaMemcpy: unknown copy kind"}
	}
	if count == 0 {
		return nil
	}
	if dst == nil || src == nil {
		return invalid("cudaMemcpy: NULL pointer")
	}
	switch kind {
	case C.cudaMemcpyHostToHost:
		// Either side may be managed memory, current on the host only
		// after a synchronisation.
		if err := rt.SyncManaged(); err != nil {
			return err
		}
		C.memmove(dst, src, count)
		return nil
	case C.cudaMemcpyHostToDevice:
		if rt.IsDevicePointer(s) {
			return invalid("cudaMemcpy host to device: the source 0x%x is a device pointer", s)
		}
		return rt.MemcpyHtoD(d, hostBytes(src, count))
	case C.cudaMemcpyDeviceToHost:
		if rt.IsDevicePointer(d) {
			return invalid("cudaMemcpy device to host: the destination 0x%x is a device pointer", d)
		}
		return rt.MemcpyDtoH(hostBytes(dst, count), s)
	default:
		return rt.MemcpyDtoD(d, s, int64(count))
	}
}

//export __mgpuMemcpy
func __mgpuMemcpy(dst, src unsafe.Pointer, count C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(memcpy(dst, src, count, kind))
}

//export __mgpuMemcpyAsync
func __mgpuMemcpyAsync(dst, src unsafe.Pointer, count C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpy(dst, src, count, kind))
}

//export __mgpuMemset
func __mgpuMemset(devPtr unsafe.Pointer, value C.int, count C.size_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.Memset(mgpu.DevPtr(uintptr(devPtr)), byte(value), int64(count)))
}

//export __mgpuMemsetAsync
func __mgpuMemsetAsync(devPtr unsafe.Pointer, value C.int, count C.size_t, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return __mgpuMemset(devPtr, value, count)
}

// toSymbol and fromSymbol are the symbol copies; a device-side source or
// destination goes through the host.
func toSymbol(symbol, src unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind) error {
	rt, err := runtime()
	if err != nil {
		return err
	}
	var data []byte
	switch kind {
	case C.cudaMemcpyHostToDevice:
		data = hostBytes(src, count)
	case C.cudaMemcpyDeviceToDevice, C.cudaMemcpyDefault:
		if kind == C.cudaMemcpyDefault && !rt.IsDevicePointer(mgpu.DevPtr(uintptr(src))) {
			data = hostBytes(src, count)
			break
		}
		data = make([]byte, count)
		if err := rt.MemcpyDtoH(data, mgpu.DevPtr(uintptr(src))); err != nil {
			return err
		}
	default:
		return &mgpu.Error{Code: mgpu.ErrorInvalidMemcpyDir, Msg: "cudaMemcpyToSymbol: the kind must be host to device or device to device"}
	}
	if count > 0 && src == nil {
		return invalid("cudaMemcpyToSymbol: src is NULL")
	}
	return rt.MemcpyToSymbol(uintptr(symbol), data, int64(offset))
}

func fromSymbol(dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind) error {
	rt, err := runtime()
	if err != nil {
		return err
	}
	if count > 0 && dst == nil {
		return invalid("cudaMemcpyFromSymbol: dst is NULL")
	}
	toDevice := kind == C.cudaMemcpyDeviceToDevice || (kind == C.cudaMemcpyDefault && rt.IsDevicePointer(mgpu.DevPtr(uintptr(dst))))
	switch {
	case toDevice:
		data := make([]byte, count)
		if err := rt.MemcpyFromSymbol(data, uintptr(symbol), int64(offset)); err != nil {
			return err
		}
		return rt.MemcpyHtoD(mgpu.DevPtr(uintptr(dst)), data)
	case kind == C.cudaMemcpyDeviceToHost || kind == C.cudaMemcpyDefault:
		return rt.MemcpyFromSymbol(hostBytes(dst, count), uintptr(symbol), int64(offset))
	}
	return &mgpu.Error{Code: mgpu.ErrorInvalidMemcpyDir, Msg: "cudaMemcpyFromSymbol: the kind must be device to host or device to device"}
}

//export __mgpuMemcpyToSymbol
func __mgpuMemcpyToSymbol(symbol, src unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(toSymbol(symbol, src, count, offset, kind))
}

//export __mgpuMemcpyFromSymbol
func __mgpuMemcpyFromSymbol(dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(fromSymbol(dst, symbol, count, offset, kind))
}

//export __mgpuGetSymbolAddress
func __mgpuGetSymbolAddress(devPtr *uintptr, symbol unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if devPtr == nil {
		return ret(invalid("cudaGetSymbolAddress: devPtr is NULL"))
	}
	p, err := rt.SymbolAddress(uintptr(symbol))
	if err != nil {
		return ret(err)
	}
	*devPtr = uintptr(p)
	return C.cudaSuccess
}

//export __mgpuGetSymbolSize
func __mgpuGetSymbolSize(size *C.size_t, symbol unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if size == nil {
		return ret(invalid("cudaGetSymbolSize: size is NULL"))
	}
	n, err := rt.SymbolSize(uintptr(symbol))
	if err != nil {
		return ret(err)
	}
	*size = C.size_t(n)
	return C.cudaSuccess
}

// memcpyPeer is cudaMemcpyPeer: the program's one device is 0, so it is a
// copy from device to device.
func memcpyPeer(dst unsafe.Pointer, dstDevice C.int, src unsafe.Pointer, srcDevice C.int, count C.size_t) error {
	if _, err := runtime(); err != nil {
		return err
	}
	for _, d := range []C.int{dstDevice, srcDevice} {
		if err := checkDevice(d); err != nil {
			return err
		}
	}
	return memcpy(dst, src, count, C.cudaMemcpyDeviceToDevice)
}

//export __mgpuMemcpyPeer
func __mgpuMemcpyPeer(dst unsafe.Pointer, dstDevice C.int, src unsafe.Pointer, srcDevice C.int, count C.size_t) C.cudaError_t {
	return ret(memcpyPeer(dst, dstDevice, src, srcDevice, count))
}

//export __mgpuMemcpyPeerAsync
func __mgpuMemcpyPeerAsync(dst unsafe.Pointer, dstDevice C.int, src unsafe.Pointer, srcDevice C.int, count C.size_t, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpyPeer(dst, dstDevice, src, srcDevice, count))
}

//export __mgpuMemcpyToSymbolAsync
func __mgpuMemcpyToSymbolAsync(symbol, src unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(toSymbol(symbol, src, count, offset, kind))
}

//export __mgpuMemcpyFromSymbolAsync
func __mgpuMemcpyFromSymbolAsync(dst, symbol unsafe.Pointer, count, offset C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(fromSymbol(dst, symbol, count, offset, kind))
}
