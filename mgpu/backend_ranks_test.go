package mgpu

import (
	"fmt"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// startJob starts ranks-1 serving ranks of perRank simulated devices each
// (the build of rank r is builds[r-1] where given) and rank 0's backend.
func startJob(t *testing.T, ranks, perRank int, builds ...string) (*rankedBackend, *chanNet, error) {
	return startJobOf(t, ranks, 2*time.Second, func() Backend { return NewSimBackend(perRank, simOptions()) }, builds...)
}

// startJobOf starts a job whose ranks' backends backend makes, waiting at
// most timeout for an answer.
func startJobOf(t *testing.T, ranks int, timeout time.Duration, backend func() Backend, builds ...string) (*rankedBackend, *chanNet, error) {
	return startJobOn(t, newChanNet(), ranks, timeout, backend, builds...)
}

// startJobOn starts a job over net.
func startJobOn(t *testing.T, net *chanNet, ranks int, timeout time.Duration, backend func() Backend, builds ...string) (*rankedBackend, *chanNet, error) {
	link := func(r int, be Backend) *chanLink {
		return &chanLink{net, r, ranks, timeout, be, map[chan []byte][]*chanMessage{}}
	}
	var wg sync.WaitGroup
	for r := 1; r < ranks; r++ {
		build := buildID()
		if r-1 < len(builds) {
			build = builds[r-1]
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			be := backend()
			serveLink(link(r, be), Config{Backend: be}, build, io.Discard)
			net.mu.Lock()
			net.dead[r] = true
			net.mu.Unlock()
		}()
	}
	be := backend()
	b, err := startRanks(link(0, be), be, io.Discard)
	t.Cleanup(func() {
		// End every rank's loop, whatever the test left (a loop that has
		// ended leaves its request unread).
		for r := 1; r < ranks; r++ {
			net.box(0, r, tagRequest) <- batchOf(closeRequest())
		}
		wg.Wait()
	})
	return b, net, err
}

// jobRuntime is a runtime over a job's devices with the test kernels.
func jobRuntime(t *testing.T, be Backend) (*Runtime, *Image) {
	rt, err := New(Config{Backend: be})
	require.NoError(t, err)
	img := rt.AddImage(testContainer(t))
	for _, d := range []*KernelDesc{stencilDesc(), saxpyDesc(), scatterDesc(), scaleDesc()} {
		require.NoError(t, rt.RegisterKernel(d, true))
	}
	return rt, img
}

// The stencil on 3 ranks of 2 devices: the result of one device, the peer
// bytes of 6 devices of one rank, some of them between ranks.
func TestRanksRunTheStencil(t *testing.T) {
	const rows, cols, iters = 37, 29, 6
	init := make([]float32, rows*cols)
	for i := range init {
		init[i] = float32(i%17) * 0.25
	}
	run := func(rt *Runtime, img *Image) ([]float32, int64) {
		a, b := upload(t, rt, init), upload(t, rt, make([]float32, rows*cols))
		for it := 0; it < iters; it++ {
			require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{(cols + 7) / 8, (rows + 7) / 8, 1},
				Block: Dim3{8, 8, 1}, Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
			a, b = b, a
		}
		return download(t, rt, a, rows*cols), rt.Stats().Totals.Peer
	}
	one, _ := testRuntime(t, 6)
	want, wantPeer := run(one, one.images[0])

	job, _, err := startJob(t, 3, 2)
	require.NoError(t, err)
	require.Equal(t, 6, job.Devices())
	require.Equal(t, "sim", job.Name())
	rt, img := jobRuntime(t, job)
	got, peer := run(rt, img)
	require.Equal(t, want, got)
	require.Equal(t, stencilWant(init, rows, cols, iters), got)
	require.Equal(t, wantPeer, peer)
	var all, between, host int64
	for _, l := range rt.Stats().RankLinks {
		all += l.Peer
		if l.From != l.To {
			between += l.Peer
		}
		host += l.Host
	}
	require.Equal(t, peer, all, "every peer copy counted on its link")
	require.Positive(t, between, "halo rows cross the ranks' boundaries")
	st := rt.Stats().Totals
	require.Equal(t, st.H2D+st.D2H, host, "every host copy counted on its link")
	require.NoError(t, rt.Close())
}

// Copies between ranks, linear and 2-D, of more messages than a receiver
// has started at once, and between the devices of one serving rank; rank
// 0 receiving them in the background, and itself where they are larger
// than it receives in the background.
func TestRanksCopy(t *testing.T) {
	for _, tc := range []struct {
		name        string
		maxExpected int64
	}{{"background", maxExpected}, {"rank 0 itself", rankChunk}} {
		t.Run(tc.name, func(t *testing.T) { testRanksCopy(t, tc.maxExpected) })
	}
}

// patternOn allocates n bytes on every device of job, 0xee each, and
// writes a pattern into dev's; it returns the pattern and the pointers.
func patternOn(t *testing.T, job Backend, dev int, n int64) ([]byte, []DevPtr) {
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i*7 + i>>13)
	}
	ptrs := make([]DevPtr, job.Devices())
	for d := range ptrs {
		var err error
		ptrs[d], err = job.Malloc(d, n)
		require.NoError(t, err)
		require.NoError(t, job.Memset(d, ptrs[d], 0xee, n))
	}
	require.NoError(t, job.Write(dev, ptrs[dev], src))
	return src, ptrs
}

