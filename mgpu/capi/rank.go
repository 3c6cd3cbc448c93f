package main

// void mgpu_rank_link(void);
import "C"

import (
	"os"

	"mgpucc/mgpu"
)

// The reference keeps rank.c, and its constructor, in every program.
func init() { C.mgpu_rank_link() }

// mgpuServeRank is the life of a rank other than 0 under mpirun (rank.c):
// it serves its devices to rank 0 and returns the exit status. Under
// MGPU_CPUPROFILE=file, rank N profiles itself into file.N.
//
//export mgpuServeRank
func mgpuServeRank() C.int {
	if path := os.Getenv("MGPU_CPUPROFILE"); path != "" {
		startProfile(path + "." + os.Getenv("OMPI_COMM_WORLD_RANK"))
		defer stopProfile()
	}
	return C.int(mgpu.ServeRank(os.Stderr))
}

// mgpuRankZeroAtExit starts and closes the runtime of rank 0 if the
// program never did: the serving ranks wait for rank 0 to close it.
//
//export mgpuRankZeroAtExit
func mgpuRankZeroAtExit() {
	if _, err := runtime(); err == nil {
		mgpuAtExit()
	}
}
