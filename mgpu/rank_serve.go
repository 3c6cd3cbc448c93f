package mgpu

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"mgpucc/model"
)

// A rank other than 0 of an mpirun job serves its devices: it never runs
// the program's host code, only the backend calls rank 0 sends it
// (backend_remote.go), in the order sent, until rank 0 closes the runtime.

// rankHello is what a serving rank tells rank 0 when it starts.
type rankHello struct {
	Build   string       // buildID: ranks of different builds are refused
	Backend string       // its backend's name
	Devices []DeviceInfo // its devices, in its order
	Error   string       // why its backend did not start, if it did not
	// Direct: its copies between ranks may go straight from and into its
	// devices' memory (rank_direct.go).
	Direct bool
}

// rankAnswer is rank 0's answer to a hello.
type rankAnswer struct {
	Refusal string // why the job does not start, or ""
	// Heartbeat is how often a serving rank busy with one request tells
	// rank 0 it is alive (replyAlive), well within rank 0's timeout: a
	// long kernel is not a lost rank.
	Heartbeat time.Duration
}

// buildID identifies the program a rank runs: the hash of its executable.
func buildID() string {
	path := "/proc/self/exe"
	data, err := os.ReadFile(path)
	if err != nil {
		if path, err = os.Executable(); err == nil {
			data, err = os.ReadFile(path)
		}
	}
	if err != nil {
		return "unreadable executable: " + err.Error()
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// ServeRank is the whole life of a serving rank: it starts the rank's
// backend from its MGPU_* variables, says hello to rank 0 and serves until
// rank 0 closes. It returns the process' exit status.
func ServeRank(log io.Writer) int {
	link, err := openMPILink()
	if err != nil {
		fmt.Fprintf(log, "mgpu: rank %s: %v\n", os.Getenv("OMPI_COMM_WORLD_RANK"), err)
		return 1
	}
	status := serveLink(link, ConfigFromEnv(), buildID(), log)
	abort := 0
	if status == serveFailed {
		abort = status // the job cannot go on without this rank
	}
	link.Close(abort)
	return status
}

// The exit statuses of a serving rank. A refused start ends the rank
// quietly: rank 0 says why and ends with an error, and mpirun would end
// rank 0 before it could say it if a serving rank failed first.
const (
	serveDone    = 0 // rank 0 closed the runtime
	serveRefused = 0 // rank 0 refused the job's start
	serveFailed  = 2 // a message failed; the rank says why
)

// serveLink serves rank 0 over link with the backend cfg names; build is
// the program's buildID.
func serveLink(link rankLink, cfg Config, build string, log io.Writer) int {
	hello := rankHello{Build: build}
	be, err := cfg.Backend, error(nil)
	if be == nil {
		be, err = openBackend(cfg, io.Discard)
	}
	if err != nil {
		hello.Error = err.Error()
	} else {
		defer be.Close()
		hello.Backend = be.Name()
		hello.Direct = takesDevicePointers(link, be)
		for d := 0; d < be.Devices(); d++ {
			hello.Devices = append(hello.Devices, be.Info(d))
		}
	}
	msg, _ := json.Marshal(hello)
	if err := link.Send(0, tagHello, msg, true); err != nil {
		fmt.Fprintf(log, "mgpu: rank %d: %v\n", link.Rank(), err)
		return serveFailed
	}
	msg, err = link.Recv(0, tagHello, true)
	var answer rankAnswer
	if err == nil {
		err = json.Unmarshal(msg, &answer)
	}
	if err != nil {
		fmt.Fprintf(log, "mgpu: rank %d: %v\n", link.Rank(), err)
		return serveFailed
	}
	if answer.Refusal != "" || be == nil || answer.Heartbeat <= 0 {
		return serveRefused
	}
	s := newRankServer(link, be, answer.Heartbeat)
	err = s.serve()
	if err == nil {
		err = s.stage.close()
	}
	if err != nil {
		fmt.Fprintf(log, "mgpu: rank %d: %v\n", link.Rank(), err)
		return serveFailed
	}
	return serveDone
}

func newRankServer(link rankLink, be Backend, heartbeat time.Duration) *rankServer {
	out := newOutbox(link, func(rank int, err error) error { return err }, func() error { return nil })
	return &rankServer{link: link, be: be, images: map[uint64]*model.Container{}, out: out, stage: newStaging(be), heartbeat: heartbeat,
		takesDevice: takesDevicePointers(link, be)}
}

// rankServer executes rank 0's requests on the rank's backend.
type rankServer struct {
	link    rankLink
	be      Backend
	images  map[uint64]*model.Container
	modules []Module
	// deferred is the first failure of a call that has no reply: the next
	// reply carries it.
	deferred  error
	w         wireWriter
	out       *outbox  // the copies' bytes on their way to other ranks
	stage     *staging // its page-locked buffers (rank_staging.go)
	buf       []byte   // a copy's bytes between ranks, unpinned
	heartbeat time.Duration
	busy      atomic.Int64 // when the request running began (Unix ns), or 0
	// takesDevice is whether copies may go straight from or into device
	// memory (the MPI library's answer does not change).
	takesDevice bool
}

// serve runs requests until rank 0 closes. Rank 0 sends them in batches
// (outbox): each message holds one or more.
func (s *rankServer) serve() error {
	defer s.beat()()
	for {
		if err := s.out.progress(); err != nil {
			return err
		}
		msg, err := s.link.Recv(0, tagRequest, true)
		if err != nil {
			return err
		}
		closed := false
		err = eachRequest(msg, func(req []byte) error {
			closed, err = s.serveRequest(req)
			return err
		})
		if err != nil || closed {
			return err
		}
	}
}

// serveRequest runs one request and, where rank 0 waits for it, replies;
// closed reports rank 0's close.
func (s *rankServer) serveRequest(msg []byte) (closed bool, err error) {
	r := &wireReader{b: msg}
	op := rankOp(r.u8())
	dev := r.int()
	if r.err == nil && op != opClose && op != opGlobal && op != opAttributes && op != opSetAttribute &&
		(dev < 0 || dev >= s.be.Devices()) {
		r.err = fmt.Errorf("device %d of %d", dev, s.be.Devices())
	}
	results, err := s.run(op, dev, r)
	if err == nil && r.err != nil {
		err = fmt.Errorf("a malformed %s request: %w", op, r.err)
	}
	if !replies(op) {
		if err != nil && s.deferred == nil {
			s.deferred = fmt.Errorf("%s on its device %d: %w", op, dev, err)
		}
		return false, nil
	}
	s.w.b = s.w.b[:0]
	switch {
	case err != nil:
		putError(&s.w, err)
	case s.deferred != nil:
		putError(&s.w, s.deferred)
	default:
		s.w.u8(replyOK)
		if results != nil {
			results(&s.w)
		}
	}
	s.deferred = nil
	if err := s.link.Send(0, tagReply, s.w.b, true); err != nil {
		return false, err
	}
	if op == opClose {
		return true, s.out.flush()
	}
	return false, nil
}

// beat tells rank 0 every heartbeat that the rank is alive while a
// request has run longer than that (a launch, a synchronisation, a read
// or a copy waiting for the device's work): a long kernel is not a lost
// rank. One goroutine for the rank's life, so that a request costs no
// more than noting when it began.
func (s *rankServer) beat() (stop func()) {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(s.heartbeat)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case now := <-t.C:
				if since := s.busy.Load(); since != 0 && now.UnixNano()-since >= int64(s.heartbeat) {
					s.link.Send(0, tagReply, []byte{replyAlive}, true) // a rank 0 that is gone ends the job
				}
			}
		}
	}()
	return func() { close(done) }
}

