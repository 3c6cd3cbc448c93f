package mgpu

import (
	"fmt"
	"io"
	"sync"

	"mgpucc/model"
)

// remoteRank is the Backend of the devices another rank of an mpirun job
// serves (rank_serve.go): each call is a request to that rank. Calls
// without a result (launches, writes, frees, memsets, copies) are posted
// without waiting, in order, and a failure among them comes back with the
// rank's next reply, as a kernel's failure comes back from the next
// synchronisation on one node. Calls with a result wait for their reply.
type remoteRank struct {
	link   rankLink
	out    *outbox      // where its requests are posted
	drain  func() error // runs rank 0's queue before a wait for a reply
	rank   int
	name   string
	infos  []DeviceInfo
	images *imageIDs
	sent   map[uint64]bool // the images this rank has
	lost   error           // the link's first failure: the rank is gone
	log    io.Writer
	w      wireWriter // the request being built
}

// imageIDs numbers the containers for the serving ranks, once per job.
type imageIDs struct {
	mu  sync.Mutex
	ids map[*model.Container]uint64
}

func (m *imageIDs) id(c *model.Container) uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	if id, ok := m.ids[c]; ok {
		return id
	}
	id := uint64(len(m.ids) + 1)
	m.ids[c] = id
	return id
}

// rankChunk is the most bytes of one message: longer writes, reads and
// copies between ranks go as several, so no rank holds a whole buffer's
// bytes twice and a transfer's messages pipeline through MPI.
const rankChunk = 4 << 20

// rankLost is the error of a rank that no longer answers: a launch
// failure naming the rank and its devices. The data the rank's devices
// held is gone, so the job ends at once with that status (MPI_Abort),
// the message printed first.
func (r *remoteRank) rankLost(err error) error {
	if r.lost == nil {
		r.lost = wrap(ErrorLaunchFailure, err, "rank %d, serving %d devices, is lost (its process ended, or a message between the ranks failed)", r.rank, len(r.infos))
		fmt.Fprintln(r.log, r.lost)
		r.link.Close(int(ErrorLaunchFailure))
	}
	return r.lost
}

// begin starts a request.
func (r *remoteRank) begin(op rankOp, dev int) *wireWriter {
	r.w.b = r.w.b[:0]
	r.w.u8(byte(op))
	r.w.int(dev)
	return &r.w
}

// post sends the request without waiting for an answer.
func (r *remoteRank) post() error {
	if r.lost != nil {
		return r.lost
	}
	return r.out.request(r.rank, r.w.b)
}

// call sends the request and returns its reply's results. Rank 0's queue
// runs out first: the rank may wait for what is queued there (the bytes
// of a copy from one of rank 0's devices).
func (r *remoteRank) call() (*wireReader, error) {
	if r.lost != nil {
		return nil, r.lost
	}
	if err := r.drain(); err != nil {
		return nil, err
	}
	if err := r.post(); err != nil {
		return nil, err
	}
	if err := r.out.send(); err != nil {
		return nil, err
	}
	msg, err := r.link.Recv(r.rank, tagReply, false)
	for err == nil && len(msg) == 1 && msg[0] == replyAlive {
		msg, err = r.link.Recv(r.rank, tagReply, false)
	}
	if err != nil {
		return nil, r.rankLost(err)
	}
	rd := &wireReader{b: msg}
	if err := replyError(rd, r.rank); err != nil {
		return nil, err
	}
	return rd, nil
}

func (r *remoteRank) Name() string            { return r.name }
func (r *remoteRank) Devices() int            { return len(r.infos) }
func (r *remoteRank) Info(dev int) DeviceInfo { return r.infos[dev] }

func (r *remoteRank) Malloc(dev int, size int64) (DevPtr, error) {
	r.begin(opMalloc, dev).i64(size)
	rd, err := r.call()
	if err != nil {
		return 0, err
	}
	return DevPtr(rd.u64()), rd.err
}

func (r *remoteRank) Free(dev int, p DevPtr) error {
	r.begin(opFree, dev).u64(uint64(p))
	return r.post()
}

func (r *remoteRank) Write(dev int, dst DevPtr, src []byte) error {
	for off := 0; off < len(src); off += rankChunk {
		w := r.begin(opWrite, dev)
		w.u64(uint64(dst) + uint64(off))
		w.bytes(src[off:min(off+rankChunk, len(src))])
		if err := r.post(); err != nil {
			return err
		}
	}
	return nil
}

