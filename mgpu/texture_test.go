package mgpu

import (
	"encoding/binary"
	"math"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/internal/toolchain"
	"mgpucc/model"
)

var (
	texIROnce sync.Once
	texIR     string
	texIRErr  error
)

// textureRuntime is a runtime of n simulated devices with the kernels of
// testdata/textures.cu registered unsplit, as the analysis describes them.
func textureRuntime(t *testing.T, n int) (*Runtime, *Image) {
	texIROnce.Do(func() { texIR, texIRErr = toolchain.CompileDeviceIR("testdata/textures.cu", "", "-O2") })
	require.NoError(t, texIRErr)
	rt, err := New(Config{Backend: NewSimBackend(n, simOptions()), Memory: testMemory})
	require.NoError(t, err)
	t.Cleanup(func() { rt.Close() })
	img := rt.AddImage(&model.Container{IR: []byte(texIR)})
	tex := Param{Kind: ParamScalar, Size: 8, ScalarSlot: -1}
	out := Param{Kind: ParamPointer, Size: 8, ElemSize: 4, ScalarSlot: -1, Write: Access{Pattern: AccessAll}}
	n32 := Param{Kind: ParamScalar, Size: 4, ScalarSlot: -1, Signed: true}
	reason := "reads through a texture object"
	for _, d := range []*KernelDesc{
		{Mangled: "_Z7fetch1dyPfi", Name: "fetch1d", Split: SplitNone, Reason: reason, Params: []Param{tex, out, n32}},
		{Mangled: "_Z7fetch2dyPfii", Name: "fetch2d", Split: SplitNone, Reason: reason, Params: []Param{tex, out, n32, n32}},
		{Mangled: "_Z13fetchInStruct3TexPii", Name: "fetchInStruct", Split: SplitNone, Reason: reason,
			Params: []Param{{Kind: ParamOther, Size: 16, ScalarSlot: -1}, out, n32}},
		{Mangled: "_Z12fetchBetweenyPfiii", Name: "fetchBetween", Split: SplitNone, Reason: reason, Params: []Param{tex, out, n32, n32, n32}},
	} {
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	return rt, img
}

func u64arg(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }

// TestTextureFetches: a linear texture (indices outside read 0) and a
// pitched one (clamped), over buffers whose parts other devices hold, on
// 1 to 5 devices (the host copies spread them); each device has its own object, and the launch passes
// device 0's.
func TestTextureFetches(t *testing.T) {
	const n, w, h, pitch = 3000, 20, 40, 128
	src := make([]float32, n)
	img := make([]float32, pitch/4*h)
	for i := range src {
		src[i] = float32(i)*0.5 - 7
	}
	for i := range img {
		img[i] = float32(i % 97)
	}
	for _, devs := range []int{1, 2, 5} {
		rt, im := textureRuntime(t, devs)
		a, p := upload(t, rt, src), upload(t, rt, img) // spread over the devices
		t1, err := rt.CreateTexture(TextureDesc{Ptr: a, Size: 4 * n, Bits: [4]int{32}, Kind: ChannelFloat})
		require.NoError(t, err)
		t2, err := rt.CreateTexture(TextureDesc{Ptr: p, Pitch2D: true, Width: w, Height: h, Pitch: pitch, Bits: [4]int{32},
			Kind: ChannelFloat, Address: [3]AddressMode{AddressClamp, AddressClamp}})
		require.NoError(t, err)
		require.Equal(t, textureTag, t1&textureTag)
		tx := rt.textureTable().byHandle[t1]
		for d := 1; d < devs; d++ {
			require.NotEqual(t, tx.handles[0], tx.handles[d], "device %d has its own object", d)
		}

		out := upload(t, rt, make([]float32, n))
		require.NoError(t, rt.Launch(LaunchConfig{Image: im, Kernel: "_Z7fetch1dyPfi", Grid: Dim3{(n + 127) / 128, 1, 1}, Block: Dim3{128, 1, 1},
			Args: [][]byte{u64arg(t1), pArg(out), i32arg(n)}}))
		got := download(t, rt, out, n)
		for i, v := range got {
			want := float32(0)
			if i >= 2 {
				want = src[i-2]
			}
			require.Equal(t, want, v, "fetch1d[%d] on %d devices", i, devs)
		}

		out2 := upload(t, rt, make([]float32, w*h))
		require.NoError(t, rt.Launch(LaunchConfig{Image: im, Kernel: "_Z7fetch2dyPfii", Grid: Dim3{1, h, 1}, Block: Dim3{32, 1, 1},
			Args: [][]byte{u64arg(t2), pArg(out2), i32arg(w), i32arg(h)}}))
		got = download(t, rt, out2, w*h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				require.Equal(t, img[y*pitch/4+min(max(x-2, 0), w-1)], got[y*w+x], "fetch2d(%d, %d) on %d devices", x, y, devs)
			}
		}

		desc, err := rt.Texture(t2)
		require.NoError(t, err)
		require.Equal(t, p, desc.Ptr)
		require.NoError(t, rt.DestroyTexture(t1))
		require.NoError(t, rt.DestroyTexture(t2))
		require.Equal(t, ErrorInvalidValue, CodeOf(rt.DestroyTexture(t1)))
	}
}