// run executes a request, noting it busy for beat.
func (s *rankServer) run(op rankOp, dev int, r *wireReader) (results func(*wireWriter), err error) {
	s.busy.Store(time.Now().UnixNano())
	defer s.busy.Store(0)
	return s.execute(op, dev, r)
}

// replies reports whether rank 0 waits for op's answer.
func replies(op rankOp) bool {
	switch op {
	case opFree, opWrite, opCopy, opCopy2D, opMemset, opLaunch, opSendPeer, opRecvPeer, opCopiesBeside, opJoinCopies:
		return false
	}
	return true
}

// execute runs one request; results, if any, appends what it returns.
func (s *rankServer) execute(op rankOp, dev int, r *wireReader) (results func(*wireWriter), err error) {
	if r.err != nil {
		return nil, nil
	}
	switch op {
	case opMalloc:
		p, err := s.be.Malloc(dev, r.i64())
		return func(w *wireWriter) { w.u64(uint64(p)) }, err
	case opFree:
		return nil, s.be.Free(dev, DevPtr(r.u64()))
	case opWrite:
		dst := DevPtr(r.u64())
		return nil, s.be.Write(dev, dst, r.bytes())
	case opRead:
		src, n := DevPtr(r.u64()), r.int()
		if n < 0 || n > rankChunk {
			return nil, fmt.Errorf("a read of %d bytes (at most %d a message)", n, rankChunk)
		}
		data := make([]byte, n)
		err := s.be.Read(dev, src, data)
		return func(w *wireWriter) { w.bytes(data) }, err
	case opCopy:
		dst, srcDev, src, n := DevPtr(r.u64()), r.int(), DevPtr(r.u64()), r.i64()
		if err := s.fits(dev, srcDev, rows{n, n, 1}); err != nil {
			return nil, err
		}
		return nil, s.be.CopyPeer(dev, dst, srcDev, src, n)
	case opCopy2D:
		dst, srcDev, src, shape := DevPtr(r.u64()), r.int(), DevPtr(r.u64()), getRows(r)
		if err := s.fits(dev, srcDev, shape); err != nil {
			return nil, err
		}
		return nil, s.be.CopyPeer2D(dev, dst, srcDev, src, shape.width, shape.pitch, shape.height)
	case opMemset:
		dst, value, n := DevPtr(r.u64()), r.u8(), r.i64()
		if err := s.fits(dev, dev, rows{n, n, 1}); err != nil {
			return nil, err
		}
		return nil, s.be.Memset(dev, dst, value, n)
	case opLoad:
		return s.load(dev, r)
	case opGlobal:
		m, err := s.module(r.u64())
		if err != nil {
			return nil, err
		}
		p, n, err := m.Global(r.str())
		return func(w *wireWriter) { w.u64(uint64(p)); w.i64(n) }, err
	case opAttributes:
		m, err := s.module(r.u64())
		if err != nil {
			return nil, err
		}
		a, err := m.Attributes(r.str())
		return func(w *wireWriter) { putAttributes(w, a) }, err
	case opSetAttribute:
		m, err := s.module(r.u64())
		if err != nil {
			return nil, err
		}
		kernel, attr, value := r.str(), FuncAttribute(r.int()), r.int()
		return nil, m.SetAttribute(kernel, attr, value)
	case opLaunch:
		return nil, s.launch(dev, r)
	case opSynchronize:
		return nil, s.be.Synchronize(dev)
	case opSetLimit:
		l, v := Limit(r.int()), r.i64()
		if ls, ok := s.be.(limitSetter); ok && r.err == nil {
			return nil, ls.SetLimit(l, v)
		}
		return nil, nil
	case opSendPeer:
		src, shape, to, direct := DevPtr(r.u64()), getRows(r), r.int(), r.bool()
		if err := s.direct(direct, shape); err != nil {
			return nil, err
		}
		if direct {
			return nil, sendDirect(s.out, s.be, dev, to, src, shape)
		}
		return nil, sendRows(s.out, s.stage, s.be, &s.buf, to, dev, src, shape)
	case opRecvPeer:
		dst, shape, from, direct := DevPtr(r.u64()), getRows(r), r.int(), r.bool()
		if err := s.direct(direct, shape); err != nil {
			return nil, err
		}
		return nil, errors.Join(recvRows(s.link, s.stage, from, s.be, dev, dst, shape, direct))
	case opCreateTexture:
		tb, ok := s.be.(TextureBackend)
		if !ok {
			return nil, fmt.Errorf("the %s backend makes no texture objects", s.be.Name())
		}
		d := getTexture(r)
		if err := d.validate(); err != nil {
			return nil, err
		}
		h, err := tb.CreateTexture(dev, d)
		return func(w *wireWriter) { w.u64(h) }, err
	case opDestroyTexture:
		tb, ok := s.be.(TextureBackend)
		if !ok {
			return nil, fmt.Errorf("the %s backend makes no texture objects", s.be.Name())
		}
		return nil, tb.DestroyTexture(dev, r.u64())
	case opProbeLink:
		src := r.int()
		if src < 0 || src >= s.be.Devices() {
			return nil, fmt.Errorf("a link from device %d of %d", src, s.be.Devices())
		}
		perByte, perCopy, err := probeOrDefault(s.be, dev, src)
		return func(w *wireWriter) { w.f64(perByte); w.f64(perCopy) }, err
	case opCopiesBeside, opJoinCopies:
		cb, ok := s.be.(copierBeside)
		if !ok {
			return nil, fmt.Errorf("the %s backend queues no copies beside its work", s.be.Name())
		}
		if op == opCopiesBeside {
			return nil, cb.CopiesBeside(dev)
		}
		return nil, cb.JoinCopies(dev)
	case opClose:
		return nil, nil
	}
	return nil, fmt.Errorf("unknown request %s: ranks of different builds", op)
}

