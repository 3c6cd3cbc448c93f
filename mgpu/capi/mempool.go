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
	// The reuse policies and the release threshold, as set.
	followEvents, opportunistic, internalDeps int32
	releaseThreshold                          uint64
	// live are the pool's allocations by address, used their bytes,
	// usedHigh the most used since the program began or reset it.
	live           map[uintptr]int64
	used, usedHigh int64
}

func init() {
	pool.followEvents, pool.opportunistic, pool.internalDeps = 1, 1, 1 // CUDA's defaults
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

//export __mgpuMemPoolSetAttribute
func __mgpuMemPoolSetAttribute(memPool uintptr, attr C.int, value unsafe.Pointer) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkPool("cudaMemPoolSetAttribute", memPool); err != nil {
		return ret(err)
	}
	if value == nil {
		return ret(invalid("cudaMemPoolSetAttribute: value is NULL"))
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	switch attr {
	case C.cudaMemPoolReuseFollowEventDependencies:
		pool.followEvents = int32(*(*C.int)(value))
	case C.cudaMemPoolReuseAllowOpportunistic:
		pool.opportunistic = int32(*(*C.int)(value))
	case C.cudaMemPoolReuseAllowInternalDependencies:
		pool.internalDeps = int32(*(*C.int)(value))
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
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkPool("cudaMemPoolGetAttribute", memPool); err != nil {
		return ret(err)
	}
	if value == nil {
		return ret(invalid("cudaMemPoolGetAttribute: value is NULL"))
	}
	pool.mu.Lock()
	defer pool.mu.Unlock()
	switch attr {
	case C.cudaMemPoolReuseFollowEventDependencies:
		*(*C.int)(value) = C.int(pool.followEvents)
	case C.cudaMemPoolReuseAllowOpportunistic:
		*(*C.int)(value) = C.int(pool.opportunistic)
	case C.cudaMemPoolReuseAllowInternalDependencies:
		*(*C.int)(value) = C.int(pool.internalDeps)
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
