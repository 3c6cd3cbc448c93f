package main

/*
#include <string.h>
#include "registry.h"
*/
import "C"

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"mgpucc/mgpu"
)

// The program sees one device: device 0.
func checkDevice(device C.int) error {
	if device != 0 {
		return &mgpu.Error{Code: mgpu.ErrorInvalidDevice, Msg: "the program sees one device, 0 (mgpucc spreads its work over all of them)"}
	}
	return nil
}

//export __mgpuGetDeviceCount
func __mgpuGetDeviceCount(count *C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if count == nil {
		return ret(invalid("cudaGetDeviceCount: count is NULL"))
	}
	*count = 1
	return C.cudaSuccess
}

//export __mgpuSetDevice
func __mgpuSetDevice(device C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	return ret(checkDevice(device))
}

//export __mgpuGetDevice
func __mgpuGetDevice(device *C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if device == nil {
		return ret(invalid("cudaGetDevice: device is NULL"))
	}
	*device = 0
	return C.cudaSuccess
}

//export __mgpuSetDeviceFlags
func __mgpuSetDeviceFlags(flags C.uint) C.cudaError_t {
	_, err := runtime()
	return ret(err)
}

// deviceCacheConfig is what cudaDeviceSetCacheConfig last set: a
// preference only, which the backends leave to the driver.
var deviceCacheConfig atomic.Int32

//export __mgpuDeviceSetCacheConfig
func __mgpuDeviceSetCacheConfig(cfg C.enum_cudaFuncCache) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if cfg > C.cudaFuncCachePreferEqual {
		return ret(invalid("cudaDeviceSetCacheConfig: %d is not a cudaFuncCache", int(cfg)))
	}
	deviceCacheConfig.Store(int32(cfg))
	return C.cudaSuccess
}

//export __mgpuDeviceGetCacheConfig
func __mgpuDeviceGetCacheConfig(cfg *C.enum_cudaFuncCache) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if cfg == nil {
		return ret(invalid("cudaDeviceGetCacheConfig: pCacheConfig is NULL"))
	}
	*cfg = C.enum_cudaFuncCache(deviceCacheConfig.Load())
	return C.cudaSuccess
}

// checkSharedMemConfig accepts a cudaSharedMemConfig. Setting one changes
// nothing: shared memory banks are four bytes wide on every GPU mgpucc
// targets (compute capability 7.0 and newer).
func checkSharedMemConfig(what string, config C.enum_cudaSharedMemConfig) error {
	if config > C.cudaSharedMemBankSizeEightByte {
		return invalid("%s: %d is not a cudaSharedMemConfig", what, int(config))
	}
	return nil
}

//export __mgpuDeviceSetSharedMemConfig
func __mgpuDeviceSetSharedMemConfig(config C.enum_cudaSharedMemConfig) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	return ret(checkSharedMemConfig("cudaDeviceSetSharedMemConfig", config))
}

//export __mgpuDeviceGetSharedMemConfig
func __mgpuDeviceGetSharedMemConfig(config *C.enum_cudaSharedMemConfig) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if config == nil {
		return ret(invalid("cudaDeviceGetSharedMemConfig: pConfig is NULL"))
	}
	*config = C.cudaSharedMemBankSizeFourByte
	return C.cudaSuccess
}

//export __mgpuDeviceCanAccessPeer
func __mgpuDeviceCanAccessPeer(canAccessPeer *C.int, device, peerDevice C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if canAccessPeer == nil {
		return ret(invalid("cudaDeviceCanAccessPeer: canAccessPeer is NULL"))
	}
	for _, d := range []C.int{device, peerDevice} {
		if err := checkDevice(d); err != nil {
			return ret(err)
		}
	}
	*canAccessPeer = 0 // a device is not its own peer
	return C.cudaSuccess
}

// Peer access: the program's one device has no peer (mgpucc copies
// between the GPUs itself), so these answer as CUDA does on a machine of
// one GPU, and a program that enables access where it finds a second
// device runs as there.

