package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"regexp"
	"sync/atomic"

	"github.com/llir/llvm/ir"
)

// Texture objects: a device's table of the textures kernels fetch through
// (tex1Dfetch over linear memory, tex2D over pitched 2-D memory), and the
// fetch itself, which does what the texture unit does: pick the element
// the coordinates name (address modes outside the texture), read its
// channels in the texture's format, and widen each to the 32-bit lane the
// tex instruction returns; or, with linear filtering, weigh the four
// elements around the coordinates (texFiltered).

// ChannelKind is how a texture's channels are stored (CUDA's
// cudaChannelFormatKind values).
type ChannelKind int

const (
	ChannelSigned ChannelKind = iota
	ChannelUnsigned
	ChannelFloat
)

// AddressMode says what coordinates outside a texture read (CUDA's
// cudaTextureAddressMode values). Wrap and mirror apply to normalised
// coordinates only; unnormalised ones clamp instead, as on a GPU.
type AddressMode int

const (
	AddressWrap AddressMode = iota
	AddressClamp
	AddressMirror
	AddressBorder
)

// Texture is a texture object over device memory: Width elements of Bits
// per channel from Addr (Height rows Pitch bytes apart when Is2D).
type Texture struct {
	Addr          uint64
	Is2D          bool
	Width, Height int64
	Pitch         int64
	// Bits per channel x, y, z, w: the present channels first, all the
	// same width (8, 16 or 32; 16 or 32 for floats).
	Bits           [4]int
	Kind           ChannelKind
	Address        [2]AddressMode // x, y
	Normalized     bool           // coordinates in [0, 1)
	ReadNormalized bool           // 8- and 16-bit integers read as floats in [0, 1] or [-1, 1]
	Linear         bool           // tex2D filters the four nearest texels (float reads only)
	Border         [4]float32
}

// ElemSize is the bytes of one element.
func (t *Texture) ElemSize() int64 {
	n := 0
	for _, b := range t.Bits {
		n += b
	}
	return int64(n / 8)
}

// textures is a device's texture table, copied on write so that a fetch
// reads it without a lock.
type textures = map[uint64]*Texture

// CreateTexture adds a texture object to the device and returns its
// handle: distinct on every device, so that a kernel given another
// device's handle fails instead of reading the wrong memory. The memory
// is not checked here: a fetch outside the device's buffers faults.
func (d *Device) CreateTexture(t Texture) (uint64, error) {
	if t.ElemSize() == 0 || t.Width < 0 || t.Height < 0 || t.Is2D && t.Pitch < t.Width*t.ElemSize() {
		return 0, fmt.Errorf("sim: device %d: bad texture %+v", d.id, t)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.texNext++
	h := uint64(d.id+1)<<32 | d.texNext
	old := d.texTable()
	next := make(textures, len(old)+1)
	for k, v := range old {
		next[k] = v
	}
	next[h] = &t
	d.texs.Store(&next)
	return h, nil
}

// DestroyTexture removes a texture object.
func (d *Device) DestroyTexture(h uint64) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	old := d.texTable()
	if old[h] == nil {
		return fmt.Errorf("sim: device %d has no texture object 0x%x", d.id, h)
	}
	next := make(textures, len(old))
	for k, v := range old {
		if k != h {
			next[k] = v
		}
	}
	d.texs.Store(&next)
	return nil
}

func (d *Device) texTable() textures {
	if p := d.texs.Load(); p != nil {
		return *p
	}
	return nil
}

// texTables is what a Device holds of its textures.
type texTables struct {
	texs    atomic.Pointer[textures]
	texNext uint64
}

// texAsm matches the fetches texture_indirect_functions.h writes: four
// 32-bit results, then the handle and one or two coordinates.
var texAsm = regexp.MustCompile(`^tex\.(1d|2d)\.v4\.(f32|s32|u32)\.(s32|f32)\s*\{\s*\$0\s*,\s*\$1\s*,\s*\$2\s*,\s*\$3\s*\}\s*,\s*\[\s*\$4\s*,\s*\{\s*\$5\s*(,\s*\$6\s*)?\}\s*\]\s*;?$`)

