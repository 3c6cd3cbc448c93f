// Package mpi is the runtime's thin binding of MPI: the few calls of
// shim/mgpu_mpi.c, which build.sh compiles with mpicc into
// lib/libmgpu-mpi.so where MPI is installed. The library is loaded with
// dlopen only when a program runs under mpirun, so building this package
// needs no MPI and a program linked with it runs on one node without one.
//
// Every wait has a deadline: a rank that died or a message that never
// comes is an error, never a hang.
package mpi

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>

enum { timeoutCode = -2 }; // MGPU_MPI_TIMEOUT of the shim

typedef int (*init_fn)(int *, int *, char *, int);
typedef int (*send_fn)(const void *, long, int, int, double, char *, int);
typedef int (*probe_fn)(int, int, double, long *, char *, int);
typedef int (*recv_fn)(void *, long, int, int, double, char *, int);
typedef int (*start_fn)(void *, long, int, int, void **, char *, int);
typedef int (*test_fn)(void *, int *, char *, int);
typedef int (*wait_fn)(void *, double, char *, int);
typedef int (*query_fn)(void);
typedef void (*finalize_fn)(void);
typedef void (*abort_fn)(int);

static struct {
	init_fn init;
	send_fn send;
	probe_fn probe;
	recv_fn recv;
	start_fn isend, irecv;
	test_fn test;
	wait_fn wait;
	query_fn cuda_aware;
	finalize_fn finalize;
	abort_fn abort;
} mp;

// mp_open loads the shim; NULL on success, else dlerror's text or the
// missing symbol. RTLD_GLOBAL: Open MPI loads its components with dlopen
// and they look up libmpi's symbols globally.
static const char *mp_open(const char *lib) {
	void *h = dlopen(lib, RTLD_NOW | RTLD_GLOBAL);
	if (!h) return dlerror();
#define SYM(field, name) if (!(*(void **)&mp.field = dlsym(h, name))) return "missing symbol " name;
	SYM(init, "mgpu_mpi_init")
	SYM(send, "mgpu_mpi_send")
	SYM(probe, "mgpu_mpi_probe")
	SYM(recv, "mgpu_mpi_recv")
	SYM(isend, "mgpu_mpi_isend")
	SYM(irecv, "mgpu_mpi_irecv")
	SYM(test, "mgpu_mpi_test")
	SYM(wait, "mgpu_mpi_wait")
	SYM(cuda_aware, "mgpu_mpi_cuda_aware")
	SYM(finalize, "mgpu_mpi_finalize")
	SYM(abort, "mgpu_mpi_abort")
#undef SYM
	return NULL;
}

static int mp_init(int *rank, int *size, char *err, int n) { return mp.init(rank, size, err, n); }
static int mp_send(const void *b, long n, int dest, int tag, double t, char *err, int en) { return mp.send(b, n, dest, tag, t, err, en); }
static int mp_probe(int src, int tag, double t, long *size, char *err, int en) { return mp.probe(src, tag, t, size, err, en); }
static int mp_recv(void *b, long n, int src, int tag, double t, char *err, int en) { return mp.recv(b, n, src, tag, t, err, en); }
static int mp_test(void *req, int *done, char *err, int en) { return mp.test(req, done, err, en); }
static int mp_wait(void *req, double t, char *err, int en) { return mp.wait(req, t, err, en); }
static int mp_cuda_aware(void) { return mp.cuda_aware(); }
// A buffer is C memory or a device's: it reaches C as an integer, as no Go
// pointer.
static int mp_isend_addr(uintptr_t b, long n, int dest, int tag, void **req, char *err, int en) { return mp.isend((void *)b, n, dest, tag, req, err, en); }
static int mp_irecv_addr(uintptr_t b, long n, int src, int tag, void **req, char *err, int en) { return mp.irecv((void *)b, n, src, tag, req, err, en); }
static void mp_finalize(void) { mp.finalize(); }
static void mp_abort(int code) { mp.abort(code); }
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"
)

// Library is the shim's name, found through the program's runpath (mgpucc
// sets it to its lib/) unless MGPU_MPI_LIB names the file.
const Library = "libmgpu-mpi.so"

// installedLib is the shim's path in the install the runtime was built
// for (build.sh sets it with -ldflags -X). A program whose own Makefile
// links it with another linker (g++ ... -lcudart) has no runpath to
// mgpucc's lib/, and finds the shim there.
var installedLib string

// ErrTimeout is the error of a wait that passed its deadline.
var ErrTimeout = errors.New("timed out")

var programLinksMPI = C.CString("MGPU_MPI_PROGRAM")

// Launched reports whether the process is one rank of several started by
// mpirun (Open MPI's OMPI_COMM_WORLD_* variables), and which: not in a
// program that is an MPI program itself (MGPU_MPI_PROGRAM=1, which the
// compiled program's start sets where the program links MPI; each of its
// ranks is a program of one node).
func Launched() (rank, size int, ok bool) {
	// C's environment: rank.c sets it after Go took its copy.
	if v := C.getenv(programLinksMPI); v != nil && C.GoString(v) == "1" {
		return 0, 1, false
	}
	size, err1 := strconv.Atoi(os.Getenv("OMPI_COMM_WORLD_SIZE"))
	rank, err2 := strconv.Atoi(os.Getenv("OMPI_COMM_WORLD_RANK"))
	if err1 != nil || err2 != nil || size < 2 {
		return 0, 1, false
	}
	return rank, size, true
}

