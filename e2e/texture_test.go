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

// TestTextureFetchHalo runs the stencils of testdata/e2e/texheat.cu, which
// read through texture objects, on 2, 3 and 4 simulated GPUs with the
// oracle of needed peer bytes: each split launch runs on every device and
// moves exactly the bytes its parts fetch that another device wrote (the
// halo rows of the heat step, the texels either side of the smoothing's
// parts, the rows the shifted fetch reads below its part, the rows two up
// of a fetch through a handle in a struct), not the whole texture; the sampler over normalised coordinates, which the maps do not
// describe, runs on one GPU and says why.
func TestTextureFetchHalo(t *testing.T) {
	require.NoError(t, installErr)
	exe := filepath.Join(t.TempDir(), "texheat")
	compile(t, filepath.Join(RepoRoot(), "testdata", "e2e", "texheat.cu"), exe, "-O2")
	for _, n := range []int{2, 3, 4} {
		statsFile := filepath.Join(t.TempDir(), "stats.json")
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		cmd := exec.CommandContext(ctx, exe)
		cmd.Env = append(os.Environ(), "MGPU_BACKEND=sim", fmt.Sprintf("MGPU_DEVICES=%d", n), "MGPU_ORACLE=1", "MGPU_STATS="+statsFile)
		out, err := cmd.CombinedOutput()
		cancel()
		require.NoError(t, err, "%d devices:\n%s", n, out)
		require.Contains(t, string(out), "check: PASS", "%d devices:\n%s", n, out)
		data, err := os.ReadFile(statsFile)
		require.NoError(t, err)
		var s struct {
			Kernels []struct {
				Name      string `json:"name"`
				Split     string `json:"split"`
				Reason    string `json:"reason"`
				Devices   int    `json:"devices"`
				PeerBytes int64  `json:"peer_bytes"`
				NeedBytes int64  `json:"peer_need_bytes"`
			} `json:"kernels"`
		}
		require.NoError(t, json.Unmarshal(data, &s))
		seen := map[string]bool{}
		for _, k := range s.Kernels {
			name := baseName(k.Name)
			seen[name] = true
			if name == "sample" {
				assert.Equal(t, "none", k.Split, "%d devices", n)
				assert.Contains(t, k.Reason, "normalised coordinates", "%d devices", n)
				continue
			}
			assert.NotEqual(t, "none", k.Split, "%d devices: %s: %s", n, name, k.Reason)
			assert.Equal(t, n, k.Devices, "%d devices: %s", n, name)
			assert.Positive(t, k.NeedBytes, "%d devices: %s needs no peer bytes: the test shows nothing", n, name)
			assert.Equal(t, k.NeedBytes, k.PeerBytes, "%d devices: %s moved %d peer bytes, its parts needed %d", n, name, k.PeerBytes, k.NeedBytes)
		}
		for _, name := range []string{"heat", "smooth", "shifted", "framed", "sample"} {
			assert.True(t, seen[name], "%d devices: %s never ran", n, name)
		}
	}
}
