package mgpu

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// Texture objects. The program sees one handle per object, the runtime's
// own; each device has its own object, made by the backend over that
// device's instance of the buffer. A launch finds the handles among its
// 8-byte arguments (and the 8-byte words of struct arguments) and gives
// each device its own object there, as it gives each device its own
// instance's address for a pointer (args.go). A texture argument the
// descriptor describes (TextureArg: the analysis mapped the kernel's
// fetches to the object's memory) is a pointer to that memory for the
// launch, its shape four scalars of the maps, so each part gets the bytes
// it fetches; any other texture's buffer is one the launch may read
// anywhere, made whole on the device that runs it, and the launch runs
// unsplit.
//
// Handles carry a tag in their high bits (textureTag), so that an integer
// argument is mistaken for one only if it equals a live handle exactly.

// ChannelKind is how a texture's channels are stored (CUDA's
// cudaChannelFormatKind values).
type ChannelKind int

// The channel kinds.
const (
	ChannelSigned   ChannelKind = 0
	ChannelUnsigned ChannelKind = 1
	ChannelFloat    ChannelKind = 2
)

// AddressMode is what a fetch outside a texture reads (CUDA's
// cudaTextureAddressMode values).
type AddressMode int

// The address modes.
const (
	AddressWrap   AddressMode = 0
	AddressClamp  AddressMode = 1
	AddressMirror AddressMode = 2
	AddressBorder AddressMode = 3
)

// TextureDesc describes a texture object: the memory (cudaResourceDesc's
// linear or pitch2D resource) and how it is read (cudaTextureDesc).
type TextureDesc struct {
	Ptr     DevPtr // the memory: the program's pointer, or on a backend, the device's
	Pitch2D bool   // cudaResourceTypePitch2D, else cudaResourceTypeLinear
	Size    int64  // linear: bytes
	// Pitch2D: Width elements by Height rows, Pitch bytes apart.
	Width, Height, Pitch int64
	Bits                 [4]int // bits per channel x, y, z, w (cudaChannelFormatDesc)
	Kind                 ChannelKind
	Address              [3]AddressMode
	LinearFilter         bool // cudaFilterModeLinear: tex2D weighs the four nearest texels
	ReadNormalized       bool // cudaReadModeNormalizedFloat
	NormalizedCoords     bool
	Border               [4]float32
}

// ElemSize is the bytes of one element.
func (d *TextureDesc) ElemSize() int64 {
	return int64(d.Bits[0]+d.Bits[1]+d.Bits[2]+d.Bits[3]) / 8
}

// Elements is the width of a linear texture in elements.
func (d *TextureDesc) Elements() int64 {
	if d.Pitch2D {
		return d.Width
	}
	return d.Size / d.ElemSize()
}

// TextureBackend is a Backend that makes texture objects; on one that does
// not (the null backend, which runs nothing), the runtime's handle is
// every device's.
type TextureBackend interface {
	// CreateTexture makes a texture object on dev over d.Ptr, an address
	// of dev's memory, and returns its handle there.
	CreateTexture(dev int, d TextureDesc) (uint64, error)
	DestroyTexture(dev int, handle uint64) error
}

// textureTag marks the runtime's texture handles.
const textureTag = uint64(0x7e78) << 48

// texture is a texture object: its description (Ptr the program's
// pointer), the buffer it reads and each device's object.
type texture struct {
	desc    TextureDesc
	buf     *buffer
	off     int64
	handles []uint64
}

// textureTable holds the live texture objects by the program's handle;
// the runtime's lock guards it.
type textureTable struct {
	byHandle map[uint64]*texture
	next     uint64
}

func (rt *Runtime) textureTable() *textureTable {
	if rt.textures.byHandle == nil {
		rt.textures.byHandle = map[uint64]*texture{}
	}
	return &rt.textures
}