// World is MPI_COMM_WORLD. Its methods may be called from any goroutine,
// one at a time (MPI_THREAD_SERIALIZED): the lock sees to it.
type World struct {
	mu         sync.Mutex
	rank, size int
	errbuf     [512]C.char
}

var (
	openOnce sync.Once
	world    *World
	openErr  error
)

// Open loads the shim and initialises MPI, once per process.
func Open() (*World, error) {
	openOnce.Do(func() {
		if openErr = load(); openErr != nil {
			return
		}
		w := &World{}
		var rank, size C.int
		if rc := C.mp_init(&rank, &size, &w.errbuf[0], C.int(len(w.errbuf))); rc != 0 {
			openErr = fmt.Errorf("MPI_Init_thread: %s", C.GoString(&w.errbuf[0]))
			return
		}
		w.rank, w.size = int(rank), int(size)
		world = w
	})
	return world, openErr
}

// load loads the shim: the file MGPU_MPI_LIB names, else Library through
// the program's runpath, else installedLib.
func load() error {
	tries := []string{os.Getenv("MGPU_MPI_LIB")}
	if tries[0] == "" {
		tries = []string{Library}
		if installedLib != "" {
			tries = append(tries, installedLib)
		}
	}
	var msgs []string
	for _, lib := range tries {
		clib := C.CString(lib)
		msg := C.mp_open(clib)
		C.free(unsafe.Pointer(clib))
		if msg == nil {
			return nil
		}
		msgs = append(msgs, C.GoString(msg))
	}
	return fmt.Errorf("cannot load %s (%s): build mgpucc where MPI is installed (./build.sh installs openmpi-bin and libopenmpi-dev), or set MGPU_MPI_LIB to the library's path",
		strings.Join(tries, " nor "), strings.Join(msgs, "; "))
}

// Rank is this process' rank.
func (w *World) Rank() int { return w.rank }

// Size is the number of ranks.
func (w *World) Size() int { return w.size }

// fail makes the error of a call that returned rc.
func (w *World) fail(rc C.int, what string, peer int) error {
	msg := C.GoString(&w.errbuf[0])
	if rc == C.timeoutCode {
		return fmt.Errorf("%s rank %d: %s: %w", what, peer, msg, ErrTimeout)
	}
	return fmt.Errorf("%s rank %d: %s", what, peer, msg)
}

// Send sends b to rank dest with tag, waiting at most timeout (0: no limit)
// for the message to leave.
func (w *World) Send(dest, tag int, b []byte, timeout time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	var p unsafe.Pointer
	if len(b) > 0 {
		p = unsafe.Pointer(&b[0])
	}
	if rc := C.mp_send(p, C.long(len(b)), C.int(dest), C.int(tag), C.double(timeout.Seconds()), &w.errbuf[0], C.int(len(w.errbuf))); rc != 0 {
		return w.fail(rc, "sending to", dest)
	}
	return nil
}

// Recv receives the next message from rank src with tag, of any length,
// waiting at most timeout (0: no limit).
func (w *World) Recv(src, tag int, timeout time.Duration) ([]byte, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	var n C.long
	if rc := C.mp_probe(C.int(src), C.int(tag), C.double(timeout.Seconds()), &n, &w.errbuf[0], C.int(len(w.errbuf))); rc != 0 {
		return nil, w.fail(rc, "waiting for", src)
	}
	b := make([]byte, int(n))
	var p unsafe.Pointer
	if n > 0 {
		p = unsafe.Pointer(&b[0])
	}
	if rc := C.mp_recv(p, n, C.int(src), C.int(tag), C.double(timeout.Seconds()), &w.errbuf[0], C.int(len(w.errbuf))); rc != 0 {
		return nil, w.fail(rc, "receiving from", src)
	}
	return b, nil
}

// Request is a message started by Isend or Irecv. Its bytes live in C
// memory, MPI's until the message is done: Go's collector may move
// nothing MPI still reads or writes.
type Request struct {
	w         *World
	peer, tag int
	req       unsafe.Pointer // MPI's request; nil once done
	buf       unsafe.Pointer // nil for a device's memory, which is not the request's
	n         int
	recv      bool
	err       error
}

// Isend starts sending a copy of b to rank dest with tag and returns at once.
func (w *World) Isend(dest, tag int, b []byte) (*Request, error) {
	r := w.start(dest, tag, len(b), false, b)
	return r, r.err
}

// Irecv starts receiving the next message from rank src with tag, of n
// bytes (a longer one is an error), and returns at once.
func (w *World) Irecv(src, tag, n int) (*Request, error) {
	r := w.start(src, tag, n, true, nil)
	return r, r.err
}

