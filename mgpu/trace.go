package mgpu

import (
	"fmt"
	"sync"
	"time"
)

// tracer collects a Chrome/Perfetto trace (MGPU_TRACE): one track per
// device with its kernels and copies. A nil tracer records nothing, so
// the hot paths only pay for a nil check when tracing is off.
//
// Operations are kept as fixed records, made into the trace's events
// (with their maps of arguments) only when the file is written: the gaps
// between operations are the runtime's own time in internal/scaling's
// replay, and an event's allocations, a few per operation, made the
// traced gaps of a 16-device stencil about three times the untraced
// run's time per launch.
type tracer struct {
	mu     sync.Mutex
	origin time.Time
	meta   []traceEvent
	// records are kept in chunks, so that the trace's growth copies
	// none, and hold no pointer (names are indices into names), so that
	// the collector does not scan them.
	records [][]traceRecord
	names   []string
	nameOf  map[string]uint32
	// besideOn: the devices whose copies in run beside their kernels
	// (halo.go): their peer copies go on the device's copies track.
	besideOn []bool
	// gpu is the backend where its devices time the operations (on a
	// GPU, whose calls return before their work runs), else nil.
	gpu opTimer
}

// opTimer is a backend whose devices time the kernels and copies it
// queues (the CUDA backend: a pair of events around each on its stream),
// so that the trace shows when they ran, not only when they were issued.
type opTimer interface {
	// TimeOps times the operations from now on; origin is the trace's.
	TimeOps(origin time.Time) error
	// TimedOp returns the number of the operation timed since its last
	// call, or -1.
	TimedOp() int
	// OpTimes waits for the devices and returns each timed operation's
	// start and end, microseconds from origin.
	OpTimes() ([][2]float64, error)
}

// gpuTrack is the track of dev's work as its GPU ran it (opTimer): its
// stream's kernels and copies on gpuTrack(dev), the copies beside them
// on gpuTrack(dev)+64.
func gpuTrack(dev int) int { return 128 + dev }

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

// recordKind is what a traceRecord holds.
type recordKind uint8

const (
	recCopy   recordKind = iota // host to device, device to host, or a 1-D peer copy
	recCopy2D                   // a strided peer copy
	recBeside                   // copies beside start (on) or join
	recKernel                   // a kernel part
	recMemory                   // a device's memory counters
	recLoad                     // a device's code loaded (machine code, or PTX the driver compiles)
)

// traceRecord is one traced operation as recorded: no allocation.
type traceRecord struct {
	kind   recordKind
	onSide bool // a peer copy on its device's copies track; for recBeside, on
	// queued: a host copy queued on the device's stream (from page-locked
	// memory), which the host did not wait for.
	queued bool
	// op is the backend's timed operation (opTimer) plus one, 0 for none.
	op       uint32
	dev, src int32
	ts, dur  float64 // microseconds
	name     uint32  // a copy's kind or a kernel's name, in tracer.names
	// a copy's bytes, width, pitch, height; a kernel's launch number;
	// the memory counters' mapped and allocated bytes.
	n [4]int64
	// box: a kernel's blocks min and max and grid, z y x.
	box [9]int64
}

// newTracer starts a trace of devices' work; where the backend times
// its operations (opTimer), the trace has their times on the devices too.
func newTracer(devices int, be Backend) (*tracer, error) {
	t := &tracer{origin: time.Now(), besideOn: make([]bool, devices), nameOf: map[string]uint32{}}
	for d := 0; d < devices; d++ {
		t.meta = append(t.meta, threadName(d, "device %d", d), threadName(copiesTrack(d), "device %d copies beside", d))
	}
	if ot, ok := be.(opTimer); ok {
		if err := ot.TimeOps(t.origin); err != nil {
			return nil, err
		}
		t.gpu = ot
		for d := 0; d < devices; d++ {
			t.meta = append(t.meta, threadName(gpuTrack(d), "device %d on the GPU", d), threadName(gpuTrack(d)+64, "device %d copies beside on the GPU", d))
		}
	}
	return t, nil
}

// threadName is the metadata event naming track tid.
func threadName(tid int, format string, dev int) traceEvent {
	return traceEvent{Name: "thread_name", Ph: "M", PID: 1, TID: tid, Args: map[string]any{"name": fmt.Sprintf(format, dev)}}
}

// begin returns the start time of an operation (zero when not tracing).
func (t *tracer) begin() time.Time {
	if t == nil {
		return time.Time{}
	}
	return time.Now()
}

