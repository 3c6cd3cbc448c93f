package mgpu

import (
	"fmt"
	"sync"
	"time"
)

// tracer collects a Chrome/Perfetto trace (MGPU_TRACE): one track per
// device with its kernels and copies. A nil tracer records nothing, so
// the hot paths only pay for a nil check when tracing is off.
type tracer struct {
	mu     sync.Mutex
	origin time.Time
	events []traceEvent
	// besideOn: the devices whose copies in run beside their kernels
	// (halo.go): their peer copies go on the device's copies track.
	besideOn []bool
}

// copiesTrack is the track (tid) of the copies that run beside device
// dev's kernels: one past the devices' (at most 63), so that a viewer
// draws them under the kernels they overlap.
func copiesTrack(dev int) int { return 64 + dev }

// traceEvent is one entry of the Chrome trace event format.
type traceEvent struct {
	Name string         `json:"name"`
	Cat  string         `json:"cat,omitempty"`
	Ph   string         `json:"ph"`
	TS   float64        `json:"ts"` // microseconds
	Dur  float64        `json:"dur,omitempty"`
	PID  int            `json:"pid"`
	TID  int            `json:"tid"`
	Args map[string]any `json:"args,omitempty"`
}

func newTracer(devices int) *tracer {
	t := &tracer{origin: time.Now(), besideOn: make([]bool, devices)}
	for d := 0; d < devices; d++ {
		t.events = append(t.events, traceEvent{Name: "thread_name", Ph: "M", PID: 1, TID: d, Args: map[string]any{"name": fmt.Sprintf("device %d", d)}},
			traceEvent{Name: "thread_name", Ph: "M", PID: 1, TID: copiesTrack(d), Args: map[string]any{"name": fmt.Sprintf("device %d copies beside", d)}})
	}
	return t
}

// begin returns the start time of an operation (zero when not tracing).
func (t *tracer) begin() time.Time {
	if t == nil {
		return time.Time{}
	}
	return time.Now()
}

func (t *tracer) add(e traceEvent) {
	t.mu.Lock()
	t.events = append(t.events, e)
	t.mu.Unlock()
}

func (t *tracer) us(at time.Time) float64 { return float64(at.Sub(t.origin).Nanoseconds()) / 1e3 }

// copy records a copy to (or from) dev that started at start; src is the
// source device of a peer copy, -1 otherwise.
func (t *tracer) copy(start time.Time, dev int, kind string, src int, bytes int64) {
	if t == nil {
		return
	}
	args := map[string]any{"bytes": bytes}
	tid := dev
	if src >= 0 {
		args["from_device"] = src
		tid = t.peerTrack(dev, args)
	}
	t.add(traceEvent{Name: kind, Cat: "copy", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: tid, Args: args})
}

// peerTrack is the track of a peer copy into dev: its copies track, the
// device named in args, while its copies run beside its kernels.
func (t *tracer) peerTrack(dev int, args map[string]any) int {
	if dev < len(t.besideOn) && t.besideOn[dev] {
		args["device"] = dev
		return copiesTrack(dev)
	}
	return dev
}

// beside records that dev's copies in start (on) or stop running beside
// its kernels, from start on: an event "copies beside" or "join copies"
// (the device's stream then waits for them) on the device's track.
func (t *tracer) beside(start time.Time, dev int, on bool) {
	if t == nil {
		return
	}
	name := "join copies"
	if on {
		name = "copies beside"
	}
	t.besideOn[dev] = on
	t.add(traceEvent{Name: name, Cat: "sync", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: dev})
}

// copy2D records a peer copy of height rows of width bytes, pitch bytes
// apart, from src to dev: bytes holds width*height, as for a 1-D copy, so
// readers that know only bytes (internal/scaling) replay it unchanged;
// width, pitch and height give its shape.
func (t *tracer) copy2D(start time.Time, dev, src int, width, pitch, height int64) {
	if t == nil {
		return
	}
	args := map[string]any{"bytes": width * height, "from_device": src, "width": width, "pitch": pitch, "height": height}
	t.add(traceEvent{Name: "peer copy", Cat: "copy", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: t.peerTrack(dev, args),
		Args: args})
}

// kernel records a kernel partition launched on dev: its blocks, the
// launch's whole grid, and the launch's number in the program (the same
// for all of its parts), so that a reader can tell the launches apart.
func (t *tracer) kernel(start time.Time, dev int, name string, box [12]int64, launch int64) {
	if t == nil {
		return
	}
	t.add(traceEvent{Name: name, Cat: "kernel", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: dev,
		Args: map[string]any{"blocks_min_zyx": []int64{box[0], box[1], box[2]}, "blocks_max_zyx": []int64{box[3], box[4], box[5]},
			"grid_zyx": []int64{box[9], box[10], box[11]}, "launch": launch}})
}

// memory records dev's memory on two counter tracks: the bytes its
// instances hold (whole instances and mapped pages) and the rest of the
// buffers' bytes, for which it reserved addresses (stacked, they are the
// buffers' bytes); and the first over the buffers' bytes.
func (t *tracer) memory(dev int, mapped, allocated int64) {
	if t == nil {
		return
	}
	at := t.us(time.Now())
	t.add(traceEvent{Name: fmt.Sprintf("device %d memory", dev), Ph: "C", TS: at, PID: 1, TID: dev,
		Args: map[string]any{"mapped_bytes": mapped, "unmapped_bytes": max(allocated-mapped, 0)}})
	ratio := 0.0
	if allocated > 0 {
		ratio = float64(mapped) / float64(allocated)
	}
	t.add(traceEvent{Name: fmt.Sprintf("device %d mapped / allocated", dev), Ph: "C", TS: at, PID: 1, TID: dev, Args: map[string]any{"ratio": ratio}})
}

type traceFile struct {
	TraceEvents     []traceEvent `json:"traceEvents"`
	DisplayTimeUnit string       `json:"displayTimeUnit"`
}

func (t *tracer) file() traceFile {
	t.mu.Lock()
	defer t.mu.Unlock()
	return traceFile{TraceEvents: append([]traceEvent(nil), t.events...), DisplayTimeUnit: "ms"}
}