func (r *remoteRank) Read(dev int, src DevPtr, dst []byte) error {
	for off := 0; off < len(dst); off += rankChunk {
		end := min(off+rankChunk, len(dst))
		w := r.begin(opRead, dev)
		w.u64(uint64(src) + uint64(off))
		w.int(end - off)
		rd, err := r.call()
		if err != nil {
			return err
		}
		got := rd.bytes()
		if len(got) != end-off || rd.err != nil {
			return r.rankLost(fmt.Errorf("a read of %d bytes answered with %d", end-off, len(got)))
		}
		copy(dst[off:end], got)
	}
	return nil
}

func (r *remoteRank) CopyPeer(dstDev int, dst DevPtr, srcDev int, src DevPtr, n int64) error {
	w := r.begin(opCopy, dstDev)
	w.u64(uint64(dst))
	w.int(srcDev)
	w.u64(uint64(src))
	w.i64(n)
	return r.post()
}

func (r *remoteRank) CopyPeer2D(dstDev int, dst DevPtr, srcDev int, src DevPtr, width, pitch, height int64) error {
	w := r.begin(opCopy2D, dstDev)
	w.u64(uint64(dst))
	w.int(srcDev)
	w.u64(uint64(src))
	putRows(w, rows{width, pitch, height})
	return r.post()
}

func (r *remoteRank) Memset(dev int, dst DevPtr, value byte, n int64) error {
	w := r.begin(opMemset, dev)
	w.u64(uint64(dst))
	w.u8(value)
	w.i64(n)
	return r.post()
}

// Load sends the container the first time this rank needs it.
func (r *remoteRank) Load(dev int, img *model.Container) (Module, error) {
	id := r.images.id(img)
	w := r.begin(opLoad, dev)
	w.u64(id)
	w.bool(!r.sent[id])
	if !r.sent[id] {
		w.bytes(img.Encode())
	}
	rd, err := r.call()
	if err != nil {
		return nil, err
	}
	r.sent[id] = true
	return remoteModule{r, rd.u64()}, rd.err
}

func (r *remoteRank) Launch(dev int, m Module, kernel string, grid, block Dim3, sharedBytes int, args [][]byte) error {
	w := r.begin(opLaunch, dev)
	w.u64(m.(remoteModule).id)
	w.str(kernel)
	w.dim(grid)
	w.dim(block)
	w.int(sharedBytes)
	w.int(len(args))
	for _, a := range args {
		w.bytes(a)
	}
	return r.post()
}

func (r *remoteRank) Synchronize(dev int) error {
	r.begin(opSynchronize, dev)
	_, err := r.call()
	return err
}

// SetLimit passes cudaDeviceSetLimit on to the rank's devices, which take
// it where its backend's do.
func (r *remoteRank) SetLimit(l Limit, v int64) error {
	w := r.begin(opSetLimit, 0)
	w.int(int(l))
	w.i64(v)
	_, err := r.call()
	return err
}

func (r *remoteRank) CopiesBeside(dev int) error {
	r.begin(opCopiesBeside, dev)
	return r.post()
}

func (r *remoteRank) JoinCopies(dev int) error {
	r.begin(opJoinCopies, dev)
	return r.post()
}

// Close ends the serving rank's loop.
func (r *remoteRank) Close() error {
	if r.lost != nil {
		return r.lost
	}
	r.begin(opClose, 0)
	_, err := r.call()
	return err
}

func (r *remoteRank) CreateTexture(dev int, d TextureDesc) (uint64, error) {
	w := r.begin(opCreateTexture, dev)
	putTexture(w, d)
	rd, err := r.call()
	if err != nil {
		return 0, err
	}
	return rd.u64(), rd.err
}

func (r *remoteRank) DestroyTexture(dev int, handle uint64) error {
	r.begin(opDestroyTexture, dev).u64(handle)
	_, err := r.call()
	return err
}

// remoteModule is a module a serving rank loaded, by its number there.
type remoteModule struct {
	r  *remoteRank
	id uint64
}

func (m remoteModule) Global(name string) (DevPtr, int64, error) {
	w := m.r.begin(opGlobal, 0)
	w.u64(m.id)
	w.str(name)
	rd, err := m.r.call()
	if err != nil {
		return 0, 0, err
	}
	return DevPtr(rd.u64()), rd.i64(), rd.err
}

func (m remoteModule) Attributes(kernel string) (FuncAttributes, error) {
	w := m.r.begin(opAttributes, 0)
	w.u64(m.id)
	w.str(kernel)
	rd, err := m.r.call()
	if err != nil {
		return FuncAttributes{}, err
	}
	return getAttributes(rd), rd.err
}

func (m remoteModule) SetAttribute(kernel string, attr FuncAttribute, value int) error {
	w := m.r.begin(opSetAttribute, 0)
	w.u64(m.id)
	w.str(kernel)
	w.int(int(attr))
	w.int(value)
	_, err := m.r.call()
	return err
}