// CreateTexture makes a texture object over d.Ptr on every device and
// returns the program's handle.
func (rt *Runtime) CreateTexture(d TextureDesc) (uint64, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return 0, err
	}
	if err := d.validate(); err != nil {
		return 0, err
	}
	b, off, err := rt.resolveDevice(d.Ptr)
	if err != nil {
		return 0, err
	}
	if b == nil || b.variable != nil {
		return 0, errorf(ErrorInvalidDevicePointer, "cudaCreateTextureObject: 0x%x is not in a buffer from cudaMalloc, cudaMallocPitch or cudaMallocManaged", d.Ptr)
	}
	n := d.Size
	if d.Pitch2D {
		n = (d.Height-1)*d.Pitch + d.Width*d.ElemSize()
	}
	if off+n > b.size {
		return 0, errorf(ErrorInvalidValue, "cudaCreateTextureObject: the texture's %d bytes from offset %d run past the end of its %d-byte buffer", n, off, b.size)
	}
	tx := &texture{desc: d, buf: b, off: off, handles: make([]uint64, rt.ndev)}
	tb := rt.textureTable()
	tb.next++
	h := textureTag | tb.next
	be, ok := rt.be.(TextureBackend)
	for dev := range tx.handles {
		// The object's memory exists on every device, partial instances
		// too (partial.go).
		if err := rt.back(b, dev, off, off+n); err != nil {
			return 0, wrap(CodeOf(err), err, "cudaCreateTextureObject")
		}
		if !ok {
			tx.handles[dev] = h
			continue
		}
		dd := d
		dd.Ptr = b.inst[dev] + DevPtr(off)
		if tx.handles[dev], err = be.CreateTexture(dev, dd); err != nil {
			for k := 0; k < dev; k++ {
				be.DestroyTexture(k, tx.handles[k])
			}
			return 0, wrap(CodeOf(err), err, "cudaCreateTextureObject on device %d", dev)
		}
	}
	tb.byHandle[h] = tx
	return h, nil
}

// validate checks what the backends support: 1, 2 or 4 channels of equal
// width over linear or pitched memory, filtered only where fetches return
// floats.
func (d *TextureDesc) validate() error {
	if d.LinearFilter && d.Kind != ChannelFloat && !d.ReadNormalized {
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: linear filtering of integers read as integers (read them as normalised floats, or use cudaFilterModePoint)")
	}
	bits := d.Bits[0]
	channels := 0
	for k, b := range d.Bits {
		switch {
		case b == 0:
		case b != bits || channels != k:
			return errorf(ErrorInvalidValue, "cudaCreateTextureObject: channels of %v bits: the present ones must come first and be equally wide", d.Bits)
		default:
			channels++
		}
	}
	switch {
	case channels == 3 || channels == 0:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: %d channels (1, 2 or 4)", channels)
	case bits != 8 && bits != 16 && bits != 32:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: channels of %d bits (8, 16 or 32)", bits)
	case d.Kind < ChannelSigned || d.Kind > ChannelFloat:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: channel kind %d (signed, unsigned or float)", d.Kind)
	case d.Kind == ChannelFloat && bits == 8:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: 8-bit float channels")
	case d.ReadNormalized && d.Kind != ChannelFloat && bits == 32:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: cudaReadModeNormalizedFloat of 32-bit integers (8- and 16-bit only)")
	}
	for _, m := range d.Address {
		if m < AddressWrap || m > AddressBorder {
			return errorf(ErrorInvalidValue, "cudaCreateTextureObject: address mode %d", m)
		}
	}
	e := d.ElemSize()
	if d.Ptr%DevPtr(e) != 0 {
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: 0x%x is not aligned to the %d-byte element", d.Ptr, e)
	}
	if !d.Pitch2D {
		if d.Size <= 0 || d.Size%e != 0 {
			return errorf(ErrorInvalidValue, "cudaCreateTextureObject: a linear texture of %d bytes (a positive multiple of the %d-byte element)", d.Size, e)
		}
		return nil
	}
	switch {
	case d.Width <= 0 || d.Height <= 0:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: a %d x %d pitched texture", d.Width, d.Height)
	case d.Pitch < d.Width*e:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: pitch %d is less than a row of %d %d-byte elements", d.Pitch, d.Width, e)
	case d.Pitch%texturePitchAlign != 0:
		return errorf(ErrorInvalidValue, "cudaCreateTextureObject: pitch %d is not a multiple of %d (cudaMallocPitch's pitches are)", d.Pitch, texturePitchAlign)
	}
	return nil
}