// texFetch compiles a tex instruction written as inline assembly.
func (c *funcCompiler) texFetch(in *ir.InstCall, text string) (bool, error) {
	m := texAsm.FindStringSubmatch(text)
	if m == nil || nleaves(in.Type()) != 4 {
		return false, nil
	}
	dims := uint64(1)
	if m[1] == "2d" {
		dims = 2
	}
	if (dims == 2) != (m[4] != "") || (dims == 1) != (m[3] == "s32") || len(in.Args) != int(dims)+1 {
		return false, nil
	}
	args, err := c.operands(in.Args...)
	if err != nil {
		return true, err
	}
	y := args[1]
	if dims == 2 {
		y = args[2]
	}
	c.emit(op{code: oTex, d: c.slots[in], a: args[0], b: args[1], c: y, imm: dims})
	return true, nil
}

// tex runs a fetch: o.d..o.d+3 get the channels of the element that
// handle r[o.a] holds at r[o.b] (tex1Dfetch's index) or at (r[o.b],
// r[o.c]) (tex2D's coordinates), filtered where the texture says so.
func (x *blockExec) tex(t *thread, fn *function, pc int32, o *op, r []uint64) error {
	h := r[o.a]
	tx := x.l.m.dev.texTable()[h]
	if tx == nil {
		return x.fail(t, fn, pc, 0, "texture fetch through 0x%x, which is no texture object of this device (destroyed, or a handle the launch did not pass as an argument)", h)
	}
	var lanes [4]uint64
	var err error
	switch {
	case o.imm == 1:
		i := int64(int32(r[o.b]))
		lanes, err = x.texel(t, fn, pc, tx, h, i, 0, !tx.Is2D && i >= 0 && i < tx.Width, false)
	case !tx.Is2D:
		return x.fail(t, fn, pc, 0, "tex2D through texture object 0x%x, which is over linear memory (read it with tex1Dfetch)", h)
	case tx.Linear:
		lanes, err = x.texFiltered(t, fn, pc, tx, h, fv32(r[o.b]), fv32(r[o.c]))
	default:
		i, in1 := texCoord(fv32(r[o.b]), tx.Width, tx.Address[0], tx.Normalized)
		j, in2 := texCoord(fv32(r[o.c]), tx.Height, tx.Address[1], tx.Normalized)
		lanes, err = x.texel(t, fn, pc, tx, h, i, j, in1 && in2, true)
	}
	copy(r[o.d:o.d+4], lanes[:])
	return err
}

// texel reads the channels of element (i, j) of a texture, as the 32-bit
// lanes a fetch returns; one not inside reads the border colour for a
// tex2D fetch (border), else 0.
func (x *blockExec) texel(t *thread, fn *function, pc int32, tx *Texture, h uint64, i, j int64, inside, border bool) ([4]uint64, error) {
	var lanes [4]uint64
	if !inside {
		for k := range lanes {
			if border {
				lanes[k] = tx.borderLane(k)
			}
		}
		return lanes, nil
	}
	n := uint64(tx.ElemSize())
	addr := tx.Addr + uint64(j*tx.Pitch) + uint64(i)*n
	b := x.mem(t, addr, n)
	if b == nil {
		return lanes, x.fail(t, fn, pc, addr, "out-of-bounds texture fetch of %d bytes through texture object 0x%x", n, h).as(FaultAddress)
	}
	if x.tracing {
		x.record(&x.reads, addr, n)
	}
	off := 0
	for k := range lanes {
		bits := tx.Bits[k]
		if bits == 0 {
			continue
		}
		var raw uint64
		switch bits {
		case 8:
			raw = uint64(b[off])
		case 16:
			raw = uint64(binary.LittleEndian.Uint16(b[off:]))
		default:
			raw = uint64(binary.LittleEndian.Uint32(b[off:]))
		}
		off += bits / 8
		lanes[k] = tx.lane(raw, bits)
	}
	return lanes, nil
}