// rows is the shape of a copy: height rows of width bytes, pitch apart
// (one row for a linear copy).
type rows struct{ width, pitch, height int64 }

func putRows(w *wireWriter, s rows) {
	w.i64(s.width)
	w.i64(s.pitch)
	w.i64(s.height)
}

func getRows(r *wireReader) rows { return rows{r.i64(), r.i64(), r.i64()} }

// piece is height rows of n bytes, pitch apart, at offset off of a copy's
// region and at at in its message: a copy's rows that one message holds
// whole, or part of a row (height 1, pitch n), so that a device copies
// them into or out of a message's buffer as one.
type piece struct{ off, at, n, pitch, height int64 }

// eachChunk cuts a copy of shape s into messages of at most rankChunk
// bytes: fn gets each message's pieces, in order. Sender and receiver cut
// the same way, so a message needs no header.
func eachChunk(s rows, fn func(pieces []piece, size int64) error) error {
	if s.width <= 0 || s.height <= 0 {
		return nil // no bytes, however many rows of them
	}
	var pieces []piece
	var size int64
	flush := func() error {
		if size == 0 {
			return nil
		}
		err := fn(pieces, size)
		pieces, size = pieces[:0], 0
		return err
	}
	for row := int64(0); row < s.height; row++ {
		for off := int64(0); off < s.width; {
			n := min(s.width-off, rankChunk-size)
			at := row*s.pitch + off
			if k := len(pieces) - 1; k >= 0 && pieces[k].n == n && n <= s.pitch && pieces[k].off+pieces[k].height*s.pitch == at {
				pieces[k].pitch, pieces[k].height = s.pitch, pieces[k].height+1 // the next whole row
			} else {
				pieces = append(pieces, piece{off: at, at: size, n: n, pitch: n, height: 1})
			}
			size += n
			off += n
			if size == rankChunk {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	}
	return flush()
}

// eachRow calls fn with each row of pieces: its offset in the copy's
// region, its place in the message, its bytes.
func eachRow(pieces []piece, fn func(off, at, n int64)) {
	for _, p := range pieces {
		for r := int64(0); r < p.height; r++ {
			fn(p.off+r*p.pitch, p.at+r*p.n, p.n)
		}
	}
}

func putTexture(w *wireWriter, d TextureDesc) {
	w.u64(uint64(d.Ptr))
	w.bool(d.Pitch2D)
	for _, v := range []int64{d.Size, d.Width, d.Height, d.Pitch} {
		w.i64(v)
	}
	for _, b := range d.Bits {
		w.int(b)
	}
	w.int(int(d.Kind))
	for _, a := range d.Address {
		w.int(int(a))
	}
	w.bool(d.LinearFilter)
	w.bool(d.ReadNormalized)
	w.bool(d.NormalizedCoords)
	for _, b := range d.Border {
		w.f64(float64(b))
	}
}

func getTexture(r *wireReader) TextureDesc {
	d := TextureDesc{Ptr: DevPtr(r.u64()), Pitch2D: r.bool()}
	d.Size, d.Width, d.Height, d.Pitch = r.i64(), r.i64(), r.i64(), r.i64()
	for i := range d.Bits {
		d.Bits[i] = r.int()
	}
	d.Kind = ChannelKind(r.int())
	for i := range d.Address {
		d.Address[i] = AddressMode(r.int())
	}
	d.LinearFilter, d.ReadNormalized, d.NormalizedCoords = r.bool(), r.bool(), r.bool()
	for i := range d.Border {
		d.Border[i] = float32(r.f64())
	}
	return d
}

func putAttributes(w *wireWriter, a FuncAttributes) {
	for _, v := range []int{a.MaxThreadsPerBlock, a.SharedSizeBytes, a.ConstSizeBytes, a.LocalSizeBytes, a.NumRegs,
		a.PTXVersion, a.BinaryVersion, a.CacheModeCA, a.MaxDynamicSharedSizeBytes, a.PreferredShmemCarveout} {
		w.int(v)
	}
}

func getAttributes(r *wireReader) FuncAttributes {
	return FuncAttributes{MaxThreadsPerBlock: r.int(), SharedSizeBytes: r.int(), ConstSizeBytes: r.int(),
		LocalSizeBytes: r.int(), NumRegs: r.int(), PTXVersion: r.int(), BinaryVersion: r.int(), CacheModeCA: r.int(),
		MaxDynamicSharedSizeBytes: r.int(), PreferredShmemCarveout: r.int()}
}
