package mgpu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWarm: the warm-up runs what a program's first launches run (on
// several devices each step planned anew, split, halos copied between
// them; on one, unsplit), and leaves the runtime it warms as it was.
func TestWarm(t *testing.T) {
	for _, devices := range []int{1, 4, 16} {
		st, err := warm(devices)
		require.NoError(t, err)
		require.Len(t, st.Kernels, 1)
		k := st.Kernels[0]
		assert.EqualValues(t, warmSteps, k.Launches, "%d devices", devices)
		if devices == 1 {
			assert.Equal(t, "none", k.Split)
			continue
		}
		assert.EqualValues(t, warmSteps, k.PlanMisses, "%d devices: every step makes its plan", devices)
		assert.Equal(t, "y", k.Split, "%d devices", devices)
		assert.Equal(t, devices, k.Devices)
		assert.Positive(t, k.PeerCopies, "%d devices: the halos move", devices)
	}

	rt, err := New(Config{Backend: NewNullBackend(4)})
	require.NoError(t, err)
	defer rt.Close()
	rt.Warm()
	assert.Empty(t, rt.Stats().Kernels)
	assert.Zero(t, rt.Stats().Totals.RuntimeNS)

	_, err = New(Config{Backend: NewNullBackend(4), Debug: "nowarm,notransfers"})
	require.NoError(t, err)
}