// requireHolds checks that each of devs holds src at its pointer.
func requireHolds(t *testing.T, job Backend, src []byte, ptrs []DevPtr, devs ...int) {
	for _, d := range devs {
		got := make([]byte, len(src))
		require.NoError(t, job.Read(d, ptrs[d], got))
		require.Equal(t, src, got, "device %d", d)
	}
}

func testRanksCopy(t *testing.T, maxExpected int64) {
	job, _, err := startJob(t, 3, 2)
	require.NoError(t, err)
	job.queue.maxExpected = maxExpected
	const n = rankChunk*(recvWindow+1) + 12345
	src, ptrs := patternOn(t, job, 2, n)
	require.NoError(t, job.CopyPeer(5, ptrs[5], 2, ptrs[2], n)) // rank 1 to rank 2
	require.NoError(t, job.CopyPeer(0, ptrs[0], 5, ptrs[5], n)) // rank 2 to rank 0
	require.LessOrEqual(t, job.queue.expecting, maxExpected)
	require.NoError(t, job.CopyPeer(3, ptrs[3], 0, ptrs[0], n)) // rank 0 to rank 1
	require.NoError(t, job.CopyPeer(2, ptrs[2], 3, ptrs[3], n)) // within rank 1
	requireHolds(t, job, src, ptrs, 5, 0, 3, 2)
	// A column of 2000 rows of 3000 bytes, 4000 apart: 6 MB in two
	// messages, a row cut between them.
	const width, pitch, height = 3000, 4000, 2000
	require.NoError(t, job.Memset(4, ptrs[4], 0, n))
	require.NoError(t, job.CopyPeer2D(4, ptrs[4]+8, 1, ptrs[1]+8, width, pitch, height))
	got, want := make([]byte, n), make([]byte, n)
	require.NoError(t, job.Read(4, ptrs[4], got))
	require.NoError(t, job.Read(1, ptrs[1], want))
	for r := 0; r < height; r++ {
		at := 8 + r*pitch
		require.Equal(t, want[at:at+width], got[at:at+width], "row %d", r)
		require.Equal(t, make([]byte, pitch-width), got[at+width:at+pitch], "between rows %d and %d", r, r+1)
	}
	require.Equal(t, RankLinkStats{Peer: width * height, Copies: 1}, job.moved[0][2])
	require.NoError(t, job.Close())
}

// A serving rank's failure comes back with its next reply, naming it.
func TestRanksReportTheirErrors(t *testing.T) {
	job, _, err := startJob(t, 2, 1)
	require.NoError(t, err)
	p, err := job.Malloc(1, 256)
	require.NoError(t, err)
	require.NoError(t, job.Free(1, p+8)) // posted: its failure waits for a reply
	err = job.Synchronize(1)
	require.ErrorContains(t, err, "rank 1: free on its device 0")
	require.NoError(t, job.Synchronize(1), "reported once")
	_, err = job.Malloc(1, 1<<40)
	require.Equal(t, ErrorMemoryAllocation, CodeOf(err))
	require.ErrorContains(t, err, "rank 1")
	require.NoError(t, job.Close())
}

