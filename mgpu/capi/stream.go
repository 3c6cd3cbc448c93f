package main

/*
#include "registry.h"
*/
import "C"

import (
	"unsafe"

	"mgpucc/mgpu"
)

// handle is the runtime's value of a stream or event handle.
func handle(h unsafe.Pointer) uintptr { return uintptr(h) }

func checkStream(s unsafe.Pointer) error {
	rt, err := runtime()
	if err != nil {
		return err
	}
	return rt.ValidStream(handle(s))
}

//export __mgpuStreamCreate
func __mgpuStreamCreate(stream *uintptr) C.cudaError_t {
	return __mgpuStreamCreateWithFlags(stream, 0)
}

//export __mgpuStreamCreateWithFlags
func __mgpuStreamCreateWithFlags(stream *uintptr, flags C.uint) C.cudaError_t {
	return __mgpuStreamCreateWithPriority(stream, flags, mgpu.LeastStreamPriority)
}

// The priority is recorded and reported; all work runs in program order.
//
//export __mgpuStreamCreateWithPriority
func __mgpuStreamCreateWithPriority(stream *uintptr, flags C.uint, priority C.int) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if stream == nil {
		return ret(invalid("cudaStreamCreate: pStream is NULL"))
	}
	h, err := rt.StreamCreate(int(flags), int(priority))
	if err != nil {
		return ret(err)
	}
	*stream = h
	return C.cudaSuccess
}

//export __mgpuStreamGetPriority
func __mgpuStreamGetPriority(stream unsafe.Pointer, priority *C.int) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if priority == nil {
		return ret(invalid("cudaStreamGetPriority: priority is NULL"))
	}
	_, p, err := rt.StreamInfo(handle(stream))
	if err != nil {
		return ret(err)
	}
	*priority = C.int(p)
	return C.cudaSuccess
}

//export __mgpuStreamGetFlags
func __mgpuStreamGetFlags(stream unsafe.Pointer, flags *C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if flags == nil {
		return ret(invalid("cudaStreamGetFlags: flags is NULL"))
	}
	f, _, err := rt.StreamInfo(handle(stream))
	if err != nil {
		return ret(err)
	}
	*flags = C.uint(f)
	return C.cudaSuccess
}

// hostCall runs a host function after the work issued before it on a
// stream. The runtime issues all work in program order, so it waits for
// that work and calls the function itself before returning: later work
// then follows the function too.
func hostCall(what string, stream, fn unsafe.Pointer, call func()) error {
	rt, err := runtime()
	if err != nil {
		return err
	}
	if fn == nil {
		return invalid("%s: the function is NULL", what)
	}
	if err := rt.StreamSynchronize(handle(stream)); err != nil {
		return err
	}
	call()
	return nil
}

//export __mgpuLaunchHostFunc
func __mgpuLaunchHostFunc(stream unsafe.Pointer, fn C.cudaHostFn_t, userData unsafe.Pointer) C.cudaError_t {
	return ret(hostCall("cudaLaunchHostFunc", stream, unsafe.Pointer(fn), func() { C.mgpu_call_host_fn(fn, userData) }))
}

// The callback is always given cudaSuccess: after a kernel fault the call
// returns the fault instead of calling it.
//
//export __mgpuStreamAddCallback
func __mgpuStreamAddCallback(stream unsafe.Pointer, callback C.cudaStreamCallback_t, userData unsafe.Pointer, flags C.uint) C.cudaError_t {
	if flags != 0 {
		return ret(invalid("cudaStreamAddCallback: flags %d; must be 0", uint(flags)))
	}
	return ret(hostCall("cudaStreamAddCallback", stream, unsafe.Pointer(callback), func() {
		C.mgpu_call_stream_callback(callback, C.cudaStream_t(stream), C.cudaSuccess, userData)
	}))
}

//export __mgpuStreamDestroy
func __mgpuStreamDestroy(stream unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.StreamDestroy(handle(stream)))
}

//export __mgpuStreamSynchronize
func __mgpuStreamSynchronize(stream unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.StreamSynchronize(handle(stream)))
}

//export __mgpuStreamQuery
func __mgpuStreamQuery(stream unsafe.Pointer) C.cudaError_t {
	return __mgpuStreamSynchronize(stream)
}

//export __mgpuStreamWaitEvent
func __mgpuStreamWaitEvent(stream unsafe.Pointer, event unsafe.Pointer, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.StreamWaitEvent(handle(stream), handle(event)))
}

//export __mgpuEventCreate
func __mgpuEventCreate(event *uintptr) C.cudaError_t { return __mgpuEventCreateWithFlags(event, 0) }

//export __mgpuEventCreateWithFlags
func __mgpuEventCreateWithFlags(event *uintptr, flags C.uint) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if event == nil {
		return ret(invalid("cudaEventCreate: event is NULL"))
	}
	h, err := rt.EventCreate()
	if err != nil {
		return ret(err)
	}
	*event = h
	return C.cudaSuccess
}

//export __mgpuEventRecord
func __mgpuEventRecord(event unsafe.Pointer, stream unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.EventRecord(handle(event), handle(stream)))
}

