package main

/*
#include "registry.h"
*/
import "C"

import (
	"unsafe"

	"mgpucc/mgpu"
)

// funcAttributes returns the attributes of the kernel whose host stub is fn.
func funcAttributes(what string, fn unsafe.Pointer) (*mgpu.Runtime, mgpu.FuncAttributes, error) {
	rt, f, err := kernelOf(what, fn)
	if err != nil {
		return nil, mgpu.FuncAttributes{}, err
	}
	fa, err := rt.FuncAttributes(f.img.img, f.name)
	return rt, fa, err
}

//export __mgpuFuncGetAttributes
func __mgpuFuncGetAttributes(attr *C.cudaFuncAttributes, fn unsafe.Pointer) C.cudaError_t {
	_, fa, err := funcAttributes("cudaFuncGetAttributes", fn)
	if err != nil {
		return ret(err)
	}
	if attr == nil {
		return ret(invalid("cudaFuncGetAttributes: attr is NULL"))
	}
	*attr = C.cudaFuncAttributes{
		sharedSizeBytes: C.size_t(fa.SharedSizeBytes), constSizeBytes: C.size_t(fa.ConstSizeBytes),
		localSizeBytes: C.size_t(fa.LocalSizeBytes), maxThreadsPerBlock: C.int(fa.MaxThreadsPerBlock),
		numRegs: C.int(fa.NumRegs), ptxVersion: C.int(fa.PTXVersion), binaryVersion: C.int(fa.BinaryVersion),
		cacheModeCA: C.int(fa.CacheModeCA), maxDynamicSharedSizeBytes: C.int(fa.MaxDynamicSharedSizeBytes),
		preferredShmemCarveout: C.int(fa.PreferredShmemCarveout),
	}
	return C.cudaSuccess
}

//export __mgpuFuncSetAttribute
func __mgpuFuncSetAttribute(fn unsafe.Pointer, attr C.enum_cudaFuncAttribute, value C.int) C.cudaError_t {
	rt, f, err := kernelOf("cudaFuncSetAttribute", fn)
	if err != nil {
		return ret(err)
	}
	return ret(rt.FuncSetAttribute(f.img.img, f.name, mgpu.FuncAttribute(attr), int(value)))
}

//export __mgpuFuncSetSharedMemConfig
func __mgpuFuncSetSharedMemConfig(fn unsafe.Pointer, config C.enum_cudaSharedMemConfig) C.cudaError_t {
	if _, _, err := kernelOf("cudaFuncSetSharedMemConfig", fn); err != nil {
		return ret(err)
	}
	return ret(checkSharedMemConfig("cudaFuncSetSharedMemConfig", config))
}

//export __mgpuOccupancyMaxActiveBlocksPerMultiprocessor
func __mgpuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks *C.int, fn unsafe.Pointer, blockSize C.int, dynamicSMemSize C.size_t) C.cudaError_t {
	return __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, fn, blockSize, dynamicSMemSize, C.cudaOccupancyDefault)
}

// The caching override changes nothing: the occupancy calculation does not
// model the L1 cache.
//
//export __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
func __mgpuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks *C.int, fn unsafe.Pointer, blockSize C.int, dynamicSMemSize C.size_t, flags C.uint) C.cudaError_t {
	const what = "cudaOccupancyMaxActiveBlocksPerMultiprocessor"
	rt, fa, err := funcAttributes(what, fn)
	switch {
	case err != nil:
		return ret(err)
	case numBlocks == nil:
		return ret(invalid("%s: numBlocks is NULL", what))
	case blockSize < 1:
		return ret(invalid("%s: a block size of %d threads; want at least 1", what, int(blockSize)))
	case flags&^C.cudaOccupancyDisableCachingOverride != 0:
		return ret(invalid("%s: flags 0x%x; want cudaOccupancyDefault or cudaOccupancyDisableCachingOverride", what, uint(flags)))
	}
	*numBlocks = C.int(mgpu.MaxActiveBlocksPerSM(rt.Info(), fa, int(blockSize), int64(dynamicSMemSize)))
	return C.cudaSuccess
}

// maxPotentialBlockSize is cudaOccupancyMaxPotentialBlockSize with the
// dynamic shared memory of each block size given by dynamicShared.
func maxPotentialBlockSize(minGridSize, blockSize *C.int, fn unsafe.Pointer, dynamicShared func(blockSize int) int64, blockSizeLimit C.int) error {
	const what = "cudaOccupancyMaxPotentialBlockSize"
	rt, fa, err := funcAttributes(what, fn)
	switch {
	case err != nil:
		return err
	case minGridSize == nil || blockSize == nil:
		return invalid("%s: minGridSize or blockSize is NULL", what)
	case blockSizeLimit < 0:
		return invalid("%s: a block size limit of %d; want 0 (none) or more", what, int(blockSizeLimit))
	}
	grid, block := mgpu.MaxPotentialBlockSize(rt.Info(), fa, dynamicShared, int(blockSizeLimit))
	*minGridSize, *blockSize = C.int(grid), C.int(block)
	return nil
}

//export __mgpuOccupancyMaxPotentialBlockSize
func __mgpuOccupancyMaxPotentialBlockSize(minGridSize, blockSize *C.int, fn unsafe.Pointer, dynamicSMemSize C.size_t, blockSizeLimit C.int) C.cudaError_t {
	return ret(maxPotentialBlockSize(minGridSize, blockSize, fn, func(int) int64 { return int64(dynamicSMemSize) }, blockSizeLimit))
}

//export __mgpuOccupancyMaxPotentialBlockSizeVariableSMem
func __mgpuOccupancyMaxPotentialBlockSizeVariableSMem(minGridSize, blockSize *C.int, fn unsafe.Pointer, blockSizeToDynamicSMemSize C.mgpu_block_smem_fn, context unsafe.Pointer, blockSizeLimit C.int) C.cudaError_t {
	if blockSizeToDynamicSMemSize == nil {
		return ret(invalid("cudaOccupancyMaxPotentialBlockSizeVariableSMem: blockSizeToDynamicSMemSize is NULL"))
	}
	dynamicShared := func(b int) int64 {
		return int64(C.mgpu_call_block_smem(blockSizeToDynamicSMemSize, context, C.int(b)))
	}
	return ret(maxPotentialBlockSize(minGridSize, blockSize, fn, dynamicShared, blockSizeLimit))
}
