package main

/*
#include <string.h>
#include "registry.h"

// cgo cannot reach into cudaResourceDesc's union: these copy the linear,
// pitch2D and array resources to and from a flat struct (an array's handle
// in devPtr).
typedef struct {
  int resType;
  uintptr_t devPtr;
  struct cudaChannelFormatDesc desc;
  size_t sizeInBytes, width, height, pitchInBytes;
} mgpu_tex_resource;

static void mgpu_tex_resource_get(const struct cudaResourceDesc *r, mgpu_tex_resource *o) {
  o->resType = r->resType;
  if (r->resType == cudaResourceTypeLinear) {
    o->devPtr = (uintptr_t)r->res.linear.devPtr;
    o->desc = r->res.linear.desc;
    o->sizeInBytes = r->res.linear.sizeInBytes;
  } else if (r->resType == cudaResourceTypePitch2D) {
    o->devPtr = (uintptr_t)r->res.pitch2D.devPtr;
    o->desc = r->res.pitch2D.desc;
    o->width = r->res.pitch2D.width;
    o->height = r->res.pitch2D.height;
    o->pitchInBytes = r->res.pitch2D.pitchInBytes;
  } else if (r->resType == cudaResourceTypeArray) {
    o->devPtr = (uintptr_t)r->res.array.array;
  }
}

static void mgpu_tex_resource_put(struct cudaResourceDesc *r, const mgpu_tex_resource *o) {
  memset(r, 0, sizeof *r);
  r->resType = (enum cudaResourceType)o->resType;
  if (o->resType == cudaResourceTypeLinear) {
    r->res.linear.devPtr = (void *)o->devPtr;
    r->res.linear.desc = o->desc;
    r->res.linear.sizeInBytes = o->sizeInBytes;
  } else if (o->resType == cudaResourceTypeArray) {
    r->res.array.array = (cudaArray_t)o->devPtr;
  } else {
    r->res.pitch2D.devPtr = (void *)o->devPtr;
    r->res.pitch2D.desc = o->desc;
    r->res.pitch2D.width = o->width;
    r->res.pitch2D.height = o->height;
    r->res.pitch2D.pitchInBytes = o->pitchInBytes;
  }
}
*/
import "C"

import (
	"sync"
	"unsafe"

	"mgpucc/mgpu"
)

// Texture objects (mgpu/texture.go): the C structs to and from
// mgpu.TextureDesc.

// arrayTextures are the texture objects over arrays (array.go), by
// handle: objects over the array's pitched memory, which
// cudaGetTextureObjectResourceDesc names by the array.
var arrayTextures sync.Map // C.cudaTextureObject_t -> array handle (uintptr)

//export __mgpuCreateTextureObject
func __mgpuCreateTextureObject(pTex *C.cudaTextureObject_t, res *C.struct_cudaResourceDesc, tex *C.struct_cudaTextureDesc, view unsafe.Pointer) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if pTex == nil || res == nil || tex == nil {
		return ret(invalid("cudaCreateTextureObject: pTexObject, pResDesc or pTexDesc is NULL"))
	}
	if view != nil {
		return ret(&mgpu.Error{Code: mgpu.ErrorNotSupported, Msg: "cudaCreateTextureObject: resource views (of CUDA arrays) are not supported: pass NULL"})
	}
	var r C.mgpu_tex_resource
	C.mgpu_tex_resource_get(res, &r)
	array := r.resType == C.cudaResourceTypeArray
	if array {
		a, err := arrayOf("cudaCreateTextureObject", uintptr(r.devPtr))
		if err != nil {
			return ret(err)
		}
		r.resType, r.desc, r.width, r.height, r.pitchInBytes = C.cudaResourceTypePitch2D, a.desc, a.width, a.rows(), a.pitch
	}
	if r.resType != C.cudaResourceTypeLinear && r.resType != C.cudaResourceTypePitch2D {
		return ret(&mgpu.Error{Code: mgpu.ErrorNotSupported, Msg: "cudaCreateTextureObject: mipmapped arrays are not supported: make the texture over an array from cudaMallocArray, linear memory (cudaResourceTypeLinear, read with tex1Dfetch) or pitched memory from cudaMallocPitch (cudaResourceTypePitch2D, read with tex2D)"})
	}
	d := mgpu.TextureDesc{
		Ptr: mgpu.DevPtr(r.devPtr), Pitch2D: r.resType == C.cudaResourceTypePitch2D,
		Size: int64(r.sizeInBytes), Width: int64(r.width), Height: int64(r.height), Pitch: int64(r.pitchInBytes),
		Bits: [4]int{int(r.desc.x), int(r.desc.y), int(r.desc.z), int(r.desc.w)}, Kind: mgpu.ChannelKind(r.desc.f),
		LinearFilter: tex.filterMode != C.cudaFilterModePoint, ReadNormalized: tex.readMode == C.cudaReadModeNormalizedFloat,
		NormalizedCoords: tex.normalizedCoords != 0,
	}
	for k := range d.Address {
		d.Address[k] = mgpu.AddressMode(tex.addressMode[k])
	}
	for k := range d.Border {
		d.Border[k] = float32(tex.borderColor[k])
	}
	h, err := rt.CreateTexture(d)
	if err != nil {
		return ret(err)
	}
	if array {
		arrayTextures.Store(C.cudaTextureObject_t(h), uintptr(r.devPtr))
	}
	*pTex = C.cudaTextureObject_t(h)
	return C.cudaSuccess
}

