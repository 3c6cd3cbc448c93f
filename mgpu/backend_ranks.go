package mgpu

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"mgpucc/model"
	"mgpucc/mpi"
)

// Under mpirun, rank 0 runs the program and drives every rank's devices as
// one device list, in rank order: rankedBackend composes its own backend
// with a remoteRank per serving rank. A copy within a rank stays that
// rank's peer copy; a copy between ranks is MPI messages (eachChunk's),
// sent by the rank holding the bytes straight to the rank receiving them.
// Rank 0 posts its messages and waits only where the program waits
// (rank_queue.go).

// rankLink carries the messages between the ranks of a job: MPI
// (mpiLink), or channels in the tests.
type rankLink interface {
	Rank() int
	Size() int
	// Send sends b to rank with tag and Recv returns the next message from
	// rank with tag. A patient wait has no deadline (a serving rank
	// waiting for rank 0, which may run host code as long as it likes:
	// when rank 0 ends, mpirun ends the job); the others time out.
	Send(rank, tag int, b []byte, patient bool) error
	Recv(rank, tag int, patient bool) ([]byte, error)
	// Post starts sending a copy of b to rank with tag and Expect starts
	// receiving the next message of n bytes from rank with tag; both
	// return at once.
	Post(rank, tag int, b []byte) (message, error)
	Expect(rank, tag, n int) (message, error)
	// PostHost starts sending b and ExpectHost starts receiving the next
	// message from rank with tag into b, in place: b is page-locked
	// memory of the rank's staging (rank_staging.go), which stays until
	// the message is done.
	PostHost(rank, tag int, b []byte) (message, error)
	ExpectHost(rank, tag int, b []byte) (message, error)
	// CUDAAware reports whether the MPI library takes device memory in
	// its messages; PostDevice and ExpectDevice then send from and
	// receive into n bytes of a device at p (rank_direct.go).
	CUDAAware() bool
	PostDevice(rank, tag int, p DevPtr, n int) (message, error)
	ExpectDevice(rank, tag int, p DevPtr, n int) (message, error)
	// Timeout is how long a wait that is not patient lasts.
	Timeout() time.Duration
	// Close ends the rank's part in the job: cleanly, or for a failure
	// (abort != 0), ending every rank with that status.
	Close(abort int)
}

// defaultRankTimeout is how long a rank waits for another's answer, unless
// MGPU_MPI_TIMEOUT says otherwise: longer than any one kernel or copy a
// program waits for, shorter than a person waits for a hung job.
const defaultRankTimeout = 120 * time.Second

// mpiLink is a rankLink over MPI_COMM_WORLD.
type mpiLink struct {
	w       *mpi.World
	timeout time.Duration
	cuda    string // MGPU_MPI_CUDA: "" (the library's answer), "0" or "1"
}

func openMPILink() (*mpiLink, error) {
	timeout := defaultRankTimeout
	if s := os.Getenv("MGPU_MPI_TIMEOUT"); s != "" {
		secs, err := strconv.ParseFloat(s, 64)
		if err != nil || secs <= 0 {
			return nil, fmt.Errorf("MGPU_MPI_TIMEOUT=%q: want seconds, more than 0", s)
		}
		timeout = time.Duration(secs * float64(time.Second))
	}
	cuda, err := parseMPICUDA(os.Getenv("MGPU_MPI_CUDA"))
	if err != nil {
		return nil, err
	}
	w, err := mpi.Open()
	if err != nil {
		return nil, err
	}
	return &mpiLink{w, timeout, cuda}, nil
}

// parseMPICUDA reads MGPU_MPI_CUDA, whether the MPI library takes device
// memory in its messages (rank_direct.go): "1" for one that does without
// Open MPI's query (MPIX_Query_cuda_support), "0" to stage every copy
// through host memory even where it does (to compare the two); unset or
// "auto", the library's answer.
func parseMPICUDA(s string) (string, error) {
	switch s {
	case "", "auto":
		return "", nil
	case "0", "1":
		return s, nil
	}
	return "", fmt.Errorf("MGPU_MPI_CUDA=%q: want 1 (the MPI library takes device memory), 0 (stage every copy through host memory) or auto", s)
}

func (l *mpiLink) Rank() int              { return l.w.Rank() }
func (l *mpiLink) Timeout() time.Duration { return l.timeout }
func (l *mpiLink) Size() int              { return l.w.Size() }