// A rank whose process ended is a launch failure naming it, which ends the
// job with its code; nobody waits for the rank again.
func TestRanksLost(t *testing.T) {
	job, net, err := startJob(t, 3, 1)
	require.NoError(t, err)
	// Rank 2 ends as if killed: it stops answering.
	net.mu.Lock()
	net.dead[2] = true
	net.mu.Unlock()
	_, err = job.Malloc(2, 64)
	require.Equal(t, ErrorLaunchFailure, CodeOf(err))
	require.ErrorContains(t, err, "rank 2, serving 1 devices, is lost")
	require.Equal(t, int(ErrorLaunchFailure), net.abort, "the job ends with the error's code")
	start := time.Now()
	require.ErrorIs(t, job.Synchronize(2), err)
	require.Less(t, time.Since(start), time.Second)
	require.Error(t, job.Close())
}

func closeRequest() []byte {
	var w wireWriter
	w.u8(byte(opClose))
	w.int(0)
	return w.b
}

// batchOf is the message of rank 0's requests reqs (outbox).
func batchOf(reqs ...[]byte) []byte {
	var w wireWriter
	for _, r := range reqs {
		w.bytes(r)
	}
	return w.b
}

// A batch's requests are taken in order; a batch cut short is an error
// after the requests before the cut.
func TestRanksBatch(t *testing.T) {
	var got [][]byte
	collect := func(req []byte) error { got = append(got, req); return nil }
	require.NoError(t, eachRequest(batchOf([]byte{1}, nil, []byte{2, 3}), collect))
	require.Equal(t, [][]byte{{1}, {}, {2, 3}}, got)
	got = nil
	cut := batchOf([]byte{1}, []byte{2, 3, 4})
	require.ErrorContains(t, eachRequest(cut[:len(cut)-1], collect), "a batch of requests cut short")
	require.Equal(t, [][]byte{{1}}, got)
}

// limitsSeen is a rank's simulated backend that records the limits it is
// set, in order.
type limitsSeen struct {
	*simBackend
	mu   sync.Mutex
	seen []int64
}

func (b *limitsSeen) SetLimit(l Limit, v int64) error {
	b.mu.Lock()
	b.seen = append(b.seen, int64(l), v)
	b.mu.Unlock()
	return b.simBackend.SetLimit(l, v)
}

// cudaDeviceSetLimit reaches every rank's devices, and a rank's refusal
// is the call's error, naming the rank.
func TestRanksSetLimit(t *testing.T) {
	var mu sync.Mutex
	var ranks []*limitsSeen
	job, _, err := startJobOf(t, 3, 2*time.Second, func() Backend {
		b := &limitsSeen{simBackend: NewSimBackend(1, simOptions()).(*simBackend)}
		mu.Lock()
		ranks = append(ranks, b)
		mu.Unlock()
		return b
	})
	require.NoError(t, err)
	rt, err := New(Config{Backend: job})
	require.NoError(t, err)
	require.NoError(t, rt.SetLimit(LimitMallocHeapSize, 32<<20))
	require.NoError(t, rt.SetLimit(LimitStackSize, 4096))
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, ranks, 3)
	for _, b := range ranks {
		b.mu.Lock()
		require.Equal(t, []int64{int64(LimitMallocHeapSize), 32 << 20, int64(LimitStackSize), 4096}, b.seen)
		b.mu.Unlock()
	}
	err = rt.SetLimit(LimitMallocHeapSize, -1)
	require.Equal(t, ErrorInvalidValue, CodeOf(err))
	require.ErrorContains(t, err, "rank 0: sim: device 0: negative heap size -1")
}

// Ranks of different builds do not start.
func TestRanksOfAnotherBuildRefused(t *testing.T) {
	_, _, err := startJob(t, 3, 1, buildID(), "0123456789abcdef")
	require.Equal(t, ErrorInitializationError, CodeOf(err))
	require.ErrorContains(t, err, "rank 2 runs a different build of the program than rank 0 (executable 0123456789ab")
	require.ErrorContains(t, err, "start every rank from the same binary")
}

// slowSync is a backend whose Synchronize takes a while, as a long kernel's.
type slowSync struct {
	Backend
	d time.Duration
}

func (b slowSync) Synchronize(dev int) error {
	time.Sleep(b.d)
	return b.Backend.Synchronize(dev)
}

// A serving rank busy longer than rank 0's timeout is not lost: it says
// it is alive every quarter of the timeout.
func TestRanksBusyAreNotLost(t *testing.T) {
	job, net, err := startJobOf(t, 2, 200*time.Millisecond, func() Backend { return slowSync{NewSimBackend(1, simOptions()), time.Second} })
	require.NoError(t, err)
	require.NoError(t, job.Synchronize(1))
	require.Zero(t, net.abort)
	p, err := job.Malloc(1, 64)
	require.NoError(t, err, "the heartbeats queued behind the reply are skipped")
	require.NoError(t, job.Free(1, p))
	require.NoError(t, job.Close())
}

