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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPyramidLastLaunch runs Rodinia's time-blocked hotspot and pathfinder
// (testdata/e2e/pyramid.cu), whose last launch of a run does fewer steps
// than the pyramid's height with the pyramid's border, on 3 and 4
// simulated GPUs and reads the trace: every launch of both kernels runs
// on every device, the last one included (the stats' devices count only
// says that some launch did).
func TestPyramidLastLaunch(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "pyramid")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "pyramid.cu"), exe, "-O2")
	for _, n := range []int{3, 4} {
		parts := kernelParts(t, exe, n)
		for _, name := range []string{"calculate_temp", "dynproc"} {
			launches := parts[name][0]
			require.Greater(t, launches, 0, "%d devices: %s never ran", n, name)
			for d := 0; d < n; d++ {
				assert.Equal(t, launches, parts[name][d], "%d devices: %s ran %d launches on device 0 and %d on device %d", n, name, launches, parts[name][d], d)
			}
		}
	}
}

// kernelParts runs exe on n simulated GPUs with MGPU_TRACE and counts,
// per kernel (base name) and device, the launches the trace shows a part
// of (a part run as its interior and its boundary, beside its halo
// copies, is two or three kernel events of one launch).
func kernelParts(t *testing.T, exe string, n int) map[string][]int {
	t.Helper()
	traceFile := filepath.Join(t.TempDir(), "trace.json")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_TRACE="+traceFile)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%d devices: %s\n%s", n, exe, out)
	require.Contains(t, string(out), "check: PASS", "%d devices:\n%s", n, out)
	data, err := os.ReadFile(traceFile)
	require.NoError(t, err)
	var trace struct {
		TraceEvents []struct {
			Name string `json:"name"`
			Cat  string `json:"cat"`
			Tid  int    `json:"tid"`
			Args struct {
				Launch int64 `json:"launch"`
			} `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(data, &trace))
	parts := map[string][]int{}
	type seen struct {
		launch int64
		dev    int
	}
	counted := map[seen]bool{}
	for _, e := range trace.TraceEvents {
		if e.Cat != "kernel" {
			continue
		}
		name := baseName(e.Name)
		if parts[name] == nil {
			parts[name] = make([]int, n)
		}
		require.Less(t, e.Tid, n, "kernel event on device %d of %d", e.Tid, n)
		if k := (seen{e.Args.Launch, e.Tid}); !counted[k] {
			counted[k] = true
			parts[name][e.Tid]++
		}
	}
	return parts
}
