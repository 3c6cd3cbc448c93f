package mgpu

import (
	"errors"
	"fmt"
)

// Code is a cudaError_t value (include/cuda_runtime_api.h has the same
// numbers).
type Code int

// The codes the runtime returns.
const (
	Success                   Code = 0
	ErrorInvalidValue         Code = 1
	ErrorMemoryAllocation     Code = 2
	ErrorInitializationError  Code = 3
	ErrorInvalidConfiguration Code = 9
	ErrorInvalidPitchValue    Code = 12
	ErrorInvalidSymbol        Code = 13
	ErrorInvalidDevicePointer Code = 17
	ErrorInvalidMemcpyDir     Code = 21
	ErrorInvalidDeviceFunc    Code = 98
	ErrorNoDevice             Code = 100
	ErrorInvalidDevice        Code = 101
	ErrorInvalidKernelImage   Code = 200
	ErrorInvalidResHandle     Code = 400
	ErrorNotReady             Code = 600
	ErrorIllegalAddress       Code = 700
	ErrorAssert               Code = 710
	ErrorHostMemRegistered    Code = 712
	ErrorHostMemNotRegistered Code = 713
	ErrorPeerAccessNotEnabled Code = 705
	ErrorMisalignedAddress    Code = 716
	ErrorLaunchFailure        Code = 719
	ErrorNotSupported         Code = 801
	ErrorUnknown              Code = 999
)

var codeNames = map[Code][2]string{
	Success:                   {"cudaSuccess", "no error"},
	ErrorInvalidValue:         {"cudaErrorInvalidValue", "invalid argument"},
	ErrorMemoryAllocation:     {"cudaErrorMemoryAllocation", "out of memory"},
	ErrorInitializationError:  {"cudaErrorInitializationError", "initialization error"},
	ErrorInvalidConfiguration: {"cudaErrorInvalidConfiguration", "invalid configuration argument"},
	ErrorInvalidPitchValue:    {"cudaErrorInvalidPitchValue", "invalid pitch argument"},
	ErrorInvalidSymbol:        {"cudaErrorInvalidSymbol", "invalid device symbol"},
	ErrorInvalidDevicePointer: {"cudaErrorInvalidDevicePointer", "invalid device pointer"},
	ErrorInvalidMemcpyDir:     {"cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
	ErrorInvalidDeviceFunc:    {"cudaErrorInvalidDeviceFunction", "invalid device function"},
	ErrorNoDevice:             {"cudaErrorNoDevice", "no CUDA-capable device is detected"},
	ErrorInvalidDevice:        {"cudaErrorInvalidDevice", "invalid device ordinal"},
	ErrorInvalidKernelImage:   {"cudaErrorInvalidKernelImage", "device kernel image is invalid"},
	ErrorInvalidResHandle:     {"cudaErrorInvalidResourceHandle", "invalid resource handle"},
	ErrorNotReady:             {"cudaErrorNotReady", "device not ready"},
	ErrorIllegalAddress:       {"cudaErrorIllegalAddress", "an illegal memory access was encountered"},
	ErrorAssert:               {"cudaErrorAssert", "device-side assert triggered"},
	ErrorHostMemRegistered:    {"cudaErrorHostMemoryAlreadyRegistered", "part or all of the requested memory range is already mapped"},
	ErrorHostMemNotRegistered: {"cudaErrorHostMemoryNotRegistered", "pointer does not correspond to a registered memory region"},
	ErrorPeerAccessNotEnabled: {"cudaErrorPeerAccessNotEnabled", "peer access is not enabled"},
	ErrorMisalignedAddress:    {"cudaErrorMisalignedAddress", "misaligned address"},
	ErrorLaunchFailure:        {"cudaErrorLaunchFailure", "unspecified launch failure"},
	ErrorNotSupported:         {"cudaErrorNotSupported", "operation not supported"},
	ErrorUnknown:              {"cudaErrorUnknown", "unknown error"},
}

// Name is cudaGetErrorName's answer.
func (c Code) Name() string {
	if n, ok := codeNames[c]; ok {
		return n[0]
	}
	return "cudaErrorUnknown"
}

// String is cudaGetErrorString's answer.
func (c Code) String() string {
	if n, ok := codeNames[c]; ok {
		return n[1]
	}
	return "unrecognized error code"
}

// Sticky reports whether the error leaves the context unusable, as a kernel
// fault does in CUDA: every later call returns it until a device reset.
func (c Code) Sticky() bool {
	return c == ErrorIllegalAddress || c == ErrorAssert || c == ErrorMisalignedAddress || c == ErrorLaunchFailure
}

// Error is a runtime failure: a CUDA error code and what went wrong.
type Error struct {
	Code Code
	Msg  string
	Err  error // the backend's error, if any
}

func (e *Error) Error() string { return "mgpu: " + e.Code.Name() + ": " + e.text() }

// text is the message and its cause's; a cause from the runtime is
// named by its code only where the code differs, so that an error wrapped
// at each layer reads as one sentence.
func (e *Error) text() string {
	if inner, ok := e.Err.(*Error); ok {
		if inner.Code == e.Code {
			return e.Msg + ": " + inner.text()
		}
		return e.Msg + ": " + inner.Code.Name() + ": " + inner.text()
	}
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Msg, e.Err)
	}
	return e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

func errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)}
}

// wrap attaches a code to a backend error.
func wrap(code Code, err error, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...), Err: err}
}

// CodeOf returns the CUDA code of an error returned by the runtime
// (ErrorUnknown for foreign errors, Success for nil).
func CodeOf(err error) Code {
	if err == nil {
		return Success
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ErrorUnknown
}
