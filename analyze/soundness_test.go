package analyze

import (
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mgpucc/isl"
	"mgpucc/mgpu/sim"
	"mgpucc/model"
)

// launchShape is one grid/block shape and the value of the integer
// arguments (argument with scalar slot s gets base + 3*s).
type launchShape struct {
	grid, block [3]int
	base        int64
}

var soundnessShapes = []launchShape{
	{grid: [3]int{3, 2, 2}, block: [3]int{4, 2, 2}, base: 9},
	{grid: [3]int{2, 3, 1}, block: [3]int{8, 4, 1}, base: 17},
	{grid: [3]int{5, 1, 1}, block: [3]int{3, 1, 1}, base: 16},
	// Blocks wider than the guards on threadIdx of the corpus (threadIdx.x
	// < 64): the enumerators' relaxation must not take in the threads a
	// guard leaves out; and of warps (one element per 32 threads).
	{grid: [3]int{3, 1, 1}, block: [3]int{96, 1, 1}, base: 66},
}

// soundnessScalars are the integer arguments, by parameter index, of
// kernels whose launches only make sense for related arguments (a
// time-blocked stencil's border is at least its step count, wider in
// Rodinia's last launch of a run, whose tiles then start border - steps
// cells early; Rodinia lud's tiles lie inside the matrix), which
// base + 3*slot never gives.
var soundnessScalars = map[string]map[int]int64{
	"ripple_steps":   {0: 2, 3: 50, 4: 5},
	"ripple_flagged": {0: 3, 3: 50, 4: 3},
	"heat_steps":     {0: 2, 3: 30, 4: 25, 5: 4, 6: 3},
	"hotspot_valid":  {0: 1, 3: 30, 4: 25, 5: 3, 6: 3},
	"min_path":       {0: 2, 4: 40, 5: 3, 6: 4},
	"lud_interior":   {1: 120, 2: 5},
	"lud_perimeter":  {1: 120, 2: 5},
}

// TestSoundness runs every split kernel of the corpus (compiled as the
// driver compiles for the analysis, and at -O2) on the simulator with
// tracing and checks the model against what each block really did: its
// writes are exactly the write map's image (must-writes included, may-writes
// covering the rest), its reads lie inside the read map's image, and for a
// box of blocks along the split dimension with blockOff relaxed as the
// enumerators relax it, the image is exactly the union of the blocks'
// writes.
func TestSoundness(t *testing.T) {
	srcs, err := filepath.Glob("testdata/*.cu")
	require.NoError(t, err)
	for _, flags := range [][]string{analysisFlags, {"-O2", "-gline-tables-only"}} {
		for _, src := range srcs {
			m, ll := analyzeSource(t, src, flags...)
			prog, err := sim.CompileText(ll)
			require.NoError(t, err, src)
			for _, k := range m.Kernels {
				if k.Split == model.SplitNone && !slices.ContainsFunc(k.Params, func(p model.Param) bool { return p.Access != nil }) {
					continue // no maps: its launches take its buffers whole
				}
				for i, shape := range soundnessShapes {
					if i > 0 && flags[0] != analysisFlags[0] {
						break // -O2: one shape is enough to catch a different reading
					}
					t.Run(fmt.Sprintf("%s/%s/%s/%v", flags[0], filepath.Base(src), k.Mangled, shape.grid), func(t *testing.T) {
						checkKernel(t, prog, k, shape, i == 0 && flags[0] == analysisFlags[0])
					})
				}
			}
		}
	}
}

type paramBuffer struct {
	param model.Param
	base  uint64
	size  uint64
	maps  map[string][]basicMap // read, write, may_write
}