//export __mgpuDeviceEnablePeerAccess
func __mgpuDeviceEnablePeerAccess(peerDevice C.int, flags C.uint) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if flags != 0 {
		return ret(invalid("cudaDeviceEnablePeerAccess: flags must be 0"))
	}
	if err := checkDevice(peerDevice); err != nil {
		return ret(err)
	}
	return ret(&mgpu.Error{Code: mgpu.ErrorInvalidDevice, Msg: "cudaDeviceEnablePeerAccess: device 0 cannot access itself as a peer (cudaDeviceCanAccessPeer answers 0)"})
}

//export __mgpuDeviceDisablePeerAccess
func __mgpuDeviceDisablePeerAccess(peerDevice C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if err := checkDevice(peerDevice); err != nil {
		return ret(err)
	}
	return ret(&mgpu.Error{Code: mgpu.ErrorPeerAccessNotEnabled, Msg: "cudaDeviceDisablePeerAccess: no peer access was enabled"})
}

//export __mgpuDeviceGetStreamPriorityRange
func __mgpuDeviceGetStreamPriorityRange(leastPriority, greatestPriority *C.int) C.cudaError_t {
	if _, err := runtime(); err != nil {
		return ret(err)
	}
	if leastPriority != nil {
		*leastPriority = mgpu.LeastStreamPriority
	}
	if greatestPriority != nil {
		*greatestPriority = mgpu.GreatestStreamPriority
	}
	return C.cudaSuccess
}

//export __mgpuProfilerStart
func __mgpuProfilerStart() C.cudaError_t {
	_, err := runtime()
	return ret(err)
}

//export __mgpuProfilerStop
func __mgpuProfilerStop() C.cudaError_t {
	_, err := runtime()
	return ret(err)
}

//export __mgpuFuncSetCacheConfig
func __mgpuFuncSetCacheConfig(fn unsafe.Pointer, cfg C.enum_cudaFuncCache) C.cudaError_t {
	_, err := runtime()
	return ret(err)
}

//export __mgpuGetDeviceProperties
func __mgpuGetDeviceProperties(prop *C.cudaDeviceProp, device C.int) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if prop == nil {
		return ret(invalid("cudaGetDeviceProperties: prop is NULL"))
	}
	if err := checkDevice(device); err != nil {
		return ret(err)
	}
	in := rt.Info()
	C.memset(unsafe.Pointer(prop), 0, C.sizeof_cudaDeviceProp)
	// The name does not depend on the device count: programs print it,
	// and their output must be the same on any number of GPUs.
	name := in.Name
	for i := 0; i < len(name) && i < len(prop.name)-1; i++ {
		prop.name[i] = C.char(name[i])
	}
	prop.totalGlobalMem = C.size_t(in.TotalMem)
	prop.sharedMemPerBlock = C.size_t(in.SharedMemPerBlock)
	prop.regsPerBlock = C.int(in.RegistersPerBlock)
	prop.warpSize = C.int(in.WarpSize)
	prop.memPitch = maxPitch
	prop.maxThreadsPerBlock = C.int(in.MaxThreadsPerBlock)
	for i := 0; i < 3; i++ {
		prop.maxThreadsDim[i] = C.int(in.MaxBlockDim[i])
		prop.maxGridSize[i] = C.int(in.MaxGridDim[i])
	}
	prop.clockRate = C.int(in.ClockRateKHz)
	prop.totalConstMem = C.size_t(in.TotalConstMem)
	prop.major, prop.minor = C.int(in.ComputeMajor), C.int(in.ComputeMinor)
	prop.textureAlignment = 512
	prop.deviceOverlap = 1
	prop.multiProcessorCount = C.int(in.MultiProcessors)
	prop.concurrentKernels = cbool(in.ConcurrentKernels)
	prop.pciBusID, prop.pciDeviceID = C.int(in.PCIBusID), C.int(in.PCIDevice)
	prop.asyncEngineCount = 1
	prop.unifiedAddressing = cbool(in.UnifiedAddressing)
	prop.memoryClockRate = C.int(in.MemoryClockRateKHz)
	prop.memoryBusWidth = C.int(in.MemoryBusWidth)
	prop.l2CacheSize = C.int(in.L2CacheSize)
	prop.maxThreadsPerMultiProcessor = C.int(in.MaxThreadsPerSM)
	prop.sharedMemPerMultiprocessor = C.size_t(in.SharedMemPerSM)
	prop.regsPerMultiprocessor = C.int(in.RegistersPerSM)
	prop.sharedMemPerBlockOptin = C.size_t(in.SharedMemPerBlockOptin)
	prop.maxBlocksPerMultiProcessor = C.int(in.MaxBlocksPerSM)
	prop.reservedSharedMemPerBlock = C.size_t(in.ReservedSharedMemPerBlock)
	prop.streamPrioritiesSupported = 1
	prop.persistingL2CacheMaxSize = C.int(in.PersistingL2CacheMax)
	prop.accessPolicyMaxWindowSize = C.int(in.AccessPolicyMaxWindow)
	// Managed memory works as on GPUs without concurrent access: the host
	// touches it between synchronisations.
	prop.managedMemory, prop.concurrentManagedAccess = 1, 0
	// Page-locked host memory is mapped at the address the host uses.
	prop.canMapHostMemory = 1
	return C.cudaSuccess
}