// texturePitchAlign is the alignment of a pitched texture's rows that
// GPUs ask for (cudaDeviceProp.texturePitchAlignment).
const texturePitchAlign = 32

// DestroyTexture destroys a texture object on every device.
func (rt *Runtime) DestroyTexture(h uint64) error {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return err
	}
	tb := rt.textureTable()
	tx := tb.byHandle[h]
	if tx == nil {
		return errorf(ErrorInvalidValue, "cudaDestroyTextureObject: 0x%x is no texture object", h)
	}
	delete(tb.byHandle, h)
	if be, ok := rt.be.(TextureBackend); ok {
		for dev, dh := range tx.handles {
			if err := be.DestroyTexture(dev, dh); err != nil {
				return wrap(CodeOf(err), err, "cudaDestroyTextureObject on device %d", dev)
			}
		}
	}
	return nil
}

// destroyTextures destroys every texture object (cudaDeviceReset), and
// returns the first error.
func (rt *Runtime) destroyTextures() error {
	var first error
	if be, ok := rt.be.(TextureBackend); ok {
		for _, tx := range rt.textures.byHandle {
			for dev, dh := range tx.handles {
				if err := be.DestroyTexture(dev, dh); err != nil && first == nil {
					first = err
				}
			}
		}
	}
	clear(rt.textures.byHandle)
	return first
}

// Texture returns the description a texture object was made with.
func (rt *Runtime) Texture(h uint64) (TextureDesc, error) {
	defer rt.mu.Unlock()
	if err := rt.enter(); err != nil {
		return TextureDesc{}, err
	}
	tx := rt.textureTable().byHandle[h]
	if tx == nil {
		return TextureDesc{}, errorf(ErrorInvalidValue, "0x%x is no texture object", h)
	}
	return tx.desc, nil
}

// TextureArg is a texture object argument a split kernel fetches
// through (mgpu_texture_desc): Desc describes the bytes of the object's
// memory the fetches read, in maps whose scalars from ScalarSlot on are
// the object's shape (textureShape).
type TextureArg struct {
	Param      int
	Offset     int // in a struct argument: the handle's byte offset; else 0
	Dims       int // 1: tex1Dfetch over linear memory; 2: tex2D over pitched memory
	ScalarSlot int
	Desc       Param
}

// textureShapeSlots is how many scalars a texture's shape takes.
const textureShapeSlots = 4

// maxTexelExtent is the widest and tallest pitched texture whose tex2D
// fetches the analysis's maps hold for (its float coordinates are exact
// integers plus constants up to there; analyze/texture.go).
const maxTexelExtent = 1 << 16

func (t TextureArg) validate(d *KernelDesc, i int) error {
	if t.Param < 0 || t.Param >= len(d.Params) {
		return fmt.Errorf("no such parameter")
	}
	p := d.Params[t.Param]
	scalar := p.Kind == ParamScalar && p.Size == 8 && t.Offset == 0
	field := p.Kind == ParamOther && t.Offset >= 0 && t.Offset%8 == 0 && t.Offset+8 <= p.Size
	switch {
	case !scalar && !field:
		return fmt.Errorf("byte %d is not an 8-byte scalar parameter nor an aligned word of a struct", t.Offset)
	case slices.ContainsFunc(d.Textures[:i], func(u TextureArg) bool { return u.Param == t.Param && u.Offset == t.Offset }):
		return fmt.Errorf("described twice")
	case t.Dims != 1 && t.Dims != 2:
		return fmt.Errorf("fetched in %d dimensions (1 or 2)", t.Dims)
	case t.ScalarSlot < 0:
		return fmt.Errorf("scalar slot %d", t.ScalarSlot)
	case t.Desc.Kind != ParamPointer || t.Desc.writes():
		return fmt.Errorf("its memory is not described as a pointer the kernel only reads")
	}
	return t.Desc.validatePointer()
}

