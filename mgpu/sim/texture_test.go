package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTexCoord: point sampling picks floor(coordinate); outside the
// texture, clamp repeats the edge and border reports it; normalised
// coordinates scale by the extent, and wrap and mirror fold them.
func TestTexCoord(t *testing.T) {
	for _, c := range []struct {
		name       string
		v          float32
		mode       AddressMode
		normalized bool
		want       int64
		inside     bool
	}{
		{"centre", 3.5, AddressClamp, false, 3, true},
		{"integer", 3, AddressClamp, false, 3, true},
		{"below, clamped", -0.5, AddressClamp, false, 0, true},
		{"above, clamped", 12, AddressClamp, false, 9, true},
		{"below, border", -0.5, AddressBorder, false, 0, false},
		{"last, border", 9.99, AddressBorder, false, 9, true},
		{"past, border", 10, AddressBorder, false, 0, false},
		{"wrap unnormalised clamps", 12, AddressWrap, false, 9, true},
		{"normalised", 0.35, AddressClamp, true, 3, true},
		{"normalised wrap", 1.25, AddressWrap, true, 2, true},
		{"normalised wrap below", -0.25, AddressWrap, true, 7, true},
		{"normalised mirror", 1.25, AddressMirror, true, 7, true},
		{"NaN", float32(math.NaN()), AddressClamp, false, 0, true},
	} {
		got, inside := texCoord(c.v, 10, c.mode, c.normalized)
		require.Equal(t, c.inside, inside, c.name)
		if inside {
			require.Equal(t, c.want, got, c.name)
		}
	}
}

// TestTexLane: channels widen to the 32-bit lane the tex instruction
// returns: integers sign- or zero-extended, 8- and 16-bit ones as floats
// in [0, 1] or [-1, 1] when read normalised, halves as floats.
func TestTexLane(t *testing.T) {
	for _, c := range []struct {
		name string
		tex  Texture
		raw  uint64
		bits int
		want uint64
	}{
		{"float", Texture{Kind: ChannelFloat}, uint64(math.Float32bits(2.5)), 32, uint64(math.Float32bits(2.5))},
		{"half", Texture{Kind: ChannelFloat}, 0x3c00, 16, uint64(math.Float32bits(1))},
		{"signed byte", Texture{Kind: ChannelSigned}, 0xff, 8, 0xffffffff},
		{"unsigned short", Texture{Kind: ChannelUnsigned}, 0xffff, 16, 0xffff},
		{"normalised unsigned byte", Texture{Kind: ChannelUnsigned, ReadNormalized: true}, 255, 8, uint64(math.Float32bits(1))},
		{"normalised signed byte", Texture{Kind: ChannelSigned, ReadNormalized: true}, 0x80, 8, uint64(math.Float32bits(-1))},
		{"normalised signed short", Texture{Kind: ChannelSigned, ReadNormalized: true}, 0x7fff, 16, uint64(math.Float32bits(1))},
	} {
		require.Equal(t, c.want, c.tex.lane(c.raw, c.bits), c.name)
	}
}

// TestTextureTable: handles differ between devices, and a destroyed one
// is gone.
func TestTextureTable(t *testing.T) {
	d0, d1 := NewDevice(0, Options{}), NewDevice(1, Options{})
	tx := Texture{Width: 4, Bits: [4]int{32}, Kind: ChannelFloat}
	h0, err := d0.CreateTexture(tx)
	require.NoError(t, err)
	h1, err := d1.CreateTexture(tx)
	require.NoError(t, err)
	require.NotEqual(t, h0, h1)
	require.NoError(t, d0.DestroyTexture(h0))
	require.Error(t, d0.DestroyTexture(h0))
	_, err = d0.CreateTexture(Texture{Width: 4})
	require.Error(t, err, "no channels")
}

// TestFilterWeight: a filtered coordinate splits into the texel below it
// and its fraction in 9-bit fixed point (8 fractional bits, 1 exactly).
func TestFilterWeight(t *testing.T) {
	for _, c := range []struct {
		f    float64
		i    int64
		frac float32
	}{
		{2.25, 2, 0.25},
		{-0.5, -1, 0.5},
		{1.999, 1, 1},            // 0.999*256 rounds to 256
		{0.0019, 0, 0},           // 0.49/256
		{0.002, 0, 1.0 / 256},    // 0.51/256
		{3.1, 3, 26.0 / 256},     // 25.6/256
		{-1e300, -texelLimit, 0}, // far outside: bounded
	} {
		i, frac := filterWeight(c.f)
		require.Equal(t, c.i, i, "%v", c.f)
		require.Equal(t, c.frac, frac, "%v", c.f)
	}
}

// TestTexelIndex: the texels a filtered fetch weighs, one past either
// edge at most: clamped, outside for border, folded for normalised wrap
// and mirror (clamped for unnormalised ones).
func TestTexelIndex(t *testing.T) {
	for _, c := range []struct {
		name       string
		k          int64
		mode       AddressMode
		normalized bool
		want       int64
		inside     bool
	}{
		{"inside", 4, AddressClamp, false, 4, true},
		{"below, clamped", -1, AddressClamp, false, 0, true},
		{"above, clamped", 10, AddressClamp, false, 9, true},
		{"below, border", -1, AddressBorder, true, 0, false},
		{"last, border", 9, AddressBorder, false, 9, true},
		{"above, border", 10, AddressBorder, false, 0, false},
		{"below, wrapped", -1, AddressWrap, true, 9, true},
		{"above, wrapped", 10, AddressWrap, true, 0, true},
		{"below, mirrored", -1, AddressMirror, true, 0, true},
		{"above, mirrored", 10, AddressMirror, true, 9, true},
		{"unnormalised wrap clamps", -1, AddressWrap, false, 0, true},
	} {
		got, inside := texelIndex(c.k, 10, c.mode, c.normalized)
		require.Equal(t, c.inside, inside, c.name)
		if inside {
			require.Equal(t, c.want, got, c.name)
		}
	}
}