// checkKernel launches k with one shape and checks the model against the
// trace; crossCheck also computes every per-block image with isl and
// compares it with the test's own evaluator.
func checkKernel(t *testing.T, prog *sim.Program, k model.Kernel, shape launchShape, crossCheck bool) {
	ctx := isl.NewCtx()
	defer ctx.Close()
	dev := sim.NewDevice(0, sim.Options{Workers: 1})
	mod, err := dev.Load(prog)
	require.NoError(t, err)
	env := map[string]int64{}
	dims := []string{"z", "y", "x"}
	for i, d := range dims {
		env["bd"+d] = int64(shape.block[2-i])
		env["gd"+d] = int64(shape.grid[2-i])
		env["gs"+d] = int64(shape.block[2-i] * shape.grid[2-i])
	}
	maxInt := int64(0)
	var args [][]byte
	var bufs []*paramBuffer
	for _, p := range k.Params {
		if p.ScalarSlot >= 0 {
			v := shape.base + 3*int64(p.ScalarSlot)
			if p.Type == "i1" {
				v = 1
			}
			env[fmt.Sprintf("p%d", p.Index)] = v
			maxInt = max(maxInt, v)
		}
		for _, f := range p.Fields {
			v := shape.base + 3*int64(f.ScalarSlot)
			env[fmt.Sprintf("p%df%d", p.Index, f.Offset)] = v
			maxInt = max(maxInt, v)
		}
	}
	short, _, _ := strings.Cut(k.Name, "(")
	for i, v := range soundnessScalars[short] {
		env[fmt.Sprintf("p%d", i)] = v
		maxInt = max(maxInt, v)
	}
	// The split is made for the launches it requires (others run unsplit,
	// and may not even be valid launches: a tile in shared memory is
	// blockDim's size).
	for _, c := range k.SplitRequires {
		var bd string
		var group int64
		if _, err := fmt.Sscanf(c, "%s %% %d == 0", &bd, &group); err == nil {
			if env[bd]%group != 0 {
				t.Logf("%v is not a launch the split is made for (%s)", shape, c)
				return
			}
			continue
		}
		lhs, bound, found := strings.Cut(c, " <= ")
		require.True(t, found, c)
		e, err := parseLin(lhs + " - " + bound)
		require.NoError(t, err, c)
		if e.eval(env) > 0 {
			t.Logf("%v is not a launch the split is made for (%s)", shape, c)
			return
		}
	}
	// buffer allocates the buffer of a pointer parameter (or field) and
	// returns its address.
	buffer := func(p model.Param) uint64 {
		// Room for three dimensions of the scalars' sizes, and for
		// #define'd sizes (at least 64 KiB).
		size := uint64(max((maxInt+2)*(maxInt+2)*(maxInt+2)*16, 1<<16))
		addr, err := dev.Malloc(int64(size))
		require.NoError(t, err)
		fill := make([]byte, size)
		for i := range fill {
			fill[i] = byte(1 + i%7)
		}
		require.NoError(t, dev.Write(addr, fill))
		pb := &paramBuffer{param: p, base: addr, size: size, maps: map[string][]basicMap{}}
		if a := p.Access; a != nil {
			for name, text := range map[string]string{"read": a.Read, "write": a.Write, "may_write": a.MayWrite} {
				if text == "" {
					continue
				}
				bms, err := parseMap(text)
				require.NoError(t, err, text)
				pb.maps[name] = bms
			}
		}
		bufs = append(bufs, pb)
		return addr
	}
	for _, p := range k.Params {
		b := make([]byte, p.Size)
		// Pointer fields of a struct argument: buffers like pointer
		// arguments' (the messages name the struct's parameter).
		for _, f := range p.PointerFields {
			binary.LittleEndian.PutUint64(b[f.Offset:], buffer(model.Param{Index: p.Index, Kind: model.ParamPointer, Access: f.Access}))
		}
		switch {
		case p.Kind == model.ParamPointer:
			binary.LittleEndian.PutUint64(b, buffer(p))
		case p.ScalarSlot >= 0:
			v := uint64(env[fmt.Sprintf("p%d", p.Index)])
			for i := range b {
				b[i] = byte(v >> (8 * i))
			}
		case len(p.Fields) > 0:
			for _, f := range p.Fields {
				v := uint64(env[fmt.Sprintf("p%df%d", p.Index, f.Offset)])
				for i := range f.Size {
					b[f.Offset+i] = byte(v >> (8 * i))
				}
			}
		case p.Type == "float":
			binary.LittleEndian.PutUint32(b, math.Float32bits(1.5))
		case p.Type == "double":
			binary.LittleEndian.PutUint64(b, math.Float64bits(1.5))
		}
		args = append(args, b)
	}
	tr, err := mod.Launch(k.Mangled, sim.LaunchConfig{Grid: shape.grid, Block: shape.block, Args: args, Trace: true})
	var le *sim.LaunchError
	if errors.As(err, &le) && le.InShared() {
		// Shared tiles of a #define'd size smaller than the block.
		t.Logf("%v is not a launch the kernel is written for: %v", shape, err)
		return
	}
	require.NoError(t, err)

	traced := func(pb *paramBuffer, ranges []sim.Range) map[int64]bool {
		set := map[int64]bool{}
		es := uint64(pb.param.Access.ElemSize)
		for _, r := range ranges {
			if r.Hi <= pb.base || r.Lo >= pb.base+pb.size {
				continue
			}
			for e := (r.Lo - pb.base) / es; e < (r.Hi-pb.base+es-1)/es; e++ {
				set[int64(e)] = true
			}
		}
		return set
	}
	linear := func(pb *paramBuffer, pts [][]int64) map[int64]bool {
		set := map[int64]bool{}
		var sizes []int64
		for _, s := range pb.param.Access.Sizes {
			e, err := parseLin(s)
			require.NoError(t, err)
			sizes = append(sizes, e.eval(env))
		}
		for _, p := range pts {
			l := p[0]
			for i, s := range sizes {
				l = l*s + p[i+1]
			}
			set[l] = true
		}
		return set
	}
	img := func(pb *paramBuffer, which string, fixed map[string]int64, free []string, extra []linCons) map[int64]bool {
		bms := pb.maps[which]
		if bms == nil {
			return map[int64]bool{}
		}
		e := map[string]int64{}
		for k, v := range env {
			e[k] = v
		}
		for k, v := range fixed {
			e[k] = v
		}
		// The offset gk<d> (gb<d>) of each grid-stride loop takes the multiples
		// of gs<d> (gd<d>) until the image is empty (an early stop shows as
		// traced accesses the maps lack).
		set := map[int64]bool{}
		var offsets func(gs []model.GridStride) bool
		offsets = func(gs []model.GridStride) bool {
			if len(gs) == 0 {
				pts, err := image(bms, e, free, extra)
				require.NoError(t, err)
				if free == nil && crossCheck { // the same image computed by isl
					text := map[string]string{"read": pb.param.Access.Read, "write": pb.param.Access.Write, "may_write": pb.param.Access.MayWrite}[which]
					require.Equal(t, pts, islImage(t, ctx, text, e), "isl and the test's evaluator disagree on %s", text)
				}
				maps.Copy(set, linear(pb, pts))
				return len(pts) > 0
			}
			any := false
			for gk := int64(0); ; gk += e[gs[0].Step()] {
				e[gs[0].Offset()] = gk
				if !offsets(gs[1:]) {
					return any
				}
				any = true
			}
		}
		offsets(k.GridStrides)
		return set
	}

	for block, acc := range tr.Blocks {
		fixed := map[string]int64{}
		for i, d := range dims {
			fixed["b"+d] = int64(block[2-i])
			fixed["bo"+d] = int64(block[2-i] * shape.block[2-i])
		}
		for _, pb := range bufs {
			if pb.param.Access == nil || pb.param.Access.Reduce != "" {
				continue // reductions: any block may update any element
			}
			what := fmt.Sprintf("%s, parameter %d, block %v", k.Name, pb.param.Index, block)
			must, may := img(pb, "write", fixed, nil, nil), img(pb, "may_write", fixed, nil, nil)
			writes := traced(pb, acc.Writes)
			for e := range must {
				require.True(t, writes[e], "%s: the write map has element %d, which the block does not write", what, e)
			}
			for e := range writes {
				require.True(t, must[e] || may[e], "%s: the block writes element %d, which the write maps lack", what, e)
			}
			if pb.param.Access.ReadAll {
				continue
			}
			reads := img(pb, "read", fixed, nil, nil)
			for e := range traced(pb, acc.Reads) {
				require.True(t, reads[e], "%s: the block reads element %d, outside the read map", what, e)
			}
		}
	}

	// An unsplit launch's plan is the whole grid's, blockOff relaxed
	// over it (describeUnsplit).
	if k.Split == model.SplitNone {
		checkBox(t, k, shape, tr, bufs, img, traced, 0, [2]int{0, shape.grid[0]})
		return
	}
	// The split is valid: for every cut of the split dimension, the blocks
	// on either side never write an element the other side reads or writes.
	s := strings.Index("xyz", k.Split)
	for cut := 1; cut < shape.grid[s]; cut++ {
		for _, pb := range bufs {
			if pb.param.Access != nil && pb.param.Access.Reduce != "" {
				continue
			}
			var side [2]struct{ reads, writes map[int64]bool }
			for i := range side {
				side[i].reads, side[i].writes = map[int64]bool{}, map[int64]bool{}
			}
			for block, acc := range tr.Blocks {
				i := 0
				if block[s] >= cut {
					i = 1
				}
				for e := range traced(pb, acc.Reads) {
					side[i].reads[e] = true
				}
				for e := range traced(pb, acc.Writes) {
					side[i].writes[e] = true
				}
			}
			for i := range side {
				for e := range side[i].writes {
					require.False(t, side[1-i].writes[e] || side[1-i].reads[e],
						"%s split %s at %d: parameter %d element %d is written on one side and used on the other", k.Name, k.Split, cut, pb.param.Index, e)
				}
			}
		}
	}

	// Boxes of blocks along the split dimension, blockOff relaxed: the
	// last blocks, and (for three or more) the first ones.
	if shape.grid[s] < 2 {
		return
	}
	boxes := [][2]int{{1, shape.grid[s]}}
	if shape.grid[s] >= 3 {
		boxes = append(boxes, [2]int{0, shape.grid[s] - 1})
	}
	for _, box := range boxes {
		checkBox(t, k, shape, tr, bufs, img, traced, s, box)
	}
}

