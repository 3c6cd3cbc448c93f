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
}

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
	t := &tracer{origin: time.Now()}
	for d := 0; d < devices; d++ {
		t.events = append(t.events, traceEvent{Name: "thread_name", Ph: "M", PID: 1, TID: d, Args: map[string]any{"name": fmt.Sprintf("device %d", d)}})
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
	if src >= 0 {
		args["from_device"] = src
	}
	t.add(traceEvent{Name: kind, Cat: "copy", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: dev, Args: args})
}

// copy2D records a peer copy of height rows of width bytes, pitch bytes
// apart, from src to dev: bytes holds width*height, as for a 1-D copy, so
// readers that know only bytes (internal/scaling) replay it unchanged;
// width, pitch and height give its shape.
func (t *tracer) copy2D(start time.Time, dev, src int, width, pitch, height int64) {
	if t == nil {
		return
	}
	t.add(traceEvent{Name: "peer copy", Cat: "copy", Ph: "X", TS: t.us(start), Dur: float64(time.Since(start).Nanoseconds()) / 1e3, PID: 1, TID: dev,
		Args: map[string]any{"bytes": width * height, "from_device": src, "width": width, "pitch": pitch, "height": height}})
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

type traceFile struct {
	TraceEvents     []traceEvent `json:"traceEvents"`
	DisplayTimeUnit string       `json:"displayTimeUnit"`
}

func (t *tracer) file() traceFile {
	t.mu.Lock()
	defer t.mu.Unlock()
	return traceFile{TraceEvents: append([]traceEvent(nil), t.events...), DisplayTimeUnit: "ms"}
}