// Copies beside a device's work are its rank's to queue: a serving rank
// runs them on its backend, and says so where the backend cannot.
func TestRanksCopiesBeside(t *testing.T) {
	job, _, err := startJob(t, 2, 2)
	require.NoError(t, err)
	for _, dev := range []int{1, 3} {
		require.NoError(t, job.CopiesBeside(dev))
		require.NoError(t, job.JoinCopies(dev))
		require.NoError(t, job.Synchronize(dev))
	}
	require.NoError(t, job.Close())

	plain, _, err := startJobOf(t, 2, 2*time.Second, func() Backend { return slowSync{NewSimBackend(1, simOptions()), 0} })
	require.NoError(t, err)
	require.ErrorContains(t, plain.CopiesBeside(0), "the sim backend of device 0 queues no copies beside its work")
	require.NoError(t, plain.CopiesBeside(1), "posted")
	require.ErrorContains(t, plain.Synchronize(1), "rank 1: copies beside on its device 0: the sim backend queues no copies beside its work")
	require.NoError(t, plain.Close())
}

// deadLink is a link to ranks that are gone: every message fails at once.
type deadLink struct{}

func (deadLink) Rank() int                           { return 1 }
func (deadLink) Size() int                           { return 2 }
func (deadLink) Send(int, int, []byte, bool) error   { return fmt.Errorf("no rank") }
func (deadLink) Recv(int, int, bool) ([]byte, error) { return nil, fmt.Errorf("no rank") }
func (deadLink) Post(int, int, []byte) (message, error) {
	return nil, fmt.Errorf("no rank")
}
func (deadLink) Expect(int, int, int) (message, error) { return nil, fmt.Errorf("no rank") }
func (deadLink) CUDAAware() bool                       { return false }
func (deadLink) PostDevice(int, int, DevPtr, int) (message, error) {
	return nil, fmt.Errorf("no rank")
}
func (deadLink) ExpectDevice(int, int, DevPtr, int) (message, error) {
	return nil, fmt.Errorf("no rank")
}
func (deadLink) PostHost(int, int, []byte) (message, error) {
	return nil, fmt.Errorf("no rank")
}
func (deadLink) ExpectHost(int, int, []byte) (message, error) {
	return nil, fmt.Errorf("no rank")
}
func (deadLink) Timeout() time.Duration { return time.Second }
func (deadLink) Close(int)              {}

// A serving rank takes whatever rank 0 sends: a malformed request is an
// error, never a crash.
func FuzzRankRequest(f *testing.F) {
	seed := func(op rankOp, fields func(w *wireWriter)) {
		var w wireWriter
		w.u8(byte(op))
		w.int(0)
		fields(&w)
		f.Add(w.b)
	}
	seed(opMalloc, func(w *wireWriter) { w.i64(256) })
	seed(opWrite, func(w *wireWriter) { w.u64(0); w.bytes([]byte{1, 2, 3}) })
	seed(opRead, func(w *wireWriter) { w.u64(0); w.int(16) })
	seed(opCopy2D, func(w *wireWriter) { w.u64(0); w.int(0); w.u64(0); putRows(w, rows{4, 8, 2}) })
	seed(opLaunch, func(w *wireWriter) {
		w.u64(0)
		w.str("k")
		w.dim(Dim3{1, 1, 1})
		w.dim(Dim3{1, 1, 1})
		w.int(0)
		w.int(1)
		w.bytes([]byte{0, 0, 0, 0})
	})
	seed(opCreateTexture, func(w *wireWriter) { putTexture(w, TextureDesc{Size: 16, Bits: [4]int{32}}) })
	seed(opSendPeer, func(w *wireWriter) { w.u64(0); putRows(w, rows{4, 4, 1}); w.int(0); w.bool(false) })
	seed(opRecvPeer, func(w *wireWriter) { w.u64(0); putRows(w, rows{4, 4, 1}); w.int(0); w.bool(true) })
	f.Fuzz(func(t *testing.T, msg []byte) {
		s := newRankServer(deadLink{}, NewSimBackend(1, simOptions()), time.Second)
		s.serveRequest(msg) // its reply fails: no rank 0
	})
}

