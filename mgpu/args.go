package mgpu

import (
	"encoding/binary"
	"slices"
)

// A launch's arguments: the scalars the enumerators read and the
// buffers the pointers reach, decoded once per launch, and each part's
// copy of them laid out for its device.

// ptrArg is a pointer argument resolved to a buffer (nil for NULL and for
// parameters that are not pointers).
type ptrArg struct {
	buf *buffer
	off int64
}

// argPatch is a pointer to managed or page-locked memory inside a
// by-value aggregate argument: its value is the host's address, so each
// device gets its own instance's address there instead.
type argPatch struct {
	param, at int // the parameter, and the pointer's byte offset in it
	ptr       ptrArg
	tex       *texture // instead of ptr: a texture object's handle (texture.go)
}

// decodeArgs fills the scratch scalars and resolved pointers.
func (rt *Runtime) decodeArgs(k *kernel, args [][]byte) error {
	s := &rt.scratch
	d := k.desc
	s.scalars = append(s.scalars[:0], make([]int64, k.nscalars)...)
	s.ptrs = append(s.ptrs[:0], make([]ptrArg, len(k.pointers))...)
	s.others = s.others[:0]
	s.patches = s.patches[:0]
	s.stray = false
	s.unsplit = ""
	if d.Indirect {
		// Any buffer may be reached: all are made whole on device 0 and
		// written there, as for pointers inside aggregates.
		rt.buffers.Ascend(func(b *buffer) bool { s.others = append(s.others, b); return true })
	}
	for i := range d.Params {
		prm := &d.Params[i] // not copied: a parameter is three accesses
		a := args[i]
		if len(a) < prm.Size {
			return errorf(ErrorInvalidValue, "launch of %s: argument %d has %d bytes, the parameter %d", d.Name, i, len(a), prm.Size)
		}
		switch prm.Kind {
		case ParamScalar:
			if prm.ScalarSlot >= 0 {
				s.scalars[prm.ScalarSlot] = loadInt(a[:prm.Size], prm.Signed)
			}
			if err := rt.textureArgs(k, i, a[:prm.Size]); err != nil {
				return err
			}
		case ParamPointer:
			v, b, off, err := rt.argBuffer(a, d.Name, i)
			if err != nil {
				return err
			}
			if b == nil && v != 0 {
				return errorf(ErrorInvalidDevicePointer, "launch of %s: argument %d (0x%x) is neither in a buffer from cudaMalloc or cudaMallocManaged nor in page-locked host memory (freed, or pageable host memory? allocate it with cudaMallocHost or register it with cudaHostRegister)", d.Name, i, v)
			}
			if b != nil {
				s.ptrs[i] = ptrArg{b, off}
			}
		case ParamOther:
			if err := rt.decodeStruct(k, i, a[:prm.Size]); err != nil {
				return err
			}
			if err := rt.textureArgs(k, i, a[:prm.Size]); err != nil {
				return err
			}
		}
	}
	// Integer fields of struct arguments (inside them: validate checked
	// the offsets against the parameter sizes, the loop above the bytes).
	for _, f := range d.Fields {
		s.scalars[f.ScalarSlot] = loadInt(args[f.Param][f.Offset:f.Offset+f.Size], f.Signed)
	}
	return nil
}

// decodeStruct resolves the pointers in struct argument i: its described
// pointer fields are pointer parameters (each device gets its own copy's
// address there; one that is no buffer's address makes the launch run
// unsplit). Other words that hold a buffer's address, unless the
// descriptor says they are data to the kernel, make the launch run unsplit
// with those buffers made whole on device 0.
func (rt *Runtime) decodeStruct(k *kernel, i int, a []byte) error {
	s, d := &rt.scratch, k.desc
	for j, f := range d.PtrFields {
		if f.Param != i {
			continue
		}
		v, b, off, _ := rt.argBuffer(a[f.Offset:], d.Name, i)
		if b == nil {
			s.stray = s.stray || v != 0
			continue
		}
		s.ptrs[len(d.Params)+j] = ptrArg{b, off}
		s.patches = append(s.patches, argPatch{param: i, at: f.Offset, ptr: ptrArg{b, off}})
	}
	if d.StructsDescribed {
		return nil
	}
	for o := 0; o+8 <= len(a); o += 8 {
		if slices.ContainsFunc(d.PtrFields, func(f PtrField) bool { return f.Param == i && f.Offset == o }) {
			continue
		}
		_, b, off, err := rt.argBuffer(a[o:], d.Name, i)
		if err != nil {
			return err
		}
		if b == nil {
			continue
		}
		s.others = append(s.others, b)
		if b.host != nil {
			s.patches = append(s.patches, argPatch{param: i, at: o, ptr: ptrArg{b, off}})
		}
	}
	return nil
}

// argBuffer resolves the pointer in the first 8 bytes of word, argument i
// of kernel: no buffer for a null pointer or one outside every buffer.
func (rt *Runtime) argBuffer(word []byte, kernel string, i int) (v DevPtr, b *buffer, off int64, err error) {
	v = DevPtr(binary.LittleEndian.Uint64(word))
	if v == 0 {
		return 0, nil, 0, nil
	}
	if b, off, err = rt.resolveDevice(v); err != nil {
		err = wrap(CodeOf(err), err, "launch of %s: argument %d", kernel, i)
	}
	return v, b, off, err
}

// loadInt widens a little-endian integer argument to int64.
func loadInt(b []byte, signed bool) int64 {
	var u uint64
	for i := len(b) - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	if signed && len(b) < 8 {
		shift := uint(64 - 8*len(b))
		return int64(u<<shift) >> shift
	}
	return int64(u)
}

// deviceArgs lays out a part's arguments: pointers translated to the
// device's instances, and the partitioned kernel's six trailing int32s.
func (rt *Runtime) deviceArgs(d *KernelDesc, pt *part, args [][]byte, split bool) [][]byte {
	s := &rt.scratch
	s.args = s.args[:0]
	s.arena = s.arena[:0]
	total := 6 * 4
	for i := range d.Params {
		total += d.Params[i].Size
	}
	if cap(s.arena) < total {
		s.arena = make([]byte, 0, total)
	}
	for i := range d.Params {
		prm := &d.Params[i] // not copied: a Param is a few hundred bytes
		start := len(s.arena)
		if prm.Kind == ParamPointer {
			pa := s.ptrs[i]
			var v DevPtr
			if pa.buf != nil {
				v = pa.buf.inst[pt.dev] + DevPtr(pa.off)
			}
			s.arena = binary.LittleEndian.AppendUint64(s.arena, uint64(v))
		} else {
			s.arena = append(s.arena, args[i][:prm.Size]...)
			for _, pp := range s.patches {
				if pp.param == i && pp.tex != nil {
					binary.LittleEndian.PutUint64(s.arena[start+pp.at:], pp.tex.handles[pt.dev])
				} else if pp.param == i {
					binary.LittleEndian.PutUint64(s.arena[start+pp.at:], uint64(pp.ptr.buf.inst[pt.dev]+DevPtr(pp.ptr.off)))
				}
			}
		}
		s.args = append(s.args, s.arena[start:len(s.arena):len(s.arena)])
	}
	if split {
		for _, v := range pt.trailing {
			start := len(s.arena)
			s.arena = binary.LittleEndian.AppendUint32(s.arena, uint32(v))
			s.args = append(s.args, s.arena[start:len(s.arena):len(s.arena)])
		}
	}
	return s.args
}
