package enumgen

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"mgpucc/internal/toolchain"
	"mgpucc/isl"
	"mgpucc/model"
)

// Access modes as the driver numbers them.
const (
	modeRead = iota
	modeWrite
	modeMayWrite
)

// rng is one half-open element range.
type rng struct{ lo, hi int64 }

// driver is a compiled generated translation unit linked with
// testdata/driver.c, answering enumerator calls over a pipe.
type driver struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// buildDriver generates m's C code, compiles it with the driver and starts it.
func buildDriver(tb testing.TB, m *model.Model) *driver {
	tb.Helper()
	code, err := Generate(m)
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	src := filepath.Join(dir, "gen.c")
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		tb.Fatal(err)
	}
	exe := filepath.Join(dir, "driver")
	if _, stderr, err := toolchain.Run(toolchain.Clang, "-std=c99", "-D_POSIX_C_SOURCE=199309L", "-O2", "-Wall", "-Werror",
		"-I", "../mgpu", "-isystem", toolchain.IncludeDir(), src, "testdata/driver.c", "-o", exe); err != nil {
		tb.Fatalf("compiling the generated code: %v\n%s", err, stderr)
	}
	d := &driver{cmd: exec.Command(exe)}
	d.in, _ = d.cmd.StdinPipe()
	stdout, _ := d.cmd.StdoutPipe()
	d.out = bufio.NewReader(stdout)
	if err := d.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { d.in.Close(); d.cmd.Wait() })
	return d
}

// line sends a command and returns the driver's reply.
func (d *driver) line(tb testing.TB, line string) string {
	tb.Helper()
	if _, err := io.WriteString(d.in, line+"\n"); err != nil {
		tb.Fatal(err)
	}
	reply, err := d.out.ReadString('\n')
	if err != nil {
		tb.Fatalf("driver: %v", err)
	}
	if strings.HasPrefix(reply, "error") {
		tb.Fatalf("driver: %s (for %s)", strings.TrimSpace(reply), line)
	}
	return strings.TrimSpace(reply)
}

// call sends a command whose reply is numbers.
func (d *driver) call(tb testing.TB, line string) []int64 {
	tb.Helper()
	reply := d.line(tb, line)
	var nums []int64
	for _, f := range strings.Fields(reply) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			tb.Fatalf("driver reply %q: %v", reply, err)
		}
		nums = append(nums, int64(v))
	}
	return nums
}

func args(box [12]int64, scalars []int64) string {
	var b strings.Builder
	for _, v := range box {
		fmt.Fprintf(&b, " %d", v)
	}
	fmt.Fprintf(&b, " %d", len(scalars))
	for _, v := range scalars {
		fmt.Fprintf(&b, " %d", v)
	}
	return b.String()
}

// enumerate calls an enumerator with room for cap ranges and returns its
// result and the ranges it wrote.
func (d *driver) enumerate(tb testing.TB, mangled string, param, mode int, capacity int64, box [12]int64, scalars []int64) (int64, []rng) {
	nums := d.call(tb, fmt.Sprintf("E %s %d %d %d%s", mangled, param, mode, capacity, args(box, scalars)))
	var rs []rng
	for i := 1; i+1 < len(nums); i += 2 {
		rs = append(rs, rng{nums[i], nums[i+1]})
	}
	return nums[0], rs
}

// span is one mgpu_span: count ranges [lo + i*pitch, hi + i*pitch).
type span struct{ lo, hi, pitch, count int64 }

// spans calls the access's span enumerator with room for cap spans and
// returns its result and the spans it wrote; ok is false when the access
// has none.
func (d *driver) spans(tb testing.TB, mangled string, param, mode int, capacity int64, box [12]int64, scalars []int64) (n int64, ss []span, ok bool) {
	tb.Helper()
	line := fmt.Sprintf("S %s %d %d %d%s", mangled, param, mode, capacity, args(box, scalars))
	if d.line(tb, line) == "none" {
		return 0, nil, false
	}
	nums := d.call(tb, line)
	for i := 1; i+3 < len(nums); i += 4 {
		ss = append(ss, span{nums[i], nums[i+1], nums[i+2], nums[i+3]})
	}
	return nums[0], ss, true
}

// expand lists the ranges of spans, merged.
func expand(ss []span) []rng {
	var rs []rng
	for _, s := range ss {
		for i := int64(0); i < s.count; i++ {
			rs = append(rs, rng{s.lo + i*s.pitch, s.hi + i*s.pitch})
		}
	}
	return mergeRngs(rs)
}