// maxPitch is the largest pitch of a 2-D copy that CUDA reports for
// every GPU (cudaDevAttrMaxPitch, 2^31 - 1): programs print it, and it
// must not change with the device count as the memory does.
const maxPitch = 1<<31 - 1

func cbool(b bool) C.int {
	if b {
		return 1
	}
	return 0
}

//export __mgpuDeviceGetAttribute
func __mgpuDeviceGetAttribute(value *C.int, attr C.enum_cudaDeviceAttr, device C.int) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if value == nil {
		return ret(invalid("cudaDeviceGetAttribute: value is NULL"))
	}
	if err := checkDevice(device); err != nil {
		return ret(err)
	}
	in := rt.Info()
	attrs := map[C.enum_cudaDeviceAttr]int{
		C.cudaDevAttrMaxThreadsPerBlock: in.MaxThreadsPerBlock,
		C.cudaDevAttrMaxBlockDimX:       in.MaxBlockDim[0], C.cudaDevAttrMaxBlockDimY: in.MaxBlockDim[1], C.cudaDevAttrMaxBlockDimZ: in.MaxBlockDim[2],
		C.cudaDevAttrMaxGridDimX: in.MaxGridDim[0], C.cudaDevAttrMaxGridDimY: in.MaxGridDim[1], C.cudaDevAttrMaxGridDimZ: in.MaxGridDim[2],
		C.cudaDevAttrMaxSharedMemoryPerBlock:     int(in.SharedMemPerBlock),
		C.cudaDevAttrTotalConstantMemory:         int(in.TotalConstMem),
		C.cudaDevAttrWarpSize:                    in.WarpSize,
		C.cudaDevAttrMaxPitch:                    maxPitch,
		C.cudaDevAttrMaxRegistersPerBlock:        in.RegistersPerBlock,
		C.cudaDevAttrClockRate:                   in.ClockRateKHz,
		C.cudaDevAttrMultiProcessorCount:         in.MultiProcessors,
		C.cudaDevAttrIntegrated:                  0,
		C.cudaDevAttrComputeMode:                 C.cudaComputeModeDefault,
		C.cudaDevAttrConcurrentKernels:           int(cbool(in.ConcurrentKernels)),
		C.cudaDevAttrPciBusId:                    in.PCIBusID,
		C.cudaDevAttrPciDeviceId:                 in.PCIDevice,
		C.cudaDevAttrMemoryClockRate:             in.MemoryClockRateKHz,
		C.cudaDevAttrGlobalMemoryBusWidth:        in.MemoryBusWidth,
		C.cudaDevAttrL2CacheSize:                 in.L2CacheSize,
		C.cudaDevAttrMaxPersistingL2CacheSize:    in.PersistingL2CacheMax,
		C.cudaDevAttrMaxAccessPolicyWindowSize:   in.AccessPolicyMaxWindow,
		C.cudaDevAttrMaxThreadsPerMultiProcessor: in.MaxThreadsPerSM,
		C.cudaDevAttrUnifiedAddressing:           int(cbool(in.UnifiedAddressing)),
		C.cudaDevAttrComputeCapabilityMajor:      in.ComputeMajor,
		C.cudaDevAttrComputeCapabilityMinor:      in.ComputeMinor,
		C.cudaDevAttrStreamPrioritiesSupported:   1,
		C.cudaDevAttrManagedMemory:               1,
		C.cudaDevAttrConcurrentManagedAccess:     0,
		C.cudaDevAttrPageableMemoryAccess:        0,

		// As cudaGetDeviceProperties says: copies overlap kernels, on
		// one copy engine; no watchdog, ECC or TCC to report; no
		// cooperative launches (a grid cannot sync across GPUs).
		C.cudaDevAttrGpuOverlap:        1,
		C.cudaDevAttrAsyncEngineCount:  1,
		C.cudaDevAttrKernelExecTimeout: 0,
		C.cudaDevAttrEccEnabled:        0,
		C.cudaDevAttrTccDriver:         0,
		C.cudaDevAttrCooperativeLaunch: 0,

		// Page-locked host memory is mapped at the address the host uses.
		C.cudaDevAttrCanMapHostMemory:                  1,
		C.cudaDevAttrCanUseHostPointerForRegisteredMem: 1,

		// What the occupancy calculation uses.
		C.cudaDevAttrMaxSharedMemoryPerMultiprocessor: int(in.SharedMemPerSM),
		C.cudaDevAttrMaxRegistersPerMultiprocessor:    in.RegistersPerSM,
		C.cudaDevAttrMaxSharedMemoryPerBlockOptin:     int(in.SharedMemPerBlockOptin),
		C.cudaDevAttrMaxBlocksPerMultiprocessor:       in.MaxBlocksPerSM,
		C.cudaDevAttrReservedSharedMemoryPerBlock:     int(in.ReservedSharedMemPerBlock),

		// cudaMallocAsync's default pool (mempool.go), which no other
		// process can share.
		C.cudaDevAttrMemoryPoolsSupported:           1,
		C.cudaDevAttrMemoryPoolSupportedHandleTypes: 0,
	}
	v, ok := attrs[attr]
	if !ok {
		return ret(invalid("cudaDeviceGetAttribute: attribute %d is not supported", int(attr)))
	}
	*value = C.int(v)
	return C.cudaSuccess
}

