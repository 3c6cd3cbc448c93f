package sim

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestBlocksWaitOnLaterBlocks: blocks that spin until the grid's last
// block sets a flag, through a volatile load or an atomic, finish on a
// device of one worker: the launch starts more workers once its blocks
// stall, as a GPU holds them all at once. With one worker block 0 spun
// for ever.
func TestBlocksWaitOnLaterBlocks(t *testing.T) {
	for _, kernel := range []string{"_Z13wait_volatilePViPi", "_Z11wait_atomicPiS_"} {
		t.Run(kernel, func(t *testing.T) {
			d, m := testModule(t, "spin", Options{Workers: 1})
			flag, out := buf(t, d, []int32{0}), buf(t, d, make([]int32, 6))
			done := make(chan error, 1)
			go func() {
				_, err := m.Launch(kernel, LaunchConfig{Grid: [3]int{6, 1, 1}, Block: [3]int{32, 1, 1}, Args: [][]byte{ptr(flag), ptr(out)}})
				done <- err
			}()
			select {
			case err := <-done:
				require.NoError(t, err)
			case <-time.After(time.Minute):
				t.Fatal("the blocks waiting on the grid's last block still wait after a minute")
			}
			require.Equal(t, []int32{1, 2, 3, 4, 5, 6}, fetch[int32](t, d, out, 6))
		})
	}
}
