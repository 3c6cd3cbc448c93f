package mgpu

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestCUDATimesOperations: with its operations timed, the CUDA backend
// puts a pair of events around each copy and launch on the stream it
// queues it to, numbers them in order for the tracer (TimedOp, once
// each), and gives their times from the events once the devices are
// done, its events made ahead in batches. On the stand-in driver, whose
// clock advances 1.5 ms a record, each operation takes 1.5 ms, and those
// of one GPU follow each other on its clock from its reference event.
func TestCUDATimesOperations(t *testing.T) {
	if !onFakeDriver(t, "TestCUDATimesOperations") {
		return
	}
	cb, ptrs := threeDevices(t)
	var b Backend = cb
	require.NoError(t, cb.TimeOps(time.Now()))
	require.NoError(t, b.Memset(0, ptrs[0], 'a', 64))
	require.Equal(t, -1, cb.TimedOp(), "a memset is not traced: not timed")
	require.NoError(t, cb.CopiesBeside(1))
	require.NoError(t, b.CopyPeer(1, ptrs[1], 0, ptrs[0], 8))
	require.Equal(t, 0, cb.TimedOp(), "a copy beside, on the copy stream")
	require.NoError(t, cb.JoinCopies(1))
	require.Equal(t, -1, cb.TimedOp())
	require.NoError(t, b.CopyPeer(2, ptrs[2], 1, ptrs[1], 8))
	require.Equal(t, 1, cb.TimedOp(), "a copy between GPUs")
	require.NoError(t, b.Write(0, ptrs[0], []byte("xyz")))
	got := make([]byte, 8)
	require.NoError(t, b.Read(2, ptrs[2], got))
	require.Equal(t, "aaaaaaaa", string(got))
	require.Equal(t, 3, cb.TimedOp(), "the last since the last call: the read")
	times, err := cb.OpTimes()
	require.NoError(t, err)
	require.Len(t, times, 4)
	for i, at := range times {
		require.InDelta(t, 1500, at[1]-at[0], 1e-6, "operation %d", i)
		require.Positive(t, at[0], "operation %d after the references", i)
	}
	require.Greater(t, times[2][0], times[0][1], "GPU 0: the write after the copy beside")
	require.Greater(t, times[3][0], times[1][1], "GPU 1: the read after the copy into it")
	// As many copies again as the events made ahead: more are made.
	for range eventsAhead {
		require.NoError(t, b.CopyPeer(2, ptrs[2], 1, ptrs[1], 8))
	}
	times, err = cb.OpTimes()
	require.NoError(t, err)
	require.Len(t, times, 4+eventsAhead)
	require.InDelta(t, 1500, times[len(times)-1][1]-times[len(times)-1][0], 1e-6)
}
