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

// CUDA arrays, 1-D and 2-D, are pitched memory from cudaMallocPitch (a
// 1-D array one row of it): the runtime splits, copies and tracks it as
// any buffer, and a texture object over an array is one over that memory
// (cudaResourceTypePitch2D), which tex2D reads, and tex1D at its one row's
// middle. The handle is the memory's address (device 0's instance, as
// every pointer the program holds). Arrays are opaque to kernels, so the
// memory's layout is the runtime's choice; 3-D, layered and cubemap
// arrays, which no texture over linear memory reads on a GPU, and
// surfaces are not supported.

// cudaArray is what an array was made with, and its memory's pitch.
type cudaArray struct {
	desc          C.struct_cudaChannelFormatDesc
	width, height C.size_t // elements; height 0 for a 1-D array
	flags         C.uint
	pitch         C.size_t
}

// rows is how many rows the array's memory has.
func (a *cudaArray) rows() C.size_t { return max(a.height, 1) }

// rowBytes is the bytes of a row's elements.
func (a *cudaArray) rowBytes() C.size_t { return a.width * elementBytes(a.desc) }

// at is the address of byte x of row y of the array at h.
func (a *cudaArray) at(h unsafe.Pointer, x, y C.size_t) unsafe.Pointer {
	return unsafe.Add(h, y*a.pitch+x)
}

func elementBytes(d C.struct_cudaChannelFormatDesc) C.size_t {
	return C.size_t(d.x+d.y+d.z+d.w) / 8
}

// arrays are the live arrays by handle.
var arrays = struct {
	sync.Mutex
	byHandle map[uintptr]*cudaArray
}{byHandle: map[uintptr]*cudaArray{}}

// forgetArrays forgets every array and texture over one (cudaDeviceReset).
func forgetArrays() {
	arrays.Lock()
	clear(arrays.byHandle)
	arrays.Unlock()
	arrayTextures.Clear()
}

func arrayOf(what string, h uintptr) (*cudaArray, error) {
	arrays.Lock()
	defer arrays.Unlock()
	if a := arrays.byHandle[h]; a != nil {
		return a, nil
	}
	return nil, &mgpu.Error{Code: mgpu.ErrorInvalidResHandle, Msg: what + ": not an array from cudaMallocArray (or it was freed)"}
}

// checkChannels accepts a channel format an array may have: 8, 16 or 32
// bits a channel, x first, floats of 16 or 32 bits.
func checkChannels(what string, d *C.struct_cudaChannelFormatDesc) error {
	bits := [4]C.int{d.x, d.y, d.z, d.w}
	for i, b := range bits {
		if b != 0 && b != 8 && b != 16 && b != 32 || i > 0 && b != 0 && bits[i-1] == 0 {
			return invalid("%s: channels of %d, %d, %d and %d bits; each must be 8, 16 or 32, x's first", what, int(d.x), int(d.y), int(d.z), int(d.w))
		}
	}
	if d.x == 0 || d.f > C.cudaChannelFormatKindFloat || d.f == C.cudaChannelFormatKindFloat && d.x == 8 {
		return invalid("%s: a channel format of kind %d and %d bits is not an element an array holds", what, int(d.f), int(d.x))
	}
	return nil
}

//export __mgpuMallocArray
func __mgpuMallocArray(array *uintptr, desc *C.struct_cudaChannelFormatDesc, width, height C.size_t, flags C.uint) C.cudaError_t {
	if array == nil || desc == nil {
		return ret(invalid("cudaMallocArray: array or desc is NULL"))
	}
	if err := checkChannels("cudaMallocArray", desc); err != nil {
		return ret(err)
	}
	if flags&(C.cudaArrayLayered|C.cudaArrayCubemap) != 0 {
		return ret(&mgpu.Error{Code: mgpu.ErrorNotSupported, Msg: "cudaMallocArray: layered and cubemap arrays are not supported"})
	}
	if flags&^(C.cudaArraySurfaceLoadStore|C.cudaArrayTextureGather) != 0 || width == 0 {
		return ret(invalid("cudaMallocArray: flags 0x%x or a width of 0", uint(flags)))
	}
	a := &cudaArray{desc: *desc, width: width, height: height, flags: flags}
	var h uintptr
	if e := __mgpuMallocPitch(&h, &a.pitch, a.rowBytes(), a.rows()); e != C.cudaSuccess {
		return e
	}
	arrays.Lock()
	arrays.byHandle[h] = a
	arrays.Unlock()
	*array = h
	return C.cudaSuccess
}

//export __mgpuFreeArray
func __mgpuFreeArray(array unsafe.Pointer) C.cudaError_t {
	if array == nil {
		return C.cudaSuccess
	}
	if _, err := arrayOf("cudaFreeArray", uintptr(array)); err != nil {
		return ret(err)
	}
	arrays.Lock()
	delete(arrays.byHandle, uintptr(array))
	arrays.Unlock()
	return __mgpuFree(array)
}

//export __mgpuArrayGetInfo
func __mgpuArrayGetInfo(desc *C.struct_cudaChannelFormatDesc, extent *C.struct_cudaExtent, flags *C.uint, array unsafe.Pointer) C.cudaError_t {
	a, err := arrayOf("cudaArrayGetInfo", uintptr(array))
	if err != nil {
		return ret(err)
	}
	if desc != nil {
		*desc = a.desc
	}
	if extent != nil {
		*extent = C.struct_cudaExtent{width: a.width, height: a.height}
	}
	if flags != nil {
		*flags = a.flags
	}
	return C.cudaSuccess
}