// TestTextureLinearFilter: tex2D through a texture with linear filtering
// weighs the four texels around the coordinates less half a texel, by
// their fractions in 8 bits (the CUDA Programming Guide's formula, computed
// here apart from the simulator), outside the texture clamped, at the
// border colour, or mirrored (normalised coordinates); on 1 and 3
// devices, whose parts of the image the host copy spread.
func TestTextureLinearFilter(t *testing.T) {
	const w, h, pitch = 24, 9, 128
	img := make([]float32, pitch/4*h)
	for i := range img {
		img[i] = float32(i%37) * 0.25
	}
	fixed := func(f float64) (int, float32) { // texel below, fraction in 8 bits
		i := math.Floor(f)
		return int(i), float32(math.Round((f-i)*256) / 256)
	}
	for _, c := range []struct {
		name       string
		mode       AddressMode
		normalized bool
		texel      func(i, j int) float32
	}{
		{"clamp", AddressClamp, false, func(i, j int) float32 { return img[min(max(j, 0), h-1)*pitch/4+min(max(i, 0), w-1)] }},
		{"border", AddressBorder, false, func(i, j int) float32 {
			if i < 0 || j < 0 || i >= w || j >= h {
				return 5
			}
			return img[j*pitch/4+i]
		}},
		{"mirror", AddressMirror, true, func(i, j int) float32 {
			fold := func(k, n int) int { return min(max(k, -k-1, 0), 2*n-1-k, n-1) }
			return img[fold(j, h)*pitch/4+fold(i, w)]
		}},
	} {
		for _, devs := range []int{1, 3} {
			rt, im := textureRuntime(t, devs)
			p := upload(t, rt, img)
			tx, err := rt.CreateTexture(TextureDesc{Ptr: p, Pitch2D: true, Width: w, Height: h, Pitch: pitch, Bits: [4]int{32}, Kind: ChannelFloat,
				Address: [3]AddressMode{c.mode, c.mode}, NormalizedCoords: c.normalized, LinearFilter: true, Border: [4]float32{5}})
			require.NoError(t, err)
			out := upload(t, rt, make([]float32, w*h))
			normalized := int32(0)
			if c.normalized {
				normalized = 1
			}
			require.NoError(t, rt.Launch(LaunchConfig{Image: im, Kernel: "_Z12fetchBetweenyPfiii", Grid: Dim3{1, h, 1}, Block: Dim3{32, 1, 1},
				Args: [][]byte{u64arg(tx), pArg(out), i32arg(w), i32arg(h), i32arg(normalized)}}))
			got := download(t, rt, out, w*h)
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					u, v := float64(float32(x)*0.37-0.6), float64(float32(y)*0.61+0.2)
					if c.normalized {
						// mirror folds u into [0, 2) by the period 2, then reflects [1, 2) onto (0, 1]
						fold := func(f float32, n int) float64 {
							g := float64(f) - 2*math.Floor(float64(f)/2)
							if g >= 1 {
								g = 2 - g
							}
							return g * float64(n)
						}
						u = fold((float32(x)+0.5)/w*1.3-0.1, w)
						v = fold((float32(y)+0.5)/h*1.3-0.1, h)
					}
					i, a := fixed(u - 0.5)
					j, b := fixed(v - 0.5)
					want := (1-a)*(1-b)*c.texel(i, j) + a*(1-b)*c.texel(i+1, j) + (1-a)*b*c.texel(i, j+1) + a*b*c.texel(i+1, j+1)
					require.Equal(t, want, got[y*w+x], "%s: (%d, %d) on %d devices", c.name, x, y, devs)
				}
			}
		}
	}
}

// TestTextureInStruct: a handle in a struct argument is found and
// translated like a scalar one; 16-bit channels are sign-extended.
func TestTextureInStruct(t *testing.T) {
	rt, im := textureRuntime(t, 3)
	const n = 64
	raw := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint16(raw[4*i:], uint16(i))
		binary.LittleEndian.PutUint16(raw[4*i+2:], uint16(int16(-i)))
	}
	a, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	require.NoError(t, rt.MemcpyHtoD(a, raw))
	h, err := rt.CreateTexture(TextureDesc{Ptr: a, Size: 4 * n, Bits: [4]int{16, 16}, Kind: ChannelSigned})
	require.NoError(t, err)
	out, err := rt.Malloc(4 * n)
	require.NoError(t, err)
	arg := append(make([]byte, 8), u64arg(h)...)
	require.NoError(t, rt.Launch(LaunchConfig{Image: im, Kernel: "_Z13fetchInStruct3TexPii", Grid: Dim3{1, 1, 1}, Block: Dim3{n, 1, 1},
		Args: [][]byte{arg, pArg(out), i32arg(n)}}))
	b := make([]byte, 4*n)
	require.NoError(t, rt.MemcpyDtoH(b, out))
	for i := 0; i < n; i++ {
		require.Equal(t, int32(-i), int32(binary.LittleEndian.Uint32(b[4*i:])), "out[%d]", i)
	}
}

