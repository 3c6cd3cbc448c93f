package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"mgpucc/mgpu"
)

// TestOracleNeed runs the examples and the corpus programs in PolyBench's
// shapes on 3 and 4 simulated GPUs with the oracle of needed peer bytes
// (MGPU_ORACLE=1): the runtime never moves fewer bytes between devices
// than the parts read that another device wrote last, and at most
// maxOverNeed times that (transfers at the need). (Per kernel it may move
// fewer: bytes an earlier kernel's copies brought count for the kernel
// that needs them.)
func TestOracleNeed(t *testing.T) {
	require.NoError(t, installErr)
	progs := examplePrograms()
	for _, name := range []string{"elimination", "gramschmidt", "fdtd2d", "conv3d", "adi", "atax_bicg", "stencil2d", "lud"} {
		progs = append(progs, program{name: name, src: filepath.Join(RepoRoot(), "testdata", "e2e", name+".cu")})
	}
	for _, p := range progs {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			exe := filepath.Join(t.TempDir(), p.name)
			compile(t, p.src, exe, "-O2")
			for _, n := range []int{3, 4} {
				st := runOracle(t, exe, n, p.args...)
				t.Logf("%d devices: %d peer bytes, %d needed", n, st.Totals.Peer, st.Totals.PeerNeed)
				require.GreaterOrEqual(t, st.Totals.Peer, st.Totals.PeerNeed, "%d devices: the runtime moved fewer peer bytes than the parts need", n)
				require.LessOrEqual(t, float64(st.Totals.Peer), maxOverNeed*float64(st.Totals.PeerNeed), "%d devices: the runtime moved more than %g times the peer bytes the parts need", n, maxOverNeed)
			}
		})
	}
}

// maxOverNeed bounds the peer bytes the runtime moves over what the parts
// need: closing small holes moves a little more in far fewer copies.
const maxOverNeed = 1.05

// runOracle runs exe on n simulated GPUs with the oracle; it must pass
// its own check.
func runOracle(t *testing.T, exe string, n int, args ...string) mgpu.Stats {
	t.Helper()
	statsFile := filepath.Join(t.TempDir(), "stats.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_STATS="+statsFile, "MGPU_ORACLE=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%d devices: %s\n%s", n, exe, out)
	require.Contains(t, string(out), "check: PASS", "%d devices:\n%s", n, out)
	data, err := os.ReadFile(statsFile)
	require.NoError(t, err)
	var st mgpu.Stats
	require.NoError(t, json.Unmarshal(data, &st), "%s", data)
	require.True(t, st.Oracle, "%s", data)
	return st
}
