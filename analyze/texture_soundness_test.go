package analyze

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/isl"
	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

// TestTextureSoundness launches the kernels of testdata/textures on the
// simulator with tracing, over a linear texture and pitched ones (clamped
// and bordered), and checks that every byte each block fetches lies in
// the image of its texture's read map (model.Texture), with the texture's
// shape as the maps' parameters: the clamped read set is conservative.
// Grids reach past the textures on every side.
func TestTextureSoundness(t *testing.T) {
	for _, flags := range [][]string{analysisFlags, {"-O2", "-gline-tables-only"}} {
		m, ll := analyzeSource(t, "testdata/textures/fetches.cu", flags...)
		prog, err := sim.CompileText(ll)
		require.NoError(t, err)
		require.Len(t, m.Kernels, 5)
		for _, k := range m.Kernels {
			require.NotEqual(t, model.SplitNone, k.Split, "%s: %s", k.Name, k.Reason)
			t.Run(flags[0]+"/"+k.Mangled, func(t *testing.T) { checkTextureKernel(t, prog, k) })
		}
	}
}

// textureUnder is a texture a kernel fetches through: its model, the
// simulator's object, where the handle goes, and its map's parameters.
type textureUnder struct {
	tex    *model.Texture
	obj    sim.Texture
	handle uint64
	param  int
	field  int // byte offset in a struct argument, or -1
}

func checkTextureKernel(t *testing.T, prog *sim.Program, k model.Kernel) {
	ctx := isl.NewCtx()
	defer ctx.Close()
	dev := sim.NewDevice(0, sim.Options{Workers: 1})
	mod, err := dev.Load(prog)
	require.NoError(t, err)
	// 13 x 11 floats, rows 64 bytes apart (a pitch of 16 texels).
	const w, h, pitch = 13, 11, 64
	mem, err := dev.Malloc(h * pitch)
	require.NoError(t, err)
	fill := make([]byte, h*pitch)
	for i := 0; i < len(fill); i += 4 {
		binary.LittleEndian.PutUint32(fill[i:], math.Float32bits(float32(i/4)))
	}
	require.NoError(t, dev.Write(mem, fill))
	out, err := dev.Malloc(1 << 16)
	require.NoError(t, err)

	grid, block := [3]int{3, 4, 1}, [3]int{8, 4, 1}
	env := map[string]int64{"bdz": 1, "bdy": int64(block[1]), "bdx": int64(block[0]), "gdz": 1, "gdy": int64(grid[1]), "gdx": int64(grid[0])}
	var texs []*textureUnder
	add := func(tex *model.Texture, param, field int) {
		obj := sim.Texture{Addr: mem, Is2D: true, Width: w, Height: h, Pitch: pitch, Bits: [4]int{32}, Kind: sim.ChannelFloat,
			Address: [2]sim.AddressMode{sim.AddressClamp, sim.AddressClamp}}
		if tex.Dims == 1 {
			obj = sim.Texture{Addr: mem, Width: w * h, Bits: [4]int{32}, Kind: sim.ChannelFloat}
		}
		if strings.HasPrefix(k.Name, "shifted2d") {
			obj.Address = [2]sim.AddressMode{sim.AddressBorder, sim.AddressBorder}
		}
		handle, err := dev.CreateTexture(obj)
		require.NoError(t, err)
		for i, name := range model.TextureShape(param, field) {
			env[name] = []int64{4, obj.Width, max(obj.Height, 1), obj.Width}[i]
			if i == 3 && obj.Is2D {
				env[name] = pitch / 4
			}
		}
		texs = append(texs, &textureUnder{tex: tex, obj: obj, handle: handle, param: param, field: field})
	}
	var args [][]byte
	for _, p := range k.Params {
		b := make([]byte, p.Size)
		switch {
		case p.Texture != nil:
			add(p.Texture, p.Index, -1)
			binary.LittleEndian.PutUint64(b, texs[len(texs)-1].handle)
		case p.Kind == model.ParamPointer:
			binary.LittleEndian.PutUint64(b, out)
		case p.ScalarSlot >= 0:
			v := int64(3) // steps' count; w, the output's row, is the grid's width
			if p.Name == "w" {
				v = int64(grid[0] * block[0])
			}
			env[fmt.Sprintf("p%d", p.Index)] = v
			binary.LittleEndian.PutUint32(b, uint32(v))
		}
		for _, f := range p.TextureFields {
			add(&f, p.Index, f.Offset)
			binary.LittleEndian.PutUint64(b[f.Offset:], texs[len(texs)-1].handle)
		}
		for _, f := range p.Fields {
			v := int64(grid[0] * block[0])
			env[fmt.Sprintf("p%df%d", p.Index, f.Offset)] = v
			binary.LittleEndian.PutUint32(b[f.Offset:], uint32(v))
		}
		args = append(args, b)
	}
	require.Len(t, texs, 1, k.Name)
	tx := texs[0]
	tr, err := mod.Launch(k.Mangled, sim.LaunchConfig{Grid: grid, Block: block, Args: args, Trace: true})
	require.NoError(t, err)
	fetched := 0
	for blk, acc := range tr.Blocks {
		e := map[string]int64{}
		for name, v := range env {
			e[name] = v
		}
		for i, d := range []string{"z", "y", "x"} {
			e["b"+d] = int64(blk[2-i])
			e["bo"+d] = int64(blk[2-i] * block[2-i])
		}
		image := map[int64]bool{}
		for _, pt := range islImage(t, ctx, tx.tex.Access.Read, e) {
			// [row, texel, byte] or [texel, byte], in bytes from mem.
			off := pt[len(pt)-2]*4 + pt[len(pt)-1]
			if len(pt) == 3 {
				off += pt[0] * pitch
			}
			image[off] = true
		}
		for _, r := range acc.Reads {
			for a := max(r.Lo, mem); a < min(r.Hi, mem+h*pitch); a++ {
				fetched++
				require.True(t, image[int64(a-mem)], "%s, block %v: fetches byte %d of the texture, outside its read map", k.Name, blk, a-mem)
			}
		}
	}
	require.Positive(t, fetched, "%s: no fetch traced: the test shows nothing", k.Name)
}