// gatedReads is a backend whose reads wait for gate: a serving rank that
// has not reached a copy yet.
type gatedReads struct {
	Backend
	gate chan struct{}
}

func (b gatedReads) Read(dev int, src DevPtr, dst []byte) error {
	<-b.gate
	return b.Backend.Read(dev, src, dst)
}

// A copy from another rank into one of rank 0's devices does not wait for
// that rank: rank 0's later operations on its devices queue behind it, in
// program order (a write over the copy's bytes, a copy of them on to a
// third rank), and a call with a result waits for them all.
func TestRanksCopyIntoRankZeroDoesNotWait(t *testing.T) {
	gate := make(chan struct{}) // every rank's reads wait until it closes
	job, _, err := startJobOf(t, 3, 2*time.Second, func() Backend { return gatedReads{NewSimBackend(1, simOptions()), gate} })
	require.NoError(t, err)
	const n = rankChunk + 4096 // two messages
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i * 13)
	}
	ptrs := make([]DevPtr, job.Devices())
	for d := range ptrs {
		ptrs[d], err = job.Malloc(d, n)
		require.NoError(t, err)
	}
	require.NoError(t, job.Write(1, ptrs[1], src))

	require.NoError(t, job.CopyPeer(0, ptrs[0], 1, ptrs[1], n)) // rank 1 to rank 0: rank 1 cannot read yet
	patch := []byte{1, 2, 3, 4}
	require.NoError(t, job.Write(0, ptrs[0]+8, patch))          // after the copy
	require.NoError(t, job.CopyPeer(2, ptrs[2], 0, ptrs[0], n)) // rank 0 to rank 2, after the write
	require.Len(t, job.queue.items, 3, "the copy into rank 0 on its way, the write and the copy on to rank 2 behind it")
	close(gate)
	require.NoError(t, job.Synchronize(2))
	require.Empty(t, job.queue.items, "a call with a result waits for the queue")
	want := append([]byte(nil), src...)
	copy(want[8:], patch)
	for _, d := range []int{0, 2} {
		got := make([]byte, n)
		require.NoError(t, job.Read(d, ptrs[d], got))
		require.Equal(t, want, got, "device %d", d)
	}
	require.NoError(t, job.Close())
}

// A queued operation's failure comes back from the next call that waits,
// naming rank 0, the operation and its device.
func TestRanksQueuedFailureReported(t *testing.T) {
	gate := make(chan struct{})
	job, _, err := startJobOf(t, 2, 2*time.Second, func() Backend { return gatedReads{NewSimBackend(1, simOptions()), gate} })
	require.NoError(t, err)
	a, err := job.Malloc(0, 256)
	require.NoError(t, err)
	b, err := job.Malloc(1, 256)
	require.NoError(t, err)
	require.NoError(t, job.CopyPeer(0, a, 1, b, 256))
	require.NoError(t, job.Free(0, a+8), "queued behind the copy")
	close(gate)
	err = job.Synchronize(0)
	require.ErrorContains(t, err, "rank 0: free on its device 0, queued behind a copy from another rank")
	require.NoError(t, job.Synchronize(0), "reported once")
	require.NoError(t, job.Close())
}

// directSim is simulated devices a CUDA-aware MPI would take the memory of,
// as it takes the CUDA backend's.
type directSim struct{ Backend }

func (directSim) mpiTakesPointers() {}

