package main

/*
#include "registry.h"
*/
import "C"

import (
	"fmt"
	"sync"
	"unsafe"

	"mgpucc/mgpu"
)

// kernelOf returns the registered kernel whose host stub is fn (what the
// func argument of CUDA's kernel calls is), for the call what.
func kernelOf(what string, fn unsafe.Pointer) (*mgpu.Runtime, function, error) {
	rt, err := runtime()
	if err != nil {
		return nil, function{}, err
	}
	proc.mu.Lock()
	f, ok := proc.funcs[uintptr(fn)]
	proc.mu.Unlock()
	switch {
	case !ok:
		return nil, f, &mgpu.Error{Code: mgpu.ErrorInvalidDeviceFunc, Msg: fmt.Sprintf("%s of %p, which is not a registered kernel (was it compiled by mgpucc?)", what, fn)}
	case f.img == nil:
		return nil, f, &mgpu.Error{Code: mgpu.ErrorInvalidKernelImage, Msg: "kernel " + f.name + " belongs to no registered fat binary"}
	case f.img.err != nil:
		return nil, f, &mgpu.Error{Code: mgpu.ErrorInvalidKernelImage, Msg: "kernel " + f.name, Err: f.img.err}
	}
	return rt, f, nil
}

// launch is cudaLaunchKernel: fn is the kernel's host stub.
func launch(fn unsafe.Pointer, grid, block C.dim3, args *unsafe.Pointer, shmem C.size_t, stream unsafe.Pointer) error {
	rt, f, err := kernelOf("launch", fn)
	if err != nil {
		return err
	}
	if err := rt.ValidStream(handle(stream)); err != nil {
		return err
	}
	params, ok := rt.KernelParamSizes(f.name)
	if !ok {
		return &mgpu.Error{Code: mgpu.ErrorInvalidDeviceFunc, Msg: fmt.Sprintf("kernel %s has no descriptor: was its translation unit compiled by mgpucc (or, for a hand port, registered with __mgpuRegisterKernel)?", f.name)}
	}
	var argv []unsafe.Pointer
	if len(params) > 0 {
		if args == nil {
			return invalid("launch of %s: args is NULL", f.name)
		}
		argv = unsafe.Slice(args, len(params))
	}
	held := argSlices.Get().(*[][]byte)
	defer argSlices.Put(held)
	bytes := (*held)[:0]
	for i, size := range params {
		if argv[i] == nil {
			return invalid("launch of %s: args[%d] is NULL", f.name, i)
		}
		bytes = append(bytes, unsafe.Slice((*byte)(argv[i]), size))
	}
	*held = bytes
	return rt.Launch(mgpu.LaunchConfig{
		Image: f.img.img, Kernel: f.name,
		Grid:        mgpu.Dim3{int(grid.x), int(grid.y), int(grid.z)},
		Block:       mgpu.Dim3{int(block.x), int(block.y), int(block.z)},
		SharedBytes: int(shmem), Args: bytes,
	})
}

// argSlices are the argument lists of launches (Launch keeps none past
// its return): a list made per launch was most of a launch's allocations.
var argSlices = sync.Pool{New: func() any { return new([][]byte) }}

//export __mgpuLaunchKernel
func __mgpuLaunchKernel(fn unsafe.Pointer, grid, block C.dim3, args *unsafe.Pointer, shmem C.size_t, stream unsafe.Pointer) C.cudaError_t {
	return ret(launch(fn, grid, block, args, shmem, stream))
}

//export cudaLaunchKernel
func cudaLaunchKernel(fn unsafe.Pointer, grid, block C.dim3, args *unsafe.Pointer, shmem C.size_t, stream unsafe.Pointer) C.cudaError_t {
	return ret(launch(fn, grid, block, args, shmem, stream))
}

//export __mgpuLaunchKernelExC
func __mgpuLaunchKernelExC(config *C.cudaLaunchConfig_t, fn unsafe.Pointer, args *unsafe.Pointer) C.cudaError_t {
	if config == nil {
		return ret(invalid("cudaLaunchKernelEx: config is NULL"))
	}
	if config.numAttrs > 0 && config.attrs == nil {
		return ret(invalid("cudaLaunchKernelEx: attrs is NULL"))
	}
	for _, a := range unsafe.Slice(config.attrs, config.numAttrs) {
		val := unsafe.Pointer(&a.val)
		switch a.id {
		case C.cudaLaunchAttributeCooperative:
			if *(*C.int)(val) != 0 {
				return ret(&mgpu.Error{Code: mgpu.ErrorNotSupported, Msg: "cudaLaunchKernelEx: cooperative launches are not supported (a grid cannot sync across GPUs): launch without cudaLaunchAttributeCooperative"})
			}
		case C.cudaLaunchAttributeClusterDimension:
			if d := (*[3]C.uint)(val); d[0]*d[1]*d[2] > 1 {
				return ret(&mgpu.Error{Code: mgpu.ErrorNotSupported, Msg: "cudaLaunchKernelEx: thread block clusters are not supported"})
			}
		}
	}
	return ret(launch(fn, config.gridDim, config.blockDim, args, config.dynamicSmemBytes, unsafe.Pointer(config.stream)))
}