// TestTextureErrors: what cudaCreateTextureObject refuses, and a launch
// through a texture whose memory was freed.
func TestTextureErrors(t *testing.T) {
	rt, im := textureRuntime(t, 2)
	a, err := rt.Malloc(1024)
	require.NoError(t, err)
	f32 := func(d TextureDesc) TextureDesc { d.Bits, d.Kind = [4]int{32}, ChannelFloat; return d }
	for _, c := range []struct {
		name string
		desc TextureDesc
		code Code
	}{
		{"linear filtering of integers", TextureDesc{Ptr: a, Size: 64, Bits: [4]int{32}, Kind: ChannelSigned, LinearFilter: true}, ErrorInvalidValue},
		{"three channels", TextureDesc{Ptr: a, Size: 60, Bits: [4]int{32, 32, 32}, Kind: ChannelFloat}, ErrorInvalidValue},
		{"channels of mixed widths", TextureDesc{Ptr: a, Size: 64, Bits: [4]int{32, 16}, Kind: ChannelSigned}, ErrorInvalidValue},
		{"past the buffer", f32(TextureDesc{Ptr: a + 512, Size: 1024}), ErrorInvalidValue},
		{"not a buffer", f32(TextureDesc{Ptr: 0x1234, Size: 64}), ErrorInvalidDevicePointer},
		{"misaligned", f32(TextureDesc{Ptr: a + 2, Size: 64}), ErrorInvalidValue},
		{"pitch under a row", f32(TextureDesc{Ptr: a, Pitch2D: true, Width: 16, Height: 2, Pitch: 32}), ErrorInvalidValue},
		{"unaligned pitch", f32(TextureDesc{Ptr: a, Pitch2D: true, Width: 4, Height: 2, Pitch: 40}), ErrorInvalidValue},
		{"normalised 32-bit integers", TextureDesc{Ptr: a, Size: 64, Bits: [4]int{32}, Kind: ChannelUnsigned, ReadNormalized: true}, ErrorInvalidValue},
	} {
		_, err := rt.CreateTexture(c.desc)
		require.Equal(t, c.code, CodeOf(err), "%s: %v", c.name, err)
	}
	h, err := rt.CreateTexture(f32(TextureDesc{Ptr: a, Size: 1024}))
	require.NoError(t, err)
	out, err := rt.Malloc(1024)
	require.NoError(t, err)
	require.NoError(t, rt.Free(a))
	err = rt.Launch(LaunchConfig{Image: im, Kernel: "_Z7fetch1dyPfi", Grid: Dim3{1, 1, 1}, Block: Dim3{32, 1, 1},
		Args: [][]byte{u64arg(h), pArg(out), i32arg(32)}})
	require.ErrorContains(t, err, "whose memory was freed")

	// cudaDeviceReset destroys every texture object.
	b, err := rt.Malloc(64)
	require.NoError(t, err)
	h, err = rt.CreateTexture(f32(TextureDesc{Ptr: b, Size: 64}))
	require.NoError(t, err)
	require.NoError(t, rt.Reset())
	require.Equal(t, ErrorInvalidValue, CodeOf(rt.DestroyTexture(h)))
}

// TestTextureShape: the four scalars a described texture fills (bytes per
// texel, width, height, pitch in texels), and the objects whose fetches
// the analysis's maps do not describe, which make the launch run unsplit.
func TestTextureShape(t *testing.T) {
	float1 := [4]int{32}
	linear := TextureDesc{Size: 400, Bits: float1, Kind: ChannelFloat}
	pitched := TextureDesc{Pitch2D: true, Width: 45, Height: 37, Pitch: 256, Bits: [4]int{32, 32}, Kind: ChannelFloat}
	for _, c := range []struct {
		name  string
		desc  TextureDesc
		dims  int
		shape [textureShapeSlots]int64
		why   string
	}{
		{"linear", linear, 1, [textureShapeSlots]int64{4, 100, 1, 100}, ""},
		{"pitched", pitched, 2, [textureShapeSlots]int64{8, 45, 37, 32}, ""},
		{"tex2D of a linear texture", linear, 2, [textureShapeSlots]int64{}, "tex2D from a linear texture"},
		{"tex1Dfetch of a pitched texture", pitched, 1, [textureShapeSlots]int64{}, "tex1Dfetch from a pitched 2-D texture"},
		{"normalised", func() TextureDesc { d := pitched; d.NormalizedCoords = true; return d }(), 2, [textureShapeSlots]int64{}, "normalised coordinates"},
		{"filtered", func() TextureDesc { d := pitched; d.LinearFilter = true; return d }(), 2, [textureShapeSlots]int64{}, "linear filtering"},
		{"too tall", func() TextureDesc { d := pitched; d.Height = maxTexelExtent + 1; return d }(), 2, [textureShapeSlots]int64{}, "65536 texels a side"},
	} {
		shape, why := textureShape(&c.desc, c.dims)
		if c.why == "" {
			require.Empty(t, why, c.name)
			require.Equal(t, c.shape, shape, c.name)
		} else {
			require.Contains(t, why, c.why, c.name)
		}
	}
}
