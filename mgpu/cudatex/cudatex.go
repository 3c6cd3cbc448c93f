// Package cudatex makes texture objects through the CUDA driver API
// (cuTexObjectCreate, cuTexObjectDestroy), loaded at run time with
// dlopen("libcuda.so.1") as package cuda loads the rest of the driver: the
// texture entry points and the driver types they take are declared here
// from the driver's documented ABI. Each call makes the GPU's primary
// context current in the same C call (the context a backend uses).
package cudatex

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef unsigned long long CUdeviceptr;
typedef unsigned long long CUtexObject;

// CUDA_RESOURCE_DESC: the linear and pitch2D resources of its union.
typedef struct {
	int resType; // CU_RESOURCE_TYPE_LINEAR 2, CU_RESOURCE_TYPE_PITCH2D 3
	union {
		struct {
			CUdeviceptr devPtr;
			int format;
			unsigned numChannels;
			size_t sizeInBytes;
		} linear;
		struct {
			CUdeviceptr devPtr;
			int format;
			unsigned numChannels;
			size_t width, height, pitchInBytes;
		} pitch2D;
		int reserved[32];
	} res;
	unsigned flags;
} CUDA_RESOURCE_DESC;

typedef struct {
	int addressMode[3];
	int filterMode;
	unsigned flags; // CU_TRSF_READ_AS_INTEGER 1, CU_TRSF_NORMALIZED_COORDINATES 2
	unsigned maxAnisotropy;
	int mipmapFilterMode;
	float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
	float borderColor[4];
	int reserved[12];
} CUDA_TEXTURE_DESC;

static struct {
	CUresult (*deviceGet)(CUdevice *, int);
	CUresult (*retain)(CUcontext *, CUdevice);
	CUresult (*release)(CUdevice);
	CUresult (*setCurrent)(CUcontext);
	CUresult (*create)(CUtexObject *, const CUDA_RESOURCE_DESC *, const CUDA_TEXTURE_DESC *, const void *);
	CUresult (*destroy)(CUtexObject);
} tx;

static const char *mg_tex_open(const char *lib) {
	void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
	if (!h) return dlerror();
#define SYM(field, name) if (!(*(void **)&tx.field = dlsym(h, name))) return "missing symbol " name;
	SYM(deviceGet, "cuDeviceGet")
	SYM(retain, "cuDevicePrimaryCtxRetain")
	SYM(release, "cuDevicePrimaryCtxRelease_v2")
	SYM(setCurrent, "cuCtxSetCurrent")
	SYM(create, "cuTexObjectCreate")
	SYM(destroy, "cuTexObjectDestroy")
#undef SYM
	return NULL;
}

// mg_tex_in runs with the primary context of GPU ordinal current.
#define MG_TEX_IN(ordinal, call) do { \
	CUdevice d_; CUcontext c_; \
	CUresult r_ = tx.deviceGet(&d_, ordinal); \
	if (r_ || (r_ = tx.retain(&c_, d_))) return r_; \
	if (!(r_ = tx.setCurrent(c_))) r_ = (call); \
	tx.release(d_); \
	return r_; \
} while (0)

// mg_tex_resource sets the resource (cgo cannot reach into the union).
static void mg_tex_resource(CUDA_RESOURCE_DESC *r, int pitch2D, CUdeviceptr ptr, int format, unsigned channels,
                            size_t size, size_t width, size_t height, size_t pitch) {
	memset(r, 0, sizeof *r);
	if (pitch2D) {
		r->resType = 3;
		r->res.pitch2D.devPtr = ptr;
		r->res.pitch2D.format = format;
		r->res.pitch2D.numChannels = channels;
		r->res.pitch2D.width = width;
		r->res.pitch2D.height = height;
		r->res.pitch2D.pitchInBytes = pitch;
	} else {
		r->resType = 2;
		r->res.linear.devPtr = ptr;
		r->res.linear.format = format;
		r->res.linear.numChannels = channels;
		r->res.linear.sizeInBytes = size;
	}
}

