package scaling

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// OpKind is what a traced operation does.
type OpKind int

const (
	Kernel OpKind = iota // a kernel part on Dev
	HostToDevice
	DeviceToHost
	Peer // a copy from Src to Dev
	// Beside starts queueing Dev's peer copies in on its copy queue;
	// Join makes Dev's stream, and those of the copies' sources, wait
	// for them (mgpu/halo.go).
	Beside
	Join
)

// copiesTrack is the first trace track of the copies beside a device's
// kernels (mgpu/trace.go: 64 + device).
const copiesTrack = 64

// maxDevices is the most logical devices the runtime makes.
const maxDevices = 63

// Op is one operation of the runtime's trace (MGPU_TRACE), in issue order.
type Op struct {
	Kind OpKind
	Dev  int // the device it runs on (the destination of a copy)
	Src  int // a peer copy's source device
	// OnSide: a peer copy on Dev's copy queue, between Beside and Join.
	OnSide bool
	// Queued: a host copy the runtime queued on Dev's stream (from
	// page-locked memory) and did not wait for.
	Queued bool
	Name   string // a kernel's name without its parameter list
	Bytes  int64  // a copy's size
	Blocks int64  // a kernel part's thread blocks
	// Grid is its launch's thread blocks: the union of the parts' boxes.
	Grid int64
	// CPU is the host time, in seconds, from the end of the previous
	// operation to the start of this one in the traced run: the runtime's
	// own work (planning, tracking) and the program's between calls.
	CPU float64
	// Dur is the traced duration in seconds: a GPU's kernel time in a
	// trace of completed kernels, the runtime's call time otherwise.
	Dur float64
	// GPU is the seconds the GPU ran it, where the trace says (args.gpu_us:
	// a CUDA backend's trace, whose calls return before their work runs).
	GPU float64

	min, max [3]int64 // the part's block box, z y x
	launch   int64    // the kernel's launch number in the program (0: not traced)
}

type traceFile struct {
	Events []struct {
		Name string         `json:"name"`
		Cat  string         `json:"cat"`
		Ph   string         `json:"ph"`
		TS   float64        `json:"ts"`
		Dur  float64        `json:"dur"`
		TID  int            `json:"tid"`
		Args map[string]any `json:"args"`
	} `json:"traceEvents"`
}

// ReadTrace reads an MGPU_TRACE file, each kernel part with its launch's
// grid (groupLaunches).
func ReadTrace(path string) ([]Op, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f traceFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	events := f.Events[:0]
	for _, e := range f.Events {
		// The GPU's tracks repeat the host's events as the devices ran
		// them; their times are the host's events' gpu_us.
		if e.Ph == "X" && e.Cat != "gpu" {
			events = append(events, e)
		}
	}
	sort.SliceStable(events, func(i, j int) bool { return events[i].TS < events[j].TS })
	var ops []Op
	prevEnd := 0.0
	for i, e := range events {
		dev := e.TID
		onSide := dev >= copiesTrack
		if onSide {
			dev -= copiesTrack
		}
		if dev < 0 || dev >= maxDevices || onSide && (e.Cat != "copy" || e.Name != "peer copy") {
			return nil, fmt.Errorf("%s: %s event at %.3f µs on track %d", path, e.Name, e.TS, e.TID)
		}
		op := Op{Dev: dev, Src: -1, OnSide: onSide, CPU: max(e.TS-prevEnd, 0) / 1e6, Dur: max(e.Dur, 0) / 1e6}
		if i == 0 {
			op.CPU = 0
		}
		if g, ok := e.Args["gpu_us"].(float64); ok {
			op.GPU = g / 1e6
		}
		prevEnd = e.TS + e.Dur
		switch {
		case e.Cat == "kernel":
			op.Kind = Kernel
			op.Name = baseName(e.Name)
			lo, okl := triple(e.Args["blocks_min_zyx"])
			hi, okh := triple(e.Args["blocks_max_zyx"])
			if !okl || !okh {
				return nil, fmt.Errorf("%s: kernel event at %.3f µs without its block box", path, e.TS)
			}
			op.min, op.max = lo, hi
			if l, ok := e.Args["launch"].(float64); ok {
				op.launch = int64(l)
			}
			op.Blocks = (hi[0] - lo[0]) * (hi[1] - lo[1]) * (hi[2] - lo[2])
			if hi[0] < lo[0] || hi[1] < lo[1] || hi[2] < lo[2] {
				return nil, fmt.Errorf("%s: kernel event at %.3f µs with an inverted block box", path, e.TS)
			}
		case e.Cat == "copy":
			b, _ := e.Args["bytes"].(float64)
			op.Bytes = int64(b)
			op.Queued, _ = e.Args["queued"].(bool)
			switch e.Name {
			case "host to device":
				op.Kind = HostToDevice
			case "device to host":
				op.Kind = DeviceToHost
			case "peer copy":
				op.Kind = Peer
				src, ok := e.Args["from_device"].(float64)
				if !ok || src < 0 || src >= maxDevices {
					return nil, fmt.Errorf("%s: peer copy at %.3f µs without from_device", path, e.TS)
				}
				op.Src = int(src)
			default:
				return nil, fmt.Errorf("%s: unknown copy %q", path, e.Name)
			}
		case e.Cat == "sync" && e.Name == "copies beside":
			op.Kind = Beside
		case e.Cat == "sync" && e.Name == "join copies":
			op.Kind = Join
		default:
			// Not replayed, and not the host's time between operations
			// either: a device's code loading ("load"), which the driver's
			// compiling of PTX makes long at a first run, once.
			continue
		}
		ops = append(ops, op)
	}
	groupLaunches(ops)
	return ops, nil
}

