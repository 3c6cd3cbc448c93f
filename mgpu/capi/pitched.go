package main

/*
#include "registry.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"mgpucc/mgpu"
)

// pitchAlign is the row alignment of cudaMallocPitch.
const pitchAlign = 256

//export __mgpuMallocPitch
func __mgpuMallocPitch(devPtr *uintptr, pitch *C.size_t, width, height C.size_t) C.cudaError_t {
	if devPtr == nil || pitch == nil {
		return ret(invalid("cudaMallocPitch: devPtr or pitch is NULL"))
	}
	p := (width + pitchAlign - 1) / pitchAlign * pitchAlign
	if e := __mgpuMalloc(devPtr, p*height); e != C.cudaSuccess {
		return e
	}
	*pitch = p
	return C.cudaSuccess
}

// memcpy2D copies height rows of width bytes between pitched layouts: as
// one range when both are contiguous, so a host to device copy is still
// distributed over the devices, else row by row.
func memcpy2D(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind) error {
	if width > dpitch || width > spitch {
		return &mgpu.Error{Code: mgpu.ErrorInvalidPitchValue, Msg: "cudaMemcpy2D: the width is larger than a pitch"}
	}
	if width == 0 || height == 0 {
		return nil
	}
	if width == dpitch && width == spitch {
		return memcpy(dst, src, width*height, kind)
	}
	for r := C.size_t(0); r < height; r++ {
		if err := memcpy(unsafe.Add(dst, r*dpitch), unsafe.Add(src, r*spitch), width, kind); err != nil {
			return err
		}
	}
	return nil
}

//export __mgpuMemcpy2D
func __mgpuMemcpy2D(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(memcpy2D(dst, dpitch, src, spitch, width, height, kind))
}

//export __mgpuMemcpy2DAsync
func __mgpuMemcpy2DAsync(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpy2D(dst, dpitch, src, spitch, width, height, kind))
}

//export __mgpuMemset2D
func __mgpuMemset2D(devPtr unsafe.Pointer, pitch C.size_t, value C.int, width, height C.size_t) C.cudaError_t {
	if width > pitch {
		return ret(&mgpu.Error{Code: mgpu.ErrorInvalidPitchValue, Msg: "cudaMemset2D: the width is larger than the pitch"})
	}
	if width == pitch {
		return __mgpuMemset(devPtr, value, width*height)
	}
	for r := C.size_t(0); r < height; r++ {
		if e := __mgpuMemset(unsafe.Add(devPtr, r*pitch), value, width); e != C.cudaSuccess {
			return e
		}
	}
	return C.cudaSuccess
}

// Registered memory is copied from where it is, as any host memory, until
// the devices use it (mgpu/host.go); every registration is mapped, as
// cudaHostRegisterMapped asks.
//
//export __mgpuHostRegister
func __mgpuHostRegister(ptr unsafe.Pointer, size C.size_t, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if ptr == nil || size == 0 {
		return ret(invalid("cudaHostRegister: NULL pointer or size 0"))
	}
	if flags&^(C.cudaHostRegisterPortable|C.cudaHostRegisterMapped|C.cudaHostRegisterIoMemory|C.cudaHostRegisterReadOnly) != 0 {
		return ret(invalid("cudaHostRegister: flags 0x%x; want cudaHostRegisterDefault or cudaHostRegisterPortable, cudaHostRegisterMapped, cudaHostRegisterIoMemory and cudaHostRegisterReadOnly combined", uint(flags)))
	}
	return ret(rt.AddHostRange(hostBytes(ptr, size), uint(flags), true))
}

//export __mgpuHostUnregister
func __mgpuHostUnregister(ptr unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if ptr == nil {
		return ret(invalid("cudaHostUnregister: NULL pointer"))
	}
	return ret(rt.RemoveHostRange(uintptr(ptr), true))
}

//export __mgpuRuntimeGetVersion
func __mgpuRuntimeGetVersion(v *C.int) C.cudaError_t {
	if v == nil {
		return ret(invalid("cudaRuntimeGetVersion: NULL pointer"))
	}
	*v = C.CUDART_VERSION
	return C.cudaSuccess
}

//export __mgpuDriverGetVersion
func __mgpuDriverGetVersion(v *C.int) C.cudaError_t {
	if v == nil {
		return ret(invalid("cudaDriverGetVersion: NULL pointer"))
	}
	*v = C.CUDART_VERSION
	return C.cudaSuccess
}

// limits holds the values of cudaDeviceSetLimit, starting from CUDA's
// defaults.
var limits = struct {
	sync.Mutex
	v map[C.enum_cudaLimit]C.size_t
}{v: map[C.enum_cudaLimit]C.size_t{
	C.cudaLimitStackSize: 1024, C.cudaLimitPrintfFifoSize: 1 << 20, C.cudaLimitMallocHeapSize: 8 << 20,
	C.cudaLimitDevRuntimeSyncDepth: 2, C.cudaLimitDevRuntimePendingLaunchCount: 2048, C.cudaLimitMaxL2FetchGranularity: 32,
	C.cudaLimitPersistingL2CacheSize: 0,
}}

// The limits the devices take: the stack of a thread, device printf's
// buffer, device malloc's heap (the others are the device runtime's,
// which mgpucc does not have, and L2's fetch granularity and persisting
// set-aside, hints).
var deviceLimits = map[C.enum_cudaLimit]mgpu.Limit{C.cudaLimitStackSize: mgpu.LimitStackSize,
	C.cudaLimitPrintfFifoSize: mgpu.LimitPrintfFifoSize, C.cudaLimitMallocHeapSize: mgpu.LimitMallocHeapSize}

//export __mgpuDeviceSetLimit
func __mgpuDeviceSetLimit(limit C.enum_cudaLimit, value C.size_t) C.cudaError_t {
	limits.Lock()
	defer limits.Unlock()
	if _, ok := limits.v[limit]; !ok {
		return ret(invalid("cudaDeviceSetLimit: unknown limit %d", int(limit)))
	}
	if limit == C.cudaLimitPersistingL2CacheSize {
		rt, err := runtime()
		if err != nil {
			return ret(err)
		}
		if most := rt.Info().PersistingL2CacheMax; int64(value) > int64(most) {
			return ret(invalid("cudaDeviceSetLimit: a persisting L2 set-aside of %d bytes; the device's largest is %d (persistingL2CacheMaxSize)", uint64(value), most))
		}
	}
	if l, ok := deviceLimits[limit]; ok {
		rt, err := runtime()
		if err == nil {
			err = rt.SetLimit(l, int64(value))
		}
		if err != nil {
			return ret(err)
		}
	}
	limits.v[limit] = value
	return C.cudaSuccess
}

//export __mgpuDeviceGetLimit
func __mgpuDeviceGetLimit(value *C.size_t, limit C.enum_cudaLimit) C.cudaError_t {
	limits.Lock()
	defer limits.Unlock()
	v, ok := limits.v[limit]
	if value == nil || !ok {
		return ret(invalid("cudaDeviceGetLimit: NULL pointer or unknown limit %d", int(limit)))
	}
	*value = v
	return C.cudaSuccess
}

// 3-D pitched memory is pitched 2-D memory of height*depth rows: planes of
// height rows of pitch bytes one after the other. 3-D CUDA arrays are not
// supported (2-D ones are: array.go).

//export __mgpuMalloc3D
func __mgpuMalloc3D(p *C.struct_cudaPitchedPtr, extent C.struct_cudaExtent) C.cudaError_t {
	if p == nil {
		return ret(invalid("cudaMalloc3D: pitchedDevPtr is NULL"))
	}
	var ptr unsafe.Pointer
	var pitch C.size_t
	if e := __mgpuMallocPitch((*uintptr)(unsafe.Pointer(&ptr)), &pitch, extent.width, extent.height*extent.depth); e != C.cudaSuccess {
		return e
	}
	*p = C.struct_cudaPitchedPtr{ptr: ptr, pitch: pitch, xsize: extent.width, ysize: extent.height}
	return C.cudaSuccess
}

// memcpy3D copies p's extent between pitched 3-D layouts, plane by plane,
// or as one 2-D copy when both sides' planes follow one another as rows.
func memcpy3D(p *C.struct_cudaMemcpy3DParms) error {
	if p == nil {
		return invalid("cudaMemcpy3D: the parameters are NULL")
	}
	if p.srcArray != nil || p.dstArray != nil {
		return invalid("cudaMemcpy3D: copies to and from CUDA arrays are not supported: use cudaMemcpy2DToArray and cudaMemcpy2DFromArray, or pitched linear memory (cudaMalloc3D)")
	}
	src, dst, e := p.srcPtr, p.dstPtr, p.extent
	splane, dplane := planeBytes(src, e.height), planeBytes(dst, e.height)
	s := unsafe.Add(src.ptr, p.srcPos.z*splane+p.srcPos.y*src.pitch+p.srcPos.x)
	d := unsafe.Add(dst.ptr, p.dstPos.z*dplane+p.dstPos.y*dst.pitch+p.dstPos.x)
	kind := C.enum_cudaMemcpyKind(p.kind)
	if splane == e.height*src.pitch && dplane == e.height*dst.pitch {
		return memcpy2D(d, dst.pitch, s, src.pitch, e.width, e.height*e.depth, kind)
	}
	for z := C.size_t(0); z < e.depth; z++ {
		if err := memcpy2D(unsafe.Add(d, z*dplane), dst.pitch, unsafe.Add(s, z*splane), src.pitch, e.width, e.height, kind); err != nil {
			return err
		}
	}
	return nil
}

// planeBytes is the distance between the planes of q: ysize rows, or
// height rows where ysize is 0 (a plain buffer).
func planeBytes(q C.struct_cudaPitchedPtr, height C.size_t) C.size_t {
	if q.ysize == 0 {
		return height * q.pitch
	}
	return q.ysize * q.pitch
}

//export __mgpuMemcpy3D
func __mgpuMemcpy3D(p *C.struct_cudaMemcpy3DParms) C.cudaError_t {
	return ret(memcpy3D(p))
}

//export __mgpuMemcpy3DAsync
func __mgpuMemcpy3DAsync(p *C.struct_cudaMemcpy3DParms, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpy3D(p))
}

//export __mgpuMemset3D
func __mgpuMemset3D(p C.struct_cudaPitchedPtr, value C.int, extent C.struct_cudaExtent) C.cudaError_t {
	plane := planeBytes(p, extent.height)
	if plane == extent.height*p.pitch {
		return __mgpuMemset2D(p.ptr, p.pitch, value, extent.width, extent.height*extent.depth)
	}
	for z := C.size_t(0); z < extent.depth; z++ {
		if e := __mgpuMemset2D(unsafe.Add(p.ptr, z*plane), p.pitch, value, extent.width, extent.height); e != C.cudaSuccess {
			return e
		}
	}
	return C.cudaSuccess
}