static CUresult mg_tex_create(int ordinal, CUtexObject *t, const CUDA_RESOURCE_DESC *r, const CUDA_TEXTURE_DESC *d) {
	MG_TEX_IN(ordinal, tx.create(t, r, d, NULL));
}
static CUresult mg_tex_destroy(int ordinal, CUtexObject t) { MG_TEX_IN(ordinal, tx.destroy(t)); }
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"
)

// Desc is a texture object over device memory of one GPU: a linear
// resource (Size bytes) or a pitched 2-D one (Width by Height elements,
// rows Pitch bytes apart), Channels channels of Format each.
type Desc struct {
	Ptr                  uint64
	Pitch2D              bool
	Size                 int64
	Width, Height, Pitch int64
	Format               Format
	Channels             int
	Address              [3]int // CUaddress_mode: wrap 0, clamp 1, mirror 2, border 3
	ReadAsInteger        bool   // integer channels read as integers (cudaReadModeElementType)
	NormalizedCoords     bool
	LinearFilter         bool // CU_TR_FILTER_MODE_LINEAR
	Border               [4]float32
}

// Format is a CUarray_format.
type Format int

// The channel formats.
const (
	Uint8   Format = 0x01
	Uint16  Format = 0x02
	Uint32  Format = 0x03
	Int8    Format = 0x08
	Int16   Format = 0x09
	Int32   Format = 0x0a
	Half    Format = 0x10
	Float32 Format = 0x20
)

var (
	once    sync.Once
	loadErr error
)

// load opens the driver's texture entry points once.
func load() error {
	once.Do(func() {
		lib := C.CString("libcuda.so.1")
		defer C.free(unsafe.Pointer(lib))
		if msg := C.mg_tex_open(lib); msg != nil {
			loadErr = fmt.Errorf("cuda: texture objects: %s", C.GoString(msg))
		}
	})
	return loadErr
}

func check(call string, r C.CUresult) error {
	if r != 0 {
		return fmt.Errorf("cuda: %s failed with CUresult %d", call, int(r))
	}
	return nil
}

// Create makes a texture object on GPU ordinal.
func Create(ordinal int, d Desc) (uint64, error) {
	if err := load(); err != nil {
		return 0, err
	}
	if d.Channels != 1 && d.Channels != 2 && d.Channels != 4 {
		return 0, errors.New("cuda: texture objects have 1, 2 or 4 channels")
	}
	var r C.CUDA_RESOURCE_DESC
	var t C.CUDA_TEXTURE_DESC
	pitch2D := C.int(0)
	if d.Pitch2D {
		pitch2D = 1
	}
	C.mg_tex_resource(&r, pitch2D, C.CUdeviceptr(d.Ptr), C.int(d.Format), C.unsigned(d.Channels), C.size_t(d.Size),
		C.size_t(d.Width), C.size_t(d.Height), C.size_t(d.Pitch))
	for k := range d.Address {
		t.addressMode[k] = C.int(d.Address[k])
	}
	if d.ReadAsInteger {
		t.flags |= 1
	}
	if d.NormalizedCoords {
		t.flags |= 2
	}
	if d.LinearFilter {
		t.filterMode = 1
	}
	for k := range d.Border {
		t.borderColor[k] = C.float(d.Border[k])
	}
	var h C.CUtexObject
	if err := check("cuTexObjectCreate", C.mg_tex_create(C.int(ordinal), &h, &r, &t)); err != nil {
		return 0, err
	}
	return uint64(h), nil
}

// Destroy destroys a texture object of GPU ordinal.
func Destroy(ordinal int, h uint64) error {
	if err := load(); err != nil {
		return err
	}
	return check("cuTexObjectDestroy", C.mg_tex_destroy(C.int(ordinal), C.CUtexObject(h)))
}