// launches gives each kernel part the index in ops of its launch's first
// part (-1 for other operations): the parts of one launch number, or, in
// a trace without them, a run of parts of one kernel on rising devices
// with nothing else between them.
func launches(ops []Op) []int {
	first := make([]int, len(ops))
	byNumber := map[int64]int{}
	f := -1    // the group's first part
	prev := -1 // the previous part, when the last operation was one
	for i := range ops {
		op := &ops[i]
		first[i] = -1
		if op.Kind != Kernel {
			prev = -1
			continue
		}
		switch g, seen := byNumber[op.launch]; {
		case op.launch > 0 && seen:
			f = g
		case op.launch > 0:
			f, byNumber[op.launch] = i, i
		case prev < 0 || ops[prev].Name != op.Name || op.Dev <= ops[prev].Dev:
			f = i
		}
		first[i], prev = f, i
	}
	return first
}

// groupLaunches gives each part its launch's grid: the union of the
// boxes of its launch's parts (launches).
func groupLaunches(ops []Op) {
	launch := launches(ops)
	lo, hi := map[int][3]int64{}, map[int][3]int64{}
	for i, op := range ops {
		if op.Kind != Kernel {
			continue
		}
		f := launch[i]
		l, h, ok := lo[f], hi[f], f != i
		for d := 0; d < 3; d++ {
			if !ok {
				l[d], h[d] = op.min[d], op.max[d]
			}
			l[d], h[d] = min(l[d], op.min[d]), max(h[d], op.max[d])
		}
		lo[f], hi[f] = l, h
	}
	for i := range ops {
		if ops[i].Kind == Kernel {
			l, h := lo[launch[i]], hi[launch[i]]
			ops[i].Grid = (h[0] - l[0]) * (h[1] - l[1]) * (h[2] - l[2])
		}
	}
}

// SplitShare is the share of the launches of ops (launches) that ran on
// more than one device: those with a part of fewer blocks than their
// grid.
func SplitShare(ops []Op) float64 {
	split := map[int]bool{}
	for i, f := range launches(ops) {
		if f >= 0 {
			split[f] = split[f] || ops[i].Blocks < ops[i].Grid
		}
	}
	if len(split) == 0 {
		return 0
	}
	k := 0
	for _, s := range split {
		if s {
			k++
		}
	}
	return float64(k) / float64(len(split))
}

func triple(v any) ([3]int64, bool) {
	var out [3]int64
	xs, ok := v.([]any)
	if !ok || len(xs) != 3 {
		return out, false
	}
	for i, x := range xs {
		f, ok := x.(float64)
		if !ok {
			return out, false
		}
		out[i] = int64(f)
	}
	return out, true
}

// baseName is a kernel's name without its parameter list, as the
// kernel-time options name it.
func baseName(name string) string {
	if i := strings.IndexByte(name, '('); i >= 0 {
		return name[:i]
	}
	return name
}

// Steady clips each operation's CPU time to the 99th percentile of its
// kind in the trace. The traced run's rare long gaps (the Go collector,
// the trace's own buffer growing, the development machine's scheduler:
// single gaps of 10-60 ms among medians of about a microsecond) are no
// cost of the runtime on the machine studied, and would otherwise vary a
// replay by a third from run to run.
func Steady(ops []Op) {
	byKind := map[OpKind][]float64{}
	for _, op := range ops {
		byKind[op.Kind] = append(byKind[op.Kind], op.CPU)
	}
	limit := map[OpKind]float64{}
	for k, v := range byKind {
		sort.Float64s(v)
		limit[k] = v[len(v)*99/100]
	}
	for i := range ops {
		ops[i].CPU = min(ops[i].CPU, limit[ops[i].Kind])
	}
}