// checkBox checks that over the box [box[0], box[1]) of blocks along
// dimension s, with blockOff relaxed as the enumerators relax it, the
// must-write image is inside the union of the blocks' writes and the
// write maps cover it.
func checkBox(t *testing.T, k model.Kernel, shape launchShape, tr *sim.Trace, bufs []*paramBuffer,
	img func(*paramBuffer, string, map[string]int64, []string, []linCons) map[int64]bool,
	traced func(*paramBuffer, []sim.Range) map[int64]bool, s int, box [2]int) {
	bmin, bmax := [3]int{}, shape.grid
	bmin[s], bmax[s] = box[0], box[1]
	var free []string
	var extra []linCons
	for i := 0; i < 3; i++ {
		d := "xyz"[i : i+1]
		free = append(free, "b"+d, "bo"+d)
		bd := int64(shape.block[i])
		extra = append(extra,
			linCons{e: linExpr{"b" + d: 1, "": -int64(bmin[i])}},
			linCons{e: linExpr{"b" + d: -1, "": int64(bmax[i]) - 1}},
			linCons{e: linExpr{"bo" + d: 1, "": -int64(bmin[i]) * bd}},
			linCons{e: linExpr{"bo" + d: -1, "": int64(bmax[i]-1) * bd}})
	}
	for _, pb := range bufs {
		if pb.param.Access != nil && pb.param.Access.Reduce != "" {
			continue
		}
		union := map[int64]bool{}
		for block, acc := range tr.Blocks {
			if block[s] >= bmin[s] && block[s] < bmax[s] {
				for e := range traced(pb, acc.Writes) {
					union[e] = true
				}
			}
		}
		must, may := img(pb, "write", nil, free, extra), img(pb, "may_write", nil, free, extra)
		what := fmt.Sprintf("%s, parameter %d, blocks %v..%v", k.Name, pb.param.Index, bmin, bmax)
		for e := range must {
			require.True(t, union[e], "%s: the relaxed write map has element %d, which no block of the box writes", what, e)
		}
		for e := range union {
			require.True(t, must[e] || may[e], "%s: the box writes element %d, which the relaxed write maps lack", what, e)
		}
	}
}