// arrayRect checks that width bytes of height rows from byte x of row y
// lie in a, and returns their address.
func arrayRect(what string, h unsafe.Pointer, x, y, width, height C.size_t) (*cudaArray, unsafe.Pointer, error) {
	a, err := arrayOf(what, uintptr(h))
	if err != nil {
		return nil, nil, err
	}
	if x+width > a.rowBytes() || y+height > a.rows() {
		return nil, nil, invalid("%s: %d bytes of %d rows from byte %d of row %d leave the array of %d rows of %d bytes", what, uint64(width), uint64(height), uint64(x), uint64(y), uint64(a.rows()), uint64(a.rowBytes()))
	}
	return a, a.at(h, x, y), nil
}

func memcpy2DToArray(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind) error {
	a, d, err := arrayRect("cudaMemcpy2DToArray", dst, wOffset, hOffset, width, height)
	if err != nil {
		return err
	}
	return memcpy2D(d, a.pitch, src, spitch, width, height, kind)
}

func memcpy2DFromArray(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, wOffset, hOffset, width, height C.size_t, kind C.enum_cudaMemcpyKind) error {
	a, s, err := arrayRect("cudaMemcpy2DFromArray", src, wOffset, hOffset, width, height)
	if err != nil {
		return err
	}
	return memcpy2D(dst, dpitch, s, a.pitch, width, height, kind)
}

//export __mgpuMemcpy2DToArray
func __mgpuMemcpy2DToArray(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(memcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind))
}

//export __mgpuMemcpy2DToArrayAsync
func __mgpuMemcpy2DToArrayAsync(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, spitch, width, height C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind))
}

//export __mgpuMemcpy2DFromArray
func __mgpuMemcpy2DFromArray(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, wOffset, hOffset, width, height C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(memcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind))
}

//export __mgpuMemcpy2DFromArrayAsync
func __mgpuMemcpy2DFromArrayAsync(dst unsafe.Pointer, dpitch C.size_t, src unsafe.Pointer, wOffset, hOffset, width, height C.size_t, kind C.enum_cudaMemcpyKind, stream unsafe.Pointer) C.cudaError_t {
	if err := checkStream(stream); err != nil {
		return ret(err)
	}
	return ret(memcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind))
}

// eachArrayRun calls f with the runs of count bytes of h from byte x of
// row y on, row after row (the deprecated cudaMemcpyToArray's and
// cudaMemcpyFromArray's order): each run's address in the array, its
// offset in the linear side and its bytes.
func eachArrayRun(what string, h unsafe.Pointer, x, y, count C.size_t, f func(at unsafe.Pointer, off, n C.size_t) error) error {
	a, err := arrayOf(what, uintptr(h))
	if err != nil {
		return err
	}
	row := a.rowBytes()
	if x >= row && count > 0 || y*row+x+count > a.rows()*row {
		return invalid("%s: %d bytes from byte %d of row %d leave the array of %d rows of %d bytes", what, uint64(count), uint64(x), uint64(y), uint64(a.rows()), uint64(row))
	}
	for off := C.size_t(0); off < count; x, y = 0, y+1 {
		n := min(count-off, row-x)
		if err := f(a.at(h, x, y), off, n); err != nil {
			return err
		}
		off += n
	}
	return nil
}

//export __mgpuMemcpyToArray
func __mgpuMemcpyToArray(dst unsafe.Pointer, wOffset, hOffset C.size_t, src unsafe.Pointer, count C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(eachArrayRun("cudaMemcpyToArray", dst, wOffset, hOffset, count, func(at unsafe.Pointer, off, n C.size_t) error {
		return memcpy(at, unsafe.Add(src, off), n, kind)
	}))
}

//export __mgpuMemcpyFromArray
func __mgpuMemcpyFromArray(dst unsafe.Pointer, src unsafe.Pointer, wOffset, hOffset, count C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	return ret(eachArrayRun("cudaMemcpyFromArray", src, wOffset, hOffset, count, func(at unsafe.Pointer, off, n C.size_t) error {
		return memcpy(unsafe.Add(dst, off), at, n, kind)
	}))
}

//export __mgpuMemcpy2DArrayToArray
func __mgpuMemcpy2DArrayToArray(dst unsafe.Pointer, wOffsetDst, hOffsetDst C.size_t, src unsafe.Pointer, wOffsetSrc, hOffsetSrc, width, height C.size_t, kind C.enum_cudaMemcpyKind) C.cudaError_t {
	if kind != C.cudaMemcpyDeviceToDevice && kind != C.cudaMemcpyDefault {
		return ret(invalid("cudaMemcpy2DArrayToArray: kind %d; arrays are device memory (cudaMemcpyDeviceToDevice)", int(kind)))
	}
	da, d, err := arrayRect("cudaMemcpy2DArrayToArray", dst, wOffsetDst, hOffsetDst, width, height)
	if err != nil {
		return ret(err)
	}
	sa, s, err := arrayRect("cudaMemcpy2DArrayToArray", src, wOffsetSrc, hOffsetSrc, width, height)
	if err != nil {
		return ret(err)
	}
	return ret(memcpy2D(d, da.pitch, s, sa.pitch, width, height, C.cudaMemcpyDeviceToDevice))
}
