package main

/*
#include "registry.h"
*/
import "C"

import (
	"sync"
	"unsafe"
)

// The device's default memory pool, which cudaMallocAsync allocates from:
// the runtime's allocator, which keeps no memory back after a free, so
// that trimming has nothing to do and the pool's reserved bytes are its
// used ones, those of the live allocations made from it. The program's
// one device has this pool only (cudaMemPoolCreate is not provided); its
// attributes are kept as set.

// defaultPool is the pool's handle: any value the program cannot mistake
// for another pool.
const defaultPool = uintptr(0x6d706f6f6c)

// pool is the default pool's state.
var pool struct {
	mu sync.Mutex
	// The reuse policies, by attribute (cudaMemPoolReuse*: 1 to 3), and
	// the release threshold, as set.
	reuse            [3]int32
	releaseThreshold uint64
	// live are the pool's allocations by address, used their bytes,
	// usedHigh the most used since the program began or reset it.
	live           map[uintptr]int64
	used, usedHigh int64
}

func init() {
	pool.reuse = [3]int32{1, 1, 1} // CUDA's defaults
	pool.live = map[uintptr]int64{}
}

// checkPool checks a pool handle for call.
func checkPool(call string, p uintptr) error {
	if p != defaultPool {
		return invalid("%s: 0x%x is not the device's memory pool (mgpucc provides the default pool only)", call, p)
	}
	return nil
}

//export __mgpuDeviceGetDefaultMemPool
func __mgpuDeviceGetDefaultMemPool(memPool *uintptr, device C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if memPool == nil {
		return ret(invalid("cudaDeviceGetDefaultMemPool: memPool is NULL"))
	}
	if err := checkDevice(device); err != nil {
		return ret(err)
	}
	*memPool = defaultPool
	return C.cudaSuccess
}

//export __mgpuDeviceGetMemPool
func __mgpuDeviceGetMemPool(memPool *uintptr, device C.int) C.cudaError_t {
	return __mgpuDeviceGetDefaultMemPool(memPool, device)
}

//export __mgpuDeviceSetMemPool
func __mgpuDeviceSetMemPool(device C.int, memPool uintptr) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkDevice(device); err != nil {
		return ret(err)
	}
	return ret(checkPool("cudaDeviceSetMemPool", memPool))
}

//export __mgpuMallocFromPoolAsync
func __mgpuMallocFromPoolAsync(ptr *uintptr, size C.size_t, memPool uintptr, stream unsafe.Pointer) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkPool("cudaMallocFromPoolAsync", memPool); err != nil {
		return ret(err)
	}
	return __mgpuMallocAsync(ptr, size, stream)
}

// allocated records an allocation of the pool.
func allocated(p uintptr, size int64) {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	pool.live[p] = size
	pool.used += size
	pool.usedHigh = max(pool.usedHigh, pool.used)
}

// freed records that p, if the pool's, is free.
func freed(p uintptr) {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	pool.used -= pool.live[p]
	delete(pool.live, p)
}

// checkAttributeCall checks the arguments of call, which sets or gets an
// attribute of memPool at value.
func checkAttributeCall(call string, memPool uintptr, value unsafe.Pointer) error {
	if _, err := runtime(); err != nil {
		return err
	}
	if err := checkPool(call, memPool); err != nil {
		return err
	}
	if value == nil {
		return invalid("%s: value is NULL", call)
	}
	return nil
}