func (l *mpiLink) Send(rank, tag int, b []byte, patient bool) error {
	if patient {
		return l.w.Send(rank, tag, b, 0)
	}
	return l.w.Send(rank, tag, b, l.timeout)
}

func (l *mpiLink) Post(rank, tag int, b []byte) (message, error) { return l.w.Isend(rank, tag, b) }
func (l *mpiLink) Expect(rank, tag, n int) (message, error)      { return l.w.Irecv(rank, tag, n) }
func (l *mpiLink) CUDAAware() bool {
	if l.cuda != "" {
		return l.cuda == "1"
	}
	return l.w.CUDAAware()
}

func (l *mpiLink) PostHost(rank, tag int, b []byte) (message, error) {
	return l.w.IsendHost(rank, tag, b)
}
func (l *mpiLink) ExpectHost(rank, tag int, b []byte) (message, error) {
	return l.w.IrecvHost(rank, tag, b)
}

func (l *mpiLink) PostDevice(rank, tag int, p DevPtr, n int) (message, error) {
	return l.w.IsendDevice(rank, tag, uintptr(p), n)
}

func (l *mpiLink) ExpectDevice(rank, tag int, p DevPtr, n int) (message, error) {
	return l.w.IrecvDevice(rank, tag, uintptr(p), n)
}

func (l *mpiLink) Recv(rank, tag int, patient bool) ([]byte, error) {
	if patient {
		return l.w.Recv(rank, tag, 0)
	}
	return l.w.Recv(rank, tag, l.timeout)
}

func (l *mpiLink) Close(abort int) {
	if abort != 0 {
		l.w.Abort(abort)
	}
	l.w.Finalize()
}

