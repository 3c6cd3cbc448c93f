package mgpu

import "mgpucc/mgpu/sim"

// The simulator's texture objects: one per device, in its texture table.

func (b *simBackend) CreateTexture(dev int, d TextureDesc) (uint64, error) {
	t := sim.Texture{
		Addr: uint64(d.Ptr), Is2D: d.Pitch2D, Width: d.Elements(), Height: 1, Pitch: d.Pitch,
		Bits: d.Bits, Kind: sim.ChannelKind(d.Kind), Normalized: d.NormalizedCoords,
		ReadNormalized: d.ReadNormalized && d.Kind != ChannelFloat, Linear: d.LinearFilter, Border: d.Border,
		Address: [2]sim.AddressMode{sim.AddressMode(d.Address[0]), sim.AddressMode(d.Address[1])},
	}
	if d.Pitch2D {
		t.Height = d.Height
	}
	return b.devs[dev].CreateTexture(t)
}

func (b *simBackend) DestroyTexture(dev int, h uint64) error { return b.devs[dev].DestroyTexture(h) }