// start starts a receive of n bytes or the sending of send, through a
// buffer of C memory that the request owns.
func (w *World) start(peer, tag, n int, recv bool, send []byte) *Request {
	buf := C.malloc(C.size_t(max(n, 1)))
	copy(unsafe.Slice((*byte)(buf), n), send)
	r := w.startAt(peer, tag, uintptr(buf), n, recv)
	r.buf, r.n = buf, n
	return r
}

func (r *Request) what() string {
	if r.recv {
		return "receiving from"
	}
	return "sending to"
}

// IsendDevice and IrecvDevice start sending or receiving n bytes at a
// device's address p, for a library that takes device memory
// (CUDAAware); they return at once. The memory must stay until the
// message is done.
func (w *World) IsendDevice(dest, tag int, p uintptr, n int) (*Request, error) {
	r := w.startAt(dest, tag, p, n, false)
	return r, r.err
}

func (w *World) IrecvDevice(src, tag int, p uintptr, n int) (*Request, error) {
	r := w.startAt(src, tag, p, n, true)
	return r, r.err
}

// IsendHost and IrecvHost send from and receive into b in place, for a
// rank's page-locked staging buffers: b must be C memory that stays until
// the message is done; the message's Bytes are nil.
func (w *World) IsendHost(dest, tag int, b []byte) (*Request, error) {
	return w.IsendDevice(dest, tag, uintptr(unsafe.Pointer(unsafe.SliceData(b))), len(b))
}

func (w *World) IrecvHost(src, tag int, b []byte) (*Request, error) {
	return w.IrecvDevice(src, tag, uintptr(unsafe.Pointer(unsafe.SliceData(b))), len(b))
}

// startAt starts a receive or a send of n bytes at address p, which the
// request does not own.
func (w *World) startAt(peer, tag int, p uintptr, n int, recv bool) *Request {
	r := &Request{w: w, peer: peer, tag: tag, recv: recv}
	w.mu.Lock()
	defer w.mu.Unlock()
	var rc C.int
	if recv {
		rc = C.mp_irecv_addr(C.uintptr_t(p), C.long(n), C.int(peer), C.int(tag), &r.req, &w.errbuf[0], C.int(len(w.errbuf)))
	} else {
		rc = C.mp_isend_addr(C.uintptr_t(p), C.long(n), C.int(peer), C.int(tag), &r.req, &w.errbuf[0], C.int(len(w.errbuf)))
	}
	if rc != 0 {
		r.req = nil
		r.err = w.fail(rc, r.what(), peer)
	}
	return r
}

// Bytes is the message's bytes: a receive's once done. They are valid
// until Free. A device's message has none here.
func (r *Request) Bytes() []byte {
	if r.n == 0 || r.buf == nil {
		return nil
	}
	return unsafe.Slice((*byte)(r.buf), r.n)
}

// Test reports whether the message is done, without waiting.
func (r *Request) Test() (bool, error) {
	if r.req == nil || r.err != nil {
		return true, r.err
	}
	r.w.mu.Lock()
	defer r.w.mu.Unlock()
	var done C.int
	if rc := C.mp_test(r.req, &done, &r.w.errbuf[0], C.int(len(r.w.errbuf))); rc != 0 {
		r.req, r.err = nil, r.w.fail(rc, r.what(), r.peer)
		return true, r.err
	}
	if done != 0 {
		r.req = nil
	}
	return done != 0, nil
}

// Wait waits for the message at most timeout (0: no limit). It asks MPI
// again and again, the World free between askings, so that the process'
// other goroutines may send meanwhile (a serving rank's heartbeat, while
// it waits for another rank's bytes): each asking yields the core for a
// millisecond, then sleeps a little, as the shim's waits do.
func (r *Request) Wait(timeout time.Duration) error {
	start := time.Now()
	for {
		done, err := r.Test()
		if done || err != nil {
			return err
		}
		waited := time.Since(start)
		if timeout > 0 && waited > timeout {
			r.w.mu.Lock()
			C.mp_wait(r.req, 1e-9, &r.w.errbuf[0], C.int(len(r.w.errbuf))) // cancels it
			r.w.mu.Unlock()
			r.req = nil
			r.err = fmt.Errorf("%s rank %d: no answer in %v: %w", r.what(), r.peer, timeout, ErrTimeout)
			return r.err
		}
		if waited < time.Millisecond {
			runtime.Gosched()
		} else {
			time.Sleep(100 * time.Microsecond)
		}
	}
}

// Free gives back the message's memory; call it once it is done (Test or
// Wait said so) or, for one that failed, at once.
func (r *Request) Free() {
	if r.buf != nil {
		C.free(r.buf)
	}
	r.buf, r.n = nil, 0
}

// CUDAAware reports whether the MPI library takes device pointers in its
// messages (Open MPI's MPIX_Query_cuda_support, asked at run time).
func (w *World) CUDAAware() bool { return C.mp_cuda_aware() != 0 }

// Finalize ends MPI; call it once, last.
func (w *World) Finalize() {
	w.mu.Lock()
	defer w.mu.Unlock()
	C.mp_finalize()
}

// Abort ends every rank of the job with code.
func (w *World) Abort(code int) { C.mp_abort(C.int(code)) }
