package mgpu

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The messages between rank 0 and the ranks serving their devices
// (backend_remote.go, rank_serve.go): little-endian fixed-width integers,
// strings and byte slices prefixed with their length. Built by append, so
// a launch's request is one allocation.

// The message tags: a rank tells its kinds of message apart by tag, and
// MPI keeps the messages of one tag between two ranks in order.
const (
	tagHello   = 1 // a serving rank's devices and build, and rank 0's answer
	tagRequest = 2 // rank 0 to a serving rank: one backend call
	tagReply   = 3 // a serving rank's answer to a call that waits for one
	tagData    = 4 // the bytes of a copy between ranks
)

// rankOp is the backend call a request carries.
type rankOp byte

const (
	opMalloc rankOp = iota + 1
	opFree
	opWrite
	opRead
	opCopy   // within the serving rank
	opCopy2D // within the serving rank
	opMemset
	opLoad
	opGlobal
	opAttributes
	opSetAttribute
	opLaunch
	opSynchronize
	opSendPeer // read a device's bytes and send them to another rank
	opRecvPeer // receive bytes from another rank into a device
	opCreateTexture
	opDestroyTexture
	opClose
	opCopiesBeside
	opJoinCopies
	opProbeLink // time copies between two of the rank's devices (rank_adaptive.go)
	opSetLimit  // cudaDeviceSetLimit, for all of the rank's devices
)

var opNames = [...]string{opMalloc: "malloc", opFree: "free", opWrite: "write", opRead: "read", opCopy: "copy",
	opCopy2D: "2-D copy", opMemset: "memset", opLoad: "load", opGlobal: "global", opAttributes: "attributes",
	opSetAttribute: "set attribute", opLaunch: "launch", opSynchronize: "synchronize", opSendPeer: "send to a rank",
	opRecvPeer: "receive from a rank", opCreateTexture: "create texture", opDestroyTexture: "destroy texture", opClose: "close",
	opCopiesBeside: "copies beside", opJoinCopies: "join copies", opProbeLink: "probe link", opSetLimit: "set limit"}

func (op rankOp) String() string {
	if int(op) < len(opNames) && opNames[op] != "" {
		return opNames[op]
	}
	return fmt.Sprintf("operation %d", byte(op))
}

// wireWriter appends a message's fields.
type wireWriter struct{ b []byte }

func (w *wireWriter) u8(v byte)    { w.b = append(w.b, v) }
func (w *wireWriter) u64(v uint64) { w.b = binary.LittleEndian.AppendUint64(w.b, v) }
func (w *wireWriter) i64(v int64)  { w.u64(uint64(v)) }
func (w *wireWriter) int(v int)    { w.u64(uint64(int64(v))) }
func (w *wireWriter) bool(v bool) {
	if v {
		w.u8(1)
	} else {
		w.u8(0)
	}
}
func (w *wireWriter) f64(v float64) { w.u64(math.Float64bits(v)) }
func (w *wireWriter) bytes(v []byte) {
	w.u64(uint64(len(v)))
	w.b = append(w.b, v...)
}
func (w *wireWriter) str(v string) {
	w.u64(uint64(len(v)))
	w.b = append(w.b, v...)
}
func (w *wireWriter) dim(d Dim3) {
	for _, v := range d {
		w.int(v)
	}
}

// errShortMessage is the error of a message that ends before its fields:
// ranks of different builds, which the start-up check refuses.
var errShortMessage = errors.New("message shorter than its fields")

// wireReader reads a message's fields; after the first short read every
// field is zero and err says so.
type wireReader struct {
	b   []byte
	err error
}

func (r *wireReader) take(n uint64) []byte {
	if r.err != nil || n > uint64(len(r.b)) {
		r.err = errShortMessage
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *wireReader) u8() byte {
	if v := r.take(1); v != nil {
		return v[0]
	}
	return 0
}

func (r *wireReader) u64() uint64 {
	if v := r.take(8); v != nil {
		return binary.LittleEndian.Uint64(v)
	}
	return 0
}

func (r *wireReader) i64() int64    { return int64(r.u64()) }
func (r *wireReader) int() int      { return int(int64(r.u64())) }
func (r *wireReader) bool() bool    { return r.u8() != 0 }
func (r *wireReader) f64() float64  { return math.Float64frombits(r.u64()) }
func (r *wireReader) bytes() []byte { return r.take(r.u64()) }
func (r *wireReader) str() string   { return string(r.bytes()) }
func (r *wireReader) dim() (d Dim3) {
	for i := range d {
		d[i] = r.int()
	}
	return d
}

// A reply is a status byte, then for a failure the code and message, for
// a success the call's results. A serving rank busy with a request sends
// a lone replyAlive every heartbeat (rankAnswer).
const (
	replyOK    = 0
	replyFail  = 1
	replyAlive = 2 // not a reply: the rank is still at the request
)

// putError appends a failure reply for err: its code, and its message
// without the code's name (rank 0 adds it back).
func putError(w *wireWriter, err error) {
	w.u8(replyFail)
	w.int(int(CodeOf(err)))
	msg := err.Error()
	var e *Error
	if errors.As(err, &e) && e == err {
		msg = e.Msg
		if e.Err != nil {
			msg += ": " + e.Err.Error()
		}
	}
	w.str(msg)
}

// replyError reads a reply's status: nil for success, else the serving
// rank's error with its code.
func replyError(r *wireReader, rank int) error {
	switch r.u8() {
	case replyOK:
		return r.err
	case replyFail:
		code, msg := Code(r.int()), r.str()
		if code == ErrorUnknown { // a backend's own error, which has no code
			return fmt.Errorf("rank %d: %s", rank, msg)
		}
		return errorf(code, "rank %d: %s", rank, msg)
	}
	return fmt.Errorf("rank %d: a reply of unknown status: %w", rank, errShortMessage)
}