//export __mgpuMemPoolSetAttribute
func __mgpuMemPoolSetAttribute(memPool uintptr, attr C.int, value unsafe.Pointer) C.cudaError_t {
	if err := checkAttributeCall("cudaMemPoolSetAttribute", memPool, value); err != nil {
		return ret(err)
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	switch attr {
	case C.cudaMemPoolReuseFollowEventDependencies, C.cudaMemPoolReuseAllowOpportunistic, C.cudaMemPoolReuseAllowInternalDependencies:
		pool.reuse[attr-1] = int32(*(*C.int)(value))
	case C.cudaMemPoolAttrReleaseThreshold:
		pool.releaseThreshold = *(*uint64)(value)
	case C.cudaMemPoolAttrReservedMemHigh, C.cudaMemPoolAttrUsedMemHigh:
		// Only a reset to the current use, by a value of 0.
		if *(*uint64)(value) != 0 {
			return ret(invalid("cudaMemPoolSetAttribute: a high watermark is reset by 0, not %d", *(*uint64)(value)))
		}
		pool.usedHigh = pool.used
	default:
		return ret(invalid("cudaMemPoolSetAttribute: attribute %d cannot be set", int(attr)))
	}
	return C.cudaSuccess
}

//export __mgpuMemPoolGetAttribute
func __mgpuMemPoolGetAttribute(memPool uintptr, attr C.int, value unsafe.Pointer) C.cudaError_t {
	if err := checkAttributeCall("cudaMemPoolGetAttribute", memPool, value); err != nil {
		return ret(err)
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	switch attr {
	case C.cudaMemPoolReuseFollowEventDependencies, C.cudaMemPoolReuseAllowOpportunistic, C.cudaMemPoolReuseAllowInternalDependencies:
		*(*C.int)(value) = C.int(pool.reuse[attr-1])
	case C.cudaMemPoolAttrReleaseThreshold:
		*(*uint64)(value) = pool.releaseThreshold
	case C.cudaMemPoolAttrReservedMemCurrent, C.cudaMemPoolAttrUsedMemCurrent:
		*(*uint64)(value) = uint64(pool.used)
	case C.cudaMemPoolAttrReservedMemHigh, C.cudaMemPoolAttrUsedMemHigh:
		*(*uint64)(value) = uint64(pool.usedHigh)
	default:
		return ret(invalid("cudaMemPoolGetAttribute: attribute %d", int(attr)))
	}
	return C.cudaSuccess
}

//export __mgpuMemPoolTrimTo
func __mgpuMemPoolTrimTo(memPool uintptr, minBytesToKeep C.size_t) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	return ret(checkPool("cudaMemPoolTrimTo", memPool))
}

// checkPoolLocation accepts the pool's device, the program's one device
// (cudaErrorInvalidDevice for another, cudaErrorInvalidValue for the
// host, which pools of device memory do not map).
func checkPoolLocation(call string, l *C.struct_cudaMemLocation) error {
	dev, err := locationDevice(call, *l)
	if err == nil && dev == C.cudaCpuDeviceId {
		err = invalid("%s: the host; the pool's memory is the device's (cudaMemLocationTypeDevice)", call)
	}
	if err == nil {
		err = checkDevice(dev)
	}
	return err
}

//export __mgpuMemPoolSetAccess
func __mgpuMemPoolSetAccess(memPool uintptr, descs *C.struct_cudaMemAccessDesc, count C.size_t) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkPool("cudaMemPoolSetAccess", memPool); err != nil {
		return ret(err)
	}
	if descs == nil && count > 0 {
		return ret(invalid("cudaMemPoolSetAccess: descList is NULL"))
	}
	for _, d := range unsafe.Slice(descs, count) {
		if err := checkPoolLocation("cudaMemPoolSetAccess", &d.location); err != nil {
			return ret(err)
		}
		if d.flags != C.cudaMemAccessFlagsProtReadWrite {
			return ret(invalid("cudaMemPoolSetAccess: the pool's own device reads and writes it (cudaMemAccessFlagsProtReadWrite), not flags %d", int(d.flags)))
		}
	}
	return C.cudaSuccess
}

//export __mgpuMemPoolGetAccess
func __mgpuMemPoolGetAccess(flags *C.enum_cudaMemAccessFlags, memPool uintptr, location *C.struct_cudaMemLocation) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkPool("cudaMemPoolGetAccess", memPool); err != nil {
		return ret(err)
	}
	if flags == nil || location == nil {
		return ret(invalid("cudaMemPoolGetAccess: flags or location is NULL"))
	}
	if err := checkPoolLocation("cudaMemPoolGetAccess", location); err != nil {
		return ret(err)
	}
	*flags = C.cudaMemAccessFlagsProtReadWrite
	return C.cudaSuccess
}
