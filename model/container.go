package model

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// The container is what mgpucc embeds in a user binary in place of NVIDIA's
// fatbin (clang's -fcuda-include-gpubinary): the runtime receives a pointer
// to it from __cudaRegisterFatBinary. Layout, little-endian:
//
//	magic   [8]byte  "MGPUCNT\x00"
//	version uint32   ContainerVersion
//	count   uint32   number of sections
//	total   uint64   length of the whole container in bytes (header included)
//	then count sections: kind uint32, length uint64, data [length]byte
//
// Unknown section kinds are skipped, so a newer writer can add sections.
const ContainerVersion = 1

// ContainerMagic starts every container.
var ContainerMagic = [8]byte{'M', 'G', 'P', 'U', 'C', 'N', 'T', 0}

// ContainerHeaderSize is the size of the fixed header; the runtime reads the
// header first to learn the total length.
const ContainerHeaderSize = 24

// Section kinds.
const (
	SectionModel uint32 = 1 // model JSON
	SectionPTX   uint32 = 2 // PTX text of the transformed module
	SectionIR    uint32 = 3 // LLVM IR text of the transformed module (for the simulator)
	SectionArch  uint32 = 4 // the sm_XX the PTX was made for
	// SectionSASS is machine code for one GPU architecture, which the
	// driver loads without compiling the PTX: its name (sm_XX), a NUL,
	// then the cubin ptxas wrote. One section per architecture.
	SectionSASS uint32 = 5
	// SectionLink is one byte, the container's part in a device link
	// (LinkRole): absent in a file compiled whole.
	SectionLink uint32 = 6
)

// LinkRole is a container's part in relocatable device code (-rdc, -dc).
type LinkRole byte

const (
	// LinkNone: the file's device code was compiled whole; the container
	// holds its kernels.
	LinkNone LinkRole = 0
	// LinkRelocatable: the file's device code is linked with the other
	// files' when the program is linked; the container holds nothing but
	// this role, and its kernels and variables are the linked container's.
	LinkRelocatable LinkRole = 'r'
	// LinkLinked: the program's device link, which holds the kernels and
	// variables of every relocatable file.
	LinkLinked LinkRole = 'l'
)

// Container is the decoded form.
type Container struct {
	Model []byte
	PTX   []byte
	IR    []byte
	Arch  string
	SASS  []SASS
	Link  LinkRole
}

// SASS is a cubin: the kernels of the PTX assembled for one architecture.
type SASS struct {
	Arch  string // sm_XX, as ptxas was given it
	Cubin []byte
}

// Encode serialises the container.
func (c *Container) Encode() []byte {
	type section struct {
		kind uint32
		data []byte
	}
	sections := []section{{SectionModel, c.Model}, {SectionPTX, c.PTX}, {SectionIR, c.IR}, {SectionArch, []byte(c.Arch)}}
	for _, s := range c.SASS {
		sections = append(sections, section{SectionSASS, append(append([]byte(s.Arch), 0), s.Cubin...)})
	}
	if c.Link != LinkNone {
		sections = append(sections, section{SectionLink, []byte{byte(c.Link)}})
	}
	var body bytes.Buffer
	for _, s := range sections {
		binary.Write(&body, binary.LittleEndian, s.kind)
		binary.Write(&body, binary.LittleEndian, uint64(len(s.data)))
		body.Write(s.data)
	}
	var out bytes.Buffer
	out.Write(ContainerMagic[:])
	binary.Write(&out, binary.LittleEndian, uint32(ContainerVersion))
	binary.Write(&out, binary.LittleEndian, uint32(len(sections)))
	binary.Write(&out, binary.LittleEndian, uint64(ContainerHeaderSize+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

// ContainerLength reads the total length from a header, so a reader holding
// only a pointer knows how many bytes to take.
func ContainerLength(header []byte) (int, error) {
	if len(header) < ContainerHeaderSize || !bytes.Equal(header[:8], ContainerMagic[:]) {
		return 0, errors.New("container: not an mgpucc container (was this object compiled by mgpucc?)")
	}
	if v := binary.LittleEndian.Uint32(header[8:]); v != ContainerVersion {
		return 0, fmt.Errorf("container: version %d, this runtime reads version %d: rebuild with this mgpucc", v, ContainerVersion)
	}
	return int(binary.LittleEndian.Uint64(header[16:])), nil
}

// DecodeContainer parses a container.
func DecodeContainer(data []byte) (*Container, error) {
	total, err := ContainerLength(data)
	if err != nil {
		return nil, err
	}
	if total > len(data) {
		return nil, fmt.Errorf("container: truncated: %d of %d bytes", len(data), total)
	}
	count := binary.LittleEndian.Uint32(data[12:])
	c := &Container{}
	pos := ContainerHeaderSize
	for i := uint32(0); i < count; i++ {
		if pos+12 > total {
			return nil, errors.New("container: truncated section header")
		}
		kind := binary.LittleEndian.Uint32(data[pos:])
		n := binary.LittleEndian.Uint64(data[pos+4:])
		pos += 12
		if n > uint64(total-pos) {
			return nil, errors.New("container: section past the end")
		}
		payload := data[pos : pos+int(n)]
		pos += int(n)
		switch kind {
		case SectionModel:
			c.Model = payload
		case SectionPTX:
			c.PTX = payload
		case SectionIR:
			c.IR = payload
		case SectionArch:
			c.Arch = string(payload)
		case SectionSASS:
			arch, cubin, ok := bytes.Cut(payload, []byte{0})
			if !ok {
				return nil, errors.New("container: machine code without the name of its architecture")
			}
			c.SASS = append(c.SASS, SASS{Arch: string(arch), Cubin: cubin})
		case SectionLink:
			if len(payload) != 1 || (LinkRole(payload[0]) != LinkRelocatable && LinkRole(payload[0]) != LinkLinked) {
				return nil, fmt.Errorf("container: a device link role %q this runtime does not know: rebuild with this mgpucc", payload)
			}
			c.Link = LinkRole(payload[0])
		}
	}
	return c, nil
}
