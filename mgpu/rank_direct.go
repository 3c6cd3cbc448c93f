package mgpu

// A copy between ranks whose devices' memory the MPI library takes in its
// messages (a CUDA-aware MPI, CUDA devices on both ranks) goes straight
// from the source device's memory into the message and from the message
// into the destination's: no staging through host memory, and MPI moves
// the bytes as it can (GPUDirect RDMA where the network has it). Each
// rank says at start whether it can (rankHello.Direct: its library's
// answer at run time, MPIX_Query_cuda_support, and its backend); rank 0
// chooses per copy, a copy of abutting bytes between two ranks that can,
// and says so in both halves' requests.

// devicePointers is a backend whose device pointers are addresses a
// CUDA-aware MPI takes: the CUDA backend's (the driver's unified
// addresses).
type devicePointers interface{ mpiTakesPointers() }

func (*cudaBackend) mpiTakesPointers() {}

// takesDevicePointers reports whether be's devices send and receive
// through link straight from and into their memory.
func takesDevicePointers(link rankLink, be Backend) bool {
	_, ok := be.(devicePointers)
	return ok && link.CUDAAware()
}

// directShape returns a copy's shape as one run of bytes where its rows
// abut, and whether they do: only such a copy goes straight from device
// memory, a message per rankChunk bytes.
func directShape(s rows) (rows, bool) {
	if s.height == 1 || s.width == s.pitch {
		n := s.width * s.height
		return rows{n, n, 1}, true
	}
	return s, false
}

// sendDirect posts a copy's messages straight from dev's memory at src,
// once the device's earlier work is done.
func sendDirect(out *outbox, be Backend, dev, to int, src DevPtr, shape rows) error {
	if err := be.Synchronize(dev); err != nil {
		return err
	}
	return eachChunk(shape, func(pieces []piece, size int64) error {
		return out.postDevice(to, tagData, src+DevPtr(pieces[0].off), int(size))
	})
}