//export __mgpuDestroyTextureObject
func __mgpuDestroyTextureObject(h C.cudaTextureObject_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if err := rt.DestroyTexture(uint64(h)); err != nil {
		return ret(err)
	}
	arrayTextures.Delete(h)
	return C.cudaSuccess
}

//export __mgpuGetTextureObjectResourceDesc
func __mgpuGetTextureObjectResourceDesc(res *C.struct_cudaResourceDesc, h C.cudaTextureObject_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if res == nil {
		return ret(invalid("cudaGetTextureObjectResourceDesc: pResDesc is NULL"))
	}
	d, err := rt.Texture(uint64(h))
	if err != nil {
		return ret(err)
	}
	r := C.mgpu_tex_resource{
		resType: C.cudaResourceTypeLinear, devPtr: C.uintptr_t(d.Ptr), sizeInBytes: C.size_t(d.Size),
		width: C.size_t(d.Width), height: C.size_t(d.Height), pitchInBytes: C.size_t(d.Pitch),
	}
	if d.Pitch2D {
		r.resType = C.cudaResourceTypePitch2D
	}
	if a, ok := arrayTextures.Load(h); ok {
		r.resType, r.devPtr = C.cudaResourceTypeArray, C.uintptr_t(a.(uintptr))
	}
	r.desc.x, r.desc.y, r.desc.z, r.desc.w = C.int(d.Bits[0]), C.int(d.Bits[1]), C.int(d.Bits[2]), C.int(d.Bits[3])
	r.desc.f = uint32(d.Kind)
	C.mgpu_tex_resource_put(res, &r)
	return C.cudaSuccess
}

//export __mgpuGetTextureObjectTextureDesc
func __mgpuGetTextureObjectTextureDesc(tex *C.struct_cudaTextureDesc, h C.cudaTextureObject_t) C.cudaError_t {
	rt, err := runtime()
	if err != nil {
		return ret(err)
	}
	if tex == nil {
		return ret(invalid("cudaGetTextureObjectTextureDesc: pTexDesc is NULL"))
	}
	d, err := rt.Texture(uint64(h))
	if err != nil {
		return ret(err)
	}
	*tex = C.struct_cudaTextureDesc{}
	for k := range d.Address {
		tex.addressMode[k] = uint32(d.Address[k])
	}
	for k := range d.Border {
		tex.borderColor[k] = C.float(d.Border[k])
	}
	if d.ReadNormalized {
		tex.readMode = C.cudaReadModeNormalizedFloat
	}
	if d.NormalizedCoords {
		tex.normalizedCoords = 1
	}
	return C.cudaSuccess
}

//export __mgpuCreateChannelDesc
func __mgpuCreateChannelDesc(x, y, z, w C.int, f uint32) C.struct_cudaChannelFormatDesc {
	return C.struct_cudaChannelFormatDesc{x: x, y: y, z: z, w: w, f: f}
}
