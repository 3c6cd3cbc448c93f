package mgpu

import "mgpucc/mgpu/cudatex"

// The driver's texture objects: one per logical device, in its GPU's
// primary context (logical devices on one GPU each have their own, over
// their own instance of the buffer).

func (b *cudaBackend) CreateTexture(dev int, d TextureDesc) (uint64, error) {
	channels := 0
	for _, bits := range d.Bits {
		if bits != 0 {
			channels++
		}
	}
	formats := map[ChannelKind]map[int]cudatex.Format{
		ChannelSigned:   {8: cudatex.Int8, 16: cudatex.Int16, 32: cudatex.Int32},
		ChannelUnsigned: {8: cudatex.Uint8, 16: cudatex.Uint16, 32: cudatex.Uint32},
		ChannelFloat:    {16: cudatex.Half, 32: cudatex.Float32},
	}
	t := cudatex.Desc{
		Ptr: uint64(d.Ptr), Pitch2D: d.Pitch2D, Size: d.Size, Width: d.Width, Height: d.Height, Pitch: d.Pitch,
		Format: formats[d.Kind][d.Bits[0]], Channels: channels, ReadAsInteger: d.Kind != ChannelFloat && !d.ReadNormalized,
		NormalizedCoords: d.NormalizedCoords, LinearFilter: d.LinearFilter, Border: d.Border,
	}
	for k, m := range d.Address {
		t.Address[k] = int(m)
	}
	h, err := cudatex.Create(b.devs[dev].gpu.ordinal, t)
	if err != nil {
		return 0, wrap(ErrorInvalidValue, err, "device %d", dev)
	}
	return h, nil
}

func (b *cudaBackend) DestroyTexture(dev int, h uint64) error {
	return cudatex.Destroy(b.devs[dev].gpu.ordinal, h)
}