// islImage is the image of a map text under fixed parameters and domain
// point, listed by isl in ascending order.
func islImage(t *testing.T, ctx *isl.Ctx, text string, env map[string]int64) [][]int64 {
	m, err := ctx.ParseMap(text)
	require.NoError(t, err)
	var params, dom []string
	for _, name := range append([]string{"bdz", "bdy", "bdx", "gdz", "gdy", "gdx"}, islKernelParams(m)...) {
		params = append(params, fmt.Sprintf("%s = %d", name, env[name]))
	}
	for _, d := range []string{"boz", "boy", "box", "bz", "by", "bx"} {
		dom = append(dom, fmt.Sprintf("%s = %d", d, env[d]))
	}
	pset, err := ctx.ParseSet(fmt.Sprintf("%s -> { : %s }", paramTuple(m), strings.Join(params, " and ")))
	require.NoError(t, err)
	dset, err := ctx.ParseSet(fmt.Sprintf("%s -> { [boz, boy, box, bz, by, bx] : %s }", paramTuple(m), strings.Join(dom, " and ")))
	require.NoError(t, err)
	rng := m.IntersectParams(pset).IntersectDomain(dset).Range()
	n, err := rng.Dims(isl.Param)
	require.NoError(t, err)
	pts, err := rng.ProjectOut(isl.Param, 0, n).Points(1 << 20)
	require.NoError(t, err)
	sort.Slice(pts, func(i, j int) bool {
		for k := range pts[i] {
			if pts[i][k] != pts[j][k] {
				return pts[i][k] < pts[j][k]
			}
		}
		return false
	})
	if len(pts) == 0 {
		return nil
	}
	return pts
}

// islKernelParams lists a map's kernel parameters (after the six builtins).
func islKernelParams(m *isl.Map) []string {
	n, _ := m.Dims(isl.Param)
	var out []string
	for i := 6; i < n; i++ {
		name, _ := m.DimName(isl.Param, i)
		out = append(out, name)
	}
	return out
}

func paramTuple(m *isl.Map) string {
	n, _ := m.Dims(isl.Param)
	var out []string
	for i := 0; i < n; i++ {
		name, _ := m.DimName(isl.Param, i)
		out = append(out, name)
	}
	return "[" + strings.Join(out, ", ") + "]"
}