// A copy between ranks goes straight from and into device memory only
// where every rank's MPI library takes it and its backend's devices have
// such memory, and only for abutting bytes; the bytes are the same either
// way.
func TestRanksDirectOnlyWhereEveryRankTakesDevicePointers(t *testing.T) {
	for _, tc := range []struct {
		name          string
		aware, marked bool
		direct        int // messages sent straight from device memory
	}{
		{"a CUDA-aware MPI and CUDA devices", true, true, 3 * 3},
		{"an MPI without CUDA", false, true, 0},
		{"simulated devices", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			net := newChanNet()
			net.aware = tc.aware
			backend := func() Backend {
				if tc.marked {
					return directSim{NewSimBackend(1, simOptions())}
				}
				return NewSimBackend(1, simOptions())
			}
			job, _, err := startJobOn(t, net, 3, 2*time.Second, backend)
			require.NoError(t, err)
			const n = 2*rankChunk + 100 // three messages
			src := make([]byte, n)
			for i := range src {
				src[i] = byte(i*5 + i>>11)
			}
			ptrs := make([]DevPtr, 3)
			for d := range ptrs {
				ptrs[d], err = job.Malloc(d, n)
				require.NoError(t, err)
			}
			require.NoError(t, job.Write(1, ptrs[1], src))
			require.NoError(t, job.CopyPeer(2, ptrs[2], 1, ptrs[1], n))              // between serving ranks
			require.NoError(t, job.CopyPeer(0, ptrs[0], 2, ptrs[2], n))              // into rank 0
			require.NoError(t, job.CopyPeer(1, ptrs[1], 0, ptrs[0], n))              // from rank 0
			require.NoError(t, job.CopyPeer2D(2, ptrs[2], 1, ptrs[1], 100, 200, 50)) // rows apart: staged
			for d := range ptrs {
				got := make([]byte, n)
				require.NoError(t, job.Read(d, ptrs[d], got))
				require.Equal(t, src, got, "device %d", d)
			}
			require.NoError(t, job.Close())
			require.Equal(t, tc.direct, net.direct)
		})
	}
}

// probingSim is simulated devices whose links the backend measures: each
// link's cost names its devices.
type probingSim struct{ Backend }

func (probingSim) ProbeLink(dst, src int) (perByte, perCopy float64, err error) {
	return float64(dst + 1), float64(src + 1), nil
}

func (b probingSim) CopiesBeside(dev int) error { return b.Backend.(copierBeside).CopiesBeside(dev) }
func (b probingSim) JoinCopies(dev int) error   { return b.Backend.(copierBeside).JoinCopies(dev) }
func (b probingSim) TimeKernels()               { b.Backend.(kernelTimer).TimeKernels() }
func (b probingSim) Floor() kernelFloor         { return b.Backend.(kernelTimer).Floor() }
func (b probingSim) KernelTime(kernel string) (kernelTiming, bool) {
	return b.Backend.(kernelTimer).KernelTime(kernel)
}

// The adaptive split sees rank 0's kernel times and every link's cost:
// a link within a rank is the rank's backend's to probe (in its own
// device numbers), one between ranks is timed through the ranks' messages.
// Where the split weighs no link (MGPU_SPLIT=always, the simulator's
// default), the runtime takes the links the job assumes, a rank's own
// cheaper, and nothing is timed.
func TestRanksMeasureForTheAdaptiveSplit(t *testing.T) {
	job, _, err := startJobOf(t, 3, 2*time.Second, func() Backend { return probingSim{NewSimBackend(2, simOptions())} })
	require.NoError(t, err)
	var be Backend = job
	assumer, ok := be.(linkAssumer)
	require.True(t, ok)
	within, withinCopy := assumer.AssumedLink(1, 0)
	across, acrossCopy := assumer.AssumedLink(2, 1)
	require.Less(t, within*(1<<20)+withinCopy, across*(1<<20)+acrossCopy, "a rank's own devices first")
	prober, ok := be.(linkProber)
	require.True(t, ok)
	perByte, perCopy, err := prober.ProbeLink(1, 0) // within rank 0
	require.NoError(t, err)
	require.Equal(t, [2]float64{2, 1}, [2]float64{perByte, perCopy})
	perByte, perCopy, err = prober.ProbeLink(4, 5) // within rank 2: its devices 0 and 1
	require.NoError(t, err)
	require.Equal(t, [2]float64{1, 2}, [2]float64{perByte, perCopy})
	for _, pair := range [][2]int{{2, 1}, {0, 3}, {5, 2}} { // between ranks
		perByte, perCopy, err = prober.ProbeLink(pair[0], pair[1])
		require.NoError(t, err)
		require.Positive(t, perCopy, "%v", pair)
		require.Positive(t, perByte, "%v", pair)
	}
	again, onceMore, err := prober.ProbeLink(3, 0) // rank 0 to rank 1 again, other devices
	require.NoError(t, err)
	first, firstCopy, err := prober.ProbeLink(2, 1)
	require.NoError(t, err)
	require.Equal(t, [2]float64{first, firstCopy}, [2]float64{again, onceMore}, "probed once per pair of ranks")
	require.Len(t, job.probed, 3)
	require.Empty(t, job.links(), "the probes' copies are not the program's")

	timer, ok := be.(kernelTimer)
	require.True(t, ok)
	rt, img := jobRuntime(t, job)
	const rows, cols = 16, 16
	a, b := upload(t, rt, make([]float32, rows*cols)), upload(t, rt, make([]float32, rows*cols))
	require.NoError(t, rt.Launch(LaunchConfig{Image: img, Kernel: "_Z7stencilPfPKfii", Grid: Dim3{2, 2, 1}, Block: Dim3{8, 8, 1},
		Args: [][]byte{pArg(b), pArg(a), i32arg(rows), i32arg(cols)}}))
	require.NoError(t, rt.Synchronize())
	timing, measured := timer.KernelTime(stencilDesc().Partitioned)
	require.True(t, measured, "rank 0's simulator measured its part of the split launch")
	require.Positive(t, timing.Blocks)
	require.Len(t, job.probed, 3, "the split launch's halo copies between ranks 1 and 2 timed nothing")
	require.Empty(t, rt.Stats().Links, "no link measured")
	require.NoError(t, rt.Close())

	// Null devices measure nothing: under the adaptive split every launch
	// splits, and no link is timed.
	job, _, err = startJobOf(t, 2, 2*time.Second, func() Backend { return NewNullBackend(2) })
	require.NoError(t, err)
	job.TimeKernels()
	_, _, err = job.ProbeLink(2, 0)
	require.NoError(t, err)
	require.Empty(t, job.probed)
	require.NoError(t, job.Close())
}