// add appends r, named name (none for a record its kind names: "copies
// beside" and "join copies"), which started at start and ends now: after
// the record is stored, so that the tracer's own work is in the traced
// call's time, not in the gap after it (the runtime's time, in the
// scaling study's replay).
func (t *tracer) add(start time.Time, r traceRecord, name string) {
	t.mu.Lock()
	if name != "" {
		r.name = t.name(name)
	}
	if t.gpu != nil && r.kind != recBeside && r.kind != recLoad {
		r.op = uint32(t.gpu.TimedOp() + 1)
	}
	slot := t.push(r)
	slot.ts, slot.dur = t.us(start), float64(time.Since(start).Nanoseconds())/1e3
	t.mu.Unlock()
}

// recordsPerChunk is the records of one chunk of the trace (about 1 MB).
const recordsPerChunk = 8192

// push appends r to the trace and returns where it is; t.mu is held.
func (t *tracer) push(r traceRecord) *traceRecord {
	if n := len(t.records); n == 0 || len(t.records[n-1]) == recordsPerChunk {
		t.records = append(t.records, make([]traceRecord, 0, recordsPerChunk))
	}
	last := &t.records[len(t.records)-1]
	*last = append(*last, r)
	return &(*last)[len(*last)-1]
}

// name is the index of s in t.names, which it is added to if new; t.mu
// is held.
func (t *tracer) name(s string) uint32 {
	i, ok := t.nameOf[s]
	if !ok {
		i = uint32(len(t.names))
		t.names, t.nameOf[s] = append(t.names, s), i
	}
	return i
}

func (t *tracer) us(at time.Time) float64 { return float64(at.Sub(t.origin).Nanoseconds()) / 1e3 }

// copy records a copy to (or from) dev that started at start; src is the
// source device of a peer copy, -1 otherwise.
func (t *tracer) copy(start time.Time, dev int, kind string, src int, bytes int64) {
	if t == nil {
		return
	}
	t.add(start, traceRecord{kind: recCopy, onSide: src >= 0 && t.onSide(dev), dev: int32(dev), src: int32(src), n: [4]int64{bytes}}, kind)
}

// queuedCopy records a copy between the host and dev that started at
// start and was queued, not waited for: its event's duration is the call's,
// and it says "queued", so that internal/scaling's replay does not hold
// the host until the copy ends.
func (t *tracer) queuedCopy(start time.Time, dev int, kind string, bytes int64) {
	if t == nil {
		return
	}
	t.add(start, traceRecord{kind: recCopy, queued: true, dev: int32(dev), src: -1, n: [4]int64{bytes}}, kind)
}

// onSide says whether dev's peer copies in go on its copies track.
func (t *tracer) onSide(dev int) bool { return dev < len(t.besideOn) && t.besideOn[dev] }

// beside records that dev's copies in start (on) or stop running beside
// its kernels, from start on: an event "copies beside" or "join copies"
// (the device's stream then waits for them) on the device's track.
func (t *tracer) beside(start time.Time, dev int, on bool) {
	if t == nil {
		return
	}
	t.besideOn[dev] = on
	t.add(start, traceRecord{kind: recBeside, onSide: on, dev: int32(dev)}, "")
}

// copy2D records a peer copy of height rows of width bytes, pitch bytes
// apart, from src to dev: bytes holds width*height, as for a 1-D copy, so
// readers that know only bytes (internal/scaling) replay it unchanged;
// width, pitch and height give its shape.
func (t *tracer) copy2D(start time.Time, dev, src int, width, pitch, height int64) {
	if t == nil {
		return
	}
	t.add(start, traceRecord{kind: recCopy2D, onSide: t.onSide(dev), dev: int32(dev), src: int32(src), n: [4]int64{width * height, width, pitch, height}}, "peer copy")
}

// kernel records a kernel partition launched on dev: its blocks, the
// launch's whole grid, and the launch's number in the program (the same
// for all of its parts), so that a reader can tell the launches apart.
func (t *tracer) kernel(start time.Time, dev int, name string, box [12]int64, launch int64) {
	if t == nil {
		return
	}
	t.add(start, traceRecord{kind: recKernel, dev: int32(dev), n: [4]int64{launch},
		box: [9]int64{box[0], box[1], box[2], box[3], box[4], box[5], box[9], box[10], box[11]}}, name)
}

