/* mgpu_mpi.c — the few MPI calls the runtime makes, behind a C ABI of our
 * own: build.sh compiles it with mpicc into lib/libmgpu-mpi.so where MPI is
 * installed, and package mpi loads it with dlopen only when a program runs
 * under mpirun. A program never links MPI itself, so it builds and runs
 * where there is none.
 *
 * Every call returns 0, MGPU_MPI_TIMEOUT or an MPI error code, with the text
 * in err. Waits poll with a deadline: a rank that died never leaves another
 * waiting. */
#include <mpi.h>
#include <mpi-ext.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MGPU_MPI_TIMEOUT (-2) /* package mpi's timeoutCode */

static void describe(int code, char *err, int errlen) {
  char text[MPI_MAX_ERROR_STRING];
  int n = 0;
  if (MPI_Error_string(code, text, &n) != MPI_SUCCESS)
    snprintf(text, sizeof text, "MPI error %d", code);
  snprintf(err, (size_t)errlen, "%s", text);
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* pause_since lets a poll that began at start wait a little before its
 * next look, at t: the first millisecond only yields the core (a reply
 * usually comes within it, and a sleep costs the timer's 50 µs slack),
 * later ones sleep, so that a rank waiting for the host code of rank 0
 * does not keep a core busy. */
static void pause_since(double start, double t) {
  if (t - start < 1e-3) {
    sched_yield();
    return;
  }
  struct timespec pause = {0, 100000};
  nanosleep(&pause, NULL);
}

int mgpu_mpi_init(int *rank, int *size, char *err, int errlen) {
  int provided = 0, rc;
  /* The runtime calls MPI from whichever thread holds its lock: serialised. */
  if ((rc = MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided)) != MPI_SUCCESS) {
    describe(rc, err, errlen);
    return rc;
  }
  if (provided < MPI_THREAD_SERIALIZED) {
    snprintf(err, (size_t)errlen, "the MPI library provides thread level %d, the runtime needs MPI_THREAD_SERIALIZED", provided);
    return MPI_ERR_OTHER;
  }
  /* Errors come back as codes, to become cudaError_t, not an abort. */
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, size);
  return 0;
}

/* wait completes req, or cancels it when timeout seconds (<= 0: none) pass;
 * it returns MGPU_MPI_TIMEOUT when they pass. */
static int wait(MPI_Request *req, MPI_Status *st, double timeout, char *err, int errlen) {
  double start = now(), deadline = start + timeout;
  for (;;) {
    int done = 0, rc = MPI_Test(req, &done, st);
    if (rc != MPI_SUCCESS) {
      describe(rc, err, errlen);
      return rc;
    }
    if (done)
      return 0;
    double t = now();
    if (timeout > 0 && t > deadline) {
      MPI_Cancel(req);
      MPI_Request_free(req);
      snprintf(err, (size_t)errlen, "no answer in %.0f s", timeout);
      return MGPU_MPI_TIMEOUT;
    }
    pause_since(start, t);
  }
}

/* mgpu_mpi_isend and mgpu_mpi_irecv start a message and return at once:
 * *req (malloc'ed) is for mgpu_mpi_test and mgpu_mpi_wait, which free it
 * when the message is done. The buffer is the caller's until then. */
int mgpu_mpi_isend(const void *buf, long n, int dest, int tag, void **req, char *err, int errlen) {
  MPI_Request *r = malloc(sizeof *r);
  int rc = MPI_Isend(buf, (int)n, MPI_BYTE, dest, tag, MPI_COMM_WORLD, r);
  if (rc != MPI_SUCCESS) {
    free(r);
    describe(rc, err, errlen);
    return rc;
  }
  *req = r;
  return 0;
}

int mgpu_mpi_irecv(void *buf, long n, int src, int tag, void **req, char *err, int errlen) {
  MPI_Request *r = malloc(sizeof *r);
  int rc = MPI_Irecv(buf, (int)n, MPI_BYTE, src, tag, MPI_COMM_WORLD, r);
  if (rc != MPI_SUCCESS) {
    free(r);
    describe(rc, err, errlen);
    return rc;
  }
  *req = r;
  return 0;
}

/* mgpu_mpi_test sets *done when req's message is done (and frees req), or
 * fails: a received message longer than its buffer is an error. */
int mgpu_mpi_test(void *req, int *done, char *err, int errlen) {
  MPI_Status st;
  int rc = MPI_Test(req, done, &st);
  if (rc != MPI_SUCCESS) {
    describe(rc, err, errlen);
    return rc;
  }
  if (*done)
    free(req);
  return 0;
}

/* mgpu_mpi_wait waits for req at most timeout seconds (<= 0: no limit);
 * req is freed either way. */
int mgpu_mpi_wait(void *req, double timeout, char *err, int errlen) {
  int rc = wait(req, MPI_STATUS_IGNORE, timeout, err, errlen);
  free(req);
  return rc;
}

/* mgpu_mpi_cuda_aware reports whether the MPI library takes device
 * pointers in its messages: Open MPI's run-time answer (mpi-ext.h), 0
 * where the library has no such query. */
int mgpu_mpi_cuda_aware(void) {
#if defined(MPIX_CUDA_AWARE_SUPPORT)
  return MPIX_Query_cuda_support();
#else
  return 0;
#endif
}

int mgpu_mpi_send(const void *buf, long n, int dest, int tag, double timeout, char *err, int errlen) {
  MPI_Request req;
  int rc = MPI_Isend(buf, (int)n, MPI_BYTE, dest, tag, MPI_COMM_WORLD, &req);
  if (rc != MPI_SUCCESS) {
    describe(rc, err, errlen);
    return rc;
  }
  return wait(&req, MPI_STATUS_IGNORE, timeout, err, errlen);
}

/* mgpu_mpi_probe waits for a message from src with tag and returns its size. */
int mgpu_mpi_probe(int src, int tag, double timeout, long *size, char *err, int errlen) {
  double start = now(), deadline = start + timeout;
  for (;;) {
    int found = 0, count = 0;
    MPI_Status st;
    int rc = MPI_Iprobe(src, tag, MPI_COMM_WORLD, &found, &st);
    if (rc != MPI_SUCCESS) {
      describe(rc, err, errlen);
      return rc;
    }
    if (found) {
      MPI_Get_count(&st, MPI_BYTE, &count);
      *size = count;
      return 0;
    }
    double t = now();
    if (timeout > 0 && t > deadline) {
      snprintf(err, (size_t)errlen, "no message in %.0f s", timeout);
      return MGPU_MPI_TIMEOUT;
    }
    pause_since(start, t);
  }
}

int mgpu_mpi_recv(void *buf, long n, int src, int tag, double timeout, char *err, int errlen) {
  MPI_Request req;
  int rc = MPI_Irecv(buf, (int)n, MPI_BYTE, src, tag, MPI_COMM_WORLD, &req);
  if (rc != MPI_SUCCESS) {
    describe(rc, err, errlen);
    return rc;
  }
  return wait(&req, MPI_STATUS_IGNORE, timeout, err, errlen);
}

void mgpu_mpi_finalize(void) { MPI_Finalize(); }

void mgpu_mpi_abort(int code) { MPI_Abort(MPI_COMM_WORLD, code); }
