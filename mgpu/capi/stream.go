package main

/*
#include "registry.h"
*/
import "C"

import "unsafe"

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
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if stream == nil {
		return ret(invalid("cudaStreamCreate: pStream is NULL"))
	}
	h, err := rt.StreamCreate()
	if err != nil {
		return ret(err)
	}
	*stream = h
	return C.cudaSuccess
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
