/* rank.c — the ranks of an mpirun job. Ranks other than 0 serve their
 * devices to rank 0 and never enter main: a constructor takes control
 * before main, finishes the constructors that follow it itself (the Go
 * runtime's start among them: a Go call made before it would wait
 * forever) and ends the process when rank 0 closes. Outside mpirun it
 * does nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "registry.h"

typedef void (*init_fn)(int, char **, char **);
/* The linker's bounds of this executable's (or shared library's)
 * constructor table. */
extern init_fn __init_array_start[], __init_array_end[];

extern int mgpuServeRank(void);
extern void mgpuRankZeroAtExit(void);

/* mpi_rank returns this process' rank in a job of more than one rank
 * started by mpirun (Open MPI's variables), else -1. */
static int mpi_rank(void) {
  const char *size = getenv("OMPI_COMM_WORLD_SIZE"), *rank = getenv("OMPI_COMM_WORLD_RANK");
  if (!size || !rank || atoi(size) < 2)
    return -1;
  return atoi(rank);
}

static void zero_at_exit(void) { mgpuRankZeroAtExit(); }

static void start_rank(int argc, char **argv, char **envp) {
  int rank = mpi_rank();
  if (rank < 0)
    return;
  if (rank == 0) {
    /* Rank 0 releases the serving ranks at exit even when the program
     * never used a device. */
    atexit(zero_at_exit);
    return;
  }
  int after = 0;
  for (init_fn *f = __init_array_start; f < __init_array_end; f++) {
    if (after)
      (*f)(argc, argv, envp);
    else if (*f == start_rank)
      after = 1;
  }
  int status = mgpuServeRank();
  fflush(NULL);
  _exit(status); /* not exit: the program's destructors are not ours to run */
}

__attribute__((used, section(".init_array"))) static init_fn start_rank_entry = start_rank;

/* rank.go calls it: an archive member nobody references is left out of a
 * program, and its constructor with it. */
void mgpu_rank_link(void) {}