// direct checks a copy asked to go straight from or into device memory:
// the rank must be able to, and the bytes must abut.
func (s *rankServer) direct(direct bool, shape rows) error {
	if !direct {
		return nil
	}
	if !s.takesDevice {
		return fmt.Errorf("a copy straight from device memory, which this rank's MPI library or its %s backend does not take", s.be.Name())
	}
	if shape.height != 1 {
		return fmt.Errorf("a copy straight from device memory of %d rows of %d bytes, %d apart: not one run of bytes", shape.height, shape.width, shape.pitch)
	}
	return nil
}

// load decodes a container the first time it comes and loads it on dev.
func (s *rankServer) load(dev int, r *wireReader) (func(*wireWriter), error) {
	id, fresh := r.u64(), r.bool()
	if fresh {
		c, err := model.DecodeContainer(r.bytes())
		if err != nil {
			return nil, err
		}
		s.images[id] = c
	}
	c := s.images[id]
	if c == nil {
		return nil, fmt.Errorf("image %d was never sent", id)
	}
	m, err := s.be.Load(dev, c)
	if err != nil {
		return nil, err
	}
	s.modules = append(s.modules, m)
	id = uint64(len(s.modules) - 1)
	return func(w *wireWriter) { w.u64(id) }, nil
}

// fits checks a copy's source device and that its shape lies within a
// device's memory: the backend trusts the runtime to have checked both
// against its buffers, and the request may come from another build.
func (s *rankServer) fits(dev, srcDev int, shape rows) error {
	if srcDev < 0 || srcDev >= s.be.Devices() {
		return fmt.Errorf("a copy from device %d of %d", srcDev, s.be.Devices())
	}
	mem := s.be.Info(dev).TotalMem
	if shape.width < 0 || shape.pitch < 0 || shape.height < 0 || shape.width > mem || shape.pitch > mem ||
		shape.height > 0 && (shape.height-1) > (mem-shape.width)/max(shape.pitch, 1) {
		return fmt.Errorf("%d rows of %d bytes, %d apart, on a device of %d bytes", shape.height, shape.width, shape.pitch, mem)
	}
	return nil
}