// slowLink is a link whose posted messages are done only after they have
// been asked about three times, as MPI moves a large message only while
// its sender asks.
type slowLink struct{ deadLink }

type slowMessage struct{ asked int }

func (m *slowMessage) Test() (bool, error)      { m.asked++; return m.asked >= 3, nil }
func (m *slowMessage) Wait(time.Duration) error { return nil }
func (m *slowMessage) Bytes() []byte            { return nil }
func (m *slowMessage) Free()                    {}

func (slowLink) Post(int, int, []byte) (message, error) { return &slowMessage{}, nil }

// Rank 0's outbox keeps its messages moving while the program computes on
// the host: its timer asks about them until they are done, with no call
// into the runtime.
func TestRanksMessagesMoveBetweenCalls(t *testing.T) {
	o := newOutbox(slowLink{}, func(rank int, err error) error { return err }, func() error { return nil })
	o.keepUp = true
	require.NoError(t, o.request(1, []byte{1, 2, 3}))
	require.NoError(t, o.post(2, tagData, make([]byte, 100)))
	require.Eventually(t, func() bool {
		o.mu.Lock()
		defer o.mu.Unlock()
		return len(o.sent) == 0 && len(o.batches[1]) == 0
	}, 2*time.Second, time.Millisecond, "the batch sent and both messages done without a call")
}

// Where rank 0's backend measures nothing, the job's kernel times are
// the ones MGPU_KERNEL_TIMES states, as on one node; where it measures,
// its own.
func TestRanksStatedKernelTimes(t *testing.T) {
	job, _, err := startJobOf(t, 2, 2*time.Second, func() Backend { return NewNullBackend(1) })
	require.NoError(t, err)
	_, measured := job.KernelTime("step")
	require.False(t, measured)
	require.ErrorContains(t, job.stateTimes("step"), "MGPU_KERNEL_TIMES")
	require.NoError(t, job.stateTimes("step=0.5"))
	got, measured := job.KernelTime("step")
	require.True(t, measured)
	require.Equal(t, 500*time.Nanosecond, got.Time/time.Duration(got.Blocks))
	require.NoError(t, job.Close())

	simJob, _, err := startJob(t, 2, 1)
	require.NoError(t, err)
	require.NoError(t, simJob.stateTimes("step=0.5"))
	_, measured = simJob.KernelTime("step")
	require.False(t, measured, "the simulator's measurements, not the stated times")
	require.NoError(t, simJob.Close())
}

// MGPU_MPI_CUDA overrides the MPI library's answer to whether it takes
// device memory.
func TestMPICUDAOverride(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"", "", ""}, {"auto", "", ""}, {"0", "0", ""}, {"1", "1", ""}, {"yes", "", `MGPU_MPI_CUDA="yes": want 1`},
	} {
		got, err := parseMPICUDA(tc.in)
		if tc.err != "" {
			require.ErrorContains(t, err, tc.err)
			continue
		}
		require.NoError(t, err)
		require.Equal(t, tc.want, got, "%q", tc.in)
	}
}