// texFiltered is a tex2D fetch at (u, v) with linear filtering, as the
// CUDA Programming Guide's appendix on texture fetching gives it: the
// four texels around (u - 0.5, v - 0.5), (i, j) to (i+1, j+1), each
// channel weighted by (1-a)(1-b), a(1-b), (1-a)b and ab, where a and b are
// the coordinates' fractions in 9-bit fixed point (8 fractional bits);
// each texel addressed as the texture's mode says. The sums are float32
// in that order (a GPU's own rounding may differ in the last bits).
func (x *blockExec) texFiltered(t *thread, fn *function, pc int32, tx *Texture, h uint64, u, v float32) ([4]uint64, error) {
	i, a := filterWeight(foldCoord(u, tx.Width, tx.Address[0], tx.Normalized) - 0.5)
	j, b := filterWeight(foldCoord(v, tx.Height, tx.Address[1], tx.Normalized) - 0.5)
	var sum [4]float32
	for _, c := range [4]struct {
		di, dj int64
		w      float32
	}{{0, 0, (1 - a) * (1 - b)}, {1, 0, a * (1 - b)}, {0, 1, (1 - a) * b}, {1, 1, a * b}} {
		ii, in1 := texelIndex(i+c.di, tx.Width, tx.Address[0], tx.Normalized)
		jj, in2 := texelIndex(j+c.dj, tx.Height, tx.Address[1], tx.Normalized)
		lanes, err := x.texel(t, fn, pc, tx, h, ii, jj, in1 && in2, true)
		if err != nil {
			return lanes, err
		}
		for k := range sum {
			sum[k] += c.w * fv32(lanes[k])
		}
	}
	var lanes [4]uint64
	for k := range lanes {
		lanes[k] = f32(sum[k])
	}
	return lanes, nil
}

// foldCoord is a coordinate along an extent of n in texels: a normalised
// one folded into [0, 1) (wrap) or mirrored (mirror), then scaled by n.
func foldCoord(v float32, n int64, mode AddressMode, normalized bool) float64 {
	f := float64(v)
	if math.IsNaN(f) {
		f = 0
	}
	if normalized {
		switch mode {
		case AddressWrap:
			f -= math.Floor(f)
		case AddressMirror:
			f -= 2 * math.Floor(f/2)
			if f >= 1 {
				f = 2 - f
			}
		}
		f *= float64(n)
	}
	return f
}

// texCoord is the element a point-sampled coordinate names along an
// extent of n, and whether it is inside (false only for the border mode).
func texCoord(v float32, n int64, mode AddressMode, normalized bool) (int64, bool) {
	f := math.Floor(foldCoord(v, n, mode, normalized))
	if mode == AddressBorder && (f < 0 || f >= float64(n)) {
		return 0, false
	}
	return int64(math.Max(0, math.Min(f, float64(n-1)))), true
}

// filterWeight splits a filtered coordinate into the texel below it and
// its fraction in 9-bit fixed point.
func filterWeight(f float64) (int64, float32) {
	f = math.Max(-texelLimit, math.Min(f, texelLimit))
	i := math.Floor(f)
	return int64(i), float32(math.Round((f-i)*256) / 256)
}

// texelLimit bounds filtered coordinates: far outside, every mode reads
// the same texels as at the limit.
const texelLimit = 1 << 40

// texelIndex is where texel k of a filtered fetch lies along an extent
// of n, and whether it is inside (false only for the border mode): wrap
// and mirror fold it for normalised coordinates; otherwise it is clamped.
func texelIndex(k, n int64, mode AddressMode, normalized bool) (int64, bool) {
	switch {
	case mode == AddressBorder:
		return k, k >= 0 && k < n
	case normalized && mode == AddressWrap:
		k %= n
		if k < 0 {
			k += n
		}
	case normalized && mode == AddressMirror:
		if k < 0 {
			k = -k - 1
		}
		if k >= n {
			k = 2*n - 1 - k
		}
	}
	return max(0, min(k, n-1)), true
}

// lane widens a channel of bits bits to the 32-bit lane a fetch returns.
func (t *Texture) lane(raw uint64, bits int) uint64 {
	switch {
	case t.Kind == ChannelFloat && bits == 16:
		return f32(htof32(uint16(raw)))
	case t.Kind == ChannelFloat || bits == 32:
		return raw
	case t.ReadNormalized && t.Kind == ChannelUnsigned:
		return f32(float32(float64(raw) / float64(uint64(1)<<bits-1)))
	case t.ReadNormalized:
		v := float64(sext(raw, uint8(64-bits))) / float64(uint64(1)<<(bits-1)-1)
		return f32(float32(math.Max(v, -1)))
	case t.Kind == ChannelSigned:
		return uint64(uint32(int32(sext(raw, uint8(64-bits)))))
	}
	return raw
}

// borderLane is channel k of the border colour, as a float for float
// reads and converted to an integer for integer ones.
func (t *Texture) borderLane(k int) uint64 {
	v := t.Border[k]
	if t.Kind == ChannelFloat || t.ReadNormalized {
		return f32(v)
	}
	if t.Kind == ChannelSigned {
		return uint64(uint32(int32(v)))
	}
	return uint64(uint32(v))
}