//export __mgpuEventSynchronize
func __mgpuEventSynchronize(event unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.EventSynchronize(handle(event)))
}

//export __mgpuEventQuery
func __mgpuEventQuery(event unsafe.Pointer) C.cudaError_t { return __mgpuEventSynchronize(event) }

//export __mgpuEventElapsedTime
func __mgpuEventElapsedTime(ms *C.float, start, end unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if ms == nil {
		return ret(invalid("cudaEventElapsedTime: ms is NULL"))
	}
	v, err := rt.EventElapsed(handle(start), handle(end))
	if err != nil {
		return ret(err)
	}
	*ms = C.float(v)
	return C.cudaSuccess
}

//export __mgpuEventDestroy
func __mgpuEventDestroy(event unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	return ret(rt.EventDestroy(handle(event)))
}

// Stream attributes are hints (mgpu.h): checked as CUDA checks them,
// recorded and reported, and none changes how the work runs.

//export __mgpuStreamSetAttribute
func __mgpuStreamSetAttribute(stream unsafe.Pointer, attr C.cudaStreamAttrID, value *C.cudaStreamAttrValue) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if value == nil {
		return ret(invalid("cudaStreamSetAttribute: value is NULL"))
	}
	switch attr {
	case C.cudaLaunchAttributeAccessPolicyWindow:
		err = checkAccessPolicyWindow((*C.struct_cudaAccessPolicyWindow)(unsafe.Pointer(value)), rt.Info().AccessPolicyMaxWindow)
	case C.cudaLaunchAttributeSynchronizationPolicy:
		if p := *(*C.enum_cudaSynchronizationPolicy)(unsafe.Pointer(value)); p < C.cudaSyncPolicyAuto || p > C.cudaSyncPolicyBlockingSync {
			err = invalid("cudaStreamSetAttribute: %d is not a cudaSynchronizationPolicy", int(p))
		}
	case C.cudaLaunchAttributePriority:
		return ret(rt.StreamSetPriority(handle(stream), int(*(*C.int)(unsafe.Pointer(value)))))
	default:
		err = notStreamAttribute("cudaStreamSetAttribute", attr)
	}
	if err != nil {
		return ret(err)
	}
	return ret(rt.StreamSetHint(handle(stream), int(attr), C.GoBytes(unsafe.Pointer(value), C.sizeof_cudaStreamAttrValue)))
}

func notStreamAttribute(call string, attr C.cudaStreamAttrID) error {
	return invalid("%s: attribute %d is not a stream's (the access policy window, the synchronization policy or the priority)", call, int(attr))
}

// checkAccessPolicyWindow checks a window as CUDA does: at most maxBytes
// (the device's cudaDevAttrMaxAccessPolicyWindowSize), a hit ratio
// between 0 and 1, and a miss property other than persisting.
func checkAccessPolicyWindow(w *C.struct_cudaAccessPolicyWindow, maxBytes int) error {
	switch {
	case int64(w.num_bytes) > int64(maxBytes):
		return invalid("cudaStreamSetAttribute: an access policy window of %d bytes; the device's largest is %d (cudaDevAttrMaxAccessPolicyWindowSize)", uint64(w.num_bytes), maxBytes)
	case !(w.hitRatio >= 0 && w.hitRatio <= 1):
		return invalid("cudaStreamSetAttribute: the access policy window's hitRatio %g is not between 0 and 1", float64(w.hitRatio))
	case w.hitProp > C.cudaAccessPropertyPersisting || w.missProp > C.cudaAccessPropertyStreaming:
		return invalid("cudaStreamSetAttribute: the access policy window's hitProp %d or missProp %d is not a cudaAccessProperty it may have", int(w.hitProp), int(w.missProp))
	}
	return nil
}

//export __mgpuStreamGetAttribute
func __mgpuStreamGetAttribute(stream unsafe.Pointer, attr C.cudaStreamAttrID, value *C.cudaStreamAttrValue) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if value == nil {
		return ret(invalid("cudaStreamGetAttribute: value_out is NULL"))
	}
	out := unsafe.Slice((*byte)(unsafe.Pointer(value)), C.sizeof_cudaStreamAttrValue)
	switch attr {
	case C.cudaLaunchAttributeAccessPolicyWindow, C.cudaLaunchAttributeSynchronizationPolicy:
		set, err := rt.StreamHint(handle(stream), int(attr))
		if err != nil {
			return ret(err)
		}
		clear(out)
		copy(out, set)
		if set == nil && attr == C.cudaLaunchAttributeSynchronizationPolicy {
			*(*C.enum_cudaSynchronizationPolicy)(unsafe.Pointer(value)) = C.cudaSyncPolicyAuto
		}
	case C.cudaLaunchAttributePriority:
		_, p, err := rt.StreamInfo(handle(stream))
		if err != nil {
			return ret(err)
		}
		clear(out)
		*(*C.int)(unsafe.Pointer(value)) = C.int(p)
	default:
		return ret(notStreamAttribute("cudaStreamGetAttribute", attr))
	}
	return C.cudaSuccess
}

//export __mgpuCtxResetPersistingL2Cache
func __mgpuCtxResetPersistingL2Cache() C.cudaError_t {
	_, err := runtime()
	return ret(err)
}