// joinRanks returns local alone outside mpirun, else every rank's devices
// with local's first; timings is Config.Timings (MGPU_KERNEL_TIMES), for
// a rank 0 whose backend measures nothing.
func joinRanks(local Backend, timings string, log io.Writer) (Backend, error) {
	if _, _, ok := mpi.Launched(); !ok {
		return local, nil
	}
	link, err := openMPILink()
	if err != nil {
		return nil, err
	}
	b, err := startRanks(link, local, log)
	if err != nil {
		return nil, err
	}
	if err := b.stateTimes(timings); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// rankedBackend is the devices of every rank of a job as one Backend.
type rankedBackend struct {
	link  rankLink
	parts []Backend // by rank: parts[0] is rank 0's own backend
	owner []int     // each device's rank
	local []int     // each device's number in its rank
	out   *outbox   // rank 0's messages on their way
	// direct is, by rank, whether its copies between ranks may go
	// straight from and into its devices' memory (rank_direct.go).
	direct []bool
	probed map[[2]int]link // the links between ranks probed, by [from][to] rank
	timer  kernelTimer     // rank 0's backend's, or the stated times (rank_adaptive.go)
	queue  rankQueue       // rank 0's operations behind copies still coming
	stage  *staging        // rank 0's page-locked buffers (rank_staging.go)
	buf    []byte          // the bytes of a copy from one of rank 0's devices, unpinned
	// moved is the traffic from one rank to another (within one rank too),
	// by [from][to] rank.
	moved [][]RankLinkStats
}

// RankLinkStats is the traffic of one link between ranks (MGPU_STATS'
// rank_links; From == To: between the devices of one rank).
type RankLinkStats struct {
	From int `json:"from_rank"`
	To   int `json:"to_rank"`
	// Peer is the bytes peer copies moved, in Copies copies.
	Peer   int64 `json:"peer_bytes"`
	Copies int64 `json:"peer_copies"`
	// Host is the bytes of the program's copies between rank 0's host
	// memory and To's devices (From 0) or From's devices (To 0).
	Host int64 `json:"host_bytes"`
}

// links returns the links that carried bytes, by rank.
func (b *rankedBackend) links() []RankLinkStats {
	var out []RankLinkStats
	for from, row := range b.moved {
		for to, l := range row {
			if l.Peer+l.Host > 0 {
				l.From, l.To = from, to
				out = append(out, l)
			}
		}
	}
	return out
}

// startRanks takes every serving rank's hello and answers it: the job
// starts only when every rank runs this build and has devices.
func startRanks(link rankLink, local Backend, log io.Writer) (*rankedBackend, error) {
	build := buildID()
	b := &rankedBackend{link: link, parts: []Backend{local}}
	b.out = newOutbox(link, b.lose, b.drain)
	b.out.keepUp = true
	b.direct = []bool{takesDevicePointers(link, local)}
	b.stage = newStaging(local)
	b.timer, _ = local.(kernelTimer)
	b.queue.maxExpected = maxExpected
	images := &imageIDs{ids: map[*model.Container]uint64{}}
	var refusal string
	for r := 1; r < link.Size(); r++ {
		msg, err := link.Recv(r, tagHello, false)
		var h rankHello
		if err == nil {
			err = json.Unmarshal(msg, &h)
		}
		switch {
		case err != nil:
			refusal = fmt.Sprintf("rank %d did not start: %v", r, err)
		case h.Error != "":
			refusal = fmt.Sprintf("rank %d cannot start its devices: %s", r, h.Error)
		case h.Build != build:
			refusal = fmt.Sprintf("rank %d runs a different build of the program than rank 0 (executable %.12s, rank 0's %.12s): start every rank from the same binary", r, h.Build, build)
		case len(h.Devices) == 0:
			refusal = fmt.Sprintf("rank %d has no devices", r)
		}
		if refusal != "" {
			break
		}
		b.parts = append(b.parts, &remoteRank{link: link, out: b.out, drain: b.drain, rank: r, name: h.Backend, infos: h.Devices, images: images, sent: map[uint64]bool{}, log: log})
		b.direct = append(b.direct, h.Direct)
	}
	answer, _ := json.Marshal(rankAnswer{Refusal: refusal, Heartbeat: link.Timeout() / 4})
	for r := 1; r < link.Size(); r++ {
		link.Send(r, tagHello, answer, false) // a rank that is gone hears nothing; the refusal says so
	}
	if refusal != "" {
		link.Close(0)
		return nil, errorf(ErrorInitializationError, "mpirun with %d ranks: %s", link.Size(), refusal)
	}
	for r, p := range b.parts {
		for d := 0; d < p.Devices(); d++ {
			b.owner = append(b.owner, r)
			b.local = append(b.local, d)
		}
		b.moved = append(b.moved, make([]RankLinkStats, len(b.parts)))
	}
	return b, nil
}

// Name is the ranks' backend, or theirs joined by + where they differ.
func (b *rankedBackend) Name() string {
	var names []string
	for _, p := range b.parts {
		if !slices.Contains(names, p.Name()) {
			names = append(names, p.Name())
		}
	}
	return strings.Join(names, "+")
}

func (b *rankedBackend) Devices() int { return len(b.owner) }

// on returns the backend owning dev and dev's number there.
func (b *rankedBackend) on(dev int) (Backend, int) { return b.parts[b.owner[dev]], b.local[dev] }

func (b *rankedBackend) Info(dev int) DeviceInfo {
	p, d := b.on(dev)
	return p.Info(d)
}

// later readies a call without a result on dev: it runs what rank 0's
// queue can run, and reports whether the call joins the queue (one of
// rank 0's own devices, behind a copy still coming). A serving rank's
// device takes it posted.
func (b *rankedBackend) later(dev int) (bool, error) {
	if err := b.progress(); err != nil {
		return false, err
	}
	return b.owner[dev] == 0 && len(b.queue.items) > 0, nil
}

// settle readies a call with a result on dev: one of rank 0's own devices
// waits for its queue; a serving rank's call does so itself before it
// waits for the reply (remoteRank.call).
func (b *rankedBackend) settle(dev int) error {
	if b.owner[dev] == 0 {
		return b.drain()
	}
	return b.progress()
}

func (b *rankedBackend) Malloc(dev int, size int64) (DevPtr, error) {
	p, d := b.on(dev)
	if err := b.settle(dev); err != nil {
		return 0, err
	}
	return p.Malloc(d, size)
}

func (b *rankedBackend) Free(dev int, ptr DevPtr) error {
	p, d := b.on(dev)
	if queue, err := b.later(dev); err != nil || queue {
		return b.enqueueOr(err, opFree, d, func() error { return p.Free(d, ptr) })
	}
	return p.Free(d, ptr)
}

// enqueueOr returns err, or queues run.
func (b *rankedBackend) enqueueOr(err error, op rankOp, dev int, run func() error) error {
	if err != nil {
		return err
	}
	return b.enqueue(op, dev, run)
}

func (b *rankedBackend) Write(dev int, dst DevPtr, src []byte) error {
	p, d := b.on(dev)
	b.moved[0][b.owner[dev]].Host += int64(len(src))
	if queue, err := b.later(dev); err != nil || queue {
		src := append([]byte(nil), src...) // the caller's to reuse on return
		return b.enqueueOr(err, opWrite, d, func() error { return p.Write(d, dst, src) })
	}
	return p.Write(d, dst, src)
}

func (b *rankedBackend) Read(dev int, src DevPtr, dst []byte) error {
	p, d := b.on(dev)
	b.moved[b.owner[dev]][0].Host += int64(len(dst))
	if err := b.settle(dev); err != nil {
		return err
	}
	return p.Read(d, src, dst)
}

func (b *rankedBackend) Memset(dev int, dst DevPtr, value byte, n int64) error {
	p, d := b.on(dev)
	if queue, err := b.later(dev); err != nil || queue {
		return b.enqueueOr(err, opMemset, d, func() error { return p.Memset(d, dst, value, n) })
	}
	return p.Memset(d, dst, value, n)
}

// ownModule is a module of rank 0's own backend: setting a kernel's
// attribute waits for the launches queued before it.
type ownModule struct {
	Module
	b *rankedBackend
}

func (m ownModule) SetAttribute(kernel string, attr FuncAttribute, value int) error {
	if err := m.b.drain(); err != nil {
		return err
	}
	return m.Module.SetAttribute(kernel, attr, value)
}

func (b *rankedBackend) Load(dev int, img *model.Container) (Module, error) {
	p, d := b.on(dev)
	if err := b.settle(dev); err != nil {
		return nil, err
	}
	m, err := p.Load(d, img)
	if err != nil || b.owner[dev] != 0 {
		return m, err
	}
	return ownModule{m, b}, nil
}

func (b *rankedBackend) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	p, d := b.on(dev)
	if own, ok := m.(ownModule); ok {
		m = own.Module
	}
	if queue, err := b.later(dev); err != nil || queue {
		args := cloneArgs(args) // the runtime's to reuse on return
		return b.enqueueOr(err, opLaunch, d, func() error { return p.Launch(d, m, kernel, grid, block, sharedBytes, args) })
	}
	return p.Launch(d, m, kernel, grid, block, sharedBytes, args)
}