//export __mgpuDeviceSynchronize
func __mgpuDeviceSynchronize() C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.Synchronize())
}

//export __mgpuThreadSynchronize
func __mgpuThreadSynchronize() C.cudaError_t { return __mgpuDeviceSynchronize() }

//export __mgpuDeviceReset
func __mgpuDeviceReset() C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	proc.mu.Lock()
	proc.lastErr = mgpu.Success
	proc.mu.Unlock()
	forgetArrays() // the reset frees their memory and textures
	return ret(rt.Reset())
}

//export __mgpuThreadExit
func __mgpuThreadExit() C.cudaError_t { return __mgpuDeviceReset() }

//export __mgpuGetLastError
func __mgpuGetLastError() C.cudaError_t {
	proc.mu.Lock()
	defer proc.mu.Unlock()
	code := proc.lastErr
	if code.Sticky() {
		return C.cudaError_t(code)
	}
	proc.lastErr = mgpu.Success
	return C.cudaError_t(code)
}

//export __mgpuPeekAtLastError
func __mgpuPeekAtLastError() C.cudaError_t {
	proc.mu.Lock()
	defer proc.mu.Unlock()
	return C.cudaError_t(proc.lastErr)
}

// Error strings live as long as the process: C callers keep them.
var (
	errorStringsMu sync.Mutex
	errorStrings   = map[[2]int]*C.char{}
)

func errorString(code C.cudaError_t, which int) *C.char {
	errorStringsMu.Lock()
	defer errorStringsMu.Unlock()
	key := [2]int{int(code), which}
	if s, ok := errorStrings[key]; ok {
		return s
	}
	c := mgpu.Code(code)
	text := c.String()
	if which == 1 {
		text = c.Name()
	}
	s := C.CString(text)
	errorStrings[key] = s
	return s
}

//export __mgpuGetErrorString
func __mgpuGetErrorString(code C.cudaError_t) *C.char { return errorString(code, 0) }

//export __mgpuGetErrorName
func __mgpuGetErrorName(code C.cudaError_t) *C.char { return errorString(code, 1) }