// load records the loading of an image's code on dev that started at
// start: what was loaded (code: machine code, or PTX the driver compiles
// at the program's first run, which takes long enough to show).
func (t *tracer) load(start time.Time, dev int, code string) {
	if t == nil {
		return
	}
	t.add(start, traceRecord{kind: recLoad, dev: int32(dev)}, code)
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
	t.mu.Lock()
	t.push(traceRecord{kind: recMemory, dev: int32(dev), ts: at, n: [4]int64{mapped, allocated}})
	t.mu.Unlock()
}

// events are r's trace events, with its time on the GPU (from times,
// by r.op) where it has one.
func (t *tracer) events(r *traceRecord, times [][2]float64) []traceEvent {
	es := t.hostEvents(r)
	if r.op == 0 || int(r.op) > len(times) {
		return es
	}
	at := times[r.op-1]
	e := &es[0]
	e.Args["gpu_us"] = at[1] - at[0]
	tid := gpuTrack(int(r.dev))
	if r.onSide {
		tid += 64
	}
	return append(es, traceEvent{Name: e.Name, Cat: "gpu", Ph: "X", TS: at[0], Dur: at[1] - at[0], PID: 1, TID: tid, Args: map[string]any{"op": e.Cat}})
}

// hostEvents are r's trace events as the host made them.
func (t *tracer) hostEvents(r *traceRecord) []traceEvent {
	dev := int(r.dev)
	switch r.kind {
	case recCopy, recCopy2D:
		e := traceEvent{Name: t.names[r.name], Cat: "copy", Ph: "X", TS: r.ts, Dur: r.dur, PID: 1, TID: dev, Args: map[string]any{"bytes": r.n[0]}}
		if r.kind == recCopy2D {
			e.Args["width"], e.Args["pitch"], e.Args["height"] = r.n[1], r.n[2], r.n[3]
		}
		if r.src >= 0 {
			e.Args["from_device"] = int(r.src)
		}
		if r.queued {
			e.Args["queued"] = true
		}
		if r.onSide {
			e.Args["device"], e.TID = dev, copiesTrack(dev)
		}
		return []traceEvent{e}
	case recBeside:
		name := "join copies"
		if r.onSide {
			name = "copies beside"
		}
		return []traceEvent{{Name: name, Cat: "sync", Ph: "X", TS: r.ts, Dur: r.dur, PID: 1, TID: dev}}
	case recLoad:
		return []traceEvent{{Name: "load code", Cat: "load", Ph: "X", TS: r.ts, Dur: r.dur, PID: 1, TID: dev, Args: map[string]any{"code": t.names[r.name]}}}
	case recKernel:
		b := r.box
		return []traceEvent{{Name: t.names[r.name], Cat: "kernel", Ph: "X", TS: r.ts, Dur: r.dur, PID: 1, TID: dev,
			Args: map[string]any{"blocks_min_zyx": []int64{b[0], b[1], b[2]}, "blocks_max_zyx": []int64{b[3], b[4], b[5]},
				"grid_zyx": []int64{b[6], b[7], b[8]}, "launch": r.n[0]}}}
	default:
		mapped, allocated := r.n[0], r.n[1]
		ratio := 0.0
		if allocated > 0 {
			ratio = float64(mapped) / float64(allocated)
		}
		return []traceEvent{
			{Name: fmt.Sprintf("device %d memory", dev), Ph: "C", TS: r.ts, PID: 1, TID: dev,
				Args: map[string]any{"mapped_bytes": mapped, "unmapped_bytes": max(allocated-mapped, 0)}},
			{Name: fmt.Sprintf("device %d mapped / allocated", dev), Ph: "C", TS: r.ts, PID: 1, TID: dev, Args: map[string]any{"ratio": ratio}},
		}
	}
}

type traceFile struct {
	TraceEvents     []traceEvent `json:"traceEvents"`
	DisplayTimeUnit string       `json:"displayTimeUnit"`
}

// file is the trace as written, its operations' times on the GPU read
// back first (which waits for the devices). Where they cannot be (a
// device's fault ends its stream), the trace is the host's, and the error
// says why it lacks the GPU's times: a program that failed is the one
// whose trace is wanted most.
func (t *tracer) file() (traceFile, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var times [][2]float64
	var err error
	if t.gpu != nil {
		if times, err = t.gpu.OpTimes(); err != nil {
			times, err = nil, fmt.Errorf("written without the devices' times of its operations: %w", err)
		}
	}
	events := append([]traceEvent(nil), t.meta...)
	for _, chunk := range t.records {
		for i := range chunk {
			events = append(events, t.events(&chunk[i], times)...)
		}
	}
	return traceFile{TraceEvents: events, DisplayTimeUnit: "ms"}, err
}