func cloneArgs(args [][]byte) [][]byte {
	out := make([][]byte, len(args))
	for i, a := range args {
		out[i] = append([]byte(nil), a...)
	}
	return out
}

// SetLimit sets a limit on every rank's devices, where its backend's
// devices take it, after the operations queued before it.
func (b *rankedBackend) SetLimit(l Limit, v int64) error {
	if err := b.drain(); err != nil {
		return err
	}
	for r, p := range b.parts {
		ls, ok := p.(limitSetter)
		if !ok {
			continue
		}
		if err := ls.SetLimit(l, v); err != nil {
			if r == 0 {
				err = fmt.Errorf("rank 0: %w", err) // the others' errors name their rank
			}
			return err
		}
	}
	return nil
}

func (b *rankedBackend) Synchronize(dev int) error {
	p, d := b.on(dev)
	if err := b.settle(dev); err != nil {
		return err
	}
	return p.Synchronize(d)
}

func (b *rankedBackend) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	from, to := b.owner[srcDev], b.owner[dstDev]
	b.moved[from][to].Peer += n
	b.moved[from][to].Copies++
	if from != to {
		return b.copyAcross(dstDev, dst, srcDev, src, rows{n, n, 1})
	}
	p, d, s := b.parts[to], b.local[dstDev], b.local[srcDev]
	if queue, err := b.later(dstDev); err != nil || queue {
		return b.enqueueOr(err, opCopy, d, func() error { return p.CopyPeer(d, dst, s, src, n) })
	}
	return p.CopyPeer(d, dst, s, src, n)
}

func (b *rankedBackend) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	from, to := b.owner[srcDev], b.owner[dstDev]
	b.moved[from][to].Peer += width * height
	b.moved[from][to].Copies++
	if from != to {
		return b.copyAcross(dstDev, dst, srcDev, src, rows{width, pitch, height})
	}
	p, d, s := b.parts[to], b.local[dstDev], b.local[srcDev]
	if queue, err := b.later(dstDev); err != nil || queue {
		return b.enqueueOr(err, opCopy2D, d, func() error { return p.CopyPeer2D(d, dst, s, src, width, pitch, height) })
	}
	return p.CopyPeer2D(d, dst, s, src, width, pitch, height)
}