// nsPerCall times iters calls of an enumerator in the driver.
func (d *driver) nsPerCall(tb testing.TB, mangled string, param, mode int, iters int, box [12]int64, scalars []int64) float64 {
	nums := d.call(tb, fmt.Sprintf("B %s %d %d %d%s", mangled, param, mode, iters, args(box, scalars)))
	return float64(nums[0])
}

// bruteForce computes with isl the merged element ranges that the blocks
// of box touch under the access map, with blockOff = blockIdx*blockDim
// exactly and the parameters fixed to vals; the offset gk<d> of a
// grid-stride loop takes the multiples of gs<d> = blockDim*gridDim, the
// offset gb<d> of a loop over the blocks those of gridDim.
func bruteForce(tb testing.TB, mapText string, sizes []string, vals map[string]int64, box [12]int64) []rng {
	tb.Helper()
	var strided []model.GridStride
	for i, d := range []string{"z", "y", "x"} {
		vals["gs"+d] = box[6+i] * box[9+i]
		for _, g := range []model.GridStride{{Dim: d}, {Dim: d, Blocks: true}} {
			if strings.Contains(mapText, g.Offset()) {
				strided = append(strided, g)
			}
		}
	}
	// Offsets stop at the first with an empty image: a grid-stride
	// loop's iterations end for good (an early stop would show as ranges
	// the enumerator has and this lacks).
	var all []rng
	var offsets func(gs []model.GridStride) bool
	offsets = func(gs []model.GridStride) bool {
		if len(gs) == 0 {
			rs := imageRanges(tb, mapText, sizes, vals, box)
			all = append(all, rs...)
			return len(rs) > 0
		}
		any := false
		for gk := int64(0); ; gk += vals[gs[0].Step()] {
			vals[gs[0].Offset()] = gk
			if !offsets(gs[1:]) {
				return any
			}
			any = true
		}
	}
	offsets(strided)
	return mergeRngs(all)
}

// imageRanges is bruteForce with every parameter fixed.
func imageRanges(tb testing.TB, mapText string, sizes []string, vals map[string]int64, box [12]int64) []rng {
	tb.Helper()
	c := isl.NewCtx()
	defer c.Close()
	acc, err := c.ParseMap(mapText)
	if err != nil {
		tb.Fatal(err)
	}
	fix := func(s *isl.Set) *isl.Set {
		n, _ := s.Dims(isl.Param)
		for i := 0; i < n; i++ {
			name, _ := s.DimName(isl.Param, i)
			v, ok := vals[name]
			if !ok {
				tb.Fatalf("no value for parameter %s", name)
			}
			s = s.FixParam(name, v)
		}
		return s.ProjectOut(isl.Param, 0, n)
	}
	var cond []string
	for i, w := range []string{"z", "y", "x"} {
		cond = append(cond, fmt.Sprintf("%d <= b%s < %d and bo%s = %d * b%s", box[i], w, box[3+i], w, box[6+i], w))
	}
	dom, err := c.ParseSet("{ [boz, boy, box, bz, by, bx] : " + strings.Join(cond, " and ") + " }")
	if err != nil {
		tb.Fatal(err)
	}
	pts, err := fix(acc.IntersectDomain(dom).Range()).Points(1 << 20)
	if err != nil {
		tb.Fatal(err)
	}
	params, _ := acc.Params().Text()
	params = params[:strings.Index(params, "->")]
	szs := make([]int64, len(sizes))
	for i, s := range sizes {
		set, err := c.ParseSet(fmt.Sprintf("%s -> { [v] : v = %s }", params, s))
		if err != nil {
			tb.Fatal(err)
		}
		p, err := fix(set).Points(2)
		if err != nil || len(p) != 1 {
			tb.Fatalf("size %s: %v %v", s, p, err)
		}
		szs[i] = p[0][0]
	}
	var lin []int64
	for _, p := range pts {
		l := p[0]
		for i := 1; i < len(p); i++ {
			l = l*szs[i-1] + p[i]
		}
		lin = append(lin, l)
	}
	var rs []rng
	for _, l := range lin {
		rs = append(rs, rng{l, l + 1})
	}
	return mergeRngs(rs)
}

// mergeRngs sorts ranges and merges those that overlap or touch.
func mergeRngs(rs []rng) []rng {
	sort.Slice(rs, func(i, j int) bool { return rs[i].lo < rs[j].lo })
	var out []rng
	for _, r := range rs {
		if n := len(out); n > 0 && r.lo <= out[n-1].hi {
			out[n-1].hi = max(out[n-1].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}