// textureShape is the shape a texture's maps read: bytes per texel, the
// width in texels, the height in rows (1 for a linear texture) and the
// row pitch in texels; "" when the analysis's maps do not hold for it,
// with why.
func textureShape(d *TextureDesc, dims int) (shape [textureShapeSlots]int64, why string) {
	e := d.ElemSize()
	switch {
	case dims == 1 && d.Pitch2D:
		return shape, "it fetches with tex1Dfetch from a pitched 2-D texture"
	case dims == 2 && !d.Pitch2D:
		return shape, "it fetches with tex2D from a linear texture"
	case dims == 2 && d.NormalizedCoords:
		return shape, "it fetches from a texture with normalised coordinates"
	case dims == 2 && d.LinearFilter:
		return shape, "it fetches from a texture with linear filtering (the maps name the texel a point sample reads)"
	case dims == 2 && (d.Width > maxTexelExtent || d.Height > maxTexelExtent):
		return shape, fmt.Sprintf("it fetches from a texture over %d texels a side", maxTexelExtent)
	case dims == 1:
		return [textureShapeSlots]int64{e, d.Elements(), 1, d.Elements()}, ""
	}
	return [textureShapeSlots]int64{e, d.Width, d.Height, d.Pitch / e}, ""
}

// textureArgs finds the texture handles in argument i of a launch of k
// (a scalar of 8 bytes, or the 8-byte words of a struct): each device
// gets its own object there. A texture the descriptor describes is read
// where its maps say; any other one's buffer anywhere, and the launch
// runs unsplit.
func (rt *Runtime) textureArgs(k *kernel, i int, a []byte) error {
	tb := &rt.textures
	if len(tb.byHandle) == 0 || k.desc.Params[i].Kind == ParamScalar && len(a) != 8 {
		return nil
	}
	s := &rt.scratch
	for o := 0; o+8 <= len(a); o += 8 {
		h := binary.LittleEndian.Uint64(a[o:])
		tx := tb.byHandle[h]
		if h&textureTag != textureTag || tx == nil {
			continue
		}
		if b, _, err := rt.resolveDevice(tx.desc.Ptr); err != nil || b != tx.buf {
			return errorf(ErrorInvalidValue, "launch of %s: argument %d is texture object 0x%x, whose memory was freed", k.desc.Name, i, h)
		}
		s.patches = append(s.patches, argPatch{param: i, at: o, tex: tx})
		j := slices.IndexFunc(k.desc.Textures, func(t TextureArg) bool { return t.Param == i && t.Offset == o })
		if j < 0 {
			s.others = append(s.others, tx.buf)
			continue
		}
		t := k.desc.Textures[j]
		shape, why := textureShape(&tx.desc, t.Dims)
		if why != "" {
			s.others = append(s.others, tx.buf)
			s.unsplit = why
			continue
		}
		copy(s.scalars[t.ScalarSlot:], shape[:])
		s.ptrs[len(k.desc.Params)+len(k.desc.PtrFields)+j] = ptrArg{tx.buf, tx.off}
	}
	return nil
}

// The oracle (MGPU_ORACLE) runs on the simulator, whose texture objects
// its launches fetch through.
func (o *oracleBackend) CreateTexture(dev int, d TextureDesc) (uint64, error) {
	be, ok := o.Backend.(TextureBackend)
	if !ok {
		return 0, errorf(ErrorNotSupported, "cudaCreateTextureObject: the oracle's backend makes no texture objects")
	}
	return be.CreateTexture(dev, d)
}

func (o *oracleBackend) DestroyTexture(dev int, handle uint64) error {
	be, ok := o.Backend.(TextureBackend)
	if !ok {
		return errorf(ErrorNotSupported, "cudaDestroyTextureObject: the oracle's backend makes no texture objects")
	}
	return be.DestroyTexture(dev, handle)
}
