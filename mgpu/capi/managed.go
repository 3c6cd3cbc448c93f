package main

/*
#include "registry.h"
*/
import "C"

import (
	"unsafe"

	"mgpucc/mgpu"
)

//export __mgpuMallocManaged
func __mgpuMallocManaged(devPtr *uintptr, size C.size_t, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if devPtr == nil {
		return ret(invalid("cudaMallocManaged: devPtr is NULL"))
	}
	if flags != C.cudaMemAttachGlobal && flags != C.cudaMemAttachHost {
		return ret(invalid("cudaMallocManaged: flags 0x%x; want cudaMemAttachGlobal or cudaMemAttachHost", uint(flags)))
	}
	if int64(size) < 0 {
		return ret(&mgpu.Error{Code: mgpu.ErrorMemoryAllocation, Msg: "cudaMallocManaged: size too large"})
	}
	p, _, err := rt.MallocManaged(int64(size))
	if err != nil {
		return ret(err)
	}
	*devPtr = uintptr(p)
	return C.cudaSuccess
}

// managedSpan checks that the count bytes at p are managed memory, as the
// hints about managed memory require, and returns the allocation's address
// and size.
func managedSpan(what string, p unsafe.Pointer, count C.size_t) (uintptr, int64, error) {
	rt, err := runtime()
	if err != nil {
		return 0, 0, err
	}
	base, size, ok := rt.ManagedAllocation(mgpu.DevPtr(uintptr(p)))
	if !ok || uint64(uintptr(p)-uintptr(base))+uint64(count) > uint64(size) {
		return 0, 0, invalid("%s: the %d bytes at %p are not managed memory (from cudaMallocManaged)", what, uint64(count), p)
	}
	return uintptr(base), size, nil
}

// checkLocation checks a device a hint names: 0, the program's one device,
// or the host.
func checkLocation(device C.int) error {
	if device == C.cudaCpuDeviceId {
		return nil
	}
	return checkDevice(device)
}

// The runtime moves managed memory to the devices as their kernels use it:
// prefetching changes nothing.
//
//export __mgpuMemPrefetchAsync
func __mgpuMemPrefetchAsync(devPtr unsafe.Pointer, count C.size_t, dstDevice C.int, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	if _, _, err := managedSpan("cudaMemPrefetchAsync", devPtr, count); err != nil {
		return ret(err)
	}
	return ret(checkLocation(dstDevice))
}

// locationDevice is the device of a location (CUDA 12.2), or
// cudaCpuDeviceId for the host's memory, whatever its NUMA node.
func locationDevice(what string, location C.struct_cudaMemLocation) (C.int, error) {
	switch location._type {
	case C.cudaMemLocationTypeDevice:
		return location.id, nil
	case C.cudaMemLocationTypeHost, C.cudaMemLocationTypeHostNuma, C.cudaMemLocationTypeHostNumaCurrent:
		return C.cudaCpuDeviceId, nil
	}
	return 0, invalid("%s: location type %d is not a cudaMemLocationType of a device or the host", what, int(location._type))
}

//export __mgpuMemPrefetchAsync_v2
func __mgpuMemPrefetchAsync_v2(devPtr unsafe.Pointer, count C.size_t, location C.struct_cudaMemLocation, flags C.uint, stream unsafe.Pointer) C.cudaError_t {
	dev, err := locationDevice("cudaMemPrefetchAsync", location)
	if err != nil {
		return ret(err)
	}
	if flags != 0 {
		return ret(invalid("cudaMemPrefetchAsync: flags 0x%x; want 0", uint(flags)))
	}
	return __mgpuMemPrefetchAsync(devPtr, count, dev, stream)
}

//export __mgpuMemAdvise_v2
func __mgpuMemAdvise_v2(devPtr unsafe.Pointer, count C.size_t, advice C.enum_cudaMemoryAdvise, location C.struct_cudaMemLocation) C.cudaError_t {
	dev, err := locationDevice("cudaMemAdvise", location)
	if err != nil {
		return ret(err)
	}
	return __mgpuMemAdvise(devPtr, count, advice, dev)
}

// Advice changes nothing either; the read-mostly advice ignores the device.
//
//export __mgpuMemAdvise
func __mgpuMemAdvise(devPtr unsafe.Pointer, count C.size_t, advice C.enum_cudaMemoryAdvise, device C.int) C.cudaError_t {
	if advice < C.cudaMemAdviseSetReadMostly || advice > C.cudaMemAdviseUnsetAccessedBy {
		return ret(invalid("cudaMemAdvise: advice %d is not a cudaMemoryAdvise", int(advice)))
	}
	if _, _, err := managedSpan("cudaMemAdvise", devPtr, count); err != nil {
		return ret(err)
	}
	if advice == C.cudaMemAdviseSetReadMostly || advice == C.cudaMemAdviseUnsetReadMostly {
		return C.cudaSuccess
	}
	return ret(checkLocation(device))
}

// Every device may use managed memory whatever it is attached to, and the
// host may touch memory no running work uses: attaching changes nothing.
//
//export __mgpuStreamAttachMemAsync
func __mgpuStreamAttachMemAsync(stream, devPtr unsafe.Pointer, length C.size_t, flags C.uint) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	if flags != C.cudaMemAttachGlobal && flags != C.cudaMemAttachHost && flags != C.cudaMemAttachSingle {
		return ret(invalid("cudaStreamAttachMemAsync: flags 0x%x; want cudaMemAttachGlobal, cudaMemAttachHost or cudaMemAttachSingle", uint(flags)))
	}
	base, size, err := managedSpan("cudaStreamAttachMemAsync", devPtr, length)
	if err != nil {
		return ret(err)
	}
	if length != 0 && (uintptr(devPtr) != base || int64(length) != size) {
		return ret(invalid("cudaStreamAttachMemAsync: length %d: want 0 or the whole allocation (%d bytes from 0x%x)", uint64(length), size, base))
	}
	return C.cudaSuccess
}