// copyAcross copies between the devices of two ranks: the rank holding the
// bytes sends them to the other. Both ranks get their half as requests
// posted in program order, and every rank runs its requests in that
// order, so the halves of every copy meet. Rank 0 waits for neither: a
// copy into one of its devices is received in the background
// (expectRows), and bytes of its devices are sent when its queue reaches
// them. Where both ranks' devices can, the bytes go straight from and into
// device memory (rank_direct.go).
func (b *rankedBackend) copyAcross(dstDev int, dst DevPtr, srcDev int, src DevPtr, shape rows) error {
	from, to := b.owner[srcDev], b.owner[dstDev]
	if err := b.progress(); err != nil {
		return err
	}
	direct := false
	if run, ok := directShape(shape); ok && b.direct[from] && b.direct[to] {
		shape, direct = run, true
	}
	if from != 0 {
		r := b.parts[from].(*remoteRank)
		w := r.begin(opSendPeer, b.local[srcDev])
		w.u64(uint64(src))
		putRows(w, shape)
		w.int(to)
		w.bool(direct)
		if err := r.post(); err != nil {
			return err
		}
	}
	if to == 0 {
		return b.expectRows(from, b.local[dstDev], dst, shape, direct)
	}
	r := b.parts[to].(*remoteRank)
	w := r.begin(opRecvPeer, b.local[dstDev])
	w.u64(uint64(dst))
	putRows(w, shape)
	w.int(from)
	w.bool(direct)
	if err := r.post(); err != nil || from != 0 {
		return err
	}
	dev := b.local[srcDev]
	send := func() error {
		if direct {
			return sendDirect(b.out, b.parts[0], dev, to, src, shape)
		}
		return b.sendRows(to, dev, src, shape)
	}
	if len(b.queue.items) > 0 {
		return b.enqueue(opSendPeer, dev, send)
	}
	return send()
}

// sendRows reads a copy's bytes from rank 0's device dev and posts them to
// rank to (rank_staging.go).
func (b *rankedBackend) sendRows(to, dev int, src DevPtr, shape rows) error {
	return sendRows(b.out, b.stage, b.parts[0], &b.buf, to, dev, src, shape)
}

// Close waits for what rank 0 queued and posted, then closes every
// serving rank, then MPI.
// Rank 0's own backend closes last, once its messages are done and its
// page-locked buffers freed.
func (b *rankedBackend) Close() error {
	first := b.drain()
	for _, p := range b.parts[1:] {
		if err := p.Close(); err != nil && first == nil {
			first = err
		}
	}
	if err := b.out.flush(); err != nil && first == nil {
		first = err
	}
	for _, err := range []error{b.stage.close(), b.parts[0].Close()} {
		if err != nil && first == nil {
			first = err
		}
	}
	b.link.Close(0)
	return first
}

// CopiesBeside and JoinCopies go to the device's rank. A copy from
// another rank into a device whose copies run beside its work is still
// written in order (rank 0's queue, a serving rank's recvRows): more
// ordered than asked, never less.
func (b *rankedBackend) CopiesBeside(dev int) error {
	return b.beside(opCopiesBeside, dev, copierBeside.CopiesBeside)
}

func (b *rankedBackend) JoinCopies(dev int) error {
	return b.beside(opJoinCopies, dev, copierBeside.JoinCopies)
}

func (b *rankedBackend) beside(op rankOp, dev int, call func(copierBeside, int) error) error {
	p, d := b.on(dev)
	cb, ok := p.(copierBeside)
	if !ok {
		return fmt.Errorf("the %s backend of device %d queues no copies beside its work", p.Name(), dev)
	}
	if queue, err := b.later(dev); err != nil || queue {
		return b.enqueueOr(err, op, d, func() error { return call(cb, d) })
	}
	return call(cb, d)
}

func (b *rankedBackend) CreateTexture(dev int, d TextureDesc) (uint64, error) {
	p, local := b.on(dev)
	tb, ok := p.(TextureBackend)
	if !ok {
		return 0, fmt.Errorf("the %s backend of device %d makes no texture objects", p.Name(), dev)
	}
	if err := b.settle(dev); err != nil {
		return 0, err
	}
	return tb.CreateTexture(local, d)
}

func (b *rankedBackend) DestroyTexture(dev int, handle uint64) error {
	p, local := b.on(dev)
	tb, ok := p.(TextureBackend)
	if !ok {
		return fmt.Errorf("the %s backend of device %d makes no texture objects", p.Name(), dev)
	}
	if err := b.settle(dev); err != nil {
		return err
	}
	return tb.DestroyTexture(local, handle)
}
