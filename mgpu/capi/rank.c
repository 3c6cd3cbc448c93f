/* rank.c — the ranks of an mpirun job. Ranks other than 0 serve their
 * devices to rank 0 and never enter main: a constructor takes control
 * before main, finishes the constructors that follow it itself (the Go
 * runtime's start among them: a Go call made before it would wait
 * forever) and ends the process when rank 0 closes. Outside mpirun it
 * does nothing. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "registry.h"

typedef void (*init_fn)(int, char **, char **);

extern int mgpuServeRank(void);
extern void mgpuRankZeroAtExit(void);

/* mpi_rank returns this process' rank in a job of more than one rank
 * started by mpirun (Open MPI's variables), else -1. A program that links
 * MPI itself (MPI_Init is in its scope before our shim is loaded, which
 * is later) divides the work among its ranks on its own: each
 * rank runs main as a program of one node, on its host's devices, and
 * MGPU_MPI_PROGRAM=1 tells the runtime (package mpi's Launched) not to
 * join the ranks. */
static int mpi_rank(void) {
  const char *size = getenv("OMPI_COMM_WORLD_SIZE"), *rank = getenv("OMPI_COMM_WORLD_RANK");
  unsetenv("MGPU_MPI_PROGRAM"); /* a parent's, not ours */
  if (!size || !rank || atoi(size) < 2)
    return -1;
  if (dlsym(RTLD_DEFAULT, "MPI_Init")) {
    setenv("MGPU_MPI_PROGRAM", "1", 1);
    return -1;
  }
  return atoi(rank);
}

static void zero_at_exit(void) { mgpuRankZeroAtExit(); }

static void start_rank(int argc, char **argv, char **envp);

/* The constructor table of the object (the program, or libmgpu.so) this
 * file is linked into, from its dynamic section: the linker's
 * __init_array_start is not defined in a shared library. */
struct init_table {
  init_fn *start;
  size_t n;
};

static int find_table(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct init_table *t = data;
  uintptr_t self = (uintptr_t)&start_rank;
  const ElfW(Dyn) *dyn = NULL;
  int mine = 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && self >= lo && self < lo + ph->p_memsz)
      mine = 1;
    if (ph->p_type == PT_DYNAMIC)
      dyn = (const ElfW(Dyn) *)(info->dlpi_addr + ph->p_vaddr);
  }
  if (!mine || !dyn)
    return 0;
  for (; dyn->d_tag != DT_NULL; dyn++) {
    if (dyn->d_tag == DT_INIT_ARRAY)
      t->start = (init_fn *)(info->dlpi_addr + dyn->d_un.d_ptr);
    else if (dyn->d_tag == DT_INIT_ARRAYSZ)
      t->n = dyn->d_un.d_val / sizeof(init_fn);
  }
  return 1;
}

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
  struct init_table table = {NULL, 0};
  dl_iterate_phdr(find_table, &table);
  int after = 0;
  for (size_t i = 0; i < table.n; i++) {
    if (after)
      table.start[i](argc, argv, envp);
    else if (table.start[i] == start_rank)
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