func (s *rankServer) module(id uint64) (Module, error) {
	if id >= uint64(len(s.modules)) {
		return nil, fmt.Errorf("module %d was never loaded", id)
	}
	return s.modules[id], nil
}

func (s *rankServer) launch(dev int, r *wireReader) error {
	m, err := s.module(r.u64())
	if err != nil {
		return err
	}
	kernel, grid, block, shared := r.str(), r.dim(), r.dim(), r.int()
	n := r.int()
	if n < 0 || n > len(r.b)/8 { // each argument takes at least its length
		return fmt.Errorf("a launch of %d arguments in %d bytes", n, len(r.b))
	}
	args := make([][]byte, n)
	for i := range args {
		if r.err != nil {
			return r.err
		}
		args[i] = r.bytes()
	}
	if r.err != nil {
		return r.err
	}
	return s.be.Launch(dev, m, kernel, grid, block, shared, args)
}

// recvWindow is how many of a copy's messages the receiving rank has
// started to receive at once: the next ones come while it writes one
// into its device (device-to-host, the message and host-to-device
// overlap across a copy's messages; the sender posts each as it has read
// it).
const recvWindow = 4

// recvRows receives a copy's bytes from rank from into dev of be, a window
// of its messages ahead, into the rank's page-locked buffers where it has
// them (rank_staging.go), straight into the device's memory where direct
// (rank_direct.go): a failed write's error is devErr, a failed message's
// linkErr. Bytes from rank 0 come when its program next calls the
// runtime: their wait has no deadline.
func recvRows(link rankLink, st *staging, from int, be Backend, dev int, dst DevPtr, shape rows, direct bool) (devErr, linkErr error) {
	type chunk struct {
		pieces []piece
		size   int64
	}
	var chunks []chunk
	eachChunk(shape, func(pieces []piece, size int64) error {
		chunks = append(chunks, chunk{append([]piece(nil), pieces...), size})
		return nil
	})
	timeout := link.Timeout()
	if from == 0 {
		timeout = 0
	}
	var ahead []incoming // a failed link leaves them to MPI, which may still fill them
	started := 0
	for _, c := range chunks {
		for ; started < len(chunks) && len(ahead) < recvWindow; started++ {
			c := chunks[started]
			in, err := expectChunk(link, st, from, c.size, direct, dst+DevPtr(c.pieces[0].off))
			if err != nil {
				return devErr, err
			}
			ahead = append(ahead, in)
		}
		in := ahead[0]
		if err := in.msg.Wait(timeout); err != nil {
			return devErr, err
		}
		if err := in.write(st, be, dev, dst, c.pieces); err != nil && devErr == nil {
			devErr = err
		}
		in.msg.Free()
		ahead = ahead[1:]
	}
	return devErr, nil
}
