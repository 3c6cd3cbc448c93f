package mgpu

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCUDAProbesLinksForTheAdaptiveSplitOnly: a device lacking a range
// that two devices of the other GPU hold asks the links from both
// (copySource). With MGPU_SPLIT=always or never nothing weighs a link
// against a kernel: no copy is timed, the links are the default and the
// statistics list none measured. With the adaptive split, whose kernel
// times the CUDA backend measures, each pair is probed once, its timed
// peer copies in the stand-in driver's log.
func TestCUDAProbesLinksForTheAdaptiveSplitOnly(t *testing.T) {
	if !onFakeDriver(t, "TestCUDAProbesLinksForTheAdaptiveSplitOnly") {
		return
	}
	const perProbe = 1 + probeSmallCopies + probeMidCopies + probeBigCopies // the warm-up copy first
	streamLog := os.Getenv("FAKECUDA_LOG")
	for _, tc := range []struct {
		split  string
		probes int
	}{{"always", 0}, {"never", 0}, {"adaptive", 2}} {
		t.Run(tc.split, func(t *testing.T) {
			be, err := newCUDABackend([]int{0, 1, 0, 1})
			require.NoError(t, err)
			rt, err := New(Config{Backend: be, Split: tc.split})
			require.NoError(t, err)
			defer func() { require.NoError(t, rt.Close()) }()
			require.NoError(t, os.WriteFile(streamLog, nil, 0o644))
			jobs := rt.newTracker(4096, Holders(0b1010)).Missing(0, 4096, 4096, 1, 0, nil) // held by devices 1 and 3, on GPU 1
			require.Len(t, jobs, 1)
			require.Equal(t, 1, jobs[0].src, "equal links: the nearest by index")
			data, err := os.ReadFile(streamLog)
			require.NoError(t, err)
			require.Equal(t, tc.probes*perProbe, strings.Count(string(data), "copy "), "peer copies timed")
			require.Len(t, rt.Stats().Links, tc.probes)
			if tc.probes == 0 {
				require.Equal(t, rt.adapt.fixed, rt.linkCost(0, 1))
			}
		})
	}
}
